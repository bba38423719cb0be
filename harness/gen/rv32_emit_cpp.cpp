// C++ outputs of kc-gen rv32 (and of the platforms built on it: <p> = isa.name, e.g. coral):
// <p>_isa_table.{h,cpp} (namespace kc::<p>: enums, the instruction table, decode, operand extraction
// and encoding, registers, CSRs, traps; with a vector table also the vector attributes, families
// and vector registers) and <p>_configs.{h,cpp}
// (HwConfig per configuration, like plena_configs.h). The disassembler declared in the header is
// hand-written (harness/gen/runtime/rv32_disasm.cpp) on top of these tables.
#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "gen_cfg.h"
#include "gen_util.h"
#include "rv32_spec.h"

namespace kc::gen::rv32 {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// C++ enumerator of a YAML name (lower case; keywords get '_').
std::string ident(const std::string& name) {
  std::string s = lower(name);
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return cpp_ident(s);
}

std::string u32(std::uint32_t v) { return "0x" + hex(v, 8) + "u"; }

std::string enum_decl(const std::string& name, const std::vector<std::string>& items, const std::string& doc) {
  std::vector<std::string> ids;
  for (const auto& i : items) ids.push_back(ident(i));
  return "// " + doc + "\nenum class " + name + " : std::uint8_t { " + join(ids, ", ") + " };\n";
}

const char* const kRegKinds[] = {"RegKind::none", "RegKind::x", "RegKind::f", "RegKind::v"};

std::string imm_kind_ref(const IsaSpec& isa, int k) {
  return k < 0 ? "ImmKind::none" : "ImmKind::" + ident(isa.imm_kinds[std::size_t(k)]);
}

std::uint8_t fflag_mask(const std::vector<std::string>& flags) {
  std::uint8_t m = 0;
  for (const auto& f : flags)
    m |= f == "NX" ? 1 : f == "UF" ? 2 : f == "OF" ? 4 : f == "DZ" ? 8 : f == "NV" ? 16 : 0;
  return m;
}

// C++ statement extracting an immediate's raw value from w into v (gathering runs of bits).
std::string cpp_gather(const OperandType& t) {
  std::vector<std::string> terms;
  const int n = int(t.bits);
  int i = 0;
  while (i < n) {
    if (t.word_bit[std::size_t(i)] < 0) {
      ++i;
      continue;
    }
    int j = i;
    while (j + 1 < n && t.word_bit[std::size_t(j + 1)] == t.word_bit[std::size_t(j)] + 1) ++j;
    const int wl = t.word_bit[std::size_t(i)], len = j - i + 1;
    const std::string mask = "0x" + hex((len >= 32 ? 0xFFFFFFFFu : (1u << len) - 1u), 1) + "u";
    std::string term = "((w >> " + std::to_string(wl) + ") & " + mask + ")";
    if (i) term = "(" + term + " << " + std::to_string(i) + ")";
    terms.push_back(term);
    i = j + 1;
  }
  return join(terms, " | ");
}

// The vector part of the header: element-width rules, memory kinds, per-instruction attributes,
// families.
void emit_vector_decls(std::ostringstream& o, const IsaSpec& isa) {
  std::vector<std::string> eews, mems;
  for (int e = 0; e < kNumVEew; ++e) eews.push_back(veew_name(VEew(e)));
  for (int m = 0; m < kNumVMem; ++m) mems.push_back(vmem_name(VMem(m)));
  o << "// ---- Vector attributes ---------------------------------------------------------------------------\n\n"
    << "// Element width and register group of a vector operand relative to SEW and LMUL:\n"
    << "//   sew: EEW = SEW, EMUL = LMUL; wide: 2*SEW, 2*LMUL; half: SEW/2, LMUL/2; quarter: SEW/4, LMUL/4;\n"
    << "//   mask: one register holding a mask; elem0 / elem0_wide: element 0 only at SEW / 2*SEW;\n"
    << "//   mem: EEW of the load/store width field, EMUL = EEW/SEW*LMUL; whole: whole registers (NREG =\n"
    << "//   VecInfo::nf); maskmem: ceil(vl/8) bytes of a mask; e16: EEW = 16, EMUL = 16/SEW*LMUL.\n"
    << enum_decl("VEew", eews, "Element-width rule of a vector operand (" + isa.name + "_isa_pkg::veew_e).")
    << enum_decl("VMem", mems, "Vector memory access kind (" + isa.name + "_isa_pkg::vmem_e).") << "\n"
    << R"CPP(// What decode knows about a vector instruction (all false / none for scalar ones).
struct VecInfo {
  bool vector;                // an instruction of the vector table (needs mstatus.VS != 0)
  VEew vd, vs1, vs2, vs3;     // element-width rule of each vector operand field
  bool vd_read;               // the destination group is also a source (multiply-add)
  bool maskable;              // has the optional v0.t operand (w[25] = 0: masked)
  bool v0_read;               // v0 is a carry-in or merge selector
  bool vstart_zero;           // illegal while vstart != 0
  std::uint8_t sew_ok;        // SEW values the operand widths allow: bit 0 e8, bit 1 e16, bit 2 e32
  std::uint8_t no_overlap;    // sources vd must not overlap: bit 0 vs1, bit 1 vs2
  VMem mem;                   // memory access kind
  bool store;                 // a vector store
  std::uint8_t mem_eew;       // bits of a memory element (data, or the index), 0 if none
  std::uint8_t nf;            // fields of a segment access / registers of a whole-register access or move
  bool rd_x;                  // writes an integer register
  std::uint16_t family;       // index into kFamilies, or kNoFamily
};
extern const VecInfo kVecInfo[kNumInsns];  // index = Insn
inline const VecInfo& vinfo(Insn id) { return kVecInfo[std::size_t(id)]; }

// Families of instruction forms that share one description (vadd: vadd.vv, vadd.vx, vadd.vi).
struct FamilyInfo {
  const char* name;
  const char* summary;
};
constexpr std::uint16_t kNoFamily = 0xffff;
)CPP";
  std::size_t examples = 0;
  for (const auto& u : isa.unsupported) examples += u.examples.size();
  o << "constexpr std::size_t kNumFamilies = " << isa.families.size() << ";\n"
    << "extern const FamilyInfo kFamilies[kNumFamilies];\n\n"
    << "// Assembly of standard instructions the platform does not implement (the ISA table's unsupported\n"
    << "// list): GNU as encodes them with a wider -march; each must decode as illegal.\n"
    << "constexpr std::size_t kNumUnsupportedExamples = " << examples << ";\n"
    << "extern const char* const kUnsupportedExamples[kNumUnsupportedExamples];\n\n";
}

void emit_vector_defs(std::ostringstream& o, const IsaSpec& isa) {
  auto b = [](bool v) { return v ? "true" : "false"; };
  auto e = [](VEew v) { return "VEew::" + std::string(veew_name(v)); };
  o << "\nconst VecInfo kVecInfo[kNumInsns] = {\n"
    << "    {false, VEew::none, VEew::none, VEew::none, VEew::none, false, false, false, false, 7, 0, VMem::none, false, "
       "0, 0, false, kNoFamily},  // illegal\n";
  for (const auto& in : isa.instrs) {
    const VecAttrs& v = in.vec;
    o << "    {" << b(v.vector) << ", " << e(v.vd) << ", " << e(v.vs1) << ", " << e(v.vs2) << ", " << e(v.vs3) << ", "
      << b(v.vd_read) << ", " << b(v.maskable) << ", " << b(v.v0_read) << ", " << b(v.vstart_zero) << ", " << v.sew_ok
      << ", " << v.no_overlap << ", VMem::" << vmem_name(v.mem) << ", " << b(v.store) << ", " << v.mem_eew << ", "
      << v.nf << ", " << b(v.rd_x) << ", " << (in.family < 0 ? std::string("kNoFamily") : std::to_string(in.family))
      << "},  // " << in.name << "\n";
  }
  o << "};\n\nconst FamilyInfo kFamilies[kNumFamilies] = {\n";
  for (const auto& f : isa.families) o << "    {" << cpp_string(f.name) << ", " << cpp_string(f.summary) << "},\n";
  o << "};\n\nconst char* const kUnsupportedExamples[kNumUnsupportedExamples] = {\n";
  for (const auto& u : isa.unsupported)
    for (const auto& x : u.examples) o << "    " << cpp_string(x) << ",\n";
  o << "};\n\n";
}

}  // namespace

// ------------------------------------------------------------------------------------------------
// rv32_isa_table.h
// ------------------------------------------------------------------------------------------------

std::string emit_isa_table_h(const IsaSpec& isa) {
  std::ostringstream o;
  std::vector<std::string> units, exts, lats, types, kinds, imms = {"none"};
  for (const auto& u : isa.units) units.push_back(u.name);
  for (const auto& e : isa.exts) exts.push_back(e.name);
  for (const auto& l : isa.lat_classes) lats.push_back(l.name);
  for (const auto& t : isa.operand_types) types.push_back(t.name);
  const bool vec = isa.has_vector();
  const std::string p = isa.name;
  for (int k = 0; k < (vec ? kNumOpKinds : kNumScalarOpKinds); ++k) kinds.push_back(op_kind_name(OpKind(k)));
  for (const auto& k : isa.imm_kinds) imms.push_back(k);
  o << banner("//", isa.source) << "\n"
    << "//\n";
  if (vec)
    o << "// " << p << " ISA (" << isa.base_name << " table version " << isa.version << ", vector table version "
      << isa.ext_version << "; " << isa.march << " + mpause): the instruction\n"
      << "// table and its helpers for the ISS, the disassembler, the platform adapter and tests. Same\n"
      << "// instruction order as " << p << "_isa_pkg::insn_e.\n";
  else
    o << "// " << p << " ISA version " << isa.version << " (" << isa.march
      << " + mpause): the instruction table and its helpers for the ISS,\n"
      << "// the disassembler, the platform adapter and tests. Same instruction order as " << p << "_isa_pkg::insn_e.\n";
  o << "// Names follow the ISA table; C++ keywords get a trailing '_' (Insn::and_).\n"
    << "#pragma once\n\n"
    << "#include <cstddef>\n#include <cstdint>\n#include <string>\n#include <string_view>\n\n"
    << "namespace kc::" << p << " {\n\n"
    << "constexpr unsigned kIsaVersion = " << isa.version << ";\n";
  if (vec) o << "constexpr unsigned kVecIsaVersion = " << isa.ext_version << ";\n";
  o << "constexpr const char* kMarch = " << cpp_string(isa.march) << ";  // GNU -march for kernels\n"
    << "constexpr const char* kMabi = " << cpp_string(isa.mabi) << ";  // GNU -mabi for kernels\n\n"
    << "// ---- Enumerations ---------------------------------------------------------------------------------\n\n"
    << "// Instructions in table order; illegal = 0 (a word that encodes none of them).\n"
    << "enum class Insn : std::" << (isa.instrs.size() + 1 > 256 ? "uint16_t" : "uint8_t") << " {\n  illegal = 0,\n";
  for (const auto& in : isa.instrs) o << "  " << cpp_insn_name(in.name) << ",\n";
  o << "};\n"
    << "constexpr std::size_t kNumInsns = " << isa.instrs.size() + 1 << ";  // including illegal\n\n"
    << enum_decl("Unit", units, "Execution unit (" + p + "_isa_pkg::unit_e).")
    << "enum class RegKind : std::uint8_t { none, x, f" << (vec ? ", v" : "") << " };  // register file of an operand field\n"
    << enum_decl("ImmKind", imms, "Immediate format (" + p + "_isa_pkg::imm_kind_e).")
    << enum_decl("Ext", exts, "Extension (" + p + "_isa_pkg::ext_e).")
    << enum_decl("LatClass", lats, "Latency class (" + p + "_isa_pkg::lat_e; cycles in " + p + "_configs.h).")
    << enum_decl("OpKind", kinds, "How an operand is written.")
    << enum_decl("OpType", types, "Operand types of the ISA table.") << "\n"
    << "constexpr std::size_t kNumUnits = " << units.size() << ";\n"
    << "constexpr std::size_t kNumLatClasses = " << lats.size() << ";\n"
    << "constexpr std::size_t kNumOpTypes = " << types.size() << ";\n"
    << "constexpr std::size_t kMaxOperands = " << isa.max_operands() << ";\n\n"
    << "// FP exception flags (fflags bits).\n"
    << "enum FFlag : std::uint8_t { kNX = 1, kUF = 2, kOF = 4, kDZ = 8, kNV = 16 };\n\n"
    << R"CPP(// ---- Tables --------------------------------------------------------------------------------------

// An operand type: its kind, where it lives in the word, the values it allows.
struct OpTypeInfo {
  const char* name;         // as in the ISA table ("imm12")
  OpKind kind;
  const char* show;         // name in the reference ("imm", "rd")
  ImmKind imm;              // immediates: the decoder's immediate kind
  std::uint8_t field_lsb;   // registers, csr, rm, fence: lsb of the field
  std::uint8_t bits;        // width of the value
  std::uint8_t shift;       // the instruction uses value << shift (U: 12)
  std::uint32_t word_mask;  // bits of the word the operand occupies
  std::int32_t min, max;    // allowed values (immediates: multiples of 2^align only)
  std::uint8_t align;       // low value bits that are always 0 (B and J offsets: 1)
  const char* doc;
};

// One operand of an instruction, in assembly order.
struct Operand {
  OpType type;
  bool optional;  // may be omitted (rounding mode: default dyn)
  bool base;      // written "(reg)" right after the previous operand: "imm(rs1)"
)CPP";
  if (vec) o << "  bool paren;     // written \"(reg)\" as an operand of its own: \"vd, (rs1)\"\n";
  o << R"CPP(};

struct InsnInfo {
  Insn id;
  const char* mnemonic;
  std::uint32_t match;  // word & mask == match  <=>  the word encodes this instruction
  std::uint32_t mask;
  Unit unit;
  RegKind rd, rs1, rs2, rs3;  // register file of each field (none: not a register operand)
  ImmKind imm;
  bool has_rm;
  Ext ext;
  LatClass lat;
  std::uint8_t fflags;  // FFlag bits the instruction may raise
  std::uint8_t num_operands;
  Operand operands[kMaxOperands];
  const char* syntax;   // operands as in the reference: "rd, imm(rs1)"
  const char* summary;
  const char* operation;
  const char* example;
};

extern const OpTypeInfo kOpTypes[kNumOpTypes];
extern const InsnInfo kInsns[kNumInsns];  // index = Insn (kInsns[0] is illegal)

inline const InsnInfo& info(Insn id) { return kInsns[std::size_t(id)]; }
inline const OpTypeInfo& info(OpType t) { return kOpTypes[std::size_t(t)]; }

// ---- Decode, operands, encode ------------------------------------------------------------------------

// The instruction `word` encodes (every fixed field right), or Insn::illegal.
Insn decode(std::uint32_t word);
// The instruction with this mnemonic (case-insensitive), or nullptr.
const InsnInfo* find(std::string_view mnemonic);
// The value of operand type t in word: register / csr / rm / fence field, or the immediate value
// (sign-extended for simm and target; not shifted).
std::int32_t operand_value(OpType t, std::uint32_t word);
// The word bits of operand type t holding `value` (no range check).
std::uint32_t operand_bits(OpType t, std::int32_t value);
// The immediate of `word` as the instruction uses it: I, S, B, J sign-extended (B, J: byte offsets
// from pc), U = imm20 << 12, shamt and CSR zimm zero-extended; 0 for ImmKind::none.
std::int32_t imm_value(ImmKind k, std::uint32_t word);
// match | the operands' bits for values[i] (in operand order; missing optional rm: dyn = 7).
std::uint32_t encode(Insn id, const std::int32_t* values, std::size_t n);

// ---- Registers, CSRs, traps, rounding modes ------------------------------------------------------------

extern const char* const kXRegNames[32];  // ABI names: zero, ra, sp, ...
extern const char* const kFRegNames[32];  // ABI names: ft0, ..., fa0, ...
)CPP";
  if (vec)
    o << "extern const char* const kVRegNames[32];  // v0, ..., v31\n\n"
      << "// fp: rw, illegal while mstatus.FS = 0; vs: rw, illegal while mstatus.VS = 0; vs_ro: read-only and\n"
      << "// illegal while mstatus.VS = 0.\n"
      << "enum class CsrAccess : std::uint8_t { rw, ro, fp, vs, vs_ro };\n";
  else
    o << "\nenum class CsrAccess : std::uint8_t { rw, ro, fp };  // fp: rw, illegal while mstatus.FS = 0\n";
  o << R"CPP(struct CsrInfo {
  const char* name;
  std::uint16_t addr;
  CsrAccess access;
  std::uint32_t reset;
  const char* doc;
};
struct TrapInfo {
  const char* name;
  unsigned code;  // mcause
  const char* tval;
  const char* doc;
};
struct RoundingInfo {
  const char* name;
  unsigned code;
  const char* doc;
};
// A GNU as pseudo-instruction kernels may use ("li rd, imm") and its expansion.
struct PseudoInfo {
  const char* syntax;
  const char* expansion;
  const char* doc;
};

)CPP";
  o << "constexpr std::size_t kNumCsrs = " << isa.csrs.size() << ";\n"
    << "constexpr std::size_t kNumTraps = " << isa.traps.size() << ";\n"
    << "constexpr std::size_t kNumRoundingModes = " << isa.rounding.size() << ";\n"
    << "constexpr std::size_t kNumPseudos = " << isa.pseudos.size() << ";\n"
    << "extern const PseudoInfo kPseudos[kNumPseudos];\n"
    << "extern const CsrInfo kCsrs[kNumCsrs];\n"
    << "extern const TrapInfo kTraps[kNumTraps];\n"
    << "extern const RoundingInfo kRoundingModes[kNumRoundingModes];\n\n"
    << "// The implemented CSR with this number / name, or nullptr (an illegal instruction).\n"
    << "const CsrInfo* find_csr(std::uint32_t addr);\n"
    << "const CsrInfo* find_csr(std::string_view name);\n"
    << "// Name of a trap cause (\"illegal_instruction\"), or nullptr.\n"
    << "const char* trap_name(unsigned code);\n\n"
    << "// CSR numbers.\nnamespace csr {\n";
  for (const auto& c : isa.csrs) o << "constexpr std::uint16_t " << ident(c.name) << " = 0x" << hex(c.addr, 3) << ";\n";
  o << "}  // namespace csr\n\n// Trap causes (mcause).\nnamespace cause {\n";
  for (const auto& t : isa.traps) o << "constexpr unsigned " << ident(t.name) << " = " << t.code << ";\n";
  o << "}  // namespace cause\n\n";
  for (const auto& in : isa.instrs)
    if (in.name == "mpause")
      o << "// The custom halt instruction (GNU as: .insn 0x" << hex(in.match, 8) << ").\n"
        << "constexpr std::uint32_t kMpauseWord = " << u32(in.match) << ";\n\n";
  if (vec) emit_vector_decls(o, isa);
  o << "// ---- Disassembler (" << p << "_disasm.cpp) " << std::string(p == "rv32" ? 65 : 64, '-') << "\n";
  o << R"CPP(
// `word` at address `pc` in GNU objdump's syntax: ABI register names, branch and jump targets as
// absolute "0x..." addresses, CSR names, rounding modes only when not dyn. With `aliases` (the
// default, like objdump) the GNU pseudo-instructions objdump prints (li, mv, ret, beqz, csrr, fmv.s,
// ...); without, like objdump -M no-aliases. A word that encodes no instruction is ".4byte 0x...".
// mpause (unknown to binutils) is "mpause". objdump's trailing "# ..." comments are not produced.
std::string disassemble(std::uint32_t word, std::uint32_t pc, bool aliases = true);

)CPP";
  o << "}  // namespace kc::" << p << "\n";
  return o.str();
}

// ------------------------------------------------------------------------------------------------
// rv32_isa_table.cpp
// ------------------------------------------------------------------------------------------------

std::string emit_isa_table_cpp(const IsaSpec& isa) {
  std::ostringstream o;
  o << banner("//", isa.source) << "\n"
    << "#include \"" << isa.name << "_isa_table.h\"\n\n#include <cctype>\n\nnamespace kc::" << isa.name << " {\n\n"
    << "const OpTypeInfo kOpTypes[kNumOpTypes] = {\n";
  const bool vec = isa.has_vector();
  for (const auto& t : isa.operand_types) {
    const unsigned lsb = t.field >= 0 ? isa.field(t.field).lsb : 0;
    std::uint32_t mask = t.is_imm() ? t.word_mask() : t.field >= 0 ? isa.field(t.field).bits() : 0u;
    o << "    {" << cpp_string(t.name) << ", OpKind::" << ident(op_kind_name(t.kind)) << ", " << cpp_string(t.show) << ", "
      << imm_kind_ref(isa, t.imm_kind) << ", " << lsb << ", " << t.bits << ", " << t.shift << ", " << u32(mask) << ", "
      << (t.is_imm() ? t.min_value() : 0) << ", " << (t.is_imm() ? t.max_value() : (std::int64_t(1) << t.bits) - 1)
      << ", " << (t.is_imm() ? t.align_bits() : 0) << ", " << cpp_string(t.doc) << "},\n";
  }
  o << "};\n\n";
  if (!isa.families.empty()) {
    // the description of a family once, referenced by each of its forms
    o << "namespace {\n\n// The shared description of each instruction family (summary, operation, example).\n"
      << "struct FamilyDoc {\n  const char* summary;\n  const char* operation;\n  const char* example;\n};\n"
      << "constexpr FamilyDoc kFamilyDocs[] = {\n";
    for (const auto& f : isa.families)
      o << "    {" << cpp_string(f.summary) << ",\n     " << cpp_string(trim_end(f.operation)) << ",\n     "
        << cpp_string(trim_end(f.example)) << "},  // " << f.name << "\n";
    o << "};\n\n}  // namespace\n\n";
  }
  o << "const InsnInfo kInsns[kNumInsns] = {\n"
    << "    {Insn::illegal, \"illegal\", 0, 0, Unit::" << ident(isa.units.front().name)
    << ", RegKind::none, RegKind::none, RegKind::none, RegKind::none, ImmKind::none, false, Ext::"
    << ident(isa.exts.front().name) << ", LatClass::" << ident(isa.lat_classes.front().name)
    << ", 0, 0, {}, \"\", \"no instruction of the table\", \"\", \"\"},\n";
  for (const auto& in : isa.instrs) {
    o << "    {Insn::" << cpp_insn_name(in.name) << ", " << cpp_string(in.name) << ", " << u32(in.match) << ", "
      << u32(in.mask) << ", Unit::" << ident(isa.units[std::size_t(in.unit)].name) << ", "
      << kRegKinds[isa.reg_kind(in, "rd")] << ", " << kRegKinds[isa.reg_kind(in, "rs1")] << ", "
      << kRegKinds[isa.reg_kind(in, "rs2")] << ", " << kRegKinds[isa.reg_kind(in, "rs3")] << ", "
      << imm_kind_ref(isa, isa.imm_kind(in)) << ", " << (isa.has_rm(in) ? "true" : "false")
      << ", Ext::" << ident(isa.exts[std::size_t(in.ext)].name)
      << ", LatClass::" << ident(isa.lat_classes[std::size_t(in.lat)].name) << ", " << int(fflag_mask(in.fflags))
      << ", " << in.operands.size() << ",\n     {";
    for (std::size_t i = 0; i < in.operands.size(); ++i)
      o << (i ? ", " : "") << "{OpType::" << ident(isa.type_of(in.operands[i]).name) << ", "
        << (in.operands[i].optional ? "true" : "false") << ", " << (in.operands[i].base ? "true" : "false")
        << (vec ? (in.operands[i].paren ? ", true" : ", false") : "") << "}";
    o << "},\n     " << cpp_string(display_syntax(isa, in)) << ",\n     ";
    if (in.family >= 0) {
      const std::string d = "kFamilyDocs[" + std::to_string(in.family) + "].";
      o << d << "summary, " << d << "operation, " << d << "example},\n";
    } else {
      o << cpp_string(in.summary) << ",\n     " << cpp_string(in.operation) << ",\n     " << cpp_string(in.example)
        << "},\n";
    }
  }
  o << "};\n\n";

  // decode: switch on the major opcode, then the table's patterns of that opcode in table order
  std::map<std::uint32_t, std::vector<const InstrSpec*>> by_opcode;
  for (const auto& in : isa.instrs) by_opcode[in.match & 0x7Fu].push_back(&in);
  o << "Insn decode(std::uint32_t w) {\n  switch (w & 0x7fu) {\n";
  for (const auto& g : by_opcode) {
    o << "    case 0x" << hex(g.first, 2) << "u:\n";
    // A large group whose every pattern fixes bits 14:12 (the vector opcodes) gets a second switch
    // on those bits, so the ISS does not scan a few hundred patterns per instruction.
    bool split = g.second.size() > 32;
    for (const InstrSpec* in : g.second) split = split && (in->mask & 0x7000u) == 0x7000u;
    if (split) {
      std::map<std::uint32_t, std::vector<const InstrSpec*>> by_f3;
      for (const InstrSpec* in : g.second) by_f3[(in->match >> 12) & 7u].push_back(in);
      o << "      switch ((w >> 12) & 7u) {\n";
      for (const auto& f : by_f3) {
        o << "        case " << f.first << ":\n";
        for (const InstrSpec* in : f.second)
          o << "          if ((w & " << u32(in->mask) << ") == " << u32(in->match) << ") return Insn::"
            << cpp_insn_name(in->name) << ";\n";
        o << "          break;\n";
      }
      o << "        default:\n          break;\n      }\n      break;\n";
      continue;
    }
    for (const InstrSpec* in : g.second)
      o << "      if ((w & " << u32(in->mask) << ") == " << u32(in->match) << ") return Insn::" << cpp_insn_name(in->name)
        << ";\n";
    o << "      break;\n";
  }
  o << "    default:\n      break;\n  }\n  return Insn::illegal;\n}\n\n";

  // operand_value
  o << "std::int32_t operand_value(OpType t, std::uint32_t w) {\n  switch (t) {\n";
  for (const auto& t : isa.operand_types) {
    o << "    case OpType::" << ident(t.name) << ":";
    if (t.field < 0 && !t.is_imm()) {
      o << " return 0;  // no field (the literal v0)\n";
    } else if (!t.is_imm()) {
      const FieldSpec& f = isa.field(t.field);
      o << " return std::int32_t((w >> " << f.lsb << ") & 0x" << hex(f.max_value(), 1) << "u);\n";
    } else if (t.is_signed()) {
      o << " {\n      const std::uint32_t v = " << cpp_gather(t) << ";\n"
        << "      return std::int32_t(v << " << 32 - t.bits << ") >> " << 32 - t.bits << ";\n    }\n";
    } else {
      o << " return std::int32_t(" << cpp_gather(t) << ");\n";
    }
  }
  o << "  }\n  return 0;\n}\n\n";

  // operand_bits
  o << "std::uint32_t operand_bits(OpType t, std::int32_t value) {\n"
    << "  const std::uint32_t v = std::uint32_t(value);\n  switch (t) {\n";
  for (const auto& t : isa.operand_types) {
    o << "    case OpType::" << ident(t.name) << ":";
    if (t.field < 0 && !t.is_imm()) {
      o << " return 0;  // no field (the literal v0)\n";
      continue;
    }
    if (!t.is_imm()) {
      const FieldSpec& f = isa.field(t.field);
      o << " return (v & 0x" << hex(f.max_value(), 1) << "u) << " << f.lsb << ";\n";
      continue;
    }
    std::vector<std::string> terms;
    const int n = int(t.bits);
    int i = 0;
    while (i < n) {
      if (t.word_bit[std::size_t(i)] < 0) {
        ++i;
        continue;
      }
      int j = i;
      while (j + 1 < n && t.word_bit[std::size_t(j + 1)] == t.word_bit[std::size_t(j)] + 1) ++j;
      const int wl = t.word_bit[std::size_t(i)], len = j - i + 1;
      terms.push_back("(((v >> " + std::to_string(i) + ") & 0x" + hex((1u << len) - 1u, 1) + "u) << " +
                      std::to_string(wl) + ")");
      i = j + 1;
    }
    o << " return " << join(terms, " | ") << ";\n";
  }
  o << "  }\n  return 0;\n}\n\n";

  // imm_value
  o << "std::int32_t imm_value(ImmKind k, std::uint32_t w) {\n  switch (k) {\n";
  for (std::size_t k = 0; k < isa.imm_kinds.size(); ++k)
    for (const auto& t : isa.operand_types)
      if (t.imm_kind == int(k)) {
        o << "    case ImmKind::" << ident(isa.imm_kinds[k]) << ": return ";
        if (t.shift)
          o << "std::int32_t(std::uint32_t(operand_value(OpType::" << ident(t.name) << ", w)) << " << t.shift << ");\n";
        else
          o << "operand_value(OpType::" << ident(t.name) << ", w);\n";
        break;
      }
  o << "    case ImmKind::none:\n      break;\n  }\n  return 0;\n}\n\n";

  // register names, CSRs, traps, rounding modes
  auto names = [&o](const char* var, const std::vector<RegSpec>& regs) {
    o << "const char* const " << var << "[32] = {";
    for (std::size_t i = 0; i < regs.size(); ++i) o << (i % 8 ? " " : "\n    ") << cpp_string(regs[i].abi) << ",";
    o << "\n};\n\n";
  };
  names("kXRegNames", isa.x_regs);
  names("kFRegNames", isa.f_regs);
  if (vec) names("kVRegNames", isa.v_regs);
  o << "const CsrInfo kCsrs[kNumCsrs] = {\n";
  for (const auto& c : isa.csrs)
    o << "    {" << cpp_string(c.name) << ", 0x" << hex(c.addr, 3) << ", CsrAccess::"
      << (c.access == CsrAccess::rw      ? "rw"
          : c.access == CsrAccess::ro    ? "ro"
          : c.access == CsrAccess::fp    ? "fp"
          : c.access == CsrAccess::vs    ? "vs"
                                         : "vs_ro")
      << ", " << u32(c.reset) << ", "
      << cpp_string(c.doc) << "},\n";
  o << "};\n\nconst TrapInfo kTraps[kNumTraps] = {\n";
  for (const auto& t : isa.traps)
    o << "    {" << cpp_string(t.name) << ", " << t.code << ", " << cpp_string(t.tval) << ", " << cpp_string(t.doc)
      << "},\n";
  o << "};\n\nconst RoundingInfo kRoundingModes[kNumRoundingModes] = {\n";
  for (const auto& r : isa.rounding)
    o << "    {" << cpp_string(r.name) << ", " << r.code << ", " << cpp_string(r.doc) << "},\n";
  o << "};\n\nconst PseudoInfo kPseudos[kNumPseudos] = {\n";
  for (const auto& p : isa.pseudos)
    o << "    {" << cpp_string(p.syntax) << ", " << cpp_string(p.expansion) << ", " << cpp_string(p.doc) << "},\n";
  o << "};\n\n"
    << R"CPP(namespace {

// ASCII case-insensitive equality.
bool iequal(std::string_view a, const char* b) {
  std::size_t i = 0;
  for (; i < a.size(); ++i) {
    if (b[i] == '\0') return false;
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  }
  return b[i] == '\0';
}

}  // namespace

const InsnInfo* find(std::string_view mnemonic) {
  for (std::size_t i = 1; i < kNumInsns; ++i)
    if (iequal(mnemonic, kInsns[i].mnemonic)) return &kInsns[i];
  return nullptr;
}

std::uint32_t encode(Insn id, const std::int32_t* values, std::size_t n) {
  const InsnInfo& in = info(id);
  std::uint32_t w = in.match;
  for (std::size_t i = 0; i < in.num_operands; ++i) {
    const bool have = i < n;
    if (!have && !in.operands[i].optional) break;
    w |= operand_bits(in.operands[i].type, have ? values[i] : 7);
  }
  return w;
}

const CsrInfo* find_csr(std::uint32_t addr) {
  for (const auto& c : kCsrs)
    if (c.addr == addr) return &c;
  return nullptr;
}

const CsrInfo* find_csr(std::string_view name) {
  for (const auto& c : kCsrs)
    if (iequal(name, c.name)) return &c;
  return nullptr;
}

const char* trap_name(unsigned code) {
  for (const auto& t : kTraps)
    if (t.code == code) return t.name;
  return nullptr;
}

)CPP";
  if (vec) emit_vector_defs(o, isa);
  o << "}  // namespace kc::" << isa.name << "\n";
  return o.str();
}

// ------------------------------------------------------------------------------------------------
// rv32_configs.{h,cpp}
// ------------------------------------------------------------------------------------------------

std::string emit_configs_h(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  std::size_t max_costs = 1;
  for (const auto& lc : isa.lat_classes) max_costs = std::max(max_costs, lc.costs.size());
  o << banner("//", cfg_sources(isa.source, cfgs)) << "\n"
    << "//\n"
    << "// " << isa.name << " hardware configurations: every parameter of rtl/" << isa.name
    << "/cfg/<name>.yaml, derived values and\n"
    << "// fixed timings, and the latency classes of the ISA table resolved for each configuration.\n"
    << "#pragma once\n\n"
    << "#include <array>\n#include <cstdint>\n#include <string>\n#include <string_view>\n#include <utility>\n#include <vector>\n\n"
    << "#include \"" << isa.name << "_isa_table.h\"\n\n"
    << "namespace kc::" << isa.name << " {\n\n"
    << "// Cycle counts of one latency class: `latency` from issue until a dependent instruction may issue,\n"
    << "// `interval` from issue until the next instruction may issue; `costs` of control flow per outcome\n"
    << "// (names in kCostNames; unused entries 0).\n"
    << "constexpr std::size_t kMaxCosts = " << max_costs << ";\n"
    << "struct Timing {\n  std::uint32_t latency;\n  std::uint32_t interval;\n"
    << "  std::array<std::uint32_t, kMaxCosts> costs;\n};\n\n"
    << "// Outcome names of each latency class's costs (nullptr-terminated lists; index = LatClass).\n"
    << "extern const char* const kCostNames[kNumLatClasses][kMaxCosts + 1];\n\n"
    << "struct HwConfig {\n"
    << "  std::string name;\n"
    << "  std::string description;\n";
  emit_cpp_cfg_members(o, cfgs.front());
  o << "  std::array<Timing, kNumLatClasses> timing;  // index = LatClass\n\n"
    << "  const Timing& timing_of(LatClass c) const { return timing[std::size_t(c)]; }\n"
    << "  // Latency of an instruction (its class's latency).\n"
    << "  std::uint32_t latency_of(Insn id) const { return timing_of(info(id).lat).latency; }\n"
    << "};\n\n"
    << "// Every configuration, in the order given to kc-gen.\n"
    << "const std::vector<HwConfig>& all_configs();\n"
    << "// The configuration with this name, or nullptr.\n"
    << "const HwConfig* find_config(std::string_view name);\n";
  for (const auto& c : cfgs) {
    o << "\n// Compile-time values of configuration `" << c.name << "`.\n"
      << "namespace cfg_" << c.name << " {\n"
      << "constexpr const char* NAME = " << cpp_string(c.name) << ";\n";
    emit_cpp_cfg_constants(o, c);
    o << "}  // namespace cfg_" << c.name << "\n";
  }
  o << "\n}  // namespace kc::" << isa.name << "\n";
  return o.str();
}

std::string emit_configs_cpp(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  std::size_t max_costs = 1;
  for (const auto& lc : isa.lat_classes) max_costs = std::max(max_costs, lc.costs.size());
  o << banner("//", cfg_sources(isa.source, cfgs)) << "\n"
    << "#include \"" << isa.name << "_configs.h\"\n\nnamespace kc::" << isa.name << " {\n\n"
    << "const char* const kCostNames[kNumLatClasses][kMaxCosts + 1] = {\n";
  for (const auto& lc : isa.lat_classes) {
    o << "    {";
    for (const auto& c : lc.costs) o << cpp_string(c.name) << ", ";
    o << "nullptr},  // " << lc.name << "\n";
  }
  o << "};\n\n"
    << "const std::vector<HwConfig>& all_configs() {\n"
    << "  static const std::vector<HwConfig> configs = {\n";
  for (const auto& c : cfgs) {
    o << "      {" << cpp_string(c.name) << ",\n       " << cpp_string(c.description) << ",\n";
    emit_cpp_cfg_init(o, c);
    o << "       {{";
    for (std::size_t i = 0; i < c.timing.size(); ++i) {
      o << (i ? ",\n         " : "") << "{" << c.timing[i].latency << ", " << c.timing[i].interval << ", {{";
      for (std::size_t k = 0; k < c.timing[i].costs.size(); ++k) o << (k ? ", " : "") << c.timing[i].costs[k];
      o << "}}}";
    }
    o << "}}},\n";
  }
  o << "  };\n  return configs;\n}\n\n"
    << "const HwConfig* find_config(std::string_view name) {\n"
    << "  for (const auto& c : all_configs())\n"
    << "    if (c.name == name) return &c;\n"
    << "  return nullptr;\n}\n\n"
    << "}  // namespace kc::" << isa.name << "\n";
  return o.str();
}

}  // namespace kc::gen::rv32
