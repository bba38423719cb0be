// The price table (loading the shipped agent/prices.yaml, cost, file:line:col errors), model
// names, and the small helpers of the conversation model.
#include "llm_test_util.h"

using namespace kc::llm;
using namespace kc::test;

namespace {

// Writes `text` as a price table in a fresh directory; returns its path.
std::string table_file(const std::string& test, const std::string& text) {
  const fs::path p = test_dir(test) / "prices.yaml";
  write_file(p, text);
  return p.string();
}

// The message of the error loading `text` throws.
std::string load_error(const std::string& test, const std::string& text, std::string& path) {
  path = table_file(test, text);
  try {
    PriceTable::load(path);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  FAIL("no error");
  return "";
}

}  // namespace

TEST_CASE("agent.llm.prices.shipped_table") {
  const PriceTable t = PriceTable::load(KC_PRICES_YAML);
  for (const char* model : {"openai:gpt-5.2", "anthropic:claude-sonnet-4-5"}) {
    INFO(model);
    const Price* p = t.find(model);
    REQUIRE(p);
    CHECK(p->input > 0);
    CHECK(p->cached_input <= p->input);
    CHECK(p->output >= p->input);
  }
  CHECK(!t.find("openai:no-such-model"));
}

TEST_CASE("agent.llm.prices.cost") {
  const PriceTable t = PriceTable::load(table_file("prices_cost", R"(models:
  "openai:m": {input: 2, cached_input: 0.5, output: 10}
  "anthropic:n": {input: 3, output: 15}   # no cached price: cached tokens cost as input
)"));
  Usage u;
  u.input_tokens = 1'000'000;
  u.cached_tokens = 400'000;
  u.output_tokens = 500'000;
  u.reasoning_tokens = 100'000;  // part of output_tokens, not charged twice
  REQUIRE(t.cost("openai:m", u));
  CHECK(*t.cost("openai:m", u) == Approx(0.6 * 2 + 0.4 * 0.5 + 0.5 * 10));
  CHECK(*t.cost("anthropic:n", u) == Approx(1.0 * 3 + 0.5 * 15));
  CHECK(t.find("anthropic:n")->cached_input == 3);
  CHECK(!t.cost("openai:unpriced", u));
  CHECK(*t.cost("openai:m", Usage{}) == 0);
  // A provider reporting more cached than input tokens is not charged negatively.
  Usage odd;
  odd.input_tokens = 10;
  odd.cached_tokens = 50;
  CHECK(*t.cost("openai:m", odd) == Approx(10 * 0.5 / 1e6));
}

TEST_CASE("agent.llm.prices.errors") {
  std::string path;
  // The expected report: one "PATH:LINE:COL: error: ..." line per message.
  auto report = [&path](std::initializer_list<std::string> messages) {
    std::string out;
    for (const auto& m : messages) out += (out.empty() ? "" : "\n") + path + ":" + m;
    return out;
  };
  SECTION("unknown key") {
    const std::string e = load_error("prices_key", "models:\n  \"openai:a\": {input: 1, output: 2, outptu: 3}\n", path);
    CHECK(e ==
          report({"2:37: error: unknown key 'outptu' in model 'openai:a' (allowed: input, output, cached_input)"}));
  }
  SECTION("negative and malformed prices, all reported") {
    const char* table = R"(models:
  "openai:a": {input: -1, output: 2}
  "openai:b":
    input: cheap
    output: [1]
)";
    const std::string e = load_error("prices_values", table, path);
    CHECK(e == report({"2:23: error: input price of openai:a is negative (-1); prices are dollars per million "
                       "tokens, 0 or more",
                       "4:12: error: input price of openai:b must be a number of dollars per million tokens, not "
                       "'cheap'",
                       "5:13: error: output price of openai:b must be a number of dollars per million tokens, not a "
                       "sequence"}));
  }
  SECTION("missing price and bad model names") {
    const char* table = R"(models:
  gpt-5: {input: 1, output: 2}
  "openai:a": {input: 1}
  "openai:a": {input: 1, output: 1}
)";
    const std::string e = load_error("prices_names", table, path);
    CHECK(e == report({"2:3: error: model 'gpt-5' must be named PROVIDER:MODEL as on the command line, e.g. "
                       "openai:gpt-5.2",
                       "3:15: error: missing required key 'output' in model 'openai:a'",
                       "4:3: error: duplicate model 'openai:a'"}));
  }
  SECTION("top level") {
    std::string e = load_error("prices_top", "prices:\n  x: 1\n", path);
    CHECK(e == report({"1:1: error: unknown key 'prices' in the price table (allowed: models)",
                       "1:1: error: missing required key 'models' in the price table"}));
    e = load_error("prices_list", "models: [1, 2]\n", path);
    CHECK(e == report({"1:9: error: models must be a mapping, not a sequence"}));
  }
  SECTION("syntax error and missing file") {
    const std::string e = load_error("prices_syntax", "models:\n  \"openai:a\": {input: 1, output: 2\n", path);
    CHECK(e == report({"3:1: error: end of map flow not found"}));
    const std::string missing = (test_dir("prices_missing") / "none.yaml").string();
    CHECK_THROWS_WITH(PriceTable::load(missing), missing + ": error: cannot open file");
  }
}

TEST_CASE("agent.llm.model_names") {
  auto parsed = [](const std::string& s) {
    const ModelName m = parse_model_name(s);
    return m.provider + "|" + m.model;
  };
  CHECK(parsed("openai:gpt-5.2") == "openai|gpt-5.2");
  CHECK(parsed("anthropic:claude-sonnet-4-5") == "anthropic|claude-sonnet-4-5");
  CHECK(parsed("script:tests/episodes/relu.jsonl") == "script|tests/episodes/relu.jsonl");
  CHECK(parsed("openai:qwen3:8b") == "openai|qwen3:8b");  // Ollama tags keep their colon
  CHECK_THROWS_AS(parse_model_name("gpt-5.2"), std::invalid_argument);
  CHECK_THROWS_WITH(parse_model_name("gpt-5.2"),
                    Catch::StartsWith("model 'gpt-5.2': no provider; expected PROVIDER:MODEL"));
  CHECK_THROWS_WITH(parse_model_name("google:gemini-3-pro"),
                    Catch::StartsWith("model 'google:gemini-3-pro': unknown provider 'google'; expected PROVIDER:MODEL "
                                      "with PROVIDER one of openai (OpenAI-compatible chat completions"));
  CHECK_THROWS_WITH(parse_model_name("openai:"),
                    Catch::StartsWith("model 'openai:': the model name after 'openai:' is empty"));
  CHECK_THROWS_WITH(parse_model_name("script:"),
                    Catch::StartsWith("model 'script:': the script path after 'script:' is empty"));
}

TEST_CASE("agent.llm.model_helpers") {
  CHECK(std::string(role_name(Role::system)) == "system");
  CHECK(std::string(role_name(Role::user)) == "user");
  CHECK(std::string(role_name(Role::assistant)) == "assistant");
  CHECK(std::string(role_name(Role::tool)) == "tool");
  CHECK(std::string(provider_error_kind_name(ProviderError::Kind::rate_limit)) == "rate_limit");
  CHECK(std::string(provider_error_kind_name(ProviderError::Kind::budget)) == "budget");
  Usage a{10, 20, 5, 3}, b{1, 2, 3, 4};
  a += b;
  CHECK(a.input_tokens == 11);
  CHECK(a.output_tokens == 22);
  CHECK(a.reasoning_tokens == 8);
  CHECK(a.cached_tokens == 7);
}
