// Benchmark of an rv32-family simulator: retired instructions and simulated cycles per second of
// the core RTL under kc-sim-<platform> (the whole simulator process on a run bundle: SystemC
// testbench, retirement-trace monitor; the rate is over the clocked run that result.json's
// sim.wall_seconds measures) and under a plain C++ loop driving the same Verilated model through
// Rv32Driver in this process — once without the trace hook (the bare model) and once with a hook
// that samples every record (what the simulator needs for tohost and the data traffic), so the
// table says where a gap comes from. Built once per platform (CMake, bench/CMakeLists.txt):
//   kc-bench-rv32-speed   rv32:  int_loop.S, mem_loop.S, fp_loop.S (bench/rv32)
//   kc-bench-coral-speed  coral: the same three plus vec_loop.S (bench/coral: the vector unit busy);
//                         its table adds the vector unit's busy cycles (counter vec_busy) per cycle
// Programs are linked per configuration by CMake; configurations default and small. Each figure
// is the best of N runs (wall time is noisy).
//
//   kc-bench-<platform>-speed [--repeat N] [--quantum CYCLES] [--config small|default] [--program NAME]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>
#include <unistd.h>

#if defined(KC_BENCH_CORAL)
#include "Vcoral_default.h"
#include "Vcoral_small.h"
#include "coral_family.h"
#else
#include "Vrv32_default.h"
#include "Vrv32_small.h"
#endif
#include "kc/elf.h"
#include "kc/platform.h"
#include "kc/run_bundle.h"
#include "kc/rv32_driver.h"
#include "rv32_configs.h"

namespace fs = std::filesystem;
using kc::rv32::HwConfig;

namespace {

#if defined(KC_BENCH_CORAL)
constexpr const char* kPlatform = "coral";
using ModelDefault = Vcoral_default;
using ModelSmall = Vcoral_small;
const HwConfig* find_config(const std::string& name) { return kc::coral::find_scalar_config(name); }
#else
constexpr const char* kPlatform = "rv32";
using ModelDefault = Vrv32_default;
using ModelSmall = Vrv32_small;
const HwConfig* find_config(const std::string& name) { return kc::rv32::find_config(name); }
#endif

// The benchmark programs, as bench/CMakeLists.txt linked them (KC_BENCH_PROGRAMS: names, comma-separated).
std::vector<std::string> programs() { return kc::split_config_list(KC_BENCH_PROGRAMS); }

struct Speed {
  uint64_t cycles = 0, instructions = 0;
  double seconds = 1e30;
  std::optional<uint64_t> vec_busy;  // SystemC runs of coral: the vector unit's busy cycles
  double ips() const { return double(instructions) / seconds; }
  double cps() const { return double(cycles) / seconds; }
};

kc::rv32::MemMap mem_map(const HwConfig& c) {
  return {uint32_t(c.itcm_base), uint32_t(c.itcm_bytes), uint32_t(c.dtcm_base), uint32_t(c.dtcm_bytes),
          uint32_t(c.ctrl_base)};
}

constexpr uint64_t kMaxCycles = 100'000'000;

// The plain harness: Rv32Driver::run() on a fresh model; `trace`: with a trace hook that keeps
// the last record (the cost of sampling the trace port every retirement).
template <class V>
Speed run_plain(const HwConfig& c, const kc::ElfImage& elf, bool trace) {
  V m("rv32_core");
  kc::rv32::Rv32Driver<V> d(m, mem_map(c));
  d.power_on_reset();
  d.load_elf(elf);
  volatile uint32_t last_pc = 0;
  if (trace) d.on_trace([&last_pc](const kc::rv32::TraceRecord& r) { last_pc = r.pc; });
  d.start(uint32_t(elf.entry));
  const auto t0 = std::chrono::steady_clock::now();
  const bool finished = d.run(kMaxCycles);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  d.on_trace({});
  if (!finished || !d.halted()) throw std::runtime_error("benchmark program did not halt (plain)");
  const auto cnt = d.counters();
  m.final();
  return {cnt[kc::rv32::kCycles], cnt[kc::rv32::kInstret], s, std::nullopt};
}

// kc-sim-<platform> on a run bundle; the time is result.json's sim.wall_seconds (reset release to
// done), which leaves out process start, elaboration and loading (total_wall_seconds has them).
Speed run_systemc(const fs::path& sim, const fs::path& dir, const std::string& config, const std::string& elf,
                  const std::string& quantum, double* total_seconds) {
  kc::RunBundle b;
  b.platform = kPlatform;
  b.config = config;
  b.program.file = elf;
  b.program.format = "elf";
  b.max_cycles = kMaxCycles;
  kc::write_run_bundle((dir / "run.json").string(), b);
  std::string cmd = sim.string() + " " + (dir / "run.json").string();
  if (!quantum.empty()) cmd += " --quantum " + quantum;
  if (std::system((cmd + " > /dev/null").c_str()) != 0) throw std::runtime_error("simulator failed: " + cmd);
  const kc::RunResult r = kc::load_result((dir / "result.json").string());
  if (r.status != "halted") throw std::runtime_error("benchmark program did not halt: " + r.status);
  *total_seconds = r.sim.total_wall_seconds;
  return {r.cycles, r.instructions, r.sim.wall_seconds, kc::find_counter(r, "vec_busy")};
}

template <class V>
void bench_config(const std::string& config, int repeat, const fs::path& sim, const fs::path& tmp,
                  const std::string& quantum, const std::string& only_program) {
  const HwConfig& c = *find_config(config);
  for (const std::string& name : programs()) {
    if (!only_program.empty() && name != only_program) continue;
    const std::string elf_path = std::string(KC_BENCH_PROGS) + "/" + config + "/" + name + ".elf";
    const kc::ElfImage elf = kc::read_elf(elf_path, 243 /* EM_RISCV */);
    Speed plain, traced, sc;
    double total = 1e30;
    for (int i = 0; i < repeat; ++i) {
      const Speed p = run_plain<V>(c, elf, false), t = run_plain<V>(c, elf, true);
      double tot = 0;
      const Speed s = run_systemc(sim, tmp, config, elf_path, quantum, &tot);
      if (p.seconds < plain.seconds) plain = p;
      if (t.seconds < traced.seconds) traced = t;
      if (s.seconds < sc.seconds) sc = s;
      if (tot < total) total = tot;
    }
    if (plain.cycles != sc.cycles || plain.instructions != sc.instructions || traced.cycles != sc.cycles)
      std::printf("WARNING: counts differ (plain %lu/%lu, SystemC %lu/%lu)\n", (unsigned long)plain.cycles,
                  (unsigned long)plain.instructions, (unsigned long)sc.cycles, (unsigned long)sc.instructions);
    char busy[16] = "-";
    if (sc.vec_busy) std::snprintf(busy, sizeof busy, "%.2f", double(*sc.vec_busy) / double(sc.cycles));
    std::printf("%-8s %-9s %10lu %10lu %5.2f %9.2f %9.2f %9.2f %9.2f %9.2f %6.2f %6.2f %7.2f %6s\n", config.c_str(),
                name.c_str(),
                (unsigned long)sc.instructions, (unsigned long)sc.cycles, double(sc.instructions) / double(sc.cycles),
                plain.ips() / 1e6, plain.cps() / 1e6, traced.ips() / 1e6, sc.ips() / 1e6, sc.cps() / 1e6,
                sc.ips() / plain.ips(), sc.ips() / traced.ips(), total, busy);
  }
}

}  // namespace

constexpr const char* kUsage =
    "usage: kc-bench-%s-speed [--repeat N] [--quantum CYCLES] [--config small|default] [--program NAME]\n";

int main(int argc, char** argv) {
  int repeat = 3;
  std::string quantum;   // empty: the simulator's default
  std::string only_config, only_program;   // empty: every configuration / program
  for (int i = 1; i < argc; i += 2) {
    const std::string a = argv[i];
    if (i + 1 >= argc) {
      std::fprintf(stderr, kUsage, kPlatform);
      return 2;
    } else if (a == "--repeat") {
      repeat = std::atoi(argv[i + 1]);
    } else if (a == "--quantum") {
      quantum = argv[i + 1];
    } else if (a == "--config") {
      only_config = argv[i + 1];
    } else if (a == "--program") {
      only_program = argv[i + 1];
    } else {
      std::fprintf(stderr, kUsage, kPlatform);
      return 2;
    }
  }
  if (repeat < 1) repeat = 1;
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 1);
  const fs::path sim = fs::canonical("/proc/self/exe").parent_path() / (std::string("kc-sim-") + kPlatform);
  const fs::path tmp = fs::temp_directory_path() / (std::string("kc-bench-") + kPlatform + "-" + std::to_string(getpid()));
  fs::create_directories(tmp);
  std::printf("%s simulation speed (best of %d runs; M = 10^6 per second of the clocked run)\n", kPlatform, repeat);
  std::printf("plain: Rv32Driver loop in process, no trace hook; +trace: with a trace hook;\n");
  std::printf("SystemC: kc-sim-%s process (quantum %s), rate from result.json sim.wall_seconds;\n", kPlatform,
              quantum.empty() ? "default" : quantum.c_str());
  std::printf("vec busy: the vector unit's busy cycles per cycle (coral's counter vec_busy)\n\n");
  std::printf("%-8s %-9s %10s %10s %5s %9s %9s %9s %9s %9s %6s %6s %7s %6s\n", "config", "program", "instr",
              "cycles", "IPC", "plain", "plain", "+trace", "SystemC", "SC", "SC/", "SC/", "process", "vec");
  std::printf("%-8s %-9s %10s %10s %5s %9s %9s %9s %9s %9s %6s %6s %7s %6s\n", "", "", "", "", "", "Minstr/s",
              "Mcyc/s", "Minstr/s", "Minstr/s", "Mcyc/s", "plain", "+trace", "s", "busy");
  try {
    if (only_config.empty() || only_config == "default")
      bench_config<ModelDefault>("default", repeat, sim, tmp, quantum, only_program);
    if (only_config.empty() || only_config == "small")
      bench_config<ModelSmall>("small", repeat, sim, tmp, quantum, only_program);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "kc-bench-%s-speed: %s\n", kPlatform, e.what());
    fs::remove_all(tmp);
    return 1;
  }
  fs::remove_all(tmp);
  return 0;
}
