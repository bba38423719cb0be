// kernelcraft regress: run a manifest of kernels x configurations (or every baseline) on the RTL,
// store the results, detect regressions, write JUnit XML.
#include <cstdlib>
#include <iostream>
#include <memory>
#include <regex>
#include <thread>

#include "command.h"
#include "core_args.h"
#include "kc/manifest.h"
#include "kc/platform.h"
#include "kc/regress.h"
#include "kc/regress_suite.h"
#include "kc/results_db.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Expands MANIFEST (YAML, docs/results.md) into cases named <platform>.<hw>.<task>.<config>\n"
    "(plus .<kernel stem> for kernel files), evaluates each on the platform's RTL simulator with N\n"
    "simulator processes at once, and stores every result in the results database as it finishes.\n"
    "With --baselines, the cases are every baseline of --platform on every configuration of every\n"
    "task (C1..C5, H1, H2).\n"
    "\n"
    "A case fails when a seed's status is not the expected one (expect: in the manifest, default\n"
    "pass). A passing result regresses when its cycles exceed the reference — the latest result\n"
    "of the same case, kernel text and seed from an earlier run that passed at or below its own\n"
    "reference, or was accepted — by more than --threshold percent (default 0: the simulator is\n"
    "deterministic). Regressed results never become the reference, so later runs keep failing\n"
    "until the cause is fixed; --accept stores them as the new reference instead.\n"
    "\n"
    "A progress line (count, rate, ETA, failures) is drawn while stderr is a terminal; otherwise\n"
    "only failures are printed as they happen. Ctrl-C stops starting new cases, lets the running\n"
    "ones finish and still writes the summary and JUnit XML (Ctrl-C again aborts at once).\n"
    "\n"
    "database: --db FILE, else $KC_RESULTS_DB, else results/kernelcraft.db in the build tree.\n"
    "exit status: 0 every case passed, 1 a case failed, regressed or could not run (or the run\n"
    "was interrupted, or an input was bad), 2 usage error";

int run_regress(const Args& args);

const Command kRegress{
    "regress",
    "run a regression manifest (or every baseline) on the RTL and report regressions",
    "(MANIFEST | --baselines --platform PLATFORM) [-j N] [--junit FILE] [options]",
    kDetails,
    {{"jobs", 'j', "N", "simulator processes at once (default: the number of CPUs)"},
     {"junit", 0, "FILE", "write JUnit XML (CI dashboards) to FILE"},
     kDbOption,
     {"baselines", 0, nullptr, "run every baseline on every configuration instead of a manifest"},
     {"platform", 0, "PLATFORM", "platform of --baselines"},
     {"hw", 0, "CONFIG", "hardware configuration of --baselines (default: the platform's default)"},
     {"filter", 0, "REGEX", "run only the cases whose name matches REGEX (as ctest -R)"},
     {"list", 0, nullptr, "print the case names and exit (nothing is run or stored)"},
     {"threshold", 0, "PCT", "allowed cycle increase over the reference, in percent (default 0)"},
     {"accept", 0, nullptr, "store regressed cycle counts as the new reference instead of failing"},
     {"fresh-seed", 0, nullptr, "check every passing case again on a fresh random seed (the success rule)"},
     {"tasks", 0, "DIR", "task directory (default: $KC_TASKS_DIR or the source tree's tasks/)"},
     {"quiet", 'q', nullptr, "summary lists only the cases that did not pass"}},
    run_regress};

KC_REGISTER_COMMAND(kRegress);

// The registered platforms, for the task suite.
std::vector<const kc::Platform*> registered_platforms() {
  std::vector<const kc::Platform*> out;
  for (const auto& name : kc::platform_names()) out.push_back(kc::find_platform(name));
  return out;
}

// Parses a non-negative number option; nullopt after a usage error.
std::optional<double> number_arg(const Args& args, const char* name, double fallback, bool integer) {
  if (!args.has(name)) return fallback;
  const std::string v = args.get(name);
  char* end = nullptr;
  const double d = std::strtod(v.c_str(), &end);
  if (v.empty() || *end || d < 0 || (integer && (d < 1 || d != double(long(d))))) {
    usage_error(kRegress, "--" + std::string(name) + " needs " + (integer ? "a positive integer" : "a number >= 0") +
                              ", got '" + v + "'");
    return std::nullopt;
  }
  return d;
}

// The cases of the invocation — every baseline of `platform` on `hw` when `platform` is set,
// else the manifest's — filtered by name; throws ManifestError.
std::vector<RegressCase> select_cases(const Args& args, const TaskSuite& suite, const std::string& platform,
                                      const std::string& hw, const std::string& filter) {
  const ManifestCatalog catalog = suite.catalog();
  std::vector<RegressCase> cases = !platform.empty() ? baseline_cases(platform, hw, catalog)
                                                     : expand_manifest(load_manifest(args.positional[0]), catalog);
  if (filter.empty()) return cases;
  const std::regex re(filter);
  std::vector<RegressCase> kept;
  for (auto& c : cases)
    if (std::regex_search(c.name, re)) kept.push_back(std::move(c));
  return kept;
}

// Checks the argument combination; returns a usage message or "".
std::string check_usage(const Args& args) {
  if (args.has("baselines")) {
    if (!args.positional.empty()) return "--baselines takes no MANIFEST";
    return "";
  }
  if (args.positional.size() != 1)
    return "expected one MANIFEST (or --baselines --platform PLATFORM), got " + std::to_string(args.positional.size()) +
           " arguments";
  if (args.has("platform") || args.has("hw")) return "--platform and --hw go with --baselines (a manifest names its own)";
  return "";
}

int run_regress(const Args& args) {
  if (const std::string u = check_usage(args); !u.empty()) return usage_error(kRegress, u);
  std::string platform, hw;   // --baselines only
  if (args.has("baselines")) {
    const kc::Platform* p = core_platform_arg(kRegress, args);
    if (!p) return kExitUsage;
    const auto h = core_hw_arg(kRegress, args, *p);
    if (!h) return kExitUsage;
    platform = p->name(), hw = *h;
  }
  const unsigned cpus = std::max(1u, std::thread::hardware_concurrency());
  const auto jobs = number_arg(args, "jobs", cpus, true);
  const auto threshold = number_arg(args, "threshold", 0, false);
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

  try {
    ResultsDb db(args.get("db", default_results_db_path()));
    Progress progress(cases.size(), std::cerr);
    RegressOptions o;
    o.jobs = unsigned(*jobs);
    o.threshold_percent = *threshold;
    o.accept = args.has("accept");
    o.run.command = command_line(kRegress, args);
    o.run.manifest = platform.empty() ? args.positional[0] : "--baselines " + platform + "." + hw;
    std::string hashes;
    for (const auto& name : kc::platform_names())
      if (const std::string h = suite->rtl_hash(name); !h.empty()) hashes += (hashes.empty() ? "" : ",") + name + "=" + h;
    o.run.rtl_hash = hashes;
    o.stop = install_graceful_stop("\nkernelcraft regress: stopping after the running cases (again to abort)\n");
    o.progress = &progress;
    EvalOptions eval;
    eval.fresh_seed_check = args.has("fresh-seed");
    const RegressSummary sum = run_regression(cases, suite->evaluator(eval), db, o);
    restore_default_signals();
    std::cout << regress_summary_text(sum, args.has("quiet"));
    std::cout << "results: " << db.path() << " (run " << sum.run_id << ")\n";
    if (args.has("junit")) write_junit_file(args.get("junit"), sum, "kernelcraft regress " + o.run.manifest);
    return sum.ok() ? kExitOk : kExitFail;
  } catch (const std::exception& e) {
    return fail(kRegress, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
