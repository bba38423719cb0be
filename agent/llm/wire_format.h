// Internal to kc_llm: the two wire formats as pure functions — CompletionRequest to the JSON
// body a provider expects, and its JSON response back to a CompletionResponse — so they can be
// tested without a server. docs/agent/providers.md describes every mapping.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "kc/json_number.h"
#include "kc/llm.h"

namespace kc::llm::detail {

// A response that does not have the published shape (the provider reports it as a protocol error).
class WireError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A token count of a usage object: absent, null or `obj` not an object → 0. Anything else must be
// a whole number from 0 to 2^53 (a float like 12.0 included); otherwise WireError naming the key.
inline int64_t usage_count(const nlohmann::json& obj, const char* key) {
  if (!obj.is_object()) return 0;
  const auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) return 0;
  const std::optional<int64_t> n = json_integer<int64_t>(*it);
  if (!n || *n < 0 || *n > (int64_t(1) << 53)) throw WireError(std::string("usage.") + key + ": not a token count: " + it->dump());
  return *n;
}

// --- OpenAI-compatible chat completions ----------------------------------------------------------

// The body of POST {base}/chat/completions. `max_tokens_field` names the field carrying
// req.max_tokens ("" = none). reasoning_effort is sent whenever it is set.
nlohmann::ordered_json openai_request(const CompletionRequest& req, const std::string& max_tokens_field);
// The field ProviderOptions::max_tokens_field selects for `url`: "auto" resolved by host
// (api.openai.com: max_completion_tokens, elsewhere max_tokens), anything else as given.
std::string openai_max_tokens_field(const std::string& setting, const std::string& url);
// Reads choices[0] and usage. Throws WireError.
CompletionResponse openai_response(const nlohmann::json& body);

// --- Anthropic messages --------------------------------------------------------------------------

constexpr int64_t kAnthropicDefaultThinkingBudget = 8192;  // Thinking::Mode::on
constexpr int64_t kAnthropicMinThinkingBudget = 1024;      // the API's minimum budget_tokens

// The body of POST {base}/messages.
nlohmann::ordered_json anthropic_request(const CompletionRequest& req);
// Reads the content blocks, stop_reason and usage. Throws WireError.
CompletionResponse anthropic_response(const nlohmann::json& body);

// --- shared --------------------------------------------------------------------------------------

// Fills call.arguments / raw_arguments / parse_error from the argument text a model produced.
// Blank text counts as {} (some servers send "" for a call without arguments).
void set_tool_arguments(ToolCall& call, const std::string& text);

// The JSON text of a request body; invalid UTF-8 (a tool output with binary bytes) is replaced
// by U+FFFD instead of failing the turn.
std::string request_text(const nlohmann::ordered_json& body);

}  // namespace kc::llm::detail
