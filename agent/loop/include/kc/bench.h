// Benchmark runs (`kernelcraft bench`): models × tasks × configurations × repeats as agent
// episodes, several at once, every episode and evaluation in the results store as it finishes.
//
// Resumable: a run is identified by its plan (models, platform, hardware, tasks, configurations,
// split, repeats, settings, seed). Started again with the same plan, `run_bench` continues the
// latest unfinished run of that plan — episodes that are `done` are skipped (never paid for
// twice), every other one (killed mid-way, provider error, interrupted) runs again. Several
// runners of one run (the same command started twice) share the work: each episode is claimed in
// the results store before it runs (ResultsDb::claim_episode: owner and heartbeat; a dead
// runner's claim expires), so none runs twice and each transcript has one writer.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "kc/episode.h"
#include "kc/llm_providers.h"
#include "kc/results_db.h"
#include "kc/task.h"

namespace kc::agent {

// The largest plan `bench` accepts (models x tasks x configurations x repeats), checked before
// anything is allocated or run, and the most episodes run at once.
constexpr std::size_t kMaxBenchEpisodes = 100000;
constexpr int kMaxBenchJobs = 256;

struct BenchPlan {
  std::vector<std::string> models;        // "openai:NAME", "anthropic:NAME", "script:PATH"
  std::string platform;                   // required: a registered platform
  std::string hw;                         // "" = the platform's default
  std::vector<int> levels;                // empty: every level
  std::vector<std::string> tasks;         // empty: every task of the platform (at the levels)
  std::vector<std::string> configs;       // empty: every configuration of the split
  std::string split = "visible";          // visible (C*), held_out (H*), all
  int repeats = 1;
  uint64_t seed = 1;                      // inputs the agents see
  EpisodeSettings settings;               // model is set per episode
  std::string tasks_dir;                  // "" = default_tasks_dir()
  std::string out_dir;                    // transcripts and workspaces: <out>/run-<id>/...
  std::string db_path;                    // "" = default_results_db_path()
  int jobs = 1;                           // episodes at once
  bool new_run = false;                   // never resume: always start a new run
  std::optional<int64_t> resume_run;      // resume this run (its plan must match)
  std::string command;                    // the command line (stored with the run)
  bool log_turns = false;                 // pass each episode's turn-by-turn lines to hooks.log
  std::string prices_path;                // "" = agent/prices.yaml of the source tree (if present)
  llm::ProviderOptions provider;          // for the HTTP providers
  double tool_time_limit_seconds = kToolTimeLimitSeconds;   // wall-clock limit of one tool call
  // A shard of a run sharded over a cluster (docs/scale.md): only the episodes named here
  // (BenchCase::name(); empty = every episode of the plan), stored in db_path — the shard's own
  // database, written with a rollback journal when `rollback_journal` (it may sit on NFS) — but
  // with the transcripts, workspaces and fresh seeds of run `as_run` of the main store, which the
  // collector merges the shard into.
  std::vector<std::string> only;
  std::optional<int64_t> as_run;
  bool rollback_journal = false;
  std::string target;            // where kernels run (EvalOptions::target; "" = the simulator)
};

// One episode of a plan.
struct BenchCase {
  std::string model;
  const TaskSpec* task = nullptr;
  const TaskConfig* config = nullptr;
  int repeat = 0;
  std::string name() const;               // "<model> <task> <config> r<repeat>"
};

struct BenchOutcome {
  int64_t run_id = 0;
  bool resumed = false;
  std::size_t cases = 0;                  // episodes in the plan
  std::size_t skipped = 0;                // already done in the resumed run
  std::size_t ran = 0, succeeded = 0, errors = 0;
  std::size_t taken = 0;                  // run (or being run) by another runner of the same run
  std::vector<std::string> other_runners; // still running episodes of this run: they finish the run
  bool interrupted = false;
  std::string out_dir;                    // <out>/run-<id>
};

struct BenchHooks {
  std::function<void(const std::string& line)> log;   // one line per finished episode, retries, ...
  // Once, before the first episode: episodes in the plan and those already done (skipped).
  std::function<void(std::size_t total, std::size_t skipped)> started;
  // After each episode: its name and whether it failed (did not succeed, or could not run).
  std::function<void(const std::string& name, bool failed)> finished;
  const std::atomic<bool>* stop = nullptr;            // finish running episodes, start no more
};

// The plan's key (JSON text) that identifies its run for resuming.
std::string bench_plan_key(const BenchPlan& plan);

// Expands the plan into its episodes (model-major, then task, configuration, repeat). Throws
// std::runtime_error for an unknown task, configuration or level, and for a plan of more than
// kMaxBenchEpisodes episodes (counted before any is made).
std::vector<BenchCase> expand_bench(const BenchPlan& plan, const std::vector<TaskSpec>& tasks);

// The episodes of `cases` that are not done in run `run` of `db` (a resumed run skips the others).
std::vector<const BenchCase*> pending_episodes(const ResultsDb& db, int64_t run, const std::vector<BenchCase>& cases);
// The totals of a benchmark run from its episodes: done and successful (passed), done (failed),
// the rest (errors).
RunTotals bench_run_totals(const ResultsDb& db, int64_t run);

// A provider for a model name (HTTP providers, or the script provider for "script:PATH").
std::unique_ptr<llm::Provider> make_provider(const std::string& model, const llm::ProviderOptions& opts);

// Runs (or resumes) the plan. Throws std::runtime_error for a bad plan, ResultsDbError for the
// store; episodes that fail are recorded, not thrown.
BenchOutcome run_bench(const BenchPlan& plan, const BenchHooks& hooks = {});

}  // namespace kc::agent
