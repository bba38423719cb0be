// Tensor comparison and its text renderings (kc/compare.h).
#include "kc/compare.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <stdexcept>

namespace kc {

namespace {

constexpr std::size_t kListed = 16;  // entries kept in the worst / first-failing lists

// Verdict on one element.
struct ElementCheck {
  bool pass = false;
  bool finite = false;  // both values finite (the error counts towards max / mean)
  double error = 0;     // |actual - expected|, inf when non-finite and different
  double tol_use = 0;   // error / allowed error (inf: non-finite, or a 0 tolerance exceeded)
};

// The rule of compare.h for one element.
ElementCheck check_element(double expected, double actual, const Tolerance& tol) {
  ElementCheck c;
  if (std::isfinite(expected) && std::isfinite(actual)) {
    c.finite = true;
    c.error = std::fabs(actual - expected);
    const double allowed = tol.atol + tol.rtol * std::fabs(expected);
    c.pass = c.error <= allowed;
    c.tol_use = allowed > 0 ? c.error / allowed : c.error > 0 ? INFINITY : 0;
    return c;
  }
  const bool same = (std::isnan(expected) && std::isnan(actual)) || expected == actual;
  c.pass = same && !std::isfinite(expected);
  c.error = c.pass ? 0 : INFINITY;
  c.tol_use = c.pass ? 0 : INFINITY;
  return c;
}

// Elements per row (the last dimension; 1 for a scalar).
int64_t row_length(const std::vector<int64_t>& shape) { return shape.empty() ? 1 : shape.back(); }

// The multi-dimensional index of flat position `flat`.
std::vector<int64_t> unravel(const std::vector<int64_t>& shape, int64_t flat) {
  std::vector<int64_t> idx(shape.size());
  for (std::size_t d = shape.size(); d-- > 0;) {
    idx[d] = shape[d] ? flat % shape[d] : 0;
    flat = shape[d] ? flat / shape[d] : 0;
  }
  return idx;
}

// `region` clamped to a rows x cols matrix, ends resolved.
Region clamp(const Region& r, int64_t rows, int64_t cols) {
  Region c;
  c.row_end = r.row_end < 0 ? rows : std::min(r.row_end, rows);
  c.col_end = r.col_end < 0 ? cols : std::min(r.col_end, cols);
  c.row_begin = std::clamp<int64_t>(r.row_begin, 0, c.row_end);
  c.col_begin = std::clamp<int64_t>(r.col_begin, 0, c.col_end);
  return c;
}

// A number as people read it: 6 significant digits, "nan", "inf", "-inf"; whole numbers below 2^53
// in full (an int64 dot product off by 2^32 must not print as "expected 1.53e+12, got 1.53e+12").
std::string num(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[32];
  if (v == std::trunc(v) && std::fabs(v) < 9007199254740992.0) std::snprintf(buf, sizeof buf, "%.0f", v);
  else std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

}  // namespace

std::string tolerance_share(double tol_use) {
  if (!std::isfinite(tol_use)) return "more than all";
  char buf[32];
  const double p = 100 * tol_use;
  std::snprintf(buf, sizeof buf, p < 1 ? "%.2g %%" : "%.0f %%", p);
  return buf;
}

namespace {

std::string percent(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f %%", p);
  return buf;
}

// "Y[5][3] expected 0.5, got -1.25 (error 1.75, 3.5x its tolerance)".
std::string describe_element_text(const std::string& name, const ElementDiff& d) {
  std::string s = format_index(name, d.index) + " expected " + num(d.expected) + ", got " + num(d.actual);
  if (d.poisoned) return s + " (never written)";
  s += " (error " + num(d.error);
  if (std::isfinite(d.tol_use) && d.tol_use > 1) s += ", " + num(std::round(d.tol_use * 10) / 10) + "x its tolerance";
  return s + ")";
}

std::string shape_text(const std::vector<int64_t>& shape) {
  std::string s;
  for (int64_t d : shape) s += (s.empty() ? "" : " x ") + std::to_string(d);
  return "[" + (s.empty() ? std::string("scalar") : s) + "]";
}

// "row 3" / "rows 4..7".
std::string rows_text(const std::vector<int64_t>& rows) {
  return (rows.size() == 1 ? "row " : "rows ") + format_ranges(rows);
}

// "rows 4..7 all wrong; row 9 partly wrong; other rows correct" (rows in tensor numbering).
std::string row_pattern(const TensorComparison& c) {
  const int64_t cols = int64_t(c.column_bad.size());
  std::vector<int64_t> full, partial;
  for (const RowError& r : c.rows) {
    if (r.bad == cols && cols > 0) full.push_back(r.row);
    else if (r.bad > 0) partial.push_back(r.row);
  }
  if (full.size() + partial.size() == 0) return "";
  if (full.size() == c.rows.size()) return c.rows.size() == 1 ? "every element wrong" : "every row wrong";
  std::string s;
  if (!full.empty()) s += rows_text(full) + " all wrong";
  if (!partial.empty()) s += std::string(s.empty() ? "" : "; ") + rows_text(partial) + " partly wrong";
  if (full.size() + partial.size() < c.rows.size()) s += "; other rows correct";
  return s;
}

// "columns 32..63 wrong" when only some columns fail, else "".
std::string column_pattern(const TensorComparison& c) {
  std::vector<int64_t> bad;
  for (std::size_t i = 0; i < c.column_bad.size(); ++i)
    if (c.column_bad[i] > 0) bad.push_back(c.col_begin + int64_t(i));
  if (bad.empty() || bad.size() == c.column_bad.size()) return "";
  return bad.size() == 1 ? "only column " + format_ranges(bad) + " has failing elements"
                         : "only columns " + format_ranges(bad) + " have failing elements";
}

}  // namespace

std::string describe_element(const std::string& name, const ElementDiff& d) { return describe_element_text(name, d); }

std::string format_index(const std::string& name, const std::vector<int64_t>& index) {
  std::string s = name;
  for (int64_t i : index) s += "[" + std::to_string(i) + "]";
  return s;
}

std::string format_ranges(const std::vector<int64_t>& values) {
  constexpr std::size_t kMaxRanges = 8;
  std::string s;
  std::size_t ranges = 0;
  for (std::size_t i = 0; i < values.size();) {
    std::size_t j = i;
    while (j + 1 < values.size() && values[j + 1] == values[j] + 1) ++j;
    if (ranges++ == kMaxRanges) return s + ", ...";
    s += (s.empty() ? "" : ", ") + std::to_string(values[i]) + (j > i ? ".." + std::to_string(values[j]) : "");
    i = j + 1;
  }
  return s;
}

TensorComparison compare_tensor(const TensorData& expected, const TensorData& actual, const Tolerance& tol,
                                const std::vector<bool>& poisoned, const Region& region) {
  if (expected.shape != actual.shape || expected.values.size() != actual.values.size())
    throw std::invalid_argument("compare_tensor: " + expected.name + " has shape " + shape_text(expected.shape) +
                                " but the actual tensor has " + shape_text(actual.shape));
  if (!poisoned.empty() && poisoned.size() != actual.values.size())
    throw std::invalid_argument("compare_tensor: poison mask of " + expected.name + " has the wrong size");
  TensorComparison c;
  c.name = expected.name;
  c.float_poison = expected.dtype == DType::bf16 || expected.dtype == DType::f32;
  c.shape = expected.shape;
  const int64_t cols = row_length(c.shape);
  const int64_t rows = cols ? int64_t(expected.values.size()) / cols : 0;
  const Region reg = clamp(region, rows, cols);
  c.row_begin = reg.row_begin;
  c.col_begin = reg.col_begin;
  c.column_bad.assign(std::size_t(reg.col_end - reg.col_begin), 0);

  struct Failing {
    double tol_use, error;
    int64_t index;
  };
  std::vector<Failing> failing;
  int64_t tightest = -1;
  double error_sum = 0;
  int64_t finite_count = 0;
  for (int64_t r = reg.row_begin; r < reg.row_end; ++r) {
    RowError row{r, 0, 0};
    for (int64_t col = reg.col_begin; col < reg.col_end; ++col) {
      const int64_t i = r * cols + col;
      const double e = expected.values[std::size_t(i)], a = actual.values[std::size_t(i)];
      const bool poison = !poisoned.empty() && poisoned[std::size_t(i)];
      const ElementCheck k = check_element(e, a, tol);
      ++c.elements;
      c.poisoned += poison;
      row.max_error = std::max(row.max_error, k.error);
      if (tightest < 0 || k.tol_use > c.max_tol_use) {
        c.max_tol_use = k.tol_use;
        tightest = i;
      }
      if (k.finite) {
        ++finite_count;
        error_sum += k.error;
        c.max_error = std::max(c.max_error, k.error);
        if (e != 0) c.max_rel_error = std::max(c.max_rel_error, k.error / std::fabs(e));
      } else if (!k.pass && !poison && !std::isfinite(a)) {
        ++c.nonfinite;
      }
      if (k.pass) {
        ++c.passed;
        continue;
      }
      ++row.bad;
      ++c.column_bad[std::size_t(col - reg.col_begin)];
      failing.push_back({k.tol_use, k.error, i});
    }
    c.rows.push_back(row);
  }
  c.mean_error = finite_count ? error_sum / double(finite_count) : 0;
  c.unwritten = c.elements > 0 && c.poisoned == c.elements;

  auto diff = [&](int64_t i) {
    const ElementCheck k = check_element(expected.values[std::size_t(i)], actual.values[std::size_t(i)], tol);
    return ElementDiff{unravel(c.shape, i), expected.values[std::size_t(i)], actual.values[std::size_t(i)], k.error,
                       !poisoned.empty() && poisoned[std::size_t(i)], k.tol_use};
  };
  if (tightest >= 0) c.tightest.push_back(diff(tightest));
  for (std::size_t k = 0; k < failing.size() && k < kListed; ++k) c.first_bad.push_back(diff(failing[k].index));
  const std::size_t n = std::min(kListed, failing.size());
  // Worst first: the largest share of the tolerance, then the largest error, then index order.
  std::partial_sort(failing.begin(), failing.begin() + std::ptrdiff_t(n), failing.end(), [](const Failing& x, const Failing& y) {
    if (x.tol_use != y.tol_use) return x.tol_use > y.tol_use;
    if (x.error != y.error) return x.error > y.error;
    return x.index < y.index;
  });
  for (std::size_t k = 0; k < n; ++k) c.worst.push_back(diff(failing[k].index));
  return c;
}

std::string summarize_comparison(const TensorComparison& c) {
  if (c.ok()) return "";
  if (c.elements == 0) return c.name + ": no elements to compare.";
  if (c.unwritten)
    return c.name + " was never written: all " + std::to_string(c.elements) +
           " elements still hold the poison (" + (c.float_poison ? "NaN" : "an integer pattern") +
           ") the harness wrote before the run.";
  std::string s = c.name + ": " + std::to_string(c.passed) + " of " + std::to_string(c.elements) +
                  " elements within tolerance (" + percent(c.match_percent()) + ").";
  if (!c.worst.empty())
    s += " Worst (largest error relative to its tolerance): " + describe_element_text(c.name, c.worst.front()) + ".";
  std::vector<std::string> facts;
  if (const std::string rp = row_pattern(c); !rp.empty()) facts.push_back(rp);
  if (const std::string cp = column_pattern(c); !cp.empty()) facts.push_back(cp);
  if (c.poisoned > 0) facts.push_back(std::to_string(c.poisoned) + " elements never written (still poison)");
  if (c.nonfinite > 0) facts.push_back(std::to_string(c.nonfinite) + " elements NaN or infinite");
  for (std::size_t i = 0; i < facts.size(); ++i) {
    std::string f = facts[i];
    if (i == 0) f[0] = char(std::toupper(static_cast<unsigned char>(f[0])));
    s += (i == 0 ? " " : "; ") + f;
  }
  return facts.empty() ? s : s + ".";
}

std::string format_comparison(const TensorComparison& c, const ComparisonFormat& f) {
  std::string s = c.name + " " + shape_text(c.shape) + ": " + (c.ok() ? "PASS" : "FAIL") + ", " +
                  std::to_string(c.passed) + " of " + std::to_string(c.elements) + " elements within tolerance (" +
                  percent(c.match_percent()) + ")\n";
  if (c.unwritten) return s + "  never written: every element still holds the poison\n";
  if (c.elements > c.poisoned + c.nonfinite)
    s += "  max abs error " + num(c.max_error) + ", mean abs error " + num(c.mean_error) + ", max rel error " +
         num(c.max_rel_error) + " (over finite values)\n";
  if (!c.tightest.empty() && std::isfinite(c.max_tol_use))
    s += "  largest error relative to its tolerance: " + describe_element_text(c.name, c.tightest.front()) + ", " +
         tolerance_share(c.max_tol_use) + " of its tolerance\n";
  if (c.poisoned) s += "  never written (still poison): " + std::to_string(c.poisoned) + " elements\n";
  if (c.nonfinite) s += "  NaN or infinite: " + std::to_string(c.nonfinite) + " elements\n";
  const std::string rp = row_pattern(c);
  if (!rp.empty()) s += "  " + rp + "\n";
  if (const std::string cp = column_pattern(c); !cp.empty()) s += "  " + cp + "\n";
  std::vector<const RowError*> bad_rows;
  for (const RowError& r : c.rows)
    if (r.bad) bad_rows.push_back(&r);
  if (!bad_rows.empty() && rp != "every row wrong") {  // else the table would list every row alike
    s += "  failing rows (bad elements of " + std::to_string(c.column_bad.size()) + ", max error):\n";
    for (std::size_t i = 0; i < bad_rows.size() && i < f.max_rows; ++i)
      s += "    row " + std::to_string(bad_rows[i]->row) + ": " + std::to_string(bad_rows[i]->bad) + ", " +
           num(bad_rows[i]->max_error) + "\n";
    if (bad_rows.size() > f.max_rows) s += "    ... " + std::to_string(bad_rows.size() - f.max_rows) + " more\n";
  }
  auto list = [&](const char* title, const std::vector<ElementDiff>& ds) {
    if (ds.empty()) return;
    s += std::string("  ") + title + ":\n";
    for (std::size_t i = 0; i < ds.size() && i < f.max_elements; ++i) s += "    " + describe_element_text(c.name, ds[i]) + "\n";
  };
  list("worst elements (largest error relative to tolerance first)", c.worst);
  list("first failing elements", c.first_bad);
  return s;
}

std::string format_region(const TensorData& expected, const TensorData& actual, const Tolerance& tol,
                          const std::vector<bool>& poisoned, const Region& region, std::size_t max_elements) {
  const int64_t cols = row_length(expected.shape);
  const int64_t rows = cols ? int64_t(expected.values.size()) / cols : 0;
  if (actual.values.size() != expected.values.size())
    throw std::invalid_argument("format_region: " + expected.name + ": expected and actual sizes differ");
  const Region reg = clamp(region, rows, cols);
  std::string s;
  std::size_t listed = 0;
  const int64_t total = (reg.row_end - reg.row_begin) * (reg.col_end - reg.col_begin);
  for (int64_t r = reg.row_begin; r < reg.row_end; ++r) {
    for (int64_t col = reg.col_begin; col < reg.col_end; ++col) {
      if (listed == max_elements) return s + "... " + std::to_string(total - int64_t(listed)) + " more elements\n";
      const std::size_t i = std::size_t(r * cols + col);
      const ElementCheck k = check_element(expected.values[i], actual.values[i], tol);
      const bool poison = !poisoned.empty() && poisoned[i];
      s += format_index(expected.name, unravel(expected.shape, int64_t(i))) + "  expected " + num(expected.values[i]) +
           "  actual " + num(actual.values[i]) + (poison ? " (never written)" : "") + "  error " + num(k.error) +
           (k.pass ? "  ok\n" : "  FAIL\n");
      ++listed;
    }
  }
  return s;
}

}  // namespace kc
