// The report sections over runs and episodes: the runs, every regression evaluation by run
// (history), the cycle counts that changed between runs, every episode and the fast_p curves.
#include "report_test_util.h"

using namespace kc;
using namespace kc::test;
using namespace kc::reporttest;

TEST_CASE("core.results.report.runs_history_and_changes") {
  const fs::path d = test_dir("report_runs");
  ResultsDb db((d / "r.db").string());
  fill_runs(db);
  const Report rep = build_report(db, {});

  const ReportTable& runs = table(rep, "runs");
  REQUIRE(runs.rows.size() == 3);
  CHECK(cell(runs, 0, "state") == "finished");
  CHECK(cell(runs, 2, "state") == "interrupted");
  CHECK(cell(runs, 2, "regressed") == 1);
  CHECK(cell(runs, 2, "rtl") == "plena=bbbbbbbbbbbb");
  CHECK(cell(runs, 2, "rtl_hash") == "plena=" + std::string(64, 'b'));

  const ReportTable& history = table(rep, "history");
  CHECK(history.data_only);
  REQUIRE(history.rows.size() == 6);
  CHECK(cell(history, 4, "run") == 3);
  CHECK(cell(history, 4, "rtl_hash") == "bbbbbbbbbbbb");
  CHECK(cell(history, 4, "verdict") == "regressed");
  CHECK(cell(history, 5, "status") == "mismatch");

  // baseline: 1000 -> 1000 -> 1100 (RTL changed); k.asm: 800 -> 700 (kernel changed); the
  // mismatch of run 3 is no cycle count to compare.
  const ReportTable& changes = table(rep, "cycle_changes");
  REQUIRE(changes.rows.size() == 2);
  CHECK(cell(changes, 0, "case") == "plena.default.gemm.C1");
  CHECK(cell(changes, 0, "from_run") == 2);
  CHECK(cell(changes, 0, "to_run") == 3);
  CHECK(cell(changes, 0, "change").get<double>() == Approx(0.1));
  CHECK(cell(changes, 0, "rtl_changed") == "yes");
  CHECK(cell(changes, 0, "kernel_changed") == "no");
  CHECK(cell(changes, 0, "verdict") == "regressed");
  CHECK(cell(changes, 1, "kernel") == "k.asm");
  CHECK(cell(changes, 1, "change").get<double>() == Approx(-0.125));
  CHECK(cell(changes, 1, "kernel_changed") == "yes");
  CHECK(cell(changes, 1, "rtl_changed") == "no");
  REQUIRE(changes.notes.size() == 1);
  CHECK(changes.notes[0] == "2 case(s) changed their cycle count across 3 run(s) (2 passing series of case, kernel and seed)");

  const std::string text = render_report(rep, ReportFormat::table);
  CHECK(text.find("Cycle counts that changed between runs\n") != std::string::npos);
  CHECK(text.find("10.0%") != std::string::npos);
  CHECK(text.find("-12.5%") != std::string::npos);

  // One run: the same cases, nothing changed.
  ReportQuery q;
  q.filter.run_id = 1;
  const Report one = build_report(db, q);
  CHECK(table(one, "cycle_changes").rows.empty());
  CHECK(table(one, "cycle_changes").notes[0] ==
        "no cycle count changed across 1 run(s) (2 passing series of case, kernel and seed)");
  CHECK(table(one, "runs").rows.size() == 1);
}

TEST_CASE("core.results.report.episodes_and_fast_p_curve") {
  // Model a: speedups 0.5, 2.0 and 2.0 among 4 done episodes (one failure); an interrupted episode
  // is listed but counts nowhere.
  std::vector<EpisodeRecord> eps = {episode(1, "a", true, 0.5, "/tmp/t1.jsonl"), episode(2, "a", true, 2.0),
                                    episode(3, "a", true, 2.0), episode(4, "a", false, std::nullopt),
                                    episode(5, "a", false, std::nullopt)};
  eps[4].status = "interrupted";
  const ReportTable curve = fast_p_curve_table(eps);
  CHECK(curve.data_only);
  REQUIRE(curve.rows.size() == 3);   // p = 0, 0.5, 2.0
  CHECK(curve.rows[0][4] == 0.0);
  CHECK(curve.rows[0][5].get<double>() == Approx(0.75));   // fast_0: 3 of 4
  CHECK(curve.rows[1][4] == 0.5);
  CHECK(curve.rows[1][5].get<double>() == Approx(0.5));    // > 0.5: the two 2.0x
  CHECK(curve.rows[2][4] == 2.0);
  CHECK(curve.rows[2][5].get<double>() == Approx(0.0));
  CHECK(curve.rows[2][6] == 4);

  const auto ts = agent_tables(eps);
  const ReportTable* list = nullptr;
  for (const auto& t : ts)
    if (t.id == "agent_episodes") list = &t;
  REQUIRE(list);
  REQUIRE(list->rows.size() == 5);
  CHECK(cell(*list, 0, "end") == "agent_stopped");
  CHECK(cell(*list, 4, "end") == "interrupted");
  CHECK(cell(*list, 4, "counted") == false);
  CHECK(cell(*list, 0, "transcript") == "/tmp/t1.jsonl");
  CHECK(cell(*list, 0, "kernel") == "ffffffffffff");
  CHECK(cell(*list, 0, "case") == "plena.default.relu.C1");
  CHECK(cell(*list, 0, "first_pass") == 3);
  // The transcript is an HTML column: not in the text form.
  CHECK(render_text_table(*list).find("/tmp/t1.jsonl") == std::string::npos);
  CHECK(render_text_table(*list).find("agent_stopped") != std::string::npos);
}
