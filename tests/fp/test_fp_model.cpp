// test_fp_model.cpp: the C++ model (kc/fp.h) against hand-checked contract examples and against
// independent references built on host IEEE arithmetic (float/double with round-to-nearest-even,
// plus exact integer or long double reasoning where DAZ/FTZ make the host differ).
#include <cfenv>
#include <cmath>

#include "fp_test_util.h"
#include "kc/fp.h"

using namespace kc::fp;
using fptest::h16;
using fptest::h32;
using fptest::Mismatches;

namespace {

// ----- references --------------------------------------------------------------------------------

uint32_t daz32(uint32_t x) { return ((x >> 23) & 0xFFu) == 0 ? (x & 0x80000000u) : x; }
uint16_t daz16(uint16_t x) { return ((x >> 7) & 0xFFu) == 0 ? uint16_t(x & 0x8000u) : x; }

// f32_add by host float addition (RNE). Host subnormal results are exact (a sum of normal fp32
// values below 2^-126 is a multiple of 2^-149 with fewer than 24 significant bits), so FTZ with
// tininess after rounding is simply "flush every host subnormal"; exactness is asserted.
uint32_t ref_f32_add(uint32_t a, uint32_t b) {
  a = daz32(a);
  b = daz32(b);
  const volatile float fa = f32_from_bits(a), fb = f32_from_bits(b);
  const float r = fa + fb;
  if (std::isnan(r)) return kF32QNaN;
  if (std::fpclassify(r) == FP_SUBNORMAL) {
    // Both operands are then within a factor 2 of each other or tiny: the long double sum is exact.
    REQUIRE((long double)fa + (long double)fb == (long double)r);
    return f32_bits(r) & 0x80000000u;
  }
  return f32_bits(r);
}

// f32_mul_bf16 by host double multiplication: the product of two 8-bit significands is exact.
uint32_t ref_f32_mul_bf16(uint16_t a, uint16_t b) {
  const double p = bf16_to_double(daz16(a)) * bf16_to_double(daz16(b));
  if (std::isnan(p)) return kF32QNaN;
  const uint32_t sign = std::signbit(p) ? 0x80000000u : 0u;
  if (std::isinf(p) || std::fabs(p) >= 0x1p128) return sign | 0x7F800000u;
  if (std::fabs(p) < 0x1p-126) return sign;  // FTZ (zeros included)
  const float f = float(p);
  REQUIRE(double(f) == p);  // exact
  return f32_bits(f);
}

// Round a finite nonzero double to 8 significant bits with the host's nearbyint (RNE) and an
// unbounded exponent; then overflow / FTZ per the contract. Independent of the bit-level model.
uint16_t ref_round_bf16(double v) {
  if (std::isnan(v)) return kBf16QNaN;
  const uint16_t sign = std::signbit(v) ? 0x8000u : 0u;
  if (std::isinf(v)) return uint16_t(sign | 0x7F80u);
  if (v == 0) return sign;
  int e;
  const double m = std::frexp(std::fabs(v), &e);      // [0.5, 1)
  const double q = std::nearbyint(std::ldexp(m, 8));  // [128, 256]
  const double r = std::ldexp(q, e - 8);
  if (r >= 0x1p128) return uint16_t(sign | 0x7F80u);
  if (r < 0x1p-126) return sign;
  const uint32_t bits = f32_bits(float(r));
  REQUIRE((bits & 0xFFFFu) == 0u);
  return uint16_t(sign | (bits >> 16));
}

uint16_t ref_f32_to_bf16(uint32_t a) { return ref_round_bf16(double(f32_from_bits(daz32(a)))); }

// max/min by host comparison of doubles, with -0 < +0 resolved by the sign bit.
uint16_t ref_maxmin(uint16_t a, uint16_t b, bool is_max) {
  if (bf16_is_nan(a) || bf16_is_nan(b)) return kBf16QNaN;
  a = daz16(a);
  b = daz16(b);
  const double va = bf16_to_double(a), vb = bf16_to_double(b);
  if (va == vb) {  // same value; only zeros can differ (in sign)
    const bool a_neg = (a & 0x8000u) != 0;
    return (is_max == a_neg) ? b : a;
  }
  return ((va > vb) == is_max) ? a : b;
}

}  // namespace

// =================================================================================================
// Contract examples (docs/numerics.md), checked value by value
// =================================================================================================
TEST_CASE("fp.model contract examples") {
  REQUIRE(std::fegetround() == FE_TONEAREST);
  SECTION("f32_add") {
    CHECK(f32_add(0x7F800000u, 0xFF800000u) == kF32QNaN);  // inf - inf
    CHECK(f32_add(0x7F800000u, 0x7F800000u) == 0x7F800000u);
    CHECK(f32_add(0xFF800000u, 0x3F800000u) == 0xFF800000u);
    CHECK(f32_add(0x3F800000u, 0xBF800000u) == 0x00000000u);  // x + (-x) = +0
    CHECK(f32_add(0x80000000u, 0x80000000u) == 0x80000000u);  // (-0) + (-0) = -0
    CHECK(f32_add(0x80000000u, 0x00000000u) == 0x00000000u);
    CHECK(f32_add(0x80000001u, 0x80000000u) == 0x80000000u);  // denormal is -0
    CHECK(f32_add(0x7FA00001u, 0x3F800000u) == kF32QNaN);     // NaN payload -> canonical
    CHECK(f32_add(0x3F800000u, 0x007FFFFFu) == 0x3F800000u);  // DAZ
    CHECK(f32_add(0x3F800000u, 0x33800000u) == 0x3F800000u);  // 1 + 2^-24: tie to even
    CHECK(f32_add(0x3F800001u, 0x33800000u) == 0x3F800002u);  // tie, odd -> up
    CHECK(f32_add(0x3F800000u, 0x33800001u) == 0x3F800001u);  // just above the tie
    CHECK(f32_add(0x7F7FFFFFu, 0x7F7FFFFFu) == 0x7F800000u);  // overflow
    CHECK(f32_add(0x7F7FFFFFu, 0x73000000u) == 0x7F800000u);  // max + half ulp: tie to even -> inf
    CHECK(f32_add(0x7F7FFFFFu, 0x72800000u) == 0x7F7FFFFFu);  // max + quarter ulp
    CHECK(f32_sub(0x00C00000u, 0x00800000u) == 0x00000000u);  // 0.5 * 2^-126: FTZ, +0
    CHECK(f32_sub(0x00800000u, 0x00C00000u) == 0x80000000u);  // FTZ keeps the sign
    CHECK(f32_sub(0x01000000u, 0x00800000u) == 0x00800000u);  // exactly 2^-126 survives
    CHECK(f32_sub(0x3F800000u, 0x3F7FFFFFu) == 0x33800000u);  // 1 - (1 - 2^-24) = 2^-24
    CHECK(f32_sub(0x7FC00001u, 0x3F800000u) == kF32QNaN);
  }
  SECTION("f32_mul_bf16 and f32_to_bf16") {
    CHECK(f32_mul_bf16(0x0000, 0x7F80) == kF32QNaN);              // 0 x inf
    CHECK(f32_mul_bf16(0x0001, 0xFF80) == kF32QNaN);              // denormal x inf (DAZ)
    CHECK(f32_mul_bf16(0x8000, 0x40A0) == 0x80000000u);           // -0 x 5
    CHECK(f32_mul_bf16(0xC000, 0x7F80) == 0xFF800000u);           // -2 x inf
    CHECK(f32_mul_bf16(0x3FC0, 0x3FC0) == 0x40100000u);           // 1.5 x 1.5 = 2.25
    CHECK(f32_mul_bf16(0x3FFF, 0x3FFF) == 0x407E0100u);           // 255^2 / 2^14: exact
    CHECK(f32_mul_bf16(0x1F80, 0x2080) == 0x00800000u);           // 2^-64 x 2^-62 = 2^-126
    CHECK(f32_mul_bf16(0x1F80, 0x2000) == 0x00000000u);           // 2^-127: FTZ
    CHECK(f32_mul_bf16(0x1F80, 0x1F80) == 0x00000000u);           // 2^-128: FTZ
    CHECK(f32_mul_bf16(0x9F80, 0x1F80) == 0x80000000u);
    CHECK(f32_mul_bf16(0x5F80, 0x5F80) == 0x7F800000u);           // 2^128: overflow
    CHECK(f32_mul_bf16(0x5F80, 0x5F00) == 0x7F000000u);           // 2^127
    CHECK(f32_to_bf16(0x3F808000u) == 0x3F80);  // tie, even stays
    CHECK(f32_to_bf16(0x3F818000u) == 0x3F82);  // tie, odd rounds up
    CHECK(f32_to_bf16(0x3F808001u) == 0x3F81);
    CHECK(f32_to_bf16(0x7F7FFFFFu) == 0x7F80);  // overflow
    CHECK(f32_to_bf16(0xFF7F8000u) == 0xFF80);  // tie at max: rounds to even = -inf
    CHECK(f32_to_bf16(0x807FFFFFu) == 0x8000);  // DAZ
    CHECK(f32_to_bf16(0x7F800001u) == kBf16QNaN);
    CHECK(f32_to_bf16(0xFF800000u) == 0xFF80);
    CHECK(bf16_mul(0x3FB5, 0x3FB5) == 0x4000);  // 1.4140625^2 = 1.9996: rounds to 2
  }
  SECTION("max/min") {
    CHECK(bf16_max(0x8000, 0x0000) == 0x0000);
    CHECK(bf16_max(0x0000, 0x8000) == 0x0000);
    CHECK(bf16_min(0x0000, 0x8000) == 0x8000);
    CHECK(bf16_min(0x8000, 0x0000) == 0x8000);
    CHECK(bf16_max(0x0001, 0x8000) == 0x0000);   // DAZ result
    CHECK(bf16_min(0x8001, 0x0000) == 0x8000);
    CHECK(bf16_max(0x7FC1, 0x3F80) == kBf16QNaN);
    CHECK(bf16_min(0x3F80, 0xFF81) == kBf16QNaN);
    CHECK(bf16_max(0xFF80, 0xFF7F) == 0xFF7F);
    CHECK(bf16_min(0x7F80, 0x7F7F) == 0x7F7F);
    CHECK(bf16_max(0xC000, 0xBF80) == 0xBF80);   // -1 > -2
  }
  SECTION("exp") {
    CHECK(bf16_exp(0x0000) == 0x3F80);
    CHECK(bf16_exp(0x8000) == 0x3F80);
    CHECK(bf16_exp(0x0001) == 0x3F80);            // DAZ
    CHECK(bf16_exp(0x3F80) == 0x402E);            // e = 2.71875 in bf16
    CHECK(bf16_exp(0xBF80) == 0x3EBC);            // 1/e = 0.3671875
    CHECK(bf16_exp(0x7F80) == bf16_exp(0x42B0));  // +inf clamps to 88
    CHECK(bf16_exp(0x42B0) == 0x7EF9);            // e^88 = 1.65e38
    CHECK(bf16_exp(0xFF80) == 0x0000);            // -inf -> 0
    CHECK(bf16_exp(0xC2B0) == 0x0000);            // e^-88 < 2^-126: FTZ
    CHECK(bf16_exp(0xC2AE) == 0x00B3);            // e^-87 = 1.4001 * 2^-126
    CHECK(bf16_exp(0x7FC1) == kBf16QNaN);
    CHECK(bf16_exp(0x3380) == 0x3F80);            // 2^-24 -> 1
    CHECK(bf16_exp(0x3C00) == 0x3F81);            // e^(2^-7) = 1.0079 -> 1 + 2^-7
  }
  SECTION("recip and sqrt") {
    CHECK(bf16_recip(0x0000) == 0x7F80);
    CHECK(bf16_recip(0x8000) == 0xFF80);
    CHECK(bf16_recip(0x8001) == 0xFF80);          // DAZ
    CHECK(bf16_recip(0x7F80) == 0x0000);
    CHECK(bf16_recip(0xFF80) == 0x8000);
    CHECK(bf16_recip(0x4000) == 0x3F00);          // 1/2
    CHECK(bf16_recip(0x4040) == 0x3EAB);          // 1/3
    CHECK(bf16_recip(0xC040) == 0xBEAB);
    CHECK(bf16_recip(0x7E80) == 0x0080);          // 1/2^126 = 2^-126
    CHECK(bf16_recip(0x7E81) == 0x0000);          // below 2^-126: FTZ
    CHECK(bf16_recip(0x7F00) == 0x0000);          // 1/2^127
    CHECK(bf16_recip(0x8080) == 0xFE80);          // 1/-2^-126 = -2^126
    CHECK(bf16_recip(0x7FC0) == kBf16QNaN);
    CHECK(bf16_sqrt(0x8000) == 0x8000);           // sqrt(-0) = -0
    CHECK(bf16_sqrt(0x8001) == 0x8000);           // DAZ
    CHECK(bf16_sqrt(0xBF80) == kBf16QNaN);
    CHECK(bf16_sqrt(0xFF80) == kBf16QNaN);
    CHECK(bf16_sqrt(0x7F80) == 0x7F80);
    CHECK(bf16_sqrt(0x4080) == 0x4000);           // sqrt(4) = 2
    CHECK(bf16_sqrt(0x4000) == 0x3FB5);           // sqrt(2) = 1.4140625
    CHECK(bf16_sqrt(0x0080) == 0x2000);           // sqrt(2^-126) = 2^-63
    CHECK(bf16_sqrt(0x7F7F) == 0x5F7F);           // sqrt(max): 16 sqrt(255) = 255.4995, just below a tie
  }
  SECTION("conversions") {
    CHECK(bf16_to_f32(0xBF80) == 0xBF800000u);
    CHECK(bf16_to_double(0x3F80) == 1.0);
    CHECK(bf16_to_double(0x0001) == 0x1p-133);    // exact value, no DAZ
    CHECK(std::isnan(bf16_to_double(0x7F81)));
    CHECK(bf16_from_double(1.0) == 0x3F80);
    CHECK(bf16_from_double(-0.0) == 0x8000);
    CHECK(bf16_from_double(1.0 + 0x1p-8) == 0x3F80);          // tie, even
    CHECK(bf16_from_double(1.0 + 0x1p-8 + 0x1p-40) == 0x3F81);
    CHECK(bf16_from_double(0x1p-127) == 0x0000);              // FTZ
    CHECK(bf16_from_double(-0x1.ffp-127) == 0x8080);          // rounds up to -2^-126: kept
    CHECK(bf16_from_double(0x1.fep-127) == 0x0000);           // rounds to 0x1.fep-127: FTZ
    CHECK(bf16_from_double(0x1p128) == 0x7F80);
    CHECK(bf16_from_double(-1e300) == 0xFF80);
    CHECK(bf16_from_double(std::nan("")) == kBf16QNaN);
    CHECK(bf16_is_nan(0x7F81));
    CHECK(bf16_is_nan(0xFFC0));
    CHECK_FALSE(bf16_is_nan(0x7F80));
    CHECK(f32_bits(f32_from_bits(0x12345678u)) == 0x12345678u);
  }
}

// =================================================================================================
// Model vs host IEEE arithmetic
// =================================================================================================
TEST_CASE("fp.model f32_add and f32_sub vs host IEEE") {
  REQUIRE(std::fegetround() == FE_TONEAREST);
  Mismatches mm;
  uint64_t checked = 0;
  auto check = [&](uint32_t a, uint32_t b) {
    const uint32_t y = f32_add(a, b), r = ref_f32_add(a, b);
    if (y != r) mm.add("f32_add(" + h32(a) + ", " + h32(b) + "): model " + h32(y) + ", host " + h32(r));
    const uint32_t ys = f32_sub(a, b), rs = ref_f32_add(a, b ^ 0x80000000u);
    if (ys != rs) mm.add("f32_sub(" + h32(a) + ", " + h32(b) + "): model " + h32(ys) + ", host " + h32(rs));
    checked += 2;
  };
  const auto corners = fptest::f32_corners();
  for (uint32_t a : corners)
    for (uint32_t b : corners) check(a, b);
  fptest::F32PairGen gen(fptest::kSeed);
  for (int i = 0; i < 2 * fptest::kRandomPairs; i++) {
    uint32_t a, b;
    gen.next(a, b);
    check(a, b);
  }
  mm.report("f32_add/f32_sub vs host", checked);
}

TEST_CASE("fp.model f32_mul_bf16 and bf16_mul vs host IEEE") {
  Mismatches mm;
  uint64_t checked = 0;
  auto check = [&](uint16_t a, uint16_t b) {
    const uint32_t y = f32_mul_bf16(a, b), r = ref_f32_mul_bf16(a, b);
    if (y != r) mm.add("f32_mul_bf16(" + h16(a) + ", " + h16(b) + "): model " + h32(y) + ", host " + h32(r));
    // bf16_mul: one rounding of the exact product, except that a product below 2^-126 is
    // flushed by the fp32 stage before it could round up to 2^-126 (documented).
    const double p = bf16_to_double(daz16(a)) * bf16_to_double(daz16(b));
    const uint16_t rb = std::fabs(p) < 0x1p-126 ? uint16_t(std::signbit(p) ? 0x8000u : 0u) : ref_round_bf16(p);
    const uint16_t yb = bf16_mul(a, b);
    if (yb != rb) mm.add("bf16_mul(" + h16(a) + ", " + h16(b) + "): model " + h16(yb) + ", host " + h16(rb));
    checked += 2;
  };
  // Every pair of exponent fields (all sign / special / range combinations) with random
  // fractions, then random pairs.
  std::mt19937_64 rng(fptest::kSeed);
  for (uint32_t ea = 0; ea < 256; ea++)
    for (uint32_t eb = 0; eb < 256; eb++)
      for (int k = 0; k < 8; k++) {
        const uint64_t r = rng();
        check(uint16_t((r & 0x807Fu) | (ea << 7)), uint16_t(((r >> 16) & 0x807Fu) | (eb << 7)));
      }
  fptest::Bf16PairGen gen(fptest::kSeed + 1);
  for (int i = 0; i < fptest::kRandomPairs; i++) {
    uint16_t a, b;
    gen.next(a, b);
    check(a, b);
  }
  mm.report("f32_mul_bf16/bf16_mul vs host", checked);
}

TEST_CASE("fp.model f32_to_bf16 and bf16_from_double vs host rounding") {
  REQUIRE(std::fegetround() == FE_TONEAREST);
  Mismatches mm;
  uint64_t checked = 0;
  auto check = [&](uint32_t a) {
    const uint16_t y = f32_to_bf16(a), r = ref_f32_to_bf16(a);
    if (y != r) mm.add("f32_to_bf16(" + h32(a) + "): model " + h16(y) + ", host " + h16(r));
    checked++;
  };
  // Every upper half with the lower halves that matter for rounding, then random patterns.
  std::mt19937_64 rng(fptest::kSeed + 2);
  for (uint32_t hi = 0; hi < 65536; hi++)
    for (uint32_t lo : {0x0000u, 0x0001u, 0x7FFFu, 0x8000u, 0x8001u, 0xFFFFu, uint32_t(rng() & 0xFFFFu)})
      check((hi << 16) | lo);
  for (int i = 0; i < fptest::kRandomPairs; i++) check(uint32_t(rng()));

  // bf16_from_double: random doubles over the bf16 range and beyond, exact ties, NaN/inf.
  auto check_d = [&](double v) {
    const uint16_t y = bf16_from_double(v), r = ref_round_bf16(v);
    if (y != r) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "%a", v);
      mm.add(std::string("bf16_from_double(") + buf + "): model " + h16(y) + ", host " + h16(r));
    }
    checked++;
  };
  for (int i = 0; i < fptest::kRandomPairs; i++) {
    const uint64_t r = rng();
    const int e = int(r % 300) - 150;
    const double m = 1.0 + double((r >> 12) & ((uint64_t(1) << 52) - 1)) * 0x1p-52;
    const double v = std::ldexp(m, e) * ((r >> 11) & 1 ? -1.0 : 1.0);
    check_d(v);
    check_d(std::ldexp(1.0 + double((r >> 20) & 127) / 128 + 0x1p-8, e));  // exact tie
  }
  for (double v : {0.0, -0.0, HUGE_VAL, -HUGE_VAL, std::nan(""), 0x1p-1074, 0x1.fffffffffffffp1023,
                   0x1.ff8p127, 0x1.ff7ffffffp127, 0x1.ff8p-127, 0x1.ff7fffffp-127})
    check_d(v);
  // For every normal fp32 value both conversions round identically.
  for (int i = 0; i < fptest::kRandomPairs; i++) {
    const uint32_t a = uint32_t(rng());
    if (((a >> 23) & 0xFFu) == 0 || ((a >> 23) & 0xFFu) == 0xFFu) continue;
    if (bf16_from_double(double(f32_from_bits(a))) != f32_to_bf16(a)) mm.add("bf16_from_double != f32_to_bf16 at " + h32(a));
    checked++;
  }
  mm.report("conversions vs host", checked);
}

TEST_CASE("fp.model bf16 add sub max min vs host IEEE") {
  Mismatches mm;
  uint64_t checked = 0;
  auto check = [&](uint16_t a, uint16_t b) {
    const uint16_t ra = ref_f32_to_bf16(ref_f32_add(bf16_to_f32(a), bf16_to_f32(b)));
    const uint16_t rs = ref_f32_to_bf16(ref_f32_add(bf16_to_f32(a), bf16_to_f32(b) ^ 0x80000000u));
    const uint16_t rmax = ref_maxmin(a, b, true), rmin = ref_maxmin(a, b, false);
    const uint16_t ya = bf16_add(a, b), ys = bf16_sub(a, b), ymax = bf16_max(a, b), ymin = bf16_min(a, b);
    const std::string args = "(" + h16(a) + ", " + h16(b) + ")";
    if (ya != ra) mm.add("bf16_add" + args + ": model " + h16(ya) + ", host " + h16(ra));
    if (ys != rs) mm.add("bf16_sub" + args + ": model " + h16(ys) + ", host " + h16(rs));
    if (ymax != rmax) mm.add("bf16_max" + args + ": model " + h16(ymax) + ", host " + h16(rmax));
    if (ymin != rmin) mm.add("bf16_min" + args + ": model " + h16(ymin) + ", host " + h16(rmin));
    checked += 4;
  };
  const auto corners = fptest::bf16_corners();
  for (uint16_t a : corners)
    for (uint16_t b : corners) check(a, b);
  fptest::Bf16PairGen gen(fptest::kSeed + 3);
  for (int i = 0; i < fptest::kRandomPairs; i++) {
    uint16_t a, b;
    gen.next(a, b);
    check(a, b);
  }
  mm.report("bf16 add/sub/max/min vs host", checked);
}
