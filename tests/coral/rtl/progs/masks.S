# Mask-producing instructions: vmsbf.m, vmsif.m, vmsof.m (active bits below vl from the first active
# set bit of vs2; inactive and tail bits kept) and viota.m (each active element = the count of active
# set vs2 bits below it) at SEW 8/16/32 and several LMULs, masked and unmasked, with a source that
# has no set bit, vl = 0; and the illegal cases: vstart != 0, vd overlapping vs2, masked with vd = v0.
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
  vmv.v.i v31, 0                     # (e8 m8 writes v24..v31; only the register v31 matters)
  li t2, 100
  vsetvli t0, t2, e8, m8, tu, mu
  vmsbf.m v1, v2
  vmsif.m v3, v4, v0.t
  vmsof.m v5, v6
  vmsbf.m v7, v31, v0.t              # no set bit
  vmsof.m v9, v31
  viota.m v8, v10
  viota.m v16, v11, v0.t
  li t2, 13
  vsetvli t0, t2, e16, m2, tu, mu
  vmsbf.m v2, v3, v0.t
  vmsif.m v4, v5
  vmsof.m v6, v7, v0.t
  viota.m v8, v12
  viota.m v10, v13, v0.t
  vsetvli t0, x0, e32, m4, tu, mu
  vmsif.m v1, v31
  viota.m v4, v2, v0.t
  viota.m v8, v3
  vsetvli t0, x0, e32, m1, tu, mu
  viota.m v1, v2
  vsetvli t0, x0, e8, mf4, tu, mu
  vmsbf.m v1, v2
  viota.m v3, v4, v0.t
  li t2, 0
  vsetvli t0, t2, e8, m1, tu, mu
  vmsbf.m v5, v6                     # vl = 0
  viota.m v6, v7
  li t2, 9
  vsetvli t0, t2, e8, m1, tu, mu
  vmsbf.m v7, v7                     # illegal: vd overlaps vs2
  viota.m v8, v8                     # illegal: vd overlaps vs2
  vmsof.m v0, v8, v0.t               # illegal: masked, vd = v0
  vsetvli t0, t2, e16, m4, tu, mu
  viota.m v8, v9                     # illegal: vs2 inside the vd group
  csrwi vstart, 1
  vmsif.m v9, v10                    # illegal: vstart != 0
  csrwi vstart, 2
  viota.m v12, v10                   # illegal: vstart != 0
  csrwi vstart, 0
  vmsof.m v0, v10                    # unmasked into v0: legal
  viota.m v16, v0
  END
