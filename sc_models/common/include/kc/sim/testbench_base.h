// TestbenchBase: what every kc-sim-<platform> testbench shares — the clocking thread, the run
// controller (halt / fault / cycle limit, drain bound), temporal decoupling, the TLM initiator
// towards the off-chip memory model, and error capture.
//
// A platform testbench derives from it and implements body(), which runs inside the one
// SC_THREAD: hold reset and load, then run_core(driver), then read status, counters and dumps.
// The Verilated core is clocked by that thread directly (eval per edge, no sc_signal per port,
// no sc_clock): SystemC is entered only for memory transactions (b_transport, a function call)
// and once per quantum (wait).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>

#include "kc/sim/cycle_clock.h"
#include "kc/sim/sim_types.h"

namespace kc::sim {

class TestbenchBase : public sc_core::sc_module {
 public:
  // Requests to the off-chip memory (bind to e.g. HbmTarget::socket).
  tlm_utils::simple_initiator_socket<TestbenchBase> mem_socket;

  SC_HAS_PROCESS(TestbenchBase);
  TestbenchBase(sc_core::sc_module_name name, sc_core::sc_time period, uint64_t quantum_cycles,
                RunLimits limits);

  // After sc_start() returned: the error that ended the thread ("" if none) and whether
  // body() ran to its end.
  const std::string& error() const { return error_; }
  bool completed() const { return completed_; }

  // One memory request made by the core in `cycle` (the cycle being simulated): a read fills
  // `data`, a write stores the bytes whose bit is set in `strobe` (bytes <= 64). Returns the
  // cycle the response is due. Throws InternalError on an error response.
  uint64_t mem_access(uint64_t cycle, bool write, uint64_t addr, uint8_t* data, uint64_t strobe,
                      unsigned bytes);

 protected:
  // The platform's run, inside the SC_THREAD. Exceptions end the run as an internal error.
  virtual void body() = 0;

  // The run controller. Core: void step(); bool done() const; void request_stop();
  // uint64_t cycle() const (cycles since reset release). Clocks the core until done; at
  // max_cycles raises the stop request and keeps clocking until the core has drained and
  // reports done (InternalError if that takes more than drain_bound cycles). The record's
  // clocked_cycles is then max_cycles exactly, drain_cycles the cycles after the stop.
  template <class Core>
  RunRecord run_core(Core& core);

  const RunLimits& limits() const { return limits_; }

 private:
  void thread();

  CycleClock clock_;
  RunLimits limits_;
  tlm::tlm_generic_payload gp_;
  unsigned char byte_enables_[64];
  std::string error_;
  bool completed_ = false;
};

template <class Core>
RunRecord TestbenchBase::run_core(Core& core) {
  RunRecord rec;
  const auto t0 = std::chrono::steady_clock::now();
  clock_.start();
  while (!core.done() && core.cycle() < limits_.max_cycles) {
    core.step();
    clock_.tick();
  }
  const uint64_t stop_cycle = core.cycle();
  if (!core.done()) {
    rec.hit_cycle_limit = true;
    core.request_stop();
    const uint64_t bound = core.cycle() + limits_.drain_bound;
    while (!core.done()) {
      if (core.cycle() >= bound)
        throw InternalError("the core did not report done within " +
                            std::to_string(limits_.drain_bound) +
                            " cycles after the stop request at the cycle limit (it never drained)");
      core.step();
      clock_.tick();
    }
  }
  clock_.sync();
  // A run stopped at the limit is reported as exactly max_cycles long; the cycles the core took to
  // drain after the stop are counted apart (they are in its counters, not in the run's cycles).
  rec.clocked_cycles = rec.hit_cycle_limit ? stop_cycle : core.cycle();
  rec.drain_cycles = core.cycle() - rec.clocked_cycles;
  rec.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return rec;
}

}  // namespace kc::sim
