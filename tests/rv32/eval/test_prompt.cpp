// What an agent is told on rv32: the prompt of dot_product C2 (roofline terms with their
// expressions, the kernel's DTCM budget on this configuration, fixed shapes, the halt word as an
// instruction) and the evaluation text of a passing kernel (the counter line) through the real
// `kernelcraft eval` process.
#include <fstream>
#include <utility>  // before Boost.Asio: 1.74's awaitable.hpp uses std::exchange without it

#include <boost/process.hpp>
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "kc/platform.h"
#include "kc/prompt.h"
#include "kc/task.h"
#include "test_support.h"

namespace {

namespace bp = boost::process;
using kc::testsupport::contains;

const kc::Platform& rv32() {
  const kc::Platform* p = kc::find_platform("rv32");
  REQUIRE(p);
  return *p;
}

const kc::TaskSpec& dot_task() {
  static const kc::TaskSpec t = kc::load_task(std::string(KC_SOURCE_DIR) + "/tasks/l1/dot_product/task.yaml");
  return t;
}

}  // namespace

TEST_CASE("rv32.eval.prompt.roofline_terms_budget_and_halt") {
  const kc::Prompt p = kc::build_prompt(rv32(), dot_task(), *dot_task().config("C2"), kc::PromptOptions{"default", false, ""});
  const std::string text = p.text();
  INFO(text);
  // N = 512: instructions 5*N, data bytes 8*N + 8 at 4 per cycle.
  CHECK(contains(text, "roofline bound of this configuration on `default` is 2560 cycles"));
  CHECK(contains(text, "`instructions` `5*N` = 2560 at 1 per cycle = 2560 cycles"));
  CHECK(contains(text, "`dmem_bytes` `8*N + 8` = 4104 at 4 per cycle = 1026 cycles"));
  // Tensors end at 0x11008 (A 2048 + B 2048 + S 8 bytes from 0x10000); DTCM ends at 0x50000.
  CHECK(contains(text, "On `default` the DTCM after the tensors holds 258040 bytes"));
  CHECK(contains(text, "at least 8 KiB on every configuration"));
  CHECK(contains(text, "evaluated with exactly this configuration's shapes"));
  CHECK(contains(text, "`.insn 0x08000073`"));
  CHECK_FALSE(contains(text, ".word 0x08000073"));
  CHECK(contains(text, "mstatus.FS is on"));

  // On small the budget follows that configuration's DTCM.
  const kc::Prompt s = kc::build_prompt(rv32(), dot_task(), *dot_task().config("C2"), kc::PromptOptions{"small", false, ""});
  CHECK(contains(s.text(), "On `small` the DTCM after the tensors holds "));
}

TEST_CASE("rv32.eval.text_report_counters") {
  bp::ipstream out;
  bp::child c(KC_KERNELCRAFT_EXE,
              bp::args({"eval", "--platform", "rv32", "--task", "dot_product", "--config", "C1",
                        std::string(KC_SOURCE_DIR) + "/examples/agent/dot_repair/v3.S"}),
              bp::start_dir(KC_SOURCE_DIR), bp::std_out > out, bp::std_err > bp::null);
  std::string all;
  for (std::string line; std::getline(out, line);) all += line + "\n";
  c.wait();
  INFO(all);
  CHECK(c.exit_code() == 0);
  CHECK(contains(all, "All outputs are within tolerance"));
  // dot_product's loop waits on its loads and multiplies: the stalls are named with their share.
  CHECK(contains(all, "Counters (share of cycles): stall_"));
  CHECK(contains(all, " %"));
}

// The JSON form splits the evaluation's time into its phases: the toolchain, the simulator
// process and the rest, which add up to no more than the whole.
TEST_CASE("rv32.eval.json_phase_seconds") {
  bp::ipstream out;
  bp::child c(KC_KERNELCRAFT_EXE,
              bp::args({"eval", "--platform", "rv32", "--task", "dot_product", "--config", "C1", "--json",
                        std::string(KC_SOURCE_DIR) + "/examples/agent/dot_repair/v3.S"}),
              bp::start_dir(KC_SOURCE_DIR), bp::std_out > out, bp::std_err > bp::null);
  std::string all;
  for (std::string line; std::getline(out, line);) all += line + "\n";
  c.wait();
  INFO(all);
  REQUIRE(c.exit_code() == 0);
  const nlohmann::json j = nlohmann::json::parse(all);
  const double assemble = j["seconds"]["assemble"], simulate = j["seconds"]["simulate"], check = j["seconds"]["check"];
  CHECK(assemble > 0);
  CHECK(simulate > 0);
  CHECK(check >= 0);
  CHECK(assemble + simulate + check <= double(j["wall_seconds"]) + 1e-9);
}

// A kernel at the edge of its tolerance passes but is flagged: saxpy plus 1.9e-6 on every element
// (atol 2e-6) leaves less than 10 % of the tolerance on its small elements.
TEST_CASE("rv32.eval.low_margin_flagged") {
  const std::string dir = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, "low_margin");
  const std::string kernel = dir + "/edge.c";
  {
    std::ofstream k(kernel);
    k << "#include \"kc_task.h\"\n"
         "void kernel(void) {\n"
         "  const float a = A[0];\n"
         "  for (int i = 0; i < N; ++i) Z[i] = (a * X[i] + Y[i]) + 1.9e-6f;\n"
         "}\n";
  }
  // No --lang: the file's extension (edge.c) names the language.
  bp::ipstream out;
  bp::child c(KC_KERNELCRAFT_EXE,
              bp::args({"eval", "--platform", "rv32", "--task", "saxpy", "--config", "C1", kernel}),
              bp::start_dir(KC_SOURCE_DIR), bp::std_out > out, bp::std_err > bp::null);
  std::string all;
  for (std::string line; std::getline(out, line);) all += line + "\n";
  c.wait();
  INFO(all);
  CHECK(c.exit_code() == 0);
  CHECK(contains(all, "All outputs are within tolerance"));
  CHECK(contains(all, "Margin: the element closest to its tolerance is Z["));
  CHECK(contains(all, "WARNING: less than 10 % of the tolerance is left"));

  // The correct kernel (the baseline) keeps its margin and is not flagged.
  bp::ipstream out2;
  bp::child c2(KC_KERNELCRAFT_EXE,
               bp::args({"eval", "--platform", "rv32", "--lang", "c", "--task", "saxpy", "--config", "C1",
                         std::string(KC_SOURCE_DIR) + "/harness/rv32/baseline/c/saxpy.c"}),
               bp::start_dir(KC_SOURCE_DIR), bp::std_out > out2, bp::std_err > bp::null);
  std::string all2;
  for (std::string line; std::getline(out2, line);) all2 += line + "\n";
  c2.wait();
  INFO(all2);
  CHECK(c2.exit_code() == 0);
  CHECK(contains(all2, "Margin: the element closest to its tolerance is Z["));
  CHECK_FALSE(contains(all2, "WARNING"));
}
