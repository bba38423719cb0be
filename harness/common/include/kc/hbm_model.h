// HbmModel: off-chip memory behind a core's memory port — sparse storage, a latency/bandwidth
// timing model and traffic counters.
//
// Storage is functional and immediate: a read returns the bytes present when the request is
// accepted, a write lands when accepted, so requests act in acceptance order. Timing is a single
// in-order channel: a request of B bytes accepted at cycle c starts transferring at
// max(c, end of the previous transfer), occupies ceil(B / bytes_per_cycle) cycles, and completes
// latency cycles after its start. The timing depends only on the sequence of (cycle, bytes)
// calls, so the plain C++ harness and the SystemC (TLM) wrapper get identical cycle counts.
//
// Stress (tests, `kc-sim-plena --hbm-stress`): an optional seeded perturbation of the timing —
// each request completes a random 0..max_extra_latency cycles later than above, and the port
// refuses requests (ready low) on a random stall_percent of the cycles. The data a request
// moves never changes, only when it is accepted and answered, so a correct core ends in the same
// state with a different cycle count. Both are pure functions of (seed, request number) and
// (seed, cycle), so a stressed run is reproducible. Off by default: published cycle counts are
// those of the unstressed model.
#pragma once

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace kc {

struct HbmTiming {
  uint64_t latency_cycles = 100;   // start of transfer -> completion
  uint64_t bytes_per_cycle = 64;   // sustained bandwidth
};

struct HbmStress {
  uint64_t seed = 0;
  unsigned max_extra_latency = 0;  // each request completes 0..this many extra cycles late
  unsigned stall_percent = 0;      // percent of cycles (0..95) the port refuses requests
  bool enabled() const { return max_extra_latency > 0 || stall_percent > 0; }
};

struct HbmCounters {
  uint64_t read_bytes = 0;
  uint64_t write_bytes = 0;   // bytes with their strobe set
  uint64_t read_requests = 0;
  uint64_t write_requests = 0;
  uint64_t busy_cycles = 0;   // cycles the channel was transferring
};

class HbmModel {
 public:
  HbmModel(uint64_t capacity_bytes, HbmTiming timing);

  // Functional access (no timing). Bytes never written read as 0. Out-of-range bytes are
  // ignored on write and read as 0 (the core faults before issuing such an access).
  void read(uint64_t addr, uint8_t* dst, uint64_t n) const;
  void write(uint64_t addr, const uint8_t* src, uint64_t n);
  // Masked write: byte i is written when strobe bit i is set (n <= 64 per call).
  void write_masked(uint64_t addr, const uint8_t* src, uint64_t strobe, unsigned n);

  // Timing of one request of `bytes` accepted at `cycle`: returns its completion cycle and
  // updates the counters. `write_bytes` counts the bytes actually written (strobes).
  uint64_t schedule(uint64_t cycle, bool is_write, unsigned bytes, unsigned written_bytes);

  // Request back-pressure: whether the port accepts a request at `cycle` (always true unless a
  // stress with stall_percent > 0 is set).
  bool request_ready(uint64_t cycle) const;

  // Sets (or, with a default HbmStress, clears) the timing stress; kept across reset_timing().
  void set_stress(const HbmStress& s) { stress_ = s; }
  const HbmStress& stress() const { return stress_; }

  // Forgets the timing state and the counters (storage is kept): the next request is the first.
  void reset_timing() {
    channel_free_ = 0;
    counters_ = HbmCounters{};
  }

  uint64_t capacity() const { return capacity_; }
  const HbmTiming& timing() const { return timing_; }
  const HbmCounters& counters() const { return counters_; }

 private:
  static constexpr uint64_t kPage = 4096;
  uint8_t* page(uint64_t index, bool create);
  const uint8_t* page(uint64_t index) const;

  uint64_t capacity_;
  HbmTiming timing_;
  HbmCounters counters_;
  HbmStress stress_;
  uint64_t channel_free_ = 0;   // first cycle the channel is free
  std::unordered_map<uint64_t, std::unique_ptr<uint8_t[]>> pages_;
};

}  // namespace kc
