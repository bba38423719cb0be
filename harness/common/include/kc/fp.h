// kc/fp.h: bit-exact C++ model of the KernelCraft floating-point operators.
//
// docs/numerics.md is the contract; the RTL in rtl/common/ implements the same rules and the
// tests in tests/fp/ prove the two agree bit for bit. Values are passed as bit patterns
// (uint32_t = fp32, uint16_t = bf16). Shared rules of every operator: denormal inputs are zero
// (DAZ), results below 2^-126 after rounding with an unbounded exponent flush to a zero of the
// result's sign (FTZ), round to nearest even, overflow to infinity, canonical NaN (fp32
// 0x7FC00000, bf16 0x7FC0) for any NaN result. All functions are plain integer code with no
// allocation; they are safe to call from any thread.
#pragma once

#include <cstdint>
#include <cstring>

namespace kc::fp {

constexpr uint32_t kF32QNaN = 0x7FC00000u;  // canonical fp32 NaN
constexpr uint16_t kBf16QNaN = 0x7FC0u;     // canonical bf16 NaN

// ----- conversions and helpers ----------------------------------------------------------------

// bf16 -> fp32 bit pattern: exact (16 zero bits appended; no DAZ, NaN payload kept).
inline uint32_t bf16_to_f32(uint16_t a) { return uint32_t(a) << 16; }

// fp32 -> bf16: DAZ, then round to 8 significant bits (RNE), overflow to inf, canonical NaN.
uint16_t f32_to_bf16(uint32_t a);

// fp32 bit pattern -> float and back (memcpy; no value change).
inline float f32_from_bits(uint32_t b) {
  float f;
  std::memcpy(&f, &b, sizeof f);
  return f;
}
inline uint32_t f32_bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

// The exact value of a bf16 encoding as a double (subnormal encodings keep their value, no DAZ;
// any NaN gives a quiet NaN). For comparing hardware results against fp64 references.
double bf16_to_double(uint16_t a);

// double -> bf16, a single rounding: RNE to 8 significant bits with an unbounded exponent, then
// FTZ (below 2^-126 -> signed zero), overflow to signed inf, NaN -> 0x7FC0. Rounds fp64 test
// inputs to what the hardware can hold.
uint16_t bf16_from_double(double v);

// True if the bf16 pattern is a NaN (exponent all ones, fraction nonzero).
inline bool bf16_is_nan(uint16_t a) { return (a & 0x7FFFu) > 0x7F80u; }

// ----- fp32 arithmetic ------------------------------------------------------------------------

// a + b, exact sum rounded once (RNE); inf - inf = NaN; x + (-x) = +0; (-0) + (-0) = -0.
uint32_t f32_add(uint32_t a, uint32_t b);

// a - b = f32_add(a, b with its sign bit flipped).
inline uint32_t f32_sub(uint32_t a, uint32_t b) { return f32_add(a, b ^ 0x80000000u); }

// bf16 x bf16 -> fp32 exact product (16-bit significand fits), DAZ/FTZ/overflow, 0 x inf = NaN,
// sign = XOR of the signs (also for zeros and infinities).
uint32_t f32_mul_bf16(uint16_t a, uint16_t b);

// ----- bf16 arithmetic ------------------------------------------------------------------------

// bf16 a + b = f32_to_bf16(f32_add(a, b)) (sum rounded to fp32, then to bf16).
inline uint16_t bf16_add(uint16_t a, uint16_t b) { return f32_to_bf16(f32_add(bf16_to_f32(a), bf16_to_f32(b))); }

// bf16 a - b = f32_to_bf16(f32_sub(a, b)).
inline uint16_t bf16_sub(uint16_t a, uint16_t b) { return f32_to_bf16(f32_sub(bf16_to_f32(a), bf16_to_f32(b))); }

// bf16 a * b = f32_to_bf16(f32_mul_bf16(a, b)): one rounding of the exact product, except that
// products below 2^-126 are flushed by the fp32 stage before they could round up to 2^-126.
inline uint16_t bf16_mul(uint16_t a, uint16_t b) { return f32_to_bf16(f32_mul_bf16(a, b)); }

// After DAZ, the larger of a and b with -0 < +0; NaN if either input is NaN.
uint16_t bf16_max(uint16_t a, uint16_t b);

// After DAZ, the smaller of a and b with -0 < +0; NaN if either input is NaN.
uint16_t bf16_min(uint16_t a, uint16_t b);

// e^x by the fixed-point table algorithm of docs/numerics.md (x clamped to [-88, 88], so
// +inf -> e^88 and -inf -> +0); error <= 0.5 ulp + 2^-13 relative (measured in tests/fp).
uint16_t bf16_exp(uint16_t x);

// 1/x correctly rounded; 1/(+-0) = +-inf, 1/(+-inf) = +-0, results below 2^-126 flush to zero.
uint16_t bf16_recip(uint16_t x);

// sqrt(x) correctly rounded; sqrt(-0) = -0, sqrt(+inf) = +inf, sqrt(x < 0) = NaN.
uint16_t bf16_sqrt(uint16_t x);

namespace detail {

// The exp algorithm before its final rounding: for a non-NaN x, sets n and m such that the
// pre-rounding result is m * 2^(n - 23) with m in [2^23, 2^24), and returns true; returns false
// (n, m untouched) for a NaN. Exposed so tests can bound the table/interpolation error alone.
bool bf16_exp_unrounded(uint16_t x, int& n, uint32_t& m);

}  // namespace detail

}  // namespace kc::fp
