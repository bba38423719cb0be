// The plena template compiler: baseline kernels for every plena task and configuration.
//
// Like the PLENA compiler's templates, each generator is parametrised by the task configuration
// (shapes, HBM addresses, FP_MEM constants from the TaskInstance) and the hardware configuration
// (VLEN, MLEN, BLEN, PV_ROWS, memory sizes): it tiles by the hardware, uses hardware loops, and
// overlaps DMA with compute where the template naturally can. Baselines are honest (no
// deliberate slowness) and correct for every configuration; tests run each on the RTL.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kc/task.h"
#include "plena_configs.h"

namespace kc::plena::baseline {

// The baseline kernel (assembly text) for a task configuration on hardware `hw`, or nullopt when
// there is no generator for the task. Throws std::runtime_error when the configuration does not
// fit the hardware (e.g. a tensor larger than the generator's tiling supports).
std::optional<std::string> generate(const kc::TaskInstance& inst, const HwConfig& hw);

// Task ids that have a generator.
std::vector<std::string> supported_tasks();

}  // namespace kc::plena::baseline
