// fp_exact.cpp: the exact bracketing oracle (see fp_exact.h). Deliberately naive: fixed-size
// big integers, exact comparisons, a bracket search; speed is not a goal.
#include "fp_exact.h"

#include <atomic>
#include <cassert>
#include <cmath>
#include <cstring>
#include <functional>

namespace rv32fpt::exact {
namespace {

namespace fpm = kc::rv32::fp;
using u128 = unsigned __int128;

// ----- big unsigned integers: value * 2^kFrame in kWords 64-bit words ------------------------------

constexpr int kWords = 11;
constexpr int kFrame = 320;

struct Big {
  uint64_t w[kWords];
};

Big make(u128 m, int e) {  // m * 2^e in the frame
  Big b;
  std::memset(b.w, 0, sizeof b.w);
  const int sh = e + kFrame;
  assert(sh >= 0 && sh + 128 <= 64 * kWords);
  const int word = sh / 64, bit = sh % 64;
  const uint64_t lo = uint64_t(m), hi = uint64_t(m >> 64);
  b.w[word] |= lo << bit;
  if (word + 1 < kWords) b.w[word + 1] |= (bit ? lo >> (64 - bit) : 0) | (hi << bit);
  if (word + 2 < kWords && bit) b.w[word + 2] |= hi >> (64 - bit);
  return b;
}
int cmp(const Big& a, const Big& b) {
  for (int i = kWords - 1; i >= 0; i--) {
    if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
  }
  return 0;
}
Big add(const Big& a, const Big& b) {
  Big r;
  unsigned carry = 0;
  for (int i = 0; i < kWords; i++) {
    const u128 s = u128(a.w[i]) + b.w[i] + carry;
    r.w[i] = uint64_t(s);
    carry = unsigned(s >> 64);
  }
  assert(carry == 0);
  return r;
}
Big sub(const Big& a, const Big& b) {  // a >= b
  Big r;
  unsigned borrow = 0;
  for (int i = 0; i < kWords; i++) {
    const uint64_t bi = b.w[i];
    const uint64_t d = a.w[i] - bi - borrow;
    borrow = (a.w[i] < bi || (a.w[i] == bi && borrow)) ? 1 : 0;
    r.w[i] = d;
  }
  assert(borrow == 0);
  return r;
}
bool is_zero(const Big& a) {
  for (uint64_t w : a.w)
    if (w) return false;
  return true;
}
double approx(const Big& a) {  // for hints only
  double v = 0;
  for (int i = kWords - 1; i >= 0; i--) v = v * 18446744073709551616.0 + double(a.w[i]);
  return std::ldexp(v, -kFrame);
}

// A signed exact value (sums of two terms).
struct SBig {
  bool neg;
  Big mag;
};
SBig sadd(bool s1, const Big& m1, bool s2, const Big& m2) {
  if (s1 == s2) return {s1, add(m1, m2)};
  if (cmp(m1, m2) >= 0) return {s1, sub(m1, m2)};
  return {s2, sub(m2, m1)};
}

// ----- binary32 fields, written again ----------------------------------------------------------------

bool nan_(uint32_t a) { return (a & 0x7FFFFFFFu) > 0x7F800000u; }
bool snan_(uint32_t a) { return nan_(a) && !(a & 0x00400000u); }
bool inf_(uint32_t a) { return (a & 0x7FFFFFFFu) == 0x7F800000u; }
bool zero_(uint32_t a) { return (a & 0x7FFFFFFFu) == 0; }
bool neg_(uint32_t a) { return a >> 31; }

struct Dy {  // m * 2^e
  u128 m;
  int e;
};
// Magnitude of a finite pattern, or 2^128 for 0x7F800000 (the "pattern after the largest").
Dy value_of(uint32_t p) {
  p &= 0x7FFFFFFFu;
  if (p >= 0x7F800000u) return {1, 128};
  const uint32_t e = p >> 23, f = p & 0x7FFFFFu;
  if (e == 0) return {f, -149};
  return {f | 0x800000u, int(e) - 150};
}
uint32_t hint_of(double v) {  // a nearby pattern of |v| (rounding of the cast does not matter)
  v = std::fabs(v);
  if (!(v < 0x1p128)) return 0x7F800000u;
  const float f = float(v);
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u > 0x7F800000u ? 0x7F800000u : u;
}

std::atomic<uint64_t> g_binary_searches{0};  // campaigns call the oracle from several threads

// cmpx(d) = sign(|x| - d). Rounds |x| > 0 with the sign `neg`.
using Cmpx = std::function<int(Dy)>;

Res round_exact(bool neg, const Cmpx& cmpx, Rm rm, uint32_t hint) {
  // lo = the largest pattern in [0, 0x7F800000] whose value is <= |x|.
  uint32_t lo = hint > 0x7F800000u ? 0x7F800000u : hint;
  int steps = 0;
  while (lo > 0 && cmpx(value_of(lo)) < 0 && steps < 8) lo--, steps++;
  while (lo < 0x7F800000u && cmpx(value_of(lo + 1)) >= 0 && steps < 8) lo++, steps++;
  const bool bracket_ok = cmpx(value_of(lo)) >= 0 && (lo == 0x7F800000u || cmpx(value_of(lo + 1)) < 0);
  if (!bracket_ok) {
    g_binary_searches.fetch_add(1, std::memory_order_relaxed);
    uint32_t l = 0, h = 0x7F800000u;  // invariant: value(l) <= |x| (value(0) = 0 < |x|)
    while (l < h) {
      const uint32_t mid = l + (h - l + 1) / 2;
      if (cmpx(value_of(mid)) >= 0) l = mid;
      else h = mid - 1;
    }
    lo = l;
  }
  const uint32_t sign = neg ? 0x80000000u : 0u;
  const bool toward_zero = rm == Rm::rtz || (rm == Rm::rdn && !neg) || (rm == Rm::rup && neg);
  if (lo == 0x7F800000u) {  // |x| >= 2^128: every rounding with an unbounded exponent is >= 2^128
    return {sign | (toward_zero ? 0x7F7FFFFFu : 0x7F800000u), uint8_t(fpm::OF | fpm::NX)};
  }
  const Dy vlo = value_of(lo);
  if (cmpx(vlo) == 0) return {sign | lo, 0};  // exact
  const uint32_t hi = lo + 1;
  const int c = cmpx({2 * vlo.m + 1, vlo.e - 1});  // vs the tie point (lo + hi) / 2
  uint32_t pick;
  switch (rm) {
    case Rm::rne: pick = c < 0 ? lo : c > 0 ? hi : ((lo & 1) ? hi : lo); break;
    case Rm::rmm: pick = c >= 0 ? hi : lo; break;
    default: pick = toward_zero ? lo : hi; break;
  }
  if (pick == 0x7F800000u) return {sign | 0x7F800000u, uint8_t(fpm::OF | fpm::NX)};
  uint8_t flags = fpm::NX;
  if (lo < 0x00800000u) {
    // |x| < 2^-126. Rounded to 24 bits with an unbounded exponent, it reaches 2^-126 only from
    // above 2^-126 - 2^-150 (directed away from zero) or from 2^-126 - 2^-151 on (to nearest).
    const Dy t_last = {(u128(1) << 24) - 1, -150};  // 2^-126 - 2^-150
    const Dy t_half = {(u128(1) << 25) - 1, -151};  // 2^-126 - 2^-151
    bool reaches;
    if (rm == Rm::rne || rm == Rm::rmm) reaches = cmpx(t_half) >= 0;
    else if (toward_zero) reaches = false;
    else reaches = cmpx(t_last) > 0;
    if (!reaches) flags |= fpm::UF;
  }
  return {sign | pick, flags};
}

Res round_big(const SBig& s, Rm rm) {  // s != 0
  const Big& m = s.mag;
  return round_exact(s.neg, [&m](Dy d) { return cmp(m, make(d.m, d.e)); }, rm, hint_of(approx(m)));
}

Dy fin(uint32_t a) {  // finite magnitude
  const uint32_t e = (a >> 23) & 0xFFu, f = a & 0x7FFFFFu;
  if (e == 0) return {f, -149};
  return {f | 0x800000u, int(e) - 150};
}

const uint32_t kQNaN = 0x7FC00000u;

// x*y*(-1)^np + z*(-1)^nz: the fused family, add (y = 1) and mul (no z).
Res fused(uint32_t x, uint32_t y, uint32_t z, bool np, bool nz, bool has_z, Rm rm) {
  const bool any_snan = snan_(x) || snan_(y) || (has_z && snan_(z));
  if ((inf_(x) && zero_(y)) || (zero_(x) && inf_(y))) return {kQNaN, fpm::NV};
  if (nan_(x) || nan_(y) || (has_z && nan_(z))) return {kQNaN, uint8_t(any_snan ? fpm::NV : 0)};
  const bool sp = neg_(x) != neg_(y) ? !np : np;
  const bool sz = neg_(z) != nz;
  if (inf_(x) || inf_(y)) {
    if (has_z && inf_(z) && sp != sz) return {kQNaN, fpm::NV};
    return {(sp ? 0x80000000u : 0u) | 0x7F800000u, 0};
  }
  if (has_z && inf_(z)) return {(sz ? 0x80000000u : 0u) | 0x7F800000u, 0};
  const Dy dx = fin(x), dy = fin(y);
  const Big p = make(dx.m * dy.m, dx.e + dy.e);
  const bool p_zero = is_zero(p);
  if (!has_z) {
    if (p_zero) return {sp ? 0x80000000u : 0u, 0};
    return round_big({sp, p}, rm);
  }
  const Dy dz = fin(z);
  const Big q = make(dz.m, dz.e);
  const SBig s = sadd(sp, p, sz, q);
  if (is_zero(s.mag)) {
    // IEEE 754 6.3: an exact zero sum is +0 except in roundTowardNegative (-0); x + x keeps
    // the sign of x (this covers two zeros of the same sign).
    const bool same = p_zero && is_zero(q) && sp == sz;
    return {(same ? sp : rm == Rm::rdn) ? 0x80000000u : 0u, 0};
  }
  return round_big(s, rm);
}

struct IntR {  // |a| rounded to an integer
  u128 n;
  bool inexact;
};
IntR round_int(uint32_t a, Rm rm) {
  const Dy d = fin(a);
  if (d.e >= 0) return {d.m << d.e, false};
  const u128 n = (-d.e >= 64) ? 0 : (d.m >> -d.e);  // floor |a|
  const Big v = make(d.m, d.e);
  if (cmp(v, make(n, 0)) == 0) return {n, false};
  const int c = cmp(v, make(2 * n + 1, -1));  // vs n + 1/2
  const bool neg = neg_(a);
  bool up;
  switch (rm) {
    case Rm::rne: up = c > 0 || (c == 0 && (n & 1)); break;
    case Rm::rmm: up = c >= 0; break;
    case Rm::rtz: up = false; break;
    case Rm::rdn: up = neg; break;
    default: up = !neg; break;  // rup
  }
  return {n + (up ? 1 : 0), true};
}

}  // namespace

uint64_t binary_searches() { return g_binary_searches; }

Res add(uint32_t a, uint32_t b, Rm rm) { return fused(a, 0x3F800000u, b, false, false, true, rm); }
Res sub(uint32_t a, uint32_t b, Rm rm) { return fused(a, 0x3F800000u, b, false, true, true, rm); }
Res mul(uint32_t a, uint32_t b, Rm rm) { return fused(a, b, 0, false, false, false, rm); }
Res madd(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fused(a, b, c, false, false, true, rm); }
Res msub(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fused(a, b, c, false, true, true, rm); }
Res nmsub(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fused(a, b, c, true, false, true, rm); }
Res nmadd(uint32_t a, uint32_t b, uint32_t c, Rm rm) { return fused(a, b, c, true, true, true, rm); }

Res div(uint32_t a, uint32_t b, Rm rm) {
  const bool s = neg_(a) != neg_(b);
  const uint32_t sign = s ? 0x80000000u : 0u;
  if (nan_(a) || nan_(b)) return {kQNaN, uint8_t((snan_(a) || snan_(b)) ? fpm::NV : 0)};
  if ((inf_(a) && inf_(b)) || (zero_(a) && zero_(b))) return {kQNaN, fpm::NV};
  if (inf_(a)) return {sign | 0x7F800000u, 0};
  if (inf_(b) || zero_(a)) return {sign, 0};
  if (zero_(b)) return {sign | 0x7F800000u, fpm::DZ};
  const Dy da = fin(a), db = fin(b);
  const Big A = make(da.m, da.e);
  float fa, fbv;
  std::memcpy(&fa, &a, 4);
  std::memcpy(&fbv, &b, 4);
  const uint32_t hint = hint_of(double(fa) / double(fbv));
  return round_exact(s, [&](Dy d) { return cmp(A, make(d.m * db.m, d.e + db.e)); }, rm, hint);
}

Res sqrt(uint32_t a, Rm rm) {
  if (nan_(a)) return {kQNaN, uint8_t(snan_(a) ? fpm::NV : 0)};
  if (zero_(a)) return {a, 0};
  if (neg_(a)) return {kQNaN, fpm::NV};
  if (inf_(a)) return {a, 0};
  const Dy da = fin(a);
  const Big A = make(da.m, da.e);
  float fa;
  std::memcpy(&fa, &a, 4);
  const uint32_t hint = hint_of(std::sqrt(double(fa)));
  return round_exact(false, [&](Dy d) { return cmp(A, make(d.m * d.m, 2 * d.e)); }, rm, hint);
}

Res cvt_s_w(uint32_t i, Rm rm) {
  if (i == 0) return {0, 0};
  const bool neg = i >> 31;
  const u128 mag = neg ? u128(0x100000000ull - i) : u128(i);
  return round_big({neg, make(mag, 0)}, rm);
}
Res cvt_s_wu(uint32_t u, Rm rm) {
  if (u == 0) return {0, 0};
  return round_big({false, make(u, 0)}, rm);
}

// The F spec's table: W saturates to 2^31 - 1 for NaN / too large, -2^31 for too small;
// WU to 2^32 - 1 for NaN / too large, 0 for negative results. Invalid raises NV only.
Res cvt_w_s(uint32_t a, Rm rm) {
  if (nan_(a)) return {0x7FFFFFFFu, fpm::NV};
  if (inf_(a)) return {neg_(a) ? 0x80000000u : 0x7FFFFFFFu, fpm::NV};
  const IntR r = round_int(a, rm);
  if (neg_(a)) {
    if (r.n > 0x80000000u) return {0x80000000u, fpm::NV};
    return {uint32_t(0x100000000ull - uint64_t(r.n)), uint8_t(r.inexact ? fpm::NX : 0)};
  }
  if (r.n > 0x7FFFFFFFu) return {0x7FFFFFFFu, fpm::NV};
  return {uint32_t(r.n), uint8_t(r.inexact ? fpm::NX : 0)};
}
Res cvt_wu_s(uint32_t a, Rm rm) {
  if (nan_(a)) return {0xFFFFFFFFu, fpm::NV};
  if (inf_(a)) return {neg_(a) ? 0u : 0xFFFFFFFFu, fpm::NV};
  const IntR r = round_int(a, rm);
  if (neg_(a)) return r.n != 0 ? Res{0u, fpm::NV} : Res{0u, uint8_t(r.inexact ? fpm::NX : 0)};
  if (r.n > 0xFFFFFFFFu) return {0xFFFFFFFFu, fpm::NV};
  return {uint32_t(r.n), uint8_t(r.inexact ? fpm::NX : 0)};
}

}  // namespace rv32fpt::exact
