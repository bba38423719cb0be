; flash_attention C1: SQ=64 SK=64 query heads 1, kv heads 1; 16 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4096
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
S_ADDI_INT gp4, gp0, 8192
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
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4352
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
S_ADDI_INT gp5, gp0, 4096
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4160
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4224
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4288
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4096
S_ADDI_INT gp5, gp0, 4160
S_ADDI_INT gp6, gp0, 4224
S_ADDI_INT gp7, gp0, 4288
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
S_ADDI_INT gp4, gp0, 4608
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
S_ADDI_INT gp5, gp0, 4352
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4416
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4480
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4544
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4352
S_ADDI_INT gp5, gp0, 4416
S_ADDI_INT gp6, gp0, 4480
S_ADDI_INT gp7, gp0, 4544
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
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 4096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 4864
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
S_ADDI_INT gp5, gp0, 4608
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4672
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4736
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4800
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4608
S_ADDI_INT gp5, gp0, 4672
S_ADDI_INT gp6, gp0, 4736
S_ADDI_INT gp7, gp0, 4800
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
S_ADDI_INT gp10, gp0, 8192
S_ADDI_INT gp11, gp0, 12288
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
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
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5120
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
S_ADDI_INT gp5, gp0, 4864
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4928
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 4992
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5056
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 4864
S_ADDI_INT gp5, gp0, 4928
S_ADDI_INT gp6, gp0, 4992
S_ADDI_INT gp7, gp0, 5056
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
S_ADDI_INT gp10, gp0, 8448
S_ADDI_INT gp11, gp0, 12544
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
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
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5376
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
S_ADDI_INT gp5, gp0, 5120
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5184
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5248
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5312
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5120
S_ADDI_INT gp5, gp0, 5184
S_ADDI_INT gp6, gp0, 5248
S_ADDI_INT gp7, gp0, 5312
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
S_ADDI_INT gp10, gp0, 8704
S_ADDI_INT gp11, gp0, 12800
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
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
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5632
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
S_ADDI_INT gp5, gp0, 5376
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5440
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5504
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5568
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5376
S_ADDI_INT gp5, gp0, 5440
S_ADDI_INT gp6, gp0, 5504
S_ADDI_INT gp7, gp0, 5568
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
S_ADDI_INT gp10, gp0, 8960
S_ADDI_INT gp11, gp0, 13056
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
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
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 5888
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
S_ADDI_INT gp5, gp0, 5632
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5696
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5760
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5824
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5632
S_ADDI_INT gp5, gp0, 5696
S_ADDI_INT gp6, gp0, 5760
S_ADDI_INT gp7, gp0, 5824
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
S_ADDI_INT gp10, gp0, 9216
S_ADDI_INT gp11, gp0, 13312
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
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
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6144
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
S_ADDI_INT gp5, gp0, 5888
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 5952
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6016
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6080
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 5888
S_ADDI_INT gp5, gp0, 5952
S_ADDI_INT gp6, gp0, 6016
S_ADDI_INT gp7, gp0, 6080
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
S_ADDI_INT gp10, gp0, 9472
S_ADDI_INT gp11, gp0, 13568
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
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
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6400
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
S_ADDI_INT gp5, gp0, 6144
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6208
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6272
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6336
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6144
S_ADDI_INT gp5, gp0, 6208
S_ADDI_INT gp6, gp0, 6272
S_ADDI_INT gp7, gp0, 6336
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
S_ADDI_INT gp10, gp0, 9728
S_ADDI_INT gp11, gp0, 13824
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
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
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6656
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
S_ADDI_INT gp5, gp0, 6400
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6464
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6528
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6592
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6400
S_ADDI_INT gp5, gp0, 6464
S_ADDI_INT gp6, gp0, 6528
S_ADDI_INT gp7, gp0, 6592
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
S_ADDI_INT gp10, gp0, 9984
S_ADDI_INT gp11, gp0, 14080
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
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
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 6912
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
S_ADDI_INT gp5, gp0, 6656
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6720
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6784
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6848
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6656
S_ADDI_INT gp5, gp0, 6720
S_ADDI_INT gp6, gp0, 6784
S_ADDI_INT gp7, gp0, 6848
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
S_ADDI_INT gp10, gp0, 10240
S_ADDI_INT gp11, gp0, 14336
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
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
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7168
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
S_ADDI_INT gp5, gp0, 6912
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 6976
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7040
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7104
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 6912
S_ADDI_INT gp5, gp0, 6976
S_ADDI_INT gp6, gp0, 7040
S_ADDI_INT gp7, gp0, 7104
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
S_ADDI_INT gp10, gp0, 10496
S_ADDI_INT gp11, gp0, 14592
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
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
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7424
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
S_ADDI_INT gp5, gp0, 7168
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7232
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7296
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7360
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 7168
S_ADDI_INT gp5, gp0, 7232
S_ADDI_INT gp6, gp0, 7296
S_ADDI_INT gp7, gp0, 7360
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
S_ADDI_INT gp10, gp0, 10752
S_ADDI_INT gp11, gp0, 14848
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
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
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 7680
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
S_ADDI_INT gp5, gp0, 7424
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7488
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7552
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7616
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 7424
S_ADDI_INT gp5, gp0, 7488
S_ADDI_INT gp6, gp0, 7552
S_ADDI_INT gp7, gp0, 7616
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
S_ADDI_INT gp10, gp0, 11008
S_ADDI_INT gp11, gp0, 15104
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
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
; softmax, stacked queries 56..59
S_ADDI_INT gp7, gp0, 130560
S_MAP_V_FP gp7, gp0, 71   ; mask row of query 56 mod 64
S_ADDI_INT gp7, gp0, 130624
S_MAP_V_FP gp7, gp0, 70   ; mask row of query 57 mod 64
S_ADDI_INT gp7, gp0, 130688
S_MAP_V_FP gp7, gp0, 69   ; mask row of query 58 mod 64
S_ADDI_INT gp7, gp0, 130752
S_MAP_V_FP gp7, gp0, 68   ; mask row of query 59 mod 64
S_ADDI_INT gp5, gp0, 7680
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7744
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7808
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 7872
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 7680
S_ADDI_INT gp5, gp0, 7744
S_ADDI_INT gp6, gp0, 7808
S_ADDI_INT gp7, gp0, 7872
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
S_ADDI_INT gp10, gp0, 11264
S_ADDI_INT gp11, gp0, 15360
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
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
; softmax, stacked queries 60..63
S_ADDI_INT gp7, gp0, 130816
S_MAP_V_FP gp7, gp0, 67   ; mask row of query 60 mod 64
S_ADDI_INT gp7, gp0, 130880
S_MAP_V_FP gp7, gp0, 66   ; mask row of query 61 mod 64
S_ADDI_INT gp7, gp0, 130944
S_MAP_V_FP gp7, gp0, 65   ; mask row of query 62 mod 64
S_ADDI_INT gp7, gp0, 131008
S_MAP_V_FP gp7, gp0, 64   ; mask row of query 63 mod 64
S_ADDI_INT gp5, gp0, 7936
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8000
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8064
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 8128
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 7936
S_ADDI_INT gp5, gp0, 8000
S_ADDI_INT gp6, gp0, 8064
S_ADDI_INT gp7, gp0, 8128
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
S_ADDI_INT gp10, gp0, 11520
S_ADDI_INT gp11, gp0, 15616
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
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
; O = P V, stacked queries 60..63
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
