// Benchmark of the aie tile simulator: simulated cycles per second of the tile RTL under kc-sim-aie
// (the whole simulator process on a run bundle: SystemC testbench; the rate is over the clocked
// run that result.json's sim.wall_seconds measures) and under a plain C++ loop driving the same
// Verilated model library in this process (clock, reset, program and data loading through the
// tile's ports, then two evals per cycle until done_o). Programs: bench/aie/<name>.<config>.asm
// (each configuration's own schedule; gemm_bf16_c5: the template compiler's software-pipelined
// bf16 GEMM at C5, the MAC array busy). The data memory is filled with the same pseudo-random bf16
// values (|x| in [2^-4, 2^4)) in both harnesses. Each figure is the best of N runs (wall time is
// noisy); the plain and SystemC runs alternate.
//
//   kc-bench-aie-speed [--repeat N] [--config small|default] [--program NAME] [--keep DIR]
//
// --keep DIR: leave the run bundles (DIR/<config>/<program>/run.json, program and data) there,
// to time kc-sim-aie on its own (e.g. /usr/bin/time -f %U build/bin/kc-sim-aie DIR/.../run.json).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>
#include <unistd.h>

#include "Vaie_tile_default.h"
#include "Vaie_tile_small.h"
#include "aie_configs.h"
#include "kc/aie_asm.h"
#include "kc/raw32.h"
#include "kc/run_bundle.h"

#include "bench_util.h"

namespace fs = std::filesystem;
using kc::aie::HwConfig;

namespace {

constexpr uint64_t kMaxCycles = 100'000'000;

using kc::bench::Speed;

// The data memory image: bf16 values with exponents 2^-4..2^3 and random signs and mantissas
// (xorshift, fixed seed), so the MAC array's products and sums are ordinary numbers.
std::vector<uint8_t> dm_image(unsigned bytes) {
  std::vector<uint8_t> img(bytes);
  uint32_t s = 0x9E3779B9u;
  for (unsigned a = 0; a + 2 <= bytes; a += 2) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    const uint16_t v = uint16_t((s >> 31) << 15 | (123 + (s >> 8) % 8) << 7 | (s & 0x7F));
    img[a] = uint8_t(v);
    img[a + 1] = uint8_t(v >> 8);
  }
  return img;
}

// The plain harness: the model clocked directly, as the lock-step testbench does.
template <class V>
Speed run_plain(const HwConfig& c, const std::vector<uint32_t>& prog, const std::vector<uint8_t>& img) {
  VerilatedContext ctx;
  V m{&ctx};
  auto tick = [&m] {
    m.clk_i = 0;
    m.eval();
    m.clk_i = 1;
    m.eval();
  };
  m.clk_i = 0;
  m.rst_ni = 0;
  m.start_i = 0;
  m.pm_we_i = 0;
  m.host_en_i = 0;
  m.host_we_i = 0;
  tick();
  tick();
  m.rst_ni = 1;
  for (std::size_t a = 0; a < prog.size(); ++a) {
    m.pm_we_i = 1;
    m.pm_waddr_i = uint32_t(a);
    m.pm_wdata_i = prog[a];
    tick();
  }
  m.pm_we_i = 0;
  for (unsigned a = 0; a + 4 <= img.size(); a += 4) {
    m.host_en_i = 1;
    m.host_we_i = 1;
    m.host_addr_i = a;
    m.host_wdata_i = uint32_t(img[a]) | uint32_t(img[a + 1]) << 8 | uint32_t(img[a + 2]) << 16 |
                     uint32_t(img[a + 3]) << 24;
    tick();
  }
  m.host_en_i = 0;
  m.host_we_i = 0;
  m.start_i = 1;
  tick();
  m.start_i = 0;
  m.eval();
  const auto t0 = std::chrono::steady_clock::now();
  uint64_t n = 0;
  while (!m.done_o && !m.fault_o && n < kMaxCycles) {
    tick();
    ++n;
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!m.done_o) throw std::runtime_error("benchmark program did not reach done (plain, " + c.name + ")");
  const uint64_t cycles = m.cnt_cycles_o;
  m.final();
  return {cycles, s};
}

// kc-sim-aie on a run bundle in `dir`; the time is result.json's sim.wall_seconds (start to done),
// which leaves out process start, elaboration and loading (total_wall_seconds has them).
Speed run_systemc(const fs::path& sim, const fs::path& dir, double* total_seconds) {
  const std::string cmd = sim.string() + " " + (dir / "run.json").string() + " > /dev/null";
  if (std::system(cmd.c_str()) != 0) throw std::runtime_error("kc-sim-aie failed: " + cmd);
  const kc::RunResult r = kc::load_result((dir / "result.json").string());
  if (r.status != "halted") throw std::runtime_error("benchmark program did not halt: " + r.status);
  *total_seconds = r.sim.total_wall_seconds;
  return {r.cycles, r.sim.wall_seconds};
}

// The run bundle of one program: raw32 program and the data memory image as a preload.
void write_bundle(const fs::path& dir, const HwConfig& c, const std::vector<uint32_t>& prog,
                  const std::vector<uint8_t>& img) {
  fs::create_directories(dir);
  {
    std::ofstream f(dir / "prog.bin", std::ios::binary);
    f << kc::to_raw32(prog);
  }
  {
    std::ofstream f(dir / "dm.bin", std::ios::binary);
    f.write(reinterpret_cast<const char*>(img.data()), std::streamsize(img.size()));
  }
  kc::RunBundle b;
  b.platform = "aie";
  b.config = c.name;
  b.program.file = "prog.bin";
  b.preload.push_back({"dm", 0, "dm.bin"});
  b.max_cycles = kMaxCycles;
  kc::write_run_bundle((dir / "run.json").string(), b);
}

// The programs of `config`: bench/aie/<name>.<config>.asm, sorted by name.
std::vector<std::string> programs(const std::string& config) {
  std::vector<std::string> out;
  const std::string suffix = "." + config + ".asm";
  for (const auto& e : fs::directory_iterator(KC_BENCH_DIR)) {
    const std::string f = e.path().filename().string();
    if (f.size() > suffix.size() && f.compare(f.size() - suffix.size(), suffix.size(), suffix) == 0)
      out.push_back(f.substr(0, f.size() - suffix.size()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

template <class V>
void bench_config(const std::string& config, int repeat, const fs::path& sim, const fs::path& work,
                  const std::string& only_program) {
  const HwConfig& c = *kc::aie::find_config(config);
  const std::vector<uint8_t> img = dm_image(c.dm_bytes);
  for (const std::string& name : programs(config)) {
    if (!only_program.empty() && name != only_program) continue;
    const fs::path src = fs::path(KC_BENCH_DIR) / (name + "." + config + ".asm");
    const std::string text = kc::bench::read_text(src);
    const kc::aie::AsmResult a = kc::aie::assemble(text, src.string(), &c);
    if (!a.ok() || !a.data.empty())
      throw std::runtime_error(a.ok() ? src.string() + ": .data is not supported here"
                                      : kc::aie::format_diagnostics(a, text, src.string()));
    const fs::path dir = work / config / name;
    write_bundle(dir, c, a.words, img);
    Speed plain, sc;
    double total = 1e30;
    for (int i = 0; i < repeat; ++i) {
      const Speed p = run_plain<V>(c, a.words, img);
      double tot = 0;
      const Speed s = run_systemc(sim, dir, &tot);
      if (p.seconds < plain.seconds) plain = p;
      if (s.seconds < sc.seconds) sc = s;
      if (tot < total) total = tot;
    }
    if (plain.cycles != sc.cycles)
      std::printf("WARNING: cycle counts differ (plain %lu, SystemC %lu)\n", (unsigned long)plain.cycles,
                  (unsigned long)sc.cycles);
    std::printf("%-8s %-14s %10lu %12.0f %12.0f %6.2f %8.2f\n", config.c_str(), name.c_str(),
                (unsigned long)sc.cycles, plain.cps(), sc.cps(), sc.cps() / plain.cps(), total);
  }
}

}  // namespace

constexpr const char* kUsage =
    "usage: kc-bench-aie-speed [--repeat N] [--config small|default] [--program NAME] [--keep DIR]\n";

int main(int argc, char** argv) {
  int repeat = 3;
  std::string only_config, only_program, keep;
  for (int i = 1; i < argc; i += 2) {
    const std::string a = argv[i];
    if (i + 1 >= argc) {
      std::fputs(kUsage, stderr);
      return 2;
    } else if (a == "--repeat") {
      repeat = std::atoi(argv[i + 1]);
    } else if (a == "--config") {
      only_config = argv[i + 1];
    } else if (a == "--program") {
      only_program = argv[i + 1];
    } else if (a == "--keep") {
      keep = argv[i + 1];
    } else {
      std::fputs(kUsage, stderr);
      return 2;
    }
  }
  if (repeat < 1) repeat = 1;
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  const fs::path sim = fs::canonical("/proc/self/exe").parent_path() / "kc-sim-aie";
  const fs::path work = keep.empty() ? fs::temp_directory_path() / ("kc-bench-aie-" + std::to_string(getpid()))
                                     : fs::absolute(keep);
  std::printf("aie simulation speed (best of %d runs; simulated cycles per second of the clocked run)\n", repeat);
  std::printf("plain: the Verilated tile clocked by a loop in this process; SystemC: kc-sim-aie process,\n");
  std::printf("rate from result.json sim.wall_seconds; process: its total_wall_seconds\n\n");
  std::printf("%-8s %-14s %10s %12s %12s %6s %8s\n", "config", "program", "cycles", "plain cyc/s", "SystemC cyc/s",
              "SC/pl", "process");
  try {
    if (only_config.empty() || only_config == "default")
      bench_config<Vaie_tile_default>("default", repeat, sim, work, only_program);
    if (only_config.empty() || only_config == "small")
      bench_config<Vaie_tile_small>("small", repeat, sim, work, only_program);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "kc-bench-aie-speed: %s\n", e.what());
    if (keep.empty()) fs::remove_all(work);
    return 1;
  }
  if (keep.empty()) fs::remove_all(work);
  return 0;
}
