// The coral ISS against QEMU 7.2 (qemu-system-riscv32 -machine virt, V with VLEN 128 and ELEN 32):
// each program of progs/ built with -DQEMU -DQEMU_VECTOR for QEMU's map runs on QEMU, which dumps
// its final state through semihosting (the rv32 tests' qemu_dump.S: x, f, fcsr, how it ended, the
// trap CSRs, sig, the trap log, and the vector block: vl, vtype, vstart, vxrm, vxsat, mstatus.VS,
// vlenb, v0..v31 whole); the ISS runs the same ELF on the same map up to the dump routine and must
// hold the same words (the machinery is tests/rv32/iss/qemu_compare.h).
//
// QEMU's hart: -cpu rv32 with c, h, s, u off and zbb on as for rv32, and v=true,vlen=128,elen=32.
// QEMU 7.2 requires D for V, so D stays on; the programs use no FP (the f registers and fcsr hold
// their reset zeros on both). QEMU's V leaves tail and inactive elements undisturbed unless
// rvv_ta_all_1s/rvv_ma_all_1s are set (they are not): the same as coral's agnostic policy, so every
// element of every register is compared, tails included.
#include <catch2/catch.hpp>

#include "coral_iss_test.h"
#include "qemu_compare.h"

using namespace coraltest;
using namespace qemutest;

namespace {

const char* const kCpu = "rv32,c=false,h=false,u=false,s=false,zbb=true,v=true,vlen=128,elen=32";

std::vector<std::uint32_t> run_iss(const std::string& prog) {
  HwConfig cfg = small_config();
  cfg.itcm_base = kItcmBase;
  cfg.itcm_bytes = kItcmBytes;
  cfg.dtcm_base = kDtcmBase;
  cfg.dtcm_bytes = kDtcmBytes;
  const kc::ElfImage elf = program(prog, "qemu");
  Iss iss(cfg);
  iss.reset(iss.load_elf(elf));
  run_to_dump(iss, elf, prog);
  std::vector<std::uint32_t> w = base_words(iss, elf);
  const vec::State& v = iss.vstate();
  REQUIRE(v.vlen == 128);
  for (std::uint32_t x : {v.vl, v.vtype, v.vstart, v.vxrm, v.vxsat, (*iss.csr(0x300) >> 9) & 3u, v.vlenb, 0u})
    w.push_back(x);
  for (unsigned r = 0; r < 32; ++r)
    for (unsigned i = 0; i < 4; ++i) w.push_back(v.elem(r, i, 32));
  return w;
}

void compare(const std::string& prog, const std::vector<std::string>& ignored = {}) {
  const std::vector<std::uint32_t> q =
      run_qemu(KC_QEMU_RV32, kCpu, std::string(KC_CORAL_ISS_PROGS) + "/qemu/" + prog + ".elf",
               std::string(KC_TEST_OUT_DIR) + "/" + prog, kBaseWords + kVectorWords);
  const std::vector<std::uint32_t> s = run_iss(prog);
  std::string diff;
  const std::size_t n = differences(q, s, ignored, diff);
  INFO(prog << ": " << n << " differing words (the first 8):" << diff);
  CHECK(n == 0);
}

}  // namespace

TEST_CASE("coral.qemu.vset") { compare("vset"); }
TEST_CASE("coral.qemu.arith") { compare("arith"); }
TEST_CASE("coral.qemu.fixed") { compare("fixed"); }
TEST_CASE("coral.qemu.muldiv") { compare("muldiv"); }
TEST_CASE("coral.qemu.redmask") { compare("redmask"); }
TEST_CASE("coral.qemu.perm") { compare("perm"); }
TEST_CASE("coral.qemu.mem") { compare("mem"); }
TEST_CASE("coral.qemu.traps") { compare("traps"); }
TEST_CASE("coral.qemu.examples") { compare("examples"); }

// illegal.S: what coral refuses and QEMU's V does not, named word by word. QEMU's V (with D)
// executes vector floating point (vfadd.vv) and performs misaligned vector elements; coral raises an
// illegal instruction and the address-misaligned traps. Both refuse vle64.v at ELEN 32 and
// vzext.vf8, and both accept a whole-register move while vtype is invalid. The differing words are
// the trap log (QEMU logs 2 traps, coral 5), its pointer x27, v1 (vfadd's and the misaligned load's
// result on QEMU) and the bytes the misaligned store wrote into `data` (not in the dump).
TEST_CASE("coral.qemu.illegal_named_differences") {
  const std::vector<std::uint32_t> q =
      run_qemu(KC_QEMU_RV32, kCpu, std::string(KC_CORAL_ISS_PROGS) + "/qemu/illegal.elf",
               std::string(KC_TEST_OUT_DIR) + "/illegal", kBaseWords + kVectorWords);
  const std::vector<std::uint32_t> s = run_iss("illegal");
  const std::size_t log = kRegWords + kSigWords;
  // QEMU: vle64.v and vzext.vf8 only
  CHECK(q[log + 0] == 2);
  CHECK(q[log + 2] == 0x02057087u);
  CHECK(q[log + 3] == 2);
  CHECK(q[log + 5] == 0x4a2120d7u);
  CHECK(q[log + 6] == 0);  // no third entry
  // coral: vfadd.vv, vle64.v, vzext.vf8, a misaligned load and a misaligned store
  CHECK(s[log + 0] == 2);
  CHECK(s[log + 2] == 0x022190d7u);
  CHECK(s[log + 3] == 2);
  CHECK(s[log + 6] == 2);
  CHECK(s[log + 9] == 4);
  CHECK(s[log + 12] == 6);
  std::vector<std::string> named = {"x27"};
  for (int i = 0; i < 15; ++i) named.push_back("trap_log[" + std::to_string(i) + "]");
  for (int i = 0; i < 4; ++i) named.push_back("v1[" + std::to_string(i) + "]");
  std::string diff;
  const std::size_t n = differences(q, s, named, diff);
  INFO(n << " differing words besides the named ones (the first 8):" << diff);
  CHECK(n == 0);
}
