; gelu C3: R=64 C=256; 256 VRAM rows in 64 groups of 4, 1 chunk(s) of 64 groups,
; prefetching 8 groups ahead. X at HBM 0, Y at HBM 16384.
S_LD_FP f1, gp0, 0        ; 1.0
S_LD_FP f2, gp0, 2        ; -1.702
S_ADDI_INT gp2, gp0, 0     ; HBM read offset
S_ADDI_INT gp4, gp0, 16384    ; HBM write offset (Y)
S_ADDI_INT gp9, gp0, 130048   ; temp rows 2032..2035
S_ADDI_INT gp10, gp9, 64
S_ADDI_INT gp11, gp9, 128
S_ADDI_INT gp12, gp9, 192
S_ADDI_INT gp1, gp0, 0   ; VRAM compute pointer
S_ADDI_INT gp3, gp0, 0   ; VRAM prefetch pointer
S_ADDI_INT gp8, gp0, 0   ; VRAM store pointer (one group behind compute)
C_LOOP_START gp13, 8   ; prologue: prefetch 8 groups
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
C_LOOP_END gp13
; group 0
S_ADDI_INT gp5, gp1, 64
S_ADDI_INT gp6, gp1, 128
S_ADDI_INT gp7, gp1, 192
V_MUL_VF gp9, gp1, f2, 0   ; -1.702 x
V_MUL_VF gp10, gp5, f2, 0   ; -1.702 x
V_MUL_VF gp11, gp6, f2, 0   ; -1.702 x
V_MUL_VF gp12, gp7, f2, 0   ; -1.702 x
V_EXP_V gp9, gp9, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_ADD_VF gp9, gp9, f1, 0
V_ADD_VF gp10, gp10, f1, 0
V_ADD_VF gp11, gp11, f1, 0
V_ADD_VF gp12, gp12, f1, 0
V_RECI_V gp9, gp9, 0
V_RECI_V gp10, gp10, 0
V_RECI_V gp11, gp11, 0
V_RECI_V gp12, gp12, 0
V_MUL_VV gp1, gp1, gp9, 0
V_MUL_VV gp5, gp5, gp10, 0
V_MUL_VV gp6, gp6, gp11, 0
V_MUL_VV gp7, gp7, gp12, 0
S_ADDI_INT gp1, gp1, 256
C_LOOP_START gp13, 56   ; steady state: prefetch g+7, compute g, store g-1
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  S_ADDI_INT gp5, gp1, 64
  S_ADDI_INT gp6, gp1, 128
  S_ADDI_INT gp7, gp1, 192
  V_MUL_VF gp9, gp1, f2, 0   ; -1.702 x
  V_MUL_VF gp10, gp5, f2, 0   ; -1.702 x
  V_MUL_VF gp11, gp6, f2, 0   ; -1.702 x
  V_MUL_VF gp12, gp7, f2, 0   ; -1.702 x
  V_EXP_V gp9, gp9, 0
  V_EXP_V gp10, gp10, 0
  V_EXP_V gp11, gp11, 0
  V_EXP_V gp12, gp12, 0
  V_ADD_VF gp9, gp9, f1, 0
  V_ADD_VF gp10, gp10, f1, 0
  V_ADD_VF gp11, gp11, f1, 0
  V_ADD_VF gp12, gp12, f1, 0
  V_RECI_V gp9, gp9, 0
  V_RECI_V gp10, gp10, 0
  V_RECI_V gp11, gp11, 0
  V_RECI_V gp12, gp12, 0
  V_MUL_VV gp1, gp1, gp9, 0
  V_MUL_VV gp5, gp5, gp10, 0
  V_MUL_VV gp6, gp6, gp11, 0
  V_MUL_VV gp7, gp7, gp12, 0
  S_ADDI_INT gp1, gp1, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
C_LOOP_END gp13
C_LOOP_START gp13, 7   ; epilogue: compute g, store g-1
  S_ADDI_INT gp5, gp1, 64
  S_ADDI_INT gp6, gp1, 128
  S_ADDI_INT gp7, gp1, 192
  V_MUL_VF gp9, gp1, f2, 0   ; -1.702 x
  V_MUL_VF gp10, gp5, f2, 0   ; -1.702 x
  V_MUL_VF gp11, gp6, f2, 0   ; -1.702 x
  V_MUL_VF gp12, gp7, f2, 0   ; -1.702 x
  V_EXP_V gp9, gp9, 0
  V_EXP_V gp10, gp10, 0
  V_EXP_V gp11, gp11, 0
  V_EXP_V gp12, gp12, 0
  V_ADD_VF gp9, gp9, f1, 0
  V_ADD_VF gp10, gp10, f1, 0
  V_ADD_VF gp11, gp11, f1, 0
  V_ADD_VF gp12, gp12, f1, 0
  V_RECI_V gp9, gp9, 0
  V_RECI_V gp10, gp10, 0
  V_RECI_V gp11, gp11, 0
  V_RECI_V gp12, gp12, 0
  V_MUL_VV gp1, gp1, gp9, 0
  V_MUL_VV gp5, gp5, gp10, 0
  V_MUL_VV gp6, gp6, gp11, 0
  V_MUL_VV gp7, gp7, gp12, 0
  S_ADDI_INT gp1, gp1, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
C_LOOP_END gp13
H_STORE_V gp8, gp4, a0, 0, 0
S_ADDI_INT gp8, gp8, 256
S_ADDI_INT gp4, gp4, 256
