# Indexed loads and stores (vluxei8/16/32, vloxei*, vsuxei*, vsoxei*): index EEW narrower, equal and
# wider than SEW at several LMUL, masked, vstart != 0, repeated indices (ordered stores: the last
# element wins), vd over the index group (same EEW: legal; a narrower vd on the lowest index
# register: legal; otherwise an illegal instruction), a misaligned index and an index that leaves
# the DTCM at element 5 (a precise trap: mtval the element's address, vstart = 5), the index group
# past v31 and EMUL out of range (illegal).
#include "coral_rtl_test.inc"
  BEGIN
  la s2, idx8
  la s3, idx16
  la s4, idx32
  li t2, 16
  vsetvli t0, t2, e8, m1, tu, mu
  vle8.v v2, (s2)                       # 8-bit indices
  vluxei8.v v1, (s0), v2
  vloxei8.v v3, (s0), v2
  vsuxei8.v v1, (s1), v2
  vsetvli t0, t2, e32, m4, tu, mu       # SEW 32, EEW 8: index EMUL 1
  vle8.v v2, (s2)
  vluxei8.v v4, (s0), v2
  vsoxei8.v v4, (s1), v2
  vle16.v v8, (s3)                      # EEW 16: index EMUL 2
  vloxei16.v v12, (s0), v8
  vle32.v v16, (s4)                     # EEW 32: index EMUL 4
  vluxei32.v v20, (s0), v16
  vlm.v v0, (s0)
  vluxei32.v v24, (s0), v16, v0.t
  vsoxei32.v v24, (s1), v16, v0.t
  vsetvli t0, t2, e16, m2, tu, mu       # SEW 16: EEW 8 (EMUL 1), 16 (2), 32 (4)
  vle8.v v2, (s2)
  vloxei8.v v4, (s0), v2
  vle32.v v8, (s4)
  vluxei32.v v6, (s0), v8, v0.t
  csrwi vstart, 3
  vluxei32.v v12, (s0), v8
  csrwi vstart, 5
  vsuxei32.v v12, (s1), v8
  vle16.v v14, (s3)
  vluxei16.v v14, (s0), v14             # vd = the index group (same EEW): legal
  vle32.v v16, (s4)
  vluxei32.v v16, (s0), v16             # vd (EEW 16) on the lowest index register: legal
  vle32.v v16, (s4)
  vluxei32.v v18, (s0), v16             # vd on the upper half of a wider index group: illegal
  vsetvli t0, t2, e32, m2, tu, mu
  vle16.v v8, (s3)
  vluxei16.v v7, (s0), v8               # vd misaligned for LMUL 2: illegal
  vluxei16.v v8, (s0), v8               # vd (EEW 32) over an EMUL 1 index group at its bottom: illegal
  vluxei8.v v10, (s0), v31              # EMUL 1/2 index group: fine
  li t2, 8
  vsetvli t0, t2, e8, m8, tu, mu
  vle32.v v0, (s4)                      # EEW 32 at SEW 8, LMUL 8: EMUL 32: illegal
  vluxei32.v v8, (s0), v24              # illegal (index EMUL 32)
  vsetvli t0, t2, e8, m1, tu, mu
  li a0, 0x55
  vmv.s.x v0, a0
  vle8.v v5, (s2)
  vsoxei8.v v5, (s1), v5, v0.t          # ordered masked store of the index values
  # repeated indices: ordered store, the last element to an address wins
  vmv.v.i v6, 4
  vid.v v7
  vsoxei8.v v7, (s1), v6
  vsuxei8.v v7, (s1), v6
  lw a1, 4(s1)
  # faults: element 5's index is odd (misaligned at SEW 16) / leaves the DTCM
  vsetvli t0, t2, e16, m1, tu, mu
  la a6, idxbad
  vle16.v v9, (a6)
  vluxei16.v v10, (s0), v9              # misaligned at element 5: trap, vstart = 5
  csrr a2, vstart
  vluxei16.v v10, (s0), v9              # resumes at element 5: traps again
  csrwi vstart, 0
  la a6, idxfar
  vle32.v v12, (a6)
  vsetvli t0, t2, e8, m1, tu, mu
  vsoxei32.v v1, (s0), v12              # element 5 outside the memories: store access fault
  csrr a2, vstart
  csrwi vstart, 6
  vsoxei32.v v1, (s0), v12              # from element 6: completes
  vloxei32.v v2, (s0), v12, v0.t        # element 5 inactive (mask 0x55): no fault
  la a6, __itcm_end
  addi a6, a6, -64
  vluxei8.v v3, (a6), v5                # from the top of the ITCM: faults at the first index >= 64
  END
  .balign 16
idx8:
  .byte 0, 4, 8, 12, 60, 4, 200, 252, 16, 20, 44, 0, 128, 100, 96, 32
  .byte 8, 8, 24, 28, 36, 40, 48, 52, 56, 64, 68, 72, 76, 80, 84, 88
idx16:
  .hword 0, 4, 8, 12, 400, 4, 200, 252, 16, 20, 44, 0, 128, 100, 96, 32
  .hword 8, 8, 24, 28, 36, 40, 48, 52, 56, 64, 68, 72, 76, 80, 84, 88
idx32:
  .word 0, 4, 8, 12, 300, 4, 200, 252, 16, 20, 44, 0, 128, 100, 96, 32
  .word 8, 8, 24, 28, 36, 40, 48, 52, 56, 64, 68, 72, 76, 80, 84, 88
idxbad:
  .hword 0, 2, 4, 6, 8, 11, 12, 14
idxfar:
  .word 0, 4, 8, 12, 16, 0x40000000, 24, 28
