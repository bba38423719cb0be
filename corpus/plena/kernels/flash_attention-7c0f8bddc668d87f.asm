; flash_attention C2: SQ=128 SK=128 query heads 1, kv heads 1; 32 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 12288
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
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 20480
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
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8448
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 0..3
S_ADDI_INT gp7, gp0, 126976
S_MAP_V_FP gp7, gp0, 127   ; mask row of query 0 mod 64
S_ADDI_INT gp7, gp0, 127040
S_MAP_V_FP gp7, gp0, 126   ; mask row of query 1 mod 64
S_ADDI_INT gp7, gp0, 127104
S_MAP_V_FP gp7, gp0, 125   ; mask row of query 2 mod 64
S_ADDI_INT gp7, gp0, 127168
S_MAP_V_FP gp7, gp0, 124   ; mask row of query 3 mod 64
S_ADDI_INT gp5, gp0, 8192
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8256
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8320
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8384
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8192
S_ADDI_INT gp5, gp0, 8256
S_ADDI_INT gp6, gp0, 8320
S_ADDI_INT gp7, gp0, 8384
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8704
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 4..7
S_ADDI_INT gp7, gp0, 127232
S_MAP_V_FP gp7, gp0, 123   ; mask row of query 4 mod 64
S_ADDI_INT gp7, gp0, 127296
S_MAP_V_FP gp7, gp0, 122   ; mask row of query 5 mod 64
S_ADDI_INT gp7, gp0, 127360
S_MAP_V_FP gp7, gp0, 121   ; mask row of query 6 mod 64
S_ADDI_INT gp7, gp0, 127424
S_MAP_V_FP gp7, gp0, 120   ; mask row of query 7 mod 64
S_ADDI_INT gp5, gp0, 8448
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8512
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8576
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8640
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8448
S_ADDI_INT gp5, gp0, 8512
S_ADDI_INT gp6, gp0, 8576
S_ADDI_INT gp7, gp0, 8640
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8192
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8960
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 8..11
S_ADDI_INT gp7, gp0, 127488
S_MAP_V_FP gp7, gp0, 119   ; mask row of query 8 mod 64
S_ADDI_INT gp7, gp0, 127552
S_MAP_V_FP gp7, gp0, 118   ; mask row of query 9 mod 64
S_ADDI_INT gp7, gp0, 127616
S_MAP_V_FP gp7, gp0, 117   ; mask row of query 10 mod 64
S_ADDI_INT gp7, gp0, 127680
S_MAP_V_FP gp7, gp0, 116   ; mask row of query 11 mod 64
S_ADDI_INT gp5, gp0, 8704
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8768
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8832
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8896
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8704
S_ADDI_INT gp5, gp0, 8768
S_ADDI_INT gp6, gp0, 8832
S_ADDI_INT gp7, gp0, 8896
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 24576
S_ADDI_INT gp11, gp0, 24576
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8448
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9216
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 12..15
S_ADDI_INT gp7, gp0, 127744
S_MAP_V_FP gp7, gp0, 115   ; mask row of query 12 mod 64
S_ADDI_INT gp7, gp0, 127808
S_MAP_V_FP gp7, gp0, 114   ; mask row of query 13 mod 64
S_ADDI_INT gp7, gp0, 127872
S_MAP_V_FP gp7, gp0, 113   ; mask row of query 14 mod 64
S_ADDI_INT gp7, gp0, 127936
S_MAP_V_FP gp7, gp0, 112   ; mask row of query 15 mod 64
S_ADDI_INT gp5, gp0, 8960
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9024
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9088
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9152
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 8960
S_ADDI_INT gp5, gp0, 9024
S_ADDI_INT gp6, gp0, 9088
S_ADDI_INT gp7, gp0, 9152
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 24832
S_ADDI_INT gp11, gp0, 24832
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8704
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9472
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 16..19
S_ADDI_INT gp7, gp0, 128000
S_MAP_V_FP gp7, gp0, 111   ; mask row of query 16 mod 64
S_ADDI_INT gp7, gp0, 128064
S_MAP_V_FP gp7, gp0, 110   ; mask row of query 17 mod 64
S_ADDI_INT gp7, gp0, 128128
S_MAP_V_FP gp7, gp0, 109   ; mask row of query 18 mod 64
S_ADDI_INT gp7, gp0, 128192
S_MAP_V_FP gp7, gp0, 108   ; mask row of query 19 mod 64
S_ADDI_INT gp5, gp0, 9216
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9280
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9344
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9408
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9216
S_ADDI_INT gp5, gp0, 9280
S_ADDI_INT gp6, gp0, 9344
S_ADDI_INT gp7, gp0, 9408
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 25088
S_ADDI_INT gp11, gp0, 25088
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 8960
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9728
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 20..23
S_ADDI_INT gp7, gp0, 128256
S_MAP_V_FP gp7, gp0, 107   ; mask row of query 20 mod 64
S_ADDI_INT gp7, gp0, 128320
S_MAP_V_FP gp7, gp0, 106   ; mask row of query 21 mod 64
S_ADDI_INT gp7, gp0, 128384
S_MAP_V_FP gp7, gp0, 105   ; mask row of query 22 mod 64
S_ADDI_INT gp7, gp0, 128448
S_MAP_V_FP gp7, gp0, 104   ; mask row of query 23 mod 64
S_ADDI_INT gp5, gp0, 9472
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9536
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9600
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9664
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9472
S_ADDI_INT gp5, gp0, 9536
S_ADDI_INT gp6, gp0, 9600
S_ADDI_INT gp7, gp0, 9664
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 25344
S_ADDI_INT gp11, gp0, 25344
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9216
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 9984
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 24..27
S_ADDI_INT gp7, gp0, 128512
S_MAP_V_FP gp7, gp0, 103   ; mask row of query 24 mod 64
S_ADDI_INT gp7, gp0, 128576
S_MAP_V_FP gp7, gp0, 102   ; mask row of query 25 mod 64
S_ADDI_INT gp7, gp0, 128640
S_MAP_V_FP gp7, gp0, 101   ; mask row of query 26 mod 64
S_ADDI_INT gp7, gp0, 128704
S_MAP_V_FP gp7, gp0, 100   ; mask row of query 27 mod 64
S_ADDI_INT gp5, gp0, 9728
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9792
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9856
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 9920
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9728
S_ADDI_INT gp5, gp0, 9792
S_ADDI_INT gp6, gp0, 9856
S_ADDI_INT gp7, gp0, 9920
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 25600
S_ADDI_INT gp11, gp0, 25600
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9472
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10240
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 28..31
S_ADDI_INT gp7, gp0, 128768
S_MAP_V_FP gp7, gp0, 99   ; mask row of query 28 mod 64
S_ADDI_INT gp7, gp0, 128832
S_MAP_V_FP gp7, gp0, 98   ; mask row of query 29 mod 64
S_ADDI_INT gp7, gp0, 128896
S_MAP_V_FP gp7, gp0, 97   ; mask row of query 30 mod 64
S_ADDI_INT gp7, gp0, 128960
S_MAP_V_FP gp7, gp0, 96   ; mask row of query 31 mod 64
S_ADDI_INT gp5, gp0, 9984
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10048
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10112
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10176
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 9984
S_ADDI_INT gp5, gp0, 10048
S_ADDI_INT gp6, gp0, 10112
S_ADDI_INT gp7, gp0, 10176
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 25856
S_ADDI_INT gp11, gp0, 25856
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9728
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10496
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 32..35
S_ADDI_INT gp7, gp0, 129024
S_MAP_V_FP gp7, gp0, 95   ; mask row of query 32 mod 64
S_ADDI_INT gp7, gp0, 129088
S_MAP_V_FP gp7, gp0, 94   ; mask row of query 33 mod 64
S_ADDI_INT gp7, gp0, 129152
S_MAP_V_FP gp7, gp0, 93   ; mask row of query 34 mod 64
S_ADDI_INT gp7, gp0, 129216
S_MAP_V_FP gp7, gp0, 92   ; mask row of query 35 mod 64
S_ADDI_INT gp5, gp0, 10240
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10304
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10368
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10432
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10240
S_ADDI_INT gp5, gp0, 10304
S_ADDI_INT gp6, gp0, 10368
S_ADDI_INT gp7, gp0, 10432
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 26112
S_ADDI_INT gp11, gp0, 26112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 9984
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 10752
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 36..39
S_ADDI_INT gp7, gp0, 129280
S_MAP_V_FP gp7, gp0, 91   ; mask row of query 36 mod 64
S_ADDI_INT gp7, gp0, 129344
S_MAP_V_FP gp7, gp0, 90   ; mask row of query 37 mod 64
S_ADDI_INT gp7, gp0, 129408
S_MAP_V_FP gp7, gp0, 89   ; mask row of query 38 mod 64
S_ADDI_INT gp7, gp0, 129472
S_MAP_V_FP gp7, gp0, 88   ; mask row of query 39 mod 64
S_ADDI_INT gp5, gp0, 10496
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10560
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10624
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10688
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10496
S_ADDI_INT gp5, gp0, 10560
S_ADDI_INT gp6, gp0, 10624
S_ADDI_INT gp7, gp0, 10688
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 26368
S_ADDI_INT gp11, gp0, 26368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10240
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11008
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 40..43
S_ADDI_INT gp7, gp0, 129536
S_MAP_V_FP gp7, gp0, 87   ; mask row of query 40 mod 64
S_ADDI_INT gp7, gp0, 129600
S_MAP_V_FP gp7, gp0, 86   ; mask row of query 41 mod 64
S_ADDI_INT gp7, gp0, 129664
S_MAP_V_FP gp7, gp0, 85   ; mask row of query 42 mod 64
S_ADDI_INT gp7, gp0, 129728
S_MAP_V_FP gp7, gp0, 84   ; mask row of query 43 mod 64
S_ADDI_INT gp5, gp0, 10752
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10816
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10880
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 10944
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 10752
S_ADDI_INT gp5, gp0, 10816
S_ADDI_INT gp6, gp0, 10880
S_ADDI_INT gp7, gp0, 10944
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 26624
S_ADDI_INT gp11, gp0, 26624
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10496
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11264
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 44..47
S_ADDI_INT gp7, gp0, 129792
S_MAP_V_FP gp7, gp0, 83   ; mask row of query 44 mod 64
S_ADDI_INT gp7, gp0, 129856
S_MAP_V_FP gp7, gp0, 82   ; mask row of query 45 mod 64
S_ADDI_INT gp7, gp0, 129920
S_MAP_V_FP gp7, gp0, 81   ; mask row of query 46 mod 64
S_ADDI_INT gp7, gp0, 129984
S_MAP_V_FP gp7, gp0, 80   ; mask row of query 47 mod 64
S_ADDI_INT gp5, gp0, 11008
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11072
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11136
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11200
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11008
S_ADDI_INT gp5, gp0, 11072
S_ADDI_INT gp6, gp0, 11136
S_ADDI_INT gp7, gp0, 11200
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 26880
S_ADDI_INT gp11, gp0, 26880
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 10752
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11520
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 48..51
S_ADDI_INT gp7, gp0, 130048
S_MAP_V_FP gp7, gp0, 79   ; mask row of query 48 mod 64
S_ADDI_INT gp7, gp0, 130112
S_MAP_V_FP gp7, gp0, 78   ; mask row of query 49 mod 64
S_ADDI_INT gp7, gp0, 130176
S_MAP_V_FP gp7, gp0, 77   ; mask row of query 50 mod 64
S_ADDI_INT gp7, gp0, 130240
S_MAP_V_FP gp7, gp0, 76   ; mask row of query 51 mod 64
S_ADDI_INT gp5, gp0, 11264
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11328
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11392
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11456
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11264
S_ADDI_INT gp5, gp0, 11328
S_ADDI_INT gp6, gp0, 11392
S_ADDI_INT gp7, gp0, 11456
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 27136
S_ADDI_INT gp11, gp0, 27136
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11008
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 11776
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 52..55
S_ADDI_INT gp7, gp0, 130304
S_MAP_V_FP gp7, gp0, 75   ; mask row of query 52 mod 64
S_ADDI_INT gp7, gp0, 130368
S_MAP_V_FP gp7, gp0, 74   ; mask row of query 53 mod 64
S_ADDI_INT gp7, gp0, 130432
S_MAP_V_FP gp7, gp0, 73   ; mask row of query 54 mod 64
S_ADDI_INT gp7, gp0, 130496
S_MAP_V_FP gp7, gp0, 72   ; mask row of query 55 mod 64
S_ADDI_INT gp5, gp0, 11520
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11584
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11648
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11712
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11520
S_ADDI_INT gp5, gp0, 11584
S_ADDI_INT gp6, gp0, 11648
S_ADDI_INT gp7, gp0, 11712
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 27392
S_ADDI_INT gp11, gp0, 27392
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11264
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
; softmax, stacked queries 56..59
S_ADDI_INT gp7, gp0, 130560
S_MAP_V_FP gp7, gp0, 71   ; mask row of query 56 mod 64
S_ADDI_INT gp7, gp0, 130624
S_MAP_V_FP gp7, gp0, 70   ; mask row of query 57 mod 64
S_ADDI_INT gp7, gp0, 130688
S_MAP_V_FP gp7, gp0, 69   ; mask row of query 58 mod 64
S_ADDI_INT gp7, gp0, 130752
S_MAP_V_FP gp7, gp0, 68   ; mask row of query 59 mod 64
S_ADDI_INT gp5, gp0, 11776
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11840
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11904
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 11968
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 11776
S_ADDI_INT gp5, gp0, 11840
S_ADDI_INT gp6, gp0, 11904
S_ADDI_INT gp7, gp0, 11968
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 27648
S_ADDI_INT gp11, gp0, 27648
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11520
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
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 60..63
S_ADDI_INT gp7, gp0, 130816
S_MAP_V_FP gp7, gp0, 67   ; mask row of query 60 mod 64
S_ADDI_INT gp7, gp0, 130880
S_MAP_V_FP gp7, gp0, 66   ; mask row of query 61 mod 64
S_ADDI_INT gp7, gp0, 130944
S_MAP_V_FP gp7, gp0, 65   ; mask row of query 62 mod 64
S_ADDI_INT gp7, gp0, 131008
S_MAP_V_FP gp7, gp0, 64   ; mask row of query 63 mod 64
S_ADDI_INT gp5, gp0, 12032
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12096
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12160
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12224
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 12032
S_ADDI_INT gp5, gp0, 12096
S_ADDI_INT gp6, gp0, 12160
S_ADDI_INT gp7, gp0, 12224
V_RED_MAX f1, gp1, 0
V_RED_MAX f2, gp5, 0
V_RED_MAX f3, gp6, 0
V_RED_MAX f4, gp7, 0
V_SUB_VF gp1, gp1, f1, 0, 0
V_SUB_VF gp5, gp5, f2, 0, 0
V_SUB_VF gp6, gp6, f3, 0, 0
V_SUB_VF gp7, gp7, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
V_EXP_V gp1, gp1, 0
V_EXP_V gp5, gp5, 0
V_EXP_V gp6, gp6, 0
V_EXP_V gp7, gp7, 0
V_RED_SUM f1, gp1, 0
V_RED_SUM f2, gp5, 0
V_RED_SUM f3, gp6, 0
V_RED_SUM f4, gp7, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
V_MUL_VF gp1, gp1, f1, 0
V_MUL_VF gp5, gp5, f2, 0
V_MUL_VF gp6, gp6, f3, 0
V_MUL_VF gp7, gp7, f4, 0
S_ADDI_INT gp10, gp0, 27904
S_ADDI_INT gp11, gp0, 27904
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 11776
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
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 64..67
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20544
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20608
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20672
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 28160
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 12032
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
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 68..71
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20800
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20864
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20928
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 28416
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
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 72..75
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21056
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21120
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21184
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 28672
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
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 76..79
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21312
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21376
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21440
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 28928
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
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 80..83
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21568
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21632
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21696
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 29184
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
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 84..87
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21824
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21888
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 21952
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 29440
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
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 88..91
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22080
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22144
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22208
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 29696
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
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 92..95
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22336
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22400
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22464
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 29952
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
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 96..99
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22592
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22656
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22720
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 30208
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
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 100..103
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22848
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22912
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 22976
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 30464
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
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 104..107
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23104
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23168
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23232
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 30720
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
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 108..111
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23360
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23424
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23488
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 30976
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
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 112..115
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23616
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23680
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23744
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 31232
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
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 116..119
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23872
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 23936
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 24000
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 31488
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
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 24128
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 24192
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 24256
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 31744
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
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 24384
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 24448
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 24512
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
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
S_ADDI_INT gp11, gp0, 32000
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
S_ADDI_INT gp11, gp0, 32256
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
S_ADDI_INT gp11, gp0, 32512
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
