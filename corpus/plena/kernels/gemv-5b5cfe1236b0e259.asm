; gemv C4: M=512 K=1024; 8x16 tiles of A, x in VRAM rows 0.., y in VRAM rows 16..
; MRAM: all tiles at once
S_ADDI_INT gp9, gp0, 1024
C_SET_STRIDE_REG gp9   ; STRIDE = K (rows of A)
S_LUI_INT gp4, 128
S_ADDI_INT gp3, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 0, 0   ; x
S_ADDI_INT gp4, gp4, 256
S_ADDI_INT gp3, gp0, 256
H_PREFETCH_V gp3, gp4, a0, 0, 0   ; x
S_ADDI_INT gp4, gp4, 256
S_ADDI_INT gp3, gp0, 512
H_PREFETCH_V gp3, gp4, a0, 0, 0   ; x
S_ADDI_INT gp4, gp4, 256
S_ADDI_INT gp3, gp0, 768
H_PREFETCH_V gp3, gp4, a0, 0, 0   ; x
S_ADDI_INT gp4, gp4, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 128
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 192
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 256
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 320
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 384
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 448
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 512
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 576
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 640
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 704
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 768
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 832
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 896
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 960
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp2, gp0, 1024   ; y destination
; ---- row tile 0
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 14
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; last row block: each tile is refilled with row tile mt+1 right after its last use
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65600
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 65664
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 65728
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 65792
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 65856
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65920
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 65984
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 66048
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 66112
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 66176
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 66240
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 66304
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 66368
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 66432
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 66496
H_PREFETCH_M gp3, gp4, a0, 1, 0
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
; ---- row tile 1
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 14
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; last row block: each tile is refilled with row tile mt+1 right after its last use
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 131072
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 131136
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 131200
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 131264
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 131328
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 131392
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 131456
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 131520
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 131584
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 131648
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 131712
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 131776
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 131840
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 131904
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 131968
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 132032
H_PREFETCH_M gp3, gp4, a0, 1, 0
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
; ---- row tile 2
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 14
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; last row block: each tile is refilled with row tile mt+1 right after its last use
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 196608
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 196672
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 196736
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 196800
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 196864
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 196928
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 196992
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 197056
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 197120
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 197184
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 197248
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 197312
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 197376
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 197440
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 197504
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 197568
H_PREFETCH_M gp3, gp4, a0, 1, 0
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
; ---- row tile 3
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 14
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; last row block: each tile is refilled with row tile mt+1 right after its last use
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 128
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 192
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 256
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 320
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 384
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 448
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 32768
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 512
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 36864
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 576
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 40960
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 640
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 45056
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 704
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 49152
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 768
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 53248
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 832
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 57344
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 896
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 960
H_PREFETCH_M gp3, gp4, a0, 1, 0
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
; ---- row tile 4
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 14
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; last row block: each tile is refilled with row tile mt+1 right after its last use
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 80
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 128
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 192
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 256
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 320
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 384
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 448
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 32768
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 512
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 36864
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 576
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 40960
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 640
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 45056
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 704
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 49152
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 768
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 53248
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 832
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 57344
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 896
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 960
H_PREFETCH_M gp3, gp4, a0, 1, 0
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
; ---- row tile 5
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 14
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; last row block: each tile is refilled with row tile mt+1 right after its last use
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 96
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 128
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 192
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 256
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 320
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 384
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 448
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 32768
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 512
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 36864
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 576
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 40960
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 640
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 45056
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 704
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 49152
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 768
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 53248
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 832
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 57344
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 896
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 96
S_ADDI_INT gp4, gp4, 960
H_PREFETCH_M gp3, gp4, a0, 1, 0
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
; ---- row tile 6
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 14
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; last row block: each tile is refilled with row tile mt+1 right after its last use
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 112
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 128
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 192
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 256
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 320
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 384
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 448
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 32768
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 512
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 36864
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 576
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 40960
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 640
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 45056
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 704
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 49152
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 768
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 53248
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 832
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 57344
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 896
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 112
S_ADDI_INT gp4, gp4, 960
H_PREFETCH_M gp3, gp4, a0, 1, 0
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
; ---- row tile 7
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 4096
S_ADDI_INT gp6, gp0, 64
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 8192
S_ADDI_INT gp6, gp0, 128
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 12288
S_ADDI_INT gp6, gp0, 192
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 16384
S_ADDI_INT gp6, gp0, 256
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 20480
S_ADDI_INT gp6, gp0, 320
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 24576
S_ADDI_INT gp6, gp0, 384
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 28672
S_ADDI_INT gp6, gp0, 448
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 32768
S_ADDI_INT gp6, gp0, 512
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 36864
S_ADDI_INT gp6, gp0, 576
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 40960
S_ADDI_INT gp6, gp0, 640
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 45056
S_ADDI_INT gp6, gp0, 704
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 49152
S_ADDI_INT gp6, gp0, 768
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 53248
S_ADDI_INT gp6, gp0, 832
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 57344
S_ADDI_INT gp6, gp0, 896
M_TMV 0, gp5, gp6
S_ADDI_INT gp5, gp1, 61440
S_ADDI_INT gp6, gp0, 960
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 15
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 4096
  S_ADDI_INT gp6, gp0, 64
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 8192
  S_ADDI_INT gp6, gp0, 128
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 12288
  S_ADDI_INT gp6, gp0, 192
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 16384
  S_ADDI_INT gp6, gp0, 256
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 20480
  S_ADDI_INT gp6, gp0, 320
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 24576
  S_ADDI_INT gp6, gp0, 384
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 28672
  S_ADDI_INT gp6, gp0, 448
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 32768
  S_ADDI_INT gp6, gp0, 512
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 36864
  S_ADDI_INT gp6, gp0, 576
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 40960
  S_ADDI_INT gp6, gp0, 640
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 45056
  S_ADDI_INT gp6, gp0, 704
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 49152
  S_ADDI_INT gp6, gp0, 768
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 53248
  S_ADDI_INT gp6, gp0, 832
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 57344
  S_ADDI_INT gp6, gp0, 896
  M_TMV 0, gp5, gp6
  S_ADDI_INT gp5, gp1, 61440
  S_ADDI_INT gp6, gp0, 960
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 1024
S_LUI_INT gp4, 128
S_ADDI_INT gp4, gp4, 1024
H_STORE_V gp3, gp4, a0, 0, 0   ; y
S_ADDI_INT gp3, gp3, 256
S_ADDI_INT gp4, gp4, 256
H_STORE_V gp3, gp4, a0, 0, 0   ; y
S_ADDI_INT gp3, gp3, 256
S_ADDI_INT gp4, gp4, 256
