# FP loop of the rv32 speed benchmark: fused multiply-adds, multiplies and adds on 4
# independent accumulators (FP pipeline latency is then mostly hidden), plus a compare and a
# conversion per iteration. mstatus.FS is set first (FP is off at reset). ITER iterations.
  .section .text.init, "ax"
  .globl _start
_start:
  li t0, (1 << 13)
  csrs mstatus, t0
  li s0, 200000              # iterations (about 16 instructions each)
  li t0, 0x3f800000          # 1.0
  fmv.w.x fa0, t0
  li t0, 0x3f7ff000          # a factor just below 1.0: the values stay finite
  fmv.w.x fa1, t0
  fmv.w.x fa2, zero
  fmv.w.x fa3, zero
  fmv.w.x fa4, zero
  fmv.w.x fa5, zero
1:
  fmadd.s fa2, fa0, fa1, fa2
  fmadd.s fa3, fa1, fa1, fa3
  fmul.s ft0, fa0, fa1
  fadd.s fa4, fa4, fa1
  fmsub.s fa5, fa1, fa0, fa5
  fmul.s ft1, fa1, fa1
  fadd.s ft2, ft0, ft1
  fmin.s ft3, fa2, fa3
  fmax.s ft4, fa4, fa5
  flt.s t1, ft3, ft4
  fcvt.w.s t2, ft2, rtz
  add t3, t1, t2
  fmv.s fa0, ft0
  fsgnj.s fa1, fa1, fa1
  addi s0, s0, -1
  bnez s0, 1b
  .word 0x08000073           # mpause
