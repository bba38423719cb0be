// The tiled matrix-multiply template (contract in matmul.h).
#include "matmul.h"

#include <algorithm>
#include <stdexcept>

namespace kc::plena::baseline {

namespace {

std::string where(const Asm& a) {
  return "task " + a.inst.spec->id + " " + a.inst.config->name + " on hardware " + a.hw.name;
}

}  // namespace

// ---- small helpers ------------------------------------------------------------------------------

VramPlan::VramPlan(const Asm& a, int64_t first_row) : a_(a), next_(first_row) {}

int64_t VramPlan::alloc(int64_t rows, const std::string& what, int64_t align) {
  const int64_t start = (next_ + align - 1) / align * align;
  if (start + rows > int64_t(a_.hw.vram_rows))
    throw std::runtime_error(fmt("%s: %s needs VRAM rows %lld..%lld, but the VRAM has %u rows (the shape does not fit "
                                 "this hardware)",
                                 where(a_).c_str(), what.c_str(), (long long)start, (long long)(start + rows - 1),
                                 a_.hw.vram_rows));
  next_ = start + rows;
  return start;
}

VMat VramPlan::matrix(int64_t rows, int64_t cols, const std::string& what, int64_t align) {
  const int64_t v = a_.hw.vlen;
  if (cols % v != 0) throw std::runtime_error(fmt("%s: %s has %lld columns, not a multiple of VLEN = %lld", where(a_).c_str(),
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

void load_vmat(Asm& a, HbmMat src, int64_t rows, int64_t cols, VMat dst) {
  const int64_t pv = a.hw.prefetch_v_rows, v = a.hw.vlen;
  if (rows % pv != 0 || cols % v != 0)
    throw std::runtime_error(fmt("%s: load_vmat of %lld x %lld is not tiled by PV_ROWS = %lld and VLEN = %lld",
                                 where(a).c_str(), (long long)rows, (long long)cols, (long long)pv, (long long)v));
  const int64_t groups = rows / pv, blocks = cols / v;
  a.comment(fmt("load %lld x %lld from HBM %lld (ld %lld) to VRAM rows %lld.. (column blocks %lld apart)", (long long)rows,
                (long long)cols, (long long)src.addr, (long long)src.ld, (long long)dst.row, (long long)dst.ld));
  set_stride(a, src.ld);
  Gp vr = a.gp("load: VRAM"), hb = a.gp("load: HBM");
  a.set(vr, uint64_t(dst.row * v));
  a.set(hb, uint64_t(src.addr));
  a.loop(uint64_t(groups), "row groups", [&] {
    a.loop(uint64_t(blocks), "column blocks", [&] {
      a.op(fmt("H_PREFETCH_V %s, %s, a0, 1, 0", Asm::g(vr).c_str(), Asm::g(hb).c_str()));
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
  Gp prev_v_{}, prev_h_{}, aptr_{}, crow_{}, chbm_{}, col_{};
  bool pending_ = false;
  std::size_t pend_panel_ = 0;

  const MatmulJob& job(const Panel& p) const { return jobs_[std::size_t(p.job)]; }
  int64_t tile_hbm(const Panel& p, int64_t kt) const {
    const MatmulJob& j = job(p);
    return j.transposed ? j.w.addr + p.nt * mlen_ * j.w.ld + kt * mlen_ : j.w.addr + kt * mlen_ * j.w.ld + p.nt * mlen_;
  }
  int64_t tile_step(const Panel& p) const { return job(p).transposed ? mlen_ : mlen_ * job(p).w.ld; }
  int64_t mram(const Panel& p, int64_t kt) const { return (o_.mram_first + p.base + kt) * tile_; }
  bool finishes(const MatmulJob& j) const { return !j.vector && (j.store || j.epilogue); }

  void plan();
  void prefetch_tile(const Panel& next, int64_t kt, const std::string& why);
  void block(std::size_t pi, int pf_per_block, Gp pfm, Gp pfh, bool last_block);
  void group(std::size_t pi, bool first, bool last);
  void panel(std::size_t pi);
  void finish();
};

void Matmul::plan() {
  if (mlen_ != vlen_) throw std::runtime_error(where(a_) + ": the matmul template needs MLEN == VLEN");
  if (a_.hw.store_v_rows != blen_)
    throw std::runtime_error(where(a_) + ": the matmul template stores BLEN-row groups and needs ST_ROWS == BLEN");
  if (tiles_ <= 0 || o_.mram_first + tiles_ > int64_t(a_.hw.mram_tiles))
    throw std::runtime_error(where(a_) + ": bad MRAM tile range for the matmul template");
  int64_t seq = 0;
  for (std::size_t j = 0; j < jobs_.size(); ++j) {
    const MatmulJob& J = jobs_[j];
    const std::string what = where(a_) + ", product " + J.name;
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
    if (hi + nk <= tiles_) b = hi;
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

void Matmul::prefetch_tile(const Panel& next, int64_t kt, const std::string& why) {
  Gp m = a_.gp("prefetch: MRAM"), h = a_.gp("prefetch: HBM");
  a_.set(m, uint64_t(mram(next, kt)));
  a_.set(h, uint64_t(tile_hbm(next, kt)));
  a_.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", Asm::g(m).c_str(), Asm::g(h).c_str()),
        fmt("%s: tile %lld of %s panel %lld -> MRAM tile %lld", why.c_str(), (long long)kt, job(next).name.c_str(),
            (long long)next.nt, (long long)(o_.mram_first + next.base + kt)));
  a_.free(h);
  a_.free(m);
}

// One output block: KT multiplies, the write-out, and `pf_per_block` prefetches of the next
// panel's tiles through pfm / pfh; the last block of a panel also carries the deferred prefetches.
void Matmul::block(std::size_t pi, int pf_per_block, Gp pfm, Gp pfh, bool last_block) {
  const Panel& p = panels_[pi];
  const MatmulJob& J = job(p);
  const Panel* next = pi + 1 < panels_.size() ? &panels_[pi + 1] : nullptr;
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
    a_.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", Asm::g(pfm).c_str(), Asm::g(pfh).c_str()), "next panel's tile");
    a_.add(pfm, pfm, tile_);
    a_.add(pfh, pfh, tile_step(*next));
  }
}

void Matmul::finish() {
  if (!pending_) return;
  const Panel& p = panels_[pend_panel_];
  const MatmulJob& J = job(p);
  a_.comment(fmt("finish the previous group of %s panel %lld", J.name.c_str(), (long long)p.nt));
  if (J.epilogue) J.epilogue(a_, prev_v_, p.nt);
  if (J.store) {
    set_stride(a_, J.store->ld);
    a_.op(fmt("H_STORE_V %s, %s, a0, 1, 0", Asm::g(prev_v_).c_str(), Asm::g(prev_h_).c_str()), "store the group");
  }
  pending_ = false;
}

void Matmul::group(std::size_t pi, bool first, bool last) {
  const Panel& p = panels_[pi];
  const MatmulJob& J = job(p);
  const Panel* next = pi + 1 < panels_.size() ? &panels_[pi + 1] : nullptr;
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
      a_.set(pfh, uint64_t(tile_hbm(*next, r.first)));
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
  if (J.group_end) J.group_end(a_, p.nt);
}

void Matmul::panel(std::size_t pi) {
  const Panel& p = panels_[pi];
  const MatmulJob& J = job(p);
  const bool first_of_job = pi == 0 || panels_[pi - 1].job != p.job;
  if (first_of_job && J.barrier) finish();
  a_.section(fmt("%s: panel %lld (output columns %lld..%lld), %lld group(s) x %lld blocks x %lld slices, MRAM tiles "
                 "%lld..%lld",
                 J.name.c_str(), (long long)p.nt, (long long)(p.nt * mlen_), (long long)(p.nt * mlen_ + mlen_ - 1),
                 (long long)p.groups, (long long)blocks_, (long long)p.kt, (long long)(o_.mram_first + p.base),
                 (long long)(o_.mram_first + p.base + p.kt - 1)));
  a_.set(aptr_, uint64_t(J.act.row * vlen_), "activations");
  a_.set(crow_, uint64_t(p.out_row * vlen_), "output rows");
  if (J.store) a_.set(chbm_, uint64_t(J.store->addr + p.nt * mlen_), "output in HBM");
  if (J.panel_start) J.panel_start(a_, p.nt);
  const bool special_last = pi + 1 < panels_.size() && !p.deferred.empty();
  if (p.groups == 1) {
    group(pi, true, true);
    return;
  }
  group(pi, true, false);
  const int64_t mid = p.groups - 1 - (special_last ? 1 : 0);
  a_.loop(uint64_t(mid), "groups", [&] { group(pi, false, false); });
  if (special_last) group(pi, false, true);
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
  if (!o_.weights_loaded) {
    a_.section("matmul prologue: the first panel's weight tiles");
    set_stride(a_, job(panels_[0]).w.ld);
    for (int64_t kt = 0; kt < panels_[0].kt; ++kt) prefetch_tile(panels_[0], kt, "prologue");
  }
  for (std::size_t i = 0; i < panels_.size(); ++i) panel(i);
  a_.section("matmul epilogue");
  finish();
  a_.free(col_);
  a_.free(crow_);
  a_.free(aptr_);
  if (any_store) {
    a_.free(chbm_);
    a_.free(prev_h_);
  }
  if (any_finish) a_.free(prev_v_);
}

}  // namespace

void matmul(Asm& a, const std::vector<MatmulJob>& jobs, const MatmulOptions& options) {
  Matmul m(a, jobs, options);
  m.emit();
}

}  // namespace kc::plena::baseline
