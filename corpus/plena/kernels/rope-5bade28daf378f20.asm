; rope C4: T=128 H=8; 1024 head pairs of 2 VRAM rows; X ring of 1024 rows at row 0,
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
S_ADDI_INT gp13, gp0, 131072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 81920
S_ADDI_INT gp13, gp0, 139264
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
S_ADDI_INT gp3, gp0, 65536
S_ADDI_INT gp4, gp0, 81920
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 0
S_ADDI_INT gp15, gp0, 147456
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 640
S_ADDI_INT gp2, gp0, 704
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
S_ADDI_INT gp12, gp0, 1792
S_ADDI_INT gp13, gp0, 1792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 768
S_ADDI_INT gp2, gp0, 832
S_ADDI_INT gp3, gp0, 65536
S_ADDI_INT gp4, gp0, 81920
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 256
S_ADDI_INT gp15, gp0, 147712
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 896
S_ADDI_INT gp2, gp0, 960
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
S_ADDI_INT gp12, gp0, 2048
S_ADDI_INT gp13, gp0, 2048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1024
S_ADDI_INT gp2, gp0, 1088
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 512
S_ADDI_INT gp15, gp0, 147968
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1152
S_ADDI_INT gp2, gp0, 1216
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
S_ADDI_INT gp12, gp0, 2304
S_ADDI_INT gp13, gp0, 2304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1280
S_ADDI_INT gp2, gp0, 1344
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 768
S_ADDI_INT gp15, gp0, 148224
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1408
S_ADDI_INT gp2, gp0, 1472
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
S_ADDI_INT gp12, gp0, 2560
S_ADDI_INT gp13, gp0, 2560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1536
S_ADDI_INT gp2, gp0, 1600
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1024
S_ADDI_INT gp15, gp0, 148480
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1664
S_ADDI_INT gp2, gp0, 1728
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
S_ADDI_INT gp12, gp0, 2816
S_ADDI_INT gp13, gp0, 2816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1792
S_ADDI_INT gp2, gp0, 1856
S_ADDI_INT gp3, gp0, 65600
S_ADDI_INT gp4, gp0, 81984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1280
S_ADDI_INT gp15, gp0, 148736
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1920
S_ADDI_INT gp2, gp0, 1984
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
S_ADDI_INT gp12, gp0, 3072
S_ADDI_INT gp13, gp0, 3072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2048
S_ADDI_INT gp2, gp0, 2112
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1536
S_ADDI_INT gp15, gp0, 148992
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2176
S_ADDI_INT gp2, gp0, 2240
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
S_ADDI_INT gp12, gp0, 3328
S_ADDI_INT gp13, gp0, 3328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2304
S_ADDI_INT gp2, gp0, 2368
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1792
S_ADDI_INT gp15, gp0, 149248
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2432
S_ADDI_INT gp2, gp0, 2496
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
S_ADDI_INT gp12, gp0, 3584
S_ADDI_INT gp13, gp0, 3584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2560
S_ADDI_INT gp2, gp0, 2624
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2048
S_ADDI_INT gp15, gp0, 149504
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2688
S_ADDI_INT gp2, gp0, 2752
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
S_ADDI_INT gp12, gp0, 3840
S_ADDI_INT gp13, gp0, 3840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2816
S_ADDI_INT gp2, gp0, 2880
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2304
S_ADDI_INT gp15, gp0, 149760
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2944
S_ADDI_INT gp2, gp0, 3008
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
S_ADDI_INT gp12, gp0, 4096
S_ADDI_INT gp13, gp0, 4096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 65792
S_ADDI_INT gp13, gp0, 131328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82176
S_ADDI_INT gp13, gp0, 139520
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 3072
S_ADDI_INT gp2, gp0, 3136
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2560
S_ADDI_INT gp15, gp0, 150016
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3200
S_ADDI_INT gp2, gp0, 3264
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
S_ADDI_INT gp12, gp0, 4352
S_ADDI_INT gp13, gp0, 4352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3328
S_ADDI_INT gp2, gp0, 3392
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2816
S_ADDI_INT gp15, gp0, 150272
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3456
S_ADDI_INT gp2, gp0, 3520
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
S_ADDI_INT gp12, gp0, 4608
S_ADDI_INT gp13, gp0, 4608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3584
S_ADDI_INT gp2, gp0, 3648
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3072
S_ADDI_INT gp15, gp0, 150528
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3712
S_ADDI_INT gp2, gp0, 3776
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
S_ADDI_INT gp12, gp0, 4864
S_ADDI_INT gp13, gp0, 4864
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3840
S_ADDI_INT gp2, gp0, 3904
S_ADDI_INT gp3, gp0, 65728
S_ADDI_INT gp4, gp0, 82112
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3328
S_ADDI_INT gp15, gp0, 150784
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3968
S_ADDI_INT gp2, gp0, 4032
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
S_ADDI_INT gp12, gp0, 5120
S_ADDI_INT gp13, gp0, 5120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4096
S_ADDI_INT gp2, gp0, 4160
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3584
S_ADDI_INT gp15, gp0, 151040
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4224
S_ADDI_INT gp2, gp0, 4288
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
S_ADDI_INT gp12, gp0, 5376
S_ADDI_INT gp13, gp0, 5376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4352
S_ADDI_INT gp2, gp0, 4416
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3840
S_ADDI_INT gp15, gp0, 151296
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4480
S_ADDI_INT gp2, gp0, 4544
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
S_ADDI_INT gp12, gp0, 5632
S_ADDI_INT gp13, gp0, 5632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4608
S_ADDI_INT gp2, gp0, 4672
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4096
S_ADDI_INT gp15, gp0, 151552
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4736
S_ADDI_INT gp2, gp0, 4800
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
S_ADDI_INT gp12, gp0, 5888
S_ADDI_INT gp13, gp0, 5888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4864
S_ADDI_INT gp2, gp0, 4928
S_ADDI_INT gp3, gp0, 65792
S_ADDI_INT gp4, gp0, 82176
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4352
S_ADDI_INT gp15, gp0, 151808
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4992
S_ADDI_INT gp2, gp0, 5056
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
S_ADDI_INT gp12, gp0, 6144
S_ADDI_INT gp13, gp0, 6144
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5120
S_ADDI_INT gp2, gp0, 5184
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4608
S_ADDI_INT gp15, gp0, 152064
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5248
S_ADDI_INT gp2, gp0, 5312
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
S_ADDI_INT gp12, gp0, 6400
S_ADDI_INT gp13, gp0, 6400
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5376
S_ADDI_INT gp2, gp0, 5440
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4864
S_ADDI_INT gp15, gp0, 152320
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5504
S_ADDI_INT gp2, gp0, 5568
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
S_ADDI_INT gp12, gp0, 6656
S_ADDI_INT gp13, gp0, 6656
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5632
S_ADDI_INT gp2, gp0, 5696
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5120
S_ADDI_INT gp15, gp0, 152576
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5760
S_ADDI_INT gp2, gp0, 5824
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
S_ADDI_INT gp12, gp0, 6912
S_ADDI_INT gp13, gp0, 6912
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5888
S_ADDI_INT gp2, gp0, 5952
S_ADDI_INT gp3, gp0, 65856
S_ADDI_INT gp4, gp0, 82240
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5376
S_ADDI_INT gp15, gp0, 152832
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6016
S_ADDI_INT gp2, gp0, 6080
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
S_ADDI_INT gp12, gp0, 7168
S_ADDI_INT gp13, gp0, 7168
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6144
S_ADDI_INT gp2, gp0, 6208
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5632
S_ADDI_INT gp15, gp0, 153088
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6272
S_ADDI_INT gp2, gp0, 6336
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
S_ADDI_INT gp12, gp0, 7424
S_ADDI_INT gp13, gp0, 7424
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6400
S_ADDI_INT gp2, gp0, 6464
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5888
S_ADDI_INT gp15, gp0, 153344
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6528
S_ADDI_INT gp2, gp0, 6592
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
S_ADDI_INT gp12, gp0, 7680
S_ADDI_INT gp13, gp0, 7680
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6656
S_ADDI_INT gp2, gp0, 6720
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6144
S_ADDI_INT gp15, gp0, 153600
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6784
S_ADDI_INT gp2, gp0, 6848
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
S_ADDI_INT gp12, gp0, 7936
S_ADDI_INT gp13, gp0, 7936
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6912
S_ADDI_INT gp2, gp0, 6976
S_ADDI_INT gp3, gp0, 65920
S_ADDI_INT gp4, gp0, 82304
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6400
S_ADDI_INT gp15, gp0, 153856
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7040
S_ADDI_INT gp2, gp0, 7104
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
S_ADDI_INT gp12, gp0, 8192
S_ADDI_INT gp13, gp0, 8192
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66048
S_ADDI_INT gp13, gp0, 131584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82432
S_ADDI_INT gp13, gp0, 139776
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 7168
S_ADDI_INT gp2, gp0, 7232
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6656
S_ADDI_INT gp15, gp0, 154112
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7296
S_ADDI_INT gp2, gp0, 7360
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
S_ADDI_INT gp12, gp0, 8448
S_ADDI_INT gp13, gp0, 8448
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7424
S_ADDI_INT gp2, gp0, 7488
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6912
S_ADDI_INT gp15, gp0, 154368
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7552
S_ADDI_INT gp2, gp0, 7616
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
S_ADDI_INT gp12, gp0, 8704
S_ADDI_INT gp13, gp0, 8704
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7680
S_ADDI_INT gp2, gp0, 7744
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7168
S_ADDI_INT gp15, gp0, 154624
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7808
S_ADDI_INT gp2, gp0, 7872
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
S_ADDI_INT gp12, gp0, 8960
S_ADDI_INT gp13, gp0, 8960
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7936
S_ADDI_INT gp2, gp0, 8000
S_ADDI_INT gp3, gp0, 65984
S_ADDI_INT gp4, gp0, 82368
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7424
S_ADDI_INT gp15, gp0, 154880
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8064
S_ADDI_INT gp2, gp0, 8128
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
S_ADDI_INT gp12, gp0, 9216
S_ADDI_INT gp13, gp0, 9216
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8192
S_ADDI_INT gp2, gp0, 8256
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7680
S_ADDI_INT gp15, gp0, 155136
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8320
S_ADDI_INT gp2, gp0, 8384
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
S_ADDI_INT gp12, gp0, 9472
S_ADDI_INT gp13, gp0, 9472
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8448
S_ADDI_INT gp2, gp0, 8512
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7936
S_ADDI_INT gp15, gp0, 155392
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8576
S_ADDI_INT gp2, gp0, 8640
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
S_ADDI_INT gp12, gp0, 9728
S_ADDI_INT gp13, gp0, 9728
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8704
S_ADDI_INT gp2, gp0, 8768
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8192
S_ADDI_INT gp15, gp0, 155648
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8832
S_ADDI_INT gp2, gp0, 8896
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
S_ADDI_INT gp12, gp0, 9984
S_ADDI_INT gp13, gp0, 9984
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8960
S_ADDI_INT gp2, gp0, 9024
S_ADDI_INT gp3, gp0, 66048
S_ADDI_INT gp4, gp0, 82432
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8448
S_ADDI_INT gp15, gp0, 155904
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9088
S_ADDI_INT gp2, gp0, 9152
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
S_ADDI_INT gp12, gp0, 10240
S_ADDI_INT gp13, gp0, 10240
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9216
S_ADDI_INT gp2, gp0, 9280
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8704
S_ADDI_INT gp15, gp0, 156160
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9344
S_ADDI_INT gp2, gp0, 9408
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
S_ADDI_INT gp12, gp0, 10496
S_ADDI_INT gp13, gp0, 10496
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9472
S_ADDI_INT gp2, gp0, 9536
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8960
S_ADDI_INT gp15, gp0, 156416
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9600
S_ADDI_INT gp2, gp0, 9664
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
S_ADDI_INT gp12, gp0, 10752
S_ADDI_INT gp13, gp0, 10752
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9728
S_ADDI_INT gp2, gp0, 9792
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9216
S_ADDI_INT gp15, gp0, 156672
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9856
S_ADDI_INT gp2, gp0, 9920
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
S_ADDI_INT gp12, gp0, 11008
S_ADDI_INT gp13, gp0, 11008
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9984
S_ADDI_INT gp2, gp0, 10048
S_ADDI_INT gp3, gp0, 66112
S_ADDI_INT gp4, gp0, 82496
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9472
S_ADDI_INT gp15, gp0, 156928
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10112
S_ADDI_INT gp2, gp0, 10176
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
S_ADDI_INT gp12, gp0, 11264
S_ADDI_INT gp13, gp0, 11264
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10240
S_ADDI_INT gp2, gp0, 10304
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9728
S_ADDI_INT gp15, gp0, 157184
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10368
S_ADDI_INT gp2, gp0, 10432
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
S_ADDI_INT gp12, gp0, 11520
S_ADDI_INT gp13, gp0, 11520
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10496
S_ADDI_INT gp2, gp0, 10560
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9984
S_ADDI_INT gp15, gp0, 157440
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10624
S_ADDI_INT gp2, gp0, 10688
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
S_ADDI_INT gp12, gp0, 11776
S_ADDI_INT gp13, gp0, 11776
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10752
S_ADDI_INT gp2, gp0, 10816
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10240
S_ADDI_INT gp15, gp0, 157696
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10880
S_ADDI_INT gp2, gp0, 10944
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
S_ADDI_INT gp12, gp0, 12032
S_ADDI_INT gp13, gp0, 12032
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11008
S_ADDI_INT gp2, gp0, 11072
S_ADDI_INT gp3, gp0, 66176
S_ADDI_INT gp4, gp0, 82560
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10496
S_ADDI_INT gp15, gp0, 157952
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11136
S_ADDI_INT gp2, gp0, 11200
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
S_ADDI_INT gp12, gp0, 12288
S_ADDI_INT gp13, gp0, 12288
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66304
S_ADDI_INT gp13, gp0, 131840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82688
S_ADDI_INT gp13, gp0, 140032
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 11264
S_ADDI_INT gp2, gp0, 11328
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10752
S_ADDI_INT gp15, gp0, 158208
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11392
S_ADDI_INT gp2, gp0, 11456
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
S_ADDI_INT gp12, gp0, 12544
S_ADDI_INT gp13, gp0, 12544
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11520
S_ADDI_INT gp2, gp0, 11584
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11008
S_ADDI_INT gp15, gp0, 158464
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11648
S_ADDI_INT gp2, gp0, 11712
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
S_ADDI_INT gp12, gp0, 12800
S_ADDI_INT gp13, gp0, 12800
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11776
S_ADDI_INT gp2, gp0, 11840
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11264
S_ADDI_INT gp15, gp0, 158720
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11904
S_ADDI_INT gp2, gp0, 11968
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
S_ADDI_INT gp12, gp0, 13056
S_ADDI_INT gp13, gp0, 13056
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12032
S_ADDI_INT gp2, gp0, 12096
S_ADDI_INT gp3, gp0, 66240
S_ADDI_INT gp4, gp0, 82624
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11520
S_ADDI_INT gp15, gp0, 158976
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12160
S_ADDI_INT gp2, gp0, 12224
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
S_ADDI_INT gp12, gp0, 13312
S_ADDI_INT gp13, gp0, 13312
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12288
S_ADDI_INT gp2, gp0, 12352
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11776
S_ADDI_INT gp15, gp0, 159232
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12416
S_ADDI_INT gp2, gp0, 12480
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
S_ADDI_INT gp12, gp0, 13568
S_ADDI_INT gp13, gp0, 13568
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12544
S_ADDI_INT gp2, gp0, 12608
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12032
S_ADDI_INT gp15, gp0, 159488
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12672
S_ADDI_INT gp2, gp0, 12736
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
S_ADDI_INT gp12, gp0, 13824
S_ADDI_INT gp13, gp0, 13824
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12800
S_ADDI_INT gp2, gp0, 12864
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12288
S_ADDI_INT gp15, gp0, 159744
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12928
S_ADDI_INT gp2, gp0, 12992
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
S_ADDI_INT gp12, gp0, 14080
S_ADDI_INT gp13, gp0, 14080
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13056
S_ADDI_INT gp2, gp0, 13120
S_ADDI_INT gp3, gp0, 66304
S_ADDI_INT gp4, gp0, 82688
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12544
S_ADDI_INT gp15, gp0, 160000
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13184
S_ADDI_INT gp2, gp0, 13248
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
S_ADDI_INT gp12, gp0, 14336
S_ADDI_INT gp13, gp0, 14336
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13312
S_ADDI_INT gp2, gp0, 13376
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12800
S_ADDI_INT gp15, gp0, 160256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13440
S_ADDI_INT gp2, gp0, 13504
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
S_ADDI_INT gp12, gp0, 14592
S_ADDI_INT gp13, gp0, 14592
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13568
S_ADDI_INT gp2, gp0, 13632
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13056
S_ADDI_INT gp15, gp0, 160512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13696
S_ADDI_INT gp2, gp0, 13760
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
S_ADDI_INT gp12, gp0, 14848
S_ADDI_INT gp13, gp0, 14848
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13824
S_ADDI_INT gp2, gp0, 13888
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13312
S_ADDI_INT gp15, gp0, 160768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13952
S_ADDI_INT gp2, gp0, 14016
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
S_ADDI_INT gp12, gp0, 15104
S_ADDI_INT gp13, gp0, 15104
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14080
S_ADDI_INT gp2, gp0, 14144
S_ADDI_INT gp3, gp0, 66368
S_ADDI_INT gp4, gp0, 82752
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13568
S_ADDI_INT gp15, gp0, 161024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14208
S_ADDI_INT gp2, gp0, 14272
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
S_ADDI_INT gp12, gp0, 15360
S_ADDI_INT gp13, gp0, 15360
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14336
S_ADDI_INT gp2, gp0, 14400
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13824
S_ADDI_INT gp15, gp0, 161280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14464
S_ADDI_INT gp2, gp0, 14528
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
S_ADDI_INT gp12, gp0, 15616
S_ADDI_INT gp13, gp0, 15616
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14592
S_ADDI_INT gp2, gp0, 14656
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14080
S_ADDI_INT gp15, gp0, 161536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14720
S_ADDI_INT gp2, gp0, 14784
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
S_ADDI_INT gp12, gp0, 15872
S_ADDI_INT gp13, gp0, 15872
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14848
S_ADDI_INT gp2, gp0, 14912
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14336
S_ADDI_INT gp15, gp0, 161792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14976
S_ADDI_INT gp2, gp0, 15040
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
S_ADDI_INT gp12, gp0, 16128
S_ADDI_INT gp13, gp0, 16128
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15104
S_ADDI_INT gp2, gp0, 15168
S_ADDI_INT gp3, gp0, 66432
S_ADDI_INT gp4, gp0, 82816
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14592
S_ADDI_INT gp15, gp0, 162048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15232
S_ADDI_INT gp2, gp0, 15296
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
S_ADDI_INT gp12, gp0, 16384
S_ADDI_INT gp13, gp0, 16384
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66560
S_ADDI_INT gp13, gp0, 132096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 82944
S_ADDI_INT gp13, gp0, 140288
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 15360
S_ADDI_INT gp2, gp0, 15424
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14848
S_ADDI_INT gp15, gp0, 162304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15488
S_ADDI_INT gp2, gp0, 15552
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
S_ADDI_INT gp12, gp0, 16640
S_ADDI_INT gp13, gp0, 16640
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15616
S_ADDI_INT gp2, gp0, 15680
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15104
S_ADDI_INT gp15, gp0, 162560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15744
S_ADDI_INT gp2, gp0, 15808
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
S_ADDI_INT gp12, gp0, 16896
S_ADDI_INT gp13, gp0, 16896
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15872
S_ADDI_INT gp2, gp0, 15936
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15360
S_ADDI_INT gp15, gp0, 162816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16000
S_ADDI_INT gp2, gp0, 16064
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
S_ADDI_INT gp12, gp0, 17152
S_ADDI_INT gp13, gp0, 17152
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16128
S_ADDI_INT gp2, gp0, 16192
S_ADDI_INT gp3, gp0, 66496
S_ADDI_INT gp4, gp0, 82880
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15616
S_ADDI_INT gp15, gp0, 163072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16256
S_ADDI_INT gp2, gp0, 16320
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
S_ADDI_INT gp12, gp0, 17408
S_ADDI_INT gp13, gp0, 17408
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16384
S_ADDI_INT gp2, gp0, 16448
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15872
S_ADDI_INT gp15, gp0, 163328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16512
S_ADDI_INT gp2, gp0, 16576
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
S_ADDI_INT gp12, gp0, 17664
S_ADDI_INT gp13, gp0, 17664
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16640
S_ADDI_INT gp2, gp0, 16704
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16128
S_ADDI_INT gp15, gp0, 163584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16768
S_ADDI_INT gp2, gp0, 16832
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
S_ADDI_INT gp12, gp0, 17920
S_ADDI_INT gp13, gp0, 17920
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16896
S_ADDI_INT gp2, gp0, 16960
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16384
S_ADDI_INT gp15, gp0, 163840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17024
S_ADDI_INT gp2, gp0, 17088
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
S_ADDI_INT gp12, gp0, 18176
S_ADDI_INT gp13, gp0, 18176
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17152
S_ADDI_INT gp2, gp0, 17216
S_ADDI_INT gp3, gp0, 66560
S_ADDI_INT gp4, gp0, 82944
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16640
S_ADDI_INT gp15, gp0, 164096
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17280
S_ADDI_INT gp2, gp0, 17344
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
S_ADDI_INT gp12, gp0, 18432
S_ADDI_INT gp13, gp0, 18432
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17408
S_ADDI_INT gp2, gp0, 17472
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16896
S_ADDI_INT gp15, gp0, 164352
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17536
S_ADDI_INT gp2, gp0, 17600
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
S_ADDI_INT gp12, gp0, 18688
S_ADDI_INT gp13, gp0, 18688
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17664
S_ADDI_INT gp2, gp0, 17728
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17152
S_ADDI_INT gp15, gp0, 164608
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17792
S_ADDI_INT gp2, gp0, 17856
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
S_ADDI_INT gp12, gp0, 18944
S_ADDI_INT gp13, gp0, 18944
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17920
S_ADDI_INT gp2, gp0, 17984
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17408
S_ADDI_INT gp15, gp0, 164864
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18048
S_ADDI_INT gp2, gp0, 18112
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
S_ADDI_INT gp12, gp0, 19200
S_ADDI_INT gp13, gp0, 19200
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18176
S_ADDI_INT gp2, gp0, 18240
S_ADDI_INT gp3, gp0, 66624
S_ADDI_INT gp4, gp0, 83008
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17664
S_ADDI_INT gp15, gp0, 165120
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18304
S_ADDI_INT gp2, gp0, 18368
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
S_ADDI_INT gp12, gp0, 19456
S_ADDI_INT gp13, gp0, 19456
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18432
S_ADDI_INT gp2, gp0, 18496
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17920
S_ADDI_INT gp15, gp0, 165376
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18560
S_ADDI_INT gp2, gp0, 18624
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
S_ADDI_INT gp12, gp0, 19712
S_ADDI_INT gp13, gp0, 19712
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18688
S_ADDI_INT gp2, gp0, 18752
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18176
S_ADDI_INT gp15, gp0, 165632
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18816
S_ADDI_INT gp2, gp0, 18880
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
S_ADDI_INT gp12, gp0, 19968
S_ADDI_INT gp13, gp0, 19968
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18944
S_ADDI_INT gp2, gp0, 19008
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18432
S_ADDI_INT gp15, gp0, 165888
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19072
S_ADDI_INT gp2, gp0, 19136
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
S_ADDI_INT gp12, gp0, 20224
S_ADDI_INT gp13, gp0, 20224
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19200
S_ADDI_INT gp2, gp0, 19264
S_ADDI_INT gp3, gp0, 66688
S_ADDI_INT gp4, gp0, 83072
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18688
S_ADDI_INT gp15, gp0, 166144
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19328
S_ADDI_INT gp2, gp0, 19392
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
S_ADDI_INT gp12, gp0, 20480
S_ADDI_INT gp13, gp0, 20480
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 66816
S_ADDI_INT gp13, gp0, 132352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83200
S_ADDI_INT gp13, gp0, 140544
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 19456
S_ADDI_INT gp2, gp0, 19520
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18944
S_ADDI_INT gp15, gp0, 166400
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19584
S_ADDI_INT gp2, gp0, 19648
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
S_ADDI_INT gp12, gp0, 20736
S_ADDI_INT gp13, gp0, 20736
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19712
S_ADDI_INT gp2, gp0, 19776
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19200
S_ADDI_INT gp15, gp0, 166656
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19840
S_ADDI_INT gp2, gp0, 19904
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
S_ADDI_INT gp12, gp0, 20992
S_ADDI_INT gp13, gp0, 20992
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19968
S_ADDI_INT gp2, gp0, 20032
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19456
S_ADDI_INT gp15, gp0, 166912
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20096
S_ADDI_INT gp2, gp0, 20160
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
S_ADDI_INT gp12, gp0, 21248
S_ADDI_INT gp13, gp0, 21248
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20224
S_ADDI_INT gp2, gp0, 20288
S_ADDI_INT gp3, gp0, 66752
S_ADDI_INT gp4, gp0, 83136
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19712
S_ADDI_INT gp15, gp0, 167168
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20352
S_ADDI_INT gp2, gp0, 20416
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
S_ADDI_INT gp12, gp0, 21504
S_ADDI_INT gp13, gp0, 21504
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20480
S_ADDI_INT gp2, gp0, 20544
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19968
S_ADDI_INT gp15, gp0, 167424
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20608
S_ADDI_INT gp2, gp0, 20672
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
S_ADDI_INT gp12, gp0, 21760
S_ADDI_INT gp13, gp0, 21760
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20736
S_ADDI_INT gp2, gp0, 20800
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20224
S_ADDI_INT gp15, gp0, 167680
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20864
S_ADDI_INT gp2, gp0, 20928
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
S_ADDI_INT gp12, gp0, 22016
S_ADDI_INT gp13, gp0, 22016
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20992
S_ADDI_INT gp2, gp0, 21056
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20480
S_ADDI_INT gp15, gp0, 167936
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21120
S_ADDI_INT gp2, gp0, 21184
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
S_ADDI_INT gp12, gp0, 22272
S_ADDI_INT gp13, gp0, 22272
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21248
S_ADDI_INT gp2, gp0, 21312
S_ADDI_INT gp3, gp0, 66816
S_ADDI_INT gp4, gp0, 83200
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20736
S_ADDI_INT gp15, gp0, 168192
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21376
S_ADDI_INT gp2, gp0, 21440
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
S_ADDI_INT gp12, gp0, 22528
S_ADDI_INT gp13, gp0, 22528
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21504
S_ADDI_INT gp2, gp0, 21568
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20992
S_ADDI_INT gp15, gp0, 168448
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21632
S_ADDI_INT gp2, gp0, 21696
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
S_ADDI_INT gp12, gp0, 22784
S_ADDI_INT gp13, gp0, 22784
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21760
S_ADDI_INT gp2, gp0, 21824
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21248
S_ADDI_INT gp15, gp0, 168704
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21888
S_ADDI_INT gp2, gp0, 21952
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
S_ADDI_INT gp12, gp0, 23040
S_ADDI_INT gp13, gp0, 23040
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22016
S_ADDI_INT gp2, gp0, 22080
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21504
S_ADDI_INT gp15, gp0, 168960
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22144
S_ADDI_INT gp2, gp0, 22208
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
S_ADDI_INT gp12, gp0, 23296
S_ADDI_INT gp13, gp0, 23296
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22272
S_ADDI_INT gp2, gp0, 22336
S_ADDI_INT gp3, gp0, 66880
S_ADDI_INT gp4, gp0, 83264
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21760
S_ADDI_INT gp15, gp0, 169216
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22400
S_ADDI_INT gp2, gp0, 22464
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
S_ADDI_INT gp12, gp0, 23552
S_ADDI_INT gp13, gp0, 23552
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22528
S_ADDI_INT gp2, gp0, 22592
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22016
S_ADDI_INT gp15, gp0, 169472
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22656
S_ADDI_INT gp2, gp0, 22720
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
S_ADDI_INT gp12, gp0, 23808
S_ADDI_INT gp13, gp0, 23808
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22784
S_ADDI_INT gp2, gp0, 22848
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22272
S_ADDI_INT gp15, gp0, 169728
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22912
S_ADDI_INT gp2, gp0, 22976
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
S_ADDI_INT gp12, gp0, 24064
S_ADDI_INT gp13, gp0, 24064
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23040
S_ADDI_INT gp2, gp0, 23104
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22528
S_ADDI_INT gp15, gp0, 169984
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23168
S_ADDI_INT gp2, gp0, 23232
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
S_ADDI_INT gp12, gp0, 24320
S_ADDI_INT gp13, gp0, 24320
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23296
S_ADDI_INT gp2, gp0, 23360
S_ADDI_INT gp3, gp0, 66944
S_ADDI_INT gp4, gp0, 83328
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22784
S_ADDI_INT gp15, gp0, 170240
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23424
S_ADDI_INT gp2, gp0, 23488
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
S_ADDI_INT gp12, gp0, 24576
S_ADDI_INT gp13, gp0, 24576
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67072
S_ADDI_INT gp13, gp0, 132608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83456
S_ADDI_INT gp13, gp0, 140800
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 23552
S_ADDI_INT gp2, gp0, 23616
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23040
S_ADDI_INT gp15, gp0, 170496
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23680
S_ADDI_INT gp2, gp0, 23744
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
S_ADDI_INT gp12, gp0, 24832
S_ADDI_INT gp13, gp0, 24832
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23808
S_ADDI_INT gp2, gp0, 23872
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23296
S_ADDI_INT gp15, gp0, 170752
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23936
S_ADDI_INT gp2, gp0, 24000
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
S_ADDI_INT gp12, gp0, 25088
S_ADDI_INT gp13, gp0, 25088
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24064
S_ADDI_INT gp2, gp0, 24128
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23552
S_ADDI_INT gp15, gp0, 171008
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24192
S_ADDI_INT gp2, gp0, 24256
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
S_ADDI_INT gp12, gp0, 25344
S_ADDI_INT gp13, gp0, 25344
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24320
S_ADDI_INT gp2, gp0, 24384
S_ADDI_INT gp3, gp0, 67008
S_ADDI_INT gp4, gp0, 83392
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23808
S_ADDI_INT gp15, gp0, 171264
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24448
S_ADDI_INT gp2, gp0, 24512
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
S_ADDI_INT gp12, gp0, 25600
S_ADDI_INT gp13, gp0, 25600
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24576
S_ADDI_INT gp2, gp0, 24640
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24064
S_ADDI_INT gp15, gp0, 171520
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24704
S_ADDI_INT gp2, gp0, 24768
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
S_ADDI_INT gp12, gp0, 25856
S_ADDI_INT gp13, gp0, 25856
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24832
S_ADDI_INT gp2, gp0, 24896
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24320
S_ADDI_INT gp15, gp0, 171776
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24960
S_ADDI_INT gp2, gp0, 25024
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
S_ADDI_INT gp12, gp0, 26112
S_ADDI_INT gp13, gp0, 26112
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25088
S_ADDI_INT gp2, gp0, 25152
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24576
S_ADDI_INT gp15, gp0, 172032
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25216
S_ADDI_INT gp2, gp0, 25280
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
S_ADDI_INT gp12, gp0, 26368
S_ADDI_INT gp13, gp0, 26368
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25344
S_ADDI_INT gp2, gp0, 25408
S_ADDI_INT gp3, gp0, 67072
S_ADDI_INT gp4, gp0, 83456
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24832
S_ADDI_INT gp15, gp0, 172288
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25472
S_ADDI_INT gp2, gp0, 25536
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
S_ADDI_INT gp12, gp0, 26624
S_ADDI_INT gp13, gp0, 26624
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25600
S_ADDI_INT gp2, gp0, 25664
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25088
S_ADDI_INT gp15, gp0, 172544
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25728
S_ADDI_INT gp2, gp0, 25792
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
S_ADDI_INT gp12, gp0, 26880
S_ADDI_INT gp13, gp0, 26880
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25856
S_ADDI_INT gp2, gp0, 25920
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25344
S_ADDI_INT gp15, gp0, 172800
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25984
S_ADDI_INT gp2, gp0, 26048
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
S_ADDI_INT gp12, gp0, 27136
S_ADDI_INT gp13, gp0, 27136
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26112
S_ADDI_INT gp2, gp0, 26176
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25600
S_ADDI_INT gp15, gp0, 173056
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26240
S_ADDI_INT gp2, gp0, 26304
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
S_ADDI_INT gp12, gp0, 27392
S_ADDI_INT gp13, gp0, 27392
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26368
S_ADDI_INT gp2, gp0, 26432
S_ADDI_INT gp3, gp0, 67136
S_ADDI_INT gp4, gp0, 83520
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25856
S_ADDI_INT gp15, gp0, 173312
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26496
S_ADDI_INT gp2, gp0, 26560
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
S_ADDI_INT gp12, gp0, 27648
S_ADDI_INT gp13, gp0, 27648
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26624
S_ADDI_INT gp2, gp0, 26688
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26112
S_ADDI_INT gp15, gp0, 173568
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26752
S_ADDI_INT gp2, gp0, 26816
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
S_ADDI_INT gp12, gp0, 27904
S_ADDI_INT gp13, gp0, 27904
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26880
S_ADDI_INT gp2, gp0, 26944
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26368
S_ADDI_INT gp15, gp0, 173824
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27008
S_ADDI_INT gp2, gp0, 27072
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
S_ADDI_INT gp12, gp0, 28160
S_ADDI_INT gp13, gp0, 28160
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27136
S_ADDI_INT gp2, gp0, 27200
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26624
S_ADDI_INT gp15, gp0, 174080
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27264
S_ADDI_INT gp2, gp0, 27328
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
S_ADDI_INT gp12, gp0, 28416
S_ADDI_INT gp13, gp0, 28416
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27392
S_ADDI_INT gp2, gp0, 27456
S_ADDI_INT gp3, gp0, 67200
S_ADDI_INT gp4, gp0, 83584
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26880
S_ADDI_INT gp15, gp0, 174336
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27520
S_ADDI_INT gp2, gp0, 27584
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
S_ADDI_INT gp12, gp0, 28672
S_ADDI_INT gp13, gp0, 28672
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67328
S_ADDI_INT gp13, gp0, 132864
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83712
S_ADDI_INT gp13, gp0, 141056
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 27648
S_ADDI_INT gp2, gp0, 27712
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27136
S_ADDI_INT gp15, gp0, 174592
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27776
S_ADDI_INT gp2, gp0, 27840
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
S_ADDI_INT gp12, gp0, 28928
S_ADDI_INT gp13, gp0, 28928
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27904
S_ADDI_INT gp2, gp0, 27968
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27392
S_ADDI_INT gp15, gp0, 174848
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28032
S_ADDI_INT gp2, gp0, 28096
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
S_ADDI_INT gp12, gp0, 29184
S_ADDI_INT gp13, gp0, 29184
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28160
S_ADDI_INT gp2, gp0, 28224
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27648
S_ADDI_INT gp15, gp0, 175104
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28288
S_ADDI_INT gp2, gp0, 28352
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
S_ADDI_INT gp12, gp0, 29440
S_ADDI_INT gp13, gp0, 29440
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28416
S_ADDI_INT gp2, gp0, 28480
S_ADDI_INT gp3, gp0, 67264
S_ADDI_INT gp4, gp0, 83648
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27904
S_ADDI_INT gp15, gp0, 175360
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28544
S_ADDI_INT gp2, gp0, 28608
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
S_ADDI_INT gp12, gp0, 29696
S_ADDI_INT gp13, gp0, 29696
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28672
S_ADDI_INT gp2, gp0, 28736
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28160
S_ADDI_INT gp15, gp0, 175616
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28800
S_ADDI_INT gp2, gp0, 28864
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
S_ADDI_INT gp12, gp0, 29952
S_ADDI_INT gp13, gp0, 29952
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28928
S_ADDI_INT gp2, gp0, 28992
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28416
S_ADDI_INT gp15, gp0, 175872
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29056
S_ADDI_INT gp2, gp0, 29120
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
S_ADDI_INT gp12, gp0, 30208
S_ADDI_INT gp13, gp0, 30208
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29184
S_ADDI_INT gp2, gp0, 29248
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28672
S_ADDI_INT gp15, gp0, 176128
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29312
S_ADDI_INT gp2, gp0, 29376
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
S_ADDI_INT gp12, gp0, 30464
S_ADDI_INT gp13, gp0, 30464
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29440
S_ADDI_INT gp2, gp0, 29504
S_ADDI_INT gp3, gp0, 67328
S_ADDI_INT gp4, gp0, 83712
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28928
S_ADDI_INT gp15, gp0, 176384
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29568
S_ADDI_INT gp2, gp0, 29632
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
S_ADDI_INT gp12, gp0, 30720
S_ADDI_INT gp13, gp0, 30720
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29696
S_ADDI_INT gp2, gp0, 29760
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29184
S_ADDI_INT gp15, gp0, 176640
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29824
S_ADDI_INT gp2, gp0, 29888
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
S_ADDI_INT gp12, gp0, 30976
S_ADDI_INT gp13, gp0, 30976
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29952
S_ADDI_INT gp2, gp0, 30016
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29440
S_ADDI_INT gp15, gp0, 176896
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30080
S_ADDI_INT gp2, gp0, 30144
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
S_ADDI_INT gp12, gp0, 31232
S_ADDI_INT gp13, gp0, 31232
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30208
S_ADDI_INT gp2, gp0, 30272
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29696
S_ADDI_INT gp15, gp0, 177152
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30336
S_ADDI_INT gp2, gp0, 30400
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
S_ADDI_INT gp12, gp0, 31488
S_ADDI_INT gp13, gp0, 31488
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30464
S_ADDI_INT gp2, gp0, 30528
S_ADDI_INT gp3, gp0, 67392
S_ADDI_INT gp4, gp0, 83776
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29952
S_ADDI_INT gp15, gp0, 177408
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30592
S_ADDI_INT gp2, gp0, 30656
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
S_ADDI_INT gp12, gp0, 31744
S_ADDI_INT gp13, gp0, 31744
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30720
S_ADDI_INT gp2, gp0, 30784
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30208
S_ADDI_INT gp15, gp0, 177664
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30848
S_ADDI_INT gp2, gp0, 30912
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
S_ADDI_INT gp12, gp0, 32000
S_ADDI_INT gp13, gp0, 32000
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30976
S_ADDI_INT gp2, gp0, 31040
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30464
S_ADDI_INT gp15, gp0, 177920
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31104
S_ADDI_INT gp2, gp0, 31168
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
S_ADDI_INT gp12, gp0, 32256
S_ADDI_INT gp13, gp0, 32256
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 31232
S_ADDI_INT gp2, gp0, 31296
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30720
S_ADDI_INT gp15, gp0, 178176
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31360
S_ADDI_INT gp2, gp0, 31424
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
S_ADDI_INT gp12, gp0, 32512
S_ADDI_INT gp13, gp0, 32512
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 31488
S_ADDI_INT gp2, gp0, 31552
S_ADDI_INT gp3, gp0, 67456
S_ADDI_INT gp4, gp0, 83840
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30976
S_ADDI_INT gp15, gp0, 178432
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31616
S_ADDI_INT gp2, gp0, 31680
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
S_ADDI_INT gp12, gp0, 32768
S_ADDI_INT gp13, gp0, 32768
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67584
S_ADDI_INT gp13, gp0, 133120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 83968
S_ADDI_INT gp13, gp0, 141312
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 31744
S_ADDI_INT gp2, gp0, 31808
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31232
S_ADDI_INT gp15, gp0, 178688
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31872
S_ADDI_INT gp2, gp0, 31936
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
S_ADDI_INT gp12, gp0, 33024
S_ADDI_INT gp13, gp0, 33024
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32000
S_ADDI_INT gp2, gp0, 32064
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31488
S_ADDI_INT gp15, gp0, 178944
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32128
S_ADDI_INT gp2, gp0, 32192
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
S_ADDI_INT gp12, gp0, 33280
S_ADDI_INT gp13, gp0, 33280
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32256
S_ADDI_INT gp2, gp0, 32320
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31744
S_ADDI_INT gp15, gp0, 179200
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32384
S_ADDI_INT gp2, gp0, 32448
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
S_ADDI_INT gp12, gp0, 33536
S_ADDI_INT gp13, gp0, 33536
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32512
S_ADDI_INT gp2, gp0, 32576
S_ADDI_INT gp3, gp0, 67520
S_ADDI_INT gp4, gp0, 83904
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32000
S_ADDI_INT gp15, gp0, 179456
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32640
S_ADDI_INT gp2, gp0, 32704
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
S_ADDI_INT gp12, gp0, 33792
S_ADDI_INT gp13, gp0, 33792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32768
S_ADDI_INT gp2, gp0, 32832
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32256
S_ADDI_INT gp15, gp0, 179712
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32896
S_ADDI_INT gp2, gp0, 32960
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
S_ADDI_INT gp12, gp0, 34048
S_ADDI_INT gp13, gp0, 34048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33024
S_ADDI_INT gp2, gp0, 33088
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32512
S_ADDI_INT gp15, gp0, 179968
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33152
S_ADDI_INT gp2, gp0, 33216
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
S_ADDI_INT gp12, gp0, 34304
S_ADDI_INT gp13, gp0, 34304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33280
S_ADDI_INT gp2, gp0, 33344
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32768
S_ADDI_INT gp15, gp0, 180224
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33408
S_ADDI_INT gp2, gp0, 33472
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
S_ADDI_INT gp12, gp0, 34560
S_ADDI_INT gp13, gp0, 34560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33536
S_ADDI_INT gp2, gp0, 33600
S_ADDI_INT gp3, gp0, 67584
S_ADDI_INT gp4, gp0, 83968
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33024
S_ADDI_INT gp15, gp0, 180480
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33664
S_ADDI_INT gp2, gp0, 33728
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
S_ADDI_INT gp12, gp0, 34816
S_ADDI_INT gp13, gp0, 34816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33792
S_ADDI_INT gp2, gp0, 33856
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33280
S_ADDI_INT gp15, gp0, 180736
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33920
S_ADDI_INT gp2, gp0, 33984
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
S_ADDI_INT gp12, gp0, 35072
S_ADDI_INT gp13, gp0, 35072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34048
S_ADDI_INT gp2, gp0, 34112
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33536
S_ADDI_INT gp15, gp0, 180992
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34176
S_ADDI_INT gp2, gp0, 34240
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
S_ADDI_INT gp12, gp0, 35328
S_ADDI_INT gp13, gp0, 35328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34304
S_ADDI_INT gp2, gp0, 34368
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33792
S_ADDI_INT gp15, gp0, 181248
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34432
S_ADDI_INT gp2, gp0, 34496
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
S_ADDI_INT gp12, gp0, 35584
S_ADDI_INT gp13, gp0, 35584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34560
S_ADDI_INT gp2, gp0, 34624
S_ADDI_INT gp3, gp0, 67648
S_ADDI_INT gp4, gp0, 84032
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34048
S_ADDI_INT gp15, gp0, 181504
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34688
S_ADDI_INT gp2, gp0, 34752
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
S_ADDI_INT gp12, gp0, 35840
S_ADDI_INT gp13, gp0, 35840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34816
S_ADDI_INT gp2, gp0, 34880
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34304
S_ADDI_INT gp15, gp0, 181760
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34944
S_ADDI_INT gp2, gp0, 35008
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
S_ADDI_INT gp12, gp0, 36096
S_ADDI_INT gp13, gp0, 36096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 35072
S_ADDI_INT gp2, gp0, 35136
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34560
S_ADDI_INT gp15, gp0, 182016
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35200
S_ADDI_INT gp2, gp0, 35264
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
S_ADDI_INT gp12, gp0, 36352
S_ADDI_INT gp13, gp0, 36352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 35328
S_ADDI_INT gp2, gp0, 35392
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34816
S_ADDI_INT gp15, gp0, 182272
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35456
S_ADDI_INT gp2, gp0, 35520
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
S_ADDI_INT gp12, gp0, 36608
S_ADDI_INT gp13, gp0, 36608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 35584
S_ADDI_INT gp2, gp0, 35648
S_ADDI_INT gp3, gp0, 67712
S_ADDI_INT gp4, gp0, 84096
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35072
S_ADDI_INT gp15, gp0, 182528
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35712
S_ADDI_INT gp2, gp0, 35776
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
S_ADDI_INT gp12, gp0, 36864
S_ADDI_INT gp13, gp0, 36864
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 67840
S_ADDI_INT gp13, gp0, 133376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84224
S_ADDI_INT gp13, gp0, 141568
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 35840
S_ADDI_INT gp2, gp0, 35904
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35328
S_ADDI_INT gp15, gp0, 182784
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35968
S_ADDI_INT gp2, gp0, 36032
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
S_ADDI_INT gp12, gp0, 37120
S_ADDI_INT gp13, gp0, 37120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36096
S_ADDI_INT gp2, gp0, 36160
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35584
S_ADDI_INT gp15, gp0, 183040
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36224
S_ADDI_INT gp2, gp0, 36288
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
S_ADDI_INT gp12, gp0, 37376
S_ADDI_INT gp13, gp0, 37376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36352
S_ADDI_INT gp2, gp0, 36416
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35840
S_ADDI_INT gp15, gp0, 183296
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36480
S_ADDI_INT gp2, gp0, 36544
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
S_ADDI_INT gp12, gp0, 37632
S_ADDI_INT gp13, gp0, 37632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36608
S_ADDI_INT gp2, gp0, 36672
S_ADDI_INT gp3, gp0, 67776
S_ADDI_INT gp4, gp0, 84160
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36096
S_ADDI_INT gp15, gp0, 183552
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36736
S_ADDI_INT gp2, gp0, 36800
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
S_ADDI_INT gp12, gp0, 37888
S_ADDI_INT gp13, gp0, 37888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36864
S_ADDI_INT gp2, gp0, 36928
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36352
S_ADDI_INT gp15, gp0, 183808
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36992
S_ADDI_INT gp2, gp0, 37056
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
S_ADDI_INT gp12, gp0, 38144
S_ADDI_INT gp13, gp0, 38144
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37120
S_ADDI_INT gp2, gp0, 37184
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36608
S_ADDI_INT gp15, gp0, 184064
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 37248
S_ADDI_INT gp2, gp0, 37312
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
S_ADDI_INT gp12, gp0, 38400
S_ADDI_INT gp13, gp0, 38400
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37376
S_ADDI_INT gp2, gp0, 37440
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36864
S_ADDI_INT gp15, gp0, 184320
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 37504
S_ADDI_INT gp2, gp0, 37568
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
S_ADDI_INT gp12, gp0, 38656
S_ADDI_INT gp13, gp0, 38656
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37632
S_ADDI_INT gp2, gp0, 37696
S_ADDI_INT gp3, gp0, 67840
S_ADDI_INT gp4, gp0, 84224
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37120
S_ADDI_INT gp15, gp0, 184576
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 37760
S_ADDI_INT gp2, gp0, 37824
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
S_ADDI_INT gp12, gp0, 38912
S_ADDI_INT gp13, gp0, 38912
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37888
S_ADDI_INT gp2, gp0, 37952
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37376
S_ADDI_INT gp15, gp0, 184832
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38016
S_ADDI_INT gp2, gp0, 38080
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
S_ADDI_INT gp12, gp0, 39168
S_ADDI_INT gp13, gp0, 39168
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38144
S_ADDI_INT gp2, gp0, 38208
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37632
S_ADDI_INT gp15, gp0, 185088
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38272
S_ADDI_INT gp2, gp0, 38336
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
S_ADDI_INT gp12, gp0, 39424
S_ADDI_INT gp13, gp0, 39424
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38400
S_ADDI_INT gp2, gp0, 38464
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37888
S_ADDI_INT gp15, gp0, 185344
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38528
S_ADDI_INT gp2, gp0, 38592
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
S_ADDI_INT gp12, gp0, 39680
S_ADDI_INT gp13, gp0, 39680
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38656
S_ADDI_INT gp2, gp0, 38720
S_ADDI_INT gp3, gp0, 67904
S_ADDI_INT gp4, gp0, 84288
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38144
S_ADDI_INT gp15, gp0, 185600
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38784
S_ADDI_INT gp2, gp0, 38848
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
S_ADDI_INT gp12, gp0, 39936
S_ADDI_INT gp13, gp0, 39936
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38912
S_ADDI_INT gp2, gp0, 38976
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38400
S_ADDI_INT gp15, gp0, 185856
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39040
S_ADDI_INT gp2, gp0, 39104
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
S_ADDI_INT gp12, gp0, 40192
S_ADDI_INT gp13, gp0, 40192
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 39168
S_ADDI_INT gp2, gp0, 39232
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38656
S_ADDI_INT gp15, gp0, 186112
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39296
S_ADDI_INT gp2, gp0, 39360
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
S_ADDI_INT gp12, gp0, 40448
S_ADDI_INT gp13, gp0, 40448
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 39424
S_ADDI_INT gp2, gp0, 39488
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38912
S_ADDI_INT gp15, gp0, 186368
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39552
S_ADDI_INT gp2, gp0, 39616
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
S_ADDI_INT gp12, gp0, 40704
S_ADDI_INT gp13, gp0, 40704
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 39680
S_ADDI_INT gp2, gp0, 39744
S_ADDI_INT gp3, gp0, 67968
S_ADDI_INT gp4, gp0, 84352
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39168
S_ADDI_INT gp15, gp0, 186624
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39808
S_ADDI_INT gp2, gp0, 39872
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
S_ADDI_INT gp12, gp0, 40960
S_ADDI_INT gp13, gp0, 40960
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68096
S_ADDI_INT gp13, gp0, 133632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84480
S_ADDI_INT gp13, gp0, 141824
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 39936
S_ADDI_INT gp2, gp0, 40000
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39424
S_ADDI_INT gp15, gp0, 186880
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40064
S_ADDI_INT gp2, gp0, 40128
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
S_ADDI_INT gp12, gp0, 41216
S_ADDI_INT gp13, gp0, 41216
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40192
S_ADDI_INT gp2, gp0, 40256
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39680
S_ADDI_INT gp15, gp0, 187136
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40320
S_ADDI_INT gp2, gp0, 40384
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
S_ADDI_INT gp12, gp0, 41472
S_ADDI_INT gp13, gp0, 41472
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40448
S_ADDI_INT gp2, gp0, 40512
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39936
S_ADDI_INT gp15, gp0, 187392
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40576
S_ADDI_INT gp2, gp0, 40640
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
S_ADDI_INT gp12, gp0, 41728
S_ADDI_INT gp13, gp0, 41728
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40704
S_ADDI_INT gp2, gp0, 40768
S_ADDI_INT gp3, gp0, 68032
S_ADDI_INT gp4, gp0, 84416
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40192
S_ADDI_INT gp15, gp0, 187648
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40832
S_ADDI_INT gp2, gp0, 40896
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
S_ADDI_INT gp12, gp0, 41984
S_ADDI_INT gp13, gp0, 41984
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40960
S_ADDI_INT gp2, gp0, 41024
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40448
S_ADDI_INT gp15, gp0, 187904
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41088
S_ADDI_INT gp2, gp0, 41152
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
S_ADDI_INT gp12, gp0, 42240
S_ADDI_INT gp13, gp0, 42240
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41216
S_ADDI_INT gp2, gp0, 41280
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40704
S_ADDI_INT gp15, gp0, 188160
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41344
S_ADDI_INT gp2, gp0, 41408
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
S_ADDI_INT gp12, gp0, 42496
S_ADDI_INT gp13, gp0, 42496
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41472
S_ADDI_INT gp2, gp0, 41536
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40960
S_ADDI_INT gp15, gp0, 188416
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41600
S_ADDI_INT gp2, gp0, 41664
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
S_ADDI_INT gp12, gp0, 42752
S_ADDI_INT gp13, gp0, 42752
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41728
S_ADDI_INT gp2, gp0, 41792
S_ADDI_INT gp3, gp0, 68096
S_ADDI_INT gp4, gp0, 84480
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41216
S_ADDI_INT gp15, gp0, 188672
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41856
S_ADDI_INT gp2, gp0, 41920
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
S_ADDI_INT gp12, gp0, 43008
S_ADDI_INT gp13, gp0, 43008
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41984
S_ADDI_INT gp2, gp0, 42048
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41472
S_ADDI_INT gp15, gp0, 188928
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42112
S_ADDI_INT gp2, gp0, 42176
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
S_ADDI_INT gp12, gp0, 43264
S_ADDI_INT gp13, gp0, 43264
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 42240
S_ADDI_INT gp2, gp0, 42304
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41728
S_ADDI_INT gp15, gp0, 189184
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42368
S_ADDI_INT gp2, gp0, 42432
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
S_ADDI_INT gp12, gp0, 43520
S_ADDI_INT gp13, gp0, 43520
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 42496
S_ADDI_INT gp2, gp0, 42560
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41984
S_ADDI_INT gp15, gp0, 189440
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42624
S_ADDI_INT gp2, gp0, 42688
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
S_ADDI_INT gp12, gp0, 43776
S_ADDI_INT gp13, gp0, 43776
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 42752
S_ADDI_INT gp2, gp0, 42816
S_ADDI_INT gp3, gp0, 68160
S_ADDI_INT gp4, gp0, 84544
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 42240
S_ADDI_INT gp15, gp0, 189696
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42880
S_ADDI_INT gp2, gp0, 42944
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
S_ADDI_INT gp12, gp0, 44032
S_ADDI_INT gp13, gp0, 44032
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43008
S_ADDI_INT gp2, gp0, 43072
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 42496
S_ADDI_INT gp15, gp0, 189952
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43136
S_ADDI_INT gp2, gp0, 43200
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
S_ADDI_INT gp12, gp0, 44288
S_ADDI_INT gp13, gp0, 44288
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43264
S_ADDI_INT gp2, gp0, 43328
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 42752
S_ADDI_INT gp15, gp0, 190208
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43392
S_ADDI_INT gp2, gp0, 43456
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
S_ADDI_INT gp12, gp0, 44544
S_ADDI_INT gp13, gp0, 44544
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43520
S_ADDI_INT gp2, gp0, 43584
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43008
S_ADDI_INT gp15, gp0, 190464
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43648
S_ADDI_INT gp2, gp0, 43712
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
S_ADDI_INT gp12, gp0, 44800
S_ADDI_INT gp13, gp0, 44800
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43776
S_ADDI_INT gp2, gp0, 43840
S_ADDI_INT gp3, gp0, 68224
S_ADDI_INT gp4, gp0, 84608
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43264
S_ADDI_INT gp15, gp0, 190720
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43904
S_ADDI_INT gp2, gp0, 43968
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
S_ADDI_INT gp12, gp0, 45056
S_ADDI_INT gp13, gp0, 45056
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68352
S_ADDI_INT gp13, gp0, 133888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84736
S_ADDI_INT gp13, gp0, 142080
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 44032
S_ADDI_INT gp2, gp0, 44096
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43520
S_ADDI_INT gp15, gp0, 190976
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44160
S_ADDI_INT gp2, gp0, 44224
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
S_ADDI_INT gp12, gp0, 45312
S_ADDI_INT gp13, gp0, 45312
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 44288
S_ADDI_INT gp2, gp0, 44352
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43776
S_ADDI_INT gp15, gp0, 191232
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44416
S_ADDI_INT gp2, gp0, 44480
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
S_ADDI_INT gp12, gp0, 45568
S_ADDI_INT gp13, gp0, 45568
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 44544
S_ADDI_INT gp2, gp0, 44608
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44032
S_ADDI_INT gp15, gp0, 191488
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44672
S_ADDI_INT gp2, gp0, 44736
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
S_ADDI_INT gp12, gp0, 45824
S_ADDI_INT gp13, gp0, 45824
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 44800
S_ADDI_INT gp2, gp0, 44864
S_ADDI_INT gp3, gp0, 68288
S_ADDI_INT gp4, gp0, 84672
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44288
S_ADDI_INT gp15, gp0, 191744
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44928
S_ADDI_INT gp2, gp0, 44992
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
S_ADDI_INT gp12, gp0, 46080
S_ADDI_INT gp13, gp0, 46080
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45056
S_ADDI_INT gp2, gp0, 45120
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44544
S_ADDI_INT gp15, gp0, 192000
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45184
S_ADDI_INT gp2, gp0, 45248
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
S_ADDI_INT gp12, gp0, 46336
S_ADDI_INT gp13, gp0, 46336
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45312
S_ADDI_INT gp2, gp0, 45376
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44800
S_ADDI_INT gp15, gp0, 192256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45440
S_ADDI_INT gp2, gp0, 45504
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
S_ADDI_INT gp12, gp0, 46592
S_ADDI_INT gp13, gp0, 46592
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45568
S_ADDI_INT gp2, gp0, 45632
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45056
S_ADDI_INT gp15, gp0, 192512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45696
S_ADDI_INT gp2, gp0, 45760
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
S_ADDI_INT gp12, gp0, 46848
S_ADDI_INT gp13, gp0, 46848
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45824
S_ADDI_INT gp2, gp0, 45888
S_ADDI_INT gp3, gp0, 68352
S_ADDI_INT gp4, gp0, 84736
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45312
S_ADDI_INT gp15, gp0, 192768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45952
S_ADDI_INT gp2, gp0, 46016
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
S_ADDI_INT gp12, gp0, 47104
S_ADDI_INT gp13, gp0, 47104
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46080
S_ADDI_INT gp2, gp0, 46144
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45568
S_ADDI_INT gp15, gp0, 193024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46208
S_ADDI_INT gp2, gp0, 46272
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
S_ADDI_INT gp12, gp0, 47360
S_ADDI_INT gp13, gp0, 47360
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46336
S_ADDI_INT gp2, gp0, 46400
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45824
S_ADDI_INT gp15, gp0, 193280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46464
S_ADDI_INT gp2, gp0, 46528
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
S_ADDI_INT gp12, gp0, 47616
S_ADDI_INT gp13, gp0, 47616
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46592
S_ADDI_INT gp2, gp0, 46656
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46080
S_ADDI_INT gp15, gp0, 193536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46720
S_ADDI_INT gp2, gp0, 46784
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
S_ADDI_INT gp12, gp0, 47872
S_ADDI_INT gp13, gp0, 47872
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46848
S_ADDI_INT gp2, gp0, 46912
S_ADDI_INT gp3, gp0, 68416
S_ADDI_INT gp4, gp0, 84800
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46336
S_ADDI_INT gp15, gp0, 193792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46976
S_ADDI_INT gp2, gp0, 47040
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
S_ADDI_INT gp12, gp0, 48128
S_ADDI_INT gp13, gp0, 48128
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47104
S_ADDI_INT gp2, gp0, 47168
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46592
S_ADDI_INT gp15, gp0, 194048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 47232
S_ADDI_INT gp2, gp0, 47296
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
S_ADDI_INT gp12, gp0, 48384
S_ADDI_INT gp13, gp0, 48384
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47360
S_ADDI_INT gp2, gp0, 47424
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46848
S_ADDI_INT gp15, gp0, 194304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 47488
S_ADDI_INT gp2, gp0, 47552
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
S_ADDI_INT gp12, gp0, 48640
S_ADDI_INT gp13, gp0, 48640
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47616
S_ADDI_INT gp2, gp0, 47680
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47104
S_ADDI_INT gp15, gp0, 194560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 47744
S_ADDI_INT gp2, gp0, 47808
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
S_ADDI_INT gp12, gp0, 48896
S_ADDI_INT gp13, gp0, 48896
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47872
S_ADDI_INT gp2, gp0, 47936
S_ADDI_INT gp3, gp0, 68480
S_ADDI_INT gp4, gp0, 84864
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47360
S_ADDI_INT gp15, gp0, 194816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48000
S_ADDI_INT gp2, gp0, 48064
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
S_ADDI_INT gp12, gp0, 49152
S_ADDI_INT gp13, gp0, 49152
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68608
S_ADDI_INT gp13, gp0, 134144
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 84992
S_ADDI_INT gp13, gp0, 142336
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 48128
S_ADDI_INT gp2, gp0, 48192
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47616
S_ADDI_INT gp15, gp0, 195072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48256
S_ADDI_INT gp2, gp0, 48320
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
S_ADDI_INT gp12, gp0, 49408
S_ADDI_INT gp13, gp0, 49408
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 48384
S_ADDI_INT gp2, gp0, 48448
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47872
S_ADDI_INT gp15, gp0, 195328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48512
S_ADDI_INT gp2, gp0, 48576
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
S_ADDI_INT gp12, gp0, 49664
S_ADDI_INT gp13, gp0, 49664
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 48640
S_ADDI_INT gp2, gp0, 48704
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48128
S_ADDI_INT gp15, gp0, 195584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48768
S_ADDI_INT gp2, gp0, 48832
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
S_ADDI_INT gp12, gp0, 49920
S_ADDI_INT gp13, gp0, 49920
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 48896
S_ADDI_INT gp2, gp0, 48960
S_ADDI_INT gp3, gp0, 68544
S_ADDI_INT gp4, gp0, 84928
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48384
S_ADDI_INT gp15, gp0, 195840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49024
S_ADDI_INT gp2, gp0, 49088
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
S_ADDI_INT gp12, gp0, 50176
S_ADDI_INT gp13, gp0, 50176
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49152
S_ADDI_INT gp2, gp0, 49216
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48640
S_ADDI_INT gp15, gp0, 196096
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49280
S_ADDI_INT gp2, gp0, 49344
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
S_ADDI_INT gp12, gp0, 50432
S_ADDI_INT gp13, gp0, 50432
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49408
S_ADDI_INT gp2, gp0, 49472
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48896
S_ADDI_INT gp15, gp0, 196352
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49536
S_ADDI_INT gp2, gp0, 49600
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
S_ADDI_INT gp12, gp0, 50688
S_ADDI_INT gp13, gp0, 50688
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49664
S_ADDI_INT gp2, gp0, 49728
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49152
S_ADDI_INT gp15, gp0, 196608
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49792
S_ADDI_INT gp2, gp0, 49856
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
S_ADDI_INT gp12, gp0, 50944
S_ADDI_INT gp13, gp0, 50944
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49920
S_ADDI_INT gp2, gp0, 49984
S_ADDI_INT gp3, gp0, 68608
S_ADDI_INT gp4, gp0, 84992
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49408
S_ADDI_INT gp15, gp0, 196864
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50048
S_ADDI_INT gp2, gp0, 50112
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
S_ADDI_INT gp12, gp0, 51200
S_ADDI_INT gp13, gp0, 51200
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50176
S_ADDI_INT gp2, gp0, 50240
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49664
S_ADDI_INT gp15, gp0, 197120
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50304
S_ADDI_INT gp2, gp0, 50368
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
S_ADDI_INT gp12, gp0, 51456
S_ADDI_INT gp13, gp0, 51456
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50432
S_ADDI_INT gp2, gp0, 50496
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49920
S_ADDI_INT gp15, gp0, 197376
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50560
S_ADDI_INT gp2, gp0, 50624
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
S_ADDI_INT gp12, gp0, 51712
S_ADDI_INT gp13, gp0, 51712
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50688
S_ADDI_INT gp2, gp0, 50752
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50176
S_ADDI_INT gp15, gp0, 197632
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50816
S_ADDI_INT gp2, gp0, 50880
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
S_ADDI_INT gp12, gp0, 51968
S_ADDI_INT gp13, gp0, 51968
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50944
S_ADDI_INT gp2, gp0, 51008
S_ADDI_INT gp3, gp0, 68672
S_ADDI_INT gp4, gp0, 85056
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50432
S_ADDI_INT gp15, gp0, 197888
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51072
S_ADDI_INT gp2, gp0, 51136
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
S_ADDI_INT gp12, gp0, 52224
S_ADDI_INT gp13, gp0, 52224
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51200
S_ADDI_INT gp2, gp0, 51264
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50688
S_ADDI_INT gp15, gp0, 198144
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51328
S_ADDI_INT gp2, gp0, 51392
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
S_ADDI_INT gp12, gp0, 52480
S_ADDI_INT gp13, gp0, 52480
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51456
S_ADDI_INT gp2, gp0, 51520
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50944
S_ADDI_INT gp15, gp0, 198400
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51584
S_ADDI_INT gp2, gp0, 51648
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
S_ADDI_INT gp12, gp0, 52736
S_ADDI_INT gp13, gp0, 52736
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51712
S_ADDI_INT gp2, gp0, 51776
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51200
S_ADDI_INT gp15, gp0, 198656
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51840
S_ADDI_INT gp2, gp0, 51904
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
S_ADDI_INT gp12, gp0, 52992
S_ADDI_INT gp13, gp0, 52992
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51968
S_ADDI_INT gp2, gp0, 52032
S_ADDI_INT gp3, gp0, 68736
S_ADDI_INT gp4, gp0, 85120
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51456
S_ADDI_INT gp15, gp0, 198912
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52096
S_ADDI_INT gp2, gp0, 52160
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
S_ADDI_INT gp12, gp0, 53248
S_ADDI_INT gp13, gp0, 53248
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 68864
S_ADDI_INT gp13, gp0, 134400
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 85248
S_ADDI_INT gp13, gp0, 142592
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 52224
S_ADDI_INT gp2, gp0, 52288
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51712
S_ADDI_INT gp15, gp0, 199168
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52352
S_ADDI_INT gp2, gp0, 52416
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
S_ADDI_INT gp12, gp0, 53504
S_ADDI_INT gp13, gp0, 53504
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 52480
S_ADDI_INT gp2, gp0, 52544
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51968
S_ADDI_INT gp15, gp0, 199424
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52608
S_ADDI_INT gp2, gp0, 52672
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
S_ADDI_INT gp12, gp0, 53760
S_ADDI_INT gp13, gp0, 53760
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 52736
S_ADDI_INT gp2, gp0, 52800
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52224
S_ADDI_INT gp15, gp0, 199680
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52864
S_ADDI_INT gp2, gp0, 52928
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
S_ADDI_INT gp12, gp0, 54016
S_ADDI_INT gp13, gp0, 54016
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 52992
S_ADDI_INT gp2, gp0, 53056
S_ADDI_INT gp3, gp0, 68800
S_ADDI_INT gp4, gp0, 85184
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52480
S_ADDI_INT gp15, gp0, 199936
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53120
S_ADDI_INT gp2, gp0, 53184
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
S_ADDI_INT gp12, gp0, 54272
S_ADDI_INT gp13, gp0, 54272
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 53248
S_ADDI_INT gp2, gp0, 53312
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52736
S_ADDI_INT gp15, gp0, 200192
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53376
S_ADDI_INT gp2, gp0, 53440
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
S_ADDI_INT gp12, gp0, 54528
S_ADDI_INT gp13, gp0, 54528
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 53504
S_ADDI_INT gp2, gp0, 53568
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52992
S_ADDI_INT gp15, gp0, 200448
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53632
S_ADDI_INT gp2, gp0, 53696
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
S_ADDI_INT gp12, gp0, 54784
S_ADDI_INT gp13, gp0, 54784
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 53760
S_ADDI_INT gp2, gp0, 53824
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 53248
S_ADDI_INT gp15, gp0, 200704
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53888
S_ADDI_INT gp2, gp0, 53952
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
S_ADDI_INT gp12, gp0, 55040
S_ADDI_INT gp13, gp0, 55040
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54016
S_ADDI_INT gp2, gp0, 54080
S_ADDI_INT gp3, gp0, 68864
S_ADDI_INT gp4, gp0, 85248
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 53504
S_ADDI_INT gp15, gp0, 200960
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54144
S_ADDI_INT gp2, gp0, 54208
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
S_ADDI_INT gp12, gp0, 55296
S_ADDI_INT gp13, gp0, 55296
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54272
S_ADDI_INT gp2, gp0, 54336
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 53760
S_ADDI_INT gp15, gp0, 201216
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54400
S_ADDI_INT gp2, gp0, 54464
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
S_ADDI_INT gp12, gp0, 55552
S_ADDI_INT gp13, gp0, 55552
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54528
S_ADDI_INT gp2, gp0, 54592
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54016
S_ADDI_INT gp15, gp0, 201472
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54656
S_ADDI_INT gp2, gp0, 54720
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
S_ADDI_INT gp12, gp0, 55808
S_ADDI_INT gp13, gp0, 55808
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54784
S_ADDI_INT gp2, gp0, 54848
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54272
S_ADDI_INT gp15, gp0, 201728
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54912
S_ADDI_INT gp2, gp0, 54976
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
S_ADDI_INT gp12, gp0, 56064
S_ADDI_INT gp13, gp0, 56064
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55040
S_ADDI_INT gp2, gp0, 55104
S_ADDI_INT gp3, gp0, 68928
S_ADDI_INT gp4, gp0, 85312
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54528
S_ADDI_INT gp15, gp0, 201984
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55168
S_ADDI_INT gp2, gp0, 55232
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
S_ADDI_INT gp12, gp0, 56320
S_ADDI_INT gp13, gp0, 56320
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55296
S_ADDI_INT gp2, gp0, 55360
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54784
S_ADDI_INT gp15, gp0, 202240
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55424
S_ADDI_INT gp2, gp0, 55488
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
S_ADDI_INT gp12, gp0, 56576
S_ADDI_INT gp13, gp0, 56576
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55552
S_ADDI_INT gp2, gp0, 55616
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55040
S_ADDI_INT gp15, gp0, 202496
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55680
S_ADDI_INT gp2, gp0, 55744
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
S_ADDI_INT gp12, gp0, 56832
S_ADDI_INT gp13, gp0, 56832
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55808
S_ADDI_INT gp2, gp0, 55872
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55296
S_ADDI_INT gp15, gp0, 202752
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55936
S_ADDI_INT gp2, gp0, 56000
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
S_ADDI_INT gp12, gp0, 57088
S_ADDI_INT gp13, gp0, 57088
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 56064
S_ADDI_INT gp2, gp0, 56128
S_ADDI_INT gp3, gp0, 68992
S_ADDI_INT gp4, gp0, 85376
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55552
S_ADDI_INT gp15, gp0, 203008
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56192
S_ADDI_INT gp2, gp0, 56256
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
S_ADDI_INT gp12, gp0, 57344
S_ADDI_INT gp13, gp0, 57344
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 69120
S_ADDI_INT gp13, gp0, 134656
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 85504
S_ADDI_INT gp13, gp0, 142848
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 56320
S_ADDI_INT gp2, gp0, 56384
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55808
S_ADDI_INT gp15, gp0, 203264
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56448
S_ADDI_INT gp2, gp0, 56512
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
S_ADDI_INT gp12, gp0, 57600
S_ADDI_INT gp13, gp0, 57600
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 56576
S_ADDI_INT gp2, gp0, 56640
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56064
S_ADDI_INT gp15, gp0, 203520
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56704
S_ADDI_INT gp2, gp0, 56768
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
S_ADDI_INT gp12, gp0, 57856
S_ADDI_INT gp13, gp0, 57856
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 56832
S_ADDI_INT gp2, gp0, 56896
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56320
S_ADDI_INT gp15, gp0, 203776
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56960
S_ADDI_INT gp2, gp0, 57024
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
S_ADDI_INT gp12, gp0, 58112
S_ADDI_INT gp13, gp0, 58112
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57088
S_ADDI_INT gp2, gp0, 57152
S_ADDI_INT gp3, gp0, 69056
S_ADDI_INT gp4, gp0, 85440
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56576
S_ADDI_INT gp15, gp0, 204032
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57216
S_ADDI_INT gp2, gp0, 57280
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
S_ADDI_INT gp12, gp0, 58368
S_ADDI_INT gp13, gp0, 58368
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57344
S_ADDI_INT gp2, gp0, 57408
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56832
S_ADDI_INT gp15, gp0, 204288
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57472
S_ADDI_INT gp2, gp0, 57536
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
S_ADDI_INT gp12, gp0, 58624
S_ADDI_INT gp13, gp0, 58624
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57600
S_ADDI_INT gp2, gp0, 57664
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57088
S_ADDI_INT gp15, gp0, 204544
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57728
S_ADDI_INT gp2, gp0, 57792
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
S_ADDI_INT gp12, gp0, 58880
S_ADDI_INT gp13, gp0, 58880
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57856
S_ADDI_INT gp2, gp0, 57920
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57344
S_ADDI_INT gp15, gp0, 204800
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57984
S_ADDI_INT gp2, gp0, 58048
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
S_ADDI_INT gp12, gp0, 59136
S_ADDI_INT gp13, gp0, 59136
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58112
S_ADDI_INT gp2, gp0, 58176
S_ADDI_INT gp3, gp0, 69120
S_ADDI_INT gp4, gp0, 85504
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57600
S_ADDI_INT gp15, gp0, 205056
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 58240
S_ADDI_INT gp2, gp0, 58304
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
S_ADDI_INT gp12, gp0, 59392
S_ADDI_INT gp13, gp0, 59392
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58368
S_ADDI_INT gp2, gp0, 58432
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57856
S_ADDI_INT gp15, gp0, 205312
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 58496
S_ADDI_INT gp2, gp0, 58560
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
S_ADDI_INT gp12, gp0, 59648
S_ADDI_INT gp13, gp0, 59648
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58624
S_ADDI_INT gp2, gp0, 58688
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58112
S_ADDI_INT gp15, gp0, 205568
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 58752
S_ADDI_INT gp2, gp0, 58816
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
S_ADDI_INT gp12, gp0, 59904
S_ADDI_INT gp13, gp0, 59904
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58880
S_ADDI_INT gp2, gp0, 58944
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58368
S_ADDI_INT gp15, gp0, 205824
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59008
S_ADDI_INT gp2, gp0, 59072
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
S_ADDI_INT gp12, gp0, 60160
S_ADDI_INT gp13, gp0, 60160
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59136
S_ADDI_INT gp2, gp0, 59200
S_ADDI_INT gp3, gp0, 69184
S_ADDI_INT gp4, gp0, 85568
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58624
S_ADDI_INT gp15, gp0, 206080
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59264
S_ADDI_INT gp2, gp0, 59328
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
S_ADDI_INT gp12, gp0, 60416
S_ADDI_INT gp13, gp0, 60416
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59392
S_ADDI_INT gp2, gp0, 59456
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58880
S_ADDI_INT gp15, gp0, 206336
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59520
S_ADDI_INT gp2, gp0, 59584
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
S_ADDI_INT gp12, gp0, 60672
S_ADDI_INT gp13, gp0, 60672
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59648
S_ADDI_INT gp2, gp0, 59712
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59136
S_ADDI_INT gp15, gp0, 206592
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59776
S_ADDI_INT gp2, gp0, 59840
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
S_ADDI_INT gp12, gp0, 60928
S_ADDI_INT gp13, gp0, 60928
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59904
S_ADDI_INT gp2, gp0, 59968
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59392
S_ADDI_INT gp15, gp0, 206848
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60032
S_ADDI_INT gp2, gp0, 60096
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
S_ADDI_INT gp12, gp0, 61184
S_ADDI_INT gp13, gp0, 61184
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 60160
S_ADDI_INT gp2, gp0, 60224
S_ADDI_INT gp3, gp0, 69248
S_ADDI_INT gp4, gp0, 85632
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59648
S_ADDI_INT gp15, gp0, 207104
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60288
S_ADDI_INT gp2, gp0, 60352
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
S_ADDI_INT gp12, gp0, 61440
S_ADDI_INT gp13, gp0, 61440
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 69376
S_ADDI_INT gp13, gp0, 134912
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 85760
S_ADDI_INT gp13, gp0, 143104
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 60416
S_ADDI_INT gp2, gp0, 60480
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59904
S_ADDI_INT gp15, gp0, 207360
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60544
S_ADDI_INT gp2, gp0, 60608
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
S_ADDI_INT gp12, gp0, 61696
S_ADDI_INT gp13, gp0, 61696
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 60672
S_ADDI_INT gp2, gp0, 60736
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60160
S_ADDI_INT gp15, gp0, 207616
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60800
S_ADDI_INT gp2, gp0, 60864
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
S_ADDI_INT gp12, gp0, 61952
S_ADDI_INT gp13, gp0, 61952
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 60928
S_ADDI_INT gp2, gp0, 60992
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60416
S_ADDI_INT gp15, gp0, 207872
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61056
S_ADDI_INT gp2, gp0, 61120
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
S_ADDI_INT gp12, gp0, 62208
S_ADDI_INT gp13, gp0, 62208
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61184
S_ADDI_INT gp2, gp0, 61248
S_ADDI_INT gp3, gp0, 69312
S_ADDI_INT gp4, gp0, 85696
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60672
S_ADDI_INT gp15, gp0, 208128
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61312
S_ADDI_INT gp2, gp0, 61376
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
S_ADDI_INT gp12, gp0, 62464
S_ADDI_INT gp13, gp0, 62464
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61440
S_ADDI_INT gp2, gp0, 61504
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60928
S_ADDI_INT gp15, gp0, 208384
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61568
S_ADDI_INT gp2, gp0, 61632
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
S_ADDI_INT gp12, gp0, 62720
S_ADDI_INT gp13, gp0, 62720
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61696
S_ADDI_INT gp2, gp0, 61760
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61184
S_ADDI_INT gp15, gp0, 208640
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61824
S_ADDI_INT gp2, gp0, 61888
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
S_ADDI_INT gp12, gp0, 62976
S_ADDI_INT gp13, gp0, 62976
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61952
S_ADDI_INT gp2, gp0, 62016
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61440
S_ADDI_INT gp15, gp0, 208896
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62080
S_ADDI_INT gp2, gp0, 62144
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
S_ADDI_INT gp12, gp0, 63232
S_ADDI_INT gp13, gp0, 63232
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62208
S_ADDI_INT gp2, gp0, 62272
S_ADDI_INT gp3, gp0, 69376
S_ADDI_INT gp4, gp0, 85760
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61696
S_ADDI_INT gp15, gp0, 209152
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62336
S_ADDI_INT gp2, gp0, 62400
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
S_ADDI_INT gp12, gp0, 63488
S_ADDI_INT gp13, gp0, 63488
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62464
S_ADDI_INT gp2, gp0, 62528
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61952
S_ADDI_INT gp15, gp0, 209408
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62592
S_ADDI_INT gp2, gp0, 62656
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
S_ADDI_INT gp12, gp0, 63744
S_ADDI_INT gp13, gp0, 63744
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62720
S_ADDI_INT gp2, gp0, 62784
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62208
S_ADDI_INT gp15, gp0, 209664
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62848
S_ADDI_INT gp2, gp0, 62912
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
S_ADDI_INT gp12, gp0, 64000
S_ADDI_INT gp13, gp0, 64000
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62976
S_ADDI_INT gp2, gp0, 63040
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62464
S_ADDI_INT gp15, gp0, 209920
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63104
S_ADDI_INT gp2, gp0, 63168
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
S_ADDI_INT gp12, gp0, 64256
S_ADDI_INT gp13, gp0, 64256
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 63232
S_ADDI_INT gp2, gp0, 63296
S_ADDI_INT gp3, gp0, 69440
S_ADDI_INT gp4, gp0, 85824
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62720
S_ADDI_INT gp15, gp0, 210176
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63360
S_ADDI_INT gp2, gp0, 63424
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
S_ADDI_INT gp12, gp0, 64512
S_ADDI_INT gp13, gp0, 64512
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 63488
S_ADDI_INT gp2, gp0, 63552
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62976
S_ADDI_INT gp15, gp0, 210432
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63616
S_ADDI_INT gp2, gp0, 63680
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
S_ADDI_INT gp12, gp0, 64768
S_ADDI_INT gp13, gp0, 64768
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 63744
S_ADDI_INT gp2, gp0, 63808
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 63232
S_ADDI_INT gp15, gp0, 210688
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63872
S_ADDI_INT gp2, gp0, 63936
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
S_ADDI_INT gp12, gp0, 65024
S_ADDI_INT gp13, gp0, 65024
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 64000
S_ADDI_INT gp2, gp0, 64064
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 63488
S_ADDI_INT gp15, gp0, 210944
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64128
S_ADDI_INT gp2, gp0, 64192
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
S_ADDI_INT gp12, gp0, 65280
S_ADDI_INT gp13, gp0, 65280
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 64256
S_ADDI_INT gp2, gp0, 64320
S_ADDI_INT gp3, gp0, 69504
S_ADDI_INT gp4, gp0, 85888
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 63744
S_ADDI_INT gp15, gp0, 211200
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64384
S_ADDI_INT gp2, gp0, 64448
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
S_ADDI_INT gp12, gp0, 0
S_ADDI_INT gp13, gp0, 65536
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 69632
S_ADDI_INT gp13, gp0, 135168
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 86016
S_ADDI_INT gp13, gp0, 143360
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 64512
S_ADDI_INT gp2, gp0, 64576
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64000
S_ADDI_INT gp15, gp0, 211456
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64640
S_ADDI_INT gp2, gp0, 64704
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
S_ADDI_INT gp12, gp0, 256
S_ADDI_INT gp13, gp0, 65792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 64768
S_ADDI_INT gp2, gp0, 64832
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64256
S_ADDI_INT gp15, gp0, 211712
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64896
S_ADDI_INT gp2, gp0, 64960
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
S_ADDI_INT gp12, gp0, 512
S_ADDI_INT gp13, gp0, 66048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 65024
S_ADDI_INT gp2, gp0, 65088
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64512
S_ADDI_INT gp15, gp0, 211968
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 65152
S_ADDI_INT gp2, gp0, 65216
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
S_ADDI_INT gp12, gp0, 768
S_ADDI_INT gp13, gp0, 66304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 65280
S_ADDI_INT gp2, gp0, 65344
S_ADDI_INT gp3, gp0, 69568
S_ADDI_INT gp4, gp0, 85952
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64768
S_ADDI_INT gp15, gp0, 212224
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 65408
S_ADDI_INT gp2, gp0, 65472
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
S_ADDI_INT gp12, gp0, 1024
S_ADDI_INT gp13, gp0, 66560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp2, gp0, 64
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 65024
S_ADDI_INT gp15, gp0, 212480
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 128
S_ADDI_INT gp2, gp0, 192
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 1280
S_ADDI_INT gp13, gp0, 66816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 256
S_ADDI_INT gp2, gp0, 320
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 65280
S_ADDI_INT gp15, gp0, 212736
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 384
S_ADDI_INT gp2, gp0, 448
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 1536
S_ADDI_INT gp13, gp0, 67072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 512
S_ADDI_INT gp2, gp0, 576
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 0
S_ADDI_INT gp15, gp0, 212992
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 640
S_ADDI_INT gp2, gp0, 704
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 1792
S_ADDI_INT gp13, gp0, 67328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 768
S_ADDI_INT gp2, gp0, 832
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 256
S_ADDI_INT gp15, gp0, 213248
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 896
S_ADDI_INT gp2, gp0, 960
S_ADDI_INT gp3, gp0, 69632
S_ADDI_INT gp4, gp0, 86016
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2048
S_ADDI_INT gp13, gp0, 67584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1024
S_ADDI_INT gp2, gp0, 1088
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 512
S_ADDI_INT gp15, gp0, 213504
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1152
S_ADDI_INT gp2, gp0, 1216
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2304
S_ADDI_INT gp13, gp0, 67840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1280
S_ADDI_INT gp2, gp0, 1344
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 768
S_ADDI_INT gp15, gp0, 213760
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1408
S_ADDI_INT gp2, gp0, 1472
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2560
S_ADDI_INT gp13, gp0, 68096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1536
S_ADDI_INT gp2, gp0, 1600
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1024
S_ADDI_INT gp15, gp0, 214016
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1664
S_ADDI_INT gp2, gp0, 1728
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 2816
S_ADDI_INT gp13, gp0, 68352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 1792
S_ADDI_INT gp2, gp0, 1856
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1280
S_ADDI_INT gp15, gp0, 214272
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1920
S_ADDI_INT gp2, gp0, 1984
S_ADDI_INT gp3, gp0, 69696
S_ADDI_INT gp4, gp0, 86080
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3072
S_ADDI_INT gp13, gp0, 68608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2048
S_ADDI_INT gp2, gp0, 2112
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1536
S_ADDI_INT gp15, gp0, 214528
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2176
S_ADDI_INT gp2, gp0, 2240
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3328
S_ADDI_INT gp13, gp0, 68864
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2304
S_ADDI_INT gp2, gp0, 2368
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1792
S_ADDI_INT gp15, gp0, 214784
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2432
S_ADDI_INT gp2, gp0, 2496
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3584
S_ADDI_INT gp13, gp0, 69120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2560
S_ADDI_INT gp2, gp0, 2624
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2048
S_ADDI_INT gp15, gp0, 215040
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2688
S_ADDI_INT gp2, gp0, 2752
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 3840
S_ADDI_INT gp13, gp0, 69376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 2816
S_ADDI_INT gp2, gp0, 2880
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2304
S_ADDI_INT gp15, gp0, 215296
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2944
S_ADDI_INT gp2, gp0, 3008
S_ADDI_INT gp3, gp0, 69760
S_ADDI_INT gp4, gp0, 86144
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 4096
S_ADDI_INT gp13, gp0, 69632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 69888
S_ADDI_INT gp13, gp0, 135424
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 86272
S_ADDI_INT gp13, gp0, 143616
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 3072
S_ADDI_INT gp2, gp0, 3136
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2560
S_ADDI_INT gp15, gp0, 215552
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3200
S_ADDI_INT gp2, gp0, 3264
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 4352
S_ADDI_INT gp13, gp0, 69888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3328
S_ADDI_INT gp2, gp0, 3392
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2816
S_ADDI_INT gp15, gp0, 215808
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3456
S_ADDI_INT gp2, gp0, 3520
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 4608
S_ADDI_INT gp13, gp0, 70144
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3584
S_ADDI_INT gp2, gp0, 3648
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3072
S_ADDI_INT gp15, gp0, 216064
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3712
S_ADDI_INT gp2, gp0, 3776
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 4864
S_ADDI_INT gp13, gp0, 70400
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 3840
S_ADDI_INT gp2, gp0, 3904
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3328
S_ADDI_INT gp15, gp0, 216320
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3968
S_ADDI_INT gp2, gp0, 4032
S_ADDI_INT gp3, gp0, 69824
S_ADDI_INT gp4, gp0, 86208
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 5120
S_ADDI_INT gp13, gp0, 70656
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4096
S_ADDI_INT gp2, gp0, 4160
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3584
S_ADDI_INT gp15, gp0, 216576
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4224
S_ADDI_INT gp2, gp0, 4288
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 5376
S_ADDI_INT gp13, gp0, 70912
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4352
S_ADDI_INT gp2, gp0, 4416
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3840
S_ADDI_INT gp15, gp0, 216832
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4480
S_ADDI_INT gp2, gp0, 4544
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 5632
S_ADDI_INT gp13, gp0, 71168
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4608
S_ADDI_INT gp2, gp0, 4672
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4096
S_ADDI_INT gp15, gp0, 217088
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4736
S_ADDI_INT gp2, gp0, 4800
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 5888
S_ADDI_INT gp13, gp0, 71424
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 4864
S_ADDI_INT gp2, gp0, 4928
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4352
S_ADDI_INT gp15, gp0, 217344
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4992
S_ADDI_INT gp2, gp0, 5056
S_ADDI_INT gp3, gp0, 69888
S_ADDI_INT gp4, gp0, 86272
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 6144
S_ADDI_INT gp13, gp0, 71680
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5120
S_ADDI_INT gp2, gp0, 5184
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4608
S_ADDI_INT gp15, gp0, 217600
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5248
S_ADDI_INT gp2, gp0, 5312
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 6400
S_ADDI_INT gp13, gp0, 71936
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5376
S_ADDI_INT gp2, gp0, 5440
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4864
S_ADDI_INT gp15, gp0, 217856
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5504
S_ADDI_INT gp2, gp0, 5568
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 6656
S_ADDI_INT gp13, gp0, 72192
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5632
S_ADDI_INT gp2, gp0, 5696
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5120
S_ADDI_INT gp15, gp0, 218112
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5760
S_ADDI_INT gp2, gp0, 5824
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 6912
S_ADDI_INT gp13, gp0, 72448
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 5888
S_ADDI_INT gp2, gp0, 5952
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5376
S_ADDI_INT gp15, gp0, 218368
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6016
S_ADDI_INT gp2, gp0, 6080
S_ADDI_INT gp3, gp0, 69952
S_ADDI_INT gp4, gp0, 86336
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 7168
S_ADDI_INT gp13, gp0, 72704
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6144
S_ADDI_INT gp2, gp0, 6208
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5632
S_ADDI_INT gp15, gp0, 218624
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6272
S_ADDI_INT gp2, gp0, 6336
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 7424
S_ADDI_INT gp13, gp0, 72960
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6400
S_ADDI_INT gp2, gp0, 6464
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5888
S_ADDI_INT gp15, gp0, 218880
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6528
S_ADDI_INT gp2, gp0, 6592
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 7680
S_ADDI_INT gp13, gp0, 73216
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6656
S_ADDI_INT gp2, gp0, 6720
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6144
S_ADDI_INT gp15, gp0, 219136
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6784
S_ADDI_INT gp2, gp0, 6848
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 7936
S_ADDI_INT gp13, gp0, 73472
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 6912
S_ADDI_INT gp2, gp0, 6976
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6400
S_ADDI_INT gp15, gp0, 219392
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7040
S_ADDI_INT gp2, gp0, 7104
S_ADDI_INT gp3, gp0, 70016
S_ADDI_INT gp4, gp0, 86400
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 8192
S_ADDI_INT gp13, gp0, 73728
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 70144
S_ADDI_INT gp13, gp0, 135680
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 86528
S_ADDI_INT gp13, gp0, 143872
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 7168
S_ADDI_INT gp2, gp0, 7232
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6656
S_ADDI_INT gp15, gp0, 219648
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7296
S_ADDI_INT gp2, gp0, 7360
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 8448
S_ADDI_INT gp13, gp0, 73984
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7424
S_ADDI_INT gp2, gp0, 7488
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6912
S_ADDI_INT gp15, gp0, 219904
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7552
S_ADDI_INT gp2, gp0, 7616
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 8704
S_ADDI_INT gp13, gp0, 74240
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7680
S_ADDI_INT gp2, gp0, 7744
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7168
S_ADDI_INT gp15, gp0, 220160
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7808
S_ADDI_INT gp2, gp0, 7872
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 8960
S_ADDI_INT gp13, gp0, 74496
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 7936
S_ADDI_INT gp2, gp0, 8000
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7424
S_ADDI_INT gp15, gp0, 220416
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8064
S_ADDI_INT gp2, gp0, 8128
S_ADDI_INT gp3, gp0, 70080
S_ADDI_INT gp4, gp0, 86464
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9216
S_ADDI_INT gp13, gp0, 74752
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8192
S_ADDI_INT gp2, gp0, 8256
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7680
S_ADDI_INT gp15, gp0, 220672
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8320
S_ADDI_INT gp2, gp0, 8384
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9472
S_ADDI_INT gp13, gp0, 75008
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8448
S_ADDI_INT gp2, gp0, 8512
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7936
S_ADDI_INT gp15, gp0, 220928
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8576
S_ADDI_INT gp2, gp0, 8640
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9728
S_ADDI_INT gp13, gp0, 75264
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8704
S_ADDI_INT gp2, gp0, 8768
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8192
S_ADDI_INT gp15, gp0, 221184
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8832
S_ADDI_INT gp2, gp0, 8896
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9984
S_ADDI_INT gp13, gp0, 75520
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 8960
S_ADDI_INT gp2, gp0, 9024
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8448
S_ADDI_INT gp15, gp0, 221440
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9088
S_ADDI_INT gp2, gp0, 9152
S_ADDI_INT gp3, gp0, 70144
S_ADDI_INT gp4, gp0, 86528
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10240
S_ADDI_INT gp13, gp0, 75776
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9216
S_ADDI_INT gp2, gp0, 9280
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8704
S_ADDI_INT gp15, gp0, 221696
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9344
S_ADDI_INT gp2, gp0, 9408
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10496
S_ADDI_INT gp13, gp0, 76032
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9472
S_ADDI_INT gp2, gp0, 9536
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8960
S_ADDI_INT gp15, gp0, 221952
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9600
S_ADDI_INT gp2, gp0, 9664
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10752
S_ADDI_INT gp13, gp0, 76288
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9728
S_ADDI_INT gp2, gp0, 9792
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9216
S_ADDI_INT gp15, gp0, 222208
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9856
S_ADDI_INT gp2, gp0, 9920
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11008
S_ADDI_INT gp13, gp0, 76544
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 9984
S_ADDI_INT gp2, gp0, 10048
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9472
S_ADDI_INT gp15, gp0, 222464
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10112
S_ADDI_INT gp2, gp0, 10176
S_ADDI_INT gp3, gp0, 70208
S_ADDI_INT gp4, gp0, 86592
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11264
S_ADDI_INT gp13, gp0, 76800
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10240
S_ADDI_INT gp2, gp0, 10304
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9728
S_ADDI_INT gp15, gp0, 222720
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10368
S_ADDI_INT gp2, gp0, 10432
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11520
S_ADDI_INT gp13, gp0, 77056
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10496
S_ADDI_INT gp2, gp0, 10560
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9984
S_ADDI_INT gp15, gp0, 222976
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10624
S_ADDI_INT gp2, gp0, 10688
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11776
S_ADDI_INT gp13, gp0, 77312
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 10752
S_ADDI_INT gp2, gp0, 10816
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10240
S_ADDI_INT gp15, gp0, 223232
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10880
S_ADDI_INT gp2, gp0, 10944
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12032
S_ADDI_INT gp13, gp0, 77568
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11008
S_ADDI_INT gp2, gp0, 11072
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10496
S_ADDI_INT gp15, gp0, 223488
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11136
S_ADDI_INT gp2, gp0, 11200
S_ADDI_INT gp3, gp0, 70272
S_ADDI_INT gp4, gp0, 86656
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12288
S_ADDI_INT gp13, gp0, 77824
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 70400
S_ADDI_INT gp13, gp0, 135936
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 86784
S_ADDI_INT gp13, gp0, 144128
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 11264
S_ADDI_INT gp2, gp0, 11328
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10752
S_ADDI_INT gp15, gp0, 223744
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11392
S_ADDI_INT gp2, gp0, 11456
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12544
S_ADDI_INT gp13, gp0, 78080
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11520
S_ADDI_INT gp2, gp0, 11584
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11008
S_ADDI_INT gp15, gp0, 224000
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11648
S_ADDI_INT gp2, gp0, 11712
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12800
S_ADDI_INT gp13, gp0, 78336
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 11776
S_ADDI_INT gp2, gp0, 11840
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11264
S_ADDI_INT gp15, gp0, 224256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11904
S_ADDI_INT gp2, gp0, 11968
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13056
S_ADDI_INT gp13, gp0, 78592
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12032
S_ADDI_INT gp2, gp0, 12096
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11520
S_ADDI_INT gp15, gp0, 224512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12160
S_ADDI_INT gp2, gp0, 12224
S_ADDI_INT gp3, gp0, 70336
S_ADDI_INT gp4, gp0, 86720
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13312
S_ADDI_INT gp13, gp0, 78848
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12288
S_ADDI_INT gp2, gp0, 12352
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11776
S_ADDI_INT gp15, gp0, 224768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12416
S_ADDI_INT gp2, gp0, 12480
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13568
S_ADDI_INT gp13, gp0, 79104
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12544
S_ADDI_INT gp2, gp0, 12608
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12032
S_ADDI_INT gp15, gp0, 225024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12672
S_ADDI_INT gp2, gp0, 12736
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13824
S_ADDI_INT gp13, gp0, 79360
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 12800
S_ADDI_INT gp2, gp0, 12864
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12288
S_ADDI_INT gp15, gp0, 225280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12928
S_ADDI_INT gp2, gp0, 12992
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14080
S_ADDI_INT gp13, gp0, 79616
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13056
S_ADDI_INT gp2, gp0, 13120
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12544
S_ADDI_INT gp15, gp0, 225536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13184
S_ADDI_INT gp2, gp0, 13248
S_ADDI_INT gp3, gp0, 70400
S_ADDI_INT gp4, gp0, 86784
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14336
S_ADDI_INT gp13, gp0, 79872
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13312
S_ADDI_INT gp2, gp0, 13376
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12800
S_ADDI_INT gp15, gp0, 225792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13440
S_ADDI_INT gp2, gp0, 13504
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14592
S_ADDI_INT gp13, gp0, 80128
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13568
S_ADDI_INT gp2, gp0, 13632
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13056
S_ADDI_INT gp15, gp0, 226048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13696
S_ADDI_INT gp2, gp0, 13760
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14848
S_ADDI_INT gp13, gp0, 80384
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 13824
S_ADDI_INT gp2, gp0, 13888
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13312
S_ADDI_INT gp15, gp0, 226304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13952
S_ADDI_INT gp2, gp0, 14016
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15104
S_ADDI_INT gp13, gp0, 80640
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14080
S_ADDI_INT gp2, gp0, 14144
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13568
S_ADDI_INT gp15, gp0, 226560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14208
S_ADDI_INT gp2, gp0, 14272
S_ADDI_INT gp3, gp0, 70464
S_ADDI_INT gp4, gp0, 86848
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15360
S_ADDI_INT gp13, gp0, 80896
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14336
S_ADDI_INT gp2, gp0, 14400
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13824
S_ADDI_INT gp15, gp0, 226816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14464
S_ADDI_INT gp2, gp0, 14528
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15616
S_ADDI_INT gp13, gp0, 81152
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14592
S_ADDI_INT gp2, gp0, 14656
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14080
S_ADDI_INT gp15, gp0, 227072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14720
S_ADDI_INT gp2, gp0, 14784
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15872
S_ADDI_INT gp13, gp0, 81408
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 14848
S_ADDI_INT gp2, gp0, 14912
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14336
S_ADDI_INT gp15, gp0, 227328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14976
S_ADDI_INT gp2, gp0, 15040
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16128
S_ADDI_INT gp13, gp0, 81664
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15104
S_ADDI_INT gp2, gp0, 15168
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14592
S_ADDI_INT gp15, gp0, 227584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15232
S_ADDI_INT gp2, gp0, 15296
S_ADDI_INT gp3, gp0, 70528
S_ADDI_INT gp4, gp0, 86912
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16384
S_ADDI_INT gp13, gp0, 81920
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 70656
S_ADDI_INT gp13, gp0, 136192
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 87040
S_ADDI_INT gp13, gp0, 144384
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 15360
S_ADDI_INT gp2, gp0, 15424
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14848
S_ADDI_INT gp15, gp0, 227840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15488
S_ADDI_INT gp2, gp0, 15552
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16640
S_ADDI_INT gp13, gp0, 82176
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15616
S_ADDI_INT gp2, gp0, 15680
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15104
S_ADDI_INT gp15, gp0, 228096
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15744
S_ADDI_INT gp2, gp0, 15808
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16896
S_ADDI_INT gp13, gp0, 82432
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 15872
S_ADDI_INT gp2, gp0, 15936
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15360
S_ADDI_INT gp15, gp0, 228352
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16000
S_ADDI_INT gp2, gp0, 16064
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17152
S_ADDI_INT gp13, gp0, 82688
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16128
S_ADDI_INT gp2, gp0, 16192
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15616
S_ADDI_INT gp15, gp0, 228608
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16256
S_ADDI_INT gp2, gp0, 16320
S_ADDI_INT gp3, gp0, 70592
S_ADDI_INT gp4, gp0, 86976
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17408
S_ADDI_INT gp13, gp0, 82944
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16384
S_ADDI_INT gp2, gp0, 16448
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15872
S_ADDI_INT gp15, gp0, 228864
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16512
S_ADDI_INT gp2, gp0, 16576
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17664
S_ADDI_INT gp13, gp0, 83200
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16640
S_ADDI_INT gp2, gp0, 16704
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16128
S_ADDI_INT gp15, gp0, 229120
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16768
S_ADDI_INT gp2, gp0, 16832
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 17920
S_ADDI_INT gp13, gp0, 83456
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 16896
S_ADDI_INT gp2, gp0, 16960
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16384
S_ADDI_INT gp15, gp0, 229376
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17024
S_ADDI_INT gp2, gp0, 17088
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18176
S_ADDI_INT gp13, gp0, 83712
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17152
S_ADDI_INT gp2, gp0, 17216
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16640
S_ADDI_INT gp15, gp0, 229632
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17280
S_ADDI_INT gp2, gp0, 17344
S_ADDI_INT gp3, gp0, 70656
S_ADDI_INT gp4, gp0, 87040
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18432
S_ADDI_INT gp13, gp0, 83968
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17408
S_ADDI_INT gp2, gp0, 17472
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 16896
S_ADDI_INT gp15, gp0, 229888
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17536
S_ADDI_INT gp2, gp0, 17600
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18688
S_ADDI_INT gp13, gp0, 84224
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17664
S_ADDI_INT gp2, gp0, 17728
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17152
S_ADDI_INT gp15, gp0, 230144
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 17792
S_ADDI_INT gp2, gp0, 17856
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 18944
S_ADDI_INT gp13, gp0, 84480
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 17920
S_ADDI_INT gp2, gp0, 17984
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17408
S_ADDI_INT gp15, gp0, 230400
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18048
S_ADDI_INT gp2, gp0, 18112
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19200
S_ADDI_INT gp13, gp0, 84736
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18176
S_ADDI_INT gp2, gp0, 18240
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17664
S_ADDI_INT gp15, gp0, 230656
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18304
S_ADDI_INT gp2, gp0, 18368
S_ADDI_INT gp3, gp0, 70720
S_ADDI_INT gp4, gp0, 87104
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19456
S_ADDI_INT gp13, gp0, 84992
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18432
S_ADDI_INT gp2, gp0, 18496
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 17920
S_ADDI_INT gp15, gp0, 230912
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18560
S_ADDI_INT gp2, gp0, 18624
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19712
S_ADDI_INT gp13, gp0, 85248
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18688
S_ADDI_INT gp2, gp0, 18752
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18176
S_ADDI_INT gp15, gp0, 231168
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 18816
S_ADDI_INT gp2, gp0, 18880
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 19968
S_ADDI_INT gp13, gp0, 85504
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 18944
S_ADDI_INT gp2, gp0, 19008
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18432
S_ADDI_INT gp15, gp0, 231424
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19072
S_ADDI_INT gp2, gp0, 19136
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20224
S_ADDI_INT gp13, gp0, 85760
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19200
S_ADDI_INT gp2, gp0, 19264
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18688
S_ADDI_INT gp15, gp0, 231680
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19328
S_ADDI_INT gp2, gp0, 19392
S_ADDI_INT gp3, gp0, 70784
S_ADDI_INT gp4, gp0, 87168
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20480
S_ADDI_INT gp13, gp0, 86016
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 70912
S_ADDI_INT gp13, gp0, 136448
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 87296
S_ADDI_INT gp13, gp0, 144640
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 19456
S_ADDI_INT gp2, gp0, 19520
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 18944
S_ADDI_INT gp15, gp0, 231936
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19584
S_ADDI_INT gp2, gp0, 19648
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20736
S_ADDI_INT gp13, gp0, 86272
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19712
S_ADDI_INT gp2, gp0, 19776
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19200
S_ADDI_INT gp15, gp0, 232192
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 19840
S_ADDI_INT gp2, gp0, 19904
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 20992
S_ADDI_INT gp13, gp0, 86528
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 19968
S_ADDI_INT gp2, gp0, 20032
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19456
S_ADDI_INT gp15, gp0, 232448
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20096
S_ADDI_INT gp2, gp0, 20160
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 21248
S_ADDI_INT gp13, gp0, 86784
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20224
S_ADDI_INT gp2, gp0, 20288
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19712
S_ADDI_INT gp15, gp0, 232704
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20352
S_ADDI_INT gp2, gp0, 20416
S_ADDI_INT gp3, gp0, 70848
S_ADDI_INT gp4, gp0, 87232
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 21504
S_ADDI_INT gp13, gp0, 87040
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20480
S_ADDI_INT gp2, gp0, 20544
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 19968
S_ADDI_INT gp15, gp0, 232960
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20608
S_ADDI_INT gp2, gp0, 20672
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 21760
S_ADDI_INT gp13, gp0, 87296
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20736
S_ADDI_INT gp2, gp0, 20800
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20224
S_ADDI_INT gp15, gp0, 233216
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 20864
S_ADDI_INT gp2, gp0, 20928
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22016
S_ADDI_INT gp13, gp0, 87552
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 20992
S_ADDI_INT gp2, gp0, 21056
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20480
S_ADDI_INT gp15, gp0, 233472
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21120
S_ADDI_INT gp2, gp0, 21184
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22272
S_ADDI_INT gp13, gp0, 87808
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21248
S_ADDI_INT gp2, gp0, 21312
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20736
S_ADDI_INT gp15, gp0, 233728
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21376
S_ADDI_INT gp2, gp0, 21440
S_ADDI_INT gp3, gp0, 70912
S_ADDI_INT gp4, gp0, 87296
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22528
S_ADDI_INT gp13, gp0, 88064
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21504
S_ADDI_INT gp2, gp0, 21568
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 20992
S_ADDI_INT gp15, gp0, 233984
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21632
S_ADDI_INT gp2, gp0, 21696
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 22784
S_ADDI_INT gp13, gp0, 88320
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 21760
S_ADDI_INT gp2, gp0, 21824
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21248
S_ADDI_INT gp15, gp0, 234240
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 21888
S_ADDI_INT gp2, gp0, 21952
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23040
S_ADDI_INT gp13, gp0, 88576
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22016
S_ADDI_INT gp2, gp0, 22080
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21504
S_ADDI_INT gp15, gp0, 234496
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22144
S_ADDI_INT gp2, gp0, 22208
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23296
S_ADDI_INT gp13, gp0, 88832
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22272
S_ADDI_INT gp2, gp0, 22336
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 21760
S_ADDI_INT gp15, gp0, 234752
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22400
S_ADDI_INT gp2, gp0, 22464
S_ADDI_INT gp3, gp0, 70976
S_ADDI_INT gp4, gp0, 87360
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23552
S_ADDI_INT gp13, gp0, 89088
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22528
S_ADDI_INT gp2, gp0, 22592
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22016
S_ADDI_INT gp15, gp0, 235008
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22656
S_ADDI_INT gp2, gp0, 22720
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 23808
S_ADDI_INT gp13, gp0, 89344
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 22784
S_ADDI_INT gp2, gp0, 22848
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22272
S_ADDI_INT gp15, gp0, 235264
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 22912
S_ADDI_INT gp2, gp0, 22976
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24064
S_ADDI_INT gp13, gp0, 89600
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23040
S_ADDI_INT gp2, gp0, 23104
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22528
S_ADDI_INT gp15, gp0, 235520
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23168
S_ADDI_INT gp2, gp0, 23232
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24320
S_ADDI_INT gp13, gp0, 89856
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23296
S_ADDI_INT gp2, gp0, 23360
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 22784
S_ADDI_INT gp15, gp0, 235776
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23424
S_ADDI_INT gp2, gp0, 23488
S_ADDI_INT gp3, gp0, 71040
S_ADDI_INT gp4, gp0, 87424
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24576
S_ADDI_INT gp13, gp0, 90112
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 71168
S_ADDI_INT gp13, gp0, 136704
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 87552
S_ADDI_INT gp13, gp0, 144896
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 23552
S_ADDI_INT gp2, gp0, 23616
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23040
S_ADDI_INT gp15, gp0, 236032
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23680
S_ADDI_INT gp2, gp0, 23744
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 24832
S_ADDI_INT gp13, gp0, 90368
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 23808
S_ADDI_INT gp2, gp0, 23872
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23296
S_ADDI_INT gp15, gp0, 236288
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 23936
S_ADDI_INT gp2, gp0, 24000
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25088
S_ADDI_INT gp13, gp0, 90624
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24064
S_ADDI_INT gp2, gp0, 24128
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23552
S_ADDI_INT gp15, gp0, 236544
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24192
S_ADDI_INT gp2, gp0, 24256
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25344
S_ADDI_INT gp13, gp0, 90880
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24320
S_ADDI_INT gp2, gp0, 24384
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 23808
S_ADDI_INT gp15, gp0, 236800
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24448
S_ADDI_INT gp2, gp0, 24512
S_ADDI_INT gp3, gp0, 71104
S_ADDI_INT gp4, gp0, 87488
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25600
S_ADDI_INT gp13, gp0, 91136
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24576
S_ADDI_INT gp2, gp0, 24640
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24064
S_ADDI_INT gp15, gp0, 237056
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24704
S_ADDI_INT gp2, gp0, 24768
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 25856
S_ADDI_INT gp13, gp0, 91392
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 24832
S_ADDI_INT gp2, gp0, 24896
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24320
S_ADDI_INT gp15, gp0, 237312
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 24960
S_ADDI_INT gp2, gp0, 25024
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26112
S_ADDI_INT gp13, gp0, 91648
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25088
S_ADDI_INT gp2, gp0, 25152
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24576
S_ADDI_INT gp15, gp0, 237568
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25216
S_ADDI_INT gp2, gp0, 25280
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26368
S_ADDI_INT gp13, gp0, 91904
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25344
S_ADDI_INT gp2, gp0, 25408
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 24832
S_ADDI_INT gp15, gp0, 237824
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25472
S_ADDI_INT gp2, gp0, 25536
S_ADDI_INT gp3, gp0, 71168
S_ADDI_INT gp4, gp0, 87552
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26624
S_ADDI_INT gp13, gp0, 92160
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25600
S_ADDI_INT gp2, gp0, 25664
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25088
S_ADDI_INT gp15, gp0, 238080
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25728
S_ADDI_INT gp2, gp0, 25792
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 26880
S_ADDI_INT gp13, gp0, 92416
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 25856
S_ADDI_INT gp2, gp0, 25920
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25344
S_ADDI_INT gp15, gp0, 238336
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 25984
S_ADDI_INT gp2, gp0, 26048
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27136
S_ADDI_INT gp13, gp0, 92672
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26112
S_ADDI_INT gp2, gp0, 26176
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25600
S_ADDI_INT gp15, gp0, 238592
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26240
S_ADDI_INT gp2, gp0, 26304
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27392
S_ADDI_INT gp13, gp0, 92928
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26368
S_ADDI_INT gp2, gp0, 26432
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 25856
S_ADDI_INT gp15, gp0, 238848
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26496
S_ADDI_INT gp2, gp0, 26560
S_ADDI_INT gp3, gp0, 71232
S_ADDI_INT gp4, gp0, 87616
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27648
S_ADDI_INT gp13, gp0, 93184
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26624
S_ADDI_INT gp2, gp0, 26688
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26112
S_ADDI_INT gp15, gp0, 239104
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 26752
S_ADDI_INT gp2, gp0, 26816
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 27904
S_ADDI_INT gp13, gp0, 93440
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 26880
S_ADDI_INT gp2, gp0, 26944
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26368
S_ADDI_INT gp15, gp0, 239360
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27008
S_ADDI_INT gp2, gp0, 27072
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28160
S_ADDI_INT gp13, gp0, 93696
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27136
S_ADDI_INT gp2, gp0, 27200
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26624
S_ADDI_INT gp15, gp0, 239616
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27264
S_ADDI_INT gp2, gp0, 27328
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28416
S_ADDI_INT gp13, gp0, 93952
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27392
S_ADDI_INT gp2, gp0, 27456
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 26880
S_ADDI_INT gp15, gp0, 239872
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27520
S_ADDI_INT gp2, gp0, 27584
S_ADDI_INT gp3, gp0, 71296
S_ADDI_INT gp4, gp0, 87680
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28672
S_ADDI_INT gp13, gp0, 94208
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 71424
S_ADDI_INT gp13, gp0, 136960
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 87808
S_ADDI_INT gp13, gp0, 145152
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 27648
S_ADDI_INT gp2, gp0, 27712
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27136
S_ADDI_INT gp15, gp0, 240128
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 27776
S_ADDI_INT gp2, gp0, 27840
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 28928
S_ADDI_INT gp13, gp0, 94464
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 27904
S_ADDI_INT gp2, gp0, 27968
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27392
S_ADDI_INT gp15, gp0, 240384
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28032
S_ADDI_INT gp2, gp0, 28096
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29184
S_ADDI_INT gp13, gp0, 94720
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28160
S_ADDI_INT gp2, gp0, 28224
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27648
S_ADDI_INT gp15, gp0, 240640
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28288
S_ADDI_INT gp2, gp0, 28352
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29440
S_ADDI_INT gp13, gp0, 94976
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28416
S_ADDI_INT gp2, gp0, 28480
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 27904
S_ADDI_INT gp15, gp0, 240896
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28544
S_ADDI_INT gp2, gp0, 28608
S_ADDI_INT gp3, gp0, 71360
S_ADDI_INT gp4, gp0, 87744
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29696
S_ADDI_INT gp13, gp0, 95232
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28672
S_ADDI_INT gp2, gp0, 28736
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28160
S_ADDI_INT gp15, gp0, 241152
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 28800
S_ADDI_INT gp2, gp0, 28864
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 29952
S_ADDI_INT gp13, gp0, 95488
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 28928
S_ADDI_INT gp2, gp0, 28992
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28416
S_ADDI_INT gp15, gp0, 241408
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29056
S_ADDI_INT gp2, gp0, 29120
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30208
S_ADDI_INT gp13, gp0, 95744
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29184
S_ADDI_INT gp2, gp0, 29248
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28672
S_ADDI_INT gp15, gp0, 241664
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29312
S_ADDI_INT gp2, gp0, 29376
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30464
S_ADDI_INT gp13, gp0, 96000
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29440
S_ADDI_INT gp2, gp0, 29504
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 28928
S_ADDI_INT gp15, gp0, 241920
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29568
S_ADDI_INT gp2, gp0, 29632
S_ADDI_INT gp3, gp0, 71424
S_ADDI_INT gp4, gp0, 87808
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30720
S_ADDI_INT gp13, gp0, 96256
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29696
S_ADDI_INT gp2, gp0, 29760
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29184
S_ADDI_INT gp15, gp0, 242176
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 29824
S_ADDI_INT gp2, gp0, 29888
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 30976
S_ADDI_INT gp13, gp0, 96512
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 29952
S_ADDI_INT gp2, gp0, 30016
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29440
S_ADDI_INT gp15, gp0, 242432
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30080
S_ADDI_INT gp2, gp0, 30144
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 31232
S_ADDI_INT gp13, gp0, 96768
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30208
S_ADDI_INT gp2, gp0, 30272
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29696
S_ADDI_INT gp15, gp0, 242688
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30336
S_ADDI_INT gp2, gp0, 30400
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 31488
S_ADDI_INT gp13, gp0, 97024
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30464
S_ADDI_INT gp2, gp0, 30528
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 29952
S_ADDI_INT gp15, gp0, 242944
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30592
S_ADDI_INT gp2, gp0, 30656
S_ADDI_INT gp3, gp0, 71488
S_ADDI_INT gp4, gp0, 87872
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 31744
S_ADDI_INT gp13, gp0, 97280
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30720
S_ADDI_INT gp2, gp0, 30784
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30208
S_ADDI_INT gp15, gp0, 243200
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 30848
S_ADDI_INT gp2, gp0, 30912
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 32000
S_ADDI_INT gp13, gp0, 97536
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 30976
S_ADDI_INT gp2, gp0, 31040
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30464
S_ADDI_INT gp15, gp0, 243456
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31104
S_ADDI_INT gp2, gp0, 31168
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 32256
S_ADDI_INT gp13, gp0, 97792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 31232
S_ADDI_INT gp2, gp0, 31296
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30720
S_ADDI_INT gp15, gp0, 243712
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31360
S_ADDI_INT gp2, gp0, 31424
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 32512
S_ADDI_INT gp13, gp0, 98048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 31488
S_ADDI_INT gp2, gp0, 31552
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 30976
S_ADDI_INT gp15, gp0, 243968
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31616
S_ADDI_INT gp2, gp0, 31680
S_ADDI_INT gp3, gp0, 71552
S_ADDI_INT gp4, gp0, 87936
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 32768
S_ADDI_INT gp13, gp0, 98304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 71680
S_ADDI_INT gp13, gp0, 137216
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 88064
S_ADDI_INT gp13, gp0, 145408
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 31744
S_ADDI_INT gp2, gp0, 31808
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31232
S_ADDI_INT gp15, gp0, 244224
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 31872
S_ADDI_INT gp2, gp0, 31936
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 33024
S_ADDI_INT gp13, gp0, 98560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32000
S_ADDI_INT gp2, gp0, 32064
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31488
S_ADDI_INT gp15, gp0, 244480
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32128
S_ADDI_INT gp2, gp0, 32192
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 33280
S_ADDI_INT gp13, gp0, 98816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32256
S_ADDI_INT gp2, gp0, 32320
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 31744
S_ADDI_INT gp15, gp0, 244736
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32384
S_ADDI_INT gp2, gp0, 32448
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 33536
S_ADDI_INT gp13, gp0, 99072
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32512
S_ADDI_INT gp2, gp0, 32576
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32000
S_ADDI_INT gp15, gp0, 244992
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32640
S_ADDI_INT gp2, gp0, 32704
S_ADDI_INT gp3, gp0, 71616
S_ADDI_INT gp4, gp0, 88000
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 33792
S_ADDI_INT gp13, gp0, 99328
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 32768
S_ADDI_INT gp2, gp0, 32832
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32256
S_ADDI_INT gp15, gp0, 245248
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 32896
S_ADDI_INT gp2, gp0, 32960
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 34048
S_ADDI_INT gp13, gp0, 99584
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33024
S_ADDI_INT gp2, gp0, 33088
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32512
S_ADDI_INT gp15, gp0, 245504
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33152
S_ADDI_INT gp2, gp0, 33216
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 34304
S_ADDI_INT gp13, gp0, 99840
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33280
S_ADDI_INT gp2, gp0, 33344
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 32768
S_ADDI_INT gp15, gp0, 245760
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33408
S_ADDI_INT gp2, gp0, 33472
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 34560
S_ADDI_INT gp13, gp0, 100096
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33536
S_ADDI_INT gp2, gp0, 33600
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33024
S_ADDI_INT gp15, gp0, 246016
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33664
S_ADDI_INT gp2, gp0, 33728
S_ADDI_INT gp3, gp0, 71680
S_ADDI_INT gp4, gp0, 88064
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 34816
S_ADDI_INT gp13, gp0, 100352
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 33792
S_ADDI_INT gp2, gp0, 33856
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33280
S_ADDI_INT gp15, gp0, 246272
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 33920
S_ADDI_INT gp2, gp0, 33984
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 35072
S_ADDI_INT gp13, gp0, 100608
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34048
S_ADDI_INT gp2, gp0, 34112
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33536
S_ADDI_INT gp15, gp0, 246528
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34176
S_ADDI_INT gp2, gp0, 34240
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 35328
S_ADDI_INT gp13, gp0, 100864
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34304
S_ADDI_INT gp2, gp0, 34368
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 33792
S_ADDI_INT gp15, gp0, 246784
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34432
S_ADDI_INT gp2, gp0, 34496
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 35584
S_ADDI_INT gp13, gp0, 101120
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34560
S_ADDI_INT gp2, gp0, 34624
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34048
S_ADDI_INT gp15, gp0, 247040
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34688
S_ADDI_INT gp2, gp0, 34752
S_ADDI_INT gp3, gp0, 71744
S_ADDI_INT gp4, gp0, 88128
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 35840
S_ADDI_INT gp13, gp0, 101376
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 34816
S_ADDI_INT gp2, gp0, 34880
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34304
S_ADDI_INT gp15, gp0, 247296
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 34944
S_ADDI_INT gp2, gp0, 35008
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 36096
S_ADDI_INT gp13, gp0, 101632
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 35072
S_ADDI_INT gp2, gp0, 35136
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34560
S_ADDI_INT gp15, gp0, 247552
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35200
S_ADDI_INT gp2, gp0, 35264
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 36352
S_ADDI_INT gp13, gp0, 101888
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 35328
S_ADDI_INT gp2, gp0, 35392
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 34816
S_ADDI_INT gp15, gp0, 247808
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35456
S_ADDI_INT gp2, gp0, 35520
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 36608
S_ADDI_INT gp13, gp0, 102144
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 35584
S_ADDI_INT gp2, gp0, 35648
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35072
S_ADDI_INT gp15, gp0, 248064
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35712
S_ADDI_INT gp2, gp0, 35776
S_ADDI_INT gp3, gp0, 71808
S_ADDI_INT gp4, gp0, 88192
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 36864
S_ADDI_INT gp13, gp0, 102400
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 71936
S_ADDI_INT gp13, gp0, 137472
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 88320
S_ADDI_INT gp13, gp0, 145664
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 35840
S_ADDI_INT gp2, gp0, 35904
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35328
S_ADDI_INT gp15, gp0, 248320
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 35968
S_ADDI_INT gp2, gp0, 36032
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 37120
S_ADDI_INT gp13, gp0, 102656
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36096
S_ADDI_INT gp2, gp0, 36160
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35584
S_ADDI_INT gp15, gp0, 248576
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36224
S_ADDI_INT gp2, gp0, 36288
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 37376
S_ADDI_INT gp13, gp0, 102912
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36352
S_ADDI_INT gp2, gp0, 36416
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 35840
S_ADDI_INT gp15, gp0, 248832
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36480
S_ADDI_INT gp2, gp0, 36544
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 37632
S_ADDI_INT gp13, gp0, 103168
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36608
S_ADDI_INT gp2, gp0, 36672
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36096
S_ADDI_INT gp15, gp0, 249088
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36736
S_ADDI_INT gp2, gp0, 36800
S_ADDI_INT gp3, gp0, 71872
S_ADDI_INT gp4, gp0, 88256
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 37888
S_ADDI_INT gp13, gp0, 103424
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 36864
S_ADDI_INT gp2, gp0, 36928
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36352
S_ADDI_INT gp15, gp0, 249344
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 36992
S_ADDI_INT gp2, gp0, 37056
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 38144
S_ADDI_INT gp13, gp0, 103680
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37120
S_ADDI_INT gp2, gp0, 37184
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36608
S_ADDI_INT gp15, gp0, 249600
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 37248
S_ADDI_INT gp2, gp0, 37312
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 38400
S_ADDI_INT gp13, gp0, 103936
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37376
S_ADDI_INT gp2, gp0, 37440
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 36864
S_ADDI_INT gp15, gp0, 249856
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 37504
S_ADDI_INT gp2, gp0, 37568
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 38656
S_ADDI_INT gp13, gp0, 104192
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37632
S_ADDI_INT gp2, gp0, 37696
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37120
S_ADDI_INT gp15, gp0, 250112
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 37760
S_ADDI_INT gp2, gp0, 37824
S_ADDI_INT gp3, gp0, 71936
S_ADDI_INT gp4, gp0, 88320
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 38912
S_ADDI_INT gp13, gp0, 104448
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 37888
S_ADDI_INT gp2, gp0, 37952
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37376
S_ADDI_INT gp15, gp0, 250368
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38016
S_ADDI_INT gp2, gp0, 38080
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 39168
S_ADDI_INT gp13, gp0, 104704
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38144
S_ADDI_INT gp2, gp0, 38208
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37632
S_ADDI_INT gp15, gp0, 250624
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38272
S_ADDI_INT gp2, gp0, 38336
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 39424
S_ADDI_INT gp13, gp0, 104960
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38400
S_ADDI_INT gp2, gp0, 38464
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 37888
S_ADDI_INT gp15, gp0, 250880
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38528
S_ADDI_INT gp2, gp0, 38592
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 39680
S_ADDI_INT gp13, gp0, 105216
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38656
S_ADDI_INT gp2, gp0, 38720
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38144
S_ADDI_INT gp15, gp0, 251136
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 38784
S_ADDI_INT gp2, gp0, 38848
S_ADDI_INT gp3, gp0, 72000
S_ADDI_INT gp4, gp0, 88384
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 39936
S_ADDI_INT gp13, gp0, 105472
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 38912
S_ADDI_INT gp2, gp0, 38976
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38400
S_ADDI_INT gp15, gp0, 251392
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39040
S_ADDI_INT gp2, gp0, 39104
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 40192
S_ADDI_INT gp13, gp0, 105728
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 39168
S_ADDI_INT gp2, gp0, 39232
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38656
S_ADDI_INT gp15, gp0, 251648
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39296
S_ADDI_INT gp2, gp0, 39360
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 40448
S_ADDI_INT gp13, gp0, 105984
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 39424
S_ADDI_INT gp2, gp0, 39488
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 38912
S_ADDI_INT gp15, gp0, 251904
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39552
S_ADDI_INT gp2, gp0, 39616
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 40704
S_ADDI_INT gp13, gp0, 106240
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 39680
S_ADDI_INT gp2, gp0, 39744
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39168
S_ADDI_INT gp15, gp0, 252160
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 39808
S_ADDI_INT gp2, gp0, 39872
S_ADDI_INT gp3, gp0, 72064
S_ADDI_INT gp4, gp0, 88448
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 40960
S_ADDI_INT gp13, gp0, 106496
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 72192
S_ADDI_INT gp13, gp0, 137728
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 88576
S_ADDI_INT gp13, gp0, 145920
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 39936
S_ADDI_INT gp2, gp0, 40000
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39424
S_ADDI_INT gp15, gp0, 252416
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40064
S_ADDI_INT gp2, gp0, 40128
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 41216
S_ADDI_INT gp13, gp0, 106752
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40192
S_ADDI_INT gp2, gp0, 40256
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39680
S_ADDI_INT gp15, gp0, 252672
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40320
S_ADDI_INT gp2, gp0, 40384
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 41472
S_ADDI_INT gp13, gp0, 107008
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40448
S_ADDI_INT gp2, gp0, 40512
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 39936
S_ADDI_INT gp15, gp0, 252928
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40576
S_ADDI_INT gp2, gp0, 40640
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 41728
S_ADDI_INT gp13, gp0, 107264
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40704
S_ADDI_INT gp2, gp0, 40768
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40192
S_ADDI_INT gp15, gp0, 253184
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 40832
S_ADDI_INT gp2, gp0, 40896
S_ADDI_INT gp3, gp0, 72128
S_ADDI_INT gp4, gp0, 88512
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 41984
S_ADDI_INT gp13, gp0, 107520
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 40960
S_ADDI_INT gp2, gp0, 41024
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40448
S_ADDI_INT gp15, gp0, 253440
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41088
S_ADDI_INT gp2, gp0, 41152
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 42240
S_ADDI_INT gp13, gp0, 107776
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41216
S_ADDI_INT gp2, gp0, 41280
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40704
S_ADDI_INT gp15, gp0, 253696
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41344
S_ADDI_INT gp2, gp0, 41408
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 42496
S_ADDI_INT gp13, gp0, 108032
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41472
S_ADDI_INT gp2, gp0, 41536
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 40960
S_ADDI_INT gp15, gp0, 253952
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41600
S_ADDI_INT gp2, gp0, 41664
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 42752
S_ADDI_INT gp13, gp0, 108288
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41728
S_ADDI_INT gp2, gp0, 41792
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41216
S_ADDI_INT gp15, gp0, 254208
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 41856
S_ADDI_INT gp2, gp0, 41920
S_ADDI_INT gp3, gp0, 72192
S_ADDI_INT gp4, gp0, 88576
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 43008
S_ADDI_INT gp13, gp0, 108544
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 41984
S_ADDI_INT gp2, gp0, 42048
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41472
S_ADDI_INT gp15, gp0, 254464
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42112
S_ADDI_INT gp2, gp0, 42176
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 43264
S_ADDI_INT gp13, gp0, 108800
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 42240
S_ADDI_INT gp2, gp0, 42304
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41728
S_ADDI_INT gp15, gp0, 254720
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42368
S_ADDI_INT gp2, gp0, 42432
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 43520
S_ADDI_INT gp13, gp0, 109056
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 42496
S_ADDI_INT gp2, gp0, 42560
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 41984
S_ADDI_INT gp15, gp0, 254976
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42624
S_ADDI_INT gp2, gp0, 42688
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 43776
S_ADDI_INT gp13, gp0, 109312
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 42752
S_ADDI_INT gp2, gp0, 42816
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 42240
S_ADDI_INT gp15, gp0, 255232
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 42880
S_ADDI_INT gp2, gp0, 42944
S_ADDI_INT gp3, gp0, 72256
S_ADDI_INT gp4, gp0, 88640
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 44032
S_ADDI_INT gp13, gp0, 109568
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43008
S_ADDI_INT gp2, gp0, 43072
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 42496
S_ADDI_INT gp15, gp0, 255488
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43136
S_ADDI_INT gp2, gp0, 43200
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 44288
S_ADDI_INT gp13, gp0, 109824
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43264
S_ADDI_INT gp2, gp0, 43328
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 42752
S_ADDI_INT gp15, gp0, 255744
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43392
S_ADDI_INT gp2, gp0, 43456
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 44544
S_ADDI_INT gp13, gp0, 110080
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43520
S_ADDI_INT gp2, gp0, 43584
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43008
S_ADDI_INT gp15, gp0, 256000
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43648
S_ADDI_INT gp2, gp0, 43712
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 44800
S_ADDI_INT gp13, gp0, 110336
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 43776
S_ADDI_INT gp2, gp0, 43840
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43264
S_ADDI_INT gp15, gp0, 256256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 43904
S_ADDI_INT gp2, gp0, 43968
S_ADDI_INT gp3, gp0, 72320
S_ADDI_INT gp4, gp0, 88704
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 45056
S_ADDI_INT gp13, gp0, 110592
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 72448
S_ADDI_INT gp13, gp0, 137984
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 88832
S_ADDI_INT gp13, gp0, 146176
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 44032
S_ADDI_INT gp2, gp0, 44096
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43520
S_ADDI_INT gp15, gp0, 256512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44160
S_ADDI_INT gp2, gp0, 44224
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 45312
S_ADDI_INT gp13, gp0, 110848
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 44288
S_ADDI_INT gp2, gp0, 44352
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 43776
S_ADDI_INT gp15, gp0, 256768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44416
S_ADDI_INT gp2, gp0, 44480
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 45568
S_ADDI_INT gp13, gp0, 111104
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 44544
S_ADDI_INT gp2, gp0, 44608
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44032
S_ADDI_INT gp15, gp0, 257024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44672
S_ADDI_INT gp2, gp0, 44736
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 45824
S_ADDI_INT gp13, gp0, 111360
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 44800
S_ADDI_INT gp2, gp0, 44864
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44288
S_ADDI_INT gp15, gp0, 257280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 44928
S_ADDI_INT gp2, gp0, 44992
S_ADDI_INT gp3, gp0, 72384
S_ADDI_INT gp4, gp0, 88768
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 46080
S_ADDI_INT gp13, gp0, 111616
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45056
S_ADDI_INT gp2, gp0, 45120
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44544
S_ADDI_INT gp15, gp0, 257536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45184
S_ADDI_INT gp2, gp0, 45248
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 46336
S_ADDI_INT gp13, gp0, 111872
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45312
S_ADDI_INT gp2, gp0, 45376
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 44800
S_ADDI_INT gp15, gp0, 257792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45440
S_ADDI_INT gp2, gp0, 45504
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 46592
S_ADDI_INT gp13, gp0, 112128
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45568
S_ADDI_INT gp2, gp0, 45632
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45056
S_ADDI_INT gp15, gp0, 258048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45696
S_ADDI_INT gp2, gp0, 45760
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 46848
S_ADDI_INT gp13, gp0, 112384
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 45824
S_ADDI_INT gp2, gp0, 45888
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45312
S_ADDI_INT gp15, gp0, 258304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 45952
S_ADDI_INT gp2, gp0, 46016
S_ADDI_INT gp3, gp0, 72448
S_ADDI_INT gp4, gp0, 88832
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 47104
S_ADDI_INT gp13, gp0, 112640
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46080
S_ADDI_INT gp2, gp0, 46144
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45568
S_ADDI_INT gp15, gp0, 258560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46208
S_ADDI_INT gp2, gp0, 46272
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 47360
S_ADDI_INT gp13, gp0, 112896
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46336
S_ADDI_INT gp2, gp0, 46400
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 45824
S_ADDI_INT gp15, gp0, 258816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46464
S_ADDI_INT gp2, gp0, 46528
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 47616
S_ADDI_INT gp13, gp0, 113152
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46592
S_ADDI_INT gp2, gp0, 46656
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46080
S_ADDI_INT gp15, gp0, 259072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46720
S_ADDI_INT gp2, gp0, 46784
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 47872
S_ADDI_INT gp13, gp0, 113408
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 46848
S_ADDI_INT gp2, gp0, 46912
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46336
S_ADDI_INT gp15, gp0, 259328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 46976
S_ADDI_INT gp2, gp0, 47040
S_ADDI_INT gp3, gp0, 72512
S_ADDI_INT gp4, gp0, 88896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 48128
S_ADDI_INT gp13, gp0, 113664
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47104
S_ADDI_INT gp2, gp0, 47168
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46592
S_ADDI_INT gp15, gp0, 259584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 47232
S_ADDI_INT gp2, gp0, 47296
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 48384
S_ADDI_INT gp13, gp0, 113920
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47360
S_ADDI_INT gp2, gp0, 47424
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 46848
S_ADDI_INT gp15, gp0, 259840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 47488
S_ADDI_INT gp2, gp0, 47552
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 48640
S_ADDI_INT gp13, gp0, 114176
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47616
S_ADDI_INT gp2, gp0, 47680
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47104
S_ADDI_INT gp15, gp0, 260096
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 47744
S_ADDI_INT gp2, gp0, 47808
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 48896
S_ADDI_INT gp13, gp0, 114432
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 47872
S_ADDI_INT gp2, gp0, 47936
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47360
S_ADDI_INT gp15, gp0, 260352
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48000
S_ADDI_INT gp2, gp0, 48064
S_ADDI_INT gp3, gp0, 72576
S_ADDI_INT gp4, gp0, 88960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 49152
S_ADDI_INT gp13, gp0, 114688
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 72704
S_ADDI_INT gp13, gp0, 138240
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 89088
S_ADDI_INT gp13, gp0, 146432
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 48128
S_ADDI_INT gp2, gp0, 48192
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47616
S_ADDI_INT gp15, gp0, 260608
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48256
S_ADDI_INT gp2, gp0, 48320
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 49408
S_ADDI_INT gp13, gp0, 114944
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 48384
S_ADDI_INT gp2, gp0, 48448
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 47872
S_ADDI_INT gp15, gp0, 260864
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48512
S_ADDI_INT gp2, gp0, 48576
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 49664
S_ADDI_INT gp13, gp0, 115200
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 48640
S_ADDI_INT gp2, gp0, 48704
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48128
S_ADDI_INT gp15, gp0, 261120
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 48768
S_ADDI_INT gp2, gp0, 48832
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 49920
S_ADDI_INT gp13, gp0, 115456
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 48896
S_ADDI_INT gp2, gp0, 48960
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48384
S_ADDI_INT gp15, gp0, 261376
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49024
S_ADDI_INT gp2, gp0, 49088
S_ADDI_INT gp3, gp0, 72640
S_ADDI_INT gp4, gp0, 89024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 50176
S_ADDI_INT gp13, gp0, 115712
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49152
S_ADDI_INT gp2, gp0, 49216
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48640
S_ADDI_INT gp15, gp0, 261632
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49280
S_ADDI_INT gp2, gp0, 49344
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 50432
S_ADDI_INT gp13, gp0, 115968
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49408
S_ADDI_INT gp2, gp0, 49472
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 48896
S_ADDI_INT gp15, gp0, 261888
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49536
S_ADDI_INT gp2, gp0, 49600
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 50688
S_ADDI_INT gp13, gp0, 116224
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49664
S_ADDI_INT gp2, gp0, 49728
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49152
S_LUI_INT gp15, 64
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 49792
S_ADDI_INT gp2, gp0, 49856
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 50944
S_ADDI_INT gp13, gp0, 116480
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 49920
S_ADDI_INT gp2, gp0, 49984
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49408
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50048
S_ADDI_INT gp2, gp0, 50112
S_ADDI_INT gp3, gp0, 72704
S_ADDI_INT gp4, gp0, 89088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 51200
S_ADDI_INT gp13, gp0, 116736
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50176
S_ADDI_INT gp2, gp0, 50240
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49664
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50304
S_ADDI_INT gp2, gp0, 50368
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 51456
S_ADDI_INT gp13, gp0, 116992
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50432
S_ADDI_INT gp2, gp0, 50496
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 49920
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50560
S_ADDI_INT gp2, gp0, 50624
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 51712
S_ADDI_INT gp13, gp0, 117248
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50688
S_ADDI_INT gp2, gp0, 50752
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50176
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 1024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 50816
S_ADDI_INT gp2, gp0, 50880
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 51968
S_ADDI_INT gp13, gp0, 117504
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 50944
S_ADDI_INT gp2, gp0, 51008
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50432
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 1280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51072
S_ADDI_INT gp2, gp0, 51136
S_ADDI_INT gp3, gp0, 72768
S_ADDI_INT gp4, gp0, 89152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 52224
S_ADDI_INT gp13, gp0, 117760
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51200
S_ADDI_INT gp2, gp0, 51264
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50688
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 1536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51328
S_ADDI_INT gp2, gp0, 51392
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 52480
S_ADDI_INT gp13, gp0, 118016
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51456
S_ADDI_INT gp2, gp0, 51520
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 50944
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 1792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51584
S_ADDI_INT gp2, gp0, 51648
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 52736
S_ADDI_INT gp13, gp0, 118272
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51712
S_ADDI_INT gp2, gp0, 51776
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51200
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 2048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 51840
S_ADDI_INT gp2, gp0, 51904
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 52992
S_ADDI_INT gp13, gp0, 118528
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 51968
S_ADDI_INT gp2, gp0, 52032
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51456
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 2304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52096
S_ADDI_INT gp2, gp0, 52160
S_ADDI_INT gp3, gp0, 72832
S_ADDI_INT gp4, gp0, 89216
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 53248
S_ADDI_INT gp13, gp0, 118784
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 72960
S_ADDI_INT gp13, gp0, 138496
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 89344
S_ADDI_INT gp13, gp0, 146688
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 52224
S_ADDI_INT gp2, gp0, 52288
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51712
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 2560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52352
S_ADDI_INT gp2, gp0, 52416
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 53504
S_ADDI_INT gp13, gp0, 119040
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 52480
S_ADDI_INT gp2, gp0, 52544
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 51968
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 2816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52608
S_ADDI_INT gp2, gp0, 52672
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 53760
S_ADDI_INT gp13, gp0, 119296
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 52736
S_ADDI_INT gp2, gp0, 52800
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52224
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 3072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 52864
S_ADDI_INT gp2, gp0, 52928
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 54016
S_ADDI_INT gp13, gp0, 119552
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 52992
S_ADDI_INT gp2, gp0, 53056
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52480
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 3328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53120
S_ADDI_INT gp2, gp0, 53184
S_ADDI_INT gp3, gp0, 72896
S_ADDI_INT gp4, gp0, 89280
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 54272
S_ADDI_INT gp13, gp0, 119808
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 53248
S_ADDI_INT gp2, gp0, 53312
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52736
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 3584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53376
S_ADDI_INT gp2, gp0, 53440
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 54528
S_ADDI_INT gp13, gp0, 120064
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 53504
S_ADDI_INT gp2, gp0, 53568
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 52992
S_LUI_INT gp15, 64
S_ADDI_INT gp15, gp15, 3840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53632
S_ADDI_INT gp2, gp0, 53696
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 54784
S_ADDI_INT gp13, gp0, 120320
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 53760
S_ADDI_INT gp2, gp0, 53824
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 53248
S_LUI_INT gp15, 65
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 53888
S_ADDI_INT gp2, gp0, 53952
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 55040
S_ADDI_INT gp13, gp0, 120576
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54016
S_ADDI_INT gp2, gp0, 54080
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 53504
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54144
S_ADDI_INT gp2, gp0, 54208
S_ADDI_INT gp3, gp0, 72960
S_ADDI_INT gp4, gp0, 89344
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 55296
S_ADDI_INT gp13, gp0, 120832
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54272
S_ADDI_INT gp2, gp0, 54336
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 53760
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54400
S_ADDI_INT gp2, gp0, 54464
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 55552
S_ADDI_INT gp13, gp0, 121088
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54528
S_ADDI_INT gp2, gp0, 54592
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54016
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54656
S_ADDI_INT gp2, gp0, 54720
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 55808
S_ADDI_INT gp13, gp0, 121344
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 54784
S_ADDI_INT gp2, gp0, 54848
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54272
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 1024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 54912
S_ADDI_INT gp2, gp0, 54976
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 56064
S_ADDI_INT gp13, gp0, 121600
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55040
S_ADDI_INT gp2, gp0, 55104
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54528
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 1280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55168
S_ADDI_INT gp2, gp0, 55232
S_ADDI_INT gp3, gp0, 73024
S_ADDI_INT gp4, gp0, 89408
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 56320
S_ADDI_INT gp13, gp0, 121856
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55296
S_ADDI_INT gp2, gp0, 55360
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 54784
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 1536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55424
S_ADDI_INT gp2, gp0, 55488
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 56576
S_ADDI_INT gp13, gp0, 122112
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55552
S_ADDI_INT gp2, gp0, 55616
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55040
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 1792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55680
S_ADDI_INT gp2, gp0, 55744
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 56832
S_ADDI_INT gp13, gp0, 122368
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 55808
S_ADDI_INT gp2, gp0, 55872
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55296
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 2048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 55936
S_ADDI_INT gp2, gp0, 56000
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 57088
S_ADDI_INT gp13, gp0, 122624
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 56064
S_ADDI_INT gp2, gp0, 56128
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55552
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 2304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56192
S_ADDI_INT gp2, gp0, 56256
S_ADDI_INT gp3, gp0, 73088
S_ADDI_INT gp4, gp0, 89472
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 57344
S_ADDI_INT gp13, gp0, 122880
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 73216
S_ADDI_INT gp13, gp0, 138752
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 89600
S_ADDI_INT gp13, gp0, 146944
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 56320
S_ADDI_INT gp2, gp0, 56384
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 55808
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 2560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56448
S_ADDI_INT gp2, gp0, 56512
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 57600
S_ADDI_INT gp13, gp0, 123136
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 56576
S_ADDI_INT gp2, gp0, 56640
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56064
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 2816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56704
S_ADDI_INT gp2, gp0, 56768
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 57856
S_ADDI_INT gp13, gp0, 123392
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 56832
S_ADDI_INT gp2, gp0, 56896
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56320
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 3072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 56960
S_ADDI_INT gp2, gp0, 57024
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 58112
S_ADDI_INT gp13, gp0, 123648
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57088
S_ADDI_INT gp2, gp0, 57152
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56576
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 3328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57216
S_ADDI_INT gp2, gp0, 57280
S_ADDI_INT gp3, gp0, 73152
S_ADDI_INT gp4, gp0, 89536
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 58368
S_ADDI_INT gp13, gp0, 123904
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57344
S_ADDI_INT gp2, gp0, 57408
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 56832
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 3584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57472
S_ADDI_INT gp2, gp0, 57536
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 58624
S_ADDI_INT gp13, gp0, 124160
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57600
S_ADDI_INT gp2, gp0, 57664
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57088
S_LUI_INT gp15, 65
S_ADDI_INT gp15, gp15, 3840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57728
S_ADDI_INT gp2, gp0, 57792
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 58880
S_ADDI_INT gp13, gp0, 124416
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 57856
S_ADDI_INT gp2, gp0, 57920
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57344
S_LUI_INT gp15, 66
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 57984
S_ADDI_INT gp2, gp0, 58048
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 59136
S_ADDI_INT gp13, gp0, 124672
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58112
S_ADDI_INT gp2, gp0, 58176
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57600
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 58240
S_ADDI_INT gp2, gp0, 58304
S_ADDI_INT gp3, gp0, 73216
S_ADDI_INT gp4, gp0, 89600
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 59392
S_ADDI_INT gp13, gp0, 124928
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58368
S_ADDI_INT gp2, gp0, 58432
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 57856
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 58496
S_ADDI_INT gp2, gp0, 58560
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 59648
S_ADDI_INT gp13, gp0, 125184
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58624
S_ADDI_INT gp2, gp0, 58688
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58112
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 58752
S_ADDI_INT gp2, gp0, 58816
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 59904
S_ADDI_INT gp13, gp0, 125440
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 58880
S_ADDI_INT gp2, gp0, 58944
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58368
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 1024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59008
S_ADDI_INT gp2, gp0, 59072
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 60160
S_ADDI_INT gp13, gp0, 125696
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59136
S_ADDI_INT gp2, gp0, 59200
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58624
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 1280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59264
S_ADDI_INT gp2, gp0, 59328
S_ADDI_INT gp3, gp0, 73280
S_ADDI_INT gp4, gp0, 89664
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 60416
S_ADDI_INT gp13, gp0, 125952
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59392
S_ADDI_INT gp2, gp0, 59456
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 58880
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 1536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59520
S_ADDI_INT gp2, gp0, 59584
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 60672
S_ADDI_INT gp13, gp0, 126208
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59648
S_ADDI_INT gp2, gp0, 59712
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59136
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 1792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 59776
S_ADDI_INT gp2, gp0, 59840
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 60928
S_ADDI_INT gp13, gp0, 126464
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 59904
S_ADDI_INT gp2, gp0, 59968
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59392
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 2048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60032
S_ADDI_INT gp2, gp0, 60096
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 61184
S_ADDI_INT gp13, gp0, 126720
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 60160
S_ADDI_INT gp2, gp0, 60224
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59648
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 2304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60288
S_ADDI_INT gp2, gp0, 60352
S_ADDI_INT gp3, gp0, 73344
S_ADDI_INT gp4, gp0, 89728
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 61440
S_ADDI_INT gp13, gp0, 126976
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp12, gp0, 73472
S_ADDI_INT gp13, gp0, 139008
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 89856
S_ADDI_INT gp13, gp0, 147200
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN
S_ADDI_INT gp1, gp0, 60416
S_ADDI_INT gp2, gp0, 60480
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 59904
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 2560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60544
S_ADDI_INT gp2, gp0, 60608
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 61696
S_ADDI_INT gp13, gp0, 127232
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 60672
S_ADDI_INT gp2, gp0, 60736
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60160
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 2816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 60800
S_ADDI_INT gp2, gp0, 60864
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 61952
S_ADDI_INT gp13, gp0, 127488
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 60928
S_ADDI_INT gp2, gp0, 60992
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60416
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 3072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61056
S_ADDI_INT gp2, gp0, 61120
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 62208
S_ADDI_INT gp13, gp0, 127744
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61184
S_ADDI_INT gp2, gp0, 61248
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60672
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 3328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61312
S_ADDI_INT gp2, gp0, 61376
S_ADDI_INT gp3, gp0, 73408
S_ADDI_INT gp4, gp0, 89792
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 62464
S_ADDI_INT gp13, gp0, 128000
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61440
S_ADDI_INT gp2, gp0, 61504
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 60928
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 3584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61568
S_ADDI_INT gp2, gp0, 61632
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 62720
S_ADDI_INT gp13, gp0, 128256
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61696
S_ADDI_INT gp2, gp0, 61760
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61184
S_LUI_INT gp15, 66
S_ADDI_INT gp15, gp15, 3840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 61824
S_ADDI_INT gp2, gp0, 61888
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 62976
S_ADDI_INT gp13, gp0, 128512
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 61952
S_ADDI_INT gp2, gp0, 62016
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61440
S_LUI_INT gp15, 67
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62080
S_ADDI_INT gp2, gp0, 62144
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 63232
S_ADDI_INT gp13, gp0, 128768
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62208
S_ADDI_INT gp2, gp0, 62272
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61696
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 256
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62336
S_ADDI_INT gp2, gp0, 62400
S_ADDI_INT gp3, gp0, 73472
S_ADDI_INT gp4, gp0, 89856
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 63488
S_ADDI_INT gp13, gp0, 129024
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62464
S_ADDI_INT gp2, gp0, 62528
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 61952
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 512
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62592
S_ADDI_INT gp2, gp0, 62656
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 63744
S_ADDI_INT gp13, gp0, 129280
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62720
S_ADDI_INT gp2, gp0, 62784
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62208
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 768
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 62848
S_ADDI_INT gp2, gp0, 62912
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 64000
S_ADDI_INT gp13, gp0, 129536
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 62976
S_ADDI_INT gp2, gp0, 63040
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62464
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 1024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63104
S_ADDI_INT gp2, gp0, 63168
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 64256
S_ADDI_INT gp13, gp0, 129792
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 63232
S_ADDI_INT gp2, gp0, 63296
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62720
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 1280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63360
S_ADDI_INT gp2, gp0, 63424
S_ADDI_INT gp3, gp0, 73536
S_ADDI_INT gp4, gp0, 89920
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 64512
S_ADDI_INT gp13, gp0, 130048
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 63488
S_ADDI_INT gp2, gp0, 63552
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 62976
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 1536
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63616
S_ADDI_INT gp2, gp0, 63680
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 64768
S_ADDI_INT gp13, gp0, 130304
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 63744
S_ADDI_INT gp2, gp0, 63808
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 63232
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 1792
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 63872
S_ADDI_INT gp2, gp0, 63936
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 65024
S_ADDI_INT gp13, gp0, 130560
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 64000
S_ADDI_INT gp2, gp0, 64064
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 63488
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 2048
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64128
S_ADDI_INT gp2, gp0, 64192
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 65280
S_ADDI_INT gp13, gp0, 130816
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; X
S_ADDI_INT gp1, gp0, 64256
S_ADDI_INT gp2, gp0, 64320
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 63744
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 2304
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64384
S_ADDI_INT gp2, gp0, 64448
S_ADDI_INT gp3, gp0, 73600
S_ADDI_INT gp4, gp0, 89984
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64512
S_ADDI_INT gp2, gp0, 64576
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64000
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 2560
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64640
S_ADDI_INT gp2, gp0, 64704
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64768
S_ADDI_INT gp2, gp0, 64832
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64256
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 2816
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 64896
S_ADDI_INT gp2, gp0, 64960
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 65024
S_ADDI_INT gp2, gp0, 65088
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64512
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 3072
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 65152
S_ADDI_INT gp2, gp0, 65216
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 65280
S_ADDI_INT gp2, gp0, 65344
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 64768
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 3328
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 65408
S_ADDI_INT gp2, gp0, 65472
S_ADDI_INT gp3, gp0, 73664
S_ADDI_INT gp4, gp0, 90048
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
S_ADDI_INT gp14, gp0, 65024
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 3584
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
S_ADDI_INT gp14, gp0, 65280
S_LUI_INT gp15, 67
S_ADDI_INT gp15, gp15, 3840
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
