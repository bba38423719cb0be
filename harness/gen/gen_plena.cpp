// kc-gen plena: the plena ISA table and hardware configurations -> SV packages, C++ tables, docs
// and round-trip test vectors (see plena_emit.h for the list of outputs).
//
//   kc-gen plena --isa ISA.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR [--root SRC_DIR]
//
// --root makes the source paths in the generated banners relative to SRC_DIR, so the outputs do
// not depend on where the checkout lives. Exit status: 0 ok, 1 invalid input (all errors are
// printed as file:line:col: error: ...), 2 bad command line.
#include <string>
#include <utility>
#include <vector>

#include "gen_cfg.h"
#include "kc/yaml_diag.h"
#include "plena_emit.h"

namespace {

using namespace kc::gen;
using namespace kc::gen::plena;

std::vector<std::pair<std::string, std::string>> outputs(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::vector<std::pair<std::string, std::string>> files = {
      {"plena_isa_pkg.sv", emit_sv_isa_pkg(isa)},         {"plena_isa_table.h", emit_isa_table_h(isa)},
      {"plena_isa_table.cpp", emit_isa_table_cpp(isa)},   {"plena_configs.h", emit_configs_h(isa, cfgs)},
      {"plena_configs.cpp", emit_configs_cpp(isa, cfgs)}, {"plena_isa.md", emit_isa_md(isa, cfgs)},
      {"plena_configs.md", emit_configs_md(isa, cfgs)},   {"plena_isa_roundtrip.inc", emit_roundtrip_inc(isa)},
      {"plena_isa_short.md", emit_isa_short_md(isa)},
  };
  for (const auto& c : cfgs) {
    files.emplace_back(c.name + "/plena_cfg.svh", emit_sv_cfg_svh(isa, c));
    files.emplace_back(c.name + "/plena_cfg_pkg.sv", emit_sv_cfg_pkg(isa, c));
  }
  return files;
}

}  // namespace

int gen_plena_main(int argc, char** argv) {
  auto cfg = [](kc::YamlDiag& d, std::vector<kc::YamlDiag>& isa_diags, const std::string& source, const IsaSpec& isa) {
    return load_config(d, isa_diags.front(), source, isa);
  };
  return run_platform_generator(PlatformGenerator<IsaSpec, CfgSpec>{"plena", load_isa, cfg, outputs}, argc, argv);
}
