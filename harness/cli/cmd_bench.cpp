// kernelcraft agent / bench: agent episodes — one, or a resumable sweep of models x tasks x
// configurations x repeats — stored in the results database with their transcripts.
#include <algorithm>
#include <chrono>
#include <fstream>
#include <set>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <thread>

#include "agent_args.h"
#include "command.h"
#include "core_args.h"
#include "kc/bench.h"
#include "kc/files.h"
#include "kc/progress.h"
#include "kc/regress_shard.h"
#include "sharded.h"
#include "kc/results_db.h"
#include "kc/transcript.h"

namespace kc::cli {

namespace {

namespace fs = std::filesystem;

int run_agent(const Args& args);
int run_bench_cmd(const Args& args);

std::vector<OptionSpec> with_agent_options(std::vector<OptionSpec> own, bool sharded = false) {
  for (auto& o : agent_option_specs()) own.push_back(o);
  if (sharded)
    for (auto& o : slurm_option_specs()) own.push_back(o);
  return own;
}

const std::string kAgentDetails = std::string(
    "Runs one episode: the model gets the task prompt (kernelcraft show) and the six tools\n"
    "(write_code, check_syntax, run_evaluation, view_output, grep_docs, get_inst_size) and works\n"
    "turn by turn until it answers without a tool call or the budget runs out. The episode succeeds\n"
    "iff its last kernel passes on the seed it saw and on a fresh seed it never saw; the speedup is\n"
    "against the template compiler's baseline. The transcript (JSONL, replayable with kernelcraft\n"
    "replay) and the kernel are written under --out; the episode and its evaluations are stored in\n"
    "the results database (kernelcraft report shows them).\n\n") + kAgentOptionsDetails +
    "\n\nexit status: 0 the episode succeeded, 1 it did not (or could not run), 2 usage error";

const std::string kBenchDetails = std::string(
    "Runs every episode of the plan — models x tasks (of --platform, at --level, or --task) x\n"
    "configurations (the visible C1..C5 by default; --split held_out for H1, H2; --config to pick)\n"
    "x --repeats — with N episodes at once, storing each episode and its evaluations as it\n"
    "finishes. The run is resumable: started again with the same plan, it continues the latest\n"
    "unfinished run of that plan (killed, interrupted, or with failed requests), skipping every\n"
    "episode already done — none is paid for twice — and re-running the others. --new-run starts\n"
    "afresh; --resume RUN names the run. The same command started twice shares the run: each\n"
    "episode is claimed by one runner. Ctrl-C / SIGTERM stop the running episodes at once (a running\n"
    "tool too); they are recorded as interrupted and run again on resume. A plan holds at most\n"
    "100,000 episodes; -j is at most 256.\n\n"
    "With --executor slurm the episodes still to run are split into --shards shards submitted as\n"
    "one Slurm job array, each shard running --cpus-per-task episodes at once into its own\n"
    "database, and a collector job merges them into the run; --wait follows it. Submitting the same\n"
    "plan again while that run is unfinished resumes it (docs/scale.md).\n\n") +
    kAgentOptionsDetails +
    "\n\nexit status: 0 every episode ran (successful or not), 1 an episode could not run or the run\n"
    "was interrupted, 2 usage error";

const Command kAgent{"agent",
                     "run one agent episode on a task configuration (an LLM writes the kernel)",
                     "--model PROVIDER:MODEL --platform PLATFORM --task TASK --config CONFIG [options]",
                     kAgentDetails.c_str(),
                     with_agent_options({{"model", 'm', "PROVIDER:MODEL", "the model (openai:NAME, anthropic:NAME, script:FILE)"},
                                         kPlatformOption,
                                         {"task", 0, "TASK", "task id"},
                                         {"config", 0, "CONFIG", "task configuration (C1..C5, H1, H2)"},
                                         kHwOption,
                                         {"seed", 0, "S", "input seed the agent's evaluations use (default 1)"},
                                         {"out", 'o', "DIR", "episode directories (default: episodes/ next to the database)"},
                                         kDbOption,
                                         {"json", 0, nullptr, "print the episode summary as JSON"},
                                         {"quiet", 'q', nullptr, "no turn-by-turn log on stderr"}}),
                     run_agent};

const Command kBench{"bench",
                     "run (or resume) agent episodes over models x tasks x configurations x repeats",
                     "--model PROVIDER:MODEL[,...] --platform PLATFORM [--level L] [--repeats K] [-j N] [options]",
                     kBenchDetails.c_str(),
                     with_agent_options({{"model", 'm', "PROVIDER:MODEL", "the models, comma-separated"},
                                         kPlatformOption,
                                         kHwOption,
                                         {"level", 0, "L", "task levels, comma-separated (default: all)"},
                                         {"task", 0, "TASKS", "task ids, comma-separated (default: all of the platform)"},
                                         {"config", 0, "CONFIGS", "configurations, comma-separated (default: those of --split)"},
                                         {"split", 0, "SPLIT", "visible (C*, default), held_out (H*) or all (the default of --track template-opt)"},
                                         {"repeats", 0, "K", "episodes per model and configuration (default 1; pass@k needs k)"},
                                         {"seed", 0, "S", "input seed the agents' evaluations use (default 1)"},
                                         {"jobs", 'j', "N", "episodes at once (default 1)"},
                                         {"out", 'o', "DIR", "episode directories (default: episodes/ next to the database)"},
                                         kDbOption,
                                         {"new-run", 0, nullptr, "start a new run even if an unfinished run of this plan exists"},
                                         {"resume", 0, "RUN", "resume this run id (its plan must match)"},
                                         {"tasks", 0, "DIR", "task directory (default: $KC_TASKS_DIR or the source tree's tasks/)"},
                                         {"quiet", 'q', nullptr, "no per-episode lines"}},
                                        true),
                     run_bench_cmd};

KC_REGISTER_COMMAND(kAgent);
KC_REGISTER_COMMAND(kBench);

const char kStopMessage[] = "\nkernelcraft: stopping the running episodes (again to abort)\n";

std::string fixed(double v, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

// The models of --model (a comma-separated list).
std::vector<std::string> models_arg(const Args& args) { return split_list(args.get("model")); }

// Fills the plan fields shared by agent and bench; returns false after a usage error.
bool common_plan(const Command& cmd, const Args& args, agent::BenchPlan& plan) {
  const Platform* p = core_platform_arg(cmd, args);
  if (!p) return false;
  const auto hw = core_hw_arg(cmd, args, *p);
  if (!hw) return false;
  plan.platform = p->name();
  plan.hw = *hw;
  const auto settings = settings_arg(cmd, args);
  const auto provider = provider_arg(cmd, args);
  if (!settings || !provider) return false;
  plan.settings = *settings;
  plan.provider = *provider;
  const auto seed = uint_arg(cmd, args, "seed", 1);
  if (!seed) return false;
  plan.seed = *seed;
  const auto tool_timeout = tool_timeout_arg(cmd, args);
  if (!tool_timeout) return false;
  plan.tool_time_limit_seconds = *tool_timeout;
  const auto target = target_arg(cmd, args);
  if (!target) return false;
  plan.target = *target;
  plan.models = models_arg(args);
  if (plan.models.empty()) {
    usage_error(cmd, "missing --model PROVIDER:MODEL");
    return false;
  }
  for (const auto& m : plan.models) {
    try {
      llm::parse_model_name(m);
    } catch (const std::exception& e) {
      usage_error(cmd, e.what());
      return false;
    }
  }
  plan.db_path = args.get("db", default_results_db_path());
  plan.out_dir = args.get("out", (fs::path(plan.db_path).parent_path() / "episodes").string());
  plan.tasks_dir = args.get("tasks");
  plan.command = command_line(cmd, args);
  return true;
}

int run_agent(const Args& args) {
  if (!args.positional.empty()) return usage_error(kAgent, "unexpected argument '" + args.positional[0] + "'");
  agent::BenchPlan plan;
  if (!common_plan(kAgent, args, plan)) return kExitUsage;
  if (plan.models.size() != 1) return usage_error(kAgent, "one --model per episode (kernelcraft bench runs several)");
  if (!args.has("task")) return usage_error(kAgent, "missing --task TASK");
  if (!args.has("config")) return usage_error(kAgent, "missing --config CONFIG");
  plan.tasks = {args.get("task")};
  plan.configs = {args.get("config")};
  plan.split = "all";
  plan.new_run = true;
  plan.log_turns = true;
  agent::BenchHooks hooks;
  const bool quiet = args.has("quiet");
  if (!quiet) hooks.log = [](const std::string& line) { std::cerr << line << "\n"; };
  hooks.stop = install_graceful_stop(kStopMessage);
  try {
    const agent::BenchOutcome out = agent::run_bench(plan, hooks);
    restore_default_signals();
    ResultsDb db(plan.db_path, ResultsDb::Mode::existing);
    EpisodeFilter of_run;
    of_run.run_id = out.run_id;
    const auto eps = db.episodes(of_run);
    if (eps.empty()) return fail(kAgent, "the episode did not start");
    const EpisodeRecord& e = eps.front();
    nlohmann::json summary;
    if (!e.transcript_path.empty() && fs::exists(e.transcript_path)) {
      const agent::Transcript t = agent::read_transcript(e.transcript_path);
      if (const auto* end = t.end()) summary = *end;
    }
    if (args.has("json")) {
      summary["episode_id"] = e.id;
      summary["run_id"] = out.run_id;
      summary["transcript"] = e.transcript_path;
      summary.erase("event");
      std::cout << summary.dump(2) << "\n";
    } else {
      std::cout << "episode " << e.id << " (" << e.model << ", " << e.platform << "/" << e.hw << ", " << e.task << " "
                << e.config << "): " << (e.status != "done" ? e.status : (e.success && *e.success) ? "SUCCESS" : "FAILED")
                << "\n  ended: " << e.end_reason << " after " << e.iterations << " turns, " << e.tool_calls
                << " tool calls, " << e.evaluations << " evaluations";
      if (e.first_pass_iteration) std::cout << "; first pass at turn " << *e.first_pass_iteration;
      std::cout << "\n  tokens: " << e.tokens_in << " in (" << e.tokens_cached << " cached), " << e.tokens_out
                << " out (" << e.tokens_reasoning << " reasoning)";
      if (e.cost_usd) std::cout << ", $" << fixed(*e.cost_usd, 4);
      std::cout << "\n  final kernel: " << (e.final_kernel_hash.empty() ? "none written" : e.fresh_status.empty() ? "-" : "fresh seed " + e.fresh_status);
      if (e.speedup) std::cout << ", speedup " << fixed(*e.speedup, 2) << "x";
      std::cout << "\n  transcript: " << (e.transcript_path.empty() ? "none (the episode ended before it started)" : e.transcript_path) << "\n";
      if (summary.contains("final") && summary["final"].is_object() && summary["final"].contains("message"))
        std::cout << "  " << summary["final"]["message"].get<std::string>() << "\n";
    }
    return e.status == "done" && e.success && *e.success ? kExitOk : kExitFail;
  } catch (const std::exception& e) {
    return fail(kAgent, e.what());
  }
}

// The options a shard of a sharded bench run is given: the plan's own (paths made absolute, so
// that they mean the same on a compute node), without those of the submission.
std::vector<std::string> shard_bench_args(const Args& args, const agent::BenchPlan& plan) {
  static const std::set<std::string> dropped = {"executor", "shards", "partition", "time", "cpus-per-task", "mem",
                                                "array-parallelism", "sbatch-arg", "wait", "work-dir", "db",
                                                "resume", "new-run", "jobs", "out", "tasks", "model", "quiet"};
  std::vector<std::string> out;
  std::string models;
  for (const auto& m : plan.models) {
    const bool script = m.rfind("script:", 0) == 0;
    models += (models.empty() ? "" : ",") + (script ? "script:" + fs::absolute(m.substr(7)).string() : m);
  }
  out.insert(out.end(), {"--model", models, "--out", fs::absolute(plan.out_dir).string()});
  if (!plan.tasks_dir.empty()) out.insert(out.end(), {"--tasks", fs::absolute(plan.tasks_dir).string()});
  for (const auto& [name, value] : args.options) {
    if (dropped.count(name)) continue;
    out.push_back("--" + name);
    if (!value.empty()) out.push_back(value);
  }
  return out;
}

// The collector of a sharded bench run: merges the finished shards; when all have finished,
// finishes the run with its totals.
int collect_bench(const Args& args) {
  try {
    const ShardPlan plan = load_shard_plan(args.get("collect"));
    ResultsDb db(plan.db, ResultsDb::Mode::existing);
    const std::vector<unsigned> missing = unfinished_shards(plan);
    const std::size_t merged = merge_finished_shards(plan, db);
    std::string text;
    int code = kExitFail;
    if (missing.empty()) {
      const RunTotals t = agent::bench_run_totals(db, plan.run_id);
      db.finish_run(plan.run_id, t);
      text = "run " + std::to_string(plan.run_id) + ": " + std::to_string(t.cases) + " episodes, " +
             std::to_string(t.passed) + " succeeded, " + std::to_string(t.failed) + " failed, " +
             std::to_string(t.errors) + " could not run\nresults: " + plan.db + " (kernelcraft report --db " +
             plan.db + ")\n";
      code = t.errors == 0 ? kExitOk : kExitFail;
    }
    return report_collection(plan, missing, merged, text, code, "episodes");
  } catch (const std::exception& e) {
    return fail(kBench, e.what());
  }
}

// One shard of a sharded bench run (an array task): its episodes into its own database, as
// episodes of the main store's run; `.done` once every one of them ran.
int run_bench_shard(const Args& args, agent::BenchPlan plan, agent::BenchHooks hooks) {
  try {
    const ShardPlan sp = load_shard_plan(args.get("shard-dir"));
    const auto index = uint_arg(kBench, args, "shard", 0);
    if (!index) return kExitUsage;
    if (*index >= sp.shards)
      return usage_error(kBench, "--shard needs a shard index below " + std::to_string(sp.shards));
    const unsigned i = unsigned(*index);
    if (const auto code = shard_exit_status(sp, i)) {
      std::cout << "shard " << i << " finished before (exit status " << *code << ")\n";
      return *code;
    }
    for (std::size_t k = i; k < sp.cases.size(); k += sp.shards) plan.only.push_back(sp.cases[k]);
    plan.as_run = sp.run_id;
    plan.db_path = shard_path(sp, i, "db");
    plan.rollback_journal = true;
    plan.new_run = false;
    plan.resume_run.reset();
    const agent::BenchOutcome out = agent::run_bench(plan, hooks);
    restore_default_signals();
    std::cout << "shard " << i << " of run " << sp.run_id << ": " << out.cases << " episodes, " << out.skipped
              << " done before, " << out.ran << " ran (" << out.succeeded << " succeeded), " << out.errors
              << " could not run" << (out.interrupted ? ", interrupted" : "") << "\n";
    const int code = out.errors == 0 && !out.interrupted ? kExitOk : kExitFail;
    if (!out.interrupted) mark_shard_done(sp, i, code);
    return code;
  } catch (const std::exception& e) {
    return fail(kBench, e.what());
  }
}

// Submits the episodes of the plan's run still to run to Slurm (or resumes its sharded run).
int submit_bench(const Args& args, agent::BenchPlan plan) {
  const auto slurm = slurm_args(kBench, args);
  if (!slurm) return kExitUsage;
  const auto& [shards, so] = *slurm;
  try {
    plan.db_path = fs::absolute(plan.db_path).string();
    plan.out_dir = fs::absolute(plan.out_dir).string();
    const std::vector<TaskSpec> tasks = load_all_tasks(plan.tasks_dir.empty() ? default_tasks_dir() : plan.tasks_dir);
    const std::vector<agent::BenchCase> cases = agent::expand_bench(plan, tasks);
    ResultsDb db(plan.db_path);
    RunInfo info;
    info.kind = "bench";
    info.command = plan.command;
    info.manifest = agent::bench_plan_key(plan);
    info.host = "slurm";
    int64_t run = 0;
    bool resumed_run = false;
    if (plan.resume_run) {
      const auto r = db.run(*plan.resume_run);
      if (!r || r->manifest != info.manifest)
        return fail(kBench, "run " + std::to_string(*plan.resume_run) + " does not exist or ran another plan");
      run = r->id, resumed_run = true;
    } else {
      run = plan.new_run ? db.begin_run(info) : db.resume_or_begin_run(info, &resumed_run);
    }
    const std::string dir =
        fs::absolute(args.get("work-dir", (fs::path(plan.db_path).parent_path() / "slurm" /
                                           ("bench-run" + std::to_string(run))).string()))
            .lexically_normal()
            .string();
    std::error_code ec;
    ShardPlan sp;
    bool resumed = false;
    if (fs::exists(fs::path(dir) / "plan.json", ec)) {
      sp = load_shard_plan(dir);
      if (sp.run_id != run) return fail(kBench, dir + " holds the shards of run " + std::to_string(sp.run_id) + ", not " + std::to_string(run));
      resumed = true;
    } else {
      std::vector<std::string> pending;
      for (const agent::BenchCase* c : agent::pending_episodes(db, run, cases)) pending.push_back(c->name());
      if (pending.empty()) {
        db.finish_run(run, agent::bench_run_totals(db, run));
        std::cout << "run " << run << ": every one of its " << cases.size() << " episodes is done\n";
        return kExitOk;
      }
      fs::create_directories(dir, ec);
      if (ec) return fail(kBench, "cannot create the work directory " + dir + ": " + ec.message());
      sp.dir = dir;
      sp.args = shard_bench_args(args, plan);
      sp.cases = pending;
      sp.shards = unsigned(std::min<std::size_t>(shards, pending.size()));
      sp.db = plan.db_path;
      sp.run_id = run;
      sp.name = "kernelcraft bench run " + std::to_string(run);
      sp.attempt = 0;
      sp.started = unix_seconds();
    }
    ShardSubmission sub;
    sub.cmd = &kBench;
    sub.args = sp.args;
    sub.args.insert(sub.args.end(), {"-j", std::to_string(so.cpus_per_task)});
    sub.what = "episodes";
    sub.resumed = resumed || resumed_run;
    sub.wait = args.has("wait");
    sub.recorded = [&sp] {
      std::size_t n = 0;
      for (unsigned i = 0; i < sp.shards; ++i)
        if (shard_exit_status(sp, i)) n += (sp.cases.size() - i + sp.shards - 1) / sp.shards;
      return n;
    };
    sub.collect_now = [&dir] {
      Args c;
      c.options["collect"] = dir;
      return collect_bench(c);
    };
    return submit_shards(sp, so, sub);
  } catch (const std::exception& e) {
    return fail(kBench, e.what());
  }
}

int run_bench_cmd(const Args& args) {
  if (const std::string p = slurm_usage_problem(args); !p.empty()) return usage_error(kBench, p);
  if (args.has("collect")) return collect_bench(args);
  if (!args.positional.empty()) return usage_error(kBench, "unexpected argument '" + args.positional[0] + "'");
  agent::BenchPlan plan;
  if (!common_plan(kBench, args, plan)) return kExitUsage;
  for (const auto& l : split_list(args.get("level"))) {
    if (l != "1" && l != "2" && l != "3") return usage_error(kBench, "--level needs 1, 2 or 3, got '" + l + "'");
    plan.levels.push_back(std::stoi(l));
  }
  plan.tasks = split_list(args.get("task"));
  plan.configs = split_list(args.get("config"));
  // The template-optimisation track scores a task on every configuration, held-out ones included.
  plan.split = args.get("split", plan.settings.track == agent::kTrackTemplateOpt ? "all" : "visible");
  if (plan.split != "visible" && plan.split != "held_out" && plan.split != "all")
    return usage_error(kBench, "--split needs visible, held_out or all, got '" + plan.split + "'");
  const auto repeats = uint_arg(kBench, args, "repeats", 1);
  const auto jobs = uint_arg(kBench, args, "jobs", 1);
  if (!repeats || !jobs) return kExitUsage;
  if (*repeats < 1 || *jobs < 1) return usage_error(kBench, "--repeats and --jobs need at least 1");
  if (*repeats > agent::kMaxBenchEpisodes)
    return usage_error(kBench, "--repeats " + std::to_string(*repeats) + " is more than a plan may hold (at most " +
                                   std::to_string(agent::kMaxBenchEpisodes) + " episodes in all)");
  if (*jobs > uint64_t(agent::kMaxBenchJobs))
    return usage_error(kBench, "--jobs " + std::to_string(*jobs) + " is more than " +
                                   std::to_string(agent::kMaxBenchJobs) + " episodes at once");
  plan.repeats = int(*repeats);
  plan.jobs = int(*jobs);
  plan.new_run = args.has("new-run");
  if (args.has("resume")) {
    const auto r = uint_arg(kBench, args, "resume", 0);
    if (!r) return kExitUsage;
    plan.resume_run = int64_t(*r);
  }
  if (args.get("executor") == "slurm") return submit_bench(args, plan);
  const bool quiet = args.has("quiet");
  std::unique_ptr<Progress> progress;
  agent::BenchHooks hooks;
  hooks.stop = install_graceful_stop(kStopMessage);
  hooks.started = [&](std::size_t total, std::size_t skipped) {
    progress = std::make_unique<Progress>(total - skipped, std::cerr);
  };
  hooks.finished = [&](const std::string& name, bool failed) {
    if (progress) progress->advance(failed, name);
  };
  hooks.log = [&](const std::string& line) {
    if (quiet) return;
    if (progress) progress->note(line);
    else std::cerr << line << "\n";
  };
  if (args.has("shard")) {
    agent::BenchHooks shard_hooks;
    shard_hooks.stop = hooks.stop;
    shard_hooks.log = [](const std::string& line) { std::cerr << line << "\n"; };
    return run_bench_shard(args, plan, shard_hooks);
  }
  try {
    const agent::BenchOutcome out = agent::run_bench(plan, hooks);
    restore_default_signals();
    if (progress) progress->finish();
    std::cout << "run " << out.run_id << (out.resumed ? " (resumed)" : "") << ": " << out.cases << " episodes, "
              << out.skipped << " already done, " << out.ran << " ran (" << out.succeeded << " succeeded), "
              << out.errors << " could not run" << (out.taken ? ", " + std::to_string(out.taken) + " run by another runner" : "")
              << (out.interrupted ? ", interrupted" : "") << "\n"
              << "episodes: " << out.out_dir << "\nresults: " << plan.db_path << " (kernelcraft report --db "
              << plan.db_path << ")\n";
    if (!out.other_runners.empty())
      std::cout << "still running in another runner (" << out.other_runners.front()
                << "), which finishes the run\n";
    return out.errors == 0 && !out.interrupted ? kExitOk : kExitFail;
  } catch (const std::exception& e) {
    return fail(kBench, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
