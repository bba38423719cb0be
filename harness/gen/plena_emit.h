// Emitters of `kc-gen plena`: each returns the complete text of one generated file.
#pragma once

#include <string>
#include <vector>

#include "plena_spec.h"

namespace kc::gen::plena {

// banner() and cpp_ident() are in gen_util.h.

std::string emit_sv_isa_pkg(const IsaSpec& isa);                      // plena_isa_pkg.sv
std::string emit_sv_cfg_svh(const IsaSpec& isa, const CfgSpec& cfg);  // <cfg>/plena_cfg.svh
std::string emit_sv_cfg_pkg(const IsaSpec& isa, const CfgSpec& cfg);  // <cfg>/plena_cfg_pkg.sv

std::string emit_isa_table_h(const IsaSpec& isa);                                    // plena_isa_table.h
std::string emit_isa_table_cpp(const IsaSpec& isa);                                  // plena_isa_table.cpp
std::string emit_configs_h(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);    // plena_configs.h
std::string emit_configs_cpp(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);  // plena_configs.cpp

std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);      // plena_isa.md
std::string emit_isa_short_md(const IsaSpec& isa);                                  // plena_isa_short.md
std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);  // plena_configs.md

std::string emit_roundtrip_inc(const IsaSpec& isa);  // plena_isa_roundtrip.inc

}  // namespace kc::gen::plena
