// Platform: everything the harness core, the command-line tools and the agent need from an
// accelerator, behind one interface (docs/platforms.md). A new platform implements it in its own
// folders and adds one line to the registry (harness/platforms/registry.cpp) and its library to
// that folder's CMakeLists.txt; nothing in harness/core, harness/cli or agent/ changes
// (docs/platforms.md; tests/seam checks that those folders include no platform header).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "kc/diagnostic.h"
#include "kc/program.h"
#include "kc/run_bundle.h"
#include "kc/task.h"

namespace kc {

namespace board {
class BoardSupport;   // kc/board.h (harness/board): how a run bundle runs on the platform's board
}
class CosimSupport;   // kc/cosim.h: random-program co-simulation of the RTL against the ISS

// One kind of work a roofline bound counts (a key under `roofline:` in a task's platform
// section) and the peak rate the hardware sustains for it.
struct RooflineResource {
  std::string key;       // "matrix_macs", "instructions"
  std::string meaning;   // "multiply-accumulates on the matrix unit" (docs, prompts, messages)
};

// What a platform lets a task's section hold, and the layout rules the task loader checks in
// every configuration (docs/tasks.md). The numbers cover every hardware configuration.
struct TaskLayout {
  // Tensors are placed by the task at addresses (`memory_map`, required) or by the platform's
  // toolchain at symbols named like the tensors (`memory_map` not allowed).
  bool memory_map = false;
  std::string memory;              // the memory the addresses are in, for messages ("HBM")
  int64_t align = 1;               // region starts are multiples of this many address units (symbol
                                   // platforms: bytes)
  // Memory-map addresses count bytes (a tensor of n elements spans n x its dtype's bytes) instead
  // of elements (one address per element, whatever its dtype).
  bool byte_addresses = false;
  int64_t output_slack = 0;        // address units after an output that no other region may use
  int64_t limit = 0;               // regions end at or below this address (smallest memory)
  unsigned constant_slots = 0;     // > 0: `constants` allowed, slots 0..constant_slots-1
  std::string constant_memory;     // where constants live, for messages ("FP_MEM")
  bool scratch = false;            // `scratch` regions allowed (with memory_map)
  bool block_layouts = false;      // tensors may be stored in blocks (`layout: blocks RxC` under `tensors`)
  // Symbol platforms: all tensors together, each rounded up to `align` bytes, fit in this many
  // bytes (the data memory of the smallest configuration, less what the kernel needs besides).
  int64_t tensor_bytes_limit = 0;
  // Further memory spaces a task may place tensors in (per tensor `space: NAME` under `tensors`;
  // the memory-map address is then in that space, checked against its own limit and regions).
  struct Space {
    std::string name;     // "l2"
    std::string memory;   // for messages ("L2")
    int64_t limit = 0;    // regions end at or below this address (smallest configuration)
  };
  std::vector<Space> spaces;
  const Space* space(const std::string& name) const {   // nullptr: not one of `spaces`
    for (const Space& s : spaces)
      if (s.name == name) return &s;
    return nullptr;
  }
  std::vector<RooflineResource> roofline;   // exactly these keys under `roofline`
  // Names a task's `structural` rate expressions may use besides `peak` (Platform::hw_values).
  std::vector<std::string> hw_symbols;
};

// A kernel in one of the platform's source languages.
struct KernelSource {
  std::string text;
  std::string lang = "asm";        // "asm" (the benchmark's language) or e.g. "c"
};

// What to assemble: the source, the name it has in diagnostics, the hardware configuration, and
// the task configuration it is for (platforms whose tensors are symbols link them in; nullptr
// builds the program alone, e.g. for `kernelcraft asm`).
// The largest kernel source any entry point accepts (write_code, eval, asm, regress manifests,
// a kernel file an MCP client edits): 1 MiB. Hardware loops, not unrolling, make kernels short.
constexpr std::size_t kMaxKernelBytes = std::size_t(1) << 20;

struct AssembleRequest {
  std::string text;
  std::string filename;            // "" = the platform's kernel_file(lang)
  std::string hw;                  // "" = no configuration checks (or the default configuration)
  std::string lang = "asm";
  const TaskInstance* task = nullptr;
};

struct Assembled {
  ProgramImage image;                    // meaningful when ok()
  std::vector<Diagnostic> diagnostics;   // errors and warnings, positioned in the kernel source
  std::string formatted;                 // diagnostics as a person reads them (with source lines)
  std::string listing;                   // address / encoding / source line, one line per instruction
  bool ok() const;                       // no error (warnings allowed)
};

// An output tensor read back after a run, with the elements that still hold the poison the
// bundle wrote before the run (never written by the kernel).
struct OutputTensor {
  TensorData data;
  std::vector<bool> poisoned;            // row-major, one flag per element
};

// For platform adapters: $KC_SIM_<NAME> (upper case, '-' as '_') if set, else kc-sim-<name> in the
// directory of the running executable (or on PATH when that is unknown).
std::string default_simulator(const std::string& platform);
// For platform adapters: "small,default" (a build's configuration list) -> {"small", "default"}.
std::vector<std::string> split_config_list(const std::string& commas);
// For platform adapters: the names of a generated configuration table (elements with a `name`).
template <class Configs>
std::vector<std::string> config_names(const Configs& configs) {
  std::vector<std::string> names;
  for (const auto& c : configs) names.push_back(c.name);
  return names;
}
// For platform adapters: the configuration called `hw`; throws std::runtime_error
// "unknown <platform> hardware configuration '<hw>' (known: ...)".
template <class Configs>
const auto& named_config(const Configs& configs, const std::string& hw, const std::string& platform) {
  for (const auto& c : configs)
    if (c.name == hw) return c;
  std::string known;
  for (const std::string& n : config_names(configs)) known += (known.empty() ? "" : ", ") + n;
  throw std::runtime_error("unknown " + platform + " hardware configuration '" + hw + "' (known: " + known + ")");
}

class Platform {
 public:
  virtual ~Platform() = default;

  virtual std::string name() const = 0;                      // "plena"
  virtual std::vector<std::string> hw_configs() const = 0;   // all hardware configurations
  virtual std::vector<std::string> built_hw_configs() const = 0;   // those its simulator runs
  virtual std::string default_hw() const = 0;                // "default"
  // How to get configuration `hw` into the simulator (for the message when it is not built).
  // Default: reconfigure with it in KC_<NAME>_CONFIGS (the CMake list of verilated configurations).
  virtual std::string rebuild_hint(const std::string& hw) const;

  // The task-section rules and roofline resources of this platform.
  virtual TaskLayout task_layout() const = 0;
  // Peak rate per roofline resource key on `hw` (work per cycle).
  virtual std::map<std::string, double> peak(const std::string& hw) const = 0;
  // Every value of hardware configuration `hw` by its symbol (MLEN, BLEN, DMEM_LATENCY, ...), for
  // the structural caps of tasks (TaskLayout::hw_symbols lists the names).
  virtual std::map<std::string, double> hw_values(const std::string& hw) const {
    (void)hw;
    return {};
  }

  // Kernel languages (first = the benchmark's language) and the kernel file name for each.
  virtual std::vector<std::string> languages() const { return {"asm"}; }
  virtual std::string kernel_file(const std::string& lang) const = 0;

  // Assembles (or compiles and links) a kernel. Never throws for anything in the source: every
  // problem is a diagnostic. Throws std::runtime_error for misuse (unknown configuration or
  // language) and when the toolchain itself cannot run.
  virtual Assembled assemble(const AssembleRequest& req) const = 0;
  // The program file `bytes` (what `assemble` wrote, e.g. `kernelcraft asm -o`) as assembly text;
  // with `listing` every line carries its address and encoding. nullopt and `*error` for a file
  // the platform cannot read.
  virtual std::optional<std::string> disassemble(const std::string& bytes, bool listing, std::string* error) const = 0;

  // Writes a complete run bundle into `dir`: program, inputs where the task places them, constants,
  // outputs poisoned, dumps of every output, the cycle limit and an optional trace window.
  // Throws std::runtime_error when the task does not fit the hardware configuration.
  struct BundleOptions {
    std::string hw;
    uint64_t max_cycles = 0;
    std::optional<TraceSpec> trace;
    double max_wall_seconds = 0;   // the simulator's own wall-clock limit (RunBundle::max_wall_seconds)
  };
  virtual RunBundle write_bundle(const std::string& dir, const TaskInstance& inst, const ProgramImage& program,
                                 const std::vector<TensorData>& inputs, const BundleOptions& opts) const = 0;
  // Reads the output tensors back from the dumps of a finished bundle (spec order of outputs).
  // Throws std::runtime_error when a dump is missing or has the wrong size.
  virtual std::vector<OutputTensor> read_outputs(const std::string& dir, const TaskInstance& inst) const = 0;

  // The slowest rate (simulated cycles per wall-clock second) the platform's simulator keeps up on a
  // busy machine: the harness's default wall-clock limit of a run is 2 s + max_cycles / this.
  virtual double min_sim_cycles_per_second() const { return 50'000.0; }
  // Path of the simulator executable for this platform: $KC_SIM_<NAME> when set, else
  // kc-sim-<name> next to the running program (default_simulator).
  virtual std::string simulator() const { return default_simulator(name()); }
  // The coverage simulator (docs/regression.md, `kernelcraft regress --coverage`): the platform's
  // simulator over models verilated with --coverage, same command line and bundle, that also writes
  // the run's coverage counters (Verilator's coverage.dat format) to coverage.dat beside run.json.
  // Built only on request (CMake target coverage_build_target()). A platform without one returns
  // no configurations.
  virtual std::vector<std::string> coverage_hw_configs() const { return {}; }
  // Its path: $KC_SIM_<NAME>_COV when set, else kc-sim-<name>-cov next to the running program.
  virtual std::string coverage_simulator() const { return default_simulator(name() + "-cov"); }
  // The CMake target that builds it ("kc-sim-plena-cov") and the cache variable listing its
  // configurations ("KC_PLENA_COV_CONFIGS"), for the message when it or a configuration is missing.
  virtual std::string coverage_build_target() const { return "kc-sim-" + name() + "-cov"; }
  virtual std::string coverage_configs_variable() const;
  // What identifies the toolchain that turns kernels into programs, beyond this executable (a
  // compiler version), for caches keyed on a program's outcome; "" when there is nothing more.
  virtual std::string toolchain_identity() const { return ""; }
  // The ISA reference an agent reads (markdown).
  virtual std::string isa_doc_path() const = 0;
  // Its short form for the short-documentation ablation (syntax, operation and constraints per
  // instruction), or "" when the platform has none.
  virtual std::string isa_short_doc_path() const { return ""; }
  // Further documents of the agent-visible reference (markdown), searched by grep_docs after the
  // ISA reference: what a fast kernel needs beyond the instructions (when a unit releases a
  // resource, queue depths, overlap rules). Empty when the ISA reference holds everything.
  virtual std::vector<std::string> reference_doc_paths() const { return {}; }
  // Instruction memory capacity of hardware configuration `hw` in bytes (what get_inst_size
  // compares a program with), or 0 when unknown.
  virtual uint64_t program_capacity_bytes(const std::string& hw) const = 0;

  // Prompt text (markdown, no heading): the hardware configuration `hw` in a few lines (sizes,
  // latencies, peak rates) for a task prompt.
  virtual std::string hw_summary(const std::string& hw) const = 0;
  // Prompt text (markdown, no heading): where every tensor of `inst` lives and how a kernel
  // reaches it (addresses, or symbols and registers).
  virtual std::string memory_map_text(const TaskInstance& inst, const std::string& hw) const = 0;
  // Prompt text (markdown list, no heading): the platform's task ABI and halt rule — where the
  // kernel finds inputs and constants, where outputs go, when a run ends, what fails it.
  virtual std::string task_rules(const TaskInstance& inst, const std::string& hw) const = 0;

  // The platform's board top (fpga/<platform>/): how `kernelcraft board run` loads, runs and reads
  // back a bundle, and which virtual board serves `--port virtual`; nullptr when it has none.
  virtual const board::BoardSupport* board() const { return nullptr; }

  // Random-program co-simulation of the platform's RTL against its functional simulator, with
  // shrinking and first-divergence reports (`kernelcraft cosim`); nullptr when it has none.
  virtual const CosimSupport* cosim() const { return nullptr; }

  // The baseline kernel for a task configuration on `hw` (the template compiler's assembly, or
  // the C source a compiler baseline compiles), or nullopt when the platform has none for it.
  virtual std::optional<KernelSource> baseline(const TaskInstance& inst, const std::string& hw) const = 0;
};

// "X (input) at 0..255, Y (output) at 256..511" style table of a memory-map platform, as markdown
// (the default memory_map_text of platforms whose tasks place tensors at addresses).
std::string address_table_markdown(const TaskInstance& inst, const std::string& unit_note);

// The registered platforms: a table in harness/platforms/registry.cpp (library kc_platforms,
// which the core links; it links every platform library).
// The platform called `name`, or nullptr.
const Platform* find_platform(const std::string& name);
// Names of every registered platform, in table order.
std::vector<std::string> platform_names();

}  // namespace kc
