// PlenaTb<V>: the plena testbench inside kc-sim-plena — one SC_THREAD (from sim::TestbenchBase)
// that clocks the Verilated core through PlenaDriver<V>, with the HBM behind a TLM-2.0 socket.
//
// body(): hold reset; load IMEM and the on-chip preloads through the debug port (HBM preloads
// are already in the HbmModel); open the waveform window; release reset; run (run controller
// of the base: done, or cycle limit + drain); read the status ports, the counters and the
// on-chip dumps through the debug port. Everything the run produced is kept in data() and
// onchip_dumps() for the caller, which reads them after sc_start() returns.
#pragma once

#include "kc/plena_driver.h"  // Verilated headers before SystemC (see kc_sim_plena.cpp)

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "kc/plena_layout.h"
#include "kc/run_bundle.h"
#include "kc/sim/testbench_base.h"
#include "plena_configs.h"
#include "plena_onchip.h"
#include "plena_result.h"

namespace kc::plena {

template <class V>
class PlenaTb final : public sim::TestbenchBase, private MemPort {
 public:
  // `model`, `hbm`, `bundle` and `in` outlive the testbench.
  PlenaTb(sc_core::sc_module_name name, V& model, HbmModel& hbm, const HwConfig& cfg,
          const RunBundle& bundle, const BundleInputs& in, sc_core::sc_time period,
          uint64_t quantum_cycles)
      : TestbenchBase(name, period, quantum_cycles, sim::RunLimits{bundle.max_cycles}),
        driver_(model, *this),
        hbm_(hbm),
        cfg_(cfg),
        bundle_(bundle),
        in_(in) {
    data_.program_words = uint32_t(in.program.size());
    data_.quantum_cycles = quantum_cycles;
  }

  const RunData& data() const { return data_; }
  // Contents of bundle.dump[i] (on-chip spaces; HBM dumps are read from the HbmModel).
  const std::vector<std::optional<std::vector<uint8_t>>>& onchip_dumps() const { return dumps_; }
  void close_trace() { driver_.close_trace(); }

 private:
  void body() override {
    driver_.hold_reset(uint32_t(in_.program.size()));
    load();
    if (const auto& t = bundle_.trace) driver_.trace(t->file, t->from_cycle, t->to_cycle);
    driver_.release_reset();
    data_.record = run_core(driver_);
    data_.status = driver_.status();
    data_.counters = driver_.counters();
    data_.hbm = hbm_.counters();
    dump();
  }

  // MemPort: the core's HBM requests go out through the TLM socket.
  uint64_t access(uint64_t cycle, bool write, uint64_t addr, uint8_t* data, uint64_t strobe,
                  unsigned bytes) override {
    return mem_access(cycle, write, addr, data, strobe, bytes);
  }
  // Request back-pressure comes from the memory model directly: a blocking TLM transport has no
  // way to refuse a request for a cycle, and the answer depends only on (stress seed, cycle).
  bool ready(uint64_t cycle) override { return hbm_.request_ready(cycle); }

  // IMEM, then every on-chip space with preloads (bundle order within a space).
  void load() {
    for (std::size_t i = 0; i < in_.program.size(); ++i)
      driver_.write(Space::imem, uint32_t(i), in_.program[i]);
    for (const auto& [d, writes] : onchip_preload_writes(bundle_, in_, memory_layout(cfg_)))
      for (const auto& [addr, word] : writes) driver_.write(d.space, addr, word);
  }

  // The on-chip dumps, through the debug port (the core is done: the port is usable again).
  void dump() {
    dumps_.resize(bundle_.dump.size());
    for (std::size_t i = 0; i < bundle_.dump.size(); ++i) {
      const DumpSpec& ds = bundle_.dump[i];
      const auto d = debug_space(ds.space);
      if (!d) continue;
      const DebugWindow w = debug_window(*d, ds.addr, ds.bytes / d->elem_bytes);
      std::vector<uint32_t> words(w.words);
      if (w.words > 0) driver_.read(d->space, w.first, words.data(), w.words, d->elems_per_word);
      dumps_[i] = unpack_words(*d, w, words, ds.bytes);
    }
  }

  PlenaDriver<V> driver_;
  HbmModel& hbm_;
  const HwConfig& cfg_;
  const RunBundle& bundle_;
  const BundleInputs& in_;
  RunData data_;
  std::vector<std::optional<std::vector<uint8_t>>> dumps_;
};

}  // namespace kc::plena
