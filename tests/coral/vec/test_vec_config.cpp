// The vector model: vsetvl/vsetvli/vsetivli (VLMAX, AVL rules, vill), what vill forbids and allows,
// the legality checks (SEW constraints, EMUL range, register-group alignment, overlaps, v0 as a
// destination of masked instructions, vstart != 0), and VLEN other than 128.
#include "vec_rig.h"

using namespace vectest;

namespace {

std::uint32_t vtypei(unsigned sew, int lmul_lg, bool ta = true, bool ma = true) {
  const unsigned vsew = sew == 8 ? 0 : sew == 16 ? 1 : sew == 32 ? 2 : 3;
  const unsigned vlmul = lmul_lg >= 0 ? unsigned(lmul_lg) : unsigned(8 + lmul_lg);
  return vlmul | vsew << 3 | (ta ? 64u : 0u) | (ma ? 128u : 0u);
}

}  // namespace

TEST_CASE("coral.vec.vsetvli_vlmax_and_avl") {
  Rig r;
  struct Case {
    unsigned sew;
    int lmul;
    std::uint32_t avl, vl;
  };
  // VLEN 128: VLMAX = LMUL * 128 / SEW
  const Case cases[] = {{8, 0, 100, 16},  {8, 3, 1000, 128}, {8, -2, 9, 4},   {8, -1, 3, 3},   {16, -1, 100, 4},
                        {16, 2, 31, 31},  {32, 0, 4, 4},     {32, 0, 5, 4},   {32, 3, 33, 32}, {32, 1, 0, 0},
                        {16, 3, 65, 64},  {32, 2, 7, 7}};
  for (const auto& c : cases) {
    INFO("e" << c.sew << " lmul_lg " << c.lmul << " avl " << c.avl);
    r.x[a0] = c.avl;
    const Effects e = r.run(Insn::vsetvli, {t0, a0, std::int32_t(vtypei(c.sew, c.lmul))});
    CHECK(!e.trap);
    CHECK(r.s.vl == c.vl);
    CHECK(e.x_we);
    CHECK(e.rd == t0);
    CHECK(e.x_value == c.vl);
    CHECK(e.vl_changed);
    CHECK(r.s.vtype == vtypei(c.sew, c.lmul));
    CHECK(vlmax(r.s.type(), 128) == (c.lmul >= 0 ? (128u << c.lmul) / c.sew : (128u >> -c.lmul) / c.sew));
  }
  // rs1 = x0, rd != x0: AVL = VLMAX
  r.run(Insn::vsetvli, {t0, zero, std::int32_t(vtypei(16, 1))});
  CHECK(r.s.vl == 16);
  // rs1 = rd = x0: keep vl (16 at e16,m2 -> e32,m4: same ratio)
  r.run(Insn::vsetvli, {zero, zero, std::int32_t(vtypei(32, 2))});
  CHECK(r.s.vl == 16);
  CHECK(r.s.vtype == vtypei(32, 2));
  // ... and when VLMAX shrinks the kept vl is clipped (AVL = the old vl)
  r.run(Insn::vsetvli, {zero, zero, std::int32_t(vtypei(32, 0))});
  CHECK(r.s.vl == 4);
  // vsetivli: AVL is the immediate
  Effects e = r.run(Insn::vsetivli, {t1, 7, std::int32_t(vtypei(8, 0, false, false))});
  CHECK(r.s.vl == 7);
  CHECK(e.x_value == 7);
  CHECK(r.s.vtype == vtypei(8, 0, false, false));
  // vsetvl: vtype from x[rs2]
  r.x[a0] = 1000;
  r.x[a1] = vtypei(16, 0);
  r.run(Insn::vsetvl, {t0, a0, a1});
  CHECK(r.s.vl == 8);
  CHECK(r.s.vtype == vtypei(16, 0));
  // vset* reset vstart
  r.s.vstart = 5;
  r.run(Insn::vsetivli, {zero, 1, std::int32_t(vtypei(8, 0))});
  CHECK(r.s.vstart == 0);
}

TEST_CASE("coral.vec.vsetvli_vill") {
  Rig r;
  // e64; mf8 (SEW 8 > LMUL*ELEN = 4); e16 at mf4 and e32 at mf2 (SEW > LMUL*ELEN); vlmul 100; a
  // reserved bit (8); vill itself in x[rs2] of vsetvl
  const std::uint32_t bad[] = {vtypei(64, 0), vtypei(8, -3), vtypei(16, -2), vtypei(32, -1), 4u, 0x100u | vtypei(8, 0)};
  for (std::uint32_t v : bad) {
    INFO("vtype 0x" << std::hex << v);
    r.vset(32, 0, 4);
    r.x[a0] = 10;
    const Effects e = r.run(Insn::vsetvli, {t0, a0, std::int32_t(v)});
    CHECK(!e.trap);
    CHECK(r.s.vtype == 0x80000000u);
    CHECK(r.s.vl == 0);
    CHECK(e.x_value == 0);
    CHECK(r.s.type().vill);
  }
  r.x[a1] = 0x80000000u | vtypei(8, 0);
  r.run(Insn::vsetvl, {t0, a0, a1});
  CHECK(r.s.vtype == 0x80000000u);
  // the largest legal fractional settings
  r.run(Insn::vsetvli, {t0, a0, std::int32_t(vtypei(8, -2))});
  CHECK(r.s.vl == 4);
  r.run(Insn::vsetvli, {t0, a0, std::int32_t(vtypei(16, -1))});
  CHECK(r.s.vl == 4);
}

TEST_CASE("coral.vec.vill_forbids_all_but_vset_and_whole_registers") {
  Rig r;
  REQUIRE(r.s.type().vill);  // reset
  CHECK(illegal(r.run(Insn::vadd_vv, {1, 2, 3})));
  CHECK(illegal(r.run(Insn::vmv_x_s, {a0, 1})));
  r.x[a1] = kMem;
  CHECK(illegal(r.run(Insn::vle8_v, {1, a1})));
  // whole-register loads, stores and moves do not depend on vtype
  r.mem.put(kMem, 4, 0x04030201u);
  CHECK(!r.run(Insn::vl1re8_v, {1, a1}).trap);
  CHECK(r.s.elem(1, 0, 32) == 0x04030201u);
  CHECK(!r.run(Insn::vmv1r_v, {2, 1}).trap);
  CHECK(r.s.elem(2, 0, 32) == 0x04030201u);
  r.x[a1] = kMem + 64;
  CHECK(!r.run(Insn::vs1r_v, {2, a1}).trap);
  CHECK(r.mem.word(kMem + 64) == 0x04030201u);
  // an illegal instruction changes nothing, not even vstart
  r.s.vstart = 3;
  const Effects e = r.run(Insn::vadd_vv, {1, 2, 3});
  CHECK(illegal(e));
  CHECK(e.tval == Rig::word(Insn::vadd_vv, {1, 2, 3}));
  CHECK(e.vregs.empty());
  CHECK(r.s.vstart == 3);
}

TEST_CASE("coral.vec.sew_and_emul_constraints") {
  Rig r;
  r.vset(32, 0, 4);
  CHECK(illegal(r.run(Insn::vwadd_vv, {2, 4, 5})));      // 2*SEW = 64 > ELEN
  CHECK(illegal(r.run(Insn::vnsrl_wi, {2, 4, 1})));      // narrowing from 64
  CHECK(illegal(r.run(Insn::vwredsum_vs, {2, 4, 5})));
  CHECK(!r.run(Insn::vsext_vf4, {2, 4}).trap);           // e32 from e8
  r.vset(8, 0, 4);
  CHECK(illegal(r.run(Insn::vzext_vf2, {2, 4})));        // SEW/2 = 4 bits
  CHECK(illegal(r.run(Insn::vsext_vf4, {2, 4})));
  r.vset(16, 0, 4);
  CHECK(!r.run(Insn::vzext_vf2, {2, 4}).trap);
  CHECK(illegal(r.run(Insn::vzext_vf4, {2, 4})));
  // widening at LMUL 8: the destination would be 16 registers
  r.vset(8, 3, 4);
  CHECK(illegal(r.run(Insn::vwadd_vv, {0, 16, 24})));
  // EMUL of memory operands: vle32 at e8,m4 is EMUL 16; vle8 at e32,m1 is EMUL 1/4 (fine)
  r.x[a1] = kMem;
  r.vset(8, 2, 4);
  CHECK(illegal(r.run(Insn::vle32_v, {0, a1})));
  r.vset(32, 0, 4);
  CHECK(!r.run(Insn::vle8_v, {1, a1}).trap);
  // vrgatherei16 at e8,m8: the index group would be EMUL 16
  r.vset(8, 3, 4);
  CHECK(illegal(r.run(Insn::vrgatherei16_vv, {0, 8, 16})));
}

TEST_CASE("coral.vec.register_group_alignment") {
  Rig r;
  r.vset(32, 2, 8);  // LMUL 4
  CHECK(illegal(r.run(Insn::vadd_vv, {2, 4, 8})));   // vd v2
  CHECK(illegal(r.run(Insn::vadd_vv, {4, 6, 8})));   // vs2 v6
  CHECK(illegal(r.run(Insn::vadd_vv, {4, 8, 9})));   // vs1 v9
  CHECK(!r.run(Insn::vadd_vv, {4, 8, 12}).trap);
  // masks, reduction scalars and vmv.s.x are single registers
  CHECK(!r.run(Insn::vmseq_vv, {3, 8, 12}).trap);
  CHECK(!r.run(Insn::vredsum_vs, {3, 8, 5}).trap);
  CHECK(!r.run(Insn::vmv_s_x, {7, a0}).trap);
  r.vset(16, 1, 8);  // widening destination EMUL 4
  CHECK(illegal(r.run(Insn::vwadd_vv, {2, 8, 10})));
  CHECK(!r.run(Insn::vwadd_vv, {4, 8, 10}).trap);
  // whole registers: multiples of NREG
  CHECK(illegal(r.run(Insn::vmv4r_v, {2, 8})));
  CHECK(illegal(r.run(Insn::vmv2r_v, {2, 9})));
  r.x[a1] = kMem;
  CHECK(illegal(r.run(Insn::vl8re8_v, {4, a1})));
  CHECK(!r.run(Insn::vl8re8_v, {8, a1}).trap);
  // segments: nf * EMUL <= 8 and within v31
  r.vset(32, 1, 4);
  CHECK(!r.run(Insn::vlseg4e32_v, {0, a1}).trap);    // 4 x 2
  CHECK(illegal(r.run(Insn::vlseg5e32_v, {0, a1})));  // 5 x 2 = 10
  r.vset(32, 0, 4);
  CHECK(illegal(r.run(Insn::vlseg8e32_v, {26, a1})));  // v26..v33
  CHECK(!r.run(Insn::vlseg8e32_v, {24, a1}).trap);
}

TEST_CASE("coral.vec.overlap_rules") {
  Rig r;
  r.vset(16, 0, 4);
  // widening: a SEW source may overlap only the highest-numbered half of vd (LMUL >= 1)
  CHECK(!r.run(Insn::vwadd_vv, {2, 3, 5}).trap);
  CHECK(illegal(r.run(Insn::vwadd_vv, {2, 2, 5})));
  CHECK(illegal(r.run(Insn::vwadd_vv, {2, 4, 2})));
  CHECK(!r.run(Insn::vwadd_wv, {2, 2, 6}).trap);  // the wide source may be vd
  r.vset(16, -1, 4);  // a fractional source cannot overlap a wider destination at all
  CHECK(illegal(r.run(Insn::vwadd_vv, {2, 2, 5})));
  r.vset(16, 0, 4);
  // narrowing: vd may overlap only the lowest-numbered register of the wide source
  CHECK(!r.run(Insn::vnsrl_wi, {4, 4, 1}).trap);
  CHECK(illegal(r.run(Insn::vnsrl_wi, {5, 4, 1})));
  // compares: a mask destination may be the lowest register of a source group
  r.vset(16, 1, 4);
  CHECK(!r.run(Insn::vmslt_vv, {4, 4, 6}).trap);
  CHECK(illegal(r.run(Insn::vmslt_vv, {5, 4, 6})));
  r.vset(32, 0, 4);
  // instructions that forbid any overlap
  CHECK(illegal(r.run(Insn::vslideup_vi, {4, 4, 1})));
  CHECK(!r.run(Insn::vslidedown_vi, {4, 4, 1}).trap);
  CHECK(illegal(r.run(Insn::vslide1up_vx, {4, 4, a0})));
  CHECK(illegal(r.run(Insn::vrgather_vv, {4, 5, 4})));
  CHECK(illegal(r.run(Insn::vrgather_vv, {4, 4, 5})));
  CHECK(!r.run(Insn::vrgather_vx, {4, 5, a0}).trap);
  CHECK(illegal(r.run(Insn::vcompress_vm, {4, 4, 1})));
  CHECK(illegal(r.run(Insn::viota_m, {4, 4})));
  CHECK(illegal(r.run(Insn::vmsbf_m, {4, 4})));
  // masked instructions cannot write v0 unless they produce a mask
  CHECK(illegal(r.run(Insn::vadd_vv, {0, 2, 3}, true)));
  CHECK(!r.run(Insn::vadd_vv, {0, 2, 3}, false).trap);
  CHECK(!r.run(Insn::vmseq_vv, {0, 2, 3}, true).trap);
  CHECK(illegal(r.run(Insn::vmsbf_m, {0, 2}, true)));
  CHECK(!r.run(Insn::vredsum_vs, {0, 2, 3}, true).trap);
  CHECK(illegal(r.run(Insn::vadc_vvm, {0, 2, 3, 0})));
  CHECK(illegal(r.run(Insn::vmerge_vvm, {0, 2, 3, 0})));
  CHECK(!r.run(Insn::vmadc_vvm, {0, 2, 3, 0}).trap);
  r.x[a1] = kMem;
  CHECK(illegal(r.run(Insn::vle32_v, {0, a1}, true)));
  // indexed segment loads: the fields cannot overlap the index
  CHECK(illegal(r.run(Insn::vluxseg2ei32_v, {4, a1, 5})));
  CHECK(!r.run(Insn::vluxei32_v, {4, a1, 4}).trap);  // same EEW: allowed
}

TEST_CASE("coral.vec.vstart_zero_instructions") {
  Rig r;
  r.vset(8, 0, 8);
  for (Insn id : {Insn::vredsum_vs, Insn::vcompress_vm, Insn::vmsbf_m, Insn::viota_m}) {
    r.s.vstart = 1;
    INFO(info(id).mnemonic);
    const Effects e = id == Insn::vmsbf_m || id == Insn::viota_m ? r.run(id, {4, 2}) : r.run(id, {4, 2, 3});
    CHECK(illegal(e));
  }
  r.s.vstart = 1;
  CHECK(illegal(r.run(Insn::vcpop_m, {a0, 2})));
  CHECK(illegal(r.run(Insn::vfirst_m, {a0, 2})));
  r.s.vstart = 0;
  CHECK(!r.run(Insn::vcpop_m, {a0, 2}).trap);
  CHECK(illegal_reason(r.s, operands_of(Rig::word(Insn::vadd_vv, {2, 4, 4}), r.x)).empty());
  r.s.vstart = 1;
  CHECK(illegal_reason(r.s, operands_of(Rig::word(Insn::vredsum_vs, {2, 4, 4}), r.x)) == "vstart is 1, not 0");
}

TEST_CASE("coral.vec.other_vlen") {
  for (unsigned vlen : {64u, 256u, 1024u}) {
    INFO("VLEN " << vlen);
    Rig r(vlen);
    CHECK(r.s.vlenb == vlen / 8);
    CHECK(r.vset(32, 0, 1000) == vlen / 32);
    CHECK(r.vset(8, 3, 5000) == vlen);
    CHECK(r.vset(8, -2, 100) == vlen / 32);
    // a whole group at LMUL 8 and e8: VLEN elements
    r.vset(8, 3, vlen);
    r.x[a0] = 3;
    r.run(Insn::vmv_v_x, {8, a0});
    r.run(Insn::vadd_vi, {8, 8, 2});
    CHECK(r.s.elem(8, vlen - 1, 8) == 5);
    CHECK(r.s.elem(15, vlen / 8 - 1, 8) == 5);
    CHECK(r.s.vstart_mask() == vlen - 1);
  }
}
