# ReLU on int32 for the relu_i32 fixture: a0 = X, a1 = Y (R*C elements each).
#include "kc_task.h"
    .text
    .globl kernel
kernel:
    li t0, R*C
1:  lw t1, 0(a0)
    max t1, t1, zero
    sw t1, 0(a1)
    addi a0, a0, 4
    addi a1, a1, 4
    addi t0, t0, -1
    bnez t0, 1b
    ret
