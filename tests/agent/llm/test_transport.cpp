// The transport both providers share, against the local server: retries (429 with Retry-After,
// 5xx, 529, dropped connections, refused connections), errors that must not be retried (400,
// 401, x-should-retry: false), stalls that time out, bodies that are not JSON, endpoint and key
// resolution, and that the API key never leaves the auth header.
#include <unistd.h>

#include <chrono>
#include <ctime>

#include "http_transport.h"
#include "llm_test_util.h"

using namespace kc::llm;
using namespace kc::test;
using nlohmann::json;
using Kind = ProviderError::Kind;

namespace {

const char kKeyEnv[] = "KC_TEST_TRANSPORT_KEY";
const char kKey[] = "sk-test-transport-6e4c2a08";

// Runs `f`, which must throw ProviderError; returns it.
template <class F>
ProviderError provider_error(F&& f) {
  try {
    f();
  } catch (const ProviderError& e) {
    return e;
  }
  FAIL("no ProviderError thrown");
  return ProviderError(Kind::protocol, "unreachable");
}

// "Wed, 21 Oct 2026 07:28:00 GMT" for `t`.
std::string http_date(std::time_t t) {
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
  return buf;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

TEST_CASE("agent.llm.retry.rate_limit_retry_after") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(429, fixture("openai/error_429.json")).header("Retry-After", "2"));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const CompletionResponse r =
      make_openai_provider(test_options(server, log, kKeyEnv))->complete(first_request("gpt-5.2"));
  CHECK(r.attempts == 2);
  CHECK(r.message.text == "The kernel is written and assembles cleanly.");
  // Retry-After wins over the backoff (which would start at 0.5 s).
  REQUIRE(log.sleeps.size() == 1);
  CHECK(log.sleeps[0] == 2.0);
  REQUIRE(log.retries.size() == 1);
  CHECK(std::get<0>(log.retries[0]) == 1);
  CHECK(std::get<1>(log.retries[0]) == 2.0);
  CHECK_THAT(std::get<2>(log.retries[0]), Catch::StartsWith("HTTP 429 rate_limit_exceeded: Rate limit reached"));
  CHECK(server.requests().size() == 2);
  // Both attempts send the same request.
  CHECK(server.requests()[0].body == server.requests()[1].body);
}

TEST_CASE("agent.llm.retry.retry_after_forms") {
  FakeLlmServer server;
  const std::time_t now = std::time(nullptr);
  server.push(
      ScriptedResponse::json(429, fixture("anthropic/error_429.json")).header("retry-after", http_date(now + 20)));
  server.push(ScriptedResponse::json(503, "{}").header("Retry-After", "100000"));  // capped
  server.push(ScriptedResponse::json(200, fixture("anthropic/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const CompletionResponse r =
      make_anthropic_provider(test_options(server, log, kKeyEnv))->complete(first_request("claude-sonnet-4-5"));
  CHECK(r.attempts == 3);
  REQUIRE(log.sleeps.size() == 2);
  CHECK(log.sleeps[0] >= 18);  // the HTTP-date, a second or two of clock granularity aside
  CHECK(log.sleeps[0] <= 21);
  CHECK(log.sleeps[1] == 300);  // max(5 minutes, backoff_max_seconds)

  // The header forms, directly.
  using detail::retry_after_seconds;
  CHECK(retry_after_seconds({{"retry-after", "7"}}, now) == 7.0);
  CHECK(retry_after_seconds({{"retry-after", "1.5"}}, now) == 1.5);
  CHECK(retry_after_seconds({{"retry-after-ms", "250"}, {"retry-after", "9"}}, now) == 0.25);
  CHECK(retry_after_seconds({{"retry-after", http_date(now - 60)}}, now) == 0.0);
  CHECK(retry_after_seconds({{"retry-after", http_date(now + 90)}}, now) == 90.0);
  CHECK(!retry_after_seconds({{"retry-after", "soon"}}, now));
  CHECK(!retry_after_seconds({{"retry-after", "-3"}}, now));
  CHECK(!retry_after_seconds({}, now));
}

TEST_CASE("agent.llm.retry.server_error_then_success") {
  FakeLlmServer server;
  server.push(ScriptedResponse::json(500, fixture("openai/error_500.json")));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const CompletionResponse r =
      make_openai_provider(test_options(server, log, kKeyEnv))->complete(first_request("gpt-5.2"));
  CHECK(r.attempts == 2);
  // Decorrelated jitter: the first delay lies in [initial, 3 x initial].
  REQUIRE(log.sleeps.size() == 1);
  CHECK(log.sleeps[0] >= 0.5);
  CHECK(log.sleeps[0] <= 1.5);
  CHECK_THAT(std::get<2>(log.retries.at(0)), Catch::StartsWith("HTTP 500 server_error: The server had an error"));
}

TEST_CASE("agent.llm.retry.overloaded_gives_up") {
  FakeLlmServer server;
  for (int i = 0; i < 3; ++i) server.push(ScriptedResponse::json(529, fixture("anthropic/error_529.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  ProviderOptions o = test_options(server, log, kKeyEnv);
  o.max_retries = 2;
  o.backoff_initial_seconds = 1;
  o.backoff_max_seconds = 2;
  const auto provider = make_anthropic_provider(o);
  const ProviderError e = provider_error([&] { provider->complete(first_request("claude-sonnet-4-5")); });
  CHECK(e.kind() == Kind::server);
  CHECK(e.http_status() == 529);
  CHECK_THAT(e.what(), Catch::StartsWith("anthropic: HTTP 529 overloaded_error: Overloaded [request id"));
  CHECK_THAT(e.what(), Catch::Contains("gave up after 3 attempts"));
  CHECK_THAT(e.what(), Catch::EndsWith("(POST " + server.base_url() + "/messages)"));
  CHECK(server.requests().size() == 3);
  REQUIRE(log.sleeps.size() == 2);
  for (double s : log.sleeps) {
    CHECK(s >= 1);
    CHECK(s <= 2);  // capped at backoff_max_seconds
  }
  CHECK(std::get<0>(log.retries.at(1)) == 2);
}

TEST_CASE("agent.llm.retry.bad_request_not_retried") {
  SECTION("openai") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(400, fixture("openai/error_400.json")).header("x-request-id", "req_5f2e9c"));
    ScopedEnv key(kKeyEnv, kKey);
    RetryLog log;
    const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));
    const ProviderError e = provider_error([&] { provider->complete(first_request("gpt-5.2")); });
    CHECK(e.kind() == Kind::bad_request);
    CHECK(e.http_status() == 400);
    CHECK(std::string(e.what()) ==
          "openai: HTTP 400 invalid_type: Invalid type for 'messages[2].content': expected one of a string or array "
          "of objects, but got an integer instead. [request id req_5f2e9c] (POST " +
              server.base_url() + "/chat/completions)");
    CHECK(server.requests().size() == 1);
    CHECK(log.sleeps.empty());
    CHECK(log.retries.empty());
  }
  SECTION("anthropic") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(400, fixture("anthropic/error_400.json"))
                    .header("request-id", "req_011CSHoEeqs5C35K2UUqR7Fy"));
    ScopedEnv key(kKeyEnv, kKey);
    RetryLog log;
    const auto provider = make_anthropic_provider(test_options(server, log, kKeyEnv));
    const ProviderError e = provider_error([&] { provider->complete(first_request("claude-sonnet-4-5")); });
    CHECK(e.kind() == Kind::bad_request);
    CHECK_THAT(e.what(), Catch::StartsWith("anthropic: HTTP 400 invalid_request_error: messages.1.content.0.type: "
                                           "Expected `thinking` or `redacted_thinking`"));
    CHECK_THAT(e.what(), Catch::Contains("[request id req_011CSHoEeqs5C35K2UUqR7Fy]"));
    CHECK(server.requests().size() == 1);
    CHECK(log.sleeps.empty());
  }
  SECTION("404 names the likely causes") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(404, R"({"detail":"Not Found"})"));
    ScopedEnv key(kKeyEnv, kKey);
    RetryLog log;
    const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));
    const ProviderError e = provider_error([&] { provider->complete(first_request("llama")); });
    CHECK(e.kind() == Kind::bad_request);
    CHECK_THAT(e.what(), Catch::Contains("HTTP 404 Not Found; check the model name and the base URL"));
  }
}

TEST_CASE("agent.llm.retry.auth_errors") {
  ScopedEnv key(kKeyEnv, kKey);
  SECTION("openai 401") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(401, fixture("openai/error_401.json")));
    RetryLog log;
    const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));
    const ProviderError e = provider_error([&] { provider->complete(first_request("gpt-5.2")); });
    CHECK(e.kind() == Kind::auth);
    CHECK(e.http_status() == 401);
    CHECK_THAT(e.what(), Catch::Contains("HTTP 401 invalid_api_key: Incorrect API key provided"));
    CHECK_THAT(e.what(), Catch::Contains(std::string("check the key in $") + kKeyEnv));
    CHECK(server.requests().size() == 1);
    CHECK(log.sleeps.empty());
  }
  SECTION("anthropic 403") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(
        403,
        R"({"type":"error","error":{"type":"permission_error","message":"Your API key does not have permission to use the specified resource."}})"));
    RetryLog log;
    const auto provider = make_anthropic_provider(test_options(server, log, kKeyEnv));
    const ProviderError e = provider_error([&] { provider->complete(first_request("claude-opus-4-5")); });
    CHECK(e.kind() == Kind::auth);
    CHECK_THAT(e.what(), Catch::Contains("permission_error: Your API key does not have permission"));
    CHECK(server.requests().size() == 1);
  }
}

TEST_CASE("agent.llm.retry.should_retry_header") {
  FakeLlmServer server;
  // The server's x-should-retry overrides the status: no retry of this 503, a retry of this 409.
  server.push(ScriptedResponse::json(503, fixture("openai/error_500.json")).header("x-should-retry", "false"));
  server.push(ScriptedResponse::json(409, R"({"error":{"message":"conflict","type":"conflict"}})")
                  .header("x-should-retry", "true"));
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  const auto provider = make_openai_provider(test_options(server, log, kKeyEnv));
  const ProviderError e = provider_error([&] { provider->complete(first_request("gpt-5.2")); });
  CHECK(e.kind() == Kind::server);
  CHECK(server.requests().size() == 1);
  CHECK(provider->complete(first_request("gpt-5.2")).attempts == 2);
}

TEST_CASE("agent.llm.retry.stall_times_out") {
  FakeLlmServer server;
  for (int i = 0; i < 2; ++i) {
    ScriptedResponse stalled = ScriptedResponse::json(200, fixture("openai/response_final.json"));
    stalled.delay_seconds = 30;  // the server is stopped long before
    server.push(stalled);
  }
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  ProviderOptions o = test_options(server, log, kKeyEnv);
  o.request_timeout_seconds = 0.3;
  o.max_retries = 1;
  const auto provider = make_openai_provider(o);
  const auto t0 = std::chrono::steady_clock::now();
  const ProviderError e = provider_error([&] { provider->complete(first_request("gpt-5.2")); });
  const double took = seconds_since(t0);
  CHECK(e.kind() == Kind::timeout);
  CHECK(e.http_status() == 0);
  CHECK_THAT(e.what(), Catch::StartsWith("openai: no complete response within 0.3 s"));
  CHECK_THAT(e.what(), Catch::Contains("gave up after 2 attempts"));
  CHECK(server.requests().size() == 2);
  CHECK(log.sleeps.size() == 1);
  CHECK(took >= 0.55);
  CHECK(took < 1.5);
}

TEST_CASE("agent.llm.retry.network_errors") {
  ScopedEnv key(kKeyEnv, kKey);
  SECTION("a dropped connection is retried") {
    FakeLlmServer server;
    ScriptedResponse drop;
    drop.drop = true;
    server.push(drop);
    server.push(ScriptedResponse::json(200, fixture("anthropic/response_final.json")));
    RetryLog log;
    const CompletionResponse r =
        make_anthropic_provider(test_options(server, log, kKeyEnv))->complete(first_request("claude-sonnet-4-5"));
    CHECK(r.attempts == 2);
    CHECK(log.retries.size() == 1);
  }
  SECTION("a refused connection fails as network after the retries") {
    int port;
    {
      FakeLlmServer gone;
      port = gone.port();
    }
    RetryLog log;
    ProviderOptions o = test_options("http://127.0.0.1:" + std::to_string(port) + "/v1", log, kKeyEnv);
    o.max_retries = 1;
    const auto provider = make_openai_provider(o);
    const ProviderError e = provider_error([&] { provider->complete(first_request("gpt-5.2")); });
    CHECK(e.kind() == Kind::network);
    CHECK_THAT(e.what(), Catch::Contains("gave up after 2 attempts"));
    CHECK(log.sleeps.size() == 1);
  }
}

TEST_CASE("agent.llm.endpoint.large_request_no_expect") {
  // libcurl asks "Expect: 100-continue" before a large body and then waits up to a second for
  // an interim answer simple servers never send; the providers switch that off.
  FakeLlmServer server;
  server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
  ScopedEnv key(kKeyEnv, kKey);
  RetryLog log;
  CompletionRequest req = first_request("gpt-5.2");
  req.messages.push_back(text_message(Role::user, std::string(std::size_t(3) << 19, 'x')));  // 1.5 MiB
  make_openai_provider(test_options(server, log, kKeyEnv))->complete(req);
  const auto sent = server.requests();
  REQUIRE(sent.size() == 1);
  CHECK(!sent[0].has_header("expect"));
  CHECK(sent[0].body.size() > (std::size_t(3) << 19));
}

TEST_CASE("agent.llm.retry.not_json") {
  ScopedEnv key(kKeyEnv, kKey);
  FakeLlmServer server;
  ScriptedResponse html = ScriptedResponse::json(200, "<html><body>Welcome to nginx!</body></html>");
  html.header("Content-Type", "text/html");
  server.push(html);
  server.push(ScriptedResponse::json(200, R"({"object":"list","data":[]})"));
  server.push(ScriptedResponse::json(200, R"({"type":"message","content":"just text"})"));
  RetryLog log;
  const auto openai = make_openai_provider(test_options(server, log, kKeyEnv));
  ProviderError e = provider_error([&] { openai->complete(first_request("gpt-5.2")); });
  CHECK(e.kind() == Kind::protocol);
  CHECK_THAT(e.what(), Catch::StartsWith("openai: HTTP 200 but the body is not JSON: '<html><body>Welcome to nginx!"));
  // JSON of the wrong shape is a protocol error too.
  e = provider_error([&] { openai->complete(first_request("gpt-5.2")); });
  CHECK(e.kind() == Kind::protocol);
  CHECK_THAT(e.what(), Catch::StartsWith("openai: the response has no choices"));
  const auto anthropic = make_anthropic_provider(test_options(server, log, kKeyEnv));
  e = provider_error([&] { anthropic->complete(first_request("claude-sonnet-4-5")); });
  CHECK(e.kind() == Kind::protocol);
  CHECK_THAT(e.what(), Catch::StartsWith("anthropic: the response has no content array"));
  CHECK(server.requests().size() == 3);  // none retried
  CHECK(log.sleeps.empty());
}

TEST_CASE("agent.llm.endpoint.keys_and_urls") {
  SECTION("https needs a key") {
    ScopedEnv unset("KC_TEST_UNSET_KEY", std::nullopt);
    ProviderOptions o;
    o.base_url = "https://api.openai.com/v1";
    o.api_key_env = "KC_TEST_UNSET_KEY";
    const ProviderError e = provider_error([&] { make_openai_provider(o); });
    CHECK(e.kind() == Kind::auth);
    CHECK_THAT(e.what(), Catch::StartsWith("openai: $KC_TEST_UNSET_KEY is not set"));
  }
  SECTION("the default key variables and URLs") {
    ScopedEnv a("ANTHROPIC_API_KEY", std::nullopt), b("ANTHROPIC_BASE_URL", std::nullopt);
    const ProviderError e = provider_error([&] { make_anthropic_provider(ProviderOptions{}); });
    CHECK(e.kind() == Kind::auth);
    CHECK_THAT(e.what(), Catch::StartsWith("anthropic: $ANTHROPIC_API_KEY is not set"));
    ScopedEnv c("OPENAI_API_KEY", "sk-default-var-1234"), d("OPENAI_BASE_URL", std::nullopt);
    const auto ep = detail::resolve_endpoint(
        ProviderOptions{}, {"openai", "OPENAI_API_KEY", "OPENAI_BASE_URL", "https://api.openai.com/v1",
                            "/chat/completions", "Authorization: Bearer "});
    CHECK(ep.url == "https://api.openai.com/v1/chat/completions");
    CHECK(ep.https);
    CHECK(ep.key == "sk-default-var-1234");
  }
  SECTION("base URL and key from the environment") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
    ScopedEnv k("OPENAI_API_KEY", "sk-from-default-env-77"), u("OPENAI_BASE_URL", server.base_url() + "/");
    ProviderOptions o;
    o.sleep = [](double) {};
    make_openai_provider(o)->complete(first_request("gpt-5.2"));
    const auto sent = server.requests();
    REQUIRE(sent.size() == 1);
    CHECK(sent[0].target == "/v1/chat/completions");  // trailing slash of the base dropped
    CHECK(sent[0].header("authorization") == "Bearer sk-from-default-env-77");
  }
  SECTION("plain http runs without a key and sends no auth header") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(200, fixture("openai/response_final.json")));
    server.push(ScriptedResponse::json(200, fixture("anthropic/response_final.json")));
    ScopedEnv unset("KC_TEST_UNSET_KEY", std::nullopt);
    RetryLog log;
    make_openai_provider(test_options(server, log, "KC_TEST_UNSET_KEY"))->complete(first_request("qwen3:8b"));
    make_anthropic_provider(test_options(server, log, "KC_TEST_UNSET_KEY"))->complete(first_request("local"));
    const auto sent = server.requests();
    REQUIRE(sent.size() == 2);
    CHECK(!sent[0].has_header("authorization"));
    CHECK(!sent[1].has_header("x-api-key"));
    CHECK(sent[1].header("anthropic-version") == "2023-06-01");
  }
  SECTION("a 401 from a keyless local server says which variable to set") {
    FakeLlmServer server;
    server.push(ScriptedResponse::json(401, R"({"error":"unauthorized"})"));
    ScopedEnv unset("KC_TEST_UNSET_KEY", std::nullopt);
    RetryLog log;
    const auto provider = make_openai_provider(test_options(server, log, "KC_TEST_UNSET_KEY"));
    const ProviderError e = provider_error([&] { provider->complete(first_request("m")); });
    CHECK_THAT(e.what(), Catch::Contains("HTTP 401 unauthorized; the server wants a key: set $KC_TEST_UNSET_KEY"));
  }
  SECTION("bad settings") {
    ScopedEnv k(kKeyEnv, kKey);
    ProviderOptions o;
    o.api_key_env = kKeyEnv;
    o.base_url = "ftp://example.com/v1";
    CHECK(provider_error([&] { make_openai_provider(o); }).kind() == Kind::bad_request);
    o.base_url = "https://example.com/v1";
    o.ca_bundle = "/nonexistent/ca.pem";
    const ProviderError ca = provider_error([&] { make_openai_provider(o); });
    CHECK(ca.kind() == Kind::bad_request);
    CHECK_THAT(ca.what(), Catch::Contains("CA bundle '/nonexistent/ca.pem'"));
    o.ca_bundle.clear();
    o.request_timeout_seconds = 0;
    CHECK(provider_error([&] { make_openai_provider(o); }).kind() == Kind::bad_request);
  }
  SECTION("a key with a newline is refused without showing it") {
    ScopedEnv k(kKeyEnv, std::string(kKey) + "\n");
    ProviderOptions o;
    o.api_key_env = kKeyEnv;
    const ProviderError e = provider_error([&] { make_anthropic_provider(o); });
    CHECK(e.kind() == Kind::auth);
    CHECK_THAT(e.what(), Catch::Contains("control character"));
    CHECK_THAT(e.what(), !Catch::Contains(kKey));
  }
}

TEST_CASE("agent.llm.endpoint.key_never_leaks") {
  // A unique key; servers that echo it in errors and even in a completion.
  const std::string secret = "kc-canary-key-9d41f7b2e05c83a6";
  const std::string echo_500 =
      R"({"error":{"message":"upstream rejected key )" + secret + R"(","type":"server_error"}})";
  const std::string echo_401 =
      R"({"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key )" + secret + R"("}})";
  json echo_200 = fixture_json("openai/response_final.json");
  echo_200["choices"][0]["message"]["content"] = "your key is " + secret;

  const fs::path dir = test_dir("key_never_leaks");
  ScopedEnv key("KC_TEST_CANARY_KEY", secret), tmp("TMPDIR", dir.string()), home("HOME", dir.string());

  FakeLlmServer server;
  server.push(ScriptedResponse::json(500, echo_500).header("Retry-After", "0"));
  server.push(ScriptedResponse::json(200, echo_200.dump()));
  server.push(ScriptedResponse::json(500, echo_500));
  server.push(ScriptedResponse::json(401, echo_401));
  RetryLog log;
  std::vector<std::string> seen;  // everything the library handed back as text
  {
    const ScopedCwd in_dir(dir);  // anything written relative to the working directory lands here
    const auto openai = make_openai_provider(test_options(server, log, "KC_TEST_CANARY_KEY"));
    const CompletionResponse r = openai->complete(first_request("gpt-5.2"));
    seen.push_back(r.message.text);
    seen.push_back(r.response_id + r.model + r.stop_reason);
    CHECK(r.message.text == "your key is [redacted]");
    const auto anthropic = make_anthropic_provider(test_options(server, log, "KC_TEST_CANARY_KEY"));
    const ProviderError e = provider_error([&] { anthropic->complete(first_request("claude-sonnet-4-5")); });
    CHECK(e.kind() == Kind::auth);
    CHECK_THAT(e.what(), Catch::Contains("invalid x-api-key [redacted]"));
    seen.push_back(e.what());
  }
  REQUIRE(log.retries.size() == 2);
  for (const auto& [attempt, delay, reason] : log.retries) {
    CHECK_THAT(reason, Catch::Contains("upstream rejected key [redacted]"));
    seen.push_back(reason);
  }
  for (const auto& text : seen) {
    INFO(text);
    CHECK(text.find(secret) == std::string::npos);
  }

  // On the wire the key is in its one header and nowhere else.
  const auto sent = server.requests();
  REQUIRE(sent.size() == 4);
  for (std::size_t i = 0; i < sent.size(); ++i) {
    const auto& s = sent[i];
    INFO("request " << i);
    CHECK(s.target.find(secret) == std::string::npos);
    CHECK(s.body.find(secret) == std::string::npos);
    for (const auto& [name, value] : s.headers) {
      INFO("header " << name);
      if (name == (i < 2 ? "authorization" : "x-api-key"))
        CHECK(value == (i < 2 ? "Bearer " + secret : secret));
      else
        CHECK(value.find(secret) == std::string::npos);
    }
  }
  // And no file was written anywhere the library could reach by default.
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    INFO(entry.path().string());
    CHECK(!entry.is_regular_file());
  }
}

TEST_CASE("agent.llm.endpoint.error_summary") {
  using detail::error_summary;
  CHECK(error_summary(fixture("openai/error_429.json")).rfind("rate_limit_exceeded: Rate limit reached", 0) == 0);
  CHECK(error_summary(fixture("anthropic/error_529.json")) == "overloaded_error: Overloaded");
  CHECK(error_summary(R"({"error":{"message":"model \"x\" not found","type":"api_error","param":null,"code":null}})") ==
        "api_error: model \"x\" not found");
  CHECK(error_summary(R"({"error":"model 'llama9' not found"})") == "model 'llama9' not found");
  CHECK(error_summary(R"({"detail":"Not Found"})") == "Not Found");
  CHECK(error_summary("<html>\r\n<h1>502 Bad Gateway</h1></html>") == "'<html>  <h1>502 Bad Gateway</h1></html>'");
  CHECK(error_summary("") == "(empty body)");
  CHECK(error_summary(std::string(1000, 'x')) == "'" + std::string(300, 'x') + "...'");
}
