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

// Number of diagnostics of one severity.
std::size_t count_severity(const std::vector<Diagnostic>& ds, Severity s);

// "1 error, 2 warnings": the closing count line of a listing of diagnostics.
std::string diagnostic_counts(std::size_t errors, std::size_t warnings);

// Sorts by (line, col), keeping the order of diagnostics at the same position.
void sort_diagnostics(std::vector<Diagnostic>& ds);

}  // namespace kc
