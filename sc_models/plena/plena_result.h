// result.json of a plena run: status, fault description for people, counters, memory traffic
// (kc-sim-plena internals; no SystemC, no Verilated model).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/hbm_model.h"
#include "kc/plena_debug.h"
#include "kc/run_bundle.h"
#include "kc/sim/sim_types.h"
#include "plena_configs.h"

namespace kc::plena {

// One line for a `fault` status, e.g. "vram_align: V_ADD_VV at pc 7 accessed VRAM address 70
// (not a multiple of VLEN=64)". Throws sim::InternalError for a fault code the ISA table lacks.
std::string fault_message(const HwConfig& c, const CoreStatus& s);

// One line for an `illegal_instruction` status: the word, the pc and why the word is not an
// instruction (unknown opcode, reserved opcode with its reason, or bad fixed bits).
std::string illegal_message(const CoreStatus& s);

// Everything the testbench collected after the core reported done.
struct RunData {
  CoreStatus status;
  std::vector<uint64_t> counters;  // isa::kCounters order
  HbmCounters hbm;
  sim::RunRecord record;
  uint32_t program_words = 0;
  uint64_t quantum_cycles = 0;
};

// The result.json content (sim.total_wall_seconds is filled in by the caller). Throws
// sim::InternalError if the core reported a status the ISA table does not know, or none.
RunResult make_result(const HwConfig& c, const RunData& d);

}  // namespace kc::plena
