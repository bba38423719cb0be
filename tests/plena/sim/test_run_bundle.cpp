// The run-bundle library in process: run.json and result.json round trips, relative paths,
// strictness of both readers, validation against a plena configuration's layout.
#include <catch2/catch.hpp>
#include <string>

#include "kc/plena_layout.h"
#include "kc/run_bundle.h"
#include "plena_configs.h"
#include "sim_test_util.h"

using namespace kc;
using namespace kc::simtest;

namespace {

// The BundleError message of `f()` (fails the test if nothing is thrown).
template <class F>
std::string error_of(F f) {
  try {
    f();
  } catch (const BundleError& e) {
    return e.what();
  }
  FAIL("no BundleError");
  return "";
}

RunResult sample_result() {
  RunResult r;
  r.platform = "plena";
  r.config = "small";
  r.status = "fault";
  r.pc = 7;
  r.cycles = 1234;
  r.instructions = 56;
  r.fault = FaultInfo{"vram_align", 7, 70, 0x1234u, "vram_align: V_ADD_VV at pc 7 ..."};
  r.counters = {{"cycles", 1234}, {"instructions", 56}, {"busy_vector", 9}};
  r.memory = {{"hbm", MemoryTraffic{128, 64, 4, 2, 6}}};
  r.sim = SimStats{"kc-sim-plena", 1000, 1234, 0.5, 2468, 0.75};
  return r;
}

}  // namespace

TEST_CASE("plena.sim.run_bundle.round_trip") {
  BundleDir d("lib_round_trip");
  RunBundle b = basic_bundle("default");
  b.preload = {{"hbm", 4096, "in/x.bin", ""}, {"fp_mem", 3, "/abs/c.bin", ""}};
  b.dump = {{"vram", 64, 128, "y.bin", ""}};
  b.max_cycles = 20'000'000;
  b.trace = TraceSpec{"fst", "wave.fst", 10, 5000};
  d.write_bundle(b);

  const RunBundle l = load_run_bundle(d.path("run.json"));
  CHECK(l.source == d.path("run.json"));
  CHECK(l.platform == "plena");
  CHECK(l.config == "default");
  CHECK(l.program.file == d.path("prog.bin"));  // relative names resolve against run.json
  CHECK(l.program.format == "raw32");
  REQUIRE(l.preload.size() == 2);
  CHECK(l.preload[0].space == "hbm");
  CHECK(l.preload[0].addr == 4096);
  CHECK(l.preload[0].file == d.path("in/x.bin"));
  CHECK(l.preload[1].file == "/abs/c.bin");
  REQUIRE(l.dump.size() == 1);
  CHECK(l.dump[0].space == "vram");
  CHECK(l.dump[0].addr == 64);
  CHECK(l.dump[0].bytes == 128);
  CHECK(l.max_cycles == 20'000'000);
  REQUIRE(l.trace);
  CHECK(l.trace->file == d.path("wave.fst"));
  CHECK(l.trace->from_cycle == 10);
  CHECK(l.trace->to_cycle == 5000);
}

TEST_CASE("plena.sim.run_bundle.optional_parts") {
  const RunBundle b = parse_run_bundle(
      R"({"platform": "plena", "config": "small", "program": {"file": "p.bin"}, "max_cycles": 1})",
      "/tmp/x/run.json");
  CHECK(b.program.file == "/tmp/x/p.bin");
  CHECK(b.program.format == "raw32");
  CHECK(b.preload.empty());
  CHECK(b.dump.empty());
  CHECK_FALSE(b.trace);
}

TEST_CASE("plena.sim.run_bundle.parse_errors") {
  auto err = [](const std::string& text) {
    return error_of([&] { parse_run_bundle(text, "b/run.json"); });
  };
  CHECK(err("") == "b/run.json:1:1: JSON syntax error: syntax error while parsing value - unexpected end "
                   "of input; expected '[', '{', or a literal");
  CHECK_THAT(err("{\n  \"platform\": \"plena\",\n  \"config\": }"), Catch::StartsWith("b/run.json:3:13: "));
  CHECK(err("[1]") == "b/run.json: expected a JSON object at the top level, got an array");
  // A number too large for a double: a BundleError naming the number and its place, not
  // nlohmann's out_of_range (found by fuzzing).
  CHECK(err("{\"platform\": \"plena\",\n \"max_cycles\": 2e999}") ==
        "b/run.json:2:16: JSON syntax error: number overflow parsing '2e999'");
  CHECK(err(R"({"platform": "plena", "config": "small", "program": {"file": "p"}, "max_cycles": 0})") ==
        "b/run.json: max_cycles: expected a positive cycle limit, got 0");
  CHECK(err(R"({"platform": "", "config": "small", "program": {"file": "p"}, "max_cycles": 1})") ==
        "b/run.json: platform: expected a non-empty string, got \"\"");
  CHECK(err(R"({"platform": "plena", "config": "small", "program": {"file": "p"}, "max_cycles": 1.5})") ==
        "b/run.json: max_cycles: expected a non-negative integer, got 1.5");
  CHECK(err(R"({"platform": "plena", "config": "small", "program": {"file": "p"}, "max_cycles": 1,
               "dump": [{"space": "hbm", "addr": 0, "bytes": 2, "file": "a"}, {"space": 3, "addr": 0, "bytes": 2, "file": "b"}]})") ==
        "b/run.json: dump[1].space: expected a non-empty string, got 3");
  CHECK(err(R"({"platform": "plena", "config": "small", "program": {"file": "p"}, "max_cycles": 1,
               "preload": [{"space": "hbm", "addr": 0, "file": "a"}, {"space": "hbm", "file": "a", "space": "x"}]})") ==
        "b/run.json: preload[1].space: duplicate key");
  CHECK(err(R"({"platform": "plena", "config": "small", "program": {"file": "p"}, "max_cycles": 1,
               "trace": {"format": "vcd", "file": "w", "from_cycle": 0, "to_cycle": 1}})") ==
        "b/run.json: trace.format: unsupported value \"vcd\" (expected \"fst\")");
}

TEST_CASE("plena.sim.run_bundle.validate_against_layout") {
  BundleDir d("lib_validate");
  const MemoryLayout layout = plena::memory_layout(*plena::find_config("small"));
  CHECK(layout.program_words == plena::cfg_small::IMEM_WORDS);
  REQUIRE(find_space(layout, "int_mem"));
  CHECK(find_space(layout, "int_mem")->elem_bytes == 4);
  CHECK(find_space(layout, "hbm")->size == plena::cfg_small::HBM_ELEMS);
  CHECK(find_space(layout, "imem") == nullptr);

  d.write_program("prog.bin", Program().op("S_ADDI_INT", {1, 0, 1}));
  d.write("i.bin", u32_bytes({1, 2, 3}));
  RunBundle b = basic_bundle();
  b.preload = {{"int_mem", 61, "i.bin", ""}};
  b.dump = {{"int_mem", 60, 16, "o.bin", ""}};
  d.write_bundle(b);
  const RunBundle l = load_run_bundle(d.path("run.json"));
  const BundleInputs in = read_bundle_inputs(l, layout);
  CHECK(in.program == Program().op("S_ADDI_INT", {1, 0, 1}).words());
  REQUIRE(in.preload_data.size() == 1);
  CHECK(u32_values(in.preload_data[0]) == std::vector<uint32_t>{1, 2, 3});

  RunBundle bad = l;
  bad.preload[0].addr = 62;
  CHECK(error_of([&] { validate_run_bundle(bad, layout); }) ==
        d.path("run.json") + ": preload[0]: addresses 62..65 (exclusive) exceed space \"int_mem\" of "
                             "configuration 'small' (64 elements of 4 bytes, addresses 0..63)");
  bad = l;
  bad.config = "default";
  CHECK_THAT(error_of([&] { validate_run_bundle(bad, layout); }), Catch::Contains(": config: "));
}

TEST_CASE("plena.sim.run_bundle.result_round_trip") {
  BundleDir d("lib_result");
  const RunResult r = sample_result();
  write_result_json(d.path("result.json"), r);
  CHECK_FALSE(d.exists("result.json.tmp"));
  const RunResult l = load_result(d.path("result.json"));
  CHECK(l.platform == r.platform);
  CHECK(l.config == r.config);
  CHECK(l.status == r.status);
  CHECK(l.pc == r.pc);
  CHECK(l.cycles == r.cycles);
  CHECK(l.instructions == r.instructions);
  REQUIRE(l.fault);
  CHECK(l.fault->kind == "vram_align");
  CHECK(l.fault->pc == 7);
  CHECK(l.fault->address == 70u);
  CHECK(l.fault->word == 0x1234u);
  CHECK(l.fault->message == r.fault->message);
  CHECK(l.counters == r.counters);  // in register order
  REQUIRE(l.memory.size() == 1);
  CHECK(l.memory[0].first == "hbm");
  CHECK(l.memory[0].second.read_bytes == 128);
  CHECK(l.memory[0].second.busy_cycles == 6);
  CHECK(l.sim.simulator == "kc-sim-plena");
  CHECK(l.sim.quantum_cycles == 1000);
  CHECK(l.sim.clocked_cycles == 1234);
  CHECK(l.sim.wall_seconds == 0.5);
  CHECK(l.sim.cycles_per_second == 2468);
  CHECK(l.sim.total_wall_seconds == 0.75);
  CHECK(find_counter(l, "busy_vector") == 9u);
  CHECK_FALSE(find_counter(l, "nope"));
}

TEST_CASE("plena.sim.run_bundle.result_strict") {
  BundleDir d("lib_result_strict");
  RunResult r = sample_result();
  r.fault.reset();
  write_result_json(d.path("result.json"), r);
  CHECK(error_of([&] { load_result(d.path("result.json")); }) ==
        d.path("result.json") + ": fault: missing for status \"fault\"");
  r = sample_result();
  r.status = "exploded";
  write_result_json(d.path("result.json"), r);
  CHECK_THAT(error_of([&] { load_result(d.path("result.json")); }),
             Catch::Contains("status: unsupported value \"exploded\""));
}
