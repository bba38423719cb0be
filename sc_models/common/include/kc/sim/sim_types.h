// Plain types shared by the SystemC testbench base and the platform code that turns a run into
// result.json (no SystemC here).
#pragma once

#include <cstdint>
#include <stdexcept>

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

}  // namespace kc::sim
