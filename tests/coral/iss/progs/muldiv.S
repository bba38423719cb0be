// Multiply (low and high halves), divide and remainder with zero divisors and overflow,
// multiply-add, widening multiply and multiply-add, at SEW 8, 16 and 32.
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  la s0, data
  li a0, 16
  vsetvli t0, a0, e8, m1, ta, ma
  vle8.v v1, (s0)
  addi t1, s0, 16
  vle8.v v2, (t1)
  vmul.vv v3, v1, v2
  VSIG(v3)
  vmulh.vv v3, v1, v2
  VSIG(v3)
  vmulhu.vv v3, v1, v2
  VSIG(v3)
  vmulhsu.vv v3, v1, v2
  VSIG(v3)
  vdiv.vv v4, v1, v2
  VSIG(v4)
  vdivu.vv v4, v1, v2
  VSIG(v4)
  vrem.vv v4, v1, v2
  VSIG(v4)
  vremu.vv v4, v1, v2
  VSIG(v4)
  li a1, -3
  vdiv.vx v4, v1, a1
  VSIG(v4)
  vmv.v.v v5, v2
  vmacc.vv v5, v1, v2
  VSIG(v5)
  vnmsac.vx v5, a1, v1
  VSIG(v5)
  vmadd.vv v5, v1, v2
  VSIG(v5)
  vnmsub.vx v5, a1, v2
  VSIG(v5)
  vwmul.vv v6, v1, v2
  VSIG(v6)
  VSIG(v7)
  vwmulu.vx v8, v1, a1
  VSIG(v8)
  VSIG(v9)
  vwmulsu.vv v10, v1, v2
  VSIG(v10)
  VSIG(v11)
  vwmacc.vv v6, v1, v2
  vwmaccu.vv v6, v1, v2
  vwmaccsu.vv v6, v1, v2
  vwmaccus.vx v6, a1, v2
  VSIG(v6)
  VSIG(v7)
  li a0, 8
  vsetvli t0, a0, e16, m1, ta, ma
  addi t1, s0, 32
  vle16.v v12, (t1)
  vmulh.vv v13, v12, v12
  VSIG(v13)
  vdiv.vv v14, v12, v13
  VSIG(v14)
  vrem.vv v15, v12, v13
  VSIG(v15)
  vwmul.vv v16, v12, v12
  VSIG(v16)
  VSIG(v17)
  li a0, 4
  vsetvli t0, a0, e32, m1, ta, ma
  addi t1, s0, 48
  vle32.v v18, (t1)
  vmulhsu.vv v19, v18, v18
  VSIG(v19)
  vmulh.vv v19, v18, v18
  VSIG(v19)
  li a1, -1
  vdiv.vx v20, v18, a1
  VSIG(v20)
  vrem.vx v20, v18, a1
  VSIG(v20)
  vdivu.vx v21, v18, zero
  VSIG(v21)
  vremu.vx v21, v18, zero
  VSIG(v21)
  HALT

  .data
  .align 4
data:
  .byte 0x80, 0x7f, 0xff, 0x01, 0x00, 0x10, 0xf0, 0x55, 0xaa, 0x03, 0xfd, 0x64, 0x9c, 0x0c, 0xf4, 0x80
  .byte 0xff, 0x00, 0x02, 0xfe, 0x00, 0x10, 0x07, 0xf9, 0x03, 0x00, 0x02, 0x0a, 0xf6, 0xff, 0x80, 0x80
  .half 0x8000, 0x7fff, 0xffff, 0x0001, 0x1234, 0xc000, 0x0003, 0xfffd
  .word 0x80000000, 0x7fffffff, 0xffffffff, 0x00012345
