# Memory-bound loop of the rv32 speed benchmark: repeated passes over a 16 KiB DTCM buffer,
# each element loaded, updated and stored back (unrolled by 4; loads are scheduled ahead of
# their use so the load-to-use latency is partly hidden). PASSES passes, then mpause.
  .section .text.init, "ax"
  .globl _start
_start:
  li s0, 100                 # passes over the buffer (4096 words: about 11 k instructions each)
2:
  la a0, buf
  li a1, 1024                # groups of 4 words
1:
  lw t0, 0(a0)
  lw t1, 4(a0)
  lw t2, 8(a0)
  lw t3, 12(a0)
  addi t0, t0, 1
  add t1, t1, t0
  xor t2, t2, t1
  sub t3, t3, t2
  sw t0, 0(a0)
  sw t1, 4(a0)
  sw t2, 8(a0)
  sw t3, 12(a0)
  addi a0, a0, 16
  addi a1, a1, -1
  bnez a1, 1b
  addi s0, s0, -1
  bnez s0, 2b
  .word 0x08000073           # mpause

  .bss
  .balign 16
buf: .space 16384
