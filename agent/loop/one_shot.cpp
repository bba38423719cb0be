// The one-shot ablation (kc/one_shot.h).
#include "kc/one_shot.h"

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <yaml-cpp/yaml.h>

#include "kc/prompt.h"

namespace kc::agent {

namespace {

std::string default_table() {
  if (const char* e = std::getenv("KC_ONE_SHOT_TABLE"); e && *e) return e;
  return std::string(KC_SOURCE_DIR) + "/agent/one_shot.yaml";
}

std::string where(const std::string& path, const YAML::Mark& m) {
  return path + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

}  // namespace

std::string related_task(const std::string& task_id, const std::string& table_path) {
  const std::string path = table_path.empty() ? default_table() : table_path;
  YAML::Node root;
  try {
    root = YAML::LoadFile(path);
  } catch (const YAML::BadFile&) {
    throw std::runtime_error("cannot read the one-shot table " + path);
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(where(path, e.mark) + ": error: " + e.msg);
  }
  const YAML::Node rel = root["related"];
  if (!rel || !rel.IsMap()) throw std::runtime_error(path + ": error: expected a map 'related: {task: related task}'");
  for (const auto& kv : rel) {
    if (!kv.second.IsScalar()) throw std::runtime_error(where(path, kv.second.Mark()) + ": error: expected a task id");
    if (kv.first.as<std::string>() == task_id) {
      const std::string r = kv.second.as<std::string>();
      if (r == task_id) throw std::runtime_error(where(path, kv.second.Mark()) + ": error: a task cannot be its own example");
      return r;
    }
  }
  throw std::runtime_error(path + ": error: no related task for '" + task_id + "'");
}

std::string one_shot_example(const Platform& platform, const TaskSpec& task, const std::string& hw) {
  const std::string id = related_task(task.id);
  // Tasks live in <tasks>/<level>/<id>/task.yaml; the related one may be at another level.
  const std::string tasks_dir = std::filesystem::path(task.file).parent_path().parent_path().parent_path().string();
  TaskSpec related;
  bool found = false;
  for (const auto& spec : load_all_tasks(tasks_dir)) {
    if (spec.id == id) {
      related = spec;
      found = true;
    }
  }
  if (!found) throw std::runtime_error("one-shot: the related task '" + id + "' of '" + task.id + "' does not exist");
  const TaskConfig* c1 = related.config("C1");
  if (!c1) throw std::runtime_error("one-shot: task '" + id + "' has no configuration C1");
  PromptOptions po;
  po.hw = hw;
  po.isa_reference = false;
  Prompt p = build_prompt(platform, related, *c1, po);
  const auto kernel = platform.baseline(instantiate(related, *c1, platform.name()), hw.empty() ? platform.default_hw() : hw);
  if (!kernel) throw std::runtime_error("one-shot: no baseline kernel for '" + id + "' on " + platform.name());
  std::string s = "# A solved related task\n\nThe task below (" + id +
                  ", configuration C1) is solved by the kernel that follows it; it passes on the RTL. It is an "
                  "example of the ISA in use, not the task you are asked to solve.\n";
  for (const auto& sec : p.sections) {
    if (sec.id == "isa") continue;
    s += "\n## " + sec.title + "\n\n" + sec.text + "\n";
  }
  const std::string& text = kernel->text;
  s += "\n## The kernel (" + kernel->lang + ")\n\n```" + kernel->lang + "\n" + text +
       (text.empty() || text.back() == '\n' ? "" : "\n") + "```\n";
  return s;
}

}  // namespace kc::agent
