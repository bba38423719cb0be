// The tiled matrix-multiply template of the plena template compiler, shared by the GEMM-like
// generators (gemm, batch_matmul, linear, ffn, swiglu, gemv) and by later ones (attention, decoder
// block). Everything is tiled by the hardware configuration in `a.hw` (MLEN = VLEN, BLEN, PV_ROWS,
// ST_ROWS, VRAM rows, MRAM tiles); nothing assumes the `default` sizes.
//
// ---- Data layouts ----------------------------------------------------------------------------
//
// HbmMat  a row-major matrix in HBM: element (r, c) at element address  addr + r·ld + c.
// VMat    a matrix in VRAM in COLUMN-BLOCK layout: element (r, c) is in VRAM row
//             row + (c / VLEN)·ld + r,   column c mod VLEN.
//         Column block j (columns j·VLEN .. j·VLEN+VLEN−1) is a run of consecutive VRAM rows, one per
//         matrix row, and the blocks are `ld` rows apart (ld >= the number of rows). This is the
//         layout everything moves in: M_MM / M_TMM read BLEN consecutive rows of one column block
//         (BLEN rows of activations × one MLEN-deep slice of the reduction), M_MM_WO writes BLEN
//         consecutive rows of one column block, and H_PREFETCH_V / H_STORE_V move PV_ROWS / ST_ROWS
//         rows of one column block with STRIDE = the HBM row length. The output of one product is
//         therefore directly the activation operand of the next (FFN: H = X·W1 feeds H·W2), and
//         row-wise vector work (bias, GELU, SiLU) runs on it in place.
//
// ---- The product: matmul(a, jobs, options) ----------------------------------------------------
//
// Each MatmulJob is one product  C[M][N] = A[M][K] · B[K][N]  (or A · Wᵀ with W[N][K]):
//   * A (the activations) is already in VRAM as a VMat (load it with load_vmat, or produce it with
//     an earlier job). M is a multiple of BLEN, K a multiple of MLEN.
//   * the weights are in HBM: B[K][N] row-major (`transposed` = false: M_MM, an MLEN×MLEN tile of B
//     is the weight operand as stored) or W[N][K] row-major (`transposed` = true: M_TMM reads tile
//     rows as output columns — nn.Linear weights, K of attention). N is a multiple of MLEN.
//   * C goes to VRAM (a VMat, column block j = output columns j·MLEN..) and, optionally, is stored
//     to HBM (an HbmMat) group by group.
//
// Decomposition. The output is cut into PANELS of MLEN columns (column block nt of C). A panel
// needs the KT = K/MLEN weight tiles of its columns in MRAM at once (one per MLEN-deep slice of the
// reduction: an output block accumulates all KT slices in fp32 before its write-out, so the K
// dimension is never split), so KT must not exceed the MRAM tiles given to the template (longer
// reductions stream their tiles instead: see "Long reductions" at matmul() below). Within a
// panel, GROUPS of BLEN output rows run in order (hardware loop), and within a group the
// MLEN/BLEN output BLOCKS of BLEN×BLEN (hardware loop); a block is KT multiplies (M_MM or M_TMM,
// one per slice, each MLEN cycles) and one M_MM_WO. The matrix unit therefore runs
// M/BLEN · N/BLEN · (K + 2) cycles: the template's job is to keep it fed.
//
// Overlap.
//   * Weight tiles. Panels are double-buffered in MRAM when two fit (2·KT <= tiles): the next
//     panel's tiles are prefetched one per block during the first group of the current panel
//     (spread out, so the 4-deep DMA queue never blocks issue). When they do not both fit, the
//     next panel's tiles that would overwrite tiles still in use are prefetched during the current
//     panel's LAST block, each right after (two multiplies after) the last multiply reading the
//     tile it replaces. The first panel's tiles are loaded by the prologue (unless
//     `weights_loaded`), in the order the first block needs them. Jobs chain: the last panel of a
//     job prefetches the first panel of the next job.
//   * Stores and epilogues lag one group: when a group's blocks are issued, the PREVIOUS group's
//     epilogue (vector work on its BLEN rows, e.g. bias add, GELU) and its H_STORE_V are issued —
//     its write-outs finished long ago, so neither stalls issue nor starves the matrix unit. The
//     last group is finished after the last job (or before a job with `barrier`).
//
// Registers. matmul() holds at most 13 gp registers inside its loops (3 loop counters, 7
// pointers, 2 temporaries, plus 2 prefetch pointers in a panel's first group) and 0 FP registers;
// callbacks run where it holds at most 9, so a callback may allocate up to 6 (minus those the
// caller holds across the call, e.g. panel_regs). Loops nest 3 deep (panels, groups, blocks).
// HBM addresses are element addresses in gp registers relative to base register a0, which must
// hold 0 (its reset value), or to the job's w_base / store_base registers. STRIDE is set before every strided DMA instruction (callbacks that
// issue DMA set their own).
//
// Vector mode (`vector` = true, M = 1): one activation row, M_MV / M_TMV into v_accum and M_MV_WO:
// the output row of a panel gets MLEN/BLEN blocks of BLEN elements. Used by GEMV (tile rows =
// matrix rows, transposed = true). No epilogue / group_end / store in vector mode.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "builder.h"

namespace kc::plena::baseline {

struct HbmMat {
  int64_t addr = 0;   // element address of element (0, 0)
  int64_t ld = 0;     // elements between consecutive rows
};

struct VMat {
  int64_t row = 0;    // VRAM row of element (0, 0)
  int64_t ld = 0;     // VRAM rows between consecutive column blocks (>= the matrix rows)
};

// A bump allocator of VRAM rows with a clear error when the kernel's buffers do not fit.
class VramPlan {
 public:
  explicit VramPlan(const Asm& a, int64_t first_row = 0);
  // `rows` rows (rounded up to a multiple of `align`); throws std::runtime_error naming `what`
  // and the task configuration when the VRAM is full.
  int64_t alloc(int64_t rows, const std::string& what, int64_t align = 1);
  // A column-block matrix of `rows` × `cols` (cols a multiple of VLEN; ld = rows rounded up to align).
  VMat matrix(int64_t rows, int64_t cols, const std::string& what, int64_t align = 1);
  int64_t used() const { return next_; }

 private:
  const Asm& a_;
  int64_t next_;
};

// STRIDE = value (through a temporary register).
void set_stride(Asm& a, int64_t value);

// Loads rows × cols of `src` into `dst` (column-block layout) with H_PREFETCH_V, PV_ROWS rows of
// one column block per instruction, row group by row group (all column blocks of rows 0..PV_ROWS−1
// first), so a product over the first rows can start while the rest arrives. rows is a multiple of
// PV_ROWS and cols of VLEN.
// HBM addresses are relative to base register a<base> (default a0, which holds 0 from reset).
void load_vmat(Asm& a, HbmMat src, int64_t rows, int64_t cols, VMat dst, int base = 0);

// Loads `n` elements of a vector at HBM address `src` into consecutive VRAM rows from `row`
// (ceil(n / VLEN) rows, rounded up to PV_ROWS rows: it reads up to PV_ROWS·VLEN − 1 elements past
// the vector, which is harmless while they are in HBM).
void load_vector(Asm& a, int64_t src, int64_t n, int64_t row);

// Stores `rows` consecutive VRAM rows from `row` to consecutive HBM rows of VLEN elements at
// `dst` (rows rounded up to ST_ROWS: the task must reserve slack after the output).
void store_rows(Asm& a, int64_t row, int64_t rows, int64_t dst);

struct MatmulJob {
  // The job C = act · w into out, named `name` (the fields every product sets; the rest default).
  static MatmulJob product(std::string name, int64_t m, int64_t k, int64_t n, VMat act, HbmMat w, VMat out) {
    MatmulJob j;
    j.name = std::move(name);
    j.m = m;
    j.k = k;
    j.n = n;
    j.act = act;
    j.w = w;
    j.out = out;
    return j;
  }

  std::string name;            // for comments
  int64_t m = 0, k = 0, n = 0; // C[m][n] = A[m][k] · B[k][n]
  VMat act;                    // A in VRAM
  HbmMat w;                    // B[k][n], or W[n][k] when transposed
  bool transposed = false;     // true: C = A · Wᵀ (M_TMM)
  int w_base = 0;              // w.addr and store->addr are offsets from HBM base registers a<w_base>
  int store_base = 0;          // and a<store_base> (a0 = 0 by default; others let a caller loop over
                               // products at different addresses, setting the registers per iteration)
  VMat out;                    // C in VRAM: row i of column block nt in row out.row + nt·out.ld + i
  int64_t out_ring = 0;        // 0: every column block has its own rows (C stays resident);
                               // r = 1 or 2: panel p of the whole job sequence writes the rows
                               // out.row + (p mod r)·out.ld + i (a streamed output; use 2 with a
                               // store, so a lagged store never sees the next panel's write-outs,
                               // and the same `out` for consecutive jobs)
  std::optional<HbmMat> store; // C is also stored to HBM (H_STORE_V of ST_ROWS = BLEN rows per group)
  std::optional<Gp> store_off; // long-reduction jobs only (see matmul): a register the caller holds with an
                               // HBM offset added to store->addr (the template advances it: the caller
                               // sets it again before the next use)
  //
  // Callbacks. Each receives the panel index nt, or −1 when its code is shared by several panels
  // (a hardware loop over the middle panels of the product, see loop_panels): then it must not use
  // per-panel constants, but registers from panel_regs.
  //
  // Vector work on a finished group before it is stored: BLEN rows of column block nt, the first at
  // the VRAM element address held in `rows` (rows are VLEN elements apart). Emitted once per code
  // copy (the same code runs for many groups of the panel): use `rows`, not constants, for the rows.
  std::function<void(Asm& a, Gp rows, int64_t nt)> epilogue;
  // Code run at the start of panel nt (once per panel) and at the end of every group of panel nt
  // (after the previous group is finished; the same code runs for many groups), e.g. setting and
  // advancing pointers the caller holds to prefetch the next job's activations while this one runs.
  std::function<void(Asm& a, int64_t nt)> panel_start;
  std::function<void(Asm& a, int64_t nt)> group_end;
  // Registers the caller holds (allocated before matmul()) with a per-panel value start + nt·step
  // for the epilogue, e.g. the VRAM address of the bias row of the panel. The template sets them in
  // each panel's first group, right after the previous panel's last group was finished, so they
  // always hold the values of the panel whose group the epilogue is finishing.
  struct PanelReg {
    Gp reg;
    int64_t start = 0, step = 0;
  };
  std::vector<PanelReg> panel_regs;
  // Middle panels (all but the first and last of the product) run as a hardware loop when their
  // code is the same up to register values (always, unless the MRAM tiles do not repeat with period
  // 1 or 2): keeps programs small. Set false if a callback needs the constant nt.
  bool loop_panels = true;
  // Finish (epilogue + store) every group of the earlier jobs before this job's first multiply:
  // set when this job's activations are an earlier job's output.
  bool barrier = false;
  bool vector = false;         // vector mode (m = 1, M_MV / M_TMV, M_MV_WO)
};

struct MatmulOptions {
  int64_t mram_first = 0;      // MRAM tiles the template may use: mram_first .. mram_first + mram_tiles − 1
  int64_t mram_tiles = -1;     // −1: all tiles from mram_first on
  bool weights_loaded = false; // the first panel's tiles are already in MRAM tiles mram_first.. (in kt order)
};

// Emits the jobs back to back (see the top of this file). Throws std::runtime_error when a shape
// is not tiled by the hardware (M % BLEN, K % MLEN, N % MLEN).
//
// Long reductions. A job whose KT = K/MLEN tiles exceed the MRAM tiles (K > 128 on small) runs on
// its own (the jobs before it are finished first) with its weight tiles STREAMED through a ring of R
// MRAM tiles (R the largest divisor of KT up to the tiles, at least 3; slice s always in ring slot
// s mod R): an output block still accumulates the whole reduction in m_accum (fp32, one rounding on
// write-out), and the tiles of its slices are reloaded while it runs, each R−1 multiplies ahead of
// its use, into the slot of the slice read one multiply earlier. The blocks of a group alternate
// direction (slices 0..KT−1, then KT−1..0), so a block starts on the R slices the previous one
// ended with and reloads KT − R tiles. Panels in a hardware loop (the first R tiles of a panel are
// loaded when it starts), groups in a hardware loop, blocks unrolled (MLEN/BLEN must be even), the
// rounds of R slices of a block in a hardware loop; the epilogue and the store of a group follow
// its last write-out (no lag). Not supported there: vector mode, panel_start, group_end,
// loop_panels = false (the callbacks get nt = −1), weights_loaded. out_ring > 0: every panel
// writes the rows of ring panel 0.
void matmul(Asm& a, const std::vector<MatmulJob>& jobs, const MatmulOptions& options = {});

// ---- Products with activations in HBM ------------------------------------------------------------
//
// matmul_from_hbm runs products whose activations come from HBM (gemm, batch_matmul, linear):
// it allocates from `vram` an activation buffer (two when there are several products or row
// chunks) and a two-panel output ring, loads the first activations, and runs every product through
// matmul() with C stored to HBM. The next product's activations are prefetched during the last
// panel of the current one (one row group per group; `overlap`), or loaded when it starts. Rows
// that do not fit the VRAM are cut into chunks, each a product of its own (the weights are then
// read once per chunk). Needs PV_ROWS == BLEN. Holds 2 gp registers across matmul() when
// overlapping (the callbacks of the products must leave room for them).
struct HbmProduct {
  std::string name;
  HbmMat a;                    // A[m][k] (activations)
  int64_t m = 0, k = 0, n = 0;
  HbmMat w;                    // B[k][n], or W[n][k] when transposed
  bool transposed = false;
  HbmMat c;                    // C[m][n] (output)
  std::function<void(Asm&, Gp, int64_t)> epilogue;   // as MatmulJob::epilogue
  std::vector<MatmulJob::PanelReg> panel_regs;       // as MatmulJob::panel_regs
};

struct HbmRunOptions {
  // The products' HBM addresses are offsets from base registers a<a_base> (activations), a<w_base>
  // (weights) and a<c_base> (outputs); a0 = 0 by default.
  int a_base = 0, w_base = 0, c_base = 0;
  bool overlap = true;   // prefetch the next product's activations during the current one (registers
                         // held across the products); else load them when the product starts
};

// Products with K/MLEN above the MRAM tiles (long reductions, see matmul) run one after the other,
// each in row chunks of one activation buffer (a hardware loop over the chunks; no overlap across
// chunks) with the long-reduction schedule; ro.overlap is ignored there.
void matmul_from_hbm(Asm& a, VramPlan& vram, const std::vector<HbmProduct>& products, const HbmRunOptions& ro = {});

// load_vmat with the HBM offset src.addr + gp[off] (relative to a<base>).
void load_vmat_at(Asm& a, Gp off, HbmMat src, int64_t rows, int64_t cols, VMat dst, int base = 0);

// Rows per chunk when `m` rows are cut into chunks of at most `fit` rows (multiples of `gran`): a
// divisor of m when one of at least fit/2 exists, else fit (the last chunk shorter).
int64_t chunk_rows(int64_t m, int64_t fit, int64_t gran);

// A hardware loop of n iterations (n == 1: inline). The body gets `offset`: offset(dst, stride, add)
// sets dst = i·stride + add for the iteration i = 0..n−1 (from the loop counter; 1 temporary).
using IndexOffset = std::function<void(Gp dst, int64_t stride, int64_t add)>;
void index_loop(Asm& a, int64_t n, const std::string& what, const std::function<void(const IndexOffset&)>& body);

// Rows per chunk when `free_rows` VRAM rows hold `per_row` rows for each of a chunk's rows:
// chunk_rows of the most that fit, in multiples of `gran`. Throws std::runtime_error naming `what`
// when not even `gran` rows fit.
int64_t vram_chunk(const Asm& a, int64_t m, int64_t free_rows, int64_t per_row, int64_t gran, const std::string& what);

// Runs body(rows, first, offset) over the m rows in chunks of mc: the full chunks in one hardware
// loop (index_loop; first = −1 when several chunks share that code, else 0), then a shorter last
// chunk (first = its first row); offset(dst, stride, add) sets dst = chunk index · stride + add.
using ChunkBody = std::function<void(int64_t rows, int64_t first, const IndexOffset& offset)>;
void row_chunks(Asm& a, int64_t m, int64_t mc, const ChunkBody& body);

// MRAM tiles one panel of a product with reduction length k needs.
inline int64_t panel_tiles(const Asm& a, int64_t k) { return k / int64_t(a.hw.mlen); }

}  // namespace kc::plena::baseline
