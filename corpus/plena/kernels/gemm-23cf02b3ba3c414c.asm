; gemm BATCH=1 M=64 K=128 N=128: A (or X) k-slices in VRAM (slice kt row m at kt*M+m),
; weight tiles in MRAM, 4x4 output blocks accumulated over 2 slice(s) then written out,
; 4 output rows stored per (column tile, row block). 1 buffer set(s); loads of batch b+1 before compute of b.
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 8192
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 16384
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 64
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 8256
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 16448
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 0
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 8192   ; VRAM output rows (m0, nt): continuous over nt
S_ADDI_INT gp8, gp0, 24576   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 16384   ; bias row of nt
S_ADDI_INT gp7, gp0, 16640   ; VRAM rows of the lagging store (scratch first)
S_ADDI_INT gp9, gp0, 24576   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 0   ; A rows m0
  S_ADDI_INT gp12, gp8, 0
  C_LOOP_START gp11, 16
    S_ADDI_INT gp3, gp1, 0
    S_ADDI_INT gp4, gp15, 0
    M_MM 0, gp3, gp2
    S_ADDI_INT gp5, gp3, 8192
    S_ADDI_INT gp6, gp2, 4096
    M_MM 0, gp5, gp6
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
    H_STORE_V gp7, gp9, a0, 1, 0   ; previous row group
    C_LOOP_START gp13, 15
      M_MM 0, gp3, gp2
      S_ADDI_INT gp5, gp3, 8192
      S_ADDI_INT gp6, gp2, 4096
      M_MM 0, gp5, gp6
      M_MM_WO gp4, gp0, 0
      S_ADDI_INT gp3, gp3, 4
      S_ADDI_INT gp4, gp4, 4
    C_LOOP_END gp13
    S_ADDI_INT gp7, gp15, 0
    S_ADDI_INT gp9, gp12, 0
    S_ADDI_INT gp13, gp14, 0   ; bias row of this group (read by the lagging bias add)
    S_ADDI_INT gp2, gp2, 256
    S_ADDI_INT gp15, gp15, 256
    S_ADDI_INT gp12, gp12, 512
  C_LOOP_END gp11
  S_ADDI_INT gp1, gp1, 4096
  S_ADDI_INT gp8, gp8, 64
  S_ADDI_INT gp14, gp14, 64
C_LOOP_END gp10
H_STORE_V gp7, gp9, a0, 1, 0   ; last row group
