// Every instruction of the ISA table, measured on the RTL: the latency and issue interval of its
// latency class (plena_isa.yaml latency_classes, resolved per configuration in plena_configs.h)
// must equal what the core does, exactly.
//
// Interval: n independent instances; interval = (cycles(2n) - cycles(n)) / n. Destinations rotate
//   over enough rows / registers / HBM ranges that no instance waits for an earlier one.
// Latency: the issue distance from X to an instruction Y that depends on X:
//   latency = cycles(X; Y) - cycles(nop; Y) + 1, where Y is the same instruction in both programs
//   and cannot start earlier than its operand allows. For instructions whose result the same
//   instruction consumes (chains), latency = (cycles(2n chain) - cycles(n chain)) / n.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <sstream>

#include "Vplena_default.h"
#include "Vplena_small.h"
#ifdef KC_HAVE_PLENA_FPGA
#include "Vplena_fpga.h"
#endif
#include "plena_isa_table.h"
#include "plena_rig.h"

namespace {

using kc::plena::HwConfig;
using kc::plena::isa::LatClass;
using kc::plena::test::PlenaRig;
using kc::plena::test::fmt;


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

// One instruction's recipe. Latency: `chain` repeated (each instance depends on the previous)
// when `y` is empty, else the issue distance from `x` to the dependent `y`. Interval: `ivl(i)`
// repeated (independent instances), or, when `loop` is set, `ivl(0)` as the body of a hardware
// loop (its loop end and pointer bump take issue slots, fine for intervals >= 3).
struct Case {
  std::string pre;     // setup before the measured code
  std::string x;       // the instruction (chain element, or producer of y)
  std::string y;       // dependent consumer; empty: x is chained on itself
  Body ivl;            // independent instance i
  bool loop = false;   // interval measured as a loop body
  unsigned n = 8;      // instances (loop iterations) per measurement
  double lat_minus = 0, ivl_minus = 0;   // cycles of helper instructions inside each instance
};

struct Measured {
  double latency, interval;
};

template <class V>
Measured measure(Meter<V>& m, const Case& k) {
  const double lat = k.y.empty() ? m.per(k.pre, [&](unsigned) { return k.x; }) : m.pair(k.pre, k.x, k.y);
  const double ivl = k.loop ? m.per_loop(k.pre, k.ivl(0), k.n) : m.per(k.pre, k.ivl, k.n);
  return {lat - k.lat_minus, ivl - k.ivl_minus};
}

// Every instruction of the ISA with its recipe, keyed by mnemonic.
std::vector<std::pair<std::string, Case>> cases(const HwConfig& c) {
  const unsigned VL = c.vlen, M = c.mlen, PV = c.prefetch_v_rows, ST = c.store_v_rows;
  const std::string s1 = setup(c, 1), sb = setup(c, c.blen), sp = setup(c, PV);
  std::vector<std::pair<std::string, Case>> v;
  auto add = [&](const std::string& mnem, Case k) { v.emplace_back(mnem, std::move(k)); };
  auto rot_gp = [](const char* f) { return [f](unsigned i) { return fmt(f, 1 + i % 6); }; };
  auto rot_f = [](const char* f) { return [f](unsigned i) { return fmt(f, 1 + i % 7); }; };
  auto rot_row = [](const char* f) { return [f](unsigned i) { return fmt(f, 8 + i % 8); }; };

  // Scalar integer and INT_MEM (gp8 = row 8·VLEN etc. from setup are read-only sources).
  add("S_ADD_INT", {"", "S_ADD_INT gp1, gp1, gp2\n", "", rot_gp("S_ADD_INT gp%u, gp8, gp9\n")});
  add("S_SUB_INT", {"", "S_SUB_INT gp1, gp1, gp2\n", "", rot_gp("S_SUB_INT gp%u, gp8, gp9\n")});
  add("S_MUL_INT", {"", "S_MUL_INT gp1, gp1, gp2\n", "", rot_gp("S_MUL_INT gp%u, gp8, gp9\n")});
  add("S_ADDI_INT", {"", "S_ADDI_INT gp1, gp1, 1\n", "", rot_gp("S_ADDI_INT gp%u, gp0, 1\n")});
  add("S_LUI_INT", {"", "S_LUI_INT gp1, 5\n", "S_ADD_INT gp2, gp1, gp1\n", rot_gp("S_LUI_INT gp%u, 5\n")});
  add("S_ST_INT", {"", "S_ST_INT gp3, gp0, 1\n", "S_LD_INT gp2, gp0, 1\n", rot_gp("S_ST_INT gp3, gp0, %u\n")});
  add("S_LD_INT", {"", "S_LD_INT gp1, gp1, 0\n", "", rot_gp("S_LD_INT gp%u, gp0, 0\n")});
  // Control. The consumers see the same values they would without the write (same timing).
  add("C_SET_ADDR_REG", {s1, "C_SET_ADDR_REG a1, gp0, gp0\n", "H_PREFETCH_V gp8, gp0, a1, 0, 0\n",
                         rot_f("C_SET_ADDR_REG a%u, gp0, gp0\n")});
  const std::string stride = s1 + fmt("S_ADDI_INT gp4, gp0, %u\nC_SET_STRIDE_REG gp4\n", VL);
  add("C_SET_STRIDE_REG", {stride, "C_SET_STRIDE_REG gp4\n", "H_PREFETCH_V gp8, gp0, a0, 1, 0\n",
                           [](unsigned) { return std::string("C_SET_STRIDE_REG gp4\n"); }});
  const std::string mask = s1 + "S_ADDI_INT gp4, gp0, 1\nC_SET_V_MASK_REG gp4\n";
  add("C_SET_V_MASK_REG", {mask, "C_SET_V_MASK_REG gp4\n", "V_ADD_VF gp8, gp2, f1, 1\n",
                           [](unsigned) { return std::string("C_SET_V_MASK_REG gp4\n"); }});
  // SCALE has no reader while HBM holds bf16: its latency is measured against the next issue.
  add("C_SET_SCALE_REG", {"", "C_SET_SCALE_REG gp1\n", "S_ADD_INT gp2, gp1, gp1\n",
                          [](unsigned) { return std::string("C_SET_SCALE_REG gp1\n"); }});
  // Loops: one-iteration loops whose body reads the counter; the helper instructions of each
  // instance (the body and the other loop instruction, one cycle each) are subtracted.
  const std::string loop1 = "C_LOOP_START gp5, 1\nS_ADD_INT gp2, gp5, gp5\nC_LOOP_END gp5\n";
  add("C_LOOP_START", {"", loop1, "", [](unsigned i) { return fmt("C_LOOP_START gp%u, 1\nC_LOOP_END gp%u\n", 1 + i % 6, 1 + i % 6); },
                       false, 8, 2, 1});
  add("C_LOOP_END", {"", loop1, "", [](unsigned) { return std::string("S_ADDI_INT gp1, gp1, 1\n"); }, true, 8, 2, 1});
  // Scalar FP.
  for (const char* op : {"S_ADD_FP", "S_SUB_FP", "S_MAX_FP", "S_MUL_FP"})
    add(op, {"", fmt("%s f1, f1, f2\n", op), "", [op](unsigned i) { return fmt("%s f%u, f0, f0\n", op, 1 + i % 7); }});
  for (const char* op : {"S_EXP_FP", "S_RECI_FP", "S_SQRT_FP"})
    add(op, {"", fmt("%s f1, f1\n", op), "", [op](unsigned i) { return fmt("%s f%u, f0\n", op, 1 + i % 7); }});
  add("S_LD_FP", {"", "S_LD_FP f1, gp0, 0\n", "S_ST_FP f1, gp0, 1\n", rot_f("S_LD_FP f%u, gp0, 0\n")});
  add("S_ST_FP", {"", "S_ST_FP f1, gp0, 1\n", "S_LD_FP f2, gp0, 1\n", rot_f("S_ST_FP f1, gp0, %u\n")});
  add("S_MAP_V_FP", {s1, "S_MAP_V_FP gp8, gp0, 0\n", "V_ADD_VF gp2, gp8, f1, 0\n",
                     rot_row("S_MAP_V_FP gp%u, gp0, 0\n")});
  // Vector.
  for (const char* op : {"V_ADD_VV", "V_SUB_VV", "V_MUL_VV"})
    add(op, {s1, fmt("%s gp8, gp8, gp2, 0\n", op), "", [op](unsigned i) { return fmt("%s gp%u, gp2, gp3, 0\n", op, 8 + i % 8); }});
  for (const char* op : {"V_ADD_VF", "V_MUL_VF", "V_MAX_VF", "V_MIN_VF"})
    add(op, {s1, fmt("%s gp8, gp8, f1, 0\n", op), "", [op](unsigned i) { return fmt("%s gp%u, gp2, f1, 0\n", op, 8 + i % 8); }});
  add("V_SUB_VF", {s1, "V_SUB_VF gp8, gp8, f1, 0, 1\n", "", rot_row("V_SUB_VF gp%u, gp2, f1, 0, 1\n")});
  for (const char* op : {"V_EXP_V", "V_RECI_V"})
    add(op, {s1, fmt("%s gp8, gp8, 0\n", op), "", [op](unsigned i) { return fmt("%s gp%u, gp2, 0\n", op, 8 + i % 8); }});
  for (const char* op : {"V_RED_SUM", "V_RED_MAX"})
    add(op, {s1, fmt("%s f1, gp2, 0\n", op), "", [op](unsigned i) { return fmt("%s f%u, gp2, 0\n", op, 1 + i % 7); }});
  // Matrix (tile 0, column / row block 0, activation rows from row 0).
  add("M_MM", {s1, "M_MM 0, gp0, gp1\n", "", [](unsigned) { return std::string("M_MM 0, gp0, gp1\n"); }});
  add("M_TMM", {s1, "M_TMM 0, gp1, gp0\n", "", [](unsigned) { return std::string("M_TMM 0, gp1, gp0\n"); }});
  add("M_MV", {s1, "M_MV 0, gp0, gp1\n", "", [](unsigned) { return std::string("M_MV 0, gp0, gp1\n"); }});
  add("M_TMV", {s1, "M_TMV 0, gp0, gp1\n", "", [](unsigned) { return std::string("M_TMV 0, gp0, gp1\n"); }});
  add("M_MM_WO", {sb, "M_MM_WO gp8, gp0, 0\n", "V_ADD_VF gp2, gp8, f1, 0\n", rot_row("M_MM_WO gp%u, gp0, 0\n")});
  add("M_MV_WO", {sb, "M_MV_WO gp8, 0\n", "V_ADD_VF gp2, gp8, f1, 0\n", rot_row("M_MV_WO gp%u, 0\n")});
  // DMA: destinations advance through VRAM / MRAM / HBM in a loop, sources are read-only.
  add("H_PREFETCH_V", {sp, "H_PREFETCH_V gp8, gp0, a0, 0, 0\n", "V_ADD_VF gp2, gp8, f1, 0\n",
                       [=](unsigned) { return "H_PREFETCH_V gp8, gp0, a0, 0, 0\n" + fmt("S_ADDI_INT gp8, gp8, %u\n", PV * VL); },
                       true});
  const std::string pm = s1 + "S_ADDI_INT gp5, gp0, 0\n";
  add("H_PREFETCH_M", {pm, "H_PREFETCH_M gp5, gp0, a0, 0, 0\n", "M_MV 0, gp5, gp1\n",
                       [=](unsigned) { return "H_PREFETCH_M gp5, gp0, a0, 0, 0\n" + fmt("S_ADDI_INT gp5, gp5, %u\n", M * M); },
                       true, c.mram_tiles / 2});
  add("H_STORE_V", {sp, "H_STORE_V gp1, gp6, a0, 0, 0\n", "H_PREFETCH_V gp8, gp6, a0, 0, 0\n",
                    [=](unsigned) { return "H_STORE_V gp1, gp6, a0, 0, 0\n" + fmt("S_ADDI_INT gp6, gp6, %u\n", ST * VL); },
                    true});
  return v;
}

template <class V>
void check_all(const char* cfg) {
  Meter<V> m(cfg);
  const auto all = cases(m.c());
  // Every instruction of the table has exactly one recipe.
  for (const auto& in : kc::plena::isa::kInstrs) {
    const auto n = std::count_if(all.begin(), all.end(), [&](const auto& k) { return k.first == in.mnemonic; });
    INFO(in.mnemonic << " has " << n << " latency recipes");
    CHECK(n == 1);
  }
  std::ostringstream table;
  bool all_ok = true;
  for (const auto& [mnem, k] : all) {
    const auto* in = kc::plena::isa::find(mnem);
    REQUIRE(in != nullptr);
    const auto& want = m.c().timing_of(in->lat);
    const Measured got = measure(m, k);
    const bool ok = got.latency == want.latency && got.interval == want.interval;
    all_ok = all_ok && ok;
    table << (ok ? "  ok   " : "  DIFF ") << mnem << " (" << kc::plena::isa::lat_class_name(in->lat) << "): documented "
          << want.latency << " / " << want.interval << ", measured " << got.latency << " / " << got.interval << "\n";
  }
  INFO("configuration " << cfg << " (latency / interval):\n" << table.str());
  CHECK(all_ok);
}

}  // namespace

TEST_CASE("plena.rtl.latency.small") { check_all<Vplena_small>("small"); }
TEST_CASE("plena.rtl.latency.default") { check_all<Vplena_default>("default"); }
#ifdef KC_HAVE_PLENA_FPGA
// fpga: an HBM slower than its port (HBM_BEAT_CYCLES = 2).
TEST_CASE("plena.rtl.latency.fpga") { check_all<Vplena_fpga>("fpga"); }
#endif
