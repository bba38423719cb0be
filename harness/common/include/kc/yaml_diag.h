// YAML diagnostics: `file:line:col: error: message` reports and strict schema checks for the
// declarative inputs (ISA tables, hardware configurations, task specs).
//
// A YamlDiag collects every error of one file so a user sees them all at once; loaders keep going
// after an error and return what they could read. Positions come from yaml-cpp marks (0-based)
// and are printed 1-based. Nodes reached through an alias report the anchor's position.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace kc {

// Formats "file:line:col: severity: message" from a 0-based yaml-cpp mark (a null mark prints
// "file: severity: message").
std::string format_diag(const std::string& file, const YAML::Mark& mark, const std::string& severity,
                        const std::string& message);

// Human name of a node's type for messages: "a mapping", "a sequence", "a scalar", "null".
const char* yaml_type_name(const YAML::Node& node);

class YamlDiag {
 public:
  explicit YamlDiag(std::string file) : file_(std::move(file)) {}

  const std::string& file() const { return file_; }
  bool ok() const { return messages_.empty(); }
  const std::vector<std::string>& messages() const { return messages_; }

  // Loads and parses the file; a missing file or a syntax error is recorded (with its position)
  // and yields an undefined node.
  YAML::Node load();

  // Records an error at `at` (its mark; a node without one uses the file name only).
  void error(const YAML::Node& at, const std::string& message);
  // Records an error `col_offset` characters into the text of scalar `at` (quotes accounted for).
  void error_in_scalar(const YAML::Node& at, std::size_t col_offset, const std::string& message);
  // Records an error at an explicit mark.
  void error_at(const YAML::Mark& mark, const std::string& message);

  // Prints every recorded message, one per line.
  void print(std::ostream& out) const;

  // --- structure -------------------------------------------------------------------------------
  // Each returns true if `n` has the shape; otherwise records "<what> must be a mapping, not ...".
  bool expect_map(const YAML::Node& n, const std::string& what);
  bool expect_seq(const YAML::Node& n, const std::string& what);
  bool expect_scalar(const YAML::Node& n, const std::string& what);

  // Strict key check of mapping `map`: reports every key that is neither required nor optional
  // (listing the allowed ones), every duplicate key, and every missing required key. Returns true
  // when nothing was reported. `what` names the mapping in messages ("instruction M_MM").
  bool check_keys(const YAML::Node& map, std::initializer_list<const char*> required,
                  std::initializer_list<const char*> optional, const std::string& what);
  bool check_keys(const YAML::Node& map, const std::vector<std::string>& required,
                  const std::vector<std::string>& optional, const std::string& what);

  // --- typed scalars (each records an error and returns nullopt on a wrong type) ---------------
  // Non-negative integer: decimal or 0x hex, at most `max`.
  std::optional<std::uint64_t> get_uint(const YAML::Node& n, const std::string& what, std::uint64_t max = UINT64_MAX);
  std::optional<std::string> get_string(const YAML::Node& n, const std::string& what);
  // true/false only.
  std::optional<bool> get_bool(const YAML::Node& n, const std::string& what);
  // Sequence of strings (an empty sequence is fine).
  std::optional<std::vector<std::string>> get_string_list(const YAML::Node& n, const std::string& what);
  // A name usable as a C++/SystemVerilog identifier: [A-Za-z_][A-Za-z0-9_]*.
  std::optional<std::string> get_identifier(const YAML::Node& n, const std::string& what);

 private:
  std::string file_;
  std::vector<std::string> messages_;
};

// Parses a non-negative integer literal (decimal or 0x hex) without sign, spaces or suffixes.
std::optional<std::uint64_t> parse_uint_literal(const std::string& text);

// True for [A-Za-z_][A-Za-z0-9_]*.
bool is_identifier(const std::string& text);

}  // namespace kc
