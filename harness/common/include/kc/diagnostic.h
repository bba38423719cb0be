// Diagnostics of kernel sources: positioned errors and warnings, printed as
//   file:line:col: error: message
//     hint: advice
// Platform-independent: each platform's assembler or toolchain adapter fills them, the CLI, the
// evaluation and the agent's tools print them.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

enum class Severity { error, warning };

struct Diagnostic {
  Severity severity = Severity::error;
  std::string file;
  unsigned line = 1;    // 1-based source line; 0 = no position in the file (e.g. a link error)
  unsigned col = 1;     // 1-based byte column of the offending token; 0 = the tool reports lines only
  unsigned length = 1;  // bytes of the offending token (for the caret line), at least 1
  std::string message;
  std::string hint;     // extra advice, "" if none
};

// "error" or "warning".
const char* severity_name(Severity s);

// "file:line:col: severity: message\n" ("file:line:" without a column, "file:" without a line)
// plus "  hint: ...\n" when the diagnostic has a hint.
std::string position(const Diagnostic& d);   // "file:line:col", "file:line" or "file"
std::string format_diagnostic(const Diagnostic& d);

// As above, with the source line and a caret under the offending token between the message and
// the hint (gcc style). `source` is the whole text the positions refer to.
std::string format_diagnostic(const Diagnostic& d, std::string_view source);

// The lines of a source text, indexed once (line(n) costs no scan): format a million diagnostics
// of one file in linear time. `source` must outlive it.
class SourceLines {
 public:
  explicit SourceLines(std::string_view source);
  // Line n (1-based) without its line break (and a trailing CR); "" if there is no such line.
  std::string_view line(unsigned n) const;
  std::size_t count() const { return starts_.size(); }

 private:
  std::string_view source_;
  std::vector<std::size_t> starts_;   // offset of each line's first byte
};

// Bounds of printed diagnostics (people read them; agents read them every turn).
constexpr std::size_t kMaxDiagnosticsFormatted = 50;   // asm / eval / a syntax message: the first 50, then a count
constexpr std::size_t kMaxQuotedLineBytes = 160;       // a quoted source line is clipped around the caret
constexpr std::size_t kMaxMessageBytes = 300;          // a message or hint is clipped (it may quote a 5 MB token)

std::string format_diagnostic(const Diagnostic& d, const SourceLines& source);

// `ds` sorted by position, the first `max` formatted with their source lines, then
// "... and N more diagnostic(s) not shown (E errors, W warnings in all)" when there are more.
// Formats only what it shows: linear in the size of the source, whatever the count.
std::string format_diagnostics_capped(const std::vector<Diagnostic>& ds, std::string_view source, std::size_t max);

// `text` cut to at most `max` bytes (on a UTF-8 character boundary) with " [... N more bytes]"
// appended when it was longer.
std::string clip_text(std::string_view text, std::size_t max);

// Number of diagnostics of one severity.
std::size_t count_severity(const std::vector<Diagnostic>& ds, Severity s);

// "1 error, 2 warnings": the closing count line of a listing of diagnostics.
std::string diagnostic_counts(std::size_t errors, std::size_t warnings);

// Sorts by (line, col), keeping the order of diagnostics at the same position.
void sort_diagnostics(std::vector<Diagnostic>& ds);

}  // namespace kc
