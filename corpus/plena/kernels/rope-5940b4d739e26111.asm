; rope C3: T=64 H=4; 256 head pairs of 2 VRAM rows; X ring of 1024 rows at row 0,
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
S_ADDI_INT gp13, gp0, 32768
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 81920
S_ADDI_INT gp13, gp0, 36864
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
S_ADDI_INT gp3, gp0, 65536
S_ADDI_INT gp4, gp0, 81920
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
S_ADDI_INT gp12, gp0, 1536
S_ADDI_INT gp13, gp0, 1536
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 512
S_ADDI_INT gp2, gp0, 576
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 0
S_ADDI_INT gp15, gp0, 40960
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 640
S_ADDI_INT gp2, gp0, 704
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
S_ADDI_INT gp12, gp0, 1792
S_ADDI_INT gp13, gp0, 1792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 768
S_ADDI_INT gp2, gp0, 832
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 256
S_ADDI_INT gp15, gp0, 41216
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 896
S_ADDI_INT gp2, gp0, 960
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
S_ADDI_INT gp12, gp0, 2048
S_ADDI_INT gp13, gp0, 2048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 65792
S_ADDI_INT gp13, gp0, 33024
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82176
S_ADDI_INT gp13, gp0, 37120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 1024
S_ADDI_INT gp2, gp0, 1088
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 512
S_ADDI_INT gp15, gp0, 41472
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1152
S_ADDI_INT gp2, gp0, 1216
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
S_ADDI_INT gp12, gp0, 2304
S_ADDI_INT gp13, gp0, 2304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1280
S_ADDI_INT gp2, gp0, 1344
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 768
S_ADDI_INT gp15, gp0, 41728
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1408
S_ADDI_INT gp2, gp0, 1472
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
S_ADDI_INT gp12, gp0, 2560
S_ADDI_INT gp13, gp0, 2560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1536
S_ADDI_INT gp2, gp0, 1600
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1024
S_ADDI_INT gp15, gp0, 41984
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1664
S_ADDI_INT gp2, gp0, 1728
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
S_ADDI_INT gp12, gp0, 2816
S_ADDI_INT gp13, gp0, 2816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1792
S_ADDI_INT gp2, gp0, 1856
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1280
S_ADDI_INT gp15, gp0, 42240
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1920
S_ADDI_INT gp2, gp0, 1984
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
S_ADDI_INT gp12, gp0, 3072
S_ADDI_INT gp13, gp0, 3072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2048
S_ADDI_INT gp2, gp0, 2112
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1536
S_ADDI_INT gp15, gp0, 42496
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2176
S_ADDI_INT gp2, gp0, 2240
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
S_ADDI_INT gp12, gp0, 3328
S_ADDI_INT gp13, gp0, 3328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2304
S_ADDI_INT gp2, gp0, 2368
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1792
S_ADDI_INT gp15, gp0, 42752
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2432
S_ADDI_INT gp2, gp0, 2496
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
S_ADDI_INT gp12, gp0, 3584
S_ADDI_INT gp13, gp0, 3584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2560
S_ADDI_INT gp2, gp0, 2624
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2048
S_ADDI_INT gp15, gp0, 43008
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2688
S_ADDI_INT gp2, gp0, 2752
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
S_ADDI_INT gp12, gp0, 3840
S_ADDI_INT gp13, gp0, 3840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2816
S_ADDI_INT gp2, gp0, 2880
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2304
S_ADDI_INT gp15, gp0, 43264
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2944
S_ADDI_INT gp2, gp0, 3008
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
S_ADDI_INT gp12, gp0, 4096
S_ADDI_INT gp13, gp0, 4096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66048
S_ADDI_INT gp13, gp0, 33280
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82432
S_ADDI_INT gp13, gp0, 37376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 3072
S_ADDI_INT gp2, gp0, 3136
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2560
S_ADDI_INT gp15, gp0, 43520
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3200
S_ADDI_INT gp2, gp0, 3264
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
S_ADDI_INT gp12, gp0, 4352
S_ADDI_INT gp13, gp0, 4352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3328
S_ADDI_INT gp2, gp0, 3392
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2816
S_ADDI_INT gp15, gp0, 43776
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3456
S_ADDI_INT gp2, gp0, 3520
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
S_ADDI_INT gp12, gp0, 4608
S_ADDI_INT gp13, gp0, 4608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3584
S_ADDI_INT gp2, gp0, 3648
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3072
S_ADDI_INT gp15, gp0, 44032
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3712
S_ADDI_INT gp2, gp0, 3776
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
S_ADDI_INT gp12, gp0, 4864
S_ADDI_INT gp13, gp0, 4864
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3840
S_ADDI_INT gp2, gp0, 3904
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3328
S_ADDI_INT gp15, gp0, 44288
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3968
S_ADDI_INT gp2, gp0, 4032
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
S_ADDI_INT gp12, gp0, 5120
S_ADDI_INT gp13, gp0, 5120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4096
S_ADDI_INT gp2, gp0, 4160
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3584
S_ADDI_INT gp15, gp0, 44544
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4224
S_ADDI_INT gp2, gp0, 4288
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
S_ADDI_INT gp12, gp0, 5376
S_ADDI_INT gp13, gp0, 5376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4352
S_ADDI_INT gp2, gp0, 4416
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3840
S_ADDI_INT gp15, gp0, 44800
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4480
S_ADDI_INT gp2, gp0, 4544
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
S_ADDI_INT gp12, gp0, 5632
S_ADDI_INT gp13, gp0, 5632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4608
S_ADDI_INT gp2, gp0, 4672
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4096
S_ADDI_INT gp15, gp0, 45056
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4736
S_ADDI_INT gp2, gp0, 4800
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
S_ADDI_INT gp12, gp0, 5888
S_ADDI_INT gp13, gp0, 5888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4864
S_ADDI_INT gp2, gp0, 4928
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4352
S_ADDI_INT gp15, gp0, 45312
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4992
S_ADDI_INT gp2, gp0, 5056
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
S_ADDI_INT gp12, gp0, 6144
S_ADDI_INT gp13, gp0, 6144
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66304
S_ADDI_INT gp13, gp0, 33536
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82688
S_ADDI_INT gp13, gp0, 37632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 5120
S_ADDI_INT gp2, gp0, 5184
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4608
S_ADDI_INT gp15, gp0, 45568
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5248
S_ADDI_INT gp2, gp0, 5312
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
S_ADDI_INT gp12, gp0, 6400
S_ADDI_INT gp13, gp0, 6400
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5376
S_ADDI_INT gp2, gp0, 5440
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4864
S_ADDI_INT gp15, gp0, 45824
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5504
S_ADDI_INT gp2, gp0, 5568
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
S_ADDI_INT gp12, gp0, 6656
S_ADDI_INT gp13, gp0, 6656
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5632
S_ADDI_INT gp2, gp0, 5696
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5120
S_ADDI_INT gp15, gp0, 46080
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5760
S_ADDI_INT gp2, gp0, 5824
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
S_ADDI_INT gp12, gp0, 6912
S_ADDI_INT gp13, gp0, 6912
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5888
S_ADDI_INT gp2, gp0, 5952
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5376
S_ADDI_INT gp15, gp0, 46336
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6016
S_ADDI_INT gp2, gp0, 6080
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
S_ADDI_INT gp12, gp0, 7168
S_ADDI_INT gp13, gp0, 7168
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6144
S_ADDI_INT gp2, gp0, 6208
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5632
S_ADDI_INT gp15, gp0, 46592
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6272
S_ADDI_INT gp2, gp0, 6336
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
S_ADDI_INT gp12, gp0, 7424
S_ADDI_INT gp13, gp0, 7424
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6400
S_ADDI_INT gp2, gp0, 6464
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5888
S_ADDI_INT gp15, gp0, 46848
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6528
S_ADDI_INT gp2, gp0, 6592
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
S_ADDI_INT gp12, gp0, 7680
S_ADDI_INT gp13, gp0, 7680
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6656
S_ADDI_INT gp2, gp0, 6720
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6144
S_ADDI_INT gp15, gp0, 47104
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6784
S_ADDI_INT gp2, gp0, 6848
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
S_ADDI_INT gp12, gp0, 7936
S_ADDI_INT gp13, gp0, 7936
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6912
S_ADDI_INT gp2, gp0, 6976
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6400
S_ADDI_INT gp15, gp0, 47360
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7040
S_ADDI_INT gp2, gp0, 7104
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
S_ADDI_INT gp12, gp0, 8192
S_ADDI_INT gp13, gp0, 8192
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66560
S_ADDI_INT gp13, gp0, 33792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82944
S_ADDI_INT gp13, gp0, 37888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 7168
S_ADDI_INT gp2, gp0, 7232
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6656
S_ADDI_INT gp15, gp0, 47616
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7296
S_ADDI_INT gp2, gp0, 7360
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
S_ADDI_INT gp12, gp0, 8448
S_ADDI_INT gp13, gp0, 8448
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7424
S_ADDI_INT gp2, gp0, 7488
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6912
S_ADDI_INT gp15, gp0, 47872
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7552
S_ADDI_INT gp2, gp0, 7616
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
S_ADDI_INT gp12, gp0, 8704
S_ADDI_INT gp13, gp0, 8704
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7680
S_ADDI_INT gp2, gp0, 7744
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7168
S_ADDI_INT gp15, gp0, 48128
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7808
S_ADDI_INT gp2, gp0, 7872
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
S_ADDI_INT gp12, gp0, 8960
S_ADDI_INT gp13, gp0, 8960
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7936
S_ADDI_INT gp2, gp0, 8000
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7424
S_ADDI_INT gp15, gp0, 48384
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8064
S_ADDI_INT gp2, gp0, 8128
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
S_ADDI_INT gp12, gp0, 9216
S_ADDI_INT gp13, gp0, 9216
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8192
S_ADDI_INT gp2, gp0, 8256
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7680
S_ADDI_INT gp15, gp0, 48640
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8320
S_ADDI_INT gp2, gp0, 8384
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9472
S_ADDI_INT gp13, gp0, 9472
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8448
S_ADDI_INT gp2, gp0, 8512
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7936
S_ADDI_INT gp15, gp0, 48896
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8576
S_ADDI_INT gp2, gp0, 8640
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9728
S_ADDI_INT gp13, gp0, 9728
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8704
S_ADDI_INT gp2, gp0, 8768
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8192
S_ADDI_INT gp15, gp0, 49152
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8832
S_ADDI_INT gp2, gp0, 8896
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9984
S_ADDI_INT gp13, gp0, 9984
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8960
S_ADDI_INT gp2, gp0, 9024
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8448
S_ADDI_INT gp15, gp0, 49408
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9088
S_ADDI_INT gp2, gp0, 9152
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10240
S_ADDI_INT gp13, gp0, 10240
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66816
S_ADDI_INT gp13, gp0, 34048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83200
S_ADDI_INT gp13, gp0, 38144
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 9216
S_ADDI_INT gp2, gp0, 9280
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8704
S_ADDI_INT gp15, gp0, 49664
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9344
S_ADDI_INT gp2, gp0, 9408
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10496
S_ADDI_INT gp13, gp0, 10496
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9472
S_ADDI_INT gp2, gp0, 9536
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8960
S_ADDI_INT gp15, gp0, 49920
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9600
S_ADDI_INT gp2, gp0, 9664
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10752
S_ADDI_INT gp13, gp0, 10752
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9728
S_ADDI_INT gp2, gp0, 9792
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9216
S_ADDI_INT gp15, gp0, 50176
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9856
S_ADDI_INT gp2, gp0, 9920
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11008
S_ADDI_INT gp13, gp0, 11008
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9984
S_ADDI_INT gp2, gp0, 10048
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9472
S_ADDI_INT gp15, gp0, 50432
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10112
S_ADDI_INT gp2, gp0, 10176
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11264
S_ADDI_INT gp13, gp0, 11264
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10240
S_ADDI_INT gp2, gp0, 10304
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9728
S_ADDI_INT gp15, gp0, 50688
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10368
S_ADDI_INT gp2, gp0, 10432
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11520
S_ADDI_INT gp13, gp0, 11520
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10496
S_ADDI_INT gp2, gp0, 10560
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9984
S_ADDI_INT gp15, gp0, 50944
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10624
S_ADDI_INT gp2, gp0, 10688
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11776
S_ADDI_INT gp13, gp0, 11776
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10752
S_ADDI_INT gp2, gp0, 10816
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10240
S_ADDI_INT gp15, gp0, 51200
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10880
S_ADDI_INT gp2, gp0, 10944
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12032
S_ADDI_INT gp13, gp0, 12032
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11008
S_ADDI_INT gp2, gp0, 11072
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10496
S_ADDI_INT gp15, gp0, 51456
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11136
S_ADDI_INT gp2, gp0, 11200
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12288
S_ADDI_INT gp13, gp0, 12288
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67072
S_ADDI_INT gp13, gp0, 34304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83456
S_ADDI_INT gp13, gp0, 38400
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 11264
S_ADDI_INT gp2, gp0, 11328
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10752
S_ADDI_INT gp15, gp0, 51712
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11392
S_ADDI_INT gp2, gp0, 11456
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12544
S_ADDI_INT gp13, gp0, 12544
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11520
S_ADDI_INT gp2, gp0, 11584
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11008
S_ADDI_INT gp15, gp0, 51968
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11648
S_ADDI_INT gp2, gp0, 11712
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12800
S_ADDI_INT gp13, gp0, 12800
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11776
S_ADDI_INT gp2, gp0, 11840
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11264
S_ADDI_INT gp15, gp0, 52224
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11904
S_ADDI_INT gp2, gp0, 11968
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13056
S_ADDI_INT gp13, gp0, 13056
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12032
S_ADDI_INT gp2, gp0, 12096
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11520
S_ADDI_INT gp15, gp0, 52480
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12160
S_ADDI_INT gp2, gp0, 12224
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13312
S_ADDI_INT gp13, gp0, 13312
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12288
S_ADDI_INT gp2, gp0, 12352
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11776
S_ADDI_INT gp15, gp0, 52736
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12416
S_ADDI_INT gp2, gp0, 12480
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13568
S_ADDI_INT gp13, gp0, 13568
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12544
S_ADDI_INT gp2, gp0, 12608
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12032
S_ADDI_INT gp15, gp0, 52992
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12672
S_ADDI_INT gp2, gp0, 12736
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13824
S_ADDI_INT gp13, gp0, 13824
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12800
S_ADDI_INT gp2, gp0, 12864
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12288
S_ADDI_INT gp15, gp0, 53248
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12928
S_ADDI_INT gp2, gp0, 12992
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14080
S_ADDI_INT gp13, gp0, 14080
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13056
S_ADDI_INT gp2, gp0, 13120
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12544
S_ADDI_INT gp15, gp0, 53504
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13184
S_ADDI_INT gp2, gp0, 13248
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14336
S_ADDI_INT gp13, gp0, 14336
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67328
S_ADDI_INT gp13, gp0, 34560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83712
S_ADDI_INT gp13, gp0, 38656
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 13312
S_ADDI_INT gp2, gp0, 13376
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12800
S_ADDI_INT gp15, gp0, 53760
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13440
S_ADDI_INT gp2, gp0, 13504
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14592
S_ADDI_INT gp13, gp0, 14592
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13568
S_ADDI_INT gp2, gp0, 13632
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13056
S_ADDI_INT gp15, gp0, 54016
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13696
S_ADDI_INT gp2, gp0, 13760
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14848
S_ADDI_INT gp13, gp0, 14848
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13824
S_ADDI_INT gp2, gp0, 13888
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13312
S_ADDI_INT gp15, gp0, 54272
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13952
S_ADDI_INT gp2, gp0, 14016
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15104
S_ADDI_INT gp13, gp0, 15104
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14080
S_ADDI_INT gp2, gp0, 14144
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13568
S_ADDI_INT gp15, gp0, 54528
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14208
S_ADDI_INT gp2, gp0, 14272
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15360
S_ADDI_INT gp13, gp0, 15360
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14336
S_ADDI_INT gp2, gp0, 14400
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13824
S_ADDI_INT gp15, gp0, 54784
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14464
S_ADDI_INT gp2, gp0, 14528
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15616
S_ADDI_INT gp13, gp0, 15616
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14592
S_ADDI_INT gp2, gp0, 14656
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14080
S_ADDI_INT gp15, gp0, 55040
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14720
S_ADDI_INT gp2, gp0, 14784
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15872
S_ADDI_INT gp13, gp0, 15872
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14848
S_ADDI_INT gp2, gp0, 14912
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14336
S_ADDI_INT gp15, gp0, 55296
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14976
S_ADDI_INT gp2, gp0, 15040
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16128
S_ADDI_INT gp13, gp0, 16128
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15104
S_ADDI_INT gp2, gp0, 15168
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14592
S_ADDI_INT gp15, gp0, 55552
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15232
S_ADDI_INT gp2, gp0, 15296
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16384
S_ADDI_INT gp13, gp0, 16384
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67584
S_ADDI_INT gp13, gp0, 34816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83968
S_ADDI_INT gp13, gp0, 38912
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 15360
S_ADDI_INT gp2, gp0, 15424
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14848
S_ADDI_INT gp15, gp0, 55808
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15488
S_ADDI_INT gp2, gp0, 15552
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16640
S_ADDI_INT gp13, gp0, 16640
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15616
S_ADDI_INT gp2, gp0, 15680
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15104
S_ADDI_INT gp15, gp0, 56064
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15744
S_ADDI_INT gp2, gp0, 15808
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16896
S_ADDI_INT gp13, gp0, 16896
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15872
S_ADDI_INT gp2, gp0, 15936
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15360
S_ADDI_INT gp15, gp0, 56320
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16000
S_ADDI_INT gp2, gp0, 16064
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17152
S_ADDI_INT gp13, gp0, 17152
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16128
S_ADDI_INT gp2, gp0, 16192
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15616
S_ADDI_INT gp15, gp0, 56576
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16256
S_ADDI_INT gp2, gp0, 16320
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17408
S_ADDI_INT gp13, gp0, 17408
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16384
S_ADDI_INT gp2, gp0, 16448
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15872
S_ADDI_INT gp15, gp0, 56832
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16512
S_ADDI_INT gp2, gp0, 16576
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17664
S_ADDI_INT gp13, gp0, 17664
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16640
S_ADDI_INT gp2, gp0, 16704
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16128
S_ADDI_INT gp15, gp0, 57088
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16768
S_ADDI_INT gp2, gp0, 16832
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17920
S_ADDI_INT gp13, gp0, 17920
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16896
S_ADDI_INT gp2, gp0, 16960
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16384
S_ADDI_INT gp15, gp0, 57344
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17024
S_ADDI_INT gp2, gp0, 17088
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18176
S_ADDI_INT gp13, gp0, 18176
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17152
S_ADDI_INT gp2, gp0, 17216
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16640
S_ADDI_INT gp15, gp0, 57600
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17280
S_ADDI_INT gp2, gp0, 17344
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18432
S_ADDI_INT gp13, gp0, 18432
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67840
S_ADDI_INT gp13, gp0, 35072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84224
S_ADDI_INT gp13, gp0, 39168
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 17408
S_ADDI_INT gp2, gp0, 17472
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16896
S_ADDI_INT gp15, gp0, 57856
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17536
S_ADDI_INT gp2, gp0, 17600
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18688
S_ADDI_INT gp13, gp0, 18688
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17664
S_ADDI_INT gp2, gp0, 17728
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17152
S_ADDI_INT gp15, gp0, 58112
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17792
S_ADDI_INT gp2, gp0, 17856
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18944
S_ADDI_INT gp13, gp0, 18944
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17920
S_ADDI_INT gp2, gp0, 17984
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17408
S_ADDI_INT gp15, gp0, 58368
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18048
S_ADDI_INT gp2, gp0, 18112
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19200
S_ADDI_INT gp13, gp0, 19200
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18176
S_ADDI_INT gp2, gp0, 18240
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17664
S_ADDI_INT gp15, gp0, 58624
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18304
S_ADDI_INT gp2, gp0, 18368
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19456
S_ADDI_INT gp13, gp0, 19456
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18432
S_ADDI_INT gp2, gp0, 18496
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17920
S_ADDI_INT gp15, gp0, 58880
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18560
S_ADDI_INT gp2, gp0, 18624
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19712
S_ADDI_INT gp13, gp0, 19712
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18688
S_ADDI_INT gp2, gp0, 18752
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18176
S_ADDI_INT gp15, gp0, 59136
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18816
S_ADDI_INT gp2, gp0, 18880
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19968
S_ADDI_INT gp13, gp0, 19968
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18944
S_ADDI_INT gp2, gp0, 19008
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18432
S_ADDI_INT gp15, gp0, 59392
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19072
S_ADDI_INT gp2, gp0, 19136
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20224
S_ADDI_INT gp13, gp0, 20224
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19200
S_ADDI_INT gp2, gp0, 19264
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18688
S_ADDI_INT gp15, gp0, 59648
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19328
S_ADDI_INT gp2, gp0, 19392
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20480
S_ADDI_INT gp13, gp0, 20480
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68096
S_ADDI_INT gp13, gp0, 35328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84480
S_ADDI_INT gp13, gp0, 39424
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 19456
S_ADDI_INT gp2, gp0, 19520
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18944
S_ADDI_INT gp15, gp0, 59904
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19584
S_ADDI_INT gp2, gp0, 19648
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20736
S_ADDI_INT gp13, gp0, 20736
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19712
S_ADDI_INT gp2, gp0, 19776
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19200
S_ADDI_INT gp15, gp0, 60160
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19840
S_ADDI_INT gp2, gp0, 19904
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20992
S_ADDI_INT gp13, gp0, 20992
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19968
S_ADDI_INT gp2, gp0, 20032
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19456
S_ADDI_INT gp15, gp0, 60416
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20096
S_ADDI_INT gp2, gp0, 20160
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 21248
S_ADDI_INT gp13, gp0, 21248
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20224
S_ADDI_INT gp2, gp0, 20288
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19712
S_ADDI_INT gp15, gp0, 60672
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20352
S_ADDI_INT gp2, gp0, 20416
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 21504
S_ADDI_INT gp13, gp0, 21504
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20480
S_ADDI_INT gp2, gp0, 20544
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19968
S_ADDI_INT gp15, gp0, 60928
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20608
S_ADDI_INT gp2, gp0, 20672
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 21760
S_ADDI_INT gp13, gp0, 21760
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20736
S_ADDI_INT gp2, gp0, 20800
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20224
S_ADDI_INT gp15, gp0, 61184
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20864
S_ADDI_INT gp2, gp0, 20928
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22016
S_ADDI_INT gp13, gp0, 22016
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20992
S_ADDI_INT gp2, gp0, 21056
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20480
S_ADDI_INT gp15, gp0, 61440
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21120
S_ADDI_INT gp2, gp0, 21184
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22272
S_ADDI_INT gp13, gp0, 22272
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21248
S_ADDI_INT gp2, gp0, 21312
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20736
S_ADDI_INT gp15, gp0, 61696
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21376
S_ADDI_INT gp2, gp0, 21440
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22528
S_ADDI_INT gp13, gp0, 22528
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68352
S_ADDI_INT gp13, gp0, 35584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84736
S_ADDI_INT gp13, gp0, 39680
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 21504
S_ADDI_INT gp2, gp0, 21568
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20992
S_ADDI_INT gp15, gp0, 61952
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21632
S_ADDI_INT gp2, gp0, 21696
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22784
S_ADDI_INT gp13, gp0, 22784
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21760
S_ADDI_INT gp2, gp0, 21824
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21248
S_ADDI_INT gp15, gp0, 62208
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21888
S_ADDI_INT gp2, gp0, 21952
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23040
S_ADDI_INT gp13, gp0, 23040
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22016
S_ADDI_INT gp2, gp0, 22080
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21504
S_ADDI_INT gp15, gp0, 62464
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22144
S_ADDI_INT gp2, gp0, 22208
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23296
S_ADDI_INT gp13, gp0, 23296
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22272
S_ADDI_INT gp2, gp0, 22336
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21760
S_ADDI_INT gp15, gp0, 62720
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22400
S_ADDI_INT gp2, gp0, 22464
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23552
S_ADDI_INT gp13, gp0, 23552
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22528
S_ADDI_INT gp2, gp0, 22592
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22016
S_ADDI_INT gp15, gp0, 62976
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22656
S_ADDI_INT gp2, gp0, 22720
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23808
S_ADDI_INT gp13, gp0, 23808
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22784
S_ADDI_INT gp2, gp0, 22848
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22272
S_ADDI_INT gp15, gp0, 63232
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22912
S_ADDI_INT gp2, gp0, 22976
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24064
S_ADDI_INT gp13, gp0, 24064
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23040
S_ADDI_INT gp2, gp0, 23104
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22528
S_ADDI_INT gp15, gp0, 63488
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23168
S_ADDI_INT gp2, gp0, 23232
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24320
S_ADDI_INT gp13, gp0, 24320
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23296
S_ADDI_INT gp2, gp0, 23360
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22784
S_ADDI_INT gp15, gp0, 63744
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23424
S_ADDI_INT gp2, gp0, 23488
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24576
S_ADDI_INT gp13, gp0, 24576
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68608
S_ADDI_INT gp13, gp0, 35840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84992
S_ADDI_INT gp13, gp0, 39936
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 23552
S_ADDI_INT gp2, gp0, 23616
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23040
S_ADDI_INT gp15, gp0, 64000
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23680
S_ADDI_INT gp2, gp0, 23744
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24832
S_ADDI_INT gp13, gp0, 24832
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23808
S_ADDI_INT gp2, gp0, 23872
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23296
S_ADDI_INT gp15, gp0, 64256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23936
S_ADDI_INT gp2, gp0, 24000
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25088
S_ADDI_INT gp13, gp0, 25088
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24064
S_ADDI_INT gp2, gp0, 24128
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23552
S_ADDI_INT gp15, gp0, 64512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24192
S_ADDI_INT gp2, gp0, 24256
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25344
S_ADDI_INT gp13, gp0, 25344
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24320
S_ADDI_INT gp2, gp0, 24384
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23808
S_ADDI_INT gp15, gp0, 64768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24448
S_ADDI_INT gp2, gp0, 24512
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25600
S_ADDI_INT gp13, gp0, 25600
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24576
S_ADDI_INT gp2, gp0, 24640
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24064
S_ADDI_INT gp15, gp0, 65024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24704
S_ADDI_INT gp2, gp0, 24768
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25856
S_ADDI_INT gp13, gp0, 25856
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24832
S_ADDI_INT gp2, gp0, 24896
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24320
S_ADDI_INT gp15, gp0, 65280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24960
S_ADDI_INT gp2, gp0, 25024
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26112
S_ADDI_INT gp13, gp0, 26112
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25088
S_ADDI_INT gp2, gp0, 25152
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24576
S_ADDI_INT gp15, gp0, 65536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25216
S_ADDI_INT gp2, gp0, 25280
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26368
S_ADDI_INT gp13, gp0, 26368
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25344
S_ADDI_INT gp2, gp0, 25408
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24832
S_ADDI_INT gp15, gp0, 65792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25472
S_ADDI_INT gp2, gp0, 25536
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26624
S_ADDI_INT gp13, gp0, 26624
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68864
S_ADDI_INT gp13, gp0, 36096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 85248
S_ADDI_INT gp13, gp0, 40192
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 25600
S_ADDI_INT gp2, gp0, 25664
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25088
S_ADDI_INT gp15, gp0, 66048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25728
S_ADDI_INT gp2, gp0, 25792
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26880
S_ADDI_INT gp13, gp0, 26880
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25856
S_ADDI_INT gp2, gp0, 25920
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25344
S_ADDI_INT gp15, gp0, 66304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25984
S_ADDI_INT gp2, gp0, 26048
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27136
S_ADDI_INT gp13, gp0, 27136
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26112
S_ADDI_INT gp2, gp0, 26176
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25600
S_ADDI_INT gp15, gp0, 66560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26240
S_ADDI_INT gp2, gp0, 26304
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27392
S_ADDI_INT gp13, gp0, 27392
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26368
S_ADDI_INT gp2, gp0, 26432
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25856
S_ADDI_INT gp15, gp0, 66816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26496
S_ADDI_INT gp2, gp0, 26560
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27648
S_ADDI_INT gp13, gp0, 27648
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26624
S_ADDI_INT gp2, gp0, 26688
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26112
S_ADDI_INT gp15, gp0, 67072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26752
S_ADDI_INT gp2, gp0, 26816
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27904
S_ADDI_INT gp13, gp0, 27904
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26880
S_ADDI_INT gp2, gp0, 26944
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26368
S_ADDI_INT gp15, gp0, 67328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27008
S_ADDI_INT gp2, gp0, 27072
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28160
S_ADDI_INT gp13, gp0, 28160
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27136
S_ADDI_INT gp2, gp0, 27200
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26624
S_ADDI_INT gp15, gp0, 67584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27264
S_ADDI_INT gp2, gp0, 27328
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28416
S_ADDI_INT gp13, gp0, 28416
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27392
S_ADDI_INT gp2, gp0, 27456
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26880
S_ADDI_INT gp15, gp0, 67840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27520
S_ADDI_INT gp2, gp0, 27584
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28672
S_ADDI_INT gp13, gp0, 28672
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 69120
S_ADDI_INT gp13, gp0, 36352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 85504
S_ADDI_INT gp13, gp0, 40448
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 27648
S_ADDI_INT gp2, gp0, 27712
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27136
S_ADDI_INT gp15, gp0, 68096
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27776
S_ADDI_INT gp2, gp0, 27840
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28928
S_ADDI_INT gp13, gp0, 28928
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27904
S_ADDI_INT gp2, gp0, 27968
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27392
S_ADDI_INT gp15, gp0, 68352
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28032
S_ADDI_INT gp2, gp0, 28096
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29184
S_ADDI_INT gp13, gp0, 29184
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28160
S_ADDI_INT gp2, gp0, 28224
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27648
S_ADDI_INT gp15, gp0, 68608
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28288
S_ADDI_INT gp2, gp0, 28352
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29440
S_ADDI_INT gp13, gp0, 29440
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28416
S_ADDI_INT gp2, gp0, 28480
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27904
S_ADDI_INT gp15, gp0, 68864
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28544
S_ADDI_INT gp2, gp0, 28608
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29696
S_ADDI_INT gp13, gp0, 29696
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28672
S_ADDI_INT gp2, gp0, 28736
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28160
S_ADDI_INT gp15, gp0, 69120
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28800
S_ADDI_INT gp2, gp0, 28864
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29952
S_ADDI_INT gp13, gp0, 29952
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28928
S_ADDI_INT gp2, gp0, 28992
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28416
S_ADDI_INT gp15, gp0, 69376
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29056
S_ADDI_INT gp2, gp0, 29120
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30208
S_ADDI_INT gp13, gp0, 30208
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29184
S_ADDI_INT gp2, gp0, 29248
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28672
S_ADDI_INT gp15, gp0, 69632
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29312
S_ADDI_INT gp2, gp0, 29376
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30464
S_ADDI_INT gp13, gp0, 30464
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29440
S_ADDI_INT gp2, gp0, 29504
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28928
S_ADDI_INT gp15, gp0, 69888
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29568
S_ADDI_INT gp2, gp0, 29632
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30720
S_ADDI_INT gp13, gp0, 30720
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 69376
S_ADDI_INT gp13, gp0, 36608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 85760
S_ADDI_INT gp13, gp0, 40704
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 29696
S_ADDI_INT gp2, gp0, 29760
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29184
S_ADDI_INT gp15, gp0, 70144
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29824
S_ADDI_INT gp2, gp0, 29888
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30976
S_ADDI_INT gp13, gp0, 30976
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29952
S_ADDI_INT gp2, gp0, 30016
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29440
S_ADDI_INT gp15, gp0, 70400
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30080
S_ADDI_INT gp2, gp0, 30144
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 31232
S_ADDI_INT gp13, gp0, 31232
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30208
S_ADDI_INT gp2, gp0, 30272
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29696
S_ADDI_INT gp15, gp0, 70656
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30336
S_ADDI_INT gp2, gp0, 30400
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 31488
S_ADDI_INT gp13, gp0, 31488
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30464
S_ADDI_INT gp2, gp0, 30528
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29952
S_ADDI_INT gp15, gp0, 70912
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30592
S_ADDI_INT gp2, gp0, 30656
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 31744
S_ADDI_INT gp13, gp0, 31744
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30720
S_ADDI_INT gp2, gp0, 30784
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30208
S_ADDI_INT gp15, gp0, 71168
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30848
S_ADDI_INT gp2, gp0, 30912
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 32000
S_ADDI_INT gp13, gp0, 32000
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30976
S_ADDI_INT gp2, gp0, 31040
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30464
S_ADDI_INT gp15, gp0, 71424
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31104
S_ADDI_INT gp2, gp0, 31168
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 32256
S_ADDI_INT gp13, gp0, 32256
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 31232
S_ADDI_INT gp2, gp0, 31296
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30720
S_ADDI_INT gp15, gp0, 71680
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31360
S_ADDI_INT gp2, gp0, 31424
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 32512
S_ADDI_INT gp13, gp0, 32512
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 31488
S_ADDI_INT gp2, gp0, 31552
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30976
S_ADDI_INT gp15, gp0, 71936
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31616
S_ADDI_INT gp2, gp0, 31680
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31744
S_ADDI_INT gp2, gp0, 31808
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31232
S_ADDI_INT gp15, gp0, 72192
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31872
S_ADDI_INT gp2, gp0, 31936
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32000
S_ADDI_INT gp2, gp0, 32064
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31488
S_ADDI_INT gp15, gp0, 72448
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32128
S_ADDI_INT gp2, gp0, 32192
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32256
S_ADDI_INT gp2, gp0, 32320
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31744
S_ADDI_INT gp15, gp0, 72704
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32384
S_ADDI_INT gp2, gp0, 32448
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32512
S_ADDI_INT gp2, gp0, 32576
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32000
S_ADDI_INT gp15, gp0, 72960
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32640
S_ADDI_INT gp2, gp0, 32704
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
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
S_ADDI_INT gp14, gp0, 32256
S_ADDI_INT gp15, gp0, 73216
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
S_ADDI_INT gp14, gp0, 32512
S_ADDI_INT gp15, gp0, 73472
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
