// fp_host.h: reference results from the host's x86-64 SSE/FMA hardware, translated to what
// RISC-V F requires. Compile every file that includes this with -frounding-math; every
// operation is an `asm volatile` with a memory clobber, so it executes at run time, after the
// fesetround()/feclearexcept() before it and before the fetestexcept() after it.
//
// Where x86 and RISC-V differ, the translation is here, in the test, never in the model:
//  - NaN results: x86 returns a (quietened) operand NaN or the "default NaN" 0xFFC00000; RISC-V
//    the canonical 0x7FC00000. same_result() accepts any host NaN for a canonical model NaN.
//  - float -> integer: x86 cvtss2si has no unsigned form and returns 0x80000000... for invalid
//    inputs; the conversion is done to int64 (exact range check for |x| < 2^63) and the RISC-V
//    saturation table applied to the host's rounded integer.
//  - min/max have no IEEE host instruction (minss is not minimumNumber): the reference composes
//    host compares with the 754-2019 rules.
// x86 has no RMM: the host covers rne, rtz, rdn, rup; fp_exact.h covers all five.
#pragma once

#include <cfenv>
#include <cmath>
#include <cstring>
#include <fstream>
#include <string>

#include "fp_stim.h"

namespace rv32fpt::host {

namespace fpm = kc::rv32::fp;

inline float fb(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
inline uint32_t bf(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline bool is_nan_bits(uint32_t u) { return (u & 0x7FFFFFFFu) > 0x7F800000u; }

// True if /proc/cpuinfo lists the fma flag (needed for the FMA references).
inline bool cpu_has_fma() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("flags", 0) == 0) return line.find(" fma ") != std::string::npos;
  }
  return false;
}

// Sets the host rounding mode (x87 and MXCSR); rmm has no host mode (returns false).
inline bool set_rm(Rm rm) {
  switch (rm) {
    case Rm::rne: return fesetround(FE_TONEAREST) == 0;
    case Rm::rtz: return fesetround(FE_TOWARDZERO) == 0;
    case Rm::rdn: return fesetround(FE_DOWNWARD) == 0;
    case Rm::rup: return fesetround(FE_UPWARD) == 0;
    default: return false;
  }
}
// Restores round-to-nearest when a scope ends.
struct RoundingScope {
  explicit RoundingScope(Rm rm) { ok = set_rm(rm); }
  ~RoundingScope() { fesetround(FE_TONEAREST); }
  bool ok;
};

// Clears the SSE exception flags. feclearexcept() also rewrites the x87 environment (fnstenv /
// fldenv), which costs more than the operation under test; the references only use SSE, whose
// flags live in MXCSR bits 0..5, so those are cleared directly. fetestexcept() reads MXCSR.
inline void clear() {
  uint32_t csr;
  asm volatile("stmxcsr %0" : "=m"(csr) : : "memory");
  csr &= ~0x3Fu;
  asm volatile("ldmxcsr %0" : : "m"(csr) : "memory");
}
inline uint8_t flags() {
  const int e = fetestexcept(FE_ALL_EXCEPT);
  return uint8_t(((e & FE_INEXACT) ? fpm::NX : 0) | ((e & FE_UNDERFLOW) ? fpm::UF : 0) |
                 ((e & FE_OVERFLOW) ? fpm::OF : 0) | ((e & FE_DIVBYZERO) ? fpm::DZ : 0) |
                 ((e & FE_INVALID) ? fpm::NV : 0));
}

// ----- raw host operations in the current rounding mode: {result bits, flags} ----------------------

#define RV32FPT_BIN(name, insn)                                       \
  inline Res name(uint32_t a, uint32_t b) {                           \
    float x = fb(a);                                                  \
    const float y = fb(b);                                            \
    clear();                                                          \
    asm volatile(insn " %1, %0" : "+x"(x) : "x"(y) : "memory");       \
    return {bf(x), flags()};                                          \
  }
RV32FPT_BIN(add, "addss")
RV32FPT_BIN(sub, "subss")
RV32FPT_BIN(mul, "mulss")
RV32FPT_BIN(div, "divss")
#undef RV32FPT_BIN

inline Res sqrt(uint32_t a) {
  float x = fb(a);
  clear();
  asm volatile("sqrtss %0, %0" : "+x"(x) : : "memory");
  return {bf(x), flags()};
}

// vfm*231ss: dst = +-(src2 * src3) +- dst, one rounding. RISC-V FNMSUB is -(a*b) + c = Intel
// VFNMADD; RISC-V FNMADD is -(a*b) - c = Intel VFNMSUB.
#define RV32FPT_FMA(name, insn)                                                \
  inline Res name(uint32_t a, uint32_t b, uint32_t c) {                        \
    float z = fb(c);                                                           \
    const float x = fb(a), y = fb(b);                                          \
    clear();                                                                   \
    asm volatile(insn " %2, %1, %0" : "+x"(z) : "x"(x), "x"(y) : "memory");    \
    return {bf(z), flags()};                                                   \
  }
RV32FPT_FMA(madd, "vfmadd231ss")
RV32FPT_FMA(msub, "vfmsub231ss")
RV32FPT_FMA(nmsub, "vfnmadd231ss")
RV32FPT_FMA(nmadd, "vfnmsub231ss")
#undef RV32FPT_FMA

// float -> int64 in the current rounding mode (0x8000000000000000 and invalid when out of range).
inline int64_t to_i64(uint32_t a, uint8_t& f) {
  const float x = fb(a);
  int64_t r;
  clear();
  asm volatile("cvtss2si %1, %0" : "=r"(r) : "x"(x) : "memory");
  f = flags();
  return r;
}
inline Res from_i32(uint32_t i) {
  float r;
  const int32_t v = int32_t(i);
  clear();
  asm volatile("cvtsi2ssl %1, %0" : "=x"(r) : "r"(v) : "memory");
  return {bf(r), flags()};
}
inline Res from_u32(uint32_t u) {  // via int64: exact input, one rounding
  float r;
  const int64_t v = int64_t(u);
  clear();
  asm volatile("cvtsi2ssq %1, %0" : "=x"(r) : "r"(v) : "memory");
  return {bf(r), flags()};
}

// comiss (signalling: invalid for any NaN) / ucomiss (quiet: invalid for signalling NaNs).
struct Cmp {
  bool unordered, less, equal;
  uint8_t flags;
};
inline Cmp compare(uint32_t a, uint32_t b, bool signalling) {
  const float x = fb(a), y = fb(b);
  uint8_t zf, pf, cf;
  clear();
  if (signalling) {
    asm volatile("comiss %3, %4\n\tsete %0\n\tsetp %1\n\tsetb %2"
                 : "=r"(zf), "=r"(pf), "=r"(cf) : "x"(y), "x"(x) : "memory", "cc");
  } else {
    asm volatile("ucomiss %3, %4\n\tsete %0\n\tsetp %1\n\tsetb %2"
                 : "=r"(zf), "=r"(pf), "=r"(cf) : "x"(y), "x"(x) : "memory", "cc");
  }
  const uint8_t f = flags();
  if (pf) return {true, false, false, f};
  return {false, cf != 0, zf != 0, f};
}

// ----- RISC-V results built from the host ------------------------------------------------------------

inline Res cvt_w_s(uint32_t a) {
  uint8_t f;
  const int64_t r = to_i64(a, f);
  if (f & fpm::NV) return {is_nan_bits(a) || !(a >> 31) ? 0x7FFFFFFFu : 0x80000000u, fpm::NV};
  if (r > INT32_MAX) return {0x7FFFFFFFu, fpm::NV};
  if (r < INT32_MIN) return {0x80000000u, fpm::NV};
  return {uint32_t(int32_t(r)), f};
}
inline Res cvt_wu_s(uint32_t a) {
  uint8_t f;
  const int64_t r = to_i64(a, f);
  if (f & fpm::NV) return {is_nan_bits(a) || !(a >> 31) ? 0xFFFFFFFFu : 0u, fpm::NV};
  if (r < 0) return {0u, fpm::NV};
  if (r > int64_t(UINT32_MAX)) return {0xFFFFFFFFu, fpm::NV};
  return {uint32_t(r), f};
}
inline Res eq(uint32_t a, uint32_t b) {
  const Cmp c = compare(a, b, false);
  return {c.equal ? 1u : 0u, c.flags};
}
inline Res lt(uint32_t a, uint32_t b) {
  const Cmp c = compare(a, b, true);
  return {c.less ? 1u : 0u, c.flags};
}
inline Res le(uint32_t a, uint32_t b) {
  const Cmp c = compare(a, b, true);
  return {(c.less || c.equal) ? 1u : 0u, c.flags};
}
// minimumNumber / maximumNumber from host compares (quiet) and issignaling().
inline Res min_max(uint32_t a, uint32_t b, bool want_max) {
  const bool an = std::isnan(fb(a)), bn = std::isnan(fb(b));
  const uint8_t nv = (issignaling(fb(a)) || issignaling(fb(b))) ? fpm::NV : 0;
  if (an && bn) return {fpm::kCanonicalNaN, nv};
  if (an) return {b, nv};
  if (bn) return {a, nv};
  const Cmp c = compare(a, b, false);
  if (c.less) return {want_max ? b : a, nv};
  if (!c.equal) return {want_max ? a : b, nv};
  // equal values: only +0 / -0 differ, and -0 is the smaller one
  const bool a_neg = std::signbit(fb(a));
  return {(a_neg != want_max) ? a : b, nv};
}
inline uint32_t classify(uint32_t a) {
  const float x = fb(a);
  const bool neg = std::signbit(x);
  switch (std::fpclassify(x)) {
    case FP_INFINITE: return neg ? 1u << 0 : 1u << 7;
    case FP_NORMAL: return neg ? 1u << 1 : 1u << 6;
    case FP_SUBNORMAL: return neg ? 1u << 2 : 1u << 5;
    case FP_ZERO: return neg ? 1u << 3 : 1u << 4;
    default: return issignaling(x) ? 1u << 8 : 1u << 9;
  }
}

// The model's arithmetic result agrees with the host's: equal bits, or a canonical model NaN
// for any host NaN; equal flags.
inline bool same_result(Res model, Res host) {
  if (model.flags != host.flags) return false;
  if (is_nan_bits(host.bits)) return model.bits == fpm::kCanonicalNaN;
  return model.bits == host.bits;
}

}  // namespace rv32fpt::host
