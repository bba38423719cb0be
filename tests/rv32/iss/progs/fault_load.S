// Run-ending fault (mtvec = 0): a load outside the memories
#include "rv32_iss_test.inc"
test_main:
  li a0, 4
  li t0, 0x01000000
  fault_here:
  lw a1, 8(t0)
  HALT
