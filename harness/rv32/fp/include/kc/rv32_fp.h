// kc/rv32_fp.h: bit-exact model of IEEE 754-2019 binary32 arithmetic as the RISC-V F extension
// (version 2.2) specifies it. The ISS executes every F instruction through these functions and
// the FPU RTL (rtl/rv32/fpu/) is tested against them bit for bit, flags included.
//
// Rules shared by every function:
//  - Values are passed as bit patterns (uint32_t); integers of the conversions as their 32-bit
//    two's-complement / unsigned patterns.
//  - Rounding: `Rm` is the resolved rounding mode (the caller replaces rm = 7 by frm and traps on
//    reserved values). Values 5..7 of the enum are outside the contract and behave as rne.
//  - Flags (`Res::flags`) are the exceptions this one operation raised, in the fflags layout
//    (NX bit 0 ... NV bit 4); the caller ORs them into fflags.
//  - Tininess is detected after rounding (the result rounded to 24 bits with an unbounded
//    exponent lies strictly between -2^-126 and +2^-126). UF is raised only when the result is
//    tiny AND inexact. OF always comes with NX.
//  - Subnormal inputs and outputs are fully supported, never flushed.
//  - Every arithmetic result that is a NaN is the canonical NaN 0x7FC00000 (payloads are not
//    propagated); sign injection and moves are not arithmetic and keep NaN bits unchanged.
//  - Signalling NaN inputs raise NV for every arithmetic op, min/max and feq.
//
// The implementation (rv32_fp.cpp) uses integer arithmetic only (no host floating point), has no
// state and no allocation: every function is safe to call from any thread.
#pragma once

#include <cstdint>

namespace kc::rv32::fp {

enum class Rm : uint8_t { rne = 0, rtz = 1, rdn = 2, rup = 3, rmm = 4 };

enum : uint8_t { NX = 1, UF = 2, OF = 4, DZ = 8, NV = 16 };  // fflags bits

struct Res {
  uint32_t bits;  // result: binary32 pattern, or integer (compares, conversions to integer)
  uint8_t flags;  // exceptions raised: a combination of NX UF OF DZ NV
};
inline bool operator==(Res x, Res y) { return x.bits == y.bits && x.flags == y.flags; }
inline bool operator!=(Res x, Res y) { return !(x == y); }

constexpr uint32_t kCanonicalNaN = 0x7FC00000u;

// ----- arithmetic (FADD.S FSUB.S FMUL.S FDIV.S FSQRT.S) ---------------------------------------

// a + b, rounded once. inf + (-inf) -> NaN, NV. An exact zero sum of nonzero or opposite-signed
// operands is +0 (-0 when rm = rdn); (-0) + (-0) = -0.
Res add(uint32_t a, uint32_t b, Rm rm);
// a - b = add(a, -b) (the sign of b flipped before anything else, so NaN rules are the same).
Res sub(uint32_t a, uint32_t b, Rm rm);
// a * b, rounded once. inf * 0 -> NaN, NV. Sign of a zero or inf result: sign(a) ^ sign(b).
Res mul(uint32_t a, uint32_t b, Rm rm);
// a / b, rounded once. x / 0 for finite nonzero x -> inf (sign xor), DZ. 0/0, inf/inf -> NaN, NV.
Res div(uint32_t a, uint32_t b, Rm rm);
// sqrt(a), rounded once. sqrt(-0) = -0; sqrt(x < 0) (including -inf) -> NaN, NV.
Res sqrt(uint32_t a, Rm rm);

// ----- fused multiply-add: the exact a*b (+-) c rounded once ----------------------------------
// inf * 0 raises NV and gives NaN even when c is a quiet NaN (RISC-V). inf - inf -> NaN, NV.
// The signs are applied to the operands, so e.g. nmadd(+0, x, +0) = -0 for x > 0.
Res madd(uint32_t a, uint32_t b, uint32_t c, Rm rm);   //  a*b + c   (FMADD.S)
Res msub(uint32_t a, uint32_t b, uint32_t c, Rm rm);   //  a*b - c   (FMSUB.S)
Res nmsub(uint32_t a, uint32_t b, uint32_t c, Rm rm);  // -(a*b) + c (FNMSUB.S)
Res nmadd(uint32_t a, uint32_t b, uint32_t c, Rm rm);  // -(a*b) - c (FNMADD.S)

// ----- min / max (FMIN.S FMAX.S): IEEE 754-2019 minimumNumber / maximumNumber ------------------
// -0 < +0. One NaN operand: the other operand is returned. Both NaN: canonical NaN. NV if either
// operand is a signalling NaN (also when a number is returned). No other flags.
Res min(uint32_t a, uint32_t b);
Res max(uint32_t a, uint32_t b);

// ----- comparisons (FEQ.S FLT.S FLE.S): bits = 1 if true, else 0 ------------------------------
// +0 == -0. Any NaN operand makes the result 0. eq is quiet (NV only for a signalling NaN);
// lt and le are signalling (NV for any NaN operand).
Res eq(uint32_t a, uint32_t b);
Res lt(uint32_t a, uint32_t b);
Res le(uint32_t a, uint32_t b);

// ----- classification (FCLASS.S): exactly one bit of the 10-bit mask is set --------------------
// bit 0 -inf, 1 negative normal, 2 negative subnormal, 3 -0, 4 +0, 5 positive subnormal,
// 6 positive normal, 7 +inf, 8 signalling NaN, 9 quiet NaN.
uint32_t classify(uint32_t a);

// ----- conversions ------------------------------------------------------------------------------
// Float -> integer (FCVT.W.S, FCVT.WU.S): a is rounded to an integer with rm; if that integer is
// representable it is returned (NX if a was not an integer). Otherwise the result saturates and
// only NV is raised (no NX): W: NaN and too large -> 0x7FFFFFFF, too small (incl. -inf) ->
// 0x80000000. WU: NaN and too large -> 0xFFFFFFFF, negative after rounding (incl. -inf) -> 0.
// A negative a that rounds to 0 converts to 0 with NX (no NV); -0 gives 0 without flags.
Res cvt_w_s(uint32_t a, Rm rm);
Res cvt_wu_s(uint32_t a, Rm rm);
// Integer -> float (FCVT.S.W: i is int32 as its bit pattern; FCVT.S.WU: u is uint32), rounded
// once (NX when the integer needs more than 24 bits). 0 converts to +0.
Res cvt_s_w(uint32_t i, Rm rm);
Res cvt_s_wu(uint32_t u, Rm rm);

// ----- sign injection (FSGNJ.S FSGNJN.S FSGNJX.S): no flags, NaN bits kept ----------------------
// Result: a's bits 30..0 with sign(b), with ~sign(b), with sign(a) ^ sign(b).
uint32_t sgnj(uint32_t a, uint32_t b);
uint32_t sgnjn(uint32_t a, uint32_t b);
uint32_t sgnjx(uint32_t a, uint32_t b);

}  // namespace kc::rv32::fp
