# Compares into a mask (every condition, .vv/.vx/.vi, masked), vmadc/vmsbc with and without
# carry-in, vadc/vsbc, vmerge, vmv.v.*: every SEW, several LMULs, vd overlapping a source.
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
  li a1, 0x80
  li a2, 0x7fff
  li t2, 16
  vsetvli t0, t2, e8, m1, tu, mu
  vmseq.vv v1, v1, v2
  vmsne.vv v4, v2, v3, v0.t
  vmsltu.vv v7, v3, v4
  vmslt.vv v10, v4, v5, v0.t
  vmsleu.vv v13, v5, v6
  vmsle.vv v16, v6, v7, v0.t
  vmseq.vx v1, v3, a0, v0.t
  vmsne.vx v6, v4, a1
  vmsltu.vx v11, v5, a2, v0.t
  vmslt.vx v16, v6, a0
  vmsleu.vx v21, v7, a1, v0.t
  vmsle.vx v26, v8, a2
  vmsgtu.vx v31, v9, a0, v0.t
  vmsgt.vx v5, v10, a1
  vmseq.vi v1, v2, -16
  vmsne.vi v8, v3, -13
  vmsleu.vi v15, v4, -10
  vmsle.vi v22, v5, -7
  vmsgtu.vi v29, v6, -4
  vmsgt.vi v5, v7, -1
  vmseq.vv v3, v3, v4
  vmadc.vvm v4, v2, v3, v0
  vmadc.vv v5, v4, v5
  vmadc.vxm v6, v4, a1, v0
  vmadc.vim v7, v4, -1, v0
  vmsbc.vvm v8, v2, v3, v0
  vmsbc.vx v9, v6, a2
  vadc.vvm v6, v7, v8, v0
  vadc.vxm v7, v8, a0, v0
  vadc.vim v8, v9, 9, v0
  vsbc.vvm v9, v10, v11, v0
  vsbc.vxm v10, v11, a1, v0
  vmerge.vvm v11, v12, v13, v0
  vmerge.vxm v12, v13, a2, v0
  vmerge.vim v13, v14, -7, v0
  vmv.v.v v14, v15
  vmv.v.x v15, a0
  vmv.v.i v16, 11
  vmslt.vv v0, v4, v5
  li t2, 13
  vsetvli t0, t2, e16, m2, tu, mu
  vmseq.vv v2, v4, v6, v0.t
  vmsne.vv v5, v6, v8
  vmsltu.vv v8, v8, v10, v0.t
  vmslt.vv v11, v10, v12
  vmsleu.vv v14, v12, v14, v0.t
  vmsle.vv v17, v14, v16
  vmseq.vx v2, v6, a0
  vmsne.vx v7, v8, a1, v0.t
  vmsltu.vx v12, v10, a2
  vmslt.vx v17, v12, a0, v0.t
  vmsleu.vx v22, v14, a1
  vmsle.vx v27, v16, a2, v0.t
  vmsgtu.vx v1, v18, a0
  vmsgt.vx v6, v20, a1, v0.t
  vmseq.vi v2, v4, -15
  vmsne.vi v9, v6, -12
  vmsleu.vi v16, v8, -9
  vmsle.vi v23, v10, -6
  vmsgtu.vi v30, v12, -3
  vmsgt.vi v6, v14, 0
  vmseq.vv v6, v6, v8
  vmadc.vvm v5, v4, v6, v0
  vmadc.vv v6, v8, v10
  vmadc.vxm v7, v8, a1, v0
  vmadc.vim v8, v8, -1, v0
  vmsbc.vvm v9, v4, v6, v0
  vmsbc.vx v10, v12, a2
  vadc.vvm v12, v14, v16, v0
  vadc.vxm v14, v16, a0, v0
  vadc.vim v16, v18, 9, v0
  vsbc.vvm v18, v20, v22, v0
  vsbc.vxm v20, v22, a1, v0
  vmerge.vvm v22, v24, v26, v0
  vmerge.vxm v24, v26, a2, v0
  vmerge.vim v26, v28, -7, v0
  vmv.v.v v28, v30
  vmv.v.x v30, a0
  vmv.v.i v2, 11
  vmslt.vv v0, v8, v10
  li t2, 9
  vsetvli t0, t2, e32, m4, tu, mu
  vmseq.vv v3, v12, v16
  vmsne.vv v6, v16, v20, v0.t
  vmsltu.vv v9, v20, v24
  vmslt.vv v12, v24, v28, v0.t
  vmsleu.vv v15, v28, v4
  vmsle.vv v18, v4, v8, v0.t
  vmseq.vx v3, v12, a0, v0.t
  vmsne.vx v8, v16, a1
  vmsltu.vx v13, v20, a2, v0.t
  vmslt.vx v18, v24, a0
  vmsleu.vx v23, v28, a1, v0.t
  vmsle.vx v28, v4, a2
  vmsgtu.vx v2, v8, a0, v0.t
  vmsgt.vx v7, v12, a1
  vmseq.vi v3, v8, -14
  vmsne.vi v10, v12, -11
  vmsleu.vi v17, v16, -8
  vmsle.vi v24, v20, -5
  vmsgtu.vi v31, v24, -2
  vmsgt.vi v7, v28, 1
  vmseq.vv v12, v12, v16
  vmadc.vvm v6, v8, v12, v0
  vmadc.vv v7, v16, v20
  vmadc.vxm v8, v16, a1, v0
  vmadc.vim v9, v16, -1, v0
  vmsbc.vvm v10, v8, v12, v0
  vmsbc.vx v11, v24, a2
  vadc.vvm v24, v28, v4, v0
  vadc.vxm v28, v4, a0, v0
  vadc.vim v4, v8, 9, v0
  vsbc.vvm v8, v12, v16, v0
  vsbc.vxm v12, v16, a1, v0
  vmerge.vvm v16, v20, v24, v0
  vmerge.vxm v20, v24, a2, v0
  vmerge.vim v24, v28, -7, v0
  vmv.v.v v28, v4
  vmv.v.x v4, a0
  vmv.v.i v8, 11
  vmslt.vv v0, v16, v20
  li t2, 100
  vsetvli t0, t2, e8, m8, tu, mu
  vmseq.vv v4, v8, v16, v0.t
  vmsne.vv v7, v16, v24
  vmsltu.vv v10, v24, v8, v0.t
  vmslt.vv v13, v8, v16
  vmsleu.vv v16, v16, v24, v0.t
  vmsle.vv v19, v24, v8
  vmseq.vx v4, v24, a0
  vmsne.vx v9, v8, a1, v0.t
  vmsltu.vx v14, v16, a2
  vmslt.vx v19, v24, a0, v0.t
  vmsleu.vx v24, v8, a1
  vmsle.vx v29, v16, a2, v0.t
  vmsgtu.vx v3, v24, a0
  vmsgt.vx v8, v8, a1, v0.t
  vmseq.vi v4, v16, -13
  vmsne.vi v11, v24, -10
  vmsleu.vi v18, v8, -7
  vmsle.vi v25, v16, -4
  vmsgtu.vi v1, v24, -1
  vmsgt.vi v8, v8, 2
  vmseq.vv v24, v24, v8
  vmadc.vvm v7, v16, v24, v0
  vmadc.vv v8, v8, v16
  vmadc.vxm v9, v8, a1, v0
  vmadc.vim v10, v8, -1, v0
  vmsbc.vvm v11, v16, v24, v0
  vmsbc.vx v12, v24, a2
  vadc.vvm v24, v8, v16, v0
  vadc.vxm v8, v16, a0, v0
  vadc.vim v16, v24, 9, v0
  vsbc.vvm v24, v8, v16, v0
  vsbc.vxm v8, v16, a1, v0
  vmerge.vvm v16, v24, v8, v0
  vmerge.vxm v24, v8, a2, v0
  vmerge.vim v8, v16, -7, v0
  vmv.v.v v16, v24
  vmv.v.x v24, a0
  vmv.v.i v8, 11
  vmslt.vv v0, v8, v16
  li t2, 4
  vsetvli t0, t2, e16, mf2, tu, mu
  vmseq.vv v5, v5, v6
  vmsne.vv v8, v6, v7, v0.t
  vmsltu.vv v11, v7, v8
  vmslt.vv v14, v8, v9, v0.t
  vmsleu.vv v17, v9, v10
  vmsle.vv v20, v10, v11, v0.t
  vmseq.vx v5, v3, a0, v0.t
  vmsne.vx v10, v4, a1
  vmsltu.vx v15, v5, a2, v0.t
  vmslt.vx v20, v6, a0
  vmsleu.vx v25, v7, a1, v0.t
  vmsle.vx v30, v8, a2
  vmsgtu.vx v4, v9, a0, v0.t
  vmsgt.vx v9, v10, a1
  vmseq.vi v5, v2, -12
  vmsne.vi v12, v3, -9
  vmsleu.vi v19, v4, -6
  vmsle.vi v26, v5, -3
  vmsgtu.vi v2, v6, 0
  vmsgt.vi v9, v7, 3
  vmseq.vv v3, v3, v4
  vmadc.vvm v8, v2, v3, v0
  vmadc.vv v9, v4, v5
  vmadc.vxm v10, v4, a1, v0
  vmadc.vim v11, v4, -1, v0
  vmsbc.vvm v12, v2, v3, v0
  vmsbc.vx v13, v6, a2
  vadc.vvm v6, v7, v8, v0
  vadc.vxm v7, v8, a0, v0
  vadc.vim v8, v9, 9, v0
  vsbc.vvm v9, v10, v11, v0
  vsbc.vxm v10, v11, a1, v0
  vmerge.vvm v11, v12, v13, v0
  vmerge.vxm v12, v13, a2, v0
  vmerge.vim v13, v14, -7, v0
  vmv.v.v v14, v15
  vmv.v.x v15, a0
  vmv.v.i v16, 11
  vmslt.vv v0, v4, v5
  li t2, 8
  vsetvli t0, t2, e32, m2, tu, mu
  vmseq.vv v6, v12, v14, v0.t
  vmsne.vv v9, v14, v16
  vmsltu.vv v12, v16, v18, v0.t
  vmslt.vv v15, v18, v20
  vmsleu.vv v18, v20, v22, v0.t
  vmsle.vv v21, v22, v24
  vmseq.vx v6, v6, a0
  vmsne.vx v11, v8, a1, v0.t
  vmsltu.vx v16, v10, a2
  vmslt.vx v21, v12, a0, v0.t
  vmsleu.vx v26, v14, a1
  vmsle.vx v31, v16, a2, v0.t
  vmsgtu.vx v5, v18, a0
  vmsgt.vx v10, v20, a1, v0.t
  vmseq.vi v6, v4, -11
  vmsne.vi v13, v6, -8
  vmsleu.vi v20, v8, -5
  vmsle.vi v27, v10, -2
  vmsgtu.vi v3, v12, 1
  vmsgt.vi v10, v14, 4
  vmseq.vv v6, v6, v8
  vmadc.vvm v9, v4, v6, v0
  vmadc.vv v10, v8, v10
  vmadc.vxm v11, v8, a1, v0
  vmadc.vim v12, v8, -1, v0
  vmsbc.vvm v13, v4, v6, v0
  vmsbc.vx v14, v12, a2
  vadc.vvm v12, v14, v16, v0
  vadc.vxm v14, v16, a0, v0
  vadc.vim v16, v18, 9, v0
  vsbc.vvm v18, v20, v22, v0
  vsbc.vxm v20, v22, a1, v0
  vmerge.vvm v22, v24, v26, v0
  vmerge.vxm v24, v26, a2, v0
  vmerge.vim v26, v28, -7, v0
  vmv.v.v v28, v30
  vmv.v.x v30, a0
  vmv.v.i v2, 11
  vmslt.vv v0, v8, v10
  vmadc.vvm v0, v1, v2, v0
  vadc.vvm v0, v1, v2, v0
  vadd.vv v0, v1, v2, v0.t
  vsetvli t0, x0, e8, m8, ta, ma
  vs8r.v v0, (s1)
  vs8r.v v8, (s1)
  vs8r.v v16, (s1)
  vs8r.v v24, (s1)
  END
