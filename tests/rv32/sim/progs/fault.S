# One fatal trap (mtvec = 0) per build: CASE selects it (-DCASE=n). `at` labels the trapping
# instruction; `target` is where the jumps go. A store after `at` must never happen.
#include "sim.inc"
#define ILLEGAL 1
#define LOAD_ACCESS 2
#define STORE_ACCESS 3
#define LOAD_MISALIGNED 4
#define STORE_MISALIGNED 5
#define ECALL 6
#define EBREAK 7
#define FETCH_OUTSIDE 8
#define JUMP_MISALIGNED 9
#define FETCH_DTCM 10
  START
  la a0, buf
  li a1, 0x1234
  .globl at, target
#if CASE == ILLEGAL
at: .word 0xffffffff
#elif CASE == LOAD_ACCESS
  li a0, 0x20000004
at: lw a1, 0(a0)
#elif CASE == STORE_ACCESS
  li a0, 0x20000008
at: sw a1, 0(a0)
#elif CASE == LOAD_MISALIGNED
at: lw a1, 2(a0)
#elif CASE == STORE_MISALIGNED
at: sh a1, 1(a0)
#elif CASE == ECALL
at: ecall
#elif CASE == EBREAK
at: ebreak
#elif CASE == FETCH_OUTSIDE
  li t0, 0x20000000
at: jr t0
#elif CASE == JUMP_MISALIGNED
  la t0, target
  addi t0, t0, 2
at: jr t0
#elif CASE == FETCH_DTCM
  la t0, buf
at: jr t0
#else
#error "CASE must select a trap"
#endif
  sw a1, 4(a0)
  MPAUSE
  .balign 16
target:
  MPAUSE

  .bss
  .globl buf
  .balign 16
buf: .space 16
