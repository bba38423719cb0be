// The rv32 generator's in-memory form of rv32_isa.yaml and of the hardware configuration YAMLs,
// their loaders (with validation) and the encoding helpers every emitter shares.
//
// The same machinery serves every platform built on the rv32 core: a platform adds an extension
// table (coral: rtl/coral/isa/coral_rvv.yaml, `extends: rv32`) that load_isa_extension() merges
// into the rv32 IsaSpec. Extension tables may use the vector schema: vector register operands
// with an element-width rule (VEew), the mask operand, vtype immediates, instruction families
// whose forms share one description and variants (OPIVV, ...) that give a form its format,
// fixed fields and operand syntax. Everything vector-specific is empty for rv32, whose generated
// outputs do not change.
#pragma once

#include <cstdint>
#include <functional>
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

// Operand kinds the generator knows (their assembly syntax is built into the disassembler). The
// first kNumScalarOpKinds are those of a scalar table; vreg (a vector register v0..v31), vm (the
// optional mask `v0.t`, bit 25 = 0), vtypei (the vtype immediate of vsetvli/vsetivli:
// e32,m1,ta,ma) and v0 (the literal v0 of carry and merge instructions, no field) are vector kinds.
enum class OpKind { xreg, freg, simm, uimm, target, csr, rm, fence, vreg, vm, vtypei, v0 };
constexpr int kNumOpKinds = 12;
constexpr int kNumScalarOpKinds = 8;
const char* op_kind_name(OpKind k);

// The element width (EEW) and register-group size (EMUL) of a vector register operand, relative
// to the current SEW and LMUL:
//   sew        EEW = SEW, EMUL = LMUL                       (most operands)
//   wide       EEW = 2*SEW, EMUL = 2*LMUL                   (widening destinations, .w sources)
//   half       EEW = SEW/2, EMUL = LMUL/2                   (vzext.vf2 / vsext.vf2 source)
//   quarter    EEW = SEW/4, EMUL = LMUL/4                   (vf4 source)
//   mask       one register holding a mask (bit i = element i)
//   elem0      element 0 only, EEW = SEW (reduction scalar, vmv.x.s / vmv.s.x)
//   elem0_wide element 0 only, EEW = 2*SEW (widening reductions)
//   mem        EEW from the width field of a load/store, EMUL = EEW/SEW*LMUL (data, or the index
//              of an indexed access)
//   whole      whole registers: EEW from the width field, a group of NREG registers (nf + 1 of
//              whole-register loads/stores, imm5 + 1 of vmv<nr>r.v), independent of vtype
//   maskmem    vlm.v / vsm.v: a mask as ceil(vl/8) bytes
//   e16        EEW = 16, EMUL = 16/SEW*LMUL (vrgatherei16 index)
enum class VEew { none, sew, wide, half, quarter, mask, elem0, elem0_wide, mem, whole, maskmem, e16 };
constexpr int kNumVEew = 12;
const char* veew_name(VEew e);

// Kinds of vector memory access (derived from the mop, lumop/sumop fields of an entry).
enum class VMem { none, unit, strided, indexed_unordered, indexed_ordered, whole, mask, fault_first };
constexpr int kNumVMem = 8;
const char* vmem_name(VMem m);

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
  // vector register operands (kind vreg)
  VEew eew = VEew::none;
  bool reads = false;  // a destination the instruction also reads (multiply-add accumulators)
  bool is_reg() const { return kind == OpKind::xreg || kind == OpKind::freg || kind == OpKind::vreg; }
};

// One operand of an instruction, in assembly order.
struct InsnOperand {
  int type = -1;          // index into IsaSpec::operand_types
  bool optional = false;  // "[, rm3]": may be omitted (rm: default dyn; vm: unmasked)
  bool base = false;      // written "(reg)" right after the previous operand: "imm12(xs1)"
  bool paren = false;     // written "(reg)" as an operand of its own: "vd, (xs1)"
};

// What the generator derives about a vector instruction (all empty for scalar ones).
struct VecAttrs {
  bool vector = false;
  VEew vd = VEew::none, vs1 = VEew::none, vs2 = VEew::none, vs3 = VEew::none;  // EEW rule per field
  bool vd_read = false;      // the destination is also a source (multiply-add)
  bool maskable = false;     // has the optional v0.t operand
  bool v0_read = false;      // reads v0 as carry-in or merge selector (the literal v0 operand)
  unsigned sew_ok = 7;       // SEW values the operand widths allow: bit 0 e8, bit 1 e16, bit 2 e32
  bool vstart_zero = false;  // vstart != 0 is an illegal instruction (reductions, vcompress, ...)
  unsigned no_overlap = 0;   // vd must not overlap: bit 0 vs1, bit 1 vs2 (beyond the general rules)
  VMem mem = VMem::none;
  bool store = false;
  unsigned mem_eew = 0;      // bits of a memory element (8, 16, 32; data or index), 0 if none
  unsigned nf = 0;           // fields of a segment access / registers of a whole-register access
  bool rd_x = false;         // writes an integer register (vsetvl*, vmv.x.s, vcpop.m, vfirst.m)
};

struct InstrSpec {
  std::string name;
  int family = -1;      // index into IsaSpec::families (entries written as a family), else -1
  std::string variant;  // the variant of a family form (OPIVV, ...), else empty
  int file = 0;         // 0: the base table, 1: the extension table
  VecAttrs vec;         // vector instructions
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
  int file = 0;  // the table it comes from (errors evaluating it go to that file's diag)
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

// rw, ro (read-only range 0xC00..0xFFF), fp (rw, illegal while mstatus.FS = 0); vector tables:
// vs (rw, illegal while mstatus.VS = 0), vs_ro (read-only and illegal while mstatus.VS = 0).
enum class CsrAccess { rw, ro, fp, vs, vs_ro };
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

// A standard extension or instruction group the platform does not implement; `examples` are
// assembly lines of it (GNU as with a wider -march encodes them; the tests check they decode as
// illegal).
struct UnsupportedSpec {
  std::string name, doc;
  std::vector<std::string> examples;
};

struct PseudoSpec {
  std::string syntax, expansion, example, doc;
};

// A family of instruction forms that share one description (vadd: vadd.vv, vadd.vx, vadd.vi).
struct FamilySpec {
  std::string name, summary, operation, example;
  std::vector<std::string> notes;
  std::vector<int> instrs;  // indices into IsaSpec::instrs, in table order (segment forms included)
  int ext = -1;
};

// A variant of a family form: format, fixed fields and operand syntax (OPIVV, OPMVX, VLE, ...).
struct VariantSpec {
  std::string name, doc, syntax;
  int format = -1;
  std::vector<std::pair<int, std::uint32_t>> fixed;
  int line = 0, column = 0;
};

struct IsaSpec {
  std::string name = "rv32";  // the platform: prefix of generated names (rv32_isa_pkg, kc::rv32)
  std::string source;  // the YAML path(s) as shown in generated banners
  std::vector<std::string> sources;  // every table, base first
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
  std::vector<UnsupportedSpec> unsupported;
  std::vector<PseudoSpec> pseudos;
  std::vector<InstrSpec> instrs;
  // extension tables (empty for rv32)
  std::string base_name;                  // the table an extension extends ("rv32"), else empty
  unsigned ext_version = 0;               // version of the extension table
  std::vector<RegSpec> v_regs;            // vector registers v0..v31
  std::vector<FamilySpec> families;
  std::vector<VariantSpec> variants;
  std::vector<std::string> lat_ids;       // identifiers latency expressions may use
  std::size_t num_base_instrs = 0;        // instrs[0, num_base_instrs) come from the base table

  bool has_vector() const { return !v_regs.empty(); }
  const OperandType& type_of(const InsnOperand& op) const { return operand_types[std::size_t(op.type)]; }
  const FieldSpec& field(int i) const { return fields[std::size_t(i)]; }
  unsigned max_operands() const;
  // Register kind (0 none, 1 x, 2 f, 3 v) of the register slot rd [11:7], rs1 [19:15], rs2 [24:20]
  // or rs3 [31:27] in `in` (named by the scalar field of that slot).
  int reg_kind(const InstrSpec& in, const std::string& slot) const;
  // The operand of `in` in the slot (nullptr if none is a register).
  const OperandType* reg_operand(const InstrSpec& in, const std::string& slot) const;
  // Immediate kind of `in` (index into imm_kinds), or -1.
  int imm_kind(const InstrSpec& in) const;
  bool has_rm(const InstrSpec& in) const;
};

// Identifiers a latency expression of the rv32 table may use: configuration values and the ISA's
// constants.
const std::vector<std::string>& latency_identifiers();

// Loads and validates the ISA table; every problem goes to `diag`. The result is only complete
// when diag.ok(); match/mask are computed and the no-overlap rule is checked.
IsaSpec load_isa(YamlDiag& diag, const std::string& source);

// Merges an extension table (`isa: <name>`, `extends: <isa.name>`) into `isa`: new fields,
// opcodes, formats, operand types, immediate kinds, extensions, units, latency classes (whose
// expressions may also use `lat_ids`), vector registers, CSRs and unsupported entries (an entry
// with the name of a base entry replaces it), pseudo-instructions, variants and instructions
// (plain entries and families). The platform name becomes the extension's `isa`. Problems go to
// `diag` (the extension's file); the overlap proof covers the merged table.
void load_isa_extension(YamlDiag& diag, const std::string& source, IsaSpec& isa,
                        const std::vector<std::string>& lat_ids);

// The SEW values (bit 0 e8, bit 1 e16, bit 2 e32) an operand width allows with ELEN = 32.
unsigned veew_sew_ok(VEew e);

// "INSN_" + mnemonic upper-cased with '.' -> '_' (fmadd.s -> INSN_FMADD_S).
std::string sv_insn_name(const std::string& mnemonic);
// The C++ enumerator of a mnemonic (fmadd.s -> fmadd_s, and -> and_).
std::string cpp_insn_name(const std::string& mnemonic);
// The operand syntax with display names ("rd, imm(rs1)", "rd, rs1, rs2[, rm]").
std::string display_syntax(const IsaSpec& isa, const InstrSpec& in);
// The same with another name of each operand type (&OperandType::name: the YAML type names).
std::string operand_syntax(const IsaSpec& isa, const InstrSpec& in, std::string OperandType::*label);

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

// What a platform built on the rv32 core adds to the rv32 configuration schema: parameters (after
// the rv32 ones), rules (checked after the rv32 rules, on the root node and the values read) and
// derived values (after the rv32 ones, before the ISA's constants).
struct CfgExtension {
  std::vector<ParamDef> params;
  std::function<void(YamlDiag& d, const YAML::Node& root, const CfgBase& cfg)> rules;
  std::vector<DerivedDef> derived;
};

// Loads and validates one configuration and resolves the ISA's latency classes for it. Problems
// of the configuration go to `diag`; problems evaluating a latency expression go to the diag of
// the table that holds it (`isa_diags`, base first). `ext` adds a platform's part of the schema.
CfgSpec load_config(YamlDiag& diag, std::vector<YamlDiag>& isa_diags, const std::string& source, const IsaSpec& isa,
                    const CfgExtension* ext = nullptr);

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
