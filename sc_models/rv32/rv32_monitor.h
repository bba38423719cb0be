// RunMonitor: what kc-sim-rv32 learns from the core's retirement trace while a program runs
// (kc-sim-rv32 internals; no SystemC, no Verilated model):
//   - the HTIF-style end of test: when the program defines `tohost`, the first store that makes
//     the 32-bit word at `tohost` non-zero ends the run (the testbench then requests a stop);
//   - the data traffic of the DTCM and of the ITCM data port (loads and stores, not fetches):
//     requests and the bytes their byte enables select;
//   - the last completed instruction (the pc reported for a halt and at the cycle limit) and
//     the one before a trap (where a fetch fault came from);
//   - the last trap taken (handled by a trap handler or not): a failing self-checking test often
//     reached its failure path through one.
#pragma once

#include <cstdint>
#include <optional>

#include "kc/rv32_trace.h"

namespace kc::rv32 {

// Data-port traffic of one memory.
struct PortTraffic {
  uint64_t read_bytes = 0, write_bytes = 0, read_requests = 0, write_requests = 0;
};

// The store that ended the test through `tohost`.
struct TohostEvent {
  uint32_t value = 0;  // the word at tohost after the store (non-zero)
  uint32_t pc = 0;     // the store's pc
  uint32_t insn = 0;   // and its instruction word
};

// A trap the core took: the instruction and its cause.
struct TakenTrap {
  uint32_t pc = 0, insn = 0, cause = 0, tval = 0;
};

// A completed instruction, as far as the result needs it.
struct Retired {
  uint32_t pc = 0, insn = 0;
};

class RunMonitor {
 public:
  // `tohost`: the address of the program's `tohost` symbol (nullopt: no HTIF end of test) and
  // the 4 bytes at it after loading, little-endian (`initial`, normally 0).
  RunMonitor(const MemMap& map, std::optional<uint32_t> tohost, uint32_t initial);

  // What a monitor saw, for a run observed elsewhere (the rv32 board top's run monitor in RTL
  // makes the same observations and the board support rebuilds the monitor from them).
  struct Observed {
    std::optional<TohostEvent> tohost;
    PortTraffic dtcm, itcm;
    std::optional<Retired> last, before_trap;
    std::optional<TakenTrap> last_trap;
    uint64_t records = 0;
  };
  RunMonitor(const MemMap& map, std::optional<uint32_t> tohost, const Observed& seen);

  // One trace record, in program order. Returns true when this record ends the test (the first
  // store after which the word at tohost is non-zero); later records are still counted.
  bool record(const TraceRecord& r);

  const std::optional<TohostEvent>& tohost() const { return tohost_event_; }
  const PortTraffic& dtcm() const { return dtcm_; }
  const PortTraffic& itcm() const { return itcm_; }
  // The last instruction that completed (not trapped), if any.
  const std::optional<Retired>& last() const { return last_; }
  // The last completed instruction before the latest trapped one (nullopt: no trap, or nothing
  // completed before it); for a fatal trap, e.g. the jump that led to a fetch fault.
  const std::optional<Retired>& before_trap() const { return before_trap_; }
  // The latest trap taken before the tohost store ended the test (or before now, without one).
  const std::optional<TakenTrap>& last_trap() const { return last_trap_; }
  uint64_t records() const { return records_; }

 private:
  MemMap map_;
  std::optional<uint32_t> tohost_;
  uint8_t shadow_[4] = {0, 0, 0, 0};  // the bytes at tohost .. tohost + 3
  std::optional<TohostEvent> tohost_event_;
  PortTraffic dtcm_, itcm_;
  std::optional<Retired> last_, before_trap_;
  std::optional<TakenTrap> last_trap_;
  uint64_t records_ = 0;
};

}  // namespace kc::rv32
