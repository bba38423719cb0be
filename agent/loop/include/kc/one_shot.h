// The one-shot ablation: a solved related task (agent/one_shot.yaml) appended to the prompt.
#pragma once

#include <string>

#include "kc/platform.h"
#include "kc/task.h"

namespace kc::agent {

// The related task of `task_id` in the table at `table_path` ("" = agent/one_shot.yaml of the
// source tree, or $KC_ONE_SHOT_TABLE). Throws std::runtime_error (file:line:col for a malformed
// table, or a task without an entry).
std::string related_task(const std::string& task_id, const std::string& table_path = "");

// Markdown: "# A solved related task" with the related task's prompt (without the ISA reference)
// at configuration C1 and the template compiler's kernel for it on `hw`, which passes.
std::string one_shot_example(const Platform& platform, const TaskSpec& task, const std::string& hw);

}  // namespace kc::agent
