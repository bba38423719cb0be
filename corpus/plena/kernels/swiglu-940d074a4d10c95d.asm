; swiglu C4: M=64 D=128 F=512. VRAM rows: X slices 0, hidden slices [128, 640], Y slices 1152, temporaries 1280
S_LD_FP f1, gp0, 0   ; 1.0
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
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73728
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 106496
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 73792
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 106560
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 73856
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 106624
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 73920
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 106688
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 73984
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 106752
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 74048
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 106816
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 74112
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 106880
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 74176
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 106944
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40960
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
S_ADDI_INT gp4, gp0, 45056
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 40960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 41024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 41088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 41152
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 49152
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12288
S_ADDI_INT gp8, gp0, 45056
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 45120
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 45184
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 45248
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 53248
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16448
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16576
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16384
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16448
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16576
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
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
S_ADDI_INT gp4, gp0, 57344
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20544
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20672
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20480
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20544
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20672
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20480
S_ADDI_INT gp8, gp0, 53248
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20544
S_ADDI_INT gp8, gp0, 53312
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 53376
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20672
S_ADDI_INT gp8, gp0, 53440
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61440
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24640
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24704
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24768
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24576
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24640
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24704
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24768
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24576
S_ADDI_INT gp8, gp0, 57344
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24640
S_ADDI_INT gp8, gp0, 57408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24704
S_ADDI_INT gp8, gp0, 57472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24768
S_ADDI_INT gp8, gp0, 57536
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65536
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28736
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28864
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28672
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28736
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28864
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28672
S_ADDI_INT gp8, gp0, 61440
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28736
S_ADDI_INT gp8, gp0, 61504
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 61568
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28864
S_ADDI_INT gp8, gp0, 61632
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 69632
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32832
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32896
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32960
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32832
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32896
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32960
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32768
S_ADDI_INT gp8, gp0, 65536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32832
S_ADDI_INT gp8, gp0, 65600
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32896
S_ADDI_INT gp8, gp0, 65664
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32960
S_ADDI_INT gp8, gp0, 65728
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41216
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36928
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36992
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37056
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36864
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36928
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36992
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37056
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36864
S_ADDI_INT gp8, gp0, 69632
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36928
S_ADDI_INT gp8, gp0, 69696
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36992
S_ADDI_INT gp8, gp0, 69760
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37056
S_ADDI_INT gp8, gp0, 69824
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45312
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 41216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 41280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 41344
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 41408
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 49408
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12544
S_ADDI_INT gp8, gp0, 45312
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 45376
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 45440
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 45504
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 53504
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16704
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16832
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16640
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16704
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16832
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16640
S_ADDI_INT gp8, gp0, 49408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16704
S_ADDI_INT gp8, gp0, 49472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 49536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16832
S_ADDI_INT gp8, gp0, 49600
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 57600
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20800
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20928
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20736
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20800
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20928
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20736
S_ADDI_INT gp8, gp0, 53504
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20800
S_ADDI_INT gp8, gp0, 53568
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 53632
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20928
S_ADDI_INT gp8, gp0, 53696
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61696
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24896
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24960
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25024
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24832
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24896
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24960
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25024
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24832
S_ADDI_INT gp8, gp0, 57600
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24896
S_ADDI_INT gp8, gp0, 57664
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24960
S_ADDI_INT gp8, gp0, 57728
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25024
S_ADDI_INT gp8, gp0, 57792
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65792
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28992
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29120
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28928
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28992
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29120
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28928
S_ADDI_INT gp8, gp0, 61696
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28992
S_ADDI_INT gp8, gp0, 61760
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 61824
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29120
S_ADDI_INT gp8, gp0, 61888
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 69888
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33088
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33152
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33216
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33088
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33152
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33216
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33024
S_ADDI_INT gp8, gp0, 65792
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33088
S_ADDI_INT gp8, gp0, 65856
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33152
S_ADDI_INT gp8, gp0, 65920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33216
S_ADDI_INT gp8, gp0, 65984
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41472
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37184
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37248
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37312
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37120
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37184
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37248
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37312
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37120
S_ADDI_INT gp8, gp0, 69888
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37184
S_ADDI_INT gp8, gp0, 69952
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37248
S_ADDI_INT gp8, gp0, 70016
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37312
S_ADDI_INT gp8, gp0, 70080
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45568
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 41472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 41536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 41600
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 41664
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 49664
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12800
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12800
S_ADDI_INT gp8, gp0, 45568
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 45632
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 45696
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 45760
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 53760
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16960
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17088
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16896
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16960
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17088
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16896
S_ADDI_INT gp8, gp0, 49664
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16960
S_ADDI_INT gp8, gp0, 49728
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 49792
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17088
S_ADDI_INT gp8, gp0, 49856
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 57856
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21056
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21184
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20992
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21056
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21184
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20992
S_ADDI_INT gp8, gp0, 53760
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21056
S_ADDI_INT gp8, gp0, 53824
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 53888
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21184
S_ADDI_INT gp8, gp0, 53952
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61952
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25152
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25216
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25280
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25088
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25152
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25216
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25280
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25088
S_ADDI_INT gp8, gp0, 57856
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25152
S_ADDI_INT gp8, gp0, 57920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25216
S_ADDI_INT gp8, gp0, 57984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25280
S_ADDI_INT gp8, gp0, 58048
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 66048
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29248
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29376
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29184
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29248
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29376
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29184
S_ADDI_INT gp8, gp0, 61952
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29248
S_ADDI_INT gp8, gp0, 62016
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 62080
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29376
S_ADDI_INT gp8, gp0, 62144
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 70144
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33344
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33408
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33472
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33280
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33344
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33408
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33472
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33280
S_ADDI_INT gp8, gp0, 66048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33344
S_ADDI_INT gp8, gp0, 66112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33408
S_ADDI_INT gp8, gp0, 66176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33472
S_ADDI_INT gp8, gp0, 66240
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41728
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37440
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37504
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37568
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37376
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37440
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37504
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37568
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37376
S_ADDI_INT gp8, gp0, 70144
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37440
S_ADDI_INT gp8, gp0, 70208
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37504
S_ADDI_INT gp8, gp0, 70272
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37568
S_ADDI_INT gp8, gp0, 70336
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45824
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 41728
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 41792
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 41856
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 41920
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 49920
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13056
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13056
S_ADDI_INT gp8, gp0, 45824
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 45888
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 45952
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 46016
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 54016
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17216
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17344
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17152
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17216
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17344
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17152
S_ADDI_INT gp8, gp0, 49920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17216
S_ADDI_INT gp8, gp0, 49984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 50048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17344
S_ADDI_INT gp8, gp0, 50112
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58112
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21312
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21440
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 21248
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21312
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21440
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21248
S_ADDI_INT gp8, gp0, 54016
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21312
S_ADDI_INT gp8, gp0, 54080
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 54144
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21440
S_ADDI_INT gp8, gp0, 54208
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62208
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25408
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25472
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25536
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25344
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25408
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25472
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25536
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25344
S_ADDI_INT gp8, gp0, 58112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25408
S_ADDI_INT gp8, gp0, 58176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25472
S_ADDI_INT gp8, gp0, 58240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25536
S_ADDI_INT gp8, gp0, 58304
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 66304
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29504
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29632
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29440
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29504
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29632
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29440
S_ADDI_INT gp8, gp0, 62208
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29504
S_ADDI_INT gp8, gp0, 62272
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 62336
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29632
S_ADDI_INT gp8, gp0, 62400
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 70400
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33600
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33664
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33728
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33536
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33600
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33664
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33728
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33536
S_ADDI_INT gp8, gp0, 66304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33600
S_ADDI_INT gp8, gp0, 66368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33664
S_ADDI_INT gp8, gp0, 66432
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33728
S_ADDI_INT gp8, gp0, 66496
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 41984
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37696
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37760
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37824
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37632
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37696
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37760
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37824
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37632
S_ADDI_INT gp8, gp0, 70400
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37696
S_ADDI_INT gp8, gp0, 70464
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37760
S_ADDI_INT gp8, gp0, 70528
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37824
S_ADDI_INT gp8, gp0, 70592
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46080
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 41984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 42048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 42112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 42176
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 50176
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13312
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13312
S_ADDI_INT gp8, gp0, 46080
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 46144
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 46208
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 46272
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 54272
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17472
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17600
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17408
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17472
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17600
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17408
S_ADDI_INT gp8, gp0, 50176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17472
S_ADDI_INT gp8, gp0, 50240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 50304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17600
S_ADDI_INT gp8, gp0, 50368
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58368
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21568
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21696
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 21504
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21568
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21696
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21504
S_ADDI_INT gp8, gp0, 54272
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21568
S_ADDI_INT gp8, gp0, 54336
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 54400
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21696
S_ADDI_INT gp8, gp0, 54464
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62464
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25664
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25728
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25792
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25600
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25664
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25728
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25792
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25600
S_ADDI_INT gp8, gp0, 58368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25664
S_ADDI_INT gp8, gp0, 58432
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25728
S_ADDI_INT gp8, gp0, 58496
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25792
S_ADDI_INT gp8, gp0, 58560
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 66560
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29760
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 29888
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29696
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29760
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29888
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29696
S_ADDI_INT gp8, gp0, 62464
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29760
S_ADDI_INT gp8, gp0, 62528
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 62592
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29888
S_ADDI_INT gp8, gp0, 62656
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 70656
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33856
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33920
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33984
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33792
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33856
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33920
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33984
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33792
S_ADDI_INT gp8, gp0, 66560
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33856
S_ADDI_INT gp8, gp0, 66624
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33920
S_ADDI_INT gp8, gp0, 66688
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 33984
S_ADDI_INT gp8, gp0, 66752
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 42240
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 37952
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38016
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38080
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 37888
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37952
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38016
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38080
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37888
S_ADDI_INT gp8, gp0, 70656
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 37952
S_ADDI_INT gp8, gp0, 70720
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38016
S_ADDI_INT gp8, gp0, 70784
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38080
S_ADDI_INT gp8, gp0, 70848
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46336
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 42240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 42304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 42368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 42432
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 50432
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13568
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13568
S_ADDI_INT gp8, gp0, 46336
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 46400
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 46464
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 46528
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 54528
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17728
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17856
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17664
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17728
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17856
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17664
S_ADDI_INT gp8, gp0, 50432
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17728
S_ADDI_INT gp8, gp0, 50496
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 50560
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17856
S_ADDI_INT gp8, gp0, 50624
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58624
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21824
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 21952
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 21760
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21824
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21952
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21760
S_ADDI_INT gp8, gp0, 54528
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21824
S_ADDI_INT gp8, gp0, 54592
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 54656
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 21952
S_ADDI_INT gp8, gp0, 54720
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62720
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25920
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 25984
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26048
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 25856
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25920
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25984
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26048
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25856
S_ADDI_INT gp8, gp0, 58624
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25920
S_ADDI_INT gp8, gp0, 58688
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 25984
S_ADDI_INT gp8, gp0, 58752
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26048
S_ADDI_INT gp8, gp0, 58816
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 66816
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30016
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30144
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 29952
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30016
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30144
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 29952
S_ADDI_INT gp8, gp0, 62720
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30016
S_ADDI_INT gp8, gp0, 62784
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 62848
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30144
S_ADDI_INT gp8, gp0, 62912
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 70912
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34112
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34176
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34240
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34048
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34112
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34176
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34240
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34048
S_ADDI_INT gp8, gp0, 66816
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34112
S_ADDI_INT gp8, gp0, 66880
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34176
S_ADDI_INT gp8, gp0, 66944
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34240
S_ADDI_INT gp8, gp0, 67008
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 42496
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38208
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38272
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38336
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38144
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38208
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38272
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38336
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38144
S_ADDI_INT gp8, gp0, 70912
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38208
S_ADDI_INT gp8, gp0, 70976
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38272
S_ADDI_INT gp8, gp0, 71040
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38336
S_ADDI_INT gp8, gp0, 71104
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46592
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 42496
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 42560
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 42624
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 42688
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 50688
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13824
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13824
S_ADDI_INT gp8, gp0, 46592
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 46656
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 46720
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 46784
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 54784
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 17984
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18112
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 17920
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17984
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18112
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17920
S_ADDI_INT gp8, gp0, 50688
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 17984
S_ADDI_INT gp8, gp0, 50752
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 50816
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18112
S_ADDI_INT gp8, gp0, 50880
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58880
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22080
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22208
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22016
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22080
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22208
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22016
S_ADDI_INT gp8, gp0, 54784
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22080
S_ADDI_INT gp8, gp0, 54848
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 54912
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22208
S_ADDI_INT gp8, gp0, 54976
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62976
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26176
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26240
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26304
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26112
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26176
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26240
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26304
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26112
S_ADDI_INT gp8, gp0, 58880
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26176
S_ADDI_INT gp8, gp0, 58944
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26240
S_ADDI_INT gp8, gp0, 59008
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26304
S_ADDI_INT gp8, gp0, 59072
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 67072
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30272
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30400
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30208
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30272
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30400
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30208
S_ADDI_INT gp8, gp0, 62976
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30272
S_ADDI_INT gp8, gp0, 63040
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 63104
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30400
S_ADDI_INT gp8, gp0, 63168
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 71168
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34368
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34432
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34496
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34304
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34368
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34432
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34496
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34304
S_ADDI_INT gp8, gp0, 67072
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34368
S_ADDI_INT gp8, gp0, 67136
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34432
S_ADDI_INT gp8, gp0, 67200
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34496
S_ADDI_INT gp8, gp0, 67264
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 42752
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38464
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38528
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38592
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38400
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38464
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38528
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38592
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38400
S_ADDI_INT gp8, gp0, 71168
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38464
S_ADDI_INT gp8, gp0, 71232
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38528
S_ADDI_INT gp8, gp0, 71296
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38592
S_ADDI_INT gp8, gp0, 71360
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46848
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 42752
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 42816
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 42880
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 42944
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 50944
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14080
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14080
S_ADDI_INT gp8, gp0, 46848
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 46912
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 46976
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 47040
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 55040
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18240
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18368
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18176
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18240
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18368
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18176
S_ADDI_INT gp8, gp0, 50944
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18240
S_ADDI_INT gp8, gp0, 51008
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 51072
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18368
S_ADDI_INT gp8, gp0, 51136
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59136
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22336
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22464
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22272
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22336
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22464
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22272
S_ADDI_INT gp8, gp0, 55040
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22336
S_ADDI_INT gp8, gp0, 55104
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 55168
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22464
S_ADDI_INT gp8, gp0, 55232
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63232
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26432
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26496
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26560
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26368
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26432
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26496
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26560
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26368
S_ADDI_INT gp8, gp0, 59136
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26432
S_ADDI_INT gp8, gp0, 59200
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26496
S_ADDI_INT gp8, gp0, 59264
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26560
S_ADDI_INT gp8, gp0, 59328
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 67328
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30528
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30656
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30464
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30528
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30656
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30464
S_ADDI_INT gp8, gp0, 63232
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30528
S_ADDI_INT gp8, gp0, 63296
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 63360
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30656
S_ADDI_INT gp8, gp0, 63424
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 71424
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34624
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34688
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34752
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34560
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34624
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34688
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34752
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34560
S_ADDI_INT gp8, gp0, 67328
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34624
S_ADDI_INT gp8, gp0, 67392
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34688
S_ADDI_INT gp8, gp0, 67456
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34752
S_ADDI_INT gp8, gp0, 67520
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43008
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38720
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38784
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38848
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38656
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38720
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38784
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38848
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38656
S_ADDI_INT gp8, gp0, 71424
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38720
S_ADDI_INT gp8, gp0, 71488
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38784
S_ADDI_INT gp8, gp0, 71552
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38848
S_ADDI_INT gp8, gp0, 71616
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47104
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10240
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10240
S_ADDI_INT gp8, gp0, 43008
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 43072
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 43136
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 43200
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 51200
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14336
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14336
S_ADDI_INT gp8, gp0, 47104
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 47168
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 47232
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 47296
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 55296
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18496
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18624
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18432
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18496
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18624
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18432
S_ADDI_INT gp8, gp0, 51200
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18496
S_ADDI_INT gp8, gp0, 51264
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 51328
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18624
S_ADDI_INT gp8, gp0, 51392
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59392
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22592
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22720
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22528
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22592
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22720
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22528
S_ADDI_INT gp8, gp0, 55296
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22592
S_ADDI_INT gp8, gp0, 55360
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 55424
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22720
S_ADDI_INT gp8, gp0, 55488
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63488
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26688
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26752
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26816
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26624
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26688
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26752
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26816
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26624
S_ADDI_INT gp8, gp0, 59392
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26688
S_ADDI_INT gp8, gp0, 59456
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26752
S_ADDI_INT gp8, gp0, 59520
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26816
S_ADDI_INT gp8, gp0, 59584
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 67584
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30784
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 30912
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30720
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30784
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30912
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30720
S_ADDI_INT gp8, gp0, 63488
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30784
S_ADDI_INT gp8, gp0, 63552
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 63616
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30912
S_ADDI_INT gp8, gp0, 63680
V_MUL_VV gp7, gp7, gp8, 0
; block row 8, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 71680
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34880
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 34944
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35008
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 34816
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34880
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34944
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35008
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34816
S_ADDI_INT gp8, gp0, 67584
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34880
S_ADDI_INT gp8, gp0, 67648
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 34944
S_ADDI_INT gp8, gp0, 67712
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35008
S_ADDI_INT gp8, gp0, 67776
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43264
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 38976
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39040
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39104
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 38912
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38976
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39040
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39104
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38912
S_ADDI_INT gp8, gp0, 71680
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 38976
S_ADDI_INT gp8, gp0, 71744
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39040
S_ADDI_INT gp8, gp0, 71808
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39104
S_ADDI_INT gp8, gp0, 71872
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47360
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10496
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10496
S_ADDI_INT gp8, gp0, 43264
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 43328
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 43392
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 43456
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 51456
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14592
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14592
S_ADDI_INT gp8, gp0, 47360
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 47424
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 47488
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 47552
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 55552
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18752
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 18880
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18688
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18752
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18880
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18688
S_ADDI_INT gp8, gp0, 51456
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18752
S_ADDI_INT gp8, gp0, 51520
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 51584
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18880
S_ADDI_INT gp8, gp0, 51648
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59648
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22848
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 22976
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 22784
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22848
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22976
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22784
S_ADDI_INT gp8, gp0, 55552
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22848
S_ADDI_INT gp8, gp0, 55616
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 55680
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 22976
S_ADDI_INT gp8, gp0, 55744
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63744
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 26944
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27008
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27072
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 26880
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26944
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27008
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27072
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26880
S_ADDI_INT gp8, gp0, 59648
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 26944
S_ADDI_INT gp8, gp0, 59712
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27008
S_ADDI_INT gp8, gp0, 59776
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27072
S_ADDI_INT gp8, gp0, 59840
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 67840
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31040
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31168
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 30976
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31040
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31168
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 30976
S_ADDI_INT gp8, gp0, 63744
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31040
S_ADDI_INT gp8, gp0, 63808
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 63872
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31168
S_ADDI_INT gp8, gp0, 63936
V_MUL_VV gp7, gp7, gp8, 0
; block row 9, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 71936
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35136
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35200
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35264
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35072
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35136
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35200
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35264
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35072
S_ADDI_INT gp8, gp0, 67840
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35136
S_ADDI_INT gp8, gp0, 67904
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35200
S_ADDI_INT gp8, gp0, 67968
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35264
S_ADDI_INT gp8, gp0, 68032
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43520
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39232
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39296
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39360
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39168
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39232
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39296
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39360
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39168
S_ADDI_INT gp8, gp0, 71936
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39232
S_ADDI_INT gp8, gp0, 72000
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39296
S_ADDI_INT gp8, gp0, 72064
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39360
S_ADDI_INT gp8, gp0, 72128
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47616
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10752
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10752
S_ADDI_INT gp8, gp0, 43520
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 43584
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 43648
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 43712
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 51712
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14848
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14848
S_ADDI_INT gp8, gp0, 47616
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 47680
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 47744
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 47808
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 55808
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19008
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19136
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 18944
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19008
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19136
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 18944
S_ADDI_INT gp8, gp0, 51712
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19008
S_ADDI_INT gp8, gp0, 51776
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 51840
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19136
S_ADDI_INT gp8, gp0, 51904
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59904
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23104
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23232
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23040
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23104
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23232
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23040
S_ADDI_INT gp8, gp0, 55808
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23104
S_ADDI_INT gp8, gp0, 55872
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 55936
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23232
S_ADDI_INT gp8, gp0, 56000
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64000
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27200
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27264
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27328
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27136
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27200
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27264
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27328
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27136
S_ADDI_INT gp8, gp0, 59904
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27200
S_ADDI_INT gp8, gp0, 59968
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27264
S_ADDI_INT gp8, gp0, 60032
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27328
S_ADDI_INT gp8, gp0, 60096
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 68096
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31296
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31424
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 31232
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31296
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31424
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31232
S_ADDI_INT gp8, gp0, 64000
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31296
S_ADDI_INT gp8, gp0, 64064
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 64128
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31424
S_ADDI_INT gp8, gp0, 64192
V_MUL_VV gp7, gp7, gp8, 0
; block row 10, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 72192
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35392
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35456
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35520
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35328
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35392
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35456
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35520
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35328
S_ADDI_INT gp8, gp0, 68096
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35392
S_ADDI_INT gp8, gp0, 68160
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35456
S_ADDI_INT gp8, gp0, 68224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35520
S_ADDI_INT gp8, gp0, 68288
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 43776
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39488
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39552
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39616
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39424
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39488
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39552
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39616
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39424
S_ADDI_INT gp8, gp0, 72192
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39488
S_ADDI_INT gp8, gp0, 72256
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39552
S_ADDI_INT gp8, gp0, 72320
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39616
S_ADDI_INT gp8, gp0, 72384
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47872
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11008
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11008
S_ADDI_INT gp8, gp0, 43776
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 43840
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 43904
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 43968
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 51968
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15104
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15104
S_ADDI_INT gp8, gp0, 47872
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 47936
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 48000
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 48064
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 56064
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19264
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19392
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19200
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19264
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19392
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19200
S_ADDI_INT gp8, gp0, 51968
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19264
S_ADDI_INT gp8, gp0, 52032
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 52096
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19392
S_ADDI_INT gp8, gp0, 52160
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60160
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23360
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23488
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23296
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23360
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23488
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23296
S_ADDI_INT gp8, gp0, 56064
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23360
S_ADDI_INT gp8, gp0, 56128
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 56192
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23488
S_ADDI_INT gp8, gp0, 56256
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64256
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27456
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27520
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27584
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27392
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27456
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27520
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27584
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27392
S_ADDI_INT gp8, gp0, 60160
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27456
S_ADDI_INT gp8, gp0, 60224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27520
S_ADDI_INT gp8, gp0, 60288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27584
S_ADDI_INT gp8, gp0, 60352
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 68352
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31552
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31680
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 31488
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31552
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31680
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31488
S_ADDI_INT gp8, gp0, 64256
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31552
S_ADDI_INT gp8, gp0, 64320
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 64384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31680
S_ADDI_INT gp8, gp0, 64448
V_MUL_VV gp7, gp7, gp8, 0
; block row 11, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 72448
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35648
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35712
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35776
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35584
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35648
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35712
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35776
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35584
S_ADDI_INT gp8, gp0, 68352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35648
S_ADDI_INT gp8, gp0, 68416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35712
S_ADDI_INT gp8, gp0, 68480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35776
S_ADDI_INT gp8, gp0, 68544
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44032
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39744
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39808
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 39872
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39680
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39744
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39808
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39872
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39680
S_ADDI_INT gp8, gp0, 72448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39744
S_ADDI_INT gp8, gp0, 72512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39808
S_ADDI_INT gp8, gp0, 72576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39872
S_ADDI_INT gp8, gp0, 72640
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48128
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11264
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11264
S_ADDI_INT gp8, gp0, 44032
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 44096
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 44160
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 44224
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 52224
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15360
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15360
S_ADDI_INT gp8, gp0, 48128
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 48192
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 48256
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 48320
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 56320
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19520
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19648
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19456
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19520
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19648
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19456
S_ADDI_INT gp8, gp0, 52224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19520
S_ADDI_INT gp8, gp0, 52288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 52352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19648
S_ADDI_INT gp8, gp0, 52416
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60416
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23616
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23744
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23552
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23616
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23744
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23552
S_ADDI_INT gp8, gp0, 56320
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23616
S_ADDI_INT gp8, gp0, 56384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 56448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23744
S_ADDI_INT gp8, gp0, 56512
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64512
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27712
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27776
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27840
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27648
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27712
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27776
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27840
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27648
S_ADDI_INT gp8, gp0, 60416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27712
S_ADDI_INT gp8, gp0, 60480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27776
S_ADDI_INT gp8, gp0, 60544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27840
S_ADDI_INT gp8, gp0, 60608
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 68608
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31808
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 31936
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 31744
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31808
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31936
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31744
S_ADDI_INT gp8, gp0, 64512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31808
S_ADDI_INT gp8, gp0, 64576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 64640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 31936
S_ADDI_INT gp8, gp0, 64704
V_MUL_VV gp7, gp7, gp8, 0
; block row 12, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 72704
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35904
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 35968
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36032
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 35840
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35904
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35968
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36032
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35840
S_ADDI_INT gp8, gp0, 68608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35904
S_ADDI_INT gp8, gp0, 68672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 35968
S_ADDI_INT gp8, gp0, 68736
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36032
S_ADDI_INT gp8, gp0, 68800
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44288
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40000
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40064
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40128
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 39936
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40000
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40064
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40128
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 39936
S_ADDI_INT gp8, gp0, 72704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40000
S_ADDI_INT gp8, gp0, 72768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40064
S_ADDI_INT gp8, gp0, 72832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40128
S_ADDI_INT gp8, gp0, 72896
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48384
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11520
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11520
S_ADDI_INT gp8, gp0, 44288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 44352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 44416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 44480
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 52480
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15616
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15616
S_ADDI_INT gp8, gp0, 48384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 48448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 48512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 48576
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 56576
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19776
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 19904
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19712
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19776
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19904
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19712
S_ADDI_INT gp8, gp0, 52480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19776
S_ADDI_INT gp8, gp0, 52544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 52608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19904
S_ADDI_INT gp8, gp0, 52672
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60672
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23872
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24000
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 23808
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23872
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24000
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23808
S_ADDI_INT gp8, gp0, 56576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23872
S_ADDI_INT gp8, gp0, 56640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 56704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24000
S_ADDI_INT gp8, gp0, 56768
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64768
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 27968
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28032
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28096
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 27904
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27968
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28032
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28096
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27904
S_ADDI_INT gp8, gp0, 60672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 27968
S_ADDI_INT gp8, gp0, 60736
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28032
S_ADDI_INT gp8, gp0, 60800
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28096
S_ADDI_INT gp8, gp0, 60864
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 68864
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32064
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32192
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32000
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32064
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32192
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32000
S_ADDI_INT gp8, gp0, 64768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32064
S_ADDI_INT gp8, gp0, 64832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 64896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32192
S_ADDI_INT gp8, gp0, 64960
V_MUL_VV gp7, gp7, gp8, 0
; block row 13, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 72960
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36160
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36224
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36288
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36096
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36160
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36224
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36288
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36096
S_ADDI_INT gp8, gp0, 68864
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36160
S_ADDI_INT gp8, gp0, 68928
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36224
S_ADDI_INT gp8, gp0, 68992
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36288
S_ADDI_INT gp8, gp0, 69056
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44544
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40256
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40320
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40384
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 40192
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40256
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40320
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40384
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40192
S_ADDI_INT gp8, gp0, 72960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40256
S_ADDI_INT gp8, gp0, 73024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40320
S_ADDI_INT gp8, gp0, 73088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40384
S_ADDI_INT gp8, gp0, 73152
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48640
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11776
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11776
S_ADDI_INT gp8, gp0, 44544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 44608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 44672
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 44736
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 52736
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15872
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15872
S_ADDI_INT gp8, gp0, 48640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 48704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 48768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 48832
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 56832
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20032
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20160
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 19968
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20032
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20160
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 19968
S_ADDI_INT gp8, gp0, 52736
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20032
S_ADDI_INT gp8, gp0, 52800
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 52864
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20160
S_ADDI_INT gp8, gp0, 52928
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60928
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24128
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24256
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24064
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24128
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24256
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24064
S_ADDI_INT gp8, gp0, 56832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24128
S_ADDI_INT gp8, gp0, 56896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 56960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24256
S_ADDI_INT gp8, gp0, 57024
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65024
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28224
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28288
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28352
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28160
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28224
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28288
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28352
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28160
S_ADDI_INT gp8, gp0, 60928
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28224
S_ADDI_INT gp8, gp0, 60992
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28288
S_ADDI_INT gp8, gp0, 61056
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28352
S_ADDI_INT gp8, gp0, 61120
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 69120
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32320
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32448
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32256
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32320
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32448
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32256
S_ADDI_INT gp8, gp0, 65024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32320
S_ADDI_INT gp8, gp0, 65088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 65152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32448
S_ADDI_INT gp8, gp0, 65216
V_MUL_VV gp7, gp7, gp8, 0
; block row 14, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73216
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36416
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36480
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36544
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36352
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36416
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36480
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36544
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36352
S_ADDI_INT gp8, gp0, 69120
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36416
S_ADDI_INT gp8, gp0, 69184
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36480
S_ADDI_INT gp8, gp0, 69248
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36544
S_ADDI_INT gp8, gp0, 69312
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 44800
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40512
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40576
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40640
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 40448
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40512
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40576
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40640
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40448
S_ADDI_INT gp8, gp0, 73216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40512
S_ADDI_INT gp8, gp0, 73280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40576
S_ADDI_INT gp8, gp0, 73344
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40640
S_ADDI_INT gp8, gp0, 73408
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48896
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12032
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12032
S_ADDI_INT gp8, gp0, 44800
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 44864
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 44928
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 44992
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 52992
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16128
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16128
S_ADDI_INT gp8, gp0, 48896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 48960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 49024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 49088
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 57088
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20288
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 20416
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 20224
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20288
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20416
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20224
S_ADDI_INT gp8, gp0, 52992
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20288
S_ADDI_INT gp8, gp0, 53056
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 53120
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 20416
S_ADDI_INT gp8, gp0, 53184
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61184
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24384
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 24512
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 24320
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24384
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24512
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24320
S_ADDI_INT gp8, gp0, 57088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24384
S_ADDI_INT gp8, gp0, 57152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 57216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 24512
S_ADDI_INT gp8, gp0, 57280
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65280
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28480
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28544
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 28608
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 28416
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28480
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28544
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28608
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28416
S_ADDI_INT gp8, gp0, 61184
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28480
S_ADDI_INT gp8, gp0, 61248
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28544
S_ADDI_INT gp8, gp0, 61312
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 28608
S_ADDI_INT gp8, gp0, 61376
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 69376
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
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32576
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32704
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32512
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32576
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32704
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32512
S_ADDI_INT gp8, gp0, 65280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32576
S_ADDI_INT gp8, gp0, 65344
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 65408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 32704
S_ADDI_INT gp8, gp0, 65472
V_MUL_VV gp7, gp7, gp8, 0
; block row 15, column tile 7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73472
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
S_ADDI_INT gp8, gp0, 81920
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36672
S_ADDI_INT gp8, gp0, 81984
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36736
S_ADDI_INT gp8, gp0, 82048
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 36800
S_ADDI_INT gp8, gp0, 82112
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 81920
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81920
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81984
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82048
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82112
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 81920
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 81984
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82048
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82112
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 36608
S_ADDI_INT gp8, gp0, 81920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36672
S_ADDI_INT gp8, gp0, 81984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36736
S_ADDI_INT gp8, gp0, 82048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36800
S_ADDI_INT gp8, gp0, 82112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36608
S_ADDI_INT gp8, gp0, 69376
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36672
S_ADDI_INT gp8, gp0, 69440
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36736
S_ADDI_INT gp8, gp0, 69504
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 36800
S_ADDI_INT gp8, gp0, 69568
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40704
S_ADDI_INT gp8, gp0, 82176
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40768
S_ADDI_INT gp8, gp0, 82240
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40832
S_ADDI_INT gp8, gp0, 82304
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 40896
S_ADDI_INT gp8, gp0, 82368
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 82176
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82176
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82240
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82304
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82368
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 82176
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82240
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82304
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 82368
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 40704
S_ADDI_INT gp8, gp0, 82176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40768
S_ADDI_INT gp8, gp0, 82240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40832
S_ADDI_INT gp8, gp0, 82304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40896
S_ADDI_INT gp8, gp0, 82368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40704
S_ADDI_INT gp8, gp0, 73472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40768
S_ADDI_INT gp8, gp0, 73536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40832
S_ADDI_INT gp8, gp0, 73600
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 40896
S_ADDI_INT gp8, gp0, 73664
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 139264
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 147456
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 155648
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 163840
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 172032
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 180224
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 188416
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 196608
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 139328
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 147520
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 155712
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 163904
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 172096
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 180288
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 188480
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 196672
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73728
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
S_ADDI_INT gp4, gp0, 77824
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
S_ADDI_INT gp10, gp0, 73728
S_ADDI_INT gp11, gp0, 204800
H_STORE_V gp10, gp11, a0, 1, 0
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73984
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
S_ADDI_INT gp10, gp0, 77824
S_ADDI_INT gp11, gp0, 204864
H_STORE_V gp10, gp11, a0, 1, 0
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78080
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
S_ADDI_INT gp10, gp0, 73984
S_ADDI_INT gp11, gp0, 205312
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74240
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
S_ADDI_INT gp10, gp0, 78080
S_ADDI_INT gp11, gp0, 205376
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78336
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
S_ADDI_INT gp10, gp0, 74240
S_ADDI_INT gp11, gp0, 205824
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74496
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
S_ADDI_INT gp10, gp0, 78336
S_ADDI_INT gp11, gp0, 205888
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78592
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
S_ADDI_INT gp10, gp0, 74496
S_ADDI_INT gp11, gp0, 206336
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74752
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
S_ADDI_INT gp10, gp0, 78592
S_ADDI_INT gp11, gp0, 206400
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78848
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
S_ADDI_INT gp10, gp0, 74752
S_ADDI_INT gp11, gp0, 206848
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75008
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
S_ADDI_INT gp10, gp0, 78848
S_ADDI_INT gp11, gp0, 206912
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79104
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
S_ADDI_INT gp10, gp0, 75008
S_ADDI_INT gp11, gp0, 207360
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75264
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
S_ADDI_INT gp10, gp0, 79104
S_ADDI_INT gp11, gp0, 207424
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79360
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
S_ADDI_INT gp10, gp0, 75264
S_ADDI_INT gp11, gp0, 207872
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75520
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
S_ADDI_INT gp10, gp0, 79360
S_ADDI_INT gp11, gp0, 207936
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79616
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
S_ADDI_INT gp10, gp0, 75520
S_ADDI_INT gp11, gp0, 208384
H_STORE_V gp10, gp11, a0, 1, 0
; block row 8, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75776
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
S_ADDI_INT gp10, gp0, 79616
S_ADDI_INT gp11, gp0, 208448
H_STORE_V gp10, gp11, a0, 1, 0
; block row 8, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79872
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
S_ADDI_INT gp10, gp0, 75776
S_ADDI_INT gp11, gp0, 208896
H_STORE_V gp10, gp11, a0, 1, 0
; block row 9, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76032
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
S_ADDI_INT gp10, gp0, 79872
S_ADDI_INT gp11, gp0, 208960
H_STORE_V gp10, gp11, a0, 1, 0
; block row 9, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80128
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
S_ADDI_INT gp10, gp0, 76032
S_ADDI_INT gp11, gp0, 209408
H_STORE_V gp10, gp11, a0, 1, 0
; block row 10, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76288
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
S_ADDI_INT gp10, gp0, 80128
S_ADDI_INT gp11, gp0, 209472
H_STORE_V gp10, gp11, a0, 1, 0
; block row 10, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80384
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
S_ADDI_INT gp10, gp0, 76288
S_ADDI_INT gp11, gp0, 209920
H_STORE_V gp10, gp11, a0, 1, 0
; block row 11, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76544
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
S_ADDI_INT gp10, gp0, 80384
S_ADDI_INT gp11, gp0, 209984
H_STORE_V gp10, gp11, a0, 1, 0
; block row 11, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80640
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
S_ADDI_INT gp10, gp0, 76544
S_ADDI_INT gp11, gp0, 210432
H_STORE_V gp10, gp11, a0, 1, 0
; block row 12, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76800
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
S_ADDI_INT gp10, gp0, 80640
S_ADDI_INT gp11, gp0, 210496
H_STORE_V gp10, gp11, a0, 1, 0
; block row 12, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80896
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
S_ADDI_INT gp10, gp0, 76800
S_ADDI_INT gp11, gp0, 210944
H_STORE_V gp10, gp11, a0, 1, 0
; block row 13, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77056
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
S_ADDI_INT gp10, gp0, 80896
S_ADDI_INT gp11, gp0, 211008
H_STORE_V gp10, gp11, a0, 1, 0
; block row 13, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81152
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
S_ADDI_INT gp10, gp0, 77056
S_ADDI_INT gp11, gp0, 211456
H_STORE_V gp10, gp11, a0, 1, 0
; block row 14, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77312
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
S_ADDI_INT gp10, gp0, 81152
S_ADDI_INT gp11, gp0, 211520
H_STORE_V gp10, gp11, a0, 1, 0
; block row 14, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81408
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
S_ADDI_INT gp10, gp0, 77312
S_ADDI_INT gp11, gp0, 211968
H_STORE_V gp10, gp11, a0, 1, 0
; block row 15, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77568
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
S_ADDI_INT gp10, gp0, 81408
S_ADDI_INT gp11, gp0, 212032
H_STORE_V gp10, gp11, a0, 1, 0
; block row 15, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81664
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
S_ADDI_INT gp10, gp0, 77568
S_ADDI_INT gp11, gp0, 212480
H_STORE_V gp10, gp11, a0, 1, 0
S_ADDI_INT gp10, gp0, 81664
S_ADDI_INT gp11, gp0, 212544
H_STORE_V gp10, gp11, a0, 1, 0
