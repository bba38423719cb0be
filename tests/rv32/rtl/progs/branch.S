# Branches and jumps: every condition taken and not taken, forward (predicted not taken) and
# backward (predicted taken), so that each of the four prediction outcomes occurs; loops;
# JAL/JALR links, JALR with rd = rs1 and an odd target (bit 0 cleared); branch operands
# forwarded from a load; and wrong-path instructions (after a mispredict, a JALR, a predicted
# taken branch) that must not write registers or memory. a5 accumulates the path taken.
#include "rv32_test.inc"

# BR op, ra, rb, taken(1/0), id: forward branch; a taken branch skips the `addi a5`.
.macro BRF op, ra, rb, taken, id
  li a5, 0
  \op \ra, \rb, 9101f
  addi a5, a5, 1
9101:
  CHECK a5, (1 - \taken), \id
.endm

# BRB op, ra, rb, taken, id: backward branch (to a block that records the visit and leaves).
.macro BRB op, ra, rb, taken, id
  li a5, 0
  j 9202f
9201:
  addi a5, a5, 1
  j 9203f
9202:
  \op \ra, \rb, 9201b
  addi a5, a5, 2
9203:
  CHECK a5, (2 - \taken), \id
.endm

.macro BR_BOTH op, ra, rb, taken, id
  BRF \op, \ra, \rb, \taken, \id
  BRB \op, \ra, \rb, \taken, (\id + 50)
.endm

  TEST_BEGIN
  li s0, 5
  li s1, -3
  li s2, 5
  BR_BOTH beq,  s0, s2, 1, 1
  BR_BOTH beq,  s0, s1, 0, 2
  BR_BOTH bne,  s0, s1, 1, 3
  BR_BOTH bne,  s0, s2, 0, 4
  BR_BOTH blt,  s1, s0, 1, 5
  BR_BOTH blt,  s0, s1, 0, 6
  BR_BOTH blt,  s0, s2, 0, 7
  BR_BOTH bge,  s0, s1, 1, 8
  BR_BOTH bge,  s0, s2, 1, 9
  BR_BOTH bge,  s1, s0, 0, 10
  BR_BOTH bltu, s0, s1, 1, 11
  BR_BOTH bltu, s1, s0, 0, 12
  BR_BOTH bgeu, s1, s0, 1, 13
  BR_BOTH bgeu, s0, s1, 0, 14
  BR_BOTH bgeu, s0, s2, 1, 15
  # A counted loop: 10 backward taken, one backward not taken.
  li a0, 10
  li a1, 0
1:
  add a1, a1, a0
  addi a0, a0, -1
  bnez a0, 1b
  CHECK a1, 55, 20
  # Nested loops (inner body runs 4 * 3 times).
  li a0, 4
  li a2, 0
2:
  li a1, 3
3:
  addi a2, a2, 1
  addi a1, a1, -1
  bnez a1, 3b
  addi a0, a0, -1
  bnez a0, 2b
  CHECK a2, 12, 21
  # JAL forward and backward; link values.
  jal ra, 5f
4:
  j 6f
5:
  la a3, 4b
  CHECKR ra, a3, 22
  jal t1, 4b
6:
  # JALR: offset, rd == rs1, odd target.
  li a5, 0
  la a3, 7f
  addi a3, a3, -8
  jalr a4, 8(a3)
  li a5, 1                     # wrong path (JALR resolves in X1)
7:
  la a3, 7b
  CHECK a5, 0, 23
  la a0, 8f
  jalr a0, 0(a0)               # rd = rs1
8:
  la a3, 8b
  CHECKR a0, a3, 24
  la a3, 9f
  addi a3, a3, 1               # bit 0 set: cleared by JALR
  jalr zero, 0(a3)
  li a5, 2
9:
  CHECK a5, 0, 25
  # Branch operands forwarded from loads (load-use stall, then resolve).
  la s3, data
  lw a0, 0(s3)
  lw a1, 4(s3)
  li a5, 0
  bne a0, a1, 10f
  addi a5, a5, 1
10:
  CHECK a5, 0, 26
  # Wrong-path side effects: a mispredicted forward branch skips a store and a register write.
  li a5, 0
  sw zero, 8(s3)
  beq zero, zero, 11f
  sw s0, 8(s3)
  addi a5, a5, 1
  li a5, 99
11:
  lw a0, 8(s3)
  CHECK a0, 0, 27
  CHECK a5, 0, 28
  # A backward predicted-taken branch that is not taken: the target block is wrong path.
  li a5, 0
  j 13f
12:
  li a5, 77
  sw s0, 8(s3)
  j 14f
13:
  bne zero, zero, 12b
14:
  CHECK a5, 0, 29
  lw a0, 8(s3)
  CHECK a0, 0, 30
  # Back-to-back branches: the second is in ID while the first mispredicts in X1.
  li a5, 0
  beq zero, zero, 15f
  beq zero, zero, 16f
15:
  addi a5, a5, 1
16:
  CHECK a5, 1, 31
  TEST_END

  .data
  .balign 4
data:
  .word 3, 4, 0
