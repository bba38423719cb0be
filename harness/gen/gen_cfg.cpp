// Shared hardware-configuration machinery of kc-gen (see gen_cfg.h).
#include "gen_cfg.h"

#include <cctype>
#include <fstream>
#include <stdexcept>

#include "gen_util.h"

namespace kc::gen {

std::uint64_t CfgBase::get(const std::string& sym) const {
  if (const CfgValue* v = find(sym)) return v->value;
  throw std::logic_error("configuration value " + sym + " is not defined");
}

const CfgValue* CfgBase::find(const std::string& sym) const {
  for (const auto& v : values)
    if (v.sym == sym) return &v;
  return nullptr;
}

std::string section_of(const std::string& key) {
  const auto dot = key.find('.');
  return dot == std::string::npos ? "" : key.substr(0, dot);
}

std::string leaf_of(const std::string& key) {
  const auto dot = key.find('.');
  return dot == std::string::npos ? key : key.substr(dot + 1);
}

unsigned log2_exact(std::uint64_t v) {
  unsigned b = 0;
  while ((std::uint64_t(1) << b) < v) ++b;
  return b;
}

std::uint64_t addr_bits(std::uint64_t n) { return n <= 2 ? 1 : log2_exact(n); }

bool is_pow2(std::uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

std::map<std::string, std::string> read_key_comments(const std::string& path) {
  std::map<std::string, std::string> out;
  std::ifstream in(path);
  std::string line, section;
  while (std::getline(in, line)) {
    char quote = 0;
    std::size_t hash = std::string::npos;
    for (std::size_t i = 0; i < line.size() && hash == std::string::npos; ++i) {
      const char c = line[i];
      if (quote)
        quote = c == quote ? 0 : quote;
      else if (c == '"' || c == '\'')
        quote = c;
      else if (c == '#' && (i == 0 || std::isspace(static_cast<unsigned char>(line[i - 1]))))
        hash = i;
    }
    const std::string code = line.substr(0, hash);
    const std::size_t indent = code.find_first_not_of(' ');
    const std::size_t colon = code.find(':');
    if (indent == std::string::npos || colon == std::string::npos) continue;
    const std::string key = trim(code.substr(indent, colon - indent));
    if (!is_identifier(key)) continue;
    const bool opens_section = indent == 0 && trim(code.substr(colon + 1)).empty();
    if (indent == 0) section = opens_section ? key : "";
    const std::string full = opens_section ? key + "." : indent == 0 ? key : section + "." + key;
    if (hash != std::string::npos) out[full] = trim(line.substr(hash + 1));
  }
  return out;
}

// --- CfgReader ----------------------------------------------------------------------------------

YAML::Node CfgReader::node_of(const YAML::Node& root, const std::string& key) {
  const std::string sec = section_of(key);
  return sec.empty() ? root[key] : root[sec][leaf_of(key)];
}

YAML::Node CfgReader::read(CfgBase& cfg, const std::string& source) {
  cfg.file = d_.file();
  cfg.source = source;
  const YAML::Node root = d_.load();
  if (!root.IsDefined() || !check_schema(root)) return YAML::Node(YAML::NodeType::Undefined);
  read_values(root, cfg);
  return root;
}

// Unknown and missing keys at both levels.
bool CfgReader::check_schema(const YAML::Node& root) {
  std::vector<std::string> top = {"name", "description"};
  std::map<std::string, std::vector<std::string>> sections;
  for (const auto& p : params_) {
    const std::string sec = section_of(p.key);
    if (sec.empty())
      top.push_back(p.key);
    else if (!sections.count(sec))
      top.push_back(sec);
    if (!sec.empty()) sections[sec].push_back(leaf_of(p.key));
  }
  bool ok = d_.check_keys(root, top, {}, "the configuration");
  if (!root.IsMap()) return false;
  for (const auto& s : sections)
    if (root[s.first]) ok = d_.check_keys(root[s.first], s.second, {}, "section " + s.first) && ok;
  return ok;
}

void CfgReader::read_values(const YAML::Node& root, CfgBase& cfg) {
  if (auto s = d_.get_identifier(root["name"], "name")) cfg.name = *s;
  if (auto s = d_.get_string(root["description"], "description")) cfg.description = *s;
  check_name(root["name"], cfg);
  const auto comments = read_key_comments(d_.file());
  for (const auto& p : params_) {
    const YAML::Node n = node_of(root, p.key);
    const auto v = d_.get_uint(n, p.key, p.wide ? UINT64_MAX : UINT32_MAX);
    if (v && p.max != 0 && (*v < p.min || *v > p.max))
      d_.error(n, std::string(p.key) + " is " + std::to_string(*v) + "; it must be " + std::to_string(p.min) + ".." +
                      std::to_string(p.max));
    else if (v && *v < p.min)
      d_.error(n, std::string(p.key) + " must be at least " + std::to_string(p.min));
    if (v && p.pow2 && !is_pow2(*v))
      d_.error(n, std::string(p.key) + " is " + std::to_string(*v) + ", not a power of two");
    CfgValue cv;
    cv.sym = p.sym;
    cv.member = p.member;
    cv.key = p.key;
    cv.value = v.value_or(0);
    cv.wide = p.wide;
    cv.hex = p.hex;
    auto c = comments.find(p.key);
    if (c != comments.end()) cv.meaning = c->second;
    cfg.values.push_back(cv);
  }
  for (const auto& c : comments)
    if (c.first.back() == '.') cfg.section_docs[c.first.substr(0, c.first.size() - 1)] = c.second;
}

// The name must match the file name (run bundles and the build name configurations by it).
void CfgReader::check_name(const YAML::Node& n, const CfgBase& cfg) {
  std::string stem = d_.file();
  const auto slash = stem.find_last_of('/');
  if (slash != std::string::npos) stem = stem.substr(slash + 1);
  const auto dot = stem.rfind('.');
  if (dot != std::string::npos) stem = stem.substr(0, dot);
  if (!cfg.name.empty() && cfg.name != stem)
    d_.error(n, "name '" + cfg.name + "' must match the file name '" + stem + "'");
}

void add_derived(CfgBase& cfg, const std::vector<DerivedDef>& derived) {
  for (const auto& dd : derived) {
    CfgValue cv;
    cv.sym = dd.sym;
    cv.member = dd.member;
    cv.meaning = dd.meaning;
    cv.wide = dd.wide;
    cv.hex = dd.hex;
    cv.value = dd.value(cfg);
    cfg.values.push_back(cv);
  }
}

std::uint32_t eval_latency_expr(const Expr& e, SrcPos pos, const std::string& what,
                                const std::map<std::string, std::int64_t>& env, const CfgBase& cfg,
                                YamlDiag& isa_diag) {
  ExprError err;
  const auto v = e.eval(env, err);
  YAML::Mark m;
  m.line = pos.line;
  m.column = pos.column + int(err.offset);
  const std::string with = " with configuration " + cfg.name + " (" + cfg.file + ")";
  if (!v) {
    isa_diag.error_at(m, what + with + ": " + err.message);
    return 0;
  }
  if (*v < 1 || *v > 0xFFFFFFF) {
    m.column = pos.column;
    isa_diag.error_at(m, what + with + " is " + std::to_string(*v) + ", outside 1..2^28");
    return 0;
  }
  return std::uint32_t(*v);
}

// --- emission -----------------------------------------------------------------------------------

void emit_sv_cfg_values(std::ostringstream& o, const CfgBase& cfg, std::size_t sym_width,
                        const std::string& derived_title) {
  bool derived = false;
  o << "  // ---------------------------------------------------------------------------------------\n"
    << "  // Parameters\n"
    << "  // ---------------------------------------------------------------------------------------\n";
  for (const auto& v : cfg.values) {
    if (v.key.empty() && !derived) {
      derived = true;
      o << "\n  // ---------------------------------------------------------------------------------------\n"
        << "  // " << derived_title << "\n"
        << "  // ---------------------------------------------------------------------------------------\n";
    }
    const std::string comment = v.key.empty() ? v.meaning : v.key + (v.meaning.empty() ? "" : ": " + v.meaning);
    if (v.wide)
      o << "  localparam logic [63:0] " << padr(v.sym, sym_width) << " = 64'd" << v.value << ";  // " << comment << "\n";
    else if (v.hex)
      o << "  localparam int unsigned " << padr(v.sym, sym_width) << " = 32'h" << hex(v.value, 8) << ";  // " << comment
        << "\n";
    else
      o << "  localparam int unsigned " << padr(v.sym, sym_width) << " = " << v.value << ";  // " << comment << "\n";
  }
}

std::string cpp_cfg_value(const CfgValue& v) {
  if (v.hex) return "0x" + hex(v.value, v.wide ? 16 : 8) + (v.wide ? "ull" : "u");
  return std::to_string(v.value) + (v.wide ? "ull" : "u");
}

std::string md_cfg_value(const CfgValue& v) {
  return v.hex ? "0x" + hex(v.value, v.wide ? 16 : 8) : std::to_string(v.value);
}

void emit_cpp_cfg_members(std::ostringstream& o, const CfgBase& first) {
  bool derived = false;
  for (const auto& v : first.values) {
    if (v.key.empty() && !derived) {
      derived = true;
      o << "  // derived by kc-gen\n";
    }
    o << "  " << (v.wide ? "std::uint64_t" : "unsigned") << " " << v.member << ";  // "
      << (v.key.empty() ? "" : v.key + ": ") << v.meaning << "\n";
  }
  o << "  // every value above by its symbol (MLEN, DTCM_BYTES, ...), for expressions that name them\n"
    << "  std::vector<std::pair<const char*, std::uint64_t>> values;\n";
}

void emit_cpp_cfg_constants(std::ostringstream& o, const CfgBase& cfg) {
  for (const auto& v : cfg.values)
    o << "constexpr " << (v.wide ? "std::uint64_t " : "unsigned ") << v.sym << " = " << cpp_cfg_value(v) << ";\n";
}

void emit_cpp_cfg_init(std::ostringstream& o, const CfgBase& cfg) {
  for (const auto& v : cfg.values) o << "       /* " << v.member << " */ " << cpp_cfg_value(v) << ",\n";
  o << "       /* values */ {";
  for (std::size_t i = 0; i < cfg.values.size(); ++i)
    o << (i ? ", " : "") << (i % 4 == 0 ? "\n        " : "") << "{\"" << cfg.values[i].sym << "\", "
      << cpp_cfg_value(cfg.values[i]) << "}";
  o << "},\n";
}

}  // namespace kc::gen
