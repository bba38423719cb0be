// Directed ISS tests: the programs of tests/rv32/iss/progs (assembled by GNU as at build time for
// configuration small) run to their end; their signatures and trap logs are compared with values
// worked out by hand from the RISC-V specification (the comments in the programs explain them).
#include "iss_test.h"

using namespace isstest;

TEST_CASE("rv32.iss.alu") {
  Ran r("alu");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {
      0x21436587u, 0x03254769u, 0xfcdab897u, 0x02040608u, 0x1f3f5f7fu, 0x1d3b5977u,  // add sub sub and or xor
      1, 0, 1, 1, 1,                                                                    // slt sltu slti sltiu seqz
      0x12345000u, 0xedcba987u, 0x0f0f0fffu, 0x00000070u, 0xfffffff8u, 0xfffff000u,  // addi xori ori andi andi lui
      0x23456780u, 0x0000000fu, 0xfffffffdu, 0x00000000u,                            // slli srli srai srai
      0x23456780u, 0x0fffffffu, 0xffffffffu, 0x12345678u,                            // sll srl sra by 36, sll by 32
      0x80000000u, 0, 0, 0x1000u};                                                   // wrap, x0, auipc 0, auipc 1
  CHECK(r.sig(want.size()) == want);
  CHECK(r.traps().empty());
}

TEST_CASE("rv32.iss.zbb") {
  Ran r("zbb");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {
      0x10305070u, 0xf2f4f6f8u, 0xe2c4a688u,               // andn orn xnor
      32, 31, 0, 3, 32, 7, 31, 13,                         // clz(0) clz(1) clz(-5) clz(x) ctz(0) ctz(0x80) cpop cpop
      0x12345678u, 0xfffffffbu, 0xfffffffbu, 0x12345678u,  // max maxu min minu of -5, 0x12345678
      0xffffff80u, 0xffffab80u, 0x0000ab80u,               // sext.b sext.h zext.h of 0x1234ab80
      0x34567812u, 0x78123456u, 0x12345678u, 0x81234567u, 0x12345678u,  // rol 8, ror 8, rol 32, rori 4, rori 0
      0x00ffff00u, 0x78563412u};                                         // orc.b, rev8
  CHECK(r.sig(want.size()) == want);
}

TEST_CASE("rv32.iss.muldiv") {
  Ran r("muldiv");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {
      0xffffffebu, 0xffffffffu, 0x00000002u, 0xffffffffu, 0x00000002u,  // mul mulh mulhu mulhsu mulhsu (-7, 3)
      0xfffffffeu, 0xffffffffu, 0x55555553u, 0x00000000u,              // div rem divu remu
      0xffffffffu, 0xffffffffu, 0xfffffff9u, 0xfffffff9u,              // x / 0, x % 0
      0x80000000u, 0x00000000u,                                        // -2^31 / -1, -2^31 % -1
      0x80000000u, 0x00000000u, 0x7fffffffu, 0x40000000u, 0xffffffffu, // products of -2^31, -1
      0x09156cb1u};                                                    // 12345^2 with rd = rs1 = rs2
  CHECK(r.sig(want.size()) == want);
}

TEST_CASE("rv32.iss.branches_and_jumps") {
  Ran r("branch");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 0, 1, 0,  // the 13 branch cases
                                           30,                                    // backward loop
                                           0, 42, 0,                              // jal link, callee ran, jalr link
                                           7,                                     // jalr cleared bit 0
                                           0,                                     // jalr rd == rs1
                                           0x5a5a, 0x1234, 0x77};                 // links kept on traps
  CHECK(r.sig(want.size()) == want);
  const std::vector<Trap> traps = {{0, r.at("bad_jalr"), r.at("ret3") + 2},
                                   {0, r.at("bad_jal"), r.at("bad_jal") + 6},
                                   {0, r.at("bad_beq"), r.at("bad_beq") + 6}};
  CHECK(r.traps() == traps);
}

TEST_CASE("rv32.iss.loads_and_stores") {
  Ran r("mem");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {
      0x00000001u, 0x0000007fu, 0xffffffffu, 0xffffff80u, 0x00000080u,  // lb 0..3, lbu 3 of 0x80ff7f01
      0x00007f01u, 0xffff80ffu, 0x000080ffu, 0x80ff7f01u, 0x12345678u,  // lh 0, lh 2, lhu 2, lw, lw -4(+8)
      0x0000dd00u, 0xccdddd00u, 0xccddddddu, 0xaabbccddu, 0x0000aabbu,  // sb, sh, sb, sw, lhu
      0x01020304u, 0xaabbccddu,                                        // ITCM word, after a store
      0x1111u,                                                         // misaligned lw: a0 unchanged
      0xccddddddu, 0xffffffddu,                                        // trapped stores left buf alone; lb odd
      0x2222u};                                                        // faulting lw: a0 unchanged
  CHECK(r.sig(want.size()) == want);
  const std::uint32_t data = r.at("data"), buf = r.at("buf");
  const std::vector<Trap> traps = {{4, r.at("m_lw"), data + 1},  {4, r.at("m_lh"), data + 3},
                                   {4, r.at("m_lhu"), data + 1}, {6, r.at("m_sh"), buf + 1},
                                   {6, r.at("m_sw"), buf + 2},   {5, r.at("f_lw"), 0x01000000u},
                                   {7, r.at("f_sb"), 0x01000003u}};
  CHECK(r.traps() == traps);
}

TEST_CASE("rv32.iss.csrs") {
  Ran r("csr");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {0, 0x12345678u, 0x1234ff78u, 0x0000a900u,  // csrrw csrrs csrrc csrr
                                           0x0000a900u, 21, 31, 30,                   // csrrwi csrrsi csrrci csrr
                                           0, 0x1000u};                               // mtvec, mepc bits 1:0 read 0
  CHECK(r.sig(want.size()) == want);
  const std::vector<std::uint32_t> want_iss = {
      0x40001120u, 0x40001120u, 0, 0,         // misa (write ignored), mvendorid, mhartid
      0, 0,                                   // mie, mip: no interrupts
      0x00001800u, 0x80007888u, 0x00003888u,  // mstatus: MPP; FS dirty + SD + MPIE + MIE; FS initial
      0, 0,                                   // pure reads of read-only CSRs
      3, 1000, 0, 1};                         // minstret: counts, a write, carry into minstreth
  CHECK(r.sig_iss(want_iss.size()) == want_iss);
  std::vector<Trap> traps;
  for (const char* l : {"c_unknown", "c_cycle", "c_ro_w", "c_ro_s", "c_fcsr", "c_frm"})
    traps.push_back({2, r.at(l), r.word_at(l)});
  CHECK(r.traps() == traps);
}

TEST_CASE("rv32.iss.traps_and_mret") {
  Ran r("trap");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {0x88, 0x80, 0x55, 0x66};  // MIE/MPIE after mret, mret target, end
  CHECK(r.sig(want.size()) == want);
  const std::vector<Trap> traps = {{11, r.at("t_ecall"), 0},
                                   {3, r.at("t_ebreak"), r.at("t_ebreak")},
                                   {2, r.at("t_illegal"), 0x0000003bu},
                                   {2, r.at("t_zero"), 0},
                                   {2, r.at("t_c"), 0x6b85d513u}};
  CHECK(r.traps() == traps);
}

TEST_CASE("rv32.iss.fence_i_self_modifying_code") {
  Ran r("fencei");
  REQUIRE(r.status == RunStatus::halted);
  CHECK(r.sig(2) == std::vector<std::uint32_t>{47, 6});
  CHECK(r.word_at("patch") == 0x02a50513u);
  CHECK(r.word_at("patch2") == 0x00350513u);  // addi a0, a0, 3: the last patch
}

TEST_CASE("rv32.iss.fp") {
  Ran r("fp");
  REQUIRE(r.status == RunStatus::halted);
  const std::vector<std::uint32_t> want = {
      0x40400000u, 0,                                // 1 + 2, exact
      0x40400000u, 0x403fffffu, 0x40400000u, 0x01,   // 1 / 0.33333334 rne, rtz, rup; NX
      0xff800000u, 0x08,                             // 1 / -0 = -inf, DZ
      0x7fc00000u, 0x3fb504f3u, 0x80000000u,         // inf - inf, sqrt 2, sqrt -0
      0x3fd55556u, 0xbeaaaaaau, 0x3eaaaaaau, 0xbfd55556u,  // fmadd (a tie), fmsub, fnmsub, fnmadd
      0x7fc00000u, 0x11,                             // inf * -0; NV | NX accrued
      0x403fffffu, 2, 0x41,                          // dynamic rdn; frrm; frcsr
      0, 0, 0, 0x10, 0, 0x10,                        // feq qNaN quiet, flt qNaN NV, feq sNaN NV
      1, 0, 1,                                       // fle -0 1, flt 2 1, feq -0 +0
      0x40000000u, 0x7fc00000u, 0x10, 0x80000000u, 0x00000000u,  // fmin/fmax with NaNs and zeros
      4, 3, 0xfffffffcu, 0, 0x7fffffffu, 0x7fffffffu, 0xffffffffu, 0x11,  // fcvt to integers
      0xc0e00000u, 0x4f800000u, 0x4b800000u,         // fcvt from integers
      0x80, 0x100, 0x200, 0x08, 0x40, 0x20,          // fclass: +inf sNaN qNaN -0 normal subnormal
      0xffa00000u, 0x00000000u, 0xbf800000u,         // fneg sNaN (bits kept), fabs -0, fsgnjx
      0x7fa00000u, 0x7f812345u,                      // fsw / flw keep NaN bits
      0x00000000u, 0x03};                            // tiny result: +0 with UF NX
  CHECK(r.sig(want.size()) == want);
  std::vector<Trap> traps;
  for (const char* l : {"fs_off_fadd", "fs_off_flw", "fs_off_csr", "rm_bad", "rm_dyn_bad"})
    traps.push_back({2, r.at(l), r.word_at(l)});
  CHECK(r.traps() == traps);
  CHECK(r.iss.csr(csr::mstatus).value() >> 13 == (3u | 0x40000u));  // FS dirty, SD
}

// --- run-ending faults (mtvec = 0) -------------------------------------------------------------

namespace {

void expect_fault(const char* prog, unsigned cause, std::uint32_t a0, bool pc_is_label, std::uint32_t pc,
                  std::uint32_t tval_offset_or_value, bool tval_relative) {
  Ran r(prog);
  INFO(prog);
  REQUIRE(r.status == RunStatus::fault);
  const std::uint32_t here = r.at("fault_here");
  const FaultRecord& f = r.iss.fault();
  CHECK(f.cause == cause);
  CHECK(f.pc == (pc_is_label ? here : pc));
  CHECK(f.tval == (tval_relative ? here + tval_offset_or_value : tval_offset_or_value));
  CHECK(f.insn == (pc_is_label ? r.iss.read32(here) : 0u));
  CHECK(r.iss.x(10) == a0);  // everything before the fault ran
  CHECK(r.iss.pc() == f.pc);
  CHECK(r.iss.step().insn == 0);  // the run has ended: step() does nothing
  CHECK(r.iss.status() == RunStatus::fault);
}

}  // namespace

TEST_CASE("rv32.iss.fault_illegal_instruction") { expect_fault("fault_illegal", 2, 1, true, 0, 0, false); }
TEST_CASE("rv32.iss.fault_ebreak") { expect_fault("fault_ebreak", 3, 2, true, 0, 0, true); }
TEST_CASE("rv32.iss.fault_ecall") { expect_fault("fault_ecall", 11, 3, true, 0, 0, false); }
TEST_CASE("rv32.iss.fault_load_access") { expect_fault("fault_load", 5, 4, true, 0, 0x01000008u, false); }
TEST_CASE("rv32.iss.fault_fetch_outside_itcm") {
  expect_fault("fault_fetch", 1, 6, false, 0x01000000u, 0x01000000u, false);
}
TEST_CASE("rv32.iss.fault_misaligned_jump") { expect_fault("fault_jump", 0, 7, true, 0, 10, true); }
TEST_CASE("rv32.iss.fault_fp_off") {
  Ran r("fault_fpoff");
  REQUIRE(r.status == RunStatus::fault);
  CHECK(r.iss.fault().cause == 2);
  CHECK(r.iss.fault().tval == r.word_at("fault_here"));
}

TEST_CASE("rv32.iss.fault_misaligned_store") {
  Ran r("fault_store");
  REQUIRE(r.status == RunStatus::fault);
  CHECK(r.iss.fault().cause == 6);
  CHECK(r.iss.fault().tval == r.at("sig") + 2);
  CHECK(r.iss.read32(r.at("sig")) == 0);  // nothing stored
}
