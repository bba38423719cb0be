// verilated_sim_main: sc_main of every kc-sim-<platform>, in Verilator's sc_main order.
#pragma once

#include <verilated.h>

#include <string>

#include "kc/sim/sim_main.h"

namespace kc::sim {

// Verilated settings before any model exists (deterministic: state without a reset and SRAM
// contents start at 0), then sim_main, which constructs the models and modules, runs sc_start(),
// calls final() and closes the waveform. Call it from sc_main; main() calls systemc_entry().
inline int verilated_sim_main(int argc, char** argv, const std::string& program, Platform& platform) {
  Verilated::debug(0);
  Verilated::randReset(0);
  Verilated::commandArgs(argc, argv);
  return sim_main(argc, argv, program, platform);
}

}  // namespace kc::sim
