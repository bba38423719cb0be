// An MCP session recorded as an episode (kc/mcp_episode.h).
#include "kc/mcp_episode.h"

#include <filesystem>

#include "kc/files.h"

namespace kc::agent {

namespace fs = std::filesystem;

McpEpisode::McpEpisode(EpisodeSpec spec, EpisodeSettings settings, McpEpisodeOptions opts)
    : spec_(std::move(spec)), settings_(std::move(settings)), opts_(std::move(opts)) {
  if (!spec_.platform || !spec_.task || !spec_.config) throw std::runtime_error("mcp: incomplete episode spec");
  if (spec_.hw.empty()) spec_.hw = spec_.platform->default_hw();
  std::string dir;
  if (opts_.record) {
    const std::string db_path = opts_.db_path.empty() ? default_results_db_path() : opts_.db_path;
    db_ = std::make_unique<ResultsDb>(db_path);
    RunInfo info;
    info.kind = "mcp";
    info.command = opts_.command;
    info.manifest = spec_.platform->name() + "/" + spec_.hw + " " + spec_.task->id + " " + spec_.config->name;
    run_id_ = db_->begin_run(info);
    const fs::path out = opts_.out_dir.empty() ? fs::path(db_path).parent_path() / "episodes" : fs::path(opts_.out_dir);
    dir = (out / ("mcp-run-" + std::to_string(*run_id_))).string();
  }
  if (opts_.workspace.empty() && dir.empty()) temp_workspace_.emplace("kernelcraft-mcp-");
  spec_.workspace = !opts_.workspace.empty() ? opts_.workspace
                    : !dir.empty()           ? (fs::path(dir) / "workspace").string()
                                             : temp_workspace_->path();
  spec_.transcript_path = !opts_.transcript_path.empty() ? opts_.transcript_path
                          : !dir.empty()                 ? (fs::path(dir) / "transcript.jsonl").string()
                                                         : "";
  ToolBoxOptions to;
  to.hw = spec_.hw;
  to.workspace = spec_.workspace;
  to.seed = spec_.seed;
  to.eval = spec_.eval;
  to.cancel = opts_.cancel;
  if (spec_.tool_time_limit_seconds) to.time_limit_seconds = *spec_.tool_time_limit_seconds;
  if (settings_.short_docs) to.isa_doc_path = spec_.platform->isa_short_doc_path();
  tools_ = std::make_unique<ToolBox>(*spec_.platform, *spec_.task, *spec_.config, to);
}

McpEpisode::~McpEpisode() = default;

std::optional<int64_t> McpEpisode::episode_id() const {
  if (!recorder_) return std::nullopt;
  return recorder_->id();
}

McpServerOptions McpEpisode::server_options(const std::string& version) {
  McpServerOptions o;
  o.version = version;
  o.instructions = episode_prompt(spec_, settings_).system;
  o.on_initialize = [this](const nlohmann::json& client_info, const std::string&) { start(client_info); };
  o.call_tool = [this](const std::string& name, const nlohmann::json& arguments) { return call(name, arguments); };
  return o;
}

void McpEpisode::start(const nlohmann::json& client_info) {
  std::string name = opts_.model_name;
  if (name.empty() && client_info.is_object() && client_info.contains("name") && client_info["name"].is_string())
    name = client_info["name"].get<std::string>();
  if (name.empty()) name = "client";
  settings_.model = "mcp:" + name;
  EpisodeHooks hooks;
  if (db_) {
    recorder_ = std::make_unique<EpisodeRecorder>(*db_, run_id_, spec_, settings_);
    hooks.on_evaluation = recorder_->evaluation_hook();
  }
  session_ = std::make_unique<EpisodeSession>(*tools_, spec_, settings_, "mcp", 0, hooks);
  session_->write({{"event", "client"}, {"client_info", client_info}});
  seen_kernel_.reset();   // replay starts from an empty workspace
  sync_kernel_file();
}

void McpEpisode::sync_kernel_file() {
  if (!session_) return;
  std::optional<std::string> now;
  if (tools_->load_kernel()) now = tools_->code();
  if (now == seen_kernel_) return;
  session_->write({{"event", "kernel"}, {"iteration", calls_}, {"code", now ? nlohmann::json(*now) : nlohmann::json()}});
  seen_kernel_ = now;
}

ToolResult McpEpisode::call(const std::string& name, const nlohmann::json& arguments) {
  if (!session_) return tools_->call(name, arguments);   // (the server answers tools/call only after initialize)
  sync_kernel_file();
  ++calls_;
  llm::ToolCall c;
  c.id = "mcp-" + std::to_string(calls_);
  c.name = name;
  c.arguments = arguments;
  c.raw_arguments = arguments.dump();
  ToolResult r = session_->call(calls_, c);
  if (r.data.is_object() && r.data.contains("stopped")) tool_stopped_ = true;
  seen_kernel_.reset();
  if (fs::exists(tools_->kernel_path())) seen_kernel_ = tools_->code();
  return r;
}

std::optional<EpisodeResult> McpEpisode::finish(bool interrupted) {
  if (finished_) throw std::logic_error("McpEpisode::finish called twice");
  finished_ = true;
  std::optional<EpisodeResult> out;
  if (session_) {
    sync_kernel_file();
    EpisodeResult& r = session_->result();
    r.iterations = calls_;
    r.end = interrupted ? EpisodeEnd::interrupted : EpisodeEnd::agent_stopped;
    session_->finish();
    if (recorder_) recorder_->finish(r);
    out = r;
  }
  if (db_ && run_id_) {
    RunTotals t;
    if (out) {
      t.cases = 1;
      if (out->end == EpisodeEnd::interrupted) ++t.errors;
      else if (out->success) ++t.passed;
      else ++t.failed;
    }
    t.interrupted = interrupted;
    db_->finish_run(*run_id_, t);
  }
  return out;
}

}  // namespace kc::agent
