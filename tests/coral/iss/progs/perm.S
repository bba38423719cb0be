// Permutations: scalar moves, slides (up/down, by register and immediate, by one), gathers
// (vv/vx/vi, 16-bit indices), compress, whole-register moves; at SEW 8, 16 and 32.
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  la s0, data
  li a0, 16
  vsetvli t0, a0, e8, m1, ta, ma
  vle8.v v1, (s0)
  vmv.x.s t1, v1
  SIG(t1)
  vsetvli t0, a0, e16, m1, ta, ma
  vmv.x.s t1, v1
  SIG(t1)
  vsetvli t0, a0, e32, m1, ta, ma
  vmv.x.s t1, v1
  SIG(t1)
  li a0, 12
  vsetvli t0, a0, e8, m1, tu, mu
  vmv1r.v v2, v1
  li t1, 0x12345699
  vmv.s.x v2, t1
  VSIG(v2)
  li a1, 3
  vmv1r.v v3, v1
  vslideup.vx v3, v1, a1
  VSIG(v3)
  vslideup.vi v4, v1, 14
  VSIG(v4)
  vslidedown.vx v5, v1, a1
  VSIG(v5)
  vslidedown.vi v5, v1, 7
  VSIG(v5)
  vmv1r.v v6, v1
  vslide1up.vx v6, v1, t1
  VSIG(v6)
  vslide1down.vx v7, v1, t1
  VSIG(v7)
  vmsgt.vi v0, v1, 0
  vslideup.vi v8, v1, 1, v0.t
  VSIG(v8)
  // gathers
  addi t2, s0, 16
  vle8.v v9, (t2)                      // indices, some beyond VLMAX
  vrgather.vv v10, v1, v9
  VSIG(v10)
  vrgather.vx v11, v1, a1
  VSIG(v11)
  vrgather.vi v11, v1, 20
  VSIG(v11)
  li a0, 8
  vsetvli t0, a0, e16, m1, ta, ma
  vle16.v v12, (s0)
  addi t2, s0, 32
  vle16.v v13, (t2)
  vrgather.vv v14, v12, v13
  VSIG(v14)
  vsetvli t0, a0, e8, mf2, ta, ma
  vrgatherei16.vv v15, v1, v13
  VSIG(v15)
  // compress
  li a0, 16
  vsetvli t0, a0, e8, m1, tu, mu
  vmsgt.vi v16, v1, 0
  vmv.v.i v17, -1
  vcompress.vm v17, v1, v16
  VSIG(v17)
  vsetvli t0, a0, e32, m4, ta, ma
  addi t2, s0, 48
  vle32.v v20, (t2)
  vmslt.vx v24, v20, zero
  vcompress.vm v28, v20, v24
  vcpop.m t1, v24
  SIG(t1)
  VSIG(v28)
  VSIG(v29)
  // whole-register moves, also at a small vl
  li a0, 1
  vsetvli t0, a0, e32, m1, ta, ma
  vmv4r.v v4, v20
  VSIG(v4)
  VSIG(v7)
  vmv2r.v v8, v22
  VSIG(v9)
  HALT

  .data
  .align 4
data:
  .byte 0x81, 0x92, 0x03, 0x74, 0xa5, 0x06, 0xc7, 0x08, 0x09, 0xfa, 0x0b, 0x8c, 0x0d, 0x0e, 0x0f, 0x10
  .byte 0x03, 0x00, 0x0f, 0x10, 0xff, 0x01, 0x07, 0x07, 0x0c, 0x02, 0x40, 0x05, 0x0b, 0x09, 0x08, 0x06
  .half 0x0007, 0x0000, 0x0003, 0x0100, 0x0001, 0x0008, 0x0002, 0x0005
  .word 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15, -16
