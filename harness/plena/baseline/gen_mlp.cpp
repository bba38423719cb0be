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
//   Small hardware (VRAM 512 rows, MRAM 8 tiles): when the resident version does not generate (H,
// or G and U, exceed the VRAM, or the program the instruction memory), the rows run in chunks
// (a hardware loop; the chunk's Y offset from the loop counter): each chunk loads its X rows, runs
// the up projection(s) into chunk-sized H (G, U) and the down projection, whose reduction over F
// (F/MLEN > 8 tiles) runs with the template's long-reduction schedule (matmul.h: m_accum still
// accumulates the whole reduction in fp32; weight tiles streamed through MRAM), as does an up
// projection with D > 128. The weights are read once per chunk. Measured on small: ffn C2-C5, H1,
// H2 at 91-94 % of the roofline bound, swiglu C2-C5, H1, H2 at 91-94 %.
#include <algorithm>
#include <functional>
#include <stdexcept>

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

// The GELU epilogue of H = X·W1 (temporaries at VRAM row tmp).
std::function<void(Asm&, Gp, int64_t)> gelu_epilogue(int64_t tmp, Fr one, Fr nga) {
  return [=](Asm& a, Gp rows, int64_t) {
    const int64_t v = a.hw.vlen;
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
}

// The SwiGLU epilogue of U = X·WU: U ← SiLU(G)·U, G g_delta VRAM elements from U.
std::function<void(Asm&, Gp, int64_t)> swiglu_epilogue(int64_t tmp, int64_t g_delta, Fr one) {
  return [=](Asm& a, Gp rows, int64_t) {
    const int64_t v = a.hw.vlen;
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
}

// Whether `gen` generates (within the instruction memory) for this task and hardware.
bool generates(Asm& a, void (*gen)(Asm&)) {
  Asm trial(a.hw, a.inst);
  try {
    gen(trial);
  } catch (const std::runtime_error&) {
    return false;
  }
  return trial.instructions() <= a.hw.imem_words;
}

// Row chunks (small hardware, when the resident intermediates do not fit the VRAM): the rows of X
// run in chunks of `mc` rows, the full chunks in a hardware loop (HBM offsets from the loop
// counter), each chunk loading its X rows and running `products(rows, yoff)` with yoff a register
// holding the HBM offset of the chunk's Y rows (set by `set_yoff(yoff)` inside the products). The
// weights are read once per chunk.
int64_t mlp_chunk(Asm& a, int64_t m, int64_t per_row, int64_t fixed) {
  const int64_t gran = a.hw.blen;
  if (a.hw.prefetch_v_rows != a.hw.blen || m % gran != 0)
    throw std::runtime_error(fmt("task %s: M = %lld is not a multiple of BLEN = PV_ROWS", a.inst.spec->id.c_str(),
                                 (long long)m));
  return vram_chunk(a, m, int64_t(a.hw.vram_rows) - fixed, per_row, gran, "the intermediates");
}

void mlp_chunks(Asm& a, int64_t m, int64_t mc, int64_t d, VMat x,
                const std::function<void(int64_t rows, const IndexOffset& offset)>& products) {
  row_chunks(a, m, mc, [&](int64_t rows, int64_t, const IndexOffset& offset) {
    a.section(fmt("a chunk of %lld rows: X rows into VRAM", (long long)rows));
    Gp off = a.gp("chunk: X offset");
    offset(off, mc * d, 0);
    load_vmat_at(a, off, {a.address("X"), d}, rows, d, x);
    a.free(off);
    products(rows, offset);
  });
}

// The down projection of a row chunk of `rows` rows (of at most mc): Y rows = act · W (W [f][d],
// the tensor named w), streamed through the output ring and stored at the chunk's rows of Y.
void chunk_down(Asm& a, const char* name, int64_t rows, int64_t mc, int64_t f, int64_t d, VMat act, const char* w, VMat y,
                const IndexOffset& offset) {
  Gp yoff = a.gp("chunk: Y offset");
  offset(yoff, mc * d, 0);
  MatmulJob down = MatmulJob::product(name, rows, f, d, act, HbmMat{a.address(w), d}, y);
  down.out_ring = 2;
  down.store = HbmMat{a.address("Y"), d};
  down.store_off = yoff;
  down.barrier = true;
  matmul(a, {down});
  a.free(yoff);
}

void ffn_resident(Asm& a);
void swiglu_resident(Asm& a);

void ffn_chunked(Asm& a) {
  const int64_t m = a.param("M"), d = a.param("D"), f = a.param("F");
  const int64_t v = a.hw.vlen, blen = a.hw.blen;
  const int64_t mc = mlp_chunk(a, m, d / v + f / v + 2, blen);
  VramPlan vram(a);
  const VMat x = vram.matrix(mc, d, "X (row chunk)");
  const VMat h = vram.matrix(mc, f, "H = X.W1 (row chunk)");
  const int64_t tmp = vram.alloc(blen, "activation temporaries");
  const VMat y = vram.matrix(mc, 2 * v, "output ring (two panels)");
  Fr one = a.fr("1.0"), nga = a.fr("-gelu_a");
  a.load_const(one, "one");
  a.load_const(nga, "neg_gelu_a");
  mlp_chunks(a, m, mc, d, x, [&](int64_t rows, const IndexOffset& offset) {
    MatmulJob up = MatmulJob::product("H = X.W1", rows, d, f, x, HbmMat{a.address("W1"), f}, h);
    up.epilogue = gelu_epilogue(tmp, one, nga);
    matmul(a, {up});
    chunk_down(a, "Y = G.W2", rows, mc, f, d, h, "W2", y, offset);
  });
  a.free(nga);
  a.free(one);
}

void swiglu_chunked(Asm& a) {
  const int64_t m = a.param("M"), d = a.param("D"), f = a.param("F");
  const int64_t v = a.hw.vlen, blen = a.hw.blen;
  const int64_t mc = mlp_chunk(a, m, d / v + 2 * (f / v) + 2, blen);
  VramPlan vram(a);
  const VMat x = vram.matrix(mc, d, "X (row chunk)");
  const VMat g = vram.matrix(mc, f, "G = X.WG (row chunk)");
  const VMat u = vram.matrix(mc, f, "U = X.WU (row chunk, becomes Z)");
  const int64_t tmp = vram.alloc(blen, "activation temporaries");
  const VMat y = vram.matrix(mc, 2 * v, "output ring (two panels)");
  Fr one = a.fr("1.0");
  a.load_const(one, "one");
  mlp_chunks(a, m, mc, d, x, [&](int64_t rows, const IndexOffset& offset) {
    MatmulJob gate = MatmulJob::product("G = X.WG", rows, d, f, x, HbmMat{a.address("WG"), f}, g);
    MatmulJob upj = gate;
    upj.name = "U = X.WU";
    upj.w = {a.address("WU"), f};
    upj.out = u;
    upj.epilogue = swiglu_epilogue(tmp, (g.row - u.row) * v, one);
    matmul(a, {gate, upj});
    chunk_down(a, "Y = Z.WD", rows, mc, f, d, u, "WD", y, offset);
  });
  a.free(one);
}

void ffn(Asm& a) {
  if (generates(a, ffn_resident)) ffn_resident(a);
  else ffn_chunked(a);
}

void swiglu(Asm& a) {
  if (generates(a, swiglu_resident)) swiglu_resident(a);
  else swiglu_chunked(a);
}

// Y = GELU(X·W1)·W2.
void ffn_resident(Asm& a) {
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
  up.epilogue = gelu_epilogue(tmp, one, nga);
  MatmulJob down = MatmulJob::product("Y = G.W2", m, f, d, h, HbmMat{a.address("W2"), d}, y);
  down.out_ring = 2;
  down.store = HbmMat{a.address("Y"), d};
  down.barrier = true;
  matmul(a, {up, down});
  a.free(nga);
  a.free(one);
}

// Y = (SiLU(X·WG) ⊙ X·WU)·WD.
void swiglu_resident(Asm& a) {
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
  upj.epilogue = swiglu_epilogue(tmp, (g.row - u.row) * v, one);
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
