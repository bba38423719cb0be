// The generated encoding test vectors (plena_isa_roundtrip.inc, from kc-gen) as arrays:
// kRoundTrip — assembly text, word, mnemonic and operand values of every instruction at its
// boundary operand values; kIllegal — words that encode no instruction, with the reason.
#pragma once

#include <cstdint>

namespace kc::plena::test {

struct RoundTrip {
  const char* text;
  std::uint32_t word;
  const char* mnemonic;
  unsigned num_operands;
  std::uint32_t values[5];
};

inline const RoundTrip kRoundTrip[] = {
#define KC_PLENA_ROUNDTRIP(text, word, mnemonic, n, v0, v1, v2, v3, v4) {text, word, mnemonic, n, {v0, v1, v2, v3, v4}},
#include "plena_isa_roundtrip.inc"
#undef KC_PLENA_ROUNDTRIP
};

struct IllegalWord {
  std::uint32_t word;
  const char* reason;
};

inline const IllegalWord kIllegal[] = {
#define KC_PLENA_ILLEGAL(word, reason) {word, reason},
#include "plena_isa_roundtrip.inc"
#undef KC_PLENA_ILLEGAL
};

}  // namespace kc::plena::test
