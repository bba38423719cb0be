# C = A B (int32, wrapping): for each row of A, for each column of B, a dot product over K with
# two accumulators so that consecutive multiplies do not wait on each other.
#include "kc_task.h"
    .globl kernel
kernel:
    li   s0, M
    li   s1, N
    li   s2, K
    slli s3, s1, 2           # a row of B in bytes
    li   t6, 0               # m
1:  li   t5, 0               # n
2:  mv   a3, a0              # &A[m][0]
    slli t0, t5, 2
    add  a4, a1, t0          # &B[0][n]
    li   a5, 0
    li   a6, 0
    mv   a7, s2              # k left
    andi t0, a7, 1
    beqz t0, 3f
    lw   t1, 0(a3)           # an odd K: one product first
    lw   t2, 0(a4)
    addi a3, a3, 4
    add  a4, a4, s3
    mul  a5, t1, t2
    addi a7, a7, -1
3:  beqz a7, 5f
4:  lw   t1, 0(a3)
    lw   t2, 0(a4)
    add  a4, a4, s3
    lw   t3, 4(a3)
    lw   t4, 0(a4)
    add  a4, a4, s3
    addi a3, a3, 8
    mul  t1, t1, t2
    mul  t3, t3, t4
    add  a5, a5, t1
    add  a6, a6, t3
    addi a7, a7, -2
    bnez a7, 4b
5:  add  a5, a5, a6
    sw   a5, 0(a2)
    addi a2, a2, 4
    addi t5, t5, 1
    bne  t5, s1, 2b
    slli t0, s2, 2
    add  a0, a0, t0          # next row of A
    addi t6, t6, 1
    bne  t6, s0, 1b
    ret
