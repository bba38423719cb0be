# ReLU on coral, written by hand in RVV: int8, strip-mined with vsetvli at e8/m8.
#include "kc_task.h"
    .text
    .globl kernel
kernel:                         # a0 = X, a1 = Y
    li      t0, R*C             # elements left
1:  vsetvli t1, t0, e8, m8, ta, ma
    vle8.v  v8, (a0)
    vmax.vx v8, v8, zero
    vse8.v  v8, (a1)
    add     a0, a0, t1
    add     a1, a1, t1
    sub     t0, t0, t1
    bnez    t0, 1b
    ret
