// M extension, including division by zero and signed overflow.
#include "rv32_iss_test.inc"
test_main:
  li t0, -7
  li t1, 3
  mul a0, t0, t1
  SIG(a0)
  mulh a0, t0, t1
  SIG(a0)
  mulhu a0, t0, t1
  SIG(a0)
  mulhsu a0, t0, t1
  SIG(a0)
  mulhsu a0, t1, t0
  SIG(a0)
  div a0, t0, t1
  SIG(a0)
  rem a0, t0, t1
  SIG(a0)
  divu a0, t0, t1
  SIG(a0)
  remu a0, t0, t1
  SIG(a0)
  // division by zero
  div a0, t0, zero
  SIG(a0)
  divu a0, t0, zero
  SIG(a0)
  rem a0, t0, zero
  SIG(a0)
  remu a0, t0, zero
  SIG(a0)
  // overflow: -2^31 / -1
  li t2, 0x80000000
  li t3, -1
  div a0, t2, t3
  SIG(a0)
  rem a0, t2, t3
  SIG(a0)
  mul a0, t2, t3
  SIG(a0)
  mulh a0, t2, t3
  SIG(a0)
  mulhu a0, t2, t3
  SIG(a0)
  mulh a0, t2, t2
  SIG(a0)
  mulhsu a0, t3, t3
  SIG(a0)
  // rd = rs1 = rs2
  li a1, 12345
  mul a1, a1, a1
  SIG(a1)
  HALT
