// The aie platform of the harness (kc::Platform): one AIE-ML-like VLIW tile. Kernels are aie
// bundle assembly (docs/isa/aie.md, kc/aie_asm.h); run bundles for kc-sim-aie hold the program
// words (raw32), the `.data` blocks and the task's tensors as preloads of the data memory `dm`
// (byte addresses of the task's memory map; a tensor may be stored in blocks, `layout: blocks RxC`)
// and dumps of the outputs; roofline resources `bf16_macs` and `int8_macs` (the MAC array),
// `vec_ops` (vector-slot operations) and `load_bytes` / `store_bytes` (the two load units and the
// store unit); baselines from the template compiler (harness/aie/baseline).
#pragma once

#include "kc/platform.h"

namespace kc::aie {

// The aie platform (one instance for the process).
const Platform& platform();

}  // namespace kc::aie
