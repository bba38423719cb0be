// Internal to kc_llm: the two wire formats as pure functions — CompletionRequest to the JSON
// body a provider expects, and its JSON response back to a CompletionResponse — so they can be
// tested without a server. docs/agent/providers.md describes every mapping.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "kc/llm.h"

namespace kc::llm::detail {

// A response that does not have the published shape (the provider reports it as a protocol error).
class WireError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

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
