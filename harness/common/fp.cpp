// fp.cpp: bit-exact model of the floating-point operators (contract: docs/numerics.md).
//
// The arithmetic is written from the contract, not transcribed from the RTL: the adder keeps 39
// guard bits in 64-bit integers (the RTL keeps 3), so agreement between the two is evidence
// about both. The table-driven operators (exp, recip, sqrt) share their tables with the RTL
// through kc::fp::fp_rom().
#include "kc/fp.h"

#include <cstring>

#include "kc/fp_rom.h"

namespace kc::fp {
namespace {

constexpr uint32_t kF32SignBit = 0x80000000u;
constexpr uint32_t kF32Inf = 0x7F800000u;
constexpr uint16_t kBf16Inf = 0x7F80u;
constexpr uint16_t kBf16Exp88 = 0x42B0u;  // 88.0 = 1.375 * 2^6, the exp clamp bound

inline int clz64(uint64_t v) { return __builtin_clzll(v); }  // v != 0

// Flushes a bf16 denormal to a zero of its sign (DAZ); other patterns are returned unchanged.
inline uint16_t bf16_daz(uint16_t a) { return (a & 0x7F80u) == 0 ? uint16_t(a & 0x8000u) : a; }

// Total-order key of a non-NaN bf16: -inf < ... < -0 < +0 < ... < +inf.
inline uint16_t bf16_order_key(uint16_t a) { return (a & 0x8000u) ? uint16_t(~a) : uint16_t(a | 0x8000u); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// Conversions
// ---------------------------------------------------------------------------------------------
uint16_t f32_to_bf16(uint32_t a) {
  const uint32_t e = (a >> 23) & 0xFFu;
  if (e == 0) return uint16_t((a >> 16) & 0x8000u);                  // zero or DAZ
  if (e == 0xFFu) return (a & 0x7FFFFFu) ? kBf16QNaN : uint16_t(a >> 16);  // NaN or inf
  // RNE at bit 16: add just under half, plus one more when the kept LSB is odd. A carry out of
  // the fraction bumps the exponent, which is the right result (up to and including inf).
  // The input is normal, so the result is >= 2^-126: FTZ cannot apply here.
  return uint16_t((a + 0x7FFFu + ((a >> 16) & 1u)) >> 16);
}

double bf16_to_double(uint16_t a) {
  return double(f32_from_bits(bf16_to_f32(a)));  // exact, NaN stays NaN (quiet after widening)
}

uint16_t bf16_from_double(double v) {
  uint64_t b;
  std::memcpy(&b, &v, sizeof b);
  const uint16_t s = uint16_t((b >> 48) & 0x8000u);
  const int e11 = int((b >> 52) & 0x7FF);
  const uint64_t frac = b & ((uint64_t(1) << 52) - 1);
  if (e11 == 0x7FF) return frac ? kBf16QNaN : uint16_t(s | kBf16Inf);
  if (e11 == 0) return s;  // zero, or an fp64 subnormal (far below 2^-126)
  // 53-bit significand -> 8 bits, RNE on the 45 discarded bits, exponent unbounded.
  uint64_t q = ((uint64_t(1) << 52) | frac) >> 45;
  const uint64_t rem = frac & ((uint64_t(1) << 45) - 1);
  const uint64_t half = uint64_t(1) << 44;
  int e = e11 - 1023;
  if (rem > half || (rem == half && (q & 1))) q++;
  if (q == 256) {
    q = 128;
    e++;
  }
  if (e < -126) return s;                           // FTZ (tininess after rounding)
  if (e > 127) return uint16_t(s | kBf16Inf);       // overflow
  return uint16_t(s | uint16_t((e + 127) << 7) | uint16_t(q & 127));
}

// ---------------------------------------------------------------------------------------------
// fp32 addition
// ---------------------------------------------------------------------------------------------
uint32_t f32_add(uint32_t a, uint32_t b) {
  uint32_t ea = (a >> 23) & 0xFFu, eb = (b >> 23) & 0xFFu;
  const uint32_t fa = a & 0x7FFFFFu, fb = b & 0x7FFFFFu;
  // Specials: NaN, infinities, zeros (DAZ makes every exponent-0 input a zero).
  if ((ea == 0xFFu && fa) || (eb == 0xFFu && fb)) return kF32QNaN;
  if (ea == 0xFFu && eb == 0xFFu) return ((a ^ b) & kF32SignBit) ? kF32QNaN : a;
  if (ea == 0xFFu) return a;
  if (eb == 0xFFu) return b;
  if (ea == 0 && eb == 0) return a & b & kF32SignBit;  // -0 only if both are -0
  if (ea == 0) return b;  // x + 0 = x exactly (x is normal)
  if (eb == 0) return a;

  // Both normal. Order by magnitude so that |a| >= |b|; the result takes a's sign.
  if ((a & 0x7FFFFFFFu) < (b & 0x7FFFFFFFu)) {
    const uint32_t t = a;
    a = b;
    b = t;
    const uint32_t te = ea;
    ea = eb;
    eb = te;
  }
  const uint32_t sign = a & kF32SignBit;
  const uint32_t d = ea - eb;
  // Significands with 39 guard bits: A, B occupy bits 39..62. B is aligned exactly while
  // d <= 39; beyond, B < 2^-16 ulp(A) and only its being nonzero matters, kept as B = 1.
  const uint64_t A = uint64_t(0x800000u | (a & 0x7FFFFFu)) << 39;
  uint64_t B = uint64_t(0x800000u | (b & 0x7FFFFFu)) << 39;
  B = d >= 40 ? 1 : B >> d;
  const uint64_t S = ((a ^ b) & kF32SignBit) ? A - B : A + B;
  if (S == 0) return 0;  // exact cancellation: +0

  // Normalise to a 24-bit significand q and round to nearest even (exponent unbounded).
  const int msb = 63 - clz64(S);
  int shift = msb - 23;  // >= 16: the smallest nonzero difference is 2^39
  uint64_t q = S >> shift;
  const uint64_t rem = S & ((uint64_t(1) << shift) - 1);
  const uint64_t half = uint64_t(1) << (shift - 1);
  if (rem > half || (rem == half && (q & 1))) q++;
  if (q == (uint64_t(1) << 24)) {
    q >>= 1;
    shift++;
  }
  // value = q * 2^(shift + ea - 189) = (q / 2^23) * 2^(biased - 127), biased = shift + ea - 39.
  const int biased = shift + int(ea) - 39;
  if (biased <= 0) return sign;             // FTZ
  if (biased >= 255) return sign | kF32Inf;  // overflow
  return sign | (uint32_t(biased) << 23) | uint32_t(q & 0x7FFFFFu);
}

// ---------------------------------------------------------------------------------------------
// bf16 x bf16 -> fp32
// ---------------------------------------------------------------------------------------------
uint32_t f32_mul_bf16(uint16_t a, uint16_t b) {
  const uint32_t ea = (a >> 7) & 0xFFu, eb = (b >> 7) & 0xFFu;
  const uint32_t fa = a & 127u, fb = b & 127u;
  const uint32_t sign = (uint32_t(a ^ b) & 0x8000u) << 16;
  if ((ea == 0xFFu && fa) || (eb == 0xFFu && fb)) return kF32QNaN;
  const bool inf_a = ea == 0xFFu, inf_b = eb == 0xFFu, zero_a = ea == 0, zero_b = eb == 0;
  if ((inf_a && zero_b) || (inf_b && zero_a)) return kF32QNaN;  // 0 x inf
  if (inf_a || inf_b) return sign | kF32Inf;
  if (zero_a || zero_b) return sign;
  // 8 x 8 significand bits: p in [2^14, 2^16) with 14 fraction bits; exact in fp32.
  const uint32_t p = (128u | fa) * (128u | fb);
  int biased = int(ea + eb) - 127;
  uint32_t frac;
  if (p & 0x8000u) {
    biased++;
    frac = (p & 0x7FFFu) << 8;
  } else {
    frac = (p & 0x3FFFu) << 9;
  }
  if (biased <= 0) return sign;             // FTZ
  if (biased >= 255) return sign | kF32Inf;  // overflow
  return sign | (uint32_t(biased) << 23) | frac;
}

// ---------------------------------------------------------------------------------------------
// max / min
// ---------------------------------------------------------------------------------------------
uint16_t bf16_max(uint16_t a, uint16_t b) {
  if (bf16_is_nan(a) || bf16_is_nan(b)) return kBf16QNaN;
  a = bf16_daz(a);
  b = bf16_daz(b);
  return bf16_order_key(a) >= bf16_order_key(b) ? a : b;
}

uint16_t bf16_min(uint16_t a, uint16_t b) {
  if (bf16_is_nan(a) || bf16_is_nan(b)) return kBf16QNaN;
  a = bf16_daz(a);
  b = bf16_daz(b);
  return bf16_order_key(a) <= bf16_order_key(b) ? a : b;
}

// ---------------------------------------------------------------------------------------------
// exp
// ---------------------------------------------------------------------------------------------
bool detail::bf16_exp_unrounded(uint16_t x, int& n, uint32_t& m) {
  if (bf16_is_nan(x)) return false;
  const FpRom& rom = fp_rom();
  // 1. DAZ, clamp |x| to 88 (inf included).
  uint16_t mag = uint16_t(x & 0x7FFFu);
  if ((mag & 0x7F80u) == 0) mag = 0;
  if (mag > kBf16Exp88) mag = kBf16Exp88;
  // 2. X = x with 24 fraction bits, magnitude truncated: m8 * 2^(E - 110) = (m8 << 23) >> (133 - E).
  int64_t X = 0;
  if (mag != 0) {
    const int e8 = mag >> 7;
    const int sh = 133 - e8;  // >= 0 thanks to the clamp
    X = sh >= 31 ? 0 : int64_t((uint64_t(128u | (mag & 127u)) << 23) >> sh);
  }
  if (x & 0x8000u) X = -X;
  // 3. T = floor(X * L / 2^24): |X * L| < 2^56.
  const int64_t P = X * int64_t(rom.log2e);
  const int64_t T = P >= 0 ? P / (int64_t(1) << 24) : -((-P + (int64_t(1) << 24) - 1) / (int64_t(1) << 24));
  // 4. n = floor(T), f = T - n (24 fraction bits; the unsigned conversion is modulo 2^64).
  const uint32_t f = uint32_t(uint64_t(T) & 0xFFFFFFu);
  n = int((T - int64_t(f)) / (int64_t(1) << 24));
  // 5. m = E[i] + floor((E[i+1] - E[i]) * r / 2^18), i = f[23:18], r = f[17:0].
  const uint32_t i = f >> 18, r = f & 0x3FFFFu;
  const uint32_t e0 = rom.exp2[i], e1 = rom.exp2[i + 1];
  m = e0 + uint32_t((uint64_t(e1 - e0) * r) >> 18);
  return true;
}

uint16_t bf16_exp(uint16_t x) {
  int n;
  uint32_t m;
  if (!detail::bf16_exp_unrounded(x, n, m)) return kBf16QNaN;
  // 6. Round m * 2^(n-23) to 8 significant bits: m[15] is the round bit, m[14:0] the sticky.
  uint32_t hi = m >> 16;
  const bool round = (m >> 15) & 1u, sticky = (m & 0x7FFFu) != 0;
  if (round && (sticky || (hi & 1u))) hi++;
  int biased = n + 127;
  if (hi == 256) {
    hi = 128;
    biased++;
  }
  if (biased <= 0) return 0;  // FTZ (the result is positive); n <= 126 so no overflow
  return uint16_t((biased << 7) | int(hi & 127u));
}

// ---------------------------------------------------------------------------------------------
// reciprocal and square root
// ---------------------------------------------------------------------------------------------
uint16_t bf16_recip(uint16_t x) {
  const uint16_t s = uint16_t(x & 0x8000u);
  const int e8 = (x >> 7) & 0xFF;
  const uint32_t f = x & 127u;
  if (e8 == 0xFF) return f ? kBf16QNaN : s;  // 1/NaN, 1/inf = 0
  if (e8 == 0) return uint16_t(s | kBf16Inf);  // 1/0 = inf (DAZ)
  // 1/(1.f * 2^e) = (2/1.f) * 2^(-e-1); the table gives 2/1.f rounded, with a carry for f = 0.
  const uint8_t t = fp_rom().recip[f];
  const int biased = 253 - e8 + (t >> 7);
  if (biased <= 0) return s;  // FTZ
  return uint16_t(s | (biased << 7) | (t & 127));
}

uint16_t bf16_sqrt(uint16_t x) {
  const uint16_t s = uint16_t(x & 0x8000u);
  const int e8 = (x >> 7) & 0xFF;
  const uint32_t f = x & 127u;
  if (bf16_is_nan(x)) return kBf16QNaN;
  if (e8 == 0) return s;                // sqrt(+-0) = +-0 (DAZ)
  if (s) return kBf16QNaN;              // negative, -inf included
  if (e8 == 0xFF) return kBf16Inf;      // sqrt(+inf)
  // Odd unbiased exponent (even biased): sqrt(2 * 1.f) * 2^((e-1)/2); even: sqrt(1.f) * 2^(e/2).
  const uint32_t odd = (e8 & 1) ? 0u : 1u;
  const uint8_t t = fp_rom().sqrt[(odd << 7) | f];
  const int biased = ((e8 + 127) >> 1) + (t >> 7);
  return uint16_t((biased << 7) | (t & 127));
}

}  // namespace kc::fp
