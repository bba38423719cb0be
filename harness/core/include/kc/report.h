// Reports from the results store (DESIGN.md §5): the latest result per (platform, hw, task,
// configuration, kernel) and a per-task summary, as a terminal table, Markdown or JSON.
//
// A report is a list of tables (sections). Each section is built by a plain function from stored
// rows, so new metrics (issue 5: success per model × platform × level, pass@k, fast_p, cost per
// success) are new section functions added to build_report(); the renderers stay as they are.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "kc/results_db.h"

namespace kc {

enum class ReportFormat { table, markdown, json };
// "table", "md"/"markdown", "json"; nullopt otherwise.
std::optional<ReportFormat> parse_report_format(const std::string& name);

// How a column's numbers are shown in text (JSON always carries the raw value).
enum class CellFormat {
  text,      // as is
  integer,   // 12345
  ratio,     // 1.23x
  percent,   // a fraction 0.456 shown as 45.6%
  seconds,   // 1.2s
};

struct ReportColumn {
  std::string key;     // JSON field name
  std::string title;   // header in text and Markdown
  CellFormat format = CellFormat::text;
};

// One section. Cells are JSON values: null (shown as "-"), numbers, strings.
struct ReportTable {
  std::string id;      // JSON key ("results", "tasks")
  std::string title;
  std::vector<ReportColumn> columns;
  std::vector<std::vector<nlohmann::json>> rows;
  std::vector<std::string> notes;   // lines under the table (totals, explanations)
};

struct Report {
  std::string title = "KernelCraft results";
  std::string source;       // database path
  std::string generated;    // utc_timestamp()
  std::vector<ReportTable> tables;
};

// What to report; empty filter fields select everything.
struct ReportQuery {
  EvaluationFilter filter;
  bool latest_run = false;  // only the most recent run (overrides filter.run_id)
};

// The latest-result table of `rows` (one per platform/hw/task/config/kernel): task, config,
// kernel, status, cycles, baseline cycles, speedup, roofline fraction, when; platform and hw
// columns only when the rows hold more than one.
ReportTable results_table(const std::vector<StoredEvaluation>& rows);

// Per (platform, hw, task, kernel kind — "baseline" or "kernels"): configurations, passed,
// failed, geometric-mean speedup and mean roofline fraction over the passing ones; a totals note.
ReportTable task_summary_table(const std::vector<StoredEvaluation>& rows);

// Geometric mean of the positive values, nullopt when there are none.
std::optional<double> geomean(const std::vector<double>& values);

// The agent sections from episodes (empty when there are none): success per model x platform x
// split x level (the paper's table), pass@k, speedup per configuration, and fast_p with tokens,
// cost and time per success.
std::vector<ReportTable> agent_tables(const std::vector<EpisodeRecord>& episodes);

// The unbiased pass@k estimator for n samples of which c are correct: 1 - C(n-c, k) / C(n, k);
// NaN unless 0 < k <= n.
double pass_at_k(int n, int c, int k);

// Builds every section from the database (results, tasks; issue 5 adds agent sections here).
Report build_report(const ResultsDb& db, const ReportQuery& q);

// A cell as text ("-" for null) in a column's format.
std::string format_cell(const nlohmann::json& v, CellFormat f);

// Aligned columns (numbers right-aligned), the title above and notes below.
std::string render_text_table(const ReportTable& t);
// A GitHub-flavoured Markdown table with a "### title" heading; '|' in cells is escaped.
std::string render_markdown_table(const ReportTable& t);
// {"title", "source", "generated", "<table id>": [{column key: value, ...}, ...], "notes": {...}}.
nlohmann::json report_json(const Report& r);

// The whole report in a format (JSON pretty-printed).
std::string render_report(const Report& r, ReportFormat f);

}  // namespace kc
