// Run-ending fault (mtvec = 0): a jump outside the ITCM
#include "rv32_iss_test.inc"
test_main:
  li a0, 6
  li t0, 0x01000000
  fault_here:
  jr t0
  HALT
