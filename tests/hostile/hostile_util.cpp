#include "hostile_util.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include "kc/runner.h"
#include "test_support.h"

namespace kc::hostile {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

Run run(const std::string& program, const std::vector<std::string>& args, const Env& env, double timeout,
        const std::string& stdin_file) {
  ProcessSpec s;
  s.env = env;
  s.timeout_seconds = timeout;
  if (stdin_file.empty()) {
    s.program = program;
    s.args = args;
  } else {
    // The runner closes stdin; a shell redirects it.
    std::string cmd = "exec \"$0\"";
    for (std::size_t i = 0; i < args.size(); ++i) cmd += " \"$" + std::to_string(i + 1) + "\"";
    cmd += " < '" + stdin_file + "'";
    s.program = "/bin/sh";
    s.args = {"-c", cmd, program};
    s.args.insert(s.args.end(), args.begin(), args.end());
  }
  const ProcessResult p = run_process(s);
  Run r;
  r.code = p.status == ProcessStatus::exited ? p.exit_code : -1;
  r.out = p.out;
  r.err = p.err;
  r.seconds = p.wall_seconds;
  r.timed_out = p.status == ProcessStatus::timed_out;
  return r;
}

Run kernelcraft(const std::vector<std::string>& args, const Env& env, double timeout, const std::string& stdin_file) {
  return run(KC_KERNELCRAFT_EXE, args, env, timeout, stdin_file);
}

pid_t spawn(const std::vector<std::string>& args, const std::string& log, const Env& env, const std::string& stdin_file) {
  std::vector<std::string> a = {KC_KERNELCRAFT_EXE};
  a.insert(a.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& s : a) argv.push_back(s.data());
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid == 0) {
    for (const auto& [k, v] : env) setenv(k.c_str(), v.c_str(), 1);
    const int in = ::open(stdin_file.empty() ? "/dev/null" : stdin_file.c_str(), O_RDONLY);
    if (in >= 0) dup2(in, 0);
    const int err = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int out = ::open((log + ".out").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (err >= 0) dup2(err, 2);
    if (out >= 0) dup2(out, 1);
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

int wait_exit(pid_t pid, double timeout) {
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
  int st = 0;
  for (;;) {
    const pid_t r = waitpid(pid, &st, WNOHANG);
    if (r == pid) return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    if (r < 0) return -1;
    if (Clock::now() >= deadline) {
      ::kill(pid, SIGKILL);
      waitpid(pid, &st, 0);
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

std::string hanging_simulator(const std::string& dir) {
  const std::string path = dir + "/fake-sim.sh";
  testsupport::write_file(path, "#!/bin/sh\n# a hung simulator: reports its pid, then sleeps\necho $$ > '" + dir +
                                    "/sim.pid'\nexec sleep 600\n");
  ::chmod(path.c_str(), 0755);
  return path;
}

pid_t wait_for_pid_file(const std::string& path, double timeout) {
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
  while (Clock::now() < deadline) {
    std::ifstream in(path);
    long pid = 0;
    if (in >> pid && pid > 0) return pid_t(pid);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return 0;
}

bool alive(pid_t pid) {
  if (pid <= 0 || ::kill(pid, 0) != 0) return false;
  // A zombie (killed, waiting for whoever reaps orphans) is no longer running.
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return false;
  const auto close = line.rfind(')');
  return close == std::string::npos || close + 2 >= line.size() || line[close + 2] != 'Z';
}

bool gone_within(pid_t pid, double timeout) {
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
  while (Clock::now() < deadline) {
    if (!alive(pid)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return !alive(pid);
}

std::vector<std::string> entries_with_prefix(const std::string& dir, const std::string& prefix) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().filename().string().rfind(prefix, 0) == 0) out.push_back(e.path().string());
  return out;
}

void report_figure(const std::string& name, const std::string& value) {
  std::cout << "hostile: " << name << ": " << value << std::endl;
}

}  // namespace kc::hostile
