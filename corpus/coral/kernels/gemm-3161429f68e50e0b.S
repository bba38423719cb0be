# gemm on coral: C[M][N] (int32) = A[M][K] (int8) . B[K][N] (int8), exact.
# a0 = A, a1 = B, a2 = C (row-major).
#
# Blocks of 2 rows x up to 32 columns, one vtype (e8, m2) for the whole k loop: every vsetvli
# waits until the vector unit has drained, so the loop must not switch element widths, and the
# unit starts each instruction a cycle after the previous one ends, so the instructions are long
# (m2). Each int16 product p = A[m+i][k] * B[k][n] is split into its low byte (vmul.vx, unsigned
# 0..255) and its high byte (vmulh.vx, signed -64..64): p = 256*hi + lo. The bytes are summed into
# int16 accumulators by the widening adds at e8 (vwaddu.wv / vwadd.wv): over K <= 257 the low sums
# stay below 2^16 and the high sums within +-2^14, so both are exact. After the k loop,
# C = 256*hi_sum + lo_sum at e32. The multiplies cost the same beats as vwmul (two byte results
# instead of one int16), the adds the same as vwadd.wv at e16, and no vtype changes.
# Needs M % 2 == 0, K <= 257 (every configuration of the task).
#include "kc_task.h"

.macro OUT lo, hi
    vsext.vf2 v24, \hi                # int32 high sums
    vsll.vi   v24, v24, 8
    vzext.vf2 v0, \lo                 # int32 low sums
    vadd.vv   v24, v24, v0
    vse32.v   v24, (t3)
    addi      t3, t3, 4*N
.endm

    .text
    .globl kernel
kernel:
    li      a7, N                   # B row stride (bytes)
    li      t3, M*K
    add     t4, t3, a0              # end of A
.Lrows:
    li      t6, 0                   # n0: first column of the block
.Lcols:
    sub     t5, a7, t6              # columns left
    vsetvli t5, t5, e16, m4, ta, ma # cols = min(left, 32); zero the accumulators
    vmv.v.i v8, 0                   # row 0: low sums v8..v11, high sums v12..v15
    vmv.v.i v12, 0
    vmv.v.i v16, 0                  # row 1: low sums v16..v19, high sums v20..v23
    vmv.v.i v20, 0
    vsetvli zero, t5, e8, m2, ta, ma
    mv      t0, a0                  # &A[m][k]
    addi    t1, a0, K               # &A[m][K]
    add     t2, a1, t6              # &B[k][n0]
    lb      a3, 0(t0)
    lb      a4, K(t0)
.Lk:
    vle8.v  v2, (t2)                # B[k][n0 .. n0+cols)
    vmul.vx   v4, v2, a3            # low bytes of the products (row 0)
    vmulh.vx  v6, v2, a3            # high bytes (signed)
    vmul.vx   v24, v2, a4           # row 1
    vmulh.vx  v26, v2, a4
    vwaddu.wv v8, v8, v4
    vwadd.wv  v12, v12, v6
    vwaddu.wv v16, v16, v24
    vwadd.wv  v20, v20, v26
    addi    t0, t0, 1
    add     t2, t2, a7
    lb      a3, 0(t0)               # the next k's A (one past the end on the last: harmless)
    lb      a4, K(t0)
    bne     t0, t1, .Lk
    vsetvli zero, t5, e32, m8, ta, ma
    slli    t3, t6, 2
    add     t3, t3, a2              # &C[m][n0]
    OUT     v8, v12
    OUT     v16, v20
    add     t6, t6, t5
    bne     t6, a7, .Lcols
    addi    a0, a0, 2*K
    addi    a2, a2, 8*N
    bne     a0, t4, .Lrows
    ret
