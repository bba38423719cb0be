// kc-gen aie: the in-memory form of the aie ISA table (rtl/aie/isa/aie_isa.yaml) and of its
// hardware configurations (rtl/aie/cfg/*.yaml), and the emitters of the generated files.
//
// The aie core is a VLIW tile: an operation is one 32-bit word whose bit 31 closes its bundle; a
// bundle holds at most one operation per slot (two loads, store, scalar, vector, move). The table
// names each operation's slot, format, fixed field values, operands (with their read/write role,
// which the assembler's stall analysis and the ISS use), latency class and documentation.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "gen_cfg.h"
#include "gen_isa.h"
#include "kc/expr.h"
#include "kc/yaml_diag.h"

namespace kc::gen::aie {

struct SlotSpec {
  std::string name, unit, doc;
};

struct FormatSpec {
  std::string name, doc;
  std::vector<int> fields;  // indices into IsaSpec::fields
};

struct ElemTypeSpec {
  std::string name, doc;
  unsigned code = 0, bits = 0, lanes = 0;
};

struct OperandTypeSpec {
  std::string name, kind, doc;       // kind: reg, simm, uimm, enum, addr, target
  std::string prefix;                // reg: "r" (or empty when `names` is used)
  std::vector<std::string> names;    // reg: half-register prefixes (wl, wh); enum: the values
  unsigned count = 0, bits = 0;      // reg: registers and their width; immediates: field bits
  std::int64_t min = 0, max = 0;     // immediates: value range
};

struct OperandSpec {
  int field = -1;  // index into IsaSpec::fields; -1 for the address operand (fields p, amode, aoff)
  int type = 0;    // index into IsaSpec::operand_types
  std::string role = "read";  // read, write, rw (read and written), acc (MAC accumulator in and out)
};

struct OpSpec {
  std::string name;       // mnemonic with its type suffix (vadd.i8)
  std::string base;       // table entry name (vadd)
  std::string slot;       // ld (either load slot), st, scl, vec, mv
  int format = 0;
  int elem = -1;          // element type of a `types:` expansion, else -1
  std::uint32_t match = 0, mask = 0;
  std::vector<OperandSpec> operands;
  int lat = 0;            // latency class
  unsigned access = 0;    // bytes per memory access (loads/stores), else 0
  unsigned macs = 0;      // multiplies per issue (MAC array operations), else 0
  std::string summary, example;
  SrcPos pos;
};

struct LatClassSpec {
  std::string name, doc;
  Expr latency, interval, acc_forward;  // acc_forward not parsed when absent
  SrcPos latency_pos, interval_pos, acc_forward_pos;
};

struct IsaSpec {
  std::string name, source;
  unsigned version = 0, max_bundle_ops = 0;
  std::string bundle_doc, addressing_doc, latency_doc, memory_doc, registers_doc;
  std::vector<FieldSpec> fields;
  std::map<std::string, int> field_index;
  std::vector<SlotSpec> slots;
  std::vector<FormatSpec> formats;
  std::vector<ElemTypeSpec> elem_types;
  std::vector<OperandTypeSpec> operand_types;
  std::vector<LatClassSpec> lat_classes;
  std::vector<std::string> lat_ids;  // identifiers latency expressions may use
  std::vector<OpSpec> ops;
  unsigned exp2_table_bits = 0, rcp_table_bits = 0, rsqrt_table_bits = 0;
  std::vector<std::uint32_t> exp2_table, rcp_table;  // fp32 bit patterns
  // vrsqrt: 2 * 2^rsqrt_table_bits entries (two octaves of the mantissa); S = 1/sqrt, Q = fp32(S^2)
  std::vector<std::uint32_t> rsqrt_table, rsqrt_sq_table;
};

struct CfgSpec : CfgBase {
  struct Timing {
    std::uint32_t latency = 0, interval = 0, acc_forward = 0;
  };
  std::vector<Timing> timing;  // index = latency class
};

// The polynomial coefficients of the non-linear helper (fp32 bit patterns): ln 2 and (ln 2)^2 / 2.
constexpr std::uint32_t kExp2C1 = 0x3F317218u;
constexpr std::uint32_t kExp2C2 = 0x3E75FDF0u;

IsaSpec load_isa(YamlDiag& d, const std::string& source);
CfgSpec load_config(YamlDiag& d, std::vector<YamlDiag>& isa_diags, const std::string& source, const IsaSpec& isa);

std::string emit_sv_isa_pkg(const IsaSpec& isa);
std::string emit_sv_cfg_pkg(const IsaSpec& isa, const CfgSpec& cfg);
std::string emit_isa_table_h(const IsaSpec& isa);
std::string emit_isa_table_cpp(const IsaSpec& isa);
std::string emit_configs_h(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);
std::string emit_configs_cpp(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);
std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);
std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);

// C++ / SV identifier of a mnemonic: vadd.i8 -> vadd_i8.
std::string op_ident(const std::string& mnemonic);

}  // namespace kc::gen::aie
