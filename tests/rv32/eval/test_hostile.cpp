// rv32 rows of the hostile-input tables (tests/hostile, issue 18): what the ELF and GNU-toolchain
// path adds. Already covered elsewhere and not repeated: .incbin / .include / #include of files
// outside the workspace, also through a macro (rv32.eval.toolchain.confinement); a segment outside
// every memory space (rv32.eval.bundle.errors). Here: sections far beyond the memories, 1 MiB of
// garbage through the assembler (the diagnostics budget), ELF files with overlapping segments or
// an entry point outside the ITCM given to kc-sim-rv32, and eval's fresh-seed check against a C
// kernel that hard-codes the outputs of seed 1.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstring>
#include <functional>
#include <iostream>
#include <filesystem>

#include "kc/elf.h"
#include "kc/evaluate.h"
#include "kc/platform.h"
#include "kc/runner.h"
#include "kc/task.h"
#include "test_support.h"

namespace {

namespace fs = std::filesystem;
using kc::testsupport::contains;
using Clock = std::chrono::steady_clock;

const kc::Platform& rv32() {
  const kc::Platform* p = kc::find_platform("rv32");
  REQUIRE(p);
  return *p;
}

const kc::TaskSpec& relu_task() {
  static const kc::TaskSpec t = kc::load_task(std::string(KC_TEST_DATA_DIR) + "/relu_i32/task.yaml");
  return t;
}

const char* kRelu =
    "#include \"kc_task.h\"\n"
    "    .globl kernel\n"
    "kernel:\n"
    "    li t0, R*C\n"
    "1:  lw t1, 0(a0)\n"
    "    max t1, t1, zero\n"
    "    sw t1, 0(a1)\n"
    "    addi a0, a0, 4\n"
    "    addi a1, a1, 4\n"
    "    addi t0, t0, -1\n"
    "    bnez t0, 1b\n"
    "    ret\n";

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

void put32(std::string& b, std::size_t off, uint32_t v) {
  for (int i = 0; i < 4; ++i) b[off + i] = char((v >> (8 * i)) & 0xff);
}
uint32_t get32(const std::string& b, std::size_t off) {
  uint32_t v = 0;
  for (int i = 3; i >= 0; --i) v = (v << 8) | uint8_t(b[off + i]);
  return v;
}

// Runs kc-sim-rv32 on a bundle; exit status and stderr.
kc::ProcessResult simulate(const std::string& run_json) {
  kc::ProcessSpec s;
  s.program = KC_SIM_RV32_EXE;
  s.args = {run_json};
  s.timeout_seconds = 60;
  s.env = {{"SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1"}};
  return kc::run_process(s);
}

}  // namespace

TEST_CASE("rv32.hostile.toolchain") {
  // Sections far beyond the memories and a megabyte of garbage: refused with a diagnostic, in
  // bounded time and text.
  const kc::TaskInstance inst = kc::instantiate(relu_task(), *relu_task().config("C1"), "rv32");
  std::string garbage;
  while (garbage.size() + 8 <= kc::kMaxKernelBytes) garbage += "garbage\n";
  const struct {
    const char* name;
    std::string text;
    double max_seconds;
  } kCases[] = {
      {"1 GB of .data", ".globl kernel\nkernel: ret\n.data\n.space 1000000000\n", 30},
      {"a 2 GB .bss", ".globl kernel\nkernel: ret\n.bss\n.space 0x7ffffff0\n", 30},
      {"code past the ITCM", ".globl kernel\nkernel: ret\n.text\n.space 0x100000\n", 30},
      {"131,072 lines of garbage (1 MiB)", garbage, 30},
  };
  for (const auto& c : kCases) {
    INFO(c.name);
    const auto t0 = Clock::now();
    const kc::Assembled a = rv32().assemble(kc::AssembleRequest{c.text, "kernel.S", "default", "asm", &inst});
    const double s = since(t0);
    std::cout << "rv32 hostile: " << c.name << ": assembled and diagnosed in " << s << " s" << std::endl;
    INFO(a.formatted.substr(0, 2000));
    CHECK_FALSE(a.ok());
    CHECK_FALSE(a.diagnostics.empty());
    CHECK(a.formatted.size() < 64 * 1024);
    CHECK(s < c.max_seconds);
  }
}

TEST_CASE("rv32.hostile.elf_bundles") {
  // ELF programs kc-sim-rv32 must refuse before running: overlapping loadable segments (one would
  // silently overwrite the other) and an entry point outside the ITCM.
  const kc::TaskInstance inst = kc::instantiate(relu_task(), *relu_task().config("C1"), "rv32");
  const kc::Assembled a = rv32().assemble(kc::AssembleRequest{kRelu, "kernel.S", "default", "asm", &inst});
  REQUIRE(a.ok());
  const std::string good = a.image.bytes;
  const kc::ElfImage elf = kc::parse_elf(std::vector<uint8_t>(good.begin(), good.end()), "prog.elf", kc::kElfMachineRiscv);
  REQUIRE(elf.segments.size() >= 2);
  const uint32_t phoff = get32(good, 28);
  const uint32_t phentsize = uint32_t(uint8_t(good[42])) | uint32_t(uint8_t(good[43])) << 8;
  // The index in the program header table of the first two PT_LOAD entries.
  std::vector<std::size_t> loads;
  const uint32_t phnum = uint32_t(uint8_t(good[44])) | uint32_t(uint8_t(good[45])) << 8;
  for (uint32_t i = 0; i < phnum; ++i)
    if (get32(good, phoff + i * phentsize) == 1) loads.push_back(phoff + i * phentsize);
  REQUIRE(loads.size() >= 2);
  const struct {
    const char* name;
    std::function<void(std::string&)> patch;
    const char* says;
  } kCases[] = {
      {"overlapping segments",
       [&](std::string& b) { put32(b, loads[1] + 8, get32(b, loads[0] + 8)); },   // the second at the first's address
       "overlaps segment 0"},
      {"entry in the DTCM", [&](std::string& b) { put32(b, 24, 0x10000); }, "the ELF entry point 0x10000 lies outside the ITCM"},
      {"entry far away", [&](std::string& b) { put32(b, 24, 0xdeadbeec); }, "the ELF entry point 0xdeadbeec lies outside the ITCM"},
  };
  for (const auto& c : kCases) {
    INFO(c.name);
    const std::string dir = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, std::string("hostile_elf_") + c.name);
    rv32().write_bundle(dir, inst, a.image, kc::generate_inputs(inst, 1), {"default", 100000, std::nullopt});
    std::string bytes = good;
    c.patch(bytes);
    REQUIRE(kc::testsupport::write_file(dir + "/prog.elf", bytes));
    const kc::ProcessResult r = simulate(dir + "/run.json");
    INFO(r.err);
    CHECK(r.status == kc::ProcessStatus::exited);
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, c.says));
    CHECK_FALSE(fs::exists(dir + "/result.json"));
  }
}

TEST_CASE("rv32.hostile.eval_fresh_seed_by_default") {
  // A C kernel that writes the outputs of seed 1 from a table passes on seed 1 and nowhere else:
  // eval's fresh-seed check (the default) fails it; --no-fresh is the old behaviour.
  const kc::TaskSpec task = kc::load_task(kc::default_tasks_dir() + "/l1/vector_add/task.yaml");
  const kc::TaskConfig& cfg = *task.config("C1");
  const kc::TaskInstance inst = kc::instantiate(task, cfg, "rv32");
  const std::vector<kc::TensorData> expected = kc::reference(inst, kc::generate_inputs(inst, 1));
  REQUIRE(expected.size() == 1);
  std::string table;
  for (double v : expected[0].values) table += std::to_string(int64_t(v)) + ",";
  const std::string kernel = "#include \"kc_task.h\"\nstatic const int seed1[N] = {" + table +
                             "};\nvoid kernel(void) { for (int i = 0; i < N; ++i) C[i] = seed1[i]; }\n";
  const std::string dir = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, "hostile_fresh");
  REQUIRE(kc::testsupport::write_file(dir + "/cheat.c", kernel));
  auto eval = [&](std::vector<std::string> extra) {
    kc::ProcessSpec s;
    s.program = KC_KERNELCRAFT_EXE;
    s.args = {"eval", "--platform", "rv32", "--lang", "c", "--task", "vector_add", "--config", "C1", "--no-baseline"};
    s.args.insert(s.args.end(), extra.begin(), extra.end());
    s.args.push_back(dir + "/cheat.c");
    s.timeout_seconds = 120;
    s.env = {{"SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1"}};
    return kc::run_process(s);
  };
  const kc::ProcessResult by_default = eval({});
  INFO(by_default.out << by_default.err);
  CHECK(by_default.exit_code == 1);
  CHECK(contains(by_default.out, "Passed on seed 1 (every element exact), but FAILED on a fresh seed"));
  CHECK(contains(by_default.out, "mismatch in C (256 of 256 elements differ where the task wants them exact)"));
  const kc::ProcessResult old = eval({"--no-fresh"});
  INFO(old.out << old.err);
  CHECK(old.exit_code == 0);
}
