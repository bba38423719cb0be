// Helpers shared by the tool implementations (not part of the library's interface).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/agent_tools.h"

namespace kc::agent::detail {

// A number as the tools print it: up to `digits` significant digits, "nan", "inf", "-inf".
std::string num(double v, int digits = 6);
// "%.<digits>f".
std::string fixed(double v, int digits);
// Lines of `text` as an editor counts them ("a\nb" and "a\nb\n" are both 2).
std::size_t line_count(const std::string& text);
// "2 error(s)": counts in the form of the paper's check_syntax output.
std::string count_text(std::size_t n, const char* what);

// A usage error: is_error, the message as text, and {"error": message} as data.
ToolResult usage_error(const std::string& message);

// (At most `max` diagnostics formatted with their source lines: kc::format_diagnostics_capped.)

// The error result of a tool that `stop` ended before it finished: interrupted (its flag) or at the
// wall-clock limit of a tool call (`limit_seconds`). data: {"error", "stopped": "interrupted" or
// "time_limit"}.
ToolResult stopped_result(const std::string& tool, const StopToken& stop, double limit_seconds);

// Joins lines with "\n", keeping at most `max_lines` (then a note how many were left out).
std::string join_bounded(const std::vector<std::string>& lines, std::size_t max_lines);

}  // namespace kc::agent::detail
