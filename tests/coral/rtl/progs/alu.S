# SEW-wide integer arithmetic, logic, shifts, min/max: .vv, .vx and .vi forms at every SEW and
# LMUL mf4..m8, unmasked and masked (v0.t), with vl below VLMAX (tails) and vstart != 0.
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
  li a1, 0x12345687
  li a2, 35
  li t2, 13
  vsetvli t0, t2, e8, m1, tu, mu
  vadd.vv v1, v2, v3
  vsub.vv v2, v3, v4, v0.t
  vand.vv v3, v4, v5
  vor.vv v4, v5, v6, v0.t
  vxor.vv v5, v6, v7
  vsll.vv v6, v7, v8, v0.t
  vsrl.vv v7, v8, v9
  vsra.vv v8, v9, v10, v0.t
  vminu.vv v9, v10, v11
  vmin.vv v10, v11, v12, v0.t
  vmaxu.vv v11, v12, v13
  vmax.vv v12, v13, v14, v0.t
  vadd.vx v1, v4, a0, v0.t
  vsub.vx v2, v5, a1
  vand.vx v3, v6, a2
  vor.vx v4, v7, a0, v0.t
  vxor.vx v5, v8, a1
  vsll.vx v6, v9, a2
  vsrl.vx v7, v10, a0, v0.t
  vsra.vx v8, v11, a1
  vminu.vx v9, v12, a2
  vmin.vx v10, v13, a0, v0.t
  vmaxu.vx v11, v14, a1
  vmax.vx v12, v15, a2
  vrsub.vx v13, v16, a0, v0.t
  vadd.vi v1, v2, -16, v0.t
  vand.vi v2, v3, -11
  vor.vi v3, v4, -6, v0.t
  vxor.vi v4, v5, -1
  vsll.vi v5, v6, 4, v0.t
  vsrl.vi v6, v7, 9
  vsra.vi v7, v8, 14, v0.t
  vrsub.vi v8, v9, -13
  li t2, 11
  vsetvli t0, t2, e16, m2, ta, ma
  vadd.vv v4, v6, v8, v0.t
  vsub.vv v6, v8, v10
  vand.vv v8, v10, v12, v0.t
  vor.vv v10, v12, v14
  vxor.vv v12, v14, v16, v0.t
  vsll.vv v14, v16, v18
  vsrl.vv v16, v18, v20, v0.t
  vsra.vv v18, v20, v22
  vminu.vv v20, v22, v24, v0.t
  vmin.vv v22, v24, v26
  vmaxu.vv v24, v26, v28, v0.t
  vmax.vv v26, v28, v30
  vadd.vx v6, v10, a0
  vsub.vx v8, v12, a1
  vand.vx v10, v14, a2, v0.t
  vor.vx v12, v16, a0
  vxor.vx v14, v18, a1
  vsll.vx v16, v20, a2, v0.t
  vsrl.vx v18, v22, a0
  vsra.vx v20, v24, a1
  vminu.vx v22, v26, a2, v0.t
  vmin.vx v24, v28, a0
  vmaxu.vx v26, v30, a1
  vmax.vx v28, v2, a2, v0.t
  vrsub.vx v30, v4, a0
  vadd.vi v8, v6, -15
  vand.vi v10, v8, -10, v0.t
  vor.vi v12, v10, -5
  vxor.vi v14, v12, 0, v0.t
  vsll.vi v16, v14, 5
  vsrl.vi v18, v16, 10, v0.t
  vsra.vi v20, v18, 15
  vrsub.vi v22, v20, -12, v0.t
  li t2, 7
  vsetvli t0, t2, e32, m4, tu, ma
  vadd.vv v12, v16, v20
  vsub.vv v16, v20, v24, v0.t
  vand.vv v20, v24, v28
  vor.vv v24, v28, v4, v0.t
  vxor.vv v28, v4, v8
  vsll.vv v4, v8, v12, v0.t
  vsrl.vv v8, v12, v16
  vsra.vv v12, v16, v20, v0.t
  vminu.vv v16, v20, v24
  vmin.vv v20, v24, v28, v0.t
  vmaxu.vv v24, v28, v4
  vmax.vv v28, v4, v8, v0.t
  vadd.vx v20, v24, a0
  vsub.vx v24, v28, a1, v0.t
  vand.vx v28, v4, a2
  vor.vx v4, v8, a0
  vxor.vx v8, v12, a1, v0.t
  vsll.vx v12, v16, a2
  vsrl.vx v16, v20, a0
  vsra.vx v20, v24, a1, v0.t
  vminu.vx v24, v28, a2
  vmin.vx v28, v4, a0
  vmaxu.vx v4, v8, a1, v0.t
  vmax.vx v8, v12, a2
  vrsub.vx v12, v16, a0
  vadd.vi v28, v16, -14, v0.t
  vand.vi v4, v20, -9
  vor.vi v8, v24, -4, v0.t
  vxor.vi v12, v28, 1
  vsll.vi v16, v4, 6, v0.t
  vsrl.vi v20, v8, 11
  vsra.vi v24, v12, 16, v0.t
  vrsub.vi v28, v16, -11
  li t2, 5
  vsetvli t0, t2, e8, mf2, ta, mu
  vadd.vv v4, v5, v6, v0.t
  vsub.vv v5, v6, v7
  vand.vv v6, v7, v8, v0.t
  vor.vv v7, v8, v9
  vxor.vv v8, v9, v10, v0.t
  vsll.vv v9, v10, v11
  vsrl.vv v10, v11, v12, v0.t
  vsra.vv v11, v12, v13
  vminu.vv v12, v13, v14, v0.t
  vmin.vv v13, v14, v15
  vmaxu.vv v14, v15, v16, v0.t
  vmax.vv v15, v16, v17
  vadd.vx v7, v7, a0, v0.t
  vsub.vx v8, v8, a1
  vand.vx v9, v9, a2
  vor.vx v10, v10, a0, v0.t
  vxor.vx v11, v11, a1
  vsll.vx v12, v12, a2
  vsrl.vx v13, v13, a0, v0.t
  vsra.vx v14, v14, a1
  vminu.vx v15, v15, a2
  vmin.vx v16, v16, a0, v0.t
  vmaxu.vx v17, v17, a1
  vmax.vx v18, v18, a2
  vrsub.vx v19, v19, a0, v0.t
  vadd.vi v10, v5, -13
  vand.vi v11, v6, -8, v0.t
  vor.vi v12, v7, -3
  vxor.vi v13, v8, 2, v0.t
  vsll.vi v14, v9, 7
  vsrl.vi v15, v10, 12, v0.t
  vsra.vi v16, v11, 17
  vrsub.vi v17, v12, -10, v0.t
  csrwi vstart, 2
  vadd.vv v2, v3, v4
  li t2, 3
  vsetvli t0, t2, e16, mf2, tu, ma
  vadd.vv v5, v6, v7
  vsub.vv v6, v7, v8, v0.t
  vand.vv v7, v8, v9
  vor.vv v8, v9, v10, v0.t
  vxor.vv v9, v10, v11
  vsll.vv v10, v11, v12, v0.t
  vsrl.vv v11, v12, v13
  vsra.vv v12, v13, v14, v0.t
  vminu.vv v13, v14, v15
  vmin.vv v14, v15, v16, v0.t
  vmaxu.vv v15, v16, v17
  vmax.vv v16, v17, v18, v0.t
  vadd.vx v9, v8, a0
  vsub.vx v10, v9, a1
  vand.vx v11, v10, a2, v0.t
  vor.vx v12, v11, a0
  vxor.vx v13, v12, a1
  vsll.vx v14, v13, a2, v0.t
  vsrl.vx v15, v14, a0
  vsra.vx v16, v15, a1
  vminu.vx v17, v16, a2, v0.t
  vmin.vx v18, v17, a0
  vmaxu.vx v19, v18, a1
  vmax.vx v20, v19, a2, v0.t
  vrsub.vx v21, v20, a0
  vadd.vi v13, v6, -12, v0.t
  vand.vi v14, v7, -7
  vor.vi v15, v8, -2, v0.t
  vxor.vi v16, v9, 3
  vsll.vi v17, v10, 8, v0.t
  vsrl.vi v18, v11, 13
  vsra.vi v19, v12, 18, v0.t
  vrsub.vi v20, v13, -9
  li t2, 2
  vsetvli t0, t2, e8, mf4, ta, ma
  vadd.vv v6, v7, v8, v0.t
  vsub.vv v7, v8, v9
  vand.vv v8, v9, v10, v0.t
  vor.vv v9, v10, v11
  vxor.vv v10, v11, v12, v0.t
  vsll.vv v11, v12, v13
  vsrl.vv v12, v13, v14, v0.t
  vsra.vv v13, v14, v15
  vminu.vv v14, v15, v16, v0.t
  vmin.vv v15, v16, v17
  vmaxu.vv v16, v17, v18, v0.t
  vmax.vv v17, v18, v19
  vadd.vx v11, v9, a0
  vsub.vx v12, v10, a1, v0.t
  vand.vx v13, v11, a2
  vor.vx v14, v12, a0
  vxor.vx v15, v13, a1, v0.t
  vsll.vx v16, v14, a2
  vsrl.vx v17, v15, a0
  vsra.vx v18, v16, a1, v0.t
  vminu.vx v19, v17, a2
  vmin.vx v20, v18, a0
  vmaxu.vx v21, v19, a1, v0.t
  vmax.vx v22, v20, a2
  vrsub.vx v23, v21, a0
  vadd.vi v16, v7, -11
  vand.vi v17, v8, -6, v0.t
  vor.vi v18, v9, -1
  vxor.vi v19, v10, 4, v0.t
  vsll.vi v20, v11, 9
  vsrl.vi v21, v12, 14, v0.t
  vsra.vi v22, v13, 19
  vrsub.vi v23, v14, -8, v0.t
  li t2, 32
  vsetvli t0, t2, e32, m8, tu, mu
  vadd.vv v8, v16, v24
  vsub.vv v16, v24, v8, v0.t
  vand.vv v24, v8, v16
  vor.vv v8, v16, v24, v0.t
  vxor.vv v16, v24, v8
  vsll.vv v24, v8, v16, v0.t
  vsrl.vv v8, v16, v24
  vsra.vv v16, v24, v8, v0.t
  vminu.vv v24, v8, v16
  vmin.vv v8, v16, v24, v0.t
  vmaxu.vv v16, v24, v8
  vmax.vv v24, v8, v16, v0.t
  vadd.vx v8, v8, a0, v0.t
  vsub.vx v16, v16, a1
  vand.vx v24, v24, a2
  vor.vx v8, v8, a0, v0.t
  vxor.vx v16, v16, a1
  vsll.vx v24, v24, a2
  vsrl.vx v8, v8, a0, v0.t
  vsra.vx v16, v16, a1
  vminu.vx v24, v24, a2
  vmin.vx v8, v8, a0, v0.t
  vmaxu.vx v16, v16, a1
  vmax.vx v24, v24, a2
  vrsub.vx v8, v8, a0, v0.t
  vadd.vi v8, v16, -10, v0.t
  vand.vi v16, v24, -5
  vor.vi v24, v8, 0, v0.t
  vxor.vi v8, v16, 5
  vsll.vi v16, v24, 10, v0.t
  vsrl.vi v24, v8, 15
  vsra.vi v8, v16, 20, v0.t
  vrsub.vi v16, v24, -7
  li t2, 64
  vsetvli t0, t2, e16, m8, ta, ma
  vadd.vv v16, v24, v8, v0.t
  vsub.vv v24, v8, v16
  vand.vv v8, v16, v24, v0.t
  vor.vv v16, v24, v8
  vxor.vv v24, v8, v16, v0.t
  vsll.vv v8, v16, v24
  vsrl.vv v16, v24, v8, v0.t
  vsra.vv v24, v8, v16
  vminu.vv v8, v16, v24, v0.t
  vmin.vv v16, v24, v8
  vmaxu.vv v24, v8, v16, v0.t
  vmax.vv v8, v16, v24
  vadd.vx v24, v16, a0
  vsub.vx v8, v24, a1
  vand.vx v16, v8, a2, v0.t
  vor.vx v24, v16, a0
  vxor.vx v8, v24, a1
  vsll.vx v16, v8, a2, v0.t
  vsrl.vx v24, v16, a0
  vsra.vx v8, v24, a1
  vminu.vx v16, v8, a2, v0.t
  vmin.vx v24, v16, a0
  vmaxu.vx v8, v24, a1
  vmax.vx v16, v8, a2, v0.t
  vrsub.vx v24, v16, a0
  vadd.vi v8, v24, -9
  vand.vi v16, v8, -4, v0.t
  vor.vi v24, v16, 1
  vxor.vi v8, v24, 6, v0.t
  vsll.vi v16, v8, 11
  vsrl.vi v24, v16, 16, v0.t
  vsra.vi v8, v24, 21
  vrsub.vi v16, v8, -6, v0.t
  li t2, 128
  vsetvli t0, t2, e8, m8, tu, ma
  vadd.vv v24, v8, v16
  vsub.vv v8, v16, v24, v0.t
  vand.vv v16, v24, v8
  vor.vv v24, v8, v16, v0.t
  vxor.vv v8, v16, v24
  vsll.vv v16, v24, v8, v0.t
  vsrl.vv v24, v8, v16
  vsra.vv v8, v16, v24, v0.t
  vminu.vv v16, v24, v8
  vmin.vv v24, v8, v16, v0.t
  vmaxu.vv v8, v16, v24
  vmax.vv v16, v24, v8, v0.t
  vadd.vx v16, v24, a0
  vsub.vx v24, v8, a1, v0.t
  vand.vx v8, v16, a2
  vor.vx v16, v24, a0
  vxor.vx v24, v8, a1, v0.t
  vsll.vx v8, v16, a2
  vsrl.vx v16, v24, a0
  vsra.vx v24, v8, a1, v0.t
  vminu.vx v8, v16, a2
  vmin.vx v16, v24, a0
  vmaxu.vx v24, v8, a1, v0.t
  vmax.vx v8, v16, a2
  vrsub.vx v16, v24, a0
  vadd.vi v8, v8, -8, v0.t
  vand.vi v16, v16, -3
  vor.vi v24, v24, 2, v0.t
  vxor.vi v8, v8, 7
  vsll.vi v16, v16, 12, v0.t
  vsrl.vi v24, v24, 17
  vsra.vi v8, v8, 22, v0.t
  vrsub.vi v16, v16, -5
  li t2, 4
  vsetvli t0, t2, e32, m1, ta, mu
  vadd.vv v10, v11, v12, v0.t
  vsub.vv v11, v12, v13
  vand.vv v12, v13, v14, v0.t
  vor.vv v13, v14, v15
  vxor.vv v14, v15, v16, v0.t
  vsll.vv v15, v16, v17
  vsrl.vv v16, v17, v18, v0.t
  vsra.vv v17, v18, v19
  vminu.vv v18, v19, v20, v0.t
  vmin.vv v19, v20, v21
  vmaxu.vv v20, v21, v22, v0.t
  vmax.vv v21, v22, v23
  vadd.vx v19, v13, a0, v0.t
  vsub.vx v20, v14, a1
  vand.vx v21, v15, a2
  vor.vx v22, v16, a0, v0.t
  vxor.vx v23, v17, a1
  vsll.vx v24, v18, a2
  vsrl.vx v25, v19, a0, v0.t
  vsra.vx v26, v20, a1
  vminu.vx v27, v21, a2
  vmin.vx v28, v22, a0, v0.t
  vmaxu.vx v29, v23, a1
  vmax.vx v30, v24, a2
  vrsub.vx v31, v25, a0, v0.t
  vadd.vi v28, v11, -7
  vand.vi v29, v12, -2, v0.t
  vor.vi v30, v13, 3
  vxor.vi v31, v14, 8, v0.t
  vsll.vi v1, v15, 13
  vsrl.vi v2, v16, 18, v0.t
  vsra.vi v3, v17, 23
  vrsub.vi v4, v18, -4, v0.t
  vsetvli t0, x0, e8, m8, ta, ma
  vs8r.v v0, (s1)
  vs8r.v v8, (s1)
  vs8r.v v16, (s1)
  vs8r.v v24, (s1)
  END
