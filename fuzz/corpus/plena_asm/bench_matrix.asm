; Matrix-heavy benchmark program (configuration default): 2000 output blocks, each K = 4·MLEN
; deep (four M_MM into the accumulator, one write-out), with a tile prefetch every 16 blocks.
; Keeps the matrix array busy almost every cycle.
        S_ADDI_INT gp1, gp0, 0          ; activation rows
        S_ADDI_INT gp2, gp0, 4096       ; tile 1
        S_ADDI_INT gp3, gp0, 8192       ; tile 2
        S_ADDI_INT gp4, gp0, 12288      ; tile 3
        S_ADDI_INT gp6, gp0, 32768      ; prefetch target: tile 8
        C_LOOP_START gp10, 125
        H_PREFETCH_M gp6, gp0, a0, 0, 0
        S_ADDI_INT gp5, gp0, 16384      ; write-out rows from row 256
        C_LOOP_START gp11, 16
        M_MM 0, gp0, gp1
        M_MM 0, gp2, gp1
        M_MM 0, gp3, gp1
        M_MM 0, gp4, gp1
        M_MM_WO gp5, gp0, 0
        S_ADDI_INT gp5, gp5, 4
        C_LOOP_END gp11
        C_LOOP_END gp10
