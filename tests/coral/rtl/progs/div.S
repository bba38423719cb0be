# Divide and remainder: vdivu, vdiv, vremu, vrem (.vv/.vx) at SEW 8/16/32 over several LMULs,
# masked and unmasked, with vstart; the RVV special cases: divide by zero (quotient all ones,
# remainder the dividend), the signed overflow (most negative / -1: the dividend, remainder 0),
# negative dividends and divisors.
#include "coral_rtl_test.inc"
  BEGIN
  vsetvli t0, x0, e8, m8, ta, ma
  vl8r.v v0, (s0)
  addi t1, s0, 128
  vl8r.v v8, (t1)
  addi t1, s0, 256
  vl8r.v v16, (t1)
  addi t1, s0, 384
  vl8r.v v24, (t1)
  li a0, 0
  li a1, -1
  li a2, 7
  li a3, -13
  li a4, 0x80008080
  .irp sew, e8, e16, e32
  li t2, 19
  vsetvli t0, t2, \sew, m2, tu, mu
  vdivu.vv v2, v4, v6
  vdiv.vv v4, v6, v8, v0.t
  vremu.vv v6, v8, v10, v0.t
  vrem.vv v8, v10, v12
  vdivu.vx v10, v12, a0             # / 0
  vdiv.vx v12, v14, a0, v0.t
  vremu.vx v14, v16, a0
  vrem.vx v16, v18, a0
  vdiv.vx v18, v20, a1              # / -1
  vrem.vx v20, v22, a1
  vdiv.vx v22, v24, a2, v0.t
  vrem.vx v24, v26, a3
  vdivu.vx v26, v28, a3
  vmv.v.x v28, a4                   # e8: 0x80, the most negative value (e16/e32 ones below)
  vdiv.vx v30, v28, a1
  vrem.vx v2, v28, a1
  vmv.v.i v10, 0
  vdiv.vv v4, v28, v10              # / 0 elementwise
  vrem.vv v6, v28, v10, v0.t
  csrwi vstart, 3
  vdivu.vv v8, v12, v14             # vstart = 3
  .endr
  li a4, 0x8000
  vsetvli t0, x0, e16, m1, tu, mu
  vmv.v.x v1, a4
  vdiv.vx v2, v1, a1                # 0x8000 / -1
  vrem.vx v3, v1, a1
  li a4, 0x80000000
  vsetvli t0, x0, e32, m1, tu, mu
  vmv.v.x v1, a4
  vdiv.vx v2, v1, a1                # 0x80000000 / -1
  vrem.vx v3, v1, a1
  vsetvli t0, x0, e8, mf4, tu, mu
  vdiv.vv v4, v5, v6
  vremu.vx v7, v8, a2, v0.t
  END
