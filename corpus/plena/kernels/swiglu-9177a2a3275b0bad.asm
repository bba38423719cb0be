; swiglu C1: M=16 D=64 F=64. VRAM rows: X slices 0, hidden slices [16, 32], Y slices 48, temporaries 64
S_LD_FP f1, gp0, 0   ; 1.0
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = 64
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1024
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 256
S_ADDI_INT gp4, gp0, 256
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 512
S_ADDI_INT gp4, gp0, 512
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 768
S_ADDI_INT gp4, gp0, 768
H_PREFETCH_V gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 5120
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1024
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1280
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1536
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 1792
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 0
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2048
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 0
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2304
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 256
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 1024
S_ADDI_INT gp8, gp0, 4096
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1088
S_ADDI_INT gp8, gp0, 4160
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1152
S_ADDI_INT gp8, gp0, 4224
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1216
S_ADDI_INT gp8, gp0, 4288
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4096
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4160
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4224
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4096
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4160
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4224
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4096
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4160
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4224
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1024
S_ADDI_INT gp8, gp0, 4096
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1088
S_ADDI_INT gp8, gp0, 4160
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1152
S_ADDI_INT gp8, gp0, 4224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1216
S_ADDI_INT gp8, gp0, 4288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1024
S_ADDI_INT gp8, gp0, 2048
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1088
S_ADDI_INT gp8, gp0, 2112
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1152
S_ADDI_INT gp8, gp0, 2176
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1216
S_ADDI_INT gp8, gp0, 2240
V_MUL_VV gp7, gp7, gp8, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2560
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 512
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 1280
S_ADDI_INT gp8, gp0, 4352
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1344
S_ADDI_INT gp8, gp0, 4416
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1408
S_ADDI_INT gp8, gp0, 4480
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1472
S_ADDI_INT gp8, gp0, 4544
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1280
S_ADDI_INT gp8, gp0, 4352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1344
S_ADDI_INT gp8, gp0, 4416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1408
S_ADDI_INT gp8, gp0, 4480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1472
S_ADDI_INT gp8, gp0, 4544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1280
S_ADDI_INT gp8, gp0, 2304
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1344
S_ADDI_INT gp8, gp0, 2368
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1408
S_ADDI_INT gp8, gp0, 2432
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1472
S_ADDI_INT gp8, gp0, 2496
V_MUL_VV gp7, gp7, gp8, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 2816
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 4096
  S_ADDI_INT gp6, gp0, 768
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp7, gp0, 1536
S_ADDI_INT gp8, gp0, 4096
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1600
S_ADDI_INT gp8, gp0, 4160
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1664
S_ADDI_INT gp8, gp0, 4224
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1728
S_ADDI_INT gp8, gp0, 4288
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4096
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4160
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4224
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4288
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4096
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4160
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4224
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4288
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4096
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4160
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4224
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4288
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1536
S_ADDI_INT gp8, gp0, 4096
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1600
S_ADDI_INT gp8, gp0, 4160
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1664
S_ADDI_INT gp8, gp0, 4224
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1728
S_ADDI_INT gp8, gp0, 4288
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1536
S_ADDI_INT gp8, gp0, 2560
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1600
S_ADDI_INT gp8, gp0, 2624
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1664
S_ADDI_INT gp8, gp0, 2688
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1728
S_ADDI_INT gp8, gp0, 2752
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1792
S_ADDI_INT gp8, gp0, 4352
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1856
S_ADDI_INT gp8, gp0, 4416
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1920
S_ADDI_INT gp8, gp0, 4480
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 1984
S_ADDI_INT gp8, gp0, 4544
V_SUB_VF gp8, gp7, f0, 0, 1
S_ADDI_INT gp7, gp0, 4352
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4416
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4480
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4544
V_EXP_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4352
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4416
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4480
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4544
V_ADD_VF gp7, gp7, f1, 0
S_ADDI_INT gp7, gp0, 4352
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4416
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4480
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 4544
V_RECI_V gp7, gp7, 0
S_ADDI_INT gp7, gp0, 1792
S_ADDI_INT gp8, gp0, 4352
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1856
S_ADDI_INT gp8, gp0, 4416
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1920
S_ADDI_INT gp8, gp0, 4480
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1984
S_ADDI_INT gp8, gp0, 4544
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1792
S_ADDI_INT gp8, gp0, 2816
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1856
S_ADDI_INT gp8, gp0, 2880
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1920
S_ADDI_INT gp8, gp0, 2944
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp7, gp0, 1984
S_ADDI_INT gp8, gp0, 3008
V_MUL_VV gp7, gp7, gp8, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 9216
H_PREFETCH_M gp3, gp4, a0, 1, 0
; block row 0, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3072
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1024
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
; block row 1, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3328
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1280
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 3072
S_ADDI_INT gp11, gp0, 13312
H_STORE_V gp10, gp11, a0, 1, 0
; block row 2, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3584
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1536
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 3328
S_ADDI_INT gp11, gp0, 13568
H_STORE_V gp10, gp11, a0, 1, 0
; block row 3, column tile 0
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 3840
C_LOOP_START gp13, 16
  S_ADDI_INT gp5, gp3, 8192
  S_ADDI_INT gp6, gp0, 1792
  M_MM 0, gp5, gp6
  M_MM_WO gp4, gp0, 0
  S_ADDI_INT gp3, gp3, 4
  S_ADDI_INT gp4, gp4, 4
C_LOOP_END gp13
S_ADDI_INT gp10, gp0, 3584
S_ADDI_INT gp11, gp0, 13824
H_STORE_V gp10, gp11, a0, 1, 0
S_ADDI_INT gp10, gp0, 3840
S_ADDI_INT gp11, gp0, 14080
H_STORE_V gp10, gp11, a0, 1, 0
