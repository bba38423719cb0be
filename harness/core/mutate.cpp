// Mutation score (kc/mutate.h): finding mutation sites in SystemVerilog text, applying one,
// choosing a seeded sample, the platform's mutate.yaml, classifying a mutant and the report.
#include "kc/mutate.h"

#include <fnmatch.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

namespace kc::mutate {

namespace fs = std::filesystem;

const char* kind_name(Kind k) {
  switch (k) {
    case Kind::op: return "op";
    case Kind::stuck: return "stuck";
    case Kind::off_by_one: return "off-by-one";
    case Kind::drop: return "drop";
  }
  return "?";
}

Kind parse_kind(const std::string& name) {
  if (name == "op") return Kind::op;
  if (name == "stuck") return Kind::stuck;
  if (name == "off-by-one" || name == "off_by_one") return Kind::off_by_one;
  if (name == "drop") return Kind::drop;
  throw MutateError("unknown mutation kind '" + name + "' (known: op, stuck, off-by-one, drop)");
}

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::killed: return "killed";
    case Outcome::timeout: return "timeout";
    case Outcome::survived: return "survived";
    case Outcome::build_failed: return "build failed";
    case Outcome::error: return "error";
  }
  return "?";
}

namespace {

std::string one_line(const std::string& s, std::size_t max) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (c == '\n' || c == '\t' || c == ' ' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ', space = false;
    out += c;
  }
  if (out.size() > max) out = out.substr(0, max) + " ...";
  return out;
}

// ---- Lexer -------------------------------------------------------------------------------------

enum class T { ident, keyword, number, op, sysname };

struct Tok {
  T type;
  std::string text;
  std::size_t offset;
};

const std::set<std::string>& keywords() {
  static const std::set<std::string> k = {
      "module", "endmodule", "macromodule", "interface", "endinterface", "package", "endpackage", "program",
      "endprogram", "class", "endclass", "function", "endfunction", "task", "endtask", "begin", "end", "if", "else",
      "case", "casez", "casex", "endcase", "default", "for", "foreach", "while", "do", "repeat", "forever", "generate",
      "endgenerate", "always", "always_ff", "always_comb", "always_latch", "initial", "final", "assign", "posedge",
      "negedge", "or", "and", "not", "logic", "wire", "reg", "bit", "byte", "int", "integer", "shortint", "longint",
      "real", "time", "input", "output", "inout", "parameter", "localparam", "typedef", "genvar", "import", "export",
      "var", "const", "signed", "unsigned", "struct", "enum", "union", "packed", "automatic", "static", "string",
      "type", "return", "unique", "unique0", "priority", "assert", "assume", "cover", "property", "endproperty",
      "sequence", "endsequence", "fork", "join", "join_any", "join_none", "inside", "void", "break", "continue",
      "modport", "tri", "supply0", "supply1", "wand", "wor", "uwire", "shortreal", "realtime", "event", "let",
      "disable", "iff", "matches", "tagged", "with", "covergroup", "endgroup", "clocking", "endclocking"};
  return k;
}

const std::set<std::string>& declaration_keywords() {
  static const std::set<std::string> k = {
      "logic", "wire", "reg", "bit", "byte", "int", "integer", "shortint", "longint", "real", "time", "input",
      "output", "inout", "parameter", "localparam", "typedef", "genvar", "import", "export", "var", "const",
      "signed", "unsigned", "struct", "enum", "union", "automatic", "static", "string", "type", "tri", "supply0",
      "supply1", "wand", "wor", "uwire", "shortreal", "realtime", "event", "modport", "let"};
  return k;
}

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$'; }

// Tokens of `s` without comments, strings, attributes and compiler directives (a directive line
// and its continuations; a macro use `NAME stays as an identifier).
std::vector<Tok> lex(const std::string& s) {
  static const char* ops[] = {"<<<=", ">>>=", "<->", "|->", "|=>", "===", "!==", "==?", "!=?", "<<<", ">>>", "<<=",
                              ">>=", "->", "&&", "||", "==", "!=", "<=", ">=", "<<", ">>", "+=", "-=", "*=", "/=",
                              "&=", "|=", "^=", "%=", "++", "--", "**", "+:", "-:", "::", "~&", "~|", "~^", "^~",
                              "##", ".*"};
  static const std::set<std::string> directives = {
      "define", "undef", "include", "timescale", "ifdef", "ifndef", "elsif", "else", "endif", "default_nettype",
      "resetall", "celldefine", "endcelldefine", "line", "pragma", "begin_keywords", "end_keywords",
      "unconnected_drive", "nounconnected_drive"};
  std::vector<Tok> out;
  const std::size_t n = s.size();
  std::size_t i = 0;
  while (i < n) {
    const char c = s[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '/' && i + 1 < n && s[i + 1] == '/') {
      while (i < n && s[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < n && s[i + 1] == '*') {
      const std::size_t e = s.find("*/", i + 2);
      i = e == std::string::npos ? n : e + 2;
    } else if (c == '(' && i + 1 < n && s[i + 1] == '*' && i + 2 < n && s[i + 2] != ')') {
      const std::size_t e = s.find("*)", i + 2);   // an attribute (* ... *)
      i = e == std::string::npos ? n : e + 2;
    } else if (c == '"') {
      ++i;
      while (i < n && s[i] != '"' && s[i] != '\n') i += (s[i] == '\\' && i + 1 < n) ? 2 : 1;
      if (i < n) ++i;
    } else if (c == '`') {
      std::size_t j = i + 1;
      while (j < n && ident_char(s[j])) ++j;
      const std::string name = s.substr(i + 1, j - i - 1);
      if (directives.count(name)) {
        // The directive's line (and continued lines of a `define).
        while (i < n && s[i] != '\n') {
          if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\n') ++i;
          ++i;
        }
      } else {
        out.push_back({T::ident, s.substr(i, j - i), i});
        i = j;
      }
    } else if (c == '$' && i + 1 < n && ident_start(s[i + 1])) {
      std::size_t j = i + 1;
      while (j < n && ident_char(s[j])) ++j;
      out.push_back({T::sysname, s.substr(i, j - i), i});
      i = j;
    } else if (ident_start(c) || c == '\\') {
      std::size_t j = i + 1;
      if (c == '\\')
        while (j < n && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
      else
        while (j < n && ident_char(s[j])) ++j;
      const std::string w = s.substr(i, j - i);
      out.push_back({keywords().count(w) ? T::keyword : T::ident, w, i});
      i = j;
    } else if (std::isdigit(static_cast<unsigned char>(c)) ||
               (c == '\'' && i + 1 < n && std::string("sSbBoOdDhH01xXzZ").find(s[i + 1]) != std::string::npos)) {
      // 12, 3.5, 8'hFF, 'd3, '0, 4'b10_1x, 1e3
      std::size_t j = i;
      while (j < n && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_' || s[j] == '.' ||
                       s[j] == '\'' || s[j] == '?'))
        ++j;
      // A size, then whitespace, then the base ("8 'hFF").
      out.push_back({T::number, s.substr(i, j - i), i});
      i = j;
    } else {
      std::string op(1, c);
      for (const char* o : ops) {
        const std::size_t l = std::char_traits<char>::length(o);
        if (s.compare(i, l, o) == 0) {
          op = o;
          break;
        }
      }
      out.push_back({T::op, op, i});
      i += op.size();
    }
  }
  return out;
}

// ---- Sites -------------------------------------------------------------------------------------

bool is_open(const std::string& t) { return t == "(" || t == "[" || t == "{"; }
bool is_close(const std::string& t) { return t == ")" || t == "]" || t == "}"; }

// Whether a token ends an operand (so the operator after it is binary).
bool operand_end(const Tok& t) {
  if (t.type == T::ident || t.type == T::number) return true;
  return t.type == T::op && (t.text == ")" || t.text == "]" || t.text == "}");
}

class Finder {
 public:
  Finder(const std::string& text, const std::string& file) : s_(text), file_(file), t_(lex(text)) {
    excluded_.assign(t_.size(), false);
    match_.assign(t_.size(), std::size_t(-1));
    depth_.assign(t_.size(), 0);
    std::vector<std::size_t> stack;
    int d = 0;
    for (std::size_t k = 0; k < t_.size(); ++k) {
      if (t_[k].type == T::op && is_open(t_[k].text)) {
        depth_[k] = d++;
        stack.push_back(k);
      } else if (t_[k].type == T::op && is_close(t_[k].text)) {
        d = std::max(0, d - 1);
        depth_[k] = d;
        if (!stack.empty()) match_[stack.back()] = k, match_[k] = stack.back(), stack.pop_back();
      } else {
        depth_[k] = d;
      }
    }
    mark_excluded();
  }

  std::vector<Mutation> sites() {
    std::vector<Mutation> out;
    for (std::size_t k = 0; k < t_.size(); ++k) {
      if (excluded_[k]) continue;
      const Tok& t = t_[k];
      if (t.type == T::keyword && t.text == "if" && k + 1 < t_.size() && is(k + 1, "(") && match_[k + 1] != npos) {
        const std::size_t a = t_[k + 1].offset + 1, b = t_[match_[k + 1]].offset;
        const std::string cond = s_.substr(a, b - a);
        const std::string nl(std::size_t(std::count(cond.begin(), cond.end(), '\n')), '\n');
        if (one_line(cond, 100) != "1'b1") out.push_back(make(a, b - a, Kind::stuck, "1'b1" + nl));
        if (one_line(cond, 100) != "1'b0") out.push_back(make(a, b - a, Kind::stuck, "1'b0" + nl));
        continue;
      }
      if (t.type != T::op || k == 0 || k + 1 >= t_.size()) continue;
      if (t.text == "<=" || t.text == "=") {
        const std::size_t start = assignment_start(k);
        if (start != npos) {
          // A statement: drop it (up to its ';'), keeping its line breaks.
          std::size_t e = k + 1;
          while (e < t_.size() && !(is(e, ";") && depth_[e] == depth_[k])) ++e;
          if (e < t_.size()) {
            const std::size_t a = t_[start].offset, b = t_[e].offset + 1;
            const std::string stmt = s_.substr(a, b - a);
            out.push_back(make(a, b - a, Kind::drop,
                               ";" + std::string(std::size_t(std::count(stmt.begin(), stmt.end(), '\n')), '\n')));
          }
          continue;
        }
        if (t.text == "=") continue;
      }
      if (!operand_end(t_[k - 1])) continue;
      static const std::map<std::string, std::string> swaps = {
          {"+", "-"}, {"-", "+"}, {"&", "|"}, {"|", "&"}, {"^", "|"}, {"&&", "||"}, {"||", "&&"},
          {"==", "!="}, {"!=", "=="}, {"===", "!=="}, {"!==", "==="}};
      static const std::map<std::string, std::string> bounds = {{"<", "<="}, {"<=", "<"}, {">", ">="}, {">=", ">"}};
      if (auto it = swaps.find(t.text); it != swaps.end())
        out.push_back(make(t.offset, t.text.size(), Kind::op, it->second));
      else if (auto jt = bounds.find(t.text); jt != bounds.end())
        out.push_back(make(t.offset, t.text.size(), Kind::off_by_one, jt->second));
    }
    return out;
  }

 private:
  static constexpr std::size_t npos = std::size_t(-1);

  bool is(std::size_t k, const char* text) const { return k < t_.size() && t_[k].text == text; }

  Mutation make(std::size_t offset, std::size_t length, Kind kind, const std::string& replacement) const {
    Mutation m;
    m.file = file_;
    m.offset = offset;
    m.length = length;
    m.kind = kind;
    m.original = s_.substr(offset, length);
    m.replacement = replacement;
    m.line = 1 + int(std::count(s_.begin(), s_.begin() + std::ptrdiff_t(offset), '\n'));
    const std::size_t nl = offset == 0 ? std::string::npos : s_.rfind('\n', offset - 1);
    m.column = int(offset - (nl == std::string::npos ? 0 : nl + 1)) + 1;
    return m;
  }

  // Whether a statement may start after token k (k == npos: the start of the file).
  bool boundary_after(std::size_t k) const {
    if (k == npos) return true;
    const Tok& t = t_[k];
    if (t.type == T::op) return t.text == ";" || t.text == ")" || t.text == ":";
    if (t.type == T::keyword) {
      static const std::set<std::string> b = {"begin", "end", "else", "generate", "endgenerate", "endfunction",
                                              "endtask", "endcase", "fork", "join", "join_any", "join_none",
                                              "always", "always_ff", "always_comb", "always_latch", "initial",
                                              "final", "do", "default", "endmodule", "endpackage", "endinterface"};
      return b.count(t.text) > 0;
    }
    // `begin : label` / `end : label`
    if (t.type == T::ident && k >= 2 && is(k - 1, ":") && t_[k - 2].type == T::keyword &&
        (t_[k - 2].text == "begin" || t_[k - 2].text == "end"))
      return true;
    return false;
  }

  // For an assignment operator at k: the first token of its left-hand side when it starts a
  // statement (x <= e, a[i].f = e, {a, b} = e), else npos.
  std::size_t assignment_start(std::size_t k) const {
    std::size_t j = k;   // the lvalue is t_[j..k)
    bool any = false;
    while (j > 0) {
      const Tok& p = t_[j - 1];
      if (p.type == T::op && (p.text == "]" || p.text == "}") && match_[j - 1] != npos) {
        j = match_[j - 1];
        any = true;
        if (t_[j].text == "{") break;
      } else if (p.type == T::ident) {
        --j;
        any = true;
        if (j > 0 && (is(j - 1, ".") || is(j - 1, "::"))) {
          --j;
          continue;
        }
        break;
      } else {
        break;
      }
    }
    if (!any || (t_[j].type == T::op && t_[j].text == "[")) return npos;
    if (t_[j].type != T::ident && t_[j].text != "{") return npos;
    return boundary_after(j == 0 ? npos : j - 1) ? j : npos;
  }

  // Excludes tokens k..(the ';' at k's depth) inclusive; returns the index after it.
  std::size_t exclude_to_semicolon(std::size_t k) {
    const int d = depth_[k];
    std::size_t e = k;
    while (e < t_.size() && !(is(e, ";") && depth_[e] == d)) excluded_[e++] = true;
    if (e < t_.size()) excluded_[e++] = true;
    return e;
  }

  void exclude_to(std::size_t k, const char* end_word) {
    std::size_t e = k;
    while (e < t_.size() && t_[e].text != end_word) excluded_[e++] = true;
    if (e < t_.size()) excluded_[e] = true;
  }

  void mark_excluded() {
    static const std::set<std::string> headers = {"module", "macromodule", "interface", "package", "program",
                                                  "class", "function", "task"};
    static const std::set<std::string> constant_calls = {"$clog2", "$bits", "$size", "$left", "$right", "$high",
                                                         "$low", "$increment", "$dimensions", "$unpacked_dimensions"};
    for (std::size_t k = 0; k < t_.size(); ++k) {
      if (excluded_[k]) continue;
      const Tok& t = t_[k];
      // System calls: constant functions anywhere, tasks ($display, $error, ...) as statements.
      if (t.type == T::sysname) {
        if (constant_calls.count(t.text) && is(k + 1, "(") && match_[k + 1] != npos) {
          for (std::size_t e = k; e <= match_[k + 1]; ++e) excluded_[e] = true;
          continue;
        }
        if (boundary_after(k == 0 ? npos : k - 1)) {
          exclude_to_semicolon(k);
          continue;
        }
      }
      if (t.type == T::keyword && (t.text == "property" || t.text == "sequence")) {
        exclude_to(k, t.text == "property" ? "endproperty" : "endsequence");
        continue;
      }
      if (depth_[k] > 0 || !boundary_after(k == 0 ? npos : k - 1)) continue;
      if (t.type == T::keyword) {
        if (headers.count(t.text) || declaration_keywords().count(t.text) || t.text == "assert" ||
            t.text == "assume" || t.text == "cover")
          exclude_to_semicolon(k);
        continue;
      }
      if (t.type != T::ident) continue;
      // type_name [::name] [dims] name ...  is a declaration; type_name [#(...)] name ( is an instance.
      std::size_t j = k + 1;
      while (is(j, "::") && j + 1 < t_.size() && t_[j + 1].type == T::ident) j += 2;
      if (is(j, "#")) continue;
      while (is(j, "[") && match_[j] != npos) j = match_[j] + 1;
      if (j < t_.size() && t_[j].type == T::ident && !is(j + 1, "(")) exclude_to_semicolon(k);
    }
  }

  const std::string& s_;
  std::string file_;
  std::vector<Tok> t_;
  std::vector<bool> excluded_;
  std::vector<std::size_t> match_;
  std::vector<int> depth_;
};

// splitmix64: the same sequence on every machine and standard library.
struct Rng {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return std::size_t(next() % n); }
};

}  // namespace

std::string Mutation::describe() const {
  switch (kind) {
    case Kind::op:
    case Kind::off_by_one: return "`" + original + "` -> `" + replacement + "`";
    case Kind::stuck: return "if (" + one_line(original, 60) + ") stuck at " + one_line(replacement, 10);
    case Kind::drop: return "dropped `" + one_line(original, 70) + "`";
  }
  return "";
}

std::vector<Mutation> find_mutations(const std::string& text, const std::string& file) {
  return Finder(text, file).sites();
}

std::string apply(const std::string& text, const Mutation& m) {
  if (m.offset + m.length > text.size() || text.compare(m.offset, m.length, m.original) != 0)
    throw MutateError(m.file + ":" + std::to_string(m.line) + ": the text there is not `" + one_line(m.original, 60) +
                      "` (the file changed since the mutations were chosen)");
  return text.substr(0, m.offset) + m.replacement + text.substr(m.offset + m.length);
}

std::vector<Mutation> select(const std::vector<Mutation>& sites, std::size_t count, uint64_t seed,
                             const std::vector<Kind>& kinds) {
  const std::vector<Kind> order =
      kinds.empty() ? std::vector<Kind>{Kind::op, Kind::stuck, Kind::off_by_one, Kind::drop} : kinds;
  std::vector<std::vector<Mutation>> pools;
  Rng rng{seed};
  for (Kind k : order) {
    std::vector<Mutation> pool;
    for (const auto& m : sites)
      if (m.kind == k) pool.push_back(m);
    for (std::size_t i = pool.size(); i > 1; --i) std::swap(pool[i - 1], pool[rng.below(i)]);
    pools.push_back(std::move(pool));
  }
  std::vector<Mutation> out;
  for (std::size_t round = 0; out.size() < count; ++round) {
    bool any = false;
    for (const auto& pool : pools) {
      if (round < pool.size() && out.size() < count) out.push_back(pool[round]);
      any = any || round < pool.size();
    }
    if (!any) break;
  }
  std::sort(out.begin(), out.end(), [](const Mutation& a, const Mutation& b) {
    return std::tie(a.file, a.offset, a.replacement) < std::tie(b.file, b.offset, b.replacement);
  });
  return out;
}

Spec load_spec(const std::string& source_root, const std::string& platform) {
  Spec s;
  s.path = (fs::path(source_root) / "rtl" / platform / "mutate.yaml").string();
  std::error_code ec;
  if (!fs::exists(s.path, ec))
    throw MutateError(s.path + ": no such file (the platform '" + platform + "' has no mutation spec)");
  YAML::Node n;
  try {
    n = YAML::LoadFile(s.path);
  } catch (const YAML::Exception& e) {
    throw MutateError(s.path + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1) + ": " + e.msg);
  }
  const auto where = [&](const YAML::Node& x) {
    return s.path + ":" + std::to_string(x.Mark().line + 1) + ":" + std::to_string(x.Mark().column + 1);
  };
  if (!n.IsMap()) throw MutateError(s.path + ": expected a mapping");
  const auto strings = [&](const YAML::Node& x, const std::string& key) {
    if (!x.IsSequence()) throw MutateError(where(x) + ": " + key + ": expected a list of strings");
    std::vector<std::string> v;
    for (const auto& e : x) {
      if (!e.IsScalar()) throw MutateError(where(e) + ": " + key + ": expected a string");
      v.push_back(e.as<std::string>());
    }
    return v;
  };
  for (const auto& kv : n) {
    const std::string key = kv.first.as<std::string>();
    if (key == "sources") s.sources = strings(kv.second, key);
    else if (key == "exclude") s.exclude = strings(kv.second, key);
    else if (key == "cmake_args") s.cmake_args = strings(kv.second, key);
    else if (key == "simulator" && kv.second.IsScalar()) s.simulator = kv.second.as<std::string>();
    else
      throw MutateError(where(kv.first) + ": unknown key '" + key +
                        "' (known: sources, exclude, cmake_args, simulator)");
  }
  if (s.sources.empty()) throw MutateError(s.path + ": missing key sources");
  if (s.simulator.empty()) throw MutateError(s.path + ": missing key simulator");
  return s;
}

std::vector<std::string> source_files(const std::string& source_root, const Spec& spec) {
  const fs::path root(source_root);
  const auto matches = [&](const std::string& pattern) {
    // The literal directory before the first wildcard, listed recursively.
    const std::size_t wild = pattern.find_first_of("*?[");
    const std::size_t slash = pattern.rfind('/', wild == std::string::npos ? pattern.size() : wild);
    const fs::path dir = root / (slash == std::string::npos ? "" : pattern.substr(0, slash));
    std::vector<std::string> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    for (auto it = fs::recursive_directory_iterator(dir, ec); it != fs::recursive_directory_iterator(); ++it) {
      if (!it->is_regular_file()) continue;
      const std::string rel = fs::relative(it->path(), root).generic_string();
      if (fnmatch(pattern.c_str(), rel.c_str(), FNM_PATHNAME) == 0) out.push_back(rel);
    }
    return out;
  };
  std::set<std::string> files, excluded;
  for (const auto& p : spec.sources) {
    const auto m = matches(p);
    if (m.empty()) throw MutateError(spec.path + ": sources: '" + p + "' matches no file");
    files.insert(m.begin(), m.end());
  }
  for (const auto& p : spec.exclude)
    for (const auto& f : matches(p)) excluded.insert(f);
  std::vector<std::string> out;
  for (const auto& f : files)
    if (!excluded.count(f)) out.push_back(f);
  return out;
}

MutantResult classify(MutantResult m, const CaseResults& base, const CaseResults& mutant) {
  m.cases_failed = m.cycles_changed = 0;
  m.by_baseline = m.by_corpus = false;
  m.killed_by.clear();
  for (const auto& [name, b] : base) {
    if (b.status != "pass") continue;
    const auto it = mutant.find(name);
    if (it == mutant.end() || it->second.status != "pass") {
      if (m.killed_by.empty()) m.killed_by = name + " (" + (it == mutant.end() ? "not run" : it->second.status) + ")";
      ++m.cases_failed;
      (b.baseline ? m.by_baseline : m.by_corpus) = true;
    } else if (it->second.cycles != b.cycles) {
      ++m.cycles_changed;
    }
  }
  m.outcome = m.cases_failed > 0 ? Outcome::killed : Outcome::survived;
  return m;
}

std::size_t Report::count(Outcome o) const {
  return std::size_t(std::count_if(mutants.begin(), mutants.end(), [&](const MutantResult& m) { return m.outcome == o; }));
}

std::size_t Report::scored() const {
  return count(Outcome::killed) + count(Outcome::timeout) + count(Outcome::survived);
}

double Report::score() const {
  const std::size_t n = scored();
  return n == 0 ? 0 : 100.0 * double(count(Outcome::killed) + count(Outcome::timeout)) / double(n);
}

double Report::group_score(bool baselines) const {
  std::size_t k = 0, n = 0;
  for (const auto& m : mutants) {
    if (m.outcome != Outcome::killed && m.outcome != Outcome::timeout && m.outcome != Outcome::survived) continue;
    ++n;
    if (m.outcome == Outcome::timeout || (baselines ? m.by_baseline : m.by_corpus)) ++k;
  }
  return n == 0 ? 0 : 100.0 * double(k) / double(n);
}

namespace {

std::string secs(double s) {
  char buf[32];
  if (s < 120) std::snprintf(buf, sizeof buf, "%.0f s", s);
  else std::snprintf(buf, sizeof buf, "%.1f min", s / 60);
  return buf;
}

std::string cell(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
  return out;
}

}  // namespace

std::string markdown(const Report& r) {
  const Options& o = r.opts;
  std::string s = "# Mutation score: " + o.platform + " (`" + o.hw + "`)\n\n## Run\n\n";
  s += "Command: `" + o.command + "`\n\n";
  s += "Started " + r.started + " on " + r.host + "; wall time " + secs(r.wall_seconds) + " (unchanged RTL: build " +
       secs(r.base_build_seconds) + ", cases " + secs(r.base_run_seconds) + "); " + std::to_string(o.jobs) +
       " mutants at once; budget per mutant's cases " + secs(r.budget) + ".\n\n";
  std::string what = o.baselines ? "the baselines" : "";
  if (!o.corpus_dir.empty()) what += std::string(what.empty() ? "" : " and ") + "the corpus kernels of `" + o.hw + "`";
  s += "Cases: " + what + " (" + std::to_string(r.cases) + " cases, " + std::to_string(r.cases_passing) +
       " pass on the unchanged RTL; only those count).";
  if (r.corpus_skipped) s += " Corpus kernels of other configurations skipped: " + std::to_string(r.corpus_skipped) + ".";
  s += "\n\nSeed " + std::to_string(o.seed) + ", " + std::to_string(r.mutants.size()) + " mutants of " +
       std::to_string(r.files.size()) + " files; sites found:";
  bool first = true;
  for (const auto& [k, n] : r.sites) s += std::string(first ? " " : ", ") + k + " " + std::to_string(n), first = false;
  s += ".\n\n## Score\n\n";
  char buf[64];
  if (r.scored() == 0)
    std::snprintf(buf, sizeof buf, "n/a");   // no mutant scored (all failed to build or ended in errors)
  else
    std::snprintf(buf, sizeof buf, "%.1f %%", r.score());
  const std::size_t kd = r.count(Outcome::killed), to = r.count(Outcome::timeout), sv = r.count(Outcome::survived);
  s += "**" + std::string(buf) + "** of the scored mutants killed: killed " + std::to_string(kd) + ", timed out " +
       std::to_string(to) + " (counted as killed), survived " + std::to_string(sv) + "; not scored: build failed " +
       std::to_string(r.count(Outcome::build_failed)) + ", error " + std::to_string(r.count(Outcome::error)) + ".\n\n";
  const std::size_t corpus_passing = r.cases_passing - r.cases_passing_baseline;
  if (r.cases_passing_baseline > 0 && corpus_passing > 0) {
    char g[320];
    std::snprintf(g, sizeof g,
                  "By case group (the same mutants; timeouts count as killed in both): the baselines alone (%zu passing cases) "
                  "kill **%.1f %%**, the corpus kernels alone (%zu passing cases) **%.1f %%**, all cases %.1f %%.\n\n",
                  r.cases_passing_baseline, r.group_score(true), corpus_passing, r.group_score(false), r.score());
    s += g;
  }
  s += "| kind | mutants | killed | timeout | survived | build failed | error |\n|---|---:|---:|---:|---:|---:|---:|\n";
  for (Kind k : {Kind::op, Kind::stuck, Kind::off_by_one, Kind::drop}) {
    std::size_t c[5] = {0, 0, 0, 0, 0}, total = 0;
    for (const auto& m : r.mutants)
      if (m.mutation.kind == k) ++c[int(m.outcome)], ++total;
    if (!total) continue;
    s += std::string("| ") + kind_name(k) + " | " + std::to_string(total);
    for (int i = 0; i < 5; ++i) s += " | " + std::to_string(c[i]);
    s += " |\n";
  }
  if (r.cases_passing_baseline > 0 && corpus_passing > 0) {
    std::size_t only_b = 0, only_c = 0, both = 0;
    for (const auto& m : r.mutants) {
      if (m.outcome != Outcome::killed) continue;
      if (m.by_baseline && m.by_corpus) ++both;
      else if (m.by_baseline) ++only_b;
      else if (m.by_corpus) ++only_c;
    }
    s += "\nKilled mutants: by both groups " + std::to_string(both) + ", by the baselines only " + std::to_string(only_b) +
         ", by the corpus kernels only " + std::to_string(only_c) + ".\n";
  }
  s += "\n## Survivors\n\n";
  if (sv == 0) s += "None.\n";
  else {
    s += "| id | where | kind | mutation | line | passing cases with other cycles |\n|---|---|---|---|---|---:|\n";
    for (const auto& m : r.mutants)
      if (m.outcome == Outcome::survived)
        s += "| " + m.id + " | " + m.mutation.file + ":" + std::to_string(m.mutation.line) + " | " + kind_name(m.mutation.kind) +
             " | " + cell(m.mutation.describe()) + " | `" + cell(m.source_line) + "` | " + std::to_string(m.cycles_changed) + " |\n";
  }
  s += "\n## All mutants\n\n| id | where | kind | mutation | outcome | first failing case | build | cases |\n"
       "|---|---|---|---|---|---|---:|---:|\n";
  for (const auto& m : r.mutants) {
    std::string why = m.killed_by;
    if (m.outcome == Outcome::killed && r.cases_passing_baseline > 0 && r.cases_passing > r.cases_passing_baseline)
      why += m.by_baseline && m.by_corpus ? "; both groups" : m.by_baseline ? "; the baselines only" : "; the corpus kernels only";
    if (m.outcome == Outcome::build_failed || m.outcome == Outcome::error || m.outcome == Outcome::timeout)
      why = one_line(m.note, 160);
    s += "| " + m.id + " | " + m.mutation.file + ":" + std::to_string(m.mutation.line) + " | " + kind_name(m.mutation.kind) +
         " | " + cell(m.mutation.describe()) + " | " + outcome_name(m.outcome) + " | " + cell(why) + " | " +
         secs(m.build_seconds) + " | " + secs(m.run_seconds) + " |\n";
  }
  return s;
}

nlohmann::json to_json(const Report& r) {
  using nlohmann::json;
  const Options& o = r.opts;
  const std::size_t scored = r.scored();
  json j = {{"platform", o.platform}, {"hw", o.hw}, {"command", o.command}, {"started", r.started}, {"host", r.host},
            {"seed", o.seed}, {"jobs", o.jobs}, {"wall_seconds", r.wall_seconds},
            {"base_build_seconds", r.base_build_seconds}, {"base_run_seconds", r.base_run_seconds},
            {"budget_seconds", r.budget}, {"files", r.files}, {"sites", r.sites},
            {"cases", r.cases}, {"cases_passing", r.cases_passing},
            {"cases_passing_baseline", r.cases_passing_baseline}, {"corpus_skipped", r.corpus_skipped}};
  j["score"] = scored ? json(r.score()) : json();
  const bool both_groups = r.cases_passing_baseline > 0 && r.cases_passing > r.cases_passing_baseline;
  j["score_baselines"] = both_groups && scored ? json(r.group_score(true)) : json();
  j["score_corpus"] = both_groups && scored ? json(r.group_score(false)) : json();
  json counts = json::object();
  for (Outcome oc : {Outcome::killed, Outcome::timeout, Outcome::survived, Outcome::build_failed, Outcome::error})
    counts[outcome_name(oc)] = r.count(oc);
  j["counts"] = counts;
  json ms = json::array();
  for (const auto& m : r.mutants)
    ms.push_back({{"id", m.id}, {"file", m.mutation.file}, {"line", m.mutation.line}, {"column", m.mutation.column},
                  {"kind", kind_name(m.mutation.kind)}, {"mutation", m.mutation.describe()},
                  {"original", m.mutation.original}, {"replacement", m.mutation.replacement},
                  {"source_line", m.source_line}, {"outcome", outcome_name(m.outcome)}, {"killed_by", m.killed_by},
                  {"cases_failed", m.cases_failed}, {"cycles_changed", m.cycles_changed},
                  {"by_baseline", m.by_baseline}, {"by_corpus", m.by_corpus}, {"note", m.note},
                  {"build_seconds", m.build_seconds}, {"run_seconds", m.run_seconds}});
  j["mutants"] = ms;
  return j;
}

std::string below_min_score(const Report& r, double min_score) {
  char buf[160];
  if (r.scored() == 0) {
    std::snprintf(buf, sizeof buf, "no mutant was scored (every one failed to build or ended in an error); --min-score %.1f %% is not met", min_score);
    return buf;
  }
  if (r.score() >= min_score) return "";
  std::snprintf(buf, sizeof buf, "score %.1f %% is below --min-score %.1f %% (%zu survivors)", r.score(), min_score,
                r.count(Outcome::survived));
  return buf;
}

}  // namespace kc::mutate
