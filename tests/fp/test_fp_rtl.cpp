// test_fp_rtl.cpp: the Verilated RTL operators (kc_fp_testtop) against the C++ model, bit for
// bit: exhaustively for the unary bf16 operators, with corner-case crosses plus 1,000,000
// seeded random pairs for the binary ones.
#include <memory>

#include "Vkc_fp_testtop.h"
#include "fp_test_util.h"
#include "kc/fp.h"
#include "verilated.h"

using namespace kc::fp;
using fptest::h16;
using fptest::h32;
using fptest::Mismatches;

namespace {

// The Verilated top with helpers; every operator sees the inputs at once.
class FpTop {
 public:
  FpTop() : top_(new Vkc_fp_testtop(&ctx_, "top")) {
    top_->clk_i = 0;
    top_->en_i = 0;
    top_->eval();
  }
  ~FpTop() { top_->final(); }
  Vkc_fp_testtop* operator->() { return top_.get(); }
  void eval() { top_->eval(); }
  void tick() {  // one rising edge of the exp pipeline clock
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    top_->eval();
  }
  void set_f32(uint32_t a, uint32_t b) {
    top_->f32_a_i = a;
    top_->f32_b_i = b;
    top_->eval();
  }
  void set_bf16(uint16_t a, uint16_t b) {
    top_->bf_a_i = a;
    top_->bf_b_i = b;
    top_->eval();
  }

 private:
  VerilatedContext ctx_;
  std::unique_ptr<Vkc_fp_testtop> top_;
};

// Runs `check` on the corner set crossed with itself and on kRandomPairs random pairs.
template <class Gen, class T, class Check>
void corners_and_random(const std::vector<T>& corners, Gen gen, Check check) {
  for (T a : corners)
    for (T b : corners) check(a, b);
  for (int i = 0; i < fptest::kRandomPairs; i++) {
    T a, b;
    gen.next(a, b);
    check(a, b);
  }
}

}  // namespace

// =================================================================================================
// Unary bf16 operators: all 65,536 inputs
// =================================================================================================
TEST_CASE("fp.rtl exp exhaustive vs model") {
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  top->en_i = 1;
  // x_k enters before edge k; after edge k the output holds exp(x_(k-1)) (2 register stages),
  // and the stage-2 logic (probed: n and m before rounding) works on x_k.
  for (uint32_t k = 0; k <= 65536; k++) {
    const uint16_t xk = uint16_t(k & 0xFFFFu);
    top->bf_a_i = xk;
    top.tick();
    int n = 0;
    uint32_t m = 0;
    if (k < 65536 && detail::bf16_exp_unrounded(xk, n, m)) {
      const int rtl_n = int(int8_t(top->exp_n_o));
      if (rtl_n != n || top->exp_m_o != m) {
        mm.add("exp(" + h16(xk) + ") before rounding: model n = " + std::to_string(n) + ", m = " + h32(m) +
               "; rtl n = " + std::to_string(rtl_n) + ", m = " + h32(top->exp_m_o));
      }
      checked++;
    }
    if (k >= 1) {
      const uint16_t x = uint16_t(k - 1), want = bf16_exp(x), got = top->bf_exp_o;
      if (got != want) mm.add("exp(" + h16(x) + "): model " + h16(want) + ", rtl " + h16(got));
      checked++;
    }
  }
  CHECK(checked == 65536 + 65282);  // every output and every non-NaN pre-rounding value
  mm.report("kc_bf16_exp vs bf16_exp", checked);
}

TEST_CASE("fp.rtl exp pipeline latency and enable") {
  // A reference pipeline in C++: two stages that advance only on en_i. Random stalls.
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  std::mt19937_64 rng(fptest::kSeed + 10);
  uint16_t s1_x = 0, s2_y = 0;  // what stage 1 holds (its input x) and the output register
  int filled = 0;               // enabled edges so far (the output is defined after 2)
  for (int cyc = 0; cyc < 200000; cyc++) {
    const uint64_t r = rng();
    const uint16_t x = uint16_t(r);
    const bool en = (r >> 16) % 4 != 0;  // 75% enabled
    const uint16_t before = top->bf_exp_o;
    top->bf_a_i = x;
    top->en_i = en;
    top.tick();
    if (en) {
      s2_y = bf16_exp(s1_x);
      s1_x = x;
      filled++;
    } else if (filled >= 2 && top->bf_exp_o != before) {
      mm.add("cycle " + std::to_string(cyc) + ": output changed while en_i = 0");
    }
    if (filled >= 2) {
      if (top->bf_exp_o != s2_y) mm.add("cycle " + std::to_string(cyc) + ": rtl " + h16(top->bf_exp_o) + ", model " + h16(s2_y));
      checked++;
    }
  }
  mm.report("kc_bf16_exp pipeline", checked);
}

TEST_CASE("fp.rtl recip and sqrt exhaustive vs model") {
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  for (uint32_t xi = 0; xi < 65536; xi++) {
    const uint16_t x = uint16_t(xi);
    top.set_bf16(x, 0);
    const uint16_t r = bf16_recip(x), s = bf16_sqrt(x);
    if (top->bf_recip_o != r) mm.add("recip(" + h16(x) + "): model " + h16(r) + ", rtl " + h16(top->bf_recip_o));
    if (top->bf_sqrt_o != s) mm.add("sqrt(" + h16(x) + "): model " + h16(s) + ", rtl " + h16(top->bf_sqrt_o));
    checked += 2;
  }
  mm.report("kc_bf16_recip / kc_bf16_sqrt", checked);
}

// =================================================================================================
// fp32 operators
// =================================================================================================
TEST_CASE("fp.rtl f32_add and f32_sub vs model") {
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  corners_and_random(fptest::f32_corners(), fptest::F32PairGen(fptest::kSeed + 20), [&](uint32_t a, uint32_t b) {
    top.set_f32(a, b);
    const uint32_t add = f32_add(a, b), sub = f32_sub(a, b);
    const std::string args = "(" + h32(a) + ", " + h32(b) + ")";
    if (top->f32_add_o != add) mm.add("f32_add" + args + ": model " + h32(add) + ", rtl " + h32(top->f32_add_o));
    if (top->f32_sub_o != sub) mm.add("f32_sub" + args + ": model " + h32(sub) + ", rtl " + h32(top->f32_sub_o));
    checked += 2;
  });
  mm.report("kc_fp32_add", checked);
}

TEST_CASE("fp.rtl f32_to_bf16 vs model") {
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  auto check = [&](uint32_t a) {
    top.set_f32(a, 0);
    const uint16_t want = f32_to_bf16(a);
    if (top->f32_to_bf_o != want) mm.add("f32_to_bf16(" + h32(a) + "): model " + h16(want) + ", rtl " + h16(top->f32_to_bf_o));
    checked++;
  };
  // Every upper half with the rounding-relevant lower halves, the corners, random patterns.
  std::mt19937_64 rng(fptest::kSeed + 21);
  for (uint32_t hi = 0; hi < 65536; hi++)
    for (uint32_t lo : {0x0000u, 0x7FFFu, 0x8000u, 0x8001u, 0xFFFFu, uint32_t(rng() & 0xFFFFu)})
      check((hi << 16) | lo);
  for (uint32_t a : fptest::f32_corners()) check(a);
  for (int i = 0; i < fptest::kRandomPairs; i++) check(uint32_t(rng()));
  mm.report("kc_fp32_to_bf16", checked);
}

// =================================================================================================
// bf16 inputs: product, bf16 add/sub/mul (fp32 operator + kc_fp32_to_bf16), max/min
// =================================================================================================
TEST_CASE("fp.rtl f32_mul_bf16 and bf16_mul vs model") {
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  auto check = [&](uint16_t a, uint16_t b) {
    top.set_bf16(a, b);
    const uint32_t p = f32_mul_bf16(a, b);
    const uint16_t pb = bf16_mul(a, b);
    const std::string args = "(" + h16(a) + ", " + h16(b) + ")";
    if (top->f32_mul_o != p) mm.add("f32_mul_bf16" + args + ": model " + h32(p) + ", rtl " + h32(top->f32_mul_o));
    if (top->bf_mul_o != pb) mm.add("bf16_mul" + args + ": model " + h16(pb) + ", rtl " + h16(top->bf_mul_o));
    checked += 2;
  };
  corners_and_random(fptest::bf16_corners(), fptest::Bf16PairGen(fptest::kSeed + 30), check);
  // every pair of exponent fields, random signs and fractions
  std::mt19937_64 rng(fptest::kSeed + 31);
  for (uint32_t ea = 0; ea < 256; ea++)
    for (uint32_t eb = 0; eb < 256; eb++) {
      const uint64_t r = rng();
      check(uint16_t((r & 0x807Fu) | (ea << 7)), uint16_t(((r >> 16) & 0x807Fu) | (eb << 7)));
    }
  mm.report("kc_fp32_mul_bf16 (+ kc_fp32_to_bf16)", checked);
}

TEST_CASE("fp.rtl bf16_add and bf16_sub vs model") {
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  corners_and_random(fptest::bf16_corners(), fptest::Bf16PairGen(fptest::kSeed + 40), [&](uint16_t a, uint16_t b) {
    top.set_bf16(a, b);
    const uint16_t s = bf16_add(a, b), d = bf16_sub(a, b);
    const std::string args = "(" + h16(a) + ", " + h16(b) + ")";
    if (top->bf_add_o != s) mm.add("bf16_add" + args + ": model " + h16(s) + ", rtl " + h16(top->bf_add_o));
    if (top->bf_sub_o != d) mm.add("bf16_sub" + args + ": model " + h16(d) + ", rtl " + h16(top->bf_sub_o));
    checked += 2;
  });
  mm.report("kc_fp32_add + kc_fp32_to_bf16 (bf16)", checked);
}

TEST_CASE("fp.rtl bf16_max and bf16_min vs model") {
  FpTop top;
  Mismatches mm;
  uint64_t checked = 0;
  corners_and_random(fptest::bf16_corners(), fptest::Bf16PairGen(fptest::kSeed + 50), [&](uint16_t a, uint16_t b) {
    top.set_bf16(a, b);
    const uint16_t mx = bf16_max(a, b), mn = bf16_min(a, b);
    const std::string args = "(" + h16(a) + ", " + h16(b) + ")";
    if (top->bf_max_o != mx) mm.add("bf16_max" + args + ": model " + h16(mx) + ", rtl " + h16(top->bf_max_o));
    if (top->bf_min_o != mn) mm.add("bf16_min" + args + ": model " + h16(mn) + ", rtl " + h16(top->bf_min_o));
    checked += 2;
  });
  mm.report("kc_bf16_maxmin", checked);
}
