// Attention: sdpa (one head), flash_attention (one causal head), mha (H heads), gqa (HKV KV heads
// shared by G query heads each) and mqa (H query heads sharing one KV head), head dimension 64,
// scale 1/8, through the attention template (attention.h): the online softmax over key blocks of
// MLEN keys (FlashAttention), M_TMM for Q·Kᵀ against K tiles in MRAM, M_MM for P·V against V tiles,
// the K / V tiles streamed through MRAM (double-buffered where four blocks fit) once per problem.
//
// Problems. sdpa and flash_attention are one problem (flash_attention causal: blocks above the
// diagonal skipped, the diagonal block masked); mha one per head (a hardware loop over the heads,
// the HBM pointers moving by 64 elements, or read from a table in INT_MEM when the heads are cut
// into query blocks, as on `small`); gqa one per KV head with the G query heads of its group
// STACKED as rows (G·SQ rows against the same K / V: the matrix unit sees BLEN-row groups and the
// K / V tiles are loaded once per KV head); mqa one problem with all H query heads stacked (H·SQ
// rows). So even the decode-like gqa / mqa shapes (SQ = 4..20 queries) give the matrix unit 16 to
// 128 rows per key tile.
//
// Performance, measured (kernelcraft regress --baselines; fraction of the roofline bound).
// default: every configuration is bound by the matrix unit (8 cycles per query·key on the array,
// against 1/4 on the vector unit and far less HBM time; with the query heads stacked this holds
// for the decode-like gqa / mqa shapes too). An M_TMM / M_MM takes MLEN cycles per BLEN×BLEN block
// and MLEN-deep slice and its write-out 2 more, so the ceiling of this schedule is MLEN/(MLEN+2) =
// 97 %; the rest is the prologue of each problem (Q load and scaling, first tiles) and the
// pipeline drain at its end. sdpa 94.6-96.4 %, mha 94.7-96.1 %, gqa 94.1-96.3 % and mqa
// 95.1-96.4 % (C1..C5, H1, H2), except gqa / mqa C1 (16 rows x 64 keys, where those fixed costs
// weigh most): 89.6 %.
//   flash_attention: 52.2 / 70.6 / 82.6 / 87.0 / 89.3 % (C1..C5), 85.2 / 88.3 % (H1 / H2). The
// roofline counts only the unmasked scores (S·(S+1)/2); the template skips the key blocks above
// the diagonal and, in a diagonal block, the QK column blocks entirely above the diagonal, but
// the P·V of a diagonal group still contracts over all MLEN keys of the block and the BLEN×BLEN
// QK block straddling the diagonal is computed whole: the matrix unit does 1.51x the roofline's
// multiply work for S = 64 (C1, one diagonal block), 1.13x for S = 256 (C3), 1.06x for S = 512
// (C5). Plus the VLEN causal mask rows (S_MAP_V_FP, VLEN + 2 cycles each, once, partly
// overlapped with the first loads), which weigh most on C1 and C2.
//   small (MLEN = 16, head dimension = 4 slices, 4096 instruction words): sdpa 67.7-71.3 %, mha
// 67.2-70.7 %, gqa and mqa 67.2-71.5 %; flash_attention 50.5 / 58.2 % (C1 / C2), 62.9-65.5 %
// (C3..C5, H1, H2), in the sequential variant (the pipelined code does not fit). A step has only
// MLEN/BLEN = 4 column iterations of matrix work, which no longer hide the row-wise vector and
// scalar work issued after them: on sdpa C3 the matrix unit is busy 79 % of the cycles (99 % on
// default), and the online-softmax stage accounts for about two thirds of its idle time (measured
// by leaving the stage out).
#include "attention.h"
#include "registry.h"

namespace kc::plena::baseline {

namespace {

constexpr int64_t kD = 64;   // head dimension of every attention task

// H_q query heads over H_kv KV heads (query head h uses KV head h / (H_q / H_kv)), SQ queries, SK
// keys; one problem per KV head with the group's query heads stacked.
void grouped(Asm& a, int64_t sq, int64_t sk, int64_t hq, int64_t hkv, bool causal) {
  const int64_t group = hq / hkv, ldq = hq * kD, ldkv = hkv * kD;
  const int64_t Q = a.address("Q"), K = a.address("K"), Vv = a.address("V"), O = a.address("O");
  std::vector<AttnProblem> probs;
  for (int64_t g = 0; g < hkv; ++g) {
    AttnProblem p;
    p.q_base = Q + g * group * kD;
    p.o_base = O + g * group * kD;
    p.ldq = p.ldo = ldq;
    for (int64_t h = 0; h < group; ++h) p.segs.push_back({h * kD, h * kD, sq});
    p.k_base = K + g * kD;
    p.v_base = Vv + g * kD;
    p.ldkv = ldkv;
    p.sk = sk;
    p.causal = causal;
    probs.push_back(p);
  }
  attention(a, probs);
}

void sdpa(Asm& a) { grouped(a, a.param("SQ"), a.param("SK"), 1, 1, false); }
void flash_attention(Asm& a) { grouped(a, a.param("S"), a.param("S"), 1, 1, true); }
void mha(Asm& a) { grouped(a, a.param("SQ"), a.param("SK"), a.param("H"), a.param("H"), false); }
void gqa(Asm& a) {
  grouped(a, a.param("SQ"), a.param("SK"), a.param("HKV") * a.param("G"), a.param("HKV"), false);
}
void mqa(Asm& a) { grouped(a, a.param("SQ"), a.param("SK"), a.param("H"), 1, false); }

}  // namespace

KC_PLENA_BASELINE("sdpa", sdpa);
KC_PLENA_BASELINE("flash_attention", flash_attention);
KC_PLENA_BASELINE("mha", mha);
KC_PLENA_BASELINE("gqa", gqa);
KC_PLENA_BASELINE("mqa", mqa);

}  // namespace kc::plena::baseline
