// The gemv template of the aie template compiler (kc/aie_baseline.h): Y = A X, bf16.
//
// A is stored in the MAC array's 4x8 blocks (the task's aie section). One vmmac.bf16 multiplies
// an A block (4 rows x 8 columns) by an 8x4 B operand that holds X[8k .. 8k+7] in each of its four
// columns (built from X by two shuffles: zlo16 doubles every element, zlo32 / zhi32 double the
// pairs again), so column 0 of the 4x4 result is the four rows' partial sums (the other three
// columns repeat it): a matrix-vector product uses a quarter of the MAC array, and the two load
// units' 64 bytes per cycle (one A block) bound the task on `default`.
//
// Two streams run side by side: rows [32 s, 32 s + 32) of A's upper half and the same rows of
// its lower half (the memory map puts the halves in different bank groups), 16 accumulators
// (bm0..bm15, one per A row block). A k-step (8 of K) walks the 16 blocks, one every `interval`
// cycles (the MAC array's issue interval), each block's two halves loaded in consecutive cycles
// (so each bundle holds one load of each stream) and multiplied LOAD_LATENCY + 1 cycles after its
// first half; A registers rotate per stream over ceil((LOAD_LATENCY + 1) / (2 interval)). After
// every second k-step one cycle is left free for the next-but-one pair of k-steps' X chunk
// (16 elements, one 256-bit load): U (three registers in turn: a chunk is loaded two pairs before its
// odd k-step's last MAC) receives it, is doubled in
// place (zlo16), gives V = zlo32 (B of the even k-step) and then itself becomes zhi32 (B of the
// odd k-step). The drain converts the 16 accumulators (vconv.bf16), gathers column 0 of every
// block (ueven32, ueven16) into 32 rows per stream and stores them. One hardware loop walks the
// pairs of 32-row strips; each iteration is one flat schedule.
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "kc/aie_baseline.h"

namespace kc::aie::baseline {

std::string gemv(const TaskInstance& inst, const HwConfig& cfg) {
  const int64_t M = inst.param("M"), K = inst.param("K");
  require(M % 64 == 0 && K % 16 == 0, inst, "M must be a multiple of 64 and K of 16");
  for (const char* t : {"A", "X", "Y"}) require(tensor(inst, t).dtype == DType::bf16, inst, "A, X and Y must be bf16");
  require(tensor(inst, "A").layout == "blocks 4x8", inst, "A must be stored in 4x8 blocks");
  const int64_t KB = K / 8, pairs = M / 64;
  const Timing& mm = cfg.timing_of(isa::LatClass::mmul_bf16);
  const unsigned iv = mm.interval, L = cfg.load_latency, mv = cfg.move_latency;
  const unsigned pool = (L + 1 + 2 * iv - 1) / (2 * iv);   // A registers per stream
  require(pool <= 4, inst, "the load latency of " + cfg.name + " needs more than 8 A registers");
  const unsigned O = 2 * mv;   // the first X chunk's doubling before the first MAC
  const unsigned U0 = 8, V = 11;   // U: x8, x9, x10 in turn; V: x11; drain: x0..x7

  auto base = [&](int64_t kk) { return std::size_t(O + kk * 16 * iv + kk / 2); };
  auto mac_at = [&](int64_t kk, unsigned i) { return base(kk) + i * iv + 1 + L; };

  Schedule s;
  std::set<std::size_t> mv_used;
  auto mv_slot = [&](std::size_t t) {
    while (mv_used.count(t)) ++t;
    mv_used.insert(t);
    return t;
  };
  std::map<unsigned, std::size_t> last_read;   // x register -> last cycle an operation reads it

  // X chunks and the B operands of each pair of k-steps.
  std::size_t last_x_load = 0;
  for (int64_t q = 0; q < KB / 2; ++q) {
    const std::string u = str(U0 + unsigned(q % 3));
    const std::size_t tl = q == 0 ? 0 : base(2 * q - 2);   // beside stream 0's first load: X shares no bank group with it
    s.add(tl, "vld wl" + u + ", [p2], #1");
    last_x_load = tl;
    const std::size_t tz = mv_slot(tl + L);
    s.add(tz, "vshuf x" + u + ", x" + u + ", x" + u + ", zlo16");
    const std::size_t v_free = q == 0 ? 0 : mac_at(2 * q - 2, 15);
    const std::size_t te = mv_slot(std::max(tz + mv, v_free));
    s.add(te, "vshuf x" + str(V) + ", x" + u + ", x" + u + ", zlo32");
    const std::size_t to = mv_slot(te + 1);
    s.add(to, "vshuf x" + u + ", x" + u + ", x" + u + ", zhi32");
    require(te + mv <= mac_at(2 * q, 0) && to + mv <= mac_at(2 * q + 1, 0), inst,
            "the X chunks cannot be shuffled in time on " + cfg.name);
  }

  // The A blocks: block i of a k-step is row block i / 2 of stream i % 2's strip.
  for (int64_t kk = 0; kk < KB; ++kk) {
    const std::string b = str(kk % 2 == 0 ? V : U0 + unsigned((kk / 2) % 3));
    for (unsigned i = 0; i < 16; ++i) {
      const unsigned st = i % 2;
      const int64_t n = kk * 8 + i / 2;   // the stream's block count
      const unsigned reg = st * pool + unsigned(n % pool);
      const std::string a = str(reg), p = "p" + str(st);
      const std::size_t c = base(kk) + i * iv;
      const char* step = i / 2 < 7 ? "m0" : (kk + 1 < KB ? "m1" : "#1");
      s.add(c, "vld wl" + a + ", [" + p + "], #1");
      s.add(c + 1, "vld wh" + a + ", [" + p + "], " + step);
      s.add(mac_at(kk, i), std::string(kk == 0 ? "vmmul.bf16" : "vmmac.bf16") + " bm" + str(i) + ", x" + a + ", x" + b);
      last_read[reg] = std::max(last_read[reg], mac_at(kk, i));
      last_read[unsigned(std::stoi(b))] = std::max(last_read[unsigned(std::stoi(b))], mac_at(kk, i));
    }
  }
  s.add(last_x_load + 1, "movpi p2, " + str(address(inst, "X")));   // the next strip pair's X

  // Drain: block i of stream st = i % 2, row block r = i / 2 -> half r % 2 of x(4 st + r / 2).
  std::size_t done_at[8] = {0, 0, 0, 0, 0, 0, 0, 0};   // the conversions of x0..x7 landed
  for (unsigned i = 0; i < 16; ++i) {
    const unsigned st = i % 2, r = i / 2, reg = 4 * st + r / 2;
    const std::size_t t = mv_slot(std::max(mac_at(KB - 1, i) + mm.latency, last_read[reg]));
    s.add(t, std::string("vconv.bf16 ") + (r % 2 ? "wh" : "wl") + str(reg) + ", bm" + str(i));
    done_at[reg] = std::max(done_at[reg], t + cfg.srs_latency);
  }
  std::size_t st_free = 0;
  for (unsigned st = 0; st < 2; ++st) {
    const unsigned x0 = 4 * st;
    const std::size_t t1 = mv_slot(std::max(done_at[x0], done_at[x0 + 1]));
    s.add(t1, "vshuf x" + str(x0) + ", x" + str(x0) + ", x" + str(x0 + 1) + ", ueven32");
    const std::size_t t2 = mv_slot(std::max(done_at[x0 + 2], done_at[x0 + 3]));
    s.add(t2, "vshuf x" + str(x0 + 2) + ", x" + str(x0 + 2) + ", x" + str(x0 + 3) + ", ueven32");
    const std::size_t t3 = mv_slot(std::max(t1, t2) + mv);
    s.add(t3, "vshuf x" + str(x0) + ", x" + str(x0) + ", x" + str(x0 + 2) + ", ueven16");
    const std::size_t ts = std::max(st_free, t3 + mv);
    s.add(ts, "vst wl" + str(x0) + ", [p" + str(6 + st) + "], #1");
    s.add(ts + 1, "vst wh" + str(x0) + ", [p" + str(6 + st) + "], #1");
    st_free = ts + 2;
  }

  const int64_t a_addr = address(inst, "A"), y_addr = address(inst, "Y");
  std::ostringstream o;
  o << header(inst, cfg,
              "GEMV: two 32-row strips (A's upper and lower half) per iteration, 16 A blocks per k-step, one every " +
                  str(iv) + " cycle" + (iv > 1 ? "s" : "") + ", " + str(pool) + " A register" + (pool > 1 ? "s" : "") +
                  " per stream, B = X replicated in x8..x10 and x11");
  o << "      movpi p0, " << a_addr << "\n"
    << "      movpi p1, " << a_addr + M * K << "\n"
    << "      movpi p2, " << address(inst, "X") << "\n"
    << "      movpi p6, " << y_addr << "\n"
    << "      movpi p7, " << y_addr + M << "\n"
    << "      movmi m0, " << 64 * KB - 32 << "\n"
    << "      movmi m1, " << 64 - 7 * 64 * KB - 32 << "\n"
    << "      .loop " << pairs << "\n"
    << s.flat("        ")
    << "      .endloop\n"
    << "      done\n";
  return o.str();
}

}  // namespace kc::aie::baseline
