; rope C2: T=16 H=2; 32 head pairs of 2 VRAM rows; X ring of 1024 rows at row 0,
; COS ring at row 1024, SIN ring at row 1280 (256 rows each), temporaries at row 2000.
S_ADDI_INT gp8, gp0, 128000
S_ADDI_INT gp9, gp0, 128064
S_ADDI_INT gp10, gp0, 128128
S_ADDI_INT gp11, gp0, 128192
S_ADDI_INT gp12, gp0, 0
S_ADDI_INT gp13, gp0, 0
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 256
S_ADDI_INT gp13, gp0, 256
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 512
S_ADDI_INT gp13, gp0, 512
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 768
S_ADDI_INT gp13, gp0, 768
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 1024
S_ADDI_INT gp13, gp0, 1024
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 65536
S_ADDI_INT gp13, gp0, 4096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 81920
S_ADDI_INT gp13, gp0, 5120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp12, gp0, 65792
S_ADDI_INT gp13, gp0, 4352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82176
S_ADDI_INT gp13, gp0, 5376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp2, gp0, 64
S_ADDI_INT gp3, gp0, 65536
S_ADDI_INT gp4, gp0, 81920
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 128
S_ADDI_INT gp2, gp0, 192
S_ADDI_INT gp3, gp0, 65536
S_ADDI_INT gp4, gp0, 81920
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 1280
S_ADDI_INT gp13, gp0, 1280
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 256
S_ADDI_INT gp2, gp0, 320
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 384
S_ADDI_INT gp2, gp0, 448
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 1536
S_ADDI_INT gp13, gp0, 1536
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 512
S_ADDI_INT gp2, gp0, 576
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 0
S_ADDI_INT gp15, gp0, 6144
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 640
S_ADDI_INT gp2, gp0, 704
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 1792
S_ADDI_INT gp13, gp0, 1792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 768
S_ADDI_INT gp2, gp0, 832
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 256
S_ADDI_INT gp15, gp0, 6400
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 896
S_ADDI_INT gp2, gp0, 960
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2048
S_ADDI_INT gp13, gp0, 2048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66048
S_ADDI_INT gp13, gp0, 4608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82432
S_ADDI_INT gp13, gp0, 5632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 1024
S_ADDI_INT gp2, gp0, 1088
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 512
S_ADDI_INT gp15, gp0, 6656
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1152
S_ADDI_INT gp2, gp0, 1216
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2304
S_ADDI_INT gp13, gp0, 2304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1280
S_ADDI_INT gp2, gp0, 1344
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 768
S_ADDI_INT gp15, gp0, 6912
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1408
S_ADDI_INT gp2, gp0, 1472
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2560
S_ADDI_INT gp13, gp0, 2560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1536
S_ADDI_INT gp2, gp0, 1600
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1024
S_ADDI_INT gp15, gp0, 7168
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1664
S_ADDI_INT gp2, gp0, 1728
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2816
S_ADDI_INT gp13, gp0, 2816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1792
S_ADDI_INT gp2, gp0, 1856
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1280
S_ADDI_INT gp15, gp0, 7424
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1920
S_ADDI_INT gp2, gp0, 1984
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3072
S_ADDI_INT gp13, gp0, 3072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66304
S_ADDI_INT gp13, gp0, 4864
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82688
S_ADDI_INT gp13, gp0, 5888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 2048
S_ADDI_INT gp2, gp0, 2112
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1536
S_ADDI_INT gp15, gp0, 7680
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2176
S_ADDI_INT gp2, gp0, 2240
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3328
S_ADDI_INT gp13, gp0, 3328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2304
S_ADDI_INT gp2, gp0, 2368
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1792
S_ADDI_INT gp15, gp0, 7936
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2432
S_ADDI_INT gp2, gp0, 2496
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3584
S_ADDI_INT gp13, gp0, 3584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2560
S_ADDI_INT gp2, gp0, 2624
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2048
S_ADDI_INT gp15, gp0, 8192
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2688
S_ADDI_INT gp2, gp0, 2752
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3840
S_ADDI_INT gp13, gp0, 3840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2816
S_ADDI_INT gp2, gp0, 2880
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2304
S_ADDI_INT gp15, gp0, 8448
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2944
S_ADDI_INT gp2, gp0, 3008
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3072
S_ADDI_INT gp2, gp0, 3136
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2560
S_ADDI_INT gp15, gp0, 8704
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3200
S_ADDI_INT gp2, gp0, 3264
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3328
S_ADDI_INT gp2, gp0, 3392
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2816
S_ADDI_INT gp15, gp0, 8960
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3456
S_ADDI_INT gp2, gp0, 3520
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3584
S_ADDI_INT gp2, gp0, 3648
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3072
S_ADDI_INT gp15, gp0, 9216
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3712
S_ADDI_INT gp2, gp0, 3776
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3840
S_ADDI_INT gp2, gp0, 3904
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3328
S_ADDI_INT gp15, gp0, 9472
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3968
S_ADDI_INT gp2, gp0, 4032
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3584
S_ADDI_INT gp15, gp0, 9728
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
S_ADDI_INT gp14, gp0, 3840
S_ADDI_INT gp15, gp0, 9984
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
