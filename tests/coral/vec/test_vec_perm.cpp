// The vector model's reductions, mask instructions and permutations with hand-computed values:
// sums that wrap, signed/unsigned min/max, masked reductions, vl = 0, widening sums; mask logic,
// vcpop/vfirst, vmsbf/vmsif/vmsof, viota, vid; scalar moves; slides; gathers; compress; whole-register
// moves.
#include "vec_rig.h"

using namespace vectest;
using V = std::vector<std::uint32_t>;

TEST_CASE("coral.vec.reductions") {
  Rig r;
  r.vset(8, 0, 5);
  r.fill(4, 1, 0xaa);
  r.set(2, 8, {0x7f, 0x02, 0x80, 0xff, 0x10});
  r.set(3, 8, {0x01});
  r.run(Insn::vredsum_vs, {4, 2, 3});  // 1 + 127 + 2 + 128 + 255 + 16 = 529 = 0x211 -> 0x11
  CHECK(r.get(4, 8, 2) == V{0x11, 0xaa});  // only element 0 is written
  r.run(Insn::vredmax_vs, {4, 2, 3});   // signed: 127
  CHECK(r.s.elem(4, 0, 8) == 0x7f);
  r.run(Insn::vredmin_vs, {4, 2, 3});   // signed: -128
  CHECK(r.s.elem(4, 0, 8) == 0x80);
  r.run(Insn::vredmaxu_vs, {4, 2, 3});
  CHECK(r.s.elem(4, 0, 8) == 0xff);
  r.run(Insn::vredminu_vs, {4, 2, 3});  // the start value 1 is the smallest
  CHECK(r.s.elem(4, 0, 8) == 0x01);
  r.run(Insn::vredand_vs, {4, 2, 3});
  CHECK(r.s.elem(4, 0, 8) == 0x00);
  r.run(Insn::vredor_vs, {4, 2, 3});
  CHECK(r.s.elem(4, 0, 8) == 0xff);
  r.run(Insn::vredxor_vs, {4, 2, 3});  // 1 ^ 7f ^ 02 ^ 80 ^ ff ^ 10
  CHECK(r.s.elem(4, 0, 8) == (0x01u ^ 0x7f ^ 0x02 ^ 0x80 ^ 0xff ^ 0x10));
  r.mask({0, 1, 0, 0, 1});
  r.run(Insn::vredsum_vs, {4, 2, 3}, true);  // 1 + 2 + 16
  CHECK(r.s.elem(4, 0, 8) == 19);
  // widening: int8 elements summed in int16
  r.set(5, 16, {0x1000});
  r.run(Insn::vwredsum_vs, {4, 2, 5});  // 4096 + 127 + 2 - 128 - 1 + 16
  CHECK(r.s.elem(4, 0, 16) == 4096u + 16);
  r.run(Insn::vwredsumu_vs, {4, 2, 5});  // 4096 + 127 + 2 + 128 + 255 + 16
  CHECK(r.s.elem(4, 0, 16) == 4096u + 528);
  // vl = 0: vd is not written
  r.vset(8, 0, 0);
  const Effects e = r.run(Insn::vredsum_vs, {4, 2, 3});
  CHECK(e.vregs.empty());
  // an LMUL group reduces into one element
  r.vset(32, 2, 16);
  for (unsigned i = 0; i < 16; ++i) r.s.set_elem(8, i, 32, i + 1);
  r.set(1, 32, {1000});
  r.run(Insn::vredsum_vs, {1, 8, 1});
  CHECK(r.s.elem(1, 0, 32) == 1136u);
}

TEST_CASE("coral.vec.mask_logic_and_counts") {
  Rig r;
  r.vset(8, 0, 10);
  r.fill(1, 1, 0xff);  // destination: bits 10.. must stay set
  r.mask({1, 1, 0, 0, 1, 0, 1, 0, 1, 1}, 2);
  r.mask({1, 0, 1, 0, 1, 1, 0, 0, 0, 1}, 3);
  auto bits = [&](unsigned reg) { return unsigned(r.s.reg(reg)[0]) | unsigned(r.s.reg(reg)[1]) << 8; };
  r.run(Insn::vmand_mm, {1, 2, 3});
  CHECK(bits(1) == (0xfc00u | 0b1000010001u));
  r.run(Insn::vmandn_mm, {1, 2, 3});  // vs2 & ~vs1
  CHECK(bits(1) == (0xfc00u | 0b0101000010u));
  r.run(Insn::vmorn_mm, {1, 2, 3});   // vs2 | ~vs1
  CHECK(bits(1) == (0xfc00u | 0b1111011011u));
  r.run(Insn::vmxnor_mm, {1, 2, 3});
  CHECK(bits(1) == (0xfc00u | 0b1010011001u));
  r.run(Insn::vmnor_mm, {1, 2, 3});
  CHECK(bits(1) == (0xfc00u | 0b0010001000u));
  r.x[a0] = r.run(Insn::vcpop_m, {a0, 2}).x_value;
  CHECK(r.x[a0] == 6);
  CHECK(r.run(Insn::vfirst_m, {a0, 2}).x_value == 0);
  r.mask({0, 0, 1, 1, 0, 0, 0, 0, 0, 0});  // v0
  CHECK(r.run(Insn::vcpop_m, {a0, 2}, true).x_value == 0);  // v2 has 0s at elements 2, 3
  CHECK(r.run(Insn::vfirst_m, {a0, 3}, true).x_value == 2);
  CHECK(r.run(Insn::vfirst_m, {a0, 2}, true).x_value == 0xffffffffu);
  r.vset(8, 0, 0);  // vl = 0: the scalar is still written
  Effects e = r.run(Insn::vcpop_m, {a0, 3});
  CHECK(e.x_we);
  CHECK(e.x_value == 0);
  CHECK(r.run(Insn::vfirst_m, {a0, 3}).x_value == 0xffffffffu);
}

TEST_CASE("coral.vec.set_first_iota_id") {
  Rig r;
  r.vset(8, 0, 8);
  r.mask({0, 0, 1, 0, 1, 0, 0, 1}, 2);
  r.fill(4, 1, 0);
  r.run(Insn::vmsbf_m, {4, 2});
  CHECK(r.s.reg(4)[0] == 0b00000011);
  r.run(Insn::vmsif_m, {4, 2});
  CHECK(r.s.reg(4)[0] == 0b00000111);
  r.run(Insn::vmsof_m, {4, 2});
  CHECK(r.s.reg(4)[0] == 0b00000100);
  r.mask({0, 0, 0, 0, 0, 0, 0, 0}, 3);  // no bit set
  r.run(Insn::vmsbf_m, {4, 3});
  CHECK(r.s.reg(4)[0] == 0xff);
  r.run(Insn::vmsof_m, {4, 3});
  CHECK(r.s.reg(4)[0] == 0x00);
  // masked: only active elements count and are written
  r.mask({1, 1, 0, 1, 1, 1, 1, 1});  // v0: element 2 inactive -> the first active set bit is 4
  r.fill(4, 1, 0);
  r.run(Insn::vmsif_m, {4, 2}, true);
  CHECK(r.s.reg(4)[0] == 0b00011011);
  r.fill(6, 1, 0x55);
  r.run(Insn::viota_m, {6, 2});
  CHECK(r.get(6, 8, 8) == V{0, 0, 0, 1, 1, 2, 2, 2});
  r.run(Insn::viota_m, {6, 2}, true);  // element 2 inactive: not written, not counted
  CHECK(r.get(6, 8, 8) == V{0, 0, 0, 0, 0, 1, 1, 1});
  r.run(Insn::vid_v, {6}, true);
  CHECK(r.get(6, 8, 8) == V{0, 1, 0, 3, 4, 5, 6, 7});
}

TEST_CASE("coral.vec.scalar_moves") {
  Rig r;
  r.vset(8, 0, 4);
  r.set(2, 8, {0x80, 1});
  CHECK(r.run(Insn::vmv_x_s, {a0, 2}).x_value == 0xffffff80u);  // sign-extended
  r.vset(16, 0, 4);
  CHECK(r.run(Insn::vmv_x_s, {a0, 2}).x_value == 0x00000180u);
  r.vset(16, 0, 0);  // vl = 0: vmv.x.s still reads, vmv.s.x writes nothing
  CHECK(r.run(Insn::vmv_x_s, {a0, 2}).x_value == 0x00000180u);
  r.x[a1] = 0x12345678;
  CHECK(r.run(Insn::vmv_s_x, {2, a1}).vregs.empty());
  r.vset(16, 0, 1);
  r.run(Insn::vmv_s_x, {2, a1});
  CHECK(r.s.elem(2, 0, 32) == 0x00005678u);  // element 0 = low 16 bits; element 1 untouched (0)
  r.vset(32, 3, 1);  // LMUL does not matter: element 0 of vs2 and vd (any register)
  CHECK(r.run(Insn::vmv_x_s, {a0, 3}).x_value == r.s.elem(3, 0, 32));
  CHECK(!r.run(Insn::vmv_s_x, {5, a1}).trap);
}

TEST_CASE("coral.vec.slides") {
  Rig r;
  r.vset(16, 0, 6);  // VLMAX 8
  r.set(2, 16, {1, 2, 3, 4, 5, 6, 7, 8});
  r.fill(4, 1, 0xee);
  r.run(Insn::vslideup_vi, {4, 2, 2});
  CHECK(r.get(4, 16, 8) == V{0xeeee, 0xeeee, 1, 2, 3, 4, 0xeeee, 0xeeee});
  r.x[a0] = 3;
  r.run(Insn::vslidedown_vx, {4, 2, a0});  // elements 3.. of vs2, within VLMAX (not vl)
  CHECK(r.get(4, 16, 8) == V{4, 5, 6, 7, 8, 0, 0xeeee, 0xeeee});
  r.x[a0] = 0xffffffffu;  // a huge offset: everything slides out
  r.run(Insn::vslidedown_vx, {4, 2, a0});
  CHECK(r.get(4, 16, 6) == V{0, 0, 0, 0, 0, 0});
  r.run(Insn::vslideup_vx, {4, 2, a0});  // nothing moves in: untouched
  CHECK(r.get(4, 16, 6) == V{0, 0, 0, 0, 0, 0});
  r.x[a0] = 0x1234abcd;
  r.run(Insn::vslide1up_vx, {4, 2, a0});
  CHECK(r.get(4, 16, 8) == V{0xabcd, 1, 2, 3, 4, 5, 0xeeee, 0xeeee});
  r.run(Insn::vslide1down_vx, {4, 2, a0});
  CHECK(r.get(4, 16, 8) == V{2, 3, 4, 5, 6, 0xabcd, 0xeeee, 0xeeee});
  // in place (allowed for slide down)
  r.run(Insn::vslidedown_vi, {2, 2, 1});
  CHECK(r.get(2, 16, 8) == V{2, 3, 4, 5, 6, 7, 7, 8});
}

TEST_CASE("coral.vec.gathers_and_compress") {
  Rig r;
  r.vset(8, 0, 6);
  r.set(2, 8, {10, 11, 12, 13, 14, 15, 16, 17});
  r.set(3, 8, {5, 0, 200, 15, 16, 1});  // VLMAX 16: 200 and 16 give 0
  r.run(Insn::vrgather_vv, {4, 2, 3});
  CHECK(r.get(4, 8, 6) == V{15, 10, 0, 0, 0, 11});  // element 15 of v2 is 0 (never written)
  r.x[a0] = 3;
  r.run(Insn::vrgather_vx, {4, 2, a0});
  CHECK(r.get(4, 8, 6) == V{13, 13, 13, 13, 13, 13});
  r.run(Insn::vrgather_vi, {4, 2, 31});
  CHECK(r.get(4, 8, 6) == V{0, 0, 0, 0, 0, 0});
  // 16-bit indices at e8
  r.set(6, 16, {7, 256, 1, 0});
  r.vset(8, 0, 4);
  r.run(Insn::vrgatherei16_vv, {4, 2, 6});
  CHECK(r.get(4, 8, 4) == V{17, 0, 11, 10});
  // compress: the elements whose bit in vs1 is set, packed; the rest untouched
  r.vset(8, 0, 8);
  r.fill(8, 1, 0x99);
  r.mask({0, 1, 1, 0, 0, 0, 1, 0}, 1);
  r.run(Insn::vcompress_vm, {8, 2, 1});
  CHECK(r.get(8, 8, 5) == V{11, 12, 16, 0x99, 0x99});
}

TEST_CASE("coral.vec.whole_register_moves") {
  Rig r;
  r.vset(32, 0, 1);  // vl = 1: whole-register moves ignore it
  r.fill(8, 2, 0x5a);
  r.fill(4, 2, 0);
  const Effects e = r.run(Insn::vmv2r_v, {4, 8});
  CHECK(r.s.elem(5, 3, 32) == 0x5a5a5a5au);
  REQUIRE(e.vregs.size() == 2);
  CHECK(e.vregs[0].reg == 4);
  CHECK(e.vregs[1].reg == 5);
  // vstart counts elements of SEW
  r.fill(4, 2, 0);
  r.s.vstart = 6;
  r.run(Insn::vmv2r_v, {4, 8});
  CHECK(r.s.elem(4, 3, 32) == 0u);
  CHECK(r.s.elem(5, 1, 32) == 0u);
  CHECK(r.s.elem(5, 2, 32) == 0x5a5a5a5au);
  CHECK(r.s.vstart == 0);
}
