// rv32_isa_pkg (SystemVerilog) against the generated C++ table: decode() and every attribute
// function, verilated from the package itself and from the Yosys 0.23 netlist of the same
// wrapper (so both tools are shown to read the package the same way), on every table pattern
// and on random words (half of them around real major opcodes).
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>

#include "Vrv32_isa_decode_check.h"
#include "Vrv32_isa_decode_netlist.h"
#include "rv32_isa_table.h"
#include "verilated.h"

using namespace kc::rv32;

namespace {

template <class M>
void check_word(M& m, std::uint32_t w, const char* model) {
  m.word_i = w;
  m.eval();
  const Insn id = decode(w);
  const InsnInfo& in = info(id);
  INFO(model << ": word 0x" << std::hex << w << " (" << in.mnemonic << ")");
  REQUIRE(unsigned(m.insn_o) == unsigned(id));
  if (id == Insn::illegal) return;
  CHECK(unsigned(m.unit_o) == unsigned(in.unit));
  CHECK(unsigned(m.rd_kind_o) == unsigned(in.rd));
  CHECK(unsigned(m.rs1_kind_o) == unsigned(in.rs1));
  CHECK(unsigned(m.rs2_kind_o) == unsigned(in.rs2));
  CHECK(unsigned(m.rs3_kind_o) == unsigned(in.rs3));
  CHECK(unsigned(m.imm_kind_o) == unsigned(in.imm));
  CHECK(bool(m.has_rm_o) == in.has_rm);
  CHECK(unsigned(m.ext_o) == unsigned(in.ext));
  CHECK(unsigned(m.lat_o) == unsigned(in.lat));
  CHECK(std::uint32_t(m.imm_o) == std::uint32_t(imm_value(in.imm, w)));
  const CsrInfo* c = find_csr(w >> 20);
  CHECK(bool(m.csr_exists_o) == (c != nullptr));
  CHECK(bool(m.csr_ro_o) == (c && c->access == CsrAccess::ro));
  CHECK(bool(m.csr_fs_o) == (c && c->access == CsrAccess::fp));
}

template <class M>
void check_model(M& m, const char* model) {
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    check_word(m, kInsns[i].match, model);
    check_word(m, kInsns[i].match | ~kInsns[i].mask, model);  // every operand bit set
  }
  for (const auto& c : kCsrs) check_word(m, 0x00002073u | std::uint32_t(c.addr) << 20, model);  // csrrs on each CSR
  std::mt19937 rng(20240601);
  for (int n = 0; n < 200000; ++n) {
    std::uint32_t w = std::uint32_t(rng());
    if (n % 2) {
      const InsnInfo& in = kInsns[1 + std::size_t(rng()) % (kNumInsns - 1)];
      // mostly the entry's fixed bits with a few flipped: near-miss words of real instructions
      w = (in.match | (w & ~in.mask)) ^ (n % 4 == 1 ? (1u << (rng() % 32)) : 0u);
    }
    check_word(m, w, model);
  }
}

}  // namespace

TEST_CASE("rv32.isa.rtl_decode_matches_cpp") {
  VerilatedContext ctx;
  Vrv32_isa_decode_check m(&ctx);
  check_model(m, "rv32_isa_pkg (Verilator)");
}

TEST_CASE("rv32.isa.yosys_netlist_decode_matches_cpp") {
  VerilatedContext ctx;
  Vrv32_isa_decode_netlist m(&ctx);
  check_model(m, "Yosys 0.23 netlist of rv32_isa_pkg");
}
