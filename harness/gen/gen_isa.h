// ISA-table machinery shared by kc-gen's platform generators (plena, rv32): bit fields of the
// instruction word, name lookups with "known: ..." messages, latency expressions, the no-overlap
// proof over match/mask patterns, and the casez pattern of the SV decoders. Errors go to a
// YamlDiag as file:line:col.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "gen_cfg.h"
#include "kc/expr.h"
#include "kc/yaml_diag.h"

namespace kc::gen {

// A bit field [msb:lsb] of the instruction word.
struct FieldSpec {
  std::string name;
  unsigned msb = 0, lsb = 0;
  unsigned width() const { return msb - lsb + 1; }
  std::uint32_t max_value() const { return width() >= 32 ? 0xFFFFFFFFu : (1u << width()) - 1u; }
  // The one field-placement routine: the low width() bits of `value` at the field's position.
  std::uint32_t place(std::uint32_t value) const { return (value & max_value()) << lsb; }
  std::uint32_t extract(std::uint32_t word) const { return (word >> lsb) & max_value(); }
  std::uint32_t bits() const { return place(0xFFFFFFFFu); }
  // Immediate fields are the ones named imm* (plena's convention).
  bool is_immediate() const { return name.compare(0, 3, "imm") == 0; }
};

// Reads `fields: {name: [msb, lsb], ...}` (msb <= 31) into `fields` and `index`; duplicates and
// bad ranges are errors.
void load_fields(YamlDiag& d, const YAML::Node& n, std::vector<FieldSpec>& fields, std::map<std::string, int>& index);

// Index of the name in scalar `node` in `table`, or -1 after "unknown <what> 'x' (known: a, b, ...)"
// (the known names in table-index order).
int lookup_name(YamlDiag& d, const std::map<std::string, int>& table, const YAML::Node& node, const std::string& what);

// Parses the integer expression in scalar `n` over identifiers `ids` into `e` (errors point into
// the text); returns the position of its first character.
SrcPos parse_expr_node(YamlDiag& d, const YAML::Node& n, const std::string& what, const std::vector<std::string>& ids,
                       Expr& e);

// One instruction's pattern for the overlap proof: word & mask == match.
struct PatternRef {
  std::string name;
  std::uint32_t match = 0, mask = 0;
  int line = 0, column = 0;  // 0-based position of the entry in the ISA file
};
// True if some word matches both patterns.
bool patterns_overlap(std::uint32_t match_a, std::uint32_t mask_a, std::uint32_t match_b, std::uint32_t mask_b);
// Reports every pair of patterns some word matches (at the later entry, with a witness word).
// Pairs for which `allowed(i, j)` is true (documented aliases) are skipped.
template <class Allowed>
void check_overlaps(YamlDiag& d, const std::vector<PatternRef>& v, Allowed allowed);
void check_overlaps(YamlDiag& d, const std::vector<PatternRef>& v);

// Registers mnemonics case-insensitively; a second definition is an error naming the first line.
class NameRegistry {
 public:
  // False (after the error at `at`) if `name` is taken.
  bool claim(YamlDiag& d, const YAML::Node& at, const std::string& name);
  // Records a name defined elsewhere (a base table) at 1-based `line`, without checks.
  void seed(const std::string& name, int line);

 private:
  std::map<std::string, std::pair<std::string, int>> names_;  // upper-case -> (name, 1-based line)
};

// casez pattern "32'b0000000_?????_..." of match/mask: fixed bits as 0/1, free bits as '?', and
// '_' between bit b and bit b-1 for every b in `cuts`.
std::string casez_pattern(unsigned word_bits, const std::set<unsigned>& cuts, std::uint32_t match, std::uint32_t mask);

// --- template implementation ------------------------------------------------------------------

template <class Allowed>
void check_overlaps(YamlDiag& d, const std::vector<PatternRef>& v, Allowed allowed) {
  for (std::size_t i = 0; i < v.size(); ++i)
    for (std::size_t j = i + 1; j < v.size(); ++j) {
      if (!patterns_overlap(v[i].match, v[i].mask, v[j].match, v[j].mask) || allowed(i, j)) continue;
      const std::uint32_t witness = (v[i].match & v[i].mask) | (v[j].match & v[j].mask & ~v[i].mask);
      YAML::Mark at;
      at.line = v[j].line;
      at.column = v[j].column;
      d.error_at(at, "the encoding of " + v[j].name + " overlaps " + v[i].name + " (line " +
                         std::to_string(v[i].line + 1) + "): word 0x" + upper(hex(witness, 8)) + " matches both");
    }
}

}  // namespace kc::gen
