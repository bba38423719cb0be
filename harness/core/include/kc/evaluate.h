// Evaluation of a kernel on a task configuration: assemble, build the run bundle, run the
// platform's simulator as a child process (own process group, wall-clock timeout, memory limit),
// read the outputs back, compare with the fp64 reference, and report cycles against the baseline
// and the roofline bound — with a diagnosis a person (or an agent) can act on.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "kc/compare.h"
#include "kc/platform.h"
#include "kc/run_bundle.h"
#include "kc/runner.h"
#include "kc/task.h"

namespace kc {

// Diagnostics kept in a stored evaluation (results database) and in the JSON form: the first 100
// (by position), each message clipped to kMaxMessageBytes; the total is stored beside them.
constexpr std::size_t kMaxDiagnosticsStored = 100;

// Error classes: the status strings of result.json plus the harness's own.
enum class EvalStatus { pass, syntax, illegal_instruction, fault, cycle_limit, mismatch, simulator_error };
const char* eval_status_name(EvalStatus s);

struct EvalOptions {
  std::string hw;                        // empty: the platform's default
  uint64_t seed = 1;
  std::string lang = "asm";              // the kernel's language (Platform::languages)
  std::string kernel_name;               // the kernel's file name in diagnostics ("" = the platform's)
  uint64_t max_cycles = 0;               // 0: 20 x the baseline's cycles, at least 1,000,000
  double timeout_seconds = 0;            // 0: derived from max_cycles
  uint64_t memory_limit_bytes = 4ull << 30;
  std::optional<std::string> trace_file; // FST waveform of the run (whole run up to a window)
  std::string work_dir;                  // empty: a fresh temporary directory, removed afterwards
  bool keep_work_dir = false;
  bool with_baseline = true;             // run the baseline for cycles and speedup
  std::string cache_dir;                 // baseline cycle cache; empty: default_cache_dir()
  bool keep_tensors = false;             // keep expected and actual outputs in the result (view_output)
  // The success rule (docs/evaluation.md): a kernel that passes on `seed` is evaluated again on a fresh
  // seed it never saw; it passes only if both pass. fresh_seed 0 draws one at random.
  bool fresh_seed_check = false;
  uint64_t fresh_seed = 0;
  // Ends the evaluation early (a Ctrl-C, a client gone, a tool call's wall-clock limit): the
  // simulator is killed and the result is `stopped` (status simulator_error).
  StopToken stop;
  // Where the kernel runs: "" (or "sim") the platform's simulator; "board:DEV" the platform's
  // FPGA board on serial device DEV, "board:virtual" its virtual board, through `kernelcraft board
  // run` (docs/fpga.md). The baseline always runs on the simulator.
  std::string target;
  // Coverage (docs/regression.md): when set, the kernel's run on `seed` goes to the platform's
  // coverage simulator (Platform::coverage_simulator) and the coverage.dat it writes in the run's
  // work directory is copied to this path. The baseline and the fresh-seed re-check run on the
  // usual simulator. A run that wrote no coverage.dat leaves no file here.
  std::string coverage_file;
};

// The re-check of a passing kernel on a fresh seed.
struct FreshSeedCheck {
  uint64_t seed = 0;
  EvalStatus status = EvalStatus::pass;
  uint64_t cycles = 0;
  std::string message;                   // the fresh run's message when it failed
};

// A task's structural bound on one hardware configuration (structural_bound below).
struct StructuralBound {
  struct Cap {
    std::string resource;
    double rate = 0, peak = 0;   // work per cycle: the cap, the resource's peak
    std::string why;
  };
  double cycles = 0;
  std::vector<Cap> caps;
};

struct EvalResult {
  EvalStatus status = EvalStatus::simulator_error;
  std::string message;                   // one paragraph: what happened, where, what to check
  std::string task, config, platform, hw;
  uint64_t seed = 0;
  std::string kernel_hash;               // sha-256 of the kernel text
  std::string task_hash;                 // task_instance_hash of the configuration it ran on
  std::string target = "sim";            // where the kernel ran: "sim" or EvalOptions::target ("board:DEV")
  // Assembly
  std::vector<Diagnostic> diagnostics;
  std::size_t static_instructions = 0;
  uint64_t program_bytes = 0;            // instruction bytes of the program
  // Simulation
  std::optional<RunResult> run;          // result.json, when the simulator produced one
  uint64_t cycles = 0;
  uint64_t max_cycles = 0;
  double timeout_seconds = 0;            // wall-clock limit the simulator ran under
  // Correctness
  std::vector<TensorComparison> outputs;  // every output, whenever the simulator dumped them
  Tolerance tolerance;                   // the task's
  std::vector<TensorData> expected;      // keep_tensors: the reference outputs (spec order)
  std::vector<OutputTensor> actual;      // keep_tensors: what the kernel wrote
  // Performance
  std::optional<uint64_t> baseline_cycles;
  std::optional<std::size_t> baseline_static_instructions;   // the baseline program's size (when it assembles)
  std::string baseline_note;             // why there is no baseline_cycles ("" when there are)
  std::optional<double> speedup;         // baseline_cycles / cycles (passing kernels)
  double roofline_cycles = 0;            // bound for this configuration and hardware
  std::optional<double> roofline_fraction;   // roofline_cycles / cycles (passing kernels)
  std::optional<StructuralBound> structural;     // the task's structural bound, if it caps a resource
  std::optional<double> structural_fraction;     // structural->cycles / cycles (passing kernels)
  double wall_seconds = 0;
  // Where wall_seconds went: assembling (the platform's assembler or toolchain), the simulator
  // process, and the rest (inputs, bundle, reference, comparison). The baseline's first run and the
  // fresh-seed re-check are not part of any of them.
  double assemble_seconds = 0, simulate_seconds = 0, check_seconds = 0;
  std::string work_dir;                  // kept bundle (keep_work_dir)
  std::optional<FreshSeedCheck> fresh;   // fresh_seed_check of a kernel that passed on `seed`
  bool stopped = false;                  // EvalOptions::stop ended it before it finished (status simulator_error)

  bool passed() const { return status == EvalStatus::pass; }
};

// Evaluates `kernel_text` on one task configuration. Never throws for anything the kernel or the
// simulator does (those are statuses); throws std::runtime_error only for harness misuse (unknown
// hardware configuration, a task without this platform).
EvalResult evaluate(const Platform& platform, const TaskSpec& task, const TaskConfig& cfg,
                    const std::string& kernel_text, const EvalOptions& opts);

// A passing kernel with less than this share of its tolerance left on some element is flagged in
// the evaluation text (a fresh seed may fail it).
constexpr double kLowMargin = 0.10;

// The output whose tightest element uses the largest share of its tolerance (nullptr: no output
// with compared elements).
const TensorComparison* tightest_output(const EvalResult& r);

// The status named `name` ("pass", "mismatch", ...), or nullopt.
std::optional<EvalStatus> parse_eval_status(const std::string& name);

// The roofline bound (cycles) of a resolved configuration on hardware `hw`: the maximum over the
// platform's roofline resources of work / peak rate per cycle (plena: matrix MACs, vector
// element operations, HBM bytes; rv32: instructions, data-memory bytes); a rate of 0 contributes
// nothing.
double roofline_cycles(const Platform& platform, const TaskInstance& inst, const std::string& hw);

// The bound the task's structure sets (TaskInstance::structural): like the roofline, with each
// capped resource at its cap instead of its peak rate. nullopt when the task caps nothing on the
// platform. Throws std::runtime_error (naming the task file) for a cap that does not evaluate to a
// positive rate on `hw`.
std::optional<StructuralBound> structural_bound(const Platform& platform, const TaskInstance& inst,
                                                const std::string& hw);

// The cycle limit of a run: `requested` if non-zero, else 20 x the baseline (if known), at least
// 1,000,000.
uint64_t default_max_cycles(uint64_t requested, std::optional<uint64_t> baseline_cycles);

// The wall-clock limit (seconds) for a simulator run of `max_cycles`: 2 s + max_cycles / the
// platform's slowest simulation rate (Platform::min_sim_cycles_per_second, 50,000 unless the
// platform says otherwise; the RTL usually simulates several times faster, so a kernel that never
// ends reports cycle_limit long before this; only a hung or stuck simulator reaches it).
double default_timeout_seconds(uint64_t max_cycles, double min_cycles_per_second = 50'000.0);

// Where baseline cycle counts are cached: $KC_CACHE_DIR, else $XDG_CACHE_HOME/kernelcraft, else
// $HOME/.cache/kernelcraft, else <tmp>/kernelcraft-cache.
std::string default_cache_dir();

// The evaluation as JSON (status strings verbatim; tensors of keep_tensors are left out).
nlohmann::ordered_json eval_result_json(const EvalResult& r);

// The evaluation as text for people: status line, message, cycles, baseline, speedup, roofline,
// and the comparison report of every failing output.
std::string format_eval_result(const EvalResult& r);

}  // namespace kc
