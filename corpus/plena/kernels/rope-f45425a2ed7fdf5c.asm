; rope C1: T=4 H=1; 4 head pairs of 2 VRAM rows; X ring of 1024 rows at row 0,
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
S_ADDI_INT gp12, gp0, 65536
S_ADDI_INT gp13, gp0, 512
H_PREFETCH_V gp12, gp13, a0, 0, 0   ; COS
S_ADDI_INT gp12, gp0, 81920
S_ADDI_INT gp13, gp0, 768
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
S_ADDI_INT gp1, gp0, 256
S_ADDI_INT gp2, gp0, 320
S_ADDI_INT gp3, gp0, 65664
S_ADDI_INT gp4, gp0, 82048
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
V_SUB_VV gp5, gp5, gp11, 0
V_ADD_VV gp6, gp6, gp10, 0
S_ADDI_INT gp14, gp0, 0
S_ADDI_INT gp15, gp0, 1024
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
S_ADDI_INT gp14, gp0, 256
S_ADDI_INT gp15, gp0, 1280
H_STORE_V gp14, gp15, a0, 0, 0   ; Y
