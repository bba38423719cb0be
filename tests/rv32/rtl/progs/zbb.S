# Zbb: every instruction, with the edge cases of counts (0, all ones, top bit), rotates by
# 0 / 31 / more than 31 (register form uses the low 5 bits), and sign/zero extensions.
#include "rv32_test.inc"
  TEST_BEGIN
  li a0, 0x12345678
  li a1, 0xf0f0000f
  li a2, 0x00ff0000
  li a4, 0x80000000
  li a5, -1
  andn a3, a0, a2
  CHECK a3, 0x12005678, 1
  orn  a3, a0, a2
  CHECK a3, 0xff34ffff, 2
  xnor a3, a0, a2
  CHECK a3, 0xed34a987, 3
  clz  a3, a0
  CHECK a3, 3, 4
  clz  a3, zero
  CHECK a3, 32, 5
  clz  a3, a4
  CHECK a3, 0, 6
  li   a6, 1
  clz  a3, a6
  CHECK a3, 31, 7
  ctz  a3, a0
  CHECK a3, 3, 8
  ctz  a3, zero
  CHECK a3, 32, 9
  ctz  a3, a4
  CHECK a3, 31, 10
  ctz  a3, a5
  CHECK a3, 0, 11
  cpop a3, a0
  CHECK a3, 13, 12
  cpop a3, a5
  CHECK a3, 32, 13
  cpop a3, zero
  CHECK a3, 0, 14
  max  a3, a0, a1
  CHECK a3, 0x12345678, 15
  maxu a3, a0, a1
  CHECK a3, 0xf0f0000f, 16
  min  a3, a0, a1
  CHECK a3, 0xf0f0000f, 17
  minu a3, a0, a1
  CHECK a3, 0x12345678, 18
  max  a3, a4, a5              # -2^31 vs -1
  CHECK a3, -1, 19
  minu a3, a4, a5
  CHECK a3, 0x80000000, 20
  sext.b a3, a0
  CHECK a3, 0x78, 21
  li   a6, 0x123456f0
  sext.b a3, a6
  CHECK a3, 0xfffffff0, 22
  sext.h a3, a1
  CHECK a3, 0x0000000f, 23
  li   a6, 0x12348765
  sext.h a3, a6
  CHECK a3, 0xffff8765, 24
  zext.h a3, a6
  CHECK a3, 0x00008765, 25
  li   a6, 4
  rol  a3, a0, a6
  CHECK a3, 0x23456781, 26
  li   a6, 36
  rol  a3, a0, a6
  CHECK a3, 0x23456781, 27
  rol  a3, a0, zero
  CHECK a3, 0x12345678, 28
  li   a6, 4
  ror  a3, a0, a6
  CHECK a3, 0x81234567, 29
  li   a6, 63
  ror  a3, a0, a6              # 63 & 31 = 31: rotate left by one
  CHECK a3, 0x2468acf0, 30
  rori a3, a0, 8
  CHECK a3, 0x78123456, 31
  rori a3, a0, 0
  CHECK a3, 0x12345678, 32
  rori a3, a4, 31
  CHECK a3, 0x00000001, 33
  li   a6, 0x12005600
  orc.b a3, a6
  CHECK a3, 0xff00ff00, 34
  orc.b a3, zero
  CHECK a3, 0, 35
  rev8 a3, a0
  CHECK a3, 0x78563412, 36
  TEST_END
