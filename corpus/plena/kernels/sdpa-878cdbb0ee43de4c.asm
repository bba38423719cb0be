; sdpa C5: SQ=256 SK=512 query heads 1, kv heads 1; 32 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20480
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 36864
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 40960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 45056
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 256
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 512
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 768
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 1280
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 1536
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 1792
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 2304
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 2560
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 2816
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 3072
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 3328
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 3584
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 3840
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4352
S_ADDI_INT gp4, gp0, 4352
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4608
S_ADDI_INT gp4, gp0, 4608
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4864
S_ADDI_INT gp4, gp0, 4864
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5120
S_ADDI_INT gp4, gp0, 5120
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5376
S_ADDI_INT gp4, gp0, 5376
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5632
S_ADDI_INT gp4, gp0, 5632
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5888
S_ADDI_INT gp4, gp0, 5888
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6144
S_ADDI_INT gp4, gp0, 6144
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6400
S_ADDI_INT gp4, gp0, 6400
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6656
S_ADDI_INT gp4, gp0, 6656
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6912
S_ADDI_INT gp4, gp0, 6912
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7168
S_ADDI_INT gp4, gp0, 7168
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7424
S_ADDI_INT gp4, gp0, 7424
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7680
S_ADDI_INT gp4, gp0, 7680
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7936
S_ADDI_INT gp4, gp0, 7936
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 49152
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 53248
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 57344
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 61440
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 69632
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 73728
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 77824
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 0
C_LOOP_START gp13, 128
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 40960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49152
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 57344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 65536
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49408
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 57600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 65792
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 57856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66048
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73728
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 57344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 65536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17152
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33536
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49920
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66304
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 73728
S_ADDI_INT gp11, gp0, 81920
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73984
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 57600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 65792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17408
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33792
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50176
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66560
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 73984
S_ADDI_INT gp11, gp0, 82176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 57856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34048
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 42240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50432
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66816
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 74240
S_ADDI_INT gp11, gp0, 82432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17920
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34304
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 42496
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50688
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67072
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 74496
S_ADDI_INT gp11, gp0, 82688
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18176
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34560
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 42752
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50944
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67328
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 74752
S_ADDI_INT gp11, gp0, 82944
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18432
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34816
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43008
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51200
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67584
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75008
S_ADDI_INT gp11, gp0, 83200
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18688
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35072
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43264
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51456
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67840
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75264
S_ADDI_INT gp11, gp0, 83456
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18944
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35328
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43520
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51712
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75520
S_ADDI_INT gp11, gp0, 83712
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19200
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35584
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43776
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51968
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75776
S_ADDI_INT gp11, gp0, 83968
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19456
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35840
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44032
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52224
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76032
S_ADDI_INT gp11, gp0, 84224
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76288
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19712
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68864
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76288
S_ADDI_INT gp11, gp0, 84480
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76544
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19968
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69120
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76544
S_ADDI_INT gp11, gp0, 84736
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76800
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20224
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76800
S_ADDI_INT gp11, gp0, 84992
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 64..67
S_ADDI_INT gp2, gp0, 4096
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36864
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 53248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 60..63
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77056
S_ADDI_INT gp11, gp0, 85248
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 68..71
S_ADDI_INT gp2, gp0, 4352
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37120
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 53504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 64..67
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77312
S_ADDI_INT gp11, gp0, 85504
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 72..75
S_ADDI_INT gp2, gp0, 4608
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 53760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 68..71
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77568
S_ADDI_INT gp11, gp0, 85760
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 53248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 76..79
S_ADDI_INT gp2, gp0, 4864
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 72..75
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77824
S_ADDI_INT gp11, gp0, 86016
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 53504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 80..83
S_ADDI_INT gp2, gp0, 5120
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 76..79
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78080
S_ADDI_INT gp11, gp0, 86272
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 53760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 84..87
S_ADDI_INT gp2, gp0, 5376
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 80..83
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78336
S_ADDI_INT gp11, gp0, 86528
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 88..91
S_ADDI_INT gp2, gp0, 5632
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 84..87
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78592
S_ADDI_INT gp11, gp0, 86784
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 92..95
S_ADDI_INT gp2, gp0, 5888
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 63232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 88..91
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78848
S_ADDI_INT gp11, gp0, 87040
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 96..99
S_ADDI_INT gp2, gp0, 6144
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 63488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 92..95
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79104
S_ADDI_INT gp11, gp0, 87296
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 100..103
S_ADDI_INT gp2, gp0, 6400
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 63744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 96..99
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79360
S_ADDI_INT gp11, gp0, 87552
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 63232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 104..107
S_ADDI_INT gp2, gp0, 6656
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 100..103
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79616
S_ADDI_INT gp11, gp0, 87808
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 63488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 108..111
S_ADDI_INT gp2, gp0, 6912
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 104..107
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79872
S_ADDI_INT gp11, gp0, 88064
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 63744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 112..115
S_ADDI_INT gp2, gp0, 7168
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 108..111
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80128
S_ADDI_INT gp11, gp0, 88320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72192
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 116..119
S_ADDI_INT gp2, gp0, 7424
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 40192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 112..115
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80384
S_ADDI_INT gp11, gp0, 88576
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72448
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 120..123
S_ADDI_INT gp2, gp0, 7680
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 40448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 73216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 116..119
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80640
S_ADDI_INT gp11, gp0, 88832
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72704
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 124..127
S_ADDI_INT gp2, gp0, 7936
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 40704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 57088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 73472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 120..123
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80896
S_ADDI_INT gp11, gp0, 89088
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81152
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 124..127
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 81152
S_ADDI_INT gp11, gp0, 89344
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81408
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 65024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 73216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 81408
S_ADDI_INT gp11, gp0, 89600
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81664
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 57088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 65280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 73472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 81664
S_ADDI_INT gp11, gp0, 89856
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20480
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 36864
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 40960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 45056
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 8448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 8704
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 8960
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 9216
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 9472
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 9728
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 9984
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 10240
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 10496
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 10752
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 11008
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 11264
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 11520
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 11776
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 12032
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 12288
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4352
S_ADDI_INT gp4, gp0, 12544
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4608
S_ADDI_INT gp4, gp0, 12800
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4864
S_ADDI_INT gp4, gp0, 13056
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5120
S_ADDI_INT gp4, gp0, 13312
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5376
S_ADDI_INT gp4, gp0, 13568
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5632
S_ADDI_INT gp4, gp0, 13824
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5888
S_ADDI_INT gp4, gp0, 14080
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6144
S_ADDI_INT gp4, gp0, 14336
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6400
S_ADDI_INT gp4, gp0, 14592
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6656
S_ADDI_INT gp4, gp0, 14848
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6912
S_ADDI_INT gp4, gp0, 15104
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7168
S_ADDI_INT gp4, gp0, 15360
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7424
S_ADDI_INT gp4, gp0, 15616
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7680
S_ADDI_INT gp4, gp0, 15872
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7936
S_ADDI_INT gp4, gp0, 16128
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 49152
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 53248
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 57344
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 61440
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 69632
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 73728
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 77824
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 0
C_LOOP_START gp13, 128
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 40960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49152
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 57344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 65536
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49408
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 57600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 65792
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp6, gp0, 8256
S_ADDI_INT gp7, gp0, 8320
S_ADDI_INT gp8, gp0, 8384
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 57856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66048
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp6, gp0, 8512
S_ADDI_INT gp7, gp0, 8576
S_ADDI_INT gp8, gp0, 8640
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73728
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 57344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 65536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17152
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33536
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49920
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66304
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp6, gp0, 8768
S_ADDI_INT gp7, gp0, 8832
S_ADDI_INT gp8, gp0, 8896
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 73728
S_ADDI_INT gp11, gp0, 90112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 73984
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 57600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 65792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17408
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 33792
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 41984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50176
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66560
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp6, gp0, 9024
S_ADDI_INT gp7, gp0, 9088
S_ADDI_INT gp8, gp0, 9152
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 73984
S_ADDI_INT gp11, gp0, 90368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 57856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34048
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 42240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50432
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 66816
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp6, gp0, 9280
S_ADDI_INT gp7, gp0, 9344
S_ADDI_INT gp8, gp0, 9408
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 74240
S_ADDI_INT gp11, gp0, 90624
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 49920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 17920
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34304
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 42496
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50688
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 58880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67072
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp6, gp0, 9536
S_ADDI_INT gp7, gp0, 9600
S_ADDI_INT gp8, gp0, 9664
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 74496
S_ADDI_INT gp11, gp0, 90880
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 74752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18176
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34560
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 42752
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 50944
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67328
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp6, gp0, 9792
S_ADDI_INT gp7, gp0, 9856
S_ADDI_INT gp8, gp0, 9920
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 74752
S_ADDI_INT gp11, gp0, 91136
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 66816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18432
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 34816
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43008
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51200
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67584
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp6, gp0, 10048
S_ADDI_INT gp7, gp0, 10112
S_ADDI_INT gp8, gp0, 10176
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75008
S_ADDI_INT gp11, gp0, 91392
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 58880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18688
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35072
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43264
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51456
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 67840
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp6, gp0, 10304
S_ADDI_INT gp7, gp0, 10368
S_ADDI_INT gp8, gp0, 10432
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75264
S_ADDI_INT gp11, gp0, 91648
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 50944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 18944
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35328
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43520
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51712
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 59904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp6, gp0, 10560
S_ADDI_INT gp7, gp0, 10624
S_ADDI_INT gp8, gp0, 10688
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75520
S_ADDI_INT gp11, gp0, 91904
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 75776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19200
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35584
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 43776
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 51968
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp6, gp0, 10816
S_ADDI_INT gp7, gp0, 10880
S_ADDI_INT gp8, gp0, 10944
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 75776
S_ADDI_INT gp11, gp0, 92160
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 67840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19456
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 35840
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44032
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52224
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp6, gp0, 11072
S_ADDI_INT gp7, gp0, 11136
S_ADDI_INT gp8, gp0, 11200
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76032
S_ADDI_INT gp11, gp0, 92416
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76288
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 59904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19712
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 68864
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp6, gp0, 11328
S_ADDI_INT gp7, gp0, 11392
S_ADDI_INT gp8, gp0, 11456
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76288
S_ADDI_INT gp11, gp0, 92672
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76544
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 51968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 19968
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 60928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69120
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp6, gp0, 11584
S_ADDI_INT gp7, gp0, 11648
S_ADDI_INT gp8, gp0, 11712
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76544
S_ADDI_INT gp11, gp0, 92928
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 76800
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20224
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 44800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 52992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp6, gp0, 11840
S_ADDI_INT gp7, gp0, 11904
S_ADDI_INT gp8, gp0, 11968
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 76800
S_ADDI_INT gp11, gp0, 93184
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 27904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 68864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 64..67
S_ADDI_INT gp2, gp0, 4096
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36864
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 53248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 60..63
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp6, gp0, 12096
S_ADDI_INT gp7, gp0, 12160
S_ADDI_INT gp8, gp0, 12224
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77056
S_ADDI_INT gp11, gp0, 93440
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 60928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 68..71
S_ADDI_INT gp2, gp0, 4352
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37120
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 53504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 69888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 64..67
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77312
S_ADDI_INT gp11, gp0, 93696
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 52992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 72..75
S_ADDI_INT gp2, gp0, 4608
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 53760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 61952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 68..71
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77568
S_ADDI_INT gp11, gp0, 93952
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 77824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 53248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 76..79
S_ADDI_INT gp2, gp0, 4864
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 72..75
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 77824
S_ADDI_INT gp11, gp0, 94208
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 53504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 69888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 80..83
S_ADDI_INT gp2, gp0, 5120
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 37888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 76..79
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78080
S_ADDI_INT gp11, gp0, 94464
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 53760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 61952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 84..87
S_ADDI_INT gp2, gp0, 5376
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 70912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 80..83
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78336
S_ADDI_INT gp11, gp0, 94720
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 45824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 88..91
S_ADDI_INT gp2, gp0, 5632
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 54784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 62976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 84..87
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78592
S_ADDI_INT gp11, gp0, 94976
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 78848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 92..95
S_ADDI_INT gp2, gp0, 5888
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 63232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 88..91
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 78848
S_ADDI_INT gp11, gp0, 95232
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 70912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 96..99
S_ADDI_INT gp2, gp0, 6144
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 38912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 63488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 92..95
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79104
S_ADDI_INT gp11, gp0, 95488
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 54784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 62976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 100..103
S_ADDI_INT gp2, gp0, 6400
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 63744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 71936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 96..99
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79360
S_ADDI_INT gp11, gp0, 95744
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 46848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 63232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 104..107
S_ADDI_INT gp2, gp0, 6656
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 55808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 100..103
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79616
S_ADDI_INT gp11, gp0, 96000
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 79872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 63488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 108..111
S_ADDI_INT gp2, gp0, 6912
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 104..107
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 79872
S_ADDI_INT gp11, gp0, 96256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 63744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 71936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 112..115
S_ADDI_INT gp2, gp0, 7168
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 39936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 108..111
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80128
S_ADDI_INT gp11, gp0, 96512
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 55808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72192
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 116..119
S_ADDI_INT gp2, gp0, 7424
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 40192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 72960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 112..115
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80384
S_ADDI_INT gp11, gp0, 96768
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 47872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72448
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 120..123
S_ADDI_INT gp2, gp0, 7680
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 40448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 56832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 73216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 116..119
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80640
S_ADDI_INT gp11, gp0, 97024
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 80896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72704
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 124..127
S_ADDI_INT gp2, gp0, 7936
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 40704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 57088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 73472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 120..123
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 80896
S_ADDI_INT gp11, gp0, 97280
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81152
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 64768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 72960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 124..127
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 8
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 8192
  S_ADDI_INT gp6, gp6, 8192
  S_ADDI_INT gp7, gp7, 8192
  S_ADDI_INT gp8, gp8, 8192
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 81152
S_ADDI_INT gp11, gp0, 97536
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81408
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 56832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 65024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 73216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 81408
S_ADDI_INT gp11, gp0, 97792
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81664
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 48896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 57088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 65280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 73472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 81664
S_ADDI_INT gp11, gp0, 98048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
