// Argument helpers of the harness-core commands (core_args.h).
#include "core_args.h"

#include <cmath>

#include "kc/regress_suite.h"

#include <sstream>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>


namespace kc::cli {

namespace fs = std::filesystem;

namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// Ids of the tasks under `tasks_dir`.
std::vector<std::string> task_ids(const std::string& tasks_dir) {
  std::vector<std::string> ids;
  for (const std::string& f : task_files(tasks_dir)) ids.push_back(fs::path(f).parent_path().filename().string());
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace

std::vector<std::string> task_files(const std::string& tasks_dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& level : fs::directory_iterator(tasks_dir, ec)) {
    const std::string lname = level.path().filename().string();
    if (!level.is_directory() || lname.size() < 2 || lname[0] != 'l') continue;
    for (const auto& task : fs::directory_iterator(level.path(), ec))
      if (fs::is_regular_file(task.path() / "task.yaml")) files.push_back((task.path() / "task.yaml").string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string tasks_dir_problem(const std::string& tasks_dir) {
  const char* env = std::getenv("KC_TASKS_DIR");
  const std::string from = env && *env && tasks_dir == env ? " (KC_TASKS_DIR)" : "";
  std::error_code ec;
  if (!fs::exists(tasks_dir, ec)) return "the tasks directory " + tasks_dir + from + " does not exist";
  if (!fs::is_directory(tasks_dir, ec)) return "the tasks directory " + tasks_dir + from + " is not a directory";
  if (task_files(tasks_dir).empty())
    return "the tasks directory " + tasks_dir + from + " holds no task (expected l<level>/<task>/task.yaml)";
  return "";
}

const kc::Platform* core_platform_arg(const Command& cmd, const Args& args) {
  const std::string known = joined(kc::platform_names());
  if (!args.has("platform")) {
    usage_error(cmd, "missing --platform (known platforms: " + known + ")");
    return nullptr;
  }
  const kc::Platform* p = kc::find_platform(args.get("platform"));
  if (!p) usage_error(cmd, "unknown platform '" + args.get("platform") + "' (known platforms: " + known + ")");
  return p;
}

std::optional<std::string> lang_arg(const Command& cmd, const Args& args, const kc::Platform& p) {
  const auto langs = p.languages();
  std::string fallback = langs.front();
  // Without --lang, a kernel file named after another language the platform compiles (k.c) is in
  // that language: assembling C source as assembly only produces confusing errors.
  if (args.positional.size() == 1) {
    const std::string ext = std::filesystem::path(args.positional.front()).extension().string();
    if (ext.size() > 1 && std::find(langs.begin() + 1, langs.end(), ext.substr(1)) != langs.end()) fallback = ext.substr(1);
  }
  const std::string lang = args.get("lang", fallback);
  if (std::find(langs.begin(), langs.end(), lang) != langs.end()) return lang;
  usage_error(cmd, "unknown kernel language '" + lang + "' for " + p.name() + " (known: " + joined(langs) + ")");
  return std::nullopt;
}

std::optional<std::string> core_hw_arg(const Command& cmd, const Args& args, const kc::Platform& p) {
  if (!args.has("hw")) return p.default_hw();
  const std::string hw = args.get("hw");
  const auto names = p.hw_configs();
  if (std::find(names.begin(), names.end(), hw) != names.end()) return hw;
  usage_error(cmd, "unknown hardware configuration '" + hw + "' for " + p.name() + " (known: " + joined(names) + ")");
  return std::nullopt;
}

std::optional<TaskSpec> load_task_arg(const Command& cmd, const std::string& ref, int* exit_code) {
  std::string path = ref;
  const bool is_path = ref.find('/') != std::string::npos || (ref.size() > 5 && ref.substr(ref.size() - 5) == ".yaml");
  if (!is_path) {
    const std::string dir = default_tasks_dir();
    if (const std::string problem = tasks_dir_problem(dir); !problem.empty()) {
      *exit_code = fail(cmd, problem);
      return std::nullopt;
    }
    path.clear();
    for (const std::string& f : task_files(dir))
      if (fs::path(f).parent_path().filename() == ref) path = f;
    if (path.empty()) {
      *exit_code = usage_error(cmd, "unknown task '" + ref + "' in " + dir + " (known: " + joined(task_ids(dir)) + ")");
      return std::nullopt;
    }
  }
  try {
    return load_task(path);
  } catch (const std::exception& e) {
    *exit_code = fail(cmd, std::string("invalid task file:\n") + e.what());
    return std::nullopt;
  }
}

const TaskConfig* config_arg(const Command& cmd, const Args& args, const TaskSpec& task) {
  std::vector<std::string> names;
  for (const TaskConfig& c : task.configs) names.push_back(c.name);
  if (!args.has("config")) {
    usage_error(cmd, "missing --config (" + task.id + " has " + joined(names) + ")");
    return nullptr;
  }
  const TaskConfig* c = task.config(args.get("config"));
  if (!c) usage_error(cmd, "unknown configuration '" + args.get("config") + "' of " + task.id + " (known: " + joined(names) + ")");
  return c;
}

std::optional<double> number_arg(const Command& cmd, const Args& args, const std::string& name, double fallback,
                                 double lo, double hi, const std::string& what, bool integer) {
  if (!args.has(name)) return fallback;
  const std::string v = args.get(name);
  char* end = nullptr;
  const double d = std::strtod(v.c_str(), &end);
  // In range first: then an integer test by std::floor is defined (no cast of a huge value).
  if (v.empty() || *end || !(d >= lo && d <= hi) || (integer && d != std::floor(d))) {
    char range[96];
    std::snprintf(range, sizeof range, " from %g to %g", lo, hi);
    usage_error(cmd, "--" + name + " needs " + what + range + ", got '" + v + "'");
    return std::nullopt;
  }
  return d;
}

std::optional<uint64_t> uint_arg(const Command& cmd, const Args& args, const std::string& name, uint64_t fallback) {
  if (!args.has(name)) return fallback;
  const std::string v = args.get(name);
  if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos) {
    usage_error(cmd, "--" + name + " expects a non-negative integer, got '" + v + "'");
    return std::nullopt;
  }
  errno = 0;
  const unsigned long long n = std::strtoull(v.c_str(), nullptr, 10);
  if (errno == ERANGE) {
    usage_error(cmd, "--" + name + " expects a non-negative integer up to 18446744073709551615, got '" + v + "'");
    return std::nullopt;
  }
  return uint64_t(n);
}

namespace {

const char* const kSlurmOnly[] = {"shards", "partition", "time", "cpus-per-task", "mem",
                                  "array-parallelism", "sbatch-arg", "wait", "work-dir"};

}  // namespace

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

std::vector<OptionSpec> slurm_option_specs() {
  return {{"executor", 0, "local|slurm", "where the work runs (default local)"},
          {"shards", 0, "N", "slurm: array tasks the work is split into (default 4, at most one per case or episode)"},
          {"partition", 0, "NAME", "slurm: partition of the jobs"},
          {"time", 0, "LIMIT", "slurm: time limit of one shard (sbatch --time, e.g. 30:00)"},
          {"cpus-per-task", 0, "N", "slurm: CPUs of one shard, what it runs at once (default 1)"},
          {"mem", 0, "SIZE", "slurm: memory of one shard (sbatch --mem, e.g. 4G)"},
          {"array-parallelism", 0, "N", "slurm: shards running at once (the %N of sbatch --array)"},
          {"sbatch-arg", 0, "ARGS", "slurm: further sbatch arguments, separated by spaces"},
          {"wait", 0, nullptr, "slurm: follow the run to its end and print its summary"},
          {"work-dir", 0, "DIR", "slurm: the run's directory (plan, shard databases, logs)"},
          {"shard", 0, "I", "run shard I of the sharded run in --shard-dir (what an array task runs)"},
          {"shard-dir", 0, "DIR", "the sharded run of --shard"},
          {"collect", 0, "DIR", "merge the finished shards of the sharded run in DIR (the collector job)"}};
}

std::string slurm_usage_problem(const Args& args) {
  if (args.has("collect")) {
    for (const auto& [name, value] : args.options)
      if (name != "collect") return "--collect takes no other option (the plan in DIR says everything)";
    return "";
  }
  const std::string executor = args.get("executor", "local");
  if (executor != "local" && executor != "slurm") return "--executor is local or slurm, got '" + executor + "'";
  if (executor != "slurm")
    for (const char* o : kSlurmOnly)
      if (args.has(o)) return "--" + std::string(o) + " goes with --executor slurm";
  if (args.has("shard") != args.has("shard-dir")) return "--shard and --shard-dir go together";
  if (args.has("shard") && executor == "slurm") return "--shard runs one shard here; it takes no --executor slurm";
  return "";
}

std::optional<std::pair<unsigned, SlurmOptions>> slurm_args(const Command& cmd, const Args& args) {
  const auto shards = uint_arg(cmd, args, "shards", 4);
  const auto cpus = uint_arg(cmd, args, "cpus-per-task", 1);
  const auto parallel = uint_arg(cmd, args, "array-parallelism", 0);
  if (!shards || !cpus || !parallel) return std::nullopt;
  if (*shards < 1 || *cpus < 1) {
    usage_error(cmd, "--shards and --cpus-per-task need at least 1");
    return std::nullopt;
  }
  SlurmOptions so;
  so.partition = args.get("partition");
  so.time = args.get("time");
  so.mem = args.get("mem");
  so.cpus_per_task = unsigned(*cpus);
  so.array_parallelism = unsigned(*parallel);
  std::istringstream extra(args.get("sbatch-arg"));
  for (std::string a; extra >> a;) so.extra.push_back(a);
  return std::make_pair(unsigned(*shards), so);
}

std::vector<const Platform*> all_platforms() {
  std::vector<const Platform*> out;
  for (const auto& n : platform_names()) out.push_back(find_platform(n));
  return out;
}

std::string select_tasks(const Args& args, const std::string& platform, std::vector<std::string>* tasks,
                         std::vector<std::string>* configs) {
  const TaskSuite suite(all_platforms());
  const ManifestCatalog cat = suite.catalog();
  const auto supported = cat.tasks(platform);
  if (args.has("tasks")) {
    for (const auto& t : split_list(args.get("tasks"))) {
      if (std::find(supported.begin(), supported.end(), t) == supported.end()) {
        std::string known;
        for (const auto& s : supported) known += (known.empty() ? "" : ", ") + s;
        return "--tasks: '" + t + "' is not a task of " + platform + " (its tasks: " + known + ")";
      }
      tasks->push_back(t);
    }
    if (tasks->empty()) return "--tasks names no task";
  } else {
    *tasks = supported;
  }
  if (args.has("configs")) {
    *configs = split_list(args.get("configs"));
    for (const auto& t : *tasks) {
      const auto have = cat.task_configs(t).value_or(std::vector<std::string>{});
      for (const auto& c : *configs)
        if (std::find(have.begin(), have.end(), c) == have.end())
          return "--configs: task " + t + " has no configuration '" + c + "'";
    }
  }
  return "";
}

}  // namespace kc::cli
