; sdpa C1: SQ=64 SK=64; VRAM rows: Q 0, score slices 64, O 128; MRAM: K tiles 0.., V tiles 1..
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9
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
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9
S_ADDI_INT gp3, gp0, 0
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 64
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 128
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 192
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 256
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 320
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 384
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 448
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 512
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 576
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 640
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 704
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 768
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 832
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 896
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 960
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1024
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1088
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1152
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1216
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1280
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1344
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1408
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1472
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1536
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1600
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1664
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1728
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1792
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1856
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1920
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 1984
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2048
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2112
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2176
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2240
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2304
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2368
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2432
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2496
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2560
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2624
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2688
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2752
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2816
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2880
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 2944
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3008
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3072
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3136
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3200
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3264
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3328
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3392
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3456
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3520
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3584
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3648
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3712
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3776
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3840
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3904
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 3968
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
S_ADDI_INT gp3, gp0, 4032
V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
; S = Q K^T for queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 0..3
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
S_ADDI_INT gp5, gp0, 4096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4288
V_EXP_V gp5, gp5, 0
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
S_ADDI_INT gp5, gp0, 4096
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4160
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4224
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4288
V_MUL_VF gp5, gp5, f4, 0
; S = Q K^T for queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 4..7
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
S_ADDI_INT gp5, gp0, 4352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4544
V_EXP_V gp5, gp5, 0
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
S_ADDI_INT gp5, gp0, 4352
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4416
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4480
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4544
V_MUL_VF gp5, gp5, f4, 0
; O = P V for queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 8..11
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
S_ADDI_INT gp5, gp0, 4608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4800
V_EXP_V gp5, gp5, 0
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
S_ADDI_INT gp5, gp0, 4608
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4672
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4736
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 4800
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 8192
S_ADDI_INT gp11, gp0, 12288
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 12..15
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
S_ADDI_INT gp5, gp0, 4864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 4992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 5056
V_EXP_V gp5, gp5, 0
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
S_ADDI_INT gp5, gp0, 4864
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 4928
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 4992
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 5056
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 8448
S_ADDI_INT gp11, gp0, 12544
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 16..19
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
S_ADDI_INT gp5, gp0, 5120
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5184
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 5248
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5312
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
S_ADDI_INT gp5, gp0, 5120
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5184
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 5248
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5312
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
S_ADDI_INT gp10, gp0, 8704
S_ADDI_INT gp11, gp0, 12800
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 20..23
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
S_ADDI_INT gp5, gp0, 5376
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5440
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 5504
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5568
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
S_ADDI_INT gp5, gp0, 5376
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5440
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 5504
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5568
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
S_ADDI_INT gp10, gp0, 8960
S_ADDI_INT gp11, gp0, 13056
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 24..27
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
S_ADDI_INT gp5, gp0, 5632
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5696
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 5760
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 5824
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
S_ADDI_INT gp5, gp0, 5632
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5696
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 5760
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 5824
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
S_ADDI_INT gp10, gp0, 9216
S_ADDI_INT gp11, gp0, 13312
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 28..31
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
S_ADDI_INT gp5, gp0, 5888
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 5952
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6016
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6080
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
S_ADDI_INT gp5, gp0, 5888
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 5952
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6016
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6080
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
S_ADDI_INT gp10, gp0, 9472
S_ADDI_INT gp11, gp0, 13568
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 32..35
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
S_ADDI_INT gp5, gp0, 6144
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6208
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6272
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6336
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
S_ADDI_INT gp5, gp0, 6144
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6208
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6272
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6336
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
S_ADDI_INT gp10, gp0, 9728
S_ADDI_INT gp11, gp0, 13824
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 5888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 36..39
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
S_ADDI_INT gp5, gp0, 6400
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6464
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6528
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6592
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
S_ADDI_INT gp5, gp0, 6400
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6464
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6528
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6592
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
S_ADDI_INT gp10, gp0, 9984
S_ADDI_INT gp11, gp0, 14080
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 40..43
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
S_ADDI_INT gp5, gp0, 6656
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6720
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 6784
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 6848
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
S_ADDI_INT gp5, gp0, 6656
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6720
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 6784
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 6848
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
S_ADDI_INT gp10, gp0, 10240
S_ADDI_INT gp11, gp0, 14336
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 44..47
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
S_ADDI_INT gp5, gp0, 6912
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 6976
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7040
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7104
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
S_ADDI_INT gp5, gp0, 6912
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 6976
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7040
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7104
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
S_ADDI_INT gp10, gp0, 10496
S_ADDI_INT gp11, gp0, 14592
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 48..51
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
S_ADDI_INT gp5, gp0, 7168
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7232
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7296
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7360
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
S_ADDI_INT gp5, gp0, 7168
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7232
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7296
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7360
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
S_ADDI_INT gp10, gp0, 10752
S_ADDI_INT gp11, gp0, 14848
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 6912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 52..55
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
S_ADDI_INT gp5, gp0, 7424
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7488
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7552
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7616
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
S_ADDI_INT gp5, gp0, 7424
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7488
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7552
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7616
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
S_ADDI_INT gp10, gp0, 11008
S_ADDI_INT gp11, gp0, 15104
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T for queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 56..59
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
S_ADDI_INT gp5, gp0, 7680
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 7744
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 7808
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 7872
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
S_ADDI_INT gp5, gp0, 7680
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 7744
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 7808
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 7872
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
S_ADDI_INT gp10, gp0, 11264
S_ADDI_INT gp11, gp0, 15360
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax of queries 60..63
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
S_ADDI_INT gp5, gp0, 7936
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 8000
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 8064
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 8128
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
S_ADDI_INT gp5, gp0, 7936
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 8000
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 8064
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 8128
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
S_ADDI_INT gp10, gp0, 11520
S_ADDI_INT gp11, gp0, 15616
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 11776
S_ADDI_INT gp11, gp0, 15872
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V for queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12032
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 7936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 12032
S_ADDI_INT gp11, gp0, 16128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
