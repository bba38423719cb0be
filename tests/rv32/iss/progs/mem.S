// Loads and stores of every width, sign/zero extension, byte lanes, negative offsets, stores to
// the ITCM, misaligned accesses and accesses outside the memories (logged by the handler).
#include "rv32_iss_test.inc"
test_main:
  la t0, trap_handler
  csrw mtvec, t0
  la t0, data
  lb a0, 0(t0)
  SIG(a0)
  lb a0, 1(t0)
  SIG(a0)
  lb a0, 2(t0)
  SIG(a0)
  lb a0, 3(t0)
  SIG(a0)
  lbu a0, 3(t0)
  SIG(a0)
  lh a0, 0(t0)
  SIG(a0)
  lh a0, 2(t0)
  SIG(a0)
  lhu a0, 2(t0)
  SIG(a0)
  lw a0, 0(t0)
  SIG(a0)
  addi t2, t0, 8
  lw a0, -4(t2)
  SIG(a0)
  // stores into bytes and halves of a word
  la t1, buf
  li a1, 0xaabbccdd
  sw zero, 0(t1)
  sb a1, 1(t1)
  lw a0, 0(t1)
  SIG(a0)
  sh a1, 2(t1)
  lw a0, 0(t1)
  SIG(a0)
  sb a1, 0(t1)
  lw a0, 0(t1)
  SIG(a0)
  sw a1, 4(t1)
  lw a0, 4(t1)
  SIG(a0)
  lhu a0, 6(t1)
  SIG(a0)
  // the ITCM is readable and writable by loads and stores
  la t3, itcm_word
  lw a0, 0(t3)
  SIG(a0)
  sw a1, 0(t3)
  lw a0, 0(t3)
  SIG(a0)
#ifndef QEMU
  // misaligned: lh, lhu, lw, sh, sw trap; lb at an odd address does not (the spec lets an
  // implementation perform misaligned accesses instead, as QEMU does: not compared with it)
  li a0, 0x1111
m_lw:
  lw a0, 1(t0)
  SIG(a0)
m_lh:
  lh a0, 3(t0)
m_lhu:
  lhu a0, 1(t0)
m_sh:
  sh a1, 1(t1)
m_sw:
  sw a1, 2(t1)
  lw a0, 0(t1)
  SIG(a0)
  lb a0, 1(t1)
  SIG(a0)
#endif
  // outside the memories: access faults
  li t4, 0x01000000
  li a0, 0x2222
f_lw:
  lw a0, 0(t4)
  SIG(a0)
f_sb:
  sb a1, 3(t4)
  HALT

  .align 2
itcm_word: .word 0x01020304

  .data
data: .word 0x80ff7f01, 0x12345678
buf:  .word 0, 0
