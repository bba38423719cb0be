// Plain types shared by the SystemC testbench base and the platform code that turns a run into
// result.json (no SystemC here).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "kc/run_bundle.h"

namespace kc::sim {

// A failure of the simulator itself (not of the simulated program): exit status 3.
class InternalError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct RunLimits {
  uint64_t max_cycles = 0;           // stop request after this many cycles (bundle max_cycles)
  uint64_t drain_bound = 1'000'000;  // cycles a stopped core may take to report done
};

// How the clocked run went (the core's own status is read by the platform testbench).
struct RunRecord {
  uint64_t clocked_cycles = 0;   // step() calls from reset release to done, or to the stop at the cycle limit
  uint64_t drain_cycles = 0;     // step() calls after the stop until the core reported done
  bool hit_cycle_limit = false;  // the stop request was raised
  double wall_seconds = 0;       // wall time of the clocked run
};

// The name of this simulator program: "kc-sim-<platform>", or "kc-sim-<platform>-cov" for a
// coverage simulator (a kc-sim-* built with KC_SIM_COVERAGE over models verilated with --coverage).
// Compiled into the simulator's own sources, so each program names itself.
inline std::string simulator_program(const std::string& platform) {
#ifdef KC_SIM_COVERAGE
  return "kc-sim-" + platform + "-cov";
#else
  return "kc-sim-" + platform;
#endif
}

// result.json's `sim` block of a clocked run: which program ran it, the quantum, the cycles
// clocked (and drained after a stop at the cycle limit), the wall time and the rate.
inline SimStats clocked_run_stats(std::string program, uint64_t quantum_cycles, const RunRecord& rec) {
  SimStats s;
  s.simulator = std::move(program);
  s.quantum_cycles = quantum_cycles;
  s.clocked_cycles = rec.clocked_cycles;
  s.drain_cycles = rec.drain_cycles;
  s.wall_seconds = rec.wall_seconds;
  s.cycles_per_second = rec.wall_seconds > 0 ? double(rec.clocked_cycles) / rec.wall_seconds : 0;
  return s;
}

}  // namespace kc::sim
