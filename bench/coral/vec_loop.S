# Vector loop of the coral speed benchmark: the vector unit busy on a streaming kernel shape.
# Repeated passes over a 16 KiB DTCM buffer of int32: each group of VLMAX elements (e32, m8) is
# loaded, multiplied, accumulated into a running sum, shifted and stored back — unit-stride
# loads and stores through the DTCM port, multiply and ALU beats on the lanes. The scalar core
# only counts and dispatches. PASSES passes, then mpause.
  .section .text.init, "ax"
  .globl _start
_start:
  li t0, (1 << 9)            # mstatus.VS = Initial: the vector unit is usable
  csrs mstatus, t0
  li s0, 100                 # passes over the buffer
  li t3, 0x9e3779b9          # multiplier
  vsetvli t4, x0, e32, m8, ta, ma
  vmv.v.i v24, 0             # running sum
2:
  la a0, buf
  li a1, 4096                # int32 elements in the buffer
1:
  vsetvli t4, a1, e32, m8, ta, ma
  vle32.v v0, (a0)
  vmul.vx v8, v0, t3
  vadd.vv v24, v24, v8
  vsra.vi v16, v24, 3
  vxor.vv v16, v16, v0
  vse32.v v16, (a0)
  slli t5, t4, 2
  add a0, a0, t5
  sub a1, a1, t4
  bnez a1, 1b
  addi s0, s0, -1
  bnez s0, 2b
  .word 0x08000073           # mpause

  .bss
  .balign 64
buf: .space 16384
