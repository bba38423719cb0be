// The MCP server (kc/mcp_server.h): JSON-RPC 2.0 framing, the MCP lifecycle, tools, prompts and
// resources over a ToolBox.
#include "kc/mcp_server.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <fstream>
#include <istream>
#include <iterator>
#include <ostream>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "kc/files.h"

namespace kc::agent {

namespace fs = std::filesystem;

using nlohmann::json;

namespace {

const char kTaskPromptUri[] = "kernelcraft://task/prompt.md";
const char kIsaDocUri[] = "kernelcraft://docs/isa.md";
const char kDocUriPrefix[] = "kernelcraft://docs/";   // + the file name of a further reference

// A JSON-RPC error raised while handling a request.
struct RpcError {
  int code;
  std::string message;
};

// One line of JSON: never throws on invalid UTF-8 (tool texts quote kernel source, which may hold
// anything); bad bytes become U+FFFD.
template <class Json>
std::string dump_line(const Json& j) {
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

json error_response(const json& id, int code, const std::string& message) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

// The params object of a request ({} when absent or null); -32602 for anything else.
json params_object(const json& params, const std::string& method) {
  if (params.is_null()) return json::object();
  if (!params.is_object()) throw RpcError{kJsonRpcInvalidParams, method + ": params must be an object"};
  return params;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw RpcError{kJsonRpcInternalError, "cannot read " + path};
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

const std::vector<std::string>& mcp_protocol_versions() {
  static const std::vector<std::string> v = {"2025-06-18", "2025-03-26", "2024-11-05"};
  return v;
}

McpServer::McpServer(ToolBox& tools, McpServerOptions opts) : tools_(tools), opts_(std::move(opts)) {}

std::optional<std::string> McpServer::handle_line(const std::string& raw) {
  std::string line = raw;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.find_first_not_of(" \t") == std::string::npos) return std::nullopt;
  json msg;
  try {
    msg = json::parse(line);
  } catch (const json::exception& e) {   // parse_error, and out_of_range for a number like 1e999
    return dump_line(error_response(nullptr, kJsonRpcParseError, std::string("parse error: ") + e.what()));
  }
  if (msg.is_array()) {   // a JSON-RPC batch (protocol 2025-03-26 allowed them)
    if (msg.empty()) return dump_line(error_response(nullptr, kJsonRpcInvalidRequest, "invalid request: empty batch"));
    json responses = json::array();
    for (const json& m : msg)
      if (auto r = handle_message(m)) responses.push_back(std::move(*r));
    if (responses.empty()) return std::nullopt;
    return dump_line(responses);
  }
  if (auto r = handle_message(msg)) return dump_line(*r);
  return std::nullopt;
}

std::optional<json> McpServer::handle_message(const json& msg) {
  if (!msg.is_object()) return error_response(nullptr, kJsonRpcInvalidRequest, "invalid request: not a JSON object");
  const bool has_id = msg.contains("id");
  const json id = has_id ? msg["id"] : json(nullptr);
  // MCP ids are strings or integers (never null).
  if (has_id && !id.is_string() && !id.is_number_integer())
    return error_response(nullptr, kJsonRpcInvalidRequest, "invalid request: id must be a string or an integer");
  if (!msg.contains("method")) {
    // A response to a request of ours: the server sends none, so there is nothing to match.
    if (msg.contains("result") || msg.contains("error")) return std::nullopt;
    return error_response(id, kJsonRpcInvalidRequest, "invalid request: no method");
  }
  if (msg.value("jsonrpc", json()) != "2.0")
    return has_id ? std::optional<json>(error_response(id, kJsonRpcInvalidRequest, "invalid request: jsonrpc must be \"2.0\""))
                  : std::nullopt;
  if (!msg["method"].is_string())
    return has_id ? std::optional<json>(error_response(id, kJsonRpcInvalidRequest, "invalid request: method must be a string"))
                  : std::nullopt;
  const std::string method = msg["method"].get<std::string>();
  const json params = msg.contains("params") ? msg["params"] : json(nullptr);
  if (!params.is_null() && !params.is_structured())
    return has_id ? std::optional<json>(error_response(id, kJsonRpcInvalidRequest,
                                                       "invalid request: params must be an object or an array"))
                  : std::nullopt;

  if (!has_id) {   // a notification: never answered
    if (method == "notifications/initialized" && initialize_answered_) initialized_ = true;
    return std::nullopt;
  }
  if (!initialize_answered_ && method != "initialize" && method != "ping")
    return error_response(id, kJsonRpcInvalidRequest, "server not initialized: send initialize first");
  try {
    return json{{"jsonrpc", "2.0"}, {"id", id}, {"result", dispatch(method, params)}};
  } catch (const RpcError& e) {
    return error_response(id, e.code, e.message);
  } catch (const std::exception& e) {
    return error_response(id, kJsonRpcInternalError, std::string("internal error: ") + e.what());
  }
}

json McpServer::dispatch(const std::string& method, const json& params) {
  if (method == "initialize") return initialize(params_object(params, method));
  if (method == "ping") return json::object();
  if (method == "tools/list") {
    json tools = json::array();
    for (const llm::ToolSpec& s : ToolBox::specs())
      tools.push_back({{"name", s.name}, {"description", s.description}, {"inputSchema", s.parameters}});
    return json{{"tools", tools}};
  }
  if (method == "tools/call") return call_tool(params_object(params, method));
  if (method == "prompts/list") {
    json prompts = json::array();
    if (!opts_.instructions.empty())
      prompts.push_back({{"name", "task"},
                         {"description", "The task: description, shapes, memory map, rules, hardware and ISA reference"}});
    return json{{"prompts", prompts}};
  }
  if (method == "prompts/get") return get_prompt(params_object(params, method));
  if (method == "resources/list") return list_resources();
  if (method == "resources/read") return read_resource(params_object(params, method));
  throw RpcError{kJsonRpcMethodNotFound, "method not found: " + method};
}

json McpServer::initialize(const json& params) {
  if (initialize_answered_) throw RpcError{kJsonRpcInvalidRequest, "invalid request: already initialized"};
  if (!params.contains("protocolVersion") || !params["protocolVersion"].is_string())
    throw RpcError{kJsonRpcInvalidParams, "initialize: params.protocolVersion (a string) is required"};
  const std::string asked = params["protocolVersion"].get<std::string>();
  const auto& known = mcp_protocol_versions();
  const std::string version = std::find(known.begin(), known.end(), asked) != known.end() ? asked : known.front();
  if (opts_.on_initialize) opts_.on_initialize(params.contains("clientInfo") ? params["clientInfo"] : json(nullptr), version);
  protocol_version_ = version;
  initialize_answered_ = true;
  json result = {{"protocolVersion", protocol_version_},
                 {"capabilities",
                  {{"tools", {{"listChanged", false}}},
                   {"prompts", {{"listChanged", false}}},
                   {"resources", {{"listChanged", false}, {"subscribe", false}}}}},
                 {"serverInfo", {{"name", opts_.name}, {"version", opts_.version}}}};
  if (!opts_.instructions.empty()) result["instructions"] = opts_.instructions;
  return result;
}

json McpServer::call_tool(const json& params) {
  if (!params.contains("name") || !params["name"].is_string())
    throw RpcError{kJsonRpcInvalidParams, "tools/call: params.name (a string) is required"};
  const std::string name = params["name"].get<std::string>();
  std::string names;
  bool known = false;
  for (const llm::ToolSpec& s : ToolBox::specs()) {
    names += (names.empty() ? "" : ", ") + s.name;
    known = known || s.name == name;
  }
  // The MCP specification makes an unknown tool a protocol error, unlike bad arguments, which
  // are a tool error the model can read and fix.
  if (!known) throw RpcError{kJsonRpcInvalidParams, "unknown tool '" + name + "'; the tools are " + names};
  json args = params.contains("arguments") ? params["arguments"] : json(nullptr);
  if (args.is_null()) args = json::object();
  if (!args.is_object()) throw RpcError{kJsonRpcInvalidParams, "tools/call: params.arguments must be an object"};

  const ToolResult r = opts_.call_tool ? opts_.call_tool(name, args) : tools_.call(name, args);
  return json{{"content", json::array({{{"type", "text"}, {"text", r.text}}})}, {"isError", r.is_error}};
}

json McpServer::get_prompt(const json& params) {
  const std::string name = params.value("name", json()).is_string() ? params["name"].get<std::string>() : "";
  if (name != "task" || opts_.instructions.empty())
    throw RpcError{kJsonRpcInvalidParams, "prompts/get: unknown prompt '" + name + "'; the prompt is 'task'"};
  return json{{"description", "The task prompt"},
              {"messages", json::array({{{"role", "user"}, {"content", {{"type", "text"}, {"text", opts_.instructions}}}}})}};
}

json McpServer::list_resources() const {
  json list = json::array();
  if (!opts_.instructions.empty())
    list.push_back({{"uri", kTaskPromptUri},
                    {"name", "task-prompt"},
                    {"description", "The task prompt (also the initialize instructions)"},
                    {"mimeType", "text/markdown"}});
  list.push_back({{"uri", kIsaDocUri},
                  {"name", "isa-reference"},
                  {"description", "The ISA reference grep_docs searches"},
                  {"mimeType", "text/markdown"}});
  for (std::size_t d = 1; d < tools_.doc_paths().size(); ++d) {
    const std::string name = fs::path(tools_.doc_paths()[d]).filename().string();
    list.push_back({{"uri", std::string(kDocUriPrefix) + name},
                    {"name", fs::path(name).stem().string()},
                    {"description", "A further reference grep_docs searches"},
                    {"mimeType", "text/markdown"}});
  }
  list.push_back({{"uri", "file://" + tools_.kernel_path()},
                  {"name", "kernel"},
                  {"description", "The current kernel (written by write_code)"},
                  {"mimeType", "text/plain"}});
  return json{{"resources", list}};
}

json McpServer::read_resource(const json& params) {
  if (!params.contains("uri") || !params["uri"].is_string())
    throw RpcError{kJsonRpcInvalidParams, "resources/read: params.uri (a string) is required"};
  const std::string uri = params["uri"].get<std::string>();
  std::string text, mime = "text/markdown";
  // The further reference `uri` names, or nullptr.
  const auto further_doc = [&](const std::string& u) -> const std::string* {
    for (std::size_t d = 1; d < tools_.doc_paths().size(); ++d)
      if (u == kDocUriPrefix + fs::path(tools_.doc_paths()[d]).filename().string()) return &tools_.doc_paths()[d];
    return nullptr;
  };
  if (uri == kTaskPromptUri && !opts_.instructions.empty()) {
    text = opts_.instructions;
  } else if (uri == kIsaDocUri) {
    text = read_file(tools_.doc_path());
  } else if (const std::string* doc = further_doc(uri)) {
    text = read_file(*doc);
  } else if (uri == "file://" + tools_.kernel_path()) {
    // As the tools read it: not through a link, a regular file of at most kMaxKernelBytes.
    const BoundedText k = read_file_bounded(tools_.kernel_path(), kMaxKernelBytes, true);
    if (k.status == ReadStatus::missing)
      throw RpcError{kMcpResourceNotFound, "resource not found: no kernel written yet (" + uri + ")"};
    if (k.status == ReadStatus::refused)
      throw RpcError{kMcpResourceNotFound, "resource not usable: the kernel file cannot be used (" + k.problem + "): " + uri};
    if (k.status == ReadStatus::too_big)
      throw RpcError{kMcpResourceNotFound, "resource not usable: the kernel file has more than " +
                                               bytes_text(kMaxKernelBytes) + " (" + uri + ")"};
    text = k.text;
    mime = "text/plain";
  } else {
    throw RpcError{kMcpResourceNotFound, "resource not found: " + uri};
  }
  return json{{"contents", json::array({{{"uri", uri}, {"mimeType", mime}, {"text", text}}})}};
}

namespace {

// Lines read on their own thread, so that the end of input is seen while a tool runs (the
// request loop is busy then): the reader queues each line and, at the end, sets `gone`.
class LineQueue {
 public:
  void push(std::string line) {
    std::lock_guard<std::mutex> lock(mu_);
    lines_.push_back(std::move(line));
    cv_.notify_one();
  }
  void close() {
    std::lock_guard<std::mutex> lock(mu_);
    closed_ = true;
    cv_.notify_one();
  }
  // The next line, or nullopt once the input ended and every line was taken.
  std::optional<std::string> pop() {
    std::unique_lock<std::mutex> lock(mu_);
    cv_.wait(lock, [&] { return closed_ || !lines_.empty(); });
    if (lines_.empty()) return std::nullopt;
    std::string l = std::move(lines_.front());
    lines_.pop_front();
    return l;
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::string> lines_;
  bool closed_ = false;
};

}  // namespace

void McpServer::serve_lines(const std::function<bool(std::string&)>& read_line, std::ostream& out,
                            std::atomic<bool>* input_gone) {
  LineQueue queue;
  std::thread reader([&] {
    for (std::string line; read_line(line);) queue.push(std::move(line));
    // The client is gone: a tool that runs now is stopped (input_gone is its cancel flag).
    if (input_gone) input_gone->store(true);
    queue.close();
  });
  bool writing = true;
  while (const auto line = queue.pop()) {
    if (input_gone && input_gone->load()) break;   // nobody will read the answers
    if (!writing) continue;
    if (const auto r = handle_line(*line)) {
      out << *r << '\n';
      out.flush();
      if (!out) writing = false;   // the client closed our stdout: nobody is listening any more
    }
  }
  reader.join();
}

void McpServer::serve(std::istream& in, std::ostream& out, std::atomic<bool>* input_gone) {
  serve_lines([&](std::string& line) { return bool(std::getline(in, line)); }, out, input_gone);
}

void McpServer::serve_fd(int fd, std::ostream& out, std::atomic<bool>* input_gone) {
  std::string buffer;
  serve_lines(
      [&](std::string& line) {
        for (;;) {
          if (const auto nl = buffer.find('\n'); nl != std::string::npos) {
            line = buffer.substr(0, nl);
            buffer.erase(0, nl + 1);
            return true;
          }
          // Wait for input, looking at input_gone every 100 ms (a signal handler sets it to end the
          // session; a blocked read() would not notice).
          pollfd p{fd, POLLIN, 0};
          const int n = ::poll(&p, 1, 100);
          if (input_gone && input_gone->load()) return false;
          if (n < 0 && errno == EINTR) continue;
          if (n < 0) return false;
          if (n == 0) continue;
          char chunk[65536];
          const ssize_t got = ::read(fd, chunk, sizeof chunk);
          if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
          if (got <= 0) {   // end of input: a last line without its newline still counts
            if (buffer.empty()) return false;
            line = std::move(buffer);
            buffer.clear();
            return true;
          }
          buffer.append(chunk, std::size_t(got));
        }
      },
      out, input_gone);
}

}  // namespace kc::agent
