// The UART RTL (rtl/common/kc_uart_tx.sv, kc_uart_rx.sv) against the bit-level C++ models
// (fpga/common/include/kc/uart_model.h): random bytes and divisors, back-to-back frames, idle
// gaps, wrong baud rates, framing errors, breaks, glitches and arbitrary line noise.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "Vkc_uart_testtop.h"
#include "kc/uart_model.h"
#include "verilated.h"

namespace {

using kc::board::UartLineRx;
using kc::board::UartLineTx;
using kc::board::UartRxEvent;

struct Dut {
  std::unique_ptr<Vkc_uart_testtop> m = std::make_unique<Vkc_uart_testtop>();
  Dut(unsigned tx_div, unsigned rx_div) {
    m->tx_div_i = tx_div;
    m->rx_div_i = rx_div;
    m->tx_valid_i = 0;
    m->tx_data_i = 0;
    m->rx_i = 1;
    m->clk_i = 0;
    m->rst_ni = 1;
    m->eval();
    m->rst_ni = 0;   // a negative edge: the asynchronous reset
    m->eval();
    m->rst_ni = 1;
    m->eval();
  }
  // The second half of a cycle: the edge. Inputs were set and outputs read before it.
  void settle() {
    m->clk_i = 0;
    m->eval();
  }
  void edge() {
    m->clk_i = 1;
    m->eval();
  }
};

// Expected tx line from the frames' start cycles alone: frame f occupies cycles
// [start, start + 10 div): start bit 0, data bits LSB first, stop bit 1; the line is 1 elsewhere.
bool expected_line(const std::vector<std::pair<uint64_t, uint8_t>>& frames, uint64_t c, unsigned div) {
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
    if (c < it->first) continue;
    const uint64_t bit = (c - it->first) / div;
    if (bit >= 10) return true;
    if (bit == 0) return false;
    if (bit == 9) return true;
    return (it->second >> (bit - 1)) & 1u;
  }
  return true;
}

}  // namespace

TEST_CASE("board.uart.tx_waveform", "[board][uart]") {
  std::mt19937 rng(1);
  for (int trial = 0; trial < 40; ++trial) {
    const unsigned div = 2 + rng() % 40;
    const bool back_to_back = trial % 2 == 0;
    Dut d(div, 16);
    std::vector<std::pair<uint64_t, uint8_t>> frames;   // (first cycle of the start bit, byte)
    uint8_t next = uint8_t(rng());
    const unsigned nbytes = 20;
    uint64_t c = 0;
    for (; c < uint64_t(nbytes + 2) * 10 * div * 3; ++c) {
      const bool offer = frames.size() < nbytes && (back_to_back || rng() % 4 == 0);
      d.m->tx_valid_i = offer;
      d.m->tx_data_i = next;
      d.settle();
      INFO("div " << div << " cycle " << c);
      REQUIRE(bool(d.m->tx_o) == expected_line(frames, c, div));
      const bool taken = offer && d.m->tx_ready_o;
      if (taken) {
        // A byte is taken only when the line is free at the next cycle: no overlap, and back to
        // back exactly at the previous frame's end.
        if (!frames.empty()) REQUIRE(c + 1 >= frames.back().first + 10 * div);
        if (back_to_back && !frames.empty()) REQUIRE(c + 1 == frames.back().first + 10 * div);
        frames.emplace_back(c + 1, next);
        next = uint8_t(rng());
      }
      d.edge();
    }
    REQUIRE(frames.size() == nbytes);
  }
}

namespace {

// Drives the receiver's line with `line(c)` for `cycles` cycles and checks its outputs against
// UartLineRx every cycle; returns the model's events.
template <class Line>
std::vector<UartRxEvent> run_rx(unsigned div, uint64_t cycles, Line line) {
  Dut d(16, div);
  UartLineRx model(div);
  std::vector<UartRxEvent> events;
  UartRxEvent expect;
  for (uint64_t c = 0; c < cycles; ++c) {
    const bool level = line(c);
    d.m->rx_i = level;
    d.settle();
    INFO("div " << div << " cycle " << c);
    REQUIRE(bool(d.m->rx_valid_o) == expect.valid);
    REQUIRE(bool(d.m->rx_ferr_o) == expect.ferr);
    if (expect.valid || expect.ferr) {
      REQUIRE(unsigned(d.m->rx_data_o) == expect.data);
      events.push_back(expect);
    }
    REQUIRE(bool(d.m->rx_busy_o) == model.busy());
    d.edge();
    expect = model.clock(level);
  }
  return events;
}

std::vector<uint8_t> bytes_of(const std::vector<UartRxEvent>& ev, unsigned* ferrs) {
  std::vector<uint8_t> b;
  *ferrs = 0;
  for (const UartRxEvent& e : ev) {
    if (e.valid) b.push_back(e.data);
    if (e.ferr) ++*ferrs;
  }
  return b;
}

}  // namespace

TEST_CASE("board.uart.rx_random", "[board][uart]") {
  std::mt19937 rng(2);
  for (int trial = 0; trial < 40; ++trial) {
    const unsigned div = 4 + rng() % 40;
    UartLineTx sender(div);
    std::vector<uint8_t> sent;
    const bool back_to_back = trial % 2 == 0;
    for (int i = 0; i < 16; ++i) {
      sent.push_back(uint8_t(rng()));
      if (back_to_back) sender.send(sent.back());
    }
    std::size_t pending = 0;
    std::mt19937 gaps(trial);
    const auto ev = run_rx(div, uint64_t(16) * 10 * div * 3 + 100, [&](uint64_t c) {
      // Random idle gaps between frames unless back to back.
      if (!back_to_back && sender.idle() && pending < sent.size() && c > 5 && gaps() % (div * 3) == 0)
        sender.send(sent[pending++]);
      const bool l = sender.line();
      sender.clock();
      return l;
    });
    unsigned ferrs = 0;
    INFO("div " << div << (back_to_back ? " back to back" : " with gaps"));
    REQUIRE(bytes_of(ev, &ferrs) == sent);
    REQUIRE(ferrs == 0);
  }
}

TEST_CASE("board.uart.rx_tolerates_baud_skew", "[board][uart]") {
  // A sender within a few percent of the receiver's rate still gets every byte through.
  std::mt19937 rng(3);
  for (int trial = 0; trial < 20; ++trial) {
    const unsigned div = 32 + rng() % 32;
    const unsigned sdiv = trial % 2 ? div + div / 40 : div - div / 40;
    UartLineTx sender(sdiv);
    std::vector<uint8_t> sent;
    for (int i = 0; i < 12; ++i) sender.send(sent.emplace_back(uint8_t(rng())));
    const auto ev = run_rx(div, uint64_t(12) * 10 * div + 20 * div, [&](uint64_t) {
      const bool l = sender.line();
      sender.clock();
      return l;
    });
    unsigned ferrs = 0;
    INFO("receiver div " << div << ", sender div " << sdiv);
    REQUIRE(bytes_of(ev, &ferrs) == sent);
    REQUIRE(ferrs == 0);
  }
}

TEST_CASE("board.uart.rx_wrong_baud", "[board][uart]") {
  // A sender at half or twice the rate: the RTL still matches the model cycle for cycle, the
  // bytes do not come through intact and framing errors are flagged (in some trials: a stop bit
  // may happen to read 1); afterwards, at the right
  // rate, the receiver recovers.
  std::mt19937 rng(4);
  unsigned total_ferrs = 0;
  for (int trial = 0; trial < 16; ++trial) {
    const unsigned div = 8 + rng() % 24;
    const unsigned sdiv = trial % 2 ? div * 2 : div / 2;
    UartLineTx wrong(sdiv), right(div);
    std::vector<uint8_t> garbage, sent;
    for (int i = 0; i < 12; ++i) wrong.send(garbage.emplace_back(uint8_t(rng() | 0x01)));
    for (int i = 0; i < 8; ++i) right.send(sent.emplace_back(uint8_t(rng())));
    const uint64_t wrong_end = uint64_t(12) * 10 * sdiv + 30 * div;
    std::vector<UartRxEvent> ev = run_rx(div, wrong_end + uint64_t(8) * 10 * div + 40, [&](uint64_t c) {
      UartLineTx& s = c < wrong_end ? wrong : right;
      const bool l = s.line();
      s.clock();
      return l;
    });
    // Split the events at the switch: everything the right-rate frames produced comes last.
    unsigned ferrs = 0;
    std::vector<uint8_t> got = bytes_of(ev, &ferrs);
    INFO("receiver div " << div << ", sender div " << sdiv);
    total_ferrs += ferrs;
    REQUIRE(got.size() >= sent.size());
    REQUIRE(std::vector<uint8_t>(got.end() - long(sent.size()), got.end()) == sent);
    REQUIRE(std::vector<uint8_t>(got.begin(), got.end() - long(sent.size())) != garbage);
  }
  REQUIRE(total_ferrs > 0);
}

TEST_CASE("board.uart.rx_framing_error_and_break", "[board][uart]") {
  const unsigned div = 16;
  // Frame 0x5A with a stop bit of 0 running into a break; the line high for 5 bits; a break of
  // 40 bits; the line high; then 0xC3 correctly.
  std::vector<bool> line(20 * div, true);
  auto frame = [&](uint8_t b, bool stop) {
    std::vector<bool> bits = {false};
    for (int i = 0; i < 8; ++i) bits.push_back((b >> i) & 1u);
    bits.push_back(stop);
    for (bool v : bits) line.insert(line.end(), div, v);
  };
  frame(0x5A, false);
  line.insert(line.end(), 40 * div, false);
  line.insert(line.end(), 5 * div, true);
  line.insert(line.end(), 40 * div, false);
  line.insert(line.end(), 5 * div, true);
  frame(0xC3, true);
  line.insert(line.end(), 10 * div, true);
  const auto ev = run_rx(div, line.size(), [&](uint64_t c) { return bool(line[c]); });
  // The bad frame: a framing error carrying its data, and nothing more while the line stays low
  // after it; the second break: one framing error (its first 10 bits look like a frame of 0x00
  // with a stop bit of 0) and nothing else while it lasts.
  REQUIRE(ev.size() == 3);
  CHECK((ev[0].ferr && ev[0].data == 0x5A));
  CHECK((ev[1].ferr && ev[1].data == 0x00));
  CHECK((ev[2].valid && ev[2].data == 0xC3));
}

TEST_CASE("board.uart.rx_glitches_and_noise", "[board][uart]") {
  std::mt19937 rng(5);
  // One-cycle low glitches on an idle line are outvoted at the start bit's samples: no byte.
  for (unsigned div : {8u, 13u, 32u}) {
    const auto ev = run_rx(div, 4000, [&](uint64_t c) { return c % 97 != 50; });
    REQUIRE(ev.empty());
  }
  // Arbitrary noise: whatever the line does, RTL and model agree cycle for cycle.
  for (int trial = 0; trial < 20; ++trial) {
    const unsigned div = 4 + rng() % 20;
    std::mt19937 noise(100 + trial);
    bool level = true;
    run_rx(div, 20000, [&](uint64_t) {
      if (noise() % (1 + trial % 7 * div) == 0) level = !level;
      return level;
    });
  }
}

TEST_CASE("board.uart.loopback", "[board][uart]") {
  // The RTL transmitter into the RTL receiver at random divisors, bytes back to back.
  std::mt19937 rng(6);
  for (int trial = 0; trial < 30; ++trial) {
    const unsigned div = 4 + rng() % 60;
    Dut d(div, div);
    std::vector<uint8_t> sent, got;
    unsigned ferrs = 0;
    for (uint64_t c = 0; c < uint64_t(34) * 10 * div; ++c) {
      const bool offer = sent.size() < 32;
      const uint8_t b = uint8_t(rng());
      d.m->tx_valid_i = offer;
      d.m->tx_data_i = b;
      d.settle();
      d.m->rx_i = d.m->tx_o;
      d.m->eval();
      if (offer && d.m->tx_ready_o) sent.push_back(b);
      if (d.m->rx_valid_o) got.push_back(uint8_t(d.m->rx_data_o));
      if (d.m->rx_ferr_o) ++ferrs;
      d.edge();
    }
    INFO("div " << div);
    REQUIRE(got == sent);
    REQUIRE(ferrs == 0);
  }
}
