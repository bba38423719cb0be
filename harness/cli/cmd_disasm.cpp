// kernelcraft disasm: raw32 program -> assembly text.
#include <iostream>

#include "command.h"
#include "io.h"
#include "kc/raw32.h"
#include "platform.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Disassembles IN (raw32: 32-bit little-endian words; '-' reads stdin) into assembly text that\n"
    "'kernelcraft asm' accepts and re-encodes to the same words. A word that encodes no\n"
    "instruction is shown as '.word 0x........  ; illegal: <reason>'. A file whose size is not\n"
    "a multiple of 4 bytes is an error.\n"
    "\n"
    "exit status: 0 disassembled, 1 bad input or I/O failure, 2 usage error";

// Runs `kernelcraft disasm` (kDetails describes it).
int run_disasm(const Args& args);

const Command kDisasm{
    "disasm",
    "disassemble machine words (raw32) into assembly text",
    "--platform PLATFORM [--listing] IN [-o OUT]",
    kDetails,
    {{"platform", 0, "PLATFORM", "target platform (known: plena)"},
     {"output", 'o', "OUT", "write the text to OUT instead of stdout"},
     {"listing", 0, nullptr, "prefix every line with its address and word"}},
    run_disasm};

KC_REGISTER_COMMAND(kDisasm);

int run_disasm(const Args& args) {
  const Platform* p = platform_arg(kDisasm, args);
  if (!p) return kExitUsage;
  if (args.positional.size() != 1)
    return usage_error(kDisasm, "expected one input file IN, got " + std::to_string(args.positional.size()));
  std::string error;
  const std::string& in = args.positional[0];
  const auto bytes = read_input(in, &error);
  if (!bytes) return fail(kDisasm, error);
  const auto words = from_raw32(*bytes, &error);
  if (!words) return fail(kDisasm, input_name(in) + ": " + error);
  const std::string text = p->disassemble(*words, args.has("listing"));
  if (!write_output(args.get("output", "-"), text, &error)) return fail(kDisasm, error);
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
