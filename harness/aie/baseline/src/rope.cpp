// The rope template of the aie template compiler (kc/aie_baseline.h): rotate-half RoPE, bf16.
//
// Per chunk j of 16 elements of a head (j = 0 .. 3, element 16j .. 16j+15 of each half):
//   y1 = x1·c - x2·s: vmul.bf16 bm, x1, c; vmac.bf16 bm, x2, -s   (fp32, one rounding per step)
//   y2 = x2·c + x1·s: vmul.bf16 bm, x2, c; vmac.bf16 bm, x1, s
// then vconv.bf16 and one 256-bit store each: four vec-slot operations per 32 outputs, the bound.
// -s comes from one vxor with a sign mask (x6) per 32 elements of SIN. A token's COS, SIN and -SIN
// rows are used in two pairs of chunks (j = 0, 1 and j = 2, 3) in x0 / x1 (COS), x2 / x3 (SIN),
// x4 / x5 (-SIN): all heads' chunks of the first pair, then of the second, so the next token's
// first pair is loaded while the second is in use. X halves rotate over x7 .. x9, results over
// x10, x11, accumulators over bm0 .. bm15. Every load and store walks its tensor with immediate
// post-increments; a loop body holds U tokens (the largest divisor of T with U·H ≤ 6) and is one
// list-scheduled schedule (ListSched). rope_body runs the same on rows of other shapes (RopePlan in
// kc/aie_baseline.h): decoder_block_llama's token groups in 4x1 blocks, 16 chunks per half.
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

std::string rope_body(const HwConfig& cfg, const RopePlan& p, int64_t* tokens_per_iteration) {
  const int64_t T = p.rows, H = p.heads, J = p.chunks;
  const int64_t B = p.block_rows ? p.block_rows : T;   // rows between pointer skips
  const int64_t row = p.row_bytes ? p.row_bytes : p.head_bytes * H;
  int64_t U = 1;
  for (int64_t u = 1; u <= B; ++u)
    if (B % u == 0 && u * H * J <= p.max_chunks) U = u;
  if (tokens_per_iteration) *tokens_per_iteration = U;
  using LC = isa::LatClass;

  // The byte offsets (within a row of X or Y) of the halves in the order they are used.
  std::vector<int64_t> order;
  for (int64_t pair = 0; pair < J / 2; ++pair)
    for (int64_t h = 0; h < H; ++h)
      for (int64_t half = 0; half < 2; ++half)      // x1, then x2
        for (int64_t j = 2 * pair; j < 2 * pair + 2; ++j) order.push_back(p.head_bytes * h + p.half_bytes * half + 32 * j);
  auto step = [&](std::size_t k) {   // post-increment (in 32-byte accesses) after the k-th half of a row
    const int64_t next = k + 1 < order.size() ? order[k + 1] : order.front() + row;
    return "#" + str((next - order[k]) / 32);
  };

  ListSched ls(cfg);
  std::size_t nx = 0, ny = 0, nb = 0;
  const std::vector<std::string> xin = {"wl7", "wh7", "wl8", "wh8", "wl9", "wh9"};
  const std::vector<std::string> out = {"wl10", "wh10", "wl11", "wh11"};
  for (int64_t u = 0; u < U; ++u) {
    std::size_t kx = 0, ky = 0;
    for (int64_t pair = 0; pair < J / 2; ++pair) {
      const std::string rp = str(pair % 2);
      const std::string c = "x" + rp, sn = "x" + str(2 + pair % 2), ns = "x" + str(4 + pair % 2);
      for (const char* hf : {"wl", "wh"}) {
        ls.add("vld " + std::string(hf) + rp + ", [p2], #1", LD, LC::load, {"p2"}, {hf + rp, "p2"}, "", 0);
        ls.add("vld " + std::string(hf) + str(2 + pair % 2) + ", [p3], #1", LD, LC::load, {"p3"},
               {hf + str(2 + pair % 2), "p3"}, "", 0);
      }
      ls.add("vxor " + ns + ", " + sn + ", x6", VEC, LC::valu, {sn, "x6"}, {ns});
      for (int64_t h = 0; h < H; ++h) {
        std::string x1[2], x2[2];
        for (int half = 0; half < 2; ++half)
          for (int j = 0; j < 2; ++j) {
            std::string& r = half == 0 ? x1[j] : x2[j];
            r = xin[nx++ % xin.size()];
            ls.add("vld " + r + ", [p0], " + step(kx++), LD, LC::load, {"p0"}, {r, "p0"}, "", 0);
          }
        for (int half = 0; half < 2; ++half)
          for (int j = 0; j < 2; ++j) {
            const std::string hc = (j ? "wh" : "wl") + rp;                                   // c chunk
            const std::string hs = (j ? "wh" : "wl") + str((half ? 2 : 4) + pair % 2);   // y1: -s, y2: s
            const std::string a = half == 0 ? x1[j] : x2[j], b = half == 0 ? x2[j] : x1[j];
            const std::string bm = "bm" + str(nb++ % 16), acc = bm;   // the interlock tracks accumulator halves
            ls.add("vmul.bf16 " + bm + ", " + a + ", " + hc, VEC, LC::emul_bf16, {a, hc}, {acc});
            ls.add("vmac.bf16 " + bm + ", " + b + ", " + hs, VEC, LC::emul_bf16, {b, hs}, {}, acc);
            const std::string w = out[ny++ % out.size()];
            ls.add("vconv.bf16 " + w + ", " + bm, MV, LC::srs, {acc}, {w});
            ls.add("vst " + w + ", [p1], " + step(ky++), ST, LC::store, {w, "p1"}, {"p1"});
          }
      }
    }
  }
  std::ostringstream o;
  o << "      movpi p0, " << p.x << "\n"
    << "      movpi p1, " << p.y << "\n"
    << "      movpi p2, " << p.cos << "\n"
    << "      movpi p3, " << p.sin << "\n"
    << "      movi r1, 32768\n"
    << "      vbcst.i16 x6, r1         // the bf16 sign bit in every lane\n";
  if (B == T)
    o << "      .loop " << T / U << "\n" << ls.schedule().flat("        ") << "      .endloop\n";
  else   // blocks of B rows, the pointers moved on by block_skip after each
    o << "      .loop " << T / B << "\n"
      << "        .loop " << B / U << "\n"
      << ls.schedule().flat("          ") << "        .endloop\n"
      << "        paddi p0, " << p.block_skip << "\n"
      << "        paddi p1, " << p.block_skip << "\n"
      << "      .endloop\n";
  return o.str();
}

std::string rope(const TaskInstance& inst, const HwConfig& cfg) {
  for (const char* t : {"X", "COS", "SIN", "Y"})
    require(tensor(inst, t).dtype == DType::bf16, inst, "X, COS, SIN and Y must be bf16");
  RopePlan p;
  p.rows = inst.param("T");
  p.heads = inst.param("H");
  p.x = address(inst, "X");
  p.y = address(inst, "Y");
  p.cos = address(inst, "COS");
  p.sin = address(inst, "SIN");
  int64_t U = 1;
  const std::string body = rope_body(cfg, p, &U);
  return header(inst, cfg,
                "RoPE: " + str(U) + " token" + (U > 1 ? "s" : "") +
                    " per loop iteration, per 16 outputs one vmul.bf16 + one vmac.bf16 (fp32) and one vconv.bf16") +
         body + "      done\n";
}

}  // namespace kc::aie::baseline
