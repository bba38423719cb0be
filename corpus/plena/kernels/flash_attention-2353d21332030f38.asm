; flash_attention C3: SQ=256 SK=256 query heads 1, kv heads 1; 64 blocks of 4 stacked queries per kv head
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
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8448
S_ADDI_INT gp4, gp0, 8448
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8704
S_ADDI_INT gp4, gp0, 8704
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8960
S_ADDI_INT gp4, gp0, 8960
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9216
S_ADDI_INT gp4, gp0, 9216
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9472
S_ADDI_INT gp4, gp0, 9472
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9728
S_ADDI_INT gp4, gp0, 9728
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9984
S_ADDI_INT gp4, gp0, 9984
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 10240
S_ADDI_INT gp4, gp0, 10240
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 10496
S_ADDI_INT gp4, gp0, 10496
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 10752
S_ADDI_INT gp4, gp0, 10752
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11008
S_ADDI_INT gp4, gp0, 11008
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11264
S_ADDI_INT gp4, gp0, 11264
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11520
S_ADDI_INT gp4, gp0, 11520
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11776
S_ADDI_INT gp4, gp0, 11776
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 12032
S_ADDI_INT gp4, gp0, 12032
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 12288
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 12544
S_ADDI_INT gp4, gp0, 12544
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 12800
S_ADDI_INT gp4, gp0, 12800
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 13056
S_ADDI_INT gp4, gp0, 13056
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 13312
S_ADDI_INT gp4, gp0, 13312
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 13568
S_ADDI_INT gp4, gp0, 13568
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 13824
S_ADDI_INT gp4, gp0, 13824
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 14080
S_ADDI_INT gp4, gp0, 14080
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 14336
S_ADDI_INT gp4, gp0, 14336
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 14592
S_ADDI_INT gp4, gp0, 14592
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 14848
S_ADDI_INT gp4, gp0, 14848
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 15104
S_ADDI_INT gp4, gp0, 15104
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 15360
S_ADDI_INT gp4, gp0, 15360
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 15616
S_ADDI_INT gp4, gp0, 15616
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 15872
S_ADDI_INT gp4, gp0, 15872
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16128
S_ADDI_INT gp4, gp0, 16128
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 36864
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 40960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 45056
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 0
C_LOOP_START gp13, 256
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16640
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
S_ADDI_INT gp5, gp0, 16384
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16448
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16512
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16576
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 16384
S_ADDI_INT gp5, gp0, 16448
S_ADDI_INT gp6, gp0, 16512
S_ADDI_INT gp7, gp0, 16576
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
S_ADDI_INT gp4, gp0, 16896
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
S_ADDI_INT gp5, gp0, 16640
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16704
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16768
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16832
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 16640
S_ADDI_INT gp5, gp0, 16704
S_ADDI_INT gp6, gp0, 16768
S_ADDI_INT gp7, gp0, 16832
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
S_ADDI_INT gp4, gp0, 81920
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17152
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
S_ADDI_INT gp5, gp0, 16896
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16960
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17024
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17088
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 16896
S_ADDI_INT gp5, gp0, 16960
S_ADDI_INT gp6, gp0, 17024
S_ADDI_INT gp7, gp0, 17088
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
S_ADDI_INT gp10, gp0, 81920
S_ADDI_INT gp11, gp0, 49152
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 82176
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17408
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
S_ADDI_INT gp5, gp0, 17152
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17216
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17280
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17344
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 17152
S_ADDI_INT gp5, gp0, 17216
S_ADDI_INT gp6, gp0, 17280
S_ADDI_INT gp7, gp0, 17344
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
S_ADDI_INT gp10, gp0, 82176
S_ADDI_INT gp11, gp0, 49408
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 82432
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17664
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
S_ADDI_INT gp5, gp0, 17408
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17472
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17536
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17600
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 17408
S_ADDI_INT gp5, gp0, 17472
S_ADDI_INT gp6, gp0, 17536
S_ADDI_INT gp7, gp0, 17600
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
S_ADDI_INT gp10, gp0, 82432
S_ADDI_INT gp11, gp0, 49664
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 82688
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17920
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
S_ADDI_INT gp5, gp0, 17664
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17728
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17792
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17856
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 17664
S_ADDI_INT gp5, gp0, 17728
S_ADDI_INT gp6, gp0, 17792
S_ADDI_INT gp7, gp0, 17856
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
S_ADDI_INT gp10, gp0, 82688
S_ADDI_INT gp11, gp0, 49920
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 82944
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18176
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
S_ADDI_INT gp5, gp0, 17920
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 17984
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18048
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18112
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 17920
S_ADDI_INT gp5, gp0, 17984
S_ADDI_INT gp6, gp0, 18048
S_ADDI_INT gp7, gp0, 18112
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
S_ADDI_INT gp10, gp0, 82944
S_ADDI_INT gp11, gp0, 50176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 83200
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18432
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
S_ADDI_INT gp5, gp0, 18176
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18240
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18304
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18368
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 18176
S_ADDI_INT gp5, gp0, 18240
S_ADDI_INT gp6, gp0, 18304
S_ADDI_INT gp7, gp0, 18368
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
S_ADDI_INT gp10, gp0, 83200
S_ADDI_INT gp11, gp0, 50432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 83456
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18688
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
S_ADDI_INT gp5, gp0, 18432
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18496
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18560
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18624
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 18432
S_ADDI_INT gp5, gp0, 18496
S_ADDI_INT gp6, gp0, 18560
S_ADDI_INT gp7, gp0, 18624
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
S_ADDI_INT gp10, gp0, 83456
S_ADDI_INT gp11, gp0, 50688
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 83712
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18944
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
S_ADDI_INT gp5, gp0, 18688
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18752
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18816
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 18880
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 18688
S_ADDI_INT gp5, gp0, 18752
S_ADDI_INT gp6, gp0, 18816
S_ADDI_INT gp7, gp0, 18880
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
S_ADDI_INT gp10, gp0, 83712
S_ADDI_INT gp11, gp0, 50944
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 83968
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19200
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
S_ADDI_INT gp5, gp0, 18944
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19008
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19072
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19136
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 18944
S_ADDI_INT gp5, gp0, 19008
S_ADDI_INT gp6, gp0, 19072
S_ADDI_INT gp7, gp0, 19136
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
S_ADDI_INT gp10, gp0, 83968
S_ADDI_INT gp11, gp0, 51200
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 84224
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19456
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
S_ADDI_INT gp5, gp0, 19200
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19264
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19328
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19392
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 19200
S_ADDI_INT gp5, gp0, 19264
S_ADDI_INT gp6, gp0, 19328
S_ADDI_INT gp7, gp0, 19392
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
S_ADDI_INT gp10, gp0, 84224
S_ADDI_INT gp11, gp0, 51456
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 84480
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19712
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
S_ADDI_INT gp5, gp0, 19456
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19520
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19584
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19648
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 19456
S_ADDI_INT gp5, gp0, 19520
S_ADDI_INT gp6, gp0, 19584
S_ADDI_INT gp7, gp0, 19648
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
S_ADDI_INT gp10, gp0, 84480
S_ADDI_INT gp11, gp0, 51712
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 84736
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19968
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
S_ADDI_INT gp5, gp0, 19712
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19776
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19840
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 19904
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 19712
S_ADDI_INT gp5, gp0, 19776
S_ADDI_INT gp6, gp0, 19840
S_ADDI_INT gp7, gp0, 19904
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
S_ADDI_INT gp10, gp0, 84736
S_ADDI_INT gp11, gp0, 51968
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 84992
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20224
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
S_ADDI_INT gp5, gp0, 19968
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20032
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20096
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20160
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 19968
S_ADDI_INT gp5, gp0, 20032
S_ADDI_INT gp6, gp0, 20096
S_ADDI_INT gp7, gp0, 20160
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
S_ADDI_INT gp10, gp0, 84992
S_ADDI_INT gp11, gp0, 52224
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 85248
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 64..67
S_ADDI_INT gp2, gp0, 4096
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 36864
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
S_ADDI_INT gp5, gp0, 20224
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20288
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20352
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 20416
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 20224
S_ADDI_INT gp5, gp0, 20288
S_ADDI_INT gp6, gp0, 20352
S_ADDI_INT gp7, gp0, 20416
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
S_ADDI_INT gp10, gp0, 85248
S_ADDI_INT gp11, gp0, 52480
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 85504
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 68..71
S_ADDI_INT gp2, gp0, 4352
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 37120
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 64..67
S_ADDI_INT gp5, gp0, 36864
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 36928
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 36992
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37056
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 20480
S_ADDI_INT gp5, gp0, 20544
S_ADDI_INT gp6, gp0, 20608
S_ADDI_INT gp7, gp0, 20672
S_ADDI_INT gp8, gp0, 36864
S_ADDI_INT gp10, gp0, 36928
S_ADDI_INT gp11, gp0, 36992
S_ADDI_INT gp12, gp0, 37056
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
S_ADDI_INT gp10, gp0, 85504
S_ADDI_INT gp11, gp0, 52736
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 85760
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 72..75
S_ADDI_INT gp2, gp0, 4608
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 37376
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 68..71
S_ADDI_INT gp5, gp0, 37120
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37184
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37248
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37312
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 20736
S_ADDI_INT gp5, gp0, 20800
S_ADDI_INT gp6, gp0, 20864
S_ADDI_INT gp7, gp0, 20928
S_ADDI_INT gp8, gp0, 37120
S_ADDI_INT gp10, gp0, 37184
S_ADDI_INT gp11, gp0, 37248
S_ADDI_INT gp12, gp0, 37312
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
S_ADDI_INT gp10, gp0, 85760
S_ADDI_INT gp11, gp0, 52992
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 76..79
S_ADDI_INT gp2, gp0, 4864
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 37632
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 72..75
S_ADDI_INT gp5, gp0, 37376
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37440
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37504
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37568
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 20992
S_ADDI_INT gp5, gp0, 21056
S_ADDI_INT gp6, gp0, 21120
S_ADDI_INT gp7, gp0, 21184
S_ADDI_INT gp8, gp0, 37376
S_ADDI_INT gp10, gp0, 37440
S_ADDI_INT gp11, gp0, 37504
S_ADDI_INT gp12, gp0, 37568
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
S_ADDI_INT gp10, gp0, 86016
S_ADDI_INT gp11, gp0, 53248
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 80..83
S_ADDI_INT gp2, gp0, 5120
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 37888
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 76..79
S_ADDI_INT gp5, gp0, 37632
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37696
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37760
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37824
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 21248
S_ADDI_INT gp5, gp0, 21312
S_ADDI_INT gp6, gp0, 21376
S_ADDI_INT gp7, gp0, 21440
S_ADDI_INT gp8, gp0, 37632
S_ADDI_INT gp10, gp0, 37696
S_ADDI_INT gp11, gp0, 37760
S_ADDI_INT gp12, gp0, 37824
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
S_ADDI_INT gp10, gp0, 86272
S_ADDI_INT gp11, gp0, 53504
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 84..87
S_ADDI_INT gp2, gp0, 5376
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 38144
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 80..83
S_ADDI_INT gp5, gp0, 37888
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 37952
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38016
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38080
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 21504
S_ADDI_INT gp5, gp0, 21568
S_ADDI_INT gp6, gp0, 21632
S_ADDI_INT gp7, gp0, 21696
S_ADDI_INT gp8, gp0, 37888
S_ADDI_INT gp10, gp0, 37952
S_ADDI_INT gp11, gp0, 38016
S_ADDI_INT gp12, gp0, 38080
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
S_ADDI_INT gp10, gp0, 86528
S_ADDI_INT gp11, gp0, 53760
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 88..91
S_ADDI_INT gp2, gp0, 5632
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 38400
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 84..87
S_ADDI_INT gp5, gp0, 38144
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38208
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38272
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38336
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 21760
S_ADDI_INT gp5, gp0, 21824
S_ADDI_INT gp6, gp0, 21888
S_ADDI_INT gp7, gp0, 21952
S_ADDI_INT gp8, gp0, 38144
S_ADDI_INT gp10, gp0, 38208
S_ADDI_INT gp11, gp0, 38272
S_ADDI_INT gp12, gp0, 38336
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
S_ADDI_INT gp10, gp0, 86784
S_ADDI_INT gp11, gp0, 54016
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 92..95
S_ADDI_INT gp2, gp0, 5888
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 38656
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 88..91
S_ADDI_INT gp5, gp0, 38400
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38464
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38528
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38592
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22016
S_ADDI_INT gp5, gp0, 22080
S_ADDI_INT gp6, gp0, 22144
S_ADDI_INT gp7, gp0, 22208
S_ADDI_INT gp8, gp0, 38400
S_ADDI_INT gp10, gp0, 38464
S_ADDI_INT gp11, gp0, 38528
S_ADDI_INT gp12, gp0, 38592
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
S_ADDI_INT gp10, gp0, 87040
S_ADDI_INT gp11, gp0, 54272
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 96..99
S_ADDI_INT gp2, gp0, 6144
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 38912
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 92..95
S_ADDI_INT gp5, gp0, 38656
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38720
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38784
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38848
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22272
S_ADDI_INT gp5, gp0, 22336
S_ADDI_INT gp6, gp0, 22400
S_ADDI_INT gp7, gp0, 22464
S_ADDI_INT gp8, gp0, 38656
S_ADDI_INT gp10, gp0, 38720
S_ADDI_INT gp11, gp0, 38784
S_ADDI_INT gp12, gp0, 38848
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
S_ADDI_INT gp10, gp0, 87296
S_ADDI_INT gp11, gp0, 54528
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 100..103
S_ADDI_INT gp2, gp0, 6400
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 39168
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 96..99
S_ADDI_INT gp5, gp0, 38912
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 38976
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39040
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39104
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22528
S_ADDI_INT gp5, gp0, 22592
S_ADDI_INT gp6, gp0, 22656
S_ADDI_INT gp7, gp0, 22720
S_ADDI_INT gp8, gp0, 38912
S_ADDI_INT gp10, gp0, 38976
S_ADDI_INT gp11, gp0, 39040
S_ADDI_INT gp12, gp0, 39104
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
S_ADDI_INT gp10, gp0, 87552
S_ADDI_INT gp11, gp0, 54784
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 104..107
S_ADDI_INT gp2, gp0, 6656
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 39424
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 100..103
S_ADDI_INT gp5, gp0, 39168
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39232
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39296
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39360
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 22784
S_ADDI_INT gp5, gp0, 22848
S_ADDI_INT gp6, gp0, 22912
S_ADDI_INT gp7, gp0, 22976
S_ADDI_INT gp8, gp0, 39168
S_ADDI_INT gp10, gp0, 39232
S_ADDI_INT gp11, gp0, 39296
S_ADDI_INT gp12, gp0, 39360
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
S_ADDI_INT gp10, gp0, 87808
S_ADDI_INT gp11, gp0, 55040
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 108..111
S_ADDI_INT gp2, gp0, 6912
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 39680
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 104..107
S_ADDI_INT gp5, gp0, 39424
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39488
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39552
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39616
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23040
S_ADDI_INT gp5, gp0, 23104
S_ADDI_INT gp6, gp0, 23168
S_ADDI_INT gp7, gp0, 23232
S_ADDI_INT gp8, gp0, 39424
S_ADDI_INT gp10, gp0, 39488
S_ADDI_INT gp11, gp0, 39552
S_ADDI_INT gp12, gp0, 39616
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
S_ADDI_INT gp10, gp0, 88064
S_ADDI_INT gp11, gp0, 55296
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 112..115
S_ADDI_INT gp2, gp0, 7168
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 39936
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 108..111
S_ADDI_INT gp5, gp0, 39680
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39744
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39808
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 39872
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23296
S_ADDI_INT gp5, gp0, 23360
S_ADDI_INT gp6, gp0, 23424
S_ADDI_INT gp7, gp0, 23488
S_ADDI_INT gp8, gp0, 39680
S_ADDI_INT gp10, gp0, 39744
S_ADDI_INT gp11, gp0, 39808
S_ADDI_INT gp12, gp0, 39872
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
S_ADDI_INT gp10, gp0, 88320
S_ADDI_INT gp11, gp0, 55552
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 116..119
S_ADDI_INT gp2, gp0, 7424
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 40192
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 112..115
S_ADDI_INT gp5, gp0, 39936
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40000
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40064
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40128
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23552
S_ADDI_INT gp5, gp0, 23616
S_ADDI_INT gp6, gp0, 23680
S_ADDI_INT gp7, gp0, 23744
S_ADDI_INT gp8, gp0, 39936
S_ADDI_INT gp10, gp0, 40000
S_ADDI_INT gp11, gp0, 40064
S_ADDI_INT gp12, gp0, 40128
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
S_ADDI_INT gp10, gp0, 88576
S_ADDI_INT gp11, gp0, 55808
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 120..123
S_ADDI_INT gp2, gp0, 7680
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 40448
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 116..119
S_ADDI_INT gp5, gp0, 40192
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40256
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40320
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40384
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 23808
S_ADDI_INT gp5, gp0, 23872
S_ADDI_INT gp6, gp0, 23936
S_ADDI_INT gp7, gp0, 24000
S_ADDI_INT gp8, gp0, 40192
S_ADDI_INT gp10, gp0, 40256
S_ADDI_INT gp11, gp0, 40320
S_ADDI_INT gp12, gp0, 40384
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
S_ADDI_INT gp10, gp0, 88832
S_ADDI_INT gp11, gp0, 56064
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 124..127
S_ADDI_INT gp2, gp0, 7936
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 40704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 120..123
S_ADDI_INT gp5, gp0, 40448
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40512
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40576
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40640
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 24064
S_ADDI_INT gp5, gp0, 24128
S_ADDI_INT gp6, gp0, 24192
S_ADDI_INT gp7, gp0, 24256
S_ADDI_INT gp8, gp0, 40448
S_ADDI_INT gp10, gp0, 40512
S_ADDI_INT gp11, gp0, 40576
S_ADDI_INT gp12, gp0, 40640
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
S_ADDI_INT gp10, gp0, 89088
S_ADDI_INT gp11, gp0, 56320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 128..131
S_ADDI_INT gp2, gp0, 8192
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 40960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 57344
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 124..127
S_ADDI_INT gp5, gp0, 40704
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40768
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40832
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 40896
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp1, gp0, 24320
S_ADDI_INT gp5, gp0, 24384
S_ADDI_INT gp6, gp0, 24448
S_ADDI_INT gp7, gp0, 24512
S_ADDI_INT gp8, gp0, 40704
S_ADDI_INT gp10, gp0, 40768
S_ADDI_INT gp11, gp0, 40832
S_ADDI_INT gp12, gp0, 40896
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
S_ADDI_INT gp10, gp0, 89344
S_ADDI_INT gp11, gp0, 56576
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 132..135
S_ADDI_INT gp2, gp0, 8448
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 41216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 57600
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 128..131
S_ADDI_INT gp5, gp0, 57344
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57408
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57472
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57536
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 24576
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 24640
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 24704
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 24768
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 40960
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 41024
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 41088
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 41152
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 57344
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 57408
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 57472
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 57536
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 24576
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 24640
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 24704
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 24768
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 40960
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 41024
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 41088
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 41152
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 57344
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 57408
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 57472
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 57536
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 24576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 40960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24576
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 24640
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 24704
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 24768
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 40960
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 41024
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 41088
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 41152
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 57344
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 57408
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 57472
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 57536
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 24576
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 24640
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 24704
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 24768
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 40960
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 41024
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 41088
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 41152
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 57344
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 57408
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 57472
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 57536
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 89600
S_ADDI_INT gp11, gp0, 56832
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 136..139
S_ADDI_INT gp2, gp0, 8704
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 41472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 57856
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 132..135
S_ADDI_INT gp5, gp0, 57600
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57664
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57728
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57792
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 24832
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 24896
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 24960
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25024
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 41216
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 41280
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 41344
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 41408
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 57600
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 57664
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 57728
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 57792
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 24832
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 24896
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 24960
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25024
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 41216
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 41280
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 41344
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 41408
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 57600
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 57664
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 57728
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 57792
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 24832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 24832
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 24896
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 24960
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25024
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 41216
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 41280
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 41344
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 41408
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 57600
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 57664
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 57728
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 57792
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 24832
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 24896
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 24960
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25024
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 41216
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 41280
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 41344
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 41408
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 57600
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 57664
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 57728
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 57792
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 89856
S_ADDI_INT gp11, gp0, 57088
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 128..131
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 57344
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 140..143
S_ADDI_INT gp2, gp0, 8960
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 41728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 58112
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 136..139
S_ADDI_INT gp5, gp0, 57856
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57920
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 57984
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58048
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 25088
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25152
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25216
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25280
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 41472
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 41536
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 41600
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 41664
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 57856
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 57920
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 57984
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 58048
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25088
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25152
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25216
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25280
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 41472
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 41536
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 41600
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 41664
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 57856
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 57920
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 57984
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 58048
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 25088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 57984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25088
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25152
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25216
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25280
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 41472
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 41536
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 41600
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 41664
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 57856
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 57920
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 57984
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 58048
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 25088
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25152
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25216
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25280
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 41472
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 41536
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 41600
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 41664
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 57856
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 57920
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 57984
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 58048
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 90112
S_ADDI_INT gp11, gp0, 57344
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 132..135
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 57600
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 144..147
S_ADDI_INT gp2, gp0, 9216
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 41984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 58368
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 140..143
S_ADDI_INT gp5, gp0, 58112
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58176
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58240
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58304
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 25344
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25408
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25472
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25536
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 41728
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 41792
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 41856
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 41920
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 58112
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 58176
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 58240
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 58304
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25344
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25408
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25472
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25536
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 41728
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 41792
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 41856
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 41920
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 58112
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 58176
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 58240
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 58304
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 25344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25344
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25408
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25472
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25536
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 41728
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 41792
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 41856
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 41920
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 58112
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 58176
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 58240
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 58304
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 25344
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25408
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25472
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25536
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 41728
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 41792
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 41856
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 41920
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 58112
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 58176
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 58240
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 58304
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 90368
S_ADDI_INT gp11, gp0, 57600
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 136..139
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 57856
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 148..151
S_ADDI_INT gp2, gp0, 9472
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 42240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 58624
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 144..147
S_ADDI_INT gp5, gp0, 58368
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58432
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58496
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58560
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 25600
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25664
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25728
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 25792
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 41984
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 42048
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 42112
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 42176
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 58368
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 58432
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 58496
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 58560
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25600
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25664
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25728
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 25792
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 41984
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 42048
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 42112
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 42176
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 58368
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 58432
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 58496
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 58560
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 25600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 41984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25600
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25664
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25728
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 25792
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 41984
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 42048
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 42112
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 42176
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 58368
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 58432
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 58496
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 58560
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 25600
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25664
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25728
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 25792
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 41984
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 42048
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 42112
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 42176
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 58368
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 58432
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 58496
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 58560
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 90624
S_ADDI_INT gp11, gp0, 57856
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 140..143
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 58112
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 152..155
S_ADDI_INT gp2, gp0, 9728
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 42496
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 58880
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 148..151
S_ADDI_INT gp5, gp0, 58624
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58688
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58752
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58816
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 25856
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 25920
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 25984
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26048
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 42240
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 42304
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 42368
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 42432
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 58624
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 58688
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 58752
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 58816
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 25856
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 25920
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 25984
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26048
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 42240
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 42304
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 42368
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 42432
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 58624
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 58688
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 58752
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 58816
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 25856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25920
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25984
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26048
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 25856
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 25920
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 25984
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26048
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 42240
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 42304
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 42368
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 42432
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 58624
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 58688
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 58752
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 58816
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 25856
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 25920
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 25984
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26048
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 42240
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 42304
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 42368
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 42432
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 58624
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 58688
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 58752
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 58816
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 90880
S_ADDI_INT gp11, gp0, 58112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 144..147
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 58368
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 156..159
S_ADDI_INT gp2, gp0, 9984
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 42752
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 59136
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 152..155
S_ADDI_INT gp5, gp0, 58880
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 58944
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59008
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59072
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 26112
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26176
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 26240
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26304
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 42496
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 42560
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 42624
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 42688
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 58880
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 58944
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 59008
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 59072
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26112
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26176
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 26240
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26304
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 42496
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 42560
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 42624
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 42688
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 58880
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 58944
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 59008
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 59072
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 26112
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26176
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26240
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26304
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 58944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26112
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26176
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 26240
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26304
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 42496
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 42560
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 42624
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 42688
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 58880
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 58944
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 59008
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 59072
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 26112
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26176
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 26240
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26304
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 42496
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 42560
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 42624
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 42688
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 58880
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 58944
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 59008
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 59072
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 91136
S_ADDI_INT gp11, gp0, 58368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 148..151
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 58624
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 160..163
S_ADDI_INT gp2, gp0, 10240
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 43008
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 59392
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 156..159
S_ADDI_INT gp5, gp0, 59136
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59200
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59264
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59328
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 26368
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26432
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 26496
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26560
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 42752
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 42816
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 42880
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 42944
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 59136
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 59200
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 59264
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 59328
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26368
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26432
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 26496
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26560
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 42752
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 42816
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 42880
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 42944
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 59136
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 59200
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 59264
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 59328
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 26368
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26432
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26496
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26560
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 42944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26368
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26432
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 26496
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26560
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 42752
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 42816
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 42880
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 42944
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 59136
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 59200
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 59264
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 59328
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 26368
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26432
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 26496
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26560
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 42752
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 42816
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 42880
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 42944
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 59136
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 59200
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 59264
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 59328
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 91392
S_ADDI_INT gp11, gp0, 58624
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 152..155
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 58880
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 164..167
S_ADDI_INT gp2, gp0, 10496
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 43264
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 59648
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 160..163
S_ADDI_INT gp5, gp0, 59392
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59456
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59520
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59584
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 26624
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26688
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 26752
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 26816
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 43008
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 43072
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 43136
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 43200
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 59392
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 59456
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 59520
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 59584
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26624
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26688
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 26752
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 26816
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 43008
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 43072
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 43136
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 43200
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 59392
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 59456
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 59520
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 59584
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 26624
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26688
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26752
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26816
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26624
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26688
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 26752
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 26816
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 43008
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 43072
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 43136
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 43200
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 59392
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 59456
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 59520
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 59584
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 26624
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26688
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 26752
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 26816
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 43008
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 43072
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 43136
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 43200
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 59392
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 59456
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 59520
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 59584
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 91648
S_ADDI_INT gp11, gp0, 58880
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 156..159
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 59136
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 168..171
S_ADDI_INT gp2, gp0, 10752
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 43520
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 59904
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 164..167
S_ADDI_INT gp5, gp0, 59648
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59712
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59776
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59840
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 26880
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 26944
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27008
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27072
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 43264
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 43328
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 43392
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 43456
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 59648
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 59712
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 59776
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 59840
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 26880
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 26944
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27008
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27072
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 43264
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 43328
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 43392
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 43456
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 59648
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 59712
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 59776
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 59840
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 26880
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26944
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27008
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27072
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 26880
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 26944
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27008
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27072
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 43264
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 43328
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 43392
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 43456
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 59648
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 59712
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 59776
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 59840
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 26880
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 26944
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27008
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27072
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 43264
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 43328
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 43392
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 43456
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 59648
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 59712
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 59776
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 59840
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 91904
S_ADDI_INT gp11, gp0, 59136
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 160..163
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 59392
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 172..175
S_ADDI_INT gp2, gp0, 11008
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 43776
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 60160
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 168..171
S_ADDI_INT gp5, gp0, 59904
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 59968
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60032
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60096
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 27136
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27200
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27264
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27328
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 43520
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 43584
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 43648
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 43712
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 59904
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 59968
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 60032
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 60096
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27136
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27200
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27264
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27328
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 43520
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 43584
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 43648
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 43712
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 59904
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 59968
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 60032
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 60096
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 27136
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27200
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27264
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27328
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 59968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27136
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27200
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27264
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27328
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 43520
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 43584
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 43648
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 43712
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 59904
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 59968
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 60032
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 60096
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 27136
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27200
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27264
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27328
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 43520
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 43584
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 43648
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 43712
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 59904
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 59968
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 60032
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 60096
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 92160
S_ADDI_INT gp11, gp0, 59392
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 164..167
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 59648
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 176..179
S_ADDI_INT gp2, gp0, 11264
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 44032
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 60416
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 172..175
S_ADDI_INT gp5, gp0, 60160
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60224
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60288
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60352
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 27392
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27456
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27520
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27584
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 43776
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 43840
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 43904
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 43968
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 60160
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 60224
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 60288
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 60352
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27392
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27456
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27520
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27584
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 43776
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 43840
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 43904
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 43968
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 60160
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 60224
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 60288
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 60352
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 27392
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27456
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27520
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27584
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 43968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27392
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27456
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27520
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27584
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 43776
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 43840
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 43904
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 43968
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 60160
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 60224
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 60288
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 60352
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 27392
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27456
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27520
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27584
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 43776
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 43840
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 43904
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 43968
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 60160
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 60224
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 60288
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 60352
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 92416
S_ADDI_INT gp11, gp0, 59648
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 168..171
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 59904
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 180..183
S_ADDI_INT gp2, gp0, 11520
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 44288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 60672
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 176..179
S_ADDI_INT gp5, gp0, 60416
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60480
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60544
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60608
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 27648
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27712
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 27776
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 27840
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 44032
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 44096
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 44160
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 44224
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 60416
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 60480
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 60544
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 60608
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27648
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27712
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 27776
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 27840
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 44032
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 44096
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 44160
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 44224
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 60416
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 60480
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 60544
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 60608
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 27648
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27712
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27776
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27840
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27648
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27712
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 27776
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 27840
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 44032
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 44096
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 44160
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 44224
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 60416
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 60480
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 60544
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 60608
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 27648
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27712
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 27776
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 27840
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 44032
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 44096
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 44160
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 44224
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 60416
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 60480
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 60544
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 60608
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 92672
S_ADDI_INT gp11, gp0, 59904
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 172..175
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 60160
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 184..187
S_ADDI_INT gp2, gp0, 11776
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 44544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 60928
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 180..183
S_ADDI_INT gp5, gp0, 60672
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60736
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60800
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60864
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 27904
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 27968
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28032
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28096
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 44288
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 44352
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 44416
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 44480
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 60672
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 60736
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 60800
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 60864
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 27904
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 27968
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28032
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28096
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 44288
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 44352
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 44416
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 44480
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 60672
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 60736
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 60800
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 60864
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 27904
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27968
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28032
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28096
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 27904
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 27968
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28032
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28096
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 44288
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 44352
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 44416
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 44480
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 60672
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 60736
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 60800
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 60864
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 27904
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 27968
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28032
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28096
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 44288
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 44352
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 44416
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 44480
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 60672
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 60736
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 60800
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 60864
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 92928
S_ADDI_INT gp11, gp0, 60160
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 176..179
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 60416
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 188..191
S_ADDI_INT gp2, gp0, 12032
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 44800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 61184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 184..187
S_ADDI_INT gp5, gp0, 60928
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 60992
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 61056
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 61120
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28160
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28224
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28288
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28352
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 44544
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 44608
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 44672
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 44736
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 60928
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 60992
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 61056
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 61120
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28160
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28224
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28288
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28352
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 44544
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 44608
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 44672
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 44736
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 60928
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 60992
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 61056
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 61120
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28160
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28224
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28288
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28352
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 60992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61120
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28160
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28224
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28288
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28352
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 44544
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 44608
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 44672
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 44736
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 60928
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 60992
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 61056
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 61120
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28160
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28224
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28288
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28352
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 44544
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 44608
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 44672
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 44736
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 60928
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 60992
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 61056
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 61120
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 93184
S_ADDI_INT gp11, gp0, 60416
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 180..183
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 27904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 44288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 60672
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 192..195
S_ADDI_INT gp2, gp0, 12288
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 61440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 77824
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 188..191
S_ADDI_INT gp5, gp0, 61184
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 61248
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 61312
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 61376
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28416
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28480
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28544
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28608
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 44800
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 44864
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 44928
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 44992
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 61184
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 61248
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 61312
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 61376
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28416
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28480
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28544
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28608
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 44800
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 44864
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 44928
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 44992
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 61184
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 61248
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 61312
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 61376
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28416
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28480
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28544
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28608
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 44992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61184
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61248
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61312
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61376
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28416
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28480
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28544
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28608
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 44800
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 44864
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 44928
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 44992
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 61184
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 61248
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 61312
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 61376
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28416
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28480
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28544
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28608
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 44800
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 44864
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 44928
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 44992
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 61184
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 61248
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 61312
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 61376
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 93440
S_ADDI_INT gp11, gp0, 60672
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 184..187
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 60928
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 196..199
S_ADDI_INT gp2, gp0, 12544
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 61696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 78080
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 192..195
S_ADDI_INT gp5, gp0, 77824
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 77888
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 77952
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78016
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28672
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28736
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 28800
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 28864
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 45056
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 45120
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 45184
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 45248
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 61440
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 61504
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 61568
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 61632
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 77824
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 77888
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 77952
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 78016
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28672
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28736
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 28800
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 28864
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 45056
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 45120
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 45184
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 45248
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 61440
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 61504
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 61568
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 61632
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 77824
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 77888
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 77952
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 78016
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28672
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28736
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28800
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28864
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45120
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45184
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45248
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61440
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61504
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61568
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61632
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 77824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 77888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 77952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28672
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28736
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 28800
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 28864
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 45056
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 45120
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 45184
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 45248
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 61440
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 61504
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 61568
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 61632
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 77824
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 77888
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 77952
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 78016
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28672
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28736
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 28800
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 28864
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 45056
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 45120
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 45184
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 45248
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 61440
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 61504
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 61568
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 61632
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 77824
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 77888
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 77952
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 78016
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 93696
S_ADDI_INT gp11, gp0, 60928
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 188..191
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 61184
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 200..203
S_ADDI_INT gp2, gp0, 12800
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 61952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 78336
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 196..199
S_ADDI_INT gp5, gp0, 78080
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78144
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78208
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78272
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 28928
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 28992
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29056
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29120
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 45312
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 45376
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 45440
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 45504
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 61696
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 61760
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 61824
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 61888
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 78080
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 78144
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 78208
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 78272
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 28928
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 28992
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29056
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29120
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 45312
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 45376
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 45440
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 45504
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 61696
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 61760
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 61824
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 61888
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 78080
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 78144
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 78208
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 78272
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 28928
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28992
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29056
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29120
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45312
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45376
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45440
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45504
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61696
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61760
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 28928
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 28992
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29056
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29120
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 45312
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 45376
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 45440
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 45504
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 61696
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 61760
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 61824
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 61888
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 78080
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 78144
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 78208
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 78272
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 28928
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 28992
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29056
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29120
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 45312
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 45376
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 45440
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 45504
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 61696
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 61760
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 61824
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 61888
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 78080
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 78144
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 78208
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 78272
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 93952
S_ADDI_INT gp11, gp0, 61184
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 192..195
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 45056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 61440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 77824
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 204..207
S_ADDI_INT gp2, gp0, 13056
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 62208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 78592
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 200..203
S_ADDI_INT gp5, gp0, 78336
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78400
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78464
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78528
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29184
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 29248
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29312
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29376
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 45568
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 45632
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 45696
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 45760
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 61952
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 62016
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 62080
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 62144
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 78336
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 78400
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 78464
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 78528
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29184
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 29248
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29312
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29376
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 45568
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 45632
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 45696
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 45760
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 61952
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 62016
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 62080
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 62144
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 78336
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 78400
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 78464
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 78528
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29184
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29248
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29312
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29376
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45568
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45632
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45696
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45760
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 61952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29184
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 29248
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29312
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29376
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 45568
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 45632
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 45696
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 45760
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 61952
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 62016
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 62080
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 62144
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 78336
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 78400
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 78464
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 78528
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29184
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 29248
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29312
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29376
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 45568
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 45632
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 45696
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 45760
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 61952
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 62016
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 62080
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 62144
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 78336
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 78400
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 78464
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 78528
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 94208
S_ADDI_INT gp11, gp0, 61440
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 196..199
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 45312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 61696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 78080
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 208..211
S_ADDI_INT gp2, gp0, 13312
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 62464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 78848
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 204..207
S_ADDI_INT gp5, gp0, 78592
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78656
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78720
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78784
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29440
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 29504
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29568
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29632
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 45824
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 45888
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 45952
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 46016
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 62208
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 62272
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 62336
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 62400
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 78592
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 78656
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 78720
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 78784
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29440
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 29504
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29568
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29632
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 45824
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 45888
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 45952
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 46016
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 62208
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 62272
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 62336
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 62400
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 78592
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 78656
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 78720
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 78784
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29440
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29504
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29568
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29632
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 45952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29440
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 29504
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29568
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29632
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 45824
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 45888
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 45952
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 46016
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 62208
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 62272
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 62336
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 62400
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 78592
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 78656
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 78720
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 78784
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29440
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 29504
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29568
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29632
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 45824
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 45888
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 45952
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 46016
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 62208
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 62272
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 62336
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 62400
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 78592
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 78656
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 78720
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 78784
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 94464
S_ADDI_INT gp11, gp0, 61696
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 200..203
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 45568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 61952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 78336
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 212..215
S_ADDI_INT gp2, gp0, 13568
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 62720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 79104
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 208..211
S_ADDI_INT gp5, gp0, 78848
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78912
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 78976
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79040
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29696
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 29760
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 29824
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 29888
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 46080
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 46144
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 46208
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 46272
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 62464
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 62528
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 62592
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 62656
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 78848
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 78912
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 78976
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 79040
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29696
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 29760
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 29824
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 29888
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 46080
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 46144
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 46208
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 46272
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 62464
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 62528
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 62592
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 62656
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 78848
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 78912
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 78976
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 79040
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29696
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29760
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29824
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29888
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 78976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29696
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 29760
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 29824
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 29888
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 46080
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 46144
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 46208
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 46272
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 62464
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 62528
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 62592
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 62656
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 78848
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 78912
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 78976
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 79040
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29696
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 29760
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 29824
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 29888
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 46080
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 46144
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 46208
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 46272
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 62464
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 62528
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 62592
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 62656
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 78848
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 78912
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 78976
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 79040
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 94720
S_ADDI_INT gp11, gp0, 61952
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 204..207
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 45824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 62208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 78592
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 216..219
S_ADDI_INT gp2, gp0, 13824
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 62976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 79360
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 212..215
S_ADDI_INT gp5, gp0, 79104
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79168
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79232
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79296
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 29952
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30016
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30080
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30144
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 46336
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 46400
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 46464
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 46528
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 62720
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 62784
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 62848
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 62912
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 79104
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 79168
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 79232
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 79296
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 29952
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30016
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30080
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30144
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 46336
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 46400
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 46464
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 46528
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 62720
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 62784
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 62848
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 62912
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 79104
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 79168
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 79232
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 79296
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 29952
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30016
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30080
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30144
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 29952
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30016
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30080
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30144
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 46336
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 46400
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 46464
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 46528
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 62720
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 62784
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 62848
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 62912
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 79104
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 79168
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 79232
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 79296
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 29952
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30016
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30080
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30144
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 46336
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 46400
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 46464
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 46528
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 62720
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 62784
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 62848
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 62912
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 79104
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 79168
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 79232
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 79296
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 94976
S_ADDI_INT gp11, gp0, 62208
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 208..211
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 46080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 62464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 78848
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 220..223
S_ADDI_INT gp2, gp0, 14080
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 63232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 79616
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 216..219
S_ADDI_INT gp5, gp0, 79360
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79424
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79488
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79552
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30208
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30272
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30336
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30400
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 46592
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 46656
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 46720
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 46784
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 62976
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 63040
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 63104
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 63168
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 79360
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 79424
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 79488
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 79552
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30208
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30272
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30336
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30400
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 46592
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 46656
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 46720
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 46784
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 62976
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 63040
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 63104
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 63168
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 79360
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 79424
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 79488
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 79552
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30208
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30272
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30336
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30400
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 62976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30208
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30272
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30336
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30400
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 46592
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 46656
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 46720
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 46784
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 62976
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 63040
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 63104
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 63168
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 79360
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 79424
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 79488
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 79552
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30208
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30272
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30336
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30400
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 46592
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 46656
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 46720
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 46784
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 62976
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 63040
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 63104
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 63168
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 79360
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 79424
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 79488
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 79552
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 95232
S_ADDI_INT gp11, gp0, 62464
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 212..215
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 46336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 62720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 79104
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 224..227
S_ADDI_INT gp2, gp0, 14336
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 63488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 79872
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 220..223
S_ADDI_INT gp5, gp0, 79616
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79680
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79744
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79808
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30464
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30528
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30592
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30656
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 46848
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 46912
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 46976
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 47040
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 63232
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 63296
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 63360
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 63424
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 79616
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 79680
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 79744
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 79808
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30464
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30528
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30592
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30656
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 46848
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 46912
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 46976
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 47040
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 63232
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 63296
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 63360
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 63424
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 79616
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 79680
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 79744
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 79808
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30464
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30528
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30592
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30656
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 46976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30464
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30528
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30592
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30656
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 46848
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 46912
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 46976
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 47040
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 63232
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 63296
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 63360
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 63424
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 79616
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 79680
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 79744
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 79808
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30464
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30528
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30592
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30656
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 46848
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 46912
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 46976
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 47040
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 63232
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 63296
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 63360
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 63424
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 79616
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 79680
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 79744
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 79808
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 95488
S_ADDI_INT gp11, gp0, 62720
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 216..219
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 46592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 62976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 79360
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 228..231
S_ADDI_INT gp2, gp0, 14592
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 63744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 80128
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 224..227
S_ADDI_INT gp5, gp0, 79872
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 79936
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80000
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80064
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30720
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 30784
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 30848
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 30912
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 47104
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 47168
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 47232
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 47296
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 63488
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 63552
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 63616
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 63680
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 79872
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 79936
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 80000
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 80064
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30720
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 30784
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 30848
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 30912
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 47104
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 47168
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 47232
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 47296
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 63488
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 63552
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 63616
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 63680
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 79872
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 79936
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 80000
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 80064
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30720
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30784
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30848
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30912
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 79936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30720
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 30784
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 30848
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 30912
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 47104
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 47168
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 47232
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 47296
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 63488
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 63552
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 63616
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 63680
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 79872
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 79936
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 80000
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 80064
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30720
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 30784
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 30848
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 30912
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 47104
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 47168
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 47232
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 47296
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 63488
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 63552
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 63616
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 63680
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 79872
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 79936
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 80000
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 80064
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 95744
S_ADDI_INT gp11, gp0, 62976
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 220..223
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 46848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 63232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 79616
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 232..235
S_ADDI_INT gp2, gp0, 14848
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 64000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 80384
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 228..231
S_ADDI_INT gp5, gp0, 80128
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80192
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80256
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80320
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 30976
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31040
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31104
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31168
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 47360
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 47424
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 47488
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 47552
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 63744
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 63808
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 63872
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 63936
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 80128
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 80192
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 80256
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 80320
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 30976
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31040
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31104
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31168
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 47360
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 47424
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 47488
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 47552
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 63744
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 63808
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 63872
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 63936
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 80128
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 80192
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 80256
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 80320
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 30976
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31040
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31104
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31168
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 63936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 30976
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31040
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31104
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31168
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 47360
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 47424
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 47488
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 47552
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 63744
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 63808
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 63872
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 63936
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 80128
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 80192
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 80256
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 80320
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 30976
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31040
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31104
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31168
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 47360
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 47424
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 47488
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 47552
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 63744
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 63808
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 63872
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 63936
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 80128
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 80192
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 80256
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 80320
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 96000
S_ADDI_INT gp11, gp0, 63232
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 224..227
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 47104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 63488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 79872
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 236..239
S_ADDI_INT gp2, gp0, 15104
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 64256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 80640
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 232..235
S_ADDI_INT gp5, gp0, 80384
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80448
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80512
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80576
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31232
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31296
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31360
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31424
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 47616
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 47680
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 47744
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 47808
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 64000
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 64064
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 64128
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 64192
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 80384
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 80448
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 80512
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 80576
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 31232
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31296
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31360
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31424
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 47616
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 47680
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 47744
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 47808
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 64000
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 64064
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 64128
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 64192
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 80384
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 80448
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 80512
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 80576
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31232
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31296
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31360
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31424
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31232
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31296
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31360
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31424
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 47616
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 47680
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 47744
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 47808
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 64000
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 64064
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 64128
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 64192
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 80384
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 80448
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 80512
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 80576
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31232
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31296
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31360
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31424
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 47616
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 47680
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 47744
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 47808
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 64000
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 64064
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 64128
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 64192
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 80384
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 80448
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 80512
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 80576
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 96256
S_ADDI_INT gp11, gp0, 63488
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 228..231
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 47360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 63744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 80128
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 240..243
S_ADDI_INT gp2, gp0, 15360
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 64512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 80896
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 236..239
S_ADDI_INT gp5, gp0, 80640
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80704
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80768
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80832
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31488
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31552
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31616
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31680
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 47872
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 47936
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 48000
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 48064
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 64256
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 64320
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 64384
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 64448
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 80640
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 80704
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 80768
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 80832
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 31488
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31552
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31616
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31680
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 47872
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 47936
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 48000
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 48064
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 64256
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 64320
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 64384
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 64448
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 80640
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 80704
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 80768
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 80832
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31488
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31552
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31616
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31680
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 47936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31488
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31552
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31616
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31680
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 47872
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 47936
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 48000
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 48064
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 64256
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 64320
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 64384
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 64448
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 80640
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 80704
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 80768
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 80832
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31488
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31552
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31616
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31680
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 47872
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 47936
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 48000
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 48064
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 64256
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 64320
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 64384
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 64448
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 80640
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 80704
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 80768
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 80832
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 96512
S_ADDI_INT gp11, gp0, 63744
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 232..235
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96768
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 47616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 64000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 80384
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 244..247
S_ADDI_INT gp2, gp0, 15616
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 64768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 81152
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 240..243
S_ADDI_INT gp5, gp0, 80896
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 80960
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81024
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81088
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 31744
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 31808
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 31872
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 31936
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 48128
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 48192
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 48256
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 48320
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 64512
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 64576
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 64640
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 64704
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 80896
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 80960
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 81024
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 81088
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 31744
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 31808
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 31872
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 31936
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 48128
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 48192
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 48256
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 48320
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 64512
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 64576
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 64640
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 64704
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 80896
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 80960
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 81024
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 81088
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 31744
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31808
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31872
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31936
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 80960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 31744
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 31808
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 31872
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 31936
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 48128
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 48192
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 48256
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 48320
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 64512
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 64576
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 64640
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 64704
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 80896
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 80960
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 81024
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 81088
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 31744
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 31808
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 31872
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 31936
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 48128
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 48192
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 48256
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 48320
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 64512
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 64576
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 64640
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 64704
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 80896
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 80960
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 81024
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 81088
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 96768
S_ADDI_INT gp11, gp0, 64000
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 236..239
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 47872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 64256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 80640
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 248..251
S_ADDI_INT gp2, gp0, 15872
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 65024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 81408
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 244..247
S_ADDI_INT gp5, gp0, 81152
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81216
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81280
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81344
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32000
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 32064
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 32128
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 32192
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 48384
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 48448
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 48512
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 48576
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 64768
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 64832
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 64896
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 64960
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 81152
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 81216
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 81280
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 81344
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 32000
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 32064
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 32128
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 32192
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 48384
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 48448
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 48512
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 48576
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 64768
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 64832
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 64896
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 64960
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 81152
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 81216
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 81280
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 81344
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32000
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32064
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 64960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32000
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 32064
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 32128
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 32192
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 48384
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 48448
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 48512
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 48576
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 64768
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 64832
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 64896
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 64960
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 81152
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 81216
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 81280
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 81344
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32000
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 32064
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 32128
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 32192
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 48384
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 48448
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 48512
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 48576
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 64768
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 64832
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 64896
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 64960
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 81152
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 81216
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 81280
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 81344
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 97024
S_ADDI_INT gp11, gp0, 64256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 240..243
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 48128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 64512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 80896
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 252..255
S_ADDI_INT gp2, gp0, 16128
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 65280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 81664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 248..251
S_ADDI_INT gp5, gp0, 81408
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81472
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81536
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81600
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32256
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 32320
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 32384
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 32448
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 48640
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 48704
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 48768
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 48832
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 65024
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 65088
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 65152
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 65216
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 81408
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 81472
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 81536
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 81600
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 32256
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 32320
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 32384
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 32448
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 48640
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 48704
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 48768
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 48832
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 65024
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 65088
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 65152
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 65216
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 81408
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 81472
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 81536
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 81600
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65152
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65216
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81536
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81600
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32256
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 32320
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 32384
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 32448
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 48640
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 48704
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 48768
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 48832
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 65024
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 65088
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 65152
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 65216
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 81408
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 81472
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 81536
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 81600
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32256
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 32320
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 32384
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 32448
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 48640
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 48704
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 48768
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 48832
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 65024
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 65088
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 65152
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 65216
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 81408
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 81472
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 81536
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 81600
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 97280
S_ADDI_INT gp11, gp0, 64512
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 244..247
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97536
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 48384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 64768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 81152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 252..255
S_ADDI_INT gp5, gp0, 81664
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81728
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81792
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81856
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 32512
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 32576
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 32640
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 32704
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 48896
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 48960
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 49024
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 49088
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 65280
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 65344
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 65408
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 65472
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 81664
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp0, 81728
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp0, 81792
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp0, 81856
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp0, 32512
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 32576
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 32640
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 32704
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 48896
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 48960
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 49024
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 49088
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 65280
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 65344
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 65408
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 65472
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADDI_INT gp5, gp0, 81664
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp0, 81728
V_SUB_VF gp5, gp5, f2, 0, 0
S_ADDI_INT gp5, gp0, 81792
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp0, 81856
V_SUB_VF gp5, gp5, f4, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 32512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 48960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 49024
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 49088
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65280
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65344
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65408
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 65472
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81664
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81728
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81792
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 81856
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp0, 32512
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 32576
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 32640
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 32704
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 48896
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 48960
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 49024
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 49088
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 65280
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 65344
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 65408
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 65472
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp0, 81664
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp0, 81728
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp0, 81792
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp0, 81856
V_RED_SUM f4, gp5, 0
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 32512
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 32576
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 32640
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 32704
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 48896
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 48960
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 49024
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 49088
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 65280
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 65344
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 65408
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 65472
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp5, gp0, 81664
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp0, 81728
V_MUL_VF gp5, gp5, f2, 0
S_ADDI_INT gp5, gp0, 81792
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp0, 81856
V_MUL_VF gp5, gp5, f4, 0
S_ADDI_INT gp10, gp0, 97536
S_ADDI_INT gp11, gp0, 64768
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 248..251
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97792
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 48640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 65024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 81408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97792
S_ADDI_INT gp11, gp0, 65024
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 252..255
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 98048
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 16384
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 20480
  S_ADDI_INT gp6, gp0, 48896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 65280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 81664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 98048
S_ADDI_INT gp11, gp0, 65280
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
