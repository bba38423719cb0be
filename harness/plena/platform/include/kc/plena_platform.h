// The plena platform of the harness (kc::Platform): hardware configurations and peak rates from
// the generated plena_configs.h, the plena assembler, run bundles for kc-sim-plena (inputs and
// poisoned outputs in HBM, constants in FP_MEM), outputs read back from the dumps, the task
// prompt's hardware and ABI text, and the template compiler's baselines.
#pragma once

#include <cstdint>

#include "kc/platform.h"

namespace kc::plena {

// The bf16 pattern every output element holds before a run: a quiet NaN the hardware never
// produces (its NaNs are canonical, 0x7FC0), so an element still holding it was never written.
constexpr uint16_t kPoison = 0x7FC1;

// The plena platform (one instance for the process).
const Platform& platform();

}  // namespace kc::plena
