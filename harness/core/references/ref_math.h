// Building blocks of the fp64 references (internal to harness/core/references/): plain loops over
// row-major arrays, written to be obviously right rather than fast. Every function states its
// shapes; none rounds to any narrower type.
#pragma once

#include <cstdint>
#include <vector>

#include "kc/references.h"

namespace kc::ref {

using Vec = std::vector<double>;

double sigmoid(double x);                 // 1 / (1 + e^-x)
double silu(double x);                    // x · sigmoid(x)
double relu(double x);                    // max(x, 0)
constexpr double kGeluA = 1.702;          // GELU, sigmoid form: x · sigmoid(1.702 x)
double gelu(double x);

// C[M][N] = A[M][K] · B[K][N].
Vec matmul(const Vec& a, const Vec& b, int64_t m, int64_t k, int64_t n);
// C[M][N] = A[M][K] · B[N][K]ᵀ.
Vec matmul_bt(const Vec& a, const Vec& b, int64_t m, int64_t k, int64_t n);
// x[i] += y[i] for every i (same sizes).
void add_in_place(Vec& x, const Vec& y);

// Row-wise softmax of x[rows][cols], in place.
void softmax_rows(Vec& x, int64_t rows, int64_t cols);
// Row-wise RMSNorm: y[r][c] = x[r][c] / sqrt(mean_c(x[r][c]²) + eps) · w[c].
Vec rmsnorm_rows(const Vec& x, const Vec& w, int64_t rows, int64_t cols, double eps);
// Rotary embedding, rotate-half form, of every `width`-element group of x[rows][groups·width]
// (groups = heads): with h = width/2, y[i] = x[i]·cos[i] − x[i+h]·sin[i] and
// y[i+h] = x[i+h]·cos[i] + x[i]·sin[i] for i < h, where cos, sin are rows of cs, sn [rows][h].
Vec rope_rows(const Vec& x, const Vec& cs, const Vec& sn, int64_t rows, int64_t groups, int64_t width);

// One attention head. Row i of Q is q[(i)·q_stride + q_off ...+d), likewise K, V, O (so heads
// side by side in a row are addressed by their column offset). Computes
//   s[i][j] = scale · Σ_k Q[i][k]·K[j][k] + bias[i·sk + j] (bias optional),
//   keys j > i masked out when causal (needs sq == sk),
//   O[i] = Σ_j softmax_j(s[i][j]) · V[j].
struct HeadView {
  const Vec* data;
  int64_t stride, offset;
};
void attention_head(HeadView q, HeadView k, HeadView v, Vec& o, int64_t o_stride, int64_t o_off, int64_t sq,
                    int64_t sk, int64_t d, double scale, bool causal, const double* bias);

// The registry parts, one per family file.
void add_elementwise_references(std::vector<ReferenceDef>& out);
void add_norm_references(std::vector<ReferenceDef>& out);
void add_matmul_references(std::vector<ReferenceDef>& out);
void add_attention_references(std::vector<ReferenceDef>& out);
void add_mlp_references(std::vector<ReferenceDef>& out);
void add_decoder_references(std::vector<ReferenceDef>& out);
void add_cpu_references(std::vector<ReferenceDef>& out);   // the rv32 CPU tasks (cpu.cpp)
void add_conv_references(std::vector<ReferenceDef>& out);  // conv2d, depthwise_conv, conv_block (conv.cpp)

}  // namespace kc::ref
