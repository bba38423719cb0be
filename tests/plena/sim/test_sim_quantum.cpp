// Timing equivalence. Temporal decoupling must not change a cycle count: the same DMA-heavy
// program run with a quantum of 1 cycle (sync every cycle), the default quantum and an odd one
// (97) gives identical cycles, counters, memory traffic and dumps. And the SystemC testbench
// (HBM behind TLM-2.0) must time exactly like the plain C++ loop of PlenaDriver + DirectMem.
// HBM stress (--hbm-stress) is the opposite: it changes the cycle count and nothing else.
#include "Vplena_small.h"
#include "kc/plena_driver.h"

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "plena_configs.h"
#include "sim_test_util.h"

using namespace kc;
using namespace kc::simtest;

namespace {

// Streams `blocks` blocks of rows HBM -> VRAM -> (scaled) -> HBM, with strided, unaligned
// prefetches (partial beats) and a matrix-tile prefetch in between, so that many HBM requests
// are in flight and reads and writes compete for the channel.
Program dma_program(const plena::HwConfig& c, unsigned blocks) {
  const unsigned rows = c.prefetch_v_rows, block = rows * c.vlen;
  Program p;
  p.op("S_LD_FP", {1, 0, 0})
      .li(6, 1u << 20)
      .op("C_SET_ADDR_REG", {1, 0, 6})           // a1: output base
      .op("S_ADDI_INT", {7, 0, c.vlen + 3})
      .op("C_SET_STRIDE_REG", {7})               // STRIDE = VLEN + 3 (unaligned rows)
      .op("C_LOOP_START", {1, blocks})
      .op("H_PREFETCH_V", {2, 3, 0, 0, 0})       // rows at gp2 <- HBM gp3 (contiguous)
      .op("S_ADDI_INT", {4, 2, block})
      .op("H_PREFETCH_V", {4, 3, 0, 1, 0})       // next rows <- HBM gp3, STRIDE apart
      .op("V_MUL_VF", {2, 2, 1, 0})
      .op("V_ADD_VV", {4, 4, 2, 0})
      .op("H_STORE_V", {2, 3, 1, 0, 0})
      .op("H_STORE_V", {4, 3, 1, 1, 0})
      .op("S_ADDI_INT", {3, 3, block + 5})
      .op("C_LOOP_END", {1})
      .op("H_PREFETCH_M", {0, 0, 0, 1, 0})      // one tile, STRIDE apart
      .op("M_MM", {0, 0, 0})
      .op("M_MM_WO", {5, 0, 0});
  return p;
}

// HBM input of the DMA program (element i at HBM element i).
std::vector<double> dma_input() {
  std::vector<double> x(1 << 15);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = double(int(i % 31) - 15) / 8;
  return x;
}

void check_quantum_equivalence(const std::string& name, const std::string& config, unsigned blocks) {
  const plena::HwConfig& c = *plena::find_config(config);
  BundleDir d(name);
  d.write_program("prog.bin", dma_program(c, blocks));
  d.write("x.bin", bf16_bytes(dma_input()));
  d.write("c.bin", bf16_bytes({0.75}));
  RunBundle b = basic_bundle(config);
  b.preload = {{"hbm", 0, "x.bin", ""}, {"fp_mem", 0, "c.bin", ""}};
  b.dump = {{"hbm", 1u << 20, 2u << 14, "y.bin", ""}, {"vram", 0, 2u * 64 * c.vlen, "v.bin", ""}};
  d.write_bundle(b);

  struct Run {
    RunResult r;
    std::vector<uint8_t> y, v;
  };
  auto run = [&](const std::string& q) {
    const std::string result = "result_q" + q + ".json";
    const std::string args = (q == "default" ? "" : "--quantum " + q) + " --result " + d.path(result);
    Run out{d.run_ok(args, result),
            d.read("y.bin"), d.read("v.bin")};
    CHECK(out.r.status == "halted");
    CHECK(out.r.cycles == out.r.sim.clocked_cycles);
    return out;
  };
  const Run q1 = run("1"), qd = run("default"), q97 = run("97");
  CHECK(q1.r.sim.quantum_cycles == 1);
  CHECK(qd.r.sim.quantum_cycles == 1000);
  CHECK(q97.r.sim.quantum_cycles == 97);
  CHECK(counter(q1.r, "hbm_read_beats") > 400);
  CHECK(q1.r.cycles > 10 * 1000);  // many quanta of the default size
  CHECK(counter(q1.r, "stall_memory") > 0);
  for (const Run* o : {&qd, &q97}) {
    CHECK(o->r.cycles == q1.r.cycles);
    CHECK(o->r.instructions == q1.r.instructions);
    CHECK(o->r.counters == q1.r.counters);
    const MemoryTraffic &a = o->r.memory.at(0).second, &b1 = q1.r.memory.at(0).second;
    CHECK(a.read_bytes == b1.read_bytes);
    CHECK(a.write_bytes == b1.write_bytes);
    CHECK(a.read_requests == b1.read_requests);
    CHECK(a.write_requests == b1.write_requests);
    CHECK(a.busy_cycles == b1.busy_cycles);
    CHECK(o->y == q1.y);
    CHECK(o->v == q1.v);
  }
}

}  // namespace

TEST_CASE("plena.sim.quantum_equivalence.small") {
  check_quantum_equivalence("quantum_small", "small", 200);
}

TEST_CASE("plena.sim.quantum_equivalence.default") {
  check_quantum_equivalence("quantum_default", "default", 40);
}

// kc-sim-plena --hbm-stress: seeded random HBM latency and ready back-pressure. The dumps and the
// timing-free counters are those of the unstressed run, the cycle count is not; the same seed
// gives the same run.
TEST_CASE("plena.sim.hbm_stress") {
  const plena::HwConfig& c = *plena::find_config("small");
  BundleDir d("hbm_stress");
  d.write_program("prog.bin", dma_program(c, 30));
  d.write("x.bin", bf16_bytes(dma_input()));
  d.write("c.bin", bf16_bytes({0.75}));
  RunBundle b = basic_bundle("small");
  b.preload = {{"hbm", 0, "x.bin", ""}, {"fp_mem", 0, "c.bin", ""}};
  b.dump = {{"hbm", 1u << 20, 2u << 12, "y.bin", ""}, {"vram", 0, 2u * 64 * c.vlen, "v.bin", ""}};
  d.write_bundle(b);
  struct Run {
    RunResult r;
    std::vector<uint8_t> y, v;
  };
  auto run = [&](const std::string& stress, const std::string& tag) {
    const std::string result = "result_" + tag + ".json";
    Run out{d.run_ok((stress.empty() ? "" : "--hbm-stress " + stress) + " --result " + d.path(result), result),
            d.read("y.bin"), d.read("v.bin")};
    CHECK(out.r.status == "halted");
    return out;
  };
  const Run plain = run("", "plain"), s1 = run("5", "s1"), s2 = run("9,200,50", "s2"), s2b = run("9,200,50", "s2b");
  for (const Run* o : {&s1, &s2}) {
    CHECK(o->r.cycles > plain.r.cycles);
    CHECK(o->y == plain.y);
    CHECK(o->v == plain.v);
    CHECK(o->r.instructions == plain.r.instructions);
    for (const char* k : {"hbm_read_beats", "hbm_write_beats", "matrix_steps", "vector_beats"})
      CHECK(counter(o->r, k) == counter(plain.r, k));
  }
  CHECK(s2.r.cycles > s1.r.cycles);
  CHECK(s2b.r.cycles == s2.r.cycles);
  CHECK(s2b.r.counters == s2.r.counters);
}

TEST_CASE("plena.sim.matches_plain_driver") {
  const plena::HwConfig& c = *plena::find_config("small");
  const Program prog = dma_program(c, 24);
  const std::vector<uint8_t> x = bf16_bytes(dma_input());

  // The plain C++ harness: PlenaDriver + DirectMem, no SystemC.
  Verilated::randReset(0);
  auto model = std::make_unique<Vplena_small>();
  HbmModel hbm(c.hbm_bytes, HbmTiming{c.hbm_latency_cycles, c.hbm_bytes_per_cycle});
  hbm.write(0, x.data(), x.size());
  plena::DirectMem mem(hbm);
  plena::PlenaDriver<Vplena_small> drv(*model, mem);
  drv.hold_reset(prog.pc());
  for (uint32_t i = 0; i < prog.pc(); ++i) drv.write(plena::Space::imem, i, prog.words()[i]);
  drv.write(plena::Space::fp_mem, 0, bf16(0.75));
  drv.release_reset();
  while (!drv.done() && drv.cycle() < 1'000'000) drv.step();
  REQUIRE(drv.done());
  const std::vector<uint64_t> plain_counters = drv.counters();
  model->final();

  // kc-sim-plena on the same program and data.
  BundleDir d("plain_driver");
  d.write_program("prog.bin", prog);
  d.write("x.bin", x);
  d.write("c.bin", bf16_bytes({0.75}));
  RunBundle b = basic_bundle("small");
  b.preload = {{"hbm", 0, "x.bin", ""}, {"fp_mem", 0, "c.bin", ""}};
  d.write_bundle(b);
  const RunResult r = d.run_ok();
  CHECK(r.status == "halted");
  CHECK(r.sim.clocked_cycles == drv.cycle());
  CHECK(r.cycles == drv.cycle());
  REQUIRE(r.counters.size() == plain_counters.size());
  for (std::size_t i = 0; i < plain_counters.size(); ++i) {
    INFO("counter " << r.counters[i].first);
    CHECK(r.counters[i].second == plain_counters[i]);
  }
  const MemoryTraffic& t = r.memory.at(0).second;
  CHECK(t.read_bytes == hbm.counters().read_bytes);
  CHECK(t.write_bytes == hbm.counters().write_bytes);
  CHECK(t.busy_cycles == hbm.counters().busy_cycles);
}
