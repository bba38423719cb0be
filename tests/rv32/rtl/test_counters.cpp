// The control block's counters on a program whose every count is known (progs/counts.S), the
// cycle accounting identity, and minstret against the instret counter.
#include "rv32_rig.h"

using namespace kc::rv32;
using namespace kc::rv32::test;

TEST_CASE("rv32.rtl.counters", "[rv32][rtl]") {
  on_test_configs([&](auto& rig) {
    const HwConfig& c = rig.cfg();
    const unsigned D = rig.stages();
    INFO(rig.name() << " (D = " << D << ")");
    uint32_t mem[9] = {};
    const RunOut r = rig.run("counts", {}, [](auto&) {}, [&](auto& d) {
      d.read_words(rig.sym("counts", "cdata"), mem, 9);
    });
    check_self_checking(rig, r, "counts");
    const auto& k = r.counters;
    CHECK(k[kLoads] == 5u);
    CHECK(k[kStores] == 6u);
    CHECK(k[kBranches] == 6u);
    CHECK(k[kMispredicts] == 2u);
    CHECK(k[kJumps] == 3u);
    CHECK(k[kFpOps] == 3u);
    CHECK(k[kStallRawLoad] == c.dmem_latency - 1u);
    CHECK(k[kStallRawMul] == c.mul_latency - 1u);
    CHECK(k[kStallRawFpu] == c.fma_latency - 1u);
    CHECK(k[kStallDivsqrt] == 33u);
    CHECK(k[kStallCsr] == 2u * (D + 1));
    CHECK(k[kStallFetch] == 13u);
    CHECK(k[kInstret] == r.trace.size());
    // minstret read by the program counts every instruction before the csrr; after it come
    // the csrr itself, the sw and the mpause.
    CHECK(uint64_t(mem[8]) + 3 == k[kInstret]);
    // Results: a2 = 2 * 21, a5 = 2 * 700, div 100 / 7 = 14, fmv.x.w of (1.5 + 1.5) * 1.5 = 4.5.
    CHECK(mem[3] == 42u);
    CHECK(mem[4] == 1400u);
    CHECK(mem[7] == 14u);
    CHECK(mem[5] == 0x40900000u);
    CHECK(mem[6] == 0x40900000u);
  });
}
