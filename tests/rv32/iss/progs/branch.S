// Branches (taken / not taken, signed / unsigned), JAL and JALR links, JALR clearing bit 0, and
// taken branches / jumps to targets with bit 1 set (instruction-address-misaligned, logged by the
// handler; the jump does not write its link register).
#include "rv32_iss_test.inc"

// a0 = 1 if `op a, b` branches, else 0
#define BR(op, a, b) li a0, 1; op a, b, 9f; li a0, 0; 9: SIG(a0)

test_main:
  la t0, trap_handler
  csrw mtvec, t0
  li t1, -1
  li t2, 1
  BR(beq, t2, t2)
  BR(beq, t1, t2)
  BR(bne, t1, t2)
  BR(bne, t2, t2)
  BR(blt, t1, t2)
  BR(blt, t2, t1)
  BR(bltu, t1, t2)
  BR(bltu, t2, t1)
  BR(bge, t2, t1)
  BR(bge, t1, t1)
  BR(bge, t1, t2)
  BR(bgeu, t1, t2)
  BR(bgeu, t2, t1)
  // a backward loop: 10 iterations
  li a0, 0
  li a1, 10
1:addi a0, a0, 3
  addi a1, a1, -1
  bnez a1, 1b
  SIG(a0)
  // jal / jalr links
  jal ra, func
ret_here:
  la t3, ret_here
  sub a0, ra, t3
  SIG(a0)
  SIG(a2)
  la t3, func
  la ra, ret2               // func returns through ra; the link under test goes to t5
  jalr t5, 0(t3)
ret2:
  la t4, ret2
  sub a0, t5, t4
  SIG(a0)
  // jalr clears bit 0 of the target
  la t3, odd_target
  addi t3, t3, 1
  li a0, 0
  jalr zero, 0(t3)
  li a0, 99          // skipped
odd_target:
  addi a0, a0, 7
  SIG(a0)
  // jalr rd == rs1
  la ra, func
  jalr ra, 0(ra)
ret3:
  la t4, ret3
  sub a0, ra, t4
  SIG(a0)
  // misaligned targets (bit 1 set): trap on the jump; rd keeps its value
  li ra, 0x5a5a
  la t3, ret3
  addi t3, t3, 2
bad_jalr:
  jalr ra, 0(t3)
  SIG(ra)
  li t6, 0x1234
bad_jal:
  jal t6, .+6
  SIG(t6)
bad_beq:
  beq zero, zero, .+6
  bne zero, zero, .+6    // not taken: no trap
  li a0, 0x77
  SIG(a0)
  HALT

func:
  li a2, 42
  ret
