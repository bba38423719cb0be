// The MCP server: the protocol in process (lifecycle, version negotiation, every JSON-RPC error,
// notifications, batches, tools, prompts, resources, the recording hooks), then `kernelcraft mcp`
// as a child process driven by a client over pipes: the session recorded as an episode (results
// store, transcript, replay), a kernel file edited by the client, SIGTERM, bad command lines.
#include <signal.h>

#include <utility>  // before Boost.Asio: 1.74's awaitable.hpp uses std::exchange without it

#include <boost/process.hpp>
#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

#include "kc/mcp_server.h"
#include "kc/results_db.h"
#include "mcp_child.h"
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
  explicit Session(const std::string& name, McpServerOptions opts = {"kernelcraft", "9.9", kPrompt, {}, {}})
      : tools(plena_platform(), relu_task(), relu_c1(), tool_options(name)), server(tools, std::move(opts)) {}
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
  // A number too large for a double (nlohmann's out_of_range, not a parse_error; found by fuzzing).
  check_error(s.send(R"({"jsonrpc":"2.0","id":1e999,"method":"ping"})"), nullptr, kJsonRpcParseError,
              "number overflow parsing '1e999'");
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
  REQUIRE(res.size() == 4);
  CHECK(res[0]["uri"] == "kernelcraft://task/prompt.md");
  CHECK(res[1]["uri"] == "kernelcraft://docs/isa.md");
  CHECK(res[2]["uri"] == "kernelcraft://docs/microarchitecture.md");   // plena's further reference
  CHECK(s.send(request(13, "resources/read", {{"uri", res[2]["uri"]}}))["result"]["contents"][0]["text"] ==
        read_text(plena_platform().reference_doc_paths().at(0)));
  check_error(s.send(request(14, "resources/read", {{"uri", "kernelcraft://docs/../../etc/passwd"}})), 14,
              kMcpResourceNotFound, "resource not found");
  CHECK(res[3]["uri"] == "file://" + s.tools.kernel_path());
  CHECK(s.send(request(6, "resources/read", {{"uri", "kernelcraft://task/prompt.md"}}))["result"]["contents"][0]["text"] == kPrompt);
  const json isa = s.send(request(7, "resources/read", {{"uri", "kernelcraft://docs/isa.md"}}))["result"]["contents"][0];
  CHECK(isa["mimeType"] == "text/markdown");
  CHECK(isa["text"] == read_text(plena_platform().isa_doc_path()));
  check_error(s.send(request(8, "resources/read", {{"uri", res[3]["uri"]}})), 8, kMcpResourceNotFound, "no kernel written yet");
  s.send(tool_call(9, "write_code", {{"code", "S_ADDI_INT gp1, gp0, 1\n"}}));
  CHECK(s.send(request(10, "resources/read", {{"uri", res[3]["uri"]}}))["result"]["contents"][0]["text"] ==
        "S_ADDI_INT gp1, gp0, 1\n");
  check_error(s.send(request(11, "resources/read", {{"uri", "file:///etc/passwd"}})), 11, kMcpResourceNotFound,
              "resource not found: file:///etc/passwd");
  check_error(s.send(request(12, "resources/read", json::object())), 12, kJsonRpcInvalidParams, "params.uri");
}

TEST_CASE("agent.mcp.hooks") {
  // on_initialize sees the client's clientInfo and the negotiated version; call_tool replaces
  // ToolBox::call for calls that passed the protocol checks.
  json client;
  std::string version;
  std::vector<std::pair<std::string, json>> calls;
  int fail_initialize = 1;
  McpServerOptions o{"kernelcraft", "9.9", kPrompt, {}, {}};
  o.on_initialize = [&](const json& info, const std::string& v) {
    if (fail_initialize-- > 0) throw std::runtime_error("cannot open the transcript");
    client = info;
    version = v;
  };
  o.call_tool = [&](const std::string& name, const json& args) {
    calls.emplace_back(name, args);
    return ToolResult{"recorded " + name, name == "grep_docs", json::object()};
  };
  Session s("mcp_hooks", o);
  // A failing hook fails the initialize; the server stays uninitialized and a retry works.
  check_error(s.send(init_request(1, "1999-01-01")), 1, kJsonRpcInternalError, "cannot open the transcript");
  check_error(s.send(request(2, "tools/list")), 2, kJsonRpcInvalidRequest, "server not initialized");
  REQUIRE(s.send(init_request(3, "1999-01-01")).contains("result"));
  CHECK(client == json{{"name", "test"}, {"version", "1"}});
  CHECK(version == mcp_protocol_versions().front());   // an unknown version gets the newest
  auto [text, is_error] = tool_text(s.send(tool_call(4, "check_syntax", nullptr)));
  CHECK(text == "recorded check_syntax");
  CHECK_FALSE(is_error);
  std::tie(text, is_error) = tool_text(s.send(tool_call(5, "grep_docs", {{"pattern", "M_MM"}})));
  CHECK(is_error);
  // Protocol errors never reach the hook.
  check_error(s.send(tool_call(6, "no_such_tool", json::object())), 6, kJsonRpcInvalidParams, "unknown tool");
  check_error(s.send(request(7, "tools/call", {{"name", "check_syntax"}, {"arguments", 3}})), 7, kJsonRpcInvalidParams,
              "must be an object");
  REQUIRE(calls.size() == 2);
  CHECK(calls[0] == std::make_pair(std::string("check_syntax"), json::object()));
  CHECK(calls[1].second == json{{"pattern", "M_MM"}});
  // The real tools were not called: no kernel file.
  CHECK_FALSE(fs::exists(s.tools.kernel_path()));
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
struct Child : kc::testsupport::McpChild {
  Child(const std::vector<std::string>& args, const std::string& err_file)
      : McpChild(KC_KERNELCRAFT_EXE, args, err_file) {}
};

}  // namespace

// The JSON lines of a transcript.
std::vector<json> transcript_events(const std::string& path) {
  std::istringstream in(read_text(path));
  std::vector<json> out;
  for (std::string line; std::getline(in, line);) out.push_back(json::parse(line));
  return out;
}

TEST_CASE("agent.mcp.process") {
  // A whole session: the client writes a broken kernel with write_code, then fixes the file with
  // its own editor, checks and evaluates it, and closes stdin. The session is an episode in the
  // results store with its evaluations, and its transcript replays identically.
  const std::string dir = test_dir("mcp_process");
  const std::string ws = dir + "/ws", db_path = dir + "/results.db", transcript = dir + "/t.jsonl";
  const bool sim = [] {
    std::string why;
    if (simulator_ready(&why)) return true;
    WARN("SKIPPED: run_evaluation part: " << why);
    return false;
  }();
  Child c({"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--hw", kHw, "--workspace", ws, "--db",
           db_path, "--transcript", transcript},
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
  c.send(tool_call(4, "write_code", {{"code", kSyntaxErrorKernel}}).dump());
  auto [text, is_error] = tool_text(c.receive());
  CHECK_FALSE(is_error);
  CHECK(contains(text, "Saved " + ws + "/kernel.asm ("));
  CHECK(read_text(ws + "/kernel.asm") == kSyntaxErrorKernel);
  const std::string kernel = sim ? baseline_kernel(relu_task(), relu_c1()) : relu_kernel(ReluKernel::correct);
  REQUIRE_FALSE(kernel.empty());
  write_text(ws + "/kernel.asm", kernel);   // the client's own edit
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
  const std::string err = read_text(dir + "/stderr.txt");
  CHECK(contains(err, "kernelcraft mcp: relu C1 on plena/default; kernel file "));
  CHECK(contains(err, sim ? "succeeded after 3 tool calls; final kernel pass, fresh seed pass" : "after 2 tool calls"));

  // The transcript: start (provider mcp, no budget), the client, the tool calls with the client's
  // edit between them, the end with the success check.
  const auto ev = transcript_events(transcript);
  REQUIRE(ev.size() == (sim ? 7u : 6u));
  CHECK(ev[0]["event"] == "start");
  CHECK(ev[0]["provider"] == "mcp");
  CHECK(ev[0]["settings"]["model"] == "mcp:test");
  CHECK(ev[0]["budget_iterations"] == 0);
  CHECK(ev[0]["hw"] == kHw);
  CHECK(ev[0]["workspace"] == fs::absolute(ws).string());
  CHECK(ev[0]["system"] == instructions);
  CHECK(ev[1]["event"] == "client");
  CHECK(ev[1]["client_info"]["name"] == "test");
  CHECK(ev[2]["event"] == "tool");
  CHECK(ev[2]["name"] == "write_code");
  CHECK(ev[2]["iteration"] == 1);
  CHECK(ev[3]["event"] == "kernel");
  CHECK(ev[3]["iteration"] == 1);
  CHECK(ev[3]["code"] == kernel);
  CHECK(ev[4]["name"] == "check_syntax");
  CHECK(ev[4]["iteration"] == 2);
  CHECK(ev.back()["event"] == "end");
  CHECK(ev.back()["end"] == "agent_stopped");
  CHECK(ev.back()["tool_calls"] == (sim ? 3 : 2));
  CHECK(ev.back()["iterations"] == (sim ? 3 : 2));

  // The results store: a run of kind mcp with one episode and its evaluations.
  ResultsDb db(db_path, ResultsDb::Mode::existing);
  const auto run = db.latest_run("mcp");
  REQUIRE(run);
  CHECK(run->finished_ok());
  CHECK(run->totals.cases == 1);
  CHECK(contains(run->command, "kernelcraft mcp --"));
  EpisodeFilter f;
  f.run_id = run->id;
  const auto eps = db.episodes(f);
  REQUIRE(eps.size() == 1);
  const EpisodeRecord& e = eps[0];
  CHECK(e.model == "mcp:test");
  CHECK(e.status == "done");
  CHECK(e.end_reason == "agent_stopped");
  CHECK(e.tool_calls == (sim ? 3 : 2));
  CHECK(e.transcript_path == transcript);
  EvaluationFilter ef;
  ef.run_id = run->id;
  const auto evals = db.evaluations(ef);
  if (sim) {
    CHECK(run->totals.passed == 1);
    CHECK(e.success == std::optional<bool>(true));
    CHECK(e.evaluations == 1);
    CHECK(e.first_pass_iteration == std::optional<int>(3));
    CHECK(e.fresh_status == "pass");
    REQUIRE(evals.size() == 2);   // run_evaluation and the final check
    CHECK(evals[0].kernel_label == "agent:mcp:test");
  }

  // Replay re-runs the calls with the client's edit: identical results.
  bp::ipstream out;
  bp::child replay(KC_KERNELCRAFT_EXE, bp::args({"replay", transcript}), bp::std_out > out, bp::std_err > dir + "/replay.txt");
  std::string all;
  for (std::string line; std::getline(out, line);) all += line + "\n";
  replay.wait();
  INFO(all << read_text(dir + "/replay.txt"));
  CHECK(replay.exit_code() == 0);
  CHECK(contains(all, sim ? "3 tool calls, 3 identical, 0 different" : "2 tool calls, 2 identical, 0 different"));
  CHECK(contains(all, "REPLAY OK"));
}

TEST_CASE("agent.mcp.process_sigterm") {
  // SIGTERM ends the session as 'interrupted', with what happened until then recorded.
  const std::string dir = test_dir("mcp_sigterm");
  const std::string db_path = dir + "/results.db";
  Child c({"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--db", db_path, "--model-name", "probe"},
          dir + "/stderr.txt");
  c.send(init_request(1).dump());
  REQUIRE(c.receive().contains("result"));
  c.send(tool_call(2, "write_code", {{"code", kSyntaxErrorKernel}}).dump());
  CHECK_FALSE(tool_text(c.receive()).second);
  ::kill(c.proc.id(), SIGTERM);
  c.proc.wait();
  CHECK(c.proc.exit_code() == 0);
  ResultsDb db(db_path, ResultsDb::Mode::existing);
  const auto run = db.latest_run("mcp");
  REQUIRE(run);
  CHECK(run->totals.interrupted);
  EpisodeFilter f;
  f.run_id = run->id;
  const auto eps = db.episodes(f);
  REQUIRE(eps.size() == 1);
  CHECK(eps[0].model == "mcp:probe");
  CHECK(eps[0].status == "interrupted");
  CHECK(eps[0].tool_calls == 1);
  // The default places: the episode directory next to the database.
  const std::string ep_dir = dir + "/episodes/mcp-run-" + std::to_string(run->id);
  CHECK(eps[0].transcript_path == ep_dir + "/transcript.jsonl");
  CHECK(read_text(ep_dir + "/workspace/kernel.asm") == kSyntaxErrorKernel);
  const auto ev = transcript_events(eps[0].transcript_path);
  REQUIRE_FALSE(ev.empty());
  CHECK(ev.back()["end"] == "interrupted");
}

TEST_CASE("agent.mcp.process_usage") {
  const std::string dir = test_dir("mcp_usage");
  // Bad command lines fail before serving, with nothing on stdout.
  write_text(dir + "/a-file", "not a directory");
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
      {{"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--no-record", "--db", dir + "/x.db"}, 2,
       "kernelcraft mcp: --no-record stores nothing: --db and --out do not apply"},
      {{"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--db", dir + "/a-file/x.db"}, 1,
       "kernelcraft mcp: "},
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
  Child c({"mcp", "--platform", "plena", "--task", "relu", "--config", "C1", "--workspace", dir + "/ws", "--docs", "short",
           "--no-record"},
          dir + "/stderr.txt");
  c.send(init_request(1).dump());
  CHECK(contains(c.receive()["result"]["instructions"].get<std::string>(), "plena ISA reference, short form"));
  CHECK(c.close_and_wait() == 0);
}
