# dot product, int32 x int32 -> int64, unrolled by 2 with interleaved loads
    .globl kernel
kernel:
    li   t6, 512          # N (C2)
    li   a3, 0            # sum lo
    li   a4, 0            # sum hi
1:
    lw   t0, 0(a0)
    lw   t1, 0(a1)
    lw   t2, 4(a0)
    lw   t3, 4(a1)
    addi a0, a0, 8
    addi a1, a1, 8
    mul  t4, t0, t1
    mulh t5, t0, t1
    add  a3, a3, t4
    sltu t4, a3, t4
    add  a4, a4, t5
    add  a4, a4, t4
    mul  t4, t2, t3
    mulh t5, t2, t3
    add  a3, a3, t4
    sltu t4, a3, t4
    add  a4, a4, t5
    add  a4, a4, t4
    addi t6, t6, -2
    bnez t6, 1b
    sw   a3, 0(a2)
    sw   a4, 4(a2)
    ret
