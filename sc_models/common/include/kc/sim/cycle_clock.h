// CycleClock: the testbench's clock as SystemC time, with temporal decoupling.
//
// Cycle n of a run starts at SystemC time n * period; time 0 is the reset release (loading
// through the debug port before it is a zero-time backdoor). The one thread that clocks the core
// runs ahead of SystemC time by a local offset kept by a tlm_quantumkeeper and synchronises
// (wait) once per quantum, so SystemC is entered once per quantum, not once per cycle. Memory
// models see the exact cycle of every request as sc_time_stamp() + the annotated delay, so the
// quantum never changes a cycle count.
#pragma once

#include <cstdint>
#include <systemc>
#include <tlm>
#include <tlm_utils/tlm_quantumkeeper.h>

namespace kc::sim {

// Conversions between cycle numbers and SystemC times for one clock period.
class ClockPeriod {
 public:
  explicit ClockPeriod(sc_core::sc_time period) : period_(period) {}
  const sc_core::sc_time& period() const { return period_; }
  // The cycle that starts at or before `t`.
  uint64_t cycle_of(const sc_core::sc_time& t) const { return t.value() / period_.value(); }
  // Start time of `cycle`.
  sc_core::sc_time time_of(uint64_t cycle) const {
    return sc_core::sc_time::from_value(cycle * period_.value());
  }

 private:
  sc_core::sc_time period_;
};

// The clocking thread's local time. Use only from that thread.
class CycleClock {
 public:
  // Sets the global quantum to `quantum_cycles` periods (>= 1).
  CycleClock(sc_core::sc_time period, uint64_t quantum_cycles) : period_(period) {
    tlm::tlm_global_quantum::instance().set(period_.time_of(quantum_cycles));
  }
  const ClockPeriod& period() const { return period_; }

  // Starts counting at the current SystemC time (no local offset).
  void start() { qk_.reset(); }
  // One cycle has been simulated: advance the local time, synchronise once per quantum.
  void tick() {
    qk_.inc(period_.period());
    if (qk_.need_sync()) qk_.sync();
  }
  // Hands the local offset back to SystemC (wait), e.g. at the end of a run.
  void sync() { qk_.sync(); }
  // The offset of the thread's time ahead of sc_time_stamp(): the delay to annotate.
  sc_core::sc_time local_time() const { return qk_.get_local_time(); }

 private:
  ClockPeriod period_;
  tlm_utils::tlm_quantumkeeper qk_;
};

}  // namespace kc::sim
