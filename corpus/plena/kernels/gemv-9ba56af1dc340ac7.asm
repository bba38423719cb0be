; gemv C3: M=256 K=512; 4x8 tiles of A, x in VRAM rows 0.., y in VRAM rows 16..
; MRAM: two halves of 8 tiles, alternating per row tile
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = K (rows of A)
S_ADDI_INT gp4, gp0, 131072
S_ADDI_INT gp3, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 0, 0   ; x
S_ADDI_INT gp4, gp4, 256
S_ADDI_INT gp3, gp0, 256
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
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 32832
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 32896
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 32960
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 33024
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 33088
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 33152
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 33216
H_PREFETCH_M gp3, gp4, a0, 1, 0
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
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; ---- row tile 1
S_ADDI_INT gp1, gp0, 32768
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
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65600
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 65664
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 65728
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 65792
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 65856
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65920
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 65984
H_PREFETCH_M gp3, gp4, a0, 1, 0
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
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
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
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 98304
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 98368
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 98432
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 98496
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 98560
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 98624
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 98688
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 98752
H_PREFETCH_M gp3, gp4, a0, 1, 0
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
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
; ---- row tile 3
S_ADDI_INT gp1, gp0, 32768
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
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 131584
H_STORE_V gp3, gp4, a0, 0, 0   ; y
S_ADDI_INT gp3, gp3, 256
S_ADDI_INT gp4, gp4, 256
