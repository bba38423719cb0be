// kernelcraft asm: kernel source -> the platform's program file, diagnostics on stderr.
#include <iostream>
#include <optional>

#include "command.h"
#include "core_args.h"
#include "io.h"
#include "kc/files.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "Assembles IN (a kernel in the platform's assembly, or with --lang another language the\n"
    "platform compiles, implied by IN's extension (k.c); '-' reads stdin) and writes OUT, the program file its simulator loads\n"
    "(plena: raw32, 32-bit little-endian words, one per instruction, no header; RISC-V platforms:\n"
    "an ELF executable). Platforms whose tensors are symbols link the kernel with a task\n"
    "configuration's tensors when --task and --config are given. Diagnostics (errors and\n"
    "warnings, the first 50 of the file by position) go to stderr as 'file:line:col: error: message' with the\n"
    "source line and a hint where one helps, then how many more there are. On errors nothing is\n"
    "written and an existing OUT is removed. OUT may not be IN (nor a link to it). IN is at most 1 MiB.\n"
    "\n"
    "exit status: 0 assembled (warnings allowed), 1 errors in the input or I/O failure,\n"
    "2 usage error";

// Runs `kernelcraft asm` (kDetails describes it).
int run_asm(const Args& args);

const Command kAsm{
    "asm",
    "assemble a kernel into the platform's program file",
    "--platform PLATFORM [--hw CONFIG] [--task TASK --config C] [--lang LANG] IN (-o OUT | --listing)",
    kDetails,
    {kPlatformOption,
     {"hw", 0, "CONFIG", "check against a hardware configuration (instruction memory, loop depth, memory map)"},
     kTaskOption,
     kConfigOption,
     kLangOption,
     {"output", 'o', "OUT", "write the program to OUT ('-' for stdout)"},
     {"listing", 0, nullptr, "print a listing (address, encoding, source line) to stdout"}},
    run_asm};

KC_REGISTER_COMMAND(kAsm);

int run_asm(const Args& args) {
  const Platform* p = core_platform_arg(kAsm, args);
  if (!p) return kExitUsage;
  const auto hw = core_hw_arg(kAsm, args, *p);
  if (!hw) return kExitUsage;
  const auto lang = lang_arg(kAsm, args, *p);
  if (!lang) return kExitUsage;
  if (args.positional.size() != 1)
    return usage_error(kAsm, "expected one input file IN, got " + std::to_string(args.positional.size()));
  const bool listing = args.has("listing");
  const std::string out = args.get("output");
  if (!args.has("output") && !listing) return usage_error(kAsm, "missing -o OUT (or --listing)");
  if (out == "-" && listing) return usage_error(kAsm, "-o - and --listing would both write to stdout");
  if (args.has("task") != args.has("config")) return usage_error(kAsm, "--task and --config go together");
  // The same name, or the same inode (a hard or symbolic link, "./k.asm" for "k.asm").
  if (args.has("output") && args.positional[0] != "-" && out != "-" && kc::same_file(args.positional[0], out))
    return usage_error(kAsm, "-o " + out + " is the input file " + args.positional[0] +
                                 ": assembling would overwrite it with the program (or delete it on an error); write "
                                 "the program to another file");

  std::optional<TaskSpec> task;
  std::optional<TaskInstance> inst;
  if (args.has("task")) {
    int code = kExitOk;
    task = load_task_arg(kAsm, args.get("task"), &code);
    if (!task) return code;
    const TaskConfig* cfg = config_arg(kAsm, args, *task);
    if (!cfg) return kExitUsage;
    if (!task->supports(p->name())) return fail(kAsm, "task '" + task->id + "' has no " + p->name() + " section");
    inst = instantiate(*task, *cfg, p->name());
  }

  std::string error;
  const std::string& in = args.positional[0];
  const auto text = read_input(in, &error, kMaxKernelBytes);
  if (!text) return fail(kAsm, error);
  Assembled r;
  try {
    r = p->assemble(AssembleRequest{*text, input_name(in), args.has("hw") ? *hw : "", *lang, inst ? &*inst : nullptr});
  } catch (const std::exception& e) {
    return fail(kAsm, e.what());
  }
  std::cerr << r.formatted;
  if (!r.ok()) {
    remove_output(out);
    return kExitFail;
  }
  if (args.has("output") && !write_output(out, r.image.bytes, &error)) return fail(kAsm, error);
  if (listing) std::cout << r.listing;
  // The same one-line summary as the check_syntax tool (on stderr: stdout may carry the program).
  const std::string hw_name = args.has("hw") ? *hw : p->default_hw();
  const uint64_t capacity = p->program_capacity_bytes(hw_name);
  std::cerr << input_name(in) << ": assembled, " << r.image.instructions << " instructions (" << r.image.code_bytes
            << " bytes" << (capacity ? " of the " + std::to_string(capacity) + " bytes of program memory on `" + hw_name + "`" : "")
            << ")\n";
  return kExitOk;
}

}  // namespace

}  // namespace kc::cli
