// The plena platform for the command-line tools: kc_plena_asm behind the Platform interface.
#include "kc/plena_asm.h"
#include "kc/plena_disasm.h"
#include "plena_configs.h"
#include "platform.h"

namespace kc::cli {

namespace {

std::vector<std::string> plena_config_names() {
  std::vector<std::string> names;
  for (const auto& c : kc::plena::all_configs()) names.push_back(c.name);
  return names;
}

AsmOutcome plena_assemble(std::string_view text, const std::string& file, const std::string& hw) {
  const auto r = kc::plena::assemble(text, file, hw.empty() ? nullptr : kc::plena::find_config(hw));
  return {r.ok(), r.words, kc::plena::format_diagnostics(r, text, file), kc::plena::format_listing(r, text)};
}

}  // namespace

const Platform& plena_platform() {
  static const Platform p{"plena", plena_config_names, plena_assemble, kc::plena::disassemble_program};
  return p;
}

}  // namespace kc::cli
