// kc-sim-aie: the aie simulator — a run bundle in, result.json and memory dumps out.
//
//   kc-sim-aie RUN.json [--result FILE] [--quantum CYCLES]
//
// One executable serves every verilated tile configuration (KC_AIE_RTL_CONFIGS; the generated
// kc_sim_aie_models.inc includes each model header and lists the configurations). The command
// line, the bundle checks and the exit codes are the shared kc::sim::sim_main; the testbench is
// AieTb (aie_tb.h), with the L2 memory model (aie_l2.h) on the tile's DMA port. Cycle counts are
// the tile's own counters (from `start` to the issue of `done`); the fault report is built from
// the tile's state when it stopped: the bundle at its pc, decoded from the program, and the
// pointer and scalar registers and DMA channel shapes it read. kc-sim-aie-cov is this
// file built with KC_SIM_COVERAGE over the tiles verilated with --coverage (KC_AIE_COV_CONFIGS,
// class Vaie_tile_<cfg>_cov): each run also writes coverage.dat beside run.json.
//
// Include order: the Verilated headers come before any SystemC header (--cc models).
#include "kc_sim_aie_models.inc"  // generated: #include "Vaie_tile_<cfg>.h", KC_AIE_MODELS(X)
#include "verilated.h"
#ifndef KC_AIE_MODEL_CLASS
#define KC_AIE_MODEL_CLASS(cfg) Vaie_tile_##cfg
#endif

#include <cstdio>
#include <memory>
#include <sstream>
#include <string>
#include <systemc>
#include <tlm>

#include "aie_configs.h"
#include "aie_tb.h"
#include "kc/aie_asm.h"
#include "kc/aie_layout.h"
#include "kc/sim/no_memory.h"
#include "kc/sim/sim_main.h"
#include "kc/sim/verilated_main.h"

namespace kc::aie {
namespace {

// One clock cycle of SystemC time (1 GHz nominal).
const sc_core::sc_time kPeriod(1, sc_core::SC_NS);

std::string hex(uint32_t v, int digits = 0) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%0*x", digits, v);
  return b;
}

// Why the tile stopped with fault_o at bundle `pc`: the bundle is decoded from the program and
// checked against the registers the tile holds (they are those the bundle read: a faulting bundle
// does not issue, and the interlock had let it reach the issue decision).
FaultInfo explain_fault(const HwConfig& cfg, const std::vector<uint32_t>& prog, const TileRun& run, std::string* status) {
  FaultInfo f;
  f.pc = run.pc;
  *status = "fault";
  std::vector<uint32_t> words;
  bool ended = false;
  for (uint32_t a = run.pc; a < prog.size() && words.size() < 6; ++a) {
    words.push_back(prog[a]);
    if (prog[a] & 0x80000000u) {
      ended = true;
      break;
    }
  }
  const std::string at = "bundle " + std::to_string(run.pc);
  if (words.empty()) {
    f.kind = "fetch_outside_program";
    f.message = "fetch_outside_program: the tile reached " + at + ", past the end of the program (" +
                std::to_string(prog.size()) + " words): the last bundle a run reaches must be `done`";
    return f;
  }
  f.word = words.front();
  if (!ended) {
    *status = "illegal_instruction";
    f.kind = "illegal_bundle";
    f.message = "illegal_bundle: the words from " + at + " on do not end a bundle within six operations (bit 31 of "
                "the last word is clear): the program runs into words that are not code";
    return f;
  }
  std::string err;
  const auto decoded = decode_program(words, &err);
  if (!decoded) {
    *status = "illegal_instruction";
    f.kind = "illegal_bundle";
    f.message = "illegal_bundle: " + at + " (words";
    for (uint32_t w : words) f.message += " " + hex(w, 8);
    f.message += "): " + err;
    return f;
  }
  const Bundle& b = decoded->front();
  const std::string text = "`" + format_bundle(b) + "` at " + at;
  for (const OpInst& o : b.ops) {
    const isa::OpInfo& in = isa::info(o.op);
    if (in.slot != isa::SlotClass::ld && in.slot != isa::SlotClass::st) continue;
    const AddrMode am = addr_mode(o.v[1]);
    const uint32_t addr = run.p[am.p];
    const unsigned size = in.access;
    const std::string what = std::string(in.mnemonic) + " through p" + std::to_string(am.p) + " = " + hex(addr);
    if (addr % size != 0) {
      f.kind = "dm_unaligned";
      f.address = addr;
      f.message = "dm_unaligned: " + text + ": " + what + " is not a multiple of " + std::to_string(size) +
                  " (a " + std::to_string(8 * size) + "-bit access must be aligned)";
      return f;
    }
    if (uint64_t(addr) + size > cfg.dm_bytes) {
      f.kind = "dm_range";
      f.address = addr;
      f.message = "dm_range: " + text + ": " + what + " lies outside the data memory (" + std::to_string(cfg.dm_bytes) +
                  " bytes on `" + cfg.name + "`, addresses 0.." + hex(cfg.dm_bytes - 1) + ")";
      return f;
    }
  }
  for (const OpInst& o : b.ops) {
    if (o.op != isa::Op::dmastart) continue;
    const unsigned c = unsigned(o.v[0]);
    const DmaShape shape = dma_shape(run.dma_shape[2 * c], run.dma_shape[2 * c + 1]);
    if (const auto d = dma_check(cfg, shape, run.r[unsigned(o.v[1])], run.r[unsigned(o.v[2])] & 0xFFFFu)) {
      f.kind = d->kind;
      f.address = d->address;
      const std::string::size_type colon = d->message.find(": ");
      f.message = d->kind + ": " + text + " (ra = r" + std::to_string(o.v[1]) + ", rb = r" + std::to_string(o.v[2]) +
                  "): " + d->message.substr(colon + 2);
      return f;
    }
  }
  for (const OpInst& o : b.ops) {
    if (o.op == isa::Op::loop || o.op == isa::Op::loopi) {
      const bool zero = o.op == isa::Op::loop && run.r[unsigned(o.v[0])] == 0;
      f.kind = zero ? "loop_count" : "loop_depth";
      f.message = zero ? "loop_count: " + text + ": the count register r" + std::to_string(o.v[0]) +
                             " is 0 (a loop runs 1 or more times)"
                       : "loop_depth: " + text + ": it opens a loop inside " + std::to_string(cfg.loop_depth) +
                             " open loops (loop_depth = " + std::to_string(cfg.loop_depth) +
                             "), or its end lies before its body";
      return f;
    }
  }
  f.kind = "fault";
  f.message = "fault: " + text + ": the tile stopped here; its operations and the registers they read show no "
              "misaligned or out-of-range access or loop error";
  return f;
}

RunResult make_result(const HwConfig& cfg, const RunBundle& bundle, const BundleInputs& in, const TileRun& run,
                      uint64_t quantum) {
  RunResult r;
  r.platform = "aie";
  r.config = cfg.name;
  r.instructions = run.bundles;
  r.pc = run.pc;
  if (run.done) {
    r.status = "halted";
    r.cycles = run.cycles;
  } else if (run.fault) {
    r.cycles = run.cycles;
    r.fault = explain_fault(cfg, in.program, run, &r.status);
  } else {
    r.status = "cycle_limit";
    r.cycles = bundle.max_cycles;
  }
  const double mac_cycles = double(run.mac_i8) / cfg.peak_int8_macs + double(run.mac_bf16) / cfg.peak_bf16_macs +
                            double(run.mac_i16) / 32.0;
  const uint64_t cyc = run.cycles ? run.cycles : 1;
  r.counters = {{"cycles", run.cycles},
                {"bundles", run.bundles},
                {"stall_interlock", run.stall_lock},
                {"stall_bank_conflict", run.stall_bank},
                {"stall_branch", run.stall_branch},
                {"busy_vec", run.vec},
                {"busy_mac", uint64_t(mac_cycles)},
                {"macs_int8", run.mac_i8},
                {"macs_int16", run.mac_i16},
                {"macs_bf16", run.mac_bf16},
                {"stall_dma", run.stall_dma},
                {"dma_bytes_in", 32 * run.dma_in},
                {"dma_bytes_out", 32 * run.dma_out},
                {"dma_bank_wait", run.dma_bank},
                {"vec_slot_util_permille", run.vec * 1000 / cyc},
                {"mac_efficiency_permille", uint64_t(mac_cycles * 1000.0 / double(cyc))}};
  if ((run.ev_seen & 3) == 3 && run.ev_cycles[1] >= run.ev_cycles[0]) {
    r.counters.push_back({"region_cycles", run.ev_cycles[1] - run.ev_cycles[0]});
    r.counters.push_back({"region_bundles", run.ev_bundles[1] - run.ev_bundles[0]});
    r.counters.push_back({"region_vec", run.ev_vec[1] - run.ev_vec[0]});
  }
  r.sim = sim::clocked_run_stats(sim::simulator_program("aie"), quantum, run.record);
  return r;
}

struct RunArgs {
  const HwConfig& cfg;
  const RunBundle& bundle;
  const BundleInputs& in;
  const sim::SimOptions& opts;
};

template <class V>
sim::SimOutput run_model(const RunArgs& a) {
  if (a.bundle.trace) Verilated::traceEverOn(true);  // before the model exists
  auto model = std::make_unique<V>("aie_tile");
  kc::sim::NoMemory no_memory("no_memory");   // unused: the L2 model (aie_l2.h) is stepped inside AieTb
  AieTb<V> tb("tb", *model, a.cfg, a.bundle, a.in, kPeriod, a.opts.quantum_cycles);
  tb.mem_socket.bind(no_memory.socket);
  sc_core::sc_start();
  model->final();
  sim::write_run_coverage(a.bundle.source);   // kc-sim-aie-cov only
  tb.close_trace();
  if (!tb.error().empty()) throw sim::InternalError(tb.error());
  if (!tb.completed()) throw sim::InternalError("the testbench thread did not run to its end");
  sim::SimOutput out;
  out.result = make_result(a.cfg, a.bundle, a.in, tb.run(), a.opts.quantum_cycles);
  out.dumps = tb.run().dumps;
  return out;
}

struct BuiltModel {
  const char* config;
  sim::SimOutput (*run)(const RunArgs&);
};
#define KC_AIE_MODEL_ENTRY(cfg) BuiltModel{#cfg, &run_model<KC_AIE_MODEL_CLASS(cfg)>},
const BuiltModel kBuiltModels[] = {KC_AIE_MODELS(KC_AIE_MODEL_ENTRY)};
#undef KC_AIE_MODEL_ENTRY

class AieSim final : public sim::Platform {
 public:
  std::string name() const override { return "aie"; }
  MemoryLayout layout(const RunBundle& b) const override { return memory_layout(config(b)); }
  sim::SimOutput simulate(const RunBundle& b, const BundleInputs& in, const sim::SimOptions& o) override {
    const HwConfig& c = config(b);
    for (const BuiltModel& m : kBuiltModels)
      if (b.config == m.config) return m.run(RunArgs{c, b, in, o});
    throw sim::InternalError("no model for configuration " + b.config);
  }

 private:
  static const HwConfig& config(const RunBundle& b) {
    std::vector<std::string> known, built;
    for (const HwConfig& k : all_configs()) known.push_back(k.name);
    for (const BuiltModel& m : kBuiltModels) built.push_back(m.config);
    sim::require_built_config(b, "aie", known, built, "KC_AIE_RTL_CONFIGS");
    return *find_config(b.config);
  }
};

}  // namespace
}  // namespace kc::aie

// The process entry (instead of libsystemc's main): quiet SystemC banner, then sc_main.
int main(int argc, char* argv[]) { return kc::sim::systemc_entry(argc, argv); }

int sc_main(int argc, char* argv[]) {
  kc::aie::AieSim platform;
  return kc::sim::verilated_sim_main(argc, argv, kc::sim::simulator_program("aie"), platform);
}
