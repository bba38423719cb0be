// kc-gen aie: the SystemVerilog packages — aie_isa_pkg (op_e, the decoder, one decoder per slot
// class, field extractors, attributes, the non-linear tables) and aie_cfg_pkg per configuration.
#include <set>
#include <sstream>

#include "aie_spec.h"
#include "gen_util.h"

namespace kc::gen::aie {

std::string emit_sv_isa_pkg(const IsaSpec& isa) {
  std::ostringstream o;
  const std::size_t n = isa.ops.size();
  unsigned bits = 1;
  while ((std::size_t(1) << bits) < n + 1) ++bits;
  o << banner("//", isa.source) << "\n"
    << "//\n"
    << "// aie_isa_pkg: the decoder of aie operation words. decode() maps a word (bit 31, the bundle bit,\n"
    << "// ignored) to op_e (OP_ILLEGAL when no operation matches); decode_<slot class>() is the decoder of\n"
    << "// one slot: OP_ILLEGAL unless the word is an operation of that slot class.\n"
    << "/* verilator lint_off UNUSEDSIGNAL */\n"
    << "/* verilator lint_off UNUSEDPARAM */\n"
    << "package aie_isa_pkg;\n\n"
    << "  localparam int unsigned MAX_BUNDLE_OPS = " << isa.max_bundle_ops << ";\n\n"
    << "  typedef enum logic [" << bits - 1 << ":0] {\n";
  for (std::size_t i = 0; i < n; ++i) o << "    OP_" << upper(op_ident(isa.ops[i].name)) << " = " << i << ",\n";
  o << "    OP_ILLEGAL = " << n << "\n  } op_e;\n\n"
    << "  typedef enum logic [2:0] { SC_LD = 0, SC_ST = 1, SC_SCL = 2, SC_VEC = 3, SC_MV = 4 } slot_class_e;\n\n"
    << "  typedef enum logic [3:0] {\n";
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i)
    o << "    LC_" << upper(isa.lat_classes[i].name) << " = " << i << (i + 1 < isa.lat_classes.size() ? ",\n" : "\n");
  o << "  } lat_class_e;\n\n";
  for (const auto& e : isa.elem_types)
    o << "  localparam logic [1:0] TY_" << upper(e.name) << " = 2'd" << e.code << ";  // " << e.doc << "\n";
  o << "\n  // Field extractors.\n";
  for (const auto& f : isa.fields)
    o << "  function automatic logic [" << f.width() - 1 << ":0] f_" << f.name << "(input logic [31:0] w);\n"
      << "    f_" << f.name << " = w[" << f.msb << ":" << f.lsb << "];\n  endfunction\n";
  o << "\n  function automatic op_e decode(input logic [31:0] w);\n"
    << "    casez (w)\n";
  const std::set<unsigned> cuts = {31, 25};
  for (const auto& op : isa.ops)
    o << "      " << casez_pattern(32, cuts, op.match, op.mask) << ": decode = aie_isa_pkg::OP_" << upper(op_ident(op.name))
      << ";\n";
  o << "      default: decode = aie_isa_pkg::OP_ILLEGAL;\n    endcase\n  endfunction\n\n"
    << "  function automatic slot_class_e slot_class(input op_e op);\n"
    << "    case (op)\n";
  for (const char* sc : {"ld", "st", "vec", "mv"}) {
    std::vector<std::string> names;
    for (const auto& op : isa.ops)
      if (op.slot == sc) names.push_back("aie_isa_pkg::OP_" + upper(op_ident(op.name)));
    if (names.empty()) continue;
    o << "      ";
    for (std::size_t i = 0; i < names.size(); ++i) o << (i ? (i % 4 ? ", " : ",\n      ") : "") << names[i];
    o << ": slot_class = aie_isa_pkg::SC_" << upper(sc) << ";\n";
  }
  o << "      default: slot_class = aie_isa_pkg::SC_SCL;\n    endcase\n  endfunction\n\n";
  // Each slot decoder is its own case table over the operations of its class (no nested calls).
  for (const char* sc : {"ld", "st", "scl", "vec", "mv"}) {
    o << "  // Slot decoder of class " << sc << ": OP_ILLEGAL unless the word is one of its operations.\n"
      << "  function automatic op_e decode_" << sc << "(input logic [31:0] w);\n"
      << "    decode_" << sc << " = aie_isa_pkg::OP_ILLEGAL;\n"
      << "    casez (w)\n";
    for (const auto& op : isa.ops)
      if (op.slot == sc)
        o << "      " << casez_pattern(32, cuts, op.match, op.mask) << ": decode_" << sc << " = aie_isa_pkg::OP_"
          << upper(op_ident(op.name)) << ";\n";
    o << "      default: ;\n    endcase\n  endfunction\n";
  }
  o << "\n  function automatic lat_class_e lat_class(input op_e op);\n    case (op)\n";
  for (const auto& op : isa.ops)
    o << "      aie_isa_pkg::OP_" << upper(op_ident(op.name)) << ": lat_class = aie_isa_pkg::LC_" << upper(isa.lat_classes[op.lat].name) << ";\n";
  o << "      default: lat_class = aie_isa_pkg::LC_" << upper(isa.lat_classes.front().name) << ";\n    endcase\n  endfunction\n\n"
    << "  function automatic logic is_last(input logic [31:0] w);\n    is_last = w[31];\n  endfunction\n\n"
    << "  // Multiplies per issue (MAC efficiency counters).\n"
    << "  function automatic logic [9:0] macs_of(input op_e op);\n    case (op)\n";
  for (const auto& op : isa.ops)
    if (op.macs) o << "      aie_isa_pkg::OP_" << upper(op_ident(op.name)) << ": macs_of = 10'd" << op.macs << ";\n";
  o << "      default: macs_of = 10'd0;\n    endcase\n  endfunction\n\n";
  auto rom = [&](const char* name, const std::vector<std::uint32_t>& t, unsigned b) {
    o << "  function automatic logic [31:0] " << name << "(input logic [" << b - 1 << ":0] j);\n    case (j)\n";
    for (std::size_t i = 0; i < t.size(); ++i)
      o << "      " << b << "'d" << i << ": " << name << " = 32'h" << hex(t[i], 8) << ";\n";
    o << "      default: " << name << " = 32'h0;\n    endcase\n  endfunction\n";
  };
  o << "  // Tables of the non-linear helper (fp32 bit patterns), indexed by EXP2_TABLE_BITS / RCP_TABLE_BITS bits.\n"
    << "  localparam int unsigned EXP2_TABLE_BITS = " << isa.exp2_table_bits << ";\n"
    << "  localparam int unsigned RCP_TABLE_BITS = " << isa.rcp_table_bits << ";\n"
    << "  localparam int unsigned RSQRT_TABLE_BITS = " << isa.rsqrt_table_bits
    << ";  // per octave: rsqrt_table / rsqrt_sq_table take RSQRT_TABLE_BITS + 1 index bits\n";
  rom("exp2_table", isa.exp2_table, isa.exp2_table_bits);
  rom("rcp_table", isa.rcp_table, isa.rcp_table_bits);
  rom("rsqrt_table", isa.rsqrt_table, isa.rsqrt_table_bits + 1);
  rom("rsqrt_sq_table", isa.rsqrt_sq_table, isa.rsqrt_table_bits + 1);
  o << "  localparam logic [31:0] EXP2_C1 = 32'h" << hex(kExp2C1, 8) << ";  // ln 2\n"
    << "  localparam logic [31:0] EXP2_C2 = 32'h" << hex(kExp2C2, 8) << ";  // (ln 2)^2 / 2\n"
    << "\nendpackage\n"
    << "/* verilator lint_on UNUSEDPARAM */\n"
    << "/* verilator lint_on UNUSEDSIGNAL */\n";
  return o.str();
}

std::string emit_sv_cfg_pkg(const IsaSpec& isa, const CfgSpec& cfg) {
  std::ostringstream o;
  o << banner("//", cfg.source + " and " + isa.source) << "\n"
    << "//\n"
    << "// aie_cfg_pkg for hardware configuration `" << cfg.name << "`: " << cfg.description << "\n"
    << "// Every configuration has its own package of the same name; the build compiles exactly one.\n"
    << "/* verilator lint_off UNUSEDPARAM */\n"
    << "package aie_cfg_pkg;\n\n";
  emit_sv_cfg_values(o, cfg, 22, "Derived values (computed by kc-gen)");
  o << "\n  // ---------------------------------------------------------------------------------------\n"
    << "  // Latency classes resolved for this configuration: LAT_* cycles from issue until a dependent\n"
    << "  // operation may issue, FWD_* the same for a MAC's accumulator input fed by a MAC of its class,\n"
    << "  // IVL_* cycles until the unit takes another operation. The RTL must meet them.\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
    const auto& lc = isa.lat_classes[i];
    const std::string nm = upper(lc.name);
    o << "  localparam int unsigned " << padr("LAT_" + nm, 24) << " = " << cfg.timing[i].latency << ";  // "
      << lc.latency.text() << "\n"
      << "  localparam int unsigned " << padr("FWD_" + nm, 24) << " = " << cfg.timing[i].acc_forward << ";\n"
      << "  localparam int unsigned " << padr("IVL_" + nm, 24) << " = " << cfg.timing[i].interval << ";  // "
      << lc.interval.text() << "\n";
  }
  o << "\nendpackage\n/* verilator lint_on UNUSEDPARAM */\n";
  return o.str();
}

}  // namespace kc::gen::aie
