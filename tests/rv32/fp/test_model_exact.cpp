// test_model_exact.cpp: kc::rv32::fp against the exact bracketing oracle (fp_exact.h) in all
// five rounding modes — the only check of RMM, and a second, host-independent oracle for the
// other four. Corner cross products plus seeded random stimulus (fewer than against the host:
// the oracle is slow).
#include <catch2/catch.hpp>

#include "fp_ops.h"

using namespace rv32fpt;

namespace {

constexpr int kRandomPerOp = 200'000;  // split over the five modes

bool same(Res model, Res ref) { return model == ref; }  // the oracle canonicalises NaNs itself

}  // namespace

TEST_CASE("rv32.fp.model.exact.binary") {
  const auto cs = corners();
  for (const BinOp& op : kBinOps) {
    Mismatches mm;
    uint64_t checked = 0;
    Rng rng(kSeed + 500 + uint64_t(&op - kBinOps));
    auto one = [&](uint32_t a, uint32_t b, Rm rm) {
      const Res m = op.model(a, b, rm), e = op.exact(a, b, rm);
      if (!same(m, e)) {
        mm.add(std::string(op.name) + "(" + h32(a) + ", " + h32(b) + ") " + rm_name(rm) + ": model " + res_str(m) +
               ", exact " + res_str(e));
      }
      checked++;
    };
    for (Rm rm : kAllRm)
      for (uint32_t a : cs)
        for (uint32_t b : cs) one(a, b, rm);
    for (int i = 0; i < kRandomPerOp; i++) {
      uint32_t a, b;
      op.gen(rng, a, b);
      one(a, b, kAllRm[i % 5]);
    }
    INFO(mm.text(std::string("model vs exact: ") + op.name, checked));
    CHECK(checked > 0);
    CHECK(mm.count() == 0);
  }
}

TEST_CASE("rv32.fp.model.exact.fma") {
  const auto cs = corners_small();
  for (const TernOp& op : kTernOps) {
    Mismatches mm;
    uint64_t checked = 0;
    Rng rng(kSeed + 600 + uint64_t(&op - kTernOps));
    auto one = [&](uint32_t a, uint32_t b, uint32_t c, Rm rm) {
      const Res m = op.model(a, b, c, rm), e = op.exact(a, b, c, rm);
      if (!same(m, e)) {
        mm.add(std::string(op.name) + "(" + h32(a) + ", " + h32(b) + ", " + h32(c) + ") " + rm_name(rm) + ": model " +
               res_str(m) + ", exact " + res_str(e));
      }
      checked++;
    };
    // The full corner cube in rne and rmm (the nearest modes, where ties matter), one mode per
    // triple in turn for the others.
    int k = 0;
    for (uint32_t a : cs)
      for (uint32_t b : cs)
        for (uint32_t c : cs) {
          one(a, b, c, Rm::rne);
          one(a, b, c, Rm::rmm);
          one(a, b, c, kHostRm[1 + (k++ % 3)]);
        }
    for (int i = 0; i < kRandomPerOp; i++) {
      uint32_t a, b, c;
      triple_fma(rng, a, b, c);
      one(a, b, c, kAllRm[i % 5]);
    }
    INFO(mm.text(std::string("model vs exact: ") + op.name, checked));
    CHECK(checked > 0);
    CHECK(mm.count() == 0);
  }
}

TEST_CASE("rv32.fp.model.exact.unary") {
  for (const UnOp& op : kUnOps) {
    Mismatches mm;
    uint64_t checked = 0;
    Rng rng(kSeed + 700 + uint64_t(&op - kUnOps));
    auto one = [&](uint32_t a, Rm rm) {
      const Res m = op.model(a, rm), e = op.exact(a, rm);
      if (!same(m, e)) mm.add(std::string(op.name) + "(" + h32(a) + ") " + rm_name(rm) + ": model " + res_str(m) + ", exact " + res_str(e));
      checked++;
    };
    const auto cs = op.int_in ? int_corners() : corners();
    for (Rm rm : kAllRm)
      for (uint32_t a : cs) one(a, rm);
    for (int i = 0; i < kRandomPerOp; i++) one(unary_operand(rng, op.int_in), kAllRm[i % 5]);
    INFO(mm.text(std::string("model vs exact: ") + op.name, checked));
    CHECK(checked > 0);
    CHECK(mm.count() == 0);
  }
}
