// OpenAI-compatible chat completions (wire_format.h): the request body, the response, and the
// provider. The shapes are OpenAI's published ones; DeepSeek, Gemini's compatible endpoint,
// vLLM, llama.cpp and Ollama speak the same format with the additions handled here
// (reasoning_content, extra_content on tool calls, prompt_cache_hit_tokens).
#include <cctype>
#include <string>

#include "http_transport.h"
#include "kc/llm_providers.h"
#include "wire_format.h"

namespace kc::llm {

namespace detail {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

// The fields of a tool-call object that are the call itself; anything else is provider data.
bool is_tool_call_field(const std::string& key) {
  return key == "id" || key == "type" || key == "function" || key == "index";
}

ordered_json tool_call_json(const ToolCall& call) {
  ordered_json c;
  c["id"] = call.id;
  c["type"] = "function";
  // The arguments go back exactly as the model wrote them (even when they did not parse): the
  // conversation stays what the model saw, and prompt caches keep matching. Only blank text,
  // which some servers send for a call without arguments, goes back as the {} it meant.
  std::string args = call.raw_arguments;
  if (args.empty()) args = call.arguments.is_object() ? call.arguments.dump() : "{}";
  c["function"] = {{"name", call.name}, {"arguments", args}};
  if (call.provider_data.is_object())
    for (const auto& [key, value] : call.provider_data.items())
      if (!is_tool_call_field(key)) c[key] = value;
  return c;
}

ordered_json message_json(const Message& m) {
  ordered_json j;
  j["role"] = role_name(m.role);
  switch (m.role) {
    case Role::system:
    case Role::user: j["content"] = m.text; break;
    case Role::assistant:
      // content is null, not "", on a turn that only calls tools (as OpenAI returns it).
      if (m.text.empty() && !m.tool_calls.empty())
        j["content"] = nullptr;
      else
        j["content"] = m.text;
      if (!m.tool_calls.empty()) {
        // DeepSeek's thinking mode requires the reasoning of tool-calling turns back (HTTP 400
        // otherwise); OpenAI never returns reasoning text, so its conversations never send it.
        if (!m.thinking.empty()) j["reasoning_content"] = m.thinking;
        ordered_json calls = ordered_json::array();
        for (const auto& call : m.tool_calls) calls.push_back(tool_call_json(call));
        j["tool_calls"] = std::move(calls);
      }
      break;
    case Role::tool:
      // The format has no error flag: the loop states failures in the text.
      j["tool_call_id"] = m.tool_call_id;
      j["content"] = m.text;
      break;
  }
  return j;
}


std::string string_field(const json& obj, const char* key) {
  const auto it = obj.find(key);
  return it != obj.end() && it->is_string() ? it->get<std::string>() : "";
}

std::string stop_reason(const std::string& finish_reason) {
  if (finish_reason == "stop") return "end_turn";
  if (finish_reason == "tool_calls" || finish_reason == "function_call") return "tool_use";
  if (finish_reason == "length") return "max_tokens";
  return finish_reason;
}

// `content` as a string: OpenAI sends a string or null; some servers send text parts.
std::string content_text(const json& content) {
  if (content.is_null()) return "";
  if (content.is_string()) return content.get<std::string>();
  if (content.is_array()) {
    std::string s;
    for (const auto& part : content)
      if (part.is_object() && string_field(part, "type") == "text") s += string_field(part, "text");
    return s;
  }
  throw WireError(std::string("choices[0].message.content is ") + content.type_name() + ", not a string");
}

}  // namespace

ordered_json openai_request(const CompletionRequest& req, const std::string& max_tokens_field) {
  ordered_json body;
  body["model"] = req.model;
  ordered_json messages = ordered_json::array();
  for (const auto& m : req.messages) messages.push_back(message_json(m));
  body["messages"] = std::move(messages);
  if (!req.tools.empty()) {
    ordered_json tools = ordered_json::array();
    for (const auto& t : req.tools) {
      ordered_json fn;
      fn["name"] = t.name;
      fn["description"] = t.description;
      fn["parameters"] =
          t.parameters.is_null() ? json{{"type", "object"}, {"properties", json::object()}} : t.parameters;
      tools.push_back({{"type", "function"}, {"function", std::move(fn)}});
    }
    body["tools"] = std::move(tools);
    body["tool_choice"] = "auto";
  }
  if (!max_tokens_field.empty() && req.max_tokens > 0) body[max_tokens_field] = req.max_tokens;
  // The format has no thinking switch or token budget, only reasoning_effort: it is sent as
  // configured, in every mode ("none" / "minimal" is how OpenAI models turn reasoning down).
  if (!req.thinking.reasoning_effort.empty()) body["reasoning_effort"] = req.thinking.reasoning_effort;
  if (req.temperature) body["temperature"] = *req.temperature;
  return body;
}

std::string openai_max_tokens_field(const std::string& setting, const std::string& url) {
  if (setting != "auto") return setting;
  const auto scheme_end = url.find("://");
  std::string host = url.substr(scheme_end == std::string::npos ? 0 : scheme_end + 3);
  host = host.substr(0, host.find_first_of("/:?#"));
  for (auto& c : host) c = char(std::tolower(static_cast<unsigned char>(c)));
  return host == "api.openai.com" ? "max_completion_tokens" : "max_tokens";
}

CompletionResponse openai_response(const json& body) {
  if (!body.is_object()) throw WireError(std::string("the response is ") + body.type_name() + ", not an object");
  if (const auto e = body.find("error"); e != body.end() && !e->is_null())
    throw WireError("the response reports an error: " + error_summary(body.dump()));
  const auto choices = body.find("choices");
  if (choices == body.end() || !choices->is_array() || choices->empty()) throw WireError("the response has no choices");
  const json& choice = (*choices)[0];
  const auto msg = choice.find("message");
  if (!choice.is_object() || msg == choice.end() || !msg->is_object())
    throw WireError("choices[0] has no message object");

  CompletionResponse out;
  out.message.role = Role::assistant;
  if (const auto c = msg->find("content"); c != msg->end()) out.message.text = content_text(*c);
  // DeepSeek and vLLM return the reasoning as reasoning_content; newer vLLM and Ollama as reasoning.
  out.message.thinking = string_field(*msg, "reasoning_content");
  if (out.message.thinking.empty()) out.message.thinking = string_field(*msg, "reasoning");

  if (const auto calls = msg->find("tool_calls"); calls != msg->end() && !calls->is_null()) {
    if (!calls->is_array()) throw WireError("choices[0].message.tool_calls is not an array");
    for (std::size_t i = 0; i < calls->size(); ++i) {
      const json& c = (*calls)[i];
      const std::string where = "choices[0].message.tool_calls[" + std::to_string(i) + "]";
      const auto fn = c.is_object() ? c.find("function") : c.end();
      if (!c.is_object() || fn == c.end() || !fn->is_object() || string_field(*fn, "name").empty())
        throw WireError(where + " has no function name");
      ToolCall call;
      call.id = string_field(c, "id");
      // Some local servers omit the id; the tool result still needs one to refer to.
      if (call.id.empty()) call.id = "call_" + std::to_string(i);
      call.name = string_field(*fn, "name");
      const auto args = fn->find("arguments");
      if (args == fn->end() || args->is_null())
        set_tool_arguments(call, "");
      else if (args->is_string())
        set_tool_arguments(call, args->get<std::string>());
      else
        set_tool_arguments(call, args->dump());  // an object where a string belongs (Ollama-style)
      for (const auto& [key, value] : c.items())
        if (!is_tool_call_field(key)) call.provider_data[key] = value;
      out.message.tool_calls.push_back(std::move(call));
    }
  }

  out.stop_reason = stop_reason(string_field(choice, "finish_reason"));
  out.response_id = string_field(body, "id");
  out.model = string_field(body, "model");
  if (const auto u = body.find("usage"); u != body.end() && u->is_object()) {
    out.usage.input_tokens = usage_count(*u, "prompt_tokens");
    out.usage.output_tokens = usage_count(*u, "completion_tokens");
    out.usage.cached_tokens = usage_count(u->value("prompt_tokens_details", json()), "cached_tokens");
    if (out.usage.cached_tokens == 0) out.usage.cached_tokens = usage_count(*u, "prompt_cache_hit_tokens");  // DeepSeek
    out.usage.reasoning_tokens = usage_count(u->value("completion_tokens_details", json()), "reasoning_tokens");
  }
  return out;
}

}  // namespace detail

namespace {

class OpenAiProvider : public Provider {
 public:
  explicit OpenAiProvider(const ProviderOptions& opts)
      : transport_(
            detail::resolve_endpoint(opts, {"openai", "OPENAI_API_KEY", "OPENAI_BASE_URL", "https://api.openai.com/v1",
                                            "/chat/completions", "Authorization: Bearer "}),
            opts),
        max_tokens_field_(detail::openai_max_tokens_field(opts.max_tokens_field, transport_.endpoint().url)) {}

  std::string name() const override { return "openai"; }

  CompletionResponse complete(const CompletionRequest& req) override {
    if (req.model.empty()) throw transport_.error(ProviderError::Kind::bad_request, "the request names no model");
    return transport_.complete(detail::request_text(detail::openai_request(req, max_tokens_field_)),
                               detail::openai_response);
  }

 private:
  detail::Transport transport_;
  std::string max_tokens_field_;
};

}  // namespace

std::unique_ptr<Provider> make_openai_provider(const ProviderOptions& opts) {
  return std::make_unique<OpenAiProvider>(opts);
}

}  // namespace kc::llm
