// The core RTL in lock-step with the ISS (harness/rv32/iss), the functional golden model: every
// retirement record of the RTL (rv32_core trace_*) must equal the ISS's StepResult for the same
// instruction, field by field, from the first instruction to the end of the run, and both must end
// the same way (halted, or the same fault). Directed programs, fault entries and random programs,
// on the small and the default core. Time-dependent CSRs (cycle, time) read the RTL's value:
// the ISS has no clock, so the checker hands it the value the RTL's record shows.
#include <unistd.h>

#include <deque>
#include <filesystem>
#include <sstream>

#include "kc/rv32_iss.h"
#include "rv32_random.h"
#include "rv32_rig.h"

using namespace kc::rv32;
using namespace kc::rv32::test;

namespace {

// CSRs whose value depends on time, not on the instruction stream: mcycle(h), cycle(h), time(h).
bool time_csr(uint32_t a) {
  return a == 0xB00 || a == 0xB80 || a == 0xC00 || a == 0xC80 || a == 0xC01 || a == 0xC81;
}

std::string hex(uint32_t v) {
  std::ostringstream s;
  s << "0x" << std::hex << v;
  return s.str();
}

// The fields of a record the ISS and the RTL must agree on, those that differ listed by name.
std::string differences(const TraceRecord& r, const StepResult& s) {
  std::string d;
  const auto field = [&](const char* name, uint64_t rtl, uint64_t iss) {
    if (rtl != iss) d += std::string(" ") + name + ": rtl " + hex(uint32_t(rtl)) + ", iss " + hex(uint32_t(iss)) + ";";
  };
  field("pc", r.pc, s.pc);
  field("insn", r.insn, s.insn);
  field("trap", r.trap, s.trap);
  if (r.trap || s.trap) {
    field("cause", r.cause, s.cause);
    field("tval", r.tval, s.tval);
  }
  field("rd_we", r.rd_we, s.rd_we);
  if (r.rd_we && s.rd_we) {
    field("rd_fp", r.rd_fp, s.rd_fp);
    field("rd", r.rd, s.rd);
    field("rd_wdata", r.rd_wdata, s.rd_wdata);
  }
  field("mem_we", r.mem_we, s.mem_we);
  field("mem_re", r.mem_re, s.mem_re);
  if (r.mem_we || r.mem_re) {
    field("mem_addr", r.mem_addr, s.mem_addr);
    field("mem_be", r.mem_be, s.mem_be);
  }
  if (r.mem_we) field("mem_wdata", r.mem_wdata, s.mem_wdata);
  field("fflags", r.fflags, s.fflags);
  return d;
}

// Replays the RTL's trace `rtl` of a run of `elf` from `entry` on a fresh ISS of `cfg`. Returns
// "" when every record and the end agree, else a report of the first difference (record number,
// pc, the fields, and the records before it). `corrupt(iss, i)` runs before step i (tests of the
// checker itself).
// Bytes written into memory after loading, before the start (the same on both sides).
struct Preload {
  uint32_t addr = 0;
  std::vector<uint8_t> bytes;
};

template <class Corrupt>
std::string lockstep(const HwConfig& cfg, const kc::ElfImage& elf, uint32_t entry, const RunOut& rtl,
                     Corrupt corrupt, const std::vector<Preload>& preload = {}) {
  Iss iss(cfg);
  iss.load_elf(elf);
  for (const Preload& p : preload) iss.load(p.addr, p.bytes);
  iss.reset(entry);
  std::size_t i = 0;
  iss.set_csr_override([&](uint32_t a) -> std::optional<uint32_t> {
    if (time_csr(a) && i < rtl.trace.size() && rtl.trace[i].rd_we) return rtl.trace[i].rd_wdata;
    return std::nullopt;
  });
  std::deque<std::string> recent;
  for (; i < rtl.trace.size(); ++i) {
    corrupt(iss, i);
    const TraceRecord& r = rtl.trace[i];
    const StepResult s = iss.step();
    const std::string d = differences(r, s);
    if (!d.empty()) {
      std::string out = "record " + std::to_string(i) + " (pc " + hex(r.pc) + ", insn " + hex(r.insn) + "):" + d +
                        "\n  agreeing records before it (pc insn):";
      for (const std::string& p : recent) out += " " + p;
      return out;
    }
    recent.push_back(hex(r.pc) + " " + hex(r.insn));
    if (recent.size() > 8) recent.pop_front();
  }
  if (rtl.halted && iss.status() != RunStatus::halted)
    return std::string("the RTL halted, the ISS is ") + run_status_name(iss.status());
  if (rtl.faulted) {
    if (iss.status() != RunStatus::fault) return std::string("the RTL faulted, the ISS is ") + run_status_name(iss.status());
    const FaultRecord& f = iss.fault();
    if (f.cause != rtl.fault.cause || f.pc != rtl.fault.pc || f.tval != rtl.fault.tval)
      return "fault records differ: rtl cause " + std::to_string(rtl.fault.cause) + " pc " + hex(rtl.fault.pc) + " tval " +
             hex(rtl.fault.tval) + ", iss cause " + std::to_string(f.cause) + " pc " + hex(f.pc) + " tval " + hex(f.tval);
  }
  return "";
}

template <class V>
std::string lockstep_run(Rv32Rig<V>& rig, const std::string& prog, const std::string& entry = "",
                         const std::vector<Preload>& preload = {}) {
  RunOpts o;
  o.entry = entry;
  o.max_cycles = 20'000'000;
  const RunOut r = rig.run(
      prog, o, [&](auto& d) { for (const Preload& p : preload) d.write_bytes(p.addr, p.bytes.data(), p.bytes.size()); },
      [](auto&) {});
  REQUIRE(r.finished);
  REQUIRE(!r.trace.empty());
  const uint32_t pc = entry.empty() ? rig.elf(prog).entry : rig.sym(prog, entry);
  return lockstep(rig.cfg(), rig.elf(prog), pc, r, [](Iss&, std::size_t) {}, preload);
}

// Every program of progs/ that runs to its end on its own (loop spins until the host stops it, sum
// waits for host-written inputs: both belong to the host tests).
const char* const kPrograms[] = {"alu", "zbb", "fwd", "mem", "branch", "muldiv", "csr", "trap", "fencei", "fp",
                                 "lat", "counts"};
const char* const kFaultEntries[] = {"f_ebreak", "f_ecall", "f_illegal", "f_load", "f_store_mis", "f_fetch",
                                     "f_jump_mis"};

}  // namespace

TEST_CASE("rv32.lockstep.directed", "[rv32][rtl][lockstep]") {
  on_test_configs([](auto& rig) {
    for (const char* p : kPrograms) {
      INFO(rig.name() << ": program " << p);
      CHECK(lockstep_run(rig, p) == "");
    }
  });
}

TEST_CASE("rv32.lockstep.faults", "[rv32][rtl][lockstep]") {
  on_test_configs([](auto& rig) {
    for (const char* e : kFaultEntries) {
      INFO(rig.name() << ": faults from " << e);
      CHECK(lockstep_run(rig, "faults", e) == "");
    }
  });
}

TEST_CASE("rv32.lockstep.random", "[rv32][rtl][lockstep][random]") {
  const std::string dir = std::filesystem::temp_directory_path() / ("kc_rv32_lockstep_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  on_test_configs([&](auto& rig) {
    for (uint32_t seed = 1; seed <= 150; ++seed) {
      INFO(rig.name() << ": random program seed " << seed);
      const std::string name = "ls" + std::to_string(seed);
      const std::string elf = assemble_random(random_program(seed, 150, true), dir, name, rig.name());
      CHECK(lockstep_run(rig, elf) == "");
    }
  });
  std::filesystem::remove_all(dir);
}

// The checker can fail: one register of the ISS changed mid-run makes a later record differ, and
// the report names the record, its pc and the field.
TEST_CASE("rv32.lockstep.detects_a_difference", "[rv32][rtl][lockstep]") {
  Rv32Rig<Vrv32_small> rig("small");
  const RunOut r = rig.run("alu");
  REQUIRE(r.halted);
  REQUIRE(r.trace.size() > 20);
  // before record 5, flip bit 4 of every x register of the ISS: the next instruction that reads one
  const std::string report =
      lockstep(rig.cfg(), rig.elf("alu"), rig.elf("alu").entry, r, [&](Iss& iss, std::size_t i) {
        if (i == 5)
          for (unsigned x = 1; x < 32; ++x) iss.set_x(x, iss.x(x) ^ 0x10u);
      });
  INFO(report);
  CHECK(report.rfind("record ", 0) == 0);
  CHECK(report.find("agreeing records before it") != std::string::npos);
  CHECK((report.find("rd_wdata: rtl") != std::string::npos || report.find("mem_addr: rtl") != std::string::npos ||
         report.find("pc: rtl") != std::string::npos));
  // and an untouched run of the same program agrees
  CHECK(lockstep(rig.cfg(), rig.elf("alu"), rig.elf("alu").entry, r, [](Iss&, std::size_t) {}) == "");
}

// Every task's C baseline (harness/rv32/baseline/c, built by kernelcraft asm for C1 and C2 of its
// task at build time) with its tensors filled with random words: real compiled code — loops,
// 64-bit arithmetic, FP on arbitrary bit patterns (NaNs included), byte and halfword accesses.
TEST_CASE("rv32.lockstep.baselines", "[rv32][rtl][lockstep]") {
  on_test_configs([](auto& rig) {
    const std::filesystem::path dir = std::filesystem::path(KC_RV32_BASELINE_ELFS) / rig.name();
    REQUIRE(std::filesystem::is_directory(dir));
    unsigned n = 0;
    for (const auto& f : std::filesystem::directory_iterator(dir)) {
      if (f.path().extension() != ".elf") continue;
      INFO(rig.name() << ": " << f.path().filename().string());
      const kc::ElfSection* t = rig.elf(f.path().string()).section(".kc_tensors");
      REQUIRE(t != nullptr);
      Preload p{t->addr, std::vector<uint8_t>(t->size)};
      uint32_t x = 0x9E3779B9u ^ t->size;
      for (auto& b : p.bytes) b = uint8_t((x = x * 1664525u + 1013904223u) >> 24);
      CHECK(lockstep_run(rig, f.path().string(), "", {p}) == "");
      ++n;
    }
    CHECK(n >= 20);  // ten tasks, two configurations each
  });
}

#ifdef KC_RV32_HAVE_ICE40
#include "Vrv32_ice40.h"

// Configuration ice40 has no F extension (isa.f_extension = 0): mstatus.FS is hard-wired to Off,
// so every F instruction traps as illegal. The same directed, fault, random and baseline programs
// as above, in lock-step with the ISS of the same configuration; the random programs without FP
// exercise the integer core, those with FP reach their first F instruction, which must trap.
TEST_CASE("rv32.lockstep.ice40", "[rv32][rtl][lockstep]") {
  Rv32Rig<Vrv32_ice40> rig("ice40");
  REQUIRE(rig.cfg().f_extension == 0);
  for (const char* p : kPrograms) {
    // lat's code is larger than ice40's 4 KiB ITCM; trap resumes after each expected trap at a
    // point that assumes F (its "legal again" fadd.s traps once more on ice40 and never ends).
    if (std::string(p) == "lat" || std::string(p) == "trap") continue;
    INFO("ice40: program " << p);
    CHECK(lockstep_run(rig, p) == "");
  }
  for (const char* e : kFaultEntries) {
    INFO("ice40: faults from " << e);
    CHECK(lockstep_run(rig, "faults", e) == "");
  }
  const std::string dir = std::filesystem::temp_directory_path() / ("kc_rv32_lockstep_ice40_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (uint32_t seed = 1; seed <= 120; ++seed) {
    const bool fp = seed > 100;
    INFO("ice40: random program seed " << seed << (fp ? " (with FP)" : ""));
    const std::string elf = assemble_random(random_program(seed, 150, fp), dir, "ice" + std::to_string(seed), "ice40");
    CHECK(lockstep_run(rig, elf) == "");
    if (fp) {
      // The run ends at the first F instruction: an illegal-instruction fault (mtvec = 0) whose
      // tval is the instruction word, an F instruction of the ISA table.
      RunOpts o;
      o.max_cycles = 1'000'000;
      const RunOut r = rig.run(elf, o, [](auto&) {}, [](auto&) {});
      REQUIRE(r.faulted);
      CHECK(r.fault.cause == 2);
      CHECK(info(decode(r.fault.tval)).ext == Ext::f);
    }
  }
  std::filesystem::remove_all(dir);
  const std::filesystem::path bl = std::filesystem::path(KC_RV32_BASELINE_ELFS) / "ice40";
  REQUIRE(std::filesystem::is_directory(bl));
  unsigned n = 0;
  for (const auto& f : std::filesystem::directory_iterator(bl)) {
    if (f.path().extension() != ".elf") continue;
    INFO("ice40: " << f.path().filename().string());
    const kc::ElfSection* t = rig.elf(f.path().string()).section(".kc_tensors");
    REQUIRE(t != nullptr);
    Preload p{t->addr, std::vector<uint8_t>(t->size)};
    uint32_t x = 0x9E3779B9u ^ t->size;
    for (auto& b : p.bytes) b = uint8_t((x = x * 1664525u + 1013904223u) >> 24);
    CHECK(lockstep_run(rig, f.path().string(), "", {p}) == "");
    ++n;
  }
  CHECK(n == 8);
}
#endif
