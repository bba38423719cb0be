// kc-gen rv32: the rv32 ISA table and hardware configurations -> SV packages, C++ tables and docs
// (see rv32_spec.h for the list of outputs).
//
//   kc-gen rv32 --isa ISA.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR [--root SRC_DIR]
//
// --root makes the source paths in the generated banners relative to SRC_DIR, so the outputs do
// not depend on where the checkout lives. Exit status: 0 ok, 1 invalid input (all errors are
// printed as file:line:col: error: ...), 2 bad command line.
#include <string>
#include <utility>
#include <vector>

#include "gen_cfg.h"
#include "kc/yaml_diag.h"
#include "rv32_spec.h"

namespace {

using namespace kc::gen;
using namespace kc::gen::rv32;

std::vector<std::pair<std::string, std::string>> outputs(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::vector<std::pair<std::string, std::string>> files = {
      {"rv32_isa_pkg.sv", emit_sv_isa_pkg(isa)},         {"rv32_isa_table.h", emit_isa_table_h(isa)},
      {"rv32_isa_table.cpp", emit_isa_table_cpp(isa)},   {"rv32_configs.h", emit_configs_h(isa, cfgs)},
      {"rv32_configs.cpp", emit_configs_cpp(isa, cfgs)}, {"rv32_isa.md", emit_isa_md(isa, cfgs)},
      {"rv32_configs.md", emit_configs_md(isa, cfgs)},
  };
  for (const auto& c : cfgs) files.emplace_back(c.name + "/rv32_cfg_pkg.sv", emit_sv_cfg_pkg(isa, c));
  return files;
}

}  // namespace

int gen_rv32_main(int argc, char** argv) {
  auto cfg = [](kc::YamlDiag& d, std::vector<kc::YamlDiag>& isa_diags, const std::string& source, const IsaSpec& isa) {
    return load_config(d, isa_diags, source, isa);
  };
  return run_platform_generator(PlatformGenerator<IsaSpec, CfgSpec>{"rv32", load_isa, cfg, outputs}, argc, argv);
}
