# Fixed point: vsaddu/vsadd (.vv/.vx/.vi), vssubu/vssub, vaaddu/vaadd/vasubu/vasub, vsmul (.vv/.vx),
# vssrl/vssra (.vv/.vx/.vi) and the narrowing clips vnclipu/vnclip (.wv/.wx/.wi) at SEW 8/16/32 under
# each vxrm (rnu, rne, rdn, rod), masked and unmasked, with operands that saturate (vxsat read back
# and cleared between groups: the scalar retirement compares it) and ones that do not; vsmul of
# the most negative value by itself; SEW 32 clips (illegal).
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
  li a1, 0x80008080
  li a2, 0x7fff7f7f
  li a3, 5
  .irp rm, 0, 1, 2, 3
  csrwi vxrm, \rm
  li t2, 13
  vsetvli t0, t2, e8, m1, tu, mu
  vsaddu.vv v1, v2, v3
  csrr a4, vxsat
  csrwi vxsat, 0
  vsadd.vx v2, v3, a2, v0.t
  vsaddu.vi v3, v4, -1
  vsadd.vi v4, v5, 15
  vssubu.vv v5, v6, v7, v0.t
  vssub.vx v6, v7, a1
  csrr a4, vxsat
  csrwi vxsat, 0
  vaaddu.vv v7, v8, v9
  vaadd.vx v8, v9, a0, v0.t
  vasubu.vv v9, v10, v11
  vasub.vx v10, v11, a1
  vsmul.vv v11, v12, v13, v0.t
  vsmul.vx v12, v13, a1
  csrr a4, vxsat
  csrwi vxsat, 0
  vssrl.vv v13, v14, v15
  vssra.vx v14, v15, a3, v0.t
  vssrl.vi v15, v16, 3
  vssra.vi v16, v17, 7
  vnclipu.wv v17, v18, v19
  csrr a4, vxsat
  csrwi vxsat, 0
  vnclip.wx v20, v22, a3, v0.t
  vnclipu.wi v21, v24, 1
  vnclip.wi v24, v24, 0
  csrr a4, vxsat
  csrwi vxsat, 0
  vsetvli t0, x0, e16, m2, tu, mu
  vsadd.vv v2, v4, v6
  vsaddu.vx v4, v6, a2, v0.t
  vssub.vv v6, v8, v10
  vssubu.vx v8, v10, a3
  csrr a4, vxsat
  csrwi vxsat, 0
  vaadd.vv v10, v12, v14, v0.t
  vaaddu.vx v12, v14, a1
  vasub.vv v14, v16, v18
  vasubu.vx v16, v18, a0, v0.t
  vsmul.vv v18, v20, v22
  vsmul.vx v20, v22, a1, v0.t
  csrr a4, vxsat
  csrwi vxsat, 0
  vssra.vv v22, v24, v26, v0.t
  vssrl.vx v24, v26, a3
  vnclip.wv v2, v4, v6
  vnclipu.wx v8, v12, a0
  vnclip.wi v12, v12, 9, v0.t
  csrr a4, vxsat
  csrwi vxsat, 0
  li t2, 7
  vsetvli t0, t2, e32, m4, tu, mu
  vsadd.vx v4, v8, a2
  vsaddu.vv v8, v12, v16, v0.t
  vssub.vx v12, v16, a1
  vssubu.vv v16, v20, v24
  csrr a4, vxsat
  csrwi vxsat, 0
  vaadd.vv v20, v24, v28
  vasubu.vx v24, v28, a0, v0.t
  vsmul.vx v28, v4, a1
  vsmul.vv v4, v8, v12, v0.t
  vssra.vi v8, v12, 31
  vssrl.vx v12, v16, a0
  csrr a4, vxsat
  csrwi vxsat, 0
  vnclip.wi v1, v2, 1               # illegal: SEW 32
  vsetvli t0, x0, e16, mf2, tu, mu
  vnclipu.wv v1, v2, v3, v0.t
  vnclip.wx v3, v3, a0
  csrr a4, vxsat
  csrwi vxsat, 0
  .endr
  # vsmul of the most negative value by itself saturates
  li t2, 4
  vsetvli t0, t2, e16, m1, tu, mu
  li a5, 0x8000
  vmv.v.x v1, a5
  vsmul.vv v2, v1, v1
  csrr a4, vxsat
  vsetvli t0, t2, e32, m1, tu, mu
  li a5, 0x80000000
  vmv.v.x v1, a5
  csrwi vxsat, 0
  vsmul.vx v2, v1, a5
  csrr a4, vxsat
  csrwi vstart, 2
  vsadd.vv v3, v4, v5               # vstart = 2
  END
