// Bit-exact models of the aie tile's arithmetic (docs/isa/aie.md, Numerics): bf16 <-> fp32
// conversion, the bf16 vector ALU, the MAC array (int8 4x8x8 into int32, bf16 4x8x4 into fp32 with
// the adder-tree order, element-wise MACs), shift-round-saturate and up-shift, and the non-linear
// helper (exp2, reciprocal and reciprocal square root by table + polynomial / Newton step). The RTL of phase 2 is checked against these,
// the ISS uses them, and tests check them against fp64 and integer references.
//
// fp32 arithmetic is IEEE 754 binary32 with round-to-nearest-even and subnormals (the host's SSE
// arithmetic; the library is compiled with -ffp-contract=off so no multiply-add is fused), and
// every NaN result is the canonical 0x7FC00000.
#pragma once

#include <cstdint>

namespace kc::aie::num {

// --- bit patterns ----------------------------------------------------------------------------
float f32(std::uint32_t bits);
std::uint32_t bits(float f);
constexpr std::uint32_t kF32NaN = 0x7FC00000u;
constexpr std::uint16_t kBf16NaN = 0x7FC0u;

// bf16 -> fp32: exact.
inline std::uint32_t bf16_to_f32(std::uint16_t b) { return std::uint32_t(b) << 16; }
// fp32 -> bf16: round to nearest even on the bit pattern; overflow to infinity; NaN -> 0x7FC0.
std::uint16_t f32_to_bf16(std::uint32_t f);
// double -> bf16 rounded once from the exact value (nearest even, subnormals kept, NaN -> 0x7FC0).
std::uint16_t bf16_from_double(double v);
bool bf16_is_nan(std::uint16_t b);

// --- fp32 operations (canonical NaN) ---------------------------------------------------------
std::uint32_t f32_add(std::uint32_t a, std::uint32_t b);
std::uint32_t f32_sub(std::uint32_t a, std::uint32_t b);
std::uint32_t f32_mul(std::uint32_t a, std::uint32_t b);

// --- bf16 vector ALU (one lane) --------------------------------------------------------------
std::uint16_t bf16_add(std::uint16_t a, std::uint16_t b);
std::uint16_t bf16_sub(std::uint16_t a, std::uint16_t b);
std::uint16_t bf16_min(std::uint16_t a, std::uint16_t b);  // NaN if either is NaN; -0 < +0
std::uint16_t bf16_max(std::uint16_t a, std::uint16_t b);
bool bf16_lt(std::uint16_t a, std::uint16_t b);  // IEEE: NaN compares false, -0 == +0
bool bf16_le(std::uint16_t a, std::uint16_t b);
bool bf16_eq(std::uint16_t a, std::uint16_t b);

// --- MAC array --------------------------------------------------------------------------------
// int8 4x8x8: A row-major 4x8 (a[8i+k]), B row-major 8x8 (b[8k+j]), C 4x8 (c[8i+j]);
// c = (accumulate ? c : 0) + A*B, modulo 2^32.
void mmul_i8(const std::int8_t a[32], const std::int8_t b[64], std::int32_t c[32], bool accumulate);
// bf16 4x8x4: A row-major 4x8 (a[8i+k]), B row-major 8x4 (b[4k+j]), C 4x4 fp32 (c[4i+j]):
// s = ((p0+p1)+(p2+p3))+((p4+p5)+(p6+p7)), p_k = fp32(A[i][k]*B[k][j]); c = accumulate ? c + s : s.
void mmul_bf16(const std::uint16_t a[32], const std::uint16_t b[32], std::uint32_t c[16], bool accumulate);
// One element-wise bf16 lane: accumulate ? acc + fp32(a*b) : fp32(a*b).
std::uint32_t emac_bf16(std::uint32_t acc, std::uint16_t a, std::uint16_t b, bool accumulate);

// --- shift-round-saturate / up-shift ------------------------------------------------------------
enum class Rnd : std::uint8_t { floor, up, away, even };  // order = the RND operand's values
// x / 2^sh rounded by `mode`, saturated to a signed `bits`-bit integer (sh 0..31, bits 8/16/32).
std::int32_t srs(std::int32_t x, unsigned sh, Rnd mode, unsigned bits);
// sext(x) << sh modulo 2^32.
std::int32_t ups(std::int32_t x, unsigned sh);

// --- non-linear helper --------------------------------------------------------------------------
std::uint16_t exp2_bf16(std::uint16_t x);
std::uint16_t rcp_bf16(std::uint16_t x);
std::uint16_t rsqrt_bf16(std::uint16_t x);  // 1/sqrt(x); negative x (and -inf) give NaN, -0 gives -inf

}  // namespace kc::aie::num
