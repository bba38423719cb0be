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

inline double max_of(const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); }
inline double min_of(const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); }

}  // namespace kc::aie::test
