// Every fp64 reference against a tiny case computed by hand (values in the comments), plus
// properties the decoder blocks must have (causality, the S = 1 closed form).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "kc/references.h"

namespace {

using Vec = std::vector<double>;
using Params = std::map<std::string, int64_t>;

// Runs reference `name` with `params` and named inputs; returns its first output.
Vec run(const std::string& name, const Params& params, const std::map<std::string, Vec>& inputs) {
  const kc::ReferenceDef* def = kc::find_reference(name);
  REQUIRE(def);
  std::map<std::string, const Vec*> ptrs;
  for (const auto& kv : inputs) ptrs[kv.first] = &kv.second;
  const kc::RefOutputs out = def->fn(kc::RefArgs(params, ptrs));
  REQUIRE(out.size() == def->outputs.size());
  return out[0];
}

void check_close(const Vec& got, const Vec& want, double eps = 1e-12) {
  REQUIRE(got.size() == want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    INFO("element " << i);
    CHECK(got[i] == Approx(want[i]).margin(eps).epsilon(1e-12));
  }
}

double sig(double x) { return 1 / (1 + std::exp(-x)); }

// A vector of n copies of v.
Vec fill(std::size_t n, double v) { return Vec(n, v); }

// The n × n identity.
Vec eye(int64_t n) {
  Vec m(std::size_t(n * n), 0.0);
  for (int64_t i = 0; i < n; ++i) m[std::size_t(i * n + i)] = 1;
  return m;
}

}  // namespace

TEST_CASE("core.task.reference.registry") {
  CHECK(kc::reference_names().size() == 33);  // 20 plena tasks, 10 CPU tasks, 3 convolutions
  CHECK(kc::find_reference("nope") == nullptr);
}

TEST_CASE("core.task.reference.elementwise") {
  const Vec x{0, 1, -1, 2};
  // silu(x) = x/(1+e^-x): 0, 0.73105857863, -0.26894142137, 1.76159415596
  check_close(run("silu", {{"R", 1}, {"C", 4}}, {{"X", x}}), {0, 0.7310585786300049, -0.2689414213699951, 1.7615941559557646});
  check_close(run("relu", {{"R", 1}, {"C", 4}}, {{"X", {-1, 0, 2.5, -0.0}}}), {0, 0, 2.5, 0});
  // gelu(x) = x·σ(1.702x): 0, 0.84579576593, -0.15420423407, 1.93565862314
  check_close(run("gelu", {{"R", 2}, {"C", 2}}, {{"X", x}}), {0, 0.8457957659328212, -0.1542042340671787, 1.9356586231442083});
}

TEST_CASE("core.task.reference.softmax") {
  // Row 0: e^0, e^ln2, e^ln3, e^ln4 = 1, 2, 3, 4 -> /10. Row 1: constant -> 1/4 each.
  const Vec x{0, std::log(2.0), std::log(3.0), std::log(4.0), 5, 5, 5, 5};
  check_close(run("softmax", {{"R", 2}, {"C", 4}}, {{"X", x}}), {0.1, 0.2, 0.3, 0.4, 0.25, 0.25, 0.25, 0.25});
}

TEST_CASE("core.task.reference.layernorm") {
  // X = 1, 2, 3, 4: μ = 2.5, σ² = 1.25; (x − μ)/√(1.25 + 1e-5) · γ + β with γ = 1, 1, 2, 2, β = 0, 0, 0, 1.
  const double inv = 1 / std::sqrt(1.25 + 1e-5);
  check_close(run("layernorm", {{"R", 1}, {"C", 4}}, {{"X", {1, 2, 3, 4}}, {"GAMMA", {1, 1, 2, 2}}, {"BETA", {0, 0, 0, 1}}}),
              {-1.5 * inv, -0.5 * inv, 0.5 * inv * 2, 1.5 * inv * 2 + 1});
}

TEST_CASE("core.task.reference.rmsnorm") {
  // X = 3, 4: mean square 12.5; 3/√12.50001 · 1, 4/√12.50001 · 2 = 0.84852780, 2.26274079.
  check_close(run("rmsnorm", {{"R", 1}, {"C", 2}}, {{"X", {3, 4}}, {"W", {1, 2}}}), {0.8485277980128058, 2.2627407947008153});
}

TEST_CASE("core.task.reference.matmul") {
  // [[1,2],[3,4]]·[1,1] = [3,7]
  check_close(run("gemv", {{"M", 2}, {"K", 2}}, {{"A", {1, 2, 3, 4}}, {"X", {1, 1}}}), {3, 7});
  // [[1,2],[3,4]]·[[5,6],[7,8]] = [[19,22],[43,50]]
  check_close(run("gemm", {{"M", 2}, {"K", 2}, {"N", 2}}, {{"A", {1, 2, 3, 4}}, {"B", {5, 6, 7, 8}}}), {19, 22, 43, 50});
  // batch 0 as above; batch 1: identity · B = B
  check_close(run("batch_matmul", {{"BATCH", 2}, {"M", 2}, {"K", 2}, {"N", 2}},
                  {{"A", {1, 2, 3, 4, 1, 0, 0, 1}}, {"B", {5, 6, 7, 8, 9, 8, 7, 6}}}),
              {19, 22, 43, 50, 9, 8, 7, 6});
  // X = [1, 2]; W rows (N = 3) [1,0], [0,1], [1,1]; bias 10, 20, 30 -> 11, 22, 33
  check_close(run("linear", {{"M", 1}, {"K", 2}, {"N", 3}}, {{"X", {1, 2}}, {"W", {1, 0, 0, 1, 1, 1}}, {"BIAS", {10, 20, 30}}}),
              {11, 22, 33});
}

TEST_CASE("core.task.reference.rope") {
  // Two heads of 128. Head 0: x[0] = 1, x[64] = 2 with cos 0.5, sin 0.25 at i = 0:
  //   y[0] = 1·0.5 − 2·0.25 = 0, y[64] = 2·0.5 + 1·0.25 = 1.25.
  // Head 1: x[128 + 1] = 4 (first half, i = 1) with cos 0, sin 1: y[129] = 0, y[129 + 64] = 4.
  Vec x(256, 0.0), cs(64, 0.0), sn(64, 0.0);
  x[0] = 1, x[64] = 2, x[129] = 4;
  cs[0] = 0.5, sn[0] = 0.25, cs[1] = 0, sn[1] = 1;
  Vec want(256, 0.0);
  want[64] = 1.25, want[193] = 4;
  check_close(run("rope", {{"T", 1}, {"H", 2}}, {{"X", x}, {"COS", cs}, {"SIN", sn}}), want);
}

TEST_CASE("core.task.reference.mlp") {
  // ffn, D = F = 1: 3 · gelu(2·1) = 3·2·σ(3.404) = 5.80697587
  check_close(run("ffn", {{"M", 1}, {"D", 1}, {"F", 1}}, {{"X", {2}}, {"W1", {1}}, {"W2", {3}}}), {5.806975869432625});
  // swiglu, D = F = 1: silu(1·2) · (1·3) · 0.5 = 2·σ(2)·1.5 = 2.64239123
  check_close(run("swiglu", {{"M", 1}, {"D", 1}, {"F", 1}}, {{"X", {1}}, {"WG", {2}}, {"WU", {3}}, {"WD", {0.5}}}),
              {2.642391233933647});
}

TEST_CASE("core.task.reference.attention") {
  // One query, two keys: Q[0][0] = 8 and K[·][0] = 0, ln 3 give scores (1/8)·8·k = 0, ln 3, so
  // P = 1/4, 3/4; V rows all 1 and all 5: O = 1/4 + 15/4 = 4 in every column.
  Vec q(64, 0.0), k(128, 0.0), v(128, 1.0);
  q[0] = 8, k[64] = std::log(3.0);
  for (int i = 64; i < 128; ++i) v[std::size_t(i)] = 5;
  check_close(run("sdpa", {{"SQ", 1}, {"SK", 2}}, {{"Q", q}, {"K", k}, {"V", v}}), fill(64, 4.0));
  // Causal, S = 2: query 0 sees key 0 only (O = V[0] = 1); query 1 with the same Q row as above
  // sees both keys (O = 4).
  Vec q2(128, 0.0);
  q2[0] = 8, q2[64] = 8;
  Vec want(128, 1.0);
  for (int i = 64; i < 128; ++i) want[std::size_t(i)] = 4;
  check_close(run("flash_attention", {{"S", 2}}, {{"Q", q2}, {"K", k}, {"V", v}}), want);
  // mha, two heads in one row: head 0 as sdpa above (O = 4); head 1 has Q = 0, so uniform
  // weights over its V columns 3 and 7: O = 5.
  Vec qm(128, 0.0), km(256, 0.0), vm(256, 0.0);
  qm[0] = 8, km[128] = std::log(3.0);
  for (int i = 0; i < 64; ++i) vm[std::size_t(i)] = 1, vm[std::size_t(128 + i)] = 5, vm[std::size_t(64 + i)] = 3, vm[std::size_t(192 + i)] = 7;
  Vec wm(128, 4.0);
  for (int i = 64; i < 128; ++i) wm[std::size_t(i)] = 5;
  check_close(run("mha", {{"SQ", 1}, {"SK", 2}, {"H", 2}}, {{"Q", qm}, {"K", km}, {"V", vm}}), wm);
  // gqa with one KV head shared by G = 2 query heads, and mqa with H = 2: both query heads read
  // the keys and values of the sdpa case; head 0 has Q[0] = 8 (O = 4), head 1 Q = 0 (O = 3).
  Vec w2(128, 4.0);
  for (int i = 64; i < 128; ++i) w2[std::size_t(i)] = 3;
  check_close(run("gqa", {{"SQ", 1}, {"SK", 2}, {"HKV", 1}, {"G", 2}}, {{"Q", qm}, {"K", k}, {"V", v}}), w2);
  check_close(run("mqa", {{"SQ", 1}, {"SK", 2}, {"H", 2}}, {{"Q", qm}, {"K", k}, {"V", v}}), w2);
  // gqa with HKV = 2, G = 1 is mha.
  check_close(run("gqa", {{"SQ", 1}, {"SK", 2}, {"HKV", 2}, {"G", 1}}, {{"Q", qm}, {"K", km}, {"V", vm}}), wm);
}

namespace {

// decoder_block_llama inputs for S tokens, one head (E = 128), F = 64: norms 1, WV = WO = I,
// WG = WU = 1/E, WD = 1/F, WQ, WK, COS, SIN arbitrary.
std::map<std::string, Vec> llama_inputs(int64_t s, const Vec& x) {
  const int64_t e = 128, f = 64;
  Vec wq(std::size_t(e * e)), wk(std::size_t(e * e));
  for (std::size_t i = 0; i < wq.size(); ++i) wq[i] = std::sin(double(i)) * 0.1, wk[i] = std::cos(double(i)) * 0.1;
  Vec cs(std::size_t(s * 64)), sn(std::size_t(s * 64));
  for (std::size_t i = 0; i < cs.size(); ++i) cs[i] = std::cos(0.3 * double(i)), sn[i] = std::sin(0.3 * double(i));
  return {{"X", x},          {"COS", cs},         {"SIN", sn},
          {"NORM1", fill(e, 1)}, {"WQ", wq},       {"WK", wk},
          {"WV", eye(e)},    {"WO", eye(e)},      {"NORM2", fill(e, 1)},
          {"WG", fill(std::size_t(e * f), 1.0 / e)}, {"WU", fill(std::size_t(e * f), 1.0 / e)},
          {"WD", fill(std::size_t(f * e), 1.0 / f)}};
}

}  // namespace

TEST_CASE("core.task.reference.decoder_block_llama") {
  // S = 1: attention of one token is V = A (WV = I). With X = 2 everywhere:
  //   a = 2/√(4 + 1e-5), Hr = 2 + a, b = Hr/√(Hr² + 1e-5), G = U = Σ_c b/E = b,
  //   FFN = Σ_f silu(b)·b/F = silu(b)·b, Y = 2 + a + silu(b)·b.
  const Params p{{"S", 1}, {"H", 1}, {"F", 64}};
  const double a = 2 / std::sqrt(4 + 1e-5), hr = 2 + a, b = hr / std::sqrt(hr * hr + 1e-5);
  check_close(run("decoder_block_llama", p, llama_inputs(1, fill(128, 2))), fill(128, hr + b * sig(b) * b), 1e-9);
  // Causality: token 0's output does not depend on token 1.
  Vec x1(256), x2(256);
  for (std::size_t i = 0; i < 256; ++i) x1[i] = std::sin(1.7 * double(i)), x2[i] = i < 128 ? x1[i] : -x1[i] + 0.5;
  const Params p2{{"S", 2}, {"H", 1}, {"F", 64}};
  const Vec y1 = run("decoder_block_llama", p2, llama_inputs(2, x1)), y2 = run("decoder_block_llama", p2, llama_inputs(2, x2));
  check_close(Vec(y1.begin(), y1.begin() + 128), Vec(y2.begin(), y2.begin() + 128));
  CHECK(y1[200] != Approx(y2[200]));
}

TEST_CASE("core.task.reference.decoder_block_t5") {
  // S = 2, one head (E = 64), F = 64, WQ = WK = 0 so the scores are the bias: token 1 has bias
  // 0, ln 3 -> P = 1/4, 3/4. WV = WO = I, W1 = 0 (FFN = 0), so Y = X + Att with Att = P·A,
  // A = X/rms(X) (norm weights 1, ε = 1e-6).
  //   X row 0 = 2 everywhere: A0 = 2/√(4 + 1e-6); Y0 = 2 + A0.
  //   X row 1 = +2, −2 alternating: A1 = ±2/√(4 + 1e-6); Y1 = X1 + A0/4 + 3·A1/4.
  const int64_t e = 64;
  Vec x(128);
  for (int i = 0; i < 64; ++i) x[std::size_t(i)] = 2, x[std::size_t(64 + i)] = i % 2 ? -2 : 2;
  Vec bias{0, 99, 0, std::log(3.0)};   // [1][2][2]; bias[0][0][1] = 99 lies above the diagonal (unused)
  const std::map<std::string, Vec> in{{"X", x},
                                      {"BIAS", bias},
                                      {"NORM1", fill(e, 1)},
                                      {"WQ", fill(e * e, 0)},
                                      {"WK", fill(e * e, 0)},
                                      {"WV", eye(e)},
                                      {"WO", eye(e)},
                                      {"NORM2", fill(e, 1)},
                                      {"W1", fill(e * 64, 0)},
                                      {"W2", fill(64 * e, 1)}};
  const double a = 2 / std::sqrt(4 + 1e-6);
  Vec want(128);
  for (int i = 0; i < 64; ++i) {
    const double a1 = i % 2 ? -a : a;
    want[std::size_t(i)] = 2 + a;
    want[std::size_t(64 + i)] = x[std::size_t(64 + i)] + a / 4 + 3 * a1 / 4;
  }
  check_close(run("decoder_block_t5", {{"S", 2}, {"H", 1}, {"F", 64}}, in), want, 1e-12);
  // The FFN with W1 = 1/E: hidden = relu(b) = b for b = rms-normalised row 0 (all 1·(2+a)/√((2+a)²+1e-6)),
  // W2 = 1/F: Y0 = 2 + a + b.
  auto in2 = in;
  in2["W1"] = fill(e * 64, 1.0 / e);
  in2["W2"] = fill(64 * e, 1.0 / 64);
  const double hr = 2 + a, b = hr / std::sqrt(hr * hr + 1e-6);
  const Vec y = run("decoder_block_t5", {{"S", 2}, {"H", 1}, {"F", 64}}, in2);
  CHECK(y[0] == Approx(hr + b).epsilon(1e-12));
}

// --- the CPU tasks (exact integer results; every value is checked for equality) ------------------

void check_equal(const Vec& got, const Vec& want) {
  REQUIRE(got.size() == want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    INFO("element " << i);
    CHECK(got[i] == want[i]);
  }
}

TEST_CASE("core.task.reference.vector_add_and_saxpy") {
  check_equal(run("vector_add", {{"N", 3}}, {{"A", {1, -2, 2147483000}}, {"B", {10, 2, 600}}}), {11, 0, 2147483600});
  // 0.5·[2, -4, 1e-3] + [1, 1, 0]: products of fp32 values are exact in fp64
  check_equal(run("saxpy", {{"N", 3}}, {{"A", {0.5}}, {"X", {2, -4, 0.125}}, {"Y", {1, 1, 0}}}), {2, -1, 0.0625});
}

TEST_CASE("core.task.reference.dot_product_exceeds_32_bits") {
  // 3·40000² = 4.8e9 > 2^32: a 32-bit accumulator would wrap
  check_equal(run("dot_product", {{"N", 3}}, {{"A", {40000, -40000, 40000}}, {"B", {40000, -40000, 40000}}}), {4.8e9});
  check_equal(run("dot_product", {{"N", 2}}, {{"A", {3, -5}}, {"B", {7, 2}}}), {11});
}

TEST_CASE("core.task.reference.transpose_and_prefix_sum") {
  // A[2][3] = [[1,2,3],[4,5,6]] -> B[3][2] = [[1,4],[2,5],[3,6]]
  check_equal(run("transpose", {{"R", 2}, {"C", 3}}, {{"A", {1, 2, 3, 4, 5, 6}}}), {1, 4, 2, 5, 3, 6});
  check_equal(run("prefix_sum", {{"N", 4}}, {{"X", {3, -1, 4, -10}}}), {3, 2, 6, -4});
}

TEST_CASE("core.task.reference.matmul_int_and_conv1d") {
  // [[1,2],[3,4]] · [[5,6],[7,8]] = [[19,22],[43,50]]
  check_equal(run("matmul_int", {{"M", 2}, {"K", 2}, {"N", 2}}, {{"A", {1, 2, 3, 4}}, {"B", {5, 6, 7, 8}}}),
              {19, 22, 43, 50});
  // X = [1,2,3,4], W = [1,0,-1] (L = 2): Y0 = 1-3 = -2, Y1 = 2-4 = -2; W = [2,1,1]: 2+2+3 = 7, 4+3+4 = 11
  check_equal(run("conv1d", {{"L", 2}, {"K", 3}}, {{"X", {1, 2, 3, 4}}, {"W", {1, 0, -1}}}), {-2, -2});
  check_equal(run("conv1d", {{"L", 2}, {"K", 3}}, {{"X", {1, 2, 3, 4}}, {"W", {2, 1, 1}}}), {7, 11});
}

TEST_CASE("core.task.reference.histogram") {
  Vec want(256, 0.0);
  want[0] = 1, want[7] = 2, want[255] = 3;
  check_equal(run("histogram", {{"N", 6}}, {{"X", {255, 7, 0, 255, 7, 255}}}), want);
  CHECK_THROWS(run("histogram", {{"N", 1}}, {{"X", {256}}}));
}

TEST_CASE("core.task.reference.sort") {
  check_equal(run("sort", {{"N", 6}}, {{"X", {5, -2147483648.0, 2147483647, 0, -1, 5}}}),
              {-2147483648.0, -1, 0, 5, 5, 2147483647});
}

TEST_CASE("core.task.reference.crc32_check_values") {
  // The CRC-32/IEEE check value: the ASCII bytes "123456789" -> 0xCBF43926
  check_equal(run("crc32", {{"N", 9}}, {{"D", {49, 50, 51, 52, 53, 54, 55, 56, 57}}}), {double(0xCBF43926u)});
  // one zero byte -> 0xD202EF8D; no bytes -> 0
  check_equal(run("crc32", {{"N", 1}}, {{"D", {0}}}), {double(0xD202EF8Du)});
  check_equal(run("crc32", {{"N", 0}}, {{"D", {}}}), {0});
}

// --- the convolutions (NHWC, 3 × 3 window, stride 1, zero padding 1; exact integers) -------------

TEST_CASE("core.task.reference.conv2d_taps_and_padding") {
  // H = 2, W = 3, CI = CO = 1, X = [[1, 2, 3], [4, 5, -6]].
  const Params p{{"H", 2}, {"W", 3}, {"CI", 1}, {"CO", 1}};
  const Vec x{1, 2, 3, 4, 5, -6};
  // All nine taps 1: the sum of the in-image part of each 3 × 3 neighbourhood (both rows always):
  // columns 0..1: 1+2+4+5 = 12; 0..2: 9; 1..2: 2+3+5−6 = 4.
  check_equal(run("conv2d", p, {{"X", x}, {"F", fill(9, 1)}}), {12, 9, 4, 12, 9, 4});
  // Only the top-left tap F[0][0] = 1: Y[r][s] = X[r−1][s−1] (no kernel flip), 0 where that
  // pixel is padding: the first row and column are 0, Y[1][1] = X[0][0] = 1, Y[1][2] = X[0][1] = 2.
  Vec tl(9, 0.0);
  tl[0] = 1;
  check_equal(run("conv2d", p, {{"X", x}, {"F", tl}}), {0, 0, 0, 0, 1, 2});
  // Only the bottom-right tap F[2][2] = −1: Y[r][s] = −X[r+1][s+1]: Y[0][0] = −5, Y[0][1] = 6.
  Vec br(9, 0.0);
  br[8] = -1;
  check_equal(run("conv2d", p, {{"X", x}, {"F", br}}), {-5, 6, 0, 0, 0, 0});
}

TEST_CASE("core.task.reference.conv2d_channels") {
  // H = W = 1: only the centre tap F[1][1] meets the image; every other tap (7) reads padding.
  // X = [3, −2]; F[1][1][c][o] = [[1, 10], [100, −1000]]:
  //   Y[0] = 3·1 + (−2)·100 = −197, Y[1] = 3·10 + (−2)·(−1000) = 2030.
  Vec f(36, 7.0);   // [3][3][2][2]; the centre tap starts at element (1·3 + 1)·2·2 = 16
  f[16] = 1, f[17] = 10, f[18] = 100, f[19] = -1000;
  check_equal(run("conv2d", {{"H", 1}, {"W", 1}, {"CI", 2}, {"CO", 2}}, {{"X", {3, -2}}, {"F", f}}), {-197, 2030});
  // int8 extremes: 9 taps of (−128)·(−128) at the centre of a 3 × 3 image of −128 = 147456.
  const Vec y = run("conv2d", {{"H", 3}, {"W", 3}, {"CI", 1}, {"CO", 1}}, {{"X", fill(9, -128)}, {"F", fill(9, -128)}});
  CHECK(y[4] == 147456);
  CHECK(y[0] == 4 * 16384);   // a corner sees 4 pixels
}

TEST_CASE("core.task.reference.depthwise_conv") {
  // H = 1, W = 3, C = 2: X[0][s] = [1, −1], [2, 5], [3, −7]. Only the middle filter row meets the
  // image: F[1][j] = [1, 0], [10, 1], [100, 2]; rows 0 and 2 (50) read padding.
  //   c = 0: s0 = 1·10 + 2·100 = 210, s1 = 1 + 20 + 300 = 321, s2 = 2·1 + 3·10 = 32
  //   c = 1: s0 = −1·1 + 5·2 = 9, s1 = 0 + 5·1 + (−7)·2 = −9, s2 = 5·0 + (−7)·1 = −7
  Vec f(18, 50.0);   // [3][3][2]; row 1 is elements 6..11
  const Vec row1{1, 0, 10, 1, 100, 2};
  std::copy(row1.begin(), row1.end(), f.begin() + 6);
  check_equal(run("depthwise_conv", {{"H", 1}, {"W", 3}, {"C", 2}}, {{"X", {1, -1, 2, 5, 3, -7}}, {"F", f}}),
              {210, 9, 321, -9, 32, -7});
}

TEST_CASE("core.task.reference.conv_block_requantisation") {
  // H = W = 1, CI = 1, X = [1]: channel o's sum is the centre tap F[1][1][0][o] (the other taps,
  // 99, read padding), plus BIAS[o]; then q = ⌊(acc·MULT + 2^(SHIFT−1)) / 2^SHIFT⌋ clamped to 0..127.
  //   o  acc          MULT SHIFT  acc·MULT/2^SHIFT  -> Y
  //   0  3            1    1      1.5               2    (tie: up)
  //   1  5            1    1      2.5               3    (tie: up; half-to-even would give 2)
  //   2  −3           1    1      −1.5              −1 -> 0 (ReLU)
  //   3  7            1    2      1.75              2
  //   4  7            3    2      5.25              5
  //   5  1000         200  8      781.25            127  (saturation)
  //   6  50 − 20      255  6      119.53            120  (bias added before the multiply)
  //   7  253          1    1      126.5             127  (tie: up, just inside the range)
  //   8  −1           1    1      −0.5              0
  Vec f(81, 99.0);   // [3][3][1][9]; the centre tap is elements 36..44
  const Vec centre{3, 5, -3, 7, 7, 1000, 50, 253, -1};
  std::copy(centre.begin(), centre.end(), f.begin() + 36);
  const std::map<std::string, Vec> in{{"X", {1}},
                                      {"F", f},
                                      {"BIAS", {0, 0, 0, 0, 0, 0, -20, 0, 0}},
                                      {"MULT", {1, 1, 1, 1, 3, 200, 255, 1, 1}},
                                      {"SHIFT", {1, 1, 1, 2, 2, 8, 6, 1, 1}}};
  check_equal(run("conv_block", {{"H", 1}, {"W", 1}, {"CI", 1}, {"CO", 9}}, in), {2, 3, 0, 2, 5, 127, 120, 127, 0});
}

TEST_CASE("core.task.reference.conv_block_is_conv2d_requantised") {
  // The convolution of conv_block is conv2d's: with MULT = 1 and SHIFT = 1 every output is
  // min(max(⌊(conv2d + BIAS + 1) / 2⌋, 0), 127), checked on a 3 × 4 image with 3 → 2 channels
  // and values of both signs.
  const Params p{{"H", 3}, {"W", 4}, {"CI", 3}, {"CO", 2}};
  Vec x(36), f(54);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = double(int(i * 37 % 23) - 11);
  for (std::size_t i = 0; i < f.size(); ++i) f[i] = double(int(i * 53 % 19) - 9);
  const Vec bias{5, -40};
  const Vec conv = run("conv2d", p, {{"X", x}, {"F", f}});
  const Vec y = run("conv_block", p, {{"X", x}, {"F", f}, {"BIAS", bias}, {"MULT", {1, 1}}, {"SHIFT", {1, 1}}});
  REQUIRE(y.size() == conv.size());
  int inside = 0;
  for (std::size_t e = 0; e < y.size(); ++e) {
    const double q = std::floor((conv[e] + bias[e % 2] + 1) / 2);
    inside += q > 0 && q < 127;
    CHECK(y[e] == std::min(std::max(q, 0.0), 127.0));
  }
  CHECK(inside >= 4);   // the case is not all clamped
}
