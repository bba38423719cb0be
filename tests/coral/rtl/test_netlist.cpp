// Post-synthesis simulation: the Yosys gate netlist of the small configuration (Vcoral_small_syn,
// rtl/coral/rtl.cmake) runs the directed programs and random vector programs beside the RTL model:
// every scalar retirement record and every vector completion record (cycle included, with the
// register file and the element accesses at that moment), the memory port's accesses, the
// counters, the end state, the fault record and both memories must be identical. What an FPGA
// would run is what the lock-step tests check against the ISS.
#include <unistd.h>

#include <filesystem>

#include "Vcoral_small_syn.h"
#include "coral_random.h"
#include "coral_rig.h"

using namespace kc::coral;
using namespace kc::coral::test;

namespace {

// Runs `prog` on both models and compares everything observable.
void compare(CoralRig<Vcoral_small>& rtl, CoralRig<Vcoral_small_syn>& net, const std::string& prog) {
  INFO("program " << prog);
  const RunOut a = rtl.run(prog);
  const RunOut b = net.run(prog);
  REQUIRE(a.finished);
  CHECK(b.finished);
  CHECK(a.halted == b.halted);
  CHECK(a.faulted == b.faulted);
  CHECK(a.fault.cause == b.fault.cause);
  CHECK(a.fault.pc == b.fault.pc);
  CHECK(a.fault.tval == b.fault.tval);
  CHECK(a.fault.insn == b.fault.insn);
  CHECK(a.cycles == b.cycles);
  REQUIRE(a.trace.size() == b.trace.size());
  for (std::size_t i = 0; i < a.trace.size(); ++i) {
    INFO("trace record " << i << " (pc 0x" << std::hex << a.trace[i].pc << ")");
    REQUIRE(a.trace[i] == b.trace[i]);
  }
  REQUIRE(a.vdone.size() == b.vdone.size());
  for (std::size_t i = 0; i < a.vdone.size(); ++i) {
    const VDone &x = a.vdone[i], &y = b.vdone[i];
    INFO("vector completion " << i << " (word 0x" << std::hex << x.insn << ")");
    CHECK(x.cycle == y.cycle);
    CHECK(x.insn == y.insn);
    CHECK(x.vl == y.vl);
    CHECK(x.vtype == y.vtype);
    CHECK(x.vstart == y.vstart);
    CHECK(x.trap == y.trap);
    CHECK(x.port == y.port);
    CHECK(x.port_bytes == y.port_bytes);
    CHECK(x.accesses == y.accesses);
    REQUIRE(x.regs == y.regs);
  }
  CHECK(a.port_accesses == b.port_accesses);
  CHECK(a.vregs == b.vregs);
  CHECK(a.vl == b.vl);
  CHECK(a.vtype == b.vtype);
  CHECK(a.vstart == b.vstart);
  CHECK(a.vcsr == b.vcsr);
  CHECK(a.counters.busy == b.counters.busy);
  CHECK(a.counters.beats == b.counters.beats);
  CHECK(a.counters.elems == b.counters.elems);
  CHECK(a.counters.qfull == b.counters.qfull);
  CHECK(a.counters.port == b.counters.port);
  CHECK(a.counters.vstall == b.counters.vstall);
  CHECK(a.itcm == b.itcm);
  CHECK(a.dtcm == b.dtcm);
}

}  // namespace

TEST_CASE("coral.rtl.netlist", "[coral][rtl][netlist]") {
  CoralRig<Vcoral_small> rtl("small");
  CoralRig<Vcoral_small_syn> net("small");
  for (const char* p : {"vset", "alu", "cmp", "mem", "scalar", "faults", "mulmask", "redwide", "fixpt", "masks",
                        "perm", "div", "ff", "idx", "seg", "port"})
    compare(rtl, net, p);
}

TEST_CASE("coral.rtl.netlist_random", "[coral][rtl][netlist][random]") {
  const std::string dir =
      std::filesystem::temp_directory_path() / ("kc_coral_netlist_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  CoralRig<Vcoral_small> rtl("small");
  CoralRig<Vcoral_small_syn> net("small");
  for (uint32_t seed = 2001; seed <= 2012; ++seed) {
    const std::string name = "cn" + std::to_string(seed);
    compare(rtl, net, assemble(RandomProgram(seed).generate(200), dir, name, "small"));
  }
  std::filesystem::remove_all(dir);
}
