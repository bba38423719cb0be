// kc/rv32_baseline.h: the compiler baseline of the rv32 CPU tasks — plain C (harness/rv32/baseline/c/
// <task>.c, the loops a C programmer writes first) that the adapter compiles with GCC -O2
// (toolchain flags in harness/rv32/platform) against the task's kc_task.h, so shapes are
// compile-time constants. One source serves every configuration and every hardware
// configuration: the baseline is what the compiler makes of the obvious code, not a tuned kernel.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kc/task.h"
#include "rv32_configs.h"

namespace kc::rv32::baseline {

// The C source of the baseline of `inst`'s task, or nullopt for a task without one.
std::optional<std::string> generate(const kc::TaskInstance& inst, const kc::rv32::HwConfig& hw);

// The tasks that have a baseline, sorted.
std::vector<std::string> tasks();

}  // namespace kc::rv32::baseline
