// kernelcraft replay: re-execute the tool calls of an episode transcript and report differences.
#include <iostream>

#include "command.h"
#include "kc/replay.h"

namespace kc::cli {

namespace {

int run_replay(const Args& args);

const Command kReplay{
    "replay",
    "re-execute the tool calls of an episode transcript and report any result that differs",
    "TRANSCRIPT [--tasks DIR] [--no-final] [--show-diff]",
    "Reads an episode transcript (JSONL, written by kernelcraft agent / bench / mcp), runs every\n"
    "recorded tool call again in order — the same task configuration, hardware configuration and\n"
    "seed, on the RTL simulator — and compares each result with the recorded one; then re-runs the\n"
    "success check of the last kernel on the recorded fresh seed. The simulator is deterministic,\n"
    "so a difference means the RTL, ISA, assembler, tasks or tools changed since the episode ran\n"
    "(or the transcript was edited). No model is called.\n"
    "\n"
    "exit status: 0 every result identical, 1 a difference (or an unreadable transcript), 2 usage error",
    {{"tasks", 0, "DIR", "task directory (default: $KC_TASKS_DIR or the source tree's tasks/)"},
     {"no-final", 0, nullptr, "skip the success check of the last kernel"},
     {"show-diff", 0, nullptr, "print both texts of every differing result"}},
    run_replay};

KC_REGISTER_COMMAND(kReplay);

int run_replay(const Args& args) {
  if (args.positional.size() != 1)
    return usage_error(kReplay, "expected one TRANSCRIPT, got " + std::to_string(args.positional.size()));
  agent::ReplayOptions o;
  o.tasks_dir = args.get("tasks");
  o.final_check = !args.has("no-final");
  try {
    const agent::ReplayReport r = agent::replay_transcript(args.positional[0], o);
    std::cout << agent::format_replay_report(r);
    if (args.has("show-diff"))
      for (const auto& d : r.differences)
        std::cout << "\n--- recorded (turn " << d.iteration << " " << d.tool << ")\n"
                  << d.recorded << "\n+++ replayed\n"
                  << d.replayed << "\n";
    return r.ok() ? kExitOk : kExitFail;
  } catch (const std::exception& e) {
    return fail(kReplay, e.what());
  }
}

}  // namespace

}  // namespace kc::cli
