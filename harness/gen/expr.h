// Integer expressions of the ISA table's latency classes ("PV_ROWS * VLEN / PORT_ELEMS + 5").
//
// Grammar: expr = term {("+"|"-") term};  term = atom {("*"|"/") atom};
//          atom = integer | identifier | ("max"|"min") "(" expr "," expr ")" | "(" expr ")".
// Identifiers are checked when parsing (against a known list) and bound when evaluating, so one
// parsed expression is evaluated once per hardware configuration.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kc::gen {

// A problem at character `offset` of the expression text.
struct ExprError {
  std::size_t offset = 0;
  std::string message;
};

class Expr {
 public:
  // Parses `text`; every identifier must be one of `known`. Returns all problems (empty = ok).
  std::vector<ExprError> parse(const std::string& text, const std::vector<std::string>& known);

  // Evaluates with the identifier values in `env`. Division must be exact and no intermediate
  // value may be negative (cycle counts); otherwise returns nullopt and fills `error`.
  std::optional<std::int64_t> eval(const std::map<std::string, std::int64_t>& env, ExprError& error) const;

  const std::string& text() const { return text_; }

 private:
  enum class Op { num, id, add, sub, mul, div, max, min };
  struct Node {
    Op op = Op::num;
    std::int64_t value = 0;  // num
    std::string name;        // id
    int a = -1, b = -1;      // operands of binary ops
    std::size_t offset = 0;  // position in text_ (for messages)
  };
  class Parser;

  std::optional<std::int64_t> eval_node(int i, const std::map<std::string, std::int64_t>& env, ExprError& error) const;

  std::string text_;
  std::vector<Node> nodes_;
  int root_ = -1;
};

}  // namespace kc::gen
