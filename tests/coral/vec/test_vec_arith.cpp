// The vector model's integer arithmetic with hand-computed values at SEW 8, 16 and 32: add, sub,
// logic, shifts, min/max, multiply (low and high halves), divide and remainder with their corner
// cases, multiply-add, carries, merge and moves, widening and narrowing, integer extension and
// compares; and the element policies: masking, tail and inactive elements undisturbed, vl = 0,
// vstart != 0, vl < VLMAX.
#include "vec_rig.h"

using namespace vectest;
using V = std::vector<std::uint32_t>;

TEST_CASE("coral.vec.add_sub_logic_by_sew") {
  Rig r;
  r.vset(8, 0, 4);
  r.set(2, 8, {0xff, 0x80, 0x7f, 0x01});
  r.set(3, 8, {0x01, 0x80, 0x01, 0xff});
  r.run(Insn::vadd_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 4) == V{0x00, 0x00, 0x80, 0x00});  // wraps modulo 2^8
  r.run(Insn::vsub_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 4) == V{0xfe, 0x00, 0x7e, 0x02});
  r.x[a0] = 0x12345605;  // .vx uses the low SEW bits: 0x05
  r.run(Insn::vrsub_vx, {4, 2, a0});
  CHECK(r.get(4, 8, 4) == V{0x06, 0x85, 0x86, 0x04});
  r.run(Insn::vrsub_vi, {4, 2, -1});
  CHECK(r.get(4, 8, 4) == V{0x00, 0x7f, 0x80, 0xfe});
  r.run(Insn::vxor_vi, {4, 2, -1});  // vnot.v
  CHECK(r.get(4, 8, 4) == V{0x00, 0x7f, 0x80, 0xfe});
  r.run(Insn::vand_vi, {4, 2, 15});
  CHECK(r.get(4, 8, 4) == V{0x0f, 0x00, 0x0f, 0x01});
  r.vset(16, 0, 3);
  r.set(2, 16, {0x8000, 0x7fff, 0x1234});
  r.run(Insn::vadd_vi, {4, 2, -16});
  CHECK(r.get(4, 16, 3) == V{0x7ff0, 0x7fef, 0x1224});
  r.x[a0] = 0xffff0001u;
  r.run(Insn::vor_vx, {4, 2, a0});
  CHECK(r.get(4, 16, 3) == V{0x8001, 0x7fff, 0x1235});
  r.vset(32, 0, 2);
  r.set(2, 32, {0xffffffffu, 0x80000000u});
  r.set(3, 32, {2, 0x80000000u});
  r.run(Insn::vadd_vv, {4, 2, 3});
  CHECK(r.get(4, 32, 2) == V{1, 0});
}

TEST_CASE("coral.vec.shifts_use_log2_sew_bits") {
  Rig r;
  r.vset(8, 0, 3);
  r.set(2, 8, {0x81, 0x81, 0x81});
  r.set(3, 8, {1, 9, 15});  // 9 & 7 = 1, 15 & 7 = 7
  r.run(Insn::vsra_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 3) == V{0xc0, 0xc0, 0xff});
  r.run(Insn::vsrl_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 3) == V{0x40, 0x40, 0x01});
  r.run(Insn::vsll_vi, {4, 2, 31});  // 31 & 7 = 7
  CHECK(r.get(4, 8, 3) == V{0x80, 0x80, 0x80});
  r.vset(32, 0, 1);
  r.set(2, 32, {0x80000001u});
  r.x[a0] = 33;  // 33 & 31 = 1
  r.run(Insn::vsra_vx, {4, 2, a0});
  CHECK(r.s.elem(4, 0, 32) == 0xc0000000u);
}

TEST_CASE("coral.vec.min_max_signed_unsigned") {
  Rig r;
  r.vset(16, 0, 2);
  r.set(2, 16, {0xffff, 0x0001});
  r.set(3, 16, {0x0001, 0x8000});
  r.run(Insn::vmin_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 2) == V{0xffff, 0x8000});
  r.run(Insn::vminu_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 2) == V{0x0001, 0x0001});
  r.run(Insn::vmax_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 2) == V{0x0001, 0x0001});
  r.run(Insn::vmaxu_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 2) == V{0xffff, 0x8000});
  r.run(Insn::vmax_vx, {4, 2, zero});  // relu
  CHECK(r.get(4, 16, 2) == V{0, 1});
}

TEST_CASE("coral.vec.multiply_high_halves") {
  Rig r;
  r.vset(8, 0, 4);
  r.set(2, 8, {0x80, 0xff, 0x10, 0xff});
  r.set(3, 8, {0x80, 0xff, 0x10, 0x02});
  r.run(Insn::vmul_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 4) == V{0x00, 0x01, 0x00, 0xfe});
  r.run(Insn::vmulh_vv, {4, 2, 3});  // -128*-128 = 0x4000; -1*-1 = 1; 16*16 = 0x100; -1*2 = -2
  CHECK(r.get(4, 8, 4) == V{0x40, 0x00, 0x01, 0xff});
  r.run(Insn::vmulhu_vv, {4, 2, 3});  // 128*128 = 0x4000; 255*255 = 0xfe01; 255*2 = 0x1fe
  CHECK(r.get(4, 8, 4) == V{0x40, 0xfe, 0x01, 0x01});
  r.run(Insn::vmulhsu_vv, {4, 2, 3});  // signed vs2 x unsigned vs1: -128*128, -1*255, 16*16, -1*2
  CHECK(r.get(4, 8, 4) == V{0xc0, 0xff, 0x01, 0xff});
  r.vset(32, 0, 2);
  r.set(2, 32, {0xffffffffu, 0x80000000u});
  r.set(3, 32, {0xffffffffu, 0x80000000u});
  r.run(Insn::vmulhsu_vv, {4, 2, 3});  // -1 * (2^32-1) = -(2^32-1): high word -1; -2^31 * 2^31 = -2^62
  CHECK(r.get(4, 32, 2) == V{0xffffffffu, 0xc0000000u});
  r.run(Insn::vmulh_vv, {4, 2, 3});  // 1; 2^62
  CHECK(r.get(4, 32, 2) == V{0, 0x40000000u});
}

TEST_CASE("coral.vec.divide_corner_cases") {
  Rig r;
  r.vset(8, 0, 4);
  r.set(2, 8, {0x80, 0x07, 0xf9, 0x07});  // -128, 7, -7, 7
  r.set(3, 8, {0xff, 0x00, 0x02, 0xfe});  // -1, 0, 2, -2
  r.run(Insn::vdiv_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 4) == V{0x80, 0xff, 0xfd, 0xfd});  // overflow; /0 = -1; -7/2 = -3; 7/-2 = -3
  r.run(Insn::vrem_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 4) == V{0x00, 0x07, 0xff, 0x01});  // 0; x; -1; 1
  r.run(Insn::vdivu_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 4) == V{0x00, 0xff, 0x7c, 0x00});  // 128/255; /0 = all ones; 249/2; 7/254
  r.run(Insn::vremu_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 4) == V{0x80, 0x07, 0x01, 0x07});
  r.vset(32, 0, 1);
  r.set(2, 32, {0x80000000u});
  r.x[a0] = 0xffffffffu;
  r.run(Insn::vdiv_vx, {4, 2, a0});
  CHECK(r.s.elem(4, 0, 32) == 0x80000000u);
  r.run(Insn::vrem_vx, {4, 2, a0});
  CHECK(r.s.elem(4, 0, 32) == 0u);
}

TEST_CASE("coral.vec.multiply_add") {
  Rig r;
  r.vset(16, 0, 2);
  r.set(4, 16, {10, 0xfffe});  // vd
  r.set(2, 16, {3, 4});       // vs2
  r.set(3, 16, {5, 0x8000});  // vs1
  r.run(Insn::vmacc_vv, {4, 3, 2});  // vd += vs1*vs2: 10+15; -2 + 0x8000*4 (= 0 mod 2^16)
  CHECK(r.get(4, 16, 2) == V{25, 0xfffe});
  r.run(Insn::vnmsac_vv, {4, 3, 2});  // vd -= vs1*vs2
  CHECK(r.get(4, 16, 2) == V{10, 0xfffe});
  r.run(Insn::vmadd_vv, {4, 3, 2});  // vd = vs1*vd + vs2: 53; 0x8000*-2 + 4 = 4
  CHECK(r.get(4, 16, 2) == V{53, 4});
  r.x[a0] = 2;
  r.run(Insn::vnmsub_vx, {4, a0, 2});  // vd = -(x*vd) + vs2: -106 + 3; -8 + 4
  CHECK(r.get(4, 16, 2) == V{0xff99, 0xfffc});
}

TEST_CASE("coral.vec.carries_merge_and_moves") {
  Rig r;
  r.vset(8, 0, 4);
  r.mask({1, 0, 1, 0});
  r.set(2, 8, {0xff, 0xff, 0x10, 0x00});
  r.set(3, 8, {0x01, 0x00, 0x20, 0x00});
  r.run(Insn::vadc_vvm, {4, 2, 3, 0});
  CHECK(r.get(4, 8, 4) == V{0x01, 0xff, 0x31, 0x00});
  r.run(Insn::vmadc_vvm, {5, 2, 3, 0});  // carries: 0xff+1+1, 0xff+0+0, no, no
  CHECK((r.s.reg(5)[0] & 0xf) == 0x1);
  r.run(Insn::vmadc_vv, {5, 2, 3});
  CHECK((r.s.reg(5)[0] & 0xf) == 0x1);
  r.run(Insn::vsbc_vvm, {4, 3, 2, 0});  // vs2 - vs1 - borrow: 1-255-1, 0-255, 0x20-0x10-1, 0
  CHECK(r.get(4, 8, 4) == V{0x01, 0x01, 0x0f, 0x00});
  r.run(Insn::vmsbc_vvm, {5, 3, 2, 0});  // borrow out: 1 < 256, 0 < 255, 0x20 < 0x11? no, 0 < 0? no
  CHECK((r.s.reg(5)[0] & 0xf) == 0x3);
  r.run(Insn::vmerge_vim, {4, 2, -3, 0});
  CHECK(r.get(4, 8, 4) == V{0xfd, 0xff, 0xfd, 0x00});
  r.x[a0] = 0x1234;
  r.run(Insn::vmv_v_x, {4, a0});
  CHECK(r.get(4, 8, 4) == V{0x34, 0x34, 0x34, 0x34});
  r.run(Insn::vmv_v_v, {6, 4});
  CHECK(r.get(6, 8, 4) == V{0x34, 0x34, 0x34, 0x34});
}

TEST_CASE("coral.vec.masking_tail_vl0_vstart") {
  Rig r;
  r.fill(4, 1, 0xaa);
  r.vset(8, 0, 6, true, true);  // ta, ma: left undisturbed on this core
  r.set(2, 8, {1, 2, 3, 4, 5, 6, 7, 8});
  r.mask({1, 0, 1, 1, 0, 1, 1, 1});
  Effects e = r.run(Insn::vadd_vi, {4, 2, 1}, true);
  CHECK(r.get(4, 8, 8) == V{2, 0xaa, 4, 5, 0xaa, 7, 0xaa, 0xaa});  // inactive 1, 4; tail 6, 7
  REQUIRE(e.vregs.size() == 1);
  CHECK(e.vregs[0].reg == 4);
  CHECK(e.vregs[0].written == std::vector<std::uint8_t>({1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
  CHECK(e.vregs[0].data[0] == 2);
  // vstart: elements below it untouched, vstart reset to 0
  r.fill(4, 1, 0xaa);
  r.s.vstart = 3;
  e = r.run(Insn::vadd_vi, {4, 2, 1});
  CHECK(r.get(4, 8, 8) == V{0xaa, 0xaa, 0xaa, 5, 6, 7, 0xaa, 0xaa});
  CHECK(r.s.vstart == 0);
  CHECK(e.vstart == 0);
  // vstart >= vl: nothing
  r.fill(4, 1, 0xaa);
  r.s.vstart = 6;
  e = r.run(Insn::vadd_vi, {4, 2, 1});
  CHECK(e.vregs.empty());
  CHECK(r.s.vstart == 0);
  // vl = 0: nothing written, vstart reset
  r.vset(8, 0, 0);
  e = r.run(Insn::vadd_vi, {4, 2, 1});
  CHECK(e.vregs.empty());
  CHECK(!e.trap);
  // fractional LMUL: the tail is the rest of the register
  r.vset(8, -1, 100);  // VLMAX 8
  CHECK(r.s.vl == 8);
  r.run(Insn::vadd_vi, {4, 2, 0});
  CHECK(r.get(4, 8, 9) == V{1, 2, 3, 4, 5, 6, 7, 8, 0xaa});
}

TEST_CASE("coral.vec.lmul_groups") {
  Rig r;
  r.vset(32, 2, 16);  // LMUL 4: v8..v11 is one vector of 16 int32
  for (unsigned i = 0; i < 16; ++i) r.s.set_elem(8, i, 32, i * 1000);
  r.x[a0] = 7;
  r.run(Insn::vmul_vx, {12, 8, a0});
  CHECK(r.s.elem(12, 15, 32) == 105000u);
  CHECK(r.s.elem(15, 3, 32) == 105000u);  // element 15 is the last one of register v15
  CHECK(r.s.elem(13, 0, 32) == 28000u);   // element 4 is the first of v13
}

TEST_CASE("coral.vec.widening") {
  Rig r;
  r.vset(8, 0, 4);
  r.set(2, 8, {0xff, 0x80, 0x7f, 0x01});
  r.set(3, 8, {0xff, 0x80, 0x7f, 0x02});
  r.run(Insn::vwadd_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 4) == V{0xfffe, 0xff00, 0x00fe, 0x0003});
  r.run(Insn::vwaddu_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 4) == V{0x01fe, 0x0100, 0x00fe, 0x0003});
  r.run(Insn::vwsub_vx, {4, 2, zero});  // vwcvt: sign-extend
  CHECK(r.get(4, 16, 4) == V{0xffff, 0xff80, 0x007f, 0x0001});
  r.run(Insn::vwmul_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 4) == V{0x0001, 0x4000, 0x3f01, 0x0002});
  r.run(Insn::vwmulsu_vv, {4, 2, 3});  // signed vs2 x unsigned vs1: -1*255, -128*128
  CHECK(r.get(4, 16, 4) == V{0xff01, 0xc000, 0x3f01, 0x0002});
  r.run(Insn::vwmulu_vv, {4, 2, 3});
  CHECK(r.get(4, 16, 4) == V{0xfe01, 0x4000, 0x3f01, 0x0002});
  // .wv: the wide source
  r.set(6, 16, {0x1000, 0xffff, 0x0000, 0x8000});
  r.run(Insn::vwadd_wv, {4, 6, 2});
  CHECK(r.get(4, 16, 4) == V{0x0fff, 0xff7f, 0x007f, 0x8001});
  // widening multiply-add at e16 into int32
  r.vset(16, 0, 2);
  r.set(8, 32, {100, 0xffffffffu});
  r.set(2, 16, {0x8000, 0xffff});
  r.set(3, 16, {0x8000, 0x0002});
  r.run(Insn::vwmacc_vv, {8, 3, 2});  // 100 + 2^30; -1 + -2
  CHECK(r.get(8, 32, 2) == V{0x40000064u, 0xfffffffdu});
  r.run(Insn::vwmaccsu_vv, {8, 3, 2});  // signed vs1 x unsigned vs2: -32768 * 32768; 2 * 65535
  CHECK(r.get(8, 32, 2) == V{0x40000064u - 0x40000000u, 0xfffffffdu + 131070u});
  r.x[a0] = 0xffff;                      // unsigned x[rs1] x signed vs2
  r.run(Insn::vwmaccus_vx, {8, a0, 2});  // 65535 * -32768; 65535 * -1
  CHECK(r.get(8, 32, 2) == V{100u - 0x7fff8000u, 0xfffffffdu + 131070u - 65535u});
}

TEST_CASE("coral.vec.narrowing_shifts") {
  Rig r;
  r.vset(16, 0, 3);
  r.set(4, 32, {0x12345678u, 0x80000000u, 0xfffffff0u});
  r.run(Insn::vnsrl_wi, {2, 4, 8});
  CHECK(r.get(2, 16, 3) == V{0x3456, 0x0000, 0xffff});
  r.run(Insn::vnsra_wi, {2, 4, 16});
  CHECK(r.get(2, 16, 3) == V{0x1234, 0x8000, 0xffff});
  r.x[a0] = 36;  // 36 & 31 = 4
  r.run(Insn::vnsrl_wx, {2, 4, a0});
  CHECK(r.get(2, 16, 3) == V{0x4567, 0x0000, 0xffff});
  r.set(3, 16, {0, 31, 1});
  r.run(Insn::vnsra_wv, {2, 4, 3});
  CHECK(r.get(2, 16, 3) == V{0x5678, 0xffff, 0xfff8});
}

TEST_CASE("coral.vec.integer_extension") {
  Rig r;
  r.vset(32, 0, 4);
  r.set(2, 8, {0x80, 0x7f, 0xff, 0x01});
  r.run(Insn::vsext_vf4, {4, 2});
  CHECK(r.get(4, 32, 4) == V{0xffffff80u, 0x7f, 0xffffffffu, 1});
  r.run(Insn::vzext_vf4, {4, 2});
  CHECK(r.get(4, 32, 4) == V{0x80, 0x7f, 0xff, 1});
  r.vset(16, 1, 4);
  r.set(2, 8, {0x80, 0x7f, 0xff, 0x01});
  r.run(Insn::vsext_vf2, {4, 2});
  CHECK(r.get(4, 16, 4) == V{0xff80, 0x7f, 0xffff, 1});
}

TEST_CASE("coral.vec.compares_into_masks") {
  Rig r;
  r.vset(8, 0, 5);
  r.fill(1, 1, 0xff);  // the mask tail (bits 5..) must stay set
  r.set(2, 8, {0xff, 0x01, 0x80, 0x00, 0x7f});
  r.x[a0] = 1;
  r.run(Insn::vmslt_vx, {1, 2, a0});  // signed: -1 < 1, 1 < 1, -128 < 1, 0 < 1, 127 < 1
  CHECK(r.s.reg(1)[0] == (0xe0 | 0b01101));
  r.run(Insn::vmsltu_vx, {1, 2, a0});  // unsigned: 255, 1, 128, 0, 127 < 1
  CHECK(r.s.reg(1)[0] == (0xe0 | 0b01000));
  r.run(Insn::vmsleu_vi, {1, 2, -1});  // the immediate -1 is 255 unsigned: everything <=
  CHECK(r.s.reg(1)[0] == 0xff);
  r.run(Insn::vmsgt_vi, {1, 2, -1});  // signed > -1: 1, 0, 127
  CHECK(r.s.reg(1)[0] == (0xe0 | 0b11010));
  r.mask({0, 1, 1, 1, 1});
  r.fill(1, 1, 0x00);
  r.run(Insn::vmseq_vi, {1, 2, -1}, true);  // element 0 equal but inactive: its bit stays 0
  CHECK(r.s.reg(1)[0] == 0);
  r.run(Insn::vmsne_vi, {1, 2, -1}, true);
  CHECK(r.s.reg(1)[0] == 0b11110);
  // LMUL 2 compare: one mask register, 32 bits
  r.vset(8, 1, 32);
  r.fill(2, 2, 5);
  r.run(Insn::vmseq_vi, {6, 2, 5});
  CHECK(r.s.elem(6, 0, 32) == 0xffffffffu);
}
