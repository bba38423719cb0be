// Benchmark: simulated cycles per second of the plena RTL on configuration `default`, under
// kc-sim-plena (SystemC testbench, HBM behind TLM-2.0) and under a plain C++ loop driving the
// same Verilated model library (PlenaDriver + DirectMem), for a matrix-heavy and a vector-heavy
// program. Prints one table; each figure is the best of N runs (wall time is noisy here).
//
//   kc-bench-plena-speed [--repeat N]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "Vplena_default.h"
#include "kc/plena_asm.h"
#include "kc/plena_driver.h"
#include "kc/raw32.h"
#include "kc/run_bundle.h"
#include "plena_configs.h"

#include "bench_util.h"

namespace fs = std::filesystem;
using kc::plena::HwConfig;

namespace {

using kc::bench::Speed;

// The plain harness: a loop of PlenaDriver::step() with HBM called directly.
Speed run_plain(const HwConfig& c, const std::vector<uint32_t>& prog) {
  VerilatedContext ctx;
  Vplena_default m{&ctx};
  kc::HbmModel hbm(c.hbm_bytes, {c.hbm_latency_cycles, c.hbm_bytes_per_cycle});
  kc::plena::DirectMem mem(hbm);
  kc::plena::PlenaDriver<Vplena_default> d(m, mem);
  d.hold_reset(uint32_t(prog.size()));
  for (std::size_t i = 0; i < prog.size(); ++i) d.write(kc::plena::Space::imem, uint32_t(i), prog[i]);
  d.release_reset();
  const auto t0 = std::chrono::steady_clock::now();
  while (!d.done()) d.step();
  return {d.cycle(), std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()};
}

// kc-sim-plena on a run bundle; the simulated time is what result.json reports (excluding
// process start and bundle loading, which total_wall_seconds includes).
Speed run_systemc(const fs::path& sim, const fs::path& dir, const std::vector<uint32_t>& prog) {
  {
    std::ofstream f(dir / "prog.bin", std::ios::binary);
    f << kc::to_raw32(prog);
  }
  kc::RunBundle b;
  b.platform = "plena";
  b.config = "default";
  b.program.file = "prog.bin";
  b.max_cycles = 100'000'000;
  kc::write_run_bundle((dir / "run.json").string(), b);
  const std::string cmd = sim.string() + " " + (dir / "run.json").string() + " > /dev/null";
  if (std::system(cmd.c_str()) != 0) throw std::runtime_error("kc-sim-plena failed: " + cmd);
  const kc::RunResult r = kc::load_result((dir / "result.json").string());
  if (r.status != "halted") throw std::runtime_error("benchmark program did not halt: " + r.status);
  return {r.cycles, r.sim.wall_seconds};
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 3;
  if (argc == 3 && std::string(argv[1]) == "--repeat") repeat = std::atoi(argv[2]);
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  const HwConfig& c = *kc::plena::find_config("default");
  const fs::path sim = fs::canonical("/proc/self/exe").parent_path() / "kc-sim-plena";
  const fs::path tmp = fs::temp_directory_path() / ("kc-bench-" + std::to_string(getpid()));
  fs::create_directories(tmp);
  std::printf("plena simulation speed, configuration default (best of %d runs)\n\n", repeat);
  std::printf("%-8s %12s %18s %18s %8s\n", "program", "cycles", "plain (cycles/s)", "SystemC (cycles/s)", "ratio");
  for (const char* name : {"matrix", "vector"}) {
    const fs::path src = fs::path(KC_BENCH_DIR) / (std::string(name) + ".asm");
    const std::string text = kc::bench::read_text(src);
    const auto a = kc::plena::assemble(text, src.string(), &c);
    if (!a.ok()) {
      std::fputs(kc::plena::format_diagnostics(a, text, src.string()).c_str(), stderr);
      return 1;
    }
    Speed plain, sc;
    for (int i = 0; i < repeat; ++i) {
      const Speed p = run_plain(c, a.words), s = run_systemc(sim, tmp, a.words);
      if (p.seconds < plain.seconds) plain = p;
      if (s.seconds < sc.seconds) sc = s;
    }
    if (plain.cycles != sc.cycles) std::printf("WARNING: cycle counts differ (%lu vs %lu)\n", plain.cycles, sc.cycles);
    std::printf("%-8s %12lu %18.0f %18.0f %8.2f\n", name, (unsigned long)plain.cycles, plain.cps(), sc.cps(),
                sc.cps() / plain.cps());
  }
  fs::remove_all(tmp);
  return 0;
}
