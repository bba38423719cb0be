// Process-level tests of `kernelcraft asm` and `kernelcraft disasm`: the built binary is run with
// files in a per-test directory; exit codes, stdout, stderr and output bytes are checked exactly.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace fs = std::filesystem;

namespace {

struct Run {
  int code;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void write_file(const fs::path& p, const std::string& bytes) {
  std::ofstream out(p, std::ios::binary);
  out << bytes;
}

// A fresh directory for one test case.
fs::path test_dir(const std::string& name) {
  const fs::path d = fs::path(KC_TEST_OUT_DIR) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

// Runs `kernelcraft <args>` in `dir` (stdin from `stdin_file` if given).
Run kernelcraft(const fs::path& dir, const std::string& args, const std::string& stdin_file = "") {
  const std::string cmd = "cd '" + dir.string() + "' && '" KC_KERNELCRAFT_EXE "' " + args + " >stdout.txt 2>stderr.txt" +
                          (stdin_file.empty() ? " </dev/null" : " <'" + stdin_file + "'");
  const int status = std::system(cmd.c_str());
  REQUIRE(WIFEXITED(status));
  return {WEXITSTATUS(status), slurp(dir / "stdout.txt"), slurp(dir / "stderr.txt")};
}

const char kProgram[] =
    "; two instructions\n"
    "M_MM 0, gp2, gp3\n"
    "S_ADDI_INT gp1, gp0, 0x40 // 64\n";
// Little-endian bytes of 0x0000c801 and 0x00100062.
const std::string kProgramBytes("\x01\xc8\x00\x00\x62\x00\x10\x00", 8);

}  // namespace

TEST_CASE("plena.asm.cli.help") {
  const fs::path d = test_dir("help");
  const Run top = kernelcraft(d, "--help");
  CHECK(top.code == 0);
  // Other subcommands join the list (and widen its name column): check the frame and these two.
  CHECK(top.out.rfind(
            "usage: kernelcraft <command> [options]\n\n"
            "KernelCraft: kernels for new accelerators, written from their ISA documentation and run on RTL.\n\n"
            "commands:\n  ", 0) == 0);
  CHECK(top.out.find("\n  asm ") != std::string::npos);
  CHECK(top.out.find(" assemble a kernel into the platform's program file\n  ") != std::string::npos);
  CHECK(top.out.find("\n  disasm ") != std::string::npos);
  CHECK(top.out.find(" disassemble a program file into assembly text\n") != std::string::npos);
  CHECK(top.out.find("\n\nRun 'kernelcraft <command> --help' for the options of a command.\n") != std::string::npos);
  const Run none = kernelcraft(d, "");
  CHECK(none.code == 2);
  CHECK(none.err == top.out);
  const Run unknown = kernelcraft(d, "frob");
  CHECK(unknown.code == 2);
  CHECK(unknown.err == "kernelcraft: unknown command 'frob'\n\n" + top.out);
  const Run asm_help = kernelcraft(d, "asm --help");
  CHECK(asm_help.code == 0);
  CHECK(asm_help.out.rfind("usage: kernelcraft asm --platform PLATFORM [--hw CONFIG] [--task TASK --config C] "
                           "[--lang LANG] IN (-o OUT | --listing)\n",
                           0) == 0);
  CHECK(asm_help.out.find("\n  -o, --output OUT         write the program to OUT ('-' for stdout)\n") !=
        std::string::npos);
  CHECK(asm_help.out.find("\n  -h, --help               show this help and exit\n") != std::string::npos);
  const Run disasm_help = kernelcraft(d, "disasm -h");
  CHECK(disasm_help.code == 0);
  CHECK(disasm_help.out.rfind("usage: kernelcraft disasm --platform PLATFORM [--listing] IN [-o OUT]\n", 0) == 0);
}

TEST_CASE("plena.asm.cli.asm_disasm") {
  const fs::path d = test_dir("asm_disasm");
  write_file(d / "k.asm", kProgram);
  const Run a = kernelcraft(d, "asm --platform plena --hw small k.asm -o k.bin");
  CHECK(a.code == 0);
  CHECK(a.out.empty());
  // Success is said in one line, as check_syntax says it (the program memory of small: 4096 words).
  CHECK(a.err == "k.asm: assembled, 2 instructions (8 bytes of the 16384 bytes of program memory on `small`)\n");
  CHECK(slurp(d / "k.bin") == kProgramBytes);

  const Run dis = kernelcraft(d, "disasm --platform plena k.bin");
  CHECK(dis.code == 0);
  CHECK(dis.err.empty());
  CHECK(dis.out == "M_MM 0, gp2, gp3\nS_ADDI_INT gp1, gp0, 64\n");
  // Disassembly assembles back to the same bytes.
  write_file(d / "again.asm", dis.out);
  CHECK(kernelcraft(d, "asm --platform=plena again.asm --output again.bin").code == 0);
  CHECK(slurp(d / "again.bin") == kProgramBytes);
  // A short option's value may be attached to it.
  CHECK(kernelcraft(d, "asm --platform plena k.asm -oattached.bin").code == 0);
  CHECK(slurp(d / "attached.bin") == kProgramBytes);

  const Run lst = kernelcraft(d, "disasm --platform plena --listing k.bin -o k.txt");
  CHECK(lst.code == 0);
  CHECK(slurp(d / "k.txt") == "0x0000  0x0000c801  M_MM 0, gp2, gp3\n0x0001  0x00100062  S_ADDI_INT gp1, gp0, 64\n");

  const Run listing = kernelcraft(d, "asm --platform plena k.asm --listing");
  CHECK(listing.code == 0);
  CHECK(listing.out ==
        "addr    word        line  source\n"
        "0x0000  0x0000c801     2  M_MM 0, gp2, gp3\n"
        "0x0001  0x00100062     3  S_ADDI_INT gp1, gp0, 0x40 // 64\n");

  // Illegal words disassemble to .word with a reason.
  write_file(d / "bad.bin", std::string("\x03\x00\x00\x00", 4));
  const Run ill = kernelcraft(d, "disasm --platform plena bad.bin");
  CHECK(ill.code == 0);
  CHECK(ill.out ==
        ".word 0x00000003  ; illegal: opcode 0x03 is reserved (M_BMM): batched-head matmul; use M_MM per head (ISA "
        "co-design track)\n");
}

TEST_CASE("plena.asm.cli.stdin_stdout") {
  const fs::path d = test_dir("stdin_stdout");
  write_file(d / "k.asm", kProgram);
  const Run a = kernelcraft(d, "asm --platform plena - -o -", (d / "k.asm").string());
  CHECK(a.code == 0);
  CHECK(a.out == kProgramBytes);
  write_file(d / "k.bin", kProgramBytes);
  const Run dis = kernelcraft(d, "disasm --platform plena -", (d / "k.bin").string());
  CHECK(dis.code == 0);
  CHECK(dis.out == "M_MM 0, gp2, gp3\nS_ADDI_INT gp1, gp0, 64\n");
  write_file(d / "bad.asm", "FOO\n");
  const Run e = kernelcraft(d, "asm --platform plena - -o out.bin", (d / "bad.asm").string());
  CHECK(e.code == 1);
  CHECK(e.err.rfind("<stdin>:1:1: error: unknown mnemonic 'FOO'\n", 0) == 0);
}

TEST_CASE("plena.asm.cli.errors") {
  const fs::path d = test_dir("errors");
  write_file(d / "bad.asm",
             "S_ADDI_INT gp1, gp0, 300000\n"
             "V_ADD_VV gp1, gp2, gp3\n"
             "C_LOOP_START gp1, 2000000\n"
             "C_LOOP_END gp1\n");
  write_file(d / "out.bin", "stale");
  const Run r = kernelcraft(d, "asm --platform plena bad.asm -o out.bin");
  CHECK(r.code == 1);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "bad.asm:1:22: error: immediate 300000 does not fit 18 bits (max 262143)\n"
        "    1 | S_ADDI_INT gp1, gp0, 300000\n"
        "      |                      ^~~~~~\n"
        "  hint: build it with S_LUI_INT + S_ADDI_INT: S_LUI_INT gp1, 73; S_ADDI_INT gp1, gp1, 992\n"
        "bad.asm:2:1: error: V_ADD_VV takes 4 operands (rd, rs1, rs2, rmask), got 3\n"
        "    2 | V_ADD_VV gp1, gp2, gp3\n"
        "      | ^~~~~~~~\n"
        "bad.asm:3:19: warning: loop count 2000000 is above 1,000,000\n"
        "    3 | C_LOOP_START gp1, 2000000\n"
        "      |                   ^~~~~~~\n"
        "  hint: check the trip count: every iteration is simulated cycle by cycle\n"
        "bad.asm: 2 errors, 1 warning\n");
  CHECK_FALSE(fs::exists(d / "out.bin"));  // a stale output is removed

  // Warnings alone do not fail.
  write_file(d / "warn.asm", "C_LOOP_START gp1, 2000000\nC_LOOP_END gp1\n");
  const Run w = kernelcraft(d, "asm --platform plena warn.asm -o warn.bin");
  CHECK(w.code == 0);
  CHECK(w.err.find("warn.asm: 0 errors, 1 warning\n") != std::string::npos);
  CHECK(fs::file_size(d / "warn.bin") == 8);

  // Instruction memory of the configuration.
  std::string big;
  for (int i = 0; i < 4097; ++i) big += "S_ADDI_INT gp0, gp0, 0\n";
  write_file(d / "big.asm", big);
  CHECK(kernelcraft(d, "asm --platform plena big.asm -o big.bin").code == 0);
  const Run over = kernelcraft(d, "asm --platform plena --hw small big.asm -o big.bin");
  CHECK(over.code == 1);
  CHECK(over.err.rfind("big.asm:4097:1: error: program has 4097 instructions; the instruction memory of configuration "
                       "'small' holds 4096\n",
                       0) == 0);

  // Missing input, bad raw32 size.
  const Run missing = kernelcraft(d, "asm --platform plena nope.asm -o x.bin");
  CHECK(missing.code == 1);
  CHECK(missing.err == "kernelcraft asm: cannot read 'nope.asm': No such file or directory\n");
  write_file(d / "odd.bin", "abcdef");
  const Run odd = kernelcraft(d, "disasm --platform plena odd.bin");
  CHECK(odd.code == 1);
  CHECK(odd.out.empty());
  CHECK(odd.err ==
        "kernelcraft disasm: odd.bin: size 6 bytes is not a multiple of 4 (raw32 holds 32-bit little-endian "
        "words)\n");
}

TEST_CASE("plena.asm.cli.usage_errors") {
  const fs::path d = test_dir("usage_errors");
  write_file(d / "k.asm", kProgram);
  const std::string usage =
      "usage: kernelcraft asm --platform PLATFORM [--hw CONFIG] [--task TASK --config C] [--lang LANG] IN (-o OUT | "
      "--listing)\n"
      "Run 'kernelcraft asm --help' for details.\n";
  auto check_usage = [&](const std::string& args, const std::string& message) {
    INFO(args);
    const Run r = kernelcraft(d, args);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "kernelcraft asm: " + message + "\n" + usage);
  };
  check_usage("asm k.asm -o k.bin", "missing --platform (known platforms: plena, rv32, coral, aie)");
  check_usage("asm --platform riscv k.asm -o k.bin", "unknown platform 'riscv' (known platforms: plena, rv32, coral, aie)");
  check_usage("asm --platform plena --hw huge k.asm -o k.bin",
              "unknown hardware configuration 'huge' for plena (known: small, default, fpga)");
  check_usage("asm --platform plena k.asm", "missing -o OUT (or --listing)");
  check_usage("asm --platform plena -o k.bin", "expected one input file IN, got 0");
  check_usage("asm --platform plena a.asm b.asm -o k.bin", "expected one input file IN, got 2");
  check_usage("asm --platform plena k.asm -o", "option '-o' needs a value (OUT)");
  check_usage("asm --platform plena k.asm -o k.bin --frob", "unknown option '--frob'");
  check_usage("asm --platform plena k.asm -o k.bin --frob=3", "unknown option '--frob'");
  check_usage("asm --platform plena k.asm -o k.bin -z", "unknown option '-z'");
  check_usage("asm --platform plena k.asm -zk.bin", "unknown option '-z'");
  check_usage("asm --platform plena k.asm -hx", "option '-h' takes no value");
  check_usage("asm --platform plena k.asm --listing=yes", "option '--listing' takes no value");
  check_usage("asm --platform plena k.asm -o - --listing", "-o - and --listing would both write to stdout");
  CHECK_FALSE(fs::exists(d / "k.bin"));
  const Run dis = kernelcraft(d, "disasm --platform plena");
  CHECK(dis.code == 2);
  CHECK(dis.err ==
        "kernelcraft disasm: expected one input file IN, got 0\n"
        "usage: kernelcraft disasm --platform PLATFORM [--listing] IN [-o OUT]\n"
        "Run 'kernelcraft disasm --help' for details.\n");
}

// show --stats: the size of every section and the total, for the full and the short ISA reference.
TEST_CASE("plena.asm.cli.show_stats") {
  const fs::path d = test_dir("show_stats");
  const Run r = kernelcraft(d, "show relu --platform plena --config C1 --stats");
  INFO(r.err);
  CHECK(r.code == 0);
  CHECK(r.out.rfind("prompt of relu C1 on plena/default\n", 0) == 0);
  for (const char* s : {"\ntask ", "\ncorrectness ", "\nrules ", "\nisa ", "\ntotal ", "\ntotal, short "})
    CHECK(r.out.find(s) != std::string::npos);
  CHECK(r.out.find("(a rule of thumb, not a tokenizer count)") != std::string::npos);
  // The short form is smaller than the full one.
  const Run s = kernelcraft(d, "show relu --platform plena --config C1 --docs short");
  const Run f = kernelcraft(d, "show relu --platform plena --config C1");
  CHECK(s.code == 0);
  CHECK(s.out.size() < f.out.size());
  CHECK(kernelcraft(d, "show relu --platform plena --config C1 --docs tiny").code == 2);
  CHECK(kernelcraft(d, "show dot_product --platform rv32 --config C1 --docs short").code == 2);   // rv32 has none
}
