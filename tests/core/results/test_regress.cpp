// Regression runs on a synthetic evaluator: verdicts, regression detection against stored
// results (and that a regression stays one until accepted), harness errors, interruption, JUnit
// XML (parsed back) and the summary table.
#include <boost/property_tree/ptree.hpp>
#include <boost/property_tree/xml_parser.hpp>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

#include "kc/regress.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;
namespace pt = boost::property_tree;

namespace {

RegressCase make_case(const std::string& task, const std::string& config, const std::string& expect = "pass",
                      std::vector<uint64_t> seeds = {1}) {
  RegressCase c;
  c.platform = "plena", c.hw = "default", c.task = task, c.config = config;
  c.name = case_name(c.platform, c.hw, task, config);
  c.kernel_label = "baseline";
  c.expect = expect;
  c.seeds = std::move(seeds);
  c.where = "smoke.yaml:3:5";
  return c;
}

// A stand-in for the task suite: per case name (and optionally seed) the status and cycles.
struct FakeSuite {
  std::map<std::string, uint64_t> cycles;
  std::map<std::pair<std::string, uint64_t>, EvalStatus> status;
  std::set<std::string> throws;
  std::function<void()> on_call;
  std::mutex mu;
  int calls = 0;

  CaseEvaluator evaluator() {
    return [this](const RegressCase& c, uint64_t seed) {
      std::lock_guard<std::mutex> lock(mu);
      ++calls;
      if (on_call) on_call();
      if (throws.count(c.name)) throw std::runtime_error("plena has no baseline for task " + c.task);
      const auto st = status.count({c.name, seed}) ? status[{c.name, seed}] : EvalStatus::pass;
      CaseEvaluation e;
      e.result = synthetic_result(c.task, c.config, st, cycles.count(c.name) ? cycles[c.name] : 1000, 2000, seed);
      e.kernel_text = "; kernel for " + c.name + "\n";
      e.rtl_hash = "rtl-a";
      return e;
    };
  }
};

const std::vector<RegressCase> kCases = {make_case("gemm", "C1"), make_case("gemm", "C2"), make_case("gemm", "C3"),
                                         make_case("silu", "C1", "fault")};

RegressSummary run(ResultsDb& db, FakeSuite& s, const std::vector<RegressCase>& cases, bool accept = false,
                   unsigned jobs = 3, double threshold = 0) {
  RegressOptions o;
  o.jobs = jobs;
  o.accept = accept;
  o.threshold_percent = threshold;
  o.run.command = "test";
  return run_regression(cases, s.evaluator(), db, o);
}

const CaseOutcome& outcome(const RegressSummary& s, const std::string& name) {
  for (const auto& c : s.cases)
    if (c.c.name == name) return c;
  FAIL("no case " << name);
  return s.cases.front();
}

pt::ptree parse_xml(const std::string& xml) {
  std::istringstream in(xml);
  pt::ptree tree;
  pt::read_xml(in, tree);
  return tree;
}

}  // namespace

TEST_CASE("core.results.regress.check_regression") {
  CHECK(!check_regression(100, std::nullopt, 0).regressed);
  CHECK(check_regression(100, std::nullopt, 0).message.empty());
  CHECK(!check_regression(100, 100, 0).regressed);
  CHECK(check_regression(100, 100, 0).message.empty());
  const auto one_more = check_regression(101, 100, 0);
  CHECK(one_more.regressed);
  CHECK(one_more.message == "cycles regressed: 101 > reference 100 (+1.00%, threshold 0%)");
  const auto within = check_regression(101, 100, 1);
  CHECK(!within.regressed);
  CHECK(within.message == "cycles 101 vs reference 100 (+1.00%)");
  CHECK(check_regression(102, 100, 1.5).regressed);
  CHECK(check_regression(102, 100, 1.5).message == "cycles regressed: 102 > reference 100 (+2.00%, threshold 1.5%)");
  const auto faster = check_regression(90, 100, 0);
  CHECK(!faster.regressed);
  CHECK(faster.message == "cycles 90 vs reference 100 (-10.00%)");
  CHECK(check_regression(3'000'000'001ull, 3'000'000'000ull, 0).regressed);   // exact for large counts
}

TEST_CASE("core.results.regress.expectation") {
  auto r = synthetic_result("gemm", "C1", EvalStatus::pass, 10);
  CHECK(expectation_verdict(r, "pass") == std::pair<std::string, std::string>{"pass", ""});
  CHECK(expectation_verdict(r, "fault") == std::pair<std::string, std::string>{"fail", "expected fault, got pass"});
  r = synthetic_result("gemm", "C1", EvalStatus::mismatch, 10);
  CHECK(expectation_verdict(r, "pass") ==
        std::pair<std::string, std::string>{"fail", "mismatch: mismatch: synthetic failure"});
  r = synthetic_result("gemm", "C1", EvalStatus::fault, 10);
  CHECK(expectation_verdict(r, "fault").first == "pass");
  r = synthetic_result("gemm", "C1", EvalStatus::simulator_error, 10);
  CHECK(expectation_verdict(r, "pass").first == "error");
}

TEST_CASE("core.results.regress.detects_regressions") {
  const fs::path d = test_dir("regress_detect");
  ResultsDb db((d / "r.db").string());
  FakeSuite s;
  s.status[{"plena.default.silu.C1", 1}] = EvalStatus::fault;   // the negative case gets what it expects

  // Run 1: nothing stored yet, everything passes.
  const auto r1 = run(db, s, kCases);
  CHECK(r1.ok());
  CHECK(r1.totals.cases == 4);
  CHECK(r1.totals.passed == 4);
  CHECK(s.calls == 4);
  CHECK(db.evaluations().size() == 4);
  CHECK(db.run(r1.run_id)->finished_ok());
  for (const auto& c : r1.cases) CHECK(c.verdict == CaseVerdict::pass);
  CHECK(!outcome(r1, "plena.default.gemm.C1").seeds[0].reference_cycles);

  // Run 2: one more cycle on C2 is a regression; C3 got faster, which is fine.
  s.cycles["plena.default.gemm.C2"] = 1001;
  s.cycles["plena.default.gemm.C3"] = 900;
  const auto r2 = run(db, s, kCases);
  CHECK(!r2.ok());
  CHECK(r2.totals.regressed == 1);
  CHECK(r2.totals.passed == 3);
  const auto& c2 = outcome(r2, "plena.default.gemm.C2");
  CHECK(c2.verdict == CaseVerdict::regressed);
  CHECK(c2.message == "cycles regressed: 1001 > reference 1000 (+0.10%, threshold 0%)");
  CHECK(c2.seeds[0].reference_cycles == 1000u);
  CHECK(outcome(r2, "plena.default.gemm.C3").verdict == CaseVerdict::pass);
  CHECK(outcome(r2, "plena.default.gemm.C3").seeds[0].message == "cycles 900 vs reference 1000 (-10.00%)");
  EvaluationFilter f;
  f.run_id = r2.run_id;
  f.config = "C2";
  CHECK(db.evaluations(f).at(0).verdict == "regressed");

  // Run 3: the regressed count did not become the reference, so it still fails; a threshold of
  // 0.5 % lets it through ("tolerated"), but does not move the reference either.
  const auto r3 = run(db, s, kCases);
  CHECK(outcome(r3, "plena.default.gemm.C2").verdict == CaseVerdict::regressed);
  CHECK(outcome(r3, "plena.default.gemm.C3").seeds[0].reference_cycles == 900u);
  const auto tolerated = run(db, s, kCases, false, 2, 0.5);
  CHECK(tolerated.ok());
  CHECK(outcome(tolerated, "plena.default.gemm.C2").seeds[0].verdict == "tolerated");
  CHECK(outcome(tolerated, "plena.default.gemm.C2").seeds[0].message == "cycles 1001 vs reference 1000 (+0.10%)");
  CHECK(outcome(run(db, s, kCases), "plena.default.gemm.C2").seeds[0].reference_cycles == 1000u);

  // Run 4: --accept stores it as the reference; run 5 passes against it.
  const auto r4 = run(db, s, kCases, true);
  CHECK(r4.ok());
  f.run_id = r4.run_id;
  CHECK(db.evaluations(f).at(0).verdict == "accepted");
  const auto r5 = run(db, s, kCases);
  CHECK(r5.ok());
  CHECK(outcome(r5, "plena.default.gemm.C2").seeds[0].reference_cycles == 1001u);

  // A different kernel text has no reference.
  auto other = kCases;
  for (auto& c : other) c.name += ".v2";
  s.cycles["plena.default.gemm.C2.v2"] = 5000;
  CHECK(!outcome(run(db, s, other), "plena.default.gemm.C2.v2").seeds[0].reference_cycles);
}

TEST_CASE("core.results.regress.failures_and_errors") {
  const fs::path d = test_dir("regress_failures");
  ResultsDb db((d / "r.db").string());
  FakeSuite s;
  const std::vector<RegressCase> cases = {make_case("gemm", "C1", "pass", {1, 2}), make_case("gemm", "C2"),
                                          make_case("silu", "C1", "fault"), make_case("silu", "C2"),
                                          make_case("silu", "C3")};
  s.status[{"plena.default.gemm.C1", 2}] = EvalStatus::mismatch;
  s.throws.insert("plena.default.gemm.C2");
  s.status[{"plena.default.silu.C2", 1}] = EvalStatus::simulator_error;
  const auto r = run(db, s, cases);
  CHECK(!r.ok());
  CHECK(r.totals.cases == 5);
  CHECK(r.totals.passed == 1);
  CHECK(r.totals.failed == 2);
  CHECK(r.totals.errors == 2);
  CHECK(!r.totals.interrupted);
  const auto& multi = outcome(r, "plena.default.gemm.C1");
  CHECK(multi.verdict == CaseVerdict::fail);
  CHECK(multi.seeds.size() == 2);
  CHECK(multi.message == "seed 2: mismatch: mismatch: synthetic failure");
  const auto& err = outcome(r, "plena.default.gemm.C2");
  CHECK(err.verdict == CaseVerdict::error);
  CHECK(err.message == "plena has no baseline for task gemm");
  CHECK(outcome(r, "plena.default.silu.C1").message == "expected fault, got pass");
  CHECK(outcome(r, "plena.default.silu.C2").verdict == CaseVerdict::error);
  // Every evaluation is stored, the harness error with status "error".
  CHECK(db.evaluations().size() == 6);
  EvaluationFilter f;
  f.task = "gemm", f.config = "C2";
  CHECK(db.evaluations(f).at(0).status == "error");
  CHECK(db.run(r.run_id)->totals.errors == 2);
}

TEST_CASE("core.results.regress.interrupt") {
  const fs::path d = test_dir("regress_interrupt");
  ResultsDb db((d / "r.db").string());
  FakeSuite s;
  std::atomic<bool> stop{false};
  s.on_call = [&] { stop = true; };   // "Ctrl-C" during the first case
  RegressOptions o;
  o.jobs = 1;
  o.stop = &stop;
  std::ostringstream progress_out;
  Progress progress(kCases.size(), progress_out, Progress::Mode::plain);
  o.progress = &progress;
  const auto r = run_regression(kCases, s.evaluator(), db, o);
  CHECK(s.calls == 1);
  CHECK(r.totals.interrupted);
  CHECK(!r.ok());
  CHECK(r.cases[0].verdict == CaseVerdict::pass);
  for (std::size_t i = 1; i < r.cases.size(); ++i) CHECK(r.cases[i].verdict == CaseVerdict::skipped);
  CHECK(db.evaluations().size() == 1);   // the finished case is stored
  CHECK(db.run(r.run_id)->totals.interrupted);
  CHECK(!db.run(r.run_id)->finished_ok());
  CHECK(progress.done() == 1);
  CHECK(progress_out.str().empty());   // plain mode: no progress output, and nothing failed
  const std::string text = regress_summary_text(r, true);
  CHECK(text.find("plena.default.gemm.C2  skipped") != std::string::npos);
  CHECK(text.find("4 cases: 1 passed, 0 failed, 0 regressed, 0 errors, 3 not run (interrupted)") != std::string::npos);
}

TEST_CASE("core.results.regress.interrupt_reaches_the_simulator") {
  // The stop request killed the running simulator too (Slurm signals every process of a cancelled
  // job): that case has no verdict — it is not run, not reported as finished, and the run is
  // interrupted (a shard then writes no .done and runs the case again on resume).
  const fs::path d = test_dir("regress_interrupt_sim");
  ResultsDb db((d / "r.db").string());
  FakeSuite s;
  std::atomic<bool> stop{false};
  s.on_call = [&] { stop = true; };
  s.status[{"plena.default.gemm.C1", 1}] = EvalStatus::simulator_error;
  RegressOptions o;
  o.jobs = 1;
  o.stop = &stop;
  std::vector<std::string> reported;
  o.on_case = [&](std::size_t, const CaseOutcome& c) { reported.push_back(c.c.name); };
  const auto r = run_regression(kCases, s.evaluator(), db, o);
  CHECK(s.calls == 1);
  CHECK(r.totals.interrupted);
  for (const auto& c : r.cases) CHECK(c.verdict == CaseVerdict::skipped);
  CHECK(r.cases[0].c.name == "plena.default.gemm.C1");
  CHECK(reported.empty());
  // Without a stop request the same simulator error is a verdict: the case errs and is reported.
  FakeSuite t;
  t.status[{"plena.default.gemm.C1", 1}] = EvalStatus::simulator_error;
  RegressOptions plain;
  plain.jobs = 1;
  plain.on_case = o.on_case;
  const auto e = run_regression(kCases, t.evaluator(), db, plain);
  CHECK(e.cases[0].verdict == CaseVerdict::error);
  CHECK(reported.size() == kCases.size());
}

TEST_CASE("core.results.regress.outcome_json") {
  const fs::path d = test_dir("regress_outcome_json");
  ResultsDb db((d / "r.db").string());
  FakeSuite s;
  run(db, s, kCases);
  s.cycles["plena.default.gemm.C2"] = 1200;
  s.status[{"plena.default.gemm.C3", 1}] = EvalStatus::mismatch;
  s.throws.insert("plena.default.silu.C1");
  const auto r = run(db, s, kCases);
  // The counters that moved against the references are named under the summary, largest first.
  const std::string text = regress_summary_text(r, false);
  CHECK(text.find("counters that moved most against the references (2 changed):\n"
                  "  cycles: 1000 -> 1200 (+20.00 %) in plena.default.gemm.C2\n"
                  "  mat_busy: 250 -> 300 (+20.00 %) in plena.default.gemm.C2\n") != std::string::npos);
  REQUIRE(r.cases[1].seeds[0].counter_deltas.size() == 2);
  // Through JSON and back, every outcome prints the same summary and JUnit XML.
  RegressSummary back = r;
  for (auto& c : back.cases) c = case_outcome_from_json(nlohmann::json::parse(case_outcome_json(c).dump()));
  CHECK(regress_summary_text(back, false) == regress_summary_text(r, false));
  CHECK(junit_xml(back, "x") == junit_xml(r, "x"));
  CHECK(back.cases[1].seeds[0].reference_cycles == r.cases[1].seeds[0].reference_cycles);
  CHECK_THROWS_WITH(case_outcome_from_json(nlohmann::json::parse(R"({"case": {}})")),
                    Catch::Contains("a malformed case outcome"));
  // Shards: every case in exactly one, in order.
  const auto a = shard_cases(kCases, 0, 3), b = shard_cases(kCases, 1, 3), c = shard_cases(kCases, 2, 3);
  CHECK(a.size() + b.size() + c.size() == kCases.size());
  CHECK(a.at(0).name == kCases[0].name);
  CHECK(a.at(1).name == kCases[3].name);
  CHECK(b.at(0).name == kCases[1].name);
}

TEST_CASE("core.results.regress.junit") {
  const fs::path d = test_dir("regress_junit");
  ResultsDb db((d / "r.db").string());
  FakeSuite s;
  run(db, s, kCases);   // references
  s.cycles["plena.default.gemm.C2"] = 1200;
  s.status[{"plena.default.gemm.C3", 1}] = EvalStatus::mismatch;
  s.throws.insert("plena.default.silu.C1");
  const auto r = run(db, s, kCases);
  const std::string xml = junit_xml(r, "kernelcraft regress smoke.yaml");
  write_junit_file((d / "out" / "junit.xml").string(), r, "kernelcraft regress smoke.yaml");
  CHECK(slurp(d / "out" / "junit.xml") == xml);

  const pt::ptree tree = parse_xml(xml);
  const pt::ptree& root = tree.get_child("testsuites");
  CHECK(root.get<std::string>("<xmlattr>.name") == "kernelcraft regress smoke.yaml");
  CHECK(root.get<int>("<xmlattr>.tests") == 4);
  CHECK(root.get<int>("<xmlattr>.failures") == 2);
  CHECK(root.get<int>("<xmlattr>.errors") == 1);
  CHECK(root.get<int>("<xmlattr>.skipped") == 0);
  CHECK(root.get<double>("<xmlattr>.time") >= 0);
  CHECK(root.get<std::string>("<xmlattr>.timestamp") == r.started);
  std::vector<std::string> suites, testcases;
  std::map<std::string, const pt::ptree*> by_name;
  for (const auto& [tag, suite] : root) {
    if (tag != "testsuite") continue;
    suites.push_back(suite.get<std::string>("<xmlattr>.name"));
    int tests = 0;
    for (const auto& [ctag, tc] : suite)
      if (ctag == "testcase") {
        ++tests;
        testcases.push_back(tc.get<std::string>("<xmlattr>.name"));
        CHECK(tc.get<std::string>("<xmlattr>.classname") == suites.back());
        by_name[testcases.back()] = &tc;
      }
    CHECK(suite.get<int>("<xmlattr>.tests") == tests);
  }
  CHECK(suites == std::vector<std::string>{"plena.default.gemm", "plena.default.silu"});
  CHECK(testcases == std::vector<std::string>{"plena.default.gemm.C1", "plena.default.gemm.C2",
                                              "plena.default.gemm.C3", "plena.default.silu.C1"});
  CHECK(!by_name["plena.default.gemm.C1"]->get_child_optional("failure"));
  CHECK(by_name["plena.default.gemm.C1"]->get<std::string>("system-out") ==
        "seed 1: pass, 1000 cycles (reference 1000, baseline 2000, speedup 2.00x, roofline 50.0%)\n");
  const auto& regressed = by_name["plena.default.gemm.C2"]->get_child("failure");
  CHECK(regressed.get<std::string>("<xmlattr>.type") == "regressed");
  CHECK(regressed.get<std::string>("<xmlattr>.message") ==
        "cycles regressed: 1200 > reference 1000 (+20.00%, threshold 0%)");
  CHECK(regressed.data() ==
        "cycles regressed: 1200 > reference 1000 (+20.00%, threshold 0%)\n(case defined at smoke.yaml:3:5)");
  const auto& mismatch = by_name["plena.default.gemm.C3"]->get_child("failure");
  CHECK(mismatch.get<std::string>("<xmlattr>.type") == "mismatch");
  const auto& error = by_name["plena.default.silu.C1"]->get_child("error");
  CHECK(error.get<std::string>("<xmlattr>.type") == "harness_error");
  CHECK(error.get<std::string>("<xmlattr>.message") == "plena has no baseline for task silu");
}

TEST_CASE("core.results.regress.xml_escape") {
  CHECK(xml_escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;");
  CHECK(xml_escape("line1\nline2\tx") == "line1\nline2\tx");
  CHECK(xml_escape("line1\nline2\tx", true) == "line1&#10;line2&#9;x");
  CHECK(xml_escape("ok \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80") == "ok \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
  const std::string bad = std::string("nul\x01 bell\x07 lone\x80 cut\xE2\x82 over\xC0\xAF");
  const std::string escaped = xml_escape(bad);
  CHECK(escaped == "nul\xEF\xBF\xBD bell\xEF\xBF\xBD lone\xEF\xBF\xBD cut\xEF\xBF\xBD\xEF\xBF\xBD over\xEF\xBF\xBD\xEF\xBF\xBD");
  // A failure message with such bytes still yields well-formed XML.
  RegressSummary s;
  CaseOutcome c;
  c.c = make_case("gemm", "C1");
  c.verdict = CaseVerdict::fail;
  c.message = "kernel.asm:1:1: error: unexpected character '\x01' <here> & \xff";
  s.cases.push_back(c);
  s.totals = {1, 0, 1, 0, 0, false};
  const auto tree = parse_xml(junit_xml(s, "x"));
  CHECK(tree.get<int>("testsuites.<xmlattr>.failures") == 1);
  CHECK(tree.get<std::string>("testsuites.testsuite.testcase.failure.<xmlattr>.message") ==
        "kernel.asm:1:1: error: unexpected character '\xEF\xBF\xBD' <here> & \xEF\xBF\xBD");
}

TEST_CASE("core.results.regress.summary_text") {
  const fs::path d = test_dir("regress_summary");
  ResultsDb db((d / "r.db").string());
  FakeSuite s;
  s.status[{"plena.default.silu.C1", 1}] = EvalStatus::fault;
  run(db, s, kCases);
  s.cycles["plena.default.gemm.C2"] = 1100;
  const auto r = run(db, s, kCases);
  const std::string all = regress_summary_text(r, false);
  const std::string failing = regress_summary_text(r, true);
  CHECK(all.find("case                   result     status  cycles  reference  change   baseline  speedup  time") ==
        0);
  CHECK(all.find("plena.default.gemm.C1  pass       pass      1000       1000  +0.00%       2000    2.00x") !=
        std::string::npos);
  CHECK(all.find("plena.default.gemm.C2  regressed  pass      1100       1000  +10.00%      2000    1.82x") !=
        std::string::npos);
  CHECK(all.find("plena.default.silu.C1  pass       fault") != std::string::npos);
  CHECK(all.find("4 cases: 3 passed, 0 failed, 1 regressed, 0 errors in 0:00 (run 2)\n") != std::string::npos);
  CHECK(failing.find("plena.default.gemm.C1") == std::string::npos);
  CHECK(failing.find("plena.default.gemm.C2  regressed") != std::string::npos);
}
