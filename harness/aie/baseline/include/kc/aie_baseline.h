// The aie template compiler: baseline kernels (aie bundle assembly) for the aie tasks, generated
// per task configuration and hardware configuration (docs/aie/platform.md, "Baselines").
//
// Every template software-pipelines its inner loop over the exposed latencies of the hardware
// configuration (aie_configs.h): an iteration's operations sit at fixed cycle offsets (a modulo
// schedule with initiation interval II), registers rotate over as many sets as the longest
// lifetime needs, and the flat schedule is folded back into a zero-overhead loop (prologue, one
// period of the steady state repeated, epilogue). A bundle at cycle t of the schedule issues at
// cycle t when nothing else holds it, so the counts below are what the RTL then measures.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "aie_configs.h"
#include "kc/task.h"

namespace kc::aie::baseline {

// The baseline of `inst` (an aie instance) on `cfg`, or nullopt when the template compiler has
// no template for the task. Throws std::runtime_error when a shape breaks the template's rules
// (e.g. a dimension that is not a multiple of the MAC array's block).
std::optional<std::string> generate(const TaskInstance& inst, const HwConfig& cfg);

// ---- the scheduling helpers the templates share (tested on their own) ----------------------

// Operations placed at cycles; the bundle of cycle t holds the operations added at t.
class Schedule {
 public:
  void add(std::size_t cycle, const std::string& op);
  std::size_t length() const { return at_.size(); }
  // The bundle text of cycle t ("{ a ; b }", a single operation, or "" when empty).
  std::string bundle(std::size_t t) const;
  // The schedule as assembly: empty cycles left out (the interlock then holds the next bundle
  // as long as an empty bundle would have), one bundle per line, `indent` before each.
  std::string flat(const std::string& indent) const;
  // Folded: the longest run of `period` bundles that repeats at least twice becomes a
  // `.loop COUNT` (or `.loop rN` with `movi rN` before it, for more than 8191 iterations, using
  // `count_reg`) between the bundles before and after it; without such a run, flat().
  std::string folded(std::size_t period, const std::string& indent, unsigned count_reg = 31) const;

 private:
  std::vector<std::vector<std::string>> at_;
};

// ---- helpers of the templates (baseline.cpp) -----------------------------------------------

std::string str(int64_t v);
// The tensor / byte address of `name` in `inst` (std::runtime_error naming the task if missing).
const TensorInstance& tensor(const TaskInstance& inst, const std::string& name);
int64_t address(const TaskInstance& inst, const std::string& name);
// std::runtime_error "aie baseline for TASK CONFIG: what" unless ok.
void require(bool ok, const TaskInstance& inst, const std::string& what);
// The kernel's first lines: what generated it, for which configurations, and `how`.
std::string header(const TaskInstance& inst, const HwConfig& cfg, const std::string& how);

// ---- the gemm template (baseline.cpp), shared by gemm, batch_matmul and linear ---------------

// What differs between the matrix products: the tensor names, B's blocks ("blocks 8x4": the k
// blocks of a column of B lie N/4 blocks apart, as gemm stores B; "blocks 4x1": W[N][K] stored as
// 4 x 1 blocks, so the eight k-slices of four rows of W are one 8x4 B operand and the k blocks of
// a column follow each other, as linear stores W), an optional bias (the byte address of N/4
// patterns of 16 bf16, pattern n = BIAS[4n .. 4n+3] four times: the accumulators start from
// them), the header's name and a prologue placed before the kernel.
struct GemmForm {
  std::string a = "A", b = "B", c = "C";
  std::string b_layout = "blocks 8x4";
  int64_t bias_patterns = -1;
  std::string what = "GEMM";
  std::string prologue;
};
// C = A B (BATCH times, the matrices of a batch one after the other) as gemm's comment in
// baseline.cpp describes.
std::string gemm_kernel(const TaskInstance& inst, const HwConfig& cfg, int64_t batch, const GemmForm& form);

// ---- templates with a file of their own ----------------------------------------------------

std::string gemv(const TaskInstance& inst, const HwConfig& cfg);     // gemv.cpp
std::string linear(const TaskInstance& inst, const HwConfig& cfg);   // linear.cpp
// conv.cpp: conv2d; nullopt for other tasks.
std::optional<std::string> conv_template(const TaskInstance& inst, const HwConfig& cfg);

}  // namespace kc::aie::baseline
