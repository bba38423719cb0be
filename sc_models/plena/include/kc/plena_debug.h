// The plena core's debug-port spaces and register map, and its run-status ports as the host sees
// them: shared by the simulator's driver (kc/plena_driver.h), the result code (plena_result.h) and
// the board support (fpga/plena/host), which has no Verilated model.
#pragma once

#include <cstdint>

namespace kc::plena {

// Debug-port spaces (plena_pkg::dbg_space_e) and register map (plena_pkg, DsRegs).
enum class Space : uint8_t { imem = 0, vram = 1, mram = 2, fp_mem = 3, int_mem = 4, regs = 5 };
constexpr uint32_t kRegGp = 0, kRegF = 16, kRegA = 32, kRegStride = 48, kRegScale = 49,
                   kRegVmask = 50, kRegCounters = 64;

// Run status (plena_pkg::status_e) and fault kinds (plena_pkg::fault_e).
enum class Status : uint8_t { running = 0, halted = 1, fault = 2, illegal = 3, stopped = 4 };

// The core's run-status ports (meaningful once the core reports done).
struct CoreStatus {
  unsigned status = 0;      // Status / isa::kStatuses code (0: still running)
  unsigned fault_kind = 0;  // isa::kFaults code (0: none)
  uint32_t fault_pc = 0;    // pc of the faulting / illegal instruction
  uint64_t fault_addr = 0;  // offending address, in the unit of its space
  uint32_t fault_word = 0;  // the instruction word
};

}  // namespace kc::plena
