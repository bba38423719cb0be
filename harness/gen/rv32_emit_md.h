// The sections of the rv32 ISA reference (rv32_emit_md.cpp), shared with the references of the
// platforms built on the rv32 core (coral_emit_md.cpp), and the Markdown helpers they use. Each
// section function appends one `## ...` section to `o`.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "rv32_spec.h"

namespace kc::gen::rv32::md {

// "rtl/rv32/isa/rv32_isa.yaml, rtl/rv32/cfg/small.yaml, ..." (banners).
std::string sources_of(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);
std::string bits(unsigned msb, unsigned lsb);  // "[31:25]" or "[7]"
std::string anchor(const std::string& s);      // GitHub heading anchor ("fmadd.s" -> "fmadds")
std::string word_hex(std::uint32_t v);         // "0x0000707f"
std::string row(const std::vector<std::string>& cells);
std::string header(const std::vector<std::string>& cells);
std::vector<std::string> config_names(const std::vector<CfgSpec>& cfgs);  // "`small`", ...
std::string asm_form(const IsaSpec& isa, const InstrSpec& in);            // "add rd, rs1, rs2"
std::string cfg_hex(const CfgSpec& c, const char* sym);
// The traps an instruction can raise: those listed in the table, plus the implied ones.
std::vector<std::string> trap_lines(const IsaSpec& isa, const InstrSpec& in);

void emit_registers(std::ostringstream& o, const IsaSpec& isa);  // x and f registers, ABI
void emit_syntax(std::ostringstream& o, const IsaSpec& isa);     // GNU as syntax, operand types
void emit_pseudos(std::ostringstream& o, const IsaSpec& isa);
// The summary table (scalar_only: without the vector instructions).
void emit_summary(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs, bool scalar_only);
// The word layout of one instruction: its format's fields with fixed values and operands.
void emit_layout(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in);
void emit_instr(std::ostringstream& o, const IsaSpec& isa, const InstrSpec& in, const std::vector<CfgSpec>& cfgs);
// One section per extension with one `### mnemonic` per instruction (scalar_only: only the
// extensions that have scalar instructions).
void emit_instructions(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs, bool scalar_only);
void emit_csrs(std::ostringstream& o, const IsaSpec& isa);
void emit_traps(std::ostringstream& o, const IsaSpec& isa);
void emit_memory(std::ostringstream& o, const std::vector<CfgSpec>& cfgs);
// Pipeline and performance of the scalar core: the first `num_classes` latency classes.
void emit_performance(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs,
                      std::size_t num_classes);
void emit_encoding(std::ostringstream& o, const IsaSpec& isa);
// The configurations page's tables: parameters, derived values (with `derived_note` after
// "Computed by kc-gen"), latency classes resolved per configuration (`pkg`: the SV package).
void emit_cfg_tables(std::ostringstream& o, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs,
                     const std::string& derived_note, const std::string& pkg);
void emit_unsupported(std::ostringstream& o, const IsaSpec& isa);

}  // namespace kc::gen::rv32::md
