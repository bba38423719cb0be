# Segment loads and stores: unit-stride vlseg<nf>e/vsseg<nf>e (nf 2..8, EEW 8/16/32 at several SEW
# and LMUL), strided vlsseg/vssseg (positive, negative, zero stride), indexed vluxseg/vloxseg/
# vsuxseg/vsoxseg, fault-only-first vlseg<nf>e<eew>ff; masked, vstart != 0; the NFIELDS x EMUL <= 8
# rule, fields past v31, a misaligned group and an indexed segment load over its index group
# (illegal instructions); faults: a segment whose third field leaves the DTCM (the trap reports
# that field's address, no field of the element is written), a misaligned segment, fault-only-first
# trimming vl at a segment that runs off the ITCM.
#include "coral_rtl_test.inc"
  BEGIN
  li t2, 7
  vsetvli t0, t2, e8, m1, tu, mu
  vlseg2e8.v v1, (s0)
  vlseg3e8.v v4, (s0)
  vlseg8e8.v v8, (s0)
  vsseg3e8.v v4, (s1)
  vsseg8e8.v v8, (s1)
  vlseg4e16.v v16, (s0)                 # EEW 16 at SEW 8: EMUL 2, 4 fields = 8 registers
  vsseg4e16.v v16, (s1)
  vlseg3e16.v v16, (s0)                 # 6 registers
  vlseg5e16.v v16, (s0)                 # 10 registers: illegal
  vlseg2e32.v v24, (s0)                 # EMUL 4: 8 registers
  vlseg2e32.v v26, (s0)                 # misaligned group: illegal
  vlseg3e8.v v30, (s0)                  # fields v30..v32: illegal
  vsetvli t0, t2, e16, m2, tu, mu
  vlseg2e16.v v2, (s0)
  vlseg4e16.v v8, (s0)
  vlseg4e8.v v16, (s0)                  # EEW 8 at SEW 16: EMUL 1
  vlm.v v0, (s0)
  vlseg3e16.v v20, (s0), v0.t
  vsseg3e16.v v20, (s1), v0.t
  li a0, 12
  vlsseg3e16.v v2, (s0), a0
  li a0, -10
  addi t1, s0, 200
  vlsseg2e16.v v8, (t1), a0, v0.t
  vssseg2e16.v v8, (s1), x0
  li a0, 40
  vssseg4e8.v v16, (s1), a0
  csrwi vstart, 3
  vlseg2e16.v v24, (s0)
  csrwi vstart, 4
  vsseg2e16.v v24, (s1)
  # indexed segments: data EEW = SEW, fields at the indexed address + f * SEW/8
  la s2, sidx
  vsetvli t0, t2, e32, m1, tu, mu
  vle8.v v1, (s2)
  vluxseg3ei8.v v4, (s0), v1
  vloxseg2ei8.v v8, (s0), v1, v0.t
  vsoxseg3ei8.v v4, (s1), v1
  vsuxseg2ei8.v v8, (s1), v1
  vluxseg2ei8.v v1, (s0), v1            # indexed segment load over its index group: illegal
  vle16.v v2, (s2)
  vloxseg8ei16.v v10, (s0), v2          # 8 fields of EMUL 1
  # faults
  li t2, 8
  vsetvli t0, t2, e16, m1, tu, mu
  la a6, __dtcm_end
  addi a6, a6, -28                      # element 2 = bytes -16..-9 is inside; element 3 runs out
  vlseg4e16.v v4, (a6)                  # element 3's fields: 0, 1 in, 2, 3 out: trap at field 2
  csrr a2, vstart
  addi a6, a6, 1
  vsseg2e16.v v4, (a6)                  # misaligned at element 0
  la a6, __itcm_end
  addi a6, a6, -20
  vlseg2e16ff.v v12, (a6)               # segments of 4 bytes: element 5 leaves the ITCM: vl = 5
  csrr a3, vl
  vlseg2e16ff.v v14, (a6)               # vl 5: all inside
  la a6, __itcm_end
  vlseg3e8ff.v v16, (a6)                # element 0 faults: trap
  END
  .balign 16
sidx:
  .byte 0, 12, 24, 96, 48, 12, 200, 120, 16, 20, 44, 0, 128, 100, 96, 32
  .byte 8, 8, 24, 28, 36, 40, 48, 52, 56, 64, 68, 72, 76, 80, 84, 88
