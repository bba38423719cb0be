// rv32_fp.cpp: IEEE 754-2019 binary32 as RISC-V F specifies it (contract: kc/rv32_fp.h).
//
// Written from the standard and the F chapter, with integer arithmetic only. Every rounded
// operation reduces to one exact (or "rounding-equivalent") value mag * 2^exp, mag an unsigned
// 128-bit integer, that a single rounder (round_pack) turns into a binary32 and its flags:
//   mul:  the 48-bit product of the significands, exact.
//   add, fma: the exact signed sum of two terms in a common fixed-point frame (sum_terms).
//   div:  an integer quotient with >= 57 bits plus a sticky bit for the remainder.
//   sqrt: an integer square root with >= 31 bits plus a sticky bit.
//   cvt.s.w[u]: the integer itself.
// A sticky bit is "jammed" into the least significant bit of mag: the rounder only ever looks
// at bits far above it, where the jammed value and the exact one round identically.
//
// This model is deliberately different in structure from the RTL (which keeps a 76-bit window
// and 3 guard bits): agreement between the two is evidence about both.
#include "kc/rv32_fp.h"

#include <algorithm>

namespace kc::rv32::fp {
namespace {

using u128 = unsigned __int128;
using i128 = __int128;

constexpr uint32_t kSign = 0x80000000u;
constexpr uint32_t kInf = 0x7F800000u;
constexpr uint32_t kMaxFinite = 0x7F7FFFFFu;
constexpr uint32_t kQuietBit = 0x00400000u;

bool is_nan(uint32_t a) { return (a & ~kSign) > kInf; }
bool is_snan(uint32_t a) { return is_nan(a) && !(a & kQuietBit); }
bool is_inf(uint32_t a) { return (a & ~kSign) == kInf; }
bool is_zero(uint32_t a) { return (a & ~kSign) == 0; }
bool sign_of(uint32_t a) { return (a & kSign) != 0; }
uint32_t signed_inf(bool s) { return (s ? kSign : 0u) | kInf; }
uint32_t signed_zero(bool s) { return s ? kSign : 0u; }

// A finite value as sig * 2^exp (sig < 2^24, not normalised for subnormals).
struct Finite {
  bool sign;
  uint32_t sig;
  int exp;
};
Finite unpack(uint32_t a) {
  const uint32_t e = (a >> 23) & 0xFFu, f = a & 0x7FFFFFu;
  if (e == 0) return {sign_of(a), f, -149};
  return {sign_of(a), f | 0x800000u, int(e) - 150};
}

int msb128(u128 v) {  // v != 0
  const uint64_t hi = uint64_t(v >> 64);
  return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll(uint64_t(v));
}

// Round-up decision for a kept magnitude with last bit `lsb`, first dropped bit `guard` and
// `sticky` = any further dropped bit.
bool round_up(Rm rm, bool sign, bool lsb, bool guard, bool sticky) {
  switch (rm) {
    case Rm::rtz: return false;
    case Rm::rdn: return sign && (guard || sticky);
    case Rm::rup: return !sign && (guard || sticky);
    case Rm::rmm: return guard;
    default: return guard && (sticky || lsb);  // rne (and out-of-contract values)
  }
}

// mag >> k with the first dropped bit and the OR of the others (k >= 1).
struct Split {
  u128 kept;
  bool guard, sticky;
};
Split split(u128 mag, int k) {
  if (k > 128) return {0, false, mag != 0};
  if (k == 128) return {0, (mag >> 127) != 0, (mag & ~(u128(1) << 127)) != 0};
  const u128 low = mag & ((u128(1) << k) - 1);
  const u128 half = u128(1) << (k - 1);
  return {mag >> k, (low & half) != 0, (low & (half - 1)) != 0};
}

// The binary32 nearest (per rm) to sign * mag * 2^exp, mag != 0, with its flags.
Res round_pack(bool sign, u128 mag, int exp, Rm rm) {
  const int top = msb128(mag) + exp;  // value in [2^top, 2^(top+1))
  // Position (exponent) of the result's last significand bit: 24 bits, but not below 2^-149.
  const int lsb_pos = top - 23 > -149 ? top - 23 : -149;
  const int k = lsb_pos - exp;  // dropped bits
  u128 q;
  bool guard = false, sticky = false;
  if (k <= 0) {
    q = mag << -k;  // exact; q < 2^24
  } else {
    const Split s = split(mag, k);
    q = s.kept;
    guard = s.guard;
    sticky = s.sticky;
  }
  const bool inexact = guard || sticky;
  q += round_up(rm, sign, (q & 1) != 0, guard, sticky) ? 1 : 0;
  // {biased exponent, fraction} = ((lsb_pos + 149) << 23) + q: a carry out of the fraction
  // moves to the exponent, a subnormal that rounds up to 2^-126 becomes the smallest normal.
  const u128 body = (u128(uint32_t(lsb_pos + 149)) << 23) + q;
  if (body >= kInf) {  // overflow: the rounded value (unbounded exponent) is >= 2^128
    const bool to_max = rm == Rm::rtz || (rm == Rm::rdn && !sign) || (rm == Rm::rup && sign);
    return {(sign ? kSign : 0u) | (to_max ? kMaxFinite : kInf), uint8_t(OF | NX)};
  }
  uint8_t flags = inexact ? NX : 0;
  if (inexact && top < -126) {
    // Tininess after rounding: round to 24 bits with an unbounded exponent; tiny unless that
    // reaches 2^-126 (only possible from top = -127).
    bool tiny = true;
    const int k24 = (top - 23) - exp;  // dropped bits at 24-bit precision
    if (top == -127 && k24 >= 1) {     // (k24 <= 0: exact at 24 bits, so below 2^-126)
      const Split s = split(mag, k24);
      const u128 q24 = s.kept + (round_up(rm, sign, (s.kept & 1) != 0, s.guard, s.sticky) ? 1 : 0);
      tiny = q24 < (u128(1) << 24);
    }
    if (tiny) flags |= UF;
  }
  return {(sign ? kSign : 0u) | uint32_t(body), flags};
}

// sign1 * mag1 * 2^exp1 + sign2 * mag2 * 2^exp2, rounded once (mag1, mag2 < 2^50).
Res sum_terms(bool s1, u128 m1, int e1, bool s2, u128 m2, int e2, Rm rm) {
  if (m1 == 0 && m2 == 0) return {signed_zero(s1 == s2 ? s1 : rm == Rm::rdn), 0};
  if (m1 == 0) return round_pack(s2, m2, e2, rm);
  if (m2 == 0) return round_pack(s1, m1, e1, rm);
  // Frame: LSB exponent f. Both terms are exact in it unless one lies more than ~100 bits below
  // the other; that one is truncated to the frame with its lost bits jammed into bit 0. The
  // rounding point is then >= 2^(top - 25) and the frame unit 2^(top - 122): the jammed and the
  // exact values lie strictly between the same two multiples of 2 frame units, so they round
  // the same (result and flags).
  const int top = std::max(msb128(m1) + e1, msb128(m2) + e2);
  const int f = std::max(std::min(e1, e2), top - 120) - 2;
  auto to_frame = [f](u128 m, int e) -> u128 {
    if (e >= f) return m << (e - f);
    const Split s = split(m, f - e);
    return s.kept | ((s.guard || s.sticky) ? 1 : 0);
  };
  const i128 v = (s1 ? -i128(to_frame(m1, e1)) : i128(to_frame(m1, e1))) +
                 (s2 ? -i128(to_frame(m2, e2)) : i128(to_frame(m2, e2)));
  if (v == 0) return {signed_zero(rm == Rm::rdn), 0};  // exact cancellation
  return round_pack(v < 0, u128(v < 0 ? -v : v), f, rm);
}

// x*y + z with the product and addend signs optionally flipped (the whole FMA family).
Res fma_impl(uint32_t x, uint32_t y, uint32_t z, bool neg_p, bool neg_z, Rm rm) {
  const bool inf_times_zero = (is_inf(x) && is_zero(y)) || (is_zero(x) && is_inf(y));
  if (inf_times_zero) return {kCanonicalNaN, NV};  // even when z is a quiet NaN
  if (is_nan(x) || is_nan(y) || is_nan(z)) {
    return {kCanonicalNaN, uint8_t((is_snan(x) || is_snan(y) || is_snan(z)) ? NV : 0)};
  }
  const bool sp = sign_of(x) ^ sign_of(y) ^ neg_p, sz = sign_of(z) ^ neg_z;
  if (is_inf(x) || is_inf(y)) {
    if (is_inf(z) && sz != sp) return {kCanonicalNaN, NV};
    return {signed_inf(sp), 0};
  }
  if (is_inf(z)) return {signed_inf(sz), 0};
  const Finite fx = unpack(x), fy = unpack(y), fz = unpack(z);
  return sum_terms(sp, u128(fx.sig) * fy.sig, fx.exp + fy.exp, sz, fz.sig, fz.exp, rm);
}

// Total order of non-NaN values with -0 < +0: a strictly before b.
bool before(uint32_t a, uint32_t b) {
  if (sign_of(a) != sign_of(b)) return sign_of(a);
  return sign_of(a) ? (a & ~kSign) > (b & ~kSign) : (a & ~kSign) < (b & ~kSign);
}

Res min_max(uint32_t a, uint32_t b, bool want_max) {
  const uint8_t flags = (is_snan(a) || is_snan(b)) ? NV : 0;
  if (is_nan(a) && is_nan(b)) return {kCanonicalNaN, flags};
  if (is_nan(a)) return {b, flags};
  if (is_nan(b)) return {a, flags};
  const bool a_first = before(a, b);
  return {(a_first != want_max) ? a : b, flags};
}

// Float -> integer: the magnitude rounded to an integer (a finite), and whether it was inexact.
struct IntRound {
  u128 mag;
  bool inexact;
};
IntRound round_to_int(uint32_t a, Rm rm) {
  const Finite v = unpack(a);
  if (v.exp >= 0) return {u128(v.sig) << v.exp, false};  // exp <= 104: fits
  const Split s = split(v.sig, -v.exp);
  const bool up = round_up(rm, v.sign, (s.kept & 1) != 0, s.guard, s.sticky);
  return {s.kept + (up ? 1 : 0), s.guard || s.sticky};
}

}  // namespace

// ----- arithmetic --------------------------------------------------------------------------------

Res add(uint32_t a, uint32_t b, Rm rm) {
  if (is_nan(a) || is_nan(b)) return {kCanonicalNaN, uint8_t((is_snan(a) || is_snan(b)) ? NV : 0)};
  if (is_inf(a) && is_inf(b) && sign_of(a) != sign_of(b)) return {kCanonicalNaN, NV};
  if (is_inf(a)) return {a, 0};
  if (is_inf(b)) return {b, 0};
  const Finite fa = unpack(a), fb = unpack(b);
  return sum_terms(fa.sign, fa.sig, fa.exp, fb.sign, fb.sig, fb.exp, rm);
}

Res sub(uint32_t a, uint32_t b, Rm rm) { return add(a, b ^ kSign, rm); }

Res mul(uint32_t a, uint32_t b, Rm rm) {
  if (is_nan(a) || is_nan(b)) return {kCanonicalNaN, uint8_t((is_snan(a) || is_snan(b)) ? NV : 0)};
  const bool s = sign_of(a) != sign_of(b);
  if ((is_inf(a) && is_zero(b)) || (is_zero(a) && is_inf(b))) return {kCanonicalNaN, NV};
  if (is_inf(a) || is_inf(b)) return {signed_inf(s), 0};
  if (is_zero(a) || is_zero(b)) return {signed_zero(s), 0};
  const Finite fa = unpack(a), fb = unpack(b);
  return round_pack(s, u128(fa.sig) * fb.sig, fa.exp + fb.exp, rm);
}

Res div(uint32_t a, uint32_t b, Rm rm) {
  if (is_nan(a) || is_nan(b)) return {kCanonicalNaN, uint8_t((is_snan(a) || is_snan(b)) ? NV : 0)};
  const bool s = sign_of(a) != sign_of(b);
  if ((is_inf(a) && is_inf(b)) || (is_zero(a) && is_zero(b))) return {kCanonicalNaN, NV};
  if (is_inf(a)) return {signed_inf(s), 0};
  if (is_inf(b) || is_zero(a)) return {signed_zero(s), 0};
  if (is_zero(b)) return {signed_inf(s), DZ};
  const Finite fa = unpack(a), fb = unpack(b);
  // (sa << 80) / sb has at least 80 - 23 = 57 bits; the remainder is jammed below it.
  const u128 num = u128(fa.sig) << 80;
  const u128 q = num / fb.sig, r = num % fb.sig;
  return round_pack(s, (q << 1) | (r != 0 ? 1 : 0), fa.exp - fb.exp - 81, rm);
}

Res sqrt(uint32_t a, Rm rm) {
  if (is_nan(a)) return {kCanonicalNaN, uint8_t(is_snan(a) ? NV : 0)};
  if (is_zero(a)) return {a, 0};
  if (sign_of(a)) return {kCanonicalNaN, NV};
  if (is_inf(a)) return {a, 0};
  const Finite v = unpack(a);
  uint64_t m = v.sig;
  int e = v.exp;
  while (m < (uint64_t(1) << 23)) {  // normalise subnormals (by 2 bits: e stays odd/even)
    m <<= 2;
    e -= 2;
  }
  if (e & 1) {  // make the exponent even (also for negative e: -149 is odd)
    m <<= 1;
    e -= 1;
  }
  // m is now in [2^23, 2^26). Integer square root of the radicand m * 2^38 (< 2^64), digit by digit (two radicand bits
  // per step): the root has >= 31 bits, the remainder becomes the sticky bit.
  uint64_t rem = m << 38, root = 0, bit = uint64_t(1) << 62;
  while (bit > rem) bit >>= 2;
  while (bit != 0) {
    if (rem >= root + bit) {
      rem -= root + bit;
      root = (root >> 1) + bit;
    } else {
      root >>= 1;
    }
    bit >>= 2;
  }
  return round_pack(false, (u128(root) << 1) | (rem != 0 ? 1 : 0), (e - 38) / 2 - 1, rm);
}

// ----- fused multiply-add ------------------------------------------------------------------------

Res madd(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fma_impl(a, b, c, false, false, rm); }
Res msub(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fma_impl(a, b, c, false, true, rm); }
Res nmsub(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fma_impl(a, b, c, true, false, rm); }
Res nmadd(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fma_impl(a, b, c, true, true, rm); }

// ----- min / max, comparisons, classification ----------------------------------------------------

Res min(uint32_t a, uint32_t b) { return min_max(a, b, false); }
Res max(uint32_t a, uint32_t b) { return min_max(a, b, true); }

Res eq(uint32_t a, uint32_t b) {
  if (is_nan(a) || is_nan(b)) return {0, uint8_t((is_snan(a) || is_snan(b)) ? NV : 0)};
  return {(a == b || (is_zero(a) && is_zero(b))) ? 1u : 0u, 0};
}

Res lt(uint32_t a, uint32_t b) {
  if (is_nan(a) || is_nan(b)) return {0, NV};
  if (is_zero(a) && is_zero(b)) return {0, 0};
  return {before(a, b) ? 1u : 0u, 0};
}

Res le(uint32_t a, uint32_t b) {
  if (is_nan(a) || is_nan(b)) return {0, NV};
  if (is_zero(a) && is_zero(b)) return {1, 0};
  return {(a == b || before(a, b)) ? 1u : 0u, 0};
}

uint32_t classify(uint32_t a) {
  const bool s = sign_of(a);
  const uint32_t e = (a >> 23) & 0xFFu, f = a & 0x7FFFFFu;
  if (e == 0xFFu) {
    if (f == 0) return s ? 1u << 0 : 1u << 7;
    return (f & kQuietBit) ? 1u << 9 : 1u << 8;
  }
  if (e == 0) {
    if (f == 0) return s ? 1u << 3 : 1u << 4;
    return s ? 1u << 2 : 1u << 5;
  }
  return s ? 1u << 1 : 1u << 6;
}

// ----- conversions -------------------------------------------------------------------------------

Res cvt_w_s(uint32_t a, Rm rm) {
  if (is_nan(a)) return {0x7FFFFFFFu, NV};
  if (is_inf(a)) return {sign_of(a) ? 0x80000000u : 0x7FFFFFFFu, NV};
  const IntRound r = round_to_int(a, rm);
  const bool s = sign_of(a);
  if (s ? r.mag > (u128(1) << 31) : r.mag > 0x7FFFFFFFu) return {s ? 0x80000000u : 0x7FFFFFFFu, NV};
  const uint32_t m = uint32_t(r.mag);
  return {s ? 0u - m : m, uint8_t(r.inexact ? NX : 0)};
}

Res cvt_wu_s(uint32_t a, Rm rm) {
  if (is_nan(a)) return {0xFFFFFFFFu, NV};
  if (is_inf(a)) return {sign_of(a) ? 0u : 0xFFFFFFFFu, NV};
  const IntRound r = round_to_int(a, rm);
  if (sign_of(a)) {
    if (r.mag != 0) return {0u, NV};
    return {0u, uint8_t(r.inexact ? NX : 0)};
  }
  if (r.mag > 0xFFFFFFFFu) return {0xFFFFFFFFu, NV};
  return {uint32_t(r.mag), uint8_t(r.inexact ? NX : 0)};
}

Res cvt_s_w(uint32_t i, Rm rm) {
  if (i == 0) return {0, 0};
  const bool s = (i & kSign) != 0;
  return round_pack(s, s ? u128(0u - i) : u128(i), 0, rm);
}

Res cvt_s_wu(uint32_t u, Rm rm) {
  if (u == 0) return {0, 0};
  return round_pack(false, u, 0, rm);
}

// ----- sign injection ----------------------------------------------------------------------------

uint32_t sgnj(uint32_t a, uint32_t b) { return (a & ~kSign) | (b & kSign); }
uint32_t sgnjn(uint32_t a, uint32_t b) { return (a & ~kSign) | (~b & kSign); }
uint32_t sgnjx(uint32_t a, uint32_t b) { return a ^ (b & kSign); }

}  // namespace kc::rv32::fp
