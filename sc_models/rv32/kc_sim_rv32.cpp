// kc-sim-rv32: the rv32 simulator — a run bundle in, result.json and memory dumps out.
//
//   kc-sim-rv32 RUN.json [--result FILE] [--quantum CYCLES]
//
// One executable serves every verilated hardware configuration (CMake KC_RV32_CONFIGS): the
// generated kc_sim_rv32_models.inc includes each model header and lists the configurations, each
// run by family_run_model<Vrv32_<name>>. The command line, the bundle checks and the exit codes
// are the shared kc::sim::sim_main; the testbench is Rv32Tb; the rv32-family parts are
// rv32_family_sim.h (kc-sim-coral uses them too). kc-sim-rv32-cov is this file over the models
// verilated with --coverage (KC_RV32_COV_CONFIGS, class Vrv32_<cfg>_cov, KC_SIM_COVERAGE): each run
// also writes coverage.dat beside run.json.
#include "kc_sim_rv32_models.inc"  // generated: #include "Vrv32_<cfg>.h", KC_RV32_MODELS(X) (Verilated headers first)

#include "rv32_family_sim.h"

#ifndef KC_RV32_MODEL_CLASS
#define KC_RV32_MODEL_CLASS(cfg) Vrv32_##cfg
#endif

namespace {

const kc::rv32::FamilySim& family() {
  static const kc::rv32::FamilySim f = [] {
    kc::rv32::FamilySim s;
    s.platform = "rv32";
    s.top = "rv32_core";
    for (const kc::rv32::HwConfig& k : kc::rv32::all_configs()) s.known.push_back(k.name);
    s.config = [](const std::string& name) { return kc::rv32::find_config(name); };
    return s;
  }();
  return f;
}

}  // namespace

// The process entry (instead of libsystemc's main): quiet SystemC banner, then sc_main.
int main(int argc, char* argv[]) { return kc::sim::systemc_entry(argc, argv); }

int sc_main(int argc, char* argv[]) {
#define KC_RV32_MODEL_ENTRY(cfg) kc::rv32::FamilyModel{#cfg, &kc::rv32::family_run_model<KC_RV32_MODEL_CLASS(cfg)>},
  return kc::rv32::family_sim_main(argc, argv, family(), {KC_RV32_MODELS(KC_RV32_MODEL_ENTRY)});
#undef KC_RV32_MODEL_ENTRY
}
