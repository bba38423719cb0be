// The tolerance checks of the aie kernels' bit-exact emulations (test_aie_*_tolerance.cpp): how
// much of a task's tolerance an emulated kernel uses on the task's own inputs.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "kc/aie_num.h"
#include "kc/task.h"

namespace kc::aie::test {

// Per aie configuration of the task `id` (of level `level`), the worst |o − ref| / (atol + rtol·|ref|)
// over seeds 1-3, o = emulate(instance, inputs) (one output tensor, element order of the reference).
// KC_TOLERANCE_REPORT=1 prints each seed's share (what `kernelcraft eval --no-fresh` prints for
// the baseline), labelled `what`.
template <class Emulate>
std::vector<double> worst_share(const std::string& id, const char* what, Emulate emulate, int level = 2) {
  const TaskSpec spec =
      load_task(std::string(KC_TASKS_SOURCE_DIR) + "/l" + std::to_string(level) + "/" + id + "/task.yaml");
  std::vector<double> per_config;
  for (const TaskConfig& cfg : spec.configs) {
    const TaskInstance inst = instantiate(spec, cfg, "aie");
    double w = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const std::vector<TensorData> in = generate_inputs(inst, seed);
      const std::vector<double> ref = reference(inst, in).front().values;
      const std::vector<double> o = emulate(inst, in);
      REQUIRE(o.size() == ref.size());
      double ws = 0;
      for (std::size_t i = 0; i < o.size(); ++i)
        ws = std::max(ws, std::fabs(o[i] - ref[i]) / (inst.tolerance.atol + inst.tolerance.rtol * std::fabs(ref[i])));
      if (std::getenv("KC_TOLERANCE_REPORT"))
        std::printf("%s %s seed %llu, %s: %.1f %%\n", id.c_str(), cfg.name.c_str(), (unsigned long long)seed, what, 100 * ws);
      w = std::max(w, ws);
    }
    per_config.push_back(w);
  }
  return per_config;
}

// A tensor's values as bf16 patterns (the task's inputs are bf16-representable).
inline std::vector<std::uint16_t> to_bf16(const TensorData& t) {
  std::vector<std::uint16_t> v(t.values.size());
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = num::bf16_from_double(t.values[i]);
  return v;
}

// One lane of the MAC array over K products in k-steps of 8: the pairwise tree of each step's
// eight fp32 products, added to the accumulator in order (the first step starts it).
template <class F>
std::uint32_t mac_lane(std::size_t K, F product) {
  using num::f32_add;
  std::uint32_t acc = 0;
  for (std::size_t kk = 0; kk < K; kk += 8) {
    std::uint32_t p[8];
    for (std::size_t t = 0; t < 8; ++t) p[t] = product(kk + t);
    const std::uint32_t s =
        f32_add(f32_add(f32_add(p[0], p[1]), f32_add(p[2], p[3])), f32_add(f32_add(p[4], p[5]), f32_add(p[6], p[7])));
    acc = kk == 0 ? s : f32_add(acc, s);
  }
  return acc;
}

inline double max_of(const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); }
inline double min_of(const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); }

}  // namespace kc::aie::test
