# Hostile: a vector load whose elements are not naturally aligned must fault (misaligned element).
    .text
    .globl kernel
kernel:
    vsetivli t1, 4, e32, m1, ta, ma
    addi    t0, a0, 2
    vle32.v v8, (t0)            # element 0 at X + 2: not a multiple of 4
    ret
