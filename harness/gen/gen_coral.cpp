// kc-gen coral: the rv32 ISA table, the coral vector table and the coral hardware configurations ->
// SV packages, C++ tables and docs.
//
//   kc-gen coral --isa rv32_isa.yaml --isa coral_rvv.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR
//                [--root SRC_DIR]
//
// Outputs (in DIR): coral_isa_pkg.sv, coral_isa_table.{h,cpp}, coral_configs.{h,cpp}, coral_isa.md,
// coral_configs.md and <cfg>/coral_cfg_pkg.sv. Exit status: 0 ok, 1 invalid input (every error as
// file:line:col: error: ...), 2 bad command line.
#include <cstring>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "coral_spec.h"
#include "gen_cfg.h"
#include "kc/yaml_diag.h"

namespace {

using namespace kc::gen;
using kc::gen::coral::CfgSpec;
using kc::gen::coral::IsaSpec;

std::vector<std::pair<std::string, std::string>> outputs(const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  std::vector<std::pair<std::string, std::string>> files = {
      {"coral_isa_pkg.sv", rv32::emit_sv_isa_pkg(isa)},
      {"coral_isa_table.h", rv32::emit_isa_table_h(isa)},
      {"coral_isa_table.cpp", rv32::emit_isa_table_cpp(isa)},
      {"coral_configs.h", rv32::emit_configs_h(isa, cfgs)},
      {"coral_configs.cpp", rv32::emit_configs_cpp(isa, cfgs)},
      {"coral_isa.md", coral::emit_isa_md(isa, cfgs)},
      {"coral_configs.md", coral::emit_configs_md(isa, cfgs)},
  };
  for (const auto& c : cfgs) files.emplace_back(c.name + "/coral_cfg_pkg.sv", rv32::emit_sv_cfg_pkg(isa, c));
  return files;
}

}  // namespace

int gen_coral_main(int argc, char** argv) {
  int tables = 0;
  for (int i = 1; i < argc; ++i) tables += std::strcmp(argv[i], "--isa") == 0;
  if (tables != 2) {
    std::cerr << "usage: kc-gen coral --isa rv32_isa.yaml --isa coral_rvv.yaml --cfg CFG.yaml [--cfg CFG.yaml ...] "
                 "--out DIR [--root SRC_DIR]\n";
    return 2;
  }
  auto isa_ext = [](kc::YamlDiag& d, const std::string& source, IsaSpec& isa) {
    rv32::load_isa_extension(d, source, isa, coral::vector_latency_identifiers());
  };
  auto cfg = [](kc::YamlDiag& d, std::vector<kc::YamlDiag>& isa_diags, const std::string& source, const IsaSpec& isa) {
    return rv32::load_config(d, isa_diags, source, isa, &coral::cfg_extension());
  };
  return run_platform_generator(PlatformGenerator<IsaSpec, CfgSpec>{"coral", rv32::load_isa, cfg, outputs, isa_ext},
                                argc, argv);
}
