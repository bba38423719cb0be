// Small helpers shared by kc-gen's emitters: writing outputs only when they change, and quoting
// text for C++, SystemVerilog and Markdown.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kc::gen {

// Writes `content` to `path` unless the file already holds exactly that (so unchanged outputs
// keep their timestamps and nothing downstream rebuilds). Creates parent directories. Returns
// true if the file was written; throws std::runtime_error on I/O failure.
bool write_if_changed(const std::string& path, const std::string& content);

// A C++ string literal ("..." with \\, \", \n escaped).
std::string cpp_string(const std::string& text);

// Hex with a fixed number of digits and no prefix ("0001a2").
std::string hex(std::uint64_t value, int digits);

// Upper-case copy (ASCII).
std::string upper(std::string s);

// Text for a Markdown table cell: '|' escaped, newlines turned into spaces.
std::string md_cell(const std::string& text);

// Joins strings with a separator.
std::string join(const std::vector<std::string>& parts, const std::string& sep);

// printf into a std::string.
std::string strf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

}  // namespace kc::gen
