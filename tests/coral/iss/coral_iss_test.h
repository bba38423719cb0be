// Helpers of the coral ISS tests: the test programs (tests/coral/iss/progs, built for the coral
// `small` map and for QEMU's map), running one on the ISS, reading its signature and trap log.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "kc/coral_iss.h"
#include "kc/elf.h"

namespace coraltest {

using namespace kc::coral;

inline const HwConfig& small_config() {
  const HwConfig* c = find_config("small");
  REQUIRE(c != nullptr);
  return *c;
}

// The program `name` built for `variant` ("small" or "qemu").
inline kc::ElfImage program(const std::string& name, const std::string& variant = "small") {
  return kc::read_elf(std::string(KC_CORAL_ISS_PROGS) + "/" + variant + "/" + name + ".elf", kc::kElfMachineRiscv);
}

inline std::uint32_t sym(const kc::ElfImage& elf, const char* name) {
  const kc::ElfSymbol* s = elf.symbol(name);
  INFO("symbol " << name);
  REQUIRE(s != nullptr);
  return s->value;
}

// One logged trap (trap_handler of rv32_iss_test.inc).
struct Trap {
  std::uint32_t cause, epc, tval;
  bool operator==(const Trap& o) const { return cause == o.cause && epc == o.epc && tval == o.tval; }
};
inline std::ostream& operator<<(std::ostream& o, const Trap& t) {
  return o << "{cause " << t.cause << ", mepc 0x" << std::hex << t.epc << ", mtval 0x" << t.tval << std::dec << "}";
}

// Runs a program on the ISS of `small` until it halts or faults.
struct Ran {
  kc::ElfImage elf;
  Iss iss;
  RunStatus status;
  explicit Ran(const std::string& name, std::uint64_t limit = 200000)
      : elf(program(name)), iss(small_config()), status(RunStatus::running) {
    iss.reset(iss.load_elf(elf));
    status = iss.run(limit);
  }
  std::uint32_t sig(std::size_t i) const { return iss.read32(sym(elf, "sig") + 4 * std::uint32_t(i)); }
  std::uint32_t sig_iss(std::size_t i) const { return iss.read32(sym(elf, "sig_iss") + 4 * std::uint32_t(i)); }
  // Byte i of the signature region (vector results are stored whole, 16 bytes each).
  std::uint8_t sig_byte(std::size_t i) const { return iss.read8(sym(elf, "sig") + std::uint32_t(i)); }
  std::vector<Trap> traps() const {
    const std::uint32_t base = sym(elf, "trap_log");
    std::vector<Trap> t;
    for (std::uint32_t a = base; a < iss.x(27); a += 12) t.push_back({iss.read32(a), iss.read32(a + 4), iss.read32(a + 8)});
    return t;
  }
};

}  // namespace coraltest
