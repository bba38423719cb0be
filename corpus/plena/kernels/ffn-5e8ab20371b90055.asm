; ffn C2: M=32 D=64 F=256. VRAM rows: X slices 0, hidden slices [32], Y slices 160, temporaries 192
S_LD_FP f1, gp0, 0   ; 1.0
S_LD_FP f2, gp0, 2   ; -1.702
S_ADDI_INT gp9, gp0, 256
C_SET_STRIDE_REG gp9   ; STRIDE = 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 2176
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 2240
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
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
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 1280
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 1536
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 1792
H_PREFETCH_V gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2048
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2048
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2112
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2176
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2240
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2048
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2112
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2176
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2240
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6144
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6208
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6144
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6208
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2304
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2304
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2368
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2432
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2496
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2304
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2368
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2432
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2496
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2560
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2560
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2624
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2688
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2752
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2560
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2624
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2688
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2752
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2816
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2816
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2880
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 2944
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3008
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2816
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2880
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2944
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3008
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3072
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3072
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3136
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3200
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3264
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3072
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3136
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3200
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3264
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3328
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3328
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3392
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3456
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3520
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3328
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3392
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3456
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3520
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3584
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3584
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3648
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3712
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3776
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3584
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3648
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3712
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3776
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3840
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3840
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3904
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 3968
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 4032
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3840
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3904
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3968
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4032
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 12288
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 12352
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 12416
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 12480
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 12288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 12352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 12416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 12480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 12544
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 12608
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 12672
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 12736
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12608
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12672
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12736
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 12544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12608
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12672
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12736
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 18432
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 22528
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 26624
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 30720
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 10240
S_ADDI_INT gp11, gp0, 34816
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 10496
S_ADDI_INT gp11, gp0, 35072
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 10752
S_ADDI_INT gp11, gp0, 35328
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 11008
S_ADDI_INT gp11, gp0, 35584
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 11264
S_ADDI_INT gp11, gp0, 35840
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 11520
S_ADDI_INT gp11, gp0, 36096
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 11776
S_ADDI_INT gp11, gp0, 36352
H_STORE_V gp10, gp11, a0, 1, 0
S_ADDI_INT gp10, gp0, 12032
S_ADDI_INT gp11, gp0, 36608
H_STORE_V gp10, gp11, a0, 1, 0
