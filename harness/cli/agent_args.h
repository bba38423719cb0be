// Command-line arguments shared by the agent commands (agent, bench): the episode settings (the
// paper's ablations: thinking, one-shot, docs; budgets) and the HTTP provider options.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "command.h"
#include "kc/episode.h"
#include "kc/llm_providers.h"

namespace kc::cli {

// The option specs of the settings and provider options, appended to a command's own.
std::vector<OptionSpec> agent_option_specs();

// Episode settings from the options (model excluded); nullopt after a usage error.
std::optional<agent::EpisodeSettings> settings_arg(const Command& cmd, const Args& args);

// Provider options (--base-url, --timeout, --retries, --ca-bundle); nullopt after a usage error.
std::optional<llm::ProviderOptions> provider_arg(const Command& cmd, const Args& args);

// --tool-timeout SECONDS (agent, bench, mcp): the wall-clock limit of one tool call.
inline constexpr OptionSpec kToolTimeoutOption{
    "tool-timeout", 0, "SECONDS", "wall-clock limit of one tool call (default 600; a call still running is stopped)"};
// Its value (kToolTimeLimitSeconds when absent, in 1..86400); nullopt after a usage error.
std::optional<double> tool_timeout_arg(const Command& cmd, const Args& args);

// --target TARGET (eval-running commands: bench, mcp): where kernels run — sim (the default), board:DEV
// (an FPGA board on serial device DEV) or board:virtual (docs/fpga.md).
inline constexpr OptionSpec kTargetOption{"target", 0, "TARGET",
                                          "where kernels run: sim (default), board:DEV or board:virtual"};
// Its value as EvalOptions::target ("" for sim); nullopt after a usage error.
std::optional<std::string> target_arg(const Command& cmd, const Args& args);

// Text of the agent options for a command's --help details.
extern const char kAgentOptionsDetails[];

}  // namespace kc::cli
