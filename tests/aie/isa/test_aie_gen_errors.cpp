// kc-gen aie as a process: the shipped tables generate; broken variants of the ISA table or of
// cfg/small.yaml (one mutation each, written to the test's output directory) fail with exit status 1
// and a `file:line:col: error: message` pointing at the mutated text.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <string>

#include "gen_mutate.h"
#include <array>
#include <cstdio>
#include <sys/wait.h>

using gentest::mutate;
using gentest::slurp;
namespace {

struct Run {
  int status = -1;
  std::string output;  // stdout and stderr
};

Run run(const std::string& cmd) {
  Run r;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) r.output.append(buf.data(), n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

const std::string kIsa = KC_AIE_ISA_YAML;
const std::string kCfgDir = KC_AIE_CFG_DIR;
const std::string kOut = std::string(KC_TEST_OUT_DIR) + "/aie_gen_errors_" + std::to_string(getpid());

Run gen(const std::string& isa, const std::vector<std::string>& cfgs) {
  std::string cmd = std::string(KC_GEN_EXE) + " aie --isa '" + isa + "'";
  for (const auto& c : cfgs) cmd += " --cfg '" + c + "'";
  return run(cmd + " --out '" + kOut + "/out'");
}

void expect_isa_error(const std::string& find, const std::string& replace, const std::string& at,
                      const std::string& message) {
  const std::string where = mutate(slurp(kIsa), find, replace, at, kOut, "aie_isa.yaml");
  const Run r = gen(kOut + "/aie_isa.yaml", {kCfgDir + "/small.yaml"});
  INFO(r.output);
  CHECK(r.status == 1);
  CHECK(r.output.find(where + message) != std::string::npos);
}

void expect_cfg_error(const std::string& find, const std::string& replace, const std::string& at,
                      const std::string& message) {
  const std::string dir = kOut + "/small_cfg";
  const std::string where = mutate(slurp(kCfgDir + "/small.yaml"), find, replace, at, dir, "small.yaml");
  const Run r = gen(kIsa, {dir + "/small.yaml"});
  INFO(r.output);
  CHECK(r.status == 1);
  CHECK(r.output.find(where + message) != std::string::npos);
}

}  // namespace

TEST_CASE("aie.isa.gen_ok.shipped_tables") {
  const Run r = gen(kIsa, {kCfgDir + "/small.yaml", kCfgDir + "/default.yaml", kCfgDir + "/fpga.yaml"});
  INFO(r.output);
  CHECK(r.status == 0);
  CHECK(r.output.empty());
}

TEST_CASE("aie.isa.gen_error.usage") {
  Run r = run(std::string(KC_GEN_EXE) + " aie --isa '" + kIsa + "' --isa '" + kIsa + "' --cfg '" + kCfgDir +
              "/small.yaml' --out '" + kOut + "/o'");
  CHECK(r.status == 2);
  CHECK(r.output.find("kc-gen aie: takes one --isa table") != std::string::npos);
}

TEST_CASE("aie.isa.gen_error.overlapping_encodings") {
  expect_isa_error("- {name: sub,  slot: scl, format: SRR, fixed: {opc: 1, f5: 1}",
                   "- {name: sub,  slot: scl, format: SRR, fixed: {opc: 1, f5: 0}", "sub",
                   "the encoding of sub overlaps add");
}

TEST_CASE("aie.isa.gen_error.unknown_operand_type") {
  expect_isa_error("operands: [\"d:R:w\", \"a:R\", \"b:R\"], lat: scalar,\n     summary: \"rd = ra + rb",
                   "operands: [\"d:R:w\", \"a:Q\", \"b:R\"], lat: scalar,\n     summary: \"rd = ra + rb", "\"a:Q\"",
                   "unknown operand type 'Q' (known: R, P, M");
}

TEST_CASE("aie.isa.gen_error.operand_field_not_in_format") {
  expect_isa_error("operands: [\"d:R:w\", \"imm20:S20\"]", "operands: [\"d:R:w\", \"b:S20\"]", "\"b:S20\"",
                   "format SLI has no field 'b' (its fields: opc, d, imm20)");
}

TEST_CASE("aie.isa.gen_error.field_too_narrow") {
  expect_isa_error("operands: [\"d:R:w\", \"a:X\", \"lane:L64\"]", "operands: [\"d:R:w\", \"a:X\", \"lane:S20\"]",
                   "\"lane:S20\"", "field 'lane' (6 bits) cannot hold operand type S20");
}

TEST_CASE("aie.isa.gen_error.duplicate_mnemonic") {
  expect_isa_error("- {name: sub,", "- {name: add,", "add", "mnemonic add is already defined at line");
}

TEST_CASE("aie.isa.gen_error.unknown_latency_identifier") {
  expect_isa_error("valu:     {latency: \"VALU_LATENCY\"", "valu:     {latency: \"VALU_LATENCYY\"", "VALU_LATENCYY",
                   "latency: unknown identifier");
}

TEST_CASE("aie.isa.gen_error.bad_slot") {
  expect_isa_error("- {name: xor,  slot: scl,", "- {name: xor,  slot: alu,", "alu",
                   "unknown slot 'alu' (known: ld, st, scl, vec, mv)");
}

TEST_CASE("aie.isa.gen_error.bad_config_value") {
  expect_cfg_error("int8_per_cycle: 64 ", "int8_per_cycle: 96 ", "96", "mac.int8_per_cycle is 96, not a power of two");
  expect_cfg_error("dm_banks: 8 ", "dm_banks: 128 ", "128", "memory.dm_banks is 128; it must be 2..16");
  // the aie rule: a bank holds at least 512 bytes
  expect_cfg_error("dm_bytes: 32768          # data memory in bytes (power of two, at most 65536: 16-bit pointers)\n  dm_banks: 8 ",
                   "dm_bytes: 4096           # data memory in bytes (power of two, at most 65536: 16-bit pointers)\n  dm_banks: 16 ",
                   "16 ", "a bank must hold at least 512 bytes (dm_bytes / dm_banks is 256)");
}
