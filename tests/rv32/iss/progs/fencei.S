// Self-modifying code: a store into the ITCM, FENCE.I, and the new instruction executes.
#include "rv32_iss_test.inc"
test_main:
  li a0, 5
  la t0, patch
  li t1, 0x02a50513           // addi a0, a0, 42
  sw t1, 0(t0)
  fence.i
patch:
  nop                          // replaced by addi a0, a0, 42
  SIG(a0)
  // patch twice in a loop: each pass adds the patched constant
  li a1, 3
  li a0, 0
  la t0, patch2
  li t1, 0x00150513           // addi a0, a0, 1
1:sw t1, 0(t0)
  fence.i
patch2:
  addi a0, a0, 100
  li t2, 0x00100000
  add t1, t1, t2              // next pass: imm + 1
  addi a1, a1, -1
  bnez a1, 1b
  SIG(a0)
  HALT
