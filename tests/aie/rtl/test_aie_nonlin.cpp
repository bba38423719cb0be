// Unit testbench of the non-linear helper's lane (aie_nonlin_lane, the tile's two internal
// register stages) against the bit-exact model (kc/aie_num.h): vexp2.bf16, vrcp.bf16 and
// vrsqrt.bf16 on every one of the 65536 bf16 patterns, the corner inputs of vrsqrt, then a random
// mix of the three operations issued back to back, so that the operation travels through the
// stages with its operand. One operand enters per clock
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

// The lane's op_i codes.
constexpr int kExp2 = 0, kRcp = 1, kRsqrt = 2;
using In = std::pair<int, std::uint16_t>;

std::uint16_t model(const In& o) {
  return o.first == kRcp ? rcp_bf16(o.second) : o.first == kRsqrt ? rsqrt_bf16(o.second) : exp2_bf16(o.second);
}

// Streams (op, x) pairs through the lane, one per clock, and compares every result with the
// model; returns the number of mismatches (the first few are reported).
int stream(const std::vector<In>& in) {
  Vaie_nonlin_lane m;
  m.clk_i = 0;
  m.eval();
  std::deque<In> flight;
  int fails = 0;
  auto check = [&](const In& o) {
    const std::uint16_t want = model(o);
    if (m.y_o == want) return;
    static const char* const names[] = {"vexp2.bf16(", "vrcp.bf16(", "vrsqrt.bf16("};
    if (++fails <= 10) FAIL_CHECK(names[o.first] << hex16(o.second) << ") = " << hex16(m.y_o) << ", model " << hex16(want));
  };
  for (std::size_t i = 0; i < in.size() + kStages; ++i) {
    const In cur = i < in.size() ? in[i] : In(kExp2, std::uint16_t(0));
    m.op_i = std::uint8_t(cur.first);
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
  std::vector<In> in;
  for (std::uint32_t x = 0; x < 0x10000; ++x) in.emplace_back(kExp2, std::uint16_t(x));
  CHECK(stream(in) == 0);
  // The lane can fail: distinct, specific results (2^0, 2^1, 2^-1, 2^127, 2^-133, NaN).
  CHECK(stream({{kExp2, 0x0000}, {kExp2, 0x3F80}, {kExp2, 0xBF80}, {kExp2, 0x42FE}, {kExp2, 0xC305}, {kExp2, 0x7F81}}) == 0);
  CHECK(exp2_bf16(0x42FE) == 0x7F00);
  CHECK(exp2_bf16(0xC305) == 0x0001);
}

TEST_CASE("aie.arith.nonlin.rcp_exhaustive") {
  std::vector<In> in;
  for (std::uint32_t x = 0; x < 0x10000; ++x) in.emplace_back(kRcp, std::uint16_t(x));
  CHECK(stream(in) == 0);
}

TEST_CASE("aie.arith.nonlin.rsqrt_exhaustive") {
  std::vector<In> in;
  for (std::uint32_t x = 0; x < 0x10000; ++x) in.emplace_back(kRsqrt, std::uint16_t(x));
  CHECK(stream(in) == 0);
}

// vrsqrt's corner inputs, each with the result the ISA reference documents (so the model itself is
// pinned here too): +-0, negative normal and subnormal, +-inf, NaNs of both signs, the smallest
// and largest subnormal and normal, both exponent parities, and values between them.
TEST_CASE("aie.arith.nonlin.rsqrt_corners") {
  const std::vector<std::pair<std::uint16_t, std::uint16_t>> cases = {
      {0x0000, 0x7F80},  // +0 -> +inf
      {0x8000, 0xFF80},  // -0 -> -inf
      {0xBF80, 0x7FC0},  // -1 -> NaN
      {0x8001, 0x7FC0},  // negative subnormal -> NaN (not flushed to -0)
      {0xFF80, 0x7FC0},  // -inf -> NaN
      {0x7F80, 0x0000},  // +inf -> +0
      {0x7FC0, 0x7FC0},  // NaN
      {0xFFC1, 0x7FC0},  // negative NaN -> canonical NaN
      {0x3F80, 0x3F80},  // 1 -> 1
      {0x4080, 0x3F00},  // 4 -> 0.5 (even exponent)
      {0x4000, 0x3F35},  // 2 -> 0.70710677 (odd exponent)
      {0x3E80, 0x4000},  // 0.25 -> 2
      {0x0001, 0x60B5},  // 2^-133 (smallest subnormal) -> 2^66.5, not flushed
      {0x007F, 0x5F01},  // largest subnormal
      {0x0080, 0x5F00},  // 2^-126 -> 2^63
      {0x7F7F, 0x1F80},  // the largest bf16 -> 2^-64 (rounded)
  };
  std::vector<In> in;
  for (const auto& c : cases) {
    INFO(hex16(c.first));
    CHECK(rsqrt_bf16(c.first) == c.second);
    in.emplace_back(kRsqrt, c.first);
  }
  CHECK(stream(in) == 0);
}

TEST_CASE("aie.arith.nonlin.mixed_back_to_back") {
  std::mt19937 g(15);
  std::vector<In> in;
  for (int n = 0; n < 300000; ++n) in.emplace_back(int(g() % 3), std::uint16_t(g()));
  CHECK(stream(in) == 0);
}
