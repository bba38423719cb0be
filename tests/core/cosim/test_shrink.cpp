// core.cosim.shrink.*: shrink_program against a scripted platform whose "RTL" diverges exactly when
// a program holds two given words in order, and whose programs may need a word to stay legal:
// the shrinker must reach the minimal program, never accept an illegal candidate, and simplify
// operands only while the divergence stays.
#include <catch2/catch.hpp>

#include <algorithm>

#include "kc/cosim.h"

namespace {

class Scripted final : public kc::CosimSupport {
 public:
  // Diverges when `a` occurs before a word whose low byte is `b_low`; `bad` makes a program illegal.
  uint32_t a = 0x107, b_low = 0x09, bad = 0xBAD;
  uint32_t required = 0;  // nonzero: programs without this word are illegal (like a missing set-up)
  mutable unsigned calls = 0;

  std::vector<std::string> hw_configs() const override { return {"x"}; }
  std::vector<kc::CosimVerdict> run(const std::string&, const std::vector<kc::CosimProgram>& ps) const override {
    calls++;
    std::vector<kc::CosimVerdict> out;
    for (const auto& p : ps) {
      kc::CosimVerdict v;
      v.words = *p.words;
      v.legal = std::find(v.words.begin(), v.words.end(), bad) == v.words.end() &&
                (required == 0 || std::find(v.words.begin(), v.words.end(), required) != v.words.end());
      auto ia = std::find(v.words.begin(), v.words.end(), a);
      v.diverged = v.legal && ia != v.words.end() &&
                   std::any_of(ia + 1, v.words.end(), [&](uint32_t w) { return (w & 0xFF) == b_low; });
      out.push_back(v);
    }
    return out;
  }
  std::optional<kc::FirstDivergence> locate(const std::string&, const kc::CosimProgram&,
                                            const std::optional<kc::CosimTrace>&) const override {
    return std::nullopt;
  }
  // Simpler: the high bits cleared.
  std::vector<uint32_t> simplify(uint32_t w) const override {
    if (w > 0xFF) return {w & 0xFF};
    return {};
  }
  std::string assembly(const std::vector<uint32_t>&) const override { return ""; }
};

}  // namespace

TEST_CASE("core.cosim.shrink.minimal") {
  Scripted s;
  std::vector<uint32_t> prog;
  for (uint32_t i = 0; i < 60; ++i) prog.push_back(0x1000 + i);
  prog[13] = s.a;
  prog[41] = 0x7709;   // low byte 0x09: simplifies to 0x09
  const kc::ShrinkResult r = kc::shrink_program(s, "x", 1, prog, nullptr);
  // a itself (0x107) simplifies to 0x07, which no longer diverges: it must stay.
  CHECK(r.words == std::vector<uint32_t>{s.a, 0x09});
  CHECK(r.rounds == s.calls);
  CHECK(r.candidates > 2);
}

TEST_CASE("core.cosim.shrink.stays_legal") {
  Scripted s;
  s.required = 0x3;  // dropping it would make the program illegal, so it must stay
  const std::vector<uint32_t> prog = {0x1, s.a, 0x2, 0x3, 0x4309, 0x5};
  const kc::ShrinkResult r = kc::shrink_program(s, "x", 1, prog, nullptr);
  CHECK(r.words == std::vector<uint32_t>{s.a, 0x3, 0x09});
}

TEST_CASE("core.cosim.shrink.keeps_a_program_that_cannot_shrink") {
  Scripted s;
  const std::vector<uint32_t> prog = {s.a, 0x09};
  const kc::ShrinkResult r = kc::shrink_program(s, "x", 1, prog, nullptr);
  CHECK(r.words == prog);
}
