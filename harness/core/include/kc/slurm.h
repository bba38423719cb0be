// Submitting work to a Slurm cluster (docs/scale.md): job arrays and the jobs that follow them,
// through the cluster's own `sbatch` (Debian's slurm-client; $KC_SBATCH names another). Nothing
// here talks to the network itself: sbatch reaches the controller its slurm.conf names.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace kc {

class SlurmError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// What every job of a submission asks of the cluster (sbatch options; empty = the cluster's default).
struct SlurmOptions {
  std::string partition;               // --partition
  std::string time;                    // --time (e.g. "30:00")
  std::string mem;                     // --mem (e.g. "4G")
  unsigned cpus_per_task = 1;          // --cpus-per-task (simulators one array task runs at once)
  unsigned array_parallelism = 0;      // the %N of --array: tasks running at once (0 = no limit)
  std::vector<std::string> extra;      // further sbatch arguments, verbatim
};

// The sbatch program: $KC_SBATCH when set, else `sbatch` from PATH.
std::string sbatch_program();

// "0-3", "1,3", "0-2,5": the --array list of `indices` (sorted, distinct).
std::string array_list(std::vector<unsigned> indices);

// Submits `script` as a job array over `indices`, each task's output appended to `log_pattern`
// (%a: the task index), started in `cwd`; returns the array's job id. Throws SlurmError with
// sbatch's own message when the submission fails.
std::string submit_array(const SlurmOptions& o, const std::string& name, const std::string& script,
                         const std::vector<unsigned>& indices, const std::string& log_pattern, const std::string& cwd);

// Submits `script` as one job that starts when job `after` has ended, whatever its outcome
// (afterany: a collector of an array's results); returns its job id. Throws SlurmError.
std::string submit_after(const SlurmOptions& o, const std::string& name, const std::string& script,
                         const std::string& after, const std::string& log, const std::string& cwd);

// Whether any of the jobs `ids` (job or array ids) is still pending or running, by the cluster's
// `squeue` ($KC_SQUEUE names another); true when squeue cannot tell (the controller did not
// answer): a caller waiting on the jobs keeps waiting.
bool jobs_active(const std::vector<std::string>& ids);

// `text` quoted for a POSIX shell (single quotes).
std::string shell_quote(const std::string& text);

}  // namespace kc
