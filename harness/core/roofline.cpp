// Roofline bound of a task configuration on a hardware configuration (kc/evaluate.h,
// docs/tasks.md "plena conventions").
#include <algorithm>

#include "kc/evaluate.h"

namespace kc {

namespace {

// Cycles `work` needs at `rate` per cycle; 0 when the rate is unknown (0).
double bound(int64_t work, double rate) { return rate > 0 ? double(work) / rate : 0.0; }

}  // namespace

double roofline_cycles(const Platform& platform, const TaskInstance& inst, const std::string& hw) {
  const PeakRates p = platform.peak(hw);
  return std::max({bound(inst.matrix_macs, p.matrix_macs_per_cycle), bound(inst.vector_ops, p.vector_lanes_per_cycle),
                   bound(inst.hbm_bytes, p.hbm_bytes_per_cycle)});
}

}  // namespace kc
