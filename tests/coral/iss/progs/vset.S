// vsetvli / vsetivli / vsetvl: VLMAX per SEW and LMUL, AVL below and above it, rs1 = x0 forms,
// unsupported settings (vill), and the vector CSRs they set.
#include "coral_iss_test.inc"
test_main:
  UNITS_ON
  li a0, 100
  vsetvli t0, a0, e8, m1, ta, ma       // 16
  SIG(t0)
  vsetvli t0, a0, e16, m4, ta, ma      // 32
  SIG(t0)
  vsetvli t0, a0, e32, m8, tu, mu      // 32
  SIG(t0)
  li a0, 3
  vsetvli t0, a0, e32, m8, ta, mu      // 3
  SIG(t0)
  csrr t1, vl
  SIG(t1)
  csrr t1, vtype
  SIG(t1)
  vsetvli t0, zero, e8, mf4, ta, ma    // VLMAX 4
  SIG(t0)
  vsetvli t0, zero, e16, mf2, tu, ma   // VLMAX 4
  SIG(t0)
  vsetvli zero, zero, e32, m1, ta, ma  // keep vl = 4
  csrr t1, vl
  SIG(t1)
  vsetvli t0, zero, e8, m8, ta, ma     // 128
  SIG(t0)
  vsetvli zero, zero, e32, m1, ta, ma  // keep vl: clipped to VLMAX 4
  csrr t1, vl
  SIG(t1)
  vsetivli t0, 31, e8, m2, ta, ma      // 31 (VLMAX 32)
  SIG(t0)
  vsetivli t0, 0, e8, m1, ta, ma       // 0
  SIG(t0)
  li a1, 0x48                          // e16, m1, ta, mu
  li a0, 7
  vsetvl t0, a0, a1
  SIG(t0)
  csrr t1, vtype
  SIG(t1)
  // unsupported settings: vill, vl = 0
  li a0, 9
  vsetvli t0, a0, e64, m1, ta, ma
  SIG(t0)
  csrr t1, vtype
  SIG(t1)
  vsetvli t0, a0, e16, mf4, ta, ma
  SIG(t0)
  csrr t1, vtype
  SIG(t1)
  vsetvli t0, a0, e8, mf8, ta, ma
  SIG(t0)
  li a1, 0x100                         // a reserved bit
  vsetvl t0, a0, a1
  SIG(t0)
  li a1, 0x80000000                    // vill requested
  vsetvl t0, a0, a1
  SIG(t0)
  csrr t1, vtype
  SIG(t1)
  csrr t1, vlenb
  SIG(t1)
  // vstart is cleared by vset*
  vsetvli t0, a0, e8, m1, ta, ma
  li t1, 5
  csrw vstart, t1
  csrr t2, vstart
  SIG(t2)
  vsetvli t0, a0, e8, m1, ta, ma
  csrr t2, vstart
  SIG(t2)
  HALT
