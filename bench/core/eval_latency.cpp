// Benchmark: evaluation latency (assemble + build the bundle + simulate on RTL + compare) of the
// baseline kernel of every level-1 task of a platform at configuration C1, split into its phases
// (assemble: the platform's assembler or toolchain; simulate: the simulator process; check:
// inputs, bundle, reference and comparison), and evaluations per minute with N evaluations in
// parallel (threads, each running its own simulator process).
//
//   kc-bench-eval [--platform P] [--repeat N] [--jobs J]      (default: plena)
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "kc/evaluate.h"
#include "kc/platform.h"
#include "kc/task.h"

namespace {

struct Case {
  const kc::TaskSpec* task;
  const kc::TaskConfig* cfg;
  kc::KernelSource kernel;
};

struct Seconds {
  double total = 0, assemble = 0, simulate = 0, check = 0;
};

Seconds eval_seconds(const kc::Platform& p, const Case& c) {
  kc::EvalOptions o;
  o.with_baseline = false;   // the latency of one evaluation, not of the baseline's first run
  o.lang = c.kernel.lang;
  const auto t0 = std::chrono::steady_clock::now();
  const kc::EvalResult r = kc::evaluate(p, *c.task, *c.cfg, c.kernel.text, o);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!r.passed()) {
    std::fprintf(stderr, "%s %s: %s\n", c.task->id.c_str(), c.cfg->name.c_str(), r.message.c_str());
    std::exit(1);
  }
  return {s, r.assemble_seconds, r.simulate_seconds, r.check_seconds};
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 5, jobs = 2;
  std::string platform = "plena";
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::string(argv[i]) == "--platform") platform = argv[i + 1];
    if (std::string(argv[i]) == "--repeat") repeat = std::atoi(argv[i + 1]);
    if (std::string(argv[i]) == "--jobs") jobs = std::atoi(argv[i + 1]);
  }
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  const kc::Platform* found = kc::find_platform(platform);
  if (!found) {
    std::fprintf(stderr, "kc-bench-eval: unknown platform '%s'\n", platform.c_str());
    return 2;
  }
  const kc::Platform& p = *found;
  const std::vector<kc::TaskSpec> tasks = kc::load_all_tasks(kc::default_tasks_dir());
  std::vector<Case> cases;
  for (const auto& t : tasks) {
    if (t.level != 1 || !t.supports(platform)) continue;
    const kc::TaskConfig* c1 = t.config("C1");
    const auto k = p.baseline(kc::instantiate(t, *c1, platform), p.default_hw());
    if (k) cases.push_back({&t, c1, *k});
  }
  std::printf("evaluation latency, %s/%s, baseline kernels at C1 (median of %d)\n\n", platform.c_str(),
              p.default_hw().c_str(), repeat);
  std::printf("%-14s %10s %10s %10s %10s\n", "task", "seconds", "assemble", "simulate", "check");
  for (const Case& c : cases) {
    std::vector<Seconds> s;
    for (int i = 0; i < repeat; ++i) s.push_back(eval_seconds(p, c));
    std::sort(s.begin(), s.end(), [](const Seconds& a, const Seconds& b) { return a.total < b.total; });
    const Seconds& m = s[s.size() / 2];   // the median run, with its own split
    std::printf("%-14s %10.3f %10.3f %10.3f %10.3f\n", c.task->id.c_str(), m.total, m.assemble, m.simulate, m.check);
  }
  // Throughput: every C1..C3 baseline of every task with one, `jobs` at a time.
  std::vector<Case> work;
  for (const auto& t : tasks)
    for (const char* name : {"C1", "C2", "C3"}) {
      if (!t.supports(platform)) continue;
      const kc::TaskConfig* cfg = t.config(name);
      const auto k = p.baseline(kc::instantiate(t, *cfg, platform), p.default_hw());
      if (k) work.push_back({&t, cfg, *k});
    }
  std::atomic<std::size_t> next{0};
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<std::thread> pool;
  for (int j = 0; j < jobs; ++j)
    pool.emplace_back([&] {
      for (std::size_t i; (i = next++) < work.size();) eval_seconds(p, work[i]);
    });
  for (auto& t : pool) t.join();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("\nthroughput: %zu evaluations (C1..C3 baselines) in %.1f s with %d in parallel = %.0f per minute\n",
              work.size(), secs, jobs, 60.0 * double(work.size()) / secs);
  return 0;
}
