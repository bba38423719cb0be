// The vector model's fixed-point instructions with hand-computed values: saturating add/subtract
// (vxsat), averaging add/subtract under the four vxrm rounding modes, vsmul, scaling shifts and the
// narrowing clips, and the rounding rule itself.
#include "vec_rig.h"

using namespace vectest;
using V = std::vector<std::uint32_t>;

TEST_CASE("coral.vec.rounding_increment") {
  // v = 0b1011 (11) shifted right by 2: 2.75 -> rnu 3, rne 3, rdn 2, rod 3
  CHECK(round_inc(11, 2, 0) == 1);
  CHECK(round_inc(11, 2, 1) == 1);
  CHECK(round_inc(11, 2, 2) == 0);
  CHECK(round_inc(11, 2, 3) == 1);
  // v = 0b1010 (10) >> 2 = 2.5: rnu 3, rne 2 (even), rdn 2, rod 3 (odd)
  CHECK(round_inc(10, 2, 0) == 1);
  CHECK(round_inc(10, 2, 1) == 0);
  CHECK(round_inc(10, 2, 3) == 1);
  // v = 0b1110 (14) >> 2 = 3.5: rne 4, rod 3 (already odd)
  CHECK(round_inc(14, 2, 1) == 1);
  CHECK(round_inc(14, 2, 3) == 0);
  // exact results never round; d = 0 never rounds
  for (unsigned m = 0; m < 4; ++m) {
    CHECK(round_inc(12, 2, m) == 0);
    CHECK(round_inc(13, 0, m) == 0);
  }
}

TEST_CASE("coral.vec.saturating_add_sub_set_vxsat") {
  Rig r;
  r.vset(8, 0, 4);
  r.set(2, 8, {0x7f, 0x80, 0xf0, 0x10});
  r.set(3, 8, {0x01, 0xff, 0x20, 0x20});
  Effects e = r.run(Insn::vsadd_vv, {4, 2, 3});  // 127+1 -> 127; -128-1 -> -128; -16+32; 16+32
  CHECK(r.get(4, 8, 4) == V{0x7f, 0x80, 0x10, 0x30});
  CHECK(r.s.vxsat == 1);
  CHECK(e.vxsat_changed);
  r.s.vxsat = 0;
  e = r.run(Insn::vsaddu_vv, {4, 2, 3});  // 128; 0x17f -> 255; 0x110 -> 255; 0x30
  CHECK(r.get(4, 8, 4) == V{0x80, 0xff, 0xff, 0x30});
  CHECK(r.s.vxsat == 1);
  r.s.vxsat = 0;
  r.run(Insn::vssubu_vv, {4, 3, 2});  // 1-127 -> 0; 255-128; 0x20-0xf0 -> 0; 0x10
  CHECK(r.get(4, 8, 4) == V{0x00, 0x7f, 0x00, 0x10});
  CHECK(r.s.vxsat == 1);
  r.s.vxsat = 0;
  r.run(Insn::vssub_vv, {4, 2, 3});  // 127-1; -128-(-1); -16-32; 16-32
  CHECK(r.get(4, 8, 4) == V{0x7e, 0x81, 0xd0, 0xf0});
  CHECK(r.s.vxsat == 0);  // no saturation: vxsat untouched
  r.run(Insn::vsaddu_vi, {4, 2, -16});  // the immediate is 0xf0 as unsigned
  CHECK(r.get(4, 8, 4) == V{0xff, 0xff, 0xff, 0xff});
  CHECK(r.s.vxsat == 1);
  // saturation in an inactive element does not count
  r.s.vxsat = 0;
  r.mask({0, 0, 0, 1});
  r.run(Insn::vsadd_vv, {4, 2, 3}, true);
  CHECK(r.s.vxsat == 0);
}

TEST_CASE("coral.vec.averaging_add_sub_by_vxrm") {
  Rig r;
  r.vset(8, 0, 4);
  r.set(2, 8, {0x05, 0xff, 0x80, 0x01});
  r.set(3, 8, {0x02, 0xff, 0x80, 0x02});
  const V aaddu[4] = {{4, 255, 128, 2}, {4, 255, 128, 2}, {3, 255, 128, 1}, {3, 255, 128, 1}};  // 7/2, 510/2, 256/2, 3/2
  const V aadd[4] = {{4, 0xff, 0x80, 2}, {4, 0xff, 0x80, 2}, {3, 0xff, 0x80, 1}, {3, 0xff, 0x80, 1}};
  const V asubu[4] = {{2, 0, 0, 0}, {2, 0, 0, 0}, {1, 0, 0, 0xff}, {1, 0, 0, 0xff}};  // 3/2, 0, 0, -1/2
  for (unsigned m = 0; m < 4; ++m) {
    INFO("vxrm " << m);
    r.s.vxrm = m;
    r.run(Insn::vaaddu_vv, {4, 2, 3});
    CHECK(r.get(4, 8, 4) == aaddu[m]);
    r.run(Insn::vaadd_vv, {4, 2, 3});  // signed: 7/2, -2/2, -256/2, 3/2
    CHECK(r.get(4, 8, 4) == aadd[m]);
    r.run(Insn::vasubu_vv, {4, 2, 3});
    CHECK(r.get(4, 8, 4) == asubu[m]);
  }
  CHECK(r.s.vxsat == 0);  // averaging never saturates
}

TEST_CASE("coral.vec.vsmul") {
  Rig r;
  r.vset(16, 0, 4);
  r.s.vxrm = 0;
  r.set(2, 16, {0x8000, 0x4000, 0x7fff, 0xc000});  // -1, 0.5, ~1, -0.5 in Q15
  r.set(3, 16, {0x8000, 0x4000, 0x7fff, 0x4000});
  r.run(Insn::vsmul_vv, {4, 2, 3});
  // -1*-1 saturates to 0x7fff; 0.5*0.5 = 0.25; 0x7fff^2 >> 15 = 0x7ffe (+ round: 0x3fff0001 bit 14 = 0);
  // -0.5*0.5 = -0.25
  CHECK(r.get(4, 16, 4) == V{0x7fff, 0x2000, 0x7ffe, 0xe000});
  CHECK(r.s.vxsat == 1);
  r.vset(8, 0, 1);
  r.s.vxsat = 0;
  r.set(2, 8, {0x03});
  r.set(3, 8, {0x15});  // 3 * 21 = 63 = 0b111111 >> 7 = 0.49: rnu rounds bit 6 (0) -> 0
  r.run(Insn::vsmul_vv, {4, 2, 3});
  CHECK(r.s.elem(4, 0, 8) == 0);
  r.set(3, 8, {0x16});  // 66 >> 7: bit 6 set -> rnu 1
  r.run(Insn::vsmul_vv, {4, 2, 3});
  CHECK(r.s.elem(4, 0, 8) == 1);
  CHECK(r.s.vxsat == 0);
}

TEST_CASE("coral.vec.scaling_shifts") {
  Rig r;
  r.vset(16, 0, 3);
  r.set(2, 16, {0x0006, 0xfffa, 0x000a});  // 6, -6, 10
  r.s.vxrm = 0;                            // rnu
  r.run(Insn::vssra_vi, {4, 2, 2});        // 1.5 -> 2; -1.5 -> -1; 2.5 -> 3
  CHECK(r.get(4, 16, 3) == V{2, 0xffff, 3});
  r.s.vxrm = 1;                            // rne
  r.run(Insn::vssra_vi, {4, 2, 2});        // 2; -2; 2
  CHECK(r.get(4, 16, 3) == V{2, 0xfffe, 2});
  r.s.vxrm = 2;                            // rdn
  r.run(Insn::vssra_vi, {4, 2, 2});
  CHECK(r.get(4, 16, 3) == V{1, 0xfffe, 2});
  r.s.vxrm = 3;                            // rod
  r.run(Insn::vssrl_vi, {4, 2, 2});        // 1|1; 0xfffa>>2 = 0x3ffe | 1; 2|1
  CHECK(r.get(4, 16, 3) == V{1, 0x3fff, 3});
  r.x[a0] = 16 + 1;                        // only log2(SEW) = 4 bits: shift by 1
  r.s.vxrm = 0;
  r.run(Insn::vssrl_vx, {4, 2, a0});
  CHECK(r.get(4, 16, 3) == V{3, 0x7ffd, 5});
}

TEST_CASE("coral.vec.narrowing_clips") {
  Rig r;
  r.vset(8, 0, 5);
  r.s.vxrm = 0;
  r.set(4, 16, {0x0180, 0x7fff, 0x8000, 0xff7f, 0x00ff});  // 384, 32767, -32768, -129, 255
  r.run(Insn::vnclip_wi, {2, 4, 1});  // 192 -> 127 (sat); 16384 -> 127; -16384 -> -128; -64.5 -> -64; 127.5 -> 128 -> 127
  CHECK(r.get(2, 8, 5) == V{0x7f, 0x7f, 0x80, 0xc0, 0x7f});
  CHECK(r.s.vxsat == 1);
  r.s.vxsat = 0;
  r.run(Insn::vnclipu_wi, {2, 4, 1});  // unsigned: 192; 16384 -> 255; 16384 -> 255; 32704 -> 255; 128
  CHECK(r.get(2, 8, 5) == V{0xc0, 0xff, 0xff, 0xff, 0x80});
  CHECK(r.s.vxsat == 1);
  r.s.vxsat = 0;
  r.run(Insn::vnclip_wi, {2, 4, 8});  // 1.5 -> 2; 128 -> 127 (sat); -128; -0.504 -> -1; 0.996 -> 1
  CHECK(r.get(2, 8, 5) == V{0x02, 0x7f, 0x80, 0xff, 0x01});
  CHECK(r.s.vxsat == 1);
  r.s.vxrm = 2;  // truncate
  r.s.vxsat = 0;
  r.run(Insn::vnclip_wi, {2, 4, 8});  // 1; 127; -128; -1; 0
  CHECK(r.get(2, 8, 5) == V{0x01, 0x7f, 0x80, 0xff, 0x00});
  CHECK(r.s.vxsat == 0);
  r.x[a0] = 16 + 8;  // 4 bits of a 16-bit source: shift by 8
  r.run(Insn::vnclip_wx, {2, 4, a0});
  CHECK(r.get(2, 8, 5) == V{0x01, 0x7f, 0x80, 0xff, 0x00});
}
