// Process-level tests of `kernelcraft regress` and `kernelcraft report`: help, usage errors,
// manifest errors, reports of a synthetic database, and one end-to-end regression of a baseline
// on the RTL that skips (prints SKIPPED:) while the task suite or the simulator is missing.
#include <nlohmann/json.hpp>

#include "kc/results_db.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;

namespace {

// A database with two synthetic results in one finished run.
void make_db(const fs::path& path) {
  ResultsDb db(path.string());
  const int64_t run = db.begin_run({"regress", "test", "", "", ""});
  EvaluationContext c;
  c.run_id = run;
  c.kernel_label = "baseline";
  c.kernel_text = "HALT\n";
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 1000, 1000), c);
  db.insert_evaluation(synthetic_result("gemm", "C2", EvalStatus::mismatch, 3000, 2000), c);
  db.finish_run(run, {2, 1, 1, 0, 0, false});
}

}  // namespace

TEST_CASE("core.results.cli.help") {
  const fs::path d = test_dir("cli_help");
  const Run regress = kernelcraft(d, "regress --help");
  CHECK(regress.code == 0);
  CHECK(regress.out.rfind("usage: kernelcraft regress (MANIFEST | --baselines --platform PLATFORM | --corpus DIR) [-j N] "
                          "[--junit FILE] [options]\n",
                          0) == 0);
  CHECK(regress.out.find("  -j, --jobs N ") != std::string::npos);
  CHECK(regress.out.find("      --junit FILE ") != std::string::npos);
  const Run report = kernelcraft(d, "report --help");
  CHECK(report.code == 0);
  CHECK(report.out.rfind("usage: kernelcraft report [--format table|md|json|html] [--db FILE] [-o FILE] [filters]\n", 0) ==
        0);
  const Run top = kernelcraft(d, "--help");
  CHECK(top.out.find("  regress ") != std::string::npos);
  CHECK(top.out.find("  report ") != std::string::npos);
}

TEST_CASE("core.results.cli.usage_errors") {
  const fs::path d = test_dir("cli_usage");
  write_file(d / "m.yaml", "entries: []\n");
  const struct {
    const char* args;
    const char* message;
  } cases[] = {
      {"regress", "kernelcraft regress: expected one MANIFEST (or --baselines --platform PLATFORM), got 0 arguments\n"},
      {"regress a.yaml b.yaml",
       "kernelcraft regress: expected one MANIFEST (or --baselines --platform PLATFORM), got 2 arguments\n"},
      {"regress --baselines m.yaml", "kernelcraft regress: --baselines takes no MANIFEST\n"},
      {"regress --baselines", "kernelcraft regress: missing --platform (known platforms: plena, rv32, coral, aie)\n"},
      {"regress --baselines --platform riscv", "kernelcraft regress: unknown platform 'riscv' (known platforms: plena, rv32, coral, aie)\n"},
      {"regress m.yaml --platform plena",
       "kernelcraft regress: --platform and --hw go with --baselines (a manifest names its own)\n"},
      {"regress m.yaml -j 0", "kernelcraft regress: --jobs needs a number of processes from 1 to 4096, got '0'\n"},
      {"regress m.yaml -j 2.5", "kernelcraft regress: --jobs needs a number of processes from 1 to 4096, got '2.5'\n"},
      // Once converted to long before any range check: undefined behaviour.
      {"regress m.yaml -j 1e300", "kernelcraft regress: --jobs needs a number of processes from 1 to 4096, got '1e300'\n"},
      {"regress m.yaml --threshold -1", "kernelcraft regress: --threshold needs a percentage from 0 to 100000, got '-1'\n"},
      {"regress m.yaml --threshold nan", "kernelcraft regress: --threshold needs a percentage from 0 to 100000, got 'nan'\n"},
      {"regress m.yaml --filter '('", "kernelcraft regress: --filter '(' is not a valid regular expression: "},
      {"report --format pdf", "kernelcraft report: unknown --format 'pdf' (table, md, json or html)\n"},
      {"report --run x", "kernelcraft report: --run needs a run id (a positive integer), got 'x'\n"},
      {"report --run 1 --latest-run", "kernelcraft report: --run and --latest-run exclude each other\n"},
      {"report extra", "kernelcraft report: unexpected argument 'extra'\n"},
      {"regress m.yaml --executor cloud", "kernelcraft regress: --executor is local or slurm, got 'cloud'\n"},
      {"regress m.yaml --shards 4", "kernelcraft regress: --shards goes with --executor slurm\n"},
      {"regress m.yaml --wait", "kernelcraft regress: --wait goes with --executor slurm\n"},
      {"regress m.yaml --shard 1", "kernelcraft regress: --shard and --shard-dir go together\n"},
      {"regress --collect d -j 2", "kernelcraft regress: --collect takes no other option (the plan in DIR says everything)\n"},
      {"merge", "kernelcraft merge: expected at least one SHARD database\n"},
      {"merge a.db --run 0", "kernelcraft merge: --run needs a run id (a positive integer), got '0'\n"},
  };
  for (const auto& c : cases) {
    INFO(c.args);
    const Run r = kernelcraft(d, c.args);
    CHECK(r.code == 2);
    CHECK(r.err.rfind(c.message, 0) == 0);
    CHECK(r.out.empty());
  }
}

TEST_CASE("core.results.cli.manifest_errors") {
  const fs::path d = test_dir("cli_manifest");
  fs::create_directories(d / "no_tasks");
  write_file(d / "m.yaml",
             "entries:\n"
             "  - {platform: plena, task: nosuchtask, configs: all, kernel: baseline}\n");
  const Run r = kernelcraft(d, "regress m.yaml --tasks no_tasks --db r.db");
  CHECK(r.code == 1);
  CHECK(r.err == "m.yaml:2:29: error: unknown task 'nosuchtask' (tasks for plena: none)\n");
  CHECK(!fs::exists(d / "r.db"));   // nothing ran, nothing stored
  write_file(d / "bad.yaml", "entries:\n  - {task: x, configs: all}\n");
  const Run bad = kernelcraft(d, "regress bad.yaml --tasks no_tasks");
  CHECK(bad.code == 1);
  CHECK(bad.err.find("bad.yaml:2:5: error: manifest entry has no `platform`") != std::string::npos);
  CHECK(bad.err.find("bad.yaml:2:5: error: manifest entry has no `kernel`") != std::string::npos);
}

TEST_CASE("core.results.cli.report") {
  const fs::path d = test_dir("cli_report");
  make_db(d / "r.db");
  const Run table = kernelcraft(d, "report --db r.db");
  CHECK(table.code == 0);
  CHECK(table.err.empty());
  CHECK(table.out.rfind("KernelCraft results\n\nLatest results\n", 0) == 0);
  CHECK(table.out.find("gemm  C2      baseline  mismatch    3000      2000") != std::string::npos);

  const Run js = kernelcraft(d, "report --format json", "KC_RESULTS_DB=r.db ");
  CHECK(js.code == 0);
  const auto j = nlohmann::json::parse(js.out);
  CHECK(j["source"] == "r.db");
  CHECK(j["results"].size() == 2);
  CHECK(j["tasks"][0]["passed"] == 1);

  const Run md = kernelcraft(d, "report --db r.db -f md --config C1 -o out/report.md");
  CHECK(md.code == 0);
  CHECK(md.out.empty());
  const std::string text = slurp(d / "out" / "report.md");
  CHECK(text.rfind("## KernelCraft results\n", 0) == 0);
  CHECK(text.find("| gemm | C1 |") != std::string::npos);
  CHECK(text.find("| gemm | C2 |") == std::string::npos);

  const Run latest = kernelcraft(d, "report --db r.db --latest-run --format json");
  CHECK(nlohmann::json::parse(latest.out)["title"].get<std::string>().rfind("KernelCraft results (run 1, ", 0) == 0);

  const Run missing = kernelcraft(d, "report --db nothing.db");
  CHECK(missing.code == 1);
  CHECK(missing.err ==
        "kernelcraft report: results database nothing.db does not exist (run `kernelcraft regress` first, or name "
        "one with --db or KC_RESULTS_DB)\n");
  CHECK(!fs::exists(d / "nothing.db"));
}

TEST_CASE("core.results.e2e.baseline_regression") {
  // One baseline case on the RTL, twice: both pass, the second is compared with the first.
  const fs::path d = test_dir("e2e");
  const fs::path sim = fs::path(KC_KERNELCRAFT_EXE).parent_path() / "kc-sim-plena";
  if (!fs::exists(sim)) {
    WARN("SKIPPED: " << sim.string() << " is not built");
    return;
  }
  const Run list = kernelcraft(d, "regress --baselines --platform plena --list");
  if (list.code != 0 || list.out.empty()) {
    WARN("SKIPPED: no baseline cases yet (kernelcraft regress --list: " << list.err << ")");
    return;
  }
  // relu (a small element-wise baseline) when the suite has it, else the first case.
  const std::string relu = "plena.default.relu.C1";
  const std::string first =
      list.out.find(relu + "\n") != std::string::npos ? relu : list.out.substr(0, list.out.find('\n'));
  const std::string args =
      "regress --baselines --platform plena --db e2e.db --junit junit.xml -j 1 --filter '^" + first + "$'";
  const Run r1 = kernelcraft(d, args);
  if (r1.code != 0 && r1.err.find("has no baseline for task") != std::string::npos) {
    WARN("SKIPPED: " << first << ": the baseline generator is not there yet (" << r1.err << ")");
    return;
  }
  INFO(r1.out << r1.err);
  REQUIRE(r1.code == 0);
  CHECK(r1.out.find(first + "  pass") != std::string::npos);
  CHECK(r1.out.find("1 cases: 1 passed, 0 failed, 0 regressed, 0 errors") != std::string::npos);
  const std::string junit = slurp(d / "junit.xml");
  CHECK(junit.find("tests=\"1\" failures=\"0\" errors=\"0\"") != std::string::npos);
  const Run r2 = kernelcraft(d, args);
  INFO(r2.out << r2.err);
  CHECK(r2.code == 0);
  CHECK(r2.out.find("+0.00%") != std::string::npos);   // compared with run 1: same cycles
  ResultsDb db((d / "e2e.db").string(), ResultsDb::Mode::existing);
  const auto rows = db.evaluations();
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].cycles == rows[1].cycles);
  CHECK(rows[0].cycles > 0);
  CHECK(!rows[0].rtl_hash.empty());
  CHECK(rows[0].case_name == first);
  CHECK(db.kernel_text(rows[0].kernel_hash));
}

TEST_CASE("core.results.e2e.shape_change") {
  // The same kernel text on a task configuration whose shape changed (in a copy of the task) has
  // no reference: the reference key holds the configuration's content (task_instance_hash), so
  // the old shape's cycles are never compared with the new shape's.
  const fs::path d = test_dir("e2e_shape");
  const fs::path sim = fs::path(KC_KERNELCRAFT_EXE).parent_path() / "kc-sim-plena";
  if (!fs::exists(sim)) {
    WARN("SKIPPED: " << sim.string() << " is not built");
    return;
  }
  fs::create_directories(d / "tasks" / "l1");
  fs::copy(fs::path(KC_SOURCE_DIR) / "tasks" / "l1" / "relu", d / "tasks" / "l1" / "relu", fs::copy_options::recursive);
  const Run k = kernelcraft(d, "baseline --platform plena --task relu --config C1 --hw small -o relu.asm");
  INFO(k.out << k.err);
  REQUIRE(k.code == 0);
  write_file(d / "m.yaml", "- {platform: plena, hw: small, task: relu, configs: [C1], kernel: relu.asm}\n");
  const std::string args = "regress m.yaml --tasks tasks --db t.db -j 1 --junit j.xml";
  const std::string name = "plena.small.relu.C1.relu";
  const Run r1 = kernelcraft(d, args);
  INFO(r1.out << r1.err);
  REQUIRE(r1.code == 0);
  const Run r2 = kernelcraft(d, args);
  INFO(r2.out << r2.err);
  REQUIRE(r2.code == 0);
  CHECK(slurp(d / "j.xml").find("(reference ") != std::string::npos);   // same shape: compared with run 1

  // C1 becomes 2 x 128 (the same 256 elements at the same addresses, so the kernel still passes).
  const fs::path yaml = d / "tasks" / "l1" / "relu" / "task.yaml";
  std::string text = slurp(yaml);
  const std::string from = "C1: {R: 4, C: 64}";
  REQUIRE(text.find(from) != std::string::npos);
  text.replace(text.find(from), from.size(), "C1: {R: 2, C: 128}");
  write_file(yaml, text);
  const Run r3 = kernelcraft(d, args);
  INFO(r3.out << r3.err);
  REQUIRE(r3.code == 0);
  const std::string j3 = slurp(d / "j.xml");
  CHECK(j3.find("seed 1: pass") != std::string::npos);
  CHECK(j3.find("(reference ") == std::string::npos);   // the new shape has no reference yet
  const Run r4 = kernelcraft(d, args);
  INFO(r4.out << r4.err);
  REQUIRE(r4.code == 0);
  CHECK(slurp(d / "j.xml").find("(reference ") != std::string::npos);   // and then it has its own

  ResultsDb db((d / "t.db").string(), ResultsDb::Mode::existing);
  const auto rows = db.evaluations();
  REQUIRE(rows.size() == 4);
  for (const auto& row : rows) CHECK(row.case_name == name);
  CHECK(!rows[0].task_hash.empty());
  CHECK(rows[0].task_hash == rows[1].task_hash);
  CHECK(rows[2].task_hash != rows[1].task_hash);
  CHECK(rows[2].task_hash == rows[3].task_hash);
  CHECK(rows[0].kernel_hash == rows[2].kernel_hash);   // the same kernel text throughout
}

TEST_CASE("core.results.cli.merge") {
  const fs::path d = test_dir("cli_merge");
  {
    ResultsDb main_db((d / "main.db").string());
    ResultsDb shard((d / "shard.db").string(), ResultsDb::Mode::create, 1000, ResultsDb::Journal::rollback);
    const int64_t r = shard.begin_run({"regress", "elsewhere", "node7", "m.yaml", "rtl0"});
    EvaluationContext c;
    c.run_id = r;
    c.kernel_text = "k";
    c.kernel_label = "baseline";
    c.verdict = "pass";
    shard.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 100, 200, 1), c);
  }
  const Run first = kernelcraft(d, "merge shard.db --db main.db");
  INFO(first.err);
  CHECK(first.code == 0);
  CHECK(first.out == "shard.db: 1 evaluations, 0 episodes, 1 runs, 1 new kernel texts\n");
  const Run again = kernelcraft(d, "merge shard.db --db main.db");
  CHECK(again.code == 0);
  CHECK(again.out == "shard.db: merged before, nothing added\n");
  write_file(d / "junk.db", "this is not a database, only a text file long enough to have a header\n");
  const Run bad = kernelcraft(d, "merge junk.db shard.db --db main.db");
  CHECK(bad.code == 1);
  CHECK(bad.err.find("kernelcraft merge: merging junk.db: not a results database") != std::string::npos);
  CHECK(bad.out == "shard.db: merged before, nothing added\n");
  const Run no_db = kernelcraft(d, "merge shard.db --db none.db");
  CHECK(no_db.code == 1);
  CHECK(no_db.err.find("does not exist") != std::string::npos);
  ResultsDb check((d / "main.db").string());
  CHECK(check.evaluations().size() == 1);
  CHECK(check.latest_run()->host == "node7");
}
