; swiglu C3: M=32 D=128 F=384. VRAM rows: X slices 0, hidden slices [64, 256], Y slices 448, temporaries 512
S_LD_FP f1, gp0, 0   ; 1.0
S_ADDI_INT gp9, gp0, 384
C_SET_STRIDE_REG gp9   ; STRIDE = 384
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 4160
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 28736
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 4224
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 28800
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 4288
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 28864
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 4352
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 28928
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 4416
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 28992
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 512
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 576
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 1088
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 1536
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 1600
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 2560
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 2624
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 3072
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 3136
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 3584
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 3648
H_PREFETCH_V gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 2, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 2, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 2, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 2, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 3, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 3, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 3, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 3, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 4, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 4, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 4, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 4, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 5, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 5, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 5, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 5, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 6, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 6, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 6, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 6, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 7, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 7, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 7, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 7, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 384
C_SET_STRIDE_REG gp9   ; STRIDE = 384
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 53248
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 77824
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 53312
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 77888
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 53376
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 77952
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 53440
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 78016
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 53504
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 78080
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 53568
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 78144
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18432
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4096
S_ADDI_INT gp8, gp0, 16384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4160
S_ADDI_INT gp8, gp0, 16448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 16512
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 16576
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6144
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6208
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6144
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6208
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6144
S_ADDI_INT gp8, gp0, 18432
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6208
S_ADDI_INT gp8, gp0, 18496
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 18560
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 18624
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8192
S_ADDI_INT gp8, gp0, 20480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8256
S_ADDI_INT gp8, gp0, 20544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 20608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 20672
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 10240
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10240
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10240
S_ADDI_INT gp8, gp0, 22528
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10304
S_ADDI_INT gp8, gp0, 22592
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 22656
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 22720
V_MUL_VV gp7, gp7, gp8, 0
; block row 0, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12288
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12288
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12288
S_ADDI_INT gp8, gp0, 24576
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12352
S_ADDI_INT gp8, gp0, 24640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 24704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 24768
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14336
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14336
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14336
S_ADDI_INT gp8, gp0, 26624
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14400
S_ADDI_INT gp8, gp0, 26688
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 26752
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 26816
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18688
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4352
S_ADDI_INT gp8, gp0, 16640
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4416
S_ADDI_INT gp8, gp0, 16704
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 16768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 16832
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6400
S_ADDI_INT gp8, gp0, 18688
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6464
S_ADDI_INT gp8, gp0, 18752
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 18816
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 18880
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8448
S_ADDI_INT gp8, gp0, 20736
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8512
S_ADDI_INT gp8, gp0, 20800
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 20864
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 20928
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 10496
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10496
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10496
S_ADDI_INT gp8, gp0, 22784
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10560
S_ADDI_INT gp8, gp0, 22848
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 22912
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 22976
V_MUL_VV gp7, gp7, gp8, 0
; block row 1, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12544
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12544
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12544
S_ADDI_INT gp8, gp0, 24832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12608
S_ADDI_INT gp8, gp0, 24896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 24960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 25024
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14592
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14592
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14592
S_ADDI_INT gp8, gp0, 26880
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14656
S_ADDI_INT gp8, gp0, 26944
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 27008
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 27072
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18944
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4608
S_ADDI_INT gp8, gp0, 16896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4672
S_ADDI_INT gp8, gp0, 16960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 17024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 17088
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6656
S_ADDI_INT gp8, gp0, 18944
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6720
S_ADDI_INT gp8, gp0, 19008
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 19072
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 19136
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8704
S_ADDI_INT gp8, gp0, 20992
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8768
S_ADDI_INT gp8, gp0, 21056
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 21120
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 21184
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 10752
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 10752
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10752
S_ADDI_INT gp8, gp0, 23040
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10816
S_ADDI_INT gp8, gp0, 23104
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 23168
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 23232
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12800
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12800
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12800
S_ADDI_INT gp8, gp0, 25088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12864
S_ADDI_INT gp8, gp0, 25152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 25216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 25280
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17152
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14848
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14848
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14848
S_ADDI_INT gp8, gp0, 27136
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14912
S_ADDI_INT gp8, gp0, 27200
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 27264
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 27328
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19200
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4864
S_ADDI_INT gp8, gp0, 17152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4928
S_ADDI_INT gp8, gp0, 17216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 17280
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 17344
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6912
S_ADDI_INT gp8, gp0, 19200
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6976
S_ADDI_INT gp8, gp0, 19264
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 19328
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 19392
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8960
S_ADDI_INT gp8, gp0, 21248
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9024
S_ADDI_INT gp8, gp0, 21312
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 21376
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 21440
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11008
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11008
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11008
S_ADDI_INT gp8, gp0, 23296
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11072
S_ADDI_INT gp8, gp0, 23360
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 23424
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 23488
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13056
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13056
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13056
S_ADDI_INT gp8, gp0, 25344
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13120
S_ADDI_INT gp8, gp0, 25408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 25472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 25536
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17408
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15104
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15104
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15104
S_ADDI_INT gp8, gp0, 27392
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15168
S_ADDI_INT gp8, gp0, 27456
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 27520
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 27584
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19456
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5120
S_ADDI_INT gp8, gp0, 17408
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5184
S_ADDI_INT gp8, gp0, 17472
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 17536
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 17600
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7168
S_ADDI_INT gp8, gp0, 19456
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7232
S_ADDI_INT gp8, gp0, 19520
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 19584
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 19648
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9216
S_ADDI_INT gp8, gp0, 21504
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9280
S_ADDI_INT gp8, gp0, 21568
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 21632
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 21696
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11264
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11264
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11264
S_ADDI_INT gp8, gp0, 23552
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11328
S_ADDI_INT gp8, gp0, 23616
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 23680
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 23744
V_MUL_VV gp7, gp7, gp8, 0
; block row 4, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13312
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13312
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13312
S_ADDI_INT gp8, gp0, 25600
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13376
S_ADDI_INT gp8, gp0, 25664
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 25728
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 25792
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17664
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15360
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15360
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15360
S_ADDI_INT gp8, gp0, 27648
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15424
S_ADDI_INT gp8, gp0, 27712
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 27776
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 27840
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19712
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5376
S_ADDI_INT gp8, gp0, 17664
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5440
S_ADDI_INT gp8, gp0, 17728
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 17792
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 17856
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7424
S_ADDI_INT gp8, gp0, 19712
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7488
S_ADDI_INT gp8, gp0, 19776
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 19840
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 19904
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9472
S_ADDI_INT gp8, gp0, 21760
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9536
S_ADDI_INT gp8, gp0, 21824
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 21888
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 21952
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11520
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11520
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11520
S_ADDI_INT gp8, gp0, 23808
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11584
S_ADDI_INT gp8, gp0, 23872
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 23936
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 24000
V_MUL_VV gp7, gp7, gp8, 0
; block row 5, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13568
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13568
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13568
S_ADDI_INT gp8, gp0, 25856
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13632
S_ADDI_INT gp8, gp0, 25920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 25984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 26048
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17920
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15616
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15616
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15616
S_ADDI_INT gp8, gp0, 27904
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15680
S_ADDI_INT gp8, gp0, 27968
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 28032
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 28096
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19968
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5632
S_ADDI_INT gp8, gp0, 17920
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5696
S_ADDI_INT gp8, gp0, 17984
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 18048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 18112
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7680
S_ADDI_INT gp8, gp0, 19968
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7744
S_ADDI_INT gp8, gp0, 20032
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 20096
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 20160
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9728
S_ADDI_INT gp8, gp0, 22016
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9792
S_ADDI_INT gp8, gp0, 22080
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 22144
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 22208
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 11776
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 11776
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11776
S_ADDI_INT gp8, gp0, 24064
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11840
S_ADDI_INT gp8, gp0, 24128
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 24192
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 24256
V_MUL_VV gp7, gp7, gp8, 0
; block row 6, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 13824
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 13824
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13824
S_ADDI_INT gp8, gp0, 26112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13888
S_ADDI_INT gp8, gp0, 26176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 26240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 26304
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18176
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 15872
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 15872
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15872
S_ADDI_INT gp8, gp0, 28160
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 15936
S_ADDI_INT gp8, gp0, 28224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 28288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 28352
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20224
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5888
S_ADDI_INT gp8, gp0, 18176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 5952
S_ADDI_INT gp8, gp0, 18240
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 18304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 18368
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 2
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 7936
S_ADDI_INT gp8, gp0, 20224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8000
S_ADDI_INT gp8, gp0, 20288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 20352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 20416
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 9984
S_ADDI_INT gp8, gp0, 22272
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10048
S_ADDI_INT gp8, gp0, 22336
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 22400
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 22464
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 12032
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 12032
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12032
S_ADDI_INT gp8, gp0, 24320
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12096
S_ADDI_INT gp8, gp0, 24384
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 24448
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 24512
V_MUL_VV gp7, gp7, gp8, 0
; block row 7, column tile 5
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 14080
S_ADDI_INT gp8, gp0, 32768
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 32832
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 32896
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 32960
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 32768
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32768
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32832
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32896
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32960
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 32768
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32832
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32896
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 32960
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 14080
S_ADDI_INT gp8, gp0, 32768
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 32832
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 32896
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 32960
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14080
S_ADDI_INT gp8, gp0, 26368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14144
S_ADDI_INT gp8, gp0, 26432
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 26496
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 26560
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16128
S_ADDI_INT gp8, gp0, 33024
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 33088
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 33152
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 33216
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 33024
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33024
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33088
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33152
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33216
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 33024
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33088
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33152
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 33216
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 16128
S_ADDI_INT gp8, gp0, 33024
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 33088
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 33152
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 33216
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16128
S_ADDI_INT gp8, gp0, 28416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16192
S_ADDI_INT gp8, gp0, 28480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 28544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 28608
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 102400
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 110592
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 118784
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 126976
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 135168
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 143360
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 102464
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 110656
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 118848
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 127040
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 135232
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 143424
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 28672
S_ADDI_INT gp11, gp0, 151552
H_STORE_V gp10, gp11, a0, 1, 0
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 30720
S_ADDI_INT gp11, gp0, 151616
H_STORE_V gp10, gp11, a0, 1, 0
; block row 1, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 28928
S_ADDI_INT gp11, gp0, 152064
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 30976
S_ADDI_INT gp11, gp0, 152128
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 29184
S_ADDI_INT gp11, gp0, 152576
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 31232
S_ADDI_INT gp11, gp0, 152640
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 29440
S_ADDI_INT gp11, gp0, 153088
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 31488
S_ADDI_INT gp11, gp0, 153152
H_STORE_V gp10, gp11, a0, 1, 0
; block row 4, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 29696
S_ADDI_INT gp11, gp0, 153600
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 31744
S_ADDI_INT gp11, gp0, 153664
H_STORE_V gp10, gp11, a0, 1, 0
; block row 5, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 29952
S_ADDI_INT gp11, gp0, 154112
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32000
S_ADDI_INT gp11, gp0, 154176
H_STORE_V gp10, gp11, a0, 1, 0
; block row 6, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 30208
S_ADDI_INT gp11, gp0, 154624
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32256
S_ADDI_INT gp11, gp0, 154688
H_STORE_V gp10, gp11, a0, 1, 0
; block row 7, column tile 1
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 30464
S_ADDI_INT gp11, gp0, 155136
H_STORE_V gp10, gp11, a0, 1, 0
S_ADDI_INT gp10, gp0, 32512
S_ADDI_INT gp11, gp0, 155200
H_STORE_V gp10, gp11, a0, 1, 0
