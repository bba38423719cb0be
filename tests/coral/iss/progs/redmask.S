// Reductions (incl. widening, masked, an LMUL 4 source, vl = 0) and the mask instructions: logic,
// vcpop/vfirst, vmsbf/vmsif/vmsof, viota, vid.
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  la s0, data
  li a0, 16
  vsetvli t0, a0, e8, m1, ta, ma
  vle8.v v1, (s0)
  addi t1, s0, 16
  vle8.v v2, (t1)                      // start values in element 0
  vmsgt.vi v0, v1, 0                   // positive elements
  vredsum.vs v3, v1, v2
  VSIG(v3)
  vredsum.vs v3, v1, v2, v0.t
  VSIG(v3)
  vredmax.vs v4, v1, v2
  vredmin.vs v5, v1, v2
  vredmaxu.vs v6, v1, v2
  vredminu.vs v7, v1, v2
  vredand.vs v8, v1, v2
  vredor.vs v9, v1, v2
  vredxor.vs v10, v1, v2
  VSIG(v4)
  VSIG(v5)
  VSIG(v6)
  VSIG(v7)
  VSIG(v8)
  VSIG(v9)
  VSIG(v10)
  vwredsum.vs v11, v1, v2
  VSIG(v11)
  vwredsumu.vs v11, v1, v2, v0.t
  VSIG(v11)
  // a group: 64 int16 elements of e16, m4 (the data repeated)
  li a0, 64
  vsetvli t0, a0, e16, m4, ta, ma
  vle16.v v12, (s0)
  vmv.s.x v16, a0
  vredsum.vs v16, v12, v16
  VSIG(v16)
  // vl = 0: vd keeps its value
  vsetvli t0, zero, e8, m1, ta, ma
  li a0, 0
  vsetvli t0, a0, e8, m1, ta, ma
  vredsum.vs v16, v1, v2
  VSIG(v16)
  // mask logic on 13 bits
  li a0, 13
  vsetvli t0, a0, e8, m1, tu, mu
  vmsgt.vi v17, v1, 0
  vmslt.vi v18, v2, 5
  vmand.mm v19, v17, v18
  VSIG(v19)
  vmnand.mm v19, v17, v18
  VSIG(v19)
  vmandn.mm v19, v17, v18
  VSIG(v19)
  vmxor.mm v19, v17, v18
  VSIG(v19)
  vmor.mm v19, v17, v18
  VSIG(v19)
  vmnor.mm v19, v17, v18
  VSIG(v19)
  vmorn.mm v19, v17, v18
  VSIG(v19)
  vmxnor.mm v19, v17, v18
  VSIG(v19)
  vcpop.m t1, v17
  SIG(t1)
  vfirst.m t1, v17
  SIG(t1)
  vmv1r.v v0, v18
  vcpop.m t1, v17, v0.t
  SIG(t1)
  vfirst.m t1, v17, v0.t
  SIG(t1)
  vmclr.m v20
  vfirst.m t1, v20
  SIG(t1)
  vmsbf.m v21, v17
  VSIG(v21)
  vmsif.m v21, v17
  VSIG(v21)
  vmsof.m v21, v17
  VSIG(v21)
  vmsif.m v21, v17, v0.t
  VSIG(v21)
  viota.m v22, v17
  VSIG(v22)
  viota.m v22, v17, v0.t
  VSIG(v22)
  vid.v v23
  VSIG(v23)
  vid.v v23, v0.t
  VSIG(v23)
  li a0, 0
  vsetvli t0, a0, e8, m1, ta, ma
  vcpop.m t1, v17
  SIG(t1)
  vfirst.m t1, v17
  SIG(t1)
  HALT

  .data
  .align 4
data:
  .byte 0x05, 0xfe, 0x7f, 0x80, 0x00, 0x11, 0x9c, 0x2a, 0xff, 0x01, 0x40, 0xc0, 0x33, 0x00, 0x81, 0x7e
  .byte 0x64, 0x07, 0x03, 0x09, 0x00, 0x04, 0x06, 0x02, 0x10, 0x20, 0x05, 0x01, 0x08, 0x0c, 0x0d, 0x0e
  .space 96
