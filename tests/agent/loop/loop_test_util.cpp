// Helpers of the agent loop tests (loop_test_util.h).
#include "loop_test_util.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "test_support.h"

extern char** environ;

namespace kc::looptest {

namespace fs = std::filesystem;

const Platform& plena() {
  const Platform* p = find_platform("plena");
  if (!p) throw std::runtime_error("platform plena is not registered");
  return *p;
}

const TaskSpec& relu() {
  static const TaskSpec t = load_task(default_tasks_dir() + "/l1/relu/task.yaml");
  return t;
}

const TaskConfig& relu_config(const std::string& name) {
  const TaskConfig* c = relu().config(name);
  if (!c) throw std::runtime_error("relu has no configuration " + name);
  return *c;
}

std::string relu_script() { return std::string(KC_EXAMPLES_DIR) + "/relu_repair/episode.yaml"; }
std::string relu_kernel_v3() { return read_text(std::string(KC_EXAMPLES_DIR) + "/relu_repair/v3.asm"); }

std::string test_dir(const std::string& name) { return testsupport::fresh_dir(KC_TEST_OUT_DIR, name); }

std::string read_text(const std::string& path) {
  if (!fs::is_regular_file(path)) throw std::runtime_error("cannot read " + path);
  return testsupport::read_file(path);
}

void write_text(const std::string& path, const std::string& text) { testsupport::write_file(path, text); }

bool contains(const std::string& text, const std::string& part) { return testsupport::contains(text, part); }

agent::EpisodeSpec relu_spec(const std::string& config, const std::string& dir) {
  agent::EpisodeSpec s;
  s.platform = &plena();
  s.task = &relu();
  s.config = &relu_config(config);
  s.hw = "default";
  s.seed = 1;
  s.fresh_seed = 4242;
  s.workspace = dir + "/workspace";
  s.transcript_path = dir + "/transcript.jsonl";
  return s;
}

Run kernelcraft(const std::vector<std::string>& args, const std::vector<std::string>& env) {
  const std::string out_path = fs::path(KC_TEST_OUT_DIR) / ("child-" + std::to_string(getpid()) + ".out");
  const std::string err_path = out_path + ".err";
  std::vector<std::string> argv_s = {KC_KERNELCRAFT_EXE};
  argv_s.insert(argv_s.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> env_s;
  for (char** e = environ; *e; ++e) env_s.push_back(*e);
  env_s.insert(env_s.end(), env.begin(), env.end());
  std::vector<char*> envp;
  for (auto& e : env_s) envp.push_back(e.data());
  envp.push_back(nullptr);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int o = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int e = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int in = open("/dev/null", O_RDONLY);
    dup2(o, 1), dup2(e, 2), dup2(in, 0);
    execve(argv[0], argv.data(), envp.data());
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  Run r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = read_text(out_path);
  r.err = read_text(err_path);
  return r;
}

std::vector<std::string> files_containing(const std::string& dir, const std::string& needle) {
  std::vector<std::string> hits;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    if (contains(read_text(e.path().string()), needle)) hits.push_back(e.path().string());
  }
  return hits;
}

}  // namespace kc::looptest
