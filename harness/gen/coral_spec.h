// kc-gen coral: the coral platform is the rv32 core plus a Zve32x vector unit. Its ISA is the rv32
// table merged with the vector table (load_isa_extension, rv32_spec.h), its configurations the rv32
// schema plus a `vector` section (CfgExtension). The SV packages and C++ tables come from the rv32
// emitters (they add the vector parts when the ISA has vector registers); the references are coral's.
#pragma once

#include <string>
#include <vector>

#include "rv32_spec.h"

namespace kc::gen::coral {

using rv32::CfgSpec;
using rv32::IsaSpec;

// Identifiers the latency expressions of the vector table may use (beyond the rv32 ones).
const std::vector<std::string>& vector_latency_identifiers();

// The `vector` section of a coral configuration: parameters, rules and derived values.
const rv32::CfgExtension& cfg_extension();

// docs/isa/coral.md: the scalar part from the rv32 table, the vector part from the vector table.
std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);
// docs/coral/configs.md.
std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);

}  // namespace kc::gen::coral
