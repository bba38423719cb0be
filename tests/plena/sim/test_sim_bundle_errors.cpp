// Bad run bundles and command lines: kc-sim-plena exits with status 2, prints exactly one line
// "kc-sim-plena: error: ..." naming the file, the JSON path and the problem, and writes no
// result.json.
#include <catch2/catch.hpp>
#include <string>

#include "plena_configs.h"
#include "sim_test_util.h"

using namespace kc;
using namespace kc::simtest;

namespace {

const char* const kValid = R"({
  "platform": "plena",
  "config": "small",
  "program": {"file": "prog.bin", "format": "raw32"},
  "preload": [{"space": "fp_mem", "addr": 0, "file": "c.bin"}],
  "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "y.bin"}],
  "max_cycles": 10000
})";

// A bundle directory with the program and data files of kValid, and `json` as run.json.
BundleDir bundle(const std::string& name, const std::string& json) {
  BundleDir d(name);
  d.write_program("prog.bin", Program().op("S_ADDI_INT", {1, 0, 1}));
  d.write("c.bin", bf16_bytes({1.0, 2.0}));
  d.write_text("run.json", json);
  return d;
}

// kValid with `from` replaced by `to` (which must occur).
std::string edit(const std::string& from, const std::string& to) {
  std::string s = kValid;
  const auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

// Runs and expects a bundle error containing `message`, on one stderr line, without result.json.
void expect_error(const BundleDir& d, const std::string& message, const std::string& args = "") {
  const Proc p = d.run(args);
  INFO("stderr: " << p.err);
  CHECK(p.status == 2);
  CHECK(p.err.rfind("kc-sim-plena: error: ", 0) == 0);
  CHECK(p.err.find(message) != std::string::npos);
  CHECK(p.err.find('\n') == p.err.size() - 1);  // one line
  CHECK(p.out.empty());
  CHECK_FALSE(d.exists("result.json"));
  CHECK_FALSE(d.exists("y.bin"));
}

}  // namespace

TEST_CASE("plena.sim.bundle.valid_baseline") {
  const BundleDir d = bundle("err_baseline", kValid);
  const RunResult r = d.run_ok();
  CHECK(r.status == "halted");
  CHECK(d.read("y.bin").size() == 64);
}

TEST_CASE("plena.sim.bundle.truncated_json") {
  const std::string full = kValid;
  const BundleDir d = bundle("err_truncated", full.substr(0, full.find("\"max_cycles\"") + 5));
  // The text ends inside the key on line 7, column 8: the error names that position.
  expect_error(d, "/run.json:7:8: JSON syntax error: ");
}

TEST_CASE("plena.sim.bundle.syntax_error_position") {
  const BundleDir d = bundle("err_syntax", edit("\"config\": \"small\",", "\"config\": small,"));
  expect_error(d, "/run.json:3:13: JSON syntax error: ");
}

TEST_CASE("plena.sim.bundle.unknown_key") {
  const BundleDir d = bundle("err_unknown_key", edit("\"max_cycles\"", "\"max_cycle\": 5, \"max_cycles\""));
  expect_error(d, "/run.json: unknown key \"max_cycle\" (allowed: platform, config, program, "
                  "max_cycles, preload, dump, trace, max_wall_seconds)");
}

TEST_CASE("plena.sim.bundle.unknown_nested_key") {
  const BundleDir d = bundle("err_unknown_nested", edit("\"addr\": 0, \"file\": \"c.bin\"",
                                                         "\"addr\": 0, \"file\": \"c.bin\", \"size\": 2"));
  expect_error(d, "/run.json: preload[0]: unknown key \"size\" (allowed: space, addr, file, symbol)");
}

TEST_CASE("plena.sim.bundle.duplicate_key") {
  const BundleDir d = bundle("err_duplicate", edit("\"addr\": 0, \"bytes\"", "\"addr\": 0, \"addr\": 2, \"bytes\""));
  expect_error(d, "/run.json: dump[0].addr: duplicate key");
}

TEST_CASE("plena.sim.bundle.missing_key") {
  const BundleDir d = bundle("err_missing", edit(",\n  \"max_cycles\": 10000", ""));
  expect_error(d, "/run.json: missing required key \"max_cycles\"");
}

TEST_CASE("plena.sim.bundle.missing_nested_key") {
  const BundleDir d = bundle("err_missing_nested", edit("\"file\": \"prog.bin\", ", ""));
  expect_error(d, "/run.json: program: missing required key \"file\"");
}

TEST_CASE("plena.sim.bundle.wrong_type") {
  SECTION("string for an address") {
    const BundleDir d = bundle("err_type_addr", edit("\"addr\": 0, \"file\"", "\"addr\": \"x\", \"file\""));
    expect_error(d, "/run.json: preload[0].addr: expected a non-negative integer, got \"x\"");
  }
  SECTION("negative cycle limit") {
    const BundleDir d = bundle("err_type_neg", edit("10000", "-5"));
    expect_error(d, "/run.json: max_cycles: expected a non-negative integer, got -5");
  }
  SECTION("array for the program") {
    const BundleDir d = bundle("err_type_prog", edit("{\"file\": \"prog.bin\", \"format\": \"raw32\"}", "[]"));
    expect_error(d, "/run.json: program: expected an object, got an array");
  }
  SECTION("unknown format") {
    const BundleDir d = bundle("err_format_unknown", edit("raw32", "hex"));
    expect_error(d, "/run.json: program.format: unsupported value \"hex\" (expected \"raw32\", \"elf\")");
  }
  SECTION("a format this simulator does not load") {
    const BundleDir d = bundle("err_format", edit("raw32", "elf"));
    expect_error(d, "/run.json: program.format: platform plena loads \"raw32\" programs, not \"elf\"");
  }
}

TEST_CASE("plena.sim.bundle.missing_program_file") {
  const BundleDir d = bundle("err_no_program", edit("prog.bin", "nothere.bin"));
  expect_error(d, "/run.json: program.file: cannot read '" + d.path("nothere.bin") + "': no such file");
}

TEST_CASE("plena.sim.bundle.program_too_long") {
  const BundleDir d = bundle("err_long_program", kValid);
  const unsigned n = plena::cfg_small::IMEM_WORDS + 1;
  Program p;
  for (unsigned i = 0; i < n; ++i) p.op("S_ADDI_INT", {1, 1, 1});
  d.write_program("prog.bin", p);
  expect_error(d, "program.file: '" + d.path("prog.bin") + "' has 4097 instructions; the instruction "
                  "memory of configuration 'small' holds 4096");
}

TEST_CASE("plena.sim.bundle.program_not_whole_words") {
  const BundleDir d = bundle("err_prog_bytes", kValid);
  d.write("prog.bin", {1, 2, 3, 4, 5, 6});
  expect_error(d, "has 6 bytes, not a whole number of 32-bit words (raw32)");
}

TEST_CASE("plena.sim.bundle.preload_out_of_range") {
  const BundleDir d = bundle("err_preload_range", edit("\"addr\": 0, \"file\": \"c.bin\"", "\"addr\": 255, \"file\": \"c.bin\""));
  expect_error(d, "/run.json: preload[0]: addresses 255..257 (exclusive) exceed space \"fp_mem\" of "
                  "configuration 'small' (256 elements of 2 bytes, addresses 0..255)");
}

TEST_CASE("plena.sim.bundle.dump_out_of_range") {
  const BundleDir d = bundle("err_dump_range", edit("\"space\": \"hbm\", \"addr\": 0", "\"space\": \"vram\", \"addr\": 8190"));
  expect_error(d, "/run.json: dump[0]: addresses 8190..8222 (exclusive) exceed space \"vram\"");
}

TEST_CASE("plena.sim.bundle.preload_odd_size") {
  const BundleDir d = bundle("err_preload_odd", kValid);
  d.write("c.bin", {1, 2, 3});
  expect_error(d, "/run.json: preload[0]: file '" + d.path("c.bin") +
                      "' is 3 bytes, not a multiple of the 2-byte elements of space \"fp_mem\"");
}

TEST_CASE("plena.sim.bundle.dump_odd_size") {
  const BundleDir d = bundle("err_dump_odd", edit("\"bytes\": 64", "\"bytes\": 63"));
  expect_error(d, "/run.json: dump[0]: bytes is 63 bytes, not a multiple of the 2-byte elements");
}

TEST_CASE("plena.sim.bundle.unknown_space") {
  const BundleDir d = bundle("err_space", edit("\"space\": \"fp_mem\"", "\"space\": \"imem\""));
  expect_error(d, "/run.json: preload[0].space: unknown space \"imem\" (plena spaces: hbm, vram, mram, "
                  "fp_mem, int_mem; the program is loaded through \"program\")");
}

TEST_CASE("plena.sim.bundle.unknown_platform") {
  const BundleDir d = bundle("err_platform", edit("\"plena\"", "\"coral\""));
  expect_error(d, "/run.json: platform: \"coral\" is not simulated by kc-sim-plena");
}

TEST_CASE("plena.sim.bundle.unknown_config") {
  const BundleDir d = bundle("err_config", edit("\"small\"", "\"huge\""));
  expect_error(d, "/run.json: config: unknown plena configuration \"huge\" (known: small, default, fpga");
}

TEST_CASE("plena.sim.bundle.config_not_built") {
  const std::string built = KC_PLENA_CONFIGS_BUILT;  // comma-separated
  if (("," + built + ",").find(",fpga,") != std::string::npos) {
    WARN("fpga is verilated in this build; nothing to check");
    return;
  }
  const BundleDir d = bundle("err_not_built", edit("\"small\"", "\"fpga\""));
  expect_error(d, "/run.json: config: configuration 'fpga' is not built into this kc-sim-plena (built: ");
  expect_error(d, "configure with -DKC_PLENA_CONFIGS=\"");
}

TEST_CASE("plena.sim.bundle.trace_window_reversed") {
  const BundleDir d = bundle("err_trace", edit("\"max_cycles\"", "\"trace\": {\"file\": \"w.fst\", \"from_cycle\": 9, \"to_cycle\": 3}, \"max_cycles\""));
  expect_error(d, "/run.json: trace: to_cycle (3) is before from_cycle (9)");
}

TEST_CASE("plena.sim.bundle.output_directory_missing") {
  const BundleDir d = bundle("err_outdir", edit("\"y.bin\"", "\"nodir/y.bin\""));
  expect_error(d, "/run.json: dump[0].file: cannot write '" + d.path("nodir/y.bin") + "': directory");
}

TEST_CASE("plena.sim.bundle.unreadable_bundle") {
  BundleDir d("err_unreadable");
  expect_error(d, d.path("run.json") + ": cannot read the run bundle: No such file or directory");
}

TEST_CASE("plena.sim.cli.usage_errors") {
  const BundleDir d = bundle("err_cli", kValid);
  expect_error(d, "--quantum expects a positive integer up to 1000000000, got '0'", "--quantum 0");
  expect_error(d, "--quantum expects a positive integer up to 1000000000, got '1e3'", "--quantum 1e3");
  expect_error(d, "unknown option '--fast'", "--fast");
  expect_error(d, "--result needs a value", "--result");
  expect_error(d, "--hbm-stress expects SEED[,MAX_EXTRA_LATENCY[,STALL_PERCENT]] (non-negative integers), got '1,,2'",
               "--hbm-stress 1,,2");
  expect_error(d, "--hbm-stress: STALL_PERCENT is at most 95, got 96", "--hbm-stress 1,10,96");
}
