// evaluate(): assemble, baseline, bundle, simulator run, comparison, performance (kc/evaluate.h).
#include "kc/evaluate.h"

#include <stdlib.h>

#include <algorithm>
#include <cmath>
#include <chrono>
#include <filesystem>
#include <random>
#include <stdexcept>

#include "evaluate_internal.h"
#include "kc/files.h"
#include "kc/sha256.h"

namespace kc {

namespace fs = std::filesystem;

namespace {

constexpr uint64_t kMinMaxCycles = 1'000'000;
constexpr uint64_t kBaselineFactor = 20;
constexpr uint64_t kTraceWindowCycles = 2'000'000;  // FST waveforms take ~176 MB per million cycles

bool contains(const std::vector<std::string>& names, const std::string& n) {
  return std::find(names.begin(), names.end(), n) != names.end();
}

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// The hardware configuration of a request; throws for misuse (unknown or unbuilt hardware, a
// task without this platform).
std::string checked_hw(const Platform& platform, const TaskSpec& task, const EvalOptions& opts) {
  const std::string hw = opts.hw.empty() ? platform.default_hw() : opts.hw;
  if (!contains(platform.hw_configs(), hw))
    throw std::runtime_error("unknown " + platform.name() + " hardware configuration '" + hw +
                             "' (known: " + joined(platform.hw_configs()) + ")");
  if (!contains(platform.built_hw_configs(), hw)) {
    const std::string hint = std::string(KC_HW_SET) == "default"
                                 ? "this build tree has each platform's `default` hardware only (as `make demo` "
                                   "configures a new tree); `make build` adds every configuration"
                                 : platform.rebuild_hint(hw);
    throw std::runtime_error("the " + platform.name() + " simulator was built without hardware configuration '" + hw +
                             "' (built: " + joined(platform.built_hw_configs()) + "); " + hint);
  }
  if (!task.supports(platform.name()))
    throw std::runtime_error("task '" + task.id + "' (" + task.file + ") has no " + platform.name() + " section");
  return hw;
}

// The bundle directory of an evaluation: the caller's (kept) or a temporary one (removed unless
// keep_work_dir).
class WorkDir {
 public:
  explicit WorkDir(const EvalOptions& opts) {
    if (opts.work_dir.empty()) {
      temp_.emplace("kc-eval-");
      path_ = temp_->path();
      if (opts.keep_work_dir) temp_->keep();
    } else {
      path_ = fs::absolute(opts.work_dir).string();
      fs::create_directories(path_);
    }
    kept_ = !opts.work_dir.empty() || opts.keep_work_dir;
  }
  WorkDir(const WorkDir&) = delete;
  WorkDir& operator=(const WorkDir&) = delete;
  const std::string& path() const { return path_; }
  bool kept() const { return kept_; }

 private:
  std::optional<TempDir> temp_;   // removed on destruction unless kept
  std::string path_;
  bool kept_ = false;
};

// The waveform window of a traced run: from reset release, at most kTraceWindowCycles.
std::optional<TraceSpec> trace_spec(const EvalOptions& opts, uint64_t max_cycles) {
  if (!opts.trace_file) return std::nullopt;
  TraceSpec t;
  t.file = fs::absolute(*opts.trace_file).string();
  t.to_cycle = std::min(max_cycles, kTraceWindowCycles) - 1;
  return t;
}

// Speedup and roofline fraction of a passing run.
void set_performance(EvalResult& r) {
  if (!r.passed() || r.cycles == 0) return;
  if (r.baseline_cycles) r.speedup = double(*r.baseline_cycles) / double(r.cycles);
  if (r.roofline_cycles > 0) r.roofline_fraction = r.roofline_cycles / double(r.cycles);
  if (r.structural && r.structural->cycles > 0) r.structural_fraction = r.structural->cycles / double(r.cycles);
}

}  // namespace

const char* eval_status_name(EvalStatus s) {
  switch (s) {
    case EvalStatus::pass: return "pass";
    case EvalStatus::syntax: return "syntax";
    case EvalStatus::illegal_instruction: return "illegal_instruction";
    case EvalStatus::fault: return "fault";
    case EvalStatus::cycle_limit: return "cycle_limit";
    case EvalStatus::mismatch: return "mismatch";
    case EvalStatus::simulator_error: return "simulator_error";
  }
  return "?";
}

std::optional<EvalStatus> parse_eval_status(const std::string& name) {
  for (EvalStatus s : {EvalStatus::pass, EvalStatus::syntax, EvalStatus::illegal_instruction, EvalStatus::fault,
                       EvalStatus::cycle_limit, EvalStatus::mismatch, EvalStatus::simulator_error})
    if (name == eval_status_name(s)) return s;
  return std::nullopt;
}

uint64_t default_max_cycles(uint64_t requested, std::optional<uint64_t> baseline_cycles) {
  if (requested) return requested;
  return std::max(kMinMaxCycles, baseline_cycles ? kBaselineFactor * *baseline_cycles : 0);
}

double default_timeout_seconds(uint64_t max_cycles, double min_cycles_per_second) {
  return 2.0 + double(max_cycles) / min_cycles_per_second;
}

std::string default_cache_dir() {
  auto env = [](const char* name) -> std::string {
    const char* v = std::getenv(name);
    return v && *v ? v : "";
  };
  if (const std::string d = env("KC_CACHE_DIR"); !d.empty()) return d;
  if (const std::string d = env("XDG_CACHE_HOME"); !d.empty()) return d + "/kernelcraft";
  if (const std::string d = env("HOME"); !d.empty()) return d + "/.cache/kernelcraft";
  return (fs::temp_directory_path() / "kernelcraft-cache").string();
}

const TensorComparison* tightest_output(const EvalResult& r) {
  const TensorComparison* t = nullptr;
  for (const TensorComparison& c : r.outputs)
    if (!c.tightest.empty() && (t == nullptr || c.max_tol_use > t->max_tol_use)) t = &c;
  return t;
}

namespace {

// A seed the kernel has not been shown: random, and different from `shown`.
uint64_t draw_fresh_seed(uint64_t shown) {
  std::random_device rd;
  uint64_t s = 0;
  while (s == 0 || s == shown) s = (uint64_t(rd()) << 32) ^ rd();
  return s;
}

// Why a kernel that passed on `seed` failed on `fresh`: what differs, and the two usual causes,
// with the margin the first run left.
std::string fresh_seed_failure_text(const EvalResult& first, const EvalResult& f, uint64_t seed, uint64_t fresh) {
  const TensorComparison* t = tightest_output(first);
  const bool exact = t && t->max_tol_use == 0;
  const std::string margin = t && std::isfinite(t->max_tol_use) && !exact
                                 ? tolerance_share(t->max_tol_use) + " of its tolerance"
                                 : std::string();
  std::string s = "Passed on seed " + std::to_string(seed) +
                  (exact ? " (every element exact)" : margin.empty() ? "" : " (its closest element used " + margin + ")") +
                  ", but FAILED on a fresh seed (" + std::to_string(fresh) + "): " + eval_status_name(f.status);
  if (f.status == EvalStatus::mismatch) {
    std::string which;
    for (const TensorComparison& c : f.outputs) {
      if (c.ok()) continue;
      const double worst = c.worst.empty() ? c.max_tol_use : c.worst.front().tol_use;
      which += (which.empty() ? "" : ", ") + c.name + " (" + std::to_string(c.elements - c.passed) + " of " +
               std::to_string(c.elements) +
               (std::isfinite(worst) ? " elements outside, the worst at " + tolerance_share(worst) + " of its tolerance)"
                                     : " elements differ where the task wants them exact)");
    }
    s += " in " + which;
  }
  s += ". Two usual causes: the kernel's logic depends on the input values (a result or branch that holds only for "
       "the inputs it was shown), or its numerical error sits close to the tolerance";
  s += margin.empty() ? "" : " (on seed " + std::to_string(seed) + " it already used " + margin + ")";
  s += ": keep the precision the task's Numerics section assumes. The fresh run: " + f.message;
  return s;
}

// How much longer a run on the coverage simulator may take than the derived wall-clock limit: its
// counters cost ~30x the speed on plena `default` (gemm C2, 67 243 cycles: 0.49 s on kc-sim-plena,
// 13.5 s on kc-sim-plena-cov, same loaded 2-core machine); the limit only catches hung simulators.
constexpr double kCoverageSlowdown = 60;

// Copies the coverage.dat a coverage simulator wrote into the run's directory to `to` (nothing
// when it wrote none: a run that crashed or never started).
void keep_coverage(const std::string& dir, const std::string& to) {
  std::error_code ec;
  const fs::path dat = fs::path(dir) / "coverage.dat";
  if (!fs::exists(dat, ec)) return;
  if (fs::path(to).has_parent_path()) fs::create_directories(fs::path(to).parent_path(), ec);
  fs::copy_file(dat, to, fs::copy_options::overwrite_existing, ec);
  if (ec) throw std::runtime_error("cannot copy " + dat.string() + " to " + to + ": " + ec.message());
}

// Re-checks a kernel that passed on opts.seed on a fresh seed; a failure there becomes the result.
void recheck_fresh_seed(const Platform& platform, const TaskSpec& task, const TaskConfig& cfg,
                        const std::string& kernel_text, const EvalOptions& opts, EvalResult& r) {
  EvalOptions o = opts;
  o.fresh_seed_check = false;
  o.seed = opts.fresh_seed ? opts.fresh_seed : draw_fresh_seed(opts.seed);
  o.trace_file.reset();
  o.work_dir.clear();
  o.keep_work_dir = false;
  o.coverage_file.clear();
  const EvalResult f = evaluate(platform, task, cfg, kernel_text, o);
  r.fresh = FreshSeedCheck{o.seed, f.status, f.cycles, f.passed() ? "" : f.message};
  r.wall_seconds += f.wall_seconds;
  if (f.passed()) return;
  if (f.stopped) {
    r.stopped = true;
    r.status = f.status;
    r.message = f.message;
    return;
  }
  r.message = fresh_seed_failure_text(r, f, opts.seed, o.seed);   // before r's outputs are replaced
  r.status = f.status;
  r.outputs = f.outputs;
  r.speedup.reset();
  r.roofline_fraction.reset();
  r.structural_fraction.reset();
}

}  // namespace

EvalResult evaluate(const Platform& platform, const TaskSpec& task, const TaskConfig& cfg,
                    const std::string& kernel_text, const EvalOptions& opts) {
  const auto t0 = std::chrono::steady_clock::now();
  EvalResult r;
  r.hw = checked_hw(platform, task, opts);
  r.task = task.id;
  r.config = cfg.name;
  r.platform = platform.name();
  r.seed = opts.seed;
  r.kernel_hash = sha256_hex(kernel_text);
  if (!opts.target.empty()) r.target = opts.target;

  const TaskInstance inst = instantiate(task, cfg, platform.name());
  r.task_hash = task_instance_hash(inst);
  r.tolerance = inst.tolerance;
  r.roofline_cycles = roofline_cycles(platform, inst, r.hw);
  r.structural = structural_bound(platform, inst, r.hw);
  double baseline_seconds = 0;
  auto finish = [&](EvalResult& res) -> EvalResult& {
    res.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    res.check_seconds =
        std::max(0.0, res.wall_seconds - res.assemble_seconds - res.simulate_seconds - baseline_seconds);
    return res;
  };

  if (kernel_text.size() > kMaxKernelBytes) {
    // Every entry point refuses such a kernel before it gets here; this is the last guard.
    Diagnostic d;
    d.file = opts.kernel_name.empty() ? platform.kernel_file(opts.lang) : opts.kernel_name;
    d.line = 0;
    d.col = 0;
    d.message = "the kernel has " + std::to_string(kernel_text.size()) + " bytes, more than the limit of " +
                bytes_text(kMaxKernelBytes);
    d.hint = "use hardware loops instead of unrolling";
    r.status = EvalStatus::syntax;
    r.diagnostics = {d};
    r.message = detail::eval_message(r, inst, nullptr, "", format_diagnostic(d));
    return finish(r);
  }
  Assembled a = platform.assemble(AssembleRequest{kernel_text, opts.kernel_name, r.hw, opts.lang, &inst});
  r.assemble_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const bool assembled = a.ok();
  r.diagnostics = std::move(a.diagnostics);
  r.static_instructions = a.image.instructions;
  r.program_bytes = a.image.code_bytes;
  if (!assembled) {
    r.status = EvalStatus::syntax;
    r.message = detail::eval_message(r, inst, nullptr, "", a.formatted);
    return finish(r);
  }
  const auto tb = std::chrono::steady_clock::now();
  if (opts.with_baseline) detail::resolve_baseline(platform, inst, opts, r);
  else r.baseline_note = "baseline not requested";
  baseline_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - tb).count();
  if (opts.stop.stop_requested()) {
    r.status = EvalStatus::simulator_error;
    r.stopped = true;
    r.message = std::string("The evaluation was stopped before the kernel ran: ") +
                (opts.stop.flag_set() ? "it was interrupted." : "its wall-clock limit was reached.");
    return finish(r);
  }
  r.max_cycles = default_max_cycles(opts.max_cycles, r.baseline_cycles);
  r.timeout_seconds = opts.timeout_seconds > 0 ? opts.timeout_seconds : default_timeout_seconds(r.max_cycles, platform.min_sim_cycles_per_second());
  if (!opts.coverage_file.empty() && opts.timeout_seconds <= 0) r.timeout_seconds *= kCoverageSlowdown;

  const WorkDir dir(opts);
  detail::SimRequest req{r.hw, opts.seed, r.max_cycles, r.timeout_seconds, opts.memory_limit_bytes,
                         trace_spec(opts, r.max_cycles), dir.path(), opts.stop, opts.target,
                         opts.coverage_file.empty() ? std::string() : platform.coverage_simulator()};
  detail::SimOutcome sim = detail::simulate(platform, inst, a.image, req);
  if (!opts.coverage_file.empty()) keep_coverage(dir.path(), opts.coverage_file);
  r.status = sim.status;
  r.stopped = sim.stopped;
  r.simulate_seconds = sim.process_seconds;
  r.run = std::move(sim.run);
  r.cycles = r.run ? r.run->cycles : 0;
  r.outputs = std::move(sim.outputs);
  if (opts.keep_tensors) {
    r.expected = std::move(sim.expected);
    r.actual = std::move(sim.actual);
  }
  if (dir.kept()) r.work_dir = dir.path();
  set_performance(r);
  r.message = detail::eval_message(r, inst, &a.image, sim.sim_error, "");
  finish(r);
  if (opts.fresh_seed_check && r.passed() && !opts.stop.stop_requested()) recheck_fresh_seed(platform, task, cfg, kernel_text, opts, r);
  return r;
}

}  // namespace kc
