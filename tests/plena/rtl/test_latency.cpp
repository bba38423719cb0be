// Every latency class of the ISA table, measured on the RTL: the documented latency and issue
// interval (plena_isa.yaml latency_classes, resolved per configuration in plena_configs.h) must
// equal what the core does, exactly.
//
// Interval: n independent instances; interval = (cycles(2n) - cycles(n)) / n. Destinations rotate
//   over enough rows / registers / HBM ranges that no instance waits for an earlier one.
// Latency: the issue distance from X to an instruction Y that depends on X:
//   latency = cycles(X; Y) - cycles(nop; Y) + 1, where Y is the same instruction in both programs
//   and cannot start earlier than its operand allows. For instructions whose result the same
//   instruction consumes (chains), latency = (cycles(2n chain) - cycles(n chain)) / n.
#include <catch2/catch.hpp>

#include <cstdarg>
#include <functional>
#include <sstream>

#include "Vplena_default.h"
#include "Vplena_small.h"
#include "plena_isa_table.h"
#include "plena_rig.h"

namespace {

using kc::plena::HwConfig;
using kc::plena::isa::LatClass;
using kc::plena::test::PlenaRig;

std::string fmt(const char* f, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, f);
  std::vsnprintf(buf, sizeof buf, f, ap);
  va_end(ap);
  return buf;
}

// Registers common to every recipe: gp1 = row 0, gp2 = row 1, gp3 = row 2 (sources),
// gp8..gp15 = rows 8, 8+s, ... (rotating destinations, s = `spacing` rows apart), gp9 first row
// of a second destination set (for pairs).
std::string setup(const HwConfig& c, unsigned spacing) {
  std::string s = fmt("S_ADDI_INT gp2, gp0, %u\nS_ADDI_INT gp3, gp0, %u\n", c.vlen, 2 * c.vlen);
  for (unsigned r = 0; r < 8; ++r) s += fmt("S_ADDI_INT gp%u, gp0, %u\n", 8 + r, (8 + r * spacing) * c.vlen);
  return s;
}

using Body = std::function<std::string(unsigned i)>;

template <class V>
struct Meter {
  PlenaRig<V> rig;
  explicit Meter(const char* cfg) : rig(cfg) {}
  const HwConfig& c() { return rig.cfg(); }

  uint64_t cycles(const std::string& text) {
    auto r = rig.run(text);
    INFO(text);
    REQUIRE(r.status == 1);   // halted
    return r.cycles;
  }
  // Per-instance cycles of `body` repeated (straight-line code after `pre`).
  double per(const std::string& pre, const Body& body, unsigned n = 8) {
    auto prog = [&](unsigned k) {
      std::string s = pre;
      for (unsigned i = 0; i < k; ++i) s += body(i);
      return s;
    };
    return double(cycles(prog(2 * n)) - cycles(prog(n))) / n;
  }
  // Per-iteration cycles of a hardware loop running `body` (the loop end costs one issue slot).
  double per_loop(const std::string& pre, const std::string& body, unsigned n = 8) {
    auto prog = [&](unsigned k) { return pre + fmt("C_LOOP_START gp7, %u\n", k) + body + "C_LOOP_END gp7\n"; };
    return double(cycles(prog(2 * n)) - cycles(prog(n))) / n;
  }
  // Issue distance X -> dependent Y (see the file comment).
  double pair(const std::string& pre, const std::string& x, const std::string& y) {
    return double(cycles(pre + x + y)) - double(cycles(pre + "S_ADDI_INT gp0, gp0, 0\n" + y)) + 1.0;
  }
};

struct Measured {
  double latency, interval;
};

template <class V>
Measured measure(Meter<V>& m, LatClass cls) {
  const HwConfig& c = m.c();
  const unsigned VL = c.vlen, M = c.mlen, PV = c.prefetch_v_rows, ST = c.store_v_rows;
  const std::string s1 = setup(c, 1), sb = setup(c, c.blen), sp = setup(c, PV);
  switch (cls) {
    case LatClass::int_:
      return {m.per("", [](unsigned) { return std::string("S_ADDI_INT gp1, gp1, 1\n"); }),
              m.per("", [](unsigned i) { return fmt("S_ADDI_INT gp%u, gp0, 1\n", 1 + i % 8); })};
    case LatClass::int_load:
      return {m.per("", [](unsigned) { return std::string("S_LD_INT gp1, gp1, 0\n"); }),
              m.per("", [](unsigned i) { return fmt("S_LD_INT gp%u, gp0, 0\n", 1 + i % 8); })};
    case LatClass::ctrl:
      // a1 = 0, the value it has after reset: the same transfer either way.
      return {m.pair(s1, "C_SET_ADDR_REG a1, gp0, gp0\n", "H_PREFETCH_V gp8, gp0, a1, 0, 0\n"),
              m.per("", [](unsigned) { return std::string("C_SET_STRIDE_REG gp1\n"); })};
    case LatClass::loop_end: {
      const double it = m.per_loop("", "S_ADDI_INT gp1, gp1, 1\n");
      return {it - 1, it - 1};
    }
    case LatClass::fp_arith:
      return {m.per("", [](unsigned) { return std::string("S_ADD_FP f1, f1, f2\n"); }),
              m.per("", [](unsigned i) { return fmt("S_ADD_FP f%u, f0, f0\n", 1 + i % 7); })};
    case LatClass::fp_load:
      return {m.per("", [](unsigned) { return std::string("S_LD_FP f1, gp0, 0\nS_ST_FP f1, gp0, 1\n"); }) - 1,
              m.per("", [](unsigned i) { return fmt("S_LD_FP f%u, gp0, 0\n", 1 + i % 7); })};
    case LatClass::fp_store:
      return {m.pair("", "S_ST_FP f1, gp0, 1\n", "S_LD_FP f2, gp0, 1\n"),
              m.per("", [](unsigned) { return std::string("S_ST_FP f1, gp0, 1\n"); })};
    case LatClass::fp_map: {
      const double p = m.per(s1, [](unsigned) { return std::string("S_MAP_V_FP gp8, gp0, 0\n"); });
      return {p, p};
    }
    case LatClass::vec_vv:
      return {m.per(s1, [](unsigned) { return std::string("V_ADD_VV gp8, gp8, gp2, 0\n"); }),
              m.per(s1, [](unsigned i) { return fmt("V_ADD_VV gp%u, gp2, gp3, 0\n", 8 + i % 8); })};
    case LatClass::vec_v:
      return {m.per(s1, [](unsigned) { return std::string("V_ADD_VF gp8, gp8, f1, 0\n"); }),
              m.per(s1, [](unsigned i) { return fmt("V_EXP_V gp%u, gp2, 0\n", 8 + i % 8); })};
    case LatClass::vec_red:
      return {m.per(s1, [](unsigned) { return std::string("V_RED_SUM f1, gp2, 0\n"); }),
              m.per(s1, [](unsigned i) { return fmt("V_RED_SUM f%u, gp2, 0\n", 1 + i % 7); })};
    case LatClass::mat_mm: {
      const double p = m.per(s1, [](unsigned) { return std::string("M_MM 0, gp0, gp1\n"); });
      return {p, p};
    }
    case LatClass::mat_wo:
      return {m.pair(sb, "M_MM_WO gp8, gp0, 0\n", "V_ADD_VF gp2, gp8, f1, 0\n"),
              m.per(sb, [](unsigned i) { return fmt("M_MM_WO gp%u, gp0, 0\n", 8 + i % 8); })};
    case LatClass::dma_v:
      return {m.pair(sp, "H_PREFETCH_V gp8, gp0, a0, 0, 0\n", "V_ADD_VF gp2, gp8, f1, 0\n"),
              m.per_loop(sp, "H_PREFETCH_V gp8, gp0, a0, 0, 0\n" + fmt("S_ADDI_INT gp8, gp8, %u\n", PV * VL))};
    case LatClass::dma_m: {
      const std::string pre = s1 + "S_ADDI_INT gp5, gp0, 0\n";
      return {m.pair(pre, "H_PREFETCH_M gp5, gp0, a0, 0, 0\n", "M_MV 0, gp5, gp1\n"),
              m.per_loop(pre, "H_PREFETCH_M gp5, gp0, a0, 0, 0\n" + fmt("S_ADDI_INT gp5, gp5, %u\n", M * M),
                         c.mram_tiles / 2)};
    }
    case LatClass::dma_st:
      return {m.pair(sp, "H_STORE_V gp1, gp6, a0, 0, 0\n", "H_PREFETCH_V gp8, gp6, a0, 0, 0\n"),
              m.per_loop(sp, "H_STORE_V gp1, gp6, a0, 0, 0\n" + fmt("S_ADDI_INT gp6, gp6, %u\n", ST * VL))};
  }
  FAIL("latency class without a recipe: " << kc::plena::isa::lat_class_name(cls));
  return {0, 0};
}

template <class V>
void check_all(const char* cfg) {
  Meter<V> m(cfg);
  std::ostringstream table;
  bool all_ok = true;
  for (std::size_t i = 0; i < kc::plena::isa::kNumLatClasses; ++i) {
    const auto cls = LatClass(i);
    const auto& want = m.c().timing_of(cls);
    const Measured got = measure(m, cls);
    const bool ok = got.latency == want.latency && got.interval == want.interval;
    all_ok = all_ok && ok;
    table << (ok ? "  ok   " : "  DIFF ") << kc::plena::isa::lat_class_name(cls) << ": documented " << want.latency
          << " / " << want.interval << ", measured " << got.latency << " / " << got.interval << "\n";
  }
  INFO("configuration " << cfg << " (latency / interval):\n" << table.str());
  CHECK(all_ok);
}

}  // namespace

TEST_CASE("plena.rtl.latency.small") { check_all<Vplena_small>("small"); }
TEST_CASE("plena.rtl.latency.default") { check_all<Vplena_default>("default"); }
