// Regression runs (docs/results.md): evaluate expanded manifest cases with N worker threads (each
// evaluation runs the simulator as its own process), store every result in the results database
// as it finishes under one `runs` row, detect regressions against stored results, and report as a
// summary table and JUnit XML.
//
// A case passes when every seed's status is the expected one and, for `expect: pass`, no seed
// regressed. A passing result regresses when its cycles exceed the reference — the latest stored
// result of the same platform, hw, task, configuration, configuration content (task_instance_hash:
// shapes, placement, inputs), kernel hash and seed from an earlier regression run with verdict
// "pass" or "accepted" — by more than `threshold_percent` (default 0:
// the simulator is deterministic, so any extra cycle is a real change of the RTL, the ISA or the
// toolchain). Verdicts of passing results:
//   pass       no reference yet, or cycles <= reference: becomes the new reference
//   tolerated  cycles above the reference but within the threshold: the case passes, but the
//              reference stays, so small increases cannot creep up run after run
//   regressed  above the threshold: the case fails, the reference stays, so the next run fails
//              again until the cause is fixed or the count is accepted
//   accepted   above the threshold with --accept: the case passes and this becomes the reference
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "kc/evaluate.h"
#include "kc/manifest.h"
#include "kc/progress.h"
#include "kc/results_db.h"

namespace kc {

enum class CaseVerdict { pass, fail, regressed, error, skipped };
// "pass", "fail", "regressed", "error", "skipped".
const char* case_verdict_name(CaseVerdict v);

// What an evaluator returns for one case and seed.
struct CaseEvaluation {
  EvalResult result;
  std::string kernel_text;   // stored in the database (deduplicated by hash)
  std::string rtl_hash;      // RTL/ISA hash the simulator was built from
};

// Evaluates one case for one seed. Throws std::exception for a harness problem (no baseline, an
// unreadable kernel file, an unknown task): the case becomes an error, not a failure.
using CaseEvaluator = std::function<CaseEvaluation(const RegressCase& c, uint64_t seed)>;

// The seed of a manifest entry without `seeds:` (and of eval without --seed).
constexpr uint64_t kStandardSeed = 1;

// One seed of a case.
struct SeedOutcome {
  uint64_t seed = 0;
  EvalResult result;
  std::string verdict;                       // pass, tolerated, accepted, regressed, fail, error
  bool harness_error = false;                // the evaluator threw: nothing was evaluated
  std::string message;                       // why it is not a pass, or notes (improvement)
  std::optional<uint64_t> reference_cycles;  // cycles it was compared against
  std::optional<int64_t> reference_id;       // evaluation row of the reference
  // Core counters that differ from the reference's: name, reference value, this run's value.
  struct CounterDelta {
    std::string name;
    uint64_t reference = 0, value = 0;
  };
  std::vector<CounterDelta> counter_deltas;
};

struct CaseOutcome {
  RegressCase c;
  CaseVerdict verdict = CaseVerdict::skipped;
  std::string message;                       // first problem ("" for a pass)
  std::vector<SeedOutcome> seeds;
  double wall_seconds = 0;
};

struct RegressOptions {
  unsigned jobs = 1;                       // worker threads (simulator processes at once)
  double threshold_percent = 0;            // allowed cycle increase over the reference
  bool accept = false;                     // store regressed cycles as the new reference
  RunInfo run;                             // the `runs` row
  const std::atomic<bool>* stop = nullptr; // when set, no further case starts (SIGINT)
  Progress* progress = nullptr;            // advanced per case; failures noted
  // Where references are looked up (a snapshot of the main store, for a shard that writes its own
  // database); nullptr: the database the results go to.
  const ResultsDb* references = nullptr;
  // Outcomes of cases that ran before (by case name; a resumed shard): not run again, reported as
  // they were.
  std::map<std::string, CaseOutcome> finished;
  // Called after each case that ran (its index in `cases`), one call at a time.
  std::function<void(std::size_t, const CaseOutcome&)> on_case;
};

struct RegressSummary {
  int64_t run_id = 0;
  std::vector<CaseOutcome> cases;          // in input order
  RunTotals totals;
  double wall_seconds = 0;
  std::string started;                     // utc_timestamp() at the start
  // True when every case ran and passed.
  bool ok() const { return totals.passed == totals.cases && !totals.interrupted; }
};

// The regression decision for one passing result (pure): regressed when `reference` is known and
// cycles > reference × (1 + threshold_percent / 100). `message` explains either way ("" when
// there is no reference or the count is unchanged).
struct RegressionCheck {
  bool regressed = false;
  std::string message;
};
RegressionCheck check_regression(uint64_t cycles, std::optional<uint64_t> reference, double threshold_percent);

// Verdict of one seed's result against the case's expectation, before the regression check:
// "pass" or "fail" with a message ("expected fault, got pass: ...").
std::pair<std::string, std::string> expectation_verdict(const EvalResult& r, const std::string& expect);

// Runs every case (jobs workers), storing each evaluation as it finishes, and finishes the run
// row with the totals. Cases not started because of `stop`, and cases whose simulator died while a
// stop was requested (the request reached it too), are "skipped" and the run is marked
// interrupted. Database errors propagate (ResultsDbError).
RegressSummary run_regression(const std::vector<RegressCase>& cases, const CaseEvaluator& evaluate_case,
                              ResultsDb& db, const RegressOptions& opts);

// A case outcome as JSON (what a summary and JUnit XML need: the case, verdicts, messages, each
// seed's status, cycles, reference, baseline, speedup, fresh-seed check) and back: a shard's
// outcomes travel to the collector this way. case_outcome_from_json throws std::runtime_error on
// a malformed record.
nlohmann::json case_outcome_json(const CaseOutcome& c);
CaseOutcome case_outcome_from_json(const nlohmann::json& j);
// The totals of a list of outcomes (skipped cases make the run interrupted).
RunTotals totals_of(const std::vector<CaseOutcome>& cases);
// The cases of shard `index` of `count`: every count-th case from index (a stable split of one
// case list, whatever the case durations).
std::vector<RegressCase> shard_cases(const std::vector<RegressCase>& cases, unsigned index, unsigned count);

// JUnit XML of a run: <testsuites name tests failures errors skipped time timestamp> with one
// <testsuite> per platform.hw.task and one <testcase> per case (classname platform.hw.task, name
// the case name); <failure> (fail, regressed) and <error> (harness errors, simulator crashes)
// carry the diagnosis, <system-out> the cycles of each seed.
std::string junit_xml(const RegressSummary& s, const std::string& name);
// Writes junit_xml() to `path` atomically (temporary file + rename). Throws std::runtime_error.
void write_junit_file(const std::string& path, const RegressSummary& s, const std::string& name);

// Escapes text for XML content (or, with `attribute`, an attribute value, where newlines and tabs
// become character references); invalid UTF-8 and characters XML 1.0 forbids become U+FFFD.
std::string xml_escape(const std::string& text, bool attribute = false);

// Summary table (one line per case, or only the cases that did not pass when `failures_only`)
// and a totals line, then a note when cases ran on the standard seed only.
std::string regress_summary_text(const RegressSummary& s, bool failures_only);

}  // namespace kc
