// The scheduling helpers of the aie template compiler (kc/aie_baseline.h) on their own: the list
// scheduler keeps program order wherever the bundles' sequential meaning needs it (a register is
// written only after every earlier reader, accumulators included; read only after its producer's
// latency, or acc_forward between MACs of one class; a post-incremented pointer is ready for the
// next bundle), respects slot capacities and bank tags, and Schedule::folded turns a repeated
// period into a zero-overhead loop.
#include <catch2/catch.hpp>
#include <string>

#include "kc/aie_baseline.h"

using namespace kc::aie;
using namespace kc::aie::baseline;
using LC = isa::LatClass;

namespace {

const HwConfig& cfg(const char* name) {
  const HwConfig* c = find_config(name);
  REQUIRE(c != nullptr);
  return *c;
}

}  // namespace

TEST_CASE("aie.baseline.list_sched.accumulator_written_after_its_readers") {
  // conv2d's int32 store: the first conversion of cm0 (into x5) must not be overtaken by the
  // vmac.i16 that rewrites cm0, even when x5 is still read by MACs long after the second
  // conversion (into the free x7) could go. On `small` those MACs leave the vec slot free between
  // them (one matrix MAC every 4 cycles), so the vmac.i16 would fit early.
  const HwConfig& c = cfg("small");
  ListSched ls(c);
  ls.add("vmmul.i8 cm0, wl0, x1", VEC, LC::mmul_i8, {"wl0", "x1"}, {"cm0"});
  ls.add("vld wl9, [p0], #1", LD, LC::load, {"p0"}, {"wl9", "p0"});
  std::size_t last_x5 = 0;
  for (int k = 0; k < 4; ++k)
    last_x5 = ls.add("vmmac.i8 cm1, wl9, x5", VEC, LC::mmul_i8, {"wl9", "x5"}, {}, "cm1");
  const std::size_t h = ls.add("vsrs.i16 x5, cm0, 16, floor", MV, LC::srs, {"cm0"}, {"x5"});
  CHECK(h >= last_x5);
  const std::size_t r = ls.add("vsrs.i16 x7, cm0, 16, up", MV, LC::srs, {"cm0"}, {"x7"});
  CHECK(r < h);   // the second conversion does go first
  const std::size_t mac = ls.add("vmac.i16 cm0, x7, x8", VEC, LC::emul_int, {"x7", "x8"}, {}, "cm0");
  CHECK(mac >= h);   // but cm0 is rewritten only after the first conversion read it
  CHECK(mac >= r + c.srs_latency);
}

TEST_CASE("aie.baseline.list_sched.latencies_and_forwarding") {
  const HwConfig& c = cfg("small");
  ListSched ls(c);
  const std::size_t m1 = ls.add("vmmul.i8 cm1, wl0, x1", VEC, LC::mmul_i8, {"wl0", "x1"}, {"cm1"});
  const std::size_t m2 = ls.add("vmmac.i8 cm1, wl2, x3", VEC, LC::mmul_i8, {"wl2", "x3"}, {}, "cm1");
  CHECK(m2 >= m1 + c.timing_of(LC::mmul_i8).acc_forward);
  CHECK(m2 >= m1 + c.timing_of(LC::mmul_i8).interval);   // the MAC array's issue interval
  const std::size_t rd = ls.add("vsrs.i16 x4, cm1, 0, floor", MV, LC::srs, {"cm1"}, {"x4"});
  CHECK(rd >= m2 + c.timing_of(LC::mmul_i8).latency);
  const std::size_t l1 = ls.add("vld wl9, [p1], #1", LD, LC::load, {"p1"}, {"wl9", "p1"});
  const std::size_t l2 = ls.add("vld wh9, [p1], #1", LD, LC::load, {"p1"}, {"wh9", "p1"});
  CHECK(l2 == l1 + 1);   // the post-increment is ready for the next bundle
}

TEST_CASE("aie.baseline.list_sched.slots_and_banks") {
  ListSched ls(cfg("default"));
  const std::size_t a = ls.add("vld wl0, [p0], #1", LD, LC::load, {"p0"}, {"wl0", "p0"}, "", 0);
  const std::size_t b = ls.add("vld wl1, [p1], #1", LD, LC::load, {"p1"}, {"wl1", "p1"}, "", 0);
  const std::size_t c = ls.add("vld wl2, [p2], #1", LD, LC::load, {"p2"}, {"wl2", "p2"}, "", 1);
  CHECK(a != b);   // one bank region: never in one bundle
  CHECK((c == a || c == b));   // another region shares a bundle
  const std::size_t s = ls.add("vst wl3, [p3], #1", ST, LC::store, {"x3", "p3"}, {"p3"}, "", ListSched::kAnyBank);
  CHECK(s != a);
  CHECK(s != b);
  const std::size_t m1 = ls.add("vmov x4, x5", MV, LC::move, {"x5"}, {"x4"});
  const std::size_t m2 = ls.add("vmov x6, x7", MV, LC::move, {"x7"}, {"x6"});
  CHECK(m1 != m2);   // one move slot
}

TEST_CASE("aie.baseline.schedule.folded_loop") {
  Schedule s;
  for (std::size_t i = 0; i < 10; ++i) s.add(i, "vld wl" + std::to_string(i % 2) + ", [p0], #1");
  const std::string f = s.folded(2, "");
  CHECK(f.find(".loop 5") != std::string::npos);
  CHECK(f.find(".endloop") != std::string::npos);
  Schedule t;
  t.add(0, "nop");
  t.add(3, "done");
  CHECK(t.folded(2, "") == t.flat(""));   // nothing repeats: flat
}
