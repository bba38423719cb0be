// Loader and validator of the aie ISA table (rtl/aie/isa/aie_isa.yaml): fields, slots, formats,
// element types, operand types, latency classes, the non-linear tables and the operations (with
// `types:` expanded). Computes every operation's match/mask (the format's fields that are not
// operands are fixed: to their `fixed` value or zero; bits no field of the format covers are
// zero), and proves that no two operations can match the same word. Every error is
// file:line:col.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

#include "aie_spec.h"
#include "gen_util.h"

namespace kc::gen::aie {

namespace {

const std::vector<std::string> kLatIds = {"LOAD_LATENCY",   "MUL_LATENCY",     "MAC_INT_LATENCY", "MAC_BF16_LATENCY",
                                          "SRS_LATENCY",    "UPS_LATENCY",     "VALU_LATENCY",    "MOVE_LATENCY",
                                          "NONLIN_LATENCY", "MAC_INT8_PER_CYCLE", "MAC_BF16_PER_CYCLE"};

const std::set<std::string> kSlotNames = {"ld", "st", "scl", "vec", "mv"};
const std::set<std::string> kKinds = {"reg", "simm", "uimm", "enum", "addr", "target"};
const std::set<std::string> kRoles = {"read", "w", "rw", "acc"};

SrcPos pos_of(const YAML::Node& n) { return {n.Mark().line, n.Mark().column}; }

std::uint32_t f32_bits(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

class Loader {
 public:
  Loader(YamlDiag& d, const std::string& source) : d_(d) { isa_.source = source; }

  IsaSpec load() {
    const YAML::Node root = d_.load();
    if (!root.IsDefined()) return std::move(isa_);
    if (!d_.expect_map(root, "the ISA table")) return std::move(isa_);
    if (!d_.check_keys(root,
                       {"isa", "version", "word_bits", "max_bundle_ops", "bundle_doc", "fields", "slots", "formats",
                        "elem_types", "operand_types", "addressing_doc", "latency_classes", "latency_doc",
                        "memory_doc", "registers_doc", "nonlinear", "instructions"},
                       {}, "the ISA table"))
      return std::move(isa_);
    if (auto s = d_.get_identifier(root["isa"], "isa")) isa_.name = *s;
    if (auto v = d_.get_uint(root["version"], "version", 1000)) isa_.version = unsigned(*v);
    if (auto v = d_.get_uint(root["word_bits"], "word_bits"); v && *v != 32)
      d_.error(root["word_bits"], "word_bits must be 32 (operations are 32-bit words)");
    if (auto v = d_.get_uint(root["max_bundle_ops"], "max_bundle_ops", 16)) isa_.max_bundle_ops = unsigned(*v);
    auto text = [&](const char* key, std::string& out) {
      if (auto s = d_.get_string(root[key], key)) out = *s;
    };
    text("bundle_doc", isa_.bundle_doc);
    text("addressing_doc", isa_.addressing_doc);
    text("latency_doc", isa_.latency_doc);
    text("memory_doc", isa_.memory_doc);
    text("registers_doc", isa_.registers_doc);
    load_fields(d_, root["fields"], isa_.fields, isa_.field_index);
    for (const char* f : {"last", "opc", "p", "amode", "aoff"})
      if (!isa_.field_index.count(f)) d_.error(root["fields"], std::string("the table needs a field '") + f + "'");
    if (!d_.ok()) return std::move(isa_);
    if (isa_.fields[isa_.field_index["last"]].msb != 31 || isa_.fields[isa_.field_index["last"]].lsb != 31)
      d_.error(root["fields"], "field 'last' must be [31, 31]: the bundle bit");
    load_slots(root["slots"]);
    load_formats(root["formats"]);
    load_elem_types(root["elem_types"]);
    load_operand_types(root["operand_types"]);
    load_lat_classes(root["latency_classes"]);
    load_nonlinear(root["nonlinear"]);
    if (!d_.ok()) return std::move(isa_);
    load_ops(root["instructions"]);
    if (d_.ok()) check_no_overlap();
    return std::move(isa_);
  }

 private:
  void load_slots(const YAML::Node& n) {
    if (!d_.expect_seq(n, "slots")) return;
    for (const auto& s : n) {
      if (!d_.expect_map(s, "a slot") || !d_.check_keys(s, {"name", "unit", "doc"}, {}, "slot")) continue;
      SlotSpec spec;
      if (auto v = d_.get_identifier(s["name"], "slot name")) spec.name = *v;
      if (auto v = d_.get_identifier(s["unit"], "slot unit")) spec.unit = *v;
      if (auto v = d_.get_string(s["doc"], "slot doc")) spec.doc = *v;
      isa_.slots.push_back(spec);
    }
    const std::vector<std::string> want = {"lda", "ldb", "st", "scl", "vec", "mv"};
    std::vector<std::string> got;
    for (const auto& s : isa_.slots) got.push_back(s.name);
    if (d_.ok() && got != want)
      d_.error(n, "the slots must be, in bundle order: " + join(want, ", ") + " (the assembler, ISS and RTL rely on it)");
    if (isa_.max_bundle_ops != isa_.slots.size() && d_.ok())
      d_.error(n, "max_bundle_ops is " + std::to_string(isa_.max_bundle_ops) + " but there are " +
                      std::to_string(isa_.slots.size()) + " slots");
  }

  void load_formats(const YAML::Node& n) {
    if (!d_.expect_map(n, "formats")) return;
    for (const auto& kv : n) {
      FormatSpec f;
      auto name = d_.get_identifier(kv.first, "format name");
      if (!name || !d_.expect_map(kv.second, "format " + *name) ||
          !d_.check_keys(kv.second, {"fields", "doc"}, {}, "format " + *name))
        continue;
      f.name = *name;
      if (auto s = d_.get_string(kv.second["doc"], "format doc")) f.doc = *s;
      std::uint32_t used = 1u << 31;
      if (!d_.expect_seq(kv.second["fields"], "fields of format " + *name)) continue;
      for (const auto& fn : kv.second["fields"]) {
        const int i = lookup_name(d_, isa_.field_index, fn, "field");
        if (i < 0) continue;
        const std::uint32_t bits = isa_.fields[i].bits();
        if (used & bits) {
          d_.error(fn, "field '" + isa_.fields[i].name + "' overlaps another field of format " + *name +
                           " (or the bundle bit 31)");
          continue;
        }
        used |= bits;
        f.fields.push_back(i);
      }
      format_index_[f.name] = int(isa_.formats.size());
      isa_.formats.push_back(f);
    }
  }

  void load_elem_types(const YAML::Node& n) {
    if (!d_.expect_map(n, "elem_types")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "element type");
      if (!name || !d_.expect_map(kv.second, "element type " + *name) ||
          !d_.check_keys(kv.second, {"code", "bits", "lanes", "doc"}, {}, "element type " + *name))
        continue;
      ElemTypeSpec e;
      e.name = *name;
      if (auto v = d_.get_uint(kv.second["code"], "code", 3)) e.code = unsigned(*v);
      if (auto v = d_.get_uint(kv.second["bits"], "bits", 32)) e.bits = unsigned(*v);
      if (auto v = d_.get_uint(kv.second["lanes"], "lanes", 64)) e.lanes = unsigned(*v);
      if (auto v = d_.get_string(kv.second["doc"], "doc")) e.doc = *v;
      if (e.bits * e.lanes != 512) d_.error(kv.second["lanes"], "bits x lanes of " + e.name + " must be 512");
      elem_index_[e.name] = int(isa_.elem_types.size());
      isa_.elem_types.push_back(e);
    }
  }

  void load_operand_types(const YAML::Node& n) {
    if (!d_.expect_map(n, "operand_types")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "operand type");
      if (!name || !d_.expect_map(kv.second, "operand type " + *name) ||
          !d_.check_keys(kv.second, {"kind", "doc"}, {"prefix", "names", "count", "bits", "min", "values"},
                         "operand type " + *name))
        continue;
      OperandTypeSpec t;
      t.name = *name;
      const YAML::Node& m = kv.second;
      if (auto v = d_.get_string(m["kind"], "kind")) t.kind = *v;
      if (!kKinds.count(t.kind)) {
        d_.error(m["kind"], "unknown kind '" + t.kind + "' (known: reg, simm, uimm, enum, addr, target)");
        continue;
      }
      if (auto v = d_.get_string(m["doc"], "doc")) t.doc = *v;
      if (m["prefix"]) {
        if (auto v = d_.get_identifier(m["prefix"], "prefix")) t.prefix = *v;
      }
      if (m["names"]) {
        if (auto v = d_.get_string_list(m["names"], "names")) t.names = *v;
      }
      if (m["values"]) {
        if (auto v = d_.get_string_list(m["values"], "values")) t.names = *v;
      }
      if (m["count"]) {
        if (auto v = d_.get_uint(m["count"], "count", 64)) t.count = unsigned(*v);
      }
      if (m["bits"]) {
        if (auto v = d_.get_uint(m["bits"], "bits", 1024)) t.bits = unsigned(*v);
      }
      if (t.kind == "reg") {
        if (t.count == 0 || t.bits == 0) d_.error(m, "register type " + t.name + " needs count and bits");
        if (t.prefix.empty() == t.names.empty())
          d_.error(m, "register type " + t.name + " needs either a prefix or names (half-register prefixes)");
        if (!t.names.empty() && t.count % t.names.size() != 0)
          d_.error(m, "register type " + t.name + ": count must be a multiple of the number of names");
        t.max = t.count - 1;
      } else if (t.kind == "simm" || t.kind == "uimm") {
        if (t.bits == 0 || t.bits > 20) d_.error(m, "immediate type " + t.name + " needs bits 1..20");
        t.min = t.kind == "simm" ? -(std::int64_t(1) << (t.bits - 1)) : 0;
        t.max = t.kind == "simm" ? (std::int64_t(1) << (t.bits - 1)) - 1 : (std::int64_t(1) << t.bits) - 1;
        if (m["min"]) {
          if (auto v = d_.get_uint(m["min"], "min")) t.min = std::int64_t(*v);
        }
      } else if (t.kind == "enum") {
        if (t.names.empty()) d_.error(m, "enum type " + t.name + " needs values");
        t.max = std::int64_t(t.names.size()) - 1;
      } else if (t.kind == "target") {
        if (t.bits == 0 || t.bits > 20) d_.error(m, "target type " + t.name + " needs bits 1..20");
        t.max = (std::int64_t(1) << t.bits) - 1;
      }
      type_index_[t.name] = int(isa_.operand_types.size());
      isa_.operand_types.push_back(t);
    }
  }

  void load_lat_classes(const YAML::Node& n) {
    isa_.lat_ids = kLatIds;
    if (!d_.expect_map(n, "latency_classes")) return;
    for (const auto& kv : n) {
      auto name = d_.get_identifier(kv.first, "latency class");
      if (!name || !d_.expect_map(kv.second, "latency class " + *name) ||
          !d_.check_keys(kv.second, {"latency", "interval", "doc"}, {"acc_forward"}, "latency class " + *name))
        continue;
      LatClassSpec c;
      c.name = *name;
      c.latency_pos = parse_expr_node(d_, kv.second["latency"], "latency", kLatIds, c.latency);
      c.interval_pos = parse_expr_node(d_, kv.second["interval"], "interval", kLatIds, c.interval);
      if (kv.second["acc_forward"])
        c.acc_forward_pos = parse_expr_node(d_, kv.second["acc_forward"], "acc_forward", kLatIds, c.acc_forward);
      if (auto v = d_.get_string(kv.second["doc"], "doc")) c.doc = *v;
      lat_index_[c.name] = int(isa_.lat_classes.size());
      isa_.lat_classes.push_back(std::move(c));
    }
  }

  void load_nonlinear(const YAML::Node& n) {
    if (!d_.expect_map(n, "nonlinear") || !d_.check_keys(n, {"exp2_table_bits", "rcp_table_bits", "rsqrt_table_bits"}, {}, "nonlinear"))
      return;
    if (auto v = d_.get_uint(n["exp2_table_bits"], "exp2_table_bits", 8)) isa_.exp2_table_bits = unsigned(*v);
    if (auto v = d_.get_uint(n["rcp_table_bits"], "rcp_table_bits", 8)) isa_.rcp_table_bits = unsigned(*v);
    if (isa_.exp2_table_bits < 2) d_.error(n["exp2_table_bits"], "exp2_table_bits must be 2..8");
    if (isa_.rcp_table_bits < 2) d_.error(n["rcp_table_bits"], "rcp_table_bits must be 2..8");
    if (auto v = d_.get_uint(n["rsqrt_table_bits"], "rsqrt_table_bits", 7)) isa_.rsqrt_table_bits = unsigned(*v);
    if (isa_.rsqrt_table_bits < 2) d_.error(n["rsqrt_table_bits"], "rsqrt_table_bits must be 2..7");
    if (!d_.ok()) return;
    // The tables are defined by these values: fp32 (round to nearest even) of the double results.
    const unsigned ne = 1u << isa_.exp2_table_bits, nr = 1u << isa_.rcp_table_bits;
    for (unsigned j = 0; j < ne; ++j) isa_.exp2_table.push_back(f32_bits(float(std::exp2(double(j) / ne))));
    for (unsigned j = 0; j < nr; ++j)
      isa_.rcp_table.push_back(f32_bits(float(1.0 / (1.0 + (double(j) + 0.5) / nr))));
    // vrsqrt: j = 2^B * p + i covers m' = (1 + i / 2^B) * 2^p in [1, 4) (p = the exponent's parity);
    // S[j] = fp32(1 / sqrt(m' at the interval's midpoint)), Q[j] = fp32(S[j]^2) (the double square is exact).
    const unsigned ns = 1u << isa_.rsqrt_table_bits;
    for (unsigned p = 0; p < 2; ++p)
      for (unsigned i = 0; i < ns; ++i) {
        const float s = float(1.0 / std::sqrt((1.0 + (double(i) + 0.5) / ns) * double(1u << p)));
        isa_.rsqrt_table.push_back(f32_bits(s));
        isa_.rsqrt_sq_table.push_back(f32_bits(float(double(s) * double(s))));
      }
  }

  // "field:TYPE[:role]"
  bool parse_operand(const YAML::Node& at, const FormatSpec& f, OperandSpec& o) {
    auto s = d_.get_string(at, "operand");
    if (!s) return false;
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
      const std::size_t c = s->find(':', start);
      parts.push_back(s->substr(start, c == std::string::npos ? std::string::npos : c - start));
      if (c == std::string::npos) break;
      start = c + 1;
    }
    if (parts.size() < 2 || parts.size() > 3) {
      d_.error(at, "operand '" + *s + "' must be field:TYPE or field:TYPE:role");
      return false;
    }
    auto ti = type_index_.find(parts[1]);
    if (ti == type_index_.end()) {
      std::string known;
      for (const auto& t : isa_.operand_types) known += (known.empty() ? "" : ", ") + t.name;
      d_.error(at, "unknown operand type '" + parts[1] + "' (known: " + known + ")");
      return false;
    }
    o.type = ti->second;
    const OperandTypeSpec& t = isa_.operand_types[o.type];
    if (parts.size() == 3) {
      if (!kRoles.count(parts[2]) || parts[2] == "read") {
        d_.error(at, "unknown operand role '" + parts[2] + "' (known: w, rw, acc; no role = read)");
        return false;
      }
      o.role = parts[2] == "w" ? "write" : parts[2];
      if (t.kind != "reg") {
        d_.error(at, "only register operands are written (" + parts[1] + " is " + t.kind + ")");
        return false;
      }
    }
    if (t.kind == "addr") {
      if (parts[0] != "addr") {
        d_.error(at, "the address operand is written addr:" + parts[1]);
        return false;
      }
      for (const char* need : {"p", "amode", "aoff"})
        if (std::find(f.fields.begin(), f.fields.end(), isa_.field_index.at(need)) == f.fields.end()) {
          d_.error(at, "format " + f.name + " has no field '" + need + "' for the address operand");
          return false;
        }
      o.field = -1;
      return true;
    }
    auto fi = isa_.field_index.find(parts[0]);
    if (fi == isa_.field_index.end() || std::find(f.fields.begin(), f.fields.end(), fi->second) == f.fields.end()) {
      std::vector<std::string> names;
      for (int i : f.fields) names.push_back(isa_.fields[i].name);
      d_.error(at, "format " + f.name + " has no field '" + parts[0] + "' (its fields: " + join(names, ", ") + ")");
      return false;
    }
    o.field = fi->second;
    const unsigned w = isa_.fields[o.field].width();
    std::uint64_t need = 0;
    if (t.kind == "reg" || t.kind == "enum") need = std::uint64_t(t.max);
    else if (t.kind == "simm") need = (std::uint64_t(1) << t.bits) - 1;
    else need = std::uint64_t(t.max);
    if (w < 64 && need > ((std::uint64_t(1) << w) - 1)) {
      d_.error(at, "field '" + parts[0] + "' (" + std::to_string(w) + " bits) cannot hold operand type " + t.name);
      return false;
    }
    return true;
  }

  void load_ops(const YAML::Node& n) {
    if (!d_.expect_seq(n, "instructions")) return;
    for (const auto& e : n) {
      if (!d_.expect_map(e, "an instruction") ||
          !d_.check_keys(e, {"name", "slot", "format", "fixed", "operands", "lat", "summary", "example"},
                         {"types", "access", "macs"}, "instruction"))
        continue;
      OpSpec base;
      auto name = d_.get_string(e["name"], "name");
      if (!name) continue;
      base.base = *name;
      base.pos = pos_of(e["name"]);
      if (auto v = d_.get_string(e["slot"], "slot")) base.slot = *v;
      if (!kSlotNames.count(base.slot)) {
        d_.error(e["slot"], "unknown slot '" + base.slot + "' (known: ld, st, scl, vec, mv)");
        continue;
      }
      const int fi = lookup_name(d_, format_index_, e["format"], "format");
      const int li = lookup_name(d_, lat_index_, e["lat"], "latency class");
      if (fi < 0 || li < 0) continue;
      base.format = fi;
      base.lat = li;
      if (auto v = d_.get_string(e["summary"], "summary")) base.summary = *v;
      if (auto v = d_.get_string(e["example"], "example")) base.example = *v;
      if (e["access"]) {
        if (auto v = d_.get_uint(e["access"], "access", 64)) base.access = unsigned(*v);
      }
      if (e["macs"]) {
        if (auto v = d_.get_uint(e["macs"], "macs", 1024)) base.macs = unsigned(*v);
      }
      if ((base.slot == "ld" || base.slot == "st") != (base.access != 0))
        d_.error(e["name"], "loads and stores (and only they) name their access size in bytes");
      const FormatSpec& f = isa_.formats[fi];
      bool ok = true;
      std::set<int> operand_fields;
      if (d_.expect_seq(e["operands"], "operands"))
        for (const auto& on : e["operands"]) {
          OperandSpec o;
          if (!parse_operand(on, f, o)) {
            ok = false;
            continue;
          }
          if (o.field >= 0 && !operand_fields.insert(o.field).second) {
            d_.error(on, "field '" + isa_.fields[o.field].name + "' is used by two operands");
            ok = false;
          }
          if (o.field < 0)
            for (const char* a : {"p", "amode", "aoff"}) operand_fields.insert(isa_.field_index.at(a));
          base.operands.push_back(o);
        }
      if (base.operands.size() > 4) {
        d_.error(e["operands"], "at most 4 operands");
        ok = false;
      }
      // Fixed fields.
      std::map<int, std::pair<std::uint64_t, YAML::Node>> fixed;
      if (d_.expect_map(e["fixed"], "fixed"))
        for (const auto& kv : e["fixed"]) {
          const int fx = lookup_name(d_, isa_.field_index, kv.first, "field");
          if (fx < 0) {
            ok = false;
            continue;
          }
          if (std::find(f.fields.begin(), f.fields.end(), fx) == f.fields.end() || operand_fields.count(fx)) {
            d_.error(kv.first, "field '" + isa_.fields[fx].name + "' is not a free field of format " + f.name);
            ok = false;
            continue;
          }
          auto v = d_.get_uint(kv.second, "value of " + isa_.fields[fx].name, isa_.fields[fx].max_value());
          if (!v) {
            ok = false;
            continue;
          }
          fixed[fx] = {*v, kv.second};
        }
      if (!fixed.count(isa_.field_index.at("opc"))) {
        d_.error(e["fixed"], "every operation fixes its opcode (opc)");
        ok = false;
      }
      if (!ok) continue;
      std::vector<std::pair<std::string, int>> variants;  // (suffix, elem)
      if (e["types"]) {
        auto list = d_.get_string_list(e["types"], "types");
        if (!list) continue;
        if (std::find(f.fields.begin(), f.fields.end(), isa_.field_index.at("ty")) == f.fields.end() ||
            fixed.count(isa_.field_index.at("ty"))) {
          d_.error(e["types"], "`types:` needs a free ty field in format " + f.name);
          continue;
        }
        for (const auto& t : *list) {
          auto it = elem_index_.find(t);
          if (it == elem_index_.end()) {
            d_.error(e["types"], "unknown element type '" + t + "'");
            continue;
          }
          variants.push_back({"." + t, it->second});
        }
      } else {
        variants.push_back({"", -1});
        // A name with a type suffix (vmmul.i8) whose format has a ty field names its element type.
        const auto dot = base.base.find('.');
        if (dot != std::string::npos) {
          auto it = elem_index_.find(base.base.substr(dot + 1));
          if (it != elem_index_.end()) variants.back().second = it->second;
        }
      }
      for (const auto& v : variants) {
        OpSpec op = base;
        op.name = base.base + v.first;
        op.elem = v.second;
        std::uint32_t mask = 0x7FFFFFFFu, match = 0;
        for (int fx : f.fields)
          if (operand_fields.count(fx)) mask &= ~isa_.fields[fx].bits();
        for (const auto& kv : fixed) match |= isa_.fields[kv.first].place(std::uint32_t(kv.second.first));
        if (e["types"]) match |= isa_.fields[isa_.field_index.at("ty")].place(isa_.elem_types[v.second].code);
        op.match = match;
        op.mask = mask;
        if (!names_.claim(d_, e["name"], op.name)) continue;
        isa_.ops.push_back(op);
      }
    }
  }

  void check_no_overlap() {
    std::vector<PatternRef> refs;
    for (const auto& o : isa_.ops) refs.push_back({o.name, o.match, o.mask, o.pos.line, o.pos.column});
    check_overlaps(d_, refs);
  }

  YamlDiag& d_;
  IsaSpec isa_;
  std::map<std::string, int> format_index_, elem_index_, type_index_, lat_index_;
  NameRegistry names_;
};

}  // namespace

IsaSpec load_isa(YamlDiag& d, const std::string& source) { return Loader(d, source).load(); }

std::string op_ident(const std::string& mnemonic) {
  std::string s = mnemonic;
  for (char& c : s)
    if (c == '.') c = '_';
  return cpp_ident(s);
}

}  // namespace kc::gen::aie
