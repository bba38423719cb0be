// kc-sim-rv32: the rv32 simulator — a run bundle in, result.json and memory dumps out.
//
//   kc-sim-rv32 RUN.json [--result FILE] [--quantum CYCLES]
//
// One executable serves every verilated hardware configuration (CMake KC_RV32_CONFIGS): the
// generated kc_sim_rv32_models.inc includes each model header and lists the configurations, and
// kBuiltModels maps each name to run_model<Vrv32_<name>>. The command line, the bundle checks
// and the exit codes are the shared kc::sim::sim_main; the testbench is Rv32Tb.
//
// Include order: the Verilated headers come before any SystemC header. verilated.h takes the
// SystemC branch of its time functions when SYSTEMC_VERSION is already defined, which only
// builds for --sc models; these are --cc models.
#include "kc_sim_rv32_models.inc"  // generated: #include "Vrv32_<cfg>.h", KC_RV32_MODELS(X)
#include "verilated.h"

#include <memory>
#include <string>
#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

#include "kc/elf.h"
#include "kc/rv32_layout.h"
#include "kc/sim/sim_main.h"
#include "kc/sim/verilated_main.h"
#include "rv32_configs.h"
#include "rv32_result.h"
#include "rv32_tb.h"

namespace kc::rv32 {
namespace {

// One clock cycle of SystemC time (the core has no clock frequency of its own; 1 GHz nominal).
const sc_core::sc_time kPeriod(1, sc_core::SC_NS);

// The rv32 core has no off-chip memory: the testbench's memory socket is bound to this target,
// which no transaction ever reaches (it would answer with an address error).
class NoMemory : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<NoMemory> socket;
  explicit NoMemory(sc_core::sc_module_name name) : sc_module(name), socket("socket") {
    socket.register_b_transport(this, &NoMemory::b_transport);
  }

 private:
  void b_transport(tlm::tlm_generic_payload& gp, sc_core::sc_time&) {
    gp.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
  }
};

struct RunArgs {
  const HwConfig& cfg;
  const RunBundle& bundle;
  const BundleInputs& in;
  const sim::SimOptions& opts;
};

// Elaborates the testbench for model class V (one configuration), runs it, collects the output.
template <class V>
sim::SimOutput run_model(const RunArgs& a) {
  if (a.bundle.trace) Verilated::traceEverOn(true);  // before the model exists
  auto model = std::make_unique<V>("rv32_core");
  NoMemory no_memory("no_memory");
  Rv32Tb<V> tb("tb", *model, a.cfg, a.bundle, a.in, kPeriod, a.opts.quantum_cycles);
  tb.mem_socket.bind(no_memory.socket);
  sc_core::sc_start();
  model->final();
  tb.close_waveform();
  if (!tb.error().empty()) throw sim::InternalError(tb.error());
  if (!tb.completed()) throw sim::InternalError("the testbench thread did not run to its end");
  sim::SimOutput out;
  out.result = make_result(a.cfg, tb.data());
  out.dumps = tb.dumps();
  return out;
}

struct BuiltModel {
  const char* config;
  sim::SimOutput (*run)(const RunArgs&);
};
#define KC_RV32_MODEL_ENTRY(cfg) BuiltModel{#cfg, &run_model<Vrv32_##cfg>},
const BuiltModel kBuiltModels[] = {KC_RV32_MODELS(KC_RV32_MODEL_ENTRY)};
#undef KC_RV32_MODEL_ENTRY

const BuiltModel* find_built(const std::string& config) {
  for (const BuiltModel& m : kBuiltModels)
    if (config == m.config) return &m;
  return nullptr;
}

std::string hex(uint32_t v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%x", v);
  return b;
}

class Rv32SimPlatform final : public sim::Platform {
 public:
  std::string name() const override { return "rv32"; }

  MemoryLayout layout(const RunBundle& b) const override {
    const HwConfig& c = config(b);
    const MemoryLayout l = memory_layout(c);
    check_entry(b, l);
    return l;
  }

  sim::SimOutput simulate(const RunBundle& b, const BundleInputs& in, const sim::SimOptions& o) override {
    return find_built(b.config)->run(RunArgs{config(b), b, in, o});
  }

 private:
  // The bundle's configuration: known to the generator and verilated into this executable.
  static const HwConfig& config(const RunBundle& b) {
    std::vector<std::string> known, built;
    for (const HwConfig& k : all_configs()) known.push_back(k.name);
    for (const BuiltModel& m : kBuiltModels) built.push_back(m.config);
    sim::require_built_config(b, "rv32", known, built);
    return *find_config(b.config);
  }

  // The core starts at the ELF entry, which must be a word address (start_pc ignores bits 1:0)
  // inside the ITCM (instructions are fetched from there only). An unreadable or malformed ELF is
  // left to the bundle checks, which name the problem.
  static void check_entry(const RunBundle& b, const MemoryLayout& l) {
    if (b.program.format != "elf") return;
    try {
      const ElfImage elf = read_elf(b.program.file, kElfMachineRiscv);
      if (elf.entry % 4 != 0)
        throw BundleError(b.source + ": program.file: '" + b.program.file + "': the ELF entry point " +
                          hex(elf.entry) + " is not a multiple of 4 (rv32 has no compressed instructions)");
      const MemorySpace* itcm = find_space(l, "itcm");
      if (itcm && (elf.entry < itcm->base || elf.entry - itcm->base >= itcm->size))
        throw BundleError(b.source + ": program.file: '" + b.program.file + "': the ELF entry point " +
                          hex(elf.entry) + " lies outside the ITCM (" + hex(itcm->base) + ".." +
                          hex(itcm->base + itcm->size - 1) + " in configuration '" + l.config +
                          "'): the core fetches instructions from the ITCM only");
    } catch (const ElfError&) {
    }
  }
};

}  // namespace
}  // namespace kc::rv32

// The process entry (instead of libsystemc's main): quiet SystemC banner, then sc_main.
int main(int argc, char* argv[]) { return kc::sim::systemc_entry(argc, argv); }

int sc_main(int argc, char* argv[]) {
  kc::rv32::Rv32SimPlatform platform;
  return kc::sim::verilated_sim_main(argc, argv, "kc-sim-rv32", platform);
}
