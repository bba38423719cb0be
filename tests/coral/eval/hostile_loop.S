# Hostile: a kernel that never ends (vector work in an endless loop) must stop at the cycle limit.
    .text
    .globl kernel
kernel:
    vsetivli t1, 16, e8, m1, ta, ma
1:  vle8.v  v8, (a0)
    vadd.vv v8, v8, v8
    j       1b
