; ffn C1: M=16 D=64 F=64. VRAM rows: X slices 0, hidden slices [16], Y slices 32, temporaries 48
S_LD_FP f1, gp0, 0   ; 1.0
S_LD_FP f2, gp0, 2   ; -1.702
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 256
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 512
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 768
H_PREFETCH_V gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 1024
S_ADDI_INT gp8, gp0, 3072
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1088
S_ADDI_INT gp8, gp0, 3136
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1152
S_ADDI_INT gp8, gp0, 3200
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1216
S_ADDI_INT gp8, gp0, 3264
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3072
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3136
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3200
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3264
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3072
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3136
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3200
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3264
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3072
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3136
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3200
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3264
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1024
S_ADDI_INT gp8, gp0, 3072
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1088
S_ADDI_INT gp8, gp0, 3136
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1152
S_ADDI_INT gp8, gp0, 3200
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1216
S_ADDI_INT gp8, gp0, 3264
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1536
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 1280
S_ADDI_INT gp8, gp0, 3328
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1344
S_ADDI_INT gp8, gp0, 3392
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1408
S_ADDI_INT gp8, gp0, 3456
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1472
S_ADDI_INT gp8, gp0, 3520
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3328
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3392
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3456
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3520
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3328
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3392
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3456
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3520
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3328
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3392
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3456
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3520
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1280
S_ADDI_INT gp8, gp0, 3328
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1344
S_ADDI_INT gp8, gp0, 3392
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1408
S_ADDI_INT gp8, gp0, 3456
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1472
S_ADDI_INT gp8, gp0, 3520
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1792
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 1536
S_ADDI_INT gp8, gp0, 3072
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1600
S_ADDI_INT gp8, gp0, 3136
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1664
S_ADDI_INT gp8, gp0, 3200
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1728
S_ADDI_INT gp8, gp0, 3264
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3072
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3136
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3200
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3264
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3072
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3136
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3200
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3264
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3072
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3136
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3200
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3264
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1536
S_ADDI_INT gp8, gp0, 3072
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1600
S_ADDI_INT gp8, gp0, 3136
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1664
S_ADDI_INT gp8, gp0, 3200
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1728
S_ADDI_INT gp8, gp0, 3264
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1792
S_ADDI_INT gp8, gp0, 3328
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1856
S_ADDI_INT gp8, gp0, 3392
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1920
S_ADDI_INT gp8, gp0, 3456
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 1984
S_ADDI_INT gp8, gp0, 3520
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3328
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3392
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3456
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3520
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3328
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3392
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3456
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3520
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 3328
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3392
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3456
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3520
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1792
S_ADDI_INT gp8, gp0, 3328
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1856
S_ADDI_INT gp8, gp0, 3392
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1920
S_ADDI_INT gp8, gp0, 3456
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1984
S_ADDI_INT gp8, gp0, 3520
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 5120
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2048
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2304
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 2048
S_ADDI_INT gp11, gp0, 9216
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2560
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 2304
S_ADDI_INT gp11, gp0, 9472
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2816
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 2560
S_ADDI_INT gp11, gp0, 9728
H_STORE_V gp10, gp11, a0, 1, 0
S_ADDI_INT gp10, gp0, 2816
S_ADDI_INT gp11, gp0, 9984
H_STORE_V gp10, gp11, a0, 1, 0
