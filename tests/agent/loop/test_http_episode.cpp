// The loop driving the real HTTP providers against a local server (fake_llm_server) that answers
// in the providers' published response shapes: an OpenAI-compatible episode run as a
// `kernelcraft agent` process (with a malformed tool-call JSON, an unknown tool, the tool results
// sent back, usage and cost, and the API key found nowhere on disk), an Anthropic episode with
// thinking blocks sent back, the token cap, and 429 then success.
#include <catch2/catch.hpp>
#include <filesystem>
#include <random>

#include "fake_llm_server.h"
#include "kc/episode.h"
#include "kc/llm_providers.h"
#include "kc/results_db.h"
#include "kc/transcript.h"
#include "loop_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::looptest;
using kc::test::FakeLlmServer;
using kc::test::ScriptedResponse;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// An OpenAI chat.completion with tool calls ({name, arguments text}) or a final text.
std::string openai_response(int n, const std::vector<std::pair<std::string, std::string>>& calls,
                            const std::string& text, int prompt_tokens, int completion_tokens) {
  json msg = {{"role", "assistant"}, {"content", calls.empty() ? json(text) : json(nullptr)}, {"refusal", nullptr}};
  if (!calls.empty()) {
    json tc = json::array();
    for (std::size_t i = 0; i < calls.size(); ++i)
      tc.push_back({{"id", "call_" + std::to_string(n) + "_" + std::to_string(i)},
                    {"type", "function"},
                    {"function", {{"name", calls[i].first}, {"arguments", calls[i].second}}}});
    msg["tool_calls"] = tc;
  }
  return json{{"id", "chatcmpl-" + std::to_string(n)},
              {"object", "chat.completion"},
              {"created", 1765432100 + n},
              {"model", "test-model-2026"},
              {"choices", {{{"index", 0}, {"message", msg}, {"logprobs", nullptr},
                            {"finish_reason", calls.empty() ? "stop" : "tool_calls"}}}},
              {"usage", {{"prompt_tokens", prompt_tokens},
                         {"completion_tokens", completion_tokens},
                         {"total_tokens", prompt_tokens + completion_tokens},
                         {"prompt_tokens_details", {{"cached_tokens", 0}}},
                         {"completion_tokens_details", {{"reasoning_tokens", 0}}}}}}
      .dump();
}

// An Anthropic message with a thinking block and tool_use blocks, or a final text.
std::string anthropic_response(int n, const std::vector<std::pair<std::string, json>>& calls, const std::string& text) {
  json content = json::array();
  content.push_back({{"type", "thinking"}, {"thinking", "Plan " + std::to_string(n)}, {"signature", "sig-" + std::to_string(n)}});
  if (calls.empty()) content.push_back({{"type", "text"}, {"text", text}});
  for (std::size_t i = 0; i < calls.size(); ++i)
    content.push_back({{"type", "tool_use"}, {"id", "toolu_" + std::to_string(n) + std::to_string(i)},
                       {"name", calls[i].first}, {"input", calls[i].second}});
  return json{{"id", "msg_" + std::to_string(n)},
              {"type", "message"},
              {"role", "assistant"},
              {"model", "claude-test"},
              {"content", content},
              {"stop_reason", calls.empty() ? "end_turn" : "tool_use"},
              {"stop_sequence", nullptr},
              {"usage", {{"input_tokens", 500}, {"output_tokens", 40}, {"cache_read_input_tokens", 100},
                         {"cache_creation_input_tokens", 0}}}}
      .dump();
}

std::string unique_key() {
  std::random_device rd;
  return "sk-kc-test-" + std::to_string(rd()) + "-" + std::to_string(rd()) + "-secret";
}

}  // namespace

TEST_CASE("agent.loop.openai_episode_process") {
  const std::string dir = test_dir("openai_episode_process");
  FakeLlmServer server;
  const std::string code = json(relu_kernel_v3()).dump();
  server.push(ScriptedResponse::json(200, openai_response(1, {{"write_code", "{\"code\":" + code + "}"},
                                                             {"run_evaluation", "{}"}}, "", 1000, 80)));
  server.push(ScriptedResponse::json(200, openai_response(2, {{"view_output", "{\"rows\": [0, "},
                                                             {"frobnicate", "{}"}}, "", 1500, 30)));
  server.push(ScriptedResponse::json(200, openai_response(3, {}, "Done: the kernel passes.", 1800, 10)));
  const std::string key = unique_key();
  const std::string db = dir + "/results.db";
  const Run r = kernelcraft({"agent", "--model", "openai:test-model", "--platform", "plena", "--task", "relu", "--config",
                             "C1", "--base-url", server.base_url(), "--db", db, "--out", dir + "/episodes", "--retries",
                             "0", "--json", "-q"},
                            {"OPENAI_API_KEY=" + key, "KC_RESULTS_DB="});
  INFO(r.err);
  CHECK(r.code == 0);
  const json summary = json::parse(r.out);
  CHECK(summary["success"] == true);
  CHECK(summary["end"] == "agent_stopped");
  CHECK(summary["iterations"] == 3);
  CHECK(summary["tool_calls"] == 4);
  CHECK(summary["first_pass_iteration"] == 1);
  CHECK(summary["usage"]["input_tokens"] == 4300);
  CHECK(summary["usage"]["output_tokens"] == 120);
  CHECK(summary["cost_usd"].is_null());   // test-model has no price

  // What the model was sent: the system prompt and the six tools, then the tool results.
  const auto reqs = server.requests();
  REQUIRE(reqs.size() == 3);
  CHECK(reqs[0].target == "/v1/chat/completions");
  CHECK(reqs[0].header("authorization") == "Bearer " + key);
  const json first = reqs[0].json();
  CHECK(first["model"] == "test-model");
  CHECK(first["messages"][0]["role"] == "system");
  CHECK(contains(first["messages"][0]["content"].get<std::string>(), "# plena ISA reference"));
  CHECK(first["messages"][1]["role"] == "user");
  CHECK(first["tools"].size() == 6);
  const json second = reqs[1].json();
  const json& msgs2 = second["messages"];
  REQUIRE(msgs2.size() == 5);   // system, user, assistant (2 calls), 2 tool results
  CHECK(msgs2[3]["role"] == "tool");
  CHECK(msgs2[3]["tool_call_id"] == "call_1_0");
  CHECK(contains(msgs2[3]["content"].get<std::string>(), "Saved"));
  CHECK(msgs2[4]["tool_call_id"] == "call_1_1");
  CHECK(contains(msgs2[4]["content"].get<std::string>(), "status: pass"));
  const json third = reqs[2].json();
  const json& msgs3 = third["messages"];
  REQUIRE(msgs3.size() == 8);
  CHECK(contains(msgs3[6]["content"].get<std::string>(), "are not a JSON object"));   // malformed arguments
  CHECK(contains(msgs3[7]["content"].get<std::string>(), "unknown tool 'frobnicate'. The tools are: write_code"));

  // The episode and its evaluations are in the results store.
  ResultsDb store(db, ResultsDb::Mode::existing);
  const auto eps = store.episodes();
  REQUIRE(eps.size() == 1);
  CHECK(eps[0].status == "done");
  CHECK(eps[0].end_reason == "agent_stopped");
  CHECK(eps[0].success == std::optional<bool>(true));
  CHECK(eps[0].tokens_in == 4300);
  CHECK(eps[0].fresh_status == "pass");
  EvaluationFilter ef;
  ef.kernel_label = "agent:openai:test-model";
  CHECK(store.evaluations(ef).size() == 2);   // the agent's run_evaluation and the success check

  // The key is nowhere on disk: transcript, workspace, database (and its WAL).
  CHECK(files_containing(dir, key).empty());
  CHECK(!contains(r.out + r.err, key));
}

TEST_CASE("agent.loop.anthropic_episode") {
  const std::string dir = test_dir("anthropic_episode");
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, anthropic_response(1, {{"write_code", {{"code", relu_kernel_v3()}}},
                                                                 {"check_syntax", json::object()}}, "")));
  server.push(ScriptedResponse::json(200, anthropic_response(2, {}, "It assembles; done.")));
  llm::ProviderOptions po;
  po.base_url = server.base_url();
  po.api_key_env = "KC_LOOP_TEST_ANTHROPIC_KEY";
  po.max_retries = 0;
  setenv("KC_LOOP_TEST_ANTHROPIC_KEY", "sk-ant-loop-test-key", 1);
  auto provider = llm::make_anthropic_provider(po);
  EpisodeSettings s;
  s.model = "anthropic:claude-test";
  s.thinking.mode = llm::Thinking::Mode::budget;
  s.thinking.budget_tokens = 2048;
  const EpisodeResult r = run_episode(*provider, relu_spec("C1", dir), s, nullptr);
  CHECK(r.end == EpisodeEnd::agent_stopped);
  CHECK(r.iterations == 2);
  CHECK(r.usage.input_tokens == 2 * 600);   // input + cache read
  CHECK(r.usage.cached_tokens == 200);
  CHECK(r.success);
  const auto reqs = server.requests();
  REQUIRE(reqs.size() == 2);
  const json second = reqs[1].json();
  CHECK(second["thinking"]["budget_tokens"] == 2048);
  CHECK(contains(second["system"].dump(), "plena ISA reference"));
  // The assistant turn goes back with its thinking block (signature verbatim) and tool uses; the
  // two tool results travel in one user message.
  const json& msgs = second["messages"];
  REQUIRE(msgs.size() == 3);
  CHECK(msgs[1]["content"][0]["type"] == "thinking");
  CHECK(msgs[1]["content"][0]["signature"] == "sig-1");
  CHECK(msgs[2]["role"] == "user");
  CHECK(msgs[2]["content"].size() == 2);
  CHECK(msgs[2]["content"][1]["type"] == "tool_result");
  CHECK(msgs[2]["content"][1]["tool_use_id"] == "toolu_11");
  CHECK(contains(msgs[2]["content"][1].dump(), "0 error(s)"));
  // The transcript keeps the thinking and its signature.
  const Transcript t = read_transcript(dir + "/transcript.jsonl");
  bool seen = false;
  for (const auto& e : t.events)
    if (e["event"] == "turn" && e["iteration"] == 1) seen = e["message"]["thinking_signature"] == "sig-1";
  CHECK(seen);
}

TEST_CASE("agent.loop.token_cap_and_retry") {
  const std::string dir = test_dir("token_cap_and_retry");
  FakeLlmServer server;
  server.push(ScriptedResponse::json(429, R"({"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}})")
                  .header("Retry-After", "0"));
  for (int i = 1; i <= 5; ++i)
    server.push(ScriptedResponse::json(200, openai_response(i, {{"check_syntax", "{}"}}, "", 3000, 100)));
  llm::ProviderOptions po;
  po.base_url = server.base_url();
  po.api_key_env = "KC_LOOP_TEST_OPENAI_KEY";
  po.max_retries = 2;
  po.sleep = [](double) {};
  std::vector<std::string> retries;
  po.on_retry = [&](int, double, const std::string& why) { retries.push_back(why); };
  setenv("KC_LOOP_TEST_OPENAI_KEY", "sk-openai-loop-test-key", 1);
  auto provider = llm::make_openai_provider(po);
  EpisodeSettings s;
  s.model = "openai:test-model";
  s.max_tokens = 6000;   // reached after the second turn (2 x 3100)
  const EpisodeResult r = run_episode(*provider, relu_spec("C1", dir), s, nullptr);
  CHECK(r.end == EpisodeEnd::tokens);
  CHECK(r.iterations == 2);
  CHECK(retries.size() == 1);
  CHECK(server.requests().size() == 3);
  // check_syntax before any write_code is an error result, and nothing was written: no kernel.
  CHECK(r.final_kernel.empty());
  CHECK(!r.final_eval);
  CHECK(!r.success);
  const Transcript t = read_transcript(dir + "/transcript.jsonl");
  REQUIRE(t.end());
  CHECK((*t.end())["end"] == "tokens");
  CHECK((*t.end())["final"].is_null());
}
