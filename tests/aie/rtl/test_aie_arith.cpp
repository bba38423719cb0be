// Unit testbenches of the tile's bf16/fp32 arithmetic blocks against the bit-exact numeric model
// (kc/aie_num.h): the verilated aie_fp32_add (fp32 a + b) and aie_bf16_mul (fp32 of a bf16 x bf16
// product) on every pair of a corner set (signed zeros, the smallest and largest subnormals and
// normals, infinities, quiet and signalling NaNs, values one ulp apart for cancellation, rounding
// ties and their neighbours), on exhaustive sweeps where the space allows and on random patterns
// (uniform bits, operands with close exponents, bf16-widened operands). Every result is compared
// bit for bit; a mismatch reports the operands.
#include <catch2/catch.hpp>

#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "Vaie_bf16_mul.h"
#include "Vaie_fp32_add.h"
#include "kc/aie_num.h"

using namespace kc::aie::num;

namespace {

std::string hex(std::uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}

// fp32 corner patterns (positive; each is also used negated).
const std::vector<std::uint32_t> kF32Corners = {
    0x00000000, 0x00000001, 0x00000002, 0x00000003, 0x003FFFFF, 0x00400000, 0x007FFFFF,
    0x00800000, 0x00800001, 0x00FFFFFF, 0x01000000, 0x0C000000, 0x33800000, 0x33800001,
    0x34000000, 0x3F7FFFFF, 0x3F800000, 0x3F800001, 0x3F800002, 0x3F800003, 0x3FFFFFFF,
    0x40000000, 0x4B000000, 0x4B7FFFFF, 0x7E800000, 0x7F000000, 0x7F7FFFFE, 0x7F7FFFFF,
    0x7F800000, 0x7F800001, 0x7FC00000, 0x7FFFFFFF, 0x3F808000, 0x3F807FFF, 0x3F808001,
    0x3F818000, 0x00010000, 0x00008000, 0x00018000};

// bf16 corner patterns (positive; each is also used negated).
const std::vector<std::uint16_t> kBf16Corners = {
    0x0000, 0x0001, 0x0002, 0x0003, 0x003F, 0x0040, 0x007F, 0x0080, 0x0081, 0x00FF,
    0x0100, 0x1F80, 0x2000, 0x3F7F, 0x3F80, 0x3F81, 0x3FFF, 0x4000, 0x5F80, 0x5FFF,
    0x6000, 0x7F00, 0x7F7F, 0x7F80, 0x7F81, 0x7FC0, 0x7FFF, 0x1FFF, 0x1FC0, 0x2081};

struct Adder {
  Vaie_fp32_add m;
  std::uint32_t operator()(std::uint32_t a, std::uint32_t b) {
    m.a_i = a;
    m.b_i = b;
    m.eval();
    return m.s_o;
  }
};

struct Mul {
  Vaie_bf16_mul m;
  std::uint32_t operator()(std::uint16_t a, std::uint16_t b) {
    m.a_i = a;
    m.b_i = b;
    m.eval();
    return m.p_o;
  }
};

// Checks one addition; returns false (after recording the first few failures) on a mismatch.
bool check_add(Adder& add, std::uint32_t a, std::uint32_t b, int& fails) {
  const std::uint32_t got = add(a, b), want = f32_add(a, b);
  if (got == want) return true;
  if (++fails <= 10) FAIL_CHECK("aie_fp32_add(" << hex(a) << ", " << hex(b) << ") = " << hex(got) << ", model " << hex(want));
  return false;
}

bool check_mul(Mul& mul, std::uint16_t a, std::uint16_t b, int& fails) {
  const std::uint32_t got = mul(a, b), want = f32_mul(bf16_to_f32(a), bf16_to_f32(b));
  if (got == want) return true;
  if (++fails <= 10) FAIL_CHECK("aie_bf16_mul(" << hex(a) << ", " << hex(b) << ") = " << hex(got) << ", model " << hex(want));
  return false;
}

}  // namespace

TEST_CASE("aie.arith.fp32_add.corners") {
  Adder add;
  int fails = 0;
  std::vector<std::uint32_t> v;
  for (std::uint32_t c : kF32Corners) v.push_back(c), v.push_back(c | 0x80000000u);
  for (std::uint32_t a : v)
    for (std::uint32_t b : v) check_add(add, a, b, fails);
  CHECK(fails == 0);
  // The block can fail: the first corner pairs give distinct, specific results.
  CHECK(add(0x3F800000, 0x3F800000) == 0x40000000u);  // 1 + 1 = 2
  CHECK(add(0x3F800000, 0xBF800000) == 0x00000000u);  // 1 - 1 = +0
  CHECK(add(0x80000000, 0x80000000) == 0x80000000u);  // -0 + -0 = -0
}

TEST_CASE("aie.arith.fp32_add.ties_and_cancellation") {
  Adder add;
  int fails = 0;
  std::mt19937 g(11);
  // x + y with y in the last few binades below x's ulp (ties, sticky bits) and x - (x +- k ulp)
  for (int n = 0; n < 200000; ++n) {
    const std::uint32_t ex = 1 + g() % 254, mx = g() & 0x7FFFFF;
    const std::uint32_t x = (ex << 23) | mx | (g() & 0x80000000u);
    const int d = int(g() % 30);
    const std::uint32_t ey = ex > std::uint32_t(d) ? ex - std::uint32_t(d) : 0;
    std::uint32_t y = (ey << 23) | (g() % 4 == 0 ? (g() & 0x7FFFFF) : ((g() & 7) << 20)) | (g() & 0x80000000u);
    check_add(add, x, y, fails);
    const std::uint32_t near = (x & 0x7FFFFFFFu) + (g() % 5) - 2;  // x +- up to 2 ulp
    check_add(add, x, (near & 0x7FFFFFFFu) | (~x & 0x80000000u), fails);
  }
  CHECK(fails == 0);
}

TEST_CASE("aie.arith.fp32_add.random") {
  Adder add;
  int fails = 0;
  std::mt19937 g(12);
  for (int n = 0; n < 500000; ++n) check_add(add, g(), g(), fails);
  // subnormal and near-subnormal operands
  for (int n = 0; n < 200000; ++n) {
    const std::uint32_t a = (g() & 0x80FFFFFFu), b = (g() & 0x81FFFFFFu);
    check_add(add, a, b, fails);
  }
  // bf16-widened operands (what vadd/vsub.bf16 add) and fp32 sums of bf16 products
  for (int n = 0; n < 200000; ++n) {
    const std::uint32_t a = g() & 0xFFFF0000u, b = g() & 0xFFFF0000u;
    check_add(add, a, b, fails);
    check_add(add, a, g() & 0xFFFFFF00u, fails);
  }
  CHECK(fails == 0);
}

// The edges of fp32_add's fast path (two normal operands, at most two places of cancellation, a
// normal result) against the general path: exponent differences around the 39 places the fast
// path keeps exactly and beyond (the smaller operand then only a sticky bit), x a power of two or
// its neighbours minus such a y (the sum normalises by one or two places and may round back up),
// cancellations of one, two and three places, results at the smallest normal exponent (which
// a cancellation can push below) and at the largest (a carry or rounding overflows to infinity).
TEST_CASE("aie.arith.fp32_add.fast_path_edges") {
  Adder add;
  int fails = 0;
  std::mt19937 g(14);
  const auto f32 = [](std::uint32_t s, std::uint32_t e, std::uint32_t m) { return (s << 31) | (e << 23) | (m & 0x7FFFFF); };
  for (int n = 0; n < 300000; ++n) {
    const std::uint32_t s = g() & 1, t = g() & 1;
    // exponent differences 0..50, x's fraction near 0 or all ones, y random or near-tie
    const std::uint32_t ex = 1 + g() % 254, d = g() % 51;
    const std::uint32_t mx = (g() % 3 == 0) ? (g() % 4) : (g() % 3 == 0 ? 0x7FFFFF - g() % 4 : g());
    const std::uint32_t ey = ex > d ? ex - d : 0;
    const std::uint32_t my = (g() % 2) ? g() : ((g() % 2) ? 0 : 0x7FFFFF);
    check_add(add, f32(s, ex, mx), f32(t, ey, my), fails);
    // cancellation: y = x with its low fraction bits changed, exponents 0 or 1 apart
    const std::uint32_t x = f32(s, ex, g());
    const std::uint32_t flip = (g() % 2) ? (g() & 0x7FFFFFu) >> (g() % 24) : (1u << (g() % 23));
    check_add(add, x, f32(s ^ 1, ex, (x ^ flip) & 0x7FFFFF), fails);
    check_add(add, x, f32(s ^ 1, ex > 1 ? ex - 1 : 0, g()), fails);
    // the bottom and the top of the normal range
    const std::uint32_t lo = 1 + g() % 4, hi = 251 + g() % 4;
    check_add(add, f32(s, lo, g()), f32(t, lo - (g() % 2 && lo > 1), g()), fails);
    check_add(add, f32(s, hi, g() | 0x700000), f32(s, hi - g() % 3, g()), fails);
  }
  CHECK(fails == 0);
  CHECK(add(0x7F7FFFFF, 0x7F7FFFFF) == 0x7F800000u);  // carry out of the largest exponent
  CHECK(add(0x7F7FFFFF, 0x73000000) == 0x7F800000u);  // a tie rounds up to infinity
  CHECK(add(0x00800001, 0x80800000) == 0x00000001u);  // cancels into the subnormal range
  CHECK(add(0x3F800000, 0xA0000000) == 0x3F800000u);  // 1 - 2^-63: the sticky bit rounds back up
}

TEST_CASE("aie.arith.bf16_mul.corners_and_sweep") {
  Mul mul;
  int fails = 0;
  std::vector<std::uint16_t> v;
  for (std::uint16_t c : kBf16Corners) v.push_back(c), v.push_back(std::uint16_t(c | 0x8000u));
  // every bf16 a against every corner b (covers every exponent, subnormals, NaN payloads)
  for (std::uint32_t a = 0; a < 0x10000; ++a)
    for (std::uint16_t b : v) check_mul(mul, std::uint16_t(a), b, fails);
  CHECK(fails == 0);
  CHECK(mul(0x3F80, 0x4000) == 0x40000000u);  // 1 * 2 = 2
  CHECK(mul(0x0001, 0x0001) == 0x00000000u);  // 2^-133 * 2^-133 underflows to +0
  CHECK(mul(0x7F80, 0x0000) == 0x7FC00000u);  // inf * 0 = NaN
}

TEST_CASE("aie.arith.bf16_mul.random") {
  Mul mul;
  int fails = 0;
  std::mt19937 g(13);
  for (int n = 0; n < 2000000; ++n) check_mul(mul, std::uint16_t(g()), std::uint16_t(g()), fails);
  // products near the fp32 subnormal boundary and overflow: exponent sums around 127 -+ 126
  for (int n = 0; n < 500000; ++n) {
    const std::uint32_t ea = g() % 256, eb = (g() % 2) ? (g() % 40) : (200 + g() % 56);
    const std::uint16_t a = std::uint16_t((g() & 0x8000) | (ea << 7) | (g() & 0x7F));
    const std::uint16_t b = std::uint16_t((g() & 0x8000) | ((eb & 0xFF) << 7) | (g() & 0x7F));
    check_mul(mul, a, b, fails);
  }
  CHECK(fails == 0);
}
