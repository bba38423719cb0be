#include "platform.h"

#include <algorithm>

#include "command.h"

namespace kc::cli {

namespace {

// Every platform; add new ones here.
std::vector<const Platform*> all_platforms() { return {&plena_platform()}; }

}  // namespace

const Platform* find_platform(std::string_view name) {
  for (const Platform* p : all_platforms())
    if (name == p->name) return p;
  return nullptr;
}

std::string join(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

std::string platform_names() {
  std::vector<std::string> names;
  for (const Platform* p : all_platforms()) names.push_back(p->name);
  return join(names);
}

const Platform* platform_arg(const Command& cmd, const Args& args) {
  if (!args.has("platform")) {
    usage_error(cmd, "missing --platform (known platforms: " + platform_names() + ")");
    return nullptr;
  }
  const std::string name = args.get("platform");
  const Platform* p = find_platform(name);
  if (!p) usage_error(cmd, "unknown platform '" + name + "' (known platforms: " + platform_names() + ")");
  return p;
}

std::optional<std::string> hw_arg(const Command& cmd, const Args& args, const Platform& p) {
  const std::string hw = args.get("hw");
  const auto names = p.config_names();
  if (!args.has("hw") || std::find(names.begin(), names.end(), hw) != names.end()) return hw;
  usage_error(cmd, "unknown hardware configuration '" + hw + "' for " + p.name + " (known: " + join(names) + ")");
  return std::nullopt;
}

}  // namespace kc::cli
