// Runner: one child process (a simulator, a compiler, a board driver) run to completion under
// control — its own process group, captured stdout and stderr, a wall-clock timeout that kills the
// whole group (grandchildren too), an address-space limit set in the child before exec, and death
// with its parent: the child gets SIGKILL when the thread that started it dies (PR_SET_PDEATHSIG),
// so a killed kernelcraft never leaves a simulator running. A StopToken ends the run early.
//
// run_process never throws for anything the child does (not found, crash, hang, garbage output):
// those are statuses of the result. It is safe to call from several threads at once (each call
// has its own I/O context; no SIGCHLD handler is installed).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kc {

// A request to stop work early: a flag that something else sets (a signal handler, the thread that
// saw an MCP client go away) and/or a wall-clock deadline (a tool call's time limit). Cheap to
// copy; an empty token never stops anything.
struct StopToken {
  const std::atomic<bool>* flag = nullptr;
  std::optional<std::chrono::steady_clock::time_point> deadline;

  bool flag_set() const { return flag && flag->load(); }
  bool deadline_passed() const { return deadline && std::chrono::steady_clock::now() >= *deadline; }
  bool stop_requested() const { return flag_set() || deadline_passed(); }
  // Seconds until the deadline (0 once passed); a large number without one.
  double seconds_left() const;
  // The token with a deadline `seconds` from now added (the earlier deadline wins); seconds <= 0
  // adds none.
  StopToken with_limit(double seconds) const;
};

struct ProcessSpec {
  std::string program;                 // path, or a bare name looked up in PATH
  std::vector<std::string> args;       // arguments after the program name
  std::string cwd;                     // working directory of the child; "" = the caller's
  std::vector<std::pair<std::string, std::string>> env;  // set (or overridden) in the child
  double timeout_seconds = 0;          // wall-clock limit; <= 0: none
  // RLIMIT_CPU of the child (and of each process it starts, separately): CPU seconds, rounded up;
  // 0: none. A process past it gets SIGXCPU (status signalled), and SIGKILL a second later if it
  // ignores that. Unlike the wall-clock limit it does not shrink when the machine is loaded.
  double cpu_limit_seconds = 0;
  uint64_t memory_limit_bytes = 0;     // RLIMIT_AS of the child; 0: none
  uint64_t file_size_limit_bytes = 0;  // RLIMIT_FSIZE of the child (largest file it may write); 0: none
  std::size_t max_capture_bytes = 16u << 20;  // per stream; beyond this output is counted, not kept
  StopToken stop = {};                 // flag set or deadline passed: the group is killed (status stopped)
};

enum class ProcessStatus {
  exited,        // the child exited by itself (exit_code)
  signalled,     // a signal ended it (signal), not the timeout
  timed_out,     // still running (or holding its output pipes) at the deadline: group killed
  spawn_failed,  // could not be started (error)
  stopped,       // the StopToken asked to stop (its flag, or its deadline before the timeout): group killed
};

// "exited", "signalled", "timed_out", "spawn_failed", "stopped".
const char* process_status_name(ProcessStatus s);

struct ProcessResult {
  ProcessStatus status = ProcessStatus::spawn_failed;
  int exit_code = -1;           // exited: the exit status
  int signal = 0;               // signalled / timed_out: the terminating signal (SIGKILL after a timeout)
  std::string out, err;         // captured stdout / stderr (each at most max_capture_bytes)
  std::size_t out_dropped = 0;  // bytes of stdout beyond the capture limit
  std::size_t err_dropped = 0;
  std::string error;            // spawn_failed: why
  double wall_seconds = 0;      // from spawn until the child was reaped

  bool ok() const { return status == ProcessStatus::exited && exit_code == 0; }
};

// Runs `spec` to completion (or until its timeout). The child gets stdin closed, its own process
// group, and the limit. When the deadline passes, every process of the group is sent SIGKILL and
// whatever output arrived is kept.
ProcessResult run_process(const ProcessSpec& spec);

// "SIGSEGV" for 11, "signal 42" for a number without a name.
std::string signal_name(int sig);

// One phrase for people: "exited with status 3", "was killed by signal SIGSEGV (11)",
// "did not finish within 2.0 s and was killed", "could not be started: <error>", "was stopped
// after 1.2 s (stop requested)".
std::string describe(const ProcessResult& r);

// The last `n` non-empty lines of `text`, joined with "\n" (for error messages).
std::string last_lines(const std::string& text, std::size_t n);

}  // namespace kc
