// kernelcraft asm: assembly text -> raw32 program, diagnostics on stderr.
#include <iostream>

#include "command.h"
#include "io.h"
#include "kc/raw32.h"
#include "platform.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Assembles IN (assembly text; '-' reads stdin) and writes OUT as raw32: 32-bit little-endian\n"
    "words, one per instruction, no header. Diagnostics (errors and warnings, every one in the\n"
    "file) go to stderr as 'file:line:col: error: message' with the source line and a hint where\n"
    "one helps. On errors nothing is written and an existing OUT is removed.\n"
    "\n"
    "exit status: 0 assembled (warnings allowed), 1 errors in the input or I/O failure,\n"
    "2 usage error";

// Runs `kernelcraft asm` (kDetails describes it).
int run_asm(const Args& args);

const Command kAsm{
    "asm",
    "assemble a kernel into machine words (raw32)",
    "--platform PLATFORM [--hw CONFIG] IN (-o OUT | --listing)",
    kDetails,
    {{"platform", 0, "PLATFORM", "target platform (known: plena)"},
     {"hw", 0, "CONFIG", "check against a hardware configuration (instruction memory, loop depth)"},
     {"output", 'o', "OUT", "write the program to OUT (raw32; '-' for stdout)"},
     {"listing", 0, nullptr, "print a listing (address, word, source line) to stdout"}},
    run_asm};

KC_REGISTER_COMMAND(kAsm);

int run_asm(const Args& args) {
  const Platform* p = platform_arg(kAsm, args);
  if (!p) return kExitUsage;
  const auto hw = hw_arg(kAsm, args, *p);
  if (!hw) return kExitUsage;
  if (args.positional.size() != 1)
    return usage_error(kAsm, "expected one input file IN, got " + std::to_string(args.positional.size()));
  const bool listing = args.has("listing");
  const std::string out = args.get("output");
  if (!args.has("output") && !listing) return usage_error(kAsm, "missing -o OUT (or --listing)");
  if (out == "-" && listing) return usage_error(kAsm, "-o - and --listing would both write to stdout");

  std::string error;
  const std::string& in = args.positional[0];
  const auto text = read_input(in, &error);
  if (!text) return fail(kAsm, error);
  const AsmOutcome r = p->assemble(*text, input_name(in), *hw);
  std::cerr << r.diagnostics;
  if (!r.ok) {
    remove_output(out);
    return kExitFail;
  }
  if (args.has("output") && !write_output(out, to_raw32(r.words), &error)) return fail(kAsm, error);
  if (listing) std::cout << r.listing;
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
