// kc/fp_rom.h: the constant tables of the floating-point operators (docs/numerics.md).
//
// One function computes them; the C++ model (fp.cpp) reads them at run time and kc-gen writes
// them into the SystemVerilog package kc_fp_rom_pkg that the RTL reads, so the two can never
// disagree. Every table is verified by exact integer arithmetic when it is built.
#pragma once

#include <cstdint>
#include <iosfwd>

namespace kc::fp {

constexpr int kExpTableSize = 65;     // E[0..64] of the exp2 interpolation table
constexpr int kRecipTableSize = 128;  // indexed by the 7 fraction bits of a bf16
constexpr int kSqrtTableSize = 256;   // indexed by {exponent odd, 7 fraction bits}

struct FpRom {
  // log2(e) in fixed point with 24 fraction bits: round(log2(e) * 2^24) (25 bits).
  uint32_t log2e;
  // E[i] = round(2^(i/64) * 2^23), i = 0..64; E[0] = 2^23, E[64] = 2^24.
  uint32_t exp2[kExpTableSize];
  // recip[f] = {carry, frac7}: RNE(2^15 / (128 + f)) = 128 + frac7, or 256 when carry = 1.
  // For f = 0 the value is exactly 256 (1/1.0 = 1.0 one binade up); otherwise carry = 0.
  uint8_t recip[kRecipTableSize];
  // sqrt[{odd, f}] = {carry, frac7}: RNE(sqrt(128 * (128 + f) * (odd ? 2 : 1))) = 128 + frac7
  // (or 256 with carry = 1, which never happens for 8-bit significands but is encoded alike).
  uint8_t sqrt[kSqrtTableSize];
};

// The tables, computed and verified on first use (thread-safe, then a plain reference).
// Aborts with a message on stderr if a verification fails (it cannot for a correct build).
const FpRom& fp_rom();

// Writes the SystemVerilog package kc_fp_rom_pkg: localparam KC_EXP_LOG2E and the ROM
// functions exp2_rom (7-bit index), recip_rom (7-bit index) and sqrt_rom (8-bit index), each a
// `case` (the subset both Verilator 5.006 and Yosys 0.23 accept, inferred as LUT ROM).
void write_fp_rom_sv(std::ostream& os);

}  // namespace kc::fp
