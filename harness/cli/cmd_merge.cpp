// kernelcraft merge: merges results databases (the shards of a run on another machine or cluster)
// into the results database.
#include <cstdlib>
#include <iostream>
#include <optional>

#include "command.h"
#include "kc/results_db.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Merges each SHARD database into the results database (--db), one transaction per shard: its\n"
    "kernel texts (new ones only), runs, agent episodes and evaluations, with new ids. With --run\n"
    "ID, the shards' evaluations and episodes join run ID of the results database instead of\n"
    "bringing their own runs (what the Slurm collector does). A shard merged before adds nothing\n"
    "(the merges table remembers each database's id), so merging again after a partial failure is\n"
    "safe. The shards must have this build's schema (open one with any kernelcraft command to\n"
    "migrate it) and must not be written while they are merged.\n"
    "\n"
    "database: --db FILE, else $KC_RESULTS_DB, else results/kernelcraft.db in the build tree.\n"
    "exit status: 0 every shard merged (or merged before), 1 a shard could not be merged (the\n"
    "others are), 2 usage error";

int run_merge(const Args& args);

const Command kMerge{"merge",
                     "merge shard results databases into the results database",
                     "SHARD.db... [--db FILE] [--run ID]",
                     kDetails,
                     {kDbOption, {"run", 0, "ID", "the run of the results database the shards' results join"}},
                     run_merge};

KC_REGISTER_COMMAND(kMerge);

int run_merge(const Args& args) {
  if (args.positional.empty()) return usage_error(kMerge, "expected at least one SHARD database");
  std::optional<int64_t> run;
  if (args.has("run")) {
    const std::string v = args.get("run");
    char* end = nullptr;
    const long long id = std::strtoll(v.c_str(), &end, 10);
    if (v.empty() || *end || id < 1) return usage_error(kMerge, "--run needs a run id (a positive integer), got '" + v + "'");
    run = id;
  }
  try {
    ResultsDb db(args.get("db", default_results_db_path()), ResultsDb::Mode::existing);
    int code = kExitOk;
    for (const std::string& shard : args.positional) {
      try {
        const ResultsDb::MergeStats m = db.merge(shard, run);
        if (m.already_merged)
          std::cout << shard << ": merged before, nothing added\n";
        else
          std::cout << shard << ": " << m.evaluations << " evaluations, " << m.episodes << " episodes, " << m.runs
                    << " runs, " << m.kernels << " new kernel texts\n";
      } catch (const ResultsDbError& e) {
        std::cerr << "kernelcraft merge: " << e.what() << "\n";
        code = kExitFail;
      }
    }
    return code;
  } catch (const std::exception& e) {
    return fail(kMerge, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
