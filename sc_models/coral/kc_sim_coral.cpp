// kc-sim-coral: the coral simulator — a run bundle in, result.json and memory dumps out.
//
//   kc-sim-coral RUN.json [--result FILE] [--quantum CYCLES]
//
// The rv32 family's simulator (rv32_family_sim.h: bundle checks, Rv32Tb over the Verilated top,
// the result builder) over the coral core (rv32 core + Zve32x vector unit) of every configuration
// in KC_CORAL_CONFIGS, with coral's configurations and result hooks (coral_family.h). The result
// adds the vector unit's counters (vec_busy, vec_beats, vec_active_elements,
// vec_queue_full_stalls, vec_mem_port_busy, vec_scalar_wait) to the core's. kc-sim-coral-cov is this
// file over the models verilated with --coverage (KC_CORAL_COV_CONFIGS, class Vcoral_<cfg>_cov,
// KC_SIM_COVERAGE): each run also writes coverage.dat beside run.json.
#include "kc_sim_coral_models.inc"  // generated: #include "Vcoral_<cfg>.h", KC_CORAL_MODELS(X) (Verilated headers first)

#include "coral_configs.h"
#include "coral_family.h"
#include "rv32_family_sim.h"

#ifndef KC_CORAL_MODEL_CLASS
#define KC_CORAL_MODEL_CLASS(cfg) Vcoral_##cfg
#endif

namespace {

const kc::rv32::FamilySim& family() {
  static const kc::rv32::FamilySim f = [] {
    kc::rv32::FamilySim s;
    s.platform = "coral";
    s.top = "coral_core";
    for (const kc::coral::HwConfig& k : kc::coral::all_configs()) s.known.push_back(k.name);
    s.config = [](const std::string& name) { return kc::coral::find_scalar_config(name); };
    s.hooks = &kc::coral::result_hooks();
    return s;
  }();
  return f;
}

}  // namespace

// The process entry (instead of libsystemc's main): quiet SystemC banner, then sc_main.
int main(int argc, char* argv[]) { return kc::sim::systemc_entry(argc, argv); }

int sc_main(int argc, char* argv[]) {
#define KC_CORAL_MODEL_ENTRY(cfg) kc::rv32::FamilyModel{#cfg, &kc::rv32::family_run_model<KC_CORAL_MODEL_CLASS(cfg)>},
  return kc::rv32::family_sim_main(argc, argv, family(), {KC_CORAL_MODELS(KC_CORAL_MODEL_ENTRY)});
#undef KC_CORAL_MODEL_ENTRY
}
