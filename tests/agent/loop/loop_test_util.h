// Helpers of the agent loop tests: the relu task, the shipped scripted episode, per-test
// directories, child processes (kernelcraft) with their output, and file scans.
#pragma once

#include <string>
#include <vector>

#include "kc/episode.h"
#include "kc/platform.h"
#include "kc/task.h"

namespace kc::looptest {

const Platform& plena();
const TaskSpec& relu();
const TaskConfig& relu_config(const std::string& name);

// examples/agent/relu_repair/episode.yaml and its kernels.
std::string relu_script();
std::string relu_kernel_v3();   // the passing kernel

// A fresh directory KC_TEST_OUT_DIR/<name>.
std::string test_dir(const std::string& name);
std::string read_text(const std::string& path);
void write_text(const std::string& path, const std::string& text);
bool contains(const std::string& text, const std::string& part);

// An episode spec for relu `config` on hardware `default`, workspace and transcript in `dir`.
agent::EpisodeSpec relu_spec(const std::string& config, const std::string& dir);

struct Run {
  int code = -1;
  std::string out, err;
};
// Runs `kernelcraft args...` (no shell) with extra environment entries "NAME=value", waits.
Run kernelcraft(const std::vector<std::string>& args, const std::vector<std::string>& env = {});

// Every regular file under `dir` whose bytes contain `needle`.
std::vector<std::string> files_containing(const std::string& dir, const std::string& needle);

}  // namespace kc::looptest
