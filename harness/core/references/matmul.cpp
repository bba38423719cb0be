// Matrix products: gemv, gemm, batch_matmul, linear.
#include "ref_math.h"

namespace kc::ref {

namespace {

// Y[m] = Σ_k A[m][k] · X[k].
RefOutputs gemv(const RefArgs& a) { return {matmul(a.in("A"), a.in("X"), a.p("M"), a.p("K"), 1)}; }

// C[M][N] = A[M][K] · B[K][N].
RefOutputs gemm(const RefArgs& a) { return {matmul(a.in("A"), a.in("B"), a.p("M"), a.p("K"), a.p("N"))}; }

// C[b] = A[b] · B[b] for every batch index b < BATCH.
RefOutputs batch_matmul(const RefArgs& a) {
  const int64_t batch = a.p("BATCH"), m = a.p("M"), k = a.p("K"), n = a.p("N");
  const Vec &av = a.in("A"), &bv = a.in("B");
  Vec c;
  for (int64_t b = 0; b < batch; ++b) {
    const Vec ab(av.begin() + b * m * k, av.begin() + (b + 1) * m * k);
    const Vec bb(bv.begin() + b * k * n, bv.begin() + (b + 1) * k * n);
    const Vec cb = matmul(ab, bb, m, k, n);
    c.insert(c.end(), cb.begin(), cb.end());
  }
  return {c};
}

// Y[M][N] = X[M][K] · W[N][K]ᵀ + BIAS[N] (bias added to every row).
RefOutputs linear(const RefArgs& a) {
  const int64_t m = a.p("M"), n = a.p("N");
  Vec y = matmul_bt(a.in("X"), a.in("W"), m, a.p("K"), n);
  const Vec& bias = a.in("BIAS");
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[std::size_t(i * n + j)] += bias[std::size_t(j)];
  return {y};
}

}  // namespace

void add_matmul_references(std::vector<ReferenceDef>& out) {
  out.push_back({"gemv", {"M", "K"}, {{"A", {"M", "K"}}, {"X", {"K"}}}, {{"Y", {"M"}}}, gemv});
  out.push_back({"gemm", {"M", "K", "N"}, {{"A", {"M", "K"}}, {"B", {"K", "N"}}}, {{"C", {"M", "N"}}}, gemm});
  out.push_back({"batch_matmul",
                 {"BATCH", "M", "K", "N"},
                 {{"A", {"BATCH", "M", "K"}}, {"B", {"BATCH", "K", "N"}}},
                 {{"C", {"BATCH", "M", "N"}}},
                 batch_matmul});
  out.push_back({"linear",
                 {"M", "K", "N"},
                 {{"X", {"M", "K"}}, {"W", {"N", "K"}}, {"BIAS", {"N"}}},
                 {{"Y", {"M", "N"}}},
                 linear});
}

}  // namespace kc::ref
