// kc-sim-rv32 as a process: run bundles written here, the real binary run on them, result.json
// read back with kc::load_result. Expected pcs and addresses come from the programs' ELF symbols
// (progs/*.S, linked per configuration by CMakeLists.txt), so the tests do not depend on where
// the linker placed anything.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "kc/elf.h"
#include "kc/run_bundle.h"

namespace fs = std::filesystem;
using namespace kc;

namespace {

std::string prog(const std::string& config, const std::string& name) {
  return std::string(KC_RV32_SIM_PROGS) + "/" + config + "/" + name + ".elf";
}

uint32_t sym(const std::string& elf_path, const std::string& name) {
  const ElfImage elf = read_elf(elf_path);
  const ElfSymbol* s = elf.symbol(name);
  INFO(elf_path << ": symbol " << name);
  REQUIRE(s != nullptr);
  return uint32_t(s->value);
}

std::vector<uint8_t> le_words(const std::vector<uint32_t>& w) {
  std::vector<uint8_t> b;
  for (uint32_t v : w)
    for (unsigned i = 0; i < 4; ++i) b.push_back(uint8_t(v >> (8 * i)));
  return b;
}

std::vector<uint32_t> words(const std::vector<uint8_t>& b) {
  std::vector<uint32_t> w(b.size() / 4);
  for (std::size_t i = 0; i < w.size(); ++i)
    w[i] = uint32_t(b[4 * i]) | uint32_t(b[4 * i + 1]) << 8 | uint32_t(b[4 * i + 2]) << 16 |
           uint32_t(b[4 * i + 3]) << 24;
  return w;
}

struct Proc {
  int status = -1;  // exit status, or 128 + signal
  std::string err;
};

// A fresh directory KC_TEST_OUT_DIR/<name> for one bundle and its outputs.
class Dir {
 public:
  explicit Dir(const std::string& name) : dir_(std::string(KC_TEST_OUT_DIR) + "/" + name) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  std::string path(const std::string& f) const { return dir_ + "/" + f; }
  bool exists(const std::string& f) const { return fs::exists(path(f)); }

  void write(const std::string& f, const std::vector<uint8_t>& b) const {
    std::ofstream o(path(f), std::ios::binary);
    o.write(reinterpret_cast<const char*>(b.data()), std::streamsize(b.size()));
    REQUIRE(o.good());
  }
  void write_text(const std::string& f, const std::string& t) const { write(f, {t.begin(), t.end()}); }
  std::vector<uint8_t> read(const std::string& f) const {
    INFO("reading " << path(f));
    REQUIRE(exists(f));
    std::ifstream in(path(f), std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    const std::string s = ss.str();
    return {s.begin(), s.end()};
  }
  void bundle(const RunBundle& b) const { write_run_bundle(path("run.json"), b); }

  Proc run(const std::string& args = "") const {
    const std::string cmd = std::string("'") + KC_SIM_RV32 + "' '" + path("run.json") + "' " + args + " >'" +
                            path("stdout.txt") + "' 2>'" + path("stderr.txt") + "'";
    const int st = std::system(cmd.c_str());
    Proc p;
    p.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    const std::vector<uint8_t> e = read("stderr.txt");
    p.err.assign(e.begin(), e.end());
    return p;
  }
  RunResult run_ok(const std::string& args = "") const {
    const Proc p = run(args);
    INFO("stderr: " << p.err);
    REQUIRE(p.status == 0);
    CHECK(p.err.empty());
    return load_result(path("result.json"));
  }

 private:
  std::string dir_;
};

RunBundle elf_bundle(const std::string& config, const std::string& elf, uint64_t max_cycles = 100000) {
  RunBundle b;
  b.platform = "rv32";
  b.config = config;
  b.program.file = elf;
  b.program.format = "elf";
  b.max_cycles = max_cycles;
  return b;
}

uint64_t counter(const RunResult& r, const std::string& name) {
  const auto v = find_counter(r, name);
  INFO("counter " << name);
  REQUIRE(v.has_value());
  return *v;
}

// ---- halting program: preload and dump by symbol ---------------------------------------------

void sum_program(const std::string& config) {
  const Dir d("sum_" + config);
  const std::string elf = prog(config, "sum");
  const std::vector<uint32_t> x = {1, 2, 3, 100, 0xffffffff, 7, 0x40000000, 9};
  d.write("x.bin", le_words(x));
  RunBundle b = elf_bundle(config, elf);
  PreloadSpec p;
  p.symbol = "X";
  p.file = d.path("x.bin");
  b.preload.push_back(p);
  DumpSpec y;
  y.symbol = "Y";   // bytes from the symbol's size (32)
  y.file = d.path("y.bin");
  b.dump.push_back(y);
  d.bundle(b);
  const RunResult r = d.run_ok();
  CHECK(r.platform == "rv32");
  CHECK(r.config == config);
  CHECK(r.status == "halted");
  CHECK(!r.fault);
  REQUIRE(r.pc);
  CHECK(*r.pc == sym(elf, "done"));
  CHECK(r.cycles > 0);
  CHECK(r.cycles == counter(r, "cycles"));
  CHECK(r.sim.simulator == "kc-sim-rv32");
  CHECK(r.sim.clocked_cycles >= r.cycles);
  const std::vector<uint32_t> got = words(d.read("y.bin"));
  REQUIRE(got.size() == 8);
  for (uint32_t i = 0; i < 8; ++i) {
    INFO("Y[" << i << "]");
    CHECK(got[i] == uint32_t(x[i] * 3u + i));
  }
}

// ---- fatal traps with mtvec = 0 -------------------------------------------------------------

struct TrapCase {
  int n;              // CASE in fault.S
  const char* kind;   // fault.kind
  const char* status;
};

void trap_case(const std::string& config, const TrapCase& c) {
  const std::string name = "fault" + std::to_string(c.n);
  const Dir d(name + "_" + config);
  const std::string elf = prog(config, name);
  RunBundle b = elf_bundle(config, elf);
  DumpSpec buf;
  buf.symbol = "buf";
  buf.bytes = 16;
  buf.file = d.path("buf.bin");
  b.dump.push_back(buf);
  d.bundle(b);
  const RunResult r = d.run_ok();
  INFO(name << " (" << c.kind << ") on " << config);
  CHECK(r.status == c.status);
  REQUIRE(r.fault);
  const FaultInfo& f = *r.fault;
  INFO("message: " << f.message);
  CHECK(f.kind == c.kind);
  CHECK(f.message.find(c.kind) == 0);
  CHECK(f.message.find('\n') == std::string::npos);
  const uint32_t at = sym(elf, "at"), target = sym(elf, "target"), bufa = sym(elf, "buf");
  REQUIRE(r.pc);
  CHECK(*r.pc == f.pc);
  // The instruction word at `at` (ITCM: the first loadable segment holds it).
  const ElfImage img = read_elf(elf);
  uint32_t at_word = 0;
  for (const auto& s : img.segments)
    if (at >= s.vaddr && at + 4 <= s.vaddr + s.bytes.size()) {
      const std::size_t o = at - s.vaddr;
      at_word = uint32_t(s.bytes[o]) | uint32_t(s.bytes[o + 1]) << 8 | uint32_t(s.bytes[o + 2]) << 16 |
                uint32_t(s.bytes[o + 3]) << 24;
    }
  REQUIRE(at_word != 0);
  const std::string k = c.kind;
  if (k == "instruction_access_fault") {
    const uint32_t where = c.n == 8 ? 0x20000000u : bufa;
    CHECK(f.pc == where);
    REQUIRE(f.address);
    CHECK(*f.address == where);
    CHECK(f.word.value_or(1) == 0);
    CHECK(f.message.find("reached from") != std::string::npos);
  } else {
    CHECK(f.pc == at);
    REQUIRE(f.word);
    CHECK(*f.word == at_word);
    if (k == "illegal_instruction" || k == "ecall_from_m" || k == "breakpoint") {
      CHECK(!f.address);
    } else {
      REQUIRE(f.address);
      const uint64_t want = k == "load_access_fault"          ? 0x20000004u
                            : k == "store_access_fault"       ? 0x20000008u
                            : k == "load_address_misaligned"  ? bufa + 2
                            : k == "store_address_misaligned" ? bufa + 1
                                                              : target + 2;
      CHECK(*f.address == want);
    }
  }
  // The store after the trap never happened; dumps are written for every status.
  const std::vector<uint32_t> m = words(d.read("buf.bin"));
  REQUIRE(m.size() == 4);
  CHECK(m[1] == 0);
}

const TrapCase kTraps[] = {
    {1, "illegal_instruction", "illegal_instruction"},
    {2, "load_access_fault", "fault"},
    {3, "store_access_fault", "fault"},
    {4, "load_address_misaligned", "fault"},
    {5, "store_address_misaligned", "fault"},
    {6, "ecall_from_m", "fault"},
    {7, "breakpoint", "fault"},
    {8, "instruction_access_fault", "fault"},
    {9, "instruction_address_misaligned", "fault"},
    {10, "instruction_access_fault", "fault"},
};

// ---- malformed bundles ------------------------------------------------------------------------

// The bundle is rejected before any run: exit 2, one line on stderr containing `what`, no result.
void rejected(const Dir& d, const std::string& what) {
  const Proc p = d.run();
  INFO("stderr: " << p.err);
  CHECK(p.status == 2);
  CHECK(p.err.find(what) != std::string::npos);
  REQUIRE(!p.err.empty());
  CHECK(p.err.find('\n') == p.err.size() - 1);
  CHECK(!d.exists("result.json"));
}

}  // namespace

TEST_CASE("rv32.sim.halt_preload_dump.small") { sum_program("small"); }
TEST_CASE("rv32.sim.halt_preload_dump.default") { sum_program("default"); }

TEST_CASE("rv32.sim.traps.small") {
  for (const TrapCase& c : kTraps) trap_case("small", c);
}
TEST_CASE("rv32.sim.traps.default") {
  for (const TrapCase& c : kTraps) trap_case("default", c);
}

TEST_CASE("rv32.sim.cycle_limit") {
  for (const char* config : {"small", "default"}) {
    const Dir d(std::string("spin_") + config);
    const std::string elf = prog(config, "spin");
    d.bundle(elf_bundle(config, elf, 5000));
    const RunResult r = d.run_ok();
    INFO(config);
    CHECK(r.status == "cycle_limit");
    CHECK(!r.fault);
    REQUIRE(r.pc);
    CHECK(*r.pc == sym(elf, "spin"));
    CHECK(r.cycles == 5000);   // stopped exactly at the limit; the drain is counted apart
    CHECK(r.sim.clocked_cycles == 5000);
    CHECK(r.sim.drain_cycles < 100);
    CHECK(find_counter(r, "cycles").value_or(0) == 5000 + r.sim.drain_cycles);
  }
}

TEST_CASE("rv32.sim.tohost") {
  for (const char* config : {"small", "default"}) {
    INFO(config);
    {
      const Dir d(std::string("tohost_pass_") + config);
      const std::string elf = prog(config, "tohost_pass");
      d.bundle(elf_bundle(config, elf));
      const RunResult r = d.run_ok();
      CHECK(r.status == "halted");
      CHECK(!r.fault);
      CHECK(r.cycles < 1000);   // ended by the store, not the cycle limit
      REQUIRE(r.pc);
      CHECK(*r.pc == sym(elf, "store"));
    }
    {
      const Dir d(std::string("tohost_fail_") + config);
      const std::string elf = prog(config, "tohost_fail");
      d.bundle(elf_bundle(config, elf));
      const RunResult r = d.run_ok();
      CHECK(r.status == "fault");
      CHECK(r.cycles < 1000);
      REQUIRE(r.fault);
      CHECK(r.fault->kind == "test_fail");
      CHECK(r.fault->pc == sym(elf, "store"));
      CHECK(r.fault->address.value_or(0) == sym(elf, "tohost"));
      CHECK(r.fault->message.find("tohost = 7") != std::string::npos);
      CHECK(r.fault->message.find("test case 3 failed") != std::string::npos);
      CHECK(r.fault->message.find("last trap") == std::string::npos);   // there was none
    }
    {
      // A failure written by a trap handler names the trap that led there.
      const Dir d(std::string("tohost_trap_") + config);
      const std::string elf = prog(config, "tohost_trap");
      d.bundle(elf_bundle(config, elf));
      const RunResult r = d.run_ok();
      CHECK(r.status == "fault");
      REQUIRE(r.fault);
      CHECK(r.fault->kind == "test_fail");
      INFO(r.fault->message);
      CHECK(r.fault->message.find("test case 1 failed") != std::string::npos);
      char want[96];
      std::snprintf(want, sizeof want, "the last trap before it: illegal_instruction (mcause 2) at pc 0x%08x",
                    unsigned(sym(elf, "bad")));
      CHECK(r.fault->message.find(want) != std::string::npos);
    }
  }
}

// Temporal decoupling changes only speed: a run of about 37 quanta of the default 1000 cycles
// (sum_long) under the default quantum, a one-cycle quantum and a quantum that divides nothing
// (333) gives the same cycles, counters, pc and dump.
TEST_CASE("rv32.sim.quantum_independent") {
  for (const char* config : {"small", "default"}) {
    INFO(config);
    constexpr int kRuns = 3;
    RunResult res[kRuns];
    std::vector<uint8_t> dump[kRuns];
    const char* args[kRuns] = {"", "--quantum 1", "--quantum 333"};
    for (int i = 0; i < kRuns; ++i) {
      const Dir d(std::string("quantum_") + config + "_" + std::to_string(i));
      RunBundle b = elf_bundle(config, prog(config, "sum_long"));
      d.write("x.bin", le_words({5, 6, 7, 8, 9, 10, 11, 12}));
      PreloadSpec p;
      p.symbol = "X";
      p.file = d.path("x.bin");
      b.preload.push_back(p);
      DumpSpec y;
      y.symbol = "Y";
      y.file = d.path("y.bin");
      b.dump.push_back(y);
      d.bundle(b);
      res[i] = d.run_ok(args[i]);
      dump[i] = d.read("y.bin");
    }
    CHECK(res[0].sim.quantum_cycles == 1000);
    CHECK(res[1].sim.quantum_cycles == 1);
    CHECK(res[2].sim.quantum_cycles == 333);
    REQUIRE(res[0].status == "halted");
    CHECK(res[0].cycles > 30 * 1000);  // many quanta
    CHECK(dump[0] == le_words({15, 19, 23, 27, 31, 35, 39, 43}));
    for (int i = 1; i < kRuns; ++i) {
      INFO("run " << i);
      CHECK(res[0].status == res[i].status);
      CHECK(res[0].pc == res[i].pc);
      CHECK(res[0].cycles == res[i].cycles);
      CHECK(res[0].instructions == res[i].instructions);
      CHECK(res[0].counters == res[i].counters);
      CHECK(res[0].sim.clocked_cycles == res[i].sim.clocked_cycles);
      CHECK(dump[0] == dump[i]);
    }
  }
}

TEST_CASE("rv32.sim.bundle_errors") {
  const std::string elf = prog("small", "sum");
  SECTION("missing program file") {
    const Dir d("err_missing");
    d.bundle(elf_bundle("small", d.path("nope.elf")));
    rejected(d, "nope.elf");
  }
  SECTION("missing preload file") {
    const Dir d("err_missing_preload");
    RunBundle b = elf_bundle("small", elf);
    PreloadSpec p;
    p.symbol = "X";
    p.file = d.path("absent.bin");
    b.preload.push_back(p);
    d.bundle(b);
    rejected(d, "absent.bin");
  }
  SECTION("bad JSON") {
    const Dir d("err_json");
    d.write_text("run.json", "{ \"platform\": \"rv32\",\n  \"config\": \"small\" \"max_cycles\": 5 }\n");
    rejected(d, "run.json");
  }
  SECTION("unknown symbol") {
    const Dir d("err_symbol");
    RunBundle b = elf_bundle("small", elf);
    DumpSpec y;
    y.symbol = "NO_SUCH_SYMBOL";
    y.file = d.path("y.bin");
    b.dump.push_back(y);
    d.bundle(b);
    rejected(d, "dump[0].symbol");
  }
  SECTION("segment outside every space") {
    const Dir d("err_outside");
    d.bundle(elf_bundle("small", std::string(KC_RV32_SIM_PROGS) + "/outside.elf"));
    rejected(d, "program");
  }
  SECTION("not an ELF") {
    const Dir d("err_not_elf");
    d.write_text("prog.elf", "this is not an ELF file\n");
    d.bundle(elf_bundle("small", d.path("prog.elf")));
    rejected(d, "prog.elf");
  }
  SECTION("truncated ELF") {
    const Dir d("err_truncated");
    std::ifstream in(elf, std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    REQUIRE(bytes.size() > 200);
    for (std::size_t n : {std::size_t(20), std::size_t(60), std::size_t(120), bytes.size() / 2}) {
      INFO("first " << n << " bytes");
      std::vector<uint8_t> cut(bytes.begin(), bytes.begin() + std::ptrdiff_t(n));
      d.write("prog.elf", cut);
      d.bundle(elf_bundle("small", d.path("prog.elf")));
      rejected(d, "prog.elf");
    }
  }
  SECTION("unknown configuration") {
    const Dir d("err_config");
    d.bundle(elf_bundle("no_such_config", elf));
    rejected(d, "no_such_config");
  }
}
