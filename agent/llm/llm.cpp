// The small helpers of the conversation model (kc/llm.h), model names (kc/llm_providers.h), and
// what both wire formats share (wire_format.h).
#include "kc/llm.h"

#include "kc/llm_providers.h"
#include "wire_format.h"

namespace kc::llm {

const char* role_name(Role r) {
  switch (r) {
    case Role::system: return "system";
    case Role::user: return "user";
    case Role::assistant: return "assistant";
    case Role::tool: return "tool";
  }
  return "?";
}

Usage& Usage::operator+=(const Usage& o) {
  input_tokens += o.input_tokens;
  output_tokens += o.output_tokens;
  reasoning_tokens += o.reasoning_tokens;
  cached_tokens += o.cached_tokens;
  return *this;
}

const char* provider_error_kind_name(ProviderError::Kind k) {
  switch (k) {
    case ProviderError::Kind::auth: return "auth";
    case ProviderError::Kind::bad_request: return "bad_request";
    case ProviderError::Kind::rate_limit: return "rate_limit";
    case ProviderError::Kind::server: return "server";
    case ProviderError::Kind::timeout: return "timeout";
    case ProviderError::Kind::network: return "network";
    case ProviderError::Kind::protocol: return "protocol";
    case ProviderError::Kind::budget: return "budget";
  }
  return "?";
}

ModelName parse_model_name(const std::string& spec) {
  static const char kAccepted[] =
      "expected PROVIDER:MODEL with PROVIDER one of openai (OpenAI-compatible chat completions: OpenAI, "
      "DeepSeek, Gemini, vLLM, llama.cpp, Ollama), anthropic, script (a scripted model: script:PATH), "
      "e.g. openai:gpt-5.2 or anthropic:claude-sonnet-4-5";
  const auto colon = spec.find(':');
  if (colon == std::string::npos) throw std::invalid_argument("model '" + spec + "': no provider; " + kAccepted);
  ModelName m{spec.substr(0, colon), spec.substr(colon + 1)};
  if (m.provider != "openai" && m.provider != "anthropic" && m.provider != "script")
    throw std::invalid_argument("model '" + spec + "': unknown provider '" + m.provider + "'; " + kAccepted);
  if (m.model.empty())
    throw std::invalid_argument("model '" + spec + "': the " +
                                (m.provider == "script" ? std::string("script path") : "model name") + " after '" +
                                m.provider + ":' is empty; " + kAccepted);
  return m;
}

namespace detail {

void set_tool_arguments(ToolCall& call, const std::string& text) {
  call.raw_arguments = text;
  call.arguments = nullptr;
  call.parse_error.clear();
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    call.arguments = nlohmann::json::object();
    return;
  }
  try {
    nlohmann::json v = nlohmann::json::parse(text);
    if (v.is_object())
      call.arguments = std::move(v);
    else
      call.parse_error = std::string("arguments must be a JSON object, not ") + v.type_name();
  } catch (const nlohmann::json::exception& e) {
    // A syntax error (parse_error) or a number too large for a double (out_of_range, "1e999").
    // nlohmann's text starts with "[json.exception.parse_error.101] "; the rest is for people.
    std::string what = e.what();
    if (const auto cut = what.find("] "); cut != std::string::npos) what.erase(0, cut + 2);
    call.parse_error = "arguments are not valid JSON: " + what;
  }
}

std::string request_text(const nlohmann::ordered_json& body) {
  return body.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace detail

}  // namespace kc::llm
