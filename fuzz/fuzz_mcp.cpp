// libFuzzer target: the MCP server's JSON-RPC line reader (McpServer::handle_line, kc/mcp_server.h)
// on an arbitrary session: the input is split into lines and fed to a fresh server one line at a
// time, as `kernelcraft mcp` reads stdin, so requests reach every state (before and after
// initialize, batches, notifications).
//
// handle_line documents no exception: every protocol problem is a JSON-RPC error response. Each
// response must be one line of valid JSON. Tools are not run (the server's call_tool hook answers
// instead): the target is the protocol layer, not the simulator.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "fuzz_util.h"
#include "kc/mcp_server.h"
#include "kc/platform.h"
#include "kc/task.h"

namespace {

using kc::agent::McpServer;
using kc::agent::McpServerOptions;
using kc::agent::ToolBox;
using kc::agent::ToolResult;

// One ToolBox for the whole run: plena, the relu task, configuration C1, a scratch workspace.
ToolBox& toolbox() {
  static const kc::fuzz::ScratchDir dir("mcp");
  static const kc::TaskSpec task = kc::load_task(kc::default_tasks_dir() + "/l1/relu/task.yaml");
  static const std::unique_ptr<ToolBox> tools = [] {
    const kc::Platform* p = kc::find_platform("plena");
    if (!p) kc::fuzz::finding("platform plena is not registered");
    const kc::TaskConfig* cfg = task.config("C1");
    if (!cfg) kc::fuzz::finding("relu has no configuration C1");
    kc::agent::ToolBoxOptions o;
    o.workspace = dir.path() + "/ws";
    return std::make_unique<ToolBox>(*p, task, *cfg, o);
  }();
  return *tools;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  ToolBox& tools = toolbox();
  McpServerOptions opts;
  opts.version = "fuzz";
  opts.instructions = "# Task: ReLU\n";
  opts.call_tool = [](const std::string& name, const nlohmann::json& arguments) {
    ToolResult r;
    r.text = "called " + name + " with " + arguments.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return r;
  };
  McpServer server(tools, opts);
  const std::string input(reinterpret_cast<const char*>(data), size);
  try {
    for (std::size_t pos = 0; pos <= input.size();) {
      std::size_t nl = input.find('\n', pos);
      if (nl == std::string::npos) nl = input.size();
      const auto response = server.handle_line(input.substr(pos, nl - pos));
      pos = nl + 1;
      if (!response) continue;
      if (response->find('\n') != std::string::npos) kc::fuzz::finding("a response spans several lines: " + *response);
      if (!nlohmann::json::accept(*response)) kc::fuzz::finding("a response is not valid JSON: " + *response);
    }
  } catch (...) {
    kc::fuzz::undocumented_exception("kc::agent::McpServer::handle_line");
  }
  return 0;
}
