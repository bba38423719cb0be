// Helpers of the agent tool and MCP tests: the real relu and softmax tasks (configuration C1 on
// hardware `default`), plena kernels for relu built from the task's resolved configuration (so
// they follow its shapes and addresses), per-test workspaces, and the simulator check.
#pragma once

#include <string>
#include <utility>

#include "kc/agent_tools.h"
#include "kc/platform.h"
#include "kc/task.h"

namespace kc::toolstest {

const Platform& plena_platform();
// tasks/l1/relu and tasks/l1/softmax, loaded once; their configuration C1.
const TaskSpec& relu_task();
const TaskConfig& relu_c1();
const TaskSpec& softmax_task();
const TaskConfig& softmax_c1();
// The hardware the tests run on.
inline const char* kHw = "default";

// relu C1 kernels for plena/default.
enum class ReluKernel {
  correct,     // Y = max(X, 0), group by group of PV_ROWS rows
  wrong_row,   // correct, then VRAM row kWrongVramRow gets +1.0 and the group is stored again
  no_store,    // computes but never stores Y
  fault,       // a V_MAX_VF on a misaligned VRAM address (vram_align)
  shifted,     // stores every group kShift elements too far: the first kShift never written
};
constexpr int kShift = 128;
constexpr int kWrongVramRow = 2;
std::string relu_kernel(ReluKernel variant);
// The tensor rows of Y that VRAM row kWrongVramRow covers: [first, last].
std::pair<int64_t, int64_t> wrong_rows();
// A kernel with one syntax error, on line 2 (column 1).
inline const char* kSyntaxErrorKernel = "S_ADDI_INT gp1, gp0, 5\nV_MAX_VF gp1, gp1\n";

// The template compiler's kernel for a task's C1 on kHw ("" when the platform has none).
std::string baseline_kernel(const TaskSpec& task, const TaskConfig& cfg);

// A fresh directory KC_TEST_OUT_DIR/<name>.
std::string test_dir(const std::string& name);
std::string read_text(const std::string& path);
void write_text(const std::string& path, const std::string& text);
bool contains(const std::string& text, const std::string& part);

// ToolBox options for a test: hardware kHw, workspace <test_dir(name)>/ws, the baseline cycle cache
// shared by all tests.
agent::ToolBoxOptions tool_options(const std::string& name);

// True when kc-sim-plena is built with hardware kHw; otherwise prints why (for "SKIPPED:").
bool simulator_ready(std::string* why);

}  // namespace kc::toolstest

// Skips the rest of a test case that needs the simulator (ctest reports it skipped).
#define KC_REQUIRE_SIMULATOR()                        \
  do {                                                \
    std::string kc_why_;                              \
    if (!::kc::toolstest::simulator_ready(&kc_why_)) { \
      WARN("SKIPPED: " << kc_why_);                   \
      return;                                         \
    }                                                 \
  } while (0)
