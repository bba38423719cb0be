// plena_isa_pkg::is_legal (SystemVerilog, verilated) against the C++ decode(): they must agree on
// every round-trip word, every illegal word and on random words (half of them built around real
// instruction patterns, so both answers occur often).
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>

#include "Vplena_isa_legal_check.h"
#include "plena_isa_table.h"
#include "verilated.h"
#include "plena_isa_vectors.h"

namespace isa = kc::plena::isa;

namespace {

// Evaluates the combinational wrapper for one word.
bool rtl_legal(Vplena_isa_legal_check& m, std::uint32_t word) {
  m.word_i = word;
  m.eval();
  CHECK(m.opcode_o == isa::field_get(word, isa::Field::opcode));
  return m.legal_o != 0;
}

}  // namespace

TEST_CASE("plena.isa.rtl_is_legal") {
  VerilatedContext ctx;
  Vplena_isa_legal_check m(&ctx);
  for (const auto& v : kc::plena::test::kRoundTrip) {
    const std::uint32_t w = v.word;
    INFO("round-trip word 0x" << std::hex << w);
    REQUIRE(rtl_legal(m, w));
  }
  for (const auto& v : kc::plena::test::kIllegal) {
    const std::uint32_t w = v.word;
    INFO("illegal word 0x" << std::hex << w);
    REQUIRE_FALSE(rtl_legal(m, w));
  }
  std::mt19937 rng(20240601);
  long legal = 0, mismatches = 0;
  const long n = 250000;
  for (long k = 0; k < n; ++k) {
    std::uint32_t w = rng();
    if (k % 2 == 0) {
      // Start from an instruction's pattern, fill its free bits randomly, and sometimes flip one
      // fixed bit.
      const isa::Instr& in = isa::kInstrs[rng() % isa::kNumInstrs];
      w = in.match | (rng() & ~in.mask);
      if (k % 6 == 0) w ^= 1u << (rng() % 32);
    }
    const bool c = isa::decode(w) != nullptr;
    legal += c;
    if (rtl_legal(m, w) != c) {
      ++mismatches;
      UNSCOPED_INFO("word 0x" << std::hex << w << ": C++ decode " << (c ? "legal" : "illegal"));
    }
    if (mismatches > 10) break;
  }
  CHECK(mismatches == 0);
  CHECK(legal > n / 4);
  CHECK(legal < 3 * n / 4);
}
