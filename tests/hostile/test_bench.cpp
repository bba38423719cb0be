// Concurrent runners of one benchmark run (issue 18 item 2): a bench killed with SIGKILL, then the
// identical command started twice at once. Both resume the same run; each episode is claimed by
// one of them (owner and heartbeat in the results store; the killed runner's claim has expired
// since its process is gone), so every episode runs once, with one transcript writer.
#include <signal.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <map>
#include <thread>

#include "hostile_util.h"
#include "kc/replay.h"
#include "kc/results_db.h"
#include "kc/transcript.h"
#include "test_support.h"
#include "tools_test_util.h"

using namespace kc;
using namespace kc::hostile;
using kc::toolstest::test_dir;
namespace fs = std::filesystem;

namespace {

// Two evaluations per episode, so that an episode takes a few seconds.
const char kScript[] =
    "label: writes the relu kernel and evaluates it twice\n"
    "task: relu\n"
    "turns:\n"
    "  - tool_calls:\n"
    "      - name: write_code\n"
    "        arguments: {code_file: kernel.asm}\n"
    "      - name: run_evaluation\n"
    "  - tool_calls:\n"
    "      - name: run_evaluation\n"
    "  - text: done\n";

std::vector<EpisodeRecord> episodes(const std::string& db) {
  if (!fs::exists(db)) return {};
  try {
    return ResultsDb(db).episodes();
  } catch (const std::exception&) {
    return {};
  }
}

}  // namespace

TEST_CASE("hostile.bench.concurrent_resume") {
  KC_REQUIRE_SIMULATOR();
  const std::string dir = test_dir("concurrent_resume");
  REQUIRE(testsupport::write_file(dir + "/script.yaml", kScript));
  REQUIRE(testsupport::write_file(dir + "/kernel.asm", toolstest::relu_kernel(toolstest::ReluKernel::correct)));
  const std::string db = dir + "/results.db";
  const std::vector<std::string> cmd = {"bench", "--model", "script:" + dir + "/script.yaml", "--platform", "plena",
                                        "--task", "relu", "--config", "C1,C2", "--repeats", "3", "-j", "1", "--db", db,
                                        "--out", dir + "/episodes"};
  // A slow simulator (the real one after half a second), so that the runners' episodes overlap.
  REQUIRE(testsupport::write_file(dir + "/slow-sim.sh", std::string("#!/bin/sh\nsleep 0.5\nexec '") + KC_SIM_PLENA_EXE +
                                                            "' \"$@\"\n"));
  fs::permissions(dir + "/slow-sim.sh", fs::perms::owner_all);
  const Env env = {{"KC_CACHE_DIR", dir + "/cache"}, {"KC_SIM_PLENA", dir + "/slow-sim.sh"}};

  // The first runner is killed (SIGKILL) while its first episode runs.
  const pid_t first = spawn(cmd, dir + "/first.log", env);
  REQUIRE(first > 0);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  for (;;) {
    const auto eps = episodes(db);
    if (!eps.empty() && eps[0].status == "running") break;
    REQUIRE(std::chrono::steady_clock::now() < deadline);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ::kill(first, SIGKILL);
  wait_exit(first, 10);

  // The identical command, twice at once.
  const pid_t a = spawn(cmd, dir + "/a.log", env);
  const pid_t b = spawn(cmd, dir + "/b.log", env);
  CHECK(wait_exit(a, 600) == 0);
  CHECK(wait_exit(b, 600) == 0);
  INFO("runner a: " << testsupport::read_file(dir + "/a.log") << testsupport::read_file(dir + "/a.log.out"));
  INFO("runner b: " << testsupport::read_file(dir + "/b.log") << testsupport::read_file(dir + "/b.log.out"));

  ResultsDb rdb(db, ResultsDb::Mode::existing);
  const auto eps = rdb.episodes();
  REQUIRE(eps.size() == 6);   // 2 configurations x 3 repeats, one row each
  std::map<int64_t, int> evaluations;   // per episode: the agent's evaluations and the final check
  for (const auto& e : rdb.evaluations())
    if (e.episode_id) ++evaluations[*e.episode_id];
  const int64_t run = *eps[0].run_id;
  for (const auto& e : eps) {
    INFO("episode " << e.id << " " << e.config << " r" << e.repeat);
    CHECK(e.run_id == run);
    CHECK(e.status == "done");
    CHECK(e.evaluations == 2);
    CHECK(evaluations[e.id] == 3);   // 2 run_evaluation + the final check: never run twice
    // One writer: every line of the transcript is whole, one start and one end event.
    const agent::Transcript t = agent::read_transcript(e.transcript_path);
    CHECK_FALSE(t.truncated);
    int starts = 0, ends = 0;
    for (const auto& ev : t.events) {
      starts += ev.value("event", "") == "start";
      ends += ev.value("event", "") == "end";
    }
    CHECK(starts == 1);
    CHECK(ends == 1);
  }
  // The run is finished once, by whichever runner ended last, with every episode in its totals.
  const auto r = rdb.run(run);
  REQUIRE(r);
  CHECK(r->finished_ok());
  CHECK(r->totals.cases == 6);
  // Each runner took part of the work (neither ran everything).
  const std::string la = testsupport::read_file(dir + "/a.log.out"), lb = testsupport::read_file(dir + "/b.log.out");
  CHECK((testsupport::contains(la, "run by another runner") || testsupport::contains(lb, "run by another runner")));
  // And a transcript replays identically.
  const agent::ReplayReport rep = agent::replay_transcript(eps.back().transcript_path);
  CHECK(rep.ok());
}

TEST_CASE("hostile.bench.claims") {
  // The claim rules in the store: a live owner keeps its episode; a dead one (its process is gone,
  // or its heartbeat is older than the lease) loses it; a done episode is never claimed.
  const std::string dir = test_dir("claims");
  ResultsDb db(dir + "/r.db");
  RunInfo info;
  info.kind = "bench";
  info.manifest = "plan";
  bool resumed = true;
  const int64_t run = db.resume_or_begin_run(info, &resumed);
  CHECK_FALSE(resumed);
  CHECK(db.resume_or_begin_run(info, &resumed) == run);   // unfinished: the same run
  CHECK(resumed);
  EpisodeRecord e;
  e.run_id = run;
  e.model = "m";
  e.platform = "plena";
  e.hw = "default";
  e.task = "relu";
  e.config = "C1";
  const std::string me = episode_owner_id();
  const auto id = db.claim_episode(e, me);
  REQUIRE(id);
  // Another live owner (this host, a live pid: ours) cannot take it...
  std::string holder;
  const std::string other = me.substr(0, me.rfind(':')) + ":other";
  CHECK_FALSE(db.claim_episode(e, other, &holder));
  CHECK(holder == me);
  // A claim is taken over only once it expired (here: a lease of -1 s makes every heartbeat old).
  const std::string host = me.substr(0, me.find(':'));
  const std::string dead = host + ":999999999:dead";
  CHECK(db.claim_episode(e, dead, &holder, -1) == id);
  // A process of this host that is gone has lost its claim at once, whatever its heartbeat.
  CHECK(db.claim_episode(e, me) == id);
  // An owner on another host keeps its claim while its heartbeat is within the lease.
  CHECK(db.claim_episode(e, "far-away-host:1:x", &holder, -1) == id);
  CHECK_FALSE(db.claim_episode(e, me, &holder));
  CHECK(holder == "far-away-host:1:x");
  CHECK(db.claim_episode(e, me, &holder, -1) == id);
  EpisodeRecord done = e;
  done.status = "done";
  db.finish_episode(*id, done);
  CHECK_FALSE(db.claim_episode(e, me, &holder));
  CHECK(holder == "done");
}
