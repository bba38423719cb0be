; gemm BATCH=16 M=64 K=128 N=128: A (or X) k-slices in VRAM (slice kt row m at kt*M+m),
; weight tiles in MRAM, 4x4 output blocks accumulated over 2 slice(s) then written out,
; 4 output rows stored per (column tile, row block). 2 buffer set(s); loads of batch b+1 before compute of b.
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 131072
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 139264
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
S_ADDI_INT gp4, gp0, 131136
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 139328
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 147456
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 155648
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 8192
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 8256
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 147520
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 155712
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 0
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 96   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 96   ; HBM offset of the lagging store
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 163840
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 172032
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 16384
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 16448
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 163904
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 172096
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 1
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 98   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 98   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 180224
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 188416
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 24576
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 24640
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 180288
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 188480
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 2
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 100   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 100   ; HBM offset of the lagging store
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 196608
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 204800
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 32768
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 32832
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 196672
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 204864
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 3
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 102   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 102   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 212992
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 221184
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 40960
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 41024
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 213056
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 221248
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 4
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 104   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 104   ; HBM offset of the lagging store
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 229376
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 237568
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 49152
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 49216
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 229440
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 237632
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 5
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 106   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 106   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_ADDI_INT gp4, gp0, 245760
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_ADDI_INT gp4, gp0, 253952
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 57344
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 57408
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_ADDI_INT gp4, gp0, 245824
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_ADDI_INT gp4, gp0, 254016
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 6
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 108   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 108   ; HBM offset of the lagging store
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 66
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 65536
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 65600
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 64
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 66
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 7
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 110   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 110   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 68
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 70
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 73728
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 73792
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 68
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 70
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 8
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 112   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 112   ; HBM offset of the lagging store
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 72
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 74
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 81920
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 81984
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 72
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 74
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 9
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 114   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 114   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 76
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 78
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 90112
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 90176
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 76
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 78
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 10
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 116   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 116   ; HBM offset of the lagging store
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 80
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 82
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 98304
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 98368
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 80
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 82
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 11
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 118   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 118   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 84
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 86
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 106496
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 106560
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 84
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 86
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 12
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 120   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 120   ; HBM offset of the lagging store
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 0
S_LUI_INT gp4, 88
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 8192
S_LUI_INT gp4, 90
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 0
S_ADDI_INT gp4, gp0, 114688
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 4096
S_ADDI_INT gp4, gp0, 114752
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 4096
S_LUI_INT gp4, 88
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 12288
S_LUI_INT gp4, 90
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 13
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 122   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 122   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 16384
S_LUI_INT gp4, 92
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 24576
S_LUI_INT gp4, 94
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = K
S_ADDI_INT gp3, gp0, 8192
S_ADDI_INT gp4, gp0, 122880
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp3, gp0, 12288
S_ADDI_INT gp4, gp0, 122944
C_LOOP_START gp13, 16
  H_PREFETCH_V gp3, gp4, a0, 1, 0
  S_ADDI_INT gp3, gp3, 256
  S_ADDI_INT gp4, gp4, 512
C_LOOP_END gp13
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = row length of the weight matrix
S_ADDI_INT gp3, gp0, 20480
S_LUI_INT gp4, 92
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp3, gp0, 28672
S_LUI_INT gp4, 94
S_ADDI_INT gp4, gp4, 64
H_PREFETCH_M gp3, gp4, a0, 1, 0
S_ADDI_INT gp9, gp0, 128
C_SET_STRIDE_REG gp9        ; STRIDE = N (output rows)
; ---- compute batch 14
S_ADDI_INT gp1, gp0, 0   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 16384   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 124   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 124   ; HBM offset of the lagging store
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
; ---- compute batch 15
S_ADDI_INT gp1, gp0, 16384   ; MRAM address of tile (kt=0, nt)
S_ADDI_INT gp15, gp0, 24576   ; VRAM output rows (m0, nt): continuous over nt
S_LUI_INT gp8, 126   ; HBM output offset of (0, nt)
S_ADDI_INT gp14, gp0, 32768   ; bias row of nt
S_ADDI_INT gp7, gp0, 33024   ; VRAM rows of the lagging store (scratch first)
S_LUI_INT gp9, 126   ; HBM offset of the lagging store
C_LOOP_START gp10, 2
  S_ADDI_INT gp2, gp0, 8192   ; A rows m0
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
