# Hostile: a vector load running off the end of the DTCM of `small` (0x10000..0x1ffff) must fault
# precisely at the first element outside it (element 2) with the pc, the element and the address.
    .text
    .globl kernel
kernel:
    vsetivli t1, 4, e32, m1, ta, ma
    li      t0, 0x1fff8
    vle32.v v8, (t0)            # elements 0, 1 in DTCM; element 2 at 0x20000 is outside every memory
    ret
