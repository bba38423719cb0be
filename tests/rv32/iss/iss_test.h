// Helpers of the rv32 ISS tests: loading a test program (tests/rv32/iss/progs, built by CMake for
// configuration small and for QEMU's map) and reading its signature and trap log.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "kc/elf.h"
#include "kc/rv32_iss.h"

namespace isstest {

using namespace kc::rv32;

inline const HwConfig& small_config() {
  const HwConfig* c = find_config("small");
  REQUIRE(c != nullptr);
  return *c;
}

// The program `name` built for `variant` ("small" or "qemu").
inline kc::ElfImage program(const std::string& name, const std::string& variant = "small") {
  return kc::read_elf(std::string(KC_RV32_ISS_PROGS) + "/" + variant + "/" + name + ".elf", kc::kElfMachineRiscv);
}

inline std::uint32_t sym(const kc::ElfImage& elf, const char* name) {
  const kc::ElfSymbol* s = elf.symbol(name);
  INFO("symbol " << name);
  REQUIRE(s != nullptr);
  return s->value;
}

inline std::vector<std::uint32_t> words(const Iss& iss, std::uint32_t addr, std::size_t n) {
  std::vector<std::uint32_t> v;
  for (std::size_t i = 0; i < n; ++i) v.push_back(iss.read32(addr + 4 * std::uint32_t(i)));
  return v;
}

// One logged trap (trap_handler of rv32_iss_test.inc).
struct Trap {
  std::uint32_t cause, epc, tval;
  bool operator==(const Trap& o) const { return cause == o.cause && epc == o.epc && tval == o.tval; }
};

inline std::ostream& operator<<(std::ostream& o, const Trap& t) {
  return o << "{cause " << t.cause << ", mepc 0x" << std::hex << t.epc << ", mtval 0x" << t.tval << std::dec << "}";
}

// Runs a program on the ISS of `cfg` until it halts or faults (at most `limit` instructions).
struct Ran {
  kc::ElfImage elf;
  Iss iss;
  RunStatus status;
  explicit Ran(const std::string& name, const HwConfig& cfg = small_config(), std::uint64_t limit = 100000)
      : elf(program(name)), iss(cfg), status(RunStatus::running) {
    iss.reset(iss.load_elf(elf));
    status = iss.run(limit);
  }
  std::vector<std::uint32_t> sig(std::size_t n) const { return words(iss, sym(elf, "sig"), n); }
  std::vector<std::uint32_t> sig_iss(std::size_t n) const { return words(iss, sym(elf, "sig_iss"), n); }
  // The traps logged so far: (s11 - trap_log) / 12 entries.
  std::vector<Trap> traps() const {
    const std::uint32_t base = sym(elf, "trap_log");
    std::vector<Trap> t;
    for (std::uint32_t a = base; a < iss.x(27); a += 12) t.push_back({iss.read32(a), iss.read32(a + 4), iss.read32(a + 8)});
    return t;
  }
  std::uint32_t at(const char* label) const { return sym(elf, label); }
  std::uint32_t word_at(const char* label) const { return iss.read32(sym(elf, label)); }
};

}  // namespace isstest
