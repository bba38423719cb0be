; ffn C4: M=64 D=128 F=512. VRAM rows: X slices 0, hidden slices [128], Y slices 640, temporaries 768
S_LD_FP f1, gp0, 0   ; 1.0
S_LD_FP f2, gp0, 2   ; -1.702
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 40960
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 8256
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 41024
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 8320
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 41088
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 8384
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 41152
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 8448
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 41216
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 8512
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 41280
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 8576
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 41344
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 8640
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 41408
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 512
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4352
S_ADDI_INT gp4, gp0, 576
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4608
S_ADDI_INT gp4, gp0, 1088
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 1536
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4864
S_ADDI_INT gp4, gp0, 1600
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 5120
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 2560
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 5376
S_ADDI_INT gp4, gp0, 2624
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 3072
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 5632
S_ADDI_INT gp4, gp0, 3136
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 3584
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 5888
S_ADDI_INT gp4, gp0, 3648
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 6144
S_ADDI_INT gp4, gp0, 4160
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 4608
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 6400
S_ADDI_INT gp4, gp0, 4672
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 5120
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 6656
S_ADDI_INT gp4, gp0, 5184
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 5632
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 6912
S_ADDI_INT gp4, gp0, 5696
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 6144
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 7168
S_ADDI_INT gp4, gp0, 6208
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 6656
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 7424
S_ADDI_INT gp4, gp0, 6720
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 7168
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 7680
S_ADDI_INT gp4, gp0, 7232
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 7680
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 7936
S_ADDI_INT gp4, gp0, 7744
H_PREFETCH_V gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12288
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 16384
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16448
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16576
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16448
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16576
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 20480
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20544
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20672
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20480
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20544
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20672
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 24576
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24640
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24704
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24768
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24576
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24640
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24704
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24768
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 28672
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28736
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28864
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28672
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28736
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28864
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 36864
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 32768
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32832
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32896
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32960
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32832
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32896
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32960
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 36864
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36928
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36992
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37056
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36864
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36928
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36992
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37056
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12544
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 16640
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16704
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16832
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16704
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16832
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 20736
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20800
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20928
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20736
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20800
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20928
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 24832
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24896
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24960
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25024
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24832
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24896
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24960
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25024
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 33024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 28928
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28992
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29120
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28928
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28992
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29120
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37120
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 33024
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33088
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33152
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33216
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33088
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33152
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33216
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 37120
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37184
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37248
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37312
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37120
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37184
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37248
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37312
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12800
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12800
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 16896
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16960
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17088
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16896
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16960
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17088
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 20992
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21056
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21184
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20992
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21056
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21184
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 25088
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25152
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25216
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25280
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25088
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25152
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25216
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25280
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 33280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 29184
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29248
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29376
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29184
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29248
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29376
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37376
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 33280
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33344
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33408
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33472
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33280
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33344
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33408
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33472
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 37376
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37440
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37504
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37568
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37376
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37440
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37504
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37568
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17152
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13056
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13056
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 17152
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17216
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17344
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17152
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17216
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17344
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 21248
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21312
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21440
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 21248
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21312
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21440
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 25344
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25408
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25472
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25536
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25344
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25408
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25472
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25536
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 33536
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 29440
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29504
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29632
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29440
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29504
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29632
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37632
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 33536
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33600
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33664
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33728
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33536
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33600
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33664
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33728
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 37632
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37696
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37760
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37824
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37632
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37696
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37760
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37824
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17408
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13312
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13312
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 17408
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17472
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17600
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17408
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17472
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17600
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 21504
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21568
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21696
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 21504
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21568
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21696
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 25600
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25664
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25728
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25792
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25600
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25664
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25728
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25792
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 33792
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 29696
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29760
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 29888
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29696
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29760
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29888
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37888
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 33792
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33856
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33920
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 33984
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33792
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33856
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33920
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33984
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 37888
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 37952
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38016
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38080
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37888
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37952
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38016
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38080
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17664
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13568
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13568
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 17664
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17728
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17856
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17664
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17728
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17856
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 21760
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21824
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 21952
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 21760
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21824
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21952
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 25856
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25920
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 25984
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26048
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25856
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25920
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25984
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26048
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 34048
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 29952
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30016
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30144
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29952
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30016
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30144
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38144
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 34048
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34112
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34176
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34240
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34048
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34112
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34176
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34240
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 38144
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38208
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38272
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38336
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38144
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38208
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38272
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38336
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17920
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13824
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13824
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 17920
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 17984
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18112
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17920
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17984
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18112
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 22016
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22080
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22208
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22016
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22080
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22208
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 26112
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26176
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26240
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26304
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26112
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26176
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26240
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26304
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 34304
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 30208
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30272
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30400
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30208
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30272
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30400
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38400
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 34304
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34368
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34432
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34496
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34304
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34368
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34432
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34496
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 38400
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38464
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38528
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38592
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38400
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38464
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38528
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38592
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18176
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14080
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14080
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 18176
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18240
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18368
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18176
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18240
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18368
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 22272
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22336
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22464
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22272
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22336
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22464
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 26368
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26432
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26496
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26560
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26368
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26432
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26496
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26560
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 34560
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 30464
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30528
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30656
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30464
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30528
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30656
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38656
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 34560
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34624
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34688
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34752
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34560
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34624
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34688
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34752
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 38656
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38720
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38784
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38848
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38656
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38720
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38784
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38848
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 10240
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10240
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18432
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14336
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14336
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 18432
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18496
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18624
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18432
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18496
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18624
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 22528
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22592
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22720
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22528
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22592
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22720
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 26624
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26688
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26752
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26816
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26624
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26688
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26752
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26816
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 34816
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 30720
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30784
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 30912
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30720
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30784
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30912
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38912
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 34816
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34880
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 34944
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35008
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34816
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34880
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34944
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35008
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 38912
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 38976
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39040
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39104
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38912
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38976
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39040
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39104
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 10496
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10496
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18688
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14592
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14592
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 18688
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18752
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 18880
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18688
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18752
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18880
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 22784
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22848
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 22976
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22784
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22848
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22976
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 26880
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 26944
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27008
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27072
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26880
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26944
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27008
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27072
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 35072
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 30976
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31040
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31168
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30976
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31040
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31168
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39168
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 35072
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35136
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35200
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35264
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35072
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35136
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35200
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35264
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 39168
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39232
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39296
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39360
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39168
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39232
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39296
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39360
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 10752
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10752
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18944
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14848
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14848
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 18944
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19008
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19136
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18944
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19008
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19136
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 23040
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23104
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23232
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23040
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23104
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23232
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 27136
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27200
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27264
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27328
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27136
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27200
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27264
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27328
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 35328
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 31232
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31296
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31424
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 31232
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31296
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31424
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39424
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 35328
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35392
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35456
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35520
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35328
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35392
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35456
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35520
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 39424
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39488
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39552
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39616
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39424
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39488
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39552
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39616
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11008
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11008
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19200
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15104
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15104
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 19200
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19264
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19392
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19200
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19264
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19392
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 23296
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23360
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23488
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23296
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23360
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23488
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 27392
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27456
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27520
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27584
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27392
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27456
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27520
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27584
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 35584
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 31488
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31552
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31680
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 31488
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31552
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31680
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39680
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 35584
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35648
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35712
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35776
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35584
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35648
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35712
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35776
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 39680
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39744
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39808
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 39872
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39680
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39744
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39808
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39872
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11264
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11264
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19456
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15360
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15360
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 19456
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19520
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19648
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19456
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19520
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19648
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 23552
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23616
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23744
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23552
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23616
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23744
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 27648
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27712
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27776
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27840
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27648
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27712
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27776
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27840
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 35840
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 31744
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31808
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 31936
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 31744
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31808
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31936
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39936
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 35840
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35904
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 35968
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36032
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35840
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35904
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35968
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36032
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 39936
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40000
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40064
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40128
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39936
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40000
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40064
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40128
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11520
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11520
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19712
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15616
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15616
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 19712
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19776
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 19904
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19712
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19776
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19904
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 23808
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23872
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24000
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23808
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23872
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24000
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 27904
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 27968
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28032
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28096
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27904
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27968
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28032
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28096
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 36096
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 32000
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32064
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32192
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32000
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32064
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32192
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40192
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 36096
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36160
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36224
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36288
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36096
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36160
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36224
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36288
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 40192
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40256
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40320
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40384
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 40192
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40256
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40320
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40384
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11776
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11776
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19968
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15872
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15872
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 19968
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20032
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20160
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19968
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20032
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20160
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 24064
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24128
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24256
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24064
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24128
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24256
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 28160
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28224
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28288
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28352
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28160
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28224
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28288
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28352
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 36352
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 32256
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32320
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32448
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32256
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32320
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32448
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40448
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 36352
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36416
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36480
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36544
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36352
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36416
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36480
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36544
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 40448
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40512
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40576
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40640
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 40448
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40512
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40576
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40640
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12032
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12032
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20224
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 16128
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16128
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 20224
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20288
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 20416
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20224
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20288
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20416
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 24320
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24384
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 24512
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24320
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24384
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24512
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 28416
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28480
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28544
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 28608
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28416
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28480
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28544
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28608
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 36608
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 32512
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32576
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 32704
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32512
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32576
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32704
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40704
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 36608
S_ADDI_INT gp8, gp0, 49152
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36672
S_ADDI_INT gp8, gp0, 49216
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36736
S_ADDI_INT gp8, gp0, 49280
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 36800
S_ADDI_INT gp8, gp0, 49344
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49280
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49344
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49280
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49344
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36608
S_ADDI_INT gp8, gp0, 49152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36672
S_ADDI_INT gp8, gp0, 49216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36736
S_ADDI_INT gp8, gp0, 49280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36800
S_ADDI_INT gp8, gp0, 49344
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40704
S_ADDI_INT gp8, gp0, 49408
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40768
S_ADDI_INT gp8, gp0, 49472
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40832
S_ADDI_INT gp8, gp0, 49536
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 40896
S_ADDI_INT gp8, gp0, 49600
V_MUL_VF gp8, gp7, f2, 0
S_ADDI_INT gp7, gp0, 49408
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49408
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49472
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49536
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49600
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 49408
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49472
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49536
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 49600
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 40704
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40768
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40832
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40896
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73728
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 81920
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 90112
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 98304
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 106496
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 114688
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 122880
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 131072
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 73792
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 81984
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 90176
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 98368
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 106560
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 114752
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 122944
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 131136
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40960
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 40960
S_ADDI_INT gp11, gp0, 139264
H_STORE_V gp10, gp11, a0, 1, 0
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41216
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45056
S_ADDI_INT gp11, gp0, 139328
H_STORE_V gp10, gp11, a0, 1, 0
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 41216
S_ADDI_INT gp11, gp0, 139776
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41472
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45312
S_ADDI_INT gp11, gp0, 139840
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 41472
S_ADDI_INT gp11, gp0, 140288
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41728
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45568
S_ADDI_INT gp11, gp0, 140352
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 41728
S_ADDI_INT gp11, gp0, 140800
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41984
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45824
S_ADDI_INT gp11, gp0, 140864
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 41984
S_ADDI_INT gp11, gp0, 141312
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 42240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46080
S_ADDI_INT gp11, gp0, 141376
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 42240
S_ADDI_INT gp11, gp0, 141824
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 42496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46336
S_ADDI_INT gp11, gp0, 141888
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 42496
S_ADDI_INT gp11, gp0, 142336
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 42752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46592
S_ADDI_INT gp11, gp0, 142400
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 42752
S_ADDI_INT gp11, gp0, 142848
H_STORE_V gp10, gp11, a0, 1, 0
; block row 8, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46848
S_ADDI_INT gp11, gp0, 142912
H_STORE_V gp10, gp11, a0, 1, 0
; block row 8, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 43008
S_ADDI_INT gp11, gp0, 143360
H_STORE_V gp10, gp11, a0, 1, 0
; block row 9, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47104
S_ADDI_INT gp11, gp0, 143424
H_STORE_V gp10, gp11, a0, 1, 0
; block row 9, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 43264
S_ADDI_INT gp11, gp0, 143872
H_STORE_V gp10, gp11, a0, 1, 0
; block row 10, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47360
S_ADDI_INT gp11, gp0, 143936
H_STORE_V gp10, gp11, a0, 1, 0
; block row 10, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 43520
S_ADDI_INT gp11, gp0, 144384
H_STORE_V gp10, gp11, a0, 1, 0
; block row 11, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47616
S_ADDI_INT gp11, gp0, 144448
H_STORE_V gp10, gp11, a0, 1, 0
; block row 11, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 43776
S_ADDI_INT gp11, gp0, 144896
H_STORE_V gp10, gp11, a0, 1, 0
; block row 12, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47872
S_ADDI_INT gp11, gp0, 144960
H_STORE_V gp10, gp11, a0, 1, 0
; block row 12, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 44032
S_ADDI_INT gp11, gp0, 145408
H_STORE_V gp10, gp11, a0, 1, 0
; block row 13, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44288
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48128
S_ADDI_INT gp11, gp0, 145472
H_STORE_V gp10, gp11, a0, 1, 0
; block row 13, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 27904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 44288
S_ADDI_INT gp11, gp0, 145920
H_STORE_V gp10, gp11, a0, 1, 0
; block row 14, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44544
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48384
S_ADDI_INT gp11, gp0, 145984
H_STORE_V gp10, gp11, a0, 1, 0
; block row 14, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 44544
S_ADDI_INT gp11, gp0, 146432
H_STORE_V gp10, gp11, a0, 1, 0
; block row 15, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44800
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48640
S_ADDI_INT gp11, gp0, 146496
H_STORE_V gp10, gp11, a0, 1, 0
; block row 15, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 44800
S_ADDI_INT gp11, gp0, 146944
H_STORE_V gp10, gp11, a0, 1, 0
S_ADDI_INT gp10, gp0, 48896
S_ADDI_INT gp11, gp0, 147008
H_STORE_V gp10, gp11, a0, 1, 0
