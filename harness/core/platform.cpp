// The platform-independent parts of kc/platform.h.
#include "kc/platform.h"

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace kc {

bool Assembled::ok() const { return count_severity(diagnostics, Severity::error) == 0; }

std::string address_table_markdown(const TaskInstance& inst, const std::string& unit_note) {
  std::string s = unit_note + "\n\n| tensor | role | first | last | elements |\n|---|---|---|---|---|\n";
  for (const TensorInstance& t : inst.tensors) {
    const auto it = inst.address.find(t.name);
    if (it == inst.address.end()) continue;
    s += "| `" + t.name + "` | " + (t.role == Role::input ? "input" : "output") + " | " + std::to_string(it->second) +
         " | " + std::to_string(it->second + t.elements() - 1) + " | " + std::to_string(t.elements()) + " |\n";
  }
  return s;
}

std::string Platform::rebuild_hint(const std::string& hw) const {
  std::string var = "KC_";
  for (char c : name()) var += char(std::toupper(static_cast<unsigned char>(c)));
  var += "_CONFIGS";
  return "reconfigure with it in " + var + " (cmake -B build \"-D" + var + "=small;default;" + hw + "\") and rebuild";
}

std::string Platform::coverage_configs_variable() const {
  std::string var = "KC_";
  for (char c : name()) var += char(std::toupper(static_cast<unsigned char>(c)));
  return var + "_COV_CONFIGS";
}

std::string default_simulator(const std::string& platform) {
  std::string var = "KC_SIM_";
  for (char c : platform) var += c == '-' ? '_' : char(std::toupper(static_cast<unsigned char>(c)));
  if (const char* env = std::getenv(var.c_str()); env && *env) return env;
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::string file = "kc-sim-" + platform;
  return ec ? file : (exe.parent_path() / file).string();
}

std::vector<std::string> split_config_list(const std::string& commas) {
  std::vector<std::string> out;
  std::istringstream in(commas);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

}  // namespace kc
