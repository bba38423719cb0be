// An MCP session as an episode (docs/agent/mcp.md): `kernelcraft mcp` serves the six tools to an
// outside agent, and this records what that agent does exactly like a model episode — a JSONL
// transcript in the same format (provider "mcp", no iteration budget; `kernelcraft replay` re-runs
// it), an `episodes` row with every evaluation in the results store, and at the end the success
// check of the last kernel on a fresh seed.
//
// Lifecycle. The constructor creates the run (kind "mcp") and the workspace. The episode starts
// when the client's initialize passes: its model name is "mcp:" + --model-name, or the client's
// clientInfo.name. Every tools/call is one iteration. The episode ends (finish) when the client
// closes stdin — the MCP way to end a stdio session — or the server is told to stop (end reason
// "interrupted"); its evaluations are stored as they happen, so a killed server loses none of
// them (its row then stays "running").
//
// The kernel file is the agent's to edit: a client may change the workspace's kernel file (the
// platform's kernel.asm, kernel.S, ...) with its own file tools instead of write_code. Before
// every tool call and before the final check the file is compared with the kernel the tools last
// saw; a change is written to the transcript as a "kernel" event with the full text, so replay
// sees the same kernel.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "kc/episode.h"
#include "kc/episode_record.h"
#include "kc/files.h"
#include "kc/mcp_server.h"
#include "kc/results_db.h"

namespace kc::agent {

struct McpEpisodeOptions {
  bool record = true;              // false: no results store, no run (transcript only if a path is given)
  std::string db_path;             // "" = default_results_db_path()
  std::string out_dir;             // episode directories: OUT/run-<id>/ ("" = episodes/ next to the DB)
  std::string workspace;           // "" = OUT/run-<id>/workspace (record) or a temporary directory
  std::string transcript_path;     // "" = OUT/run-<id>/transcript.jsonl (record) or none
  std::string model_name;          // "" = the client's clientInfo.name ("client" if it sent none)
  std::string command;             // the command line (stored with the run)
  const std::atomic<bool>* cancel = nullptr;   // stops a running tool (the client went away, SIGTERM)
};

class McpEpisode {
 public:
  // `spec` names the platform, task, configuration, hw and seed (workspace and transcript are
  // filled in here); `settings` the ablations (short_docs; model is set at initialize). Throws
  // std::runtime_error when the workspace or the database cannot be created.
  McpEpisode(EpisodeSpec spec, EpisodeSettings settings, McpEpisodeOptions opts);
  ~McpEpisode();
  McpEpisode(const McpEpisode&) = delete;
  McpEpisode& operator=(const McpEpisode&) = delete;

  ToolBox& tools() { return *tools_; }
  const EpisodeSpec& spec() const { return spec_; }
  std::optional<int64_t> run_id() const { return run_id_; }
  std::optional<int64_t> episode_id() const;   // once started
  bool started() const { return session_ != nullptr; }
  // A tool call was stopped mid-way (the client went away or the server was told to stop while
  // it ran): the episode ends as interrupted.
  bool tool_stopped() const { return tool_stopped_; }

  // The server options: the task prompt as instructions and the hooks that record the session.
  McpServerOptions server_options(const std::string& version);

  // Ends the episode (success check, transcript end, episode row, run totals); a session that
  // never initialized ends the run with no episode. `interrupted`: the server was told to stop.
  // Call once; returns the result (nullopt when no episode started).
  std::optional<EpisodeResult> finish(bool interrupted = false);

 private:
  void start(const nlohmann::json& client_info);
  ToolResult call(const std::string& name, const nlohmann::json& arguments);
  void sync_kernel_file();

  EpisodeSpec spec_;
  EpisodeSettings settings_;
  McpEpisodeOptions opts_;
  std::unique_ptr<ResultsDb> db_;
  std::optional<int64_t> run_id_;
  std::unique_ptr<ToolBox> tools_;
  std::unique_ptr<EpisodeRecorder> recorder_;
  std::unique_ptr<EpisodeSession> session_;
  int calls_ = 0;
  std::optional<std::string> seen_kernel_;   // the kernel file as the transcript has it (nullopt: none)
  bool finished_ = false;
  bool tool_stopped_ = false;
  std::optional<TempDir> temp_workspace_;   // --no-record without --workspace: removed at the end
};

}  // namespace kc::agent
