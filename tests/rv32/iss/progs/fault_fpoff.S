// Run-ending fault (mtvec = 0): an FP instruction while mstatus.FS = 0
#include "rv32_iss_test.inc"
test_main:
  li a0, 8
  fault_here:
  fadd.s fa0, fa1, fa2
  HALT
