# Precise vector memory faults (the trap handler resumes after the instruction): a misaligned
# element and an element outside the memories at element 0 and later elements (vstart, mtval), a
# masked-off faulting element (no trap), a strided access leaving the DTCM, a store fault after
# elements were stored, resuming from vstart; illegal instructions: misaligned groups, SEW not
# allowed, VS off, vector CSRs while VS is off, unsupported encodings (e64 load).
#include "coral_rtl_test.inc"
  BEGIN
  vsetvli t0, x0, e8, m8, ta, ma
  vl8r.v v0, (s0)
  li t2, 8
  vsetvli t0, t2, e32, m1, ta, ma
  addi t1, s0, 2
  vle32.v v1, (t1)                      # misaligned at element 0
  csrr a0, vstart
  csrr a1, mtval
  csrr a2, mcause
  la t1, __dtcm_end
  addi t1, t1, -8
  vle32.v v2, (t1)                      # element 2 is outside the DTCM
  csrr a0, vstart
  csrr a1, mtval
  vle32.v v2, (t1)                      # resumes at vstart = 2: faults again at 2
  csrwi vstart, 0
  vse32.v v3, (t1)                      # store: elements 0, 1 stored, fault at 2
  csrr a0, vstart
  li t3, 0x3
  vmv.s.x v0, t3
  vle32.v v4, (t1), v0.t                # elements 2.. masked off: no fault
  csrr a0, vstart
  li a3, 0x100000
  vlse32.v v5, (s0), a3                 # element 1 leaves the DTCM
  csrr a0, vstart
  li a3, 0x70000000
  vle8.v v6, (a3)                       # outside every memory at element 0
  vsetvli t0, t2, e16, m2, ta, ma
  vadd.vv v3, v4, v6                    # illegal: v3 not aligned to LMUL 2
  vle32.v v5, (s0)                      # illegal: EMUL 4 group at v5
  vle16.v v6, (s0)
  .word 0x02047007                      # vle64.v v0, (s0): EEW 64, illegal
  li t3, 0x600
  csrc mstatus, t3
  vle8.v v8, (s0)                       # VS off: illegal
  csrr a0, vstart                       # VS off: illegal
  csrs mstatus, t3
  vsetvli t0, x0, e8, m8, ta, ma
  vs8r.v v0, (s1)
  vs8r.v v8, (s1)
  END
