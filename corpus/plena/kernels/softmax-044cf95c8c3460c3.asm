; softmax C1: R=4 C=64; a row is 1 VRAM row(s); a unit is 4 row(s) = 4 VRAM rows;
; 1 units, 1 chunk(s) of 1; prefetch 1 units ahead. Y at HBM 256.
S_ADDI_INT gp2, gp0, 0     ; HBM read offset
S_ADDI_INT gp4, gp0, 256    ; HBM write offset (Y)
S_ADDI_INT gp1, gp0, 0   ; VRAM compute pointer
S_ADDI_INT gp3, gp0, 0   ; VRAM prefetch pointer
S_ADDI_INT gp8, gp0, 0   ; VRAM store pointer (one unit behind compute)
C_LOOP_START gp13, 1   ; prologue: prefetch 1 units
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
C_LOOP_END gp13
; unit 0
S_LD_FP f1, gp0, 0   ; -inf
S_LD_FP f2, gp0, 0   ; -inf
S_LD_FP f3, gp0, 0   ; -inf
S_LD_FP f4, gp0, 0   ; -inf
S_ADDI_INT gp5, gp1, 0
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp1, 64
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp1, 128
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp1, 192
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp1, 0
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 64
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp1, 128
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 192
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp1, 0
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 64
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 0
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp1, 64
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp1, 128
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp1, 192
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp1, 0
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 64
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp1, 128
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 192
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp1, gp1, 256
H_STORE_V gp8, gp4, a0, 0, 0
S_ADDI_INT gp8, gp8, 256
S_ADDI_INT gp4, gp4, 256
