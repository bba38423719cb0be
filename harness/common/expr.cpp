#include "kc/expr.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace kc {

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// "%g"-like text of a value for messages (integers without a fraction).
std::string num_text(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(std::int64_t(v));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

}  // namespace

bool expr_reserved(const std::string& name) {
  static const char* const kReserved[] = {"max", "min", "sqrt", "exp", "log", "inf"};
  for (const char* r : kReserved)
    if (name == r) return true;
  return false;
}

// Recursive-descent parser over Expr::text_, appending nodes to Expr::nodes_.
class Expr::Parser {
 public:
  Parser(Expr& e, const std::vector<std::string>& known, std::vector<ExprError>& errors)
      : e_(e), t_(e.text_), real_(e.kind_ == Kind::real), known_(known), errors_(errors) {}

  // Parses the whole text; returns the root node index (or -1 after a syntax error).
  int parse_all() {
    int root = expr();
    skip_space();
    if (root >= 0 && pos_ < t_.size())
      return fail("unexpected '" + std::string(1, t_[pos_]) + "' after the expression");
    return root;
  }

 private:
  int expr() {
    int lhs = term();
    while (lhs >= 0) {
      skip_space();
      if (!peek('+') && !peek('-')) break;
      const std::size_t at = pos_;
      const Op op = t_[pos_++] == '+' ? Op::add : Op::sub;
      lhs = binary(op, lhs, term(), at);
    }
    return lhs;
  }

  int term() {
    int lhs = unary();
    while (lhs >= 0) {
      skip_space();
      if (!peek('*') && !peek('/')) break;
      const std::size_t at = pos_;
      const Op op = t_[pos_++] == '*' ? Op::mul : Op::div;
      lhs = binary(op, lhs, unary(), at);
    }
    return lhs;
  }

  int unary() {
    skip_space();
    if (!peek('-')) return atom();
    const std::size_t at = pos_++;
    const int inner = unary();
    if (inner < 0) return -1;
    Node n;
    n.op = Op::neg;
    n.a = inner;
    n.offset = at;
    return add(n);
  }

  int atom() {
    skip_space();
    const std::size_t at = pos_;
    if (pos_ >= t_.size()) return fail("expected a number, an identifier or '(' at the end of the expression");
    const char c = t_[pos_];
    if (is_digit(c)) return number(at);
    if (is_ident_start(c)) return name_or_call(at);
    if (c == '(') {
      ++pos_;
      const int inner = expr();
      if (inner < 0) return -1;
      if (!expect(')')) return -1;
      return inner;
    }
    return fail("expected a number, an identifier or '(', not '" + std::string(1, c) + "'");
  }

  // An integer, or (real expressions) digits [. digits] [e [+-] digits].
  int number(std::size_t at) {
    std::size_t end = pos_;
    while (end < t_.size() && is_digit(t_[end])) ++end;
    bool fractional = false;
    if (end < t_.size() && t_[end] == '.') {
      fractional = true;
      ++end;
      while (end < t_.size() && is_digit(t_[end])) ++end;
    }
    if (end < t_.size() && (t_[end] == 'e' || t_[end] == 'E')) {
      std::size_t e = end + 1;
      if (e < t_.size() && (t_[e] == '+' || t_[e] == '-')) ++e;
      if (e < t_.size() && is_digit(t_[e])) {
        fractional = true;
        end = e;
        while (end < t_.size() && is_digit(t_[end])) ++end;
      }
    }
    const std::string lit = t_.substr(pos_, end - pos_);
    pos_ = end;
    if (fractional && !real_) return fail_at(at, "'" + lit + "' is not an integer (this is an integer expression)");
    Node n;
    n.op = Op::num;
    n.offset = at;
    if (real_) {
      n.value = std::strtod(lit.c_str(), nullptr);
      if (!std::isfinite(n.value)) return fail_at(at, "number '" + lit + "' is out of range");
    } else {
      if (lit.size() > 13) return fail_at(at, "number too large");   // keeps sums and products exact
      n.value = double(std::strtoll(lit.c_str(), nullptr, 10));
    }
    return add(n);
  }

  int name_or_call(std::size_t at) {
    std::string name;
    while (pos_ < t_.size() && is_ident_char(t_[pos_])) name += t_[pos_++];
    skip_space();
    if (peek('(')) return call(name, at);
    if (name == "inf") {
      if (!real_) return fail_at(at, "'inf' is only allowed in real expressions");
      Node n;
      n.op = Op::num;
      n.value = std::numeric_limits<double>::infinity();
      n.offset = at;
      return add(n);
    }
    if (std::find(known_.begin(), known_.end(), name) == known_.end()) {
      std::string list;
      for (const auto& k : known_) list += (list.empty() ? "" : " ") + k;
      errors_.push_back({at, "unknown identifier '" + name + "' (known: " + (list.empty() ? "none" : list) + ")"});
      // Keep parsing so that every unknown identifier is reported.
    }
    Node n;
    n.op = Op::id;
    n.name = name;
    n.offset = at;
    return add(n);
  }

  // name "(" args ")" with the '(' next.
  int call(const std::string& name, std::size_t at) {
    ++pos_;
    if (name == "max" || name == "min") {
      const int a = expr();
      if (a < 0 || !expect(',')) return -1;
      const int b = expr();
      if (b < 0 || !expect(')')) return -1;
      return binary(name == "max" ? Op::max : Op::min, a, b, at);
    }
    if (name == "sqrt" || name == "exp" || name == "log") {
      if (!real_) return fail_at(at, "function '" + name + "' is only allowed in real expressions (known: max, min)");
      const int a = expr();
      if (a < 0 || !expect(')')) return -1;
      Node n;
      n.op = name == "sqrt" ? Op::sqrt : name == "exp" ? Op::exp : Op::log;
      n.a = a;
      n.offset = at;
      return add(n);
    }
    return fail_at(at, "unknown function '" + name + "' (known: " +
                           std::string(real_ ? "max, min, sqrt, exp, log" : "max, min") + ")");
  }

  int binary(Op op, int a, int b, std::size_t at) {
    if (a < 0 || b < 0) return -1;
    Node n;
    n.op = op;
    n.a = a;
    n.b = b;
    n.offset = at;
    return add(n);
  }

  bool expect(char c) {
    skip_space();
    if (peek(c)) {
      ++pos_;
      return true;
    }
    fail(std::string("expected '") + c + "'");
    return false;
  }

  int add(const Node& n) {
    e_.nodes_.push_back(n);
    return int(e_.nodes_.size()) - 1;
  }
  void skip_space() {
    while (pos_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[pos_]))) ++pos_;
  }
  bool peek(char c) const { return pos_ < t_.size() && t_[pos_] == c; }
  int fail(const std::string& msg) { return fail_at(pos_, msg); }
  int fail_at(std::size_t at, const std::string& msg) {
    errors_.push_back({at, msg});
    return -1;
  }

  Expr& e_;
  const std::string& t_;
  const bool real_;
  const std::vector<std::string>& known_;
  std::vector<ExprError>& errors_;
  std::size_t pos_ = 0;
};

std::vector<ExprError> Expr::parse(const std::string& text, const std::vector<std::string>& known, Kind kind) {
  text_ = text;
  kind_ = kind;
  nodes_.clear();
  std::vector<ExprError> errors;
  Parser p(*this, known, errors);
  root_ = p.parse_all();
  if (!errors.empty()) root_ = -1;
  return errors;
}

std::vector<std::string> Expr::identifiers() const {
  std::vector<std::string> out;
  for (const auto& n : nodes_)
    if (n.op == Op::id && std::find(out.begin(), out.end(), n.name) == out.end()) out.push_back(n.name);
  return out;
}

std::optional<std::int64_t> Expr::eval(const std::map<std::string, std::int64_t>& env, ExprError& error) const {
  if (root_ < 0) {
    error = {0, "expression was not parsed successfully"};
    return std::nullopt;
  }
  if (kind_ != Kind::integer) {
    error = {0, "a real expression cannot be evaluated as an integer"};
    return std::nullopt;
  }
  return eval_int(root_, env, error);
}

std::optional<std::int64_t> Expr::eval_int(int i, const std::map<std::string, std::int64_t>& env,
                                           ExprError& error) const {
  const Node& n = nodes_[std::size_t(i)];
  if (n.op == Op::num) return std::int64_t(n.value);
  if (n.op == Op::id) {
    auto it = env.find(n.name);
    if (it == env.end()) {
      error = {n.offset, "identifier '" + n.name + "' has no value"};
      return std::nullopt;
    }
    return it->second;
  }
  const auto a = eval_int(n.a, env, error);
  if (!a) return std::nullopt;
  if (n.op == Op::neg) {
    if (*a != 0) {
      error = {n.offset, "negative result -" + std::to_string(*a)};
      return std::nullopt;
    }
    return 0;
  }
  const auto b = eval_int(n.b, env, error);
  if (!b) return std::nullopt;
  std::int64_t r = 0;
  switch (n.op) {
    case Op::add:
      if (__builtin_add_overflow(*a, *b, &r)) break;
      return r;
    case Op::sub:
      if (*a < *b) {
        error = {n.offset, "negative result " + std::to_string(*a) + " - " + std::to_string(*b)};
        return std::nullopt;
      }
      return *a - *b;
    case Op::mul:
      if (__builtin_mul_overflow(*a, *b, &r)) break;
      return r;
    case Op::div:
      if (*b == 0 || *a % *b != 0) {
        error = {n.offset, "division " + std::to_string(*a) + " / " + std::to_string(*b) +
                               " is not exact (integer expressions divide exactly)"};
        return std::nullopt;
      }
      return *a / *b;
    case Op::max:
      return std::max(*a, *b);
    case Op::min:
      return std::min(*a, *b);
    default:
      error = {n.offset, "not an integer operation"};
      return std::nullopt;
  }
  error = {n.offset, "integer overflow"};
  return std::nullopt;
}

std::optional<double> Expr::eval_real(const std::map<std::string, double>& env, ExprError& error) const {
  if (root_ < 0) {
    error = {0, "expression was not parsed successfully"};
    return std::nullopt;
  }
  return eval_dbl(root_, env, error);
}

std::optional<double> Expr::eval_dbl(int i, const std::map<std::string, double>& env, ExprError& error) const {
  const Node& n = nodes_[std::size_t(i)];
  if (n.op == Op::num) return n.value;
  if (n.op == Op::id) {
    auto it = env.find(n.name);
    if (it == env.end()) {
      error = {n.offset, "identifier '" + n.name + "' has no value"};
      return std::nullopt;
    }
    return it->second;
  }
  const auto a = eval_dbl(n.a, env, error);
  if (!a) return std::nullopt;
  double r = 0;
  switch (n.op) {
    case Op::neg:
      return -*a;
    case Op::sqrt:
      if (*a < 0) {
        error = {n.offset, "sqrt of the negative number " + num_text(*a)};
        return std::nullopt;
      }
      return std::sqrt(*a);
    case Op::exp:
      return std::exp(*a);
    case Op::log:
      if (*a < 0) {
        error = {n.offset, "log of the negative number " + num_text(*a)};
        return std::nullopt;
      }
      return std::log(*a);
    default:
      break;
  }
  const auto b = eval_dbl(n.b, env, error);
  if (!b) return std::nullopt;
  switch (n.op) {
    case Op::add:
      r = *a + *b;
      break;
    case Op::sub:
      r = *a - *b;
      break;
    case Op::mul:
      r = *a * *b;
      break;
    case Op::div:
      if (*b == 0) {
        error = {n.offset, "division by zero (" + num_text(*a) + " / 0)"};
        return std::nullopt;
      }
      r = *a / *b;
      break;
    case Op::max:
      r = std::max(*a, *b);
      break;
    case Op::min:
      r = std::min(*a, *b);
      break;
    default:
      break;
  }
  if (std::isnan(r)) {
    error = {n.offset, "the result is not a number (NaN)"};
    return std::nullopt;
  }
  return r;
}

}  // namespace kc
