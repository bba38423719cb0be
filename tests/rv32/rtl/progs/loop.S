# An endless loop for the stop-request tests: it counts iterations in `count` (one store per
# iteration) and keeps a division in flight, so a stop request meets every pipeline state.
#include "rv32_test.inc"
  TEST_BEGIN
  la s0, count
  li a0, 0
  li s1, 100
  li s2, 7
1:
  addi a0, a0, 1
  sw a0, 0(s0)
  div a1, s1, s2
  add a2, a1, a0
  j 1b
  TEST_END

  .data
  .balign 4
  .globl count
count: .word 0
