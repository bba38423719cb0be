// Replay of episode transcripts (kc/replay.h).
#include "kc/replay.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "kc/agent_tools.h"
#include "kc/episode.h"
#include "kc/evaluate.h"
#include "kc/files.h"
#include "kc/platform.h"
#include "kc/task.h"
#include "kc/transcript.h"

namespace kc::agent {

namespace fs = std::filesystem;

namespace {

void replace_all(std::string& s, const std::string& from, const std::string& to) {
  if (from.empty()) return;
  for (std::size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
}

std::string clip(const std::string& s, std::size_t n) { return s.size() <= n ? s : s.substr(0, n) + "..."; }

std::string first_difference(const std::string& a, const std::string& b) {
  std::istringstream ia(a), ib(b);
  std::string la, lb;
  for (int line = 1;; ++line) {
    const bool ga = bool(std::getline(ia, la)), gb = bool(std::getline(ib, lb));
    if (!ga && !gb) return "";
    if (!ga) la = "<end>";
    if (!gb) lb = "<end>";
    if (la != lb || !ga || !gb)
      return "line " + std::to_string(line) + ": recorded '" + clip(la, 160) + "' / replayed '" + clip(lb, 160) + "'";
  }
}

template <class T>
T need(const nlohmann::json& j, const char* key, const std::string& path) {
  if (!j.contains(key)) throw std::runtime_error(path + ": the start event has no '" + key + "'");
  try {
    return j.at(key).get<T>();
  } catch (const nlohmann::json::exception&) {
    throw std::runtime_error(path + ": the start event's '" + key + "' has the wrong type");
  }
}

}  // namespace

ReplayReport replay_transcript(const std::string& path, const ReplayOptions& opts) {
  const Transcript t = read_transcript(path);
  const nlohmann::json* start = t.start();
  if (!start) throw std::runtime_error(path + ": no start event (not an episode transcript?)");
  const int version = need<int>(*start, "version", path);
  if (version > kTranscriptVersion)
    throw std::runtime_error(path + ": transcript version " + std::to_string(version) + " is newer than this build (" +
                             std::to_string(kTranscriptVersion) + ")");
  ReplayReport rep;
  rep.transcript = path;
  rep.truncated = t.truncated;
  rep.has_end = t.end() != nullptr;
  rep.platform = need<std::string>(*start, "platform", path);
  rep.hw = need<std::string>(*start, "hw", path);
  rep.task = need<std::string>(*start, "task", path);
  rep.config = need<std::string>(*start, "config", path);
  const EpisodeSettings settings = EpisodeSettings::from_json(need<nlohmann::json>(*start, "settings", path));
  rep.model = settings.model;
  const uint64_t seed = need<uint64_t>(*start, "seed", path);
  const int budget = need<int>(*start, "budget_iterations", path);
  const std::string recorded_workspace = need<std::string>(*start, "workspace", path);

  const Platform* platform = find_platform(rep.platform);
  if (!platform) throw std::runtime_error(path + ": unknown platform '" + rep.platform + "'");
  TaskSpec task;
  bool found = false;
  for (auto& s : load_all_tasks(opts.tasks_dir.empty() ? default_tasks_dir() : opts.tasks_dir))
    if (s.id == rep.task) {
      task = std::move(s);
      found = true;
    }
  if (!found) throw std::runtime_error(path + ": task '" + rep.task + "' does not exist");
  const TaskConfig* cfg = task.config(rep.config);
  if (!cfg) throw std::runtime_error(path + ": task '" + rep.task + "' has no configuration '" + rep.config + "'");

  std::optional<kc::TempDir> tmp;
  std::string workspace = opts.workspace;
  if (workspace.empty()) {
    tmp.emplace("kc-replay-");
    workspace = (fs::path(tmp->path()) / "workspace").string();
  }
  ToolBoxOptions to;
  to.hw = rep.hw;
  to.workspace = workspace;
  to.seed = seed;
  if (settings.short_docs) to.isa_doc_path = platform->isa_short_doc_path();
  ToolBox tools(*platform, task, *cfg, to);
  const std::string new_workspace = fs::absolute(workspace).string();

  // The tool events, and which one is the last of its turn (for the budget note); "kernel" events
  // (an MCP client edited the kernel file itself) put their text into the kernel file in order.
  std::vector<const nlohmann::json*> calls;
  for (const auto& e : t.events)
    if (e.value("event", "") == "tool") calls.push_back(&e);
  std::size_t i = 0;
  for (const auto& ev : t.events) {
    if (ev.value("event", "") == "kernel") {
      const nlohmann::json code = ev.value("code", nlohmann::json());
      if (code.is_string()) {
        std::ofstream(tools.kernel_path(), std::ios::binary | std::ios::trunc) << code.get<std::string>();
      } else {
        std::error_code ec;
        fs::remove(tools.kernel_path(), ec);
      }
      tools.load_kernel();
      continue;
    }
    if (ev.value("event", "") != "tool") continue;
    const nlohmann::json& e = *calls[i];
    const int it = e.value("iteration", 0);
    const bool last_of_turn = i + 1 == calls.size() || calls[i + 1]->value("iteration", 0) != it;
    ++i;
    const std::string name = e.value("name", "");
    const nlohmann::json args = e.value("arguments", nlohmann::json());
    const nlohmann::json data = e.value("data", nlohmann::json());
    if (data.is_object() && data.contains("stopped")) {
      // The call was stopped mid-way (interrupt, time limit): nothing to compare with.
      ++rep.tool_calls;
      ++rep.stopped;
      continue;
    }
    std::string text;
    if (args.is_object()) {
      text = tools.call(name, args).text;
    } else {
      // The loop never ran a call whose arguments did not parse; it answered with this text.
      text = invalid_arguments_text(name, e.value("parse_error", ""));
    }
    if (it == budget - 1 && last_of_turn) text += kLastTurnNote;
    replace_all(text, new_workspace, recorded_workspace);
    ++rep.tool_calls;
    const std::string recorded = e.value("result", "");
    if (text == recorded) {
      ++rep.identical;
    } else {
      rep.differences.push_back({it, name, e.value("call_id", ""), recorded, text, first_difference(recorded, text)});
    }
  }

  // The success check of the last kernel, on the recorded fresh seed.
  const nlohmann::json* end = t.end();
  if (opts.final_check && end && end->contains("final") && (*end)["final"].is_object()) {
    const nlohmann::json& f = (*end)["final"];
    const nlohmann::json fresh = f.value("fresh", nlohmann::json());
    rep.final_recorded = f.value("status", "");
    if (fresh.is_object()) rep.final_recorded += ", fresh seed " + fresh.value("status", "");
    EvalOptions eo;
    eo.hw = rep.hw;
    eo.seed = seed;
    eo.fresh_seed_check = true;
    eo.fresh_seed = fresh.is_object() ? fresh.value("seed", uint64_t(0)) : 0;
    eo.kernel_name = fs::path(tools.kernel_path()).filename().string();
    const EvalResult r = evaluate(*platform, task, *cfg, tools.code(), eo);
    rep.final_replayed = eval_status_name(r.status);
    // The fresh check runs only when the first seed passes; the recorded text says the same.
    if (r.fresh) rep.final_replayed += ", fresh seed " + std::string(eval_status_name(r.fresh->status));
    rep.final_matches = rep.final_recorded == rep.final_replayed && (!r.passed() || r.cycles == f.value("cycles", uint64_t(0)));
    if (!rep.final_matches && r.passed() && rep.final_recorded == rep.final_replayed)
      rep.final_replayed += " (cycles " + std::to_string(r.cycles) + ", recorded " +
                            std::to_string(f.value("cycles", uint64_t(0))) + ")";
  }
  return rep;
}

std::string format_replay_report(const ReplayReport& r) {
  std::string s = "replay of " + r.transcript + " (" + r.model + ", " + r.platform + "/" + r.hw + ", " + r.task + " " +
                  r.config + ")\n";
  s += std::to_string(r.tool_calls) + " tool calls, " + std::to_string(r.identical) + " identical, " +
       std::to_string(r.differences.size()) + " different";
  if (r.stopped) s += ", " + std::to_string(r.stopped) + " stopped mid-way (not re-run)";
  s += "\n";
  for (const auto& d : r.differences)
    s += "  turn " + std::to_string(d.iteration) + " " + d.tool + " (" + d.call_id + "): " + d.first_difference + "\n";
  if (!r.final_recorded.empty() || !r.final_replayed.empty())
    s += "final kernel: recorded " + r.final_recorded + "; replayed " + r.final_replayed +
         (r.final_matches ? "" : "  <- differs") + "\n";
  if (r.truncated) s += "note: the transcript ends in a cut line (the episode was killed while writing it)\n";
  if (!r.has_end) s += "note: the episode has no end event (it did not finish)\n";
  s += r.ok() ? "REPLAY OK: every result is identical\n" : "REPLAY DIFFERS\n";
  return s;
}

}  // namespace kc::agent
