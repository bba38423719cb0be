// kernelcraft mutate: the mutation score of the regression — seeded source-level mutations of a
// platform's RTL, each built into its own simulator in a scratch tree, the baselines and/or the
// corpus run on each, and which mutants survive, where (kc/mutate.h, docs/regression.md).
#include <filesystem>
#include <iostream>

#include "command.h"
#include "core_args.h"
#include "io.h"
#include "kc/mutate.h"
#include "kc/regress_suite.h"

namespace kc::cli {

namespace {

namespace fs = std::filesystem;

const char kDetails[] =
    "Applies --count source-level mutations to the platform's RTL (the files its\n"
    "rtl/<platform>/mutate.yaml names), one at a time, each in a scratch copy of the source tree\n"
    "under --work-dir (the checkout is never modified):\n"
    "  op          a binary operator swapped (+ -, & |, && ||, == !=, ^ |)\n"
    "  stuck       the condition of an `if` stuck at 1'b1 or 1'b0\n"
    "  off-by-one  a comparison's bound moved (< <=, > >=)\n"
    "  drop        a procedural assignment removed\n"
    "Comments, strings, declarations, module and function headers and system-task calls are never\n"
    "mutated. The mutations are a seeded sample (--seed), the kinds in turn: the same seed and count\n"
    "give the same mutants on every machine.\n"
    "\n"
    "Each mutant's simulator of --hw is rebuilt (Verilator) and the cases run on it within a time\n"
    "budget (--budget; default 3 x the unchanged RTL's run + 60 s). A mutant is killed when a case\n"
    "that passes on the unchanged RTL does not pass on it; a timeout counts as killed; a mutant that\n"
    "does not build is reported as such and not scored. The cases are the baselines of --tasks on\n"
    "--configs (--no-baselines: none) and the corpus kernels accepted on --hw (--no-corpus: none).\n"
    "\n"
    "The report (Markdown; JSON when -o names a .json file) gives the score, the counts per kind, the\n"
    "survivors (file:line, the mutation, the source line) and every mutant's outcome. The work\n"
    "directory is kept: a second run rebuilds only what changed. --list prints the mutations without\n"
    "building anything. --min-score PCT makes the run a check (a CI gate): the report is written\n"
    "either way, and the exit status is 1 when the score is below PCT.\n"
    "\n"
    "exit status: 0 report written (and the score reaches --min-score), 1 an input or step failed or\n"
    "the score is below --min-score, 2 usage error";

int run_mutate(const Args& args);

const Command kMutate{
    "mutate",
    "mutation score: seeded RTL mutants rebuilt and run against the baselines and the corpus",
    "--platform PLATFORM [--hw HW] [--count N] [--seed S] [-j N] [-o report.md]",
    kDetails,
    {kPlatformOption,
     kHwOption,
     {"count", 0, "N", "mutants (default 20)"},
     {"seed", 0, "S", "seed of the sample (default 1)"},
     {"kinds", 0, "LIST", "mutation kinds, comma-separated: op, stuck, off-by-one, drop (default: all)"},
     {"files", 0, "LIST", "mutate only these sources (paths relative to the source root, comma-separated)"},
     {"tasks", 0, "LIST", "task ids, comma-separated (default: every task of the platform)"},
     {"configs", 0, "LIST", "task configurations, comma-separated (default: all of each task)"},
     {"corpus", 0, "DIR", "corpus of accepted kernels (default: corpus/ of the source tree)"},
     {"no-corpus", 0, nullptr, "run the baselines only"},
     {"no-baselines", 0, nullptr, "run the corpus kernels only"},
     {"budget", 0, "SEC", "time budget of each mutant's cases (default: 3 x the unchanged run + 60)"},
     {"build-timeout", 0, "SEC", "time limit of each configure and build (default 3600)"},
     {"jobs", 'j', "N", "mutants at once, each in its own scratch tree (default 1)"},
     {"work-dir", 0, "DIR", "scratch trees and builds (default: mutate/<platform>-<hw> in the build tree)"},
     {"list", 0, nullptr, "print the mutations and exit (nothing is built)"},
     {"output", 'o', "FILE", "write the report to FILE (default stdout; FILE.json: as JSON)"},
     {"min-score", 0, "PCT", "exit 1 when the score is below PCT percent (or no mutant was scored)"}},
    run_mutate};

KC_REGISTER_COMMAND(kMutate);

int run_mutate(const Args& args) {
  if (!args.positional.empty()) return usage_error(kMutate, "unexpected argument '" + args.positional[0] + "'");
  const Platform* p = core_platform_arg(kMutate, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kMutate, args, *p);
  if (!hw) return kExitUsage;
  if (args.has("no-corpus") && args.has("corpus")) return usage_error(kMutate, "--corpus and --no-corpus exclude each other");
  if (args.has("no-corpus") && args.has("no-baselines"))
    return usage_error(kMutate, "--no-corpus and --no-baselines leave no case to run");
  const auto count = uint_arg(kMutate, args, "count", 20);
  const auto seed = uint_arg(kMutate, args, "seed", 1);
  const auto budget = uint_arg(kMutate, args, "budget", 0);
  const auto build_timeout = uint_arg(kMutate, args, "build-timeout", 3600);
  const auto jobs = uint_arg(kMutate, args, "jobs", 1);
  const auto min_score = number_arg(kMutate, args, "min-score", 0, 0, 100, "a percentage");
  if (!count || !seed || !budget || !build_timeout || !jobs || !min_score) return kExitUsage;
  if (*count == 0) return usage_error(kMutate, "--count needs a positive number of mutants");
  if (*jobs == 0 || *build_timeout == 0) return usage_error(kMutate, "--jobs and --build-timeout need a positive number");
  if (args.has("budget") && *budget == 0) return usage_error(kMutate, "--budget needs a positive number of seconds");

  mutate::Options o;
  o.platform = p->name();
  o.hw = *hw;
  o.default_hw = p->default_hw();
  o.count = std::size_t(*count);
  o.seed = *seed;
  o.budget = double(*budget);
  o.build_timeout = double(*build_timeout);
  o.jobs = unsigned(*jobs);
  o.baselines = !args.has("no-baselines");
  o.source_root = KC_SOURCE_DIR;
  o.corpus_dir = args.has("no-corpus") ? "" : fs::absolute(args.get("corpus", o.source_root + "/corpus")).string();
  o.work_dir = fs::absolute(args.get("work-dir", std::string(KC_MUTATE_WORK_DIR) + "/" + o.platform + "-" + o.hw)).string();
  std::error_code ec;
  o.kernelcraft = fs::read_symlink("/proc/self/exe", ec).string();
  o.command = command_line(kMutate, args);
  o.log = [](const std::string& line) { std::cerr << "mutate: " << line << std::endl; };
  try {
    if (args.has("kinds")) {
      for (const auto& k : split_list(args.get("kinds"))) o.kinds.push_back(mutate::parse_kind(k));
      if (o.kinds.empty()) return usage_error(kMutate, "--kinds names no kind");
    }
  } catch (const mutate::MutateError& e) {
    return usage_error(kMutate, std::string("--kinds: ") + e.what());
  }
  if (args.has("files")) o.files = split_list(args.get("files"));

  // The tasks and configurations, checked against the task suite before anything is built.
  try {
    const std::string bad = select_tasks(args, o.platform, &o.tasks, &o.configs);
    if (!bad.empty()) return usage_error(kMutate, bad);
  } catch (const std::exception& e) {
    return fail(kMutate, e.what());
  }

  const std::string out = args.get("output", "-");
  try {
    if (args.has("list")) {
      mutate::Report r;
      const auto muts = mutate::plan(o, &r);
      std::string text;
      for (std::size_t i = 0; i < muts.size(); ++i)
        text += "M" + std::to_string(i + 1) + "\t" + muts[i].file + ":" + std::to_string(muts[i].line) + ":" +
                std::to_string(muts[i].column) + "\t" + mutate::kind_name(muts[i].kind) + "\t" + muts[i].describe() + "\n";
      std::string error;
      if (!write_output(out, text, &error)) return fail(kMutate, error);
      return kExitOk;
    }
    const mutate::Report r = mutate::run(o);
    const bool as_json = out.size() > 5 && out.compare(out.size() - 5, 5, ".json") == 0;
    std::string error;
    if (!write_output(out, as_json ? mutate::to_json(r).dump(2) + "\n" : mutate::markdown(r), &error))
      return fail(kMutate, error);
    char buf[160];
    std::snprintf(buf, sizeof buf, "mutate: score %.1f %% (killed %zu, timeout %zu, survived %zu, build failed %zu, error %zu)\n",
                  r.score(), r.count(mutate::Outcome::killed), r.count(mutate::Outcome::timeout),
                  r.count(mutate::Outcome::survived), r.count(mutate::Outcome::build_failed), r.count(mutate::Outcome::error));
    std::cerr << buf;
    if (out != "-") std::cerr << "mutate: report written to " << out << "\n";
    if (args.has("min-score"))
      if (const std::string why = mutate::below_min_score(r, *min_score); !why.empty()) return fail(kMutate, why);
    return kExitOk;
  } catch (const mutate::MutateError& e) {
    return fail(kMutate, e.what());
  } catch (const std::exception& e) {
    return fail(kMutate, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
