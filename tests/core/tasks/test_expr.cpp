// kc/expr.h: integer (exact) and real evaluation, and the error offsets the loaders report.
#include <catch2/catch.hpp>

#include <cmath>

#include "kc/expr.h"

namespace {

using kc::Expr;
using kc::ExprError;

std::optional<int64_t> ival(const std::string& text, const std::map<std::string, int64_t>& env, ExprError* err = nullptr) {
  std::vector<std::string> known;
  for (const auto& kv : env) known.push_back(kv.first);
  Expr e;
  const auto errors = e.parse(text, known);
  if (!errors.empty()) {
    if (err) *err = errors.front();
    return std::nullopt;
  }
  ExprError tmp;
  auto v = e.eval(env, err ? *err : tmp);
  return v;
}

std::optional<double> rval(const std::string& text, const std::map<std::string, double>& env, ExprError* err = nullptr) {
  std::vector<std::string> known;
  for (const auto& kv : env) known.push_back(kv.first);
  Expr e;
  const auto errors = e.parse(text, known, Expr::Kind::real);
  if (!errors.empty()) {
    if (err) *err = errors.front();
    return std::nullopt;
  }
  ExprError tmp;
  return e.eval_real(env, err ? *err : tmp);
}

}  // namespace

TEST_CASE("core.task.expr.integer") {
  const std::map<std::string, int64_t> env{{"R", 4}, {"C", 64}};
  CHECK(ival("R*C + 256", env) == 512);
  CHECK(ival("max(R, C) - min(R, C)", env) == 60);
  CHECK(ival("C/R*(R+1)", env) == 80);
  CHECK(ival("-0 + 3", env) == 3);
  ExprError err;
  CHECK_FALSE(ival("C/3", env, &err));
  CHECK(err.offset == 1);
  CHECK(err.message.find("not exact") != std::string::npos);
  CHECK_FALSE(ival("R - C", env, &err));
  CHECK(err.message.find("negative") != std::string::npos);
  CHECK_FALSE(ival("R*1.5", env, &err));
  CHECK(err.offset == 2);
  CHECK_FALSE(ival("sqrt(R)", env, &err));
  CHECK(err.message.find("only allowed in real expressions") != std::string::npos);
  CHECK_FALSE(ival("R + inf", env, &err));
  CHECK_FALSE(ival("R * Q", env, &err));
  CHECK(err.offset == 4);
  CHECK(err.message == "unknown identifier 'Q' (known: C R)");
}

TEST_CASE("core.task.expr.real") {
  const std::map<std::string, double> env{{"K", 64}, {"C", 3}};
  CHECK(rval("1/sqrt(K)", env) == 0.125);
  CHECK(rval("1/C", env) == Approx(1.0 / 3));
  CHECK(rval("-inf", env) == -INFINITY);
  CHECK(rval("inf", env) == INFINITY);
  CHECK(rval("1e-5", env) == 1e-5);
  CHECK(rval("1.702", env) == 1.702);
  CHECK(rval("-1.5*2", env) == -3);
  CHECK(rval("exp(0) + log(1) + max(C, 2.5) - min(-1, 2)", env) == 5);
  CHECK(rval("2.5E+1", env) == 25);
  ExprError err;
  CHECK_FALSE(rval("1/(C-3)", env, &err));
  CHECK(err.message.find("division by zero") != std::string::npos);
  CHECK_FALSE(rval("sqrt(-1)", env, &err));
  CHECK_FALSE(rval("log(-C)", env, &err));
  CHECK_FALSE(rval("inf - inf", env, &err));
  CHECK(err.message.find("NaN") != std::string::npos);
  CHECK_FALSE(rval("foo(1)", env, &err));
  CHECK(err.message == "unknown function 'foo' (known: max, min, sqrt, exp, log)");
  CHECK(kc::expr_reserved("inf"));
  CHECK_FALSE(kc::expr_reserved("K"));
}
