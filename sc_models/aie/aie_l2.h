// L2Model: the L2 memory behind the aie tile's DMA port (an AIE-ML memory tile, 512 KB on every
// configuration), a cycle-level model stepped by the testbench that clocks the tile — kc-sim-aie's
// AieTb and the plain C++ test bench of the lock-step tests use this one class.
//
// Timing (the configuration's l2 section; docs/aie/microarchitecture.md): L2 accepts one 256-bit
// request every `interval` cycles (l2_ready_i is low in between: back-pressure); a write takes
// effect in the cycle L2 accepts it; a read is answered `latency` cycles after the cycle that
// accepted it (l2_rvalid_i for one cycle with the data), in request order, with the contents L2
// held when it accepted the read. The tile's DMA takes every response in the cycle it is shown.
//
// Use, once per clock cycle of the tile, around the rising edge:
//   drive(m);   m.clk_i = 0; m.eval();   sample(m);   m.clk_i = 1; m.eval();
// drive() sets the tile's L2 inputs for the cycle; sample() (after the low-phase evaluation, when
// the tile's request outputs are settled) takes the request if L2 is ready, retires the response
// shown, and ends the cycle.
#pragma once

#include <cstdint>
#include <cstring>
#include <deque>
#include <stdexcept>
#include <string>
#include <vector>

namespace kc::aie {

class L2Model {
 public:
  L2Model(std::uint64_t bytes, unsigned latency, unsigned interval)
      : mem_(bytes, 0), latency_(latency), interval_(interval) {}

  std::vector<std::uint8_t>& mem() { return mem_; }
  const std::vector<std::uint8_t>& mem() const { return mem_; }
  std::uint64_t reads() const { return reads_; }
  std::uint64_t writes() const { return writes_; }

  template <class V>
  void drive(V& m) {
    m.l2_ready_i = now_ >= next_accept_;
    const bool resp = !q_.empty() && q_.front().due <= now_;
    m.l2_rvalid_i = resp;
    if (resp)
      for (unsigned k = 0; k < 8; ++k) m.l2_rdata_i[k] = q_.front().data[k];
  }

  template <class V>
  void sample(V& m) {
    if (m.l2_rvalid_i) q_.pop_front();
    if (m.l2_req_o && m.l2_ready_i) {
      const std::uint64_t a = m.l2_addr_o;
      if (a % 32 != 0 || a + 32 > mem_.size())
        throw std::logic_error("L2 request at " + std::to_string(a) + " outside L2 or unaligned (the tile checks "
                               "every transfer at its start)");
      if (m.l2_we_o) {
        for (unsigned k = 0; k < 8; ++k) {
          const std::uint32_t w = m.l2_wdata_o[k];
          std::memcpy(mem_.data() + a + 4 * k, &w, 4);
        }
        ++writes_;
      } else {
        Resp r;
        r.due = now_ + latency_;
        std::memcpy(r.data, mem_.data() + a, 32);
        q_.push_back(r);
        ++reads_;
      }
      next_accept_ = now_ + interval_;
    }
    ++now_;
  }

 private:
  struct Resp {
    std::uint64_t due = 0;
    std::uint32_t data[8] = {};
  };
  std::vector<std::uint8_t> mem_;
  unsigned latency_, interval_;
  std::uint64_t now_ = 0, next_accept_ = 0, reads_ = 0, writes_ = 0;
  std::deque<Resp> q_;
};

}  // namespace kc::aie
