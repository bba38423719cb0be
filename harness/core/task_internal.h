// Internal helpers shared by task_load.cpp (validation) and task.cpp (instances): expression
// evaluation over a configuration's params and the per-platform layout rules of docs/tasks.md.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kc/expr.h"
#include "kc/task.h"

namespace kc::task_detail {

// What a platform requires of a task's memory map and constants (docs/tasks.md, "plena
// conventions"). The numbers cover every hardware configuration of the platform.
struct PlatformRule {
  const char* name;
  int64_t align;          // region starts are multiples of this many elements
  int64_t output_slack;   // elements after an output that no other region may use
  int64_t max_elements;   // regions end at or below this element address (smallest HBM)
  unsigned fp_mem_words;  // constants fit the smallest FP_MEM
};
// The rule of `platform`, or nullptr for a platform tasks cannot name.
const PlatformRule* platform_rule(const std::string& platform);
// "plena, ..." for messages.
std::string platform_rule_names();

// The params of `spec` as a list of names (the identifiers its expressions may use).
std::vector<std::string> param_names(const TaskSpec& spec);

// Evaluates integer / real expression `text` over `params`; nullopt and `err` on a problem
// (parse errors included, at their offsets).
std::optional<int64_t> eval_int(const std::string& text, const std::map<std::string, int64_t>& params, ExprError& err);
std::optional<double> eval_real(const std::string& text, const std::map<std::string, int64_t>& params, ExprError& err);

}  // namespace kc::task_detail
