// The aie template compiler's decoder blocks (kc/aie_baseline.h): decoder_block_llama, one head of
// dimension 128 (E = 128), and decoder_block_t5 (t5() below: llama's phases without RoPE, one or
// two heads of 64, BIAS added to the scores, a ReLU FFN), bf16 with fp32 accumulation. The
// weights lie in L2 and reach the tile through its DMA; everything else stays in data memory.
// llama's phases, in program order:
//   norm1:     A = RMSNorm(X; NORM1) (rmsnorm_blocks_body, norm.cpp: X and A in 4x1 blocks);
//   Q, K:      Qᵀ, Kᵀ = WQᵀ·Aᵀ, WKᵀ·Aᵀ into QK[S][2E] (Q columns 0 .. E-1, K columns E .. 2E-1), V:
//              Vᵀ = WVᵀ·Aᵀ into V[S][E], all in 4x1 blocks: each product is gemm's template
//              (gemm_body, baseline.cpp) on a tile of eight output columns of the weight (16·E bytes:
//              E/8 rows of 128 bytes, one 2-D DMA transfer from the 8x1 blocks in L2), its k-steps
//              folded into a hardware loop (GemmPlan::fold_k), the tiles walked by a branch loop
//              with two buffers: the next tile's transfer (in0) runs under this tile's MACs;
//   RoPE:      in place on Q and K (rope_body, rope.cpp: the two halves of a head are 512 bytes
//              apart in a group's row of 4x1 blocks, lane for lane with COS and SIN);
//   K, V:      K's 64-byte units [8 columns][4 tokens] transposed in place into [4 tokens][8
//              columns] (two unzips, vshuf ueven16 / uodd16 + vshift, each), K then in 4x8 blocks,
//              the operand a of Sᵀ = K·Qᵀ; V copied word by word (8-byte pieces of 4 tokens) into 8x1
//              blocks (V8), the operand a of Oᵀ = Vᵀ·Pᵀ;
//   attention: Sᵀ = K·Qᵀ (gemm_body) into S, the causal mask added (a table of 0 and −∞ in the
//              layout of S, a .data block of the kernel; vadd.bf16), softmax over the keys of every
//              query (softmax_body, nonlin.cpp, lane groups of 4, L = bf16(log2 e / √128)) into P,
//              Oᵀ = V8ᵀ·Pᵀ into Att (4x1 blocks) — mha's products and layouts (attention.cpp);
//   O:         Aoᵀ = WOᵀ·Attᵀ (as Q), then Hr = X + Ao (vadd.bf16) over X;
//   norm2:     B = RMSNorm(Hr; NORM2);
//   G, U, Z:   per tile of eight hidden units, WG's and WU's tiles (in0, in1, double-buffered),
//              the two products into a tile of G and of U, and silu's gate with U
//              (sigmoid_gate_body, nonlin.cpp) into that tile of Z: Z is stored tile after tile
//              ([F/8][S/4][8][4]), whose 64-byte units are the operand b of the down projection;
//   D:         Dᵀ = WDᵀ·Zᵀ (as Q, K = F) into Y, then Y = Y + Hr.
// Memory (S ≤ 16, the task's configurations): below 16384 X (Hr), COS, SIN (then Att, then B), the
// norms, A (then V8), S and the mask, Z at the top; from 16384 V in Y's place (then the down
// projection's output), QK (the norm tables before it, then Ao), the weight buffers at the top
// (also P). Each product's operand a (a weight tile, K, V8) and operand b (A, Q, P, Att, B, Z) lie on
// different sides of 16384 except Sᵀ = K·Qᵀ (Q and K share QK).
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

namespace {

constexpr int64_t kHalf = 16384;   // the bank-group boundary shared by `small` and `default`
constexpr int64_t kE = 128;        // one head of dimension 128
using LC = isa::LatClass;
using Check = std::function<void(bool, const std::string&)>;

// y = a + b (vadd.bf16) over n bf16 (a multiple of 32; y may be a or b): a list-scheduled body of
// U chunks of 32 in a hardware loop (U = 4, 2 or 1 by n). With b_base >= 0, b is at r<b_base> + b
// (set through r16); with b < 0 the operation is y = max(a, 0) (vmax.bf16 with x11 = +0: ReLU).
std::string add_body(const HwConfig& cfg, int64_t n, int64_t a, int64_t b, int64_t y, const Check& check,
                     int b_base = -1) {
  check(n % 32 == 0, "an element-wise add needs a multiple of 32 elements");
  const bool relu = b < 0;
  const int64_t chunks = n / 32, U = chunks % 4 == 0 ? 4 : chunks % 2 == 0 ? 2 : 1;
  ListSched ls(cfg);
  for (int64_t k = 0; k < U; ++k) {
    const std::string ra = str(k), rb = relu ? "11" : str(4 + k);
    for (const char* h : {"wl", "wh"}) {
      ls.add("vld " + std::string(h) + ra + ", [p0], #1", LD, LC::load, {"p0"}, {h + ra, "p0"}, "", 0);
      if (!relu) ls.add("vld " + std::string(h) + rb + ", [p1], #1", LD, LC::load, {"p1"}, {h + rb, "p1"}, "", 1);
    }
    ls.add(std::string(relu ? "vmax.bf16" : "vadd.bf16") + " x" + ra + ", x" + ra + ", x" + rb, VEC, LC::valu,
           {"x" + ra, "x" + rb}, {"x" + ra});
    for (const char* h : {"wl", "wh"})
      ls.add("vst " + std::string(h) + ra + ", [p2], #1", ST, LC::store, {h + ra, "p2"}, {"p2"});
  }
  std::ostringstream o;
  o << "      movpi p0, " << a << "\n";
  if (relu)
    o << "      vxor x11, x11, x11\n";
  else
    o << pointer_setup("p1", b_base, b);
  o << "      movpi p2, " << y << "\n"
    << "      .loop " << chunks / U << "\n" << ls.schedule().flat("        ") << "      .endloop\n";
  return o.str();
}

// V[S][E] in 4x1 blocks (at v) -> V8 in 8x1 blocks (at v8): the 8-byte piece of tokens 4j .. 4j+3
// of column d moves from v + 8·(E·j + d) to v8 + 16·(E·(j/2) + d) + 8·(j mod 2). Per pair of token
// groups, the even group's 2E words go through p1 and the odd group's through p2 (8 bytes
// further), both 16 bytes per piece (post-increments #1, #3): one 32-bit load and one store per
// cycle, a store LOAD_LATENCY cycles after its load, the words rotating over r17 .. r24.
std::string repack_v(const HwConfig& cfg, int64_t S, int64_t E, int64_t v, int64_t v8) {
  Schedule s;
  const int64_t words = 2 * E;
  for (int64_t w = 0; w < words; ++w) {
    const std::string r = "r" + str(17 + w % 8);
    s.add(std::size_t(w), "ld " + r + ", [p0], #1");
    s.add(std::size_t(w) + cfg.load_latency, "st " + r + ", [pP], " + (w % 2 ? "#3" : "#1"));
  }
  std::string half[2];
  for (int i = 0; i < 2; ++i) {
    half[i] = s.folded(8, "        ");
    const std::string to = i ? "p2" : "p1";
    for (std::size_t at = half[i].find("pP"); at != std::string::npos; at = half[i].find("pP", at))
      half[i].replace(at, 2, to);
  }
  std::ostringstream o;
  o << "      movpi p0, " << v << "\n      movpi p1, " << v8 << "\n      movpi p2, " << v8 + 8 << "\n"
    << "      .loop " << S / 8 << "\n" << half[0] << half[1] << "      .endloop\n";
  return o.str();
}

// K's units in QK (at k, rows of `row` bytes, E/8 units per group of 4 tokens) transposed in place:
// [8 columns][4 tokens] (lane 4c + t) -> [4 tokens][8 columns] (lane 8t + c), the 4x8 block of K at
// the same address. Two unzips (lane index rotated right by one bit each): ueven16 and uodd16 of
// the unit with itself, vshift by 32 bytes joining their halves. Four units per list-scheduled
// loop body (x3u .. x3u+2 each).
std::string transpose_k(const HwConfig& cfg, int64_t S, int64_t E, int64_t k, int64_t row) {
  ListSched ls(cfg);
  for (int u = 0; u < 4; ++u) {
    const std::string a = "x" + str(3 * u), e = "x" + str(3 * u + 1), d = "x" + str(3 * u + 2);
    for (const char* h : {"wl", "wh"})
      ls.add("vld " + std::string(h) + str(3 * u) + ", [p0], #1", LD, LC::load, {"p0"}, {h + str(3 * u), "p0"}, "", 0);
    for (int rep = 0; rep < 2; ++rep) {
      ls.add("vshuf " + e + ", " + a + ", " + a + ", ueven16", MV, LC::move, {a}, {e});
      ls.add("vshuf " + d + ", " + a + ", " + a + ", uodd16", MV, LC::move, {a}, {d});
      ls.add("vshift " + a + ", " + e + ", " + d + ", 32", MV, LC::move, {e, d}, {a});
    }
    for (const char* h : {"wl", "wh"})
      ls.add("vst " + std::string(h) + str(3 * u) + ", [p1], #1", ST, LC::store, {h + str(3 * u), "p1"}, {"p1"});
  }
  std::ostringstream o;
  o << "      movpi p0, " << k << "\n      movpi p1, " << k << "\n"
    << "      .loop " << S / 4 << "\n"
    << "        .loop " << E / 32 << "\n" << ls.schedule().flat("          ") << "        .endloop\n"
    << "        paddi p0, " << row - E * 8 << "\n        paddi p1, " << row - E * 8 << "\n"
    << "      .endloop\n";
  return o.str();
}

// A 32-bit constant into rN (movi, then movhi for the upper half).
std::string const32(int r, int64_t v) {
  return "      movi r" + str(r) + ", " + str(v & 0xFFFF) + "\n      movhi r" + str(r) + ", " +
         str((v >> 16) & 0xFFFF) + "\n";
}

// The DMA shape of a weight tile: K/8 rows of 128 bytes (eight output columns of 8x1 blocks), L2
// stride 16·N (a row of blocks of W[K][N]), packed in data memory.
std::string tile_shape(const std::string& ch, int64_t K, int64_t N) {
  return const32(26, (K / 8) | (128 << 16)) + const32(27, 128 | ((16 * N) << 16)) + "      dmacfg " + ch +
         ", r26, r27\n";
}

// The tile GemmPlan: Cᵀ (8 columns x S tokens) = W tile (8 x K, 8x1 blocks packed at r18 + a) · Bᵀ
// (K x S, B[S][K] in 4x1 blocks at b, or given strides), C blocks at c_row / c_col.
GemmPlan tile_plan(int64_t S, int64_t K, int64_t a, int64_t b, int64_t b_k, int64_t b_col, int64_t c, int c_base,
                   int64_t c_col) {
  GemmPlan p;
  p.rows = 8;
  p.k = K;
  p.cols = S;
  p.a_base = 18;
  p.a = a;
  p.a_row = 64;      // four output columns further
  p.a_k = 128;       // eight rows of W further (one DMA row)
  p.b = b;
  p.b_k = b_k;
  p.b_col = b_col;
  p.c_base = c_base;
  p.c = c;
  p.c_row = 32;
  p.c_col = c_col;
  p.rows_inner = true;
  p.fold_k = true;
  return p;
}

// A projection phase: `mats` weight matrices W[K][N] one after the other in L2 from w, each
// multiplied in tiles of eight output columns (tile_plan) with B; tile t's output at c + c_tile·t
// (64: blocks of a 4x1 tensor with rows of c_col/8 columns; 16·S: tile after tile). r17 = L2 address of the next tile,
// r18 / r19 = this tile's / the other buffer, r20 = the output, r21 = tiles left, r24 = the
// matrix, r25 = matrices left.
std::string projection(const HwConfig& cfg, const std::string& tag, int64_t S, int64_t mats, int64_t w, int64_t K,
                       int64_t N, int64_t b, int64_t b_k, int64_t b_col, int64_t c, int64_t c_col, int64_t buf0,
                       int64_t buf1, std::string* how, const Check& check, int64_t c_tile = 64) {
  const std::string body = gemm_body(tile_plan(S, K, 0, b, b_k, b_col, 0, 20, c_col), cfg, 1, how, check);
  std::ostringstream o;
  o << tile_shape("in0", K, N) << "      movi r24, " << w << "\n      movi r18, " << buf0 << "\n      movi r19, " << buf1
    << "\n      movi r20, " << c << "\n      movi r25, " << mats << "\n"
    << tag << "_mat:\n"
    << "      addi r17, r24, 0\n"
    << "      dmastart in0, r17, r18\n"
    << "      addi r17, r17, 128\n"
    << "      movi r21, " << N / 8 << "\n"
    << tag << "_tile:\n"
    << "      dmawait in0\n"
    << "      addi r21, r21, -1\n"
    << "      beqz r21, " << tag << "_run\n"
    << "      dmastart in0, r17, r19     // the next tile under this one's MACs\n"
    << "      addi r17, r17, 128\n"
    << tag << "_run:\n"
    << body
    << "      xor r18, r18, r19\n      xor r19, r19, r18\n      xor r18, r18, r19\n"
    << "      addi r20, r20, " << c_tile << "\n"
    << "      bnez r21, " << tag << "_tile\n"
    << const32(23, 2 * K * N) << "      add r24, r24, r23\n"
    << "      addi r25, r25, -1\n"
    << "      bnez r25, " << tag << "_mat\n";
  return o.str();
}

// The causal mask in the layout of Sᵀ's 4x4 blocks (a .data block at m): key block j of query
// block i at 32·j + 8·S·i, lane 4a + b (key 4j + a, query 4i + b): 0 where the key comes first or
// is the query, −∞ after.
std::string mask_data(int64_t S, int64_t m) {
  std::ostringstream o;
  o << "      .data " << m << "\n";
  for (int64_t i = 0; i < S / 4; ++i)
    for (int64_t j = 0; j < S / 4; ++j) {
      o << "      .half ";
      for (int64_t l = 0; l < 16; ++l) o << (l ? ", " : "") << (4 * j + l / 4 > 4 * i + l % 4 ? "0xFF80" : "0");
      o << "\n";
    }
  o << "      .text\n";
  return o.str();
}

std::string t5(const TaskInstance& inst, const HwConfig& cfg);

}  // namespace

std::optional<std::string> decoder(const TaskInstance& inst, const HwConfig& cfg) {
  if (inst.spec->id == "decoder_block_t5") return t5(inst, cfg);
  if (inst.spec->id != "decoder_block_llama") return std::nullopt;
  auto check = [&](bool ok, const std::string& what) { require(ok, inst, what); };
  const int64_t S = inst.param("S"), H = inst.param("H"), F = inst.param("F"), E = kE;
  require(H == 1, inst, "the template runs one head (H = 1)");
  require(S % 8 == 0 && F % 8 == 0, inst, "S and F must be multiples of 8");
  for (const TensorInstance& t : inst.tensors) require(t.dtype == DType::bf16, inst, "every tensor must be bf16");
  for (const char* t : {"X", "COS", "SIN", "Y"})
    require(tensor(inst, t).layout == "blocks 4x1" && tensor(inst, t).space.empty(), inst,
            std::string(t) + " must be in data memory in 4x1 blocks");
  for (const char* t : {"WQ", "WK", "WV", "WO", "WG", "WU", "WD"})
    require(tensor(inst, t).layout == "blocks 8x1" && tensor(inst, t).space == "l2", inst,
            std::string(t) + " must be in L2 in 8x1 blocks");
  const int64_t X = address(inst, "X"), COS = address(inst, "COS"), SIN = address(inst, "SIN");
  const int64_t N1 = address(inst, "NORM1"), N2 = address(inst, "NORM2"), Y = address(inst, "Y");
  const int64_t WQ = address(inst, "WQ"), WK = address(inst, "WK"), WV = address(inst, "WV"), WO = address(inst, "WO");
  const int64_t WG = address(inst, "WG"), WU = address(inst, "WU"), WD = address(inst, "WD");
  require(WK == WQ + 2 * E * E && WU == WG + 2 * E * F, inst, "WK must follow WQ and WU follow WG in L2");
  const int64_t act = 2 * S * E, ss = 2 * S * S, top = 2 * kHalf;
  require(X == 0 && COS == act && SIN == COS + S * 128 && N1 == SIN + S * 128 && N2 == N1 + 2 * E && Y == kHalf, inst,
          "the template expects the task's memory map");
  // Below 16384.
  const int64_t A = N2 + 2 * E, V8 = A, SC = A + act, M = SC + ss, ATT = COS, B = COS;
  const int64_t Z = kHalf - 2 * S * F;
  // From 16384.
  const int64_t V = Y, NT = Y + act, QK = NT, AO = QK, GT = NT + 8 * E, UT = GT + 16 * S;
  const int64_t WB0 = top - 2 * 16 * E, WB1 = WB0 + 16 * E, P = WB0;
  const int64_t GB0 = top - 4 * 16 * E, GB1 = GB0 + 16 * E, UOFF = 2 * 16 * E;
  const int64_t DB0 = top - 2 * 16 * F, DB1 = DB0 + 16 * F;
  require(M + ss <= kHalf && B + act <= Z, inst, "the activations and the FFN's hidden values must fit below 16384");
  require(QK + 2 * act <= WB0 && P + ss <= top && UT + 16 * S <= GB0 && Y + act <= DB0 && 2 * ss <= 16 * E, inst,
          "the intermediates must fit above 16384");

  std::string how_p, how_s, how_o;
  std::ostringstream o;
  o << mask_data(S, M);
  o << "      // A = RMSNorm(X; NORM1), 4x1 blocks (the weights expanded at byte " << NT << ")\n"
    << rmsnorm_blocks_body(cfg, S / 4, E, X, A, N1, NT, check);
  o << "      // Q^T, K^T = WQ^T A^T, WK^T A^T into QK (byte " << QK << ": Q columns 0..127, K 128..255)\n"
    << projection(cfg, "qk", S, 2, WQ, E, E, A, 64, 8 * E, QK, 16 * E, WB0, WB1, &how_p, check);
  o << "      // V^T = WV^T A^T into V (byte " << V << ")\n"
    << projection(cfg, "v", S, 1, WV, E, E, A, 64, 8 * E, V, 8 * E, WB0, WB1, nullptr, check);
  RopePlan rp;
  rp.rows = 2 * S;   // eight pairs of chunks per group of 4 tokens
  rp.heads = 2;      // Q and K
  rp.chunks = 2;
  rp.half_bytes = 8 * 64;
  rp.head_bytes = 8 * E;
  rp.row_bytes = 64;
  rp.block_rows = 8;
  rp.block_skip = 16 * E - 8 * 64;
  rp.max_chunks = 8;
  rp.x = rp.y = QK;
  rp.cos = COS;
  rp.sin = SIN;
  o << "      // RoPE on Q and K in place\n" << rope_body(cfg, rp, nullptr);
  o << "      // K: 4x1 blocks -> 4x8 blocks in place\n" << transpose_k(cfg, S, E, QK + 8 * E, 16 * E);
  o << "      // V -> V8 in 8x1 blocks (byte " << V8 << ")\n" << repack_v(cfg, S, E, V, V8);
  GemmPlan sc;   // Sᵀ (S keys x S queries) = K (4x8 blocks) · Qᵀ
  sc.rows = S;
  sc.k = E;
  sc.cols = S;
  sc.a = QK + 8 * E;
  sc.a_row = 16 * E;
  sc.a_k = 64;
  sc.b = QK;
  sc.b_k = 64;
  sc.b_col = 16 * E;
  sc.c = SC;
  sc.c_row = 32;
  sc.c_col = 8 * S;
  sc.rows_inner = true;
  GemmPlan pv;   // Attᵀ (E x S queries) = V8ᵀ · Pᵀ
  pv.rows = E;
  pv.k = S;
  pv.cols = S;
  pv.a = V8;
  pv.a_row = 64;
  pv.a_k = 16 * E;
  pv.b = P;
  pv.b_k = 64;
  pv.b_col = 8 * S;
  pv.c = ATT;
  pv.c_row = 32;
  pv.c_col = 8 * E;
  pv.rows_inner = true;
  o << "      // S^T = K Q^T into S (byte " << SC << ")\n" << gemm_body(sc, cfg, 1, &how_s, check)
    << "      // the causal mask: S += M (0 or -inf, byte " << M << ")\n" << add_body(cfg, S * S, SC, M, SC, check)
    << "      // softmax over the keys of every query into P (byte " << P << ")\n"
    << softmax_body(cfg, S / 4, 4 * S, SC, P, SoftmaxForm{4, 0x3E03, "bf16(log2 e / sqrt(128)) = 0.12793"}, check)
    << "      // Att^T = V8^T P^T into Att (byte " << ATT << ")\n" << gemm_body(pv, cfg, 1, &how_o, check);
  o << "      // Ao^T = WO^T Att^T (byte " << AO << "), Hr = X + Ao over X\n"
    << projection(cfg, "o", S, 1, WO, E, E, ATT, 64, 8 * E, AO, 8 * E, WB0, WB1, nullptr, check)
    << add_body(cfg, S * E, X, AO, X, check);
  o << "      // B = RMSNorm(Hr; NORM2) (byte " << B << ")\n" << rmsnorm_blocks_body(cfg, S / 4, E, X, B, N2, NT, check);
  // G, U and Z tile by tile: WG's tile through in0, WU's through in1 (its buffer UOFF further).
  unsigned ii = 0;
  const std::string g_body = gemm_body(tile_plan(S, E, 0, B, 64, 8 * E, GT, -1, 64), cfg, 1, nullptr, check);
  const std::string u_body = gemm_body(tile_plan(S, E, UOFF, B, 64, 8 * E, UT, -1, 64), cfg, 1, nullptr, check);
  const std::string gate = sigmoid_gate_body(cfg, 8 * S, GT, 0, UT, 0xBFB9, &ii, check, 20);
  o << "      // G, U (tiles at bytes " << GT << ", " << UT << ") and Z = SiLU(G) * U (byte " << Z
    << ", tile after tile), eight hidden units at a time\n"
    << tile_shape("in0", E, F) << "      dmacfg in1, r26, r27\n"
    << "      movi r17, " << WG << "\n      movi r22, " << WU << "\n      movi r18, " << GB0 << "\n      movi r19, "
    << GB1 << "\n      movi r20, " << Z << "\n      movi r21, " << F / 8 << "\n      movi r23, " << UOFF << "\n"
    << "      dmastart in0, r17, r18\n      add r28, r18, r23\n      dmastart in1, r22, r28\n"
    << "      addi r17, r17, 128\n      addi r22, r22, 128\n"
    << "gu_tile:\n"
    << "      dmawait in0\n      dmawait in1\n      addi r21, r21, -1\n      beqz r21, gu_run\n"
    << "      dmastart in0, r17, r19\n      add r28, r19, r23\n      dmastart in1, r22, r28\n"
    << "      addi r17, r17, 128\n      addi r22, r22, 128\n"
    << "gu_run:\n"
    << g_body << u_body << gate
    << "      xor r18, r18, r19\n      xor r19, r19, r18\n      xor r18, r18, r19\n"
    << "      addi r20, r20, " << 16 * S << "\n"
    << "      bnez r21, gu_tile\n";
  o << "      // D^T = WD^T Z^T into Y, then Y = Y + Hr\n"
    << projection(cfg, "d", S, 1, WD, F, E, Z, 16 * S, 64, Y, 8 * E, DB0, DB1, nullptr, check)
    << add_body(cfg, S * E, Y, X, Y, check) << "      done\n";
  return header(inst, cfg,
                "decoder block (LLaMA), one head: RMSNorm, Q K V projections from L2 in tiles of 8 columns "
                "(DMA double-buffered), RoPE, causal softmax attention, O projection, residual, RMSNorm, "
                "SwiGLU (gate per tile, II = " + str(ii) + "), down projection, residual; projection tiles: " +
                    how_p + "; scores: " + how_s + "; output: " + how_o) +
         o.str();
}

namespace {

// decoder_block_t5: H heads of dimension 64 (E = 64·H ≤ 128), scores Q·Kᵀ + BIAS[h] unscaled
// (BIAS in 4x1 blocks is lane for lane Sᵀ's layout), RMSNorm with ε = 1e-6, Y = Hr + ReLU(B·W1)·W2.
// The phases are llama's without RoPE; the attention runs once per head in a branch loop, its
// operands in base registers as mha's (r20 = Q_h, r21 = Att_h, r22 = K_h, r23 = V8_h, r24 =
// BIAS_h, r25 = heads left); the hidden values H = B·W1 are stored tile after tile, then ReLU in
// place (vmax.bf16 with +0) before the down projection. Memory below 16384: X (Hr), BIAS, the
// norms, A (then V8, then B), S, the mask, Att, and Z at the top (over S, the mask and Att); from
// 16384 as llama's.
std::string t5(const TaskInstance& inst, const HwConfig& cfg) {
  auto check = [&](bool ok, const std::string& what) { require(ok, inst, what); };
  const int64_t S = inst.param("S"), H = inst.param("H"), F = inst.param("F"), E = 64 * H;
  require(H == 1 || H == 2, inst, "the template runs one or two heads (E ≤ 128)");
  require(S % 8 == 0 && F % 8 == 0, inst, "S and F must be multiples of 8");
  for (const TensorInstance& t : inst.tensors) require(t.dtype == DType::bf16, inst, "every tensor must be bf16");
  for (const char* t : {"X", "BIAS", "Y"})
    require(tensor(inst, t).layout == "blocks 4x1" && tensor(inst, t).space.empty(), inst,
            std::string(t) + " must be in data memory in 4x1 blocks");
  for (const char* t : {"WQ", "WK", "WV", "WO", "W1", "W2"})
    require(tensor(inst, t).layout == "blocks 8x1" && tensor(inst, t).space == "l2", inst,
            std::string(t) + " must be in L2 in 8x1 blocks");
  const int64_t X = address(inst, "X"), BIAS = address(inst, "BIAS"), N1 = address(inst, "NORM1");
  const int64_t N2 = address(inst, "NORM2"), Y = address(inst, "Y");
  const int64_t WQ = address(inst, "WQ"), WK = address(inst, "WK"), WV = address(inst, "WV"), WO = address(inst, "WO");
  const int64_t W1 = address(inst, "W1"), W2 = address(inst, "W2");
  require(WK == WQ + 2 * E * E, inst, "WK must follow WQ in L2");
  const int64_t act = 2 * S * E, ss = 2 * S * S, top = 2 * kHalf;
  require(X == 0 && BIAS == act && N1 == BIAS + H * ss && N2 == N1 + 2 * E && Y == kHalf, inst,
          "the template expects the task's memory map");
  const int64_t A = N2 + 2 * E, V8 = A, B = A, SC = A + act, M = SC + ss, ATT = M + ss, Z = kHalf - 2 * S * F;
  const int64_t V = Y, NT = Y + act, QK = NT, AO = QK;
  const int64_t WB0 = top - 2 * 16 * E, WB1 = WB0 + 16 * E, P = WB0;
  const int64_t DB0 = top - 2 * 16 * F, DB1 = DB0 + 16 * F;
  require(ATT + act <= kHalf && A + act <= Z, inst, "the activations and the FFN's hidden values must fit below 16384");
  require(QK + 2 * act <= WB0 && P + ss <= top && Y + act <= DB0, inst, "the intermediates must fit above 16384");

  std::string how_p, how_s, how_o;
  std::ostringstream o;
  o << mask_data(S, M);
  o << "      // A = RMSNorm(X; NORM1), 4x1 blocks (the weights expanded at byte " << NT << ")\n"
    << rmsnorm_blocks_body(cfg, S / 4, E, X, A, N1, NT, check, 1e-6);
  o << "      // Q^T, K^T = WQ^T A^T, WK^T A^T into QK (byte " << QK << ": Q columns 0.." << E - 1 << ", K " << E << ".."
    << 2 * E - 1 << ")\n"
    << projection(cfg, "qk", S, 2, WQ, E, E, A, 64, 8 * E, QK, 16 * E, WB0, WB1, &how_p, check);
  o << "      // V^T = WV^T A^T into V (byte " << V << ")\n"
    << projection(cfg, "v", S, 1, WV, E, E, A, 64, 8 * E, V, 8 * E, WB0, WB1, nullptr, check);
  o << "      // K: 4x1 blocks -> 4x8 blocks in place\n" << transpose_k(cfg, S, E, QK + 8 * E, 16 * E);
  o << "      // V -> V8 in 8x1 blocks (byte " << V8 << ")\n" << repack_v(cfg, S, E, V, V8);
  GemmPlan sc;   // Sᵀ_h (S keys x S queries) = K_h (4x8 blocks) · Q_hᵀ
  sc.rows = S;
  sc.k = 64;
  sc.cols = S;
  sc.a_base = 22;
  sc.a_row = 16 * E;
  sc.a_k = 64;
  sc.b_base = 20;
  sc.b_k = 64;
  sc.b_col = 16 * E;
  sc.c = SC;
  sc.c_row = 32;
  sc.c_col = 8 * S;
  sc.rows_inner = true;
  GemmPlan pv;   // Att_hᵀ (64 x S queries) = V8_hᵀ · Pᵀ
  pv.rows = 64;
  pv.k = S;
  pv.cols = S;
  pv.a_base = 23;
  pv.a_row = 64;
  pv.a_k = 16 * E;
  pv.b = P;
  pv.b_k = 64;
  pv.b_col = 8 * S;
  pv.c_base = 21;
  pv.c_row = 32;
  pv.c_col = 8 * E;
  pv.rows_inner = true;
  o << "      movi r20, " << QK << "           // Q of head h\n"
    << "      movi r21, " << ATT << "           // Att of head h\n"
    << "      movi r22, " << QK + 8 * E << "           // K of head h\n"
    << "      movi r23, " << V8 << "           // V8 of head h\n"
    << "      movi r24, 0              // BIAS of head h, from BIAS\n"
    << "      movi r25, " << H << "\n"
    << "head:\n"
    << "      // S^T = K_h Q_h^T into S (byte " << SC << "), + BIAS_h, + the causal mask (byte " << M << ")\n"
    << gemm_body(sc, cfg, 1, &how_s, check) << add_body(cfg, S * S, SC, BIAS, SC, check, 24)
    << add_body(cfg, S * S, SC, M, SC, check)
    << "      // softmax over the keys of every query into P (byte " << P << ")\n"
    << softmax_body(cfg, S / 4, 4 * S, SC, P, SoftmaxForm{4, 0x3FB9, "bf16(log2 e) = 1.4453125 (no scaling)"}, check)
    << "      // Att_h^T = V8_h^T P^T\n" << gemm_body(pv, cfg, 1, &how_o, check)
    << "      addi r20, r20, 512\n      addi r21, r21, 512\n      addi r22, r22, 512\n      addi r23, r23, 1024\n"
    << "      addi r24, r24, " << ss << "\n      addi r25, r25, -1\n      bnez r25, head\n";
  o << "      // Ao^T = WO^T Att^T (byte " << AO << "), Hr = X + Ao over X\n"
    << projection(cfg, "o", S, 1, WO, E, E, ATT, 64, 8 * E, AO, 8 * E, WB0, WB1, nullptr, check)
    << add_body(cfg, S * E, X, AO, X, check);
  o << "      // B = RMSNorm(Hr; NORM2) (byte " << B << ")\n"
    << rmsnorm_blocks_body(cfg, S / 4, E, X, B, N2, NT, check, 1e-6);
  o << "      // H^T = W1^T B^T into Z (byte " << Z << ", tile after tile), then Z = ReLU(H) in place\n"
    << projection(cfg, "h", S, 1, W1, E, F, B, 64, 8 * E, Z, 64, WB0, WB1, nullptr, check, 16 * S)
    << add_body(cfg, S * F, Z, -1, Z, check);
  o << "      // D^T = W2^T Z^T into Y, then Y = Y + Hr\n"
    << projection(cfg, "d", S, 1, W2, F, E, Z, 16 * S, 64, Y, 8 * E, DB0, DB1, nullptr, check)
    << add_body(cfg, S * E, Y, X, Y, check) << "      done\n";
  return header(inst, cfg,
                "decoder block (T5), " + str(H) + " head" + (H > 1 ? "s" : "") +
                    " of 64: RMSNorm, Q K V projections from L2 in tiles of 8 columns (DMA double-buffered), "
                    "per head scores + BIAS, causal softmax (unscaled), attention; O projection, residual, RMSNorm, "
                    "ReLU FFN, residual; projection tiles: " + how_p + "; scores: " + how_s + "; output: " + how_o) +
         o.str();
}

}  // namespace

}  // namespace kc::aie::baseline
