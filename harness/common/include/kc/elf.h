// ELF images: the program format of the RISC-V platforms (run bundles with "format": "elf").
//
// Reads a 32-bit little-endian ELF executable (what GNU ld writes for rv32) strictly: the loadable
// segments (PT_LOAD), the entry point and the symbol table. Everything else (debug sections,
// notes) is ignored. A file that is not such an ELF, or whose headers point outside the file, is
// an ElfError whose message names the file, the byte offset or header concerned, and what is
// wrong ("prog.elf: program header 2 at offset 0x74: segment data 0x3000..0x5000 lies beyond the
// end of the file (0x4210 bytes)").
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

class ElfError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One loadable segment: `bytes` (p_filesz of them) at `vaddr`, followed by `mem_size -
// bytes.size()` zero bytes (.bss).
struct ElfSegment {
  uint32_t vaddr = 0;
  uint32_t mem_size = 0;
  uint32_t flags = 0;         // PF_X = 1, PF_W = 2, PF_R = 4
  std::vector<uint8_t> bytes;
};

struct ElfSymbol {
  std::string name;
  uint32_t value = 0;         // address
  uint32_t size = 0;
  uint8_t type = 0;           // STT_NOTYPE 0, STT_OBJECT 1, STT_FUNC 2, STT_SECTION 3, STT_FILE 4
  uint8_t bind = 0;           // STB_LOCAL 0, STB_GLOBAL 1, STB_WEAK 2
  bool defined = true;        // st_shndx != SHN_UNDEF
};

struct ElfSection {
  std::string name;
  uint32_t addr = 0;
  uint32_t size = 0;
  uint32_t type = 0;          // SHT_PROGBITS 1, SHT_NOBITS 8, ...
  uint32_t flags = 0;         // SHF_WRITE 1, SHF_ALLOC 2, SHF_EXECINSTR 4
};

struct ElfImage {
  uint16_t machine = 0;       // e_machine (EM_RISCV = 243)
  uint32_t entry = 0;
  uint32_t flags = 0;         // e_flags (RISC-V: float ABI, RVC)
  std::vector<ElfSegment> segments;    // PT_LOAD, in file order
  std::vector<ElfSection> sections;    // every section with a name
  std::vector<ElfSymbol> symbols;      // .symtab, in table order (index 0 left out)

  // The defined symbol called `name` (a global one wins over a local one of the same name), or
  // nullptr.
  const ElfSymbol* symbol(std::string_view name) const;
  // The section called `name`, or nullptr.
  const ElfSection* section(std::string_view name) const;
};

constexpr uint16_t kElfMachineRiscv = 243;

// Parses `bytes` (the whole file; `file` names it in messages). Requires ELFCLASS32, little-endian,
// ET_EXEC, and `machine` when it is non-zero. Throws ElfError.
ElfImage parse_elf(const std::vector<uint8_t>& bytes, const std::string& file, uint16_t machine = 0);

// Reads and parses the file at `path`. Throws ElfError (also when the file cannot be read).
ElfImage read_elf(const std::string& path, uint16_t machine = 0);

}  // namespace kc
