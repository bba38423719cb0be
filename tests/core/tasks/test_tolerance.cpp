// Tolerances against bf16 emulations of straightforward kernels (emulate.h) on the hardware
// configurations `default` and `small`: on every configuration and several seeds a correct kernel passes with a margin of 2 (every element
// within half its allowed error; attention tasks also in the FlashAttention order), and each
// emulated bug, and a wrong output row, fail on every configuration where they change the output. KC_TOLERANCE_REPORT=1 prints the worst error ratio per configuration.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "emulate.h"
#include "kc/task.h"

namespace {

const std::vector<kc::TaskSpec>& suite() {
  static const std::vector<kc::TaskSpec> tasks = kc::load_all_tasks(KC_TASKS_SOURCE_DIR);
  return tasks;
}

// max over elements of |y − ref| / (atol + rtol·|ref|); infinity for a NaN or a size mismatch.
double worst_ratio(const std::vector<double>& y, const std::vector<double>& ref, const kc::Tolerance& tol) {
  if (y.size() != ref.size()) return INFINITY;
  double worst = 0;
  for (std::size_t i = 0; i < y.size(); ++i) {
    const double allowed = tol.atol + tol.rtol * std::fabs(ref[i]);
    const double err = std::fabs(y[i] - ref[i]);
    if (std::isnan(err)) return INFINITY;
    worst = std::max(worst, allowed > 0 ? err / allowed : (err > 0 ? INFINITY : 0));
  }
  return worst;
}

// Report mode: the worst element (ratio, expected, actual) and the largest absolute and relative
// errors, for choosing tolerances.
void print_worst(const std::string& what, const std::vector<double>& y, const std::vector<double>& ref,
                 const kc::Tolerance& tol) {
  std::size_t wi = 0;
  double wr = -1, max_abs = 0, max_rel_big = 0;   // relative error among |ref| >= 0.1 max|ref|
  double big = 0;
  for (double v : ref) big = std::max(big, std::fabs(v));
  for (std::size_t i = 0; i < y.size(); ++i) {
    const double err = std::fabs(y[i] - ref[i]);
    const double r = err / (tol.atol + tol.rtol * std::fabs(ref[i]));
    if (r > wr) wr = r, wi = i;
    max_abs = std::max(max_abs, err);
    if (std::fabs(ref[i]) >= 0.1 * big) max_rel_big = std::max(max_rel_big, err / std::fabs(ref[i]));
  }
  std::printf("    %s: worst %.3f at ref %.6g got %.6g; max abs %.3g; max rel (|ref| >= %.3g) %.3g\n", what.c_str(), wr,
              ref[wi], y[wi], max_abs, 0.1 * big, max_rel_big);
}

void check_task(const std::string& id) {
  const kc::TaskSpec* spec = nullptr;
  for (const auto& t : suite())
    if (t.id == id) spec = &t;
  REQUIRE(spec);
  const bool report = std::getenv("KC_TOLERANCE_REPORT") != nullptr;
  for (const kc::emu::Hw hw : {kc::emu::kDefault, kc::emu::kSmall})
    for (const auto& cfg : spec->configs) {
      const kc::TaskInstance inst = kc::instantiate(*spec, cfg, "plena");
      const std::string where = id + "/" + cfg.name + " on " + hw.name;
      double worst = 0;
      for (uint64_t seed : {1, 2, 3}) {
        const auto inputs = kc::generate_inputs(inst, seed);
        const auto ref = kc::reference(inst, inputs);
        const auto good = kc::emu::run(inst, inputs, kc::emu::Bug::none, false, hw);
        const double r = worst_ratio(good, ref[0].values, inst.tolerance);
        worst = std::max(worst, r);
        if (report) print_worst(where, good, ref[0].values, inst.tolerance);
        INFO(where << " seed " << seed);
        CHECK(r <= 0.5);
        if (id == "sdpa" || id == "mha" || id == "gqa" || id == "mqa") {   // the FlashAttention order passes too
          const double ro =
              worst_ratio(kc::emu::run(inst, inputs, kc::emu::Bug::none, true, hw), ref[0].values, inst.tolerance);
          INFO("online softmax");
          CHECK(ro <= 0.5);
          worst = std::max(worst, ro);
        }
        if (seed != 1) continue;
        for (kc::emu::Bug bug : kc::emu::supported_bugs(id)) {
          const auto bad = kc::emu::run(inst, inputs, bug, false, hw);
          if (bad == good) continue;   // the bug does not show in this configuration
          const double rb = worst_ratio(bad, ref[0].values, inst.tolerance);
          INFO("bug " << kc::emu::bug_name(bug));
          CHECK(rb > 1);
          if (report) std::printf("  %s bug %s: ratio %.3g\n", where.c_str(), kc::emu::bug_name(bug), rb);
        }
        // A kernel that writes the second-last row into the last row (a wrong row) fails.
        const int64_t row = ref[0].shape.back(), n = int64_t(good.size());
        if (n >= 2 * row) {
          auto wrong = good;
          std::copy(good.end() - 2 * row, good.end() - row, wrong.end() - row);
          INFO("wrong row");
          CHECK(worst_ratio(wrong, ref[0].values, inst.tolerance) > 1);
        }
      }
      if (report) std::printf("%s worst ratio %.3f\n", where.c_str(), worst);
    }
}

}  // namespace

TEST_CASE("core.task.tolerance.silu") { check_task("silu"); }
TEST_CASE("core.task.tolerance.relu") { check_task("relu"); }
TEST_CASE("core.task.tolerance.gelu") { check_task("gelu"); }
TEST_CASE("core.task.tolerance.softmax") { check_task("softmax"); }
TEST_CASE("core.task.tolerance.layernorm") { check_task("layernorm"); }
TEST_CASE("core.task.tolerance.rmsnorm") { check_task("rmsnorm"); }
TEST_CASE("core.task.tolerance.gemv") { check_task("gemv"); }
TEST_CASE("core.task.tolerance.gemm") { check_task("gemm"); }
TEST_CASE("core.task.tolerance.batch_matmul") { check_task("batch_matmul"); }
TEST_CASE("core.task.tolerance.linear") { check_task("linear"); }
TEST_CASE("core.task.tolerance.rope") { check_task("rope"); }
TEST_CASE("core.task.tolerance.ffn") { check_task("ffn"); }
TEST_CASE("core.task.tolerance.swiglu") { check_task("swiglu"); }
TEST_CASE("core.task.tolerance.sdpa") { check_task("sdpa"); }
TEST_CASE("core.task.tolerance.flash_attention") { check_task("flash_attention"); }
TEST_CASE("core.task.tolerance.mha") { check_task("mha"); }
TEST_CASE("core.task.tolerance.gqa") { check_task("gqa"); }
TEST_CASE("core.task.tolerance.mqa") { check_task("mqa"); }
TEST_CASE("core.task.tolerance.decoder_block_llama") { check_task("decoder_block_llama"); }
TEST_CASE("core.task.tolerance.decoder_block_t5") { check_task("decoder_block_t5"); }

// Hidden (run explicitly): for each task and a few rtol values, the smallest atol that keeps every
// element of the emulated kernel within half its allowed error (margin 2) on seeds 1..5 of every
// configuration on `default` and `small`. For choosing tolerances after a spec change.
TEST_CASE("core.task.tolerance_calibrate", "[.]") {
  const double rtols[] = {0.004, 0.008, 0.012, 0.016, 0.02, 0.03, 0.04, 0.06};
  for (const auto& spec : suite()) {
    if (!spec.supports("plena")) continue;   // the emulations are of plena kernels
    std::vector<double> need(std::size(rtols), 0.0);
    for (const kc::emu::Hw hw : {kc::emu::kDefault, kc::emu::kSmall})
    for (const auto& cfg : spec.configs) {
      const kc::TaskInstance inst = kc::instantiate(spec, cfg, "plena");
      for (uint64_t seed = 1; seed <= 5; ++seed) {
        const auto inputs = kc::generate_inputs(inst, seed);
        const auto ref = kc::reference(inst, inputs)[0].values;
        const auto y = kc::emu::run(inst, inputs, kc::emu::Bug::none, false, hw);
        for (std::size_t i = 0; i < y.size(); ++i)
          for (std::size_t k = 0; k < std::size(rtols); ++k)
            need[k] = std::max(need[k], 2 * std::fabs(y[i] - ref[i]) - rtols[k] * std::fabs(ref[i]));
      }
    }
    std::printf("%-20s", spec.id.c_str());
    for (std::size_t k = 0; k < std::size(rtols); ++k) std::printf("  r%.3g:a%.2g", rtols[k], need[k]);
    std::printf("\n");
  }
}
