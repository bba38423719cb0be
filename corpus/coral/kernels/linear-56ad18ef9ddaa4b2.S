# linear on coral: Y[M][N] (int32) = X[M][K] (int8) . W[N][K]^T (int8) + BIAS[N] (int32), exact.
# a0 = X, a1 = W, a2 = BIAS, a3 = Y.
#
# Each Y element is a dot product of two contiguous int8 rows, X[m] and W[n]. X[m] stays in
# registers (v8..v11: bytes 0..63, v12..v15: bytes 64..127) while the N rows of W stream past it.
# Per W row: its first min(K, 64) bytes are loaded and multiplied at e8, m4 in one vwmul.vv
# (int8 x int8 -> int16 products in v16..v23), the rest (K > 64) likewise into v24..v31; then
# vwredsum.vs at e16 sums the products into the int32 v0[0], which starts at BIAS[n]; then one
# e32 phase stores it and loads the next bias. Three vtypes per W row (four with K > 64): every
# vsetvli waits for the vector unit to drain, so the work between them is as long as possible.
# Needs K <= 128.
#include "kc_task.h"
#if K < 64
#define K1 K
#else
#define K1 64
#endif
#define K2 (K - K1)
    .text
    .globl kernel
kernel:
    li      t2, K1
    li      t4, K2
    li      t5, M*K
    add     t5, t5, a0              # end of X
.Lrow:
    li      t1, K
    vsetvli zero, t1, e8, m8, ta, ma
    vle8.v  v8, (a0)                # X[m] in v8.. (K bytes)
    mv      t0, a1                  # &W[0][0]
    mv      t3, a2                  # &BIAS[0]
    li      t6, N*4
    add     t6, t6, a3              # end of Y[m]
    lw      t1, 0(t3)
    vsetivli zero, 1, e32, m1, ta, ma
    vmv.s.x v0, t1                  # the first sum starts at BIAS[0]
.Lcol:
    vsetvli zero, t2, e8, m4, ta, ma
    vle8.v  v4, (t0)                # W[n][0 .. K1)
    vwmul.vv v16, v4, v8
#if K2 > 0
    vsetvli zero, t4, e8, m4, ta, ma
    addi    t1, t0, K1
    vle8.v  v4, (t1)                # W[n][K1 .. K)
    vwmul.vv v24, v4, v12
#endif
    vsetvli zero, t2, e16, m8, ta, ma
    vwredsum.vs v0, v16, v0         # v0[0] (int32) += sum of the products
#if K2 > 0
    vsetvli zero, t4, e16, m8, ta, ma
    vwredsum.vs v0, v24, v0
#endif
    addi    t0, t0, K
    addi    t3, t3, 4
    lw      t1, 0(t3)               # the next bias (one past the end on the last: unused)
    vsetivli zero, 1, e32, m1, ta, ma
    vse32.v v0, (a3)
    vmv.s.x v0, t1
    addi    a3, a3, 4
    bne     a3, t6, .Lcol
    addi    a0, a0, K
    bne     a0, t5, .Lrow
    ret
