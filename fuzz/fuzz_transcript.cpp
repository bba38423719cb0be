// libFuzzer target: the episode-transcript reader (kc/transcript.h) on an arbitrary JSONL file.
//
// read_transcript reads a file, so the input is written to a scratch file in /dev/shm first. It
// documents std::runtime_error (a malformed line, with file and line number) as its only
// exception. The events of a transcript that reads are then taken apart the way replay and the
// reports do: the messages and usage of "turn" events (message_from_json, usage_from_json) and the
// settings of the start event (EpisodeSettings::from_json), all documented to throw
// std::runtime_error only.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "fuzz_util.h"
#include "kc/episode.h"
#include "kc/transcript.h"

namespace {

const kc::fuzz::ScratchDir& scratch() {
  static const kc::fuzz::ScratchDir dir("transcript");
  return dir;
}

// Runs `f`, letting std::runtime_error (documented) pass.
template <class F>
void documented(F&& f) {
  try {
    f();
  } catch (const std::runtime_error&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string path = scratch().write("transcript.jsonl", data, size);
  try {
    documented([&] {
      const kc::agent::Transcript t = kc::agent::read_transcript(path);
      (void)t.end();
      if (const nlohmann::json* start = t.start(); start && start->is_object() && start->contains("settings"))
        documented([&] { (void)kc::agent::EpisodeSettings::from_json(start->at("settings")); });
      for (const nlohmann::json& e : t.events) {
        if (e.contains("message")) documented([&] { (void)kc::agent::message_from_json(e.at("message")); });
        if (e.contains("usage")) documented([&] { (void)kc::agent::usage_from_json(e.at("usage")); });
      }
    });
  } catch (...) {
    kc::fuzz::undocumented_exception("kc::agent::read_transcript and the event readers");
  }
  return 0;
}
