// One simulator run for evaluate(): bundle, child process, result.json, outputs, comparison
// (evaluate_internal.h). Everything the simulator can do wrong becomes simulator_error with what
// was seen; nothing here throws for it.

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>

#include "evaluate_internal.h"
#include "kc/runner.h"

namespace kc::detail {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kStderrLines = 5;  // stderr lines quoted in a simulator_error
// The simulator's own wall-clock limit is the harness's plus this margin: the harness kills it
// first; the simulator stops itself only when the harness is gone (killed with SIGKILL).
constexpr double kSimWallMarginSeconds = 10;

// "; last stderr lines:\n  ..." or "; no output on stderr".
std::string quoted_output(const ProcessResult& p) {
  std::string tail = last_lines(p.err, kStderrLines);
  const char* what = "stderr";
  if (tail.empty()) {
    tail = last_lines(p.out, kStderrLines);
    what = "stdout";
  }
  if (tail.empty()) return "; it printed nothing";
  std::string indented;
  for (std::size_t b = 0; b <= tail.size();) {
    const std::size_t e = std::min(tail.find('\n', b), tail.size());
    indented += "\n  " + tail.substr(b, e - b);
    b = e + 1;
  }
  return std::string("; last lines on ") + what + ":" + indented;
}

// The simulator name for messages ("kc-sim-plena").
std::string sim_name(const std::string& path) { return fs::path(path).filename().string(); }

// The status of a run from result.json's status string (nullopt for an unknown one).
std::optional<EvalStatus> run_status(const std::string& s) {
  if (s == "halted") return EvalStatus::pass;  // refined by the comparison
  if (s == "fault") return EvalStatus::fault;
  if (s == "illegal_instruction") return EvalStatus::illegal_instruction;
  if (s == "cycle_limit") return EvalStatus::cycle_limit;
  return std::nullopt;
}

// Reads the dumped outputs and compares them with the reference; on a missing or malformed
// dump returns the problem (and leaves `out` without comparisons).
std::string compare_outputs(const Platform& platform, const TaskInstance& inst, const std::string& dir,
                            const std::vector<TensorData>& inputs, SimOutcome& out) {
  try {
    out.actual = platform.read_outputs(dir, inst);
  } catch (const std::exception& e) {
    return e.what();
  }
  out.expected = reference(inst, inputs);
  if (out.expected.size() != out.actual.size())
    return "the platform read " + std::to_string(out.actual.size()) + " outputs, the reference has " +
           std::to_string(out.expected.size());
  for (std::size_t i = 0; i < out.expected.size(); ++i)
    out.outputs.push_back(compare_tensor(out.expected[i], out.actual[i].data, inst.tolerance, out.actual[i].poisoned));
  return "";
}

// The kernelcraft executable that runs bundles on boards: $KC_KERNELCRAFT, else `kernelcraft`
// next to the running program.
std::string board_runner() {
  if (const char* e = std::getenv("KC_KERNELCRAFT"); e && *e) return e;
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string("kernelcraft") : (self.parent_path() / "kernelcraft").string();
}

// Classifies a finished simulator process: fills out.status, out.run, out.sim_error.
void classify_run(const Platform& platform, const TaskInstance& inst, const SimRequest& req,
                  const std::vector<TensorData>& inputs, const ProcessResult& p, SimOutcome& out) {
  const std::string sim = req.target.rfind("board:", 0) == 0
                              ? "'kernelcraft board run' (" + req.target + ")"
                              : sim_name(req.simulator.empty() ? platform.simulator() : req.simulator);
  if (p.status == ProcessStatus::stopped) {
    out.stopped = true;
    out.sim_error = "The simulator " + sim + " " + describe(p) + ": " +
                    (req.stop.flag_set() ? "the evaluation was interrupted."
                                         : "the wall-clock limit of the evaluation was reached.");
    return;
  }
  if (!p.ok()) {
    out.sim_error = "The simulator " + sim + " " + describe(p) + quoted_output(p) + ".";
    if (p.status == ProcessStatus::timed_out)
      out.sim_error += " The wall-clock limit was " + std::to_string(int64_t(req.timeout_seconds)) +
                       " s for a cycle limit of " + std::to_string(req.max_cycles) +
                       " cycles; a kernel cannot cause this (an endless loop stops at the cycle limit).";
    return;
  }
  const std::string result_path = req.dir + "/result.json";
  if (!fs::exists(result_path)) {
    out.sim_error = "The simulator " + sim + " exited with status 0 but wrote no result.json" + quoted_output(p) + ".";
    return;
  }
  try {
    out.run = load_result(result_path);
  } catch (const std::exception& e) {
    out.sim_error = "The simulator " + sim + " wrote an unreadable result.json: " + e.what();
    return;
  }
  if (out.run->status == "board_error") {
    out.sim_error = "The board run failed: " + (out.run->fault ? out.run->fault->message : std::string("board_error"));
    return;
  }
  const std::optional<EvalStatus> s = run_status(out.run->status);
  if (!s) {
    out.sim_error = "The simulator " + sim + " reported an unknown status '" + out.run->status + "' in result.json.";
    return;
  }
  const std::string problem = compare_outputs(platform, inst, req.dir, inputs, out);
  if (!problem.empty() && *s == EvalStatus::pass) {
    out.sim_error = "The simulator " + sim + " reported 'halted' but the outputs cannot be read: " + problem;
    return;
  }
  out.status = *s;
  if (out.status == EvalStatus::pass)
    for (const TensorComparison& c : out.outputs)
      if (!c.ok()) out.status = EvalStatus::mismatch;
}

// A kept directory may hold the result and dumps of an earlier run: remove them, so that what is
// read afterwards can only come from this run.
void remove_stale_outputs(const RunBundle& bundle, const std::string& dir) {
  std::error_code ec;
  fs::remove(dir + "/result.json", ec);
  fs::remove(dir + "/coverage.dat", ec);
  for (const DumpSpec& d : bundle.dump) fs::remove(d.file, ec);
}

}  // namespace

SimOutcome simulate(const Platform& platform, const TaskInstance& inst, const ProgramImage& program,
                    const SimRequest& req) {
  SimOutcome out;
  const std::vector<TensorData> inputs = generate_inputs(inst, req.seed);
  const RunBundle bundle =
      platform.write_bundle(req.dir, inst, program, inputs,
                            Platform::BundleOptions{req.hw, req.max_cycles, req.trace,
                                                    req.timeout_seconds > 0 ? req.timeout_seconds + kSimWallMarginSeconds : 0});
  remove_stale_outputs(bundle, req.dir);
  ProcessSpec spec;
  spec.program = req.simulator.empty() ? platform.simulator() : req.simulator;
  spec.args = {req.dir + "/run.json"};
  if (req.target.rfind("board:", 0) == 0) {
    // On a board: `kernelcraft board run` (this program's own executable, or $KC_KERNELCRAFT).
    spec.program = board_runner();
    spec.args = {"board", "run", "--quiet", "--port", req.target.substr(6), req.dir + "/run.json"};
  }
  spec.cwd = req.dir;
  spec.env = {{"SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1"}};
  spec.timeout_seconds = req.timeout_seconds;
  spec.memory_limit_bytes = req.memory_limit_bytes;
  spec.stop = req.stop;
  const auto t0 = std::chrono::steady_clock::now();
  const ProcessResult p = run_process(spec);
  out.process_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  classify_run(platform, inst, req, inputs, p, out);
  return out;
}

}  // namespace kc::detail
