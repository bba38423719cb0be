// Results store: SQLite schema, migrations, inserts and queries (kc/results_db.h).
#include "kc/results_db.h"

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <random>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <thread>
#include <nlohmann/json.hpp>

#include "kc/sha256.h"

namespace kc {

namespace fs = std::filesystem;
using ojson = nlohmann::ordered_json;

// ---- schema ----------------------------------------------------------------------------------------

namespace {

struct Migration {
  int version;
  const char* description;
  const char* sql;
};

// Every schema change is a new entry here; applied ones are never edited.
const Migration kMigrations[] = {
    {1, "runs, kernels, evaluations, episodes", R"sql(
-- A regression or benchmark run.
CREATE TABLE runs (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL,              -- 'regress', 'bench', ...
  started    TEXT NOT NULL,              -- ISO-8601 UTC
  finished   TEXT,                       -- NULL while running, or after a crash
  command    TEXT NOT NULL,              -- command line
  host       TEXT NOT NULL,
  manifest   TEXT,                       -- manifest path or '--baselines ...'
  rtl_hash   TEXT,                       -- RTL/ISA hash of the platform(s) run
  cases      INTEGER, passed INTEGER, failed INTEGER, regressed INTEGER, errors INTEGER,
  interrupted INTEGER NOT NULL DEFAULT 0
);

-- Kernel texts, stored once per distinct text.
CREATE TABLE kernels (
  hash       TEXT PRIMARY KEY,           -- SHA-256 of text, lowercase hex
  text       TEXT NOT NULL,
  bytes      INTEGER NOT NULL,
  first_seen TEXT NOT NULL
);

-- Agent episodes (issue 5): one per model x platform x task x configuration x repeat.
CREATE TABLE episodes (
  id                INTEGER PRIMARY KEY,
  run_id            INTEGER REFERENCES runs(id),
  model             TEXT NOT NULL,       -- provider/model as configured
  settings          TEXT,                -- JSON: thinking, one-shot example, doc form, budgets
  platform          TEXT NOT NULL,
  hw                TEXT NOT NULL,
  task              TEXT NOT NULL,
  level             INTEGER,
  config            TEXT NOT NULL,
  split             TEXT NOT NULL CHECK (split IN ('visible', 'held_out')),
  repeat            INTEGER NOT NULL DEFAULT 0,
  status            TEXT NOT NULL,       -- 'running', 'finished', 'budget_exhausted', 'error', ...
  iterations        INTEGER,             -- model turns used
  first_pass_iteration INTEGER,          -- turn of the first passing run_evaluation, NULL if none
  tokens_in         INTEGER, tokens_out INTEGER, tokens_reasoning INTEGER, tokens_cached INTEGER,
  cost_usd          REAL,
  wall_seconds      REAL,
  transcript_path   TEXT,                -- JSONL transcript (replayable)
  final_kernel_hash TEXT REFERENCES kernels(hash),
  success           INTEGER,             -- last kernel passes on the fresh seed (0/1)
  fresh_seed        INTEGER,
  fresh_status      TEXT,
  fresh_cycles      INTEGER,
  speedup           REAL,                -- of the final kernel on the fresh seed
  started           TEXT NOT NULL,
  finished          TEXT,
  UNIQUE (run_id, model, platform, hw, task, config, repeat)
);

-- One evaluation of one kernel on one task configuration and seed.
CREATE TABLE evaluations (
  id                  INTEGER PRIMARY KEY,
  run_id              INTEGER REFERENCES runs(id),
  episode_id          INTEGER REFERENCES episodes(id),
  created             TEXT NOT NULL,
  case_name           TEXT,              -- regression case, e.g. plena.default.gemm.C3
  platform            TEXT NOT NULL,
  hw                  TEXT NOT NULL,
  task                TEXT NOT NULL,
  config              TEXT NOT NULL,
  seed                INTEGER NOT NULL,
  kernel_hash         TEXT NOT NULL REFERENCES kernels(hash),
  kernel_label        TEXT NOT NULL,     -- 'baseline', kernel path, or the hash
  rtl_hash            TEXT,
  status              TEXT NOT NULL,     -- pass, syntax, ..., simulator_error, or 'error' (harness)
  expect              TEXT NOT NULL DEFAULT 'pass',
  verdict             TEXT,              -- regressions: pass, tolerated, accepted, regressed, fail, error
  cycles              INTEGER,
  instructions        INTEGER,
  static_instructions INTEGER,
  max_cycles          INTEGER,
  baseline_cycles     INTEGER,
  speedup             REAL,
  roofline_cycles     REAL,
  roofline_fraction   REAL,
  match_percent       REAL,
  message             TEXT,
  counters            TEXT,              -- JSON: core counters, memory traffic, simulator stats
  diagnosis           TEXT,              -- JSON: assembler diagnostics, fault, output comparison
  wall_seconds        REAL
);
CREATE INDEX evaluations_latest ON evaluations (platform, hw, task, config, kernel_label, id);
CREATE INDEX evaluations_reference ON evaluations (platform, hw, task, config, kernel_hash, seed, id);
CREATE INDEX evaluations_run ON evaluations (run_id);
CREATE INDEX evaluations_episode ON evaluations (episode_id);
)sql"},
    {2, "episodes: end reason, tool and evaluation counts", R"sql(
-- How an episode ended: agent_stopped, iterations, tokens, dollars, provider_error, interrupted.
-- status becomes 'done', 'error' or 'interrupted' when it ends ('running' until then).
ALTER TABLE episodes ADD COLUMN end_reason TEXT;
ALTER TABLE episodes ADD COLUMN tool_calls INTEGER;
ALTER TABLE episodes ADD COLUMN evaluations INTEGER;
CREATE INDEX episodes_run ON episodes (run_id, model, platform, task, config);
)sql"},
    {3, "episodes: owner and heartbeat of the runner that has the episode", R"sql(
-- Who runs a 'running' episode ("host:pid:token") and when it last said so (Unix seconds): a
-- second runner of the same benchmark run skips it while the owner lives; a dead owner's claim
-- expires (its process is gone, or its heartbeat is older than the lease).
ALTER TABLE episodes ADD COLUMN owner TEXT;
ALTER TABLE episodes ADD COLUMN heartbeat REAL;
)sql"},
    {4, "meta (the database's id) and merges (shard databases merged into this one)", R"sql(
-- A random id the database gets when it is created (or migrated to this version): what a merge
-- remembers of a shard, so that merging one shard twice adds nothing.
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO meta (key, value) VALUES ('db_id', lower(hex(randomblob(16))));
-- Shard databases merged into this one (kernelcraft merge, the Slurm collector): one row each.
CREATE TABLE merges (
  db_id       TEXT PRIMARY KEY,          -- the shard's meta.db_id
  path        TEXT NOT NULL,             -- where it was merged from
  merged      TEXT NOT NULL,             -- ISO-8601 UTC
  into_run    INTEGER,                   -- the run its evaluations joined, or NULL (its own runs)
  runs        INTEGER NOT NULL, episodes INTEGER NOT NULL, evaluations INTEGER NOT NULL,
  kernels     INTEGER NOT NULL           -- kernel texts new to this database
);
)sql"},
    {5, "evaluations: target (where the kernel ran)", R"sql(
-- Where the kernel ran: 'sim' (the platform's simulator) or 'board:<device>' (an FPGA board,
-- 'board:virtual' its virtual board). Rows stored before this column existed name their board in
-- the counters' sim.simulator ("board <platform> ..."), and get 'board' (the device was not kept).
ALTER TABLE evaluations ADD COLUMN target TEXT NOT NULL DEFAULT 'sim';
UPDATE evaluations SET target = 'board'
  WHERE counters IS NOT NULL AND json_valid(counters) AND json_extract(counters, '$.sim.simulator') LIKE 'board %';
)sql"},
    {6, "evaluations: the baseline program's static instruction count", R"sql(
-- The size of the baseline's program (instructions), next to baseline_cycles: what the
-- template-optimisation track scores a kernel's size against. NULL in rows stored before.
ALTER TABLE evaluations ADD COLUMN baseline_static_instructions INTEGER;
)sql"},
    {7, "evaluations: task_hash (the task configuration's content in the reference key)", R"sql(
-- task_instance_hash of the configuration the kernel ran on (shapes, placement, inputs): part of
-- the regression reference key, so a result is never compared with one of another shape. NULL in
-- rows stored before: those serve as references only while their key has no row with a hash.
ALTER TABLE evaluations ADD COLUMN task_hash TEXT;
)sql"},
};

constexpr int kCurrentVersion = int(sizeof(kMigrations) / sizeof(kMigrations[0]));

// ---- SQLite helpers ----------------------------------------------------------------------------------

// "results database PATH: WHAT: SQLITE MESSAGE".
[[noreturn]] void fail(const std::string& path, const std::string& what, sqlite3* db) {
  throw ResultsDbError("results database " + path + ": " + what + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

// A prepared statement with positional binding (1-based) and typed column reads (0-based).
class Stmt {
 public:
  Stmt(sqlite3* db, const std::string& sql, const std::string& path) : db_(db), path_(path) {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &st_, nullptr) != SQLITE_OK) fail(path, "preparing a query", db);
  }
  ~Stmt() { sqlite3_finalize(st_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int i, int64_t v) { return check(sqlite3_bind_int64(st_, i, v)); }
  Stmt& bind(int i, double v) { return check(sqlite3_bind_double(st_, i, v)); }
  Stmt& bind(int i, const std::string& v) {
    return check(sqlite3_bind_text(st_, i, v.data(), int(v.size()), SQLITE_TRANSIENT));
  }
  Stmt& bind_null(int i) { return check(sqlite3_bind_null(st_, i)); }
  // Empty strings are stored as NULL.
  Stmt& bind_text_or_null(int i, const std::string& v) { return v.empty() ? bind_null(i) : bind(i, v); }
  template <class T>
  Stmt& bind(int i, const std::optional<T>& v) {
    return v ? bind(i, *v) : bind_null(i);
  }
  // Binds the next parameter (after the last one bound with add/add_text_or_null).
  template <class T>
  Stmt& add(const T& v) {
    return bind(++next_, v);
  }
  Stmt& add_text_or_null(const std::string& v) { return bind_text_or_null(++next_, v); }

  // Steps once: true when a row is available, false when done. Throws on error.
  bool step() {
    const int rc = sqlite3_step(st_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    fail(path_, "executing a query", db_);
  }

  bool is_null(int c) const { return sqlite3_column_type(st_, c) == SQLITE_NULL; }
  int64_t i64(int c) const { return sqlite3_column_int64(st_, c); }
  double real(int c) const { return sqlite3_column_double(st_, c); }
  std::string text(int c) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(st_, c));
    return p ? std::string(p, std::size_t(sqlite3_column_bytes(st_, c))) : std::string();
  }
  std::optional<int64_t> opt_i64(int c) const { return is_null(c) ? std::nullopt : std::optional<int64_t>(i64(c)); }
  std::optional<double> opt_real(int c) const { return is_null(c) ? std::nullopt : std::optional<double>(real(c)); }

 private:
  Stmt& check(int rc) {
    if (rc != SQLITE_OK) fail(path_, "binding a value", db_);
    return *this;
  }
  sqlite3* db_;
  const std::string& path_;
  sqlite3_stmt* st_ = nullptr;
  int next_ = 0;
};

// Runs SQL without results (may hold several statements).
void exec(sqlite3* db, const std::string& sql, const std::string& path, const std::string& what) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    const std::string msg = err ? err : sqlite3_errmsg(db);
    sqlite3_free(err);
    throw ResultsDbError("results database " + path + ": " + what + ": " + msg);
  }
}

// A write transaction taken at its start (BEGIN IMMEDIATE), so that concurrent writers queue on
// the busy timeout instead of failing on a lock upgrade; rolled back unless committed.
class WriteTx {
 public:
  WriteTx(sqlite3* db, const std::string& path) : db_(db), path_(path) {
    exec(db, "BEGIN IMMEDIATE", path, "starting a write (another process may hold the database too long)");
  }
  ~WriteTx() {
    if (!done_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  }
  void commit() {
    exec(db_, "COMMIT", path_, "committing");
    done_ = true;
  }

 private:
  sqlite3* db_;
  const std::string& path_;
  bool done_ = false;
};

// Switches to WAL mode (a no-op when the file already is). Changing the journal mode of a new
// file needs an exclusive lock and SQLite reports SQLITE_BUSY for it without waiting on the busy
// handler when other processes are opening the same file, so this retries until `timeout_ms`.
// Returns false when the mode cannot be WAL (e.g. a file system without shared memory); throws
// ResultsDbError for other errors (e.g. the file is not a database).
bool switch_to_wal(sqlite3* db, int timeout_ms, const std::string& path) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    sqlite3_stmt* st = nullptr;
    int rc = sqlite3_prepare_v2(db, "PRAGMA journal_mode=WAL", -1, &st, nullptr);
    std::string mode;
    if (rc == SQLITE_OK) {
      rc = sqlite3_step(st);
      if (rc == SQLITE_ROW) mode = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_ROW) return mode == "wal";
    const bool busy = (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED;
    if (!busy || std::chrono::steady_clock::now() >= deadline) fail(path, "switching to WAL mode", db);
    std::this_thread::sleep_for(std::chrono::milliseconds(5 + std::rand() % 20));
  }
}

// Column list of evaluation queries, matching read_evaluation().
const char kEvalColumns[] =
    "id, run_id, episode_id, created, case_name, platform, hw, task, config, seed, kernel_hash, kernel_label, "
    "rtl_hash, status, expect, verdict, cycles, instructions, static_instructions, max_cycles, baseline_cycles, "
    "speedup, roofline_cycles, roofline_fraction, match_percent, message, counters, diagnosis, wall_seconds, target, "
    "baseline_static_instructions, task_hash";

StoredEvaluation read_evaluation(const Stmt& s) {
  StoredEvaluation e;
  int c = 0;
  e.id = s.i64(c++);
  e.run_id = s.opt_i64(c++);
  e.episode_id = s.opt_i64(c++);
  e.created = s.text(c++);
  e.case_name = s.text(c++);
  e.platform = s.text(c++);
  e.hw = s.text(c++);
  e.task = s.text(c++);
  e.config = s.text(c++);
  e.seed = uint64_t(s.i64(c++));
  e.kernel_hash = s.text(c++);
  e.kernel_label = s.text(c++);
  e.rtl_hash = s.text(c++);
  e.status = s.text(c++);
  e.expect = s.text(c++);
  e.verdict = s.text(c++);
  e.cycles = uint64_t(s.i64(c++));
  e.instructions = uint64_t(s.i64(c++));
  e.static_instructions = uint64_t(s.i64(c++));
  e.max_cycles = uint64_t(s.i64(c++));
  if (auto v = s.opt_i64(c++)) e.baseline_cycles = uint64_t(*v);
  e.speedup = s.opt_real(c++);
  e.roofline_cycles = s.real(c++);
  e.roofline_fraction = s.opt_real(c++);
  e.match_percent = s.opt_real(c++);
  e.message = s.text(c++);
  e.counters_json = s.text(c++);
  e.diagnosis_json = s.text(c++);
  e.wall_seconds = s.real(c++);
  e.target = s.text(c++);
  if (auto v = s.opt_i64(c++)) e.baseline_static_instructions = uint64_t(*v);
  e.task_hash = s.text(c++);
  return e;
}

// " AND col = ?" clauses of a filter, and their binding.
std::string filter_sql(const EvaluationFilter& f) {
  std::string w;
  for (const auto& [col, v] : {std::pair<const char*, const std::string*>{"platform", &f.platform},
                               {"hw", &f.hw},
                               {"task", &f.task},
                               {"config", &f.config},
                               {"kernel_label", &f.kernel_label}})
    if (!v->empty()) w += std::string(" AND ") + col + " = ?";
  if (f.run_id) w += " AND run_id = ?";
  return w;
}
void bind_filter(Stmt& s, const EvaluationFilter& f) {
  int i = 1;
  for (const std::string* v : {&f.platform, &f.hw, &f.task, &f.config, &f.kernel_label})
    if (!v->empty()) s.bind(i++, *v);
  if (f.run_id) s.bind(i++, *f.run_id);
}

// ---- EvalResult -> JSON columns ----------------------------------------------------------------------

// Core counters, memory traffic and simulator statistics of a run ("" without a run).
std::string counters_json(const EvalResult& r) {
  if (!r.run) return "";
  const RunResult& run = *r.run;
  ojson j;
  j["instructions"] = run.instructions;
  ojson counters = ojson::object();
  for (const auto& [name, value] : run.counters) counters[name] = value;
  j["counters"] = counters;
  ojson memory = ojson::object();
  for (const auto& [name, m] : run.memory)
    memory[name] = {{"read_bytes", m.read_bytes},
                    {"write_bytes", m.write_bytes},
                    {"read_requests", m.read_requests},
                    {"write_requests", m.write_requests},
                    {"busy_cycles", m.busy_cycles}};
  j["memory"] = memory;
  j["sim"] = {{"simulator", run.sim.simulator},
              {"quantum_cycles", run.sim.quantum_cycles},
              {"wall_seconds", run.sim.wall_seconds},
              {"cycles_per_second", run.sim.cycles_per_second},
              {"total_wall_seconds", run.sim.total_wall_seconds}};
  return j.dump();
}

ojson element_json(const ElementDiff& d) {
  return {{"index", d.index}, {"expected", d.expected}, {"actual", d.actual}, {"error", d.error}};
}

// Assembler diagnostics, fault and output comparison: what a person needs to see why it failed.
std::string diagnosis_json(const EvalResult& r) {
  ojson j = ojson::object();
  if (!r.diagnostics.empty()) {
    // A bounded list: 20,000 errors must not make an 8 MB row.
    std::vector<Diagnostic> sorted = r.diagnostics;
    sort_diagnostics(sorted);
    ojson ds = ojson::array();
    for (std::size_t i = 0; i < sorted.size() && i < kMaxDiagnosticsStored; ++i) {
      const Diagnostic& d = sorted[i];
      ds.push_back({{"severity", d.severity == Severity::error ? "error" : "warning"},
                    {"file", d.file},
                    {"line", d.line},
                    {"col", d.col},
                    {"message", clip_text(d.message, kMaxMessageBytes)},
                    {"hint", clip_text(d.hint, kMaxMessageBytes)}});
    }
    j["diagnostics"] = ds;
    j["diagnostics_total"] = r.diagnostics.size();
  }
  if (r.run && r.run->fault) {
    const FaultInfo& f = *r.run->fault;
    ojson fj = {{"kind", f.kind}, {"pc", f.pc}, {"message", f.message}};
    if (f.address) fj["address"] = *f.address;
    if (f.word) fj["word"] = *f.word;
    j["fault"] = fj;
  }
  if (!r.outputs.empty()) {
    ojson outs = ojson::array();
    for (const auto& t : r.outputs) {
      ojson worst = ojson::array();
      for (std::size_t i = 0; i < t.worst.size() && i < 4; ++i) worst.push_back(element_json(t.worst[i]));
      int64_t bad_rows = 0;
      for (const auto& row : t.rows) bad_rows += row.bad > 0;
      outs.push_back({{"name", t.name},
                      {"elements", t.elements},
                      {"passed", t.passed},
                      {"match_percent", t.match_percent()},
                      {"max_error", t.max_error},
                      {"mean_error", t.mean_error},
                      {"max_rel_error", t.max_rel_error},
                      {"nonfinite", t.nonfinite},
                      {"poisoned", t.poisoned},
                      {"unwritten", t.unwritten},
                      {"bad_rows", bad_rows},
                      {"worst", worst}});
    }
    j["outputs"] = outs;
  }
  return j.empty() ? "" : j.dump();
}

// Match percentage over every output element, or nullopt when nothing was compared.
std::optional<double> overall_match(const EvalResult& r) {
  int64_t elements = 0, passed = 0;
  for (const auto& t : r.outputs) {
    elements += t.elements;
    passed += t.passed;
  }
  if (elements == 0) return std::nullopt;
  return 100.0 * double(passed) / double(elements);
}

// `path` for a "file:" URI: percent-encoding of the characters a URI gives meaning to.
std::string uri_path(const std::string& path) {
  std::string out;
  for (const char c : path) {
    if (c == '%' || c == '?' || c == '#' || c == ' ') {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", static_cast<unsigned char>(c));
      out += buf;
    } else {
      out += c;
    }
  }
  return out;
}

std::string host_name() {
  std::array<char, 256> buf{};
  if (gethostname(buf.data(), buf.size() - 1) != 0) return "unknown";
  return buf.data();
}

}  // namespace

std::string EpisodeRecord::track() const {
  if (settings_json.empty()) return "kernel";
  const nlohmann::json j = nlohmann::json::parse(settings_json, nullptr, false);
  if (!j.is_object() || !j.contains("track") || !j.at("track").is_string()) return "kernel";
  return j.at("track").get<std::string>();
}

std::string default_results_db_path() {
  if (const char* env = std::getenv("KC_RESULTS_DB"); env && *env) return env;
  return KC_DEFAULT_RESULTS_DB;
}

std::string utc_timestamp() {
  using namespace std::chrono;
  const auto now = system_clock::now();
  const std::time_t t = system_clock::to_time_t(now);
  const auto ms = duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[80];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                tm.tm_hour, tm.tm_min, tm.tm_sec, int(ms));
  return buf;
}

// ---- ResultsDb -------------------------------------------------------------------------------------------

ResultsDb::ResultsDb(const std::string& path, Mode mode, int busy_timeout_ms, Journal journal) : path_(path) {
  std::error_code ec;
  if (mode == Mode::snapshot) {
    if (!fs::is_regular_file(path, ec)) throw ResultsDbError("results database snapshot " + path + " does not exist");
    // immutable: SQLite takes no locks and reads no journal, which a snapshot nobody writes allows
    const std::string uri = "file:" + uri_path(path) + "?mode=ro&immutable=1";
    if (sqlite3_open_v2(uri.c_str(), &db_, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX, nullptr) !=
        SQLITE_OK) {
      const std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      db_ = nullptr;
      throw ResultsDbError("results database snapshot " + path + ": cannot open: " + msg);
    }
    try {
      if (schema_version() != kCurrentVersion)
        throw ResultsDbError("results database snapshot " + path + " has schema version " +
                             std::to_string(schema_version()) + ", this build " + std::to_string(kCurrentVersion));
    } catch (...) {
      sqlite3_close(db_);
      db_ = nullptr;
      throw;
    }
    return;
  }
  if (mode == Mode::existing && !fs::exists(path, ec))
    throw ResultsDbError("results database " + path +
                         " does not exist (run `kernelcraft regress` first, or name one with --db or KC_RESULTS_DB)");
  // The build tree's default database gets its directory; any other must be in an existing one (a
  // mistyped --db must not create directories anywhere).
  const fs::path parent = fs::path(path).parent_path();
  if (!parent.empty() && !fs::is_directory(parent, ec)) {
    if (path != KC_DEFAULT_RESULTS_DB)
      throw ResultsDbError("results database " + path + ": the directory " + parent.string() +
                           " does not exist (create it first, or name another file with --db or KC_RESULTS_DB)");
    fs::create_directories(parent, ec);  // open() reports failure
  }
  const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_URI;
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    const std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw ResultsDbError("results database " + path + ": cannot open: " + msg +
                         " (check that the directory exists and is writable)");
  }
  try {
    sqlite3_busy_timeout(db_, busy_timeout_ms);
    if (journal == Journal::rollback)
      exec(db_, "PRAGMA journal_mode=DELETE", path_, "choosing a rollback journal");
    else if (!switch_to_wal(db_, busy_timeout_ms, path_))
      throw ResultsDbError("results database " + path_ +
                           ": cannot switch to WAL mode (a file system without shared memory, e.g. NFS?)");
    exec(db_, "PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON", path_, "setting pragmas");
    migrate();
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

ResultsDb::~ResultsDb() { sqlite3_close(db_); }

int ResultsDb::current_schema_version() { return kCurrentVersion; }

std::string ResultsDb::schema_sql() {
  std::string s;
  for (const auto& m : kMigrations)
    s += "-- migration " + std::to_string(m.version) + ": " + m.description + "\n" + m.sql + "\n";
  return s;
}

// Applies the missing migrations in one IMMEDIATE transaction, so that processes opening a new
// database at the same time create the schema exactly once.
void ResultsDb::migrate() {
  exec(db_,
       "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, description TEXT NOT NULL, "
       "applied TEXT NOT NULL)",
       path_, "creating the migrations table");
  WriteTx tx(db_, path_);
  int have = 0;
  {
    Stmt q(db_, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations", path_);
    q.step();
    have = int(q.i64(0));
  }   // finalised: COMMIT fails while a statement is still active
  if (have > kCurrentVersion)
    throw ResultsDbError("results database " + path_ + " has schema version " + std::to_string(have) +
                         ", newer than this build knows (" + std::to_string(kCurrentVersion) +
                         "); use a newer kernelcraft or another database");
  for (const auto& m : kMigrations) {
    if (m.version <= have) continue;
    exec(db_, m.sql, path_, "applying migration " + std::to_string(m.version));
    Stmt ins(db_, "INSERT INTO schema_migrations (version, description, applied) VALUES (?, ?, ?)", path_);
    ins.bind(1, int64_t(m.version)).bind(2, std::string(m.description)).bind(3, utc_timestamp()).step();
  }
  tx.commit();
}

int ResultsDb::schema_version() const {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt q(db_, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations", path_);
  q.step();
  return int(q.i64(0));
}

int64_t ResultsDb::begin_run(const RunInfo& info) {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_, "INSERT INTO runs (kind, started, command, host, manifest, rtl_hash) VALUES (?, ?, ?, ?, ?, ?)", path_);
  s.bind(1, info.kind).bind(2, utc_timestamp()).bind(3, info.command);
  s.bind(4, info.host.empty() ? host_name() : info.host);
  s.bind_text_or_null(5, info.manifest).bind_text_or_null(6, info.rtl_hash);
  s.step();
  return sqlite3_last_insert_rowid(db_);
}

void ResultsDb::finish_run(int64_t run_id, const RunTotals& t) {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_,
         "UPDATE runs SET finished = ?, cases = ?, passed = ?, failed = ?, regressed = ?, errors = ?, interrupted = ? "
         "WHERE id = ?",
         path_);
  s.bind(1, utc_timestamp()).bind(2, t.cases).bind(3, t.passed).bind(4, t.failed).bind(5, t.regressed);
  s.bind(6, t.errors).bind(7, int64_t(t.interrupted)).bind(8, run_id);
  s.step();
}

int64_t ResultsDb::insert_evaluation(const EvalResult& r, const EvaluationContext& ctx) {
  const std::string hash = r.kernel_hash.empty() ? sha256_hex(ctx.kernel_text) : r.kernel_hash;
  const std::string now = utc_timestamp();
  const std::string counters = counters_json(r), diagnosis = diagnosis_json(r);
  std::lock_guard<std::mutex> lock(mu_);
  WriteTx tx(db_, path_);
  Stmt k(db_, "INSERT OR IGNORE INTO kernels (hash, text, bytes, first_seen) VALUES (?, ?, ?, ?)", path_);
  k.bind(1, hash).bind(2, ctx.kernel_text).bind(3, int64_t(ctx.kernel_text.size())).bind(4, now).step();
  Stmt e(db_,
         "INSERT INTO evaluations (run_id, episode_id, created, case_name, platform, hw, task, config, seed, "
         "kernel_hash, kernel_label, rtl_hash, status, expect, verdict, cycles, instructions, static_instructions, "
         "max_cycles, baseline_cycles, speedup, roofline_cycles, roofline_fraction, match_percent, message, counters, "
         "diagnosis, wall_seconds, target, baseline_static_instructions, task_hash) "
         "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
         path_);
  e.add(ctx.run_id).add(ctx.episode_id).add(now).add_text_or_null(ctx.case_name);
  e.add(r.platform).add(r.hw).add(r.task).add(r.config).add(int64_t(r.seed));
  e.add(hash).add(ctx.kernel_label.empty() ? hash : ctx.kernel_label).add_text_or_null(ctx.rtl_hash);
  e.add(std::string(ctx.harness_error ? "error" : eval_status_name(r.status))).add(ctx.expect).add_text_or_null(ctx.verdict);
  e.add(int64_t(r.cycles)).add(int64_t(r.run ? r.run->instructions : 0));
  e.add(int64_t(r.static_instructions)).add(int64_t(r.max_cycles));
  e.add(r.baseline_cycles ? std::optional<int64_t>(int64_t(*r.baseline_cycles)) : std::nullopt);
  e.add(r.speedup).add(r.roofline_cycles).add(r.roofline_fraction).add(overall_match(r));
  e.add(r.message).add_text_or_null(counters).add_text_or_null(diagnosis).add(r.wall_seconds);
  e.add(r.target.empty() ? std::string("sim") : r.target);
  e.add(r.baseline_static_instructions ? std::optional<int64_t>(int64_t(*r.baseline_static_instructions)) : std::nullopt);
  e.add_text_or_null(r.task_hash);
  e.step();
  const int64_t id = sqlite3_last_insert_rowid(db_);
  tx.commit();
  return id;
}

std::optional<StoredEvaluation> ResultsDb::reference(const ReferenceKey& key, std::optional<int64_t> exclude_run) const {
  std::lock_guard<std::mutex> lock(mu_);
  // `which`: the rows of the key with this task hash, any task hash, or none (stored before
  // migration 7).
  enum class Which { hash, any_hash, legacy };
  auto latest = [&](Which which) -> std::optional<StoredEvaluation> {
    const char* hash_sql = which == Which::hash       ? " AND task_hash = ?"
                           : which == Which::any_hash ? " AND task_hash IS NOT NULL"
                                                      : " AND task_hash IS NULL";
    Stmt s(db_,
           std::string("SELECT ") + kEvalColumns +
               " FROM evaluations WHERE platform = ? AND hw = ? AND task = ? AND config = ? AND kernel_hash = ? "
               "AND seed = ? AND status = 'pass' AND verdict IN ('pass', 'accepted') "
               "AND (? IS NULL OR run_id IS NULL OR run_id <> ?)" +
               hash_sql + " ORDER BY id DESC LIMIT 1",
           path_);
    s.bind(1, key.platform).bind(2, key.hw).bind(3, key.task).bind(4, key.config).bind(5, key.kernel_hash);
    s.bind(6, int64_t(key.seed)).bind(7, exclude_run).bind(8, exclude_run);
    if (which == Which::hash) s.bind(9, key.task_hash);
    if (!s.step()) return std::nullopt;
    return read_evaluation(s);
  };
  if (key.task_hash.empty()) {   // a caller that does not know the configuration's content: any row
    const auto a = latest(Which::any_hash), b = latest(Which::legacy);
    if (a && b) return a->id > b->id ? a : b;
    return a ? a : b;
  }
  if (auto r = latest(Which::hash)) return r;
  // Rows from before task hashes were stored are the reference only until the key has a row with
  // a hash: then the configuration's content is known, and a different one means another shape.
  if (latest(Which::any_hash)) return std::nullopt;
  return latest(Which::legacy);
}

std::vector<StoredEvaluation> ResultsDb::select_evaluations(const std::string& sql, const EvaluationFilter& f) const {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_, sql, path_);
  bind_filter(s, f);
  std::vector<StoredEvaluation> out;
  while (s.step()) out.push_back(read_evaluation(s));
  return out;
}

std::vector<StoredEvaluation> ResultsDb::latest_evaluations(const EvaluationFilter& f) const {
  const std::string sql = std::string("SELECT ") + kEvalColumns + " FROM (SELECT *, ROW_NUMBER() OVER (" +
                          "PARTITION BY platform, hw, task, config, kernel_label ORDER BY id DESC) AS rn " +
                          "FROM evaluations WHERE 1" + filter_sql(f) +
                          ") WHERE rn = 1 ORDER BY platform, hw, task, config, kernel_label";
  return select_evaluations(sql, f);
}

std::vector<StoredEvaluation> ResultsDb::evaluations(const EvaluationFilter& f) const {
  return select_evaluations(std::string("SELECT ") + kEvalColumns + " FROM evaluations WHERE 1" + filter_sql(f) +
                                " ORDER BY id",
                            f);
}

namespace {

const char kEpisodeColumns[] =
    "id, run_id, model, COALESCE(settings, ''), platform, hw, task, COALESCE(level, 1), config, split, repeat, "
    "status, COALESCE(end_reason, ''), COALESCE(iterations, 0), COALESCE(tool_calls, 0), COALESCE(evaluations, 0), "
    "first_pass_iteration, COALESCE(tokens_in, 0), COALESCE(tokens_out, 0), COALESCE(tokens_reasoning, 0), "
    "COALESCE(tokens_cached, 0), cost_usd, COALESCE(wall_seconds, 0), COALESCE(transcript_path, ''), "
    "COALESCE(final_kernel_hash, ''), success, fresh_seed, COALESCE(fresh_status, ''), fresh_cycles, speedup, "
    "started, COALESCE(finished, ''), "
    // The final kernel's program size and the baseline's, from the episode's evaluations.
    "(SELECT v.static_instructions FROM evaluations v WHERE v.episode_id = episodes.id AND "
    "v.kernel_hash = episodes.final_kernel_hash AND v.status NOT IN ('syntax', 'error') ORDER BY v.id DESC LIMIT 1), "
    "(SELECT v.baseline_static_instructions FROM evaluations v WHERE v.episode_id = episodes.id AND "
    "v.baseline_static_instructions IS NOT NULL ORDER BY v.id DESC LIMIT 1)";

EpisodeRecord read_episode(const Stmt& s) {
  EpisodeRecord e;
  int c = 0;
  e.id = s.i64(c++);
  e.run_id = s.opt_i64(c++);
  e.model = s.text(c++);
  e.settings_json = s.text(c++);
  e.platform = s.text(c++);
  e.hw = s.text(c++);
  e.task = s.text(c++);
  e.level = int(s.i64(c++));
  e.config = s.text(c++);
  e.split = s.text(c++);
  e.repeat = int(s.i64(c++));
  e.status = s.text(c++);
  e.end_reason = s.text(c++);
  e.iterations = int(s.i64(c++));
  e.tool_calls = int(s.i64(c++));
  e.evaluations = int(s.i64(c++));
  if (auto v = s.opt_i64(c++)) e.first_pass_iteration = int(*v);
  e.tokens_in = s.i64(c++);
  e.tokens_out = s.i64(c++);
  e.tokens_reasoning = s.i64(c++);
  e.tokens_cached = s.i64(c++);
  e.cost_usd = s.opt_real(c++);
  e.wall_seconds = s.real(c++);
  e.transcript_path = s.text(c++);
  e.final_kernel_hash = s.text(c++);
  if (auto v = s.opt_i64(c++)) e.success = *v != 0;
  if (auto v = s.opt_i64(c++)) e.fresh_seed = uint64_t(*v);
  e.fresh_status = s.text(c++);
  if (auto v = s.opt_i64(c++)) e.fresh_cycles = uint64_t(*v);
  e.speedup = s.opt_real(c++);
  e.started = s.text(c++);
  e.finished = s.text(c++);
  if (auto v = s.opt_i64(c++)) e.static_instructions = uint64_t(*v);
  if (auto v = s.opt_i64(c++)) e.baseline_static_instructions = uint64_t(*v);
  return e;
}

std::optional<int64_t> opt_u64(const std::optional<uint64_t>& v) {
  return v ? std::optional<int64_t>(int64_t(*v)) : std::nullopt;
}
std::optional<int64_t> opt_int(const std::optional<int>& v) {
  return v ? std::optional<int64_t>(*v) : std::nullopt;
}

}  // namespace

std::string episode_owner_id() {
  static const std::string id = [] {
    std::random_device rd;
    char token[16];
    std::snprintf(token, sizeof token, "%08x", unsigned(rd()));
    return host_name() + ":" + std::to_string(::getpid()) + ":" + token;
  }();
  return id;
}

bool episode_owner_alive(const std::string& owner, std::optional<double> heartbeat, double lease_seconds) {
  if (owner.empty()) return false;
  if (!heartbeat || unix_seconds() - *heartbeat > lease_seconds) return false;
  // On this host a dead process is known at once (no need to wait for the lease to expire).
  const auto c1 = owner.find(':'), c2 = owner.find(':', c1 == std::string::npos ? c1 : c1 + 1);
  if (c1 == std::string::npos || c2 == std::string::npos || owner.substr(0, c1) != host_name()) return true;
  const std::string pid_text = owner.substr(c1 + 1, c2 - c1 - 1);
  if (pid_text.empty() || pid_text.find_first_not_of("0123456789") != std::string::npos) return true;
  const pid_t pid = pid_t(std::stol(pid_text));
  if (owner == episode_owner_id()) return true;
  return ::kill(pid, 0) == 0 || errno == EPERM;
}

std::optional<int64_t> ResultsDb::claim_episode(const EpisodeRecord& e, const std::string& owner, std::string* holder,
                                                double lease_seconds) {
  std::lock_guard<std::mutex> lock(mu_);
  WriteTx tx(db_, path_);
  std::optional<int64_t> existing;
  {
    Stmt q(db_,
           "SELECT id, status, COALESCE(owner, ''), heartbeat FROM episodes WHERE run_id IS ? AND model = ? AND "
           "platform = ? AND hw = ? AND task = ? AND config = ? AND repeat = ?",
           path_);
    q.add(e.run_id).add(e.model).add(e.platform).add(e.hw).add(e.task).add(e.config).add(int64_t(e.repeat));
    if (q.step()) {
      if (q.text(1) == "done") {
        if (holder) *holder = "done";
        return std::nullopt;
      }
      const std::string current = q.text(2);
      if (q.text(1) == "running" && current != owner && episode_owner_alive(current, q.opt_real(3), lease_seconds)) {
        if (holder) *holder = current;
        return std::nullopt;
      }
      existing = q.i64(0);
    }
  }
  const double now = unix_seconds();
  int64_t id = 0;
  if (existing) {
    // Evaluations of the abandoned attempt stay (they happened) but no longer belong to it.
    Stmt d(db_, "UPDATE evaluations SET episode_id = NULL WHERE episode_id = ?", path_);
    d.add(*existing).step();
    Stmt u(db_,
           "UPDATE episodes SET settings = ?, level = ?, split = ?, status = 'running', end_reason = NULL, "
           "iterations = NULL, tool_calls = NULL, evaluations = NULL, first_pass_iteration = NULL, tokens_in = NULL, "
           "tokens_out = NULL, tokens_reasoning = NULL, tokens_cached = NULL, cost_usd = NULL, wall_seconds = NULL, "
           "transcript_path = ?, final_kernel_hash = NULL, success = NULL, fresh_seed = NULL, fresh_status = NULL, "
           "fresh_cycles = NULL, speedup = NULL, started = ?, finished = NULL, owner = ?, heartbeat = ? WHERE id = ?",
           path_);
    u.add_text_or_null(e.settings_json).add(int64_t(e.level)).add(e.split).add_text_or_null(e.transcript_path);
    u.add(utc_timestamp()).add(owner).add(now).add(*existing).step();
    id = *existing;
  } else {
    Stmt i(db_,
           "INSERT INTO episodes (run_id, model, settings, platform, hw, task, level, config, split, repeat, status, "
           "transcript_path, started, owner, heartbeat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?, ?)",
           path_);
    i.add(e.run_id).add(e.model).add_text_or_null(e.settings_json).add(e.platform).add(e.hw).add(e.task);
    i.add(int64_t(e.level)).add(e.config).add(e.split).add(int64_t(e.repeat)).add_text_or_null(e.transcript_path);
    i.add(utc_timestamp()).add(owner).add(now).step();
    id = sqlite3_last_insert_rowid(db_);
  }
  tx.commit();
  return id;
}

int64_t ResultsDb::begin_episode(const EpisodeRecord& e) {
  std::string holder;
  const auto id = claim_episode(e, episode_owner_id(), &holder);
  if (id) return *id;
  throw ResultsDbError("results database " + path_ + ": episode " + e.model + " " + e.task + " " + e.config +
                       " repeat " + std::to_string(e.repeat) + " of run " + (e.run_id ? std::to_string(*e.run_id) : "-") +
                       (holder == "done" ? " is already done" : " is being run by " + holder));
}

void ResultsDb::heartbeat(const std::string& owner) {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt u(db_, "UPDATE episodes SET heartbeat = ? WHERE owner = ? AND status = 'running'", path_);
  u.add(unix_seconds()).add(owner).step();
}

std::vector<std::string> ResultsDb::episode_owners(int64_t run_id, const std::string& except, double lease_seconds) const {
  std::vector<std::pair<std::string, std::optional<double>>> rows;
  {
    std::lock_guard<std::mutex> lock(mu_);
    Stmt q(db_, "SELECT COALESCE(owner, ''), heartbeat FROM episodes WHERE run_id = ? AND status = 'running'", path_);
    q.add(run_id);
    while (q.step()) rows.emplace_back(q.text(0), q.opt_real(1));
  }
  std::vector<std::string> out;
  for (const auto& [owner, hb] : rows)
    if (owner != except && episode_owner_alive(owner, hb, lease_seconds) &&
        std::find(out.begin(), out.end(), owner) == out.end())
      out.push_back(owner);
  return out;
}

int64_t ResultsDb::resume_or_begin_run(const RunInfo& info, bool* resumed) {
  std::lock_guard<std::mutex> lock(mu_);
  WriteTx tx(db_, path_);
  {
    Stmt q(db_,
           "SELECT id FROM runs WHERE kind = ? AND manifest = ? AND (finished IS NULL OR interrupted <> 0) "
           "AND id = (SELECT MAX(id) FROM runs WHERE kind = ? AND manifest = ?)",
           path_);
    q.add(info.kind).add(info.manifest).add(info.kind).add(info.manifest);
    if (q.step()) {
      const int64_t id = q.i64(0);
      if (resumed) *resumed = true;
      return id;   // (the transaction rolls back: nothing was written)
    }
  }
  Stmt s(db_, "INSERT INTO runs (kind, started, command, host, manifest, rtl_hash) VALUES (?, ?, ?, ?, ?, ?)", path_);
  s.bind(1, info.kind).bind(2, utc_timestamp()).bind(3, info.command);
  s.bind(4, info.host.empty() ? host_name() : info.host);
  s.bind_text_or_null(5, info.manifest).bind_text_or_null(6, info.rtl_hash);
  s.step();
  const int64_t id = sqlite3_last_insert_rowid(db_);
  tx.commit();
  if (resumed) *resumed = false;
  return id;
}

void ResultsDb::finish_episode(int64_t id, const EpisodeRecord& e) {
  const std::string now = utc_timestamp();
  std::lock_guard<std::mutex> lock(mu_);
  WriteTx tx(db_, path_);
  if (!e.final_kernel_hash.empty()) {
    Stmt k(db_, "INSERT OR IGNORE INTO kernels (hash, text, bytes, first_seen) VALUES (?, ?, ?, ?)", path_);
    k.bind(1, e.final_kernel_hash).bind(2, e.final_kernel_text).bind(3, int64_t(e.final_kernel_text.size()));
    k.bind(4, now).step();
  }
  Stmt u(db_,
         "UPDATE episodes SET status = ?, end_reason = ?, iterations = ?, tool_calls = ?, evaluations = ?, "
         "first_pass_iteration = ?, tokens_in = ?, tokens_out = ?, tokens_reasoning = ?, tokens_cached = ?, "
         "cost_usd = ?, wall_seconds = ?, transcript_path = ?, final_kernel_hash = ?, success = ?, fresh_seed = ?, "
         "fresh_status = ?, fresh_cycles = ?, speedup = ?, finished = ? WHERE id = ?",
         path_);
  u.add(e.status).add_text_or_null(e.end_reason).add(int64_t(e.iterations)).add(int64_t(e.tool_calls));
  u.add(int64_t(e.evaluations)).add(opt_int(e.first_pass_iteration));
  u.add(e.tokens_in).add(e.tokens_out).add(e.tokens_reasoning).add(e.tokens_cached).add(e.cost_usd);
  u.add(e.wall_seconds).add_text_or_null(e.transcript_path).add_text_or_null(e.final_kernel_hash);
  u.add(e.success ? std::optional<int64_t>(*e.success ? 1 : 0) : std::nullopt);
  u.add(opt_u64(e.fresh_seed)).add_text_or_null(e.fresh_status).add(opt_u64(e.fresh_cycles)).add(e.speedup);
  u.add(now).add(id).step();
  tx.commit();
}

std::vector<EpisodeRecord> ResultsDb::episodes(const EpisodeFilter& f) const {
  std::string sql = std::string("SELECT ") + kEpisodeColumns + " FROM episodes WHERE 1";
  std::vector<std::string> values;
  for (const auto& [col, v] : {std::pair<const char*, const std::string*>{"model", &f.model},
                               {"platform", &f.platform},
                               {"hw", &f.hw},
                               {"task", &f.task},
                               {"config", &f.config},
                               {"split", &f.split}})
    if (!v->empty()) {
      sql += std::string(" AND ") + col + " = ?";
      values.push_back(*v);
    }
  if (f.run_id) sql += " AND run_id = ?";
  sql += " ORDER BY id";
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_, sql, path_);
  for (const auto& v : values) s.add(v);
  if (f.run_id) s.add(*f.run_id);
  std::vector<EpisodeRecord> out;
  while (s.step()) out.push_back(read_episode(s));
  return out;
}

namespace {

const char kRunColumns[] =
    "id, kind, started, COALESCE(finished, ''), command, host, COALESCE(manifest, ''), COALESCE(rtl_hash, ''), "
    "COALESCE(cases, 0), COALESCE(passed, 0), COALESCE(failed, 0), COALESCE(regressed, 0), COALESCE(errors, 0), "
    "interrupted";

StoredRun read_run(const Stmt& s) {
  StoredRun r;
  r.id = s.i64(0);
  r.kind = s.text(1);
  r.started = s.text(2);
  r.finished = s.text(3);
  r.command = s.text(4);
  r.host = s.text(5);
  r.manifest = s.text(6);
  r.rtl_hash = s.text(7);
  r.totals = {s.i64(8), s.i64(9), s.i64(10), s.i64(11), s.i64(12), s.i64(13) != 0};
  return r;
}

}  // namespace

std::optional<StoredRun> ResultsDb::run(int64_t id) const {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_, std::string("SELECT ") + kRunColumns + " FROM runs WHERE id = ?", path_);
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return read_run(s);
}

std::optional<StoredRun> ResultsDb::latest_run(const std::string& kind, const std::string& manifest) const {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_,
         std::string("SELECT ") + kRunColumns +
             " FROM runs WHERE (? = '' OR kind = ?) AND (? = '' OR manifest = ?) ORDER BY id DESC LIMIT 1",
         path_);
  s.bind(1, kind).bind(2, kind).bind(3, manifest).bind(4, manifest);
  if (!s.step()) return std::nullopt;
  return read_run(s);
}

std::optional<std::string> ResultsDb::kernel_text(const std::string& hash) const {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_, "SELECT text FROM kernels WHERE hash = ?", path_);
  s.bind(1, hash);
  if (!s.step()) return std::nullopt;
  return s.text(0);
}


int64_t ResultsDb::delete_case_evaluations(const std::vector<std::string>& case_names) {
  std::lock_guard<std::mutex> lock(mu_);
  WriteTx tx(db_, path_);
  int64_t n = 0;
  for (const auto& name : case_names) {
    Stmt d(db_, "DELETE FROM evaluations WHERE case_name = ?", path_);
    d.bind(1, name);
    d.step();
    n += sqlite3_changes(db_);
  }
  tx.commit();
  return n;
}

double unix_seconds() {
  using namespace std::chrono;
  return duration<double>(system_clock::now().time_since_epoch()).count();
}

std::string ResultsDb::db_id() const {
  std::lock_guard<std::mutex> lock(mu_);
  Stmt s(db_, "SELECT value FROM meta WHERE key = 'db_id'", path_);
  if (!s.step()) throw ResultsDbError("results database " + path_ + ": no db_id in its meta table");
  return s.text(0);
}

void ResultsDb::snapshot_to(const std::string& path) const {
  std::lock_guard<std::mutex> lock(mu_);
  std::error_code ec;
  if (fs::exists(path, ec)) throw ResultsDbError("results database snapshot " + path + " exists already");
  Stmt s(db_, "VACUUM INTO ?", path_);
  s.bind(1, path);
  s.step();
}

namespace {

// The columns of `table` in schema `schema` other than `id`, in table order.
std::vector<std::string> columns_but_id(sqlite3* db, const std::string& schema, const std::string& table,
                                        const std::string& path) {
  std::vector<std::string> out;
  Stmt s(db, "PRAGMA " + schema + ".table_info(" + table + ")", path);
  while (s.step())
    if (s.text(1) != "id") out.push_back(s.text(1));
  return out;
}

std::string joined(const std::vector<std::string>& v, const std::string& prefix = "") {
  std::string out;
  for (const auto& c : v) out += (out.empty() ? "" : ", ") + prefix + c;
  return out;
}

// Copies the rows of shard.<table> into main.<table> one by one (new ids), remapping run_id (and
// episode_id) through the temporary maps, and records old -> new id in temp.<map> when `map` is
// set. Returns the number of rows.
int64_t copy_rows(sqlite3* db, const std::string& table, const std::string& map, const std::string& path) {
  const std::vector<std::string> cols = columns_but_id(db, "shard", table, path);
  std::vector<std::string> select;
  for (const auto& c : cols) {
    if (c == "run_id")
      select.push_back("(SELECT new FROM temp.run_map WHERE old = t.run_id)");
    else if (c == "episode_id")
      select.push_back("(SELECT new FROM temp.episode_map WHERE old = t.episode_id)");
    else
      select.push_back("t." + c);
  }
  int64_t n = 0;
  if (map.empty()) {
    exec(db,
         "INSERT INTO main." + table + " (" + joined(cols) + ") SELECT " + joined(select) + " FROM shard." + table +
             " AS t ORDER BY t.id",
         path, "merging " + table);
    Stmt c(db, "SELECT changes()", path);
    c.step();
    return c.i64(0);
  }
  std::vector<int64_t> ids;
  {
    Stmt q(db, "SELECT id FROM shard." + table + " ORDER BY id", path);
    while (q.step()) ids.push_back(q.i64(0));
  }
  for (const int64_t old : ids) {
    Stmt ins(db,
             "INSERT INTO main." + table + " (" + joined(cols) + ") SELECT " + joined(select) + " FROM shard." + table +
                 " AS t WHERE t.id = ?",
             path);
    ins.bind(1, old);
    ins.step();
    Stmt m(db, "INSERT INTO temp." + map + " (old, new) VALUES (?, ?)", path);
    m.bind(1, old).bind(2, int64_t(sqlite3_last_insert_rowid(db)));
    m.step();
    ++n;
  }
  return n;
}

}  // namespace

ResultsDb::MergeStats ResultsDb::merge(const std::string& shard_path, std::optional<int64_t> into_run) {
  std::lock_guard<std::mutex> lock(mu_);
  std::error_code ec;
  if (!fs::is_regular_file(shard_path, ec)) throw ResultsDbError("merging " + shard_path + ": no such file");
  if (fs::equivalent(shard_path, path_, ec)) throw ResultsDbError("merging " + shard_path + ": that is this database");
  const std::string what = "merging " + shard_path;
  try {
    Stmt a(db_, "ATTACH DATABASE ? AS shard", path_);
    a.bind(1, "file:" + uri_path(shard_path) + "?mode=ro");
    a.step();
  } catch (const ResultsDbError&) {
    throw ResultsDbError(what + ": not a results database (SQLite cannot open it)");
  }
  struct Detach {
    sqlite3* db;
    ~Detach() {
      sqlite3_exec(db, "DROP TABLE IF EXISTS temp.run_map; DROP TABLE IF EXISTS temp.episode_map", nullptr, nullptr,
                   nullptr);
      sqlite3_exec(db, "DETACH DATABASE shard", nullptr, nullptr, nullptr);
    }
  } detach{db_};
  int version = 0;
  std::string id;
  try {
    Stmt v(db_, "SELECT COALESCE(MAX(version), 0) FROM shard.schema_migrations", path_);
    v.step();
    version = int(v.i64(0));
    if (version == kCurrentVersion) {
      Stmt i(db_, "SELECT value FROM shard.meta WHERE key = 'db_id'", path_);
      if (i.step()) id = i.text(0);
    }
  } catch (const ResultsDbError&) {
    throw ResultsDbError(what + ": not a results database");
  }
  if (version != kCurrentVersion)
    throw ResultsDbError(what + ": it has schema version " + std::to_string(version) + ", this database " +
                         std::to_string(kCurrentVersion) + " (open it once with this build to migrate it)");
  MergeStats st;
  WriteTx tx(db_, path_);
  if (into_run) {
    Stmt r(db_, "SELECT 1 FROM main.runs WHERE id = ?", path_);
    r.bind(1, *into_run);
    if (!r.step()) throw ResultsDbError(what + ": run " + std::to_string(*into_run) + " does not exist");
  }
  {
    Stmt q(db_, "SELECT 1 FROM merges WHERE db_id = ?", path_);
    q.bind(1, id);
    if (q.step()) {
      st.already_merged = true;
      return st;
    }
  }
  {
    Stmt self(db_, "SELECT 1 FROM meta WHERE key = 'db_id' AND value = ?", path_);
    self.bind(1, id);
    if (self.step()) throw ResultsDbError(what + ": it is a copy of this database (the same db_id)");
  }
  exec(db_, "INSERT OR IGNORE INTO main.kernels SELECT * FROM shard.kernels", path_, what + " (kernels)");
  {
    Stmt c(db_, "SELECT changes()", path_);
    c.step();
    st.kernels = c.i64(0);
  }
  exec(db_,
       "CREATE TEMP TABLE run_map (old INTEGER PRIMARY KEY, new INTEGER); "
       "CREATE TEMP TABLE episode_map (old INTEGER PRIMARY KEY, new INTEGER)",
       path_, what);
  if (into_run) {
    Stmt m(db_, "INSERT INTO temp.run_map (old, new) SELECT id, ? FROM shard.runs", path_);
    m.bind(1, *into_run);
    m.step();
    // An episode of the run that a shard ran again (an attempt killed or failed before the shard
    // took it over) gives way to the shard's, as a resumed episode reuses its row; its
    // evaluations stay, detached. A 'done' one stays and the merge fails below: none runs twice.
    const std::string replaced =
        "SELECT m.id FROM main.episodes AS m JOIN shard.episodes AS s ON m.model = s.model AND "
        "m.platform = s.platform AND m.hw = s.hw AND m.task = s.task AND m.config = s.config AND "
        "m.repeat = s.repeat WHERE m.run_id = ? AND m.status <> 'done'";
    Stmt detach_evals(db_, "UPDATE main.evaluations SET episode_id = NULL WHERE episode_id IN (" + replaced + ")", path_);
    detach_evals.bind(1, *into_run);
    detach_evals.step();
    Stmt drop(db_, "DELETE FROM main.episodes WHERE id IN (" + replaced + ")", path_);
    drop.bind(1, *into_run);
    drop.step();
  } else {
    st.runs = copy_rows(db_, "runs", "run_map", path_);
  }
  try {
    st.episodes = copy_rows(db_, "episodes", "episode_map", path_);
  } catch (const ResultsDbError& e) {
    throw ResultsDbError(std::string(e.what()) +
                         " (an episode of the same run, model, task, configuration and repeat is stored already)");
  }
  st.evaluations = copy_rows(db_, "evaluations", "", path_);
  {
    Stmt ins(db_,
             "INSERT INTO merges (db_id, path, merged, into_run, runs, episodes, evaluations, kernels) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
             path_);
    ins.bind(1, id).bind(2, fs::absolute(shard_path, ec).string()).bind(3, utc_timestamp()).bind(4, into_run);
    ins.bind(5, st.runs).bind(6, st.episodes).bind(7, st.evaluations).bind(8, st.kernels);
    ins.step();
  }
  tx.commit();
  return st;
}

}  // namespace kc
