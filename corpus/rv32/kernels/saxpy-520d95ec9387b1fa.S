# Z = A[0]*X + Y with one fused multiply-add per element (one rounding), four per iteration.
#include "kc_task.h"
    .globl kernel
kernel:
    flw  fa0, 0(a0)
    li   t6, N
    andi t5, t6, -4
    slli t5, t5, 2
    add  t5, a1, t5
    beq  a1, t5, 2f
1:  flw  ft0, 0(a1)
    flw  ft1, 4(a1)
    flw  ft2, 8(a1)
    flw  ft3, 12(a1)
    flw  ft4, 0(a2)
    flw  ft5, 4(a2)
    flw  ft6, 8(a2)
    flw  ft7, 12(a2)
    fmadd.s ft0, fa0, ft0, ft4
    fmadd.s ft1, fa0, ft1, ft5
    fmadd.s ft2, fa0, ft2, ft6
    fmadd.s ft3, fa0, ft3, ft7
    fsw  ft0, 0(a3)
    fsw  ft1, 4(a3)
    fsw  ft2, 8(a3)
    fsw  ft3, 12(a3)
    addi a1, a1, 16
    addi a2, a2, 16
    addi a3, a3, 16
    bne  a1, t5, 1b
2:  andi t6, t6, 3
    beqz t6, 4f
3:  flw  ft0, 0(a1)
    flw  ft4, 0(a2)
    fmadd.s ft0, fa0, ft0, ft4
    fsw  ft0, 0(a3)
    addi a1, a1, 4
    addi a2, a2, 4
    addi a3, a3, 4
    addi t6, t6, -1
    bnez t6, 3b
4:  ret
