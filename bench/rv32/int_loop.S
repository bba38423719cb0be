# Integer compute loop of the rv32 speed benchmark: a hash-like mix of ALU, shift, Zbb and
# multiply instructions on registers only (no loads or stores), 8 independent chains so the
# pipeline rarely stalls: about 1 retired instruction per cycle. ITER iterations, then mpause.
  .section .text.init, "ax"
  .globl _start
_start:
  li s0, 200000              # iterations (about 20 instructions each)
  li a0, 0x12345678
  li a1, 0x9e3779b9
  li a2, 1
  li a3, 2
  li a4, 3
  li a5, 4
  li a6, 5
  li a7, 6
1:
  add a2, a2, a0
  xor a3, a3, a1
  slli t0, a4, 3
  srli t1, a5, 5
  or a6, a6, t0
  sub a7, a7, t1
  rol a4, a4, a2
  andn a5, a5, a3
  addi a0, a0, 0x11
  mul t2, a6, a1
  xor a1, a1, a7
  max t3, a2, a3
  min t4, a4, a5
  add a6, a6, t2
  sltu t5, t3, t4
  add a7, a7, t5
  ror a3, a3, a0
  xnor a2, a2, a4
  addi s0, s0, -1
  bnez s0, 1b
  .word 0x08000073           # mpause
