# Running sum, four elements per iteration: the four loads issue before the dependent adds.
#include "kc_task.h"
    .globl kernel
kernel:
    li   t4, 0               # the running sum
    li   t6, N
    andi t5, t6, -4
    slli t5, t5, 2
    add  t5, a0, t5
    beq  a0, t5, 2f
1:  lw   t0, 0(a0)
    lw   t1, 4(a0)
    lw   t2, 8(a0)
    lw   t3, 12(a0)
    add  t4, t4, t0
    sw   t4, 0(a1)
    add  t4, t4, t1
    sw   t4, 4(a1)
    add  t4, t4, t2
    sw   t4, 8(a1)
    add  t4, t4, t3
    sw   t4, 12(a1)
    addi a0, a0, 16
    addi a1, a1, 16
    bne  a0, t5, 1b
2:  andi t6, t6, 3
    beqz t6, 4f
3:  lw   t0, 0(a0)
    add  t4, t4, t0
    sw   t4, 0(a1)
    addi a0, a0, 4
    addi a1, a1, 4
    addi t6, t6, -1
    bnez t6, 3b
4:  ret
