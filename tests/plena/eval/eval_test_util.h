// Helpers of the plena evaluation tests: the real relu task, kernels generated from its resolved
// configuration (so they follow the task file's shapes and addresses), per-test directories, and
// a Platform decorator that swaps the baseline kernel.
#pragma once

#include <string>

#include "kc/evaluate.h"
#include "kc/platform.h"
#include "kc/task.h"
#include "plena_configs.h"

namespace kc::evaltest {

// The task the end-to-end tests use (tasks/l1/relu), loaded once.
const TaskSpec& relu_task();
// Its smallest configuration (C1) and hardware `small`.
const TaskConfig& relu_config();
const plena::HwConfig& small_hw();
// The relu C1 instance for plena.
TaskInstance relu_instance();

// Kernels for relu on `small`, built from the instance.
enum class ReluKernel {
  correct,      // Y = max(X, 0), group by group (PV_ROWS rows of VLEN)
  wrong_group,  // correct, then group 1 is stored again with 1.0 added
  no_store,     // computes but never stores Y
};
std::string relu_kernel(ReluKernel variant);
// The tensor rows that group `g` (PV_ROWS * VLEN elements) of Y covers: [first, last].
std::pair<int64_t, int64_t> rows_of_group(int64_t g);

// A fresh directory KC_TEST_OUT_DIR/<name>.
std::string test_dir(const std::string& name);
void write_text(const std::string& path, const std::string& text);
std::string read_text(const std::string& path);

// Evaluation options for the tests: hardware small, no baseline, results in the test directory.
EvalOptions small_options(const std::string& name);

// The plena platform with a different baseline kernel (everything else forwarded).
class BaselineOverride : public Platform {
 public:
  BaselineOverride(const Platform& base, std::string baseline_text) : base_(base), text_(std::move(baseline_text)) {}
  std::string name() const override { return base_.name(); }
  std::vector<std::string> hw_configs() const override { return base_.hw_configs(); }
  std::vector<std::string> built_hw_configs() const override { return base_.built_hw_configs(); }
  std::string default_hw() const override { return base_.default_hw(); }
  std::string rebuild_hint(const std::string& hw) const override { return base_.rebuild_hint(hw); }
  TaskLayout task_layout() const override { return base_.task_layout(); }
  std::map<std::string, double> peak(const std::string& hw) const override { return base_.peak(hw); }
  std::string kernel_file(const std::string& lang) const override { return base_.kernel_file(lang); }
  Assembled assemble(const AssembleRequest& req) const override { return base_.assemble(req); }
  std::optional<std::string> disassemble(const std::string& bytes, bool listing, std::string* error) const override {
    return base_.disassemble(bytes, listing, error);
  }
  RunBundle write_bundle(const std::string& dir, const TaskInstance& inst, const ProgramImage& program,
                         const std::vector<TensorData>& inputs, const BundleOptions& opts) const override {
    return base_.write_bundle(dir, inst, program, inputs, opts);
  }
  std::vector<OutputTensor> read_outputs(const std::string& dir, const TaskInstance& inst) const override {
    return base_.read_outputs(dir, inst);
  }
  std::string simulator() const override { return base_.simulator(); }
  std::string isa_doc_path() const override { return base_.isa_doc_path(); }
  uint64_t program_capacity_bytes(const std::string& hw) const override { return base_.program_capacity_bytes(hw); }
  std::string hw_summary(const std::string& hw) const override { return base_.hw_summary(hw); }
  std::string memory_map_text(const TaskInstance& inst, const std::string& hw) const override {
    return base_.memory_map_text(inst, hw);
  }
  std::string task_rules(const TaskInstance& inst, const std::string& hw) const override {
    return base_.task_rules(inst, hw);
  }
  std::optional<KernelSource> baseline(const TaskInstance&, const std::string&) const override {
    return KernelSource{text_, "asm"};
  }

 private:
  const Platform& base_;
  std::string text_;
};

bool contains(const std::string& text, const std::string& part);

}  // namespace kc::evaltest
