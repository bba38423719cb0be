// kc-sim-plena: the plena simulator — a run bundle in, result.json and memory dumps out.
//
//   kc-sim-plena RUN.json [--result FILE] [--quantum CYCLES] [--hbm-stress SEED[,LAT[,PCT]]]
//
// One executable serves every verilated hardware configuration (CMake KC_PLENA_CONFIGS): the
// generated kc_sim_plena_models.inc includes each model header and lists the configurations,
// and kBuiltModels maps each name to run_model<Vplena_<name>>. The command line, the bundle
// checks and the exit codes are the shared kc::sim::sim_main; the testbench is PlenaTb.
//
// kc-sim-plena-cov is this file built with KC_SIM_COVERAGE over the models verilated with
// --coverage (class Vplena_<cfg>_cov, KC_PLENA_COV_CONFIGS): it runs bundles the same way and also
// writes the run's coverage counters (line, toggle, user) to coverage.dat beside run.json, in
// Verilator's format (verilator_coverage reads and merges them; `kernelcraft regress --coverage`).
//
// Include order: the Verilated headers come before any SystemC header. verilated.h takes the
// SystemC branch of its time functions when SYSTEMC_VERSION is already defined, which only
// builds for --sc models; these are --cc models.
#include "kc_sim_plena_models.inc"  // generated: #include "Vplena_<cfg>.h", KC_PLENA_MODELS(X)
#include "verilated.h"
#ifndef KC_PLENA_MODEL_CLASS
#define KC_PLENA_MODEL_CLASS(cfg) Vplena_##cfg
#endif

#include <filesystem>

#include <memory>
#include <string>
#include <systemc>

#include "kc/hbm_model.h"
#include "kc/plena_layout.h"
#include "kc/sim/hbm_target.h"
#include "kc/sim/sim_main.h"
#include "kc/sim/verilated_main.h"
#include "plena_configs.h"
#include "plena_result.h"
#include "plena_tb.h"

namespace kc::plena {
namespace {

// One clock cycle of SystemC time (the core has no clock frequency of its own; 1 GHz nominal).
const sc_core::sc_time kPeriod(1, sc_core::SC_NS);

struct RunArgs {
  const HwConfig& cfg;
  const RunBundle& bundle;
  const BundleInputs& in;
  const sim::SimOptions& opts;
};

// HBM preloads go straight into the memory model (element addresses, 2 bytes each).
void preload_hbm(HbmModel& hbm, const RunArgs& a) {
  const MemoryLayout layout = memory_layout(a.cfg);
  const unsigned eb = find_space(layout, "hbm")->elem_bytes;
  for (std::size_t i = 0; i < a.bundle.preload.size(); ++i)
    if (a.bundle.preload[i].space == "hbm")
      hbm.write(a.bundle.preload[i].addr * eb, a.in.preload_data[i].data(), a.in.preload_data[i].size());
}

// result.json and the dump contents, in bundle order (HBM from the model, on-chip from the tb).
sim::SimOutput collect(const RunArgs& a, const RunData& data,
                       const std::vector<std::optional<std::vector<uint8_t>>>& onchip,
                       const HbmModel& hbm) {
  sim::SimOutput out;
  out.result = make_result(a.cfg, data);
  const MemoryLayout layout = memory_layout(a.cfg);
  const unsigned eb = find_space(layout, "hbm")->elem_bytes;
  for (std::size_t i = 0; i < a.bundle.dump.size(); ++i) {
    const DumpSpec& d = a.bundle.dump[i];
    if (i < onchip.size() && onchip[i]) {
      out.dumps.push_back(*onchip[i]);
    } else {
      std::vector<uint8_t> bytes(d.bytes);
      hbm.read(d.addr * eb, bytes.data(), bytes.size());
      out.dumps.push_back(std::move(bytes));
    }
  }
  return out;
}

// Elaborates the testbench for model class V (one configuration), runs it, collects the output.
template <class V>
sim::SimOutput run_model(const RunArgs& a) {
  HbmModel hbm(a.cfg.hbm_bytes, HbmTiming{a.cfg.hbm_latency_cycles, a.cfg.hbm_bytes_per_cycle});
  hbm.set_stress(a.opts.hbm_stress);
  preload_hbm(hbm, a);
  if (a.bundle.trace) Verilated::traceEverOn(true);  // before the model exists
  auto model = std::make_unique<V>("plena_core");
  sim::HbmTarget hbm_target("hbm", hbm, kPeriod);
  PlenaTb<V> tb("tb", *model, hbm, a.cfg, a.bundle, a.in, kPeriod, a.opts.quantum_cycles);
  tb.mem_socket.bind(hbm_target.socket);
  sc_core::sc_start();
  model->final();
  kc::sim::write_run_coverage(a.bundle.source);
  tb.close_trace();
  if (!tb.error().empty()) throw sim::InternalError(tb.error());
  if (!tb.completed()) throw sim::InternalError("the testbench thread did not run to its end");
  return collect(a, tb.data(), tb.onchip_dumps(), hbm);
}

struct BuiltModel {
  const char* config;
  sim::SimOutput (*run)(const RunArgs&);
};
#define KC_PLENA_MODEL_ENTRY(cfg) BuiltModel{#cfg, &run_model<KC_PLENA_MODEL_CLASS(cfg)>},
const BuiltModel kBuiltModels[] = {KC_PLENA_MODELS(KC_PLENA_MODEL_ENTRY)};
#undef KC_PLENA_MODEL_ENTRY

const BuiltModel* find_built(const std::string& config) {
  for (const BuiltModel& m : kBuiltModels)
    if (config == m.config) return &m;
  return nullptr;
}

class PlenaPlatform final : public sim::Platform {
 public:
  std::string name() const override { return "plena"; }

  MemoryLayout layout(const RunBundle& b) const override { return memory_layout(config(b)); }

  bool supports_hbm_stress() const override { return true; }

  sim::SimOutput simulate(const RunBundle& b, const BundleInputs& in, const sim::SimOptions& o) override {
    return find_built(b.config)->run(RunArgs{config(b), b, in, o});
  }

 private:
  // The bundle's configuration: known to the generator and verilated into this executable.
  static const HwConfig& config(const RunBundle& b) {
    std::vector<std::string> known, built;
    for (const HwConfig& k : all_configs()) known.push_back(k.name);
    for (const BuiltModel& m : kBuiltModels) built.push_back(m.config);
    sim::require_built_config(b, "plena", known, built);
    return *find_config(b.config);
  }
};

}  // namespace
}  // namespace kc::plena

// The process entry (instead of libsystemc's main): quiet SystemC banner, then sc_main.
int main(int argc, char* argv[]) { return kc::sim::systemc_entry(argc, argv); }

int sc_main(int argc, char* argv[]) {
  kc::plena::PlenaPlatform platform;
  return kc::sim::verilated_sim_main(argc, argv, kc::sim::simulator_program("plena"), platform);
}
