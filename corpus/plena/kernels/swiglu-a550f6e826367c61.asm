; swiglu C2: M=32 D=64 F=192. VRAM rows: X slices 0, hidden slices [32, 128], Y slices 224, temporaries 256
S_LD_FP f1, gp0, 0   ; 1.0
S_ADDI_INT gp9, gp0, 192
C_SET_STRIDE_REG gp9   ; STRIDE = 192
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 2176
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
S_ADDI_INT gp9, gp0, 192
C_SET_STRIDE_REG gp9   ; STRIDE = 192
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 14336
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 14400
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 14464
H_PREFETCH_M gp3, gp4, a0, 1, 0
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
; block row 0, column tile 0
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
; block row 0, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2048
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2112
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2176
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2240
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2048
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2112
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2176
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2240
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2048
S_ADDI_INT gp8, gp0, 8192
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2112
S_ADDI_INT gp8, gp0, 8256
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2176
S_ADDI_INT gp8, gp0, 8320
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2240
S_ADDI_INT gp8, gp0, 8384
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 10240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 10304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 10368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 10432
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 0
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
S_ADDI_INT gp7, gp0, 6144
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6208
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6144
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6208
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
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
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2304
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2368
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2432
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2496
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2304
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2368
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2432
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2496
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2304
S_ADDI_INT gp8, gp0, 8448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2368
S_ADDI_INT gp8, gp0, 8512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2432
S_ADDI_INT gp8, gp0, 8576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2496
S_ADDI_INT gp8, gp0, 8640
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 10496
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 10560
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 10624
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 10688
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 0
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
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 12544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 12608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 12672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 12736
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2560
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2624
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2688
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2752
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2560
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2624
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2688
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2752
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2560
S_ADDI_INT gp8, gp0, 8704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2624
S_ADDI_INT gp8, gp0, 8768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2688
S_ADDI_INT gp8, gp0, 8832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2752
S_ADDI_INT gp8, gp0, 8896
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 10752
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 10816
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 10880
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 10944
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 0
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
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 12800
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 12864
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 12928
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 12992
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 2816
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2880
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 2944
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3008
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 2816
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2880
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2944
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3008
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2816
S_ADDI_INT gp8, gp0, 8960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2880
S_ADDI_INT gp8, gp0, 9024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 2944
S_ADDI_INT gp8, gp0, 9088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3008
S_ADDI_INT gp8, gp0, 9152
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 11008
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 11072
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 11136
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 11200
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 0
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
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 13056
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 13120
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 13184
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 13248
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3072
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3136
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3200
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3264
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3072
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3136
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3200
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3264
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3072
S_ADDI_INT gp8, gp0, 9216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3136
S_ADDI_INT gp8, gp0, 9280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3200
S_ADDI_INT gp8, gp0, 9344
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3264
S_ADDI_INT gp8, gp0, 9408
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 11264
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 11328
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 11392
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 11456
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 0
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
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 13312
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 13376
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 13440
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 13504
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3328
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3392
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3456
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3520
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3328
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3392
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3456
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3520
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3328
S_ADDI_INT gp8, gp0, 9472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3392
S_ADDI_INT gp8, gp0, 9536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3456
S_ADDI_INT gp8, gp0, 9600
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3520
S_ADDI_INT gp8, gp0, 9664
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 11520
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 11584
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 11648
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 11712
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 0
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
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 13568
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 13632
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 13696
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 13760
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3584
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3648
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3712
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3776
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3584
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3648
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3712
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3776
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3584
S_ADDI_INT gp8, gp0, 9728
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3648
S_ADDI_INT gp8, gp0, 9792
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3712
S_ADDI_INT gp8, gp0, 9856
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3776
S_ADDI_INT gp8, gp0, 9920
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 11776
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 11840
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 11904
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 11968
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 0
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
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 13824
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 13888
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 13952
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 14016
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 3840
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3904
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 3968
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4032
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 3840
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3904
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3968
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4032
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3840
S_ADDI_INT gp8, gp0, 9984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3904
S_ADDI_INT gp8, gp0, 10048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 3968
S_ADDI_INT gp8, gp0, 10112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4032
S_ADDI_INT gp8, gp0, 10176
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 16384
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 16448
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 16512
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 16576
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16384
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16448
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16512
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16576
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16384
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16448
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16512
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16576
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 12032
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 12096
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 12160
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 12224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 16640
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 16704
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 16768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 16832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16640
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16704
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 16640
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16704
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 14080
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 14144
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 14208
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 14272
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 26624
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 30720
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 34816
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 14336
S_ADDI_INT gp11, gp0, 38912
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 14592
S_ADDI_INT gp11, gp0, 39168
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 14848
S_ADDI_INT gp11, gp0, 39424
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 15104
S_ADDI_INT gp11, gp0, 39680
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 15360
S_ADDI_INT gp11, gp0, 39936
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 15616
S_ADDI_INT gp11, gp0, 40192
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 15872
S_ADDI_INT gp11, gp0, 40448
H_STORE_V gp10, gp11, a0, 1, 0
S_ADDI_INT gp10, gp0, 16128
S_ADDI_INT gp11, gp0, 40704
H_STORE_V gp10, gp11, a0, 1, 0
