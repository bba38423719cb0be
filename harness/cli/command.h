// kernelcraft subcommand registry and option parsing. Each subcommand is one source file that
// registers a Command at start-up (KC_REGISTER_COMMAND); main.cpp dispatches on argv[1].
// Options are declared once per command and drive both the parser and `--help`.
#pragma once

#include <atomic>

#include <map>
#include <string>
#include <vector>

namespace kc::cli {

// Process exit codes of every subcommand.
constexpr int kExitOk = 0;     // success (warnings allowed)
constexpr int kExitFail = 1;   // errors in the input, or I/O failure
constexpr int kExitUsage = 2;  // bad command line

struct OptionSpec {
  const char* name;        // long name without "--" ("platform")
  char short_name;         // 'o', or 0 for none
  const char* value_name;  // "FILE" for an option with a value, nullptr for a flag
  const char* help;
};

// The options several commands share, spelled once (constant-initialised: safe to use from the
// static initialisers that register commands).
inline constexpr OptionSpec kPlatformOption{"platform", 0, "PLATFORM", "target platform (kernelcraft tasks lists them)"};
inline constexpr OptionSpec kLangOption{"lang", 0, "LANG",
                                        "kernel language: asm (the default) or one the platform also compiles, e.g. c"};
inline constexpr OptionSpec kTaskOption{"task", 0, "TASK", "task id or path to a task.yaml"};
inline constexpr OptionSpec kConfigOption{"config", 0, "CONFIG", "task configuration (C1..C5, H1, H2, ...)"};
inline constexpr OptionSpec kHwOption{"hw", 0, "HW", "hardware configuration (default: the platform's default)"};
inline constexpr OptionSpec kDbOption{"db", 0, "FILE",
                                      "results database (default: $KC_RESULTS_DB or build/results/kernelcraft.db)"};

// Options and positional arguments of one invocation. Options appear under their long name;
// a flag's value is "".
struct Args {
  std::map<std::string, std::string> options;
  std::vector<std::string> positional;

  bool has(const std::string& name) const { return options.count(name) > 0; }
  // The option's value, or `fallback` when it was not given.
  std::string get(const std::string& name, const std::string& fallback = "") const;
};

struct Command {
  const char* name;      // "asm"
  const char* summary;   // one line for `kernelcraft --help`
  const char* synopsis;  // arguments after "kernelcraft <name> " in the usage line
  const char* details;   // paragraphs for `kernelcraft <name> --help` (may be "")
  std::vector<OptionSpec> options;  // -h/--help is added by the registry
  int (*run)(const Args& args);     // returns the exit code
};

// Adds a command to the registry (called from static initialisers); returns true.
bool register_command(Command cmd);

// Every registered command, sorted by name.
std::vector<const Command*> commands();

// The command called `name`, or nullptr.
const Command* find_command(const std::string& name);

// Runs `cmd` on argv[first..argc): parses options (printing help or a usage error as needed)
// and calls cmd.run.
int dispatch(const Command& cmd, int argc, char** argv, int first);

// Prints "kernelcraft <cmd>: <message>" and the command's usage line to stderr; returns
// kExitUsage.
int usage_error(const Command& cmd, const std::string& message);

// Prints "kernelcraft <cmd>: <message>" to stderr; returns kExitFail.
int fail(const Command& cmd, const std::string& message);

// The `--help` text of a command.
std::string help_text(const Command& cmd);

// "kernelcraft <cmd> --opt value ... positional": the command line as a run row stores it.
std::string command_line(const Command& cmd, const Args& args);

// Graceful stop for long commands: the first SIGINT / SIGTERM prints `message` on stderr and sets
// the returned flag (the command finishes what runs and starts nothing new); a second one kills
// the process. `message` must be a string literal. restore_default_signals() undoes it.
const std::atomic<bool>* install_graceful_stop(const char* message);
void restore_default_signals();

}  // namespace kc::cli

#define KC_CLI_CONCAT2(a, b) a##b
#define KC_CLI_CONCAT(a, b) KC_CLI_CONCAT2(a, b)
// Registers a command from a source file: KC_REGISTER_COMMAND(Command{...});
#define KC_REGISTER_COMMAND(...) \
  static const bool KC_CLI_CONCAT(kc_cli_registered_, __LINE__) = ::kc::cli::register_command(__VA_ARGS__)
