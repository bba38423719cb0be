; softmax C4: R=128 C=512; a row is 8 VRAM row(s); a unit is 2 row(s) = 16 VRAM rows;
; 64 units, 1 chunk(s) of 64; prefetch 4 units ahead. Y at HBM 65536.
S_ADDI_INT gp2, gp0, 0     ; HBM read offset
S_ADDI_INT gp4, gp0, 65536    ; HBM write offset (Y)
S_ADDI_INT gp1, gp0, 0   ; VRAM compute pointer
S_ADDI_INT gp3, gp0, 0   ; VRAM prefetch pointer
S_ADDI_INT gp8, gp0, 0   ; VRAM store pointer (one unit behind compute)
C_LOOP_START gp13, 4   ; prologue: prefetch 4 units
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
C_LOOP_END gp13
; unit 0
S_LD_FP f1, gp0, 0   ; -inf
S_LD_FP f2, gp0, 0   ; -inf
S_LD_FP f3, gp0, 0   ; -inf
S_LD_FP f4, gp0, 0   ; -inf
S_ADDI_INT gp5, gp1, 0
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp1, 512
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp1, 64
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp1, 576
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp1, 128
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp1, 640
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp1, 192
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp1, 704
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp1, 256
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp1, 768
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp1, 320
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp1, 832
V_RED_MAX f4, gp5, 0
S_ADDI_INT gp5, gp1, 384
V_RED_MAX f1, gp5, 0
S_ADDI_INT gp5, gp1, 896
V_RED_MAX f3, gp5, 0
S_ADDI_INT gp5, gp1, 448
V_RED_MAX f2, gp5, 0
S_ADDI_INT gp5, gp1, 960
V_RED_MAX f4, gp5, 0
S_MAX_FP f1, f1, f2
S_MAX_FP f3, f3, f4
S_ADDI_INT gp5, gp1, 0
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 64
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 128
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 192
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 256
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 320
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 384
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 448
V_SUB_VF gp5, gp5, f1, 0, 0
S_ADDI_INT gp5, gp1, 512
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 576
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 640
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 704
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 768
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 832
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 896
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADDI_INT gp5, gp1, 960
V_SUB_VF gp5, gp5, f3, 0, 0
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp1, 0
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 64
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 128
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 192
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 256
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 320
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 384
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 448
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 512
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 576
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 640
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 704
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 768
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 832
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 896
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 960
V_EXP_V gp5, gp5, 0
S_ADDI_INT gp5, gp1, 0
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp1, 512
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp1, 64
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp1, 576
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp1, 128
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp1, 640
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp1, 192
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp1, 704
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp1, 256
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp1, 768
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp1, 320
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp1, 832
V_RED_SUM f4, gp5, 0
S_ADDI_INT gp5, gp1, 384
V_RED_SUM f1, gp5, 0
S_ADDI_INT gp5, gp1, 896
V_RED_SUM f3, gp5, 0
S_ADDI_INT gp5, gp1, 448
V_RED_SUM f2, gp5, 0
S_ADDI_INT gp5, gp1, 960
V_RED_SUM f4, gp5, 0
S_ADD_FP f1, f1, f2
S_ADD_FP f3, f3, f4
S_RECI_FP f1, f1
S_RECI_FP f3, f3
S_ADDI_INT gp5, gp1, 0
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 64
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 128
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 192
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 256
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 320
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 384
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 448
V_MUL_VF gp5, gp5, f1, 0
S_ADDI_INT gp5, gp1, 512
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 576
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 640
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 704
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 768
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 832
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 896
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp5, gp1, 960
V_MUL_VF gp5, gp5, f3, 0
S_ADDI_INT gp1, gp1, 1024
C_LOOP_START gp13, 60   ; steady state: prefetch u+3, compute u, store u-1
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  H_PREFETCH_V gp3, gp2, a0, 0, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp2, gp2, 256
  S_LD_FP f1, gp0, 0   ; -inf
  S_LD_FP f2, gp0, 0   ; -inf
  S_LD_FP f3, gp0, 0   ; -inf
  S_LD_FP f4, gp0, 0   ; -inf
  S_ADDI_INT gp5, gp1, 0
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  V_RED_MAX f4, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  V_RED_MAX f4, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  V_RED_MAX f4, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  V_RED_MAX f4, gp5, 0
  S_MAX_FP f1, f1, f2
  S_MAX_FP f3, f3, f4
  S_ADDI_INT gp5, gp1, 0
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 64
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 128
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 192
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 256
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 320
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 384
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 448
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 512
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 576
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 640
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 704
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 768
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 832
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 896
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 960
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADD_FP f1, f0, f0
  S_ADD_FP f2, f0, f0
  S_ADD_FP f3, f0, f0
  S_ADD_FP f4, f0, f0
  S_ADDI_INT gp5, gp1, 0
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 0
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  V_RED_SUM f4, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  V_RED_SUM f4, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  V_RED_SUM f4, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  V_RED_SUM f4, gp5, 0
  S_ADD_FP f1, f1, f2
  S_ADD_FP f3, f3, f4
  S_RECI_FP f1, f1
  S_RECI_FP f3, f3
  S_ADDI_INT gp5, gp1, 0
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 64
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 128
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 192
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 256
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 320
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 384
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 448
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 512
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 576
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 640
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 704
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 768
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 832
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 896
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 960
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp1, gp1, 1024
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
C_LOOP_END gp13
C_LOOP_START gp13, 3   ; epilogue: compute u, store u-1
  S_LD_FP f1, gp0, 0   ; -inf
  S_LD_FP f2, gp0, 0   ; -inf
  S_LD_FP f3, gp0, 0   ; -inf
  S_LD_FP f4, gp0, 0   ; -inf
  S_ADDI_INT gp5, gp1, 0
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  V_RED_MAX f4, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  V_RED_MAX f4, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  V_RED_MAX f4, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  V_RED_MAX f1, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  V_RED_MAX f3, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  V_RED_MAX f2, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  V_RED_MAX f4, gp5, 0
  S_MAX_FP f1, f1, f2
  S_MAX_FP f3, f3, f4
  S_ADDI_INT gp5, gp1, 0
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 64
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 128
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 192
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 256
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 320
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 384
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 448
  V_SUB_VF gp5, gp5, f1, 0, 0
  S_ADDI_INT gp5, gp1, 512
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 576
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 640
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 704
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 768
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 832
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 896
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADDI_INT gp5, gp1, 960
  V_SUB_VF gp5, gp5, f3, 0, 0
  S_ADD_FP f1, f0, f0
  S_ADD_FP f2, f0, f0
  S_ADD_FP f3, f0, f0
  S_ADD_FP f4, f0, f0
  S_ADDI_INT gp5, gp1, 0
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  V_EXP_V gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 0
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  V_RED_SUM f4, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  V_RED_SUM f4, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  V_RED_SUM f4, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  V_RED_SUM f1, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  V_RED_SUM f3, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  V_RED_SUM f2, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  V_RED_SUM f4, gp5, 0
  S_ADD_FP f1, f1, f2
  S_ADD_FP f3, f3, f4
  S_RECI_FP f1, f1
  S_RECI_FP f3, f3
  S_ADDI_INT gp5, gp1, 0
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 64
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 128
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 192
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 256
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 320
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 384
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 448
  V_MUL_VF gp5, gp5, f1, 0
  S_ADDI_INT gp5, gp1, 512
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 576
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 640
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 704
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 768
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 832
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 896
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp5, gp1, 960
  V_MUL_VF gp5, gp5, f3, 0
  S_ADDI_INT gp1, gp1, 1024
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
  H_STORE_V gp8, gp4, a0, 0, 0
  S_ADDI_INT gp8, gp8, 256
  S_ADDI_INT gp4, gp4, 256
C_LOOP_END gp13
H_STORE_V gp8, gp4, a0, 0, 0
S_ADDI_INT gp8, gp8, 256
S_ADDI_INT gp4, gp4, 256
H_STORE_V gp8, gp4, a0, 0, 0
S_ADDI_INT gp8, gp8, 256
S_ADDI_INT gp4, gp4, 256
H_STORE_V gp8, gp4, a0, 0, 0
S_ADDI_INT gp8, gp8, 256
S_ADDI_INT gp4, gp4, 256
H_STORE_V gp8, gp4, a0, 0, 0
S_ADDI_INT gp8, gp8, 256
S_ADDI_INT gp4, gp4, 256
