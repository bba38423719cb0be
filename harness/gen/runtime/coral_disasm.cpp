// kc::coral::disassemble: GNU objdump syntax (binutils 2.40) from the generated coral instruction
// table (rv32 + Zve32x), with vector operands, vtype immediates and objdump's vector aliases. Part
// of library kc_coral_isa (rtl/coral/gen.cmake); the code is isa_disasm.inc, shared with rv32.
#include <cstdio>
#include <string>
#include <vector>

#include "coral_isa_table.h"

#define KC_DISASM_VECTOR 1

namespace kc::coral {

#include "isa_disasm.inc"

}  // namespace kc::coral
