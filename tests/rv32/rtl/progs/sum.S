# Host-port I/O: sums the `n` words the host wrote to `in` before the start and stores the
# sum in `out`, which the host reads after the halt.
#include "rv32_test.inc"
  TEST_BEGIN
  la s0, n
  lw a0, 0(s0)
  la s1, in
  li a1, 0
1:
  beqz a0, 2f
  lw t0, 0(s1)
  add a1, a1, t0
  addi s1, s1, 4
  addi a0, a0, -1
  j 1b
2:
  la s2, out
  sw a1, 0(s2)
  TEST_END

  .data
  .balign 4
  .globl n, out, in
n:   .word 0
out: .word 0
in:  .space 256
