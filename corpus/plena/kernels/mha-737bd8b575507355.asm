; mha C3: SQ=128 SK=128 query heads 4, kv heads 4; 32 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 256
C_SET_STRIDE_REG gp9   ; STRIDE = 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 49152
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 2048
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 3072
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 5120
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 6144
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 7168
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 9216
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 10240
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 11264
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 12288
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 13312
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 14336
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 15360
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4352
S_ADDI_INT gp4, gp0, 17408
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4608
S_ADDI_INT gp4, gp0, 18432
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4864
S_ADDI_INT gp4, gp0, 19456
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5120
S_ADDI_INT gp4, gp0, 20480
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5376
S_ADDI_INT gp4, gp0, 21504
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5632
S_ADDI_INT gp4, gp0, 22528
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5888
S_ADDI_INT gp4, gp0, 23552
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6144
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6400
S_ADDI_INT gp4, gp0, 25600
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6656
S_ADDI_INT gp4, gp0, 26624
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6912
S_ADDI_INT gp4, gp0, 27648
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7168
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7424
S_ADDI_INT gp4, gp0, 29696
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7680
S_ADDI_INT gp4, gp0, 30720
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7936
S_ADDI_INT gp4, gp0, 31744
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 81920
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 32832
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49216
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 64
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33024
S_ADDI_INT gp4, gp0, 1088
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33280
S_ADDI_INT gp4, gp0, 2112
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33536
S_ADDI_INT gp4, gp0, 3136
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33792
S_ADDI_INT gp4, gp0, 4160
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34048
S_ADDI_INT gp4, gp0, 5184
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34304
S_ADDI_INT gp4, gp0, 6208
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34560
S_ADDI_INT gp4, gp0, 7232
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34816
S_ADDI_INT gp4, gp0, 8256
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35072
S_ADDI_INT gp4, gp0, 9280
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35328
S_ADDI_INT gp4, gp0, 10304
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35584
S_ADDI_INT gp4, gp0, 11328
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35840
S_ADDI_INT gp4, gp0, 12352
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36096
S_ADDI_INT gp4, gp0, 13376
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36352
S_ADDI_INT gp4, gp0, 14400
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36608
S_ADDI_INT gp4, gp0, 15424
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 16448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37120
S_ADDI_INT gp4, gp0, 17472
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37376
S_ADDI_INT gp4, gp0, 18496
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37632
S_ADDI_INT gp4, gp0, 19520
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37888
S_ADDI_INT gp4, gp0, 20544
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38144
S_ADDI_INT gp4, gp0, 21568
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38400
S_ADDI_INT gp4, gp0, 22592
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38656
S_ADDI_INT gp4, gp0, 23616
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38912
S_ADDI_INT gp4, gp0, 24640
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39168
S_ADDI_INT gp4, gp0, 25664
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39424
S_ADDI_INT gp4, gp0, 26688
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39680
S_ADDI_INT gp4, gp0, 27712
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39936
S_ADDI_INT gp4, gp0, 28736
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 40192
S_ADDI_INT gp4, gp0, 29760
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 40448
S_ADDI_INT gp4, gp0, 30784
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 40704
S_ADDI_INT gp4, gp0, 31808
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65600
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 81984
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
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8192
S_ADDI_INT gp5, gp0, 8256
S_ADDI_INT gp6, gp0, 8320
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 16384
S_ADDI_INT gp10, gp0, 16448
S_ADDI_INT gp11, gp0, 16512
S_ADDI_INT gp12, gp0, 16576
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
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8448
S_ADDI_INT gp5, gp0, 8512
S_ADDI_INT gp6, gp0, 8576
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 16640
S_ADDI_INT gp10, gp0, 16704
S_ADDI_INT gp11, gp0, 16768
S_ADDI_INT gp12, gp0, 16832
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
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 16384
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
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8704
S_ADDI_INT gp5, gp0, 8768
S_ADDI_INT gp6, gp0, 8832
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 16896
S_ADDI_INT gp10, gp0, 16960
S_ADDI_INT gp11, gp0, 17024
S_ADDI_INT gp12, gp0, 17088
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
S_ADDI_INT gp10, gp0, 24576
S_ADDI_INT gp11, gp0, 98304
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 16640
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
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8960
S_ADDI_INT gp5, gp0, 9024
S_ADDI_INT gp6, gp0, 9088
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 17152
S_ADDI_INT gp10, gp0, 17216
S_ADDI_INT gp11, gp0, 17280
S_ADDI_INT gp12, gp0, 17344
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
S_ADDI_INT gp10, gp0, 24832
S_ADDI_INT gp11, gp0, 99328
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 16896
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
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9216
S_ADDI_INT gp5, gp0, 9280
S_ADDI_INT gp6, gp0, 9344
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 17408
S_ADDI_INT gp10, gp0, 17472
S_ADDI_INT gp11, gp0, 17536
S_ADDI_INT gp12, gp0, 17600
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
S_ADDI_INT gp10, gp0, 25088
S_ADDI_INT gp11, gp0, 100352
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17152
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
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9472
S_ADDI_INT gp5, gp0, 9536
S_ADDI_INT gp6, gp0, 9600
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 17664
S_ADDI_INT gp10, gp0, 17728
S_ADDI_INT gp11, gp0, 17792
S_ADDI_INT gp12, gp0, 17856
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
S_ADDI_INT gp10, gp0, 25344
S_ADDI_INT gp11, gp0, 101376
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17408
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
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9728
S_ADDI_INT gp5, gp0, 9792
S_ADDI_INT gp6, gp0, 9856
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 17920
S_ADDI_INT gp10, gp0, 17984
S_ADDI_INT gp11, gp0, 18048
S_ADDI_INT gp12, gp0, 18112
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
S_ADDI_INT gp10, gp0, 25600
S_ADDI_INT gp11, gp0, 102400
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17664
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
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9984
S_ADDI_INT gp5, gp0, 10048
S_ADDI_INT gp6, gp0, 10112
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 18176
S_ADDI_INT gp10, gp0, 18240
S_ADDI_INT gp11, gp0, 18304
S_ADDI_INT gp12, gp0, 18368
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
S_ADDI_INT gp10, gp0, 25856
S_ADDI_INT gp11, gp0, 103424
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17920
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
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10240
S_ADDI_INT gp5, gp0, 10304
S_ADDI_INT gp6, gp0, 10368
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 18432
S_ADDI_INT gp10, gp0, 18496
S_ADDI_INT gp11, gp0, 18560
S_ADDI_INT gp12, gp0, 18624
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
S_ADDI_INT gp10, gp0, 26112
S_ADDI_INT gp11, gp0, 104448
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18176
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
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10496
S_ADDI_INT gp5, gp0, 10560
S_ADDI_INT gp6, gp0, 10624
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 18688
S_ADDI_INT gp10, gp0, 18752
S_ADDI_INT gp11, gp0, 18816
S_ADDI_INT gp12, gp0, 18880
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
S_ADDI_INT gp10, gp0, 26368
S_ADDI_INT gp11, gp0, 105472
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18432
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
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10752
S_ADDI_INT gp5, gp0, 10816
S_ADDI_INT gp6, gp0, 10880
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 18944
S_ADDI_INT gp10, gp0, 19008
S_ADDI_INT gp11, gp0, 19072
S_ADDI_INT gp12, gp0, 19136
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
S_ADDI_INT gp10, gp0, 26624
S_ADDI_INT gp11, gp0, 106496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18688
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
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11008
S_ADDI_INT gp5, gp0, 11072
S_ADDI_INT gp6, gp0, 11136
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 19200
S_ADDI_INT gp10, gp0, 19264
S_ADDI_INT gp11, gp0, 19328
S_ADDI_INT gp12, gp0, 19392
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
S_ADDI_INT gp10, gp0, 26880
S_ADDI_INT gp11, gp0, 107520
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18944
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
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11264
S_ADDI_INT gp5, gp0, 11328
S_ADDI_INT gp6, gp0, 11392
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 19456
S_ADDI_INT gp10, gp0, 19520
S_ADDI_INT gp11, gp0, 19584
S_ADDI_INT gp12, gp0, 19648
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
S_ADDI_INT gp10, gp0, 27136
S_ADDI_INT gp11, gp0, 108544
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19200
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
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11520
S_ADDI_INT gp5, gp0, 11584
S_ADDI_INT gp6, gp0, 11648
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 19712
S_ADDI_INT gp10, gp0, 19776
S_ADDI_INT gp11, gp0, 19840
S_ADDI_INT gp12, gp0, 19904
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
S_ADDI_INT gp10, gp0, 27392
S_ADDI_INT gp11, gp0, 109568
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19456
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
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11776
S_ADDI_INT gp5, gp0, 11840
S_ADDI_INT gp6, gp0, 11904
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 19968
S_ADDI_INT gp10, gp0, 20032
S_ADDI_INT gp11, gp0, 20096
S_ADDI_INT gp12, gp0, 20160
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
S_ADDI_INT gp10, gp0, 27648
S_ADDI_INT gp11, gp0, 110592
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19712
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
; softmax, stacked queries 60..63
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12032
S_ADDI_INT gp5, gp0, 12096
S_ADDI_INT gp6, gp0, 12160
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 20224
S_ADDI_INT gp10, gp0, 20288
S_ADDI_INT gp11, gp0, 20352
S_ADDI_INT gp12, gp0, 20416
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
S_ADDI_INT gp10, gp0, 27904
S_ADDI_INT gp11, gp0, 111616
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19968
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
; softmax, stacked queries 64..67
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12288
S_ADDI_INT gp5, gp0, 12352
S_ADDI_INT gp6, gp0, 12416
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 20480
S_ADDI_INT gp10, gp0, 20544
S_ADDI_INT gp11, gp0, 20608
S_ADDI_INT gp12, gp0, 20672
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
S_ADDI_INT gp10, gp0, 28160
S_ADDI_INT gp11, gp0, 112640
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20224
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
; softmax, stacked queries 68..71
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12544
S_ADDI_INT gp5, gp0, 12608
S_ADDI_INT gp6, gp0, 12672
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 20736
S_ADDI_INT gp10, gp0, 20800
S_ADDI_INT gp11, gp0, 20864
S_ADDI_INT gp12, gp0, 20928
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
S_ADDI_INT gp10, gp0, 28416
S_ADDI_INT gp11, gp0, 113664
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20480
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
; softmax, stacked queries 72..75
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12800
S_ADDI_INT gp5, gp0, 12864
S_ADDI_INT gp6, gp0, 12928
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 20992
S_ADDI_INT gp10, gp0, 21056
S_ADDI_INT gp11, gp0, 21120
S_ADDI_INT gp12, gp0, 21184
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
S_ADDI_INT gp11, gp0, 114688
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20736
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
; softmax, stacked queries 76..79
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13056
S_ADDI_INT gp5, gp0, 13120
S_ADDI_INT gp6, gp0, 13184
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 21248
S_ADDI_INT gp10, gp0, 21312
S_ADDI_INT gp11, gp0, 21376
S_ADDI_INT gp12, gp0, 21440
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
S_ADDI_INT gp11, gp0, 115712
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20992
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
; softmax, stacked queries 80..83
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13312
S_ADDI_INT gp5, gp0, 13376
S_ADDI_INT gp6, gp0, 13440
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 21504
S_ADDI_INT gp10, gp0, 21568
S_ADDI_INT gp11, gp0, 21632
S_ADDI_INT gp12, gp0, 21696
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
S_ADDI_INT gp11, gp0, 116736
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21248
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
; softmax, stacked queries 84..87
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13568
S_ADDI_INT gp5, gp0, 13632
S_ADDI_INT gp6, gp0, 13696
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 21760
S_ADDI_INT gp10, gp0, 21824
S_ADDI_INT gp11, gp0, 21888
S_ADDI_INT gp12, gp0, 21952
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
S_ADDI_INT gp11, gp0, 117760
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21504
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
; softmax, stacked queries 88..91
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13824
S_ADDI_INT gp5, gp0, 13888
S_ADDI_INT gp6, gp0, 13952
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 22016
S_ADDI_INT gp10, gp0, 22080
S_ADDI_INT gp11, gp0, 22144
S_ADDI_INT gp12, gp0, 22208
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
S_ADDI_INT gp11, gp0, 118784
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21760
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
; softmax, stacked queries 92..95
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14080
S_ADDI_INT gp5, gp0, 14144
S_ADDI_INT gp6, gp0, 14208
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 22272
S_ADDI_INT gp10, gp0, 22336
S_ADDI_INT gp11, gp0, 22400
S_ADDI_INT gp12, gp0, 22464
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
S_ADDI_INT gp11, gp0, 119808
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22016
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
; softmax, stacked queries 96..99
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14336
S_ADDI_INT gp5, gp0, 14400
S_ADDI_INT gp6, gp0, 14464
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 22528
S_ADDI_INT gp10, gp0, 22592
S_ADDI_INT gp11, gp0, 22656
S_ADDI_INT gp12, gp0, 22720
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
S_ADDI_INT gp11, gp0, 120832
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22272
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
; softmax, stacked queries 100..103
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14592
S_ADDI_INT gp5, gp0, 14656
S_ADDI_INT gp6, gp0, 14720
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 22784
S_ADDI_INT gp10, gp0, 22848
S_ADDI_INT gp11, gp0, 22912
S_ADDI_INT gp12, gp0, 22976
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
S_ADDI_INT gp11, gp0, 121856
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22528
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
; softmax, stacked queries 104..107
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14848
S_ADDI_INT gp5, gp0, 14912
S_ADDI_INT gp6, gp0, 14976
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 23040
S_ADDI_INT gp10, gp0, 23104
S_ADDI_INT gp11, gp0, 23168
S_ADDI_INT gp12, gp0, 23232
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
S_ADDI_INT gp11, gp0, 122880
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22784
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
; softmax, stacked queries 108..111
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15104
S_ADDI_INT gp5, gp0, 15168
S_ADDI_INT gp6, gp0, 15232
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 23296
S_ADDI_INT gp10, gp0, 23360
S_ADDI_INT gp11, gp0, 23424
S_ADDI_INT gp12, gp0, 23488
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
S_ADDI_INT gp11, gp0, 123904
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23040
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
; softmax, stacked queries 112..115
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15360
S_ADDI_INT gp5, gp0, 15424
S_ADDI_INT gp6, gp0, 15488
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 23552
S_ADDI_INT gp10, gp0, 23616
S_ADDI_INT gp11, gp0, 23680
S_ADDI_INT gp12, gp0, 23744
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
S_ADDI_INT gp11, gp0, 124928
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23296
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
; softmax, stacked queries 116..119
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15616
S_ADDI_INT gp5, gp0, 15680
S_ADDI_INT gp6, gp0, 15744
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 23808
S_ADDI_INT gp10, gp0, 23872
S_ADDI_INT gp11, gp0, 23936
S_ADDI_INT gp12, gp0, 24000
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
S_ADDI_INT gp11, gp0, 125952
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23552
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
; softmax, stacked queries 120..123
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15872
S_ADDI_INT gp5, gp0, 15936
S_ADDI_INT gp6, gp0, 16000
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 24064
S_ADDI_INT gp10, gp0, 24128
S_ADDI_INT gp11, gp0, 24192
S_ADDI_INT gp12, gp0, 24256
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
S_ADDI_INT gp11, gp0, 126976
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23808
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
S_ADDI_INT gp1, gp0, 16128
S_ADDI_INT gp5, gp0, 16192
S_ADDI_INT gp6, gp0, 16256
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 24320
S_ADDI_INT gp10, gp0, 24384
S_ADDI_INT gp11, gp0, 24448
S_ADDI_INT gp12, gp0, 24512
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
S_ADDI_INT gp11, gp0, 128000
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32256
S_ADDI_INT gp11, gp0, 129024
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32512
S_ADDI_INT gp11, gp0, 130048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32896
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 49280
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 128
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 1152
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 2176
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 3200
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 4224
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 5248
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 6272
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 7296
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 8320
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 9344
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 10368
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 11392
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 12416
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 13440
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 14464
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 15488
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16512
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4352
S_ADDI_INT gp4, gp0, 17536
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4608
S_ADDI_INT gp4, gp0, 18560
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4864
S_ADDI_INT gp4, gp0, 19584
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5120
S_ADDI_INT gp4, gp0, 20608
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5376
S_ADDI_INT gp4, gp0, 21632
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5632
S_ADDI_INT gp4, gp0, 22656
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5888
S_ADDI_INT gp4, gp0, 23680
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6144
S_ADDI_INT gp4, gp0, 24704
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6400
S_ADDI_INT gp4, gp0, 25728
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6656
S_ADDI_INT gp4, gp0, 26752
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6912
S_ADDI_INT gp4, gp0, 27776
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7168
S_ADDI_INT gp4, gp0, 28800
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7424
S_ADDI_INT gp4, gp0, 29824
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7680
S_ADDI_INT gp4, gp0, 30848
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7936
S_ADDI_INT gp4, gp0, 31872
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 65664
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 82048
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 32768
C_LOOP_START gp13, 128
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 32768
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
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 33024
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
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 40960
S_ADDI_INT gp5, gp0, 41024
S_ADDI_INT gp6, gp0, 41088
S_ADDI_INT gp7, gp0, 41152
S_ADDI_INT gp8, gp0, 49152
S_ADDI_INT gp10, gp0, 49216
S_ADDI_INT gp11, gp0, 49280
S_ADDI_INT gp12, gp0, 49344
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
S_ADDI_INT gp2, gp0, 33280
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
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41216
S_ADDI_INT gp5, gp0, 41280
S_ADDI_INT gp6, gp0, 41344
S_ADDI_INT gp7, gp0, 41408
S_ADDI_INT gp8, gp0, 49408
S_ADDI_INT gp10, gp0, 49472
S_ADDI_INT gp11, gp0, 49536
S_ADDI_INT gp12, gp0, 49600
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
S_ADDI_INT gp4, gp0, 57344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 33536
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
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41472
S_ADDI_INT gp5, gp0, 41536
S_ADDI_INT gp6, gp0, 41600
S_ADDI_INT gp7, gp0, 41664
S_ADDI_INT gp8, gp0, 49664
S_ADDI_INT gp10, gp0, 49728
S_ADDI_INT gp11, gp0, 49792
S_ADDI_INT gp12, gp0, 49856
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
S_ADDI_INT gp10, gp0, 57344
S_ADDI_INT gp11, gp0, 98368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 57600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 33792
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
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41728
S_ADDI_INT gp5, gp0, 41792
S_ADDI_INT gp6, gp0, 41856
S_ADDI_INT gp7, gp0, 41920
S_ADDI_INT gp8, gp0, 49920
S_ADDI_INT gp10, gp0, 49984
S_ADDI_INT gp11, gp0, 50048
S_ADDI_INT gp12, gp0, 50112
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
S_ADDI_INT gp10, gp0, 57600
S_ADDI_INT gp11, gp0, 99392
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 57856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 34048
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
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41984
S_ADDI_INT gp5, gp0, 42048
S_ADDI_INT gp6, gp0, 42112
S_ADDI_INT gp7, gp0, 42176
S_ADDI_INT gp8, gp0, 50176
S_ADDI_INT gp10, gp0, 50240
S_ADDI_INT gp11, gp0, 50304
S_ADDI_INT gp12, gp0, 50368
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
S_ADDI_INT gp10, gp0, 57856
S_ADDI_INT gp11, gp0, 100416
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 34304
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
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 42240
S_ADDI_INT gp5, gp0, 42304
S_ADDI_INT gp6, gp0, 42368
S_ADDI_INT gp7, gp0, 42432
S_ADDI_INT gp8, gp0, 50432
S_ADDI_INT gp10, gp0, 50496
S_ADDI_INT gp11, gp0, 50560
S_ADDI_INT gp12, gp0, 50624
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
S_ADDI_INT gp10, gp0, 58112
S_ADDI_INT gp11, gp0, 101440
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 34560
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
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 42496
S_ADDI_INT gp5, gp0, 42560
S_ADDI_INT gp6, gp0, 42624
S_ADDI_INT gp7, gp0, 42688
S_ADDI_INT gp8, gp0, 50688
S_ADDI_INT gp10, gp0, 50752
S_ADDI_INT gp11, gp0, 50816
S_ADDI_INT gp12, gp0, 50880
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
S_ADDI_INT gp10, gp0, 58368
S_ADDI_INT gp11, gp0, 102464
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 34816
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
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 42752
S_ADDI_INT gp5, gp0, 42816
S_ADDI_INT gp6, gp0, 42880
S_ADDI_INT gp7, gp0, 42944
S_ADDI_INT gp8, gp0, 50944
S_ADDI_INT gp10, gp0, 51008
S_ADDI_INT gp11, gp0, 51072
S_ADDI_INT gp12, gp0, 51136
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
S_ADDI_INT gp10, gp0, 58624
S_ADDI_INT gp11, gp0, 103488
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 35072
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
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43008
S_ADDI_INT gp5, gp0, 43072
S_ADDI_INT gp6, gp0, 43136
S_ADDI_INT gp7, gp0, 43200
S_ADDI_INT gp8, gp0, 51200
S_ADDI_INT gp10, gp0, 51264
S_ADDI_INT gp11, gp0, 51328
S_ADDI_INT gp12, gp0, 51392
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
S_ADDI_INT gp10, gp0, 58880
S_ADDI_INT gp11, gp0, 104512
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 35328
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
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43264
S_ADDI_INT gp5, gp0, 43328
S_ADDI_INT gp6, gp0, 43392
S_ADDI_INT gp7, gp0, 43456
S_ADDI_INT gp8, gp0, 51456
S_ADDI_INT gp10, gp0, 51520
S_ADDI_INT gp11, gp0, 51584
S_ADDI_INT gp12, gp0, 51648
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
S_ADDI_INT gp10, gp0, 59136
S_ADDI_INT gp11, gp0, 105536
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 35584
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
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43520
S_ADDI_INT gp5, gp0, 43584
S_ADDI_INT gp6, gp0, 43648
S_ADDI_INT gp7, gp0, 43712
S_ADDI_INT gp8, gp0, 51712
S_ADDI_INT gp10, gp0, 51776
S_ADDI_INT gp11, gp0, 51840
S_ADDI_INT gp12, gp0, 51904
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
S_ADDI_INT gp10, gp0, 59392
S_ADDI_INT gp11, gp0, 106560
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 35840
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
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43776
S_ADDI_INT gp5, gp0, 43840
S_ADDI_INT gp6, gp0, 43904
S_ADDI_INT gp7, gp0, 43968
S_ADDI_INT gp8, gp0, 51968
S_ADDI_INT gp10, gp0, 52032
S_ADDI_INT gp11, gp0, 52096
S_ADDI_INT gp12, gp0, 52160
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
S_ADDI_INT gp10, gp0, 59648
S_ADDI_INT gp11, gp0, 107584
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51712
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 36096
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
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44032
S_ADDI_INT gp5, gp0, 44096
S_ADDI_INT gp6, gp0, 44160
S_ADDI_INT gp7, gp0, 44224
S_ADDI_INT gp8, gp0, 52224
S_ADDI_INT gp10, gp0, 52288
S_ADDI_INT gp11, gp0, 52352
S_ADDI_INT gp12, gp0, 52416
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
S_ADDI_INT gp10, gp0, 59904
S_ADDI_INT gp11, gp0, 108608
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 36352
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
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44288
S_ADDI_INT gp5, gp0, 44352
S_ADDI_INT gp6, gp0, 44416
S_ADDI_INT gp7, gp0, 44480
S_ADDI_INT gp8, gp0, 52480
S_ADDI_INT gp10, gp0, 52544
S_ADDI_INT gp11, gp0, 52608
S_ADDI_INT gp12, gp0, 52672
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
S_ADDI_INT gp10, gp0, 60160
S_ADDI_INT gp11, gp0, 109632
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 36608
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
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44544
S_ADDI_INT gp5, gp0, 44608
S_ADDI_INT gp6, gp0, 44672
S_ADDI_INT gp7, gp0, 44736
S_ADDI_INT gp8, gp0, 52736
S_ADDI_INT gp10, gp0, 52800
S_ADDI_INT gp11, gp0, 52864
S_ADDI_INT gp12, gp0, 52928
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
S_ADDI_INT gp10, gp0, 60416
S_ADDI_INT gp11, gp0, 110656
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52480
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 64..67
S_ADDI_INT gp2, gp0, 36864
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
; softmax, stacked queries 60..63
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44800
S_ADDI_INT gp5, gp0, 44864
S_ADDI_INT gp6, gp0, 44928
S_ADDI_INT gp7, gp0, 44992
S_ADDI_INT gp8, gp0, 52992
S_ADDI_INT gp10, gp0, 53056
S_ADDI_INT gp11, gp0, 53120
S_ADDI_INT gp12, gp0, 53184
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
S_ADDI_INT gp10, gp0, 60672
S_ADDI_INT gp11, gp0, 111680
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52736
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 68..71
S_ADDI_INT gp2, gp0, 37120
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
; softmax, stacked queries 64..67
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45056
S_ADDI_INT gp5, gp0, 45120
S_ADDI_INT gp6, gp0, 45184
S_ADDI_INT gp7, gp0, 45248
S_ADDI_INT gp8, gp0, 53248
S_ADDI_INT gp10, gp0, 53312
S_ADDI_INT gp11, gp0, 53376
S_ADDI_INT gp12, gp0, 53440
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
S_ADDI_INT gp10, gp0, 60928
S_ADDI_INT gp11, gp0, 112704
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52992
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 72..75
S_ADDI_INT gp2, gp0, 37376
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
; softmax, stacked queries 68..71
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45312
S_ADDI_INT gp5, gp0, 45376
S_ADDI_INT gp6, gp0, 45440
S_ADDI_INT gp7, gp0, 45504
S_ADDI_INT gp8, gp0, 53504
S_ADDI_INT gp10, gp0, 53568
S_ADDI_INT gp11, gp0, 53632
S_ADDI_INT gp12, gp0, 53696
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
S_ADDI_INT gp10, gp0, 61184
S_ADDI_INT gp11, gp0, 113728
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 53248
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 76..79
S_ADDI_INT gp2, gp0, 37632
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
; softmax, stacked queries 72..75
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45568
S_ADDI_INT gp5, gp0, 45632
S_ADDI_INT gp6, gp0, 45696
S_ADDI_INT gp7, gp0, 45760
S_ADDI_INT gp8, gp0, 53760
S_ADDI_INT gp10, gp0, 53824
S_ADDI_INT gp11, gp0, 53888
S_ADDI_INT gp12, gp0, 53952
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
S_ADDI_INT gp10, gp0, 61440
S_ADDI_INT gp11, gp0, 114752
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 53504
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 80..83
S_ADDI_INT gp2, gp0, 37888
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
; softmax, stacked queries 76..79
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45824
S_ADDI_INT gp5, gp0, 45888
S_ADDI_INT gp6, gp0, 45952
S_ADDI_INT gp7, gp0, 46016
S_ADDI_INT gp8, gp0, 54016
S_ADDI_INT gp10, gp0, 54080
S_ADDI_INT gp11, gp0, 54144
S_ADDI_INT gp12, gp0, 54208
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
S_ADDI_INT gp10, gp0, 61696
S_ADDI_INT gp11, gp0, 115776
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 53760
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 84..87
S_ADDI_INT gp2, gp0, 38144
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
; softmax, stacked queries 80..83
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46080
S_ADDI_INT gp5, gp0, 46144
S_ADDI_INT gp6, gp0, 46208
S_ADDI_INT gp7, gp0, 46272
S_ADDI_INT gp8, gp0, 54272
S_ADDI_INT gp10, gp0, 54336
S_ADDI_INT gp11, gp0, 54400
S_ADDI_INT gp12, gp0, 54464
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
S_ADDI_INT gp10, gp0, 61952
S_ADDI_INT gp11, gp0, 116800
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54016
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 88..91
S_ADDI_INT gp2, gp0, 38400
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
; softmax, stacked queries 84..87
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46336
S_ADDI_INT gp5, gp0, 46400
S_ADDI_INT gp6, gp0, 46464
S_ADDI_INT gp7, gp0, 46528
S_ADDI_INT gp8, gp0, 54528
S_ADDI_INT gp10, gp0, 54592
S_ADDI_INT gp11, gp0, 54656
S_ADDI_INT gp12, gp0, 54720
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
S_ADDI_INT gp10, gp0, 62208
S_ADDI_INT gp11, gp0, 117824
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54272
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 92..95
S_ADDI_INT gp2, gp0, 38656
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
; softmax, stacked queries 88..91
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46592
S_ADDI_INT gp5, gp0, 46656
S_ADDI_INT gp6, gp0, 46720
S_ADDI_INT gp7, gp0, 46784
S_ADDI_INT gp8, gp0, 54784
S_ADDI_INT gp10, gp0, 54848
S_ADDI_INT gp11, gp0, 54912
S_ADDI_INT gp12, gp0, 54976
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
S_ADDI_INT gp10, gp0, 62464
S_ADDI_INT gp11, gp0, 118848
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54528
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 96..99
S_ADDI_INT gp2, gp0, 38912
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
; softmax, stacked queries 92..95
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46848
S_ADDI_INT gp5, gp0, 46912
S_ADDI_INT gp6, gp0, 46976
S_ADDI_INT gp7, gp0, 47040
S_ADDI_INT gp8, gp0, 55040
S_ADDI_INT gp10, gp0, 55104
S_ADDI_INT gp11, gp0, 55168
S_ADDI_INT gp12, gp0, 55232
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
S_ADDI_INT gp10, gp0, 62720
S_ADDI_INT gp11, gp0, 119872
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54784
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 100..103
S_ADDI_INT gp2, gp0, 39168
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
; softmax, stacked queries 96..99
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47104
S_ADDI_INT gp5, gp0, 47168
S_ADDI_INT gp6, gp0, 47232
S_ADDI_INT gp7, gp0, 47296
S_ADDI_INT gp8, gp0, 55296
S_ADDI_INT gp10, gp0, 55360
S_ADDI_INT gp11, gp0, 55424
S_ADDI_INT gp12, gp0, 55488
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
S_ADDI_INT gp10, gp0, 62976
S_ADDI_INT gp11, gp0, 120896
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55040
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 104..107
S_ADDI_INT gp2, gp0, 39424
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
; softmax, stacked queries 100..103
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47360
S_ADDI_INT gp5, gp0, 47424
S_ADDI_INT gp6, gp0, 47488
S_ADDI_INT gp7, gp0, 47552
S_ADDI_INT gp8, gp0, 55552
S_ADDI_INT gp10, gp0, 55616
S_ADDI_INT gp11, gp0, 55680
S_ADDI_INT gp12, gp0, 55744
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
S_ADDI_INT gp10, gp0, 63232
S_ADDI_INT gp11, gp0, 121920
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55296
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 108..111
S_ADDI_INT gp2, gp0, 39680
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
; softmax, stacked queries 104..107
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47616
S_ADDI_INT gp5, gp0, 47680
S_ADDI_INT gp6, gp0, 47744
S_ADDI_INT gp7, gp0, 47808
S_ADDI_INT gp8, gp0, 55808
S_ADDI_INT gp10, gp0, 55872
S_ADDI_INT gp11, gp0, 55936
S_ADDI_INT gp12, gp0, 56000
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
S_ADDI_INT gp10, gp0, 63488
S_ADDI_INT gp11, gp0, 122944
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55552
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 112..115
S_ADDI_INT gp2, gp0, 39936
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
; softmax, stacked queries 108..111
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47872
S_ADDI_INT gp5, gp0, 47936
S_ADDI_INT gp6, gp0, 48000
S_ADDI_INT gp7, gp0, 48064
S_ADDI_INT gp8, gp0, 56064
S_ADDI_INT gp10, gp0, 56128
S_ADDI_INT gp11, gp0, 56192
S_ADDI_INT gp12, gp0, 56256
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
S_ADDI_INT gp10, gp0, 63744
S_ADDI_INT gp11, gp0, 123968
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55808
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 116..119
S_ADDI_INT gp2, gp0, 40192
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
; softmax, stacked queries 112..115
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 48128
S_ADDI_INT gp5, gp0, 48192
S_ADDI_INT gp6, gp0, 48256
S_ADDI_INT gp7, gp0, 48320
S_ADDI_INT gp8, gp0, 56320
S_ADDI_INT gp10, gp0, 56384
S_ADDI_INT gp11, gp0, 56448
S_ADDI_INT gp12, gp0, 56512
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
S_ADDI_INT gp10, gp0, 64000
S_ADDI_INT gp11, gp0, 124992
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56064
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 120..123
S_ADDI_INT gp2, gp0, 40448
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
; softmax, stacked queries 116..119
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 48384
S_ADDI_INT gp5, gp0, 48448
S_ADDI_INT gp6, gp0, 48512
S_ADDI_INT gp7, gp0, 48576
S_ADDI_INT gp8, gp0, 56576
S_ADDI_INT gp10, gp0, 56640
S_ADDI_INT gp11, gp0, 56704
S_ADDI_INT gp12, gp0, 56768
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
S_ADDI_INT gp10, gp0, 64256
S_ADDI_INT gp11, gp0, 126016
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56320
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 124..127
S_ADDI_INT gp2, gp0, 40704
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
; softmax, stacked queries 120..123
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 48640
S_ADDI_INT gp5, gp0, 48704
S_ADDI_INT gp6, gp0, 48768
S_ADDI_INT gp7, gp0, 48832
S_ADDI_INT gp8, gp0, 56832
S_ADDI_INT gp10, gp0, 56896
S_ADDI_INT gp11, gp0, 56960
S_ADDI_INT gp12, gp0, 57024
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
S_ADDI_INT gp10, gp0, 64512
S_ADDI_INT gp11, gp0, 127040
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64768
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56576
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
S_ADDI_INT gp1, gp0, 48896
S_ADDI_INT gp5, gp0, 48960
S_ADDI_INT gp6, gp0, 49024
S_ADDI_INT gp7, gp0, 49088
S_ADDI_INT gp8, gp0, 57088
S_ADDI_INT gp10, gp0, 57152
S_ADDI_INT gp11, gp0, 57216
S_ADDI_INT gp12, gp0, 57280
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
S_ADDI_INT gp10, gp0, 64768
S_ADDI_INT gp11, gp0, 128064
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56832
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 65024
S_ADDI_INT gp11, gp0, 129088
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 57088
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 65280
S_ADDI_INT gp11, gp0, 130112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 32960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49344
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33024
S_ADDI_INT gp4, gp0, 1216
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33280
S_ADDI_INT gp4, gp0, 2240
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33536
S_ADDI_INT gp4, gp0, 3264
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 33792
S_ADDI_INT gp4, gp0, 4288
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34048
S_ADDI_INT gp4, gp0, 5312
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34304
S_ADDI_INT gp4, gp0, 6336
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34560
S_ADDI_INT gp4, gp0, 7360
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 34816
S_ADDI_INT gp4, gp0, 8384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35072
S_ADDI_INT gp4, gp0, 9408
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35328
S_ADDI_INT gp4, gp0, 10432
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35584
S_ADDI_INT gp4, gp0, 11456
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 35840
S_ADDI_INT gp4, gp0, 12480
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36096
S_ADDI_INT gp4, gp0, 13504
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36352
S_ADDI_INT gp4, gp0, 14528
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36608
S_ADDI_INT gp4, gp0, 15552
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 16576
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37120
S_ADDI_INT gp4, gp0, 17600
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37376
S_ADDI_INT gp4, gp0, 18624
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37632
S_ADDI_INT gp4, gp0, 19648
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 37888
S_ADDI_INT gp4, gp0, 20672
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38144
S_ADDI_INT gp4, gp0, 21696
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38400
S_ADDI_INT gp4, gp0, 22720
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38656
S_ADDI_INT gp4, gp0, 23744
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 38912
S_ADDI_INT gp4, gp0, 24768
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39168
S_ADDI_INT gp4, gp0, 25792
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39424
S_ADDI_INT gp4, gp0, 26816
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39680
S_ADDI_INT gp4, gp0, 27840
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 39936
S_ADDI_INT gp4, gp0, 28864
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 40192
S_ADDI_INT gp4, gp0, 29888
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 40448
S_ADDI_INT gp4, gp0, 30912
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 40704
S_ADDI_INT gp4, gp0, 31936
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 65728
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 82112
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
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8192
S_ADDI_INT gp5, gp0, 8256
S_ADDI_INT gp6, gp0, 8320
S_ADDI_INT gp7, gp0, 8384
S_ADDI_INT gp8, gp0, 16384
S_ADDI_INT gp10, gp0, 16448
S_ADDI_INT gp11, gp0, 16512
S_ADDI_INT gp12, gp0, 16576
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
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8448
S_ADDI_INT gp5, gp0, 8512
S_ADDI_INT gp6, gp0, 8576
S_ADDI_INT gp7, gp0, 8640
S_ADDI_INT gp8, gp0, 16640
S_ADDI_INT gp10, gp0, 16704
S_ADDI_INT gp11, gp0, 16768
S_ADDI_INT gp12, gp0, 16832
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
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 16384
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
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8704
S_ADDI_INT gp5, gp0, 8768
S_ADDI_INT gp6, gp0, 8832
S_ADDI_INT gp7, gp0, 8896
S_ADDI_INT gp8, gp0, 16896
S_ADDI_INT gp10, gp0, 16960
S_ADDI_INT gp11, gp0, 17024
S_ADDI_INT gp12, gp0, 17088
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
S_ADDI_INT gp10, gp0, 24576
S_ADDI_INT gp11, gp0, 98432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 16640
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
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8960
S_ADDI_INT gp5, gp0, 9024
S_ADDI_INT gp6, gp0, 9088
S_ADDI_INT gp7, gp0, 9152
S_ADDI_INT gp8, gp0, 17152
S_ADDI_INT gp10, gp0, 17216
S_ADDI_INT gp11, gp0, 17280
S_ADDI_INT gp12, gp0, 17344
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
S_ADDI_INT gp10, gp0, 24832
S_ADDI_INT gp11, gp0, 99456
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 16896
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
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9216
S_ADDI_INT gp5, gp0, 9280
S_ADDI_INT gp6, gp0, 9344
S_ADDI_INT gp7, gp0, 9408
S_ADDI_INT gp8, gp0, 17408
S_ADDI_INT gp10, gp0, 17472
S_ADDI_INT gp11, gp0, 17536
S_ADDI_INT gp12, gp0, 17600
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
S_ADDI_INT gp10, gp0, 25088
S_ADDI_INT gp11, gp0, 100480
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17152
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
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9472
S_ADDI_INT gp5, gp0, 9536
S_ADDI_INT gp6, gp0, 9600
S_ADDI_INT gp7, gp0, 9664
S_ADDI_INT gp8, gp0, 17664
S_ADDI_INT gp10, gp0, 17728
S_ADDI_INT gp11, gp0, 17792
S_ADDI_INT gp12, gp0, 17856
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
S_ADDI_INT gp10, gp0, 25344
S_ADDI_INT gp11, gp0, 101504
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17408
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
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9728
S_ADDI_INT gp5, gp0, 9792
S_ADDI_INT gp6, gp0, 9856
S_ADDI_INT gp7, gp0, 9920
S_ADDI_INT gp8, gp0, 17920
S_ADDI_INT gp10, gp0, 17984
S_ADDI_INT gp11, gp0, 18048
S_ADDI_INT gp12, gp0, 18112
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
S_ADDI_INT gp10, gp0, 25600
S_ADDI_INT gp11, gp0, 102528
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17664
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
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9984
S_ADDI_INT gp5, gp0, 10048
S_ADDI_INT gp6, gp0, 10112
S_ADDI_INT gp7, gp0, 10176
S_ADDI_INT gp8, gp0, 18176
S_ADDI_INT gp10, gp0, 18240
S_ADDI_INT gp11, gp0, 18304
S_ADDI_INT gp12, gp0, 18368
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
S_ADDI_INT gp10, gp0, 25856
S_ADDI_INT gp11, gp0, 103552
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 17920
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
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10240
S_ADDI_INT gp5, gp0, 10304
S_ADDI_INT gp6, gp0, 10368
S_ADDI_INT gp7, gp0, 10432
S_ADDI_INT gp8, gp0, 18432
S_ADDI_INT gp10, gp0, 18496
S_ADDI_INT gp11, gp0, 18560
S_ADDI_INT gp12, gp0, 18624
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
S_ADDI_INT gp10, gp0, 26112
S_ADDI_INT gp11, gp0, 104576
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18176
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
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10496
S_ADDI_INT gp5, gp0, 10560
S_ADDI_INT gp6, gp0, 10624
S_ADDI_INT gp7, gp0, 10688
S_ADDI_INT gp8, gp0, 18688
S_ADDI_INT gp10, gp0, 18752
S_ADDI_INT gp11, gp0, 18816
S_ADDI_INT gp12, gp0, 18880
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
S_ADDI_INT gp10, gp0, 26368
S_ADDI_INT gp11, gp0, 105600
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18432
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
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10752
S_ADDI_INT gp5, gp0, 10816
S_ADDI_INT gp6, gp0, 10880
S_ADDI_INT gp7, gp0, 10944
S_ADDI_INT gp8, gp0, 18944
S_ADDI_INT gp10, gp0, 19008
S_ADDI_INT gp11, gp0, 19072
S_ADDI_INT gp12, gp0, 19136
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
S_ADDI_INT gp10, gp0, 26624
S_ADDI_INT gp11, gp0, 106624
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18688
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
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11008
S_ADDI_INT gp5, gp0, 11072
S_ADDI_INT gp6, gp0, 11136
S_ADDI_INT gp7, gp0, 11200
S_ADDI_INT gp8, gp0, 19200
S_ADDI_INT gp10, gp0, 19264
S_ADDI_INT gp11, gp0, 19328
S_ADDI_INT gp12, gp0, 19392
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
S_ADDI_INT gp10, gp0, 26880
S_ADDI_INT gp11, gp0, 107648
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 18944
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
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11264
S_ADDI_INT gp5, gp0, 11328
S_ADDI_INT gp6, gp0, 11392
S_ADDI_INT gp7, gp0, 11456
S_ADDI_INT gp8, gp0, 19456
S_ADDI_INT gp10, gp0, 19520
S_ADDI_INT gp11, gp0, 19584
S_ADDI_INT gp12, gp0, 19648
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
S_ADDI_INT gp10, gp0, 27136
S_ADDI_INT gp11, gp0, 108672
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19200
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
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11520
S_ADDI_INT gp5, gp0, 11584
S_ADDI_INT gp6, gp0, 11648
S_ADDI_INT gp7, gp0, 11712
S_ADDI_INT gp8, gp0, 19712
S_ADDI_INT gp10, gp0, 19776
S_ADDI_INT gp11, gp0, 19840
S_ADDI_INT gp12, gp0, 19904
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
S_ADDI_INT gp10, gp0, 27392
S_ADDI_INT gp11, gp0, 109696
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19456
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
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11776
S_ADDI_INT gp5, gp0, 11840
S_ADDI_INT gp6, gp0, 11904
S_ADDI_INT gp7, gp0, 11968
S_ADDI_INT gp8, gp0, 19968
S_ADDI_INT gp10, gp0, 20032
S_ADDI_INT gp11, gp0, 20096
S_ADDI_INT gp12, gp0, 20160
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
S_ADDI_INT gp10, gp0, 27648
S_ADDI_INT gp11, gp0, 110720
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19712
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
; softmax, stacked queries 60..63
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12032
S_ADDI_INT gp5, gp0, 12096
S_ADDI_INT gp6, gp0, 12160
S_ADDI_INT gp7, gp0, 12224
S_ADDI_INT gp8, gp0, 20224
S_ADDI_INT gp10, gp0, 20288
S_ADDI_INT gp11, gp0, 20352
S_ADDI_INT gp12, gp0, 20416
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
S_ADDI_INT gp10, gp0, 27904
S_ADDI_INT gp11, gp0, 111744
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 19968
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
; softmax, stacked queries 64..67
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12288
S_ADDI_INT gp5, gp0, 12352
S_ADDI_INT gp6, gp0, 12416
S_ADDI_INT gp7, gp0, 12480
S_ADDI_INT gp8, gp0, 20480
S_ADDI_INT gp10, gp0, 20544
S_ADDI_INT gp11, gp0, 20608
S_ADDI_INT gp12, gp0, 20672
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
S_ADDI_INT gp10, gp0, 28160
S_ADDI_INT gp11, gp0, 112768
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20224
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
; softmax, stacked queries 68..71
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12544
S_ADDI_INT gp5, gp0, 12608
S_ADDI_INT gp6, gp0, 12672
S_ADDI_INT gp7, gp0, 12736
S_ADDI_INT gp8, gp0, 20736
S_ADDI_INT gp10, gp0, 20800
S_ADDI_INT gp11, gp0, 20864
S_ADDI_INT gp12, gp0, 20928
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
S_ADDI_INT gp10, gp0, 28416
S_ADDI_INT gp11, gp0, 113792
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20480
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
; softmax, stacked queries 72..75
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12800
S_ADDI_INT gp5, gp0, 12864
S_ADDI_INT gp6, gp0, 12928
S_ADDI_INT gp7, gp0, 12992
S_ADDI_INT gp8, gp0, 20992
S_ADDI_INT gp10, gp0, 21056
S_ADDI_INT gp11, gp0, 21120
S_ADDI_INT gp12, gp0, 21184
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
S_ADDI_INT gp11, gp0, 114816
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20736
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
; softmax, stacked queries 76..79
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13056
S_ADDI_INT gp5, gp0, 13120
S_ADDI_INT gp6, gp0, 13184
S_ADDI_INT gp7, gp0, 13248
S_ADDI_INT gp8, gp0, 21248
S_ADDI_INT gp10, gp0, 21312
S_ADDI_INT gp11, gp0, 21376
S_ADDI_INT gp12, gp0, 21440
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
S_ADDI_INT gp11, gp0, 115840
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 20992
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
; softmax, stacked queries 80..83
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13312
S_ADDI_INT gp5, gp0, 13376
S_ADDI_INT gp6, gp0, 13440
S_ADDI_INT gp7, gp0, 13504
S_ADDI_INT gp8, gp0, 21504
S_ADDI_INT gp10, gp0, 21568
S_ADDI_INT gp11, gp0, 21632
S_ADDI_INT gp12, gp0, 21696
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
S_ADDI_INT gp11, gp0, 116864
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21248
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
; softmax, stacked queries 84..87
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13568
S_ADDI_INT gp5, gp0, 13632
S_ADDI_INT gp6, gp0, 13696
S_ADDI_INT gp7, gp0, 13760
S_ADDI_INT gp8, gp0, 21760
S_ADDI_INT gp10, gp0, 21824
S_ADDI_INT gp11, gp0, 21888
S_ADDI_INT gp12, gp0, 21952
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
S_ADDI_INT gp11, gp0, 117888
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21504
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
; softmax, stacked queries 88..91
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 13824
S_ADDI_INT gp5, gp0, 13888
S_ADDI_INT gp6, gp0, 13952
S_ADDI_INT gp7, gp0, 14016
S_ADDI_INT gp8, gp0, 22016
S_ADDI_INT gp10, gp0, 22080
S_ADDI_INT gp11, gp0, 22144
S_ADDI_INT gp12, gp0, 22208
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
S_ADDI_INT gp11, gp0, 118912
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 21760
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
; softmax, stacked queries 92..95
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14080
S_ADDI_INT gp5, gp0, 14144
S_ADDI_INT gp6, gp0, 14208
S_ADDI_INT gp7, gp0, 14272
S_ADDI_INT gp8, gp0, 22272
S_ADDI_INT gp10, gp0, 22336
S_ADDI_INT gp11, gp0, 22400
S_ADDI_INT gp12, gp0, 22464
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
S_ADDI_INT gp11, gp0, 119936
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22016
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
; softmax, stacked queries 96..99
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14336
S_ADDI_INT gp5, gp0, 14400
S_ADDI_INT gp6, gp0, 14464
S_ADDI_INT gp7, gp0, 14528
S_ADDI_INT gp8, gp0, 22528
S_ADDI_INT gp10, gp0, 22592
S_ADDI_INT gp11, gp0, 22656
S_ADDI_INT gp12, gp0, 22720
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
S_ADDI_INT gp11, gp0, 120960
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22272
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
; softmax, stacked queries 100..103
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14592
S_ADDI_INT gp5, gp0, 14656
S_ADDI_INT gp6, gp0, 14720
S_ADDI_INT gp7, gp0, 14784
S_ADDI_INT gp8, gp0, 22784
S_ADDI_INT gp10, gp0, 22848
S_ADDI_INT gp11, gp0, 22912
S_ADDI_INT gp12, gp0, 22976
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
S_ADDI_INT gp11, gp0, 121984
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22528
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
; softmax, stacked queries 104..107
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 14848
S_ADDI_INT gp5, gp0, 14912
S_ADDI_INT gp6, gp0, 14976
S_ADDI_INT gp7, gp0, 15040
S_ADDI_INT gp8, gp0, 23040
S_ADDI_INT gp10, gp0, 23104
S_ADDI_INT gp11, gp0, 23168
S_ADDI_INT gp12, gp0, 23232
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
S_ADDI_INT gp11, gp0, 123008
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 22784
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
; softmax, stacked queries 108..111
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15104
S_ADDI_INT gp5, gp0, 15168
S_ADDI_INT gp6, gp0, 15232
S_ADDI_INT gp7, gp0, 15296
S_ADDI_INT gp8, gp0, 23296
S_ADDI_INT gp10, gp0, 23360
S_ADDI_INT gp11, gp0, 23424
S_ADDI_INT gp12, gp0, 23488
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
S_ADDI_INT gp11, gp0, 124032
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23040
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
; softmax, stacked queries 112..115
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15360
S_ADDI_INT gp5, gp0, 15424
S_ADDI_INT gp6, gp0, 15488
S_ADDI_INT gp7, gp0, 15552
S_ADDI_INT gp8, gp0, 23552
S_ADDI_INT gp10, gp0, 23616
S_ADDI_INT gp11, gp0, 23680
S_ADDI_INT gp12, gp0, 23744
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
S_ADDI_INT gp11, gp0, 125056
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23296
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
; softmax, stacked queries 116..119
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15616
S_ADDI_INT gp5, gp0, 15680
S_ADDI_INT gp6, gp0, 15744
S_ADDI_INT gp7, gp0, 15808
S_ADDI_INT gp8, gp0, 23808
S_ADDI_INT gp10, gp0, 23872
S_ADDI_INT gp11, gp0, 23936
S_ADDI_INT gp12, gp0, 24000
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
S_ADDI_INT gp11, gp0, 126080
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23552
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
; softmax, stacked queries 120..123
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 15872
S_ADDI_INT gp5, gp0, 15936
S_ADDI_INT gp6, gp0, 16000
S_ADDI_INT gp7, gp0, 16064
S_ADDI_INT gp8, gp0, 24064
S_ADDI_INT gp10, gp0, 24128
S_ADDI_INT gp11, gp0, 24192
S_ADDI_INT gp12, gp0, 24256
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
S_ADDI_INT gp11, gp0, 127104
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 23808
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
S_ADDI_INT gp1, gp0, 16128
S_ADDI_INT gp5, gp0, 16192
S_ADDI_INT gp6, gp0, 16256
S_ADDI_INT gp7, gp0, 16320
S_ADDI_INT gp8, gp0, 24320
S_ADDI_INT gp10, gp0, 24384
S_ADDI_INT gp11, gp0, 24448
S_ADDI_INT gp12, gp0, 24512
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
S_ADDI_INT gp11, gp0, 128128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32256
S_ADDI_INT gp11, gp0, 129152
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 12288
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 32512
S_ADDI_INT gp11, gp0, 130176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 32768
C_LOOP_START gp13, 128
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 32768
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
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 33024
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
; softmax, stacked queries 0..3
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 40960
S_ADDI_INT gp5, gp0, 41024
S_ADDI_INT gp6, gp0, 41088
S_ADDI_INT gp7, gp0, 41152
S_ADDI_INT gp8, gp0, 49152
S_ADDI_INT gp10, gp0, 49216
S_ADDI_INT gp11, gp0, 49280
S_ADDI_INT gp12, gp0, 49344
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
S_ADDI_INT gp2, gp0, 33280
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
; softmax, stacked queries 4..7
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41216
S_ADDI_INT gp5, gp0, 41280
S_ADDI_INT gp6, gp0, 41344
S_ADDI_INT gp7, gp0, 41408
S_ADDI_INT gp8, gp0, 49408
S_ADDI_INT gp10, gp0, 49472
S_ADDI_INT gp11, gp0, 49536
S_ADDI_INT gp12, gp0, 49600
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
S_ADDI_INT gp4, gp0, 57344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 33536
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
; softmax, stacked queries 8..11
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41472
S_ADDI_INT gp5, gp0, 41536
S_ADDI_INT gp6, gp0, 41600
S_ADDI_INT gp7, gp0, 41664
S_ADDI_INT gp8, gp0, 49664
S_ADDI_INT gp10, gp0, 49728
S_ADDI_INT gp11, gp0, 49792
S_ADDI_INT gp12, gp0, 49856
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
S_ADDI_INT gp10, gp0, 57344
S_ADDI_INT gp11, gp0, 98496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 57600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 33792
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
; softmax, stacked queries 12..15
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41728
S_ADDI_INT gp5, gp0, 41792
S_ADDI_INT gp6, gp0, 41856
S_ADDI_INT gp7, gp0, 41920
S_ADDI_INT gp8, gp0, 49920
S_ADDI_INT gp10, gp0, 49984
S_ADDI_INT gp11, gp0, 50048
S_ADDI_INT gp12, gp0, 50112
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
S_ADDI_INT gp10, gp0, 57600
S_ADDI_INT gp11, gp0, 99520
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 57856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 34048
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
; softmax, stacked queries 16..19
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 41984
S_ADDI_INT gp5, gp0, 42048
S_ADDI_INT gp6, gp0, 42112
S_ADDI_INT gp7, gp0, 42176
S_ADDI_INT gp8, gp0, 50176
S_ADDI_INT gp10, gp0, 50240
S_ADDI_INT gp11, gp0, 50304
S_ADDI_INT gp12, gp0, 50368
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
S_ADDI_INT gp10, gp0, 57856
S_ADDI_INT gp11, gp0, 100544
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 49920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 34304
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
; softmax, stacked queries 20..23
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 42240
S_ADDI_INT gp5, gp0, 42304
S_ADDI_INT gp6, gp0, 42368
S_ADDI_INT gp7, gp0, 42432
S_ADDI_INT gp8, gp0, 50432
S_ADDI_INT gp10, gp0, 50496
S_ADDI_INT gp11, gp0, 50560
S_ADDI_INT gp12, gp0, 50624
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
S_ADDI_INT gp10, gp0, 58112
S_ADDI_INT gp11, gp0, 101568
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 34560
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
; softmax, stacked queries 24..27
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 42496
S_ADDI_INT gp5, gp0, 42560
S_ADDI_INT gp6, gp0, 42624
S_ADDI_INT gp7, gp0, 42688
S_ADDI_INT gp8, gp0, 50688
S_ADDI_INT gp10, gp0, 50752
S_ADDI_INT gp11, gp0, 50816
S_ADDI_INT gp12, gp0, 50880
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
S_ADDI_INT gp10, gp0, 58368
S_ADDI_INT gp11, gp0, 102592
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 34816
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
; softmax, stacked queries 28..31
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 42752
S_ADDI_INT gp5, gp0, 42816
S_ADDI_INT gp6, gp0, 42880
S_ADDI_INT gp7, gp0, 42944
S_ADDI_INT gp8, gp0, 50944
S_ADDI_INT gp10, gp0, 51008
S_ADDI_INT gp11, gp0, 51072
S_ADDI_INT gp12, gp0, 51136
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
S_ADDI_INT gp10, gp0, 58624
S_ADDI_INT gp11, gp0, 103616
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 58880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 35072
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
; softmax, stacked queries 32..35
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43008
S_ADDI_INT gp5, gp0, 43072
S_ADDI_INT gp6, gp0, 43136
S_ADDI_INT gp7, gp0, 43200
S_ADDI_INT gp8, gp0, 51200
S_ADDI_INT gp10, gp0, 51264
S_ADDI_INT gp11, gp0, 51328
S_ADDI_INT gp12, gp0, 51392
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
S_ADDI_INT gp10, gp0, 58880
S_ADDI_INT gp11, gp0, 104640
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 50944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 35328
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
; softmax, stacked queries 36..39
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43264
S_ADDI_INT gp5, gp0, 43328
S_ADDI_INT gp6, gp0, 43392
S_ADDI_INT gp7, gp0, 43456
S_ADDI_INT gp8, gp0, 51456
S_ADDI_INT gp10, gp0, 51520
S_ADDI_INT gp11, gp0, 51584
S_ADDI_INT gp12, gp0, 51648
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
S_ADDI_INT gp10, gp0, 59136
S_ADDI_INT gp11, gp0, 105664
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 35584
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
; softmax, stacked queries 40..43
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43520
S_ADDI_INT gp5, gp0, 43584
S_ADDI_INT gp6, gp0, 43648
S_ADDI_INT gp7, gp0, 43712
S_ADDI_INT gp8, gp0, 51712
S_ADDI_INT gp10, gp0, 51776
S_ADDI_INT gp11, gp0, 51840
S_ADDI_INT gp12, gp0, 51904
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
S_ADDI_INT gp10, gp0, 59392
S_ADDI_INT gp11, gp0, 106688
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 35840
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
; softmax, stacked queries 44..47
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 43776
S_ADDI_INT gp5, gp0, 43840
S_ADDI_INT gp6, gp0, 43904
S_ADDI_INT gp7, gp0, 43968
S_ADDI_INT gp8, gp0, 51968
S_ADDI_INT gp10, gp0, 52032
S_ADDI_INT gp11, gp0, 52096
S_ADDI_INT gp12, gp0, 52160
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
S_ADDI_INT gp10, gp0, 59648
S_ADDI_INT gp11, gp0, 107712
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 59904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51712
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 36096
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
; softmax, stacked queries 48..51
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44032
S_ADDI_INT gp5, gp0, 44096
S_ADDI_INT gp6, gp0, 44160
S_ADDI_INT gp7, gp0, 44224
S_ADDI_INT gp8, gp0, 52224
S_ADDI_INT gp10, gp0, 52288
S_ADDI_INT gp11, gp0, 52352
S_ADDI_INT gp12, gp0, 52416
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
S_ADDI_INT gp10, gp0, 59904
S_ADDI_INT gp11, gp0, 108736
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 51968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 36352
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
; softmax, stacked queries 52..55
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44288
S_ADDI_INT gp5, gp0, 44352
S_ADDI_INT gp6, gp0, 44416
S_ADDI_INT gp7, gp0, 44480
S_ADDI_INT gp8, gp0, 52480
S_ADDI_INT gp10, gp0, 52544
S_ADDI_INT gp11, gp0, 52608
S_ADDI_INT gp12, gp0, 52672
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
S_ADDI_INT gp10, gp0, 60160
S_ADDI_INT gp11, gp0, 109760
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 36608
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
; softmax, stacked queries 56..59
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44544
S_ADDI_INT gp5, gp0, 44608
S_ADDI_INT gp6, gp0, 44672
S_ADDI_INT gp7, gp0, 44736
S_ADDI_INT gp8, gp0, 52736
S_ADDI_INT gp10, gp0, 52800
S_ADDI_INT gp11, gp0, 52864
S_ADDI_INT gp12, gp0, 52928
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
S_ADDI_INT gp10, gp0, 60416
S_ADDI_INT gp11, gp0, 110784
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52480
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 64..67
S_ADDI_INT gp2, gp0, 36864
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
; softmax, stacked queries 60..63
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 44800
S_ADDI_INT gp5, gp0, 44864
S_ADDI_INT gp6, gp0, 44928
S_ADDI_INT gp7, gp0, 44992
S_ADDI_INT gp8, gp0, 52992
S_ADDI_INT gp10, gp0, 53056
S_ADDI_INT gp11, gp0, 53120
S_ADDI_INT gp12, gp0, 53184
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
S_ADDI_INT gp10, gp0, 60672
S_ADDI_INT gp11, gp0, 111808
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 60928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52736
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 68..71
S_ADDI_INT gp2, gp0, 37120
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
; softmax, stacked queries 64..67
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45056
S_ADDI_INT gp5, gp0, 45120
S_ADDI_INT gp6, gp0, 45184
S_ADDI_INT gp7, gp0, 45248
S_ADDI_INT gp8, gp0, 53248
S_ADDI_INT gp10, gp0, 53312
S_ADDI_INT gp11, gp0, 53376
S_ADDI_INT gp12, gp0, 53440
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
S_ADDI_INT gp10, gp0, 60928
S_ADDI_INT gp11, gp0, 112832
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 52992
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 72..75
S_ADDI_INT gp2, gp0, 37376
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
; softmax, stacked queries 68..71
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45312
S_ADDI_INT gp5, gp0, 45376
S_ADDI_INT gp6, gp0, 45440
S_ADDI_INT gp7, gp0, 45504
S_ADDI_INT gp8, gp0, 53504
S_ADDI_INT gp10, gp0, 53568
S_ADDI_INT gp11, gp0, 53632
S_ADDI_INT gp12, gp0, 53696
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
S_ADDI_INT gp10, gp0, 61184
S_ADDI_INT gp11, gp0, 113856
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 53248
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 76..79
S_ADDI_INT gp2, gp0, 37632
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
; softmax, stacked queries 72..75
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45568
S_ADDI_INT gp5, gp0, 45632
S_ADDI_INT gp6, gp0, 45696
S_ADDI_INT gp7, gp0, 45760
S_ADDI_INT gp8, gp0, 53760
S_ADDI_INT gp10, gp0, 53824
S_ADDI_INT gp11, gp0, 53888
S_ADDI_INT gp12, gp0, 53952
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
S_ADDI_INT gp10, gp0, 61440
S_ADDI_INT gp11, gp0, 114880
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 53504
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 80..83
S_ADDI_INT gp2, gp0, 37888
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
; softmax, stacked queries 76..79
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 45824
S_ADDI_INT gp5, gp0, 45888
S_ADDI_INT gp6, gp0, 45952
S_ADDI_INT gp7, gp0, 46016
S_ADDI_INT gp8, gp0, 54016
S_ADDI_INT gp10, gp0, 54080
S_ADDI_INT gp11, gp0, 54144
S_ADDI_INT gp12, gp0, 54208
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
S_ADDI_INT gp10, gp0, 61696
S_ADDI_INT gp11, gp0, 115904
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 61952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 53760
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 84..87
S_ADDI_INT gp2, gp0, 38144
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
; softmax, stacked queries 80..83
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46080
S_ADDI_INT gp5, gp0, 46144
S_ADDI_INT gp6, gp0, 46208
S_ADDI_INT gp7, gp0, 46272
S_ADDI_INT gp8, gp0, 54272
S_ADDI_INT gp10, gp0, 54336
S_ADDI_INT gp11, gp0, 54400
S_ADDI_INT gp12, gp0, 54464
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
S_ADDI_INT gp10, gp0, 61952
S_ADDI_INT gp11, gp0, 116928
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 45824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54016
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 88..91
S_ADDI_INT gp2, gp0, 38400
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
; softmax, stacked queries 84..87
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46336
S_ADDI_INT gp5, gp0, 46400
S_ADDI_INT gp6, gp0, 46464
S_ADDI_INT gp7, gp0, 46528
S_ADDI_INT gp8, gp0, 54528
S_ADDI_INT gp10, gp0, 54592
S_ADDI_INT gp11, gp0, 54656
S_ADDI_INT gp12, gp0, 54720
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
S_ADDI_INT gp10, gp0, 62208
S_ADDI_INT gp11, gp0, 117952
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54272
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 92..95
S_ADDI_INT gp2, gp0, 38656
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
; softmax, stacked queries 88..91
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46592
S_ADDI_INT gp5, gp0, 46656
S_ADDI_INT gp6, gp0, 46720
S_ADDI_INT gp7, gp0, 46784
S_ADDI_INT gp8, gp0, 54784
S_ADDI_INT gp10, gp0, 54848
S_ADDI_INT gp11, gp0, 54912
S_ADDI_INT gp12, gp0, 54976
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
S_ADDI_INT gp10, gp0, 62464
S_ADDI_INT gp11, gp0, 118976
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54528
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 96..99
S_ADDI_INT gp2, gp0, 38912
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
; softmax, stacked queries 92..95
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 46848
S_ADDI_INT gp5, gp0, 46912
S_ADDI_INT gp6, gp0, 46976
S_ADDI_INT gp7, gp0, 47040
S_ADDI_INT gp8, gp0, 55040
S_ADDI_INT gp10, gp0, 55104
S_ADDI_INT gp11, gp0, 55168
S_ADDI_INT gp12, gp0, 55232
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
S_ADDI_INT gp10, gp0, 62720
S_ADDI_INT gp11, gp0, 120000
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 62976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 54784
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 100..103
S_ADDI_INT gp2, gp0, 39168
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
; softmax, stacked queries 96..99
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47104
S_ADDI_INT gp5, gp0, 47168
S_ADDI_INT gp6, gp0, 47232
S_ADDI_INT gp7, gp0, 47296
S_ADDI_INT gp8, gp0, 55296
S_ADDI_INT gp10, gp0, 55360
S_ADDI_INT gp11, gp0, 55424
S_ADDI_INT gp12, gp0, 55488
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
S_ADDI_INT gp10, gp0, 62976
S_ADDI_INT gp11, gp0, 121024
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 46848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55040
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 104..107
S_ADDI_INT gp2, gp0, 39424
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
; softmax, stacked queries 100..103
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47360
S_ADDI_INT gp5, gp0, 47424
S_ADDI_INT gp6, gp0, 47488
S_ADDI_INT gp7, gp0, 47552
S_ADDI_INT gp8, gp0, 55552
S_ADDI_INT gp10, gp0, 55616
S_ADDI_INT gp11, gp0, 55680
S_ADDI_INT gp12, gp0, 55744
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
S_ADDI_INT gp10, gp0, 63232
S_ADDI_INT gp11, gp0, 122048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55296
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 108..111
S_ADDI_INT gp2, gp0, 39680
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
; softmax, stacked queries 104..107
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47616
S_ADDI_INT gp5, gp0, 47680
S_ADDI_INT gp6, gp0, 47744
S_ADDI_INT gp7, gp0, 47808
S_ADDI_INT gp8, gp0, 55808
S_ADDI_INT gp10, gp0, 55872
S_ADDI_INT gp11, gp0, 55936
S_ADDI_INT gp12, gp0, 56000
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
S_ADDI_INT gp10, gp0, 63488
S_ADDI_INT gp11, gp0, 123072
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 63744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55552
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 112..115
S_ADDI_INT gp2, gp0, 39936
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
; softmax, stacked queries 108..111
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 47872
S_ADDI_INT gp5, gp0, 47936
S_ADDI_INT gp6, gp0, 48000
S_ADDI_INT gp7, gp0, 48064
S_ADDI_INT gp8, gp0, 56064
S_ADDI_INT gp10, gp0, 56128
S_ADDI_INT gp11, gp0, 56192
S_ADDI_INT gp12, gp0, 56256
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
S_ADDI_INT gp10, gp0, 63744
S_ADDI_INT gp11, gp0, 124096
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 55808
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 116..119
S_ADDI_INT gp2, gp0, 40192
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
; softmax, stacked queries 112..115
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 48128
S_ADDI_INT gp5, gp0, 48192
S_ADDI_INT gp6, gp0, 48256
S_ADDI_INT gp7, gp0, 48320
S_ADDI_INT gp8, gp0, 56320
S_ADDI_INT gp10, gp0, 56384
S_ADDI_INT gp11, gp0, 56448
S_ADDI_INT gp12, gp0, 56512
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
S_ADDI_INT gp10, gp0, 64000
S_ADDI_INT gp11, gp0, 125120
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 47872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56064
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 120..123
S_ADDI_INT gp2, gp0, 40448
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
; softmax, stacked queries 116..119
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 48384
S_ADDI_INT gp5, gp0, 48448
S_ADDI_INT gp6, gp0, 48512
S_ADDI_INT gp7, gp0, 48576
S_ADDI_INT gp8, gp0, 56576
S_ADDI_INT gp10, gp0, 56640
S_ADDI_INT gp11, gp0, 56704
S_ADDI_INT gp12, gp0, 56768
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
S_ADDI_INT gp10, gp0, 64256
S_ADDI_INT gp11, gp0, 126144
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56320
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 124..127
S_ADDI_INT gp2, gp0, 40704
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
; softmax, stacked queries 120..123
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 48640
S_ADDI_INT gp5, gp0, 48704
S_ADDI_INT gp6, gp0, 48768
S_ADDI_INT gp7, gp0, 48832
S_ADDI_INT gp8, gp0, 56832
S_ADDI_INT gp10, gp0, 56896
S_ADDI_INT gp11, gp0, 56960
S_ADDI_INT gp12, gp0, 57024
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
S_ADDI_INT gp10, gp0, 64512
S_ADDI_INT gp11, gp0, 127168
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 64768
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56576
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
S_ADDI_INT gp1, gp0, 48896
S_ADDI_INT gp5, gp0, 48960
S_ADDI_INT gp6, gp0, 49024
S_ADDI_INT gp7, gp0, 49088
S_ADDI_INT gp8, gp0, 57088
S_ADDI_INT gp10, gp0, 57152
S_ADDI_INT gp11, gp0, 57216
S_ADDI_INT gp12, gp0, 57280
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
S_ADDI_INT gp10, gp0, 64768
S_ADDI_INT gp11, gp0, 128192
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 56832
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 65024
S_ADDI_INT gp11, gp0, 129216
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 48896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 57088
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 65280
S_ADDI_INT gp11, gp0, 130240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
