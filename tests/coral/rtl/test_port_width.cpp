// The vector DTCM port's width (vector.dtcm_port_bytes) decides the port cycles of unit-stride
// accesses: progs/port.S (unmasked unit-stride, mask and whole-register loads and stores, one from
// the ITCM) runs on `small` (4 bytes per cycle) and `default` (16). Both move the same elements;
// each configuration takes exactly the port cycles the documented rule gives for its width
// (predicted from the element accesses of the run, per instruction), the wider port takes fewer,
// and the vector unit's busy cycles differ by exactly the difference in port cycles.
#include "coral_rig.h"

using namespace kc::coral;
using namespace kc::coral::test;

namespace {

struct PortRun {
  RunOut out;
  unsigned pb = 0;
  unsigned predicted = 0;  // port cycles the rule gives for this configuration's width
  unsigned predicted_4 = 0;  // ... and for a 4-byte port
};

template <class Rig>
PortRun port_run(Rig& rig) {
  PortRun p;
  p.pb = unsigned(rig.cfg().vdtcm_port_bytes);
  p.out = rig.run("port", 200'000, false);
  REQUIRE(p.out.halted);
  for (const VDone& d : p.out.vdone) {
    if (d.accesses.empty()) continue;
    INFO(rig.name() << ": insn " << std::hex << d.insn);
    // the program holds unmasked chunk accesses from element 0 only
    REQUIRE(unmasked_chunk_access(d.insn));
    REQUIRE(!d.trap);
    REQUIRE(d.accesses.size() == chunk_access_elems(d.insn, d.vl));
    const unsigned want = predicted_port_cycles(d.accesses, rig.cfg(), p.pb);
    CHECK(d.port == want);
    // every port access spans at most the port's bytes
    CHECK(d.port_bytes <= d.port * p.pb);
    p.predicted += want;
    p.predicted_4 += predicted_port_cycles(d.accesses, rig.cfg(), 4);
  }
  CHECK(p.out.counters.port == p.predicted);
  return p;
}

}  // namespace

TEST_CASE("coral.rtl.port_width", "[coral][rtl]") {
  CoralRig<Vcoral_small> small("small");
  CoralRig<Vcoral_default> wide("default");
  REQUIRE(small.cfg().vdtcm_port_bytes == 4);
  REQUIRE(wide.cfg().vdtcm_port_bytes == 16);
  const PortRun s = port_run(small);
  const PortRun w = port_run(wide);

  // the same work: the same element accesses (address, bytes, value), instruction by instruction
  REQUIRE(s.out.vdone.size() == w.out.vdone.size());
  std::size_t elements = 0;
  for (std::size_t i = 0; i < s.out.vdone.size(); ++i) {
    const VDone &a = s.out.vdone[i], &b = w.out.vdone[i];
    INFO("record " << i);
    CHECK(a.insn == b.insn);
    REQUIRE(a.accesses.size() == b.accesses.size());
    for (std::size_t j = 0; j < a.accesses.size(); ++j) {
      CHECK(a.accesses[j].store == b.accesses[j].store);
      CHECK(a.accesses[j].addr == b.accesses[j].addr);
      CHECK(a.accesses[j].bytes == b.accesses[j].bytes);
      CHECK(a.accesses[j].data == b.accesses[j].data);
    }
    elements += a.accesses.size();
  }
  CHECK(elements > 500);

  // the 4-byte rule on the wide configuration's accesses is the small one's count
  CHECK(w.predicted_4 == s.predicted);
  // the wider port: fewer port cycles, as predicted (more than twice fewer on this program)
  INFO("port cycles: small " << s.out.counters.port << ", default " << w.out.counters.port);
  CHECK(w.out.counters.port < s.out.counters.port);
  CHECK(2 * w.predicted < s.predicted);
  // the unit's other cycles (command starts, ends) do not depend on the width
  CHECK(int64_t(s.out.counters.busy) - int64_t(w.out.counters.busy) ==
        int64_t(s.out.counters.port) - int64_t(w.out.counters.port));
}
