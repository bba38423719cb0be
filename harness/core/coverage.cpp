// Coverage of a regression run: Verilator coverage files, their per-module summary, and the
// merge / lcov / HTML steps through verilator_coverage and genhtml (kc/coverage.h).
#include "kc/coverage.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "kc/files.h"
#include "kc/runner.h"

namespace kc {

namespace fs = std::filesystem;

namespace {

// Wall-clock limit of one tool run (a merge of a few hundred files takes seconds).
constexpr double kToolTimeoutSeconds = 1800;

// The value of key `key` in a point's key string (\001key\002value pairs), or "".
std::string key_value(const std::string& keys, const std::string& key) {
  const std::string tag = std::string("\001") + key + "\002";
  const std::size_t at = keys.find(tag);
  if (at == std::string::npos) return "";
  const std::size_t from = at + tag.size();
  return keys.substr(from, keys.find('\001', from) - from);
}

// The count of a kind in a module, by the page prefix ("v_line", "v_branch", ...); nullptr for a
// kind the summary does not show.
CoverageCount* kind_of(ModuleCoverage& m, const std::string& kind) {
  // Verilator 5 files line coverage under v_line (statement blocks) and v_branch (if/case arms).
  if (kind == "v_line" || kind == "v_branch") return &m.line;
  if (kind == "v_toggle") return &m.toggle;
  if (kind == "v_user") return &m.user;
  return nullptr;
}

std::string percent(const CoverageCount& c) {
  if (c.total == 0) return "–";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f %%", 100.0 * double(c.covered) / double(c.total));
  return buf;
}

std::string cell(const CoverageCount& c) {
  return std::to_string(c.covered) + " / " + std::to_string(c.total) + " (" + percent(c) + ")";
}

nlohmann::json count_json(const CoverageCount& c) { return {{"covered", c.covered}, {"total", c.total}}; }

std::string find_tool(const char* env, const char* name) {
  if (const char* e = std::getenv(env); e && *e) return e;
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string d; std::getline(dirs, d, ':');) {
    if (d.empty()) continue;
    const fs::path p = fs::path(d) / name;
    std::error_code ec;
    if (fs::is_regular_file(p, ec) && ::access(p.c_str(), X_OK) == 0) return p.string();
  }
  return "";
}

// Runs a tool to completion; throws with its last lines of output when it fails.
void run_tool(const std::string& what, const std::string& program, const std::vector<std::string>& args,
              const std::string& cwd) {
  ProcessSpec spec;
  spec.program = program;
  spec.args = args;
  spec.cwd = cwd;
  spec.timeout_seconds = kToolTimeoutSeconds;
  const ProcessResult r = run_process(spec);
  if (r.ok()) return;
  std::string tail = last_lines(r.err, 8);
  if (tail.empty()) tail = last_lines(r.out, 8);
  throw std::runtime_error(what + ": " + program + " " + describe(r) + (tail.empty() ? "" : ":\n" + tail));
}

}  // namespace

CoverageSummary read_coverage_dat(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read the coverage file " + path);
  std::map<std::string, ModuleCoverage> modules;
  std::string line;
  for (std::size_t n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t open = line.find('\'');
    const std::size_t close = line.rfind('\'');
    if (line.rfind("C ", 0) != 0 || open == std::string::npos || close <= open)
      throw std::runtime_error(path + ":" + std::to_string(n) + ": not a Verilator coverage point (C '<keys>' <count>)");
    const std::string keys = line.substr(open + 1, close - open - 1);
    char* end = nullptr;
    const std::string count_text = line.substr(close + 1);
    const unsigned long long count = std::strtoull(count_text.c_str(), &end, 10);
    if (end == count_text.c_str())
      throw std::runtime_error(path + ":" + std::to_string(n) + ": a coverage point without a count");
    const std::string page = key_value(keys, "page");
    const std::size_t slash = page.find('/');
    if (slash == std::string::npos)
      throw std::runtime_error(path + ":" + std::to_string(n) + ": a coverage point without a page key (v_<kind>/<module>)");
    const std::string module = page.substr(slash + 1);
    ModuleCoverage& m = modules[module];
    m.module = module;
    if (CoverageCount* c = kind_of(m, page.substr(0, slash))) {
      ++c->total;
      c->covered += count > 0;
    }
  }
  CoverageSummary s;
  s.total.module = "total";
  for (auto& [name, m] : modules) {
    s.total.line.add(m.line);
    s.total.toggle.add(m.toggle);
    s.total.user.add(m.user);
    s.modules.push_back(m);
  }
  return s;
}

std::string coverage_markdown(const CoverageSummary& s, const std::string& title) {
  std::string md = title.empty() ? "" : "# " + title + "\n\n";
  md += "| module | line | toggle | user |\n|---|---|---|---|\n";
  for (const ModuleCoverage& m : s.modules)
    md += "| `" + m.module + "` | " + cell(m.line) + " | " + cell(m.toggle) + " | " + cell(m.user) + " |\n";
  md += "| **total** | " + cell(s.total.line) + " | " + cell(s.total.toggle) + " | " + cell(s.total.user) + " |\n";
  return md;
}

nlohmann::json coverage_json(const CoverageSummary& s) {
  auto one = [](const ModuleCoverage& m) {
    return nlohmann::json{{"module", m.module},
                          {"line", count_json(m.line)},
                          {"toggle", count_json(m.toggle)},
                          {"user", count_json(m.user)}};
  };
  nlohmann::json modules = nlohmann::json::array();
  for (const ModuleCoverage& m : s.modules) modules.push_back(one(m));
  return {{"modules", modules}, {"total", one(s.total)}};
}

std::string find_verilator_coverage() { return find_tool("KC_VERILATOR_COVERAGE", "verilator_coverage"); }
std::string find_genhtml() { return find_tool("KC_GENHTML", "genhtml"); }

CoverageReport write_coverage_report(const std::string& dir, const std::vector<std::string>& dats,
                                     const std::string& title) {
  if (dats.empty()) throw std::runtime_error("no coverage files to merge (no case ran on the coverage simulator)");
  const std::string vcov = find_verilator_coverage();
  if (vcov.empty()) throw std::runtime_error("verilator_coverage not found on PATH (Debian package verilator)");
  const std::string genhtml = find_genhtml();
  if (genhtml.empty()) throw std::runtime_error("genhtml not found on PATH (Debian package lcov: apt-get install lcov)");
  const fs::path d = fs::absolute(dir);
  std::error_code ec;
  fs::create_directories(d, ec);
  if (ec) throw std::runtime_error("cannot create the coverage directory " + d.string() + ": " + ec.message());
  CoverageReport r;
  r.merged = (d / "merged.dat").string();
  r.summary = (d / "summary.md").string();
  r.json = (d / "summary.json").string();
  r.info = (d / "coverage.info").string();
  r.html = (d / "html" / "index.html").string();

  std::vector<std::string> args = {"--write", r.merged};
  for (const std::string& f : dats) args.push_back(fs::absolute(f).string());
  run_tool("merging the coverage files", vcov, args, d.string());
  r.data = read_coverage_dat(r.merged);
  write_file_atomic(r.summary, coverage_markdown(r.data, title));
  write_file_atomic(r.json, coverage_json(r.data).dump(2) + "\n");
  run_tool("writing the lcov file", vcov, {"--write-info", r.info, r.merged}, d.string());
  fs::remove_all(d / "html", ec);
  run_tool("rendering the HTML report", genhtml,
           {"--quiet", "--output-directory", (d / "html").string(), "--title", title, r.info}, d.string());
  if (!fs::exists(r.html, ec)) throw std::runtime_error("genhtml wrote no " + r.html);
  return r;
}

}  // namespace kc
