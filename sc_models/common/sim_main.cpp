#include "kc/sim/sim_main.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <thread>
#include <vector>

#include <unistd.h>

#include "kc/files.h"
#include "kc/sim/sim_types.h"
#include "sysc/kernel/sc_externs.h"

namespace kc::sim {
namespace {

namespace fs = std::filesystem;

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string usage(const std::string& program) {
  return "usage: " + program + " RUN.json [--result FILE] [--quantum CYCLES] [--hbm-stress SEED[,LAT[,PCT]]]";
}

constexpr uint64_t kMaxQuantum = 1'000'000'000;  // cycles; keeps quantum * period in range

// A non-negative decimal integer (all of `v`, no sign), or nullopt.
std::optional<unsigned long long> parse_uint(const std::string& v) {
  std::size_t used = 0;
  unsigned long long n = 0;
  try {
    n = std::stoull(v, &used, 10);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (used != v.size() || v.empty() || v[0] == '-') return std::nullopt;
  return n;
}

// A cycle count option value in 1..kMaxQuantum.
uint64_t parse_count(const std::string& opt, const std::string& v) {
  const auto n = parse_uint(v);
  if (!n || *n == 0 || *n > kMaxQuantum)
    throw UsageError(opt + " expects a positive integer up to " + std::to_string(kMaxQuantum) +
                     ", got '" + v + "'");
  return *n;
}

// --hbm-stress SEED[,MAX_EXTRA_LATENCY[,STALL_PERCENT]]: the HBM timing stress. The defaults
// (latency 64, stall 25 %) apply to the fields left out.
HbmStress parse_stress(const std::string& opt, const std::string& v) {
  HbmStress s;
  s.max_extra_latency = 64;
  s.stall_percent = 25;
  std::vector<unsigned long long> f;
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = v.find(',', pos);
    const auto n = parse_uint(v.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos));
    if (!n || f.size() == 3)
      throw UsageError(opt + " expects SEED[,MAX_EXTRA_LATENCY[,STALL_PERCENT]] (non-negative integers), got '" +
                       v + "'");
    f.push_back(*n);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  s.seed = f[0];
  if (f.size() > 1) {
    if (f[1] > 100000) throw UsageError(opt + ": MAX_EXTRA_LATENCY is at most 100000 cycles, got " + std::to_string(f[1]));
    s.max_extra_latency = unsigned(f[1]);
  }
  if (f.size() > 2) {
    if (f[2] > 95) throw UsageError(opt + ": STALL_PERCENT is at most 95, got " + std::to_string(f[2]));
    s.stall_percent = unsigned(f[2]);
  }
  return s;
}

// The options, or nullopt when help was asked for. Throws UsageError.
std::optional<SimOptions> parse_args(int argc, char** argv) {
  SimOptions o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError(a + " needs a value");
      return argv[++i];
    };
    if (a == "--result") {
      o.result_path = value();
    } else if (a == "--quantum") {
      o.quantum_cycles = parse_count(a, value());
    } else if (a == "--hbm-stress") {
      o.hbm_stress = parse_stress(a, value());
    } else if (a == "-h" || a == "--help") {
      return std::nullopt;
    } else if (!a.empty() && a[0] == '-') {
      throw UsageError("unknown option '" + a + "'");
    } else if (o.run_json.empty()) {
      o.run_json = a;
    } else {
      throw UsageError("more than one run bundle given ('" + o.run_json + "', '" + a + "')");
    }
  }
  if (o.run_json.empty()) throw UsageError("no run bundle given");
  if (o.result_path.empty())
    o.result_path = (fs::absolute(o.run_json).parent_path() / "result.json").string();
  return o;
}

// Checks that the bundle is for this platform and that result.json can be written.
void check_bundle(const RunBundle& b, const SimOptions& o, const std::string& program,
                  const Platform& p) {
  if (b.platform != p.name())
    throw BundleError(b.source + ": platform: \"" + b.platform + "\" is not simulated by " + program +
                      " (it runs platform \"" + p.name() + "\"; use kc-sim-" + b.platform + ")");
  std::error_code ec;
  fs::path dir = fs::path(o.result_path).parent_path();
  if (!dir.empty() && !fs::is_directory(dir, ec))
    throw BundleError("--result " + o.result_path + ": directory '" + dir.string() +
                      "' does not exist");
  // result.json is written last: a dump or the waveform under its name would be lost, and
  // result.json must not replace the bundle's own files.
  for (std::size_t i = 0; i < b.dump.size(); ++i)
    if (same_file(b.dump[i].file, o.result_path))
      throw BundleError(b.source + ": dump[" + std::to_string(i) + "].file: '" + b.dump[i].file +
                        "' is where result.json goes; write the dump elsewhere");
  if (b.trace && same_file(b.trace->file, o.result_path))
    throw BundleError(b.source + ": trace.file: '" + b.trace->file + "' is where result.json goes");
  for (const std::string& f : {b.source, b.program.file})
    if (same_file(f, o.result_path))
      throw BundleError("--result " + o.result_path + ": that is " + f + ", an input of the run");
}

void write_file(const std::string& path, const std::vector<uint8_t>& data) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size()));
  out.close();
  if (!out) throw InternalError("cannot write dump '" + path + "': " + std::strerror(errno));
}

int fail(const std::string& program, int code, const std::string& msg) {
  std::cerr << program << ": error: " << msg << std::endl;
  return code;
}

std::string joined(const std::vector<std::string>& v, const char* sep) {
  std::string s;
  for (const std::string& x : v) s += (s.empty() ? "" : sep) + x;
  return s;
}

}  // namespace

void require_built_config(const RunBundle& b, const std::string& platform, const std::vector<std::string>& known,
                          const std::vector<std::string>& built, const std::string& cmake_variable) {
  const auto has = [&](const std::vector<std::string>& v) { return std::find(v.begin(), v.end(), b.config) != v.end(); };
  const std::string program = "kc-sim-" + platform;
  if (!has(known)) throw unknown_config_error(b, platform, known, "; built into this " + program + ": " + joined(built, ", "));
  if (!has(built)) {
    std::string var = cmake_variable;
    if (var.empty()) {
      std::string upper = platform;
      for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
      var = "KC_" + upper + "_CONFIGS";
    }
    throw BundleError(b.source + ": config: configuration '" + b.config + "' is not built into this " + program +
                      " (built: " + joined(built, ", ") + "); configure with -D" + var + "=\"" +
                      joined(built, ";") + ";" + b.config + "\"");
  }
}

int sim_main(int argc, char** argv, const std::string& program, Platform& platform) {
  const auto t0 = std::chrono::steady_clock::now();
  SimOptions opts;
  RunBundle bundle;
  BundleInputs inputs;
  try {
    std::optional<SimOptions> parsed = parse_args(argc, argv);
    if (!parsed) {
      std::cout << usage(program) << "\n\n"
                << "Runs a run bundle on the Verilated RTL inside a SystemC testbench and writes result.json\n"
                << "(next to RUN.json unless --result says otherwise) and the dumps the bundle asks for, for\n"
                << "every status: halted, fault, illegal_instruction, cycle_limit. Format: docs/run-bundle.md.\n\n"
                << "  --result FILE     where to write result.json\n"
                << "  --quantum CYCLES  SystemC temporal-decoupling quantum (default 1000); changes speed only\n"
                << "  --hbm-stress SEED[,LAT[,PCT]]\n"
                << "                    test the core against a slower, irregular memory: each HBM request\n"
                << "                    completes 0..LAT (default 64) cycles late and the port refuses requests\n"
                << "                    on PCT % (default 25) of the cycles, seeded; results must not change,\n"
                << "                    cycle counts do (never use them as figures)\n"
                << "  -h, --help        this text\n\n"
                << "Exit status: 0 result.json written (whatever the kernel did), 2 unusable bundle or bad\n"
                << "options (one line on stderr), 3 internal error.\n";
      return kExitOk;
    }
    opts = *parsed;
    if (opts.hbm_stress.enabled() && !platform.supports_hbm_stress())
      throw UsageError("--hbm-stress: " + program + " simulates a core without an HBM port");
    bundle = load_run_bundle(opts.run_json);
    check_bundle(bundle, opts, program, platform);
    inputs = read_bundle_inputs(bundle, platform.layout(bundle));
    bundle = inputs.bundle;   // symbol-named preloads and dumps resolved to spaces and addresses
  } catch (const UsageError& e) {
    return fail(program, kExitBundle, std::string(e.what()) + " (" + usage(program) + ")");
  } catch (const BundleError& e) {
    return fail(program, kExitBundle, e.what());
  } catch (const std::exception& e) {
    return fail(program, kExitInternal, std::string("internal error: ") + e.what());
  }

  // The simulator's own wall-clock limit: whoever started it may be gone (killed without a chance
  // to stop it), so it must not run on forever. A watchdog thread ends the process.
  if (bundle.max_wall_seconds > 0) {
    const double limit = bundle.max_wall_seconds;
    std::thread([limit, program, t0] {
      std::this_thread::sleep_until(t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                             std::chrono::duration<double>(limit)));
      const std::string msg = program + ": error: the wall-clock limit of " + std::to_string(limit) +
                              " s (run.json max_wall_seconds) was reached; the run was abandoned\n";
      const ssize_t ignored = ::write(STDERR_FILENO, msg.data(), msg.size());
      (void)ignored;
      std::_Exit(kExitWallClock);
    }).detach();
  }

  try {
    SimOutput out = platform.simulate(bundle, inputs, opts);
    for (std::size_t i = 0; i < bundle.dump.size(); ++i) write_file(bundle.dump[i].file, out.dumps.at(i));
    out.result.sim.total_wall_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    write_result_json(opts.result_path, out.result);
  } catch (const std::exception& e) {
    return fail(program, kExitInternal, std::string("internal error: ") + e.what());
  }
  return kExitOk;
}

int systemc_entry(int argc, char** argv) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return sc_core::sc_elab_and_sim(argc, argv);
}

}  // namespace kc::sim
