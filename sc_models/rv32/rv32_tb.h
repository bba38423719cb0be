// Rv32Tb<V>: the rv32 testbench inside kc-sim-rv32 — one SC_THREAD (from sim::TestbenchBase) that
// clocks the Verilated core through Rv32Driver<V>. The core's memories (ITCM, DTCM) are inside
// the RTL, so no memory transaction ever leaves the thread: SystemC is entered once per quantum.
//
// body(): power-on reset (the core is then held in reset); load the ELF's segments (bytes beyond
// a segment's file size as zeros) and then the preloads, in bundle order, through the host port;
// arm the retirement-trace monitor (tohost, data traffic, last pc); open the waveform window;
// release reset at the ELF entry; run (run controller of the base: done, or the stop request at
// max_cycles and the drain; a store to tohost requests the stop too); read status, fault record
// and counters from the control block and the dumps through the host port. Everything is kept in
// data() and dumps() for the caller, which reads them after sc_start() returns.
#pragma once

#include "kc/rv32_driver.h"  // Verilated headers before SystemC (see kc_sim_rv32.cpp)

#include <optional>
#include <string>
#include <vector>

#include "kc/run_bundle.h"
#include "kc/sim/testbench_base.h"
#include "rv32_configs.h"
#include "rv32_monitor.h"
#include "rv32_result.h"

namespace kc::rv32 {

// The driver's memory map of a configuration.
inline MemMap mem_map(const HwConfig& c) {
  return {uint32_t(c.itcm_base), uint32_t(c.itcm_bytes), uint32_t(c.dtcm_base), uint32_t(c.dtcm_bytes),
          uint32_t(c.ctrl_base)};
}

template <class V>
class Rv32Tb final : public sim::TestbenchBase {
 public:
  // `model`, `bundle` and `in` (with its ELF) outlive the testbench.
  Rv32Tb(sc_core::sc_module_name name, V& model, const HwConfig& cfg, const RunBundle& bundle,
         const BundleInputs& in, sc_core::sc_time period, uint64_t quantum_cycles)
      : TestbenchBase(name, period, quantum_cycles, sim::RunLimits{bundle.max_cycles}),
        driver_(model, mem_map(cfg)),
        map_(mem_map(cfg)),
        bundle_(bundle),
        in_(in) {
    data_.quantum_cycles = quantum_cycles;
  }

  const RunData& data() const { return data_; }
  // Contents of bundle.dump[i], in order.
  const std::vector<std::vector<uint8_t>>& dumps() const { return dumps_; }
  void close_waveform() { driver_.close_waveform(); }

 private:
  void body() override {
    if (!in_.elf) throw sim::InternalError("kc-sim-rv32 runs ELF programs; the bundle has none");
    const ElfImage& elf = *in_.elf;
    driver_.power_on_reset();
    driver_.load_elf(elf);
    for (std::size_t i = 0; i < bundle_.preload.size(); ++i)
      driver_.write_bytes(uint32_t(bundle_.preload[i].addr), in_.preload_data[i].data(), in_.preload_data[i].size());

    // HTIF end of test: only a `tohost` inside a memory can ever be stored to.
    std::optional<uint32_t> tohost;
    uint32_t initial = 0;
    if (const ElfSymbol* s = elf.symbol("tohost"); s && (map_.in_itcm(s->value) || map_.in_dtcm(s->value))) {
      tohost = s->value;
      const std::vector<uint8_t> b = driver_.read_bytes(s->value, 4);
      initial = uint32_t(b[0]) | uint32_t(b[1]) << 8 | uint32_t(b[2]) << 16 | uint32_t(b[3]) << 24;
    }
    data_.tohost = tohost;
    data_.monitor.emplace(map_, tohost, initial);
    RunMonitor& mon = *data_.monitor;
    driver_.on_trace([this, &mon](const TraceRecord& r) {
      if (mon.record(r)) driver_.request_stop();
    });

    if (const auto& t = bundle_.trace) driver_.waveform(t->file, t->from_cycle, t->to_cycle);
    driver_.start(elf.entry);
    data_.record = run_core(driver_);
    driver_.on_trace({});

    data_.halted = driver_.halted();
    data_.faulted = driver_.faulted();
    if (data_.faulted) data_.fault = driver_.fault_info();
    data_.counters = driver_.counters();
    data_.vec = driver_.vec_unit_state();
    dumps_.clear();
    for (const DumpSpec& d : bundle_.dump) dumps_.push_back(driver_.read_bytes(uint32_t(d.addr), d.bytes));
  }

  Rv32Driver<V> driver_;
  MemMap map_;
  const RunBundle& bundle_;
  const BundleInputs& in_;
  RunData data_;
  std::vector<std::vector<uint8_t>> dumps_;
};

}  // namespace kc::rv32
