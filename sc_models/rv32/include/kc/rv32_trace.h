// The plain types of an rv32 run shared by the Verilated driver (kc/rv32_driver.h), kc-sim-rv32's
// result code and the rv32 board support (fpga/rv32/host): the memory map, the control-block
// offsets, the counters and the records of the retirement trace. No Verilated model needed.
#pragma once

#include <array>
#include <cstdint>

namespace kc::rv32 {

// Where the memories and the control block are (a HwConfig's memory section).
struct MemMap {
  uint32_t itcm_base = 0, itcm_bytes = 0;
  uint32_t dtcm_base = 0, dtcm_bytes = 0;
  uint32_t ctrl_base = 0;
  bool in_itcm(uint32_t a) const { return a - itcm_base < itcm_bytes; }
  bool in_dtcm(uint32_t a) const { return a - dtcm_base < dtcm_bytes; }
};

// The activity counters and state of a vector unit at the end of a run (rv32-family tops with one,
// e.g. coral_core's vcnt_*_o, vstart_o, vidle_o ports).
struct VecUnitState {
  uint64_t busy = 0;    // cycles the unit ran a command
  uint64_t beats = 0;   // ALU/compare beats
  uint64_t elems = 0;   // active elements in those beats
  uint64_t qfull = 0;   // cycles the scalar core waited for a full command queue
  uint64_t port = 0;    // cycles the vector memory port was used
  uint64_t vstall = 0;  // cycles the scalar core waited for the unit (scalar results, CSRs, halt)
  uint32_t vstart = 0;  // vstart: the faulting element of a vector load or store that trapped
  bool idle = true;     // queue empty, backend idle
};

// Control-block byte offsets (rtl/rv32/rv32_ctrl.sv).
constexpr uint32_t kCtrlCtrl = 0x00, kCtrlStartPc = 0x04, kCtrlStatus = 0x08, kCtrlCause = 0x0C,
                   kCtrlFaultPc = 0x10, kCtrlTval = 0x14, kCtrlInsn = 0x18, kCtrlCounters = 0x40;

// Performance counters, in control-block order (rv32_pkg::cnt_e): 64 bits each at
// kCtrlCounters + 8 * index.
enum Counter : unsigned {
  kCycles, kInstret, kStallRawLoad, kStallRawMul, kStallRawFpu, kStallDivsqrt, kStallCsr,
  kStallFetch, kBranches, kMispredicts, kJumps, kLoads, kStores, kFpOps, kNumCounters
};
// The counters' names (result.json keys), in Counter order.
inline const std::array<const char*, kNumCounters>& counter_names() {
  static const std::array<const char*, kNumCounters> n = {
      "cycles", "instret", "stall_raw_load", "stall_raw_mul", "stall_raw_fpu", "stall_divsqrt",
      "stall_csr", "stall_fetch", "branches", "branch_mispredicts", "jumps", "loads", "stores",
      "fp_ops"};
  return n;
}

// One retired (or trapped) instruction, as the core's trace port reports it in WB.
struct TraceRecord {
  uint64_t cycle = 0;         // driver cycle (0 = first cycle after start) in which it completed
  uint32_t pc = 0;
  uint32_t insn = 0;          // 0 for an instruction access fault
  bool rd_we = false;         // wrote a register ...
  bool rd_fp = false;         //   an f register (else x)
  uint8_t rd = 0;             //   its index
  uint32_t rd_wdata = 0;      //   the value
  bool mem_we = false;        // stored ...
  bool mem_re = false;        // or loaded ...
  uint32_t mem_addr = 0;      //   at this byte address
  uint32_t mem_wdata = 0;     //   store data in its byte lanes (word at mem_addr & ~3)
  uint8_t mem_be = 0;         //   byte enables (lanes of that word)
  uint8_t fflags = 0;         // FP exception flags raised
  bool trap = false;          // trapped: did not complete, no register write
  uint8_t cause = 0;          //   mcause code
  uint32_t tval = 0;          //   mtval
};

// Every field equal, the cycle included (a netlist against its RTL).
inline bool operator==(const TraceRecord& a, const TraceRecord& b) {
  return a.cycle == b.cycle && a.pc == b.pc && a.insn == b.insn && a.rd_we == b.rd_we && a.rd_fp == b.rd_fp &&
         a.rd == b.rd && a.rd_wdata == b.rd_wdata && a.mem_we == b.mem_we && a.mem_re == b.mem_re &&
         a.mem_addr == b.mem_addr && a.mem_wdata == b.mem_wdata && a.mem_be == b.mem_be && a.fflags == b.fflags &&
         a.trap == b.trap && a.cause == b.cause && a.tval == b.tval;
}

// The fault record (control block), meaningful when faulted().
struct FaultInfo {
  uint32_t cause = 0, pc = 0, tval = 0, insn = 0;
};

}  // namespace kc::rv32
