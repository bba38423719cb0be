// kernelcraft eval: evaluate a kernel on a task configuration (assemble, simulate on RTL,
// compare, cycles against the baseline and the roofline bound).
#include <iostream>
#include <nlohmann/json.hpp>

#include "command.h"
#include "core_args.h"
#include "io.h"
#include "kc/evaluate.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Assembles KERNEL ('-' reads stdin), runs it on the platform's cycle-accurate simulator with\n"
    "the inputs of SEED (default 1), compares every output with the fp64 reference (every element\n"
    "within atol + rtol*|ref|), and reports the status (pass, syntax, illegal_instruction, fault,\n"
    "cycle_limit, mismatch, simulator_error), a diagnosis, the cycles, the baseline's cycles and the\n"
    "speedup, and the roofline bound. The baseline runs once per task, configuration and hardware\n"
    "and is cached (KC_CACHE_DIR, else $XDG_CACHE_HOME/kernelcraft). The cycle limit is 20x the\n"
    "baseline's cycles, at least 1,000,000, unless --max-cycles says otherwise. A kernel that passes\n"
    "is run once more on a fresh random seed and passes only if that run passes too (the success\n"
    "rule of the benchmark: a kernel written for the inputs of one seed does not pass); --no-fresh\n"
    "skips it. KERNEL is at most 1 MiB. Ctrl-C or SIGTERM stops the simulator and exits 1 (the run\n"
    "bundle is removed unless --keep).\n"
    "\n"
    "--trace writes an FST waveform of the first 2,000,000 cycles (slow and large; use a small\n"
    "configuration). --keep keeps the run bundle (run.json, inputs, dumps, result.json) in DIR.\n"
    "TASK is an id under the tasks directory (KC_TASKS_DIR, or tasks/ of the source tree) or a path\n"
    "to a task.yaml. --lang c evaluates a kernel in another language the platform compiles (the\n"
    "baseline's compiler and flags; assembly stays the benchmark's language); a KERNEL named after\n"
    "such a language (k.c) is taken as one without --lang. The simulator is the\n"
    "kc-sim-<platform> next to this program (or KC_SIM_<PLATFORM>, e.g. KC_SIM_PLENA).\n"
    "\n"
    "exit status: 0 pass, 1 any failure (including a task that does not load), 2 usage error";

int run_eval(const Args& args);

const Command kEval{"eval",
                    "evaluate a kernel on a task configuration (simulated on RTL)",
                    "--platform PLATFORM --task TASK --config CONFIG KERNEL [--seed S] [--hw HW] [--trace FILE] "
                    "[--lang LANG] [--json] [--keep DIR]",
                    kDetails,
                    {kPlatformOption,
                     kTaskOption,
                     kConfigOption,
                     {"seed", 0, "S", "input seed (default 1)"},
                     kHwOption,
                     kLangOption,
                     {"trace", 0, "FILE", "write an FST waveform of the run to FILE"},
                     {"json", 0, nullptr, "print the result as JSON"},
                     {"keep", 0, "DIR", "keep the run bundle in DIR"},
                     {"max-cycles", 0, "N", "cycle limit (default: 20x baseline, at least 1,000,000)"},
                     {"timeout", 0, "SECONDS", "wall-clock limit of the simulator (default: from the cycle limit)"},
                     {"no-baseline", 0, nullptr, "do not run the baseline (no speedup)"},
                     {"fresh", 0, nullptr, "check a passing kernel again on a fresh random seed (the default)"},
                     {"no-fresh", 0, nullptr, "skip the fresh-seed check (only SEED is run)"},
                     {"target", 0, "TARGET", "sim (default), board:DEV (an FPGA board on serial device DEV) or board:virtual"}},
                    run_eval};

KC_REGISTER_COMMAND(kEval);

// EvalOptions from the command line; nullopt after a usage error.
std::optional<EvalOptions> eval_options(const Args& args, const std::string& hw, const std::string& lang) {
  EvalOptions o;
  o.hw = hw;
  o.lang = lang;
  o.kernel_name = input_name(args.positional[0]);
  const auto seed = uint_arg(kEval, args, "seed", 1);
  const auto max_cycles = uint_arg(kEval, args, "max-cycles", 0);
  const auto timeout = uint_arg(kEval, args, "timeout", 0);
  if (!seed || !max_cycles || !timeout) return std::nullopt;
  o.seed = *seed;
  o.max_cycles = *max_cycles;
  o.timeout_seconds = double(*timeout);
  if (args.has("trace")) o.trace_file = args.get("trace");
  if (args.has("keep")) {
    o.work_dir = args.get("keep");
    o.keep_work_dir = true;
  }
  o.with_baseline = !args.has("no-baseline");
  o.fresh_seed_check = !args.has("no-fresh");
  const std::string target = args.get("target", "sim");
  if (target != "sim" && (target.rfind("board:", 0) != 0 || target.size() == 6)) {
    usage_error(kEval, "--target expects sim, board:DEV or board:virtual, got '" + target + "'");
    return std::nullopt;
  }
  if (target != "sim") o.target = target;
  return o;
}

int run_eval(const Args& args) {
  if (args.positional.size() != 1)
    return usage_error(kEval, "expected one KERNEL file, got " + std::to_string(args.positional.size()));
  const kc::Platform* p = core_platform_arg(kEval, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kEval, args, *p);
  if (!hw) return kExitUsage;
  if (!args.has("task")) return usage_error(kEval, "missing --task");
  const auto lang = lang_arg(kEval, args, *p);
  if (!lang) return kExitUsage;
  const auto opts = eval_options(args, *hw, *lang);
  if (!opts) return kExitUsage;
  if (args.has("fresh") && args.has("no-fresh")) return usage_error(kEval, "--fresh and --no-fresh contradict each other");
  int code = kExitOk;
  const auto task = load_task_arg(kEval, args.get("task"), &code);
  if (!task) return code;
  const TaskConfig* cfg = config_arg(kEval, args, *task);
  if (!cfg) return kExitUsage;
  std::string error;
  const std::string& kernel_path = args.positional[0];
  const auto text = read_input(kernel_path, &error, kMaxKernelBytes);
  if (!text) return fail(kEval, error);

  EvalResult r;
  // Ctrl-C / SIGTERM (a CI timeout) stop the simulator and clean up like regress does; a second
  // one exits at once (the next kernelcraft sweeps what that leaves in the temporary directory).
  EvalOptions o = *opts;
  o.stop.flag = install_graceful_stop("\nkernelcraft eval: stopping the simulator (again to abort)\n");
  try {
    r = evaluate(*p, *task, *cfg, *text, o);
  } catch (const std::exception& e) {
    restore_default_signals();
    return fail(kEval, e.what());
  }
  restore_default_signals();
  if (r.stopped) return fail(kEval, "interrupted: " + r.message);
  if (args.has("json")) std::cout << eval_result_json(r).dump(2) << "\n";
  else std::cout << format_eval_result(r);
  return r.passed() ? kExitOk : kExitFail;
}

}  // namespace

}  // namespace kc::cli
