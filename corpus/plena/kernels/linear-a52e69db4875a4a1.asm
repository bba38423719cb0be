; linear BATCH=1 M=128 K=256 N=128: A (or X) k-slices in VRAM (slice kt row m at kt*M+m),
; weight tiles in MRAM, 4x4 output blocks accumulated over 4 slice(s) then written out,
; 4 output rows stored per (column tile, row block). 1 buffer set(s); loads of batch b+1 before compute of b.
S_ADDI_INT gp3, gp0, 49152
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_V gp3, gp4, a0, 0, 0   ; bias rows
S_ADDI_INT gp9, gp0, 256
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32768
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32832
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 32896
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 32960
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 256
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 1024
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 64
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 1024
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 128
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 1024
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 192
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 1024
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 256
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 49152
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 49216
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 49280
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 49344
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 0
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 32768   ; VRAM output rows (m0, nt): continuous over nt
S_ADDI_INT gp8, gp0, 65664   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 49152   ; bias row of nt
S_ADDI_INT gp7, gp0, 49408   ; VRAM rows of the lagging store (scratch first)
S_ADDI_INT gp9, gp0, 65664   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 0   ; A rows m0
  S_ADDI_INT gp12, gp8, 0
  C_LOOP_START gp11, 32
    S_ADDI_INT gp3, gp1, 0
    S_ADDI_INT gp4, gp15, 0
    M_TMM 0, gp2, gp3
    S_ADDI_INT gp5, gp3, 8192
    S_ADDI_INT gp6, gp2, 8192
    M_TMM 0, gp6, gp5
    S_ADDI_INT gp5, gp3, 16384
    S_ADDI_INT gp6, gp2, 16384
    M_TMM 0, gp6, gp5
    S_ADDI_INT gp5, gp3, 24576
    S_ADDI_INT gp6, gp2, 24576
    M_TMM 0, gp6, gp5
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
    S_ADDI_INT gp6, gp7, 0
    V_ADD_VV gp6, gp6, gp13, 0
    S_ADDI_INT gp6, gp7, 64
    V_ADD_VV gp6, gp6, gp13, 0
    S_ADDI_INT gp6, gp7, 128
    V_ADD_VV gp6, gp6, gp13, 0
    S_ADDI_INT gp6, gp7, 192
    V_ADD_VV gp6, gp6, gp13, 0
    H_STORE_V gp7, gp9, a0, 1, 0   ; previous row group
    C_LOOP_START gp13, 15
      M_TMM 0, gp2, gp3
      S_ADDI_INT gp5, gp3, 8192
      S_ADDI_INT gp6, gp2, 8192
      M_TMM 0, gp6, gp5
      S_ADDI_INT gp5, gp3, 16384
      S_ADDI_INT gp6, gp2, 16384
      M_TMM 0, gp6, gp5
      S_ADDI_INT gp5, gp3, 24576
      S_ADDI_INT gp6, gp2, 24576
      M_TMM 0, gp6, gp5
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
S_ADDI_INT gp6, gp7, 0
V_ADD_VV gp6, gp6, gp13, 0
S_ADDI_INT gp6, gp7, 64
V_ADD_VV gp6, gp6, gp13, 0
S_ADDI_INT gp6, gp7, 128
V_ADD_VV gp6, gp6, gp13, 0
S_ADDI_INT gp6, gp7, 192
V_ADD_VV gp6, gp6, gp13, 0
H_STORE_V gp7, gp9, a0, 1, 0   ; last row group
