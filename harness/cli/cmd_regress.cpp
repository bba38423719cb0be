// kernelcraft regress: run a manifest of kernels x configurations (or every baseline) on the RTL,
// store the results, detect regressions, write JUnit XML.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <memory>
#include <regex>
#include <thread>

#include "command.h"
#include "core_args.h"
#include "kc/manifest.h"
#include "kc/platform.h"
#include "kc/corpus.h"
#include "kc/coverage.h"
#include "kc/files.h"
#include "sharded.h"
#include "kc/regress.h"
#include "kc/regress_shard.h"
#include "kc/sha256.h"
#include "kc/slurm.h"
#include "kc/regress_suite.h"
#include "kc/results_db.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Expands MANIFEST (YAML, docs/results.md) into cases named <platform>.<hw>.<task>.<config>\n"
    "(plus .<kernel stem> for kernel files), evaluates each on the platform's RTL simulator with N\n"
    "simulator processes at once, and stores every result in the results database as it finishes.\n"
    "With --baselines, the cases are every baseline of --platform on every configuration of every\n"
    "task (C1..C5, H1, H2); with --corpus DIR, every kernel of the corpus on the configurations it\n"
    "was accepted for (kernelcraft corpus).\n"
    "\n"
    "A case fails when a seed's status is not the expected one (expect: in the manifest, default\n"
    "pass). A passing result regresses when its cycles exceed the reference — the latest result\n"
    "of the same case, task configuration content (shapes, placement, inputs), kernel text and\n"
    "seed from an earlier run that passed at or below its own reference, or was accepted — by\n"
    "more than --threshold percent (default 0: the simulator is\n"
    "deterministic). Regressed results never become the reference, so later runs keep failing\n"
    "until the cause is fixed; --accept stores them as the new reference instead.\n"
    "\n"
    "A progress line (count, rate, ETA, failures) is drawn while stderr is a terminal; otherwise\n"
    "only failures are printed as they happen. Ctrl-C stops starting new cases, lets the running\n"
    "ones finish and still writes the summary and JUnit XML (Ctrl-C again aborts at once).\n"
    "\n"
    "With --coverage every case runs on the platform's coverage simulator (kc-sim-<platform>-cov,\n"
    "the RTL verilated with --coverage; built on request: cmake --build build --target\n"
    "kc-sim-plena-cov). Each run's coverage.dat is kept as DIR/runs/<case>.seed<N>.dat, and at the\n"
    "end they are merged (verilator_coverage) into DIR/merged.dat with a per-module summary of\n"
    "line, toggle and user points (DIR/summary.md, summary.json), an lcov file (coverage.info) and\n"
    "an HTML report (DIR/html/index.html, genhtml from Debian's lcov); DIR is --coverage-dir\n"
    "(default coverage/), and its runs/ folder is emptied first.\n"
    "\n"
    "With --executor slurm the cases are split into --shards shards submitted as one Slurm job\n"
    "array (sbatch), each shard on --cpus-per-task simulators with its own database, and a\n"
    "collector job that merges them into the results database when the array has ended; the\n"
    "command prints the job ids, or with --wait follows the run and prints the same summary as a\n"
    "local run. The work directory (--work-dir, default beside the database under slurm/) must be\n"
    "on a file system every node sees, and so must this program and the database's directory.\n"
    "Submitting the same regression again while its run is unfinished resumes it: only the\n"
    "shards that did not finish run again, and only their remaining cases (docs/scale.md).\n"
    "\n"
    "database: --db FILE, else $KC_RESULTS_DB, else results/kernelcraft.db in the build tree.\n"
    "exit status: 0 every case passed, 1 a case failed, regressed or could not run (or the run\n"
    "was interrupted, or an input was bad), 2 usage error";

int run_regress(const Args& args);

std::vector<OptionSpec> regress_options(std::vector<OptionSpec> own) {
  for (auto& o : slurm_option_specs()) own.push_back(o);
  return own;
}

const Command kRegress{
    "regress",
    "run a regression manifest (or every baseline) on the RTL and report regressions",
    "(MANIFEST | --baselines --platform PLATFORM | --corpus DIR) [-j N] [--junit FILE] [options]",
    kDetails,
    regress_options({{"jobs", 'j', "N", "simulator processes at once (default: the number of CPUs)"},
     {"junit", 0, "FILE", "write JUnit XML (CI dashboards) to FILE"},
     kDbOption,
     {"baselines", 0, nullptr, "run every baseline on every configuration instead of a manifest"},
     {"corpus", 0, "DIR", "run the corpus of accepted kernels in DIR instead of a manifest (kernelcraft corpus)"},
     {"platform", 0, "PLATFORM", "platform of --baselines"},
     {"hw", 0, "CONFIG", "hardware configuration of --baselines (default: the platform's default)"},
     {"filter", 0, "REGEX", "run only the cases whose name matches REGEX (as ctest -R)"},
     {"list", 0, nullptr, "print the case names and exit (nothing is run or stored)"},
     {"threshold", 0, "PCT", "allowed cycle increase over the reference, in percent (default 0)"},
     {"accept", 0, nullptr, "store regressed cycle counts as the new reference instead of failing"},
     {"fresh-seed", 0, nullptr, "check every passing case again on a fresh random seed (the success rule)"},
     {"tasks", 0, "DIR", "task directory (default: $KC_TASKS_DIR or the source tree's tasks/)"},
     {"quiet", 'q', nullptr, "summary lists only the cases that did not pass"},
     {"coverage", 0, nullptr, "run on the coverage simulator and write the merged coverage report"},
     {"coverage-dir", 0, "DIR", "where --coverage writes its files and report (default: coverage)"}}),
    run_regress};

KC_REGISTER_COMMAND(kRegress);

// The registered platforms, for the task suite.
std::vector<const kc::Platform*> registered_platforms() {
  std::vector<const kc::Platform*> out;
  for (const auto& name : kc::platform_names()) out.push_back(kc::find_platform(name));
  return out;
}

// The cases of the invocation — every baseline of `platform` on `hw` when `platform` is set,
// else the manifest's — filtered by name; throws ManifestError.
std::vector<RegressCase> select_cases(const Args& args, const TaskSuite& suite, const std::string& platform,
                                      const std::string& hw, const std::string& filter) {
  const ManifestCatalog catalog = suite.catalog();
  std::vector<RegressCase> cases;
  if (!platform.empty()) {
    cases = baseline_cases(platform, hw, catalog);
  } else if (args.has("corpus")) {
    const Corpus corpus(args.get("corpus"));
    if (corpus.entries().empty()) throw std::runtime_error("the corpus " + args.get("corpus") + " has no kernels");
    for (const auto& m : corpus.manifest_paths())
      for (auto& c : expand_manifest(load_manifest(m), catalog)) cases.push_back(std::move(c));
  } else {
    cases = expand_manifest(load_manifest(args.positional[0]), catalog);
  }
  if (filter.empty()) return cases;
  const std::regex re(filter);
  std::vector<RegressCase> kept;
  for (auto& c : cases)
    if (std::regex_search(c.name, re)) kept.push_back(std::move(c));
  return kept;
}

// Checks the argument combination; returns a usage message or "".
std::string check_usage(const Args& args) {
  if (const std::string p = slurm_usage_problem(args); !p.empty()) return p;
  if (args.has("collect")) return args.positional.empty() ? "" : "--collect takes no MANIFEST";
  if (args.has("coverage-dir") && !args.has("coverage")) return "--coverage-dir goes with --coverage";
  if (args.has("coverage") && (args.get("executor") == "slurm" || args.has("shard")))
    return "--coverage runs locally (not with --executor slurm)";
  if (args.has("baselines") && args.has("corpus")) return "--baselines and --corpus exclude each other";
  if (args.has("baselines") || args.has("corpus")) {
    if (!args.positional.empty()) return std::string(args.has("corpus") ? "--corpus" : "--baselines") + " takes no MANIFEST";
    if (args.has("corpus") && (args.has("platform") || args.has("hw")))
      return "--platform and --hw go with --baselines (the corpus names its own)";
    return "";
  }
  if (args.positional.size() != 1)
    return "expected one MANIFEST (or --baselines --platform PLATFORM), got " + std::to_string(args.positional.size()) +
           " arguments";
  if (args.has("platform") || args.has("hw")) return "--platform and --hw go with --baselines (a manifest names its own)";
  return "";
}

// The platform hashes a run row records ("plena=ab12,rv32=cd34").
std::string rtl_hashes(const TaskSuite& suite) {
  std::string hashes;
  for (const auto& name : kc::platform_names())
    if (const std::string h = suite.rtl_hash(name); !h.empty()) hashes += (hashes.empty() ? "" : ",") + name + "=" + h;
  return hashes;
}

// "--baselines plena.default" or the manifest path: the run row's manifest column.
std::string manifest_label(const Args& args, const std::string& platform, const std::string& hw) {
  if (args.has("corpus")) return "--corpus " + args.get("corpus");
  return platform.empty() ? args.positional[0] : "--baselines " + platform + "." + hw;
}

std::vector<std::string> case_names(const std::vector<RegressCase>& cases) {
  std::vector<std::string> out;
  for (const auto& c : cases) out.push_back(c.name);
  return out;
}

// The arguments that select and judge the cases, with absolute paths: what a shard runs with.
std::vector<std::string> selection_args(const Args& args) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const char* flag : {"baselines", "accept", "fresh-seed"})
    if (args.has(flag)) out.push_back("--" + std::string(flag));
  for (const char* opt : {"platform", "hw", "filter", "threshold"})
    if (args.has(opt)) out.insert(out.end(), {"--" + std::string(opt), args.get(opt)});
  if (args.has("tasks")) out.insert(out.end(), {"--tasks", fs::absolute(args.get("tasks")).string()});
  if (args.has("corpus")) out.insert(out.end(), {"--corpus", fs::absolute(args.get("corpus")).string()});
  if (!args.positional.empty()) out.push_back(fs::absolute(args.positional[0]).string());
  return out;
}

// --coverage: the problem that keeps the cases from running on a coverage simulator (none built,
// a configuration it lacks, a missing tool), or "".
std::string coverage_problem(const std::vector<RegressCase>& cases, const TaskSuite& suite) {
  namespace fs = std::filesystem;
  std::map<std::string, std::vector<std::string>> platforms;   // platform -> hardware configurations
  for (const auto& c : cases) platforms[c.platform].push_back(c.hw);
  for (const auto& [name, hws] : platforms) {
    const Platform* p = suite.platform(name);
    if (!p) continue;
    const std::vector<std::string> built = p->coverage_hw_configs();
    if (built.empty()) return "platform " + name + " has no coverage simulator";
    const std::string sim = p->coverage_simulator();
    std::error_code ec;
    if (!fs::exists(sim, ec))
      return "the coverage simulator " + sim + " is not built: build it with `cmake --build build --target " +
             p->coverage_build_target() + "` (configurations: " + p->coverage_configs_variable() + ")";
    for (const std::string& hw : hws)
      if (std::find(built.begin(), built.end(), hw) == built.end()) {
        std::string list;
        for (const auto& b : built) list += (list.empty() ? "" : ";") + b;
        return p->coverage_build_target() + " is built for " + list + ", not " + hw + ": reconfigure with -D" +
               p->coverage_configs_variable() + "=\"" + list + ";" + hw + "\" and build target " +
               p->coverage_build_target() + " (or select cases on " + list + ")";
      }
  }
  if (find_verilator_coverage().empty()) return "verilator_coverage not found on PATH (Debian package verilator)";
  if (find_genhtml().empty()) return "genhtml not found on PATH (Debian package lcov: apt-get install lcov)";
  return "";
}

// --coverage: empties DIR/runs (the counters of an earlier run must not be merged into this one).
std::string prepare_coverage_dir(const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path runs = fs::path(dir) / "runs";
  fs::create_directories(runs, ec);
  if (ec) return "cannot create " + runs.string() + ": " + ec.message();
  for (fs::directory_iterator it(runs, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".dat") fs::remove(it->path(), ec);
  return ec ? "cannot empty " + runs.string() + ": " + ec.message() : "";
}

// --coverage: merges the counters of the cases that ran and writes the report; prints where.
void report_coverage(const std::string& dir, const RegressSummary& sum, const std::string& label) {
  namespace fs = std::filesystem;
  std::vector<std::string> dats;
  for (const auto& c : sum.cases)
    for (const auto& s : c.seeds) {
      const std::string f = coverage_dat_path((fs::path(dir) / "runs").string(), c.c.name, s.seed);
      std::error_code ec;
      if (fs::exists(f, ec)) dats.push_back(f);
    }
  const CoverageReport r = write_coverage_report(dir, dats, "Coverage of kernelcraft regress " + label);
  auto part = [](const char* kind, const CoverageCount& c) {
    char pct[32];
    std::snprintf(pct, sizeof pct, "%.1f%%", c.total ? 100.0 * double(c.covered) / double(c.total) : 0.0);
    return std::string(kind) + " " + std::to_string(c.covered) + "/" + std::to_string(c.total) + " (" + pct + ")";
  };
  std::cout << "coverage of " << dats.size() << " runs: " << part("line", r.data.total.line) << ", "
            << part("toggle", r.data.total.toggle) << ", " << part("user", r.data.total.user) << "\n"
            << "coverage: " << r.summary << ", " << r.html << "\n";
}

// The collector: merges the finished shards of the run in DIR, and when every shard has finished
// prints the summary (and writes JUnit XML); records what it found in collect-<attempt>.json.
int collect_run(const Args& args) {
  try {
    const ShardPlan plan = load_shard_plan(args.get("collect"));
    ResultsDb db(plan.db, ResultsDb::Mode::existing);
    const ShardCollection c = collect_shards(plan, db);
    std::string text;
    int code = kExitFail;
    if (c.complete) {
      text = regress_summary_text(c.summary, plan.quiet) + "results: " + plan.db + " (run " +
             std::to_string(plan.run_id) + ")\n";
      if (!plan.junit.empty()) write_junit_file(plan.junit, c.summary, plan.name);
      code = c.summary.ok() ? kExitOk : kExitFail;
    }
    return report_collection(plan, c.missing, c.merged_now, text, code, "cases");
  } catch (const std::exception& e) {
    return fail(kRegress, e.what());
  }
}

// One shard of a sharded run (an array task): its cases, skipping those an earlier attempt
// finished, into its own database; `.done` once every one of them ran.
int run_shard(const Args& args, const std::vector<RegressCase>& cases, TaskSuite& suite, unsigned jobs,
              double threshold) {
  try {
    const ShardPlan plan = load_shard_plan(args.get("shard-dir"));
    const std::string index_text = args.get("shard");
    char* end = nullptr;
    const unsigned long index = std::strtoul(index_text.c_str(), &end, 10);
    if (index_text.empty() || *end || index >= plan.shards)
      return usage_error(kRegress, "--shard needs a shard index below " + std::to_string(plan.shards) + ", got '" +
                                       index_text + "'");
    if (case_names(cases) != plan.cases)
      return fail(kRegress, "the cases of " + plan.dir + " are not the ones these arguments select now (tasks or "
                            "manifest changed since the run was submitted)");
    const unsigned i = unsigned(index);
    if (const auto code = shard_exit_status(plan, i)) {
      std::cout << "shard " << i << " finished before (exit status " << *code << ")\n";
      return *code;
    }
    const std::vector<RegressCase> mine = shard_cases(cases, i, plan.shards);
    RegressOptions o;
    o.finished = read_shard_outcomes(shard_path(plan, i, "jsonl"));
    std::vector<std::string> again;
    for (const auto& c : mine)
      if (!o.finished.count(c.name)) again.push_back(c.name);
    ResultsDb db(shard_path(plan, i, "db"), ResultsDb::Mode::create, 60000, ResultsDb::Journal::rollback);
    db.delete_case_evaluations(again);   // rows of a case an earlier attempt was killed in
    const ResultsDb refs((std::filesystem::path(plan.dir) / "refs.db").string(), ResultsDb::Mode::snapshot);
    o.references = &refs;
    o.jobs = jobs;
    o.threshold_percent = threshold;
    o.accept = args.has("accept");
    o.run.command = command_line(kRegress, args);
    o.run.manifest = "shard " + std::to_string(i) + " of " + plan.dir;
    o.run.rtl_hash = rtl_hashes(suite);
    o.stop = install_graceful_stop("\nkernelcraft regress: stopping after the running cases (again to abort)\n");
    const std::string jsonl = shard_path(plan, i, "jsonl");
    o.on_case = [&](std::size_t, const CaseOutcome& c) { append_shard_outcome(jsonl, 0, c); };
    EvalOptions eval;
    eval.fresh_seed_check = args.has("fresh-seed");
    std::cout << "shard " << i << " of " << plan.shards << ": " << mine.size() << " cases, "
              << (mine.size() - again.size()) << " finished before\n";
    const RegressSummary sum = run_regression(mine, suite.evaluator(eval), db, o);
    restore_default_signals();
    std::cout << regress_summary_text(sum, false);
    const int code = sum.ok() ? kExitOk : kExitFail;
    if (!sum.totals.interrupted) mark_shard_done(plan, i, code);
    return code;
  } catch (const std::exception& e) {
    return fail(kRegress, e.what());
  }
}

// Submits the regression to Slurm (or resumes its unfinished run) and, with --wait, follows it.
int submit_slurm(const Args& args, const std::vector<RegressCase>& cases, TaskSuite& suite,
                 const std::string& platform, const std::string& hw) {
  namespace fs = std::filesystem;
  const auto slurm = slurm_args(kRegress, args);
  if (!slurm) return kExitUsage;
  const auto& [shards, so] = *slurm;
  try {
    const std::string db_path = fs::absolute(args.get("db", default_results_db_path())).string();
    ResultsDb db(db_path);
    const std::vector<std::string> sel = selection_args(args);
    std::string key_text = db_path;
    for (const auto& a : sel) key_text += "\n" + a;
    const std::string dir = fs::absolute(args.get("work-dir", (fs::path(db_path).parent_path() / "slurm" /
                                                               ("regress-" + sha256_hex(key_text).substr(0, 12)))
                                                                  .string()))
                                .lexically_normal()
                                .string();
    std::error_code ec;
    ShardPlan plan;
    bool resumed = false;
    if (fs::exists(fs::path(dir) / "plan.json", ec)) {
      plan = load_shard_plan(dir);
      const auto run = db.run(plan.run_id);
      if (run && run->finished.empty()) {
        if (plan.cases != case_names(cases))
          return fail(kRegress, "the unfinished run in " + dir + " has other cases than these arguments select; "
                                "remove that directory or name another --work-dir");
        resumed = true;
      } else {
        fs::rename(dir, dir + ".run" + std::to_string(plan.run_id), ec);   // keep the finished run's files
        if (ec) return fail(kRegress, "cannot move the finished run " + dir + " aside: " + ec.message());
      }
    }
    if (!resumed) {
      fs::create_directories(dir, ec);
      if (ec) return fail(kRegress, "cannot create the work directory " + dir + ": " + ec.message());
      plan = ShardPlan{};
      plan.dir = dir;
      plan.args = sel;
      plan.cases = case_names(cases);
      plan.shards = unsigned(std::min<std::size_t>(shards, cases.size()));
      plan.db = db_path;
      RunInfo info;
      info.command = command_line(kRegress, args);
      info.manifest = manifest_label(args, platform, hw);
      info.rtl_hash = rtl_hashes(suite);
      info.host = "slurm";
      plan.run_id = db.begin_run(info);
      plan.junit = args.has("junit") ? fs::absolute(args.get("junit")).string() : "";
      plan.name = "kernelcraft regress " + info.manifest;
      plan.quiet = args.has("quiet");
      plan.attempt = 0;
      plan.started = unix_seconds();
      db.snapshot_to((fs::path(dir) / "refs.db").string());
    }
    ShardSubmission sub;
    sub.cmd = &kRegress;
    sub.args = sel;
    sub.args.insert(sub.args.end(), {"-j", std::to_string(so.cpus_per_task)});
    sub.what = "cases";
    sub.resumed = resumed;
    sub.wait = args.has("wait");
    sub.recorded = [&] { return recorded_cases(plan); };
    sub.collect_now = [&] {
      Args c;
      c.options["collect"] = dir;
      return collect_run(c);
    };
    return submit_shards(plan, so, sub);
  } catch (const std::exception& e) {
    return fail(kRegress, e.what());
  }
}

int run_regress(const Args& args) {
  if (const std::string u = check_usage(args); !u.empty()) return usage_error(kRegress, u);
  if (args.has("collect")) return collect_run(args);
  std::string platform, hw;   // --baselines only
  if (args.has("baselines")) {
    const kc::Platform* p = core_platform_arg(kRegress, args);
    if (!p) return kExitUsage;
    const auto h = core_hw_arg(kRegress, args, *p);
    if (!h) return kExitUsage;
    platform = p->name(), hw = *h;
  }
  const unsigned cpus = std::max(1u, std::thread::hardware_concurrency());
  const auto jobs = number_arg(kRegress, args, "jobs", cpus, 1, 4096, "a number of processes", true);
  const auto threshold = number_arg(kRegress, args, "threshold", 0, 0, 100000, "a percentage");
  if (!jobs || !threshold) return kExitUsage;
  const std::string filter = args.get("filter");
  try {
    std::regex check(filter);
  } catch (const std::regex_error& e) {
    return usage_error(kRegress, "--filter '" + filter + "' is not a valid regular expression: " + e.what());
  }

  std::vector<RegressCase> cases;
  std::unique_ptr<TaskSuite> suite;
  try {
    suite = std::make_unique<TaskSuite>(registered_platforms(), args.get("tasks"));
    cases = select_cases(args, *suite, platform, hw, filter);
  } catch (const ManifestError& e) {
    std::cerr << e.what() << "\n";
    return kExitFail;
  } catch (const std::exception& e) {
    return fail(kRegress, e.what());
  }
  if (args.has("list")) {
    for (const auto& c : cases) std::cout << c.name << "\n";
    return kExitOk;
  }
  if (cases.empty()) return fail(kRegress, "no cases to run" + (filter.empty() ? "" : " (--filter '" + filter + "')"));
  if (args.has("shard")) return run_shard(args, cases, *suite, unsigned(*jobs), *threshold);
  if (args.get("executor") == "slurm") return submit_slurm(args, cases, *suite, platform, hw);
  const std::string coverage_dir = args.has("coverage") ? args.get("coverage-dir", "coverage") : "";
  if (!coverage_dir.empty()) {
    std::string problem = coverage_problem(cases, *suite);
    if (problem.empty()) problem = prepare_coverage_dir(coverage_dir);
    if (!problem.empty()) return fail(kRegress, "--coverage: " + problem);
  }

  try {
    ResultsDb db(args.get("db", default_results_db_path()));
    Progress progress(cases.size(), std::cerr);
    RegressOptions o;
    o.jobs = unsigned(*jobs);
    o.threshold_percent = *threshold;
    o.accept = args.has("accept");
    o.run.command = command_line(kRegress, args);
    o.run.manifest = manifest_label(args, platform, hw);
    o.run.rtl_hash = rtl_hashes(*suite);
    o.stop = install_graceful_stop("\nkernelcraft regress: stopping after the running cases (again to abort)\n");
    o.progress = &progress;
    EvalOptions eval;
    eval.fresh_seed_check = args.has("fresh-seed");
    const std::string runs_dir =
        coverage_dir.empty() ? "" : (std::filesystem::path(coverage_dir) / "runs").string();
    const RegressSummary sum = run_regression(cases, suite->evaluator(eval, runs_dir), db, o);
    restore_default_signals();
    std::cout << regress_summary_text(sum, args.has("quiet"));
    std::cout << "results: " << db.path() << " (run " << sum.run_id << ")\n";
    if (args.has("junit")) write_junit_file(args.get("junit"), sum, "kernelcraft regress " + o.run.manifest);
    if (!coverage_dir.empty()) report_coverage(coverage_dir, sum, o.run.manifest);
    return sum.ok() ? kExitOk : kExitFail;
  } catch (const std::exception& e) {
    return fail(kRegress, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
