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
std::string hint_line(const Diagnostic& d) { return d.hint.empty() ? "" : "  hint: " + clip_text(d.hint, kMaxMessageBytes) + "\n"; }

std::string head_line(const Diagnostic& d) {
  return position(d) + ": " + severity_name(d.severity) + ": " + clip_text(d.message, kMaxMessageBytes) + "\n";
}

// "    3 | text\n      |   ^~~~\n": the line with a caret under columns col..col+length-1. A line
// longer than kMaxQuotedLineBytes is shown as a window around the caret, "..." marking the cuts.
std::string excerpt(const Diagnostic& d, std::string_view line) {
  std::size_t start = d.col - 1;
  std::size_t from = 0, to = line.size();
  if (line.size() > kMaxQuotedLineBytes) {
    const std::size_t half = kMaxQuotedLineBytes / 2;
    from = start > half ? std::min(start - half, line.size() - kMaxQuotedLineBytes) : 0;
    to = from + kMaxQuotedLineBytes;
  }
  std::string text = (from > 0 ? "..." : "") + std::string(line.substr(from, to - from)) + (to < line.size() ? "..." : "");
  std::replace(text.begin(), text.end(), '\t', ' ');  // keep the caret under its column
  const std::size_t shift = from > 0 ? 3 : 0;
  start = start >= from ? start - from + shift : shift;
  char num[16];
  std::snprintf(num, sizeof num, "%5u", d.line);
  const std::size_t len = std::max<std::size_t>(1, std::min<std::size_t>(d.length, text.size() > start ? text.size() - start : 1));
  return std::string(num) + " | " + text + "\n      | " + std::string(start, ' ') + "^" + std::string(len - 1, '~') + "\n";
}

std::string format_with_line(const Diagnostic& d, std::string_view line) {
  const std::string head = head_line(d);
  if (line.empty()) return head + hint_line(d);
  // Without a column (a tool that reports lines only), the line is shown without a caret.
  if (d.col == 0) {
    const std::string clipped =
        line.size() > kMaxQuotedLineBytes ? std::string(line.substr(0, kMaxQuotedLineBytes)) + "..." : std::string(line);
    return head + "    " + std::to_string(d.line) + " | " + clipped + "\n" + hint_line(d);
  }
  return head + excerpt(d, line) + hint_line(d);
}

}  // namespace

const char* severity_name(Severity s) { return s == Severity::error ? "error" : "warning"; }

std::string position(const Diagnostic& d) {
  std::string s = d.file;
  if (d.line > 0) s += ":" + std::to_string(d.line);
  if (d.line > 0 && d.col > 0) s += ":" + std::to_string(d.col);
  return s;
}

std::string format_diagnostic(const Diagnostic& d) { return head_line(d) + hint_line(d); }

std::string format_diagnostic(const Diagnostic& d, std::string_view source) {
  return format_with_line(d, d.line > 0 ? source_line(source, d.line) : std::string_view());
}

std::string format_diagnostic(const Diagnostic& d, const SourceLines& source) {
  return format_with_line(d, d.line > 0 ? source.line(d.line) : std::string_view());
}

SourceLines::SourceLines(std::string_view source) : source_(source) {
  starts_.push_back(0);
  for (std::size_t i = source.find('\n'); i != std::string_view::npos; i = source.find('\n', i + 1))
    starts_.push_back(i + 1);
}

std::string_view SourceLines::line(unsigned n) const {
  if (n == 0 || n > starts_.size()) return {};
  const std::size_t b = starts_[n - 1];
  if (b > source_.size()) return {};
  const std::size_t e = n < starts_.size() ? starts_[n] - 1 : source_.size();
  std::string_view l = source_.substr(b, e - b);
  if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
  return l;
}

std::string format_diagnostics_capped(const std::vector<Diagnostic>& ds, std::string_view source, std::size_t max) {
  std::vector<const Diagnostic*> sorted;
  sorted.reserve(ds.size());
  for (const Diagnostic& d : ds) sorted.push_back(&d);
  const auto before = [](const Diagnostic* a, const Diagnostic* b) {
    return a->line != b->line ? a->line < b->line : a->col < b->col;
  };
  if (!std::is_sorted(sorted.begin(), sorted.end(), before)) std::stable_sort(sorted.begin(), sorted.end(), before);
  const SourceLines lines(source);
  std::string s;
  for (std::size_t i = 0; i < sorted.size() && i < max; ++i) s += format_diagnostic(*sorted[i], lines);
  if (sorted.size() > max) {
    const std::size_t errors = count_severity(ds, Severity::error), warnings = ds.size() - errors;
    s += "... and " + std::to_string(sorted.size() - max) + " more diagnostic(s) not shown (" +
         diagnostic_counts(errors, warnings) + " in all)\n";
  }
  return s;
}

std::string clip_text(std::string_view text, std::size_t max) {
  if (text.size() <= max) return std::string(text);
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;   // not inside a UTF-8 character
  return std::string(text.substr(0, cut)) + " [... " + std::to_string(text.size() - cut) + " more bytes]";
}

std::string diagnostic_counts(std::size_t errors, std::size_t warnings) {
  return std::to_string(errors) + (errors == 1 ? " error, " : " errors, ") + std::to_string(warnings) +
         (warnings == 1 ? " warning" : " warnings");
}

std::size_t count_severity(const std::vector<Diagnostic>& ds, Severity s) {
  return static_cast<std::size_t>(std::count_if(ds.begin(), ds.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

void sort_diagnostics(std::vector<Diagnostic>& ds) {
  const auto before = [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.col < b.col;
  };
  if (std::is_sorted(ds.begin(), ds.end(), before)) return;   // the usual case: no moves at all
  std::stable_sort(ds.begin(), ds.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.col < b.col;
  });
}

}  // namespace kc
