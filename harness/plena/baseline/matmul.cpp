// The tiled matrix-multiply template (contract in matmul.h).
#include "matmul.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace kc::plena::baseline {

// ---- small helpers ------------------------------------------------------------------------------

VramPlan::VramPlan(const Asm& a, int64_t first_row) : a_(a), next_(first_row) {}

int64_t VramPlan::alloc(int64_t rows, const std::string& what, int64_t align) {
  const int64_t start = (next_ + align - 1) / align * align;
  if (start + rows > int64_t(a_.hw.vram_rows))
    throw std::runtime_error(fmt("%s: %s needs VRAM rows %lld..%lld, but the VRAM has %u rows (the shape does not fit "
                                 "this hardware)",
                                 a_.where().c_str(), what.c_str(), (long long)start, (long long)(start + rows - 1),
                                 a_.hw.vram_rows));
  next_ = start + rows;
  return start;
}

VMat VramPlan::matrix(int64_t rows, int64_t cols, const std::string& what, int64_t align) {
  const int64_t v = a_.hw.vlen;
  if (cols % v != 0) throw std::runtime_error(fmt("%s: %s has %lld columns, not a multiple of VLEN = %lld", a_.where().c_str(),
                                                  what.c_str(), (long long)cols, (long long)v));
  const int64_t ld = (rows + align - 1) / align * align;
  return {alloc(ld * (cols / v), what, align), ld};
}

void set_stride(Asm& a, int64_t value) {
  Gp t = a.gp("stride");
  a.set(t, uint64_t(value));
  a.op(fmt("C_SET_STRIDE_REG %s", Asm::g(t).c_str()), fmt("STRIDE = %lld", (long long)value));
  a.free(t);
}

namespace {

void load_vmat_impl(Asm& a, HbmMat src, int64_t rows, int64_t cols, VMat dst, int base, const Gp* off) {
  const int64_t pv = a.hw.prefetch_v_rows, v = a.hw.vlen;
  if (rows % pv != 0 || cols % v != 0)
    throw std::runtime_error(fmt("%s: load_vmat of %lld x %lld is not tiled by PV_ROWS = %lld and VLEN = %lld",
                                 a.where().c_str(), (long long)rows, (long long)cols, (long long)pv, (long long)v));
  const int64_t groups = rows / pv, blocks = cols / v;
  a.comment(fmt("load %lld x %lld from HBM %lld (ld %lld) to VRAM rows %lld.. (column blocks %lld apart)", (long long)rows,
                (long long)cols, (long long)src.addr, (long long)src.ld, (long long)dst.row, (long long)dst.ld));
  set_stride(a, src.ld);
  Gp vr = a.gp("load: VRAM"), hb = a.gp("load: HBM");
  a.set(vr, uint64_t(dst.row * v));
  if (off) a.add(hb, *off, src.addr);
  else a.set(hb, uint64_t(src.addr));
  a.loop(uint64_t(groups), "row groups", [&] {
    a.loop(uint64_t(blocks), "column blocks", [&] {
      a.op(fmt("H_PREFETCH_V %s, %s, a%d, 1, 0", Asm::g(vr).c_str(), Asm::g(hb).c_str(), base));
      if (blocks > 1) {
        a.add(vr, vr, dst.ld * v);
        a.add(hb, hb, v);
      }
    });
    if (groups > 1) {
      a.add(vr, vr, pv * v - (blocks > 1 ? blocks * dst.ld * v : 0));
      a.add(hb, hb, pv * src.ld - (blocks > 1 ? blocks * v : 0));
    }
  });
  a.free(hb);
  a.free(vr);
}

}  // namespace

void load_vmat(Asm& a, HbmMat src, int64_t rows, int64_t cols, VMat dst, int base) {
  load_vmat_impl(a, src, rows, cols, dst, base, nullptr);
}

void load_vmat_at(Asm& a, Gp off, HbmMat src, int64_t rows, int64_t cols, VMat dst, int base) {
  load_vmat_impl(a, src, rows, cols, dst, base, &off);
}

int64_t chunk_rows(int64_t m, int64_t fit, int64_t gran) {
  fit = std::min(fit, m);
  for (int64_t c = fit / gran * gran; c >= gran && 2 * c >= fit; c -= gran)
    if (m % c == 0) return c;
  return fit / gran * gran;
}

int64_t vram_chunk(const Asm& a, int64_t m, int64_t free_rows, int64_t per_row, int64_t gran, const std::string& what) {
  const int64_t fit = free_rows / per_row / gran * gran;
  if (fit <= 0)
    throw std::runtime_error(fmt("%s: not even %lld rows of %s fit the VRAM", a.where().c_str(), (long long)gran,
                                 what.c_str()));
  return chunk_rows(m, fit, gran);
}

void index_loop(Asm& a, int64_t n, const std::string& what, const std::function<void(const IndexOffset&)>& body) {
  if (n <= 0) return;
  if (n == 1) {
    body([&](Gp dst, int64_t, int64_t add) { a.set(dst, uint64_t(add)); });
    return;
  }
  Gp cnt = a.gp("loop: " + what);
  a.op(fmt("C_LOOP_START %s, %lld", Asm::g(cnt).c_str(), (long long)n), what);
  body([&, cnt](Gp dst, int64_t stride, int64_t add) {
    // counter n .. 1: i = n − counter
    Gp t = a.gp("index");
    a.set(dst, uint64_t(n));
    a.op(fmt("S_SUB_INT %s, %s, %s", Asm::g(dst).c_str(), Asm::g(dst).c_str(), Asm::g(cnt).c_str()), "iteration index");
    a.set(t, uint64_t(stride));
    a.op(fmt("S_MUL_INT %s, %s, %s", Asm::g(dst).c_str(), Asm::g(dst).c_str(), Asm::g(t).c_str()));
    a.free(t);
    a.add(dst, dst, add);
  });
  a.op(fmt("C_LOOP_END %s", Asm::g(cnt).c_str()));
  a.free(cnt);
}

void row_chunks(Asm& a, int64_t m, int64_t mc, const ChunkBody& body) {
  const int64_t full = m / mc, rest = m % mc;
  index_loop(a, full, "row chunks", [&](const IndexOffset& offset) { body(mc, full > 1 ? -1 : 0, offset); });
  if (rest)
    body(rest, full * mc, [&](Gp dst, int64_t stride, int64_t add) { a.set(dst, uint64_t(full * stride + add)); });
}

void load_vector(Asm& a, int64_t src, int64_t n, int64_t row) {
  const int64_t pv = a.hw.prefetch_v_rows, v = a.hw.vlen;
  const int64_t rows = (n + v - 1) / v, chunks = (rows + pv - 1) / pv;
  a.comment(fmt("load a vector of %lld elements from HBM %lld to VRAM rows %lld..", (long long)n, (long long)src,
                (long long)row));
  Gp vr = a.gp("load: VRAM"), hb = a.gp("load: HBM");
  a.set(vr, uint64_t(row * v));
  a.set(hb, uint64_t(src));
  a.loop(uint64_t(chunks), "chunks", [&] {
    a.op(fmt("H_PREFETCH_V %s, %s, a0, 0, 0", Asm::g(vr).c_str(), Asm::g(hb).c_str()));
    if (chunks > 1) {
      a.add(vr, vr, pv * v);
      a.add(hb, hb, pv * v);
    }
  });
  a.free(hb);
  a.free(vr);
}

void store_rows(Asm& a, int64_t row, int64_t rows, int64_t dst) {
  const int64_t st = a.hw.store_v_rows, v = a.hw.vlen;
  const int64_t chunks = (rows + st - 1) / st;
  Gp vr = a.gp("store: VRAM"), hb = a.gp("store: HBM");
  a.set(vr, uint64_t(row * v));
  a.set(hb, uint64_t(dst));
  a.loop(uint64_t(chunks), "stores", [&] {
    a.op(fmt("H_STORE_V %s, %s, a0, 0, 0", Asm::g(vr).c_str(), Asm::g(hb).c_str()));
    if (chunks > 1) {
      a.add(vr, vr, st * v);
      a.add(hb, hb, st * v);
    }
  });
  a.free(hb);
  a.free(vr);
}

// ---- the product ----------------------------------------------------------------------------

namespace {

struct Panel {
  int job = 0;
  int64_t nt = 0;           // column block of the job's output
  int64_t kt = 0;           // KT: weight tiles (reduction slices)
  int64_t groups = 0;       // groups of BLEN output rows
  int64_t base = 0;         // first MRAM tile (relative to mram_first)
  int64_t out_row = 0;      // VRAM row of the panel's output rows
  // Prefetch plan for the NEXT panel: tiles (its kt) whose MRAM tile is free during this panel
  // (prefetched in this panel's first group), and tiles that replace one of this panel's tiles
  // (prefetched in this panel's last block after the multiply `second` that last reads it).
  std::vector<int64_t> early;
  std::vector<std::pair<int64_t, int64_t>> deferred;
};

class Matmul {
 public:
  Matmul(Asm& a, const std::vector<MatmulJob>& jobs, const MatmulOptions& o) : a_(a), jobs_(jobs), o_(o) {
    mlen_ = a.hw.mlen;
    vlen_ = a.hw.vlen;
    blen_ = a.hw.blen;
    tile_ = mlen_ * mlen_;
    blocks_ = mlen_ / blen_;
    tiles_ = o.mram_tiles < 0 ? int64_t(a.hw.mram_tiles) - o.mram_first : o.mram_tiles;
    plan();
  }

  void emit();

 private:
  Asm& a_;
  const std::vector<MatmulJob>& jobs_;
  MatmulOptions o_;
  int64_t mlen_, vlen_, blen_, tile_, blocks_, tiles_;
  std::vector<Panel> panels_;

  // Registers held across the whole emission.
  Gp prev_v_{}, prev_h_{}, aptr_{}, crow_{}, chbm_{}, col_{}, wn_{};
  bool pending_ = false;
  std::size_t pend_panel_ = 0;
  bool in_loop_ = false;   // emitting the body of a loop over panels (code shared by several panels)

  const MatmulJob& job(const Panel& p) const { return jobs_[std::size_t(p.job)]; }
  const Panel* next_of(std::size_t pi) const { return pi + 1 < panels_.size() ? &panels_[pi + 1] : nullptr; }
  int64_t tile_hbm(const Panel& p, int64_t kt) const {
    const MatmulJob& j = job(p);
    return j.transposed ? j.w.addr + p.nt * mlen_ * j.w.ld + kt * mlen_ : j.w.addr + kt * mlen_ * j.w.ld + p.nt * mlen_;
  }
  int64_t step_k(const Panel& p) const { return job(p).transposed ? mlen_ : mlen_ * job(p).w.ld; }   // next slice
  int64_t step_n(const Panel& p) const { return job(p).transposed ? mlen_ * job(p).w.ld : mlen_; }   // next panel
  int64_t mram(const Panel& p, int64_t kt) const { return (o_.mram_first + p.base + kt) * tile_; }
  bool finishes(const MatmulJob& j) const { return !j.vector && (j.store || j.epilogue); }
  int64_t nt_arg(const Panel& p) const { return in_loop_ ? -1 : p.nt; }
  // Pointer advance over one panel's groups (the group code advances them only when there are several).
  int64_t group_advance(const Panel& p, int64_t per_group) const { return p.groups > 1 ? p.groups * per_group : 0; }

  void plan();
  void prefetch_tile(const Panel& next, int64_t kt, const std::string& why);
  void block(std::size_t pi, int pf_per_block, Gp pfm, Gp pfh, bool last_block);
  void group(std::size_t pi, bool first, bool last);
  void panel(std::size_t pi);
  int loop_period(std::size_t lo, std::size_t hi) const;
  void finish();
};

void Matmul::plan() {
  if (mlen_ != vlen_) throw std::runtime_error(a_.where() + ": the matmul template needs MLEN == VLEN");
  if (a_.hw.store_v_rows != blen_)
    throw std::runtime_error(a_.where() + ": the matmul template stores BLEN-row groups and needs ST_ROWS == BLEN");
  if (tiles_ <= 0 || o_.mram_first + tiles_ > int64_t(a_.hw.mram_tiles))
    throw std::runtime_error(a_.where() + ": bad MRAM tile range for the matmul template");
  int64_t seq = 0;
  for (std::size_t j = 0; j < jobs_.size(); ++j) {
    const MatmulJob& J = jobs_[j];
    const std::string what = a_.where() + ", product " + J.name;
    if (J.vector ? J.m != 1 : (J.m <= 0 || J.m % blen_ != 0))
      throw std::runtime_error(fmt("%s: M = %lld is not a multiple of BLEN = %lld", what.c_str(), (long long)J.m,
                                   (long long)blen_));
    if (J.k <= 0 || J.k % mlen_ != 0 || J.n <= 0 || J.n % mlen_ != 0)
      throw std::runtime_error(fmt("%s: K = %lld and N = %lld must be multiples of MLEN = %lld (no remainder tiles)",
                                   what.c_str(), (long long)J.k, (long long)J.n, (long long)mlen_));
    if (J.k / mlen_ > tiles_)
      throw std::runtime_error(fmt("%s: K = %lld needs %lld MRAM tiles per output panel (an output block accumulates "
                                   "the whole reduction), but only %lld tiles are available: does not fit",
                                   what.c_str(), (long long)J.k, (long long)(J.k / mlen_), (long long)tiles_));
    if (J.store_off) throw std::runtime_error(what + ": store_off is for long-reduction jobs only");
    if (J.vector && (J.store || J.epilogue || J.group_end || J.panel_start))
      throw std::runtime_error(what + ": vector mode has no store / epilogue / panel_start / group_end");
    for (int64_t nt = 0; nt < J.n / mlen_; ++nt, ++seq) {
      Panel p;
      p.job = int(j);
      p.nt = nt;
      p.kt = J.k / mlen_;
      p.groups = J.vector ? 1 : J.m / blen_;
      p.out_row = J.out.row + (J.out_ring > 0 ? seq % J.out_ring : nt) * J.out.ld;
      panels_.push_back(p);
    }
  }
  // MRAM tiles: double-buffer panels when both fit, else overlap as little as possible.
  for (std::size_t i = 0; i + 1 < panels_.size(); ++i) {
    Panel &p = panels_[i], &q = panels_[i + 1];
    const int64_t lo = p.base, hi = p.base + p.kt, nk = q.kt;
    auto overlap = [&](int64_t b) { return std::max<int64_t>(0, std::min(hi, b + nk) - std::max(lo, b)); };
    int64_t b;
    const int64_t before = i > 0 ? panels_[i - 1].base : -1;   // reusing it makes the pattern repeat with period 2
    if (before >= 0 && before + nk <= tiles_ && overlap(before) == 0) b = before;
    else if (hi + nk <= tiles_) b = hi;
    else if (nk <= lo) b = 0;
    else b = overlap(tiles_ - nk) < overlap(0) ? tiles_ - nk : 0;
    q.base = b;
    for (int64_t kt = 0; kt < nk; ++kt) {
      const int64_t s = b + kt;
      if (s >= lo && s < hi) p.deferred.push_back({kt, s - lo});
      else p.early.push_back(kt);
    }
  }
}

// A prefetch of the next panel's tile kt (HBM address relative to wn_ = its tile 0).
void Matmul::prefetch_tile(const Panel& next, int64_t kt, const std::string& why) {
  Gp m = a_.gp("prefetch: MRAM"), h = a_.gp("prefetch: HBM");
  a_.set(m, uint64_t(mram(next, kt)));
  a_.add(h, wn_, kt * step_k(next));
  a_.op(fmt("H_PREFETCH_M %s, %s, a%d, 1, 0", Asm::g(m).c_str(), Asm::g(h).c_str(), job(next).w_base),
        fmt("%s: tile %lld of the next panel -> MRAM tile %lld", why.c_str(), (long long)kt,
            (long long)(o_.mram_first + next.base + kt)));
  a_.free(h);
  a_.free(m);
}

// One output block: KT multiplies, the write-out, and `pf_per_block` prefetches of the next
// panel's tiles through pfm / pfh; the last block of a panel also carries the deferred prefetches.
void Matmul::block(std::size_t pi, int pf_per_block, Gp pfm, Gp pfh, bool last_block) {
  const Panel& p = panels_[pi];
  const MatmulJob& J = job(p);
  const Panel* next = next_of(pi);
  std::size_t d = 0;   // next deferred prefetch
  auto deferred_upto = [&](int64_t waited) {   // deferred prefetches whose tile was last read by multiply <= waited
    if (!last_block || !next) return;
    for (; d < p.deferred.size() && p.deferred[d].second <= waited; ++d)
      prefetch_tile(*next, p.deferred[d].first, "replaces a tile of this panel");
  };
  Gp t = a_.gp("MRAM address"), v = a_.gp("VRAM address");
  for (int64_t kt = 0; kt < p.kt; ++kt) {
    a_.op(fmt("S_ADDI_INT %s, %s, %lld", Asm::g(t).c_str(), Asm::g(col_).c_str(), (long long)mram(p, kt)));
    Gp av = aptr_;
    if (kt > 0) {
      a_.add(v, aptr_, kt * J.act.ld * vlen_);
      av = v;
    }
    const std::string tn = Asm::g(t), vn = Asm::g(av);
    const std::string c = fmt("slice %lld", (long long)kt);
    if (J.vector) a_.op(fmt("%s 0, %s, %s", J.transposed ? "M_TMV" : "M_MV", tn.c_str(), vn.c_str()), c);
    else if (J.transposed) a_.op(fmt("M_TMM 0, %s, %s", vn.c_str(), tn.c_str()), c);
    else a_.op(fmt("M_MM 0, %s, %s", tn.c_str(), vn.c_str()), c);
    deferred_upto(kt - 2);
  }
  a_.op(fmt("S_ADD_INT %s, %s, %s", Asm::g(t).c_str(), Asm::g(crow_).c_str(), Asm::g(col_).c_str()));
  if (J.vector) a_.op(fmt("M_MV_WO %s, 0", Asm::g(t).c_str()), "write out the block");
  else a_.op(fmt("M_MM_WO %s, gp0, 0", Asm::g(t).c_str()), "write out the block");
  a_.op(fmt("S_ADDI_INT %s, %s, %lld", Asm::g(col_).c_str(), Asm::g(col_).c_str(), (long long)blen_));
  a_.free(v);
  a_.free(t);
  deferred_upto(p.kt);
  for (int i = 0; i < pf_per_block; ++i) {
    a_.op(fmt("H_PREFETCH_M %s, %s, a%d, 1, 0", Asm::g(pfm).c_str(), Asm::g(pfh).c_str(), job(*next).w_base),
          "next panel's tile");
    a_.add(pfm, pfm, tile_);
    a_.add(pfh, pfh, step_k(*next));
  }
}

void Matmul::finish() {
  if (!pending_) return;
  const Panel& p = panels_[pend_panel_];
  const MatmulJob& J = job(p);
  a_.comment(fmt("finish the previous group of %s", J.name.c_str()));
  if (J.epilogue) J.epilogue(a_, prev_v_, nt_arg(p));
  if (J.store) {
    set_stride(a_, J.store->ld);
    a_.op(fmt("H_STORE_V %s, %s, a%d, 1, 0", Asm::g(prev_v_).c_str(), Asm::g(prev_h_).c_str(), J.store_base),
          "store the group");
  }
  pending_ = false;
}

void Matmul::group(std::size_t pi, bool first, bool last) {
  const Panel& p = panels_[pi];
  const MatmulJob& J = job(p);
  const Panel* next = next_of(pi);
  const bool special_last = last && next && !p.deferred.empty();
  const int64_t avail = blocks_ - (special_last ? 1 : 0);
  a_.op(fmt("S_ADDI_INT %s, gp0, 0", Asm::g(col_).c_str()), "column 0");
  int64_t used = 0;
  if (first && next && !p.early.empty()) {
    // Consecutive runs of early tiles; k prefetches per block, the least k that fits the blocks.
    std::vector<std::pair<int64_t, int64_t>> runs;   // (first kt, length)
    for (int64_t kt : p.early) {
      if (!runs.empty() && runs.back().first + runs.back().second == kt) ++runs.back().second;
      else runs.push_back({kt, 1});
    }
    int64_t k = 1;
    for (;; ++k) {
      int64_t need = 0;
      for (auto& r : runs) need += (r.second + k - 1) / k;
      if (need <= avail) break;
    }
    set_stride(a_, job(*next).w.ld);
    Gp pfm = a_.gp("prefetch: MRAM"), pfh = a_.gp("prefetch: HBM");
    for (auto& r : runs) {
      a_.set(pfm, uint64_t(mram(*next, r.first)));
      a_.add(pfh, wn_, r.first * step_k(*next), "next panel's tiles");
      const int64_t full = r.second / k, rem = r.second % k;
      a_.loop(uint64_t(full), fmt("blocks, each prefetching %lld tile(s) of the next panel", (long long)k),
              [&] { block(pi, int(k), pfm, pfh, false); });
      if (rem) block(pi, int(rem), pfm, pfh, false);
      used += full + (rem ? 1 : 0);
    }
    a_.free(pfh);
    a_.free(pfm);
  }
  a_.loop(uint64_t(avail - used), "blocks", [&] { block(pi, 0, Gp{}, Gp{}, false); });
  if (special_last) {
    a_.comment("last block of the panel: prefetch the next panel's tiles as this one's are read for the last time");
    set_stride(a_, job(*next).w.ld);
    block(pi, 0, Gp{}, Gp{}, true);
  }
  if (J.vector) return;
  finish();
  if (first)   // from here on the epilogues are this panel's
    for (const auto& r : J.panel_regs) {
      if (in_loop_) a_.add(r.reg, r.reg, r.step);
      else a_.set(r.reg, uint64_t(r.start + p.nt * r.step));
    }
  if (finishes(J)) {
    a_.op(fmt("S_ADDI_INT %s, %s, 0", Asm::g(prev_v_).c_str(), Asm::g(crow_).c_str()), "this group is finished next");
    if (J.store) a_.op(fmt("S_ADDI_INT %s, %s, 0", Asm::g(prev_h_).c_str(), Asm::g(chbm_).c_str()));
    pending_ = true;
    pend_panel_ = pi;
  }
  if (p.groups > 1) {
    a_.add(crow_, crow_, blen_ * vlen_, "next group");
    a_.add(aptr_, aptr_, blen_ * vlen_);
    if (J.store) a_.add(chbm_, chbm_, blen_ * J.store->ld);
  }
  if (J.group_end) J.group_end(a_, nt_arg(p));
}

void Matmul::panel(std::size_t pi) {
  const Panel& p = panels_[pi];
  const MatmulJob& J = job(p);
  const Panel* next = next_of(pi);
  const bool first_of_job = pi == 0 || panels_[pi - 1].job != p.job;
  if (first_of_job && J.barrier) finish();
  a_.section(fmt("%s: %s (output columns %s), %lld group(s) x %lld blocks x %lld slices, MRAM tiles %lld..%lld",
                 J.name.c_str(), in_loop_ ? "panels in a loop" : fmt("panel %lld", (long long)p.nt).c_str(),
                 in_loop_ ? "from a register" : fmt("%lld..", (long long)(p.nt * mlen_)).c_str(), (long long)p.groups,
                 (long long)blocks_, (long long)p.kt, (long long)(o_.mram_first + p.base),
                 (long long)(o_.mram_first + p.base + p.kt - 1)));
  a_.set(aptr_, uint64_t(J.act.row * vlen_), "activations");
  // Output rows, store address and the next panel's weights: constants, or advanced from the
  // previous panel of the same product inside a loop.
  if (!in_loop_ || J.out_ring > 0) a_.set(crow_, uint64_t(p.out_row * vlen_), "output rows");
  else a_.add(crow_, crow_, J.out.ld * vlen_ - group_advance(p, blen_ * vlen_), "output rows of this panel");
  if (J.store) {
    if (!in_loop_) a_.set(chbm_, uint64_t(J.store->addr + p.nt * mlen_), "output in HBM");
    else a_.add(chbm_, chbm_, mlen_ - group_advance(p, blen_ * J.store->ld), "output in HBM");
  }
  if (next) {
    if (!in_loop_) a_.set(wn_, uint64_t(tile_hbm(*next, 0)), "next panel's weights");
    else a_.add(wn_, wn_, step_n(p), "next panel's weights");
  }
  if (J.panel_start) J.panel_start(a_, nt_arg(p));
  const bool special_last = next && !p.deferred.empty();
  if (p.groups == 1) {
    group(pi, true, true);
    return;
  }
  group(pi, true, false);
  const int64_t mid = p.groups - 1 - (special_last ? 1 : 0);
  a_.loop(uint64_t(mid), "groups", [&] { group(pi, false, false); });
  if (special_last) group(pi, false, true);
}

// Period (1 or 2) with which panels lo..hi (one product, neither its first nor its last) repeat
// their code, or 0 if they do not.
int Matmul::loop_period(std::size_t lo, std::size_t hi) const {
  const MatmulJob& J = job(panels_[lo]);
  if (!J.loop_panels || J.out_ring > 2) return 0;
  for (int per : {1, 2}) {
    if (J.out_ring > 1 && per % J.out_ring != 0) continue;
    bool ok = true;
    for (std::size_t i = lo; i + per <= hi + 1 && ok; ++i) ok = panels_[i].base == panels_[i + per].base;
    if (ok) return per;
  }
  return 0;
}

void Matmul::emit() {
  if (panels_.empty()) return;
  bool any_finish = false, any_store = false;
  for (const auto& j : jobs_) {
    any_finish = any_finish || finishes(j);
    any_store = any_store || bool(j.store);
  }
  if (any_finish) prev_v_ = a_.gp("previous group: VRAM");
  if (any_store) {
    prev_h_ = a_.gp("previous group: HBM");
    chbm_ = a_.gp("group: HBM");
  }
  aptr_ = a_.gp("activation group");
  crow_ = a_.gp("output group");
  col_ = a_.gp("block column");
  wn_ = a_.gp("next panel's weights");
  if (!o_.weights_loaded) {
    a_.section("matmul prologue: the first panel's weight tiles");
    set_stride(a_, job(panels_[0]).w.ld);
    a_.set(wn_, uint64_t(tile_hbm(panels_[0], 0)));
    for (int64_t kt = 0; kt < panels_[0].kt; ++kt) prefetch_tile(panels_[0], kt, "prologue");
  }
  for (std::size_t f = 0; f < panels_.size();) {
    std::size_t l = f;
    while (l + 1 < panels_.size() && panels_[l + 1].job == panels_[f].job) ++l;
    // Panels f..l of one product: the first and the last as they are, the middle ones in a loop.
    panel(f);
    if (l > f + 1) {
      const std::size_t lo = f + 1, hi = l - 1;
      const int per = loop_period(lo, hi);
      const std::size_t iters = per ? (hi - lo + 1) / std::size_t(per) : 0;
      std::size_t i = lo;
      if (iters >= 2) {
        in_loop_ = true;
        a_.loop(iters, "panels", [&] {
          for (int h = 0; h < per; ++h) panel(lo + std::size_t(h));
        });
        in_loop_ = false;
        i = lo + iters * std::size_t(per);
        pend_panel_ = i - 1;
      }
      for (; i <= hi; ++i) panel(i);
    }
    if (l > f) panel(l);
    f = l + 1;
  }
  a_.section("matmul epilogue");
  finish();
  a_.free(wn_);
  a_.free(col_);
  a_.free(crow_);
  a_.free(aptr_);
  if (any_store) {
    a_.free(chbm_);
    a_.free(prev_h_);
  }
  if (any_finish) a_.free(prev_v_);
}

// ---- long reductions: weight tiles streamed through a ring (contract in matmul.h) ------------------

void matmul_streamed(Asm& a, const MatmulJob& J, int64_t mram_first, int64_t tiles) {
  const int64_t mlen = a.hw.mlen, v = a.hw.vlen, blen = a.hw.blen, tile = mlen * mlen;
  const std::string what = a.where() + ", product " + J.name;
  if (mlen != v || int64_t(a.hw.store_v_rows) != blen)
    throw std::runtime_error(what + ": the matmul template needs MLEN == VLEN and ST_ROWS == BLEN");
  if (J.vector || J.panel_start || J.group_end || !J.loop_panels)
    throw std::runtime_error(what + ": a long reduction (streamed tiles) supports no vector mode, panel_start, "
                                    "group_end or loop_panels = false");
  if (J.m <= 0 || J.m % blen != 0 || J.n <= 0 || J.n % mlen != 0 || (mlen / blen) % 2 != 0)
    throw std::runtime_error(what + ": shape not tiled by the hardware (M % BLEN, N % MLEN, MLEN/BLEN even)");
  const int64_t kt = J.k / mlen, panels = J.n / mlen, groups = J.m / blen, blocks = mlen / blen;
  int64_t R = 0;
  for (int64_t r = std::min(tiles, kt); r >= 3 && !R; --r)
    if (kt % r == 0) R = r;
  if (!R)
    throw std::runtime_error(fmt("%s: K/MLEN = %lld slices have no divisor between 3 and the %lld MRAM tiles (the "
                                 "streaming ring needs one): does not fit",
                                 what.c_str(), (long long)kt, (long long)tiles));
  const int64_t Q = kt / R;
  // A slot is reloaded right after the multiply following its last read (lag 1: R−1 multiplies of
  // lead; lag 2 stalls with R = 5 on small: 83 % instead of 95 % of the roofline on gemm H2).
  const int64_t lag = 1;
  const int64_t step_k = J.transposed ? mlen : mlen * J.w.ld, step_n = J.transposed ? mlen * J.w.ld : mlen;
  const int64_t act_step = J.act.ld * v;
  const int wb = J.w_base;
  auto slot = [&](int64_t s) { return (mram_first + s) * tile; };
  a.section(fmt("%s: %lld panel(s) x %lld group(s) x %lld blocks x %lld slices, tiles streamed through a ring of "
                "%lld MRAM tiles (%lld..%lld)",
                J.name.c_str(), (long long)panels, (long long)groups, (long long)blocks, (long long)kt, (long long)R,
                (long long)mram_first, (long long)(mram_first + R - 1)));
  Gp wc = a.gp("panel weights"), crow = a.gp("output group"), aptr = a.gp("activation group");
  Gp chbm{};
  const bool own_chbm = J.store && !J.store_off;
  if (J.store) {
    if (J.store_off) {
      chbm = *J.store_off;
      a.add(chbm, chbm, J.store->addr, "output in HBM");
    } else {
      chbm = a.gp("group: HBM");
      a.set(chbm, uint64_t(J.store->addr), "output in HBM");
    }
  }
  a.set(wc, uint64_t(J.w.addr), "weights of the panel");
  a.set(crow, uint64_t(J.out.row * v), "output rows");
  for (const auto& r : J.panel_regs) a.set(r.reg, uint64_t(r.start));
  auto prefetch = [&](Gp base, int64_t off, int64_t sl, const std::string& c) {
    Gp t = a.gp("prefetch: MRAM"), h = a.gp("prefetch: HBM");
    a.set(t, uint64_t(slot(sl)));
    a.add(h, base, off);
    a.op(fmt("H_PREFETCH_M %s, %s, a%d, 1, 0", Asm::g(t).c_str(), Asm::g(h).c_str(), wb), c);
    a.free(h);
    a.free(t);
  };
  auto mm = [&](int64_t mram, Gp ra, int64_t off, const std::string& c) {
    Gp t = a.gp("MRAM address"), u = a.gp("VRAM address");
    a.set(t, uint64_t(mram));
    a.add(u, ra, off);
    if (J.transposed) a.op(fmt("M_TMM 0, %s, %s", Asm::g(u).c_str(), Asm::g(t).c_str()), c);
    else a.op(fmt("M_MM 0, %s, %s", Asm::g(t).c_str(), Asm::g(u).c_str()), c);
    a.free(u);
    a.free(t);
  };
  // Block b of a group: forward (slices 0..KT−1) or backward (KT−1..0), rounds of R slices.
  auto block = [&](int64_t b, bool fwd) {
    a.comment(fmt("block %lld: slices %s", (long long)b, fwd ? "0..KT-1" : "KT-1..0"));
    Gp ra = a.gp("round: activations"), rw = a.gp("round: weights");
    // Round r, L = lag. Forward: ra = slice rR, rw = slice rR; step i reads slice rR+i (slot i),
    // then loads slice rR+i+R−L into slot (i−L) mod R. Backward: ra = slice KT−R−rR; step i reads
    // slice KT−1−rR−i (slot R−1−i), then loads slice KT−1−rR−i+L−R into slot (R−1−i+L) mod R,
    // rw = slice KT−R−rR for i < L and KT−2R−rR for i >= L.
    a.add(ra, aptr, fwd ? 0 : (kt - R) * act_step);
    a.add(rw, wc, fwd ? 0 : (kt - R) * step_k);
    auto round = [&](bool first, bool last) {
      for (int64_t i = 0; i < R; ++i) {
        const bool load = (first ? i >= lag : true) && (last ? i < lag : true);
        const std::string c = fmt("slice R-%lld ahead", (long long)lag);
        if (fwd) {
          mm(slot(i) + b * blen, ra, i * act_step, i == 0 ? "round of slices" : "");
          if (load) prefetch(rw, (i + R - lag) * step_k, (i + R - lag) % R, c);
        } else {
          if (i == lag && !last) a.add(rw, rw, -R * step_k);
          mm(slot(R - 1 - i) + b * blen, ra, (R - 1 - i) * act_step, i == 0 ? "round of slices" : "");
          if (load) prefetch(rw, (i < lag ? lag - 1 - i : R + lag - 1 - i) * step_k, (R - 1 - i + lag) % R, c);
        }
      }
      if (!last) {
        a.add(ra, ra, fwd ? R * act_step : -R * act_step);
        if (fwd) a.add(rw, rw, R * step_k);
      }
    };
    round(true, false);
    a.loop(uint64_t(Q - 2), "rounds", [&] { round(false, false); });
    round(false, true);
    a.free(rw);
    a.free(ra);
    Gp t = a.gp("write-out");
    a.add(t, crow, b * blen);
    a.op(fmt("M_MM_WO %s, gp0, 0", Asm::g(t).c_str()), "write out the block");
    a.free(t);
  };
  a.loop(uint64_t(panels), "panels", [&] {
    a.set(aptr, uint64_t(J.act.row * v), "activations");
    set_stride(a, J.w.ld);
    for (int64_t s = 0; s < R; ++s) prefetch(wc, s * step_k, s, s == 0 ? "the panel's first R slices" : "");
    a.loop(uint64_t(groups), "groups", [&] {
      set_stride(a, J.w.ld);
      for (int64_t b = 0; b < blocks; ++b) block(b, b % 2 == 0);
      if (J.epilogue) J.epilogue(a, crow, -1);
      if (J.store) {
        set_stride(a, J.store->ld);
        a.op(fmt("H_STORE_V %s, %s, a%d, 1, 0", Asm::g(crow).c_str(), Asm::g(chbm).c_str(), J.store_base),
             "store the group");
      }
      a.add(crow, crow, blen * v, "next group");
      a.add(aptr, aptr, blen * v);
      if (J.store) a.add(chbm, chbm, blen * J.store->ld);
    });
    a.add(crow, crow, (J.out_ring > 0 ? 0 : J.out.ld * v) - groups * blen * v, "output rows of the next panel");
    if (J.store) a.add(chbm, chbm, mlen - groups * blen * J.store->ld);
    a.add(wc, wc, step_n, "next panel's weights");
    for (const auto& r : J.panel_regs) a.add(r.reg, r.reg, r.step);
  });
  if (own_chbm) a.free(chbm);
  a.free(aptr);
  a.free(crow);
  a.free(wc);
}

}  // namespace

void matmul(Asm& a, const std::vector<MatmulJob>& jobs, const MatmulOptions& options) {
  const int64_t tiles = options.mram_tiles < 0 ? int64_t(a.hw.mram_tiles) - options.mram_first : options.mram_tiles;
  const int64_t mlen = a.hw.mlen;
  auto long_k = [&](const MatmulJob& j) { return !j.vector && j.k > 0 && j.k % mlen == 0 && j.k / mlen > tiles; };
  if (std::none_of(jobs.begin(), jobs.end(), long_k)) {
    Matmul m(a, jobs, options);
    m.emit();
    return;
  }
  // Long reductions run on their own; the jobs between them through the template as usual.
  std::vector<MatmulJob> run;
  bool first = true;
  auto flush = [&] {
    if (run.empty()) return;
    MatmulOptions o = options;
    o.weights_loaded = options.weights_loaded && first;
    Matmul m(a, run, o);
    m.emit();
    run.clear();
    first = false;
  };
  for (const auto& j : jobs) {
    if (!long_k(j)) {
      run.push_back(j);
      continue;
    }
    flush();
    if (first && options.weights_loaded)
      throw std::runtime_error(a.where() + ": weights_loaded is not supported with a long reduction first");
    matmul_streamed(a, j, options.mram_first, tiles);
    first = false;
  }
  flush();
}

// ---- products with activations in HBM -----------------------------------------------------------

namespace {

int64_t lcm64(int64_t x, int64_t y) { return x / std::gcd(x, y) * y; }

}  // namespace

namespace {

// Long reductions (kt_max > MRAM tiles): row chunks of one activation buffer, the full chunks in a
// hardware loop (HBM offsets from the loop counter), each chunk a streamed product (matmul).
void matmul_from_hbm_long(Asm& a, VramPlan& vram, const std::vector<HbmProduct>& products, const HbmRunOptions& ro,
                          int64_t kt_max, int64_t m_max, int64_t gran) {
  const int64_t v = a.hw.vlen;
  // activations + one output panel per row
  const int64_t chunk = vram_chunk(a, m_max, int64_t(a.hw.vram_rows) - vram.used(), kt_max + 1, gran, "the activations");
  const VMat abuf = vram.matrix(chunk, kt_max * v, "activations (row chunk)");
  const VMat out = vram.matrix(chunk, v, "output panel");
  for (const auto& p : products) {
    auto run = [&](int64_t rows, int64_t m0, const IndexOffset& offset) {
      a.section(fmt("%s: rows %s (chunks of %lld)", p.name.c_str(),
                    m0 < 0 ? "of the chunk in a register" : fmt("%lld..", (long long)m0).c_str(), (long long)rows));
      Gp off = a.gp("chunk: HBM offset");
      offset(off, chunk * p.a.ld, 0);
      load_vmat_at(a, off, {p.a.addr, p.a.ld}, rows, p.k, abuf, ro.a_base);
      offset(off, chunk * p.c.ld, 0);
      MatmulJob j = MatmulJob::product(p.name, rows, p.k, p.n, abuf, p.w, out);
      j.transposed = p.transposed;
      j.out_ring = 1;
      j.store = p.c;
      j.store_off = off;
      j.w_base = ro.w_base;
      j.store_base = ro.c_base;
      j.epilogue = p.epilogue;
      j.panel_regs = p.panel_regs;
      matmul(a, {j});
      a.free(off);
    };
    row_chunks(a, p.m, chunk, run);
  }
}

}  // namespace

void matmul_from_hbm(Asm& a, VramPlan& vram, const std::vector<HbmProduct>& products, const HbmRunOptions& ro) {
  const int64_t v = a.hw.vlen, blen = a.hw.blen, pv = a.hw.prefetch_v_rows;
  const int64_t gran = lcm64(blen, pv);
  if (blen != pv)
    throw std::runtime_error(a.where() + ": matmul_from_hbm needs PV_ROWS == BLEN (one prefetch per row group)");
  int64_t kt_max = 0, m_max = 0;
  for (const auto& p : products) {
    if (p.m % gran != 0)
      throw std::runtime_error(fmt("%s: M = %lld is not a multiple of BLEN / PV_ROWS = %lld", a.where().c_str(),
                                   (long long)p.m, (long long)gran));
    kt_max = std::max(kt_max, p.k / v);
    m_max = std::max(m_max, p.m);
  }
  if (kt_max > int64_t(a.hw.mram_tiles)) {
    matmul_from_hbm_long(a, vram, products, ro, kt_max, m_max, gran);
    return;
  }
  const int64_t free_rows = int64_t(a.hw.vram_rows) - vram.used();
  // Rows per chunk: everything in one buffer if there is a single product that fits, else two
  // activation buffers and a two-panel output ring per chunk of rows.
  int64_t chunk = m_max;
  const bool single = products.size() == 1 && m_max * kt_max + 2 * m_max <= free_rows;
  if (!single) {
    const int64_t fit = free_rows / (2 * kt_max + 2) / gran * gran;
    if (fit <= 0) throw std::runtime_error(a.where() + ": not even one row group of the activations fits the VRAM");
    chunk = std::min(m_max, fit);
  }
  // The chunked products.
  std::vector<HbmProduct> parts;
  for (const auto& p : products)
    for (int64_t m0 = 0; m0 < p.m; m0 += chunk) {
      HbmProduct q = p;
      q.m = std::min(chunk, p.m - m0);
      q.a.addr = p.a.addr + m0 * p.a.ld;
      q.c.addr = p.c.addr + m0 * p.c.ld;
      if (chunk < p.m) q.name = fmt("%s rows %lld..%lld", p.name.c_str(), (long long)m0, (long long)(m0 + q.m - 1));
      parts.push_back(q);
    }
  // Chunks shrink only at the end of a product: the next chunk is never longer than this one,
  // except across products of different M (then the rest is loaded before the product).
  VMat abuf[2];
  abuf[0] = vram.matrix(chunk, kt_max * v, "activations");
  if (parts.size() > 1) abuf[1] = vram.matrix(chunk, kt_max * v, "activations (second buffer)");
  const VMat out = vram.matrix(chunk, 2 * v, "output ring (two panels)");

  a.section("activations of the first product");
  load_vmat(a, parts[0].a, parts[0].m, parts[0].k, abuf[0], ro.a_base);

  Gp pv_reg{}, ph_reg{};
  const bool hooks = ro.overlap && parts.size() > 1;
  if (hooks) {
    pv_reg = a.gp("next activations: VRAM");
    ph_reg = a.gp("next activations: HBM");
  }
  std::vector<MatmulJob> jobs;
  std::function<void(Asm&, int64_t)> next_start;   // panel_start of the next job, if it needs one
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const HbmProduct& p = parts[i];
    MatmulJob j;
    j.name = p.name;
    j.m = p.m;
    j.k = p.k;
    j.n = p.n;
    j.act = abuf[i % 2];
    j.w = p.w;
    j.transposed = p.transposed;
    j.out = out;
    j.out_ring = 2;
    j.store = p.c;
    j.w_base = ro.w_base;
    j.store_base = ro.c_base;
    j.epilogue = p.epilogue;
    j.panel_regs = p.panel_regs;
    auto own_start = next_start;
    next_start = nullptr;
    if (own_start) j.panel_start = own_start;
    if (i > 0 && !hooks) {
      // No overlap: this product's activations are loaded when it starts.
      const VMat dst = abuf[i % 2];
      const int base = ro.a_base;
      j.panel_start = [=](Asm& a, int64_t nt) {
        if (nt != 0) return;
        a.comment("this product's activations");
        load_vmat(a, p.a, p.m, p.k, dst, base);
      };
    }
    if (hooks && i + 1 < parts.size()) {
      const HbmProduct& q = parts[i + 1];
      const VMat dst = abuf[(i + 1) % 2];
      const int64_t last_nt = p.n / v - 1, groups = p.m / blen, q_groups = q.m / pv;
      const int64_t hooked = std::min(q_groups, groups);   // row groups prefetched by the hooks
      // Prefetch the next product's activations, one row group per group of the last panel.
      j.panel_start = [=](Asm& a, int64_t nt) {
        if (own_start) own_start(a, nt);
        if (nt != last_nt) return;
        a.set(pv_reg, uint64_t(dst.row * v), "next product's activations");
        a.set(ph_reg, uint64_t(q.a.addr));
      };
      j.group_end = [=](Asm& a, int64_t nt) {
        if (nt != last_nt) return;
        set_stride(a, q.a.ld);
        Gp tv = a.gp("prefetch: VRAM"), th = a.gp("prefetch: HBM");
        for (int64_t kt = 0; kt < q.k / v; ++kt) {
          a.add(tv, pv_reg, kt * dst.ld * v);
          a.add(th, ph_reg, kt * v);
          a.op(fmt("H_PREFETCH_V %s, %s, a%d, 1, 0", Asm::g(tv).c_str(), Asm::g(th).c_str(), ro.a_base),
               "next product's activations");
        }
        a.free(th);
        a.free(tv);
        a.add(pv_reg, pv_reg, pv * v);
        a.add(ph_reg, ph_reg, pv * q.a.ld);
      };
      if (hooked < q_groups) {
        // The next product has more row groups than this one's last panel has groups: the rest
        // is loaded when it starts.
        next_start = [=](Asm& a, int64_t nt) {
          if (nt != 0) return;
          a.comment("the rest of this product's activations");
          load_vmat(a, {q.a.addr + hooked * pv * q.a.ld, q.a.ld}, (q_groups - hooked) * pv, q.k,
                    {dst.row + hooked * pv, dst.ld}, ro.a_base);
        };
      }
    }
    jobs.push_back(j);
  }
  matmul(a, jobs);
  if (hooks) {
    a.free(ph_reg);
    a.free(pv_reg);
  }
}

}  // namespace kc::plena::baseline
