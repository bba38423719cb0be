// The real task suite and simulators behind `kernelcraft regress`: a ManifestCatalog of the
// registered platforms and the tasks on disk, a CaseEvaluator that runs kc::evaluate(), and the
// RTL/ISA hash stored with every result. (kc/manifest.h and kc/regress.h stay independent of the
// task suite, so their tests run on synthetic data.)
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "kc/evaluate.h"
#include "kc/manifest.h"
#include "kc/platform.h"
#include "kc/regress.h"

namespace kc {

// The RTL/ISA/configuration sources a platform's simulator is built from: rtl/common and
// rtl/<platform> under `rtl_dir`, files ending in .sv .svh .v .vlt .yaml.
// SHA-256 over each file's path (relative to rtl_dir) and bytes, in sorted path order; "" when
// rtl/<platform> does not exist.
std::string rtl_sources_hash(const std::string& rtl_dir, const std::string& platform);

// $KC_RTL_DIR when set and non-empty, else the source tree's rtl/.
std::string default_rtl_dir();

// Where a coverage run of `case_name` on `seed` keeps its counters: <dir>/<case name>.seed<seed>.dat.
std::string coverage_dat_path(const std::string& dir, const std::string& case_name, uint64_t seed);

// The language of kernel file `path` on `platform`: the language whose kernel_file() has the same
// extension ("k.c" -> "c"), else the platform's first (its assembly).
std::string kernel_language(const Platform& platform, const std::string& path);

class TaskSuite {
 public:
  // `platforms`: what manifests may name (e.g. kc::find_platform of every kc::platform_names(),
  // from the kc_platforms library). Loads every task under `tasks_dir` ("" = default_tasks_dir()).
  // Throws TaskError for a bad task.yaml.
  explicit TaskSuite(std::vector<const Platform*> platforms, const std::string& tasks_dir = "");

  // Views of this suite; they refer to it, so the suite must outlive them.
  ManifestCatalog catalog() const;
  // Evaluates a case: the kernel file (or the platform's baseline for the configuration), with
  // `base` options plus the case's hw and seed. A baseline kernel is its own reference
  // (baseline_cycles = cycles, speedup 1). Throws std::runtime_error for a missing baseline or an
  // unreadable kernel file.
  // With `coverage_dir`, every case's run goes to the coverage simulator and its counters are kept
  // in coverage_dir/<case name>.seed<seed>.dat (coverage_dat_path).
  CaseEvaluator evaluator(const EvalOptions& base, const std::string& coverage_dir = "") const;

  const Platform* platform(const std::string& name) const;   // nullptr when unknown
  const TaskSpec* task(const std::string& id) const;         // nullptr when unknown
  std::size_t task_count() const { return tasks_.size(); }

  // rtl_sources_hash(default_rtl_dir(), platform), computed once per platform.
  std::string rtl_hash(const std::string& platform) const;

 private:
  std::vector<const Platform*> platforms_;
  std::vector<TaskSpec> tasks_;
  mutable std::map<std::string, std::string> rtl_hashes_;
  mutable std::mutex mu_;
};

}  // namespace kc
