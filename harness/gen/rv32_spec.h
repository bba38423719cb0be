// The rv32 generator's in-memory form of rv32_isa.yaml and of the hardware configuration YAMLs,
// their loaders (with validation) and the encoding helpers every emitter shares.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "gen_cfg.h"
#include "gen_isa.h"
#include "kc/expr.h"

namespace kc {
class YamlDiag;
}

namespace kc::gen::rv32 {

// ------------------------------------------------------------------------------------------------
// ISA table
// ------------------------------------------------------------------------------------------------

// Operand kinds the generator knows (their assembly syntax is built into the disassembler).
enum class OpKind { xreg, freg, simm, uimm, target, csr, rm, fence };
constexpr int kNumOpKinds = 8;
const char* op_kind_name(OpKind k);

struct FormatSpec {
  std::string name, doc;
  std::vector<int> fields;  // indices into IsaSpec::fields, from bit 31 down
};

// An operand type: where its value lives in the word and how it is written.
struct OperandType {
  std::string name, show, doc;
  OpKind kind = OpKind::xreg;
  int field = -1;               // register / csr / rm / fence kinds: the field holding the value
  std::vector<int> fields;      // every field the operand occupies
  unsigned bits = 0;            // width of the value (immediates; else the field width)
  std::vector<int> word_bit;    // immediates: word bit of value bit i, or -1 (always 0)
  unsigned shift = 0;           // immediates: the instruction uses value << shift (U: 12)
  int imm_kind = -1;            // index into IsaSpec::imm_kinds (immediates), else -1
  bool is_signed() const { return kind == OpKind::simm || kind == OpKind::target; }
  bool is_imm() const { return kind == OpKind::simm || kind == OpKind::uimm || kind == OpKind::target; }
  unsigned align_bits() const;           // immediates: number of low value bits that are always 0
  std::int64_t min_value() const;        // allowed values (immediates: signed range, multiple of 2^align)
  std::int64_t max_value() const;
  std::uint32_t word_mask() const;       // bits of the word the operand occupies
  std::uint32_t encode(std::uint32_t value) const;  // value (two's complement for signed) -> word bits
  std::uint32_t decode(std::uint32_t word) const;   // word -> value (raw bits, not sign-extended)
};

// One operand of an instruction, in assembly order.
struct InsnOperand {
  int type = -1;          // index into IsaSpec::operand_types
  bool optional = false;  // "[, rm3]": may be omitted (rm: default dyn)
  bool base = false;      // written "(reg)" right after the previous operand: "imm12(xs1)"
};

struct InstrSpec {
  std::string name;
  int ext = -1, format = -1, unit = -1, lat = -1;
  std::vector<std::pair<int, std::uint32_t>> fixed;  // (field, value)
  std::vector<InsnOperand> operands;
  std::string syntax;  // as in the YAML ("xd, imm12(xs1)")
  std::vector<std::string> fflags;
  std::vector<int> traps;  // indices into IsaSpec::traps (as listed; implicit ones not included)
  std::string summary, operation, example;
  std::vector<std::string> notes;
  std::uint32_t match = 0, mask = 0;  // computed from `fixed`
  int line = 0, column = 0;           // 0-based position in the ISA file (for messages)
};

struct NamedDoc {
  std::string name, doc;
};

struct CostSpec {
  std::string name, doc;
  Expr cycles;
  SrcPos pos;
};

struct LatClassSpec {
  std::string name, doc;
  Expr latency, interval;
  SrcPos latency_pos, interval_pos;
  std::vector<CostSpec> costs;
};

struct ConstantSpec {
  std::string name, doc;
  std::uint32_t value = 0;
};

struct RegSpec {
  std::string abi, role, saver;
};

struct RoundingSpec {
  std::string name, doc;
  unsigned code = 0;
};

enum class CsrAccess { rw, ro, fp };
struct CsrSpec {
  std::string name, doc;
  unsigned addr = 0;
  CsrAccess access = CsrAccess::rw;
  std::uint32_t reset = 0;
};

struct TrapSpec {
  std::string name, tval, doc;
  unsigned code = 0;
};

struct PseudoSpec {
  std::string syntax, expansion, example, doc;
};

struct IsaSpec {
  std::string source;  // the YAML path as shown in generated banners
  std::string march, mabi;
  unsigned version = 0, word_bits = 32;
  std::vector<FieldSpec> fields;
  int opcode_field = -1;
  std::vector<std::pair<std::string, unsigned>> opcodes;  // major opcode names
  std::vector<FormatSpec> formats;
  std::vector<OperandType> operand_types;
  std::vector<std::string> imm_kinds;  // I, S, B, ... (IMM_NONE is implied)
  std::vector<NamedDoc> exts, units;
  std::vector<ConstantSpec> constants;
  std::vector<LatClassSpec> lat_classes;
  std::vector<RegSpec> x_regs, f_regs;
  std::vector<RoundingSpec> rounding;
  std::vector<CsrSpec> csrs;
  std::vector<TrapSpec> traps;
  std::vector<NamedDoc> unsupported;
  std::vector<PseudoSpec> pseudos;
  std::vector<InstrSpec> instrs;

  const OperandType& type_of(const InsnOperand& op) const { return operand_types[std::size_t(op.type)]; }
  const FieldSpec& field(int i) const { return fields[std::size_t(i)]; }
  unsigned max_operands() const;
  // Register kind (0 none, 1 x, 2 f) of the field named rd / rs1 / rs2 / rs3 in `in`.
  int reg_kind(const InstrSpec& in, const std::string& field_name) const;
  // Immediate kind of `in` (index into imm_kinds), or -1.
  int imm_kind(const InstrSpec& in) const;
  bool has_rm(const InstrSpec& in) const;
};

// Identifiers a latency expression may use: configuration values and the ISA's constants.
const std::vector<std::string>& latency_identifiers();

// Loads and validates the ISA table; every problem goes to `diag`. The result is only complete
// when diag.ok(); match/mask are computed and the no-overlap rule is checked.
IsaSpec load_isa(YamlDiag& diag, const std::string& source);

// "INSN_" + mnemonic upper-cased with '.' -> '_' (fmadd.s -> INSN_FMADD_S).
std::string sv_insn_name(const std::string& mnemonic);
// The C++ enumerator of a mnemonic (fmadd.s -> fmadd_s, and -> and_).
std::string cpp_insn_name(const std::string& mnemonic);
// The operand syntax with display names ("rd, imm(rs1)", "rd, rs1, rs2[, rm]").
std::string display_syntax(const IsaSpec& isa, const InstrSpec& in);

// ------------------------------------------------------------------------------------------------
// Hardware configurations
// ------------------------------------------------------------------------------------------------

struct CfgSpec : CfgBase {
  struct Timing {
    std::uint32_t latency = 0, interval = 0;
    std::vector<std::uint32_t> costs;  // per LatClassSpec::costs
  };
  std::vector<Timing> timing;  // per latency class (IsaSpec::lat_classes order)
};

// Loads and validates one configuration and resolves the ISA's latency classes for it. Problems
// of the configuration go to `diag`; problems evaluating a latency expression go to `isa_diag`.
CfgSpec load_config(YamlDiag& diag, YamlDiag& isa_diag, const std::string& source, const IsaSpec& isa);

// ------------------------------------------------------------------------------------------------
// Emitters: each returns the complete text of one generated file.
// ------------------------------------------------------------------------------------------------

std::string emit_sv_isa_pkg(const IsaSpec& isa);                      // rv32_isa_pkg.sv
std::string emit_sv_cfg_pkg(const IsaSpec& isa, const CfgSpec& cfg);  // <cfg>/rv32_cfg_pkg.sv
std::string emit_isa_table_h(const IsaSpec& isa);                     // rv32_isa_table.h
std::string emit_isa_table_cpp(const IsaSpec& isa);                   // rv32_isa_table.cpp
std::string emit_configs_h(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);    // rv32_configs.h
std::string emit_configs_cpp(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);  // rv32_configs.cpp
std::string emit_isa_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);       // rv32_isa.md
std::string emit_configs_md(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs);   // rv32_configs.md

}  // namespace kc::gen::rv32
