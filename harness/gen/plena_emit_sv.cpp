// SystemVerilog packages: plena_isa_pkg (fields, opcodes, is_legal) and plena_cfg_pkg (one per
// configuration). Written in the subset Verilator 5.006 and Yosys 0.23 both accept: no import,
// no return, no assignment patterns, no inside, no packed 2-D arrays.
#include <algorithm>
#include <set>
#include <sstream>

#include "gen_isa.h"
#include "gen_util.h"
#include "plena_emit.h"

namespace kc::gen::plena {

namespace {

// casez pattern of an instruction: fixed bits as 0/1, free bits as '?', '_' between fields.
std::string casez_pattern(const IsaSpec& isa, const InstrSpec& in) {
  std::set<unsigned> cuts;  // bit positions b where a '_' goes between bit b and bit b-1
  for (const auto& f : isa.fields) {
    cuts.insert(f.lsb);
    cuts.insert(f.msb + 1);
  }
  return kc::gen::casez_pattern(isa.word_bits, cuts, in.match, in.mask);
}

// The 8-character configuration name as a 64-bit ASCII constant (SV string packing: the last
// character in the low byte).
std::string config_name_literal(const std::string& name) {
  const std::string n = name.substr(0, 8);
  std::uint64_t v = 0;
  for (char c : n) v = (v << 8) | static_cast<unsigned char>(c);
  return "64'h" + hex(v, 16);
}

}  // namespace

std::string emit_sv_isa_pkg(const IsaSpec& isa) {
  std::ostringstream o;
  const unsigned ow = isa.opcode().width();
  o << banner("//", isa.source) << "\n"
    << "//\n"
    << "// plena_isa_pkg: instruction fields, opcodes and the legality check of plena ISA version " << isa.version
    << ".\n"
    << "// Decode: legal = plena_isa_pkg::is_legal(w); opcode = w[OPCODE_MSB:OPCODE_LSB]; case on OPC_*.\n"
    << "// Reference: docs/isa/plena.md (generated from the same table).\n"
    << "package plena_isa_pkg;\n\n"
    << "  localparam int unsigned ISA_VERSION = " << isa.version << ";\n"
    << "  localparam int unsigned WORD_BITS = " << isa.word_bits << ";\n\n"
    << "  // ---------------------------------------------------------------------------------------\n"
    << "  // Fields [MSB:LSB] of the instruction word\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  for (const auto& f : isa.fields) {
    const std::string n = upper(f.name);
    o << "  localparam int unsigned " << padr(n + "_MSB", 12) << " = " << f.msb << ";\n"
      << "  localparam int unsigned " << padr(n + "_LSB", 12) << " = " << f.lsb << ";\n";
  }
  o << "\n  // ---------------------------------------------------------------------------------------\n"
    << "  // Opcodes\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  for (const auto& in : isa.instrs)
    o << "  localparam logic [" << ow - 1 << ":0] " << padr("OPC_" + in.name, 22) << " = " << ow << "'h"
      << hex(in.opcode, 2) << ";  // " << in.summary << "\n";
  o << "\n  // Reserved opcodes: executing one stops the core with illegal_instruction.\n";
  for (const auto& r : isa.reserved)
    o << "  localparam logic [" << ow - 1 << ":0] " << padr("OPC_RSV_" + r.name, 22) << " = " << ow << "'h"
      << hex(r.opcode, 2) << ";\n";
  // Run interface: statuses, fault kinds, counter indices.
  auto code_bits = [](const std::vector<NamedCodeSpec>& v) {
    unsigned mx = 1;
    for (const auto& c : v) mx = std::max(mx, c.code);
    return bits_for(mx);
  };
  const unsigned sb = code_bits(isa.statuses), fb = code_bits(isa.faults);
  o << "\n  // ---------------------------------------------------------------------------------------\n"
    << "  // Run status (status_o; 0 = running) and fault kinds (fault_kind_o; 0 = none)\n"
    << "  // ---------------------------------------------------------------------------------------\n"
    << "  localparam int unsigned STATUS_BITS = " << sb << ";\n"
    << "  localparam int unsigned FAULT_BITS  = " << fb << ";\n";
  for (const auto& c : isa.statuses)
    o << "  localparam logic [" << sb - 1 << ":0] " << padr("ST_" + upper(c.name), 22) << " = " << sb << "'d" << c.code
      << ";  // " << c.doc << "\n";
  for (const auto& c : isa.faults)
    o << "  localparam logic [" << fb - 1 << ":0] " << padr("FK_" + upper(c.name), 22) << " = " << fb << "'d" << c.code
      << ";  // " << c.doc << "\n";
  o << "\n  // Performance counters: index of each counter register\n"
    << "  localparam int unsigned N_COUNTERS = " << isa.counters.size() << ";\n";
  for (const auto& c : isa.counters)
    o << "  localparam int unsigned " << padr("CNT_" + upper(c.name), 22) << " = " << c.code << ";  // " << c.doc
      << "\n";
  o << "\n  // ---------------------------------------------------------------------------------------\n"
    << "  // is_legal: 1 if w encodes an instruction of the table with every fixed bit right, else 0.\n"
    << "  // One casez pattern per instruction ('?' = operand bits); the generator has proven that no\n"
    << "  // word matches two patterns.\n"
    << "  // ---------------------------------------------------------------------------------------\n"
    << "  function automatic logic is_legal(input logic [" << isa.word_bits - 1 << ":0] w);\n"
    << "    casez (w)\n";
  for (const auto& in : isa.instrs)
    o << "      " << casez_pattern(isa, in) << ": is_legal = 1'b1;  // " << assembly_form(in) << "\n";
  o << "      default: is_legal = 1'b0;\n"
    << "    endcase\n"
    << "  endfunction\n\n"
    << "endpackage\n";
  return o.str();
}

std::string emit_sv_cfg_svh(const IsaSpec& isa, const CfgSpec& cfg) {
  std::ostringstream o;
  o << banner("//", cfg.source + " and " + isa.source) << "\n"
    << "//\n"
    << "// Parameters of hardware configuration `" << cfg.name << "`: " << cfg.description << "\n"
    << "// Included into package plena_cfg_pkg and into plena_pkg (a package cannot refer to another\n"
    << "// package's parameters in the SystemVerilog subset Yosys accepts). Every module uses a subset:\n"
    << "/* verilator lint_off UNUSEDPARAM */\n\n"
    << "  // \"" << cfg.name.substr(0, 8) << "\" as ASCII (first 8 characters of the name)\n"
    << "  localparam logic [63:0] CONFIG_NAME = " << config_name_literal(cfg.name) << ";\n\n";
  emit_sv_cfg_values(o, cfg, 27, "Derived values and address widths (computed by kc-gen)");
  o << "\n  // ---------------------------------------------------------------------------------------\n"
    << "  // Latency classes (" << isa.source << "), resolved for this configuration: LAT_* cycles\n"
    << "  // until a dependent instruction may issue, IVL_* cycles between independent issues.\n"
    << "  // The RTL must meet them; a test measures every one.\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
    const std::string n = upper(isa.lat_classes[i].name);
    o << "  localparam int unsigned " << padr("LAT_" + n, 27) << " = " << cfg.timing[i].latency << ";  // "
      << isa.lat_classes[i].latency.text() << "\n"
      << "  localparam int unsigned " << padr("IVL_" + n, 27) << " = " << cfg.timing[i].interval << ";  // "
      << isa.lat_classes[i].interval.text() << "\n";
  }
  o << "\n/* verilator lint_on UNUSEDPARAM */\n";
  return o.str();
}

std::string emit_sv_cfg_pkg(const IsaSpec& isa, const CfgSpec& cfg) {
  std::ostringstream o;
  o << banner("//", cfg.source + " and " + isa.source) << "\n"
    << "//\n"
    << "// plena_cfg_pkg for hardware configuration `" << cfg.name << "`: " << cfg.description << "\n"
    << "// Every configuration has its own package of the same name; the build compiles exactly one.\n"
    << "// The parameters are in plena_cfg.svh (same directory; pass it as an include directory).\n"
    << "package plena_cfg_pkg;\n\n"
    << "`include \"plena_cfg.svh\"\n\n"
    << "endpackage\n";
  return o.str();
}

}  // namespace kc::gen::plena
