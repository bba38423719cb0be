// Zbb: logic with negation, counts, min/max, extensions, rotations, orc.b, rev8.
#include "rv32_iss_test.inc"
test_main:
  li t0, 0x12345678
  li t1, 0x0f0f0f0f
  li t2, -5
  andn a0, t0, t1
  SIG(a0)
  orn  a0, t0, t1
  SIG(a0)
  xnor a0, t0, t1
  SIG(a0)
  clz a0, zero
  SIG(a0)
  li t3, 1
  clz a0, t3
  SIG(a0)
  clz a0, t2
  SIG(a0)
  clz a0, t0
  SIG(a0)
  ctz a0, zero
  SIG(a0)
  li t3, 0x80
  ctz a0, t3
  SIG(a0)
  cpop a0, t2
  SIG(a0)
  cpop a0, t0
  SIG(a0)
  max a0, t2, t0
  SIG(a0)
  maxu a0, t2, t0
  SIG(a0)
  min a0, t2, t0
  SIG(a0)
  minu a0, t2, t0
  SIG(a0)
  li t3, 0x1234ab80
  sext.b a0, t3
  SIG(a0)
  sext.h a0, t3
  SIG(a0)
  zext.h a0, t3
  SIG(a0)
  li t4, 8
  rol a0, t0, t4
  SIG(a0)
  ror a0, t0, t4
  SIG(a0)
  li t4, 32
  rol a0, t0, t4
  SIG(a0)
  rori a0, t0, 4
  SIG(a0)
  rori a0, t0, 0
  SIG(a0)
  li t3, 0x00120300
  orc.b a0, t3
  SIG(a0)
  rev8 a0, t0
  SIG(a0)
  HALT
