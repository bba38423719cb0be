// The directed self-checking programs (progs/*.S) on the small and default cores. Each program
// checks its own results (rv32_test.inc); the C++ side checks that it halted and that trace and
// counters agree (check_self_checking).
#include "rv32_rig.h"

namespace {

using namespace kc::rv32;
using namespace kc::rv32::test;

void run_program(const std::string& prog) {
  on_test_configs([&](auto& rig) {
    const RunOut r = rig.run(prog);
    check_self_checking(rig, r, prog);
  });
}

}  // namespace

TEST_CASE("rv32.rtl.prog.alu", "[rv32][rtl]") { run_program("alu"); }
TEST_CASE("rv32.rtl.prog.zbb", "[rv32][rtl]") { run_program("zbb"); }
TEST_CASE("rv32.rtl.prog.fwd", "[rv32][rtl]") { run_program("fwd"); }
TEST_CASE("rv32.rtl.prog.mem", "[rv32][rtl]") { run_program("mem"); }
TEST_CASE("rv32.rtl.prog.branch", "[rv32][rtl]") { run_program("branch"); }
TEST_CASE("rv32.rtl.prog.muldiv", "[rv32][rtl]") { run_program("muldiv"); }
TEST_CASE("rv32.rtl.prog.csr", "[rv32][rtl]") { run_program("csr"); }
TEST_CASE("rv32.rtl.prog.trap", "[rv32][rtl]") { run_program("trap"); }
TEST_CASE("rv32.rtl.prog.fencei", "[rv32][rtl]") { run_program("fencei"); }
TEST_CASE("rv32.rtl.prog.fp", "[rv32][rtl]") { run_program("fp"); }

// The trace port: records for loads and stores carry address, byte enables and (stores) the
// data in its byte lanes; register writes carry x/f, index and value; with trace_en_i low the
// port is silent.
TEST_CASE("rv32.rtl.trace_records", "[rv32][rtl]") {
  on_test_configs([&](auto& rig) {
    INFO(rig.name());
    const RunOut r = rig.run("mem");
    REQUIRE(r.halted);
    const uint32_t data = rig.sym("mem", "data");
    bool saw_sb = false, saw_lbu = false, saw_flw = false;
    for (const TraceRecord& t : r.trace) {
      // sb a1, 6(s0) with a1 = 0x1bb: lane 2, data 0xbb << 16
      if (t.mem_we && t.mem_addr == data + 6 && t.mem_be == 0x4) {
        CHECK(t.mem_wdata == 0x00bb0000u);
        CHECK(!t.rd_we);
        saw_sb = true;
      }
      // lbu a0, 3(s0): lane 3, value 0x80 into a0 (x10)
      if (t.mem_re && t.mem_addr == data + 3 && t.mem_be == 0x8 && t.rd_we) {
        CHECK(t.rd == 10);
        CHECK(!t.rd_fp);
        if (t.rd_wdata == 0x80u) saw_lbu = true;
      }
    }
    CHECK(saw_sb);
    CHECK(saw_lbu);
    const RunOut f = rig.run("fp");
    REQUIRE(f.halted);
    for (const TraceRecord& t : f.trace)
      if (t.mem_re && t.rd_we && t.rd_fp) saw_flw = true;
    CHECK(saw_flw);
  });
}

TEST_CASE("rv32.rtl.trace_off", "[rv32][rtl]") {
  // With trace_en_i low the trace port stays at zero in every cycle of a run, and the run takes
  // exactly as many cycles as a traced one.
  on_test_configs([&](auto& rig) {
    INFO(rig.name());
    const RunOut on = rig.run("alu");
    REQUIRE(on.halted);
    auto& d = rig.load("alu");
    auto& m = rig.model();
    d.start(rig.elf("alu").entry);
    unsigned active = 0;
    while (!d.done() && d.cycle() < 100000) {
      d.step();
      active += m.trace_valid_o | m.trace_rd_we_o | m.trace_mem_we_o | m.trace_mem_re_o |
                m.trace_trap_o | (m.trace_pc_o != 0) | (m.trace_insn_o != 0) |
                (m.trace_rd_wdata_o != 0) | (m.trace_mem_addr_o != 0);
    }
    REQUIRE(d.halted());
    CHECK(active == 0);
    CHECK(d.counters() == on.counters);
  });
}
