# M extension: the four multiplies with every sign combination, the four divisions with
# positive/negative operands, division by zero and the signed overflow case (results per the
# RISC-V spec), back-to-back divisions and results forwarded to the next instruction.
#include "rv32_test.inc"
  TEST_BEGIN
  li a0, 0x12345678
  li a1, 9
  li a2, 0x80000000
  li a3, -1
  li a4, -7
  li a5, 3
  mul    a6, a0, a1
  CHECK  a6, 0xa3d70a38, 1
  mul    a6, a4, a5
  CHECK  a6, -21, 2
  mulh   a6, a4, a5
  CHECK  a6, -1, 3
  mulh   a6, a2, a2
  CHECK  a6, 0x40000000, 4
  mulhu  a6, a3, a3
  CHECK  a6, 0xfffffffe, 5
  mulhu  a6, a2, a5
  CHECK  a6, 1, 6
  mulhsu a6, a3, a3            # -1 * 0xffffffff
  CHECK  a6, 0xffffffff, 7
  li     a7, 2
  mulhsu a6, a7, a3            # 2 * 0xffffffff
  CHECK  a6, 1, 8
  mulhsu a6, a2, a7            # -2^31 * 2
  CHECK  a6, 0xffffffff, 9
  mul    a6, a2, a3
  CHECK  a6, 0x80000000, 10
  mulh   a6, a2, a3            # -2^31 * -1 = 2^31
  CHECK  a6, 0, 11
  # Divisions.
  li a1, 2
  li a7, -2
  div  a6, a4, a1              # -7 / 2
  CHECK a6, -3, 20
  rem  a6, a4, a1
  CHECK a6, -1, 21
  div  a6, a5, a7              # 3 / -2
  CHECK a6, -1, 22
  rem  a6, a5, a7
  CHECK a6, 1, 23
  div  a6, a4, a7              # -7 / -2
  CHECK a6, 3, 24
  rem  a6, a4, a7
  CHECK a6, -1, 25
  divu a6, a3, a1              # 0xffffffff / 2
  CHECK a6, 0x7fffffff, 26
  remu a6, a3, a1
  CHECK a6, 1, 27
  divu a6, a4, a7              # 0xfffffff9 / 0xfffffffe
  CHECK a6, 0, 28
  remu a6, a4, a7
  CHECK a6, 0xfffffff9, 29
  div  a6, a0, a1
  CHECK a6, 0x091a2b3c, 30
  # Division by zero.
  div  a6, a4, zero
  CHECK a6, -1, 31
  divu a6, a4, zero
  CHECK a6, 0xffffffff, 32
  rem  a6, a4, zero
  CHECK a6, -7, 33
  remu a6, a4, zero
  CHECK a6, -7, 34
  div  a6, zero, zero
  CHECK a6, -1, 35
  # Signed overflow.
  div  a6, a2, a3
  CHECK a6, 0x80000000, 36
  rem  a6, a2, a3
  CHECK a6, 0, 37
  divu a6, a2, a3
  CHECK a6, 0, 38
  remu a6, a2, a3
  CHECK a6, 0x80000000, 39
  # Large quotients and exact divisions.
  li  a1, 1
  divu a6, a3, a1
  CHECK a6, 0xffffffff, 40
  li  a1, 0x10000
  divu a6, a3, a1
  CHECK a6, 0xffff, 41
  remu a6, a3, a1
  CHECK a6, 0xffff, 42
  li  a1, 7
  li  a7, 49
  div a6, a7, a1
  CHECK a6, 7, 43
  rem a6, a7, a1
  CHECK a6, 0, 44
  # Back to back: each division's operands forwarded from the previous one.
  li  a6, 1000
  li  a1, 10
  div a6, a6, a1
  div a6, a6, a1
  div a6, a6, a1
  CHECK a6, 1, 45
  # A multiply after a division, and a division reading a multiply result.
  li  a1, 6
  mul a6, a1, a1
  div a6, a6, a1
  mul a6, a6, a1
  CHECK a6, 36, 46
  TEST_END
