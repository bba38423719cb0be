// The arithmetic behind the aie tolerances of decoder_block_llama and decoder_block_t5 (tasks/l3/
// decoder_block_{llama,t5}/task.yaml, their aie sections): a bit-exact emulation (kc/aie_num.h) of the straightforward aie
// kernel — the template compiler's (harness/aie/baseline/src/decoder.cpp) — on the task's own
// inputs (seeds 1-3 of every aie configuration, kc::generate_inputs) against the task's fp64
// reference, measured in the aie section's atol + rtol·|ref|. Step for step:
//   RMSNorm per token (the 32 lanes of a 4x1-block chunk are 8 columns of 4 tokens): x² summed per
//   lane in fp32 over the E/8 chunks of a token group (element-wise vmac.bf16), the lane sums
//   rounded to bf16, summed times n = bf16(1/E) by one vmmul.bf16 (ones·n as operand a: the
//   pairwise tree of the 8 columns of each token), rounded, + ε (vadd.bf16), r = vrsqrt, then
//   y = bf16(bf16(x · r) · w);
//   every product (Q, K, V, scores, P·V, O, G, U, D) accumulates in fp32 as the MAC array does (per
//   8-deep k-step the pairwise tree of the eight exact products, then one addition to the
//   accumulator; k-steps in order) and is rounded once to bf16;
//   RoPE: y1 = bf16(fp32(x1·c) + fp32(x2·(−s))), y2 = bf16(fp32(x2·c) + fp32(x1·s));
//   the causal mask: vadd.bf16 of 0 (key ≤ query) or −∞ to every score;
//   softmax as the mha task's kernel with L = bf16(log2 e / √128): m = max, t = bf16(fp32(−m·L) +
//   fp32(s·L)), e = vexp2(t), Σ e by the MAC array (pairwise trees of 8 keys, accumulated in
//   order), r = vrcp(bf16(Σ)), P = bf16(e·r);
//   residual adds vadd.bf16; SwiGLU as the swiglu task's kernel: t = bf16(g · bf16(−log2 e)),
//   vexp2, bf16(1 + e), vrcp, y = bf16(g · r), z = bf16(y · u).
// t5: head dimension 64, no RoPE, BIAS added to the rounded scores (vadd.bf16), L = bf16(log2 e)
// (no scaling), ε = 1e-6, the FFN ReLU(B·W1)·W2 with ReLU exact.
// The straightforward kernel stays well inside the tolerance; plausible wrong kernels (no RoPE, no
// bias, no causal mask) fail on every configuration. KC_TOLERANCE_REPORT=1 prints the share per
// configuration and seed.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "kc/aie_num.h"
#include "kc/task.h"
#include "tolerance_share.h"

using namespace kc::aie::num;
using kc::aie::test::to_bf16;
using kc::aie::test::mac_lane;

namespace {

using Vec16 = std::vector<std::uint16_t>;

constexpr std::uint16_t kL = 0x3E03;       // bf16(log2 e / √128) = 0.12792969
constexpr std::uint16_t kSilu = 0xBFB9;    // bf16(-log2 e) = -1.4453125
constexpr std::uint16_t kOne = 0x3F80;
constexpr std::uint16_t kNegInf = 0xFF80;
constexpr std::size_t kD = 128;            // head dimension

struct Kernel {
  bool rope = true;   // llama's bug without RoPE: Q and K unrotated
  bool mask = true;   // the bug without the causal mask: every key
  bool bias = true;   // t5's bug without the relative position bias
};

constexpr std::uint16_t kLog2e = 0x3FB9;   // bf16(log2 e) = 1.4453125: t5's unscaled scores

std::uint32_t mul(std::uint16_t a, std::uint16_t b) { return f32_mul(bf16_to_f32(a), bf16_to_f32(b)); }

// Z[S][N] = A[S][K] · W[K][N] (row-major), each element rounded once.
Vec16 product(const Vec16& a, const Vec16& w, std::size_t S, std::size_t K, std::size_t N) {
  Vec16 z(S * N);
  for (std::size_t t = 0; t < S; ++t)
    for (std::size_t n = 0; n < N; ++n)
      z[t * N + n] = f32_to_bf16(mac_lane(K, [&](std::size_t k) { return mul(w[k * N + n], a[t * K + k]); }));
  return z;
}

// RMSNorm of the S rows of x[S][E] with weights w, as the kernel computes it on 4x1 blocks.
Vec16 rmsnorm(const Vec16& x, const Vec16& w, std::size_t S, std::size_t E, double epsilon) {
  const std::uint16_t n = bf16_from_double(1.0 / double(E)), eps = bf16_from_double(epsilon);
  Vec16 y(S * E);
  for (std::size_t j = 0; j < S / 4; ++j) {
    // Lane 4c + t of the chunks: column 8kb + c of token 4j + t, squared and summed over kb.
    std::uint32_t q[32] = {};
    for (std::size_t kb = 0; kb < E / 8; ++kb)
      for (std::size_t c = 0; c < 8; ++c)
        for (std::size_t t = 0; t < 4; ++t) {
          const std::uint16_t v = x[(4 * j + t) * E + 8 * kb + c];
          q[4 * c + t] = emac_bf16(q[4 * c + t], v, v, true);
        }
    std::uint16_t a[32], b[32];
    for (int l = 0; l < 32; ++l) a[l] = n, b[l] = f32_to_bf16(q[l]);
    std::uint32_t acc[16];
    mmul_bf16(a, b, acc, false);   // lane 4i + t: n · the eight columns' sums of token t
    for (std::size_t t = 0; t < 4; ++t) {
      const std::uint16_t r = rsqrt_bf16(bf16_add(f32_to_bf16(acc[t]), eps));
      for (std::size_t c = 0; c < E; ++c) {
        const std::size_t i = (4 * j + t) * E + c;
        y[i] = f32_to_bf16(mul(f32_to_bf16(mul(x[i], r)), w[c]));
      }
    }
  }
  return y;
}

// Rotate-half RoPE of every head of z[S][E] in place, COS and SIN [S][64].
void rope(Vec16& z, const Vec16& cs, const Vec16& sn, std::size_t S, std::size_t E) {
  for (std::size_t t = 0; t < S; ++t)
    for (std::size_t h = 0; h < E / kD; ++h)
      for (std::size_t i = 0; i < kD / 2; ++i) {
        std::uint16_t& x1 = z[t * E + kD * h + i];
        std::uint16_t& x2 = z[t * E + kD * h + i + kD / 2];
        const std::uint16_t c = cs[t * 64 + i], s = sn[t * 64 + i];
        const std::uint16_t y1 = f32_to_bf16(f32_add(mul(x1, c), mul(x2, std::uint16_t(s ^ 0x8000u))));
        const std::uint16_t y2 = f32_to_bf16(f32_add(mul(x2, c), mul(x1, s)));
        x1 = y1;
        x2 = y2;
      }
}

// Y (row-major, as doubles) of the emulated kernel on one instance's inputs: decoder_block_llama
// (head dimension 128, RoPE, L = bf16(log2 e / √128), ε = 1e-5, SwiGLU) or decoder_block_t5 (head
// dimension 64, BIAS added to the rounded scores, L = bf16(log2 e), ε = 1e-6, ReLU).
std::vector<double> emulate(const kc::TaskInstance& inst, const std::vector<kc::TensorData>& in, const Kernel& kn) {
  const bool t5 = inst.spec->id == "decoder_block_t5";
  const std::size_t S = std::size_t(inst.param("S")), H = std::size_t(inst.param("H")), F = std::size_t(inst.param("F"));
  const std::size_t hd = t5 ? 64 : kD, E = hd * H;
  const double eps = t5 ? 1e-6 : 1e-5;
  auto get = [&](const std::string& name) {
    for (const kc::TensorData& t : in)
      if (t.name == name) return to_bf16(t);
    FAIL("no input " << name);
    return Vec16{};
  };
  const Vec16 x = get("X");
  const Vec16 a = rmsnorm(x, get("NORM1"), S, E, eps);
  Vec16 q = product(a, get("WQ"), S, E, E), k = product(a, get("WK"), S, E, E);
  const Vec16 v = product(a, get("WV"), S, E, E);
  if (!t5 && kn.rope) {
    const Vec16 cs = get("COS"), sn = get("SIN");
    rope(q, cs, sn, S, E);
    rope(k, cs, sn, S, E);
  }
  const Vec16 bias = t5 ? get("BIAS") : Vec16{};
  const std::uint16_t L = t5 ? kLog2e : kL;
  const std::uint32_t lf = bf16_to_f32(L), nlf = bf16_to_f32(std::uint16_t(L ^ 0x8000u));
  Vec16 att(S * E), s(S), e(S), p(S);
  for (std::size_t h = 0; h < H; ++h)
    for (std::size_t t = 0; t < S; ++t) {
      for (std::size_t j = 0; j < S; ++j) {
        s[j] = f32_to_bf16(mac_lane(hd, [&](std::size_t d) { return mul(k[j * E + hd * h + d], q[t * E + hd * h + d]); }));
        if (t5 && kn.bias) s[j] = bf16_add(s[j], bias[(h * S + t) * S + j]);
        s[j] = bf16_add(s[j], kn.mask && j > t ? kNegInf : std::uint16_t(0));
      }
      std::uint16_t m = s[0];
      for (std::size_t j = 1; j < S; ++j) m = bf16_max(m, s[j]);
      const std::uint32_t nml = f32_mul(bf16_to_f32(m), nlf);
      for (std::size_t j = 0; j < S; ++j) e[j] = exp2_bf16(f32_to_bf16(f32_add(nml, f32_mul(bf16_to_f32(s[j]), lf))));
      const std::uint16_t r = rcp_bf16(f32_to_bf16(mac_lane(S, [&](std::size_t j) { return bf16_to_f32(e[j]); })));
      for (std::size_t j = 0; j < S; ++j) p[j] = f32_to_bf16(mul(e[j], r));
      for (std::size_t d = 0; d < hd; ++d)
        att[t * E + hd * h + d] = f32_to_bf16(mac_lane(S, [&](std::size_t j) { return mul(v[j * E + hd * h + d], p[j]); }));
    }
  Vec16 hr = product(att, get("WO"), S, E, E);
  for (std::size_t i = 0; i < hr.size(); ++i) hr[i] = bf16_add(x[i], hr[i]);
  const Vec16 b = rmsnorm(hr, get("NORM2"), S, E, eps);
  Vec16 z(S * F);
  if (t5) {
    z = product(b, get("W1"), S, E, F);
    for (std::uint16_t& zz : z) zz = bf16_max(zz, 0x0000);
  } else {
    const Vec16 g = product(b, get("WG"), S, E, F), u = product(b, get("WU"), S, E, F);
    for (std::size_t i = 0; i < z.size(); ++i) {
      const std::uint16_t tt = f32_to_bf16(mul(g[i], kSilu));
      const std::uint16_t r = rcp_bf16(bf16_add(exp2_bf16(tt), kOne));
      z[i] = f32_to_bf16(mul(f32_to_bf16(mul(g[i], r)), u[i]));
    }
  }
  const Vec16 dn = product(z, get(t5 ? "W2" : "WD"), S, F, E);
  std::vector<double> out(S * E);
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = double(f32(bf16_to_f32(bf16_add(dn[i], hr[i]))));
  return out;
}

std::vector<double> worst(const std::string& id, const Kernel& kn, const char* what) {
  return kc::aie::test::worst_share(
      id, what, [&](const kc::TaskInstance& inst, const std::vector<kc::TensorData>& in) { return emulate(inst, in, kn); },
      3);
}
using kc::aie::test::max_of;
using kc::aie::test::min_of;

}  // namespace

TEST_CASE("aie.model.decoder_block_llama_tolerance") {
  CHECK(bf16_from_double(1.4426950408889634 / std::sqrt(128.0)) == kL);
  CHECK(bf16_from_double(-1.4426950408889634) == kSilu);
  const std::string id = "decoder_block_llama";
  const std::vector<double> ok = worst(id, Kernel{}, "the kernel");
  const std::vector<double> no_rope = worst(id, Kernel{false, true, true}, "no RoPE");
  const std::vector<double> no_mask = worst(id, Kernel{true, false, true}, "no causal mask");
  WARN("decoder_block_llama on aie: the straightforward kernel uses at most "
       << 100 * max_of(ok) << " % of the tolerance; without RoPE it fails by at least " << min_of(no_rope)
       << "x, without the causal mask by " << min_of(no_mask) << "x");
  CHECK(max_of(ok) < 0.5);
  CHECK(min_of(no_rope) > 1.5);
  CHECK(min_of(no_mask) > 1.5);
}

TEST_CASE("aie.model.decoder_block_t5_tolerance") {
  CHECK(bf16_from_double(1.4426950408889634) == kLog2e);
  const std::string id = "decoder_block_t5";
  const std::vector<double> ok = worst(id, Kernel{}, "the kernel");
  const std::vector<double> no_bias = worst(id, Kernel{true, true, false}, "no bias");
  const std::vector<double> no_mask = worst(id, Kernel{true, false, true}, "no causal mask");
  WARN("decoder_block_t5 on aie: the straightforward kernel uses at most "
       << 100 * max_of(ok) << " % of the tolerance; without the bias it fails by at least " << min_of(no_bias)
       << "x, without the causal mask by " << min_of(no_mask) << "x");
  CHECK(max_of(ok) < 0.5);
  CHECK(min_of(no_bias) > 1.5);
  CHECK(min_of(no_mask) > 1.5);
}
