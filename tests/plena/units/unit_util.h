// unit_util.h: helpers shared by the plena unit testbenches (tests/plena/units) — packing the
// fields of a packed struct into a Verilated port of any width, a clock for a module alone, and
// a seeded random source.
//
// Verilator maps a port of up to 8/16/32 bits to CData/SData/IData, up to 64 bits to QData and
// wider ones to VlWide<N> (32-bit words, least significant first). A packed struct is one such
// port whose first member holds the most significant bits; Packed builds it field by field in
// declaration order, from widths the test derives from the configuration (kc::plena::HwConfig).
#pragma once

#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "verilated.h"

namespace kc::plena::unit {

// A bit vector of `width` bits, least significant word first.
class Bits {
 public:
  explicit Bits(unsigned width) : width_(width), w_((width + 31) / 32, 0) {}
  unsigned width() const { return width_; }
  void put(unsigned lsb, unsigned n, uint64_t v) {
    for (unsigned i = 0; i < n; ++i) {
      const unsigned b = lsb + i;
      if (b >= width_) throw std::logic_error("Bits::put beyond the width");
      const uint32_t m = uint32_t(1) << (b % 32);
      w_[b / 32] = ((v >> i) & 1) ? (w_[b / 32] | m) : (w_[b / 32] & ~m);
    }
  }
  uint64_t get(unsigned lsb, unsigned n) const {
    uint64_t v = 0;
    for (unsigned i = 0; i < n; ++i)
      if ((w_[(lsb + i) / 32] >> ((lsb + i) % 32)) & 1) v |= uint64_t(1) << i;
    return v;
  }
  uint32_t word(unsigned i) const { return w_.at(i); }
  uint32_t& word(unsigned i) { return w_.at(i); }
  unsigned words() const { return unsigned(w_.size()); }

 private:
  unsigned width_;
  std::vector<uint32_t> w_;
};

// A packed struct under construction: add() its members in declaration order (MSB first).
class Packed {
 public:
  explicit Packed(unsigned width) : bits_(width), next_(width) {}
  Packed& add(unsigned n, uint64_t v) {
    if (n > next_) throw std::logic_error("Packed: more member bits than the struct has");
    next_ -= n;
    bits_.put(next_, n, v);
    return *this;
  }
  const Bits& bits() const {
    if (next_ != 0) throw std::logic_error("Packed: " + std::to_string(next_) + " bits not filled");
    return bits_;
  }

 private:
  Bits bits_;
  unsigned next_;
};

// Copies bits into a Verilated port / reads a port into bits.
inline void to_port(CData& p, const Bits& b) { p = CData(b.get(0, b.width())); }
inline void to_port(SData& p, const Bits& b) { p = SData(b.get(0, b.width())); }
inline void to_port(IData& p, const Bits& b) { p = IData(b.get(0, b.width())); }
inline void to_port(QData& p, const Bits& b) { p = b.get(0, b.width()); }
template <std::size_t N>
inline void to_port(VlWide<N>& p, const Bits& b) {
  for (std::size_t i = 0; i < N; ++i) p[i] = i < b.words() ? b.word(unsigned(i)) : 0;
}
template <class P>
inline Bits from_port(const P& p, unsigned width) {
  Bits b(width);
  b.put(0, width > 64 ? 64 : width, uint64_t(p));
  return b;
}
template <std::size_t N>
inline Bits from_port(const VlWide<N>& p, unsigned width) {
  Bits b(width);
  for (unsigned i = 0; i < b.words() && i < N; ++i) b.word(i) = p[i];
  return b;
}

// Seeded random numbers for stimulus.
class Rng {
 public:
  explicit Rng(uint64_t seed) : g_(seed) {}
  uint64_t below(uint64_t n) { return n ? std::uniform_int_distribution<uint64_t>(0, n - 1)(g_) : 0; }
  bool chance(unsigned percent) { return below(100) < percent; }
  uint64_t bits(unsigned n) { return n >= 64 ? g_() : (g_() & ((uint64_t(1) << n) - 1)); }

 private:
  std::mt19937_64 g_;
};

// Clocks a Verilated module with clk_i / rst_ni: reset() holds reset for two edges; the test sets
// inputs, calls settle() (clock low, eval: combinational outputs valid), samples, then edge().
template <class V>
struct Clock {
  V& m;
  void settle() {
    m.clk_i = 0;
    m.eval();
  }
  void edge() {
    m.clk_i = 1;
    m.eval();
  }
  void reset() {
    m.rst_ni = 0;
    for (int i = 0; i < 2; ++i) {
      settle();
      edge();
    }
    m.rst_ni = 1;
  }
};

}  // namespace kc::plena::unit
