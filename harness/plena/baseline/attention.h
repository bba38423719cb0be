// The attention template of the plena template compiler: scaled dot-product attention of one or
// more "problems" (a head, a KV head with its stacked query heads, a block of queries) with the
// online softmax over key blocks (FlashAttention), like the PLENA compiler's flash-attention
// template. Used by sdpa, flash_attention, mha, gqa and mqa (gen_attention.cpp); the decoder
// blocks can reuse it. Everything is tiled by the hardware configuration in `a.hw` (MLEN = VLEN,
// BLEN, PV_ROWS = ST_ROWS = BLEN, VRAM rows, MRAM tiles, FP_MEM / INT_MEM words, loop depth,
// instruction memory); the head dimension is a multiple of VLEN (DT = head_dim / VLEN column
// slices: 1 on `default`, 4 on `small`).
//
// ---- The algorithm -------------------------------------------------------------------------------
//
// A problem has Mq query rows ("stacked": they may come from several HBM segments, e.g. the G
// query heads of a GQA group), all attending to the same SK keys / values. The rows are cut into
// GROUPS of BLEN rows (the activation rows of one M_TMM / M_MM), the keys into BLOCKS of MLEN keys
// (one MRAM tile per head-dim slice for K, one for V). The scale 1/√d is folded into Q once
// (V_MUL_VF; exact for 1/8). A UNIT is a (block, group) pair, in four stages:
//
//   QK  S = Q·K_bᵀ                 M_TMM of the group's Q rows against the K tiles of block b (tile
//                                  rows = keys = output columns), M_MM_WO per BLEN×BLEN block into
//                                  the group's score rows
//   SM  m' = max(m, max S)          V_RED_MAX into the running max (kept per row in FP_MEM);
//       α = e^(m − m')              S_SUB_FP, S_EXP_FP;  P = e^(S − m'): V_SUB_VF, V_EXP_V;
//       ℓ' = ℓ·α + ΣP               V_RED_SUM into ℓ·α;  acc *= α: V_MUL_VF
//                                  (first block: m from −inf, ℓ from 0, no α)
//   PV  PV = P·V_b                  M_MM of the P rows and the V tiles, M_MM_WO into a PV buffer
//                                  (first block: straight into the accumulator)
//   CB  acc += PV                   V_ADD_VV; after the group's last block O = acc · (1/ℓ)
//                                  (S_RECI_FP, V_MUL_VF) and H_STORE_V of its rows
//
// The S × SK score matrix is never materialised: a group holds one block of scores (BLEN × MLEN)
// at a time. Units run block by block (block outer, groups inner), so every K / V tile is loaded
// once per problem; K / V blocks are double-buffered in MRAM when four fit (else, and in the
// sequential mode, single-buffered) and prefetched one step after the last reader of the buffer
// they replace (H_PREFETCH_M, STRIDE = the K / V row length, so a head's 64 columns of a
// row-major [SK][H·64] tensor are a tile).
// Causal problems (flash_attention) skip the blocks above the diagonal (block b runs the groups
// with a query at or after its first key), add a mask row to the scores of the diagonal block
// (VLEN rows built once with S_MAP_V_FP from the task's band constants), and in the pipelined
// modes compute only the unmasked key columns of a diagonal group's QK (p+1 of the MLEN/BLEN
// column blocks for the group at position p of the block; the other score columns keep finite
// old values, which the mask turns into −inf).
//
// ---- The schedule --------------------------------------------------------------------------------
//
// Steps enumerate the units. PIPELINED (the default mode), step t issues
//     QK(t+1) and PV(t−1)   interleaved in one hardware loop over the MLEN/BLEN output columns
//                           (M_TMM, write-out, M_MM, write-out: two consecutive write-outs never
//                           target the same VRAM rows, so the matrix queue stays full),
//     CB(t−2)               between the two halves of that loop,
//     SM(t)                 after it,
// so the vector work of a step only reads results of matrix instructions issued a whole step
// earlier, and the matrix instructions only read P rows of the previous step: the matrix unit
// (the bottleneck: 8·Mq·SK cycles per problem on `default`, against ~Mq·SK/4 for the vector
// unit) never waits for the softmax. SEQUENTIAL (a compact fallback), step t runs QK, SM, PV, CB
// of unit t in order.
//
// ---- Code size --------------------------------------------------------------------------------------
//
// A step's code depends only on the relative position of its stages: every VRAM address is the
// group's RECORD pointer plus a constant (VRAM holds one record per group: Q, scores, PV and acc
// rows of its BLEN rows), every FP_MEM address the group's stats pointer plus a constant. So runs
// of identical steps over consecutive groups are hardware loops advancing those pointers
// (identity is decided on the emitted text), runs repeating with a period of one or two blocks
// (MRAM buffer parity) are loops over blocks, and problems with the same code are a loop whose
// HBM pointers move by constant steps or come from a table in INT_MEM. Causal query blocks in the
// sequential mode share code too: their full key blocks run in a loop whose trip count comes from
// INT_MEM (a loop started with a count of 1 whose first iteration adds the extra trips to its
// counter register; C_LOOP_END counts down whatever the register holds). Loop depth: problems,
// blocks, steps, columns (4); ordinary loops beyond the hardware's depth are unrolled, a variant
// that needs a counted loop beyond it does not fit. Three variants are tried in order until the
// program fits the instruction memory: pipelined; pipelined with the row-wise vector work in loops
// and CB after the column loop; sequential with loops (on `small`, whose 4096 words hold less).
//
// ---- Registers and memory ---------------------------------------------------------------------------
//
// Uses a0 (must be 0, its reset value) as the HBM base, sets STRIDE before every strided DMA, holds
// up to 15 gp registers (9 pointers and temporaries, 3 more for causal problems, loop counters)
// and f1..f7, and may use INT_MEM. VRAM: the causal mask rows (VLEN, causal only), then the group
// records of the problem being run; FP_MEM: the running max and sum of every row, after the
// task's highest constant slot. A problem whose rows do not fit is cut into query blocks (of
// equal size when possible; multiples of MLEN rows for causal problems); throws
// std::runtime_error when not even one block of rows fits or no variant fits the instruction
// memory and the loop depth.
#pragma once

#include <cstdint>
#include <vector>

#include "builder.h"

namespace kc::plena::baseline {

// A run of query rows of a problem: `rows` rows at HBM Q address q_base + q_off + i·ldq and output
// address o_base + o_off + i·ldo (i < rows). rows must be a multiple of BLEN.
struct AttnRowSeg {
  int64_t q_off = 0, o_off = 0, rows = 0;
};

struct AttnProblem {
  int64_t q_base = 0, ldq = 0;     // Q rows (head_dim elements each, at the segment offsets)
  int64_t o_base = 0, ldo = 0;     // O rows
  std::vector<AttnRowSeg> segs;    // the problem's query rows, in order
  int64_t k_base = 0, v_base = 0;  // K[j][0..head_dim) at k_base + j·ldkv, V likewise
  int64_t ldkv = 0;
  int64_t sk = 0;                  // keys (a multiple of MLEN)
  bool causal = false;             // row r is query q0 + r and attends to keys 0..q0 + r only
  int64_t q0 = 0;                  // (causal: q0 and the row count multiples of MLEN)
};

struct AttnOptions {
  int64_t head_dim = 64;
  const char* scale_const = "scale";                 // FP_MEM constants (by name): the score scale,
  const char* neg_inf_const = "neg_inf";             // −inf,
  const char* band_neg_inf_const = "band_neg_inf";   // causal: the −inf band, VLEN zeros before it
};

// Emits the whole computation for the problems, in order.
void attention(Asm& a, const std::vector<AttnProblem>& problems, const AttnOptions& options = {});

}  // namespace kc::plena::baseline
