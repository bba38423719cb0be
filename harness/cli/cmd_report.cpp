// kernelcraft report: latest results and per-task summaries from the results database.
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "command.h"
#include "io.h"
#include "kc/report.h"
#include "kc/report_html.h"
#include "kc/results_db.h"
#include "kc/task.h"

namespace kc::cli {

namespace {

namespace fs = std::filesystem;

const char kDetails[] =
    "Reads the results database and prints the latest result per (platform, hw, task,\n"
    "configuration, kernel) — status, cycles, baseline cycles, speedup, roofline fraction — and a\n"
    "per-task summary (pass counts, geometric-mean speedup, mean roofline fraction). Kernels are\n"
    "told apart by their label: 'baseline' or the kernel path as the manifest names it.\n"
    "\n"
    "Further sections: the runs, cycle counts that changed between runs, and the agent tables\n"
    "(success per model x platform x level, pass@k, speedup, fast_p and cost, every episode).\n"
    "\n"
    "formats: table (aligned text, the default), md (GitHub Markdown), json (one object with an\n"
    "array per section, data-only sections and columns included), html (one offline page with\n"
    "the tables, charts, filters and the text of every kernel; docs/results.md).\n"
    "\n"
    "html: the charts need the vega, vega-lite and vega-embed bundles installed by\n"
    "scripts/install-deps.sh under web/node_modules ($KC_WEB_DIR names another folder holding\n"
    "node_modules); without them the page has the tables only and says so. Links to transcripts\n"
    "are relative to the folder of -o FILE.\n"
    "\n"
    "database: --db FILE, else $KC_RESULTS_DB, else results/kernelcraft.db in the build tree.\n"
    "exit status: 0 report written, 1 no database or an I/O error, 2 usage error";

int run_report(const Args& args);

const Command kReport{
    "report",
    "report the latest results from the results database",
    "[--format table|md|json|html] [--db FILE] [-o FILE] [filters]",
    kDetails,
    {{"format", 'f', "FORMAT", "table (default), md, json or html"},
     kDbOption,
     {"output", 'o', "FILE", "write the report to FILE instead of stdout"},
     {"platform", 0, "PLATFORM", "only this platform"},
     {"hw", 0, "CONFIG", "only this hardware configuration"},
     {"task", 0, "TASK", "only this task"},
     {"config", 0, "CONFIG", "only this task configuration (C1..C5, H1, H2)"},
     {"kernel", 0, "LABEL", "only this kernel ('baseline' or a kernel path)"},
     {"run", 0, "ID", "only the results of run ID"},
     {"latest-run", 0, nullptr, "only the results of the most recent run"}},
    run_report};

KC_REGISTER_COMMAND(kReport);

int run_report(const Args& args) {
  if (!args.positional.empty()) return usage_error(kReport, "unexpected argument '" + args.positional[0] + "'");
  const auto format = parse_report_format(args.get("format", "table"));
  if (!format) return usage_error(kReport, "unknown --format '" + args.get("format") + "' (table, md, json or html)");
  ReportQuery q;
  q.filter.platform = args.get("platform");
  q.filter.hw = args.get("hw");
  q.filter.task = args.get("task");
  q.filter.config = args.get("config");
  q.filter.kernel_label = args.get("kernel");
  q.latest_run = args.has("latest-run");
  if (args.has("run")) {
    if (q.latest_run) return usage_error(kReport, "--run and --latest-run exclude each other");
    char* end = nullptr;
    const std::string v = args.get("run");
    const long long id = std::strtoll(v.c_str(), &end, 10);
    if (v.empty() || *end || id <= 0) return usage_error(kReport, "--run needs a run id (a positive integer), got '" + v + "'");
    q.filter.run_id = id;
  }
  const std::string out = args.get("output", "-");
  const bool html = *format == ReportFormat::html;
  q.kernel_texts = html;
  try {   // the levels of the tasks (data: the HTML page's level filter); a report works without them
    for (const auto& t : load_all_tasks(default_tasks_dir())) q.task_levels[t.id] = t.level;
  } catch (const std::exception&) {
  }
  try {
    const ResultsDb db(args.get("db", default_results_db_path()), ResultsDb::Mode::existing);
    const Report report = build_report(db, q);
    std::string text;
    if (html) {
      HtmlOptions o;
      o.bundles = load_chart_bundles();
      o.output_dir = out == "-" ? "." : fs::path(out).parent_path().string();
      if (!o.bundles.ok()) std::cerr << "kernelcraft report: no charts: " << o.bundles.problem << "\n";
      text = render_report_html(report, o);
    } else {
      text = render_report(report, *format);
    }
    std::error_code ec;
    if (out != "-" && fs::path(out).has_parent_path()) fs::create_directories(fs::path(out).parent_path(), ec);
    std::string error;
    if (!write_output(out, text, &error)) return fail(kReport, error);
    return kExitOk;
  } catch (const std::exception& e) {
    return fail(kReport, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
