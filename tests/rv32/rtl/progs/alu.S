# RV32I integer ALU: register-register and immediate forms, LUI/AUIPC, shifts, compares,
# x0 as destination and source. Every result is forwarded from X2 to the CHECK right after it.
#include "rv32_test.inc"
  TEST_BEGIN
  li a0, 0x12345678
  li a1, -7                    # 0xfffffff9
  li a2, 0x0000ffff
  add  a3, a0, a1
  CHECK a3, 0x12345671, 1
  sub  a3, a0, a1
  CHECK a3, 0x1234567f, 2
  sub  a3, a1, a0
  CHECK a3, 0xedcba981, 3
  xor  a3, a0, a2
  CHECK a3, 0x1234a987, 4
  or   a3, a0, a2
  CHECK a3, 0x1234ffff, 5
  and  a3, a0, a2
  CHECK a3, 0x00005678, 6
  slt  a3, a1, a0
  CHECK a3, 1, 7
  slt  a3, a0, a1
  CHECK a3, 0, 8
  sltu a3, a1, a0
  CHECK a3, 0, 9
  sltu a3, a0, a1
  CHECK a3, 1, 10
  slt  a3, a0, a0
  CHECK a3, 0, 11
  addi a3, a0, -0x678
  CHECK a3, 0x12345000, 12
  addi a3, a0, 2047
  CHECK a3, 0x12345e77, 13
  xori a3, a0, -1
  CHECK a3, 0xedcba987, 14
  ori  a3, a1, 0x100
  CHECK a3, 0xfffffff9, 15
  andi a3, a0, 0x0f0
  CHECK a3, 0x00000070, 16
  slti a3, a1, -6
  CHECK a3, 1, 17
  slti a3, a1, -7
  CHECK a3, 0, 18
  sltiu a3, a0, -1             # unsigned compare with 0xffffffff
  CHECK a3, 1, 19
  sltiu a3, zero, 1            # seqz
  CHECK a3, 1, 20
  # Shifts: amounts from registers use only the low 5 bits.
  li a4, 36                    # 36 & 31 = 4
  sll  a3, a0, a4
  CHECK a3, 0x23456780, 21
  srl  a3, a1, a4
  CHECK a3, 0x0fffffff, 22
  sra  a3, a1, a4
  CHECK a3, 0xffffffff, 23
  slli a3, a0, 31
  CHECK a3, 0x00000000, 24
  slli a3, a2, 16
  CHECK a3, 0xffff0000, 25
  srli a3, a1, 31
  CHECK a3, 1, 26
  srai a3, a1, 1
  CHECK a3, 0xfffffffc, 27
  srai a3, a0, 0
  CHECK a3, 0x12345678, 28
  li a4, 0x80000000
  sra  a3, a4, a4              # amount 0
  CHECK a3, 0x80000000, 29
  srai a3, a4, 31
  CHECK a3, 0xffffffff, 30
  # LUI, AUIPC.
  lui  a3, 0xfedcb
  CHECK a3, 0xfedcb000, 31
1:
  auipc a3, 0                  # a3 = address of this instruction
  la   a4, 1b
  CHECKR a3, a4, 32
  auipc a3, 0x1
  auipc a4, 0
  sub  a3, a3, a4
  CHECK a3, 0xffc, 33          # 0x1000 - 4
  # x0: writes are discarded, reads are zero.
  addi zero, a0, 1
  CHECK zero, 0, 34
  add  a3, zero, zero
  CHECK a3, 0, 35
  addi a3, zero, -1
  CHECK a3, -1, 36
  TEST_END
