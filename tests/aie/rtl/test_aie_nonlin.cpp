// Unit testbench of the non-linear helper's lane (aie_nonlin_lane, the tile's two internal
// register stages) against the bit-exact model (kc/aie_num.h): vexp2.bf16 and vrcp.bf16 on every
// one of the 65536 bf16 patterns, then a random mix of both operations issued back to back, so
// that the operation travels through the stages with its operand. One operand enters per clock
// and its result is read two clocks later; every result is compared bit for bit.
#include <catch2/catch.hpp>

#include <cstdio>
#include <deque>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "Vaie_nonlin_lane.h"
#include "kc/aie_num.h"

using namespace kc::aie::num;

namespace {

constexpr int kStages = 2;  // REGS of the verilated lane (as in the tile: NONLIN_LATENCY >= 3)

std::string hex16(std::uint16_t v) {
  char b[8];
  std::snprintf(b, sizeof b, "0x%04X", unsigned(v));
  return b;
}

// Streams (rcp, x) pairs through the lane, one per clock, and compares every result with the
// model; returns the number of mismatches (the first few are reported).
int stream(const std::vector<std::pair<bool, std::uint16_t>>& in) {
  Vaie_nonlin_lane m;
  m.clk_i = 0;
  m.eval();
  std::deque<std::pair<bool, std::uint16_t>> flight;
  int fails = 0;
  auto check = [&](const std::pair<bool, std::uint16_t>& o) {
    const std::uint16_t want = o.first ? rcp_bf16(o.second) : exp2_bf16(o.second);
    if (m.y_o == want) return;
    if (++fails <= 10)
      FAIL_CHECK((o.first ? "vrcp.bf16(" : "vexp2.bf16(") << hex16(o.second) << ") = " << hex16(m.y_o) << ", model "
                                                           << hex16(want));
  };
  for (std::size_t i = 0; i < in.size() + kStages; ++i) {
    const std::pair<bool, std::uint16_t> cur = i < in.size() ? in[i] : std::make_pair(false, std::uint16_t(0));
    m.rcp_i = cur.first;
    m.x_i = cur.second;
    m.eval();
    if (flight.size() == kStages) {  // the result of the operand that entered kStages clocks ago
      check(flight.front());
      flight.pop_front();
    }
    m.clk_i = 1;
    m.eval();
    m.clk_i = 0;
    m.eval();
    flight.push_back(cur);
  }
  return fails;
}

}  // namespace

TEST_CASE("aie.arith.nonlin.exp2_exhaustive") {
  std::vector<std::pair<bool, std::uint16_t>> in;
  for (std::uint32_t x = 0; x < 0x10000; ++x) in.emplace_back(false, std::uint16_t(x));
  CHECK(stream(in) == 0);
  // The lane can fail: distinct, specific results (2^0, 2^1, 2^-1, 2^127, 2^-133, NaN).
  CHECK(stream({{false, 0x0000}, {false, 0x3F80}, {false, 0xBF80}, {false, 0x42FE}, {false, 0xC305}, {false, 0x7F81}}) == 0);
  CHECK(exp2_bf16(0x42FE) == 0x7F00);
  CHECK(exp2_bf16(0xC305) == 0x0001);
}

TEST_CASE("aie.arith.nonlin.rcp_exhaustive") {
  std::vector<std::pair<bool, std::uint16_t>> in;
  for (std::uint32_t x = 0; x < 0x10000; ++x) in.emplace_back(true, std::uint16_t(x));
  CHECK(stream(in) == 0);
}

TEST_CASE("aie.arith.nonlin.mixed_back_to_back") {
  std::mt19937 g(15);
  std::vector<std::pair<bool, std::uint16_t>> in;
  for (int n = 0; n < 200000; ++n) in.emplace_back(bool(g() & 1), std::uint16_t(g()));
  CHECK(stream(in) == 0);
}
