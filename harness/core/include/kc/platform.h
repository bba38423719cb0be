// Platform: everything the harness core needs from an accelerator, behind one interface
// (STYLE.md §5). A new platform adds an implementation and one line in the registry table
// (harness/core/platform_registry.cpp, library kc_platforms); nothing else in the core changes.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "kc/asm_diag.h"
#include "kc/run_bundle.h"
#include "kc/task.h"

namespace kc {

// Peak rates of a hardware configuration (roofline bounds).
struct PeakRates {
  double matrix_macs_per_cycle = 0;
  double vector_lanes_per_cycle = 0;
  double hbm_bytes_per_cycle = 0;
};

struct Assembled {
  std::vector<uint32_t> words;
  std::vector<Diagnostic> diagnostics;   // file:line:col errors and warnings
  bool ok() const;                       // no error (warnings allowed)
  std::string formatted;                 // diagnostics as a person reads them (with source lines)
};

// An output tensor read back after a run, with the elements that still hold the poison the
// bundle wrote before the run (never written by the kernel).
struct OutputTensor {
  TensorData data;
  std::vector<bool> poisoned;            // row-major, one flag per element
};

class Platform {
 public:
  virtual ~Platform() = default;

  virtual std::string name() const = 0;                      // "plena"
  virtual std::vector<std::string> hw_configs() const = 0;   // all hardware configurations
  virtual std::vector<std::string> built_hw_configs() const = 0;   // those its simulator runs
  virtual std::string default_hw() const = 0;                // "default"
  virtual PeakRates peak(const std::string& hw) const = 0;

  // Assembles kernel source for a hardware configuration.
  virtual Assembled assemble(const std::string& text, const std::string& filename, const std::string& hw) const = 0;

  // Writes a complete run bundle into `dir`: program, inputs at the task's addresses, constants,
  // outputs poisoned, dumps of every output, the cycle limit and an optional trace window.
  // Throws std::runtime_error when the task does not fit the hardware configuration.
  struct BundleOptions {
    std::string hw;
    uint64_t max_cycles = 0;
    std::optional<TraceSpec> trace;
  };
  virtual RunBundle write_bundle(const std::string& dir, const TaskInstance& inst, const std::vector<uint32_t>& words,
                                 const std::vector<TensorData>& inputs, const BundleOptions& opts) const = 0;
  // Reads the output tensors back from the dumps of a finished bundle (spec order of outputs).
  // Throws std::runtime_error when a dump is missing or has the wrong size.
  virtual std::vector<OutputTensor> read_outputs(const std::string& dir, const TaskInstance& inst) const = 0;

  // Path of the simulator executable for this platform (kc-sim-<name>).
  virtual std::string simulator() const = 0;
  // The ISA reference an agent reads (markdown).
  virtual std::string isa_doc_path() const = 0;
  // Its short form for the short-documentation ablation (syntax, operation and constraints per
  // instruction), or "" when the platform has none.
  virtual std::string isa_short_doc_path() const { return ""; }
  // Instruction memory capacity of hardware configuration `hw` in bytes (what get_inst_size
  // compares a program with), or 0 when unknown.
  virtual uint64_t program_capacity_bytes(const std::string& hw) const {
    (void)hw;
    return 0;
  }
  // Prompt text (markdown, no heading): the hardware configuration `hw` in a few lines (sizes,
  // DMA granularity, peak rates) for a task prompt.
  virtual std::string hw_summary(const std::string& hw) const = 0;
  // Prompt text (markdown list, no heading): the platform's task ABI and halt rule — where the
  // kernel finds inputs and constants, where outputs go, when a run ends, what fails it.
  virtual std::string task_rules(const TaskInstance& inst, const std::string& hw) const = 0;

  // The template compiler's baseline kernel for a task configuration on `hw`, or nullopt when the
  // platform has no baseline for the task.
  virtual std::optional<std::string> baseline(const TaskInstance& inst, const std::string& hw) const = 0;
};

// The registered platforms ("plena" today): a table in harness/core/platform_registry.cpp, in
// the separate library kc_platforms (it links every platform; the core links none), so link
// kc_platforms to use these two.
// The platform called `name`, or nullptr.
const Platform* find_platform(const std::string& name);
// Names of every registered platform, in table order.
std::vector<std::string> platform_names();

}  // namespace kc
