// The provider-neutral conversation model of the agent loop and the Provider interface: one
// non-streaming completion per model turn, with tool calls, thinking, and usage accounting.
// Two wire formats implement it (kc/llm_providers.h): OpenAI-compatible chat completions and
// Anthropic messages. The loop, transcripts and replay only ever see these types.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace kc::llm {

// One tool the model may call: name, description, JSON Schema of its arguments (an object).
struct ToolSpec {
  std::string name;
  std::string description;
  nlohmann::json parameters;   // {"type":"object","properties":{...},"required":[...]}
};

// A tool call the model made. `arguments` is the parsed JSON object; when the model sent text
// that is not a JSON object, `arguments` is null, `raw_arguments` holds the text and
// `parse_error` says what is wrong (the loop answers with an error result, never crashes).
struct ToolCall {
  std::string id;              // provider's call id (echoed in the tool result)
  std::string name;
  nlohmann::json arguments;    // object, or null when unparsable
  std::string raw_arguments;   // the arguments exactly as the provider sent them
  std::string parse_error;     // "" when arguments parsed
  // Fields of the provider's tool-call object beyond id/type/function, sent back verbatim in
  // later turns (Gemini's OpenAI-compatible endpoint puts the thought signature there:
  // {"extra_content":{"google":{"thought_signature":"..."}}}). Null when there are none.
  nlohmann::json provider_data;
};

enum class Role { system, user, assistant, tool };
const char* role_name(Role r);

// One message of the conversation.
// - system / user: `text`.
// - assistant: `text` (may be empty), `thinking` (reasoning text if the provider returns it;
//   `thinking_signature` is Anthropic's opaque signature, sent back verbatim), `tool_calls`.
// - tool: the result of one tool call: `tool_call_id`, `tool_name`, `text`, `is_error`.
struct Message {
  Role role = Role::user;
  std::string text;
  std::string thinking;
  std::string thinking_signature;
  std::vector<ToolCall> tool_calls;
  std::string tool_call_id;
  std::string tool_name;
  bool is_error = false;
  // Assistant state the fields above cannot hold and the provider needs back verbatim in later
  // turns, keyed by what it is: {"anthropic_thinking_blocks":[...]} when Anthropic returned
  // redacted_thinking or several thinking blocks. Null otherwise; providers ignore keys they
  // do not own.
  nlohmann::json provider_data;
};

// Token counts of one completion (0 when the provider does not report a field).
struct Usage {
  int64_t input_tokens = 0;       // all prompt tokens, including cached ones
  int64_t output_tokens = 0;      // all generated tokens, including reasoning
  int64_t reasoning_tokens = 0;   // of output_tokens, spent on reasoning/thinking
  int64_t cached_tokens = 0;      // of input_tokens, served from the provider's prompt cache
  Usage& operator+=(const Usage& o);
};

// Reasoning settings: off, on (provider default), or a token budget (Anthropic
// budget_tokens; OpenAI-compatible endpoints get reasoning_effort instead when set).
struct Thinking {
  enum class Mode { provider_default, off, on, budget } mode = Mode::provider_default;
  int64_t budget_tokens = 0;      // Mode::budget
  std::string reasoning_effort;   // OpenAI-compatible: "low" | "medium" | "high" ("" = not sent)
};

struct CompletionRequest {
  std::string model;                  // provider's model name
  std::vector<Message> messages;      // first one may be Role::system
  std::vector<ToolSpec> tools;
  Thinking thinking;
  int64_t max_tokens = 8192;          // output cap per turn
  std::optional<double> temperature;
};

struct CompletionResponse {
  Message message;                    // Role::assistant
  Usage usage;
  std::string stop_reason;            // normalised: "end_turn" | "tool_use" | "max_tokens" | other verbatim
  std::string response_id;            // provider's id, if any
  std::string model;                  // model as reported by the provider
  double latency_seconds = 0;         // wall time of the successful request
  int attempts = 1;                   // HTTP attempts made (retries + 1)
};

// A completion that failed for good (after any retries). Messages never contain an API key.
class ProviderError : public std::runtime_error {
 public:
  enum class Kind { auth, bad_request, rate_limit, server, timeout, network, protocol, budget };
  ProviderError(Kind kind, std::string message, int http_status = 0)
      : std::runtime_error(std::move(message)), kind_(kind), http_status_(http_status) {}
  Kind kind() const { return kind_; }
  int http_status() const { return http_status_; }   // 0 when there was no HTTP response
 private:
  Kind kind_;
  int http_status_;
};
const char* provider_error_kind_name(ProviderError::Kind k);

class Provider {
 public:
  virtual ~Provider() = default;
  // "openai", "anthropic", "script", ...
  virtual std::string name() const = 0;
  // One model turn. Throws ProviderError.
  virtual CompletionResponse complete(const CompletionRequest& req) = 0;
};

}  // namespace kc::llm
