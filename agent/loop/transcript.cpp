// Episode transcripts (kc/transcript.h).
#include "kc/transcript.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "kc/json_number.h"

namespace kc::agent {

namespace {

llm::Role role_from_name(const std::string& s) {
  if (s == "system") return llm::Role::system;
  if (s == "user") return llm::Role::user;
  if (s == "assistant") return llm::Role::assistant;
  if (s == "tool") return llm::Role::tool;
  throw std::runtime_error("message.role: unknown role '" + s + "'");
}

}  // namespace

nlohmann::json message_json(const llm::Message& m) {
  nlohmann::json j = {{"role", llm::role_name(m.role)}, {"text", m.text}};
  if (!m.thinking.empty()) j["thinking"] = m.thinking;
  if (!m.thinking_signature.empty()) j["thinking_signature"] = m.thinking_signature;
  if (!m.provider_data.is_null()) j["provider_data"] = m.provider_data;
  if (!m.tool_calls.empty()) {
    nlohmann::json calls = nlohmann::json::array();
    for (const auto& c : m.tool_calls) {
      nlohmann::json cj = {{"id", c.id}, {"name", c.name}, {"arguments", c.arguments}, {"raw_arguments", c.raw_arguments}};
      if (!c.parse_error.empty()) cj["parse_error"] = c.parse_error;
      if (!c.provider_data.is_null()) cj["provider_data"] = c.provider_data;
      calls.push_back(std::move(cj));
    }
    j["tool_calls"] = std::move(calls);
  }
  if (m.role == llm::Role::tool) {
    j["tool_call_id"] = m.tool_call_id;
    j["tool_name"] = m.tool_name;
    j["is_error"] = m.is_error;
  }
  return j;
}

llm::Message message_from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw std::runtime_error("message: not an object");
  llm::Message m;
  m.role = role_from_name(json_field<std::string>(j, "role", "message", ""));
  m.text = json_field<std::string>(j, "text", "message", "");
  m.thinking = json_field<std::string>(j, "thinking", "message", "");
  m.thinking_signature = json_field<std::string>(j, "thinking_signature", "message", "");
  m.provider_data = j.value("provider_data", nlohmann::json());
  if (j.contains("tool_calls")) {
    if (!j.at("tool_calls").is_array()) throw std::runtime_error("message.tool_calls: not an array");
    for (const auto& cj : j.at("tool_calls")) {
      if (!cj.is_object()) throw std::runtime_error("message.tool_calls: an entry is not an object");
      llm::ToolCall c;
      c.id = json_field<std::string>(cj, "id", "tool_call", "");
      c.name = json_field<std::string>(cj, "name", "tool_call", "");
      c.arguments = cj.value("arguments", nlohmann::json());
      c.raw_arguments = json_field<std::string>(cj, "raw_arguments", "tool_call", "");
      c.parse_error = json_field<std::string>(cj, "parse_error", "tool_call", "");
      c.provider_data = cj.value("provider_data", nlohmann::json());
      m.tool_calls.push_back(std::move(c));
    }
  }
  m.tool_call_id = json_field<std::string>(j, "tool_call_id", "message", "");
  m.tool_name = json_field<std::string>(j, "tool_name", "message", "");
  m.is_error = json_field<bool>(j, "is_error", "message", false);
  return m;
}

nlohmann::json usage_json(const llm::Usage& u) {
  return {{"input_tokens", u.input_tokens},
          {"output_tokens", u.output_tokens},
          {"reasoning_tokens", u.reasoning_tokens},
          {"cached_tokens", u.cached_tokens}};
}

llm::Usage usage_from_json(const nlohmann::json& j) {
  llm::Usage u;
  if (!j.is_object()) return u;
  u.input_tokens = json_field<int64_t>(j, "input_tokens", "usage", 0);
  u.output_tokens = json_field<int64_t>(j, "output_tokens", "usage", 0);
  u.reasoning_tokens = json_field<int64_t>(j, "reasoning_tokens", "usage", 0);
  u.cached_tokens = json_field<int64_t>(j, "cached_tokens", "usage", 0);
  return u;
}

void TranscriptWriter::open(const std::string& path, bool append) {
  if (f_) std::fclose(f_);
  f_ = nullptr;
  path_ = path;
  const std::filesystem::path p(path);
  if (p.has_parent_path()) std::filesystem::create_directories(p.parent_path());
  // One writer per transcript: the file is locked (flock) while it is open, and truncated only
  // once the lock is held, so a second writer can neither interleave lines nor wipe the first's.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd < 0) throw std::runtime_error("cannot write the transcript " + path + ": " + std::strerror(errno));
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    throw std::runtime_error("cannot write the transcript " + path + ": another process is writing it");
  }
  if (!append && ::ftruncate(fd, 0) != 0) {
    const int err = errno;
    ::close(fd);
    throw std::runtime_error("cannot write the transcript " + path + ": " + std::strerror(err));
  }
  f_ = ::fdopen(fd, "ab");
  if (!f_) {
    const int err = errno;
    ::close(fd);
    throw std::runtime_error("cannot write the transcript " + path + ": " + std::strerror(err));
  }
}

TranscriptWriter::~TranscriptWriter() {
  if (f_) std::fclose(f_);
}

void TranscriptWriter::write(const nlohmann::json& event) {
  if (!f_) return;
  // Invalid UTF-8 from a model (or a kernel) is replaced rather than failing the episode.
  const std::string line = event.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  if (std::fwrite(line.data(), 1, line.size(), f_) != line.size() || std::fflush(f_) != 0)
    throw std::runtime_error("cannot write the transcript " + path_ + ": " + std::strerror(errno));
}

const nlohmann::json* Transcript::start() const {
  for (const auto& e : events)
    if (e.value("event", "") == "start") return &e;
  return nullptr;
}

const nlohmann::json* Transcript::end() const {
  for (auto it = events.rbegin(); it != events.rend(); ++it)
    if (it->value("event", "") == "end") return &*it;
  return nullptr;
}

Transcript read_transcript(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read the transcript " + path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  // A file that does not end in a newline was cut while its last line was being written.
  in.clear();
  Transcript t;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    try {
      auto j = nlohmann::json::parse(lines[i]);
      // Every reader asks e.value("event", ""), which throws unless the name is a string.
      if (!j.is_object() || !j.contains("event") || !j.at("event").is_string())
        throw std::runtime_error("not an event object");
      t.events.push_back(std::move(j));
    } catch (const std::exception& e) {
      if (i + 1 == lines.size()) {
        t.truncated = true;
        break;
      }
      throw std::runtime_error(path + ":" + std::to_string(i + 1) + ": malformed transcript line (" + e.what() + ")");
    }
  }
  return t;
}

}  // namespace kc::agent
