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
  CHECK(!parse_report_format("html"));
}

TEST_CASE("core.results.report.tables") {
  const fs::path d = test_dir("report_tables");
  ResultsDb db((d / "r.db").string());
  fill(db);
  const Report rep = build_report(db, {});
  REQUIRE(rep.tables.size() == 2);
  const ReportTable& results = rep.tables[0];
  CHECK(results.id == "results");
  // One platform and hw: no platform/hw columns.
  CHECK(results.columns.front().key == "task");
  REQUIRE(results.rows.size() == 6);
  // gemm C1 baseline, gemm C1 kernel, gemm C2 baseline (latest: cycle_limit), gemm C2 kernel, silu ...
  CHECK(results.rows[0][2] == "baseline");
  CHECK(results.rows[1][2] == "kernels/gemm_c1.asm");
  CHECK(results.rows[1][6] == Approx(2.0));
  CHECK(results.rows[2][3] == "cycle_limit");
  CHECK(results.rows[2][6].is_null());

  const ReportTable& tasks = rep.tables[1];
  CHECK(tasks.id == "tasks");
  REQUIRE(tasks.rows.size() == 3);   // gemm baseline, gemm kernels, silu baseline (negative entry left out)
  CHECK(tasks.rows[0] == std::vector<json>{"gemm", "baseline", 2, 1, 1, 1.0, 1.0 * 500 / 2000});
  CHECK(tasks.rows[1][0] == "gemm");
  CHECK(tasks.rows[1][1] == "kernels");
  CHECK(tasks.rows[1][3] == 2);
  CHECK(tasks.rows[1][5].get<double>() == Approx(std::sqrt(2.0 * 8.0)));
  CHECK(tasks.rows[2][0] == "silu");
  REQUIRE(tasks.notes.size() == 1);
  CHECK(tasks.notes[0] ==
        "4 of 5 results pass; geomean speedup of passing non-baseline kernels 4.00x over 2 configurations");

  // Filters and runs.
  ReportQuery q;
  q.filter.task = "silu";
  CHECK(build_report(db, q).tables[0].rows.size() == 2);
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
  CHECK(t.columns[0].key == "hw");
  CHECK(t.columns[1].key == "task");
  CHECK(task_summary_table(rows).columns[0].key == "target");
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
