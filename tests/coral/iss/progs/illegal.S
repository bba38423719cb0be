// Encodings and settings coral refuses where QEMU 7.2's V extension (VLEN 128, ELEN 32, with D)
// executes or accepts them, checked on the ISS only (tests/coral/iss/test_coral_iss_programs.cpp):
// vector floating point, 64-bit element loads, vzext.vf8, misaligned vector elements, and whole-
// register moves while vtype is invalid (legal on coral: they do not depend on vtype).
#include "coral_iss_test.inc"
test_main:
  HANDLER_ON
  UNITS_ON
  vmv1r.v v1, v2                       // vill: still legal (whole-register move)
  li a0, 4
  vsetvli t0, a0, e32, m1, ta, ma
  .insn 0x022190d7                     // vfadd.vv v1, v2, v3 (GNU as refuses it with this -march)
  .insn 0x02057087                     // vle64.v v1, (a0)
  vzext.vf8 v1, v2                     // GNU as accepts it; illegal (needs SEW 64)
  la a1, data
  addi a1, a1, 2
  vle32.v v1, (a1)                     // a misaligned element: load_address_misaligned
  csrr t1, vstart
  SIG(t1)
  vse16.v v1, (a1)                     // aligned for 16 bits: fine
  addi a1, a1, 1
  vse16.v v1, (a1)                     // store_address_misaligned at element 0
  HALT

  .data
  .align 4
data:
  .space 64
