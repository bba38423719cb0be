# C = A + B, four elements per iteration (loads first, so each add finds its operands ready),
# then the 0..3 left over.
#include "kc_task.h"
    .globl kernel
kernel:
    li   t6, N
    andi t5, t6, -4
    slli t5, t5, 2
    add  t5, a0, t5          # end of the unrolled part of A
    beq  a0, t5, 2f
1:  lw   t0, 0(a0)
    lw   t1, 4(a0)
    lw   t2, 8(a0)
    lw   t3, 12(a0)
    lw   a3, 0(a1)
    lw   a4, 4(a1)
    lw   a5, 8(a1)
    lw   a6, 12(a1)
    add  t0, t0, a3
    add  t1, t1, a4
    add  t2, t2, a5
    add  t3, t3, a6
    sw   t0, 0(a2)
    sw   t1, 4(a2)
    sw   t2, 8(a2)
    sw   t3, 12(a2)
    addi a0, a0, 16
    addi a1, a1, 16
    addi a2, a2, 16
    bne  a0, t5, 1b
2:  andi t6, t6, 3
    beqz t6, 4f
3:  lw   t0, 0(a0)
    lw   a3, 0(a1)
    add  t0, t0, a3
    sw   t0, 0(a2)
    addi a0, a0, 4
    addi a1, a1, 4
    addi a2, a2, 4
    addi t6, t6, -1
    bnez t6, 3b
4:  ret
