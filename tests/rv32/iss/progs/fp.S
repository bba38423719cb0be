// F extension: FS = 0 traps, arithmetic with rounding modes (static and dynamic), fused ops,
// flags accrual, comparisons and their NaN rules, min/max, conversions, moves, classify,
// sign injection, loads/stores, reserved rounding modes.
#include "rv32_iss_test.inc"

#define F(reg, hexval) li t0, hexval; fmv.w.x reg, t0

test_main:
  la t0, trap_handler
  csrw mtvec, t0
  // FP is off at reset: these trap (logged)
fs_off_fadd:
  fadd.s fa0, fa1, fa2
fs_off_flw:
  flw fa0, 0(sp)
fs_off_csr:
  csrr a0, fflags
  li t0, 0x2000
  csrs mstatus, t0             // FS = Initial
  F(fa1, 0x3f800000)           // 1.0
  F(fa2, 0x40000000)           // 2.0
  F(fa3, 0x3eaaaaab)           // 0.33333334
  F(fa4, 0x7f800000)           // +inf
  F(fa5, 0x7fa00000)           // signalling NaN
  F(fa6, 0x7fc00000)           // quiet NaN
  F(fa7, 0x80000000)           // -0
  fmv.w.x ft11, zero           // +0: f registers have no reset value in the spec (QEMU reads an
                               // unwritten one as a NaN, its 64-bit register not being NaN-boxed)
  fadd.s ft0, fa1, fa2
  fmv.x.w a0, ft0
  SIG(a0)
  frflags a0                   // exact: no flags
  SIG(a0)
  fdiv.s ft0, fa1, fa3         // 1 / 0.33333334, inexact
  fmv.x.w a0, ft0
  SIG(a0)
  fdiv.s ft0, fa1, fa3, rtz
  fmv.x.w a0, ft0
  SIG(a0)
  fdiv.s ft0, fa1, fa3, rup
  fmv.x.w a0, ft0
  SIG(a0)
  frflags a0                   // NX accrued
  SIG(a0)
  fsflags zero
  fdiv.s ft0, fa1, fa7         // 1 / -0 = -inf, DZ
  fmv.x.w a0, ft0
  SIG(a0)
  frflags a0
  SIG(a0)
  fsflags zero
  fsub.s ft0, fa4, fa4         // inf - inf: NaN, NV
  fmv.x.w a0, ft0
  SIG(a0)
  fsqrt.s ft0, fa2
  fmv.x.w a0, ft0
  SIG(a0)
  fsqrt.s ft0, fa7             // sqrt(-0) = -0
  fmv.x.w a0, ft0
  SIG(a0)
  fmadd.s ft0, fa2, fa3, fa1   // 2 * 0.33333334 + 1
  fmv.x.w a0, ft0
  SIG(a0)
  fmsub.s ft0, fa2, fa3, fa1
  fmv.x.w a0, ft0
  SIG(a0)
  fnmsub.s ft0, fa2, fa3, fa1
  fmv.x.w a0, ft0
  SIG(a0)
  fnmadd.s ft0, fa2, fa3, fa1
  fmv.x.w a0, ft0
  SIG(a0)
  fmul.s ft0, fa4, fa7         // inf * -0: NaN, NV
  fmv.x.w a0, ft0
  SIG(a0)
  frflags a0
  SIG(a0)
  // dynamic rounding: frm = rdn
  fsflags zero
  fsrmi 2
  fdiv.s ft0, fa1, fa3
  fmv.x.w a0, ft0
  SIG(a0)
  frrm a0
  SIG(a0)
  frcsr a0
  SIG(a0)
  fsrmi 0
  // comparisons: feq quiet, flt/fle signalling
  fsflags zero
  feq.s a0, fa1, fa6           // qNaN: 0, no NV
  SIG(a0)
  frflags a0
  SIG(a0)
  flt.s a0, fa1, fa6           // qNaN: 0, NV
  SIG(a0)
  frflags a0
  SIG(a0)
  fsflags zero
  feq.s a0, fa5, fa5           // sNaN: NV
  SIG(a0)
  frflags a0
  SIG(a0)
  fle.s a0, fa7, fa1
  SIG(a0)
  flt.s a0, fa2, fa1
  SIG(a0)
  feq.s a0, fa7, ft11          // -0 == +0
  SIG(a0)
  // min/max with NaNs and signed zeros
  fsflags zero
  fmin.s ft0, fa6, fa2         // qNaN ignored
  fmv.x.w a0, ft0
  SIG(a0)
  fmax.s ft0, fa5, fa6         // both NaN: canonical NaN, NV (sNaN)
  fmv.x.w a0, ft0
  SIG(a0)
  frflags a0
  SIG(a0)
  fmin.s ft0, fa7, ft11        // -0 < +0
  fmv.x.w a0, ft0
  SIG(a0)
  fmax.s ft0, fa7, ft11
  fmv.x.w a0, ft0
  SIG(a0)
  // conversions
  fsflags zero
  F(ft1, 0x40700000)           // 3.75
  fcvt.w.s a0, ft1             // rne: 4, NX
  SIG(a0)
  fcvt.w.s a0, ft1, rtz        // 3
  SIG(a0)
  F(ft1, 0xc0700000)           // -3.75
  fcvt.w.s a0, ft1, rdn        // -4
  SIG(a0)
  fcvt.wu.s a0, ft1, rtz       // negative: 0, NV
  SIG(a0)
  fcvt.w.s a0, fa4             // +inf: 0x7fffffff, NV
  SIG(a0)
  fcvt.w.s a0, fa6             // NaN: 0x7fffffff
  SIG(a0)
  fcvt.wu.s a0, fa4            // 0xffffffff
  SIG(a0)
  frflags a0
  SIG(a0)
  li t1, -7
  fcvt.s.w ft0, t1
  fmv.x.w a0, ft0
  SIG(a0)
  fcvt.s.wu ft0, t1            // 4294967289 rounds to 2^32 (rne)
  fmv.x.w a0, ft0
  SIG(a0)
  li t1, 16777217
  fcvt.s.w ft0, t1, rtz        // 2^24 + 1 -> 2^24
  fmv.x.w a0, ft0
  SIG(a0)
  // classify, sign injection (no flags, NaN bits kept)
  fclass.s a0, fa4
  SIG(a0)
  fclass.s a0, fa5
  SIG(a0)
  fclass.s a0, fa6
  SIG(a0)
  fclass.s a0, fa7
  SIG(a0)
  fclass.s a0, fa3
  SIG(a0)
  li t1, 1
  fmv.w.x ft2, t1              // smallest subnormal
  fclass.s a0, ft2
  SIG(a0)
  fneg.s ft0, fa5
  fmv.x.w a0, ft0
  SIG(a0)
  fabs.s ft0, fa7
  fmv.x.w a0, ft0
  SIG(a0)
  fsgnjx.s ft0, fa1, fa7
  fmv.x.w a0, ft0
  SIG(a0)
  // loads and stores move bits unchanged (no canonicalization)
  la t2, fbuf
  fsw fa5, 0(t2)
  lw a0, 0(t2)
  SIG(a0)
  li t1, 0x7f812345
  sw t1, 4(t2)
  flw ft3, 4(t2)
  fmv.x.w a0, ft3
  SIG(a0)
  // subnormal result
  fsflags zero
  fmul.s ft0, ft2, fa3         // tiny * 1/3: rounds to 0, UF NX
  fmv.x.w a0, ft0
  SIG(a0)
  frflags a0
  SIG(a0)
  // reserved rounding modes are illegal (logged): rm = 5 and dyn with frm = 6
rm_bad:
  .insn r 0x53, 5, 0, ft0, fa1, fa2
  fsrmi 6
rm_dyn_bad:
  fadd.s ft0, fa1, fa2
  fsrmi 0
  HALT

  .data
fbuf: .word 0, 0
