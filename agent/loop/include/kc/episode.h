// One agent episode (docs/agent/episodes.md): the model gets the task prompt and the six tools, and works
// in turns — one model turn is one iteration — until it answers without calling a tool or a
// budget runs out. The episode succeeds iff its last kernel passes on the episode's seed and on a
// fresh seed it never saw (docs/evaluation.md, the success rule); speedup is against the baseline of the same
// configuration.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "kc/agent_tools.h"
#include "kc/evaluate.h"
#include "kc/llm.h"
#include "kc/llm_providers.h"
#include "kc/platform.h"
#include "kc/task.h"
#include "kc/transcript.h"

namespace kc::agent {

// The paper's iteration budgets: 15 / 20 / 25 model turns for levels 1 / 2 / 3.
int default_iterations(int level);

// The tracks of --track: what the model is asked to do.
constexpr const char* kTrackKernel = "kernel";
constexpr const char* kTrackTemplateOpt = "template-opt";
bool is_track(const std::string& name);

// The baseline kernel a template-optimisation episode starts from: the platform's baseline in its
// first kernel language (what the tools assemble), or nullopt with the reason in `why` (no
// baseline for the task, or one in another language, e.g. rv32's C for GCC).
std::optional<KernelSource> template_opt_baseline(const Platform& platform, const TaskSpec& task,
                                                  const TaskConfig& config, const std::string& hw, std::string* why);

// What a run varies (the ablations of the paper are flags here). Stored with every episode.
struct EpisodeSettings {
  std::string model;                 // "openai:NAME", "anthropic:NAME", "script:PATH"
  llm::Thinking thinking;            // --thinking on|off|BUDGET
  bool one_shot = false;             // --one-shot: a solved related task in the prompt
  bool short_docs = false;           // --docs short: the short ISA reference
  int iterations = 0;                // model turns; 0 = default_iterations(level)
  int64_t max_tokens = 0;            // episode cap on input + output tokens; 0 = none
  double max_dollars = 0;            // episode cap on cost; 0 = none (needs the model's price)
  int64_t max_output_tokens = 16384; // per turn
  std::optional<double> temperature;
  // --track: "kernel" (write a kernel from the task) or "template-opt" (rewrite the baseline
  // kernel, which the prompt gives, to be faster or smaller; docs/agent/episodes.md).
  std::string track = "kernel";

  nlohmann::json to_json() const;
  // Throws std::runtime_error naming a missing or mistyped field.
  static EpisodeSettings from_json(const nlohmann::json& j);
};

// Which task configuration, where, and with what seed.
struct EpisodeSpec {
  const Platform* platform = nullptr;
  const TaskSpec* task = nullptr;
  const TaskConfig* config = nullptr;
  std::string hw;                    // "" = the platform's default
  uint64_t seed = 1;                 // inputs the agent's evaluations run on
  uint64_t fresh_seed = 0;           // the success check's seed; 0 = drawn at random
  int repeat = 0;
  std::string workspace;             // the episode's directory (kernel file; created)
  std::string transcript_path;       // "" = no transcript
  EvalOptions eval;                  // limits and baseline cache of every evaluation
  std::optional<double> tool_time_limit_seconds;   // wall-clock limit of a tool call (default kToolTimeLimitSeconds)
};

enum class EpisodeEnd {
  agent_stopped,      // the model answered without calling a tool
  iterations,         // the iteration budget ran out
  tokens,             // the token cap was reached
  dollars,            // the cost cap was reached
  provider_error,     // the provider failed for good (after retries)
  interrupted,        // stop was requested
};
const char* episode_end_name(EpisodeEnd e);

struct EpisodeResult {
  EpisodeEnd end = EpisodeEnd::agent_stopped;
  std::string end_message;           // provider error text, or ""
  int iterations = 0;                // model turns taken
  int tool_calls = 0, evaluations = 0;
  std::optional<int> first_pass_iteration;   // turn whose run_evaluation first passed
  llm::Usage usage;
  std::optional<double> cost_usd;    // nullopt when the model has no price
  double wall_seconds = 0;
  std::string final_kernel;          // "" when the model never wrote one
  std::optional<EvalResult> final_eval;   // the final kernel on `seed` with the fresh-seed re-check
  bool success = false;
  std::optional<double> speedup;     // of a successful final kernel (fresh seed)
  std::string split;                 // "visible" or "held_out"
  // Program sizes (instructions) of the final kernel and of the baseline, when they assemble: the
  // template-optimisation track's second score.
  std::optional<std::size_t> static_instructions, baseline_static_instructions;
};

// Hooks for callers: turn-by-turn progress and a stop flag (checked between turns and tools, and
// by a running tool, which it stops: the episode then ends as interrupted at once).
struct EpisodeHooks {
  std::function<void(const std::string& line)> log;      // one line per turn / tool (may be empty)
  // Every evaluation of the episode as it finishes: the agent's run_evaluation calls (final =
  // false) and the success check of the last kernel (final = true). The bench stores them.
  std::function<void(const EvalResult& r, const std::string& kernel, bool final)> on_evaluation;
  const std::atomic<bool>* stop = nullptr;
};

// The system prompt (the task prompt `kernelcraft show` prints, with the short ISA reference for
// short_docs and the solved example for one_shot) and the first user message.
struct EpisodePrompt {
  std::string system, user;
};
EpisodePrompt episode_prompt(const EpisodeSpec& spec, const EpisodeSettings& settings);

// What every driver of an episode shares — the model loop (run_episode) and the MCP server,
// where an outside agent makes the calls: the tool box, the transcript (its start event is
// written on construction), the counters, the evaluation hook, and the success check with the
// end event.
class EpisodeSession {
 public:
  // `tools` must outlive the session; `provider` names the driver in the transcript ("openai",
  // "anthropic", "script", "mcp"). `budget` is the number of turns (0: none, as for MCP).
  EpisodeSession(ToolBox& tools, const EpisodeSpec& spec, const EpisodeSettings& settings, const std::string& provider,
                 int budget, const EpisodeHooks& hooks = {});

  ToolBox& tools() { return tools_; }
  const EpisodePrompt& prompt() const { return prompt_; }
  EpisodeResult& result() { return r_; }

  // Runs one tool call of turn `iteration` (a call whose arguments did not parse gets the error
  // result without running), appends `note` to the result text, writes the tool event, counts it.
  ToolResult call(int iteration, const llm::ToolCall& call, const std::string& note = "");
  // Writes a transcript event (turn, error).
  void write(const nlohmann::json& event) { transcript_.write(event); }
  // The success check of the last kernel (not for an interrupted episode: it ends at once), the
  // totals and the end event. Call once.
  void finish();

 private:
  ToolBox& tools_;
  const EpisodeSpec& spec_;
  const EpisodeSettings& settings_;
  EpisodeHooks hooks_;
  EpisodePrompt prompt_;
  TranscriptWriter transcript_;
  EpisodeResult r_;
  std::chrono::steady_clock::time_point t0_;
};

// Runs one episode. Provider errors end the episode (EpisodeEnd::provider_error); never throws
// for anything the model does. Throws std::runtime_error for harness misuse (unknown hw, a task
// without this platform, an unwritable workspace).
EpisodeResult run_episode(llm::Provider& provider, const EpisodeSpec& spec, const EpisodeSettings& settings,
                          const llm::PriceTable* prices, const EpisodeHooks& hooks = {});

// The text a tool call with unparsable arguments gets (the loop sends it; replay expects it).
std::string invalid_arguments_text(const std::string& tool, const std::string& parse_error);
// The note appended to the last tool result of the second-to-last turn.
extern const char* const kLastTurnNote;

// The result's summary as the transcript's end event (and the `kernelcraft agent --json` output).
nlohmann::json episode_result_json(const EpisodeResult& r);

}  // namespace kc::agent
