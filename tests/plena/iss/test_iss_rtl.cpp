// RTL equivalence: programs run on the Verilated plena core (PlenaDriver + DirectMem over a
// kc::HbmModel with the configuration's timing) and on kc::plena::Iss from the same initial
// image; the complete end state must be identical: status, fault kind / pc / address / word,
// instruction count, gp, f, a, STRIDE, SCALE, V_MASK, all of VRAM, MRAM, FP_MEM, INT_MEM and
// the HBM windows the programs touch. A mismatch reports the seed, the disassembled program and
// the first differing locations.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>

#include "Vplena_default.h"
#include "Vplena_small.h"
#ifdef KC_HAVE_PLENA_FPGA
#include "Vplena_fpga.h"
#endif
#include "directed_cases.h"
#include "program_gen.h"
#include "rtl_runner.h"

using namespace isstest;
using kc::plena::FaultKind;
using kc::plena::Iss;
using kc::plena::IssResult;
using kc::plena::IssStatus;

namespace {

constexpr uint64_t kMaxCycles = 2'000'000;
constexpr uint64_t kMaxInstructions = 10'000'000;

template <class V>
RtlRunner<V>& runner(const char* cfg) {
  static RtlRunner<V> r(*kc::plena::find_config(cfg));
  return r;
}

// Totals over the programs of one test case.
struct Stats {
  unsigned programs = 0;
  uint64_t static_instructions = 0, dynamic_instructions = 0, cycles = 0;
  std::array<uint64_t, 64> per_opcode{};
  unsigned faults = 0, illegal = 0;
  double seconds = 0;
  std::vector<uint64_t> counters = std::vector<uint64_t>(kc::plena::isa::kNumCounters, 0);  // RTL, summed

  void print(const char* what) const {
    std::printf("%s: %u programs, %llu instructions (%llu executed, %u faults, %u illegal), %llu RTL cycles, %.1f s\n",
                what, programs, (unsigned long long)static_instructions, (unsigned long long)dynamic_instructions,
                faults, illegal, (unsigned long long)cycles, seconds);
    std::printf("  RTL hazards exercised (stall cycles):");
    for (unsigned c = 0; c < counters.size(); ++c) {
      const std::string name = kc::plena::isa::kCounters[c].name;
      if (name.rfind("stall_", 0) == 0) std::printf(" %s %llu", name.c_str() + 6, (unsigned long long)counters[c]);
    }
    std::printf("\n");
  }
};

// Runs one program both ways; returns "" when the end states agree, else a report.
template <class V>
std::string check_equivalent(const char* cfg_name, const std::string& label, const std::vector<uint32_t>& program,
                             const InitImage& image, Stats& st, IssResult* iss_result = nullptr) {
  const auto& cfg = *kc::plena::find_config(cfg_name);
  const auto t0 = std::chrono::steady_clock::now();
  uint64_t cycles = 0;
  Snapshot rtl = runner<V>(cfg_name).run(program, image, kMaxCycles, &cycles);
  Iss iss(cfg);
  image.load_into(iss);
  iss.load_program(program);
  IssResult r = iss.run(kMaxInstructions);
  Snapshot model = snapshot_of(iss, r, image.windows);
  st.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  st.programs++;
  st.static_instructions += program.size();
  st.dynamic_instructions += r.instructions;
  st.cycles += cycles;
  st.faults += r.status == IssStatus::fault;
  st.illegal += r.status == IssStatus::illegal_instruction;
  for (size_t i = 0; i < 64; ++i) st.per_opcode[i] += r.per_opcode[i];
  for (size_t c = 0; c < rtl.counters.size() && c < st.counters.size(); ++c) st.counters[c] += rtl.counters[c];
  if (iss_result) *iss_result = r;
  Diff d = compare(rtl, model, cfg, image.windows);
  if (d.empty()) return "";
  return "MISMATCH " + label + " (RTL vs ISS; RTL status " + std::to_string(rtl.status) + ", ISS status " +
         kc::plena::iss_status_name(r.status) + " " + kc::plena::fault_kind_name(r.fault) + " pc " +
         std::to_string(r.pc) + ")\n" + d.text() + listing(program);
}

// Random programs for seeds [first, first + count) of one configuration.
template <class V>
void random_programs(const char* cfg_name, uint64_t first, unsigned count, bool inject_fault, const char* what,
                     bool require_coverage = false) {
  const auto& cfg = *kc::plena::find_config(cfg_name);
  Stats st;
  std::vector<std::string> failures;
  for (uint64_t seed = first; seed < first + count; ++seed) {
    GenOptions opt;
    opt.inject_fault = inject_fault;
    GeneratedTest t = generate_test(cfg, seed, opt);
    IssResult r;
    std::string label = std::string(cfg_name) + " seed " + std::to_string(seed) +
                        (inject_fault ? " (injected: " + t.fault_plan + " at pc " + std::to_string(t.fault_pc) + ")" : "");
    std::string err = check_equivalent<V>(cfg_name, label, t.program, t.image, st, &r);
    // The generator's promise (checked here too, so a broken generator cannot hide behind agreement).
    if (err.empty() && !inject_fault && r.status != IssStatus::halted) err = "NOT HALTED " + label + "\n" + listing(t.program);
    if (err.empty() && inject_fault && r.pc != t.fault_pc) err = "FAULT ELSEWHERE " + label + "\n" + listing(t.program);
    if (!err.empty()) failures.push_back(err);
  }
  st.print(what);
  for (size_t i = 0; i < failures.size() && i < 3; ++i) FAIL_CHECK(failures[i]);
  CHECK(failures.empty());
  if (require_coverage) {
    for (const auto& in : kc::plena::isa::kInstrs) {
      INFO("instruction never executed: " << in.mnemonic);
      CHECK(st.per_opcode[in.opcode] > 0);
    }
  }
}

}  // namespace

// Every hand-written fault / illegal / loop case: the RTL reports what the ISS reports (and the
// ISS what the case expects, see test_iss_directed.cpp), with the same state left behind.
TEST_CASE("plena.iss.rtl.directed_cases_small") {
  const auto& cfg = *kc::plena::find_config("small");
  Stats st;
  unsigned i = 0;
  for (const DirectedCase& c : directed_cases()) {
    InitImage im = random_image(cfg, 100 + i++, directed_windows(cfg));
    IssResult r;
    std::string err = check_equivalent<Vplena_small>("small", c.name, c.program, im, st, &r);
    INFO(c.name);
    CHECK(err == "");
    CHECK(r.status == c.status);
    CHECK(r.fault == c.kind);
  }
  st.print("directed cases (small)");
}

// Seeded random valid programs on `small`: 5 x 100 programs (every instruction must be executed
// in each range).
TEST_CASE("plena.iss.rtl.random_small.seeds_0000_0099") { random_programs<Vplena_small>("small", 0, 100, false, "random small 0-99", true); }
TEST_CASE("plena.iss.rtl.random_small.seeds_0100_0199") { random_programs<Vplena_small>("small", 100, 100, false, "random small 100-199", true); }
TEST_CASE("plena.iss.rtl.random_small.seeds_0200_0299") { random_programs<Vplena_small>("small", 200, 100, false, "random small 200-299", true); }
TEST_CASE("plena.iss.rtl.random_small.seeds_0300_0399") { random_programs<Vplena_small>("small", 300, 100, false, "random small 300-399", true); }
TEST_CASE("plena.iss.rtl.random_small.seeds_0400_0499") { random_programs<Vplena_small>("small", 400, 100, false, "random small 400-499", true); }

// Random programs with one injected fault or illegal word at a random point: 3 x 100.
TEST_CASE("plena.iss.rtl.random_faults_small.seeds_1000_1099") { random_programs<Vplena_small>("small", 1000, 100, true, "faulting small 1000-1099"); }
TEST_CASE("plena.iss.rtl.random_faults_small.seeds_1100_1199") { random_programs<Vplena_small>("small", 1100, 100, true, "faulting small 1100-1199"); }
TEST_CASE("plena.iss.rtl.random_faults_small.seeds_1200_1299") { random_programs<Vplena_small>("small", 1200, 100, true, "faulting small 1200-1299"); }

// The `default` configuration (64-element rows, 4 beats, 16 lanes): fewer programs, since
// loading and dumping its memories through the debug port dominates.
TEST_CASE("plena.iss.rtl.random_default.seeds_0000_0011") { random_programs<Vplena_default>("default", 0, 12, false, "random default 0-11"); }
#ifdef KC_HAVE_PLENA_FPGA
TEST_CASE("plena.iss.rtl.random_fpga.seeds_0000_0029") { random_programs<Vplena_fpga>("fpga", 0, 30, false, "random fpga 0-29"); }
TEST_CASE("plena.iss.rtl.random_faults_fpga.seeds_1000_1009") { random_programs<Vplena_fpga>("fpga", 1000, 10, true, "faulting fpga 1000-1009"); }
#endif
TEST_CASE("plena.iss.rtl.random_faults_default.seeds_1000_1005") { random_programs<Vplena_default>("default", 1000, 6, true, "faulting default 1000-1005"); }

// RTL bug (fixed): plena_issue.sv computed the last row of an M_MM_WO as
//   wo_last = wo_row0 + 33'(BLEN - 1) * wo_s
// in 33 bits, so a huge stride register wrapped (3 · 0xAAAAAAAB = 2^33 + 1 -> 1): the RTL did not
// fault, wrote rows 0, 171, 342, 1 (the stride truncated to the row-address width) and recorded
// a wrong scoreboard range. The ISA says rows 0, s, 2s, 3s must exist: vram_range at pc 2,
// address 0. (Regression test of that bug.)
TEST_CASE("plena.iss.rtl.writeout_stride_overflow") {
  const auto& cfg = *kc::plena::find_config("small");
  Prog p;
  p.li(1, 0xAAAAAAABu);
  p(Op::M_MM_WO, {0, 1, 0});
  Stats st;
  IssResult r;
  InitImage im = random_image(cfg, 7, directed_windows(cfg));
  std::string err = check_equivalent<Vplena_small>("small", "M_MM_WO with stride 0xAAAAAAAB", p.words, im, st, &r);
  CHECK(r.status == IssStatus::fault);
  CHECK(r.fault == FaultKind::vram_range);
  CHECK(r.pc == 2);
  CHECK(r.address == 0);
  CHECK(err == "");
}
