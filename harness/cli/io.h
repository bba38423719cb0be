// File input and output of the command-line tools; "-" names stdin / stdout.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kc::cli {

// The whole content of `path` (or stdin for "-"), or nullopt with `*error` set — also when it
// has more than `max_bytes` (reading stops there: /dev/zero or an endless pipe cannot exhaust
// memory).
// `what` names the limit in that message ("a kernel", "a program file").
std::optional<std::string> read_input(const std::string& path, std::string* error,
                                      std::size_t max_bytes = std::size_t(-1) / 2, const std::string& what = "a kernel");

// Writes `bytes` to `path` (or stdout for "-"). A file is written to a temporary name and renamed,
// so readers never see a partial file. Returns false with `*error` set on failure.
bool write_output(const std::string& path, std::string_view bytes, std::string* error);

// Removes `path` if it is a regular file (a stale output after a failed run); "-" is ignored.
void remove_output(const std::string& path);

// The name diagnostics use for input `path`: "<stdin>" for "-".
std::string input_name(const std::string& path);

}  // namespace kc::cli
