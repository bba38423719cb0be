# Y[i] = X[i] * 3 + i for the N = 8 words of X (preloaded by the test), then halt: the test
# preloads X by symbol and dumps Y by symbol. `done` labels the halt. Built with REPEAT=n it does
# the same work n times (Y is the same; the run spans many simulator quanta).
#include "sim.inc"
#ifndef REPEAT
#define REPEAT 1
#endif
  START
  li s0, REPEAT
2:
  la a0, X
  la a1, Y
  li a2, 0
  li a3, 8
1:
  lw t0, 0(a0)
  slli t1, t0, 1
  add t0, t0, t1
  add t0, t0, a2
  sw t0, 0(a1)
  addi a0, a0, 4
  addi a1, a1, 4
  addi a2, a2, 1
  bne a2, a3, 1b
  addi s0, s0, -1
  bnez s0, 2b
  .globl done
done:
  MPAUSE

  .bss
  .globl X, Y
  .balign 4
X: .space 32
  .size X, 32
Y: .space 32
  .size Y, 32
