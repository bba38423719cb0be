// Task prompts (kc/prompt.h).
#include "kc/prompt.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "kc/evaluate.h"

namespace kc {

namespace {

std::string num(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
}

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s;
  for (int64_t d : shape) s += (s.empty() ? "" : ", ") + std::to_string(d);
  return "[" + s + "]";
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// A YAML block of prose as one sentence: line breaks folded into spaces, a final period.
std::string sentence(const std::string& text) {
  std::string s;
  for (char c : trimmed(text)) s += c == '\n' ? ' ' : c;
  if (!s.empty() && s.back() != '.') s += '.';
  return s;
}

// "normal(mean 0, std 2)" for an input's distribution.
std::string init_text(const InitSpec& init) {
  switch (init.dist) {
    case InitSpec::Dist::normal: return "normal(mean " + init.a + ", std " + init.b + ")";
    case InitSpec::Dist::uniform: return "uniform(" + init.a + ", " + init.b + ")";
    case InitSpec::Dist::constant: return "constant " + init.a;
  }
  return "";
}

std::string task_section(const TaskSpec& t, const TaskInstance& inst) {
  return trimmed(t.summary) + "\n\n" + trimmed(inst.description);
}

// Params with their meanings and values; tensors with role, dtype and resolved shape.
std::string configuration_section(const TaskSpec& t, const TaskConfig& cfg, const TaskInstance& inst) {
  std::string s = "| parameter | meaning | value |\n|---|---|---|\n";
  for (const auto& [name, meaning] : t.params) {
    const auto it = cfg.params.find(name);
    s += "| `" + name + "` | " + meaning + " | " + (it == cfg.params.end() ? "?" : std::to_string(it->second)) + " |\n";
  }
  s += "\n| tensor | role | dtype | shape | elements | inputs drawn from |\n|---|---|---|---|---|---|\n";
  for (const TensorInstance& ti : inst.tensors) {
    const bool input = ti.role == Role::input;
    s += "| `" + ti.name + "` | " + (input ? "input" : "output") + " | " + dtype_name(ti.dtype) + " | " +
         shape_text(ti.shape) + " | " + std::to_string(ti.elements()) + " | " +
         (input ? init_text(ti.init) : std::string("-")) + " |\n";
  }
  std::string blocked;
  for (const TensorInstance& ti : inst.tensors)
    if (!ti.layout.empty()) blocked += (blocked.empty() ? "`" : ", `") + ti.name + "` (" + ti.layout + ")";
  if (blocked.empty()) return s + "\nAll tensors are row-major.";
  return s + "\nThe math indexes every tensor row-major; in memory these are stored in blocks: " + blocked +
         " (the memory map says how).";
}

std::string memory_map_section(const Platform& platform, const TaskInstance& inst, const PlatformSection& ps,
                               const std::string& hw) {
  std::string s = trimmed(platform.memory_map_text(inst, hw));
  if (!trimmed(ps.notes).empty()) s += "\n\n" + trimmed(ps.notes);
  return s;
}

std::string constants_section(const TaskInstance& inst, const PlatformSection& ps) {
  if (inst.constants.empty()) return "None: this task preloads no constants.";
  std::string s = "| slot | name | definition | value |\n|---|---|---|---|\n";
  for (const auto& [slot, value] : inst.constants) {
    const auto it = std::find_if(ps.constants.begin(), ps.constants.end(),
                                 [slot = slot](const PlatformConstant& c) { return c.slot == slot; });
    const bool named = it != ps.constants.end();
    s += "| " + std::to_string(slot) + " | " + (named ? "`" + it->name + "`" : std::string("-")) + " | " +
         (named ? "`" + it->value + "`" : std::string("-")) + " | " + num(value) + " |\n";
  }
  return s + "\nValues are stored rounded to the memory's format.";
}

std::string correctness_section(const Platform& platform, const TaskInstance& inst,
                                const PlatformSection& ps, const std::string& hw) {
  const Tolerance& tol = inst.tolerance;
  const bool exact = tol.atol == 0 && tol.rtol == 0;
  std::string s = "Every element of every output must satisfy |y - ref| <= atol + rtol * |ref| with atol = " +
                  num(tol.atol) + " and rtol = " + num(tol.rtol) +
                  (exact ? " — that is, equal the reference exactly —" : "") +
                  ", where ref is computed in fp64 (exactly, for integers) from the exact (rounded) inputs; 100 % "
                  "of the elements must pass. NaN or infinite outputs fail. A passing kernel is checked again on "
                  "fresh random inputs of the same shapes.\n\n";
  s += "Performance is the simulated cycle count (fewer is better), compared with the compiler baseline on the same "
       "configuration. The roofline bound of this configuration on `" + hw + "` is " +
       num(std::ceil(roofline_cycles(platform, inst, hw))) + " cycles";
  // How it is counted: each resource's least work (the task's expression, evaluated) at its peak rate.
  const std::map<std::string, double> peak = platform.peak(hw);
  std::string terms;
  for (const auto& [key, work] : inst.roofline) {
    const auto rate = peak.find(key);
    if (rate == peak.end() || rate->second <= 0) continue;
    const auto expr = ps.roofline.find(key);
    terms += std::string(terms.empty() ? "" : "; ") + "`" + key + "` " +
             (expr != ps.roofline.end() && trimmed(expr->second) != std::to_string(work)
                  ? "`" + trimmed(expr->second) + "` = "
                  : std::string()) +
             num(double(work)) + " at " + num(rate->second) + " per cycle = " +
             num(std::ceil(double(work) / rate->second)) + " cycles";
  }
  if (!terms.empty()) s += ", the largest of the least work per resource at its peak rate: " + terms;
  s += ". The bound is what no kernel can beat, not a target every task can reach.";
  if (const auto b = structural_bound(platform, inst, hw)) {
    s += "\n\nStructural bound of this task: " + num(std::ceil(b->cycles)) + " cycles. ";
    for (const StructuralBound::Cap& c : b->caps)
      s += "`" + c.resource + "` reaches at most " + num(c.rate) + " per cycle here, not its peak " + num(c.peak) + ": " +
           sentence(c.why) + " ";
    s += "No kernel of this task can beat the structural bound; the evaluation reports the fraction of both.";
  }
  if (!trimmed(tol.why).empty())
    s += "\n\nNumerics (how the tolerance was derived, and the precision a kernel must keep):\n" + trimmed(tol.why);
  return s;
}

// The ISA reference text, without a leading "<!-- generated ... -->" line.
std::string isa_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read the ISA reference " + path);
  std::string s{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (s.rfind("<!--", 0) == 0) {
    const std::size_t end = s.find("-->");
    const std::size_t nl = end == std::string::npos ? std::string::npos : s.find('\n', end);
    if (nl != std::string::npos) s.erase(0, nl + 1);
  }
  return trimmed(s);
}

// Where the further references are (Platform::reference_doc_paths): not in the prompt, searched by
// grep_docs; named with their second-level headings so an agent knows what to search for.
std::string reference_docs_note(const Platform& platform) {
  std::string note;
  for (const std::string& path : platform.reference_doc_paths()) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read the reference " + path);
    std::string titles, line;
    while (std::getline(in, line))
      if (line.rfind("## ", 0) == 0) titles += (titles.empty() ? "" : "; ") + trimmed(line.substr(3));
    const std::string name = path.substr(path.find_last_of('/') + 1);
    note += "\n\nThe micro-architecture notes `" + name + "` are not in this prompt; grep_docs searches them with the "
            "ISA reference (how the hardware overlaps, stalls and releases its resources). Their sections: " +
            titles + ".";
  }
  return note;
}

}  // namespace

std::string Prompt::text() const {
  std::string s;
  for (const PromptSection& sec : sections) {
    if (!s.empty()) s += "\n\n";
    if (!sec.title.empty()) s += "# " + sec.title + "\n\n";
    s += sec.text;
  }
  return s + "\n";
}

Prompt build_prompt(const Platform& platform, const TaskSpec& task, const TaskConfig& cfg, const PromptOptions& opts) {
  const std::string hw = opts.hw.empty() ? platform.default_hw() : opts.hw;
  const auto hws = platform.hw_configs();
  if (std::find(hws.begin(), hws.end(), hw) == hws.end())
    throw std::runtime_error("unknown " + platform.name() + " hardware configuration '" + hw + "'");
  if (!task.supports(platform.name()))
    throw std::runtime_error("task '" + task.id + "' (" + task.file + ") has no " + platform.name() + " section");
  const TaskInstance inst = instantiate(task, cfg, platform.name());
  const PlatformSection& ps = task.platforms.at(platform.name());
  Prompt p{task.id, cfg.name, platform.name(), hw, {}};
  p.sections = {
      {"task", "Task: " + task.name + " (`" + task.id + "`, level " + std::to_string(task.level) + ")", task_section(task, inst)},
      {"math", "Definition", trimmed(task.math)},
      {"configuration", "Configuration " + cfg.name + ": shapes and dtypes", configuration_section(task, *inst.config, inst)},
      {"memory_map", "Memory map (" + platform.name() + ")", memory_map_section(platform, inst, ps, hw)},
      {"correctness", "Correctness and scoring", correctness_section(platform, inst, ps, hw)},
      {"hardware", "Hardware configuration `" + hw + "`", trimmed(platform.hw_summary(hw)) + reference_docs_note(platform)},
      {"rules", "Task ABI and how a run ends", trimmed(platform.task_rules(inst, hw))},
  };
  if (platform.task_layout().constant_slots > 0)   // platforms with a constants memory: before correctness
    p.sections.insert(p.sections.begin() + 4, {"constants", "Preloaded constants", constants_section(inst, ps)});
  if (opts.isa_reference)
    p.sections.push_back({"isa", "", isa_text(opts.isa_doc_path.empty() ? platform.isa_doc_path() : opts.isa_doc_path)});
  return p;
}

}  // namespace kc
