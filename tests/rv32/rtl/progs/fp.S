# F extension integration: every FP instruction routed to the right unit with the right
# operand order (a * b + c with distinct a, b, c), static and dynamic rounding modes, integer
# sources and destinations, FLW/FSW, flags accumulated in fflags at WB and read back exactly
# by a (serializing) CSR read, and mstatus.FS becoming Dirty on the first FP write.
# Values are exact in binary32 except where a flag is the point of the check.
#include "rv32_test.inc"
  TEST_BEGIN 1
  la s0, fdata
  csrr a0, mstatus
  srli a0, a0, 13
  andi a0, a0, 3
  CHECK a0, 1, 1               # FS = Initial
  flw fa0, 0(s0)               # 1.5
  flw fa1, 4(s0)               # 2.25
  flw fa2, 8(s0)               # 3.0
  csrr a0, mstatus
  srli a0, a0, 13
  andi a0, a0, 3
  CHECK a0, 3, 2               # FS = Dirty after writing an f register
  FCHECK fa0, 0x3fc00000, 3
  # FMA unit.
  fadd.s ft0, fa0, fa1
  FCHECK ft0, 0x40700000, 10   # 3.75
  fsub.s ft0, fa0, fa1
  FCHECK ft0, 0xbf400000, 11   # -0.75
  fmul.s ft0, fa0, fa1
  FCHECK ft0, 0x40580000, 12   # 3.375
  fmadd.s ft0, fa0, fa1, fa2
  FCHECK ft0, 0x40cc0000, 13   # 6.375
  fmsub.s ft0, fa0, fa1, fa2
  FCHECK ft0, 0x3ec00000, 14   # 0.375
  fnmsub.s ft0, fa0, fa1, fa2
  FCHECK ft0, 0xbec00000, 15   # -0.375
  fnmadd.s ft0, fa0, fa1, fa2
  FCHECK ft0, 0xc0cc0000, 16   # -6.375
  # Divide and square root.
  fdiv.s ft0, fa1, fa0
  FCHECK ft0, 0x3fc00000, 20   # 1.5
  fsqrt.s ft0, fa1
  FCHECK ft0, 0x3fc00000, 21   # 1.5
  # Misc unit: min/max, compares (integer results), class, sign injection, moves.
  fmin.s ft0, fa1, fa0
  FCHECK ft0, 0x3fc00000, 30
  fmax.s ft0, fa0, fa1
  FCHECK ft0, 0x40100000, 31
  flt.s a0, fa0, fa1
  CHECK a0, 1, 32
  flt.s a0, fa1, fa0
  CHECK a0, 0, 33
  fle.s a0, fa0, fa0
  CHECK a0, 1, 34
  feq.s a0, fa0, fa1
  CHECK a0, 0, 35
  feq.s a0, fa1, fa1
  CHECK a0, 1, 36
  fclass.s a0, fa0
  CHECK a0, 0x40, 37           # positive normal
  fsgnjn.s ft0, fa0, fa0
  FCHECK ft0, 0xbfc00000, 38
  fsgnj.s ft1, fa1, ft0
  FCHECK ft1, 0xc0100000, 39   # -2.25
  fsgnjx.s ft2, ft0, ft1
  FCHECK ft2, 0x3fc00000, 40   # (-1.5) x (-) = 1.5
  fclass.s a0, ft1
  CHECK a0, 0x02, 41           # negative normal
  li a1, 0x12345678
  fmv.w.x ft3, a1
  fmv.x.w a2, ft3
  CHECK a2, 0x12345678, 42
  # Conversions with static and dynamic rounding modes.
  fadd.s ft4, fa1, fa0         # 3.75
  fcvt.w.s a0, ft4, rtz
  CHECK a0, 3, 50
  fcvt.w.s a0, ft4, rne
  CHECK a0, 4, 51
  fcvt.w.s a0, ft1, rup        # -2.25 -> -2
  CHECK a0, -2, 52
  fcvt.w.s a0, ft1, rdn        # -2.25 -> -3
  CHECK a0, -3, 53
  csrwi frm, 1                 # RTZ
  fcvt.w.s a0, ft4             # dynamic
  CHECK a0, 3, 54
  csrwi frm, 3                 # RUP
  fcvt.w.s a0, fa1             # 2.25 -> 3
  CHECK a0, 3, 55
  csrwi frm, 0
  li a1, -7
  fcvt.s.w ft0, a1
  FCHECK ft0, 0xc0e00000, 56
  li a1, 10
  fcvt.s.wu ft0, a1
  FCHECK ft0, 0x41200000, 57
  fcvt.wu.s a0, fa2
  CHECK a0, 3, 58
  # Flags: cleared, raised by the instruction, accumulated, exact at the next CSR read.
  csrw fflags, zero
  fadd.s ft0, fa0, fa1         # exact: no flag
  csrr a0, fflags
  CHECK a0, 0, 60
  fdiv.s ft0, fa0, fa2         # 1.5 / 3 = 0.5: exact
  csrr a0, fflags
  CHECK a0, 0, 61
  li a1, 3
  fcvt.s.w ft5, a1
  fdiv.s ft0, fa0, ft5         # again exact
  fdiv.s ft0, fa1, fa2         # 0.75: exact
  li a1, 10
  fcvt.s.w ft5, a1
  fdiv.s ft0, fa2, ft5         # 0.3: inexact
  csrr a0, fflags
  CHECK a0, 0x01, 62           # NX
  fmv.w.x ft6, zero
  fdiv.s ft0, fa0, ft6         # 1.5 / 0: DZ, +inf
  FCHECK ft0, 0x7f800000, 63
  csrr a0, fflags
  CHECK a0, 0x09, 64           # NX | DZ accumulated
  fsgnjn.s ft7, fa0, fa0       # -1.5
  fsqrt.s ft0, ft7             # invalid: canonical NaN
  FCHECK ft0, 0x7fc00000, 65
  csrrw a0, fflags, zero
  CHECK a0, 0x19, 66
  fcvt.wu.s a0, ft7            # -1.5 -> 0, NV
  CHECK a0, 0, 67
  csrr a0, fflags
  CHECK a0, 0x10, 68
  # FSW writes the bits of the register.
  fsw fa1, 12(s0)
  lw a0, 12(s0)
  CHECK a0, 0x40100000, 70
  TEST_END

  .data
  .balign 4
fdata:
  .float 1.5, 2.25, 3.0
  .word 0
