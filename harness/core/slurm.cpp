// Slurm submissions through sbatch (kc/slurm.h).
#include "kc/slurm.h"

#include <algorithm>
#include <cstdlib>

#include "kc/runner.h"

namespace kc {

namespace {

constexpr double kSbatchSeconds = 60;   // a controller that does not answer in a minute is down

// Runs sbatch with `args` (after the common options) and returns the job id it prints (--parsable:
// "ID" or "ID;CLUSTER").
std::string sbatch(const SlurmOptions& o, const std::string& name, std::vector<std::string> args,
                   const std::string& cwd) {
  std::vector<std::string> all = {"--parsable", "--job-name=" + name, "--chdir=" + cwd, "--open-mode=append",
                                  "--cpus-per-task=" + std::to_string(std::max(1u, o.cpus_per_task))};
  if (!o.partition.empty()) all.push_back("--partition=" + o.partition);
  if (!o.time.empty()) all.push_back("--time=" + o.time);
  if (!o.mem.empty()) all.push_back("--mem=" + o.mem);
  all.insert(all.end(), o.extra.begin(), o.extra.end());
  all.insert(all.end(), args.begin(), args.end());
  ProcessSpec p;
  p.program = sbatch_program();
  p.args = all;
  p.timeout_seconds = kSbatchSeconds;
  const ProcessResult r = run_process(p);
  std::string out = r.out;
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r' || out.back() == ' ')) out.pop_back();
  const std::string id = out.substr(0, out.find(';'));
  const bool numeric = !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!r.ok() || !numeric) {
    std::string why = r.status == ProcessStatus::spawn_failed ? r.error
                      : r.status == ProcessStatus::timed_out
                          ? "no answer in " + std::to_string(int(kSbatchSeconds)) + " s (is slurmctld running?)"
                          : r.err.empty() ? "printed '" + out + "', not a job id" : r.err;
    while (!why.empty() && why.back() == '\n') why.pop_back();
    throw SlurmError("sbatch (" + p.program + ") failed: " + why);
  }
  return id;
}

}  // namespace

std::string sbatch_program() {
  const char* e = std::getenv("KC_SBATCH");
  return e && *e ? e : "sbatch";
}

std::string array_list(std::vector<unsigned> indices) {
  std::sort(indices.begin(), indices.end());
  indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
  std::string out;
  for (std::size_t i = 0; i < indices.size();) {
    std::size_t j = i;
    while (j + 1 < indices.size() && indices[j + 1] == indices[j] + 1) ++j;
    out += (out.empty() ? "" : ",") + std::to_string(indices[i]);
    if (j > i) out += "-" + std::to_string(indices[j]);
    i = j + 1;
  }
  return out;
}

std::string submit_array(const SlurmOptions& o, const std::string& name, const std::string& script,
                         const std::vector<unsigned>& indices, const std::string& log_pattern, const std::string& cwd) {
  if (indices.empty()) throw SlurmError("an empty job array");
  std::string array = array_list(indices);
  if (o.array_parallelism > 0) array += "%" + std::to_string(o.array_parallelism);
  return sbatch(o, name, {"--array=" + array, "--output=" + log_pattern, script}, cwd);
}

std::string submit_after(const SlurmOptions& o, const std::string& name, const std::string& script,
                         const std::string& after, const std::string& log, const std::string& cwd) {
  SlurmOptions one = o;
  one.cpus_per_task = 1;
  return sbatch(one, name, {"--dependency=afterany:" + after, "--kill-on-invalid-dep=yes", "--output=" + log, script},
                cwd);
}

bool jobs_active(const std::vector<std::string>& ids) {
  std::string list;
  for (const auto& id : ids) list += (list.empty() ? "" : ",") + id;
  ProcessSpec p;
  const char* e = std::getenv("KC_SQUEUE");
  p.program = e && *e ? e : "squeue";
  p.args = {"-h", "-o", "%i", "-j", list};
  p.timeout_seconds = kSbatchSeconds;
  const ProcessResult r = run_process(p);
  if (!r.ok()) return true;
  return r.out.find_first_not_of(" \n\r\t") != std::string::npos;
}

std::string shell_quote(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace kc
