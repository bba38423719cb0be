// The aie template compiler (kc/aie_baseline.h): the schedule helpers and the templates.
#include "kc/aie_baseline.h"

#include <algorithm>
#include <functional>
#include <map>
#include <sstream>
#include <stdexcept>

namespace kc::aie::baseline {

// ---- Schedule --------------------------------------------------------------------------------------

void Schedule::add(std::size_t cycle, const std::string& op) {
  if (at_.size() <= cycle) at_.resize(cycle + 1);
  at_[cycle].push_back(op);
}

std::string Schedule::bundle(std::size_t t) const {
  if (t >= at_.size() || at_[t].empty()) return "";
  if (at_[t].size() == 1) return at_[t].front();
  std::string s = "{ ";
  for (std::size_t i = 0; i < at_[t].size(); ++i) s += (i ? " ; " : "") + at_[t][i];
  return s + " }";
}

namespace {

void emit_range(const Schedule& s, std::size_t from, std::size_t to, const std::string& indent, std::string& out) {
  for (std::size_t t = from; t < to; ++t) {
    const std::string b = s.bundle(t);
    if (!b.empty()) out += indent + b + "\n";
  }
}

bool has_bundle(const Schedule& s, std::size_t from, std::size_t to) {
  for (std::size_t t = from; t < to; ++t)
    if (!s.bundle(t).empty()) return true;
  return false;
}

}  // namespace

std::string Schedule::flat(const std::string& indent) const {
  std::string out;
  emit_range(*this, 0, at_.size(), indent, out);
  return out;
}

std::string Schedule::folded(std::size_t period, const std::string& indent, unsigned count_reg) const {
  std::size_t best_start = 0, best_reps = 0;
  const std::size_t n = at_.size();
  for (std::size_t p = 0; period > 0 && p + 2 * period <= n && p < 4 * period + 64; ++p) {
    std::size_t reps = 1;
    while (p + (reps + 1) * period <= n) {
      bool same = true;
      for (std::size_t k = 0; k < period && same; ++k) same = bundle(p + k) == bundle(p + reps * period + k);
      if (!same) break;
      ++reps;
    }
    if (reps > best_reps) {
      best_reps = reps;
      best_start = p;
    }
  }
  if (best_reps < 2 || !has_bundle(*this, best_start, best_start + period)) return flat(indent);
  std::string out;
  emit_range(*this, 0, best_start, indent, out);
  if (best_reps > 8191) {
    out += indent + "movi r" + std::to_string(count_reg) + ", " + std::to_string(best_reps) + "\n";
    out += indent + ".loop r" + std::to_string(count_reg) + "\n";
  } else {
    out += indent + ".loop " + std::to_string(best_reps) + "\n";
  }
  emit_range(*this, best_start, best_start + period, indent + "  ", out);
  out += indent + ".endloop\n";
  emit_range(*this, best_start + best_reps * period, n, indent, out);
  return out;
}

// ---- helpers shared by the templates (declared in kc/aie_baseline.h) ---------------------------------

std::string str(int64_t v) { return std::to_string(v); }

const TensorInstance& tensor(const TaskInstance& inst, const std::string& name) {
  const TensorInstance* t = inst.tensor(name);
  if (!t) throw std::runtime_error("aie baseline: task " + inst.spec->id + " has no tensor " + name);
  return *t;
}

int64_t address(const TaskInstance& inst, const std::string& name) {
  const auto it = inst.address.find(name);
  if (it == inst.address.end()) throw std::runtime_error("aie baseline: tensor " + name + " has no address");
  return it->second;
}

void require(bool ok, const TaskInstance& inst, const std::string& what) {
  if (!ok)
    throw std::runtime_error("aie baseline for " + inst.spec->id + " " + inst.config->name + ": " + what);
}

std::string pointer_setup(const std::string& reg, int base, int64_t offset, const std::string& indent) {
  if (base < 0) return indent + "movpi " + reg + ", " + str(offset) + "\n";
  return indent + "movi r16, " + str(offset) + "\n" + indent + "add r16, r16, r" + str(base) + "\n" + indent + "setp " +
         reg + ", r16\n";
}

std::string header(const TaskInstance& inst, const HwConfig& cfg, const std::string& how) {
  return "// aie baseline (template compiler, harness/aie/baseline): " + inst.spec->id + " " + inst.config->name +
         " on `" + cfg.name + "`\n// " + how + "\n";
}

namespace {

// ---- relu: Y = max(X, 0), bf16 -----------------------------------------------------------------
//
// Per iteration 32 elements (one x register): two 256-bit loads, one vmax.bf16 with the zero
// register x11, two 256-bit stores. The store unit (one 256-bit store per cycle) bounds it at
// II = 2 cycles; one load and one store share each bundle, X and Y lie in different bank groups.
// Offsets: loads at 0 and 1, vmax at 1 + LOAD_LATENCY, stores VALU_LATENCY later; inputs rotate
// over ceil((vmax - load) / II) registers, results over enough for the two stores.
std::string relu(const TaskInstance& inst, const HwConfig& cfg) {
  const TensorInstance& x = tensor(inst, "X");
  require(x.dtype == DType::bf16, inst, "X must be bf16");
  const int64_t n = x.elements();
  require(n % 32 == 0, inst, "R*C must be a multiple of 32 (one vector register)");
  const int64_t iters = n / 32;
  const unsigned ii = 2;
  const unsigned t_max = 1 + cfg.load_latency;          // vmax: both halves loaded
  const unsigned t_st = t_max + cfg.valu_latency;       // first store
  const unsigned px = (t_max + ii - 1) / ii;            // input registers in rotation
  const unsigned py = (t_st + 1 - t_max + ii - 1) / ii;  // output registers: rewritten after the last store
  require(px + py <= 11, inst, "too many registers for the latencies of " + cfg.name);
  Schedule s;
  for (int64_t i = 0; i < iters; ++i) {
    const std::size_t b = std::size_t(i) * ii;
    const std::string xr = str(i % px), yr = str(px + i % py);
    s.add(b, "vld wl" + xr + ", [p0], #1");
    s.add(b + 1, "vld wh" + xr + ", [p0], #1");
    s.add(b + t_max, "vmax.bf16 x" + yr + ", x" + xr + ", x11");
    s.add(b + t_st, "vst wl" + yr + ", [p1], #1");
    s.add(b + t_st + 1, "vst wh" + yr + ", [p1], #1");
  }
  std::size_t period = std::size_t(px) * py * ii;
  for (unsigned k = 1; k <= px * py; ++k)   // lcm(px, py) iterations
    if (k % px == 0 && k % py == 0) {
      period = std::size_t(k) * ii;
      break;
    }
  std::string out = header(inst, cfg,
                           "ReLU: 32 bf16 per iteration, II = 2 (the store unit), loads " + str(cfg.load_latency) +
                               " cycles ahead of vmax; x0..x" + str(px - 1) + " in, x" + str(px) + "..x" +
                               str(px + py - 1) + " out, x11 = +0");
  out += "      movpi p0, " + str(address(inst, "X")) + "\n";
  out += "      movpi p1, " + str(address(inst, "Y")) + "\n";
  out += s.folded(period, "      ");
  out += "      done\n";
  return out;
}

}  // namespace

// ---- gemm: C = A B, bf16 in, fp32 accumulation, bf16 out ----------------------------------------
//
// Layouts (the task's aie section): A in 4x8 blocks, B in 8x4 blocks, C in 4x4 blocks, each block
// one operand or result of vmmac.bf16 (A block = one x register, 64 bytes; C block = 32 bytes).
// A tile group is 2 x 2 C blocks (8 x 8 outputs) in accumulators bm0..bm3; one k-step (8 of K)
// loads two A and two B blocks (eight 256-bit loads, one A half and one B half per bundle: A and
// B sit in different bank groups) and issues four MACs, one every `interval` cycles.
// II = max(4, 4 * interval). The k-steps of a group are unrolled and modulo-scheduled; operand
// registers rotate over P sets of four (P from the load latency and the last reads); the group's
// drain converts the accumulators (vconv.bf16) and stores them. Two hardware loops walk the
// groups (rows of groups outside, groups of a row inside).
// batch_matmul runs the same groups over BATCH matrices stored one after the other: A's and C's
// rows of groups continue across a batch boundary, so only B's pointers need the batch: the row
// step adds K·N·2 bytes to B's base once every M/8 rows of groups (branch-free: a flag from sltu
// times the step).
// linear (linear.cpp) runs it with W's 4x1 blocks as B (the k blocks of a column consecutive) and
// the accumulators started from bias patterns (GemmForm in kc/aie_baseline.h).
std::string gemm_kernel(const TaskInstance& inst, const HwConfig& cfg, int64_t batch, const GemmForm& f) {
  const int64_t M = inst.param("M"), K = inst.param("K"), N = inst.param("N");
  require(M % 8 == 0 && N % 8 == 0 && K % 8 == 0, inst, "M, N and K must be multiples of 8");
  const std::string names = f.a + ", " + f.b + " and " + f.c;
  for (const std::string& t : {f.a, f.b, f.c}) require(tensor(inst, t).dtype == DType::bf16, inst, names + " must be bf16");
  require(tensor(inst, f.a).layout == "blocks 4x8" && tensor(inst, f.b).layout == f.b_layout &&
              tensor(inst, f.c).layout == "blocks 4x4",
          inst, names + " must be stored in 4x8, " + f.b_layout.substr(7) + " and 4x4 blocks");
  const int64_t KB = K / 8, NB = N / 4;
  GemmPlan p;
  p.rows = M;
  p.k = K;
  p.cols = N;
  p.a = address(inst, f.a);
  p.a_row = KB * 64;
  p.a_k = 64;
  p.b = address(inst, f.b);
  p.b_k = f.b_layout == "blocks 8x4" ? NB * 64 : 64;   // bytes from B block (k, n) to (k + 1, n)
  p.b_col = f.b_layout == "blocks 8x4" ? 64 : KB * 64;  // ... and to (k, n + 1)
  p.b_batch = K * N * 2;
  p.c = address(inst, f.c);
  p.c_row = NB * 32;
  p.c_col = 32;
  p.bias_patterns = f.bias_patterns;
  std::string how;
  const std::string body = gemm_body(p, cfg, batch, &how, [&](bool ok, const std::string& what) { require(ok, inst, what); });
  return header(inst, cfg, f.what + ": " + how) + f.prologue + body + "      done\n";
}

std::string gemm_body(const GemmPlan& p, const HwConfig& cfg, int64_t batch, std::string* how,
                      const std::function<void(bool, const std::string&)>& check) {
  const int64_t K = p.k;
  check(p.rows % 8 == 0 && p.cols % 8 == 0 && K % 8 == 0, "the product's dimensions must be multiples of 8");
  const int64_t KB = K / 8;
  const bool bias = p.bias_patterns >= 0;
  const Timing& mm = cfg.timing_of(isa::LatClass::mmul_bf16);
  const unsigned interval = mm.interval;
  const unsigned ii = std::max(4u, 4 * interval);
  const unsigned load = cfg.load_latency;
  // MAC j uses A_r, B_c with (r, c) = (j % 2, j / 2); its operands are ready at 2r + 1 + load.
  auto ready = [&](unsigned idx) { return 2 * idx + 1 + load; };
  unsigned S = 0;
  for (unsigned j = 0; j < 4; ++j) {
    const unsigned need = std::max(ready(j % 2), ready(j / 2));
    if (need > j * interval) S = std::max(S, need - j * interval);
  }
  // Last read of A_r and B_c (offsets in the k-step), then the register sets P.
  unsigned last_a[2] = {0, 0}, last_b[2] = {0, 0};
  for (unsigned j = 0; j < 4; ++j) {
    last_a[j % 2] = std::max(last_a[j % 2], S + j * interval);
    last_b[j / 2] = std::max(last_b[j / 2], S + j * interval);
  }
  unsigned P = 1;
  while (P < 3 && (P * ii < last_a[0] || 2 + P * ii < last_a[1] || P * ii < last_b[0] || 2 + P * ii < last_b[1])) ++P;
  check(P * ii >= last_a[0] && 2 + P * ii >= last_a[1] && P * ii >= last_b[0] && 2 + P * ii >= last_b[1],
        "the load latency needs more than 12 operand registers");
  const unsigned stage = P == 1 ? 1 : unsigned(KB % P);   // register set of the drain's conversions
  // A's k-steps: the second half's post-increment moves to the next k block (#1 when the blocks
  // follow each other, else m1) or, after the last one, back to the row's first block (m0).
  const std::string a_next = p.a_k == 64 ? "#1" : "m1";
  // C's blocks (0,0) (0,1) (1,0) (1,1) of a group: to the next column block by an immediate count
  // of 256-bit accesses, then m4 and m5.
  const std::string c_next = "#" + str(p.c_col / 32);
  check(p.c_col % 32 == 0 && p.c_col / 32 < 512, "C's column blocks must lie less than 16 KB apart");

  Schedule s;
  // With a bias: the group's two bias patterns (16 bf16 each, one per column block) are loaded at
  // cycles 0 and 1 into the first A register of the last set (x4 with one set), converted to fp32
  // (vconv.fp32) into the four accumulators in the order of their first MACs, and the k-steps start
  // `shift` cycles later: the first cycle with free load slots, each accumulator converted in time
  // and the pattern read before the last set's first load overwrites it.
  unsigned shift = 0;
  const unsigned pat = P > 1 ? 4 * (P - 1) : 4;
  if (bias) {
    std::size_t conv_at[4] = {0, 0, 0, 0}, mv_free = 0;
    for (unsigned j = 0; j < 4; ++j) {   // MAC j's accumulator bm(2r + c), (r, c) = (j % 2, j / 2): pattern c
      conv_at[j] = std::max<std::size_t>(mv_free, cfg.load_latency + j / 2);
      mv_free = conv_at[j] + 1;
    }
    shift = 2;
    auto late = [&] {
      for (unsigned j = 0; j < 4; ++j)
        if (conv_at[j] + cfg.ups_latency > shift + S + j * interval) return true;
      return P > 1 && conv_at[3] > shift + (P - 1) * ii;
    };
    while (late()) ++shift;
    s.add(0, "vld wl" + str(pat) + ", [p5], #1");
    s.add(1, "vld wh" + str(pat) + ", [p5], #1");
    for (unsigned j = 0; j < 4; ++j)
      s.add(conv_at[j], "vconv.fp32 bm" + str(2 * (j % 2) + j / 2) + ", " + (j / 2 ? "wh" : "wl") + str(pat));
  }
  for (int64_t i = 0; i < KB; ++i) {
    const unsigned set = unsigned(i % P);
    const std::size_t base = shift + std::size_t(i) * ii;
    const bool last = i == KB - 1;
    for (unsigned r = 0; r < 2; ++r) {   // A_r in x(4 set + r) through p_r; B_c in x(4 set + 2 + c) through p(2+c)
      const std::string ar = str(4 * set + r), bc = str(4 * set + 2 + r);
      s.add(base + 2 * r, "vld wl" + ar + ", [p" + str(r) + "], #1");
      s.add(base + 2 * r + 1, "vld wh" + ar + ", [p" + str(r) + "], " + (last ? "m0" : a_next));
      s.add(base + 2 * r, "vld wl" + bc + ", [p" + str(2 + r) + "], #1");
      s.add(base + 2 * r + 1, "vld wh" + bc + ", [p" + str(2 + r) + "], " + (last ? "m3" : "m2"));
    }
    for (unsigned j = 0; j < 4; ++j) {
      const unsigned r = j % 2, c = j / 2;
      s.add(base + S + j * interval, std::string(i == 0 && !bias ? "vmmul.bf16" : "vmmac.bf16") + " bm" + str(2 * r + c) + ", x" +
                                         str(4 * set + r) + ", x" + str(4 * set + 2 + c));
    }
  }
  // Drain: C block (r, c) from bm(2r + c), converted when its last MAC has landed, stored when
  // converted; stores in C's block order (0,0) (0,1) (1,0) (1,1).
  const std::size_t last_base = shift + std::size_t(KB - 1) * ii;
  std::size_t mv_free = 0, st_free = 0;
  const char* halves[4] = {"wl", "wh", "wl", "wh"};
  const std::string st_mode[4] = {c_next, "m4", c_next, "m5"};
  for (unsigned blk = 0; blk < 4; ++blk) {   // blk = 2r + c
    const unsigned r = blk / 2, c = blk % 2, j = 2 * c + r;
    const std::string w = std::string(halves[blk]) + str(4 * stage + blk / 2);
    const std::size_t tc = std::max(mv_free, last_base + S + j * interval + mm.latency);
    s.add(tc, "vconv.bf16 " + w + ", bm" + str(blk));
    mv_free = tc + 1;
    const std::size_t ts = std::max(st_free, tc + cfg.srs_latency);
    s.add(ts, "vst " + w + ", [p4], " + st_mode[blk]);
    st_free = ts + 1;
  }

  if (how)
    *how = "2 x 2 blocks of 4 x 4 outputs per group, k-steps of 8 unrolled and modulo-scheduled (II = " + str(ii) +
           ", MAC offset " + str(S) + ", " + str(P) + " operand register set" + (P > 1 ? "s" : "") +
           "), drain through set " + str(stage) +
           (bias ? ", accumulators from the bias patterns (x" + str(pat) + "), k-steps from cycle " + str(shift)
                 : std::string());
  // A pointer to the byte address `off`, or with a base register to r<base> + off (through r16).
  check(!(p.a_base >= 0 || p.b_base >= 0 || p.c_base >= 0) || (p.rows_inner && batch == 1),
        "base registers need rows_inner and one matrix");
  std::ostringstream o;
  o << pointer_setup("p0", p.a_base, p.a, "      ") << pointer_setup("p1", p.a_base, p.a + p.a_row, "      ")
    << pointer_setup("p2", p.b_base, p.b, "      ") << pointer_setup("p3", p.b_base, p.b + p.b_col, "      ")
    << pointer_setup("p4", p.c_base, p.c, "      ")
    << "      movmi m0, " << (p.rows_inner ? 2 * p.a_row : 0) - ((KB - 1) * p.a_k + 32) << "\n";
  if (p.a_k != 64) o << "      movmi m1, " << p.a_k - 32 << "\n";
  o << "      movmi m2, " << p.b_k - 32 << "\n"
    << "      movmi m3, " << (p.rows_inner ? 0 : 2 * p.b_col) - (KB - 1) * p.b_k - 32 << "\n"
    << "      movmi m4, " << p.c_row - p.c_col << "\n"
    << "      movmi m5, " << (p.rows_inner ? p.c_row - p.c_col : p.c_col - p.c_row) << "\n";
  if (p.rows_inner)   // the outer loop walks B's column groups
    o << "      movi r1, " << p.b << "\n"
      << (p.b_base >= 0 ? "      add r1, r1, r" + str(p.b_base) + "\n" : std::string())
      << "      movi r2, " << 2 * p.b_col << "\n"
      << "      movi r3, " << p.b_col << "\n"
      << "      movi r5, " << 2 * p.c_col - p.rows / 8 * 2 * p.c_row << "\n";
  else
    o << "      movi r1, " << p.a << "\n"
      << "      movi r2, " << 2 * p.a_row << "\n"
      << "      movi r3, " << p.a_row << "\n"
      << "      movi r5, " << 2 * p.c_row - p.cols / 8 * 2 * p.c_col << "\n";
  if (bias) o << "      movpi p5, " << p.bias_patterns << "\n";
  if (batch > 1)
    o << "      movi r7, " << p.rows / 8 << "          // rows of groups left in this batch\n"
      << "      movi r8, " << p.b << "       // B of this batch\n"
      << "      movi r12, " << p.b_batch << "\n"
      << "      movi r13, " << p.rows / 8 << "\n"
      << "      movi r15, 1\n";
  if (p.rows_inner) {
    check(batch == 1 && !bias, "rows_inner takes one matrix and no bias");
    check(!p.fold_k || p.rows == 8, "folded k-steps need one group of rows (rows = 8)");
    o << "      .loop " << p.cols / 8 << "\n";
    if (p.fold_k)
      o << s.folded(std::size_t(P) * ii, "        ");
    else
      o << "        .loop " << p.rows / 8 << "\n" << s.flat("          ") << "        .endloop\n";
    o << pointer_setup("p0", p.a_base, p.a, "        ") << pointer_setup("p1", p.a_base, p.a + p.a_row, "        ")
      << "        add r1, r1, r2\n"
      << "        setp p2, r1\n"
      << "        add r4, r1, r3\n"
      << "        setp p3, r4\n"
      << "        getp r6, p4\n"
      << "        add r6, r6, r5\n"
      << "        setp p4, r6\n"
      << "      .endloop\n";
    return o.str();
  }
  o << "      .loop " << batch * p.rows / 8 << "\n"
    << "        .loop " << p.cols / 8 << "\n"
    << s.flat("          ")
    << "        .endloop\n"
    << "        add r1, r1, r2\n"
    << "        setp p0, r1\n"
    << "        add r4, r1, r3\n"
    << "        setp p1, r4\n";
  if (batch > 1)
    o << "        addi r7, r7, -1\n"
      << "        sltu r10, r7, r15     // 1 at the end of a batch\n"
      << "        mul r11, r10, r12\n"
      << "        add r8, r8, r11\n"
      << "        mul r11, r10, r13\n"
      << "        add r7, r7, r11\n"
      << "        setp p2, r8\n"
      << "        addi r9, r8, " << p.b_col << "\n"
      << "        setp p3, r9\n";
  else
    o << "        movpi p2, " << p.b << "\n"
      << "        movpi p3, " << p.b + p.b_col << "\n";
  if (bias) o << "        movpi p5, " << p.bias_patterns << "\n";
  o << "        getp r6, p4\n"
    << "        add r6, r6, r5\n"
    << "        setp p4, r6\n"
    << "      .endloop\n";
  return o.str();
}


std::optional<std::string> generate(const TaskInstance& inst, const HwConfig& cfg) {
  const std::string& id = inst.spec->id;
  if (id == "relu") return relu(inst, cfg);
  if (id == "gemm") return gemm_kernel(inst, cfg, 1, GemmForm{});
  if (id == "batch_matmul") return gemm_kernel(inst, cfg, inst.param("BATCH"), GemmForm{});
  if (id == "linear") return linear(inst, cfg);
  if (auto k = conv_template(inst, cfg)) return k;
  if (id == "rope") return rope(inst, cfg);
  if (auto k = mlp(inst, cfg)) return k;
  if (id == "gemv") return gemv(inst, cfg);
  if (auto k = nonlin(inst, cfg)) return k;
  if (auto k = norm(inst, cfg)) return k;
  if (auto k = attention(inst, cfg)) return k;
  if (auto k = decoder(inst, cfg)) return k;
  return std::nullopt;
}

}  // namespace kc::aie::baseline
