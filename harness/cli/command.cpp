#include "command.h"

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <iostream>
#include <optional>

namespace kc::cli {

namespace {

// The registered commands.
std::vector<Command>& registry() {
  static std::vector<Command> cmds;  // function-local: safe from static initialisation order
  return cmds;
}

// -h/--help, added to every command.
const OptionSpec kHelpOption{"help", 'h', nullptr, "show this help and exit"};

// The option spec called `--name` or `-c` in `cmd`, or nullptr.
const OptionSpec* find_option(const Command& cmd, const std::string& name, char short_name) {
  for (const auto& o : cmd.options)
    if ((short_name && o.short_name == short_name) || (!short_name && name == o.name)) return &o;
  if ((short_name && short_name == kHelpOption.short_name) || (!short_name && name == kHelpOption.name))
    return &kHelpOption;
  return nullptr;
}

// "-o, --output OUT" for the help listing.
std::string option_label(const OptionSpec& o) {
  std::string s = o.short_name ? std::string("-") + o.short_name + ", " : "    ";
  s += std::string("--") + o.name;
  if (o.value_name) s += std::string(" ") + o.value_name;
  return s;
}

// Result of parsing a command line: the arguments, a usage error, or a request for help.
struct ParseOutcome {
  Args args;
  std::string error;  // usage error, "" if none
  bool help = false;
};

// Parses argv[first..argc) against cmd's options.
ParseOutcome parse(const Command& cmd, int argc, char** argv, int first) {
  ParseOutcome r;
  auto error = [&r](std::string message) {
    r.error = std::move(message);
    return r;
  };
  bool options_done = false;
  for (int i = first; i < argc; ++i) {
    const std::string a = argv[i];
    if (options_done || a == "-" || a.size() < 2 || a[0] != '-') {
      r.args.positional.push_back(a);
      continue;
    }
    if (a == "--") {
      options_done = true;
      continue;
    }
    const bool is_long = a[1] == '-';
    const std::size_t eq = is_long ? a.find('=') : std::string::npos;
    const std::string name = is_long ? a.substr(2, eq == std::string::npos ? std::string::npos : eq - 2) : "";
    const OptionSpec* o = find_option(cmd, name, is_long ? 0 : a[1]);
    if (!o) return error("unknown option '" + (is_long ? a.substr(0, eq) : a.substr(0, 2)) + "'");
    // A short option's value may follow it directly ("-j2"), as with make and ctest.
    const bool attached = !is_long && a.size() > 2;
    if (attached && !o->value_name) return error("option '" + a.substr(0, 2) + "' takes no value");
    if (o == &kHelpOption) {
      r.help = true;
      return r;
    }
    std::string value;
    if (attached) {
      value = a.substr(2);
    } else if (o->value_name && eq != std::string::npos) {
      value = a.substr(eq + 1);
    } else if (o->value_name) {
      if (i + 1 >= argc) return error("option '" + a + "' needs a value (" + o->value_name + ")");
      value = argv[++i];
    } else if (eq != std::string::npos) {
      return error("option '--" + name + "' takes no value");
    }
    r.args.options[o->name] = value;
  }
  return r;
}

}  // namespace

std::string Args::get(const std::string& name, const std::string& fallback) const {
  const auto it = options.find(name);
  return it == options.end() ? fallback : it->second;
}

bool register_command(Command cmd) {
  registry().push_back(std::move(cmd));
  return true;
}

std::vector<const Command*> commands() {
  std::vector<const Command*> out;
  for (const auto& c : registry()) out.push_back(&c);
  std::sort(out.begin(), out.end(), [](const Command* a, const Command* b) { return std::string(a->name) < b->name; });
  return out;
}

const Command* find_command(const std::string& name) {
  for (const auto& c : registry())
    if (name == c.name) return &c;
  return nullptr;
}

std::string help_text(const Command& cmd) {
  std::string s = std::string("usage: kernelcraft ") + cmd.name + " " + cmd.synopsis + "\n\n" + cmd.summary + ".\n";
  if (*cmd.details) s += std::string("\n") + cmd.details + "\n";
  std::vector<const OptionSpec*> opts;
  for (const auto& o : cmd.options) opts.push_back(&o);
  opts.push_back(&kHelpOption);
  std::size_t width = 0;
  for (const auto* o : opts) width = std::max(width, option_label(*o).size());
  s += "\noptions:\n";
  for (const auto* o : opts) {
    const std::string label = option_label(*o);
    s += "  " + label + std::string(width - label.size() + 2, ' ') + o->help + "\n";
  }
  return s;
}

int usage_error(const Command& cmd, const std::string& message) {
  std::cerr << "kernelcraft " << cmd.name << ": " << message << "\n"
            << "usage: kernelcraft " << cmd.name << " " << cmd.synopsis << "\n"
            << "Run 'kernelcraft " << cmd.name << " --help' for details.\n";
  return kExitUsage;
}

int fail(const Command& cmd, const std::string& message) {
  std::cerr << "kernelcraft " << cmd.name << ": " << message << "\n";
  return kExitFail;
}

int dispatch(const Command& cmd, int argc, char** argv, int first) {
  const ParseOutcome p = parse(cmd, argc, argv, first);
  if (p.help) {
    std::cout << help_text(cmd);
    return kExitOk;
  }
  if (!p.error.empty()) return usage_error(cmd, p.error);
  return cmd.run(p.args);
}

std::string command_line(const Command& cmd, const Args& args) {
  std::string s = std::string("kernelcraft ") + cmd.name;
  for (const auto& [k, v] : args.options) s += " --" + k + (v.empty() ? "" : " " + v);
  for (const auto& p : args.positional) s += " " + p;
  return s;
}

namespace {

std::atomic<bool> g_stop{false};
const char* g_stop_message = "";

extern "C" void on_stop_signal(int sig) {
  if (g_stop.exchange(true)) {   // second signal: die now
    std::signal(sig, SIG_DFL);
    std::raise(sig);
    return;
  }
  const ssize_t ignored = write(STDERR_FILENO, g_stop_message, std::strlen(g_stop_message));
  (void)ignored;
}

}  // namespace

const std::atomic<bool>* install_graceful_stop(const char* message) {
  g_stop_message = message;
  std::signal(SIGINT, on_stop_signal);
  std::signal(SIGTERM, on_stop_signal);
  return &g_stop;
}

void restore_default_signals() {
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
}

}  // namespace kc::cli
