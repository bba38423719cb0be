; rope C5: T=256 H=16; 64 chunks of 4 tokens (64 head pairs, 128 VRAM rows),
; buffers at rows [0, 128], COS rows [256, 260], SIN rows [264, 268], temporaries at row 272.
S_ADDI_INT gp8, gp0, 17408
S_ADDI_INT gp9, gp0, 17472
S_ADDI_INT gp10, gp0, 17536
S_ADDI_INT gp11, gp0, 17600
S_ADDI_INT gp12, gp0, 0
S_ADDI_INT gp13, gp0, 0
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 256
S_ADDI_INT gp13, gp0, 256
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 512
S_ADDI_INT gp13, gp0, 512
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 768
S_ADDI_INT gp13, gp0, 768
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 1024
S_ADDI_INT gp13, gp0, 1024
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 1280
S_ADDI_INT gp13, gp0, 1280
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 1536
S_ADDI_INT gp13, gp0, 1536
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 1792
S_ADDI_INT gp13, gp0, 1792
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 2048
S_ADDI_INT gp13, gp0, 2048
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 2304
S_ADDI_INT gp13, gp0, 2304
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 2560
S_ADDI_INT gp13, gp0, 2560
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 2816
S_ADDI_INT gp13, gp0, 2816
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 3072
S_ADDI_INT gp13, gp0, 3072
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 3328
S_ADDI_INT gp13, gp0, 3328
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 3584
S_ADDI_INT gp13, gp0, 3584
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 3840
S_ADDI_INT gp13, gp0, 3840
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 4096
S_ADDI_INT gp13, gp0, 4096
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 4352
S_ADDI_INT gp13, gp0, 4352
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 4608
S_ADDI_INT gp13, gp0, 4608
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 4864
S_ADDI_INT gp13, gp0, 4864
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 5120
S_ADDI_INT gp13, gp0, 5120
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 5376
S_ADDI_INT gp13, gp0, 5376
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 5632
S_ADDI_INT gp13, gp0, 5632
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 5888
S_ADDI_INT gp13, gp0, 5888
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 6144
S_ADDI_INT gp13, gp0, 6144
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 6400
S_ADDI_INT gp13, gp0, 6400
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 6656
S_ADDI_INT gp13, gp0, 6656
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 6912
S_ADDI_INT gp13, gp0, 6912
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 7168
S_ADDI_INT gp13, gp0, 7168
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 7424
S_ADDI_INT gp13, gp0, 7424
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 7680
S_ADDI_INT gp13, gp0, 7680
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 7936
S_ADDI_INT gp13, gp0, 7936
H_PREFETCH_V gp12, gp13, a0, 0, 0
S_ADDI_INT gp12, gp0, 16384
S_LUI_INT gp13, 128
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS chunk 0
S_ADDI_INT gp12, gp0, 16896
S_LUI_INT gp13, 132
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; SIN chunk 0
S_ADDI_INT gp12, gp0, 256
S_ST_INT gp12, gp0, 1   ; COS/SIN offset of chunk 1
C_LOOP_START gp7, 32
; ---- chunk in buffer 0
S_LD_INT gp12, gp0, 0   ; X offset of this chunk
S_ADDI_INT gp13, gp12, 8192
S_ST_INT gp13, gp0, 0
C_SET_ADDR_REG a2, gp0, gp13   ; X of the next chunk
S_LUI_INT gp14, 136
S_ADD_INT gp14, gp14, gp12
C_SET_ADDR_REG a3, gp0, gp14   ; Y of this chunk
S_LD_INT gp12, gp0, 1   ; COS/SIN offset of the next chunk
S_ADDI_INT gp13, gp12, 256
S_ST_INT gp13, gp0, 1
S_LUI_INT gp14, 128
S_ADD_INT gp14, gp14, gp12
C_SET_ADDR_REG a4, gp0, gp14   ; COS of the next chunk
S_LUI_INT gp14, 132
S_ADD_INT gp14, gp14, gp12
C_SET_ADDR_REG a5, gp0, gp14   ; SIN of the next chunk
S_ADDI_INT gp12, gp0, 8192
S_ADDI_INT gp13, gp0, 0
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp2, gp0, 64
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16640
H_PREFETCH_V gp12, gp0, a4, 0, 0   ; next COS
S_ADDI_INT gp12, gp0, 17152
H_PREFETCH_V gp12, gp0, a5, 0, 0   ; next SIN
S_ADDI_INT gp1, gp0, 128
S_ADDI_INT gp2, gp0, 192
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 8448
S_ADDI_INT gp13, gp0, 256
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 256
S_ADDI_INT gp2, gp0, 320
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
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
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 8704
S_ADDI_INT gp13, gp0, 512
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 512
S_ADDI_INT gp2, gp0, 576
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 0
S_ADDI_INT gp15, gp0, 0
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 640
S_ADDI_INT gp2, gp0, 704
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 8960
S_ADDI_INT gp13, gp0, 768
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 768
S_ADDI_INT gp2, gp0, 832
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 256
S_ADDI_INT gp15, gp0, 256
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 896
S_ADDI_INT gp2, gp0, 960
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9216
S_ADDI_INT gp13, gp0, 1024
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 1024
S_ADDI_INT gp2, gp0, 1088
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 512
S_ADDI_INT gp15, gp0, 512
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1152
S_ADDI_INT gp2, gp0, 1216
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9472
S_ADDI_INT gp13, gp0, 1280
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 1280
S_ADDI_INT gp2, gp0, 1344
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 768
S_ADDI_INT gp15, gp0, 768
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1408
S_ADDI_INT gp2, gp0, 1472
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9728
S_ADDI_INT gp13, gp0, 1536
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 1536
S_ADDI_INT gp2, gp0, 1600
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1024
S_ADDI_INT gp15, gp0, 1024
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1664
S_ADDI_INT gp2, gp0, 1728
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 9984
S_ADDI_INT gp13, gp0, 1792
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 1792
S_ADDI_INT gp2, gp0, 1856
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1280
S_ADDI_INT gp15, gp0, 1280
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 1920
S_ADDI_INT gp2, gp0, 1984
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16896
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10240
S_ADDI_INT gp13, gp0, 2048
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 2048
S_ADDI_INT gp2, gp0, 2112
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1536
S_ADDI_INT gp15, gp0, 1536
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2176
S_ADDI_INT gp2, gp0, 2240
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10496
S_ADDI_INT gp13, gp0, 2304
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 2304
S_ADDI_INT gp2, gp0, 2368
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 1792
S_ADDI_INT gp15, gp0, 1792
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2432
S_ADDI_INT gp2, gp0, 2496
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 10752
S_ADDI_INT gp13, gp0, 2560
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 2560
S_ADDI_INT gp2, gp0, 2624
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2048
S_ADDI_INT gp15, gp0, 2048
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2688
S_ADDI_INT gp2, gp0, 2752
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11008
S_ADDI_INT gp13, gp0, 2816
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 2816
S_ADDI_INT gp2, gp0, 2880
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2304
S_ADDI_INT gp15, gp0, 2304
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 2944
S_ADDI_INT gp2, gp0, 3008
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11264
S_ADDI_INT gp13, gp0, 3072
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 3072
S_ADDI_INT gp2, gp0, 3136
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2560
S_ADDI_INT gp15, gp0, 2560
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3200
S_ADDI_INT gp2, gp0, 3264
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11520
S_ADDI_INT gp13, gp0, 3328
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 3328
S_ADDI_INT gp2, gp0, 3392
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 2816
S_ADDI_INT gp15, gp0, 2816
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3456
S_ADDI_INT gp2, gp0, 3520
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 11776
S_ADDI_INT gp13, gp0, 3584
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 3584
S_ADDI_INT gp2, gp0, 3648
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3072
S_ADDI_INT gp15, gp0, 3072
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3712
S_ADDI_INT gp2, gp0, 3776
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12032
S_ADDI_INT gp13, gp0, 3840
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 3840
S_ADDI_INT gp2, gp0, 3904
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3328
S_ADDI_INT gp15, gp0, 3328
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 3968
S_ADDI_INT gp2, gp0, 4032
S_ADDI_INT gp3, gp0, 16448
S_ADDI_INT gp4, gp0, 16960
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12288
S_ADDI_INT gp13, gp0, 4096
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 4096
S_ADDI_INT gp2, gp0, 4160
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3584
S_ADDI_INT gp15, gp0, 3584
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4224
S_ADDI_INT gp2, gp0, 4288
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12544
S_ADDI_INT gp13, gp0, 4352
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 4352
S_ADDI_INT gp2, gp0, 4416
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 3840
S_ADDI_INT gp15, gp0, 3840
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4480
S_ADDI_INT gp2, gp0, 4544
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 12800
S_ADDI_INT gp13, gp0, 4608
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 4608
S_ADDI_INT gp2, gp0, 4672
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4096
S_ADDI_INT gp15, gp0, 4096
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4736
S_ADDI_INT gp2, gp0, 4800
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13056
S_ADDI_INT gp13, gp0, 4864
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 4864
S_ADDI_INT gp2, gp0, 4928
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4352
S_ADDI_INT gp15, gp0, 4352
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 4992
S_ADDI_INT gp2, gp0, 5056
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13312
S_ADDI_INT gp13, gp0, 5120
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 5120
S_ADDI_INT gp2, gp0, 5184
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4608
S_ADDI_INT gp15, gp0, 4608
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5248
S_ADDI_INT gp2, gp0, 5312
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13568
S_ADDI_INT gp13, gp0, 5376
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 5376
S_ADDI_INT gp2, gp0, 5440
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 4864
S_ADDI_INT gp15, gp0, 4864
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5504
S_ADDI_INT gp2, gp0, 5568
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 13824
S_ADDI_INT gp13, gp0, 5632
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 5632
S_ADDI_INT gp2, gp0, 5696
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5120
S_ADDI_INT gp15, gp0, 5120
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 5760
S_ADDI_INT gp2, gp0, 5824
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14080
S_ADDI_INT gp13, gp0, 5888
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 5888
S_ADDI_INT gp2, gp0, 5952
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5376
S_ADDI_INT gp15, gp0, 5376
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6016
S_ADDI_INT gp2, gp0, 6080
S_ADDI_INT gp3, gp0, 16512
S_ADDI_INT gp4, gp0, 17024
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14336
S_ADDI_INT gp13, gp0, 6144
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 6144
S_ADDI_INT gp2, gp0, 6208
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5632
S_ADDI_INT gp15, gp0, 5632
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6272
S_ADDI_INT gp2, gp0, 6336
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14592
S_ADDI_INT gp13, gp0, 6400
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 6400
S_ADDI_INT gp2, gp0, 6464
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 5888
S_ADDI_INT gp15, gp0, 5888
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6528
S_ADDI_INT gp2, gp0, 6592
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 14848
S_ADDI_INT gp13, gp0, 6656
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 6656
S_ADDI_INT gp2, gp0, 6720
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6144
S_ADDI_INT gp15, gp0, 6144
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 6784
S_ADDI_INT gp2, gp0, 6848
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15104
S_ADDI_INT gp13, gp0, 6912
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 6912
S_ADDI_INT gp2, gp0, 6976
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6400
S_ADDI_INT gp15, gp0, 6400
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7040
S_ADDI_INT gp2, gp0, 7104
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15360
S_ADDI_INT gp13, gp0, 7168
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 7168
S_ADDI_INT gp2, gp0, 7232
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6656
S_ADDI_INT gp15, gp0, 6656
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7296
S_ADDI_INT gp2, gp0, 7360
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15616
S_ADDI_INT gp13, gp0, 7424
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 7424
S_ADDI_INT gp2, gp0, 7488
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 6912
S_ADDI_INT gp15, gp0, 6912
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7552
S_ADDI_INT gp2, gp0, 7616
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 15872
S_ADDI_INT gp13, gp0, 7680
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 7680
S_ADDI_INT gp2, gp0, 7744
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7168
S_ADDI_INT gp15, gp0, 7168
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 7808
S_ADDI_INT gp2, gp0, 7872
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16128
S_ADDI_INT gp13, gp0, 7936
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 7936
S_ADDI_INT gp2, gp0, 8000
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 7424
S_ADDI_INT gp15, gp0, 7424
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8064
S_ADDI_INT gp2, gp0, 8128
S_ADDI_INT gp3, gp0, 16576
S_ADDI_INT gp4, gp0, 17088
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
S_ADDI_INT gp14, gp0, 7680
S_ADDI_INT gp15, gp0, 7680
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
S_ADDI_INT gp14, gp0, 7936
S_ADDI_INT gp15, gp0, 7936
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
; ---- chunk in buffer 1
S_LD_INT gp12, gp0, 0   ; X offset of this chunk
S_ADDI_INT gp13, gp12, 8192
S_ST_INT gp13, gp0, 0
C_SET_ADDR_REG a2, gp0, gp13   ; X of the next chunk
S_LUI_INT gp14, 136
S_ADD_INT gp14, gp14, gp12
C_SET_ADDR_REG a3, gp0, gp14   ; Y of this chunk
S_LD_INT gp12, gp0, 1   ; COS/SIN offset of the next chunk
S_ADDI_INT gp13, gp12, 256
S_ST_INT gp13, gp0, 1
S_LUI_INT gp14, 128
S_ADD_INT gp14, gp14, gp12
C_SET_ADDR_REG a4, gp0, gp14   ; COS of the next chunk
S_LUI_INT gp14, 132
S_ADD_INT gp14, gp14, gp12
C_SET_ADDR_REG a5, gp0, gp14   ; SIN of the next chunk
S_ADDI_INT gp12, gp0, 0
S_ADDI_INT gp13, gp0, 0
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 8192
S_ADDI_INT gp2, gp0, 8256
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 16384
H_PREFETCH_V gp12, gp0, a4, 0, 0   ; next COS
S_ADDI_INT gp12, gp0, 16896
H_PREFETCH_V gp12, gp0, a5, 0, 0   ; next SIN
S_ADDI_INT gp1, gp0, 8320
S_ADDI_INT gp2, gp0, 8384
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 256
S_ADDI_INT gp13, gp0, 256
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 8448
S_ADDI_INT gp2, gp0, 8512
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8576
S_ADDI_INT gp2, gp0, 8640
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 512
S_ADDI_INT gp13, gp0, 512
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 8704
S_ADDI_INT gp2, gp0, 8768
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8192
S_ADDI_INT gp15, gp0, 0
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 8832
S_ADDI_INT gp2, gp0, 8896
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 768
S_ADDI_INT gp13, gp0, 768
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 8960
S_ADDI_INT gp2, gp0, 9024
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8448
S_ADDI_INT gp15, gp0, 256
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9088
S_ADDI_INT gp2, gp0, 9152
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp10, gp1, gp4, 0
V_MUL_VV gp11, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp9, 0
V_ADD_VV gp6, gp6, gp8, 0
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp12, gp0, 1024
S_ADDI_INT gp13, gp0, 1024
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 9216
S_ADDI_INT gp2, gp0, 9280
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8704
S_ADDI_INT gp15, gp0, 512
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9344
S_ADDI_INT gp2, gp0, 9408
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 9472
S_ADDI_INT gp2, gp0, 9536
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 8960
S_ADDI_INT gp15, gp0, 768
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9600
S_ADDI_INT gp2, gp0, 9664
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 9728
S_ADDI_INT gp2, gp0, 9792
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9216
S_ADDI_INT gp15, gp0, 1024
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 9856
S_ADDI_INT gp2, gp0, 9920
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 9984
S_ADDI_INT gp2, gp0, 10048
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9472
S_ADDI_INT gp15, gp0, 1280
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10112
S_ADDI_INT gp2, gp0, 10176
S_ADDI_INT gp3, gp0, 16640
S_ADDI_INT gp4, gp0, 17152
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 10240
S_ADDI_INT gp2, gp0, 10304
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9728
S_ADDI_INT gp15, gp0, 1536
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10368
S_ADDI_INT gp2, gp0, 10432
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 10496
S_ADDI_INT gp2, gp0, 10560
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 9984
S_ADDI_INT gp15, gp0, 1792
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10624
S_ADDI_INT gp2, gp0, 10688
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 10752
S_ADDI_INT gp2, gp0, 10816
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10240
S_ADDI_INT gp15, gp0, 2048
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 10880
S_ADDI_INT gp2, gp0, 10944
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 11008
S_ADDI_INT gp2, gp0, 11072
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10496
S_ADDI_INT gp15, gp0, 2304
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11136
S_ADDI_INT gp2, gp0, 11200
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 11264
S_ADDI_INT gp2, gp0, 11328
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 10752
S_ADDI_INT gp15, gp0, 2560
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11392
S_ADDI_INT gp2, gp0, 11456
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 11520
S_ADDI_INT gp2, gp0, 11584
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11008
S_ADDI_INT gp15, gp0, 2816
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11648
S_ADDI_INT gp2, gp0, 11712
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 11776
S_ADDI_INT gp2, gp0, 11840
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11264
S_ADDI_INT gp15, gp0, 3072
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 11904
S_ADDI_INT gp2, gp0, 11968
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 12032
S_ADDI_INT gp2, gp0, 12096
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11520
S_ADDI_INT gp15, gp0, 3328
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12160
S_ADDI_INT gp2, gp0, 12224
S_ADDI_INT gp3, gp0, 16704
S_ADDI_INT gp4, gp0, 17216
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 12288
S_ADDI_INT gp2, gp0, 12352
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 11776
S_ADDI_INT gp15, gp0, 3584
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12416
S_ADDI_INT gp2, gp0, 12480
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 12544
S_ADDI_INT gp2, gp0, 12608
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12032
S_ADDI_INT gp15, gp0, 3840
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12672
S_ADDI_INT gp2, gp0, 12736
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 12800
S_ADDI_INT gp2, gp0, 12864
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12288
S_ADDI_INT gp15, gp0, 4096
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 12928
S_ADDI_INT gp2, gp0, 12992
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 13056
S_ADDI_INT gp2, gp0, 13120
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12544
S_ADDI_INT gp15, gp0, 4352
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13184
S_ADDI_INT gp2, gp0, 13248
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 13312
S_ADDI_INT gp2, gp0, 13376
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 12800
S_ADDI_INT gp15, gp0, 4608
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13440
S_ADDI_INT gp2, gp0, 13504
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 13568
S_ADDI_INT gp2, gp0, 13632
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13056
S_ADDI_INT gp15, gp0, 4864
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13696
S_ADDI_INT gp2, gp0, 13760
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 13824
S_ADDI_INT gp2, gp0, 13888
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13312
S_ADDI_INT gp15, gp0, 5120
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 13952
S_ADDI_INT gp2, gp0, 14016
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 14080
S_ADDI_INT gp2, gp0, 14144
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13568
S_ADDI_INT gp15, gp0, 5376
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14208
S_ADDI_INT gp2, gp0, 14272
S_ADDI_INT gp3, gp0, 16768
S_ADDI_INT gp4, gp0, 17280
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 14336
S_ADDI_INT gp2, gp0, 14400
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 13824
S_ADDI_INT gp15, gp0, 5632
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14464
S_ADDI_INT gp2, gp0, 14528
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 14592
S_ADDI_INT gp2, gp0, 14656
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14080
S_ADDI_INT gp15, gp0, 5888
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14720
S_ADDI_INT gp2, gp0, 14784
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 14848
S_ADDI_INT gp2, gp0, 14912
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14336
S_ADDI_INT gp15, gp0, 6144
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 14976
S_ADDI_INT gp2, gp0, 15040
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 15104
S_ADDI_INT gp2, gp0, 15168
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14592
S_ADDI_INT gp15, gp0, 6400
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15232
S_ADDI_INT gp2, gp0, 15296
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 15360
S_ADDI_INT gp2, gp0, 15424
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 14848
S_ADDI_INT gp15, gp0, 6656
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15488
S_ADDI_INT gp2, gp0, 15552
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 15616
S_ADDI_INT gp2, gp0, 15680
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15104
S_ADDI_INT gp15, gp0, 6912
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 15744
S_ADDI_INT gp2, gp0, 15808
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 15872
S_ADDI_INT gp2, gp0, 15936
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15360
S_ADDI_INT gp15, gp0, 7168
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16000
S_ADDI_INT gp2, gp0, 16064
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
H_PREFETCH_V gp12, gp13, a2, 0, 0   ; next chunk X
S_ADDI_INT gp1, gp0, 16128
S_ADDI_INT gp2, gp0, 16192
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
V_MUL_VV gp8, gp1, gp4, 0
V_MUL_VV gp9, gp2, gp4, 0
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 15616
S_ADDI_INT gp15, gp0, 7424
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
V_MUL_VV gp1, gp1, gp3, 0
V_MUL_VV gp2, gp2, gp3, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp2, 0
S_ADDI_INT gp1, gp0, 16256
S_ADDI_INT gp2, gp0, 16320
S_ADDI_INT gp3, gp0, 16832
S_ADDI_INT gp4, gp0, 17344
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
S_ADDI_INT gp14, gp0, 15872
S_ADDI_INT gp15, gp0, 7680
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
S_ADDI_INT gp14, gp0, 16128
S_ADDI_INT gp15, gp0, 7936
H_STORE_V gp14, gp15, a3, 0, 0   ; Y
C_LOOP_END gp7
