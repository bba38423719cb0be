// Processes under hostile conditions (issue 18 items 1 and 3): a client that goes away while a tool
// runs, SIGTERM in the middle of a tool, SIGKILL of eval / regress / bench while a simulator runs
// (the simulator must die with them, their temporary directories must not stay), and a simulator
// left alone (its own wall-clock limit). The simulator is real, or a fake one that hangs (a shell
// script reporting its pid): the harness must cope with a simulator that never ends.
#include <signal.h>
#include <unistd.h>

#include <boost/process.hpp>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <thread>

#include "hostile_util.h"
#include "kc/results_db.h"
#include "kc/transcript.h"
#include "test_support.h"
#include "tools_test_util.h"

using namespace kc;
using namespace kc::hostile;
using kc::toolstest::test_dir;
namespace fs = std::filesystem;
namespace bp = boost::process;
using nlohmann::json;

namespace {

std::string write(const std::string& path, const std::string& text) {
  REQUIRE(testsupport::write_file(path, text));
  return path;
}

// A valid relu C1 kernel for plena/default (it assembles; the fake simulator never runs it).
std::string relu_kernel_file(const std::string& dir) {
  return write(dir + "/kernel.asm", toolstest::relu_kernel(toolstest::ReluKernel::correct));
}

// A scripted episode: write the kernel, evaluate it (the evaluation hangs in the fake simulator).
std::string evaluating_script(const std::string& dir) {
  relu_kernel_file(dir);
  return write(dir + "/episode.yaml",
               "label: writes a kernel and evaluates it\n"
               "task: relu\n"
               "turns:\n"
               "  - tool_calls:\n"
               "      - name: write_code\n"
               "        arguments: {code_file: kernel.asm}\n"
               "      - name: run_evaluation\n"
               "  - text: done\n");
}

json rpc(int id, const std::string& method, json params) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
}

}  // namespace

TEST_CASE("hostile.mcp.stdin_closed_mid_tool") {
  // The client closes stdin while run_evaluation waits for a simulator that hangs: the server
  // stops the tool (the simulator is killed), records the episode as interrupted and exits.
  const std::string dir = test_dir("mcp_closed_mid_tool");
  const std::string sim = hanging_simulator(dir);
  bp::opstream in;
  bp::ipstream out;
  bp::environment env = boost::this_process::environment();
  env["KC_SIM_PLENA"] = sim;
  env["KC_CACHE_DIR"] = dir + "/cache";
  bp::child c(KC_KERNELCRAFT_EXE,
              bp::args({"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--db", dir + "/results.db",
                        "--model-name", "leaver"}),
              bp::std_in < in, bp::std_out > out, bp::std_err > dir + "/stderr.txt", env);
  auto send = [&](const json& j) {
    in << j.dump() << "\n";
    in.flush();
  };
  auto receive = [&] {
    std::string line;
    REQUIRE(std::getline(out, line));
    return json::parse(line);
  };
  send(rpc(1, "initialize", {{"protocolVersion", "2025-06-18"}}));
  REQUIRE(receive().contains("result"));
  send(rpc(2, "tools/call", {{"name", "write_code"}, {"arguments", {{"code", toolstest::relu_kernel(toolstest::ReluKernel::correct)}}}}));
  REQUIRE(receive().contains("result"));
  send(rpc(3, "tools/call", {{"name", "run_evaluation"}, {"arguments", json::object()}}));
  const pid_t sim_pid = wait_for_pid_file(dir + "/sim.pid", 60);
  REQUIRE(sim_pid > 0);
  const auto t0 = std::chrono::steady_clock::now();
  in.pipe().close();   // the client is gone
  REQUIRE(c.wait_for(std::chrono::seconds(15)));
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  report_figure("mcp exit after stdin closed mid-tool (s)", std::to_string(s));
  CHECK(s < 10);
  CHECK(c.exit_code() == 0);
  CHECK(gone_within(sim_pid, 3));
  ResultsDb db(dir + "/results.db", ResultsDb::Mode::existing);
  const auto eps = db.episodes();
  REQUIRE(eps.size() == 1);
  CHECK(eps[0].status == "interrupted");
  CHECK(eps[0].end_reason == "interrupted");
  CHECK(eps[0].evaluations == 0);   // the stopped evaluation has no outcome
  const agent::Transcript t = agent::read_transcript(eps[0].transcript_path);
  REQUIRE(t.end());
  CHECK((*t.end())["end"] == "interrupted");
}

TEST_CASE("hostile.agent.sigterm_mid_tool") {
  // `timeout 90 kernelcraft agent ...` used to run on for minutes (the tool ignored the stop
  // request): SIGTERM now stops the running tool and ends the episode as interrupted.
  const std::string dir = test_dir("agent_sigterm");
  const std::string sim = hanging_simulator(dir);
  const std::string script = evaluating_script(dir);
  const pid_t pid = spawn({"agent", "--model", "script:" + script, "--platform", "plena", "--task", "relu", "--config",
                           "C1", "--db", dir + "/results.db", "--out", dir + "/episodes"},
                          dir + "/agent.log", {{"KC_SIM_PLENA", sim}, {"KC_CACHE_DIR", dir + "/cache"}});
  const pid_t sim_pid = wait_for_pid_file(dir + "/sim.pid", 60);
  REQUIRE(sim_pid > 0);
  const auto t0 = std::chrono::steady_clock::now();
  ::kill(pid, SIGTERM);
  const int code = wait_exit(pid, 15);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  report_figure("agent exit after SIGTERM mid-tool (s)", std::to_string(s));
  CHECK(s < 10);
  CHECK(code == 1);
  CHECK(gone_within(sim_pid, 3));
  ResultsDb db(dir + "/results.db", ResultsDb::Mode::existing);
  const auto eps = db.episodes();
  REQUIRE(eps.size() == 1);
  CHECK(eps[0].status == "interrupted");
  CHECK(eps[0].end_reason == "interrupted");
  const agent::Transcript t = agent::read_transcript(eps[0].transcript_path);
  REQUIRE(t.end());
  CHECK((*t.end())["end"] == "interrupted");
}

TEST_CASE("hostile.process.sigkill_leaves_no_simulator") {
  // SIGKILL gives kernelcraft no chance to clean up. Its simulator must still die with it (ppid 1
  // orphans used to run on), for every command that runs simulators; the temporary directories it
  // leaves are swept by the next kernelcraft that makes one.
  const std::string root = test_dir("sigkill");
  const struct {
    const char* name;
    std::vector<std::string> args;   // {DIR} is replaced by the case's directory
  } kCases[] = {
      {"eval", {"eval", "--platform", "plena", "--task", "relu", "--config", "C1", "--no-baseline", "{DIR}/kernel.asm"}},
      {"regress", {"regress", "{DIR}/manifest.yaml", "-j", "1", "--db", "{DIR}/results.db"}},
      {"bench",
       {"bench", "--model", "script:{DIR}/episode.yaml", "--platform", "plena", "--task", "relu", "--config", "C1",
        "--db", "{DIR}/results.db", "--out", "{DIR}/episodes"}},
      {"agent",
       {"agent", "--model", "script:{DIR}/episode.yaml", "--platform", "plena", "--task", "relu", "--config", "C1",
        "--db", "{DIR}/results.db", "--out", "{DIR}/episodes"}},
  };
  for (const auto& c : kCases) {
    INFO(c.name);
    const std::string dir = root + "/" + c.name;
    fs::create_directories(dir + "/tmp");
    const std::string sim = hanging_simulator(dir);
    evaluating_script(dir);
    write(dir + "/manifest.yaml", "entries:\n  - {platform: plena, task: relu, configs: [C1], kernel: kernel.asm}\n");
    std::vector<std::string> args;
    for (std::string a : c.args) {
      if (const auto at = a.find("{DIR}"); at != std::string::npos) a.replace(at, 5, dir);
      args.push_back(a);
    }
    const Env env = {{"KC_SIM_PLENA", sim}, {"KC_CACHE_DIR", dir + "/cache"}, {"TMPDIR", dir + "/tmp"}};
    const pid_t pid = spawn(args, dir + "/run.log", env);
    const pid_t sim_pid = wait_for_pid_file(dir + "/sim.pid", 60);
    REQUIRE(sim_pid > 0);
    ::kill(pid, SIGKILL);
    wait_exit(pid, 10);
    CHECK(gone_within(sim_pid, 3));
  }
  // The kc-eval-* directory the killed eval left is swept by the next evaluation (here one whose
  // "simulator" exits at once without a result).
  const std::string tmp = root + "/eval/tmp";
  CHECK(entries_with_prefix(tmp, "kc-eval-").size() == 1);
  const Run again = kernelcraft({"eval", "--platform", "plena", "--task", "relu", "--config", "C1", "--no-baseline",
                                 root + "/eval/kernel.asm"},
                                {{"KC_SIM_PLENA", "/bin/true"}, {"TMPDIR", tmp}});
  INFO(again.err << again.out);
  CHECK(again.code == 1);
  CHECK(testsupport::contains(again.out, "simulator_error"));
  CHECK(entries_with_prefix(tmp, "kc-eval-").empty());
}

TEST_CASE("hostile.eval.sigterm") {
  // SIGTERM (a CI timeout) stops eval like regress: the simulator is killed at once, the bundle
  // directory removed, and eval exits 1 saying it was interrupted.
  const std::string dir = test_dir("eval_sigterm");
  fs::create_directories(dir + "/tmp");
  const std::string sim = hanging_simulator(dir);
  relu_kernel_file(dir);
  const pid_t pid = spawn({"eval", "--platform", "plena", "--task", "relu", "--config", "C1", "--no-baseline",
                           dir + "/kernel.asm"},
                          dir + "/eval.log", {{"KC_SIM_PLENA", sim}, {"TMPDIR", dir + "/tmp"}});
  const pid_t sim_pid = wait_for_pid_file(dir + "/sim.pid", 60);
  REQUIRE(sim_pid > 0);
  ::kill(pid, SIGTERM);
  CHECK(wait_exit(pid, 10) == 1);
  CHECK(gone_within(sim_pid, 3));
  CHECK(testsupport::contains(testsupport::read_file(dir + "/eval.log"), "kernelcraft eval: interrupted"));
  CHECK(entries_with_prefix(dir + "/tmp", "kc-eval-").empty());
}

TEST_CASE("hostile.sim.own_wall_clock_limit") {
  // A simulator nobody watches any more stops itself: run.json's max_wall_seconds.
  const std::string dir = test_dir("sim_wall_clock");
  write(dir + "/endless.asm",
        "C_LOOP_START gp1, 1000000\n  C_LOOP_START gp2, 1000000\n    S_ADDI_INT gp3, gp3, 1\n  C_LOOP_END gp2\n"
        "C_LOOP_END gp1\n");
  REQUIRE(kernelcraft({"asm", "--platform", "plena", dir + "/endless.asm", "-o", dir + "/prog.bin"}).code == 0);
  write(dir + "/run.json",
        R"({"platform": "plena", "config": "default", "program": {"file": "prog.bin"}, "max_cycles": 2000000000,
            "max_wall_seconds": 2})");
  const Run r = run(KC_SIM_PLENA_EXE, {dir + "/run.json"}, {}, 60);
  report_figure("kc-sim-plena stopped itself after (s), limit 2 s", std::to_string(r.seconds));
  CHECK(r.code == 4);
  CHECK(r.seconds < 8);
  CHECK(testsupport::contains(r.err, "kc-sim-plena: error: the wall-clock limit of 2"));
  CHECK_FALSE(fs::exists(dir + "/result.json"));
  // The harness writes the limit into every bundle: its own wall-clock limit plus a margin.
  const Run kept = kernelcraft({"eval", "--platform", "plena", "--task", "relu", "--config", "C1", "--no-baseline",
                                "--no-fresh", "--max-cycles", "100000", "--keep", dir + "/kept", relu_kernel_file(dir)});
  INFO(kept.err << kept.out);
  const json bundle = json::parse(testsupport::read_file(dir + "/kept/run.json"));
  CHECK(bundle["max_wall_seconds"].get<double>() == Approx(2.0 + 100000 / 50000.0 + 10));
}
