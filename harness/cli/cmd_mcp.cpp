// kernelcraft mcp: a Model Context Protocol server over stdio offering the six agent tools for one
// task configuration, so any MCP client (a coding agent) can be evaluated (docs/agent/mcp.md).
#include <stdlib.h>

#include <csignal>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "command.h"
#include "core_args.h"
#include "kc/agent_tools.h"
#include "kc/mcp_server.h"
#include "kc/prompt.h"

namespace kc::cli {

namespace {

namespace fs = std::filesystem;

const char kDetails[] =
    "Serves the Model Context Protocol on stdin/stdout (JSON-RPC 2.0, one message per line) for TASK\n"
    "in configuration CONFIG: the tools write_code, check_syntax, run_evaluation, view_output,\n"
    "grep_docs and get_inst_size, with the task prompt as the initialize result's instructions, as\n"
    "prompt 'task' and as resource kernelcraft://task/prompt.md. The kernel lives in\n"
    "WORKSPACE/kernel.asm (default: a new directory kernelcraft-mcp-XXXXXX under the temporary\n"
    "directory, printed on stderr); run_evaluation simulates it on RTL with the inputs of SEED\n"
    "(default 1) against the baseline. --docs short gives the short ISA reference (prompt and\n"
    "grep_docs) for the documentation ablation. --log FILE writes a JSONL record of the session and\n"
    "every tool call (arguments, result, data, wall time).\n"
    "\n"
    "Only protocol messages go to stdout; diagnostics go to stderr. The server exits when stdin\n"
    "closes. Example client configuration: {\"command\": \"kernelcraft\", \"args\": [\"mcp\",\n"
    "\"--platform\", \"plena\", \"--task\", \"relu\", \"--config\", \"C1\"]}.\n"
    "\n"
    "exit status: 0 stdin closed, 1 the task does not load or the workspace or log cannot be written,\n"
    "2 usage error";

int run_mcp(const Args& args);

const Command kMcp{"mcp",
                   "serve the agent tools for a task over the Model Context Protocol (stdio)",
                   "--platform PLATFORM --task TASK --config CONFIG [--hw HW] [--workspace DIR] [--seed S] "
                   "[--docs full|short] [--log FILE]",
                   kDetails,
                   {{"platform", 0, "PLATFORM", "target platform (e.g. plena)"},
                    {"task", 0, "TASK", "task id or path to a task.yaml"},
                    {"config", 0, "CONFIG", "task configuration (C1..C5, H1, H2, ...)"},
                    {"hw", 0, "HW", "hardware configuration (default: the platform's default)"},
                    {"workspace", 0, "DIR", "directory of the kernel file (default: a new temporary directory)"},
                    {"seed", 0, "S", "input seed of run_evaluation (default 1)"},
                    {"docs", 0, "FORM", "ISA reference: full (default) or short"},
                    {"log", 0, "FILE", "write a JSONL log of the session and every tool call to FILE"}},
                   run_mcp};

KC_REGISTER_COMMAND(kMcp);

// A new directory <tmp>/kernelcraft-mcp-XXXXXX, or "" on failure.
std::string temp_workspace() {
  std::string tmpl = (fs::temp_directory_path() / "kernelcraft-mcp-XXXXXX").string();
  return ::mkdtemp(tmpl.data()) ? tmpl : "";
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
  const std::string docs = args.get("docs", "full");
  if (docs != "full" && docs != "short") return usage_error(kMcp, "--docs expects full or short, got '" + docs + "'");
  int code = kExitOk;
  const auto task = load_task_arg(kMcp, args.get("task"), &code);
  if (!task) return code;
  const TaskConfig* cfg = config_arg(kMcp, args, *task);
  if (!cfg) return kExitUsage;

  std::string doc_path = p->isa_doc_path();
  if (docs == "short") {
    doc_path = p->isa_short_doc_path();
    if (doc_path.empty()) return fail(kMcp, "platform " + p->name() + " has no short ISA reference");
  }
  std::string workspace = args.get("workspace");
  if (workspace.empty()) {
    workspace = temp_workspace();
    if (workspace.empty()) return fail(kMcp, "cannot create a workspace directory under " + fs::temp_directory_path().string());
  }
  // A client that goes away mid-answer must not kill the server with SIGPIPE before it logs.
  std::signal(SIGPIPE, SIG_IGN);
  try {
    const Prompt prompt = build_prompt(*p, *task, *cfg, PromptOptions{*hw, true, doc_path});
    agent::ToolBoxOptions topts;
    topts.hw = *hw;
    topts.workspace = workspace;
    topts.seed = *seed;
    topts.isa_doc_path = doc_path;
    agent::ToolBox tools(*p, *task, *cfg, topts);
    agent::McpServerOptions mopts;
    mopts.version = KC_VERSION;
    mopts.instructions = prompt.text();
    mopts.log_file = args.get("log");
    mopts.session = {{"platform", p->name()}, {"task", task->id},       {"config", cfg->name},
                     {"hw", *hw},             {"seed", *seed},          {"docs", docs},
                     {"workspace", fs::absolute(workspace).string()},   {"kernel", tools.kernel_path()}};
    agent::McpServer server(tools, mopts);
    std::cerr << "kernelcraft mcp: " << task->id << " " << cfg->name << " on " << p->name() << "/" << *hw
              << "; kernel file " << tools.kernel_path() << "\n";
    server.serve(std::cin, std::cout);
  } catch (const std::exception& e) {
    return fail(kMcp, e.what());
  }
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
