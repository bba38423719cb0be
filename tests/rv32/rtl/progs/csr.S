# Zicsr and the machine-mode CSRs: the six CSR instructions (old value returned, rs1 = x0 /
# zimm = 0 do not write), read-only and WARL CSRs, mstatus fields (MPP = 11, FS, SD), mtvec and
# mepc alignment, fflags/frm/fcsr views, and the minstret/mcycle counters (a write sets the
# value the next instruction reads; the writing instruction does not count itself).
#include "rv32_test.inc"
  TEST_BEGIN
  li a0, 0x0ff0
  csrrw a1, mscratch, a0
  CHECK a1, 0, 1
  csrrs a1, mscratch, zero     # read only
  CHECK a1, 0x0ff0, 2
  li a0, 0x000f
  csrrs a1, mscratch, a0
  CHECK a1, 0x0ff0, 3
  csrr a1, mscratch
  CHECK a1, 0x0fff, 4
  li a0, 0x00f0
  csrrc a1, mscratch, a0
  CHECK a1, 0x0fff, 5
  csrr a1, mscratch
  CHECK a1, 0x0f0f, 6
  csrrwi a1, mscratch, 0x15
  CHECK a1, 0x0f0f, 7
  csrrsi a1, mscratch, 0x0a
  CHECK a1, 0x15, 8
  csrrci a1, mscratch, 0x01
  CHECK a1, 0x1f, 9
  csrrci a1, mscratch, 0       # zimm = 0: no write
  CHECK a1, 0x1e, 10
  csrr a1, mscratch
  CHECK a1, 0x1e, 11
  # Read-only machine information.
  csrr a1, misa
  CHECK a1, 0x40001120, 20
  csrr a1, mvendorid
  CHECK a1, 0, 21
  csrr a1, marchid
  CHECK a1, 0, 22
  csrr a1, mimpid
  CHECK a1, 0, 23
  csrr a1, mhartid
  CHECK a1, 0, 24
  csrrs a1, mhartid, zero      # a set with x0 does not write: legal
  CHECK a1, 0, 25
  li a0, -1
  csrw misa, a0                # WARL: ignored
  csrr a1, misa
  CHECK a1, 0x40001120, 26
  csrw mie, a0                 # no interrupt sources: reads zero
  csrr a1, mie
  CHECK a1, 0, 27
  csrw mip, a0
  csrr a1, mip
  CHECK a1, 0, 28
  # mstatus: reset value MPP = 11, FS = Off; MIE/MPIE writable; SD follows FS = Dirty.
  csrr a1, mstatus
  CHECK a1, 0x00001800, 30
  csrw mstatus, a0
  csrr a1, mstatus
  CHECK a1, 0x80007888, 31
  csrw mstatus, zero
  csrr a1, mstatus
  CHECK a1, 0x00001800, 32
  li a0, (1 << 13)             # FS = Initial
  csrs mstatus, a0
  csrr a1, mstatus
  CHECK a1, 0x00003800, 33
  # FP CSRs (FS on). Writing them makes FS Dirty.
  li a0, 0xff
  csrw fcsr, a0
  csrr a1, fcsr
  CHECK a1, 0xff, 34
  csrr a1, mstatus
  CHECK a1, 0x80007800, 35
  csrr a1, fflags
  CHECK a1, 0x1f, 36
  csrr a1, frm
  CHECK a1, 0x7, 37
  csrwi frm, 2
  csrr a1, fcsr
  CHECK a1, 0x5f, 38
  csrci fflags, 0x3
  csrr a1, fcsr
  CHECK a1, 0x5c, 39
  li a0, 0x123
  csrw fflags, a0              # only 5 bits
  csrr a1, fflags
  CHECK a1, 0x03, 40
  # mtvec: direct mode only; mepc: bits 1:0 read zero.
  li a0, 0x1237
  csrw mtvec, a0
  csrr a1, mtvec
  CHECK a1, 0x1234, 41
  csrw mtvec, zero
  li a0, 0x10003
  csrw mepc, a0
  csrr a1, mepc
  CHECK a1, 0x10000, 42
  li a0, 0xdeadbeef
  csrw mcause, a0
  csrr a1, mcause
  CHECK a1, 0xdeadbeef, 43
  csrw mtval, a0
  csrr a1, mtval
  CHECK a1, 0xdeadbeef, 44
  # minstret: the next instruction reads the written value; one more instruction, one more.
  li a0, 1000
  csrw minstret, a0
  csrr a1, minstret
  CHECK a1, 1000, 50
  csrw minstret, a0
  nop
  csrr a1, minstret
  CHECK a1, 1001, 51
  li a0, 7
  csrw minstreth, a0
  csrr a1, minstreth
  CHECK a1, 7, 52
  csrr a1, minstret            # the low word kept counting (write, li/csrr ... retired)
  li a2, 1000
  bltu a1, a2, fail_order
  # mcycle counts every cycle; a write sets it.
  csrr a1, mcycle
  csrr a2, mcycle
  sub a3, a2, a1
  beqz a3, fail_order
  li a0, 0
  csrw mcycle, a0
  csrr a1, mcycle
  li a2, 100
  bgeu a1, a2, fail_order      # a few cycles after the write
  csrw mcycleh, a0
  csrr a1, mcycleh
  CHECK a1, 0, 53
  j done
fail_order:
  li t6, 60
  j test_fail
done:
  TEST_END
