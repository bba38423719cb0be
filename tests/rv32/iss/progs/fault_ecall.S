// Run-ending fault (mtvec = 0): ecall
#include "rv32_iss_test.inc"
test_main:
  li a0, 3
  fault_here:
  ecall
  HALT
