# Forwarding from every stage: a consumer at distance 0..7 instructions after its producer,
# for each producer class (ALU, LUI, link, CSR read, load, multiply), both source operands,
# and write-after-write: the youngest of two in-flight writers of a register wins even when
# the older one has the longer latency.
#include "rv32_test.inc"

# FWD producer, consumer-reg-value, distance, id: `producer` writes a1; after `distance`
# independent instructions, a2 = a1 + a0 (a1 as rs1) and a3 = a0 + a1 (a1 as rs2).
.macro FWD prod, expect, dist, id
  \prod
  .rept \dist
  addi t0, t0, 1
  .endr
  add a2, a1, a0
  add a3, a0, a1
  CHECK a2, (\expect + 5), \id
  CHECK a3, (\expect + 5), (\id + 100)
.endm

.macro FWD_ALL prod, expect, base
  FWD "\prod", \expect, 0, (\base + 0)
  FWD "\prod", \expect, 1, (\base + 1)
  FWD "\prod", \expect, 2, (\base + 2)
  FWD "\prod", \expect, 3, (\base + 3)
  FWD "\prod", \expect, 4, (\base + 4)
  FWD "\prod", \expect, 5, (\base + 5)
  FWD "\prod", \expect, 6, (\base + 6)
  FWD "\prod", \expect, 7, (\base + 7)
.endm

  TEST_BEGIN
  li a0, 5
  la s0, data
  li s1, 7
  li s2, 6
  FWD_ALL "addi a1, a0, 37", 42, 10
  FWD_ALL "lui a1, 0x1", 0x1000, 20
  li t1, 77
  csrw mscratch, t1
  FWD_ALL "csrr a1, mscratch", 77, 30
  FWD_ALL "lw a1, 0(s0)", 0x1234, 40
  FWD_ALL "lh a1, 4(s0)", -2, 50
  FWD_ALL "mul a1, s1, s2", 42, 60
  FWD_ALL "mulh a1, s1, s2", 0, 70
  # Link register: jal/jalr write pc + 4.
  jal a1, 1f
1:
  la a4, 1b
  CHECKR a1, a4, 80
  la a4, 2f
  jalr a1, 0(a4)
2:
  CHECKR a1, a4, 81
  # Write-after-write: the younger writer wins.
  lw a1, 0(s0)
  addi a1, a0, 1
  add a2, a1, zero
  CHECK a2, 6, 90
  mul a1, s1, s2
  addi a1, a0, 2
  add a2, a1, zero
  CHECK a2, 7, 91
  addi a1, a0, 3
  lw a1, 0(s0)
  add a2, a1, zero
  CHECK a2, 0x1234, 92
  # Two sources from two different in-flight producers.
  lw a1, 0(s0)
  mul a4, s1, s2
  addi a5, a0, 1
  add a2, a1, a4
  add a3, a4, a5
  CHECK a2, 0x1234 + 42, 93
  CHECK a3, 48, 94
  # A store's data and address forwarded.
  addi a6, a0, 100
  addi a7, s0, 8
  sw a6, 0(a7)
  lw a2, 8(s0)
  CHECK a2, 105, 95
  TEST_END

  .data
  .balign 4
data:
  .word 0x1234
  .half 0xfffe, 0
  .word 0
