// Timing of every latency class and of control transfers, measured on the RTL (progs/lat.S)
// and compared with the contract's values (from the configuration's latencies) and with the
// generated timing table (HwConfig::timing, from the ISA table's latency classes): latency N =
// an instruction issuing in cycle t lets a dependent one issue in t + N (rv32_core.sv).
//   latency  = cycles(X; Y) - cycles(ref; Y) + 1     (Y depends on X; ref costs what X costs)
//   interval = (cycles(16 x X) - cycles(8 x X)) / 8  (independent instances)
//   cost     = cycles(transfer) - cycles(straight-line equivalent)
#include "rv32_isa_table.h"
#include "rv32_rig.h"

using namespace kc::rv32;
using namespace kc::rv32::test;

namespace {

struct Lat {
  const char* name;
  unsigned expect;     // the contract's value
  LatClass cls;        // the instruction's latency class in the generated table
};

}  // namespace

TEST_CASE("rv32.rtl.latency", "[rv32][rtl]") {
  on_test_configs([&](auto& rig) {
    const HwConfig& c = rig.cfg();
    const unsigned L = c.dmem_latency, M = c.mul_latency, F = c.fma_latency, Fm = c.fmisc_latency;
    using C = LatClass;
    const Lat lats[] = {
        {"add", 1, C::alu},      {"clz", 1, C::alu},       {"lui", 1, C::alu},
        {"auipc", 1, C::alu},    {"csr", 1, C::csr},       {"lw", L, C::load},
        {"lbu", L, C::load},     {"lw_st", L, C::load},    {"flw", L, C::load},
        {"mul", M, C::mul},      {"mulhu", M, C::mul},     {"div", 34, C::div},
        {"remu", 34, C::div},    {"fadd", F, C::fma},      {"fmadd", F, C::fma},
        {"fmadd3", F, C::fma},   {"fsgnj", Fm, C::fmisc},  {"feq", Fm, C::fmisc},
        {"fmvxw", Fm, C::fmisc}, {"fcvtsw", Fm, C::fmisc}, {"fdiv", 30, C::fdivsqrt},
        {"fsqrt", 30, C::fdivsqrt}, {"fsw", F, C::fma},
    };
    for (const Lat& l : lats) {
      INFO(rig.name() << ": latency of " << l.name);
      const std::string x = std::string("lat_") + l.name;
      const int64_t got = int64_t(rig.cycles("lat", x)) - int64_t(rig.cycles("lat", x + "_ref")) + 1;
      CHECK(got == int64_t(l.expect));
      CHECK(got == int64_t(c.timing_of(l.cls).latency));
    }
    const Lat ivls[] = {
        {"add", 1, C::alu},     {"lw", 1, C::load},       {"sw", 1, C::store},
        {"mul", 1, C::mul},     {"div", 34, C::div},      {"fadd", 1, C::fma},
        {"fmadd", 1, C::fma},   {"fsgnj", 1, C::fmisc},   {"fdiv", 30, C::fdivsqrt},
        {"fsqrt", 30, C::fdivsqrt},
    };
    for (const Lat& l : ivls) {
      INFO(rig.name() << ": interval of " << l.name);
      const std::string x = std::string("ivl_") + l.name;
      const int64_t d = int64_t(rig.cycles("lat", x + "_16")) - int64_t(rig.cycles("lat", x + "_8"));
      CHECK(d == 8 * int64_t(l.expect));
      CHECK(d == 8 * int64_t(c.timing_of(l.cls).interval));
    }
    // CSR instructions back to back: each waits until the previous one completed (X1..WB, D + 1
    // stages), so they issue D + 2 cycles apart. (The table's IVL_CSR = 1 is the distance to a
    // following non-CSR instruction.)
    INFO(rig.name() << ": CSR after CSR");
    const unsigned D = rig.stages();
    CHECK(int64_t(rig.cycles("lat", "ivl_csr_16")) - int64_t(rig.cycles("lat", "ivl_csr_8")) ==
          8 * int64_t(D + 2));
  });
}

namespace {

// The generated table's cost of an outcome: cycles the control transfer takes (1 + bubbles).
uint32_t table_cost(const HwConfig& c, LatClass cls, const char* outcome) {
  const auto& names = kCostNames[std::size_t(cls)];
  for (std::size_t i = 0; i < kMaxCosts && names[i]; ++i)
    if (std::string(names[i]) == outcome) return c.timing_of(cls).costs[i];
  FAIL("no cost " << outcome << " in the generated timing table");
  return 0;
}

}  // namespace

TEST_CASE("rv32.rtl.branch_costs", "[rv32][rtl]") {
  on_test_configs([&](auto& rig) {
    const HwConfig& c = rig.cfg();
    using C = LatClass;
    struct Cost {
      const char* name;
      unsigned bubbles;    // the contract's value
      LatClass cls;
      const char* outcome; // in the generated table (nullptr: not in it)
    };
    const Cost costs[] = {
        {"fnt", 0, C::branch, "forward_not_taken"},   // predicted right
        {"ft", 2, C::branch, "forward_taken"},        // mispredicted, resolved in X1
        {"bnt", 2, C::branch, "backward_not_taken"},  // mispredicted
        {"jal", 1, C::jal, "taken"},                  // redirected from ID
        {"jalr", 2, C::jalr, "taken"},                // resolved in X1
        {"fencei", 2, C::fence, nullptr},             // refetch after X1
    };
    for (const Cost& k : costs) {
      INFO(rig.name() << ": cost of " << k.name);
      const std::string x = std::string("cost_") + k.name;
      const int64_t got = int64_t(rig.cycles("lat", x)) - int64_t(rig.cycles("lat", x + "_ref"));
      CHECK(got == int64_t(k.bubbles));
      if (k.outcome) CHECK(got + 1 == int64_t(table_cost(c, k.cls, k.outcome)));
    }
    // Backward taken (predicted taken): a 2-instruction loop body costs 2 + 1 cycles.
    INFO(rig.name() << ": backward taken branch");
    const int64_t loop = int64_t(rig.cycles("lat", "cost_bt_16")) - int64_t(rig.cycles("lat", "cost_bt_8"));
    CHECK(loop == 8 * 3);
    CHECK(loop == 8 * int64_t(1 + table_cost(c, C::branch, "backward_taken")));
    // Trap entry and MRET: 2 bubbles each, read from the trace (completion cycles in WB).
    RunOpts o;
    o.entry = "cost_ecall";
    const RunOut r = rig.run("lat", o);
    REQUIRE(r.halted);
    const uint32_t handler = rig.sym("lat", "lat_handler");
    bool seen = false;
    for (std::size_t i = 0; i + 1 < r.trace.size(); ++i) {
      const TraceRecord& t = r.trace[i];
      if (t.trap) {
        REQUIRE(r.trace[i + 1].pc == handler);
        CHECK(r.trace[i + 1].cycle - t.cycle == 3u);
        seen = true;
      }
      if (t.insn == 0x30200073u) {   // mret
        CHECK(r.trace[i + 1].cycle - t.cycle == 3u);
      }
    }
    CHECK(seen);
  });
}
