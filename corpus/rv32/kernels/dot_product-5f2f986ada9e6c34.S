# dot_product: full 64-bit products (MUL low word, MULH high word) in a 64-bit sum t1:t5; two
# elements per iteration, loads issued ahead of their use (3-cycle load-to-use on default).
#include "kc_task.h"
    .text
    .globl kernel
kernel:                       # a0 = A, a1 = B, a2 = S; N is even on every configuration
    li      t0, N / 2
    li      t1, 0             # sum, low word
    li      t5, 0             # sum, high word
1:  lw      t2, 0(a0)
    lw      t3, 0(a1)
    lw      a3, 4(a0)
    lw      a4, 4(a1)
    addi    a0, a0, 8
    addi    a1, a1, 8
    mul     t4, t2, t3
    mulh    t6, t2, t3
    mul     a5, a3, a4
    mulh    a6, a3, a4
    add     t1, t1, t4
    sltu    t4, t1, t4        # carry out of the low word
    add     t5, t5, t6
    add     t5, t5, t4
    add     t1, t1, a5
    sltu    a5, t1, a5
    add     t5, t5, a6
    add     t5, t5, a5
    addi    t0, t0, -1
    bnez    t0, 1b
    sw      t1, 0(a2)
    sw      t5, 4(a2)
    ret
