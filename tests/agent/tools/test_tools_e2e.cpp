// The tools end to end on relu and softmax C1, hardware `default`: write_code, check_syntax and
// get_inst_size on the assembler alone; run_evaluation and view_output through the real
// kc-sim-plena (those skip, printing SKIPPED:, when it is not built) — a syntax error, passing
// baselines, a wrong row, an output never written, a fault.
#include <catch2/catch.hpp>
#include <filesystem>

#include "tools_test_util.h"

using namespace kc;
using namespace kc::agent;
using namespace kc::toolstest;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

ToolBox make_box(const std::string& name) { return ToolBox(plena_platform(), relu_task(), relu_c1(), tool_options(name)); }

ToolResult ok_call(ToolBox& box, const std::string& tool, const json& args = json::object()) {
  ToolResult r = box.call(tool, args);
  INFO(tool << ": " << r.text);
  REQUIRE_FALSE(r.is_error);
  return r;
}

std::size_t lines_of(const std::string& text) { return std::size_t(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST_CASE("agent.tools.write_code") {
  ToolBox box = make_box("write_code");
  CHECK(box.code().empty());
  const ToolResult r = ok_call(box, "write_code", {{"code", "S_ADDI_INT gp1, gp0, 5\nS_ADDI_INT gp2, gp0, 6"}});
  CHECK(r.text == "Saved " + box.kernel_path() + " (2 lines, 45 bytes).");
  CHECK(r.data["path"] == box.kernel_path());
  CHECK(r.data["lines"] == 2);
  CHECK(r.data["bytes"] == 45);
  CHECK(read_text(box.kernel_path()) == "S_ADDI_INT gp1, gp0, 5\nS_ADDI_INT gp2, gp0, 6");
  CHECK(box.code() == read_text(box.kernel_path()));
  CHECK(fs::path(box.kernel_path()).filename() == "kernel.asm");
  // Replaces the whole file; no temporary left behind.
  ok_call(box, "write_code", {{"code", "\n"}});
  CHECK(read_text(box.kernel_path()) == "\n");
  CHECK_FALSE(fs::exists(box.kernel_path() + ".tmp"));
  CHECK(ok_call(box, "write_code", {{"code", ""}}).data["lines"] == 0);
  // Too large.
  const ToolResult big = box.call("write_code", {{"code", std::string(kMaxKernelBytes + 1, ';')}});
  CHECK(big.is_error);
  CHECK(contains(big.text, "the limit is 1048576"));
}

TEST_CASE("agent.tools.workspace_file_is_the_kernel") {
  // An MCP client may edit the kernel file with its own tools: the tools read it back each time,
  // and a ToolBox opened on a workspace with a kernel starts from it.
  ToolBoxOptions o = tool_options("workspace_file");
  fs::create_directories(o.workspace);
  write_text(o.workspace + "/kernel.asm", kSyntaxErrorKernel);
  ToolBox box(plena_platform(), relu_task(), relu_c1(), o);
  CHECK(box.code() == kSyntaxErrorKernel);
  CHECK(contains(ok_call(box, "check_syntax").text, "1 error(s)"));
  write_text(box.kernel_path(), "S_ADDI_INT gp1, gp0, 5\n");
  CHECK(contains(ok_call(box, "check_syntax").text, "All checks passed."));
  CHECK(box.code() == "S_ADDI_INT gp1, gp0, 5\n");
}

TEST_CASE("agent.tools.check_syntax") {
  ToolBox box = make_box("check_syntax");
  ok_call(box, "write_code", {{"code", kSyntaxErrorKernel}});
  const ToolResult bad = ok_call(box, "check_syntax");
  CHECK(bad.text.rfind("1 error(s), 0 warning(s); the kernel does not assemble.\n\nkernel.asm:2:1: error: ", 0) == 0);
  CHECK(contains(bad.text, "    2 | V_MAX_VF gp1, gp1\n"));
  CHECK(bad.data["ok"] == false);
  CHECK(bad.data["errors"] == 1);
  CHECK(bad.data["warnings"] == 0);
  CHECK(bad.data["instructions"].is_null());

  ok_call(box, "write_code", {{"code", relu_kernel(ReluKernel::correct)}});
  const ToolResult good = ok_call(box, "check_syntax");
  const Assembled a = plena_platform().assemble(AssembleRequest{relu_kernel(ReluKernel::correct), "kernel.asm", kHw});
  REQUIRE(a.ok());
  CHECK(good.text == "All checks passed. 0 error(s), 0 warning(s). " + std::to_string(a.image.instructions) + " instructions (" +
                         std::to_string(a.image.code_bytes) + " bytes).\n");
  CHECK(good.data["ok"] == true);
  CHECK(good.data["instructions"] == a.image.instructions);

  // Many errors: the list is capped.
  std::string many;
  for (int i = 0; i < 30; ++i) many += "FROB gp1\n";
  ok_call(box, "write_code", {{"code", many}});
  const ToolResult capped = ok_call(box, "check_syntax");
  CHECK(contains(capped.text, "30 error(s)"));
  CHECK(contains(capped.text, "... and 10 more diagnostic(s) not shown"));
  CHECK(contains(capped.text, "kernel.asm:20:1: error:"));
  CHECK_FALSE(contains(capped.text, "kernel.asm:21:1: error:"));
}

TEST_CASE("agent.tools.get_inst_size") {
  ToolBox box = make_box("inst_size");
  const std::string kernel = relu_kernel(ReluKernel::correct);
  ok_call(box, "write_code", {{"code", kernel}});
  const Assembled a = plena_platform().assemble(AssembleRequest{kernel, "kernel.asm", kHw});
  const uint64_t capacity = plena_platform().program_capacity_bytes(kHw);
  CHECK(capacity == 4 * 16384);
  const ToolResult r = ok_call(box, "get_inst_size");
  CHECK(r.data["static_instructions"] == a.image.instructions);
  CHECK(r.data["bytes"] == a.image.code_bytes);
  CHECK(r.data["capacity_bytes"] == capacity);
  CHECK(r.data["dynamic_instructions"].is_null());
  CHECK(contains(r.text, "Static: " + std::to_string(a.image.instructions) + " instructions, " +
                             std::to_string(a.image.code_bytes) + " bytes (instruction memory 65536 bytes, "));
  CHECK(contains(r.text, "Dynamic: no run_evaluation yet."));

  ok_call(box, "write_code", {{"code", kSyntaxErrorKernel}});
  const ToolResult bad = ok_call(box, "get_inst_size");
  CHECK(contains(bad.text, "Static: unknown, the kernel does not assemble (1 error(s); check_syntax lists them)."));
  CHECK(bad.data["static_instructions"].is_null());

  KC_REQUIRE_SIMULATOR();
  ok_call(box, "write_code", {{"code", kernel}});
  const ToolResult ev = ok_call(box, "run_evaluation");
  REQUIRE(box.last_evaluation());
  REQUIRE(box.last_evaluation()->run);
  const uint64_t issued = box.last_evaluation()->run->instructions;
  CHECK(issued > a.image.instructions);   // the loop body runs PV_ROWS times
  const ToolResult after = ok_call(box, "get_inst_size");
  CHECK(after.data["dynamic_instructions"] == issued);
  CHECK(after.data["cycles"] == box.last_evaluation()->cycles);
  CHECK(after.data["dynamic_of_current_kernel"] == true);
  CHECK(contains(after.text, "Dynamic: " + std::to_string(issued) + " instructions issued in " +
                                 std::to_string(box.last_evaluation()->cycles) + " cycles (run status halted)."));
  ok_call(box, "write_code", {{"code", kernel + "S_ADDI_INT gp9, gp0, 1\n"}});
  const ToolResult changed = ok_call(box, "get_inst_size");
  CHECK(changed.data["static_instructions"] == a.image.instructions + 1);
  CHECK(contains(changed.text, "Dynamic (of the previous kernel; run_evaluation measures this one): "));
}

TEST_CASE("agent.tools.syntax_error_evaluation") {
  ToolBox box = make_box("eval_syntax");
  ok_call(box, "write_code", {{"code", kSyntaxErrorKernel}});
  const ToolResult r = ok_call(box, "run_evaluation");
  CHECK(r.text.rfind("status: syntax\nerrors: 1 error(s), 0 warning(s); the kernel does not assemble, nothing was run.\n\n"
                     "kernel.asm:2:1: error: ",
                     0) == 0);
  CHECK(r.data["status"] == "syntax");
  CHECK(r.data["errors"] == 1);
  CHECK(r.data["evaluation"] == 1);
  CHECK(box.evaluations() == 1);
  const ToolResult v = box.call("view_output", json::object());
  CHECK(v.is_error);
  CHECK(contains(v.text, "the last run_evaluation (status syntax) has no output to show: the kernel did not assemble"));
}

TEST_CASE("agent.tools.pass") {
  KC_REQUIRE_SIMULATOR();
  ToolBox box = make_box("pass");
  const std::string kernel = baseline_kernel(relu_task(), relu_c1());
  REQUIRE_FALSE(kernel.empty());
  ok_call(box, "write_code", {{"code", kernel}});
  const ToolResult r = ok_call(box, "run_evaluation");
  INFO(r.text);
  REQUIRE(r.data["status"] == "pass");
  const EvalResult& e = *box.last_evaluation();
  CHECK(r.text.rfind("status: pass\nmatch: Y 100.00 % (256 of 256 elements)\ncycles: " + std::to_string(e.cycles) +
                         "; baseline " + std::to_string(e.cycles) + " cycles, speedup 1.00x; program " +
                         std::to_string(e.static_instructions) + " instructions, baseline " +
                         std::to_string(e.static_instructions) + "; roofline bound ",
                     0) == 0);
  // The baseline's program size is the kernel's own here (the kernel is the baseline).
  CHECK(r.data["baseline_static_instructions"] == e.static_instructions);
  CHECK(e.static_instructions > 0);
  CHECK(contains(r.text, " % reached)\n"));
  CHECK_FALSE(contains(r.text, "diagnosis:"));
  // The core's counters, in the platform's order, all but cycles (on the line above).
  std::string counters;
  for (const auto& [name, value] : e.run->counters) {
    if (name == "cycles") continue;
    counters += (counters.empty() ? "counters: " : ", ") + name + " " + std::to_string(value);
    CHECK(r.data["counters"][name] == value);
  }
  CHECK(contains(r.text, "\n" + counters + "\n"));
  CHECK(contains(counters, "instructions " + std::to_string(e.run->instructions)));
  CHECK(r.data["counters"]["cycles"] == e.cycles);
  CHECK(lines_of(r.text) == 4);
  CHECK(r.data["passed"] == true);
  CHECK(r.data["cycles"] == e.cycles);
  CHECK(r.data["baseline_cycles"] == e.cycles);
  CHECK(r.data["speedup"] == 1.0);
  CHECK(r.data["outputs"][0]["match_percent"] == 100.0);
  CHECK(r.data["dynamic_instructions"] == e.run->instructions);
  CHECK(r.data["seed"] == 1);
  REQUIRE(e.expected.size() == 1);   // kept for view_output
  const ToolResult v = ok_call(box, "view_output");
  CHECK(contains(v.text, "Y [4 x 64], from run_evaluation #1 (status pass); tolerance |y - ref| <= 0 + 0 * |ref|\n"));
  CHECK(contains(v.text, "All 256 elements within tolerance (100 %)."));
  CHECK(v.data["match_percent"] == 100.0);
  CHECK(v.data["failing_rows"] == 0);
}

TEST_CASE("agent.tools.softmax_pass") {
  KC_REQUIRE_SIMULATOR();
  ToolBox box(plena_platform(), softmax_task(), softmax_c1(), tool_options("softmax"));
  const std::string kernel = baseline_kernel(softmax_task(), softmax_c1());
  if (kernel.empty()) {
    WARN("SKIPPED: plena has no softmax baseline");
    return;
  }
  ok_call(box, "write_code", {{"code", kernel}});
  const ToolResult r = ok_call(box, "run_evaluation");
  INFO(r.text);
  CHECK(r.text.rfind("status: pass\nmatch: ", 0) == 0);
  CHECK(r.data["passed"] == true);
}

TEST_CASE("agent.tools.mismatch") {
  KC_REQUIRE_SIMULATOR();
  ToolBox box = make_box("mismatch");
  ok_call(box, "write_code", {{"code", relu_kernel(ReluKernel::wrong_row)}});
  const ToolResult r = ok_call(box, "run_evaluation");
  INFO(r.text);
  REQUIRE(r.data["status"] == "mismatch");
  const auto [first, last] = wrong_rows();
  const int64_t bad = (last - first + 1) * 64;
  CHECK(r.text.rfind("status: mismatch\nmatch: Y " , 0) == 0);
  CHECK(contains(r.text, "(" + std::to_string(256 - bad) + " of 256 elements)\n"));
  CHECK(contains(r.text, "\ncycles: "));
  CHECK(contains(r.text, "\ndiagnosis: The kernel halted after "));
  CHECK(contains(r.text, "Row " + std::to_string(first) + " all wrong; other rows correct."));
  CHECK(contains(r.text, "\nnext: view_output shows the per-row diff"));
  CHECK(r.data["passed"] == false);
  CHECK(r.data["speedup"].is_null());

  const ToolResult v = ok_call(box, "view_output");
  INFO(v.text);
  CHECK(contains(v.text, "Y [4 x 64], from run_evaluation #1 (status mismatch)"));
  CHECK(contains(v.text, "per-row error (64 elements per row):\n    row    bad  unwritten  max_abs_err          mse\n"));
  // Every row is listed (4 <= 16); the wrong one has 64 bad elements with errors near 1 (x + 1 in bf16).
  CHECK(contains(v.text, "\n      0      0          0            0            0\n"));
  CHECK(contains(v.text, "\n      " + std::to_string(first) + "     64          0        1.0"));
  CHECK(contains(v.text, "worst elements (largest share of the tolerance first):\n  Y[" + std::to_string(first) + "]["));
  CHECK(contains(v.text, ", actual "));
  CHECK(contains(v.text, " (error 1)"));
  CHECK(v.data["failing_rows"] == 1);
  CHECK(v.data["poisoned"] == 0);
  CHECK(lines_of(v.text) <= 72);

  // A region: rows first..first, columns 0..3, listed element by element.
  const ToolResult region = ok_call(box, "view_output", {{"rows", {first, first}}, {"columns", {0, 3}}, {"output", "Y"}});
  INFO(region.text);
  CHECK(contains(region.text, "Y [4 x 64], rows " + std::to_string(first) + ".." + std::to_string(first) + ", columns 0..3"));
  CHECK(contains(region.text, "elements of the region (row-major):\n  Y[" + std::to_string(first) + "][0]  expected "));
  CHECK(contains(region.text, "FAIL"));
  CHECK_FALSE(contains(region.text, "worst elements"));   // the listing shows all 4 already
  CHECK(region.data["elements"] == 4);
  CHECK(region.data["passed"] == 0);
  // Rows past the end are clamped; a region starting past the end is an error.
  CHECK(ok_call(box, "view_output", {{"rows", {2, 100}}}).data["region"]["rows"] == json::array({2, 3}));
  const ToolResult outside = box.call("view_output", {{"rows", {4, 5}}});
  CHECK(outside.is_error);
  CHECK(contains(outside.text, "view_output: rows [4, 5] is outside Y, which has rows 0..3"));
  const ToolResult reversed = box.call("view_output", {{"rows", {3, 1}}});
  CHECK(reversed.is_error);
  CHECK(contains(reversed.text, "must have first <= last"));
  const ToolResult unknown = box.call("view_output", {{"output", "Z"}});
  CHECK(unknown.is_error);
  CHECK(contains(unknown.text, "view_output: no output called 'Z'; the outputs are Y."));
  // max_rows 1: only the failing row is listed.
  const ToolResult few = ok_call(box, "view_output", {{"max_rows", 1}});
  CHECK(contains(few.text, "failing rows):"));
  CHECK(contains(few.text, "rows not listed are within tolerance"));

  // After a rewrite, view_output says the evaluation is of an older kernel.
  ok_call(box, "write_code", {{"code", relu_kernel(ReluKernel::correct)}});
  CHECK(contains(ok_call(box, "view_output").text, "note: the kernel was rewritten after this evaluation"));
}

TEST_CASE("agent.tools.unwritten_output") {
  KC_REQUIRE_SIMULATOR();
  ToolBox box = make_box("unwritten");
  ok_call(box, "write_code", {{"code", relu_kernel(ReluKernel::no_store)}});
  const ToolResult r = ok_call(box, "run_evaluation");
  INFO(r.text);
  REQUIRE(r.data["status"] == "mismatch");
  CHECK(contains(r.text, "match: Y 0.00 % (0 of 256 elements)"));
  CHECK(contains(r.text, "Y was never written"));
  CHECK(r.data["outputs"][0]["poisoned"] == 256);
  const ToolResult v = ok_call(box, "view_output");
  INFO(v.text);
  CHECK(contains(v.text, "never written (still the NaN poison): 256 elements; rows 0..3 entirely"));
  // Nothing written: no table of identical rows, no list of poisoned elements.
  CHECK_FALSE(contains(v.text, "per-row error"));
  CHECK_FALSE(contains(v.text, "worst elements"));
  CHECK(lines_of(v.text) <= 6);
  CHECK(v.data["poisoned"] == 256);
}

TEST_CASE("agent.tools.partly_written") {
  KC_REQUIRE_SIMULATOR();
  ToolBox box = make_box("partly_written");
  ok_call(box, "write_code", {{"code", relu_kernel(ReluKernel::shifted)}});
  const ToolResult r = ok_call(box, "run_evaluation");
  INFO(r.text);
  REQUIRE(r.data["status"] == "mismatch");
  CHECK(r.data["outputs"][0]["poisoned"] == kShift);
  const ToolResult v = ok_call(box, "view_output");
  INFO(v.text);
  // C1 has 64 columns: the first kShift / 64 rows were never written, the others hold the wrong rows.
  const int64_t unwritten_rows = kShift / 64;
  CHECK(contains(v.text, "never written (still the NaN poison): " + std::to_string(kShift) + " elements; rows 0.." +
                             std::to_string(unwritten_rows - 1) + " entirely\n"));
  CHECK(contains(v.text, "\n      0     64         64            -            -\n"));
  CHECK(contains(v.text, "\n      " + std::to_string(unwritten_rows) + "     "));
  CHECK(contains(v.text, "worst written elements (largest share of the tolerance first):\n  Y["));   // real errors, not the poison
  CHECK(contains(v.text, "first mismatching elements:\n  Y[0][0]: expected "));
  CHECK(contains(v.text, ", actual never written (poison)"));
  CHECK(v.data["poisoned"] == kShift);
}

TEST_CASE("agent.tools.fault") {
  KC_REQUIRE_SIMULATOR();
  ToolBox box = make_box("fault");
  ok_call(box, "write_code", {{"code", relu_kernel(ReluKernel::fault)}});
  const ToolResult r = ok_call(box, "run_evaluation");
  INFO(r.text);
  REQUIRE(r.data["status"] == "fault");
  const FaultInfo& f = *box.last_evaluation()->run->fault;
  CHECK(f.kind == "vram_align");
  CHECK(contains(r.text, "\nerror: fault vram_align at pc " + std::to_string(f.pc) + ", address 1\n"));
  CHECK(contains(r.text, "\ndiagnosis: The kernel stopped with a fault at pc " + std::to_string(f.pc)));
  CHECK(r.data["fault"]["kind"] == "vram_align");
  CHECK(r.data["fault"]["pc"] == f.pc);
  CHECK(r.data["fault"]["address"] == 1);
  CHECK_FALSE(contains(r.text, "match:"));   // the outputs of a stopped run say nothing
  const ToolResult v = ok_call(box, "view_output");
  CHECK(contains(v.text, "note: the run stopped early (fault); this is the output memory as it was then."));
}
