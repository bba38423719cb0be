// The linear template of the aie template compiler (kc/aie_baseline.h): Y = X Wᵀ + BIAS, bf16.
//
// The task's aie section stores X in 4x8 blocks (the A operand of vmmac.bf16), W[N][K] in 4x1
// blocks (four rows of W, one column each: eight consecutive blocks are the 8x4 B operand
// Wᵀ[8k .. 8k+7][4n .. 4n+3]) and Y in 4x4 blocks, so the product is gemm's template with W's
// block strides. The bias enters the fp32 accumulators before the first MAC: a prologue writes,
// for every column block n, the pattern BIAS[4n .. 4n+3] repeated four times (16 bf16, the lanes
// of one accumulator half) into Y's last row of blocks (block (M/4 - 1, n) holds pattern n), and
// each group loads its two patterns and converts them (vconv.fp32) into its accumulators. A group
// of the last row of groups reads its patterns before it writes its blocks of that row, and no
// other group touches them, so the patterns need no memory of their own. One pattern: two 32-bit
// loads of BIAS, two vbcst.i32 and one vshuf zlo32 (interleaving the two words), one 256-bit
// store; the prologue is modulo-scheduled at three cycles per pattern (the move slot) over four
// register sets.
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

std::string linear(const TaskInstance& inst, const HwConfig& cfg) {
  const int64_t M = inst.param("M"), N = inst.param("N");
  require(M % 8 == 0 && N % 8 == 0, inst, "M and N must be multiples of 8");
  require(tensor(inst, "BIAS").dtype == DType::bf16, inst, "BIAS must be bf16");
  const int64_t NB = N / 4;
  const unsigned L = cfg.load_latency, mv = cfg.move_latency, ii = 3;
  require(mv <= 4, inst, "the move latency of " + cfg.name + " is too long for the bias prologue");
  const int64_t patterns = address(inst, "Y") + 32 * (M / 4 - 1) * NB;

  Schedule s;
  for (int64_t n = 0; n < NB; ++n) {
    const unsigned set = unsigned(n % 4);
    const std::size_t t = std::size_t(n) * ii;
    const std::string r0 = "r" + str(16 + 2 * set), r1 = "r" + str(17 + 2 * set);
    const std::string xa = str(3 * set), xb = str(3 * set + 1), xc = str(3 * set + 2);
    s.add(t, "ld " + r0 + ", [p5], #1");
    s.add(t + 1, "ld " + r1 + ", [p5], #1");
    s.add(t + L, "vbcst.i32 x" + xa + ", " + r0);
    s.add(t + L + 1, "vbcst.i32 x" + xb + ", " + r1);
    s.add(t + L + 5, "vshuf x" + xc + ", x" + xa + ", x" + xb + ", zlo32");   // move slot: offsets L, L+1, L+2 mod 3
    s.add(t + L + 5 + mv, "vst wl" + xc + ", [p6], #1");
  }
  std::ostringstream pro;
  pro << "      // bias patterns: BIAS[4n .. 4n+3] four times, in Y's last row of blocks\n"
      << "      movpi p5, " << address(inst, "BIAS") << "\n"
      << "      movpi p6, " << patterns << "\n"
      << s.folded(4 * ii, "      ");

  GemmForm f;
  f.a = "X";
  f.b = "W";
  f.c = "Y";
  f.b_layout = "blocks 4x1";
  f.bias_patterns = patterns;
  f.what = "Linear";
  f.prologue = pro.str();
  return gemm_kernel(inst, cfg, 1, f);
}

}  // namespace kc::aie::baseline
