# gemm on coral: C[M][N] (int32) = A[M][K] (int8) . B[K][N] (int8), exact.
# a0 = A, a1 = B, a2 = C (row-major).
#
# Blocks of 4 rows x up to 16 columns, one vtype (e8, m1) for the whole k loop: every vsetvli
# waits until the vector unit has drained, so the loop must not switch element widths. Each int16
# product p = A[m+i][k] * B[k][n] is split into its low byte (vmul.vx, unsigned 0..255) and its
# high byte (vmulh.vx, signed -64..64): p = 256*hi + lo. The bytes are summed into int16
# accumulators by the widening adds at e8 (vwaddu.wv / vwadd.wv): over K <= 64 the low sums stay
# below 64*255 < 2^16 and the high sums within +-64*64, so both are exact. After the k loop,
# C = 256*hi_sum + lo_sum at e32. The multiplies cost the same beats as vwmul (two byte
# results instead of one int16), the adds the same as vwadd.wv at e16, and no vtype changes.
# Needs M % 4 == 0, K <= 257 (every configuration of the task).
#include "kc_task.h"

# Row i's products: low bytes into PL, high bytes into PH (e8, m1); then its accumulators: low
# sums in LO (e16, m2), high sums in HI (e16, m2). The four rows' multiplies go first so that no
# add waits for the multiply just before it.
.macro MUL a, pl, ph
    vmul.vx   \pl, v1, \a             # low bytes of A * slice
    vmulh.vx  \ph, v1, \a             # high bytes (signed)
.endm
.macro ACC pl, ph, lo, hi
    vwaddu.wv \lo, \lo, \pl
    vwadd.wv  \hi, \hi, \ph
.endm
.macro OUT lo, hi
    vsext.vf2 v24, \hi                # int32 high sums
    vsll.vi   v24, v24, 8
    vzext.vf2 v28, \lo                # int32 low sums
    vadd.vv   v24, v24, v28
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
    vsetvli t5, t5, e16, m2, ta, ma # cols = min(left, 16); zero the accumulators
    vmv.v.i v8, 0
    vmv.v.i v10, 0
    vmv.v.i v12, 0
    vmv.v.i v14, 0
    vmv.v.i v16, 0
    vmv.v.i v18, 0
    vmv.v.i v20, 0
    vmv.v.i v22, 0
    vsetvli zero, t5, e8, m1, ta, ma
    mv      t0, a0                  # &A[m][k]
    addi    t1, a0, K               # &A[m][K]
    add     t2, a1, t6              # &B[k][n0]
    lb      a3, 0(t0)
    lb      a4, K(t0)
    lb      a5, 2*K(t0)
    lb      a6, 3*K(t0)
.Lk:
    vle8.v  v1, (t2)                # B[k][n0 .. n0+cols)
    MUL     a3, v2, v3
    MUL     a4, v4, v5
    MUL     a5, v6, v7
    MUL     a6, v24, v25
    ACC     v2, v3, v8, v10
    ACC     v4, v5, v12, v14
    ACC     v6, v7, v16, v18
    ACC     v24, v25, v20, v22
    addi    t0, t0, 1
    add     t2, t2, a7
    lb      a3, 0(t0)               # the next k's A (one past the end on the last: harmless)
    lb      a4, K(t0)
    lb      a5, 2*K(t0)
    lb      a6, 3*K(t0)
    bne     t0, t1, .Lk
    vsetvli zero, t5, e32, m4, ta, ma
    slli    t3, t6, 2
    add     t3, t3, a2              # &C[m][n0]
    OUT     v8, v10
    OUT     v12, v14
    OUT     v16, v18
    OUT     v20, v22
    add     t6, t6, t5
    bne     t6, a7, .Lcols
    addi    a0, a0, 4*K
    addi    a2, a2, 16*N
    bne     a0, t4, .Lrows
    ret
