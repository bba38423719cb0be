// test_rtl.cpp: the verilated FPU units against kc::rv32::fp, bit for bit (results and flags),
// every operation in every rounding mode, on the corner cross products and seeded random
// stimulus of the model tests; and their exact timing:
//   rv32_fpu_fma  at LATENCY 2..6 and rv32_fpu_misc at LATENCY 1..4 (all instances on the same
//   inputs): valid_o exactly LATENCY cycles after valid_i, never otherwise, one op per cycle;
//   rv32_fpu_divsqrt at CYCLES 30 and 29: busy_o exactly in cycles t+1 .. t+CYCLES-1, done_o
//   exactly in t+CYCLES-1, start_i while busy ignored, back-to-back starts, flush_i.
#include <array>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>

#include <catch2/catch.hpp>

#include "Vrv32_fpu_divsqrt_tb.h"
#include "Vrv32_fpu_fma_tb.h"
#include "Vrv32_fpu_misc_tb.h"
#include "fp_stim.h"
#include "verilated.h"

using namespace rv32fpt;
namespace fpm = kc::rv32::fp;

namespace {

// rv32_fpu_pkg::fpu_op_e, mirrored (rv32.fp.rtl.op_codes checks it against the package).
enum Op : uint8_t {
  ADD, SUB, MUL, MADD, MSUB, NMSUB, NMADD,                                   // fma
  MIN, MAX, EQ, LT, LE, CLASS, SGNJ, SGNJN, SGNJX, MV_X_W, MV_W_X,           // misc
  CVT_W_S, CVT_WU_S, CVT_S_W, CVT_S_WU,                                      // misc
  DIV, SQRT,                                                                 // divsqrt
  kNumOps
};
const char* const kOpNames[kNumOps] = {"ADD", "SUB", "MUL", "MADD", "MSUB", "NMSUB", "NMADD", "MIN",
                                       "MAX", "EQ", "LT", "LE", "CLASS", "SGNJ", "SGNJN", "SGNJX",
                                       "MV_X_W", "MV_W_X", "CVT_W_S", "CVT_WU_S", "CVT_S_W", "CVT_S_WU",
                                       "DIV", "SQRT"};

// The model's result of any unit operation.
Res model(uint8_t op, Rm rm, uint32_t a, uint32_t b, uint32_t c) {
  switch (op) {
    case ADD: return fpm::add(a, b, rm);
    case SUB: return fpm::sub(a, b, rm);
    case MUL: return fpm::mul(a, b, rm);
    case MADD: return fpm::madd(a, b, c, rm);
    case MSUB: return fpm::msub(a, b, c, rm);
    case NMSUB: return fpm::nmsub(a, b, c, rm);
    case NMADD: return fpm::nmadd(a, b, c, rm);
    case MIN: return fpm::min(a, b);
    case MAX: return fpm::max(a, b);
    case EQ: return fpm::eq(a, b);
    case LT: return fpm::lt(a, b);
    case LE: return fpm::le(a, b);
    case CLASS: return {fpm::classify(a), 0};
    case SGNJ: return {fpm::sgnj(a, b), 0};
    case SGNJN: return {fpm::sgnjn(a, b), 0};
    case SGNJX: return {fpm::sgnjx(a, b), 0};
    case MV_X_W:
    case MV_W_X: return {a, 0};
    case CVT_W_S: return fpm::cvt_w_s(a, rm);
    case CVT_WU_S: return fpm::cvt_wu_s(a, rm);
    case CVT_S_W: return fpm::cvt_s_w(a, rm);
    case CVT_S_WU: return fpm::cvt_s_wu(a, rm);
    case DIV: return fpm::div(a, b, rm);
    default: return fpm::sqrt(a, rm);
  }
}

struct Issued {
  bool valid = false;
  uint8_t op = 0;
  Rm rm = Rm::rne;
  uint32_t a = 0, b = 0, c = 0;
  uint64_t cycle = 0;
  Res want{0, 0};
};

std::string describe(const Issued& s, int nargs) {
  std::string t = std::string(kOpNames[s.op]) + "(" + h32(s.a);
  if (nargs >= 2) t += ", " + h32(s.b);
  if (nargs >= 3) t += ", " + h32(s.c);
  return t + ") " + rm_name(s.rm) + " issued in cycle " + std::to_string(s.cycle);
}
int nargs_of(uint8_t op) {
  if (op >= MADD && op <= NMADD) return 3;
  if (op == CLASS || op == MV_X_W || op == MV_W_X || (op >= CVT_W_S && op <= CVT_S_WU) || op == SQRT) return 1;
  return 2;
}

// ------------------------------------------------------------------------------------------------
// Pipelined units: N instances with latencies kLat[i] on one set of inputs. Every cycle, every
// instance's valid_o must equal "an op was issued LATENCY cycles ago", and then its result and
// flags must equal the model's.
// ------------------------------------------------------------------------------------------------
template <class Top, int N>
class PipeBench {
 public:
  PipeBench(const std::array<int, N>& lat, const char* unit) : top_(new Top(&ctx_, "top")), lat_(lat), unit_(unit) {
    reset();
  }
  ~PipeBench() { top_->final(); }

  // Holds reset for two edges; operations in flight are dropped.
  void reset() {
    top_->rst_ni = 0;
    top_->valid_i = 0;
    top_->clk_i = 0;
    top_->eval();
    for (int i = 0; i < 2; i++) edge();
    top_->rst_ni = 1;
    top_->eval();
    for (auto& s : slot_) s.valid = false;
    // outputs must be idle right after reset
    for (int i = 0; i < N; i++) {
      if ((top_->valid_o >> i) & 1) mm_.add(std::string(unit_) + " L=" + std::to_string(lat_[i]) + ": valid_o after reset");
    }
  }
  // One cycle: inputs applied, outputs of this cycle checked, then the rising edge.
  void cycle(bool valid, uint8_t op, Rm rm, uint32_t a, uint32_t b, uint32_t c) {
    set_inputs(valid, op, rm, a, b, c);
    top_->clk_i = 0;
    top_->eval();
    for (int i = 0; i < N; i++) check(i);
    Issued& s = slot_[cycle_ % kSlots];
    s.valid = valid;
    if (valid) s = {true, op, rm, a, b, c, cycle_, model(op, rm, a, b, c)};
    edge();
    cycle_++;
    ops_ += valid ? 1 : 0;
  }
  void idle(int n, Rng& rng) {
    for (int i = 0; i < n; i++) cycle(false, uint8_t(rng.below(32)), rng.rm(), rng.u32(), rng.u32(), rng.u32());
  }
  Mismatches& mm() { return mm_; }
  uint64_t checked() const { return checked_; }
  uint64_t ops() const { return ops_; }

 private:
  static constexpr int kSlots = 8;  // > the largest latency
  void set_inputs(bool valid, uint8_t op, Rm rm, uint32_t a, uint32_t b, uint32_t c);
  void edge() {
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    top_->eval();
  }
  uint32_t result(int i) const;
  uint8_t flags(int i) const { return uint8_t((uint64_t(top_->flags_o) >> (5 * i)) & 0x1F); }
  void check(int i) {
    const int L = lat_[i];
    const bool v = (top_->valid_o >> i) & 1;
    const bool due = cycle_ >= uint64_t(L) && slot_[(cycle_ - L) % kSlots].valid &&
                     slot_[(cycle_ - L) % kSlots].cycle == cycle_ - L;
    auto who = [&] { return std::string(unit_) + " LATENCY " + std::to_string(L) + ", cycle " + std::to_string(cycle_); };
    if (v != due) {
      mm_.add(who() + ": valid_o = " + std::to_string(v) + ", expected " + std::to_string(due));
      return;
    }
    if (!due) return;
    const Issued& s = slot_[(cycle_ - L) % kSlots];
    const Res got{result(i), flags(i)};
    if (got != s.want) mm_.add(who() + ": " + describe(s, nargs_of(s.op)) + ": rtl " + res_str(got) + ", model " + res_str(s.want));
    checked_++;
  }

  VerilatedContext ctx_;
  std::unique_ptr<Top> top_;
  std::array<int, N> lat_;
  const char* unit_;
  std::array<Issued, kSlots> slot_{};
  uint64_t cycle_ = 0, checked_ = 0, ops_ = 0;
  Mismatches mm_;
};

using FmaBench = PipeBench<Vrv32_fpu_fma_tb, 5>;
using MiscBench = PipeBench<Vrv32_fpu_misc_tb, 4>;

template <>
void FmaBench::set_inputs(bool valid, uint8_t op, Rm rm, uint32_t a, uint32_t b, uint32_t c) {
  top_->valid_i = valid;
  top_->op_i = op;
  top_->rm_i = uint8_t(rm);
  top_->a_i = a;
  top_->b_i = b;
  top_->c_i = c;
}
template <>
uint32_t FmaBench::result(int i) const {
  const uint32_t r[5] = {top_->result2_o, top_->result3_o, top_->result4_o, top_->result5_o, top_->result6_o};
  return r[i];
}
template <>
void MiscBench::set_inputs(bool valid, uint8_t op, Rm rm, uint32_t a, uint32_t b, uint32_t) {
  top_->valid_i = valid;
  top_->op_i = op;
  top_->rm_i = uint8_t(rm);
  top_->a_i = a;
  top_->b_i = b;
}
template <>
uint32_t MiscBench::result(int i) const {
  const uint32_t r[4] = {top_->result1_o, top_->result2_o, top_->result3_o, top_->result4_o};
  return r[i];
}

template <class Bench>
void report(Bench& b, const std::string& title) {
  INFO(b.mm().text(title, b.checked()) << "\n(" << b.ops() << " operations issued)");
  CHECK(b.checked() > 0);
  CHECK(b.mm().count() == 0);
}

constexpr int kRandomPerOp = 200'000;

// KC_RV32_FP_RTL_SCALE=k multiplies the random campaigns (target rv32-fp-rtl-long uses it).
int scale() {
  const char* s = std::getenv("KC_RV32_FP_RTL_SCALE");
  const int k = s ? std::atoi(s) : 1;
  return k > 0 ? k : 1;
}

}  // namespace

// =================================================================================================
TEST_CASE("rv32.fp.rtl.op_codes") {
  // The C++ mirror of fpu_op_e must match rtl/rv32/fpu/rv32_fpu_pkg.sv.
  std::ifstream in(KC_RV32_FPU_PKG);
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  const std::regex re("FPU_([A-Z_]+)\\s*=\\s*5'd([0-9]+)");
  int found = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it) {
    const std::string name = (*it)[1];
    const int value = std::stoi((*it)[2]);
    REQUIRE(value < kNumOps);
    INFO("FPU_" << name << " = " << value);
    CHECK(name == kOpNames[value]);
    found++;
  }
  CHECK(found == kNumOps);
}

// =================================================================================================
TEST_CASE("rv32.fp.rtl.fma.corners") {
  FmaBench b({2, 3, 4, 5, 6}, "rv32_fpu_fma");
  Rng rng(kSeed + 1000);
  const auto cs = corners();
  for (uint8_t op : {ADD, SUB, MUL})
    for (Rm rm : kAllRm)
      for (uint32_t x : cs)
        for (uint32_t y : cs) b.cycle(true, op, rm, x, y, rng.u32());
  const auto cs3 = corners_small();
  for (uint8_t op : {MADD, MSUB, NMSUB, NMADD})
    for (Rm rm : kAllRm)
      for (uint32_t x : cs3)
        for (uint32_t y : cs3)
          for (uint32_t z : cs3) b.cycle(true, op, rm, x, y, z);
  b.idle(8, rng);
  report(b, "rv32_fpu_fma corners vs model");
}

TEST_CASE("rv32.fp.rtl.fma.random") {
  FmaBench b({2, 3, 4, 5, 6}, "rv32_fpu_fma");
  Rng rng(kSeed + 1001);
  for (int i = 0; i < 7 * kRandomPerOp * scale(); i++) {
    const uint8_t op = uint8_t(i % 7);
    uint32_t x, y, z = rng.operand();
    if (op == MUL) pair_mul(rng, x, y);
    else if (op <= SUB) pair_add(rng, x, y);
    else triple_fma(rng, x, y, z);
    b.cycle(true, op, rng.rm(), x, y, z);
    if (rng.below(64) == 0) b.idle(1 + int(rng.below(8)), rng);  // bubbles of 1..8 cycles
  }
  b.idle(8, rng);
  report(b, "rv32_fpu_fma random vs model");
}

TEST_CASE("rv32.fp.rtl.fma.timing") {
  // Sparse and dense random valid patterns, garbage on the inputs of idle cycles, and a reset
  // in the middle of a burst (in-flight operations are dropped, nothing comes out afterwards).
  FmaBench b({2, 3, 4, 5, 6}, "rv32_fpu_fma");
  Rng rng(kSeed + 1002);
  for (int burst = 0; burst < 200; burst++) {
    const uint32_t density = 1 + rng.below(4);  // valid with probability density/4
    for (int i = 0; i < 500; i++) {
      const bool v = rng.below(4) < density;
      b.cycle(v, uint8_t(rng.below(7)), rng.rm(), rng.operand(), rng.operand(), rng.operand());
    }
    if (burst % 10 == 9) b.reset();
  }
  b.idle(8, rng);
  report(b, "rv32_fpu_fma timing");
}

// =================================================================================================
TEST_CASE("rv32.fp.rtl.misc.corners") {
  MiscBench b({1, 2, 3, 4}, "rv32_fpu_misc");
  Rng rng(kSeed + 1100);
  const auto cs = corners();
  for (uint8_t op : {MIN, MAX, EQ, LT, LE, SGNJ, SGNJN, SGNJX})
    for (uint32_t x : cs)
      for (uint32_t y : cs) b.cycle(true, op, rng.rm(), x, y, 0);
  for (Rm rm : kAllRm) {
    for (uint8_t op : {CLASS, MV_X_W, MV_W_X, CVT_W_S, CVT_WU_S})
      for (uint32_t x : cs) b.cycle(true, op, rm, x, rng.u32(), 0);
    for (uint8_t op : {CVT_S_W, CVT_S_WU})
      for (uint32_t x : int_corners()) b.cycle(true, op, rm, x, rng.u32(), 0);
  }
  b.idle(8, rng);
  report(b, "rv32_fpu_misc corners vs model");
}

TEST_CASE("rv32.fp.rtl.misc.random") {
  MiscBench b({1, 2, 3, 4}, "rv32_fpu_misc");
  Rng rng(kSeed + 1101);
  constexpr uint8_t kOps[] = {MIN, MAX, EQ, LT, LE, CLASS, SGNJ, SGNJN, SGNJX, MV_X_W, MV_W_X,
                              CVT_W_S, CVT_WU_S, CVT_S_W, CVT_S_WU};
  for (int i = 0; i < 15 * kRandomPerOp * scale(); i++) {
    const uint8_t op = kOps[i % 15];
    uint32_t x, y;
    if (op == CVT_S_W || op == CVT_S_WU) x = unary_operand(rng, true), y = rng.u32();
    else if (op == CVT_W_S || op == CVT_WU_S) x = unary_operand(rng, false), y = rng.u32();
    else {
      x = rng.operand();
      y = rng.below(4) == 0 ? x ^ (rng.coin() ? 0x80000000u : 0u) : rng.operand();
    }
    b.cycle(true, op, rng.rm(), x, y, 0);
    if (rng.below(64) == 0) b.idle(1 + int(rng.below(6)), rng);
  }
  b.idle(8, rng);
  report(b, "rv32_fpu_misc random vs model");
}

TEST_CASE("rv32.fp.rtl.misc.timing") {
  MiscBench b({1, 2, 3, 4}, "rv32_fpu_misc");
  Rng rng(kSeed + 1102);
  for (int burst = 0; burst < 200; burst++) {
    const uint32_t density = 1 + rng.below(4);
    for (int i = 0; i < 500; i++) {
      const bool v = rng.below(4) < density;
      b.cycle(v, uint8_t(MIN + rng.below(15)), rng.rm(), rng.operand(), rng.operand(), 0);
    }
    if (burst % 10 == 9) b.reset();
  }
  b.idle(8, rng);
  report(b, "rv32_fpu_misc timing");
}

// =================================================================================================
// rv32_fpu_divsqrt: two instances (CYCLES 30, 29) behind one start/flush; a reference state
// machine per instance predicts busy_o, done_o and the result in every cycle.
// =================================================================================================
namespace {

class DivBench {
 public:
  static constexpr int kCycles[2] = {30, 29};

  DivBench() : top_(new Vrv32_fpu_divsqrt_tb(&ctx_, "top")) {
    top_->rst_ni = 0;
    top_->start_i = 0;
    top_->flush_i = 0;
    top_->clk_i = 0;
    top_->eval();
    edge();
    top_->rst_ni = 1;
    top_->eval();
  }
  ~DivBench() { top_->final(); }

  // One cycle with these inputs; checks busy_o / done_o / result of both instances first.
  void cycle(bool start, bool flush, uint8_t op, Rm rm, uint32_t a, uint32_t b) {
    top_->start_i = start;
    top_->flush_i = flush;
    top_->op_i = op;
    top_->rm_i = uint8_t(rm);
    top_->a_i = a;
    top_->b_i = b;
    top_->clk_i = 0;
    top_->eval();
    for (int i = 0; i < 2; i++) check(i);
    for (int i = 0; i < 2; i++) {
      Inst& s = inst_[i];
      if (flush) {
        s.busy = false;
      } else if (start && !s.busy) {
        s.busy = true;
        s.op = {true, op, rm, a, b, 0, cycle_, model(op, rm, a, b, 0)};
        starts_[i]++;
      } else if (s.busy && cycle_ == s.op.cycle + kCycles[i] - 1) {
        s.busy = false;
      }
    }
    edge();
    cycle_++;
  }
  bool idle(int i) const { return !inst_[i].busy; }
  // Runs one operation to completion on both instances; `gap` idle cycles after it.
  void run(uint8_t op, Rm rm, uint32_t a, uint32_t b, Rng& rng) {
    cycle(true, false, op, rm, a, b);
    // In the busy cycles, start_i is sometimes raised with garbage: it must be ignored.
    while (!idle(0) || !idle(1)) {
      const bool noise = rng.below(8) == 0;
      cycle(noise && !idle(0) && !idle(1), false, uint8_t(DIV + rng.below(2)), rng.rm(), rng.u32(), rng.u32());
    }
  }
  Mismatches& mm() { return mm_; }
  uint64_t checked() const { return checked_; }
  uint64_t starts(int i) const { return starts_[i]; }

 private:
  struct Inst {
    bool busy = false;
    Issued op;
  };
  void edge() {
    top_->clk_i = 1;
    top_->eval();
    top_->clk_i = 0;
    top_->eval();
  }
  void check(int i) {
    const Inst& s = inst_[i];
    const bool busy = (top_->busy_o >> i) & 1, done = (top_->done_o >> i) & 1;
    const bool want_busy = s.busy;  // set from cycle t+1 on by construction
    const bool want_done = s.busy && cycle_ == s.op.cycle + kCycles[i] - 1;
    auto who = [&] { return "rv32_fpu_divsqrt CYCLES " + std::to_string(kCycles[i]) + ", cycle " + std::to_string(cycle_); };
    if (busy != want_busy || done != want_done) {
      mm_.add(who() + ": busy_o/done_o = " + std::to_string(busy) + "/" + std::to_string(done) + ", expected " +
              std::to_string(want_busy) + "/" + std::to_string(want_done) +
              (s.busy ? " (" + describe(s.op, nargs_of(s.op.op)) + ")" : ""));
      return;
    }
    if (!want_done) return;
    const Res got{i == 0 ? top_->result30_o : top_->result29_o, uint8_t((top_->flags_o >> (5 * i)) & 0x1F)};
    if (got != s.op.want) mm_.add(who() + ": " + describe(s.op, nargs_of(s.op.op)) + ": rtl " + res_str(got) + ", model " + res_str(s.op.want));
    checked_++;
  }

  VerilatedContext ctx_;
  std::unique_ptr<Vrv32_fpu_divsqrt_tb> top_;
  Inst inst_[2];
  uint64_t cycle_ = 0, checked_ = 0, starts_[2] = {0, 0};
  Mismatches mm_;
};

}  // namespace

TEST_CASE("rv32.fp.rtl.divsqrt.corners") {
  DivBench b;
  Rng rng(kSeed + 1200);
  const auto cs = corners();
  for (Rm rm : kAllRm) {
    for (uint32_t x : cs)
      for (uint32_t y : cs) b.run(DIV, rm, x, y, rng);
    for (uint32_t x : cs) b.run(SQRT, rm, x, rng.u32(), rng);
  }
  INFO(b.mm().text("rv32_fpu_divsqrt corners vs model", b.checked()));
  CHECK(b.checked() == 2 * 5 * (cs.size() * cs.size() + cs.size()));
  CHECK(b.mm().count() == 0);
}

TEST_CASE("rv32.fp.rtl.divsqrt.random") {
  DivBench b;
  Rng rng(kSeed + 1201);
  const int n = 40'000 * scale();
  for (int i = 0; i < n; i++) {
    uint32_t x, y;
    if (i % 2 == 0) {
      pair_div(rng, x, y);
      b.run(DIV, rng.rm(), x, y, rng);
    } else {
      b.run(SQRT, rng.rm(), rng.below(4) == 0 ? (rng.u32() & 0x7FFFFFFFu) : rng.operand(), rng.u32(), rng);
    }
  }
  INFO(b.mm().text("rv32_fpu_divsqrt random vs model", b.checked()));
  CHECK(b.checked() == 2 * uint64_t(n));
  CHECK(b.mm().count() == 0);
}

TEST_CASE("rv32.fp.rtl.divsqrt.timing") {
  // Starts at random distances (including exactly t+29, which only the CYCLES = 29 instance
  // takes, and t+30, back-to-back for both), start_i held high for many cycles, and flushes at
  // random points of an operation.
  DivBench b;
  Rng rng(kSeed + 1202);
  uint64_t flushes = 0;
  for (int i = 0; i < 20'000; i++) {
    const uint32_t kind = rng.below(4);
    uint32_t x, y;
    pair_div(rng, x, y);
    const uint8_t op = uint8_t(DIV + rng.below(2));
    if (kind == 0) {  // start held high: a new operation starts as soon as each unit is free
      const int n = 1 + int(rng.below(90));
      for (int k = 0; k < n; k++) b.cycle(true, false, op, rng.rm(), rng.operand(), rng.operand());
    } else if (kind == 1) {  // flush at a random point
      b.cycle(true, false, op, rng.rm(), x, y);
      const int n = int(rng.below(32));
      for (int k = 0; k < n; k++) b.cycle(false, false, op, rng.rm(), rng.u32(), rng.u32());
      b.cycle(rng.coin(), true, op, rng.rm(), rng.u32(), rng.u32());  // start with flush: ignored
      flushes++;
    } else {  // single operation, then 0..3 idle cycles
      b.run(op, rng.rm(), x, y, rng);
      const int n = int(rng.below(4));
      for (int k = 0; k < n; k++) b.cycle(false, false, op, rng.rm(), rng.u32(), rng.u32());
    }
  }
  for (int k = 0; k < 40; k++) b.cycle(false, false, DIV, Rm::rne, 0, 0);
  INFO(b.mm().text("rv32_fpu_divsqrt timing", b.checked()) << "\nstarts " << b.starts(0) << " / " << b.starts(1)
                                                        << ", flushes " << flushes);
  CHECK(b.checked() > 0);
  CHECK(b.starts(1) > b.starts(0));  // the CYCLES = 29 unit accepted starts the other ignored
  CHECK(b.mm().count() == 0);
}
