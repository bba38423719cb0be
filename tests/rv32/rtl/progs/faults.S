# Fatal exceptions (mtvec = 0): the core stops with a fault record. One entry point per case;
# the C++ test starts the core at each `f_<case>` and compares the record (cause, pc, tval,
# instruction word) with the symbols here. Every case first stores a marker (an older store
# must complete) and places a store after the faulting instruction (it must not happen).
#include "rv32_test.inc"
  .text
  .globl f_ebreak, f_ecall, f_illegal, f_load, f_store_mis, f_fetch, f_jump_mis, f_after
  .globl f_ebreak_at, f_ecall_at, f_illegal_at, f_load_at, f_store_mis_at, f_jump_mis_at
  .globl marker, after

.macro PROLOGUE
  la s0, marker
  li s1, 0x600d
  sw s1, 0(s0)
.endm
.macro EPILOGUE
  li s1, 0xbad
  sw s1, 4(s0)
  MPAUSE
.endm

  .globl _start
_start:                        # (the tests start at the f_* entries)
f_ebreak:
  PROLOGUE
f_ebreak_at:
  ebreak
  EPILOGUE
f_ecall:
  PROLOGUE
f_ecall_at:
  ecall
  EPILOGUE
f_illegal:
  PROLOGUE
f_illegal_at:
  .word 0xffffffff
  EPILOGUE
f_load:
  PROLOGUE
  li a0, 0x20000004
f_load_at:
  lw a1, 0(a0)
  EPILOGUE
f_store_mis:
  PROLOGUE
f_store_mis_at:
  sw s1, 2(s0)
  EPILOGUE
f_fetch:
  PROLOGUE
  li a0, 0x20000000
  jalr ra, 0(a0)
  EPILOGUE
f_jump_mis:
  PROLOGUE
  la a0, f_after
  addi a0, a0, 2
f_jump_mis_at:
  jalr ra, 0(a0)
  EPILOGUE
f_after:
  EPILOGUE

  .data
  .balign 4
marker: .word 0
after:  .word 0
