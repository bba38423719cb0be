// Reports on a database filled with synthetic results: latest-result selection, per-task summary
// (pass counts, geometric means), and the table, Markdown and JSON renderings.
#include <cmath>

#include "kc/report.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;
using nlohmann::json;

namespace {

EvaluationContext ctx(int64_t run, const std::string& label, const std::string& expect = "pass") {
  EvaluationContext c;
  c.run_id = run;
  c.kernel_label = label;
  c.kernel_text = "text of " + label;
  c.expect = expect;
  return c;
}

// gemm: baseline C1, C2 (C2 failed in the newer run) and a custom kernel on C1 (2x faster than
// the baseline); silu: baseline C1 and a negative entry (expected fault).
void fill(ResultsDb& db) {
  const int64_t r1 = db.begin_run({});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 2000, 2000), ctx(r1, "baseline"));
  db.insert_evaluation(synthetic_result("gemm", "C2", EvalStatus::pass, 4000, 4000), ctx(r1, "baseline"));
  db.insert_evaluation(synthetic_result("silu", "C1", EvalStatus::pass, 500, 500), ctx(r1, "baseline"));
  const int64_t r2 = db.begin_run({});
  db.insert_evaluation(synthetic_result("gemm", "C2", EvalStatus::cycle_limit, 0, 4000), ctx(r2, "baseline"));
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 1000, 2000), ctx(r2, "kernels/gemm_c1.asm"));
  db.insert_evaluation(synthetic_result("gemm", "C2", EvalStatus::pass, 500, 4000), ctx(r2, "kernels/gemm_c2.asm"));
  db.insert_evaluation(synthetic_result("silu", "C1", EvalStatus::fault, 10, 500), ctx(r2, "bad/oob.asm", "fault"));
}

}  // namespace

TEST_CASE("core.results.report.geomean_and_cells") {
  CHECK(!geomean({}));
  CHECK(!geomean({0, -1}));
  CHECK(*geomean({2, 8}) == Approx(4));
  CHECK(*geomean({1.5}) == Approx(1.5));
  CHECK(format_cell(nullptr, CellFormat::integer) == "-");
  CHECK(format_cell(12345, CellFormat::integer) == "12345");
  CHECK(format_cell(1.23456, CellFormat::ratio) == "1.23x");
  CHECK(format_cell(0.4567, CellFormat::percent) == "45.7%");
  CHECK(format_cell(2.04, CellFormat::seconds) == "2.0s");
  CHECK(format_cell("C1", CellFormat::text) == "C1");
  CHECK(parse_report_format("md") == ReportFormat::markdown);
  CHECK(parse_report_format("markdown") == ReportFormat::markdown);
  CHECK(parse_report_format("json") == ReportFormat::json);
  CHECK(parse_report_format("table") == ReportFormat::table);
  CHECK(parse_report_format("html") == ReportFormat::html);
  CHECK(!parse_report_format("pdf"));
  CHECK(format_cell(2.04, CellFormat::decimal) == "2.0");
  CHECK(format_cell(0.8, CellFormat::dollars) == "$0.800");
}

TEST_CASE("core.results.report.tables") {
  const fs::path d = test_dir("report_tables");
  ResultsDb db((d / "r.db").string());
  fill(db);
  ReportQuery levels;
  levels.task_levels = {{"gemm", 1}};
  const Report rep = build_report(db, levels);
  // results, tasks, runs, cycle changes, history (data only); no episodes: no agent tables.
  REQUIRE(rep.tables.size() == 5);
  const ReportTable& results = rep.tables[0];
  CHECK(results.id == "results");
  // One platform and hw: platform and hw are data only.
  CHECK(results.columns[0].key == "platform");
  CHECK(results.columns[0].show == ColumnShow::data);
  CHECK(results.columns[1].show == ColumnShow::data);
  // Every kernel ran on the simulator: the target is data only.
  CHECK(results.columns[2].key == "ran_on");
  CHECK(results.columns[2].show == ColumnShow::data);
  CHECK(results.columns[3].key == "task");
  REQUIRE(results.rows.size() == 6);
  // gemm C1 baseline, gemm C1 kernel, gemm C2 baseline (latest: cycle_limit), gemm C2 kernel, silu ...
  CHECK(results.rows[0][2] == "sim");
  CHECK(results.rows[0][5] == "baseline");
  CHECK(results.rows[1][5] == "kernels/gemm_c1.asm");
  CHECK(results.rows[1][9] == Approx(2.0));
  CHECK(results.rows[2][6] == "cycle_limit");
  CHECK(results.rows[2][9].is_null());
  // Data columns: the case, the level (from the task suite; silu is not in it), the kernel hash.
  const auto at = [&](std::size_t row, const std::string& key) {
    for (std::size_t c = 0; c < results.columns.size(); ++c)
      if (results.columns[c].key == key) return results.rows[row][c];
    FAIL("no column " << key);
    return json();
  };
  CHECK(at(0, "case") == "plena.default.gemm.C1");
  CHECK(at(0, "level") == 1);
  CHECK(at(5, "level").is_null());
  CHECK(at(0, "kernel_hash").get<std::string>().size() == 64);
  CHECK(at(0, "roofline_cycles") == 500.0);

  const ReportTable& tasks = rep.tables[1];
  CHECK(tasks.id == "tasks");
  REQUIRE(tasks.rows.size() == 3);   // gemm baseline, gemm kernels, silu baseline (negative entry left out)
  CHECK(tasks.rows[0] ==
        std::vector<json>{"plena.default", "gemm", "baseline", 2, 1, 1, 1.0, 1.0 * 500 / 2000, "plena", 1});
  CHECK(tasks.rows[1][1] == "gemm");
  CHECK(tasks.rows[1][2] == "others");
  CHECK(tasks.rows[1][4] == 2);
  CHECK(tasks.rows[1][6].get<double>() == Approx(std::sqrt(2.0 * 8.0)));
  CHECK(tasks.rows[2][1] == "silu");
  REQUIRE(tasks.notes.size() == 1);
  CHECK(tasks.notes[0] ==
        "4 of 5 results pass; geomean speedup of passing non-baseline kernels 4.00x over 2 configurations");

  // Filters and runs.
  ReportQuery q;
  q.filter.task = "silu";
  CHECK(build_report(db, q).tables[0].rows.size() == 2);
  CHECK(build_report(db, q).kernels.empty());
  q.kernel_texts = true;
  const Report with_kernels = build_report(db, q);
  REQUIRE(with_kernels.kernels.size() == 2);   // the baseline's text and the negative entry's
  CHECK(with_kernels.kernels.begin()->second.rfind("text of ", 0) == 0);
  q = {};
  q.latest_run = true;
  const Report latest = build_report(db, q);
  CHECK(latest.tables[0].rows.size() == 4);
  CHECK(latest.title.rfind("KernelCraft results (run 2, ", 0) == 0);
}

TEST_CASE("core.results.report.platform_columns") {
  std::vector<StoredEvaluation> rows(2);
  rows[0].platform = "plena", rows[0].hw = "default", rows[0].task = "gemm", rows[0].config = "C1";
  rows[1].platform = "plena", rows[1].hw = "small", rows[1].task = "gemm", rows[1].config = "C1";
  for (auto& r : rows) r.status = "pass", r.expect = "pass", r.kernel_label = "baseline";
  const ReportTable t = results_table(rows);
  CHECK(t.columns[0].key == "platform");
  CHECK(t.columns[0].show == ColumnShow::data);
  CHECK(t.columns[1].key == "hw");
  CHECK(t.columns[1].show == ColumnShow::everywhere);
  CHECK(render_text_table(t).find("hw       task") != std::string::npos);
  CHECK(task_summary_table(rows).columns[0].key == "target");
  CHECK(task_summary_table(rows).columns[0].show == ColumnShow::everywhere);
  CHECK(results_table({}).notes == std::vector<std::string>{"no results (run `kernelcraft regress` to add some)"});
}

TEST_CASE("core.results.report.formats") {
  const fs::path d = test_dir("report_formats");
  ResultsDb db((d / "r.db").string());
  fill(db);
  Report rep = build_report(db, {});
  rep.generated = "2025-01-01T00:00:00.000Z";

  const std::string table = render_report(rep, ReportFormat::table);
  CHECK(table.rfind("KernelCraft results\n\nLatest results\n", 0) == 0);
  CHECK(table.find("task  config  kernel               status       cycles  baseline  speedup  roofline  run  when") !=
        std::string::npos);
  CHECK(table.find("gemm  C1      kernels/gemm_c1.asm  pass           1000      2000    2.00x     50.0%    2  ") !=
        std::string::npos);
  CHECK(table.find("gemm  C2      baseline             cycle_limit       0      4000        -         -    2  ") !=
        std::string::npos);
  CHECK(table.find("\nPer task\n") != std::string::npos);

  const std::string md = render_report(rep, ReportFormat::markdown);
  CHECK(md.rfind("## KernelCraft results\n\n### Latest results\n\n", 0) == 0);
  CHECK(md.find("| task | config | kernel | status | cycles | baseline | speedup | roofline | run | when |\n"
                "| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |\n") != std::string::npos);
  CHECK(md.find("| gemm | C1 | kernels/gemm_c1.asm | pass | 1000 | 2000 | 2.00x | 50.0% | 2 |") != std::string::npos);

  const json j = json::parse(render_report(rep, ReportFormat::json));
  CHECK(j["title"] == "KernelCraft results");
  CHECK(j["generated"] == "2025-01-01T00:00:00.000Z");
  CHECK(j["source"] == (d / "r.db").string());
  REQUIRE(j["results"].size() == 6);
  CHECK(j["results"][1]["platform"] == "plena");   // data columns are in the JSON form
  CHECK(j["results"][1]["case"] == "plena.default.gemm.C1");
  CHECK(j["history"].size() == 7);                  // and so are data-only tables
  CHECK(table.find("Every regression evaluation") == std::string::npos);   // but not in text
  CHECK(md.find("Every regression evaluation") == std::string::npos);
  CHECK(table.find("plena.default.gemm.C1") == std::string::npos);
  CHECK(j["results"][1]["kernel"] == "kernels/gemm_c1.asm");
  CHECK(j["results"][1]["cycles"] == 1000);
  CHECK(j["results"][1]["speedup"] == 2.0);
  CHECK(j["results"][2]["speedup"].is_null());
  CHECK(j["tasks"][0]["passed"] == 1);
  CHECK(j["notes"]["tasks"].size() == 1);

  // Markdown escapes '|'.
  ReportTable t;
  t.title = "x";
  t.columns = {{"a", "a"}};
  t.rows = {{json("p|q")}};
  CHECK(render_markdown_table(t) == "### x\n\n| a |\n| --- |\n| p\\|q |\n");
}

TEST_CASE("core.results.report.pass_at_k") {
  CHECK(pass_at_k(5, 2, 1) == Approx(0.4));
  CHECK(pass_at_k(5, 2, 2) == Approx(0.7));        // 1 - C(3,2)/C(5,2) = 1 - 3/10
  CHECK(pass_at_k(10, 3, 5) == Approx(1.0 - 21.0 / 252.0));   // C(7,5) = 21, C(10,5) = 252
  CHECK(pass_at_k(3, 0, 2) == Approx(0.0));
  CHECK(pass_at_k(3, 2, 2) == Approx(1.0));        // n - c < k: every k-subset holds a success
  CHECK(std::isnan(pass_at_k(3, 1, 4)));
  CHECK(std::isnan(pass_at_k(0, 0, 1)));
}

namespace {

EpisodeRecord episode(const std::string& model, const std::string& task, int level, const std::string& config,
                      int repeat, bool success, std::optional<double> speedup, const std::string& status = "done") {
  EpisodeRecord e;
  e.model = model;
  e.platform = "plena";
  e.hw = "default";
  e.task = task;
  e.level = level;
  e.config = config;
  e.split = config[0] == 'H' ? "held_out" : "visible";
  e.repeat = repeat;
  e.status = status;
  e.success = success;
  e.speedup = speedup;
  e.iterations = 4;
  e.first_pass_iteration = success ? std::optional<int>(2) : std::nullopt;
  e.tokens_in = 900;
  e.tokens_out = 100;
  e.cost_usd = 0.5;
  e.wall_seconds = 10;
  return e;
}

const ReportTable& table(const std::vector<ReportTable>& ts, const std::string& id) {
  for (const auto& t : ts)
    if (t.id == id) return t;
  FAIL("no table " << id);
  throw std::logic_error("unreachable");
}

// The row whose first cells are `prefix`.
const std::vector<json>& row(const ReportTable& t, const std::vector<json>& prefix) {
  for (const auto& r : t.rows)
    if (std::equal(prefix.begin(), prefix.end(), r.begin())) return r;
  FAIL("no row " << json(prefix).dump() << " in " << t.id);
  throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("core.results.report.agent_tables") {
  CHECK(agent_tables({}).empty());
  // Model a: relu C1 two repeats (1 success, speedup 2.5), relu C2 two repeats (2 successes,
  // speedups 0.8 and 1.25), gemm C1 (level 1, failure), mha C1 (level 2, success 1.5x), and one
  // interrupted episode that must not count. Model b: relu C1 one failure.
  const std::vector<EpisodeRecord> eps = {
      episode("a", "relu", 1, "C1", 0, true, 2.5),  episode("a", "relu", 1, "C1", 1, false, std::nullopt),
      episode("a", "relu", 1, "C2", 0, true, 0.8),  episode("a", "relu", 1, "C2", 1, true, 1.25),
      episode("a", "gemm", 1, "C1", 0, false, std::nullopt), episode("a", "gemm", 1, "C1", 1, false, std::nullopt),
      episode("a", "mha", 2, "C1", 0, true, 1.5),   episode("a", "mha", 2, "C1", 1, true, 1.5),
      episode("a", "relu", 1, "C3", 0, false, std::nullopt, "interrupted"),
      episode("b", "relu", 1, "C1", 0, false, std::nullopt)};
  const auto ts = agent_tables(eps);

  const ReportTable& s = table(ts, "agent_success");
  const auto& a1 = row(s, {"a", "plena.default", "visible", "L1"});
  CHECK(a1[4] == 3);   // configs: relu C1, relu C2, gemm C1
  CHECK(a1[5] == 6);   // episodes
  CHECK(a1[6] == 3);   // successes
  CHECK(a1[7].get<double>() == Approx(0.5));
  const auto& a_all = row(s, {"a", "plena.default", "visible", "all"});
  CHECK(a_all[5] == 8);
  CHECK(a_all[6] == 5);
  CHECK(row(s, {"b", "plena.default", "visible", "L1"})[6] == 0);
  REQUIRE(s.notes.size() == 2);
  CHECK(s.notes[1].find("1 episode(s) did not run to their end") == 0);

  // pass@1 = mean over configurations of c/n: (1/2 + 2/2 + 0/2) / 3; pass@2: (1 + 1 + 0) / 3.
  const ReportTable& p = table(ts, "agent_pass_at_k");
  const auto& pa = row(p, {"a", "plena.default", "visible", "L1"});
  CHECK(pa[5] == 2);
  CHECK(pa[6].get<double>() == Approx(0.5));
  CHECK(pa[7] == 2);
  CHECK(pa[8].get<double>() == Approx(2.0 / 3.0));
  CHECK(row(p, {"b", "plena.default", "visible", "L1"})[7].is_null());   // one repeat: no pass@k beyond 1

  const ReportTable& sp = table(ts, "agent_speedup");
  const auto& c2 = row(sp, {"a", "plena.default", "relu", "C2"});
  CHECK(c2[6].get<double>() == Approx(1.25));
  CHECK(c2[7].get<double>() == Approx(std::sqrt(0.8 * 1.25)));
  CHECK(row(sp, {"a", "plena.default", "gemm", "C1"})[7].is_null());
  REQUIRE(!sp.notes.empty());
  CHECK(sp.notes[0].find("a on plena.default: geomean speedup") == 0);

  const ReportTable& c = table(ts, "agent_cost");
  const auto& ca = row(c, {"a", "plena.default", "visible"});
  CHECK(ca[3] == 8);
  CHECK(ca[4].get<double>() == Approx(4.0 / 8.0));   // speedup > 1: 2.5, 1.25, 1.5, 1.5
  CHECK(ca[5].get<double>() == Approx(1.0 / 8.0));   // > 2: 2.5
  CHECK(ca[6] == 8 * 1000 / 5);                      // tokens per success
  CHECK(ca[7].get<double>() == Approx(0.8));         // 8 x $0.5 / 5
  CHECK(format_cell(ca[7], c.columns[7].format) == "$0.800");
  CHECK(ca[8].get<double>() == Approx(16.0));
  CHECK(ca[9].get<double>() == Approx(4.0));
  CHECK(ca[10].get<double>() == Approx(2.0));
  CHECK(format_cell(ca[10], c.columns[10].format) == "2.0");
  // The renderers take the agent tables like any other.
  Report r;
  r.tables = ts;
  CHECK(render_report(r, ReportFormat::markdown).find("### Agent success per model x platform x level") != std::string::npos);
  CHECK(report_json(r)["agent_success"].size() == s.rows.size());
}
