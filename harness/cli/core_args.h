// Command-line arguments of the harness-core commands (tasks, show, eval, baseline): platforms
// from the core registry (kc/platform.h), hardware configurations, tasks by id or path, task
// configurations, integers. Each helper prints its own usage error or failure and returns empty,
// so a command just returns kExitUsage / kExitFail.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "command.h"
#include "kc/platform.h"
#include "kc/slurm.h"
#include "kc/task.h"

namespace kc::cli {

// What is wrong with a tasks directory ("" when it holds at least one task file): it does not
// exist, is not a directory, or holds no <dir>/l*/<id>/task.yaml (names KC_TASKS_DIR when set).
std::string tasks_dir_problem(const std::string& tasks_dir);

// Task files under `tasks_dir` (<dir>/l*/<id>/task.yaml), sorted by path.
std::vector<std::string> task_files(const std::string& tasks_dir);

// The platform named by --platform; nullptr after a usage error (missing or unknown).
const kc::Platform* core_platform_arg(const Command& cmd, const Args& args);

// --hw checked against the platform's configurations, or the platform's default when absent;
// nullopt after a usage error.
std::optional<std::string> core_hw_arg(const Command& cmd, const Args& args, const kc::Platform& p);

// --lang checked against the platform's kernel languages. When absent: the language the one
// positional file's extension names (k.c: c) if the platform compiles it, else the platform's
// first language (the benchmark's). nullopt after a usage error.
std::optional<std::string> lang_arg(const Command& cmd, const Args& args, const kc::Platform& p);

// The task `ref` names: a path (contains '/' or ends in .yaml) or an id under the tasks directory
// (default_tasks_dir(), i.e. KC_TASKS_DIR or the source tree's tasks/). Sets *exit_code and returns
// nullopt after printing the problem: kExitUsage for an unknown id, kExitFail for a task file
// that does not load (its file:line:col errors).
std::optional<TaskSpec> load_task_arg(const Command& cmd, const std::string& ref, int* exit_code);

// The configuration named by --config; nullptr after a usage error (missing or unknown).
const TaskConfig* config_arg(const Command& cmd, const Args& args, const TaskSpec& task);

// The non-negative integer option `name`, or `fallback` when absent; nullopt after a usage error.
std::optional<uint64_t> uint_arg(const Command& cmd, const Args& args, const std::string& name, uint64_t fallback);

// The number option `name` in [lo, hi] (a whole number when `integer`), or `fallback` when absent;
// nullopt after a usage error ("--name needs <what> from lo to hi, got 'v'"). The one parser of
// numeric options: callers convert the result only after this range check.
std::optional<double> number_arg(const Command& cmd, const Args& args, const std::string& name, double fallback,
                                 double lo, double hi, const std::string& what = "a number", bool integer = false);

// "a,b,,c" -> {"a", "b", "c"} (comma-separated option values).
std::vector<std::string> split_list(const std::string& s);

// Every registered platform.
std::vector<const Platform*> all_platforms();

// --tasks and --configs of a command that runs a platform's task suite on a rebuilt simulator
// (codesign, mutate): the tasks (every task of the platform without --tasks) and the
// configurations, checked against the task suite. Returns the usage error, empty when the
// selection is valid; the task suite's own errors are thrown.
std::string select_tasks(const Args& args, const std::string& platform, std::vector<std::string>* tasks,
                         std::vector<std::string>* configs);

// The options of a run sharded over Slurm (regress, bench; docs/scale.md): --executor, --shards,
// --partition, --time, --cpus-per-task, --mem, --array-parallelism, --sbatch-arg, --wait,
// --work-dir, and the internal --shard/--shard-dir (an array task) and --collect (the collector).
std::vector<OptionSpec> slurm_option_specs();
// What is wrong with their combination ("" when nothing): Slurm options without --executor
// slurm, --shard without --shard-dir, --collect with anything else.
std::string slurm_usage_problem(const Args& args);
// --shards (default 4) and the sbatch options; nullopt after a usage error.
std::optional<std::pair<unsigned, SlurmOptions>> slurm_args(const Command& cmd, const Args& args);

}  // namespace kc::cli
