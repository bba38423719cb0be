; mha C5: SQ=64 SK=256 query heads 8, kv heads 8; 16 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 512
C_SET_STRIDE_REG gp9   ; STRIDE = 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 98304
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 131072
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 6144
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 10240
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 12288
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 14336
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 18432
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 20480
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 22528
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 26624
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 30720
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 163840
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 196608
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 229376
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32832
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 65600
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 98368
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 131136
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24832
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25088
S_ADDI_INT gp4, gp0, 4160
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25344
S_ADDI_INT gp4, gp0, 6208
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25600
S_ADDI_INT gp4, gp0, 8256
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25856
S_ADDI_INT gp4, gp0, 10304
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26112
S_ADDI_INT gp4, gp0, 12352
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26368
S_ADDI_INT gp4, gp0, 14400
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26624
S_ADDI_INT gp4, gp0, 16448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26880
S_ADDI_INT gp4, gp0, 18496
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27136
S_ADDI_INT gp4, gp0, 20544
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27392
S_ADDI_INT gp4, gp0, 22592
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27648
S_ADDI_INT gp4, gp0, 24640
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27904
S_ADDI_INT gp4, gp0, 26688
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28160
S_ADDI_INT gp4, gp0, 28736
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28416
S_ADDI_INT gp4, gp0, 30784
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 163904
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 196672
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 229440
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 64
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
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20480
S_LUI_INT gp11, 72
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20736
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20992
S_LUI_INT gp11, 73
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21248
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21504
S_LUI_INT gp11, 74
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21760
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22016
S_LUI_INT gp11, 75
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22272
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22528
S_LUI_INT gp11, 76
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22784
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23040
S_LUI_INT gp11, 77
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23296
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23552
S_LUI_INT gp11, 78
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19712
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
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23808
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24064
S_LUI_INT gp11, 79
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24320
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32896
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65664
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 98432
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 131200
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 128
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 2176
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 4224
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 6272
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 8320
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 10368
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 12416
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 14464
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 16512
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 18560
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 20608
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 22656
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 24704
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 26752
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 28800
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 30848
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 163968
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 196736
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 229504
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 128
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
C_LOOP_START gp13, 64
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 24576
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 24832
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 25088
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 25344
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45056
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 25600
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45312
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 25856
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45568
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 26112
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45824
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 26368
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46080
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 26624
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46336
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 26880
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46592
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 27136
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46848
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 27392
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47104
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 27648
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47360
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 27904
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47616
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 28160
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47872
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 28416
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48128
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44288
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
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48384
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48640
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 64
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48896
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 65728
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 98496
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 131264
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24832
S_ADDI_INT gp4, gp0, 2240
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25088
S_ADDI_INT gp4, gp0, 4288
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25344
S_ADDI_INT gp4, gp0, 6336
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25600
S_ADDI_INT gp4, gp0, 8384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25856
S_ADDI_INT gp4, gp0, 10432
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26112
S_ADDI_INT gp4, gp0, 12480
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26368
S_ADDI_INT gp4, gp0, 14528
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26624
S_ADDI_INT gp4, gp0, 16576
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26880
S_ADDI_INT gp4, gp0, 18624
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27136
S_ADDI_INT gp4, gp0, 20672
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27392
S_ADDI_INT gp4, gp0, 22720
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27648
S_ADDI_INT gp4, gp0, 24768
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27904
S_ADDI_INT gp4, gp0, 26816
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28160
S_ADDI_INT gp4, gp0, 28864
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28416
S_ADDI_INT gp4, gp0, 30912
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 164032
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 196800
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 229568
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 192
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
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20480
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20736
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20992
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21248
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21504
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21760
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22016
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22272
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22528
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22784
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23040
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23296
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23552
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19712
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
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23808
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24064
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24320
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 33024
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65792
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 98560
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 131328
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 256
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 2304
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 4352
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 6400
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 8448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 10496
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 12544
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 14592
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 16640
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 18688
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 20736
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 22784
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 24832
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 26880
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 28928
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 30976
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 164096
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 196864
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 229632
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 256
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
C_LOOP_START gp13, 64
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 24576
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 24832
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 25088
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 25344
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45056
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 25600
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45312
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 25856
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45568
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 26112
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45824
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 26368
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46080
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 26624
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46336
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 26880
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46592
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 27136
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46848
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 27392
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47104
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 27648
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47360
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 27904
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47616
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 28160
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47872
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 28416
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48128
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44288
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
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48384
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48640
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48896
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 33088
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 65856
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 98624
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 131392
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 320
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24832
S_ADDI_INT gp4, gp0, 2368
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25088
S_ADDI_INT gp4, gp0, 4416
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25344
S_ADDI_INT gp4, gp0, 6464
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25600
S_ADDI_INT gp4, gp0, 8512
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25856
S_ADDI_INT gp4, gp0, 10560
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26112
S_ADDI_INT gp4, gp0, 12608
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26368
S_ADDI_INT gp4, gp0, 14656
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26624
S_ADDI_INT gp4, gp0, 16704
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26880
S_ADDI_INT gp4, gp0, 18752
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27136
S_ADDI_INT gp4, gp0, 20800
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27392
S_ADDI_INT gp4, gp0, 22848
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27648
S_ADDI_INT gp4, gp0, 24896
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27904
S_ADDI_INT gp4, gp0, 26944
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28160
S_ADDI_INT gp4, gp0, 28992
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28416
S_ADDI_INT gp4, gp0, 31040
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 164160
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 196928
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 229696
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 320
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
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20480
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20736
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20992
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21248
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21504
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21760
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22016
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22272
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22528
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22784
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23040
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23296
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23552
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19712
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
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23808
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24064
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24320
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 33152
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65920
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 98688
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 131456
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 2432
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 4480
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 6528
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 8576
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 10624
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 12672
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 14720
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 16768
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 18816
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 20864
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 22912
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 24960
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 27008
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 29056
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 31104
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 164224
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 196992
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 229760
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 384
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
C_LOOP_START gp13, 64
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 24576
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 24832
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 25088
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 25344
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45056
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 25600
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45312
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 25856
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45568
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 26112
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45824
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 26368
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46080
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 26624
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46336
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 26880
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46592
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 27136
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46848
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 27392
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47104
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 27648
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47360
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 27904
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47616
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 28160
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47872
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 28416
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48128
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44288
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
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48384
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48640
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48896
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 33216
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 65984
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 98752
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 131520
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24832
S_ADDI_INT gp4, gp0, 2496
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25088
S_ADDI_INT gp4, gp0, 4544
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25344
S_ADDI_INT gp4, gp0, 6592
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25600
S_ADDI_INT gp4, gp0, 8640
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 25856
S_ADDI_INT gp4, gp0, 10688
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26112
S_ADDI_INT gp4, gp0, 12736
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26368
S_ADDI_INT gp4, gp0, 14784
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26624
S_ADDI_INT gp4, gp0, 16832
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 26880
S_ADDI_INT gp4, gp0, 18880
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27136
S_ADDI_INT gp4, gp0, 20928
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27392
S_ADDI_INT gp4, gp0, 22976
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27648
S_ADDI_INT gp4, gp0, 25024
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 27904
S_ADDI_INT gp4, gp0, 27072
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28160
S_ADDI_INT gp4, gp0, 29120
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 28416
S_ADDI_INT gp4, gp0, 31168
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 164288
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 53248
S_ADDI_INT gp4, gp0, 197056
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 57344
S_ADDI_INT gp4, gp0, 229824
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 61440
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 448
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
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp6, gp0, 4160
S_ADDI_INT gp7, gp0, 4224
S_ADDI_INT gp8, gp0, 4288
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp6, gp0, 4416
S_ADDI_INT gp7, gp0, 4480
S_ADDI_INT gp8, gp0, 4544
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp6, gp0, 4672
S_ADDI_INT gp7, gp0, 4736
S_ADDI_INT gp8, gp0, 4800
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20480
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp6, gp0, 4928
S_ADDI_INT gp7, gp0, 4992
S_ADDI_INT gp8, gp0, 5056
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20736
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp6, gp0, 5184
S_ADDI_INT gp7, gp0, 5248
S_ADDI_INT gp8, gp0, 5312
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 20992
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp6, gp0, 5440
S_ADDI_INT gp7, gp0, 5504
S_ADDI_INT gp8, gp0, 5568
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21248
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp6, gp0, 5696
S_ADDI_INT gp7, gp0, 5760
S_ADDI_INT gp8, gp0, 5824
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21504
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp6, gp0, 5952
S_ADDI_INT gp7, gp0, 6016
S_ADDI_INT gp8, gp0, 6080
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 21760
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp6, gp0, 6208
S_ADDI_INT gp7, gp0, 6272
S_ADDI_INT gp8, gp0, 6336
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22016
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp6, gp0, 6464
S_ADDI_INT gp7, gp0, 6528
S_ADDI_INT gp8, gp0, 6592
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22272
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp6, gp0, 6720
S_ADDI_INT gp7, gp0, 6784
S_ADDI_INT gp8, gp0, 6848
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22528
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp6, gp0, 6976
S_ADDI_INT gp7, gp0, 7040
S_ADDI_INT gp8, gp0, 7104
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 22784
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp6, gp0, 7232
S_ADDI_INT gp7, gp0, 7296
S_ADDI_INT gp8, gp0, 7360
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23040
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp6, gp0, 7488
S_ADDI_INT gp7, gp0, 7552
S_ADDI_INT gp8, gp0, 7616
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23296
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp6, gp0, 7744
S_ADDI_INT gp7, gp0, 7808
S_ADDI_INT gp8, gp0, 7872
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23552
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19712
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
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp6, gp0, 8000
S_ADDI_INT gp7, gp0, 8064
S_ADDI_INT gp8, gp0, 8128
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 23808
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24064
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 24320
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 24576
C_LOOP_START gp13, 64
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 24576
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 24832
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp6, gp0, 28736
S_ADDI_INT gp7, gp0, 28800
S_ADDI_INT gp8, gp0, 28864
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 25088
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp6, gp0, 28992
S_ADDI_INT gp7, gp0, 29056
S_ADDI_INT gp8, gp0, 29120
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 25344
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp6, gp0, 29248
S_ADDI_INT gp7, gp0, 29312
S_ADDI_INT gp8, gp0, 29376
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45056
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 25600
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp6, gp0, 29504
S_ADDI_INT gp7, gp0, 29568
S_ADDI_INT gp8, gp0, 29632
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45312
S_LUI_INT gp11, 72
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 25856
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp6, gp0, 29760
S_ADDI_INT gp7, gp0, 29824
S_ADDI_INT gp8, gp0, 29888
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45568
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 26112
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp6, gp0, 30016
S_ADDI_INT gp7, gp0, 30080
S_ADDI_INT gp8, gp0, 30144
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 45824
S_LUI_INT gp11, 73
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 26368
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp6, gp0, 30272
S_ADDI_INT gp7, gp0, 30336
S_ADDI_INT gp8, gp0, 30400
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46080
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 26624
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp6, gp0, 30528
S_ADDI_INT gp7, gp0, 30592
S_ADDI_INT gp8, gp0, 30656
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46336
S_LUI_INT gp11, 74
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 26880
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp6, gp0, 30784
S_ADDI_INT gp7, gp0, 30848
S_ADDI_INT gp8, gp0, 30912
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46592
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 27136
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp6, gp0, 31040
S_ADDI_INT gp7, gp0, 31104
S_ADDI_INT gp8, gp0, 31168
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 46848
S_LUI_INT gp11, 75
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 27392
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp6, gp0, 31296
S_ADDI_INT gp7, gp0, 31360
S_ADDI_INT gp8, gp0, 31424
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47104
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 27648
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp6, gp0, 31552
S_ADDI_INT gp7, gp0, 31616
S_ADDI_INT gp8, gp0, 31680
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47360
S_LUI_INT gp11, 76
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 27904
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp6, gp0, 31808
S_ADDI_INT gp7, gp0, 31872
S_ADDI_INT gp8, gp0, 31936
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47616
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 28160
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp6, gp0, 32064
S_ADDI_INT gp7, gp0, 32128
S_ADDI_INT gp8, gp0, 32192
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 47872
S_LUI_INT gp11, 77
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 28416
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp12, 4
  C_LOOP_START gp13, 16
    M_TMM 0, gp2, gp3
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
  C_LOOP_END gp13
  S_ADDI_INT gp3, gp3, 4032
  S_ADDI_INT gp4, gp4, 4032
C_LOOP_END gp12
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp6, gp0, 32320
S_ADDI_INT gp7, gp0, 32384
S_ADDI_INT gp8, gp0, 32448
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48128
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44288
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
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp6, gp0, 32576
S_ADDI_INT gp7, gp0, 32640
S_ADDI_INT gp8, gp0, 32704
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 4096
  S_ADDI_INT gp6, gp6, 4096
  S_ADDI_INT gp7, gp7, 4096
  S_ADDI_INT gp8, gp8, 4096
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48384
S_LUI_INT gp11, 78
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48640
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 49152
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 53248
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 57344
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 61440
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 48896
S_LUI_INT gp11, 79
S_ADDI_INT gp11, gp11, 2496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
