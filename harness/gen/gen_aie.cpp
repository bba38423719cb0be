// kc-gen aie: the aie ISA table and hardware configurations -> SV packages, C++ tables and docs.
//
//   kc-gen aie --isa aie_isa.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR [--root SRC_DIR]
//
// Outputs (in DIR): aie_isa_pkg.sv, aie_isa_table.{h,cpp}, aie_configs.{h,cpp}, aie_isa.md,
// aie_configs.md and <cfg>/aie_cfg_pkg.sv. Exit status: 0 ok, 1 invalid input (every error as
// file:line:col: error: ...), 2 bad command line.
#include <string>
#include <utility>
#include <vector>

#include "aie_spec.h"
#include "gen_cfg.h"

namespace {

using namespace kc::gen;
using kc::gen::aie::CfgSpec;
using kc::gen::aie::IsaSpec;

std::vector<std::pair<std::string, std::string>> outputs(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::vector<std::pair<std::string, std::string>> files = {
      {"aie_isa_pkg.sv", aie::emit_sv_isa_pkg(isa)},
      {"aie_isa_table.h", aie::emit_isa_table_h(isa)},
      {"aie_isa_table.cpp", aie::emit_isa_table_cpp(isa)},
      {"aie_configs.h", aie::emit_configs_h(isa, cfgs)},
      {"aie_configs.cpp", aie::emit_configs_cpp(isa, cfgs)},
      {"aie_isa.md", aie::emit_isa_md(isa, cfgs)},
      {"aie_configs.md", aie::emit_configs_md(isa, cfgs)},
  };
  for (const auto& c : cfgs) files.emplace_back(c.name + "/aie_cfg_pkg.sv", aie::emit_sv_cfg_pkg(isa, c));
  return files;
}

}  // namespace

int gen_aie_main(int argc, char** argv) {
  return run_platform_generator(PlatformGenerator<IsaSpec, CfgSpec>{"aie", aie::load_isa, aie::load_config, outputs},
                                argc, argv);
}
