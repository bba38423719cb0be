// kc-gen coral as a process: the shipped tables generate; broken variants of the vector table or of
// cfg/small.yaml (one mutation each, written to the test's output directory) fail with exit status 1
// and a `file:line:col: error: message` pointing at the mutated text, in the file that holds it.
#include <catch2/catch.hpp>
#include <string>

#include "gen_mutate.h"

using gentest::Run;
using gentest::run;

namespace {

const gentest::Generator g{KC_GEN_EXE, "coral", KC_CORAL_ISA_YAML, KC_CORAL_CFG_DIR, {KC_RV32_ISA_YAML}};
const std::string kRv32Isa = KC_RV32_ISA_YAML;
const std::string kIsa = g.isa;
const std::string kCfgDir = g.cfg_dir;
const std::string kOut = g.out;

}  // namespace

TEST_CASE("coral.isa.gen_ok.shipped_tables") {
  g.expect_ok();
}

TEST_CASE("coral.isa.gen_error.usage") {
  // coral needs both tables; rv32 takes only its own
  Run r = run(std::string(KC_GEN_EXE) + " coral --isa '" + kRv32Isa + "' --cfg '" + kCfgDir + "/small.yaml' --out '" +
              kOut + "'");
  INFO(r.output);
  CHECK(r.status == 2);
  CHECK(r.output.find("usage: kc-gen coral --isa rv32_isa.yaml --isa coral_rvv.yaml") != std::string::npos);
  r = run(std::string(KC_GEN_EXE) + " rv32 --isa '" + kRv32Isa + "' --isa '" + kIsa + "' --cfg '" + kCfgDir +
          "/small.yaml' --out '" + kOut + "'");
  CHECK(r.status == 2);
  CHECK(r.output.find("kc-gen rv32: takes one --isa table") != std::string::npos);
}

TEST_CASE("coral.isa.gen_error.extends") {
  g.expect_isa_error("\nextends: rv32\n", "\nextends: rv64\n", "rv64", "extends is 'rv64', but this generator extends 'rv32'");
}

TEST_CASE("coral.isa.gen_error.unknown_eew_rule") {
  g.expect_isa_error("field: vd, eew: wide,", "field: vd, eew: wider,", "wider",
                   "unknown element-width rule 'wider' (known: sew, wide, half, ");
}

TEST_CASE("coral.isa.gen_error.vreg_outside_a_slot") {
  g.expect_isa_error("vd:      {kind: vreg, field: vd,", "vd:      {kind: vreg, field: funct6,", "funct6",
                   "operand type vd: vector register operands must lie in a register slot");
}

TEST_CASE("coral.isa.gen_error.vector_overlap") {
  // vsub given vadd's funct6: the proof over the merged table finds the collision
  g.expect_isa_error("{name: vsub.vv, variant: OPIVV}", "{name: vsub.vv, variant: OPIVV, fixed: {funct6: 0x00}}",
                   "{name: vsub.vv", "the encoding of vsub.vv overlaps vadd.vv (line ");
}

TEST_CASE("coral.isa.gen_error.unknown_variant") {
  g.expect_isa_error("{name: vadd.vv, variant: OPIVV}", "{name: vadd.vv, variant: OPIVW}", "OPIVW",
                   "unknown variant 'OPIVW' (known: OPIVV, OPIVX, ");
}

TEST_CASE("coral.isa.gen_error.segments_without_nf") {
  g.expect_isa_error("fixed: {width: 0}, segments: \"vlseg{nf}e8.v\"", "fixed: {width: 0}, segments: \"vlsege8.v\"",
                   "\"vlsege8.v\"",
                   "segments must be a mnemonic with {nf}");
}

TEST_CASE("coral.isa.gen_error.unknown_type_substitution") {
  g.expect_isa_error("types: {vd: vdw}}", "types: {vd: vdx}}", "vdx", "unknown operand type 'vdx'");
}

TEST_CASE("coral.isa.gen_error.mnemonic_of_the_base_table") {
  g.expect_isa_error("{name: vand.vv, variant: OPIVV", "{name: and, variant: OPIVV", "and",
                   "mnemonic and is already defined at line ");
}

TEST_CASE("coral.isa.gen_error.vector_latency_identifier") {
  g.expect_isa_error("valu:   {latency: \"VALU_LATENCY\"", "valu:   {latency: \"VALU_LATENCYY\"", "VALU_LATENCYY",
                   "latency of class valu: unknown identifier 'VALU_LATENCYY'");
}

TEST_CASE("coral.isa.gen_error.csr_access") {
  g.expect_isa_error("addr: 0xC20, access: vs_ro, reset", "addr: 0xC20, access: vs, reset", "vs, reset",
                   "CSR vl is in the read-only address range 0xC00..0xFFF: access must be ro");
}

TEST_CASE("coral.isa.gen_error.cfg_lanes_wider_than_vlen") {
  g.expect_cfg_error("  lanes: 1", "  lanes: 8", "8",
                   "vector.lanes is 8: 8 lanes of 32 bits are wider than a vector register (VLEN 128); at most 4");
}

TEST_CASE("coral.isa.gen_error.cfg_vlen_not_pow2") {
  g.expect_cfg_error("vlen: 128", "vlen: 96", "96", "vector.vlen is 96, not a power of two");
}

TEST_CASE("coral.isa.gen_error.cfg_port_wider_than_a_register") {
  g.expect_cfg_error("dtcm_port_bytes: 4", "dtcm_port_bytes: 32", "32",
                   "vector.dtcm_port_bytes is 32, wider than a vector register (VLEN/8 = 16 bytes)");
}

TEST_CASE("coral.isa.gen_error.cfg_missing_vector_key") {
  // reported at the section's first key
  g.expect_cfg_error("  vlen: 128\n  lanes: 1\n  dtcm_port_bytes: 4\n  queue_depth: 4\n  alu_latency: 1\n"
                   "  mul_latency: 2\n  div_cycles: 34\n  xfer_latency: 1\n",
                   "  vlen: 128\n  lanes: 1\n  dtcm_port_bytes: 4\n  queue_depth: 4\n  alu_latency: 1\n"
                   "  mul_latency: 2\n  div_cycles: 34\n",
                   "vlen", "missing required key 'xfer_latency' in section vector");
}

TEST_CASE("coral.isa.gen_error.cfg_rv32_rule_applies") {
  g.expect_cfg_error("dmem_latency: 1", "dmem_latency: 9", "9", "memory.dmem_latency is 9; it must be 1..8");
}
