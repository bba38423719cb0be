// sim_main: the command line, flow and exit codes shared by every kc-sim-<platform>.
//
//   kc-sim-<platform> RUN.json [--result FILE] [--quantum CYCLES] [--hbm-stress SEED[,LAT[,PCT]]]
//
// Flow: parse the arguments, read run.json, check it is for this platform, look up the
// configuration, validate the bundle against it and read its inputs — all before anything is
// elaborated — then let the platform elaborate and simulate, then write the dumps and
// result.json (for every status of the run).
//
// Exit status: 0 whenever result.json was written; 2 for a usage error or an unreadable or
// invalid bundle; 3 for an internal error (the simulator or the RTL misbehaved, an output could
// not be written); 4 when the bundle's max_wall_seconds passed before the run ended. Every non-zero exit prints one line "<program>: error: <message>" on stderr.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/hbm_model.h"
#include "kc/run_bundle.h"

namespace kc::sim {

enum ExitCode : int { kExitOk = 0, kExitBundle = 2, kExitInternal = 3, kExitWallClock = 4 };

struct SimOptions {
  std::string run_json;             // path of run.json
  std::string result_path;          // where result.json goes (default: next to run.json)
  uint64_t quantum_cycles = 1000;   // temporal-decoupling quantum (1 = sync every cycle)
  HbmStress hbm_stress;             // HBM timing stress (off unless --hbm-stress; platforms with an HBM)
};

// What one simulation produced.
struct SimOutput {
  RunResult result;                       // everything except sim.total_wall_seconds
  std::vector<std::vector<uint8_t>> dumps;  // contents of bundle.dump[i], in order
};

// A platform simulator plugged into sim_main.
class Platform {
 public:
  virtual ~Platform() = default;
  // Platform name as in run.json ("plena").
  virtual std::string name() const = 0;
  // The layout of the bundle's configuration. Throws BundleError (JSON path "config") for an
  // unknown configuration or one this executable was not built with.
  virtual MemoryLayout layout(const RunBundle& b) const = 0;
  // Elaborates the testbench, runs it (sc_start) and collects the result and the dumps.
  // Called once per process. Throws InternalError (or any std::exception) on a failure.
  virtual SimOutput simulate(const RunBundle& b, const BundleInputs& in, const SimOptions& o) = 0;
  // Whether simulate() honours SimOptions::hbm_stress (a core with an HBM port); when not,
  // --hbm-stress is a usage error.
  virtual bool supports_hbm_stress() const { return false; }
};

// Checks the bundle's hardware configuration: it must be one of `known` (every configuration of
// the platform) and one of `built` (those verilated into this executable). Otherwise throws
// BundleError (JSON path "config") naming both lists and, for a known one that is not built, the
// CMake option that builds it: `cmake_variable`, or KC_<PLATFORM>_CONFIGS when it is empty.
void require_built_config(const RunBundle& b, const std::string& platform, const std::vector<std::string>& known,
                          const std::vector<std::string>& built, const std::string& cmake_variable = "");

// The whole simulator: call it from sc_main. `program` names the executable in messages.
int sim_main(int argc, char** argv, const std::string& program, Platform& platform);

// The process entry: call it from main(). SystemC prints its banner on stderr before sc_main
// runs; this silences it (unless SYSTEMC_DISABLE_COPYRIGHT_MESSAGE is set already), so that
// stderr holds only the simulator's own one-line error, then hands over to SystemC, which calls
// sc_main.
int systemc_entry(int argc, char** argv);

}  // namespace kc::sim
