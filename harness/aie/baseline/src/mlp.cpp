// The aie template compiler's feed-forward networks (kc/aie_baseline.h): ffn (Y = GELU(X W1) W2,
// GELU in the sigmoid form h · σ(1.702 h)) and swiglu (Y = (SiLU(X WG) ⊙ (X WU)) WD), bf16.
//
// Both products run transposed, so that the first product's result is the second one's operand as
// it leaves the accumulators: Hᵀ = W1ᵀ Xᵀ and Yᵀ = W2ᵀ Gᵀ. The task's aie sections store the
// weights W[in][out] in 8x1 blocks (four consecutive blocks are the 4x8 operand a = Wᵀ[4i ..
// 4i+3][8k .. 8k+7]) and X and Y in 4x1 blocks (eight consecutive blocks are the 8x4 operand b =
// Xᵀ[8k .. 8k+7][4j .. 4j+3], and one 4x4 result block of Yᵀ is four consecutive blocks of Y).
// The hidden values H (M x F) are kept in the same 4x1 blocks in data memory the task leaves free:
// a 4x4 block of Hᵀ (four hidden units of four rows) is 32 bytes at H + 8·(4j·F + 4i), so the two
// result blocks of hidden units 8k .. 8k+7 of rows 4j .. 4j+3 are the 64-byte operand b of the
// second product. Each product is gemm's template (gemm_body, baseline.cpp) with these block
// strides; between them the activation is silu's template (sigmoid_gate_body, nonlin.cpp) over the
// M·F hidden values, which does not care about their order (swiglu: with the up projection as
// its gate U). Memory (the task's memory map puts the operands of each product in different bank
// groups on every tile): ffn keeps H after W2 in [0, 16384) and G = GELU(H) after Y in
// [16384, 32768); swiglu keeps HG and HU after Y in [0, 16384) and Z after WU in [16384, 32768)
// where it fits, else over WG once the gate projection has read it.
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

namespace {

constexpr int64_t kHalf = 16384;   // the bank-group boundary shared by `small` and `default`

// The product Cᵀ = Wᵀ Bᵀ of the transposed layouts: W[k][rows] in 8x1 blocks at w, B[cols][k]
// and C[cols][rows] in 4x1 blocks at b and c.
GemmPlan transposed(int64_t rows, int64_t k, int64_t cols, int64_t w, int64_t b, int64_t c) {
  GemmPlan p;
  p.rows = rows;
  p.k = k;
  p.cols = cols;
  p.a = w;
  p.a_row = 64;          // four hidden units further
  p.a_k = 16 * rows;     // eight input rows further
  p.b = b;
  p.b_k = 64;
  p.b_col = 8 * k;       // four rows of B further
  p.c = c;
  p.c_row = 32;
  p.c_col = 8 * rows;
  p.rows_inner = true;   // many rows (hidden units or D), few columns (M)
  return p;
}

}  // namespace

std::optional<std::string> mlp(const TaskInstance& inst, const HwConfig& cfg) {
  const std::string& id = inst.spec->id;
  if (id != "ffn" && id != "swiglu") return std::nullopt;
  const bool glu = id == "swiglu";
  const int64_t M = inst.param("M"), D = inst.param("D"), F = inst.param("F");
  auto check = [&](bool ok, const std::string& what) { require(ok, inst, what); };
  require(M % 8 == 0 && D % 8 == 0 && F % 8 == 0, inst, "M, D and F must be multiples of 8");
  const std::vector<std::string> w = glu ? std::vector<std::string>{"WG", "WU", "WD"} : std::vector<std::string>{"W1", "W2"};
  for (const std::string& t : w) require(tensor(inst, t).layout == "blocks 8x1", inst, t + " must be stored in 8x1 blocks");
  for (const char* t : {"X", "Y"}) require(tensor(inst, t).layout == "blocks 4x1", inst, std::string(t) + " must be stored in 4x1 blocks");
  for (const TensorInstance& t : inst.tensors) require(t.dtype == DType::bf16, inst, "every tensor must be bf16");
  const int64_t X = address(inst, "X"), Y = address(inst, "Y"), hb = 2 * M * F;
  const int64_t wdown = address(inst, w.back());
  std::ostringstream o;
  std::string how1, how2;
  if (!glu) {
    const int64_t W1 = address(inst, "W1"), W2 = wdown;
    const int64_t H = W2 + 2 * F * D, G = Y + 2 * M * D;
    require(X + 2 * M * D <= kHalf && H + hb <= kHalf && W1 >= kHalf && G + hb <= 2 * kHalf, inst,
            "the memory map leaves no room for H and G");
    const std::string up = gemm_body(transposed(F, D, M, W1, X, H), cfg, 1, &how1, check);
    unsigned ii = 0;
    const std::string act = sigmoid_gate_body(cfg, M * F, H, G, -1, 0xC01D, &ii, check);
    const std::string down = gemm_body(transposed(D, F, M, W2, G, Y), cfg, 1, &how2, check);
    o << header(inst, cfg,
                "FFN: H^T = W1^T X^T into H (byte " + str(H) + "), G = H * sigmoid(1.702 H) (gelu's gate, II = " + str(ii) +
                    ", k = bf16(-1.702 log2 e) = -2.453125) into G (byte " + str(G) + "), Y^T = W2^T G^T; products: " + how1)
      << "      // up projection: H^T = W1^T X^T\n" << up
      << "      // GELU (sigmoid form) over the " << M * F << " hidden values\n" << act
      << "      // down projection: Y^T = W2^T G^T\n" << down << "      done\n";
  } else {
    const int64_t WG = address(inst, "WG"), WU = address(inst, "WU"), WD = wdown;
    const int64_t HG = Y + 2 * M * D, HU = HG + hb;
    // Z above 16384 (its stores never meet the loads of HG and HU in a bank group, and its loads
    // never meet WD's): after WU when it fits there, else over WG, which the gate projection has
    // read by then.
    const int64_t Z = WU + 2 * D * F + hb <= 2 * kHalf ? WU + 2 * D * F : WG;
    require(std::max(X + 2 * M * D, HU + hb) <= kHalf && WG >= kHalf && WU >= kHalf, inst,
            "the memory map leaves no room for HG and HU");
    const std::string gate = gemm_body(transposed(F, D, M, WG, X, HG), cfg, 1, &how1, check);
    const std::string upp = gemm_body(transposed(F, D, M, WU, X, HU), cfg, 1, nullptr, check);
    unsigned ii = 0;
    const std::string act = sigmoid_gate_body(cfg, M * F, HG, Z, HU, 0xBFB9, &ii, check);
    const std::string down = gemm_body(transposed(D, F, M, WD, Z, Y), cfg, 1, &how2, check);
    o << header(inst, cfg,
                "SwiGLU: HG^T = WG^T X^T (byte " + str(HG) + "), HU^T = WU^T X^T (byte " + str(HU) +
                    "), Z = SiLU(HG) * HU (silu's gate times U, II = " + str(ii) +
                    ", k = bf16(-log2 e) = -1.4453125) into Z (byte " + str(Z) + "), Y^T = WD^T Z^T; products: " + how1)
      << "      // gate projection: HG^T = WG^T X^T\n" << gate
      << "      // up projection: HU^T = WU^T X^T\n" << upp
      << "      // Z = SiLU(HG) * HU over the " << M * F << " hidden values\n" << act
      << "      // down projection: Y^T = WD^T Z^T\n" << down << "      done\n";
  }
  return o.str();
}

}  // namespace kc::aie::baseline
