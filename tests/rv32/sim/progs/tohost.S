# HTIF end of test: stores VALUE (-DVALUE=n) to tohost at `store`, then spins, so only the
# tohost stop ends the run before the cycle limit. With -DTRAP the store is in a trap handler
# that an illegal CSR access at `bad` enters (as a test environment's failure path would be).
#include "sim.inc"
  START
#ifdef TRAP
  la t0, handler
  csrw mtvec, t0
  .globl bad
bad:
  csrr a0, 0x7c0              # no such CSR: illegal instruction
1:
  j 1b
  .align 2
handler:
#endif
  li a0, VALUE
  la a1, tohost
  .globl store
store:
  sw a0, 0(a1)
1:
  j 1b

  .data
  .globl tohost
  .balign 8
tohost: .word 0
  .word 0
