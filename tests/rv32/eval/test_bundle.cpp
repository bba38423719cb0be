// rv32 run bundles: ELF programs, preloads and dumps by symbol resolved to addresses, the checks
// of kc::validate_run_bundle on ELF programs, and outputs read back with their poison.
#include <catch2/catch.hpp>

#include <filesystem>

#include "kc/platform.h"
#include "kc/run_bundle.h"
#include "kc/task.h"
#include "test_support.h"

namespace {

namespace fs = std::filesystem;
using kc::testsupport::contains;

const kc::Platform& rv32() { return *kc::find_platform("rv32"); }

const kc::TaskSpec& relu_task() {
  static const kc::TaskSpec t = kc::load_task(std::string(KC_TEST_DATA_DIR) + "/relu_i32/task.yaml");
  return t;
}

const char* kKernel = ".globl kernel\nkernel:\n  ret\n";

// The layout of an rv32 configuration as the simulator checks it (itcm, dtcm at their bases).
kc::MemoryLayout layout(const std::string& hw) {
  kc::MemoryLayout l;
  l.platform = "rv32";
  l.config = hw;
  const uint64_t dtcm = hw == "small" ? 65536 : 262144;
  const uint64_t itcm = hw == "small" ? 16384 : 65536;
  l.spaces = {{"itcm", 1, itcm, 0}, {"dtcm", 1, dtcm, 0x10000}};
  l.program_formats = {"elf"};
  l.elf_machine = kc::kElfMachineRiscv;
  return l;
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("rv32.eval.bundle.by_symbol") {
  const kc::TaskInstance inst = kc::instantiate(relu_task(), *relu_task().config("C1"), "rv32");
  const kc::Assembled a = rv32().assemble(kc::AssembleRequest{kKernel, "kernel.S", "default", "asm", &inst});
  REQUIRE(a.ok());
  const std::string dir = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, "bundle_by_symbol");
  const auto inputs = kc::generate_inputs(inst, 7);
  const kc::RunBundle b = rv32().write_bundle(dir, inst, a.image, inputs, {"default", 1000, std::nullopt});
  CHECK(b.program.format == "elf");
  // run.json names the tensors by symbol...
  const std::string json = kc::testsupport::read_file(dir + "/run.json");
  CHECK(contains(json, "\"symbol\": \"X\""));
  CHECK(contains(json, "\"symbol\": \"Y\""));
  CHECK_FALSE(contains(json, "\"addr\""));
  // ...and reading it resolves them to the addresses of the program's symbols.
  const kc::BundleInputs in = kc::read_bundle_inputs(kc::load_run_bundle(dir + "/run.json"), layout("default"));
  REQUIRE(in.elf);
  REQUIRE(in.bundle.preload.size() == 2);   // Y's poison, then X
  CHECK(in.bundle.preload[0].space == "dtcm");
  CHECK(in.bundle.preload[0].addr == a.image.symbol("Y")->addr);
  CHECK(in.bundle.preload[1].addr == a.image.symbol("X")->addr);
  REQUIRE(in.bundle.dump.size() == 1);
  CHECK(in.bundle.dump[0].addr == 0x10040);
  CHECK(in.bundle.dump[0].bytes == 64);
  CHECK(in.preload_data[1] == kc::encode(inputs[0]));
  // Outputs come back decoded; elements still holding the poison are flagged.
  std::string dump = kc::testsupport::read_file(dir + "/poison_Y.bin");
  REQUIRE(dump.size() == 64);
  dump[0] = 5;   // element 0 written (value 0x..05), the rest untouched
  dump[1] = dump[2] = dump[3] = 0;
  REQUIRE(kc::testsupport::write_file(dir + "/out_Y.bin", dump));
  const auto outs = rv32().read_outputs(dir, inst);
  REQUIRE(outs.size() == 1);
  CHECK(outs[0].data.values[0] == 5);
  CHECK_FALSE(outs[0].poisoned[0]);
  CHECK(outs[0].poisoned[1]);
  CHECK(outs[0].data.values[1] == double(int32_t(0xDEADBEEF)));
}

TEST_CASE("rv32.eval.bundle.errors") {
  const kc::TaskInstance inst = kc::instantiate(relu_task(), *relu_task().config("C1"), "rv32");
  const kc::Assembled a = rv32().assemble(kc::AssembleRequest{kKernel, "kernel.S", "default", "asm", &inst});
  REQUIRE(a.ok());
  const std::string dir = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, "bundle_errors");
  rv32().write_bundle(dir, inst, a.image, kc::generate_inputs(inst, 1), {"default", 1000, std::nullopt});
  const kc::RunBundle good = kc::load_run_bundle(dir + "/run.json");
  SECTION("a symbol the program does not define") {
    kc::RunBundle b = good;
    b.dump[0].symbol = "Z";
    CHECK(contains(error_of([&] { kc::validate_run_bundle(b, layout("default")); }),
                   "run.json: dump[0].symbol: the program defines no symbol \"Z\""));
  }
  SECTION("a symbol with a raw32 program") {
    kc::RunBundle b = good;
    b.program.format = "raw32";
    kc::MemoryLayout l = layout("default");
    l.program_formats = {"raw32", "elf"};
    l.program_words = 1u << 20;
    const std::string e = error_of([&] { kc::validate_run_bundle(b, l); });
    CHECK(contains(e, "symbols need an ELF program"));
  }
  SECTION("a format the simulator does not load") {
    kc::RunBundle b = good;
    b.program.format = "raw32";
    CHECK(contains(error_of([&] { kc::validate_run_bundle(b, layout("default")); }),
                   "program.format: platform rv32 loads \"elf\" programs, not \"raw32\""));
  }
  SECTION("a segment outside every space (built for default, checked against small)") {
    // A large .bss ends beyond the DTCM of small.
    const kc::Assembled big = rv32().assemble(
        kc::AssembleRequest{".globl kernel\nkernel: ret\n.bss\n.space 100000\n", "kernel.S", "default", "asm", &inst});
    REQUIRE(big.ok());
    const std::string d2 = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, "bundle_segment");
    rv32().write_bundle(d2, inst, big.image, kc::generate_inputs(inst, 1), {"default", 1000, std::nullopt});
    kc::RunBundle b = kc::load_run_bundle(d2 + "/run.json");
    b.config = "small";
    CHECK(contains(error_of([&] { kc::validate_run_bundle(b, layout("small")); }),
                   "does not lie inside one memory space of configuration 'small' (itcm 0x0..0x3fff, dtcm "
                   "0x10000..0x1ffff)"));
  }
  SECTION("not an ELF file") {
    REQUIRE(kc::testsupport::write_file(dir + "/prog.elf", "this is not an ELF file"));
    CHECK(contains(error_of([&] { kc::validate_run_bundle(good, layout("default")); }),
                   "program.file: " + dir + "/prog.elf: ELF header: not an ELF file"));
  }
  SECTION("a truncated ELF file") {
    const std::string bytes = kc::testsupport::read_file(dir + "/prog.elf");
    REQUIRE(kc::testsupport::write_file(dir + "/prog.elf", bytes.substr(0, 200)));
    const std::string e = error_of([&] { kc::validate_run_bundle(good, layout("default")); });
    CHECK(contains(e, "program.file: "));
    CHECK(contains(e, "lies beyond the end of the file"));
  }
  SECTION("a dump by symbol beyond its space") {
    kc::RunBundle b = good;
    b.dump[0].bytes = 1u << 20;
    CHECK(contains(error_of([&] { kc::validate_run_bundle(b, layout("default")); }), "exceed space \"dtcm\""));
  }
}
