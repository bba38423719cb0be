# Fault-only-first loads vle8ff/vle16ff/vle32ff: all elements inside the DTCM (vl kept), running
# off the end of the ITCM and of the DTCM (vl trimmed to the first faulting element, which is
# past element 0; the following instructions run with the trimmed vl), faulting at element 0
# (a trap, vl kept), masked (an inactive element past the end does not fault), with vstart.
#include "coral_rtl_test.inc"
  BEGIN
  li t2, 16
  vsetvli t0, t2, e8, m1, tu, mu
  vle8ff.v v1, (s0)
  csrr a0, vl
  la a6, __itcm_end
  addi a6, a6, -6
  vle8ff.v v2, (a6)                 # trims vl to 6
  csrr a0, vl
  vadd.vv v3, v2, v2                # runs with vl = 6
  vsetvli t0, t2, e16, m2, tu, mu
  la a6, __dtcm_end
  addi a6, a6, -10
  vle16ff.v v4, (a6), v0.t          # trims to 5 if element 5 is active
  csrr a0, vl
  vsetvli t0, t2, e32, m4, tu, mu
  la a6, __dtcm_end
  vle32ff.v v8, (a6)                # element 0 faults: trap, vl kept
  csrr a0, vl
  addi a6, s0, 2
  vle32ff.v v8, (a6)                # misaligned at element 0: trap
  addi a6, a6, -2
  vle32ff.v v12, (a6)
  li t2, 9
  vsetvli t0, t2, e32, m4, tu, mu
  la a6, __itcm_end
  addi a6, a6, -12
  csrwi vstart, 1
  vle32ff.v v16, (a6)               # vstart = 1, trims to 3
  csrr a0, vl
  vsetvli t0, x0, e8, m1, tu, mu
  li a5, 0x00ff
  vmv.s.x v0, a5                    # elements 0..7 active
  la a6, __itcm_end
  addi a6, a6, -8
  vle8ff.v v20, (a6), v0.t          # elements 8.. inactive: no fault, vl kept
  csrr a0, vl
  END
