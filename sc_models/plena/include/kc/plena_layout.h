// The run-bundle view of a plena hardware configuration: its memory spaces (name, bytes per
// address, size) and its instruction memory, for kc::validate_run_bundle (simulator and harness).
#pragma once

#include "kc/run_bundle.h"
#include "plena_configs.h"

namespace kc::plena {

// plena spaces (docs/run-bundle.md): hbm, vram, mram, fp_mem hold bf16 (2 bytes per address); int_mem
// holds 32-bit words. Addresses count elements, as in the ISA. IMEM is loaded through the
// bundle's "program", not as a space.
inline MemoryLayout memory_layout(const HwConfig& c) {
  MemoryLayout l;
  l.platform = "plena";
  l.config = c.name;
  l.spaces = {{"hbm", 2, c.hbm_elems},
              {"vram", 2, c.vram_elems},
              {"mram", 2, c.mram_elems},
              {"fp_mem", 2, c.fp_mem_words},
              {"int_mem", 4, c.int_mem_words}};
  l.program_words = c.imem_words;
  return l;
}

}  // namespace kc::plena
