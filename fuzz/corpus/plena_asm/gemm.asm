; =============================================================================================
; gemm — C[64][128] = A[64][128] · B[128][128] on plena, configuration `default`
;         (MLEN = VLEN = 64, BLEN = 4: the matrix unit makes a 4 x 4 output block per 64-deep
;          M_MM; every tile and VRAM row is 64 elements wide)
;
; HBM (element addresses, row-major bf16):  A at 0,  B at 8192,  C at 24576.
;
; Decomposition
;   K = 128 is two 64-deep slices (kt = 0, 1), N = 128 is two 64-wide tiles (nt = 0, 1).
;   An output block C[4 rows][4 cols] = M_MM(A slice 0, B tile (kt0, nt)) + M_MM(A slice 1,
;   B tile (kt1, nt)), then M_MM_WO rounds it to bf16 into VRAM and clears the accumulator.
;   The work is m-block (4 rows of C, 16 of them) outer, nt middle, 4-column block (cb, 16) inner:
;   16 x 2 x 16 = 512 blocks x (2 M_MM of 64 cycles + 2 cycles write-out) = 66560 matrix cycles,
;   which is the bound: the kernel only has to keep the matrix unit fed.
;
; MRAM (16 tiles of 64 x 64): all of B stays resident, tile t = 2·nt + kt at t·4096:
;   tile 0 = B[0:64][0:64]   tile 1 = B[64:128][0:64]   tile 2 = B[0:64][64:128]   tile 3 = B[64:128][64:128]
;   Row k of a tile is a K index, column j an N index, as M_MM expects (W[k][c + j]).
;
; VRAM (rows of 64 elements; address = row · 64):
;   rows   0..127  A: m-block mb at rows 8mb..8mb+3 = A[4mb..4mb+3][0:64]    (slice kt = 0)
;                                  rows 8mb+4..8mb+7 = A[4mb..4mb+3][64:128]  (slice kt = 1)
;                  M_MM reads 4 consecutive rows, so each slice of an m-block is one 4-row group.
;   rows 128..135  spare: the A prefetch of the last loop iteration (one m-block past the end of A)
;                  lands here and is never used
;   rows 256..383  C: group (mb, nt) at rows 256 + 8mb + 4nt .. +3 = C[4mb..4mb+3][64nt..64nt+63];
;                  M_MM_WO writes block cb into columns 4cb..4cb+3 of those 4 rows.
;
; Overlap
;   - DMA: all DMA uses STRIDE = 128 (the row length of A, B and C in HBM) and rstride = 1.
;     The prologue loads what the first block needs first (B tile 0, A m-block 0, B tile 1), then
;     the rest of B; each m-block iteration prefetches the A rows of the NEXT m-block, so the A
;     load overlaps the 4160 matrix cycles of the current m-block.
;   - Stores lag one group: a group's 4 C rows are stored to HBM after the NEXT group's blocks
;     were issued. Storing right after the last M_MM_WO would stall issue (the store must wait for
;     that write-out) and let the matrix unit run dry; a lagged store finds its rows long done.
;     The first iteration has no previous group: its lagged store writes the still-zero rows of
;     the LAST group to that group's place in C, which the final store overwrites (HBM writes
;     happen in program order).
;
; Registers
;   a1 = B base, a2 = C base (a0 = 0 = A base, its reset value)
;   gp2  MRAM address of tile (kt0, nt)            gp3  VRAM address of A slice 0 of this m-block
;   gp4  MRAM column pointer into tile (kt0, nt)   gp5  same column in tile (kt1, nt) = gp4 + 4096
;   gp6  VRAM address of this group's C rows       gp8  VRAM address of A slice 1 = gp3 + 256
;   gp9  VRAM write-out pointer (row gp6, column 4cb)
;   gp13 HBM offset (from C) of this group         gp1, gp14  VRAM address / HBM offset of the
;   gp7, gp15  VRAM address / HBM offset of the next A prefetch          previous group (lagged store)
;   gp10, gp11, gp12  loop counters (m-block, nt, cb)
; =============================================================================================

; ---- base registers and stride
S_ADDI_INT gp1, gp0, 8192
C_SET_ADDR_REG a1, gp0, gp1          ; a1 = &B
S_ADDI_INT gp1, gp0, 24576
C_SET_ADDR_REG a2, gp0, gp1          ; a2 = &C
S_ADDI_INT gp1, gp0, 128
C_SET_STRIDE_REG gp1                 ; STRIDE = 128 elements (one row of A, B or C)

; ---- prologue loads, in the order the first blocks need them
H_PREFETCH_M gp0, gp0, a1, 1, 0      ; tile 0 <- B[0:64][0:64]
S_ADDI_INT gp2, gp0, 0
H_PREFETCH_V gp2, gp0, a0, 1, 0      ; VRAM rows 0..3 <- A[0:4][0:64]
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 64
H_PREFETCH_V gp2, gp3, a0, 1, 0      ; VRAM rows 4..7 <- A[0:4][64:128]
S_ADDI_INT gp2, gp0, 4096
S_ADDI_INT gp3, gp0, 8192
H_PREFETCH_M gp2, gp3, a1, 1, 0      ; tile 1 <- B[64:128][0:64]   (HBM offset 64·128)
S_ADDI_INT gp2, gp0, 8192
S_ADDI_INT gp3, gp0, 64
H_PREFETCH_M gp2, gp3, a1, 1, 0      ; tile 2 <- B[0:64][64:128]   (HBM offset 64)
S_ADDI_INT gp2, gp0, 12288
S_ADDI_INT gp3, gp0, 8256
H_PREFETCH_M gp2, gp3, a1, 1, 0      ; tile 3 <- B[64:128][64:128] (HBM offset 64·128 + 64)

; ---- pointers
S_ADDI_INT gp3, gp0, 0               ; A slice 0 of m-block 0: VRAM row 0
S_ADDI_INT gp6, gp0, 16384           ; C group (0, 0): VRAM row 256
S_ADDI_INT gp13, gp0, 0              ; C group (0, 0): HBM offset 0
S_ADDI_INT gp7, gp0, 512             ; next A prefetch: VRAM row 8 ...
S_ADDI_INT gp15, gp0, 512            ; ... from A[4][0] (HBM offset 4·128)
S_ADDI_INT gp1, gp0, 24320           ; "previous group" of the first iteration = the last group
S_ADDI_INT gp14, gp0, 7744           ;   (mb 15, nt 1): VRAM row 380, HBM offset 60·128 + 64

; ---- main loop: one m-block (4 rows of C) per iteration
C_LOOP_START gp10, 16
  ; prefetch the next m-block's A rows (both K slices) while this one computes
  H_PREFETCH_V gp7, gp15, a0, 1, 0   ; rows 8(mb+1)..+3   <- A[4(mb+1)..+3][0:64]
  S_ADDI_INT gp7, gp7, 256
  S_ADDI_INT gp15, gp15, 64
  H_PREFETCH_V gp7, gp15, a0, 1, 0   ; rows 8(mb+1)+4..+7 <- A[4(mb+1)..+3][64:128]
  S_ADDI_INT gp7, gp7, 256
  S_ADDI_INT gp15, gp15, 448         ; -> A[4(mb+2)][0]
  S_ADDI_INT gp2, gp0, 0             ; nt = 0: tile (kt0, nt0) is tile 0
  S_ADDI_INT gp8, gp3, 256           ; A slice 1 of this m-block

  ; -- one N tile (64 columns of C) per iteration: group (mb, nt)
  C_LOOP_START gp11, 2
    S_ADDI_INT gp4, gp2, 0           ; column 0 of tile (kt0, nt)
    S_ADDI_INT gp9, gp6, 0           ; write-out to column 0 of the group's rows

    ; - one 4 x 4 output block per iteration: C[4mb..+3][64nt + 4cb ..+3]
    C_LOOP_START gp12, 16
      S_ADDI_INT gp5, gp4, 4096      ; same columns in tile (kt1, nt)
      M_MM 0, gp4, gp3               ; acc  = A[rows][0:64]   · B[0:64][cols]
      M_MM 0, gp5, gp8               ; acc += A[rows][64:128] · B[64:128][cols]
      M_MM_WO gp9, gp0, 0            ; 4 x 4 bf16 block -> VRAM, acc = 0
      S_ADDI_INT gp4, gp4, 4         ; next 4 columns (MRAM column offset, elements)
      S_ADDI_INT gp9, gp9, 4
    C_LOOP_END gp12

    ; store the PREVIOUS group (its write-outs finished long ago), then remember this one
    H_STORE_V gp1, gp14, a2, 1, 0    ; 4 VRAM rows -> 4 rows of C, 128 apart
    S_ADDI_INT gp1, gp6, 0
    S_ADDI_INT gp14, gp13, 0
    S_ADDI_INT gp6, gp6, 256         ; next group: 4 VRAM rows further
    S_ADDI_INT gp13, gp13, 64        ; next N tile: 64 columns to the right
    S_ADDI_INT gp2, gp2, 8192        ; tiles (kt0, nt+1) = tile 2
  C_LOOP_END gp11

  S_ADDI_INT gp13, gp13, 384         ; next m-block: back to column 0, 4 rows down (+512 in all)
  S_ADDI_INT gp3, gp3, 512           ; next m-block's A rows (8 VRAM rows further)
C_LOOP_END gp10

; ---- epilogue: store the last group (mb 15, nt 1)
H_STORE_V gp1, gp14, a2, 1, 0
