// Helpers of the generator error tests (tests/rv32/isa, tests/coral/isa): a shipped YAML table
// with one mutation written to a scratch directory, and the `path:line:col: error: ` prefix the
// generator must report for it.
#pragma once

#include <catch2/catch.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace gentest {

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A copy of `text` with the first `find` replaced by `replace`, written to dir/name. `at` (a part
// of `replace`) is where the error must point; returns "path:line:col: error: ".
inline std::string mutate(const std::string& text, const std::string& find, const std::string& replace,
                          const std::string& at, const std::string& dir, const std::string& name) {
  const std::size_t pos = text.find(find);
  REQUIRE(pos != std::string::npos);
  std::string out = text;
  out.replace(pos, find.size(), replace);
  const std::size_t off = replace.find(at);
  REQUIRE(off != std::string::npos);
  const std::size_t p = pos + off;
  const std::size_t line = std::size_t(std::count(out.begin(), out.begin() + long(p), '\n')) + 1;
  const std::size_t bol = out.rfind('\n', p == 0 ? 0 : p - 1);
  const std::size_t col = p - (bol == std::string::npos ? 0 : bol + 1) + 1;
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/" + name;
  std::ofstream(path, std::ios::binary) << out;
  return path + ":" + std::to_string(line) + ":" + std::to_string(col) + ": error: ";
}

}  // namespace gentest
