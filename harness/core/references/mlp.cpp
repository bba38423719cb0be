// Feed-forward networks: ffn (GELU, sigmoid form) and swiglu (LLaMA MLP). Weights are stored
// [in][out], so every product is X · W.
#include "ref_math.h"

namespace kc::ref {

namespace {

// Y = GELU(X · W1) · W2 with X [M][D], W1 [D][F], W2 [F][D].
RefOutputs ffn(const RefArgs& a) {
  const int64_t m = a.p("M"), d = a.p("D"), f = a.p("F");
  Vec h = matmul(a.in("X"), a.in("W1"), m, d, f);
  for (double& v : h) v = gelu(v);
  return {matmul(h, a.in("W2"), m, f, d)};
}

// Y = (SiLU(X · WG) ⊙ (X · WU)) · WD with X [M][D], WG, WU [D][F], WD [F][D].
RefOutputs swiglu(const RefArgs& a) {
  const int64_t m = a.p("M"), d = a.p("D"), f = a.p("F");
  Vec g = matmul(a.in("X"), a.in("WG"), m, d, f);
  const Vec u = matmul(a.in("X"), a.in("WU"), m, d, f);
  for (std::size_t i = 0; i < g.size(); ++i) g[i] = silu(g[i]) * u[i];
  return {matmul(g, a.in("WD"), m, f, d)};
}

}  // namespace

void add_mlp_references(std::vector<ReferenceDef>& out) {
  out.push_back({"ffn",
                 {"M", "D", "F"},
                 {{"X", {"M", "D"}}, {"W1", {"D", "F"}}, {"W2", {"F", "D"}}},
                 {{"Y", {"M", "D"}}},
                 ffn});
  out.push_back({"swiglu",
                 {"M", "D", "F"},
                 {{"X", {"M", "D"}}, {"WG", {"D", "F"}}, {"WU", {"D", "F"}}, {"WD", {"F", "D"}}},
                 {{"Y", {"M", "D"}}},
                 swiglu});
}

}  // namespace kc::ref
