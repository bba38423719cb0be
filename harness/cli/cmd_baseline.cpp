// kernelcraft baseline: the template compiler's kernel for a task configuration.
#include <iostream>

#include "command.h"
#include "core_args.h"
#include "io.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Generates the baseline kernel of TASK (an id, or a path to a task.yaml) in configuration\n"
    "CONFIG on hardware configuration HW, and prints it (or writes it to FILE): the platform's\n"
    "template-compiler assembly, or the source its compiler baseline compiles (e.g. C for GCC -O2),\n"
    "in its own language; stderr names the language. The baseline sets the speedup reference of\n"
    "`kernelcraft eval`.\n"
    "\n"
    "exit status: 0 written, 1 no baseline for the task, the task does not load, or I/O failure,\n"
    "2 usage error";

int run_baseline(const Args& args);

const Command kBaseline{"baseline",
                        "print the compiler baseline kernel of a task configuration",
                        "--platform PLATFORM --task TASK --config CONFIG [--hw HW] [-o FILE]",
                        kDetails,
                        {kPlatformOption,
                         kTaskOption,
                         kConfigOption,
                         kHwOption,
                         {"output", 'o', "FILE", "write the kernel to FILE instead of stdout"}},
                        run_baseline};

KC_REGISTER_COMMAND(kBaseline);

int run_baseline(const Args& args) {
  if (!args.positional.empty()) return usage_error(kBaseline, "unexpected argument '" + args.positional[0] + "'");
  const kc::Platform* p = core_platform_arg(kBaseline, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kBaseline, args, *p);
  if (!hw) return kExitUsage;
  if (!args.has("task")) return usage_error(kBaseline, "missing --task");
  int code = kExitOk;
  const auto task = load_task_arg(kBaseline, args.get("task"), &code);
  if (!task) return code;
  const TaskConfig* cfg = config_arg(kBaseline, args, *task);
  if (!cfg) return kExitUsage;
  std::optional<KernelSource> text;
  try {
    if (!task->supports(p->name())) return fail(kBaseline, "task " + task->id + " has no " + p->name() + " section");
    text = p->baseline(instantiate(*task, *cfg, p->name()), *hw);
  } catch (const std::exception& e) {
    return fail(kBaseline, e.what());
  }
  if (!text) return fail(kBaseline, "no " + p->name() + " baseline for task " + task->id);
  std::string error;
  if (text->lang != p->languages().front()) std::cerr << "kernelcraft baseline: a " << text->lang << " kernel\n";
  if (!write_output(args.get("output", "-"), text->text, &error)) return fail(kBaseline, error);
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
