// kc-sim-plena as a process: programs that halt, fault, hit the cycle limit or hold illegal
// words; preloads and dumps of every space; the waveform window; result.json fields; the core's
// cycle counter against the testbench's clock count.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "plena_configs.h"
#include "plena_isa_table.h"
#include "sim_test_util.h"

using namespace kc;
using namespace kc::simtest;
namespace cs = kc::plena::cfg_small;

namespace {

// Every result: the cycle count is the core's counter (plus the drain after a stop at the cycle
// limit, which the counter includes and `cycles` does not) and equals the testbench's clock count
// (reset release to done, or to the stop); the instruction count is the counter; traffic is
// reported.
void check_common(const RunResult& r, const std::string& config) {
  CHECK(r.platform == "plena");
  CHECK(r.config == config);
  CHECK(r.cycles + r.sim.drain_cycles == counter(r, "cycles"));
  if (r.status != "cycle_limit") CHECK(r.sim.drain_cycles == 0);
  CHECK(r.cycles == r.sim.clocked_cycles);
  CHECK(r.instructions == counter(r, "instructions"));
  CHECK(r.counters.size() == plena::isa::kNumCounters);
  REQUIRE(r.memory.size() == 1);
  CHECK(r.memory[0].first == "hbm");
  CHECK(r.sim.simulator == "kc-sim-plena");
  CHECK(r.sim.wall_seconds > 0);
}

// x + 1.5 over PV_ROWS rows, summed into f2; rows stored back; the sum stored to FP_MEM[1].
// Input at HBM element 0 (a0 = 0), output at HBM element `out` (a1).
Program vector_program(unsigned vlen, unsigned rows, uint32_t out) {
  Program p;
  p.op("S_LD_FP", {1, 0, 0})               // f1 = FP_MEM[0]
      .op("H_PREFETCH_V", {0, 0, 0, 0, 0})  // VRAM rows 0.. <- HBM[a0 + 0]
      .op("C_LOOP_START", {2, rows})
      .op("V_ADD_VF", {3, 3, 1, 0})         // row gp3 += f1
      .op("V_RED_SUM", {2, 3, 0})           // f2 += sum(row gp3)
      .op("S_ADDI_INT", {3, 3, vlen})
      .op("C_LOOP_END", {2})
      .op("S_ST_FP", {2, 0, 1})             // FP_MEM[1] = f2
      .li(4, out)
      .op("C_SET_ADDR_REG", {1, 0, 4})      // a1 = out
      .op("H_STORE_V", {0, 0, 1, 0, 0});    // HBM[a1 + 0] <- VRAM rows 0..
  return p;
}

// Runs vector_program on `config` and checks the numbers, the dumps and result.json.
void run_vector_program(const std::string& name, const plena::HwConfig& cfg) {
  REQUIRE(cfg.prefetch_v_rows == cfg.store_v_rows);
  const unsigned rows = cfg.prefetch_v_rows, n = rows * cfg.vlen;
  const uint32_t out = 4096;
  BundleDir d(name);
  const Program prog = vector_program(cfg.vlen, rows, out);
  d.write_program("prog.bin", prog);
  std::vector<double> x(n);
  for (unsigned i = 0; i < n; ++i) x[i] = double(int(i % 9) - 4);
  d.write("x.bin", bf16_bytes(x));
  d.write("c.bin", bf16_bytes({1.5}));
  RunBundle b = basic_bundle(cfg.name);
  b.preload = {{"hbm", 0, "x.bin", ""}, {"fp_mem", 0, "c.bin", ""}};
  b.dump = {{"hbm", out, 2ull * n, "y.bin", ""}, {"fp_mem", 0, 4, "f.bin", ""}};
  d.write_bundle(b);

  const RunResult r = d.run_ok();
  check_common(r, cfg.name);
  CHECK(r.status == "halted");
  CHECK(r.pc == prog.pc());
  CHECK_FALSE(r.fault);
  CHECK(r.instructions == 8 + 4 * rows);
  CHECK(counter(r, "vector_beats") == 2ull * rows * cfg.beats);
  CHECK(counter(r, "busy_vector") > 0);
  CHECK(counter(r, "busy_dma") > 0);
  CHECK(counter(r, "hbm_read_beats") == 2ull * n / cfg.hbm_port_bytes);
  CHECK(counter(r, "hbm_write_beats") == 2ull * n / cfg.hbm_port_bytes);
  const MemoryTraffic& t = r.memory[0].second;
  CHECK(t.read_bytes == 2ull * n);
  CHECK(t.write_bytes == 2ull * n);
  CHECK(t.read_requests == 2ull * n / cfg.hbm_port_bytes);
  CHECK(t.write_requests == 2ull * n / cfg.hbm_port_bytes);

  const std::vector<double> y = bf16_values(d.read("y.bin"));
  REQUIRE(y.size() == n);
  double sum = 0;  // f2 accumulates one rounded row sum per V_RED_SUM (every value exact here)
  for (unsigned i = 0; i < n; ++i) {
    INFO("element " << i);
    CHECK(y[i] == x[i] + 1.5);
    if (i % cfg.vlen == cfg.vlen - 1) {
      double row = 0;
      for (unsigned e = i + 1 - cfg.vlen; e <= i; ++e) row += x[e] + 1.5;
      sum = from_bf16(bf16(sum + row));
    }
  }
  const std::vector<double> f = bf16_values(d.read("f.bin"));
  REQUIRE(f.size() == 2);
  CHECK(f[0] == 1.5);
  CHECK(f[1] == sum);
}

// A program whose instruction at `pc` faults or is illegal; result.json must say so.
RunResult run_failing(const std::string& name, const std::string& config, const Program& p) {
  BundleDir d(name);
  d.write_program("prog.bin", p);
  RunBundle b = basic_bundle(config);
  b.dump = {{"vram", 0, 64, "v.bin", ""}};
  d.write_bundle(b);
  RunResult r = d.run_ok();
  check_common(r, config);
  CHECK(d.read("v.bin").size() == 64);  // dumps are written for every status
  return r;
}

}  // namespace

TEST_CASE("plena.sim.vector_program.small") {
  run_vector_program("vector_small", *plena::find_config("small"));
}

TEST_CASE("plena.sim.vector_program.default") {
  run_vector_program("vector_default", *plena::find_config("default"));
}

TEST_CASE("plena.sim.onchip_preload_dump") {
  BundleDir d("onchip");
  const uint32_t row3 = 3 * cs::VLEN;
  Program p;
  p.op("S_LD_FP", {1, 0, 3})          // f1 = FP_MEM[3]
      .li(5, row3)
      .op("V_MUL_VF", {5, 0, 1, 0})   // VRAM row 3 = row 0 * f1
      .op("S_LD_INT", {1, 0, 2})      // gp1 = INT_MEM[2]
      .op("S_ADDI_INT", {1, 1, 5})
      .op("S_ST_INT", {1, 0, 10});    // INT_MEM[10] = INT_MEM[2] + 5
  d.write_program("prog.bin", p);

  // VRAM: 33 elements from the odd address 1, and one more at the odd address 35.
  std::vector<double> v(33);
  for (unsigned i = 0; i < v.size(); ++i) v[i] = i + 1;
  d.write("v.bin", bf16_bytes(v));
  d.write("v35.bin", bf16_bytes({-7}));
  // MRAM: all of tile 1, whose elements count up.
  std::vector<double> m(cs::MRAM_TILE_ELEMS);
  for (unsigned i = 0; i < m.size(); ++i) m[i] = double(i % 200) - 100;
  d.write("m.bin", bf16_bytes(m));
  d.write("f.bin", bf16_bytes({0.25, 2, 3, 4, 5}));
  d.write("i.bin", u32_bytes({37, 0xDEADBEEFu, 123456789u}));

  RunBundle b = basic_bundle();
  b.preload = {{"vram", 1, "v.bin", ""},
               {"vram", 35, "v35.bin", ""},
               {"mram", cs::MRAM_TILE_ELEMS, "m.bin", ""},
               {"fp_mem", 3, "f.bin", ""},
               {"int_mem", 2, "i.bin", ""}};
  b.dump = {{"vram", 0, 2 * 40, "vd.bin", ""},
            {"vram", row3, 2 * cs::VLEN, "row3.bin", ""},
            {"vram", 35, 2, "odd.bin", ""},
            {"mram", cs::MRAM_TILE_ELEMS - 2, 2 * (cs::MRAM_TILE_ELEMS + 3), "md.bin", ""},
            {"fp_mem", 0, 2 * 10, "fd.bin", ""},
            {"int_mem", 0, 4 * 12, "id.bin", ""}};
  d.write_bundle(b);
  const RunResult r = d.run_ok();
  check_common(r, "small");
  CHECK(r.status == "halted");

  const std::vector<double> vd = bf16_values(d.read("vd.bin"));
  REQUIRE(vd.size() == 40);
  for (unsigned a = 0; a < 40; ++a) {
    INFO("vram " << a);
    const double want = a == 0 ? 0.0 : a <= 33 ? double(a) : a == 35 ? -7.0 : 0.0;
    CHECK(vd[a] == want);
  }
  CHECK(bf16_values(d.read("odd.bin")) == std::vector<double>{-7});
  const std::vector<double> row = bf16_values(d.read("row3.bin"));
  REQUIRE(row.size() == cs::VLEN);
  for (unsigned e = 0; e < cs::VLEN; ++e) CHECK(row[e] == from_bf16(bf16(vd[e] * 0.25)));

  const std::vector<double> md = bf16_values(d.read("md.bin"));
  REQUIRE(md.size() == cs::MRAM_TILE_ELEMS + 3);
  CHECK(md[0] == 0);
  CHECK(md[1] == 0);
  for (unsigned i = 0; i < cs::MRAM_TILE_ELEMS; ++i) {
    INFO("mram tile 1 element " << i);
    CHECK(md[i + 2] == m[i]);
  }
  CHECK(md.back() == 0);

  CHECK(bf16_values(d.read("fd.bin")) == std::vector<double>{0, 0, 0, 0.25, 2, 3, 4, 5, 0, 0});
  const std::vector<uint32_t> id = u32_values(d.read("id.bin"));
  CHECK(id == std::vector<uint32_t>{0, 0, 37, 0xDEADBEEFu, 123456789u, 0, 0, 0, 0, 0, 42, 0});
}

TEST_CASE("plena.sim.cycle_limit") {
  BundleDir d("cycle_limit");
  Program p;
  p.op("C_LOOP_START", {1, (1u << 22) - 1})   // ~4M iterations: far beyond the limit
      .op("H_PREFETCH_V", {0, 0, 0, 0, 0})    // DMA traffic in flight at the stop
      .op("V_ADD_VV", {0, 0, 0, 0})
      .op("H_STORE_V", {0, 0, 1, 0, 0})
      .op("S_ADDI_INT", {2, 2, 1})
      .op("C_LOOP_END", {1});
  d.write_program("prog.bin", p);
  RunBundle b = basic_bundle();
  b.max_cycles = 3000;
  b.dump = {{"hbm", 0, 64, "h.bin", ""}, {"int_mem", 0, 16, "i.bin", ""}};
  d.write_bundle(b);
  const RunResult r = d.run_ok();
  check_common(r, "small");
  CHECK(r.status == "cycle_limit");
  // Where the program stood: the next pc it would have issued, inside the loop body (pc 1..5).
  REQUIRE(r.pc);
  CHECK(*r.pc >= 1);
  CHECK(*r.pc <= 5);
  CHECK_FALSE(r.fault);
  // Exactly the limit; the drain after the stop request is counted apart (and in the counters).
  CHECK(r.cycles == 3000);
  CHECK(r.sim.drain_cycles < 1000);
  CHECK(find_counter(r, "cycles").value_or(0) == 3000 + r.sim.drain_cycles);
  CHECK(r.instructions > 100);
  CHECK(d.read("h.bin").size() == 64);
  CHECK(d.read("i.bin").size() == 16);
}

TEST_CASE("plena.sim.fault.vram_range") {
  Program p;
  p.li(1, cs::VRAM_ELEMS)               // pc 0, 1
      .op("V_ADD_VV", {1, 0, 0, 0})     // pc 2: destination row beyond VRAM
      .op("S_ADDI_INT", {5, 0, 1});
  const RunResult r = run_failing("fault_vram_range", "small", p);
  CHECK(r.status == "fault");
  CHECK(r.pc == 2u);
  CHECK(r.instructions == 2);
  REQUIRE(r.fault);
  CHECK(r.fault->kind == "vram_range");
  CHECK(r.fault->pc == 2);
  CHECK(r.fault->address == uint64_t(cs::VRAM_ELEMS));
  CHECK(r.fault->word == p.words()[2]);
  CHECK_THAT(r.fault->message,
             Catch::StartsWith("vram_range: V_ADD_VV at pc 2 accessed VRAM address 8192"));
}

TEST_CASE("plena.sim.fault.vram_align.default") {
  Program p;
  p.op("S_ADDI_INT", {1, 0, 70})
      .op("S_ADDI_INT", {2, 0, 128})
      .op("V_ADD_VV", {2, 1, 2, 0});  // pc 2: source row address 70
  const RunResult r = run_failing("fault_vram_align", "default", p);
  CHECK(r.status == "fault");
  REQUIRE(r.fault);
  CHECK(r.fault->kind == "vram_align");
  CHECK(r.fault->pc == 2);
  CHECK(r.fault->address == 70u);
  CHECK_THAT(r.fault->message,
             Catch::StartsWith("vram_align: V_ADD_VV at pc 2 accessed VRAM address 70 (not a "
                               "multiple of VLEN=64"));
}

TEST_CASE("plena.sim.fault.hbm_range") {
  SECTION("first element beyond the HBM") {
    Program p;
    p.li(1, uint32_t(cs::HBM_ELEMS))
        .op("C_SET_ADDR_REG", {0, 0, 1})
        .op("H_PREFETCH_V", {0, 0, 0, 0, 0});  // pc 3
    const RunResult r = run_failing("fault_hbm_range", "small", p);
    CHECK(r.status == "fault");
    REQUIRE(r.fault);
    CHECK(r.fault->kind == "hbm_range");
    CHECK(r.fault->pc == 3);
    CHECK(r.fault->address == cs::HBM_ELEMS);
    CHECK_THAT(r.fault->message, Catch::StartsWith("hbm_range: H_PREFETCH_V at pc 3 touched HBM element"));
    CHECK(r.memory[0].second.read_requests == 0);  // nothing reached the memory model
  }
  SECTION("last row crosses the end") {
    Program p;
    p.li(1, uint32_t(cs::HBM_ELEMS - cs::VLEN))
        .op("C_SET_ADDR_REG", {2, 0, 1})
        .op("H_STORE_V", {0, 0, 2, 0, 0});  // pc 3: rows 1.. lie beyond
    const RunResult r = run_failing("fault_hbm_range_end", "small", p);
    REQUIRE(r.fault);
    CHECK(r.fault->kind == "hbm_range");
    CHECK(r.fault->address == cs::HBM_ELEMS + (cs::ST_ROWS - 1) * cs::VLEN - 1);
    CHECK(r.memory[0].second.write_requests == 0);
  }
}

TEST_CASE("plena.sim.illegal_instruction") {
  auto run_word = [](const std::string& name, uint32_t word) {
    Program p;
    p.op("S_ADDI_INT", {1, 0, 1}).word(word).op("S_ADDI_INT", {2, 0, 1});
    RunResult r = run_failing(name, "small", p);
    CHECK(r.status == "illegal_instruction");
    CHECK(r.pc == 1u);
    CHECK(r.instructions == 1);
    REQUIRE(r.fault);
    CHECK(r.fault->kind == "illegal_instruction");
    CHECK(r.fault->pc == 1);
    CHECK(r.fault->word == word);
    CHECK_FALSE(r.fault->address);
    return r;
  };
  SECTION("unknown opcode") {
    const uint32_t w = 0x0000003Fu;
    REQUIRE(plena::isa::decode(w) == nullptr);
    REQUIRE(plena::isa::reserved_opcode(0x3F) == nullptr);
    const RunResult r = run_word("illegal_unknown", w);
    CHECK(r.fault->message == "illegal_instruction: word 0x0000003f at pc 1 has unknown opcode 0x3f");
  }
  SECTION("reserved opcode") {
    const RunResult r = run_word("illegal_reserved", 0x00000003u);
    CHECK_THAT(r.fault->message,
               Catch::StartsWith("illegal_instruction: word 0x00000003 at pc 1 has reserved opcode "
                                 "0x03 (M_BMM: "));
  }
  SECTION("bits outside the operand fields") {
    Program one;
    one.op("S_ADD_INT", {1, 2, 3});
    const uint32_t w = one.words()[0] | (1u << 22);  // funct1 is fixed to 0 in S_ADD_INT
    REQUIRE(plena::isa::decode(w) == nullptr);
    const RunResult r = run_word("illegal_bits", w);
    CHECK_THAT(r.fault->message, Catch::Contains("is S_ADD_INT, but bits outside its operand fields"));
  }
}

TEST_CASE("plena.sim.trace_window") {
  BundleDir d("trace");
  const plena::HwConfig& cfg = *plena::find_config("small");
  d.write_program("prog.bin", vector_program(cfg.vlen, cfg.prefetch_v_rows, 4096));
  d.write("c.bin", bf16_bytes({1.5}));
  RunBundle b = basic_bundle();
  b.preload = {{"fp_mem", 0, "c.bin", ""}};
  d.write_bundle(b);
  const RunResult plain = d.run_ok("--result " + d.path("plain.json"), "plain.json");

  b.trace = TraceSpec{"fst", "wave.fst", 5, 60};
  d.write_bundle(b);
  const RunResult traced = d.run_ok();
  CHECK(traced.cycles == plain.cycles);
  CHECK(traced.counters == plain.counters);
  const std::vector<uint8_t> fst = d.read("wave.fst");
  CHECK(fst.size() > 1000);
}

TEST_CASE("plena.sim.result_next_to_bundle_and_elsewhere") {
  BundleDir d("result_path");
  d.write_program("prog.bin", Program().op("S_ADDI_INT", {1, 0, 1}));
  d.write_bundle(basic_bundle());
  const RunResult r = d.run_ok();
  CHECK(r.status == "halted");
  CHECK(r.pc == 1u);
  CHECK(r.instructions == 1);
  const RunResult r2 = d.run_ok("--result '" + d.path("other.json") + "'", "other.json");
  CHECK(r2.cycles == r.cycles);
}
