// Sharded regressions (kc/regress_shard.h): the plan, the shards' outcome logs, the collector.
#include "kc/regress_shard.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "kc/files.h"

namespace kc {

namespace fs = std::filesystem;
using nlohmann::json;

ShardPlan load_shard_plan(const std::string& dir) {
  const std::string path = (fs::path(dir) / "plan.json").string();
  std::ifstream in(path);
  if (!in) throw std::runtime_error("no sharded run in " + dir + " (" + path + " is missing)");
  try {
    const json j = json::parse(in);
    ShardPlan p;
    p.dir = fs::absolute(dir).lexically_normal().string();
    p.args = j.at("args").get<std::vector<std::string>>();
    p.cases = j.at("cases").get<std::vector<std::string>>();
    p.shards = j.at("shards").get<unsigned>();
    p.db = j.at("db").get<std::string>();
    p.run_id = j.at("run_id").get<int64_t>();
    p.junit = j.at("junit").get<std::string>();
    p.name = j.at("name").get<std::string>();
    p.quiet = j.at("quiet").get<bool>();
    p.attempt = j.at("attempt").get<unsigned>();
    p.started = j.at("started").get<double>();
    if (p.shards == 0) throw std::runtime_error("shards is 0");
    return p;
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": not a sharded-run plan: " + e.what());
  }
}

void save_shard_plan(const ShardPlan& p) {
  const json j = {{"args", p.args}, {"cases", p.cases}, {"shards", p.shards}, {"db", p.db},
                  {"run_id", p.run_id}, {"junit", p.junit}, {"name", p.name}, {"quiet", p.quiet},
                  {"attempt", p.attempt}, {"started", p.started}};
  write_file_atomic((fs::path(p.dir) / "plan.json").string(), j.dump(2) + "\n");
}

std::string shard_path(const ShardPlan& p, unsigned shard, const std::string& ext) {
  return (fs::path(p.dir) / ("shard-" + std::to_string(shard) + "." + ext)).string();
}

std::string collect_path(const ShardPlan& p, unsigned attempt) {
  return (fs::path(p.dir) / ("collect-" + std::to_string(attempt) + ".json")).string();
}

std::map<std::string, CaseOutcome> read_shard_outcomes(const std::string& jsonl) {
  std::map<std::string, CaseOutcome> out;
  std::ifstream in(jsonl);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    json j;
    try {
      j = json::parse(line);
    } catch (const json::exception&) {
      if (in.peek() == EOF) break;   // the line a killed shard was writing
      throw std::runtime_error(jsonl + ": a malformed outcome line");
    }
    CaseOutcome c = case_outcome_from_json(j.at("outcome"));
    out[c.c.name] = std::move(c);
  }
  return out;
}

void append_shard_outcome(const std::string& jsonl, std::size_t index, const CaseOutcome& c) {
  const std::string line = json{{"index", index}, {"outcome", case_outcome_json(c)}}.dump() + "\n";
  const int fd = ::open(jsonl.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) throw std::runtime_error("cannot append to " + jsonl);
  std::size_t done = 0;
  while (done < line.size()) {
    const ssize_t n = ::write(fd, line.data() + done, line.size() - done);
    if (n <= 0) {
      ::close(fd);
      throw std::runtime_error("cannot append to " + jsonl);
    }
    done += std::size_t(n);
  }
  ::fsync(fd);
  ::close(fd);
}

std::vector<unsigned> unfinished_shards(const ShardPlan& p) {
  std::vector<unsigned> out;
  std::error_code ec;
  for (unsigned i = 0; i < p.shards; ++i)
    if (!fs::exists(shard_path(p, i, "done"), ec)) out.push_back(i);
  return out;
}

std::optional<int> shard_exit_status(const ShardPlan& p, unsigned shard) {
  std::ifstream in(shard_path(p, shard, "done"));
  if (!in) return std::nullopt;
  int code = 1;
  in >> code;
  return code;
}

void mark_shard_done(const ShardPlan& p, unsigned shard, int exit_status) {
  write_file_atomic(shard_path(p, shard, "done"), std::to_string(exit_status) + "\n");
}

std::size_t merge_finished_shards(const ShardPlan& p, ResultsDb& db) {
  std::size_t merged = 0;
  for (unsigned i = 0; i < p.shards; ++i)
    if (shard_exit_status(p, i)) merged += !db.merge(shard_path(p, i, "db"), p.run_id).already_merged;
  return merged;
}

std::size_t recorded_cases(const ShardPlan& p) {
  std::size_t n = 0;
  for (unsigned i = 0; i < p.shards; ++i) {
    std::ifstream in(shard_path(p, i, "jsonl"));
    std::string line;
    while (std::getline(in, line)) n += !line.empty() && line.back() == '}';
  }
  return n;
}

ShardCollection collect_shards(const ShardPlan& p, ResultsDb& db) {
  ShardCollection c;
  c.missing = unfinished_shards(p);
  c.merged_now = merge_finished_shards(p, db);
  std::map<std::string, CaseOutcome> outcomes;
  for (unsigned i = 0; i < p.shards; ++i)
    if (shard_exit_status(p, i))
      for (auto& [name, o] : read_shard_outcomes(shard_path(p, i, "jsonl"))) outcomes[name] = std::move(o);
  if (!c.missing.empty()) return c;
  RegressSummary& s = c.summary;
  s.run_id = p.run_id;
  for (const std::string& name : p.cases) {
    const auto o = outcomes.find(name);
    if (o == outcomes.end()) throw std::runtime_error("the shards finished without an outcome for case " + name);
    s.cases.push_back(o->second);
  }
  s.totals = totals_of(s.cases);
  s.wall_seconds = std::max(0.0, unix_seconds() - p.started);
  const auto run = db.run(p.run_id);
  s.started = run ? run->started : "";
  db.finish_run(p.run_id, s.totals);
  c.complete = true;
  return c;
}

}  // namespace kc
