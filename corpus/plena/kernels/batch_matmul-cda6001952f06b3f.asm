; gemm BATCH=4 M=128 K=128 N=128: A (or X) k-slices in VRAM (slice kt row m at kt*M+m),
; weight tiles in MRAM, 4x4 output blocks accumulated over 2 slice(s) then written out,
; 4 output rows stored per (column tile, row block). 2 buffer set(s); loads of batch b+1 before compute of b.
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65536
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 73728
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 0
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 64
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65600
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 73792
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 81920
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 90112
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 16448
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 81984
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 90176
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 0
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 32768   ; VRAM output rows (m0, nt): continuous over nt
S_ADDI_INT gp8, gp0, 131072   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 65536   ; bias row of nt
S_ADDI_INT gp7, gp0, 65792   ; VRAM rows of the lagging store (scratch first)
S_ADDI_INT gp9, gp0, 131072   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 0   ; A rows m0
  S_ADDI_INT gp12, gp8, 0
  C_LOOP_START gp11, 32
    S_ADDI_INT gp3, gp1, 0
    S_ADDI_INT gp4, gp15, 0
    M_MM 0, gp3, gp2
    S_ADDI_INT gp5, gp3, 8192
    S_ADDI_INT gp6, gp2, 8192
    M_MM 0, gp5, gp6
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
    H_STORE_V gp7, gp9, a0, 1, 0   ; previous row group
    C_LOOP_START gp13, 15
      M_MM 0, gp3, gp2
      S_ADDI_INT gp5, gp3, 8192
      S_ADDI_INT gp6, gp2, 8192
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 98304
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 106496
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 32832
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 98368
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 106560
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 1
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 49152   ; VRAM output rows (m0, nt): continuous over nt
S_ADDI_INT gp8, gp0, 147456   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 65536   ; bias row of nt
S_ADDI_INT gp7, gp0, 65792   ; VRAM rows of the lagging store (scratch first)
S_ADDI_INT gp9, gp0, 147456   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 16384   ; A rows m0
  S_ADDI_INT gp12, gp8, 0
  C_LOOP_START gp11, 32
    S_ADDI_INT gp3, gp1, 0
    S_ADDI_INT gp4, gp15, 0
    M_MM 0, gp3, gp2
    S_ADDI_INT gp5, gp3, 8192
    S_ADDI_INT gp6, gp2, 8192
    M_MM 0, gp5, gp6
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
    H_STORE_V gp7, gp9, a0, 1, 0   ; previous row group
    C_LOOP_START gp13, 15
      M_MM 0, gp3, gp2
      S_ADDI_INT gp5, gp3, 8192
      S_ADDI_INT gp6, gp2, 8192
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 114688
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 122880
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 49152
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 49216
C_LOOP_START gp13, 32
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 114752
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 122944
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 2
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 32768   ; VRAM output rows (m0, nt): continuous over nt
S_ADDI_INT gp8, gp0, 163840   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 65536   ; bias row of nt
S_ADDI_INT gp7, gp0, 65792   ; VRAM rows of the lagging store (scratch first)
S_ADDI_INT gp9, gp0, 163840   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 0   ; A rows m0
  S_ADDI_INT gp12, gp8, 0
  C_LOOP_START gp11, 32
    S_ADDI_INT gp3, gp1, 0
    S_ADDI_INT gp4, gp15, 0
    M_MM 0, gp3, gp2
    S_ADDI_INT gp5, gp3, 8192
    S_ADDI_INT gp6, gp2, 8192
    M_MM 0, gp5, gp6
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
    H_STORE_V gp7, gp9, a0, 1, 0   ; previous row group
    C_LOOP_START gp13, 15
      M_MM 0, gp3, gp2
      S_ADDI_INT gp5, gp3, 8192
      S_ADDI_INT gp6, gp2, 8192
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
; ---- compute batch 3
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 49152   ; VRAM output rows (m0, nt): continuous over nt
S_ADDI_INT gp8, gp0, 180224   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 65536   ; bias row of nt
S_ADDI_INT gp7, gp0, 65792   ; VRAM rows of the lagging store (scratch first)
S_ADDI_INT gp9, gp0, 180224   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 16384   ; A rows m0
  S_ADDI_INT gp12, gp8, 0
  C_LOOP_START gp11, 32
    S_ADDI_INT gp3, gp1, 0
    S_ADDI_INT gp4, gp15, 0
    M_MM 0, gp3, gp2
    S_ADDI_INT gp5, gp3, 8192
    S_ADDI_INT gp6, gp2, 8192
    M_MM 0, gp5, gp6
    M_MM_WO gp4, gp0, 0
    S_ADDI_INT gp3, gp3, 4
    S_ADDI_INT gp4, gp4, 4
    H_STORE_V gp7, gp9, a0, 1, 0   ; previous row group
    C_LOOP_START gp13, 15
      M_MM 0, gp3, gp2
      S_ADDI_INT gp5, gp3, 8192
      S_ADDI_INT gp6, gp2, 8192
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
