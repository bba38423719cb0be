// Anthropic messages (wire_format.h): the request body, the response, and the provider, in the
// shapes of Anthropic's published Messages API (anthropic-version 2023-06-01).
#include <string>
#include <vector>

#include "http_transport.h"
#include "kc/llm_providers.h"
#include "wire_format.h"

namespace kc::llm {

namespace detail {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

const char kThinkingBlocksKey[] = "anthropic_thinking_blocks";

std::string string_field(const json& obj, const char* key) {
  const auto it = obj.find(key);
  return it != obj.end() && it->is_string() ? it->get<std::string>() : "";
}


// The thinking blocks of an assistant turn as they must go back: verbatim when the response had
// more than the two Message fields can hold, else rebuilt from text and signature. Thinking
// without a signature (from another provider) cannot be sent: Anthropic checks signatures.
void add_thinking_blocks(const Message& m, ordered_json& content) {
  if (m.provider_data.is_object())
    if (const auto it = m.provider_data.find(kThinkingBlocksKey); it != m.provider_data.end() && it->is_array()) {
      for (const auto& block : *it) content.push_back(ordered_json(block));
      return;
    }
  if (!m.thinking_signature.empty())
    content.push_back({{"type", "thinking"}, {"thinking", m.thinking}, {"signature", m.thinking_signature}});
}

// The content blocks one Message contributes, and the role they go under.
std::pair<const char*, ordered_json> blocks_of(const Message& m) {
  ordered_json content = ordered_json::array();
  switch (m.role) {
    case Role::system:  // gathered into the top-level `system` field instead
      return {"", content};
    case Role::user:
      // Empty text blocks are rejected by the API.
      if (!m.text.empty()) content.push_back({{"type", "text"}, {"text", m.text}});
      return {"user", content};
    case Role::assistant:
      // Thinking first: the API requires it to open an assistant turn that uses tools.
      add_thinking_blocks(m, content);
      if (!m.text.empty()) content.push_back({{"type", "text"}, {"text", m.text}});
      for (const auto& call : m.tool_calls) {
        ordered_json input = call.arguments.is_object() ? ordered_json(call.arguments) : ordered_json::object();
        content.push_back({{"type", "tool_use"}, {"id", call.id}, {"name", call.name}, {"input", std::move(input)}});
      }
      return {"assistant", content};
    case Role::tool:
      // Tool results travel in a user turn.
      content.push_back(
          {{"type", "tool_result"}, {"tool_use_id", m.tool_call_id}, {"content", m.text}, {"is_error", m.is_error}});
      return {"user", content};
  }
  return {"", content};
}

}  // namespace

ordered_json anthropic_request(const CompletionRequest& req) {
  int64_t budget = 0;
  if (req.thinking.mode == Thinking::Mode::on) budget = kAnthropicDefaultThinkingBudget;
  if (req.thinking.mode == Thinking::Mode::budget)
    budget = std::max(kAnthropicMinThinkingBudget, req.thinking.budget_tokens);

  ordered_json body;
  body["model"] = req.model;
  // max_tokens covers thinking and answer together and must exceed budget_tokens; adding the
  // budget keeps req.max_tokens the cap of the visible answer in every mode.
  body["max_tokens"] = req.max_tokens + budget;

  std::string system;
  for (const auto& m : req.messages)
    if (m.role == Role::system && !m.text.empty()) system += (system.empty() ? "" : "\n\n") + m.text;
  if (!system.empty()) body["system"] = system;

  // Roles must alternate: consecutive messages of one role (several tool results, or tool
  // results followed by a user note) merge into one turn, blocks in order.
  ordered_json messages = ordered_json::array();
  for (const auto& m : req.messages) {
    auto [role, content] = blocks_of(m);
    if (content.empty()) continue;
    if (!messages.empty() && messages.back()["role"] == role) {
      for (auto& block : content) messages.back()["content"].push_back(std::move(block));
    } else {
      messages.push_back({{"role", role}, {"content", std::move(content)}});
    }
  }
  body["messages"] = std::move(messages);

  if (!req.tools.empty()) {
    ordered_json tools = ordered_json::array();
    for (const auto& t : req.tools)
      tools.push_back(
          {{"name", t.name},
           {"description", t.description},
           {"input_schema",
            t.parameters.is_null() ? json{{"type", "object"}, {"properties", json::object()}} : t.parameters}});
    body["tools"] = std::move(tools);
  }
  if (budget > 0)
    body["thinking"] = {{"type", "enabled"}, {"budget_tokens", budget}};
  else if (req.thinking.mode == Thinking::Mode::off)
    body["thinking"] = {{"type", "disabled"}};  // explicit: some compatible servers think by default
  if (req.temperature) body["temperature"] = *req.temperature;
  return body;
}

CompletionResponse anthropic_response(const json& body) {
  if (!body.is_object()) throw WireError(std::string("the response is ") + body.type_name() + ", not an object");
  if (string_field(body, "type") == "error")
    throw WireError("the response reports an error: " + error_summary(body.dump()));
  const auto content = body.find("content");
  if (content == body.end() || !content->is_array()) throw WireError("the response has no content array");

  CompletionResponse out;
  Message& msg = out.message;
  msg.role = Role::assistant;
  json thinking_blocks = json::array();
  bool redacted = false;
  for (std::size_t i = 0; i < content->size(); ++i) {
    const json& block = (*content)[i];
    const std::string type = block.is_object() ? string_field(block, "type") : "";
    if (type == "text") {
      msg.text += (msg.text.empty() ? "" : "\n") + string_field(block, "text");
    } else if (type == "thinking") {
      const std::string text = string_field(block, "thinking");
      msg.thinking += (msg.thinking.empty() || text.empty() ? "" : "\n") + text;
      msg.thinking_signature = string_field(block, "signature");
      thinking_blocks.push_back(block);
    } else if (type == "redacted_thinking") {
      redacted = true;
      thinking_blocks.push_back(block);
    } else if (type == "tool_use") {
      ToolCall call;
      call.id = string_field(block, "id");
      call.name = string_field(block, "name");
      if (call.id.empty() || call.name.empty())
        throw WireError("content[" + std::to_string(i) + "] (tool_use) has no id or name");
      const auto input = block.find("input");
      if (input != block.end() && input->is_object()) {
        call.arguments = *input;
        call.raw_arguments = input->dump();
      } else {
        call.raw_arguments = input != block.end() ? input->dump() : "";
        call.parse_error =
            "input is " + std::string(input != block.end() ? input->type_name() : "missing") + ", not a JSON object";
      }
      msg.tool_calls.push_back(std::move(call));
    }
    // Other block types (server tools, citations) are not used by the agent and are skipped.
  }
  // One signed thinking block fits Message::thinking + thinking_signature; anything more
  // (several blocks, redacted ones) is kept verbatim so the next turn can send it back.
  if (redacted || thinking_blocks.size() > 1) {
    msg.thinking_signature.clear();
    msg.provider_data = {{kThinkingBlocksKey, std::move(thinking_blocks)}};
  }

  out.stop_reason = string_field(body, "stop_reason");
  out.response_id = string_field(body, "id");
  out.model = string_field(body, "model");
  if (const auto u = body.find("usage"); u != body.end() && u->is_object()) {
    const int64_t cache_read = usage_count(*u, "cache_read_input_tokens");
    // input_tokens counts only what follows the last cache breakpoint: the prompt is all three.
    out.usage.input_tokens = usage_count(*u, "input_tokens") + cache_read + usage_count(*u, "cache_creation_input_tokens");
    out.usage.cached_tokens = cache_read;
    out.usage.output_tokens = usage_count(*u, "output_tokens");  // includes thinking; not reported apart
  }
  return out;
}

}  // namespace detail

namespace {

class AnthropicProvider : public Provider {
 public:
  explicit AnthropicProvider(const ProviderOptions& opts) : transport_(endpoint(opts), opts) {}

  std::string name() const override { return "anthropic"; }

  CompletionResponse complete(const CompletionRequest& req) override {
    if (req.model.empty()) throw transport_.error(ProviderError::Kind::bad_request, "the request names no model");
    if (req.max_tokens <= 0)
      throw transport_.error(ProviderError::Kind::bad_request, "max_tokens must be positive (the API requires a cap)");
    return transport_.complete(detail::request_text(detail::anthropic_request(req)), detail::anthropic_response);
  }

 private:
  static detail::Endpoint endpoint(const ProviderOptions& opts) {
    detail::Endpoint ep = detail::resolve_endpoint(opts, {"anthropic", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL",
                                                          "https://api.anthropic.com/v1", "/messages", "x-api-key: "});
    ep.headers.push_back("anthropic-version: 2023-06-01");
    return ep;
  }

  detail::Transport transport_;
};

}  // namespace

std::unique_ptr<Provider> make_anthropic_provider(const ProviderOptions& opts) {
  return std::make_unique<AnthropicProvider>(opts);
}

}  // namespace kc::llm
