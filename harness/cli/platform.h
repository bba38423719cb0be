// Platforms the command-line tools know, behind one interface so that the subcommands are
// platform-independent. Each platform lives in platform_<name>.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kc::cli {

struct AsmOutcome {
  bool ok = false;                    // no errors
  std::vector<std::uint32_t> words;   // the program when ok
  std::string diagnostics;            // formatted errors and warnings ("" if none)
  std::string listing;                // address / word / source listing
};

struct Platform {
  const char* name;
  // Names of the platform's hardware configurations.
  std::vector<std::string> (*config_names)();
  // Assembles `text` (named `file` in diagnostics) for configuration `hw` ("" = no
  // configuration checks; must be one of config_names()).
  AsmOutcome (*assemble)(std::string_view text, const std::string& file, const std::string& hw);
  // Text of `words`, one line each; with `addresses`, prefixed by address and word.
  std::string (*disassemble)(const std::vector<std::uint32_t>& words, bool addresses);
};

// The platform called `name`, or nullptr.
const Platform* find_platform(std::string_view name);

// Names of every platform, comma-separated ("plena").
std::string platform_names();

// `names` joined with ", ".
std::string join(const std::vector<std::string>& names);

struct Command;
struct Args;
// The platform named by the --platform option of `args`; nullptr after printing a usage error
// for a missing or unknown platform.
const Platform* platform_arg(const Command& cmd, const Args& args);

// The --hw option of `args` checked against the platform's configurations: "" when absent;
// nullopt after printing a usage error for an unknown configuration.
std::optional<std::string> hw_arg(const Command& cmd, const Args& args, const Platform& p);

// The plena platform (platform_plena.cpp).
const Platform& plena_platform();

}  // namespace kc::cli
