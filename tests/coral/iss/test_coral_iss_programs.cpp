// The coral test programs (progs/*.S) on the ISS of configuration small: each ends halted, and
// signature words and logged traps are checked against values worked out by hand (the full final
// state of the same programs is compared with QEMU in test_coral_qemu.cpp).
#include "coral_iss_test.h"

using namespace coraltest;

namespace {

// sig word i as little-endian bytes of a vector result
std::uint32_t bytes(std::uint8_t b0, std::uint8_t b1, std::uint8_t b2, std::uint8_t b3) {
  return std::uint32_t(b0) | std::uint32_t(b1) << 8 | std::uint32_t(b2) << 16 | std::uint32_t(b3) << 24;
}

}  // namespace

TEST_CASE("coral.iss.prog_vset") {
  Ran r("vset");
  REQUIRE(r.status == RunStatus::halted);
  // VLMAX = LMUL * 128 / SEW; AVL above and below it; rs1 = x0 forms
  const std::uint32_t want[] = {16, 32, 32, 3, 3, 0x53, 4, 4, 4, 128, 4, 31, 0, 7, 0x48,
                                0, 0x80000000u, 0, 0x80000000u, 0, 0, 0, 0x80000000u, 16, 5, 0};
  for (std::size_t i = 0; i < std::size(want); ++i) {
    INFO("sig[" << i << "]");
    CHECK(r.sig(i) == want[i]);
  }
}

TEST_CASE("coral.iss.prog_arith") {
  Ran r("arith");
  REQUIRE(r.status == RunStatus::halted);
  // e8, vl 13: v1 + v2 wraps; the tail (13..15) keeps v2's bytes, which vle8 left 0
  CHECK(r.sig(0) == bytes(0x01, 0x80, 0x81, 0x00));
  CHECK(r.sig(1) == bytes(0x00, 0x90, 0x6f, 0x58));
  CHECK(r.sig(3) == bytes(0x8e, 0, 0, 0));
  // vrsub.vi -7: -7 - v1
  CHECK(r.sig(8) == bytes(0xf9, 0x7a, 0x79, 0xfa));
  // vmslt.vv v0, v1, v2 (signed) over 13 elements: bits 0, 2, 3, 6, 8, 10, 11
  CHECK(r.sig(36) == 0xd4du);
  // masked vadd.vi 5 with mu: inactive elements keep -1
  CHECK(r.sig(40) == bytes(0x05, 0xff, 0x85, 0x04));
}

TEST_CASE("coral.iss.prog_fixed") {
  Ran r("fixed");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(0) == bytes(0x7f, 0x80, 0x7f, 0x80));  // vsadd saturates both ways
  CHECK(r.sig(1) == bytes(0x7f, 0x80, 0x07, 0xfe));
  CHECK(r.sig(4) == 1);                              // vxsat
}

TEST_CASE("coral.iss.prog_muldiv") {
  Ran r("muldiv");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(0) == bytes(0x80, 0x00, 0xfe, 0xfe));   // vmul: low bytes
  CHECK(r.sig(16) == bytes(0x80, 0xff, 0x00, 0x00));  // vdiv: overflow, /0, -1/2, 1/-2
}

TEST_CASE("coral.iss.prog_redmask") {
  Ran r("redmask");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(0) == 0x6f);   // 100 + 1547 mod 256
  CHECK(r.sig(4) == 0x15);   // positive elements only: 100 + 433 mod 256
  CHECK(r.sig(8) == 0x7f);   // max
  CHECK(r.sig(12) == 0x80);  // min
  CHECK(r.sig(16) == 0xff);  // maxu
}

TEST_CASE("coral.iss.prog_perm") {
  Ran r("perm");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(0) == 0xffffff81u);  // vmv.x.s sign-extends at e8, e16; e32
  CHECK(r.sig(1) == 0xffff9281u);
  CHECK(r.sig(2) == 0x74039281u);
  CHECK(r.sig(3) == 0x74039299u);  // vmv.s.x writes element 0 only
}

TEST_CASE("coral.iss.prog_mem") {
  Ran r("mem");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(0) == 0x84038201u);  // 21 bytes at e8, m2
  CHECK(r.sig(4) == 0x94139211u);
  CHECK(r.sig(5) == 0x00000015u);
  CHECK(r.sig(11) == 0x00008e0du);  // 7 halves
  CHECK(r.sig(20) == 0xa423a221u);  // the 9th word at e32, m4
  CHECK(r.sig(26) == 0x00000009u);  // EEW 8 at SEW 32: 9 bytes
  CHECK(r.sig(28) == 0xff03ff01u);  // masked load, mu
  CHECK(r.sig(32) == 0x00030001u);  // masked store
  CHECK(r.sig(36) == 0xa423aa29u);  // negative stride: halves at 40, 34
  CHECK(r.sig(38) == 0x8c0b9211u);  // ... 16, 10
  CHECK(r.sig_iss(0) == 5);          // fault-only-first trimmed at the end of the DTCM
}

TEST_CASE("coral.iss.prog_traps") {
  Ran r("traps");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(0) == 0);              // mstatus.VS still 0 after the refused instructions
  CHECK(r.sig(1) == 0x80000000u);    // vtype at reset: vill
  CHECK(r.sig(2) == 3);              // vstart after the fault at element 3
  // elements 0..2: the frame's first words at _start+8, +4, +0 (auipc s9; addi s10; auipc s10)
  CHECK(r.sig(3) == 0x00010c97u);
  CHECK(r.sig(4) == 0x000d0d13u);
  CHECK(r.sig(5) == 0x00010d17u);
  CHECK(r.sig(6) == 0xffffffffu);    // element 3 was not loaded
  CHECK(r.sig(7) == 0);              // vstart after a fault at element 0
  CHECK(r.sig(8) == 0xffffffffu);
  CHECK(r.sig(12) == 3);             // store fault at element 3
  CHECK(r.sig(13) == 2);             // elements 0..2 stored at _start+8, +4, +0
  CHECK(r.sig(14) == 1);
  CHECK(r.sig(15) == 0);
  CHECK(r.sig(16) == 0);             // vmv.v.i with vstart 2: elements 0, 1 untouched
  CHECK(r.sig(18) == 7);
  CHECK(r.sig(20) == 0);             // vstart reset
  CHECK(r.sig(21) == 3);             // mstatus.VS Dirty
  CHECK(r.sig(22) == 0);             // csrwi vxrm refused while the unit was off
  const auto t = r.traps();
  REQUIRE(t.size() == 11);
  CHECK(t[0].cause == 2);            // vsetvli with VS = 0
  CHECK(t[0].tval == 0x0c0072d7u);
  CHECK(t[1].tval == 0xc2002373u);   // csrr t1, vl with VS = 0
  CHECK(t[2].tval == 0x022180d7u);   // vadd.vv with vill
  CHECK(t[3] == Trap{5, t[3].epc, 0x90000000u});  // indexed load, element 3
  CHECK(t[4] == Trap{5, t[4].epc, 0x90000000u});  // unit-stride load, element 0
  CHECK(t[5] == Trap{7, t[5].epc, 0x90000000u});  // indexed store, element 3
  CHECK(t[6].tval == 0x022200d7u);   // vadd.vv v1, v2, v4 at LMUL 2
  CHECK(t[7].tval == 0xc6222457u);   // vwadd.vv at SEW 32
  CHECK(t[8].tval == 0x0221a4d7u);   // vredsum.vs with vstart 1
  CHECK(t[9].tval == 0x00a0d073u);   // csrwi vxrm, 1 with VS = 0
  CHECK(t[10].tval == 0x421023d7u);  // vmv.x.s with VS = 0
  for (const auto& x : t) CHECK(x.epc < 0x400);
}

TEST_CASE("coral.iss.prog_illegal_on_coral_only") {
  Ran r("illegal");
  REQUIRE(r.status == RunStatus::halted);
  const auto t = r.traps();
  REQUIRE(t.size() == 5);
  CHECK(t[0] == Trap{2, t[0].epc, 0x022190d7u});  // vfadd.vv
  CHECK(t[1] == Trap{2, t[1].epc, 0x02057087u});  // vle64.v
  CHECK(t[2] == Trap{2, t[2].epc, 0x4a2120d7u});  // vzext.vf8
  const std::uint32_t data = sym(r.elf, "data");
  CHECK(t[3] == Trap{4, t[3].epc, data + 2});     // misaligned vle32.v element 0
  CHECK(t[4] == Trap{6, t[4].epc, data + 3});     // misaligned vse16.v element 0
  CHECK(r.sig(0) == 0);                          // vstart: the fault was at element 0
}

TEST_CASE("coral.iss.prog_examples") {
  Ran r("examples");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(0) == 1001);   // strip-mined add: 1 + 1000
  CHECK(r.sig(1) == 32);     // element 36: 37 - 5
  CHECK(r.sig(2) == 40015);  // int8 dot product: -10 + 16129 + 16384 - 2 * 16256 + 40000 + 24
  CHECK(r.sig(3) == 0x00050005u);  // |x|: 5, 5
  CHECK(r.sig(6) == 0x80000001u);  // 1, |-32768| wraps to 0x8000
  CHECK(r.sig(7) == 0x00010005u);  // merge: 5, 1
  CHECK(r.sig(11) == bytes(0x02, 0x7f, 0x80, 0x7f));  // requantised: 1.5 -> 2, sat, -128, sat
  CHECK(r.sig(12) == bytes(0x80, 0x01, 0xff, 0x7f));  // -256.5 -> -128 (sat), 1, -1, sat
  CHECK(r.sig(15) == 1);      // matrix column 0
  CHECK(r.sig(16) == 5);
  CHECK(r.sig(17) == 9);
  CHECK(r.sig(19) == 103);    // table[idx]
  CHECK(r.sig(20) == 100);
  CHECK(r.sig(21) == 102);
  CHECK(r.sig(23) == 19);     // strlen("kernelcraft vectors")
  CHECK(r.sig(24) == 2);      // two positive elements
  CHECK(r.sig(25) == 5);
  CHECK(r.sig(26) == 8);
  CHECK(r.sig(29) == 0xfffffffdu);  // slide down: -3, 0, 8, 0
  CHECK(r.sig(32) == 0);
  CHECK(r.sig(33) == 8);      // reversed: 8, 0, -3, 5
  CHECK(r.sig(35) == 0xfffffffdu);
  CHECK(r.sig(36) == 5);
}
