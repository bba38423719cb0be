// The virtual plena board end to end: `kernelcraft board run --port virtual` against kc-sim-plena
// on the same run bundles (configuration small) — template-compiler baselines of tasks, a fault, an
// illegal instruction, the cycle limit in the middle of DMA traffic, a noisy line — equal status,
// pc, cycles, fault record, counters, HBM traffic and dumps (bit for bit); and the board's HBM
// limit: a bundle whose HBM does not fit the board, and a kernel that reaches past it, end with a
// clear board_error.
#include "board_test_util.h"

#include <nlohmann/json.hpp>

namespace {

using namespace kc::board_test;

std::string fresh_dir(const std::string& name) { return kc::board_test::fresh_dir(KC_TEST_OUT_DIR, name); }

BoardRun sim_and_board(const std::string& dir, const std::string& virtual_args = "") {
  return kc::board_test::sim_and_board(KC_SIM_PLENA, KC_KERNELCRAFT, dir, virtual_args);
}

// A bundle of configuration small from assembly `text` (assembled by kernelcraft asm), with
// `extra` JSON members (preloads, dumps) and the cycle limit.
std::string asm_bundle(const std::string& name, const std::string& text, const std::string& extra,
                       uint64_t max_cycles = 100000) {
  const std::string dir = fresh_dir(name);
  std::ofstream(dir + "/kernel.asm") << text;
  REQUIRE(sh("cd " + q(dir) + " && " + q(KC_KERNELCRAFT) +
             " asm --platform plena --hw small kernel.asm -o kernel.bin 2>asm.log") == 0);
  std::ofstream(dir + "/run.json") << R"({"platform": "plena", "config": "small",
  "program": {"file": "kernel.bin", "format": "raw32"}, )" << extra
                                   << (extra.empty() ? "" : ", ") << "\"max_cycles\": " << max_cycles << "}\n";
  return dir;
}

// The path of data file `name` that a test's bundles preload (in a tagged folder, as fresh_dir's).
std::string data_path(const std::string& name) { return std::string(KC_TEST_OUT_DIR) + "/" + tagged("data") + "/" + name; }

// 1 KiB of bf16 values (512 elements) in `path`.
void write_data(const std::string& path, unsigned seed) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream out(path, std::ios::binary);
  for (unsigned i = 0; i < 512; ++i) {
    const uint16_t v = uint16_t(0x3F80 + ((i * 37 + seed * 11) % 128));   // 1.0 .. 2.0
    out.write(reinterpret_cast<const char*>(&v), 2);
  }
}

// A kernel's baseline (kernelcraft baseline), evaluated with --keep into directory `name` (tests
// run in parallel: each its own): the run bundle's directory.
std::string baseline_bundle(const std::string& task, const std::string& name) {
  const std::string dir = fresh_dir(name);
  const std::string k = q(KC_KERNELCRAFT);
  REQUIRE(sh(k + " baseline --platform plena --task " + task + " --config C1 --hw small -o " +
             q(dir + "/kernel.asm") + " 2>/dev/null") == 0);
  REQUIRE(sh(k + " eval --platform plena --task " + task + " --config C1 --hw small " + q(dir + "/kernel.asm") +
             " --keep " + q(dir + "/bundle") + " >" + q(dir + "/eval.txt") + " 2>&1") == 0);
  return dir + "/bundle";
}

uint64_t hbm_bytes(const kc::RunResult& r) {
  for (const auto& [space, t] : r.memory)
    if (space == "hbm") return t.read_bytes + t.write_bytes;
  return 0;
}

}  // namespace

TEST_CASE("board.plena.baselines", "[board]") {
  // Template-compiler baselines: DMA both ways, the vector and the matrix unit; the same cycles,
  // counters and HBM traffic as kc-sim-plena, and the same output bytes. (gemm would add 8 s of
  // UART transfers for its 40 KB of preloads and dump.)
  for (const char* task : {"softmax", "layernorm", "gemv"}) {
    INFO("task " << task);
    const BoardRun r = sim_and_board(baseline_bundle(task, std::string("baseline_") + task));
    CHECK(r.result.status == "halted");
    CHECK(r.result.cycles > 0);
    CHECK(hbm_bytes(r.result) > 0);
    WARN(task << ": " << r.result.cycles << " cycles on both, board run " << r.seconds << " s");
  }
}

#ifdef KC_BOARD_HAVE_PLENA_DEFAULT
TEST_CASE("board.plena.examples", "[board]") {
  // The shipped examples (examples/plena/, configuration default) on kc-board-virtual-plena-default,
  // prepared as examples/run_example.sh does (inputs, assembly).
  for (const char* ex : {"gemm", "softmax"}) {
    INFO("example " << ex);
    const std::string dir = fresh_dir(std::string("example_") + ex);
    const std::string src = std::string(KC_SOURCE_DIR) + "/examples/plena/" + ex;
    fs::copy_file(src + "/kernel.asm", dir + "/kernel.asm");
    fs::copy_file(src + "/run.json", dir + "/run.json");
    REQUIRE(sh(q(KC_EXAMPLE_DATA) + " gen " + ex + " " + q(dir) + " >/dev/null") == 0);
    REQUIRE(sh("cd " + q(dir) + " && " + q(KC_KERNELCRAFT) +
               " asm --platform plena --hw default kernel.asm -o kernel.bin 2>asm.log") == 0);
    const BoardRun r = sim_and_board(dir);
    CHECK(r.result.status == "halted");
    WARN(ex << ": " << r.result.cycles << " cycles on both, board run " << r.seconds << " s");
  }
}
#endif

TEST_CASE("board.plena.line_noise", "[board]") {
  // Dropped, duplicated and bit-flipped bytes in both directions while the softmax baseline's
  // program, preloads, HBM and dumps cross the link: the protocol retransmits, and the result,
  // counters, HBM traffic and dumps are still exactly kc-sim-plena's.
  uint64_t total = 0;
  for (int seed = 1; seed <= 2; ++seed) {
    INFO("seed " << seed);
    const BoardRun r = sim_and_board(baseline_bundle("softmax", "noise" + std::to_string(seed)),
                                     "--drop 0.001 --dup 0.001 --flip 0.001 --seed " + std::to_string(seed));
    CHECK(r.result.status == "halted");
    total += retransmissions(r.log);
  }
  CHECK(total > 0);   // the noise did hit frames
}

TEST_CASE("board.plena.cycle_limit", "[board]") {
  // The gemv baseline stopped in the middle of its DMA traffic: status, pc, the drain and the
  // counters agree.
  const std::string dir = baseline_bundle("gemv", "limit_gemv");
  nlohmann::json j = nlohmann::json::parse(slurp(dir + "/run.json"));
  j["max_cycles"] = 300;
  std::ofstream(dir + "/run.json") << j.dump(2);
  const BoardRun r = sim_and_board(dir);
  CHECK(r.result.status == "cycle_limit");
  CHECK(r.result.cycles == 300);
  CHECK(r.result.sim.drain_cycles > 0);
}

TEST_CASE("board.plena.faults", "[board]") {
  // A VRAM address that is not a row start (vram_align) after a prefetch, and a word that is no
  // instruction: the same fault record and message.
  {
    write_data(data_path("fault_x.bin"), 1);
    const std::string dir = asm_bundle("fault_vram", R"(
S_ADDI_INT gp1, gp0, 64
H_PREFETCH_V gp1, gp0, a0, 0, 0
S_ADDI_INT gp2, gp0, 7
V_ADD_VV gp2, gp1, gp1, 0
)", R"("preload": [{"space": "hbm", "addr": 0, "file": ")" + data_path("fault_x.bin") + R"("}])");
    const BoardRun r = sim_and_board(dir);
    CHECK(r.result.status == "fault");
    REQUIRE(r.result.fault.has_value());
    CHECK(r.result.fault->kind == "vram_align");
  }
  {
    const std::string dir = fresh_dir("illegal");
    const uint32_t words[] = {0u, 0xFFFFFFFFu};
    std::ofstream(dir + "/kernel.bin", std::ios::binary).write(reinterpret_cast<const char*>(words), sizeof words);
    std::ofstream(dir + "/run.json") << R"({"platform": "plena", "config": "small",
  "program": {"file": "kernel.bin", "format": "raw32"}, "max_cycles": 1000})";
    const BoardRun r = sim_and_board(dir);
    CHECK(r.result.status == "illegal_instruction");
  }
}

TEST_CASE("board.plena.hbm_traffic", "[board]") {
  // Loads, a vector add and stores back to back (the read and write queues of the shaper both
  // busy), preloads and dumps in HBM and in VRAM.
  write_data(data_path("a.bin"), 2);
  write_data(data_path("b.bin"), 3);
  const std::string dir = asm_bundle("traffic", R"(
S_ADDI_INT gp1, gp0, 512
S_ADDI_INT gp2, gp0, 256
S_ADDI_INT gp3, gp0, 320
S_ADDI_INT gp4, gp0, 4096
H_PREFETCH_V gp0, gp0, a0, 0, 0
H_PREFETCH_V gp3, gp1, a0, 0, 0
V_ADD_VV gp2, gp0, gp3, 0
H_STORE_V gp2, gp4, a0, 0, 0
H_STORE_V gp3, gp0, a0, 0, 0
H_PREFETCH_V gp2, gp4, a0, 0, 0
)", R"("preload": [{"space": "hbm", "addr": 0, "file": ")" + data_path("a.bin") + R"("},
                {"space": "hbm", "addr": 512, "file": ")" + data_path("b.bin") + R"("},
                {"space": "vram", "addr": 1001, "file": ")" + data_path("b.bin") + R"("}],
  "dump": [{"space": "hbm", "addr": 0, "bytes": 256, "file": "hbm0.bin"},
           {"space": "hbm", "addr": 4096, "bytes": 256, "file": "hbm1.bin"},
           {"space": "vram", "addr": 200, "bytes": 2048, "file": "vram.bin"}])");
  const BoardRun r = sim_and_board(dir);
  CHECK(r.result.status == "halted");
  CHECK(hbm_bytes(r.result) > 0);
}

TEST_CASE("board.plena.hbm_too_big", "[board]") {
  // A preload past the virtual board's 1 MiB (configuration small addresses 16 MiB): refused
  // before anything runs, with what needs the room and what the board has.
  write_data(data_path("big_x.bin"), 4);
  const std::string dir = asm_bundle("too_big", "S_ADDI_INT gp1, gp0, 1\n",
                                     R"("preload": [{"space": "hbm", "addr": 600000, "file": ")" +
                                         data_path("big_x.bin") + R"("}])");
  REQUIRE(sh(virtual_board_run(KC_KERNELCRAFT) + " " + q(dir + "/run.json") + " 2>" + q(dir + "/board.log")) == 0);
  const kc::RunResult r = kc::load_result(dir + "/result.json");
  CHECK(r.status == "board_error");
  REQUIRE(r.fault.has_value());
  INFO(r.fault->message);
  CHECK(r.fault->message.find("needs 1201024 bytes of HBM (preload[0]") != std::string::npos);
  CHECK(r.fault->message.find("the board has 1 MiB") != std::string::npos);
}

TEST_CASE("board.plena.hbm_beyond_board", "[board]") {
  // A kernel that reads HBM past the board's 1 MiB (inside the configuration's 16 MiB): the
  // simulator runs it, the board reports it instead of a different answer.
  const std::string dir = asm_bundle("beyond", R"(
S_LUI_INT gp1, 256
H_PREFETCH_V gp0, gp1, a0, 0, 0
)", R"("dump": [{"space": "vram", "addr": 0, "bytes": 128, "file": "v.bin"}])");
  REQUIRE(sh(q(KC_SIM_PLENA) + " " + q(dir + "/run.json") + " --result " + q(dir + "/sim.json") + " >/dev/null") == 0);
  CHECK(kc::load_result(dir + "/sim.json").status == "halted");
  REQUIRE(sh(virtual_board_run(KC_KERNELCRAFT) + " " + q(dir + "/run.json") + " 2>" + q(dir + "/board.log")) == 0);
  const kc::RunResult r = kc::load_result(dir + "/result.json");
  CHECK(r.status == "board_error");
  REQUIRE(r.fault.has_value());
  INFO(r.fault->message);
  CHECK(r.fault->message.find("the kernel accessed HBM byte address 2097152, beyond the board's 1 MiB") !=
        std::string::npos);
}

TEST_CASE("board.plena.eval_target", "[board]") {
  // kernelcraft eval --target board:virtual: the same verdict and cycles as on the simulator.
  const std::string dir = fresh_dir("eval_target");
  const std::string k = q(KC_KERNELCRAFT);
  REQUIRE(sh(k + " baseline --platform plena --task softmax --config C1 --hw small -o " + q(dir + "/kernel.asm") +
             " 2>/dev/null") == 0);
  const std::string eval = k + " eval --platform plena --task softmax --config C1 --hw small --no-fresh " +
                           q(dir + "/kernel.asm") + " --json";
  REQUIRE(sh(eval + " >" + q(dir + "/sim.json")) == 0);
  REQUIRE(sh(eval + " --target board:virtual >" + q(dir + "/board.json") + " 2>/dev/null") == 0);
  const nlohmann::json s = nlohmann::json::parse(slurp(dir + "/sim.json"));
  const nlohmann::json b = nlohmann::json::parse(slurp(dir + "/board.json"));
  INFO(b.dump(2));
  CHECK(b.at("status") == "pass");
  CHECK(s.at("status") == "pass");
  const std::regex cycles("\"cycles\": ?([0-9]+)");
  std::smatch ms, mb;
  const std::string st = slurp(dir + "/sim.json"), bt = slurp(dir + "/board.json");
  REQUIRE(std::regex_search(st, ms, cycles));
  REQUIRE(std::regex_search(bt, mb, cycles));
  CHECK(mb[1] == ms[1]);
}

TEST_CASE("board.plena.virtual_config", "[board]") {
  // The virtual boards are configurations small and default: a bundle of another one is told so.
  const std::string dir = fresh_dir("virtual_config");
  std::ofstream(dir + "/kernel.bin", std::ios::binary) << std::string(4, '\0');
  std::ofstream(dir + "/run.json") << R"({"platform": "plena", "config": "fpga",
  "program": {"file": "kernel.bin", "format": "raw32"}, "max_cycles": 1000})";
  REQUIRE(sh(virtual_board_run(KC_KERNELCRAFT) + " " + q(dir + "/run.json") + " 2>/dev/null") == 0);
  const kc::RunResult r = kc::load_result(dir + "/result.json");
  CHECK(r.status == "board_error");
  REQUIRE(r.fault.has_value());
  CHECK(r.fault->message.find("built for configurations small and default only; the bundle wants 'fpga'") != std::string::npos);
}
