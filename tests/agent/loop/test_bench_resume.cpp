// `kernelcraft bench` killed with SIGKILL in the middle of a run and started again with the same
// command: it resumes the same run, never repeats an episode that was done (same row, same start
// time, same transcript bytes), re-runs the one that was cut off, and finishes the rest.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <map>
#include <thread>

#include "kc/results_db.h"
#include "loop_test_util.h"

using namespace kc;
using namespace kc::looptest;
namespace fs = std::filesystem;

namespace {

// A scripted episode that evaluates its kernel several times (so an episode takes a while).
const char kSlowScript[] =
    "label: writes the relu kernel and evaluates it four times\n"
    "task: relu\n"
    "turns:\n"
    "  - tool_calls:\n"
    "      - name: write_code\n"
    "        arguments: {code_file: kernel.asm}\n"
    "      - name: run_evaluation\n"
    "      - name: run_evaluation\n"
    "  - tool_calls:\n"
    "      - name: run_evaluation\n"
    "      - name: run_evaluation\n"
    "  - text: done\n";

pid_t spawn(const std::vector<std::string>& args, const std::string& log) {
  std::vector<std::string> a = {KC_KERNELCRAFT_EXE};
  a.insert(a.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& s : a) argv.push_back(s.data());
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid == 0) {
    FILE* f = std::freopen(log.c_str(), "w", stderr);
    (void)f;
    FILE* o = std::freopen((log + ".out").c_str(), "w", stdout);
    (void)o;
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

std::vector<EpisodeRecord> episodes(const std::string& db) {
  if (!fs::exists(db)) return {};
  return ResultsDb(db).episodes();
}

}  // namespace

TEST_CASE("agent.loop.bench_resume_after_sigkill") {
  const std::string dir = test_dir("bench_resume");
  write_text(dir + "/slow.yaml", kSlowScript);
  write_text(dir + "/kernel.asm", relu_kernel_v3());
  const std::string db = dir + "/results.db";
  const std::vector<std::string> cmd = {"bench", "--model", "script:" + dir + "/slow.yaml", "--platform", "plena",
                                        "--task", "relu", "--config", "C1,C2,C3,C4", "-j", "1", "--db", db, "--out",
                                        dir + "/episodes"};

  // Kill the run (SIGKILL: no chance to clean up) once the first episode is done and the second
  // has started.
  const pid_t pid = spawn(cmd, dir + "/first.log");
  REQUIRE(pid > 0);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  std::vector<EpisodeRecord> before;
  for (;;) {
    before = episodes(db);
    if (before.size() >= 2 && before[0].status == "done" && before[1].status == "running") break;
    int status = 0;
    REQUIRE(waitpid(pid, &status, WNOHANG) == 0);   // still running
    REQUIRE(std::chrono::steady_clock::now() < deadline);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  REQUIRE(kill(pid, SIGKILL) == 0);
  int status = 0;
  waitpid(pid, &status, 0);
  REQUIRE(WIFSIGNALED(status));
  before = episodes(db);
  REQUIRE(before.size() == 2);
  CHECK(before[0].status == "done");
  CHECK(before[1].status == "running");   // cut off
  const std::string done_transcript = read_text(before[0].transcript_path);
  {
    ResultsDb store(db);
    const auto run = store.run(before[0].run_id.value());
    REQUIRE(run);
    CHECK(run->finished.empty());
  }

  // The same command again: the same run, resumed.
  const Run again = kernelcraft(cmd);
  INFO(again.err);
  CHECK(again.code == 0);
  CHECK(contains(again.out, "run 1 (resumed): 4 episodes, 1 already done, 3 ran"));
  const auto after = episodes(db);
  REQUIRE(after.size() == 4);
  for (const auto& e : after) {
    INFO(e.config);
    CHECK(e.run_id == before[0].run_id);
    CHECK(e.status == "done");
    CHECK(e.evaluations == 4);
  }
  // The finished episode was not run again; the cut-off one reused its row.
  CHECK(after[0].id == before[0].id);
  CHECK(after[0].started == before[0].started);
  CHECK(after[0].finished == before[0].finished);
  CHECK(read_text(after[0].transcript_path) == done_transcript);
  CHECK(after[1].id == before[1].id);
  CHECK(after[1].started != before[1].started);
  // The kernel is written for C1's shapes: it succeeds there only.
  CHECK(after[0].config == "C1");
  CHECK(after[0].success == std::optional<bool>(true));
  CHECK(after[1].success == std::optional<bool>(false));
  ResultsDb store(db);
  const auto run = store.latest_run("bench");
  REQUIRE(run);
  CHECK(run->id == *before[0].run_id);
  CHECK(run->finished_ok());
  CHECK(run->totals.cases == 4);
  CHECK(run->totals.passed == 1);
  CHECK(run->totals.failed == 3);
  // Each episode owns its four evaluations and its success check; those of the abandoned attempt
  // stay in the store (they ran) but belong to no episode.
  EvaluationFilter ef;
  ef.run_id = run->id;
  std::map<int64_t, int> per_episode;
  for (const auto& e : store.evaluations(ef))
    if (e.episode_id) ++per_episode[*e.episode_id];
  CHECK(per_episode.size() == 4);
  for (const auto& [id, n] : per_episode) CHECK(n == 5);

  // A third invocation of the same plan starts a new run (the first one finished cleanly).
  const Run third = kernelcraft({"bench", "--model", "script:" + dir + "/slow.yaml", "--platform", "plena", "--task",
                                 "relu", "--config", "C1", "--db", db, "--out", dir + "/episodes"});
  CHECK(third.code == 0);
  CHECK(contains(third.out, "run 2:"));
}
