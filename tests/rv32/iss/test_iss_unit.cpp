// The ISS interface: the trace fields step() returns (register writes, memory lanes, flags, trap),
// the CSR override hook, run limits, reset, host memory access and the ELF loader. Programs are
// built here from the generated encoder (kc::rv32::encode), so each test states its instructions.
#include <stdexcept>

#include "iss_test.h"

using namespace isstest;

namespace {

// x registers by ABI number
constexpr std::int32_t zero = 0, ra = 1, t0 = 5, t1 = 6, a0 = 10, a1 = 11, a2 = 12;

std::uint32_t I(Insn id, std::initializer_list<std::int32_t> ops) {
  std::vector<std::int32_t> v(ops);
  return encode(id, v.data(), v.size());
}

// An ISS of configuration small with `code` at the ITCM base, reset there.
Iss with_code(const std::vector<std::uint32_t>& code) {
  Iss iss(small_config());
  for (std::size_t i = 0; i < code.size(); ++i) iss.write32(std::uint32_t(4 * i), code[i]);
  iss.reset(0);
  return iss;
}

constexpr std::uint32_t kDtcm = 0x10000u;

}  // namespace

TEST_CASE("rv32.iss.step_register_write_fields") {
  Iss iss = with_code({I(Insn::addi, {a0, zero, 5}), I(Insn::addi, {zero, a0, 1}), I(Insn::lui, {a1, 0x12345})});
  StepResult r = iss.step();
  CHECK(r.pc == 0);
  CHECK(r.insn == 0x00500513u);
  CHECK(r.rd_we);
  CHECK_FALSE(r.rd_fp);
  CHECK(r.rd == a0);
  CHECK(r.rd_wdata == 5);
  CHECK_FALSE(r.mem_we);
  CHECK_FALSE(r.mem_re);
  CHECK_FALSE(r.trap);
  r = iss.step();  // write to x0: no register write in the trace
  CHECK_FALSE(r.rd_we);
  CHECK(iss.x(0) == 0);
  r = iss.step();
  CHECK(r.rd_wdata == 0x12345000u);
  CHECK(iss.pc() == 12);
  CHECK(iss.minstret() == 3);
  CHECK(iss.mcycle() == 3);
}

TEST_CASE("rv32.iss.step_memory_lanes") {
  Iss iss = with_code({I(Insn::lui, {t0, 0x10}),  // t0 = 0x10000 (DTCM)
                       I(Insn::addi, {t1, zero, 0xab}), I(Insn::sb, {t1, 1, t0}), I(Insn::sh, {t1, 2, t0}),
                       I(Insn::lh, {a0, 2, t0}), I(Insn::lbu, {a1, 1, t0}), I(Insn::sw, {t1, 4, t0}),
                       I(Insn::lw, {a2, 4, t0})});
  iss.step();
  iss.step();
  StepResult r = iss.step();  // sb 0xab at +1
  CHECK(r.mem_we);
  CHECK(r.mem_addr == kDtcm + 1);
  CHECK(r.mem_be == 0x2);
  CHECK(r.mem_wdata == 0x0000ab00u);
  r = iss.step();  // sh at +2
  CHECK(r.mem_be == 0xc);
  CHECK(r.mem_wdata == 0x00ab0000u);
  r = iss.step();  // lh at +2
  CHECK(r.mem_re);
  CHECK_FALSE(r.mem_we);
  CHECK(r.mem_addr == kDtcm + 2);
  CHECK(r.mem_be == 0xc);
  CHECK(r.rd_wdata == 0xab);
  r = iss.step();  // lbu at +1
  CHECK(r.mem_be == 0x2);
  CHECK(r.rd_wdata == 0xab);
  r = iss.step();  // sw
  CHECK(r.mem_be == 0xf);
  CHECK(r.mem_wdata == 0xab);
  r = iss.step();
  CHECK(r.rd_wdata == 0xab);
  CHECK(iss.read32(kDtcm) == 0x00abab00u);
}

TEST_CASE("rv32.iss.step_trap_fields_and_handler_entry") {
  Iss iss = with_code({I(Insn::lui, {t0, 0x1}),  // t0 = 0x1000 (handler)
                       I(Insn::csrrw, {zero, csr::mtvec, t0}), I(Insn::lw, {a0, 2, zero})});
  iss.step();
  iss.step();
  const std::uint64_t before = iss.minstret();
  const StepResult r = iss.step();  // misaligned lw at address 2
  CHECK(r.trap);
  CHECK(r.cause == cause::load_address_misaligned);
  CHECK(r.tval == 2);
  CHECK(r.pc == 8);
  CHECK_FALSE(r.rd_we);
  CHECK_FALSE(r.mem_re);
  CHECK(iss.status() == RunStatus::running);
  CHECK(iss.pc() == 0x1000u);
  CHECK(iss.csr(csr::mepc) == 8u);
  CHECK(iss.csr(csr::mcause) == 4u);
  CHECK(iss.csr(csr::mtval) == 2u);
  CHECK(iss.minstret() == before);  // a trapped instruction does not retire
}

TEST_CASE("rv32.iss.fault_record_without_mtvec") {
  Iss iss = with_code({I(Insn::addi, {a0, zero, 1}), I(Insn::ebreak, {})});
  CHECK(iss.run(100) == RunStatus::fault);
  CHECK(iss.fault().cause == cause::breakpoint);
  CHECK(iss.fault().pc == 4);
  CHECK(iss.fault().tval == 4);
  CHECK(iss.fault().insn == 0x00100073u);
  CHECK(iss.steps() == 2);
  CHECK(std::string(run_status_name(iss.status())) == "fault");
}

TEST_CASE("rv32.iss.mpause_halts") {
  Iss iss = with_code({I(Insn::addi, {a0, zero, 1}), kMpauseWord, I(Insn::addi, {a0, zero, 2})});
  CHECK(iss.run(100) == RunStatus::halted);
  CHECK(iss.x(a0) == 1);
  CHECK(iss.minstret() == 2);  // mpause retires
  CHECK(iss.pc() == 8);
}

TEST_CASE("rv32.iss.run_limit") {
  Iss iss = with_code({I(Insn::addi, {a0, a0, 1}), I(Insn::jal, {zero, -4})});
  CHECK(iss.run(101) == RunStatus::limit);
  CHECK(iss.status() == RunStatus::running);
  CHECK(iss.x(a0) == 51);
  CHECK(iss.run(1) == RunStatus::limit);
  CHECK(iss.x(a0) == 51);  // the jal
  CHECK(iss.steps() == 102);
}

TEST_CASE("rv32.iss.csr_override_for_lock_step") {
  Iss iss = with_code({I(Insn::csrrs, {a0, csr::mcycle, zero}), I(Insn::csrrs, {a1, csr::mcycleh, zero}),
                       I(Insn::csrrs, {a2, csr::mscratch, zero})});
  std::vector<std::uint32_t> asked;
  iss.set_csr_override([&](std::uint32_t addr) -> std::optional<std::uint32_t> {
    asked.push_back(addr);
    if (addr == csr::mcycle) return 1234u;
    if (addr == csr::mcycleh) return 7u;
    return std::nullopt;
  });
  StepResult r = iss.step();
  CHECK(r.csr_read);
  CHECK(r.csr_addr == csr::mcycle);
  CHECK(r.csr_rdata == 1234);
  CHECK(iss.x(a0) == 1234);
  iss.step();
  CHECK(iss.x(a1) == 7);
  r = iss.step();
  CHECK(r.csr_rdata == 0);  // no override: the ISS's own mscratch
  CHECK(asked == std::vector<std::uint32_t>{csr::mcycle, csr::mcycleh, csr::mscratch});
}

TEST_CASE("rv32.iss.csr_write_without_read") {
  // csrrw with rd = x0 does not read (no csr_read, no override call)
  Iss iss = with_code({I(Insn::addi, {t0, zero, 9}), I(Insn::csrrw, {zero, csr::mscratch, t0})});
  int calls = 0;
  iss.set_csr_override([&](std::uint32_t) -> std::optional<std::uint32_t> {
    ++calls;
    return std::nullopt;
  });
  iss.step();
  const StepResult r = iss.step();
  CHECK_FALSE(r.csr_read);
  CHECK(calls == 0);
  CHECK(iss.csr(csr::mscratch) == 9u);
}

TEST_CASE("rv32.iss.fp_state_and_flags") {
  Iss iss = with_code({I(Insn::fmv_w_x, {1, zero}),  // FS = 0: illegal
                       I(Insn::lui, {t0, 0x2}), I(Insn::csrrs, {zero, csr::mstatus, t0}),
                       I(Insn::lui, {t1, 0x3f800}),  // 1.0
                       I(Insn::fmv_w_x, {1, t1}), I(Insn::fdiv_s, {2, 1, 0, 7})});
  iss.set_csr(csr::mtvec, 0x2000);
  StepResult r = iss.step();
  CHECK(r.trap);
  CHECK(r.cause == cause::illegal_instruction);
  iss.set_pc(4);
  iss.step();
  iss.step();
  CHECK(iss.csr(csr::mstatus).value() == 0x00003800u);  // FS = Initial
  iss.step();
  r = iss.step();  // fmv.w.x: FP register write, FS becomes Dirty
  CHECK(r.rd_fp);
  CHECK(r.rd == 1);
  CHECK(r.rd_wdata == 0x3f800000u);
  CHECK(iss.csr(csr::mstatus).value() == 0x80007800u);
  r = iss.step();  // 1 / +0 = +inf with DZ
  CHECK(r.rd_wdata == 0x7f800000u);
  CHECK(r.fflags == 0x08);
  CHECK(iss.csr(csr::fflags) == 0x08u);
  CHECK(iss.f(2) == 0x7f800000u);
}

TEST_CASE("rv32.iss.no_f_extension") {
  // Configuration ice40 has no F (isa.f_extension = 0): mstatus.FS stays Off whatever is written
  // (by an instruction or by the host), misa has no F, and every F instruction and fflags/frm/fcsr
  // access traps as illegal with the instruction word in mtval. The same code on small (with F)
  // turns FS on and runs the F instruction.
  const HwConfig* ice40 = find_config("ice40");
  REQUIRE(ice40 != nullptr);
  REQUIRE(ice40->f_extension == 0);
  REQUIRE(small_config().f_extension == 1);
  const std::vector<std::uint32_t> code = {I(Insn::lui, {t0, 0x2}), I(Insn::csrrs, {zero, csr::mstatus, t0}),
                                           I(Insn::csrrs, {a0, csr::mstatus, zero}),
                                           I(Insn::csrrs, {a1, csr::misa, zero}),
                                           I(Insn::fmv_w_x, {1, t0}), I(Insn::csrrs, {a2, csr::fflags, zero})};
  for (const HwConfig* c : {ice40, &small_config()}) {
    const bool f = c->f_extension != 0;
    INFO(c->name);
    Iss iss(*c);
    for (std::size_t i = 0; i < code.size(); ++i) iss.write32(std::uint32_t(4 * i), code[i]);
    iss.reset(0);
    iss.set_csr(csr::mtvec, 0x2000);
    for (int i = 0; i < 4; ++i) CHECK_FALSE(iss.step().trap);
    CHECK(((iss.x(a0) >> 13) & 3u) == (f ? 1u : 0u));   // FS: Initial with F, Off without
    CHECK(((iss.x(a1) >> 5) & 1u) == (f ? 1u : 0u));    // misa.F
    CHECK((iss.x(a1) & 0x1100u) == 0x1100u);            // I and M either way
    StepResult r = iss.step();                          // fmv.w.x
    CHECK(r.trap == !f);
    if (!f) {
      CHECK(r.cause == cause::illegal_instruction);
      CHECK(r.tval == code[4]);
      iss.set_pc(20);
    }
    r = iss.step();                                     // csrr fflags
    CHECK(r.trap == !f);
    if (!f) CHECK(r.cause == cause::illegal_instruction);
    CHECK(iss.set_csr(csr::mstatus, 0x6000));           // the host writes FS = Dirty
    CHECK(((*iss.csr(csr::mstatus) >> 13) & 3u) == (f ? 3u : 0u));
  }
}

TEST_CASE("rv32.iss.host_memory_and_reset") {
  Iss iss(small_config());
  CHECK(iss.mapped(0, 16384));
  CHECK_FALSE(iss.mapped(16381, 4));   // crosses the end of the ITCM
  CHECK(iss.mapped(kDtcm + 65532, 4));
  CHECK_FALSE(iss.mapped(0x30000, 1));  // the control block is not memory
  CHECK_THROWS_AS(iss.write32(0x4000, 1), std::out_of_range);
  CHECK_THROWS_AS(iss.read32(0x20000), std::out_of_range);
  iss.write32(kDtcm, 0xdeadbeef);
  iss.set_x(5, 77);
  iss.set_x(0, 77);
  CHECK(iss.x(0) == 0);
  iss.set_csr(csr::mscratch, 3);
  CHECK_FALSE(iss.set_csr(csr::mhartid, 3));
  CHECK_FALSE(iss.set_csr(0x7c0, 3));
  iss.reset(0x100);
  CHECK(iss.x(5) == 0);
  CHECK(iss.csr(csr::mscratch) == 0u);
  CHECK(iss.pc() == 0x100);
  CHECK(iss.read32(kDtcm) == 0xdeadbeefu);  // memory survives reset
  CHECK_FALSE(iss.csr(0xc00).has_value());
}

TEST_CASE("rv32.iss.elf_loader_zero_fills_bss") {
  kc::ElfImage elf;
  elf.entry = 0x8;
  kc::ElfSegment text;
  text.vaddr = 0;
  text.bytes = {0x13, 0, 0, 0, 0x13, 0, 0, 0, 0x73, 0, 0, 0x08};  // nop, nop, mpause
  text.mem_size = 12;
  kc::ElfSegment data;
  data.vaddr = kDtcm;
  data.bytes = {1, 2, 3, 4};
  data.mem_size = 12;  // 8 bytes of .bss
  elf.segments = {text, data};
  Iss iss(small_config());
  iss.write32(kDtcm + 4, 0xffffffffu);
  iss.write32(kDtcm + 8, 0xffffffffu);
  CHECK(iss.load_elf(elf) == 8);
  CHECK(iss.read32(kDtcm) == 0x04030201u);
  CHECK(iss.read32(kDtcm + 4) == 0);
  CHECK(iss.read32(kDtcm + 8) == 0);
  iss.reset(elf.entry);
  CHECK(iss.run(10) == RunStatus::halted);
  kc::ElfSegment bad;
  bad.vaddr = 0x3fff0;
  bad.bytes = {1};
  bad.mem_size = 1;
  elf.segments = {bad};
  CHECK_THROWS_AS(iss.load_elf(elf), std::out_of_range);
}

TEST_CASE("rv32.iss.decode_matches_every_table_entry") {
  // Every entry of the table executes without being reported illegal when its encoding is valid:
  // each matched word either completes or raises a trap other than illegal_instruction (FS on,
  // mtvec set, rm = rne).
  int executed = 0;
  for (std::size_t i = 1; i < kNumInsns; ++i) {
    const InsnInfo& in = kInsns[i];
    if (in.unit == Unit::csr) continue;  // CSR numbers decide legality
    Iss iss = with_code({in.match});
    iss.set_csr(csr::mstatus, 0x2000);
    iss.set_csr(csr::mtvec, 0x1000);
    const StepResult r = iss.step();
    INFO(in.mnemonic);
    CHECK(!(r.trap && r.cause == cause::illegal_instruction));
    ++executed;
  }
  CHECK(executed == int(kNumInsns) - 1 - 6);
}

namespace {

// A toy extension for the interface tests: custom-0 (opcode 0x0b) "x[rd] = x[rs1] + csr 0x7c0" with
// funct3 0, "store x[rs2] as a word at x[rs1]" with funct3 1 (through the hart's checks), "raise
// cause 2 with tval 0x1234" with funct3 2, anything else unknown; CSR 0x7c0 (rw, needs its
// mstatus field bits 24:23 != 0) and 0x7c1 (ro).
struct ToyExtension : IssExtension {
  std::uint32_t reg = 0;
  int resets = 0;
  void reset() override {
    reg = 0;
    ++resets;
  }
  bool execute(IssHart& hart, std::uint32_t w) override {
    if ((w & 0x7Fu) != 0x0Bu) return false;
    const unsigned rd = (w >> 7) & 31u, rs1 = (w >> 15) & 31u, rs2 = (w >> 20) & 31u;
    switch ((w >> 12) & 7u) {
      case 0: hart.write_x(rd, hart.x(rs1) + reg); return true;
      case 1:
        if (hart.store(hart.x(rs1), 4, hart.x(rs2)) != IssHart::MemFault::none) hart.raise(7, hart.x(rs1));
        return true;
      case 2: hart.raise(2, 0x1234); return true;
      default: return false;
    }
  }
  CsrKind csr_kind(std::uint32_t a) const override {
    return a == 0x7c0 ? CsrKind::rw : a == 0x7c1 ? CsrKind::ro : CsrKind::none;
  }
  bool csr_accessible(const IssHart& hart, std::uint32_t) const override { return hart.mstatus_field() != 0; }
  std::uint32_t csr_read(std::uint32_t a) const override { return a == 0x7c0 ? reg : 0xabcd; }
  void csr_write(IssHart& hart, std::uint32_t, std::uint32_t v) override {
    reg = v;
    hart.set_mstatus_field(3u << 23);  // dirty
  }
  std::uint32_t mstatus_field() const override { return 3u << 23; }
};

std::uint32_t custom(unsigned funct3, unsigned rd, unsigned rs1, unsigned rs2) {
  return 0x0Bu | rd << 7 | funct3 << 12 | rs1 << 15 | rs2 << 20;
}

}  // namespace

TEST_CASE("rv32.iss.extension_interface") {
  // The same program without and with the extension: without it the custom words are illegal and
  // the extension's CSRs do not exist; with it they execute through the hooks.
  const std::vector<std::uint32_t> code = {
      I(Insn::addi, {t0, zero, 40}),
      I(Insn::csrrs, {a1, 0x7c0, zero}),            // read the extension CSR
      custom(0, a0, t0, 0),                          // a0 = t0 + reg
      I(Insn::lui, {t1, 0x10}),                      // t1 = DTCM
      custom(1, 0, t1, t0),                          // mem[t1] = t0
      custom(2, 0, 0, 0),                            // raises cause 2
  };
  {
    Iss iss = with_code(code);
    iss.step();
    const StepResult r = iss.step();
    CHECK(r.trap);
    CHECK(r.cause == cause::illegal_instruction);
    CHECK(iss.status() == RunStatus::fault);
    CHECK(!iss.csr(0x7c0));
    CHECK(!iss.set_csr(0x7c0, 1));
  }
  Iss iss = with_code(code);
  ToyExtension ext;
  iss.set_extension(&ext);
  CHECK(ext.resets == 1);
  iss.reset(0);
  CHECK(ext.resets == 2);
  iss.step();
  // the field is 0 at reset: the CSR access is refused as illegal
  StepResult r = iss.step();
  CHECK(r.trap);
  CHECK(r.cause == cause::illegal_instruction);
  iss.reset(0);
  CHECK(*iss.csr(csr::mstatus) == 0x00001800u);  // the field reads 0
  CHECK(iss.set_csr(csr::mstatus, 1u << 23));     // field bits are writable through mstatus
  CHECK(*iss.csr(csr::mstatus) == (0x00001800u | 1u << 23));
  CHECK(iss.set_csr(0x7c0, 2));                   // a host write through the extension: the field turns dirty
  CHECK(*iss.csr(csr::mstatus) == (0x80001800u | 3u << 23));  // SD: the field is all ones
  CHECK(!iss.set_csr(0x7c1, 1));                  // read-only
  CHECK(*iss.csr(0x7c1) == 0xabcdu);
  iss.step();
  r = iss.step();
  CHECK(!r.trap);
  CHECK(r.csr_read);
  CHECK(r.csr_addr == 0x7c0);
  CHECK(r.csr_rdata == 2);
  CHECK(iss.x(a1) == 2);
  r = iss.step();  // custom add: the register write goes through the trace
  CHECK(r.rd_we);
  CHECK(r.rd == a0);
  CHECK(r.rd_wdata == 42);
  CHECK(iss.x(a0) == 42);
  iss.step();
  r = iss.step();  // custom store through the hart's checks
  CHECK(!r.trap);
  CHECK(iss.read32(kDtcm) == 40);
  r = iss.step();  // a trap raised by the extension
  CHECK(r.trap);
  CHECK(r.cause == 2);
  CHECK(r.tval == 0x1234u);
  CHECK(!r.rd_we);
  CHECK(iss.status() == RunStatus::fault);
  CHECK(iss.fault().pc == 20);
  CHECK(iss.minstret() == 5);
}

TEST_CASE("rv32.iss.extension_memory_faults_and_unknown_words") {
  ToyExtension ext;
  Iss iss = with_code({I(Insn::addi, {t0, zero, 2}), custom(1, 0, t0, t0), custom(5, 0, 0, 0)});
  iss.set_extension(&ext);
  iss.reset(0);
  iss.set_csr(0x300, 0x1800u | 1u << 23);
  iss.step();
  StepResult r = iss.step();  // address 2: misaligned for a word -> the extension raises cause 7
  CHECK(r.trap);
  CHECK(r.cause == 7);
  CHECK(r.tval == 2);
  iss.set_csr(csr::mtvec, 0x100);
  iss.reset(8);
  iss.set_csr(csr::mtvec, 0x100);
  r = iss.step();  // funct3 5: the extension does not know it either -> illegal instruction
  CHECK(r.trap);
  CHECK(r.cause == cause::illegal_instruction);
  CHECK(r.tval == custom(5, 0, 0, 0));
  CHECK(iss.pc() == 0x100);
}
