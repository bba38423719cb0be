// The arithmetic behind the aie tolerances of ffn and swiglu (tasks/l2/{ffn,swiglu}/task.yaml): a
// bit-exact emulation (kc/aie_num.h) of the straightforward aie kernel — the template compiler's —
// on the task's own inputs (seeds 1-3 of every aie configuration, kc::generate_inputs) against
// the task's fp64 reference, measured in the aie section's atol + rtol·|ref|:
//   each product accumulates in fp32 as the MAC array does (per 8-deep k-step the pairwise tree of
//   the eight exact products, then one addition to the accumulator; k-steps in order) and is
//   rounded once to bf16;
//   the activation is silu's gate: t = bf16(h · k) (k = bf16(-a log2 e), an fp32 product),
//   e = vexp2(t), d = bf16(1 + e), r = vrcp(d), y = bf16(h · r); swiglu then z = bf16(y · u).
// The straightforward kernel stays well inside the tolerance; plausible wrong kernels (ffn: ReLU
// instead of GELU, σ(h) instead of σ(1.702 h); swiglu: no up projection, GELU's constant) fail on
// every configuration. KC_TOLERANCE_REPORT=1 prints the share per configuration and seed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "kc/aie_num.h"
#include "kc/task.h"
#include "tolerance_share.h"

using namespace kc::aie::num;
using kc::aie::test::to_bf16;

namespace {

enum class Act { gelu, relu, silu };

struct Kernel {
  std::uint16_t k = 0;      // bf16(-a log2 e)
  bool relu = false;        // ffn's bug: max(h, 0) for GELU
  bool gated = true;        // swiglu: z = y · u (false: the bug without the up projection)
};

// C[rows][cols] = A[rows][K] · B[K][cols] (bf16 in, fp32 as the MAC array sums, bf16 out), with
// A given by a(i, k) and B by b(k, j).
template <class FA, class FB>
std::vector<std::uint16_t> product(std::size_t rows, std::size_t K, std::size_t cols, FA a, FB b) {
  std::vector<std::uint16_t> c(rows * cols);
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) {
      std::uint32_t acc = 0;
      for (std::size_t kk = 0; kk < K; kk += 8) {
        std::uint32_t p[8];
        for (std::size_t t = 0; t < 8; ++t) p[t] = f32_mul(bf16_to_f32(a(i, kk + t)), bf16_to_f32(b(kk + t, j)));
        const std::uint32_t s =
            f32_add(f32_add(f32_add(p[0], p[1]), f32_add(p[2], p[3])), f32_add(f32_add(p[4], p[5]), f32_add(p[6], p[7])));
        acc = kk == 0 ? s : f32_add(acc, s);
      }
      c[i * cols + j] = f32_to_bf16(acc);
    }
  return c;
}

std::uint16_t gate(std::uint16_t h, const Kernel& kn) {
  if (kn.relu) return bf16_max(h, 0x0000);
  const std::uint16_t t = f32_to_bf16(f32_mul(bf16_to_f32(h), bf16_to_f32(kn.k)));
  const std::uint16_t r = rcp_bf16(bf16_add(exp2_bf16(t), 0x3F80));
  return f32_to_bf16(f32_mul(bf16_to_f32(h), bf16_to_f32(r)));
}

// Y (row-major, as doubles) of the emulated kernel on one instance's inputs.
std::vector<double> emulate(const kc::TaskInstance& inst, const std::vector<kc::TensorData>& in, const Kernel& kn) {
  const bool glu = inst.spec->id == "swiglu";
  const std::size_t M = std::size_t(inst.param("M")), D = std::size_t(inst.param("D")), F = std::size_t(inst.param("F"));
  auto get = [&](const std::string& name) {
    for (const kc::TensorData& t : in)
      if (t.name == name) return to_bf16(t);
    FAIL("no input " << name);
    return std::vector<std::uint16_t>{};
  };
  const std::vector<std::uint16_t> x = get("X");
  auto up = [&](const std::vector<std::uint16_t>& w) {   // H[m][f] = Σ_d X[m][d] W[d][f]
    return product(M, D, F, [&](std::size_t m, std::size_t d) { return x[m * D + d]; },
                   [&](std::size_t d, std::size_t f) { return w[d * F + f]; });
  };
  const std::vector<std::uint16_t> h = up(get(glu ? "WG" : "W1"));
  std::vector<std::uint16_t> z(M * F);
  for (std::size_t i = 0; i < z.size(); ++i) z[i] = gate(h[i], kn);
  if (glu && kn.gated) {
    const std::vector<std::uint16_t> u = up(get("WU"));
    for (std::size_t i = 0; i < z.size(); ++i) z[i] = f32_to_bf16(f32_mul(bf16_to_f32(z[i]), bf16_to_f32(u[i])));
  }
  const std::vector<std::uint16_t> w2 = get(glu ? "WD" : "W2");
  const std::vector<std::uint16_t> y = product(M, F, D, [&](std::size_t m, std::size_t f) { return z[m * F + f]; },
                                               [&](std::size_t f, std::size_t d) { return w2[f * D + d]; });
  std::vector<double> out(y.size());
  for (std::size_t i = 0; i < y.size(); ++i) out[i] = double(f32(bf16_to_f32(y[i])));
  return out;
}

// Per aie configuration, the worst share of the tolerance the emulated kernel `kn` uses.
std::vector<double> worst(const std::string& id, const Kernel& kn, const char* what) {
  return kc::aie::test::worst_share(id, what, [&](const kc::TaskInstance& inst, const std::vector<kc::TensorData>& in) {
    return emulate(inst, in, kn);
  });
}
using kc::aie::test::max_of;
using kc::aie::test::min_of;

constexpr std::uint16_t kSilu = 0xBFB9;   // bf16(-log2 e) = -1.4453125
constexpr std::uint16_t kGelu = 0xC01D;   // bf16(-1.702 log2 e) = -2.453125

}  // namespace

TEST_CASE("aie.model.ffn_tolerance") {
  CHECK(bf16_from_double(-1.702 * 1.4426950408889634) == kGelu);
  const std::vector<double> ok = worst("ffn", Kernel{kGelu, false, false}, "the kernel");
  const std::vector<double> relu = worst("ffn", Kernel{kGelu, true, false}, "ReLU");
  const std::vector<double> sig = worst("ffn", Kernel{kSilu, false, false}, "sigma(h)");
  WARN("ffn on aie: the straightforward kernel uses at most " << 100 * max_of(ok)
                                                              << " % of the tolerance; ReLU fails by at least "
                                                              << min_of(relu) << "x, sigma(h) for sigma(1.702 h) by "
                                                              << min_of(sig) << "x");
  CHECK(max_of(ok) < 0.5);
  CHECK(min_of(relu) > 1.5);
  CHECK(min_of(sig) > 1.5);
}

TEST_CASE("aie.model.swiglu_tolerance") {
  CHECK(bf16_from_double(-1.4426950408889634) == kSilu);
  const std::vector<double> ok = worst("swiglu", Kernel{kSilu, false, true}, "the kernel");
  const std::vector<double> no_up = worst("swiglu", Kernel{kSilu, false, false}, "no up projection");
  const std::vector<double> gelu = worst("swiglu", Kernel{kGelu, false, true}, "sigma(1.702 g)");
  WARN("swiglu on aie: the straightforward kernel uses at most "
       << 100 * max_of(ok) << " % of the tolerance; without the up projection it fails by at least " << min_of(no_up)
       << "x, with sigma(1.702 g) for sigma(g) by " << min_of(gelu) << "x");
  CHECK(max_of(ok) < 0.5);
  CHECK(min_of(no_up) > 1.5);
  CHECK(min_of(gelu) > 1.5);
}
