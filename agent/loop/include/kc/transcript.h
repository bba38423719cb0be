// Episode transcripts: one JSON object per line (JSONL), appended and flushed event by event, so a
// killed episode leaves every finished event on disk and at most one partial last line.
//
//   {"event":"start", ...}   the episode: model, settings, platform, hw, task, config, seeds,
//                            tools, the system prompt and first user message
//   {"event":"turn", ...}    one model turn: the assistant message, usage, latency, stop reason
//   {"event":"tool", ...}    one tool call: name, arguments, result text, is_error, data, seconds
//   {"event":"end", ...}     how it ended, totals, the final kernel's fresh-seed check
//
// docs/agent/transcripts.md describes every field. `kernelcraft replay` re-executes the tool
// calls of a transcript and reports any result that differs.
#pragma once

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "kc/llm.h"

namespace kc::agent {

constexpr int kTranscriptVersion = 1;

// Messages, tool calls and usage as transcript JSON, and back (from_json throws
// std::runtime_error naming the missing or mistyped field).
nlohmann::json message_json(const llm::Message& m);
llm::Message message_from_json(const nlohmann::json& j);
nlohmann::json usage_json(const llm::Usage& u);
llm::Usage usage_from_json(const nlohmann::json& j);

// Appends events to a transcript file (created with its directory; truncated when `append` is
// false). Each event is written as one line and flushed before write() returns.
class TranscriptWriter {
 public:
  TranscriptWriter() = default;   // writes nothing until opened (no transcript wanted)
  TranscriptWriter(const std::string& path, bool append) { open(path, append); }
  // Throws std::runtime_error when the file cannot be created.
  void open(const std::string& path, bool append);
  ~TranscriptWriter();
  TranscriptWriter(const TranscriptWriter&) = delete;
  TranscriptWriter& operator=(const TranscriptWriter&) = delete;

  void write(const nlohmann::json& event);
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::FILE* f_ = nullptr;
};

// Reads a transcript. A last line that is not complete JSON (the episode was killed while writing
// it) is dropped and counted in `truncated`; a malformed line elsewhere throws
// std::runtime_error with the file and line number.
struct Transcript {
  std::vector<nlohmann::json> events;
  bool truncated = false;
  const nlohmann::json* start() const;   // the start event, or nullptr
  const nlohmann::json* end() const;     // the end event, or nullptr
};
Transcript read_transcript(const std::string& path);

}  // namespace kc::agent
