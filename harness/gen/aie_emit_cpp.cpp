// kc-gen aie: the C++ tables (aie_isa_table.{h,cpp}) and configurations (aie_configs.{h,cpp}).
#include <sstream>

#include "aie_spec.h"
#include "gen_util.h"

namespace kc::gen::aie {

namespace {

std::string kind_enum(const std::string& k) { return k == "enum" ? "enum_" : k; }

std::string role_enum(const std::string& r) { return r; }

}  // namespace

std::string emit_isa_table_h(const IsaSpec& isa) {
  std::ostringstream o;
  o << banner("//", isa.source) << "\n"
    << "//\n"
    << "// The aie ISA as C++ tables: slots, fields, element types, operand types, latency classes and\n"
    << "// every operation (match/mask, slot, operands with their roles, documentation), the decoder and\n"
    << "// the tables of the non-linear helper. An operation is one 32-bit word; bit 31 closes its bundle.\n"
    << "#pragma once\n\n"
    << "#include <array>\n#include <cstddef>\n#include <cstdint>\n#include <optional>\n#include <string_view>\n\n"
    << "namespace kc::aie::isa {\n\n"
    << "constexpr unsigned kVersion = " << isa.version << ";\n"
    << "constexpr std::size_t kMaxBundleOps = " << isa.max_bundle_ops << ";\n"
    << "constexpr std::uint32_t kLastBit = 0x80000000u;  // set in the last word of a bundle\n\n"
    << "// Slots in bundle (and encoding) order.\n"
    << "enum class Slot : std::uint8_t {";
  for (std::size_t i = 0; i < isa.slots.size(); ++i) o << (i ? ", " : " ") << isa.slots[i].name;
  o << " };\n"
    << "constexpr std::size_t kNumSlots = " << isa.slots.size() << ";\n"
    << "extern const char* const kSlotNames[kNumSlots];\n\n"
    << "// The slot an operation names: ld = either load slot (the first load of a bundle goes to lda).\n"
    << "enum class SlotClass : std::uint8_t { ld, st, scl, vec, mv };\n\n"
    << "// Fields of the operation word.\n"
    << "enum class Field : std::uint8_t {";
  for (std::size_t i = 0; i < isa.fields.size(); ++i) o << (i ? ", " : " ") << cpp_ident(isa.fields[i].name);
  o << " };\n"
    << "struct FieldInfo {\n  const char* name;\n  std::uint8_t msb, lsb;\n};\n"
    << "constexpr std::size_t kNumFields = " << isa.fields.size() << ";\n"
    << "extern const FieldInfo kFields[kNumFields];\n"
    << "inline std::uint32_t field_mask(Field f) {\n"
    << "  const FieldInfo& i = kFields[std::size_t(f)];\n"
    << "  return i.msb - i.lsb >= 31 ? 0xFFFFFFFFu : ((1u << (i.msb - i.lsb + 1)) - 1u);\n}\n"
    << "inline std::uint32_t field_get(std::uint32_t word, Field f) {\n"
    << "  return (word >> kFields[std::size_t(f)].lsb) & field_mask(f);\n}\n"
    << "inline std::uint32_t field_place(Field f, std::uint32_t value) {\n"
    << "  return (value & field_mask(f)) << kFields[std::size_t(f)].lsb;\n}\n\n"
    << "// Element types of typed operations.\n"
    << "enum class Elem : std::int8_t { none = -1";
  for (const auto& e : isa.elem_types) o << ", " << e.name;
  o << " };\n"
    << "struct ElemInfo {\n  const char* name;\n  std::uint8_t code, bits, lanes;\n};\n"
    << "constexpr std::size_t kNumElems = " << isa.elem_types.size() << ";\n"
    << "extern const ElemInfo kElems[kNumElems];\n\n"
    << "enum class Kind : std::uint8_t { reg, simm, uimm, enum_, addr, target };\n"
    << "enum class OpndType : std::uint8_t {";
  for (std::size_t i = 0; i < isa.operand_types.size(); ++i) o << (i ? ", " : " ") << isa.operand_types[i].name;
  o << " };\n"
    << "// reg: `prefix` + index, or (names) names[index % n_names] + index / n_names (wl0 = 0, wh0 = 1);\n"
    << "// immediates and targets: min..max; enum: names[value].\n"
    << "struct OpndTypeInfo {\n  const char* name;\n  Kind kind;\n  const char* prefix;\n"
    << "  const char* const* names;\n  std::uint8_t n_names;\n  std::uint16_t count, bits;\n"
    << "  std::int32_t min, max;\n  const char* doc;\n};\n"
    << "constexpr std::size_t kNumOpndTypes = " << isa.operand_types.size() << ";\n"
    << "extern const OpndTypeInfo kOpndTypes[kNumOpndTypes];\n"
    << "inline const OpndTypeInfo& type_info(OpndType t) { return kOpndTypes[std::size_t(t)]; }\n\n"
    << "// read; write; rw = read and written; acc = a MAC accumulator (read through the forward path, written).\n"
    << "enum class Role : std::uint8_t { read, write, rw, acc };\n"
    << "struct Operand {\n  OpndType type;\n  std::int8_t field;  // index of Field; -1: the address (p, amode, aoff)\n"
    << "  Role role;\n};\n\n"
    << "enum class LatClass : std::uint8_t {";
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) o << (i ? ", " : " ") << isa.lat_classes[i].name;
  o << " };\n"
    << "constexpr std::size_t kNumLatClasses = " << isa.lat_classes.size() << ";\n"
    << "extern const char* const kLatClassNames[kNumLatClasses];\n\n"
    << "enum class Op : std::uint8_t {\n";
  for (const auto& op : isa.ops) o << "  " << op_ident(op.name) << ",\n";
  o << "};\n"
    << "constexpr std::size_t kNumOps = " << isa.ops.size() << ";\n\n"
    << "struct OpInfo {\n"
    << "  const char* mnemonic;   // with its type suffix: vadd.i8\n"
    << "  const char* base;       // table entry: vadd\n"
    << "  SlotClass slot;\n"
    << "  std::uint32_t match, mask;  // word & mask == match (bit 31 is never in the mask)\n"
    << "  const char* format;\n"
    << "  Elem elem;\n"
    << "  std::uint8_t n_operands;\n"
    << "  std::array<Operand, 4> operands;  // in assembly order\n"
    << "  LatClass lat;\n"
    << "  std::uint16_t access;  // bytes per memory access (loads and stores)\n"
    << "  std::uint16_t macs;    // multiplies per issue (MAC operations)\n"
    << "  const char* summary;\n"
    << "  const char* example;\n"
    << "};\n"
    << "extern const OpInfo kOps[kNumOps];\n"
    << "inline const OpInfo& info(Op op) { return kOps[std::size_t(op)]; }\n\n"
    << "// The operation of a word (bit 31 ignored), or nullopt for an illegal word.\n"
    << "std::optional<Op> decode(std::uint32_t word);\n"
    << "// The operation with this mnemonic (case-insensitive), or nullopt.\n"
    << "std::optional<Op> find_op(std::string_view mnemonic);\n\n"
    << "// The non-linear helper's tables (fp32 bit patterns; docs/isa/aie.md, Numerics).\n"
    << "constexpr unsigned kExp2TableBits = " << isa.exp2_table_bits << ";\n"
    << "constexpr unsigned kRcpTableBits = " << isa.rcp_table_bits << ";\n"
    << "constexpr unsigned kRsqrtTableBits = " << isa.rsqrt_table_bits << ";  // per octave (two octaves)\n"
    << "extern const std::uint32_t kExp2Table[" << isa.exp2_table.size() << "];\n"
    << "extern const std::uint32_t kRcpTable[" << isa.rcp_table.size() << "];\n"
    << "extern const std::uint32_t kRsqrtTable[" << isa.rsqrt_table.size() << "];\n"
    << "extern const std::uint32_t kRsqrtSqTable[" << isa.rsqrt_sq_table.size() << "];\n"
    << "constexpr std::uint32_t kExp2C1 = 0x" << upper(hex(kExp2C1, 8)) << "u;  // ln 2\n"
    << "constexpr std::uint32_t kExp2C2 = 0x" << upper(hex(kExp2C2, 8)) << "u;  // (ln 2)^2 / 2\n\n"
    << "}  // namespace kc::aie::isa\n";
  return o.str();
}

std::string emit_isa_table_cpp(const IsaSpec& isa) {
  std::ostringstream o;
  o << banner("//", isa.source) << "\n"
    << "#include \"aie_isa_table.h\"\n\n#include <cctype>\n\nnamespace kc::aie::isa {\n\n"
    << "const char* const kSlotNames[kNumSlots] = {";
  for (std::size_t i = 0; i < isa.slots.size(); ++i) o << (i ? ", " : "") << cpp_string(isa.slots[i].name);
  o << "};\n\nconst FieldInfo kFields[kNumFields] = {\n";
  for (const auto& f : isa.fields) o << "    {" << cpp_string(f.name) << ", " << f.msb << ", " << f.lsb << "},\n";
  o << "};\n\nconst ElemInfo kElems[kNumElems] = {\n";
  for (const auto& e : isa.elem_types)
    o << "    {" << cpp_string(e.name) << ", " << e.code << ", " << e.bits << ", " << e.lanes << "},\n";
  o << "};\n\nnamespace {\n";
  for (const auto& t : isa.operand_types) {
    if (t.names.empty()) continue;
    o << "const char* const kNames_" << t.name << "[] = {";
    for (std::size_t i = 0; i < t.names.size(); ++i) o << (i ? ", " : "") << cpp_string(t.names[i]);
    o << "};\n";
  }
  o << "}  // namespace\n\nconst OpndTypeInfo kOpndTypes[kNumOpndTypes] = {\n";
  for (const auto& t : isa.operand_types)
    o << "    {" << cpp_string(t.name) << ", Kind::" << kind_enum(t.kind) << ", " << cpp_string(t.prefix) << ", "
      << (t.names.empty() ? std::string("nullptr") : "kNames_" + t.name) << ", " << t.names.size() << ", "
      << t.count << ", " << t.bits << ", " << t.min << ", " << t.max << ",\n     " << cpp_string(t.doc) << "},\n";
  o << "};\n\nconst char* const kLatClassNames[kNumLatClasses] = {";
  for (std::size_t i = 0; i < isa.lat_classes.size(); ++i) o << (i ? ", " : "") << cpp_string(isa.lat_classes[i].name);
  o << "};\n\nconst OpInfo kOps[kNumOps] = {\n";
  for (const auto& op : isa.ops) {
    o << "    {" << cpp_string(op.name) << ", " << cpp_string(op.base) << ", SlotClass::" << op.slot << ", 0x"
      << hex(op.match, 8) << "u, 0x" << hex(op.mask, 8) << "u, " << cpp_string(isa.formats[op.format].name)
      << ", Elem::" << (op.elem < 0 ? std::string("none") : isa.elem_types[op.elem].name) << ", "
      << op.operands.size() << ",\n     {{";
    for (std::size_t i = 0; i < 4; ++i) {
      if (i) o << ", ";
      if (i < op.operands.size()) {
        const auto& x = op.operands[i];
        o << "{OpndType::" << isa.operand_types[x.type].name << ", " << x.field << ", Role::" << role_enum(x.role)
          << "}";
      } else {
        o << "{OpndType::R, -1, Role::read}";
      }
    }
    o << "}}, LatClass::" << isa.lat_classes[op.lat].name << ", " << op.access << ", " << op.macs << ",\n     "
      << cpp_string(op.summary) << ",\n     " << cpp_string(op.example) << "},\n";
  }
  o << "};\n\n"
    << "std::optional<Op> decode(std::uint32_t word) {\n"
    << "  word &= ~kLastBit;\n"
    << "  for (std::size_t i = 0; i < kNumOps; ++i)\n"
    << "    if ((word & kOps[i].mask) == kOps[i].match) return Op(i);\n"
    << "  return std::nullopt;\n}\n\n"
    << "std::optional<Op> find_op(std::string_view mnemonic) {\n"
    << "  for (std::size_t i = 0; i < kNumOps; ++i) {\n"
    << "    std::string_view m = kOps[i].mnemonic;\n"
    << "    if (m.size() != mnemonic.size()) continue;\n"
    << "    bool same = true;\n"
    << "    for (std::size_t k = 0; k < m.size() && same; ++k)\n"
    << "      same = std::tolower(static_cast<unsigned char>(mnemonic[k])) == m[k];\n"
    << "    if (same) return Op(i);\n"
    << "  }\n  return std::nullopt;\n}\n\n"
    << "const std::uint32_t kExp2Table[" << isa.exp2_table.size() << "] = {";
  for (std::size_t i = 0; i < isa.exp2_table.size(); ++i)
    o << (i % 8 ? " " : "\n    ") << "0x" << upper(hex(isa.exp2_table[i], 8)) << "u,";
  o << "\n};\nconst std::uint32_t kRcpTable[" << isa.rcp_table.size() << "] = {";
  for (std::size_t i = 0; i < isa.rcp_table.size(); ++i)
    o << (i % 8 ? " " : "\n    ") << "0x" << upper(hex(isa.rcp_table[i], 8)) << "u,";
  o << "\n};\nconst std::uint32_t kRsqrtTable[" << isa.rsqrt_table.size() << "] = {";
  for (std::size_t i = 0; i < isa.rsqrt_table.size(); ++i)
    o << (i % 8 ? " " : "\n    ") << "0x" << upper(hex(isa.rsqrt_table[i], 8)) << "u,";
  o << "\n};\nconst std::uint32_t kRsqrtSqTable[" << isa.rsqrt_sq_table.size() << "] = {";
  for (std::size_t i = 0; i < isa.rsqrt_sq_table.size(); ++i)
    o << (i % 8 ? " " : "\n    ") << "0x" << upper(hex(isa.rsqrt_sq_table[i], 8)) << "u,";
  o << "\n};\n\n}  // namespace kc::aie::isa\n";
  return o.str();
}

std::string emit_configs_h(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("//", cfg_sources(isa.source, cfgs)) << "\n"
    << "//\n"
    << "// aie hardware configurations: every parameter of rtl/aie/cfg/<name>.yaml, derived values, and\n"
    << "// the latency classes of the ISA table resolved for each configuration.\n"
    << "#pragma once\n\n"
    << "#include <array>\n#include <cstdint>\n#include <string>\n#include <string_view>\n#include <utility>\n#include <vector>\n\n"
    << "#include \"aie_isa_table.h\"\n\n"
    << "namespace kc::aie {\n\n"
    << "// Cycle counts of one latency class: `latency` from issue until a dependent operation may issue,\n"
    << "// `acc_forward` the same for the accumulator input of a MAC fed by a MAC of its class (= latency\n"
    << "// for the other classes), `interval` from issue until the unit takes another operation.\n"
    << "struct Timing {\n  std::uint32_t latency;\n  std::uint32_t interval;\n  std::uint32_t acc_forward;\n};\n\n"
    << "struct HwConfig {\n"
    << "  std::string name;\n"
    << "  std::string description;\n";
  emit_cpp_cfg_members(o, cfgs.front());
  o << "  std::array<Timing, isa::kNumLatClasses> timing;  // index = LatClass\n\n"
    << "  const Timing& timing_of(isa::LatClass c) const { return timing[std::size_t(c)]; }\n"
    << "  std::uint32_t latency_of(isa::Op op) const { return timing_of(isa::info(op).lat).latency; }\n"
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
  o << "\n}  // namespace kc::aie\n";
  return o.str();
}

std::string emit_configs_cpp(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::ostringstream o;
  o << banner("//", cfg_sources(isa.source, cfgs)) << "\n"
    << "#include \"aie_configs.h\"\n\nnamespace kc::aie {\n\n"
    << "const std::vector<HwConfig>& all_configs() {\n"
    << "  static const std::vector<HwConfig> configs = {\n";
  for (const auto& c : cfgs) {
    o << "      {" << cpp_string(c.name) << ",\n       " << cpp_string(c.description) << ",\n";
    emit_cpp_cfg_init(o, c);
    o << "       {{";
    for (std::size_t i = 0; i < c.timing.size(); ++i)
      o << (i ? ",\n         " : "") << "{" << c.timing[i].latency << ", " << c.timing[i].interval << ", "
        << c.timing[i].acc_forward << "}";
    o << "}}},\n";
  }
  o << "  };\n  return configs;\n}\n\n"
    << "const HwConfig* find_config(std::string_view name) {\n"
    << "  for (const auto& c : all_configs())\n"
    << "    if (c.name == name) return &c;\n"
    << "  return nullptr;\n}\n\n"
    << "}  // namespace kc::aie\n";
  return o.str();
}

}  // namespace kc::gen::aie
