# Reductions (vred*, vwredsum*: vd[0] from vs1[0] and the active elements of vs2, vl = 0 writes
# nothing, vstart != 0 is illegal), widening add/sub/multiply/multiply-add (.vv/.vx/.wv/.wx), and
# the narrowing shifts vnsrl/vnsra (.wv/.wx/.wi) at SEW 8 and 16 over several LMULs, masked and
# unmasked; the legal overlaps (wide vd over the top of vs2, narrow vd on the bottom of vs2) and
# illegal ones, SEW 32 for the widening forms (illegal), vstart != 0 for a widening add.
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
  li a0, -3
  li a1, 0x80000081
  li a2, 0x7fff
  li a3, 9
  # ---- reductions ----
  li t2, 13
  vsetvli t0, t2, e8, m1, tu, mu
  vredsum.vs v1, v2, v3
  vredand.vs v4, v5, v6, v0.t
  vredor.vs v5, v6, v7
  vredxor.vs v6, v7, v8, v0.t
  vredminu.vs v7, v8, v9
  vredmin.vs v8, v9, v10, v0.t
  vredmaxu.vs v9, v10, v11
  vredmax.vs v10, v11, v12, v0.t
  vwredsumu.vs v11, v12, v13
  vwredsum.vs v12, v13, v14, v0.t
  vredsum.vs v0, v2, v3, v0.t
  vsetvli t0, x0, e16, m4, tu, mu
  vredsum.vs v1, v4, v3, v0.t
  vredmin.vs v2, v8, v2
  vredmax.vs v8, v8, v9
  vredminu.vs v3, v12, v4, v0.t
  vredmaxu.vs v5, v16, v6
  vwredsum.vs v6, v20, v7
  vwredsumu.vs v7, v24, v9, v0.t
  li t2, 27
  vsetvli t0, t2, e32, m8, tu, mu
  vredsum.vs v1, v8, v2
  vredmax.vs v2, v16, v3, v0.t
  vredmin.vs v3, v24, v4
  vredand.vs v4, v8, v5, v0.t
  vredor.vs v5, v16, v6
  vredxor.vs v6, v24, v7
  vwredsum.vs v7, v8, v9            # illegal: SEW 32
  vsetvli t0, x0, e8, mf4, tu, mu
  vredsum.vs v10, v11, v12
  vwredsumu.vs v11, v12, v13, v0.t
  li t2, 0
  vsetvli t0, t2, e16, m1, tu, mu
  vredsum.vs v12, v13, v14          # vl = 0: nothing written
  li t2, 5
  vsetvli t0, t2, e16, m1, tu, mu
  csrwi vstart, 2
  vredsum.vs v13, v14, v15          # illegal: vstart != 0
  csrwi vstart, 0
  vredsum.vs v16, v15, v14
  # ---- widening ----
  li t2, 11
  vsetvli t0, t2, e8, m1, tu, mu
  vwaddu.vv v2, v4, v5
  vwadd.vv v4, v6, v7, v0.t
  vwsubu.vx v6, v8, a0
  vwsub.vx v8, v9, a1, v0.t
  vwaddu.wv v10, v12, v14
  vwadd.wx v12, v14, a0, v0.t
  vwsubu.wx v14, v16, a1
  vwsub.wv v16, v18, v20, v0.t
  vwmulu.vv v18, v20, v21
  vwmulsu.vx v20, v22, a0, v0.t
  vwmul.vv v22, v24, v25
  vwmaccu.vv v24, v26, v27
  vwmacc.vx v26, a0, v28, v0.t
  vwmaccsu.vv v28, v30, v31
  vwmaccus.vx v30, a1, v1
  vwaddu.vv v2, v3, v5              # legal: vs2 is the top of vd
  vwmul.vv v4, v4, v6               # illegal: vs2 is the bottom of vd
  vwadd.vv v3, v6, v7               # illegal: misaligned vd
  vsetvli t0, x0, e16, m2, tu, mu
  vwaddu.vv v4, v8, v10, v0.t
  vwsub.vx v8, v12, a2
  vwmulsu.vv v12, v16, v18, v0.t
  vwmaccus.vx v16, a0, v20
  vwmacc.vv v20, v24, v26, v0.t
  vwsubu.wv v24, v8, v28
  vwaddu.vv v8, v10, v12            # legal: vs2 = v10 is the top of v8..v11
  vsetvli t0, x0, e8, mf2, tu, mu
  vwmul.vx v2, v3, a1
  vwaddu.wv v4, v5, v6, v0.t        # wide operand at EMUL 1
  vwmaccu.vv v5, v7, v8
  vwaddu.vv v6, v6, v8              # illegal: fractional source overlapping vd
  li t2, 9
  vsetvli t0, t2, e16, m4, tu, mu
  csrwi vstart, 3
  vwadd.vv v8, v16, v20, v0.t       # vstart = 3
  vsetvli t0, x0, e32, m1, tu, mu
  vwadd.vv v8, v16, v20             # illegal: SEW 32
  # ---- narrowing ----
  li t2, 14
  vsetvli t0, t2, e8, m1, tu, mu
  vnsrl.wv v1, v2, v3
  vnsra.wv v4, v6, v5, v0.t
  vnsrl.wx v5, v8, a3
  vnsra.wx v6, v10, a0, v0.t
  vnsrl.wi v7, v12, 13
  vnsra.wi v8, v14, 7
  vnsrl.wi v16, v16, 3              # legal: vd is the bottom of vs2
  vnsrl.wi v17, v16, 3              # illegal: vd is the top of vs2
  vsetvli t0, x0, e16, m2, tu, mu
  vnsra.wv v2, v4, v6, v0.t
  vnsrl.wx v6, v8, a2
  vnsra.wi v8, v8, 31, v0.t
  vnsrl.wv v10, v12, v14
  vsetvli t0, x0, e16, mf2, tu, mu
  vnsra.wx v1, v2, a1
  vnsrl.wi v3, v3, 17
  vsetvli t0, x0, e32, m1, tu, mu
  vnsrl.wi v1, v2, 1                # illegal: SEW 32
  END
