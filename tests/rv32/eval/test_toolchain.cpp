// The rv32 toolchain step through the Platform interface: programs (ELF, tensor symbols, line
// table, listing), diagnostics positioned in the kernel file, the workspace confinement, C kernels.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "kc/elf.h"
#include "kc/platform.h"
#include "kc/task.h"
#include "test_support.h"

namespace {

namespace fs = std::filesystem;
using kc::AssembleRequest;
using kc::Assembled;
using kc::testsupport::contains;

const kc::Platform& rv32() {
  const kc::Platform* p = kc::find_platform("rv32");
  REQUIRE(p);
  return *p;
}

const kc::TaskSpec& relu_task() {
  static const kc::TaskSpec t = kc::load_task(std::string(KC_TEST_DATA_DIR) + "/relu_i32/task.yaml");
  return t;
}

kc::TaskInstance relu_c1() { return kc::instantiate(relu_task(), *relu_task().config("C1"), "rv32"); }

// A correct ReLU kernel for any R*C (taken from the symbols' registers).
const char* kRelu =
    "# relu: Y = max(X, 0), a0 = X, a1 = Y\n"
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

Assembled build(const std::string& text, const kc::TaskInstance* inst, const std::string& lang = "asm",
                const std::string& hw = "default") {
  return rv32().assemble(AssembleRequest{text, lang == "c" ? "kernel.c" : "kernel.S", hw, lang, inst});
}

kc::ElfImage elf_of(const Assembled& a) {
  return kc::parse_elf(std::vector<uint8_t>(a.image.bytes.begin(), a.image.bytes.end()), "prog.elf",
                       kc::kElfMachineRiscv);
}

}  // namespace

TEST_CASE("rv32.eval.toolchain.program_image") {
  const kc::TaskInstance inst = relu_c1();
  const Assembled a = build(kRelu, &inst);
  INFO(a.formatted);
  REQUIRE(a.ok());
  CHECK(a.image.format == "elf");
  const kc::ElfImage elf = elf_of(a);
  CHECK(elf.entry == 0);                       // _start, the stub, at the start of ITCM
  CHECK(elf.symbol("_start")->value == 0);
  // Tensors at the start of DTCM (0x10000 on default), in spec order, 16-byte aligned, sized.
  REQUIRE(a.image.symbol("X"));
  REQUIRE(a.image.symbol("Y"));
  CHECK(a.image.symbol("X")->addr == 0x10000);
  CHECK(a.image.symbol("X")->bytes == 2 * 8 * 4);
  CHECK(a.image.symbol("Y")->addr == 0x10040);
  // 8 stub instructions (gp 2, sp 2, FS 2, la a0/a1 4, call, mpause = 12) + 9 of the kernel.
  CHECK(a.image.instructions == elf.section(".text")->size / 4);
  CHECK(a.image.code_bytes == elf.section(".text")->size);
  // Every kernel instruction has its source line; the stub's have none.
  const kc::ProgramSymbol* k = a.image.symbol("kernel");
  REQUIRE(k);
  const kc::SourceLine* first = a.image.line_at(k->addr);
  REQUIRE(first);
  CHECK(first->file == "kernel.S");
  CHECK(first->line == 5);                     // `li t0, R*C` (the #include line is 2)
  CHECK(first->text == "li t0, R*C");
  CHECK(a.image.where(k->addr + 4) == "kernel.S:6: `1:  lw t1, 0(a0)`");
  CHECK(a.image.line_at(0) == nullptr);
  // The listing shows addresses, words, objdump-style disassembly and source lines.
  CHECK(contains(a.listing, "max t1,t1,zero"));
  CHECK(contains(a.listing, "# kernel.S:7  max t1, t1, zero"));
  CHECK(contains(a.listing, "mpause"));
}

TEST_CASE("rv32.eval.toolchain.data_word_in_code_names_its_lines") {
  // gas gives `.word` no line row; where() still points at the kernel lines around it.
  const kc::TaskInstance inst = relu_c1();
  const Assembled a = build("#include \"kc_task.h\"\n    .globl kernel\nkernel:\n    nop\n    .word 0xffffffff\n    ret\n",
                            &inst);
  INFO(a.formatted);
  REQUIRE(a.ok());
  const kc::ProgramSymbol* k = a.image.symbol("kernel");
  REQUIRE(k);
  CHECK(a.image.where(k->addr) == "kernel.S:4: `nop`");
  CHECK(a.image.line_at(k->addr + 4) == nullptr);
  CHECK(a.image.where(k->addr + 4) ==
        "kernel.S, between lines 4 and 6 (a word without a line entry, e.g. `.word` data)");
}

TEST_CASE("rv32.eval.toolchain.small_config_addresses") {
  const kc::TaskInstance inst = relu_c1();
  const Assembled a = build(kRelu, &inst, "asm", "small");
  REQUIRE(a.ok());
  // The ELF's sections lie in the spaces of `small`: stack top = DTCM top.
  const kc::ElfImage elf = elf_of(a);
  CHECK(elf.symbol("__stack_top")->value == 0x10000 + 65536);
  for (const kc::ProgramSection& s : a.image.sections) CHECK((s.space == "itcm" || s.space == "dtcm"));
}

TEST_CASE("rv32.eval.toolchain.diagnostics") {
  SECTION("assembler errors name the kernel file and line") {
    const Assembled a = build(".globl kernel\nkernel:\n  addi a0, a0\n  frob a1\n  ret\n", nullptr);
    CHECK_FALSE(a.ok());
    REQUIRE(a.diagnostics.size() == 2);
    CHECK(a.diagnostics[0].file == "kernel.S");
    CHECK(a.diagnostics[0].line == 3);
    CHECK(a.diagnostics[1].line == 4);
    CHECK(contains(a.diagnostics[1].message, "unrecognized opcode `frob a1'"));
    CHECK(contains(a.formatted, "kernel.S:4: error: unrecognized opcode `frob a1'\n    4 |   frob a1\n"));
    CHECK(contains(a.formatted, "kernel.S: 2 errors, 0 warnings\n"));
  }
  SECTION("one error is counted in the singular") {
    const Assembled a = build(".globl kernel\nkernel:\n  frob a1\n  ret\n", nullptr);
    CHECK(contains(a.formatted, "kernel.S: 1 error, 0 warnings\n"));
  }
  SECTION("preprocessor errors have a column") {
    const Assembled a = build("#if 1 +\n#endif\n", nullptr);
    REQUIRE_FALSE(a.ok());
    REQUIRE(a.diagnostics.size() == 1);
    CHECK(a.diagnostics[0].line == 1);
    CHECK(a.diagnostics[0].col == 8);   // GCC points just past the `+`
  }
  SECTION("an undefined symbol is a link error at the line that uses it") {
    const Assembled a = build(".globl kernel\nkernel:\n  call missing_fn\n  ret\n", nullptr);
    REQUIRE_FALSE(a.ok());
    CHECK(a.diagnostics[0].line == 3);
    CHECK(contains(a.diagnostics[0].message, "undefined reference to `missing_fn'"));
  }
  SECTION("no `kernel` function") {
    const Assembled a = build("  nop\n", nullptr);
    REQUIRE_FALSE(a.ok());
    CHECK(a.diagnostics[0].line == 0);
    CHECK(contains(a.diagnostics[0].message, "defines no function `kernel`"));
    CHECK(contains(a.formatted, "kernel.S: error: the kernel defines no function `kernel`"));
  }
  SECTION("a program larger than the ITCM") {
    const Assembled a = build(".globl kernel\nkernel:\n  .fill 5000, 4, 0x13\n  ret\n", nullptr, "asm", "small");
    REQUIRE_FALSE(a.ok());
    CHECK(contains(a.formatted, "will not fit in region `ITCM'"));
  }
  SECTION("a tensor name the kernel defines too") {
    const kc::TaskInstance inst = relu_c1();
    const Assembled a = build(".globl kernel\n.globl X\nkernel:\nX: ret\n", &inst);
    REQUIRE_FALSE(a.ok());
    CHECK(contains(a.formatted, "multiple definition of `X'"));
  }
  SECTION("an unsupported instruction is rejected by the assembler (-march)") {
    const Assembled a = build(".globl kernel\nkernel:\n  fadd.d fa0, fa0, fa1\n  ret\n", nullptr);
    REQUIRE_FALSE(a.ok());
    CHECK(a.diagnostics[0].line == 3);
  }
}

TEST_CASE("rv32.eval.toolchain.confinement") {
  const std::string outside = kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, "outside");
  const std::string secret = outside + "/run.json";   // e.g. a run bundle's own file
  REQUIRE(kc::testsupport::write_file(secret, "{\"platform\": \"rv32\"}\n"));
  SECTION("the directives are rejected before anything runs, at their position") {
    for (const std::string& line : {std::string(".incbin \"/etc/passwd\""), std::string(".include \"/etc/passwd\""),
                                    std::string("#include \"/etc/passwd\""), std::string("#include_next <x.h>"),
                                    std::string("#if __has_include(\"/etc/passwd\")\n#endif")}) {
      INFO(line);
      const Assembled a = build(".globl kernel\nkernel: ret\n" + line + "\n", nullptr);
      REQUIRE_FALSE(a.ok());
      CHECK(a.diagnostics[0].line == 3);
      CHECK(contains(a.diagnostics[0].message, "is not allowed: a kernel cannot read files"));
      CHECK_FALSE(contains(a.formatted, "root:"));
    }
  }
  SECTION("a macro that builds .incbin is caught by the assembler's own dependency list") {
    for (const std::string& path : {std::string("/etc/passwd"), secret}) {
      INFO(path);
      const std::string text = ".macro m f\n  .inc\\()bin \"\\f\"\n.endm\n.globl kernel\nkernel: ret\n  m " + path + "\n";
      const Assembled a = build(text, nullptr);
      REQUIRE_FALSE(a.ok());
      REQUIRE(a.diagnostics.size() == 1);
      CHECK(contains(a.diagnostics[0].message, "a file outside its workspace; it was rejected"));
      CHECK(contains(a.diagnostics[0].message, path));
      CHECK(a.image.bytes.empty());
      CHECK_FALSE(contains(a.formatted, "root:x"));
      CHECK_FALSE(contains(a.formatted, "\"platform\""));
    }
  }
  SECTION("the task header is allowed") {
    const kc::TaskInstance inst = relu_c1();
    CHECK(build(kRelu, &inst).ok());
  }
}

TEST_CASE("rv32.eval.toolchain.c_kernel") {
  const kc::TaskInstance inst = relu_c1();
  const std::string c =
      "#include \"kc_task.h\"\n#include <stdint.h>\n"
      "void kernel(void) {\n"
      "  for (int r = 0; r < R; ++r)\n"
      "    for (int k = 0; k < C; ++k) Y[r][k] = X[r][k] > 0 ? X[r][k] : 0;\n"
      "}\n";
  const Assembled a = build(c, &inst, "c");
  INFO(a.formatted);
  REQUIRE(a.ok());
  CHECK(a.image.symbol("kernel"));
  CHECK(a.image.line_at(a.image.symbol("kernel")->addr));   // C lines in the line table too
  SECTION("C diagnostics have line and column") {
    const Assembled bad = build("void kernel(void) { int x = ; }\n", &inst, "c");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.diagnostics[0].file == "kernel.c");
    CHECK(bad.diagnostics[0].line == 1);
    CHECK(bad.diagnostics[0].col > 0);
  }
  SECTION("system headers other than the freestanding ones are rejected") {
    const Assembled bad = build("#include <stdio.h>\nvoid kernel(void) {}\n", &inst, "c");
    REQUIRE_FALSE(bad.ok());
    CHECK(contains(bad.diagnostics[0].message, "#include <stdio.h> is not allowed"));
  }
}

TEST_CASE("rv32.eval.toolchain.disassemble") {
  const kc::TaskInstance inst = relu_c1();
  const Assembled a = build(kRelu, &inst);
  REQUIRE(a.ok());
  std::string err;
  const auto text = rv32().disassemble(a.image.bytes, true, &err);
  REQUIRE(text);
  CHECK(contains(*text, "sw t1,0(a1)"));
  CHECK(contains(*text, "00000000:  00011197  auipc gp,0x11"));
  const auto raw = rv32().disassemble(std::string("\x13\x00\x00\x00", 4), false, &err);   // raw32 nop
  REQUIRE(raw);
  CHECK(contains(*raw, "nop"));
  CHECK_FALSE(rv32().disassemble(std::string("\x7f" "ELF\x01", 5), false, &err));
  CHECK(contains(err, "ELF"));
  CHECK_FALSE(rv32().disassemble("abc", false, &err));
  CHECK(contains(err, "neither an ELF file nor raw32"));
}
