// fp_test_util.h: shared helpers of the floating-point tests: hex formatting, a mismatch
// collector that reports the first few failures, seeded stimulus generators and corner sets.
#pragma once

#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

namespace fptest {

inline std::string hex(uint64_t v, int digits) {
  char b[32];
  std::snprintf(b, sizeof b, "0x%0*llX", digits, (unsigned long long)v);
  return b;
}
inline std::string h16(uint16_t v) { return hex(v, 4); }
inline std::string h32(uint32_t v) { return hex(v, 8); }

// Counts failures and keeps the first kKeep descriptions; report() fails the test with them.
class Mismatches {
 public:
  static constexpr size_t kKeep = 8;
  void add(const std::string& what) {
    if (first_.size() < kKeep) first_.push_back(what);
    count_++;
  }
  uint64_t count() const { return count_; }
  // Fails the enclosing test case if anything was added, listing the first few entries.
  void report(const std::string& title, uint64_t checked) const {
    std::string text = title + ": " + std::to_string(count_) + " mismatches in " + std::to_string(checked) + " checks";
    for (const auto& s : first_) text += "\n  " + s;
    INFO(text);
    CHECK(checked > 0);
    CHECK(count_ == 0);
  }

 private:
  std::vector<std::string> first_;
  uint64_t count_ = 0;
};

constexpr uint64_t kSeed = 0x6B63'6670'2024'0001ull;  // fixed: every run sees the same stimulus
constexpr int kRandomPairs = 1'000'000;

// ----- fp32 stimulus ---------------------------------------------------------------------------

inline uint32_t f32_make(uint32_t sign, uint32_t exp, uint32_t frac) {
  return (sign << 31) | ((exp & 0xFFu) << 23) | (frac & 0x7FFFFFu);
}

// Corner cases of fp32 addition: zeros, denormals, min normal, max finite, infinities, NaNs
// with different payloads, ones, values around rounding ties and for cancellation.
inline std::vector<uint32_t> f32_corners() {
  std::vector<uint32_t> pos = {
      0x00000000, 0x00000001, 0x00400000, 0x007FFFFF,  // zero, denormals (DAZ)
      0x00800000, 0x00800001, 0x00FFFFFF, 0x01000000,  // min normal and neighbours
      0x7F7FFFFF, 0x7F7FFFFE, 0x7F000000, 0x7E800000,  // max finite and large powers
      0x7F800000,                                      // inf
      0x7FC00000, 0x7F800001, 0x7FFFFFFF, 0x7FA00000,  // NaNs: quiet, signalling, payloads
      0x3F800000, 0x3F800001, 0x3F7FFFFF, 0x3FFFFFFF,  // around 1 and 2
      0x33800000, 0x33800001, 0x337FFFFF, 0x34000000,  // 2^-24 (half ulp of 1) and neighbours
      0x34400000, 0x33000000, 0x32800000, 0x33C00000,  // 1.5*2^-23, 2^-25, 2^-26, 1.5*2^-24
      0x4B000000, 0x4B000001, 0x4B7FFFFF,              // 2^23 region (integer ulp)
      0x40490FDB, 0x402DF854, 0x3EAAAAAB, 0x3DCCCCCD,  // pi, e, 1/3, 0.1
      0x0D800000, 0x0C000000, 0x01800000, 0x00800003,  // small normals (FTZ neighbourhood)
  };
  // exponents that differ from 1.0's by 0, 1, 2, 23, 24, 25, 26, 30, 31, 60, 126
  for (int d : {1, 2, 23, 24, 25, 26, 27, 30, 31, 60, 126}) {
    pos.push_back(f32_make(0, 127 - d, 0));
    pos.push_back(f32_make(0, 127 - d, 0x7FFFFF));
    pos.push_back(f32_make(0, 127 - d, 0x400001));
  }
  std::vector<uint32_t> all;
  for (uint32_t v : pos) {
    all.push_back(v);
    all.push_back(v | 0x80000000u);
  }
  return all;
}

// Random fp32 pairs: a mix of raw bit patterns, near-equal magnitudes (cancellation), chosen
// exponent differences, and operands near the FTZ and overflow limits.
class F32PairGen {
 public:
  explicit F32PairGen(uint64_t seed) : rng_(seed) {}
  void next(uint32_t& a, uint32_t& b) {
    const uint32_t kind = uint32_t(rng_() % 8);
    const uint32_t r0 = uint32_t(rng_()), r1 = uint32_t(rng_()), r2 = uint32_t(rng_());
    a = r0;
    b = r1;
    switch (kind) {
      case 0:
      case 1:
        break;  // raw bits
      case 2: {  // near-equal magnitude, random sign: massive cancellation when signs differ
        b = ((a & 0x7FFFFFFFu) ^ (r2 & 0xFFu)) | (((r2 >> 8) & 1u) << 31);
        break;
      }
      case 3: {  // near-equal, adjacent binades
        uint32_t ea = 2 + (r0 >> 23) % 252;
        a = f32_make(r0 >> 31, ea, r0);
        b = f32_make(r1 >> 31, ea - 1 + (r2 & 1u) * 2, (r0 & 0x7FFFFFu) ^ (r1 & 0xFFFu));
        break;
      }
      case 4: {  // chosen exponent difference
        static const int diffs[] = {0, 1, 2, 3, 22, 23, 24, 25, 26, 27, 28, 30, 31, 40, 64, 200};
        const int d = diffs[r2 % 16];
        uint32_t ea = uint32_t(d) + 1 + (r0 >> 23) % uint32_t(254 - d);
        a = f32_make(r0 >> 31, ea, r0);
        b = f32_make(r1 >> 31, ea - uint32_t(d), r1);
        if ((r2 >> 5) & 1u) std::swap(a, b);
        break;
      }
      case 5: {  // both tiny: results around and below 2^-126
        a = f32_make(r0 >> 31, (r0 >> 23) % 8, r0);
        b = f32_make(r1 >> 31, (r1 >> 23) % 8, r1);
        break;
      }
      case 6: {  // both huge: overflow
        a = f32_make(r0 >> 31, 250 + (r0 >> 23) % 6, r0);
        b = f32_make(r1 >> 31, 250 + (r1 >> 23) % 6, r1);
        break;
      }
      default: {  // ties: b = half an ulp of a (or 3/2, ...) exactly, low fraction bits chosen
        uint32_t ea = 30 + (r0 >> 23) % 200;
        a = f32_make(r0 >> 31, ea, r0 & ~0x3u);
        b = f32_make(r1 >> 31, ea - 24 - (r2 & 1u), (r2 & 2u) ? 0u : 0x400000u);
        break;
      }
    }
  }

 private:
  std::mt19937_64 rng_;
};

// ----- bf16 stimulus ---------------------------------------------------------------------------

inline std::vector<uint16_t> bf16_corners() {
  std::vector<uint16_t> pos = {
      0x0000, 0x0001, 0x0040, 0x007F,  // zero, denormals
      0x0080, 0x0081, 0x00FF, 0x0100,  // min normal and neighbours
      0x7F7F, 0x7F7E, 0x7F00, 0x7E80,  // max finite
      0x7F80,                          // inf
      0x7FC0, 0x7F81, 0x7FFF, 0x7FA0,  // NaNs
      0x3F80, 0x3F81, 0x3F7F, 0x3FFF,  // around 1 and 2
      0x3B80, 0x3B00, 0x3A80, 0x3C00,  // 2^-8 (half ulp of 1 in bf16), 2^-9, 2^-10, 2^-7
      0x3F00, 0x4000, 0x4040, 0x3EAB,  // 0.5, 2, 3, 1/3
      0x1F80, 0x2000, 0x5F80, 0x6000,  // 2^-64, 2^63, 2^64 (products near the limits)
      0x42B0, 0x42B1, 0x42AF, 0x42AE,  // 88 and neighbours (exp clamp)
  };
  for (int d : {1, 2, 7, 8, 9, 23, 24, 25, 26, 30, 31, 60}) pos.push_back(uint16_t((127 - d) << 7));
  std::vector<uint16_t> all;
  for (uint16_t v : pos) {
    all.push_back(v);
    all.push_back(uint16_t(v | 0x8000u));
  }
  return all;
}

class Bf16PairGen {
 public:
  explicit Bf16PairGen(uint64_t seed) : rng_(seed) {}
  void next(uint16_t& a, uint16_t& b) {
    const uint64_t r = rng_();
    a = uint16_t(r);
    b = uint16_t(r >> 16);
    const uint32_t kind = uint32_t(r >> 32) % 6;
    const uint32_t r2 = uint32_t(r >> 40);
    if (kind == 2) {  // near-equal magnitudes
      b = uint16_t((a & 0x7FFFu) ^ (r2 & 0x7u) ^ ((r2 & 8u) ? 0x8000u : (a & 0x8000u)));
    } else if (kind == 3) {  // exponent difference 0..15
      const uint32_t ea = 17 + (a >> 7) % 230;
      const uint32_t d = r2 % 16;
      a = uint16_t((a & 0x807Fu) | (ea << 7));
      b = uint16_t((b & 0x807Fu) | ((ea - d) << 7));
    } else if (kind == 4) {  // exponents near the FTZ / overflow limits for products
      const uint32_t base = (r2 & 1u) ? 0u : 192u;
      a = uint16_t((a & 0x807Fu) | ((base + (r2 >> 1) % 64) << 7));
      b = uint16_t((b & 0x807Fu) | ((base + (r2 >> 7) % 64) << 7));
    }
  }

 private:
  std::mt19937_64 rng_;
};

}  // namespace fptest
