# softmax on coral: Y[r][:] = exp(X[r][:] - max) / sum, fp32, for every row r < R (C columns).
# a0 = X, a1 = Y.
#
# Pass 1 (integer vector unit): the row maximum from the float bit patterns. As signed 32-bit
# integers, positive floats keep their order and lie above every negative float; among negative
# floats the order is reversed. So the largest float is the signed maximum of the bits when that
# is >= 0, else the signed minimum. vmax/vmin over e32/m8 groups, one reduction each per row.
# Pass 2 (scalar FPU, 4 elements interleaved to cover the FMA latency): with u = (x - max)*log2(e)
# (one fmsub against max*log2(e)), u clamped at -126, n = round(u), f = u - n in [-1/2, 1/2],
# exp(x - max) = 2^n * 2^f, 2^f by a degree-4 polynomial (interpolating 2^f at the Chebyshev nodes
# of [-1/2, 1/2]: relative error below 3.5e-6), 2^n built in the exponent field. Each value is stored in Y and summed in 4 partial
# sums. Pass 3: Y *= 1/sum.
#include "kc_task.h"

# Run STEP for the four lanes: STEP lane, partner (lane i uses f<i>, f1<i>, f2<i>, a<i+4>, f<i+4>).
.macro FOR4 step
    \step 0, 4
    \step 1, 5
    \step 2, 6
    \step 3, 7
.endm
.macro S_LOAD i, j
    flw     f\i, 4*\i(a2)
.endm
.macro S_U i, j
    fmsub.s f1\i, f\i, f14, f15     # u = x*log2e - max*log2e
.endm
.macro S_CLAMP i, j
    fmax.s  f1\i, f1\i, f16         # u >= -126: 2^n stays a normal number
.endm
.macro S_ROUND i, j
    fcvt.w.s a\j, f1\i, rne         # n = round(u)
.endm
.macro S_NF i, j
    fcvt.s.w f2\i, a\j
.endm
.macro S_FRAC i, j
    fsub.s  f1\i, f1\i, f2\i        # f = u - n
.endm
.macro S_BIAS i, j
    addi    a\j, a\j, 127
.endm
.macro S_EXPO i, j
    slli    a\j, a\j, 23            # bits of 2^n
.endm
.macro S_P0 i, j
    fmadd.s f2\i, f17, f1\i, f28    # p = c4*f + c3
.endm
.macro S_P1 i, j
    fmadd.s f2\i, f2\i, f1\i, f29   # p = p*f + c2
.endm
.macro S_P2 i, j
    fmadd.s f2\i, f2\i, f1\i, f30   # p = p*f + c1
.endm
.macro S_P3 i, j
    fmadd.s f2\i, f2\i, f1\i, f8    # p = p*f + 1
.endm
.macro S_SCALE i, j
    fmv.w.x f\i, a\j
.endm
.macro S_MUL i, j
    fmul.s  f\i, f2\i, f\i          # e = p * 2^n
.endm
.macro S_STORE i, j
    fsw     f\i, 4*\i(a3)
.endm
.macro S_SUM i, j
    fadd.s  f\j, f\j, f\i
.endm
.macro S_ZERO i, j
    fmv.w.x f\j, zero
.endm
.macro N_LOAD i, j
    flw     f\i, 4*\i(a3)
.endm
.macro N_MUL i, j
    fmul.s  f\i, f\i, f9
.endm

    .section .rodata
    .align 2
.Lconst:
    .float 1.4426950408889634       # log2(e)
    .float -126.0
    .float 0.009666368515387469     # c4
    .float 0.055921975842256264     # c3
    .float 0.24022349038020335      # c2
    .float 0.693121045203427        # c1
    .float 1.0                      # c0

    .text
    .globl kernel
kernel:
    addi    sp, sp, -32             # f8, f9, f20..f23 are callee-saved
    fsw     f8, 0(sp)
    fsw     f9, 4(sp)
    fsw     f20, 8(sp)
    fsw     f21, 12(sp)
    fsw     f22, 16(sp)
    fsw     f23, 20(sp)
    la      t0, .Lconst
    flw     f14, 0(t0)
    flw     f16, 4(t0)
    flw     f17, 8(t0)
    flw     f28, 12(t0)
    flw     f29, 16(t0)
    flw     f30, 20(t0)
    flw     f8, 24(t0)
    li      t5, R*C*4
    add     t5, t5, a0              # end of X
    li      t6, C*4                 # row bytes
.Lrow:
    # ---- pass 1: maximum of the row from the bits (vector unit) ----
    li      t1, 0x80000000
    li      t2, 0x7fffffff
    vsetvli t0, zero, e32, m8, ta, ma
    vmv.v.x v16, t1                 # running signed maximum
    vmv.v.x v24, t2                 # running signed minimum
    mv      t3, a0
    li      t4, C
.Lmax:
    vsetvli t0, t4, e32, m8, tu, ma # tu: the tail of the accumulators keeps its values
    vle32.v v8, (t3)
    vmax.vv v16, v16, v8
    vmin.vv v24, v24, v8
    slli    t1, t0, 2
    add     t3, t3, t1
    sub     t4, t4, t0
    bnez    t4, .Lmax
    vsetvli t0, zero, e32, m8, ta, ma
    vredmax.vs v0, v16, v16
    vredmin.vs v1, v24, v24
    vmv.x.s t1, v0
    bgez    t1, 1f                  # a non-negative float is the maximum
    vmv.x.s t1, v1                  # all negative: the smallest magnitude
1:  fmv.w.x f15, t1
    fmul.s  f15, f15, f14           # max*log2(e)

    # ---- pass 2: e = exp(x - max) into Y, partial sums f4..f7 ----
    FOR4    S_ZERO
    mv      a2, a0
    mv      a3, a1
    add     t4, a0, t6              # end of the row
.Lexp:
    FOR4    S_LOAD
    FOR4    S_U
    FOR4    S_CLAMP
    FOR4    S_ROUND
    FOR4    S_NF
    FOR4    S_BIAS
    FOR4    S_FRAC
    FOR4    S_EXPO
    FOR4    S_P0
    FOR4    S_SCALE
    FOR4    S_P1
    FOR4    S_P2
    FOR4    S_P3
    FOR4    S_MUL
    FOR4    S_STORE
    FOR4    S_SUM
    addi    a2, a2, 16
    addi    a3, a3, 16
    bne     a2, t4, .Lexp

    # ---- pass 3: Y *= 1/sum ----
    fadd.s  f4, f4, f5
    fadd.s  f6, f6, f7
    fadd.s  f4, f4, f6
    fdiv.s  f9, f8, f4
    mv      a3, a1
    add     t4, a1, t6
.Lnorm:
    FOR4    N_LOAD
    FOR4    N_MUL
    FOR4    S_STORE
    addi    a3, a3, 16
    bne     a3, t4, .Lnorm

    add     a0, a0, t6
    add     a1, a1, t6
    bne     a0, t5, .Lrow
    flw     f8, 0(sp)
    flw     f9, 4(sp)
    flw     f20, 8(sp)
    flw     f21, 12(sp)
    flw     f22, 16(sp)
    flw     f23, 20(sp)
    addi    sp, sp, 32
    ret
