// Results database: schema creation and reopening, insert/query round trip, latest results,
// regression references, and several processes writing one database at once.
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <set>

#include "kc/report.h"
#include "kc/results_db.h"
#include "kc/sha256.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;

namespace {

kc::EpisodeFilter by_run(int64_t run) {
  kc::EpisodeFilter f;
  f.run_id = run;
  return f;
}
kc::EpisodeFilter by_model(const std::string& model) {
  kc::EpisodeFilter f;
  f.model = model;
  return f;
}

// Names of the tables in a database file (read with plain SQLite, independent of ResultsDb).
std::set<std::string> table_names(const std::string& path) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
  sqlite3_stmt* st = nullptr;
  REQUIRE(sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type = 'table'", -1, &st, nullptr) == SQLITE_OK);
  std::set<std::string> names;
  while (sqlite3_step(st) == SQLITE_ROW) names.insert(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)));
  sqlite3_finalize(st);
  sqlite3_close(db);
  return names;
}

EvaluationContext context(int64_t run_id, const std::string& text, const std::string& label = "baseline") {
  EvaluationContext c;
  c.run_id = run_id;
  c.kernel_text = text;
  c.kernel_label = label;
  c.rtl_hash = "rtl0";
  c.verdict = "pass";
  return c;
}

}  // namespace

TEST_CASE("core.results.db.schema") {
  const fs::path d = test_dir("db_schema");
  const std::string path = (d / "sub" / "results.db").string();
  // Only the build tree's default database gets its directory made; any other needs an existing one
  // (a mistyped --db creates no directories).
  CHECK_THROWS_WITH(ResultsDb(path), "results database " + path + ": the directory " + (d / "sub").string() +
                                         " does not exist (create it first, or name another file with --db or "
                                         "KC_RESULTS_DB)");
  CHECK_FALSE(fs::exists(d / "sub"));
  fs::create_directories(d / "sub");
  {
    ResultsDb db(path);
    CHECK(db.schema_version() == ResultsDb::current_schema_version());
    CHECK(db.path() == path);
    const int64_t run = db.begin_run({"regress", "kernelcraft regress smoke.yaml", "host1", "smoke.yaml", "abc"});
    CHECK(run == 1);
  }
  const auto tables = table_names(path);
  for (const char* t : {"schema_migrations", "runs", "kernels", "evaluations", "episodes"}) {
    INFO(t);
    CHECK(tables.count(t) == 1);
  }
  // Reopening applies nothing new and keeps the rows.
  ResultsDb again(path, ResultsDb::Mode::existing);
  CHECK(again.schema_version() == ResultsDb::current_schema_version());
  const auto run = again.run(1);
  REQUIRE(run);
  CHECK(run->command == "kernelcraft regress smoke.yaml");
  CHECK(run->host == "host1");
  CHECK(run->manifest == "smoke.yaml");
  CHECK(run->rtl_hash == "abc");
  CHECK(run->finished.empty());
  CHECK(!run->finished_ok());
  CHECK(ResultsDb::schema_sql().find("CREATE TABLE episodes") != std::string::npos);
}

TEST_CASE("core.results.db.open_errors") {
  const fs::path d = test_dir("db_open_errors");
  const std::string missing = (d / "none.db").string();
  CHECK_THROWS_WITH(ResultsDb(missing, ResultsDb::Mode::existing),
                    "results database " + missing +
                        " does not exist (run `kernelcraft regress` first, or name one with --db or KC_RESULTS_DB)");
  CHECK(!fs::exists(missing));
  // A file that is not a database.
  write_file(d / "junk.db", std::string(200, 'x'));
  CHECK_THROWS_AS(ResultsDb((d / "junk.db").string()), ResultsDbError);
  // A database from a newer build.
  {
    ResultsDb db((d / "new.db").string());
  }
  sqlite3* raw = nullptr;
  REQUIRE(sqlite3_open((d / "new.db").string().c_str(), &raw) == SQLITE_OK);
  REQUIRE(sqlite3_exec(raw, "INSERT INTO schema_migrations VALUES (99, 'future', 'now')", nullptr, nullptr, nullptr) ==
          SQLITE_OK);
  sqlite3_close(raw);
  CHECK_THROWS_WITH(ResultsDb((d / "new.db").string()),
                    Catch::Contains("has schema version 99, newer than this build knows"));
}

TEST_CASE("core.results.db.round_trip") {
  const fs::path d = test_dir("db_round_trip");
  ResultsDb db((d / "r.db").string());
  const int64_t run = db.begin_run({"regress", "cmd", "", "m.yaml", "rtl0"});
  EvalResult r = synthetic_result("gemm", "C3", EvalStatus::pass, 1000, 2500, 7);
  FaultInfo fault{"dma_oob", 0x40, 123, 0xdeadbeef, "DMA out of bounds"};
  r.run->fault = fault;
  r.diagnostics.push_back({Severity::warning, "kernel.asm", 3, 5, 2, "unused label", "remove it"});
  const std::string text = "; gemm kernel\nHALT\n";
  const int64_t id = db.insert_evaluation(r, context(run, text));
  CHECK(id == 1);

  const auto all = db.evaluations();
  REQUIRE(all.size() == 1);
  const StoredEvaluation& e = all[0];
  CHECK(e.id == id);
  CHECK(e.run_id == run);
  CHECK(!e.episode_id);
  CHECK(e.task == "gemm");
  CHECK(e.config == "C3");
  CHECK(e.platform == "plena");
  CHECK(e.hw == "default");
  CHECK(e.seed == 7);
  CHECK(e.kernel_hash == sha256_hex(text));   // computed from the text when the result has none
  CHECK(e.kernel_label == "baseline");
  CHECK(e.rtl_hash == "rtl0");
  CHECK(e.status == "pass");
  CHECK(e.expect == "pass");
  CHECK(e.verdict == "pass");
  CHECK(e.cycles == 1000);
  CHECK(e.instructions == 500);
  CHECK(e.static_instructions == 12);
  CHECK(e.max_cycles == 1000000);
  CHECK(e.baseline_cycles == 2500u);
  REQUIRE(e.speedup);
  CHECK(*e.speedup == Approx(2.5));
  CHECK(e.roofline_cycles == 500);
  REQUIRE(e.roofline_fraction);
  CHECK(*e.roofline_fraction == Approx(0.5));
  REQUIRE(e.match_percent);
  CHECK(*e.match_percent == Approx(100));
  CHECK(e.wall_seconds == Approx(0.5));
  CHECK(!e.created.empty());
  const auto counters = nlohmann::json::parse(e.counters_json);
  CHECK(counters["instructions"] == 500);
  CHECK(counters["counters"]["mat_busy"] == 250);
  CHECK(counters["memory"]["hbm"]["read_bytes"] == 4096);
  const auto diag = nlohmann::json::parse(e.diagnosis_json);
  CHECK(diag["fault"]["kind"] == "dma_oob");
  CHECK(diag["fault"]["address"] == 123);
  CHECK(diag["diagnostics"][0]["severity"] == "warning");
  CHECK(diag["diagnostics"][0]["line"] == 3);
  CHECK(diag["outputs"][0]["name"] == "Y");
  CHECK(db.kernel_text(e.kernel_hash) == text);
  CHECK(!db.kernel_text("0000"));

  // The same kernel text is stored once; a failing result keeps its message and no speedup.
  EvalResult bad = synthetic_result("gemm", "C4", EvalStatus::mismatch, 1200, 3000);
  db.insert_evaluation(bad, context(run, text));
  const auto rows = db.evaluations({});
  REQUIRE(rows.size() == 2);
  CHECK(rows[1].status == "mismatch");
  CHECK(rows[1].message == "mismatch: synthetic failure");
  CHECK(!rows[1].speedup);
  CHECK(*rows[1].match_percent == Approx(100.0 * 200 / 256));

  // A harness error is stored with status "error".
  EvaluationContext err = context(run, "");
  err.harness_error = true;
  err.verdict = "error";
  EvalResult nothing;
  nothing.task = "gemm", nothing.config = "C5", nothing.platform = "plena", nothing.hw = "default";
  nothing.message = "plena has no baseline for task gemm";
  db.insert_evaluation(nothing, err);
  const auto c5 = db.evaluations({"", "", "", "C5", "", std::nullopt});
  REQUIRE(c5.size() == 1);
  CHECK(c5[0].status == "error");
  CHECK(c5[0].counters_json.empty());

  db.finish_run(run, {3, 1, 1, 0, 1, false});
  const auto stored = db.run(run);
  REQUIRE(stored);
  CHECK(stored->finished_ok());
  CHECK(stored->totals.cases == 3);
  CHECK(stored->totals.errors == 1);
  CHECK(db.latest_run("regress")->id == run);
  CHECK(!db.latest_run("bench"));
}

TEST_CASE("core.results.db.latest_and_filters") {
  const fs::path d = test_dir("db_latest");
  ResultsDb db((d / "r.db").string());
  const int64_t r1 = db.begin_run({});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 100), context(r1, "k1"));
  db.insert_evaluation(synthetic_result("gemm", "C2", EvalStatus::pass, 200), context(r1, "k1"));
  db.insert_evaluation(synthetic_result("silu", "C1", EvalStatus::pass, 50), context(r1, "k2"));
  const int64_t r2 = db.begin_run({});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::fault, 90), context(r2, "k1"));
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 80), context(r2, "k3", "kernels/gemm.asm"));

  const auto latest = db.latest_evaluations();
  REQUIRE(latest.size() == 4);
  // Sorted by platform, hw, task, config, kernel label.
  CHECK(latest[0].task == "gemm");
  CHECK(latest[0].config == "C1");
  CHECK(latest[0].kernel_label == "baseline");
  CHECK(latest[0].status == "fault");   // the newer result of the baseline wins
  CHECK(latest[1].kernel_label == "kernels/gemm.asm");
  CHECK(latest[2].config == "C2");
  CHECK(latest[3].task == "silu");

  EvaluationFilter f;
  f.task = "gemm";
  CHECK(db.latest_evaluations(f).size() == 3);
  f.run_id = r1;
  const auto in_r1 = db.latest_evaluations(f);
  REQUIRE(in_r1.size() == 2);
  CHECK(in_r1[0].status == "pass");
  CHECK(db.evaluations().size() == 5);
}

TEST_CASE("core.results.db.reference") {
  const fs::path d = test_dir("db_reference");
  ResultsDb db((d / "r.db").string());
  const std::string hash = sha256_hex("k");
  const ReferenceKey key{"plena", "default", "gemm", "C1", hash, 1};
  CHECK(!db.reference(key));

  const int64_t r1 = db.begin_run({});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 100), context(r1, "k"));
  const int64_t r2 = db.begin_run({});
  auto regressed = context(r2, "k");
  regressed.verdict = "regressed";
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 120), regressed);
  const int64_t r3 = db.begin_run({});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::mismatch, 90), context(r3, "k"));
  auto tolerated = context(r3, "k");
  tolerated.verdict = "tolerated";
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 101), tolerated);
  auto one_off = context(r3, "k");
  one_off.run_id.reset();
  one_off.verdict = "";
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 99), one_off);

  // Neither the regressed, the tolerated, the failing nor a one-off result is a reference.
  auto ref = db.reference(key);
  REQUIRE(ref);
  CHECK(ref->cycles == 100);
  CHECK(ref->run_id == r1);
  // The current run is excluded.
  CHECK(!db.reference(key, r1));
  // Other seeds, kernels, configurations do not match.
  CHECK(!db.reference({"plena", "default", "gemm", "C1", hash, 2}));
  CHECK(!db.reference({"plena", "default", "gemm", "C1", sha256_hex("other"), 1}));
  CHECK(!db.reference({"plena", "small", "gemm", "C1", hash, 1}));

  // An accepted result becomes the reference.
  const int64_t r4 = db.begin_run({});
  auto accepted = context(r4, "k");
  accepted.verdict = "accepted";
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 120), accepted);
  CHECK(db.reference(key)->cycles == 120);
}

TEST_CASE("core.results.db.reference_task_hash") {
  // The task configuration's content is part of the key: a result of another shape is no reference.
  // Rows stored without a task hash (before migration 7) are one until the key has a row with one.
  const fs::path d = test_dir("db_reference_task_hash");
  ResultsDb db((d / "r.db").string());
  const std::string hash = sha256_hex("k");
  const ReferenceKey shape_a{"plena", "default", "gemm", "C1", hash, 1, sha256_hex("shape a")};
  const ReferenceKey shape_b{"plena", "default", "gemm", "C1", hash, 1, sha256_hex("shape b")};
  const int64_t r1 = db.begin_run({});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 100), context(r1, "k"));   // no task hash
  REQUIRE(db.reference(shape_a));
  CHECK(db.reference(shape_a)->task_hash.empty());
  CHECK(db.reference(shape_a)->cycles == 100);

  const int64_t r2 = db.begin_run({});
  EvalResult a = synthetic_result("gemm", "C1", EvalStatus::pass, 90);
  a.task_hash = shape_a.task_hash;
  db.insert_evaluation(a, context(r2, "k"));
  REQUIRE(db.reference(shape_a));
  CHECK(db.reference(shape_a)->cycles == 90);
  CHECK(db.reference(shape_a)->task_hash == shape_a.task_hash);
  // Shape b: the row of shape a is not its reference, and neither is the row without a hash any more.
  CHECK(!db.reference(shape_b));
  // A caller that does not know the configuration's content gets the latest row of any.
  CHECK(db.reference({"plena", "default", "gemm", "C1", hash, 1})->cycles == 90);

  const int64_t r3 = db.begin_run({});
  EvalResult b = synthetic_result("gemm", "C1", EvalStatus::pass, 400);
  b.task_hash = shape_b.task_hash;
  db.insert_evaluation(b, context(r3, "k"));
  CHECK(db.reference(shape_b)->cycles == 400);
  CHECK(db.reference(shape_a)->cycles == 90);   // each shape keeps its own
  CHECK(!db.reference(shape_b, r3));
}

TEST_CASE("core.results.db.concurrent_writers") {
  // Several processes create the same new database and insert at the same time; every row lands.
  const fs::path d = test_dir("db_concurrent");
  const std::string path = (d / "shared.db").string();
  constexpr int kProcs = 6, kRows = 40;
  int go[2];
  REQUIRE(pipe(go) == 0);
  std::vector<pid_t> pids;
  for (int p = 0; p < kProcs; ++p) {
    const pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {   // child: wait for the start signal, then write; exit status 0 on success
      close(go[1]);
      char c;
      (void)!read(go[0], &c, 1);   // returns 0 when the parent closes the pipe
      int status = 0;
      try {
        ResultsDb db(path, ResultsDb::Mode::create, 30000);
        const int64_t run = db.begin_run({"regress", "child " + std::to_string(p), "", "", ""});
        for (int i = 0; i < kRows; ++i) {
          // Half the kernels are shared between processes (deduplicated), half are own.
          const std::string text = i % 2 ? "shared kernel " + std::to_string(i) : "kernel " + std::to_string(p * 1000 + i);
          db.insert_evaluation(synthetic_result("gemm", "C" + std::to_string(i % 5 + 1), EvalStatus::pass, 100 + i),
                               context(run, text));
        }
        db.finish_run(run, {kRows, kRows, 0, 0, 0, false});
      } catch (const std::exception& e) {
        fprintf(stderr, "writer %d: %s\n", p, e.what());
        status = 1;
      }
      _exit(status);
    }
    pids.push_back(pid);
  }
  close(go[0]);
  close(go[1]);   // start everyone at once
  for (pid_t pid : pids) {
    int status = 0;
    REQUIRE(waitpid(pid, &status, 0) == pid);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
  }
  ResultsDb db(path, ResultsDb::Mode::existing);
  CHECK(db.schema_version() == ResultsDb::current_schema_version());
  const auto rows = db.evaluations();
  CHECK(rows.size() == std::size_t(kProcs * kRows));
  std::set<int64_t> ids, runs;
  for (const auto& r : rows) ids.insert(r.id), runs.insert(*r.run_id);
  CHECK(ids.size() == rows.size());
  CHECK(runs.size() == std::size_t(kProcs));
  for (int64_t run : runs) CHECK(db.run(run)->finished_ok());
  // Kernel texts: kRows/2 shared + kProcs * kRows/2 own.
  std::set<std::string> hashes;
  for (const auto& r : rows) hashes.insert(r.kernel_hash);
  CHECK(hashes.size() == std::size_t(kRows / 2 + kProcs * kRows / 2));
  for (const auto& h : hashes) CHECK(db.kernel_text(h));
}

TEST_CASE("core.results.db.migrates_version_1") {
  // A database made by a build that knew only migration 1 (its SQL, exactly as applied then).
  const fs::path d = test_dir("db_migrate_v1");
  const std::string path = (d / "v1.db").string();
  const std::string all = ResultsDb::schema_sql();
  const std::size_t m2 = all.find("-- migration 2:");
  REQUIRE(m2 != std::string::npos);
  const std::string v1 = all.substr(0, m2);
  sqlite3* raw = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &raw) == SQLITE_OK);
  REQUIRE(sqlite3_exec(raw,
                       ("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, "
                        "applied TEXT NOT NULL);" +
                        v1 + "INSERT INTO schema_migrations VALUES (1, 'v1', 'then');" +
                        "INSERT INTO runs (kind, started, command, host) VALUES ('bench', 'then', 'old', 'h');" +
                        "INSERT INTO episodes (run_id, model, platform, hw, task, config, split, status, started) "
                        "VALUES (1, 'openai:m', 'plena', 'default', 'relu', 'C1', 'visible', 'finished', 'then');")
                           .c_str(),
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(raw);
  ResultsDb db(path);
  CHECK(db.schema_version() == ResultsDb::current_schema_version());
  const auto eps = db.episodes();
  REQUIRE(eps.size() == 1);
  CHECK(eps[0].model == "openai:m");
  CHECK(eps[0].end_reason.empty());   // the new column, NULL for old rows
  CHECK(eps[0].tool_calls == 0);
}

TEST_CASE("core.results.db.migrates_version_4_target") {
  // A database made by a build that knew migrations 1-4, holding an evaluation on the simulator and
  // one on a board (its counters name the board): migration 5 adds the target and tells them apart.
  const fs::path d = test_dir("db_migrate_v4");
  const std::string path = (d / "v4.db").string();
  const std::string all = ResultsDb::schema_sql();
  const std::size_t m5 = all.find("-- migration 5:");
  REQUIRE(m5 != std::string::npos);
  sqlite3* raw = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &raw) == SQLITE_OK);
  const std::string eval =
      "INSERT INTO evaluations (created, platform, hw, task, config, seed, kernel_hash, kernel_label, status, counters) "
      "VALUES ('then', 'rv32', 'small', 'dot_product', 'C1', 1, 'h', 'k', 'pass', ";
  REQUIRE(sqlite3_exec(raw,
                       ("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, "
                        "applied TEXT NOT NULL);" +
                        all.substr(0, m5) +
                        "INSERT INTO schema_migrations VALUES (1, 'v1', 'then'), (2, 'v2', 'then'), (3, 'v3', 'then'), "
                        "(4, 'v4', 'then');"
                        "INSERT INTO kernels (hash, text, bytes, first_seen) VALUES ('h', 'k', 1, 'then');" +
                        eval + "'{\"sim\":{\"simulator\":\"kc-sim-rv32 small\"}}');" + eval +
                        "'{\"sim\":{\"simulator\":\"board rv32 small (12000000 Hz, 8 cycles per bit)\"}}');" + eval +
                        "NULL);")
                           .c_str(),
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(raw);
  ResultsDb db(path);
  CHECK(db.schema_version() == ResultsDb::current_schema_version());
  const auto evs = db.evaluations();
  REQUIRE(evs.size() == 3);
  CHECK(evs[0].target == "sim");
  CHECK(evs[1].target == "board");
  CHECK(evs[2].target == "sim");
}

TEST_CASE("core.results.db.target_round_trip") {
  const fs::path d = test_dir("db_target");
  ResultsDb db((d / "r.db").string());
  const int64_t run = db.begin_run({});
  EvalResult r = synthetic_result("gemm", "C1", EvalStatus::pass, 1000, 2000);
  db.insert_evaluation(r, context(run, "k1"));
  r.target = "board:virtual";
  db.insert_evaluation(r, context(run, "k2", "kernels/gemm.asm"));
  const auto evs = db.evaluations();
  REQUIRE(evs.size() == 2);
  CHECK(evs[0].target == "sim");
  CHECK(evs[1].target == "board:virtual");
  // The latest-results table shows the column once a kernel ran somewhere else than the simulator.
  const Report rep = build_report(db, {});
  const ReportTable& results = rep.tables.at(0);
  REQUIRE(results.columns.at(2).key == "ran_on");
  CHECK(results.columns[2].show == ColumnShow::everywhere);
}

TEST_CASE("core.results.db.episodes") {
  const fs::path d = test_dir("db_episodes");
  ResultsDb db((d / "e.db").string());
  const int64_t run = db.begin_run({"bench", "kernelcraft bench", "", "", "rtl0"});
  EpisodeRecord e;
  e.run_id = run;
  e.model = "openai:m";
  e.settings_json = R"({"docs":"full"})";
  e.platform = "plena";
  e.hw = "default";
  e.task = "relu";
  e.level = 1;
  e.config = "C2";
  e.repeat = 0;
  e.transcript_path = "t/ep.jsonl";
  const int64_t id = db.begin_episode(e);
  {
    const auto eps = db.episodes(by_run(run));
    REQUIRE(eps.size() == 1);
    CHECK(eps[0].id == id);
    CHECK(eps[0].status == "running");
    CHECK(eps[0].settings_json == R"({"docs":"full"})");
    CHECK(eps[0].transcript_path == "t/ep.jsonl");
    CHECK(!eps[0].success);
    CHECK(!eps[0].started.empty());
    CHECK(eps[0].finished.empty());
  }
  // A killed attempt (still 'running') is taken over by the next begin: same id, one row, and
  // its evaluations are detached.
  EvaluationContext ctx = context(run, "K");
  ctx.episode_id = id;
  const int64_t eval_id = db.insert_evaluation(synthetic_result("relu", "C2", EvalStatus::mismatch, 10, 20, 1), ctx);
  CHECK(eval_id > 0);
  CHECK(db.begin_episode(e) == id);
  CHECK(db.episodes().size() == 1);
  for (const auto& ev : db.evaluations({})) CHECK(!ev.episode_id);

  EpisodeRecord f = e;
  f.status = "done";
  f.end_reason = "agent_stopped";
  f.iterations = 4;
  f.tool_calls = 9;
  f.evaluations = 3;
  f.first_pass_iteration = 3;
  f.tokens_in = 1000;
  f.tokens_out = 200;
  f.tokens_reasoning = 50;
  f.tokens_cached = 400;
  f.cost_usd = 0.0125;
  f.wall_seconds = 12.5;
  f.final_kernel_text = "S_ADDI_INT gp1, gp0, 1\n";
  f.final_kernel_hash = sha256_hex(f.final_kernel_text);
  f.success = true;
  f.fresh_seed = 777;
  f.fresh_status = "pass";
  f.fresh_cycles = 321;
  f.speedup = 1.25;
  db.finish_episode(id, f);
  const auto eps = db.episodes({run, "openai:m", "plena", "default", "relu", "C2", "visible"});
  REQUIRE(eps.size() == 1);
  const EpisodeRecord& g = eps[0];
  CHECK(g.status == "done");
  CHECK(g.end_reason == "agent_stopped");
  CHECK(g.iterations == 4);
  CHECK(g.tool_calls == 9);
  CHECK(g.evaluations == 3);
  CHECK(g.first_pass_iteration == 3);
  CHECK(g.tokens_in == 1000);
  CHECK(g.tokens_out == 200);
  CHECK(g.tokens_reasoning == 50);
  CHECK(g.tokens_cached == 400);
  CHECK(g.cost_usd == Approx(0.0125));
  CHECK(g.success == std::optional<bool>(true));
  CHECK(g.fresh_seed == std::optional<uint64_t>(777));
  CHECK(g.fresh_status == "pass");
  CHECK(g.fresh_cycles == std::optional<uint64_t>(321));
  CHECK(g.speedup == Approx(1.25));
  CHECK(!g.finished.empty());
  CHECK(db.kernel_text(f.final_kernel_hash) == f.final_kernel_text);
  // A finished episode is never started again.
  CHECK_THROWS_WITH(db.begin_episode(e), Catch::Contains("is already done"));
  // Another repeat is another episode; filters select.
  e.repeat = 1;
  CHECK(db.begin_episode(e) != id);
  CHECK(db.episodes(by_run(run)).size() == 2);
  CHECK(db.episodes(by_model("other:model")).empty());
}

TEST_CASE("core.results.db.merge") {
  const fs::path d = test_dir("db_merge");
  ResultsDb main_db((d / "main.db").string());
  const int64_t old_run = main_db.begin_run({"regress", "earlier", "", "m.yaml", "rtl0"});
  main_db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 100, 200, 1), context(old_run, "shared"));
  // Two shard databases, written with a rollback journal as a Slurm shard on NFS would be.
  const std::string s1 = (d / "shard-0.db").string(), s2 = (d / "shard-1.db").string();
  {
    ResultsDb a(s1, ResultsDb::Mode::create, 1000, ResultsDb::Journal::rollback);
    const int64_t r = a.begin_run({"regress", "shard 0", "node1", "m.yaml", "rtl0"});
    a.insert_evaluation(synthetic_result("gemm", "C2", EvalStatus::pass, 300, 400, 1), context(r, "shared"));
    a.insert_evaluation(synthetic_result("gemm", "C3", EvalStatus::mismatch, 500, 600, 1), context(r, "only in 0"));
    a.finish_run(r, {2, 1, 1, 0, 0, false});
    CHECK_FALSE(fs::exists(s1 + "-wal"));
    EpisodeRecord e;
    e.run_id = r;
    e.model = "script:x";
    e.platform = "plena";
    e.hw = "default";
    e.task = "relu";
    e.config = "C1";
    const int64_t ep = a.begin_episode(e);
    EvaluationContext c = context(r, "episode kernel");
    c.episode_id = ep;
    a.insert_evaluation(synthetic_result("relu", "C1", EvalStatus::pass, 50, 60, 1), c);
  }
  {
    ResultsDb b(s2, ResultsDb::Mode::create, 1000, ResultsDb::Journal::rollback);
    const int64_t r = b.begin_run({"regress", "shard 1", "node2", "m.yaml", "rtl0"});
    b.insert_evaluation(synthetic_result("gemm", "C4", EvalStatus::pass, 700, 800, 1), context(r, "only in 1"));
  }
  CHECK(ResultsDb(s1).db_id() != ResultsDb(s2).db_id());

  // Into one run of the main database (a sharded run).
  const int64_t run = main_db.begin_run({"regress", "sharded", "", "m.yaml", "rtl0"});
  const ResultsDb::MergeStats m1 = main_db.merge(s1, run);
  CHECK_FALSE(m1.already_merged);
  CHECK(m1.runs == 0);
  CHECK(m1.episodes == 1);
  CHECK(m1.evaluations == 3);
  CHECK(m1.kernels == 2);   // "shared" was there already
  const ResultsDb::MergeStats m2 = main_db.merge(s2, run);
  CHECK(m2.evaluations == 1);
  // Merging again adds nothing.
  const ResultsDb::MergeStats again = main_db.merge(s1, run);
  CHECK(again.already_merged);
  CHECK(again.evaluations == 0);
  EvaluationFilter in_run;
  in_run.run_id = run;
  const auto evals = main_db.evaluations(in_run);
  REQUIRE(evals.size() == 4);
  CHECK(evals[0].config == "C2");
  CHECK(evals[1].config == "C3");
  CHECK(evals[3].config == "C4");
  CHECK(main_db.evaluations().size() == 5);
  const auto eps = main_db.episodes(by_run(run));
  REQUIRE(eps.size() == 1);
  CHECK(evals[2].episode_id == eps[0].id);   // the episode's evaluation follows it
  CHECK(main_db.kernel_text(sha256_hex("only in 1")) == "only in 1");

  // Without a run: the shard's runs come along with new ids.
  ResultsDb other((d / "other.db").string());
  const ResultsDb::MergeStats own = other.merge(s1);
  CHECK(own.runs == 1);
  const auto r = other.latest_run();
  REQUIRE(r);
  CHECK(r->command == "shard 0");
  CHECK(r->host == "node1");
  CHECK(r->totals.cases == 2);

  // What cannot be merged.
  CHECK_THROWS_WITH(main_db.merge((d / "none.db").string()), Catch::Contains("no such file"));
  CHECK_THROWS_WITH(main_db.merge((d / "main.db").string()), Catch::Contains("that is this database"));
  write_file(d / "junk.db", "not a database at all, just text that is long enough to look like a header\n");
  CHECK_THROWS_WITH(main_db.merge((d / "junk.db").string()), Catch::Contains("not a results database"));
  CHECK_THROWS_WITH(main_db.merge(s2, 9999), Catch::Contains("run 9999 does not exist"));
  main_db.snapshot_to((d / "copy.db").string());
  CHECK_THROWS_WITH(main_db.merge((d / "copy.db").string()), Catch::Contains("a copy of this database"));
}

TEST_CASE("core.results.db.snapshot") {
  const fs::path d = test_dir("db_snapshot");
  ResultsDb db((d / "live.db").string());
  const int64_t run = db.begin_run({"regress", "cmd", "", "m.yaml", "rtl0"});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 100, 200, 1), context(run, "k"));
  const std::string snap = (d / "snap.db").string();
  db.snapshot_to(snap);
  CHECK_THROWS_WITH(db.snapshot_to(snap), Catch::Contains("exists already"));
  // Later writes are not in the snapshot; the snapshot answers reference lookups, read only.
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 90, 200, 1), context(run, "k"));
  const ResultsDb s(snap, ResultsDb::Mode::snapshot);
  const auto ref = s.reference({"plena", "default", "gemm", "C1", sha256_hex("k"), 1});
  REQUIRE(ref);
  CHECK(ref->cycles == 100);
  CHECK(s.evaluations().size() == 1);
  CHECK_FALSE(fs::exists(snap + "-wal"));
  CHECK_THROWS_WITH(ResultsDb((d / "none.db").string(), ResultsDb::Mode::snapshot), Catch::Contains("does not exist"));
}
