// run_evaluation (kc::evaluate with the tensors kept) and view_output (the memory-level diff of
// the last evaluation).
#include <algorithm>
#include <cmath>

#include "kc/agent_tools.h"
#include "kc/compare.h"
#include "tools_internal.h"

namespace kc::agent {

using nlohmann::json;
using detail::fixed;
using detail::num;
using detail::usage_error;

namespace {

constexpr std::size_t kListedElements = 5;      // worst / first failing elements in view_output
constexpr std::size_t kRegionElements = 16;     // element listing of an explicit region
constexpr std::size_t kViewMaxLines = 72;       // hard bound of view_output's text

std::string percent(double p) { return fixed(p, 2) + " %"; }

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s;
  for (int64_t d : shape) s += (s.empty() ? "" : " x ") + std::to_string(d);
  return "[" + (s.empty() ? std::string("scalar") : s) + "]";
}

// "Y 96.88 % (3968 of 4096 elements)" for every output.
std::string match_text(const EvalResult& r) {
  std::string s;
  for (const TensorComparison& c : r.outputs)
    s += (s.empty() ? "" : "; ") + c.name + " " + percent(c.match_percent()) + " (" + std::to_string(c.passed) +
         " of " + std::to_string(c.elements) + " elements)";
  return s;
}

// "cycles: 1980; baseline 2210 cycles, speedup 1.12x; program 96 instructions, baseline 120;
// roofline bound 512 cycles (25.9 % reached)".
std::string cycles_text(const EvalResult& r) {
  std::string s = "cycles: " + std::to_string(r.cycles);
  if (r.baseline_cycles) {
    s += "; baseline " + std::to_string(*r.baseline_cycles) + " cycles";
    if (r.speedup) s += ", speedup " + fixed(*r.speedup, 2) + "x";
    if (r.baseline_static_instructions)
      s += "; program " + std::to_string(r.static_instructions) + " instructions, baseline " +
           std::to_string(*r.baseline_static_instructions);
  } else {
    s += "; no baseline (" + r.baseline_note + ")";
  }
  if (r.passed() && r.roofline_cycles > 0) {
    s += "; roofline bound " + fixed(r.roofline_cycles, 0) + " cycles";
    if (r.roofline_fraction) s += " (" + fixed(100 * *r.roofline_fraction, 1) + " % reached)";
  }
  return s;
}

// "counters: instructions 29, busy_vector 120, stall_memory 0, ..." — the core's counters of a run
// that halted (the platform's names; cycles is on its own line), so that a kernel's stalls and
// unit occupancy explain its cycles; "" for none.
std::string counters_text(const EvalResult& r) {
  if (!r.run || r.run->status != "halted") return "";
  std::string s;
  for (const auto& [name, value] : r.run->counters)
    if (name != "cycles") s += (s.empty() ? "counters: " : ", ") + name + " " + std::to_string(value);
  return s;
}

// "fault: vram_range at pc 7, address 70000" / "illegal instruction at pc 3 (word 0x0000003f)".
std::string fault_line(const EvalResult& r) {
  const FaultInfo* f = r.run && r.run->fault ? &*r.run->fault : nullptr;
  if (!f) return "";
  if (r.status == EvalStatus::illegal_instruction) {
    char word[16] = "";
    if (f->word) std::snprintf(word, sizeof word, "0x%08x", unsigned(*f->word));
    return "error: illegal instruction at pc " + std::to_string(f->pc) + (f->word ? std::string(" (word ") + word + ")" : "");
  }
  return "error: fault " + f->kind + " at pc " + std::to_string(f->pc) +
         (f->address ? ", address " + std::to_string(*f->address) : "");
}

// Statistics of one row of the region for the per-row table.
struct RowStats {
  int64_t row = 0, elements = 0, bad = 0, unwritten = 0;
  double max_abs = 0;   // over finite pairs; inf when a failing element is not finite
  double mse = 0;       // over finite, written pairs
  int64_t finite = 0;
};

RowStats row_stats(const TensorData& e, const OutputTensor& a, const Tolerance& tol, int64_t row, int64_t cols,
                   int64_t c0, int64_t c1) {
  RowStats s;
  s.row = row;
  double sq = 0;
  for (int64_t c = c0; c < c1; ++c) {
    const std::size_t i = std::size_t(row * cols + c);
    const double x = e.values[i], y = a.data.values[i];
    const bool poison = !a.poisoned.empty() && a.poisoned[i];
    ++s.elements;
    s.unwritten += poison;
    bool pass;
    if (std::isfinite(x) && std::isfinite(y)) {
      const double err = std::fabs(y - x);
      pass = err <= tol.atol + tol.rtol * std::fabs(x);
      s.max_abs = std::max(s.max_abs, err);
      sq += err * err;
      ++s.finite;
    } else {
      // The comparison rule (kc/compare.h): a non-finite expected value passes only when matched.
      pass = !std::isfinite(x) && ((std::isnan(x) && std::isnan(y)) || x == y);
      if (!pass && !poison) s.max_abs = INFINITY;
    }
    s.bad += !pass;
  }
  s.mse = s.finite ? sq / double(s.finite) : NAN;
  return s;
}

std::string row_line(const RowStats& s) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "  %5lld  %5lld  %9lld  %11s  %11s", (long long)s.row, (long long)s.bad,
                (long long)s.unwritten, s.finite || std::isinf(s.max_abs) ? num(s.max_abs, 4).c_str() : "-",
                s.finite ? num(s.mse, 4).c_str() : "-");
  return buf;
}

// "Y[2][5]: expected 0.5, actual 1.5 (error 1)".
std::string element_line(const std::string& name, const ElementDiff& d) {
  if (d.poisoned) return "  " + format_index(name, d.index) + ": expected " + num(d.expected) + ", actual never written (poison)";
  std::string s = "  " + format_index(name, d.index) + ": expected " + num(d.expected) + ", actual " + num(d.actual) +
                  " (error " + num(d.error);
  if (std::isfinite(d.tol_use)) s += ", " + tolerance_share(d.tol_use) + " of its tolerance";
  return s + ")";
}

// The `n` worst failing elements the kernel did write, ranked like compare_tensor's list (largest
// share of the tolerance, then largest error); the poisoned ones are called out on their own and,
// with an infinite error, would crowd out every real one.
std::vector<ElementDiff> worst_written(const TensorData& e, const OutputTensor& a, const Tolerance& tol,
                                       const Region& reg, int64_t cols, std::size_t n) {
  std::vector<ElementDiff> all;
  for (int64_t row = reg.row_begin; row < reg.row_end; ++row)
    for (int64_t c = reg.col_begin; c < reg.col_end; ++c) {
      const std::size_t i = std::size_t(row * cols + c);
      if (!a.poisoned.empty() && a.poisoned[i]) continue;
      const double x = e.values[i], y = a.data.values[i];
      const bool finite = std::isfinite(x) && std::isfinite(y);
      const double err = finite ? std::fabs(y - x) : INFINITY;
      const double allowed = tol.atol + tol.rtol * std::fabs(x);
      const bool pass = finite ? err <= allowed : !std::isfinite(x) && ((std::isnan(x) && std::isnan(y)) || x == y);
      if (pass) continue;
      std::vector<int64_t> index(e.shape.size());
      for (std::size_t d = e.shape.size(), flat = i; d-- > 0;) {
        index[d] = int64_t(flat % std::size_t(e.shape[d]));
        flat /= std::size_t(e.shape[d]);
      }
      all.push_back(ElementDiff{index, x, y, err, false, finite && allowed > 0 ? err / allowed : INFINITY});
    }
  const std::size_t k = std::min(n, all.size());
  std::partial_sort(all.begin(), all.begin() + std::ptrdiff_t(k), all.end(), [](const ElementDiff& p, const ElementDiff& q) {
    return p.tol_use != q.tol_use ? p.tol_use > q.tol_use : p.error > q.error;
  });
  all.resize(k);
  return all;
}

bool same_elements(const std::vector<ElementDiff>& a, const std::vector<ElementDiff>& b, std::size_t n) {
  if (std::min(a.size(), n) != std::min(b.size(), n)) return false;
  for (std::size_t i = 0; i < a.size() && i < n; ++i)
    if (a[i].index != b[i].index) return false;
  return true;
}

// Resolves an inclusive [first, last] argument against `count`; "" or the problem.
std::string resolve_range(const json& a, const char* key, int64_t count, const std::string& tensor, int64_t& begin,
                          int64_t& end) {
  begin = 0;
  end = count;
  if (!a.contains(key)) return "";
  const int64_t first = int64_t(a[key][0].get<double>()), last = int64_t(a[key][1].get<double>());
  if (first > last)
    return std::string("view_output: ") + key + " [" + std::to_string(first) + ", " + std::to_string(last) +
           "] must have first <= last";
  if (first >= count)
    return std::string("view_output: ") + key + " [" + std::to_string(first) + ", " + std::to_string(last) +
           "] is outside " + tensor + ", which has " + key + " 0.." + std::to_string(count - 1);
  begin = first;
  end = std::min(last + 1, count);
  return "";
}

}  // namespace

std::string format_eval_brief(const EvalResult& r, const std::string& kernel_text) {
  std::string s = "status: " + std::string(eval_status_name(r.status)) + "\n";
  if (r.status == EvalStatus::syntax) {
    const std::size_t errors = count_severity(r.diagnostics, Severity::error);
    const std::size_t warnings = count_severity(r.diagnostics, Severity::warning);
    s += "errors: " + detail::count_text(errors, "error") + ", " + detail::count_text(warnings, "warning") +
         "; the kernel does not assemble, nothing was run.\n\n";
    if (kernel_text.empty()) {
      std::vector<Diagnostic> ds = r.diagnostics;
      sort_diagnostics(ds);
      for (std::size_t i = 0; i < ds.size() && i < kMaxDiagnosticsShown; ++i) s += format_diagnostic(ds[i]);
    } else {
      s += format_diagnostics_capped(r.diagnostics, kernel_text, kMaxDiagnosticsShown);
    }
    return s;
  }
  // After a fault or the cycle limit the outputs are whatever the run left: their match says
  // nothing about the kernel's arithmetic, so only halted runs report it.
  if (!r.outputs.empty() && (r.status == EvalStatus::pass || r.status == EvalStatus::mismatch))
    s += "match: " + match_text(r) + "\n";
  if (const std::string f = fault_line(r); !f.empty()) s += f + "\n";
  if (r.status == EvalStatus::cycle_limit) s += "error: cycle limit of " + std::to_string(r.max_cycles) + " cycles reached\n";
  if (r.run) s += cycles_text(r) + "\n";
  if (const std::string c = counters_text(r); !c.empty()) s += c + "\n";
  if (r.fresh)
    s += "fresh seed " + std::to_string(r.fresh->seed) + ": " + eval_status_name(r.fresh->status) + "\n";
  if (!r.passed()) s += "diagnosis: " + r.message + "\n";
  if (r.status == EvalStatus::mismatch) s += "next: view_output shows the per-row diff with expected vs actual values.\n";
  return s;
}

// ---- run_evaluation --------------------------------------------------------------------------------

ToolResult ToolBox::run_evaluation(const json&) {
  if (!load_kernel()) return no_kernel("run_evaluation");
  EvalOptions o = opts_.eval;
  o.hw = hw_;
  o.seed = opts_.seed;
  o.kernel_name = opts_.kernel_file;
  o.keep_tensors = true;   // for view_output
  o.stop = stop_;
  EvalResult r = evaluate(platform_, task_, cfg_, code_, o);
  if (r.stopped) return detail::stopped_result("run_evaluation", stop_, opts_.time_limit_seconds);
  ++evaluations_;
  ToolResult t;
  t.text = format_eval_brief(r, code_);
  json outputs = json::array();
  for (const TensorComparison& c : r.outputs)
    outputs.push_back({{"name", c.name},
                       {"ok", c.ok()},
                       {"match_percent", c.match_percent()},
                       {"elements", c.elements},
                       {"passed", c.passed},
                       {"poisoned", c.poisoned}});
  t.data = {{"evaluation", evaluations_},
            {"status", eval_status_name(r.status)},
            {"passed", r.passed()},
            {"seed", r.seed},
            {"kernel_hash", r.kernel_hash},
            {"static_instructions", r.static_instructions},
            {"cycles", r.cycles},
            {"outputs", outputs},
            {"message", r.message},
            {"wall_seconds", r.wall_seconds}};
  t.data["dynamic_instructions"] = r.run ? json(r.run->instructions) : json(nullptr);
  json counters = json::object();
  if (r.run)
    for (const auto& [name, value] : r.run->counters) counters[name] = value;
  t.data["counters"] = counters;
  t.data["baseline_cycles"] = r.baseline_cycles ? json(*r.baseline_cycles) : json(nullptr);
  t.data["baseline_static_instructions"] =
      r.baseline_static_instructions ? json(*r.baseline_static_instructions) : json(nullptr);
  t.data["speedup"] = r.speedup ? json(*r.speedup) : json(nullptr);
  t.data["roofline_cycles"] = r.roofline_cycles;
  t.data["roofline_fraction"] = r.roofline_fraction ? json(*r.roofline_fraction) : json(nullptr);
  if (r.run && r.run->fault) {
    const FaultInfo& f = *r.run->fault;
    t.data["fault"] = {{"kind", f.kind}, {"pc", f.pc}};
    t.data["fault"]["address"] = f.address ? json(*f.address) : json(nullptr);
  }
  if (r.status == EvalStatus::syntax)
    t.data["errors"] = count_severity(r.diagnostics, Severity::error);
  last_eval_ = std::move(r);
  last_eval_code_ = code_;
  return t;
}

// ---- view_output -----------------------------------------------------------------------------------

ToolResult ToolBox::view_output(const json& a) {
  if (!last_eval_) return usage_error("view_output: there is no evaluation yet; call run_evaluation first.");
  const EvalResult& r = *last_eval_;
  if (r.expected.empty() || r.actual.size() != r.expected.size()) {
    const std::string why = r.status == EvalStatus::syntax ? "the kernel did not assemble, so nothing ran"
                                                           : "the simulator produced no output memory";
    return usage_error("view_output: the last run_evaluation (status " + std::string(eval_status_name(r.status)) +
                       ") has no output to show: " + why + ".");
  }
  std::size_t k = 0;
  if (a.contains("output")) {
    const std::string want = a["output"].get<std::string>();
    std::string names;
    bool found = false;
    for (std::size_t i = 0; i < r.expected.size(); ++i) {
      names += (names.empty() ? "" : ", ") + r.expected[i].name;
      if (r.expected[i].name == want) {
        k = i;
        found = true;
      }
    }
    if (!found) return usage_error("view_output: no output called '" + want + "'; the outputs are " + names + ".");
  } else {
    for (std::size_t i = 0; i < r.outputs.size(); ++i)
      if (!r.outputs[i].ok()) {
        k = i;
        break;
      }
  }
  const TensorData& e = r.expected[k];
  const OutputTensor& act = r.actual[k];
  const int64_t cols = e.shape.empty() ? 1 : e.shape.back();
  const int64_t rows = cols ? int64_t(e.values.size()) / cols : 0;
  Region reg;
  if (std::string p = resolve_range(a, "rows", rows, e.name, reg.row_begin, reg.row_end); !p.empty())
    return usage_error(p);
  if (std::string p = resolve_range(a, "columns", cols, e.name, reg.col_begin, reg.col_end); !p.empty())
    return usage_error(p);
  const bool whole = !a.contains("rows") && !a.contains("columns");
  const int max_rows = a.contains("max_rows") ? int(a["max_rows"].get<double>()) : kViewDefaultRows;
  const TensorComparison c = compare_tensor(e, act.data, r.tolerance, act.poisoned, reg);

  std::vector<std::string> out;
  std::string head = e.name + " " + shape_text(e.shape);
  if (!whole)
    head += ", rows " + std::to_string(reg.row_begin) + ".." + std::to_string(reg.row_end - 1) + ", columns " +
            std::to_string(reg.col_begin) + ".." + std::to_string(reg.col_end - 1);
  head += ", from run_evaluation #" + std::to_string(evaluations_) + " (status " + eval_status_name(r.status) +
          "); tolerance |y - ref| <= " + num(r.tolerance.atol) + " + " + num(r.tolerance.rtol) + " * |ref|";
  out.push_back(head);
  if (last_eval_code_ != code_)
    out.push_back("note: the kernel was rewritten after this evaluation; run_evaluation shows the current one.");
  if (r.status == EvalStatus::fault || r.status == EvalStatus::illegal_instruction || r.status == EvalStatus::cycle_limit)
    out.push_back(std::string("note: the run stopped early (") + eval_status_name(r.status) +
                  "); this is the output memory as it was then.");
  out.push_back(c.ok() ? "All " + std::to_string(c.elements) + " elements within tolerance (100 %)."
                       : summarize_comparison(c));
  if (c.elements > c.poisoned + c.nonfinite && !c.ok())
    out.push_back("max abs error " + num(c.max_error) + ", mean abs error " + num(c.mean_error) +
                  " (over finite values)");
  if (!c.tightest.empty() && std::isfinite(c.max_tol_use) && c.max_tol_use > 0)
    out.push_back("closest to its tolerance:" + element_line(e.name, c.tightest.front()).substr(1) +
                  (c.ok() ? "" : " (worst elements are ranked by this share)"));

  // Per-row statistics of the region.
  std::vector<RowStats> stats;
  std::vector<int64_t> failing, all_unwritten, some_unwritten;
  for (int64_t row = reg.row_begin; row < reg.row_end; ++row) {
    stats.push_back(row_stats(e, act, r.tolerance, row, cols, reg.col_begin, reg.col_end));
    const RowStats& s = stats.back();
    if (s.bad) failing.push_back(row);
    if (s.unwritten == s.elements && s.elements) all_unwritten.push_back(row);
    else if (s.unwritten) some_unwritten.push_back(row);
  }
  if (c.poisoned > 0) {
    std::string u = std::string("never written (still the ") + (c.float_poison ? "NaN" : "integer") +
                    " poison): " + std::to_string(c.poisoned) + " elements";
    if (!all_unwritten.empty()) u += "; rows " + format_ranges(all_unwritten) + " entirely";
    if (!some_unwritten.empty()) u += "; rows " + format_ranges(some_unwritten) + " partly";
    out.push_back(u);
  }
  if (c.unwritten) {
    // Nothing was written: a table of identical rows and a list of poisoned elements add nothing.
    stats.clear();
    failing.clear();
  }
  // The table: every row when they fit, else the failing ones first-to-last.
  std::vector<const RowStats*> shown;
  const bool all_fit = stats.size() <= std::size_t(max_rows);
  for (const RowStats& s : stats)
    if ((all_fit || failing.empty() || s.bad) && shown.size() < std::size_t(max_rows)) shown.push_back(&s);
  char header[160];
  std::snprintf(header, sizeof header, "  %5s  %5s  %9s  %11s  %11s", "row", "bad", "unwritten", "max_abs_err", "mse");
  if (!shown.empty()) {
    out.push_back("per-row error (" + std::to_string(reg.col_end - reg.col_begin) + " elements per row" +
                  (all_fit ? "" : failing.empty() ? ", first rows" : ", failing rows") + "):");
    out.push_back(header);
  }
  for (const RowStats* s : shown) out.push_back(row_line(*s));
  if (!all_fit && !c.unwritten) {
    if (!failing.empty() && failing.size() > shown.size())
      out.push_back("  ... " + std::to_string(failing.size() - shown.size()) + " more failing rows (failing rows: " +
                    format_ranges(failing) + ")");
    if (!failing.empty()) out.push_back("  rows not listed are within tolerance");
    else out.push_back("  ... " + std::to_string(stats.size() - shown.size()) + " more rows, all within tolerance");
  }
  // A small explicit region is listed element by element below; the lists would repeat it.
  const bool listing_covers_all = !whole && c.elements <= int64_t(kRegionElements);
  const std::vector<ElementDiff> worst =
      c.poisoned ? worst_written(e, act, r.tolerance, reg, cols, kListedElements) : c.worst;
  if (!worst.empty() && !c.unwritten && !listing_covers_all) {
    out.push_back(c.poisoned ? "worst written elements (largest share of the tolerance first):"
                             : "worst elements (largest share of the tolerance first):");
    for (std::size_t i = 0; i < worst.size() && i < kListedElements; ++i) out.push_back(element_line(e.name, worst[i]));
  }
  if (!c.first_bad.empty() && !c.unwritten && !listing_covers_all &&
      !same_elements(c.first_bad, worst, kListedElements)) {
    out.push_back("first mismatching elements:");
    for (std::size_t i = 0; i < c.first_bad.size() && i < kListedElements; ++i)
      out.push_back(element_line(e.name, c.first_bad[i]));
  }
  if (!whole) {
    out.push_back("elements of the region (row-major):");
    const std::string listing = format_region(e, act.data, r.tolerance, act.poisoned, reg, kRegionElements);
    for (std::size_t b = 0; b < listing.size();) {
      const std::size_t n = listing.find('\n', b);
      out.push_back("  " + listing.substr(b, n == std::string::npos ? std::string::npos : n - b));
      if (n == std::string::npos) break;
      b = n + 1;
    }
  }
  for (std::size_t i = 0; i < r.outputs.size(); ++i)
    if (i != k)
      out.push_back("other output " + r.outputs[i].name + ": " + (r.outputs[i].ok() ? "pass" : "FAIL") + " (" +
                    percent(r.outputs[i].match_percent()) + "); view_output {\"output\": \"" + r.outputs[i].name +
                    "\"}");

  ToolResult t;
  t.text = detail::join_bounded(out, kViewMaxLines);
  t.data = {{"output", e.name},
            {"shape", e.shape},
            {"evaluation", evaluations_},
            {"region", {{"rows", {reg.row_begin, reg.row_end - 1}}, {"columns", {reg.col_begin, reg.col_end - 1}}}},
            {"elements", c.elements},
            {"passed", c.passed},
            {"match_percent", c.match_percent()},
            {"poisoned", c.poisoned},
            {"failing_rows", failing.size()},
            {"max_error", c.max_error}};
  return t;
}

}  // namespace kc::agent
