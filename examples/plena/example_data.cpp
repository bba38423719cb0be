// kc-example-data: inputs and fp64 checks for the shipped plena example kernels (make demo).
//
//   kc-example-data gen EXAMPLE DIR     write the example's input files into DIR
//   kc-example-data check EXAMPLE DIR   compare DIR/y.bin (the kernel's output dump) with the fp64
//                                       reference on the same bf16 inputs; exit 1 on a mismatch
//
// Examples (hardware configuration `default`; HBM element addresses):
//   gemm     C[64][128] = A[64][128] · B[128][128]   A at 0, B at 8192, C at 24576
//            A ~ N(0, 1), B ~ N(0, 1/128); every element within 0.01 + |ref|/64
//   softmax  Y[64][128] = softmax over each row of X[64][128]   X at 0, Y at 8192
//            X ~ N(0, 4); FP_MEM[0] = -inf, [1] = 0, [2] = 1; within 1e-4 + |ref|/64
// The task suite (issue of the harness) generalises this; these two stay as runnable examples.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "kc/fp.h"

namespace {

using Tensor = std::vector<uint16_t>;   // bf16 bits, row-major

Tensor normal(std::size_t n, double sigma, uint32_t seed) {
  std::mt19937 g(seed);
  std::normal_distribution<double> d(0.0, sigma);
  Tensor t(n);
  for (auto& x : t) x = kc::fp::bf16_from_double(d(g));
  return t;
}

void write(const std::string& path, const Tensor& t) {
  std::ofstream f(path, std::ios::binary);
  f.write(reinterpret_cast<const char*>(t.data()), std::streamsize(t.size() * 2));
  if (!f) throw std::runtime_error("cannot write " + path);
}

Tensor read(const std::string& path, std::size_t n) {
  std::ifstream f(path, std::ios::binary);
  Tensor t(n);
  f.read(reinterpret_cast<char*>(t.data()), std::streamsize(n * 2));
  if (f.gcount() != std::streamsize(n * 2)) throw std::runtime_error(path + ": expected " + std::to_string(n * 2) + " bytes");
  return t;
}

double v(uint16_t b) { return kc::fp::bf16_to_double(b); }

struct Example {
  int rows, cols;                                  // output shape
  double atol, rtol;
  std::vector<std::pair<std::string, Tensor>> inputs;
  std::vector<double> reference;
};

Example gemm() {
  const int M = 64, K = 128, N = 128;
  Example e{M, N, 0.01, 1.0 / 64, {}, {}};
  Tensor a = normal(std::size_t(M) * K, 1.0, 1), b = normal(std::size_t(K) * N, 1.0 / std::sqrt(double(K)), 2);
  e.reference.assign(std::size_t(M) * N, 0.0);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double s = 0;
      for (int k = 0; k < K; ++k) s += v(a[std::size_t(i) * K + k]) * v(b[std::size_t(k) * N + j]);
      e.reference[std::size_t(i) * N + j] = s;
    }
  e.inputs = {{"a.bin", a}, {"b.bin", b}};
  return e;
}

Example softmax() {
  const int R = 64, L = 128;
  Example e{R, L, 1e-4, 1.0 / 64, {}, {}};
  Tensor x = normal(std::size_t(R) * L, 2.0, 3);
  e.reference.resize(x.size());
  for (int r = 0; r < R; ++r) {
    double mx = -INFINITY, sum = 0;
    for (int c = 0; c < L; ++c) mx = std::max(mx, v(x[std::size_t(r) * L + c]));
    for (int c = 0; c < L; ++c) sum += std::exp(v(x[std::size_t(r) * L + c]) - mx);
    for (int c = 0; c < L; ++c) e.reference[std::size_t(r) * L + c] = std::exp(v(x[std::size_t(r) * L + c]) - mx) / sum;
  }
  e.inputs = {{"x.bin", x}, {"consts.bin", {0xFF80, 0x0000, 0x3F80}}};
  return e;
}

Example get(const std::string& name) {
  if (name == "gemm") return gemm();
  if (name == "softmax") return softmax();
  throw std::runtime_error("unknown example '" + name + "' (known: gemm, softmax)");
}

int check(const Example& e, const std::string& dir) {
  const std::size_t n = std::size_t(e.rows) * e.cols;
  const Tensor y = read(dir + "/y.bin", n);
  std::size_t bad = 0, worst = 0;
  double max_err = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double err = std::fabs(v(y[i]) - e.reference[i]);
    if (!(err <= e.atol + e.rtol * std::fabs(e.reference[i]))) ++bad;
    if (!(err <= max_err)) {
      max_err = err;
      worst = i;
    }
  }
  std::printf("%s: %zu of %zu elements within %g + %g*|ref| (max error %.3g at [%zu][%zu]: %.6g vs %.6g)\n",
              bad ? "MISMATCH" : "correct", n - bad, n, e.atol, e.rtol, max_err, worst / e.cols, worst % e.cols,
              v(y[worst]), e.reference[worst]);
  return bad ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: kc-example-data gen|check EXAMPLE DIR\n");
    return 2;
  }
  try {
    const std::string cmd = argv[1], dir = argv[3];
    const Example e = get(argv[2]);
    if (cmd == "gen") {
      for (const auto& [file, t] : e.inputs) write(dir + "/" + file, t);
      return 0;
    }
    if (cmd == "check") return check(e, dir);
    std::fprintf(stderr, "kc-example-data: unknown command '%s'\n", cmd.c_str());
    return 2;
  } catch (const std::exception& ex) {
    std::fprintf(stderr, "kc-example-data: %s\n", ex.what());
    return 1;
  }
}
