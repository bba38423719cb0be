// Sharded runs on Slurm (sharded.h).
#include "sharded.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include <nlohmann/json.hpp>

#include "kc/files.h"
#include "kc/progress.h"

namespace kc::cli {

namespace fs = std::filesystem;

int submit_shards(ShardPlan& plan, const SlurmOptions& so, const ShardSubmission& s) {
  const std::string name = s.cmd->name;
  ++plan.attempt;
  const std::string self = fs::read_symlink("/proc/self/exe").string();
  std::string shard_cmd = "exec " + shell_quote(self) + " " + name;
  for (const auto& a : s.args) shard_cmd += " " + shell_quote(a);
  shard_cmd += " --shard \"$SLURM_ARRAY_TASK_ID\" --shard-dir " + shell_quote(plan.dir) + "\n";
  write_file_atomic((fs::path(plan.dir) / "shard.sh").string(),
                    "#!/bin/sh\n# One shard of a sharded kernelcraft " + name +
                        " run (array task SLURM_ARRAY_TASK_ID).\nexport SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1\n" +
                        shard_cmd);
  write_file_atomic((fs::path(plan.dir) / "collect.sh").string(),
                    "#!/bin/sh\n# Merges the finished shards of a sharded kernelcraft " + name + " run.\nexec " +
                        shell_quote(self) + " " + name + " --collect " + shell_quote(plan.dir) + "\n");
  const std::vector<unsigned> todo = unfinished_shards(plan);
  save_shard_plan(plan);
  std::string array_id, collector;
  if (!todo.empty()) {
    array_id = submit_array(so, "kc-" + name, (fs::path(plan.dir) / "shard.sh").string(), todo,
                            (fs::path(plan.dir) / "shard-%a.log").string(), plan.dir);
    collector = submit_after(so, "kc-" + name + "-collect", (fs::path(plan.dir) / "collect.sh").string(), array_id,
                             (fs::path(plan.dir) / "collect.log").string(), plan.dir);
  }
  std::cerr << "kernelcraft " << name << ": " << (s.resumed ? "resumed" : "submitted") << " run " << plan.run_id
            << ": " << plan.cases.size() << " " << s.what << " in " << plan.shards << " shards";
  if (!todo.empty())
    std::cerr << ", job array " << array_id << " (shards " << array_list(todo) << "), collector job " << collector;
  std::cerr << "\n  work directory " << plan.dir << "\n";
  if (todo.empty()) return s.collect_now();   // every shard finished before: only the collection is left
  if (!s.wait) return kExitOk;
  // Follow the run through the files the shards and the collector write (no accounting needed).
  const auto stop = install_graceful_stop("\nkernelcraft: no longer waiting (the jobs keep running)\n");
  Progress progress(plan.cases.size(), std::cerr);
  std::size_t shown = 0;
  const std::string report_path = collect_path(plan, plan.attempt);
  std::error_code ec;
  int ticks = 0;
  while (!fs::exists(report_path, ec)) {
    if (*stop) {
      restore_default_signals();
      return kExitFail;
    }
    const std::size_t n = s.recorded ? s.recorded() : 0;
    for (; shown < n && shown < plan.cases.size(); ++shown) progress.advance(false, "");
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    // Every 5 s: when the array and the collector have both ended without a report (the collector
    // failed, or could not open the database from its node), collect here.
    if (++ticks % 10 == 0 && !jobs_active({array_id, collector}) && !fs::exists(report_path, ec)) {
      progress.finish();
      restore_default_signals();
      std::cerr << "kernelcraft " << name << ": the collector job " << collector << " ended without a report (its log: "
                << (fs::path(plan.dir) / "collect.log").string() << "); collecting here\n";
      return s.collect_now();
    }
  }
  progress.finish();
  restore_default_signals();
  std::ifstream in(report_path);
  const nlohmann::json report = nlohmann::json::parse(in);
  std::cout << report.at("text").get<std::string>();
  return report.at("exit_code").get<int>();
}

int report_collection(const ShardPlan& plan, const std::vector<unsigned>& missing, std::size_t merged,
                      const std::string& complete_text, int code, const std::string& what) {
  nlohmann::json report = {{"complete", missing.empty()}, {"run_id", plan.run_id}, {"merged", merged}};
  std::string text = complete_text;
  if (!missing.empty()) {
    code = kExitFail;
    text = "kernelcraft: " + std::to_string(missing.size()) + " of " + std::to_string(plan.shards) +
           " shards did not finish (cancelled, out of time, or failed); their finished " + what +
           " are kept and the next submission of the same run runs only the rest:\n";
    nlohmann::json m = nlohmann::json::array();
    for (const unsigned i : missing) {
      text += "  shard " + std::to_string(i) + ": log " + shard_path(plan, i, "log") + "\n";
      m.push_back({{"shard", i}, {"log", shard_path(plan, i, "log")}});
    }
    report["missing"] = m;
  }
  report["exit_code"] = code;
  report["text"] = text;
  write_file_atomic(collect_path(plan, plan.attempt), report.dump(2) + "\n");
  std::cout << text;
  return code;
}

}  // namespace kc::cli
