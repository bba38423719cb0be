// kc-gen rv32: the rv32 ISA table and hardware configurations -> SV packages, C++ tables and docs
// (see rv32_spec.h for the list of outputs).
//
//   kc-gen rv32 --isa ISA.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR [--root SRC_DIR]
//
// --root makes the source paths in the generated banners relative to SRC_DIR, so the outputs do
// not depend on where the checkout lives. Exit status: 0 ok, 1 invalid input (all errors are
// printed as file:line:col: error: ...), 2 bad command line.
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "gen_cfg.h"
#include "gen_util.h"
#include "kc/yaml_diag.h"
#include "rv32_spec.h"

namespace {

using namespace kc::gen;
using namespace kc::gen::rv32;

// Loads the configurations; errors go to their own diag (or the ISA's, for latency expressions).
bool load_configs(const GenArgs& a, const IsaSpec& isa, kc::YamlDiag& isa_diag, std::vector<CfgSpec>& cfgs) {
  bool ok = true;
  std::set<std::string> names;
  for (const auto& path : a.cfgs) {
    kc::YamlDiag d(path);
    CfgSpec c = load_config(d, isa_diag, display_path(path, a.root), isa);
    if (d.ok() && !names.insert(c.name).second)
      d.error_at(YAML::Mark::null_mark(), "configuration '" + c.name + "' is given twice");
    d.print(std::cerr);
    ok = ok && d.ok();
    cfgs.push_back(std::move(c));
  }
  return ok;
}

// Writes every output; returns the number of files that changed.
int write_outputs(const std::string& out, const IsaSpec& isa, const std::vector<CfgSpec>& cfgs) {
  const std::vector<std::pair<std::string, std::string>> files = {
      {"rv32_isa_pkg.sv", emit_sv_isa_pkg(isa)},         {"rv32_isa_table.h", emit_isa_table_h(isa)},
      {"rv32_isa_table.cpp", emit_isa_table_cpp(isa)},   {"rv32_configs.h", emit_configs_h(isa, cfgs)},
      {"rv32_configs.cpp", emit_configs_cpp(isa, cfgs)}, {"rv32_isa.md", emit_isa_md(isa, cfgs)},
      {"rv32_configs.md", emit_configs_md(isa, cfgs)},
  };
  int changed = 0;
  for (const auto& f : files) changed += write_if_changed(out + "/" + f.first, f.second);
  for (const auto& c : cfgs) changed += write_if_changed(out + "/" + c.name + "/rv32_cfg_pkg.sv", emit_sv_cfg_pkg(isa, c));
  return changed;
}

}  // namespace

int gen_rv32_main(int argc, char** argv) {
  GenArgs a;
  if (!parse_gen_args("rv32", argc, argv, a)) return 2;
  kc::YamlDiag isa_diag(a.isa);
  const IsaSpec isa = load_isa(isa_diag, display_path(a.isa, a.root));
  if (!isa_diag.ok()) {
    isa_diag.print(std::cerr);
    return 1;
  }
  std::vector<CfgSpec> cfgs;
  const bool cfg_ok = load_configs(a, isa, isa_diag, cfgs);
  isa_diag.print(std::cerr);
  if (!cfg_ok || !isa_diag.ok()) return 1;
  share_comments(cfgs);
  write_outputs(a.out, isa, cfgs);
  return 0;
}
