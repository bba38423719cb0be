// Benchmark runs (kc/bench.h).
#include "kc/bench.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "kc/episode_record.h"
#include "kc/platform.h"
#include "kc/results_db.h"
#include "kc/script_provider.h"
#include "kc/sha256.h"

namespace kc::agent {

namespace fs = std::filesystem;

namespace {

// A directory name for a model: "openai:gpt-x" -> "openai_gpt-x"; a scripted episode by its
// directory and file stem ("script:examples/agent/relu_repair/episode.yaml" ->
// "script_relu_repair_episode").
std::string path_safe(const std::string& model);

std::string safe_chars(const std::string& s) {
  std::string o;
  for (char c : s) o += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' || c == '_') ? c : '_';
  return o;
}

std::string path_safe(const std::string& model) {
  const llm::ModelName m = llm::parse_model_name(model);
  if (m.provider != "script") return safe_chars(model);
  const fs::path p(m.model);
  return safe_chars("script_" + p.parent_path().filename().string() + "_" + p.stem().string());
}

bool in_split(const TaskConfig& c, const std::string& split) {
  return split == "all" || (split == "held_out") == c.held_out;
}

// The fresh seed of an episode's success check: fixed per run and episode (a resumed episode is
// checked on the same seed), never the seed the agent sees.
uint64_t fresh_seed_for(int64_t run_id, const BenchCase& c, uint64_t shown) {
  const std::string h = sha256_hex("fresh-seed|" + std::to_string(run_id) + "|" + c.name());
  uint64_t v = std::stoull(h.substr(0, 15), nullptr, 16);
  return v == shown ? v + 1 : v;
}

EpisodeFilter run_filter(int64_t run_id) {
  EpisodeFilter f;
  f.run_id = run_id;
  return f;
}

std::string default_prices() { return std::string(KC_SOURCE_DIR) + "/agent/prices.yaml"; }

// A thread that renews the heartbeat of `owner`'s claims every kEpisodeHeartbeatSeconds until
// stopped (at the latest when destroyed).
class Heartbeat {
 public:
  Heartbeat(ResultsDb& db, std::string owner)
      : db_(db), owner_(std::move(owner)), thread_([this] { run(); }) {}
  ~Heartbeat() { stop(); }
  Heartbeat(const Heartbeat&) = delete;
  Heartbeat& operator=(const Heartbeat&) = delete;
  void stop() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  void run() {
    std::unique_lock<std::mutex> lock(mu_);
    while (!cv_.wait_for(lock, std::chrono::duration<double>(kEpisodeHeartbeatSeconds), [&] { return done_; })) {
      try {
        db_.heartbeat(owner_);
      } catch (const std::exception&) {   // a busy database: the next beat tries again
      }
    }
  }

  ResultsDb& db_;
  std::string owner_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;   // last: started once the rest is initialised
};

}  // namespace

std::string BenchCase::name() const {
  return model + " " + task->id + " " + config->name + " r" + std::to_string(repeat);
}

std::string bench_plan_key(const BenchPlan& p) {
  nlohmann::json j = {{"kind", "agent-bench"},
                      {"models", p.models},
                      {"platform", p.platform},
                      {"hw", p.hw},
                      {"levels", p.levels},
                      {"tasks", p.tasks},
                      {"configs", p.configs},
                      {"split", p.split},
                      {"repeats", p.repeats},
                      {"seed", p.seed}};
  nlohmann::json s = p.settings.to_json();
  s.erase("model");
  j["settings"] = s;
  return j.dump();
}

std::vector<BenchCase> expand_bench(const BenchPlan& plan, const std::vector<TaskSpec>& tasks) {
  if (plan.models.empty()) throw std::runtime_error("bench: no model (--model PROVIDER:MODEL)");
  if (plan.repeats < 1) throw std::runtime_error("bench: --repeats must be at least 1");
  if (plan.split != "visible" && plan.split != "held_out" && plan.split != "all")
    throw std::runtime_error("bench: split '" + plan.split + "' is not visible, held_out or all");
  for (int l : plan.levels)
    if (l < 1 || l > 3) throw std::runtime_error("bench: level " + std::to_string(l) + " does not exist (1, 2, 3)");
  std::vector<const TaskSpec*> chosen;
  const Platform* platform = find_platform(plan.platform);
  for (const auto& t : tasks) {
    if (!t.supports(plan.platform)) continue;
    if (!plan.levels.empty() && std::find(plan.levels.begin(), plan.levels.end(), t.level) == plan.levels.end()) continue;
    if (!plan.tasks.empty() && std::find(plan.tasks.begin(), plan.tasks.end(), t.id) == plan.tasks.end()) continue;
    // The template-optimisation track needs a baseline kernel to start from (its first
    // configuration stands for the task: a template covers every configuration or none).
    if (plan.settings.track == kTrackTemplateOpt) {
      std::string why;
      if (!platform) throw std::runtime_error("bench: unknown platform '" + plan.platform + "'");
      if (t.configs.empty() || !template_opt_baseline(*platform, t, t.configs.front(), plan.hw, &why)) {
        if (!plan.tasks.empty()) throw std::runtime_error("bench: task " + t.id + " has no template-opt track: " + why);
        continue;
      }
    }
    chosen.push_back(&t);
  }
  for (const auto& id : plan.tasks) {
    const bool known = std::any_of(tasks.begin(), tasks.end(), [&](const TaskSpec& t) { return t.id == id; });
    if (!known) throw std::runtime_error("bench: unknown task '" + id + "'");
  }
  // Count first: a huge --repeats must fail here, not after allocating millions of cases.
  uint64_t configs = 0;
  for (const TaskSpec* t : chosen)
    for (const auto& c : t->configs)
      configs += plan.configs.empty() ? in_split(c, plan.split)
                                      : std::find(plan.configs.begin(), plan.configs.end(), c.name) != plan.configs.end();
  const long double total = (long double)plan.models.size() * (long double)configs * (long double)plan.repeats;
  if (total > (long double)kMaxBenchEpisodes)
    throw std::runtime_error("bench: the plan has " + std::to_string(uint64_t(std::min<long double>(total, 1e19L))) +
                             " episodes (" + std::to_string(plan.models.size()) + " model(s) x " + std::to_string(configs) +
                             " task configuration(s) x " + std::to_string(plan.repeats) + " repeat(s)); the limit is " +
                             std::to_string(kMaxBenchEpisodes) + ". Split it into several runs.");
  std::vector<BenchCase> out;
  out.reserve(std::size_t(total));
  for (const auto& model : plan.models)
    for (const TaskSpec* t : chosen) {
      for (const auto& c : t->configs) {
        if (!plan.configs.empty()) {
          if (std::find(plan.configs.begin(), plan.configs.end(), c.name) == plan.configs.end()) continue;
        } else if (!in_split(c, plan.split)) {
          continue;
        }
        for (int r = 0; r < plan.repeats; ++r) out.push_back({model, t, &c, r});
      }
    }
  for (const auto& name : plan.configs) {
    bool known = false;
    for (const TaskSpec* t : chosen) known = known || t->config(name);
    if (!known) throw std::runtime_error("bench: no chosen task has configuration '" + name + "'");
  }
  return out;
}

std::unique_ptr<llm::Provider> make_provider(const std::string& model, const llm::ProviderOptions& opts) {
  const llm::ModelName m = llm::parse_model_name(model);
  if (m.provider == "openai") return llm::make_openai_provider(opts);
  if (m.provider == "anthropic") return llm::make_anthropic_provider(opts);
  if (m.provider == "script") return make_script_provider(load_script(m.model));
  throw std::runtime_error("unknown provider '" + m.provider + "'");
}

std::vector<const BenchCase*> pending_episodes(const ResultsDb& db, int64_t run, const std::vector<BenchCase>& cases) {
  std::set<std::string> done;
  for (const auto& e : db.episodes(run_filter(run)))
    if (e.status == "done") done.insert(e.model + "|" + e.task + "|" + e.config + "|" + std::to_string(e.repeat));
  std::vector<const BenchCase*> pending;
  for (const auto& c : cases)
    if (!done.count(c.model + "|" + c.task->id + "|" + c.config->name + "|" + std::to_string(c.repeat)))
      pending.push_back(&c);
  return pending;
}

RunTotals bench_run_totals(const ResultsDb& db, int64_t run) {
  RunTotals t;
  for (const auto& e : db.episodes(run_filter(run))) {
    ++t.cases;
    if (e.status == "done" && e.success && *e.success) ++t.passed;
    else if (e.status == "done") ++t.failed;
    else ++t.errors;
  }
  return t;
}

BenchOutcome run_bench(const BenchPlan& plan, const BenchHooks& hooks) {
  const Platform* platform = find_platform(plan.platform);
  if (!platform) throw std::runtime_error("bench: unknown platform '" + plan.platform + "'");
  const std::string hw = plan.hw.empty() ? platform->default_hw() : plan.hw;
  const std::vector<TaskSpec> tasks = load_all_tasks(plan.tasks_dir.empty() ? default_tasks_dir() : plan.tasks_dir);
  std::vector<BenchCase> cases = expand_bench(plan, tasks);
  if (!plan.only.empty()) {
    const std::set<std::string> only(plan.only.begin(), plan.only.end());
    std::vector<BenchCase> kept;
    for (auto& c : cases)
      if (only.count(c.name())) kept.push_back(std::move(c));
    if (kept.size() != only.size())
      throw std::runtime_error("bench: " + std::to_string(only.size() - kept.size()) +
                               " of the episodes this shard should run are not in the plan (tasks changed?)");
    cases = std::move(kept);
  }
  for (const auto& m : plan.models) llm::parse_model_name(m);   // a bad name fails before anything runs

  std::optional<llm::PriceTable> prices;
  const std::string prices_path = plan.prices_path.empty() ? default_prices() : plan.prices_path;
  if (fs::exists(prices_path)) prices = llm::PriceTable::load(prices_path);

  ResultsDb db(plan.db_path.empty() ? default_results_db_path() : plan.db_path, ResultsDb::Mode::create, 60000,
               plan.rollback_journal ? ResultsDb::Journal::rollback : ResultsDb::Journal::wal);
  const std::string key = bench_plan_key(plan);
  BenchOutcome out;
  out.cases = cases.size();
  std::optional<StoredRun> resume;
  if (plan.resume_run) {
    resume = db.run(*plan.resume_run);
    if (!resume) throw std::runtime_error("bench: run " + std::to_string(*plan.resume_run) + " does not exist");
    if (resume->manifest != key)
      throw std::runtime_error("bench: run " + std::to_string(*plan.resume_run) +
                               " ran another plan (models, tasks, configurations or settings differ)");
  }
  if (resume) {
    out.run_id = resume->id;
    out.resumed = true;
  } else {
    RunInfo info;
    info.kind = "bench";
    info.command = plan.command;
    info.manifest = key;
    // Runners of one plan started at once (or while another still runs) share its run and split
    // its episodes between them (each one is claimed before it runs).
    out.run_id = plan.new_run ? db.begin_run(info) : db.resume_or_begin_run(info, &out.resumed);
  }
  // The run whose transcripts and fresh seeds these are (a shard's: the main store's run).
  const int64_t as_run = plan.as_run ? *plan.as_run : out.run_id;
  out.out_dir = (fs::path(plan.out_dir.empty() ? "results/bench" : plan.out_dir) / ("run-" + std::to_string(as_run))).string();

  // Episodes already done in this run are skipped.
  const std::vector<const BenchCase*> pending = pending_episodes(db, out.run_id, cases);
  out.skipped = cases.size() - pending.size();
  if (hooks.log && out.resumed)
    hooks.log("resuming run " + std::to_string(out.run_id) + ": " + std::to_string(out.skipped) + " of " +
              std::to_string(cases.size()) + " episodes already done");

  std::mutex mu;
  std::size_t next = 0;
  bool cut_off = false;   // an episode ended `interrupted`
  const std::string owner = episode_owner_id();
  // The heartbeat of this runner's claims, so that another runner knows they are alive; stopped
  // and joined on every way out of this function.
  Heartbeat heartbeat(db, owner);
  if (hooks.started) hooks.started(cases.size(), out.skipped);
  auto log = [&](const std::string& line) {
    if (hooks.log) {
      std::lock_guard<std::mutex> lock(mu);
      hooks.log(line);
    }
  };
  auto stopping = [&] { return hooks.stop && hooks.stop->load(); };

  auto worker = [&] {
    for (;;) {
      const BenchCase* c = nullptr;
      {
        std::lock_guard<std::mutex> lock(mu);
        if (next >= pending.size() || stopping()) return;
        c = pending[next++];
      }
      const std::string dir = (fs::path(out.out_dir) / path_safe(c->model) /
                               (c->task->id + "." + c->config->name + ".r" + std::to_string(c->repeat)))
                                  .string();
      EpisodeSettings settings = plan.settings;
      settings.model = c->model;
      EpisodeSpec spec;
      spec.platform = platform;
      spec.task = c->task;
      spec.config = c->config;
      spec.hw = hw;
      spec.seed = plan.seed;
      spec.fresh_seed = fresh_seed_for(as_run, *c, plan.seed);
      spec.repeat = c->repeat;
      spec.workspace = (fs::path(dir) / "workspace").string();
      spec.transcript_path = (fs::path(dir) / "transcript.jsonl").string();
      spec.tool_time_limit_seconds = plan.tool_time_limit_seconds;
      spec.eval.target = plan.target;
      std::string holder;
      const std::unique_ptr<EpisodeRecorder> claimed = EpisodeRecorder::claim(db, out.run_id, spec, settings, owner, &holder);
      if (!claimed) {
        // Another runner of this run has it (or just finished it): never run an episode twice.
        std::lock_guard<std::mutex> lock(mu);
        ++out.taken;
        if (hooks.log)
          hooks.log(c->name() + ": " + (holder == "done" ? "done by another runner" : "being run by " + holder) +
                    "; skipped");
        continue;
      }
      EpisodeRecorder& recorder = *claimed;
      EpisodeHooks eh;
      eh.stop = hooks.stop;
      if (plan.log_turns) eh.log = log;
      eh.on_evaluation = recorder.evaluation_hook();
      EpisodeResult res;
      try {
        llm::ProviderOptions po = plan.provider;
        po.on_retry = [&](int attempt, double delay, const std::string& why) {
          log(c->name() + ": retry " + std::to_string(attempt) + " in " + std::to_string(int(delay + 0.5)) + " s (" +
              why + ")");
        };
        auto provider = make_provider(c->model, po);
        res = run_episode(*provider, spec, settings, prices ? &*prices : nullptr, eh);
      } catch (const std::exception& e) {
        res.end = EpisodeEnd::provider_error;
        res.end_message = e.what();
      }
      recorder.finish(res);
      const std::string status = episode_status(res.end);

      std::lock_guard<std::mutex> lock(mu);
      if (status == "interrupted") cut_off = true;
      if (status == "done") {
        ++out.ran;
        if (res.success) ++out.succeeded;
      } else if (status == "error") {
        ++out.errors;
      }
      if (hooks.log) {
        std::string line = c->name() + ": " + (status == "done" ? (res.success ? "success" : "failed") : status) +
                           " (" + episode_end_name(res.end) + ", " + std::to_string(res.iterations) + " turns";
        if (res.speedup) {
          char buf[32];
          std::snprintf(buf, sizeof buf, ", speedup %.2fx", *res.speedup);
          line += buf;
        }
        line += ")";
        if (!res.end_message.empty()) line += ": " + res.end_message;
        hooks.log(line);
      }
      if (hooks.finished && status != "interrupted") hooks.finished(c->name(), !(status == "done" && res.success));
    }
  };
  const int jobs = std::max(1, std::min<int>(std::min(plan.jobs, kMaxBenchJobs), int(std::max<std::size_t>(pending.size(), 1))));
  std::vector<std::thread> pool;
  for (int i = 0; i < jobs; ++i) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  heartbeat.stop();

  // Interrupted: episodes never started, or one cut off mid-way (it is not done, so the run must
  // stay open for a resume to run it again).
  out.interrupted = (stopping() && next < pending.size()) || cut_off;
  // Another runner still has episodes of this run: it finishes the run (with the totals) when it
  // is done; this one leaves the run open.
  out.other_runners = db.episode_owners(out.run_id, owner);
  if (!out.other_runners.empty()) return out;
  // Totals over the whole run (resumed episodes included).
  RunTotals t = bench_run_totals(db, out.run_id);
  t.interrupted = out.interrupted || t.cases < int64_t(cases.size());
  db.finish_run(out.run_id, t);
  return out;
}

}  // namespace kc::agent
