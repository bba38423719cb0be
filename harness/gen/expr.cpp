#include "expr.h"

#include <algorithm>
#include <cctype>

namespace kc::gen {

// Recursive-descent parser over Expr::text_, appending nodes to Expr::nodes_.
class Expr::Parser {
 public:
  Parser(Expr& e, const std::vector<std::string>& known, std::vector<ExprError>& errors)
      : e_(e), t_(e.text_), known_(known), errors_(errors) {}

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
    int lhs = atom();
    while (lhs >= 0) {
      skip_space();
      if (!peek('*') && !peek('/')) break;
      const std::size_t at = pos_;
      const Op op = t_[pos_++] == '*' ? Op::mul : Op::div;
      lhs = binary(op, lhs, atom(), at);
    }
    return lhs;
  }

  int atom() {
    skip_space();
    const std::size_t at = pos_;
    if (pos_ >= t_.size()) return fail("expected a number, an identifier or '(' at the end of the expression");
    const char c = t_[pos_];
    if (std::isdigit(static_cast<unsigned char>(c))) return number(at);
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') return name_or_call(at);
    if (c == '(') {
      ++pos_;
      const int inner = expr();
      if (inner < 0) return -1;
      if (!expect(')')) return -1;
      return inner;
    }
    return fail("expected a number, an identifier or '(', not '" + std::string(1, c) + "'");
  }

  int number(std::size_t at) {
    std::int64_t v = 0;
    while (pos_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[pos_]))) {
      v = v * 10 + (t_[pos_++] - '0');
      if (v > (std::int64_t(1) << 40)) return fail_at(at, "number too large");
    }
    Node n;
    n.op = Op::num;
    n.value = v;
    n.offset = at;
    return add(n);
  }

  int name_or_call(std::size_t at) {
    std::string name;
    while (pos_ < t_.size() && (std::isalnum(static_cast<unsigned char>(t_[pos_])) || t_[pos_] == '_'))
      name += t_[pos_++];
    skip_space();
    if (peek('(')) {
      ++pos_;
      if (name != "max" && name != "min") return fail_at(at, "unknown function '" + name + "' (known: max, min)");
      const int a = expr();
      if (a < 0 || !expect(',')) return -1;
      const int b = expr();
      if (b < 0 || !expect(')')) return -1;
      return binary(name == "max" ? Op::max : Op::min, a, b, at);
    }
    if (std::find(known_.begin(), known_.end(), name) == known_.end()) {
      std::string list;
      for (const auto& k : known_) list += (list.empty() ? "" : " ") + k;
      errors_.push_back({at, "unknown identifier '" + name + "' (known: " + list + ")"});
      // Keep parsing so that every unknown identifier is reported.
    }
    Node n;
    n.op = Op::id;
    n.name = name;
    n.offset = at;
    return add(n);
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
  const std::vector<std::string>& known_;
  std::vector<ExprError>& errors_;
  std::size_t pos_ = 0;
};

std::vector<ExprError> Expr::parse(const std::string& text, const std::vector<std::string>& known) {
  text_ = text;
  nodes_.clear();
  std::vector<ExprError> errors;
  Parser p(*this, known, errors);
  root_ = p.parse_all();
  if (!errors.empty()) root_ = -1;
  return errors;
}

std::optional<std::int64_t> Expr::eval(const std::map<std::string, std::int64_t>& env, ExprError& error) const {
  if (root_ < 0) {
    error = {0, "expression was not parsed successfully"};
    return std::nullopt;
  }
  return eval_node(root_, env, error);
}

std::optional<std::int64_t> Expr::eval_node(int i, const std::map<std::string, std::int64_t>& env,
                                            ExprError& error) const {
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
  const auto a = eval_node(n.a, env, error);
  if (!a) return std::nullopt;
  const auto b = eval_node(n.b, env, error);
  if (!b) return std::nullopt;
  switch (n.op) {
    case Op::add:
      return *a + *b;
    case Op::sub:
      if (*a < *b) {
        error = {n.offset, "negative result " + std::to_string(*a) + " - " + std::to_string(*b)};
        return std::nullopt;
      }
      return *a - *b;
    case Op::mul:
      return *a * *b;
    case Op::div:
      if (*b == 0 || *a % *b != 0) {
        error = {n.offset, "division " + std::to_string(*a) + " / " + std::to_string(*b) +
                               " is not exact (cycle counts must be whole numbers)"};
        return std::nullopt;
      }
      return *a / *b;
    case Op::max:
      return std::max(*a, *b);
    case Op::min:
      return std::min(*a, *b);
    default:
      return std::nullopt;
  }
}

}  // namespace kc::gen
