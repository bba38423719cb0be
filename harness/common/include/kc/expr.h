// Arithmetic expressions of the declarative inputs: latency classes of an ISA table
// ("PV_ROWS * VLEN / PORT_ELEMS + 5"), task shapes and addresses ("R*C + 256"), and the real-valued
// constants and input scales of a task ("1/sqrt(K)", "-inf").
//
// Grammar: expr = term {("+"|"-") term};  term = unary {("*"|"/") unary};  unary = "-" unary | atom;
//          atom = number | identifier | function "(" args ")" | "(" expr ")".
// Two kinds, chosen when parsing:
//   integer  numbers are decimal integers; functions max(a, b), min(a, b). Evaluation is exact:
//            division must divide exactly and no intermediate value may be negative (sizes,
//            addresses and cycle counts), else evaluation reports an error.
//   real     numbers may have a fraction and an exponent (1.702, 1e-5); the literal `inf`;
//            functions max, min, sqrt, exp, log. Evaluation is in double with inexact division;
//            division by zero, sqrt or log of a negative number, and NaN results are errors.
// Identifiers are checked when parsing (against a known list) and bound when evaluating, so one
// parsed expression is evaluated once per configuration. Function names and `inf` are reserved.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kc {

// A problem at character `offset` of the expression text.
struct ExprError {
  std::size_t offset = 0;
  std::string message;
};

// True if `name` is a function name or literal of the expression language (max, min, sqrt, exp,
// log, inf): such names cannot be used as identifiers.
bool expr_reserved(const std::string& name);

class Expr {
 public:
  enum class Kind { integer, real };

  // Parses `text` as an expression of `kind`; every identifier must be one of `known`. Returns all
  // problems (empty = ok).
  std::vector<ExprError> parse(const std::string& text, const std::vector<std::string>& known,
                               Kind kind = Kind::integer);

  // Integer evaluation (an integer expression) with the identifier values in `env`. Division
  // must be exact and no intermediate value may be negative; otherwise returns nullopt and fills
  // `error`.
  std::optional<std::int64_t> eval(const std::map<std::string, std::int64_t>& env, ExprError& error) const;

  // Real evaluation (either kind) with the identifier values in `env`; nullopt and `error` for
  // division by zero, sqrt/log of a negative number or a NaN result.
  std::optional<double> eval_real(const std::map<std::string, double>& env, ExprError& error) const;

  const std::string& text() const { return text_; }
  Kind kind() const { return kind_; }
  bool parsed() const { return root_ >= 0; }
  // The identifiers the expression uses (each once, in order of appearance).
  std::vector<std::string> identifiers() const;

 private:
  enum class Op { num, id, neg, add, sub, mul, div, max, min, sqrt, exp, log };
  struct Node {
    Op op = Op::num;
    double value = 0;        // num (integers are exact in a double up to 2^53)
    std::string name;        // id
    int a = -1, b = -1;      // operands (unary ops use a)
    std::size_t offset = 0;  // position in text_ (for messages)
  };
  class Parser;

  std::optional<std::int64_t> eval_int(int i, const std::map<std::string, std::int64_t>& env, ExprError& error) const;
  std::optional<double> eval_dbl(int i, const std::map<std::string, double>& env, ExprError& error) const;

  std::string text_;
  Kind kind_ = Kind::integer;
  std::vector<Node> nodes_;
  int root_ = -1;
};

}  // namespace kc
