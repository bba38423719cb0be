# vsetvli / vsetivli / vsetvl: every SEW and LMUL, AVL below, at and above VLMAX, x0 forms,
# unsupported settings (vill), the vector CSRs.
#include "coral_rtl_test.inc"
  BEGIN
  li a0, 7
  vsetvli a1, a0, e8, m1, ta, ma
  vsetvli a1, a0, e16, m2, tu, mu
  vsetvli a1, a0, e32, m4, ta, mu
  vsetvli a1, a0, e32, m8, tu, ma
  vsetvli a1, a0, e8, mf2, ta, ma
  vsetvli a1, a0, e8, mf4, ta, ma
  vsetvli a1, a0, e16, mf2, ta, ma
  li a0, 1000
  vsetvli a1, a0, e8, m8, ta, ma
  vsetvli a1, a0, e16, m1, ta, ma
  vsetvli a1, x0, e32, m2, ta, ma
  vsetvli x0, x0, e16, m4, ta, ma
  csrr a2, vl
  csrr a3, vtype
  csrr a4, vlenb
  vsetivli a1, 0, e8, m1, ta, ma
  vsetivli a1, 31, e8, m1, ta, ma
  vsetivli a1, 5, e32, mf2, ta, ma     # e32 mf2: unsupported (vill)
  csrr a3, vtype
  vadd.vv v1, v2, v3                   # illegal while vill
  vsetvli a1, a0, e16, mf4, ta, ma     # unsupported
  vsetvli a1, a0, e8, mf8, ta, ma      # unsupported
  li a5, 0x1ff
  vsetvl a1, a0, a5                    # reserved bit 8
  li a5, 0x4
  vsetvl a1, a0, a5                    # vlmul 100
  li a5, 0x18
  vsetvl a1, a0, a5                    # e64
  li a5, 0xd1
  li a0, 3
  vsetvl a1, a0, a5
  csrr a3, vtype
  csrr a2, vl
  li a0, 17
  vsetvl a1, a0, a5
  csrwi vstart, 5
  vsetvli a1, a0, e8, m2, ta, ma       # resets vstart
  csrr a2, vstart
  csrwi vxrm, 2
  csrsi vxsat, 1
  csrr a2, vcsr
  csrwi vcsr, 5
  csrr a2, vxrm
  csrr a2, vxsat
  li t1, 0x600
  csrc mstatus, t1                     # VS off
  vsetvli a1, a0, e8, m1, ta, ma       # illegal
  csrr a2, vl                          # illegal
  csrs mstatus, t1
  csrr a2, mstatus
  vsetvli a1, a0, e8, m1, ta, ma
  vadd.vi v4, v4, 1
  vadd.vi v5, v5, 2
  vadd.vi v6, v6, 3
  vadd.vi v7, v7, 4
  vadd.vi v8, v8, 5
  vadd.vi v9, v9, 6
  vadd.vi v10, v10, 7
  vadd.vi v11, v11, 8
  vadd.vi v12, v12, 9
  vadd.vi v13, v13, 10
  csrr a2, mstatus
  END
