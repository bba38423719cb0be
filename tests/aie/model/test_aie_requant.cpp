// conv_block's requantisation on aie (harness/aie/baseline/src/conv.cpp, conv_block_drain): the
// baseline's per-lane operation sequence, emulated with the bit-exact models of vsrs (kc/aie_num.h)
// and the element-wise int16 MACs (int16 x int16 products summed modulo 2^32), against the task's
// formula in int64, for every MULT (128..255) and SHIFT (16..18): every rounding tie and its
// neighbours up to the clamp at 127, and random accumulators over the whole range the task allows
// (|conv + bias| < 2^23) and beyond it (up to ±2^28: the saturating first shift must still give the
// clamped result). The same sequence with `floor` for the last rounding must fail, so the check can.
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>

#include "kc/aie_num.h"

using namespace kc::aie::num;

namespace {

// The task's math: min(max(floor((a·mult + 2^(shift-1)) / 2^shift), 0), 127).
int32_t reference(int64_t a, int64_t mult, unsigned shift) {
  const int64_t t = a * mult + (int64_t(1) << (shift - 1));
  const int64_t q = t >= 0 ? t >> shift : -((-t + (int64_t(1) << shift) - 1) >> shift);   // floor
  return int32_t(std::min<int64_t>(std::max<int64_t>(q, 0), 127));
}

// A vmac.i16 / vmul.i16 lane: acc + a·b modulo 2^32 (a and b int16).
int32_t mac16(int32_t acc, int32_t a, int32_t b) {
  return int32_t(uint32_t(acc) + uint32_t(int32_t(int16_t(a)) * int32_t(int16_t(b))));
}

// One lane of conv_block_drain: the accumulator holds a (conv sums plus bias); M' = mult·2^(18-shift).
int32_t drain(int32_t a, int32_t mult, unsigned shift, Rnd last) {
  const int32_t m1 = mult << (18 - shift), m16 = 16 * m1;   // the table's int16 lanes
  REQUIRE(m16 <= 32767);
  const int32_t t = srs(a, 4, Rnd::floor, 16);           // vsrs.i16 t, cm, 4, floor
  int32_t acc = mac16(a, t, -16);                          // vmac.i16 cm, t, x11 (-16)
  const int32_t r = srs(acc, 0, Rnd::floor, 16);          // vsrs.i16 r, cm, 0, floor
  acc = mac16(0, t, m16);                                  // vmul.i16 cm, t, 16M'
  acc = mac16(acc, r, m1);                                 // vmac.i16 cm, r, M'
  const int32_t q = srs(acc, 18, last, 8);                 // vsrs.i8 (18, up)
  return std::max(q, 0);                                   // vmax.i8 with zero
}

}  // namespace

TEST_CASE("aie.model.conv_block_requant") {
  std::mt19937_64 g(7);
  std::uniform_int_distribution<int32_t> in_range(-(1 << 23) + 1, (1 << 23) - 1), beyond(-(1 << 28), 1 << 28);
  std::size_t checked = 0, floor_differs = 0;
  for (int32_t mult = 128; mult <= 255; ++mult)
    for (unsigned shift = 16; shift <= 18; ++shift) {
      auto check = [&](int32_t a) {
        INFO("a " << a << " mult " << mult << " shift " << shift);
        REQUIRE(drain(a, mult, shift, Rnd::up) == reference(a, mult, shift));
        floor_differs += drain(a, mult, shift, Rnd::floor) != reference(a, mult, shift);
        ++checked;
      };
      // The ties: a·mult = (2k - 1)·2^(shift-1), k = 1..128, and their neighbours (a near
      // (2k - 1)·2^(shift-1) / mult), then zero and the negative side.
      for (int64_t k = 1; k <= 128; ++k) {
        const int64_t centre = ((2 * k - 1) << (shift - 1)) / mult;
        for (int64_t d = -2; d <= 2; ++d) check(int32_t(centre + d));
      }
      for (int32_t a = -64; a <= 64; ++a) check(a);
      for (int i = 0; i < 2000; ++i) check(in_range(g));
      for (int i = 0; i < 200; ++i) check(beyond(g));
    }
  CHECK(checked > 384 * 2800);
  CHECK(floor_differs > 10000);   // truncating at the end is wrong, and the check sees it
}
