; rmsnorm C4: R=128 C=512; a row is 8 VRAM row(s); a unit is 2 row(s) = 16 VRAM rows;
; 64 units, 1 chunk(s) of 64; prefetch 4 units ahead. Y at HBM 66048.
S_LD_FP f5, gp0, 0   ; 1/C
S_LD_FP f6, gp0, 1   ; eps
S_ADDI_INT gp2, gp0, 65536
S_ADDI_INT gp3, gp0, 65536
H_PREFETCH_V gp3, gp2, a0, 0, 0   ; weight rows
S_ADDI_INT gp2, gp2, 256
S_ADDI_INT gp3, gp0, 65792
H_PREFETCH_V gp3, gp2, a0, 0, 0   ; weight rows
S_ADDI_INT gp2, gp2, 256
S_ADDI_INT gp2, gp0, 0     ; HBM read offset
S_ADDI_INT gp4, gp0, 66048    ; HBM write offset (Y)
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
S_ADD_FP f1, f0, f0
S_ADD_FP f2, f0, f0
S_ADD_FP f3, f0, f0
S_ADD_FP f4, f0, f0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 67584
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 64
S_ADDI_INT gp6, gp0, 67648
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 128
S_ADDI_INT gp6, gp0, 67712
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 192
S_ADDI_INT gp6, gp0, 67776
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 256
S_ADDI_INT gp6, gp0, 67840
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 320
S_ADDI_INT gp6, gp0, 67904
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 384
S_ADDI_INT gp6, gp0, 67968
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 448
S_ADDI_INT gp6, gp0, 68032
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 512
S_ADDI_INT gp6, gp0, 68096
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 576
S_ADDI_INT gp6, gp0, 68160
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 640
S_ADDI_INT gp6, gp0, 68224
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 704
S_ADDI_INT gp6, gp0, 68288
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 768
S_ADDI_INT gp6, gp0, 68352
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 832
S_ADDI_INT gp6, gp0, 68416
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 896
S_ADDI_INT gp6, gp0, 68480
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp5, gp1, 960
S_ADDI_INT gp6, gp0, 68544
V_MUL_VV gp6, gp5, gp5, 0
S_ADDI_INT gp6, gp0, 67584
V_RED_SUM f1, gp6, 0
S_ADDI_INT gp6, gp0, 68096
V_RED_SUM f3, gp6, 0
S_ADDI_INT gp6, gp0, 67648
V_RED_SUM f2, gp6, 0
S_ADDI_INT gp6, gp0, 68160
V_RED_SUM f4, gp6, 0
S_ADDI_INT gp6, gp0, 67712
V_RED_SUM f1, gp6, 0
S_ADDI_INT gp6, gp0, 68224
V_RED_SUM f3, gp6, 0
S_ADDI_INT gp6, gp0, 67776
V_RED_SUM f2, gp6, 0
S_ADDI_INT gp6, gp0, 68288
V_RED_SUM f4, gp6, 0
S_ADDI_INT gp6, gp0, 67840
V_RED_SUM f1, gp6, 0
S_ADDI_INT gp6, gp0, 68352
V_RED_SUM f3, gp6, 0
S_ADDI_INT gp6, gp0, 67904
V_RED_SUM f2, gp6, 0
S_ADDI_INT gp6, gp0, 68416
V_RED_SUM f4, gp6, 0
S_ADDI_INT gp6, gp0, 67968
V_RED_SUM f1, gp6, 0
S_ADDI_INT gp6, gp0, 68480
V_RED_SUM f3, gp6, 0
S_ADDI_INT gp6, gp0, 68032
V_RED_SUM f2, gp6, 0
S_ADDI_INT gp6, gp0, 68544
V_RED_SUM f4, gp6, 0
S_ADD_FP f1, f1, f2
S_ADD_FP f3, f3, f4
S_MUL_FP f1, f1, f5
S_ADD_FP f1, f1, f6
S_SQRT_FP f1, f1
S_RECI_FP f1, f1
S_MUL_FP f3, f3, f5
S_ADD_FP f3, f3, f6
S_SQRT_FP f3, f3
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
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp7, gp0, 65536
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 64
S_ADDI_INT gp7, gp0, 65600
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 128
S_ADDI_INT gp7, gp0, 65664
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 192
S_ADDI_INT gp7, gp0, 65728
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 256
S_ADDI_INT gp7, gp0, 65792
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 320
S_ADDI_INT gp7, gp0, 65856
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 384
S_ADDI_INT gp7, gp0, 65920
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 448
S_ADDI_INT gp7, gp0, 65984
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 512
S_ADDI_INT gp7, gp0, 65536
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 576
S_ADDI_INT gp7, gp0, 65600
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 640
S_ADDI_INT gp7, gp0, 65664
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 704
S_ADDI_INT gp7, gp0, 65728
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 768
S_ADDI_INT gp7, gp0, 65792
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 832
S_ADDI_INT gp7, gp0, 65856
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 896
S_ADDI_INT gp7, gp0, 65920
V_MUL_VV gp5, gp5, gp7, 0
S_ADDI_INT gp5, gp1, 960
S_ADDI_INT gp7, gp0, 65984
V_MUL_VV gp5, gp5, gp7, 0
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
  S_ADD_FP f1, f0, f0
  S_ADD_FP f2, f0, f0
  S_ADD_FP f3, f0, f0
  S_ADD_FP f4, f0, f0
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 67584
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  S_ADDI_INT gp6, gp0, 67648
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  S_ADDI_INT gp6, gp0, 67712
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  S_ADDI_INT gp6, gp0, 67776
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  S_ADDI_INT gp6, gp0, 67840
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  S_ADDI_INT gp6, gp0, 67904
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  S_ADDI_INT gp6, gp0, 67968
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  S_ADDI_INT gp6, gp0, 68032
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  S_ADDI_INT gp6, gp0, 68096
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  S_ADDI_INT gp6, gp0, 68160
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  S_ADDI_INT gp6, gp0, 68224
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  S_ADDI_INT gp6, gp0, 68288
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  S_ADDI_INT gp6, gp0, 68352
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  S_ADDI_INT gp6, gp0, 68416
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  S_ADDI_INT gp6, gp0, 68480
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  S_ADDI_INT gp6, gp0, 68544
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp6, gp0, 67584
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68096
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 67648
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68160
  V_RED_SUM f4, gp6, 0
  S_ADDI_INT gp6, gp0, 67712
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68224
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 67776
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68288
  V_RED_SUM f4, gp6, 0
  S_ADDI_INT gp6, gp0, 67840
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68352
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 67904
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68416
  V_RED_SUM f4, gp6, 0
  S_ADDI_INT gp6, gp0, 67968
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68480
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 68032
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68544
  V_RED_SUM f4, gp6, 0
  S_ADD_FP f1, f1, f2
  S_ADD_FP f3, f3, f4
  S_MUL_FP f1, f1, f5
  S_ADD_FP f1, f1, f6
  S_SQRT_FP f1, f1
  S_RECI_FP f1, f1
  S_MUL_FP f3, f3, f5
  S_ADD_FP f3, f3, f6
  S_SQRT_FP f3, f3
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
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp7, gp0, 65536
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 64
  S_ADDI_INT gp7, gp0, 65600
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 128
  S_ADDI_INT gp7, gp0, 65664
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 192
  S_ADDI_INT gp7, gp0, 65728
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 256
  S_ADDI_INT gp7, gp0, 65792
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 320
  S_ADDI_INT gp7, gp0, 65856
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 384
  S_ADDI_INT gp7, gp0, 65920
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 448
  S_ADDI_INT gp7, gp0, 65984
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 512
  S_ADDI_INT gp7, gp0, 65536
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 576
  S_ADDI_INT gp7, gp0, 65600
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 640
  S_ADDI_INT gp7, gp0, 65664
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 704
  S_ADDI_INT gp7, gp0, 65728
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 768
  S_ADDI_INT gp7, gp0, 65792
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 832
  S_ADDI_INT gp7, gp0, 65856
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 896
  S_ADDI_INT gp7, gp0, 65920
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 960
  S_ADDI_INT gp7, gp0, 65984
  V_MUL_VV gp5, gp5, gp7, 0
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
  S_ADD_FP f1, f0, f0
  S_ADD_FP f2, f0, f0
  S_ADD_FP f3, f0, f0
  S_ADD_FP f4, f0, f0
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 67584
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 64
  S_ADDI_INT gp6, gp0, 67648
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 128
  S_ADDI_INT gp6, gp0, 67712
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 192
  S_ADDI_INT gp6, gp0, 67776
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 256
  S_ADDI_INT gp6, gp0, 67840
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 320
  S_ADDI_INT gp6, gp0, 67904
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 384
  S_ADDI_INT gp6, gp0, 67968
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 448
  S_ADDI_INT gp6, gp0, 68032
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 512
  S_ADDI_INT gp6, gp0, 68096
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 576
  S_ADDI_INT gp6, gp0, 68160
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 640
  S_ADDI_INT gp6, gp0, 68224
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 704
  S_ADDI_INT gp6, gp0, 68288
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 768
  S_ADDI_INT gp6, gp0, 68352
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 832
  S_ADDI_INT gp6, gp0, 68416
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 896
  S_ADDI_INT gp6, gp0, 68480
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp5, gp1, 960
  S_ADDI_INT gp6, gp0, 68544
  V_MUL_VV gp6, gp5, gp5, 0
  S_ADDI_INT gp6, gp0, 67584
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68096
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 67648
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68160
  V_RED_SUM f4, gp6, 0
  S_ADDI_INT gp6, gp0, 67712
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68224
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 67776
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68288
  V_RED_SUM f4, gp6, 0
  S_ADDI_INT gp6, gp0, 67840
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68352
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 67904
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68416
  V_RED_SUM f4, gp6, 0
  S_ADDI_INT gp6, gp0, 67968
  V_RED_SUM f1, gp6, 0
  S_ADDI_INT gp6, gp0, 68480
  V_RED_SUM f3, gp6, 0
  S_ADDI_INT gp6, gp0, 68032
  V_RED_SUM f2, gp6, 0
  S_ADDI_INT gp6, gp0, 68544
  V_RED_SUM f4, gp6, 0
  S_ADD_FP f1, f1, f2
  S_ADD_FP f3, f3, f4
  S_MUL_FP f1, f1, f5
  S_ADD_FP f1, f1, f6
  S_SQRT_FP f1, f1
  S_RECI_FP f1, f1
  S_MUL_FP f3, f3, f5
  S_ADD_FP f3, f3, f6
  S_SQRT_FP f3, f3
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
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp7, gp0, 65536
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 64
  S_ADDI_INT gp7, gp0, 65600
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 128
  S_ADDI_INT gp7, gp0, 65664
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 192
  S_ADDI_INT gp7, gp0, 65728
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 256
  S_ADDI_INT gp7, gp0, 65792
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 320
  S_ADDI_INT gp7, gp0, 65856
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 384
  S_ADDI_INT gp7, gp0, 65920
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 448
  S_ADDI_INT gp7, gp0, 65984
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 512
  S_ADDI_INT gp7, gp0, 65536
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 576
  S_ADDI_INT gp7, gp0, 65600
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 640
  S_ADDI_INT gp7, gp0, 65664
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 704
  S_ADDI_INT gp7, gp0, 65728
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 768
  S_ADDI_INT gp7, gp0, 65792
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 832
  S_ADDI_INT gp7, gp0, 65856
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 896
  S_ADDI_INT gp7, gp0, 65920
  V_MUL_VV gp5, gp5, gp7, 0
  S_ADDI_INT gp5, gp1, 960
  S_ADDI_INT gp7, gp0, 65984
  V_MUL_VV gp5, gp5, gp7, 0
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
