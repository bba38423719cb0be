// Element-wise activations: silu, relu, gelu (sigmoid form). X[R][C] -> Y[R][C].
#include "ref_math.h"

namespace kc::ref {

namespace {

template <double (*F)(double)>
RefOutputs elementwise(const RefArgs& a) {
  Vec y = a.in("X");
  for (double& v : y) v = F(v);
  return {y};
}

ReferenceDef def(const char* name, ReferenceFn fn) {
  return {name, {"R", "C"}, {{"X", {"R", "C"}}}, {{"Y", {"R", "C"}}}, fn};
}

}  // namespace

void add_elementwise_references(std::vector<ReferenceDef>& out) {
  out.push_back(def("silu", elementwise<silu>));    // Y = X · sigmoid(X)
  out.push_back(def("relu", elementwise<relu>));    // Y = max(X, 0)
  out.push_back(def("gelu", elementwise<gelu>));    // Y = X · sigmoid(1.702 X)
}

}  // namespace kc::ref
