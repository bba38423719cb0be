// The Anthropic provider against the local server: a multi-turn tool-use conversation with
// thinking (the exact JSON sent: system placement, the signed thinking block echoed, tool
// results merged into one user turn), redacted thinking, usage with prompt caching, stop
// reasons, tool_use input that is not an object, and the thinking settings.
#include "llm_test_util.h"
#include "wire_format.h"

using namespace kc::llm;
using namespace kc::test;
using nlohmann::json;

namespace {

const char kKeyEnv[] = "KC_TEST_ANTHROPIC_KEY";
const char kKey[] = "sk-ant-test-8d2b6f0a4c";

}  // namespace

TEST_CASE("agent.llm.anthropic.conversation") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("anthropic/response_thinking_tool_use.json")));
  server.push(ScriptedResponse::json(200, fixture("anthropic/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_anthropic_provider(test_options(server, log, kKeyEnv));
  CHECK(provider->name() == "anthropic");

  CompletionRequest req = first_request("claude-sonnet-4-5");
  req.thinking.mode = Thinking::Mode::on;
  const CompletionResponse r1 = provider->complete(req);

  CHECK(r1.message.role == Role::assistant);
  CHECK(r1.message.text == "I'll write the kernel and check it.");
  CHECK(r1.message.thinking ==
        "ReLU is max(x, 0): load, vmax with zero, store. I should check the syntax right after writing.");
  CHECK(r1.message.thinking_signature ==
        "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds6Ll0Tv5P3QnlIF3Z2J5dm5Nf1sPZ2l0cjcEqVmOU3NiBwSr1cGXm2C1gA"
        "==");
  CHECK(r1.message.provider_data.is_null());  // one signed block fits the two fields
  REQUIRE(r1.message.tool_calls.size() == 2);
  CHECK(r1.message.tool_calls[0].id == "toolu_01A09q90qw90lq917835lq9");
  CHECK(r1.message.tool_calls[0].name == "write_code");
  CHECK(r1.message.tool_calls[0].arguments ==
        json{{"code", "vload v1, 0(a0)\nvmax v1, v1, 0\nvstore v1, 0(a1)\nhalt\n"}});
  CHECK(r1.message.tool_calls[0].parse_error.empty());
  CHECK(r1.message.tool_calls[1].arguments == json::object());
  CHECK(r1.stop_reason == "tool_use");
  // input_tokens + cache creation + cache read: every prompt token.
  CHECK(r1.usage.input_tokens == 312 + 1500);
  CHECK(r1.usage.cached_tokens == 0);
  CHECK(r1.usage.output_tokens == 420);
  CHECK(r1.usage.reasoning_tokens == 0);  // Anthropic does not report thinking tokens apart
  CHECK(r1.response_id == "msg_01XFDUDYJgAACzvnptvVoYEL");
  CHECK(r1.model == "claude-sonnet-4-5-20250929");

  // Turn 2: two tool results (one failed) and a note from the loop: one user turn.
  req.messages.push_back(r1.message);
  req.messages.push_back(tool_result("toolu_01A09q90qw90lq917835lq9", "write_code", "saved 52 bytes"));
  req.messages.push_back(
      tool_result("toolu_01BkQ7t3Uv5Wx8Yz1Ab4Cd6E", "check_syntax", "1:1: error: unknown mnemonic 'vload'", true));
  req.messages.push_back(text_message(Role::user, "13 iterations left."));
  const CompletionResponse r2 = provider->complete(req);
  CHECK(r2.message.text == "The kernel is written and assembles cleanly.");
  CHECK(r2.message.thinking.empty());
  CHECK(r2.stop_reason == "end_turn");
  CHECK(r2.usage.input_tokens == 150 + 600 + 1500);
  CHECK(r2.usage.cached_tokens == 1500);
  CHECK(r2.usage.output_tokens == 25);

  const auto sent = server.requests();
  REQUIRE(sent.size() == 2);
  check_json_equal(sent[0].json(), fixture_json("anthropic/request_turn1.json"));
  check_json_equal(sent[1].json(), fixture_json("anthropic/request_turn2.json"));
  for (const auto& s : sent) {
    CHECK(s.method == "POST");
    CHECK(s.target == "/v1/messages");
    CHECK(s.header("x-api-key") == kKey);
    CHECK(s.header("anthropic-version") == "2023-06-01");
    CHECK(s.header("content-type") == "application/json");
    CHECK(!s.has_header("authorization"));
    CHECK(!s.has_header("expect"));
  }
}

TEST_CASE("agent.llm.anthropic.redacted_thinking") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("anthropic/response_redacted_thinking.json")));
  server.push(ScriptedResponse::json(200, fixture("anthropic/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_anthropic_provider(test_options(server, log, kKeyEnv));

  CompletionRequest req = first_request("claude-sonnet-4-5");
  req.thinking = Thinking{Thinking::Mode::budget, 2048, ""};
  const CompletionResponse r = provider->complete(req);
  CHECK(r.message.thinking == "The first part of the reasoning.");
  CHECK(r.message.thinking_signature.empty());  // several blocks: kept verbatim instead
  const json blocks = fixture_json("anthropic/response_redacted_thinking.json")["content"];
  CHECK(r.message.provider_data == json{{"anthropic_thinking_blocks", {blocks[0], blocks[1]}}});
  REQUIRE(r.message.tool_calls.size() == 1);
  CHECK(r.message.tool_calls[0].name == "run_evaluation");

  req.messages.push_back(r.message);
  req.messages.push_back(tool_result(r.message.tool_calls[0].id, "run_evaluation", "pass"));
  provider->complete(req);
  const json sent = server.requests().at(1).json();
  CHECK(sent["max_tokens"] == 4096 + 2048);
  CHECK(sent["thinking"] == json{{"type", "enabled"}, {"budget_tokens", 2048}});
  // Both blocks go back first and verbatim, the tool call after them.
  check_json_equal(sent["messages"][1]["content"], json::array({blocks[0], blocks[1], blocks[2]}));
}

TEST_CASE("agent.llm.anthropic.stop_and_input") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("anthropic/response_max_tokens.json")));
  server.push(ScriptedResponse::json(200, fixture("anthropic/response_bad_input.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_anthropic_provider(test_options(server, log, kKeyEnv));

  const CompletionResponse cut = provider->complete(first_request("claude-sonnet-4-5"));
  CHECK(cut.stop_reason == "max_tokens");
  CHECK(cut.message.text == "The kernel needs to");

  // tool_use input that is not an object: reported on the call, never thrown.
  CompletionResponse r;
  REQUIRE_NOTHROW(r = provider->complete(first_request("claude-haiku-4-5")));
  REQUIRE(r.message.tool_calls.size() == 1);
  CHECK(r.message.tool_calls[0].arguments.is_null());
  CHECK(r.message.tool_calls[0].raw_arguments == "\"vload v1, 0(a0)\"");
  CHECK(r.message.tool_calls[0].parse_error == "input is string, not a JSON object");
  CHECK(r.usage.input_tokens == 90);  // no cache fields at all
}

TEST_CASE("agent.llm.anthropic.thinking_settings") {
  CompletionRequest req = first_request("claude-sonnet-4-5");
  auto body = [&] { return json(detail::anthropic_request(req)); };
  // Provider default: no thinking field, max_tokens as asked.
  CHECK(!body().contains("thinking"));
  CHECK(body()["max_tokens"] == 4096);
  // Off is explicit.
  req.thinking.mode = Thinking::Mode::off;
  CHECK(body()["thinking"] == json{{"type", "disabled"}});
  CHECK(body()["max_tokens"] == 4096);
  // On: the default budget, added to max_tokens so the answer keeps its cap.
  req.thinking.mode = Thinking::Mode::on;
  CHECK(body()["thinking"] == json{{"type", "enabled"}, {"budget_tokens", detail::kAnthropicDefaultThinkingBudget}});
  CHECK(body()["max_tokens"] == 4096 + detail::kAnthropicDefaultThinkingBudget);
  // A budget below the API's minimum is raised to it.
  req.thinking = Thinking{Thinking::Mode::budget, 100, ""};
  CHECK(body()["thinking"]["budget_tokens"] == detail::kAnthropicMinThinkingBudget);
  req.thinking = Thinking{Thinking::Mode::budget, 20000, "high"};
  CHECK(body()["thinking"]["budget_tokens"] == 20000);
  CHECK(body()["max_tokens"] == 24096);
  CHECK(!body().contains("reasoning_effort"));
  // Temperature is sent as configured (the API rejects it with thinking; that error surfaces).
  req.temperature = 0.5;
  CHECK(body()["temperature"] == 0.5);
}

TEST_CASE("agent.llm.anthropic.message_mapping") {
  CompletionRequest req;
  req.model = "claude-haiku-4-5";
  req.max_tokens = 1000;
  req.messages = {text_message(Role::system, "Part one."),
                  text_message(Role::user, "Go."),
                  text_message(Role::system, "Part two."),
                  text_message(Role::user, "Also this."),
                  text_message(Role::assistant, ""),  // nothing to send: skipped
                  text_message(Role::user, "")};
  // An assistant turn whose thinking came from another provider has no signature: not sent.
  Message foreign = text_message(Role::assistant, "Answer.");
  foreign.thinking = "unsigned reasoning";
  req.messages.push_back(foreign);
  const auto body = detail::anthropic_request(req);
  CHECK(body["system"] == "Part one.\n\nPart two.");
  check_json_equal(json(body["messages"]), json::parse(R"([
      {"role": "user", "content": [{"type": "text", "text": "Go."}, {"type": "text", "text": "Also this."}]},
      {"role": "assistant", "content": [{"type": "text", "text": "Answer."}]}])"));
  CHECK(!body.contains("tools"));
}

TEST_CASE("agent.llm.anthropic.missing_max_tokens") {
  FakeLlmServer server;
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_anthropic_provider(test_options(server, log, kKeyEnv));
  CompletionRequest req = first_request("claude-sonnet-4-5");
  req.max_tokens = 0;
  try {
    provider->complete(req);
    FAIL("no error");
  } catch (const ProviderError& e) {
    CHECK(e.kind() == ProviderError::Kind::bad_request);
    CHECK_THAT(e.what(), Catch::Contains("max_tokens must be positive"));
  }
  CHECK(server.requests().empty());
}
