// Results store (docs/results.md): one SQLite database (WAL mode) holding every evaluation with its
// task, configuration, seed, kernel text and hash, RTL/ISA hash, status, cycles, counters and
// diagnosis; the regression/benchmark runs they belong to; and the agent episodes (issue 5).
//
// Several processes may write the same database at once: every write is one short IMMEDIATE
// transaction and a busy timeout makes writers wait for each other instead of failing. Within a
// process one ResultsDb may be shared by threads (calls are serialised).
//
// docs/results.md describes the schema; `schema_sql()` returns it.
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "kc/evaluate.h"

struct sqlite3;

namespace kc {

// A database that cannot be opened, migrated, read or written. The message names the file and
// says what to do.
class ResultsDbError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The database used when none is named: $KC_RESULTS_DB when set and non-empty, otherwise
// results/kernelcraft.db in the build tree the program was built in (next to bin/).
std::string default_results_db_path();

// The current time as ISO-8601 UTC with milliseconds ("2025-01-31T12:00:00.123Z").
std::string utc_timestamp();
// The current time in seconds since the Unix epoch (heartbeats, a sharded run's start).
double unix_seconds();

// ---- records -------------------------------------------------------------------------------------

// A regression or benchmark run: the `runs` row.
struct RunInfo {
  std::string kind = "regress";   // "regress", "bench", ...
  std::string command;            // the command line that started it
  std::string host;               // empty: this machine's host name
  std::string manifest;           // manifest path, or "--baselines" etc.
  std::string rtl_hash;           // RTL/ISA hash of the platform(s) run
};

// Totals written when a run ends.
struct RunTotals {
  int64_t cases = 0, passed = 0, failed = 0, regressed = 0, errors = 0;
  bool interrupted = false;       // stopped before every case ran
};

// What an evaluation row holds beyond the EvalResult itself.
struct EvaluationContext {
  std::optional<int64_t> run_id;       // the run it belongs to (none for a one-off evaluation)
  std::optional<int64_t> episode_id;   // the agent episode it belongs to
  std::string case_name;               // regression case ("plena.default.gemm.C3"), or ""
  std::string kernel_label;            // "baseline", the kernel path, ...; "" = the kernel hash
  std::string kernel_text;             // stored once per distinct text in `kernels`
  std::string rtl_hash;                // RTL/ISA hash the evaluation ran on
  std::string expect = "pass";         // the status the case expects
  std::string verdict;                 // regression verdict (kc/regress.h), "" outside regressions
  bool harness_error = false;          // the evaluation could not run at all (stored status "error")
};

// One stored evaluation, as read back.
struct StoredEvaluation {
  int64_t id = 0;
  std::optional<int64_t> run_id, episode_id;
  std::string created;
  std::string case_name, task, config, platform, hw;
  uint64_t seed = 0;
  std::string kernel_hash, kernel_label, rtl_hash;
  std::string status, expect, verdict;
  uint64_t cycles = 0, instructions = 0, static_instructions = 0, max_cycles = 0;
  std::optional<uint64_t> baseline_cycles;
  std::optional<double> speedup;
  double roofline_cycles = 0;
  std::optional<double> roofline_fraction;
  std::optional<double> match_percent;   // over all outputs (none when nothing was compared)
  std::string message;
  std::string counters_json, diagnosis_json;
  double wall_seconds = 0;
  std::string target = "sim";          // where the kernel ran: "sim", "board:<device>" (EvalOptions::target)
  std::optional<uint64_t> baseline_static_instructions;   // the baseline program's size
  std::string task_hash;                 // task_instance_hash ("" in rows stored before migration 7)
};

// A stored run, as read back.
struct StoredRun {
  int64_t id = 0;
  std::string kind, started, finished, command, host, manifest, rtl_hash;
  RunTotals totals;
  bool finished_ok() const { return !finished.empty() && !totals.interrupted; }
};

// An agent episode: the `episodes` row. Status: 'running' from its start until it ends; then
// 'done' (it ran to its end: the agent stopped or a budget ran out — end_reason says which),
// 'error' (the provider failed for good) or 'interrupted' (stopped on request). A resumed
// benchmark run re-runs every episode that is not 'done'.
struct EpisodeRecord {
  int64_t id = 0;
  std::optional<int64_t> run_id;
  std::string model, settings_json, platform, hw, task;
  int level = 1;
  std::string config, split = "visible";
  int repeat = 0;
  std::string status = "running", end_reason;
  int iterations = 0, tool_calls = 0, evaluations = 0;
  std::optional<int> first_pass_iteration;
  int64_t tokens_in = 0, tokens_out = 0, tokens_reasoning = 0, tokens_cached = 0;
  std::optional<double> cost_usd;
  double wall_seconds = 0;
  std::string transcript_path, final_kernel_hash;
  std::string final_kernel_text;          // written to `kernels` (not read back)
  std::optional<bool> success;
  std::optional<uint64_t> fresh_seed, fresh_cycles;
  std::string fresh_status;
  std::optional<double> speedup;
  std::string started, finished;
  // Read back only (from the episode's evaluations): the final kernel's program size and the
  // baseline's, in instructions.
  std::optional<uint64_t> static_instructions, baseline_static_instructions;
  // The track of its settings: "kernel" or "template-opt" (settings_json's "track").
  std::string track() const;
};

// Selection of episodes; empty fields match everything.
struct EpisodeFilter {
  std::optional<int64_t> run_id;
  std::string model, platform, hw, task, config, split;
};

// Selection of evaluations for queries; empty fields match everything.
struct EvaluationFilter {
  std::string platform, hw, task, config, kernel_label;
  std::optional<int64_t> run_id;
};

// The identity a regression reference is looked up by.
struct ReferenceKey {
  std::string platform, hw, task, config, kernel_hash;
  uint64_t seed = 0;
  // task_instance_hash of the configuration (its shapes, placement, inputs); "" matches any. Rows
  // stored before it was recorded (migration 7, NULL) count only while the key has no row with one.
  std::string task_hash = {};
};

// Episode claims: a runner renews its heartbeat every kEpisodeHeartbeatSeconds; a claim whose
// heartbeat is older than kEpisodeLeaseSeconds, or whose process is gone (same host), has expired.
constexpr double kEpisodeHeartbeatSeconds = 10;
constexpr double kEpisodeLeaseSeconds = 60;

// This process as the owner of episodes: "host:pid:random token".
std::string episode_owner_id();
// Whether `owner` still holds its claim: a heartbeat within the lease and, when it is a process of
// this host, that process still exists.
bool episode_owner_alive(const std::string& owner, std::optional<double> heartbeat, double lease_seconds);

// ---- the database ----------------------------------------------------------------------------------

class ResultsDb {
 public:
  enum class Mode {
    create,     // create the file (and its directory) when missing
    existing,   // the file must exist (reports): ResultsDbError otherwise
    snapshot,   // an existing file nobody writes while it is open (a snapshot_to copy), read only:
                // no journal, no locks, so it may sit on a network file system; the schema must
                // be this build's
  };
  // How a writable database keeps its journal: WAL (several processes of one machine at once), or
  // a rollback journal for a database that one process writes on a file system without shared
  // memory (a Slurm shard's database on NFS: SQLite's WAL must not be used there).
  enum class Journal { wal, rollback };

  // Opens (and creates or migrates to the current schema) the database at `path`, with a busy
  // timeout of `busy_timeout_ms`. Throws ResultsDbError.
  explicit ResultsDb(const std::string& path, Mode mode = Mode::create, int busy_timeout_ms = 60000,
                     Journal journal = Journal::wal);
  ~ResultsDb();
  ResultsDb(const ResultsDb&) = delete;
  ResultsDb& operator=(const ResultsDb&) = delete;

  const std::string& path() const { return path_; }

  // The schema version of the database (the highest applied migration).
  int schema_version() const;
  // The schema version this build creates.
  static int current_schema_version();
  // The SQL of every migration, in order (documentation and tests).
  static std::string schema_sql();

  // Adds a `runs` row (started now) and returns its id.
  int64_t begin_run(const RunInfo& info);
  // Records the end of a run (finished now) with its totals.
  void finish_run(int64_t run_id, const RunTotals& totals);

  // Stores one evaluation (its kernel text once per hash) and returns the row id. The kernel hash
  // is r.kernel_hash, or the SHA-256 of ctx.kernel_text when that is empty.
  int64_t insert_evaluation(const EvalResult& r, const EvaluationContext& ctx);

  // The latest evaluation that a new result of `key` is compared against: status pass, verdict
  // "pass" or "accepted" (kc/regress.h), not in run `exclude_run` (the current one), with the key's
  // task hash (ReferenceKey::task_hash). nullopt when there is none.
  std::optional<StoredEvaluation> reference(const ReferenceKey& key, std::optional<int64_t> exclude_run = {}) const;

  // The latest evaluation per (platform, hw, task, config, kernel label) matching `f`, sorted by
  // platform, hw, task, config, kernel label.
  std::vector<StoredEvaluation> latest_evaluations(const EvaluationFilter& f = {}) const;
  // Every evaluation matching `f`, oldest first.
  std::vector<StoredEvaluation> evaluations(const EvaluationFilter& f = {}) const;

  // The run with this id, or nullopt; the most recent run of `kind` ("" = any) and `manifest`
  // ("" = any), or nullopt.
  std::optional<StoredRun> run(int64_t id) const;
  std::optional<StoredRun> latest_run(const std::string& kind = "", const std::string& manifest = "") const;

  // Claims an episode for `owner` (episode_owner_id() of the runner), atomically: inserts its row
  // with status 'running' (started now, owner, heartbeat now) and returns the id. When the row of
  // the same (run, model, platform, hw, task, config, repeat) exists and is not 'done' (a killed
  // or failed attempt, or a running one whose owner is dead: episode_owner_alive), it is reset to
  // 'running' for `owner` and reused. Returns nullopt — and sets *holder to "done" or to the live
  // owner — when it is 'done' (a finished episode is never run twice) or another live runner has
  // it (two runners never run one episode).
  std::optional<int64_t> claim_episode(const EpisodeRecord& e, const std::string& owner, std::string* holder = nullptr,
                                       double lease_seconds = kEpisodeLeaseSeconds);
  // claim_episode for this process; throws ResultsDbError when the episode is done or taken.
  int64_t begin_episode(const EpisodeRecord& e);
  // Renews the heartbeat of every running episode `owner` has (every kEpisodeHeartbeatSeconds).
  void heartbeat(const std::string& owner);
  // The live owners other than `except` of running episodes of run `run_id`.
  std::vector<std::string> episode_owners(int64_t run_id, const std::string& except,
                                          double lease_seconds = kEpisodeLeaseSeconds) const;
  // The latest run of info.kind and info.manifest when it did not finish cleanly (*resumed =
  // true), else a new run (begin_run); one transaction, so runners started at once share one run.
  int64_t resume_or_begin_run(const RunInfo& info, bool* resumed);
  // Records how an episode ended (every field of `e` after status; finished now).
  void finish_episode(int64_t id, const EpisodeRecord& e);
  // Episodes matching `f`, by id.
  std::vector<EpisodeRecord> episodes(const EpisodeFilter& f = {}) const;

  // The stored text of a kernel hash, or nullopt.
  std::optional<std::string> kernel_text(const std::string& hash) const;

  // Deletes the evaluations of these regression cases (a shard about to run them again after an
  // attempt that was killed mid-case); returns how many rows went.
  int64_t delete_case_evaluations(const std::vector<std::string>& case_names);
  // This database's id (meta.db_id, random, given at creation).
  std::string db_id() const;
  // Writes a consistent copy of the database to `path` (which must not exist), for readers that
  // open it as Mode::snapshot. Throws ResultsDbError.
  void snapshot_to(const std::string& path) const;
  // What a merge added.
  struct MergeStats {
    bool already_merged = false;   // the shard's id was merged before: nothing was added
    int64_t runs = 0, episodes = 0, evaluations = 0, kernels = 0;
  };
  // Merges the database at `shard_path` (same schema version; not written meanwhile) into this
  // one in one transaction: its kernels (new texts only), runs, episodes and evaluations, with
  // new ids. With `into_run`, its runs are not copied: every episode and evaluation joins that
  // run of this database (the run a sharded regression or benchmark created before it started
  // its shards), where a shard's episode replaces an unfinished episode of the same identity (its
  // evaluations stay, detached; a finished one is never replaced: the merge fails). Idempotent: a shard whose id was merged before adds nothing. Throws
  // ResultsDbError (not a results database, another schema version, the database itself).
  MergeStats merge(const std::string& shard_path, std::optional<int64_t> into_run = {});

 private:
  void migrate();
  std::vector<StoredEvaluation> select_evaluations(const std::string& sql, const EvaluationFilter& f) const;

  std::string path_;
  sqlite3* db_ = nullptr;
  mutable std::mutex mu_;
};

}  // namespace kc
