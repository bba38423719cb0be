// Internal helpers shared by task_load.cpp (validation) and task.cpp (instances): expression
// evaluation over a configuration's params. (The per-platform layout rules are each platform's
// Platform::task_layout.)
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kc/expr.h"
#include "kc/task.h"

namespace kc::task_detail {

// The params of `spec` as a list of names (the identifiers its expressions may use).
std::vector<std::string> param_names(const TaskSpec& spec);

// Evaluates integer / real expression `text` over `params`; nullopt and `err` on a problem
// (parse errors included, at their offsets).
std::optional<int64_t> eval_int(const std::string& text, const std::map<std::string, int64_t>& params, ExprError& err);
std::optional<double> eval_real(const std::string& text, const std::map<std::string, int64_t>& params, ExprError& err);

}  // namespace kc::task_detail
