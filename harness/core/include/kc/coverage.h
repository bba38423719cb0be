// Coverage of a regression run (docs/regression.md, `kernelcraft regress --coverage`): each case
// runs on the platform's coverage simulator (Platform::coverage_simulator, the RTL verilated with
// --coverage), which writes Verilator's coverage.dat; the files of a run are merged with
// `verilator_coverage --write`, summarised per RTL module (Markdown and JSON), converted to lcov
// (`verilator_coverage --write-info`) and rendered to HTML with `genhtml` (Debian package lcov).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace kc {

// Points of one kind: how many were hit at least once, of how many.
struct CoverageCount {
  uint64_t covered = 0, total = 0;
  void add(const CoverageCount& o) { covered += o.covered, total += o.total; }
};

// The points of one RTL module (Verilator's `page` key, v_<kind>/<module>), summed over its
// instances: line = line-coverage points (one per statement block and branch arm), toggle = one
// per signal bit (hit when it changed value), user = SystemVerilog `cover` statements.
struct ModuleCoverage {
  std::string module;
  CoverageCount line, toggle, user;
};

struct CoverageSummary {
  std::vector<ModuleCoverage> modules;   // sorted by name
  ModuleCoverage total;                  // module "total": the sums
};

// Reads a coverage file in Verilator's format (coverage.dat, or a merged one): one `C '<keys>'
// <count>` line per point. Throws std::runtime_error naming the file and line for anything else.
CoverageSummary read_coverage_dat(const std::string& path);

// The summary as a Markdown table (module, line, toggle, user: covered / total and percent; the
// total row last), preceded by `title` as a heading when it is not empty.
std::string coverage_markdown(const CoverageSummary& s, const std::string& title);
// The summary as JSON: {"modules": [{"module", "line": {"covered", "total"}, "toggle": ..., "user": ...}], "total": ...}.
nlohmann::json coverage_json(const CoverageSummary& s);

// The coverage tools: $KC_VERILATOR_COVERAGE / $KC_GENHTML when set, else verilator_coverage /
// genhtml on PATH; "" when not found.
std::string find_verilator_coverage();
std::string find_genhtml();

// What write_coverage_report produced (absolute paths).
struct CoverageReport {
  std::string merged;    // merged.dat
  std::string summary;   // summary.md
  std::string json;      // summary.json
  std::string info;      // coverage.info (lcov)
  std::string html;      // html/index.html
  CoverageSummary data;  // of merged.dat
};

// Merges `dats` (at least one) into `dir`/merged.dat with verilator_coverage, and writes beside it
// summary.md (titled `title`), summary.json, coverage.info and the HTML report html/ (genhtml).
// Throws std::runtime_error when a tool is missing or fails (with its last lines of output).
CoverageReport write_coverage_report(const std::string& dir, const std::vector<std::string>& dats,
                                     const std::string& title);

}  // namespace kc
