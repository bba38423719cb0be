// kernelcraft show: the full prompt of a task configuration, exactly as an agent sees it.
#include <cstdio>
#include <iostream>
#include <optional>
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
    "({task, config, platform, hw, sections: [{id, title, text}], prompt}). --docs short uses the\n"
    "platform's short ISA reference (the agent's --docs short). --stats prints the size of each\n"
    "section instead: characters, UTF-8 bytes and estimated tokens (bytes / 4, rounded up: the\n"
    "usual rule of thumb for BPE tokenizers on English and code; no tokenizer runs offline), for\n"
    "the full and, where the platform has one, the short ISA reference.\n"
    "\n"
    "exit status: 0 printed, 1 the task does not load or does not fit, 2 usage error";

int run_show(const Args& args);

const Command kShow{"show",
                    "print the prompt of a task configuration as an agent sees it",
                    "TASK|--task TASK --platform PLATFORM --config CONFIG [--hw HW] [--json] [--no-isa] [--docs full|short] [--stats]",
                    kDetails,
                    {kTaskOption,
                     kPlatformOption,
                     kConfigOption,
                     kHwOption,
                     {"json", 0, nullptr, "print JSON instead of markdown"},
                     {"no-isa", 0, nullptr, "leave out the ISA reference"},
                     {"docs", 0, "FORM", "full (default) or short: the form of the ISA reference"},
                     {"stats", 0, nullptr, "print the size of each section (characters, bytes, estimated tokens)"}},
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

// Characters (UTF-8 code points) of `text`.
std::size_t characters(const std::string& text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

std::size_t est_tokens(std::size_t bytes) { return (bytes + 3) / 4; }

void print_stats(const Prompt& full, const std::optional<Prompt>& shorter) {
  std::printf("prompt of %s %s on %s/%s\n\n%-14s %11s %11s %12s\n", full.task.c_str(), full.config.c_str(),
              full.platform.c_str(), full.hw.c_str(), "section", "characters", "bytes", "est. tokens");
  for (const PromptSection& s : full.sections)
    std::printf("%-14s %11zu %11zu %12zu\n", s.id.c_str(), characters(s.text), s.text.size(), est_tokens(s.text.size()));
  const std::string all = full.text();
  std::printf("%-14s %11zu %11zu %12zu\n", "total", characters(all), all.size(), est_tokens(all.size()));
  if (shorter) {
    const std::string t = shorter->text();
    std::printf("%-14s %11zu %11zu %12zu   (--docs short)\n", "total, short", characters(t), t.size(), est_tokens(t.size()));
  }
  std::printf("\nest. tokens = bytes / 4, rounded up (a rule of thumb, not a tokenizer count)\n");
}

int run_show(const Args& args) {
  // The task: positional (`show relu ...`) or --task as in eval, corpus add and bench.
  std::vector<std::string> tasks = args.positional;
  if (args.has("task")) tasks.push_back(args.get("task"));
  if (tasks.size() != 1)
    return usage_error(kShow, "expected one TASK (positional or --task), got " + std::to_string(tasks.size()));
  const kc::Platform* p = core_platform_arg(kShow, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kShow, args, *p);
  if (!hw) return kExitUsage;
  int code = kExitOk;
  const auto task = load_task_arg(kShow, tasks[0], &code);
  if (!task) return code;
  const TaskConfig* cfg = config_arg(kShow, args, *task);
  if (!cfg) return kExitUsage;
  const std::string docs = args.has("docs") ? args.get("docs") : "full";
  if (docs != "full" && docs != "short") return usage_error(kShow, "--docs takes full or short, not '" + docs + "'");
  if (docs == "short" && p->isa_short_doc_path().empty())
    return usage_error(kShow, "platform " + p->name() + " has no short ISA reference");
  try {
    const bool isa = !args.has("no-isa");
    const Prompt prompt =
        build_prompt(*p, *task, *cfg, PromptOptions{*hw, isa, docs == "short" ? p->isa_short_doc_path() : ""});
    if (args.has("stats")) {
      std::optional<Prompt> shorter;
      if (isa && docs == "full" && !p->isa_short_doc_path().empty())
        shorter = build_prompt(*p, *task, *cfg, PromptOptions{*hw, true, p->isa_short_doc_path()});
      print_stats(prompt, shorter);
    } else if (args.has("json")) {
      std::cout << prompt_json(prompt).dump(2) << "\n";
    } else {
      std::cout << prompt.text();
    }
  } catch (const std::exception& e) {
    return fail(kShow, e.what());
  }
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
