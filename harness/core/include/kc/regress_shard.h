// A regression split into shards that run apart (Slurm array tasks, docs/scale.md) and come back
// together. Its directory holds everything a shard and the collector need, so a shard on another
// node reads only files:
//   plan.json              what was submitted: the arguments that select and judge the cases,
//                          the case names in order, the shard count, the run in the main database
//   refs.db                a snapshot of the main database at submission (the shards' references)
//   shard.sh, collect.sh   the job scripts
//   shard-<i>.db           shard i's results (a rollback journal: the directory may be on NFS)
//   shard-<i>.jsonl        its case outcomes, one line each as it finishes (what a resumed shard skips)
//   shard-<i>.done         its exit status, written once every one of its cases ran
//   shard-<i>.log          its output (appended over attempts)
//   collect-<attempt>.json the collector's account of an attempt
// A shard that did not finish (cancelled, a node lost, out of time) keeps what it finished: the
// next attempt runs only its remaining cases. The collector merges finished shards only, each
// once (ResultsDb::merge is idempotent), into the run the submission created.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "kc/regress.h"
#include "kc/results_db.h"

namespace kc {

struct ShardPlan {
  std::string dir;                    // absolute
  std::vector<std::string> args;      // regress arguments selecting and judging the cases
  std::vector<std::string> cases;     // case names, in order
  unsigned shards = 1;
  std::string db;                     // the main results database (absolute)
  int64_t run_id = 0;                 // its run of this regression
  std::string junit;                  // JUnit XML the collector writes ("" for none)
  std::string name;                   // the run's name in JUnit XML
  bool quiet = false;                 // the summary lists only cases that did not pass
  unsigned attempt = 1;               // submissions so far
  double started = 0;                 // Unix seconds of the first submission
};

// plan.json of `dir`. Throws std::runtime_error (no plan, malformed).
ShardPlan load_shard_plan(const std::string& dir);
// Writes plan.json atomically.
void save_shard_plan(const ShardPlan& p);

// "<dir>/shard-<i>.<ext>".
std::string shard_path(const ShardPlan& p, unsigned shard, const std::string& ext);
// "<dir>/collect-<attempt>.json".
std::string collect_path(const ShardPlan& p, unsigned attempt);

// The outcomes a shard recorded, by case name (a torn last line of a killed shard is ignored).
std::map<std::string, CaseOutcome> read_shard_outcomes(const std::string& jsonl);
// Appends one outcome line and flushes it to disk before returning.
void append_shard_outcome(const std::string& jsonl, std::size_t index, const CaseOutcome& c);
// Shards without a .done file.
std::vector<unsigned> unfinished_shards(const ShardPlan& p);
// The exit status a finished shard recorded in its .done file, or nullopt while it has none.
std::optional<int> shard_exit_status(const ShardPlan& p, unsigned shard);
// Records that every item of `shard` ran, with its exit status (written atomically).
void mark_shard_done(const ShardPlan& p, unsigned shard, int exit_status);
// Merges the database of every finished shard into `db` (the plan's run; a shard merged before
// adds nothing); returns how many were merged by this call.
std::size_t merge_finished_shards(const ShardPlan& p, ResultsDb& db);
// Cases recorded so far over every shard (progress while waiting).
std::size_t recorded_cases(const ShardPlan& p);

// What the collector found.
struct ShardCollection {
  bool complete = false;              // every shard finished: the run is finished in the main database
  std::vector<unsigned> missing;      // shards that did not finish
  RegressSummary summary;             // complete: every case, in plan order
  std::size_t merged_now = 0;         // shard databases merged by this call
};
// Merges every finished shard not merged yet into `db` (the plan's run) and, when all have
// finished, assembles the summary and finishes the run with its totals. Throws std::runtime_error
// (a finished shard's outcomes do not match the plan) and ResultsDbError.
ShardCollection collect_shards(const ShardPlan& p, ResultsDb& db);

}  // namespace kc
