// Submitting a sharded run (regress, bench) to Slurm and following it (docs/scale.md): the job
// scripts, the array of unfinished shards, the collector, and --wait.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "command.h"
#include "kc/regress_shard.h"
#include "kc/slurm.h"

namespace kc::cli {

struct ShardSubmission {
  const Command* cmd = nullptr;       // regress or bench
  std::vector<std::string> args;      // what each shard runs with besides --shard/--shard-dir
  std::string what;                   // "cases", "episodes" (the submission line)
  bool resumed = false;
  bool wait = false;
  // Items recorded so far (progress while waiting).
  std::function<std::size_t()> recorded;
  // The collection, run here when every shard finished before (returns the exit status).
  std::function<int()> collect_now;
};

// Writes shard.sh and collect.sh, bumps and saves the plan's attempt, submits the unfinished
// shards as one array and the collector after it, prints the submission on stderr, and returns
// 0 — or with `wait`, follows the run (a progress line) and prints the collector's report,
// returning its exit status. Throws std::runtime_error and SlurmError.
int submit_shards(ShardPlan& plan, const SlurmOptions& so, const ShardSubmission& s);

// The collector's account of attempt plan.attempt: with no `missing` shards, `complete_text` (the
// summary) and `code`; otherwise the unfinished shards with their logs and exit status 1. Writes
// collect-<attempt>.json (what --wait prints), prints the text, returns the exit status.
int report_collection(const ShardPlan& plan, const std::vector<unsigned>& missing, std::size_t merged,
                      const std::string& complete_text, int code, const std::string& what);

}  // namespace kc::cli
