# Multiplies (vmul, vmulh, vmulhu, vmulhsu) and multiply-adds (vmacc, vnmsac, vmadd, vnmsub) in .vv
# and .vx forms at every SEW, masked and unmasked; vid.v; the mask logical operations; whole-register
# moves vmv1r/2r/4r/8r.v (also while vill is set); vzext/vsext (vf2, vf4).
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
  li a1, 0x80000001
  li a2, 0x7fff
  li t2, 15
  vsetvli t0, t2, e8, m1, tu, mu
  vmul.vv v1, v2, v3
  vmul.vx v4, v5, a0, v0.t
  vmulh.vv v2, v3, v4, v0.t
  vmulh.vx v5, v6, a1
  vmulhu.vv v3, v4, v5
  vmulhu.vx v6, v7, a2, v0.t
  vmulhsu.vv v4, v5, v6, v0.t
  vmulhsu.vx v7, v8, a0
  vmacc.vv v2, v3, v4, v0.t
  vmacc.vx v3, a0, v6
  vnmsac.vv v3, v4, v5
  vnmsac.vx v4, a1, v7, v0.t
  vmadd.vv v4, v5, v6, v0.t
  vmadd.vx v5, a2, v8
  vnmsub.vv v5, v6, v7
  vnmsub.vx v6, a0, v9, v0.t
  vid.v v2
  vid.v v3, v0.t
  vmandn.mm v0, v1, v2
  vmand.mm v3, v6, v9
  vmor.mm v6, v11, v16
  vmxor.mm v9, v16, v23
  vmorn.mm v12, v21, v30
  vmnand.mm v15, v26, v5
  vmnor.mm v18, v31, v12
  vmxnor.mm v21, v4, v19
  li t2, 13
  vsetvli t0, t2, e16, m2, tu, mu
  vmul.vv v4, v6, v8, v0.t
  vmul.vx v10, v12, a0
  vmulh.vv v6, v8, v10
  vmulh.vx v12, v14, a1, v0.t
  vmulhu.vv v8, v10, v12, v0.t
  vmulhu.vx v14, v16, a2
  vmulhsu.vv v10, v12, v14
  vmulhsu.vx v16, v18, a0, v0.t
  vmacc.vv v6, v8, v10
  vmacc.vx v8, a0, v14, v0.t
  vnmsac.vv v8, v10, v12, v0.t
  vnmsac.vx v10, a1, v16
  vmadd.vv v10, v12, v14
  vmadd.vx v12, a2, v18, v0.t
  vnmsub.vv v12, v14, v16, v0.t
  vnmsub.vx v14, a0, v20
  vid.v v6
  vid.v v8, v0.t
  vmandn.mm v1, v2, v3
  vmand.mm v4, v7, v10
  vmor.mm v7, v12, v17
  vmxor.mm v10, v17, v24
  vmorn.mm v13, v22, v31
  vmnand.mm v16, v27, v6
  vmnor.mm v19, v0, v13
  vmxnor.mm v22, v5, v20
  li t2, 9
  vsetvli t0, t2, e32, m4, tu, mu
  vmul.vv v12, v16, v20
  vmul.vx v24, v28, a0, v0.t
  vmulh.vv v16, v20, v24, v0.t
  vmulh.vx v28, v4, a1
  vmulhu.vv v20, v24, v28
  vmulhu.vx v4, v8, a2, v0.t
  vmulhsu.vv v24, v28, v4, v0.t
  vmulhsu.vx v8, v12, a0
  vmacc.vv v16, v20, v24, v0.t
  vmacc.vx v20, a0, v4
  vnmsac.vv v20, v24, v28
  vnmsac.vx v24, a1, v8, v0.t
  vmadd.vv v24, v28, v4, v0.t
  vmadd.vx v28, a2, v12
  vnmsub.vv v28, v4, v8
  vnmsub.vx v4, a0, v16, v0.t
  vid.v v16
  vid.v v20, v0.t
  vmandn.mm v2, v3, v4
  vmand.mm v5, v8, v11
  vmor.mm v8, v13, v18
  vmxor.mm v11, v18, v25
  vmorn.mm v14, v23, v0
  vmnand.mm v17, v28, v7
  vmnor.mm v20, v1, v14
  vmxnor.mm v23, v6, v21
  li t2, 4
  vsetvli t0, t2, e32, m1, tu, mu
  vmul.vv v4, v5, v6, v0.t
  vmul.vx v7, v8, a0
  vmulh.vv v5, v6, v7
  vmulh.vx v8, v9, a1, v0.t
  vmulhu.vv v6, v7, v8, v0.t
  vmulhu.vx v9, v10, a2
  vmulhsu.vv v7, v8, v9
  vmulhsu.vx v10, v11, a0, v0.t
  vmacc.vv v5, v6, v7
  vmacc.vx v6, a0, v9, v0.t
  vnmsac.vv v6, v7, v8, v0.t
  vnmsac.vx v7, a1, v10
  vmadd.vv v7, v8, v9
  vmadd.vx v8, a2, v11, v0.t
  vnmsub.vv v8, v9, v10, v0.t
  vnmsub.vx v9, a0, v12
  vid.v v5
  vid.v v6, v0.t
  vmandn.mm v3, v4, v5
  vmand.mm v6, v9, v12
  vmor.mm v9, v14, v19
  vmxor.mm v12, v19, v26
  vmorn.mm v15, v24, v1
  vmnand.mm v18, v29, v8
  vmnor.mm v21, v2, v15
  vmxnor.mm v24, v7, v22
  li t2, 100
  vsetvli t0, t2, e8, m8, tu, mu
  vmul.vv v16, v24, v8
  vmul.vx v16, v24, a0, v0.t
  vmulh.vv v24, v8, v16, v0.t
  vmulh.vx v24, v8, a1
  vmulhu.vv v8, v16, v24
  vmulhu.vx v8, v16, a2, v0.t
  vmulhsu.vv v16, v24, v8, v0.t
  vmulhsu.vx v16, v24, a0
  vmacc.vv v24, v8, v16, v0.t
  vmacc.vx v8, a0, v8
  vnmsac.vv v8, v16, v24
  vnmsac.vx v16, a1, v16, v0.t
  vmadd.vv v16, v24, v8, v0.t
  vmadd.vx v24, a2, v24
  vnmsub.vv v24, v8, v16
  vnmsub.vx v8, a0, v8, v0.t
  vid.v v24
  vid.v v8, v0.t
  vmandn.mm v4, v5, v6
  vmand.mm v7, v10, v13
  vmor.mm v10, v15, v20
  vmxor.mm v13, v20, v27
  vmorn.mm v16, v25, v2
  vmnand.mm v19, v30, v9
  vmnor.mm v22, v3, v16
  vmxnor.mm v25, v8, v23
  li t2, 3
  vsetvli t0, t2, e16, mf2, tu, mu
  vmul.vv v6, v7, v8, v0.t
  vmul.vx v9, v10, a0
  vmulh.vv v7, v8, v9
  vmulh.vx v10, v11, a1, v0.t
  vmulhu.vv v8, v9, v10, v0.t
  vmulhu.vx v11, v12, a2
  vmulhsu.vv v9, v10, v11
  vmulhsu.vx v12, v13, a0, v0.t
  vmacc.vv v7, v8, v9
  vmacc.vx v8, a0, v11, v0.t
  vnmsac.vv v8, v9, v10, v0.t
  vnmsac.vx v9, a1, v12
  vmadd.vv v9, v10, v11
  vmadd.vx v10, a2, v13, v0.t
  vnmsub.vv v10, v11, v12, v0.t
  vnmsub.vx v11, a0, v14
  vid.v v7
  vid.v v8, v0.t
  vmandn.mm v5, v6, v7
  vmand.mm v8, v11, v14
  vmor.mm v11, v16, v21
  vmxor.mm v14, v21, v28
  vmorn.mm v17, v26, v3
  vmnand.mm v20, v31, v10
  vmnor.mm v23, v4, v17
  vmxnor.mm v26, v9, v24
  li t2, 11
  vsetvli t0, t2, e16, m2, tu, mu
  vzext.vf2 v2, v5
  vsext.vf2 v4, v7, v0.t
  vsext.vf2 v6, v7
  vsetvli t0, t2, e32, m4, tu, mu
  vzext.vf4 v8, v13
  vsext.vf4 v12, v3, v0.t
  vsext.vf2 v16, v10
  vzext.vf2 v20, v22, v0.t
  vsext.vf2 v24, v26                    # the source is the top half of vd: allowed
  vsetvli t0, t2, e16, mf2, tu, mu
  vsext.vf2 v1, v2
  vzext.vf4 v1, v2                      # illegal at e16
  vsetvli t0, x0, e8, m1, tu, mu
  vsext.vf2 v1, v2                      # illegal at e8
  csrwi vstart, 3
  vmul.vv v4, v5, v6
  vmand.mm v7, v8, v9
  vid.v v10
  vmv1r.v v1, v2
  vmv2r.v v2, v4
  vmv4r.v v4, v8
  vmv8r.v v8, v16
  vmv2r.v v3, v4
  csrwi vstart, 5
  vmv1r.v v9, v31
  vsetivli t0, 1, e32, mf2, ta, ma
  vmv2r.v v12, v14
  vmul.vv v1, v2, v3
  vsetvli t0, x0, e8, m8, ta, ma
  vs8r.v v0, (s1)
  vs8r.v v8, (s1)
  vs8r.v v16, (s1)
  vs8r.v v24, (s1)
  END
