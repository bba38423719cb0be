; ReLU R=4 C=64: the whole matrix is 4 VRAM rows, one prefetch, 4 V_MAX_VF, one store
S_ADDI_INT gp1, gp0, 256      ; Y offset
H_PREFETCH_V gp0, gp0, a0, 0, 0
S_ADDI_INT gp2, gp0, 64
S_ADDI_INT gp3, gp0, 128
S_ADDI_INT gp4, gp0, 192
V_MAX_VF gp0, gp0, f0, 0
V_MAX_VF gp2, gp2, f0, 0
V_MAX_VF gp3, gp3, f0, 0
V_MAX_VF gp4, gp4, f0, 0
H_STORE_V gp0, gp1, a0, 0, 0
