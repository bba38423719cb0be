// Regression manifests (docs/results.md): a YAML list of kernels × configurations that expands into
// named cases `<platform>.<hw>.<task>.<config>[.<kernel stem>]`, so that `ctest -R
// plena.default.gemm` and `kernelcraft regress --filter plena.default.gemm` select the same cases.
// docs/results.md describes the format.
//
//   name: smoke                       # optional
//   defaults: {platform: plena}       # optional: values every entry inherits
//   entries:
//     - {task: gemm, configs: all, kernel: baseline}
//     - task: softmax
//       configs: [C2]
//       kernel: kernels/softmax_c2.asm     # relative to this file
//       seeds: [1, 7]
//     - {task: gemm, configs: [C1], kernel: bad/oob.asm, expect: fault}
//
// Loading checks the structure and that kernel files exist; expansion checks platforms, hardware
// configurations, tasks and configurations against a ManifestCatalog. Every problem is reported
// as `file:line:col: error: ...`, all of them at once.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace kc {

// Manifest problems, one `file:line:col: error: ...` line each.
class ManifestError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One entry as written (after defaults are applied). Marks point at the YAML for messages.
struct ManifestEntry {
  std::string platform;
  std::vector<std::string> hw;        // empty: the platform's default configuration
  std::string task;
  bool all_configs = false;           // `configs: all`
  std::vector<std::string> configs;   // otherwise the listed ones
  bool baseline = false;              // `kernel: baseline`
  std::string kernel;                 // kernel path as written (files only)
  std::string kernel_path;            // resolved against the manifest's directory
  std::vector<uint64_t> seeds;        // default: {1}
  std::string expect = "pass";        // "pass" or an evaluation status (negative entries)
  YAML::Mark at, platform_at, hw_at, task_at, configs_at;
  std::vector<YAML::Mark> config_at;  // one per listed configuration
};

struct Manifest {
  std::string file;
  std::string name;                   // `name:` or the file stem
  std::vector<ManifestEntry> entries;
};

// One expanded case: one kernel on one configuration, evaluated for each seed.
struct RegressCase {
  std::string name;                   // plena.default.gemm.C3, plena.default.gemm.C3.my_gemm
  std::string platform, hw, task, config;
  bool baseline = true;
  std::string kernel_label;           // "baseline" or the kernel path as written
  std::string kernel_path;            // resolved path (files only)
  std::vector<uint64_t> seeds{1};
  std::string expect = "pass";
  std::string where;                  // "file:line:col" of the entry ("" for generated cases)
};

// What expansion needs to know about platforms and tasks (the real one reads the task suite;
// tests pass their own). A function returning nullopt means "unknown".
struct ManifestCatalog {
  std::function<std::vector<std::string>()> platforms;
  // Hardware configurations of a platform that can be run, and the default one.
  std::function<std::vector<std::string>(const std::string& platform)> hw_configs;
  std::function<std::string(const std::string& platform)> default_hw;
  // Tasks that support the platform, in suite order.
  std::function<std::vector<std::string>(const std::string& platform)> tasks;
  // Configuration names of a task (C1..C5, H1, H2, ...), nullopt for an unknown task.
  std::function<std::optional<std::vector<std::string>>(const std::string& task)> task_configs;
};

// Reads and checks a manifest file. Throws ManifestError.
Manifest load_manifest(const std::string& path);

// Expands the entries into cases (entry order, then hw, then configuration order, each seed list
// kept in the case). Checks names against `catalog` and that case names are unique. Throws
// ManifestError.
std::vector<RegressCase> expand_manifest(const Manifest& m, const ManifestCatalog& catalog);

// Every baseline of `platform` on every configuration of every task supporting it, on `hw`
// ("" = the platform's default). Throws ManifestError for an unknown platform or hw.
std::vector<RegressCase> baseline_cases(const std::string& platform, const std::string& hw,
                                        const ManifestCatalog& catalog);

// "<platform>.<hw>.<task>.<config>" plus ".<suffix>" when the suffix is not empty.
std::string case_name(const std::string& platform, const std::string& hw, const std::string& task,
                      const std::string& config, const std::string& suffix = "");

// The case-name suffix of a kernel file: its stem with every character outside [A-Za-z0-9_-]
// replaced by '_' ("kernels/gemm.v2.asm" -> "gemm_v2").
std::string kernel_suffix(const std::string& kernel_path);

// Status names an entry may expect: "pass" and every failure status of an evaluation.
std::vector<std::string> expectable_statuses();

}  // namespace kc
