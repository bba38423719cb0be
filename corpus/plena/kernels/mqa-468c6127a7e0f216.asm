; mqa C3: SQ=8 SK=512 query heads 8, kv heads 1; 16 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 12288
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 20480
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 128
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 2176
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 2240
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 256
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 2304
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 320
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 2368
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 2432
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 2496
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 36864
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 40960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 45056
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 49152
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 53248
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 57344
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 61440
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 0
C_LOOP_START gp13, 64
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 16640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 33024
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
S_ADDI_INT gp5, gp0, 4096
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4160
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4224
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 4288
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 8192
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 8256
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 8320
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 8384
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 12288
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 12352
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 12416
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 12480
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 16384
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 16448
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 16512
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 16576
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 20480
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 20544
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 20608
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 20672
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 24576
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 24640
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 24704
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 24768
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28672
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28736
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28800
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28864
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 32768
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 32832
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 32896
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 32960
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4096
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4160
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4224
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 4288
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8192
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8256
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8320
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8384
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 12288
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 12352
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 12416
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 12480
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 16384
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 16448
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 16512
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 16576
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 20480
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 20544
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 20608
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 20672
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 24576
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 24640
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 24704
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 24768
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 28672
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28736
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28800
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28864
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 32768
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 32832
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 32896
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 32960
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4096
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4160
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4224
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 4288
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8192
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8256
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8320
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8384
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 12288
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 12352
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 12416
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 12480
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 16384
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 16448
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 16512
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 16576
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 20480
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 20544
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 20608
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 20672
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 24576
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 24640
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 24704
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 24768
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 28672
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28736
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28800
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28864
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 32768
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 32832
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 32896
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 32960
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4096
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4160
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4224
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4288
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 8192
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 8256
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 8320
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 8384
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 12288
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 12352
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 12416
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 12480
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 16384
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 16448
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 16512
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 16576
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 20480
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 20544
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 20608
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 20672
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 24576
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 24640
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 24704
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 24768
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 28672
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28736
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28800
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28864
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 32768
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 32832
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 32896
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 32960
V_MUL_VF gp5, gp5, f4, 0
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 16896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 33280
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
S_ADDI_INT gp5, gp0, 4352
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4416
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4480
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 4544
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 8448
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 8512
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 8576
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 8640
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 12544
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 12608
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 12672
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 12736
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 16640
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 16704
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 16768
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 16832
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 20736
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 20800
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 20864
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 20928
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 24832
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 24896
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 24960
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25024
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28928
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28992
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29056
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29120
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 33024
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 33088
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 33152
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 33216
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4352
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4416
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4480
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 4544
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8448
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8512
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8576
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8640
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 12544
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 12608
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 12672
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 12736
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 16640
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 16704
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 16768
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 16832
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 20736
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 20800
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 20864
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 20928
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 24832
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 24896
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 24960
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25024
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 28928
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28992
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29056
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29120
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 33024
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 33088
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 33152
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 33216
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29120
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4352
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4416
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4480
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 4544
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8448
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8512
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8576
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8640
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 12544
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 12608
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 12672
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 12736
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 16640
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 16704
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 16768
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 16832
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 20736
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 20800
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 20864
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 20928
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 24832
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 24896
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 24960
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25024
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 28928
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28992
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29056
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29120
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 33024
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 33088
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 33152
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 33216
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4352
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4416
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4480
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4544
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 8448
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 8512
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 8576
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 8640
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 12544
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 12608
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 12672
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 12736
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 16640
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 16704
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 16768
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 16832
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 20736
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 20800
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 20864
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 20928
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 24832
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 24896
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 24960
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25024
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 28928
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28992
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29056
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29120
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 33024
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 33088
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 33152
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 33216
V_MUL_VF gp5, gp5, f4, 0
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 36864
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 17152
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 33536
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
S_ADDI_INT gp5, gp0, 4608
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4672
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4736
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 4800
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 8704
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 8768
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 8832
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 8896
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 12800
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 12864
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 12928
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 12992
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 16896
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 16960
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 17024
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 17088
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 20992
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 21056
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 21120
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 21184
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25088
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25152
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25216
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25280
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29184
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 29248
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29312
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29376
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 33280
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 33344
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 33408
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 33472
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4608
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4672
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4736
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 4800
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8704
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8768
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8832
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8896
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 12800
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 12864
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 12928
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 12992
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 16896
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 16960
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 17024
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 17088
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 20992
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 21056
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 21120
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 21184
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 25088
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25152
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25216
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25280
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 29184
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 29248
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29312
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29376
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 33280
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 33344
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 33408
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 33472
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21120
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21184
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29184
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29248
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29312
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29376
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4608
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4672
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4736
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 4800
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8704
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8768
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8832
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8896
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 12800
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 12864
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 12928
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 12992
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 16896
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 16960
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 17024
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 17088
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 20992
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 21056
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 21120
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 21184
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 25088
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25152
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25216
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25280
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 29184
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 29248
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29312
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29376
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 33280
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 33344
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 33408
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 33472
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4608
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4672
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4736
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4800
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 8704
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 8768
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 8832
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 8896
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 12800
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 12864
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 12928
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 12992
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 16896
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 16960
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 17024
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 17088
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 20992
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 21056
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 21120
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 21184
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 25088
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25152
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25216
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25280
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 29184
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 29248
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29312
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29376
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 33280
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 33344
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 33408
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 33472
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 36864
S_ADDI_INT gp11, gp0, 69632
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37120
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 17408
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 33792
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
S_ADDI_INT gp5, gp0, 4864
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4928
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4992
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 5056
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 8960
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9024
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9088
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9152
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 13056
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 13120
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 13184
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 13248
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 17152
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 17216
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 17280
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 17344
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 21248
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 21312
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 21376
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 21440
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25344
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25408
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25472
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25536
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29440
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 29504
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29568
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29632
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 33536
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 33600
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 33664
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 33728
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4864
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4928
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4992
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5056
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8960
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9024
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9088
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9152
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 13056
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 13120
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 13184
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 13248
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 17152
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 17216
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 17280
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 17344
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 21248
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 21312
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 21376
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 21440
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 25344
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25408
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25472
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25536
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 29440
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 29504
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29568
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29632
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 33536
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 33600
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 33664
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 33728
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13120
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13184
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13248
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21248
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21312
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21376
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21440
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29440
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29504
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29568
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29632
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4864
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4928
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4992
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5056
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8960
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9024
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9088
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9152
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 13056
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 13120
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 13184
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 13248
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 17152
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 17216
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 17280
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 17344
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 21248
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 21312
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 21376
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 21440
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 25344
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25408
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25472
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25536
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 29440
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 29504
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29568
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29632
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 33536
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 33600
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 33664
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 33728
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4864
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4928
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4992
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 5056
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 8960
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9024
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9088
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9152
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 13056
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 13120
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 13184
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 13248
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 17152
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 17216
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 17280
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 17344
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 21248
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 21312
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 21376
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 21440
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 25344
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25408
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25472
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25536
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 29440
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 29504
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29568
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29632
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 33536
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 33600
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 33664
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 33728
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 37120
S_ADDI_INT gp11, gp0, 71680
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37376
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 17664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 34048
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
S_ADDI_INT gp5, gp0, 5120
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 5184
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 5248
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 5312
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9216
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9280
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9344
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9408
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 13312
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 13376
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 13440
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 13504
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 17408
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 17472
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 17536
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 17600
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 21504
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 21568
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 21632
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 21696
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25600
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25664
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25728
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25792
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29696
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 29760
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29824
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29888
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 33792
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 33856
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 33920
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 33984
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 5120
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5184
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 5248
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5312
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9216
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9280
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9344
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9408
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 13312
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 13376
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 13440
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 13504
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 17408
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 17472
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 17536
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 17600
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 21504
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 21568
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 21632
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 21696
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 25600
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25664
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25728
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25792
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 29696
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 29760
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29824
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29888
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 33792
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 33856
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 33920
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 33984
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5120
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5184
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5248
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5312
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13312
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13376
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13440
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13504
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21504
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21568
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21632
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21696
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29696
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29760
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 33984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5120
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5184
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 5248
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5312
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9216
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9280
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9344
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9408
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 13312
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 13376
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 13440
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 13504
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 17408
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 17472
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 17536
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 17600
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 21504
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 21568
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 21632
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 21696
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 25600
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25664
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25728
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25792
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 29696
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 29760
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29824
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29888
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 33792
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 33856
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 33920
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 33984
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5120
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 5184
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 5248
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 5312
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9216
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9280
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9344
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9408
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 13312
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 13376
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 13440
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 13504
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 17408
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 17472
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 17536
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 17600
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 21504
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 21568
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 21632
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 21696
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 25600
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25664
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25728
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25792
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 29696
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 29760
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29824
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29888
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 33792
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 33856
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 33920
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 33984
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 37376
S_ADDI_INT gp11, gp0, 69696
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37632
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 17920
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 34304
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
S_ADDI_INT gp5, gp0, 5376
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 5440
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 5504
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 5568
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9472
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9536
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9600
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9664
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 13568
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 13632
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 13696
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 13760
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 17664
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 17728
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 17792
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 17856
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 21760
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 21824
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 21888
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 21952
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25856
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25920
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25984
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26048
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29952
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30016
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30080
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30144
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 34048
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 34112
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 34176
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 34240
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 5376
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5440
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 5504
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5568
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9472
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9536
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9600
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9664
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 13568
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 13632
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 13696
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 13760
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 17664
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 17728
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 17792
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 17856
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 21760
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 21824
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 21888
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 21952
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 25856
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25920
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25984
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26048
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 29952
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30016
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30080
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30144
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 34048
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 34112
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 34176
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 34240
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5376
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5440
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5504
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5568
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13568
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13632
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13696
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13760
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21760
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 21952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5376
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5440
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 5504
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5568
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9472
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9536
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9600
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9664
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 13568
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 13632
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 13696
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 13760
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 17664
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 17728
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 17792
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 17856
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 21760
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 21824
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 21888
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 21952
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 25856
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25920
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25984
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26048
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 29952
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30016
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30080
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30144
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 34048
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 34112
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 34176
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 34240
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5376
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 5440
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 5504
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 5568
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9472
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9536
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9600
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9664
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 13568
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 13632
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 13696
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 13760
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 17664
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 17728
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 17792
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 17856
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 21760
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 21824
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 21888
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 21952
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 25856
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25920
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25984
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26048
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 29952
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30016
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30080
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30144
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 34048
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 34112
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 34176
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 34240
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 37632
S_ADDI_INT gp11, gp0, 71744
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 37888
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 18176
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 34560
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
S_ADDI_INT gp5, gp0, 5632
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 5696
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 5760
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 5824
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9728
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9792
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9856
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9920
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 13824
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 13888
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 13952
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 14016
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 17920
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 17984
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 18048
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 18112
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 22016
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 22080
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 22144
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 22208
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26112
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26176
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 26240
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26304
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30208
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30272
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30336
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30400
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 34304
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 34368
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 34432
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 34496
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 5632
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5696
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 5760
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5824
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9728
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9792
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9856
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9920
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 13824
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 13888
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 13952
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 14016
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 17920
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 17984
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 18048
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 18112
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 22016
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 22080
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 22144
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 22208
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 26112
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26176
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 26240
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26304
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 30208
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30272
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30336
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30400
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 34304
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 34368
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 34432
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 34496
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5632
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5696
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5760
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 13952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 17984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5632
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5696
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 5760
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5824
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9728
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9792
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9856
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9920
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 13824
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 13888
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 13952
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 14016
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 17920
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 17984
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 18048
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 18112
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 22016
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 22080
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 22144
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 22208
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 26112
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26176
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 26240
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26304
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 30208
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30272
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30336
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30400
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 34304
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 34368
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 34432
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 34496
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5632
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 5696
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 5760
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 5824
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9728
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9792
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9856
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9920
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 13824
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 13888
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 13952
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 14016
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 17920
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 17984
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 18048
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 18112
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 22016
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 22080
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 22144
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 22208
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 26112
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26176
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 26240
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26304
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 30208
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30272
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30336
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30400
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 34304
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 34368
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 34432
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 34496
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 37888
S_ADDI_INT gp11, gp0, 69760
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38144
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 18432
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 34816
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
S_ADDI_INT gp5, gp0, 5888
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 5952
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 6016
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 6080
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9984
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10048
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10112
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10176
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 14080
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 14144
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 14208
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 14272
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 18176
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 18240
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 18304
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 18368
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 22272
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 22336
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 22400
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 22464
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26368
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26432
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 26496
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26560
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30464
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30528
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30592
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30656
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 34560
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 34624
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 34688
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 34752
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 5888
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5952
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6016
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6080
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9984
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10048
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10112
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10176
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 14080
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 14144
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 14208
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 14272
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 18176
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 18240
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 18304
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 18368
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 22272
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 22336
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 22400
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 22464
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 26368
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26432
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 26496
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26560
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 30464
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30528
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30592
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30656
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 34560
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 34624
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 34688
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 34752
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5888
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5952
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6016
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6080
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9984
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10048
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10112
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10176
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 14080
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 14144
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 14208
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 14272
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 18176
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 18240
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 18304
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 18368
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 22272
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 22336
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 22400
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 22464
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 26368
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26432
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 26496
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26560
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 30464
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30528
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30592
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30656
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 34560
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 34624
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 34688
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 34752
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5888
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 5952
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 6016
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 6080
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9984
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10048
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10112
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10176
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 14080
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 14144
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 14208
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 14272
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 18176
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 18240
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 18304
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 18368
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 22272
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 22336
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 22400
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 22464
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 26368
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26432
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 26496
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26560
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 30464
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30528
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30592
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30656
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 34560
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 34624
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 34688
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 34752
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 38144
S_ADDI_INT gp11, gp0, 71808
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38400
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 18688
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 35072
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
S_ADDI_INT gp5, gp0, 6144
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 6208
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 6272
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 6336
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 10240
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10304
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10368
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10432
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 14336
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 14400
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 14464
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 14528
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 18432
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 18496
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 18560
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 18624
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 22528
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 22592
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 22656
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 22720
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26624
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26688
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 26752
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26816
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30720
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30784
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30848
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30912
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 34816
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 34880
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 34944
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 35008
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 6144
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6208
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6272
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6336
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 10240
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10304
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10368
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10432
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 14336
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 14400
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 14464
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 14528
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 18432
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 18496
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 18560
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 18624
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 22528
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 22592
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 22656
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 22720
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 26624
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26688
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 26752
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26816
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 30720
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30784
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30848
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30912
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 34816
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 34880
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 34944
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 35008
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 34944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6144
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6208
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6272
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6336
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 10240
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10304
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10368
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10432
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 14336
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 14400
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 14464
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 14528
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 18432
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 18496
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 18560
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 18624
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 22528
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 22592
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 22656
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 22720
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 26624
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26688
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 26752
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26816
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 30720
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30784
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30848
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30912
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 34816
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 34880
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 34944
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 35008
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6144
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 6208
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 6272
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 6336
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 10240
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10304
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10368
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10432
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 14336
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 14400
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 14464
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 14528
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 18432
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 18496
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 18560
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 18624
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 22528
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 22592
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 22656
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 22720
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 26624
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26688
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 26752
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26816
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 30720
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30784
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30848
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30912
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 34816
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 34880
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 34944
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 35008
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 38400
S_ADDI_INT gp11, gp0, 69824
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38656
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 18944
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 35328
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
S_ADDI_INT gp5, gp0, 6400
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 6464
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 6528
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 6592
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 10496
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10560
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10624
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10688
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 14592
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 14656
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 14720
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 14784
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 18688
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 18752
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 18816
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 18880
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 22784
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 22848
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 22912
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 22976
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26880
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26944
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27008
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27072
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30976
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31040
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31104
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31168
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 35072
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 35136
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 35200
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 35264
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 6400
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6464
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6528
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6592
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 10496
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10560
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10624
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10688
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 14592
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 14656
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 14720
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 14784
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 18688
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 18752
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 18816
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 18880
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 22784
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 22848
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 22912
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 22976
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 26880
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26944
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27008
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27072
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 30976
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31040
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31104
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31168
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 35072
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 35136
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 35200
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 35264
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 22976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6400
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6464
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6528
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6592
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 10496
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10560
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10624
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10688
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 14592
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 14656
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 14720
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 14784
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 18688
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 18752
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 18816
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 18880
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 22784
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 22848
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 22912
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 22976
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 26880
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26944
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27008
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27072
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 30976
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31040
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31104
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31168
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 35072
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 35136
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 35200
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 35264
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6400
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 6464
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 6528
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 6592
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 10496
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10560
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10624
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10688
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 14592
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 14656
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 14720
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 14784
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 18688
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 18752
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 18816
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 18880
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 22784
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 22848
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 22912
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 22976
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 26880
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26944
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27008
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27072
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 30976
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31040
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31104
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31168
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 35072
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 35136
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 35200
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 35264
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 38656
S_ADDI_INT gp11, gp0, 71872
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 38912
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 19200
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 35584
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
S_ADDI_INT gp5, gp0, 6656
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 6720
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 6784
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 6848
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 10752
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10816
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10880
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10944
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 14848
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 14912
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 14976
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 15040
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 18944
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 19008
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 19072
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 19136
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 23040
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 23104
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 23168
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 23232
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27136
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27200
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27264
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27328
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 31232
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31296
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31360
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31424
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 35328
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 35392
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 35456
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 35520
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 6656
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6720
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6784
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6848
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 10752
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10816
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10880
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10944
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 14848
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 14912
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 14976
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 15040
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 18944
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 19008
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 19072
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 19136
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 23040
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 23104
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 23168
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 23232
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 27136
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27200
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27264
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27328
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 31232
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31296
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31360
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31424
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 35328
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 35392
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 35456
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 35520
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 14976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 18944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6656
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6720
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6784
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6848
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 10752
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10816
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10880
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10944
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 14848
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 14912
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 14976
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 15040
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 18944
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 19008
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 19072
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 19136
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 23040
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 23104
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 23168
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 23232
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 27136
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27200
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27264
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27328
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 31232
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31296
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31360
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31424
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 35328
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 35392
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 35456
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 35520
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6656
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 6720
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 6784
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 6848
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 10752
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10816
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10880
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10944
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 14848
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 14912
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 14976
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 15040
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 18944
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 19008
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 19072
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 19136
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 23040
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 23104
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 23168
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 23232
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 27136
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27200
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27264
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27328
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 31232
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31296
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31360
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31424
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 35328
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 35392
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 35456
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 35520
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 38912
S_ADDI_INT gp11, gp0, 69888
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39168
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 19456
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 35840
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
S_ADDI_INT gp5, gp0, 6912
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 6976
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 7040
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 7104
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 11008
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 11072
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 11136
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 11200
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 15104
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 15168
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 15232
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 15296
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 19200
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 19264
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 19328
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 19392
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 23296
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 23360
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 23424
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 23488
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27392
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27456
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27520
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27584
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 31488
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31552
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31616
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31680
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 35584
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 35648
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 35712
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 35776
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 6912
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6976
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7040
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7104
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 11008
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 11072
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 11136
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 11200
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 15104
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 15168
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 15232
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 15296
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 19200
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 19264
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 19328
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 19392
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 23296
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 23360
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 23424
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 23488
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 27392
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27456
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27520
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27584
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 31488
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31552
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31616
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31680
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 35584
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 35648
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 35712
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 35776
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 6912
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6976
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7040
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7104
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 11008
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 11072
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 11136
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 11200
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 15104
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 15168
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 15232
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 15296
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 19200
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 19264
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 19328
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 19392
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 23296
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 23360
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 23424
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 23488
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 27392
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27456
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27520
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27584
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 31488
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31552
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31616
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31680
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 35584
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 35648
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 35712
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 35776
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6912
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 6976
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 7040
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 7104
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 11008
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 11072
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 11136
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 11200
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 15104
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 15168
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 15232
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 15296
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 19200
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 19264
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 19328
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 19392
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 23296
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 23360
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 23424
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 23488
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 27392
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27456
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27520
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27584
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 31488
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31552
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31616
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31680
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 35584
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 35648
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 35712
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 35776
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 39168
S_ADDI_INT gp11, gp0, 71936
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39424
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 19712
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 36096
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
S_ADDI_INT gp5, gp0, 7168
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 7232
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 7296
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 7360
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 11264
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 11328
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 11392
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 11456
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 15360
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 15424
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 15488
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 15552
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 19456
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 19520
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 19584
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 19648
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 23552
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 23616
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 23680
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 23744
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27648
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27712
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27776
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27840
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 31744
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31808
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31872
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31936
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 35840
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 35904
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 35968
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 36032
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7168
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7232
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7296
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7360
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 11264
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 11328
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 11392
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 11456
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 15360
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 15424
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 15488
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 15552
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 19456
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 19520
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 19584
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 19648
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 23552
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 23616
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 23680
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 23744
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 27648
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27712
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27776
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27840
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 31744
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31808
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31872
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31936
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 35840
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 35904
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 35968
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 36032
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 35968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7168
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7232
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7296
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7360
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 11264
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 11328
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 11392
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 11456
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 15360
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 15424
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 15488
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 15552
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 19456
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 19520
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 19584
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 19648
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 23552
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 23616
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 23680
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 23744
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 27648
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27712
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27776
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27840
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 31744
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31808
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31872
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31936
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 35840
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 35904
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 35968
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 36032
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7168
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 7232
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 7296
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 7360
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 11264
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 11328
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 11392
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 11456
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 15360
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 15424
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 15488
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 15552
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 19456
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 19520
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 19584
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 19648
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 23552
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 23616
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 23680
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 23744
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 27648
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27712
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27776
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27840
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 31744
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31808
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31872
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31936
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 35840
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 35904
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 35968
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 36032
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 39424
S_ADDI_INT gp11, gp0, 69952
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39680
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 19968
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 36352
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
S_ADDI_INT gp5, gp0, 7424
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 7488
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 7552
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 7616
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 11520
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 11584
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 11648
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 11712
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 15616
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 15680
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 15744
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 15808
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 19712
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 19776
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 19840
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 19904
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 23808
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 23872
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 23936
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 24000
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27904
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27968
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28032
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28096
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 32000
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 32064
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 32128
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 32192
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 36096
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 36160
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 36224
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 36288
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7424
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7488
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7552
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7616
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 11520
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 11584
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 11648
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 11712
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 15616
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 15680
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 15744
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 15808
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 19712
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 19776
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 19840
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 19904
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 23808
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 23872
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 23936
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 24000
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 27904
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27968
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28032
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28096
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 32000
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 32064
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 32128
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 32192
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 36096
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 36160
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 36224
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 36288
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 23936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7424
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7488
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7552
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7616
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 11520
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 11584
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 11648
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 11712
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 15616
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 15680
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 15744
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 15808
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 19712
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 19776
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 19840
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 19904
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 23808
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 23872
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 23936
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 24000
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 27904
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27968
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28032
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28096
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 32000
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 32064
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 32128
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 32192
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 36096
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 36160
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 36224
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 36288
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7424
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 7488
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 7552
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 7616
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 11520
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 11584
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 11648
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 11712
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 15616
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 15680
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 15744
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 15808
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 19712
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 19776
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 19840
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 19904
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 23808
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 23872
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 23936
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 24000
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 27904
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27968
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28032
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28096
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 32000
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 32064
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 32128
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 32192
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 36096
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 36160
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 36224
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 36288
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 39680
S_ADDI_INT gp11, gp0, 72000
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 39936
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 20224
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 36608
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
S_ADDI_INT gp5, gp0, 7680
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 7744
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 7808
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 7872
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 11776
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 11840
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 11904
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 11968
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 15872
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 15936
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 16000
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 16064
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 19968
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 20032
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 20096
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 20160
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 24064
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 24128
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 24192
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 24256
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28160
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28224
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28288
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28352
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 32256
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 32320
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 32384
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 32448
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 36352
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 36416
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 36480
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 36544
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7680
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7744
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7808
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7872
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 11776
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 11840
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 11904
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 11968
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 15872
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 15936
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 16000
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 16064
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 19968
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 20032
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 20096
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 20160
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 24064
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 24128
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 24192
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 24256
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 28160
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28224
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28288
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28352
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 32256
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 32320
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 32384
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 32448
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 36352
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 36416
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 36480
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 36544
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 15936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 19968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7680
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7744
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7808
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7872
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 11776
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 11840
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 11904
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 11968
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 15872
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 15936
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 16000
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 16064
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 19968
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 20032
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 20096
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 20160
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 24064
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 24128
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 24192
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 24256
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 28160
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28224
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28288
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28352
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 32256
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 32320
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 32384
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 32448
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 36352
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 36416
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 36480
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 36544
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7680
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 7744
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 7808
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 7872
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 11776
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 11840
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 11904
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 11968
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 15872
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 15936
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 16000
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 16064
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 19968
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 20032
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 20096
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 20160
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 24064
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 24128
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 24192
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 24256
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 28160
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28224
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28288
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28352
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 32256
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 32320
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 32384
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 32448
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 36352
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 36416
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 36480
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 36544
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 39936
S_ADDI_INT gp11, gp0, 70016
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40192
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 27904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 60..63
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7936
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 8000
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 8064
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 8128
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 12032
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 12096
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 12160
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 12224
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 16128
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 16192
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 16256
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 16320
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 20224
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 20288
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 20352
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 20416
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 24320
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 24384
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 24448
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 24512
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28416
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28480
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28544
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28608
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 32512
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 32576
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 32640
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 32704
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 36608
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 36672
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 36736
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 36800
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7936
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8000
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8064
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8128
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 12032
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 12096
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 12160
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 12224
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 16128
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 16192
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 16256
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 16320
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 20224
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 20288
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 20352
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 20416
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 24320
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 24384
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 24448
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 24512
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 28416
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28480
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28544
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28608
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 32512
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 32576
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 32640
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 32704
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 36608
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 36672
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 36736
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 36800
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 12224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 16320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 20416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 36800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7936
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8000
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8064
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8128
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 12032
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 12096
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 12160
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 12224
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 16128
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 16192
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 16256
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 16320
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 20224
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 20288
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 20352
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 20416
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 24320
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 24384
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 24448
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 24512
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 28416
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28480
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28544
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28608
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 32512
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 32576
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 32640
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 32704
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 36608
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 36672
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 36736
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 36800
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7936
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 8000
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 8064
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 8128
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 12032
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 12096
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 12160
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 12224
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 16128
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 16192
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 16256
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 16320
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 20224
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 20288
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 20352
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 20416
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 24320
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 24384
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 24448
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 24512
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 28416
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28480
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28544
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28608
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 32512
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 32576
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 32640
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 32704
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 36608
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 36672
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 36736
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 36800
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 40192
S_ADDI_INT gp11, gp0, 72064
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40448
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 40448
S_ADDI_INT gp11, gp0, 70080
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 40704
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 40704
S_ADDI_INT gp11, gp0, 72128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
