// Feed-forward networks: ffn (Y = GELU(X·W1)·W2, GELU in its sigmoid form) and swiglu
// (Y = (SiLU(X·WG) ⊙ X·WU)·WD), built from the matmul template (matmul.h).
//
// X is loaded into VRAM once (column-block layout). The up projections write their output panels
// into a VRAM matrix that stays resident (H for ffn; G and U for swiglu: M × F each), and the
// activation runs as the template's per-group epilogue, one group (BLEN rows × MLEN columns) late,
// so the vector unit works in the shadow of the matrix unit:
//   ffn:    H ← H / (1 + e^(−1.702·H))          5 vector operations per element (the roofline's 5·M·F)
//   swiglu: U ← G / (1 + e^(−G)) · U            6 per element (the roofline's 6·M·F), on the U
//           groups (the G groups of the same rows and columns were finished a whole job earlier)
// The down projection then reads H (or U) as its activations (a barrier first finishes the last
// group's activation) and stores Y group by group. The weight tiles of every product stream
// through MRAM as in gemm, and the first panel of each product is prefetched during the last
// panel of the one before. Matrix time dominates: 2·M·D·F (ffn) or 3·M·D·F (swiglu) MACs at
// BLEN² per cycle; what remains is the prologue (X and the first tiles), the single-buffered panel
// switches of the down projection when 2·F/MLEN tiles exceed the MRAM (e.g. F = 1024: 16 tiles per
// panel), and the last group's activation and store.
#include <algorithm>

#include "matmul.h"
#include "registry.h"

namespace kc::plena::baseline {

namespace {

// Row pointers for op-major vector work on the BLEN rows of a group: `phase` emits one vector
// instruction per row (independent, so they pipeline), each pointer starting at its base and
// advancing by VLEN elements per row.
struct GroupRows {
  Asm& a;
  std::vector<Gp> base;   // registers holding the first row of each operand (VRAM element address)
  std::vector<Gp> ptr;    // working pointers
  GroupRows(Asm& a_, std::vector<Gp> b) : a(a_), base(std::move(b)) {
    for (std::size_t i = 0; i < base.size(); ++i) ptr.push_back(a.gp("row pointer"));
  }
  ~GroupRows() {
    for (Gp p : ptr) a.free(p);
  }
  // text: printf format taking the pointer names in `use` order.
  void phase(const std::vector<int>& use, const std::string& op, const std::string& comment) {
    std::vector<int> once;
    for (int u : use)
      if (std::find(once.begin(), once.end(), u) == once.end()) once.push_back(u);
    for (int u : once) a.op(fmt("S_ADDI_INT %s, %s, 0", Asm::g(ptr[u]).c_str(), Asm::g(base[u]).c_str()));
    const int64_t rows = a.hw.blen, v = a.hw.vlen;
    for (int64_t i = 0; i < rows; ++i) {
      std::string t = op;
      for (int u : use) {
        const auto pos = t.find("%s");
        t.replace(pos, 2, Asm::g(ptr[u]));
      }
      a.op(t, i == 0 ? comment : "");
      if (i + 1 < rows)
        for (int u : once) a.add(ptr[u], ptr[u], v);
    }
  }
};

// Y = GELU(X·W1)·W2.
void ffn(Asm& a) {
  const int64_t m = a.param("M"), d = a.param("D"), f = a.param("F");
  const int64_t v = a.hw.vlen, blen = a.hw.blen;
  VramPlan vram(a);
  const VMat x = vram.matrix(m, d, "X");
  const VMat h = vram.matrix(m, f, "H = X.W1 (resident)");
  const int64_t tmp = vram.alloc(blen, "activation temporaries");
  const VMat y = vram.matrix(m, 2 * v, "output ring (two panels)");

  Fr one = a.fr("1.0"), nga = a.fr("-gelu_a");
  a.load_const(one, "one");
  a.load_const(nga, "neg_gelu_a");
  a.section("X into VRAM");
  load_vmat(a, {a.address("X"), d}, m, d, x);

  MatmulJob up = MatmulJob::product("H = X.W1", m, d, f, x, HbmMat{a.address("W1"), f}, h);
  up.epilogue = [=](Asm& a, Gp rows, int64_t) {
    Gp t = a.gp("temporaries");
    a.set(t, uint64_t(tmp * v));
    GroupRows r(a, {rows, t});
    const std::string fo = Asm::f(one), fa = Asm::f(nga);
    r.phase({1, 0}, "V_MUL_VF %s, %s, " + fa + ", 0", "t = -1.702 h");
    r.phase({1, 1}, "V_EXP_V %s, %s, 0", "t = exp(t)");
    r.phase({1, 1}, "V_ADD_VF %s, %s, " + fo + ", 0", "t = 1 + t");
    r.phase({1, 1}, "V_RECI_V %s, %s, 0", "t = 1 / t");
    r.phase({0, 0, 1}, "V_MUL_VV %s, %s, %s, 0", "h = h * t = GELU(h)");
    a.free(t);
  };
  MatmulJob down = MatmulJob::product("Y = G.W2", m, f, d, h, HbmMat{a.address("W2"), d}, y);
  down.out_ring = 2;
  down.store = HbmMat{a.address("Y"), d};
  down.barrier = true;
  matmul(a, {up, down});
  a.free(nga);
  a.free(one);
}

// Y = (SiLU(X·WG) ⊙ X·WU)·WD.
void swiglu(Asm& a) {
  const int64_t m = a.param("M"), d = a.param("D"), f = a.param("F");
  const int64_t v = a.hw.vlen, blen = a.hw.blen;
  VramPlan vram(a);
  const VMat x = vram.matrix(m, d, "X");
  const VMat g = vram.matrix(m, f, "G = X.WG (resident)");
  const VMat u = vram.matrix(m, f, "U = X.WU (resident, becomes Z)");
  const int64_t tmp = vram.alloc(blen, "activation temporaries");
  const VMat y = vram.matrix(m, 2 * v, "output ring (two panels)");

  Fr one = a.fr("1.0");
  a.load_const(one, "one");
  a.section("X into VRAM");
  load_vmat(a, {a.address("X"), d}, m, d, x);

  MatmulJob gate = MatmulJob::product("G = X.WG", m, d, f, x, HbmMat{a.address("WG"), f}, g);
  MatmulJob upj = gate;
  upj.name = "U = X.WU";
  upj.w = {a.address("WU"), f};
  upj.out = u;
  // G rows of the same group: a fixed distance from the U rows (both are M-row column blocks).
  const int64_t g_delta = (g.row - u.row) * v;
  upj.epilogue = [=](Asm& a, Gp rows, int64_t) {
    Gp gr = a.gp("G rows"), t = a.gp("temporaries");
    a.add(gr, rows, g_delta, "G of the same rows and columns");
    a.set(t, uint64_t(tmp * v));
    GroupRows r(a, {rows, gr, t});
    const std::string fo = Asm::f(one);
    r.phase({2, 1}, "V_SUB_VF %s, %s, f0, 0, 1", "t = -g");
    r.phase({2, 2}, "V_EXP_V %s, %s, 0", "t = exp(t)");
    r.phase({2, 2}, "V_ADD_VF %s, %s, " + fo + ", 0", "t = 1 + t");
    r.phase({2, 2}, "V_RECI_V %s, %s, 0", "t = 1 / t");
    r.phase({2, 2, 1}, "V_MUL_VV %s, %s, %s, 0", "t = g * t = SiLU(g)");
    r.phase({0, 0, 2}, "V_MUL_VV %s, %s, %s, 0", "u = u * t = Z");
    a.free(t);
    a.free(gr);
  };
  MatmulJob down = MatmulJob::product("Y = Z.WD", m, f, d, u, HbmMat{a.address("WD"), d}, y);
  down.out_ring = 2;
  down.store = HbmMat{a.address("Y"), d};
  down.barrier = true;
  matmul(a, {gate, upj, down});
  a.free(one);
}

}  // namespace

KC_PLENA_BASELINE("ffn", ffn);
KC_PLENA_BASELINE("swiglu", swiglu);

}  // namespace kc::plena::baseline
