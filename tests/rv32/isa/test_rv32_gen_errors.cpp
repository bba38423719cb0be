// kc-gen rv32 as a process: the shipped tables generate; broken variants of them (one mutation of
// the real rv32_isa.yaml or cfg/small.yaml each, written to the test's output directory) fail
// with exit status 1 and a `file:line:col: error: message` that points at the mutated text.
#include <catch2/catch.hpp>
#include <string>

#include "gen_mutate.h"

using gentest::Run;
using gentest::run;

namespace {

const gentest::Generator g{KC_GEN_EXE, "rv32", KC_RV32_ISA_YAML, KC_RV32_CFG_DIR, {}};
const std::string kIsa = g.isa;
const std::string kCfgDir = g.cfg_dir;
const std::string kOut = g.out;

}  // namespace

TEST_CASE("rv32.isa.gen_ok.shipped_tables") {
  g.expect_ok();
}

TEST_CASE("rv32.isa.gen_error.usage") {
  const Run r = run(std::string(KC_GEN_EXE) + " rv32 --isa '" + kIsa + "' --out '" + kOut + "'");
  INFO(r.output);
  CHECK(r.status == 2);
  CHECK(r.output.find("usage: kc-gen rv32") != std::string::npos);
}

TEST_CASE("rv32.isa.gen_error.config_given_twice") {
  const Run r = g.gen(kIsa, {kCfgDir + "/small.yaml", kCfgDir + "/small.yaml"});
  INFO(r.output);
  CHECK(r.status == 1);
  CHECK(r.output.find("small.yaml: error: configuration 'small' is given twice") != std::string::npos);
}

// --- ISA table ------------------------------------------------------------------------------------

TEST_CASE("rv32.isa.gen_error.isa_overlap") {
  g.expect_isa_error("  - name: andn\n    ext: Zbb\n    format: R\n    fixed: {opcode: OP, funct3: 7, funct7: 0x20}",
                   "  - name: andn\n    ext: Zbb\n    format: R\n    fixed: {opcode: OP, funct3: 7, funct7: 0x00}",
                   "name: andn", "the encoding of andn overlaps and (line ");
}

TEST_CASE("rv32.isa.gen_error.isa_bad_bit_map") {
  g.expect_isa_error("bimm12hi: \"12|10:5\"", "bimm12hi: \"12|10:4\"", "\"12|10:4\"",
                   "the map of field 'bimm12hi' names 8 value bits, but the field is 7 bits wide");
}

TEST_CASE("rv32.isa.gen_error.isa_bad_bit_range") {
  g.expect_isa_error("jimm20: \"20|10:1|11|19:12\"", "jimm20: \"20|10:1|11|12:19\"", "12:19",
                   "bad bit range '12:19'");
}

TEST_CASE("rv32.isa.gen_error.isa_field_not_covered") {
  g.expect_isa_error("fixed: {opcode: OP_FP, funct7: 0x2C, rs2: 0}", "fixed: {opcode: OP_FP, funct7: 0x2C}",
                   "{opcode: OP_FP, funct7: 0x2C}",
                   "fsqrt.s: field 'rs2' of format R_RM is neither fixed nor an operand");
}

TEST_CASE("rv32.isa.gen_error.isa_fixed_field_not_in_format") {
  g.expect_isa_error("fixed: {opcode: OP, funct3: 0, funct7: 0x00}\n    syntax: \"xd, xs1, xs2\"\n    unit: alu\n"
                   "    latency: alu\n    summary: \"Add (wraps",
                   "fixed: {opcode: OP, funct3: 0, funct7: 0x00, rs3: 0}\n    syntax: \"xd, xs1, xs2\"\n    unit: alu\n"
                   "    latency: alu\n    summary: \"Add (wraps",
                   "rs3: 0", "field 'rs3' of add is not part of format R");
}

TEST_CASE("rv32.isa.gen_error.isa_fixed_value_too_big") {
  g.expect_isa_error("fixed: {opcode: BRANCH, funct3: 7}", "fixed: {opcode: BRANCH, funct3: 8}", "8}",
                   "value of field 'funct3' of bgeu is 8, above the maximum 7");
}

TEST_CASE("rv32.isa.gen_error.isa_unknown_operand_type") {
  g.expect_isa_error("syntax: \"xd, xs1, xs2\"\n    unit: mul", "syntax: \"xd, xs1, xs9\"\n    unit: mul", "xs9",
                   "syntax of mul: unknown operand type 'xs9'");
}

TEST_CASE("rv32.isa.gen_error.isa_unknown_key") {
  g.expect_isa_error("    summary: \"Load upper immediate", "    sumary: \"Load upper immediate", "sumary",
                   "unknown key 'sumary' in instruction lui");
}

TEST_CASE("rv32.isa.gen_error.isa_duplicate_mnemonic") {
  g.expect_isa_error("  - name: orn\n", "  - name: andn\n", "andn", "mnemonic andn is already defined at line ");
}

TEST_CASE("rv32.isa.gen_error.isa_bad_latency_expr") {
  g.expect_isa_error("mul:      {latency: \"MUL_LATENCY\"", "mul:      {latency: \"MUL_LATENCYY\"", "MUL_LATENCYY",
                   "latency of class mul: unknown identifier 'MUL_LATENCYY'");
}

TEST_CASE("rv32.isa.gen_error.isa_unknown_unit") {
  g.expect_isa_error("    unit: div\n", "    unit: divider\n", "divider", "unknown unit 'divider' (known: alu, ");
}

// --- configurations -------------------------------------------------------------------------------

TEST_CASE("rv32.isa.gen_error.cfg_unknown_key") {
  g.expect_cfg_error("  dtcm_bytes: 65536", "  dtcm_byts: 65536", "dtcm_byts",
                   "unknown key 'dtcm_byts' in section memory");
}

TEST_CASE("rv32.isa.gen_error.cfg_missing_key") {
  g.expect_cfg_error("pipeline:\n  mul_latency: 2\n  fma_latency: 3\n  fmisc_latency: 1\n",
                   "pipeline:\n  mul_latency: 2\n  fma_latency: 3\n", "mul_latency",
                   "missing required key 'fmisc_latency' in section pipeline");
}

TEST_CASE("rv32.isa.gen_error.cfg_not_pow2") {
  g.expect_cfg_error("dtcm_bytes: 65536", "dtcm_bytes: 65535", "65535", "memory.dtcm_bytes is 65535, not a power of two");
}

TEST_CASE("rv32.isa.gen_error.cfg_latency_range") {
  g.expect_cfg_error("dmem_latency: 1", "dmem_latency: 9", "9", "memory.dmem_latency is 9; it must be 1..8");
}

TEST_CASE("rv32.isa.gen_error.cfg_wrong_type") {
  g.expect_cfg_error("fma_latency: 3", "fma_latency: three", "three", "pipeline.fma_latency must be a non-negative integer");
}

TEST_CASE("rv32.isa.gen_error.cfg_regions_overlap") {
  g.expect_cfg_error("dtcm_base: 0x00010000", "dtcm_base: 0x00002000", "0x00002000",
                   "the DTCM [0x00002000, 0x00012000) overlaps the ITCM [0x00000000, 0x00004000)");
}

TEST_CASE("rv32.isa.gen_error.cfg_ctrl_overlaps_dtcm") {
  g.expect_cfg_error("ctrl_base: 0x00030000", "ctrl_base: 0x00018000", "0x00018000",
                   "the control block [0x00018000, 0x00019000) overlaps the DTCM [0x00010000, 0x00020000)");
}

TEST_CASE("rv32.isa.gen_error.cfg_unaligned_base") {
  g.expect_cfg_error("ctrl_base: 0x00030000", "ctrl_base: 0x00030010", "0x00030010",
                   "memory.ctrl_base is 0x00030010, not a multiple of 4 KiB (0x1000)");
}

TEST_CASE("rv32.isa.gen_error.cfg_peak") {
  g.expect_cfg_error("issue_per_cycle: 1", "issue_per_cycle: 2", "2",
                   "peak.issue_per_cycle is 2 but the rv32 core issues 1 instruction per cycle");
}

TEST_CASE("rv32.isa.gen_error.cfg_name_mismatch") {
  g.expect_cfg_error("name: small", "name: small", "small", "name 'small' must match the file name 'tiny'", "tiny.yaml");
}
