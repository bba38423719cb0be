// kernelcraft disasm: the platform's program file -> assembly text.
#include <iostream>

#include "command.h"
#include "core_args.h"
#include "io.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Disassembles IN (a program file as 'kernelcraft asm' writes it: plena raw32, 32-bit\n"
    "little-endian words; RISC-V platforms: an ELF executable or raw32 words; '-' reads stdin)\n"
    "into assembly text. plena's text is accepted by 'kernelcraft asm' and re-encodes to the same\n"
    "words; a word that encodes no instruction is shown as '.word 0x........' with the reason.\n"
    "A file the platform cannot read (e.g. a raw32 size that is not a multiple of 4 bytes) or larger\n"
    "than 64 MiB is an error.\n"
    "\n"
    "exit status: 0 disassembled, 1 bad input or I/O failure, 2 usage error";

// Runs `kernelcraft disasm` (kDetails describes it).
int run_disasm(const Args& args);

const Command kDisasm{
    "disasm",
    "disassemble a program file into assembly text",
    "--platform PLATFORM [--listing] IN [-o OUT]",
    kDetails,
    {kPlatformOption,
     {"output", 'o', "OUT", "write the text to OUT instead of stdout"},
     {"listing", 0, nullptr, "prefix every line with its address and encoding"}},
    run_disasm};

KC_REGISTER_COMMAND(kDisasm);

constexpr std::size_t kMaxProgramFileBytes = std::size_t(64) << 20;

int run_disasm(const Args& args) {
  const Platform* p = core_platform_arg(kDisasm, args);
  if (!p) return kExitUsage;
  if (args.positional.size() != 1)
    return usage_error(kDisasm, "expected one input file IN, got " + std::to_string(args.positional.size()));
  std::string error;
  const std::string& in = args.positional[0];
  // Programs are small (instruction memories hold kilobytes to a few MiB): /dev/zero or an endless
  // pipe must not exhaust memory.
  const auto bytes = read_input(in, &error, kMaxProgramFileBytes, "a program file");
  if (!bytes) return fail(kDisasm, error);
  const auto text = p->disassemble(*bytes, args.has("listing"), &error);
  if (!text) return fail(kDisasm, input_name(in) + ": " + error);
  if (!write_output(args.get("output", "-"), *text, &error)) return fail(kDisasm, error);
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
