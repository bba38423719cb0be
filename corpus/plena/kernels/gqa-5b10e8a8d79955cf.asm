; gqa C2: SQ=4 SK=256 query heads 8, kv heads 2; 4 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 10240
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 18432
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 26624
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 128
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 34816
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 43008
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 51200
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 59392
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 10304
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 18496
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 26688
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 6144
S_ADDI_INT gp4, gp0, 256
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6400
S_ADDI_INT gp4, gp0, 320
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6656
S_ADDI_INT gp4, gp0, 384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6912
S_ADDI_INT gp4, gp0, 448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 34880
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 43072
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 51264
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_ADDI_INT gp4, gp0, 59456
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 0
C_LOOP_START gp13, 16
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 2048
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 3072
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 4096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 2304
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 3328
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 4352
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
S_ADDI_INT gp5, gp0, 1024
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 1088
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 1152
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 1216
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 2048
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 2112
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 2176
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 2240
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 3072
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 3136
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 3200
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 3264
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4096
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4160
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4224
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 4288
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 1024
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 1088
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 1152
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 1216
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 2048
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 2112
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 2176
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 2240
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 3072
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 3136
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 3200
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 3264
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 4096
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4160
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4224
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 4288
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 1024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1024
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 1088
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 1152
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 1216
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 2048
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 2112
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 2176
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 2240
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 3072
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 3136
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 3200
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 3264
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 4096
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4160
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4224
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 4288
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 1024
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 1088
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 1152
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 1216
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 2048
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 2112
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 2176
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 2240
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 3072
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 3136
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 3200
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 3264
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 4096
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4160
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4224
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4288
V_MUL_VF gp5, gp5, f4, 0
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1536
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 2560
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 3584
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 4608
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
S_ADDI_INT gp5, gp0, 1280
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 1344
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 1408
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 1472
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 2304
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 2368
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 2432
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 2496
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 3328
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 3392
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 3456
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 3520
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4352
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4416
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4480
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 4544
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 1280
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 1344
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 1408
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 1472
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 2304
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 2368
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 2432
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 2496
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 3328
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 3392
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 3456
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 3520
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 4352
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4416
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4480
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 4544
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 1280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1280
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 1344
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 1408
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 1472
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 2304
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 2368
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 2432
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 2496
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 3328
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 3392
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 3456
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 3520
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 4352
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4416
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4480
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 4544
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 1280
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 1344
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 1408
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 1472
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 2304
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 2368
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 2432
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 2496
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 3328
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 3392
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 3456
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 3520
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 4352
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4416
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4480
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4544
V_MUL_VF gp5, gp5, f4, 0
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1792
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 2816
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 3840
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 4864
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
S_ADDI_INT gp5, gp0, 1536
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 1600
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 1664
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 1728
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 2560
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 2624
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 2688
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 2752
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 3584
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 3648
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 3712
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 3776
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4608
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4672
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4736
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 4800
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 1536
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 1600
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 1664
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 1728
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 2560
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 2624
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 2688
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 2752
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 3584
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 3648
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 3712
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 3776
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 4608
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4672
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4736
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 4800
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 1536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1536
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 1600
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 1664
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 1728
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 2560
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 2624
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 2688
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 2752
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 3584
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 3648
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 3712
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 3776
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 4608
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4672
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4736
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 4800
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 1536
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 1600
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 1664
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 1728
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 2560
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 2624
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 2688
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 2752
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 3584
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 3648
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 3712
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 3776
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 4608
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4672
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4736
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4800
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 5120
S_ADDI_INT gp11, gp0, 67584
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 1792
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 1856
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 1920
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 1984
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 2816
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 2880
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 2944
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 3008
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 3840
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 3904
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 3968
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 4032
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 4864
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 4928
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 4992
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 5056
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 1792
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 1856
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 1920
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 1984
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 2816
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 2880
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 2944
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 3008
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 3840
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 3904
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 3968
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 4032
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 4864
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 4928
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 4992
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5056
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 1792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 2944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 3968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 1792
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 1856
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 1920
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 1984
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 2816
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 2880
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 2944
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 3008
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 3840
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 3904
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 3968
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 4032
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 4864
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 4928
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 4992
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5056
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 1792
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 1856
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 1920
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 1984
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 2816
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 2880
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 2944
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 3008
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 3840
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 3904
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 3968
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4032
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 4864
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4928
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4992
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 5056
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 5376
S_ADDI_INT gp11, gp0, 67648
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 5632
S_ADDI_INT gp11, gp0, 67712
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 2816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 3840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 5888
S_ADDI_INT gp11, gp0, 67776
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 6144
C_LOOP_START gp13, 16
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 6144
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 6400
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 10496
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
S_ADDI_INT gp5, gp0, 7168
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 7232
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 7296
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 7360
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 8192
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 8256
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 8320
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 8384
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9216
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9280
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9344
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9408
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 10240
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10304
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10368
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10432
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7168
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7232
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7296
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7360
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8192
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8256
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8320
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8384
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9216
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9280
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9344
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9408
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 10240
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10304
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10368
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10432
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
S_ADDI_INT gp5, gp0, 8192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7168
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7232
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7296
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7360
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8192
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8256
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8320
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8384
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9216
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9280
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9344
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9408
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 10240
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10304
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10368
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10432
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
S_ADDI_INT gp5, gp0, 8192
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 8256
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 8320
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 8384
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9216
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9280
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9344
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9408
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 10240
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10304
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10368
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10432
V_MUL_VF gp5, gp5, f4, 0
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 6656
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 10752
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
S_ADDI_INT gp5, gp0, 7424
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 7488
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 7552
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 7616
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 8448
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 8512
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 8576
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 8640
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9472
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9536
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9600
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9664
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 10496
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10560
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10624
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10688
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7424
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7488
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7552
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7616
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8448
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8512
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8576
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8640
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9472
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9536
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9600
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9664
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 10496
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10560
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10624
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10688
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
S_ADDI_INT gp5, gp0, 8448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7424
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7488
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7552
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7616
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8448
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8512
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8576
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8640
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9472
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9536
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9600
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9664
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 10496
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10560
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10624
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10688
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
S_ADDI_INT gp5, gp0, 8448
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 8512
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 8576
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 8640
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9472
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9536
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9600
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9664
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 10496
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10560
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10624
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10688
V_MUL_VF gp5, gp5, f4, 0
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 6912
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 11008
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
S_ADDI_INT gp5, gp0, 7680
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 7744
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 7808
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 7872
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 8704
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 8768
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 8832
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 8896
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9728
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9792
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9856
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9920
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 10752
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10816
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10880
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10944
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7680
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7744
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7808
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7872
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8704
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8768
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8832
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8896
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9728
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9792
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9856
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9920
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 10752
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10816
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10880
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10944
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
S_ADDI_INT gp5, gp0, 8704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 8896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7680
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7744
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7808
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7872
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8704
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8768
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8832
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8896
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9728
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9792
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9856
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9920
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 10752
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10816
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10880
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10944
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
S_ADDI_INT gp5, gp0, 8704
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 8768
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 8832
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 8896
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9728
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9792
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9856
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9920
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 10752
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10816
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10880
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10944
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 11264
S_ADDI_INT gp11, gp0, 67840
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 12..15
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
S_ADDI_INT gp5, gp0, 8960
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 9024
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 9088
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 9152
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 9984
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 10048
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 10112
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 10176
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 11008
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 11072
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 11136
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 11200
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 7936
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8000
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8064
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8128
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 8960
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 9024
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 9088
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 9152
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 9984
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 10048
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 10112
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 10176
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 11008
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 11072
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 11136
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 11200
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
S_ADDI_INT gp5, gp0, 8960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 9984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 10176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 11200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 7936
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8000
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8064
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8128
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 8960
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 9024
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 9088
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 9152
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 9984
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 10048
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 10112
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 10176
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 11008
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 11072
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 11136
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 11200
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
S_ADDI_INT gp5, gp0, 8960
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 9024
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 9088
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 9152
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 9984
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 10048
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 10112
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 10176
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 11008
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 11072
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 11136
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 11200
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 11520
S_ADDI_INT gp11, gp0, 67904
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 11776
S_ADDI_INT gp11, gp0, 67968
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 12032
S_ADDI_INT gp11, gp0, 68032
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
