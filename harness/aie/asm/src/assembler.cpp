// aie assembler: text -> bundles -> words, with the slot rules, loops, data, and the static stall
// analysis (see kc/aie_asm.h).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <set>
#include <sstream>

#include "kc/aie_asm.h"

namespace kc::aie {

using namespace isa;

bool AsmResult::ok() const { return error_count() == 0; }
std::size_t AsmResult::error_count() const { return count_severity(diagnostics, Severity::error); }
std::size_t AsmResult::warning_count() const { return count_severity(diagnostics, Severity::warning); }

namespace {

struct Tok {
  enum Kind { ident, num, punct } kind = punct;
  std::string text;
  unsigned col = 1;  // 1-based
  std::int64_t value = 0;
};

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = char(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

const char* slot_word(SlotClass s) {
  switch (s) {
    case SlotClass::ld: return "load";
    case SlotClass::st: return "store";
    case SlotClass::scl: return "scalar";
    case SlotClass::vec: return "vector";
    case SlotClass::mv: return "move";
  }
  return "";
}
const char* slot_name(SlotClass s) {
  switch (s) {
    case SlotClass::ld: return "lda/ldb";
    case SlotClass::st: return "st";
    case SlotClass::scl: return "scl";
    case SlotClass::vec: return "vec";
    case SlotClass::mv: return "mv";
  }
  return "";
}

// Register resources for the write-conflict and stall analyses: r0..31, p0..7, m0..7, the 24
// vector halves and the 16 accumulator halves.
constexpr int kResR = 0, kResP = 32, kResM = 40, kResW = 48, kResBM = 72, kNumRes = 88;

void resources(OpndType t, std::int32_t v, std::vector<int>& out) {
  switch (t) {
    case OpndType::R: out.push_back(kResR + v); break;
    case OpndType::P: out.push_back(kResP + v); break;
    case OpndType::M: out.push_back(kResM + v); break;
    case OpndType::X: out.push_back(kResW + 2 * v); out.push_back(kResW + 2 * v + 1); break;
    case OpndType::W: out.push_back(kResW + v); break;
    case OpndType::CM: out.push_back(kResBM + 2 * v); out.push_back(kResBM + 2 * v + 1); break;
    case OpndType::BM: out.push_back(kResBM + v); break;
    default: break;
  }
}

std::string res_name(int r) {
  if (r < kResP) return "r" + std::to_string(r - kResR);
  if (r < kResM) return "p" + std::to_string(r - kResP);
  if (r < kResW) return "m" + std::to_string(r - kResM);
  if (r < kResBM) return std::string((r - kResW) % 2 ? "wh" : "wl") + std::to_string((r - kResW) / 2);
  return "bm" + std::to_string(r - kResBM);
}

// The name of the register of operation `o` that covers resource r ("cm0" for bm0 of a cm0 operand).
std::string reg_text(const OpInst& o, int r) {
  const OpInfo& in = info(o.op);
  for (unsigned k = 0; k < in.n_operands; ++k) {
    const Operand& x = in.operands[k];
    if (x.field < 0) continue;
    std::vector<int> rs;
    resources(x.type, o.v[k], rs);
    if (std::find(rs.begin(), rs.end(), r) == rs.end()) continue;
    const OpndTypeInfo& t = type_info(x.type);
    if (t.n_names) return std::string(t.names[unsigned(o.v[k]) % t.n_names]) + std::to_string(unsigned(o.v[k]) / t.n_names);
    return std::string(t.prefix) + std::to_string(o.v[k]);
  }
  return res_name(r);
}

struct Access {
  std::vector<int> reads, acc_reads, writes;
};

Access access_of(const OpInst& o) {
  Access a;
  const OpInfo& in = info(o.op);
  for (unsigned k = 0; k < in.n_operands; ++k) {
    const Operand& x = in.operands[k];
    if (x.field < 0) {
      const AddrMode m = addr_mode(o.v[k]);
      a.reads.push_back(kResP + int(m.p));
      if (m.mode >= 2) a.reads.push_back(kResM + int(m.m));
      if (m.mode != 0) a.writes.push_back(kResP + int(m.p));
      continue;
    }
    std::vector<int> rs;
    resources(x.type, o.v[k], rs);
    for (int r : rs) {
      if (x.role == Role::read || x.role == Role::rw) a.reads.push_back(r);
      if (x.role == Role::acc) a.acc_reads.push_back(r);
      if (x.role != Role::read) a.writes.push_back(r);
    }
  }
  return a;
}

struct SrcOp {
  OpInst inst;
  unsigned line = 0, col = 0, len = 1;
  int target_fixup = -1;  // operand index holding a label to resolve
  std::string label;
  unsigned label_col = 0;
};

struct SrcBundle {
  std::vector<SrcOp> ops;  // slot order once placed
  unsigned line = 0, col = 0;
  std::uint32_t addr = 0;
  bool labelled = false;
};

struct Loop {
  unsigned line, col;
  std::size_t loop_bundle;  // index of the loop/loopi bundle
  std::size_t body_start;   // index of the first body bundle
  std::size_t body_end = 0;
};

class Assembler {
 public:
  Assembler(std::string_view text, std::string_view file, const HwConfig* cfg)
      : text_(text), file_(file), cfg_(cfg ? cfg : find_config("default")) {}

  AsmResult run() {
    std::size_t pos = 0;
    unsigned line = 0;
    while (pos <= text_.size()) {
      const std::size_t nl = text_.find('\n', pos);
      std::string_view l = text_.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
      if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
      ++line;
      do_line(l, line);
      if (nl == std::string_view::npos) break;
      pos = nl + 1;
    }
    for (const auto& lp : loops_open_)
      error(lp.line, lp.col, 5, ".loop is never closed: add .endloop after the last bundle of its body");
    layout();
    resolve();
    check_loop_exits();
    if (errors_ == 0) stall_analysis();
    sort_diagnostics(r_.diagnostics);
    return std::move(r_);
  }

 private:
  // --- diagnostics -------------------------------------------------------------------------------
  void diag(Severity s, unsigned line, unsigned col, unsigned len, const std::string& msg, const std::string& hint) {
    Diagnostic d;
    d.severity = s;
    d.file = std::string(file_);
    d.line = line;
    d.col = col;
    d.length = std::max(1u, len);
    d.message = msg;
    d.hint = hint;
    r_.diagnostics.push_back(std::move(d));
    if (s == Severity::error) ++errors_;
  }
  void error(unsigned line, unsigned col, unsigned len, const std::string& msg, const std::string& hint = "") {
    diag(Severity::error, line, col, len, msg, hint);
  }
  void error(unsigned line, const Tok& t, const std::string& msg, const std::string& hint = "") {
    error(line, t.col, unsigned(t.text.size()), msg, hint);
  }

  // --- lexing ------------------------------------------------------------------------------------
  bool lex(std::string_view l, unsigned line, std::vector<Tok>& out) {
    std::size_t i = 0;
    while (i < l.size()) {
      const char c = l[i];
      if (c == ' ' || c == '\t') {
        ++i;
        continue;
      }
      if (c == '/' && i + 1 < l.size() && l[i + 1] == '/') break;
      Tok t;
      t.col = unsigned(i + 1);
      if (std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.') {
        std::size_t j = i;
        while (j < l.size() && (std::isalnum(static_cast<unsigned char>(l[j])) || l[j] == '_' || l[j] == '.')) ++j;
        t.kind = Tok::ident;
        t.text = std::string(l.substr(i, j - i));
        i = j;
      } else if (std::isdigit(static_cast<unsigned char>(c)) ||
                 (c == '-' && i + 1 < l.size() && std::isdigit(static_cast<unsigned char>(l[i + 1])))) {
        std::size_t j = i + (c == '-');
        while (j < l.size() && (std::isalnum(static_cast<unsigned char>(l[j])) || l[j] == '.' || l[j] == '_' ||
                                ((l[j] == '-' || l[j] == '+') && (l[j - 1] == 'e' || l[j - 1] == 'E'))))
          ++j;
        t.kind = Tok::num;
        t.text = std::string(l.substr(i, j - i));
        i = j;
        std::string digits = t.text.substr(c == '-');
        std::uint64_t v = 0;
        bool ok = !digits.empty();
        if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
          ok = digits.size() > 2 && digits.size() <= 18;
          for (std::size_t k = 2; k < digits.size() && ok; ++k) {
            ok = std::isxdigit(static_cast<unsigned char>(digits[k])) != 0;
            if (ok) v = v * 16 + std::uint64_t(std::isdigit(static_cast<unsigned char>(digits[k]))
                                                   ? digits[k] - '0'
                                                   : std::tolower(static_cast<unsigned char>(digits[k])) - 'a' + 10);
          }
        } else {
          ok = digits.size() <= 18;
          for (std::size_t k = 0; k < digits.size() && ok; ++k) {
            ok = std::isdigit(static_cast<unsigned char>(digits[k])) != 0;
            if (ok) v = v * 10 + std::uint64_t(digits[k] - '0');
          }
        }
        t.value = c == '-' ? -std::int64_t(v) : std::int64_t(v);
        if (!ok) t.kind = Tok::ident;  // a malformed number; reported where a number is expected (or .bf16 reads it)
      } else if (std::strchr("{};,[]#%:", c)) {
        t.kind = Tok::punct;
        t.text = std::string(1, c);
        ++i;
      } else {
        error(line, unsigned(i + 1), 1, std::string("unexpected character '") + c + "'",
              "comments start with //; operations in a bundle are separated by ;");
        return false;
      }
      out.push_back(std::move(t));
    }
    return true;
  }

  // --- lines -------------------------------------------------------------------------------------
  void do_line(std::string_view l, unsigned line) {
    std::vector<Tok> t;
    if (!lex(l, line, t)) return;
    std::size_t i = 0;
    while (i + 1 < t.size() && t[i].kind == Tok::ident && t[i + 1].text == ":" && t[i].text[0] != '.') {
      define_label(t[i], line);
      i += 2;
    }
    if (i >= t.size()) return;
    std::vector<Tok> rest(t.begin() + long(i), t.end());
    if (rest[0].kind == Tok::ident && rest[0].text[0] == '.') {
      directive(rest, line, l);
      return;
    }
    if (in_data_) {
      error(line, rest[0], "operations belong in code: this line is inside a .data block", "write .text first");
      return;
    }
    SrcBundle b;
    b.line = line;
    b.col = rest[0].col;
    if (rest[0].text == "{") {
      std::size_t k = 1;
      std::vector<Tok> cur;
      bool closed = false;
      for (; k < rest.size(); ++k) {
        if (rest[k].text == "}" && rest[k].kind == Tok::punct) {
          closed = true;
          break;
        }
        if (rest[k].text == ";" && rest[k].kind == Tok::punct) {
          if (cur.empty()) {
            error(line, rest[k], "empty operation in a bundle (two ';' in a row)");
          } else {
            parse_op(cur, line, b);
          }
          cur.clear();
          continue;
        }
        cur.push_back(rest[k]);
      }
      if (!cur.empty()) parse_op(cur, line, b);
      if (!closed) {
        error(line, rest[0], "this bundle is not closed: add '}' at the end of the line",
              "a bundle is one line: { op ; op ; ... }");
        return;
      }
      if (k + 1 < rest.size()) {
        error(line, rest[k + 1], "text after the end of the bundle", "one bundle per line");
        return;
      }
    } else {
      parse_op(rest, line, b);
    }
    add_bundle(std::move(b));
  }

  void define_label(const Tok& t, unsigned line) {
    if (in_data_) {
      error(line, t, "labels name bundles of code; inside .data use .equ for addresses");
      return;
    }
    if (find_op(t.text)) {
      error(line, t, "'" + t.text + "' is an operation name and cannot be a label");
      return;
    }
    if (label_pos_.count(t.text)) {
      error(line, t, "label '" + t.text + "' is already defined at line " + std::to_string(label_pos_[t.text]));
      return;
    }
    label_pos_[t.text] = line;
    pending_labels_.push_back(t.text);
  }

  void add_bundle(SrcBundle b) {
    place_slots(b);
    for (const auto& l : pending_labels_) label_bundle_[l] = bundles_.size();
    b.labelled = !pending_labels_.empty();
    pending_labels_.clear();
    bundles_.push_back(std::move(b));
  }

  // --- slots -------------------------------------------------------------------------------------
  void place_slots(SrcBundle& b) {
    std::vector<SrcOp> by[5];
    for (auto& o : b.ops) by[int(info(o.inst.op).slot)].push_back(o);
    auto conflict = [&](SlotClass sc, std::size_t limit) {
      auto& v = by[int(sc)];
      if (v.size() <= limit) return;
      const SrcOp& extra = v[limit];
      const char* m0 = info(v[0].inst.op).mnemonic;
      const char* mx = info(extra.inst.op).mnemonic;
      std::string msg;
      if (sc == SlotClass::ld)
        msg = std::string(v.size() == 3 ? "three" : "more than two") +
              " loads in one bundle: the load slots lda and ldb hold two; move " + mx + " to the next bundle";
      else
        msg = std::string("two ") + slot_word(sc) + " operations in one bundle: the " + slot_name(sc) +
              " slot holds one (" + m0 + " and " + mx + "); move " + mx + " to the next bundle";
      std::string hint;
      if (sc == SlotClass::vec)
        hint = "a bundle takes one vector op, and besides it two loads, a store, a scalar and a move op";
      else if (sc == SlotClass::mv)
        hint = "vector moves, shuffles, SRS/UPS and conversions share the mv slot; vector ALU ops go to vec";
      else if (sc == SlotClass::scl)
        hint = "scalar ALU, pointer, branch, loop and event operations share the scl slot";
      error(extra.line, extra.col, extra.len, msg, hint);
    };
    conflict(SlotClass::ld, 2);
    conflict(SlotClass::st, 1);
    conflict(SlotClass::scl, 1);
    conflict(SlotClass::vec, 1);
    conflict(SlotClass::mv, 1);
    std::vector<SrcOp> ordered;
    for (auto sc : {SlotClass::ld, SlotClass::st, SlotClass::scl, SlotClass::vec, SlotClass::mv})
      for (auto& o : by[int(sc)]) ordered.push_back(o);
    // one write per register per bundle
    std::map<int, const SrcOp*> written;
    for (const auto& o : ordered) {
      const Access a = access_of(o.inst);
      std::set<int> mine(a.writes.begin(), a.writes.end());
      for (int r : mine) {
        auto it = written.find(r);
        if (it != written.end() && it->second != &o) {
          const bool ptr = r >= kResP && r < kResM;
          error(o.line, o.col, o.len,
                std::string(info(it->second->inst.op).mnemonic) + " and " + info(o.inst.op).mnemonic + " both " +
                    (ptr ? "update " : "write ") + res_name(r) + " in one bundle: a register takes one write per bundle",
                ptr ? "post-modify the pointer in one of them only, or move one to the next bundle"
                    : "move " + std::string(info(o.inst.op).mnemonic) + " to the next bundle");
          break;
        }
        written[r] = &o;
      }
    }
    b.ops = std::move(ordered);
  }

  // --- operations --------------------------------------------------------------------------------
  void parse_op(const std::vector<Tok>& t, unsigned line, SrcBundle& b) {
    const Tok& m = t[0];
    if (m.kind != Tok::ident) {
      error(line, m, "expected an operation, got '" + m.text + "'");
      return;
    }
    const auto op = find_op(m.text);
    if (!op) {
      unknown_op(m, line);
      return;
    }
    const OpInfo& in = info(*op);
    SrcOp so;
    so.inst.op = *op;
    so.line = line;
    so.col = m.col;
    so.len = unsigned(m.text.size());
    // operand groups split at commas; the address operand takes the rest
    std::vector<std::vector<Tok>> groups;
    std::size_t k = 1;
    while (k < t.size()) {
      std::vector<Tok> g;
      if (t[k].text == "[" && t[k].kind == Tok::punct) {
        g.assign(t.begin() + long(k), t.end());
        groups.push_back(g);
        k = t.size();
        break;
      }
      while (k < t.size() && !(t[k].kind == Tok::punct && t[k].text == ",")) g.push_back(t[k++]);
      if (g.empty()) {
        error(line, k < t.size() ? t[k] : m, "missing operand before ','");
        return;
      }
      groups.push_back(g);
      if (k < t.size()) {
        ++k;
        if (k == t.size()) {
          error(line, t.back(), "missing operand after ','");
          return;
        }
      }
    }
    if (groups.size() != in.n_operands) {
      error(line, m, std::string(in.mnemonic) + " takes " + std::to_string(in.n_operands) + " operand" +
                         (in.n_operands == 1 ? "" : "s") + " (" + operand_list(in) + "), got " +
                         std::to_string(groups.size()),
            std::string("example: ") + in.example);
      return;
    }
    bool ok = true;
    for (unsigned i = 0; i < in.n_operands && ok; ++i) ok = parse_operand(groups[i], line, in, i, so);
    if (ok) b.ops.push_back(so);
  }

  static std::string operand_list(const OpInfo& in) {
    std::string s;
    for (unsigned i = 0; i < in.n_operands; ++i) {
      const OpndTypeInfo& t = type_info(in.operands[i].type);
      s += (i ? ", " : "");
      if (t.kind == Kind::addr) s += "address";
      else s += std::string(kFields[std::size_t(in.operands[i].field)].name) + ":" + t.name;
    }
    return s.empty() ? "none" : s;
  }

  void unknown_op(const Tok& m, unsigned line) {
    const std::string w = lower(m.text);
    std::vector<std::string> typed;
    for (const auto& in : kOps)
      if (w == in.base && std::string(in.base) != in.mnemonic) typed.push_back(in.mnemonic);
    if (!typed.empty()) {
      std::string list;
      for (std::size_t i = 0; i < typed.size(); ++i)
        list += (i ? (i + 1 == typed.size() ? " or " : ", ") : "") + typed[i];
      error(line, m, m.text + " needs an element type: " + list);
      return;
    }
    const char* best = nullptr;
    std::size_t best_d = std::max<std::size_t>(2, w.size() / 3) + 1;
    for (const auto& in : kOps) {
      const std::size_t d = edit_distance(w, in.mnemonic);
      if (d < best_d) best_d = d, best = in.mnemonic;
    }
    error(line, m, "unknown operation '" + m.text + "'" + (best ? std::string("; did you mean ") + best + "?" : ""),
          "the operations are listed in docs/isa/aie.md");
  }

  bool number(const std::vector<Tok>& g, unsigned line, std::int64_t& v, const std::string& what) {
    if (g.size() == 1 && g[0].kind == Tok::num) {
      v = g[0].value;
      return true;
    }
    if (g.size() == 1 && g[0].kind == Tok::ident && equ_.count(g[0].text)) {
      v = equ_[g[0].text];
      return true;
    }
    error(line, g[0], "expected " + what + ", got '" + join_text(g) + "'",
          g[0].kind == Tok::ident ? "symbols are defined with .equ NAME, value before their use" : "");
    return false;
  }

  static std::string join_text(const std::vector<Tok>& g) {
    std::string s;
    for (const auto& t : g) s += (s.empty() || t.kind == Tok::punct ? "" : " ") + t.text;
    return s;
  }

  std::optional<std::int32_t> reg_value(const Tok& t, const OpndTypeInfo& ti) {
    if (t.kind != Tok::ident) return std::nullopt;
    const std::string n = lower(t.text);
    auto parse_idx = [](const std::string& s, std::size_t from) -> std::optional<std::int32_t> {
      if (from >= s.size() || s.size() - from > 3) return std::nullopt;
      for (std::size_t i = from; i < s.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
      if (s.size() - from > 1 && s[from] == '0') return std::nullopt;
      return std::int32_t(std::stoi(s.substr(from)));
    };
    if (ti.n_names) {
      for (unsigned k = 0; k < ti.n_names; ++k) {
        const std::string p = ti.names[k];
        if (n.compare(0, p.size(), p) == 0)
          if (auto i = parse_idx(n, p.size()); i && *i * int(ti.n_names) + int(k) < ti.count)
            return *i * std::int32_t(ti.n_names) + std::int32_t(k);
      }
      return std::nullopt;
    }
    const std::string p = ti.prefix;
    if (n.compare(0, p.size(), p) != 0) return std::nullopt;
    auto i = parse_idx(n, p.size());
    if (i && *i < ti.count) return i;
    return std::nullopt;
  }

  bool parse_operand(const std::vector<Tok>& g, unsigned line, const OpInfo& in, unsigned i, SrcOp& so) {
    const OpndTypeInfo& t = type_info(in.operands[i].type);
    const std::string where = std::string(in.mnemonic) + " operand " + std::to_string(i + 1);
    switch (t.kind) {
      case Kind::reg: {
        std::optional<std::int32_t> v;
        if (g.size() == 1) v = reg_value(g[0], t);
        if (!v) {
          std::string got = join_text(g), also;
          for (const auto& other : kOpndTypes)
            if (other.kind == Kind::reg && &other != &t && g.size() == 1 && reg_value(g[0], other))
              also = std::string(" (") + got + " is a " + other.doc + ")";
          error(line, g[0], where + ": expected " + t.doc + ", got '" + got + "'" + also,
                std::string("example: ") + in.example);
          return false;
        }
        so.inst.v[i] = *v;
        return true;
      }
      case Kind::simm:
      case Kind::uimm: {
        std::int64_t v;
        if (!number(g, line, v, t.doc)) return false;
        if (v < t.min || v > t.max) {
          error(line, g[0], where + ": " + std::to_string(v) + " is out of range (" + t.doc + ")");
          return false;
        }
        so.inst.v[i] = std::int32_t(v);
        return true;
      }
      case Kind::enum_: {
        if (g.size() == 1 && g[0].kind == Tok::ident)
          for (unsigned k = 0; k < t.n_names; ++k)
            if (lower(g[0].text) == t.names[k]) {
              so.inst.v[i] = std::int32_t(k);
              return true;
            }
        std::string names;
        for (unsigned k = 0; k < t.n_names; ++k) names += (k ? ", " : "") + std::string(t.names[k]);
        error(line, g[0], where + ": expected one of " + names + ", got '" + join_text(g) + "'");
        return false;
      }
      case Kind::target: {
        if (g.size() == 1 && g[0].kind == Tok::num) {
          if (g[0].value < 0 || g[0].value > t.max) {
            error(line, g[0], where + ": bundle address " + g[0].text + " is out of range 0.." + std::to_string(t.max));
            return false;
          }
          so.inst.v[i] = std::int32_t(g[0].value);
          return true;
        }
        if (g.size() == 1 && g[0].kind == Tok::ident && !equ_.count(g[0].text)) {
          so.target_fixup = int(i);
          so.label = g[0].text;
          so.label_col = g[0].col;
          return true;
        }
        error(line, g[0], where + ": expected a label or a bundle address, got '" + join_text(g) + "'");
        return false;
      }
      case Kind::addr: return parse_addr(g, line, in, i, so);
    }
    return false;
  }

  bool parse_addr(const std::vector<Tok>& g, unsigned line, const OpInfo& in, unsigned i, SrcOp& so) {
    const std::string where = std::string(in.mnemonic) + " address";
    const char* forms = "[pN] | [pN], #inc | [pN], mM | [pN], mM, %size";
    const OpndTypeInfo& pt = type_info(OpndType::P);
    const OpndTypeInfo& mt = type_info(OpndType::M);
    if (g.size() < 3 || g[0].text != "[" || g[2].text != "]") {
      error(line, g[0], where + ": expected " + std::string(forms), std::string("example: ") + in.example);
      return false;
    }
    AddrMode a;
    auto p = reg_value(g[1], pt);
    if (!p) {
      error(line, g[1], where + ": expected a pointer register p0..p7, got '" + g[1].text + "'",
            "addresses come from pointer registers; set one with movpi or setp");
      return false;
    }
    a.p = unsigned(*p);
    std::size_t k = 3;
    if (k < g.size()) {
      if (g[k].text != ",") {
        error(line, g[k], where + ": expected ',' after ']', got '" + g[k].text + "'");
        return false;
      }
      ++k;
      if (k < g.size() && g[k].text == "#") {
        std::vector<Tok> n(g.begin() + long(k + 1), g.end());
        std::int64_t v;
        if (n.empty() || !number(n, line, v, "a post-increment count")) return false;
        if (v < -512 || v > 511) {
          error(line, n[0], where + ": post-increment " + std::to_string(v) +
                                " is out of range -512..511 (counted in accesses of " + std::to_string(in.access) +
                                " bytes)");
          return false;
        }
        a.mode = 1;
        a.inc = int(v);
        k = g.size();
      } else if (k < g.size() && reg_value(g[k], mt)) {
        a.m = unsigned(*reg_value(g[k], mt));
        a.mode = 2;
        ++k;
        if (k < g.size()) {
          if (g[k].text != "," || k + 2 >= g.size() + 0 || g[k + 1].text != "%") {
            error(line, g[k], where + ": expected ', %size' (modulo addressing) after " + g[k - 1].text);
            return false;
          }
          std::vector<Tok> n(g.begin() + long(k + 2), g.end());
          std::int64_t v;
          if (n.empty() || !number(n, line, v, "a circular-buffer size")) return false;
          unsigned lg = 0;
          while (lg < 17 && (std::int64_t(1) << lg) < v) ++lg;
          if (v < 32 || v > 65536 || (std::int64_t(1) << lg) != v) {
            error(line, n[0], where + ": the circular-buffer size " + std::to_string(v) +
                                  " must be a power of two 32..65536");
            return false;
          }
          a.mode = 3;
          a.log2_size = lg;
          k = g.size();
        }
      } else {
        error(line, k < g.size() ? g[k] : g.back(),
              where + ": after ',' expected #inc or a modifier register m0..m7", std::string("forms: ") + forms);
        return false;
      }
    }
    so.inst.v[i] = addr_raw(a);
    return true;
  }

  // --- directives --------------------------------------------------------------------------------
  void directive(const std::vector<Tok>& t, unsigned line, std::string_view raw) {
    const std::string d = lower(t[0].text);
    std::vector<Tok> args(t.begin() + 1, t.end());
    if (d == ".loop") {
      if (in_data_) return error(line, t[0], ".loop belongs in code", "write .text first");
      if (args.size() != 1) return error(line, t[0], ".loop takes one operand: a register rN or a count");
      const auto rv = reg_value(args[0], type_info(OpndType::R));
      SrcBundle b;
      b.line = line;
      b.col = t[0].col;
      SrcOp so;
      so.line = line;
      so.col = t[0].col;
      so.len = 5;  // the target is set when .endloop closes the loop
      if (rv) {
        so.inst.op = Op::loop;
        so.inst.v[0] = *rv;
      } else {
        std::int64_t n;
        if (!number(args, line, n, "a register rN or a loop count")) return;
        const OpndTypeInfo& ct = type_info(OpndType::CNT);
        if (n < ct.min || n > ct.max)
          return error(line, args[0], ".loop count " + std::to_string(n) + " is out of range " +
                                          std::to_string(ct.min) + ".." + std::to_string(ct.max),
                       "larger counts: put the count in a register (.loop rN)");
        so.inst.op = Op::loopi;
        so.inst.v[0] = std::int32_t(n);
      }
      b.ops.push_back(so);
      if (loops_open_.size() + 1 > cfg_->loop_depth)
        error(line, t[0], "loops nest " + std::to_string(loops_open_.size() + 1) + " deep but configuration " +
                              cfg_->name + " supports " + std::to_string(cfg_->loop_depth),
              "turn the outer loop into a counter and bnez");
      add_bundle(std::move(b));
      loops_open_.push_back({line, t[0].col, bundles_.size() - 1, bundles_.size()});
      return;
    }
    if (d == ".endloop") {
      if (!args.empty()) return error(line, args[0], ".endloop takes no operand");
      if (loops_open_.empty()) return error(line, t[0], ".endloop without .loop");
      Loop lp = loops_open_.back();
      loops_open_.pop_back();
      if (bundles_.size() == lp.body_start) return error(line, t[0], "empty loop body: a loop runs at least one bundle");
      if (!pending_labels_.empty())
        return error(line, t[0], "label '" + pending_labels_.front() + "' names no bundle inside the loop",
                     "put the label after .endloop or before a bundle of the body");
      lp.body_end = bundles_.size() - 1;
      loops_.push_back(lp);
      return;
    }
    if (d == ".equ") {
      if (args.size() != 3 || args[0].kind != Tok::ident || args[1].text != ",")
        return error(line, t[0], ".equ takes NAME, value");
      if (equ_.count(args[0].text)) return error(line, args[0], "symbol '" + args[0].text + "' is already defined");
      std::int64_t v;
      if (!number({args[2]}, line, v, "a number")) return;
      equ_[args[0].text] = v;
      return;
    }
    if (d == ".data") {
      std::int64_t a;
      if (args.size() != 1 || !number(args, line, a, "a data-memory byte address")) return;
      if (a < 0 || a >= std::int64_t(cfg_->dm_bytes))
        return error(line, args[0], "data address " + std::to_string(a) + " is outside data memory (0.." +
                                        std::to_string(cfg_->dm_bytes - 1) + " on " + cfg_->name + ")");
      r_.data.push_back({std::uint32_t(a), {}, line});
      data_cols_.push_back(args[0].col);
      in_data_ = true;
      return;
    }
    if (d == ".text") {
      in_data_ = false;
      return;
    }
    if (d == ".byte" || d == ".half" || d == ".word" || d == ".bf16") {
      if (!in_data_) return error(line, t[0], d + " belongs in a .data block", "start one with .data ADDR");
      data_values(d, args, line, raw);
      return;
    }
    error(line, t[0], "unknown directive '" + t[0].text + "'",
          "directives: .loop, .endloop, .equ, .data, .byte, .half, .word, .bf16, .text");
  }

  void data_values(const std::string& d, const std::vector<Tok>& args, unsigned line, std::string_view) {
    const unsigned size = d == ".byte" ? 1 : (d == ".word" ? 4 : 2);
    auto& bytes = r_.data.back().bytes;
    bool expect_value = true;
    for (std::size_t k = 0; k < args.size(); ++k) {
      if (!expect_value) {
        if (args[k].text != ",") return error(line, args[k], "expected ',' between values");
        expect_value = true;
        continue;
      }
      expect_value = false;
      std::uint32_t bits = 0;
      if (d == ".bf16") {
        char* end = nullptr;
        const double v = std::strtod(args[k].text.c_str(), &end);
        if (args[k].text.empty() || *end != '\0') return error(line, args[k], "expected a decimal number for .bf16");
        bits = bf16_from_double(v);  // rounded once, from the decimal's double value
      } else {
        std::int64_t v;
        if (!number({args[k]}, line, v, "an integer")) return;
        const std::int64_t lo = -(std::int64_t(1) << (8 * size - 1)), hi = (std::int64_t(1) << (8 * size)) - 1;
        if (v < lo || v > hi)
          return error(line, args[k], std::to_string(v) + " does not fit " + d + " (" + std::to_string(lo) + ".." +
                                          std::to_string(hi) + ")");
        bits = std::uint32_t(v);
      }
      for (unsigned b = 0; b < size; ++b) bytes.push_back(std::uint8_t(bits >> (8 * b)));
    }
    if (expect_value && !args.empty()) error(line, args.back(), "missing value after ','");
  }

  // Round-to-nearest-even of a double to bf16 (subnormals kept), from the exact value.
  static std::uint32_t bf16_from_double(double v) {
    if (std::isnan(v)) return 0x7FC0;
    const std::uint32_t sign = std::signbit(v) ? 0x8000u : 0u;
    v = std::fabs(v);
    if (v == 0) return sign;
    int e = std::ilogb(v);
    if (e < -126) e = -126;
    const double q = std::ldexp(1.0, e - 7);
    const double m = std::nearbyint(v / q);  // round half to even (default rounding mode)
    const double r = m * q;
    if (r >= std::ldexp(1.0, 128)) return sign | 0x7F80u;
    const float f = float(r);  // exact: a bf16 value
    std::uint32_t u;
    std::memcpy(&u, &f, 4);
    return sign | (u >> 16);
  }

  // --- layout and labels -------------------------------------------------------------------------
  void layout() {
    std::uint32_t addr = 0;
    for (auto& b : bundles_) {
      b.addr = addr;
      addr += std::uint32_t(std::max<std::size_t>(1, b.ops.size()));
    }
    if (addr > cfg_->pm_words && !bundles_.empty())
      error(bundles_.back().line, 1, 1,
            "the program has " + std::to_string(addr) + " words but configuration " + cfg_->name + " has " +
                std::to_string(cfg_->pm_words) + " (" + std::to_string(cfg_->pm_bytes) + " bytes of program memory)");
    for (const auto& kv : label_bundle_)
      r_.labels[kv.first] = kv.second < bundles_.size() ? bundles_[kv.second].addr : addr;
    // data blocks fit memory and do not overlap
    for (std::size_t i = 0; i < r_.data.size(); ++i) {
      const auto& a = r_.data[i];
      if (a.addr + a.bytes.size() > cfg_->dm_bytes)
        error(a.line, data_cols_[i], 1,
              ".data block at " + std::to_string(a.addr) + " (" + std::to_string(a.bytes.size()) +
                  " bytes) runs past the end of data memory (" + std::to_string(cfg_->dm_bytes) + " bytes)");
      for (std::size_t j = 0; j < i; ++j) {
        const auto& b = r_.data[j];
        if (a.addr < b.addr + b.bytes.size() && b.addr < a.addr + a.bytes.size())
          error(a.line, data_cols_[i], 1, ".data block at " + std::to_string(a.addr) + " overlaps the block of line " +
                                              std::to_string(b.line));
      }
    }
  }

  void resolve() {
    for (const auto& l : loops_) {
      auto& o = bundles_[l.loop_bundle].ops[0];
      o.inst.v[1] = std::int32_t(bundles_[l.body_end].addr);
      o.target_fixup = -1;
    }
    for (auto& b : bundles_)
      for (auto& o : b.ops) {
        if (o.target_fixup < 0) continue;
        auto it = r_.labels.find(o.label);
        if (it == r_.labels.end()) {
          const char* best = nullptr;
          std::size_t best_d = 3;
          for (const auto& kv : r_.labels) {
            const std::size_t d = edit_distance(o.label, kv.first);
            if (d < best_d) best_d = d, best = kv.first.c_str();
          }
          error(o.line, o.label_col, unsigned(o.label.size()),
                "undefined label '" + o.label + "'" + (best ? std::string("; did you mean ") + best + "?" : ""));
          continue;
        }
        if (label_bundle_[o.label] >= bundles_.size()) {
          error(o.line, o.label_col, unsigned(o.label.size()), "label '" + o.label + "' names no bundle (it ends the program)");
          continue;
        }
        o.inst.v[std::size_t(o.target_fixup)] = std::int32_t(it->second);
      }
    if (errors_ == 0)
      for (std::size_t i = 0; i < bundles_.size(); ++i) {
        Bundle b;
        for (const auto& o : bundles_[i].ops) b.ops.push_back(o.inst);
        r_.bundle_starts.push_back(std::uint32_t(r_.words.size()));
        r_.bundle_lines.push_back(bundles_[i].line);
        for (auto w : encode_bundle(b)) r_.words.push_back(w);
      }
  }

  void check_loop_exits() {
    for (const auto& l : loops_) {
      const std::uint32_t lo = bundles_[l.body_start].addr, hi = bundles_[l.body_end].addr;
      for (std::size_t i = l.body_start; i <= l.body_end; ++i)
        for (const auto& o : bundles_[i].ops) {
          const Op op = o.inst.op;
          if (op != Op::j && op != Op::beqz && op != Op::bnez) continue;
          const std::uint32_t tgt = std::uint32_t(o.inst.v[op == Op::j ? 0 : 1]);
          if (tgt < lo || tgt > hi)
            error(o.line, o.col, o.len,
                  std::string(info(op).mnemonic) + " leaves the zero-overhead loop of line " + std::to_string(l.line) +
                      " (its body is bundles " + std::to_string(lo) + ".." + std::to_string(hi) + ")",
                  "leave a zero-overhead loop through its last bundle; use a counter and bnez for early exits");
        }
    }
  }

  // --- static stall analysis ---------------------------------------------------------------------
  struct Producer {
    long issue = -1000;
    int lat_class = -1;
    std::size_t bundle = 0, op = 0;
  };
  struct State {
    std::array<Producer, kNumRes> prod;
    std::array<long, kNumLatClasses> unit_free{};  // cycle the class's unit takes another operation
    long cycle = -1;
  };

  void reset(State& s) {
    s = State{};
    for (auto& u : s.unit_free) u = -1000;
  }

  // Issues bundle i in state s; reports the stall (once per bundle and kind) when `report`.
  void issue(State& s, std::size_t i, bool report, const char* context) {
    const SrcBundle& b = bundles_[i];
    long t = s.cycle + 1, need = t;
    std::string why;
    unsigned wl = b.line, wc = b.col, wlen = 1;
    int interval_class = -1;   // the wait is a unit's issue interval (a throughput bound), not a latency
    auto consider = [&](long ready, const std::string& text, const SrcOp& o, int interval_of = -1) {
      if (ready > need) {
        need = ready;
        why = text;
        wl = o.line;
        wc = o.col;
        wlen = o.len;
        interval_class = interval_of;
      }
    };
    for (const auto& o : b.ops) {
      const Access a = access_of(o.inst);
      const LatClass mine = info(o.inst.op).lat;
      auto src = [&](int r, bool acc) {
        const Producer& p = s.prod[std::size_t(r)];
        if (p.lat_class < 0) return;
        const Timing& tp = cfg_->timing[std::size_t(p.lat_class)];
        const bool fwd = acc && p.lat_class == int(mine);
        const long ready = p.issue + long(fwd ? tp.acc_forward : tp.latency);
        const SrcOp& prod = bundles_[p.bundle].ops[p.op];
        if (ready > t)
          consider(ready,
                   reg_text(o.inst, r) + " is read " + std::to_string(t - p.issue) + " cycle" + (t - p.issue == 1 ? "" : "s") +
                       " after `" + format_op(prod.inst) + "` (line " + std::to_string(prod.line) + ") writes it; " +
                       (fwd ? "its accumulator forward takes " + std::to_string(tp.acc_forward)
                            : std::string(kLatClassNames[p.lat_class]) + " latency is " + std::to_string(tp.latency)),
                   o);
      };
      for (int r : a.reads) src(r, false);
      for (int r : a.acc_reads) src(r, true);
      const Timing& tm = cfg_->timing[std::size_t(mine)];
      for (int r : a.writes) {  // write after write: results complete in order
        const Producer& p = s.prod[std::size_t(r)];
        if (p.lat_class < 0) continue;
        const long done_old = p.issue + long(cfg_->timing[std::size_t(p.lat_class)].latency);
        const long ready = done_old - long(tm.latency) + 1;
        if (ready > t)
          consider(ready, reg_text(o.inst, r) + " is written before the older write by `" +
                              format_op(bundles_[p.bundle].ops[p.op].inst) + "` completes", o);
      }
      const long free = s.unit_free[std::size_t(mine)];
      if (free > t)
        consider(free, std::string(kLatClassNames[std::size_t(mine)]) + " operations issue every " +
                           std::to_string(tm.interval) + " cycles on configuration " + cfg_->name, o, int(mine));
    }
    // An issue-interval wait is reported once per unit class: a kernel at the MAC bound waits so on
    // every matrix operation by design, and one warning each would bury the latency stalls.
    if (need > t && report && !interval_warned_.count(interval_class) && warned_.insert(i).second) {
      if (interval_class >= 0) interval_warned_.insert(interval_class);
      const long stall = need - t;
      diag(Severity::warning, wl, wc, wlen,
           std::string("stall") + context + ": " + why + ", so this bundle waits " + std::to_string(stall) + " cycle" +
               (stall == 1 ? "" : "s"),
           interval_class < 0
               ? "fill the gap with independent work, or software-pipeline the loop (docs/isa/aie.md, Worked examples)"
               : "a throughput bound, not a latency: independent work can fill the gap, software pipelining cannot "
                 "remove it (a kernel at the MAC bound waits here by design); later waits for the same reason are "
                 "not listed");
    }
    s.cycle = need;
    for (std::size_t k = 0; k < b.ops.size(); ++k) {
      const Access a = access_of(b.ops[k].inst);
      const LatClass lc = info(b.ops[k].inst.op).lat;
      for (int r : a.writes) {
        // the pointer post-update is ready for the next bundle whatever the operation's class
        const bool ptr = r >= kResP && r < kResM && (info(b.ops[k].inst.op).slot == SlotClass::ld ||
                                                     info(b.ops[k].inst.op).slot == SlotClass::st);
        s.prod[std::size_t(r)] = {need, ptr ? int(LatClass::scalar) : int(lc), i, k};
      }
      s.unit_free[std::size_t(lc)] = need + long(cfg_->timing[std::size_t(lc)].interval);
    }
  }

  void stall_analysis() {
    State s;
    reset(s);
    std::vector<State> at_end(bundles_.size());
    for (std::size_t i = 0; i < bundles_.size(); ++i) {
      if (bundles_[i].labelled) reset(s);
      issue(s, i, true, "");
      at_end[i] = s;
      // after a jump or done the next bundle has other predecessors
      for (const auto& o : bundles_[i].ops)
        if (o.inst.op == Op::j || o.inst.op == Op::done) reset(s);
    }
    // around each loop's back edge: the body again, from the state at its end
    for (const auto& l : loops_) {
      State t = at_end[l.body_end];
      for (std::size_t i = l.body_start; i <= l.body_end; ++i) issue(t, i, true, " around the loop's back edge");
    }
  }

  std::string_view text_, file_;
  const HwConfig* cfg_;
  AsmResult r_;
  std::size_t errors_ = 0;
  std::vector<SrcBundle> bundles_;
  std::vector<std::string> pending_labels_;
  std::map<std::string, unsigned> label_pos_;
  std::map<std::string, std::size_t> label_bundle_;
  std::map<std::string, std::int64_t> equ_;
  std::vector<Loop> loops_open_, loops_;
  std::vector<unsigned> data_cols_;
  bool in_data_ = false;
  std::set<std::size_t> warned_;
  std::set<int> interval_warned_;   // unit classes whose issue-interval wait was reported
};

}  // namespace

AsmResult assemble(std::string_view text, std::string_view filename, const HwConfig* cfg) {
  return Assembler(text, filename, cfg).run();
}

std::string format_diagnostics(const AsmResult& r, std::string_view text, std::string_view filename) {
  std::string s = format_diagnostics_capped(r.diagnostics, text, kMaxDiagnosticsFormatted);
  if (!r.diagnostics.empty())
    s += std::string(filename) + ": " + diagnostic_counts(r.error_count(), r.warning_count()) + "\n";
  return s;
}

}  // namespace kc::aie
