# Timing kernels for rv32.rtl.latency: one entry point per kernel, each ending in MPAUSE. The
# C++ test runs a kernel from its symbol and reads the control block's cycle counter.
#
#   lat_<name> / lat_<name>_ref   producer X then a dependent Y, and `nop` then the same Y:
#                                 latency(X) = cycles(lat) - cycles(ref) + 1
#   ivl_<name>_8 / ivl_<name>_16  8 and 16 independent instances of X:
#                                 interval(X) = (cycles(16) - cycles(8)) / 8
#   cost_<name> / cost_<name>_ref a control transfer and a straight-line equivalent with the
#                                 same instructions issued: cost = cycles(cost) - cycles(ref)
#   cost_bt_8 / cost_bt_16        a loop closed by a backward taken branch
#   cost_ecall                    trap entry and MRET (bubbles read from the trace)
# The prologue (PRO) is identical in every kernel: it sets up registers and enables the FPU.
#include "rv32_test.inc"

.macro PRO
  la s0, lat_data
  li s1, 7
  li s2, 3
  li t0, (1 << 13)
  csrs mstatus, t0
  flw fs1, 0(s0)
  flw fs2, 4(s0)
  flw fs3, 8(s0)
  .rept 8                      # the loads above are ready before any kernel instruction
  nop
  .endr
.endm

# LAT name, X, Y [, R]: the reference replaces X by R (default nop); R must cost what X costs
# apart from its result (a CSR read is serializing, so its reference is another CSR read).
.macro LAT name, x, y, r="nop"
  .globl lat_\name, lat_\name\()_ref
lat_\name:
  PRO
  \x
  \y
  MPAUSE
lat_\name\()_ref:
  PRO
  \r
  \y
  MPAUSE
.endm

# IVL name, X (a2..a7 / fa2..fa7 rotate as destinations)
.macro IVL1 name, n, x
  .globl ivl_\name\()_\n
ivl_\name\()_\n:
  PRO
  .rept \n
  \x
  .endr
  MPAUSE
.endm
.macro IVL name, x
  IVL1 \name, 8, "\x"
  IVL1 \name, 16, "\x"
.endm

  .text
  .globl _start
_start:                        # (the tests start at the kernels' symbols)
  LAT add,    "add a1, s1, s2",        "add a2, a1, a1"
  LAT clz,    "clz a1, s1",            "add a2, a1, a1"
  LAT lui,    "lui a1, 5",             "add a2, a1, a1"
  LAT auipc,  "auipc a1, 5",           "add a2, a1, a1"
  LAT csr,    "csrr a1, mscratch",     "add a2, a1, a1", "csrr a3, mscratch"
  LAT lw,     "lw a1, 0(s0)",          "add a2, a1, a1"
  LAT lbu,    "lbu a1, 1(s0)",         "add a2, a1, a1"
  LAT lw_st,  "lw a1, 0(s0)",          "sw a1, 16(s0)"
  LAT flw,    "flw fa1, 0(s0)",        "fadd.s fa2, fa1, fa1"
  LAT mul,    "mul a1, s1, s2",        "add a2, a1, a1"
  LAT mulhu,  "mulhu a1, s1, s2",      "add a2, a1, a1"
  LAT div,    "div a1, s1, s2",        "add a2, a1, a1"
  LAT remu,   "remu a1, s1, s2",       "add a2, a1, a1"
  LAT fadd,   "fadd.s fa1, fs1, fs2",  "fadd.s fa2, fa1, fa1"
  LAT fmadd,  "fmadd.s fa1, fs1, fs2, fs3", "fadd.s fa2, fa1, fa1"
  LAT fmadd3, "fmul.s fa1, fs1, fs2",  "fmadd.s fa2, fs1, fs2, fa1"
  LAT fsgnj,  "fsgnj.s fa1, fs1, fs2", "fadd.s fa2, fa1, fa1"
  LAT feq,    "feq.s a1, fs1, fs2",    "add a2, a1, a1"
  LAT fmvxw,  "fmv.x.w a1, fs1",       "add a2, a1, a1"
  LAT fcvtsw, "fcvt.s.w fa1, s1",      "fadd.s fa2, fa1, fa1"
  LAT fdiv,   "fdiv.s fa1, fs1, fs2",  "fadd.s fa2, fa1, fa1"
  LAT fsqrt,  "fsqrt.s fa1, fs1",      "fadd.s fa2, fa1, fa1"
  LAT fsw,    "fadd.s fa1, fs1, fs2",  "fsw fa1, 16(s0)"

  IVL add,   "add a2, s1, s2"
  IVL lw,    "lw a2, 0(s0)"
  IVL sw,    "sw s1, 16(s0)"
  IVL mul,   "mul a2, s1, s2"
  IVL div,   "div a2, s1, s2"
  IVL fadd,  "fadd.s fa2, fs1, fs2"
  IVL fmadd, "fmadd.s fa2, fs1, fs2, fs3"
  IVL fsgnj, "fsgnj.s fa2, fs1, fs2"
  IVL fdiv,  "fdiv.s fa2, fs1, fs2"
  IVL fsqrt, "fsqrt.s fa2, fs1"
  IVL csr,   "csrr a2, mscratch"

  # Control transfers. Each pair issues the same instructions.
  .globl cost_fnt, cost_fnt_ref, cost_ft, cost_ft_ref, cost_bnt, cost_bnt_ref
  .globl cost_jal, cost_jal_ref, cost_jalr, cost_jalr_ref, cost_fencei, cost_fencei_ref
  .globl cost_bt_8, cost_bt_16, cost_ecall, lat_handler
cost_fnt:                      # forward, not taken (predicted not taken)
  PRO
  bne zero, zero, 1f
1:
  addi a1, a1, 1
  MPAUSE
cost_fnt_ref:
  PRO
  nop
  addi a1, a1, 1
  MPAUSE
cost_ft:                       # forward, taken (mispredicted)
  PRO
  beq zero, zero, 1f
  nop
1:
  addi a1, a1, 1
  MPAUSE
cost_ft_ref:
  PRO
  nop
  addi a1, a1, 1
  MPAUSE
cost_bnt:                      # backward, not taken (mispredicted)
  PRO
  j 2f
1:
  nop
2:
  bne zero, zero, 1b
  addi a1, a1, 1
  MPAUSE
cost_bnt_ref:
  PRO
  j 2f
1:
  nop
2:
  nop
  addi a1, a1, 1
  MPAUSE
cost_bt_8:                     # backward, taken (predicted taken): loop of 8 / 16 iterations
  PRO
  li a0, 8
1:
  addi a0, a0, -1
  bnez a0, 1b
  MPAUSE
cost_bt_16:
  PRO
  li a0, 16
1:
  addi a0, a0, -1
  bnez a0, 1b
  MPAUSE
cost_jal:
  PRO
  jal zero, 1f
1:
  addi a1, a1, 1
  MPAUSE
cost_jal_ref:
  PRO
  nop
  addi a1, a1, 1
  MPAUSE
cost_jalr:
  PRO
  la s3, 1f
  jalr zero, 0(s3)
1:
  addi a1, a1, 1
  MPAUSE
cost_jalr_ref:
  PRO
  la s3, 1f
  nop
1:
  addi a1, a1, 1
  MPAUSE
cost_fencei:
  PRO
  fence.i
  addi a1, a1, 1
  MPAUSE
cost_fencei_ref:
  PRO
  nop
  addi a1, a1, 1
  MPAUSE
cost_ecall:                    # trap entry and MRET, measured on the trace (see the test)
  PRO
  la t0, lat_handler
  csrw mtvec, t0
  ecall
  addi a1, a1, 1
  MPAUSE
lat_handler:
  addi t2, zero, 1             # not a CSR access: issues right after the trap redirect
  csrr t1, mepc
  addi t1, t1, 4
  csrw mepc, t1
  mret

  .data
  .balign 4
lat_data:
  .float 1.5, 2.25, 3.0
  .word 0, 0, 0
