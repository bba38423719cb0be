; Vector-heavy benchmark program (configuration default): 240,000 element-wise and reduction
; instructions over rows 0..63, independent enough to keep the lanes busy.
        S_ADDI_INT gp1, gp0, 0
        S_ADDI_INT gp2, gp0, 64
        S_LD_FP f1, gp0, 0
        C_LOOP_START gp10, 10000
        S_ADDI_INT gp3, gp0, 128
        C_LOOP_START gp11, 6
        V_ADD_VV gp3, gp1, gp2, 0
        V_EXP_V gp4, gp1, 0
        V_MUL_VF gp5, gp2, f1, 0
        V_RED_SUM f2, gp1, 0
        S_ADDI_INT gp4, gp3, 64
        S_ADDI_INT gp5, gp3, 128
        S_ADDI_INT gp3, gp3, 192
        C_LOOP_END gp11
        C_LOOP_END gp10
