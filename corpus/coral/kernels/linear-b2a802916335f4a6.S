# linear on coral: Y[M][N] (int32) = X[M][K] (int8) . W[N][K]^T (int8) + BIAS[N] (int32), exact.
# a0 = X, a1 = W, a2 = BIAS, a3 = Y.
#
# Each Y element is a dot product of two contiguous int8 rows, X[m] and W[n]. X[m] stays in
# registers (v8 .. v8+K/16-1) while the N rows of W stream past it: each W row is read in chunks
# of 32 (or a last 16) bytes at e8, multiplied by the matching X chunk with vwmul.vv (int8 x int8
# -> int16, exact) and summed into the int32 v2[0] by vwredsum.vs at e16, which starts at
# BIAS[n]. The chunk loop is unrolled by the assembler. Needs K % 16 == 0 and K <= 128.
#include "kc_task.h"

    .text
    .globl kernel
kernel:
    li      t2, 32
    li      t4, 16
    li      t5, M*K
    add     t5, t5, a0              # end of X
.Lrow:
    li      t1, K/4
    vsetvli zero, t1, e32, m8, ta, ma
    vle32.v v8, (a0)                # X[m] as words
    mv      t0, a1                  # &W[0][0]
    mv      t3, a2                  # &BIAS[0]
    li      t6, N*4
    add     t6, t6, a3              # end of Y[m]
.Lcol:
    lw      t1, 0(t3)
    addi    t3, t3, 4
    vsetivli zero, 1, e32, m1, ta, ma
    vmv.s.x v2, t1                  # the sum starts at the bias
    .irp xr, 8, 10, 12, 14, 16, 18, 20, 22
    .if (\xr - 8) * 16 + 32 <= K    # a whole 32-byte chunk
    vsetvli zero, t2, e8, m2, ta, ma
    vle8.v  v0, (t0)
    addi    t0, t0, 32
    vwmul.vv v4, v0, v\xr
    vsetvli zero, t2, e16, m4, ta, ma
    vwredsum.vs v2, v4, v2
    .elseif (\xr - 8) * 16 < K      # the last 16 bytes
    vsetvli zero, t4, e8, m1, ta, ma
    vle8.v  v0, (t0)
    addi    t0, t0, 16
    vwmul.vv v4, v0, v\xr
    vsetvli zero, t4, e16, m2, ta, ma
    vwredsum.vs v2, v4, v2
    .endif
    .endr
    vsetivli zero, 1, e32, m1, ta, ma
    vse32.v v2, (a3)
    addi    a3, a3, 4
    bne     a3, t6, .Lcol
    addi    a0, a0, K
    bne     a0, t5, .Lrow
    ret
