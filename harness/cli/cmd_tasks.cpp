// kernelcraft tasks: the task suite as a table (id, level, name, platforms, configurations).
#include <algorithm>
#include <iostream>
#include <tuple>

#include "command.h"
#include "core_args.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Lists the tasks under the tasks directory (KC_TASKS_DIR, or tasks/ of the source tree): id,\n"
    "level, name, the platforms a task supports, and its configurations with their parameters.\n"
    "Held-out configurations (H*) are listed by name only, unless --held-out is given: their\n"
    "shapes must not leak into prompts.\n"
    "\n"
    "exit status: 0 listed, 1 a task file does not load (its errors on stderr; the others are\n"
    "still listed), 2 usage error";

int run_tasks(const Args& args);

const Command kTasks{"tasks",
                     "list the tasks and their configurations",
                     "[--platform PLATFORM] [--level LEVEL] [--held-out]",
                     kDetails,
                     {{"platform", 0, "PLATFORM", "only tasks for this platform"},
                      {"level", 0, "LEVEL", "only tasks of this level (1, 2, 3)"},
                      {"held-out", 0, nullptr, "also show the parameters of held-out configurations"}},
                     run_tasks};

KC_REGISTER_COMMAND(kTasks);

// "C1 R=4 C=64; C2 ...; held out: H1, H2".
std::string configs_text(const TaskSpec& t, bool show_held_out) {
  std::string s, held;
  for (const TaskConfig& c : t.configs) {
    if (c.held_out && !show_held_out) {
      held += (held.empty() ? "" : ", ") + c.name;
      continue;
    }
    std::string params;
    for (const auto& [name, meaning] : t.params) {
      (void)meaning;
      const auto it = c.params.find(name);
      if (it != c.params.end()) params += " " + name + "=" + std::to_string(it->second);
    }
    s += (s.empty() ? "" : "; ") + c.name + params;
  }
  return held.empty() ? s : s + "; held out: " + held;
}

std::string platforms_text(const TaskSpec& t) {
  std::string s;
  for (const auto& [name, section] : t.platforms) {
    (void)section;
    s += (s.empty() ? "" : ",") + name;
  }
  return s;
}

// Rows of cells as aligned columns (two spaces apart; the last column is not padded).
std::string format_table(const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::size_t> width;
  for (const auto& row : rows)
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (width.size() <= i) width.push_back(0);
      width[i] = std::max(width[i], row[i].size());
    }
  std::string s;
  for (const auto& row : rows) {
    for (std::size_t i = 0; i < row.size(); ++i)
      s += i + 1 < row.size() ? row[i] + std::string(width[i] - row[i].size() + 2, ' ') : row[i] + "\n";
  }
  return s;
}

int run_tasks(const Args& args) {
  if (!args.positional.empty()) return usage_error(kTasks, "unexpected argument '" + args.positional[0] + "'");
  std::string platform;
  if (args.has("platform")) {
    const kc::Platform* p = core_platform_arg(kTasks, args);
    if (!p) return kExitUsage;
    platform = p->name();
  }
  const auto level = uint_arg(kTasks, args, "level", 0);
  if (!level) return kExitUsage;

  int status = kExitOk;
  std::vector<TaskSpec> tasks;
  const std::string dir = default_tasks_dir();
  if (const std::string problem = tasks_dir_problem(dir); !problem.empty()) return fail(kTasks, problem);
  for (const std::string& file : task_files(dir)) {
    try {
      tasks.push_back(load_task(file));
    } catch (const std::exception& e) {
      std::cerr << e.what() << "\n";
      status = kExitFail;
    }
  }
  std::stable_sort(tasks.begin(), tasks.end(),
                   [](const TaskSpec& a, const TaskSpec& b) { return std::tie(a.level, a.id) < std::tie(b.level, b.id); });
  std::vector<std::vector<std::string>> table = {{"id", "level", "name", "platforms", "configurations"}};
  for (const TaskSpec& t : tasks)
    if ((platform.empty() || t.supports(platform)) && (*level == 0 || uint64_t(t.level) == *level))
      table.push_back({t.id, std::to_string(t.level), t.name, platforms_text(t), configs_text(t, args.has("held-out"))});
  std::cout << format_table(table);
  return status;
}

}  // namespace

}  // namespace kc::cli
