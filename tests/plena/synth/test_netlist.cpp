// Post-synthesis simulation of plena: the Yosys gate netlist of configuration `small`
// (Vplena_small_syn, rtl/plena/CMakeLists.txt, fpga/netlist.sh) runs the same programs as the
// RTL model (Vplena_small), each from the same initial image through the same driver and HBM
// model (isstest::RtlRunner). Everything observable must be identical: status and fault record,
// registers, every word of VRAM, MRAM, FP_MEM and INT_MEM, the HBM the program reads and writes,
// every performance counter, and the cycle count. Only this shows that Yosys builds the design
// Verilator simulates (an unpacked array of packed structs, which Yosys 0.23 reduced to one
// element, passed every RTL test).
//
// The programs: the ISS-equivalence programs of tests/plena/iss (directed fault and loop cases,
// seeded random programs with and without an injected fault) and the template compiler's
// baselines of a few tasks that use the matrix unit, the vector unit's reductions and the DMA.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <set>
#include <utility>

#include "Vplena_small.h"
#include "Vplena_small_syn.h"
#include "baseline_image.h"
#include "directed_cases.h"
#include "program_gen.h"
#include "rtl_runner.h"

using namespace isstest;
namespace fs = std::filesystem;

namespace {

constexpr uint64_t kMaxCycles = 2'000'000;

const kc::plena::HwConfig& small() { return *kc::plena::find_config("small"); }

template <class V>
RtlRunner<V>& runner() {
  static RtlRunner<V> r(small());
  return r;
}

struct Totals {
  unsigned programs = 0;
  uint64_t cycles = 0;
  double rtl_seconds = 0, netlist_seconds = 0;
  void print(const char* what) const {
    std::printf("%s: %u programs, %llu cycles each way; RTL %.2f s, netlist %.2f s\n", what, programs,
                (unsigned long long)cycles, rtl_seconds, netlist_seconds);
  }
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Runs `program` from `image` on the RTL and on the netlist; "" when every observable agrees,
// else what differs.
std::string run_both(const std::string& label, const std::vector<uint32_t>& program, const InitImage& image,
                     Totals& tot, unsigned* rtl_status = nullptr) {
  uint64_t rtl_cycles = 0, net_cycles = 0;
  auto t0 = std::chrono::steady_clock::now();
  const Snapshot rtl = runner<Vplena_small>().run(program, image, kMaxCycles, &rtl_cycles);
  tot.rtl_seconds += seconds_since(t0);
  // The netlist must take exactly as many cycles: a stop is requested soon after that, so that a
  // broken netlist that never finishes costs seconds, not a run to the cycle limit at gate speed.
  t0 = std::chrono::steady_clock::now();
  const Snapshot net = runner<Vplena_small_syn>().run(program, image, rtl_cycles + 16, &net_cycles);
  tot.netlist_seconds += seconds_since(t0);
  tot.programs++;
  tot.cycles += rtl_cycles;
  if (rtl_status) *rtl_status = rtl.status;

  Diff d = compare(rtl, net, small(), image.windows);
  d.scalar("cycles", rtl_cycles, net_cycles);
  for (std::size_t c = 0; c < kc::plena::isa::kNumCounters; ++c)
    d.scalar(std::string("counter ") + kc::plena::isa::kCounters[c].name, rtl.counters.at(c), net.counters.at(c));
  if (d.empty()) return "";
  return "MISMATCH " + label + " (RTL vs netlist, RTL status " + std::to_string(rtl.status) + ", " +
         std::to_string(rtl_cycles) + " cycles)\n" + d.text() + listing(program, 60);
}

}  // namespace

// The hand-written fault / illegal / loop cases of the ISS tests, the first of each outcome
// (status and fault kind): the netlist runs ~50x slower than the RTL, and loading and reading
// back the memories dominates a short program.
TEST_CASE("plena.netlist.directed_cases", "[netlist]") {
  Totals tot;
  std::set<std::pair<int, int>> outcomes;
  unsigned i = 0;
  for (const DirectedCase& c : directed_cases()) {
    const InitImage im = random_image(small(), 100 + i++, directed_windows(small()));
    if (!outcomes.insert({int(c.status), int(c.kind)}).second) continue;
    INFO(c.name);
    CHECK(run_both(c.name, c.program, im, tot) == "");
  }
  CHECK(tot.programs == outcomes.size());
  tot.print("directed cases");
}

// Seeded random valid programs (every instruction kind) and programs with an injected fault.
TEST_CASE("plena.netlist.random", "[netlist]") {
  Totals tot;
  for (uint64_t seed = 0; seed < 12; ++seed) {
    GenOptions opt;
    opt.inject_fault = seed >= 9;
    const uint64_t s = opt.inject_fault ? 1000 + seed : seed;
    const GeneratedTest t = generate_test(small(), s, opt);
    const std::string label = "random seed " + std::to_string(s) + (opt.inject_fault ? " (" + t.fault_plan + ")" : "");
    INFO(label);
    CHECK(run_both(label, t.program, t.image, tot) == "");
  }
  tot.print("random programs");
}

// Template-compiler baselines on `small`: a matrix product, row reductions with exp and
// division, a normalisation with square roots, and attention (transposed products, DMA of K, V).
TEST_CASE("plena.netlist.baselines", "[netlist]") {
  const fs::path dir = fs::path(KC_TEST_OUT_DIR) / "netlist_baselines";
  Totals tot;
  for (const char* id : {"l1/gemm", "l1/softmax", "l1/layernorm", "l2/flash_attention"}) {
    const std::string label = std::string(id) + " C1";
    INFO(label);
    const BaselineRun r = baseline_run(std::string(KC_TASKS_DIR) + "/" + id, "C1", "small", dir.string(), kMaxCycles);
    unsigned status = 0;
    CHECK(run_both(label, r.program, r.image, tot, &status) == "");
    CHECK(status == unsigned(kc::plena::Status::halted));   // the baseline ran to its end
  }
  tot.print("baselines");
}
