// The bit-exact numeric models (kc/aie_num.h) against references computed another way: fp64
// arithmetic (a double result rounded to fp32 is the correctly rounded fp32 result of + - *, since
// 53 >= 2 * 24 + 2), bf16 rounding by comparing the two neighbouring bf16 values in fp64, integer
// arithmetic in int64, and SRS by exact long-double division. Exhaustive where the input space
// allows (every bf16 value; every bf16 for exp2 and reciprocal; every upper half of an fp32 with
// the rounding-relevant lower halves), random and corner values elsewhere.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "aie_isa_table.h"
#include "kc/aie_num.h"

using namespace kc::aie::num;

namespace {

double dbl_of_bf16(std::uint16_t b) { return double(f32(std::uint32_t(b) << 16)); }

// Reference: the bf16 nearest to v (ties to even) by comparing the neighbours in fp64.
std::uint16_t ref_bf16(double v) {
  if (std::isnan(v)) return kBf16NaN;
  const bool neg = std::signbit(v);
  const double a = std::fabs(v);
  // largest non-negative bf16 pattern whose value is <= a (patterns are monotone in value)
  std::uint16_t lo = 0, hi = 0x7F80;
  if (a >= dbl_of_bf16(0x7F80)) return std::uint16_t((neg ? 0x8000 : 0) | 0x7F80);
  while (lo < hi) {  // binary search over 0..0x7F80
    const std::uint16_t mid = std::uint16_t((lo + hi + 1) / 2);
    if (dbl_of_bf16(mid) <= a) lo = mid;
    else hi = std::uint16_t(mid - 1);
  }
  std::uint16_t r = lo;
  if (dbl_of_bf16(lo) != a) {
    const double up = lo + 1 == 0x7F80 ? std::ldexp(1.0, 128) : dbl_of_bf16(std::uint16_t(lo + 1));
    const double dl = a - dbl_of_bf16(lo), du = up - a;
    if (du < dl || (du == dl && (lo & 1))) r = std::uint16_t(lo + 1);
  }
  return std::uint16_t((neg ? 0x8000 : 0) | r);
}

std::uint32_t ref_f32(double v) {
  if (std::isnan(v)) return kF32NaN;
  return bits(float(v));
}

int ordinal(std::uint16_t b) { return (b & 0x8000) ? -int(b & 0x7FFF) : int(b); }

bool is_nan16(std::uint16_t b) { return bf16_is_nan(b); }

std::vector<std::uint16_t> corners16() {
  return {0x0000, 0x8000, 0x0001, 0x8001, 0x007F, 0x0080, 0x3F80, 0xBF80, 0x7F7F, 0xFF7F,
          0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0xFFFF, 0x4000, 0x3F00, 0x4300, 0xC300, 0x0100};
}

}  // namespace

TEST_CASE("aie.model.bf16.to_f32_and_back_exhaustive") {
  for (std::uint32_t b = 0; b < 0x10000; ++b) {
    const std::uint16_t h = std::uint16_t(b);
    const std::uint32_t f = bf16_to_f32(h);
    INFO(std::hex << b);
    if (is_nan16(h)) {
      CHECK(std::isnan(f32(f)));
      CHECK(f32_to_bf16(f) == kBf16NaN);
    } else {
      CHECK(double(f32(f)) == dbl_of_bf16(h));
      CHECK(f32_to_bf16(f) == h);
    }
  }
}

TEST_CASE("aie.model.bf16.from_f32_every_upper_half") {
  // every upper half with the lower halves that decide the rounding, and random ones
  std::mt19937 rng(1);
  std::vector<std::uint32_t> lows = {0x0000, 0x0001, 0x7FFF, 0x8000, 0x8001, 0xFFFF, 0x4000, 0xC000};
  for (int i = 0; i < 8; ++i) lows.push_back(rng() & 0xFFFF);
  for (std::uint32_t hi = 0; hi < 0x10000; ++hi)
    for (std::uint32_t lo : lows) {
      const std::uint32_t u = hi << 16 | lo;
      const std::uint16_t want = ref_bf16(double(f32(u)));
      if (f32_to_bf16(u) != want) {
        INFO(std::hex << u);
        REQUIRE(f32_to_bf16(u) == want);
      }
    }
}

TEST_CASE("aie.model.bf16.from_double") {
  std::mt19937_64 rng(2);
  std::vector<double> vs = {0.0, -0.0, 1.0, 1.00390625, 1.005859375, 1.0078125, -0.1, 3.0e38, 3.5e38, 1e-40,
                            std::ldexp(1.0, -133), std::ldexp(1.0, -134), std::ldexp(1.5, -134), std::ldexp(1.0, -135),
                            std::ldexp(3.0, -135), std::numeric_limits<double>::infinity(), 1e300, -1e-300};
  for (int i = 0; i < 200000; ++i) {
    const double m = std::ldexp(double(rng() >> 11), -53);
    const int e = int(rng() % 300) - 150;
    vs.push_back((rng() & 1 ? -1 : 1) * std::ldexp(1.0 + m, e));
  }
  for (double v : vs) {
    INFO(v);
    CHECK(bf16_from_double(v) == ref_bf16(v));
  }
  CHECK(bf16_from_double(std::nan("")) == kBf16NaN);
}

TEST_CASE("aie.model.f32_ops_against_fp64") {
  std::mt19937 rng(3);
  for (int i = 0; i < 1000000; ++i) {
    std::uint32_t a = rng(), b = rng();
    if (i % 4 == 0) b = (a & 0xFF800000u) ^ (rng() & 0x807FFFFFu);  // similar magnitudes: cancellation
    if (i % 8 == 1) a &= 0x807FFFFFu;                              // subnormals
    const double x = double(f32(a)), y = double(f32(b));
    if (f32_add(a, b) != ref_f32(x + y) || f32_sub(a, b) != ref_f32(x - y) || f32_mul(a, b) != ref_f32(x * y)) {
      INFO(std::hex << a << " " << b);
      REQUIRE(f32_add(a, b) == ref_f32(x + y));
      REQUIRE(f32_sub(a, b) == ref_f32(x - y));
      REQUIRE(f32_mul(a, b) == ref_f32(x * y));
    }
  }
  CHECK(f32_add(0x7F800000u, 0xFF800000u) == kF32NaN);  // inf - inf: the canonical NaN
  CHECK(f32_mul(0x7FA00001u, 0x3F800000u) == kF32NaN);
}

TEST_CASE("aie.model.bf16_alu") {
  std::mt19937 rng(4);
  std::vector<std::uint16_t> v = corners16();
  for (int i = 0; i < 300; ++i) v.push_back(std::uint16_t(rng()));
  for (std::uint16_t a : v)
    for (std::uint16_t b : v) {
      const double x = dbl_of_bf16(a), y = dbl_of_bf16(b);
      const bool nan = is_nan16(a) || is_nan16(b);
      INFO(std::hex << a << " " << b);
      // the fp32 result (correctly rounded via fp64), then rounded to bf16
      CHECK(bf16_add(a, b) == (nan ? kBf16NaN : f32_to_bf16(ref_f32(x + y))));
      CHECK(bf16_sub(a, b) == (nan ? kBf16NaN : f32_to_bf16(ref_f32(x - y))));
      CHECK(bf16_lt(a, b) == (x < y));
      CHECK(bf16_le(a, b) == (x <= y));
      CHECK(bf16_eq(a, b) == (x == y));
      if (nan) {
        CHECK(bf16_min(a, b) == kBf16NaN);
        CHECK(bf16_max(a, b) == kBf16NaN);
      } else {
        const bool a_less = x < y || (x == y && std::signbit(x) && !std::signbit(y));
        const bool b_less = y < x || (x == y && std::signbit(y) && !std::signbit(x));
        CHECK(bf16_min(a, b) == (a_less ? a : (b_less ? b : a)));
        CHECK(bf16_max(a, b) == (b_less ? a : (a_less ? b : a)));
      }
    }
  CHECK(bf16_add(0x3F80, 0x3B80) == 0x3F80);  // 1 + 2^-8: a tie, to even (1.0)
  CHECK(bf16_add(0x3F80, 0x3BC0) == 0x3F81);  // 1 + 1.5 * 2^-8 rounds up
  CHECK(bf16_min(0x0000, 0x8000) == 0x8000);  // -0 < +0
  CHECK(bf16_max(0x8000, 0x0000) == 0x0000);
}

TEST_CASE("aie.model.mmul_i8_against_int64") {
  std::mt19937 rng(5);
  for (int t = 0; t < 20000; ++t) {
    std::int8_t a[32], b[64];
    std::int32_t c[32], c0[32];
    const int mode = t % 4;  // random, extremes -128/127, zeros and ones, random with extreme accumulators
    for (auto& x : a) x = std::int8_t(mode == 1 ? (rng() & 1 ? -128 : 127) : (mode == 2 ? int(rng() % 3) - 1 : int(rng())));
    for (auto& x : b) x = std::int8_t(mode == 1 ? (rng() & 1 ? -128 : 127) : (mode == 2 ? int(rng() % 3) - 1 : int(rng())));
    for (auto& x : c) x = mode == 3 ? (rng() & 1 ? std::numeric_limits<std::int32_t>::max() : std::numeric_limits<std::int32_t>::min()) : std::int32_t(rng());
    std::memcpy(c0, c, sizeof c);
    const bool acc = t % 2 == 0;
    mmul_i8(a, b, c, acc);
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 8; ++j) {
        std::int64_t s = acc ? c0[8 * i + j] : 0;
        for (int k = 0; k < 8; ++k) s += std::int64_t(a[8 * i + k]) * b[8 * k + j];
        REQUIRE(c[8 * i + j] == std::int32_t(std::uint32_t(std::uint64_t(s))));  // modulo 2^32
      }
  }
}

TEST_CASE("aie.model.mmul_bf16_tree_and_fp64_bound") {
  std::mt19937 rng(6);
  auto rnd_bf16 = [&](int emin, int span) {
    const std::uint16_t sign = rng() & 1 ? 0x8000 : 0;
    const std::uint16_t e = std::uint16_t(127 + emin + int(rng() % unsigned(span)));
    return std::uint16_t(sign | e << 7 | (rng() & 0x7F));
  };
  for (int t = 0; t < 20000; ++t) {
    std::uint16_t a[32], b[32];
    std::uint32_t c[16], c0[16];
    const int span = t % 3 == 0 ? 40 : 6;  // wide exponent ranges provoke cancellation and absorption
    for (auto& x : a) x = rnd_bf16(-3, span);
    for (auto& x : b) x = rnd_bf16(-3, span);
    for (auto& x : c) x = bits(float(std::ldexp(double(int(rng() % 2000) - 1000), -6)));
    if (t % 50 == 0) a[rng() % 32] = corners16()[rng() % corners16().size()];
    std::memcpy(c0, c, sizeof c);
    const bool acc = t % 2 == 1;
    mmul_bf16(a, b, c, acc);
    for (int i = 0; i < 4; ++i)
      for (int j = 0; j < 4; ++j) {
        // the documented tree, each step rounded via fp64
        double p[8];
        double sum_abs = 0, exact = acc ? double(f32(c0[4 * i + j])) : 0;
        bool nan = false;
        for (int k = 0; k < 8; ++k) {
          const double x = dbl_of_bf16(a[8 * i + k]), y = dbl_of_bf16(b[4 * k + j]);
          p[k] = double(f32(ref_f32(x * y)));
          nan = nan || std::isnan(p[k]);
          exact += x * y;  // exact: 16-bit significand products, fp64 sum error noted in the bound
          sum_abs += std::fabs(x * y);
        }
        auto add = [](double u, double v) { return double(f32(ref_f32(u + v))); };
        double s = add(add(add(p[0], p[1]), add(p[2], p[3])), add(add(p[4], p[5]), add(p[6], p[7])));
        if (acc) s = add(double(f32(c0[4 * i + j])), s);
        const std::uint32_t got = c[4 * i + j];
        INFO("t " << t << " lane " << 4 * i + j);
        if (nan || std::isnan(s)) {
          REQUIRE(got == kF32NaN);
          continue;
        }
        REQUIRE(got == ref_f32(s));
        // and close to the fp64 dot product: at most 4 roundings of 2^-24 relative to the magnitudes
        if (std::isfinite(s)) {
          const double bound = 5 * std::ldexp(sum_abs + std::fabs(acc ? double(f32(c0[4 * i + j])) : 0), -24) + 1e-40;
          REQUIRE(std::fabs(double(f32(got)) - exact) <= bound);
        }
      }
  }
}

TEST_CASE("aie.model.emac_bf16") {
  std::mt19937 rng(7);
  for (int t = 0; t < 200000; ++t) {
    const std::uint16_t a = std::uint16_t(rng()), b = std::uint16_t(rng());
    const std::uint32_t acc = rng();
    const double x = dbl_of_bf16(a), y = dbl_of_bf16(b);
    const std::uint32_t p = ref_f32(x * y);
    CHECK(emac_bf16(acc, a, b, false) == p);
    const std::uint32_t want = (std::isnan(f32(p)) || std::isnan(f32(acc))) ? kF32NaN : ref_f32(double(f32(acc)) + double(f32(p)));
    if (emac_bf16(acc, a, b, true) != want) {
      INFO(std::hex << a << " " << b << " " << acc);
      REQUIRE(emac_bf16(acc, a, b, true) == want);
    }
  }
}

TEST_CASE("aie.model.srs_against_exact_division") {
  std::mt19937 rng(8);
  std::vector<std::int32_t> xs = {0, 1, -1, 2, -2, 3, -3, 127, 128, -128, -129, 32767, 32768, -32768, -32769,
                                  std::numeric_limits<std::int32_t>::max(), std::numeric_limits<std::int32_t>::min()};
  for (int i = 0; i < 20000; ++i) xs.push_back(std::int32_t(rng()) >> (rng() % 31));
  for (unsigned sh = 0; sh < 32; ++sh)
    for (int h = -2; h <= 2; ++h) {  // values at and around the half-way points
      if (sh == 0) break;
      const std::int64_t half = (std::int64_t(1) << (sh - 1));
      for (std::int64_t base : {std::int64_t(0), std::int64_t(5) << sh, -(std::int64_t(5) << sh), std::int64_t(127) << sh})
        if (base + half + h >= INT32_MIN && base + half + h <= INT32_MAX) xs.push_back(std::int32_t(base + half + h));
    }
  const Rnd modes[] = {Rnd::floor, Rnd::up, Rnd::away, Rnd::even};
  for (std::int32_t x : xs)
    for (unsigned sh = 0; sh < 32; ++sh)
      for (Rnd m : modes)
        for (unsigned width : {8u, 16u}) {
          const long double q = static_cast<long double>(x) / std::ldexp(1.0L, int(sh));  // exact
          const long double fl = std::floor(q), frac = q - fl;
          long double r = fl;
          if (m == Rnd::up) r = frac >= 0.5L ? fl + 1 : fl;
          if (m == Rnd::away) r = frac > 0.5L ? fl + 1 : (frac < 0.5L ? fl : (q > 0 ? fl + 1 : fl));
          if (m == Rnd::even) r = frac > 0.5L ? fl + 1 : (frac < 0.5L ? fl : (std::fmod(fl, 2.0L) != 0 ? fl + 1 : fl));
          const long double hi = std::ldexp(1.0L, int(width) - 1) - 1, lo = -hi - 1;
          const std::int32_t want = std::int32_t(r > hi ? hi : (r < lo ? lo : r));
          if (srs(x, sh, m, width) != want) {
            INFO(x << " >> " << sh << " mode " << int(m) << " width " << width);
            REQUIRE(srs(x, sh, m, width) == want);
          }
        }
  CHECK(srs(3, 1, Rnd::even, 8) == 2);   // 1.5 -> 2
  CHECK(srs(5, 1, Rnd::even, 8) == 2);   // 2.5 -> 2
  CHECK(srs(-3, 1, Rnd::away, 8) == -2); // -1.5 -> -2
  CHECK(srs(-3, 1, Rnd::up, 8) == -1);   // -1.5 -> -1
  CHECK(srs(-3, 1, Rnd::floor, 8) == -2);
  CHECK(srs(1000, 0, Rnd::floor, 8) == 127);
  CHECK(ups(-3, 4) == -48);
  CHECK(ups(0x40000000, 1) == std::numeric_limits<std::int32_t>::min());
}

TEST_CASE("aie.model.exp2_exhaustive") {
  int worst = 0;
  double rel = 0;
  for (std::uint32_t b = 0; b < 0x10000; ++b) {
    const std::uint16_t x = std::uint16_t(b);
    const std::uint16_t got = exp2_bf16(x);
    INFO(std::hex << b);
    if (is_nan16(x)) {
      CHECK(got == kBf16NaN);
      continue;
    }
    const double v = dbl_of_bf16(x);
    if (v >= 128) {
      CHECK(got == 0x7F80);
      continue;
    }
    if (v < -134) {
      CHECK(got == 0);
      continue;
    }
    const std::uint16_t want = ref_bf16(std::exp2(v));
    const int d = std::abs(ordinal(got) - ordinal(want));
    worst = std::max(worst, d);
    REQUIRE(d == 0);  // correctly rounded for every input
    if (std::exp2(v) >= 0x1p-126 && (x & 0x7F80u) != 0)  // normal x, normal 2^x
      rel = std::max(rel, std::fabs(dbl_of_bf16(got) - std::exp2(v)) / std::exp2(v));
  }
  WARN("exp2: worst distance from the correctly rounded bf16: " << worst << " ulp; worst relative error "
                                                                 << rel << " (normal x and 2^x)");
  CHECK(rel <= 0x1p-8);  // the bound of one bf16 rounding
  CHECK(exp2_bf16(0x0000) == 0x3F80);  // 2^0 = 1
  CHECK(exp2_bf16(0x3F80) == 0x4000);  // 2^1 = 2
  CHECK(exp2_bf16(0xBF80) == 0x3F00);  // 2^-1
}

TEST_CASE("aie.model.rcp_exhaustive") {
  int worst = 0;
  double rel = 0;
  for (std::uint32_t b = 0; b < 0x10000; ++b) {
    const std::uint16_t x = std::uint16_t(b);
    const std::uint16_t got = rcp_bf16(x);
    INFO(std::hex << b);
    if (is_nan16(x)) {
      CHECK(got == kBf16NaN);
      continue;
    }
    const double v = dbl_of_bf16(x);
    const std::uint16_t want = ref_bf16(1.0 / v);  // +-0 -> +-inf, +-inf -> +-0
    const int d = std::abs(ordinal(got) - ordinal(want));
    worst = std::max(worst, d);
    REQUIRE(d <= 1);
    if ((x & 0x7F80u) != 0 && (x & 0x7F80u) != 0x7F80u && std::fabs(1.0 / v) >= 0x1p-126)  // normal x and 1/x
      rel = std::max(rel, std::fabs(dbl_of_bf16(got) - 1.0 / v) * std::fabs(v));
  }
  WARN("reciprocal: worst distance from the correctly rounded bf16: " << worst << " ulp; worst relative error "
                                                                       << rel << " (normal x and 1/x)");
  CHECK(rel <= 0x1p-8 * (1 + 1e-12));  // no worse than the bound of one bf16 rounding (reached at 0x00FF)
  CHECK(rcp_bf16(0x4000) == 0x3F00);  // 1/2
  CHECK(rcp_bf16(0x8000) == 0xFF80);  // 1/-0 = -inf
}

// vrsqrt.bf16 on every bf16 input: NaN, negative and infinite inputs give the documented specials;
// every positive x (subnormals included) gives the correctly rounded 1/sqrt(x); the worst relative
// error stays below the bound of one bf16 rounding.
TEST_CASE("aie.model.rsqrt_exhaustive") {
  int worst = 0, n = 0;
  double rel = 0, rel_normal = 0;
  std::uint16_t rel_at = 0;
  for (std::uint32_t b = 0; b < 0x10000; ++b) {
    const std::uint16_t x = std::uint16_t(b);
    const std::uint16_t got = rsqrt_bf16(x);
    INFO(std::hex << b);
    if (is_nan16(x)) {
      CHECK(got == kBf16NaN);
      continue;
    }
    if (x == 0x0000 || x == 0x8000) {
      CHECK(got == (x | 0x7F80));  // +-0 -> +-inf
      continue;
    }
    if (x & 0x8000u) {
      CHECK(got == kBf16NaN);  // negative (and -inf)
      continue;
    }
    const double v = dbl_of_bf16(x);
    const std::uint16_t want = ref_bf16(1.0 / std::sqrt(v));  // +inf -> +0
    const int d = std::abs(ordinal(got) - ordinal(want));
    worst = std::max(worst, d);
    REQUIRE(d == 0);  // correctly rounded for every input
    if (x == 0x7F80u) continue;
    ++n;
    const double r = 1.0 / std::sqrt(v), e = std::fabs(dbl_of_bf16(got) - r) / r;
    if (e > rel) rel = e, rel_at = x;
    if (x & 0x7F80u) rel_normal = std::max(rel_normal, e);
  }
  WARN("rsqrt: worst distance from the correctly rounded bf16 over " << n << " positive finite x: " << worst
                                                                     << " ulp; worst relative error " << rel << " at 0x"
                                                                     << std::hex << rel_at << ", " << rel_normal
                                                                     << " over normal x");
  CHECK(rel <= 0x1p-8 * (1 + 1e-12));  // the bound of one bf16 rounding
  CHECK(rsqrt_bf16(0x4080) == 0x3F00);  // 1/sqrt(4) = 0.5
  CHECK(rsqrt_bf16(0x3F80) == 0x3F80);  // 1
  CHECK(rsqrt_bf16(0x3E80) == 0x4000);  // 1/sqrt(0.25) = 2
  CHECK(rsqrt_bf16(0x7F80) == 0x0000);  // +inf -> +0
  CHECK(rsqrt_bf16(0xFF80) == kBf16NaN);
  CHECK(rsqrt_bf16(0xBF80) == kBf16NaN);
  CHECK(rsqrt_bf16(0x8001) == kBf16NaN);  // a negative subnormal
  CHECK(rsqrt_bf16(0x8000) == 0xFF80);    // -0 -> -inf
  CHECK(rsqrt_bf16(0x0001) == ref_bf16(1.0 / std::sqrt(0x1p-133)));  // subnormals are not flushed
}

// The arithmetic behind the aie tolerance of silu (tasks/l1/silu/task.yaml): the straightforward
// kernel t = bf16(x * bf16(-log2 e)), e = vexp2(t), d = bf16(1 + e), r = vrcp(d), y = bf16(x * r)
// (the products as vmul.bf16 into fp32, the conversions as vconv.bf16), emulated bit-exactly over
// every finite bf16 x against x / (1 + e^-x) in fp64, stays within atol 0.001 + rtol 0.02 with a
// margin; 2^-x in place of e^-x (the log2 e forgotten) does not.
TEST_CASE("aie.model.silu_tolerance") {
  const std::uint16_t c = bf16_from_double(-1.4426950408889634);
  CHECK(c == 0xBFB9);  // -1.4453125, the constant of the task's derivation and the baseline
  auto worst = [&](bool forget_log2e) {
    double w = 0;
    for (std::uint32_t b = 0; b < 0x10000; ++b) {
      const std::uint16_t x = std::uint16_t(b);
      if ((x & 0x7F80u) == 0x7F80u) continue;  // infinities and NaNs
      const std::uint32_t tf = forget_log2e ? bf16_to_f32(std::uint16_t(x ^ 0x8000u))
                                            : f32_mul(bf16_to_f32(x), bf16_to_f32(c));
      const std::uint16_t r = rcp_bf16(bf16_add(exp2_bf16(f32_to_bf16(tf)), 0x3F80));
      const std::uint16_t y = f32_to_bf16(f32_mul(bf16_to_f32(x), bf16_to_f32(r)));
      const double xv = dbl_of_bf16(x), ref = xv / (1.0 + std::exp(-xv));
      w = std::max(w, std::fabs(dbl_of_bf16(y) - ref) / (0.001 + 0.02 * std::fabs(ref)));
    }
    return w;
  };
  const double ok = worst(false), bad = worst(true);
  WARN("silu on aie: the straightforward kernel uses " << 100 * ok << " % of the tolerance; with 2^-x: " << 100 * bad
                                                       << " %");
  CHECK(ok < 0.8);
  CHECK(bad > 10);
}

// The arithmetic behind the aie tolerance of gelu (tasks/l1/gelu/task.yaml): the task's reference is
// the sigmoid form x · σ(1.702 x) = x / (1 + e^(-1.702 x)), so the straightforward kernel is silu's
// with k = bf16(-1.702 log2 e) in place of bf16(-log2 e): t = bf16(x * k), e = vexp2(t),
// d = bf16(1 + e), r = vrcp(d), y = bf16(x * r), emulated bit-exactly over every finite bf16 x
// against the reference in fp64. It stays within atol 0.002 + rtol 0.02 with a margin; a SiLU
// (k = bf16(-log2 e)) and the tanh form of GELU (computed exactly, through the identity
// 0.5 (1 + tanh u) = σ(2u)) do not.
TEST_CASE("aie.model.gelu_tolerance") {
  const std::uint16_t k = bf16_from_double(-1.702 * 1.4426950408889634);
  CHECK(k == 0xC01D);  // -2.453125, the constant of the task's derivation and the baseline
  auto ref = [](double x) { return x / (1.0 + std::exp(-1.702 * x)); };
  auto bound = [&](double r) { return 0.002 + 0.02 * std::fabs(r); };
  auto worst = [&](std::uint16_t c) {
    double w = 0;
    for (std::uint32_t b = 0; b < 0x10000; ++b) {
      const std::uint16_t x = std::uint16_t(b);
      if ((x & 0x7F80u) == 0x7F80u) continue;  // infinities and NaNs
      const std::uint32_t tf = f32_mul(bf16_to_f32(x), bf16_to_f32(c));
      const std::uint16_t r = rcp_bf16(bf16_add(exp2_bf16(f32_to_bf16(tf)), 0x3F80));
      const std::uint16_t y = f32_to_bf16(f32_mul(bf16_to_f32(x), bf16_to_f32(r)));
      const double rv = ref(dbl_of_bf16(x));
      w = std::max(w, std::fabs(dbl_of_bf16(y) - rv) / bound(rv));
    }
    return w;
  };
  double tanh_form = 0;  // x · σ(2 √(2/π) (x + 0.044715 x³)), exact, against the sigmoid form
  for (std::uint32_t b = 0; b < 0x10000; ++b) {
    const std::uint16_t x = std::uint16_t(b);
    if ((x & 0x7F80u) == 0x7F80u) continue;
    const double xv = dbl_of_bf16(x), u = std::sqrt(2.0 / M_PI) * (xv + 0.044715 * xv * xv * xv);
    const double g = xv / (1.0 + std::exp(-2.0 * u));
    if (std::isfinite(g)) tanh_form = std::max(tanh_form, std::fabs(g - ref(xv)) / bound(ref(xv)));
  }
  const double ok = worst(k), silu = worst(bf16_from_double(-1.4426950408889634));
  WARN("gelu on aie: the straightforward kernel uses " << 100 * ok << " % of the tolerance; a SiLU " << 100 * silu
                                                       << " %; the exact tanh form " << 100 * tanh_form << " %");
  CHECK(ok < 0.5);
  CHECK(silu > 10);
  CHECK(tanh_form > 2);
}

// The arithmetic behind the aie tolerance of softmax (tasks/l1/softmax/task.yaml): the straightforward
// kernel of one row of C bf16 (C a multiple of 32) — m = the row's maximum (exact), the fp32
// accumulator -m·L (L = bf16(log2 e); vmul.bf16, exact), t = bf16(-m·L + x·L) (vmac.bf16 and
// vconv.bf16), e = vexp2(t), the row sum of e in fp32 by vmmul/vmmac.bf16 with B = ones (lane
// 4i + j of the accumulator: the elements 8i .. 8i + 7 of every 32, pairwise), its four partial
// sums converted to bf16 and added across the lanes by two vshift + vadd.bf16 (lane 4i + j gets
// (b_i + b_(i+1)) + (b_(i+2) + b_(i+3)), indices mod 4), r = vrcp(s) and y = bf16(e · r) in the
// lane's own position — emulated bit-exactly against the fp64 softmax.
namespace {

std::vector<std::uint16_t> softmax_row_aie(const std::vector<std::uint16_t>& x, bool log2e, bool normalise) {
  const std::size_t n = x.size();
  const std::uint16_t L = log2e ? bf16_from_double(1.4426950408889634) : std::uint16_t(0x3F80);
  std::uint16_t m = x[0];
  for (std::uint16_t v : x) m = bf16_max(m, v);
  const std::uint32_t nml = f32_mul(bf16_to_f32(m), bf16_to_f32(std::uint16_t(L ^ 0x8000u)));
  std::vector<std::uint16_t> e(n);
  for (std::size_t k = 0; k < n; ++k) e[k] = exp2_bf16(f32_to_bf16(emac_bf16(nml, x[k], L, true)));
  std::uint16_t ones[32];
  for (std::uint16_t& o : ones) o = 0x3F80;
  std::uint32_t acc[16] = {};
  for (std::size_t c = 0; c < n; c += 32) mmul_bf16(&e[c], ones, acc, c > 0);
  std::uint16_t b[4], s[4];
  for (int i = 0; i < 4; ++i) b[i] = f32_to_bf16(acc[4 * i]);
  for (int i = 0; i < 4; ++i)
    s[i] = bf16_add(bf16_add(b[i], b[(i + 1) % 4]), bf16_add(b[(i + 2) % 4], b[(i + 3) % 4]));
  std::vector<std::uint16_t> y(n);
  for (std::size_t k = 0; k < n; ++k) {
    const std::uint16_t r = rcp_bf16(s[(k % 16) / 4]);
    y[k] = normalise ? f32_to_bf16(f32_mul(bf16_to_f32(e[k]), bf16_to_f32(r))) : e[k];
  }
  return y;
}

}  // namespace

TEST_CASE("aie.model.softmax_tolerance") {
  CHECK(bf16_from_double(1.4426950408889634) == 0x3FB9);  // 1.4453125
  std::mt19937 gen(1);
  std::normal_distribution<double> normal(0.0, 2.0);   // the task's inputs
  auto worst = [&](bool log2e, bool normalise) {
    double w = 0;
    gen.seed(1);
    for (std::size_t cols : {64, 128, 256, 512, 1024, 160, 384}) {
      for (int row = 0; row < 300; ++row) {
        std::vector<std::uint16_t> x(cols);
        for (std::size_t k = 0; k < cols; ++k)
          x[k] = row == 0 ? std::uint16_t(0x3F80)                               // all equal: 1/C each
                 : row == 1 ? bf16_from_double(k == 7 ? 12.0 : normal(gen))   // one dominant element
                            : bf16_from_double(normal(gen));
        const std::vector<std::uint16_t> y = softmax_row_aie(x, log2e, normalise);
        double mx = -1e300, sum = 0;
        for (std::uint16_t v : x) mx = std::max(mx, dbl_of_bf16(v));
        for (std::uint16_t v : x) sum += std::exp(dbl_of_bf16(v) - mx);
        for (std::size_t k = 0; k < cols; ++k) {
          const double ref = std::exp(dbl_of_bf16(x[k]) - mx) / sum;
          w = std::max(w, std::fabs(dbl_of_bf16(y[k]) - ref) / (0.0001 + 0.06 * ref));
        }
      }
    }
    return w;
  };
  const double ok = worst(true, true), no_log2e = worst(false, true), no_norm = worst(true, false);
  WARN("softmax on aie: the straightforward kernel uses " << 100 * ok << " % of the tolerance; 2^(x-m) for e^(x-m): "
                                                          << 100 * no_log2e << " %; without the normalisation: "
                                                          << 100 * no_norm << " %");
  CHECK(ok < 0.8);
  CHECK(no_log2e > 2);
  CHECK(no_norm > 10);
}

// The arithmetic behind the aie tolerances of layernorm and rmsnorm (tasks/l1/{layernorm,rmsnorm}/
// task.yaml): the straightforward kernels of one row of C bf16 (C a multiple of 32), emulated
// bit-exactly against the fp64 references. Shared steps:
//   lane sum of 32 fp32 lanes q_l (vconv.bf16 of both accumulators, vmmul.bf16 with B = n
//   everywhere, n = bf16(1/C): lane 4i + j = the pairwise tree of q_(8i+k) · n; then vconv.bf16 of
//   those four sums and two vshift + vadd.bf16 as in softmax);
//   the row mean of x (layernorm): vmmul/vmmac.bf16 of every chunk with B = n, then the same four
//   conversions and two adds.
namespace {

// (b_i + b_(i+1)) + (b_(i+2) + b_(i+3)) of the bf16 conversions of lanes 0, 4, 8, 12 of acc: the
// value lane 0 (and, rotated, every lane) holds after the two vshift + vadd.bf16.
std::uint16_t four_sum(const std::uint32_t acc[16]) {
  std::uint16_t b[4];
  for (int i = 0; i < 4; ++i) b[i] = f32_to_bf16(acc[4 * i]);
  return bf16_add(bf16_add(b[0], b[1]), bf16_add(b[2], b[3]));
}

// Σ_l q_l / C for the 32 fp32 lanes of two element-wise accumulators (lanes 0..15, 16..31).
std::uint16_t lane_mean(const std::uint32_t q[32], std::uint16_t n) {
  std::uint16_t a[32], bn[32];
  for (int l = 0; l < 32; ++l) a[l] = f32_to_bf16(q[l]), bn[l] = n;
  std::uint32_t acc[16];
  mmul_bf16(a, bn, acc, false);
  return four_sum(acc);
}

enum class NormFault { none, no_eps, no_mean, rcp };  // the plausible wrong kernels

// LayerNorm of one row: μ (vmmac with B = n), d = vsub.bf16(x, μ) (stored to Y), Σ d² per lane
// (vmul/vmac.bf16), var, r = vrsqrt(vadd.bf16(var, ε)), t = bf16(d · r), y = bf16(β + t · γ)
// (β converted into the accumulator, vmac.bf16).
std::vector<std::uint16_t> layernorm_row_aie(const std::vector<std::uint16_t>& x, const std::vector<std::uint16_t>& g,
                                             const std::vector<std::uint16_t>& be, NormFault f) {
  const std::size_t C = x.size();
  const std::uint16_t n = bf16_from_double(1.0 / double(C)), eps = bf16_from_double(1e-5);
  std::uint16_t bn[32];
  for (auto& v : bn) v = n;
  std::uint32_t acc[16] = {};
  for (std::size_t c = 0; c < C; c += 32) mmul_bf16(&x[c], bn, acc, c > 0);
  const std::uint16_t mu = f == NormFault::no_mean ? std::uint16_t(0) : four_sum(acc);
  std::vector<std::uint16_t> d(C);
  std::uint32_t q[32] = {};
  for (std::size_t k = 0; k < C; ++k) {
    d[k] = bf16_sub(x[k], mu);
    q[k % 32] = emac_bf16(q[k % 32], d[k], d[k], k >= 32);
  }
  const std::uint16_t var = lane_mean(q, n);
  const std::uint16_t r = f == NormFault::rcp ? rcp_bf16(bf16_add(var, eps))
                          : f == NormFault::no_eps ? rsqrt_bf16(var)
                                                   : rsqrt_bf16(bf16_add(var, eps));
  std::vector<std::uint16_t> y(C);
  for (std::size_t k = 0; k < C; ++k) {
    const std::uint16_t t = f32_to_bf16(f32_mul(bf16_to_f32(d[k]), bf16_to_f32(r)));
    y[k] = f32_to_bf16(emac_bf16(bf16_to_f32(be[k]), t, g[k], true));
  }
  return y;
}

// RMSNorm of one row: Σ x² per lane (vmul/vmac.bf16), ms, r = vrsqrt(vadd.bf16(ms, ε)),
// t = bf16(x · r), y = bf16(t · w).
std::vector<std::uint16_t> rmsnorm_row_aie(const std::vector<std::uint16_t>& x, const std::vector<std::uint16_t>& w,
                                           NormFault f) {
  const std::size_t C = x.size();
  const std::uint16_t n = bf16_from_double(1.0 / double(C)), eps = bf16_from_double(1e-5);
  std::uint32_t q[32] = {};
  for (std::size_t k = 0; k < C; ++k) q[k % 32] = emac_bf16(q[k % 32], x[k], x[k], k >= 32);
  std::uint16_t ms = lane_mean(q, f == NormFault::no_mean ? std::uint16_t(0x3F80) : n);  // no_mean: the sum
  const std::uint16_t r = f == NormFault::rcp ? rcp_bf16(bf16_add(ms, eps))
                          : f == NormFault::no_eps ? rsqrt_bf16(ms)
                                                   : rsqrt_bf16(bf16_add(ms, eps));
  std::vector<std::uint16_t> y(C);
  for (std::size_t k = 0; k < C; ++k) {
    const std::uint16_t t = f32_to_bf16(f32_mul(bf16_to_f32(x[k]), bf16_to_f32(r)));
    y[k] = f32_to_bf16(f32_mul(bf16_to_f32(t), bf16_to_f32(w[k])));
  }
  return y;
}

// Rows of the task's distribution (normal(mean, std)) for seven row lengths, plus three rows of
// their own per length: all elements equal (variance 0: ε decides), one element far out, and
// tiny values (|x| ~ 1e-3, where ε matters).
template <class Row>
double worst_norm(double mean, double sd, double atol, double rtol, Row&& row) {
  std::mt19937 gen(1);
  std::normal_distribution<double> normal(mean, sd);
  std::uniform_real_distribution<double> gu(0.5, 1.5), bu(-0.5, 0.5);
  double w = 0;
  for (std::size_t cols : {64, 128, 256, 512, 1024, 96, 352, 672}) {
    for (int rw = 0; rw < 200; ++rw) {
      std::vector<std::uint16_t> x(cols), g(cols), b(cols);
      for (std::size_t k = 0; k < cols; ++k) {
        x[k] = rw == 0 ? bf16_from_double(mean)
               : rw == 1 ? bf16_from_double(k == 5 ? mean + 40 * sd : normal(gen))
               : rw == 2 ? bf16_from_double(1e-3 * normal(gen))
                         : bf16_from_double(normal(gen));
        g[k] = bf16_from_double(gu(gen));
        b[k] = bf16_from_double(bu(gen));
      }
      std::vector<double> ref;
      const std::vector<std::uint16_t> y = row(x, g, b, ref);
      for (std::size_t k = 0; k < cols; ++k) {
        const double e = std::fabs(dbl_of_bf16(y[k]) - ref[k]) / (atol + rtol * std::fabs(ref[k]));
        w = std::max(w, std::isnan(e) ? 1e9 : e);
      }
    }
  }
  return w;
}

}  // namespace

TEST_CASE("aie.model.layernorm_tolerance") {
  const double atol = 0.02, rtol = 0.02;
  auto run = [&](NormFault f) {
    return worst_norm(1.0, 2.0, atol, rtol, [&](const auto& x, const auto& g, const auto& b, std::vector<double>& ref) {
      const std::size_t C = x.size();
      double mu = 0, var = 0;
      for (auto v : x) mu += dbl_of_bf16(v);
      mu /= double(C);
      for (auto v : x) var += (dbl_of_bf16(v) - mu) * (dbl_of_bf16(v) - mu);
      var /= double(C);
      ref.resize(C);
      for (std::size_t k = 0; k < C; ++k)
        ref[k] = (dbl_of_bf16(x[k]) - mu) / std::sqrt(var + 1e-5) * dbl_of_bf16(g[k]) + dbl_of_bf16(b[k]);
      return layernorm_row_aie(x, g, b, f);
    });
  };
  const double ok = run(NormFault::none), no_eps = run(NormFault::no_eps), no_mean = run(NormFault::no_mean),
               rcp = run(NormFault::rcp);
  WARN("layernorm on aie: the straightforward kernel uses " << 100 * ok << " % of the tolerance; without ε "
                                                            << 100 * no_eps << " %; variance without the mean "
                                                            << 100 * no_mean << " %; 1/x for 1/sqrt(x) " << 100 * rcp
                                                            << " %");
  CHECK(ok < 0.8);
  CHECK(no_eps > 2);
  CHECK(no_mean > 2);
  CHECK(rcp > 2);
}

TEST_CASE("aie.model.rmsnorm_tolerance") {
  const double atol = 0.002, rtol = 0.02;
  auto run = [&](NormFault f) {
    return worst_norm(0.5, 1.0, atol, rtol, [&](const auto& x, const auto& g, const auto&, std::vector<double>& ref) {
      const std::size_t C = x.size();
      double ms = 0;
      for (auto v : x) ms += dbl_of_bf16(v) * dbl_of_bf16(v);
      ms /= double(C);
      ref.resize(C);
      for (std::size_t k = 0; k < C; ++k) ref[k] = dbl_of_bf16(x[k]) / std::sqrt(ms + 1e-5) * dbl_of_bf16(g[k]);
      return rmsnorm_row_aie(x, g, f);
    });
  };
  const double ok = run(NormFault::none), no_eps = run(NormFault::no_eps), no_mean = run(NormFault::no_mean),
               rcp = run(NormFault::rcp);
  WARN("rmsnorm on aie: the straightforward kernel uses " << 100 * ok << " % of the tolerance; without ε " << 100 * no_eps
                                                          << " %; the sum of squares for their mean " << 100 * no_mean
                                                          << " %; 1/x for 1/sqrt(x) " << 100 * rcp << " %");
  CHECK(ok < 0.8);
  CHECK(no_eps > 2);
  CHECK(no_mean > 2);
  CHECK(rcp > 2);
}
