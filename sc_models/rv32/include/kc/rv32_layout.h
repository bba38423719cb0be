// The run-bundle view of an rv32 hardware configuration: its memory spaces at their bus addresses
// (itcm, dtcm; byte-addressed) and the program format it loads (an ELF executable whose segments
// lie in those spaces), for kc::validate_run_bundle (simulator and harness).
#pragma once

#include "kc/elf.h"
#include "kc/run_bundle.h"
#include "rv32_configs.h"

namespace kc::rv32 {

// rv32 spaces (docs/run-bundle.md): `itcm` and `dtcm`, one address per byte, each at the base address
// the core sees it at, so a run bundle's addresses are the program's addresses. `platform`: the
// rv32-family member the configuration belongs to (coral has the same spaces).
inline MemoryLayout memory_layout(const HwConfig& c, const char* platform = "rv32") {
  MemoryLayout l;
  l.platform = platform;
  l.config = c.name;
  l.spaces = {{"itcm", 1, c.itcm_bytes, c.itcm_base}, {"dtcm", 1, c.dtcm_bytes, c.dtcm_base}};
  l.program_formats = {"elf"};
  l.elf_machine = kElfMachineRiscv;
  return l;
}

}  // namespace kc::rv32
