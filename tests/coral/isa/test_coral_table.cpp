// The generated coral C++ tables on their own: the scalar part is exactly the rv32 table, no two
// entries (scalar or vector) overlap, the generated decode agrees with match/mask on random words,
// operand extraction and placement are inverse, golden vector words (from the RVV 1.0 encoding tables,
// printed by GNU as 2.40) decode to the right entries, the derived vector attributes are those of
// the spec, and the configurations hold the values of the platform contract.
#include <catch2/catch.hpp>
#include <cstring>
#include <random>
#include <set>
#include <string>

#include "coral_configs.h"
#include "coral_isa_table.h"
#include "rv32_configs.h"
#include "rv32_isa_table.h"

using namespace kc::coral;

TEST_CASE("coral.isa.scalar_part_is_the_rv32_table") {
  // every rv32 entry, in the same order and with the same encoding, opens the coral table
  REQUIRE(kNumInsns > kc::rv32::kNumInsns);
  for (std::size_t i = 1; i < kc::rv32::kNumInsns; ++i) {
    const auto& a = kc::rv32::kInsns[i];
    const auto& b = kInsns[i];
    INFO(a.mnemonic);
    CHECK(std::string(a.mnemonic) == b.mnemonic);
    CHECK(a.match == b.match);
    CHECK(a.mask == b.mask);
    CHECK(unsigned(a.imm) == unsigned(b.imm));
    CHECK(a.has_rm == b.has_rm);
    CHECK(!vinfo(b.id).vector);
  }
  for (std::size_t i = kc::rv32::kNumInsns; i < kNumInsns; ++i) {
    INFO(kInsns[i].mnemonic);
    CHECK(vinfo(Insn(i)).vector);
    CHECK(kInsns[i].ext == Ext::zve32x);
  }
  // 448 vector entries: 259 instructions and 189 segment forms (7 field counts x 27 bases)
  CHECK(kNumInsns - kc::rv32::kNumInsns == 448);
  CHECK(std::string(kMarch) == "rv32imf_zicsr_zifencei_zbb_zve32x");
}

TEST_CASE("coral.isa.table_no_overlap") {
  int pairs = 0;
  for (std::size_t i = 1; i < kNumInsns; ++i)
    for (std::size_t j = i + 1; j < kNumInsns; ++j) {
      const auto& a = kInsns[i];
      const auto& b = kInsns[j];
      if (((a.match ^ b.match) & a.mask & b.mask) == 0) FAIL(a.mnemonic << " overlaps " << b.mnemonic);
      ++pairs;
    }
  CHECK(pairs == int((kNumInsns - 1) * (kNumInsns - 2) / 2));
}

TEST_CASE("coral.isa.table_entries_are_consistent") {
  for (std::size_t i = 0; i < kNumInsns; ++i) CHECK(std::size_t(kInsns[i].id) == i);
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    const InsnInfo& in = kInsns[i];
    INFO(in.mnemonic);
    CHECK((in.match & ~in.mask) == 0);
    CHECK((in.match & 3u) == 3u);
    CHECK(decode(in.match) == in.id);
    CHECK(find(in.mnemonic) == &in);
    std::uint32_t ops = 0;
    for (std::size_t k = 0; k < in.num_operands; ++k) {
      const std::uint32_t m = info(in.operands[k].type).word_mask;
      CHECK((ops & m) == 0);
      ops |= m;
    }
    CHECK((ops | in.mask) == 0xFFFFFFFFu);
    CHECK((ops & in.mask) == 0);
  }
}

TEST_CASE("coral.isa.decode_matches_table_on_random_words") {
  std::mt19937 rng(3);
  int legal = 0, vector = 0;
  for (int n = 0; n < 300000; ++n) {
    std::uint32_t w = std::uint32_t(rng());
    if (n % 2) w = (w & ~0x7Fu) | (kInsns[1 + std::size_t(n) % (kNumInsns - 1)].match & 0x7Fu);
    Insn want = Insn::illegal;
    for (std::size_t i = 1; i < kNumInsns; ++i)
      if ((w & kInsns[i].mask) == kInsns[i].match) want = kInsns[i].id;
    INFO("word 0x" << std::hex << w);
    REQUIRE(decode(w) == want);
    legal += want != Insn::illegal;
    vector += want != Insn::illegal && vinfo(want).vector;
  }
  CHECK(legal > 30000);
  CHECK(vector > 10000);
}

TEST_CASE("coral.isa.operand_bits_and_values_are_inverse") {
  std::mt19937 rng(4);
  for (std::size_t t = 0; t < kNumOpTypes; ++t) {
    const OpTypeInfo& ti = kOpTypes[t];
    if (ti.word_mask == 0) continue;  // the literal v0
    INFO(ti.name);
    const std::int64_t step = std::int64_t(1) << ti.align;
    for (int k = 0; k < 500; ++k) {
      std::int64_t v = std::uniform_int_distribution<std::int64_t>(ti.min / step, ti.max / step)(rng) * step;
      if (k == 0) v = ti.min;
      if (k == 1) v = ti.max;
      const std::uint32_t bits = operand_bits(OpType(t), std::int32_t(v));
      CHECK((bits & ~ti.word_mask) == 0);
      CHECK(operand_value(OpType(t), bits | (std::uint32_t(rng()) & ~ti.word_mask)) == v);
    }
  }
}

TEST_CASE("coral.isa.golden_vector_words") {
  // Words printed by GNU as 2.40 (-march=rv32imf_zicsr_zifencei_zbb_zve32x) for the assembly shown.
  struct Golden {
    std::uint32_t word;
    const char* mnemonic;
  };
  const Golden golden[] = {
      {0x0d0572d7u, "vsetvli"},           // vsetvli t0, a0, e32, m1, ta, ma
      {0xc052f2d7u, "vsetivli"},          // vsetivli t0, 5, e8, mf8, tu, mu
      {0x80b572d7u, "vsetvl"},            // vsetvl t0, a0, a1
      {0x02050087u, "vle8.v"},            // vle8.v v1, (a0)
      {0x00056087u, "vle32.v"},           // vle32.v v1, (a0), v0.t
      {0x22050107u, "vlseg2e8.v"},        // vlseg2e8.v v2, (a0)
      {0xe3056407u, "vlseg8e32ff.v"},     // vlseg8e32ff.v v8, (a0)
      {0x02850087u, "vl1re8.v"},          // vl1re8.v v1, (a0)
      {0xe2856407u, "vl8re32.v"},         // vl8re32.v v8, (a0)
      {0xe2850427u, "vs8r.v"},            // vs8r.v v8, (a0)
      {0x06250087u, "vluxei8.v"},         // vluxei8.v v1, (a0), v2
      {0x2c455107u, "vloxseg2ei16.v"},    // vloxseg2ei16.v v2, (a0), v4, v0.t
      {0x466561a7u, "vsuxseg3ei32.v"},    // vsuxseg3ei32.v v3, (a0), v6
      {0x02b50007u, "vlm.v"},             // vlm.v v0, (a0)
      {0x02b50027u, "vsm.v"},             // vsm.v v0, (a0)
      {0x022830d7u, "vadd.vi"},           // vadd.vi v1, v2, -16
      {0xfa456157u, "vwmaccus.vx"},       // vwmaccus.vx v2, a0, v4
      {0x4422b0d7u, "vmadc.vim"},         // vmadc.vim v1, v2, 5, v0
      {0x4622b0d7u, "vmadc.vi"},          // vmadc.vi v1, v2, 5
      {0x5c22b0d7u, "vmerge.vim"},        // vmerge.vim v1, v2, 5, v0
      {0x5e02b0d7u, "vmv.v.i"},           // vmv.v.i v1, 5
      {0x4a2220d7u, "vzext.vf4"},         // vzext.vf4 v1, v2
      {0x5e21a0d7u, "vcompress.vm"},      // vcompress.vm v1, v2, v3
      {0x3a2180d7u, "vrgatherei16.vv"},   // vrgatherei16.vv v1, v2, v3
      {0x42102557u, "vmv.x.s"},           // vmv.x.s a0, v1
      {0x420560d7u, "vmv.s.x"},           // vmv.s.x v1, a0
      {0x9f03b457u, "vmv8r.v"},           // vmv8r.v v8, v16
      {0x40182557u, "vcpop.m"},           // vcpop.m a0, v1, v0.t
      {0x4218a557u, "vfirst.m"},          // vfirst.m a0, v1
      {0x522820d7u, "viota.m"},           // viota.m v1, v2
      {0x5208a0d7u, "vid.v"},             // vid.v v1
      {0xbe21b0d7u, "vnclip.wi"},         // vnclip.wi v1, v2, 3
      {0x9e2180d7u, "vsmul.vv"},          // vsmul.vv v1, v2, v3
      {0x6221a0d7u, "vmandn.mm"},         // vmandn.mm v1, v2, v3
      {0x7e21b0d7u, "vmsgt.vi"},          // vmsgt.vi v1, v2, 3
      {0xc22180d7u, "vwredsumu.vs"},      // vwredsumu.vs v1, v2, v3
      {0x3e2560d7u, "vslide1down.vx"},    // vslide1down.vx v1, v2, a0
  };
  for (const auto& g : golden) {
    INFO("word 0x" << std::hex << g.word << " " << g.mnemonic);
    const Insn id = decode(g.word);
    REQUIRE(id != Insn::illegal);
    CHECK(std::string(info(id).mnemonic) == g.mnemonic);
  }
  CHECK(imm_value(info(Insn::vadd_vi).imm, 0x022830d7u) == -16);
  // illegal: vector FP (OPFVV vfadd.vv, OPFVF vfmv.v.f), 64-bit elements (vle64.v, vl1re64.v,
  // vluxei64.v), vzext.vf8, mew = 1, whole-register load with nf = 2 (3 registers), vlm.v masked
  for (std::uint32_t w : {0x022190d7u, 0x5e0550d7u, 0x02057087u, 0x02857087u, 0x06257087u, 0x4a2120d7u,
                          0x12050087u, 0x42850087u, 0x00b50007u})
    CHECK(decode(w) == Insn::illegal);
}

TEST_CASE("coral.isa.vector_attributes") {
  auto v = [](const char* m) {
    const InsnInfo* in = find(m);
    REQUIRE(in != nullptr);
    return vinfo(in->id);
  };
  CHECK(v("vadd.vv").vd == VEew::sew);
  CHECK(v("vadd.vv").maskable);
  CHECK(v("vadd.vv").sew_ok == 7);
  CHECK(v("vwadd.vv").vd == VEew::wide);
  CHECK(v("vwadd.vv").sew_ok == 3);
  CHECK(v("vwadd.wv").vs2 == VEew::wide);
  CHECK(v("vnclip.wi").vs2 == VEew::wide);
  CHECK(v("vnclip.wi").vd == VEew::sew);
  CHECK(v("vzext.vf2").vs2 == VEew::half);
  CHECK(v("vzext.vf2").sew_ok == 6);
  CHECK(v("vsext.vf4").sew_ok == 4);
  CHECK(v("vmseq.vx").vd == VEew::mask);
  CHECK(v("vmacc.vv").vd_read);
  CHECK(v("vwmacc.vx").vd_read);
  CHECK(v("vwmacc.vx").vd == VEew::wide);
  CHECK(!v("vadd.vv").vd_read);
  CHECK(v("vadc.vvm").v0_read);
  CHECK(!v("vadc.vvm").maskable);
  CHECK(v("vmadc.vv").vd == VEew::mask);
  CHECK(!v("vmadc.vv").v0_read);
  CHECK(v("vredsum.vs").vstart_zero);
  CHECK(v("vredsum.vs").vd == VEew::elem0);
  CHECK(v("vwredsum.vs").vs1 == VEew::elem0_wide);
  CHECK(v("vcompress.vm").no_overlap == 3);
  CHECK(v("vrgather.vv").no_overlap == 3);
  CHECK(v("vrgatherei16.vv").vs1 == VEew::e16);
  CHECK(v("viota.m").no_overlap == 2);
  CHECK(v("vcpop.m").rd_x);
  CHECK(v("vmv.x.s").rd_x);
  CHECK(v("vsetvli").rd_x);
  CHECK(v("vle16.v").mem == VMem::unit);
  CHECK(v("vle16.v").mem_eew == 16);
  CHECK(v("vle16.v").nf == 1);
  CHECK(v("vlseg5e16.v").nf == 5);
  CHECK(v("vle8ff.v").mem == VMem::fault_first);
  CHECK(v("vlsseg3e32.v").mem == VMem::strided);
  CHECK(v("vloxei16.v").mem == VMem::indexed_ordered);
  CHECK(v("vsuxei8.v").mem == VMem::indexed_unordered);
  CHECK(v("vsuxei8.v").store);
  CHECK(v("vsuxei8.v").vs3 == VEew::sew);
  CHECK(v("vsuxei8.v").vs2 == VEew::mem);
  CHECK(v("vl4re16.v").mem == VMem::whole);
  CHECK(v("vl4re16.v").nf == 4);
  CHECK(v("vs2r.v").nf == 2);
  CHECK(v("vlm.v").mem == VMem::mask);
  CHECK(v("vmv4r.v").nf == 4);
  CHECK(v("vmv4r.v").vd == VEew::whole);
  CHECK(v("vle8.v").family == v("vlseg8e8.v").family);
  CHECK(std::string(kFamilies[v("vadd.vx").family].name) == "vadd");
  CHECK(v("add").family == kNoFamily);
  CHECK(!v("add").vector);
}

TEST_CASE("coral.isa.csrs") {
  struct Want {
    const char* name;
    unsigned addr;
    CsrAccess access;
  };
  const Want want[] = {{"vstart", 0x008, CsrAccess::vs}, {"vxsat", 0x009, CsrAccess::vs},
                       {"vxrm", 0x00A, CsrAccess::vs},   {"vcsr", 0x00F, CsrAccess::vs},
                       {"vl", 0xC20, CsrAccess::vs_ro},  {"vtype", 0xC21, CsrAccess::vs_ro},
                       {"vlenb", 0xC22, CsrAccess::vs_ro}};
  for (const auto& w : want) {
    const CsrInfo* c = find_csr(w.name);
    REQUIRE(c != nullptr);
    CHECK(c->addr == w.addr);
    CHECK(c->access == w.access);
  }
  CHECK(csr::vl == 0xC20);
  CHECK(std::string(find_csr(0x300u)->doc).find("VS (bits 10..9") != std::string::npos);
  CHECK(find_csr(0xC20u) != nullptr);
  CHECK(kc::rv32::find_csr(0xC20u) == nullptr);  // rv32 does not know them
  CHECK(std::string(kVRegNames[31]) == "v31");
}

TEST_CASE("coral.isa.configs_match_contract") {
  REQUIRE(all_configs().size() == 3);
  struct Want {
    const char* name;
    unsigned lanes, port, queue, dtcm_bytes, dmem;
  };
  const Want want[] = {{"small", 1, 4, 4, 65536, 1}, {"default", 4, 16, 8, 262144, 1}, {"fpga", 2, 8, 4, 131072, 2}};
  for (const auto& w : want) {
    const HwConfig* c = find_config(w.name);
    REQUIRE(c != nullptr);
    INFO(w.name);
    CHECK(c->vlen == 128);
    CHECK(c->vlenb == 16);
    CHECK(c->elen == 32);
    CHECK(c->vstart_bits == 7);
    CHECK(c->vlanes == w.lanes);
    CHECK(c->vlane_bytes == 4 * w.lanes);
    CHECK(c->vreg_beats == 128 / (32 * w.lanes));
    CHECK(c->vdtcm_port_bytes == w.port);
    CHECK(c->vqueue_depth == w.queue);
    CHECK(c->dtcm_bytes == w.dtcm_bytes);
    CHECK(c->dmem_latency == w.dmem);
    CHECK(c->dtcm_base == 0x10000u);
    CHECK(c->latency_of(Insn::vadd_vv) == c->valu_latency);
    CHECK(c->latency_of(Insn::vmul_vv) == c->vmul_latency);
    CHECK(c->latency_of(Insn::vmv_x_s) == c->vxfer_latency);
    CHECK(c->latency_of(Insn::vsetvli) == 1);
    CHECK(c->latency_of(Insn::lw) == w.dmem);  // the rv32 classes resolve too
  }
  // coral small has the memory map of rv32 small (the ISS test programs share its linker script)
  const HwConfig& cs = *find_config("small");
  const kc::rv32::HwConfig& rs = *kc::rv32::find_config("small");
  CHECK(cs.itcm_base == rs.itcm_base);
  CHECK(cs.itcm_bytes == rs.itcm_bytes);
  CHECK(cs.dtcm_base == rs.dtcm_base);
  CHECK(cs.dtcm_bytes == rs.dtcm_bytes);
  CHECK(cfg_default::VLEN == 128u);
}

TEST_CASE("coral.isa.unsupported_entries_name_the_vector_gaps") {
  // the rv32 table's "V: no vector unit" entry is replaced, the vector gaps are listed
  std::set<std::string> names;
  for (const auto& in : kInsns) names.insert(in.mnemonic);
  CHECK(names.count("vle64.v") == 0);
  CHECK(names.count("vfadd.vv") == 0);
  CHECK(names.count("vzext.vf8") == 0);
  CHECK(names.count("vl1re64.v") == 0);
  CHECK(names.count("vlseg8e32ff.v") == 1);
  CHECK(names.count("vsoxseg8ei32.v") == 1);
}

TEST_CASE("coral.isa.unsupported_encoding_spaces_are_illegal") {
  // Whole encoding spaces outside Zve32x, with random operand bits: vector FP (OP-V funct3 001 OPFVV
  // and 101 OPFVF), 64-bit elements (LOAD-FP/STORE-FP width 111), mew = 1, and the reserved
  // whole-register field counts (nf + 1 = 3, 5, 6, 7).
  std::mt19937 rng(5);
  for (int n = 0; n < 20000; ++n) {
    const std::uint32_t r = std::uint32_t(rng());
    const std::uint32_t fp = (r & ~0x707Fu) | (n % 2 ? 0x1000u : 0x5000u) | 0x57u;
    const std::uint32_t e64 = (r & ~0x707Fu) | 0x7000u | (n % 2 ? 0x07u : 0x27u);
    const std::uint32_t mew = (r & ~0x1000707Fu) | 0x10000000u | (std::uint32_t(n % 3 == 0 ? 0 : n % 3 == 1 ? 5 : 6) << 12) |
                              (n % 2 ? 0x07u : 0x27u);
    const std::uint32_t nf = (n % 4 == 0 ? 2u : n % 4 == 1 ? 4u : n % 4 == 2 ? 5u : 6u) << 29;
    const std::uint32_t whole = nf | 0x00800000u | (r & 0x000F8F80u) | (n % 2 ? 0x07u : 0x27u) | 0x02000000u;
    INFO("words 0x" << std::hex << fp << " 0x" << e64 << " 0x" << mew << " 0x" << whole);
    REQUIRE(decode(fp) == Insn::illegal);
    REQUIRE(decode(mew) == Insn::illegal);
    REQUIRE(decode(whole) == Insn::illegal);
    // width 111 under LOAD-FP/STORE-FP: nothing of the coral table (fld/fsd are width 011)
    REQUIRE(decode(e64) == Insn::illegal);
  }
}
