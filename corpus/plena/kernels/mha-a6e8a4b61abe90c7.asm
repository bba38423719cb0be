; mha C2: SQ=64 SK=128 query heads 2, kv heads 2; 16 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9   ; STRIDE = 128
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 512
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 1536
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 2560
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 3072
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 3584
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 4608
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 5120
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 5632
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 6144
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 6656
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 7168
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 7680
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 8256
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 16448
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 576
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16896
S_ADDI_INT gp4, gp0, 1088
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 17152
S_ADDI_INT gp4, gp0, 1600
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 17408
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 17664
S_ADDI_INT gp4, gp0, 2624
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 17920
S_ADDI_INT gp4, gp0, 3136
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 18176
S_ADDI_INT gp4, gp0, 3648
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 18432
S_ADDI_INT gp4, gp0, 4160
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 18688
S_ADDI_INT gp4, gp0, 4672
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 18944
S_ADDI_INT gp4, gp0, 5184
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 19200
S_ADDI_INT gp4, gp0, 5696
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 19456
S_ADDI_INT gp4, gp0, 6208
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 19712
S_ADDI_INT gp4, gp0, 6720
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 19968
S_ADDI_INT gp4, gp0, 7232
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 20224
S_ADDI_INT gp4, gp0, 7744
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 24640
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 32832
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
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
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4096
S_ADDI_INT gp5, gp0, 4160
S_ADDI_INT gp6, gp0, 4224
S_ADDI_INT gp7, gp0, 4288
S_ADDI_INT gp8, gp0, 8192
S_ADDI_INT gp10, gp0, 8256
S_ADDI_INT gp11, gp0, 8320
S_ADDI_INT gp12, gp0, 8384
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
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
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4352
S_ADDI_INT gp5, gp0, 4416
S_ADDI_INT gp6, gp0, 4480
S_ADDI_INT gp7, gp0, 4544
S_ADDI_INT gp8, gp0, 8448
S_ADDI_INT gp10, gp0, 8512
S_ADDI_INT gp11, gp0, 8576
S_ADDI_INT gp12, gp0, 8640
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 8192
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
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4608
S_ADDI_INT gp5, gp0, 4672
S_ADDI_INT gp6, gp0, 4736
S_ADDI_INT gp7, gp0, 4800
S_ADDI_INT gp8, gp0, 8704
S_ADDI_INT gp10, gp0, 8768
S_ADDI_INT gp11, gp0, 8832
S_ADDI_INT gp12, gp0, 8896
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 12288
S_ADDI_INT gp11, gp0, 40960
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 8448
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
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4864
S_ADDI_INT gp5, gp0, 4928
S_ADDI_INT gp6, gp0, 4992
S_ADDI_INT gp7, gp0, 5056
S_ADDI_INT gp8, gp0, 8960
S_ADDI_INT gp10, gp0, 9024
S_ADDI_INT gp11, gp0, 9088
S_ADDI_INT gp12, gp0, 9152
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 12544
S_ADDI_INT gp11, gp0, 41472
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 8704
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
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5120
S_ADDI_INT gp5, gp0, 5184
S_ADDI_INT gp6, gp0, 5248
S_ADDI_INT gp7, gp0, 5312
S_ADDI_INT gp8, gp0, 9216
S_ADDI_INT gp10, gp0, 9280
S_ADDI_INT gp11, gp0, 9344
S_ADDI_INT gp12, gp0, 9408
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 12800
S_ADDI_INT gp11, gp0, 41984
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 8960
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
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5376
S_ADDI_INT gp5, gp0, 5440
S_ADDI_INT gp6, gp0, 5504
S_ADDI_INT gp7, gp0, 5568
S_ADDI_INT gp8, gp0, 9472
S_ADDI_INT gp10, gp0, 9536
S_ADDI_INT gp11, gp0, 9600
S_ADDI_INT gp12, gp0, 9664
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 13056
S_ADDI_INT gp11, gp0, 42496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 9216
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
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5632
S_ADDI_INT gp5, gp0, 5696
S_ADDI_INT gp6, gp0, 5760
S_ADDI_INT gp7, gp0, 5824
S_ADDI_INT gp8, gp0, 9728
S_ADDI_INT gp10, gp0, 9792
S_ADDI_INT gp11, gp0, 9856
S_ADDI_INT gp12, gp0, 9920
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 13312
S_ADDI_INT gp11, gp0, 43008
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 9472
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
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5888
S_ADDI_INT gp5, gp0, 5952
S_ADDI_INT gp6, gp0, 6016
S_ADDI_INT gp7, gp0, 6080
S_ADDI_INT gp8, gp0, 9984
S_ADDI_INT gp10, gp0, 10048
S_ADDI_INT gp11, gp0, 10112
S_ADDI_INT gp12, gp0, 10176
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 13568
S_ADDI_INT gp11, gp0, 43520
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 9728
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
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6144
S_ADDI_INT gp5, gp0, 6208
S_ADDI_INT gp6, gp0, 6272
S_ADDI_INT gp7, gp0, 6336
S_ADDI_INT gp8, gp0, 10240
S_ADDI_INT gp10, gp0, 10304
S_ADDI_INT gp11, gp0, 10368
S_ADDI_INT gp12, gp0, 10432
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 13824
S_ADDI_INT gp11, gp0, 44032
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 9984
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
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6400
S_ADDI_INT gp5, gp0, 6464
S_ADDI_INT gp6, gp0, 6528
S_ADDI_INT gp7, gp0, 6592
S_ADDI_INT gp8, gp0, 10496
S_ADDI_INT gp10, gp0, 10560
S_ADDI_INT gp11, gp0, 10624
S_ADDI_INT gp12, gp0, 10688
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 14080
S_ADDI_INT gp11, gp0, 44544
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 10240
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
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6656
S_ADDI_INT gp5, gp0, 6720
S_ADDI_INT gp6, gp0, 6784
S_ADDI_INT gp7, gp0, 6848
S_ADDI_INT gp8, gp0, 10752
S_ADDI_INT gp10, gp0, 10816
S_ADDI_INT gp11, gp0, 10880
S_ADDI_INT gp12, gp0, 10944
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 14336
S_ADDI_INT gp11, gp0, 45056
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 10496
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
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6912
S_ADDI_INT gp5, gp0, 6976
S_ADDI_INT gp6, gp0, 7040
S_ADDI_INT gp7, gp0, 7104
S_ADDI_INT gp8, gp0, 11008
S_ADDI_INT gp10, gp0, 11072
S_ADDI_INT gp11, gp0, 11136
S_ADDI_INT gp12, gp0, 11200
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 14592
S_ADDI_INT gp11, gp0, 45568
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 10752
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
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 7168
S_ADDI_INT gp5, gp0, 7232
S_ADDI_INT gp6, gp0, 7296
S_ADDI_INT gp7, gp0, 7360
S_ADDI_INT gp8, gp0, 11264
S_ADDI_INT gp10, gp0, 11328
S_ADDI_INT gp11, gp0, 11392
S_ADDI_INT gp12, gp0, 11456
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 14848
S_ADDI_INT gp11, gp0, 46080
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 11008
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
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 7424
S_ADDI_INT gp5, gp0, 7488
S_ADDI_INT gp6, gp0, 7552
S_ADDI_INT gp7, gp0, 7616
S_ADDI_INT gp8, gp0, 11520
S_ADDI_INT gp10, gp0, 11584
S_ADDI_INT gp11, gp0, 11648
S_ADDI_INT gp12, gp0, 11712
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 15104
S_ADDI_INT gp11, gp0, 46592
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 11264
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
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 7680
S_ADDI_INT gp5, gp0, 7744
S_ADDI_INT gp6, gp0, 7808
S_ADDI_INT gp7, gp0, 7872
S_ADDI_INT gp8, gp0, 11776
S_ADDI_INT gp10, gp0, 11840
S_ADDI_INT gp11, gp0, 11904
S_ADDI_INT gp12, gp0, 11968
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 15360
S_ADDI_INT gp11, gp0, 47104
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 11520
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
S_ADDI_INT gp1, gp0, 7936
S_ADDI_INT gp5, gp0, 8000
S_ADDI_INT gp6, gp0, 8064
S_ADDI_INT gp7, gp0, 8128
S_ADDI_INT gp8, gp0, 12032
S_ADDI_INT gp10, gp0, 12096
S_ADDI_INT gp11, gp0, 12160
S_ADDI_INT gp12, gp0, 12224
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 15616
S_ADDI_INT gp11, gp0, 47616
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 15872
S_ADDI_INT gp11, gp0, 48128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 16128
S_ADDI_INT gp11, gp0, 48640
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 16384
C_LOOP_START gp13, 64
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 16384
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
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 16640
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
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 20480
S_ADDI_INT gp5, gp0, 20544
S_ADDI_INT gp6, gp0, 20608
S_ADDI_INT gp7, gp0, 20672
S_ADDI_INT gp8, gp0, 24576
S_ADDI_INT gp10, gp0, 24640
S_ADDI_INT gp11, gp0, 24704
S_ADDI_INT gp12, gp0, 24768
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 16896
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
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 20736
S_ADDI_INT gp5, gp0, 20800
S_ADDI_INT gp6, gp0, 20864
S_ADDI_INT gp7, gp0, 20928
S_ADDI_INT gp8, gp0, 24832
S_ADDI_INT gp10, gp0, 24896
S_ADDI_INT gp11, gp0, 24960
S_ADDI_INT gp12, gp0, 25024
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 17152
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
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 20992
S_ADDI_INT gp5, gp0, 21056
S_ADDI_INT gp6, gp0, 21120
S_ADDI_INT gp7, gp0, 21184
S_ADDI_INT gp8, gp0, 25088
S_ADDI_INT gp10, gp0, 25152
S_ADDI_INT gp11, gp0, 25216
S_ADDI_INT gp12, gp0, 25280
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 28672
S_ADDI_INT gp11, gp0, 41024
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 17408
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
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 21248
S_ADDI_INT gp5, gp0, 21312
S_ADDI_INT gp6, gp0, 21376
S_ADDI_INT gp7, gp0, 21440
S_ADDI_INT gp8, gp0, 25344
S_ADDI_INT gp10, gp0, 25408
S_ADDI_INT gp11, gp0, 25472
S_ADDI_INT gp12, gp0, 25536
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 28928
S_ADDI_INT gp11, gp0, 41536
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 17664
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
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 21504
S_ADDI_INT gp5, gp0, 21568
S_ADDI_INT gp6, gp0, 21632
S_ADDI_INT gp7, gp0, 21696
S_ADDI_INT gp8, gp0, 25600
S_ADDI_INT gp10, gp0, 25664
S_ADDI_INT gp11, gp0, 25728
S_ADDI_INT gp12, gp0, 25792
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 29184
S_ADDI_INT gp11, gp0, 42048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 17920
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
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 21760
S_ADDI_INT gp5, gp0, 21824
S_ADDI_INT gp6, gp0, 21888
S_ADDI_INT gp7, gp0, 21952
S_ADDI_INT gp8, gp0, 25856
S_ADDI_INT gp10, gp0, 25920
S_ADDI_INT gp11, gp0, 25984
S_ADDI_INT gp12, gp0, 26048
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 29440
S_ADDI_INT gp11, gp0, 42560
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 18176
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
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22016
S_ADDI_INT gp5, gp0, 22080
S_ADDI_INT gp6, gp0, 22144
S_ADDI_INT gp7, gp0, 22208
S_ADDI_INT gp8, gp0, 26112
S_ADDI_INT gp10, gp0, 26176
S_ADDI_INT gp11, gp0, 26240
S_ADDI_INT gp12, gp0, 26304
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 29696
S_ADDI_INT gp11, gp0, 43072
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 18432
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
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22272
S_ADDI_INT gp5, gp0, 22336
S_ADDI_INT gp6, gp0, 22400
S_ADDI_INT gp7, gp0, 22464
S_ADDI_INT gp8, gp0, 26368
S_ADDI_INT gp10, gp0, 26432
S_ADDI_INT gp11, gp0, 26496
S_ADDI_INT gp12, gp0, 26560
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 29952
S_ADDI_INT gp11, gp0, 43584
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 18688
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
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22528
S_ADDI_INT gp5, gp0, 22592
S_ADDI_INT gp6, gp0, 22656
S_ADDI_INT gp7, gp0, 22720
S_ADDI_INT gp8, gp0, 26624
S_ADDI_INT gp10, gp0, 26688
S_ADDI_INT gp11, gp0, 26752
S_ADDI_INT gp12, gp0, 26816
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 30208
S_ADDI_INT gp11, gp0, 44096
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 18944
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
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22784
S_ADDI_INT gp5, gp0, 22848
S_ADDI_INT gp6, gp0, 22912
S_ADDI_INT gp7, gp0, 22976
S_ADDI_INT gp8, gp0, 26880
S_ADDI_INT gp10, gp0, 26944
S_ADDI_INT gp11, gp0, 27008
S_ADDI_INT gp12, gp0, 27072
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 30464
S_ADDI_INT gp11, gp0, 44608
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 19200
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
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23040
S_ADDI_INT gp5, gp0, 23104
S_ADDI_INT gp6, gp0, 23168
S_ADDI_INT gp7, gp0, 23232
S_ADDI_INT gp8, gp0, 27136
S_ADDI_INT gp10, gp0, 27200
S_ADDI_INT gp11, gp0, 27264
S_ADDI_INT gp12, gp0, 27328
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 30720
S_ADDI_INT gp11, gp0, 45120
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 19456
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
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23296
S_ADDI_INT gp5, gp0, 23360
S_ADDI_INT gp6, gp0, 23424
S_ADDI_INT gp7, gp0, 23488
S_ADDI_INT gp8, gp0, 27392
S_ADDI_INT gp10, gp0, 27456
S_ADDI_INT gp11, gp0, 27520
S_ADDI_INT gp12, gp0, 27584
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 30976
S_ADDI_INT gp11, gp0, 45632
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 19712
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
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23552
S_ADDI_INT gp5, gp0, 23616
S_ADDI_INT gp6, gp0, 23680
S_ADDI_INT gp7, gp0, 23744
S_ADDI_INT gp8, gp0, 27648
S_ADDI_INT gp10, gp0, 27712
S_ADDI_INT gp11, gp0, 27776
S_ADDI_INT gp12, gp0, 27840
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 31232
S_ADDI_INT gp11, gp0, 46144
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 19968
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
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23808
S_ADDI_INT gp5, gp0, 23872
S_ADDI_INT gp6, gp0, 23936
S_ADDI_INT gp7, gp0, 24000
S_ADDI_INT gp8, gp0, 27904
S_ADDI_INT gp10, gp0, 27968
S_ADDI_INT gp11, gp0, 28032
S_ADDI_INT gp12, gp0, 28096
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 31488
S_ADDI_INT gp11, gp0, 46656
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 20224
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
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 24064
S_ADDI_INT gp5, gp0, 24128
S_ADDI_INT gp6, gp0, 24192
S_ADDI_INT gp7, gp0, 24256
S_ADDI_INT gp8, gp0, 28160
S_ADDI_INT gp10, gp0, 28224
S_ADDI_INT gp11, gp0, 28288
S_ADDI_INT gp12, gp0, 28352
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 31744
S_ADDI_INT gp11, gp0, 47168
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27904
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
S_ADDI_INT gp1, gp0, 24320
S_ADDI_INT gp5, gp0, 24384
S_ADDI_INT gp6, gp0, 24448
S_ADDI_INT gp7, gp0, 24512
S_ADDI_INT gp8, gp0, 28416
S_ADDI_INT gp10, gp0, 28480
S_ADDI_INT gp11, gp0, 28544
S_ADDI_INT gp12, gp0, 28608
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_RED_MAX f1, gp8, 0
V_RED_MAX f2, gp10, 0
V_RED_MAX f3, gp11, 0
V_RED_MAX f4, gp12, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
V_SUB_VF gp8, gp8, f1, 0, 0
V_SUB_VF gp10, gp10, f2, 0, 0
V_SUB_VF gp11, gp11, f3, 0, 0
V_SUB_VF gp12, gp12, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_EXP_V gp8, gp8, 0
V_EXP_V gp10, gp10, 0
V_EXP_V gp11, gp11, 0
V_EXP_V gp12, gp12, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
V_RED_SUM f1, gp8, 0
V_RED_SUM f2, gp10, 0
V_RED_SUM f3, gp11, 0
V_RED_SUM f4, gp12, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
V_MUL_VF gp8, gp8, f1, 0
V_MUL_VF gp10, gp10, f2, 0
V_MUL_VF gp11, gp11, f3, 0
V_MUL_VF gp12, gp12, f4, 0
S_ADDI_INT gp10, gp0, 32000
S_ADDI_INT gp11, gp0, 47680
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32256
S_ADDI_INT gp11, gp0, 48192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32512
S_ADDI_INT gp11, gp0, 48704
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
