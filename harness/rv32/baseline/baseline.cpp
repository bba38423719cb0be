// The rv32 baselines: the C sources embedded at build time (rv32_baseline_sources.cpp, generated
// from c/*.c by CMakeLists.txt), selected by task id.
#include "kc/rv32_baseline.h"

#include <algorithm>
#include <cstring>

namespace kc::rv32::baseline {

// Generated: one {task id, C source} pair per file in c/, and their count.
struct EmbeddedSource {
  const char* task;
  const char* text;
};
extern const EmbeddedSource kSources[];
extern const std::size_t kSourceCount;

std::optional<std::string> generate(const kc::TaskInstance& inst, const kc::rv32::HwConfig& hw) {
  (void)hw;  // one source for every hardware configuration (see the header)
  for (std::size_t i = 0; i < kSourceCount; ++i)
    if (inst.spec->id == kSources[i].task) return std::string(kSources[i].text);
  return std::nullopt;
}

std::vector<std::string> tasks() {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < kSourceCount; ++i) out.push_back(kSources[i].task);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace kc::rv32::baseline
