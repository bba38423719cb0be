// The coral ISS: the vector unit as the rv32 ISS's extension — off at reset (mstatus.VS), VS Dirty
// and SD, the vector CSRs (WARL masks, read-only ones, refused while the unit is off), the step
// record of vector instructions (scalar writes, register writes with contents, element accesses,
// CSRs after), memory traps (vstart, mtval, the fault record), a trap handler, reset, other VLENs,
// and the rv32 ISS programs giving the same results on the coral ISS.
#include <string>

#include "coral_iss_test.h"

using namespace coraltest;

namespace {

constexpr std::int32_t zero = 0, t0 = 5, t1 = 6, a0 = 10, a1 = 11;
constexpr std::uint32_t kDtcm = 0x10000u;

std::uint32_t I(Insn id, std::initializer_list<std::int32_t> ops) {
  std::vector<std::int32_t> v(ops);
  const InsnInfo& in = info(id);
  if (v.size() + 1 == in.num_operands && info(in.operands[in.num_operands - 1].type).kind == OpKind::vm)
    v.push_back(1);  // unmasked
  return encode(id, v.data(), v.size());
}

// e32, m1, ta, ma
constexpr std::int32_t kE32 = 2 << 3 | 64 | 128;

struct Code {
  Iss iss;
  explicit Code(const std::vector<std::uint32_t>& code, unsigned vlen = 0) : iss(small_config(), vlen) {
    for (std::size_t i = 0; i < code.size(); ++i) iss.write32(std::uint32_t(4 * i), code[i]);
    iss.reset(0);
  }
};

}  // namespace

TEST_CASE("coral.iss.vector_unit_off_at_reset") {
  Code c({I(Insn::vsetvli, {t0, zero, kE32}), I(Insn::csrrs, {a0, csr::vl, zero})});
  StepResult r = c.iss.step();
  CHECK(r.vector);
  CHECK(r.core.trap);
  CHECK(r.core.cause == 2);
  CHECK(r.core.tval == r.core.insn);
  CHECK(r.vec.trap);
  CHECK(c.iss.status() == RunStatus::fault);
  CHECK((*c.iss.csr(csr::mstatus) & kMstatusVs) == 0);
  // a vector CSR instruction is illegal too (with a handler installed to keep running)
  Code d({I(Insn::csrrs, {a0, csr::vl, zero})});
  d.iss.set_csr(csr::mtvec, 0x100);
  r = d.iss.step();
  CHECK(r.core.trap);
  CHECK(r.core.cause == 2);
  CHECK(!r.vector);
  // the host still reads them
  CHECK(*d.iss.csr(csr::vtype) == 0x80000000u);
  CHECK(*d.iss.csr(csr::vlenb) == 16);
}

TEST_CASE("coral.iss.vs_dirty_and_sd") {
  Code c({I(Insn::vsetvli, {t0, zero, kE32}), I(Insn::csrrs, {a0, csr::mstatus, zero})});
  c.iss.enable_units();
  CHECK((*c.iss.csr(csr::mstatus) & kMstatusVs) == 1u << 9);  // Initial
  CHECK((*c.iss.csr(csr::mstatus) >> 31) == 0);
  StepResult r = c.iss.step();
  CHECK(!r.core.trap);
  CHECK(r.core.rd_we);
  CHECK(r.core.rd == t0);
  CHECK(r.core.rd_wdata == 4);
  CHECK(r.vec.vl_changed);
  CHECK(r.vec.vl == 4);
  CHECK(r.vec.vtype == std::uint32_t(kE32));
  r = c.iss.step();
  CHECK((r.core.rd_wdata & kMstatusVs) == kMstatusVs);  // Dirty
  CHECK((r.core.rd_wdata >> 31) == 1u);                 // SD
  CHECK(!r.vector);
}

TEST_CASE("coral.iss.vector_csrs") {
  Code c({I(Insn::csrrw, {zero, csr::vstart, a0}), I(Insn::csrrs, {a1, csr::vstart, zero}),
          I(Insn::csrrwi, {zero, csr::vxrm, 31}), I(Insn::csrrwi, {zero, csr::vxsat, 31}),
          I(Insn::csrrs, {a1, csr::vcsr, zero}), I(Insn::csrrwi, {zero, csr::vcsr, 2}),
          I(Insn::csrrw, {zero, csr::vl, a0})});
  c.iss.enable_units();
  c.iss.set_csr(csr::mtvec, 0x100);
  c.iss.set_x(a0, 0xffff);
  c.iss.step();
  StepResult r = c.iss.step();
  CHECK(r.core.rd_wdata == 0x7f);  // vstart keeps log2(VLEN) = 7 bits
  CHECK((*c.iss.csr(csr::mstatus) & kMstatusVs) == kMstatusVs);  // a vector CSR write: Dirty
  c.iss.step();
  c.iss.step();
  r = c.iss.step();
  CHECK(r.core.rd_wdata == 0x7);  // vxrm 3, vxsat 1
  c.iss.step();
  CHECK(*c.iss.csr(csr::vxrm) == 1);
  CHECK(*c.iss.csr(csr::vxsat) == 0);
  r = c.iss.step();  // vl is read-only
  CHECK(r.core.trap);
  CHECK(r.core.cause == 2);
  CHECK(!c.iss.set_csr(csr::vl, 3));
}

TEST_CASE("coral.iss.step_record_of_vector_instructions") {
  Code c({I(Insn::vsetvli, {t0, zero, kE32}), I(Insn::vid_v, {1}), I(Insn::vadd_vi, {2, 1, 3}),
          I(Insn::vse32_v, {2, a1}), I(Insn::vmv_x_s, {a0, 2}), I(Insn::vcpop_m, {t1, 2})});
  c.iss.enable_units();
  c.iss.set_x(a1, kDtcm + 64);
  c.iss.step();
  c.iss.step();
  StepResult r = c.iss.step();
  REQUIRE(r.vec.vregs.size() == 1);
  CHECK(r.vec.vregs[0].reg == 2);
  CHECK(r.vec.vregs[0].data == std::vector<std::uint8_t>({3, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0}));
  CHECK(!r.core.rd_we);
  r = c.iss.step();  // the store: element accesses in the vector record, not the scalar one
  CHECK(!r.core.mem_we);
  REQUIRE(r.vec.mem.size() == 4);
  CHECK(r.vec.mem[2].store);
  CHECK(r.vec.mem[2].addr == kDtcm + 72);
  CHECK(r.vec.mem[2].data == 5);
  CHECK(c.iss.read32(kDtcm + 76) == 6);
  r = c.iss.step();
  CHECK(r.core.rd_we);
  CHECK(r.core.rd == a0);
  CHECK(r.core.rd_wdata == 3);
  CHECK(c.iss.x(a0) == 3);
  r = c.iss.step();  // vcpop of v2 as a mask: byte 0 is 3, so of bits 0..3 (vl 4) two are set
  CHECK(r.core.rd_we);
  CHECK(r.core.rd == t1);
  CHECK(r.core.rd_wdata == 2);
}

TEST_CASE("coral.iss.memory_trap_record_and_fault") {
  Code c({I(Insn::vsetvli, {t0, zero, kE32}), I(Insn::vle32_v, {4, a1})});
  c.iss.enable_units();
  c.iss.set_x(a1, kDtcm + 65536 - 8);  // elements 2, 3 beyond the DTCM
  c.iss.step();
  const StepResult r = c.iss.step();
  CHECK(r.vector);
  CHECK(r.core.trap);
  CHECK(r.core.cause == 5);
  CHECK(r.core.tval == kDtcm + 65536);
  CHECK(r.vec.fault_elem == 2);
  CHECK(r.vec.vstart == 2);
  REQUIRE(r.vec.vregs.size() == 1);  // elements 0 and 1 were loaded
  CHECK(r.vec.vregs[0].written ==
        std::vector<std::uint8_t>({1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0}));
  CHECK(r.vec.mem.size() == 2);
  CHECK(*c.iss.csr(csr::vstart) == 2);
  CHECK(c.iss.status() == RunStatus::fault);
  CHECK(c.iss.fault().cause == 5);
  CHECK(c.iss.fault().pc == 4);
  CHECK(c.iss.fault().tval == kDtcm + 65536);
  CHECK((*c.iss.csr(csr::mstatus) & kMstatusVs) == kMstatusVs);  // the instruction ran: Dirty
}

TEST_CASE("coral.iss.trap_handler_resumes_with_vstart") {
  // the handler (at 0x100) moves the base so that the rest of the elements is mapped and returns
  // to the load, which continues at vstart
  std::vector<std::uint32_t> code = {I(Insn::vsetvli, {t0, zero, kE32}), I(Insn::vle32_v, {4, a1}),
                                     I(Insn::csrrs, {a0, csr::vstart, zero})};
  code.resize(64, 0);
  code.push_back(I(Insn::lui, {a1, 0x10}));  // 0x100: a1 = DTCM base
  code.push_back(I(Insn::mret, {}));
  Code c(code);
  c.iss.enable_units();
  c.iss.set_csr(csr::mtvec, 0x100);
  c.iss.write32(kDtcm + 8, 0xabcd);
  c.iss.write32(kDtcm + 12, 0x1234);
  c.iss.set_x(a1, kDtcm + 65536 - 8);
  c.iss.step();
  StepResult r = c.iss.step();
  CHECK(r.core.trap);
  CHECK(*c.iss.csr(csr::mepc) == 4);
  c.iss.step();
  c.iss.step();
  r = c.iss.step();  // the load again, from element 2
  CHECK(!r.core.trap);
  REQUIRE(r.vec.mem.size() == 2);
  CHECK(r.vec.mem[0].elem == 2);
  CHECK(c.iss.vstate().elem(4, 2, 32) == 0xabcd);
  CHECK(c.iss.vstate().elem(4, 3, 32) == 0x1234);
  r = c.iss.step();
  CHECK(r.core.rd_wdata == 0);  // vstart was reset by the completed load
}

TEST_CASE("coral.iss.reset_config_and_vlen") {
  const HwConfig& cfg = small_config();
  const kc::rv32::HwConfig s = scalar_config(cfg);
  CHECK(s.itcm_base == cfg.itcm_base);
  CHECK(s.itcm_bytes == cfg.itcm_bytes);
  CHECK(s.dtcm_base == cfg.dtcm_base);
  CHECK(s.dtcm_bytes == cfg.dtcm_bytes);
  CHECK(s.ctrl_base == cfg.ctrl_base);
  CHECK(s.dmem_latency == cfg.dmem_latency);
  CHECK(s.name == cfg.name);
  Code c({I(Insn::vsetvli, {t0, zero, kE32}), I(Insn::vmv_v_i, {3, 5})});
  c.iss.enable_units();
  c.iss.run(2);
  CHECK(c.iss.vstate().elem(3, 0, 32) == 5);
  c.iss.reset(0);
  CHECK(c.iss.vstate().elem(3, 0, 32) == 0);
  CHECK(*c.iss.csr(csr::vtype) == 0x80000000u);
  CHECK((*c.iss.csr(csr::mstatus) & kMstatusVs) == 0);
  Code w({I(Insn::vsetvli, {t0, zero, kE32})}, 256);
  w.iss.enable_units();
  w.iss.step();
  CHECK(w.iss.x(t0) == 8);
  CHECK(*w.iss.csr(csr::vlenb) == 32);
}

TEST_CASE("coral.iss.rv32_programs_agree") {
  // Every rv32 ISS program (scalar code) ends in the same state on the coral ISS.
  for (const char* prog : {"alu", "branch", "csr", "fencei", "fp", "mem", "muldiv", "trap", "zbb", "fault_ebreak",
                           "fault_ecall", "fault_fetch", "fault_fpoff", "fault_illegal", "fault_jump", "fault_load",
                           "fault_store"}) {
    INFO(prog);
    const kc::ElfImage elf =
        kc::read_elf(std::string(KC_RV32_ISS_PROGS) + "/small/" + prog + ".elf", kc::kElfMachineRiscv);
    kc::rv32::Iss a(*kc::rv32::find_config("small"));
    a.reset(a.load_elf(elf));
    Iss b(small_config());
    b.reset(b.load_elf(elf));
    CHECK(a.run(100000) == b.run(100000));
    for (unsigned r = 0; r < 32; ++r) {
      CHECK(a.x(r) == b.x(r));
      CHECK(a.f(r) == b.f(r));
    }
    CHECK(a.pc() == b.pc());
    CHECK(*a.csr(csr::mstatus) == *b.csr(csr::mstatus));
    CHECK(a.fault().cause == b.fault().cause);
    const std::uint32_t sig = elf.symbol("sig")->value;
    for (std::uint32_t i = 0; i < 256; ++i) CHECK(a.read32(sig + 4 * i) == b.read32(sig + 4 * i));
  }
}
