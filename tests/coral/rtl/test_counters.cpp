// The vector unit's activity counters (coral_core vcnt_*) against what the run itself shows: the
// element accesses of the completion records, the beats' element counts, the lanes of the
// configuration, and a queue that fills up.
#include "coral_rig.h"

using namespace kc::coral;
using namespace kc::coral::test;

TEST_CASE("coral.rtl.counters", "[coral][rtl]") {
  on_test_configs([](auto& rig) {
    for (const char* p : {"alu", "mem", "mulmask"}) {
      INFO(rig.name() << ": program " << p);
      const RunOut r = rig.run(p, 2'000'000, false);
      REQUIRE(r.halted);
      const VCounters& c = r.counters;
      std::size_t accesses = 0;
      for (const VDone& d : r.vdone) accesses += d.accesses.size();
      // every port access is one cycle of the port (the LSU never competes: loads and stores are
      // synchronous); it moves one element, or a chunk: elements inside one aligned piece of
      // memory, dtcm_port_bytes bytes in the DTCM and 4 in the ITCM
      const unsigned pb = unsigned(rig.cfg().vdtcm_port_bytes);
      CHECK(c.port == r.port_accesses.size());
      CHECK(c.port <= accesses);
      for (const VAccess& a : r.port_accesses) {
        const bool itcm = a.addr - uint32_t(rig.cfg().itcm_base) < uint32_t(rig.cfg().itcm_bytes);
        const unsigned piece = itcm ? 4 : pb;
        CHECK(a.bytes <= piece);
        CHECK(a.addr % piece + a.bytes <= piece);
      }
      // an unmasked chunk access (vle/vse, vlm/vsm, whole registers) that ran from element 0 took
      // one port cycle per piece of its bytes cut at the piece and register boundaries
      unsigned checked = 0;
      for (const VDone& d : r.vdone) {
        if (!unmasked_chunk_access(d.insn) || d.trap || d.accesses.empty() ||
            d.accesses.size() != chunk_access_elems(d.insn, d.vl))
          continue;
        INFO("insn " << std::hex << d.insn);
        CHECK(d.port == predicted_port_cycles(d.accesses, rig.cfg(), pb));
        ++checked;
      }
      if (std::string(p) == "mem") {
        CHECK(checked > 10);
        CHECK(c.port < accesses);  // e8/e16 (and, with a wider port, e32) chunks
      }
      // a beat holds at most 4*lanes active elements (e8); the unit was busy for every beat
      const unsigned lb = 4u * unsigned(rig.cfg().vlanes);
      if (std::string(p) != "mem") {  // mem.S has loads and stores only
        CHECK(c.beats > 0);
        CHECK(c.elems > 0);
      } else {
        CHECK(accesses > 100);
      }
      CHECK(c.elems <= uint64_t(c.beats) * lb);
      CHECK(c.busy >= c.beats + c.port);
      CHECK(c.busy < r.cycles);
    }
    // alu.S issues long runs of independent vector instructions: the queue fills on the one-lane
    // configuration; scalar.S reads vmv.x.s right after a vadd: ID waits for the unit
    const RunOut a = rig.run("alu", 2'000'000, false);
    if (rig.cfg().vlanes == 1) CHECK(a.counters.qfull > 0);
    const RunOut s = rig.run("scalar", 2'000'000, false);
    CHECK(s.counters.vstall > 0);
  });
}
