// Run-ending fault (mtvec = 0): a misaligned store; in the QEMU build, which performs misaligned
// stores (as the spec allows), a store outside the memories.
#include "rv32_iss_test.inc"
test_main:
  li a0, 5
#ifdef QEMU
  li t0, 0x01000000
  fault_here:
  sw a0, 0(t0)
#else
  la t0, sig
  fault_here:
  sw a0, 2(t0)
#endif
  HALT
