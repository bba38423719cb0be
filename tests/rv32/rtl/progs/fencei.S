# FENCE.I and self-modifying code: a store into the ITCM followed by FENCE.I makes the next
# fetch see the new instruction, also for the instruction right after the FENCE.I, repeatedly
# in a loop (the patched instruction changes every iteration), and for a block of code copied
# to a fresh ITCM area and called.
#include "rv32_test.inc"
  TEST_BEGIN
  # Patch the instruction right after FENCE.I: `addi a0, zero, 100` becomes `addi a0, zero, 1`.
  la t0, patch1
  li t1, 0x00100513            # addi a0, zero, 1
  sw t1, 0(t0)
  fence.i
patch1:
  addi a0, zero, 100
  CHECK a0, 1, 1
  # A loop that rewrites the immediate of an `addi a1, a1, imm` every iteration: imm = i.
  li a1, 0
  li s1, 1
  li s2, 9
  la t0, patch2
2:
  slli t1, s1, 20              # imm field
  li t2, 0x00058593            # addi a1, a1, 0
  or t1, t1, t2
  sw t1, 0(t0)
  fence.i
patch2:
  addi a1, a1, 0
  addi s1, s1, 1
  bleu s1, s2, 2b
  CHECK a1, 45, 2              # 1 + 2 + ... + 9
  # Copy a function into free ITCM space and call it.
  la s3, code_area
  la s4, func
  la s5, func_end
3:
  lw t1, 0(s4)
  sw t1, 0(s3)
  addi s4, s4, 4
  addi s3, s3, 4
  bltu s4, s5, 3b
  fence.i
  li a0, 20
  la t0, code_area
  jalr ra, 0(t0)
  CHECK a0, 63, 3
  TEST_END

# func: a0 = 3 * a0 + 3 (copied to code_area before it runs).
func:
  slli t1, a0, 1
  add a0, a0, t1
  addi a0, a0, 3
  ret
func_end:

  .section .itcm_data, "aw"
  .balign 4
code_area:
  .space 64
