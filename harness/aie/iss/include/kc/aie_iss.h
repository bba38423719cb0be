// aie instruction-set simulator: the whole ISA, timing-free, one bundle at a time.
//
// Semantics (docs/isa/aie.md, "Latencies and interlocks"): every operation of a bundle reads the
// registers as they were before the bundle; all its results are visible to the next bundle (the
// interlocked hardware stalls until they are, so a program means the same on the RTL and here);
// the loads of a bundle read memory before its store writes. A bundle that writes one register
// twice (hand-made words; the assembler rejects it) faults. Zero-overhead loops: `loop`/`loopi`
// runs the bundles from the next one to the target (inclusive) `count` times; when the last bundle
// of the innermost loop completes without a taken branch, the loop repeats or ends (then the next
// enclosing loop with the same last bundle is checked). `done` completes its bundle and stops.
// `event 0` / `event 1` record the bundle counters. Faults (illegal word, a jump into the middle of
// a bundle, an unaligned or out-of-memory access, loop count 0, loops nested deeper than the
// configuration allows, fetch outside program memory) stop the ISS with a message.
//
// DMA (docs/isa/aie.md, "Memory"): the ISS holds L2 (l2_bytes) beside data memory. `dmacfg` sets
// a channel's shape; `dmastart` checks the transfer (faults dma_shape, l2_range, dma_dm_range) and
// records it; the copy itself is performed when the transfer is awaited: at the channel's
// `dmawait`, at its next `dmastart` (which waits first), or at `done` (which waits for every
// channel), beat by beat in row order. Hardware copies some time in between; a race-free program
// (the ISA's rule) cannot tell the difference.
//
// Counters (timing-free): bundles and operations retired, bundles with a vec-slot operation,
// multiplies of MAC-array operations by precision, and the extra cycles the banked data memory
// would add (accesses of one bundle to one bank beyond the first) — what phase 2's RTL counters
// are checked against.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "aie_configs.h"
#include "kc/aie_asm.h"

namespace kc::aie {

struct LoopFrame {
  std::uint32_t start = 0, end = 0, count = 0;  // body bundle addresses; iterations left, this one included
};

// A DMA channel: its shape (dmacfg) and the transfer in flight.
struct DmaChannel {
  DmaShape shape;          // for the next dmastart
  bool busy = false;       // a transfer started and not yet awaited
  DmaShape t;              // the transfer's shape
  std::uint32_t l2 = 0, dm = 0;
};

struct ArchState {
  std::array<std::uint32_t, 32> r{};
  std::array<std::uint16_t, 8> p{}, m{};
  std::array<std::array<std::uint8_t, 64>, 12> x{};   // vector registers, byte i = bits 8i+7..8i
  std::array<std::array<std::uint32_t, 32>, 8> cm{};  // accumulators, 32 lanes each
  std::uint32_t pc = 0;                               // word address of the next bundle
  std::vector<LoopFrame> loops;
  std::array<DmaChannel, 4> dma{};                    // in0, in1, out0, out1
};

struct IssCounters {
  std::uint64_t bundles = 0, ops = 0, vec_bundles = 0;
  std::uint64_t macs_int8 = 0, macs_int16 = 0, macs_bf16 = 0;
  std::uint64_t bank_conflict_cycles = 0;
  std::uint64_t taken_branches = 0;
  std::uint64_t dma_beats_in = 0, dma_beats_out = 0;  // 32-byte beats copied into data memory / into L2
  // bundles retired before the event (0 if it never happened) and vec bundles before it
  std::uint64_t event_bundles[2] = {0, 0}, event_vec_bundles[2] = {0, 0};
  bool event_seen[2] = {false, false};
};

enum class IssStop { running, done, fault, limit };

class Iss {
 public:
  explicit Iss(const HwConfig& cfg);

  // Program memory (words, at word address 0) and data memory contents. Both fault-free: a program
  // larger than program memory or data outside data memory throws std::invalid_argument.
  void load_program(const std::vector<std::uint32_t>& words);
  void load_data(const std::vector<DataBlock>& blocks);
  void write_dm(std::uint32_t addr, const std::vector<std::uint8_t>& bytes);
  std::vector<std::uint8_t> read_dm(std::uint32_t addr, std::size_t n) const;
  // L2 contents (l2_bytes, zero at construction); the same contract as data memory.
  void write_l2(std::uint32_t addr, const std::vector<std::uint8_t>& bytes);
  std::vector<std::uint8_t> read_l2(std::uint32_t addr, std::size_t n) const;
  const std::vector<std::uint8_t>& l2() const { return l2_; }

  // Executes one bundle; returns running, done or fault.
  IssStop step();
  // Runs until done, a fault, or `max_bundles` bundles (then `limit`).
  IssStop run(std::uint64_t max_bundles);

  const std::string& fault() const { return fault_; }
  ArchState& state() { return s_; }
  const ArchState& state() const { return s_; }
  const IssCounters& counters() const { return c_; }
  const std::vector<std::uint8_t>& dm() const { return dm_; }
  const HwConfig& config() const { return cfg_; }

 private:
  IssStop fail(const std::string& msg);
  void dma_complete(DmaChannel& ch, unsigned c);  // performs ch's transfer (if busy)
  const HwConfig& cfg_;
  ArchState s_;
  IssCounters c_;
  std::vector<std::uint32_t> pm_;
  std::vector<std::uint8_t> dm_, l2_;
  std::string fault_;
  bool stopped_ = false;
};

}  // namespace kc::aie
