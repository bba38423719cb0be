// A simulator that crashes, hangs, prints garbage or writes no result.json (a shell script in
// place of kc-sim-plena, via KC_SIM_PLENA) becomes simulator_error with what was seen; the
// harness never throws or crashes for it.
#include <stdlib.h>
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <chrono>

#include "eval_test_util.h"
#include "kc/plena_platform.h"

using namespace kc;
using namespace kc::evaltest;

namespace {

// Runs the correct relu kernel with `script` (sh, run in the bundle directory) as the simulator.
EvalResult with_fake_simulator(const std::string& name, const std::string& script, double timeout = 0,
                               const std::string& work_dir = "") {
  const std::string dir = test_dir("fake_" + name);
  const std::string sim = dir + "/fake-sim";
  write_text(sim, "#!/bin/sh\n" + script + "\n");
  ::chmod(sim.c_str(), 0755);
  ::setenv("KC_SIM_PLENA", sim.c_str(), 1);
  EvalOptions o = small_options("fake_" + name + "_eval");
  o.timeout_seconds = timeout;
  o.work_dir = work_dir;
  EvalResult r = evaluate(plena::platform(), relu_task(), relu_config(), relu_kernel(ReluKernel::correct), o);
  ::unsetenv("KC_SIM_PLENA");
  return r;
}

}  // namespace

TEST_CASE("plena.eval.fake_simulator.env_override") {
  ::setenv("KC_SIM_PLENA", "/some/where/kc-sim-plena", 1);
  CHECK(plena::platform().simulator() == "/some/where/kc-sim-plena");
  ::unsetenv("KC_SIM_PLENA");
  CHECK(contains(plena::platform().simulator(), "/kc-sim-plena"));
}

TEST_CASE("plena.eval.fake_simulator.crash") {
  const EvalResult r = with_fake_simulator("crash", "echo 'loading run.json' >&2\nkill -SEGV $$");
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK_FALSE(r.run);
  CHECK(contains(r.message, "was killed by signal SIGSEGV (11)"));
  CHECK(contains(r.message, "loading run.json"));
  CHECK(contains(r.message, "not a verdict on the kernel"));
}

TEST_CASE("plena.eval.fake_simulator.hang") {
  const auto t0 = std::chrono::steady_clock::now();
  const EvalResult r = with_fake_simulator("hang", "sleep 30", 0.5);
  CHECK(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() < 5);
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK(contains(r.message, "did not finish within"));
  CHECK(contains(r.message, "an endless loop stops at the cycle limit"));
}

TEST_CASE("plena.eval.fake_simulator.garbage_result") {
  const EvalResult r = with_fake_simulator("garbage", "echo '%%% garbage'\necho '{\"status\": ' > result.json");
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK(contains(r.message, "wrote an unreadable result.json"));
}

TEST_CASE("plena.eval.fake_simulator.no_result") {
  const EvalResult r = with_fake_simulator("no_result", "echo 'all fine, honest'");
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK(contains(r.message, "exited with status 0 but wrote no result.json"));
  CHECK(contains(r.message, "all fine, honest"));
}

TEST_CASE("plena.eval.fake_simulator.error_exit") {
  const EvalResult r = with_fake_simulator("error_exit", "echo 'run.json: preload[0].addr: out of range' >&2\nexit 2");
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK(contains(r.message, "exited with status 2"));
  CHECK(contains(r.message, "preload[0].addr: out of range"));
}

TEST_CASE("plena.eval.fake_simulator.missing_dump") {
  // A well-formed result.json claiming 'halted' without the dumps it owes.
  const std::string result =
      R"({"platform": "plena", "config": "small", "status": "halted", "pc": 3, "cycles": 10, "instructions": 3, )"
      R"("counters": {}, "memory": {}, "sim": {"simulator": "fake", "quantum_cycles": 1, "clocked_cycles": 10, )"
      R"("wall_seconds": 0.1, "cycles_per_second": 100, "total_wall_seconds": 0.1}})";
  const EvalResult r = with_fake_simulator("missing_dump", "cat > result.json <<'EOF'\n" + result + "\nEOF");
  INFO(r.message);
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK(contains(r.message, "reported 'halted' but the outputs cannot be read"));
  CHECK(contains(r.message, "out_Y.bin"));
}

TEST_CASE("plena.eval.fake_simulator.missing_binary") {
  ::setenv("KC_SIM_PLENA", "/nonexistent/kc-sim-plena", 1);
  const EvalResult r = evaluate(plena::platform(), relu_task(), relu_config(), relu_kernel(ReluKernel::correct),
                                small_options("missing_binary"));
  ::unsetenv("KC_SIM_PLENA");
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK(contains(r.message, "could not be started"));
}

TEST_CASE("plena.eval.fake_simulator.stale_results_ignored") {
  // A kept bundle directory already holds result.json and dumps of a passing run; a simulator
  // that then writes nothing must not be credited with them.
  EvalOptions o = small_options("stale_first");
  o.work_dir = test_dir("stale_bundle");
  o.keep_work_dir = true;
  REQUIRE(evaluate(plena::platform(), relu_task(), relu_config(), relu_kernel(ReluKernel::correct), o).passed());
  const EvalResult r = with_fake_simulator("stale", "exit 0", 0, o.work_dir);
  CHECK(r.status == EvalStatus::simulator_error);
  CHECK(contains(r.message, "wrote no result.json"));
}

// The success rule: a passing kernel is evaluated again on a fresh seed. With a simulator that
// behaves on the first run and zeroes the outputs on the second, the evaluation fails and says
// it was the fresh seed; with the real simulator the re-check passes on a different seed.
TEST_CASE("plena.eval.fresh_seed") {
  const std::string real_sim = plena::platform().simulator();
  EvalOptions o = small_options("fresh_seed_pass");
  o.fresh_seed_check = true;
  const EvalResult ok = evaluate(plena::platform(), relu_task(), relu_config(), relu_kernel(ReluKernel::correct), o);
  INFO(ok.message);
  REQUIRE(ok.passed());
  REQUIRE(ok.fresh);
  CHECK(ok.fresh->seed != o.seed);
  CHECK(ok.fresh->status == EvalStatus::pass);
  CHECK(ok.fresh->cycles == ok.cycles);

  const std::string dir = test_dir("fake_fresh");
  const std::string count = dir + "/runs";
  const EvalResult bad = with_fake_simulator(
      "fresh", real_sim + " run.json || exit $?\n"
               "n=$(cat " + count + " 2>/dev/null || echo 0); n=$((n + 1)); echo $n > " + count + "\n"
               "[ $n -lt 2 ] || python3 -c 'import json; [open(d[\"file\"], \"r+b\").write(bytes(d[\"bytes\"])) "
               "for d in json.load(open(\"run.json\"))[\"dump\"]]'");
  INFO(bad.message);
  CHECK(bad.status == EvalStatus::pass);   // with_fake_simulator does not ask for the re-check

  ::remove(count.c_str());
  const std::string sim = dir + "/fake-sim";
  ::setenv("KC_SIM_PLENA", sim.c_str(), 1);
  EvalOptions f = small_options("fresh_seed_fail");
  f.fresh_seed_check = true;
  f.fresh_seed = 12345;
  const EvalResult r = evaluate(plena::platform(), relu_task(), relu_config(), relu_kernel(ReluKernel::correct), f);
  ::unsetenv("KC_SIM_PLENA");
  INFO(r.message);
  REQUIRE(r.fresh);
  CHECK(r.fresh->seed == 12345);
  CHECK(r.fresh->status == EvalStatus::mismatch);
  CHECK(r.status == EvalStatus::mismatch);
  CHECK_FALSE(r.speedup);
  CHECK(r.message.find("Passed on seed 1 (every element exact), but FAILED on a fresh seed (12345): mismatch in Y (") !=
        std::string::npos);
  CHECK(r.message.find("Two usual causes: the kernel's logic depends on the input values") != std::string::npos);
  CHECK(r.message.find("its numerical error sits close to the tolerance") != std::string::npos);
}
