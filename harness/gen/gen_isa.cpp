// Shared ISA-table machinery of kc-gen (see gen_isa.h).
#include "gen_isa.h"

#include <algorithm>

#include "gen_util.h"

namespace kc::gen {

void load_fields(YamlDiag& d, const YAML::Node& n, std::vector<FieldSpec>& fields, std::map<std::string, int>& index) {
  if (!d.expect_map(n, "fields")) return;
  for (const auto& kv : n) {
    auto name = d.get_identifier(kv.first, "field name");
    if (!name) continue;
    const YAML::Node& r = kv.second;
    if (!r.IsSequence() || r.size() != 2) {
      d.error(r, "field '" + *name + "' must be [msb, lsb]");
      continue;
    }
    auto msb = d.get_uint(r[0], "msb of field '" + *name + "'", 31);
    auto lsb = d.get_uint(r[1], "lsb of field '" + *name + "'", 31);
    if (!msb || !lsb) continue;
    if (*msb < *lsb) {
      d.error(r, "field '" + *name + "': msb " + std::to_string(*msb) + " is below lsb " + std::to_string(*lsb));
      continue;
    }
    if (index.count(*name)) {
      d.error(kv.first, "duplicate field '" + *name + "'");
      continue;
    }
    index[*name] = int(fields.size());
    fields.push_back({*name, unsigned(*msb), unsigned(*lsb)});
  }
}

int lookup_name(YamlDiag& d, const std::map<std::string, int>& table, const YAML::Node& node, const std::string& what) {
  auto s = d.get_string(node, what);
  if (!s) return -1;
  auto it = table.find(*s);
  if (it != table.end()) return it->second;
  std::vector<std::pair<int, std::string>> ordered;
  for (const auto& kv : table) ordered.push_back({kv.second, kv.first});
  std::sort(ordered.begin(), ordered.end());
  std::string list;
  for (const auto& kv : ordered) list += (list.empty() ? "" : ", ") + kv.second;
  d.error(node, "unknown " + what + " '" + *s + "' (known: " + list + ")");
  return -1;
}

SrcPos parse_expr_node(YamlDiag& d, const YAML::Node& n, const std::string& what, const std::vector<std::string>& ids,
                       Expr& e) {
  auto text = d.get_string(n, what);
  if (!text) return {};
  for (const auto& err : e.parse(*text, ids)) d.error_in_scalar(n, err.offset, what + ": " + err.message);
  const bool quoted = n.Tag() == "!";
  return {n.Mark().line, n.Mark().column + (quoted ? 1 : 0)};
}

bool patterns_overlap(std::uint32_t match_a, std::uint32_t mask_a, std::uint32_t match_b, std::uint32_t mask_b) {
  return ((match_a ^ match_b) & mask_a & mask_b) == 0;
}

void check_overlaps(YamlDiag& d, const std::vector<PatternRef>& v) {
  check_overlaps(d, v, [](std::size_t, std::size_t) { return false; });
}

bool NameRegistry::claim(YamlDiag& d, const YAML::Node& at, const std::string& name) {
  const int line = at.Mark().line + 1;
  const std::string key = upper(name);
  auto n = names_.find(key);
  if (n != names_.end()) {
    d.error(at, "mnemonic " + name + " is already defined at line " + std::to_string(n->second.second));
    return false;
  }
  names_[key] = {name, line};
  return true;
}

void NameRegistry::seed(const std::string& name, int line) { names_[upper(name)] = {name, line}; }

std::string casez_pattern(unsigned word_bits, const std::set<unsigned>& cuts, std::uint32_t match, std::uint32_t mask) {
  std::string s = std::to_string(word_bits) + "'b";
  for (int b = int(word_bits) - 1; b >= 0; --b) {
    if (b != int(word_bits) - 1 && cuts.count(unsigned(b) + 1)) s += '_';
    s += (mask >> b & 1u) ? ((match >> b & 1u) ? '1' : '0') : '?';
  }
  return s;
}

}  // namespace kc::gen
