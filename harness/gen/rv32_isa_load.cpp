// Loader and validator of rv32_isa.yaml and of the extension tables of platforms built on the rv32
// core (coral_rvv.yaml: the vector schema, families and variants). Every problem is reported with
// file:line:col; loading continues after an error so that one run shows all of them. The bit
// fields, name lookups, latency expressions and the overlap proof are the shared machinery of
// gen_isa.h.
#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "gen_util.h"
#include "kc/yaml_diag.h"
#include "rv32_spec.h"

namespace kc::gen::rv32 {

const std::vector<std::string>& latency_identifiers() {
  static const std::vector<std::string> ids = {"DMEM_LATENCY", "MUL_LATENCY", "FMA_LATENCY", "FMISC_LATENCY",
                                               "DIV_CYCLES", "FDIVSQRT_CYCLES"};
  return ids;
}

const char* op_kind_name(OpKind k) {
  static const char* const names[kNumOpKinds] = {"xreg", "freg", "simm",   "uimm", "target", "csr",
                                                 "rm",   "fence", "vreg", "vm",   "vtypei", "v0"};
  return names[int(k)];
}

const char* veew_name(VEew e) {
  static const char* const names[kNumVEew] = {"none",       "sew", "wide",  "half",    "quarter", "mask",
                                              "elem0",      "elem0_wide", "mem", "whole", "maskmem", "e16"};
  return names[int(e)];
}

const char* vmem_name(VMem m) {
  static const char* const names[kNumVMem] = {"none",  "unit", "strided", "indexed_unordered", "indexed_ordered",
                                              "whole", "mask", "fault_first"};
  return names[int(m)];
}

unsigned veew_sew_ok(VEew e) {
  switch (e) {
    case VEew::wide:
    case VEew::elem0_wide: return 3;  // 2*SEW <= ELEN = 32
    case VEew::half: return 6;        // SEW/2 >= 8
    case VEew::quarter: return 4;     // SEW/4 >= 8
    default: return 7;
  }
}

namespace {

const char* const kFlagNames[] = {"NV", "DZ", "OF", "UF", "NX"};

std::string field_range(const FieldSpec& f) { return "[" + std::to_string(f.msb) + ":" + std::to_string(f.lsb) + "]"; }

// The four register slots of a RISC-V word (register operands must use one of them).
struct Slot {
  const char* name;
  unsigned msb, lsb;
};
constexpr Slot kSlots[] = {{"rd", 11, 7}, {"rs1", 19, 15}, {"rs2", 24, 20}, {"rs3", 31, 27}};

const Slot* slot_of(const FieldSpec& f) {
  for (const auto& s : kSlots)
    if (s.msb == f.msb && s.lsb == f.lsb) return &s;
  return nullptr;
}

class IsaLoader {
 public:
  IsaLoader(YamlDiag& d, const std::string& source) : d_(d) {
    isa_.source = source;
    isa_.sources = {source};
    isa_.lat_ids = latency_identifiers();
  }

  // Extension mode: continue the tables of `base` (indices of every name rebuilt).
  IsaLoader(YamlDiag& d, const std::string& source, IsaSpec base, const std::vector<std::string>& lat_ids)
      : d_(d), isa_(std::move(base)), extension_(true) {
    isa_.sources.push_back(source);
    isa_.source = join(isa_.sources, ", ");
    for (const auto& id : lat_ids)
      if (std::find(isa_.lat_ids.begin(), isa_.lat_ids.end(), id) == isa_.lat_ids.end()) isa_.lat_ids.push_back(id);
    for (std::size_t i = 0; i < isa_.fields.size(); ++i) field_idx_[isa_.fields[i].name] = int(i);
    for (std::size_t i = 0; i < isa_.opcodes.size(); ++i) opcode_idx_[isa_.opcodes[i].first] = int(i);
    for (std::size_t i = 0; i < isa_.formats.size(); ++i) format_idx_[isa_.formats[i].name] = int(i);
    for (std::size_t i = 0; i < isa_.operand_types.size(); ++i) type_idx_[isa_.operand_types[i].name] = int(i);
    for (std::size_t i = 0; i < isa_.imm_kinds.size(); ++i) imm_idx_[isa_.imm_kinds[i]] = int(i);
    for (std::size_t i = 0; i < isa_.exts.size(); ++i) ext_idx_[isa_.exts[i].name] = int(i);
    for (std::size_t i = 0; i < isa_.units.size(); ++i) unit_idx_[isa_.units[i].name] = int(i);
    for (std::size_t i = 0; i < isa_.lat_classes.size(); ++i) lat_idx_[isa_.lat_classes[i].name] = int(i);
    for (std::size_t i = 0; i < isa_.traps.size(); ++i) trap_idx_[isa_.traps[i].name] = int(i);
    for (const auto& in : isa_.instrs) names_.seed(in.name, in.line + 1);
    isa_.num_base_instrs = isa_.instrs.size();
  }

  IsaSpec load_extension() {
    const YAML::Node root = d_.load();
    if (!root.IsDefined()) return std::move(isa_);
    d_.check_keys(root, {"isa", "extends", "version", "march", "mabi", "instructions"},
                  {"fields", "opcodes", "formats", "operand_types", "imm_kinds", "extensions", "units", "constants",
                   "latency_classes", "v_registers", "csrs", "traps", "unsupported", "pseudo_instructions", "variants"},
                  "the extension table");
    if (!root.IsMap()) return std::move(isa_);
    if (auto s = d_.get_identifier(root["isa"], "isa")) isa_.name = *s;
    if (auto s = d_.get_string(root["extends"], "extends")) {
      if (*s != "rv32") d_.error(root["extends"], "extends is '" + *s + "', but this generator extends 'rv32'");
      isa_.base_name = *s;
    }
    if (auto v = d_.get_uint(root["version"], "version", 1000)) isa_.ext_version = unsigned(*v);
    if (auto s = d_.get_string(root["march"], "march")) isa_.march = *s;
    if (auto s = d_.get_string(root["mabi"], "mabi")) isa_.mabi = *s;
    if (root["fields"]) kc::gen::load_fields(d_, root["fields"], isa_.fields, field_idx_);
    if (root["opcodes"]) load_opcodes(root["opcodes"]);
    if (root["formats"]) load_formats(root["formats"]);
    if (root["imm_kinds"]) load_imm_kinds(root["imm_kinds"]);
    if (root["operand_types"]) load_operand_types(root["operand_types"]);
    if (root["extensions"]) load_named_docs(root["extensions"], "extensions", isa_.exts, ext_idx_);
    if (root["units"]) load_named_docs(root["units"], "units", isa_.units, unit_idx_);
    if (root["constants"]) load_constants(root["constants"]);
    if (root["latency_classes"]) load_lat_classes(root["latency_classes"]);
    if (root["v_registers"]) load_regs(root["v_registers"], "v_registers", isa_.v_regs);
    if (root["csrs"]) load_csrs(root["csrs"]);
    if (root["traps"]) load_traps(root["traps"]);
    for (std::size_t i = 0; i < isa_.traps.size(); ++i) trap_idx_[isa_.traps[i].name] = int(i);
    if (root["unsupported"]) load_unsupported(root["unsupported"]);
    if (root["pseudo_instructions"]) load_pseudos(root["pseudo_instructions"]);
    if (root["variants"]) load_variants(root["variants"]);
    if (root["instructions"]) load_instrs(root["instructions"]);
    if (d_.ok()) check_overlap();
    return std::move(isa_);
  }

  IsaSpec load() {
    const YAML::Node root = d_.load();
    if (!root.IsDefined()) return std::move(isa_);
    d_.check_keys(root,
                  {"isa", "version", "word_bits", "march", "mabi", "fields", "opcodes", "formats", "operand_types",
                   "imm_kinds", "extensions", "units", "constants", "latency_classes", "x_registers", "f_registers",
                   "rounding_modes", "csrs", "traps", "unsupported", "pseudo_instructions", "instructions"},
                  {}, "the ISA table");
    if (!root.IsMap()) return std::move(isa_);
    load_header(root);
    if (root["fields"]) load_fields(root["fields"]);
    if (root["opcodes"]) load_opcodes(root["opcodes"]);
    if (root["formats"]) load_formats(root["formats"]);
    if (root["imm_kinds"]) load_imm_kinds(root["imm_kinds"]);
    if (root["operand_types"]) load_operand_types(root["operand_types"]);
    if (root["extensions"]) load_named_docs(root["extensions"], "extensions", isa_.exts, ext_idx_);
    if (root["units"]) load_named_docs(root["units"], "units", isa_.units, unit_idx_);
    if (root["constants"]) load_constants(root["constants"]);
    if (root["latency_classes"]) load_lat_classes(root["latency_classes"]);
    if (root["x_registers"]) load_regs(root["x_registers"], "x_registers", isa_.x_regs);
    if (root["f_registers"]) load_regs(root["f_registers"], "f_registers", isa_.f_regs);
    if (root["rounding_modes"]) load_rounding(root["rounding_modes"]);
    if (root["csrs"]) load_csrs(root["csrs"]);
    if (root["traps"]) load_traps(root["traps"]);
    for (std::size_t i = 0; i < isa_.traps.size(); ++i) trap_idx_[isa_.traps[i].name] = int(i);
    if (root["unsupported"]) load_unsupported(root["unsupported"]);
    if (root["pseudo_instructions"]) load_pseudos(root["pseudo_instructions"]);
    if (root["instructions"] && isa_.opcode_field >= 0) load_instrs(root["instructions"]);
    if (d_.ok()) check_overlap();
    return std::move(isa_);
  }

 private:
  // --- header, fields, opcodes, formats ----------------------------------------------------------

  void load_header(const YAML::Node& root) {
    if (auto s = d_.get_string(root["isa"], "isa")) {
      if (*s != "rv32") d_.error(root["isa"], "isa is '" + *s + "', but this generator is for 'rv32'");
    }
    if (auto v = d_.get_uint(root["version"], "version", 1000)) isa_.version = unsigned(*v);
    if (auto v = d_.get_uint(root["word_bits"], "word_bits")) {
      if (*v != 32) d_.error(root["word_bits"], "word_bits must be 32 (RISC-V without the C extension)");
    }
    if (auto s = d_.get_string(root["march"], "march")) isa_.march = *s;
    if (auto s = d_.get_string(root["mabi"], "mabi")) isa_.mabi = *s;
  }

  void load_fields(const YAML::Node& n) {
    kc::gen::load_fields(d_, n, isa_.fields, field_idx_);
    if (!field_idx_.count("opcode")) {
      d_.error(n, "fields must define 'opcode'");
      return;
    }
    isa_.opcode_field = field_idx_["opcode"];
    if (isa_.fields[std::size_t(isa_.opcode_field)].msb != 6 || isa_.fields[std::size_t(isa_.opcode_field)].lsb != 0)
      d_.error(n["opcode"], "the opcode field of RISC-V is [6, 0]");
  }

  void load_opcodes(const YAML::Node& n) {
    if (!d_.expect_map(n, "opcodes")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "opcode name");
      auto v = d_.get_uint(kv.second, "opcode value", 0x7F);
      if (!name || !v) continue;
      if (opcode_idx_.count(*name)) {
        d_.error(kv.first, "opcode " + *name + " is already defined");
        continue;
      }
      if ((*v & 3u) != 3u) d_.error(kv.second, "major opcode " + *name + " must end in binary 11 (32-bit instructions)");
      opcode_idx_[*name] = int(isa_.opcodes.size());
      isa_.opcodes.push_back({*name, unsigned(*v)});
    }
  }

  void load_formats(const YAML::Node& n) {
    if (!d_.expect_map(n, "formats")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "format name");
      if (!name) continue;
      const std::string what = "format " + *name;
      if (!d_.check_keys(kv.second, {"fields", "doc"}, {}, what)) continue;
      if (format_idx_.count(*name)) {
        d_.error(kv.first, what + " is already defined");
        continue;
      }
      FormatSpec f;
      f.name = *name;
      if (auto doc = d_.get_string(kv.second["doc"], "doc of " + what)) f.doc = *doc;
      if (!d_.expect_seq(kv.second["fields"], "fields of " + what)) continue;
      std::uint32_t used = 0;
      bool ok = true;
      for (const auto& fn : kv.second["fields"]) {
        const int fi = lookup_name(d_, field_idx_, fn, "field");
        if (fi < 0) {
          ok = false;
          continue;
        }
        const FieldSpec& fs = isa_.field(fi);
        if (fs.bits() & used) {
          d_.error(fn, "field '" + fs.name + "' " + field_range(fs) + " overlaps another field of " + what);
          ok = false;
          continue;
        }
        used |= fs.bits();
        f.fields.push_back(fi);
      }
      if (ok && used != 0xFFFFFFFFu)
        d_.error(kv.second["fields"], "the fields of " + what + " leave bits uncovered (covered: 0x" +
                                          upper(hex(used, 8)) + "); a format must cover all 32 bits");
      if (ok && std::find(f.fields.begin(), f.fields.end(), isa_.opcode_field) == f.fields.end())
        d_.error(kv.second["fields"], what + " must contain the opcode field");
      format_idx_[f.name] = int(isa_.formats.size());
      isa_.formats.push_back(f);
    }
  }

  void load_imm_kinds(const YAML::Node& n) {
    auto list = d_.get_string_list(n, "imm_kinds");
    if (!list) return;
    for (const auto& k : *list) {
      if (!is_identifier(k)) d_.error(n, "imm kind '" + k + "' is not an identifier");
      imm_idx_[k] = int(isa_.imm_kinds.size());
      isa_.imm_kinds.push_back(k);
    }
  }

  // --- operand types ---------------------------------------------------------------------------

  void load_operand_types(const YAML::Node& n) {
    if (!d_.expect_map(n, "operand_types")) return;
    std::map<std::string, int> kinds;
    for (int k = 0; k < kNumOpKinds; ++k) kinds[op_kind_name(OpKind(k))] = k;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "operand type name");
      if (!name) continue;
      const std::string what = "operand type " + *name;
      const YAML::Node& t = kv.second;
      if (!t.IsMap() || !t["kind"]) {
        d_.error(t, what + " must be a mapping with a 'kind'");
        continue;
      }
      OperandType ot;
      ot.name = *name;
      const int kind = lookup_name(d_, kinds, t["kind"], "operand kind");
      if (kind < 0) continue;
      if (type_idx_.count(*name)) {
        d_.error(kv.first, what + " is already defined");
        continue;
      }
      ot.kind = OpKind(kind);
      bool ok = true;
      if (ot.kind == OpKind::v0) {
        ok = d_.check_keys(t, {"kind", "show", "doc"}, {}, what);
      } else if (ot.kind == OpKind::vreg) {
        ok = d_.check_keys(t, {"kind", "field", "eew", "show", "doc"}, {"reads"}, what) && load_vreg_type(t, ot);
      } else if (ot.is_imm()) {
        ok = d_.check_keys(t, {"kind", "bits", "map", "imm", "show", "doc"}, {"shift"}, what) && load_imm_type(t, ot);
      } else {
        ok = d_.check_keys(t, {"kind", "field", "show", "doc"}, {}, what);
        if (ok) {
          ot.field = lookup_name(d_, field_idx_, t["field"], "field");
          ok = ot.field >= 0;
          if (ok) {
            ot.fields = {ot.field};
            ot.bits = isa_.field(ot.field).width();
          }
          if (ok && (ot.kind == OpKind::xreg || ot.kind == OpKind::freg) && !slot_of(isa_.field(ot.field))) {
            d_.error(t["field"], what + ": register operands must use field rd, rs1, rs2 or rs3 (decode reports the "
                                        "register kind of each)");
            ok = false;
          }
          if (ok && (ot.kind == OpKind::xreg || ot.kind == OpKind::freg) && ot.bits != 5) {
            d_.error(t["field"], what + ": register fields are 5 bits wide");
            ok = false;
          }
        }
      }
      if (!ok) continue;
      if (auto s = d_.get_string(t["show"], "show of " + what)) ot.show = *s;
      if (auto s = d_.get_string(t["doc"], "doc of " + what)) ot.doc = *s;
      type_idx_[ot.name] = int(isa_.operand_types.size());
      isa_.operand_types.push_back(ot);
    }
  }

  // field (a register slot), eew (a VEew name), reads.
  bool load_vreg_type(const YAML::Node& t, OperandType& ot) {
    const std::string what = "operand type " + ot.name;
    ot.field = lookup_name(d_, field_idx_, t["field"], "field");
    if (ot.field < 0) return false;
    ot.fields = {ot.field};
    ot.bits = isa_.field(ot.field).width();
    if (!slot_of(isa_.field(ot.field))) {
      d_.error(t["field"], what + ": vector register operands must lie in a register slot (bits 11:7, 19:15, 24:20 "
                                  "or 31:27)");
      return false;
    }
    std::map<std::string, int> eews;
    for (int e = 1; e < kNumVEew; ++e) eews[veew_name(VEew(e))] = e;
    const int e = lookup_name(d_, eews, t["eew"], "element-width rule");
    if (e < 0) return false;
    ot.eew = VEew(e);
    if (t["reads"]) {
      auto r = d_.get_bool(t["reads"], "reads of " + what);
      if (!r) return false;
      ot.reads = *r;
      if (ot.reads && isa_.field(ot.field).lsb != 7) {
        d_.error(t["reads"], what + ": only a destination (bits 11:7) can be marked as also read");
        return false;
      }
    }
    return true;
  }

  // bits, map {field: "12|10:5"}, imm, shift.
  bool load_imm_type(const YAML::Node& t, OperandType& ot) {
    const std::string what = "operand type " + ot.name;
    auto bits = d_.get_uint(t["bits"], "bits of " + what, 32);
    if (!bits || *bits == 0) {
      if (bits) d_.error(t["bits"], "bits of " + what + " must be at least 1");
      return false;
    }
    ot.bits = unsigned(*bits);
    ot.word_bit.assign(ot.bits, -1);
    if (t["shift"]) {
      auto s = d_.get_uint(t["shift"], "shift of " + what, 31);
      if (!s) return false;
      ot.shift = unsigned(*s);
    }
    ot.imm_kind = lookup_name(d_, imm_idx_, t["imm"], "imm kind");
    if (ot.imm_kind < 0) return false;
    if (!d_.expect_map(t["map"], "map of " + what)) return false;
    bool ok = true;
    for (const auto& kv : t["map"]) {
      const int fi = lookup_name(d_, field_idx_, kv.first, "field");
      auto spec = d_.get_string(kv.second, "bit map of field in " + what);
      if (fi < 0 || !spec) {
        ok = false;
        continue;
      }
      ok = map_field(kv.second, *spec, isa_.field(fi), ot) && ok;
      ot.fields.push_back(fi);
    }
    return ok;
  }

  // "12|10:5" for a field: its bits from msb down hold value bits 12, 10, 9, ..., 5.
  bool map_field(const YAML::Node& at, const std::string& spec, const FieldSpec& f, OperandType& ot) {
    std::vector<unsigned> vbits;
    std::size_t pos = 0;
    while (pos <= spec.size()) {
      std::size_t bar = spec.find('|', pos);
      if (bar == std::string::npos) bar = spec.size();
      const std::string piece = spec.substr(pos, bar - pos);
      const std::size_t colon = piece.find(':');
      const auto hi = parse_uint_literal(piece.substr(0, colon));
      const auto lo = colon == std::string::npos ? hi : parse_uint_literal(piece.substr(colon + 1));
      if (!hi || !lo || *hi < *lo || *hi >= ot.bits) {
        d_.error_in_scalar(at, pos, "bad bit range '" + piece + "' (want msb:lsb or a bit below " +
                                        std::to_string(ot.bits) + ")");
        return false;
      }
      for (std::uint64_t b = *hi + 1; b-- > *lo;) vbits.push_back(unsigned(b));
      pos = bar + 1;
    }
    if (vbits.size() != f.width()) {
      d_.error(at, "the map of field '" + f.name + "' names " + std::to_string(vbits.size()) +
                       " value bits, but the field is " + std::to_string(f.width()) + " bits wide");
      return false;
    }
    for (std::size_t i = 0; i < vbits.size(); ++i) {
      const unsigned wb = f.msb - unsigned(i);
      if (ot.word_bit[vbits[i]] >= 0) {
        d_.error(at, "value bit " + std::to_string(vbits[i]) + " of " + ot.name + " is mapped twice");
        return false;
      }
      ot.word_bit[vbits[i]] = int(wb);
    }
    return true;
  }

  // --- extensions, units, constants, latency classes -------------------------------------------

  void load_named_docs(const YAML::Node& n, const std::string& what, std::vector<NamedDoc>& out,
                       std::map<std::string, int>& idx) {
    if (!d_.expect_map(n, what)) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, what + " name");
      auto doc = d_.get_string(kv.second, "doc of " + what.substr(0, what.size() - 1));
      if (!name || !doc) continue;
      if (idx.count(*name)) {
        d_.error(kv.first, what.substr(0, what.size() - 1) + " " + *name + " is already defined");
        continue;
      }
      idx[*name] = int(out.size());
      out.push_back({*name, *doc});
    }
  }

  void load_constants(const YAML::Node& n) {
    if (!d_.expect_map(n, "constants")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "constant name");
      if (!name || !d_.check_keys(kv.second, {"value", "doc"}, {}, "constant " + *name)) continue;
      const auto& ids = isa_.lat_ids;
      if (std::find(ids.begin(), ids.end(), *name) == ids.end())
        d_.error(kv.first, "constant " + *name + " is not a latency identifier the generator knows (" +
                               join(ids, ", ") + ")");
      ConstantSpec c;
      c.name = *name;
      if (auto v = d_.get_uint(kv.second["value"], "value of constant " + *name, 0xFFFF)) c.value = std::uint32_t(*v);
      if (auto s = d_.get_string(kv.second["doc"], "doc of constant " + *name)) c.doc = *s;
      isa_.constants.push_back(c);
    }
  }

  void load_lat_classes(const YAML::Node& n) {
    if (!d_.expect_map(n, "latency_classes")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "latency class name");
      if (!name) continue;
      const std::string what = "latency class " + *name;
      if (!d_.check_keys(kv.second, {"latency", "interval", "doc"}, {"costs"}, what)) continue;
      LatClassSpec c;
      c.name = *name;
      c.file = extension_ ? 1 : 0;
      c.latency_pos = parse_expr_node(d_, kv.second["latency"], "latency of class " + c.name, isa_.lat_ids, c.latency);
      c.interval_pos = parse_expr_node(d_, kv.second["interval"], "interval of class " + c.name, isa_.lat_ids,
                                       c.interval);
      if (auto doc = d_.get_string(kv.second["doc"], "doc of " + what)) c.doc = *doc;
      if (kv.second["costs"] && d_.expect_map(kv.second["costs"], "costs of " + what)) {
        for (const auto& ck : kv.second["costs"]) {
          auto cname = d_.get_identifier(ck.first, "cost name");
          if (!cname || !d_.check_keys(ck.second, {"cycles", "doc"}, {}, "cost " + *cname + " of " + what)) continue;
          CostSpec cs;
          cs.name = *cname;
          cs.pos = parse_expr_node(d_, ck.second["cycles"], "cost " + cs.name + " of class " + c.name, isa_.lat_ids,
                                   cs.cycles);
          if (auto doc = d_.get_string(ck.second["doc"], "doc of cost " + cs.name)) cs.doc = *doc;
          c.costs.push_back(std::move(cs));
        }
      }
      if (lat_idx_.count(c.name)) {
        d_.error(kv.first, what + " is already defined");
        continue;
      }
      lat_idx_[c.name] = int(isa_.lat_classes.size());
      isa_.lat_classes.push_back(std::move(c));
    }
  }

  // --- registers, rounding modes, CSRs, traps, unsupported, pseudo-instructions -------------------

  void load_regs(const YAML::Node& n, const std::string& what, std::vector<RegSpec>& out) {
    if (!d_.expect_seq(n, what)) return;
    for (const auto& e : n) {
      if (!d_.check_keys(e, {"abi", "role", "saver"}, {}, what + " entry")) continue;
      RegSpec r;
      if (auto s = d_.get_string(e["abi"], "abi")) r.abi = *s;
      if (auto s = d_.get_string(e["role"], "role")) r.role = *s;
      if (auto s = d_.get_string(e["saver"], "saver")) r.saver = *s;
      out.push_back(r);
    }
    if (out.size() != 32) d_.error(n, what + " must list 32 registers, not " + std::to_string(out.size()));
  }

  void load_rounding(const YAML::Node& n) {
    if (!d_.expect_seq(n, "rounding_modes")) return;
    for (const auto& e : n) {
      if (!d_.check_keys(e, {"name", "code", "doc"}, {}, "rounding mode")) continue;
      RoundingSpec r;
      auto name = d_.get_identifier(e["name"], "rounding mode name");
      auto code = d_.get_uint(e["code"], "rounding mode code", 7);
      auto doc = d_.get_string(e["doc"], "doc");
      if (!name || !code || !doc) continue;
      r.name = *name;
      r.code = unsigned(*code);
      r.doc = *doc;
      isa_.rounding.push_back(r);
    }
  }

  void load_csrs(const YAML::Node& n) {
    if (!d_.expect_seq(n, "csrs")) return;
    std::set<unsigned> addrs;
    for (const auto& c : isa_.csrs) addrs.insert(c.addr);
    for (const auto& e : n) {
      if (!d_.check_keys(e, {"name", "addr", "access", "reset", "doc"}, {}, "CSR entry")) continue;
      CsrSpec c;
      auto name = d_.get_identifier(e["name"], "CSR name");
      auto addr = d_.get_uint(e["addr"], "CSR address", 0xFFF);
      auto reset = d_.get_uint(e["reset"], "CSR reset value", 0xFFFFFFFFu);
      auto access = d_.get_string(e["access"], "CSR access");
      auto doc = d_.get_string(e["doc"], "doc");
      if (!name || !addr || !reset || !access || !doc) continue;
      c.name = *name;
      c.addr = unsigned(*addr);
      c.reset = std::uint32_t(*reset);
      c.doc = *doc;
      if (*access == "rw")
        c.access = CsrAccess::rw;
      else if (*access == "ro")
        c.access = CsrAccess::ro;
      else if (*access == "fp")
        c.access = CsrAccess::fp;
      else if (*access == "vs" && extension_)
        c.access = CsrAccess::vs;
      else if (*access == "vs_ro" && extension_)
        c.access = CsrAccess::vs_ro;
      else if (extension_)
        d_.error(e["access"], "CSR access must be rw, ro, fp, vs or vs_ro, not '" + *access + "'");
      else
        d_.error(e["access"], "CSR access must be rw, ro or fp, not '" + *access + "'");
      if ((c.addr >> 10) == 3 && c.access != CsrAccess::ro && c.access != CsrAccess::vs_ro)
        d_.error(e["access"], "CSR " + c.name + " is in the read-only address range 0xC00..0xFFF: access must be ro");
      // An extension may restate a base CSR (same name and number) to document what it adds.
      auto same = std::find_if(isa_.csrs.begin(), isa_.csrs.end(), [&](const CsrSpec& o) { return o.name == c.name; });
      if (extension_ && same != isa_.csrs.end()) {
        if (same->addr != c.addr)
          d_.error(e["addr"], "CSR " + c.name + " restates the base table's entry with another number (0x" +
                                  hex(same->addr, 3) + ")");
        *same = c;
        continue;
      }
      if (!addrs.insert(c.addr).second) d_.error(e["addr"], "CSR address 0x" + hex(c.addr, 3) + " is listed twice");
      isa_.csrs.push_back(c);
    }
  }

  void load_traps(const YAML::Node& n) {
    if (!d_.expect_seq(n, "traps")) return;
    std::set<unsigned> codes;
    for (const auto& e : n) {
      if (!d_.check_keys(e, {"name", "code", "tval", "doc"}, {}, "trap entry")) continue;
      TrapSpec t;
      auto name = d_.get_identifier(e["name"], "trap name");
      auto code = d_.get_uint(e["code"], "trap code", 31);
      auto tval = d_.get_string(e["tval"], "tval");
      auto doc = d_.get_string(e["doc"], "doc");
      if (!name || !code || !tval || !doc) continue;
      t.name = *name;
      t.code = unsigned(*code);
      t.tval = *tval;
      t.doc = *doc;
      if (!codes.insert(t.code).second) d_.error(e["code"], "trap code " + std::to_string(t.code) + " is listed twice");
      isa_.traps.push_back(t);
    }
  }

  void load_unsupported(const YAML::Node& n) {
    if (!d_.expect_seq(n, "unsupported")) return;
    for (const auto& e : n) {
      if (!d_.check_keys(e, {"name", "doc"}, {"instructions"}, "unsupported entry")) continue;
      auto name = d_.get_string(e["name"], "name");
      auto doc = d_.get_string(e["doc"], "doc");
      if (!name || !doc) continue;
      std::vector<std::string> examples;
      if (e["instructions"]) {
        auto list = d_.get_string_list(e["instructions"], "instructions of unsupported entry " + *name);
        if (list) examples = *list;
      }
      // An extension's entry with the name of a base entry replaces it (the base table's V).
      auto same = std::find_if(isa_.unsupported.begin(), isa_.unsupported.end(),
                               [&](const UnsupportedSpec& o) { return o.name == *name; });
      if (extension_ && same != isa_.unsupported.end())
        *same = {*name, *doc, examples};
      else
        isa_.unsupported.push_back({*name, *doc, examples});
    }
  }

  void load_pseudos(const YAML::Node& n) {
    if (!d_.expect_seq(n, "pseudo_instructions")) return;
    for (const auto& e : n) {
      if (!d_.check_keys(e, {"syntax", "expansion", "doc"}, {"example"}, "pseudo-instruction entry")) continue;
      PseudoSpec p;
      if (auto s = d_.get_string(e["syntax"], "syntax")) p.syntax = *s;
      if (auto s = d_.get_string(e["expansion"], "expansion")) p.expansion = *s;
      if (auto s = d_.get_string(e["doc"], "doc")) p.doc = *s;
      if (e["example"]) {
        if (auto s = d_.get_string(e["example"], "example")) p.example = *s;
      }
      isa_.pseudos.push_back(p);
    }
  }

  // --- instructions ----------------------------------------------------------------------------

  void load_instrs(const YAML::Node& n) {
    if (!d_.expect_seq(n, "instructions")) return;
    const std::size_t before = isa_.instrs.size();
    for (const auto& node : n) {
      if (extension_ && node.IsMap() && node["family"]) {
        load_family(node);
        continue;
      }
      InstrSpec in;
      in.file = extension_ ? 1 : 0;
      if (load_instr(node, in)) {
        derive_vector(in);
        isa_.instrs.push_back(std::move(in));
      }
    }
    if (isa_.instrs.size() == before) d_.error(n, "the ISA defines no instruction");
    // The base table's insn_e is 8 bits wide; a platform with an extension table gets a wider one.
    if (!extension_ && isa_.instrs.size() > 255) d_.error(n, "more than 255 instructions do not fit insn_e (8 bits)");
    if (isa_.instrs.size() > 1023) d_.error(n, "more than 1023 instructions do not fit insn_e (10 bits)");
  }

  // --- variants and families (extension tables) -------------------------------------------------

  // variants: {NAME: {format, fixed, syntax, doc}}: what a family form of that variant looks like.
  void load_variants(const YAML::Node& n) {
    if (!d_.expect_map(n, "variants")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "variant name");
      if (!name) continue;
      const std::string what = "variant " + *name;
      if (!d_.check_keys(kv.second, {"format", "fixed", "syntax", "doc"}, {}, what)) continue;
      if (variant_idx_.count(*name)) {
        d_.error(kv.first, what + " is already defined");
        continue;
      }
      VariantSpec v;
      v.name = *name;
      v.line = kv.first.Mark().line;
      v.column = kv.first.Mark().column;
      v.format = lookup_name(d_, format_idx_, kv.second["format"], "format");
      if (auto s = d_.get_string(kv.second["syntax"], "syntax of " + what)) v.syntax = *s;
      if (auto s = d_.get_string(kv.second["doc"], "doc of " + what)) v.doc = *s;
      if (v.format < 0) continue;
      InstrSpec probe;
      probe.name = what;
      probe.format = v.format;
      if (!load_fixed(kv.second["fixed"], probe)) continue;
      v.fixed = probe.fixed;
      variant_idx_[v.name] = int(isa_.variants.size());
      variant_nodes_.push_back(kv.second);
      isa_.variants.push_back(v);
    }
  }

  // A family: shared ext, unit, latency, docs and fixed fields; `forms` are its instructions, each
  // of a variant (format, fixed fields, syntax) with optional extra fixed fields, operand type
  // substitutions (`types: {vd: vdw}`), its own syntax, and segment forms.
  void load_family(const YAML::Node& n) {
    std::string what = "family";
    if (n["family"].IsScalar()) what += " " + n["family"].Scalar();
    if (!d_.check_keys(n, {"family", "ext", "forms", "unit", "latency", "summary", "operation", "notes", "example"},
                       {"fixed", "types", "vstart_zero", "no_overlap", "traps"}, what))
      return;
    FamilySpec fam;
    auto name = d_.get_string(n["family"], "family name");
    InstrSpec proto;
    proto.file = 1;
    proto.ext = lookup_name(d_, ext_idx_, n["ext"], "extension");
    proto.unit = lookup_name(d_, unit_idx_, n["unit"], "unit");
    proto.lat = lookup_name(d_, lat_idx_, n["latency"], "latency class");
    if (!name || proto.ext < 0 || proto.unit < 0 || proto.lat < 0) return;
    fam.name = *name;
    fam.ext = proto.ext;
    load_docs(n, what, proto);
    fam.summary = proto.summary;
    fam.operation = proto.operation;
    fam.example = proto.example;
    fam.notes = proto.notes;
    if (n["vstart_zero"]) {
      if (auto b = d_.get_bool(n["vstart_zero"], "vstart_zero of " + what)) proto.vec.vstart_zero = *b;
    }
    if (n["no_overlap"]) {
      if (auto list = d_.get_string_list(n["no_overlap"], "no_overlap of " + what)) {
        for (const auto& f : *list) {
          if (f == "vs1")
            proto.vec.no_overlap |= 1u;
          else if (f == "vs2")
            proto.vec.no_overlap |= 2u;
          else
            d_.error(n["no_overlap"], "no_overlap lists vs1 and/or vs2, not '" + f + "'");
        }
      }
    }
    const int family = int(isa_.families.size());
    isa_.families.push_back(fam);
    if (!d_.expect_seq(n["forms"], "forms of " + what)) return;
    for (const auto& f : n["forms"]) load_form(n, f, proto, family);
    if (isa_.families[std::size_t(family)].instrs.empty()) d_.error(n["forms"], what + " has no form");
  }

  void load_form(const YAML::Node& fam_node, const YAML::Node& f, const InstrSpec& proto, int family) {
    std::string what = "form";
    if (f.IsMap() && f["name"].IsScalar()) what += " " + f["name"].Scalar();
    if (!d_.check_keys(f, {"name", "variant"}, {"fixed", "types", "syntax", "segments"}, what)) return;
    InstrSpec in = proto;
    in.family = family;
    in.line = f.Mark().line;
    in.column = f.Mark().column;
    auto name = d_.get_string(f["name"], "form name");
    const int vi = lookup_name(d_, variant_idx_, f["variant"], "variant");
    if (!name || vi < 0) return;
    const VariantSpec& v = isa_.variants[std::size_t(vi)];
    in.name = *name;
    in.variant = v.name;
    in.format = v.format;
    if (!valid_mnemonic(in.name)) {
      d_.error(f["name"], "mnemonic '" + in.name + "' must be lower-case letters, digits and dots");
      return;
    }
    names_.claim(d_, f["name"], in.name);
    // fixed fields: the variant's, then the family's, then the form's (a later value replaces an
    // earlier one of the same field)
    in.fixed = v.fixed;
    for (const YAML::Node& fx : {fam_node["fixed"], f["fixed"]}) {
      if (!fx) continue;
      InstrSpec extra;
      extra.name = in.name;
      extra.format = in.format;
      if (!load_fixed(fx, extra)) return;
      for (const auto& e : extra.fixed) {
        auto it = std::find_if(in.fixed.begin(), in.fixed.end(), [&](const auto& p) { return p.first == e.first; });
        if (it != in.fixed.end())
          it->second = e.second;
        else
          in.fixed.push_back(e);
      }
    }
    recompute_match(in);
    // operands: the form's syntax or the variant's, then the type substitutions
    const YAML::Node syntax_at = f["syntax"] ? f["syntax"] : variant_nodes_[std::size_t(vi)]["syntax"];
    if (!load_syntax(syntax_at, in)) return;
    for (const YAML::Node& ty : {fam_node["types"], f["types"]}) {
      if (!ty) continue;
      if (!d_.expect_map(ty, "types of " + what)) return;
      for (const auto& kv : ty) {
        const int from = lookup_name(d_, type_idx_, kv.first, "operand type");
        const int to = lookup_name(d_, type_idx_, kv.second, "operand type");
        if (from < 0 || to < 0) return;
        for (auto& op : in.operands)
          if (op.type == from) op.type = to;
      }
    }
    in.syntax = syntax_text(in);
    if (!check_coverage(f["syntax"] ? f["syntax"] : f, f["fixed"] ? f["fixed"] : f, in)) return;
    derive_vector(in);
    if (!d_.ok()) return;
    add_to_family(in, family);
    if (f["segments"]) load_segments(f["segments"], in, family);
  }

  // segments: "vlseg{nf}e8.v": the forms with nf = 2..8 fields (the nf field holds nf - 1).
  void load_segments(const YAML::Node& n, const InstrSpec& base, int family) {
    auto pattern = d_.get_string(n, "segments of " + base.name);
    if (!pattern) return;
    const auto hole = pattern->find("{nf}");
    auto nf = field_idx_.find("nf");
    if (hole == std::string::npos || nf == field_idx_.end()) {
      d_.error(n, "segments must be a mnemonic with {nf} (and the format must have the field nf)");
      return;
    }
    auto fixed_nf =
        std::find_if(base.fixed.begin(), base.fixed.end(), [&](const auto& p) { return p.first == nf->second; });
    if (fixed_nf == base.fixed.end() || fixed_nf->second != 0) {
      d_.error(n, base.name + ": a form with segments must fix nf = 0 (one field)");
      return;
    }
    for (unsigned k = 2; k <= 8; ++k) {
      InstrSpec in = base;
      in.name = pattern->substr(0, hole) + std::to_string(k) + pattern->substr(hole + 4);
      in.line = n.Mark().line;
      in.column = n.Mark().column;
      if (!valid_mnemonic(in.name)) {
        d_.error(n, "segment mnemonic '" + in.name + "' must be lower-case letters, digits and dots");
        return;
      }
      names_.claim(d_, n, in.name);
      for (auto& p : in.fixed)
        if (p.first == nf->second) p.second = k - 1;
      recompute_match(in);
      derive_vector(in);
      add_to_family(in, family);
    }
  }

  void add_to_family(InstrSpec& in, int family) {
    isa_.families[std::size_t(family)].instrs.push_back(int(isa_.instrs.size()));
    isa_.instrs.push_back(in);
  }

  void recompute_match(InstrSpec& in) const {
    in.match = in.mask = 0;
    for (const auto& p : in.fixed) {
      in.mask |= isa_.field(p.first).bits();
      in.match |= isa_.field(p.first).place(p.second);
    }
  }

  // The syntax text of the operands (type names, as in the YAML).
  std::string syntax_text(const InstrSpec& in) const { return operand_syntax(isa_, in, &OperandType::name); }

  // --- vector attributes -------------------------------------------------------------------------

  // The value of fixed field `name` of `in`, or -1.
  long fixed_value(const InstrSpec& in, const char* name) const {
    auto f = field_idx_.find(name);
    if (f == field_idx_.end()) return -1;
    for (const auto& p : in.fixed)
      if (p.first == f->second) return long(p.second);
    return -1;
  }

  // What decode and the ISS need to know about a vector instruction, from its operand types and
  // fixed fields (memory kind, element width and field count of loads and stores).
  void derive_vector(InstrSpec& in) {
    if (!(in.file == 1 && isa_.has_vector())) return;
    VecAttrs& v = in.vec;
    v.vector = true;
    for (const auto& op : in.operands) {
      const OperandType& t = isa_.type_of(op);
      if (t.kind == OpKind::vm) v.maskable = true;
      if (t.kind == OpKind::v0) v.v0_read = true;
      if (t.kind != OpKind::vreg) continue;
      const std::string& fn = isa_.field(t.field).name;
      VEew* slot = fn == "vd" ? &v.vd : fn == "vs1" ? &v.vs1 : fn == "vs2" ? &v.vs2 : fn == "vs3" ? &v.vs3 : nullptr;
      if (!slot) {
        d_.error_at(mark_of(in), in.name + ": vector register operand " + t.name + " uses field '" + fn +
                                     "' (vector operands use the fields vd, vs1, vs2 and vs3)");
        return;
      }
      *slot = t.eew;
      v.vd_read = v.vd_read || t.reads;
      v.sew_ok &= veew_sew_ok(t.eew);
    }
    if (const OperandType* rd = isa_.reg_operand(in, "rd")) v.rd_x = rd->kind == OpKind::xreg;
    const long opcode = fixed_value(in, "opcode");
    const bool load = opcode == 0x07, store = opcode == 0x27;
    if (load || store) {
      v.store = store;
      const long width = fixed_value(in, "width"), mop = fixed_value(in, "mop");
      const long umop = fixed_value(in, store ? "sumop" : "lumop"), nf = fixed_value(in, "nf");
      v.mem_eew = width == 0 ? 8 : width == 5 ? 16 : width == 6 ? 32 : 0;
      if (v.mem_eew == 0 || mop < 0) {
        d_.error_at(mark_of(in), in.name + ": a vector load/store must fix width (0, 5 or 6) and mop");
        return;
      }
      v.mem = mop == 1   ? VMem::indexed_unordered
              : mop == 2 ? VMem::strided
              : mop == 3 ? VMem::indexed_ordered
              : umop == 0x08 ? VMem::whole
              : umop == 0x0B ? VMem::mask
              : umop == 0x10 ? VMem::fault_first
                             : VMem::unit;
      v.nf = nf >= 0 ? unsigned(nf) + 1 : 1;
    } else if (v.vd == VEew::whole) {
      const long imm = fixed_value(in, "imm5");  // vmv<nr>r.v: nr - 1
      v.nf = imm >= 0 ? unsigned(imm) + 1 : 1;
    }
  }

  static YAML::Mark mark_of(const InstrSpec& in) {
    YAML::Mark m;
    m.line = in.line;
    m.column = in.column;
    return m;
  }

  bool load_instr(const YAML::Node& n, InstrSpec& in) {
    std::string what = "instruction";
    if (n.IsMap() && n["name"].IsScalar()) what += " " + n["name"].Scalar();
    if (!d_.check_keys(n,
                       {"name", "ext", "format", "fixed", "syntax", "unit", "latency", "summary", "operation", "notes",
                        "example"},
                       {"fflags", "traps"}, what))
      return false;
    in.line = n.Mark().line;
    in.column = n.Mark().column;
    auto name = d_.get_string(n["name"], "instruction name");
    in.ext = lookup_name(d_, ext_idx_, n["ext"], "extension");
    in.format = lookup_name(d_, format_idx_, n["format"], "format");
    in.unit = lookup_name(d_, unit_idx_, n["unit"], "unit");
    in.lat = lookup_name(d_, lat_idx_, n["latency"], "latency class");
    if (!name || in.ext < 0 || in.format < 0 || in.unit < 0 || in.lat < 0) return false;
    in.name = *name;
    if (!valid_mnemonic(in.name)) {
      d_.error(n["name"], "mnemonic '" + in.name + "' must be lower-case letters, digits and dots");
      return false;
    }
    names_.claim(d_, n["name"], in.name);
    load_docs(n, what, in);
    if (!load_fixed(n["fixed"], in) || !load_syntax(n["syntax"], in)) return false;
    return check_coverage(n["syntax"], n["fixed"], in);
  }

  static bool valid_mnemonic(const std::string& s) {
    if (s.empty() || !std::islower(static_cast<unsigned char>(s[0]))) return false;
    for (char c : s)
      if (!std::islower(static_cast<unsigned char>(c)) && !std::isdigit(static_cast<unsigned char>(c)) && c != '.')
        return false;
    return true;
  }

  void load_docs(const YAML::Node& n, const std::string& what, InstrSpec& in) {
    auto text = [&](const char* key, std::string& out) {
      if (auto s = d_.get_string(n[key], std::string(key) + " of " + what)) out = trim_end(*s);
    };
    text("summary", in.summary);
    text("operation", in.operation);
    text("example", in.example);
    if (auto list = d_.get_string_list(n["notes"], "notes of " + what)) in.notes = *list;
    if (n["traps"] && d_.expect_seq(n["traps"], "traps of " + what)) {
      for (const auto& t : n["traps"]) {
        const int ti = lookup_name(d_, trap_idx_, t, "trap");
        if (ti >= 0) in.traps.push_back(ti);
      }
    }
    if (n["fflags"]) {
      if (auto list = d_.get_string_list(n["fflags"], "fflags of " + what)) {
        for (const auto& f : *list)
          if (std::find(std::begin(kFlagNames), std::end(kFlagNames), f) == std::end(kFlagNames))
            d_.error(n["fflags"], "unknown FP flag '" + f + "' (known: NV, DZ, OF, UF, NX)");
        in.fflags = *list;
      }
    }
  }

  // fixed: {field: value}; the opcode may be a name from `opcodes`.
  bool load_fixed(const YAML::Node& n, InstrSpec& in) {
    if (!d_.expect_map(n, "fixed of " + in.name)) return false;
    const FormatSpec& fmt = isa_.formats[std::size_t(in.format)];
    bool ok = true;
    for (const auto& kv : n) {
      const int fi = lookup_name(d_, field_idx_, kv.first, "field");
      if (fi < 0) {
        ok = false;
        continue;
      }
      const FieldSpec& f = isa_.field(fi);
      if (std::find(fmt.fields.begin(), fmt.fields.end(), fi) == fmt.fields.end()) {
        d_.error(kv.first, "field '" + f.name + "' of " + in.name + " is not part of format " + fmt.name);
        ok = false;
        continue;
      }
      std::optional<std::uint64_t> v;
      if (fi == isa_.opcode_field && kv.second.IsScalar() && opcode_idx_.count(kv.second.Scalar()))
        v = isa_.opcodes[std::size_t(opcode_idx_[kv.second.Scalar()])].second;
      else
        v = d_.get_uint(kv.second, "value of field '" + f.name + "' of " + in.name, f.max_value());
      if (!v) {
        ok = false;
        continue;
      }
      in.fixed.push_back({fi, std::uint32_t(*v)});
      in.mask |= f.bits();
      in.match |= f.place(std::uint32_t(*v));
    }
    return ok;
  }

  // "xd, imm12(xs1)", "fd, fs1, fs2[, rm3]", "" (no operands).
  bool load_syntax(const YAML::Node& n, InstrSpec& in) {
    auto text = d_.get_string(n, "syntax of " + in.name);
    if (!text) return false;
    in.syntax = *text;
    const std::string& s = *text;
    std::size_t i = 0;
    bool optional = false;
    auto skip_ws = [&] {
      while (i < s.size() && s[i] == ' ') ++i;
    };
    auto ident = [&](std::string& out) {
      const std::size_t b = i;
      while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '_')) ++i;
      out = s.substr(b, i - b);
      return !out.empty();
    };
    auto fail = [&](const std::string& msg) {
      d_.error_in_scalar(n, i, "syntax of " + in.name + ": " + msg);
      return false;
    };
    skip_ws();
    while (i < s.size()) {
      if (!in.operands.empty()) {
        if (s.compare(i, 1, "[") == 0) {
          optional = true;
          ++i;
        }
        if (s.compare(i, 1, ",") != 0) return fail("expected ','");
        ++i;
        skip_ws();
      }
      std::string name;
      bool paren = false;
      if (i < s.size() && s[i] == '(') {  // "(xs1)": an operand of its own in parentheses
        paren = true;
        ++i;
      }
      const std::size_t at = i;
      if (!ident(name)) return fail("expected an operand type name");
      if (paren) {
        if (i >= s.size() || s[i] != ')') return fail("expected ')'");
        ++i;
      }
      InsnOperand op;
      op.type = operand_type(n, at, name, in);
      op.optional = optional;
      op.paren = paren;
      if (op.type < 0) return false;
      in.operands.push_back(op);
      if (i < s.size() && s[i] == '(') {
        ++i;
        std::string base;
        const std::size_t bat = i;
        if (!ident(base) || i >= s.size() || s[i] != ')') return fail("expected '(register)'");
        ++i;
        InsnOperand b;
        b.type = operand_type(n, bat, base, in);
        b.base = true;
        if (b.type < 0) return false;
        in.operands.push_back(b);
      }
      if (optional) {
        if (i >= s.size() || s[i] != ']') return fail("expected ']' after the optional operand");
        ++i;
        if (i != s.size()) return fail("only the last operand can be optional");
        const OpKind k = isa_.type_of(in.operands.back()).kind;
        if (in.operands.back().base || (k != OpKind::rm && k != OpKind::vm))
          return fail("only a rounding mode or a vector mask can be optional");
      }
      skip_ws();
    }
    return true;
  }

  int operand_type(const YAML::Node& n, std::size_t at, const std::string& name, const InstrSpec& in) {
    auto it = type_idx_.find(name);
    if (it == type_idx_.end()) {
      std::vector<std::string> known;
      for (const auto& t : isa_.operand_types) known.push_back(t.name);
      d_.error_in_scalar(n, at, "syntax of " + in.name + ": unknown operand type '" + name + "' (known: " +
                                    join(known, ", ") + ")");
      return -1;
    }
    return it->second;
  }

  // The fixed fields and the operand fields cover the format's fields exactly once (errors at the
  // syntax / fixed nodes).
  bool check_coverage(const YAML::Node& syntax_at, const YAML::Node& fixed_at, const InstrSpec& in) {
    const FormatSpec& fmt = isa_.formats[std::size_t(in.format)];
    std::map<int, std::string> owner;  // field -> "fixed" or operand type
    for (const auto& f : in.fixed) owner[f.first] = "a fixed value";
    bool ok = true;
    int imm_ops = 0;
    for (const auto& op : in.operands) {
      const OperandType& t = isa_.type_of(op);
      imm_ops += t.is_imm();
      for (int fi : t.fields) {
        if (std::find(fmt.fields.begin(), fmt.fields.end(), fi) == fmt.fields.end()) {
          d_.error(syntax_at, in.name + ": operand " + t.name + " uses field '" + isa_.field(fi).name +
                                    "', which is not part of format " + fmt.name);
          ok = false;
        } else if (owner.count(fi)) {
          d_.error(syntax_at, in.name + ": field '" + isa_.field(fi).name + "' is both " + owner[fi] +
                                    " and operand " + t.name);
          ok = false;
        } else {
          owner[fi] = "operand " + t.name;
        }
      }
    }
    if (imm_ops > 1) {
      d_.error(syntax_at, in.name + " has more than one immediate operand");
      ok = false;
    }
    for (int fi : fmt.fields)
      if (!owner.count(fi)) {
        d_.error(fixed_at, in.name + ": field '" + isa_.field(fi).name + "' of format " + fmt.name +
                                 " is neither fixed nor an operand");
        ok = false;
      }
    if (!owner.count(isa_.opcode_field)) ok = false;  // reported above
    return ok;
  }

  void check_overlap() {
    std::vector<PatternRef> refs;
    for (const auto& in : isa_.instrs) refs.push_back({in.name, in.match, in.mask, in.line, in.column});
    check_overlaps(d_, refs);
  }

  YamlDiag& d_;
  IsaSpec isa_;
  bool extension_ = false;
  std::map<std::string, int> field_idx_, opcode_idx_, format_idx_, type_idx_, imm_idx_, ext_idx_, unit_idx_, lat_idx_,
      trap_idx_, variant_idx_;
  std::vector<YAML::Node> variant_nodes_;
  NameRegistry names_;
};

}  // namespace

// --- IsaSpec / OperandType helpers -------------------------------------------------------------------

unsigned OperandType::align_bits() const {
  unsigned a = 0;
  while (a < word_bit.size() && word_bit[a] < 0) ++a;
  return a;
}

std::int64_t OperandType::min_value() const {
  if (is_signed()) return -(std::int64_t(1) << (bits - 1));
  return 0;
}

std::int64_t OperandType::max_value() const {
  const std::int64_t a = std::int64_t(1) << align_bits();
  if (is_signed()) return (std::int64_t(1) << (bits - 1)) - a;
  return (std::int64_t(1) << bits) - a;
}

std::uint32_t OperandType::word_mask() const {
  if (!is_imm()) return 0;
  std::uint32_t m = 0;
  for (int b : word_bit)
    if (b >= 0) m |= 1u << b;
  return m;
}

std::uint32_t OperandType::encode(std::uint32_t value) const {
  std::uint32_t w = 0;
  for (unsigned i = 0; i < word_bit.size(); ++i)
    if (word_bit[i] >= 0 && (value >> i & 1u)) w |= 1u << word_bit[i];
  return w;
}

std::uint32_t OperandType::decode(std::uint32_t word) const {
  std::uint32_t v = 0;
  for (unsigned i = 0; i < word_bit.size(); ++i)
    if (word_bit[i] >= 0 && (word >> word_bit[i] & 1u)) v |= 1u << i;
  return v;
}

unsigned IsaSpec::max_operands() const {
  std::size_t n = 0;
  for (const auto& in : instrs) n = std::max(n, in.operands.size());
  return unsigned(n);
}

const OperandType* IsaSpec::reg_operand(const InstrSpec& in, const std::string& slot) const {
  for (const auto& op : in.operands) {
    const OperandType& t = type_of(op);
    if (!t.is_reg()) continue;
    const Slot* s = slot_of(field(t.field));
    if (s && slot == s->name) return &t;
  }
  return nullptr;
}

int IsaSpec::reg_kind(const InstrSpec& in, const std::string& slot) const {
  const OperandType* t = reg_operand(in, slot);
  if (!t) return 0;
  return t->kind == OpKind::xreg ? 1 : t->kind == OpKind::freg ? 2 : 3;
}

int IsaSpec::imm_kind(const InstrSpec& in) const {
  for (const auto& op : in.operands)
    if (type_of(op).imm_kind >= 0) return type_of(op).imm_kind;
  return -1;
}

bool IsaSpec::has_rm(const InstrSpec& in) const {
  for (const auto& op : in.operands)
    if (type_of(op).kind == OpKind::rm) return true;
  return false;
}

std::string sv_insn_name(const std::string& mnemonic) {
  std::string s = "INSN_" + upper(mnemonic);
  for (char& c : s)
    if (c == '.') c = '_';
  return s;
}

std::string cpp_insn_name(const std::string& mnemonic) {
  std::string s = mnemonic;
  for (char& c : s)
    if (c == '.') c = '_';
  return cpp_ident(s);
}

std::string operand_syntax(const IsaSpec& isa, const InstrSpec& in, std::string OperandType::*label) {
  std::string s;
  for (std::size_t i = 0; i < in.operands.size(); ++i) {
    const InsnOperand& op = in.operands[i];
    const std::string& t = isa.type_of(op).*label;
    if (op.base)
      s += "(" + t + ")";
    else if (op.optional)
      s += "[, " + t + "]";
    else
      s += (i ? ", " : "") + (op.paren ? "(" + t + ")" : t);
  }
  return s;
}

std::string display_syntax(const IsaSpec& isa, const InstrSpec& in) {
  return operand_syntax(isa, in, &OperandType::show);
}

IsaSpec load_isa(YamlDiag& diag, const std::string& source) { return IsaLoader(diag, source).load(); }

void load_isa_extension(YamlDiag& diag, const std::string& source, IsaSpec& isa,
                        const std::vector<std::string>& lat_ids) {
  isa = IsaLoader(diag, source, std::move(isa), lat_ids).load_extension();
}

}  // namespace kc::gen::rv32
