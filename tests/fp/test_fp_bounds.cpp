// test_fp_bounds.cpp: exhaustive accuracy of the model's unary bf16 operators against long
// double references (64-bit significand, far more precise than the bounds checked).
//
// Error unit: ulp(f) = 2^(floor(log2|f|) - 7), the bf16 spacing of the binade that holds the
// EXACT value f, with an unbounded exponent. With this choice "correctly rounded" is exactly
// "|y - f| <= 0.5 ulp(f)" on both sides of a power of two: just below 2^k the finer spacing of
// the lower binade applies, just above it the coarser one. FTZ: the unbounded-exponent rounding
// of f is below 2^-126 iff |f| < 2^-126 - 2^-135; those results must be zeros.
#include <cmath>
#include <cstdio>

#include "fp_test_util.h"
#include "kc/fp.h"

using namespace kc::fp;
using fptest::h16;
using fptest::Mismatches;

namespace {

constexpr long double kMinNormal = 0x1p-126L;
constexpr long double kFtzLimit = 0x1p-126L - 0x1p-135L;  // |f| below this rounds below 2^-126

// The contract's pre-rounding bound of exp (docs/numerics.md): relative error < 2^-13.
constexpr long double kExpPreRoundBound = 0x1p-13L;

long double ulp_of(long double f) {
  int e;
  std::frexp(std::fabs(f), &e);  // |f| = m 2^e, m in [0.5, 1): binade 2^(e-1)
  return std::ldexp(1.0L, e - 1 - 7);
}

long double ulp_error(uint16_t y, long double f) { return std::fabs((long double)bf16_to_double(y) - f) / ulp_of(f); }

// x after DAZ, as the operators see it.
long double input_value(uint16_t x) {
  if ((x & 0x7F80u) == 0) return (x & 0x8000u) ? -0.0L : 0.0L;
  return (long double)bf16_to_double(x);
}

// Correct rounding of f (finite, > 0) to bf16 with an unbounded exponent, then FTZ.
uint16_t round_bf16_ld(long double f) {
  int e;
  const long double m = std::frexp(f, &e);
  const long double q = std::nearbyint(std::ldexp(m, 8));
  const long double r = std::ldexp(q, e - 8);
  if (r < kMinNormal) return 0;
  return f32_to_bf16(f32_bits(float(r)));  // r has 8 significant bits: exact
}

std::string fmt_ld(long double v) {
  char b[64];
  std::snprintf(b, sizeof b, "%.10Lg", v);
  return b;
}

// Shared check of a correctly rounded unary operator over all 65,536 inputs. `ref` returns the
// exact result of a finite nonzero input; `op` is the model; specials are checked by the caller.
template <class Op, class Ref>
long double check_correctly_rounded(const char* name, Op op, Ref ref, Mismatches& mm, uint64_t& checked) {
  long double max_err = 0;
  for (uint32_t xi = 0; xi < 65536; xi++) {
    const uint16_t x = uint16_t(xi);
    if (bf16_is_nan(x) || (x & 0x7F80u) == 0 || (x & 0x7FFFu) == 0x7F80u) continue;
    const long double f = ref(input_value(x));
    if (std::isnan(f)) continue;  // sqrt of a negative: checked by the caller
    const uint16_t y = op(x);
    checked++;
    const bool neg = std::signbit(f);
    if (std::fabs(f) < kFtzLimit) {
      if (y != (neg ? 0x8000u : 0u)) mm.add(std::string(name) + "(" + h16(x) + ") = " + h16(y) + ", expected a flushed zero");
      continue;
    }
    const long double err = ulp_error(y, f);
    if (((y & 0x8000u) != 0) != neg || (y & 0x7FFFu) == 0 || err > 0.5L) {
      mm.add(std::string(name) + "(" + h16(x) + ") = " + h16(y) + ", exact " + fmt_ld(f) + ", error " + fmt_ld(err) + " ulp");
    }
    if (err > max_err) max_err = err;
  }
  return max_err;
}

}  // namespace

TEST_CASE("fp.model recip exhaustive correctly rounded vs fp64") {
  Mismatches mm;
  uint64_t checked = 0;
  const long double max_err =
      check_correctly_rounded("bf16_recip", bf16_recip, [](long double v) { return 1.0L / v; }, mm, checked);
  // Specials: zeros (and denormals) -> inf, inf -> zero, NaN -> NaN.
  for (uint32_t xi = 0; xi < 65536; xi++) {
    const uint16_t x = uint16_t(xi), s = uint16_t(x & 0x8000u), y = bf16_recip(x);
    uint16_t want = 0xFFFF;
    if (bf16_is_nan(x)) want = kBf16QNaN;
    else if ((x & 0x7F80u) == 0) want = uint16_t(s | 0x7F80u);
    else if ((x & 0x7FFFu) == 0x7F80u) want = s;
    if (want != 0xFFFF && y != want) mm.add("bf16_recip(" + h16(x) + ") = " + h16(y) + ", expected " + h16(want));
    checked++;
  }
  std::printf("bf16_recip: max error %.6Lf ulp over all finite inputs\n", max_err);
  CHECK(max_err < 0.5L);  // the table has no ties, so strictly below
  mm.report("bf16_recip vs 1/x", checked);
}

TEST_CASE("fp.model sqrt exhaustive correctly rounded vs fp64") {
  Mismatches mm;
  uint64_t checked = 0;
  const long double max_err = check_correctly_rounded(
      "bf16_sqrt", bf16_sqrt, [](long double v) { return v < 0 ? NAN : std::sqrt(v); }, mm, checked);
  for (uint32_t xi = 0; xi < 65536; xi++) {
    const uint16_t x = uint16_t(xi), y = bf16_sqrt(x);
    uint16_t want = 0xFFFF;
    if (bf16_is_nan(x)) want = kBf16QNaN;
    else if ((x & 0x7F80u) == 0) want = uint16_t(x & 0x8000u);  // +-0 (DAZ)
    else if (x & 0x8000u) want = kBf16QNaN;                      // negative, -inf included
    else if (x == 0x7F80u) want = 0x7F80u;
    if (want != 0xFFFF && y != want) mm.add("bf16_sqrt(" + h16(x) + ") = " + h16(y) + ", expected " + h16(want));
    checked++;
  }
  std::printf("bf16_sqrt: max error %.6Lf ulp over all finite inputs\n", max_err);
  CHECK(max_err < 0.5L);
  mm.report("bf16_sqrt vs sqrt(x)", checked);
}

TEST_CASE("fp.model exp exhaustive pre-rounding error bound vs fp64") {
  // The significand m * 2^(n-23) before the final rounding, against e^x of the DAZ-ed,
  // clamped input: relative error below 2^-13 (contract), measured and printed.
  Mismatches mm;
  uint64_t checked = 0;
  long double max_rel = 0;
  uint16_t worst = 0;
  for (uint32_t xi = 0; xi < 65536; xi++) {
    const uint16_t x = uint16_t(xi);
    int n = 0;
    uint32_t m = 0;
    const bool ok = detail::bf16_exp_unrounded(x, n, m);
    if (bf16_is_nan(x)) {
      if (ok) mm.add("bf16_exp_unrounded(" + h16(x) + ") accepted a NaN");
      continue;
    }
    checked++;
    if (!ok || m < (1u << 23) || m >= (1u << 24) || n < -127 || n > 126) {
      mm.add("bf16_exp_unrounded(" + h16(x) + "): n = " + std::to_string(n) + ", m = " + fptest::h32(m) + " out of range");
      continue;
    }
    const long double xv = std::fmax(-88.0L, std::fmin(88.0L, input_value(x)));
    const long double f = std::exp(xv);
    const long double v = std::ldexp((long double)m, n - 23);
    const long double rel = std::fabs(v - f) / f;
    if (rel > max_rel) {
      max_rel = rel;
      worst = x;
    }
  }
  std::printf("bf16_exp: max pre-rounding relative error %.4Lg = 2^%.3Lf (at x = 0x%04X)\n", max_rel,
              std::log2(max_rel), worst);
  CHECK(max_rel < kExpPreRoundBound);
  mm.report("bf16_exp pre-rounding", checked);
}

TEST_CASE("fp.model exp exhaustive error bound vs fp64") {
  // Final results: |y - e^x| <= 0.5 ulp + (pre-rounding bound) * e^x <= (0.5 + 2^8 * 2^-13) ulp,
  // since e^x / ulp(e^x) < 2^8. Where y is not the correctly rounded value, e^x must lie within
  // the pre-rounding bound of the rounding tie between the two candidates.
  Mismatches mm;
  uint64_t checked = 0, not_cr = 0;
  long double max_err = 0;
  const long double ulp_bound = 0.5L + 256.0L * kExpPreRoundBound;
  for (uint32_t xi = 0; xi < 65536; xi++) {
    const uint16_t x = uint16_t(xi), y = bf16_exp(x);
    if (bf16_is_nan(x)) {
      if (y != kBf16QNaN) mm.add("bf16_exp(" + h16(x) + ") = " + h16(y) + ", expected NaN");
      continue;
    }
    checked++;
    const long double xv = std::fmax(-88.0L, std::fmin(88.0L, input_value(x)));
    const long double f = std::exp(xv);
    const std::string at = "bf16_exp(" + h16(x) + ") = " + h16(y) + ", e^x = " + fmt_ld(f);
    if (y & 0x8000u || (y & 0x7F80u) == 0x7F80u) {
      mm.add(at + ": negative, inf or NaN");
      continue;
    }
    if (y == 0) {  // FTZ: only if the pre-rounding value may round below 2^-126
      if (f * (1 - kExpPreRoundBound) >= kFtzLimit) mm.add(at + ": flushed although e^x >= 2^-126");
      continue;
    }
    if (f * (1 + kExpPreRoundBound) < kFtzLimit) mm.add(at + ": not flushed although e^x < 2^-126");
    const long double err = ulp_error(y, f);
    if (err > max_err) max_err = err;
    if (err > ulp_bound) mm.add(at + ": error " + fmt_ld(err) + " ulp");
    const uint16_t cr = round_bf16_ld(f);
    if (cr != y) {
      not_cr++;
      const long double tie = ((long double)bf16_to_double(cr) + (long double)bf16_to_double(y)) / 2;
      const bool adjacent = (cr > y ? cr - y : y - cr) == 1;
      if (!adjacent || std::fabs(f - tie) > kExpPreRoundBound * f) {
        mm.add(at + ": correctly rounded is " + h16(cr) + " and e^x is not near their tie");
      }
    }
  }
  std::printf("bf16_exp: max error %.6Lf ulp (bound %.6Lf); %llu of %llu results not correctly rounded\n",
              max_err, ulp_bound, (unsigned long long)not_cr, (unsigned long long)checked);
  CHECK(max_err <= ulp_bound);
  mm.report("bf16_exp vs e^x", checked);
}
