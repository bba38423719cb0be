#include "eval_test_util.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "kc/plena_platform.h"
#include "test_support.h"

namespace kc::evaltest {

namespace fs = std::filesystem;

namespace {

// "gpR = value" in one or two instructions.
std::string li(unsigned reg, int64_t value) { return testsupport::plena_load_immediate(reg, value); }

int64_t group_elems() { return int64_t(small_hw().prefetch_v_rows) * small_hw().vlen; }

}  // namespace

const TaskSpec& relu_task() {
  static const TaskSpec t = load_task(default_tasks_dir() + "/l1/relu/task.yaml");
  return t;
}

const TaskConfig& relu_config() {
  const TaskConfig* c = relu_task().config("C1");
  REQUIRE(c);
  return *c;
}

const plena::HwConfig& small_hw() { return *plena::find_config("small"); }

TaskInstance relu_instance() { return instantiate(relu_task(), relu_config(), "plena"); }

std::pair<int64_t, int64_t> rows_of_group(int64_t g) {
  const int64_t cols = relu_instance().tensors.back().shape.back();
  return {g * group_elems() / cols, ((g + 1) * group_elems() - 1) / cols};
}

std::string relu_kernel(ReluKernel variant) {
  const TaskInstance inst = relu_instance();
  const plena::HwConfig& hw = small_hw();
  REQUIRE(hw.prefetch_v_rows == hw.store_v_rows);
  const int64_t n = inst.tensors.front().elements();
  REQUIRE(n % group_elems() == 0);
  REQUIRE(n <= int64_t(hw.vram_elems));
  const int64_t groups = n / group_elems();
  REQUIRE(groups >= 2);
  std::string k = "; relu: Y = max(X, 0) over " + std::to_string(groups) + " groups of PV_ROWS rows\n";
  k += li(1, inst.address.at("X")) + "C_SET_ADDR_REG a0, gp0, gp1\n";
  k += li(2, inst.address.at("Y")) + "C_SET_ADDR_REG a1, gp0, gp2\n";
  k += "S_ADDI_INT gp3, gp0, 0            ; group offset = its VRAM address\n";
  k += "C_LOOP_START gp4, " + std::to_string(groups) + "\n";
  k += "  H_PREFETCH_V gp3, gp3, a0, 0, 0\n";
  k += "  S_ADDI_INT gp5, gp3, 0\n";
  k += "  C_LOOP_START gp6, " + std::to_string(hw.prefetch_v_rows) + "\n";
  k += "    V_MAX_VF gp5, gp5, f0, 0\n";
  k += "    S_ADDI_INT gp5, gp5, " + std::to_string(hw.vlen) + "\n";
  k += "  C_LOOP_END gp6\n";
  if (variant != ReluKernel::no_store) k += "  H_STORE_V gp3, gp3, a1, 0, 0\n";
  k += "  S_ADDI_INT gp3, gp3, " + std::to_string(group_elems()) + "\n";
  k += "C_LOOP_END gp4\n";
  if (variant == ReluKernel::wrong_group) {
    k += "; group 1 again, plus one\n";
    k += "S_EXP_FP f1, f0                    ; f1 = e^0 = 1.0\n";
    k += li(5, group_elems());
    k += "C_LOOP_START gp6, " + std::to_string(hw.prefetch_v_rows) + "\n";
    k += "  V_ADD_VF gp5, gp5, f1, 0\n";
    k += "  S_ADDI_INT gp5, gp5, " + std::to_string(hw.vlen) + "\n";
    k += "C_LOOP_END gp6\n";
    k += li(5, group_elems());
    k += "H_STORE_V gp5, gp5, a1, 0, 0\n";
  }
  return k;
}

std::string test_dir(const std::string& name) { return testsupport::fresh_dir(KC_TEST_OUT_DIR, name); }

void write_text(const std::string& path, const std::string& text) { REQUIRE(testsupport::write_file(path, text)); }

std::string read_text(const std::string& path) { return testsupport::read_file(path); }

EvalOptions small_options(const std::string& name) {
  EvalOptions o;
  o.hw = "small";
  o.with_baseline = false;
  o.cache_dir = test_dir(name) + "/cache";
  return o;
}

bool contains(const std::string& text, const std::string& part) { return testsupport::contains(text, part); }

}  // namespace kc::evaltest
