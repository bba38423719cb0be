// The `script` provider: plays a scripted episode (YAML) turn by turn instead of asking a model.
// It drives the real loop, tools, simulator and results store, so `make demo` and the tests can
// run whole episodes offline. A scripted episode is labelled as such in transcripts and reports
// (model "script:<file>"), uses no tokens, and checks that the harness answered as the script
// expects — a script that no longer matches what the tools say fails loudly instead of telling
// a story that is not true.
//
//   label: "fixes a syntax error, repairs a mismatch, passes"
//   task: relu                      # the task the script is written for (checked)
//   turns:
//     - text: "I'll write a first version."
//       tool_calls:
//         - name: write_code
//           arguments: {code_file: relu_v1.asm}   # code_file: read relative to the script
//         - name: check_syntax
//     - expect: ["error"]            # substrings the previous turn's tool results must contain
//       tool_calls: [...]
//     - text: "Done."                # no tool_calls: the agent stops
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "kc/llm.h"

namespace kc::agent {

struct ScriptedCall {
  std::string name;
  nlohmann::json arguments;   // object (code_file already read into code)
  std::string raw_arguments;  // when set: sent as unparsable arguments text instead (tests the error path)
};

struct ScriptedTurn {
  std::string text, thinking;
  std::vector<ScriptedCall> calls;
  std::vector<std::string> expect;   // substrings of the previous turn's tool results
  int line = 0;                      // where the turn starts in the script (for messages)
};

struct Script {
  std::string path, label, task;
  std::vector<ScriptedTurn> turns;
};

// Loads a script; errors are `file:line:col: error: ...` (std::runtime_error).
Script load_script(const std::string& path);

// A provider that plays `script`. When the script has no turns left it answers "(end of script)"
// without tool calls. Throws ProviderError(protocol) when an expectation is not met or the
// request is not for the script's task.
std::unique_ptr<llm::Provider> make_script_provider(Script script);

}  // namespace kc::agent
