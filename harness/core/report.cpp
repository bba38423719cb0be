// Reports from the results store (kc/report.h).
#include "kc/report.h"
#include "kc/report_html.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <tuple>

namespace kc {

using nlohmann::json;

namespace {

const char kBaselineLabel[] = "baseline";

// Optional numbers as JSON (null when absent).
template <class T>
json opt(const std::optional<T>& v) {
  return v ? json(*v) : json(nullptr);
}

// "2025-01-31 12:00" of an ISO-8601 timestamp.
std::string short_time(const std::string& iso) {
  std::string s = iso.substr(0, std::min<std::size_t>(iso.size(), 16));
  if (s.size() > 10 && s[10] == 'T') s[10] = ' ';
  return s;
}

// True when the rows hold more than one value of a field.
template <class F>
bool varies(const std::vector<StoredEvaluation>& rows, F field) {
  std::set<std::string> seen;
  for (const auto& r : rows) seen.insert(field(r));
  return seen.size() > 1;
}

bool is_right_aligned(CellFormat f) { return f != CellFormat::text; }

// The columns of the text and Markdown forms.
std::vector<std::size_t> text_columns(const ReportTable& t) {
  std::vector<std::size_t> out;
  for (std::size_t c = 0; c < t.columns.size(); ++c)
    if (t.columns[c].show == ColumnShow::everywhere) out.push_back(c);
  return out;
}

// Every cell of a table's text columns as text.
std::vector<std::vector<std::string>> cell_texts(const ReportTable& t) {
  std::vector<std::vector<std::string>> out;
  const auto cols = text_columns(t);
  for (const auto& row : t.rows) {
    std::vector<std::string> cells;
    for (std::size_t c : cols) cells.push_back(format_cell(c < row.size() ? row[c] : json(nullptr), t.columns[c].format));
    out.push_back(std::move(cells));
  }
  return out;
}

// The level of a task, null when unknown.
json level_of(const std::map<std::string, int>& levels, const std::string& task) {
  const auto it = levels.find(task);
  return it == levels.end() ? json(nullptr) : json(it->second);
}

// The first 12 hex digits of each hash in "platform=hash,..." or of a bare hash.
std::string short_hashes(const std::string& hashes) {
  std::string out;
  std::size_t start = 0;
  while (start <= hashes.size()) {
    std::size_t end = hashes.find(',', start);
    if (end == std::string::npos) end = hashes.size();
    const std::string part = hashes.substr(start, end - start);
    const std::size_t eq = part.find('=');
    const std::size_t digits = eq == std::string::npos ? 0 : eq + 1;
    if (!out.empty()) out += ",";
    out += part.substr(0, std::min(part.size(), digits + 12));
    start = end + 1;
  }
  return out;
}

std::string case_of(const StoredEvaluation& e) {
  return e.case_name.empty() ? e.platform + "." + e.hw + "." + e.task + "." + e.config : e.case_name;
}

// Index of the column `key` of a table (its size when absent).
std::size_t column(const ReportTable& t, const std::string& key) {
  for (std::size_t c = 0; c < t.columns.size(); ++c)
    if (t.columns[c].key == key) return c;
  return t.columns.size();
}

std::string pad(const std::string& s, std::size_t width, bool right) {
  if (s.size() >= width) return s;
  const std::string fill(width - s.size(), ' ');
  return right ? fill + s : s + fill;
}

}  // namespace

std::optional<ReportFormat> parse_report_format(const std::string& name) {
  if (name == "table") return ReportFormat::table;
  if (name == "md" || name == "markdown") return ReportFormat::markdown;
  if (name == "json") return ReportFormat::json;
  if (name == "html") return ReportFormat::html;
  return std::nullopt;
}

std::optional<double> geomean(const std::vector<double>& values) {
  double log_sum = 0;
  std::size_t n = 0;
  for (double v : values)
    if (v > 0 && std::isfinite(v)) {
      log_sum += std::log(v);
      ++n;
    }
  if (n == 0) return std::nullopt;
  return std::exp(log_sum / double(n));
}

std::string format_cell(const json& v, CellFormat f) {
  if (v.is_null()) return "-";
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  if (!v.is_number()) return v.dump();
  const double d = v.get<double>();
  char buf[64];
  switch (f) {
    case CellFormat::integer:
      if (v.is_number_integer()) return v.dump();
      std::snprintf(buf, sizeof buf, "%.0f", d);
      return buf;
    case CellFormat::ratio:
      std::snprintf(buf, sizeof buf, "%.2fx", d);
      return buf;
    case CellFormat::percent:
      std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * d);
      return buf;
    case CellFormat::seconds:
      std::snprintf(buf, sizeof buf, "%.1fs", d);
      return buf;
    case CellFormat::decimal:
      std::snprintf(buf, sizeof buf, "%.1f", d);
      return buf;
    case CellFormat::dollars:
      std::snprintf(buf, sizeof buf, "$%.3f", d);
      return buf;
    case CellFormat::text:
      break;
  }
  return v.dump();
}

ReportTable results_table(const std::vector<StoredEvaluation>& rows, const std::map<std::string, int>& levels) {
  ReportTable t;
  t.id = "results";
  t.title = "Latest results";
  const bool show_platform = varies(rows, [](const StoredEvaluation& e) { return e.platform; });
  const bool show_hw = show_platform || varies(rows, [](const StoredEvaluation& e) { return e.hw; });
  const bool show_target =
      std::any_of(rows.begin(), rows.end(), [](const StoredEvaluation& e) { return e.target != "sim"; });
  const auto shown = [](bool yes) { return yes ? ColumnShow::everywhere : ColumnShow::data; };
  t.columns = {{"platform", "platform", CellFormat::text, shown(show_platform)},
               {"hw", "hw", CellFormat::text, shown(show_hw)},
               {"ran_on", "ran on", CellFormat::text, shown(show_target)},
               {"task", "task"},
               {"config", "config"},
               {"kernel", "kernel"},
               {"status", "status"},
               {"cycles", "cycles", CellFormat::integer},
               {"baseline_cycles", "baseline", CellFormat::integer},
               {"speedup", "speedup", CellFormat::ratio},
               {"roofline_fraction", "roofline", CellFormat::percent},
               {"run", "run", CellFormat::integer},
               {"when", "when"},
               {"case", "case", CellFormat::text, ColumnShow::data},
               {"level", "level", CellFormat::integer, ColumnShow::data},
               {"kernel_hash", "kernel hash", CellFormat::text, ColumnShow::data},
               {"roofline_cycles", "roofline cycles", CellFormat::integer, ColumnShow::data},
               {"expect", "expect", CellFormat::text, ColumnShow::data},
               {"episode", "episode", CellFormat::integer, ColumnShow::data}};
  for (const auto& e : rows) {
    const bool ran = e.status != "error" && e.status != "syntax";
    t.rows.push_back({json(e.platform), json(e.hw), json(e.target), json(e.task), json(e.config),
                      json(e.kernel_label), json(e.status), ran ? json(e.cycles) : json(nullptr),
                      opt(e.baseline_cycles), opt(e.speedup),
                      opt(e.roofline_fraction), opt(e.run_id), json(short_time(e.created)), json(case_of(e)),
                      level_of(levels, e.task), json(e.kernel_hash),
                      e.roofline_cycles > 0 ? json(e.roofline_cycles) : json(nullptr), json(e.expect),
                      opt(e.episode_id)});
  }
  if (rows.empty()) t.notes.push_back("no results (run `kernelcraft regress` to add some)");
  return t;
}

ReportTable task_summary_table(const std::vector<StoredEvaluation>& rows, const std::map<std::string, int>& levels) {
  ReportTable t;
  t.id = "tasks";
  t.title = "Per task";
  // (platform, hw, task, kernel kind) -> rows, in sorted order.
  using Key = std::tuple<std::string, std::string, std::string, std::string>;
  std::map<Key, std::vector<const StoredEvaluation*>> groups;
  for (const auto& e : rows)
    if (e.expect == "pass")   // negative entries test the harness, not kernels
      groups[{e.platform, e.hw, e.task, e.kernel_label == kBaselineLabel ? "baseline" : "others"}].push_back(&e);
  const bool show_target = varies(rows, [](const StoredEvaluation& e) { return e.platform + "." + e.hw; });
  t.columns = {{"target", "platform.hw", CellFormat::text, show_target ? ColumnShow::everywhere : ColumnShow::data},
               {"task", "task"},
               {"kind", "kernels"},
               {"results", "results", CellFormat::integer},
               {"passed", "passed", CellFormat::integer},
               {"failed", "failed", CellFormat::integer},
               {"geomean_speedup", "geomean speedup", CellFormat::ratio},
               {"mean_roofline_fraction", "mean roofline", CellFormat::percent},
               {"platform", "platform", CellFormat::text, ColumnShow::data},
               {"level", "level", CellFormat::integer, ColumnShow::data}};
  std::size_t total = 0, passed_total = 0;
  std::vector<double> kernel_speedups;
  for (const auto& [key, group] : groups) {
    std::size_t passed = 0;
    std::vector<double> speedups;
    double roof_sum = 0;
    std::size_t roof_n = 0;
    for (const auto* e : group) {
      if (e->status != "pass") continue;
      ++passed;
      if (e->speedup) speedups.push_back(*e->speedup);
      if (e->roofline_fraction) roof_sum += *e->roofline_fraction, ++roof_n;
    }
    total += group.size();
    passed_total += passed;
    if (std::get<3>(key) == "others") kernel_speedups.insert(kernel_speedups.end(), speedups.begin(), speedups.end());
    t.rows.push_back({json(std::get<0>(key) + "." + std::get<1>(key)), json(std::get<2>(key)), json(std::get<3>(key)),
                      json(group.size()), json(passed), json(group.size() - passed), opt(geomean(speedups)),
                      roof_n ? json(roof_sum / double(roof_n)) : json(nullptr), json(std::get<0>(key)),
                      level_of(levels, std::get<2>(key))});
  }
  if (total > 0) {
    std::string note = std::to_string(passed_total) + " of " + std::to_string(total) + " results pass";
    if (const auto g = geomean(kernel_speedups))
      note += "; geomean speedup of passing non-baseline kernels " + format_cell(*g, CellFormat::ratio) + " over " +
              std::to_string(kernel_speedups.size()) + " configurations";
    t.notes.push_back(note);
  }
  return t;
}

ReportTable runs_table(const std::vector<StoredRun>& runs) {
  ReportTable t;
  t.id = "runs";
  t.title = "Runs";
  t.columns = {{"run", "run", CellFormat::integer},
               {"kind", "kind"},
               {"started", "started"},
               {"state", "state"},
               {"cases", "cases", CellFormat::integer},
               {"passed", "passed", CellFormat::integer},
               {"failed", "failed", CellFormat::integer},
               {"regressed", "regressed", CellFormat::integer},
               {"errors", "errors", CellFormat::integer},
               {"rtl", "RTL hash"},
               {"manifest", "manifest", CellFormat::text, ColumnShow::data},
               {"rtl_hash", "RTL hash (full)", CellFormat::text, ColumnShow::data}};
  for (const auto& r : runs) {
    const std::string state = r.finished.empty() ? "running or killed" : r.totals.interrupted ? "interrupted" : "finished";
    t.rows.push_back({json(r.id), json(r.kind), json(short_time(r.started)), json(state), json(r.totals.cases),
                      json(r.totals.passed), json(r.totals.failed), json(r.totals.regressed), json(r.totals.errors),
                      json(short_hashes(r.rtl_hash)), json(r.manifest), json(r.rtl_hash)});
  }
  return t;
}

ReportTable history_table(const std::vector<StoredEvaluation>& rows, const std::vector<StoredRun>& runs,
                          const std::map<std::string, int>& levels) {
  ReportTable t;
  t.id = "history";
  t.title = "Every regression evaluation by run";
  t.data_only = true;
  t.columns = {{"platform", "platform"}, {"hw", "hw"},     {"level", "level", CellFormat::integer},
               {"task", "task"},         {"config", "config"},
               {"kernel", "kernel"},     {"kernel_hash", "kernel hash"},
               {"seed", "seed", CellFormat::integer},
               {"case", "case"},         {"run", "run", CellFormat::integer},
               {"run_started", "run started"},
               {"rtl_hash", "RTL hash"}, {"status", "status"},
               {"verdict", "verdict"},   {"cycles", "cycles", CellFormat::integer}};
  std::map<int64_t, const StoredRun*> by_id;
  for (const auto& r : runs) by_id[r.id] = &r;
  for (const auto& e : rows) {
    if (!e.run_id || e.episode_id) continue;   // one-off evaluations and agent iterations are no series
    const auto run = by_id.find(*e.run_id);
    const bool ran = e.status != "error" && e.status != "syntax";
    t.rows.push_back({json(e.platform), json(e.hw), level_of(levels, e.task), json(e.task), json(e.config),
                      json(e.kernel_label), json(e.kernel_hash), json(e.seed), json(case_of(e)), json(*e.run_id),
                      run == by_id.end() ? json(nullptr) : json(short_time(run->second->started)),
                      json(short_hashes(e.rtl_hash)), json(e.status), json(e.verdict),
                      ran ? json(e.cycles) : json(nullptr)});
  }
  return t;
}

ReportTable cycle_changes_table(const ReportTable& history) {
  ReportTable t;
  t.id = "cycle_changes";
  t.title = "Cycle counts that changed between runs";
  t.columns = {{"case", "case"},
               {"kernel", "kernel"},
               {"seed", "seed", CellFormat::integer},
               {"from_run", "from run", CellFormat::integer},
               {"to_run", "to run", CellFormat::integer},
               {"from_cycles", "cycles before", CellFormat::integer},
               {"to_cycles", "cycles after", CellFormat::integer},
               {"change", "change", CellFormat::percent},
               {"rtl_changed", "RTL changed"},
               {"kernel_changed", "kernel changed"},
               {"verdict", "verdict"},
               {"platform", "platform", CellFormat::text, ColumnShow::data},
               {"level", "level", CellFormat::integer, ColumnShow::data},
               {"kernel_hash", "kernel hash", CellFormat::text, ColumnShow::data},
               {"from_rtl", "RTL before", CellFormat::text, ColumnShow::data},
               {"to_rtl", "RTL after", CellFormat::text, ColumnShow::data}};
  const auto at = [&](const std::vector<json>& row, const char* key) -> const json& { return row[column(history, key)]; };
  // (case, kernel label, seed) -> its passing rows in run order (history is oldest first).
  std::map<std::tuple<std::string, std::string, uint64_t>, std::vector<const std::vector<json>*>> series;
  std::set<int64_t> runs;
  for (const auto& row : history.rows) {
    runs.insert(at(row, "run").get<int64_t>());
    if (at(row, "status") == "pass" && at(row, "cycles").is_number())
      series[{at(row, "case").get<std::string>(), at(row, "kernel").get<std::string>(), at(row, "seed").get<uint64_t>()}]
          .push_back(&row);
  }
  std::set<std::string> changed_cases;
  for (const auto& [key, list] : series)
    for (std::size_t i = 1; i < list.size(); ++i) {
      const auto& a = *list[i - 1];
      const auto& b = *list[i];
      const double before = at(a, "cycles").get<double>(), after = at(b, "cycles").get<double>();
      if (before == after) continue;
      changed_cases.insert(std::get<0>(key));
      t.rows.push_back({at(b, "case"), at(b, "kernel"), at(b, "seed"), at(a, "run"), at(b, "run"), at(a, "cycles"),
                        at(b, "cycles"), json(after / before - 1.0), json(at(a, "rtl_hash") != at(b, "rtl_hash") ? "yes" : "no"),
                        json(at(a, "kernel_hash") != at(b, "kernel_hash") ? "yes" : "no"), at(b, "verdict"),
                        at(b, "platform"), at(b, "level"), at(b, "kernel_hash"), at(a, "rtl_hash"), at(b, "rtl_hash")});
    }
  if (!history.rows.empty()) {
    const std::string across = " across " + std::to_string(runs.size()) + " run(s) (" + std::to_string(series.size()) +
                               " passing series of case, kernel and seed)";
    t.notes.push_back(changed_cases.empty() ? "no cycle count changed" + across
                                            : std::to_string(changed_cases.size()) + " case(s) changed their cycle count" +
                                                  across);
  }
  return t;
}

Report build_report(const ResultsDb& db, const ReportQuery& q) {
  Report r;
  r.source = db.path();
  r.generated = utc_timestamp();
  EvaluationFilter f = q.filter;
  if (q.latest_run) {
    if (const auto run = db.latest_run()) {
      f.run_id = run->id;
      r.title += " (run " + std::to_string(run->id) + ", " + short_time(run->started) + ")";
    } else {
      f.run_id = -1;   // no runs: nothing matches
    }
  }
  const auto latest = db.latest_evaluations(f);
  const auto all = db.evaluations(f);
  EpisodeFilter ef;
  ef.run_id = f.run_id;
  ef.platform = f.platform, ef.hw = f.hw, ef.task = f.task, ef.config = f.config;
  const auto episodes = db.episodes(ef);
  std::set<int64_t> run_ids;
  for (const auto& e : all)
    if (e.run_id) run_ids.insert(*e.run_id);
  for (const auto& e : episodes)
    if (e.run_id) run_ids.insert(*e.run_id);
  std::vector<StoredRun> runs;
  for (int64_t id : run_ids)
    if (auto run = db.run(id)) runs.push_back(std::move(*run));

  r.tables.push_back(results_table(latest, q.task_levels));
  r.tables.push_back(task_summary_table(latest, q.task_levels));
  ReportTable history = history_table(all, runs, q.task_levels);
  if (!runs.empty()) r.tables.push_back(runs_table(runs));
  if (!history.rows.empty()) r.tables.push_back(cycle_changes_table(history));
  for (auto& t : agent_tables(episodes)) r.tables.push_back(std::move(t));
  if (!history.rows.empty()) r.tables.push_back(std::move(history));

  if (q.kernel_texts) {
    std::set<std::string> hashes;
    for (const auto& e : latest) hashes.insert(e.kernel_hash);
    for (const auto& e : episodes) hashes.insert(e.final_kernel_hash);
    hashes.erase("");
    for (const auto& h : hashes)
      if (auto text = db.kernel_text(h)) r.kernels[h] = std::move(*text);
  }
  return r;
}

std::string render_text_table(const ReportTable& t) {
  const auto cells = cell_texts(t);
  const auto cols = text_columns(t);
  std::vector<std::size_t> width;
  for (std::size_t c : cols) width.push_back(t.columns[c].title.size());
  for (const auto& row : cells)
    for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
  auto line = [&](const std::vector<std::string>& row) {
    std::string s;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const bool last = c + 1 == row.size();
      const bool right = is_right_aligned(t.columns[cols[c]].format);
      s += last && !right ? row[c] : pad(row[c], width[c], right);
      if (!last) s += "  ";
    }
    return s + "\n";
  };
  std::string out = t.title.empty() ? "" : t.title + "\n";
  std::vector<std::string> header;
  for (std::size_t c : cols) header.push_back(t.columns[c].title);
  out += line(header);
  std::vector<std::string> rule;
  for (std::size_t w : width) rule.push_back(std::string(w, '-'));
  out += line(rule);
  for (const auto& row : cells) out += line(row);
  for (const auto& n : t.notes) out += n + "\n";
  return out;
}

std::string render_markdown_table(const ReportTable& t) {
  auto escape = [](const std::string& s) {
    std::string o;
    for (char ch : s) o += ch == '|' ? std::string("\\|") : ch == '\n' ? std::string(" ") : std::string(1, ch);
    return o;
  };
  std::string out = t.title.empty() ? "" : "### " + t.title + "\n\n";
  std::string header = "|", rule = "|";
  for (std::size_t c : text_columns(t)) {
    header += " " + escape(t.columns[c].title) + " |";
    rule += is_right_aligned(t.columns[c].format) ? " ---: |" : " --- |";
  }
  out += header + "\n" + rule + "\n";
  for (const auto& row : cell_texts(t)) {
    std::string line = "|";
    for (const auto& cell : row) line += " " + escape(cell) + " |";
    out += line + "\n";
  }
  if (!t.notes.empty()) out += "\n";
  for (const auto& n : t.notes) out += escape(n) + "\n";
  return out;
}

json report_json(const Report& r) {
  json j = {{"title", r.title}, {"source", r.source}, {"generated", r.generated}};
  json notes = json::object();
  for (const auto& t : r.tables) {
    json rows = json::array();
    for (const auto& row : t.rows) {
      json o = json::object();
      for (std::size_t c = 0; c < t.columns.size() && c < row.size(); ++c) o[t.columns[c].key] = row[c];
      rows.push_back(std::move(o));
    }
    j[t.id] = std::move(rows);
    if (!t.notes.empty()) notes[t.id] = t.notes;
  }
  if (!notes.empty()) j["notes"] = notes;
  return j;
}

std::string render_report(const Report& r, ReportFormat f) {
  if (f == ReportFormat::json) return report_json(r).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
  if (f == ReportFormat::html) {
    HtmlOptions o;
    o.bundles = load_chart_bundles();
    return render_report_html(r, o);
  }
  std::string out = f == ReportFormat::markdown ? "## " + r.title + "\n\n" : r.title + "\n\n";
  bool first = true;
  for (const auto& t : r.tables) {
    if (t.data_only) continue;
    if (!first) out += "\n";
    first = false;
    out += f == ReportFormat::markdown ? render_markdown_table(t) : render_text_table(t);
  }
  return out;
}

}  // namespace kc
