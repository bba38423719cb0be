// Decoder blocks: decoder_block_llama (RMSNorm, causal attention with RoPE, head dimension 128,
// scale 1/√128, SwiGLU FFN) and decoder_block_t5 (RMS norm, causal attention with the additive
// relative-position bias BIAS[H][S][S], head dimension 64, unscaled, ReLU FFN), through the
// decoder-block template (decoder.h): the matmul template (matmul.h) for the seven products and a
// causal attention of its own.
//
// ---- The schedule --------------------------------------------------------------------------------
//
// Every S × E and S × F activation stays in VRAM (column-block layout); only K and V go through the
// task's HBM scratch, as M_TMM / M_MM read them from MRAM, which loads from HBM only.
//   1. X, NORM1, NORM2 (COS, SIN) into VRAM, WQ's first panel into MRAM, A = RMSNorm(X) of the
//      first group of BLEN rows.
//   2. Q, K, V = A·WQ, A·WK, A·WV in one run of the matmul template; RMSNorm of group g + 1 runs
//      after group g of Q's first panel. LLaMA: RoPE is the epilogue of every group of a panel
//      holding the second half of a head (the first half is an earlier panel), with COS and SIN
//      pre-multiplied by 1/√128 for Q (the score scale folded into Q); K's epilogue then stores both
//      halves of the group to the scratch. T5: the template stores K and V group by group.
//   3. Attention. The K / V tiles of every head (64 keys × 64 dimensions each) load once into the
//      top of the MRAM, and WO's first panel into its bottom. A unit is (head, group of BLEN
//      queries); its scores, BLEN rows × its key blocks up to the diagonal (S <= 192: at most
//      three), are softmaxed whole: bias add (T5), causal mask row add, max, subtract, exp, sum,
//      1/sum, P scaled before P·V. Iteration u issues P·V of unit u − 1 with the softmax of unit u
//      spread between its column-block loops, then Q·Kᵀ of unit u + 1, so the matrix unit runs
//      QK(u), PV(u − 1), QK(u + 1), PV(u), ... without waiting for the vector unit. Q·Kᵀ computes
//      in the diagonal block only the column blocks up to the group's last query (a loop count
//      taken from a register), which for LLaMA (S < 64) also leaves out the keys past S. T5's BIAS
//      rows are prefetched one unit ahead. The causal mask rows are built (S_MAP_V_FP, which holds
//      the issue stage for VLEN + 2 cycles) one unit ahead during the first query block, each
//      between a P·V multiply and its write-out.
//   4. Hr = X + Att·WO (the residual add as the group epilogue), B = RMSNorm(Hr) one group behind
//      WO's last panel (into the attention output's rows, read for the last time by that panel),
//      then the FFN: LLaMA G = B·WG, U = B·WU with Z = SiLU(G) ⊙ U as U's epilogue, Y = Hr + Z·WD;
//      T5 H = ReLU(B·W1) (epilogue), Y = Hr + H·W2; Y is stored group by group.
// Programs take 1.5 K (LLaMA C1) to 7.5 K (T5 C5) of the 16 K instruction words.
//
// ---- Performance ---------------------------------------------------------------------------------
//
// Every configuration is bound by the matrix unit: its roofline bound is 7.9x (LLaMA C1) to 200x
// the HBM bound (the weights are read once; even at S = 4 an MLEN × MLEN tile feeds 16 multiplies
// of MLEN cycles for 128 cycles of DMA) and 31x to 83x the vector bound. The matrix unit is busy
// 95 % (LLaMA C1), 97.7 % (T5 C1) and 98.6-99.7 % (all others) of the cycles. The gap to the
// roofline:
//   * each M_MM_WO adds 2 cycles to a BLEN × BLEN block of KT·MLEN multiply cycles (1.5 % at
//     E = 128, 3 % at E = 64);
//   * causal attention work the roofline does not count (it counts S·(S+1)/2 scores per head): P·V
//     contracts whole blocks of MLEN keys (one M_MM per slice, past the diagonal and, for LLaMA,
//     past S too), and the BLEN × BLEN Q·Kᵀ block straddling the diagonal is computed whole: 2.2 %
//     to 7.4 % more matrix steps than the bound, the most at C1 (S = 4 and S = 64);
//   * fixed costs: the first loads and norm group, the K store and MRAM load between the
//     projections and the attention, the norm groups' dependency chains, the last store.
// Measured (fraction of the roofline, default):
//   decoder_block_llama  C1 87.2 %  C2 92.9 %  C3 95.1 %  C4 96.1 %  C5 96.7 %  H1 94.0 %  H2 96.7 %
//   decoder_block_t5     C1 87.9 %  C2 92.5 %  C3 95.0 %  C4 95.7 %  C5 95.3 %  H1 92.9 %  H2 94.7 %
// ---- Small hardware (MLEN = VLEN = 16, VRAM 512 rows, MRAM 8 tiles, IMEM 4096 words) -------------
//
// The resident schedule above does not fit small (activations exceed the VRAM; one LLaMA head's K
// and V need 16 of the 8 MRAM tiles). decoder_block() tries it first and otherwise emits the
// small-memory variant (decoder.cpp, decoder_block_small), in three phases through the scratch
// (Q, K, V, Att: Sp × E each, Sp = S rounded up to MLEN, padded rows zero):
//   1. row chunks (hardware loop): X rows, RMSNorm (one row per loop iteration), Q, K, V = A·W
//      one product at a time into one chunk buffer (long reductions stream their tiles), RoPE of
//      Q and K (LLaMA), each stored to the scratch;
//   2. heads in a hardware loop (HBM base registers a1 = h·head_dim, a2 = h·S·S), query blocks of
//      MLEN rows unrolled: S = Q·Kᵀ over the key blocks up to the diagonal (matmul template, K
//      tiles from the scratch), full softmax row by row (bias, scale, causal mask row, max, exp,
//      sum, 1/sum), O = P·V stored to Att;
//   3. row chunks: Hr = X + Att·WO, B = RMSNorm(Hr), FFN (ReLU or SwiGLU), Y = Hr + (·)·W2/WD.
// All products accumulate in fp32 in the matrix unit (one rounding on write-out).
// Measured on small (cycles, fraction of the roofline):
//   decoder_block_llama  C1 41 005 (70.3 %)  C2 191 305 (86.8 %)  C3 501 328 (86.7 %)  C4 638 123 (88.0 %)
//   decoder_block_t5     C1 147 518 (77.9 %)  C2 250 198 (85.2 %)
// Not yet on small: LLaMA C5, H1, H2 and T5 C3, C4, C5, H2 exceed the 4096 instruction words
// (4.3 K to 8 K: every query block's products and each chunk's four to five products are
// separate matmul emissions); T5 H1's P·V reduction (up to 12 key blocks, 11 has no ring divisor
// in 3..8) is not supported by the streaming ring.
#include "decoder.h"
#include "registry.h"

namespace kc::plena::baseline {

namespace {

void decoder_block_llama(Asm& a) {
  DecoderOptions o;
  o.head_dim = 128;
  o.rope = true;
  o.scale_const = "scale";
  o.swiglu = true;
  decoder_block(a, o);
}

void decoder_block_t5(Asm& a) {
  DecoderOptions o;
  o.head_dim = 64;
  o.bias = true;
  decoder_block(a, o);
}

}  // namespace

KC_PLENA_BASELINE("decoder_block_llama", decoder_block_llama);
KC_PLENA_BASELINE("decoder_block_t5", decoder_block_t5);

}  // namespace kc::plena::baseline
