// The MCP server: the protocol in process (lifecycle, version negotiation, every JSON-RPC error,
// notifications, batches, tools, prompts, resources, the JSONL log), then `kernelcraft mcp` as a
// child process driven by a client over pipes.
#include <utility>  // before Boost.Asio (reference/toolchain.md §8.8)

#include <boost/process.hpp>
#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

#include "kc/mcp_server.h"
#include "tools_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::toolstest;
using nlohmann::json;
namespace fs = std::filesystem;
namespace bp = boost::process;

namespace {

const char kPrompt[] = "# Task: ReLU\n\nWrite Y = max(X, 0).\n";

json init_request(int id, const std::string& version = "2025-06-18") {
  return {{"jsonrpc", "2.0"},
          {"id", id},
          {"method", "initialize"},
          {"params", {{"protocolVersion", version}, {"capabilities", json::object()}, {"clientInfo", {{"name", "test"}, {"version", "1"}}}}}};
}

json request(const json& id, const std::string& method, const json& params = nullptr) {
  json j = {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}};
  if (!params.is_null()) j["params"] = params;
  return j;
}

json tool_call(int id, const std::string& name, const json& args) {
  return request(id, "tools/call", {{"name", name}, {"arguments", args}});
}

// A server on a fresh ToolBox, fed line by line.
struct Session {
  ToolBox tools;
  McpServer server;
  explicit Session(const std::string& name, const std::string& log = "")
      : tools(plena_platform(), relu_task(), relu_c1(), tool_options(name)),
        server(tools, McpServerOptions{"kernelcraft", "9.9", kPrompt, log, {{"task", "relu"}}}) {}
  // The parsed response to `line`, or null when there is none.
  json send(const std::string& line) {
    const auto out = server.handle_line(line);
    if (!out) return nullptr;
    CHECK(out->find('\n') == std::string::npos);
    return json::parse(*out);
  }
  json send(const json& msg) { return send(msg.dump()); }
  json send(const char* line) { return send(std::string(line)); }
  void init() {
    REQUIRE(send(init_request(1)).contains("result"));
    CHECK(send(json{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}}).is_null());
  }
};

void check_error(const json& response, const json& id, int code, const std::string& part) {
  INFO(response.dump());
  REQUIRE(response.is_object());
  CHECK(response["jsonrpc"] == "2.0");
  CHECK(response["id"] == id);
  CHECK_FALSE(response.contains("result"));
  REQUIRE(response.contains("error"));
  CHECK(response["error"]["code"] == code);
  CHECK(contains(response["error"]["message"].get<std::string>(), part));
}

// The text and isError of a tools/call response.
std::pair<std::string, bool> tool_text(const json& response) {
  INFO(response.dump());
  REQUIRE(response.contains("result"));
  const json& r = response["result"];
  REQUIRE(r["content"].is_array());
  REQUIRE(r["content"].size() == 1);
  CHECK(r["content"][0]["type"] == "text");
  return {r["content"][0]["text"].get<std::string>(), r["isError"].get<bool>()};
}

}  // namespace

TEST_CASE("agent.mcp.initialize") {
  Session s("mcp_init");
  const json r = s.send(init_request(7, "2025-03-26"));
  INFO(r.dump());
  CHECK(r["jsonrpc"] == "2.0");
  CHECK(r["id"] == 7);
  const json& res = r["result"];
  CHECK(res["protocolVersion"] == "2025-03-26");
  CHECK(res["capabilities"]["tools"].is_object());
  CHECK(res["serverInfo"] == json{{"name", "kernelcraft"}, {"version", "9.9"}});
  CHECK(res["instructions"] == kPrompt);
  CHECK(s.server.protocol_version() == "2025-03-26");
  CHECK_FALSE(s.server.initialized());
  CHECK(s.send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})").is_null());
  CHECK(s.server.initialized());
  // A second initialize is refused.
  check_error(s.send(init_request(8)), 8, kJsonRpcInvalidRequest, "already initialized");

  // Versions: every supported one is echoed, anything else gets the newest.
  for (const std::string& v : mcp_protocol_versions()) {
    Session t("mcp_init_v");
    CHECK(t.send(init_request(1, v))["result"]["protocolVersion"] == v);
  }
  Session old("mcp_init_old");
  CHECK(old.send(init_request(1, "2023-01-01"))["result"]["protocolVersion"] == "2025-06-18");
  Session none("mcp_init_none");
  check_error(none.send(request(1, "initialize", json::object())), 1, kJsonRpcInvalidParams, "protocolVersion");
}

TEST_CASE("agent.mcp.before_initialize") {
  Session s("mcp_before");
  check_error(s.send(request(1, "tools/list")), 1, kJsonRpcInvalidRequest, "server not initialized: send initialize first");
  check_error(s.send(tool_call(2, "write_code", {{"code", "x"}})), 2, kJsonRpcInvalidRequest, "not initialized");
  CHECK_FALSE(fs::exists(s.tools.kernel_path()));
  CHECK(s.send(request("p", "ping")) == json{{"jsonrpc", "2.0"}, {"id", "p"}, {"result", json::object()}});
  // notifications/initialized before initialize means nothing.
  CHECK(s.send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})").is_null());
  CHECK_FALSE(s.server.initialized());
}

TEST_CASE("agent.mcp.json_rpc_errors") {
  Session s("mcp_errors");
  s.init();
  check_error(s.send("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": "), nullptr, kJsonRpcParseError, "parse error");
  check_error(s.send("not json"), nullptr, kJsonRpcParseError, "parse error");
  check_error(s.send("42"), nullptr, kJsonRpcInvalidRequest, "not a JSON object");
  check_error(s.send("[]"), nullptr, kJsonRpcInvalidRequest, "empty batch");
  check_error(s.send(R"({"jsonrpc":"2.0","id":3})"), 3, kJsonRpcInvalidRequest, "no method");
  check_error(s.send(R"({"jsonrpc":"1.0","id":4,"method":"ping"})"), 4, kJsonRpcInvalidRequest, "jsonrpc must be \"2.0\"");
  check_error(s.send(R"({"id":5,"method":"ping"})"), 5, kJsonRpcInvalidRequest, "jsonrpc");
  check_error(s.send(R"({"jsonrpc":"2.0","id":true,"method":"ping"})"), nullptr, kJsonRpcInvalidRequest, "id must be");
  check_error(s.send(R"({"jsonrpc":"2.0","id":6,"method":7})"), 6, kJsonRpcInvalidRequest, "method must be a string");
  check_error(s.send(R"({"jsonrpc":"2.0","id":7,"method":"ping","params":3})"), 7, kJsonRpcInvalidRequest, "params");
  check_error(s.send(request(8, "resources/subscribe")), 8, kJsonRpcMethodNotFound, "method not found: resources/subscribe");
  check_error(s.send(request("x", "tools/cal")), "x", kJsonRpcMethodNotFound, "method not found: tools/cal");
  // Invalid params of tools/call: protocol errors.
  check_error(s.send(request(9, "tools/call", json::object())), 9, kJsonRpcInvalidParams, "params.name");
  check_error(s.send(request(10, "tools/call", json::array())), 10, kJsonRpcInvalidParams, "params must be an object");
  check_error(s.send(request(11, "tools/call", {{"name", "compile"}})), 11, kJsonRpcInvalidParams,
              "unknown tool 'compile'; the tools are write_code, check_syntax, run_evaluation, view_output, grep_docs, "
              "get_inst_size");
  check_error(s.send(request(12, "tools/call", {{"name", "write_code"}, {"arguments", "x"}})), 12, kJsonRpcInvalidParams,
              "params.arguments must be an object");
  // Notifications and stray responses are never answered, not even when wrong.
  CHECK(s.send(R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}})").is_null());
  CHECK(s.send(R"({"jsonrpc":"2.0","method":"no/such/notification"})").is_null());
  CHECK(s.send(R"({"jsonrpc":"2.0","id":99,"result":{}})").is_null());
  CHECK(s.send("").is_null());
  CHECK(s.send("   \r").is_null());
}

TEST_CASE("agent.mcp.batch") {
  Session s("mcp_batch");
  s.init();
  const json r = s.send(json::array({request(1, "ping"), json{{"jsonrpc", "2.0"}, {"method", "notifications/x"}},
                                     request(2, "nope"), 5}));
  INFO(r.dump());
  REQUIRE(r.is_array());
  REQUIRE(r.size() == 3);
  CHECK(r[0]["id"] == 1);
  CHECK(r[0]["result"] == json::object());
  check_error(r[1], 2, kJsonRpcMethodNotFound, "nope");
  check_error(r[2], nullptr, kJsonRpcInvalidRequest, "not a JSON object");
  CHECK(s.send(json::array({json{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}}})).is_null());
}

TEST_CASE("agent.mcp.tools") {
  Session s("mcp_tools");
  s.init();
  const json list = s.send(request(2, "tools/list"));
  const json& tools = list["result"]["tools"];
  REQUIRE(tools.size() == 6);
  const auto specs = ToolBox::specs();
  for (std::size_t i = 0; i < tools.size(); ++i) {
    CHECK(tools[i]["name"] == specs[i].name);
    CHECK(tools[i]["description"] == specs[i].description);
    CHECK(tools[i]["inputSchema"] == specs[i].parameters);
    CHECK(tools[i]["inputSchema"]["type"] == "object");
  }
  auto [text, is_error] = tool_text(s.send(tool_call(3, "write_code", {{"code", kSyntaxErrorKernel}})));
  CHECK_FALSE(is_error);
  CHECK(text == "Saved " + s.tools.kernel_path() + " (2 lines, 41 bytes).");
  std::tie(text, is_error) = tool_text(s.send(tool_call(4, "check_syntax", json::object())));
  CHECK_FALSE(is_error);
  CHECK(contains(text, "kernel.asm:2:1: error:"));
  // Missing arguments count as {}.
  std::tie(text, is_error) = tool_text(s.send(request(5, "tools/call", {{"name", "check_syntax"}})));
  CHECK(contains(text, "1 error(s)"));
  // Bad arguments are a tool error the model can read.
  std::tie(text, is_error) = tool_text(s.send(tool_call(6, "write_code", {{"source", "x"}})));
  CHECK(is_error);
  CHECK(contains(text, "write_code: unknown argument 'source'. Parameters of write_code: code (string, required)."));
}

TEST_CASE("agent.mcp.prompts_and_resources") {
  Session s("mcp_prompts");
  s.init();
  const json prompts = s.send(request(2, "prompts/list"))["result"]["prompts"];
  REQUIRE(prompts.size() == 1);
  CHECK(prompts[0]["name"] == "task");
  const json got = s.send(request(3, "prompts/get", {{"name", "task"}}))["result"];
  CHECK(got["messages"][0]["role"] == "user");
  CHECK(got["messages"][0]["content"] == json{{"type", "text"}, {"text", kPrompt}});
  check_error(s.send(request(4, "prompts/get", {{"name", "other"}})), 4, kJsonRpcInvalidParams, "unknown prompt 'other'");

  const json res = s.send(request(5, "resources/list"))["result"]["resources"];
  REQUIRE(res.size() == 3);
  CHECK(res[0]["uri"] == "kernelcraft://task/prompt.md");
  CHECK(res[1]["uri"] == "kernelcraft://docs/isa.md");
  CHECK(res[2]["uri"] == "file://" + s.tools.kernel_path());
  CHECK(s.send(request(6, "resources/read", {{"uri", "kernelcraft://task/prompt.md"}}))["result"]["contents"][0]["text"] == kPrompt);
  const json isa = s.send(request(7, "resources/read", {{"uri", "kernelcraft://docs/isa.md"}}))["result"]["contents"][0];
  CHECK(isa["mimeType"] == "text/markdown");
  CHECK(isa["text"] == read_text(plena_platform().isa_doc_path()));
  check_error(s.send(request(8, "resources/read", {{"uri", res[2]["uri"]}})), 8, kMcpResourceNotFound, "no kernel written yet");
  s.send(tool_call(9, "write_code", {{"code", "S_ADDI_INT gp1, gp0, 1\n"}}));
  CHECK(s.send(request(10, "resources/read", {{"uri", res[2]["uri"]}}))["result"]["contents"][0]["text"] ==
        "S_ADDI_INT gp1, gp0, 1\n");
  check_error(s.send(request(11, "resources/read", {{"uri", "file:///etc/passwd"}})), 11, kMcpResourceNotFound,
              "resource not found: file:///etc/passwd");
  check_error(s.send(request(12, "resources/read", json::object())), 12, kJsonRpcInvalidParams, "params.uri");
}

TEST_CASE("agent.mcp.log") {
  const std::string dir = test_dir("mcp_log_file");
  const std::string log = dir + "/episode.jsonl";
  {
    Session s("mcp_log", log);
    s.init();
    s.send(tool_call(2, "write_code", {{"code", kSyntaxErrorKernel}}));
    s.send(tool_call(3, "check_syntax", json::object()));
    s.send(tool_call(4, "grep_docs", {{"pattern", 5}}));
    s.send(request(5, "tools/list"));   // not a tool call: not logged
  }
  std::istringstream in(read_text(log));
  std::vector<json> records;
  for (std::string line; std::getline(in, line);) records.push_back(json::parse(line));
  REQUIRE(records.size() == 4);
  CHECK(records[0]["type"] == "session");
  CHECK(records[0]["task"] == "relu");
  CHECK(records[0]["server"]["version"] == "9.9");
  CHECK(records[1]["type"] == "tool_call");
  CHECK(records[1]["seq"] == 1);
  CHECK(records[1]["name"] == "write_code");
  CHECK(records[1]["arguments"]["code"] == kSyntaxErrorKernel);
  CHECK(records[1]["is_error"] == false);
  CHECK(records[1]["data"]["lines"] == 2);
  CHECK(records[1]["wall_seconds"].is_number());
  CHECK(records[2]["name"] == "check_syntax");
  CHECK(records[2]["data"]["errors"] == 1);
  CHECK(contains(records[2]["text"].get<std::string>(), "kernel.asm:2:1: error:"));
  CHECK(records[3]["is_error"] == true);
  CHECK(records[3]["seq"] == 3);
  // An unwritable log fails at start.
  ToolBox tools(plena_platform(), relu_task(), relu_c1(), tool_options("mcp_log_bad"));
  CHECK_THROWS_WITH(McpServer(tools, McpServerOptions{"k", "1", "", dir + "/no/such/dir/log.jsonl", nullptr}),
                    Catch::Contains("cannot write the log"));
}

TEST_CASE("agent.mcp.invalid_utf8") {
  // Kernel text quoted in a result may hold any bytes: the response is still one valid JSON line.
  Session s("mcp_utf8");
  s.init();
  s.tools.call("write_code", {{"code", "S_ADDI_INT gp1, gp0, 5\nFOO \xff\xfe\n"}});
  write_text(s.tools.kernel_path(), "S_ADDI_INT gp1, gp0, 5\nFOO \xff\xfe\n");
  const auto [text, is_error] = tool_text(s.send(tool_call(2, "check_syntax", json::object())));
  CHECK_FALSE(is_error);
  CHECK(contains(text, "kernel.asm:2:"));
}

// ---- kernelcraft mcp as a child process ---------------------------------------------------------

namespace {

// A client of `kernelcraft mcp` over pipes.
struct Child {
  bp::opstream in;
  bp::ipstream out;
  bp::child proc;
  explicit Child(const std::vector<std::string>& args, const std::string& err_file)
      : proc(KC_KERNELCRAFT_EXE, bp::args(args), bp::std_in < in, bp::std_out > out, bp::std_err > err_file) {}
  void send(const std::string& line) {
    in << line << "\n";
    in.flush();
  }
  json receive() {
    std::string line;
    REQUIRE(std::getline(out, line));
    INFO(line);
    return json::parse(line);
  }
  int close_and_wait() {
    in.flush();
    in.pipe().close();
    proc.wait();
    return proc.exit_code();
  }
};

}  // namespace

TEST_CASE("agent.mcp.process") {
  const std::string dir = test_dir("mcp_process");
  const std::string ws = dir + "/ws", log = dir + "/episode.jsonl";
  const bool sim = [] {
    std::string why;
    if (simulator_ready(&why)) return true;
    WARN("SKIPPED: run_evaluation part: " << why);
    return false;
  }();
  Child c({"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--hw", kHw, "--workspace", ws, "--log", log},
          dir + "/stderr.txt");
  c.send(init_request(1, "2024-11-05").dump());
  const json init = c.receive();
  CHECK(init["result"]["protocolVersion"] == "2024-11-05");
  CHECK(init["result"]["serverInfo"]["name"] == "kernelcraft");
  const std::string instructions = init["result"]["instructions"];
  CHECK(contains(instructions, "# Task: ReLU (`relu`, level 1)"));
  CHECK(contains(instructions, "plena ISA reference"));
  c.send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
  c.send(request(2, "tools/list").dump());
  CHECK(c.receive()["result"]["tools"].size() == 6);
  c.send("{this is not json");
  check_error(c.receive(), nullptr, kJsonRpcParseError, "parse error");
  c.send(request(3, "sampling/createMessage").dump());
  check_error(c.receive(), 3, kJsonRpcMethodNotFound, "method not found");
  const std::string kernel = sim ? baseline_kernel(relu_task(), relu_c1()) : relu_kernel(ReluKernel::correct);
  REQUIRE_FALSE(kernel.empty());
  c.send(tool_call(4, "write_code", {{"code", kernel}}).dump());
  auto [text, is_error] = tool_text(c.receive());
  CHECK_FALSE(is_error);
  CHECK(contains(text, "Saved " + ws + "/kernel.asm ("));
  CHECK(read_text(ws + "/kernel.asm") == kernel);
  c.send(tool_call(5, "check_syntax", json::object()).dump());
  std::tie(text, is_error) = tool_text(c.receive());
  CHECK(contains(text, "All checks passed. 0 error(s), 0 warning(s)."));
  if (sim) {
    c.send(tool_call(6, "run_evaluation", json::object()).dump());
    std::tie(text, is_error) = tool_text(c.receive());
    INFO(text);
    CHECK_FALSE(is_error);
    CHECK(text.rfind("status: pass\nmatch: Y 100.00 % (256 of 256 elements)\ncycles: ", 0) == 0);
    CHECK(contains(text, "speedup 1.00x"));
  }
  CHECK(c.close_and_wait() == 0);
  // stdout held nothing but the responses (checked by receive); diagnostics went to stderr.
  std::string rest;
  CHECK_FALSE(std::getline(c.out, rest));
  CHECK(contains(read_text(dir + "/stderr.txt"), "kernelcraft mcp: relu C1 on plena/default; kernel file "));
  std::istringstream records(read_text(log));
  std::vector<json> lines;
  for (std::string line; std::getline(records, line);) lines.push_back(json::parse(line));
  REQUIRE(lines.size() == (sim ? 4u : 3u));
  CHECK(lines[0]["type"] == "session");
  CHECK(lines[0]["hw"] == kHw);
  CHECK(lines[0]["workspace"] == fs::absolute(ws).string());
  CHECK(lines[1]["name"] == "write_code");
  if (sim) CHECK(lines[3]["data"]["status"] == "pass");
}

TEST_CASE("agent.mcp.process_usage") {
  const std::string dir = test_dir("mcp_usage");
  // Bad command lines fail before serving, with nothing on stdout.
  const struct {
    std::vector<std::string> args;
    int code;
    const char* message;
  } cases[] = {
      {{"mcp", "--task", "relu", "--config", "C1"}, 2, "kernelcraft mcp: missing --platform"},
      {{"mcp", "--platform", "plena", "--config", "C1"}, 2, "kernelcraft mcp: missing --task"},
      {{"mcp", "--platform", "plena", "--task", "relu"}, 2, "kernelcraft mcp: missing --config"},
      {{"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--docs", "tiny"}, 2,
       "kernelcraft mcp: --docs expects full or short, got 'tiny'"},
      {{"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--workspace", dir + "/ws0", "--log",
        dir + "/no/such/dir/x.jsonl"},
       1,
       "cannot write the log"},
  };
  for (const auto& k : cases) {
    INFO(k.message);
    bp::ipstream out;
    bp::child proc(KC_KERNELCRAFT_EXE, bp::args(k.args), bp::std_in < bp::null, bp::std_out > out,
                   bp::std_err > dir + "/err.txt");
    std::string all, line;
    while (std::getline(out, line)) all += line;
    proc.wait();
    CHECK(proc.exit_code() == k.code);
    CHECK(all.empty());
    CHECK(contains(read_text(dir + "/err.txt"), k.message));
  }
  // --docs short: the short reference in the instructions; EOF right after initialize exits 0.
  Child c({"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--workspace", dir + "/ws", "--docs", "short"},
          dir + "/stderr.txt");
  c.send(init_request(1).dump());
  CHECK(contains(c.receive()["result"]["instructions"].get<std::string>(), "plena ISA reference, short form"));
  CHECK(c.close_and_wait() == 0);
}
