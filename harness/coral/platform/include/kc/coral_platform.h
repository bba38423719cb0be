// The coral platform of the harness (kc::Platform): the rv32 core with a Zve32x vector unit, as a
// member of the rv32 family (kc/rv32_family.h). Kernels are RISC-V assembly with RVV 1.0 (GNU
// binutils, -march=rv32imf_zicsr_zifencei_zbb_zve32x) or C compiled by clang-14; run bundles for
// kc-sim-coral; roofline resources `instructions`, `vec_bytes` (element bytes through the vector
// lanes: 4 x lanes per cycle) and `dtcm_bytes` (bytes through the vector DTCM port: dtcm_port_bytes
// per cycle); baselines are the tasks' C reference kernels through clang-14 -O2 ("RVV -O2").
#pragma once

#include "kc/platform.h"

namespace kc::coral {

// The coral platform (one instance for the process).
const Platform& platform();

}  // namespace kc::coral
