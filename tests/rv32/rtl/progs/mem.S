# Loads and stores: every size and signedness at every legal offset, byte-lane merges, stores
# followed by loads of the same address at distance 0..6 (the load must see the store,
# whatever DMEM_LATENCY), mixed sizes, and loads/stores to the ITCM through the data port.
#include "rv32_test.inc"

# STLD dist, id: sw then lw of one address with `dist` instructions between.
.macro STLD dist, id
  addi a6, a6, 0x111
  sw a6, 12(s0)
  .rept \dist
  addi t0, t0, 1
  .endr
  lw a7, 12(s0)
  CHECKR a7, a6, \id
.endm

  TEST_BEGIN
  la s0, data
  # Byte loads at each offset of 0x80ff7f01.
  lb  a0, 0(s0)
  CHECK a0, 0x01, 1
  lb  a0, 1(s0)
  CHECK a0, 0x7f, 2
  lb  a0, 2(s0)
  CHECK a0, 0xffffffff, 3
  lb  a0, 3(s0)
  CHECK a0, 0xffffff80, 4
  lbu a0, 2(s0)
  CHECK a0, 0xff, 5
  lbu a0, 3(s0)
  CHECK a0, 0x80, 6
  # Halfwords.
  lh  a0, 0(s0)
  CHECK a0, 0x7f01, 7
  lh  a0, 2(s0)
  CHECK a0, 0xffff80ff, 8
  lhu a0, 2(s0)
  CHECK a0, 0x80ff, 9
  lw  a0, 0(s0)
  CHECK a0, 0x80ff7f01, 10
  # Negative offsets.
  addi s1, s0, 8
  lw  a0, -8(s1)
  CHECK a0, 0x80ff7f01, 11
  # Byte and halfword stores merge into the word.
  sw  zero, 4(s0)
  li  a1, 0xaa
  sb  a1, 4(s0)
  li  a1, 0x1bb
  sb  a1, 6(s0)                # only 0xbb is stored
  lw  a0, 4(s0)
  CHECK a0, 0x00bb00aa, 12
  li  a1, 0x12345678
  sh  a1, 6(s0)
  lw  a0, 4(s0)
  CHECK a0, 0x567800aa, 13
  sb  a1, 5(s0)
  lw  a0, 4(s0)
  CHECK a0, 0x567878aa, 14
  sh  a1, 4(s0)
  lw  a0, 4(s0)
  CHECK a0, 0x56785678, 15
  # Store -> load ordering at every distance.
  li a6, 0
  STLD 0, 20
  STLD 1, 21
  STLD 2, 22
  STLD 3, 23
  STLD 4, 24
  STLD 5, 25
  STLD 6, 26
  # A byte store then a word load, back to back, and the reverse order of sizes.
  li  a1, -1
  sw  a1, 16(s0)
  sb  zero, 17(s0)
  lw  a0, 16(s0)
  CHECK a0, 0xffff00ff, 30
  sh  zero, 18(s0)
  lbu a0, 19(s0)
  CHECK a0, 0, 31
  lhu a0, 16(s0)
  CHECK a0, 0x00ff, 32
  # Two loads back to back, a load feeding a store's data and its address.
  lw  a2, 0(s0)
  lw  a3, 20(s0)               # the address of `data` itself (see below)
  sw  a2, 24(a3)
  lw  a0, 24(s0)
  CHECK a0, 0x80ff7f01, 33
  # The ITCM through the data port: load a constant placed in .itcm_data, store and reload.
  la  s2, itcm_word
  lw  a0, 0(s2)
  CHECK a0, 0xcafef00d, 40
  li  a1, 0x5a5a1234
  sw  a1, 0(s2)
  lw  a0, 0(s2)
  CHECK a0, 0x5a5a1234, 41
  lhu a0, 2(s2)
  CHECK a0, 0x5a5a, 42
  sb  zero, 0(s2)
  lw  a0, 0(s2)
  CHECK a0, 0x5a5a1200, 43
  # The last word of the DTCM is reachable.
  la  s3, __dtcm_end
  li  a1, 0x600dbeef
  sw  a1, -4(s3)
  lw  a0, -4(s3)
  CHECK a0, 0x600dbeef, 44
  TEST_END

  .data
  .balign 4
data:
  .word 0x80ff7f01             # 0
  .word 0                      # 4
  .word 0                      # 8
  .word 0                      # 12: store/load slot
  .word 0                      # 16
  .word data                   # 20
  .word 0                      # 24

  .section .itcm_data, "aw"
  .balign 4
itcm_word:
  .word 0xcafef00d
