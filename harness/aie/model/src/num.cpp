// Bit-exact arithmetic models of the aie tile (see kc/aie_num.h and docs/isa/aie.md, Numerics).
#include <cmath>
#include <cstring>

#include "aie_isa_table.h"
#include "kc/aie_num.h"

namespace kc::aie::num {

float f32(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

std::uint32_t bits(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

namespace {
bool f32_is_nan(std::uint32_t u) { return (u & 0x7F800000u) == 0x7F800000u && (u & 0x007FFFFFu) != 0; }
std::uint32_t canon(std::uint32_t u) { return f32_is_nan(u) ? kF32NaN : u; }
}  // namespace

bool bf16_is_nan(std::uint16_t b) { return (b & 0x7F80u) == 0x7F80u && (b & 0x7Fu) != 0; }

std::uint16_t f32_to_bf16(std::uint32_t u) {
  if (f32_is_nan(u)) return kBf16NaN;
  return std::uint16_t((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
}

std::uint16_t bf16_from_double(double v) {
  if (std::isnan(v)) return kBf16NaN;
  const std::uint16_t sign = std::signbit(v) ? 0x8000u : 0u;
  v = std::fabs(v);
  if (v == 0) return sign;
  if (std::isinf(v)) return sign | 0x7F80u;
  int e = std::ilogb(v);
  if (e < -126) e = -126;                         // bf16 subnormals share the quantum 2^-133
  const double q = std::ldexp(1.0, e - 7);        // the bf16 quantum at this binade
  const double m = std::nearbyint(v / q);         // exact division by a power of two; ties to even
  const double r = m * q;
  if (r >= std::ldexp(1.0, 128)) return sign | 0x7F80u;
  return std::uint16_t(sign | (bits(float(r)) >> 16));  // r is a bf16 value, so float(r) is exact
}

std::uint32_t f32_add(std::uint32_t a, std::uint32_t b) {
  const float r = f32(a) + f32(b);
  return canon(bits(r));
}
std::uint32_t f32_sub(std::uint32_t a, std::uint32_t b) {
  const float r = f32(a) - f32(b);
  return canon(bits(r));
}
std::uint32_t f32_mul(std::uint32_t a, std::uint32_t b) {
  const float r = f32(a) * f32(b);
  return canon(bits(r));
}

std::uint16_t bf16_add(std::uint16_t a, std::uint16_t b) { return f32_to_bf16(f32_add(bf16_to_f32(a), bf16_to_f32(b))); }
std::uint16_t bf16_sub(std::uint16_t a, std::uint16_t b) { return f32_to_bf16(f32_sub(bf16_to_f32(a), bf16_to_f32(b))); }

namespace {
// Total order key of a non-NaN bf16 with -0 < +0.
int key(std::uint16_t b) { return (b & 0x8000u) ? -int(b & 0x7FFFu) - 1 : int(b); }
}  // namespace

std::uint16_t bf16_min(std::uint16_t a, std::uint16_t b) {
  if (bf16_is_nan(a) || bf16_is_nan(b)) return kBf16NaN;
  return key(a) <= key(b) ? a : b;
}
std::uint16_t bf16_max(std::uint16_t a, std::uint16_t b) {
  if (bf16_is_nan(a) || bf16_is_nan(b)) return kBf16NaN;
  return key(a) >= key(b) ? a : b;
}
bool bf16_lt(std::uint16_t a, std::uint16_t b) { return f32(bf16_to_f32(a)) < f32(bf16_to_f32(b)); }
bool bf16_le(std::uint16_t a, std::uint16_t b) { return f32(bf16_to_f32(a)) <= f32(bf16_to_f32(b)); }
bool bf16_eq(std::uint16_t a, std::uint16_t b) { return f32(bf16_to_f32(a)) == f32(bf16_to_f32(b)); }

void mmul_i8(const std::int8_t a[32], const std::int8_t b[64], std::int32_t c[32], bool accumulate) {
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j) {
      std::uint32_t s = accumulate ? std::uint32_t(c[8 * i + j]) : 0u;
      for (int k = 0; k < 8; ++k) s += std::uint32_t(std::int32_t(a[8 * i + k]) * std::int32_t(b[8 * k + j]));
      c[8 * i + j] = std::int32_t(s);
    }
}

void mmul_bf16(const std::uint16_t a[32], const std::uint16_t b[32], std::uint32_t c[16], bool accumulate) {
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      std::uint32_t p[8];
      for (int k = 0; k < 8; ++k) p[k] = f32_mul(bf16_to_f32(a[8 * i + k]), bf16_to_f32(b[4 * k + j]));
      const std::uint32_t s01 = f32_add(p[0], p[1]), s23 = f32_add(p[2], p[3]);
      const std::uint32_t s45 = f32_add(p[4], p[5]), s67 = f32_add(p[6], p[7]);
      const std::uint32_t s = f32_add(f32_add(s01, s23), f32_add(s45, s67));
      c[4 * i + j] = accumulate ? f32_add(c[4 * i + j], s) : s;
    }
}

std::uint32_t emac_bf16(std::uint32_t acc, std::uint16_t a, std::uint16_t b, bool accumulate) {
  const std::uint32_t p = f32_mul(bf16_to_f32(a), bf16_to_f32(b));
  return accumulate ? f32_add(acc, p) : p;
}

std::int32_t srs(std::int32_t x, unsigned sh, Rnd mode, unsigned bits_) {
  const std::int64_t v = x;
  std::int64_t q = v >> sh;  // floor
  if (sh > 0) {
    const std::int64_t rem = v - q * (std::int64_t(1) << sh);  // 0 .. 2^sh - 1 (q may be negative: no shift)
    const std::int64_t half = std::int64_t(1) << (sh - 1);
    switch (mode) {
      case Rnd::floor: break;
      case Rnd::up: q += rem >= half; break;
      case Rnd::away: q += rem > half || (rem == half && v >= 0); break;
      case Rnd::even: q += rem > half || (rem == half && (q & 1)); break;
    }
  }
  const std::int64_t hi = (std::int64_t(1) << (bits_ - 1)) - 1, lo = -hi - 1;
  return std::int32_t(q > hi ? hi : (q < lo ? lo : q));
}

std::int32_t ups(std::int32_t x, unsigned sh) { return std::int32_t(std::uint32_t(x) << sh); }

std::uint16_t exp2_bf16(std::uint16_t xb) {
  if (bf16_is_nan(xb)) return kBf16NaN;
  const float x = f32(bf16_to_f32(xb));
  if (x >= 128.0f) return 0x7F80u;
  if (x < -134.0f) return 0;
  if (std::fabs(x) < 0x1p-16f) return 0x3F80u;  // 2^x rounds to 1; x - floor(x) would not be exact
  const float n = std::floor(x);
  const float f = x - n;  // exact
  const unsigned B = isa::kExp2TableBits;
  const unsigned j = unsigned(f * float(1u << B));  // exact scaling; truncation = floor (f >= 0)
  const float r = f - float(j) / float(1u << B);     // exact
  const std::uint32_t t = isa::kExp2Table[j];
  std::uint32_t p = f32_mul(isa::kExp2C2, bits(r));
  p = f32_add(p, isa::kExp2C1);
  p = f32_mul(p, bits(r));
  const std::uint32_t q = f32_mul(t, p);
  const std::uint32_t y = f32_add(t, q);
  return bf16_from_double(std::ldexp(double(f32(y)), int(n)));  // exact scaling, one rounding
}

std::uint16_t rcp_bf16(std::uint16_t xb) {
  if (bf16_is_nan(xb)) return kBf16NaN;
  const std::uint16_t sign = xb & 0x8000u;
  if ((xb & 0x7FFFu) == 0) return sign | 0x7F80u;
  if ((xb & 0x7FFFu) == 0x7F80u) return sign;
  int e;
  const double fr = std::frexp(std::fabs(double(f32(bf16_to_f32(xb)))), &e);  // fr in [0.5, 1)
  const float m = float(fr * 2.0);  // [1, 2), exact (8 significant bits)
  e -= 1;
  const unsigned B = isa::kRcpTableBits;
  const unsigned j = unsigned((m - 1.0f) * float(1u << B));
  const std::uint32_t y0 = isa::kRcpTable[j];
  std::uint32_t h = f32_mul(bits(m), y0);
  h = f32_sub(bits(2.0f), h);
  const std::uint32_t y = f32_mul(y0, h);
  const double v = std::ldexp(double(f32(y)), -e);
  return std::uint16_t(sign | bf16_from_double(v));
}

std::uint16_t rsqrt_bf16(std::uint16_t xb) {
  if (bf16_is_nan(xb)) return kBf16NaN;
  if ((xb & 0x7FFFu) == 0) return std::uint16_t((xb & 0x8000u) | 0x7F80u);  // +-0 -> +-inf
  if (xb & 0x8000u) return kBf16NaN;                                        // x < 0, -inf
  if (xb == 0x7F80u) return 0;                                              // +inf -> +0
  int e;
  const double fr = std::frexp(double(f32(bf16_to_f32(xb))), &e);  // fr in [0.5, 1)
  const float m = float(fr * 2.0);                                 // [1, 2), exact
  e -= 1;
  const int p = e & 1;                      // parity (two's complement: also for e < 0)
  const int k = -((e - p) / 2);             // 1/sqrt(x) = 1/sqrt(m * 2^p) * 2^k, e - p even
  const float mp = p ? 2.0f * m : m;        // m' in [1, 4), exact
  const unsigned B = isa::kRsqrtTableBits;
  const unsigned j = (unsigned(p) << B) + unsigned((m - 1.0f) * float(1u << B));
  const std::uint32_t y0 = isa::kRsqrtTable[j], q = isa::kRsqrtSqTable[j];
  const std::uint32_t m1 = f32_mul(bits(mp), q);            // m' * y0^2, ~1
  const std::uint32_t a1 = f32_sub(bits(1.0f), m1);         // exact (m1 in [0.5, 2])
  const std::uint32_t m2 = f32_mul(a1, bits(0.5f * f32(y0)));  // y0 / 2 exact
  const std::uint32_t y = f32_add(y0, m2);                  // y0 * (1 + (1 - m' y0^2) / 2)
  return bf16_from_double(std::ldexp(double(f32(y)), k));
}

}  // namespace kc::aie::num
