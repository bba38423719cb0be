// The vector model's loads and stores with hand-computed values: unit-stride at every EEW and LMUL
// > 1, masked stores, strided (negative and zero strides), indexed, segments, whole registers, mask
// loads/stores, and the faults: a misaligned or unmapped element traps with vstart = its index and
// mtval = its address after the elements below it are done; fault-only-first trims vl; a segment is
// checked whole before it is stored; the element accesses are reported in order.
#include "vec_rig.h"

using namespace vectest;
using V = std::vector<std::uint32_t>;

namespace {

void fill_bytes(Rig& r, std::uint32_t addr, unsigned n) {
  for (unsigned i = 0; i < n; ++i) r.mem.put(addr + i, 1, (i + 1) & 0xff);
}

}  // namespace

TEST_CASE("coral.vec.unit_stride_loads_and_stores") {
  Rig r;
  fill_bytes(r, kMem, 256);
  r.x[a1] = kMem;
  r.vset(16, 1, 10);  // LMUL 2: v4, v5
  Effects e = r.run(Insn::vle16_v, {4, a1});
  CHECK(r.get(4, 16, 10) == V{0x0201, 0x0403, 0x0605, 0x0807, 0x0a09, 0x0c0b, 0x0e0d, 0x100f, 0x1211, 0x1413});
  CHECK(r.s.elem(5, 1, 16) == 0x1413);
  REQUIRE(e.mem.size() == 10);
  CHECK(!e.mem[3].store);
  CHECK(e.mem[3].addr == kMem + 6);
  CHECK(e.mem[3].bytes == 2);
  CHECK(e.mem[3].data == 0x0807);
  CHECK(e.mem[3].elem == 3);
  // EEW 8 at SEW 16: EMUL 1 (v6), other elements than the loaded ones untouched
  r.vset(16, 1, 3);
  r.fill(6, 1, 0xcc);
  r.run(Insn::vle8_v, {6, a1});
  CHECK(r.get(6, 8, 4) == V{1, 2, 3, 0xcc});
  // masked store: only active elements are written
  r.vset(32, 0, 4);
  r.set(8, 32, {0x11111111u, 0x22222222u, 0x33333333u, 0x44444444u});
  r.mask({1, 0, 0, 1});
  r.x[a2] = kMem + 512;
  e = r.run(Insn::vse32_v, {8, a2}, true);
  CHECK(r.mem.word(kMem + 512) == 0x11111111u);
  CHECK(r.mem.word(kMem + 516) == 0u);
  CHECK(r.mem.word(kMem + 520) == 0u);
  CHECK(r.mem.word(kMem + 524) == 0x44444444u);
  REQUIRE(e.mem.size() == 2);
  CHECK(e.mem[1].store);
  CHECK(e.mem[1].addr == kMem + 524);
  CHECK(e.mem[1].elem == 3);
  CHECK(e.vregs.empty());
}

TEST_CASE("coral.vec.strided_and_indexed") {
  Rig r;
  fill_bytes(r, kMem, 256);
  r.vset(8, 0, 4);
  r.x[a1] = kMem + 100;
  r.x[a2] = std::uint32_t(-3);  // negative stride
  r.run(Insn::vlse8_v, {4, a1, a2});
  CHECK(r.get(4, 8, 4) == V{101, 98, 95, 92});
  r.x[a2] = 0;  // stride 0: a broadcast
  r.run(Insn::vlse8_v, {4, a1, a2});
  CHECK(r.get(4, 8, 4) == V{101, 101, 101, 101});
  // stride-0 store: the last active element stays
  r.set(4, 8, {1, 2, 3, 4});
  r.x[a1] = kMem + 600;
  r.run(Insn::vsse8_v, {4, a1, a2});
  CHECK(r.mem.word(kMem + 600, 1) == 4);
  // indexed: 8-bit byte offsets, 32-bit data
  r.vset(32, 0, 3);
  r.set(2, 8, {8, 0, 40});
  r.x[a1] = kMem;
  r.run(Insn::vluxei8_v, {4, a1, 2});
  CHECK(r.get(4, 32, 3) == V{0x0c0b0a09u, 0x04030201u, 0x2c2b2a29u});
  // indexed store with repeated offsets: element order, the last one wins
  r.set(6, 32, {0xaaaaaaaau, 0xbbbbbbbbu, 0xccccccccu});
  r.set(3, 8, {4, 4, 0});
  r.x[a1] = kMem + 700;
  r.run(Insn::vsoxei8_v, {6, a1, 3});
  CHECK(r.mem.word(kMem + 704) == 0xbbbbbbbbu);
  CHECK(r.mem.word(kMem + 700) == 0xccccccccu);
  // index EEW 32: unsigned offsets, the address wraps modulo 2^32
  r.set(2, 32, {0xfffffffcu});
  r.x[a1] = kMem + 8;
  r.vset(32, 0, 1);
  r.run(Insn::vloxei32_v, {4, a1, 2});
  CHECK(r.s.elem(4, 0, 32) == 0x08070605u);
}

TEST_CASE("coral.vec.segments") {
  Rig r;
  fill_bytes(r, kMem, 256);
  r.x[a1] = kMem;
  r.vset(8, 0, 4);
  r.run(Insn::vlseg3e8_v, {8, a1});  // RGB de-interleave
  CHECK(r.get(8, 8, 4) == V{1, 4, 7, 10});
  CHECK(r.get(9, 8, 4) == V{2, 5, 8, 11});
  CHECK(r.get(10, 8, 4) == V{3, 6, 9, 12});
  // LMUL 2 fields: field f in v[8 + 2f]
  r.vset(16, 1, 9);
  r.run(Insn::vlseg2e16_v, {8, a1});
  CHECK(r.s.elem(8, 8, 16) == 0x2221u);   // element 8, field 0: bytes 32, 33
  CHECK(r.s.elem(10, 8, 16) == 0x2423u);  // field 1: bytes 34, 35
  // strided segments and interleaving stores
  r.vset(8, 0, 2);
  r.x[a2] = 10;
  r.run(Insn::vlsseg2e8_v, {12, a1, a2});
  CHECK(r.get(12, 8, 2) == V{1, 11});
  CHECK(r.get(13, 8, 2) == V{2, 12});
  r.x[a1] = kMem + 800;
  r.run(Insn::vsseg2e8_v, {12, a1});
  CHECK(r.mem.word(kMem + 800) == 0x0c0b0201u);
  // indexed segments: offsets per segment, fields consecutive
  r.set(2, 8, {6, 0});
  r.x[a1] = kMem;
  r.run(Insn::vluxseg2ei8_v, {12, a1, 2});
  CHECK(r.get(12, 8, 2) == V{7, 1});
  CHECK(r.get(13, 8, 2) == V{8, 2});
}

TEST_CASE("coral.vec.whole_registers_and_masks") {
  Rig r;
  fill_bytes(r, kMem, 256);
  r.x[a1] = kMem;
  r.vset(8, 0, 1);  // vl and vtype do not matter
  r.run(Insn::vl2re16_v, {4, a1});
  CHECK(r.s.elem(4, 0, 32) == 0x04030201u);
  CHECK(r.s.elem(5, 3, 32) == 0x201f1e1du);  // byte 31 is 32
  r.x[a1] = kMem + 900;
  r.run(Insn::vs2r_v, {4, a1});
  CHECK(r.mem.word(kMem + 900 + 28) == 0x201f1e1du);
  // vlm.v: ceil(vl/8) bytes
  r.vset(8, 1, 20);
  r.fill(0, 1, 0xee);
  r.x[a1] = kMem;
  const Effects e = r.run(Insn::vlm_v, {0, a1});
  CHECK(e.mem.size() == 3);
  CHECK(r.get(0, 8, 4) == V{1, 2, 3, 0xee});
  r.x[a1] = kMem + 1000;
  r.run(Insn::vsm_v, {0, a1});
  CHECK(r.mem.word(kMem + 1000) == 0x00030201u);
}

TEST_CASE("coral.vec.memory_faults") {
  Rig r;
  fill_bytes(r, kMem, 4096);
  r.vset(32, 0, 4);
  r.fill(4, 1, 0xee);
  // element 2 lies outside the memory: trap at element 2, elements 0 and 1 loaded
  r.x[a1] = kMem + 4096 - 8;
  Effects e = r.run(Insn::vle32_v, {4, a1});
  CHECK(e.trap);
  CHECK(e.cause == kLoadAccess);
  CHECK(e.tval == kMem + 4096);
  CHECK(e.fault_elem == 2);
  CHECK(r.s.vstart == 2);
  CHECK(e.vstart == 2);
  CHECK(r.s.elem(4, 1, 32) == r.mem.word(kMem + 4092));
  CHECK(r.s.elem(4, 2, 32) == 0xeeeeeeeeu);
  CHECK(e.mem.size() == 2);
  // resuming from vstart after the memory is there (here: a new base for the rest)
  // a misaligned element traps with the address-misaligned cause
  r.s.vstart = 0;
  r.x[a1] = kMem + 2;
  e = r.run(Insn::vle32_v, {4, a1});
  CHECK(e.cause == kLoadMisaligned);
  CHECK(e.tval == kMem + 2);
  CHECK(r.s.vstart == 0);
  // stores: misaligned / unmapped with the store causes; the elements below are stored
  r.s.vstart = 0;
  r.set(4, 32, {1, 2, 3, 4});
  r.x[a1] = kMem + 4096 - 4;
  r.x[a2] = 0x100;
  e = r.run(Insn::vsse32_v, {4, a1, a2});
  CHECK(e.cause == kStoreAccess);
  CHECK(e.tval == kMem + 4096 - 4 + 0x100);
  CHECK(r.s.vstart == 1);
  CHECK(r.mem.word(kMem + 4092) == 1);
  // vstart resumes: element 0 is not accessed again
  r.x[a2] = 0;
  e = r.run(Insn::vsse32_v, {4, a1, a2});
  CHECK(!e.trap);
  CHECK(r.mem.word(kMem + 4092) == 4);
  REQUIRE(e.mem.size() == 3);
  CHECK(e.mem[0].elem == 1);
  // a segment store whose second field faults stores nothing of that segment
  r.vset(8, 0, 2);
  r.set(8, 8, {0xa1, 0xa2});
  r.set(9, 8, {0xb1, 0xb2});
  r.x[a1] = kMem + 4096 - 3;
  r.mem.put(kMem + 4093, 1, 0);
  r.mem.put(kMem + 4094, 1, 0);
  r.mem.put(kMem + 4095, 1, 0);
  e = r.run(Insn::vsseg2e8_v, {8, a1});
  CHECK(e.cause == kStoreAccess);
  CHECK(e.fault_elem == 1);
  CHECK(e.tval == kMem + 4096);
  CHECK(r.mem.word(kMem + 4093, 1) == 0xa1);
  CHECK(r.mem.word(kMem + 4094, 1) == 0xb1);
  CHECK(r.mem.word(kMem + 4095, 1) == 0);  // field 0 of segment 1 fits, but is not stored
  // masked-off elements are not accessed: no fault
  r.s.vstart = 0;
  r.vset(32, 0, 4);
  r.mask({1, 1, 0, 0});
  r.x[a1] = kMem + 4096 - 8;
  CHECK(!r.run(Insn::vle32_v, {4, a1}, true).trap);
}

TEST_CASE("coral.vec.fault_only_first") {
  Rig r;
  fill_bytes(r, kMem, 4096);
  r.vset(8, 3, 100);  // vl 100
  r.x[a1] = kMem + 4096 - 37;
  Effects e = r.run(Insn::vle8ff_v, {8, a1});
  CHECK(!e.trap);
  CHECK(r.s.vl == 37);
  CHECK(e.vl == 37);
  CHECK(e.vl_changed);
  CHECK(r.s.elem(8, 36, 8) == ((4096 - 1 + 1) & 0xff));
  // a fault on element 0 traps
  r.x[a1] = kMem + 4096;
  e = r.run(Insn::vle8ff_v, {8, a1});
  CHECK(e.trap);
  CHECK(e.cause == kLoadAccess);
  CHECK(r.s.vl == 37);
  // a misaligned later element trims too
  r.vset(32, 0, 4);
  r.x[a1] = kMem;
  e = r.run(Insn::vle32ff_v, {8, a1});
  CHECK(r.s.vl == 4);
  // segment fault-only-first
  r.vset(8, 0, 10);
  r.x[a1] = kMem + 4096 - 7;  // 3 whole segments of 2
  e = r.run(Insn::vlseg2e8ff_v, {8, a1});
  CHECK(!e.trap);
  CHECK(r.s.vl == 3);
}
