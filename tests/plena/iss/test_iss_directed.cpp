// Directed tests of kc::plena::Iss against hand-computed expectations (configuration `small`
// unless noted: VLEN = MLEN = 16, BLEN = 4, LANES = 8, BEATS = 2, HLEN = 4).
#include <catch2/catch.hpp>

#include <random>

#include "directed_cases.h"
#include "iss_test_util.h"
#include "program_gen.h"

using namespace isstest;
using kc::plena::FaultKind;
using kc::plena::Iss;
using kc::plena::IssResult;
using kc::plena::IssStatus;
namespace fp = kc::fp;
namespace isa = kc::plena::isa;

namespace {

const kc::plena::HwConfig& small() { return *kc::plena::find_config("small"); }

IssResult run(Iss& iss, const Prog& p, uint64_t limit = 1000000) {
  iss.load_program(p.words);
  return iss.run(limit);
}

void require_halted(const IssResult& r) {
  INFO("status " << kc::plena::iss_status_name(r.status) << " fault " << kc::plena::fault_kind_name(r.fault)
                 << " pc " << r.pc << " address " << hex(r.address));
  REQUIRE(r.status == IssStatus::halted);
}

// fp32 bit patterns of a few exact values.
constexpr uint32_t kF32One = 0x3F800000u;
const uint16_t kOne = 0x3F80, kTwo24 = 0x4B80, kMinusTwo24 = 0xCB80, kTwoM8 = 0x3B80;

// The matrix product of the ISA text, bit level: acc[i][j] = f32_add(...f32_add(acc,
// f32_mul_bf16(A[i][0], W[0][j]))..., A[i][MLEN-1]·W[MLEN-1][j]), A[i][k] = VRAM[v + i·MLEN + k],
// W[k][j] = MRAM[t·MLEN² + k·MLEN + c + j] (or, transposed, MRAM[t·MLEN² + (c + j)·MLEN + k]).
std::vector<uint32_t> ref_matmul(const Iss& iss, uint32_t v, uint32_t m, unsigned rows, bool transposed,
                                 std::vector<uint32_t> acc) {
  const auto& c = iss.config();
  const uint32_t t = m / (c.mlen * c.mlen), off = m % (c.mlen * c.mlen);
  for (unsigned i = 0; i < rows; ++i)
    for (unsigned j = 0; j < c.blen; ++j)
      for (unsigned k = 0; k < c.mlen; ++k) {
        uint16_t a = iss.vram()[v + i * c.mlen + k];
        uint32_t w_addr = t * c.mlen * c.mlen + (transposed ? (off + j) * c.mlen + k : k * c.mlen + off + j);
        acc[i * c.blen + j] = fp::f32_add(acc[i * c.blen + j], fp::f32_mul_bf16(a, iss.mram()[w_addr]));
      }
  return acc;
}

void fill_random(Iss& iss, uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (auto& x : iss.vram()) x = rand_bf16(rng);
  for (auto& x : iss.mram()) x = rand_bf16(rng);
  for (auto& x : iss.fp_mem()) x = rand_bf16(rng);
}

// Moderate values only (no NaN/inf), so that matrix sums are interesting.
void fill_moderate(Iss& iss, uint64_t seed) {
  std::mt19937_64 rng(seed);
  auto moderate = [&] { return uint16_t(((rng() & 1) << 15) | ((118 + rng() % 12) << 7) | (rng() & 0x7F)); };
  for (auto& x : iss.vram()) x = moderate();
  for (auto& x : iss.mram()) x = moderate();
}

}  // namespace

TEST_CASE("plena.iss.names_match_isa_table") {
  for (unsigned k = 1; k <= 10; ++k) {
    INFO("fault code " << k);
    REQUIRE(isa::fault_name(k) != nullptr);
    CHECK(std::string(kc::plena::fault_kind_name(FaultKind(k))) == isa::fault_name(k));
  }
  CHECK(isa::kNumFaults == 10);
  CHECK(std::string(isa::status_name(unsigned(IssStatus::halted))) == "halted");
  CHECK(std::string(isa::status_name(unsigned(IssStatus::fault))) == "fault");
  CHECK(std::string(isa::status_name(unsigned(IssStatus::illegal_instruction))) == "illegal_instruction");
}

TEST_CASE("plena.iss.int_arith") {
  Iss iss(small());
  Prog p;
  p.li(1, 0xFFFFFFFFu);                 // LUI 0xFFFFF + ADDI 0xFFF
  p(Op::S_ADDI_INT, {2, 1, 2});         // wraps to 1
  p(Op::S_ADD_INT, {3, 1, 1});          // 0xFFFFFFFE
  p(Op::S_SUB_INT, {4, 0, 2});          // 0 - 1 = 0xFFFFFFFF
  p.li(5, 0x10001);
  p(Op::S_MUL_INT, {6, 5, 5});          // 0x100020001 mod 2^32 = 0x00020001
  p(Op::S_LUI_INT, {7, 0x3FFFFF});      // bits above 31 are lost: 0xFFFFF000
  p(Op::S_LUI_INT, {8, 0x12345});       // 0x12345000
  p(Op::S_ADDI_INT, {8, 8, 0x678});     // 0x12345678
  p(Op::S_ADDI_INT, {9, 0, 262143});    // largest immediate
  p(Op::S_ADDI_INT, {0, 1, 5});         // gp0 ignores writes
  p(Op::S_ADD_INT, {0, 1, 1});
  p(Op::S_LUI_INT, {0, 1});
  p(Op::S_ADD_INT, {10, 0, 9});         // gp0 reads 0
  p(Op::S_ADDI_INT, {0, 0, 0});         // the canonical no-op
  IssResult r = run(iss, p);
  require_halted(r);
  CHECK(iss.gp(0) == 0);
  CHECK(iss.gp(1) == 0xFFFFFFFFu);
  CHECK(iss.gp(2) == 1);
  CHECK(iss.gp(3) == 0xFFFFFFFEu);
  CHECK(iss.gp(4) == 0xFFFFFFFFu);
  CHECK(iss.gp(6) == 0x00020001u);
  CHECK(iss.gp(7) == 0xFFFFF000u);
  CHECK(iss.gp(8) == 0x12345678u);
  CHECK(iss.gp(9) == 262143u);
  CHECK(iss.gp(10) == 262143u);
  CHECK(r.instructions == p.words.size());
  CHECK(r.count(Op::S_ADDI_INT) == 7);
  CHECK(r.count(Op::S_LUI_INT) == 4);
}

TEST_CASE("plena.iss.int_and_fp_memory") {
  Iss iss(small());
  iss.int_mem()[63] = 0xDEADBEEFu;
  iss.fp_mem()[255] = 0x4049;
  Prog p;
  p(Op::S_LD_INT, {1, 0, 63});
  p.li(2, 60);
  p(Op::S_ST_INT, {1, 2, 1});           // INT_MEM[61] = gp1
  p(Op::S_ST_INT, {0, 2, 2});           // INT_MEM[62] = gp0 = 0
  p(Op::S_LD_FP, {3, 2, 195});          // f3 = FP_MEM[255]
  p(Op::S_ST_FP, {3, 0, 7});            // FP_MEM[7] = f3
  p(Op::S_LD_FP, {0, 0, 255});          // f0 ignores writes
  p(Op::S_ST_FP, {0, 0, 8});            // FP_MEM[8] = f0 = +0
  iss.fp_mem()[8] = 0x1234;
  iss.int_mem()[62] = 5;
  require_halted(run(iss, p));
  CHECK(iss.gp(1) == 0xDEADBEEFu);
  CHECK(iss.int_mem()[61] == 0xDEADBEEFu);
  CHECK(iss.int_mem()[62] == 0);
  CHECK(iss.f(3) == 0x4049);
  CHECK(iss.fp_mem()[7] == 0x4049);
  CHECK(iss.f(0) == 0);
  CHECK(iss.fp_mem()[8] == 0);
}

TEST_CASE("plena.iss.scalar_fp_ops") {
  // Operand pairs: ordinary values, a rounding case, zeros of both signs, inf, NaN, a subnormal.
  const uint16_t vals[] = {0x3FC0 /*1.5*/, 0x4049 /*~3.14*/, 0xC0A0 /*-5*/, 0x3F81, 0x0000, 0x8000,
                           0x7F80, 0xFF80, 0x7FC1, 0x0011 /*subnormal*/, 0x3B80, 0x7F7F};
  Iss iss(small());
  for (uint16_t x : vals)
    for (uint16_t y : vals) {
      iss.fp_mem()[0] = x;
      iss.fp_mem()[1] = y;
      Prog p;
      p(Op::S_LD_FP, {1, 0, 0})(Op::S_LD_FP, {2, 0, 1});
      p(Op::S_ADD_FP, {3, 1, 2})(Op::S_SUB_FP, {4, 1, 2})(Op::S_MAX_FP, {5, 1, 2})(Op::S_MUL_FP, {6, 1, 2});
      p(Op::S_EXP_FP, {7, 1});
      p(Op::S_ST_FP, {7, 0, 2})(Op::S_RECI_FP, {7, 1})(Op::S_ST_FP, {7, 0, 3})(Op::S_SQRT_FP, {7, 1});
      p(Op::S_ADD_FP, {0, 1, 2});  // f0 stays +0
      require_halted(run(iss, p));
      INFO("x " << hex(x, 4) << " y " << hex(y, 4));
      CHECK(iss.f(3) == fp::bf16_add(x, y));
      CHECK(iss.f(4) == fp::bf16_sub(x, y));
      CHECK(iss.f(5) == fp::bf16_max(x, y));
      CHECK(iss.f(6) == fp::bf16_mul(x, y));
      CHECK(iss.fp_mem()[2] == fp::bf16_exp(x));
      CHECK(iss.fp_mem()[3] == fp::bf16_recip(x));
      CHECK(iss.f(7) == fp::bf16_sqrt(x));
      CHECK(iss.f(0) == 0);
    }
  // Hand-checked values: 1.5 + 3.140625 = 4.640625, halfway between 4.625 (0x4094) and 4.65625
  // (0x4095): ties to even -> 0x4094; 1.5 · 1.5 = 2.25.
  CHECK(fp::bf16_add(0x3FC0, 0x4049) == 0x4094);
  CHECK(fp::bf16_mul(0x3FC0, 0x3FC0) == 0x4010);
}

TEST_CASE("plena.iss.vector_elementwise") {
  Iss iss(small());
  fill_random(iss, 11);
  const unsigned V = 16;
  // Row addresses: a = row 1, b = row 2; results in rows 3..; f1 = 1.5, f2 = -0.75.
  iss.fp_mem()[0] = 0x3FC0;
  iss.fp_mem()[1] = 0xBF40;
  const std::vector<uint16_t> before(iss.vram().begin(), iss.vram().end());
  auto A = [&](unsigned e) { return before[1 * V + e]; };
  auto B = [&](unsigned e) { return before[2 * V + e]; };
  Prog p;
  p(Op::S_LD_FP, {1, 0, 0})(Op::S_LD_FP, {2, 0, 1});
  p.li(1, 1 * V).li(2, 2 * V);
  const Op ops[] = {Op::V_ADD_VV, Op::V_SUB_VV, Op::V_MUL_VV, Op::V_ADD_VF, Op::V_SUB_VF, Op::V_MUL_VF,
                    Op::V_MAX_VF, Op::V_MIN_VF, Op::V_EXP_V, Op::V_RECI_V};
  unsigned row = 3;
  for (Op op : ops) {
    p.li(3, row * V);
    if (op == Op::V_ADD_VV || op == Op::V_SUB_VV || op == Op::V_MUL_VV) p(op, {3, 1, 2, 0});
    else if (op == Op::V_SUB_VF) p(op, {3, 1, 2, 0, 0});
    else if (op == Op::V_EXP_V || op == Op::V_RECI_V) p(op, {3, 1, 0});
    else p(op, {3, 1, 2, 0});
    row++;
  }
  p.li(3, row * V);
  p(Op::V_SUB_VF, {3, 1, 2, 0, 1});      // rorder 1: f2 - a          (row 13)
  p.li(4, 0x5);                          // V_MASK = heads 0 and 2
  p(Op::C_SET_V_MASK_REG, {4});
  p.li(3, 14 * V);
  p(Op::V_ADD_VV, {3, 1, 2, 1});          // masked                    (row 14)
  p.li(3, 15 * V);
  p(Op::V_MUL_VF, {3, 3, 1, 1});          // masked, in place          (row 15)
  p(Op::V_SUB_VF, {0, 0, 0, 0, 1});       // row 0 = -(row 0), in place, unmasked
  require_halted(run(iss, p));

  const uint16_t f1 = 0x3FC0, f2 = 0xBF40;
  for (unsigned e = 0; e < V; ++e) {
    INFO("element " << e);
    const uint16_t a = A(e), b = B(e);
    CHECK(iss.vram()[3 * V + e] == fp::bf16_add(a, b));
    CHECK(iss.vram()[4 * V + e] == fp::bf16_sub(a, b));
    CHECK(iss.vram()[5 * V + e] == fp::bf16_mul(a, b));
    CHECK(iss.vram()[6 * V + e] == fp::bf16_add(a, f2));
    CHECK(iss.vram()[7 * V + e] == fp::bf16_sub(a, f2));
    CHECK(iss.vram()[8 * V + e] == fp::bf16_mul(a, f2));
    CHECK(iss.vram()[9 * V + e] == fp::bf16_max(a, f2));
    CHECK(iss.vram()[10 * V + e] == fp::bf16_min(a, f2));
    CHECK(iss.vram()[11 * V + e] == fp::bf16_exp(a));
    CHECK(iss.vram()[12 * V + e] == fp::bf16_recip(a));
    CHECK(iss.vram()[13 * V + e] == fp::bf16_sub(f2, a));
    const bool on = (e / 4 == 0) || (e / 4 == 2);  // V_MASK = 0b0101, HLEN = 4
    CHECK(iss.vram()[14 * V + e] == (on ? fp::bf16_add(a, b) : before[14 * V + e]));
    CHECK(iss.vram()[15 * V + e] == (on ? fp::bf16_mul(before[15 * V + e], f1) : before[15 * V + e]));
    CHECK(iss.vram()[0 * V + e] == fp::bf16_sub(0, before[e]));
  }
}

// V_RED_SUM order: per beat a pairwise tree over adjacent lanes, beats left to right, one
// rounding of f[fd] + acc. Beat 0 holds [1, 2^24, 1, -2^24, 2^-8, 0, 0, 0]:
//   tree: (1 + 2^24 = 2^24 (tie, even)) + (1 - 2^24 = -(2^24 - 1)) = 1, then 1 + 2^-8 (exact fp32)
//   a left-to-right sum would give ((2^24 + 1) + 1) - 2^24 = 0, then 2^-8.
// fd = 2^-8: 2^-8 + (1 + 2^-8) = 1 + 2^-7 = bf16 0x3F81 exactly; rounding the row sum to bf16
// first would give 1 + 2^-8 -> 1.0 (tie, even), then 1.0 + 2^-8 -> 1.0.
TEST_CASE("plena.iss.reduction_sum_order") {
  Iss iss(small());
  const uint16_t row[16] = {kOne, kTwo24, kOne, kMinusTwo24, kTwoM8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x8000};
  std::copy(row, row + 16, &iss.vram()[16]);
  iss.fp_mem()[0] = kTwoM8;
  Prog p;
  p.li(1, 16);
  p(Op::S_LD_FP, {2, 0, 0})(Op::V_RED_SUM, {2, 1, 0});    // f2 = 2^-8 + tree sum
  p(Op::S_LD_FP, {3, 0, 0});
  p.li(4, 0xE);                                           // head 0 (elements 0..3) off
  p(Op::C_SET_V_MASK_REG, {4});
  p(Op::V_RED_SUM, {3, 1, 1});                            // f3 = 2^-8 + 2^-8
  p(Op::V_RED_SUM, {4, 1, 0});                            // f4 = 0 + (1 + 2^-8) -> 1.0 (tie to even)
  p(Op::V_RED_SUM, {0, 1, 0});                            // f0 stays 0
  require_halted(run(iss, p));
  CHECK(iss.f(2) == 0x3F81);
  CHECK(iss.f(3) == 0x3C00);
  CHECK(iss.f(4) == 0x3F80);
  CHECK(iss.f(0) == 0);
}

// Across beats (configuration `default`: 4 beats of 16 lanes): beat sums 2^24, 1, 1, -2^24 are
// added left to right: ((2^24 + 1) + 1) - 2^24 = 0 (a pairwise combination would give 1).
TEST_CASE("plena.iss.reduction_sum_beats_left_to_right") {
  Iss iss(*kc::plena::find_config("default"));
  uint16_t* row = &iss.vram()[64];
  row[0] = kTwo24;
  row[16] = kOne;
  row[32] = kOne;
  row[48] = kMinusTwo24;
  Prog p;
  p.li(1, 64);
  p(Op::V_RED_SUM, {1, 1, 0});
  p.li(2, 0x7);                                           // head 3 (elements 48..63) off
  p(Op::C_SET_V_MASK_REG, {2});
  p(Op::V_RED_SUM, {2, 1, 1});                            // 2^24 + 1 + 1 = 2^24 -> bf16 2^24
  require_halted(run(iss, p));
  CHECK(iss.f(1) == 0x0000);
  CHECK(iss.f(2) == kTwo24);
}

TEST_CASE("plena.iss.reduction_max") {
  Iss iss(small());
  uint16_t* row = &iss.vram()[32];
  for (unsigned e = 0; e < 16; ++e) row[e] = uint16_t(0xC000 + e);  // -2, slightly below, ...: max is row[0]
  row[5] = 0x4000;                                                  // +2 in head 1
  row[9] = 0x0001;                                                  // subnormal: DAZ -> +0
  iss.fp_mem()[0] = 0xFF80;                                         // -inf
  iss.fp_mem()[1] = 0x7FC0;
  Prog p;
  p.li(1, 32);
  p(Op::S_LD_FP, {1, 0, 0})(Op::V_RED_MAX, {1, 1, 0});              // +2
  p.li(2, 0x5);                                                     // heads 0 and 2
  p(Op::C_SET_V_MASK_REG, {2});
  p(Op::S_LD_FP, {2, 0, 0})(Op::V_RED_MAX, {2, 1, 1});              // max(-2.., +0 (DAZ)) = +0
  p.li(3, 0x1);
  p(Op::C_SET_V_MASK_REG, {3});
  p(Op::S_LD_FP, {3, 0, 0})(Op::V_RED_MAX, {3, 1, 1});              // head 0 only: -2 (0xC000)
  p(Op::C_SET_V_MASK_REG, {0});
  p(Op::S_LD_FP, {4, 0, 0})(Op::V_RED_MAX, {4, 1, 1});              // nothing enabled: -inf
  p(Op::S_LD_FP, {5, 0, 1})(Op::V_RED_MAX, {5, 1, 0});              // NaN in fd propagates
  require_halted(run(iss, p));
  CHECK(iss.f(1) == 0x4000);
  CHECK(iss.f(2) == 0x0000);
  CHECK(iss.f(3) == 0xC000);
  CHECK(iss.f(4) == 0xFF80);
  CHECK(iss.f(5) == 0x7FC0);
}

TEST_CASE("plena.iss.matrix_products_and_writeouts") {
  Iss iss(small());
  fill_moderate(iss, 5);
  const unsigned V = 16, T = 256;
  const uint32_t v0 = 2 * V, m0 = 3 * T + 8;   // activation rows 2..5; tile 3, columns 8..11
  const uint32_t v1 = 7 * V, m1 = 5 * T + 4;   // second M_MM into the same accumulator
  std::vector<uint32_t> zero(16, 0);
  std::vector<uint32_t> mm = ref_matmul(iss, v0, m0, 4, false, zero);
  mm = ref_matmul(iss, v1, m1, 4, true, mm);            // M_TMM accumulates into m_accum too
  std::vector<uint32_t> mv = ref_matmul(iss, 11 * V, 1 * T + 12, 1, false, zero);
  mv = ref_matmul(iss, 12 * V, 6 * T, 1, true, mv);
  const std::vector<uint16_t> before(iss.vram().begin(), iss.vram().end());

  Prog p;
  p.li(1, m0).li(2, v0).li(3, v1).li(4, m1);
  p(Op::M_MM, {0, 1, 2});
  p(Op::M_TMM, {0, 3, 4});                 // VRAM operand first
  p.li(5, 1 * T + 12).li(6, 11 * V).li(7, 6 * T).li(8, 12 * V);
  p(Op::M_MV, {0, 5, 6});
  p(Op::M_TMV, {0, 7, 8});                 // MRAM operand first
  p.li(9, 3);                              // stride 3 rows
  p.li(10, 100 * V);
  p(Op::M_MM_WO, {10, 9, 8});              // rows 100, 103, 106, 109; columns 8..11
  p(Op::M_MV_WO, {0, 200 * V + 12});       // row 200, columns 12..15
  p(Op::M_MM_WO, {10, 0, 4 * V});          // cleared accumulator, stride 1 (field 0): rows 104..107, cols 0..3
  require_halted(run(iss, p));

  for (unsigned i = 0; i < 4; ++i)
    for (unsigned j = 0; j < 4; ++j) {
      INFO("i " << i << " j " << j);
      CHECK(iss.vram()[(100 + 3 * i) * V + 8 + j] == fp::f32_to_bf16(mm[i * 4 + j]));
      CHECK(iss.vram()[(104 + i) * V + j] == 0);
    }
  for (unsigned j = 0; j < 4; ++j) CHECK(iss.vram()[200 * V + 12 + j] == fp::f32_to_bf16(mv[j]));
  // Elements outside the written blocks keep their values.
  for (unsigned e = 0; e < V; ++e) {
    if (e < 8 || e >= 12) CHECK(iss.vram()[100 * V + e] == before[100 * V + e]);
    if (e >= 4) CHECK(iss.vram()[104 * V + e] == before[104 * V + e]);
    if (e < 12) CHECK(iss.vram()[200 * V + e] == before[200 * V + e]);
  }
  for (unsigned i = 0; i < 4; ++i) CHECK(iss.m_accum(i, i) == 0);
  CHECK(iss.v_accum(0) == 0);
}

TEST_CASE("plena.iss.writeout_stride_zero_and_gp0_field") {
  Iss iss(small());
  for (unsigned i = 0; i < 4; ++i)
    for (unsigned j = 0; j < 4; ++j) iss.set_m_accum(i, j, fp::f32_bits(float(10 * i + j + 1)));
  Prog p;
  p.li(1, 0);                              // a register holding 0: stride 0
  p.li(2, 0);
  p(Op::S_ADDI_INT, {2, 0, 0});
  p(Op::M_MM_WO, {0, 2, 50 * 16});         // every row lands on row 50: the last (i = 3) wins
  require_halted(run(iss, p));
  for (unsigned j = 0; j < 4; ++j) CHECK(iss.vram()[50 * 16 + j] == bf16_of(float(30 + j + 1)));
  CHECK(iss.vram()[51 * 16] == 0);
  // With the field 0 the stride is 1 (gp0 does not read as a stride of 0).
  for (unsigned i = 0; i < 4; ++i)
    for (unsigned j = 0; j < 4; ++j) iss.set_m_accum(i, j, kF32One);
  Prog q;
  q(Op::M_MM_WO, {0, 0, 60 * 16 + 4});
  require_halted(run(iss, q));
  for (unsigned i = 0; i < 4; ++i) CHECK(iss.vram()[(60 + i) * 16 + 4] == kOne);
}

TEST_CASE("plena.iss.dma_strides_and_unaligned_hbm") {
  Iss iss(small());
  std::mt19937_64 rng(3);
  const uint64_t base = 1000000;
  std::vector<uint16_t> h(4096);
  for (auto& x : h) x = rand_bf16(rng);
  iss.hbm_write(base, h.data(), h.size());
  auto H = [&](uint64_t e) { return h[e - base]; };
  for (auto& x : iss.vram()) x = rand_bf16(rng);
  const std::vector<uint16_t> before(iss.vram().begin(), iss.vram().end());

  Prog p;
  p.li(1, uint32_t(base));
  p(Op::C_SET_ADDR_REG, {3, 0, 1});        // a3 = 1000000
  p.li(2, 3);
  p.li(4, 37);
  p(Op::C_SET_STRIDE_REG, {4});
  p.li(5, 10 * 16);
  p(Op::H_PREFETCH_V, {5, 2, 3, 1, 0});    // rows 10..13 <- HBM[1000003 + 37 r + e]
  p.li(6, 3 * 256);
  p(Op::H_PREFETCH_M, {6, 2, 3, 0, 0});    // tile 3 <- HBM[1000003 + 16 r + c]
  p.li(7, 5);
  p(Op::C_SET_STRIDE_REG, {7});
  p.li(8, 2000);
  p.li(9, 20 * 16);
  p(Op::H_STORE_V, {9, 8, 3, 1, 0});       // HBM[1002000 + 5 r + e] <- rows 20..23 (overlapping)
  require_halted(run(iss, p));

  for (unsigned r = 0; r < 4; ++r)
    for (unsigned e = 0; e < 16; ++e) CHECK(iss.vram()[(10 + r) * 16 + e] == H(base + 3 + 37 * r + e));
  for (unsigned r = 0; r < 16; ++r)
    for (unsigned c = 0; c < 16; ++c) CHECK(iss.mram()[3 * 256 + r * 16 + c] == H(base + 3 + 16 * r + c));
  std::vector<uint16_t> expect(h.begin() + 2000, h.begin() + 2000 + 3 * 5 + 16 + 4);
  for (unsigned r = 0; r < 4; ++r)    // rows in order: a later row overwrites the overlap
    for (unsigned e = 0; e < 16; ++e) expect[5 * r + e] = before[(20 + r) * 16 + e];
  for (size_t i = 0; i < expect.size(); ++i) CHECK(iss.hbm_elem(base + 2000 + i) == expect[i]);
  CHECK(iss.stride() == 5);
  CHECK(iss.a(3) == base);
}

TEST_CASE("plena.iss.s_map_v_fp") {
  Iss iss(small());
  for (unsigned i = 0; i < 256; ++i) iss.fp_mem()[i] = uint16_t(0x3F00 + i);
  Prog p;
  p.li(1, 7 * 16).li(2, 200);
  p(Op::S_MAP_V_FP, {1, 2, 40});          // row 7 <- FP_MEM[240..255]
  require_halted(run(iss, p));
  for (unsigned e = 0; e < 16; ++e) CHECK(iss.vram()[7 * 16 + e] == uint16_t(0x3F00 + 240 + e));
}

TEST_CASE("plena.iss.loops") {
  Iss iss(small());
  Prog p = loop_program();
  IssResult r = run(iss, p);
  require_halted(r);
  const uint32_t expect[12] = {3, 2, 3, 1, 2, 2, 2, 1, 1, 2, 1, 1};
  for (unsigned i = 0; i < 12; ++i) CHECK(iss.int_mem()[i] == expect[i]);
  CHECK(iss.gp(1) == 0);
  CHECK(iss.gp(2) == 0);
  CHECK(iss.gp(3) == 0);
  CHECK(iss.gp(5) == 3);
  CHECK(iss.gp(6) == 12);
  CHECK(iss.gp(7) == 1);
  CHECK(iss.gp(8) == 1);
  CHECK(iss.gp(9) == 0);
  CHECK(iss.gp(10) == 1);
  CHECK(iss.gp(11) == 0);
  CHECK(iss.gp(12) == 1);
  CHECK(iss.loop_stack().empty());
  // 1 + 3 · (1 + 1 + 2 · 4 + 1) = 34, then 4 + 3 + 3 + 4
  CHECK(r.instructions == 34 + 4 + 3 + 3 + 4);
  CHECK(r.count(Op::C_LOOP_END) == 3 + 6 + 1 + 1 + 1 + 1);
  CHECK(r.count(Op::S_ST_INT) == 12);
}

TEST_CASE("plena.iss.directed_faults_and_illegal_words") {
  for (const DirectedCase& c : directed_cases()) {
    Iss iss(small());
    iss.load_program(c.program);
    IssResult r = iss.run(100000);
    INFO(c.name << "\n" << listing(c.program));
    CHECK(kc::plena::iss_status_name(r.status) == std::string(kc::plena::iss_status_name(c.status)));
    CHECK(kc::plena::fault_kind_name(r.fault) == std::string(kc::plena::fault_kind_name(c.kind)));
    if (c.status != IssStatus::halted) {
      CHECK(r.pc == c.pc);
      CHECK(r.address == c.address);
      CHECK(r.word == c.program[c.pc]);
      uint64_t sum = 0;
      for (uint64_t n : r.per_opcode) sum += n;
      CHECK(sum == r.instructions);
    }
  }
}

TEST_CASE("plena.iss.fault_leaves_no_effect") {
  Iss iss(small());
  fill_random(iss, 9);
  const std::vector<uint16_t> before(iss.vram().begin(), iss.vram().end());
  Prog p;
  p.li(1, 16).li(2, 8200 * 16);
  p(Op::V_ADD_VV, {1, 1, 1, 0});           // executes
  p(Op::S_ADDI_INT, {3, 0, 77});           // executes
  p(Op::V_ADD_VV, {2, 1, 1, 0});           // rd beyond VRAM: faults, writes nothing
  p(Op::S_ADDI_INT, {3, 0, 99});           // never executes
  IssResult r = run(iss, p);
  CHECK(r.status == IssStatus::fault);
  CHECK(r.fault == FaultKind::vram_range);
  CHECK(r.instructions == 4);
  CHECK(iss.gp(3) == 77);
  for (unsigned e = 0; e < 16; ++e) CHECK(iss.vram()[16 + e] == fp::bf16_add(before[16 + e], before[16 + e]));
}

TEST_CASE("plena.iss.instruction_limit_and_program_size") {
  Iss iss(small());
  Prog p;
  p(Op::C_LOOP_START, {1, 1000});
  p(Op::S_ADDI_INT, {2, 2, 1});
  p(Op::C_LOOP_END, {1});
  IssResult r = run(iss, p, 101);
  CHECK(r.status == IssStatus::instruction_limit);
  CHECK(r.instructions == 101);
  CHECK(r.pc == 1);                        // 1 + 50 · 2 executed: next is the body again
  CHECK(iss.gp(2) == 50);
  CHECK(iss.loop_stack().size() == 1);
  r = iss.run(1000000);                    // a new run starts at pc 0 with the current registers
  CHECK(r.status == IssStatus::halted);
  CHECK(iss.gp(2) == 1050);
  CHECK(r.instructions == 2001);
  // The instruction memory of `small` holds 4096 words.
  std::vector<uint32_t> big(4097, enc(Op::S_ADDI_INT, {0, 0, 0}));
  CHECK_THROWS_AS(iss.load_program(big), std::length_error);
  big.pop_back();
  iss.load_program(big);
  CHECK(iss.run(1 << 20).instructions == 4096);
  // An empty program halts at once.
  iss.load_program({});
  r = iss.run(10);
  CHECK(r.status == IssStatus::halted);
  CHECK(r.instructions == 0);
}

TEST_CASE("plena.iss.reset_values") {
  Iss iss(small());
  CHECK(iss.stride() == 1);
  iss.set_gp(0, 5);
  iss.set_f(0, 0x3F80);
  CHECK(iss.gp(0) == 0);
  CHECK(iss.f(0) == 0);
  iss.set_gp(3, 9);
  iss.set_stride(7);
  iss.set_m_accum(1, 1, 5);
  iss.vram()[3] = 0x1234;
  iss.reset();
  CHECK(iss.gp(3) == 0);
  CHECK(iss.stride() == 1);
  CHECK(iss.m_accum(1, 1) == 0);
  CHECK(iss.vram()[3] == 0x1234);          // memories survive a reset
}

// The random program generator must produce what it promises: valid programs halt, fault
// programs stop at the injected instruction (checked on the ISS, fast, over many seeds).
TEST_CASE("plena.iss.generator_programs_behave") {
  for (const char* cfg_name : {"small", "default"}) {
    const auto& cfg = *kc::plena::find_config(cfg_name);
    const unsigned n = std::string(cfg_name) == "small" ? 1000 : 100;
    for (unsigned seed = 0; seed < n; ++seed)
      for (bool inject : {false, true}) {
        GenOptions opt;
        opt.inject_fault = inject;
        GeneratedTest t = generate_test(cfg, seed, opt);
        Iss iss(cfg);
        t.image.load_into(iss);
        iss.load_program(t.program);
        IssResult r = iss.run(2000000);
        INFO(cfg_name << " seed " << seed << (inject ? " (fault: " + t.fault_plan + ")" : "") << "\nstatus "
                      << kc::plena::iss_status_name(r.status) << " " << kc::plena::fault_kind_name(r.fault) << " pc "
                      << r.pc << " address " << hex(r.address) << "\n" << listing(t.program));
        if (!inject) {
          REQUIRE(r.status == IssStatus::halted);
        } else {
          REQUIRE((r.status == IssStatus::fault || r.status == IssStatus::illegal_instruction));
          REQUIRE(r.pc == t.fault_pc);
        }
      }
  }
}
