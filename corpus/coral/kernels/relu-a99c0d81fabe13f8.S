# relu on coral: Y = max(X, 0) for the int8 matrix X[R][C], as one flat array of R*C bytes.
# a0 = X, a1 = Y.
# One vtype for the whole loop (e8, m8: 128 bytes per instruction): every vsetvli waits until the
# vector unit has drained, so the loop runs full groups with vl fixed and only the remainder (if
# R*C is not a multiple of VLMAX) gets a second vsetvli.
#include "kc_task.h"
    .text
    .globl kernel
kernel:
    li      a2, R*C                 # bytes
    vsetvli t0, zero, e8, m8, ta, ma
    divu    a3, a2, t0              # full groups (one division, outside the loop)
    mul     a4, a3, t0
    sub     a2, a2, a4              # bytes in the last, partial group
    beqz    a3, 2f
1:  vle8.v  v8, (a0)
    vmax.vx v8, v8, zero
    vse8.v  v8, (a1)
    add     a0, a0, t0
    add     a1, a1, t0
    addi    a3, a3, -1
    bnez    a3, 1b
2:  beqz    a2, 3f
    vsetvli zero, a2, e8, m8, ta, ma
    vle8.v  v8, (a0)
    vmax.vx v8, v8, zero
    vse8.v  v8, (a1)
3:  ret
