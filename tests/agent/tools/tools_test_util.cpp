#include "tools_test_util.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "kc/plena_platform.h"
#include "plena_configs.h"
#include "test_support.h"

namespace kc::toolstest {

namespace fs = std::filesystem;

namespace {

// "gpR = value" in one or two instructions.
std::string li(unsigned reg, int64_t value) { return testsupport::plena_load_immediate(reg, value); }

const plena::HwConfig& hw() { return *plena::find_config(kHw); }

const TaskConfig& config_of(const TaskSpec& t, const char* name) {
  const TaskConfig* c = t.config(name);
  REQUIRE(c);
  return *c;
}

}  // namespace

const Platform& plena_platform() { return plena::platform(); }

const TaskSpec& relu_task() {
  static const TaskSpec t = load_task(default_tasks_dir() + "/l1/relu/task.yaml");
  return t;
}
const TaskConfig& relu_c1() { return config_of(relu_task(), "C1"); }

const TaskSpec& softmax_task() {
  static const TaskSpec t = load_task(default_tasks_dir() + "/l1/softmax/task.yaml");
  return t;
}
const TaskConfig& softmax_c1() { return config_of(softmax_task(), "C1"); }

std::string relu_kernel(ReluKernel variant) {
  const TaskInstance inst = instantiate(relu_task(), relu_c1(), "plena");
  const plena::HwConfig& c = hw();
  const int64_t group = int64_t(c.prefetch_v_rows) * c.vlen;
  const int64_t n = inst.tensors.front().elements();
  REQUIRE(c.prefetch_v_rows == c.store_v_rows);
  REQUIRE(n % group == 0);
  REQUIRE(int64_t(c.prefetch_v_rows) > kWrongVramRow);
  const int64_t groups = n / group;
  std::string k = "; relu: Y = max(X, 0) over " + std::to_string(groups) + " group(s) of PV_ROWS rows\n";
  k += li(1, inst.address.at("X")) + "C_SET_ADDR_REG a0, gp0, gp1\n";
  k += li(2, inst.address.at("Y")) + "C_SET_ADDR_REG a1, gp0, gp2\n";
  k += "S_ADDI_INT gp3, gp0, 0            ; group offset = its VRAM address\n";
  k += "C_LOOP_START gp4, " + std::to_string(groups) + "\n";
  k += "  H_PREFETCH_V gp3, gp3, a0, 0, 0\n";
  k += "  S_ADDI_INT gp5, gp3, " + std::string(variant == ReluKernel::fault ? "1" : "0") + "\n";
  k += "  C_LOOP_START gp6, " + std::to_string(c.prefetch_v_rows) + "\n";
  k += "    V_MAX_VF gp5, gp5, f0, 0\n";
  k += "    S_ADDI_INT gp5, gp5, " + std::to_string(c.vlen) + "\n";
  k += "  C_LOOP_END gp6\n";
  if (variant == ReluKernel::shifted)
    k += "  S_ADDI_INT gp7, gp3, " + std::to_string(kShift) + "\n  H_STORE_V gp3, gp7, a1, 0, 0\n";
  else if (variant != ReluKernel::no_store)
    k += "  H_STORE_V gp3, gp3, a1, 0, 0\n";
  k += "  S_ADDI_INT gp3, gp3, " + std::to_string(group) + "\n";
  k += "C_LOOP_END gp4\n";
  if (variant == ReluKernel::wrong_row) {
    k += "; VRAM row " + std::to_string(kWrongVramRow) + " of group 0 again, plus one\n";
    k += "S_EXP_FP f1, f0                    ; f1 = e^0 = 1.0\n";
    k += li(5, int64_t(kWrongVramRow) * c.vlen);
    k += "V_ADD_VF gp5, gp5, f1, 0\n";
    k += "S_ADDI_INT gp3, gp0, 0\n";
    k += "H_STORE_V gp3, gp3, a1, 0, 0\n";
  }
  return k;
}

std::pair<int64_t, int64_t> wrong_rows() {
  const TaskInstance inst = instantiate(relu_task(), relu_c1(), "plena");
  const int64_t cols = inst.tensors.back().shape.back();
  const int64_t vlen = hw().vlen;
  return {kWrongVramRow * vlen / cols, ((kWrongVramRow + 1) * vlen - 1) / cols};
}

std::string baseline_kernel(const TaskSpec& task, const TaskConfig& cfg) {
  const auto text = plena_platform().baseline(instantiate(task, cfg, "plena"), kHw);
  return text ? text->text : "";
}

std::string test_dir(const std::string& name) { return testsupport::fresh_dir(KC_TEST_OUT_DIR, name); }

std::string read_text(const std::string& path) { return testsupport::read_file(path); }

void write_text(const std::string& path, const std::string& text) { REQUIRE(testsupport::write_file(path, text)); }

bool contains(const std::string& text, const std::string& part) { return testsupport::contains(text, part); }

agent::ToolBoxOptions tool_options(const std::string& name) {
  agent::ToolBoxOptions o;
  o.hw = kHw;
  o.workspace = test_dir(name) + "/ws";
  o.eval.cache_dir = std::string(KC_TEST_OUT_DIR) + "/baseline-cache";
  return o;
}

bool simulator_ready(std::string* why) {
  const Platform& p = plena_platform();
  if (!fs::exists(p.simulator())) {
    *why = p.simulator() + " is not built";
    return false;
  }
  const auto built = p.built_hw_configs();
  if (std::find(built.begin(), built.end(), kHw) == built.end()) {
    *why = std::string("kc-sim-plena is built without hardware configuration ") + kHw;
    return false;
  }
  return true;
}

}  // namespace kc::toolstest
