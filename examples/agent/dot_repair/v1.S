# dot_product, first try (a typo: mul needs three operands).
#include "kc_task.h"
    .text
    .globl kernel
kernel:                       # a0 = A, a1 = B, a2 = S
    li      t0, N
    li      t1, 0             # sum
1:  lw      t2, 0(a0)
    lw      t3, 0(a1)
    addi    a0, a0, 4
    addi    a1, a1, 4
    mul     t4, t2
    add     t1, t1, t4
    addi    t0, t0, -1
    bnez    t0, 1b
    sw      t1, 0(a2)
    srai    t1, t1, 31
    sw      t1, 4(a2)
    ret
