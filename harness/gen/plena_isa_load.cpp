// Loader and validator of plena_isa.yaml. Every problem is reported with file:line:col; loading
// continues after an error so that one run shows all of them.
#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "gen_util.h"
#include "kc/yaml_diag.h"
#include "plena_spec.h"

namespace kc::gen::plena {

const std::vector<std::string>& latency_identifiers() {
  static const std::vector<std::string> ids = {"VLEN",    "MLEN",       "BLEN",        "HLEN",
                                               "LANES",   "BEATS",      "RED_LEVELS",  "PV_ROWS",
                                               "ST_ROWS", "PORT_ELEMS", "HBM_LATENCY", "HBM_BEAT_CYCLES"};
  return ids;
}

namespace {

std::string hex2(unsigned v) { return "0x" + upper(hex(v, 2)); }

std::string field_range(const FieldSpec& f) { return "[" + std::to_string(f.msb) + ":" + std::to_string(f.lsb) + "]"; }

class IsaLoader {
 public:
  IsaLoader(YamlDiag& d, const std::string& source) : d_(d) { isa_.source = source; }

  IsaSpec load() {
    const YAML::Node root = d_.load();
    if (!root.IsDefined()) return std::move(isa_);
    d_.check_keys(root,
                  {"isa", "version", "word_bits", "fields", "formats", "operand_kinds", "units", "latency_classes",
                   "reserved", "instructions"},
                  {"statuses", "faults", "counters", "performance_notes"}, "the ISA table");
    if (!root.IsMap()) return std::move(isa_);
    load_header(root);
    if (root["fields"]) load_fields(root["fields"]);
    if (root["formats"]) load_formats(root["formats"]);
    if (root["operand_kinds"]) load_kinds(root["operand_kinds"]);
    if (root["units"]) load_units(root["units"]);
    if (root["latency_classes"]) load_lat_classes(root["latency_classes"]);
    if (root["performance_notes"]) {
      if (auto t = d_.get_string(root["performance_notes"], "performance_notes")) isa_.performance_notes = *t;
    }
    if (root["statuses"]) load_codes(root["statuses"], "statuses", true, isa_.statuses);
    if (root["faults"]) load_codes(root["faults"], "faults", true, isa_.faults);
    if (root["counters"]) load_codes(root["counters"], "counters", false, isa_.counters);
    if (root["reserved"]) load_reserved(root["reserved"]);
    // Instructions need the opcode field and the operand kinds.
    if (root["instructions"] && isa_.opcode_field >= 0 && !isa_.kinds.empty()) load_instrs(root["instructions"]);
    if (d_.ok()) check_overlap();
    return std::move(isa_);
  }

 private:
  // --- header, fields, formats, kinds, units, latency classes ----------------------------------

  void load_header(const YAML::Node& root) {
    if (auto s = d_.get_string(root["isa"], "isa")) {
      isa_.isa = *s;
      if (*s != "plena") d_.error(root["isa"], "isa is '" + *s + "', but this generator is for 'plena'");
    }
    if (auto v = d_.get_uint(root["version"], "version", 1000)) isa_.version = unsigned(*v);
    if (auto v = d_.get_uint(root["word_bits"], "word_bits")) {
      if (*v != 32) d_.error(root["word_bits"], "word_bits must be 32 (the C++ tables use uint32_t words)");
    }
  }

  void load_fields(const YAML::Node& n) {
    kc::gen::load_fields(d_, n, isa_.fields, field_idx_);
    if (!field_idx_.count("opcode")) {
      d_.error(n, "fields must define 'opcode'");
      return;
    }
    isa_.opcode_field = field_idx_["opcode"];
  }

  void load_formats(const YAML::Node& n) {
    if (!d_.expect_map(n, "formats")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "format name");
      if (!name) continue;
      const std::string what = "format " + *name;
      if (!d_.check_keys(kv.second, {"fields", "doc"}, {}, what)) continue;
      FormatSpec f;
      f.name = *name;
      if (auto doc = d_.get_string(kv.second["doc"], "doc of " + what)) f.doc = *doc;
      if (!d_.expect_seq(kv.second["fields"], "fields of " + what)) continue;
      std::uint32_t used = isa_.opcode_field >= 0 ? isa_.opcode().place(0xFFFFFFFFu) : 0;
      for (const auto& fn : kv.second["fields"]) {
        const int fi = lookup(field_idx_, fn, "field");
        if (fi < 0) continue;
        const FieldSpec& fs = isa_.fields[std::size_t(fi)];
        if (fi == isa_.opcode_field) {
          d_.error(fn, "the opcode field is implied in every format; do not list it");
          continue;
        }
        if (fs.place(0xFFFFFFFFu) & used) {
          d_.error(fn, "field '" + fs.name + "' " + field_range(fs) + " overlaps another field of " + what);
          continue;
        }
        used |= fs.place(0xFFFFFFFFu);
        f.fields.push_back(fi);
      }
      format_idx_[f.name] = int(isa_.formats.size());
      isa_.formats.push_back(f);
    }
  }

  void load_kinds(const YAML::Node& n) {
    if (!d_.expect_map(n, "operand_kinds")) return;
    isa_.kinds.resize(kNumKinds);
    std::vector<bool> seen(kNumKinds, false);
    for (const auto& kv : n) {
      auto name = d_.get_string(kv.first, "operand kind name");
      if (!name) continue;
      int id = -1;
      for (int k = 0; k < kNumKinds; ++k)
        if (*name == kind_id_name(KindId(k))) id = k;
      if (id < 0) {
        d_.error(kv.first, "unknown operand kind '" + *name + "' (the generator knows: gp, fp, areg, imm, flag, zero)");
        continue;
      }
      KindSpec& k = isa_.kinds[std::size_t(id)];
      k.id = KindId(id);
      k.name = *name;
      seen[std::size_t(id)] = true;
      load_kind(kv.second, k);
    }
    for (int k = 0; k < kNumKinds; ++k)
      if (!seen[std::size_t(k)])
        d_.error(n, std::string("operand_kinds must define '") + kind_id_name(KindId(k)) + "'");
    for (int k = 0; k < kNumKinds; ++k) kind_idx_[kind_id_name(KindId(k))] = k;
  }

  void load_kind(const YAML::Node& n, KindSpec& k) {
    const std::string what = "operand kind " + k.name;
    if (k.is_register())
      d_.check_keys(n, {"syntax", "count", "doc"}, {}, what);
    else
      d_.check_keys(n, {"syntax", "doc"}, {}, what);
    if (!n.IsMap()) return;
    if (auto s = d_.get_string(n["syntax"], "syntax of " + what)) k.syntax = *s;
    if (auto s = d_.get_string(n["doc"], "doc of " + what)) k.doc = *s;
    if (!k.is_register()) return;
    if (k.syntax.size() < 2 || k.syntax.back() != 'N' || !is_identifier(k.syntax.substr(0, k.syntax.size() - 1)))
      d_.error(n["syntax"], "syntax of register kind " + k.name + " must be a prefix followed by N (e.g. gpN)");
    else
      k.reg_prefix = k.syntax.substr(0, k.syntax.size() - 1);
    if (auto c = d_.get_uint(n["count"], "count of " + what, 1u << 16)) {
      if (!is_pow2(*c))
        d_.error(n["count"],
                 "count of " + what + " must be a power of two (unused register numbers are fixed-zero bits)");
      else
        k.count = unsigned(*c);
    }
  }

  void load_units(const YAML::Node& n) {
    if (!d_.expect_map(n, "units")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "unit name");
      auto doc = d_.get_string(kv.second, "doc of unit");
      if (!name || !doc) continue;
      unit_idx_[*name] = int(isa_.units.size());
      isa_.units.push_back({*name, *doc});
    }
  }

  void load_lat_classes(const YAML::Node& n) {
    if (!d_.expect_map(n, "latency_classes")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "latency class name");
      if (!name) continue;
      const std::string what = "latency class " + *name;
      if (!d_.check_keys(kv.second, {"latency", "interval", "doc"}, {}, what)) continue;
      LatClassSpec c;
      c.name = *name;
      c.latency_pos = parse_expr(kv.second["latency"], "latency of class " + c.name, c.latency);
      c.interval_pos = parse_expr(kv.second["interval"], "interval of class " + c.name, c.interval);
      if (auto doc = d_.get_string(kv.second["doc"], "doc of " + what)) c.doc = *doc;
      lat_idx_[c.name] = int(isa_.lat_classes.size());
      isa_.lat_classes.push_back(std::move(c));
    }
  }

  // Parses the expression in scalar `n`; returns the position of its first character.
  SrcPos parse_expr(const YAML::Node& n, const std::string& what, Expr& e) {
    return parse_expr_node(d_, n, what, latency_identifiers(), e);
  }

  // --- run statuses, fault kinds, counters -----------------------------------------------------

  // A list of {name, code, doc} (or {name, doc} when the code is the position). Names and codes
  // are unique; codes start at 1 (0 means "running" / "no fault" in the RTL).
  void load_codes(const YAML::Node& n, const std::string& what, bool with_code, std::vector<NamedCodeSpec>& out) {
    if (!d_.expect_seq(n, what)) return;
    std::set<std::string> names;
    std::set<unsigned> codes;
    for (const auto& e : n) {
      bool keys_ok = with_code ? d_.check_keys(e, {"name", "code", "doc"}, {}, what + " entry")
                               : d_.check_keys(e, {"name", "doc"}, {}, what + " entry");
      if (!keys_ok) continue;
      NamedCodeSpec c;
      auto name = d_.get_identifier(e["name"], what + " name");
      auto doc = d_.get_string(e["doc"], "doc");
      if (!name || !doc) continue;
      c.name = *name;
      c.doc = *doc;
      if (with_code) {
        auto code = d_.get_uint(e["code"], "code", 255);
        if (!code) continue;
        if (*code == 0) d_.error(e["code"], what + " codes start at 1 (0 means none)");
        c.code = unsigned(*code);
        if (!codes.insert(c.code).second) d_.error(e["code"], "code " + std::to_string(c.code) + " is used twice in " + what);
      } else {
        c.code = unsigned(out.size());
      }
      if (!names.insert(c.name).second) d_.error(e["name"], "'" + c.name + "' appears twice in " + what);
      out.push_back(c);
    }
  }

  // --- reserved opcodes and instructions -------------------------------------------------------

  void load_reserved(const YAML::Node& n) {
    if (!d_.expect_seq(n, "reserved")) return;
    for (const auto& r : n) {
      if (!d_.check_keys(r, {"name", "opcode", "reason"}, {}, "reserved opcode entry")) continue;
      ReservedSpec s;
      auto name = d_.get_identifier(r["name"], "reserved name");
      auto opc = get_opcode(r["opcode"]);
      auto reason = d_.get_string(r["reason"], "reason");
      if (!name || !opc || !reason) continue;
      s.name = *name;
      s.opcode = *opc;
      s.reason = *reason;
      claim(r["name"], r["opcode"], s.name, s.opcode);
      isa_.reserved.push_back(s);
    }
  }

  void load_instrs(const YAML::Node& n) {
    if (!d_.expect_seq(n, "instructions")) return;
    for (const auto& node : n) {
      InstrSpec in;
      if (load_instr(node, in)) {
        compute_match_mask(isa_, in);
        isa_.instrs.push_back(std::move(in));
      }
    }
    if (isa_.instrs.empty()) d_.error(n, "the ISA defines no instruction");
  }

  // Reads one instruction; false if it is unusable (errors recorded).
  bool load_instr(const YAML::Node& n, InstrSpec& in) {
    std::string what = "instruction";
    if (n.IsMap() && n["name"].IsScalar()) what += " " + n["name"].Scalar();
    const bool keys_ok = d_.check_keys(
        n,
        {"name", "opcode", "format", "unit", "latency", "operands", "summary", "operation", "description", "example"},
        {"constraints", "mistakes"}, what);
    if (!keys_ok) return false;
    in.line = n.Mark().line;
    in.column = n.Mark().column;
    auto name = d_.get_identifier(n["name"], "instruction name");
    auto opc = get_opcode(n["opcode"]);
    in.format = lookup(format_idx_, n["format"], "format");
    in.unit = lookup(unit_idx_, n["unit"], "unit");
    in.lat = lookup(lat_idx_, n["latency"], "latency class");
    if (!name || !opc || in.format < 0 || in.unit < 0 || in.lat < 0) return false;
    in.name = *name;
    in.opcode = *opc;
    claim(n["name"], n["opcode"], in.name, in.opcode);
    load_docs(n, what, in);
    return load_operands(n["operands"], in);
  }

  void load_docs(const YAML::Node& n, const std::string& what, InstrSpec& in) {
    auto text = [&](const char* key, std::string& out) {
      if (auto s = d_.get_string(n[key], std::string(key) + " of " + what)) out = trim_end(*s);
    };
    text("summary", in.summary);
    text("operation", in.operation);
    text("description", in.description);
    text("example", in.example);
    for (const char* key : {"constraints", "mistakes"}) {
      if (!n[key]) continue;
      auto list = d_.get_string_list(n[key], std::string(key) + " of " + what);
      if (list) (std::string(key) == "constraints" ? in.constraints : in.mistakes) = *list;
    }
  }

  bool load_operands(const YAML::Node& n, InstrSpec& in) {
    if (!d_.expect_seq(n, "operands of " + in.name)) return false;
    bool good = true;
    std::map<int, std::string> by_field;
    std::set<std::string> names;
    bool seen_optional = false;
    for (const auto& node : n) {
      OperandSpec op;
      if (!load_operand(node, in, op)) {
        good = false;
        continue;
      }
      const std::string& fname = isa_.field_of(op).name;
      if (by_field.count(op.field)) {
        d_.error(node, "operands '" + by_field[op.field] + "' and '" + op.name + "' of " + in.name +
                           " both use field '" + fname + "'");
        good = false;
      }
      by_field[op.field] = op.name;
      if (op.kind != KindId::zero && !names.insert(op.name).second) {
        d_.error(node, "two operands of " + in.name + " are named '" + op.name + "'");
        good = false;
      }
      if (seen_optional && !op.optional) {
        d_.error(node, "operand '" + op.name + "' of " + in.name +
                           " follows an optional operand; optional operands must come last");
        good = false;
      }
      seen_optional |= op.optional;
      in.operands.push_back(op);
    }
    return good;
  }

  // Reads and checks one operand of `in` (whose format is known).
  bool load_operand(const YAML::Node& n, const InstrSpec& in, OperandSpec& op) {
    const std::string what = "operand of " + in.name;
    if (!d_.check_keys(n, {"name", "field", "kind"}, {"role", "hint", "values", "optional", "nonzero"}, what))
      return false;
    auto name = d_.get_string(n["name"], "operand name");
    op.field = lookup(field_idx_, n["field"], "field");
    const int kind = lookup(kind_idx_, n["kind"], "operand kind");
    if (!name || op.field < 0 || kind < 0) return false;
    op.name = *name;
    op.kind = KindId(kind);
    const std::string opw = "operand '" + op.name + "' of " + in.name;
    if (auto s = n["role"] ? d_.get_string(n["role"], "role of " + opw) : std::optional<std::string>("")) op.role = *s;
    if (auto s = n["hint"] ? d_.get_string(n["hint"], "hint of " + opw) : std::optional<std::string>("")) op.hint = *s;
    return check_operand_field(n, in, opw, op) && load_operand_values(n, opw, op);
  }

  // The field must belong to the format and suit the kind.
  bool check_operand_field(const YAML::Node& n, const InstrSpec& in, const std::string& opw, const OperandSpec& op) {
    const FormatSpec& fmt = isa_.formats[std::size_t(in.format)];
    const FieldSpec& f = isa_.field_of(op);
    if (std::find(fmt.fields.begin(), fmt.fields.end(), op.field) == fmt.fields.end()) {
      std::string list;
      for (int fi : fmt.fields) list += (list.empty() ? "" : ", ") + isa_.fields[std::size_t(fi)].name;
      d_.error(n["field"], opw + " uses field '" + f.name + "', which is not part of format " + fmt.name +
                               " (fields: " + list + ")");
      return false;
    }
    if (op.kind == KindId::imm && !f.is_immediate()) {
      d_.error(n["kind"], opw + " is an immediate but field '" + f.name + "' is not an immediate field (imm*)");
      return false;
    }
    if (op.kind != KindId::imm && op.kind != KindId::zero && f.is_immediate()) {
      d_.error(n["kind"],
               opw + " of kind " + kind_id_name(op.kind) + " cannot use the immediate field '" + f.name + "'");
      return false;
    }
    return true;
  }

  // values / max / nonzero / optional.
  bool load_operand_values(const YAML::Node& n, const std::string& opw, OperandSpec& op) {
    const FieldSpec& f = isa_.field_of(op);
    if (n["values"] && op.kind != KindId::flag) {
      d_.error(n["values"],
               "'values' is only allowed for flag operands (" + opw + " is " + kind_id_name(op.kind) + ")");
      return false;
    }
    switch (op.kind) {
      case KindId::gp:
      case KindId::fp:
      case KindId::areg: {
        const unsigned count = isa_.kind(op.kind).count;
        if (count == 0) return false;  // kind already reported
        if (count - 1 > f.max_value()) {
          d_.error(n["field"], opw + ": field '" + f.name + "' (" + std::to_string(f.width()) + " bits) cannot hold " +
                                   std::to_string(count) + " registers");
          return false;
        }
        op.max = count - 1;
        break;
      }
      case KindId::imm:
        op.max = f.max_value();
        break;
      case KindId::zero:
        op.max = 0;
        break;
      case KindId::flag:
        if (!load_flag_values(n, opw, op)) return false;
        break;
    }
    if (n["nonzero"]) {
      auto b = d_.get_bool(n["nonzero"], "nonzero of " + opw);
      if (!b) return false;
      if (*b && op.kind == KindId::zero) {
        d_.error(n["nonzero"], opw + " is a zero placeholder and cannot be nonzero");
        return false;
      }
      op.nonzero = *b;
    }
    if (n["optional"]) {
      auto v = d_.get_uint(n["optional"], "default value (optional) of " + opw);
      if (!v) return false;
      if (*v > op.max || *v < op.min_value()) {
        d_.error(n["optional"], "default value " + std::to_string(*v) + " of " + opw + " is not an allowed value (" +
                                    allowed_values_text(isa_, op) + ")");
        return false;
      }
      op.optional = true;
      op.default_value = std::uint32_t(*v);
    }
    return true;
  }

  // Flags list their values, which must be exactly 0..2^k-1 (so the rest are fixed-zero bits).
  bool load_flag_values(const YAML::Node& n, const std::string& opw, OperandSpec& op) {
    const YAML::Node& v = n["values"];
    if (!v) {
      d_.error(n, "flag " + opw + " needs 'values' (its allowed values, 0..2^k-1)");
      return false;
    }
    if (!d_.expect_seq(v, "values of " + opw)) return false;
    std::string got;
    bool exact = v.size() > 0 && is_pow2(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
      auto x = d_.get_uint(v[i], "value of " + opw);
      if (!x) return false;
      got += (got.empty() ? "" : ", ") + std::to_string(*x);
      exact = exact && *x == i;
      op.values.push_back(std::uint32_t(*x));
    }
    if (!exact) {
      d_.error(v, "values of flag " + opw +
                      " must be exactly 0..2^k-1 ([0], [0, 1], [0, 1, 2, 3], ...) so that "
                      "unused values are fixed-zero bits; got [" +
                      got + "]");
      return false;
    }
    if (v.size() - 1 > isa_.field_of(op).max_value()) {
      d_.error(v, "values of flag " + opw + " do not fit field '" + isa_.field_of(op).name + "'");
      return false;
    }
    op.max = std::uint32_t(v.size() - 1);
    return true;
  }

  // --- helpers ---------------------------------------------------------------------------------

  std::optional<unsigned> get_opcode(const YAML::Node& n) {
    const std::uint32_t max = isa_.opcode_field >= 0 ? isa_.opcode().max_value() : 0xFFFFFFFFu;
    auto v = d_.get_uint(n, "opcode", max);
    if (!v) return std::nullopt;
    return unsigned(*v);
  }

  // Index of the name in `node` in `table`, or -1 with "unknown <what> 'x' (known: ...)".
  int lookup(const std::map<std::string, int>& table, const YAML::Node& node, const std::string& what) {
    return lookup_name(d_, table, node, what);
  }

  // Registers a mnemonic and an opcode; reports a clash with an earlier instruction or reserved entry.
  void claim(const YAML::Node& name_node, const YAML::Node& opc_node, const std::string& name, unsigned opcode) {
    const int line = name_node.Mark().line + 1;
    names_.claim(d_, name_node, name);
    auto o = opcodes_.find(opcode);
    if (o != opcodes_.end())
      d_.error(opc_node, "opcode " + hex2(opcode) + " of " + name + " is already used by " + o->second.first +
                             " (line " + std::to_string(o->second.second) + ")");
    else
      opcodes_[opcode] = {name, line};
  }

  void check_overlap() {
    std::vector<PatternRef> refs;
    for (const auto& in : isa_.instrs) refs.push_back({in.name, in.match, in.mask, in.line, in.column});
    check_overlaps(d_, refs);
  }

  YamlDiag& d_;
  IsaSpec isa_;
  std::map<std::string, int> field_idx_, format_idx_, kind_idx_, unit_idx_, lat_idx_;
  NameRegistry names_;                                        // mnemonics
  std::map<unsigned, std::pair<std::string, int>> opcodes_;   // opcode -> (name, line)
};

}  // namespace

IsaSpec load_isa(YamlDiag& diag, const std::string& source) { return IsaLoader(diag, source).load(); }

}  // namespace kc::gen::plena
