// Post-synthesis simulation: the Yosys gate netlist of the small configuration
// (Vrv32_small_syn, rtl/rv32/rtl.cmake) runs every directed program and every fault entry in
// lock-step with the RTL model: identical trace records (cycle included), counters, status,
// fault record and data memory. What an FPGA would run is what the RTL tests check.
#include <filesystem>

#include "Vrv32_small_syn.h"
#include "rv32_random.h"
#include "rv32_rig.h"

using namespace kc::rv32;
using namespace kc::rv32::test;

namespace {

// Runs prog/entry on both models and compares everything observable.
void compare(Rv32Rig<Vrv32_small>& rtl, Rv32Rig<Vrv32_small_syn>& net, const std::string& prog,
             const std::string& entry) {
  INFO(prog << (entry.empty() ? "" : " from ") << entry);
  const MemMap m = mem_map(rtl.cfg());
  RunOpts o;
  o.entry = entry;
  o.max_cycles = 200000;
  std::vector<uint32_t> dmem_a(m.dtcm_bytes / 4), dmem_b(m.dtcm_bytes / 4);
  const RunOut a = rtl.run(prog, o, [](auto&) {}, [&](auto& d) { d.read_words(m.dtcm_base, dmem_a.data(), uint32_t(dmem_a.size())); });
  const RunOut b = net.run(prog, o, [](auto&) {}, [&](auto& d) { d.read_words(m.dtcm_base, dmem_b.data(), uint32_t(dmem_b.size())); });
  REQUIRE(a.finished);
  CHECK(a.halted == b.halted);
  CHECK(a.faulted == b.faulted);
  CHECK(a.counters == b.counters);
  CHECK(a.fault.cause == b.fault.cause);
  CHECK(a.fault.pc == b.fault.pc);
  CHECK(a.fault.tval == b.fault.tval);
  CHECK(a.fault.insn == b.fault.insn);
  REQUIRE(a.trace.size() == b.trace.size());
  for (std::size_t i = 0; i < a.trace.size(); ++i) {
    INFO("trace record " << i << " (pc 0x" << std::hex << a.trace[i].pc << ")");
    REQUIRE(a.trace[i] == b.trace[i]);
  }
  CHECK(dmem_a == dmem_b);
}

}  // namespace

TEST_CASE("rv32.rtl.netlist", "[rv32][rtl][netlist]") {
  Rv32Rig<Vrv32_small> rtl("small");
  Rv32Rig<Vrv32_small_syn> net("small");
  for (const char* p : {"alu", "zbb", "fwd", "mem", "branch", "muldiv", "csr", "trap", "fencei",
                        "fp", "counts", "sum"})
    compare(rtl, net, p, "");
  for (const char* e : {"f_ebreak", "f_ecall", "f_illegal", "f_load", "f_store_mis", "f_fetch",
                        "f_jump_mis"})
    compare(rtl, net, "faults", e);
  for (const char* k : {"lat_div", "lat_fdiv", "lat_fmadd", "cost_ecall", "ivl_csr_16"})
    compare(rtl, net, "lat", k);
}

TEST_CASE("rv32.rtl.netlist_random", "[rv32][rtl][netlist][random]") {
  const std::string dir = std::filesystem::temp_directory_path() / "kc_rv32_random_net";
  std::filesystem::create_directories(dir);
  Rv32Rig<Vrv32_small> rtl("small");
  Rv32Rig<Vrv32_small_syn> net("small");
  for (uint32_t seed = 1001; seed <= 1030; ++seed) {
    const std::string name = "rnd" + std::to_string(seed);
    compare(rtl, net, assemble_random(random_program(seed, 150, true), dir, name, "small"), "");
  }
}
