// kc::rv32::disassemble: GNU objdump syntax (binutils 2.40) from the generated rv32 instruction
// table. Part of library kc_rv32_isa (rtl/rv32/gen.cmake); the code is isa_disasm.inc, shared with
// the platforms built on the rv32 core.
#include <cstdio>
#include <string>
#include <vector>

#include "rv32_isa_table.h"

namespace kc::rv32 {

#include "isa_disasm.inc"

}  // namespace kc::rv32
