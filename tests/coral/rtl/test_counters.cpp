// The vector unit's activity counters (coral_core vcnt_*) against what the run itself shows: the
// element accesses of the completion records, the beats' element counts, the lanes of the
// configuration, and a queue that fills up.
#include <algorithm>

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
      // synchronous); it moves one element, or a unit-stride chunk: elements inside one aligned
      // min(dtcm_port_bytes, 4)-byte chunk of memory
      const unsigned pb = std::min(4u, unsigned(rig.cfg().vdtcm_port_bytes));
      CHECK(c.port == r.port_accesses.size());
      CHECK(c.port <= accesses);
      for (const VAccess& a : r.port_accesses) {
        CHECK(a.bytes <= pb);
        CHECK(a.addr % pb + a.bytes <= pb);
      }
      // an unmasked vle/vse that accessed all vl elements took one port cycle per piece of
      // [address, address + vl*EEW/8) cut at the pb-byte chunks and at the register boundaries
      for (const VDone& d : r.vdone) {
        const uint32_t w = d.insn;
        const uint32_t width = (w >> 12) & 7;  // vector widths 0, 5, 6 (scalar flw/fsw: 2)
        const bool unit = (w & 0x5f) == 0x07 && (width == 0 || width == 5 || width == 6) &&
                          ((w >> 26) & 3) == 0 && ((w >> 20) & 31) == 0 && (w >> 29) == 0 && ((w >> 25) & 1);
        if (!unit || d.trap || d.accesses.empty() || d.accesses.size() != d.vl) continue;
        unsigned pieces = 0;
        const uint32_t a0 = d.accesses[0].addr;
        for (const VAccess& a : d.accesses)
          if (a.addr == a0 || a.addr % pb == 0 || (a.addr - a0) % 16 == 0) ++pieces;
        INFO("insn " << std::hex << w);
        CHECK(d.port == pieces);
      }
      if (std::string(p) == "mem") CHECK(c.port < accesses);  // e8/e16 unit-stride chunks
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
