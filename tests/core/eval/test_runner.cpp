// Runner (kc/runner.h): exit codes, signals, timeouts that kill whole process groups, the memory
// limit, large and capped output, spawn failures, environment and working directory.
#include <signal.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "kc/runner.h"

using namespace kc;
namespace fs = std::filesystem;

namespace {

ProcessResult sh(const std::string& script, double timeout = 10) {
  ProcessSpec s;
  s.program = "sh";
  s.args = {"-c", script};
  s.timeout_seconds = timeout;
  return run_process(s);
}

ProcessResult helper(std::vector<std::string> args, uint64_t memory_limit = 0) {
  ProcessSpec s;
  s.program = KC_RUNNER_HELPER;
  s.args = std::move(args);
  s.timeout_seconds = 20;
  s.memory_limit_bytes = memory_limit;
  return run_process(s);
}

fs::path test_dir(const std::string& name) {
  const fs::path d = fs::path(KC_TEST_OUT_DIR) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

// True once process `pid` no longer runs: it does not exist or is a zombie (a killed orphan
// waits for init to reap it, which some container inits never do). Waits up to 2 s.
bool gone(pid_t pid) {
  for (int i = 0; i < 200; ++i) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string pid_field, comm, state;
    if (!(stat >> pid_field >> comm >> state) || state == "Z") return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

}  // namespace

TEST_CASE("core.eval.runner.exit_code_and_streams") {
  const ProcessResult r = sh("echo out; echo err >&2; exit 3");
  CHECK(r.status == ProcessStatus::exited);
  CHECK(r.exit_code == 3);
  CHECK(r.out == "out\n");
  CHECK(r.err == "err\n");
  CHECK_FALSE(r.ok());
  CHECK(describe(r) == "exited with status 3");
  CHECK(sh("true").ok());
}

TEST_CASE("core.eval.runner.signal") {
  const ProcessResult r = sh("echo before; kill -SEGV $$");
  CHECK(r.status == ProcessStatus::signalled);
  CHECK(r.signal == SIGSEGV);
  CHECK(r.out == "before\n");
  CHECK(describe(r) == "was killed by signal SIGSEGV (11)");
  CHECK(signal_name(SIGKILL) == "SIGKILL");
}

TEST_CASE("core.eval.runner.timeout_kills_grandchildren") {
  const fs::path d = test_dir("timeout");
  const std::string pidfile = (d / "pid").string();
  const auto t0 = std::chrono::steady_clock::now();
  const ProcessResult r = sh("echo started; sleep 30 & echo $! > " + pidfile + "; wait", 0.3);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  CHECK(r.status == ProcessStatus::timed_out);
  CHECK(r.signal == SIGKILL);
  CHECK(r.out == "started\n");  // partial output kept
  CHECK(seconds < 2.0);
  CHECK(describe(r).find("did not finish within") == 0);
  pid_t grandchild = 0;
  std::ifstream(pidfile) >> grandchild;
  REQUIRE(grandchild > 0);
  CHECK(gone(grandchild));
}

TEST_CASE("core.eval.runner.timeout_with_closed_output") {
  // The child closes its output and keeps running: the pipes reach EOF, the deadline still holds.
  const auto t0 = std::chrono::steady_clock::now();
  const ProcessResult r = sh("exec >&- 2>&-; sleep 30", 0.3);
  CHECK(r.status == ProcessStatus::timed_out);
  CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < 2.0);
}

TEST_CASE("core.eval.runner.no_timeout_needed") {
  const ProcessResult r = sh("sleep 0.1; echo done", 0);
  CHECK(r.ok());
  CHECK(r.out == "done\n");
  CHECK(r.wall_seconds >= 0.1);
}

// The CPU-time limit stops a busy loop after its CPU seconds, not the wall clock's: the status is
// SIGXCPU, the wall-clock timeout (30 s) is not reached.
TEST_CASE("core.eval.runner.cpu_limit") {
  ProcessSpec s;
  s.program = "sh";
  s.args = {"-c", "while :; do :; done"};
  s.timeout_seconds = 30;
  s.cpu_limit_seconds = 1;
  const ProcessResult r = run_process(s);
  CHECK(r.status == ProcessStatus::signalled);
  CHECK(r.signal == SIGXCPU);
  CHECK(r.wall_seconds < 25);
  CHECK(describe(r) == "used up its CPU time limit and was killed (SIGXCPU)");
  // A process that sleeps uses no CPU: the wall clock ends it.
  ProcessSpec idle = s;
  idle.args = {"-c", "sleep 10"};
  idle.timeout_seconds = 1;
  CHECK(run_process(idle).status == ProcessStatus::timed_out);
}

TEST_CASE("core.eval.runner.memory_limit") {
  const ProcessResult free_run = helper({"alloc", "256"});
  CHECK(free_run.ok());
  CHECK(free_run.out == "allocated 256 MB\n");
  const ProcessResult limited = helper({"alloc", "256"}, 128ull << 20);
#ifdef KC_SANITIZE
  // The sanitizer build sets no RLIMIT_AS on its children (CMakeLists.txt, KC_SANITIZE).
  CHECK(limited.ok());
#else
  CHECK(limited.status == ProcessStatus::exited);
  CHECK(limited.exit_code == 7);
  CHECK(limited.err == "allocation of 256 MB failed\n");
#endif
}

TEST_CASE("core.eval.runner.large_output") {
  const ProcessResult r = helper({"spew", "3000000", "1000000"});
  REQUIRE(r.ok());
  CHECK(r.out.size() == 3000000);
  CHECK(r.err.size() == 1000000);
  CHECK(r.out.substr(0, 3) == "abc");
  CHECK(r.out[2999999] == char('a' + 2999999 % 26));
  CHECK(r.out_dropped == 0);
}

TEST_CASE("core.eval.runner.capture_limit") {
  ProcessSpec s;
  s.program = KC_RUNNER_HELPER;
  s.args = {"spew", "100000", "10"};
  s.max_capture_bytes = 1000;
  const ProcessResult r = run_process(s);
  CHECK(r.ok());
  CHECK(r.out.size() == 1000);
  CHECK(r.out_dropped == 99000);
  CHECK(r.err.size() == 10);
}

TEST_CASE("core.eval.runner.spawn_failure") {
  ProcessSpec s;
  s.program = "/nonexistent/kc-no-such-program";
  const ProcessResult a = run_process(s);
  CHECK(a.status == ProcessStatus::spawn_failed);
  CHECK(a.error.find("/nonexistent/kc-no-such-program") != std::string::npos);
  CHECK(describe(a).find("could not be started") == 0);
  s.program = "kc-no-such-program-in-path";
  const ProcessResult b = run_process(s);
  CHECK(b.status == ProcessStatus::spawn_failed);
  CHECK(b.error == "'kc-no-such-program-in-path' not found in PATH");
}

TEST_CASE("core.eval.runner.env_and_cwd") {
  const fs::path d = test_dir("cwd");
  ProcessSpec s;
  s.program = "sh";
  s.args = {"-c", "echo $KC_RUNNER_TEST; pwd"};
  s.env = {{"KC_RUNNER_TEST", "hello"}};
  s.cwd = d.string();
  const ProcessResult r = run_process(s);
  CHECK(r.out == "hello\n" + fs::canonical(d).string() + "\n");
}

TEST_CASE("core.eval.runner.last_lines") {
  CHECK(last_lines("a\nb\n\nc\n", 2) == "b\nc");
  CHECK(last_lines("only", 5) == "only");
  CHECK(last_lines("\n \n", 3).empty());
}
