# Zero the 256 bins (the output starts poisoned), then count byte by byte.
#include "kc_task.h"
    .globl kernel
kernel:
    mv   t0, a1
    addi t1, a1, 1024
1:  sw   zero, 0(t0)
    sw   zero, 4(t0)
    sw   zero, 8(t0)
    sw   zero, 12(t0)
    addi t0, t0, 16
    bne  t0, t1, 1b
    li   t6, N
    add  t5, a0, t6          # end of X
    beqz t6, 3f
2:  lbu  t0, 0(a0)
    addi a0, a0, 1
    slli t0, t0, 2
    add  t0, t0, a1          # &H[x]
    lw   t1, 0(t0)
    addi t1, t1, 1
    sw   t1, 0(t0)
    bne  a0, t5, 2b
3:  ret
