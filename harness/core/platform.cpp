// The platform-independent parts of kc/platform.h.
#include "kc/platform.h"

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

}  // namespace kc
