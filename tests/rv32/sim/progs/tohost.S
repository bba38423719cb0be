# HTIF end of test: stores VALUE (-DVALUE=n) to tohost at `store`, then spins, so only the
# tohost stop ends the run before the cycle limit.
#include "sim.inc"
  START
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
