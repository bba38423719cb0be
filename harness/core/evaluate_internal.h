// Pieces of evaluate() shared by evaluate.cpp (the flow), evaluate_baseline.cpp (baseline cycles
// and their cache) and evaluate_report.cpp (messages, text and JSON). Not a public header.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kc/evaluate.h"
#include "kc/runner.h"

namespace kc::detail {

// One simulator run of a program on a task instance.
struct SimRequest {
  std::string hw;
  uint64_t seed = 1;
  uint64_t max_cycles = 0;
  double timeout_seconds = 0;
  uint64_t memory_limit_bytes = 0;
  std::optional<TraceSpec> trace;
  std::string dir;   // the bundle directory (exists, empty)
  StopToken stop = {};   // ends the simulator early (the outcome is then stopped)
  std::string target;    // EvalOptions::target ("" = the simulator)
  std::string simulator; // the simulator executable ("" = Platform::simulator())
};

// What a run produced: the status (never pass/mismatch for a run that did not halt), the
// simulator's result, and the outputs compared with the reference whenever they were dumped.
struct SimOutcome {
  EvalStatus status = EvalStatus::simulator_error;
  std::string sim_error;                   // simulator_error: what was seen
  bool stopped = false;                    // the stop token ended the run (status simulator_error)
  std::optional<RunResult> run;
  std::vector<TensorComparison> outputs;
  std::vector<TensorData> expected;
  std::vector<OutputTensor> actual;
  double process_seconds = 0;              // the simulator process, start to exit
};

// Writes the bundle, runs the platform's simulator under the request's limits, reads result.json
// and the outputs, compares. Never throws for what the kernel or the simulator does.
SimOutcome simulate(const Platform& platform, const TaskInstance& inst, const ProgramImage& program,
                    const SimRequest& req);

// Fills r.baseline_cycles (or r.baseline_note) for the task instance on r.hw, from the cache or
// by running the baseline once through simulate().
void resolve_baseline(const Platform& platform, const TaskInstance& inst, const EvalOptions& opts, EvalResult& r);

// The message paragraph of a finished evaluation (status, outputs, run, cycles already set).
// `program` is the image that ran (nullptr when it did not assemble); its source lines name the
// line of every pc the message mentions.
std::string eval_message(const EvalResult& r, const TaskInstance& inst, const ProgramImage* program,
                         const std::string& sim_error, const std::string& formatted_diagnostics);

}  // namespace kc::detail
