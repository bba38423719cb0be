// Replay of an episode transcript (`kernelcraft replay`): the recorded tool calls are executed
// again, in order, against the same task configuration, hardware and seed, and every result is
// compared with the recorded one; the final kernel's success check is re-run on the recorded
// fresh seed. The tools are deterministic (the simulator is cycle-accurate and seeded), so any
// difference means the RTL, the ISA, the assembler, the tasks or the tools changed since the
// episode ran — or the transcript was edited.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace kc::agent {

struct ReplayOptions {
  std::string tasks_dir;     // "" = default_tasks_dir()
  std::string workspace;     // "" = a fresh temporary directory (removed afterwards)
  bool final_check = true;   // re-run the success check of the last kernel
};

struct ReplayDifference {
  int iteration = 0;
  std::string tool, call_id;
  std::string recorded, replayed;   // the two results (whole texts)
  std::string first_difference;     // "line N: recorded '...' / replayed '...'"
};

struct ReplayReport {
  std::string transcript, task, config, platform, hw, model;
  std::size_t tool_calls = 0, identical = 0;
  std::size_t stopped = 0;           // calls recorded as stopped mid-way (interrupt, time limit): not re-run
  std::vector<ReplayDifference> differences;
  bool truncated = false;            // the transcript ends in a cut line (killed episode)
  bool has_end = false;              // the episode's end event is present
  // The success check: recorded and replayed (status of the final kernel on the fresh seed).
  std::string final_recorded, final_replayed;
  bool final_matches = true;
  bool ok() const { return differences.empty() && final_matches; }
};

// Throws std::runtime_error for an unreadable or malformed transcript (file:line) or one whose
// task, configuration or platform no longer exists.
ReplayReport replay_transcript(const std::string& path, const ReplayOptions& opts = {});

// The report for people: one line per tool call that differs (with its first differing line),
// the final check, and a verdict.
std::string format_replay_report(const ReplayReport& r);

}  // namespace kc::agent
