# Correct, unfused: FMUL.S then FADD.S (two roundings); the saxpy tolerance must accept it.
#include "kc_task.h"
    .text
    .globl kernel
kernel:                      # a0 = A, a1 = X, a2 = Y, a3 = Z
    flw     ft0, 0(a0)
    li      t0, N
1:  flw     ft1, 0(a1)
    flw     ft2, 0(a2)
    fmul.s  ft1, ft0, ft1
    fadd.s  ft1, ft1, ft2
    fsw     ft1, 0(a3)
    addi    a1, a1, 4
    addi    a2, a2, 4
    addi    a3, a3, 4
    addi    t0, t0, -1
    bnez    t0, 1b
    ret
