# Scalar results of vector instructions (vmv.x.s, vcpop.m, vfirst.m) and their use by the next
# scalar instruction, vmv.s.x, vset* results used at once, vector CSR reads after vector work,
# x-register operands produced just before the vector instruction (forwarding into the command).
#include "coral_rtl_test.inc"
  BEGIN
  vsetvli t0, x0, e8, m8, ta, ma
  vl8r.v v0, (s0)
  addi t1, s0, 128
  vl8r.v v8, (t1)
  li t2, 19
  vsetvli t0, t2, e8, m1, tu, mu
  vadd.vv v3, v4, v5
  vmv.x.s a0, v3
  addi a0, a0, 1
  vcpop.m a1, v3
  add a1, a1, a0
  vfirst.m a2, v3
  vfirst.m a3, v1, v0.t
  vmseq.vv v20, v20, v20
  vsetvli t0, t2, e16, m2, ta, ma
  vmv.x.s a4, v6
  li a5, -77
  vmv.s.x v6, a5
  vmv.x.s a4, v6
  vsetvli t0, t2, e32, m4, ta, ma
  vmv.x.s a4, v8
  vcpop.m a1, v9, v0.t
  li a5, 12345
  addi a5, a5, 1
  vadd.vx v12, v12, a5                  # x[rs1] forwarded from the instruction before
  mul a6, a5, a5
  vadd.vx v16, v16, a6
  vmv.x.s a6, v16
  csrwi vstart, 1
  vcpop.m a1, v9                        # illegal: vstart != 0
  csrwi vstart, 0
  vsetvli t0, t2, e8, m1, ta, ma
  vmsne.vx v22, v9, zero
  vfirst.m a2, v22
  vmv.v.i v22, 0
  vfirst.m a2, v22
  vcpop.m a1, v22
  csrr a3, vl
  add a3, a3, t0
  li t2, 0
  vsetvli t0, t2, e8, m1, ta, ma        # vl = 0
  vadd.vv v23, v24, v25
  vmv.s.x v23, a5
  vmv.x.s a4, v23
  vsetvli t0, x0, e8, m8, ta, ma
  vs8r.v v0, (s1)
  vs8r.v v16, (s1)
  END
