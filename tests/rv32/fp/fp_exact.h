// fp_exact.h: an independent, slow, exact reference for the rv32 FP model — the second oracle,
// and the only one for RMM (x86 has no such mode).
//
// Method: the infinitely precise result x is never rounded step by step. It is known only
// through exact comparisons "x vs d" for dyadic rationals d = m * 2^e, done with big integers
// (a fixed 704-bit frame: every value is scaled by 2^320):
//   add, sub, mul, fma, int -> float: x is the exact sum / product itself (a big integer);
//   div: x = A / B, and x vs d is A vs d * B;   sqrt: x = sqrt(A), and x vs d is A vs d^2.
// The result is then found by bracketing: lo = the largest binary32 <= |x| (2^128 standing in
// as the pattern after the largest finite), hi = the next one, and the tie point between them;
// the rounding mode picks lo or hi from the position of |x| relative to those. Flags follow the
// IEEE / RISC-V definitions directly (overflow: the unbounded-exponent rounding is >= 2^128;
// underflow: inexact and that rounding is below 2^-126 in magnitude, decided with its own
// thresholds 2^-126 - 2^-150 and 2^-126 - 2^-151). Nothing here shares code with the model.
#pragma once

#include <cstdint>

#include "fp_stim.h"

namespace rv32fpt::exact {

// Results of the whole instruction set except sign injection (trivial), with the NaN, infinity,
// zero and saturation rules written again from the specification text.
Res add(uint32_t a, uint32_t b, Rm rm);
Res sub(uint32_t a, uint32_t b, Rm rm);
Res mul(uint32_t a, uint32_t b, Rm rm);
Res div(uint32_t a, uint32_t b, Rm rm);
Res sqrt(uint32_t a, Rm rm);
Res madd(uint32_t a, uint32_t b, uint32_t c, Rm rm);
Res msub(uint32_t a, uint32_t b, uint32_t c, Rm rm);
Res nmsub(uint32_t a, uint32_t b, uint32_t c, Rm rm);
Res nmadd(uint32_t a, uint32_t b, uint32_t c, Rm rm);
Res cvt_w_s(uint32_t a, Rm rm);
Res cvt_wu_s(uint32_t a, Rm rm);
Res cvt_s_w(uint32_t i, Rm rm);
Res cvt_s_wu(uint32_t u, Rm rm);

// How many lookups fell back from the hint to a full binary search (a statistic only).
uint64_t binary_searches();

}  // namespace rv32fpt::exact
