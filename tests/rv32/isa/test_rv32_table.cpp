// The generated rv32 C++ tables on their own: no two entries overlap, the generated switch decode
// agrees with the table's match/mask, operand extraction and placement are inverse, golden words
// (hand-checked against the RISC-V specification) decode with the right immediates, and the
// configurations hold exactly the values of the platform contract.
#include <catch2/catch.hpp>
#include <random>

#include "rv32_configs.h"
#include "rv32_isa_table.h"

using namespace kc::rv32;

TEST_CASE("rv32.isa.table_no_overlap") {
  int pairs = 0;
  for (std::size_t i = 1; i < kNumInsns; ++i)
    for (std::size_t j = i + 1; j < kNumInsns; ++j) {
      const auto& a = kInsns[i];
      const auto& b = kInsns[j];
      INFO(a.mnemonic << " vs " << b.mnemonic);
      CHECK(((a.match ^ b.match) & a.mask & b.mask) != 0);
      ++pairs;
    }
  CHECK(pairs == int((kNumInsns - 1) * (kNumInsns - 2) / 2));
}

TEST_CASE("rv32.isa.table_entries_are_consistent") {
  CHECK(kNumInsns == 104);  // illegal + 103 instructions (RV32I 41 with fence.tso, M 8, F 26, Zicsr 6, Zifencei 1, Zbb 18, priv 3)
  for (std::size_t i = 0; i < kNumInsns; ++i) CHECK(std::size_t(kInsns[i].id) == i);
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    const InsnInfo& in = kInsns[i];
    INFO(in.mnemonic);
    CHECK((in.match & ~in.mask) == 0);
    CHECK((in.match & 3u) == 3u);  // 32-bit encodings only
    CHECK(decode(in.match) == in.id);
    CHECK(find(in.mnemonic) == &in);
    // fixed bits and operand bits partition the word
    std::uint32_t ops = 0;
    for (std::size_t k = 0; k < in.num_operands; ++k) {
      const std::uint32_t m = info(in.operands[k].type).word_mask;
      CHECK((ops & m) == 0);
      ops |= m;
    }
    CHECK((ops | in.mask) == 0xFFFFFFFFu);
    CHECK((ops & in.mask) == 0);
    CHECK(in.has_rm == ((in.mask & 0x7000u) == 0 && in.ext == Ext::f));
  }
  CHECK(find("FMADD.S") == &info(Insn::fmadd_s));
  CHECK(find("vadd.vv") == nullptr);
}

TEST_CASE("rv32.isa.decode_matches_table_on_random_words") {
  std::mt19937 rng(1);
  int legal = 0;
  for (int n = 0; n < 400000; ++n) {
    std::uint32_t w = std::uint32_t(rng());
    if (n % 2) w = (w & ~0x7Fu) | kInsns[1 + n % (kNumInsns - 1)].match & 0x7Fu;  // a real major opcode
    Insn want = Insn::illegal;
    for (std::size_t i = 1; i < kNumInsns; ++i)
      if ((w & kInsns[i].mask) == kInsns[i].match) want = kInsns[i].id;
    INFO("word 0x" << std::hex << w);
    REQUIRE(decode(w) == want);
    legal += want != Insn::illegal;
  }
  CHECK(legal > 50000);
}

TEST_CASE("rv32.isa.operand_bits_and_values_are_inverse") {
  std::mt19937 rng(2);
  for (std::size_t t = 0; t < kNumOpTypes; ++t) {
    const OpTypeInfo& ti = kOpTypes[t];
    INFO(ti.name);
    const std::int64_t step = std::int64_t(1) << ti.align;
    for (int k = 0; k < 2000; ++k) {
      std::int64_t v = std::uniform_int_distribution<std::int64_t>(ti.min / step, ti.max / step)(rng) * step;
      if (k == 0) v = ti.min;
      if (k == 1) v = ti.max;
      const std::uint32_t bits = operand_bits(OpType(t), std::int32_t(v));
      CHECK((bits & ~ti.word_mask) == 0);
      const std::uint32_t noise = std::uint32_t(rng()) & ~ti.word_mask;
      CHECK(operand_value(OpType(t), bits | noise) == v);
    }
  }
}

TEST_CASE("rv32.isa.golden_words") {
  // Encodings worked out by hand from the RISC-V specification (and printed by GNU as 2.40).
  struct Golden {
    std::uint32_t word;
    Insn id;
    std::int32_t imm;
  };
  const Golden golden[] = {
      {0x12345537u, Insn::lui, 0x12345000},       // lui a0, 0x12345
      {0x00c58533u, Insn::add, 0},                // add a0, a1, a2
      {0xff9ff0efu, Insn::jal, -8},               // jal ra, .-8
      {0x800002efu, Insn::jal, -1048576},         // jal t0, .-0x100000
      {0x7ffff0efu, Insn::jal, 1048574},          // jal ra, .+0xffffe
      {0xfeb504e3u, Insn::beq, -24},              // beq a0, a1, .-24
      {0x80b51063u, Insn::bne, -4096},            // bne a0, a1, .-4096
      {0x8005a503u, Insn::lw, -2048},             // lw a0, -2048(a1)
      {0x7ea5afa3u, Insn::sw, 2047},              // sw a0, 2047(a1)
      {0xfea12e27u, Insn::fsw, -4},               // fsw fa0, -4(sp)
      {0x01f59513u, Insn::slli, 31},              // slli a0, a1, 31
      {0x4035d513u, Insn::srai, 3},               // srai a0, a1, 3
      {0x6075d513u, Insn::rori, 7},               // rori a0, a1, 7
      {0x3001d073u, Insn::csrrwi, 3},             // csrrwi zero, mstatus, 3
      {0x68c5c543u, Insn::fmadd_s, 0},            // fmadd.s fa0, fa1, fa2, fa3, rmm
      {0x0805c533u, Insn::zext_h, 0},             // zext.h a0, a1 (RV32 encoding)
      {0x6985d513u, Insn::rev8, 0},               // rev8 a0, a1 (RV32 encoding)
      {0x2875d513u, Insn::orc_b, 0},              // orc.b a0, a1
      {0x0ff0000fu, Insn::fence, 0},              // fence iorw, iorw
      {0x8330000fu, Insn::fence_tso, 0},          // fence.tso
      {0x0000100fu, Insn::fence_i, 0},            // fence.i
      {0x00000073u, Insn::ecall, 0},
      {0x00100073u, Insn::ebreak, 0},
      {0x30200073u, Insn::mret, 0},
      {0x10500073u, Insn::wfi, 0},
      {0x08000073u, Insn::mpause, 0},
  };
  for (const auto& g : golden) {
    INFO("word 0x" << std::hex << g.word);
    CHECK(decode(g.word) == g.id);
    CHECK(imm_value(info(g.id).imm, g.word) == g.imm);
  }
  CHECK(kMpauseWord == 0x08000073u);
  // illegal: C extension, RV64-only and A-extension words, reserved SYSTEM encodings
  for (std::uint32_t w : {0x00000000u, 0xffffffffu, 0x0000003bu, 0x1005252fu, 0x00200073u, 0x10200073u, 0x6b85d513u})
    CHECK(decode(w) == Insn::illegal);
}

TEST_CASE("rv32.isa.attributes_of_entries") {
  CHECK(info(Insn::flw).rd == RegKind::f);
  CHECK(info(Insn::flw).rs1 == RegKind::x);
  CHECK(info(Insn::fsw).rs2 == RegKind::f);
  CHECK(info(Insn::fcvt_w_s).rd == RegKind::x);
  CHECK(info(Insn::fcvt_w_s).rs1 == RegKind::f);
  CHECK(info(Insn::fcvt_w_s).rs2 == RegKind::none);
  CHECK(info(Insn::fmadd_s).rs3 == RegKind::f);
  CHECK(info(Insn::csrrwi).rs1 == RegKind::none);
  CHECK(info(Insn::csrrwi).imm == ImmKind::csr_zimm);
  CHECK(info(Insn::jalr).imm == ImmKind::i);
  CHECK(info(Insn::sb).imm == ImmKind::s);
  CHECK(info(Insn::div).unit == Unit::div);
  CHECK(info(Insn::fsqrt_s).unit == Unit::fdivsqrt);
  CHECK(info(Insn::fsqrt_s).has_rm);
  CHECK(!info(Insn::fmin_s).has_rm);
  CHECK(info(Insn::fdiv_s).fflags == (kNV | kDZ | kOF | kUF | kNX));
  CHECK(info(Insn::mpause).ext == Ext::priv);
  CHECK(info(Insn::clz).ext == Ext::zbb);
}

TEST_CASE("rv32.isa.csr_and_trap_tables") {
  REQUIRE(find_csr(0x300u) != nullptr);
  CHECK(std::string(find_csr(0x300u)->name) == "mstatus");
  CHECK(find_csr("MCYCLE")->addr == csr::mcycle);
  CHECK(find_csr(0xC00u) == nullptr);  // cycle: not implemented
  CHECK(find_csr(0x320u) == nullptr);  // mcountinhibit: not implemented
  CHECK(find_csr(csr::mhartid)->access == CsrAccess::ro);
  CHECK(find_csr(csr::misa)->access == CsrAccess::rw);
  CHECK(find_csr(csr::misa)->reset == 0x40001120u);
  CHECK(find_csr(csr::fcsr)->access == CsrAccess::fp);
  CHECK(std::string(trap_name(cause::illegal_instruction)) == "illegal_instruction");
  CHECK(cause::ecall_from_m == 11);
  CHECK(cause::breakpoint == 3);
  CHECK(trap_name(10) == nullptr);
  CHECK(std::string(kXRegNames[10]) == "a0");
  CHECK(std::string(kFRegNames[10]) == "fa0");
  CHECK(std::string(kFRegNames[31]) == "ft11");
}

TEST_CASE("rv32.isa.configs_match_contract") {
  REQUIRE(all_configs().size() == 4);
  struct Want {
    const char* name;
    unsigned itcm_bytes, dtcm_bytes, ctrl_base, dmem, mul, fma, fmisc, f;
  };
  const Want want[] = {{"small", 16384, 65536, 0x30000, 1, 2, 3, 1, 1},
                       {"default", 65536, 262144, 0x300000, 3, 2, 4, 2, 1},
                       {"fpga", 65536, 131072, 0x300000, 2, 3, 4, 2, 1},
                       {"ice40", 4096, 4096, 0x30000, 1, 2, 3, 1, 0}};
  for (const auto& w : want) {
    const HwConfig* c = find_config(w.name);
    REQUIRE(c != nullptr);
    INFO(w.name);
    CHECK(c->itcm_base == 0);
    CHECK(c->dtcm_base == 0x10000u);
    CHECK(c->itcm_bytes == w.itcm_bytes);
    CHECK(c->dtcm_bytes == w.dtcm_bytes);
    CHECK(c->ctrl_base == w.ctrl_base);
    CHECK(c->dmem_latency == w.dmem);
    CHECK(c->mul_latency == w.mul);
    CHECK(c->fma_latency == w.fma);
    CHECK(c->fmisc_latency == w.fmisc);
    CHECK(c->f_extension == w.f);
    CHECK(c->issue_per_cycle == 1);
    CHECK(c->dmem_bytes_per_cycle == 4);
    CHECK(c->div_cycles == 34);
    CHECK(c->fdivsqrt_cycles == 30);
    CHECK((1u << c->itcm_aw) * 4 == c->itcm_bytes);
    CHECK((1u << c->dtcm_aw) * 4 == c->dtcm_bytes);
    CHECK(c->latency_of(Insn::lw) == w.dmem);
    CHECK(c->latency_of(Insn::flw) == w.dmem);
    CHECK(c->latency_of(Insn::mul) == w.mul);
    CHECK(c->latency_of(Insn::fmadd_s) == w.fma);
    CHECK(c->latency_of(Insn::fcvt_w_s) == w.fmisc);
    CHECK(c->latency_of(Insn::div) == 34);
    CHECK(c->timing_of(LatClass::div).interval == 34);
    CHECK(c->latency_of(Insn::fsqrt_s) == 30);
    CHECK(c->latency_of(Insn::add) == 1);
    // branch scheme: forward not taken 1, forward taken 3, backward taken 2, backward not taken 3
    const Timing& b = c->timing_of(LatClass::branch);
    CHECK(std::string(kCostNames[std::size_t(LatClass::branch)][0]) == "forward_not_taken");
    CHECK(b.costs[0] == 1);
    CHECK(b.costs[1] == 3);
    CHECK(b.costs[2] == 2);
    CHECK(b.costs[3] == 3);
    CHECK(c->timing_of(LatClass::jal).interval == 2);
    CHECK(c->timing_of(LatClass::jalr).interval == 3);
  }
  CHECK(find_config("huge") == nullptr);
  CHECK(cfg_default::DTCM_BYTES == 262144u);
  CHECK(cfg_small::ITCM_AW == 12u);
}
