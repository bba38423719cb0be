// The attention template (contract and algorithm in attention.h).
#include "attention.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

namespace kc::plena::baseline {

namespace {

constexpr int64_t kImm = (int64_t(1) << 18) - 1;

int64_t ceil_div(int64_t x, int64_t y) { return (x + y - 1) / y; }

// Code variants, tried in order until the program fits the instruction memory.
struct Mode {
  const char* name;
  bool pipelined;   // stages lagged across steps (QK(t+1), SM(t), PV(t−1), CB(t−2)); else one unit per step
  bool split;       // CB between the two halves of the column loop (pipelined only)
  bool loops;       // row-wise vector work and stores in hardware loops
};
constexpr Mode kModes[] = {
    {"pipelined", true, true, false},
    {"pipelined, compact", true, false, true},
    {"sequential, compact", false, false, true},
};

// One problem after the split into query blocks, with its layout. VRAM holds one RECORD of gs rows
// per group of BLEN rows ("array of structures", so that one pointer addresses every buffer of a
// group): Q (DT slices of BLEN rows), the scores (gens generations of kt chunks), the P·V products
// (gens generations of DT slices) and the accumulator (DT slices).
struct Prob {
  AttnProblem p;
  int64_t mq = 0, ng = 0, gens = 1, nb = 0;   // rows, groups, score/PV generations, key blocks
  int64_t base = 0, gs = 0;                   // VRAM row of group 0's record, record rows
  int64_t oq = 0, os = 0, op = 0, oa = 0;     // record offsets (rows) of Q, S, PV, acc
  int64_t stat_m = 0, stat_l = 0;             // FP_MEM words of the running max / sum of row 0
};

// (block, group) of a stage; b < 0: the stage is idle in this step.
struct Unit {
  int64_t b = -1, g = -1;
  bool on() const { return b >= 0; }
};

struct Prefetch {
  bool k = true;   // K or V
  int64_t b = 0;   // key block
};

struct Step {
  Unit qk, sm, pv, cb;
  int64_t gref = 0;                 // the group the step's pointers are relative to
  std::vector<Prefetch> prefetch;   // at the start of the step
  std::string key;                  // the step's code without comments (equal keys: equal code)
};

struct Run {
  std::size_t step = 0;   // first step
  int64_t count = 0;      // consecutive steps over consecutive groups with identical code
};

class Emitter {
 public:
  Emitter(Asm& a, const AttnOptions& o);
  void run(const std::vector<AttnProblem>& problems);

 private:
  // ---- configuration ----
  Asm* a_;      // where code goes: the kernel, or a scratch assembler while capturing
  Asm* main_;   // the kernel
  std::vector<std::unique_ptr<Asm>> scratch_;   // one per nesting level of capture()
  std::size_t cap_depth_ = 0;
  AttnOptions o_;
  Mode mode_ = kModes[0];
  int64_t V_, BL_, J_, TILE_, DT_;   // VLEN (= MLEN), BLEN, MLEN / BLEN, tile elements, head-dim slices
  int64_t Bk_;                       // keys per block (MLEN)
  int64_t nK_ = 1, nV_ = 1;          // MRAM buffers for K / V blocks (DT tiles each)
  bool causal_ = false;              // some problem is causal
  bool skip_ = false;                // causal and pipelined: masked QK columns skipped (dyn_qk)
  int64_t mask_row_ = 0;             // VRAM row of causal mask row 0
  int64_t first_row_ = 0;            // VRAM row of the first group record
  int64_t stat_base_ = 0;            // first FP_MEM word of the running max / sum

  // ---- emission state ----
  int depth_ = 0;                // hardware loops open at this point of the code
  bool too_deep_ = false;        // a counted_loop beyond the hardware's loop depth
  int64_t stride_ = -1;          // STRIDE as known at this point of the code (−1: unknown)
  bool masks_pending_ = false;   // causal mask rows still to build (masks_done_ of VLEN built)
  int64_t masks_done_ = 0;
  const Prob* P_ = nullptr;                        // the problem being emitted
  std::vector<int64_t> first_unit_, last_unit_;   // per key block: its first / last unit

  // Registers (the same numbers in the kernel and in the scratch assemblers).
  Gp r_, rf_, col_, t1_, t2_, hq_, ho_, pk_, pv_, rm_;
  Gp pp_{}, px_{};   // skip_: position of the QK group in its diagonal block; extra trips of a loop
  Fr fm_[4], fa_[2], fscale_;

  // ---- helpers ----
  Asm& A() { return *a_; }
  Asm& scratch(std::size_t level);
  void alloc(Asm& a);
  void loop(int64_t n, const std::string& what, const std::function<void()>& body);
  void counted_loop(const std::string& what, Gp extra, const std::function<void()>& body);
  void addr(Gp dst, Gp base, int64_t off);
  void bump(Gp reg, int64_t delta);
  void stride(int64_t v);
  void fmem(const char* opn, Fr f, int64_t off);
  std::string capture(const std::function<void()>& f);

  // ---- layout ----
  std::vector<Prob> split(const std::vector<AttnProblem>& problems) const;
  Prob layout(const AttnProblem& p, int64_t mq) const;
  int64_t gen(const Unit& u) const { return P_->gens > 1 ? u.b % 2 : 0; }
  // VRAM element addresses of row i of (head-dim slice s of) a group's buffers.
  int64_t row(int64_t g, int64_t off) const { return (P_->base + g * P_->gs + off) * V_; }
  int64_t q_addr(int64_t g, int64_t s, int64_t i = 0) const { return row(g, P_->oq + s * BL_ + i); }
  int64_t s_addr(const Unit& u, int64_t i = 0) const { return row(u.g, P_->os + gen(u) * BL_ + i); }
  int64_t pvb_addr(const Unit& u, int64_t s, int64_t i = 0) const {
    return row(u.g, P_->op + (gen(u) * DT_ + s) * BL_ + i);
  }
  int64_t acc_addr(int64_t g, int64_t s, int64_t i = 0) const { return row(g, P_->oa + s * BL_ + i); }
  int64_t kslot(int64_t b) const { return (b % nK_) * DT_ * TILE_; }
  int64_t vslot(int64_t b) const { return (nK_ + b % nV_) * DT_ * TILE_; }
  bool first(const Unit& u) const { return u.b == 0; }
  int64_t last_block(int64_t g) const { return P_->p.causal ? (P_->p.q0 + BL_ * g + BL_ - 1) / Bk_ : P_->nb - 1; }
  bool fin(const Unit& u) const { return u.b == last_block(u.g); }
  bool masked(const Unit& u) const { return P_->p.causal && P_->p.q0 + BL_ * u.g < (u.b + 1) * Bk_ - 1; }
  int64_t o_hbm(const Prob& P, int64_t g) const;   // HBM address of group g's first output row
  // Causal, pipelined: the QK of a masked group at position p of its diagonal block computes only
  // the key columns 0..p·BLEN+BLEN−1 (the others are masked): column loops with trip counts from pp.
  int64_t diag_pos(const Unit& u) const { return (P_->p.q0 + BL_ * u.g - u.b * Bk_) / BL_; }
  bool dyn_qk(const Step& s) const { return skip_ && s.qk.on() && masked(s.qk) && diag_pos(s.qk) <= J_ - 2; }
  bool dynamic_ok(const Prob& P) const;

  // ---- emission ----
  void build_steps(std::vector<Step>& steps);
  void emit_step(const Step& s);
  void emit_prefetch(const Prefetch& pf);
  void columns(const Step& s, bool qk, bool pv);
  void combine(const Step& s);
  void softmax(const Step& s);
  void store(const Step& s);
  void emit_run(const std::vector<Step>& steps, const Run& r);
  void emit_runs(const std::vector<Step>& steps, const std::vector<Run>& runs);
  void prologue(const Prob& P);
  void masks(int64_t n);
  void problem_body(const Prob& P, int64_t dyn_word = -1);
  void emit_all(const std::vector<AttnProblem>& problems);
};

Emitter::Emitter(Asm& a, const AttnOptions& o) : a_(&a), main_(&a), o_(o) {
  const HwConfig& hw = a.hw;
  V_ = hw.vlen;
  BL_ = hw.blen;
  J_ = V_ / BL_;
  TILE_ = int64_t(hw.mlen) * hw.mlen;
  DT_ = o.head_dim / V_;
  Bk_ = V_;
  if (hw.mlen != hw.vlen) throw std::runtime_error(a.where() + ": the attention template needs MLEN == VLEN");
  if (o.head_dim % V_ != 0)
    throw std::runtime_error(fmt("%s: head dimension %lld is not a multiple of VLEN = %lld", a.where().c_str(),
                                 (long long)o.head_dim, (long long)V_));
  if (hw.prefetch_v_rows != hw.blen || hw.store_v_rows != hw.blen)
    throw std::runtime_error(a.where() + ": the attention template moves BLEN-row groups and needs PV_ROWS == ST_ROWS == BLEN");
  if (BL_ > 4) throw std::runtime_error(a.where() + ": the attention template keeps one FP register per group row (BLEN <= 4)");
  if (2 * DT_ > int64_t(hw.mram_tiles))
    throw std::runtime_error(fmt("%s: a K and a V block need %lld MRAM tiles, the MRAM has %lld", a.where().c_str(),
                                 (long long)(2 * DT_), (long long)hw.mram_tiles));
}

void Emitter::alloc(Asm& a) {
  r_ = a.gp("attention: group record pointer");
  rf_ = a.gp("attention: group stats pointer");
  col_ = a.gp("attention: output column");
  t1_ = a.gp("attention: temporary 1");
  t2_ = a.gp("attention: temporary 2");
  hq_ = a.gp("attention: Q in HBM");
  ho_ = a.gp("attention: O in HBM");
  pk_ = a.gp("attention: next K block in HBM");
  pv_ = a.gp("attention: next V block in HBM");
  if (causal_) rm_ = a.gp("attention: causal mask rows of the group");
  for (int i = 0; i < 4; ++i) fm_[i] = a.fr(fmt("attention: row %d max / sum", i));
  fa_[0] = a.fr("attention: correction (even rows)");
  fa_[1] = a.fr("attention: correction (odd rows)");
  fscale_ = a.fr("attention: scale");
}

void Emitter::loop(int64_t n, const std::string& what, const std::function<void()>& body) {
  if (n <= 0) return;
  if (n == 1) {
    body();
    return;
  }
  if (depth_ + 1 > int(A().hw.loop_depth)) {   // out of loop levels: the same code, unrolled
    for (int64_t i = 0; i < n; ++i) body();
    return;
  }
  ++depth_;
  A().loop(uint64_t(n), what, [&] {
    const int64_t s = stride_;
    stride_ = -1;
    body();
    if (stride_ == -1) stride_ = s;   // no DMA in the body: STRIDE is unchanged
  });
  --depth_;
}

// dst = base + off (any off; base gp0: an absolute value). Uses only dst.
void Emitter::addr(Gp dst, Gp base, int64_t off) {
  if (base.n == 0) {
    if (off < 0) throw std::logic_error("attention: negative absolute address");
    A().set(dst, uint64_t(off));
    return;
  }
  if (off >= 0 && off <= kImm) {
    if (off == 0 && dst.n == base.n) return;
    A().op(fmt("S_ADDI_INT %s, %s, %lld", Asm::g(dst).c_str(), Asm::g(base).c_str(), (long long)off));
    return;
  }
  if (dst.n == base.n) throw std::logic_error("attention: addr with a large offset needs dst != base");
  A().set(dst, uint64_t(off < 0 ? -off : off));
  A().op(fmt("%s %s, %s, %s", off < 0 ? "S_SUB_INT" : "S_ADD_INT", Asm::g(dst).c_str(), Asm::g(base).c_str(),
             Asm::g(dst).c_str()));
}

// reg += delta (any delta), through t2 when it does not fit an immediate.
void Emitter::bump(Gp reg, int64_t delta) {
  if (delta == 0) return;
  if (delta > 0 && delta <= kImm) {
    A().op(fmt("S_ADDI_INT %s, %s, %lld", Asm::g(reg).c_str(), Asm::g(reg).c_str(), (long long)delta));
    return;
  }
  if (reg.n == t2_.n) throw std::logic_error("attention: bump of t2 by a large delta");
  A().set(t2_, uint64_t(delta < 0 ? -delta : delta));
  A().op(fmt("%s %s, %s, %s", delta < 0 ? "S_SUB_INT" : "S_ADD_INT", Asm::g(reg).c_str(), Asm::g(reg).c_str(),
             Asm::g(t2_).c_str()));
}

void Emitter::stride(int64_t v) {
  if (stride_ == v) return;
  A().set(t2_, uint64_t(v));
  A().op(fmt("C_SET_STRIDE_REG %s", Asm::g(t2_).c_str()), fmt("STRIDE = %lld", (long long)v));
  stride_ = v;
}

// FP_MEM access at rF + off.
void Emitter::fmem(const char* opn, Fr f, int64_t off) {
  if (off >= 0 && off <= kImm) {
    A().op(fmt("%s %s, %s, %lld", opn, Asm::f(f).c_str(), Asm::g(rf_).c_str(), (long long)off));
    return;
  }
  addr(t2_, rf_, off);
  A().op(fmt("%s %s, %s, 0", opn, Asm::f(f).c_str(), Asm::g(t2_).c_str()));
}

// The scratch assembler of a nesting level of capture(), with the kernel's registers held.
Asm& Emitter::scratch(std::size_t level) {
  while (scratch_.size() <= level) {
    scratch_.push_back(std::make_unique<Asm>(main_->hw, main_->inst));
    Asm& x = *scratch_.back();
    alloc(x);
    if (skip_) {
      x.gp("attention: position of the QK group in its diagonal block");
      x.gp("attention: extra trips of a loop");
    }
  }
  return *scratch_[level];
}

// The code f emits, on the scratch assembler, without comments and indentation.
std::string Emitter::capture(const std::function<void()>& f) {
  struct Restore {
    Emitter& e;
    Asm* a;
    int64_t stride;
    int depth;
    bool masks;
    int64_t masks_done;
    ~Restore() {
      e.a_ = a;
      e.stride_ = stride;
      e.depth_ = depth;
      e.masks_pending_ = masks;
      e.masks_done_ = masks_done;
    }
  } restore{*this, a_, stride_, depth_, masks_pending_, masks_done_};
  struct Level {
    std::size_t& d;
    ~Level() { --d; }
  } level{++cap_depth_};
  a_ = &scratch(cap_depth_ - 1);
  const Asm::Mark m = a_->mark();
  const std::size_t before = a_->text().size();
  f();
  const std::string text = a_->text().substr(before);
  a_->rewind(m);
  std::string out, line;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '\n') {
      const auto c = line.find(';');
      if (c != std::string::npos) line.resize(c);
      const auto b = line.find_first_not_of(' '), e = line.find_last_not_of(' ');
      if (b != std::string::npos) out += line.substr(b, e - b + 1) + "\n";
      line.clear();
    } else {
      line += text[i];
    }
  }
  return out;
}

// ---- layout ---------------------------------------------------------------------------------------

Prob Emitter::layout(const AttnProblem& p, int64_t mq) const {
  Prob P;
  P.p = p;
  P.mq = mq;
  P.ng = mq / BL_;
  // Pipelined, the scores of a group are written (QK) a step before they are read (SM) and read by
  // PV a step after: with two groups, the next block's QK of the same group runs beside that PV.
  P.gens = mode_.pipelined && P.ng < 3 ? 2 : 1;
  P.nb = p.causal ? ceil_div(p.q0 + mq, Bk_) : p.sk / Bk_;
  P.oq = 0;
  P.os = P.oq + DT_ * BL_;
  P.op = P.os + P.gens * BL_;
  P.oa = P.op + P.gens * DT_ * BL_;
  P.gs = P.oa + DT_ * BL_;
  P.base = first_row_;
  if (P.base + P.ng * P.gs > int64_t(main_->hw.vram_rows)) throw std::logic_error("attention: layout exceeds the VRAM");
  P.stat_m = stat_base_;
  P.stat_l = stat_base_ + mq;
  if (P.stat_l + mq > int64_t(main_->hw.fp_mem_words)) throw std::logic_error("attention: stats exceed FP_MEM");
  return P;
}

std::vector<Prob> Emitter::split(const std::vector<AttnProblem>& problems) const {
  const HwConfig& hw = main_->hw;
  const int64_t vrows = int64_t(hw.vram_rows) - first_row_;
  const int64_t fwords = int64_t(hw.fp_mem_words) - stat_base_;
  auto fits = [&](int64_t mq) {
    const int64_t gens = mode_.pipelined && mq / BL_ < 3 ? 2 : 1;
    return mq / BL_ * (2 * DT_ + gens * (1 + DT_)) * BL_ <= vrows && 2 * mq <= fwords;
  };
  std::vector<Prob> out;
  for (const auto& p : problems) {
    int64_t m = 0;
    for (const auto& s : p.segs) {
      if (s.rows <= 0 || s.rows % BL_ != 0)
        throw std::runtime_error(fmt("%s: a query segment of %lld rows is not a positive multiple of BLEN = %lld",
                                     main_->where().c_str(), (long long)s.rows, (long long)BL_));
      m += s.rows;
    }
    if (m == 0) throw std::runtime_error(main_->where() + ": an attention problem without query rows");
    if (p.sk <= 0 || p.sk % Bk_ != 0)
      throw std::runtime_error(fmt("%s: %lld keys, not a positive multiple of MLEN = %lld", main_->where().c_str(),
                                   (long long)p.sk, (long long)Bk_));
    const int64_t gran = p.causal ? Bk_ : BL_;
    if (p.causal && (p.q0 % Bk_ != 0 || m % Bk_ != 0 || p.q0 + m > p.sk))
      throw std::runtime_error(main_->where() + ": causal attention needs query rows aligned to MLEN, within the keys");
    int64_t cap = 0;
    for (int64_t mq = gran; mq <= m; mq += gran)
      if (fits(mq)) cap = mq;
    if (cap == 0)
      throw std::runtime_error(fmt("%s: not even %lld query rows of attention fit the VRAM (%lld rows) and FP_MEM of this "
                                   "hardware",
                                   main_->where().c_str(), (long long)gran, (long long)vrows));
    // The fewest query blocks (or one more; any number in the compact variants), of equal size when
    // that divides the rows into whole granules (equal blocks share code), else balanced with a
    // smaller last one.
    const int64_t n_min = ceil_div(m, cap);
    int64_t size = std::min(cap, ceil_div(ceil_div(m, n_min), gran) * gran);
    const int64_t n_max = mode_.loops ? m / gran : n_min + 1;   // compact variants: code size first
    for (int64_t n = n_min; n <= n_max && n <= m / gran; ++n)
      if (m % n == 0 && (m / n) % gran == 0 && m / n <= cap) {
        size = m / n;
        break;
      }
    for (int64_t r0 = 0; r0 < m; r0 += size) {
      const int64_t rows = std::min(size, m - r0);
      AttnProblem q = p;
      q.segs.clear();
      int64_t start = 0;
      for (const auto& s : p.segs) {
        const int64_t lo = std::max(r0, start), hi = std::min(r0 + rows, start + s.rows);
        if (lo < hi) q.segs.push_back({s.q_off + (lo - start) * p.ldq, s.o_off + (lo - start) * p.ldo, hi - lo});
        start += s.rows;
      }
      // Offsets relative to the first row (so that equal blocks have equal code).
      const int64_t dq = q.segs[0].q_off, dout = q.segs[0].o_off;
      q.q_base += dq;
      q.o_base += dout;
      for (auto& s : q.segs) {
        s.q_off -= dq;
        s.o_off -= dout;
      }
      if (p.causal) q.q0 = p.q0 + r0;
      out.push_back(layout(q, rows));
      // Pipelined, a group's next block would be scaled (SM) before its previous block is added (CB).
      if (mode_.pipelined && out.back().ng < 2 && out.back().nb > 1)
        throw std::runtime_error(main_->where() + ": the pipelined schedule needs two groups of query rows");
    }
  }
  return out;
}

int64_t Emitter::o_hbm(const Prob& P, int64_t g) const {
  int64_t rw = BL_ * g, start = 0;
  for (const auto& s : P.p.segs) {
    if (rw < start + s.rows) return P.p.o_base + s.o_off + (rw - start) * P.p.ldo;
    start += s.rows;
  }
  throw std::logic_error("attention: row outside the problem");
}

// ---- steps ----------------------------------------------------------------------------------------

// The steps of the current problem: units in (block, group) order, the stages lagged as in
// attention.h (pipelined) or all on the same unit; each K / V block prefetched after the last
// reader of the MRAM buffer it overwrites (one step later when the buffer is needed later).
void Emitter::build_steps(std::vector<Step>& steps) {
  const Prob& P = *P_;
  std::vector<Unit> units;
  first_unit_.assign(std::size_t(P.nb), -1);
  last_unit_.assign(std::size_t(P.nb), -1);
  for (int64_t b = 0; b < P.nb; ++b) {
    const int64_t lo = P.p.causal ? std::max<int64_t>(0, (b * Bk_ - P.p.q0) / BL_) : 0;
    for (int64_t g = lo; g < P.ng; ++g) {
      if (first_unit_[std::size_t(b)] < 0) first_unit_[std::size_t(b)] = int64_t(units.size());
      last_unit_[std::size_t(b)] = int64_t(units.size());
      units.push_back({b, g});
    }
  }
  const int64_t T = int64_t(units.size());
  auto unit = [&](int64_t i) { return i >= 0 && i < T ? units[std::size_t(i)] : Unit{}; };
  const bool pl = mode_.pipelined;
  const int64_t t0 = pl ? -1 : 0, t1 = pl ? T + 1 : T - 1;
  const int64_t lag_qk = pl ? -1 : 0, lag_pv = pl ? 1 : 0, lag_cb = pl ? 2 : 0;
  steps.clear();
  for (int64_t t = t0; t <= t1; ++t) {
    Step s;
    s.qk = unit(t - lag_qk);
    s.sm = unit(t);
    s.pv = unit(t - lag_pv);
    s.cb = unit(t - lag_cb);
    s.gref = s.sm.on() ? s.sm.g : s.qk.on() ? s.qk.g : s.pv.on() ? s.pv.g : s.cb.g;
    steps.push_back(s);
  }
  auto place = [&](bool k, int64_t b) {
    const int64_t lag = k ? lag_qk : lag_pv, n = k ? nK_ : nV_;
    const int64_t first_use = first_unit_[std::size_t(b)] + lag;
    int64_t t = t0;
    if (b >= n) {
      const int64_t last_prev = last_unit_[std::size_t(b - n)] + lag;
      t = std::max(last_prev + 1, std::min(first_use, last_prev + 2));
    }
    steps[std::size_t(t - t0)].prefetch.push_back({k, b});
  };
  for (int64_t b = 0; b < P.nb; ++b) {
    place(true, b);
    place(false, b);
  }
}

void Emitter::emit_prefetch(const Prefetch& pf) {
  Asm& a = A();
  stride(P_->p.ldkv);
  Gp h = pf.k ? pk_ : pv_;
  const int64_t base = pf.k ? kslot(pf.b) : vslot(pf.b);
  for (int64_t sl = 0; sl < DT_; ++sl) {
    a.set(t1_, uint64_t(base + sl * TILE_));
    Gp src = h;
    if (sl > 0) {
      addr(t2_, h, sl * V_);
      src = t2_;
    }
    a.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", Asm::g(t1_).c_str(), Asm::g(src).c_str()),
         fmt("%s tile %lld of the next block", pf.k ? "K" : "V", (long long)sl));
  }
  bump(h, Bk_ * P_->p.ldkv);
}

// One iteration of the column loop: BLEN output columns of QK and / or PV.
void Emitter::columns(const Step& s, bool qk, bool pv) {
  Asm& a = A();
  const int64_t R = P_->gs * V_ * s.gref;
  const std::string r = Asm::g(r_), c = Asm::g(col_), t1 = Asm::g(t1_), t2 = Asm::g(t2_);
  auto wo = [&](int64_t off, const char* what) {
    a.op(fmt("S_ADD_INT %s, %s, %s", t1.c_str(), r.c_str(), c.c_str()));
    if (off >= 0 && off <= kImm) {
      a.op(fmt("M_MM_WO %s, gp0, %lld", t1.c_str(), (long long)off), what);
    } else {
      addr(t2_, t1_, off);
      a.op(fmt("M_MM_WO %s, gp0, 0", t2.c_str()), what);
    }
  };
  if (qk) {
    for (int64_t sl = 0; sl < DT_; ++sl) {
      addr(t1_, r_, q_addr(s.qk.g, sl) - R);
      a.op(fmt("S_ADDI_INT %s, %s, %lld", t2.c_str(), c.c_str(), (long long)(kslot(s.qk.b) + sl * TILE_)));
      a.op(fmt("M_TMM 0, %s, %s", t1.c_str(), t2.c_str()), "QK: Q rows x K tile rows");
    }
    wo(s_addr(s.qk) - R, "QK: scores");
  }
  if (pv) {
    const bool f = first(s.pv);
    for (int64_t sl = 0; sl < DT_; ++sl) {
      a.op(fmt("S_ADDI_INT %s, %s, %lld", t2.c_str(), c.c_str(), (long long)(vslot(s.pv.b) + sl * TILE_)));
      addr(t1_, r_, s_addr(s.pv) - R);
      a.op(fmt("M_MM 0, %s, %s", t2.c_str(), t1.c_str()), "PV: P rows x V tile columns");
      wo((f ? acc_addr(s.pv.g, sl) : pvb_addr(s.pv, sl)) - R, f ? "PV -> acc (first block)" : "PV");
    }
  }
  a.op(fmt("S_ADDI_INT %s, %s, %lld", c.c_str(), c.c_str(), (long long)BL_));
}

// CB: acc += PV, and after the group's last block acc *= 1/ℓ.
void Emitter::combine(const Step& s) {
  Asm& a = A();
  const Unit& u = s.cb;
  const int64_t R = P_->gs * V_ * s.gref, RF = BL_ * s.gref;
  const bool fi = fin(u);
  const std::string t1 = Asm::g(t1_), t2 = Asm::g(t2_);
  if (fi) {
    for (int64_t i = 0; i < BL_; ++i) fmem("S_LD_FP", fm_[i], P_->stat_l + BL_ * u.g + i - RF);
    for (int64_t i = 0; i < BL_; ++i)
      a.op(fmt("S_RECI_FP %s, %s", Asm::f(fm_[i]).c_str(), Asm::f(fm_[i]).c_str()), "1 / row sum");
  }
  if (!first(u)) {
    if (mode_.loops) {
      addr(t1_, r_, acc_addr(u.g, 0) - R);
      addr(t2_, r_, pvb_addr(u, 0) - R);
      loop(DT_ * BL_, "acc rows", [&] {
        a.op(fmt("V_ADD_VV %s, %s, %s, 0", t1.c_str(), t1.c_str(), t2.c_str()), "acc += PV");
        bump(t1_, V_);
        bump(t2_, V_);
      });
    } else {
      for (int64_t i = 0; i < BL_; ++i)
        for (int64_t sl = 0; sl < DT_; ++sl) {
          addr(t1_, r_, acc_addr(u.g, sl, i) - R);
          addr(t2_, r_, pvb_addr(u, sl, i) - R);
          a.op(fmt("V_ADD_VV %s, %s, %s, 0", t1.c_str(), t1.c_str(), t2.c_str()), "acc += PV");
        }
    }
  }
  if (fi) {
    if (mode_.loops) {
      addr(t1_, r_, acc_addr(u.g, 0) - R);
      loop(DT_, "acc slices", [&] {
        for (int64_t i = 0; i < BL_; ++i) {
          a.op(fmt("V_MUL_VF %s, %s, %s, 0", t1.c_str(), t1.c_str(), Asm::f(fm_[i]).c_str()), "O = acc / sum");
          bump(t1_, V_);
        }
      });
    } else {
      for (int64_t i = 0; i < BL_; ++i)
        for (int64_t sl = 0; sl < DT_; ++sl) {
          addr(t1_, r_, acc_addr(u.g, sl, i) - R);
          a.op(fmt("V_MUL_VF %s, %s, %s, 0", t1.c_str(), t1.c_str(), Asm::f(fm_[i]).c_str()), "O = acc / sum");
        }
    }
  }
}

// SM: the online softmax of one key block of the group's scores.
void Emitter::softmax(const Step& s) {
  Asm& a = A();
  const Unit& u = s.sm;
  const int64_t R = P_->gs * V_ * s.gref, RF = BL_ * s.gref;
  const bool f = first(u);
  const std::string t1 = Asm::g(t1_), t2 = Asm::g(t2_);
  auto srow = [&](int64_t i) { addr(t1_, r_, s_addr(u, i) - R); };
  auto fr = [](Fr x) { return Asm::f(x); };
  const int64_t m_off = P_->stat_m + BL_ * u.g - RF, l_off = P_->stat_l + BL_ * u.g - RF;
  // fm[i]: the old max, then the new one (V_RED_MAX accumulates into it).
  for (int64_t i = 0; i < BL_; ++i) {
    if (f) a.op(fmt("S_LD_FP %s, gp0, %u", fr(fm_[i]).c_str(), a.const_slot(o_.neg_inf_const)), "max starts at -inf");
    else fmem("S_LD_FP", fm_[i], m_off + i);
  }
  if (masked(u)) {
    // rm: the mask row of the group's row 0 (see emit_run).
    for (int64_t i = 0; i < BL_; ++i) {
      srow(i);
      addr(t2_, rm_, i * V_);
      a.op(fmt("V_ADD_VV %s, %s, %s, 0", t1.c_str(), t1.c_str(), t2.c_str()), "causal mask");
    }
  }
  for (int64_t i = 0; i < BL_; ++i) {
    srow(i);
    a.op(fmt("V_RED_MAX %s, %s, 0", fr(fm_[i]).c_str(), t1.c_str()), "running max");
  }
  // s − m'; m' to FP_MEM; fm[i] becomes the correction α = e^(m − m') (first block: the sum 0).
  for (int64_t i = 0; i < BL_; ++i) {
    const Fr fa = fa_[i % 2];
    srow(i);
    a.op(fmt("V_SUB_VF %s, %s, %s, 0, 0", t1.c_str(), t1.c_str(), fr(fm_[i]).c_str()), "s - max");
    if (!f) {
      fmem("S_LD_FP", fa, m_off + i);
      a.op(fmt("S_SUB_FP %s, %s, %s", fr(fa).c_str(), fr(fa).c_str(), fr(fm_[i]).c_str()));
    }
    fmem("S_ST_FP", fm_[i], m_off + i);
    if (!f) a.op(fmt("S_EXP_FP %s, %s", fr(fm_[i]).c_str(), fr(fa).c_str()), "correction e^(m - m')");
    else a.op(fmt("S_ADD_FP %s, f0, f0", fr(fm_[i]).c_str()), "sum starts at 0");
  }
  for (int64_t i = 0; i < BL_; ++i) {
    srow(i);
    a.op(fmt("V_EXP_V %s, %s, 0", t1.c_str(), t1.c_str()), "P = e^(s - max)");
  }
  if (!f) {
    // acc *= α; fm[i] = ℓ·α.
    if (mode_.loops) {
      addr(t1_, r_, acc_addr(u.g, 0) - R);
      loop(DT_, "acc slices", [&] {
        for (int64_t i = 0; i < BL_; ++i) {
          a.op(fmt("V_MUL_VF %s, %s, %s, 0", t1.c_str(), t1.c_str(), fr(fm_[i]).c_str()), "acc * correction");
          bump(t1_, V_);
        }
      });
    } else {
      for (int64_t i = 0; i < BL_; ++i)
        for (int64_t sl = 0; sl < DT_; ++sl) {
          addr(t1_, r_, acc_addr(u.g, sl, i) - R);
          a.op(fmt("V_MUL_VF %s, %s, %s, 0", t1.c_str(), t1.c_str(), fr(fm_[i]).c_str()), "acc * correction");
        }
    }
    for (int64_t i = 0; i < BL_; ++i) {
      const Fr fa = fa_[i % 2];
      fmem("S_LD_FP", fa, l_off + i);
      a.op(fmt("S_MUL_FP %s, %s, %s", fr(fm_[i]).c_str(), fr(fm_[i]).c_str(), fr(fa).c_str()), "sum * correction");
    }
  }
  for (int64_t i = 0; i < BL_; ++i) {
    srow(i);
    a.op(fmt("V_RED_SUM %s, %s, 0", fr(fm_[i]).c_str(), t1.c_str()), "running sum");
  }
  for (int64_t i = 0; i < BL_; ++i) fmem("S_ST_FP", fm_[i], l_off + i);
}

// The output rows of a finished group to HBM; ho moves on to the next group to finish (groups
// finish in order).
void Emitter::store(const Step& s) {
  Asm& a = A();
  const Unit& u = s.cb;
  const int64_t R = P_->gs * V_ * s.gref;
  stride(P_->p.ldo);
  if (mode_.loops && DT_ > 1) {
    addr(t1_, r_, acc_addr(u.g, 0) - R);
    addr(t2_, ho_, 0);
    loop(DT_, "O slices", [&] {
      a.op(fmt("H_STORE_V %s, %s, a0, 1, 0", Asm::g(t1_).c_str(), Asm::g(t2_).c_str()), "O rows");
      bump(t1_, BL_ * V_);
      bump(t2_, V_);
    });
  } else {
    for (int64_t sl = 0; sl < DT_; ++sl) {
      addr(t1_, r_, acc_addr(u.g, sl) - R);
      Gp h = ho_;
      if (sl > 0) {
        addr(t2_, ho_, sl * V_);
        h = t2_;
      }
      a.op(fmt("H_STORE_V %s, %s, a0, 1, 0", Asm::g(t1_).c_str(), Asm::g(h).c_str()), "O rows");
    }
  }
  if (u.g + 1 < P_->ng) bump(ho_, o_hbm(*P_, u.g + 1) - o_hbm(*P_, u.g));
}

// A hardware loop of 1 + `extra` trips, `extra` a register set just before: the loop starts with a
// count of 1 and its first iteration adds `extra` to the counter register (C_LOOP_END counts down
// whatever the register holds, docs/isa/plena.md) and clears `extra`, so later iterations add
// nothing. Unlike loop(), it cannot fall back to unrolling: deeper than the hardware allows, it
// marks the variant as not fitting (too_deep_).
void Emitter::counted_loop(const std::string& what, Gp extra, const std::function<void()>& body) {
  Asm& a = A();
  Gp c = a.gp("attention: loop: " + what);
  a.op(fmt("C_LOOP_START %s, 1", Asm::g(c).c_str()), what + " (trip count from a register)");
  a.op(fmt("S_ADD_INT %s, %s, %s", Asm::g(c).c_str(), Asm::g(c).c_str(), Asm::g(extra).c_str()), "counter += extra trips");
  a.op(fmt("S_ADDI_INT %s, gp0, 0", Asm::g(extra).c_str()));
  if (++depth_ > int(a.hw.loop_depth)) too_deep_ = true;
  const int64_t st = stride_;
  stride_ = -1;
  body();
  if (stride_ == -1) stride_ = st;
  --depth_;
  a.op(fmt("C_LOOP_END %s", Asm::g(c).c_str()));
  a.free(c);
}

void Emitter::emit_step(const Step& s) {
  Asm& a = A();
  stride_ = -1;
  for (const auto& pf : s.prefetch) emit_prefetch(pf);
  auto col0 = [&] { a.op(fmt("S_ADDI_INT %s, gp0, 0", Asm::g(col_).c_str()), "column 0"); };
  if (mode_.pipelined && dyn_qk(s)) {
    // QK of a masked group: columns 0..p with PV, then PV alone (pp = p).
    const bool pv = s.pv.on();
    col0();
    a.op(fmt("S_ADD_INT %s, %s, gp0", Asm::g(px_).c_str(), Asm::g(pp_).c_str()));
    counted_loop("columns with QK", px_, [&] { columns(s, true, pv); });
    if (s.cb.on() && mode_.split) combine(s);
    if (pv) {
      a.op(fmt("S_ADDI_INT %s, gp0, %lld", Asm::g(px_).c_str(), (long long)(J_ - 2)));
      a.op(fmt("S_SUB_INT %s, %s, %s", Asm::g(px_).c_str(), Asm::g(px_).c_str(), Asm::g(pp_).c_str()));
      counted_loop("columns after the masked ones", px_, [&] { columns(s, false, true); });
    }
    if (s.cb.on() && !mode_.split) combine(s);
    if (s.sm.on()) softmax(s);
  } else if (mode_.pipelined) {
    const bool qk = s.qk.on(), pv = s.pv.on();
    auto body = [&] { columns(s, qk, pv); };
    if (qk || pv) {
      col0();
      if (s.cb.on() && mode_.split) {
        loop(J_ / 2, "columns", body);
        combine(s);
        loop(J_ - J_ / 2, "columns", body);
      } else {
        loop(J_, "columns", body);
        if (s.cb.on()) combine(s);
      }
    } else if (s.cb.on()) {
      combine(s);
    }
    if (s.sm.on()) softmax(s);
  } else {
    col0();
    loop(J_, "QK columns", [&] { columns(s, true, false); });
    softmax(s);
    col0();
    loop(J_, "PV columns", [&] { columns(s, false, true); });
    combine(s);
  }
  if (s.cb.on() && fin(s.cb)) store(s);
}

void Emitter::emit_run(const std::vector<Step>& steps, const Run& run) {
  Asm& a = A();
  const Step& s = steps[run.step];
  a.set(r_, uint64_t(P_->gs * V_ * s.gref),
        run.count > 1 ? fmt("%lld steps from group %lld", (long long)run.count, (long long)s.gref)
                      : fmt("step of group %lld", (long long)s.gref));
  a.set(rf_, uint64_t(BL_ * s.gref));
  // Masked scores: row i of the group is query q0 + BL·g + i, in block b its mask row is that − b·Bk.
  const bool mask = s.sm.on() && masked(s.sm);
  if (mask) a.set(rm_, uint64_t((mask_row_ + P_->p.q0 + BL_ * s.sm.g - s.sm.b * Bk_) * V_), "its mask rows");
  const bool dyn = dyn_qk(s);
  if (dyn) a.set(pp_, uint64_t(diag_pos(s.qk)), "position of the QK group in its diagonal block");
  loop(run.count, "steps (groups)", [&] {
    emit_step(s);
    if (run.count > 1) {
      bump(r_, P_->gs * V_);
      bump(rf_, BL_);
      if (mask) bump(rm_, BL_ * V_);
      if (dyn) bump(pp_, 1);
    }
  });
}

// Mask row k: 0 for columns 0..k, −inf after (the task's band: zeros just before the −inf words).
// Built by the first problem while its first K / V tiles and Q rows load (n rows at a time).
void Emitter::masks(int64_t n) {
  Asm& a = A();
  a.comment("causal mask rows (S_MAP_V_FP holds the issue stage for VLEN + 2 cycles each)");
  const int64_t band = a.const_slot(o_.band_neg_inf_const);
  if (band < V_) throw std::runtime_error(a.where() + ": the causal band constants are too short for VLEN");
  const int64_t end = std::min(V_, masks_done_ + n);
  for (int64_t k = masks_done_; k < end; ++k) {
    a.set(t1_, uint64_t((mask_row_ + k) * V_));
    a.op(fmt("S_MAP_V_FP %s, gp0, %lld", Asm::g(t1_).c_str(), (long long)(band - 1 - k)), fmt("mask row %lld", (long long)k));
  }
  masks_done_ = end;
  masks_pending_ = masks_done_ < V_;
}

void Emitter::prologue(const Prob& P) {
  Asm& a = A();
  a.section(fmt("attention problem: %lld query rows (%lld groups) x %lld keys (%lld blocks)%s, %s", (long long)P.mq,
                (long long)P.ng, (long long)P.p.sk, (long long)P.nb, P.p.causal ? ", causal" : "", mode_.name));
  // Q rows: every head-dim slice of every segment, one group (PV_ROWS = BLEN rows) per prefetch.
  stride(P.p.ldq);
  for (int64_t sl = 0; sl < DT_; ++sl) {
    int64_t g = 0;
    for (const auto& seg : P.p.segs) {
      a.set(t1_, uint64_t(q_addr(g, sl)), "Q rows");
      addr(t2_, hq_, seg.q_off + sl * V_);
      const int64_t n = seg.rows / BL_;
      loop(n, "Q groups", [&] {
        a.op(fmt("H_PREFETCH_V %s, %s, a0, 1, 0", Asm::g(t1_).c_str(), Asm::g(t2_).c_str()));
        if (n > 1) {
          bump(t1_, P.gs * V_);
          bump(t2_, BL_ * P.p.ldq);
        }
      });
      g += n;
    }
  }
  if (masks_pending_) masks(V_);
  if (skip_ && P.p.causal && P.p.q0 == 0) {
    // Groups whose first key block is masked get only part of their scores written: the rest of
    // their score rows must hold finite values (masked to −inf), so zero them (0 · a Q row).
    const int64_t n = std::min(P.ng, J_ - 1);
    a.set(t1_, uint64_t(s_addr(Unit{0, 0}, 0)), "score rows of the first groups = 0");
    a.set(t2_, uint64_t(q_addr(0, 0)));
    loop(n, "groups with a masked first block", [&] {
      for (int64_t k = 0; k < BL_; ++k) {
        a.op(fmt("V_MUL_VF %s, %s, f0, 0", Asm::g(t1_).c_str(), Asm::g(t2_).c_str()));
        bump(t1_, V_);
      }
      if (n > 1) {
        bump(t1_, (P.gs - BL_) * V_);
        bump(t2_, P.gs * V_);
      }
    });
  }
  // Q *= 1/sqrt(d) (exact for a power of two), so the scores come out scaled.
  a.op(fmt("S_LD_FP %s, gp0, %u", Asm::f(fscale_).c_str(), a.const_slot(o_.scale_const)), "scale");
  a.set(t1_, uint64_t(q_addr(0, 0)));
  const int64_t rows = DT_ * BL_;
  auto scale_row = [&] {
    a.op(fmt("V_MUL_VF %s, %s, %s, 0", Asm::g(t1_).c_str(), Asm::g(t1_).c_str(), Asm::f(fscale_).c_str()), "Q * scale");
    bump(t1_, V_);
  };
  loop(P.ng, "scale Q of each group", [&] {
    if (rows > 8) loop(rows, "Q rows", scale_row);
    else
      for (int64_t i = 0; i < rows; ++i) scale_row();
    if (P.ng > 1) bump(t1_, (P.gs - rows) * V_);
  });
}

// Causal query blocks after the first ones can share code: blocks 1 .. q0/Bk − 1 are full blocks
// with identical code (single-buffered MRAM, sequential steps), run by a loop whose trip count
// comes from INT_MEM (see problem_body).
bool Emitter::dynamic_ok(const Prob& P) const {
  return !mode_.pipelined && nK_ == 1 && nV_ == 1 && P.gens == 1 && P.p.causal && P.p.q0 / Bk_ >= 2;
}

// Runs in order; periodic patterns of runs (a block, or two for the MRAM buffer parity) as loops.
void Emitter::emit_runs(const std::vector<Step>& steps, const std::vector<Run>& runs) {
  auto same = [&](const Run& x, const Run& y) {
    return x.count == y.count && steps[x.step].gref == steps[y.step].gref && steps[x.step].key == steps[y.step].key;
  };
  for (std::size_t i = 0; i < runs.size();) {
    std::size_t best_p = 0, best_m = 1;
    for (std::size_t p = 1; p <= 16 && i + 2 * p <= runs.size(); ++p) {
      std::size_t m = 1;
      while (i + (m + 1) * p <= runs.size()) {
        bool eq = true;
        for (std::size_t k = 0; k < p && eq; ++k) eq = same(runs[i + m * p + k], runs[i + k]);
        if (!eq) break;
        ++m;
      }
      if (m >= 2 && m * p > best_m * std::max<std::size_t>(best_p, 1)) {
        best_p = p;
        best_m = m;
      }
    }
    if (best_p == 0) {
      emit_run(steps, runs[i]);
      ++i;
      continue;
    }
    loop(int64_t(best_m), "blocks", [&] {
      for (std::size_t k = 0; k < best_p; ++k) emit_run(steps, runs[i + k]);
    });
    i += best_m * best_p;
  }
}

// One problem: prologue, then its steps as runs and loops. dyn_word >= 0 (dynamic_ok problems):
// key blocks 1 .. q0/Bk − 1 run as ONE block's code in a counted_loop whose extra trips
// (q0/Bk − 2) are read from INT_MEM word dyn_word, so the code is the same for every query block.
void Emitter::problem_body(const Prob& P, int64_t dyn_word) {
  P_ = &P;
  std::vector<Step> steps;
  build_steps(steps);
  // The first step's prefetches (the first blocks' tiles) go before the Q load.
  stride_ = -1;
  for (const auto& pf : steps[0].prefetch) emit_prefetch(pf);
  if (masks_pending_) {   // as many mask rows as take the tiles' DMA time
    const int64_t tiles = int64_t(steps[0].prefetch.size()) * DT_;
    masks(ceil_div(tiles * A().hw.timing_of(isa::LatClass::dma_m).interval, A().hw.timing_of(isa::LatClass::fp_map).interval));
  }
  steps[0].prefetch.clear();
  prologue(P);
  for (auto& s : steps) s.key = capture([&] { emit_step(s); });
  // Runs of identical steps over consecutive groups (never across a key block: the group wraps).
  std::vector<Run> runs;
  for (std::size_t i = 0; i < steps.size();) {
    std::size_t j = i + 1;
    while (j < steps.size() && steps[j].key == steps[i].key && steps[j].gref == steps[j - 1].gref + 1) ++j;
    runs.push_back({i, int64_t(j - i)});
    i = j;
  }
  if (dyn_word < 0) {
    emit_runs(steps, runs);
    return;
  }
  // Sequential steps: step index = unit index; blocks 1 .. full − 1 are units first_unit_[1] ..
  const int64_t full = P.p.q0 / Bk_;
  const std::size_t b1 = std::size_t(first_unit_[1]), b2 = std::size_t(first_unit_[std::size_t(full)]);
  std::vector<Run> pre, one, post;
  for (const Run& r : runs) {
    if (r.step < b1) pre.push_back(r);
    else if (r.step < std::size_t(last_unit_[1]) + 1) one.push_back(r);
    else if (r.step >= b2) post.push_back(r);
  }
  emit_runs(steps, pre);
  Asm& a = A();
  Gp extra = a.gp("attention: extra trips of the block loop");
  a.op(fmt("S_LD_INT %s, gp0, %lld", Asm::g(extra).c_str(), (long long)dyn_word), "full key blocks - 2 (per query block)");
  counted_loop("full key blocks", extra, [&] { emit_runs(steps, one); });
  a.free(extra);
  emit_runs(steps, post);
}

void Emitter::emit_all(const std::vector<AttnProblem>& problems) {
  Asm& a = *main_;
  depth_ = 0;
  stride_ = -1;
  // K / V blocks double-buffered in MRAM when four fit (single-buffered in the sequential mode:
  // its full key blocks then have the same code, see dynamic_ok).
  nK_ = nV_ = mode_.pipelined && 4 * DT_ <= int64_t(a.hw.mram_tiles) ? 2 : 1;
  const std::vector<Prob> probs = split(problems);
  skip_ = causal_ && mode_.pipelined;
  struct Regs {   // pp / px for the whole emission, in the kernel and the scratch assembler
    Emitter& e;
    bool on;
    Regs(Emitter& em, bool o) : e(em), on(o) {
      if (!on) return;
      e.pp_ = e.main_->gp("attention: position of the QK group in its diagonal block");
      e.px_ = e.main_->gp("attention: extra trips of a loop");
      for (auto& x : e.scratch_) {
        x->gp("attention: position of the QK group in its diagonal block");
        x->gp("attention: extra trips of a loop");
      }
    }
    ~Regs() {
      if (!on) return;
      e.main_->free(e.px_);
      e.main_->free(e.pp_);
      for (auto& x : e.scratch_) {
        x->free(e.px_);
        x->free(e.pp_);
      }
    }
  } regs_guard(*this, skip_);
  masks_pending_ = causal_;   // built by the first problem's prologue, while its first tiles and Q rows load
  masks_done_ = 0;
  // HBM pointers at the start of a problem, and where its body leaves them (relative).
  auto start_of = [&](const Prob& P, int k) -> int64_t {
    return k == 0 ? P.p.q_base : k == 1 ? P.p.o_base : k == 2 ? P.p.k_base : P.p.v_base;
  };
  auto end_of = [&](const Prob& P, int k) -> int64_t {
    if (k == 0) return 0;
    if (k == 1) return o_hbm(P, P.ng - 1) - P.p.o_base;
    return P.nb * Bk_ * P.p.ldkv;
  };
  const Gp regs[4] = {hq_, ho_, pk_, pv_};
  // Problems with the same code run in a loop: their HBM pointers move by constant steps, or are
  // loaded from a table in INT_MEM.
  auto step_of = [&](std::size_t x, int k) { return start_of(probs[x], k) - start_of(probs[x - 1], k); };
  const int64_t dyn_word = int64_t(a.hw.int_mem_words) - 1;
  for (std::size_t i = 0; i < probs.size();) {
    // The run of problems from i with the same code; each HBM pointer either starts at the same
    // address in all of them (set at the start of each) or ends the same way (moved on by a step).
    const int64_t dyn = dynamic_ok(probs[i]) ? dyn_word : -1;
    std::size_t j = i + 1;
    bool fixed[4], ends[4];
    for (int k = 0; k < 4; ++k) fixed[k] = ends[k] = true;
    if (i + 1 < probs.size()) {
      const std::string body = capture([&] { problem_body(probs[i], dyn); });
      while (j < probs.size() && (dyn < 0 || dynamic_ok(probs[j])) &&
             capture([&] { problem_body(probs[j], dyn); }) == body) {
        bool f[4], e[4], ok = true;
        for (int k = 0; k < 4; ++k) {
          f[k] = fixed[k] && start_of(probs[j], k) == start_of(probs[i], k);
          e[k] = ends[k] && end_of(probs[j], k) == end_of(probs[i], k);
          ok = ok && (f[k] || e[k]);
        }
        if (!ok) break;
        for (int k = 0; k < 4; ++k) {
          fixed[k] = f[k];
          ends[k] = e[k];
        }
        ++j;
      }
    }
    // Moved pointers: constant steps over a prefix, else a table in INT_MEM (if it fits).
    std::size_t u = std::min(j, i + 2);
    for (bool ok = true; u < j && ok; u += ok ? 1 : 0)
      for (int k = 0; k < 4 && ok; ++k) ok = fixed[k] || step_of(u, k) == step_of(i + 1, k);
    if (u < j && 4 * int64_t(j - i) >= dyn_word) j = u;
    const bool uniform = u >= j;
    const int64_t n = int64_t(j - i);
    const bool use_dyn = dyn >= 0 && n > 1;
    if (use_dyn) {
      a.set(t1_, uint64_t(probs[i].p.q0 / Bk_ - 2), "extra trips of the full-block loop of the first query block");
      a.op(fmt("S_ST_INT %s, gp0, %lld", Asm::g(t1_).c_str(), (long long)dyn_word));
    }
    Gp ix{};
    if (n > 1 && !uniform) {
      a.section(fmt("table of the HBM pointers of %lld problems in INT_MEM", (long long)n));
      for (std::size_t x = i; x < j; ++x)
        for (int k = 0; k < 4; ++k) {
          a.set(t1_, uint64_t(start_of(probs[x], k)));
          a.op(fmt("S_ST_INT %s, gp0, %lld", Asm::g(t1_).c_str(), (long long)(4 * (x - i) + k)));
        }
      ix = a.gp("attention: problem table index");
      a.set(ix, 0);
    } else {
      for (int k = 0; k < 4; ++k)
        if (n == 1 || !fixed[k]) a.set(regs[k], uint64_t(start_of(probs[i], k)));
    }
    loop(n, "problems", [&] {
      if (n > 1 && !uniform) {
        for (int k = 0; k < 4; ++k) a.op(fmt("S_LD_INT %s, %s, %d", Asm::g(regs[k]).c_str(), Asm::g(ix).c_str(), k));
        a.op(fmt("S_ADDI_INT %s, %s, 4", Asm::g(ix).c_str(), Asm::g(ix).c_str()));
      } else if (n > 1) {
        for (int k = 0; k < 4; ++k)
          if (fixed[k]) a.set(regs[k], uint64_t(start_of(probs[i], k)));
      }
      problem_body(probs[i], use_dyn ? dyn : -1);
      if (n > 1 && uniform)
        for (int k = 0; k < 4; ++k)
          if (!fixed[k]) bump(regs[k], start_of(probs[i + 1], k) - start_of(probs[i], k) - end_of(probs[i], k));
      if (use_dyn) {
        a.op(fmt("S_LD_INT %s, gp0, %lld", Asm::g(t1_).c_str(), (long long)dyn_word));
        a.op(fmt("S_ADDI_INT %s, %s, %lld", Asm::g(t1_).c_str(), Asm::g(t1_).c_str(), (long long)(probs[i].mq / Bk_)),
             "the next query block has this many more full key blocks");
        a.op(fmt("S_ST_INT %s, gp0, %lld", Asm::g(t1_).c_str(), (long long)dyn_word));
      }
    });
    if (ix.n) a.free(ix);
    i = j;
  }
}

void Emitter::run(const std::vector<AttnProblem>& problems) {
  Asm& a = *main_;
  for (const auto& p : problems) causal_ = causal_ || p.causal;
  alloc(a);
  // FP_MEM: the stats go after the task's constants; VRAM: the mask rows first.
  int64_t top = 0;
  for (const auto& c : a.inst.constants) top = std::max<int64_t>(top, int64_t(c.first) + 1);
  stat_base_ = top;
  mask_row_ = 0;
  first_row_ = causal_ ? V_ : 0;
  const Asm::Mark start = a.mark();
  std::string why;
  for (const Mode& m : kModes) {
    mode_ = m;
    too_deep_ = false;
    a.rewind(start);
    try {
      emit_all(problems);
    } catch (const std::runtime_error& e) {
      why += fmt("; %s: %s", m.name, e.what());
      continue;
    }
    if (too_deep_) {
      why += fmt("; %s: needs more than %u nested hardware loops", m.name, a.hw.loop_depth);
    } else if (a.instructions() > a.hw.imem_words) {
      why += fmt("; %s: %zu instructions, more than the %u words of instruction memory", m.name, a.instructions(),
                 a.hw.imem_words);
    } else {
      return;
    }
  }
  throw std::runtime_error(a.where() + ": no variant of the attention template fits (" + why.substr(2) + ")");
}

}  // namespace

void attention(Asm& a, const std::vector<AttnProblem>& problems, const AttnOptions& options) {
  Emitter e(a, options);
  e.run(problems);
}

}  // namespace kc::plena::baseline
