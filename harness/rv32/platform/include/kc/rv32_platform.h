// The rv32 platform of the harness (kc::Platform): hardware configurations and peak rates from
// the generated rv32_configs.h, kernels built by the GNU RISC-V toolchain into ELF programs that
// link the task's tensors as symbols, run bundles for kc-sim-rv32 (preloads and dumps by symbol,
// outputs poisoned), outputs read back from the dumps, the task prompt's hardware and ABI text,
// and the baselines (C compiled by GCC -O2).
#pragma once

#include "kc/platform.h"

namespace kc::rv32 {

// The rv32 platform (one instance for the process).
const Platform& platform();

}  // namespace kc::rv32
