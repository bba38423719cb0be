// Process-level tests of `kernelcraft tasks`, `show`, `eval` and `baseline`: exit codes, stdout,
// stderr. Kernels are generated from the relu task's resolved configuration.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "eval_test_util.h"

using namespace kc;
using namespace kc::evaltest;

namespace {

struct Run {
  int code;
  std::string out, err;
};

// Runs `kernelcraft <args>` in `dir`.
Run kernelcraft(const std::string& dir, const std::string& args) {
  const std::string cmd = "cd '" + dir + "' && KC_CACHE_DIR='" + dir + "/cache' '" KC_KERNELCRAFT_EXE "' " + args +
                          " >stdout.txt 2>stderr.txt </dev/null";
  const int status = std::system(cmd.c_str());
  REQUIRE(WIFEXITED(status));
  return {WEXITSTATUS(status), read_text(dir + "/stdout.txt"), read_text(dir + "/stderr.txt")};
}

const std::string kRelu = "--platform plena --task relu --config C1 --hw small";

}  // namespace

TEST_CASE("plena.eval.cli.tasks") {
  const std::string d = test_dir("cli_tasks");
  const Run r = kernelcraft(d, "tasks --platform plena --level 1");
  CHECK(r.code == 0);
  CHECK(contains(r.out, "id"));
  CHECK(contains(r.out, "\nrelu "));
  CHECK(contains(r.out, "held out: H1"));
  CHECK(kernelcraft(d, "tasks --level 9").out.find("\nrelu ") == std::string::npos);
  CHECK(kernelcraft(d, "tasks --level x").code == 2);
  CHECK(kernelcraft(d, "tasks --platform nope").code == 2);
  CHECK(kernelcraft(d, "tasks extra").code == 2);
  const Run help = kernelcraft(d, "tasks --help");
  CHECK(help.code == 0);
  CHECK(contains(help.out, "usage: kernelcraft tasks [--platform PLATFORM] [--level LEVEL] [--held-out]"));
}

TEST_CASE("plena.eval.cli.show") {
  const std::string d = test_dir("cli_show");
  const Run r = kernelcraft(d, "show relu --platform plena --config C1 --hw small");
  CHECK(r.code == 0);
  CHECK(contains(r.out, "# Task: "));
  CHECK(contains(r.out, "# Memory map (plena)"));
  CHECK(contains(r.out, "# plena ISA reference"));
  const Run j = kernelcraft(d, "show relu --platform plena --config C1 --hw small --json --no-isa");
  REQUIRE(j.code == 0);
  const auto json = nlohmann::json::parse(j.out);
  CHECK(json["task"] == "relu");
  CHECK(json["hw"] == "small");
  CHECK(json["sections"].size() == 8);
  CHECK(json["prompt"].get<std::string>().find("# Task: ") == 0);
  CHECK(kernelcraft(d, "show relu --platform plena").code == 2);                    // no --config
  CHECK(kernelcraft(d, "show relu --platform plena --config C9").code == 2);        // unknown config
  CHECK(kernelcraft(d, "show nosuchtask --platform plena --config C1").code == 2);  // unknown task
  CHECK(kernelcraft(d, "show relu --platform plena --config C1 --hw tiny").code == 2);
  CHECK(kernelcraft(d, "show --platform plena --config C1").code == 2);             // no TASK
  // --task as in eval: the same prompt; a task given twice is a usage error.
  const Run t = kernelcraft(d, "show --task relu --platform plena --config C1 --hw small");
  CHECK(t.code == 0);
  CHECK(t.out == r.out);
  CHECK(kernelcraft(d, "show relu --task silu --platform plena --config C1").code == 2);
}

TEST_CASE("plena.eval.cli.eval_pass") {
  const std::string d = test_dir("cli_eval_pass");
  write_text(d + "/relu.asm", relu_kernel(ReluKernel::correct));
  const Run r = kernelcraft(d, "eval " + kRelu + " --no-baseline relu.asm");
  INFO(r.out << r.err);
  CHECK(r.code == 0);
  CHECK(contains(r.out, "relu C1 on plena/small, seed 1: PASS"));
  CHECK(contains(r.out, "roofline bound"));
  const Run j = kernelcraft(d, "eval " + kRelu + " --no-baseline --seed 7 --json --keep kept relu.asm");
  CHECK(j.code == 0);
  const auto json = nlohmann::json::parse(j.out);
  CHECK(json["status"] == "pass");
  CHECK(json["seed"] == 7);
  CHECK(json["work_dir"].get<std::string>() == std::filesystem::canonical(d + "/kept").string());
  CHECK(read_text(d + "/kept/result.json").find("\"halted\"") != std::string::npos);
}

TEST_CASE("plena.eval.cli.eval_failures") {
  const std::string d = test_dir("cli_eval_fail");
  write_text(d + "/bad.asm", "S_ADDI_INT gp1, gp0, 1\nV_MAX_VF gp1\n");
  const Run syntax = kernelcraft(d, "eval " + kRelu + " --no-baseline bad.asm");
  CHECK(syntax.code == 1);
  CHECK(contains(syntax.out, "FAIL (syntax)"));
  CHECK(contains(syntax.out, "bad.asm:2:"));
  const Run json = kernelcraft(d, "eval " + kRelu + " --no-baseline --json bad.asm");
  CHECK(json.code == 1);
  CHECK(nlohmann::json::parse(json.out)["status"] == "syntax");
  write_text(d + "/nostore.asm", relu_kernel(ReluKernel::no_store));
  const Run mismatch = kernelcraft(d, "eval " + kRelu + " --no-baseline --json nostore.asm");
  CHECK(mismatch.code == 1);
  CHECK(nlohmann::json::parse(mismatch.out)["status"] == "mismatch");
  write_text(d + "/loop.asm", "C_LOOP_START gp1, 1000000\nC_LOOP_START gp2, 1000000\nC_LOOP_END gp2\nC_LOOP_END gp1\n");
  const Run limit = kernelcraft(d, "eval " + kRelu + " --no-baseline --max-cycles 5000 --json loop.asm");
  CHECK(limit.code == 1);
  CHECK(nlohmann::json::parse(limit.out)["status"] == "cycle_limit");
}

TEST_CASE("plena.eval.cli.eval_usage") {
  const std::string d = test_dir("cli_eval_usage");
  write_text(d + "/k.asm", "S_ADDI_INT gp1, gp0, 1\n");
  CHECK(kernelcraft(d, "eval --platform plena --config C1 k.asm").code == 2);         // no --task
  CHECK(kernelcraft(d, "eval " + kRelu).code == 2);                                   // no KERNEL
  CHECK(kernelcraft(d, "eval " + kRelu + " --seed -3 k.asm").code == 2);
  CHECK(kernelcraft(d, "eval " + kRelu + " --max-cycles lots k.asm").code == 2);
  CHECK(kernelcraft(d, "eval --platform nope --task relu --config C1 k.asm").code == 2);
  CHECK(kernelcraft(d, "eval " + kRelu + " --no-baseline missing.asm").code == 1);
  const Run help = kernelcraft(d, "eval --help");
  CHECK(help.code == 0);
  CHECK(contains(help.out, "usage: kernelcraft eval --platform PLATFORM --task TASK --config CONFIG KERNEL"));
}

TEST_CASE("plena.eval.cli.malformed_task") {
  const std::string d = test_dir("cli_bad_task");
  write_text(d + "/task.yaml", "id: broken\nname: Broken\nlevel: [1\n");
  write_text(d + "/k.asm", "S_ADDI_INT gp1, gp0, 1\n");
  const Run r = kernelcraft(d, "eval --platform plena --task ./task.yaml --config C1 k.asm");
  CHECK(r.code == 1);
  CHECK(contains(r.err, "kernelcraft eval: invalid task file:\n./task.yaml:4:"));
  CHECK(contains(r.err, ": error: "));
  const Run s = kernelcraft(d, "show ./task.yaml --platform plena --config C1");
  CHECK(s.code == 1);
  CHECK(contains(s.err, "./task.yaml:4:"));
}

TEST_CASE("plena.eval.cli.baseline") {
  const std::string d = test_dir("cli_baseline");
  const Run r = kernelcraft(d, "baseline " + kRelu + " -o relu_baseline.asm");
  if (r.code == 0) {
    CHECK(read_text(d + "/relu_baseline.asm").find("H_STORE_V") != std::string::npos);
  } else {
    CHECK(r.code == 1);
    CHECK(contains(r.err, "no plena baseline for task relu"));
  }
  CHECK(kernelcraft(d, "baseline --platform plena --config C1").code == 2);  // no --task
  CHECK(kernelcraft(d, "baseline " + kRelu + " extra").code == 2);
  if (r.code != 0) return;
  // Output to a device is written in place, never replaced by a regular file; a directory is refused.
  CHECK(kernelcraft(d, "baseline " + kRelu + " -o /dev/null").code == 0);
  CHECK(std::filesystem::is_character_file("/dev/null"));
  const Run dir = kernelcraft(d, "baseline " + kRelu + " -o " + d);
  CHECK(dir.code == 1);
  CHECK(contains(dir.err, "cannot write " + d + ": it is a directory"));
  // A configuration the template compiler cannot fit on the hardware: exit 1 and the reason.
  const Run big = kernelcraft(d, "baseline --platform plena --hw small --task decoder_block_t5 --config C5");
  CHECK(big.code == 1);
  CHECK(contains(big.err, "more than the 4096 words of instruction memory of hardware small"));
}
