// Runner (kc/runner.h) on Boost.Process 1.74: the
// child in a bp::group (killpg reaches grandchildren), output read through async pipes on a
// private io_context driven with run_for (child::wait_for is unreliable in 1.74), the exit
// status decoded from native_exit_code (exit_code() is wrong after a kill), and RLIMIT_AS set by
// an on_exec_setup handler in the child.
#include "kc/runner.h"

#include <utility>  // before Boost.Asio: 1.74's awaitable.hpp uses std::exchange without it

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <boost/asio.hpp>
#include <boost/process.hpp>
#include <boost/process/extend.hpp>
#include <chrono>
#include <csignal>
#include <cstring>
#include <sstream>
#include <thread>

namespace kc {

namespace bp = boost::process;
namespace asio = boost::asio;
using Clock = std::chrono::steady_clock;

namespace {

// Sets RLIMIT_AS (address space) and RLIMIT_FSIZE (file size) in the child between fork and
// exec (async-signal-safe: setrlimit, prctl, getppid only). A write beyond the file-size limit fails
// with EFBIG (SIGXFSZ is ignored in the child, so the tool reports the failed write itself). The
// child asks for SIGKILL when its parent thread dies (the parent may have died between fork and
// prctl: then it exits at once).
struct ChildLimits : bp::extend::handler {
  uint64_t as_bytes = 0, file_bytes = 0, cpu_seconds = 0;
  pid_t parent = ::getpid();
  ChildLimits(uint64_t as, uint64_t file, uint64_t cpu) : as_bytes(as), file_bytes(file), cpu_seconds(cpu) {}
  template <class Executor>
  void on_exec_setup(Executor&) const {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(127);
#ifndef KC_SANITIZE   // a sanitized child reserves its shadow memory up front (CMakeLists.txt)
    if (as_bytes != 0) {
      const rlimit rl{rlim_t(as_bytes), rlim_t(as_bytes)};
      ::setrlimit(RLIMIT_AS, &rl);
    }
#endif
    if (file_bytes != 0) {
      const rlimit rl{rlim_t(file_bytes), rlim_t(file_bytes)};
      ::setrlimit(RLIMIT_FSIZE, &rl);
      ::signal(SIGXFSZ, SIG_IGN);
    }
    if (cpu_seconds != 0) {   // SIGXCPU at the soft limit, SIGKILL at the hard one
      const rlimit rl{rlim_t(cpu_seconds), rlim_t(cpu_seconds + 1)};
      ::setrlimit(RLIMIT_CPU, &rl);
    }
  }
};

// One captured stream: appends what the pipe delivers until EOF, keeping at most `cap` bytes.
struct Capture {
  bp::async_pipe pipe;
  std::string text;
  std::size_t dropped = 0;
  std::size_t cap;
  std::array<char, 65536> buf{};

  Capture(asio::io_context& ioc, std::size_t limit) : pipe(ioc), cap(limit) {}

  // Queues the next read; the handler re-queues until EOF or an error.
  void read_more() {
    pipe.async_read_some(asio::buffer(buf), [this](const boost::system::error_code& ec, std::size_t n) {
      const std::size_t keep = std::min(n, cap - std::min(cap, text.size()));
      text.append(buf.data(), keep);
      dropped += n - keep;
      if (!ec) read_more();
    });
  }
};

// The executable for `program`: itself when it names a path, else the PATH entry ("" if none).
std::string resolve_program(const std::string& program) {
  if (program.find('/') != std::string::npos) return program;
  return bp::search_path(program).string();
}

// Seconds since `t0`.
double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// Fills status, exit code and signal from a waitpid status word.
void decode_wait_status(int st, ProcessResult& r) {
  if (WIFEXITED(st)) {
    r.status = ProcessStatus::exited;
    r.exit_code = WEXITSTATUS(st);
  } else if (WIFSIGNALED(st)) {
    r.status = ProcessStatus::signalled;
    r.signal = WTERMSIG(st);
  } else {
    r.status = ProcessStatus::signalled;  // stopped/continued cannot be reported after wait
    r.signal = 0;
  }
}

}  // namespace

double StopToken::seconds_left() const {
  if (!deadline) return 1e18;
  return std::max(0.0, std::chrono::duration<double>(*deadline - Clock::now()).count());
}

StopToken StopToken::with_limit(double seconds) const {
  StopToken t = *this;
  if (seconds <= 0) return t;
  const auto d = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  if (!t.deadline || d < *t.deadline) t.deadline = d;
  return t;
}

const char* process_status_name(ProcessStatus s) {
  switch (s) {
    case ProcessStatus::exited: return "exited";
    case ProcessStatus::signalled: return "signalled";
    case ProcessStatus::timed_out: return "timed_out";
    case ProcessStatus::spawn_failed: return "spawn_failed";
    case ProcessStatus::stopped: return "stopped";
  }
  return "?";
}

ProcessResult run_process(const ProcessSpec& spec) {
  ProcessResult r;
  const std::string exe = resolve_program(spec.program);
  if (exe.empty()) {
    r.error = "'" + spec.program + "' not found in PATH";
    return r;
  }
  asio::io_context ioc;
  Capture out(ioc, spec.max_capture_bytes), err(ioc, spec.max_capture_bytes);
  bp::environment env = boost::this_process::environment();
  for (const auto& [k, v] : spec.env) env[k] = v;
  bp::group group;
  std::error_code ec;
  const Clock::time_point t0 = Clock::now();
  bp::child child(exe, bp::args(spec.args), bp::std_in.close(), bp::std_out > out.pipe, bp::std_err > err.pipe,
                  bp::env(env), bp::start_dir(spec.cwd.empty() ? std::string(".") : spec.cwd), group,
                  ChildLimits(spec.memory_limit_bytes, spec.file_size_limit_bytes,
                              spec.cpu_limit_seconds > 0 ? uint64_t(std::ceil(spec.cpu_limit_seconds)) : 0),
                  ec);
  if (ec) {
    r.error = "cannot run '" + exe + "': " + ec.message();
    return r;
  }
  out.read_more();
  err.read_more();

  // The deadline: the timeout, or the stop token's deadline when that comes first (then the run
  // counts as stopped, not timed out).
  const bool limited = spec.timeout_seconds > 0;
  Clock::time_point deadline = Clock::time_point::max();
  if (limited)
    deadline = t0 + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(spec.timeout_seconds));
  const bool token_first = spec.stop.deadline && *spec.stop.deadline < deadline;
  if (token_first) deadline = *spec.stop.deadline;
  // Phase 1: read both streams to EOF (or the deadline, or a stop request: the flag is looked at
  // every 20 ms).
  bool stopped = false, timed_out = false;
  while (!ioc.stopped()) {
    ioc.run_until(std::min(deadline, Clock::now() + std::chrono::milliseconds(20)));
    if (ioc.stopped()) break;
    if (spec.stop.flag_set()) {
      stopped = true;
      break;
    }
    if (Clock::now() >= deadline) {
      (token_first ? stopped : timed_out) = true;
      break;
    }
  }
  // Phase 2: the child may have closed its output and still run; poll until it is reaped.
  while (!stopped && !timed_out && child.running(ec)) {
    if (spec.stop.flag_set()) stopped = true;
    else if (Clock::now() >= deadline) (token_first ? stopped : timed_out) = true;
    else std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  std::error_code kill_ec;
  group.terminate(kill_ec);  // the whole group: after a timeout, and any straggler after an exit
  if (timed_out || stopped) {
    ioc.restart();
    ioc.run_for(std::chrono::seconds(2));  // drain what the killed processes left in the pipes
  }
  child.wait(ec);
  r.wall_seconds = seconds_since(t0);
  decode_wait_status(child.native_exit_code(), r);
  if (timed_out) r.status = ProcessStatus::timed_out;
  if (stopped) r.status = ProcessStatus::stopped;
  r.out = std::move(out.text);
  r.err = std::move(err.text);
  r.out_dropped = out.dropped;
  r.err_dropped = err.dropped;
  return r;
}

std::string signal_name(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

std::string describe(const ProcessResult& r) {
  std::ostringstream s;
  switch (r.status) {
    case ProcessStatus::exited: s << "exited with status " << r.exit_code; break;
    case ProcessStatus::signalled:
      if (r.signal == SIGXCPU) s << "used up its CPU time limit and was killed (SIGXCPU)";
      else s << "was killed by signal " << signal_name(r.signal) << " (" << r.signal << ")";
      break;
    case ProcessStatus::timed_out:
      s.precision(1);
      s << std::fixed << "did not finish within " << r.wall_seconds << " s and was killed";
      break;
    case ProcessStatus::spawn_failed: s << "could not be started: " << r.error; break;
    case ProcessStatus::stopped:
      s.precision(1);
      s << std::fixed << "was stopped after " << r.wall_seconds << " s (stop requested)";
      break;
  }
  return s.str();
}

std::string last_lines(const std::string& text, std::size_t n) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) lines.push_back(line);
  std::string s;
  for (std::size_t i = lines.size() > n ? lines.size() - n : 0; i < lines.size(); ++i)
    s += (s.empty() ? "" : "\n") + lines[i];
  return s;
}

}  // namespace kc
