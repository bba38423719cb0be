// fp_stim.h: stimulus shared by the rv32 FP tests (model vs host, model vs exact oracle, RTL vs
// model, the exhaustive campaigns): named corner values, seeded random generators aimed at the
// hard cases of each operation, hex formatting and a mismatch collector.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "kc/rv32_fp.h"

namespace rv32fpt {

using kc::rv32::fp::Res;
using kc::rv32::fp::Rm;

constexpr uint64_t kSeed = 0x7276'3332'6670'0001ull;  // fixed: every run sees the same stimulus
constexpr Rm kAllRm[5] = {Rm::rne, Rm::rtz, Rm::rdn, Rm::rup, Rm::rmm};
constexpr Rm kHostRm[4] = {Rm::rne, Rm::rtz, Rm::rdn, Rm::rup};  // the modes x86 has

inline const char* rm_name(Rm rm) {
  switch (rm) {
    case Rm::rne: return "rne";
    case Rm::rtz: return "rtz";
    case Rm::rdn: return "rdn";
    case Rm::rup: return "rup";
    case Rm::rmm: return "rmm";
  }
  return "rm?";
}

inline std::string h32(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08X", v);
  return b;
}
inline std::string fl(uint8_t f) {  // flags as letters, e.g. "NX|UF"
  static const char* n[5] = {"NX", "UF", "OF", "DZ", "NV"};
  std::string s;
  for (int i = 0; i < 5; i++)
    if (f & (1u << i)) s += (s.empty() ? "" : "|") + std::string(n[i]);
  return s.empty() ? "-" : s;
}
inline std::string res_str(Res r) { return h32(r.bits) + " " + fl(r.flags); }

// Counts mismatches and keeps the first few messages.
class Mismatches {
 public:
  static constexpr size_t kKeep = 10;
  void add(const std::string& what) {
    if (first_.size() < kKeep) first_.push_back(what);
    count_++;
  }
  uint64_t count() const { return count_; }
  std::string text(const std::string& title, uint64_t checked) const {
    std::string t = title + ": " + std::to_string(count_) + " mismatches in " + std::to_string(checked) + " checks";
    for (const auto& s : first_) t += "\n  " + s;
    return t;
  }

 private:
  std::vector<std::string> first_;
  uint64_t count_ = 0;
};

inline uint32_t f32(uint32_t sign, uint32_t exp, uint32_t frac) {
  return (sign << 31) | ((exp & 0xFFu) << 23) | (frac & 0x7FFFFFu);
}

// ----- corner values ------------------------------------------------------------------------------

// Positive corner magnitudes of binary32; corners() adds both signs.
inline std::vector<uint32_t> corner_magnitudes() {
  return {
      0x00000000,                                      // zero
      0x00000001, 0x00000002, 0x00000003,              // smallest subnormals
      0x00400000, 0x00400001, 0x007FFFFE, 0x007FFFFF,  // mid / largest subnormals
      0x00800000, 0x00800001, 0x00FFFFFF, 0x01000000,  // smallest normals
      0x7F7FFFFF, 0x7F7FFFFE, 0x7F000000, 0x7E800000,  // largest normals
      0x7F800000,                                      // inf
      0x7FC00000, 0x7FC00001, 0x7FFFFFFF,              // quiet NaNs
      0x7F800001, 0x7FA00000, 0x7FBFFFFF,              // signalling NaNs
      0x3F800000, 0x3F800001, 0x3F7FFFFF, 0x3FFFFFFF,  // 1 and neighbours, 2 - ulp
      0x3F000000, 0x3FC00000, 0x40000000, 0x40400000,  // 0.5, 1.5, 2, 3
      0x33800000, 0x33000000, 0x34000000, 0x33C00000,  // 2^-24 (half ulp of 1), 2^-25, 2^-23, 1.5*2^-24
      0x3EFFFFFF, 0x3F000001, 0x40200000, 0x3FA00000,  // 0.5 -+ ulp, 2.5, 1.25 (integer ties)
      0x4B000000, 0x4B000001, 0x4B7FFFFF, 0x4B800000,  // 2^23 .. 2^24: integer ulp
      0x4EFFFFFF, 0x4F000000, 0x4F000001,              // around 2^31
      0x4F7FFFFF, 0x4F800000, 0x4F800001,              // around 2^32
      0x1F800000, 0x5F800000, 0x20000000, 0x5F000000,  // 2^-64, 2^64, 2^-63, 2^63 (products at the limits)
      0x0C000000, 0x0D000000, 0x72800000, 0x73000000,  // tiny / huge products and quotients
      0x3FB504F3, 0x40490FDB, 0x3EAAAAAB,              // sqrt(2), pi, 1/3
  };
}
inline std::vector<uint32_t> corners() {
  std::vector<uint32_t> v;
  for (uint32_t m : corner_magnitudes()) {
    v.push_back(m);
    v.push_back(m | 0x80000000u);
  }
  return v;
}
// A smaller set for the ternary cross products (FMA family).
inline std::vector<uint32_t> corners_small() {
  std::vector<uint32_t> v;
  for (uint32_t m : {0x00000000u, 0x00000001u, 0x007FFFFFu, 0x00800000u, 0x00800001u, 0x7F7FFFFFu, 0x7F800000u,
                     0x7FC00000u, 0x7F800001u, 0x3F800000u, 0x3F800001u, 0x3F7FFFFFu, 0x33800000u, 0x34000000u,
                     0x3FC00000u, 0x5F800000u, 0x1F800000u, 0x0C000000u, 0x72800000u, 0x4B000001u}) {
    v.push_back(m);
    v.push_back(m | 0x80000000u);
  }
  return v;
}

// Integer corners of the conversions (bit patterns; read as int32 or uint32).
inline std::vector<uint32_t> int_corners() {
  std::vector<uint32_t> v = {0, 1, 2, 3, 0xFFFFFFFF, 0xFFFFFFFE, 0x7FFFFFFF, 0x80000000, 0x80000001,
                             0x00FFFFFF, 0x01000000, 0x01000001, 0x01000002, 0x01000003, 0x01000004,  // 2^24 +- k
                             0x02000002, 0x02000006, 0x0200000A,      // ties at 2^25
                             0x7FFFFFC0, 0x7FFFFF40, 0x7FFFFFBF, 0x7FFFFFC1, 0x7FFFFF80,  // ties near 2^31
                             0xFFFFFF80, 0xFFFFFF7F, 0xFFFFFF81, 0xFFFFFFC0, 0x80000040, 0x800000C0,
                             0xFEFFFFFF, 0xFF000001, 0x00800001, 0x12345678};
  return v;
}

// ----- random generators ---------------------------------------------------------------------------

// splitmix64: fast, seedable, good enough for stimulus (std::mt19937_64 cost more than the
// checks themselves).
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed) {}
  uint64_t u64() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint32_t u32() { return uint32_t(u64() >> 32); }
  uint32_t below(uint32_t n) { return uint32_t(((u64() >> 32) * n) >> 32); }
  bool coin() { return (u64() >> 63) != 0; }
  Rm rm() { return kAllRm[below(5)]; }
  Rm host_rm() { return kHostRm[below(4)]; }

  // A "structured" binary32: sign, exponent from an interesting range, fraction with either
  // random bits, few significant bits (so products and sums hit exact ties), or runs of ones.
  uint32_t value() {
    const uint32_t r = u32();
    uint32_t e;
    switch (below(8)) {
      case 0: e = 0; break;                           // subnormal / zero
      case 1: e = 1 + below(30); break;               // small normals
      case 2: e = 225 + below(30); break;             // large normals
      case 3: e = 255; break;                         // inf / NaN
      case 4: e = 100 + below(55); break;             // around 1
      default: e = below(256); break;
    }
    return f32(r >> 31, e, frac());
  }
  uint32_t frac() {
    switch (below(5)) {
      case 0: return 0;
      case 1: return 0x7FFFFF >> below(24);                        // runs of ones at the bottom
      case 2: return (0x7FFFFFu << below(23)) & 0x7FFFFF;           // runs of ones at the top
      case 3: {                                                     // few significant bits
        const uint32_t bits = 1 + below(12);
        return (u32() & ((1u << bits) - 1)) << (23 - bits);
      }
      default: return u32() & 0x7FFFFF;
    }
  }
  // Raw bits half the time, structured values otherwise.
  uint32_t operand() { return coin() ? u32() : value(); }

 private:
  uint64_t s_;
};

// Operand pairs for add/sub: cancellation, chosen exponent differences, exact ties.
inline void pair_add(Rng& r, uint32_t& a, uint32_t& b) {
  a = r.operand();
  b = r.operand();
  switch (r.below(6)) {
    case 0: b = (a & 0x7FFFFFFFu) ^ (r.u32() & 0xFFu) ^ (r.coin() ? 0x80000000u : 0u); break;  // |a| ~ |b|
    case 1: {                                                       // exponent difference d
      const uint32_t d = r.below(30);
      const uint32_t ea = d + r.below(256 - d - 1);
      a = f32(r.coin(), ea, r.frac());
      b = f32(r.coin(), ea - d, r.frac());
      break;
    }
    case 2: {  // b = half an ulp of a (a tie) or just around it
      const uint32_t ea = 25 + r.below(220);
      a = f32(r.coin(), ea, r.u32());
      b = f32(r.coin(), ea - 24, r.below(3) == 0 ? 0 : (r.coin() ? 1 : 0x7FFFFF));
      break;
    }
    default: break;
  }
}

// Operand pairs for mul: products near 2^-126 / 2^128 / subnormal ties.
inline void pair_mul(Rng& r, uint32_t& a, uint32_t& b) {
  a = r.operand();
  b = r.operand();
  switch (r.below(5)) {
    case 0: {  // exponent sum near the underflow threshold (ea + eb - 127 ~ 1)
      const uint32_t ea = 1 + r.below(200);
      const int eb = 128 - int(ea) + int(r.below(50)) - 25;
      a = f32(r.coin(), ea, r.frac());
      b = f32(r.coin(), uint32_t(eb < 0 ? 0 : eb), r.frac());
      break;
    }
    case 1: {  // near overflow (ea + eb - 127 ~ 254)
      const uint32_t ea = 128 + r.below(126);
      const int eb = 381 - int(ea) + int(r.below(6)) - 3;
      a = f32(r.coin(), ea, r.frac());
      b = f32(r.coin(), uint32_t(eb > 254 ? 254 : eb), r.frac());
      break;
    }
    case 2: b = f32(r.coin(), r.below(3) ? 0 : 1 + r.below(4), r.frac()); break;  // subnormal operand
    default: break;
  }
}

// Operand pairs for div: quotients near the limits, subnormal operands, equal significands.
inline void pair_div(Rng& r, uint32_t& a, uint32_t& b) {
  a = r.operand();
  b = r.operand();
  switch (r.below(5)) {
    case 0: {  // ea - eb + 127 ~ 0 (subnormal quotients)
      const uint32_t eb = 100 + r.below(155);
      const int ea = int(eb) - 127 + int(r.below(30)) - 20;
      a = f32(r.coin(), uint32_t(ea < 0 ? 0 : ea), r.frac());
      b = f32(r.coin(), eb, r.frac());
      break;
    }
    case 1: {  // ea - eb + 127 ~ 254 (overflow)
      const uint32_t ea = 200 + r.below(55);
      const int eb = int(ea) - 127 + 1 - int(r.below(4));
      a = f32(r.coin(), ea, r.frac());
      b = f32(r.coin(), uint32_t(eb < 0 ? 0 : eb), r.frac());
      break;
    }
    case 2: b = (b & 0xFF800000u) | (a & 0x7FFFFFu); break;  // same significands
    default: break;
  }
}

// Operand triples for the FMA family: the addend placed around the product (cancellation,
// exponent differences, the product far below or above), subnormal factors.
inline void triple_fma(Rng& r, uint32_t& a, uint32_t& b, uint32_t& c) {
  a = r.operand();
  b = r.operand();
  c = r.operand();
  const uint32_t kind = r.below(8);
  if (kind == 0) {  // c ~ -(a*b): massive cancellation
    const Res p = kc::rv32::fp::mul(a, b, r.rm());
    c = (p.bits ^ (r.coin() ? 0x80000000u : 0u)) + (r.below(5) - 2);
  } else if (kind == 1) {  // exponent of c chosen relative to the product's
    const uint32_t ea = 64 + r.below(128), eb = 64 + r.below(128);
    const int ec = int(ea + eb) - 127 + int(r.below(100)) - 50;
    a = f32(r.coin(), ea, r.frac());
    b = f32(r.coin(), eb, r.frac());
    c = f32(r.coin(), uint32_t(ec < 0 ? 0 : ec > 254 ? 254 : ec), r.frac());
  } else if (kind == 2) {  // a subnormal factor, c near the product
    a = f32(r.coin(), 0, r.u32());
    b = f32(r.coin(), 150 + r.below(105), r.frac());
    const Res p = kc::rv32::fp::mul(a, b, Rm::rtz);
    c = (p.bits ^ (r.coin() ? 0x80000000u : 0u)) + (r.u32() & 0xFFFu) - 0x800u;
  } else if (kind == 3) {  // tiny results: product near 2^-126..2^-149, c small
    const uint32_t ea = 1 + r.below(126);
    const int eb = 127 - int(ea) + int(r.below(40)) - 30;
    a = f32(r.coin(), ea, r.frac());
    b = f32(r.coin(), uint32_t(eb < 0 ? 0 : eb), r.frac());
    c = f32(r.coin(), r.below(3), r.frac());
  } else if (kind == 4) {  // products near overflow, c large
    const uint32_t ea = 128 + r.below(126);
    const int eb = 381 - int(ea) + int(r.below(6)) - 3;
    a = f32(r.coin(), ea, r.frac());
    b = f32(r.coin(), uint32_t(eb > 254 ? 254 : eb), r.frac());
    c = f32(r.coin(), 250 + r.below(5), r.frac());
  }
}

// Random operand of a unary op: for float -> int, values around the integer range and ties;
// for int -> float, integers of every magnitude with chosen low bits.
inline uint32_t unary_operand(Rng& r, bool int_in) {
  if (int_in) {
    const uint32_t bits = 1 + r.below(32);
    uint32_t v = r.u32() & (bits == 32 ? 0xFFFFFFFFu : ((1u << bits) - 1));
    if (r.coin()) v |= 1u << (bits - 1);
    if (r.below(3) == 0) v = ~v + 1;  // negative as int32
    return v;
  }
  switch (r.below(4)) {
    case 0: return f32(r.coin(), 120 + r.below(40), r.frac());  // 2^-7 .. 2^32
    case 1: {                                                   // exact halves: x.5
      const uint32_t e = 126 + r.below(24);                     // 0.5 .. 2^23
      const uint32_t k = 150 - e;                               // fraction bits
      uint32_t f = r.u32() & 0x7FFFFFu;
      f = (f & ~((1u << k) - 1)) | (1u << (k - 1));
      return f32(r.coin(), e, f);
    }
    default: return r.operand();
  }
}

}  // namespace rv32fpt
