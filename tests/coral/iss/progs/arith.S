// Integer arithmetic at SEW 8/16/32 with LMUL 1/2..4: add/sub/logic/shifts/min/max, masked forms
// (v0.t) with mu, tails (vl < VLMAX) with tu, carries, merge and moves, widening and narrowing,
// integer extension and compares into masks. Every result register is stored whole (VSIG).
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  la s0, data
  // --- e8, m1, vl 13 (tail 13..15 kept) ----------------------------------------------------
  li a0, 13
  vsetvli t0, a0, e8, m1, tu, mu
  vle8.v v1, (s0)
  addi t1, s0, 16
  vle8.v v2, (t1)
  vmv1r.v v3, v2
  vadd.vv v3, v1, v2
  VSIG(v3)
  vmv1r.v v3, v1
  vsub.vx v3, v1, s0                   // low byte of the address
  VSIG(v3)
  vrsub.vi v4, v1, -7
  VSIG(v4)
  vand.vv v5, v1, v2
  vor.vi v5, v5, 9
  vxor.vx v5, v5, a0
  VSIG(v5)
  vsll.vv v6, v1, v2                   // shift by the low 3 bits
  VSIG(v6)
  vsra.vi v6, v1, 3
  VSIG(v6)
  vsrl.vx v6, v1, a0                   // 13 & 7 = 5
  VSIG(v6)
  vmin.vv v7, v1, v2
  VSIG(v7)
  vmaxu.vv v7, v1, v2
  VSIG(v7)
  // masks: v0 = v1 < v2 (signed), then masked operations keep the inactive elements (mu)
  vmslt.vv v0, v1, v2
  VSIG(v0)
  vmv.v.i v8, -1
  vadd.vi v8, v1, 5, v0.t
  VSIG(v8)
  vmsleu.vi v9, v1, -9                 // unsigned <= 0xf7
  VSIG(v9)
  vmsgt.vx v9, v1, zero, v0.t
  VSIG(v9)
  vmseq.vv v10, v1, v1
  VSIG(v10)
  // carries and merges
  vmadc.vvm v11, v1, v2, v0
  VSIG(v11)
  vadc.vvm v12, v1, v2, v0
  VSIG(v12)
  vmsbc.vx v13, v1, a0
  VSIG(v13)
  vsbc.vxm v14, v1, a0, v0
  VSIG(v14)
  vmerge.vim v15, v1, -3, v0
  VSIG(v15)
  vmv.v.x v16, s0
  VSIG(v16)
  // --- e16, m2, vl 11 --------------------------------------------------------------------------
  li a0, 11
  vsetvli t0, a0, e16, m2, tu, mu
  addi t1, s0, 32
  vle16.v v2, (t1)
  addi t1, s0, 64
  vle16.v v4, (t1)
  vadd.vv v6, v2, v4
  VSIG(v6)
  VSIG(v7)
  vmulhu.vv v8, v2, v4
  VSIG(v8)
  VSIG(v9)
  vmax.vx v10, v2, zero
  VSIG(v10)
  VSIG(v11)
  vmslt.vv v12, v2, v4                 // one mask register for the group
  VSIG(v12)
  // --- e32, m4, vl 13 -------------------------------------------------------------------------
  li a0, 13
  vsetvli t0, a0, e32, m4, ta, ma
  addi t1, s0, 96
  vle32.v v16, (t1)
  vsra.vv v20, v16, v16                // shift by the low 5 bits of itself
  VSIG(v20)
  VSIG(v21)
  VSIG(v22)
  VSIG(v23)
  vmsne.vi v24, v16, 0
  VSIG(v24)
  // --- widening and narrowing at e8 / e16 ------------------------------------------------------
  li a0, 16
  vsetvli t0, a0, e8, m1, ta, ma
  vle8.v v1, (s0)
  addi t1, s0, 16
  vle8.v v2, (t1)
  vwadd.vv v4, v1, v2                  // e16 in v4, v5
  VSIG(v4)
  VSIG(v5)
  vwaddu.wv v4, v4, v2
  VSIG(v4)
  VSIG(v5)
  vwsub.vx v6, v1, a0
  VSIG(v6)
  VSIG(v7)
  vsetvli t0, a0, e8, m1, ta, ma
  vnsra.wi v8, v4, 3                   // e8 from the e16 group v4, v5
  VSIG(v8)
  vnsrl.wx v9, v6, a0                  // shift 16 & 15 = 0
  VSIG(v9)
  vsetvli t0, a0, e16, m2, ta, ma
  vzext.vf2 v10, v1
  VSIG(v10)
  VSIG(v11)
  vsext.vf2 v12, v1
  VSIG(v12)
  VSIG(v13)
  li a0, 8
  vsetvli t0, a0, e32, m2, ta, ma
  vsext.vf4 v14, v1
  VSIG(v14)
  VSIG(v15)
  // fractional LMUL: e8, mf2 (VLMAX 8); vl 5, the tail of v17 (5..15) kept
  li a0, 5
  vsetvli t0, a0, e8, mf2, tu, mu
  vmv1r.v v17, v1
  vadd.vi v17, v2, 1
  VSIG(v17)
  HALT

  .data
  .align 4
data:
  .byte 0x00, 0x7f, 0x80, 0xff, 0x01, 0x10, 0xf0, 0x55, 0xaa, 0x33, 0xcc, 0x81, 0x7e, 0x0f, 0xe0, 0x42
  .byte 0x01, 0x01, 0x01, 0x01, 0xff, 0x80, 0x7f, 0x03, 0x0a, 0xf3, 0x08, 0x09, 0x10, 0x20, 0x40, 0x80
  .half 0x0000, 0x7fff, 0x8000, 0xffff, 0x1234, 0xedcb, 0x0100, 0x00ff, 0xf00f, 0x0ff0, 0x5555, 0xaaaa, 0x0001, 0x8001, 0x7ffe, 0xc000
  .half 0xffff, 0x0001, 0x8000, 0x7fff, 0x4321, 0x0002, 0xff00, 0x0101, 0x0ff0, 0xf00f, 0xaaaa, 0x5555, 0x8000, 0x0002, 0x0003, 0x4000
  .word 0x00000000, 0x7fffffff, 0x80000000, 0xffffffff, 0x12345678, 0xedcba987, 0x00010000, 0x0000ffff
  .word 0xf000000f, 0x0ff00ff0, 0x55555555, 0xaaaaaaaa, 0x00000001, 0x80000001, 0x7ffffffe, 0xc0000000
