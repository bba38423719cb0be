// coral_isa_pkg (SystemVerilog) against the generated C++ table: decode() and every attribute
// function (the rv32 ones and the vector ones), verilated from the package itself and from the
// Yosys 0.23 netlist of the same wrapper, on every table pattern and on random words (half of them
// near real instructions).
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>

#include "Vcoral_isa_decode_check.h"
#include "Vcoral_isa_decode_netlist.h"
#include "coral_isa_table.h"
#include "verilated.h"

using namespace kc::coral;

namespace {

template <class M>
void check_word(M& m, std::uint32_t w, const char* model) {
  m.word_i = w;
  m.eval();
  const Insn id = decode(w);
  const InsnInfo& in = info(id);
  const VecInfo& v = vinfo(id);
  INFO(model << ": word 0x" << std::hex << w << " (" << in.mnemonic << ")");
  REQUIRE(unsigned(m.insn_o) == unsigned(id));
  const CsrInfo* c = find_csr(w >> 20);
  CHECK(bool(m.csr_exists_o) == (c != nullptr));
  CHECK(bool(m.csr_ro_o) == (c && (c->access == CsrAccess::ro || c->access == CsrAccess::vs_ro)));
  CHECK(bool(m.csr_fs_o) == (c && c->access == CsrAccess::fp));
  CHECK(bool(m.csr_vs_o) == (c && (c->access == CsrAccess::vs || c->access == CsrAccess::vs_ro)));
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
  CHECK(bool(m.is_vector_o) == v.vector);
  CHECK(unsigned(m.vd_eew_o) == unsigned(v.vd));
  CHECK(unsigned(m.vs1_eew_o) == unsigned(v.vs1));
  CHECK(unsigned(m.vs2_eew_o) == unsigned(v.vs2));
  CHECK(unsigned(m.vs3_eew_o) == unsigned(v.vs3));
  CHECK(bool(m.vd_read_o) == v.vd_read);
  CHECK(bool(m.maskable_o) == v.maskable);
  CHECK(bool(m.v0_read_o) == v.v0_read);
  CHECK(bool(m.vstart_zero_o) == v.vstart_zero);
  CHECK(unsigned(m.sew_ok_o) == unsigned(v.sew_ok));
  CHECK(unsigned(m.no_overlap_o) == unsigned(v.no_overlap));
  CHECK(unsigned(m.mem_o) == unsigned(v.mem));
  CHECK(bool(m.store_o) == v.store);
  CHECK(unsigned(m.mem_eew_o) == unsigned(v.mem_eew));
  CHECK(unsigned(m.nf_o) == unsigned(v.nf));
}

template <class M>
void check_model(M& m, const char* model) {
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    check_word(m, kInsns[i].match, model);
    check_word(m, kInsns[i].match | ~kInsns[i].mask, model);
  }
  for (const auto& c : kCsrs) check_word(m, 0x00002073u | std::uint32_t(c.addr) << 20, model);
  std::mt19937 rng(20240607);
  for (int n = 0; n < 100000; ++n) {
    std::uint32_t w = std::uint32_t(rng());
    if (n % 2) {
      const InsnInfo& in = kInsns[1 + std::size_t(rng()) % (kNumInsns - 1)];
      w = (in.match | (w & ~in.mask)) ^ (n % 4 == 1 ? (1u << (rng() % 32)) : 0u);
    }
    check_word(m, w, model);
  }
}

}  // namespace

TEST_CASE("coral.isa.rtl_decode_matches_cpp") {
  VerilatedContext ctx;
  Vcoral_isa_decode_check m(&ctx);
  check_model(m, "coral_isa_pkg (Verilator)");
}

TEST_CASE("coral.isa.yosys_netlist_decode_matches_cpp") {
  VerilatedContext ctx;
  Vcoral_isa_decode_netlist m(&ctx);
  check_model(m, "Yosys 0.23 netlist of coral_isa_pkg");
}
