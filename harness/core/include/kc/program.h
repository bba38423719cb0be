// Program images: what a platform's assembler (or toolchain) produces and a run bundle carries.
//
// A program is an image: the file the simulator loads (its bytes and format: "raw32" for plena's
// flat instruction words, "elf" for the RISC-V platforms), the sections it places in memory (with
// their memory space and load address), its entry point, its symbol table, and a map from program
// counter values back to kernel source lines, so that every message naming a pc can name the line
// too. Platform-independent: the harness core, the CLI and the agent's tools see only this.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kc {

// A part of the image placed in memory.
struct ProgramSection {
  std::string name;      // ".text", ".data", "imem"
  std::string space;     // run-bundle memory space ("imem", "itcm", "dtcm")
  uint64_t addr = 0;     // load address, in the space's address unit
  uint64_t bytes = 0;    // size in memory (including zero-filled parts)
  bool code = false;     // holds instructions
  // Bytes the run preloads at `addr` in `space` because the program file does not carry them
  // (a raw32 code file and the assembler's data blocks); "" = none.
  std::string contents = {};
};

// A named address of the image (an ELF symbol; tensor symbols of a task).
struct ProgramSymbol {
  std::string name;
  uint64_t addr = 0;
  uint64_t bytes = 0;    // 0 when unknown
};

// The kernel source line that produced the instruction at `pc`.
struct SourceLine {
  uint64_t pc = 0;       // program counter value (platform's unit: instruction index or byte address)
  std::string file;      // the kernel's file name as the agent knows it
  unsigned line = 0;     // 1-based
  std::string text;      // the line itself, trimmed ("" when the source is not at hand)
};

struct ProgramImage {
  std::string format;                   // run-bundle program format ("raw32", "elf")
  std::string bytes;                    // the program file's contents
  uint64_t entry = 0;                   // first pc
  std::vector<ProgramSection> sections;
  std::vector<ProgramSymbol> symbols;
  std::vector<SourceLine> lines;        // sorted by pc; one entry per instruction of the kernel
  uint64_t instructions = 0;            // static instruction count of the whole program
  uint64_t code_bytes = 0;              // bytes of instructions (what the instruction memory holds)

  // The symbol called `name`, or nullptr.
  const ProgramSymbol* symbol(const std::string& name) const;
  // The source line of the instruction at `pc` (exact match), or nullptr.
  const SourceLine* line_at(uint64_t pc) const;
  // "kernel.S:14: `lw a0, 0(a1)`" for the instruction at `pc`; for a word between two kernel
  // lines without a row of its own, "kernel.S, between lines 3 and 5 (...)"; "" when unknown.
  std::string where(uint64_t pc) const;
};

}  // namespace kc
