// What an rv32 kernel that goes wrong at run time is told, through evaluate() and the real
// kc-sim-rv32: every message that names a pc also names the source line and quotes it (a load
// outside memory, an illegal word, a misaligned store, a loop that never ends), with the address
// and the memory map where there is one.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "kc/evaluate.h"
#include "kc/platform.h"
#include "kc/task.h"
#include "test_support.h"

namespace {

using kc::testsupport::contains;

kc::EvalResult run(const std::string& kernel, uint64_t max_cycles = 0) {
  ::setenv("KC_SIM_RV32", KC_SIM_RV32_EXE, 1);
  static const kc::TaskSpec task = kc::load_task(std::string(KC_TEST_DATA_DIR) + "/relu_i32/task.yaml");
  kc::EvalOptions o;
  o.hw = "small";
  o.with_baseline = false;
  o.max_cycles = max_cycles;
  return kc::evaluate(*kc::find_platform("rv32"), task, *task.config("C1"), kernel, o);
}

}  // namespace

TEST_CASE("rv32.eval.faults_name_source_lines") {
  SECTION("a load outside both memories") {
    const kc::EvalResult r = run(".globl kernel\nkernel:\n  li t0, 0x7ffffff0\n  lw t1, 0(t0)\n  ret\n");
    INFO(r.message);
    REQUIRE(r.status == kc::EvalStatus::fault);
    CHECK(contains(r.message, "(kernel.S:4: `lw t1, 0(t0)`): load_access_fault"));
    CHECK(contains(r.message, "read address 0x7ffffff0"));
    CHECK(contains(r.message, "Memory map (byte addresses): X (input) at 0x"));
  }
  SECTION("an illegal word") {
    const kc::EvalResult r = run(".globl kernel\nkernel:\n  nop\n  .word 0\n  ret\n");
    INFO(r.message);
    REQUIRE(r.status == kc::EvalStatus::illegal_instruction);
    // Data words have no line-table entry: the lines around them are named instead.
    CHECK(contains(r.message, "at pc 0x34 (kernel.S, between lines 3 and 5 (a word without a line entry, e.g. `.word` data))"));
    CHECK(contains(r.message, "is all zeros"));
  }
  SECTION("a misaligned store") {
    const kc::EvalResult r = run(".globl kernel\nkernel:\n  addi t0, a1, 2\n  sw zero, 0(t0)\n  ret\n");
    INFO(r.message);
    REQUIRE(r.status == kc::EvalStatus::fault);
    CHECK(contains(r.message, "kernel.S:4: `sw zero, 0(t0)`"));
  }
  SECTION("a loop that never ends") {
    const kc::EvalResult r = run(".globl kernel\nkernel:\n  nop\n1:\n  j 1b\n", 5000);
    INFO(r.message);
    REQUIRE(r.status == kc::EvalStatus::cycle_limit);
    CHECK(r.cycles == 5000);
    CHECK(contains(r.message, "kernel.S:5: `j 1b`"));
  }
}
