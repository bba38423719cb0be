// The virtual rv32 board end to end: `kernelcraft board run --port virtual` against kc-sim-rv32
// on the same run bundles — halting programs with preloads and dumps, every fatal trap, the tohost
// end of test, the cycle limit, compiler baselines of tasks — equal status, pc, cycles, fault
// record, counters, traffic and dumps (bit for bit); the same with line noise on the
// pseudo-terminal; a board that never answers gives board_error within its timeout.
#include "board_test_util.h"

#include <nlohmann/json.hpp>

namespace {

using namespace kc::board_test;

std::string fresh_dir(const std::string& name) { return kc::board_test::fresh_dir(KC_TEST_OUT_DIR, name); }

// Runs `dir/run.json` with kc-sim-rv32 and on the virtual board; checks that both agree.
BoardRun sim_and_board(const std::string& dir, const std::string& virtual_args = "") {
  return kc::board_test::sim_and_board(KC_SIM_RV32, KC_KERNELCRAFT, dir, virtual_args);
}

// A bundle for one of the rv32.sim test programs (tests/rv32/sim/progs), optionally with the
// sum program's preload X and dump Y.
std::string prog_bundle(const std::string& name, const std::string& prog, uint64_t max_cycles, bool xy) {
  const std::string dir = fresh_dir(name);
  fs::copy_file(std::string(KC_RV32_SIM_PROGS) + "/small/" + prog + ".elf", dir + "/prog.elf");
  std::string json = "{\"platform\": \"rv32\", \"config\": \"small\", \"program\": {\"file\": \"prog.elf\", "
                     "\"format\": \"elf\"}, \"max_cycles\": " + std::to_string(max_cycles);
  if (xy) {
    std::ofstream x(dir + "/x.bin", std::ios::binary);
    for (int i = 0; i < 8; ++i) {
      const int32_t v = (i * 7919) % 2001 - 1000;
      x.write(reinterpret_cast<const char*>(&v), 4);
    }
    json += ", \"preload\": [{\"symbol\": \"X\", \"file\": \"x.bin\"}], \"dump\": [{\"symbol\": \"Y\", \"file\": \"y.bin\"}]";
  }
  std::ofstream(dir + "/run.json") << json << "}\n";
  return dir;
}

}  // namespace

TEST_CASE("board.rv32.halt_preload_dump", "[board]") {
  const BoardRun r = sim_and_board(prog_bundle("halt", "sum", 100000, true));
  CHECK(r.result.status == "halted");
}

TEST_CASE("board.rv32.long_run", "[board]") {
  const BoardRun r = sim_and_board(prog_bundle("long", "sum_long", 2000000, true));
  CHECK(r.result.status == "halted");
  CHECK(r.result.cycles > 10000);
}

TEST_CASE("board.rv32.cycle_limit", "[board]") {
  const BoardRun r = sim_and_board(prog_bundle("limit", "spin", 5000, false));
  CHECK(r.result.status == "cycle_limit");
  CHECK(r.result.cycles == 5000);
}

TEST_CASE("board.rv32.tohost", "[board]") {
  CHECK(sim_and_board(prog_bundle("tohost_pass", "tohost_pass", 100000, false)).result.status == "halted");
  const BoardRun f = sim_and_board(prog_bundle("tohost_fail", "tohost_fail", 100000, false));
  CHECK(f.result.status == "fault");
  CHECK(f.result.fault->kind == "test_fail");
  const BoardRun t = sim_and_board(prog_bundle("tohost_trap", "tohost_trap", 100000, false));
  CHECK(t.result.fault->message.find("the last trap before it") != std::string::npos);
}

TEST_CASE("board.rv32.faults", "[board]") {
  // Every fatal trap of the rv32.sim fault program (cases 1..10).
  for (int k = 1; k <= 10; ++k) {
    INFO("fault case " << k);
    const BoardRun r = sim_and_board(prog_bundle("fault" + std::to_string(k), "fault" + std::to_string(k), 100000, false));
    CHECK((r.result.status == "fault" || r.result.status == "illegal_instruction"));
  }
}

TEST_CASE("board.rv32.baselines", "[board]") {
  // Compiler baselines (C, GCC -O2) of two tasks, bundled by kernelcraft eval --keep.
  for (const char* task : {"dot_product", "prefix_sum"}) {
    INFO("task " << task);
    const std::string dir = fresh_dir(std::string("baseline_") + task);
    const std::string k = q(KC_KERNELCRAFT);
    REQUIRE(sh(k + " baseline --platform rv32 --task " + task + " --config C1 --hw small -o " + q(dir + "/kernel.c") +
               " 2>/dev/null") == 0);
    REQUIRE(sh(k + " eval --platform rv32 --task " + task + " --config C1 --hw small --lang c " + q(dir + "/kernel.c") +
               " --keep " + q(dir + "/bundle") + " >" + q(dir + "/eval.txt") + " 2>&1") == 0);
    const BoardRun r = sim_and_board(dir + "/bundle");
    CHECK(r.result.status == "halted");
  }
}

#ifdef KC_BOARD_HAVE_ICE40
TEST_CASE("board.rv32.ice40_baselines", "[board]") {
  // Configuration ice40 (no F extension, 4 KiB TCMs: the iCEBreaker's board top) on its virtual
  // board kc-board-virtual-rv32-ice40: integer baselines, the same result, counters and dumps as
  // kc-sim-rv32 on ice40; and a kernel with F instructions ends with the same illegal-instruction
  // fault on both.
  for (const char* task : {"crc32", "prefix_sum", "sort"}) {
    INFO("task " << task);
    const std::string dir = fresh_dir(std::string("ice40_") + task);
    const std::string k = q(KC_KERNELCRAFT);
    REQUIRE(sh(k + " baseline --platform rv32 --task " + task + " --config C1 --hw ice40 -o " + q(dir + "/kernel.c") +
               " 2>/dev/null") == 0);
    REQUIRE(sh(k + " eval --platform rv32 --task " + task + " --config C1 --hw ice40 --lang c " + q(dir + "/kernel.c") +
               " --keep " + q(dir + "/bundle") + " >" + q(dir + "/eval.txt") + " 2>&1") == 0);
    const BoardRun r = sim_and_board(dir + "/bundle");
    CHECK(r.result.status == "halted");
    CHECK(r.log.find("kc-board-virtual-rv32-ice40") != std::string::npos);
  }
  {
    // vector_add (int32) through float: its first F instruction traps.
    const std::string dir = fresh_dir("ice40_fp");
    const std::string k = q(KC_KERNELCRAFT);
    std::ofstream(dir + "/kernel.c") << "#include \"kc_task.h\"\n"
                                        "void kernel(void) {\n"
                                        "  for (int i = 0; i < N; ++i) C[i] = (int32_t)((float)A[i] + (float)B[i]);\n"
                                        "}\n";
    sh(k + " eval --platform rv32 --task vector_add --config C1 --hw ice40 --lang c " + q(dir + "/kernel.c") +
       " --keep " + q(dir + "/bundle") + " >" + q(dir + "/eval.txt") + " 2>&1");
    const BoardRun r = sim_and_board(dir + "/bundle");
    CHECK(r.result.status == "illegal_instruction");
  }
}
#endif

TEST_CASE("board.rv32.line_noise", "[board]") {
  // Dropped, duplicated and bit-flipped bytes in both directions: the protocol retransmits, and
  // the result and the dumps are still exactly the simulator's.
  uint64_t total = 0;
  for (int seed = 1; seed <= 3; ++seed) {
    INFO("seed " << seed);
    const BoardRun r = sim_and_board(prog_bundle("noise" + std::to_string(seed), "sum_long", 2000000, true),
                                     "--drop 0.002 --dup 0.002 --flip 0.002 --seed " + std::to_string(seed));
    CHECK(r.result.status == "halted");
    total += retransmissions(r.log);
  }
  CHECK(total > 0);   // the noise did hit frames
}

TEST_CASE("board.rv32.silent_board", "[board]") {
  // A board that never answers: board_error, within the retransmission budget, no hang.
  const std::string dir = prog_bundle("silent", "sum", 100000, true);
  const auto t0 = std::chrono::steady_clock::now();
  REQUIRE(sh("timeout 60 " + q(KC_KERNELCRAFT) + " board run --port virtual --virtual-args --mute " +
             q(dir + "/run.json") + " 2>" + q(dir + "/board.log")) == 0);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const kc::RunResult r = kc::load_result(dir + "/result.json");
  CHECK(r.status == "board_error");
  REQUIRE(r.fault.has_value());
  CHECK(r.fault->message.find("did not answer HELLO") != std::string::npos);
  CHECK(s < 15.0);
  CHECK(!fs::exists(dir + "/y.bin"));
}

TEST_CASE("board.rv32.wrong_port", "[board]") {
  const std::string dir = prog_bundle("wrong_port", "sum", 100000, true);
  REQUIRE(sh(q(KC_KERNELCRAFT) + " board run --port " + q(dir + "/no-such-tty") + " " + q(dir + "/run.json") +
             " 2>/dev/null") == 0);
  const kc::RunResult r = kc::load_result(dir + "/result.json");
  CHECK(r.status == "board_error");
  CHECK(r.fault->message.find("cannot open") != std::string::npos);
}

TEST_CASE("board.rv32.eval_target", "[board]") {
  // kernelcraft eval --target board:virtual: the same verdict and cycles as on the simulator.
  const std::string dir = fresh_dir("eval_target");
  const std::string k = q(KC_KERNELCRAFT);
  REQUIRE(sh(k + " baseline --platform rv32 --task vector_add --config C1 --hw small -o " + q(dir + "/kernel.c") +
             " 2>/dev/null") == 0);
  const std::string eval = k + " eval --platform rv32 --task vector_add --config C1 --hw small --lang c --no-fresh " +
                           q(dir + "/kernel.c") + " --json";
  REQUIRE(sh(eval + " >" + q(dir + "/sim.json")) == 0);
  REQUIRE(sh(eval + " --target board:virtual >" + q(dir + "/board.json")) == 0);
  const std::string s = slurp(dir + "/sim.json"), b = slurp(dir + "/board.json");
  std::smatch ms, mb;
  const std::regex cycles("\"cycles\": ?([0-9]+)"), status("\"status\": ?\"([a-z_]+)\"");
  REQUIRE(std::regex_search(s, ms, cycles));
  REQUIRE(std::regex_search(b, mb, cycles));
  CHECK(mb[1] == ms[1]);
  REQUIRE(std::regex_search(s, ms, status));
  REQUIRE(std::regex_search(b, mb, status));
  CHECK(ms[1] == "pass");
  CHECK(mb[1] == "pass");
  // A bad target is a usage error.
  CHECK(sh(eval + " --target fpga >/dev/null 2>&1") == 2);
}

TEST_CASE("board.rv32.bench_records_target", "[board]") {
  // kernelcraft bench --target board:virtual: every evaluation of the episode ran on the board, the
  // results store says so per evaluation, and the report shows where the kernels ran.
  const std::string dir = fresh_dir("bench_target");
  const std::string k = q(KC_KERNELCRAFT);
  const std::string db = dir + "/r.db";
  REQUIRE(sh(k + " bench --model " + q("script:" + std::string(KC_SOURCE_DIR) + "/examples/agent/dot_repair/episode.yaml") +
             " --platform rv32 --task dot_product --config C1 --hw small --target board:virtual --db " + q(db) +
             " --out " + q(dir + "/episodes") + " >" + q(dir + "/bench.txt") + " 2>&1") == 0);
  INFO(slurp(dir + "/bench.txt"));
  CHECK(slurp(dir + "/bench.txt").find("1 succeeded") != std::string::npos);
  REQUIRE(sh(k + " report --db " + q(db) + " --format json -o " + q(dir + "/report.json")) == 0);
  const nlohmann::json rep = nlohmann::json::parse(slurp(dir + "/report.json"));
  int checked = 0;
  for (const auto& row : rep.at("results")) {   // the latest result of each scripted kernel
    CHECK(row.at("ran_on") == "board:virtual");
    ++checked;
  }
  CHECK(checked > 0);
}

TEST_CASE("board.cli.usage", "[board]") {
  const std::string k = q(KC_KERNELCRAFT);
  const std::string dir = fresh_dir("cli_usage");
  CHECK(sh(k + " board 2>/dev/null") == 2);
  CHECK(sh(k + " board run 2>/dev/null") == 2);
  CHECK(sh(k + " board flash x.bit 2>/dev/null") == 2);   // no --board
  CHECK(sh(k + " board frobnicate 2>/dev/null") == 2);
  CHECK(sh(k + " board run " + q(dir + "/run.json") + " 2>/dev/null") == 2);   // no --port
  CHECK(sh(k + " board run --port virtual --baud 0 " + q(dir + "/run.json") + " 2>/dev/null") == 2);
  // An unreadable bundle: exit 2, one line naming the file, no result.json.
  REQUIRE(sh(k + " board run --port virtual " + q(dir + "/run.json") + " 2>" + q(dir + "/err.txt")) == 2);
  CHECK(slurp(dir + "/err.txt").find("run.json") != std::string::npos);
  CHECK(!fs::exists(dir + "/result.json"));
  // A platform without a board top: aie.
  std::ofstream(dir + "/aie.json") << R"({"platform": "aie", "config": "small", "program": {"file": "p.bin"}, "max_cycles": 10})";
  std::ofstream(dir + "/p.bin") << std::string(4, '\0');
  REQUIRE(sh(k + " board run --port virtual " + q(dir + "/aie.json") + " 2>" + q(dir + "/err2.txt")) == 2);
  CHECK(slurp(dir + "/err2.txt").find("has no board top") != std::string::npos);
}

TEST_CASE("board.cli.flash", "[board]") {
  // openFPGALoader stands in as a script that records its arguments.
  const std::string dir = fresh_dir("flash");
  const std::string tool = dir + "/fake-loader.sh";
  std::ofstream(tool) << "#!/bin/sh\necho \"$@\" > " << dir << "/args.txt\nexit 0\n";
  fs::permissions(tool, fs::perms::owner_all);
  std::ofstream(dir + "/x.bit") << "bits";
  const std::string k = "KC_OPENFPGALOADER=" + q(tool) + " " + q(KC_KERNELCRAFT);
  REQUIRE(sh(k + " board flash --board arty " + q(dir + "/x.bit")) == 0);
  CHECK(slurp(dir + "/args.txt") == "-b arty " + dir + "/x.bit\n");
  CHECK(sh(k + " board flash --board arty " + q(dir + "/missing.bit") + " 2>/dev/null") == 1);
  CHECK(sh("KC_OPENFPGALOADER=/nonexistent/loader " + q(KC_KERNELCRAFT) + " board flash --board arty " +
           q(dir + "/x.bit") + " 2>/dev/null") == 3);
}
