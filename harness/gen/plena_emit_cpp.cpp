// C++ tables: plena_isa_table.{h,cpp} (namespace kc::plena::isa) and plena_configs.{h,cpp}
// (namespace kc::plena).
#include <set>
#include <sstream>

#include "gen_util.h"
#include "plena_emit.h"

namespace kc::gen::plena {

namespace {

std::string u32(std::uint32_t v) { return "0x" + hex(v, 8) + "u"; }

// "enum class Name : std::uint8_t { a, b, c };" from a list of YAML names.
std::string enum_decl(const std::string& name, const std::vector<std::string>& items) {
  std::vector<std::string> ids;
  for (const auto& i : items) ids.push_back(cpp_ident(i));
  return "enum class " + name + " : std::uint8_t { " + join(ids, ", ") + " };\n";
}

template <class T, class F>
std::vector<std::string> names_of(const std::vector<T>& v, F f) {
  std::vector<std::string> out;
  for (const auto& x : v) out.push_back(f(x));
  return out;
}

const char* const kIsaHeaderBody = R"(
// ---- Operands and instructions -----------------------------------------------------------------

// One operand of an instruction, in assembly order.
struct Operand {
  const char* name;            // as in the reference ("rd", "fs2", "rstride", "0")
  Field field;                 // where it is encoded
  Kind kind;                   // how it is written and what it names
  std::uint32_t max;           // allowed values are 0..max (1..max when nonzero)
  bool nonzero;                // 0 is rejected by the assembler (e.g. gp0 as a loop counter)
  bool optional;               // may be omitted in assembly; then default_value is encoded
  std::uint32_t default_value;
  const char* role;            // what the operand means for this instruction
  const char* hint;            // extra assembler advice for a bad value ("" if none)
};

struct Instr {
  Op op;
  const char* mnemonic;
  std::uint8_t opcode;
  Format format;
  Unit unit;
  LatClass lat;
  std::uint32_t match;         // word & mask == match  <=>  the word encodes this instruction
  std::uint32_t mask;          // fixed bits (opcode, unused fields, unused high bits of operands)
  std::uint8_t num_operands;
  Operand operands[kMaxOperands];
  const char* summary;         // one line
  const char* operation;       // pseudo-code (docs/isa/plena.md has the full reference)
  const char* description;
  const char* example;
};

// An opcode PLENA defines that this ISA version does not implement (illegal_instruction).
struct Reserved {
  const char* name;
  std::uint8_t opcode;
  const char* reason;          // what the assembler says when the mnemonic is used
};

extern const KindInfo kKinds[kNumKinds];
extern const FormatInfo kFormats[kNumFormats];
extern const UnitInfo kUnits[kNumUnits];
extern const LatClassInfo kLatClasses[kNumLatClasses];
extern const Instr kInstrs[kNumInstrs];
extern const Reserved kReserved[kNumReserved];

// A named code of the core's run interface: a run status or a fault kind (code as on the core's
// status_o / fault_kind_o ports, 0 = running / none), or a performance counter (code = index of
// its counter register). Names are the strings of result.json.
struct NamedCode {
  const char* name;
  unsigned code;
  const char* doc;
};
extern const NamedCode kStatuses[kNumStatuses];
extern const NamedCode kFaults[kNumFaults];
extern const NamedCode kCounters[kNumCounters];
// Name of a status / fault code, or nullptr for an unknown code.
const char* status_name(unsigned code);
const char* fault_name(unsigned code);

// ---- Field access --------------------------------------------------------------------------------

// Name and bit positions of each field (index = Field).
inline constexpr FieldInfo kFields[kNumFields] = {
    FIELD_TABLE};

constexpr unsigned field_lsb(Field f) { return kFields[unsigned(f)].lsb; }
constexpr unsigned field_msb(Field f) { return kFields[unsigned(f)].msb; }
constexpr unsigned field_width(Field f) { return field_msb(f) - field_lsb(f) + 1; }
// Largest value the field can hold.
constexpr std::uint32_t field_max(Field f) {
  return field_width(f) >= 32 ? 0xFFFFFFFFu : (std::uint32_t(1) << field_width(f)) - 1u;
}
// The field's value in `word`.
constexpr std::uint32_t field_get(std::uint32_t word, Field f) { return (word >> field_lsb(f)) & field_max(f); }
// `word` with the field replaced by the low field_width(f) bits of `value` (callers check the
// value against Operand::max first).
constexpr std::uint32_t field_put(std::uint32_t word, Field f, std::uint32_t value) {
  return (word & ~(field_max(f) << field_lsb(f))) | ((value & field_max(f)) << field_lsb(f));
}

// ---- Lookup --------------------------------------------------------------------------------------

// The instruction with this mnemonic (case-insensitive), or nullptr.
const Instr* find(std::string_view mnemonic);
// The instruction that `word` encodes (every fixed bit right), or nullptr for an illegal word.
const Instr* decode(std::uint32_t word);
// The table entry of an instruction.
const Instr& instr(Op op);
// The reserved entry with this mnemonic (case-insensitive), or nullptr.
const Reserved* find_reserved(std::string_view mnemonic);
// The reserved entry of an opcode value, or nullptr.
const Reserved* reserved_opcode(std::uint32_t opcode);
// in.match with operand i placed from values[i] (i < n <= in.num_operands); no range checks.
std::uint32_t encode(const Instr& in, const std::uint32_t* values, std::size_t n);

// Names as in the ISA table (and docs).
const char* field_name(Field f);
const char* kind_name(Kind k);
const char* format_name(Format f);
const char* unit_name(Unit u);
const char* lat_class_name(LatClass c);

}  // namespace kc::plena::isa
)";

const char* const kIsaSourceFunctions = R"(
namespace {

// ASCII lower case (no locale: the assembler looks up every line's mnemonic).
constexpr char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

// ASCII case-insensitive equality.
bool iequal(std::string_view a, const char* b) {
  std::size_t i = 0;
  for (; i < a.size(); ++i) {
    if (b[i] == '\0') return false;
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  }
  return b[i] == '\0';
}

}  // namespace

const Instr* find(std::string_view mnemonic) {
  for (const auto& in : kInstrs)
    if (iequal(mnemonic, in.mnemonic)) return &in;
  return nullptr;
}

const Instr* decode(std::uint32_t word) {
  for (const auto& in : kInstrs)
    if ((word & in.mask) == in.match) return &in;
  return nullptr;
}

const Instr& instr(Op op) {
  for (const auto& in : kInstrs)
    if (in.op == op) return in;
  return kInstrs[0];  // unreachable: every Op has an entry
}

const Reserved* find_reserved(std::string_view mnemonic) {
  for (const auto& r : kReserved)
    if (iequal(mnemonic, r.name)) return &r;
  return nullptr;
}

const Reserved* reserved_opcode(std::uint32_t opcode) {
  for (const auto& r : kReserved)
    if (r.opcode == opcode) return &r;
  return nullptr;
}

const char* status_name(unsigned code) {
  for (const auto& c : kStatuses)
    if (c.code == code) return c.name;
  return nullptr;
}

const char* fault_name(unsigned code) {
  for (const auto& c : kFaults)
    if (c.code == code) return c.name;
  return nullptr;
}

std::uint32_t encode(const Instr& in, const std::uint32_t* values, std::size_t n) {
  std::uint32_t w = in.match;
  for (std::size_t i = 0; i < n && i < in.num_operands; ++i) w = field_put(w, in.operands[i].field, values[i]);
  return w;
}

const char* field_name(Field f) { return kFields[unsigned(f)].name; }
const char* kind_name(Kind k) { return kKinds[unsigned(k)].name; }
const char* format_name(Format f) { return kFormats[unsigned(f)].name; }
const char* unit_name(Unit u) { return kUnits[unsigned(u)].name; }
const char* lat_class_name(LatClass c) { return kLatClasses[unsigned(c)].name; }

}  // namespace kc::plena::isa
)";

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size()))
    s.replace(p, from.size(), to);
  return s;
}

}  // namespace

std::string emit_isa_table_h(const IsaSpec& isa) {
  std::ostringstream o;
  o << banner("//", isa.source) << "\n"
    << "//\n"
    << "// plena ISA version " << isa.version << ": fields, operand kinds, formats, units, latency classes and the\n"
    << "// instruction table, for the assembler, the disassembler, the functional models and tests.\n"
    << "// Names follow the ISA table; C++ keywords get a trailing '_' (LatClass::int_).\n"
    << "#pragma once\n\n"
    << "#include <cstddef>\n#include <cstdint>\n#include <string_view>\n\n"
    << "namespace kc::plena::isa {\n\n"
    << "constexpr unsigned kVersion = " << isa.version << ";\n"
    << "constexpr unsigned kWordBits = " << isa.word_bits << ";\n\n"
    << "// ---- Enumerations (values index the info tables below) ---------------------------------------\n\n"
    << enum_decl("Field", names_of(isa.fields, [](const FieldSpec& f) { return f.name; }))
    << enum_decl("Kind", names_of(isa.kinds, [](const KindSpec& k) { return k.name; }))
    << enum_decl("Format", names_of(isa.formats, [](const FormatSpec& f) { return f.name; }))
    << enum_decl("Unit", names_of(isa.units, [](const UnitSpec& u) { return u.name; }))
    << enum_decl("LatClass", names_of(isa.lat_classes, [](const LatClassSpec& c) { return c.name; }))
    << "\n// Instructions; the value is the opcode.\nenum class Op : std::uint8_t {\n";
  for (const auto& in : isa.instrs) o << "  " << in.name << " = 0x" << upper(hex(in.opcode, 2)) << ",\n";
  o << "};\n\n"
    << "constexpr std::size_t kNumFields = " << isa.fields.size() << ";\n"
    << "constexpr std::size_t kNumKinds = " << isa.kinds.size() << ";\n"
    << "constexpr std::size_t kNumFormats = " << isa.formats.size() << ";\n"
    << "constexpr std::size_t kNumUnits = " << isa.units.size() << ";\n"
    << "constexpr std::size_t kNumLatClasses = " << isa.lat_classes.size() << ";\n"
    << "constexpr std::size_t kNumInstrs = " << isa.instrs.size() << ";\n"
    << "constexpr std::size_t kNumReserved = " << isa.reserved.size() << ";\n"
    << "constexpr std::size_t kNumStatuses = " << isa.statuses.size() << ";\n"
    << "constexpr std::size_t kNumFaults = " << isa.faults.size() << ";\n"
    << "constexpr std::size_t kNumCounters = " << isa.counters.size() << ";\n"
    << "constexpr std::size_t kMaxOperands = " << isa.max_operands() << ";\n\n"
    << "struct FieldInfo { const char* name; std::uint8_t msb, lsb; };\n"
    << "// Register kinds: written reg_prefix + number, 0..count-1. Other kinds have count 0.\n"
    << "struct KindInfo { const char* name; const char* syntax; const char* reg_prefix; unsigned count; const char* "
       "doc; };\n"
    << "struct FormatInfo { const char* name; const char* doc; };\n"
    << "struct UnitInfo { const char* name; const char* doc; };\n"
    << "// Cycle-count expressions over configuration parameters (resolved in plena_configs.h).\n"
    << "struct LatClassInfo { const char* name; const char* latency; const char* interval; const char* doc; };\n";
  std::vector<std::string> fields;
  for (const auto& f : isa.fields)
    fields.push_back("{" + cpp_string(f.name) + ", " + std::to_string(f.msb) + ", " + std::to_string(f.lsb) + "}");
  o << replace_all(kIsaHeaderBody, "FIELD_TABLE", join(fields, ",\n    "));
  return o.str();
}

namespace {

std::string operand_init(const IsaSpec& isa, const OperandSpec& op) {
  return "{" + cpp_string(op.name) + ", Field::" + cpp_ident(isa.field_of(op).name) +
         ", Kind::" + cpp_ident(kind_id_name(op.kind)) + ", " + std::to_string(op.max) + ", " +
         (op.nonzero ? "true" : "false") + ", " + (op.optional ? "true" : "false") + ", " +
         std::to_string(op.default_value) + ", " + cpp_string(op.role) + ", " + cpp_string(op.hint) + "}";
}

std::string instr_init(const IsaSpec& isa, const InstrSpec& in) {
  std::ostringstream o;
  o << "    {Op::" << in.name << ", " << cpp_string(in.name) << ", 0x" << hex(in.opcode, 2)
    << ", Format::" << cpp_ident(isa.formats[std::size_t(in.format)].name)
    << ", Unit::" << cpp_ident(isa.units[std::size_t(in.unit)].name)
    << ", LatClass::" << cpp_ident(isa.lat_classes[std::size_t(in.lat)].name) << ", " << u32(in.match) << ", "
    << u32(in.mask) << ", " << in.operands.size() << ",\n     {";
  for (std::size_t i = 0; i < isa.max_operands(); ++i) {
    if (i) o << ",\n      ";
    o << (i < in.operands.size() ? operand_init(isa, in.operands[i]) : "{}");
  }
  o << "},\n     " << cpp_string(in.summary) << ",\n     " << cpp_string(in.operation) << ",\n     "
    << cpp_string(in.description) << ",\n     " << cpp_string(in.example) << "},\n";
  return o.str();
}

}  // namespace

std::string emit_isa_table_cpp(const IsaSpec& isa) {
  std::ostringstream o;
  o << banner("//", isa.source) << "\n"
    << "#include \"plena_isa_table.h\"\n\n#include <cctype>\n\nnamespace kc::plena::isa {\n\n"
    << "const KindInfo kKinds[kNumKinds] = {\n";
  for (const auto& k : isa.kinds)
    o << "    {" << cpp_string(k.name) << ", " << cpp_string(k.syntax) << ", " << cpp_string(k.reg_prefix) << ", "
      << k.count << ", " << cpp_string(k.doc) << "},\n";
  o << "};\n\nconst FormatInfo kFormats[kNumFormats] = {\n";
  for (const auto& f : isa.formats) o << "    {" << cpp_string(f.name) << ", " << cpp_string(f.doc) << "},\n";
  o << "};\n\nconst UnitInfo kUnits[kNumUnits] = {\n";
  for (const auto& u : isa.units) o << "    {" << cpp_string(u.name) << ", " << cpp_string(u.doc) << "},\n";
  o << "};\n\nconst LatClassInfo kLatClasses[kNumLatClasses] = {\n";
  for (const auto& c : isa.lat_classes)
    o << "    {" << cpp_string(c.name) << ", " << cpp_string(c.latency.text()) << ", " << cpp_string(c.interval.text())
      << ", " << cpp_string(c.doc) << "},\n";
  o << "};\n\nconst Instr kInstrs[kNumInstrs] = {\n";
  for (const auto& in : isa.instrs) o << instr_init(isa, in);
  o << "};\n\nconst Reserved kReserved[kNumReserved] = {\n";
  for (const auto& r : isa.reserved)
    o << "    {" << cpp_string(r.name) << ", 0x" << hex(r.opcode, 2) << ", " << cpp_string(r.reason) << "},\n";
  auto codes = [&o](const char* name, const char* count, const std::vector<NamedCodeSpec>& v) {
    o << "};\n\nconst NamedCode " << name << "[" << count << "] = {\n";
    for (const auto& c : v) o << "    {" << cpp_string(c.name) << ", " << c.code << ", " << cpp_string(c.doc) << "},\n";
  };
  codes("kStatuses", "kNumStatuses", isa.statuses);
  codes("kFaults", "kNumFaults", isa.faults);
  codes("kCounters", "kNumCounters", isa.counters);
  o << "};\n" << kIsaSourceFunctions;
  return o.str();
}

// ------------------------------------------------------------------------------------------------
// Configurations
// ------------------------------------------------------------------------------------------------

std::string emit_configs_h(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("//", cfg_sources(isa.source, cfgs)) << "\n"
    << "//\n"
    << "// plena hardware configurations: every parameter of rtl/plena/cfg/<name>.yaml, derived values,\n"
    << "// and the latency classes of the ISA table resolved for each configuration.\n"
    << "#pragma once\n\n"
    << "#include <array>\n#include <cstdint>\n#include <string>\n#include <string_view>\n#include <utility>\n#include <vector>\n\n"
    << "#include \"plena_isa_table.h\"\n\n"
    << "namespace kc::plena {\n\n"
    << "// Cycle counts of one latency class: `latency` from issue until a dependent instruction may\n"
    << "// issue, `interval` between issues of independent instructions of the class.\n"
    << "struct Timing {\n  std::uint32_t latency;\n  std::uint32_t interval;\n};\n\n"
    << "struct HwConfig {\n"
    << "  std::string name;\n"
    << "  std::string description;\n";
  emit_cpp_cfg_members(o, cfgs.front());
  o << "  std::array<Timing, isa::kNumLatClasses> timing;  // index = isa::LatClass\n\n"
    << "  const Timing& timing_of(isa::LatClass c) const { return timing[std::size_t(c)]; }\n"
    << "};\n\n"
    << "// Every configuration, in the order given to kc-gen.\n"
    << "const std::vector<HwConfig>& all_configs();\n"
    << "// The configuration with this name, or nullptr.\n"
    << "const HwConfig* find_config(std::string_view name);\n";
  for (const auto& c : cfgs) {
    o << "\n// Compile-time values of configuration `" << c.name << "` (for templated harness code).\n"
      << "namespace cfg_" << c.name << " {\n"
      << "constexpr const char* NAME = " << cpp_string(c.name) << ";\n";
    emit_cpp_cfg_constants(o, c);
    for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) {
      const std::string n = upper(isa.lat_classes[i].name);
      o << "constexpr Timing "
        << "TIMING_" << n << " = {" << c.timing[i].latency << ", " << c.timing[i].interval << "};\n";
    }
    o << "}  // namespace cfg_" << c.name << "\n";
  }
  o << "\n}  // namespace kc::plena\n";
  return o.str();
}

std::string emit_configs_cpp(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("//", cfg_sources(isa.source, cfgs)) << "\n"
    << "#include \"plena_configs.h\"\n\nnamespace kc::plena {\n\n"
    << "const std::vector<HwConfig>& all_configs() {\n"
    << "  static const std::vector<HwConfig> configs = {\n";
  for (const auto& c : cfgs) {
    o << "      {" << cpp_string(c.name) << ",\n       " << cpp_string(c.description) << ",\n";
    emit_cpp_cfg_init(o, c);
    o << "       {{";
    for (std::size_t i = 0; i < c.timing.size(); ++i)
      o << (i ? ", " : "") << "{" << c.timing[i].latency << ", " << c.timing[i].interval << "}";
    o << "}}},\n";
  }
  o << "  };\n  return configs;\n}\n\n"
    << "const HwConfig* find_config(std::string_view name) {\n"
    << "  for (const auto& c : all_configs())\n"
    << "    if (c.name == name) return &c;\n"
    << "  return nullptr;\n}\n\n"
    << "}  // namespace kc::plena\n";
  return o.str();
}

}  // namespace kc::gen::plena
