// Helpers of the hostile-input tests: kernelcraft and the simulators as real child processes (run to
// completion under a time limit, or started in the background to be signalled), a fake simulator
// that hangs and reports its pid, and process checks (alive, orphaned).
#pragma once

#include <sys/types.h>

#include <string>
#include <utility>
#include <vector>

namespace kc::hostile {

using Env = std::vector<std::pair<std::string, std::string>>;

struct Run {
  int code = -1;            // exit status (-1: killed or not started)
  std::string out, err;
  double seconds = 0;
  bool timed_out = false;   // still running at the limit: killed
};

// Runs kernelcraft with `args` to completion (stdin closed, or read from `stdin_file`), with `env`
// set on top of this process's environment, killed after `timeout` seconds.
Run kernelcraft(const std::vector<std::string>& args, const Env& env = {}, double timeout = 180,
                const std::string& stdin_file = "");
// The same for any program.
Run run(const std::string& program, const std::vector<std::string>& args, const Env& env = {}, double timeout = 180,
        const std::string& stdin_file = "");

// Starts kernelcraft in the background (stdout and stderr to LOG and LOG.out, stdin from
// `stdin_file` or /dev/null); returns its pid. wait_exit() reaps it.
pid_t spawn(const std::vector<std::string>& args, const std::string& log, const Env& env = {},
            const std::string& stdin_file = "");
// Waits up to `timeout` seconds for `pid` to exit: its exit status, -1 when still running (then
// it is killed), 128 + signal when a signal ended it.
int wait_exit(pid_t pid, double timeout);

// Writes DIR/fake-sim.sh, a "simulator" that writes its pid to DIR/sim.pid and sleeps for ten
// minutes (a hung simulator), and returns its path.
std::string hanging_simulator(const std::string& dir);
// Waits up to `timeout` seconds for a pid file; 0 when it never appeared.
pid_t wait_for_pid_file(const std::string& path, double timeout);
// Whether `pid` is a live process (a zombie counts as dead).
bool alive(pid_t pid);
// Waits up to `timeout` seconds for `pid` to be gone; true when it is.
bool gone_within(pid_t pid, double timeout);

// Entries of directory `dir` whose name starts with `prefix`.
std::vector<std::string> entries_with_prefix(const std::string& dir, const std::string& prefix);

// Prints a measured figure on stdout (ctest -V shows it): "hostile: NAME: VALUE".
void report_figure(const std::string& name, const std::string& value);

}  // namespace kc::hostile
