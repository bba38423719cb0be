// AieTb<V>: the aie testbench inside kc-sim-aie — one SC_THREAD (sim::TestbenchBase) that clocks
// the Verilated tile (aie_tile) directly, and the L2 memory model (L2Model, aie_l2.h) on the tile's
// L2 port, stepped in every clock cycle. The tile has no other off-chip memory: its program memory
// and data memory are loaded through its load and host ports before `start` (a zero-time
// backdoor), and the dumps are read back through the host port after the run; `l2` preloads and
// dumps go straight to the L2 model's array.
//
// body(): reset; program words; the `dm` preloads (word writes of every word a preload touches,
// later preloads over earlier ones) and the `l2` preloads (in bundle order); the waveform window;
// start; run (the base's run controller:
// `done_o` or `fault_o`, or the cycle limit, after which the tile simply stops being clocked — it
// has nothing in flight that a result depends on); then the status, the architectural registers
// the fault report needs, the counters and the dumps.
#pragma once

#include "verilated.h"  // Verilated headers before SystemC (see kc_sim_aie.cpp)
#include "verilated_fst_c.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "aie_configs.h"
#include "aie_l2.h"
#include "kc/run_bundle.h"
#include "kc/sim/testbench_base.h"

namespace kc::aie {

// What a run produced (read by the caller after sc_start returns).
struct TileRun {
  sim::RunRecord record;
  bool done = false, fault = false;
  uint32_t pc = 0;              // fault / limit: the bundle in the issue stage; halted: the `done` bundle
  uint64_t bundles_seen = 0;    // bundles the testbench saw issue (the tile's issue_o)
  // the tile's counters (aie_tile cnt_*_o, ev_*_o)
  uint64_t cycles = 0, bundles = 0, stall_lock = 0, stall_bank = 0, stall_branch = 0, vec = 0;
  uint64_t mac_i8 = 0, mac_i16 = 0, mac_bf16 = 0;
  uint64_t stall_dma = 0, dma_in = 0, dma_out = 0, dma_bank = 0;  // DMA counters (beats of 32 bytes)
  std::array<uint32_t, 8> dma_shape{};   // channel c's shape: dmacfg's ra at [2c], rb at [2c + 1]
  unsigned ev_seen = 0;
  uint64_t ev_cycles[2] = {0, 0}, ev_bundles[2] = {0, 0}, ev_vec[2] = {0, 0};
  std::array<uint32_t, 32> r{};
  std::array<uint16_t, 8> p{};
  std::vector<std::vector<uint8_t>> dumps;   // bundle.dump[i]
};

template <class V>
class AieTb final : public sim::TestbenchBase {
 public:
  AieTb(sc_core::sc_module_name name, V& model, const HwConfig& cfg, const RunBundle& bundle, const BundleInputs& in,
        sc_core::sc_time period, uint64_t quantum_cycles)
      : TestbenchBase(name, period, quantum_cycles, sim::RunLimits{bundle.max_cycles}),
        m_(model),
        cfg_(cfg),
        bundle_(bundle),
        in_(in),
        l2_(cfg.l2_bytes, unsigned(cfg.l2_latency), unsigned(cfg.l2_interval)) {}

  const TileRun& run() const { return run_; }
  void close_trace() {
    if (fst_) fst_->close();
    fst_.reset();
  }

  // The run controller's view of the tile.
  struct Core {
    AieTb& tb;
    uint64_t n = 0;
    bool stopped = false;
    void step() {
      if (tb.m_.issue_o) {
        tb.run_.pc = tb.m_.issue_pc_o;
        ++tb.run_.bundles_seen;
      }
      tb.tick(n);
      ++n;
    }
    bool done() const { return stopped || tb.m_.done_o || tb.m_.fault_o; }
    void request_stop() { stopped = true; }
    uint64_t cycle() const { return n; }
  };

 private:
  void body() override {
    m_.clk_i = 0;
    m_.rst_ni = 0;
    m_.start_i = 0;
    m_.pm_we_i = 0;
    m_.host_en_i = 0;
    m_.host_we_i = 0;
    clock();
    clock();
    m_.rst_ni = 1;
    m_.eval();
    load();
    if (const auto& t = bundle_.trace) {
      Verilated::traceEverOn(true);
      fst_ = std::make_unique<VerilatedFstC>();
      m_.trace(fst_.get(), 99);
      fst_->open(t->file.c_str());
      trace_from_ = t->from_cycle;
      trace_to_ = t->to_cycle;
    }
    m_.start_i = 1;
    clock();
    m_.start_i = 0;
    m_.eval();
    Core core{*this};
    run_.record = run_core(core);
    run_.done = m_.done_o;
    run_.fault = m_.fault_o;
    if (!run_.done) run_.pc = m_.issue_pc_o;   // the bundle that faulted, or the one waiting at the limit
    run_.cycles = m_.cnt_cycles_o;
    run_.bundles = m_.cnt_bundles_o;
    run_.stall_lock = m_.cnt_lock_o;
    run_.stall_bank = m_.cnt_bank_o;
    run_.stall_branch = m_.cnt_branch_o;
    run_.vec = m_.cnt_vec_o;
    run_.mac_i8 = m_.cnt_mac_i8_o;
    run_.mac_i16 = m_.cnt_mac_i16_o;
    run_.mac_bf16 = m_.cnt_mac_bf16_o;
    run_.stall_dma = m_.cnt_dma_o;
    run_.dma_in = m_.cnt_dma_in_o;
    run_.dma_out = m_.cnt_dma_out_o;
    run_.dma_bank = m_.cnt_dma_bank_o;
    for (unsigned k = 0; k < 8; ++k) run_.dma_shape[k] = m_.dma_shape_o[k];
    run_.ev_seen = m_.ev_seen_o;
    for (int e = 0; e < 2; ++e) {
      run_.ev_cycles[e] = uint32_t(m_.ev_cycles_o >> (32 * e));
      run_.ev_bundles[e] = uint32_t(m_.ev_bundles_o >> (32 * e));
      run_.ev_vec[e] = uint32_t(m_.ev_vec_o >> (32 * e));
    }
    for (unsigned i = 0; i < 32; ++i) run_.r[i] = m_.r_o[i];
    for (unsigned i = 0; i < 8; ++i) run_.p[i] = uint16_t(m_.p_o[i / 2] >> (16 * (i % 2)));
    dump();
  }

  // One cycle of the tile and its L2 model; a cycle of the run (`traced`) is dumped to the
  // waveform inside the window, the cycles of reset, loading and dumping never are.
  void tick(uint64_t cycle, bool traced = true) {
    const bool dump = traced && fst_ && cycle >= trace_from_ && cycle <= trace_to_;
    l2_.drive(m_);
    m_.clk_i = 0;
    m_.eval();
    if (dump) fst_->dump(2 * cycle);
    l2_.sample(m_);
    m_.clk_i = 1;
    m_.eval();
    if (dump) fst_->dump(2 * cycle + 1);
  }

  void clock() { tick(0, false); }

  void load() {
    for (std::size_t a = 0; a < in_.program.size(); ++a) {
      m_.pm_we_i = 1;
      m_.pm_waddr_i = uint32_t(a);
      m_.pm_wdata_i = in_.program[a];
      clock();
    }
    m_.pm_we_i = 0;
    // Data memory starts at zero; every word a preload touches is written once, with the bytes of
    // the preloads in bundle order (a later preload wins).
    std::map<uint32_t, uint32_t> words;
    for (std::size_t i = 0; i < bundle_.preload.size(); ++i) {
      const std::vector<uint8_t>& d = in_.preload_data[i];
      if (bundle_.preload[i].space == "l2") {   // checked inside the space by the bundle validation
        std::copy(d.begin(), d.end(), l2_.mem().begin() + long(bundle_.preload[i].addr));
        continue;
      }
      const uint64_t base = bundle_.preload[i].addr;
      for (std::size_t k = 0; k < d.size(); ++k) {
        const uint64_t a = base + k;
        uint32_t& w = words[uint32_t(a & ~uint64_t(3))];
        const unsigned sh = 8 * unsigned(a & 3);
        w = (w & ~(0xFFu << sh)) | (uint32_t(d[k]) << sh);
      }
    }
    for (const auto& [addr, w] : words) {
      m_.host_en_i = 1;
      m_.host_we_i = 1;
      m_.host_addr_i = addr;
      m_.host_wdata_i = w;
      clock();
    }
    m_.host_en_i = 0;
    m_.host_we_i = 0;
    m_.eval();
  }

  uint32_t read_word(uint32_t addr) {
    m_.host_en_i = 1;
    m_.host_we_i = 0;
    m_.host_addr_i = addr;
    clock();
    m_.host_en_i = 0;
    m_.eval();
    return m_.host_rdata_o;
  }

  void dump() {
    for (const DumpSpec& d : bundle_.dump) {
      if (d.space == "l2") {
        run_.dumps.emplace_back(l2_.mem().begin() + long(d.addr), l2_.mem().begin() + long(d.addr + d.bytes));
        continue;
      }
      std::vector<uint8_t> out(d.bytes);
      uint32_t word = 0, at = ~0u;
      for (uint64_t k = 0; k < d.bytes; ++k) {
        const uint32_t a = uint32_t(d.addr + k);
        if ((a & ~3u) != at) {
          at = a & ~3u;
          word = read_word(at);
        }
        out[k] = uint8_t(word >> (8 * (a & 3)));
      }
      run_.dumps.push_back(std::move(out));
    }
  }

  V& m_;
  const HwConfig& cfg_;
  const RunBundle& bundle_;
  const BundleInputs& in_;
  TileRun run_;
  L2Model l2_;
  std::unique_ptr<VerilatedFstC> fst_;
  uint64_t trace_from_ = 0, trace_to_ = 0;
};

}  // namespace kc::aie
