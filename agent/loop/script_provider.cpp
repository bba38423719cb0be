// The script provider (kc/script_provider.h).
#include "kc/script_provider.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <yaml-cpp/yaml.h>

#include "kc/files.h"
#include "kc/platform.h"

namespace kc::agent {

namespace {

namespace fs = std::filesystem;

std::string where(const std::string& path, const YAML::Node& n) {
  const YAML::Mark m = n.Mark();
  return path + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

[[noreturn]] void fail(const std::string& path, const YAML::Node& n, const std::string& msg) {
  throw std::runtime_error(where(path, n) + ": error: " + msg);
}

void check_keys(const std::string& path, const YAML::Node& map, std::initializer_list<const char*> allowed) {
  for (const auto& kv : map) {
    const std::string k = kv.first.as<std::string>();
    bool ok = false;
    for (const char* a : allowed) ok = ok || k == a;
    if (!ok) {
      std::string list;
      for (const char* a : allowed) list += std::string(list.empty() ? "" : ", ") + a;
      fail(path, kv.first, "unknown key '" + k + "' (expected one of: " + list + ")");
    }
  }
}

std::string scalar(const std::string& path, const YAML::Node& n, const char* what) {
  if (!n.IsScalar()) fail(path, n, std::string(what) + " must be a string");
  return n.as<std::string>();
}

// YAML -> JSON for tool arguments (scalars stay strings unless they read as numbers or booleans).
nlohmann::json to_json(const std::string& path, const YAML::Node& n) {
  switch (n.Type()) {
    case YAML::NodeType::Null: return nullptr;
    case YAML::NodeType::Scalar: {
      const std::string s = n.as<std::string>();
      if (n.Tag() == "!") return s;   // quoted: a string
      if (s == "true" || s == "false") return s == "true";
      try {
        std::size_t used = 0;
        const long long v = std::stoll(s, &used);
        if (used == s.size()) return v;
      } catch (const std::exception&) {
      }
      return s;
    }
    case YAML::NodeType::Sequence: {
      nlohmann::json a = nlohmann::json::array();
      for (const auto& e : n) a.push_back(to_json(path, e));
      return a;
    }
    case YAML::NodeType::Map: {
      nlohmann::json o = nlohmann::json::object();
      for (const auto& kv : n) o[kv.first.as<std::string>()] = to_json(path, kv.second);
      return o;
    }
    default: fail(path, n, "unsupported YAML node");
  }
}

ScriptedCall load_call(const std::string& path, const YAML::Node& n) {
  if (!n.IsMap()) fail(path, n, "a tool call is a map {name, arguments}");
  check_keys(path, n, {"name", "arguments", "raw_arguments"});
  ScriptedCall c;
  if (!n["name"]) fail(path, n, "a tool call needs a name");
  c.name = scalar(path, n["name"], "name");
  c.arguments = n["arguments"] ? to_json(path, n["arguments"]) : nlohmann::json::object();
  if (!c.arguments.is_object()) fail(path, n["arguments"], "arguments must be a map");
  if (c.arguments.contains("code_file")) {
    const YAML::Node at = n["arguments"]["code_file"];
    if (!c.arguments["code_file"].is_string())
      fail(path, at, "code_file must be a file name (a string), got " + c.arguments["code_file"].dump());
    const fs::path f = fs::path(path).parent_path() / c.arguments["code_file"].get<std::string>();
    const BoundedText text = read_file_bounded(f.string(), kMaxKernelBytes);
    if (text.status == ReadStatus::too_big)
      fail(path, at, "code_file " + f.string() + " has more than " + bytes_text(kMaxKernelBytes) + ", the limit of a kernel");
    if (text.status != ReadStatus::ok)
      fail(path, at, "cannot read code_file " + f.string() + (text.problem.empty() ? "" : ": " + text.problem));
    c.arguments["code"] = text.text;
    c.arguments.erase("code_file");
  }
  if (n["raw_arguments"]) c.raw_arguments = scalar(path, n["raw_arguments"], "raw_arguments");
  return c;
}

class ScriptProvider : public llm::Provider {
 public:
  explicit ScriptProvider(Script s) : script_(std::move(s)) {}
  std::string name() const override { return "script"; }

  llm::CompletionResponse complete(const llm::CompletionRequest& req) override {
    if (!script_.task.empty() && !req.messages.empty() &&
        req.messages.front().text.find(script_.task) == std::string::npos)
      throw llm::ProviderError(llm::ProviderError::Kind::protocol,
                               script_.path + ": the script is written for task '" + script_.task +
                                   "', but the prompt does not mention it");
    llm::CompletionResponse r;
    r.model = "script:" + script_.path;
    r.message.role = llm::Role::assistant;
    if (next_ >= script_.turns.size()) {
      r.message.text = "(end of script)";
      r.stop_reason = "end_turn";
      return r;
    }
    const ScriptedTurn& t = script_.turns[next_++];
    // The results of the previous turn: the tool messages at the end of the conversation.
    std::string results;
    for (auto it = req.messages.rbegin(); it != req.messages.rend() && it->role == llm::Role::tool; ++it)
      results = it->text + "\n" + results;
    for (const auto& e : t.expect)
      if (results.find(e) == std::string::npos)
        throw llm::ProviderError(llm::ProviderError::Kind::protocol,
                                 script_.path + ":" + std::to_string(t.line) + ": scripted episode diverged: the tool "
                                 "results before this turn do not contain \"" + e + "\"");
    r.message.text = t.text;
    r.message.thinking = t.thinking;
    for (std::size_t i = 0; i < t.calls.size(); ++i) {
      const ScriptedCall& c = t.calls[i];
      llm::ToolCall tc;
      tc.id = "call_" + std::to_string(next_) + "_" + std::to_string(i + 1);
      tc.name = c.name;
      if (!c.raw_arguments.empty()) {
        tc.raw_arguments = c.raw_arguments;
        try {
          tc.arguments = nlohmann::json::parse(c.raw_arguments);
          if (!tc.arguments.is_object()) throw std::runtime_error("not an object");
        } catch (const std::exception& e) {
          tc.arguments = nullptr;
          tc.parse_error = e.what();
        }
      } else {
        tc.arguments = c.arguments;
        tc.raw_arguments = c.arguments.dump();
      }
      r.message.tool_calls.push_back(std::move(tc));
    }
    r.stop_reason = r.message.tool_calls.empty() ? "end_turn" : "tool_use";
    return r;
  }

 private:
  Script script_;
  std::size_t next_ = 0;
};

}  // namespace

Script load_script(const std::string& path) {
  YAML::Node root;
  try {
    root = YAML::LoadFile(path);
  } catch (const YAML::BadFile&) {
    throw std::runtime_error("cannot read the script " + path);
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(path + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1) +
                             ": error: " + e.msg);
  }
  if (!root.IsMap()) fail(path, root, "a script is a map {label, task, turns}");
  check_keys(path, root, {"label", "task", "turns"});
  Script s;
  s.path = path;
  if (root["label"]) s.label = scalar(path, root["label"], "label");
  if (root["task"]) s.task = scalar(path, root["task"], "task");
  const YAML::Node turns = root["turns"];
  if (!turns || !turns.IsSequence()) fail(path, root, "a script needs 'turns:', a list");
  for (const auto& tn : turns) {
    if (!tn.IsMap()) fail(path, tn, "a turn is a map {text, thinking, expect, tool_calls}");
    check_keys(path, tn, {"text", "thinking", "expect", "tool_calls"});
    ScriptedTurn t;
    t.line = tn.Mark().line + 1;
    if (tn["text"]) t.text = scalar(path, tn["text"], "text");
    if (tn["thinking"]) t.thinking = scalar(path, tn["thinking"], "thinking");
    if (const auto e = tn["expect"]) {
      if (!e.IsSequence()) fail(path, e, "expect must be a list of strings");
      for (const auto& x : e) t.expect.push_back(scalar(path, x, "expect entry"));
    }
    if (const auto c = tn["tool_calls"]) {
      if (!c.IsSequence()) fail(path, c, "tool_calls must be a list");
      for (const auto& x : c) t.calls.push_back(load_call(path, x));
    }
    s.turns.push_back(std::move(t));
  }
  return s;
}

std::unique_ptr<llm::Provider> make_script_provider(Script script) {
  return std::make_unique<ScriptProvider>(std::move(script));
}

}  // namespace kc::agent
