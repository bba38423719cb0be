// RV32I integer ALU and shifts: register-register, register-immediate, LUI/AUIPC, x0.
#include "rv32_iss_test.inc"
test_main:
  li t0, 0x12345678
  li t1, 0x0f0f0f0f
  li t2, -5
  add  a0, t0, t1
  SIG(a0)
  sub  a0, t0, t1
  SIG(a0)
  sub  a0, t1, t0
  SIG(a0)
  and  a0, t0, t1
  SIG(a0)
  or   a0, t0, t1
  SIG(a0)
  xor  a0, t0, t1
  SIG(a0)
  slt  a0, t2, t0
  SIG(a0)
  sltu a0, t2, t0
  SIG(a0)
  slti a0, t2, -4
  SIG(a0)
  sltiu a0, t2, -1
  SIG(a0)
  sltiu a0, zero, 1
  SIG(a0)
  addi a0, t0, -0x678
  SIG(a0)
  xori a0, t0, -1
  SIG(a0)
  ori  a0, t1, 0x7f0
  SIG(a0)
  andi a0, t0, 0x0f0
  SIG(a0)
  andi a0, t2, -8
  SIG(a0)
  lui  a0, 0xfffff
  SIG(a0)
  // shifts by immediates and by registers (only rs2[4:0] counts)
  slli a0, t0, 4
  SIG(a0)
  srli a0, t2, 28
  SIG(a0)
  srai a0, t2, 1
  SIG(a0)
  srai a0, t0, 31
  SIG(a0)
  li t3, 36
  sll a0, t0, t3
  SIG(a0)
  srl a0, t2, t3
  SIG(a0)
  sra a0, t2, t3
  SIG(a0)
  li t3, 32
  sll a0, t0, t3
  SIG(a0)
  // wrap-around, x0
  li t4, 0x7fffffff
  addi a0, t4, 1
  SIG(a0)
  addi zero, t0, 1
  add a0, zero, zero
  SIG(a0)
  // auipc: relative to its own address
1:auipc a1, 0
  la a2, 1b
  sub a0, a1, a2
  SIG(a0)
2:auipc a1, 1
  la a2, 2b
  sub a0, a1, a2
  SIG(a0)
  HALT
