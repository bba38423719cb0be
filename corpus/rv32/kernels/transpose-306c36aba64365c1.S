# B[c][r] = A[r][c]: read A row by row (contiguous), write B with a stride of R words.
#include "kc_task.h"
    .globl kernel
kernel:
    li   t6, R
    li   t5, C
    slli t4, t6, 2           # B's column stride in bytes (R words)
    li   a2, 0               # r
1:  slli t0, a2, 2
    add  t0, a1, t0          # &B[0][r]
    li   a3, 0               # c
2:  lw   t1, 0(a0)
    addi a0, a0, 4
    sw   t1, 0(t0)
    add  t0, t0, t4
    addi a3, a3, 1
    bne  a3, t5, 2b
    addi a2, a2, 1
    bne  a2, t6, 1b
    ret
