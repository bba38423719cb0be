// Zicsr: read/write/set/clear semantics, WARL masks, illegal accesses (unknown CSR, write to a
// read-only CSR, FP CSRs while FS = 0), counters. Results that depend on rv32's CSR set go to
// SIGI (QEMU implements more CSRs and other misa/mstatus bits).
#include "rv32_iss_test.inc"
test_main:
  la t0, trap_handler
  csrw mtvec, t0
  // mscratch: csrrw / csrrs / csrrc and their immediate forms
  li t1, 0x12345678
  csrrw a0, mscratch, t1      // a0 = 0 (reset)
  SIG(a0)
  li t2, 0x0000ff00
  csrrs a0, mscratch, t2      // a0 = old; mscratch |= 0xff00
  SIG(a0)
  csrrc a0, mscratch, t1      // a0 = 0x1234ff78; clear bits of t1
  SIG(a0)
  csrr a0, mscratch
  SIG(a0)
  csrrwi a0, mscratch, 21
  SIG(a0)
  csrrsi a0, mscratch, 10
  SIG(a0)
  csrrci a0, mscratch, 1
  SIG(a0)
  csrr a0, mscratch
  SIG(a0)
  // mtvec and mepc ignore bits 1:0
  la t0, trap_handler
  ori t3, t0, 3
  csrw mtvec, t3
  csrr a0, mtvec
  sub a0, a0, t0
  SIG(a0)
  li t3, 0x1003
  csrw mepc, t3
  csrr a0, mepc
  SIG(a0)
  // rv32 specifics: misa, ids, mstatus fields, mie/mip
  csrr a0, misa
  SIGI(a0)
  li t3, 0
  csrw misa, t3               // WARL: ignored
  csrr a0, misa
  SIGI(a0)
  csrr a0, mvendorid
  SIGI(a0)
  csrr a0, mhartid
  SIGI(a0)
  li t3, -1
  csrw mie, t3
  csrr a0, mie
  SIGI(a0)
  csrr a0, mip
  SIGI(a0)
  csrw mie, zero              // before MIE is set below: QEMU's machine timer interrupt is pending
  csrr a0, mstatus            // MPP = 3, FS = 0
  SIGI(a0)
  li t3, 0x6088               // FS = 3, MPIE, MIE
  csrs mstatus, t3
  csrr a0, mstatus            // SD set
  SIGI(a0)
  li t3, 0x4000
  csrc mstatus, t3            // FS = 1
  csrr a0, mstatus
  SIGI(a0)
  // illegal: unknown CSRs, writes to read-only CSRs (also csrrs with rs1 != x0), FP CSRs with FS = 0
c_unknown:
  csrr a0, 0x7c0
#ifndef QEMU
c_cycle:
  csrr a0, cycle              // rv32 has no Zicntr user counters; QEMU has them
#endif
c_ro_w:
  csrw mhartid, t3
c_ro_s:
  csrrs a0, mvendorid, t3
  csrrs a0, mvendorid, zero   // a pure read is allowed
  SIGI(a0)
  csrrsi a0, marchid, 0       // a pure read is allowed
  SIGI(a0)
  li t3, 0x6000
  csrc mstatus, t3            // FS = 0
c_fcsr:
  csrr a0, fcsr
c_frm:
  csrwi frm, 1
#ifndef QEMU
  // counters: minstret counts retired instructions; a write sets the next value read (QEMU's
  // counters follow host time unless it runs with -icount: not compared)
  csrr a1, minstret
  nop
  nop
  csrr a2, minstret
  sub a0, a2, a1              // 3: nop, nop, the second csrr's predecessor count
  SIGI(a0)
  li t3, 1000
  csrw minstret, t3
  csrr a0, minstret           // 1000: the writing csrw is not counted
  SIGI(a0)
  csrr a0, minstreth
  SIGI(a0)
  li t3, -1
  csrw minstret, t3
  nop
  csrr a0, minstreth          // carried into the high word
  SIGI(a0)
#endif
  HALT
