// ISA co-design (docs/codesign.md): a change to a platform's ISA table and RTL — a git-format patch
// or an overlay directory — applied to a scratch copy of the source tree, the tools and the
// simulator of one hardware configuration built there and in an unchanged copy beside it, the
// baselines (and the corpus kernels of that configuration) run on both, Yosys area of both, and one
// before/after report.
//
// What a platform rebuilds and measures is data in its folder, rtl/<platform>/codesign.yaml:
//
//   isa_table: rtl/<platform>/isa/<platform>_isa.yaml   # diffed by instruction name
//   isa_list: instructions                              # the table's list of instructions
//   cmake_args: ["-DKC_<PLATFORM>_CONFIGS={hw}"]         # added to the scratch configure
//   targets: [kernelcraft, kc-sim-<platform>]            # what the scratch builds build
//   area: ["fpga/<platform>/synth.sh", "{build}", "{hw}", "{timeout}"]   # optional
//
// {hw}, {build} (the scratch build directory) and {timeout} (seconds) are substituted. The area
// command runs in the scratch source tree and prints "LUT n, FF n, ..., BRAM a RAMB36 + b RAMB18,
// DSP48 n" (the synthesis scripts' summary line).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "kc/results_db.h"
#include "kc/runner.h"

namespace kc::codesign {

// A problem with the input or a step: what() is "<file>: <step>: <message>", plus the last lines
// of the step's log when there is one (log_path names the whole log).
class CodesignError : public std::runtime_error {
 public:
  CodesignError(const std::string& step, const std::string& file, const std::string& message,
                const std::string& log_path = "", const std::string& log_tail = "");
  std::string step, file, log_path;
};

// rtl/<platform>/codesign.yaml of a source tree. Throws CodesignError (step "spec") with
// file:line:col for a missing file, an unknown or missing key.
struct Spec {
  std::string path;                        // the file
  std::string isa_table;                   // relative to the source root
  std::string isa_list = "instructions";   // key of the instruction list in the table
  std::vector<std::string> cmake_args;     // with {hw}
  std::vector<std::string> targets;        // build targets
  std::vector<std::string> area;           // command and arguments; empty: no area
};
Spec load_spec(const std::string& source_root, const std::string& platform);

// Makes `to` a copy of the source tree `from`: writes the files whose content differs (so an
// unchanged file keeps its time stamp and a rebuild stays incremental), removes files and
// directories `from` does not have. Skipped on both sides: .git, node_modules, directories named
// build or build-*, any directory holding a CMakeCache.txt (a build tree), and `keep` (names of
// entries directly under `to`, e.g. its build directory). Symbolic links are copied as links.
// Returns the number of files written. Throws CodesignError (step "copy").
std::size_t sync_tree(const std::string& from, const std::string& to, const std::vector<std::string>& keep = {});

// Applies a variant to the tree `dir`: a directory is an overlay (its files, at the same relative
// paths, replace or add files of the tree), a file is a patch in git format (`git apply`, paths
// a/... b/...). Returns the files it touched (relative paths, sorted). Throws CodesignError (step
// "apply") naming the variant when it does not exist, is empty, or does not apply (git's message).
std::vector<std::string> apply_variant(const std::string& variant, const std::string& dir);

// Shared by the commands that build scratch copies of the tree (codesign, mutate: kc/mutate.h).

// An exclusive lock on a work directory (`<work>/.lock`, flock): one run per directory at a time.
// The lock goes with the process, however it ends.
class WorkDirLock {
 public:
  WorkDirLock() = default;
  WorkDirLock(const WorkDirLock&) = delete;
  WorkDirLock& operator=(const WorkDirLock&) = delete;
  ~WorkDirLock();
  // Takes the lock of `work` (an existing directory); false when another process holds it.
  bool acquire(const std::string& work);

 private:
  int fd_ = -1;
};

// The last `n` lines of `text`, each cut to 240 characters (a build's command lines are long).
std::string tail_lines(const std::string& text, std::size_t n);

// Runs one step's process and writes its command line, output and end to `log`. Throws
// CodesignError (step, file, the end of the output, the log's path) when it does not exit with
// one of `accept_codes`.
ProcessResult run_step(const std::string& step, const std::string& file, const ProcessSpec& spec,
                       const std::string& log, const std::vector<int>& accept_codes = {0});

// Environment of the programs a scratch build runs: nothing from the caller's selects other tasks,
// RTL or results store.
std::vector<std::pair<std::string, std::string>> scratch_env();

// Configures the scratch tree `tree` into `build` (Ninja, Release, no tests, no fuzzing, no netlist
// simulation, plus `cmake_args`) unless `build` is configured already and `reconfigure` is false,
// then builds `targets` with `jobs` jobs. Logs go to <logs>/<label>-configure.log and
// <label>-build.log; progress through `log` (may be empty). Throws CodesignError naming `input`
// and the step when configure or build fails. Returns the wall seconds.
double configure_and_build(const std::string& tree, const std::string& build, const std::vector<std::string>& cmake_args,
                           const std::vector<std::string>& targets, unsigned jobs, double timeout,
                           const std::string& logs, const std::string& label, const std::string& input,
                           const std::function<void(const std::string&)>& log, bool reconfigure = true);

// The regression manifest of the cases a scratch build runs: the baselines of `tasks` on
// `configs` (empty: all) and the corpus kernels of `platform` accepted on `hw` (entries without a
// configuration count as `default_hw`). Fills `kernel_names` (corpus kernel path -> file name) and
// counts the corpus kernels of other configurations in `skipped`.
struct CaseSelection {
  std::string platform, hw, default_hw;
  std::vector<std::string> tasks, configs;
  std::string corpus_dir;                   // "" = no corpus kernels
  bool baselines = true;                    // false: the corpus kernels only
  std::string name = "codesign";            // the manifest's name
};
std::string cases_manifest(const CaseSelection& sel, std::map<std::string, std::string>* kernel_names = nullptr,
                           std::size_t* skipped = nullptr);

// Resource counts from an area command's output: "LUT 123, FF 45, LUTRAM 6, BRAM 1 RAMB36 + 2
// RAMB18, DSP48 7" -> {LUT: 123, FF: 45, LUTRAM: 6, RAMB36: 1, RAMB18: 2, DSP48: 7}, plus the
// longest path when a line says "logic depth: 25 LUT + 3 MUXF7/8 + 15 CARRY4" -> {depth LUT: 25,
// depth MUXF7/8: 3, depth CARRY4: 15}. Empty when the output has no resource line.
std::map<std::string, uint64_t> parse_area(const std::string& output);

// Instructions added, removed or changed between two ISA tables (by `name` in list `list`).
struct IsaChange {
  std::string kind;       // "added", "removed", "changed"
  std::string name;
  std::string summary;    // the entry's `summary`, when it has one
  std::string opcode;     // the entry's `opcode` as written, when it has one
};
std::vector<IsaChange> diff_isa(const std::string& base_table, const std::string& variant_table, const std::string& list);

struct Options {
  std::string platform, hw;
  std::string default_hw;                   // the platform's default configuration (corpus entries without hw)
  std::string variant;                      // patch file or overlay directory
  std::vector<std::string> tasks;           // task ids (empty: every task of the platform)
  std::vector<std::string> configs;         // task configurations (empty: all)
  std::string corpus_dir;                   // "" = no corpus kernels
  bool area = true;
  double area_timeout = 1800;               // seconds per area run
  double build_timeout = 3600;              // seconds per configure or build
  unsigned jobs = 2;                        // build jobs and simulators at once
  std::string work_dir;                     // scratch trees and builds (reused by the next run)
  std::string source_root;                  // the tree to copy (never modified)
  std::string command;                      // the command line, for the report
  std::function<void(const std::string&)> log;   // progress lines ("" = silent)
};

// One case on one side: the stored evaluation, or nothing when the case did not run there.
struct CaseRow {
  std::string name, task, config, kernel;   // kernel: "baseline" or the corpus kernel's file name
  std::optional<StoredEvaluation> base, variant;
};

struct Side {
  std::string tree, build;                  // scratch source tree and its build directory
  double build_seconds = 0, run_seconds = 0, area_seconds = 0;
  std::map<std::string, uint64_t> area;     // parse_area of the area command (empty: none)
  std::string area_note;                    // why there is no area ("" when there is)
};

struct Report {
  Options opts;
  std::string started, host;                // UTC timestamp, host name
  double wall_seconds = 0;
  std::vector<std::string> touched;         // files the variant changed
  std::vector<IsaChange> isa;
  std::string area_command;                 // the spec's area command as written ("" = none)
  Side base, variant;
  std::vector<CaseRow> cases;               // in case order
  std::size_t corpus_skipped = 0;           // corpus kernels of other hardware configurations
};

// Runs everything (the steps log through opts.log). Throws CodesignError for bad input and for a
// step that fails (the variant does not apply, configure or build); a kernel that fails on the
// variant is a result, not an error.
Report run(const Options& opts);

// The report as one Markdown page / one self-contained HTML page (no scripts, no remote loads).
std::string markdown(const Report& r);
std::string html(const Report& r);

// Whether every case that passed on the base also passed on the variant.
bool variant_correct(const Report& r);

}  // namespace kc::codesign
