// The CPU tasks of the rv32 platform (tasks/README.md): vector_add, dot_product, saxpy,
// transpose, prefix_sum, matmul_int, conv1d, histogram, sort, crc32. All exact integer
// arithmetic on the (integer-valued) doubles of the inputs, except saxpy, whose reference is the
// fp64 value of a·x + y on fp32 inputs (exact before its one rounding to fp64). Integer results
// stay well inside ±2^53, so every double here holds its value exactly; the specs bound the inputs
// so that the int32 results never overflow (docs/tasks.md, "CPU tasks").
#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "ref_math.h"

namespace kc::ref {

namespace {

std::size_t sz(int64_t n) { return std::size_t(n); }

// C[N] = A[N] + B[N].
RefOutputs vector_add(const RefArgs& a) {
  const Vec& x = a.in("A");
  const Vec& y = a.in("B");
  Vec c(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) c[i] = x[i] + y[i];
  return {c};
}

// S[1] = Σ_i A[i]·B[i], summed exactly in 64-bit integers.
RefOutputs dot_product(const RefArgs& a) {
  const Vec& x = a.in("A");
  const Vec& y = a.in("B");
  int64_t s = 0;
  for (std::size_t i = 0; i < x.size(); ++i) s += int64_t(x[i]) * int64_t(y[i]);
  return {{double(s)}};
}

// Z[N] = A[0]·X[N] + Y[N] in fp64 (the product of two fp32 values is exact in fp64).
RefOutputs saxpy(const RefArgs& a) {
  const double alpha = a.in("A").at(0);
  const Vec& x = a.in("X");
  const Vec& y = a.in("Y");
  Vec z(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) z[i] = alpha * x[i] + y[i];
  return {z};
}

// B[C][R] = A[R][C]ᵀ.
RefOutputs transpose(const RefArgs& a) {
  const int64_t rows = a.p("R"), cols = a.p("C");
  const Vec& x = a.in("A");
  Vec y(x.size());
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) y[sz(c * rows + r)] = x[sz(r * cols + c)];
  return {y};
}

// Y[i] = Σ_{j <= i} X[j] (inclusive scan).
RefOutputs prefix_sum(const RefArgs& a) {
  const Vec& x = a.in("X");
  Vec y(x.size());
  int64_t s = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    s += int64_t(x[i]);
    y[i] = double(s);
  }
  return {y};
}

// C[M][N] = A[M][K] · B[K][N] (exact: integer products and sums far below 2^53).
RefOutputs matmul_int(const RefArgs& a) {
  return {matmul(a.in("A"), a.in("B"), a.p("M"), a.p("K"), a.p("N"))};
}

// Y[i] = Σ_{k < K} X[i + k] · W[k] for i < L (valid correlation; X has L + K − 1 elements).
RefOutputs conv1d(const RefArgs& a) {
  const int64_t len = a.p("L"), taps = a.p("K");
  const Vec& x = a.in("X");
  const Vec& w = a.in("W");
  Vec y(sz(len));
  for (int64_t i = 0; i < len; ++i) {
    int64_t s = 0;
    for (int64_t k = 0; k < taps; ++k) s += int64_t(x[sz(i + k)]) * int64_t(w[sz(k)]);
    y[sz(i)] = double(s);
  }
  return {y};
}

// H[v] = the number of i with X[i] = v, for v < 256.
RefOutputs histogram(const RefArgs& a) {
  Vec h(256, 0.0);
  for (double v : a.in("X")) {
    if (v < 0 || v > 255) throw std::logic_error("histogram: input byte out of range");
    h[sz(int64_t(v))] += 1;
  }
  return {h};
}

// Y = X sorted ascending.
RefOutputs sort(const RefArgs& a) {
  Vec y = a.in("X");
  std::sort(y.begin(), y.end());
  return {y};
}

// CRC[1] = CRC-32/IEEE (reflected polynomial 0xEDB88320, initial value and final xor
// 0xFFFFFFFF) of the bytes D[N], one bit at a time.
RefOutputs crc32(const RefArgs& a) {
  uint32_t crc = 0xFFFFFFFFu;
  for (double v : a.in("D")) {
    crc ^= uint32_t(v) & 0xFFu;
    for (int bit = 0; bit < 8; ++bit) crc = (crc & 1u) ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
  }
  return {{double(crc ^ 0xFFFFFFFFu)}};
}

}  // namespace

void add_cpu_references(std::vector<ReferenceDef>& out) {
  out.push_back({"vector_add", {"N"}, {{"A", {"N"}}, {"B", {"N"}}}, {{"C", {"N"}}}, vector_add});
  out.push_back({"dot_product", {"N"}, {{"A", {"N"}}, {"B", {"N"}}}, {{"S", {"1"}}}, dot_product});
  out.push_back({"saxpy", {"N"}, {{"A", {"1"}}, {"X", {"N"}}, {"Y", {"N"}}}, {{"Z", {"N"}}}, saxpy});
  out.push_back({"transpose", {"R", "C"}, {{"A", {"R", "C"}}}, {{"B", {"C", "R"}}}, transpose});
  out.push_back({"prefix_sum", {"N"}, {{"X", {"N"}}}, {{"Y", {"N"}}}, prefix_sum});
  out.push_back({"matmul_int", {"M", "K", "N"}, {{"A", {"M", "K"}}, {"B", {"K", "N"}}}, {{"C", {"M", "N"}}},
                 matmul_int});
  out.push_back({"conv1d", {"L", "K"}, {{"X", {"L+K-1"}}, {"W", {"K"}}}, {{"Y", {"L"}}}, conv1d});
  out.push_back({"histogram", {"N"}, {{"X", {"N"}}}, {{"H", {"256"}}}, histogram});
  out.push_back({"sort", {"N"}, {{"X", {"N"}}}, {{"Y", {"N"}}}, sort});
  out.push_back({"crc32", {"N"}, {{"D", {"N"}}}, {{"CRC", {"1"}}}, crc32});
}

}  // namespace kc::ref
