// Shared helpers of the report tests: a database of three regression runs over two RTL hashes,
// episodes, and looking up tables and cells by id and key.
#pragma once

#include <optional>
#include <string>

#include "kc/report.h"
#include "kc/results_db.h"
#include "results_test_util.h"

namespace kc::reporttest {

using nlohmann::json;
using kc::test::synthetic_result;

inline EvaluationContext ctx(int64_t run, const std::string& label, const std::string& text, const std::string& rtl) {
  EvaluationContext c;
  c.run_id = run;
  c.kernel_label = label;
  c.kernel_text = text;
  c.rtl_hash = rtl;
  c.case_name = "plena.default.gemm.C1" + std::string(label == "baseline" ? "" : ".k");
  c.verdict = "pass";
  return c;
}

// The table `id` of a report (fails the test when absent).
inline const ReportTable& table(const Report& r, const std::string& id) {
  for (const auto& t : r.tables)
    if (t.id == id) return t;
  FAIL("no table " << id);
  throw std::logic_error("unreachable");
}

// The cell of column `key` in row `row`.
inline json cell(const ReportTable& t, std::size_t row, const std::string& key) {
  for (std::size_t c = 0; c < t.columns.size(); ++c)
    if (t.columns[c].key == key) return t.rows.at(row)[c];
  FAIL("no column " << key << " in " << t.id);
  return json();
}

// Three runs of gemm C1 (baseline) on two RTL hashes: 1000 cycles, 1000, then 1100 on the new RTL
// (regressed); a kernel file that changed its text between runs 1 and 2 (800 -> 700 cycles); run
// 3 has a mismatch of the kernel file (no cycles compared) and was interrupted.
inline void fill_runs(ResultsDb& db) {
  const std::string a(64, 'a'), b(64, 'b');
  const int64_t r1 = db.begin_run({"regress", "kernelcraft regress", "", "smoke.yaml", "plena=" + a});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 1000), ctx(r1, "baseline", "B1", a));
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 800), ctx(r1, "k.asm", "K1", a));
  db.finish_run(r1, {2, 2, 0, 0, 0, false});
  const int64_t r2 = db.begin_run({"regress", "kernelcraft regress", "", "smoke.yaml", "plena=" + a});
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 1000), ctx(r2, "baseline", "B1", a));
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 700), ctx(r2, "k.asm", "K2", a));
  db.finish_run(r2, {2, 2, 0, 0, 0, false});
  const int64_t r3 = db.begin_run({"regress", "kernelcraft regress", "", "smoke.yaml", "plena=" + b});
  auto regressed = ctx(r3, "baseline", "B1", b);
  regressed.verdict = "regressed";
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::pass, 1100), regressed);
  db.insert_evaluation(synthetic_result("gemm", "C1", EvalStatus::mismatch, 650), ctx(r3, "k.asm", "K2", b));
  db.finish_run(r3, {2, 0, 1, 1, 0, true});
}

// A finished episode of relu C1 on plena.default; successful ones have a final kernel.
inline EpisodeRecord episode(int64_t id, const std::string& model, bool success, std::optional<double> speedup,
                             const std::string& transcript = "") {
  EpisodeRecord e;
  e.id = id;
  e.model = model;
  e.platform = "plena", e.hw = "default", e.task = "relu", e.level = 1, e.config = "C1";
  e.status = "done";
  e.end_reason = "agent_stopped";
  e.success = success;
  e.speedup = speedup;
  e.iterations = 5;
  e.first_pass_iteration = success ? std::optional<int>(3) : std::nullopt;
  e.transcript_path = transcript;
  e.final_kernel_hash = success ? std::string(64, 'f') : "";
  return e;
}

}  // namespace kc::reporttest
