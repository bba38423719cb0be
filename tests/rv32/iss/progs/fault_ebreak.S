// Run-ending fault (mtvec = 0): ebreak
#include "rv32_iss_test.inc"
test_main:
  li a0, 2
  fault_here:
  ebreak
  HALT
