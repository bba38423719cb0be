// The generated aie tables (kc-gen aie): every operation decodes to itself from its own pattern and
// from random fillings of its operand fields; no word decodes to two operations; every operation's
// fields fit its slot and format; the configurations resolve the latency classes from their own
// parameters; the non-linear tables are the fp32 values of their definitions.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <random>
#include <set>

#include "aie_configs.h"
#include "aie_isa_table.h"

using namespace kc::aie;
using namespace kc::aie::isa;

namespace {
float f32(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
}  // namespace

TEST_CASE("aie.isa.table.every_op_decodes_to_itself") {
  std::mt19937 rng(15);
  for (std::size_t i = 0; i < kNumOps; ++i) {
    const OpInfo& in = kOps[i];
    INFO(in.mnemonic);
    REQUIRE((in.match & ~in.mask) == 0);
    REQUIRE((in.mask & kLastBit) == 0);
    for (int k = 0; k < 200; ++k) {
      const std::uint32_t w = in.match | (rng() & ~in.mask);
      const auto d = decode(w);
      REQUIRE(d);
      CHECK(std::size_t(*d) == i);
    }
    CHECK(find_op(in.mnemonic) == Op(i));
  }
}

TEST_CASE("aie.isa.table.patterns_are_disjoint") {
  for (std::size_t i = 0; i < kNumOps; ++i)
    for (std::size_t j = i + 1; j < kNumOps; ++j) {
      const bool overlap = ((kOps[i].match ^ kOps[j].match) & kOps[i].mask & kOps[j].mask) == 0;
      INFO(kOps[i].mnemonic << " / " << kOps[j].mnemonic);
      CHECK_FALSE(overlap);
    }
  // random words decode to at most the operation whose pattern they match
  std::mt19937 rng(7);
  std::size_t legal = 0;
  for (int k = 0; k < 100000; ++k) {
    const std::uint32_t w = rng();
    std::size_t matches = 0;
    for (std::size_t i = 0; i < kNumOps; ++i) matches += ((w & ~kLastBit) & kOps[i].mask) == kOps[i].match;
    const auto d = decode(w);
    CHECK(matches == (d ? 1u : 0u));
    legal += d.has_value();
  }
  CHECK(legal > 0);
}

TEST_CASE("aie.isa.table.operands_fit_their_fields") {
  for (std::size_t i = 0; i < kNumOps; ++i) {
    const OpInfo& in = kOps[i];
    INFO(in.mnemonic);
    std::uint32_t seen = 0;
    for (unsigned k = 0; k < in.n_operands; ++k) {
      const Operand& o = in.operands[k];
      const OpndTypeInfo& t = type_info(o.type);
      std::uint32_t bits;
      if (o.field < 0) {
        REQUIRE(t.kind == Kind::addr);
        bits = (field_mask(Field::p) << kFields[std::size_t(Field::p)].lsb) |
               (field_mask(Field::amode) << kFields[std::size_t(Field::amode)].lsb) |
               (field_mask(Field::aoff) << kFields[std::size_t(Field::aoff)].lsb);
      } else {
        const Field f = Field(o.field);
        bits = field_mask(f) << kFields[std::size_t(o.field)].lsb;
        const std::int64_t span = t.kind == Kind::simm ? (std::int64_t(t.max) - t.min) : std::int64_t(t.max);
        CHECK(span <= std::int64_t(field_mask(f)));
      }
      CHECK((bits & seen) == 0);   // two operands never share bits
      CHECK((bits & in.mask) == 0);  // operand bits are free in the pattern
      seen |= bits;
    }
    // loads and stores (only) have an access size; MAC array operations name their multiplies
    const bool mem = in.slot == SlotClass::ld || in.slot == SlotClass::st;
    CHECK(mem == (in.access != 0));
    if (in.macs) CHECK(in.slot == SlotClass::vec);
  }
}

TEST_CASE("aie.isa.cfg.latencies_follow_the_parameters") {
  REQUIRE(all_configs().size() == 3);
  for (const auto& c : all_configs()) {
    INFO(c.name);
    CHECK(find_config(c.name) == &c);
    CHECK(c.timing_of(LatClass::load).latency == c.load_latency);
    CHECK(c.timing_of(LatClass::mmul_i8).latency == c.mac_int_latency);
    CHECK(c.timing_of(LatClass::mmul_i8).acc_forward == 1);
    CHECK(c.timing_of(LatClass::mmul_i8).interval * c.mac_int8_per_cycle == 256);
    CHECK(c.timing_of(LatClass::mmul_bf16).latency == c.mac_bf16_latency);
    CHECK(c.timing_of(LatClass::mmul_bf16).interval * c.mac_bf16_per_cycle == 128);
    CHECK(c.timing_of(LatClass::srs).latency == c.srs_latency);
    CHECK(c.timing_of(LatClass::valu).latency == c.valu_latency);
    CHECK(c.timing_of(LatClass::scalar).latency == 1);
    CHECK(c.timing_of(LatClass::valu).acc_forward == c.timing_of(LatClass::valu).latency);
    CHECK(c.pm_words * 4 == c.pm_bytes);
    CHECK(c.dm_group_bytes * c.dm_banks == 2 * c.dm_bytes);
  }
  const HwConfig* d = find_config("default");
  REQUIRE(d);
  CHECK(d->dm_bytes == 65536);
  CHECK(d->pm_bytes == 16384);
  CHECK(d->dm_banks == 8);
  CHECK(d->mac_int8_per_cycle == 256);
  CHECK(d->mac_bf16_per_cycle == 128);
  CHECK(find_config("nonesuch") == nullptr);
}

TEST_CASE("aie.isa.table.nonlinear_tables") {
  const unsigned ne = 1u << kExp2TableBits, nr = 1u << kRcpTableBits;
  for (unsigned j = 0; j < ne; ++j) {
    const double want = std::exp2(double(j) / ne);
    CHECK(std::fabs(double(f32(kExp2Table[j])) - want) <= std::ldexp(1.0, -24) * want);
  }
  for (unsigned j = 0; j < nr; ++j) {
    const double want = 1.0 / (1.0 + (j + 0.5) / nr);
    CHECK(std::fabs(double(f32(kRcpTable[j])) - want) <= std::ldexp(1.0, -24));
  }
  CHECK(std::fabs(double(f32(kExp2C1)) - std::log(2.0)) < 1e-7);
  CHECK(std::fabs(double(f32(kExp2C2)) - std::log(2.0) * std::log(2.0) / 2) < 1e-7);
}

TEST_CASE("aie.isa.table.slots_and_types") {
  CHECK(kNumSlots == 6);
  CHECK(kMaxBundleOps == 6);
  std::set<std::string> ld, vec;
  for (std::size_t i = 0; i < kNumOps; ++i) {
    if (kOps[i].slot == SlotClass::ld) ld.insert(kOps[i].mnemonic);
    if (kOps[i].slot == SlotClass::vec) vec.insert(kOps[i].mnemonic);
  }
  CHECK(ld == std::set<std::string>{"ld", "vld"});
  CHECK(vec.count("vmmac.i8"));
  CHECK(vec.count("vadd.bf16"));
  for (const auto& e : kElems) CHECK(unsigned(e.bits) * e.lanes == 512);
  CHECK(info(Op::vmmac_i8).macs == 256);
  CHECK(info(Op::vmmac_bf16).macs == 128);
  CHECK(info(Op::vmmac_i8).operands[0].role == Role::acc);
}
