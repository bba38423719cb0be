// result.json of an rv32 run: status, the fault description for people, counters, data-memory
// traffic (kc-sim-rv32 internals; no SystemC, no Verilated model).
//
// How a run ends (in this order of precedence):
//   tohost      the program defines `tohost` and a store made it non-zero: value 1 -> halted;
//               any other value v -> fault, kind "test_fail" ("tohost = v: test case v >> 1
//               failed"). The store's pc is the result's pc.
//   fault       a trap with mtvec = 0: mcause 2 -> status illegal_instruction, kind
//               illegal_instruction; every other cause -> status fault, kind = the ISA table's
//               trap name (load_access_fault, breakpoint, ecall_from_m, ...). pc = the trapping
//               instruction's.
//   halted      MPAUSE completed (also when the cycle limit's stop request came while it drained).
//               pc = the MPAUSE's.
//   cycle_limit the testbench raised the stop request at max_cycles and the core drained.
//               pc = the last completed instruction's (absent if none completed).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "kc/run_bundle.h"
#include "kc/sim/sim_types.h"
#include "rv32_configs.h"
#include "rv32_monitor.h"

namespace kc::rv32 {

// What an rv32-family platform other than rv32 changes in a result (coral: the rv32 core plus a
// vector unit). Empty functions mean rv32's behaviour.
struct ResultHooks {
  std::string platform = "rv32";                                       // result.platform, kc-sim-<platform>
  std::function<std::string(uint32_t word, uint32_t pc)> disassemble;  // the platform's disassembler
  // Why the core rejected `word` (no leading kind); nullopt: ask rv32's illegal_reason.
  std::function<std::optional<std::string>(uint32_t word)> illegal_reason;
  // Bytes of a vector load/store element of `word`; 0: not a vector memory instruction.
  std::function<unsigned(uint32_t word)> vector_element_bytes;
  unsigned lane_bytes = 0;  // bytes of elements the vector unit processes per beat (lane utilisation)
};

// Everything the testbench collected after the core reported done.
struct RunData {
  bool halted = false, faulted = false;                 // control-block status
  FaultInfo fault;                                      // control-block fault record (faulted)
  std::array<uint64_t, kNumCounters> counters{};        // control-block counters
  std::optional<RunMonitor> monitor;                    // the trace observations
  std::optional<uint32_t> tohost;                       // address of `tohost`, if defined
  sim::RunRecord record;
  uint64_t quantum_cycles = 0;
  std::string simulator;                                // result.sim.simulator; empty: kc-sim-<platform>
  std::optional<VecUnitState> vec;                      // the vector unit's counters (tops with one)
  const ResultHooks* hooks = nullptr;                   // nullptr: rv32
};

// One line describing a fault record of the core (mtvec = 0), e.g. "load_access_fault: lw
// a1,0(a0) at pc 0x00000024 (word 0x00052583) read address 0x20000004, outside the ITCM
// (0x00000000..0x00003fff) and the DTCM (0x00010000..0x0001ffff)". `before`: the instruction
// completed just before the trap (named for fetch faults). Throws sim::InternalError for a cause
// the ISA table does not define.
// `hooks` (nullptr: rv32) and `vec` (the vector unit's state, for the element of a vector memory fault).
std::string fault_message(const HwConfig& c, const FaultInfo& f, const std::optional<Retired>& before,
                          const ResultHooks* hooks = nullptr, const std::optional<VecUnitState>& vec = std::nullopt);

// Why the core rejected `word` at `pc` as an illegal instruction, in words (no leading kind).
std::string illegal_reason(uint32_t word);

// The result.json content (sim.total_wall_seconds is filled in by the caller). Throws
// sim::InternalError if the core reported neither halted nor fault, or a cause the ISA table lacks.
RunResult make_result(const HwConfig& c, const RunData& d);

}  // namespace kc::rv32
