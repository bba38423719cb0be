// The task prompt: everything an agent (or a person) is shown for one task configuration on one
// platform and hardware configuration — description and math, shapes and dtypes, the memory map
// with resolved addresses, the preloaded constants, correctness and scoring rules, the hardware
// configuration, the platform's task ABI and halt rule, and the ISA reference. `kernelcraft show`
// prints it; the agent loop sends the same text.
#pragma once

#include <string>
#include <vector>

#include "kc/platform.h"
#include "kc/task.h"

namespace kc {

struct PromptSection {
  std::string id;     // stable key: task, math, configuration, memory_map, constants, correctness,
                      // hardware, rules, isa
  std::string title;  // heading ("" for the ISA reference, which brings its own)
  std::string text;   // markdown body
};

struct Prompt {
  std::string task, config, platform, hw;
  std::vector<PromptSection> sections;
  // The whole prompt as markdown: "# title\n\n<text>" per section, separated by blank lines.
  std::string text() const;
};

struct PromptOptions {
  std::string hw;             // hardware configuration; "" = the platform's default
  bool isa_reference = true;  // append the ISA reference (an ablation may leave it out)
  std::string isa_doc_path;   // "" = platform.isa_doc_path(); e.g. a short form of the docs
};

// Builds the prompt. Throws TaskError for a configuration whose expressions do not resolve and
// std::runtime_error for an unknown hardware configuration, a task without this platform, or an
// unreadable ISA reference.
Prompt build_prompt(const Platform& platform, const TaskSpec& task, const TaskConfig& cfg, const PromptOptions& opts);

}  // namespace kc
