// The rv32 toolchain step: a kernel (RISC-V assembly with the C preprocessor, or C) compiled and
// linked by the GNU toolchain (riscv64-unknown-elf-gcc) into an ELF for one hardware
// configuration, together with the task's tensor symbols, the startup stub and the linker script.
//
// The toolchain runs as a child process in a fresh workspace directory under a wall-clock, memory
// and file-size limit. A kernel cannot read files: `.include`, `.incbin`, `#include` (but of the
// task header and the compiler's freestanding headers) and their relatives are rejected with a
// positioned error before anything runs, and afterwards every file the preprocessor and the
// assembler read (their dependency lists) must lie in the workspace — a kernel that reached
// outside it is rejected and nothing of what the tools printed is shown.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/diagnostic.h"
#include "kc/elf.h"
#include "kc/program.h"
#include "kc/task.h"
#include "rv32_configs.h"

namespace kc::rv32 {

// Where a tensor of a task lives: its symbol (the tensor's name) at a DTCM address.
struct TensorPlace {
  const TensorInstance* tensor = nullptr;
  uint32_t addr = 0;
  uint32_t bytes = 0;
};

// Byte alignment of every tensor symbol.
constexpr uint32_t kTensorAlign = 16;
// DTCM bytes a task's tensors may use on the smallest configuration: the rest is the kernel's
// (its .data, .bss and the stack).
constexpr uint32_t kKernelDataReserve = 8192;

// The tensors of `inst` from the start of the DTCM of `hw` upward, in spec order, each aligned to
// kTensorAlign bytes (the startup stub passes their addresses in a0..a7, the linker script places
// the section .kc_tensors first in DTCM).
std::vector<TensorPlace> tensor_places(const TaskInstance& inst, const HwConfig& hw);

// Kernel languages and the GCC flags the C one is compiled with (the baseline's flags).
const char* c_flags_text();
// The optimisation flags of C kernels compiled by clang-14 (coral's "RVV -O2").
const char* clang_c_flags_text();

// The compiler of C kernels: GNU C (rv32: the baseline is GCC -O2) or Debian's clang-14 (coral:
// the baseline is clang-14 -O2 with the vector extension, linked by GNU ld like everything else).
enum class CCompiler { gcc, clang14 };

// What an rv32-family platform changes in the build (rv32's values by default).
struct BuildFlavor {
  std::string platform = "rv32";     // names the workspace and the stub's comments
  std::string march;                 // GNU -march of assembly kernels; empty: rv32's (rv32_isa_table.h)
  uint32_t mstatus_on = 0x2000;      // bits the startup stub sets in mstatus (FS; coral also VS)
  CCompiler cc = CCompiler::gcc;
  std::vector<std::string> clang_flags;  // target flags of clang-14 (CCompiler::clang14)
};

struct BuildRequest {
  std::string text;
  std::string filename;            // the kernel's file name in diagnostics ("kernel.S", "kernel.c")
  std::string lang = "asm";        // "asm" or "c"
  const HwConfig* hw = nullptr;
  const TaskInstance* task = nullptr;   // its tensors are linked in; nullptr: the kernel alone
  const BuildFlavor* flavor = nullptr;  // nullptr: rv32
};

struct BuildResult {
  std::vector<Diagnostic> diagnostics;   // positioned in the kernel file where the tools say where
  std::string elf_bytes;                 // the linked program (when no error)
  ElfImage elf;
  std::vector<SourceLine> lines;         // pc -> kernel source line (DWARF line table)
  bool ok() const;
};

// Compiles and links. Never throws for the kernel's content; throws std::runtime_error when the
// toolchain cannot run at all (not installed, workspace not writable).
BuildResult build_kernel(const BuildRequest& req);

// The toolchain's identity for caches: the compiler's version line (with clang-14's for `cc`).
std::string toolchain_version(CCompiler cc = CCompiler::gcc);

}  // namespace kc::rv32
