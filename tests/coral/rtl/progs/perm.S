# Permutations: vslideup/vslidedown (.vx/.vi, offsets 0, small, past VLMAX and 2^32 - 1),
# vslide1up/vslide1down, vrgather (.vv/.vx/.vi with indices in and out of range), vrgatherei16,
# vcompress at SEW 8/16/32 over several LMULs, masked and unmasked, with vstart; vd = vs2 for the
# downward slides (legal) and the illegal overlaps (slideup, gather, compress), vstart != 0 for
# vcompress (illegal).
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
  li a0, 3
  li a1, 0x12345687
  li a2, -1
  li a3, 200
  li t2, 27
  vsetvli t0, t2, e8, m2, tu, mu
  vslideup.vi v2, v4, 5
  vslideup.vx v6, v8, a0, v0.t
  vslidedown.vi v10, v12, 7
  vslidedown.vx v12, v12, a0, v0.t    # vd = vs2
  vslidedown.vx v14, v16, a3          # past VLMAX: zeros
  vslideup.vx v16, v18, a2            # offset 2^32 - 1: nothing written
  vslidedown.vx v18, v20, a2, v0.t
  vslide1up.vx v20, v22, a1
  vslide1down.vx v22, v22, a1, v0.t   # vd = vs2
  vrgather.vv v24, v26, v28
  vrgather.vx v26, v28, a0, v0.t
  vrgather.vi v28, v30, 31
  vrgather.vx v30, v2, a3
  vrgatherei16.vv v2, v4, v8, v0.t    # index group EMUL 4
  vcompress.vm v6, v8, v10
  vslideup.vi v8, v8, 1               # illegal: vd = vs2
  vrgather.vv v10, v12, v10           # illegal: vd = vs1
  vcompress.vm v12, v12, v1           # illegal: vd = vs2
  li t2, 11
  vsetvli t0, t2, e16, m1, tu, mu
  vslideup.vx v1, v2, a0
  vslidedown.vi v3, v4, 2, v0.t
  vslide1up.vx v5, v6, a1, v0.t
  vslide1down.vx v7, v8, a1
  vrgather.vv v9, v10, v11, v0.t
  vrgatherei16.vv v12, v13, v14
  vcompress.vm v15, v16, v17
  csrwi vstart, 3
  vslideup.vi v18, v19, 2              # vstart = 3
  csrwi vstart, 4
  vrgather.vi v19, v20, 1, v0.t        # vstart = 4
  csrwi vstart, 1
  vcompress.vm v20, v21, v22           # illegal: vstart != 0
  csrwi vstart, 0
  vsetvli t0, x0, e32, m4, tu, mu
  vslideup.vi v4, v8, 3, v0.t
  vslidedown.vx v8, v12, a0
  vslide1up.vx v12, v16, a1
  vslide1down.vx v16, v20, a2, v0.t
  vrgather.vv v20, v24, v28
  vrgatherei16.vv v24, v28, v2, v0.t   # index group EMUL 2
  vcompress.vm v28, v4, v0
  vsetvli t0, x0, e8, mf2, tu, mu
  vslidedown.vi v1, v2, 3
  vrgather.vx v3, v4, a0
  vcompress.vm v5, v6, v7
  vrgatherei16.vv v6, v7, v8           # index group EMUL 1
  li t2, 0
  vsetvli t0, t2, e8, m1, tu, mu
  vslideup.vi v9, v10, 1               # vl = 0
  vcompress.vm v10, v11, v12
  END
