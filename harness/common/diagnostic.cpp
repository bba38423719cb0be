#include <algorithm>
#include <cstdio>
#include <string>

#include "kc/diagnostic.h"

namespace kc {

namespace {

// Line `n` (1-based) of `source` without its line break; "" if there is no such line.
std::string_view source_line(std::string_view source, unsigned n) {
  std::size_t start = 0;
  for (unsigned i = 1; i < n; ++i) {
    const std::size_t nl = source.find('\n', start);
    if (nl == std::string_view::npos) return {};
    start = nl + 1;
  }
  std::string_view line = source.substr(start, source.find('\n', start) - start);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

// The "  hint: ..." line of `d`, or "".
std::string hint_line(const Diagnostic& d) { return d.hint.empty() ? "" : "  hint: " + d.hint + "\n"; }

// "    3 | text\n      |   ^~~~\n": the line with a caret under columns col..col+length-1.
std::string excerpt(const Diagnostic& d, std::string_view line) {
  std::string text(line);
  std::replace(text.begin(), text.end(), '\t', ' ');  // keep the caret under its column
  char num[16];
  std::snprintf(num, sizeof num, "%5u", d.line);
  const std::size_t start = d.col - 1;
  const std::size_t len = std::max<std::size_t>(1, std::min<std::size_t>(d.length, text.size() > start ? text.size() - start : 1));
  return std::string(num) + " | " + text + "\n      | " + std::string(start, ' ') + "^" + std::string(len - 1, '~') + "\n";
}

}  // namespace

const char* severity_name(Severity s) { return s == Severity::error ? "error" : "warning"; }

std::string position(const Diagnostic& d) {
  std::string s = d.file;
  if (d.line > 0) s += ":" + std::to_string(d.line);
  if (d.line > 0 && d.col > 0) s += ":" + std::to_string(d.col);
  return s;
}

std::string format_diagnostic(const Diagnostic& d) {
  return position(d) + ": " + severity_name(d.severity) + ": " + d.message + "\n" + hint_line(d);
}

std::string format_diagnostic(const Diagnostic& d, std::string_view source) {
  const std::string head = position(d) + ": " + severity_name(d.severity) + ": " + d.message + "\n";
  const std::string_view line = d.line > 0 ? source_line(source, d.line) : std::string_view();
  if (line.empty()) return head + hint_line(d);
  // Without a column (a tool that reports lines only), the line is shown without a caret.
  return head + (d.col > 0 ? excerpt(d, line) : "    " + std::to_string(d.line) + " | " + std::string(line) + "\n") +
         hint_line(d);
}

std::string diagnostic_counts(std::size_t errors, std::size_t warnings) {
  return std::to_string(errors) + (errors == 1 ? " error, " : " errors, ") + std::to_string(warnings) +
         (warnings == 1 ? " warning" : " warnings");
}

std::size_t count_severity(const std::vector<Diagnostic>& ds, Severity s) {
  return static_cast<std::size_t>(std::count_if(ds.begin(), ds.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

void sort_diagnostics(std::vector<Diagnostic>& ds) {
  std::stable_sort(ds.begin(), ds.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.col < b.col;
  });
}

}  // namespace kc
