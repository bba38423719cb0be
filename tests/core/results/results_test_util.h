// Shared helpers of the core.results tests: per-test directories, files, synthetic evaluation
// results (no simulator, no task suite) and running the kernelcraft binary.
#pragma once

#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "kc/evaluate.h"

namespace kc::test {

namespace fs = std::filesystem;

// A fresh, empty directory for one test.
inline fs::path test_dir(const std::string& name) {
  const fs::path d = fs::path(KC_TEST_OUT_DIR) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_file(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out << text;
}

// A plausible evaluation result as evaluate() would return it.
inline EvalResult synthetic_result(const std::string& task, const std::string& config, EvalStatus status,
                                   uint64_t cycles, std::optional<uint64_t> baseline_cycles = 2000,
                                   uint64_t seed = 1, const std::string& kernel_hash = "") {
  EvalResult r;
  r.status = status;
  r.task = task, r.config = config, r.platform = "plena", r.hw = "default";
  r.seed = seed;
  r.kernel_hash = kernel_hash;
  r.message = status == EvalStatus::pass ? "" : std::string(eval_status_name(status)) + ": synthetic failure";
  r.static_instructions = 12;
  r.cycles = cycles;
  r.max_cycles = 1000000;
  RunResult run;
  run.platform = "plena", run.config = "default", run.status = "halted";
  run.cycles = cycles;
  run.instructions = cycles / 2;
  run.counters = {{"cycles", cycles}, {"mat_busy", cycles / 4}};
  run.memory = {{"hbm", MemoryTraffic{4096, 2048, 64, 32, 100}}};
  r.run = run;
  TensorComparison out;
  out.name = "Y";
  out.elements = 256;
  out.passed = status == EvalStatus::pass ? 256 : 200;
  r.outputs = {out};
  r.roofline_cycles = 500;
  r.baseline_cycles = baseline_cycles;
  if (status == EvalStatus::pass && baseline_cycles && cycles) {
    r.speedup = double(*baseline_cycles) / double(cycles);
    r.roofline_fraction = 500.0 / double(cycles);
  }
  r.wall_seconds = 0.5;
  return r;
}

struct Run {
  int code;
  std::string out, err;
};

// Runs `kernelcraft <args>` in `dir` with stdin from /dev/null; `env` is prepended to the shell
// command ("KC_RESULTS_DB=x ").
inline Run kernelcraft(const fs::path& dir, const std::string& args, const std::string& env = "") {
  const std::string cmd = "cd '" + dir.string() + "' && " + env + "'" KC_KERNELCRAFT_EXE "' " + args +
                          " >stdout.txt 2>stderr.txt </dev/null";
  const int status = std::system(cmd.c_str());
  REQUIRE(WIFEXITED(status));
  return {WEXITSTATUS(status), slurp(dir / "stdout.txt"), slurp(dir / "stderr.txt")};
}

}  // namespace kc::test
