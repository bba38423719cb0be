// Baseline cycles for evaluate() (evaluate_internal.h): the platform's template-compiler kernel
// is run once per (platform, task, configuration, hardware) through the same path as any kernel,
// and its outcome cached on disk. The cycle count does not depend on the seed, so the key holds
// no seed; it holds what can change the count: the task file, the simulator binary (RTL, ISA and
// testbench are compiled into it) and the baseline text itself.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <mutex>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "evaluate_internal.h"
#include "kc/files.h"
#include "kc/sha256.h"

namespace kc::detail {

namespace fs = std::filesystem;

namespace {

constexpr uint64_t kBaselineMaxCycles = 20'000'000;  // the largest baseline needs ~2 M
constexpr uint64_t kBaselineSeed = 1;
constexpr const char* kCacheVersion = "kernelcraft-baseline-cache-v2";

// The outcome of one baseline run, as cached.
struct BaselineRecord {
  std::string status;   // eval_status_name
  uint64_t cycles = 0;  // status "pass" only
  std::string message;  // what went wrong otherwise
  std::optional<std::size_t> static_instructions;   // when it assembled
};

// SHA-256 of a file, memoised per (path, size, mtime): the simulator binary is hashed once per
// process, not once per evaluation. "missing" when it cannot be read.
std::string file_hash(const std::string& path) {
  static std::mutex mu;
  static std::map<std::string, std::pair<std::string, std::string>> memo;  // path -> (stamp, hash)
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) return "missing";
  const auto mtime = fs::last_write_time(path, ec).time_since_epoch().count();
  const std::string stamp = std::to_string(size) + "/" + std::to_string(mtime);
  std::lock_guard<std::mutex> lock(mu);
  auto& entry = memo[path];
  if (entry.first != stamp) entry = {stamp, sha256_file(path).value_or("missing")};
  return entry.second;
}

// The cache key of a baseline run (hex SHA-256 of everything that can change its outcome).
std::string cache_key(const Platform& platform, const TaskInstance& inst, const std::string& hw,
                      const KernelSource& kernel) {
  std::ostringstream k;
  k << kCacheVersion << "\n" << platform.name() << "\n" << inst.spec->id << "\n" << inst.config->name << "\n" << hw
    << "\ntask " << file_hash(inst.spec->file) << "\nsimulator " << file_hash(platform.simulator())
    << "\ntoolchain " << platform.toolchain_identity() << "\nkernel " << kernel.lang << " " << sha256_hex(kernel.text)
    << "\n";
  return sha256_hex(k.str());
}

std::optional<BaselineRecord> read_cache(const std::string& file, const std::string& key) {
  std::ifstream in(file);
  if (!in) return std::nullopt;
  try {
    const nlohmann::json j = nlohmann::json::parse(in);
    if (j.at("key").get<std::string>() != key) return std::nullopt;
    BaselineRecord rec{j.at("status").get<std::string>(), j.at("cycles").get<uint64_t>(),
                       j.at("message").get<std::string>(), std::nullopt};
    if (!j.at("static_instructions").is_null()) rec.static_instructions = j.at("static_instructions").get<std::size_t>();
    return rec;
  } catch (const std::exception&) {
    return std::nullopt;  // a damaged entry is simply recomputed
  }
}

// Best effort: an unwritable cache only costs time.
void write_cache(const std::string& file, const std::string& key, const TaskInstance& inst, const std::string& hw,
                 const BaselineRecord& rec) {
  std::error_code ec;
  fs::create_directories(fs::path(file).parent_path(), ec);
  const nlohmann::json j = {{"key", key},       {"task", inst.spec->id},  {"config", inst.config->name},
                            {"hw", hw},         {"status", rec.status},   {"cycles", rec.cycles},
                            {"message", rec.message},
                            {"static_instructions", rec.static_instructions ? nlohmann::json(*rec.static_instructions)
                                                                            : nlohmann::json()}};
  try {
    write_file_atomic(file, j.dump(2) + "\n");
  } catch (const std::exception&) {
  }
}

// "S" of "kernel.S": the suffix a kernel file of the baseline's language has.
std::string file_suffix(const std::string& file) {
  const auto dot = file.rfind('.');
  return dot == std::string::npos ? "txt" : file.substr(dot + 1);
}

// Runs the baseline kernel once; nullopt for an outcome that must not be cached (a simulator
// error may be transient).
std::optional<BaselineRecord> run_baseline(const Platform& platform, const TaskInstance& inst, const std::string& hw,
                                           const KernelSource& kernel, uint64_t memory_limit_bytes, const StopToken& stop,
                                           std::string* error) {
  AssembleRequest req{kernel.text, "baseline." + file_suffix(platform.kernel_file(kernel.lang)), hw, kernel.lang, &inst};
  const Assembled a = platform.assemble(req);
  if (!a.ok()) return BaselineRecord{eval_status_name(EvalStatus::syntax), 0, a.formatted, std::nullopt};
  const TempDir dir("kc-baseline-");
  const SimOutcome sim =
      simulate(platform, inst, a.image,
               SimRequest{hw, kBaselineSeed, kBaselineMaxCycles, default_timeout_seconds(kBaselineMaxCycles, platform.min_sim_cycles_per_second()),
                          memory_limit_bytes, std::nullopt, dir.path(), stop, /* target: the simulator */ "",
                          /* the platform's usual simulator */ ""});
  if (sim.status == EvalStatus::simulator_error) {
    *error = sim.sim_error;
    return std::nullopt;
  }
  BaselineRecord rec{eval_status_name(sim.status), sim.run ? sim.run->cycles : 0, "", a.image.instructions};
  if (sim.status == EvalStatus::mismatch)
    for (const TensorComparison& c : sim.outputs) rec.message += summarize_comparison(c);
  else if (sim.run && sim.run->fault)
    rec.message = sim.run->fault->message;
  return rec;
}

}  // namespace

void resolve_baseline(const Platform& platform, const TaskInstance& inst, const EvalOptions& opts, EvalResult& r) {
  std::optional<KernelSource> text;
  try {
    text = platform.baseline(inst, r.hw);
  } catch (const std::exception& e) {
    r.baseline_note = std::string("the baseline compiler failed: ") + e.what();
    return;
  }
  if (!text) {
    r.baseline_note = "no " + platform.name() + " baseline for task " + inst.spec->id;
    return;
  }
  const std::string key = cache_key(platform, inst, r.hw, *text);
  const std::string file = (opts.cache_dir.empty() ? default_cache_dir() : opts.cache_dir) + "/baselines/" + key + ".json";
  std::optional<BaselineRecord> rec = read_cache(file, key);
  if (!rec) {
    std::string error;
    rec = run_baseline(platform, inst, r.hw, *text, opts.memory_limit_bytes, opts.stop, &error);
    if (!rec) {
      r.baseline_note = "the baseline run failed: " + error;
      return;
    }
    write_cache(file, key, inst, r.hw, *rec);
  }
  r.baseline_static_instructions = rec->static_instructions;
  if (rec->status == eval_status_name(EvalStatus::pass)) r.baseline_cycles = rec->cycles;
  else r.baseline_note = "the baseline kernel did not pass (" + rec->status + ")" + (rec->message.empty() ? "" : ": " + rec->message);
}

}  // namespace kc::detail
