// The decoder-block template (contract in decoder.h; schedule and performance in gen_decoder.cpp).
#include "decoder.h"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "matmul.h"
#include "rowwise.h"

namespace kc::plena::baseline {

namespace {

const char* s_(const std::string& x) { return x.c_str(); }

// The name of a register holding base + off: `base` itself when off = 0, else t set to it
// (base gp0: t = off, an absolute address).
std::string at(Asm& a, Gp t, Gp base, int64_t off) {
  if (base.n == 0) {
    a.set(t, uint64_t(off));
    return Asm::g(t);
  }
  if (off == 0) return Asm::g(base);
  a.add(t, base, off);
  return Asm::g(t);
}

struct Shape {
  int64_t S = 0, H = 0, F = 0, D = 0, E = 0;
  int64_t V = 0, M = 0, B = 0, T = 0;   // VLEN, MLEN, BLEN, elements of an MRAM tile
  int64_t n = 0;     // column blocks of an activation row (E / VLEN)
  int64_t DT = 0;    // column blocks of a head (D / VLEN)
  int64_t nbk = 0;   // key blocks of MLEN keys (S rounded up)
  int64_t CB = 0;    // BLEN-wide column blocks of a tile (MLEN / BLEN)
};

// The layer's shape on the hardware of `a`; throws std::runtime_error when the hardware or the
// shapes are not tiled as both variants need (MLEN = VLEN, PV_ROWS = ST_ROWS = BLEN, head_dim and
// its RoPE half multiples of VLEN, S of BLEN, F of MLEN).
Shape layer_shape(Asm& a, const DecoderOptions& o) {
  Shape sh;
  sh.S = a.param("S");
  sh.H = a.param("H");
  sh.F = a.param("F");
  sh.D = o.head_dim;
  sh.E = sh.H * sh.D;
  sh.V = a.hw.vlen;
  sh.M = a.hw.mlen;
  sh.B = a.hw.blen;
  sh.T = sh.M * sh.M;
  if (sh.M != sh.V || a.hw.prefetch_v_rows != sh.B || a.hw.store_v_rows != sh.B)
    throw std::runtime_error(a.where() + ": the decoder template needs MLEN = VLEN and PV_ROWS = ST_ROWS = BLEN");
  if (sh.D % sh.V != 0 || (o.rope && (sh.D / 2) % sh.V != 0) || sh.S % sh.B != 0 || sh.F % sh.M != 0)
    throw std::runtime_error(
        fmt("%s: shapes not tiled by the hardware (head_dim %lld, S %lld, F %lld; VLEN %lld, BLEN %lld)",
            a.where().c_str(), (long long)sh.D, (long long)sh.S, (long long)sh.F, (long long)sh.V, (long long)sh.B));
  sh.n = sh.E / sh.V;
  sh.DT = sh.D / sh.V;
  sh.nbk = (sh.S + sh.M - 1) / sh.M;
  sh.CB = sh.M / sh.B;
  return sh;
}

// One vector instruction per row of a BLEN-row group, rows in order (op-major over the rows of a
// phase, so that dependent phases are BLEN instructions apart). `text` has one %s per operand;
// operand i of row r is the VRAM element address base_i + off_i + r·VLEN (base gp0: absolute).
struct Opd {
  Gp base;
  int64_t off = 0;
};

void group_op(Asm& a, const std::string& text, const std::vector<Opd>& ops, const std::string& comment) {
  std::vector<Gp> t;
  for (std::size_t i = 0; i < ops.size(); ++i) t.push_back(a.gp("row operand"));
  for (int64_t r = 0; r < int64_t(a.hw.blen); ++r) {
    std::string line = text;
    std::vector<std::string> names;
    for (std::size_t i = 0; i < ops.size(); ++i) {
      std::size_t same = i;   // an operand equal to an earlier one shares its register
      for (std::size_t j = 0; j < i && same == i; ++j)
        if (ops[j].base.n == ops[i].base.n && ops[j].off == ops[i].off) same = j;
      names.push_back(same == i ? at(a, t[i], ops[i].base, ops[i].off + r * int64_t(a.hw.vlen)) : names[same]);
      const auto pos = line.find("%s");
      line.replace(pos, 2, names.back());
    }
    a.op(line, r == 0 ? comment : "");
  }
  for (auto it = t.rbegin(); it != t.rend(); ++it) a.free(*it);
}

// ---- RMS norm of rows in VRAM --------------------------------------------------------------------
//
// dst = src / √(mean(src²) + eps) · w, one group of BLEN rows (n column blocks each, column-block
// layout) at a time, one f register per row: the squares of every part, the sums (BLEN
// interleaved chains), the scalar rstd, the scaled rows, the weight. The group's first rows are
// at the VRAM element addresses in ps (source) and pd (destination), which advance by one group.
// tmp_row: BLEN·n scratch rows.
void rms_group(Asm& a, const Shape& sh, VMat src, VMat dst, Gp ps, Gp pd, int64_t w_row, int64_t tmp_row) {
  const int64_t V = sh.V, n = sh.n, R = sh.B;
  std::vector<Fr> f;
  for (int64_t r = 0; r < R; ++r) f.push_back(a.fr("norm: row"));
  const Fr ft = a.fr("norm: constant");
  Gp t1 = a.gp("norm: operand"), t2 = a.gp("norm: operand");
  const unsigned inv = a.const_slot("inv_n"), eps = a.const_slot("eps");
  auto F = [&](int64_t r) { return Asm::f(f[std::size_t(r)]); };
  auto tmp = [&](int64_t j, int64_t r) { return (tmp_row + j * R + r) * V; };
  for (int64_t r = 0; r < R; ++r)
    a.op(fmt("S_ADD_FP %s, f0, f0", s_(F(r))), r == 0 ? "RMS norm of a group: sums start at 0" : "");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t r = 0; r < R; ++r) {
      const std::string x = at(a, t1, ps, (j * src.ld + r) * V), t = at(a, t2, Gp{}, tmp(j, r));
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(t), s_(x), s_(x)), "square");
    }
  for (int64_t j = 0; j < n; ++j)
    for (int64_t r = 0; r < R; ++r) {
      const std::string t = at(a, t2, Gp{}, tmp(j, r));
      a.op(fmt("V_RED_SUM %s, %s, 0", s_(F(r)), s_(t)), "sum of squares");
    }
  a.op(fmt("S_LD_FP %s, gp0, %u", s_(Asm::f(ft)), inv), "inv_n");
  for (int64_t r = 0; r < R; ++r) a.op(fmt("S_MUL_FP %s, %s, %s", s_(F(r)), s_(F(r)), s_(Asm::f(ft))), "mean square");
  a.op(fmt("S_LD_FP %s, gp0, %u", s_(Asm::f(ft)), eps), "eps");
  for (int64_t r = 0; r < R; ++r) a.op(fmt("S_ADD_FP %s, %s, %s", s_(F(r)), s_(F(r)), s_(Asm::f(ft))), "+ eps");
  for (int64_t r = 0; r < R; ++r) a.op(fmt("S_SQRT_FP %s, %s", s_(F(r)), s_(F(r))));
  for (int64_t r = 0; r < R; ++r) a.op(fmt("S_RECI_FP %s, %s", s_(F(r)), s_(F(r))), "rstd");
  for (int64_t j = 0; j < n; ++j)
    for (int64_t r = 0; r < R; ++r) {
      const std::string x = at(a, t1, ps, (j * src.ld + r) * V), d = at(a, t2, pd, (j * dst.ld + r) * V);
      a.op(fmt("V_MUL_VF %s, %s, %s, 0", s_(d), s_(x), s_(F(r))), "* rstd");
    }
  for (int64_t j = 0; j < n; ++j)
    for (int64_t r = 0; r < R; ++r) {
      const std::string d = at(a, t2, pd, (j * dst.ld + r) * V), w = at(a, t1, Gp{}, (w_row + j) * V);
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(d), s_(d), s_(w)), "* w");
    }
  a.add(ps, ps, R * V);
  a.add(pd, pd, R * V);
  a.free(t2);
  a.free(t1);
  a.free(ft);
  for (auto it = f.rbegin(); it != f.rend(); ++it) a.free(*it);
}

// ---- causal attention ----------------------------------------------------------------------------
//
// Units: (head h, group g of BLEN query rows), head-major. Unit u needs nb = (its block) + 1 key
// blocks; its scores (BLEN rows × nb key blocks) live in score buffer u mod 2. Steady state,
// iteration u issues
//     PV(u−1) with the softmax SM(u) spread between its column-block loops,
//     QK(u+1),
// so the matrix unit runs ... QK(u), PV(u−1), QK(u+1), PV(u) ...: the softmax of a unit runs in
// the shadow of the previous unit's P·V, and P·V of a unit starts a whole QK later.
class Attention {
 public:
  struct Plan {
    VMat q, att;                      // Q (scaled, rotated) and the output, column-block layout
    int64_t k_hbm = 0, v_hbm = 0;     // K, V: [nbk·MLEN][E] row-major in HBM (rows >= S zero)
    int64_t bias_hbm = -1;            // BIAS[H][S][S], or −1
    int64_t mask_row = 0;             // min(S, MLEN) causal mask rows
    int64_t mask_built = 0;           // of which the first mask_built are built before the first unit
    int64_t sc_row[2] = {0, 0};       // score buffers (nbk·BLEN rows each)
    int64_t bb_row[2] = {0, 0};       // bias buffers (nbk·BLEN rows each)
    int64_t tile0 = 0, tiles = 0;     // MRAM tiles for K / V
    int64_t chunk = 8;                // softmax vector instructions per spread position
    std::function<void()> after_loads;
  };

  Attention(Asm& a, const Shape& sh, const Plan& p) : a_(a), sh_(sh), p_(p) {
    per_head_ = 2 * sh.nbk * sh.DT;
    R_ = std::min(sh.H, p.tiles / per_head_);
    if (R_ <= 0)
      throw std::runtime_error(fmt("%s: the K / V tiles of one head (%lld) do not fit the MRAM (%u tiles)",
                                   a.where().c_str(), (long long)per_head_, a.hw.mram_tiles));
    const int64_t G = sh.S / sh.B;
    for (int64_t h = 0; h < sh.H; ++h)
      for (int64_t g = 0; g < G; ++g) {
        Unit x;
        x.h = h;
        x.g = g;
        x.nb = g * sh.B / sh.M + 1;
        x.pos = g * sh.B % sh.M;
        x.par = int64_t(units_.size()) % 2;
        x.first_of_head = g == 0;
        units_.push_back(x);
      }
  }

  void emit();

 private:
  struct Unit {
    int64_t h = 0, g = 0, nb = 0, pos = 0, par = 0;
    bool first_of_head = false;
  };
  struct Item {
    int64_t weight = 0;   // issue slots it is worth when spreading (vector instruction: 1)
    std::function<void()> emit;
  };

  Asm& a_;
  Shape sh_;
  Plan p_;
  std::vector<Unit> units_;
  int64_t per_head_ = 0, R_ = 0;
  Gp rq_{}, ratt_{}, rmask_{}, rbias_{};
  Gp rm_{}, rw_{}, tm_{}, tq_{}, rdiag_{}, t1_{}, t2_{};
  Fr fm_[4];

  bool preloaded() const { return R_ >= sh_.H; }
  int64_t ktile(int64_t h, int64_t b, int64_t d) const { return p_.tile0 + (h % R_) * per_head_ + b * sh_.DT + d; }
  int64_t vtile(int64_t h, int64_t b, int64_t d) const {
    return p_.tile0 + (h % R_) * per_head_ + sh_.nbk * sh_.DT + d * sh_.nbk + b;
  }
  int64_t kcols(int64_t b) const { return std::min(sh_.CB, (sh_.S - b * sh_.M + sh_.B - 1) / sh_.B); }
  int64_t q_abs(int64_t h) const { return (p_.q.row + h * sh_.DT * p_.q.ld) * sh_.V; }
  int64_t att_abs(int64_t h) const { return (p_.att.row + h * sh_.DT * p_.att.ld) * sh_.V; }
  int64_t bias_abs(int64_t h) const { return p_.bias_hbm + h * sh_.S * sh_.S; }
  bool bias() const { return p_.bias_hbm >= 0; }

  void load_tiles(int64_t h, bool k);
  void prefetch_bias(std::size_t u);
  void qk(std::size_t u);
  void pv(std::size_t u, std::vector<Item>& items);
  std::vector<Item> softmax(std::size_t u);
  bool builds_mask(std::size_t u) const;
  void first_mask_rows();
  std::vector<int64_t> key(std::size_t u) const;
  void iteration(std::size_t u);
};

void Attention::load_tiles(int64_t h, bool k) {
  set_stride(a_, sh_.E);
  Gp m = a_.gp("tile: MRAM"), hb = a_.gp("tile: HBM");
  for (int64_t b = 0; b < sh_.nbk; ++b)
    for (int64_t d = 0; d < sh_.DT; ++d) {
      a_.set(m, uint64_t((k ? ktile(h, b, d) : vtile(h, b, d)) * sh_.T));
      a_.set(hb, uint64_t((k ? p_.k_hbm : p_.v_hbm) + b * sh_.M * sh_.E + h * sh_.D + d * sh_.V));
      a_.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", s_(Asm::g(m)), s_(Asm::g(hb))),
            fmt("%s of head %lld, keys %lld.., dims %lld..", k ? "K" : "V", (long long)h, (long long)(b * sh_.M),
                (long long)(d * sh_.V)));
    }
  a_.free(hb);
  a_.free(m);
}

// BIAS rows of unit u's queries for its key blocks (STRIDE = S), from rbias.
void Attention::prefetch_bias(std::size_t u) {
  const Unit& x = units_[u];
  for (int64_t b = 0; b < x.nb; ++b) {
    const std::string hb = at(a_, t1_, rbias_, b * sh_.M),
                      vb = at(a_, t2_, Gp{}, (p_.bb_row[x.par] + b * sh_.B) * sh_.V);
    a_.op(fmt("H_PREFETCH_V %s, %s, a0, 1, 0", s_(vb), s_(hb)),
          fmt("BIAS rows for the next unit, keys %lld..", (long long)(b * sh_.M)));
  }
}

// S = Q·Kᵀ of unit u (rq: its Q rows) into its score buffer, key block by key block. In the
// diagonal block only the column blocks up to the group's last query are computed (rdiag + 1 of
// them: a loop started with a count of 1 whose first iteration adds rdiag to its counter); the
// columns after them keep finite old values, which the causal mask turns into −inf.
void Attention::qk(std::size_t u) {
  const Unit& x = units_[u];
  for (int64_t b = 0; b < x.nb; ++b) {
    const bool diag = b == x.nb - 1;
    a_.comment(fmt("QK: head %lld, queries %lld.., keys %lld..%s", (long long)x.h, (long long)(x.g * sh_.B),
                   (long long)(b * sh_.M), diag ? " (diagonal block)" : ""));
    a_.set(rm_, uint64_t(ktile(x.h, b, 0) * sh_.T), "K tile");
    a_.set(rw_, uint64_t((p_.sc_row[x.par] + b * sh_.B) * sh_.V), "score rows");
    auto body = [&] {
      for (int64_t d = 0; d < sh_.DT; ++d) {
        const std::string qd = at(a_, tq_, rq_, d * p_.q.ld * sh_.V), md = at(a_, tm_, rm_, d * sh_.T);
        a_.op(fmt("M_TMM 0, %s, %s", s_(qd), s_(md)));
      }
      a_.op(fmt("M_MM_WO %s, gp0, 0", s_(Asm::g(rw_))));
      a_.add(rm_, rm_, sh_.B);
      a_.add(rw_, rw_, sh_.B);
    };
    if (!diag) {
      a_.loop(uint64_t(kcols(b)), "key column blocks", body);
      continue;
    }
    Gp c = a_.gp("loop: key column blocks up to the diagonal");
    a_.op(fmt("S_ADDI_INT %s, %s, 0", s_(Asm::g(t1_)), s_(Asm::g(rdiag_))),
          "extra trips: column blocks before the group's");
    a_.op(fmt("C_LOOP_START %s, 1", s_(Asm::g(c))), "key column blocks up to the diagonal");
    a_.op(fmt("S_ADD_INT %s, %s, %s", s_(Asm::g(c)), s_(Asm::g(c)), s_(Asm::g(t1_))),
          "first trip: add the extra trips");
    a_.op(fmt("S_ADDI_INT %s, gp0, 0", s_(Asm::g(t1_))));
    body();
    a_.op(fmt("C_LOOP_END %s", s_(Asm::g(c))));
    a_.free(c);
  }
}

// O = P·V of unit u (ratt: its output rows) with `items` spread between its column-block loops.
void Attention::pv(std::size_t u, std::vector<Item>& items) {
  const Unit& x = units_[u];
  const int64_t NC = sh_.DT * sh_.CB;
  int64_t nvec = 0;
  for (const Item& it : items) nvec += it.weight;
  const int64_t C = items.empty() ? 0 : std::clamp<int64_t>((nvec + p_.chunk - 1) / p_.chunk, 1, NC);
  // chunk k follows global column block (k+1)·NC/C − 1 and holds vector items [k·nvec/C, (k+1)·nvec/C)
  std::vector<int64_t> stop_after;   // global column block index -> chunk emitted after it
  for (int64_t k = 0; k < C; ++k) stop_after.push_back((k + 1) * NC / C - 1);
  std::size_t next_item = 0;
  int64_t vec_done = 0, chunk_k = 0;
  auto emit_chunk = [&] {
    const int64_t upto = (chunk_k + 1) * nvec / C;
    while (next_item < items.size() && (vec_done < upto || items[next_item].weight == 0)) {
      vec_done += items[next_item].weight;
      items[next_item++].emit();
    }
    ++chunk_k;
  };
  for (int64_t d = 0; d < sh_.DT; ++d) {
    a_.comment(fmt("PV: head %lld, queries %lld.., dims %lld..", (long long)x.h, (long long)(x.g * sh_.B),
                   (long long)(d * sh_.V)));
    a_.set(rm_, uint64_t(vtile(x.h, 0, d) * sh_.T), "V tile");
    a_.add(rw_, ratt_, d * p_.att.ld * sh_.V, "output rows");
    int64_t c = 0;
    while (c < sh_.CB) {
      int64_t end = sh_.CB;
      for (int64_t k = chunk_k; k < C; ++k)
        if (stop_after[std::size_t(k)] >= d * sh_.CB + c) {
          end = std::min(end, stop_after[std::size_t(k)] - d * sh_.CB + 1);
          break;
        }
      auto multiplies = [&] {
        for (int64_t b = 0; b < x.nb; ++b) {
          const std::string mb = at(a_, tm_, rm_, b * sh_.T),
                            pb = at(a_, tq_, Gp{}, (p_.sc_row[x.par] + b * sh_.B) * sh_.V);
          a_.op(fmt("M_MM 0, %s, %s", s_(mb), s_(pb)));
        }
      };
      auto write_out = [&] {
        a_.op(fmt("M_MM_WO %s, gp0, 0", s_(Asm::g(rw_))));
        a_.add(rm_, rm_, sh_.B);
        a_.add(rw_, rw_, sh_.B);
      };
      const bool chunk_here = chunk_k < C && stop_after[std::size_t(chunk_k)] == d * sh_.CB + end - 1;
      a_.loop(uint64_t(end - c - (chunk_here ? 1 : 0)), "output column blocks", [&] {
        multiplies();
        write_out();
      });
      c = end;
      if (chunk_here) {
        // the chunk between the last block's multiplies and its write-out: the matrix unit then
        // has a whole block of work queued while the chunk issues
        multiplies();
        while (chunk_k < C && stop_after[std::size_t(chunk_k)] == d * sh_.CB + c - 1) emit_chunk();
        write_out();
      }
    }
  }
  while (next_item < items.size()) items[next_item++].emit();
}

// The softmax of unit u's score rows, in place (P, normalised), as items: bias, mask, max,
// subtract, exp, sum, 1/sum, scale. Rows of a phase are consecutive items, so a dependent item is
// BLEN items after its producer.
std::vector<Attention::Item> Attention::softmax(std::size_t u) {
  const Unit x = units_[u];
  const int64_t V = sh_.V, B = sh_.B, diag = x.nb - 1;
  const int64_t scr = p_.sc_row[x.par], bbr = p_.bb_row[x.par];
  std::vector<Item> it;
  auto row = [=](int64_t b, int64_t r) { return (scr + b * B + r) * V; };
  auto fr = [this](int64_t r) { return Asm::f(fm_[r]); };
  if (bias())
    for (int64_t b = 0; b < x.nb; ++b)
      for (int64_t r = 0; r < B; ++r)
        it.push_back({1, [=] {
                        const std::string s = at(a_, t1_, Gp{}, row(b, r)),
                                          w = at(a_, t2_, Gp{}, (bbr + b * B + r) * V);
                        a_.op(fmt("V_ADD_VV %s, %s, %s, 0", s_(s), s_(s), s_(w)), "+ BIAS");
                      }});
  for (int64_t r = 0; r < B; ++r)
    it.push_back({1, [=] {
                    const std::string s = at(a_, t1_, Gp{}, row(diag, r)), m = at(a_, t2_, rmask_, r * V);
                    a_.op(fmt("V_ADD_VV %s, %s, %s, 0", s_(s), s_(s), s_(m)), "+ causal mask");
                  }});
  const unsigned ninf = a_.const_slot("neg_inf");
  for (int64_t r = 0; r < B; ++r)
    it.push_back({0, [=] { a_.op(fmt("S_LD_FP %s, gp0, %u", s_(fr(r)), ninf), "max starts at -inf"); }});
  for (int64_t b = 0; b < x.nb; ++b)
    for (int64_t r = 0; r < B; ++r)
      it.push_back(
          {1, [=] { a_.op(fmt("V_RED_MAX %s, %s, 0", s_(fr(r)), s_(at(a_, t1_, Gp{}, row(b, r)))), "row max"); }});
  for (int64_t b = 0; b < x.nb; ++b)
    for (int64_t r = 0; r < B; ++r)
      it.push_back({1, [=] {
                      const std::string s = at(a_, t1_, Gp{}, row(b, r));
                      a_.op(fmt("V_SUB_VF %s, %s, %s, 0, 0", s_(s), s_(s), s_(fr(r))), "- max");
                    }});
  for (int64_t r = 0; r < B; ++r)
    it.push_back({0, [=] { a_.op(fmt("S_ADD_FP %s, f0, f0", s_(fr(r))), "sum starts at 0"); }});
  for (int64_t b = 0; b < x.nb; ++b)
    for (int64_t r = 0; r < B; ++r)
      it.push_back({1, [=] {
                      const std::string s = at(a_, t1_, Gp{}, row(b, r));
                      a_.op(fmt("V_EXP_V %s, %s, 0", s_(s), s_(s)), "exp");
                    }});
  for (int64_t b = 0; b < x.nb; ++b)
    for (int64_t r = 0; r < B; ++r)
      it.push_back(
          {1, [=] { a_.op(fmt("V_RED_SUM %s, %s, 0", s_(fr(r)), s_(at(a_, t1_, Gp{}, row(b, r)))), "row sum"); }});
  for (int64_t r = 0; r < B; ++r)
    it.push_back({0, [=] { a_.op(fmt("S_RECI_FP %s, %s", s_(fr(r)), s_(fr(r))), "1 / sum"); }});
  for (int64_t b = 0; b < x.nb; ++b)
    for (int64_t r = 0; r < B; ++r)
      it.push_back({1, [=] {
                      const std::string s = at(a_, t1_, Gp{}, row(b, r));
                      a_.op(fmt("V_MUL_VF %s, %s, %s, 0", s_(s), s_(s), s_(fr(r))), "P = e / sum");
                    }});
  return it;
}

// The first mask rows (for the first two units) and cleared score buffers, while the first K tiles
// load: score columns past S are never computed, and must be finite (0) before the mask meets them.
void Attention::first_mask_rows() {
  const int64_t band = a_.const_slot("band_neg_inf"), V = sh_.V;
  if (band < V) throw std::runtime_error(a_.where() + ": the causal band constants are too short for VLEN");
  a_.comment("the first causal mask rows (row i: 0 for keys 0..i, -inf after) and cleared score buffers");
  Gp t = a_.gp("mask row"), m0 = a_.gp("mask row 0");
  for (int64_t i = 0; i < p_.mask_built; ++i) {
    a_.set(t, uint64_t((p_.mask_row + i) * V));
    a_.op(fmt("S_MAP_V_FP %s, gp0, %lld", s_(Asm::g(t)), (long long)(band - 1 - i)),
          fmt("mask row %lld", (long long)i));
  }
  a_.set(m0, uint64_t(p_.mask_row * V));
  for (int i = 0; i < 2; ++i)
    for (int64_t r = 0; r < sh_.nbk * sh_.B; ++r) {
      a_.set(t, uint64_t((p_.sc_row[i] + r) * V));
      a_.op(fmt("V_MAX_VF %s, %s, f0, 0", s_(Asm::g(t)), s_(Asm::g(m0))), "0");
    }
  a_.free(m0);
  a_.free(t);
}

// Whether iteration u builds the causal mask rows of unit u + 1 (the first query block of the
// first head, from its second iteration on: rows p_.mask_built.. are built one unit ahead, each
// S_MAP_V_FP in a spread position of its own, as it holds the issue stage for VLEN + 2 cycles).
bool Attention::builds_mask(std::size_t u) const {
  if (u == 0 || u + 1 >= units_.size()) return false;
  const Unit& y = units_[u + 1];
  return y.h == 0 && y.nb == 1 && y.pos >= p_.mask_built;
}

// Everything the code of iteration u depends on: iterations with equal keys emit equal code.
std::vector<int64_t> Attention::key(std::size_t u) const {
  const std::size_t U = units_.size();
  std::vector<int64_t> k;
  auto unit = [&](std::size_t i) {
    const Unit& x = units_[i];
    k.insert(k.end(), {x.h % R_, x.nb, x.par});
  };
  k.push_back(u == 0);
  k.push_back(builds_mask(u) ? int64_t(u) : -1);
  if (u >= 1) {
    unit(u - 1);
    k.push_back(units_[u - 1].first_of_head ? units_[u - 1].h : -1);
  }
  unit(u);
  k.push_back(units_[u].pos == 0);
  k.push_back(!preloaded() && units_[u].first_of_head && units_[u].h >= R_ ? units_[u].h : -1);
  k.push_back(u + 1 < U);
  if (u + 1 < U) {
    unit(u + 1);
    k.push_back(units_[u + 1].first_of_head ? units_[u + 1].h : -1);
    k.push_back(units_[u + 1].pos == 0);
  }
  return k;
}

void Attention::iteration(std::size_t u) {
  const std::size_t U = units_.size();
  const Unit& x = units_[u];
  if (u >= 1 && units_[u - 1].first_of_head)
    a_.set(ratt_, uint64_t(att_abs(units_[u - 1].h)), "output rows of the head");
  if (x.pos == 0) a_.set(rmask_, uint64_t(p_.mask_row * sh_.V), "mask rows");
  if (bias() && u + 1 < U) {
    if (units_[u + 1].first_of_head) a_.set(rbias_, uint64_t(bias_abs(units_[u + 1].h)), "BIAS of the head");
    if (!preloaded()) set_stride(a_, sh_.S);
    prefetch_bias(u + 1);
  }
  std::vector<Item> items = softmax(u);
  if (builds_mask(u)) {
    const int64_t band = a_.const_slot("band_neg_inf");
    for (int64_t r = 0; r < sh_.B; ++r) {
      const int64_t i = units_[u + 1].pos + r;
      items.push_back({p_.chunk, [=] {
                         a_.set(t1_, uint64_t((p_.mask_row + i) * sh_.V));
                         a_.op(fmt("S_MAP_V_FP %s, gp0, %lld", s_(Asm::g(t1_)), (long long)(band - 1 - i)),
                               fmt("causal mask row %lld (for the next unit)", (long long)i));
                       }});
    }
  }
  if (u >= 1) pv(u - 1, items);
  else
    for (Item& it : items) it.emit();
  if (!preloaded() && x.first_of_head && x.h >= R_) load_tiles(x.h, false);
  if (u + 1 < U) {
    const Unit& y = units_[u + 1];
    if (!preloaded() && y.first_of_head && y.h >= R_) load_tiles(y.h, true);
    if (y.first_of_head) a_.set(rq_, uint64_t(q_abs(y.h)), "Q rows of the head");
    if (y.pos == 0) a_.set(rdiag_, 0, "first group of a query block");
    qk(u + 1);
  }
  a_.add(rq_, rq_, sh_.B * sh_.V);
  a_.add(rdiag_, rdiag_, 1);
  if (u >= 1) a_.add(ratt_, ratt_, sh_.B * sh_.V);
  a_.add(rmask_, rmask_, sh_.B * sh_.V);
  if (bias()) a_.add(rbias_, rbias_, sh_.B * sh_.S);
}

void Attention::emit() {
  const std::size_t U = units_.size();
  a_.section(fmt("attention: %lld heads x %lld groups of %lld queries, %lld key block(s); K / V tiles of %lld head(s) "
                 "in MRAM tiles %lld..",
                 (long long)sh_.H, (long long)(sh_.S / sh_.B), (long long)sh_.B, (long long)sh_.nbk, (long long)R_,
                 (long long)p_.tile0));
  rq_ = a_.gp("attention: Q rows");
  ratt_ = a_.gp("attention: output rows");
  rmask_ = a_.gp("attention: mask rows");
  if (bias()) rbias_ = a_.gp("attention: BIAS rows (HBM)");
  for (int r = 0; r < 4; ++r) fm_[r] = a_.fr("attention: row max / sum");
  for (int64_t h = 0; h < R_; ++h) load_tiles(h, true);
  first_mask_rows();
  for (int64_t h = 0; h < R_; ++h) load_tiles(h, false);
  if (p_.after_loads) p_.after_loads();
  rm_ = a_.gp("attention: MRAM");
  rw_ = a_.gp("attention: write-out");
  tm_ = a_.gp("attention: MRAM operand");
  tq_ = a_.gp("attention: VRAM operand");
  rdiag_ = a_.gp("attention: column blocks before the QK group's");
  t1_ = a_.gp("attention: softmax operand");
  t2_ = a_.gp("attention: softmax operand");
  if (bias()) {
    set_stride(a_, sh_.S);
    a_.set(rbias_, uint64_t(bias_abs(0)), "BIAS of head 0");
    prefetch_bias(0);
    a_.add(rbias_, rbias_, sh_.B * sh_.S);
  }
  a_.set(rq_, uint64_t(q_abs(0)), "Q rows of head 0");
  a_.set(rdiag_, 0);
  qk(0);
  a_.add(rq_, rq_, sh_.B * sh_.V);
  a_.add(rdiag_, rdiag_, 1);
  std::vector<std::vector<int64_t>> keys;
  for (std::size_t u = 0; u < U; ++u) keys.push_back(key(u));
  for (std::size_t u = 0; u < U;) {
    std::size_t m = 1;
    while (u + 2 * m + 1 < U && keys[u + 2 * m] == keys[u] && keys[u + 2 * m + 1] == keys[u + 1]) ++m;
    if (u + 1 < U && m >= 2) {
      a_.section(fmt("units %zu..%zu (%zu pairs in a loop)", u, u + 2 * m - 1, m));
      a_.loop(m, "pairs of units", [&] {
        iteration(u);
        iteration(u + 1);
      });
      u += 2 * m;
    } else {
      a_.section(fmt("unit %zu", u));
      iteration(u);
      ++u;
    }
  }
  a_.section("P.V of the last unit");
  if (units_[U - 1].first_of_head) a_.set(ratt_, uint64_t(att_abs(units_[U - 1].h)), "output rows of the head");
  std::vector<Item> none;
  pv(U - 1, none);
  for (Gp r : {t2_, t1_, rdiag_, tq_, tm_, rw_, rm_}) a_.free(r);
  for (int r = 3; r >= 0; --r) a_.free(fm_[r]);
  if (bias()) a_.free(rbias_);
  a_.free(rmask_);
  a_.free(ratt_);
  a_.free(rq_);
}

// H_PREFETCH_M of the KT tiles of the first output panel of W[K][N] (row-major) into MRAM tiles
// 0..KT−1, as the matmul template's prologue would (matmul(..., weights_loaded = true) then).
void prefetch_first_panel(Asm& a, int64_t w, int64_t k, int64_t ld, const std::string& what) {
  const int64_t M = a.hw.mlen;
  set_stride(a, ld);
  Gp m = a.gp("prefetch: MRAM"), hb = a.gp("prefetch: HBM");
  for (int64_t kt = 0; kt < k / M; ++kt) {
    a.set(m, uint64_t(kt * M * M));
    a.set(hb, uint64_t(w + kt * M * ld));
    a.op(fmt("H_PREFETCH_M %s, %s, a0, 1, 0", s_(Asm::g(m)), s_(Asm::g(hb))),
         fmt("%s: tile %lld of the first panel", what.c_str(), (long long)kt));
  }
  a.free(hb);
  a.free(m);
}

// The SwiGLU epilogue of U = B·WU on a finished group: U ← SiLU(G) ⊙ U, with G `dg` VRAM elements
// from U and BLEN temporary rows at VRAM element `tmp`.
std::function<void(Asm&, Gp, int64_t)> swiglu_epilogue(int64_t dg, int64_t tmp, Fr one) {
  const std::string fo = Asm::f(one);
  return [=](Asm& a, Gp rows, int64_t) {
    const Opd gg{rows, dg}, uu{rows, 0}, t{Gp{}, tmp};
    group_op(a, "V_SUB_VF %s, %s, f0, 0, 1", {t, gg}, "t = -g");
    group_op(a, "V_EXP_V %s, %s, 0", {t, t}, "t = exp(-g)");
    group_op(a, "V_ADD_VF %s, %s, " + fo + ", 0", {t, t}, "t = 1 + exp(-g)");
    group_op(a, "V_RECI_V %s, %s, 0", {t, t}, "t = 1 / t");
    group_op(a, "V_MUL_VV %s, %s, %s, 0", {t, t, gg}, "t = SiLU(g)");
    group_op(a, "V_MUL_VV %s, %s, %s, 0", {uu, uu, t}, "z = SiLU(g) * u");
  };
}

void decoder_block_resident(Asm& a, const DecoderOptions& o) {
  Shape sh = layer_shape(a, o);
  const int64_t S = sh.S, E = sh.E, F = sh.F, D = sh.D, V = sh.V, M = sh.M, B = sh.B;
  if (B > 4) throw std::runtime_error(a.where() + ": the decoder template's softmax holds BLEN <= 4 rows");
  const int64_t n = sh.n, cr = D / 2 / V;
  if (a.inst.scratch.empty() || a.inst.scratch[0].elements < 2 * sh.nbk * M * E)
    throw std::runtime_error(a.where() + ": the task has no scratch region large enough for K and V");
  const int64_t k_hbm = a.inst.scratch[0].address, v_hbm = k_hbm + sh.nbk * M * E;

  // ---- VRAM ----
  VramPlan vram(a);
  // S × E matrices with one spare group of rows per column block (ld = S + BLEN): the norms that run
  // one group behind or ahead of a product touch one group outside the S rows
  const VMat x = vram.matrix(S + B, E, "X");
  const VMat act = vram.matrix(S + B, E, "A = RMSNorm(X), then the attention output, then B = RMSNorm(Hr)");
  const VMat q = vram.matrix(S + B, E, "Q, then Hr");
  const VMat k = vram.matrix(S + B, E, "K, then Y");
  const VMat vv = vram.matrix(S + B, E, "V");
  const VMat hr = q, y = k;   // same geometry as X: residual partners are a constant distance apart
  VMat g{}, u{}, h{};
  if (o.swiglu) {
    g = vram.matrix(S, F, "G = B.WG");
    u = vram.matrix(S, F, "U = B.WU, then Z");
  } else {
    h = vram.matrix(S, F, "H = B.W1");
  }
  const int64_t w1_row = vram.alloc(whole_chunks(a, n), "NORM1");
  const int64_t w2_row = vram.alloc(whole_chunks(a, n), "NORM2");
  VMat cs{}, sn{}, csq{}, snq{};
  const bool scaled = o.scale_const != nullptr;
  if (o.rope) {
    cs = vram.matrix(S, D / 2, "COS");
    sn = vram.matrix(S, D / 2, "SIN");
    csq = scaled ? vram.matrix(S, D / 2, "COS * scale") : cs;
    snq = scaled ? vram.matrix(S, D / 2, "SIN * scale") : sn;
  }
  const int64_t mask_rows = std::min(S, M), mask_built = std::min(mask_rows, 2 * B);
  const int64_t mask_row = vram.alloc(mask_rows, "causal mask rows");
  int64_t sc_row[2], bb_row[2] = {0, 0};
  for (int i = 0; i < 2; ++i) sc_row[i] = vram.alloc(sh.nbk * B, "score buffer");
  if (o.bias)
    for (int i = 0; i < 2; ++i) bb_row[i] = vram.alloc(sh.nbk * B, "BIAS buffer");
  const int64_t tmp_row = vram.alloc(2 * B, "epilogue scratch rows");
  const int64_t ntmp_row = vram.alloc(B * n, "norm scratch rows");

  // ---- loads, constants ----
  a.section("X, the first WQ tiles, the norm weights" + std::string(o.rope ? ", COS, SIN" : ""));
  load_vmat(a, {a.address("X"), E}, S, E, x);
  prefetch_first_panel(a, a.address("WQ"), E, E, "WQ");
  load_rows(a, a.address("NORM1"), w1_row, n, "NORM1");
  load_rows(a, a.address("NORM2"), w2_row, n, "NORM2");
  if (o.rope) {
    load_vmat(a, {a.address("COS"), D / 2}, S, D / 2, cs);
    load_vmat(a, {a.address("SIN"), D / 2}, S, D / 2, sn);
  }
  Fr fscale{};
  if (o.rope && scaled) {
    a.section("COS and SIN times the score scale, for Q");
    Fr fs = a.fr("scale");
    a.load_const(fs, o.scale_const);
    Gp src = a.gp("rows"), dst = a.gp("rows");
    for (auto [from, to] : {std::pair{cs, csq}, std::pair{sn, snq}}) {
      a.set(src, uint64_t(from.row * V));
      a.set(dst, uint64_t(to.row * V));
      a.loop(uint64_t(S * cr), "rows", [&] {
        a.op(fmt("V_MUL_VF %s, %s, %s, 0", s_(Asm::g(dst)), s_(Asm::g(src)), s_(Asm::f(fs))));
        a.add(src, src, V);
        a.add(dst, dst, V);
      });
    }
    a.free(dst);
    a.free(src);
    a.free(fs);
  } else if (scaled) {
    fscale = a.fr("scale");
    a.load_const(fscale, o.scale_const);
  }

  // A = RMSNorm(X): the first group here, group g + 1 after group g of Q's first panel (the last
  // such group is the spare one)
  a.section("A = RMSNorm(X; NORM1): the first group (the others during Q's first panel)");
  Gp n1s = a.gp("NORM1: X rows"), n1d = a.gp("NORM1: A rows");
  a.set(n1s, uint64_t(x.row * V));
  a.set(n1d, uint64_t(act.row * V));
  rms_group(a, sh, x, act, n1s, n1d, w1_row, ntmp_row);

  // ---- Q, K, V ----
  Gp rk{};   // HBM address of the K rows the RoPE epilogue stores
  MatmulJob jq = MatmulJob::product("Q = A.WQ", S, E, E, act, HbmMat{a.address("WQ"), E}, q);
  MatmulJob jk = jq;
  jk.name = "K = A.WK";
  jk.w = {a.address("WK"), E};
  jk.out = k;
  MatmulJob jv = jq;
  jv.name = "V = A.WV";
  jv.w = {a.address("WV"), E};
  jv.out = vv;
  jv.store = HbmMat{v_hbm, E};
  jq.group_end = [=](Asm& a, int64_t nt) {
    if (nt == 0) rms_group(a, sh, x, act, n1s, n1d, w1_row, ntmp_row);
  };
  jk.panel_start = [=](Asm& a, int64_t nt) {
    if (nt != 0) return;
    a.free(n1d);
    a.free(n1s);
  };
  // RoPE of a group after its hi-half panel (the lo half of the same columns is a finished panel
  // cr column blocks earlier).
  auto rope_epilogue = [=](VMat m, VMat c, VMat sv, bool store, Gp rk_) {
    return [=](Asm& a, Gp rows, int64_t nt) {
      if (nt < 0) throw std::logic_error("decoder: RoPE epilogue in a panel loop");
      const int64_t kk = nt % (2 * cr) - cr;
      if (kk < 0) return;   // lo half: finished later, with its hi half
      const int64_t dlo = -cr * m.ld * V;
      const int64_t dc = (c.row + kk * c.ld - m.row - nt * m.ld) * V,
                    ds = (sv.row + kk * sv.ld - m.row - nt * m.ld) * V;
      const Opd lo{rows, dlo}, hi{rows, 0}, cc{rows, dc}, ss{rows, ds}, tl{Gp{}, tmp_row * V},
          th{Gp{}, (tmp_row + B) * V};
      group_op(a, "V_MUL_VV %s, %s, %s, 0", {tl, lo, ss}, "RoPE: lo*sin");
      group_op(a, "V_MUL_VV %s, %s, %s, 0", {th, hi, ss}, "hi*sin");
      group_op(a, "V_MUL_VV %s, %s, %s, 0", {lo, lo, cc}, "lo*cos");
      group_op(a, "V_MUL_VV %s, %s, %s, 0", {hi, hi, cc}, "hi*cos");
      group_op(a, "V_SUB_VV %s, %s, %s, 0", {lo, lo, th}, "lo*cos - hi*sin");
      group_op(a, "V_ADD_VV %s, %s, %s, 0", {hi, hi, tl}, "hi*cos + lo*sin");
      if (!store) return;
      set_stride(a, E);
      Gp t = a.gp("K store: VRAM"), th2 = a.gp("K store: HBM");
      a.add(t, rows, dlo);
      a.op(fmt("H_STORE_V %s, %s, a0, 1, 0", s_(Asm::g(t)), s_(Asm::g(rk_))), "K (lo half) to the scratch");
      a.add(th2, rk_, cr * V);
      a.op(fmt("H_STORE_V %s, %s, a0, 1, 0", s_(Asm::g(rows)), s_(Asm::g(th2))), "K (hi half) to the scratch");
      a.add(rk_, rk_, B * E);
      a.free(th2);
      a.free(t);
    };
  };
  if (o.rope) {
    rk = a.gp("K store: HBM rows");
    jq.loop_panels = jk.loop_panels = false;
    jq.epilogue = rope_epilogue(q, csq, snq, false, rk);
    jk.epilogue = rope_epilogue(k, cs, sn, true, rk);
    jk.panel_regs = {{rk, k_hbm - cr * V, V}};
  } else {
    jk.store = HbmMat{k_hbm, E};
    if (scaled)
      jq.epilogue = [=](Asm& a, Gp rows, int64_t) {
        group_op(a, "V_MUL_VF %s, %s, " + Asm::f(fscale) + ", 0", {{rows, 0}, {rows, 0}}, "Q * scale");
      };
  }
  {
    MatmulOptions mo;
    mo.weights_loaded = true;
    matmul(a, {jq, jk, jv}, mo);
  }
  if (rk.n) a.free(rk);
  if (fscale.n) a.free(fscale);

  // ---- attention ----
  Attention::Plan ap;
  ap.q = q;
  ap.att = act;
  ap.k_hbm = k_hbm;
  ap.v_hbm = v_hbm;
  ap.bias_hbm = o.bias ? a.address("BIAS") : -1;
  ap.mask_row = mask_row;
  ap.mask_built = mask_built;
  for (int i = 0; i < 2; ++i) {
    ap.sc_row[i] = sc_row[i];
    ap.bb_row[i] = bb_row[i];
  }
  // K / V tiles at the top of the MRAM, so WO's first panel can be prefetched into tiles 0.. meanwhile
  const int64_t tiles = a.hw.mram_tiles, per_head = 2 * sh.nbk * sh.DT;
  int64_t att_tiles = std::min(sh.H, (tiles - n) / per_head) * per_head;
  const bool wo_early = att_tiles > 0;
  if (!wo_early) att_tiles = std::min(sh.H, tiles / per_head) * per_head;
  ap.tile0 = tiles - att_tiles;
  ap.tiles = att_tiles;
  if (wo_early) ap.after_loads = [&] { prefetch_first_panel(a, a.address("WO"), E, E, "WO"); };
  Attention(a, sh, ap).emit();

  // ---- WO, norm, FFN ----
  const int64_t dx = (x.row - hr.row) * V, dhr = (hr.row - y.row) * V;
  MatmulJob jo = MatmulJob::product("Hr = X + Att.WO", S, E, E, act, HbmMat{a.address("WO"), E}, hr);
  jo.epilogue = [=](Asm& a, Gp rows, int64_t) {
    group_op(a, "V_ADD_VV %s, %s, %s, 0", {{rows, 0}, {rows, 0}, {rows, dx}}, "+ X");
  };
  // B = RMSNorm(Hr): group g − 1 after group g of WO's last panel (g − 1 has just been finished; the
  // first such group is the spare one before the S rows), the last group after WO's barrier. B
  // overwrites the attention output group by group behind WO's last panel, its last reader.
  Gp n2s{}, n2d{};
  jo.panel_start = [=, &n2s, &n2d](Asm& a, int64_t nt) {
    if (nt != n - 1) return;
    n2s = a.gp("NORM2: Hr rows");
    n2d = a.gp("NORM2: B rows");
    a.set(n2s, uint64_t((hr.row - B) * V), "B = RMSNorm(Hr; NORM2), a group behind WO");
    a.set(n2d, uint64_t((act.row - B) * V));
  };
  jo.group_end = [=, &n2s, &n2d](Asm& a, int64_t nt) {
    if (nt == n - 1) rms_group(a, sh, hr, act, n2s, n2d, w2_row, ntmp_row);
  };
  auto norm2 = [=, &n2s, &n2d](Asm& a, int64_t nt) {
    if (nt != 0) return;
    a.comment("B = RMSNorm(Hr; NORM2): the last group");
    rms_group(a, sh, hr, act, n2s, n2d, w2_row, ntmp_row);
    a.free(n2d);
    a.free(n2s);
  };
  MatmulJob jd;
  jd.m = S;
  jd.k = F;
  jd.n = E;
  jd.out = y;
  jd.store = HbmMat{a.address("Y"), E};
  jd.barrier = true;
  jd.epilogue = [=](Asm& a, Gp rows, int64_t) {
    group_op(a, "V_ADD_VV %s, %s, %s, 0", {{rows, 0}, {rows, 0}, {rows, dhr}}, "+ Hr");
  };
  Fr one{};
  std::vector<MatmulJob> jobs = {jo};
  if (o.swiglu) {
    one = a.fr("1.0");
    a.load_const(one, "one");
    MatmulJob jg = MatmulJob::product("G = B.WG", S, E, F, act, HbmMat{a.address("WG"), F}, g);
    jg.barrier = true;
    jg.panel_start = norm2;
    MatmulJob ju = jg;
    ju.name = "U = B.WU, Z = SiLU(G) * U";
    ju.w = {a.address("WU"), F};
    ju.out = u;
    ju.barrier = false;
    ju.panel_start = nullptr;
    ju.epilogue = swiglu_epilogue((g.row - u.row) * V, tmp_row * V, one);
    jd.name = "Y = Hr + Z.WD";
    jd.act = u;
    jd.w = {a.address("WD"), E};
    jobs.push_back(jg);
    jobs.push_back(ju);
  } else {
    MatmulJob j1 = MatmulJob::product("H = ReLU(B.W1)", S, E, F, act, HbmMat{a.address("W1"), F}, h);
    j1.barrier = true;
    j1.panel_start = norm2;
    j1.epilogue = [=](Asm& a, Gp rows, int64_t) {
      group_op(a, "V_MAX_VF %s, %s, f0, 0", {{rows, 0}, {rows, 0}}, "ReLU");
    };
    jd.name = "Y = Hr + H.W2";
    jd.act = h;
    jd.w = {a.address("W2"), E};
    jobs.push_back(j1);
  }
  jobs.push_back(jd);
  {
    MatmulOptions mo;
    mo.weights_loaded = wo_early;
    matmul(a, jobs, mo);
  }
  if (one.n) a.free(one);
  check_program_size(a);
}

// ---- the small-memory variant (decoder.h; schedule in gen_decoder.cpp) ---------------------------
//
// Three phases through the task's scratch (Q, K, V and the attention output Att, Sp × E each, Sp
// = S rounded up to MLEN; rows at and after S stay zero): row chunks of RMSNorm + Q / K / V (+
// RoPE), stored to the scratch; attention per (head, block of MLEN queries) with the full softmax
// over the key blocks up to the diagonal (Q·Kᵀ and P·V through the matmul template, K / V tiles
// streamed from the scratch); row chunks of Hr = X + Att·WO, B = RMSNorm(Hr), the FFN and Y.

// RMS norm of `rows` rows of src into dst (column-block layout, n column blocks), one row per
// iteration of a hardware loop (compact: the small variant's instruction memory). tmp_row: n rows.
void rms_rows(Asm& a, const Shape& sh, VMat src, VMat dst, int64_t rows, int64_t w_row, int64_t tmp_row) {
  const int64_t V = sh.V, n = sh.n;
  Gp ps = a.gp("norm: source"), pd = a.gp("norm: destination"), t1 = a.gp("norm: operand"),
     t2 = a.gp("norm: operand");
  Fr f = a.fr("norm: row"), fc = a.fr("norm: constant");
  const unsigned inv = a.const_slot("inv_n"), eps = a.const_slot("eps");
  const std::string F = Asm::f(f), FC = Asm::f(fc);
  a.set(ps, uint64_t(src.row * V));
  a.set(pd, uint64_t(dst.row * V));
  a.loop(uint64_t(rows), "RMS norm rows", [&] {
    a.op(fmt("S_ADD_FP %s, f0, f0", s_(F)), "RMS norm of a row: sum starts at 0");
    for (int64_t j = 0; j < n; ++j) {
      const std::string x = at(a, t1, ps, j * src.ld * V), t = at(a, t2, Gp{}, (tmp_row + j) * V);
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(t), s_(x), s_(x)), "square");
    }
    for (int64_t j = 0; j < n; ++j)
      a.op(fmt("V_RED_SUM %s, %s, 0", s_(F), s_(at(a, t2, Gp{}, (tmp_row + j) * V))), "sum of squares");
    a.op(fmt("S_LD_FP %s, gp0, %u", s_(FC), inv), "inv_n");
    a.op(fmt("S_MUL_FP %s, %s, %s", s_(F), s_(F), s_(FC)), "mean square");
    a.op(fmt("S_LD_FP %s, gp0, %u", s_(FC), eps), "eps");
    a.op(fmt("S_ADD_FP %s, %s, %s", s_(F), s_(F), s_(FC)), "+ eps");
    a.op(fmt("S_SQRT_FP %s, %s", s_(F), s_(F)));
    a.op(fmt("S_RECI_FP %s, %s", s_(F), s_(F)), "rstd");
    for (int64_t j = 0; j < n; ++j) {
      const std::string x = at(a, t1, ps, j * src.ld * V), d = at(a, t2, pd, j * dst.ld * V);
      a.op(fmt("V_MUL_VF %s, %s, %s, 0", s_(d), s_(x), s_(F)), "* rstd");
    }
    for (int64_t j = 0; j < n; ++j) {
      const std::string d = at(a, t2, pd, j * dst.ld * V), w = at(a, t1, Gp{}, (w_row + j) * V);
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", s_(d), s_(d), s_(w)), "* w");
    }
    a.add(ps, ps, V);
    a.add(pd, pd, V);
  });
  a.free(fc);
  a.free(f);
  a.free(t2);
  a.free(t1);
  a.free(pd);
  a.free(ps);
}

// Stores rows × cols of src (column-block layout) to HBM dst.addr + gp[off] (off may be gp0).
void store_vmat_at(Asm& a, Gp off, VMat src, int64_t rows, int64_t cols, HbmMat dst) {
  const int64_t V = a.hw.vlen, B = a.hw.store_v_rows;
  set_stride(a, dst.ld);
  Gp vj = a.gp("store: VRAM block"), hj = a.gp("store: HBM block");
  a.set(vj, uint64_t(src.row * V));
  a.add(hj, off, dst.addr);
  a.loop(uint64_t(cols / V), "store: column blocks", [&] {
    Gp vp = a.gp("store: VRAM"), hp = a.gp("store: HBM");
    a.add(vp, vj, 0);
    a.add(hp, hj, 0);
    a.loop(uint64_t(rows / B), "store: row groups", [&] {
      a.op(fmt("H_STORE_V %s, %s, a0, 1, 0", s_(Asm::g(vp)), s_(Asm::g(hp))));
      a.add(vp, vp, B * V);
      a.add(hp, hp, B * dst.ld);
    });
    a.free(hp);
    a.free(vp);
    a.add(vj, vj, src.ld * V);
    a.add(hj, hj, V);
  });
  a.free(hj);
  a.free(vj);
}

void decoder_block_small(Asm& a, const DecoderOptions& o) {
  Shape sh = layer_shape(a, o);
  const int64_t S = sh.S, H = sh.H, E = sh.E, F = sh.F, D = sh.D, V = sh.V, M = sh.M, B = sh.B;
  const int64_t n = sh.n, DT = sh.DT, cr = D / 2 / V;
  const int64_t Sp = (S + M - 1) / M * M, nq = Sp / M;
  if (o.bias && Sp != S) throw std::runtime_error(a.where() + ": the score bias needs S a multiple of MLEN");
  if (a.inst.scratch.empty() || a.inst.scratch[0].elements < 4 * Sp * E)
    throw std::runtime_error(a.where() + ": the task has no scratch region large enough for Q, K, V, Att");
  const int64_t q_hbm = a.inst.scratch[0].address, k_hbm = q_hbm + Sp * E, v_hbm = k_hbm + Sp * E,
                o_hbm = v_hbm + Sp * E;
  const int64_t w_rows = whole_chunks(a, n);

  // ---- phase 1: A = RMSNorm(X), Q, K, V (RoPE) in row chunks ----
  {
    const int64_t fixed = w_rows + B * n + (o.rope ? 2 : 0);
    const int64_t per_row = 2 * n + (o.rope ? 2 * cr : 0);
    const int64_t mc = vram_chunk(a, S, int64_t(a.hw.vram_rows) - fixed, per_row, B, "X and Q");
    VramPlan vram(a);
    const VMat xa = vram.matrix(mc, E, "X, then A = RMSNorm(X) (row chunk)");
    const VMat ob = vram.matrix(mc, E, "Q, K or V (row chunk)");
    VMat cs{}, sn{};
    if (o.rope) {
      cs = vram.matrix(mc, D / 2, "COS (row chunk)");
      sn = vram.matrix(mc, D / 2, "SIN (row chunk)");
    }
    const int64_t w1_row = vram.alloc(w_rows, "NORM1");
    const int64_t ntmp_row = vram.alloc(B * n, "norm scratch rows");
    const int64_t tmp_row = o.rope ? vram.alloc(2, "RoPE scratch rows") : 0;
    a.section("phase 1: A = RMSNorm(X), Q, K, V in row chunks, to the scratch");
    load_rows(a, a.address("NORM1"), w1_row, n, "NORM1");
    row_chunks(a, S, mc, [&](int64_t rows, int64_t, const IndexOffset& offset) {
      a.section(fmt("a chunk of %lld rows: X into VRAM, RMSNorm", (long long)rows));
      {
        Gp off = a.gp("chunk: offset");
        offset(off, mc * E, 0);
        load_vmat_at(a, off, {a.address("X"), E}, rows, E, xa);
        if (o.rope) {
          offset(off, mc * (D / 2), 0);
          load_vmat_at(a, off, {a.address("COS"), D / 2}, rows, D / 2, cs);
          load_vmat_at(a, off, {a.address("SIN"), D / 2}, rows, D / 2, sn);
        }
        a.free(off);
        rms_rows(a, sh, xa, xa, rows, w1_row, ntmp_row);
      }
      const char* wn[3] = {"WQ", "WK", "WV"};
      const int64_t dst[3] = {q_hbm, k_hbm, v_hbm};
      for (int w = 0; w < 3; ++w) {
        MatmulJob j = MatmulJob::product(fmt("%c = A.%s", "QKV"[w], wn[w]), rows, E, E, xa, HbmMat{a.address(wn[w]), E}, ob);
        matmul(a, {j});
        if (o.rope && w < 2) {
          a.comment("RoPE, row by row");
          Gp p = a.gp("RoPE: row");
          a.set(p, uint64_t(ob.row * V));
          Gp pk = a.gp("RoPE: column block");
          a.loop(uint64_t(rows), "RoPE rows", [&] {
            for (int64_t h = 0; h < H; ++h) {
              a.add(pk, p, 0);
              // the column blocks kk of a head's lo half in a loop: lo, hi, COS, SIN all advance by
              // one column block (every matrix of the chunk has ld = mc)
              a.loop(uint64_t(cr), "RoPE column blocks", [&] {
                const Opd lo{pk, h * DT * ob.ld * V}, hi{pk, (h * DT + cr) * ob.ld * V},
                    cc{pk, (cs.row - ob.row) * V}, ss{pk, (sn.row - ob.row) * V},
                    tl{Gp{}, tmp_row * V}, th{Gp{}, (tmp_row + 1) * V};
                Gp t1 = a.gp("RoPE"), t2 = a.gp("RoPE"), t3 = a.gp("RoPE");
                auto op3 = [&](const char* opn, Opd d, Opd x, Opd y, const char* c) {
                  const std::string sd = at(a, t1, d.base, d.off), sx = at(a, t2, x.base, x.off),
                                    sy = at(a, t3, y.base, y.off);
                  a.op(fmt("%s %s, %s, %s, 0", opn, s_(sd), s_(sx), s_(sy)), c);
                };
                op3("V_MUL_VV", tl, lo, ss, "RoPE: lo*sin");
                op3("V_MUL_VV", th, hi, ss, "hi*sin");
                op3("V_MUL_VV", lo, lo, cc, "lo*cos");
                op3("V_MUL_VV", hi, hi, cc, "hi*cos");
                op3("V_SUB_VV", lo, lo, th, "lo*cos - hi*sin");
                op3("V_ADD_VV", hi, hi, tl, "hi*cos + lo*sin");
                a.free(t3);
                a.free(t2);
                a.free(t1);
                a.add(pk, pk, ob.ld * V);
              });
            }
            a.add(p, p, V);
          });
          a.free(pk);
          a.free(p);
        }
        Gp off = a.gp("chunk: offset");
        offset(off, mc * E, 0);
        store_vmat_at(a, off, ob, rows, E, HbmMat{dst[w], E});
        a.free(off);
      }
    });
  }

  // ---- phase 2: attention per (head, block of MLEN queries) ----
  {
    VramPlan vram(a);
    const VMat qo = vram.matrix(M, D, "Q rows of a query block, then its output");
    const VMat sc = vram.matrix(M, Sp, "scores, then P");
    const VMat bb = o.bias ? vram.matrix(M, Sp, "BIAS rows") : VMat{};
    const int64_t mask_row = vram.alloc(M, "causal mask rows");
    a.section("phase 2: attention per head and block of queries");
    const int64_t band = a.const_slot("band_neg_inf");
    if (band < V) throw std::runtime_error(a.where() + ": the causal band constants are too short for VLEN");
    {
      Gp t = a.gp("mask row");
      for (int64_t i = 0; i < M; ++i) {
        a.set(t, uint64_t((mask_row + i) * V));
        a.op(fmt("S_MAP_V_FP %s, gp0, %lld", s_(Asm::g(t)), (long long)(band - 1 - i)), fmt("mask row %lld", (long long)i));
      }
      a.free(t);
    }
    const unsigned ninf = a.const_slot("neg_inf");
    // heads in a hardware loop: a1 = h·D (Q, K, V, Att columns), a2 = h·S·S (BIAS)
    index_loop(a, H, "heads", [&](const IndexOffset& offset) {
      {
        Gp t = a.gp("head offset");
        offset(t, D, 0);
        a.op(fmt("C_SET_ADDR_REG a1, gp0, %s", s_(Asm::g(t))), "a1 = h * head_dim");
        if (o.bias) {
          offset(t, S * S, 0);
          a.op(fmt("C_SET_ADDR_REG a2, gp0, %s", s_(Asm::g(t))), "a2 = h * S * S");
        }
        a.free(t);
      }
      for (int64_t qb = 0; qb < nq; ++qb) {
        const int64_t nb = qb + 1, nk = nb * M;
        a.section(fmt("a head, queries %lld..%lld", (long long)(qb * M), (long long)(qb * M + M - 1)));
        load_vmat(a, {q_hbm + qb * M * E, E}, M, D, qo, 1);
        if (o.bias) load_vmat(a, {a.address("BIAS") + (qb * M) * S, S}, M, nk, bb, 2);
        MatmulJob jqk = MatmulJob::product("S = Q.Kt", M, D, nk, qo, HbmMat{k_hbm, E}, sc);
        jqk.transposed = true;
        jqk.w_base = 1;
        matmul(a, {jqk});
        // softmax row by row
        Gp p = a.gp("softmax: row"), pm = a.gp("softmax: mask row"), t1 = a.gp("softmax"), t2 = a.gp("softmax");
        Fr fm = a.fr("row max"), fs = a.fr("row sum"), fc{};
        if (o.scale_const) {
          fc = a.fr("scale");
          a.load_const(fc, o.scale_const);
        }
        a.set(p, uint64_t(sc.row * V));
        a.set(pm, uint64_t(mask_row * V));
        const std::string F_m = Asm::f(fm), F_s = Asm::f(fs);
        a.loop(uint64_t(M), "softmax rows", [&] {
          auto row = [&](Gp t, int64_t b) { return at(a, t, p, b * sc.ld * V); };
          for (int64_t b = 0; b < nb; ++b) {
            const std::string s = row(t1, b);
            if (o.bias) {
              const std::string w = at(a, t2, p, (bb.row - sc.row + b * bb.ld) * V);
              a.op(fmt("V_ADD_VV %s, %s, %s, 0", s_(s), s_(s), s_(w)), "+ BIAS");
            }
            if (fc.n) a.op(fmt("V_MUL_VF %s, %s, %s, 0", s_(s), s_(s), s_(Asm::f(fc))), "* scale");
            if (b == nb - 1) a.op(fmt("V_ADD_VV %s, %s, %s, 0", s_(s), s_(s), s_(Asm::g(pm))), "+ causal mask");
          }
          a.op(fmt("S_LD_FP %s, gp0, %u", s_(F_m), ninf), "max starts at -inf");
          for (int64_t b = 0; b < nb; ++b) a.op(fmt("V_RED_MAX %s, %s, 0", s_(F_m), s_(row(t1, b))), "row max");
          a.op(fmt("S_ADD_FP %s, f0, f0", s_(F_s)), "sum starts at 0");
          for (int64_t b = 0; b < nb; ++b) {
            const std::string s = row(t1, b);
            a.op(fmt("V_SUB_VF %s, %s, %s, 0, 0", s_(s), s_(s), s_(F_m)), "- max");
            a.op(fmt("V_EXP_V %s, %s, 0", s_(s), s_(s)), "exp");
            a.op(fmt("V_RED_SUM %s, %s, 0", s_(F_s), s_(s)), "row sum");
          }
          a.op(fmt("S_RECI_FP %s, %s", s_(F_s), s_(F_s)), "1 / sum");
          for (int64_t b = 0; b < nb; ++b) {
            const std::string s = row(t1, b);
            a.op(fmt("V_MUL_VF %s, %s, %s, 0", s_(s), s_(s), s_(F_s)), "P = e / sum");
          }
          a.add(p, p, V);
          a.add(pm, pm, V);
        });
        if (fc.n) a.free(fc);
        a.free(fs);
        a.free(fm);
        a.free(t2);
        a.free(t1);
        a.free(pm);
        a.free(p);
        MatmulJob jpv = MatmulJob::product("O = P.V", M, nk, D, sc, HbmMat{v_hbm, E}, qo);
        jpv.store = HbmMat{o_hbm + qb * M * E, E};
        jpv.w_base = jpv.store_base = 1;
        matmul(a, {jpv});
      }
    });
  }

  // ---- phase 3: Hr = X + Att.WO, B = RMSNorm(Hr), FFN, Y in row chunks ----
  {
    const int64_t hid = o.swiglu ? 2 * (F / V) : F / V;
    const int64_t fixed = w_rows + B * n + 2 * B;
    const int64_t mc = vram_chunk(a, S, int64_t(a.hw.vram_rows) - fixed, 3 * n + hid, B,
                                  "the activations of WO and the FFN");
    VramPlan vram(a);
    const VMat at_ = vram.matrix(mc, E, "Att, then B = RMSNorm(Hr) (row chunk)");
    const VMat xy = vram.matrix(mc, E, "X, then Y (row chunk)");
    const VMat hr = vram.matrix(mc, E, "Hr (row chunk)");
    VMat g{}, u{};
    if (o.swiglu) {
      g = vram.matrix(mc, F, "G (row chunk)");
      u = vram.matrix(mc, F, "U, then Z (row chunk)");
    } else {
      u = vram.matrix(mc, F, "H (row chunk)");
    }
    const int64_t w2_row = vram.alloc(w_rows, "NORM2");
    const int64_t ntmp_row = vram.alloc(B * n, "norm scratch rows");
    const int64_t tmp_row = vram.alloc(2 * B, "epilogue scratch rows");
    a.section("phase 3: Hr = X + Att.WO, B = RMSNorm(Hr), FFN, Y in row chunks");
    load_rows(a, a.address("NORM2"), w2_row, n, "NORM2");
    Fr one{};
    if (o.swiglu) {
      one = a.fr("1.0");
      a.load_const(one, "one");
    }
    row_chunks(a, S, mc, [&](int64_t rows, int64_t, const IndexOffset& offset) {
      a.section(fmt("a chunk of %lld rows: Att and X into VRAM", (long long)rows));
      {
        Gp off = a.gp("chunk: offset");
        offset(off, mc * E, 0);
        load_vmat_at(a, off, {o_hbm, E}, rows, E, at_);
        load_vmat_at(a, off, {a.address("X"), E}, rows, E, xy);
        a.free(off);
      }
      const int64_t dx = (xy.row - hr.row) * V, dhr = (hr.row - xy.row) * V;
      MatmulJob jo = MatmulJob::product("Hr = X + Att.WO", rows, E, E, at_, HbmMat{a.address("WO"), E}, hr);
      jo.epilogue = [=](Asm& a, Gp r, int64_t) {
        group_op(a, "V_ADD_VV %s, %s, %s, 0", {{r, 0}, {r, 0}, {r, dx}}, "+ X");
      };
      matmul(a, {jo});
      rms_rows(a, sh, hr, at_, rows, w2_row, ntmp_row);
      std::vector<MatmulJob> jobs;
      MatmulJob jd = MatmulJob::product("Y = Hr + Z.WD", rows, F, E, u, HbmMat{a.address(o.swiglu ? "WD" : "W2"), E}, xy);
      jd.barrier = true;
      jd.epilogue = [=](Asm& a, Gp r, int64_t) {
        group_op(a, "V_ADD_VV %s, %s, %s, 0", {{r, 0}, {r, 0}, {r, dhr}}, "+ Hr");
      };
      if (o.swiglu) {
        MatmulJob jg = MatmulJob::product("G = B.WG", rows, E, F, at_, HbmMat{a.address("WG"), F}, g);
        MatmulJob ju = MatmulJob::product("U = B.WU, Z = SiLU(G) * U", rows, E, F, at_, HbmMat{a.address("WU"), F}, u);
        ju.epilogue = swiglu_epilogue((g.row - u.row) * V, tmp_row * V, one);
        jobs = {jg, ju};
      } else {
        jd.name = "Y = Hr + H.W2";
        MatmulJob j1 = MatmulJob::product("H = ReLU(B.W1)", rows, E, F, at_, HbmMat{a.address("W1"), F}, u);
        j1.epilogue = [=](Asm& a, Gp r, int64_t) {
          group_op(a, "V_MAX_VF %s, %s, f0, 0", {{r, 0}, {r, 0}}, "ReLU");
        };
        jobs = {j1};
      }
      matmul(a, jobs);
      matmul(a, {jd});
      Gp off = a.gp("chunk: offset");
      offset(off, mc * E, 0);
      store_vmat_at(a, off, xy, rows, E, HbmMat{a.address("Y"), E});
      a.free(off);
    });
    if (one.n) a.free(one);
  }
  check_program_size(a);
}

}  // namespace

void decoder_block(Asm& a, const DecoderOptions& o) {
  {
    Asm trial(a.hw, a.inst);
    bool ok = true;
    try {
      decoder_block_resident(trial, o);
    } catch (const std::runtime_error&) {
      ok = false;
    }
    if (ok && trial.instructions() <= a.hw.imem_words) {
      decoder_block_resident(a, o);
      return;
    }
  }
  decoder_block_small(a, o);
}

}  // namespace kc::plena::baseline
