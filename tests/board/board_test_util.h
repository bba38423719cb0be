// Helpers of the virtual-board tests: shell commands, files, and the comparison of a board run
// with a simulator run of the same bundle (result.json field for field, dumps byte for byte).
#pragma once

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "kc/run_bundle.h"

namespace kc::board_test {

namespace fs = std::filesystem;

inline std::string q(const std::string& s) { return "'" + s + "'"; }

inline int sh(const std::string& cmd) {
  const int rc = std::system(cmd.c_str());
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

inline std::string slurp(const std::string& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// `name` with $KC_BOARD_TEST_TAG appended when set, which keeps the netlist runs' files apart from
// the RTL runs'.
inline std::string tagged(const std::string& name) {
  const char* tag = std::getenv("KC_BOARD_TEST_TAG");
  return tag && *tag ? name + "_" + tag : name;
}

// A fresh directory for one test under `root` (tagged).
inline std::string fresh_dir(const std::string& root, const std::string& name) {
  const fs::path d = fs::path(root) / tagged(name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d.string();
}

inline void same_result(const kc::RunResult& s, const kc::RunResult& b) {
  CHECK(b.status == s.status);
  CHECK(b.pc == s.pc);
  CHECK(b.cycles == s.cycles);
  CHECK(b.instructions == s.instructions);
  REQUIRE(b.fault.has_value() == s.fault.has_value());
  if (s.fault) {
    CHECK(b.fault->kind == s.fault->kind);
    CHECK(b.fault->pc == s.fault->pc);
    CHECK(b.fault->address == s.fault->address);
    CHECK(b.fault->word == s.fault->word);
    CHECK(b.fault->message == s.fault->message);
  }
  CHECK(b.counters == s.counters);
  REQUIRE(b.memory.size() == s.memory.size());
  for (std::size_t i = 0; i < s.memory.size(); ++i) {
    CHECK(b.memory[i].first == s.memory[i].first);
    CHECK(b.memory[i].second.read_bytes == s.memory[i].second.read_bytes);
    CHECK(b.memory[i].second.write_bytes == s.memory[i].second.write_bytes);
    CHECK(b.memory[i].second.read_requests == s.memory[i].second.read_requests);
    CHECK(b.memory[i].second.write_requests == s.memory[i].second.write_requests);
    CHECK(b.memory[i].second.busy_cycles == s.memory[i].second.busy_cycles);
  }
  CHECK(b.sim.clocked_cycles == s.sim.clocked_cycles);
  CHECK(b.sim.drain_cycles == s.sim.drain_cycles);
}

// `kernelcraft board run --port virtual`, with the line rate the host's timeouts assume taken from
// $KC_BOARD_TEST_BAUD when set (a gate-level board is slower than 9600 baud).
inline std::string virtual_board_run(const std::string& kernelcraft) {
  std::string cmd = q(kernelcraft) + " board run --port virtual";
  if (const char* baud = std::getenv("KC_BOARD_TEST_BAUD"); baud && *baud) cmd += std::string(" --baud ") + baud;
  return cmd;
}

// The retransmissions the board command reports in its log (0 when it reports none).
inline uint64_t retransmissions(const std::string& log) {
  std::smatch m;
  if (!std::regex_search(log, m, std::regex("([0-9]+) retransmissions"))) return 0;
  return std::stoull(m[1]);
}

struct BoardRun {
  kc::RunResult sim;     // the simulator's result
  kc::RunResult result;  // the board's
  std::string log;       // the board command's stderr
  double seconds = 0;
};

// Runs `dir/run.json` with simulator `sim_exe` (result sim.json, dumps kept in memory) and on the
// virtual board through `kernelcraft` (result board.json); checks that both agree and returns the
// board run.
inline BoardRun sim_and_board(const std::string& sim_exe, const std::string& kernelcraft, const std::string& dir,
                              const std::string& virtual_args = "") {
  const kc::RunBundle b = kc::load_run_bundle(dir + "/run.json");
  REQUIRE(sh(q(sim_exe) + " " + q(dir + "/run.json") + " --result " + q(dir + "/sim.json")) == 0);
  std::vector<std::string> sim_dumps;
  for (const kc::DumpSpec& d : b.dump) sim_dumps.push_back(slurp(d.file));
  for (const kc::DumpSpec& d : b.dump) fs::remove(d.file);
  const auto t0 = std::chrono::steady_clock::now();
  std::string cmd = virtual_board_run(kernelcraft) + " " + q(dir + "/run.json") + " --result " + q(dir + "/board.json");
  if (!virtual_args.empty()) cmd += " --virtual-args " + q(virtual_args);
  REQUIRE(sh(cmd + " 2>" + q(dir + "/board.log")) == 0);
  BoardRun r;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.log = slurp(dir + "/board.log");
  INFO(r.log);
  r.sim = kc::load_result(dir + "/sim.json");
  r.result = kc::load_result(dir + "/board.json");
  same_result(r.sim, r.result);
  for (std::size_t i = 0; i < b.dump.size(); ++i) {
    INFO("dump " << b.dump[i].file);
    REQUIRE(fs::exists(b.dump[i].file));
    CHECK(slurp(b.dump[i].file) == sim_dumps[i]);
  }
  return r;
}

}  // namespace kc::board_test
