// The aie template compiler's attention (kc/aie_baseline.h): sdpa, mha, gqa and mqa, bf16 with
// fp32 accumulation, one template. Every query head h (key/value head g: sdpa and mqa 0, mha h,
// gqa ⌊h / G⌋) runs three phases:
//   scores:  Sᵀ = K_g · Q_hᵀ on the MAC array (gemm's template, gemm_body in baseline.cpp), each
//            4x4 result block (four keys of four queries) rounded to bf16 (vconv.bf16) into S;
//   softmax: softmax's two list-scheduled stages (softmax_body in nonlin.cpp) over S with 4x4
//            lane groups: per query, m = max of its scores, e = vexp2(s·L − m·L) with
//            L = bf16(log2 e)/8 (the 1/8 scale and log2 e in one exact bf16 constant), Σ e by the
//            MAC array (ones · e), P = bf16(e · vrcp(Σ e)) into P;
//   output:  Oᵀ = V_gᵀ · P_hᵀ (gemm_body again), rounded once to bf16 into O.
// Both products run transposed so that each operand is a plain block of the task's layouts and
// the scores leave the accumulators as the second product's operand: K is stored in 4x8 blocks
// (operand a of the first product), Q in 4x1 blocks (eight consecutive blocks are Qᵀ[8k .. 8k+7]
// [4i .. 4i+3], operand b), V in 8x1 blocks (four consecutive blocks are Vᵀ[4d .. 4d+3][8k ..
// 8k+7], operand a of the second product) and O in 4x1 blocks (four consecutive blocks are the
// 4x4 result block Oᵀ[4d .. 4d+3][4i .. 4i+3]). S and P hold the 4x4 blocks of Sᵀ (key block j,
// query block i at 32·j + 8·SK·i): the SK keys of four queries are 8·SK contiguous bytes, and
// two consecutive blocks (eight keys of four queries) are the 8x4 operand b of Oᵀ = Vᵀ Pᵀ and
// one chunk of 32 scores for the softmax (lane 4a + b: key a, query b). Memory (the task's memory
// map): K, O and then P in [0, 16384), Q, V and then S in [16384, 32768), so each product's two
// operands and the softmax's loads (S) and stores (P) lie in different bank groups on every tile.
// The three phases are emitted once, the heads' operands in base registers (GemmPlan::a_base ..
// c_base), and branch loops walk the query heads of a key/value head and the key/value heads (the
// program memory of `small` holds 2048 operation words; the two levels of hardware loops are
// gemm_body's).
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

namespace {

constexpr int64_t kHalf = 16384;   // the bank-group boundary shared by `small` and `default`

// The heads of one of the four tasks: query heads, key/value heads, and the query heads per
// key/value head (query head h uses key/value head h / group).
struct Heads {
  int64_t q = 1, kv = 1, group = 1;
};

}  // namespace

std::optional<std::string> attention(const TaskInstance& inst, const HwConfig& cfg) {
  const std::string& id = inst.spec->id;
  Heads hd;
  if (id == "sdpa") {
  } else if (id == "mha") {
    hd = Heads{inst.param("H"), inst.param("H"), 1};
  } else if (id == "gqa") {
    hd = Heads{inst.param("HKV") * inst.param("G"), inst.param("HKV"), inst.param("G")};
  } else if (id == "mqa") {
    hd = Heads{inst.param("H"), 1, inst.param("H")};
  } else {
    return std::nullopt;
  }
  auto check = [&](bool ok, const std::string& what) { require(ok, inst, what); };
  const int64_t SQ = inst.param("SQ"), SK = inst.param("SK");
  require(SQ % 8 == 0 && SK % 8 == 0, inst, "SQ and SK must be multiples of 8");
  for (const TensorInstance& t : inst.tensors) require(t.dtype == DType::bf16, inst, "every tensor must be bf16");
  require(tensor(inst, "Q").layout == "blocks 4x1" && tensor(inst, "K").layout == "blocks 4x8" &&
              tensor(inst, "V").layout == "blocks 8x1" && tensor(inst, "O").layout == "blocks 4x1",
          inst, "Q, K, V and O must be stored in 4x1, 4x8, 8x1 and 4x1 blocks");
  const int64_t Q = address(inst, "Q"), K = address(inst, "K"), V = address(inst, "V"), O = address(inst, "O");
  const int64_t q_bytes = 128 * SQ * hd.q, kv_bytes = 128 * SK * hd.kv, s_bytes = 2 * SQ * SK;
  const int64_t S = V + kv_bytes, P = O + q_bytes;
  require(K + kv_bytes <= kHalf && P + s_bytes <= kHalf && Q >= kHalf && V >= kHalf && S + s_bytes <= 2 * kHalf,
          inst, "the memory map leaves no room for the scores S and the weights P");

  // One copy of the per-head code, its operands' bases in registers: r20 = Q_h, r21 = O_h (query
  // head h), r22 = K_g, r23 = V_g (key/value head g); branch loops over the G query heads of a
  // key/value head (counter r24) and over the HKV key/value heads (r25) around it (the hardware
  // loops' two levels are gemm_body's).
  GemmPlan sc;   // Sᵀ (SK x SQ) = K_g (SK x 64) · Q_hᵀ (64 x SQ)
  sc.rows = SK;
  sc.k = 64;
  sc.cols = SQ;
  sc.a_base = 22;            // K's 4x8 blocks: 8·HKV per four keys, head g from block 8g
  sc.a_row = 512 * hd.kv;
  sc.a_k = 64;
  sc.b_base = 20;            // Q's 4x1 blocks: 64·HQ per four queries, head h from block 64h
  sc.b_k = 64;
  sc.b_col = 512 * hd.q;
  sc.c = S;
  sc.c_row = 32;
  sc.c_col = 8 * SK;
  sc.rows_inner = true;
  GemmPlan out;  // Oᵀ (64 x SQ) = V_gᵀ (64 x SK) · P_hᵀ (SK x SQ)
  out.rows = 64;
  out.k = SK;
  out.cols = SQ;
  out.a_base = 23;           // V's 8x1 blocks: 64·HKV per eight keys, head g from block 64g
  out.a_row = 64;
  out.a_k = 1024 * hd.kv;
  out.b = P;
  out.b_k = 64;
  out.b_col = 8 * SK;
  out.c_base = 21;           // O's 4x1 blocks as Q's
  out.c_row = 32;
  out.c_col = 512 * hd.q;
  out.rows_inner = true;
  std::string how1, how2;
  const std::string p1 = gemm_body(sc, cfg, 1, &how1, check);
  const std::string sm =
      softmax_body(cfg, SQ / 4, 4 * SK, S, P, SoftmaxForm{4, 0x3E39, "bf16(log2 e) / 8 = 0.180664"}, check);
  const std::string p2 = gemm_body(out, cfg, 1, &how2, check);
  const int64_t G = hd.group, HKV = hd.kv;
  std::ostringstream o;
  o << "      movi r20, " << Q << "           // Q of query head h\n"
    << "      movi r21, " << O << "           // O of query head h\n"
    << "      movi r22, " << K << "           // K of key/value head g\n"
    << "      movi r23, " << V << "           // V of key/value head g\n";
  if (HKV > 1) o << "      movi r25, " << HKV << "\nkv_head:\n";
  if (G > 1) o << "      movi r24, " << G << "\nq_head:\n";
  o << "      // S^T = K_g Q_h^T into S (byte " << S << ")\n"
    << p1 << "      // softmax over the keys of every query: P = e / sum(e), e = vexp2(s*L - m*L), into P (byte " << P
    << ")\n"
    << sm << "      // O_h^T = V_g^T P_h^T\n"
    << p2;
  if (hd.q > 1) o << "      addi r20, r20, 512\n      addi r21, r21, 512\n";
  if (G > 1) o << "      addi r24, r24, -1\n      bnez r24, q_head\n";
  if (HKV > 1)
    o << "      addi r22, r22, 512\n      addi r23, r23, 1024\n      addi r25, r25, -1\n      bnez r25, kv_head\n";
  return header(inst, cfg,
                "attention per query head (" + str(hd.q) + " query heads, " + str(HKV) +
                    " key/value heads): S^T = K Q^T (bf16 scores), softmax over the 4x4 blocks of S^T "
                    "(softmax's stages, L = bf16(log2 e)/8), O^T = V^T P^T; scores: " +
                    how1 + "; output: " + how2) +
         o.str() + "      done\n";
}

}  // namespace kc::aie::baseline
