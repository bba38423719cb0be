// aie_isa_pkg (SystemVerilog) against the generated C++ table: decode(), the five slot decoders,
// slot_class, lat_class, macs_of, is_last and the non-linear tables, verilated from the package
// itself and from the Yosys 0.23 netlist of the same wrapper, on every operation's pattern with
// random operand bits and on random words.
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>

#include "Vaie_isa_decode_check.h"
#include "Vaie_isa_decode_netlist.h"
#include "aie_isa_table.h"
#include "verilated.h"

using namespace kc::aie::isa;

namespace {

template <class M>
void check_word(M& m, std::uint32_t w, const char* model) {
  m.word_i = w;
  m.eval();
  const auto d = decode(w);
  const unsigned illegal = unsigned(kNumOps);
  INFO(model << ": word 0x" << std::hex << w);
  REQUIRE(unsigned(m.op_o) == (d ? unsigned(*d) : illegal));
  CHECK(bool(m.last_o) == bool(w >> 31));
  CHECK(m.exp2_o == kExp2Table[w & 31]);
  CHECK(m.rcp_o == kRcpTable[(w >> 5) & 31]);
  const unsigned sc = d ? unsigned(info(*d).slot) : 99;
  // SlotClass order ld, st, scl, vec, mv is the SV order SC_LD..SC_MV
  CHECK(unsigned(m.ld_o) == (sc == 0 ? unsigned(*d) : illegal));
  CHECK(unsigned(m.st_o) == (sc == 1 ? unsigned(*d) : illegal));
  CHECK(unsigned(m.scl_o) == (sc == 2 ? unsigned(*d) : illegal));
  CHECK(unsigned(m.vec_o) == (sc == 3 ? unsigned(*d) : illegal));
  CHECK(unsigned(m.mv_o) == (sc == 4 ? unsigned(*d) : illegal));
  if (!d) return;
  CHECK(unsigned(m.slot_o) == sc);
  CHECK(unsigned(m.lat_o) == unsigned(info(*d).lat));
  CHECK(unsigned(m.macs_o) == info(*d).macs);
}

template <class M>
void sweep(const char* model) {
  M m;
  std::mt19937 rng(1515);
  for (std::size_t i = 0; i < kNumOps; ++i)
    for (int k = 0; k < 64; ++k) check_word(m, kOps[i].match | (rng() & ~kOps[i].mask), model);
  for (int k = 0; k < 20000; ++k) check_word(m, rng(), model);
}

}  // namespace

TEST_CASE("aie.isa.rtl.decode_package_matches_table") { sweep<Vaie_isa_decode_check>("package"); }

TEST_CASE("aie.isa.rtl.decode_netlist_matches_table") { sweep<Vaie_isa_decode_netlist>("yosys netlist"); }
