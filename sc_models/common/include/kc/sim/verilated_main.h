// verilated_sim_main: sc_main of every kc-sim-<platform>, in Verilator's sc_main order.
#pragma once

#include <verilated.h>
#ifdef KC_SIM_COVERAGE
#include <verilated_cov.h>
#endif

#include <filesystem>
#include <string>

#include "kc/sim/sim_main.h"
#include "kc/sim/sim_types.h"

namespace kc::sim {

// Verilated settings before any model exists (deterministic: state without a reset and SRAM
// contents start at 0), then sim_main, which constructs the models and modules, runs sc_start(),
// calls final() and closes the waveform. Call it from sc_main; main() calls systemc_entry().

// A coverage simulator writes the run's coverage counters (line, toggle, user) to coverage.dat
// beside run.json (`bundle_source`), in Verilator's format (verilator_coverage reads and merges
// them; `kernelcraft regress --coverage`). Call it after the model's final(), for every status, as
// every status writes result.json: what ran is covered. Does nothing in any other simulator.
inline void write_run_coverage([[maybe_unused]] const std::string& bundle_source) {
#ifdef KC_SIM_COVERAGE
  const std::filesystem::path dat = std::filesystem::path(bundle_source).parent_path() / "coverage.dat";
  Verilated::threadContextp()->coveragep()->write(dat.string().c_str());
#endif
}

inline int verilated_sim_main(int argc, char** argv, const std::string& program, Platform& platform) {
  Verilated::debug(0);
  Verilated::randReset(0);
  Verilated::commandArgs(argc, argv);
  return sim_main(argc, argv, program, platform);
}

}  // namespace kc::sim
