// Roofline bound of a task configuration on a hardware configuration (kc/evaluate.h,
// docs/tasks.md "Roofline work"): the largest of work / peak rate over the platform's resources.
#include <algorithm>

#include "kc/evaluate.h"

namespace kc {

double roofline_cycles(const Platform& platform, const TaskInstance& inst, const std::string& hw) {
  const std::map<std::string, double> peak = platform.peak(hw);
  double cycles = 0;
  for (const auto& [key, work] : inst.roofline) {
    const auto rate = peak.find(key);
    if (rate != peak.end() && rate->second > 0) cycles = std::max(cycles, double(work) / rate->second);
  }
  return cycles;
}

}  // namespace kc
