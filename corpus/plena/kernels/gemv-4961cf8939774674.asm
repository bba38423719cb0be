; gemv C1: M=64 K=64; 1x1 tiles of A, x in VRAM rows 0.., y in VRAM rows 16..
; MRAM: all tiles at once
S_ADDI_INT gp9, gp0, 64
C_SET_STRIDE_REG gp9   ; STRIDE = K (rows of A)
S_ADDI_INT gp4, gp0, 4096
S_ADDI_INT gp3, gp0, 0
H_PREFETCH_V gp3, gp4, a0, 0, 0   ; x
S_ADDI_INT gp4, gp4, 256
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp2, gp0, 1024   ; y destination
; ---- row tile 0
S_ADDI_INT gp1, gp0, 0
S_ADDI_INT gp5, gp1, 0
S_ADDI_INT gp6, gp0, 0
M_TMV 0, gp5, gp6
M_MV_WO gp2, 0
S_ADDI_INT gp1, gp1, 4
S_ADDI_INT gp2, gp2, 4
C_LOOP_START gp13, 15
  S_ADDI_INT gp5, gp1, 0
  S_ADDI_INT gp6, gp0, 0
  M_TMV 0, gp5, gp6
  M_MV_WO gp2, 0
  S_ADDI_INT gp1, gp1, 4
  S_ADDI_INT gp2, gp2, 4
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 1024
S_ADDI_INT gp4, gp0, 4160
H_STORE_V gp3, gp4, a0, 0, 0   ; y
S_ADDI_INT gp3, gp3, 256
S_ADDI_INT gp4, gp4, 256
