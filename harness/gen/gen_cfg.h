// Hardware-configuration machinery shared by kc-gen's platform generators (plena, rv32): the
// in-memory form of rtl/<platform>/cfg/<name>.yaml, a strict schema reader driven by a table of
// parameters, derived values, the documentation read from the YAML comments, the evaluation of
// an ISA's latency expressions per configuration, and the emission of configuration values into
// SystemVerilog, C++ and Markdown. Each platform supplies its parameter and derived-value tables
// and its own consistency rules; everything here reports file:line:col through a YamlDiag.
#pragma once

#include <cstdint>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "kc/expr.h"
#include "kc/yaml_diag.h"

namespace kc::gen {

// A 0-based position in a YAML file.
struct SrcPos {
  int line = 0, column = 0;
};

// One value of a configuration, in the order every output lists them.
struct CfgValue {
  std::string sym;      // SV / constexpr / expression name: MLEN, DTCM_BYTES, ...
  std::string member;   // C++ HwConfig member: mlen, dtcm_bytes, ...
  std::string key;      // YAML path ("memory.dtcm_bytes"); empty for derived values
  std::string meaning;  // from the YAML comments (parameters) or the derivation (derived values)
  std::uint64_t value = 0;
  bool wide = false;  // 64-bit
  bool hex = false;   // shown in hex in docs and C++ (addresses)
};

// What every platform's configuration has; platforms add their resolved timing.
struct CfgBase {
  std::string file;    // path as given (messages)
  std::string source;  // path as shown in generated banners
  std::string name, description;
  std::vector<CfgValue> values;                     // parameters, then derived values
  std::map<std::string, std::string> section_docs;  // "memory" -> comment of the section line

  std::uint64_t get(const std::string& sym) const;     // value by symbol (throws if unknown)
  const CfgValue* find(const std::string& sym) const;  // nullptr if unknown
};

// One configuration parameter: YAML key path, C++ member, SV/expression symbol and its checks.
struct ParamDef {
  const char* key;  // "mlen" or "section.key"
  const char* member;
  const char* sym;
  bool pow2;
  bool wide;                    // 64-bit (else at most 2^32 - 1)
  std::uint64_t min = 1;        // values below are rejected
  std::uint64_t max = 0;        // values above are rejected (0: only the type's limit)
  bool hex = false;             // an address: shown in hex
};

// A value computed from the parameters (and earlier derived values).
struct DerivedDef {
  const char* sym;
  const char* member;
  const char* meaning;
  bool wide;
  std::function<std::uint64_t(const CfgBase&)> value;
  bool hex = false;
};

// "section" of "section.key" ("" for a top-level key) and its "key".
std::string section_of(const std::string& key);
std::string leaf_of(const std::string& key);

// The trailing "# comment" of every `key: value` line, keyed by "key" or "section.key", and of
// every section line, keyed by "section." (sections are the keys at indent 0 without a value).
// yaml-cpp drops comments, but they document the parameters.
std::map<std::string, std::string> read_key_comments(const std::string& path);

unsigned log2_exact(std::uint64_t v);  // smallest b with 2^b >= v
std::uint64_t addr_bits(std::uint64_t n);  // address bits for n locations (at least 1)
bool is_pow2(std::uint64_t v);

// Reads the generic part of one configuration file with a strict schema: `name` (equal to the
// file name), `description` and every parameter of `params` (missing and unknown keys are errors,
// at both levels), with the meanings from the YAML comments.
class CfgReader {
 public:
  CfgReader(YamlDiag& diag, const std::vector<ParamDef>& params) : d_(diag), params_(params) {}

  // Fills cfg.file/source/name/description/values/section_docs. Returns the root node, or an
  // undefined node if the file could not be read or its keys are wrong (errors in the diag).
  // Value errors (types, ranges, powers of two) are in the diag with the root still returned.
  YAML::Node read(CfgBase& cfg, const std::string& source);

  // The node of a parameter key ("section.key") under root.
  static YAML::Node node_of(const YAML::Node& root, const std::string& key);

 private:
  bool check_schema(const YAML::Node& root);
  void read_values(const YAML::Node& root, CfgBase& cfg);
  void check_name(const YAML::Node& n, const CfgBase& cfg);

  YamlDiag& d_;
  const std::vector<ParamDef>& params_;
};

// Appends the derived values, in table order.
void add_derived(CfgBase& cfg, const std::vector<DerivedDef>& derived);

// Evaluates one latency expression of an ISA table (whose first character is at `pos` in the ISA
// file) with `env`; errors (inexact division, a result outside 1..2^28) go to `isa_diag`, naming
// the configuration. Returns 0 after an error.
std::uint32_t eval_latency_expr(const Expr& e, SrcPos pos, const std::string& what,
                                const std::map<std::string, std::int64_t>& env, const CfgBase& cfg,
                                YamlDiag& isa_diag);

// Every configuration gets the parameter meanings and section comments of the first file that has
// them (small configurations often carry no comments of their own).
template <class Cfg>
void share_comments(std::vector<Cfg>& cfgs) {
  for (std::size_t i = 0; i < cfgs.front().values.size(); ++i) {
    std::string meaning;
    for (const auto& c : cfgs)
      if (meaning.empty()) meaning = c.values[i].meaning;
    for (auto& c : cfgs) c.values[i].meaning = meaning;
  }
  std::map<std::string, std::string> sections;
  for (const auto& c : cfgs)
    for (const auto& s : c.section_docs) sections.insert(s);
  for (auto& c : cfgs) c.section_docs = sections;
}

// The sources named in the banner of the generated configuration files: every configuration YAML,
// then the ISA table.
template <class Cfg>
std::string cfg_sources(const std::string& isa_source, const std::vector<Cfg>& cfgs) {
  std::string s;
  for (const auto& c : cfgs) s += c.source + ", ";
  return s + isa_source;
}

// --- the generator flow every platform shares --------------------------------------------------

// One platform's part of `kc-gen <name>`: how its ISA table and configurations are read and which
// files it writes. `outputs` returns (path relative to --out, content) pairs. `isa_diags` holds
// one diagnostics collector per ISA table (base first): a configuration reports a problem with an
// expression of a table (a latency class) in that table's file. `extend_isa`, when set, merges an
// extension table (a further --isa) into the ISA.
template <class Isa, class Cfg>
struct PlatformGenerator {
  const char* name;
  Isa (*load_isa)(YamlDiag& d, const std::string& source);
  Cfg (*load_config)(YamlDiag& d, std::vector<YamlDiag>& isa_diags, const std::string& source, const Isa& isa);
  std::vector<std::pair<std::string, std::string>> (*outputs)(const Isa& isa, const std::vector<Cfg>& cfgs);
  void (*extend_isa)(YamlDiag& d, const std::string& source, Isa& isa) = nullptr;
};

// `kc-gen <name> --isa ISA.yaml [--isa EXT.yaml] --cfg A.yaml [--cfg B.yaml ...] --out DIR
// [--root SRC_DIR]`: reads the ISA table (and the extension tables), then every configuration
// (each error as file:line:col, a name given twice is an error), shares the configuration
// comments and writes the outputs that changed. Exit status: 0 ok, 1 invalid input, 2 bad command
// line.
template <class Isa, class Cfg>
int run_platform_generator(const PlatformGenerator<Isa, Cfg>& g, int argc, char** argv);

// --- emission ----------------------------------------------------------------------------------

// SV localparams of every value, parameters first, then (under a banner) the derived values:
//   "  localparam int unsigned MLEN   = 64;  // mlen: matrix tile edge"
// `sym_width` pads the symbols; `derived_title` heads the derived block.
void emit_sv_cfg_values(std::ostringstream& o, const CfgBase& cfg, std::size_t sym_width,
                        const std::string& derived_title);

// Members of the C++ HwConfig struct, one per value ("  unsigned mlen;  // mlen: ..."), then
// `values`: every value by its symbol ({"MLEN", 64}, ...). The generated header must include
// <cstdint>, <utility> and <vector>.
void emit_cpp_cfg_members(std::ostringstream& o, const CfgBase& first);
// The constexpr block of one configuration's values ("constexpr unsigned MLEN = 64u;").
void emit_cpp_cfg_constants(std::ostringstream& o, const CfgBase& cfg);
// The member initializers of one configuration in all_configs() ("       /* mlen */ 64u,"), then
// the `values` table.
void emit_cpp_cfg_init(std::ostringstream& o, const CfgBase& cfg);
// C++ literal of a value: "64u", "1073741824ull", "0x00010000u" (hex values).
std::string cpp_cfg_value(const CfgValue& v);

// One Markdown row per parameter (params = true: symbol, key, meaning, values) or derived value
// (symbol, meaning, values) of the configurations.
template <class Cfg>
void md_cfg_value_rows(std::ostringstream& o, const std::vector<Cfg>& cfgs, bool params);
std::string md_cfg_value(const CfgValue& v);  // "65536" or "0x00010000"

}  // namespace kc::gen

#include "gen_util.h"

namespace kc::gen {

template <class Isa, class Cfg>
int run_platform_generator(const PlatformGenerator<Isa, Cfg>& g, int argc, char** argv) {
  GenArgs a;
  if (!parse_gen_args(g.name, argc, argv, a)) return 2;
  if (!a.more_isas.empty() && !g.extend_isa) {
    std::cerr << "kc-gen " << g.name << ": takes one --isa table\n";
    return 2;
  }
  std::vector<YamlDiag> isa_diags = {YamlDiag(a.isa)};
  Isa isa = g.load_isa(isa_diags.front(), display_path(a.isa, a.root));
  if (!isa_diags.front().ok()) {
    isa_diags.front().print(std::cerr);
    return 1;
  }
  for (const auto& path : a.more_isas) {
    isa_diags.emplace_back(path);
    g.extend_isa(isa_diags.back(), display_path(path, a.root), isa);
    if (!isa_diags.back().ok()) {
      isa_diags.back().print(std::cerr);
      return 1;
    }
  }
  // Configuration errors go to their own file's diag (latency expressions: to the ISA's).
  bool ok = true;
  std::set<std::string> names;
  std::vector<Cfg> cfgs;
  for (const auto& path : a.cfgs) {
    YamlDiag d(path);
    Cfg c = g.load_config(d, isa_diags, display_path(path, a.root), isa);
    if (d.ok() && !names.insert(c.name).second)
      d.error_at(YAML::Mark::null_mark(), "configuration '" + c.name + "' is given twice");
    d.print(std::cerr);
    ok = ok && d.ok();
    cfgs.push_back(std::move(c));
  }
  for (const auto& id : isa_diags) {
    id.print(std::cerr);
    ok = ok && id.ok();
  }
  if (!ok) return 1;
  share_comments(cfgs);
  for (const auto& f : g.outputs(isa, cfgs)) write_if_changed(a.out + "/" + f.first, f.second);
  return 0;
}

}  // namespace kc::gen

namespace kc::gen {

template <class Cfg>
void md_cfg_value_rows(std::ostringstream& o, const std::vector<Cfg>& cfgs, bool params) {
  for (std::size_t i = 0; i < cfgs.front().values.size(); ++i) {
    const CfgValue& v = cfgs.front().values[i];
    if (v.key.empty() == params) continue;
    std::vector<std::string> cells = {"`" + v.sym + "`"};
    if (params) cells.push_back("`" + v.key + "`");
    cells.push_back(md_cell(v.meaning));
    for (const auto& c : cfgs) cells.push_back(md_cfg_value(c.values[i]));
    o << md_row(cells);
  }
}

}  // namespace kc::gen
