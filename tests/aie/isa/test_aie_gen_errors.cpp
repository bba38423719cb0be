// kc-gen aie as a process: the shipped tables generate; broken variants of the ISA table or of
// cfg/small.yaml (one mutation each, written to the test's output directory) fail with exit status 1
// and a `file:line:col: error: message` pointing at the mutated text.
#include <catch2/catch.hpp>
#include <string>

#include "gen_mutate.h"

using gentest::Run;
using gentest::run;

namespace {

const gentest::Generator g{KC_GEN_EXE, "aie", KC_AIE_ISA_YAML, KC_AIE_CFG_DIR, {}};
const std::string kIsa = g.isa;
const std::string kCfgDir = g.cfg_dir;
const std::string kOut = g.out;

}  // namespace

TEST_CASE("aie.isa.gen_ok.shipped_tables") {
  g.expect_ok();
}

TEST_CASE("aie.isa.gen_error.usage") {
  Run r = run(std::string(KC_GEN_EXE) + " aie --isa '" + kIsa + "' --isa '" + kIsa + "' --cfg '" + kCfgDir +
              "/small.yaml' --out '" + kOut + "/o'");
  CHECK(r.status == 2);
  CHECK(r.output.find("kc-gen aie: takes one --isa table") != std::string::npos);
}

TEST_CASE("aie.isa.gen_error.overlapping_encodings") {
  g.expect_isa_error("- {name: sub,  slot: scl, format: SRR, fixed: {opc: 1, f5: 1}",
                   "- {name: sub,  slot: scl, format: SRR, fixed: {opc: 1, f5: 0}", "sub",
                   "the encoding of sub overlaps add");
}

TEST_CASE("aie.isa.gen_error.unknown_operand_type") {
  g.expect_isa_error("operands: [\"d:R:w\", \"a:R\", \"b:R\"], lat: scalar,\n     summary: \"rd = ra + rb",
                   "operands: [\"d:R:w\", \"a:Q\", \"b:R\"], lat: scalar,\n     summary: \"rd = ra + rb", "\"a:Q\"",
                   "unknown operand type 'Q' (known: R, P, M");
}

TEST_CASE("aie.isa.gen_error.operand_field_not_in_format") {
  g.expect_isa_error("operands: [\"d:R:w\", \"imm20:S20\"]", "operands: [\"d:R:w\", \"b:S20\"]", "\"b:S20\"",
                   "format SLI has no field 'b' (its fields: opc, d, imm20)");
}

TEST_CASE("aie.isa.gen_error.field_too_narrow") {
  g.expect_isa_error("operands: [\"d:R:w\", \"a:X\", \"lane:L64\"]", "operands: [\"d:R:w\", \"a:X\", \"lane:S20\"]",
                   "\"lane:S20\"", "field 'lane' (6 bits) cannot hold operand type S20");
}

TEST_CASE("aie.isa.gen_error.duplicate_mnemonic") {
  g.expect_isa_error("- {name: sub,", "- {name: add,", "add", "mnemonic add is already defined at line");
}

TEST_CASE("aie.isa.gen_error.unknown_latency_identifier") {
  g.expect_isa_error("valu:     {latency: \"VALU_LATENCY\"", "valu:     {latency: \"VALU_LATENCYY\"", "VALU_LATENCYY",
                   "latency: unknown identifier");
}

TEST_CASE("aie.isa.gen_error.bad_slot") {
  g.expect_isa_error("- {name: xor,  slot: scl,", "- {name: xor,  slot: alu,", "alu",
                   "unknown slot 'alu' (known: ld, st, scl, vec, mv)");
}

TEST_CASE("aie.isa.gen_error.bad_config_value") {
  g.expect_cfg_error("int8_per_cycle: 64 ", "int8_per_cycle: 96 ", "96", "mac.int8_per_cycle is 96, not a power of two");
  g.expect_cfg_error("dm_banks: 8 ", "dm_banks: 128 ", "128", "memory.dm_banks is 128; it must be 2..16");
  // the aie rule: a bank holds at least 512 bytes
  g.expect_cfg_error("dm_bytes: 32768          # data memory in bytes (power of two, at most 65536: 16-bit pointers)\n  dm_banks: 8 ",
                   "dm_bytes: 4096           # data memory in bytes (power of two, at most 65536: 16-bit pointers)\n  dm_banks: 16 ",
                   "16 ", "a bank must hold at least 512 bytes (dm_bytes / dm_banks is 256)");
}
