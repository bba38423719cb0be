# Vector loads and stores: unit-stride (e8/e16/e32 at several SEW/LMUL), strided (positive, negative,
# zero stride), masked, mask loads/stores (vlm/vsm), whole registers (1/2/4/8, every EEW), a load from
# the ITCM, vstart != 0, and scalar accesses between them.
#include "coral_rtl_test.inc"
  BEGIN
  li t2, 13
  vsetvli t0, t2, e8, m1, tu, mu
  vle8.v v1, (s0)
  vse8.v v1, (s1)
  addi t1, s0, 3
  vle8.v v2, (t1)
  vsetvli t0, t2, e16, m2, tu, mu
  vle16.v v2, (s0)
  vle8.v v4, (s0)                       # EEW 8 at SEW 16: EMUL 1
  vle32.v v8, (s0)                      # EMUL 4
  addi t1, s1, 32
  vse16.v v2, (t1)
  vse32.v v8, (t1)
  vlm.v v0, (s0)
  vle16.v v12, (s0), v0.t
  addi t1, s1, 64
  vse16.v v12, (t1), v0.t
  li a0, 6
  vlse16.v v14, (s0), a0
  li a0, -4
  addi t1, s0, 200
  vlse16.v v16, (t1), a0, v0.t
  vlse32.v v18, (t1), x0
  addi t1, s1, 100
  li a0, 10
  vsse16.v v14, (t1), a0
  li a0, 0
  vsse8.v v1, (t1), a0
  li t2, 37
  vsetvli t0, t2, e32, m8, ta, ma
  vle32.v v24, (s0)
  addi t1, s1, 128
  vse32.v v24, (t1)
  vsetvli t0, t2, e8, mf2, ta, ma
  vle8.v v3, (s0)
  vsm.v v3, (s1)
  vlm.v v5, (s0)
  vl1re8.v v6, (s0)
  vl2re16.v v6, (s0)
  vl4re32.v v12, (s0)
  vl8re8.v v16, (s0)
  addi t1, s1, 256
  vs1r.v v6, (t1)
  vs2r.v v6, (t1)
  vs4r.v v12, (t1)
  vs8r.v v16, (t1)
  la t1, _start                         # vector load from the ITCM
  vl1re32.v v7, (t1)
  vsetvli t0, x0, e16, m1, ta, ma
  csrwi vstart, 3
  vle16.v v9, (s0)
  csrwi vstart, 2
  vse16.v v9, (s1)
  lw a1, 0(s1)
  sw a1, 8(s1)
  vle32.v v10, (s1)
  lh a2, 2(s1)
  vsetvli t0, x0, e8, m8, ta, ma
  vs8r.v v0, (s1)
  vs8r.v v8, (s1)
  vs8r.v v16, (s1)
  vs8r.v v24, (s1)
  END
