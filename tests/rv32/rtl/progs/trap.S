# Exceptions taken to a handler (mtvec != 0): illegal instructions (unknown and unsupported
# encodings, unknown CSR, write to a read-only CSR, F while FS = Off, reserved rounding modes),
# ECALL, EBREAK, misaligned and out-of-range loads and stores, misaligned branch/jump targets,
# instruction access faults, and MRET. For each: mcause, mepc and mtval, no register or memory
# side effect of the trapping instruction, and mstatus.MIE/MPIE through entry and MRET.
# The handler saves mcause/mepc/mtval in s9/s8/s7, counts traps in s6 and resumes at s11.
#include "rv32_test.inc"

# EXPECT cause, id: exactly one more trap happened since the last EXPECT, with `cause`.
.macro EXPECT cause, id
  addi s5, s5, 1               # traps expected so far
  CHECKR s6, s5, \id
  CHECK s9, \cause, (\id + 1000)
.endm

  TEST_BEGIN
  la t0, handler
  csrw mtvec, t0
  li s5, 0
  li s6, 0
  la s0, data

  # --- illegal instructions (mtval = the word) ---
  la s11, 1f
0: .word 0xffffffff
1:
  EXPECT 2, 1
  la a0, 0b
  CHECKR s8, a0, 2
  CHECK s7, 0xffffffff, 3
  la s11, 1f
  .word 0x00000000
1:
  EXPECT 2, 4
  CHECK s7, 0, 5
  la s11, 1f
  .word 0x00b6252f             # amoadd.w (A: unsupported)
1:
  EXPECT 2, 6
  CHECK s7, 0x00b6252f, 7
  la s11, 1f
  .word 0x02208053             # fadd.d (D: unsupported)
1:
  EXPECT 2, 8
  la s11, 1f
  .word 0x022180d7             # vadd.vv (V: no vector unit)
1:
  EXPECT 2, 9
  la s11, 1f
  .word 0x00004501             # a compressed encoding in the low half
1:
  EXPECT 2, 10
  # --- CSRs ---
  la s11, 1f
  csrr a0, 0x7c0               # unknown CSR
1:
  EXPECT 2, 11
  la s11, 1f
  csrr a0, cycle               # user counters are not implemented
1:
  EXPECT 2, 12
  la s11, 1f
  li a0, 5
  csrw mhartid, a0             # read-only
1:
  EXPECT 2, 13
  la s11, 1f
  li a1, 0x1234
0: csrrw a1, mvendorid, zero   # a write of x0 is still a write; rd untouched
1:
  EXPECT 2, 14
  CHECK a1, 0x1234, 15
  la a0, 0b
  CHECKR s8, a0, 16
  # --- F instructions and FP CSRs while FS = Off (the reset value) ---
  la s11, 1f
  fadd.s ft0, ft1, ft2
1:
  EXPECT 2, 20
  la s11, 1f
  flw ft0, 0(s0)
1:
  EXPECT 2, 21
  la s11, 1f
  fmv.w.x ft0, zero
1:
  EXPECT 2, 22
  la s11, 1f
  csrr a0, fflags
1:
  EXPECT 2, 23
  # --- reserved rounding modes (FS on) ---
  li a0, (1 << 13)
  csrs mstatus, a0
  la s11, 1f
  .word 0x003150d3             # fadd.s f1, f2, f3 with rm = 5
1:
  EXPECT 2, 24
  la s11, 1f
  .word 0x003160d3             # rm = 6
1:
  EXPECT 2, 25
  csrwi frm, 5
  la s11, 1f
  .word 0x003170d3             # rm = 7 (dynamic) with frm = 5
1:
  EXPECT 2, 26
  csrwi frm, 0
  fadd.s ft1, ft2, ft3, dyn    # legal again
  fsgnj.s ft1, ft2, ft3        # no rounding mode: funct3 is the operation
  # --- ECALL, EBREAK ---
  la s11, 1f
0: ecall
1:
  EXPECT 11, 30
  CHECK s7, 0, 31
  la a0, 0b
  CHECKR s8, a0, 32
  la s11, 1f
0: ebreak
1:
  EXPECT 3, 33
  la a0, 0b
  CHECKR s7, a0, 34
  CHECKR s8, a0, 35
  # --- misaligned loads and stores (mtval = the address; nothing written) ---
  li a1, 0x1111
  la s11, 1f
  lw a1, 1(s0)
1:
  EXPECT 4, 40
  addi a0, s0, 1
  CHECKR s7, a0, 41
  CHECK a1, 0x1111, 42
  la s11, 1f
  lh a1, 3(s0)
1:
  EXPECT 4, 43
  la s11, 1f
  lhu a1, 1(s0)
1:
  EXPECT 4, 44
  lb a1, 3(s0)                 # bytes are never misaligned
  CHECK a1, 0x12, 45
  li a2, -1
  la s11, 1f
  sw a2, 2(s0)
1:
  EXPECT 6, 46
  addi a0, s0, 2
  CHECKR s7, a0, 47
  la s11, 1f
  sh a2, 1(s0)
1:
  EXPECT 6, 48
  lw a1, 0(s0)
  CHECK a1, 0x12345678, 49
  # --- access faults: outside both TCMs, the control block, just past the DTCM ---
  la s11, 1f
  li a0, 0x20000000
  lw a1, 0(a0)
1:
  EXPECT 5, 50
  CHECK s7, 0x20000000, 51
  la s11, 1f
  la a0, __ctrl_base
  lw a1, 8(a0)
1:
  EXPECT 5, 52
  la s11, 1f
  la a0, __dtcm_end
  lbu a1, 0(a0)
1:
  EXPECT 5, 53
  la s11, 1f
  la a0, __dtcm_end
  sb a1, 0(a0)
1:
  EXPECT 7, 54
  CHECKR s7, a0, 55
  la s11, 1f
  li a0, -4
  sw a1, 0(a0)
1:
  EXPECT 7, 56
  # --- misaligned targets: the jump/branch traps, its rd is not written ---
  li ra, 0x5555
  la s11, 1f
0: .word 0x006000ef            # jal ra, . + 6
1:
  EXPECT 0, 60
  la a0, 0b
  CHECKR s8, a0, 61
  addi a0, a0, 6
  CHECKR s7, a0, 62
  CHECK ra, 0x5555, 63
  la s11, 1f
0: .word 0x00000363            # beq x0, x0, . + 6 (taken)
1:
  EXPECT 0, 64
  la a0, 0b
  addi a0, a0, 6
  CHECKR s7, a0, 65
  .word 0x00001363             # bne x0, x0, . + 6: not taken, no exception
  nop
  la s11, 1f
  la a0, 2f
  addi a0, a0, 2
  li a2, 0x77
0: jalr a2, 0(a0)
  nop
2: nop
1:
  EXPECT 0, 66
  CHECKR s7, a0, 67
  CHECK a2, 0x77, 68
  la a0, 0b
  CHECKR s8, a0, 69
  # --- instruction access fault: mepc = mtval = the target ---
  la s11, 1f
  li a0, 0x20000000
  jalr ra, 0(a0)
1:
  EXPECT 1, 70
  CHECK s8, 0x20000000, 71
  CHECK s7, 0x20000000, 72
  # --- wrong-path instructions never trap ---
  beq zero, zero, 1f
  ecall
  .word 0xffffffff
1:
  CHECKR s6, s5, 73
  # --- MRET restores MIE from MPIE and sets MPIE ---
  csrsi mstatus, 0x8           # MIE = 1
  la s11, 1f
  ecall
1:
  EXPECT 11, 80
  csrr a0, mstatus
  andi a0, a0, 0x88
  CHECK a0, 0x88, 81           # after MRET: MIE = MPIE (1), MPIE = 1
  CHECK s4, 0x80, 82           # in the handler: MIE = 0, MPIE = 1
  TEST_END

# The handler: records the trap and resumes at s11. mstatus & 0x88 at entry goes to s4.
  .balign 4
handler:
  csrr s9, mcause
  csrr s8, mepc
  csrr s7, mtval
  csrr s4, mstatus
  andi s4, s4, 0x88
  addi s6, s6, 1
  csrw mepc, s11
  mret

  .data
  .balign 4
data:
  .word 0x12345678
  .word 0
