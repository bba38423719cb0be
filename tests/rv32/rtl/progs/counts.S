# A program whose every counter value is known (rv32.rtl.counters): 5 loads, 6 stores,
# 6 conditional branches of which 2 are mispredicted, 3 jumps, 3 FP computations, exactly one
# RAW stall on a load, a multiply and an FMA result, one division followed by an independent
# instruction, two CSR instructions each waiting for the pipeline to drain, and the fetch
# bubbles listed below. No CHECK macros (they branch): results go to memory.
#include "rv32_test.inc"
  TEST_BEGIN 1                 # ... lui t0; csrs mstatus: CSR wait 1
  la s0, cdata
  flw fs1, 0(s0)               # load 1
  lw a4, 4(s0)                 # load 2 (never read)
  li s1, 100
  li s2, 7
  nop
  nop
  nop
  nop
  lw a1, 8(s0)                 # load 3
  add a2, a1, a1               # RAW on a load: DMEM_LATENCY - 1 cycles
  mul a3, s1, s2
  add a5, a3, a3               # RAW on a multiply: MUL_LATENCY - 1
  fadd.s fa1, fs1, fs1         # FP op 1
  fmul.s fa2, fa1, fs1         # FP op 2; RAW on an FMA result: FMA_LATENCY - 1
  nop
  nop
  nop
  nop
  nop
  nop
  fmv.x.w a6, fa2              # FP op 3 (fa2 ready: FMA_LATENCY <= 6)
  div a7, s1, s2
  addi t1, zero, 1             # waits for the divider: 33 cycles
  sw a2, 12(s0)                # store 1
  sw a5, 16(s0)                # store 2
  sw a6, 20(s0)                # store 3
  fsw fa2, 24(s0)              # store 4
  sw a7, 28(s0)                # store 5
  li a0, 4
1:
  addi a0, a0, -1
  bnez a0, 1b                  # branches 1-4: 3 taken (1 bubble each), exit mispredicted (2)
  beq zero, zero, 2f           # branch 5: forward taken, mispredicted (2 bubbles)
  nop
2:
  bne zero, zero, 3f           # branch 6: forward not taken, predicted right
3:
  jal ra, func                 # jump 1 (1 bubble)
  j 4f                         # jump 3 (1 bubble)
func:
  addi t2, zero, 5
  ret                          # jump 2 (JALR: 2 bubbles)
4:
  lw t3, 0(s0)                 # load 4
  lw t4, 4(s0)                 # load 5
  csrr s3, minstret            # CSR wait 2
  sw s3, 32(s0)                # store 6
  TEST_END                     # MPAUSE (1 bubble: it flushes ID in X1)
# Fetch bubbles: start 1 + loop 3 + 2 + branch 5: 2 + jal 1 + ret 2 + j 1 + mpause 1 = 13.

  .data
  .balign 4
  .globl cdata
cdata:
  .float 1.5
  .word 0x11, 21, 0, 0, 0, 0, 0, 0
