// The bar every platform's prompt must meet (the same for plena, rv32 and every platform that
// registers later): for each registered platform and each of its tasks, the prompt of C1 states
// the task ABI and how a run ends, the hardware configuration, the memory map, the correctness
// rule with how the tolerance was derived, the roofline bound, the structural bound when the task
// declares one, and includes the ISA reference; no held-out shape appears in it; and the text
// names no repository file the agent cannot open.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>

#include "kc/evaluate.h"
#include "kc/platform.h"
#include "kc/prompt.h"
#include "kc/task.h"

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const std::string& section(const kc::Prompt& p, const std::string& id) {
  for (const kc::PromptSection& s : p.sections)
    if (s.id == id) return s.text;
  static const std::string none;
  return none;
}

}  // namespace

TEST_CASE("core.prompt.bar_every_platform") {
  const std::vector<kc::TaskSpec> tasks = kc::load_all_tasks(kc::default_tasks_dir());
  // A path into the repository the agent cannot open: docs/..., tests/..., harness/... (the ISA
  // reference is in the prompt and searchable with grep_docs instead).
  const std::regex repo_path(R"((^|[\s(`])(docs|harness|rtl|tests|sc_models|agent)/[\w./-]+\.(md|cpp|h|sv|yaml))");
  // The further references grep_docs searches: not even a folder of the repository.
  const std::regex repo_dir(R"((^|[\s(`\[])(docs|harness|rtl|tests|sc_models|agent|corpus|fpga|examples|bench|tasks|build)/)");
  for (const std::string& name : kc::platform_names()) {
    const kc::Platform& p = *kc::find_platform(name);
    std::size_t checked = 0;
    for (const kc::TaskSpec& t : tasks) {
      if (!t.supports(name)) continue;
      INFO(name << " " << t.id);
      const kc::TaskConfig& c1 = *t.config("C1");
      const kc::Prompt pr = kc::build_prompt(p, t, c1, kc::PromptOptions{p.default_hw(), true, ""});
      CHECK(section(pr, "rules").size() > 200);   // the task ABI and how a run ends
      CHECK((has(section(pr, "rules"), "run ends") || has(section(pr, "rules"), "halt")));
      CHECK(section(pr, "hardware").size() > 200);
      CHECK(has(section(pr, "hardware"), p.default_hw()));
      CHECK_FALSE(section(pr, "memory_map").empty());
      const std::string& corr = section(pr, "correctness");
      CHECK(has(corr, "|y - ref| <= atol + rtol * |ref|"));
      CHECK(has(corr, "Numerics (how the tolerance was derived"));
      CHECK(has(corr, "The roofline bound of this configuration"));
      const kc::TaskInstance inst = kc::instantiate(t, c1, name);
      CHECK(has(corr, "Structural bound of this task") == kc::structural_bound(p, inst, p.default_hw()).has_value());
      CHECK(section(pr, "isa").size() > 10000);
      // Every further reference exists, the prompt says grep_docs searches it, and it names no
      // repository file either (grep_docs shows its sections to the agent).
      for (const std::string& doc : p.reference_doc_paths()) {
        CHECK(std::filesystem::is_regular_file(doc));
        CHECK(has(section(pr, "hardware"), "`" + std::filesystem::path(doc).filename().string() + "`"));
        std::ifstream in(doc, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        std::smatch m;
        const bool doc_names_file = std::regex_search(text, m, repo_dir);
        INFO(doc << " names " << (doc_names_file ? m.str() : std::string()));
        CHECK_FALSE(doc_names_file);
      }
      // Everything before the ISA reference: no repository file the agent cannot open.
      std::string before_isa;
      for (const kc::PromptSection& s : pr.sections)
        if (s.id != "isa") before_isa += s.text + "\n";
      std::smatch m;
      const bool names_file = std::regex_search(before_isa, m, repo_path);
      INFO("names " << (names_file ? m.str() : std::string()));
      CHECK_FALSE(names_file);
      // Held-out shapes never appear in a visible configuration's prompt (the platform's own shapes
      // when its section has them).
      for (const kc::TaskConfig& task_h : t.configs) {
        if (!task_h.held_out) continue;
        const kc::TaskConfig& h = *kc::instantiate(t, task_h, name).config;
        for (const auto& [param, value] : h.params) {
          const auto v = inst.config->params.find(param);
          if (v != inst.config->params.end() && v->second == value) continue;   // the same as C1's own value
          CHECK_FALSE(has(section(pr, "configuration"), "| " + std::to_string(value) + " |"));
        }
      }
      ++checked;
    }
    INFO(name);
    CHECK(checked > 0);
  }
}
