// kernelcraft mcp: a Model Context Protocol server over stdio offering the six agent tools for one
// task configuration, so any MCP client (a coding agent) can be evaluated (docs/agent/mcp.md).
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "agent_args.h"
#include "command.h"
#include "core_args.h"
#include "kc/evaluate.h"
#include "kc/mcp_episode.h"
#include "kc/mcp_server.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Serves the Model Context Protocol on stdin/stdout (JSON-RPC 2.0, one message per line) for TASK\n"
    "in configuration CONFIG: the tools write_code, check_syntax, run_evaluation, view_output,\n"
    "grep_docs and get_inst_size, with the task prompt as the initialize result's instructions, as\n"
    "prompt 'task' and as resource kernelcraft://task/prompt.md. run_evaluation simulates the kernel\n"
    "on RTL with the inputs of SEED (default 1) against the baseline. --docs short gives the short\n"
    "ISA reference (prompt and grep_docs) for the documentation ablation.\n"
    "\n"
    "The session is an episode like those of kernelcraft agent: a run of kind 'mcp' in the results\n"
    "database, an episode row (model 'mcp:' + --model-name, or the client's clientInfo.name) with\n"
    "every evaluation, and a JSONL transcript (kernelcraft replay re-runs it). Each tools/call is one\n"
    "iteration. When the client closes stdin the last kernel gets the success check on a fresh seed\n"
    "and the episode ends; SIGINT / SIGTERM end it as 'interrupted' (so does closing stdin while a tool\n"
    "runs: the tool is stopped). The kernel lives in\n"
    "WORKSPACE/kernel.<ext>, the platform's kernel file (kernel.asm, kernel.S, ...; default\n"
    "WORKSPACE OUT/mcp-run-N/workspace, OUT = episodes/ next to the database; printed on\n"
    "stderr); the client may also edit that file directly (the transcript records each\n"
    "change). --no-record stores nothing (a temporary workspace, a transcript only with --transcript).\n"
    "\n"
    "Only protocol messages go to stdout; diagnostics go to stderr. Example client configuration:\n"
    "{\"command\": \"kernelcraft\", \"args\": [\"mcp\", \"--platform\", \"plena\", \"--task\", \"relu\",\n"
    "\"--config\", \"C1\"]}.\n"
    "\n"
    "exit status: 0 the session ended, 1 the task does not load or the workspace, transcript or\n"
    "database cannot be written, 2 usage error";

int run_mcp(const Args& args);

const Command kMcp{"mcp",
                   "serve the agent tools for a task over the Model Context Protocol (stdio), recorded as an episode",
                   "--platform PLATFORM --task TASK --config CONFIG [--hw HW] [--seed S] [--docs full|short] "
                   "[--db FILE] [--out DIR] [--workspace DIR] [--transcript FILE] [--model-name NAME] [--no-record]",
                   kDetails,
                   {kPlatformOption,
                    kTaskOption,
                    kConfigOption,
                    kHwOption,
                    {"seed", 0, "S", "input seed of run_evaluation (default 1)"},
                    {"docs", 0, "FORM", "ISA reference: full (default) or short"},
                    kDbOption,
                    {"out", 'o', "DIR", "episode directories (default: episodes/ next to the database)"},
                    {"workspace", 0, "DIR", "directory of the kernel file (default: in the episode directory)"},
                    {"transcript", 0, "FILE", "the transcript (default: in the episode directory)"},
                    {"model-name", 0, "NAME", "the agent's name in the results (default: the client's clientInfo.name)"},
                    {"no-record", 0, nullptr, "no results database, no run or episode rows"},
                    kToolTimeoutOption,
                    kTargetOption},
                   run_mcp};

KC_REGISTER_COMMAND(kMcp);

volatile std::sig_atomic_t g_mcp_stop = 0;
// Set when the session must end: the client closed stdin (the reader thread sets it) or SIGINT /
// SIGTERM arrived. It is also the tools' cancel flag, so a running tool stops at once.
std::atomic<bool> g_input_gone{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void on_mcp_signal(int) {
  g_mcp_stop = 1;
  g_input_gone.store(true);
}

// SIGINT / SIGTERM end the session: the server returns and finishes the episode.
void install_stop_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_mcp_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  // A client that goes away mid-answer must not kill the server with SIGPIPE before it records.
  std::signal(SIGPIPE, SIG_IGN);
}

int run_mcp(const Args& args) {
  if (!args.positional.empty()) return usage_error(kMcp, "unexpected argument '" + args.positional[0] + "'");
  const kc::Platform* p = core_platform_arg(kMcp, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kMcp, args, *p);
  if (!hw) return kExitUsage;
  if (!args.has("task")) return usage_error(kMcp, "missing --task");
  const auto seed = uint_arg(kMcp, args, "seed", 1);
  if (!seed) return kExitUsage;
  const auto tool_timeout = tool_timeout_arg(kMcp, args);
  if (!tool_timeout) return kExitUsage;
  const auto target = target_arg(kMcp, args);
  if (!target) return kExitUsage;
  const std::string docs = args.get("docs", "full");
  if (docs != "full" && docs != "short") return usage_error(kMcp, "--docs expects full or short, got '" + docs + "'");
  const bool record = !args.has("no-record");
  if (!record && (args.has("db") || args.has("out")))
    return usage_error(kMcp, "--no-record stores nothing: --db and --out do not apply");
  int code = kExitOk;
  const auto task = load_task_arg(kMcp, args.get("task"), &code);
  if (!task) return code;
  const TaskConfig* cfg = config_arg(kMcp, args, *task);
  if (!cfg) return kExitUsage;
  if (docs == "short" && p->isa_short_doc_path().empty())
    return fail(kMcp, "platform " + p->name() + " has no short ISA reference");

  install_stop_handlers();
  try {
    agent::EpisodeSpec spec;
    spec.platform = p;
    spec.task = &*task;
    spec.config = cfg;
    spec.hw = *hw;
    spec.seed = *seed;
    agent::EpisodeSettings settings;
    settings.short_docs = docs == "short";
    agent::McpEpisodeOptions eo;
    eo.record = record;
    eo.db_path = args.get("db");
    eo.out_dir = args.get("out");
    eo.workspace = args.get("workspace");
    eo.transcript_path = args.get("transcript");
    eo.model_name = args.get("model-name");
    eo.command = command_line(kMcp, args);
    eo.cancel = &g_input_gone;
    spec.tool_time_limit_seconds = *tool_timeout;
    spec.eval.target = *target;
    agent::McpEpisode episode(spec, settings, eo);
    agent::McpServer server(episode.tools(), episode.server_options(KC_VERSION));
    std::cerr << "kernelcraft mcp: " << task->id << " " << cfg->name << " on " << p->name() << "/" << *hw
              << "; kernel file " << episode.tools().kernel_path();
    if (episode.run_id()) std::cerr << "; run " << *episode.run_id();
    if (!episode.spec().transcript_path.empty()) std::cerr << "; transcript " << episode.spec().transcript_path;
    std::cerr << "\n";
    server.serve_fd(STDIN_FILENO, std::cout, &g_input_gone);
    const auto r = episode.finish(g_mcp_stop != 0 || episode.tool_stopped());
    if (r) {
      std::cerr << "kernelcraft mcp: episode " << (episode.episode_id() ? std::to_string(*episode.episode_id()) + " " : "")
                << (r->end == agent::EpisodeEnd::interrupted ? "interrupted" : r->success ? "succeeded" : "failed") << " after "
                << r->tool_calls << " tool calls";
      if (r->final_eval) {
        std::cerr << "; final kernel " << eval_status_name(r->final_eval->status);
        if (r->final_eval->fresh) std::cerr << ", fresh seed " << eval_status_name(r->final_eval->fresh->status);
      }
      if (r->speedup) {
        char buf[32];
        std::snprintf(buf, sizeof buf, ", speedup %.2fx", *r->speedup);
        std::cerr << buf;
      }
      std::cerr << "\n";
    }
  } catch (const std::exception& e) {
    return fail(kMcp, e.what());
  }
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
