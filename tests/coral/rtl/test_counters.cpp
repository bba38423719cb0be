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
      // every element access is one cycle of the port (the LSU never competes: loads and stores
      // are synchronous)
      CHECK(c.port == accesses);
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
