// coral as a member of the rv32 family: its configurations as the scalar core sees them (the rv32
// keys of rtl/coral/cfg/<name>.yaml, in rv32's HwConfig, for the shared toolchain step, layout,
// testbench and result code) and its hooks for result texts (the coral ISA table's disassembler,
// the reasons a vector instruction is illegal, the element of a vector memory fault).
// No SystemC, no Verilated model: kc-sim-coral and the coral platform adapter both use it.
#pragma once

#include <string_view>
#include <vector>

#include "rv32_configs.h"
#include "rv32_result.h"

namespace kc::coral {

// Every coral configuration (kc::coral::all_configs() order) with its scalar part converted.
const std::vector<rv32::HwConfig>& scalar_configs();
// The converted configuration with this name, or nullptr.
const rv32::HwConfig* find_scalar_config(std::string_view name);

// coral's result hooks (platform "coral").
const rv32::ResultHooks& result_hooks();

// Why coral's core rejects `word` as an illegal instruction, in words (no leading kind).
std::string illegal_reason(uint32_t word);

}  // namespace kc::coral
