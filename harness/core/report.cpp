// Reports from the results store (kc/report.h).
#include "kc/report.h"

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

// Every cell of a table as text.
std::vector<std::vector<std::string>> cell_texts(const ReportTable& t) {
  std::vector<std::vector<std::string>> out;
  for (const auto& row : t.rows) {
    std::vector<std::string> cells;
    for (std::size_t c = 0; c < t.columns.size(); ++c)
      cells.push_back(format_cell(c < row.size() ? row[c] : json(nullptr), t.columns[c].format));
    out.push_back(std::move(cells));
  }
  return out;
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
    case CellFormat::text:
      break;
  }
  return v.dump();
}

ReportTable results_table(const std::vector<StoredEvaluation>& rows) {
  ReportTable t;
  t.id = "results";
  t.title = "Latest results";
  const bool show_platform = varies(rows, [](const StoredEvaluation& e) { return e.platform; });
  const bool show_hw = show_platform || varies(rows, [](const StoredEvaluation& e) { return e.hw; });
  if (show_platform) t.columns.push_back({"platform", "platform"});
  if (show_hw) t.columns.push_back({"hw", "hw"});
  const std::vector<ReportColumn> rest = {{"task", "task"},
                                          {"config", "config"},
                                          {"kernel", "kernel"},
                                          {"status", "status"},
                                          {"cycles", "cycles", CellFormat::integer},
                                          {"baseline_cycles", "baseline", CellFormat::integer},
                                          {"speedup", "speedup", CellFormat::ratio},
                                          {"roofline_fraction", "roofline", CellFormat::percent},
                                          {"run", "run", CellFormat::integer},
                                          {"when", "when"}};
  t.columns.insert(t.columns.end(), rest.begin(), rest.end());
  for (const auto& e : rows) {
    std::vector<json> row;
    if (show_platform) row.push_back(e.platform);
    if (show_hw) row.push_back(e.hw);
    const bool ran = e.status != "error" && e.status != "syntax";
    row.insert(row.end(), {json(e.task), json(e.config), json(e.kernel_label), json(e.status),
                           ran ? json(e.cycles) : json(nullptr), opt(e.baseline_cycles), opt(e.speedup),
                           opt(e.roofline_fraction), opt(e.run_id), json(short_time(e.created))});
    t.rows.push_back(std::move(row));
  }
  if (rows.empty()) t.notes.push_back("no results (run `kernelcraft regress` to add some)");
  return t;
}

ReportTable task_summary_table(const std::vector<StoredEvaluation>& rows) {
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
  if (show_target) t.columns.push_back({"target", "platform.hw"});
  const std::vector<ReportColumn> rest = {{"task", "task"},
                                          {"kind", "kernels"},
                                          {"results", "results", CellFormat::integer},
                                          {"passed", "passed", CellFormat::integer},
                                          {"failed", "failed", CellFormat::integer},
                                          {"geomean_speedup", "geomean speedup", CellFormat::ratio},
                                          {"mean_roofline_fraction", "mean roofline", CellFormat::percent}};
  t.columns.insert(t.columns.end(), rest.begin(), rest.end());
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
    std::vector<json> row;
    if (show_target) row.push_back(std::get<0>(key) + "." + std::get<1>(key));
    row.insert(row.end(), {json(std::get<2>(key)), json(std::get<3>(key)), json(group.size()), json(passed),
                           json(group.size() - passed), opt(geomean(speedups)),
                           roof_n ? json(roof_sum / double(roof_n)) : json(nullptr)});
    t.rows.push_back(std::move(row));
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
  r.tables.push_back(results_table(latest));
  r.tables.push_back(task_summary_table(latest));
  EpisodeFilter ef;
  ef.run_id = f.run_id;
  ef.platform = f.platform, ef.hw = f.hw, ef.task = f.task, ef.config = f.config;
  for (auto& t : agent_tables(db.episodes(ef))) r.tables.push_back(std::move(t));
  return r;
}

std::string render_text_table(const ReportTable& t) {
  const auto cells = cell_texts(t);
  std::vector<std::size_t> width;
  for (const auto& c : t.columns) width.push_back(c.title.size());
  for (const auto& row : cells)
    for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
  auto line = [&](const std::vector<std::string>& row) {
    std::string s;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const bool last = c + 1 == row.size();
      const bool right = is_right_aligned(t.columns[c].format);
      s += last && !right ? row[c] : pad(row[c], width[c], right);
      if (!last) s += "  ";
    }
    return s + "\n";
  };
  std::string out = t.title.empty() ? "" : t.title + "\n";
  std::vector<std::string> header;
  for (const auto& c : t.columns) header.push_back(c.title);
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
  for (const auto& c : t.columns) {
    header += " " + escape(c.title) + " |";
    rule += is_right_aligned(c.format) ? " ---: |" : " --- |";
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
  if (f == ReportFormat::json) return report_json(r).dump(2) + "\n";
  std::string out = f == ReportFormat::markdown ? "## " + r.title + "\n\n" : r.title + "\n\n";
  for (std::size_t i = 0; i < r.tables.size(); ++i) {
    if (i) out += "\n";
    out += f == ReportFormat::markdown ? render_markdown_table(r.tables[i]) : render_text_table(r.tables[i]);
  }
  return out;
}

}  // namespace kc
