# Vector memory port width: unit-stride loads and stores (e8/e16/e32, LMUL 1..8) at addresses aligned
# to the DTCM block and off it, mask loads/stores, whole-register loads/stores (one off the block),
# and a whole-register load from the ITCM (one word per access there). All unmasked, from element 0,
# and no scalar loads or stores: coral.rtl.port_width predicts every port cycle from the accesses.
#include "coral_rtl_test.inc"
  BEGIN
  li t2, 16
  vsetvli t0, t2, e8, m1, ta, ma
  vle8.v v1, (s0)
  vse8.v v1, (s1)
  addi t1, s0, 5
  vle8.v v2, (t1)
  addi t1, s1, 7
  vse8.v v2, (t1)
  li t2, 64
  vsetvli t0, t2, e8, m4, ta, ma
  vle8.v v4, (s0)
  vse8.v v4, (s1)
  li t2, 13
  vsetvli t0, t2, e16, m2, ta, ma
  vle16.v v2, (s0)
  addi t1, s0, 6
  vle16.v v4, (t1)
  addi t1, s1, 34
  vse16.v v4, (t1)
  li t2, 32
  vsetvli t0, t2, e32, m8, ta, ma
  vle32.v v8, (s0)
  addi t1, s0, 4
  vle32.v v16, (t1)
  addi t1, s1, 132
  vse32.v v16, (t1)
  vlm.v v0, (s0)
  addi t1, s1, 300
  vsm.v v0, (t1)
  vl1re8.v v6, (s0)
  vl2re16.v v6, (s0)
  vl4re32.v v12, (s0)
  vl8re8.v v16, (s0)
  addi t1, s1, 256
  vs8r.v v16, (t1)
  addi t1, s0, 12
  vl2re32.v v2, (t1)
  addi t1, s1, 20
  vs2r.v v2, (t1)
  la t1, _start                         # from the ITCM
  vl1re32.v v7, (t1)
  END
