// The run-bundle memory spaces of an aie hardware configuration (docs/run-bundle.md), shared by
// the platform adapter (which writes bundles) and kc-sim-aie (which checks and runs them).
//
// Two spaces: `dm`, the tile's data memory, byte-addressed from 0 (the address unit of the ISA's
// pointers), dm_bytes long; `l2`, the L2 memory behind the tile's DMA (the addresses of dmastart),
// byte-addressed from 0, l2_bytes long. The program is raw32: the operation words of the bundles, at most
// pm_words of them (the assembler's `.data` blocks travel as `dm` preloads).
#pragma once

#include "aie_configs.h"
#include "kc/run_bundle.h"

namespace kc::aie {

inline MemoryLayout memory_layout(const HwConfig& c) {
  MemoryLayout l;
  l.platform = "aie";
  l.config = c.name;
  l.spaces = {{"dm", 1, c.dm_bytes, 0}, {"l2", 1, c.l2_bytes, 0}};
  l.program_words = c.pm_words;
  l.program_formats = {"raw32"};
  return l;
}

}  // namespace kc::aie
