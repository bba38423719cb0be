// Run-ending fault (mtvec = 0): a misaligned store
#include "rv32_iss_test.inc"
test_main:
  li a0, 5
  la t0, sig
  fault_here:
  sw a0, 2(t0)
  HALT
