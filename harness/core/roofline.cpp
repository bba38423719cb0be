// Roofline and structural bounds of a task configuration on a hardware configuration
// (kc/evaluate.h, docs/tasks.md "Roofline work"): the largest of work / rate over the platform's
// resources, at the peak rates or at the task's structural caps.
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "kc/evaluate.h"
#include "kc/expr.h"

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

std::optional<StructuralBound> structural_bound(const Platform& platform, const TaskInstance& inst,
                                                const std::string& hw) {
  if (inst.structural.empty()) return std::nullopt;
  const std::map<std::string, double> peak = platform.peak(hw);
  const std::map<std::string, double> values = platform.hw_values(hw);
  const std::string file = inst.spec ? inst.spec->file : std::string("task");
  StructuralBound b;
  for (const auto& [key, work] : inst.roofline) {
    const auto p = peak.find(key);
    if (p == peak.end() || p->second <= 0) continue;
    double rate = p->second;
    if (const auto cap = inst.structural.find(key); cap != inst.structural.end()) {
      std::vector<std::string> known;
      std::map<std::string, double> env = values;
      for (const auto& [name, v] : values) known.push_back(name);
      known.push_back("peak");
      env["peak"] = p->second;
      Expr e;
      ExprError err;
      const auto parse_errors = e.parse(cap->second.rate, known, Expr::Kind::real);
      const std::optional<double> r = parse_errors.empty() ? e.eval_real(env, err) : std::nullopt;
      if (!r || !(*r > 0))
        throw std::runtime_error(file + ": structural rate of " + key + " on " + platform.name() + "/" + hw + " ('" +
                                 cap->second.rate + "') " +
                                 (!parse_errors.empty() ? "does not evaluate: " + parse_errors.front().message
                                  : !r             ? "does not evaluate: " + err.message
                                                   : "is not positive"));
      rate = std::min(rate, *r);
      b.caps.push_back({key, *r, p->second, cap->second.why});
    }
    b.cycles = std::max(b.cycles, double(work) / rate);
  }
  return b;
}

}  // namespace kc
