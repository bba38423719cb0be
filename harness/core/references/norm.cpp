// Row-wise normalisations: softmax, layernorm (with gamma and beta), rmsnorm (with a weight).
#include <cmath>

#include "ref_math.h"

namespace kc::ref {

namespace {

constexpr double kNormEps = 1e-5;   // layernorm and rmsnorm

// Y[r] = softmax(X[r]) over the C columns.
RefOutputs softmax(const RefArgs& a) {
  Vec y = a.in("X");
  softmax_rows(y, a.p("R"), a.p("C"));
  return {y};
}

// Y[r][c] = (X[r][c] − μ_r) / sqrt(σ²_r + eps) · GAMMA[c] + BETA[c], μ and σ² (population
// variance) over the C columns of row r.
RefOutputs layernorm(const RefArgs& a) {
  const int64_t rows = a.p("R"), cols = a.p("C");
  const Vec &x = a.in("X"), &g = a.in("GAMMA"), &b = a.in("BETA");
  Vec y(x.size());
  for (int64_t r = 0; r < rows; ++r) {
    const double* row = x.data() + r * cols;
    double mean = 0, var = 0;
    for (int64_t c = 0; c < cols; ++c) mean += row[c];
    mean /= double(cols);
    for (int64_t c = 0; c < cols; ++c) var += (row[c] - mean) * (row[c] - mean);
    var /= double(cols);
    const double inv = 1.0 / std::sqrt(var + kNormEps);
    for (int64_t c = 0; c < cols; ++c)
      y[std::size_t(r * cols + c)] = (row[c] - mean) * inv * g[std::size_t(c)] + b[std::size_t(c)];
  }
  return {y};
}

// Y[r][c] = X[r][c] / sqrt(mean_c(X[r][c]²) + eps) · W[c].
RefOutputs rmsnorm(const RefArgs& a) { return {rmsnorm_rows(a.in("X"), a.in("W"), a.p("R"), a.p("C"), kNormEps)}; }

}  // namespace

void add_norm_references(std::vector<ReferenceDef>& out) {
  out.push_back({"softmax", {"R", "C"}, {{"X", {"R", "C"}}}, {{"Y", {"R", "C"}}}, softmax});
  out.push_back({"layernorm",
                 {"R", "C"},
                 {{"X", {"R", "C"}}, {"GAMMA", {"C"}}, {"BETA", {"C"}}},
                 {{"Y", {"R", "C"}}},
                 layernorm});
  out.push_back({"rmsnorm", {"R", "C"}, {{"X", {"R", "C"}}, {"W", {"C"}}}, {{"Y", {"R", "C"}}}, rmsnorm});
}

}  // namespace kc::ref
