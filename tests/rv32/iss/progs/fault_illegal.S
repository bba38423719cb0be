// Run-ending fault (mtvec = 0): an illegal instruction word
#include "rv32_iss_test.inc"
test_main:
  li a0, 1
  fault_here:
  .word 0x00000000
  HALT
