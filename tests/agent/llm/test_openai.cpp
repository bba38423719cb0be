// The OpenAI-compatible provider against the local server: a multi-turn tool-call conversation
// (the exact JSON sent each turn), usage and stop reasons, DeepSeek's reasoning_content, Gemini's
// thought signatures on tool calls, malformed tool-call arguments, and the request options.
#include "llm_test_util.h"
#include "wire_format.h"

using namespace kc::llm;
using namespace kc::test;
using nlohmann::json;

namespace {

const char kKeyEnv[] = "KC_TEST_OPENAI_KEY";
const char kKey[] = "sk-test-openai-3f9a1c7e5b";

}  // namespace

TEST_CASE("agent.llm.openai.conversation") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("openai/response_tool_calls.json")));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  ProviderOptions o = test_options(server, log, kKeyEnv);
  o.max_tokens_field = "max_completion_tokens";  // as "auto" picks for api.openai.com
  const auto provider = make_openai_provider(o);
  CHECK(provider->name() == "openai");

  CompletionRequest req = first_request("gpt-5.2");
  req.thinking.reasoning_effort = "high";
  const CompletionResponse r1 = provider->complete(req);

  // Turn 1: two parallel tool calls, arguments parsed, usage and stop reason normalised.
  CHECK(r1.message.role == Role::assistant);
  CHECK(r1.message.text.empty());
  REQUIRE(r1.message.tool_calls.size() == 2);
  const ToolCall& write = r1.message.tool_calls[0];
  CHECK(write.id == "call_w1Zb7RkQy3Lm9Dx2");
  CHECK(write.name == "write_code");
  CHECK(write.arguments == json{{"code", "vload v1, 0(a0)\nvmax v1, v1, 0\nvstore v1, 0(a1)\nhalt\n"}});
  CHECK(write.raw_arguments == "{\"code\":\"vload v1, 0(a0)\\nvmax v1, v1, 0\\nvstore v1, 0(a1)\\nhalt\\n\"}");
  CHECK(write.parse_error.empty());
  CHECK(write.provider_data.is_null());
  CHECK(r1.message.tool_calls[1].name == "check_syntax");
  CHECK(r1.message.tool_calls[1].arguments == json::object());
  CHECK(r1.stop_reason == "tool_use");
  CHECK(r1.usage.input_tokens == 1204);
  CHECK(r1.usage.output_tokens == 187);
  CHECK(r1.usage.reasoning_tokens == 64);
  CHECK(r1.usage.cached_tokens == 1024);
  CHECK(r1.response_id == "chatcmpl-CZx7kq2Lw1b9Yf3oVt5Pn8Ae0Rj4M");
  CHECK(r1.model == "gpt-5.2-2025-12-11");
  CHECK(r1.attempts == 1);
  CHECK(r1.latency_seconds > 0);

  // Turn 2: the assistant turn goes back with its call ids, then one tool message per result.
  req.messages.push_back(r1.message);
  req.messages.push_back(tool_result(write.id, "write_code", "saved 52 bytes"));
  req.messages.push_back(tool_result(r1.message.tool_calls[1].id, "check_syntax", "ok: no diagnostics"));
  req.messages.push_back(text_message(Role::user, "13 iterations left."));
  const CompletionResponse r2 = provider->complete(req);
  CHECK(r2.message.text == "The kernel is written and assembles cleanly.");
  CHECK(r2.message.tool_calls.empty());
  CHECK(r2.stop_reason == "end_turn");
  CHECK(r2.usage.input_tokens == 1480);
  CHECK(r2.usage.cached_tokens == 1280);

  const auto sent = server.requests();
  REQUIRE(sent.size() == 2);
  check_json_equal(sent[0].json(), fixture_json("openai/request_turn1.json"));
  check_json_equal(sent[1].json(), fixture_json("openai/request_turn2.json"));
  for (const auto& s : sent) {
    CHECK(s.method == "POST");
    CHECK(s.target == "/v1/chat/completions");
    CHECK(s.header("authorization") == std::string("Bearer ") + kKey);
    CHECK(s.header("content-type") == "application/json");
    CHECK(!s.has_header("expect"));  // no 100-continue stall
  }
  CHECK(server.pending() == 0);
  CHECK(log.sleeps.empty());
}

TEST_CASE("agent.llm.openai.reasoning_content") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("openai/response_reasoning_content.json")));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));

  CompletionRequest req = first_request("deepseek-reasoner");
  const CompletionResponse r = provider->complete(req);
  CHECK(r.message.thinking == "The input is in a0 and the output in a1; a vector max with zero is ReLU.");
  CHECK(r.message.text.empty());
  REQUIRE(r.message.tool_calls.size() == 1);
  CHECK(r.message.tool_calls[0].id == "call_00_kT2vR9sLq4Wm8Xn1Yb6Pc3Hd");
  CHECK(r.message.tool_calls[0].arguments == json{{"code", "halt\n"}});
  // DeepSeek's streaming-style `index` on a tool call is part of the call, not provider data.
  CHECK(r.message.tool_calls[0].provider_data.is_null());
  CHECK(r.usage.input_tokens == 900);
  CHECK(r.usage.output_tokens == 240);
  CHECK(r.usage.reasoning_tokens == 180);
  CHECK(r.usage.cached_tokens == 768);

  // The reasoning of a tool-calling turn goes back as reasoning_content (DeepSeek requires it).
  req.messages.push_back(r.message);
  req.messages.push_back(tool_result("call_00_kT2vR9sLq4Wm8Xn1Yb6Pc3Hd", "write_code", "saved 5 bytes"));
  provider->complete(req);
  const json sent = server.requests().at(1).json();
  check_json_equal(sent["messages"][2], json::parse(R"({
      "role": "assistant", "content": null,
      "reasoning_content": "The input is in a0 and the output in a1; a vector max with zero is ReLU.",
      "tool_calls": [{"id": "call_00_kT2vR9sLq4Wm8Xn1Yb6Pc3Hd", "type": "function",
                      "function": {"name": "write_code", "arguments": "{\"code\": \"halt\\n\"}"}}]})"));

  // Reasoning of a turn without tool calls is not sent back.
  Message plain = text_message(Role::assistant, "Done.");
  plain.thinking = "private";
  const auto body = detail::openai_request(CompletionRequest{"m", {plain}, {}, {}, 100, {}}, "max_completion_tokens");
  CHECK(!body["messages"][0].contains("reasoning_content"));
  CHECK(body["messages"][0]["content"] == "Done.");
}

TEST_CASE("agent.llm.openai.deepseek_cache_fields") {
  // DeepSeek's own names for cache hits count when prompt_tokens_details is absent.
  const json body = json::parse(R"({"id": "x", "model": "deepseek-chat",
      "choices": [{"index": 0, "message": {"role": "assistant", "content": "hi"}, "finish_reason": "stop"}],
      "usage": {"prompt_tokens": 500, "completion_tokens": 10, "total_tokens": 510,
                "prompt_cache_hit_tokens": 384, "prompt_cache_miss_tokens": 116}})");
  const CompletionResponse r = detail::openai_response(body);
  CHECK(r.usage.input_tokens == 500);
  CHECK(r.usage.cached_tokens == 384);
  CHECK(r.usage.reasoning_tokens == 0);
}

// A number too large for a double is nlohmann's out_of_range, not a parse_error: it is a
// malformed call like any other, never an exception out of the provider (found by fuzzing).
TEST_CASE("agent.llm.tool_arguments_number_overflow") {
  ToolCall call;
  REQUIRE_NOTHROW(detail::set_tool_arguments(call, R"({"code": "x", "n": 1e999})"));
  CHECK(call.arguments.is_null());
  CHECK(call.raw_arguments == R"({"code": "x", "n": 1e999})");
  CHECK_THAT(call.parse_error, Catch::StartsWith("arguments are not valid JSON: number overflow parsing '1e999'"));
}

TEST_CASE("agent.llm.openai.malformed_arguments") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("openai/response_bad_arguments.json")));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));

  CompletionRequest req = first_request("Qwen/Qwen3-Coder-30B-A3B-Instruct");
  CompletionResponse r;
  REQUIRE_NOTHROW(r = provider->complete(req));
  REQUIRE(r.message.tool_calls.size() == 3);
  const ToolCall& truncated = r.message.tool_calls[0];
  CHECK(truncated.arguments.is_null());
  CHECK(truncated.raw_arguments == "{\"code\": \"vload v1, 0(a0)\n");
  CHECK_THAT(truncated.parse_error, Catch::StartsWith("arguments are not valid JSON: parse error at line 2, column 0: "
                                                      "syntax error while parsing value - invalid string: control "
                                                      "character U+000A (LF) must be escaped"));
  const ToolCall& array = r.message.tool_calls[1];
  CHECK(array.arguments.is_null());
  CHECK(array.parse_error == "arguments must be a JSON object, not array");
  // An empty argument string is a call without arguments.
  const ToolCall& empty = r.message.tool_calls[2];
  CHECK(empty.arguments == json::object());
  CHECK(empty.parse_error.empty());
  CHECK(r.usage.input_tokens == 850);
  CHECK(r.usage.cached_tokens == 0);  // prompt_tokens_details: null

  // The malformed text goes back exactly as the model wrote it.
  req.messages.push_back(r.message);
  for (const auto& c : r.message.tool_calls)
    req.messages.push_back(tool_result(c.id, c.name, "error: bad arguments", true));
  provider->complete(req);
  const json calls = server.requests().at(1).json()["messages"][2]["tool_calls"];
  CHECK(calls[0]["function"]["arguments"] == "{\"code\": \"vload v1, 0(a0)\n");
  CHECK(calls[1]["function"]["arguments"] == "[\"vmax\"]");
  CHECK(calls[2]["function"]["arguments"] == "{}");  // blank arguments go back as the {} they meant
}

TEST_CASE("agent.llm.openai.thought_signature") {
  // Gemini's OpenAI-compatible endpoint signs tool calls in extra_content; they must come back.
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("openai/response_thought_signature.json")));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));

  CompletionRequest req = first_request("gemini-3-pro-preview");
  const CompletionResponse r = provider->complete(req);
  REQUIRE(r.message.tool_calls.size() == 1);
  const json extra =
      fixture_json("openai/response_thought_signature.json")["choices"][0]["message"]["tool_calls"][0]["extra_content"];
  CHECK(r.message.tool_calls[0].provider_data == json{{"extra_content", extra}});
  CHECK(r.message.text.empty());
  CHECK(r.usage.reasoning_tokens == 200);

  req.messages.push_back(r.message);
  req.messages.push_back(tool_result(r.message.tool_calls[0].id, "grep_docs", "## vmax ..."));
  provider->complete(req);
  const json call = server.requests().at(1).json()["messages"][2]["tool_calls"][0];
  CHECK(call["extra_content"] == extra);
  CHECK(call["id"] == "function-call-11827454186349282618");
}

TEST_CASE("agent.llm.openai.stop_reasons") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("openai/response_length.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));
  const CompletionResponse r = provider->complete(first_request("gpt-5.2"));
  CHECK(r.stop_reason == "max_tokens");
  CHECK(r.message.text == "The kernel needs to");
  CHECK(r.usage.input_tokens == 100);
  CHECK(r.usage.output_tokens == 16);

  auto with_finish = [](const char* reason) {
    json body = json::parse(fixture("openai/response_final.json"));
    body["choices"][0]["finish_reason"] = reason;
    return detail::openai_response(body).stop_reason;
  };
  CHECK(with_finish("stop") == "end_turn");
  CHECK(with_finish("tool_calls") == "tool_use");
  CHECK(with_finish("length") == "max_tokens");
  CHECK(with_finish("content_filter") == "content_filter");
}

TEST_CASE("agent.llm.openai.request_options") {
  CompletionRequest req = first_request("gpt-5.2");
  // Defaults: max_completion_tokens, no reasoning_effort, no temperature.
  auto body = detail::openai_request(req, "max_completion_tokens");
  CHECK(body["max_completion_tokens"] == 4096);
  CHECK(!body.contains("max_tokens"));
  CHECK(!body.contains("reasoning_effort"));
  CHECK(!body.contains("temperature"));
  // Older servers: max_tokens; or no limit at all.
  CHECK(detail::openai_request(req, "max_tokens")["max_tokens"] == 4096);
  body = detail::openai_request(req, "");
  CHECK(!body.contains("max_tokens"));
  CHECK(!body.contains("max_completion_tokens"));
  // reasoning_effort is sent as configured in every mode (the format has no on/off switch).
  req.thinking.mode = Thinking::Mode::off;
  req.thinking.reasoning_effort = "none";
  CHECK(detail::openai_request(req, "max_completion_tokens")["reasoning_effort"] == "none");
  req.thinking = Thinking{Thinking::Mode::budget, 4000, ""};
  CHECK(!detail::openai_request(req, "max_completion_tokens").contains("reasoning_effort"));
  req.temperature = 0.25;
  CHECK(detail::openai_request(req, "max_completion_tokens")["temperature"] == 0.25);
  // Without tools there is neither `tools` nor `tool_choice`.
  req.tools.clear();
  body = detail::openai_request(req, "max_completion_tokens");
  CHECK(!body.contains("tools"));
  CHECK(!body.contains("tool_choice"));
  // Invalid UTF-8 in a tool output does not fail the request.
  req.messages.push_back(tool_result("call_1", "view_output", std::string("bytes \xff\xfe end")));
  const std::string text = detail::request_text(detail::openai_request(req, ""));
  CHECK(json::parse(text)["messages"][2]["content"] == "bytes \xEF\xBF\xBD\xEF\xBF\xBD end");
}

TEST_CASE("agent.llm.openai.max_tokens_field_option") {
  // "auto" (the default) sends max_tokens to every server but api.openai.com.
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  ProviderOptions o = test_options(server, log, kKeyEnv);
  CHECK(o.max_tokens_field == "auto");
  make_openai_provider(o)->complete(first_request("qwen3:8b"));
  json sent = server.requests().at(0).json();
  CHECK(sent["max_tokens"] == 4096);
  CHECK(!sent.contains("max_completion_tokens"));
  o.max_tokens_field = "max_completion_tokens";
  make_openai_provider(o)->complete(first_request("qwen3:8b"));
  sent = server.requests().at(1).json();
  CHECK(sent["max_completion_tokens"] == 4096);
  CHECK(!sent.contains("max_tokens"));

  using detail::openai_max_tokens_field;
  CHECK(openai_max_tokens_field("auto", "https://api.openai.com/v1/chat/completions") == "max_completion_tokens");
  CHECK(openai_max_tokens_field("auto", "https://API.OpenAI.com:443/v1/chat/completions") == "max_completion_tokens");
  CHECK(openai_max_tokens_field("auto", "https://api.deepseek.com/v1/chat/completions") == "max_tokens");
  CHECK(openai_max_tokens_field("auto", "https://api.openai.com.evil.example/v1/chat/completions") == "max_tokens");
  CHECK(openai_max_tokens_field("max_completion_tokens", "http://127.0.0.1:8000/v1/chat/completions") ==
        "max_completion_tokens");
  CHECK(openai_max_tokens_field("", "https://api.openai.com/v1/chat/completions") == "");
}

// Token counts are whole numbers from 0 to 2^53. A provider's 1e300 used to be converted to int64_t
// unchecked (undefined behaviour); it is now a protocol error naming the field, like a string or a
// negative count. Absent and null still count 0, and 12.0 is 12.
TEST_CASE("agent.llm.usage_counts") {
  const json u = json::parse(R"({"a": 12, "b": 12.0, "c": null, "big": 1e300, "neg": -1, "frac": 2.5,
                                 "text": "7", "top": 9007199254740992, "over": 9007199254740993,
                                 "huge": 18446744073709551615})");
  CHECK(detail::usage_count(u, "a") == 12);
  CHECK(detail::usage_count(u, "b") == 12);
  CHECK(detail::usage_count(u, "c") == 0);
  CHECK(detail::usage_count(u, "absent") == 0);
  CHECK(detail::usage_count(json::array(), "a") == 0);
  CHECK(detail::usage_count(u, "top") == (int64_t(1) << 53));
  for (const char* bad : {"big", "neg", "frac", "text", "over", "huge"})
    CHECK_THROWS_WITH(detail::usage_count(u, bad), Catch::Contains(std::string("usage.") + bad + ": not a token count"));
  const json body = json::parse(R"({"choices": [{"message": {"role": "assistant", "content": "hi"}, "finish_reason": "stop"}],
                                    "usage": {"prompt_tokens": 1e300, "completion_tokens": 3}})");
  CHECK_THROWS_AS(detail::openai_response(body), detail::WireError);
}

// kc::json_integer holds exactly what the target type holds.
TEST_CASE("agent.llm.json_integer_bounds") {
  using kc::json_integer;
  CHECK(json_integer<int8_t>(json(127)) == int8_t(127));
  CHECK(!json_integer<int8_t>(json(128)));
  CHECK(json_integer<int8_t>(json(-128)) == int8_t(-128));
  CHECK(!json_integer<int8_t>(json(-129)));
  CHECK(!json_integer<uint32_t>(json(-1)));
  CHECK(json_integer<uint32_t>(json(4294967295.0)) == 4294967295u);
  CHECK(!json_integer<uint32_t>(json(4294967296.0)));
  CHECK(json_integer<int64_t>(json(-9223372036854775808.0)) == INT64_MIN);
  CHECK(!json_integer<int64_t>(json(9223372036854775808.0)));  // 2^63: one past the range
  CHECK(!json_integer<int64_t>(json(uint64_t(1) << 63)));
  CHECK(json_integer<uint64_t>(json(UINT64_MAX)) == UINT64_MAX);
  CHECK(!json_integer<uint64_t>(json(18446744073709551616.0)));  // 2^64
  CHECK(!json_integer<int>(json(std::nan(""))));
  CHECK(!json_integer<int>(json(1e300)));
  CHECK(!json_integer<int>(json(0.5)));
  CHECK(!json_integer<int>(json(true)));
  CHECK(!json_integer<int>(json("3")));
  CHECK(json_integer<int>(json(-0.0)) == 0);
}
