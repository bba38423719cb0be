// Decoder blocks (one transformer layer, causal self-attention, pre-norm, residuals):
// decoder_block_llama (RMSNorm, RoPE attention with head dim 128, SwiGLU FFN) and
// decoder_block_t5 (RMSNorm, attention with an additive relative-position bias and no score
// scaling, head dim 64, ReLU FFN). Model width E = H · head dim; weights stored [in][out].
#include <cmath>

#include "ref_math.h"

namespace kc::ref {

namespace {

// h = X + attn(rmsnorm(X)); Y = h + swiglu(rmsnorm(h)). Head dim 128; RoPE (rotate-half within
// each head, COS/SIN [S][64] shared by all heads) on Q and K; scores scaled by 1/sqrt(128).
RefOutputs llama(const RefArgs& a) {
  constexpr int64_t kD = 128;
  constexpr double kEps = 1e-5;
  const int64_t s = a.p("S"), heads = a.p("H"), f = a.p("F"), e = heads * kD;
  const Vec& x = a.in("X");
  const Vec xn = rmsnorm_rows(x, a.in("NORM1"), s, e, kEps);
  const Vec q = rope_rows(matmul(xn, a.in("WQ"), s, e, e), a.in("COS"), a.in("SIN"), s, heads, kD);
  const Vec k = rope_rows(matmul(xn, a.in("WK"), s, e, e), a.in("COS"), a.in("SIN"), s, heads, kD);
  const Vec v = matmul(xn, a.in("WV"), s, e, e);
  Vec attn(std::size_t(s * e));
  for (int64_t h = 0; h < heads; ++h)
    attention_head({&q, e, h * kD}, {&k, e, h * kD}, {&v, e, h * kD}, attn, e, h * kD, s, s, kD,
                   1.0 / std::sqrt(double(kD)), true, nullptr);
  Vec hres = matmul(attn, a.in("WO"), s, e, e);
  add_in_place(hres, x);
  const Vec hn = rmsnorm_rows(hres, a.in("NORM2"), s, e, kEps);
  Vec g = matmul(hn, a.in("WG"), s, e, f);
  const Vec u = matmul(hn, a.in("WU"), s, e, f);
  for (std::size_t i = 0; i < g.size(); ++i) g[i] = silu(g[i]) * u[i];
  Vec y = matmul(g, a.in("WD"), s, f, e);
  add_in_place(y, hres);
  return {y};
}

// h = X + attn(rmsnorm(X)) with scores Q·Kᵀ + BIAS[h] (no scaling); Y = h + relu(rmsnorm(h)·W1)·W2.
RefOutputs t5(const RefArgs& a) {
  constexpr int64_t kD = 64;
  constexpr double kEps = 1e-6;
  const int64_t s = a.p("S"), heads = a.p("H"), f = a.p("F"), e = heads * kD;
  const Vec& x = a.in("X");
  const Vec& bias = a.in("BIAS");
  const Vec xn = rmsnorm_rows(x, a.in("NORM1"), s, e, kEps);
  const Vec q = matmul(xn, a.in("WQ"), s, e, e);
  const Vec k = matmul(xn, a.in("WK"), s, e, e);
  const Vec v = matmul(xn, a.in("WV"), s, e, e);
  Vec attn(std::size_t(s * e));
  for (int64_t h = 0; h < heads; ++h)
    attention_head({&q, e, h * kD}, {&k, e, h * kD}, {&v, e, h * kD}, attn, e, h * kD, s, s, kD, 1.0, true,
                   bias.data() + h * s * s);
  Vec hres = matmul(attn, a.in("WO"), s, e, e);
  add_in_place(hres, x);
  Vec hid = matmul(rmsnorm_rows(hres, a.in("NORM2"), s, e, kEps), a.in("W1"), s, e, f);
  for (double& t : hid) t = relu(t);
  Vec y = matmul(hid, a.in("W2"), s, f, e);
  add_in_place(y, hres);
  return {y};
}

}  // namespace

void add_decoder_references(std::vector<ReferenceDef>& out) {
  out.push_back({"decoder_block_llama",
                 {"S", "H", "F"},
                 {{"X", {"S", "H*128"}},
                  {"COS", {"S", "64"}},
                  {"SIN", {"S", "64"}},
                  {"NORM1", {"H*128"}},
                  {"WQ", {"H*128", "H*128"}},
                  {"WK", {"H*128", "H*128"}},
                  {"WV", {"H*128", "H*128"}},
                  {"WO", {"H*128", "H*128"}},
                  {"NORM2", {"H*128"}},
                  {"WG", {"H*128", "F"}},
                  {"WU", {"H*128", "F"}},
                  {"WD", {"F", "H*128"}}},
                 {{"Y", {"S", "H*128"}}},
                 llama});
  out.push_back({"decoder_block_t5",
                 {"S", "H", "F"},
                 {{"X", {"S", "H*64"}},
                  {"BIAS", {"H", "S", "S"}},
                  {"NORM1", {"H*64"}},
                  {"WQ", {"H*64", "H*64"}},
                  {"WK", {"H*64", "H*64"}},
                  {"WV", {"H*64", "H*64"}},
                  {"WO", {"H*64", "H*64"}},
                  {"NORM2", {"H*64"}},
                  {"W1", {"H*64", "F"}},
                  {"W2", {"F", "H*64"}}},
                 {{"Y", {"S", "H*64"}}},
                 t5});
}

}  // namespace kc::ref
