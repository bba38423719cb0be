// ELF images (kc/elf.h): a strict reader of 32-bit little-endian executables.
#include "kc/elf.h"

#include <cstdio>
#include <fstream>
#include <iterator>

namespace kc {

namespace {

constexpr uint32_t kPtLoad = 1;
constexpr uint32_t kShtSymtab = 2;
constexpr uint32_t kShtNobits = 8;
constexpr uint16_t kEtExec = 2;

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

// Little-endian reads with bounds checks that name what was being read.
class Reader {
 public:
  Reader(const std::vector<uint8_t>& b, const std::string& file) : b_(b), file_(file) {}

  [[noreturn]] void fail(const std::string& where, const std::string& what) const {
    throw ElfError(file_ + ": " + where + ": " + what);
  }

  // Checks that [off, off + len) lies inside the file.
  void need(uint64_t off, uint64_t len, const std::string& where, const std::string& what) const {
    if (off > b_.size() || len > b_.size() - off)
      fail(where, what + " " + hex(off) + ".." + hex(off + len) + " lies beyond the end of the file (" +
                      hex(b_.size()) + " bytes)");
  }

  uint8_t u8(uint64_t off) const { return b_[off]; }
  uint16_t u16(uint64_t off) const { return uint16_t(b_[off] | b_[off + 1] << 8); }
  uint32_t u32(uint64_t off) const {
    return uint32_t(b_[off]) | uint32_t(b_[off + 1]) << 8 | uint32_t(b_[off + 2]) << 16 | uint32_t(b_[off + 3]) << 24;
  }

  // The NUL-terminated string at `off` inside the string table [tab, tab + size).
  std::string str(uint64_t tab, uint64_t size, uint32_t off, const std::string& where) const {
    if (off >= size) fail(where, "name offset " + hex(off) + " lies outside its string table (" + hex(size) + " bytes)");
    std::string s;
    for (uint64_t i = tab + off; i < tab + size; ++i) {
      if (b_[i] == 0) return s;
      s += char(b_[i]);
    }
    fail(where, "name at string-table offset " + hex(off) + " is not NUL-terminated");
  }

  const std::vector<uint8_t>& bytes() const { return b_; }

 private:
  const std::vector<uint8_t>& b_;
  const std::string& file_;
};

struct SectionHeader {
  uint32_t name, type, flags, addr, offset, size, link, entsize;
};

}  // namespace

const ElfSymbol* ElfImage::symbol(std::string_view name) const {
  const ElfSymbol* local = nullptr;
  for (const ElfSymbol& s : symbols) {
    if (!s.defined || s.name != name) continue;
    if (s.bind != 0) return &s;
    if (!local) local = &s;
  }
  return local;
}

const ElfSection* ElfImage::section(std::string_view name) const {
  for (const ElfSection& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

ElfImage parse_elf(const std::vector<uint8_t>& bytes, const std::string& file, uint16_t machine) {
  Reader r(bytes, file);
  const std::string hdr = "ELF header";
  if (bytes.size() < 4 || bytes[0] != 0x7F || bytes[1] != 'E' || bytes[2] != 'L' || bytes[3] != 'F')
    r.fail(hdr, "not an ELF file (no \\x7fELF magic at offset 0)");
  r.need(0, 52, hdr, "the 52-byte ELF32 header");
  if (r.u8(4) != 1) r.fail(hdr, "EI_CLASS is " + std::to_string(r.u8(4)) + ", expected 1 (ELFCLASS32: a 32-bit ELF)");
  if (r.u8(5) != 1) r.fail(hdr, "EI_DATA is " + std::to_string(r.u8(5)) + ", expected 1 (little-endian)");
  if (r.u8(6) != 1) r.fail(hdr, "EI_VERSION is " + std::to_string(r.u8(6)) + ", expected 1");
  ElfImage img;
  const uint16_t type = r.u16(16);
  img.machine = r.u16(18);
  if (type != kEtExec)
    r.fail(hdr, "e_type is " + std::to_string(type) + ", expected 2 (ET_EXEC: a linked executable, not an object file)");
  if (machine && img.machine != machine)
    r.fail(hdr, "e_machine is " + std::to_string(img.machine) + ", expected " + std::to_string(machine) +
                    (machine == kElfMachineRiscv ? " (EM_RISCV)" : ""));
  img.entry = r.u32(24);
  const uint32_t phoff = r.u32(28), shoff = r.u32(32);
  img.flags = r.u32(36);
  const uint16_t phentsize = r.u16(42), phnum = r.u16(44), shentsize = r.u16(46), shnum = r.u16(48),
                 shstrndx = r.u16(50);

  // Program headers: the loadable segments.
  if (phnum > 0) {
    if (phentsize < 32) r.fail(hdr, "e_phentsize is " + std::to_string(phentsize) + ", expected at least 32");
    r.need(phoff, uint64_t(phnum) * phentsize, hdr, "the program header table");
  }
  for (uint16_t i = 0; i < phnum; ++i) {
    const uint64_t at = phoff + uint64_t(i) * phentsize;
    const std::string where = "program header " + std::to_string(i) + " at offset " + hex(at);
    if (r.u32(at) != kPtLoad) continue;
    const uint32_t off = r.u32(at + 4), vaddr = r.u32(at + 8), filesz = r.u32(at + 16), memsz = r.u32(at + 20);
    if (filesz > memsz)
      r.fail(where, "p_filesz (" + hex(filesz) + ") is larger than p_memsz (" + hex(memsz) + ")");
    if (uint64_t(vaddr) + memsz > 0x100000000ull)
      r.fail(where, "segment " + hex(vaddr) + " + " + hex(memsz) + " wraps around the 32-bit address space");
    r.need(off, filesz, where, "segment data");
    ElfSegment s;
    s.vaddr = vaddr;
    s.mem_size = memsz;
    s.flags = r.u32(at + 24);
    s.bytes.assign(bytes.begin() + off, bytes.begin() + off + filesz);
    img.segments.push_back(std::move(s));
  }

  // Section headers: names and the symbol table (optional: a stripped file has none).
  if (shnum == 0) return img;
  if (shentsize < 40) r.fail(hdr, "e_shentsize is " + std::to_string(shentsize) + ", expected at least 40");
  r.need(shoff, uint64_t(shnum) * shentsize, hdr, "the section header table");
  std::vector<SectionHeader> sh(shnum);
  for (uint16_t i = 0; i < shnum; ++i) {
    const uint64_t at = shoff + uint64_t(i) * shentsize;
    sh[i] = {r.u32(at), r.u32(at + 4), r.u32(at + 8), r.u32(at + 12), r.u32(at + 16), r.u32(at + 20), r.u32(at + 24),
             r.u32(at + 36)};
    if (sh[i].type != kShtNobits && sh[i].type != 0)
      r.need(sh[i].offset, sh[i].size, "section header " + std::to_string(i), "section data");
  }
  if (shstrndx >= shnum) r.fail(hdr, "e_shstrndx " + std::to_string(shstrndx) + " is not a section (" +
                                         std::to_string(shnum) + " sections)");
  const SectionHeader& names = sh[shstrndx];
  for (uint16_t i = 1; i < shnum; ++i) {
    const std::string where = "section header " + std::to_string(i);
    img.sections.push_back({r.str(names.offset, names.size, sh[i].name, where), sh[i].addr, sh[i].size, sh[i].type,
                            sh[i].flags});
  }
  for (uint16_t i = 0; i < shnum; ++i) {
    if (sh[i].type != kShtSymtab) continue;
    const std::string where = "symbol table (section " + std::to_string(i) + ")";
    if (sh[i].entsize < 16) r.fail(where, "sh_entsize is " + std::to_string(sh[i].entsize) + ", expected 16");
    if (sh[i].link >= shnum) r.fail(where, "sh_link " + std::to_string(sh[i].link) + " is not a section");
    const SectionHeader& strtab = sh[sh[i].link];
    const uint32_t count = sh[i].size / sh[i].entsize;
    for (uint32_t k = 1; k < count; ++k) {
      const uint64_t at = uint64_t(sh[i].offset) + uint64_t(k) * sh[i].entsize;
      ElfSymbol s;
      s.name = r.str(strtab.offset, strtab.size, r.u32(at), where + ", symbol " + std::to_string(k));
      s.value = r.u32(at + 4);
      s.size = r.u32(at + 8);
      s.type = r.u8(at + 12) & 0xF;
      s.bind = r.u8(at + 12) >> 4;
      s.defined = r.u16(at + 14) != 0;
      img.symbols.push_back(std::move(s));
    }
  }
  return img;
}

ElfImage read_elf(const std::string& path, uint16_t machine) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ElfError(path + ": cannot open the ELF file");
  const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) throw ElfError(path + ": cannot read the ELF file");
  return parse_elf(bytes, path, machine);
}

}  // namespace kc
