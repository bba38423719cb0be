# gemv on coral: Y[M] (int32) = A[M][K] (int8) . X[K] (int8), exact.
# a0 = A, a1 = X, a2 = Y.
#
# X stays in registers (v8 .. v8+K/16-1, as bytes) for the whole kernel. Each row of A is read
# in 32-byte chunks (vle8 at e8, m2), multiplied by the matching X chunk with vwmul.vv (int8 x
# int8 -> int16, exact) and summed into an int32 by vwredsum.vs at e16, whose start value is the
# running sum of the row (v2[0]). The chunk loop is unrolled by the assembler (register numbers are
# part of the instruction). Needs K % 32 == 0 and K <= 384.
#include "kc_task.h"

.macro CHUNK xr
    vsetvli zero, t2, e8, m2, ta, ma
    vle8.v  v0, (a0)                # 32 bytes of the row
    addi    a0, a0, 32
    vwmul.vv v4, v0, v\xr           # 32 int16 products in v4..v7
    vsetvli zero, t2, e16, m4, ta, ma
    vwredsum.vs v2, v4, v2          # v2[0] (int32) += sum of the products
.endm

    .text
    .globl kernel
kernel:
    li      t2, 32
    # X into v8.. as K/4 words (three m8 groups at most; vl = 0 loads nothing)
    li      t0, K/4
    vsetvli t1, t0, e32, m8, ta, ma
    vle32.v v8, (a1)
    sub     t0, t0, t1
    slli    t1, t1, 2
    add     a1, a1, t1
    vsetvli t1, t0, e32, m8, ta, ma
    vle32.v v16, (a1)
    sub     t0, t0, t1
    slli    t1, t1, 2
    add     a1, a1, t1
    vsetvli t1, t0, e32, m8, ta, ma
    vle32.v v24, (a1)
    li      t3, M*4
    add     t3, t3, a2              # end of Y
.Lrow:
    vsetivli zero, 1, e32, m1, ta, ma
    vmv.s.x v2, zero
    .irp xr, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30
    .if (\xr - 8) * 16 < K
    CHUNK   \xr
    .endif
    .endr
    vsetivli zero, 1, e32, m1, ta, ma
    vse32.v v2, (a2)
    addi    a2, a2, 4
    bne     a2, t3, .Lrow
    ret
