// The HBM shaper (rtl/common/kc_hbm_shaper.sv) against the simulator's memory side, cycle by cycle:
// kc::HbmModel (timing, storage, counters) behind the response queues and the handshake of
// kc::plena::PlenaDriver::step, re-stated here over random traffic — bursts of requests, reads
// and writes mixed, read beats left waiting, addresses beyond the RAM. Every cycle the shaper must
// offer the same request-ready, read beat (valid and data) and write acknowledgement; at the end
// the same counters. Two parameter sets: a channel slower than the port (4 cycles per beat, latency
// 3, 12 responses at most) and one with latency 0 (due the cycle after acceptance: the read beat
// comes straight from the RAM).
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <random>
#include <vector>

#include "Vkc_hbm_shaper_a.h"
#include "Vkc_hbm_shaper_b.h"
#include "kc/hbm_model.h"
#include "verilated.h"

namespace {

constexpr unsigned kBeat = 32, kWords = 64;

// PlenaDriver's memory side over an HbmModel (DirectMem), one cycle at a time.
struct Reference {
  kc::HbmModel hbm;
  unsigned max_pending;
  struct Beat {
    uint64_t due;
    std::vector<uint8_t> data;
  };
  std::deque<Beat> reads;
  std::deque<uint64_t> writes;
  Reference(uint64_t latency, uint64_t bpc, unsigned pending)
      : hbm(kWords * kBeat, kc::HbmTiming{latency, bpc}), max_pending(pending) {}
  bool ready() const { return reads.size() + writes.size() < max_pending; }
  bool rvalid(uint64_t c) const { return !reads.empty() && reads.front().due <= c; }
  bool bvalid(uint64_t c) const { return !writes.empty() && writes.front() <= c; }
  void accept(uint64_t c, bool write, uint64_t addr, const uint8_t* data, uint32_t strobe) {
    if (write) {
      hbm.write_masked(addr, data, strobe, kBeat);
      const uint64_t due = hbm.schedule(c, true, kBeat, unsigned(__builtin_popcount(strobe)));
      writes.push_back(due > c ? due : c + 1);
    } else {
      Beat b{0, std::vector<uint8_t>(kBeat)};
      hbm.read(addr, b.data.data(), kBeat);
      const uint64_t due = hbm.schedule(c, false, kBeat, 0);
      b.due = due > c ? due : c + 1;
      reads.push_back(std::move(b));
    }
  }
};

template <class V>
void run_random(uint64_t latency, uint64_t bpc, unsigned pending, uint32_t seed) {
  auto m = std::make_unique<V>();
  Reference ref(latency, bpc, pending);
  std::mt19937 rng(seed);
  auto chance = [&](unsigned percent) { return rng() % 100 < percent; };

  m->clk_i = 0;
  m->rst_ni = 1;
  m->clear_i = 0;
  m->req_valid_i = 0;
  m->rready_i = 0;
  m->eval();
  m->rst_ni = 0;
  m->eval();
  m->rst_ni = 1;
  m->eval();
  // A run starts with clear_i: cycle 0 is the cycle after.
  m->clear_i = 1;
  m->clk_i = 1;
  m->eval();
  m->clear_i = 0;

  uint64_t first_oob = 0;
  bool oob = false;
  bool offer = false, write = false;
  uint64_t addr = 0;
  uint8_t data[kBeat];
  uint32_t strobe = 0;
  const uint64_t kCycles = 20000, kQuiet = 19000;   // traffic, then the queues drain
  for (uint64_t c = 0; c < kCycles; ++c) {
    // Phases of 500 cycles: how often the core offers a request and takes a read beat.
    const unsigned phase = unsigned(c / 500) % 4;
    const unsigned p_offer = phase == 0 ? 100 : phase == 1 ? 50 : phase == 2 ? 90 : 10;
    const unsigned p_take = phase == 2 ? 20 : 80;
    // A request stays offered until accepted (a valid/ready port).
    if (!offer && c < kQuiet && chance(p_offer)) {
      offer = true;
      write = chance(50);
      addr = uint64_t(rng() % (kWords + 8)) * kBeat;   // some beyond the RAM
      for (unsigned i = 0; i < kBeat; ++i) data[i] = uint8_t(rng());
      strobe = chance(30) ? 0xFFFFFFFFu : uint32_t(rng());
    }
    const bool take = chance(p_take);
    m->req_valid_i = offer;
    m->req_write_i = write;
    m->req_addr_i = addr;
    for (unsigned w = 0; w < kBeat / 4; ++w) std::memcpy(&m->req_wdata_i[w], data + 4 * w, 4);
    m->req_wstrb_i = strobe;
    m->rready_i = take;
    m->clk_i = 0;
    m->eval();

    INFO("cycle " << c);
    const bool ready = ref.ready(), rvalid = ref.rvalid(c), bvalid = ref.bvalid(c);
    REQUIRE(bool(m->req_ready_o) == ready);
    REQUIRE(bool(m->rvalid_o) == rvalid);
    REQUIRE(bool(m->bvalid_o) == bvalid);
    if (rvalid) {
      uint8_t got[kBeat];
      for (unsigned w = 0; w < kBeat / 4; ++w) std::memcpy(got + 4 * w, &m->rdata_o[w], 4);
      REQUIRE(std::memcmp(got, ref.reads.front().data.data(), kBeat) == 0);
    }
    if (offer && ready) {
      if (addr >= kWords * kBeat && !oob) {
        oob = true;
        first_oob = addr;
      }
      ref.accept(c, write, addr, data, strobe);
      offer = false;
    }
    if (rvalid && take) ref.reads.pop_front();
    if (bvalid) ref.writes.pop_front();
    m->clk_i = 1;
    m->eval();
  }
  CHECK(ref.reads.empty());
  CHECK(ref.writes.empty());
  const kc::HbmCounters& k = ref.hbm.counters();
  CHECK(m->read_bytes_o == k.read_bytes);
  CHECK(m->write_bytes_o == k.write_bytes);
  CHECK(m->read_requests_o == k.read_requests);
  CHECK(m->write_requests_o == k.write_requests);
  CHECK(m->busy_cycles_o == k.busy_cycles);
  CHECK(k.read_requests > 1000);
  CHECK(k.write_requests > 1000);
  CHECK(bool(m->oob_o) == oob);
  CHECK(m->oob_addr_o == first_oob);
  CHECK(!m->overflow_o);
}

}  // namespace

TEST_CASE("board.shaper.slow_channel", "[board]") {
  // 32-byte beats at 8 bytes per cycle, latency 3, at most 12 queued responses.
  for (uint32_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    run_random<Vkc_hbm_shaper_a>(3, 8, 12, seed);
  }
}

TEST_CASE("board.shaper.zero_latency", "[board]") {
  // A beat per cycle, latency 0 (due the cycle after acceptance), at most 20 queued responses.
  for (uint32_t seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    run_random<Vkc_hbm_shaper_b>(0, 64, 20, seed);
  }
}
