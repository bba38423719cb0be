// Mutation score of the regression (docs/regression.md, "Mutation score"): source-level mutations
// of a platform's RTL, each built into its own simulator in a scratch copy of the tree (never the
// tree itself), the baselines and/or the corpus run on every mutant within a time budget, and a
// report of which mutants the cases kill and which survive, and where.
//
// What a platform mutates and rebuilds is data in its folder, rtl/<platform>/mutate.yaml:
//
//   sources: ["rtl/<platform>/*.sv"]          # files to mutate (globs: * within one path part)
//   exclude: ["rtl/<platform>/<p>_pkg.sv"]    # optional: files left alone
//   cmake_args: ["-DKC_<PLATFORM>_CONFIGS={hw}"]
//   simulator: kc-sim-<platform>              # the build target and program under bin/
//
// The cases run with the calling kernelcraft (the mutations touch only RTL, so its assemblers stay
// right) and $KC_SIM_<PLATFORM> pointing at the mutant's simulator.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "kc/codesign.h"

namespace kc::mutate {

// Bad input (a count of 0, an unknown kind, a spec that does not load): what() says which.
class MutateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The kinds of mutation, in report order.
//   op:     a binary operator swapped (+ -, & |, && ||, == !=, ^ |)
//   stuck:  the condition of an `if` replaced by 1'b1 or 1'b0
//   off_by_one: a comparison's bound moved (< <=, > >=)
//   drop:   a procedural assignment (x <= e; x = e;) removed
enum class Kind { op, stuck, off_by_one, drop };
const char* kind_name(Kind k);
// "op", "stuck", "off-by-one" (or off_by_one), "drop"; throws MutateError naming the known kinds.
Kind parse_kind(const std::string& name);

// One mutation of one file: bytes [offset, offset + length) of the original text become
// `replacement`. line/column (1-based) locate the offset.
struct Mutation {
  std::string file;            // as given to find_mutations (a path relative to the source root)
  std::size_t offset = 0, length = 0;
  int line = 0, column = 0;
  Kind kind = Kind::op;
  std::string original, replacement;
  std::string describe() const;   // "`+` -> `-`", "if (...) stuck at 1'b1", "dropped `x <= y;`"
};

// Every mutation site of SystemVerilog `text`, in text order. Comments, strings, attributes,
// compiler directives, declarations (ports, parameters, variables, types), module and function
// headers and system-task calls ($display) are never mutated. A dropped assignment keeps the
// text's line breaks, so every line keeps its number.
std::vector<Mutation> find_mutations(const std::string& text, const std::string& file);

// `text` with `m` applied. Throws MutateError when the text at m.offset is not m.original.
std::string apply(const std::string& text, const Mutation& m);

// `count` of `sites`, deterministic by `seed` (the same sites, seed and count give the same
// mutations on every machine): each kind's sites in a seeded shuffle, taken in turn kind by kind
// (so every kind is represented), then sorted by file and offset. Fewer when there are fewer sites.
std::vector<Mutation> select(const std::vector<Mutation>& sites, std::size_t count, uint64_t seed,
                             const std::vector<Kind>& kinds = {});

// rtl/<platform>/mutate.yaml. Throws MutateError with file:line:col for a missing file, an
// unknown or missing key.
struct Spec {
  std::string path;
  std::vector<std::string> sources, exclude;   // globs relative to the source root
  std::vector<std::string> cmake_args;         // with {hw}
  std::string simulator;                       // target and program name
};
Spec load_spec(const std::string& source_root, const std::string& platform);
// The files the spec names (relative paths, sorted, excluded ones removed). Throws MutateError when
// a pattern matches nothing.
std::vector<std::string> source_files(const std::string& source_root, const Spec& spec);

enum class Outcome {
  killed,         // a case that passes on the unchanged RTL does not pass on the mutant
  timeout,        // the cases did not finish within the budget (counted as killed)
  survived,       // every case that passes on the unchanged RTL passes on the mutant
  build_failed,   // the mutant's simulator does not build (Verilator rejects it): not scored
  error           // the run stored no results: not scored
};
const char* outcome_name(Outcome o);

// One case's result on a build: its status ("pass", "fail", ...) and cycles.
struct CaseResult {
  std::string status;
  uint64_t cycles = 0;
  bool baseline = true;   // a baseline (false: a corpus kernel)
};
using CaseResults = std::map<std::string, CaseResult>;   // by case name

struct MutantResult {
  std::string id;                   // "M1", ...
  Mutation mutation;
  std::string source_line;          // the original line, trimmed
  Outcome outcome = Outcome::error;
  std::string killed_by;            // the first case (by name) that no longer passes
  std::size_t cases_failed = 0;     // cases that pass on the base and not on the mutant
  std::size_t cycles_changed = 0;   // passing cases whose cycle count differs from the base
  bool by_baseline = false, by_corpus = false;   // a baseline / a corpus case no longer passes
  std::string note;                 // build error / log tail
  double build_seconds = 0, run_seconds = 0;
};

// Compares a mutant's results with the base's (only cases that pass on the base count).
MutantResult classify(MutantResult m, const CaseResults& base, const CaseResults& mutant);

// How a run builds and runs (the real one: scratch trees, cmake, kernelcraft regress; tests
// substitute their own). Worker w in [0, workers) owns one scratch tree; calls for one worker are
// never concurrent, calls for different workers are.
class Backend {
 public:
  virtual ~Backend() = default;
  // Makes worker w's tree and builds its unchanged simulator (throws codesign::CodesignError).
  virtual void prepare(unsigned w) = 0;
  // Writes `text` as the file `rel` of worker w's tree.
  virtual void write(unsigned w, const std::string& rel, const std::string& text) = 0;
  // Rebuilds worker w's simulator; false (and `log` = what went wrong) when it does not build.
  virtual bool build(unsigned w, std::string& log) = 0;
  // Runs the cases on worker w's simulator within `budget` seconds (0: none); false and
  // `timed_out` when the budget ran out, false and `log` when nothing was stored.
  virtual bool run(unsigned w, double budget, CaseResults& out, bool& timed_out, std::string& log) = 0;
};

struct Options {
  std::string platform, hw, default_hw;
  std::vector<std::string> tasks;           // task ids (empty: none from the baselines selection)
  std::vector<std::string> configs;         // task configurations (empty: all)
  bool baselines = true;                    // run the baselines
  std::string corpus_dir;                   // "" = no corpus kernels
  std::size_t count = 20;                   // mutants
  uint64_t seed = 1;
  std::vector<Kind> kinds;                  // empty: all
  std::vector<std::string> files;           // restrict to these source files (relative; empty: the spec's)
  double budget = 0;                        // seconds per mutant's cases; 0: 3 x the base run + 60 s
  double build_timeout = 3600;
  unsigned jobs = 2;                        // mutants at once (each its own scratch tree)
  std::string work_dir, source_root;
  std::string kernelcraft;                  // the program that runs the cases
  std::string command;                      // the command line, for the report
  std::function<void(const std::string&)> log;
};

struct Report {
  Options opts;
  std::string started, host;
  double wall_seconds = 0, base_build_seconds = 0, base_run_seconds = 0, budget = 0;
  std::vector<std::string> files;           // the files mutated
  std::map<std::string, std::size_t> sites; // kind name -> sites found
  std::size_t cases = 0, cases_passing = 0; // on the unchanged RTL
  std::size_t corpus_skipped = 0;
  std::vector<MutantResult> mutants;        // in id order
  std::size_t count(Outcome o) const;
  // The scored mutants: killed + timeout + survived (a build failure or an error is not scored).
  std::size_t scored() const;
  std::size_t cases_passing_baseline = 0;   // of cases_passing: baselines (the rest: corpus kernels)
  // (killed + timeout) / (killed + timeout + survived), in percent; 0 when nothing was scored.
  double score() const;
  // The score had only the baselines (group "baselines") or only the corpus kernels ("corpus")
  // run: a killed mutant counts when a case of the group failed on it; a timeout counts as killed
  // in both (the run did not finish, so which case caught it is unknown).
  double group_score(bool baselines) const;
};

// The mutations a run would apply (reads the spec and the sources; no build).
std::vector<Mutation> plan(const Options& opts, Report* r = nullptr);

// Runs everything with the real backend (throws codesign::CodesignError for a failed base build or
// run, MutateError for bad input).
Report run(const Options& opts);
// With a given backend and mutations (tests).
Report run(const Options& opts, const std::vector<Mutation>& mutations, Backend& backend, Report r = {});

std::string markdown(const Report& r);
// The same report as JSON: the run, "score" (null when no mutant was scored), "score_baselines" and
// "score_corpus" (null unless both groups ran), "counts" by outcome name, and every mutant (id,
// file, line, column, kind, mutation, source_line, outcome, killed_by, ...).
nlohmann::json to_json(const Report& r);
// Why `r` fails a --min-score of `min_score` percent ("" when it meets it); a run that scored no
// mutant fails any threshold.
std::string below_min_score(const Report& r, double min_score);

}  // namespace kc::mutate
