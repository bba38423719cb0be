// The template-optimisation track (--track template-opt): its prompt (the baseline kernel of the
// configuration), its settings, the tasks it leaves out (a baseline that is not a kernel in the
// tools' language), and a benchmark run of the shipped scripted episode through the real
// simulator, its program sizes in the results store and its report table.
#include <catch2/catch.hpp>

#include "kc/episode.h"
#include "kc/report.h"
#include "kc/results_db.h"
#include "loop_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::looptest;

namespace {

std::string template_opt_script() { return std::string(KC_EXAMPLES_DIR) + "/relu_template_opt/episode.yaml"; }

// The baseline program's size, assembled here (not taken from the code under test).
std::size_t baseline_size(const std::string& config) {
  const TaskInstance inst = instantiate(relu(), relu_config(config), "plena");
  const auto k = plena().baseline(inst, "default");
  REQUIRE(k);
  const Assembled a = plena().assemble(AssembleRequest{k->text, "baseline.asm", "default", k->lang, &inst});
  REQUIRE(a.ok());
  return a.image.instructions;
}

// The shipped rewrite without the shipped script's `expect:` checks (which C2 would not meet).
const char kRewriteScript[] =
    "label: writes the shipped relu rewrite and evaluates it\n"
    "task: relu\n"
    "turns:\n"
    "  - tool_calls:\n"
    "      - name: write_code\n"
    "        arguments: {code_file: opt.asm}\n"
    "      - name: run_evaluation\n"
    "  - text: done\n";

}  // namespace

TEST_CASE("agent.loop.template_opt_prompt") {
  const std::string dir = test_dir("template_opt_prompt");
  EpisodeSettings s;
  s.model = "script:" + template_opt_script();
  const EpisodePrompt kernel = episode_prompt(relu_spec("C2", dir), s);
  CHECK(!contains(kernel.system, "## The baseline kernel"));
  CHECK(contains(kernel.user, "Write an efficient kernel"));
  CHECK(!s.to_json().contains("track"));   // runs stored before tracks existed keep their plan

  s.track = kTrackTemplateOpt;
  const EpisodePrompt opt = episode_prompt(relu_spec("C2", dir), s);
  const auto base = plena().baseline(instantiate(relu(), relu_config("C2"), "plena"), "default");
  REQUIRE(base);
  CHECK(contains(opt.system, "## The baseline kernel"));
  CHECK(contains(opt.system, base->text));
  CHECK(contains(opt.system, "# plena ISA reference"));
  CHECK(contains(opt.user, "Rewrite the baseline kernel above (configuration C2, hardware configuration default)"));
  CHECK(contains(opt.user, "You have 15 turns"));
  CHECK(EpisodeSettings::from_json(s.to_json()).track == kTrackTemplateOpt);
  CHECK_THROWS_WITH(EpisodeSettings::from_json({{"model", "x"}, {"track", "golf"}}), Catch::Contains("settings.track"));

  // rv32's baselines are C for GCC, not assembly the tools assemble: no template-opt episode.
  const Platform* rv32 = find_platform("rv32");
  REQUIRE(rv32);
  const auto tasks = load_all_tasks(default_tasks_dir());
  const TaskSpec* add = nullptr;
  for (const auto& t : tasks)
    if (t.id == "vector_add") add = &t;
  REQUIRE(add);
  std::string why;
  CHECK(!template_opt_baseline(*rv32, *add, add->configs.front(), "", &why));
  CHECK(contains(why, "is c source"));
  const Run r = kernelcraft({"bench", "--track", "template-opt", "--model", "script:" + template_opt_script(),
                             "--platform", "rv32", "--task", "vector_add", "--db", dir + "/rv32.db", "--out", dir + "/rv32"});
  CHECK(r.code != 0);
  CHECK(contains(r.err, "vector_add has no template-opt track"));
}

TEST_CASE("agent.loop.template_opt_bench") {
  const std::string dir = test_dir("template_opt_bench");
  const std::string db = dir + "/results.db";
  write_text(dir + "/rewrite.yaml", kRewriteScript);
  write_text(dir + "/opt.asm", read_text(std::string(KC_EXAMPLES_DIR) + "/relu_template_opt/opt.asm"));
  // The rewrite is written for C1's shapes: C1 succeeds, C2 does not, so the task fails the track
  // (every configuration must pass).
  const Run r = kernelcraft({"bench", "--track", "template-opt", "--model", "script:" + dir + "/rewrite.yaml",
                             "--platform", "plena", "--task", "relu", "--config", "C1,C2", "--db", db, "--out",
                             dir + "/episodes"});
  INFO(r.err);
  REQUIRE(r.code == 0);
  const std::vector<EpisodeRecord> eps = ResultsDb(db).episodes();
  REQUIRE(eps.size() == 2);
  CHECK(eps[0].track() == "template-opt");
  CHECK(eps[0].config == "C1");
  CHECK(eps[0].success == std::optional<bool>(true));
  CHECK(eps[0].static_instructions == std::optional<uint64_t>(10));
  CHECK(eps[0].baseline_static_instructions == std::optional<uint64_t>(baseline_size("C1")));
  CHECK(eps[1].config == "C2");
  CHECK(eps[1].success == std::optional<bool>(false));
  CHECK(eps[1].baseline_static_instructions == std::optional<uint64_t>(baseline_size("C2")));

  const Report rep = build_report(ResultsDb(db), ReportQuery{});
  const ReportTable* t = nullptr;
  for (const auto& tab : rep.tables)
    if (tab.id == "template_opt") t = &tab;
  REQUIRE(t);
  REQUIRE(t->rows.size() == 1);
  const auto cell = [&](const std::string& key) {
    for (std::size_t i = 0; i < t->columns.size(); ++i)
      if (t->columns[i].key == key) return t->rows[0][i];
    FAIL("no column " << key);
    return nlohmann::json();
  };
  CHECK(cell("configs") == 2);
  CHECK(cell("configs_passed") == 1);
  CHECK(cell("task_success") == "no");
  CHECK(cell("geomean_size").get<double>() == Approx(10.0 / double(baseline_size("C1"))));
  CHECK(cell("smaller") == 1);
  // The shipped scripted episode (make demo runs it): its `expect:` checks hold on C1.
  const Run shipped = kernelcraft({"agent", "--track", "template-opt", "--model", "script:" + template_opt_script(),
                                   "--platform", "plena", "--task", "relu", "--config", "C1", "--db", dir + "/shipped.db",
                                   "--out", dir + "/shipped"});
  INFO(shipped.err);
  CHECK(shipped.code == 0);
  CHECK(contains(shipped.out, "SUCCESS"));
  // The kernel-track tables do not count template-opt episodes.
  for (const auto& tab : rep.tables)
    if (tab.id == "agent_success") CHECK(tab.rows.empty());
}
