#include "ref_math.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kc::ref {

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double silu(double x) { return x * sigmoid(x); }
double relu(double x) { return x > 0 ? x : 0.0; }
double gelu(double x) { return x * sigmoid(kGeluA * x); }

Vec matmul(const Vec& a, const Vec& b, int64_t m, int64_t k, int64_t n) {
  Vec c(std::size_t(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (int64_t t = 0; t < k; ++t) s += a[std::size_t(i * k + t)] * b[std::size_t(t * n + j)];
      c[std::size_t(i * n + j)] = s;
    }
  return c;
}

Vec matmul_bt(const Vec& a, const Vec& b, int64_t m, int64_t k, int64_t n) {
  Vec c(std::size_t(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (int64_t t = 0; t < k; ++t) s += a[std::size_t(i * k + t)] * b[std::size_t(j * k + t)];
      c[std::size_t(i * n + j)] = s;
    }
  return c;
}

void add_in_place(Vec& x, const Vec& y) {
  for (std::size_t i = 0; i < x.size(); ++i) x[i] += y[i];
}

void softmax_rows(Vec& x, int64_t rows, int64_t cols) {
  for (int64_t r = 0; r < rows; ++r) {
    double* row = x.data() + r * cols;
    const double m = *std::max_element(row, row + cols);
    double sum = 0;
    for (int64_t c = 0; c < cols; ++c) sum += (row[c] = std::exp(row[c] - m));
    for (int64_t c = 0; c < cols; ++c) row[c] /= sum;
  }
}

Vec rmsnorm_rows(const Vec& x, const Vec& w, int64_t rows, int64_t cols, double eps) {
  Vec y(x.size());
  for (int64_t r = 0; r < rows; ++r) {
    const double* row = x.data() + r * cols;
    double ss = 0;
    for (int64_t c = 0; c < cols; ++c) ss += row[c] * row[c];
    const double inv = 1.0 / std::sqrt(ss / double(cols) + eps);
    for (int64_t c = 0; c < cols; ++c) y[std::size_t(r * cols + c)] = row[c] * inv * w[std::size_t(c)];
  }
  return y;
}

Vec rope_rows(const Vec& x, const Vec& cs, const Vec& sn, int64_t rows, int64_t groups, int64_t width) {
  const int64_t h = width / 2, cols = groups * width;
  Vec y(x.size());
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t g = 0; g < groups; ++g)
      for (int64_t i = 0; i < h; ++i) {
        const std::size_t lo = std::size_t(r * cols + g * width + i), hi = lo + std::size_t(h);
        const double c = cs[std::size_t(r * h + i)], s = sn[std::size_t(r * h + i)];
        y[lo] = x[lo] * c - x[hi] * s;
        y[hi] = x[hi] * c + x[lo] * s;
      }
  return y;
}

void attention_head(HeadView q, HeadView k, HeadView v, Vec& o, int64_t o_stride, int64_t o_off, int64_t sq,
                    int64_t sk, int64_t d, double scale, bool causal, const double* bias) {
  Vec p(static_cast<std::size_t>(sk));
  for (int64_t i = 0; i < sq; ++i) {
    const int64_t keys = causal ? i + 1 : sk;   // causal: keys 0..i
    for (int64_t j = 0; j < keys; ++j) {
      double s = 0;
      for (int64_t t = 0; t < d; ++t)
        s += (*q.data)[std::size_t(i * q.stride + q.offset + t)] * (*k.data)[std::size_t(j * k.stride + k.offset + t)];
      p[std::size_t(j)] = scale * s + (bias ? bias[i * sk + j] : 0.0);
    }
    softmax_rows(p, 1, keys);   // only the first `keys` entries
    for (int64_t t = 0; t < d; ++t) {
      double acc = 0;
      for (int64_t j = 0; j < keys; ++j) acc += p[std::size_t(j)] * (*v.data)[std::size_t(j * v.stride + v.offset + t)];
      o[std::size_t(i * o_stride + o_off + t)] = acc;
    }
  }
}

}  // namespace kc::ref
