// Reports from the results store (docs/results.md): the latest result per (platform, hw, task,
// configuration, kernel), a per-task summary, the runs and how cycles moved across them, and the
// agent sections, as a terminal table, Markdown, JSON or an HTML page with charts
// (kc/report_html.h).
//
// A report is a list of tables (sections). Each section is built by a plain function from stored
// rows, so new metrics are new section functions added to build_report(); the renderers do not
// know the sections. Some columns and tables are data only: the JSON form and the HTML page's
// charts use them, the text and Markdown tables leave them out (ColumnShow, ReportTable::data_only).
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "kc/results_db.h"

namespace kc {

enum class ReportFormat { table, markdown, json, html };
// "table", "md"/"markdown", "json", "html"; nullopt otherwise.
std::optional<ReportFormat> parse_report_format(const std::string& name);

// How a column's numbers are shown in text (JSON always carries the raw value).
enum class CellFormat {
  text,      // as is
  integer,   // 12345
  ratio,     // 1.23x
  percent,   // a fraction 0.456 shown as 45.6%
  seconds,   // 1.2s
  decimal,   // 2.5 (one decimal)
  dollars,   // $0.125 (three decimals)
};

// Where a column appears. JSON always has every column.
enum class ColumnShow {
  everywhere,   // text, Markdown and HTML tables
  html,         // HTML tables only (links to transcripts)
  data,         // JSON and the HTML page's chart data only (identifiers, hashes, levels)
};

struct ReportColumn {
  std::string key;     // JSON field name
  std::string title;   // header in text and Markdown
  CellFormat format = CellFormat::text;
  ColumnShow show = ColumnShow::everywhere;
};

// One section. Cells are JSON values: null (shown as "-"), numbers, strings.
struct ReportTable {
  std::string id;      // JSON key ("results", "tasks")
  std::string title;
  std::vector<ReportColumn> columns;
  std::vector<std::vector<nlohmann::json>> rows;
  std::vector<std::string> notes;   // lines under the table (totals, explanations)
  bool data_only = false;           // only in JSON and as chart data (long series: history, curves)
};

struct Report {
  std::string title = "KernelCraft results";
  std::string source;       // database path
  std::string generated;    // utc_timestamp()
  std::vector<ReportTable> tables;
  // Kernel text by hash, for every kernel_hash the tables name (only with ReportQuery::kernel_texts;
  // the HTML page embeds them so its links to kernels work offline).
  std::map<std::string, std::string> kernels;
};

// What to report; empty filter fields select everything.
struct ReportQuery {
  EvaluationFilter filter;
  bool latest_run = false;  // only the most recent run (overrides filter.run_id)
  // Task id -> level (1..3), from the task suite, for the `level` of evaluation rows (the
  // database stores the level of episodes only); tasks not in it have no level.
  std::map<std::string, int> task_levels;
  bool kernel_texts = false;  // fill Report::kernels
};

// The latest-result table of `rows` (one per platform/hw/task/config/kernel): task, config,
// kernel, status, cycles, baseline cycles, speedup, roofline fraction, when; platform and hw
// shown only when the rows hold more than one (always in the data). Data columns: case, level
// (from `levels`), kernel_hash, roofline_cycles, expect, episode (of an agent's evaluation).
ReportTable results_table(const std::vector<StoredEvaluation>& rows, const std::map<std::string, int>& levels = {});

// Per (platform, hw, task, kernel kind — "baseline" or "kernels"): configurations, passed,
// failed, geometric-mean speedup and mean roofline fraction over the passing ones; a totals note.
ReportTable task_summary_table(const std::vector<StoredEvaluation>& rows, const std::map<std::string, int>& levels = {});

// The regression runs, oldest first: kind, start, RTL hash per platform (12 digits), case totals
// and how the run ended.
ReportTable runs_table(const std::vector<StoredRun>& runs);

// Data only: every evaluation of a regression run in `rows` (not those of agent episodes), oldest
// first — case, seed, run, RTL hash, status, verdict, cycles — the series of the page's
// "cycles across runs" chart.
ReportTable history_table(const std::vector<StoredEvaluation>& rows, const std::vector<StoredRun>& runs,
                          const std::map<std::string, int>& levels = {});

// Every change of the cycle count of one (platform, hw, task, config, kernel text, seed) between
// two consecutive passing evaluations of `history` (a history_table): both runs, their RTL
// hashes, both counts, the change in percent and the later verdict; a note with the totals.
ReportTable cycle_changes_table(const ReportTable& history);

// Geometric mean of the positive values, nullopt when there are none.
std::optional<double> geomean(const std::vector<double>& values);

// The agent sections from episodes (empty when there are none): success per model x platform x
// split x level (the paper's table), pass@k, speedup per configuration, fast_p with tokens, cost
// and time per success (kernel-track episodes), the template-optimisation track per model x
// platform x task (template_opt, when there are such episodes: configurations passed, speedup and
// program size against the baseline), one row per episode (agent_episodes, with its transcript and
// final kernel), and the fast_p curves (agent_fast_p, data only).
std::vector<ReportTable> agent_tables(const std::vector<EpisodeRecord>& episodes);

// fast_p as a function of p per (model, platform.hw, split) over the episodes that ran to their
// end: the fraction whose final kernel succeeded with a speedup > p, at p = 0 and at every
// successful speedup (a step function, constant between those points). Data only.
ReportTable fast_p_curve_table(const std::vector<EpisodeRecord>& episodes);

// The unbiased pass@k estimator for n samples of which c are correct: 1 - C(n-c, k) / C(n, k);
// NaN unless 0 < k <= n.
double pass_at_k(int n, int c, int k);

// Builds every section from the database: results, tasks, runs, cycle changes and history, and
// the agent sections.
Report build_report(const ResultsDb& db, const ReportQuery& q);

// A cell as text ("-" for null) in a column's format.
std::string format_cell(const nlohmann::json& v, CellFormat f);

// Aligned columns (numbers right-aligned), the title above and notes below; columns shown
// `everywhere` only.
std::string render_text_table(const ReportTable& t);
// A GitHub-flavoured Markdown table with a "### title" heading; '|' in cells is escaped.
std::string render_markdown_table(const ReportTable& t);
// {"title", "source", "generated", "<table id>": [{column key: value, ...}, ...], "notes": {...}}:
// every table and column, data-only ones included.
nlohmann::json report_json(const Report& r);

// The whole report in a format (JSON pretty-printed); data-only tables are left out of the table
// and Markdown forms. HTML: the page of kc/report_html.h with the bundles of load_chart_bundles()
// and links relative to the current directory (render_report_html sets both).
std::string render_report(const Report& r, ReportFormat f);

}  // namespace kc
