// The Model Context Protocol server of `kernelcraft mcp` (docs/agent/mcp.md): the six tools of a
// ToolBox offered to any MCP client over stdio — JSON-RPC 2.0, one JSON message per line.
//
// Methods: initialize (protocol version negotiation; the task prompt as `instructions`),
// notifications/initialized, ping, tools/list, tools/call, prompts/list + prompts/get (the task
// prompt as prompt "task"), resources/list + resources/read (the task prompt, the ISA reference
// and the current kernel). A tool's own failures (bad arguments, a kernel that does not
// assemble) are tool results with isError; protocol problems are JSON-RPC errors: -32700 parse
// error, -32600 invalid request (also: a request other than initialize or ping before
// initialize, a second initialize), -32601 method not found, -32602 invalid params (including an
// unknown tool or prompt name), -32002 unknown resource (MCP's "resource not found"), -32603 an
// internal failure.
#pragma once

#include <atomic>
#include <functional>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "kc/agent_tools.h"

namespace kc::agent {

// Protocol versions the server speaks, newest first. initialize echoes the client's version when
// it is one of these, else answers with the first.
const std::vector<std::string>& mcp_protocol_versions();

// JSON-RPC error codes.
constexpr int kJsonRpcParseError = -32700;
constexpr int kJsonRpcInvalidRequest = -32600;
constexpr int kJsonRpcMethodNotFound = -32601;
constexpr int kJsonRpcInvalidParams = -32602;
constexpr int kJsonRpcInternalError = -32603;
constexpr int kMcpResourceNotFound = -32002;

struct McpServerOptions {
  std::string name = "kernelcraft";   // serverInfo.name
  std::string version;                // serverInfo.version
  std::string instructions;           // the task prompt: initialize's instructions, prompt "task"

  // Hooks of the caller that records the session (kernelcraft mcp makes it an episode; both may
  // be empty).
  //
  // Runs a tools/call that passed the protocol checks (a known tool, arguments an object; absent
  // or null arguments are {}), instead of ToolBox::call. Its result is what the client gets.
  std::function<ToolResult(const std::string& name, const nlohmann::json& arguments)> call_tool;
  // Called once, when initialize has passed its checks and before it is answered: the client's
  // clientInfo as sent (null when absent) and the negotiated protocol version. An exception
  // fails the initialize (-32603, the server stays uninitialized).
  std::function<void(const nlohmann::json& client_info, const std::string& protocol_version)> on_initialize;
};

class McpServer {
 public:
  McpServer(ToolBox& tools, McpServerOptions opts);
  McpServer(const McpServer&) = delete;
  McpServer& operator=(const McpServer&) = delete;

  // Handles one line of input: the response line to write (no newline in it), or nullopt for
  // notifications, responses and blank lines. A batch (JSON array) gets an array of responses.
  std::optional<std::string> handle_line(const std::string& line);

  // Reads lines from `in` until EOF, writing each response as one line to `out` (flushed).
  // Lines are read on a thread of their own, so the end of input is seen while a request runs:
  // `input_gone` (if given) is set then — make it the ToolBox's cancel flag, and a running tool
  // stops — and the requests still queued are not answered.
  void serve(std::istream& in, std::ostream& out, std::atomic<bool>* input_gone = nullptr);
  // The same on a file descriptor (stdin of `kernelcraft mcp`). Setting *input_gone from outside
  // (a SIGTERM handler) ends the session within 100 ms, even while the client keeps the pipe open.
  void serve_fd(int fd, std::ostream& out, std::atomic<bool>* input_gone = nullptr);

  bool initialized() const { return initialized_; }
  const std::string& protocol_version() const { return protocol_version_; }

 private:
  void serve_lines(const std::function<bool(std::string&)>& read_line, std::ostream& out, std::atomic<bool>* input_gone);
  // The response to one message (nullopt for notifications).
  std::optional<nlohmann::json> handle_message(const nlohmann::json& msg);
  nlohmann::json dispatch(const std::string& method, const nlohmann::json& params);
  nlohmann::json initialize(const nlohmann::json& params);
  nlohmann::json call_tool(const nlohmann::json& params);
  nlohmann::json get_prompt(const nlohmann::json& params);
  nlohmann::json list_resources() const;
  nlohmann::json read_resource(const nlohmann::json& params);

  ToolBox& tools_;
  McpServerOptions opts_;
  bool initialize_answered_ = false;   // initialize succeeded (requests are served from then on)
  bool initialized_ = false;           // the client also sent notifications/initialized
  std::string protocol_version_;
};

}  // namespace kc::agent
