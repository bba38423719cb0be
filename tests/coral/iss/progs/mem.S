// Vector loads and stores: unit-stride at EEW 8/16/32 with LMUL > 1, masked (mu) loads and masked
// stores, strided (negative and zero strides), indexed ordered and unordered, segments (unit,
// strided, indexed), whole registers, mask loads/stores, fault-only-first without a fault. Stores go
// to the sig region (so QEMU's dump holds them); every loaded register is stored whole.
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  la s0, data
  li a0, 21
  vsetvli t0, a0, e8, m2, ta, ma       // 21 bytes into v2, v3
  vle8.v v2, (s0)
  VSIG(v2)
  VSIG(v3)
  li a0, 7
  vsetvli t0, a0, e16, m1, ta, ma
  vle16.v v4, (s0)
  VSIG(v4)
  li a0, 9
  vsetvli t0, a0, e32, m4, tu, mu
  vle32.v v8, (s0)
  VSIG(v8)
  VSIG(v9)
  VSIG(v10)
  // EEW 8 data at SEW 32 (EMUL 1)
  vle8.v v12, (s0)
  VSIG(v12)
  // masked load (mu: the inactive elements keep -1)
  li a0, 16
  vsetvli t0, a0, e8, m1, tu, mu
  vle8.v v13, (s0)
  vmsgt.vi v0, v13, 0
  vmv.v.i v14, -1
  vle8.v v14, (s0), v0.t
  VSIG(v14)
  // masked store into sig: inactive bytes keep their 0
  vse8.v v13, (s10), v0.t
  addi s10, s10, 16
  // strided: negative and zero strides
  li a0, 6
  vsetvli t0, a0, e16, m1, ta, ma
  addi t1, s0, 40
  li t2, -6
  vlse16.v v15, (t1), t2
  VSIG(v15)
  vlse16.v v16, (t1), zero
  VSIG(v16)
  li t2, 4
  vsse16.v v15, (s10), t2              // 6 halves, 4 bytes apart: 24 bytes
  addi s10, s10, 32
  // indexed: byte offsets of EEW 8 and 16, data of SEW 32
  li a0, 5
  vsetvli t0, a0, e32, m1, ta, ma
  addi t1, s0, 64
  vle8.v v17, (t1)                     // offsets
  vluxei8.v v18, (s0), v17
  VSIG(v18)
  vloxei8.v v19, (s0), v17
  VSIG(v19)
  vsetvli t0, a0, e16, m1, ta, ma
  vzext.vf2 v20, v17                   // 16-bit offsets
  vsetvli t0, a0, e32, m1, ta, ma
  vloxei16.v v21, (s0), v20
  VSIG(v21)
  vsoxei8.v v18, (s10), v17            // scatter into sig (offsets < 32)
  addi s10, s10, 64
  // segments: unit-stride (3 fields), strided (2), indexed (2), and their stores
  li a0, 5
  vsetvli t0, a0, e8, m1, ta, ma
  vlseg3e8.v v22, (s0)
  VSIG(v22)
  VSIG(v23)
  VSIG(v24)
  li t2, 7
  vlsseg2e8.v v25, (s0), t2
  VSIG(v25)
  VSIG(v26)
  vluxseg2ei8.v v27, (s0), v17
  VSIG(v27)
  VSIG(v28)
  vsseg3e8.v v22, (s10)                // 15 bytes
  addi s10, s10, 16
  li a0, 3
  vsetvli t0, a0, e16, m2, ta, ma
  vlseg2e16.v v4, (s0)                 // fields in v4, v5 and v6, v7 (EMUL 2)
  VSIG(v4)
  VSIG(v6)
  li t2, 8
  vssseg2e16.v v4, (s10), t2           // 3 segments of 4 bytes, 8 apart
  addi s10, s10, 32
  // whole registers (vl and vtype do not matter)
  vl2re32.v v8, (s0)
  VSIG(v8)
  VSIG(v9)
  vs2r.v v8, (s10)
  addi s10, s10, 32
  vl1re16.v v10, (s0)
  VSIG(v10)
  // masks: ceil(vl/8) bytes
  li a0, 20
  vsetvli t0, a0, e8, m2, ta, ma
  vlm.v v11, (s0)
  VSIG(v11)
  vsm.v v11, (s10)
  addi s10, s10, 16
  // fault-only-first that does not fault: the full vl
  li a0, 16
  vsetvli t0, a0, e8, m1, ta, ma
  vle8ff.v v12, (s0)
  csrr t1, vl
  SIG(t1)
  VSIG(v12)
#ifndef QEMU
  // fault-only-first reaching the end of the DTCM (QEMU's RAM goes on there): vl is trimmed
  la t1, __dtcm_end
  addi t1, t1, -5
  li a0, 16
  vsetvli t0, a0, e8, m1, ta, ma
  vle8ff.v v13, (t1)
  csrr t1, vl
  SIGI(t1)
#endif
  HALT

  .data
  .align 4
data:
  .byte 0x01, 0x82, 0x03, 0x84, 0x05, 0x86, 0x07, 0x88, 0x09, 0x8a, 0x0b, 0x8c, 0x0d, 0x8e, 0x0f, 0x90
  .byte 0x11, 0x92, 0x13, 0x94, 0x15, 0x96, 0x17, 0x98, 0x19, 0x9a, 0x1b, 0x9c, 0x1d, 0x9e, 0x1f, 0xa0
  .byte 0x21, 0xa2, 0x23, 0xa4, 0x25, 0xa6, 0x27, 0xa8, 0x29, 0xaa, 0x2b, 0xac, 0x2d, 0xae, 0x2f, 0xb0
  .byte 0x31, 0xb2, 0x33, 0xb4, 0x35, 0xb6, 0x37, 0xb8, 0x39, 0xba, 0x3b, 0xbc, 0x3d, 0xbe, 0x3f, 0xc0
  .byte 12, 0, 28, 4, 8, 16, 20, 24, 0, 0, 0, 0, 0, 0, 0, 0
