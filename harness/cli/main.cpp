// kernelcraft: the command-line front end. `kernelcraft <command> [options]`; each command is a
// cmd_<name>.cpp that registers itself (command.h).
#include <iostream>
#include <string>

#include "command.h"

namespace {

// Top-level usage: every registered command with its summary.
std::string usage() {
  std::string s =
      "usage: kernelcraft <command> [options]\n\n"
      "KernelCraft: kernels for new accelerators, written from their ISA documentation and run on RTL.\n\n"
      "commands:\n";
  std::size_t width = 0;
  for (const auto* c : kc::cli::commands()) width = std::max(width, std::string(c->name).size());
  for (const auto* c : kc::cli::commands())
    s += "  " + std::string(c->name) + std::string(width - std::string(c->name).size() + 2, ' ') + c->summary + "\n";
  s += "\nRun 'kernelcraft <command> --help' for the options of a command.\n";
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << usage();
    return kc::cli::kExitUsage;
  }
  const std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    std::cout << usage();
    return kc::cli::kExitOk;
  }
  if (name == "--version") {
    std::cout << "kernelcraft " << KC_VERSION << "\n";
    return kc::cli::kExitOk;
  }
  const kc::cli::Command* cmd = kc::cli::find_command(name);
  if (!cmd) {
    std::cerr << "kernelcraft: unknown command '" << name << "'\n\n" << usage();
    return kc::cli::kExitUsage;
  }
  return kc::cli::dispatch(*cmd, argc, argv, 2);
}
