// evaluate() end to end through the real kc-sim-plena on the relu task (hardware `small`): a
// correct kernel passes, and every failure class a kernel can cause is provoked and its diagnosis
// checked. Baseline cycles and their cache; the roofline bound.
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "eval_test_util.h"
#include "kc/plena_platform.h"

using namespace kc;
using namespace kc::evaltest;
namespace fs = std::filesystem;

namespace {

EvalResult eval(const std::string& kernel, const EvalOptions& opts, const Platform& p = plena::platform()) {
  return evaluate(p, relu_task(), relu_config(), kernel, opts);
}

std::size_t files_in(const std::string& dir) {
  std::size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.is_regular_file();
  return n;
}

}  // namespace

TEST_CASE("plena.eval.evaluate.pass") {
  EvalOptions o = small_options("pass");
  o.keep_tensors = true;
  const EvalResult r = eval(relu_kernel(ReluKernel::correct), o);
  INFO(r.message);
  REQUIRE(r.status == EvalStatus::pass);
  CHECK(r.passed());
  CHECK(r.task == "relu");
  CHECK(r.config == "C1");
  CHECK(r.platform == "plena");
  CHECK(r.hw == "small");
  CHECK(r.kernel_hash.size() == 64);
  REQUIRE(r.run);
  CHECK(r.run->status == "halted");
  CHECK(r.cycles == r.run->cycles);
  CHECK(r.cycles > 0);
  CHECK(r.max_cycles == 1000000);
  CHECK(r.timeout_seconds == Approx(22.0));
  REQUIRE(r.outputs.size() == 1);
  CHECK(r.outputs[0].ok());
  CHECK(r.outputs[0].poisoned == 0);
  CHECK(r.static_instructions > 10);
  CHECK(r.roofline_cycles > 0);
  REQUIRE(r.roofline_fraction);
  CHECK(*r.roofline_fraction == Approx(r.roofline_cycles / double(r.cycles)));
  CHECK_FALSE(r.baseline_cycles);
  CHECK_FALSE(r.speedup);
  CHECK(r.expected.size() == 1);
  CHECK(r.actual.size() == 1);
  CHECK(r.work_dir.empty());
  CHECK(contains(r.message, "All outputs are within tolerance"));
  CHECK(contains(r.message, "Every element equals its reference exactly."));   // ReLU of bf16 is exact
  const nlohmann::ordered_json j = eval_result_json(r);
  CHECK(j["outputs"][0]["max_tol_use"] == 0.0);
  CHECK(j["status"] == "pass");
  CHECK(j["run"]["status"] == "halted");
  CHECK(j["outputs"][0]["ok"] == true);
  CHECK(j["baseline_cycles"].is_null());
  CHECK(contains(format_eval_result(r), "relu C1 on plena/small, seed 1: PASS"));
}

TEST_CASE("plena.eval.evaluate.keep_work_dir") {
  EvalOptions o = small_options("keep");
  o.work_dir = test_dir("keep") + "/bundle";
  o.keep_work_dir = true;
  const EvalResult r = eval(relu_kernel(ReluKernel::correct), o);
  REQUIRE(r.passed());
  CHECK(r.work_dir == fs::absolute(o.work_dir).string());
  for (const char* f : {"run.json", "result.json", "prog.bin", "in_X.bin", "poison_Y.bin", "out_Y.bin"})
    CHECK(fs::exists(o.work_dir + "/" + f));
  const RunBundle b = load_run_bundle(o.work_dir + "/run.json");
  CHECK(b.config == "small");
  CHECK(b.max_cycles == 1000000);
  REQUIRE(b.dump.size() == 1);
  CHECK(b.dump[0].addr == uint64_t(relu_instance().address.at("Y")));
  CHECK(b.dump[0].bytes == 2 * uint64_t(relu_instance().tensors.back().elements()));
}

TEST_CASE("plena.eval.evaluate.syntax_error") {
  const EvalResult r = eval("S_ADDI_INT gp1, gp0, 5\nV_MAX_VF gp1, gp1\n", small_options("syntax"));
  CHECK(r.status == EvalStatus::syntax);
  CHECK_FALSE(r.run);
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics[0].line == 2);
  CHECK(contains(r.message, "does not assemble"));
  CHECK(contains(r.message, "kernel.asm:2:"));
  EvalOptions named = small_options("syntax");
  named.kernel_name = "mine.asm";
  CHECK(contains(eval("FOO gp1\n", named).message, "mine.asm:1:1: error:"));
}

TEST_CASE("plena.eval.evaluate.wrong_rows") {
  const EvalResult r = eval(relu_kernel(ReluKernel::wrong_group), small_options("wrong_rows"));
  REQUIRE(r.status == EvalStatus::mismatch);
  REQUIRE(r.outputs.size() == 1);
  const TensorComparison& y = r.outputs[0];
  CHECK_FALSE(y.ok());
  CHECK_FALSE(y.unwritten);
  const auto [first, last] = rows_of_group(1);
  for (const RowError& row : y.rows) CHECK((row.bad > 0) == (row.row >= first && row.row <= last));
  const std::string rows = first == last ? "Row " + std::to_string(first) : "Rows " + std::to_string(first) + ".." + std::to_string(last);
  CHECK(contains(r.message, rows + " all wrong; other rows correct"));
  CHECK(contains(r.message, "Worst (largest error relative to its tolerance): Y["));
  CHECK(contains(r.message, "halted after"));
  CHECK(contains(format_eval_result(r), "FAIL (mismatch)"));
}

TEST_CASE("plena.eval.evaluate.unwritten_output") {
  const EvalResult r = eval(relu_kernel(ReluKernel::no_store), small_options("unwritten"));
  REQUIRE(r.status == EvalStatus::mismatch);
  CHECK(r.outputs[0].unwritten);
  CHECK(contains(r.message, "Y was never written"));
  CHECK(contains(r.message, "Y must be written row-major at element address " +
                                std::to_string(relu_instance().address.at("Y"))));
}

TEST_CASE("plena.eval.evaluate.cycle_limit") {
  EvalOptions o = small_options("cycle_limit");
  o.max_cycles = 20000;
  const std::string endless =
      "C_LOOP_START gp1, 1000000\n"
      "  C_LOOP_START gp2, 1000000\n"
      "    S_ADDI_INT gp3, gp3, 1\n"
      "  C_LOOP_END gp2\n"
      "C_LOOP_END gp1\n";
  const EvalResult r = eval(endless, o);
  REQUIRE(r.status == EvalStatus::cycle_limit);
  CHECK(r.max_cycles == 20000);
  REQUIRE(r.run);
  CHECK(r.run->status == "cycle_limit");
  CHECK(contains(r.message, "did not finish within the cycle limit of 20000 cycles"));
  CHECK(r.outputs.size() == 1);  // dumped anyway: the output was never written
  CHECK(r.outputs[0].unwritten);
  CHECK(r.wall_seconds < 10);
}

TEST_CASE("plena.eval.evaluate.fault") {
  const std::string wild =
      "S_ADDI_INT gp1, gp0, 1\n"
      "C_SET_ADDR_REG a0, gp1, gp0      ; a0 = 1 << 32, far beyond HBM\n"
      "H_PREFETCH_V gp0, gp0, a0, 0, 0\n";
  const EvalResult r = eval(wild, small_options("fault"));
  REQUIRE(r.status == EvalStatus::fault);
  REQUIRE(r.run);
  REQUIRE(r.run->fault);
  CHECK(r.run->fault->kind == "hbm_range");
  CHECK(r.run->fault->pc == 2);
  CHECK(r.run->fault->address == (uint64_t(1) << 32));
  // The pc comes with its source line.
  CHECK(contains(r.message, "fault at pc 2 (kernel.asm:3: `H_PREFETCH_V gp0, gp0, a0, 0, 0`): hbm_range"));
  CHECK(contains(r.message, "Memory map (element addresses): X (input) at 0.."));
  const nlohmann::ordered_json j = eval_result_json(r);
  CHECK(j["status"] == "fault");
  CHECK(j["run"]["fault"]["kind"] == "hbm_range");
  CHECK(j["run"]["fault"]["address"] == (uint64_t(1) << 32));
}

TEST_CASE("plena.eval.evaluate.baseline_cycles_and_cache") {
  // The correct kernel stands in as the baseline, so the speedup is exactly 1.
  const BaselineOverride p(plena::platform(), relu_kernel(ReluKernel::correct));
  EvalOptions o = small_options("baseline");
  o.with_baseline = true;
  const EvalResult first = eval(relu_kernel(ReluKernel::correct), o, p);
  INFO(first.message);
  REQUIRE(first.passed());
  REQUIRE(first.baseline_cycles);
  CHECK(*first.baseline_cycles == first.cycles);
  REQUIRE(first.speedup);
  CHECK(*first.speedup == 1.0);
  CHECK(first.max_cycles == 1000000);  // 20 x a small baseline is below the floor
  const std::string cache = o.cache_dir + "/baselines";
  REQUIRE(files_in(cache) == 1);
  // The second evaluation reads the cache: a doctored entry shows through.
  const std::string entry = fs::directory_iterator(cache)->path().string();
  nlohmann::json j = nlohmann::json::parse(read_text(entry));
  j["cycles"] = 4 * first.cycles;
  write_text(entry, j.dump());
  const EvalResult second = eval(relu_kernel(ReluKernel::correct), o, p);
  REQUIRE(second.baseline_cycles);
  CHECK(*second.baseline_cycles == 4 * first.cycles);
  CHECK(*second.speedup == 4.0);
  CHECK(files_in(cache) == 1);
  // Another baseline text is another key.
  const BaselineOverride other(plena::platform(), relu_kernel(ReluKernel::correct) + "S_ADDI_INT gp1, gp0, 1\n");
  const EvalResult third = eval(relu_kernel(ReluKernel::correct), o, other);
  CHECK(files_in(cache) == 2);
  CHECK(*third.baseline_cycles >= first.cycles);
}

TEST_CASE("plena.eval.evaluate.failing_baseline") {
  const BaselineOverride p(plena::platform(), relu_kernel(ReluKernel::no_store));
  EvalOptions o = small_options("failing_baseline");
  o.with_baseline = true;
  const EvalResult r = eval(relu_kernel(ReluKernel::correct), o, p);
  CHECK(r.passed());
  CHECK_FALSE(r.baseline_cycles);
  CHECK_FALSE(r.speedup);
  CHECK(contains(r.baseline_note, "the baseline kernel did not pass (mismatch)"));
  CHECK(contains(r.message, "no baseline cycles"));
}

TEST_CASE("plena.eval.evaluate.misuse_throws") {
  EvalOptions o = small_options("misuse");
  o.hw = "nonexistent";
  CHECK_THROWS_WITH(eval("", o), Catch::Contains("unknown plena hardware configuration 'nonexistent'"));
}

TEST_CASE("plena.eval.evaluate.fresh_seed_same_cycles") {
  EvalOptions o = small_options("seeds");
  const EvalResult a = eval(relu_kernel(ReluKernel::correct), o);
  o.seed = 12345;
  const EvalResult b = eval(relu_kernel(ReluKernel::correct), o);
  CHECK(a.passed());
  CHECK(b.passed());
  CHECK(b.seed == 12345);
  CHECK(a.cycles == b.cycles);  // plena timing does not depend on data: the baseline cache relies on it
}

TEST_CASE("plena.eval.roofline") {
  const TaskInstance inst = relu_instance();
  const plena::HwConfig& hw = small_hw();
  const double expect = std::max({double(inst.roofline.at("matrix_macs")) / hw.peak_matrix_macs_per_cycle,
                                  double(inst.roofline.at("vector_ops")) / hw.peak_vector_lanes_per_cycle,
                                  double(inst.roofline.at("hbm_bytes")) / hw.peak_hbm_bytes_per_cycle});
  CHECK(roofline_cycles(plena::platform(), inst, "small") == Approx(expect));
  CHECK(expect > 0);
  CHECK(default_max_cycles(0, std::nullopt) == 1000000);
  CHECK(default_max_cycles(0, 80000) == 1600000);
  CHECK(default_max_cycles(5000, 80000) == 5000);
  CHECK(default_timeout_seconds(1000000) == Approx(22.0));
}
