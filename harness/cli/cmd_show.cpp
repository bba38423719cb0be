// kernelcraft show: the full prompt of a task configuration, exactly as an agent sees it.
#include <iostream>
#include <nlohmann/json.hpp>

#include "command.h"
#include "core_args.h"
#include "kc/prompt.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Prints the prompt an agent gets for TASK (an id, or a path to a task.yaml) in configuration\n"
    "CONFIG on hardware configuration HW (default: the platform's default): the task description\n"
    "and math, shapes and dtypes, the memory map with resolved addresses, the preloaded constants,\n"
    "the correctness and scoring rules, the hardware configuration, the platform's task ABI and\n"
    "halt rule, and the ISA reference. --json prints the same sections as JSON\n"
    "({task, config, platform, hw, sections: [{id, title, text}], prompt}).\n"
    "\n"
    "exit status: 0 printed, 1 the task does not load or does not fit, 2 usage error";

int run_show(const Args& args);

const Command kShow{"show",
                    "print the prompt of a task configuration as an agent sees it",
                    "TASK --platform PLATFORM --config CONFIG [--hw HW] [--json] [--no-isa]",
                    kDetails,
                    {kPlatformOption,
                     kConfigOption,
                     kHwOption,
                     {"json", 0, nullptr, "print JSON instead of markdown"},
                     {"no-isa", 0, nullptr, "leave out the ISA reference"}},
                    run_show};

KC_REGISTER_COMMAND(kShow);

nlohmann::ordered_json prompt_json(const Prompt& p) {
  nlohmann::ordered_json j = {{"task", p.task}, {"config", p.config}, {"platform", p.platform}, {"hw", p.hw}};
  nlohmann::ordered_json sections = nlohmann::ordered_json::array();
  for (const PromptSection& s : p.sections) sections.push_back({{"id", s.id}, {"title", s.title}, {"text", s.text}});
  j["sections"] = sections;
  j["prompt"] = p.text();
  return j;
}

int run_show(const Args& args) {
  if (args.positional.size() != 1)
    return usage_error(kShow, "expected one TASK, got " + std::to_string(args.positional.size()) + " arguments");
  const kc::Platform* p = core_platform_arg(kShow, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kShow, args, *p);
  if (!hw) return kExitUsage;
  int code = kExitOk;
  const auto task = load_task_arg(kShow, args.positional[0], &code);
  if (!task) return code;
  const TaskConfig* cfg = config_arg(kShow, args, *task);
  if (!cfg) return kExitUsage;
  try {
    const Prompt prompt = build_prompt(*p, *task, *cfg, PromptOptions{*hw, !args.has("no-isa"), ""});
    if (args.has("json")) std::cout << prompt_json(prompt).dump(2) << "\n";
    else std::cout << prompt.text();
  } catch (const std::exception& e) {
    return fail(kShow, e.what());
  }
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
