; flash_attention C4: SQ=384 SK=384 query heads 1, kv heads 1; 48 blocks of 4 stacked queries per kv head
S_LD_FP f6, gp0, 0   ; 1/8
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36864
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 40960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
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
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 49152
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 53248
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 57344
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 61440
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 69632
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 0
C_LOOP_START gp13, 192
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
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
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12352
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12416
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12480
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
S_ADDI_INT gp4, gp0, 12800
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
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12608
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12672
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12736
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
S_ADDI_INT gp4, gp0, 86016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
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
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12864
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12928
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 12992
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
S_ADDI_INT gp10, gp0, 86016
S_ADDI_INT gp11, gp0, 73728
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
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
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13120
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13184
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13248
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
S_ADDI_INT gp10, gp0, 86272
S_ADDI_INT gp11, gp0, 73984
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
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
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13376
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13440
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13504
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
S_ADDI_INT gp10, gp0, 86528
S_ADDI_INT gp11, gp0, 74240
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
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
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13632
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13696
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13760
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
S_ADDI_INT gp10, gp0, 86784
S_ADDI_INT gp11, gp0, 74496
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
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
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13888
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 13952
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14016
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
S_ADDI_INT gp10, gp0, 87040
S_ADDI_INT gp11, gp0, 74752
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
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
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14144
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14208
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14272
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
S_ADDI_INT gp10, gp0, 87296
S_ADDI_INT gp11, gp0, 75008
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
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
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14400
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14464
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14528
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
S_ADDI_INT gp10, gp0, 87552
S_ADDI_INT gp11, gp0, 75264
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
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
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14656
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14720
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14784
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
S_ADDI_INT gp10, gp0, 87808
S_ADDI_INT gp11, gp0, 75520
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
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
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14912
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 14976
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15040
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
S_ADDI_INT gp10, gp0, 88064
S_ADDI_INT gp11, gp0, 75776
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
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
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15168
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15232
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15296
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
S_ADDI_INT gp10, gp0, 88320
S_ADDI_INT gp11, gp0, 76032
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
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
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15424
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15488
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15552
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
S_ADDI_INT gp10, gp0, 88576
S_ADDI_INT gp11, gp0, 76288
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
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
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15680
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15744
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15808
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
S_ADDI_INT gp10, gp0, 88832
S_ADDI_INT gp11, gp0, 76544
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
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
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 15936
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16000
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16064
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
S_ADDI_INT gp10, gp0, 89088
S_ADDI_INT gp11, gp0, 76800
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 64..67
S_ADDI_INT gp2, gp0, 4096
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28672
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
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16192
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16256
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 16320
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
S_ADDI_INT gp10, gp0, 89344
S_ADDI_INT gp11, gp0, 77056
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 68..71
S_ADDI_INT gp2, gp0, 4352
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 64..67
S_ADDI_INT gp5, gp0, 28672
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 28736
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 28800
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 28864
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
S_ADDI_INT gp8, gp0, 28672
S_ADDI_INT gp10, gp0, 28736
S_ADDI_INT gp11, gp0, 28800
S_ADDI_INT gp12, gp0, 28864
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
S_ADDI_INT gp10, gp0, 89600
S_ADDI_INT gp11, gp0, 77312
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 72..75
S_ADDI_INT gp2, gp0, 4608
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 68..71
S_ADDI_INT gp5, gp0, 28928
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 28992
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29056
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29120
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
S_ADDI_INT gp8, gp0, 28928
S_ADDI_INT gp10, gp0, 28992
S_ADDI_INT gp11, gp0, 29056
S_ADDI_INT gp12, gp0, 29120
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
S_ADDI_INT gp10, gp0, 89856
S_ADDI_INT gp11, gp0, 77568
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 76..79
S_ADDI_INT gp2, gp0, 4864
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17152
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 72..75
S_ADDI_INT gp5, gp0, 29184
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29248
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29312
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29376
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
S_ADDI_INT gp8, gp0, 29184
S_ADDI_INT gp10, gp0, 29248
S_ADDI_INT gp11, gp0, 29312
S_ADDI_INT gp12, gp0, 29376
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
S_ADDI_INT gp10, gp0, 90112
S_ADDI_INT gp11, gp0, 77824
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 80..83
S_ADDI_INT gp2, gp0, 5120
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17408
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 76..79
S_ADDI_INT gp5, gp0, 29440
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29504
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29568
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29632
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
S_ADDI_INT gp8, gp0, 29440
S_ADDI_INT gp10, gp0, 29504
S_ADDI_INT gp11, gp0, 29568
S_ADDI_INT gp12, gp0, 29632
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
S_ADDI_INT gp10, gp0, 90368
S_ADDI_INT gp11, gp0, 78080
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 84..87
S_ADDI_INT gp2, gp0, 5376
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 80..83
S_ADDI_INT gp5, gp0, 29696
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29760
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29824
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 29888
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
S_ADDI_INT gp8, gp0, 29696
S_ADDI_INT gp10, gp0, 29760
S_ADDI_INT gp11, gp0, 29824
S_ADDI_INT gp12, gp0, 29888
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
S_ADDI_INT gp10, gp0, 90624
S_ADDI_INT gp11, gp0, 78336
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 88..91
S_ADDI_INT gp2, gp0, 5632
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17920
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 84..87
S_ADDI_INT gp5, gp0, 29952
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30016
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30080
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30144
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
S_ADDI_INT gp8, gp0, 29952
S_ADDI_INT gp10, gp0, 30016
S_ADDI_INT gp11, gp0, 30080
S_ADDI_INT gp12, gp0, 30144
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
S_ADDI_INT gp10, gp0, 90880
S_ADDI_INT gp11, gp0, 78592
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 92..95
S_ADDI_INT gp2, gp0, 5888
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18176
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 88..91
S_ADDI_INT gp5, gp0, 30208
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30272
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30336
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30400
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
S_ADDI_INT gp8, gp0, 30208
S_ADDI_INT gp10, gp0, 30272
S_ADDI_INT gp11, gp0, 30336
S_ADDI_INT gp12, gp0, 30400
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
S_ADDI_INT gp10, gp0, 91136
S_ADDI_INT gp11, gp0, 78848
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 96..99
S_ADDI_INT gp2, gp0, 6144
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18432
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 92..95
S_ADDI_INT gp5, gp0, 30464
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30528
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30592
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30656
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
S_ADDI_INT gp8, gp0, 30464
S_ADDI_INT gp10, gp0, 30528
S_ADDI_INT gp11, gp0, 30592
S_ADDI_INT gp12, gp0, 30656
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
S_ADDI_INT gp10, gp0, 91392
S_ADDI_INT gp11, gp0, 79104
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 100..103
S_ADDI_INT gp2, gp0, 6400
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18688
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 96..99
S_ADDI_INT gp5, gp0, 30720
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30784
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30848
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 30912
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
S_ADDI_INT gp8, gp0, 30720
S_ADDI_INT gp10, gp0, 30784
S_ADDI_INT gp11, gp0, 30848
S_ADDI_INT gp12, gp0, 30912
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
S_ADDI_INT gp10, gp0, 91648
S_ADDI_INT gp11, gp0, 79360
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 104..107
S_ADDI_INT gp2, gp0, 6656
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18944
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 100..103
S_ADDI_INT gp5, gp0, 30976
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31040
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31104
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31168
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
S_ADDI_INT gp8, gp0, 30976
S_ADDI_INT gp10, gp0, 31040
S_ADDI_INT gp11, gp0, 31104
S_ADDI_INT gp12, gp0, 31168
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
S_ADDI_INT gp10, gp0, 91904
S_ADDI_INT gp11, gp0, 79616
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 108..111
S_ADDI_INT gp2, gp0, 6912
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19200
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 104..107
S_ADDI_INT gp5, gp0, 31232
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31296
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31360
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31424
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
S_ADDI_INT gp8, gp0, 31232
S_ADDI_INT gp10, gp0, 31296
S_ADDI_INT gp11, gp0, 31360
S_ADDI_INT gp12, gp0, 31424
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
S_ADDI_INT gp10, gp0, 92160
S_ADDI_INT gp11, gp0, 79872
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 112..115
S_ADDI_INT gp2, gp0, 7168
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19456
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 108..111
S_ADDI_INT gp5, gp0, 31488
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31552
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31616
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31680
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
S_ADDI_INT gp8, gp0, 31488
S_ADDI_INT gp10, gp0, 31552
S_ADDI_INT gp11, gp0, 31616
S_ADDI_INT gp12, gp0, 31680
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
S_ADDI_INT gp10, gp0, 92416
S_ADDI_INT gp11, gp0, 80128
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 116..119
S_ADDI_INT gp2, gp0, 7424
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19712
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 112..115
S_ADDI_INT gp5, gp0, 31744
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31808
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31872
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 31936
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
S_ADDI_INT gp8, gp0, 31744
S_ADDI_INT gp10, gp0, 31808
S_ADDI_INT gp11, gp0, 31872
S_ADDI_INT gp12, gp0, 31936
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
S_ADDI_INT gp10, gp0, 92672
S_ADDI_INT gp11, gp0, 80384
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 120..123
S_ADDI_INT gp2, gp0, 7680
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19968
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 116..119
S_ADDI_INT gp5, gp0, 32000
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32064
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32128
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32192
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
S_ADDI_INT gp8, gp0, 32000
S_ADDI_INT gp10, gp0, 32064
S_ADDI_INT gp11, gp0, 32128
S_ADDI_INT gp12, gp0, 32192
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
S_ADDI_INT gp10, gp0, 92928
S_ADDI_INT gp11, gp0, 80640
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 124..127
S_ADDI_INT gp2, gp0, 7936
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20224
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 120..123
S_ADDI_INT gp5, gp0, 32256
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32320
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32384
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32448
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
S_ADDI_INT gp8, gp0, 32256
S_ADDI_INT gp10, gp0, 32320
S_ADDI_INT gp11, gp0, 32384
S_ADDI_INT gp12, gp0, 32448
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
S_ADDI_INT gp10, gp0, 93184
S_ADDI_INT gp11, gp0, 80896
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 128..131
S_ADDI_INT gp2, gp0, 8192
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 124..127
S_ADDI_INT gp5, gp0, 32512
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32576
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32640
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 32704
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
S_ADDI_INT gp8, gp0, 32512
S_ADDI_INT gp10, gp0, 32576
S_ADDI_INT gp11, gp0, 32640
S_ADDI_INT gp12, gp0, 32704
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
S_ADDI_INT gp10, gp0, 93440
S_ADDI_INT gp11, gp0, 81152
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 132..135
S_ADDI_INT gp2, gp0, 8448
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 128..131
S_ADDI_INT gp5, gp0, 45056
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45120
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45184
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45248
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 93696
S_ADDI_INT gp11, gp0, 81408
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 136..139
S_ADDI_INT gp2, gp0, 8704
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 132..135
S_ADDI_INT gp5, gp0, 45312
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45376
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45440
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45504
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 93952
S_ADDI_INT gp11, gp0, 81664
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 128..131
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45056
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 140..143
S_ADDI_INT gp2, gp0, 8960
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33536
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 136..139
S_ADDI_INT gp5, gp0, 45568
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45632
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45696
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45760
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94208
S_ADDI_INT gp11, gp0, 81920
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 132..135
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45312
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 144..147
S_ADDI_INT gp2, gp0, 9216
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33792
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 140..143
S_ADDI_INT gp5, gp0, 45824
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45888
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 45952
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46016
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94464
S_ADDI_INT gp11, gp0, 82176
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 136..139
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45568
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 148..151
S_ADDI_INT gp2, gp0, 9472
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34048
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 144..147
S_ADDI_INT gp5, gp0, 46080
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46144
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46208
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46272
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94720
S_ADDI_INT gp11, gp0, 82432
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 140..143
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45824
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 152..155
S_ADDI_INT gp2, gp0, 9728
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34304
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 148..151
S_ADDI_INT gp5, gp0, 46336
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46400
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46464
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46528
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94976
S_ADDI_INT gp11, gp0, 82688
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 144..147
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46080
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 156..159
S_ADDI_INT gp2, gp0, 9984
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34560
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 152..155
S_ADDI_INT gp5, gp0, 46592
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46656
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46720
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46784
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 95232
S_ADDI_INT gp11, gp0, 82944
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 148..151
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46336
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 160..163
S_ADDI_INT gp2, gp0, 10240
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34816
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 156..159
S_ADDI_INT gp5, gp0, 46848
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46912
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 46976
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47040
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 95488
S_ADDI_INT gp11, gp0, 83200
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 152..155
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46592
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 164..167
S_ADDI_INT gp2, gp0, 10496
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35072
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 160..163
S_ADDI_INT gp5, gp0, 47104
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47168
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47232
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47296
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 95744
S_ADDI_INT gp11, gp0, 83456
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 156..159
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46848
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 168..171
S_ADDI_INT gp2, gp0, 10752
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35328
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 164..167
S_ADDI_INT gp5, gp0, 47360
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47424
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47488
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47552
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96000
S_ADDI_INT gp11, gp0, 83712
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 160..163
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47104
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 172..175
S_ADDI_INT gp2, gp0, 11008
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35584
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 168..171
S_ADDI_INT gp5, gp0, 47616
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47680
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47744
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47808
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96256
S_ADDI_INT gp11, gp0, 83968
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 164..167
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47360
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 176..179
S_ADDI_INT gp2, gp0, 11264
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35840
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 172..175
S_ADDI_INT gp5, gp0, 47872
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 47936
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48000
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48064
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96512
S_ADDI_INT gp11, gp0, 84224
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 168..171
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96768
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47616
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 180..183
S_ADDI_INT gp2, gp0, 11520
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 36096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 176..179
S_ADDI_INT gp5, gp0, 48128
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48192
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48256
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48320
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96768
S_ADDI_INT gp11, gp0, 84480
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 172..175
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47872
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 184..187
S_ADDI_INT gp2, gp0, 11776
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 36352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 180..183
S_ADDI_INT gp5, gp0, 48384
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48448
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48512
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48576
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97024
S_ADDI_INT gp11, gp0, 84736
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 176..179
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48128
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 188..191
S_ADDI_INT gp2, gp0, 12032
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 36608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 184..187
S_ADDI_INT gp5, gp0, 48640
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48704
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48768
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48832
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97280
S_ADDI_INT gp11, gp0, 84992
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 180..183
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97536
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48384
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 188..191
S_ADDI_INT gp5, gp0, 48896
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 48960
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49024
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49088
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 3
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 3
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 3
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 3
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 3
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97536
S_ADDI_INT gp11, gp0, 85248
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 184..187
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97792
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48640
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97792
S_ADDI_INT gp11, gp0, 85504
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 188..191
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 98048
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48896
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 98048
S_ADDI_INT gp11, gp0, 85760
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24576
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28672
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 36864
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 40960
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 45056
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; K tile
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 12544
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 12800
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 13056
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 13312
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1280
S_ADDI_INT gp4, gp0, 13568
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1536
S_ADDI_INT gp4, gp0, 13824
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 1792
S_ADDI_INT gp4, gp0, 14080
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2048
S_ADDI_INT gp4, gp0, 14336
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2304
S_ADDI_INT gp4, gp0, 14592
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2560
S_ADDI_INT gp4, gp0, 14848
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 2816
S_ADDI_INT gp4, gp0, 15104
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3072
S_ADDI_INT gp4, gp0, 15360
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3328
S_ADDI_INT gp4, gp0, 15616
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3584
S_ADDI_INT gp4, gp0, 15872
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 3840
S_ADDI_INT gp4, gp0, 16128
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4352
S_ADDI_INT gp4, gp0, 16640
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4608
S_ADDI_INT gp4, gp0, 16896
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 4864
S_ADDI_INT gp4, gp0, 17152
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5120
S_ADDI_INT gp4, gp0, 17408
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5376
S_ADDI_INT gp4, gp0, 17664
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5632
S_ADDI_INT gp4, gp0, 17920
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 5888
S_ADDI_INT gp4, gp0, 18176
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6144
S_ADDI_INT gp4, gp0, 18432
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6400
S_ADDI_INT gp4, gp0, 18688
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6656
S_ADDI_INT gp4, gp0, 18944
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 6912
S_ADDI_INT gp4, gp0, 19200
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7168
S_ADDI_INT gp4, gp0, 19456
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7424
S_ADDI_INT gp4, gp0, 19712
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7680
S_ADDI_INT gp4, gp0, 19968
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 7936
S_ADDI_INT gp4, gp0, 20224
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 20480
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8448
S_ADDI_INT gp4, gp0, 20736
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8704
S_ADDI_INT gp4, gp0, 20992
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 8960
S_ADDI_INT gp4, gp0, 21248
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9216
S_ADDI_INT gp4, gp0, 21504
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9472
S_ADDI_INT gp4, gp0, 21760
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9728
S_ADDI_INT gp4, gp0, 22016
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 9984
S_ADDI_INT gp4, gp0, 22272
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 10240
S_ADDI_INT gp4, gp0, 22528
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 10496
S_ADDI_INT gp4, gp0, 22784
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 10752
S_ADDI_INT gp4, gp0, 23040
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11008
S_ADDI_INT gp4, gp0, 23296
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11264
S_ADDI_INT gp4, gp0, 23552
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11520
S_ADDI_INT gp4, gp0, 23808
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 11776
S_ADDI_INT gp4, gp0, 24064
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 12032
S_ADDI_INT gp4, gp0, 24320
H_PREFETCH_V gp3, gp4, a0, 1, 0   ; Q rows
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 49152
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 53248
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 32768
S_ADDI_INT gp4, gp0, 57344
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 36864
S_ADDI_INT gp4, gp0, 61440
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 40960
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 45056
S_ADDI_INT gp4, gp0, 69632
H_PREFETCH_M gp3, gp4, a0, 1, 0   ; V tile
S_ADDI_INT gp3, gp0, 0
C_LOOP_START gp13, 192
  V_MUL_VF gp3, gp3, f6, 0   ; Q / 8
  S_ADDI_INT gp3, gp3, 64
C_LOOP_END gp13
; S = Q K^T, stacked queries 0..3
S_ADDI_INT gp2, gp0, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 36864
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 49152
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 4..7
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 24832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 37120
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 49408
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 0..3
S_ADDI_INT gp5, gp0, 49152
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49216
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49280
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49344
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12288
S_ADDI_INT gp6, gp0, 12352
S_ADDI_INT gp7, gp0, 12416
S_ADDI_INT gp8, gp0, 12480
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
; S = Q K^T, stacked queries 8..11
S_ADDI_INT gp2, gp0, 512
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 12800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 25088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 37376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 49664
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 4..7
S_ADDI_INT gp5, gp0, 49408
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49472
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49536
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49600
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12544
S_ADDI_INT gp6, gp0, 12608
S_ADDI_INT gp7, gp0, 12672
S_ADDI_INT gp8, gp0, 12736
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
; O = P V, stacked queries 0..3
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86016
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 24576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 36864
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 49152
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 12..15
S_ADDI_INT gp2, gp0, 768
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 25344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 37632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 49920
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 8..11
S_ADDI_INT gp5, gp0, 49664
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49728
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49792
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49856
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 12800
S_ADDI_INT gp6, gp0, 12864
S_ADDI_INT gp7, gp0, 12928
S_ADDI_INT gp8, gp0, 12992
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 86016
S_ADDI_INT gp11, gp0, 86016
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 4..7
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86272
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 24832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 37120
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 49408
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 16..19
S_ADDI_INT gp2, gp0, 1024
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 25600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 37888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 50176
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 12..15
S_ADDI_INT gp5, gp0, 49920
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 49984
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50048
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50112
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13056
S_ADDI_INT gp6, gp0, 13120
S_ADDI_INT gp7, gp0, 13184
S_ADDI_INT gp8, gp0, 13248
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 86272
S_ADDI_INT gp11, gp0, 86272
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 8..11
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86528
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 12800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 37376
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 49664
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 20..23
S_ADDI_INT gp2, gp0, 1280
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 25856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 38144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 50432
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 16..19
S_ADDI_INT gp5, gp0, 50176
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50240
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50304
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50368
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13312
S_ADDI_INT gp6, gp0, 13376
S_ADDI_INT gp7, gp0, 13440
S_ADDI_INT gp8, gp0, 13504
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 86528
S_ADDI_INT gp11, gp0, 86528
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 12..15
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 86784
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 37632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 49920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 24..27
S_ADDI_INT gp2, gp0, 1536
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 13824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 26112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 38400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 50688
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 20..23
S_ADDI_INT gp5, gp0, 50432
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50496
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50560
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50624
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13568
S_ADDI_INT gp6, gp0, 13632
S_ADDI_INT gp7, gp0, 13696
S_ADDI_INT gp8, gp0, 13760
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 86784
S_ADDI_INT gp11, gp0, 86784
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 16..19
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87040
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 37888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 50176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 28..31
S_ADDI_INT gp2, gp0, 1792
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 26368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 38656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 50944
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 24..27
S_ADDI_INT gp5, gp0, 50688
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50752
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50816
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 50880
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 13824
S_ADDI_INT gp6, gp0, 13888
S_ADDI_INT gp7, gp0, 13952
S_ADDI_INT gp8, gp0, 14016
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 87040
S_ADDI_INT gp11, gp0, 87040
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 20..23
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87296
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 25856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 38144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 50432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 32..35
S_ADDI_INT gp2, gp0, 2048
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 26624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 38912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 51200
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 28..31
S_ADDI_INT gp5, gp0, 50944
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51008
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51072
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51136
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14080
S_ADDI_INT gp6, gp0, 14144
S_ADDI_INT gp7, gp0, 14208
S_ADDI_INT gp8, gp0, 14272
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 87296
S_ADDI_INT gp11, gp0, 87296
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 24..27
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87552
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 13824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 38400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 50688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 36..39
S_ADDI_INT gp2, gp0, 2304
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 26880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 39168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 51456
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 32..35
S_ADDI_INT gp5, gp0, 51200
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51264
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51328
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51392
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14336
S_ADDI_INT gp6, gp0, 14400
S_ADDI_INT gp7, gp0, 14464
S_ADDI_INT gp8, gp0, 14528
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 87552
S_ADDI_INT gp11, gp0, 87552
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 28..31
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 87808
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 38656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 50944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 40..43
S_ADDI_INT gp2, gp0, 2560
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 14848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 27136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 39424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 51712
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 36..39
S_ADDI_INT gp5, gp0, 51456
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51520
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51584
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51648
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14592
S_ADDI_INT gp6, gp0, 14656
S_ADDI_INT gp7, gp0, 14720
S_ADDI_INT gp8, gp0, 14784
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 87808
S_ADDI_INT gp11, gp0, 87808
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 32..35
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88064
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 38912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 51200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 44..47
S_ADDI_INT gp2, gp0, 2816
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 27392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 39680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 51968
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 40..43
S_ADDI_INT gp5, gp0, 51712
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51776
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51840
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 51904
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 14848
S_ADDI_INT gp6, gp0, 14912
S_ADDI_INT gp7, gp0, 14976
S_ADDI_INT gp8, gp0, 15040
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 88064
S_ADDI_INT gp11, gp0, 88064
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 36..39
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88320
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 26880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 39168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 51456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 48..51
S_ADDI_INT gp2, gp0, 3072
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 27648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 39936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 52224
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 44..47
S_ADDI_INT gp5, gp0, 51968
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52032
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52096
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52160
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15104
S_ADDI_INT gp6, gp0, 15168
S_ADDI_INT gp7, gp0, 15232
S_ADDI_INT gp8, gp0, 15296
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 88320
S_ADDI_INT gp11, gp0, 88320
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 40..43
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88576
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 14848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 39424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 51712
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 52..55
S_ADDI_INT gp2, gp0, 3328
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 27904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 40192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 52480
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 48..51
S_ADDI_INT gp5, gp0, 52224
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52288
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52352
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52416
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15360
S_ADDI_INT gp6, gp0, 15424
S_ADDI_INT gp7, gp0, 15488
S_ADDI_INT gp8, gp0, 15552
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 88576
S_ADDI_INT gp11, gp0, 88576
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 44..47
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 88832
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 39680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 51968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 56..59
S_ADDI_INT gp2, gp0, 3584
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 15872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 40448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 52736
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 52..55
S_ADDI_INT gp5, gp0, 52480
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52544
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52608
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52672
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15616
S_ADDI_INT gp6, gp0, 15680
S_ADDI_INT gp7, gp0, 15744
S_ADDI_INT gp8, gp0, 15808
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 88832
S_ADDI_INT gp11, gp0, 88832
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 48..51
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89088
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 39936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 52224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 60..63
S_ADDI_INT gp2, gp0, 3840
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 40704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 52992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 56..59
S_ADDI_INT gp5, gp0, 52736
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52800
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52864
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 52928
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 15872
S_ADDI_INT gp6, gp0, 15936
S_ADDI_INT gp7, gp0, 16000
S_ADDI_INT gp8, gp0, 16064
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 89088
S_ADDI_INT gp11, gp0, 89088
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 52..55
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89344
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 27904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 40192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 52480
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 64..67
S_ADDI_INT gp2, gp0, 4096
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 40960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 53248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 65536
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 60..63
S_ADDI_INT gp5, gp0, 52992
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 53056
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 53120
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 53184
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 4
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 4
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 4
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 4
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 16128
S_ADDI_INT gp6, gp0, 16192
S_ADDI_INT gp7, gp0, 16256
S_ADDI_INT gp8, gp0, 16320
C_LOOP_START gp13, 4
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 89344
S_ADDI_INT gp11, gp0, 89344
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 56..59
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89600
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 15872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 40448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 52736
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 68..71
S_ADDI_INT gp2, gp0, 4352
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 28928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 41216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 53504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 65792
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 64..67
S_ADDI_INT gp5, gp0, 65536
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 65600
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 65664
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 65728
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 16384
S_ADDI_INT gp6, gp0, 16448
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 16576
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16384
S_ADDI_INT gp6, gp0, 16448
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 16576
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 16384
S_ADDI_INT gp6, gp0, 16448
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 16576
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16384
S_ADDI_INT gp6, gp0, 16448
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 16576
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 16384
S_ADDI_INT gp6, gp0, 16448
S_ADDI_INT gp7, gp0, 16512
S_ADDI_INT gp8, gp0, 16576
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 89600
S_ADDI_INT gp11, gp0, 89600
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 60..63
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 89856
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 40704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 52992
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 72..75
S_ADDI_INT gp2, gp0, 4608
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 41472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 53760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 66048
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 68..71
S_ADDI_INT gp5, gp0, 65792
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 65856
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 65920
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 65984
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 16640
S_ADDI_INT gp6, gp0, 16704
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 16832
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16640
S_ADDI_INT gp6, gp0, 16704
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 16832
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 16640
S_ADDI_INT gp6, gp0, 16704
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 16832
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16640
S_ADDI_INT gp6, gp0, 16704
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 16832
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 16640
S_ADDI_INT gp6, gp0, 16704
S_ADDI_INT gp7, gp0, 16768
S_ADDI_INT gp8, gp0, 16832
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 89856
S_ADDI_INT gp11, gp0, 89856
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 64..67
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90112
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 40960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 53248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 65536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 76..79
S_ADDI_INT gp2, gp0, 4864
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17152
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29440
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 41728
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 54016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 66304
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 72..75
S_ADDI_INT gp5, gp0, 66048
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66112
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66176
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66240
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 16896
S_ADDI_INT gp6, gp0, 16960
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 17088
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16896
S_ADDI_INT gp6, gp0, 16960
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 17088
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 16896
S_ADDI_INT gp6, gp0, 16960
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 17088
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 16896
S_ADDI_INT gp6, gp0, 16960
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 17088
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 16896
S_ADDI_INT gp6, gp0, 16960
S_ADDI_INT gp7, gp0, 17024
S_ADDI_INT gp8, gp0, 17088
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 90112
S_ADDI_INT gp11, gp0, 90112
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 68..71
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90368
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 28928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 41216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 53504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 65792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 80..83
S_ADDI_INT gp2, gp0, 5120
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17408
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29696
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 41984
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 54272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 66560
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 76..79
S_ADDI_INT gp5, gp0, 66304
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66368
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66432
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66496
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 17152
S_ADDI_INT gp6, gp0, 17216
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 17344
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17152
S_ADDI_INT gp6, gp0, 17216
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 17344
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 17152
S_ADDI_INT gp6, gp0, 17216
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 17344
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17152
S_ADDI_INT gp6, gp0, 17216
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 17344
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 17152
S_ADDI_INT gp6, gp0, 17216
S_ADDI_INT gp7, gp0, 17280
S_ADDI_INT gp8, gp0, 17344
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 90368
S_ADDI_INT gp11, gp0, 90368
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 72..75
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90624
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 16896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 41472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 53760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 66048
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 84..87
S_ADDI_INT gp2, gp0, 5376
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17664
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 29952
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 42240
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 54528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 66816
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 80..83
S_ADDI_INT gp5, gp0, 66560
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66624
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66688
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66752
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 17408
S_ADDI_INT gp6, gp0, 17472
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 17600
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17408
S_ADDI_INT gp6, gp0, 17472
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 17600
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 17408
S_ADDI_INT gp6, gp0, 17472
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 17600
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17408
S_ADDI_INT gp6, gp0, 17472
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 17600
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 17408
S_ADDI_INT gp6, gp0, 17472
S_ADDI_INT gp7, gp0, 17536
S_ADDI_INT gp8, gp0, 17600
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 90624
S_ADDI_INT gp11, gp0, 90624
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 76..79
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 90880
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17152
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29440
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 41728
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 54016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 66304
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 88..91
S_ADDI_INT gp2, gp0, 5632
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 17920
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30208
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 42496
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 54784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 67072
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 84..87
S_ADDI_INT gp5, gp0, 66816
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66880
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 66944
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67008
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 17664
S_ADDI_INT gp6, gp0, 17728
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 17856
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17664
S_ADDI_INT gp6, gp0, 17728
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 17856
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 17664
S_ADDI_INT gp6, gp0, 17728
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 17856
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17664
S_ADDI_INT gp6, gp0, 17728
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 17856
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 17664
S_ADDI_INT gp6, gp0, 17728
S_ADDI_INT gp7, gp0, 17792
S_ADDI_INT gp8, gp0, 17856
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 90880
S_ADDI_INT gp11, gp0, 90880
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 80..83
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91136
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17408
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29696
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 41984
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 54272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 66560
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 92..95
S_ADDI_INT gp2, gp0, 5888
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18176
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30464
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 42752
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 55040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 67328
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 88..91
S_ADDI_INT gp5, gp0, 67072
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67136
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67200
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67264
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 17920
S_ADDI_INT gp6, gp0, 17984
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 18112
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17920
S_ADDI_INT gp6, gp0, 17984
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 18112
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 17920
S_ADDI_INT gp6, gp0, 17984
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 18112
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 17920
S_ADDI_INT gp6, gp0, 17984
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 18112
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 17920
S_ADDI_INT gp6, gp0, 17984
S_ADDI_INT gp7, gp0, 18048
S_ADDI_INT gp8, gp0, 18112
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 91136
S_ADDI_INT gp11, gp0, 91136
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 84..87
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91392
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17664
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 29952
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 42240
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 54528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 66816
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 96..99
S_ADDI_INT gp2, gp0, 6144
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18432
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30720
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 43008
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 55296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 67584
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 92..95
S_ADDI_INT gp5, gp0, 67328
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67392
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67456
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67520
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 18176
S_ADDI_INT gp6, gp0, 18240
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 18368
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18176
S_ADDI_INT gp6, gp0, 18240
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 18368
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 18176
S_ADDI_INT gp6, gp0, 18240
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 18368
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18176
S_ADDI_INT gp6, gp0, 18240
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 18368
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 18176
S_ADDI_INT gp6, gp0, 18240
S_ADDI_INT gp7, gp0, 18304
S_ADDI_INT gp8, gp0, 18368
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 91392
S_ADDI_INT gp11, gp0, 91392
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 88..91
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91648
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 17920
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30208
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 42496
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 54784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 67072
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 100..103
S_ADDI_INT gp2, gp0, 6400
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18688
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 30976
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 43264
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 55552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 67840
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 96..99
S_ADDI_INT gp5, gp0, 67584
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67648
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67712
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67776
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 18432
S_ADDI_INT gp6, gp0, 18496
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 18624
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18432
S_ADDI_INT gp6, gp0, 18496
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 18624
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 18432
S_ADDI_INT gp6, gp0, 18496
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 18624
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18432
S_ADDI_INT gp6, gp0, 18496
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 18624
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 18432
S_ADDI_INT gp6, gp0, 18496
S_ADDI_INT gp7, gp0, 18560
S_ADDI_INT gp8, gp0, 18624
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 91648
S_ADDI_INT gp11, gp0, 91648
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 92..95
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 91904
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18176
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30464
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 42752
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 55040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 67328
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 104..107
S_ADDI_INT gp2, gp0, 6656
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 18944
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 31232
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 43520
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 55808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 68096
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 100..103
S_ADDI_INT gp5, gp0, 67840
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67904
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 67968
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68032
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 18688
S_ADDI_INT gp6, gp0, 18752
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 18880
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18688
S_ADDI_INT gp6, gp0, 18752
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 18880
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 18688
S_ADDI_INT gp6, gp0, 18752
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 18880
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18688
S_ADDI_INT gp6, gp0, 18752
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 18880
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 18688
S_ADDI_INT gp6, gp0, 18752
S_ADDI_INT gp7, gp0, 18816
S_ADDI_INT gp8, gp0, 18880
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 91904
S_ADDI_INT gp11, gp0, 91904
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 96..99
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92160
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18432
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30720
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 43008
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 55296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 67584
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 108..111
S_ADDI_INT gp2, gp0, 6912
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19200
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 31488
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 43776
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 56064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 68352
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 104..107
S_ADDI_INT gp5, gp0, 68096
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68160
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68224
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68288
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 18944
S_ADDI_INT gp6, gp0, 19008
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 19136
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18944
S_ADDI_INT gp6, gp0, 19008
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 19136
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 18944
S_ADDI_INT gp6, gp0, 19008
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 19136
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 18944
S_ADDI_INT gp6, gp0, 19008
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 19136
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 18944
S_ADDI_INT gp6, gp0, 19008
S_ADDI_INT gp7, gp0, 19072
S_ADDI_INT gp8, gp0, 19136
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 92160
S_ADDI_INT gp11, gp0, 92160
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 100..103
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92416
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18688
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 30976
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 43264
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 55552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 67840
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 112..115
S_ADDI_INT gp2, gp0, 7168
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19456
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 31744
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 44032
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 56320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 68608
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 108..111
S_ADDI_INT gp5, gp0, 68352
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68416
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68480
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68544
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 19200
S_ADDI_INT gp6, gp0, 19264
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 19392
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19200
S_ADDI_INT gp6, gp0, 19264
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 19392
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 19200
S_ADDI_INT gp6, gp0, 19264
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 19392
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19200
S_ADDI_INT gp6, gp0, 19264
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 19392
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 19200
S_ADDI_INT gp6, gp0, 19264
S_ADDI_INT gp7, gp0, 19328
S_ADDI_INT gp8, gp0, 19392
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 92416
S_ADDI_INT gp11, gp0, 92416
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 104..107
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92672
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 18944
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 31232
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 43520
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 55808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 68096
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 116..119
S_ADDI_INT gp2, gp0, 7424
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19712
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32000
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 44288
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 56576
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 68864
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 112..115
S_ADDI_INT gp5, gp0, 68608
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68672
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68736
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68800
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 19456
S_ADDI_INT gp6, gp0, 19520
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 19648
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19456
S_ADDI_INT gp6, gp0, 19520
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 19648
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 19456
S_ADDI_INT gp6, gp0, 19520
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 19648
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19456
S_ADDI_INT gp6, gp0, 19520
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 19648
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 19456
S_ADDI_INT gp6, gp0, 19520
S_ADDI_INT gp7, gp0, 19584
S_ADDI_INT gp8, gp0, 19648
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 92672
S_ADDI_INT gp11, gp0, 92672
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 108..111
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 92928
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19200
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 31488
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 43776
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 56064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 68352
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 120..123
S_ADDI_INT gp2, gp0, 7680
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 19968
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32256
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 44544
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 56832
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 69120
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 116..119
S_ADDI_INT gp5, gp0, 68864
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68928
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 68992
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 69056
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 19712
S_ADDI_INT gp6, gp0, 19776
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 19904
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19712
S_ADDI_INT gp6, gp0, 19776
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 19904
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 19712
S_ADDI_INT gp6, gp0, 19776
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 19904
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19712
S_ADDI_INT gp6, gp0, 19776
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 19904
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 19712
S_ADDI_INT gp6, gp0, 19776
S_ADDI_INT gp7, gp0, 19840
S_ADDI_INT gp8, gp0, 19904
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 92928
S_ADDI_INT gp11, gp0, 92928
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 112..115
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93184
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19456
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 31744
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 44032
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 56320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 68608
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 124..127
S_ADDI_INT gp2, gp0, 7936
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20224
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32512
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 44800
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 57088
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 69376
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 120..123
S_ADDI_INT gp5, gp0, 69120
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 69184
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 69248
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 69312
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 19968
S_ADDI_INT gp6, gp0, 20032
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 20160
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19968
S_ADDI_INT gp6, gp0, 20032
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 20160
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 19968
S_ADDI_INT gp6, gp0, 20032
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 20160
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 19968
S_ADDI_INT gp6, gp0, 20032
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 20160
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 19968
S_ADDI_INT gp6, gp0, 20032
S_ADDI_INT gp7, gp0, 20096
S_ADDI_INT gp8, gp0, 20160
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 93184
S_ADDI_INT gp11, gp0, 93184
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 116..119
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93440
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19712
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32000
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 44288
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 56576
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 68864
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 128..131
S_ADDI_INT gp2, gp0, 8192
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20480
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45056
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 57344
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 69632
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 81920
C_LOOP_START gp13, 1
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 124..127
S_ADDI_INT gp5, gp0, 69376
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 69440
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 69504
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 69568
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 20224
S_ADDI_INT gp6, gp0, 20288
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 20416
C_LOOP_START gp13, 5
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20224
S_ADDI_INT gp6, gp0, 20288
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 20416
C_LOOP_START gp13, 5
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 20224
S_ADDI_INT gp6, gp0, 20288
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 20416
C_LOOP_START gp13, 5
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20224
S_ADDI_INT gp6, gp0, 20288
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 20416
C_LOOP_START gp13, 5
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 20224
S_ADDI_INT gp6, gp0, 20288
S_ADDI_INT gp7, gp0, 20352
S_ADDI_INT gp8, gp0, 20416
C_LOOP_START gp13, 5
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 93440
S_ADDI_INT gp11, gp0, 93440
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 120..123
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93696
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 19968
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32256
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 44544
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 56832
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 69120
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 132..135
S_ADDI_INT gp2, gp0, 8448
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20736
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33024
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45312
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 57600
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 69888
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 82176
C_LOOP_START gp13, 2
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 128..131
S_ADDI_INT gp5, gp0, 81920
S_ADDI_INT gp7, gp0, 126976
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 81984
S_ADDI_INT gp7, gp0, 127040
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82048
S_ADDI_INT gp7, gp0, 127104
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82112
S_ADDI_INT gp7, gp0, 127168
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 20480
S_ADDI_INT gp6, gp0, 20544
S_ADDI_INT gp7, gp0, 20608
S_ADDI_INT gp8, gp0, 20672
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 93696
S_ADDI_INT gp11, gp0, 93696
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 124..127
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 93952
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20224
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32512
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 44800
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 57088
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 69376
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 136..139
S_ADDI_INT gp2, gp0, 8704
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 20992
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33280
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45568
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 57856
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 70144
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 82432
C_LOOP_START gp13, 3
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 132..135
S_ADDI_INT gp5, gp0, 82176
S_ADDI_INT gp7, gp0, 127232
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82240
S_ADDI_INT gp7, gp0, 127296
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82304
S_ADDI_INT gp7, gp0, 127360
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82368
S_ADDI_INT gp7, gp0, 127424
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 20736
S_ADDI_INT gp6, gp0, 20800
S_ADDI_INT gp7, gp0, 20864
S_ADDI_INT gp8, gp0, 20928
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 93952
S_ADDI_INT gp11, gp0, 93952
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 128..131
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94208
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20480
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 32768
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45056
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 57344
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 69632
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 81920
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 140..143
S_ADDI_INT gp2, gp0, 8960
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21248
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33536
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 45824
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 58112
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 70400
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 82688
C_LOOP_START gp13, 4
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 136..139
S_ADDI_INT gp5, gp0, 82432
S_ADDI_INT gp7, gp0, 127488
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82496
S_ADDI_INT gp7, gp0, 127552
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82560
S_ADDI_INT gp7, gp0, 127616
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82624
S_ADDI_INT gp7, gp0, 127680
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 20992
S_ADDI_INT gp6, gp0, 21056
S_ADDI_INT gp7, gp0, 21120
S_ADDI_INT gp8, gp0, 21184
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94208
S_ADDI_INT gp11, gp0, 94208
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 132..135
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94464
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20736
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33024
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45312
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 57600
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 69888
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 82176
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 144..147
S_ADDI_INT gp2, gp0, 9216
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21504
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 33792
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46080
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 58368
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 70656
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 82944
C_LOOP_START gp13, 5
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 140..143
S_ADDI_INT gp5, gp0, 82688
S_ADDI_INT gp7, gp0, 127744
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82752
S_ADDI_INT gp7, gp0, 127808
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82816
S_ADDI_INT gp7, gp0, 127872
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 82880
S_ADDI_INT gp7, gp0, 127936
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 21248
S_ADDI_INT gp6, gp0, 21312
S_ADDI_INT gp7, gp0, 21376
S_ADDI_INT gp8, gp0, 21440
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94464
S_ADDI_INT gp11, gp0, 94464
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 136..139
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94720
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 20992
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33280
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45568
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 57856
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 70144
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 82432
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 148..151
S_ADDI_INT gp2, gp0, 9472
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 21760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34048
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46336
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 58624
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 70912
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 83200
C_LOOP_START gp13, 6
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 144..147
S_ADDI_INT gp5, gp0, 82944
S_ADDI_INT gp7, gp0, 128000
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83008
S_ADDI_INT gp7, gp0, 128064
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83072
S_ADDI_INT gp7, gp0, 128128
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83136
S_ADDI_INT gp7, gp0, 128192
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 21504
S_ADDI_INT gp6, gp0, 21568
S_ADDI_INT gp7, gp0, 21632
S_ADDI_INT gp8, gp0, 21696
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94720
S_ADDI_INT gp11, gp0, 94720
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 140..143
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 94976
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21248
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33536
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 45824
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 58112
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 70400
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 82688
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 152..155
S_ADDI_INT gp2, gp0, 9728
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22016
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34304
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46592
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 58880
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 71168
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 83456
C_LOOP_START gp13, 7
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 148..151
S_ADDI_INT gp5, gp0, 83200
S_ADDI_INT gp7, gp0, 128256
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83264
S_ADDI_INT gp7, gp0, 128320
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83328
S_ADDI_INT gp7, gp0, 128384
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83392
S_ADDI_INT gp7, gp0, 128448
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 21760
S_ADDI_INT gp6, gp0, 21824
S_ADDI_INT gp7, gp0, 21888
S_ADDI_INT gp8, gp0, 21952
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 94976
S_ADDI_INT gp11, gp0, 94976
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 144..147
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95232
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21504
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 33792
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46080
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 58368
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 70656
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 82944
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 156..159
S_ADDI_INT gp2, gp0, 9984
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22272
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34560
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 46848
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 59136
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 71424
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 83712
C_LOOP_START gp13, 8
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 152..155
S_ADDI_INT gp5, gp0, 83456
S_ADDI_INT gp7, gp0, 128512
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83520
S_ADDI_INT gp7, gp0, 128576
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83584
S_ADDI_INT gp7, gp0, 128640
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83648
S_ADDI_INT gp7, gp0, 128704
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22016
S_ADDI_INT gp6, gp0, 22080
S_ADDI_INT gp7, gp0, 22144
S_ADDI_INT gp8, gp0, 22208
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 95232
S_ADDI_INT gp11, gp0, 95232
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 148..151
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95488
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 21760
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34048
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46336
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 58624
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 70912
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 83200
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 160..163
S_ADDI_INT gp2, gp0, 10240
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22528
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 34816
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47104
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 59392
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 71680
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 83968
C_LOOP_START gp13, 9
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 156..159
S_ADDI_INT gp5, gp0, 83712
S_ADDI_INT gp7, gp0, 128768
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83776
S_ADDI_INT gp7, gp0, 128832
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83840
S_ADDI_INT gp7, gp0, 128896
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 83904
S_ADDI_INT gp7, gp0, 128960
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22272
S_ADDI_INT gp6, gp0, 22336
S_ADDI_INT gp7, gp0, 22400
S_ADDI_INT gp8, gp0, 22464
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 95488
S_ADDI_INT gp11, gp0, 95488
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 152..155
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 95744
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22016
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34304
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46592
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 58880
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 71168
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 83456
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 164..167
S_ADDI_INT gp2, gp0, 10496
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 22784
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35072
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47360
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 59648
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 71936
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 84224
C_LOOP_START gp13, 10
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 160..163
S_ADDI_INT gp5, gp0, 83968
S_ADDI_INT gp7, gp0, 129024
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84032
S_ADDI_INT gp7, gp0, 129088
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84096
S_ADDI_INT gp7, gp0, 129152
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84160
S_ADDI_INT gp7, gp0, 129216
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22528
S_ADDI_INT gp6, gp0, 22592
S_ADDI_INT gp7, gp0, 22656
S_ADDI_INT gp8, gp0, 22720
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 95744
S_ADDI_INT gp11, gp0, 95744
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 156..159
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96000
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22272
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34560
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 46848
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 59136
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 71424
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 83712
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 168..171
S_ADDI_INT gp2, gp0, 10752
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23040
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35328
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47616
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 59904
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 72192
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 84480
C_LOOP_START gp13, 11
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 164..167
S_ADDI_INT gp5, gp0, 84224
S_ADDI_INT gp7, gp0, 129280
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84288
S_ADDI_INT gp7, gp0, 129344
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84352
S_ADDI_INT gp7, gp0, 129408
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84416
S_ADDI_INT gp7, gp0, 129472
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 22784
S_ADDI_INT gp6, gp0, 22848
S_ADDI_INT gp7, gp0, 22912
S_ADDI_INT gp8, gp0, 22976
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96000
S_ADDI_INT gp11, gp0, 96000
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 160..163
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96256
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22528
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 34816
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47104
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 59392
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 71680
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 83968
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 172..175
S_ADDI_INT gp2, gp0, 11008
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23296
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35584
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 47872
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 60160
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 72448
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 84736
C_LOOP_START gp13, 12
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 168..171
S_ADDI_INT gp5, gp0, 84480
S_ADDI_INT gp7, gp0, 129536
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84544
S_ADDI_INT gp7, gp0, 129600
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84608
S_ADDI_INT gp7, gp0, 129664
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84672
S_ADDI_INT gp7, gp0, 129728
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23040
S_ADDI_INT gp6, gp0, 23104
S_ADDI_INT gp7, gp0, 23168
S_ADDI_INT gp8, gp0, 23232
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96256
S_ADDI_INT gp11, gp0, 96256
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 164..167
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96512
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 22784
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35072
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47360
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 59648
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 71936
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 84224
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 176..179
S_ADDI_INT gp2, gp0, 11264
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23552
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 35840
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48128
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 60416
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 72704
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 84992
C_LOOP_START gp13, 13
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 172..175
S_ADDI_INT gp5, gp0, 84736
S_ADDI_INT gp7, gp0, 129792
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84800
S_ADDI_INT gp7, gp0, 129856
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84864
S_ADDI_INT gp7, gp0, 129920
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 84928
S_ADDI_INT gp7, gp0, 129984
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23296
S_ADDI_INT gp6, gp0, 23360
S_ADDI_INT gp7, gp0, 23424
S_ADDI_INT gp8, gp0, 23488
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96512
S_ADDI_INT gp11, gp0, 96512
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 168..171
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 96768
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23040
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35328
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47616
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 59904
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 72192
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 84480
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 180..183
S_ADDI_INT gp2, gp0, 11520
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 23808
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 36096
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48384
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 60672
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 72960
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 85248
C_LOOP_START gp13, 14
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 176..179
S_ADDI_INT gp5, gp0, 84992
S_ADDI_INT gp7, gp0, 130048
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85056
S_ADDI_INT gp7, gp0, 130112
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85120
S_ADDI_INT gp7, gp0, 130176
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85184
S_ADDI_INT gp7, gp0, 130240
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23552
S_ADDI_INT gp6, gp0, 23616
S_ADDI_INT gp7, gp0, 23680
S_ADDI_INT gp8, gp0, 23744
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 96768
S_ADDI_INT gp11, gp0, 96768
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 172..175
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23296
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35584
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 47872
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 60160
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 72448
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 84736
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 184..187
S_ADDI_INT gp2, gp0, 11776
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24064
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 36352
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48640
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 60928
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 73216
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 85504
C_LOOP_START gp13, 15
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 180..183
S_ADDI_INT gp5, gp0, 85248
S_ADDI_INT gp7, gp0, 130304
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85312
S_ADDI_INT gp7, gp0, 130368
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85376
S_ADDI_INT gp7, gp0, 130432
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85440
S_ADDI_INT gp7, gp0, 130496
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 23808
S_ADDI_INT gp6, gp0, 23872
S_ADDI_INT gp7, gp0, 23936
S_ADDI_INT gp8, gp0, 24000
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97024
S_ADDI_INT gp11, gp0, 97024
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 176..179
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23552
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 35840
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48128
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 60416
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 72704
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 84992
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; S = Q K^T, stacked queries 188..191
S_ADDI_INT gp2, gp0, 12032
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 24320
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 36608
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 48896
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 61184
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 73472
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 85760
C_LOOP_START gp13, 16
  M_TMM 0, gp2, gp3
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 184..187
S_ADDI_INT gp5, gp0, 85504
S_ADDI_INT gp7, gp0, 130560
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85568
S_ADDI_INT gp7, gp0, 130624
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85632
S_ADDI_INT gp7, gp0, 130688
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85696
S_ADDI_INT gp7, gp0, 130752
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 24064
S_ADDI_INT gp6, gp0, 24128
S_ADDI_INT gp7, gp0, 24192
S_ADDI_INT gp8, gp0, 24256
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97280
S_ADDI_INT gp11, gp0, 97280
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 180..183
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97536
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 23808
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 36096
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48384
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 60672
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 72960
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 85248
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; softmax, stacked queries 188..191
S_ADDI_INT gp5, gp0, 85760
S_ADDI_INT gp7, gp0, 130816
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85824
S_ADDI_INT gp7, gp0, 130880
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85888
S_ADDI_INT gp7, gp0, 130944
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_ADDI_INT gp5, gp0, 85952
S_ADDI_INT gp7, gp0, 131008
V_ADD_VV gp5, gp5, gp7, 0   ; causal mask
S_LD_FP f1, gp0, 1   ; -inf
S_LD_FP f2, gp0, 1   ; -inf
S_LD_FP f3, gp0, 1   ; -inf
S_LD_FP f4, gp0, 1   ; -inf
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 6
  V_RED_MAX f1, gp5, 0
  V_RED_MAX f2, gp6, 0
  V_RED_MAX f3, gp7, 0
  V_RED_MAX f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 6
  V_SUB_VF gp5, gp5, f1, 0, 0
  V_SUB_VF gp6, gp6, f2, 0, 0
  V_SUB_VF gp7, gp7, f3, 0, 0
  V_SUB_VF gp8, gp8, f4, 0, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 6
  V_EXP_V gp5, gp5, 0
  V_EXP_V gp6, gp6, 0
  V_EXP_V gp7, gp7, 0
  V_EXP_V gp8, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 6
  V_RED_SUM f1, gp5, 0
  V_RED_SUM f2, gp6, 0
  V_RED_SUM f3, gp7, 0
  V_RED_SUM f4, gp8, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_RECI_FP f1, f1
S_RECI_FP f2, f2
S_RECI_FP f3, f3
S_RECI_FP f4, f4
S_ADDI_INT gp5, gp0, 24320
S_ADDI_INT gp6, gp0, 24384
S_ADDI_INT gp7, gp0, 24448
S_ADDI_INT gp8, gp0, 24512
C_LOOP_START gp13, 6
  V_MUL_VF gp5, gp5, f1, 0
  V_MUL_VF gp6, gp6, f2, 0
  V_MUL_VF gp7, gp7, f3, 0
  V_MUL_VF gp8, gp8, f4, 0
  S_ADDI_INT gp5, gp5, 12288
  S_ADDI_INT gp6, gp6, 12288
  S_ADDI_INT gp7, gp7, 12288
  S_ADDI_INT gp8, gp8, 12288
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97536
S_ADDI_INT gp11, gp0, 97536
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 184..187
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 97792
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 24064
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 36352
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48640
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 60928
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 73216
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 85504
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 97792
S_ADDI_INT gp11, gp0, 97792
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
; O = P V, stacked queries 188..191
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 98048
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 24576
  S_ADDI_INT gp6, gp0, 24320
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 28672
  S_ADDI_INT gp6, gp0, 36608
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 32768
  S_ADDI_INT gp6, gp0, 48896
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 36864
  S_ADDI_INT gp6, gp0, 61184
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 40960
  S_ADDI_INT gp6, gp0, 73472
  M_MM 0, gp5, gp6
  S_ADDI_INT gp5, gp3, 45056
  S_ADDI_INT gp6, gp0, 85760
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 98048
S_ADDI_INT gp11, gp0, 98048
H_STORE_V gp10, gp11, a0, 1, 0   ; O rows
