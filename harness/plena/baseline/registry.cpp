#include "registry.h"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "kc/plena_baseline.h"

namespace kc::plena::baseline {

namespace {

std::map<std::string, Generator>& generators() {
  static std::map<std::string, Generator> m;
  return m;
}

}  // namespace

bool register_generator(const std::string& task_id, Generator g) {
  if (!generators().emplace(task_id, g).second)
    throw std::logic_error("two plena baseline generators for task " + task_id);
  return true;
}

std::optional<std::string> generate(const kc::TaskInstance& inst, const HwConfig& hw) {
  const auto it = generators().find(inst.spec->id);
  if (it == generators().end()) return std::nullopt;
  Asm a(hw, inst);
  a.comment("Baseline (template compiler) for task " + inst.spec->id + ", configuration " + inst.config->name +
            ", hardware " + hw.name + ".");
  it->second(a);
  return a.text();
}

std::vector<std::string> supported_tasks() {
  std::vector<std::string> ids;
  for (const auto& [id, g] : generators()) ids.push_back(id);
  return ids;
}

}  // namespace kc::plena::baseline
