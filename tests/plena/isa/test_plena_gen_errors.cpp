// kc-gen plena as a process: malformed ISA tables and configurations (tests/plena/isa/data) must
// fail with exit status 1 and a `file:line:col: error: message` naming the problem; the minimal
// valid table must generate.
#include <catch2/catch.hpp>
#include <string>

#include "gen_mutate.h"

namespace {

using gentest::Run;

// Runs `kc-gen plena <args>` and collects its output.
Run run(const std::string& args) { return gentest::run(std::string(KC_GEN_EXE) + " plena " + args); }

// Runs kc-gen plena with `isa` and `cfg` (file names under the test data dir unless absolute).
Run run_gen(const std::string& isa, const std::string& cfg) {
  auto path = [](const std::string& f) { return f[0] == '/' ? f : std::string(KC_TEST_DATA_DIR) + "/" + f; };
  return run("--isa '" + path(isa) + "' --cfg '" + path(cfg) + "' --out '" + KC_TEST_OUT_DIR + "'");
}

const std::string kIsa = KC_PLENA_ISA_YAML;
const std::string kSmall = std::string(KC_PLENA_CFG_DIR) + "/small.yaml";

// Expects exit status 1 and `expected` (a "file:line:col: error: ..." line) in the output.
void expect_error(const std::string& isa, const std::string& cfg, const std::string& expected) {
  const Run r = run_gen(isa, cfg);
  INFO(r.output);
  CHECK(r.status == 1);
  CHECK(r.output.find(expected) != std::string::npos);
}

}  // namespace

TEST_CASE("plena.isa.gen_ok.minimal_isa") {
  const Run r = run_gen("isa_min.yaml", kSmall);
  INFO(r.output);
  CHECK(r.status == 0);
  CHECK(r.output.empty());
}

TEST_CASE("plena.isa.gen_ok.shipped_tables") {
  const Run r = run_gen(kIsa, std::string(KC_PLENA_CFG_DIR) + "/default.yaml");
  INFO(r.output);
  CHECK(r.status == 0);
}

TEST_CASE("plena.isa.gen_error.usage") {
  const Run r = run("--isa '" + kIsa + "' --out '" + KC_TEST_OUT_DIR + "'");  // no --cfg
  INFO(r.output);
  CHECK(r.status == 2);
  CHECK(r.output.find("usage: kc-gen plena") != std::string::npos);
}

TEST_CASE("plena.isa.gen_error.missing_file") {
  expect_error("no_such_file.yaml", kSmall, "no_such_file.yaml: error: cannot open file");
}

TEST_CASE("plena.isa.gen_error.cfg_unknown_key") {
  expect_error(kIsa, "cfg_unknown_key.yaml",
               "cfg_unknown_key.yaml:15:3: error: unknown key 'vram_colums' in section memory");
}

TEST_CASE("plena.isa.gen_error.cfg_missing_key") {
  expect_error(kIsa, "cfg_missing_key.yaml", "cfg_missing_key.yaml:2:1: error: missing required key 'blen'");
}

TEST_CASE("plena.isa.gen_error.cfg_wrong_type") {
  expect_error(kIsa, "cfg_wrong_type.yaml",
               "cfg_wrong_type.yaml:15:15: error: memory.mram_tiles must be a non-negative integer");
}

TEST_CASE("plena.isa.gen_error.cfg_peak") {
  expect_error(kIsa, "cfg_peak.yaml", "cfg_peak.yaml:37:26: error: peak.matrix_macs_per_cycle is 20 but blen^2 = 16");
}

TEST_CASE("plena.isa.gen_error.cfg_mlen_vlen") {
  expect_error(kIsa, "cfg_mlen_vlen.yaml", "cfg_mlen_vlen.yaml:6:7: error: mlen (32) must equal vlen (16)");
}

TEST_CASE("plena.isa.gen_error.cfg_not_pow2") {
  expect_error(kIsa, "cfg_not_pow2.yaml", "cfg_not_pow2.yaml:9:8: error: lanes is 6, not a power of two");
}

TEST_CASE("plena.isa.gen_error.cfg_hbm_bandwidth") {
  expect_error(
      kIsa, "cfg_hbm_bandwidth.yaml",
      "cfg_hbm_bandwidth.yaml:34:20: error: hbm_model.bytes_per_cycle (24) must divide dma.hbm_port_bytes (32)");
}

TEST_CASE("plena.isa.gen_error.cfg_name_mismatch") {
  expect_error(kIsa, "cfg_name_mismatch.yaml",
               "cfg_name_mismatch.yaml:2:7: error: name 'tiny' must match the file name 'cfg_name_mismatch'");
}

TEST_CASE("plena.isa.gen_error.isa_bad_expr") {
  expect_error("isa_bad_expr.yaml", kSmall,
               "isa_bad_expr.yaml:30:67: error: interval of class vec: unknown identifier 'LANE'");
}

TEST_CASE("plena.isa.gen_error.isa_inexact_latency") {
  expect_error("isa_inexact_latency.yaml", kSmall,
               "isa_inexact_latency.yaml:30:32: error: latency of class vec with configuration small");
}

TEST_CASE("plena.isa.gen_error.isa_dup_opcode") {
  expect_error("isa_dup_opcode.yaml", kSmall,
               "isa_dup_opcode.yaml:48:13: error: opcode 0x21 of S_ADDI_INT is already used by S_ADD_INT (line 34)");
}

TEST_CASE("plena.isa.gen_error.isa_reserved_clash") {
  expect_error("isa_reserved_clash.yaml", kSmall,
               "isa_reserved_clash.yaml:61:13: error: opcode 0x34 of V_ADD_VF is already used by C_BREAK");
}

TEST_CASE("plena.isa.gen_error.isa_flag_values") {
  expect_error("isa_flag_values.yaml", kSmall,
               "isa_flag_values.yaml:69:55: error: values of flag operand 'rmask' of V_ADD_VF must be exactly "
               "0..2^k-1");
}

TEST_CASE("plena.isa.gen_error.isa_field_format") {
  expect_error("isa_field_format.yaml", kSmall,
               "isa_field_format.yaml:55:28: error: operand 'imm' of S_ADDI_INT uses field 'imm22', which is not "
               "part of format I18");
}

TEST_CASE("plena.isa.gen_error.isa_same_field") {
  expect_error("isa_same_field.yaml", kSmall,
               "isa_same_field.yaml:42:9: error: operands 'rs1' and 'rs2' of S_ADD_INT both use field 'rs1'");
}

TEST_CASE("plena.isa.gen_error.isa_imm_field") {
  expect_error("isa_imm_field.yaml", kSmall,
               "isa_imm_field.yaml:42:39: error: operand 'rs2' of S_ADD_INT is an immediate but field 'rs2' is not "
               "an immediate field");
}

TEST_CASE("plena.isa.gen_error.isa_unknown_key") {
  expect_error("isa_unknown_key.yaml", kSmall,
               "isa_unknown_key.yaml:36:5: error: unknown key 'opcod' in instruction S_ADD_INT");
}

TEST_CASE("plena.isa.gen_error.isa_missing_key") {
  expect_error("isa_missing_key.yaml", kSmall,
               "isa_missing_key.yaml:47:5: error: missing required key 'summary' in instruction S_ADDI_INT");
}

TEST_CASE("plena.isa.gen_error.isa_unknown_latency") {
  expect_error("isa_unknown_latency.yaml", kSmall,
               "isa_unknown_latency.yaml:64:14: error: unknown latency class 'vector' (known: int, vec)");
}
