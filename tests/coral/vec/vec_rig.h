// The rig of the vector model tests: a vector state, a flat memory window with the core's checks
// (natural alignment, in range), scalar registers, and instructions built by the generated encoder
// (kc::coral::encode), executed one at a time with vec::execute().
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "coral_isa_table.h"
#include "kc/coral_vec.h"

namespace vectest {

using namespace kc::coral;
using namespace kc::coral::vec;

// x registers by ABI number
constexpr int zero = 0, t0 = 5, t1 = 6, a0 = 10, a1 = 11, a2 = 12;

// `bytes` of memory at `base`; accesses outside it are access faults.
struct FlatMemory : Memory {
  std::uint32_t base;
  std::vector<std::uint8_t> bytes;
  FlatMemory(std::uint32_t b, std::size_t n) : base(b), bytes(n, 0) {}
  Fault check(std::uint32_t addr, unsigned n, bool) override {
    if (addr & (n - 1)) return Fault::misaligned;
    if (addr < base || std::uint64_t(addr) + n > std::uint64_t(base) + bytes.size()) return Fault::access;
    return Fault::none;
  }
  Fault load(std::uint32_t addr, unsigned n, std::uint32_t& v) override {
    const Fault f = check(addr, n, false);
    if (f != Fault::none) return f;
    v = 0;
    for (unsigned i = 0; i < n; ++i) v |= std::uint32_t(bytes[addr - base + i]) << (8 * i);
    return f;
  }
  Fault store(std::uint32_t addr, unsigned n, std::uint32_t v) override {
    const Fault f = check(addr, n, true);
    if (f != Fault::none) return f;
    for (unsigned i = 0; i < n; ++i) bytes[addr - base + i] = std::uint8_t(v >> (8 * i));
    return f;
  }
  std::uint32_t word(std::uint32_t addr, unsigned n = 4) {
    std::uint32_t v = 0;
    for (unsigned i = 0; i < n; ++i) v |= std::uint32_t(bytes[addr - base + i]) << (8 * i);
    return v;
  }
  void put(std::uint32_t addr, unsigned n, std::uint32_t v) {
    for (unsigned i = 0; i < n; ++i) bytes[addr - base + i] = std::uint8_t(v >> (8 * i));
  }
};

constexpr std::uint32_t kMem = 0x10000u;

struct Rig {
  State s;
  FlatMemory mem{kMem, 4096};
  std::uint32_t x[32] = {};
  explicit Rig(unsigned vlen = 128) : s(vlen) {}

  // The word of `id` with operand values in table order; a trailing v0.t operand is added as
  // unmasked unless `masked`.
  static std::uint32_t word(Insn id, std::initializer_list<std::int32_t> ops, bool masked = false) {
    std::vector<std::int32_t> v(ops);
    const InsnInfo& in = info(id);
    if (v.size() + 1 == in.num_operands && info(in.operands[in.num_operands - 1].type).kind == OpKind::vm)
      v.push_back(masked ? 0 : 1);
    REQUIRE(v.size() == in.num_operands);
    return encode(id, v.data(), v.size());
  }
  Effects run(Insn id, std::initializer_list<std::int32_t> ops, bool masked = false) {
    return execute(s, mem, operands_of(word(id, ops, masked), x));
  }
  // vsetvli with AVL n; returns vl.
  std::uint32_t vset(unsigned sew, int lmul_lg, std::uint32_t n, bool ta = true, bool ma = true) {
    const unsigned vsew = sew == 8 ? 0 : sew == 16 ? 1 : 2;
    const unsigned vlmul = lmul_lg >= 0 ? unsigned(lmul_lg) : unsigned(8 + lmul_lg);
    x[a0] = n;
    const Effects e = run(Insn::vsetvli, {t0, a0, std::int32_t(vlmul | vsew << 3 | (ta ? 64u : 0u) | (ma ? 128u : 0u))});
    REQUIRE(!e.trap);
    return s.vl;
  }
  void set(unsigned reg, unsigned eew, const std::vector<std::uint32_t>& v) {
    for (std::size_t i = 0; i < v.size(); ++i) s.set_elem(reg, unsigned(i), eew, v[i]);
  }
  std::vector<std::uint32_t> get(unsigned reg, unsigned eew, unsigned n) const {
    std::vector<std::uint32_t> v;
    for (unsigned i = 0; i < n; ++i) v.push_back(s.elem(reg, i, eew));
    return v;
  }
  // Every byte of registers [first, first + n) set to `b`.
  void fill(unsigned first, unsigned n, std::uint8_t b) {
    for (unsigned r = first; r < first + n; ++r)
      for (unsigned i = 0; i < s.vlenb; ++i) s.reg(r)[i] = b;
  }
  void mask(const std::vector<int>& bits, unsigned reg = 0) {
    for (std::size_t i = 0; i < bits.size(); ++i) {
      std::uint8_t& byte = s.reg(reg)[i / 8];
      byte = std::uint8_t((byte & ~(1u << (i % 8))) | (bits[i] ? 1u : 0u) << (i % 8));
    }
  }
};

inline bool illegal(const Effects& e) { return e.trap && e.cause == kIllegal; }

}  // namespace vectest
