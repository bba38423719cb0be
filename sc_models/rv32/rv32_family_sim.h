// The simulator of an rv32-family platform (kc-sim-rv32, kc-sim-coral): the run-bundle checks of
// the family (configuration built into this executable, ELF entry inside the ITCM) and one
// Rv32Tb<V> run per bundle, for whichever Verilated top V the configuration was built as.
//
// A family member's main file includes its model headers first (Verilated headers before any
// SystemC header: verilated.h takes the SystemC branch of its time functions when SYSTEMC_VERSION
// is already defined, which only builds for --sc models; these are --cc models), then this header,
// lists its models as FamilyModel entries (family_model<V>) and calls family_sim_main from sc_main.
#pragma once

#include "verilated.h"
#include <filesystem>

#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <systemc>
#include <tlm>
#include <vector>

#include "kc/elf.h"
#include "kc/rv32_layout.h"
#include "kc/sim/no_memory.h"
#include "kc/sim/sim_main.h"
#include "kc/sim/verilated_main.h"
#include "rv32_configs.h"
#include "rv32_result.h"
#include "rv32_tb.h"

namespace kc::rv32 {

// One member of the rv32 family as its simulator sees it.
struct FamilySim {
  std::string platform;                                         // "rv32", "coral"
  std::string top;                                              // the model's instance name ("rv32_core")
  std::vector<std::string> known;                               // every configuration of the platform
  std::function<const HwConfig*(const std::string&)> config;    // a configuration as the scalar core sees it
  const ResultHooks* hooks = nullptr;                           // nullptr: rv32's result texts
};

namespace family_detail {

// One clock cycle of SystemC time (the core has no clock frequency of its own; 1 GHz nominal).
inline const sc_core::sc_time& period() {
  static const sc_core::sc_time p(1, sc_core::SC_NS);
  return p;
}

inline std::string hex(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%x", v);
  return b;
}

}  // namespace family_detail

struct FamilyRunArgs {
  const FamilySim& family;
  const HwConfig& cfg;
  const RunBundle& bundle;
  const BundleInputs& in;
  const sim::SimOptions& opts;
};

// Elaborates the testbench for model class V (one configuration), runs it, collects the output.
template <class V>
sim::SimOutput family_run_model(const FamilyRunArgs& a) {
  if (a.bundle.trace) Verilated::traceEverOn(true);  // before the model exists
  auto model = std::make_unique<V>(a.family.top.c_str());
  kc::sim::NoMemory no_memory("no_memory");   // the core has no off-chip memory
  Rv32Tb<V> tb("tb", *model, a.cfg, a.bundle, a.in, family_detail::period(), a.opts.quantum_cycles);
  tb.mem_socket.bind(no_memory.socket);
  sc_core::sc_start();
  model->final();
  sim::write_run_coverage(a.bundle.source);   // a coverage simulator (kc-sim-<platform>-cov) only
  tb.close_waveform();
  if (!tb.error().empty()) throw sim::InternalError(tb.error());
  if (!tb.completed()) throw sim::InternalError("the testbench thread did not run to its end");
  RunData data = tb.data();
  data.hooks = a.family.hooks;
  data.simulator = sim::simulator_program(a.family.platform);   // kc-sim-<platform>[-cov]
  sim::SimOutput out;
  out.result = make_result(a.cfg, data);
  out.dumps = tb.dumps();
  return out;
}

// A configuration verilated into this executable.
struct FamilyModel {
  const char* config;
  sim::SimOutput (*run)(const FamilyRunArgs&);
};

class FamilySimPlatform final : public sim::Platform {
 public:
  FamilySimPlatform(const FamilySim& family, std::vector<FamilyModel> models)
      : family_(family), models_(std::move(models)) {}

  std::string name() const override { return family_.platform; }

  MemoryLayout layout(const RunBundle& b) const override {
    const HwConfig& c = config(b);
    const MemoryLayout l = memory_layout(c, family_.platform.c_str());
    check_entry(b, l);
    return l;
  }

  sim::SimOutput simulate(const RunBundle& b, const BundleInputs& in, const sim::SimOptions& o) override {
    const HwConfig& c = config(b);
    for (const FamilyModel& m : models_)
      if (b.config == m.config) return m.run(FamilyRunArgs{family_, c, b, in, o});
    throw sim::InternalError("configuration '" + b.config + "' is not built into kc-sim-" + family_.platform);
  }

 private:
  // The bundle's configuration: known to the generator and verilated into this executable.
  const HwConfig& config(const RunBundle& b) const {
    std::vector<std::string> built;
    for (const FamilyModel& m : models_) built.push_back(m.config);
    sim::require_built_config(b, family_.platform, family_.known, built);
    return *family_.config(b.config);
  }

  // The core starts at the ELF entry, which must be a word address (start_pc ignores bits 1:0)
  // inside the ITCM (instructions are fetched from there only). An unreadable or malformed ELF is
  // left to the bundle checks, which name the problem.
  void check_entry(const RunBundle& b, const MemoryLayout& l) const {
    using family_detail::hex;
    if (b.program.format != "elf") return;
    try {
      const ElfImage elf = read_elf(b.program.file, kElfMachineRiscv);
      if (elf.entry % 4 != 0)
        throw BundleError(b.source + ": program.file: '" + b.program.file + "': the ELF entry point " +
                          hex(elf.entry) + " is not a multiple of 4 (" + family_.platform +
                          " has no compressed instructions)");
      const MemorySpace* itcm = find_space(l, "itcm");
      if (itcm && (elf.entry < itcm->base || elf.entry - itcm->base >= itcm->size))
        throw BundleError(b.source + ": program.file: '" + b.program.file + "': the ELF entry point " +
                          hex(elf.entry) + " lies outside the ITCM (" + hex(itcm->base) + ".." +
                          hex(itcm->base + itcm->size - 1) + " in configuration '" + l.config +
                          "'): the core fetches instructions from the ITCM only");
    } catch (const ElfError&) {
    }
  }

  const FamilySim& family_;
  std::vector<FamilyModel> models_;
};

// sc_main of a family member's simulator.
inline int family_sim_main(int argc, char* argv[], const FamilySim& family, std::vector<FamilyModel> models) {
  FamilySimPlatform platform(family, std::move(models));
  return sim::verilated_sim_main(argc, argv, sim::simulator_program(family.platform), platform);
}

}  // namespace kc::rv32
