// The decoder-block template of the plena template compiler: one pre-norm transformer decoder
// layer (decoder_block_llama, decoder_block_t5; gen_decoder.cpp) on the activations X[S][E] of
// S tokens, E = H·head_dim, composed from the matmul template (matmul.h) and a causal attention
// local to this template (full softmax over at most a few key blocks, optional RoPE, scale and
// additive score bias). The schedule and its performance are described in gen_decoder.cpp.
//
// Tensors (HBM, by name): X, NORM1, WQ, WK, WV, WO, NORM2, Y; COS, SIN [S][head_dim/2] with
// RoPE; BIAS [H][S][S] with a score bias; WG, WU, WD (SwiGLU) or W1, W2 (ReLU FFN). FP_MEM
// constants: inv_n (1/E), eps, neg_inf, band_neg_inf (−inf words with VLEN zeros before them),
// one (SwiGLU) and the score scale when one is named. The task's first scratch region holds K and
// V ([roundup(S, MLEN)][E] each, row-major; rows at and after S stay zero).
//
// Needs MLEN = VLEN, PV_ROWS = ST_ROWS = BLEN, head_dim a multiple of VLEN (with RoPE: head_dim/2
// too), S a multiple of BLEN, F a multiple of MLEN; throws std::runtime_error naming what does
// not fit (VRAM, MRAM tiles per output panel, instruction memory) otherwise.
// When that resident template does not fit (small hardware), a small-memory variant runs in phases
// through the scratch (4·roundup(S, MLEN)·E elements: Q, K, V, Att); it throws likewise.
#pragma once

#include <cstdint>

#include "builder.h"

namespace kc::plena::baseline {

struct DecoderOptions {
  int64_t head_dim = 64;
  bool rope = false;                  // Q and K rotated (rotate-half within each head) by COS, SIN
  const char* scale_const = nullptr;  // scores scaled by this FP_MEM constant (nullptr: unscaled)
  bool bias = false;                  // scores += BIAS[h][t][j]
  bool swiglu = false;                // FFN: (SiLU(B·WG) ⊙ B·WU)·WD; else ReLU(B·W1)·W2
};

// Emits the whole layer: Y = Hr + FFN(RMSNorm(Hr; NORM2)), Hr = X + Attention(RMSNorm(X; NORM1))·WO
// (causal multi-head self-attention).
void decoder_block(Asm& a, const DecoderOptions& o);

}  // namespace kc::plena::baseline
