// Fatal exceptions (mtvec = 0, progs/faults.S): the core stops with `fault` (not `halted`), the
// control block holds cause, pc, tval and the instruction word, the older store completed and
// the younger one did not, and the last trace record is the trapped instruction.
#include <cstring>

#include "rv32_rig.h"

namespace {

using namespace kc::rv32;
using namespace kc::rv32::test;

struct Case {
  const char* entry;
  uint32_t cause;
  const char* at;        // symbol of the faulting instruction ("" = pc is a constant)
  uint32_t pc;           //   the constant
  int tval_kind;         // 0: tval = tval_value, 1: tval = pc, 2: tval = the instruction word
  uint32_t tval_value;
};

}  // namespace

TEST_CASE("rv32.rtl.faults", "[rv32][rtl]") {
  const Case cases[] = {
      {"f_ebreak", 3, "f_ebreak_at", 0, 1, 0},
      {"f_ecall", 11, "f_ecall_at", 0, 0, 0},
      {"f_illegal", 2, "f_illegal_at", 0, 2, 0},
      {"f_load", 5, "f_load_at", 0, 0, 0x20000004},
      {"f_store_mis", 6, "f_store_mis_at", 0, 0, 0},          // tval = marker + 2, below
      {"f_fetch", 1, "", 0x20000000, 1, 0},
      {"f_jump_mis", 0, "f_jump_mis_at", 0, 0, 0},            // tval = f_after + 2, below
  };
  on_test_configs([&](auto& rig) {
    for (const Case& k : cases) {
      INFO(rig.name() << ": " << k.entry);
      uint32_t marker = 0, after = 0, status = 0;
      RunOpts o;
      o.entry = k.entry;
      const RunOut r = rig.run("faults", o, [](auto&) {}, [&](auto& d) {
        marker = d.read_word(rig.sym("faults", "marker"));
        after = d.read_word(rig.sym("faults", "after"));
        status = d.read_word(mem_map(rig.cfg()).ctrl_base + kCtrlStatus);
        CHECK(!d.running());
      });
      REQUIRE(r.finished);
      CHECK(r.faulted);
      CHECK(!r.halted);
      CHECK(status == 2u);
      CHECK(marker == 0x600du);
      CHECK(after == 0u);
      const uint32_t pc = *k.at ? rig.sym("faults", k.at) : k.pc;
      uint32_t word = 0;
      if (*k.at) {
        // The instruction word, from the ELF image of the ITCM.
        for (const auto& s : rig.elf("faults").segments)
          if (pc >= s.vaddr && pc + 4 <= s.vaddr + s.bytes.size())
            std::memcpy(&word, &s.bytes[pc - s.vaddr], 4);
      }
      uint32_t tval = k.tval_kind == 1 ? pc : k.tval_kind == 2 ? word : k.tval_value;
      if (std::string(k.entry) == "f_store_mis") tval = rig.sym("faults", "marker") + 2;
      if (std::string(k.entry) == "f_jump_mis") tval = rig.sym("faults", "f_after") + 2;
      CHECK(r.fault.cause == k.cause);
      CHECK(r.fault.pc == pc);
      CHECK(r.fault.tval == tval);
      CHECK(r.fault.insn == word);
      REQUIRE(!r.trace.empty());
      const TraceRecord& last = r.trace.back();
      CHECK(last.trap);
      CHECK(last.cause == k.cause);
      CHECK(last.pc == pc);
      CHECK(last.tval == tval);
      CHECK(!last.rd_we);
      CHECK(!last.mem_we);
      CHECK(r.traps() == 1u);
      CHECK(r.counters[kInstret] + 1 == r.trace.size());
    }
  });
}
