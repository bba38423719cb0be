// Run-ending fault (mtvec = 0): a jump to a target with bit 1 set
#include "rv32_iss_test.inc"
test_main:
  li a0, 7
  fault_here:
  jal ra, .+10
  HALT
