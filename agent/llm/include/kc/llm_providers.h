// The HTTP providers: OpenAI-compatible chat completions and Anthropic messages over libcurl,
// with retries (exponential backoff with jitter, honouring Retry-After) on 429, 5xx and
// timeouts, a per-request timeout, TLS verification whenever the URL is HTTPS, and keys taken
// only from the environment (never logged, never in an error message, never written to disk).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>

#include "kc/llm.h"

namespace kc::llm {

struct ProviderOptions {
  std::string base_url;          // "" = $OPENAI_BASE_URL / $ANTHROPIC_BASE_URL, else the public default;
                                 // includes the version path (e.g. http://127.0.0.1:8080/v1)
  std::string api_key_env;       // "" = OPENAI_API_KEY / ANTHROPIC_API_KEY; the variable to read the key from
  double request_timeout_seconds = 600;
  int max_retries = 6;           // retries after the first attempt, for 429 / 5xx / timeouts / network errors
  double backoff_initial_seconds = 1.0;
  double backoff_max_seconds = 60.0;
  std::string ca_bundle;         // "" = the system's CA bundle (or $KC_CA_BUNDLE)
  double connect_timeout_seconds = 30;   // TCP + TLS setup; capped at request_timeout_seconds
  // OpenAI-compatible only: the request field carrying CompletionRequest::max_tokens.
  // "auto": "max_completion_tokens" for api.openai.com (its reasoning models reject
  // "max_tokens"), "max_tokens" for every other server (the name DeepSeek, Gemini, vLLM,
  // llama.cpp and Ollama all accept; Ollama ignores the newer one, which would lift the cap).
  // Or name the field: "max_completion_tokens" / "max_tokens"; "" sends no limit.
  std::string max_tokens_field = "auto";
  // Called before each retry with (attempt, delay seconds, reason); the loop logs it. `attempt`
  // is the number of the attempt that failed (1 before the first retry). The reason never
  // contains the key.
  std::function<void(int, double, const std::string&)> on_retry;
  // For tests: sleeping is replaced by this (default: std::this_thread::sleep_for).
  std::function<void(double)> sleep;
};

// A model named "PROVIDER:MODEL" ("openai:gpt-5.2", "anthropic:claude-sonnet-4-5", "script:PATH").
struct ModelName {
  std::string provider, model;
};
// Throws std::invalid_argument with a message naming the accepted providers.
ModelName parse_model_name(const std::string& spec);

// The HTTP providers. Throws ProviderError(auth) if the key variable is unset for a URL that
// needs one (plain-HTTP local servers may run without a key).
// How requests map to each wire format (docs/agent/providers.md): the OpenAI-compatible
// provider sends Thinking::reasoning_effort whenever it is set and nothing else about thinking;
// the Anthropic provider sends thinking {enabled, budget_tokens} for Mode::on (8192) and
// Mode::budget (at least 1024), {disabled} for Mode::off, and then max_tokens = the request's
// max_tokens + the budget, so the visible answer keeps its cap.
std::unique_ptr<Provider> make_openai_provider(const ProviderOptions& opts);
std::unique_ptr<Provider> make_anthropic_provider(const ProviderOptions& opts);

// Prices per million tokens, from a YAML price table (agent/prices.yaml):
//   models:
//     "openai:gpt-5.2": {input: 1.75, cached_input: 0.175, output: 14.0}
// Missing models cost nothing (cost reported as unknown by the caller).
struct Price {
  double input = 0, cached_input = 0, output = 0;   // dollars per 1e6 tokens
};
class PriceTable {
 public:
  // Throws std::runtime_error with file:line:col for a malformed table.
  static PriceTable load(const std::string& path);
  // "provider:model" -> price, or nullptr.
  const Price* find(const std::string& model) const;
  // Dollars for `u` (uncached input at `input`, cached input at `cached_input`, output incl.
  // reasoning at `output`); nullopt when the model has no price.
  std::optional<double> cost(const std::string& model, const Usage& u) const;
 private:
  std::map<std::string, Price> prices_;
};

}  // namespace kc::llm
