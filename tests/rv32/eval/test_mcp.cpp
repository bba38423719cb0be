// The MCP server on rv32 (`kernelcraft mcp --platform rv32` as a child process): the tools list,
// a kernel written to the platform's kernel file (kernel.S), an evaluation on the rv32 RTL with the
// C baseline's cycles, grep_docs over the rv32 ISA reference, get_inst_size, and the final
// fresh-seed check when the client closes stdin; the transcript replays identically.
#include "mcp_child.h"
#include "test_support.h"

#include <filesystem>

using nlohmann::json;
using kc::testsupport::contains;

namespace {

json call(kc::testsupport::McpChild& c, int id, const std::string& tool, const json& args) {
  c.send(json{{"jsonrpc", "2.0"}, {"id", id}, {"method", "tools/call"}, {"params", {{"name", tool}, {"arguments", args}}}}
             .dump());
  json r = c.receive();
  REQUIRE(r["id"] == id);
  return r["result"];
}

std::string text_of(const json& result) { return result["content"][0]["text"].get<std::string>(); }

}  // namespace

TEST_CASE("rv32.eval.mcp_session") {
  const std::string dir = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, "mcp_session");
  const std::string kernel = kc::testsupport::read_file(std::string(KC_SOURCE_DIR) + "/examples/agent/dot_repair/v3.S");
  REQUIRE(!kernel.empty());
  kc::testsupport::McpChild c(KC_KERNELCRAFT_EXE,
                              {"mcp", "--platform", "rv32", "--task", "dot_product", "--config", "C1", "--db",
                               dir + "/results.db", "--out", dir + "/episodes", "--workspace", dir + "/ws"},
                              dir + "/stderr.txt");
  c.send(json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
              {"params", {{"protocolVersion", "2025-06-18"}, {"capabilities", json::object()},
                          {"clientInfo", {{"name", "rv32-test"}, {"version", "1"}}}}}}
             .dump());
  const json init = c.receive();
  CHECK(contains(init["result"]["instructions"].get<std::string>(), "Task ABI"));
  CHECK(contains(init["result"]["instructions"].get<std::string>(), "MULH"));
  c.send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");

  const json saved = call(c, 2, "write_code", {{"code", kernel}});
  CHECK(contains(text_of(saved), "/ws/kernel.S"));
  CHECK(std::filesystem::exists(dir + "/ws/kernel.S"));

  const std::string eval = text_of(call(c, 3, "run_evaluation", json::object()));
  INFO(eval);
  CHECK(contains(eval, "status: pass"));
  CHECK(contains(eval, "cycles: 2723"));          // the RTL's count for this kernel on default
  CHECK(contains(eval, "baseline 3367 cycles"));  // the C baseline on the same core

  const std::string docs = text_of(call(c, 4, "grep_docs", {{"pattern", "mulh"}}));
  CHECK(contains(docs, "rv32.md"));
  CHECK(contains(docs, "mulh rd, rs1, rs2"));
  CHECK(contains(text_of(call(c, 5, "get_inst_size", json::object())), "Static: 39 instructions"));

  CHECK(c.close_and_wait() == 0);
  const std::string err = kc::testsupport::read_file(dir + "/stderr.txt");
  INFO(err);
  CHECK(contains(err, "dot_product C1 on rv32/default; kernel file "));
  CHECK(contains(err, "final kernel pass, fresh seed pass"));

  std::string transcript;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir + "/episodes"))
    if (e.path().filename() == "transcript.jsonl") transcript = e.path().string();
  REQUIRE(!transcript.empty());
  const int rc = boost::process::system(KC_KERNELCRAFT_EXE, "replay", transcript,
                                        boost::process::std_out > dir + "/replay.txt", boost::process::std_err > dir + "/replay.err");
  INFO(kc::testsupport::read_file(dir + "/replay.txt"));
  CHECK(rc == 0);
  CHECK(contains(kc::testsupport::read_file(dir + "/replay.txt"), "REPLAY OK"));
}
