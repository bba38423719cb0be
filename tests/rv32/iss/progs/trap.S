// ECALL and EBREAK with a handler, MRET, and the mstatus MIE/MPIE handshake.
#include "rv32_iss_test.inc"
test_main:
  la t0, trap_handler
  csrw mtvec, t0
  csrsi mstatus, 8            // MIE = 1
t_ecall:
  ecall
  csrr a0, mstatus            // after mret: MIE = MPIE (1), MPIE = 1
  andi a0, a0, 0x88
  SIG(a0)
  csrci mstatus, 8            // MIE = 0
t_ebreak:
  ebreak
  csrr a0, mstatus            // MIE = 0 again (MPIE was 0), MPIE = 1
  andi a0, a0, 0x88
  SIG(a0)
  // mret to an explicit mepc, in M-mode (MPP is M on rv32, which has no other mode; a core with
  // U-mode, such as QEMU's, leaves MPP = U after the mret above)
  li t1, 0x1800
  csrs mstatus, t1
  la t1, after
  csrw mepc, t1
  mret
  li a0, 1                    // skipped
after:
  li a0, 0x55
  SIG(a0)
  // illegal instruction words are logged with mtval = the word
t_illegal:
  .word 0x0000003b            // OP-32 (RV64 only)
t_zero:
  .word 0x00000000
t_c:
  .insn 0x6b85d513            // rev8 with the RV64 encoding
  li a0, 0x66
  SIG(a0)
#ifndef QEMU
  wfi                         // a no-op here (QEMU waits for an interrupt)
#endif
  fence
  fence.tso
  HALT
