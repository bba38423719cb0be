// Convolutions on NHWC images (batch 1): conv2d, depthwise_conv, conv_block. Exact integer
// arithmetic on the (integer-valued) doubles of the int8 inputs: every sum stays far below 2^53,
// so each double holds its value exactly. All three use a 3 × 3 window, stride 1 and one pixel of
// zero padding on every side ("same": the output has the input's height and width).
#include <stdexcept>

#include "ref_math.h"

namespace kc::ref {

namespace {

std::size_t sz(int64_t n) { return std::size_t(n); }

constexpr int64_t kTaps = 3;   // the window is kTaps × kTaps

// The 3 × 3 'same' convolution of x[h][w][ci] (zero outside the image) with the filters f.
// Dense: f[3][3][ci][co] (HWIO), y[r][s][o] = Σ_{i,j,c} x[r+i−1][s+j−1][c] · f[i][j][c][o].
// Depthwise (ci = co = C): f[3][3][C], y[r][s][c] = Σ_{i,j} x[r+i−1][s+j−1][c] · f[i][j][c].
// Returns y[h][w][co] as exact 64-bit sums.
std::vector<int64_t> conv3x3_same(const Vec& x, const Vec& f, int64_t h, int64_t w, int64_t ci, int64_t co,
                                  bool depthwise) {
  std::vector<int64_t> y(sz(h * w * co), 0);
  for (int64_t r = 0; r < h; ++r)
    for (int64_t s = 0; s < w; ++s) {
      int64_t* out = &y[sz((r * w + s) * co)];
      for (int64_t i = 0; i < kTaps; ++i)
        for (int64_t j = 0; j < kTaps; ++j) {
          const int64_t rr = r + i - 1, ss = s + j - 1;
          if (rr < 0 || rr >= h || ss < 0 || ss >= w) continue;   // zero padding
          const double* in = &x[sz((rr * w + ss) * ci)];
          if (depthwise) {
            const double* tap = &f[sz((i * kTaps + j) * co)];
            for (int64_t c = 0; c < co; ++c) out[c] += int64_t(in[c]) * int64_t(tap[c]);
          } else {
            for (int64_t c = 0; c < ci; ++c) {
              const double* tap = &f[sz(((i * kTaps + j) * ci + c) * co)];
              for (int64_t o = 0; o < co; ++o) out[o] += int64_t(in[c]) * int64_t(tap[o]);
            }
          }
        }
    }
  return y;
}

Vec to_vec(const std::vector<int64_t>& v) { return Vec(v.begin(), v.end()); }

// Y[H][W][CO] = the 3 × 3 'same' convolution of X[H][W][CI] with F[3][3][CI][CO].
RefOutputs conv2d(const RefArgs& a) {
  return {to_vec(conv3x3_same(a.in("X"), a.in("F"), a.p("H"), a.p("W"), a.p("CI"), a.p("CO"), false))};
}

// Y[H][W][C] = the 3 × 3 'same' depthwise convolution of X[H][W][C] with F[3][3][C].
RefOutputs depthwise_conv(const RefArgs& a) {
  const int64_t c = a.p("C");
  return {to_vec(conv3x3_same(a.in("X"), a.in("F"), a.p("H"), a.p("W"), c, c, true))};
}

// ⌊(t + 2^(shift−1)) / 2^shift⌋: t / 2^shift rounded to nearest, ties toward +∞ (RVV's vssra with
// vxrm = rnu). Floor division, so negative t are right too.
int64_t round_shift(int64_t t, int64_t shift) {
  if (shift < 1 || shift > 62) throw std::logic_error("conv_block: SHIFT must be in 1..62");
  const int64_t d = int64_t(1) << shift;
  const int64_t n = t + d / 2;
  return n >= 0 ? n / d : -((-n + d - 1) / d);
}

// Y[H][W][CO] (int8): the conv2d sums plus BIAS[o], times MULT[o], shifted right by SHIFT[o] with
// rounding (round_shift), clamped to [0, 127] (ReLU and int8 saturation).
RefOutputs conv_block(const RefArgs& a) {
  const int64_t co = a.p("CO");
  const std::vector<int64_t> acc = conv3x3_same(a.in("X"), a.in("F"), a.p("H"), a.p("W"), a.p("CI"), co, false);
  const Vec &bias = a.in("BIAS"), &mult = a.in("MULT"), &shift = a.in("SHIFT");
  Vec y(acc.size());
  for (std::size_t e = 0; e < acc.size(); ++e) {
    const std::size_t o = e % sz(co);
    const int64_t q = round_shift((acc[e] + int64_t(bias[o])) * int64_t(mult[o]), int64_t(shift[o]));
    y[e] = double(q < 0 ? 0 : q > 127 ? 127 : q);
  }
  return {y};
}

}  // namespace

void add_conv_references(std::vector<ReferenceDef>& out) {
  out.push_back({"conv2d", {"H", "W", "CI", "CO"}, {{"X", {"H", "W", "CI"}}, {"F", {"3", "3", "CI", "CO"}}},
                 {{"Y", {"H", "W", "CO"}}}, conv2d});
  out.push_back({"depthwise_conv", {"H", "W", "C"}, {{"X", {"H", "W", "C"}}, {"F", {"3", "3", "C"}}},
                 {{"Y", {"H", "W", "C"}}}, depthwise_conv});
  out.push_back({"conv_block",
                 {"H", "W", "CI", "CO"},
                 {{"X", {"H", "W", "CI"}},
                  {"F", {"3", "3", "CI", "CO"}},
                  {"BIAS", {"CO"}},
                  {"MULT", {"CO"}},
                  {"SHIFT", {"CO"}}},
                 {{"Y", {"H", "W", "CO"}}},
                 conv_block});
}

}  // namespace kc::ref
