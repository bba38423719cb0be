// Memory realism: the plena core (configuration `small`) against an irregular HBM. Every program
// runs once with the configuration's plain HBM timing and again under several seeded stresses
// (kc::HbmStress: each request completes a random number of cycles late, the port drops `ready`
// on a random share of the cycles). A correct core ends in exactly the same state — status and
// fault record, registers, VRAM, MRAM, FP_MEM, INT_MEM, the HBM windows, and the counters that do
// not measure time (instructions, HBM beats, matrix steps, vector beats) — while its cycle count
// may change; each stress must change it for at least one program, or it stressed nothing.
//
// The programs: the ISS-equivalence programs of tests/plena/iss (directed fault / illegal / loop
// cases, seeded random programs with and without an injected fault) and the template compiler's
// baselines of tasks that use the DMA, the matrix unit and the vector unit's reductions.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "Vplena_small.h"
#include "baseline_image.h"
#include "directed_cases.h"
#include "kc/hbm_model.h"
#include "program_gen.h"
#include "rtl_runner.h"

using namespace isstest;

namespace {

constexpr uint64_t kMaxCycles = 4'000'000;

const kc::plena::HwConfig& small() { return *kc::plena::find_config("small"); }

// Mild, medium and heavy: (seed, max extra latency, stall percent).
const kc::HbmStress kStresses[] = {{11, 8, 10}, {22, 64, 25}, {33, 300, 60}};
constexpr std::size_t kNumStresses = sizeof kStresses / sizeof kStresses[0];

RtlRunner<Vplena_small>& runner() {
  static RtlRunner<Vplena_small> r(small());
  return r;
}

// The counters whose value does not depend on timing.
bool timing_free(const std::string& counter) {
  return counter == "instructions" || counter == "hbm_read_beats" || counter == "hbm_write_beats" ||
         counter == "matrix_steps" || counter == "vector_beats";
}

struct Tally {
  unsigned programs = 0;
  uint64_t plain_cycles = 0;
  uint64_t stressed_cycles[kNumStresses] = {};
  unsigned changed[kNumStresses] = {};   // programs whose cycle count the stress changed

  void print(const char* what) const {
    std::printf("%s: %u programs, %llu cycles unstressed;", what, programs, (unsigned long long)plain_cycles);
    for (std::size_t k = 0; k < kNumStresses; ++k)
      std::printf(" stress %zu: %llu cycles (%u programs changed)", k, (unsigned long long)stressed_cycles[k],
                  changed[k]);
    std::printf("\n");
  }
  // Each stress changed the cycle count of at least one program.
  void require_effect() const {
    for (std::size_t k = 0; k < kNumStresses; ++k) {
      INFO("stress " << k << " (seed " << kStresses[k].seed << ")");
      CHECK(changed[k] > 0);
    }
  }
};

// Runs `program` plain and under every stress; "" when all end states agree, else the first
// difference. `status` receives the plain run's status.
std::string run_stressed(const std::string& label, const std::vector<uint32_t>& program, const InitImage& image,
                         Tally& t, unsigned* status = nullptr) {
  RtlRunner<Vplena_small>& r = runner();
  uint64_t plain_cycles = 0;
  r.set_stress(kc::HbmStress{});
  const Snapshot plain = r.run(program, image, kMaxCycles, &plain_cycles);
  if (status) *status = plain.status;
  t.programs++;
  t.plain_cycles += plain_cycles;
  for (std::size_t k = 0; k < kNumStresses; ++k) {
    uint64_t cycles = 0;
    r.set_stress(kStresses[k]);
    const Snapshot s = r.run(program, image, kMaxCycles, &cycles);
    t.stressed_cycles[k] += cycles;
    t.changed[k] += cycles != plain_cycles;
    Diff d = compare(plain, s, small(), image.windows);
    for (std::size_t c = 0; c < kc::plena::isa::kNumCounters; ++c) {
      const std::string name = kc::plena::isa::kCounters[c].name;
      if (timing_free(name)) d.scalar("counter " + name, plain.counters.at(c), s.counters.at(c));
    }
    if (!d.empty())
      return "MISMATCH " + label + " under stress " + std::to_string(k) + " (seed " +
             std::to_string(kStresses[k].seed) + "; " + std::to_string(plain_cycles) + " cycles plain, " +
             std::to_string(cycles) + " stressed)\n" + d.text() + listing(program, 60);
  }
  r.set_stress(kc::HbmStress{});
  return "";
}

}  // namespace

// The stress itself: reproducible, and ready drops on about the requested share of cycles.
TEST_CASE("plena.rtl.hbm_stress.model", "[hbm_stress]") {
  kc::HbmModel plain(1 << 20, kc::HbmTiming{100, 64});
  kc::HbmModel a(1 << 20, kc::HbmTiming{100, 64}), b(1 << 20, kc::HbmTiming{100, 64});
  a.set_stress({5, 40, 30});
  b.set_stress({5, 40, 30});
  unsigned refused = 0, late = 0;
  for (uint64_t c = 0; c < 10000; ++c) {
    REQUIRE(plain.request_ready(c));
    REQUIRE(a.request_ready(c) == b.request_ready(c));
    refused += !a.request_ready(c);
  }
  CHECK(refused > 2500);
  CHECK(refused < 3500);
  for (uint64_t i = 0; i < 1000; ++i) {
    const uint64_t p = plain.schedule(i * 10, false, 64, 0), s = a.schedule(i * 10, false, 64, 0);
    REQUIRE(s == b.schedule(i * 10, false, 64, 0));
    REQUIRE(s >= p);
    REQUIRE(s <= p + 40);
    late += s != p;
  }
  CHECK(late > 900);
}

// The hand-written fault / illegal / loop cases of the ISS tests.
TEST_CASE("plena.rtl.hbm_stress.directed_cases", "[hbm_stress]") {
  Tally t;
  unsigned i = 0;
  for (const DirectedCase& c : directed_cases()) {
    const InitImage im = random_image(small(), 100 + i++, directed_windows(small()));
    INFO(c.name);
    CHECK(run_stressed(c.name, c.program, im, t) == "");
  }
  t.print("directed cases");
  t.require_effect();
}

// Seeded random valid programs (every instruction kind) and programs with an injected fault.
TEST_CASE("plena.rtl.hbm_stress.random", "[hbm_stress]") {
  Tally t;
  for (uint64_t seed = 0; seed < 16; ++seed) {
    GenOptions opt;
    opt.inject_fault = seed >= 12;
    const uint64_t s = opt.inject_fault ? 2000 + seed : 500 + seed;
    const GeneratedTest g = generate_test(small(), s, opt);
    const std::string label = "random seed " + std::to_string(s) + (opt.inject_fault ? " (" + g.fault_plan + ")" : "");
    INFO(label);
    CHECK(run_stressed(label, g.program, g.image, t) == "");
  }
  t.print("random programs");
  t.require_effect();
}

// Template-compiler baselines on `small`: a matrix product, row reductions with exp and
// division, a normalisation with square roots, and attention (transposed products, DMA of K, V).
TEST_CASE("plena.rtl.hbm_stress.baselines", "[hbm_stress]") {
  const std::string dir = (std::filesystem::path(KC_TEST_OUT_DIR) / "hbm_stress_baselines").string();
  Tally t;
  for (const char* id : {"l1/gemm", "l1/softmax", "l1/layernorm", "l2/flash_attention"}) {
    const std::string label = std::string(id) + " C1";
    INFO(label);
    const BaselineRun r = baseline_run(std::string(KC_TASKS_DIR) + "/" + id, "C1", "small", dir, kMaxCycles);
    unsigned status = 0;
    CHECK(run_stressed(label, r.program, r.image, t, &status) == "");
    CHECK(status == unsigned(kc::plena::Status::halted));
  }
  t.print("baselines");
  t.require_effect();
}
