// Regression manifests: loading, checking and expansion into named cases (kc/manifest.h).
#include "kc/manifest.h"

#include <algorithm>
#include <filesystem>
#include <cctype>
#include <map>

#include "kc/evaluate.h"
#include "kc/yaml_diag.h"

namespace kc {

namespace fs = std::filesystem;

namespace {

const char kBaseline[] = "baseline";
const char kAll[] = "all";

// Messages joined one per line.
std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += (s.empty() ? "" : "\n") + l;
  return s;
}

std::string join_names(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s.empty() ? "none" : s;
}

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// "file:line:col" of a mark (1-based), or the file alone for a null mark.
std::string where(const std::string& file, const YAML::Mark& m) {
  return m.is_null() ? file : file + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

// The value of `key` in the entry, else in `defaults` (a map or undefined), else undefined.
YAML::Node field(const YAML::Node& entry, const YAML::Node& defaults, const char* key) {
  if (const YAML::Node v = entry[key]) return v;
  if (defaults && defaults.IsMap())
    if (const YAML::Node v = defaults[key]) return v;
  return YAML::Node(YAML::NodeType::Undefined);
}

// Keys an entry (or `defaults`) may have.
// `origin` is where a corpus kernel came from (kc/corpus.h): informational, a map.
const std::vector<std::string> kEntryKeys = {"platform", "hw", "task", "configs", "kernel", "seeds", "expect", "origin"};

// Reads `hw`: one name or a list of names.
void read_hw(YamlDiag& d, const YAML::Node& n, ManifestEntry& e) {
  e.hw_at = n.Mark();
  if (n.IsScalar()) {
    if (auto s = d.get_identifier(n, "hw")) e.hw = {*s};
  } else if (auto list = d.get_string_list(n, "hw")) {
    e.hw = *list;
  }
}

// Reads `configs`: `all` or a list of configuration names (their marks kept for expansion).
void read_configs(YamlDiag& d, const YAML::Node& n, ManifestEntry& e) {
  e.configs_at = n.Mark();
  if (n.IsScalar() && n.Scalar() == kAll) {
    e.all_configs = true;
    return;
  }
  if (!n.IsSequence() || n.size() == 0) {
    d.error(n, "configs must be `all` or a non-empty list of configuration names such as [C1, C3]");
    return;
  }
  for (const auto& c : n)
    if (auto s = d.get_string(c, "a configuration name")) {
      e.configs.push_back(*s);
      e.config_at.push_back(c.Mark());
    }
}

// Reads `kernel`: `baseline` or a file path, resolved against `dir` and checked to exist.
void read_kernel(YamlDiag& d, const YAML::Node& n, const fs::path& dir, ManifestEntry& e) {
  const auto s = d.get_string(n, "kernel");
  if (!s) return;
  if (*s == kBaseline) {
    e.baseline = true;
    return;
  }
  if (s->empty()) {
    d.error(n, "kernel must be `baseline` or the path of a kernel file");
    return;
  }
  e.kernel = *s;
  fs::path p(*s);
  if (p.is_relative()) p = dir / p;
  e.kernel_path = p.lexically_normal().string();
  std::error_code ec;
  if (!fs::is_regular_file(e.kernel_path, ec))
    d.error(n, "kernel file '" + *s + "' not found (looked for " + e.kernel_path +
                   "; relative paths are relative to the manifest)");
}

// Reads `seeds`: a non-empty list of non-negative integers.
void read_seeds(YamlDiag& d, const YAML::Node& n, ManifestEntry& e) {
  if (!n.IsSequence() || n.size() == 0) {
    d.error(n, "seeds must be a non-empty list of non-negative integers such as [1, 2]");
    return;
  }
  e.seeds.clear();
  for (const auto& s : n)
    if (auto v = d.get_uint(s, "a seed")) e.seeds.push_back(*v);
}

// Reads `expect`: pass or one of the failure statuses.
void read_expect(YamlDiag& d, const YAML::Node& n, ManifestEntry& e) {
  const auto s = d.get_string(n, "expect");
  if (!s) return;
  const auto allowed = expectable_statuses();
  if (!contains(allowed, *s)) {
    d.error(n, "unknown expected status '" + *s + "' (one of: " + join_names(allowed) + ")");
    return;
  }
  e.expect = *s;
}

// Reads one entry with its defaults; records every problem in `d`.
ManifestEntry read_entry(YamlDiag& d, const YAML::Node& n, const YAML::Node& defaults, const fs::path& dir) {
  ManifestEntry e;
  e.at = n.Mark();
  if (!d.expect_map(n, "a manifest entry")) return e;
  d.check_keys(n, {}, kEntryKeys, "manifest entry");
  auto required = [&](const char* key, const char* what) {
    YAML::Node v = field(n, defaults, key);
    if (!v) d.error(n, std::string("manifest entry has no `") + key + "` (" + what + ")");
    return v;
  };
  if (const auto v = required("platform", "e.g. plena; or set it under `defaults`")) {
    e.platform_at = v.Mark();
    if (auto s = d.get_identifier(v, "platform")) e.platform = *s;
  }
  if (const auto v = required("task", "a task id such as gemm")) {
    e.task_at = v.Mark();
    if (auto s = d.get_string(v, "task")) e.task = *s;
  }
  if (const auto v = required("configs", "`all` or a list such as [C1, C3]")) read_configs(d, v, e);
  if (const auto v = required("kernel", "`baseline` or a kernel file")) read_kernel(d, v, dir, e);
  if (const auto v = field(n, defaults, "hw")) read_hw(d, v, e);
  if (const auto v = field(n, defaults, "seeds")) read_seeds(d, v, e);
  if (const auto v = field(n, defaults, "expect")) read_expect(d, v, e);
  if (const auto v = n["origin"]) d.expect_map(v, "`origin` (where the kernel came from)");
  return e;
}

}  // namespace

std::vector<std::string> expectable_statuses() {
  std::vector<std::string> out;
  for (int s = int(EvalStatus::pass); s <= int(EvalStatus::simulator_error); ++s)
    out.push_back(eval_status_name(EvalStatus(s)));
  return out;
}

std::string case_name(const std::string& platform, const std::string& hw, const std::string& task,
                      const std::string& config, const std::string& suffix) {
  std::string s = platform + "." + hw + "." + task + "." + config;
  if (!suffix.empty()) s += "." + suffix;
  return s;
}

std::string kernel_suffix(const std::string& kernel_path) {
  std::string s = fs::path(kernel_path).stem().string();
  for (char& c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) c = '_';
  return s;
}

Manifest load_manifest(const std::string& path) {
  YamlDiag d(path);
  const YAML::Node root = d.load();
  if (!d.ok()) throw ManifestError(joined(d.messages()));
  Manifest m;
  m.file = path;
  m.name = fs::path(path).stem().string();
  // (yaml-cpp nodes are references: assigning one overwrites what it refers to, so bind once.)
  const YAML::Node entries = root.IsMap() ? root["entries"] : root;
  const YAML::Node defaults = root.IsMap() ? root["defaults"] : YAML::Node(YAML::NodeType::Undefined);
  if (root.IsMap()) {
    d.check_keys(root, {"entries"}, {"name", "description", "defaults"}, "manifest");
    if (const YAML::Node n = root["name"])
      if (auto s = d.get_string(n, "name")) m.name = *s;
    if (defaults && d.expect_map(defaults, "defaults")) d.check_keys(defaults, {}, kEntryKeys, "defaults");
  } else if (!root.IsSequence()) {
    d.error(root, std::string("a manifest is a mapping with `entries:` or a list of entries, not ") +
                      yaml_type_name(root));
  }
  if ((root.IsMap() || root.IsSequence()) && entries && d.expect_seq(entries, "entries")) {
    if (entries.size() == 0) d.error(entries, "the manifest has no entries");
    const fs::path dir = fs::path(path).parent_path();
    for (const auto& n : entries) m.entries.push_back(read_entry(d, n, defaults, dir));
  }
  if (!d.ok()) throw ManifestError(joined(d.messages()));
  return m;
}

namespace {

// Checks one entry against the catalog, appending errors; returns the hw list to expand.
std::vector<std::string> check_entry(const Manifest& m, const ManifestEntry& e, const ManifestCatalog& cat, std::vector<std::string>& errors,
                                     std::vector<std::string>& configs) {
  auto err = [&](const YAML::Mark& at, const std::string& msg) { errors.push_back(format_diag(m.file, at, "error", msg)); };
  const auto platforms = cat.platforms();
  if (!contains(platforms, e.platform)) {
    err(e.platform_at, "unknown platform '" + e.platform + "' (known: " + join_names(platforms) + ")");
    return {};
  }
  std::vector<std::string> hws = e.hw.empty() ? std::vector<std::string>{cat.default_hw(e.platform)} : e.hw;
  const auto built = cat.hw_configs(e.platform);
  for (const auto& h : hws)
    if (!contains(built, h))
      err(e.hw_at, "hardware configuration '" + h + "' of " + e.platform + " is not built (built: " +
                       join_names(built) + ")");
  const auto task_cfgs = cat.task_configs(e.task);
  if (!task_cfgs) {
    err(e.task_at, "unknown task '" + e.task + "' (tasks for " + e.platform + ": " + join_names(cat.tasks(e.platform)) + ")");
    return {};
  }
  if (!contains(cat.tasks(e.platform), e.task)) {
    err(e.task_at, "task '" + e.task + "' has no " + e.platform + " section (it cannot run on " + e.platform + ")");
    return {};
  }
  configs = e.all_configs ? *task_cfgs : e.configs;
  for (std::size_t i = 0; i < e.configs.size(); ++i)
    if (!contains(*task_cfgs, e.configs[i]))
      err(i < e.config_at.size() ? e.config_at[i] : e.configs_at,
          "task " + e.task + " has no configuration '" + e.configs[i] + "' (it has: " + join_names(*task_cfgs) + ")");
  return hws;
}

}  // namespace

std::vector<RegressCase> expand_manifest(const Manifest& m, const ManifestCatalog& cat) {
  std::vector<RegressCase> cases;
  std::vector<std::string> errors;
  std::map<std::string, std::string> defined;   // case name -> where its entry is
  for (std::size_t i = 0; i < m.entries.size(); ++i) {
    const ManifestEntry& e = m.entries[i];
    std::vector<std::string> configs;
    const auto hws = check_entry(m, e, cat, errors, configs);
    for (const auto& hw : hws)
      for (const auto& cfg : configs) {
        RegressCase c;
        c.name = case_name(e.platform, hw, e.task, cfg, e.baseline ? "" : kernel_suffix(e.kernel));
        c.platform = e.platform, c.hw = hw, c.task = e.task, c.config = cfg;
        c.baseline = e.baseline;
        c.kernel_label = e.baseline ? kBaseline : e.kernel;
        c.kernel_path = e.kernel_path;
        if (!e.seeds.empty()) c.seeds = e.seeds;
        c.expect = e.expect;
        c.where = where(m.file, e.at);
        const auto [it, fresh] = defined.emplace(c.name, c.where);
        if (!fresh) {
          errors.push_back(format_diag(m.file, e.at, "error",
                                       "case " + c.name + " is already defined by the entry at " + it->second +
                                           " (give the kernel files different names)"));
          continue;
        }
        cases.push_back(std::move(c));
      }
  }
  if (!errors.empty()) throw ManifestError(joined(errors));
  return cases;
}

std::vector<RegressCase> baseline_cases(const std::string& platform, const std::string& hw,
                                        const ManifestCatalog& cat) {
  const auto platforms = cat.platforms();
  if (!contains(platforms, platform))
    throw ManifestError("unknown platform '" + platform + "' (known: " + join_names(platforms) + ")");
  const std::string h = hw.empty() ? cat.default_hw(platform) : hw;
  const auto built = cat.hw_configs(platform);
  if (!contains(built, h))
    throw ManifestError("hardware configuration '" + h + "' of " + platform + " is not built (built: " +
                        join_names(built) + ")");
  std::vector<RegressCase> cases;
  for (const auto& task : cat.tasks(platform)) {
    const auto cfgs = cat.task_configs(task);
    if (!cfgs) continue;
    for (const auto& cfg : *cfgs) {
      RegressCase c;
      c.name = case_name(platform, h, task, cfg);
      c.platform = platform, c.hw = h, c.task = task, c.config = cfg;
      c.kernel_label = kBaseline;
      cases.push_back(std::move(c));
    }
  }
  return cases;
}

}  // namespace kc
