// The core with its assertions (Vplena_core_small_sva: rtl/plena/sva bound in, --assert) runs the
// ISS-equivalence programs of tests/plena/iss — directed fault / illegal / loop cases and seeded
// random programs with and without an injected fault — once with the configuration's HBM and once
// under HBM stress (kc::HbmStress: random latency and ready back-pressure, which the request
// channel assertions need). No assertion may fail, and the end state must equal that of the model
// built without assertions (Vplena_small) on the same program and memory.
#include <catch2/catch.hpp>

#include <cstdio>

#include "Vplena_core_small_sva.h"
#include "Vplena_small.h"
#include "directed_cases.h"
#include "program_gen.h"
#include "rtl_runner.h"

using namespace isstest;

namespace {

constexpr uint64_t kMaxCycles = 4'000'000;

const kc::plena::HwConfig& small() { return *kc::plena::find_config("small"); }

// Runs `program` on both models (plain HBM, then stressed on the assertion model); "" when no
// assertion failed and the end states agree.
std::string run_checked(const std::string& label, const std::vector<uint32_t>& program, const InitImage& image,
                        unsigned& runs) {
  static RtlRunner<Vplena_small> plain(small());
  static RtlRunner<Vplena_core_small_sva> sva(small());
  VerilatedContext& ctx = *Verilated::threadContextp();
  ctx.fatalOnError(false);   // assertion failures are counted, not fatal
  const Snapshot ref = plain.run(program, image, kMaxCycles);
  for (const kc::HbmStress& stress : {kc::HbmStress{}, kc::HbmStress{runs + 1u, 48, 30}}) {
    sva.set_stress(stress);
    const Snapshot s = sva.run(program, image, kMaxCycles);
    runs++;
    if (ctx.gotError()) return "ASSERTION FAILED in " + label + (stress.enabled() ? " (HBM stress)" : "");
    const Diff d = compare(ref, s, small(), image.windows);
    if (!d.empty()) return "MISMATCH " + label + " (model without vs with assertions)\n" + d.text();
  }
  return "";
}

}  // namespace

TEST_CASE("plena.sva.core.directed_cases", "[sva]") {
  unsigned runs = 0, i = 0;
  for (const DirectedCase& c : directed_cases()) {
    const InitImage im = random_image(small(), 100 + i++, directed_windows(small()));
    INFO(c.name);
    REQUIRE(run_checked(c.name, c.program, im, runs) == "");
  }
  std::printf("assertion model: %u runs of the directed cases, no assertion failed\n", runs);
}

TEST_CASE("plena.sva.core.random", "[sva]") {
  unsigned runs = 0;
  for (uint64_t seed = 0; seed < 16; ++seed) {
    GenOptions opt;
    opt.inject_fault = seed >= 12;
    const uint64_t s = opt.inject_fault ? 3000 + seed : 700 + seed;
    const GeneratedTest g = generate_test(small(), s, opt);
    const std::string label = "random seed " + std::to_string(s);
    INFO(label);
    REQUIRE(run_checked(label, g.program, g.image, runs) == "");
  }
  std::printf("assertion model: %u runs of random programs, no assertion failed\n", runs);
}
