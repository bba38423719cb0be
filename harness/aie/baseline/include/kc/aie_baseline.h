// The aie template compiler: baseline kernels (aie bundle assembly) for the aie tasks, generated
// per task configuration and hardware configuration (docs/aie/platform.md, "Baselines").
//
// Every template software-pipelines its inner loop over the exposed latencies of the hardware
// configuration (aie_configs.h): an iteration's operations sit at fixed cycle offsets (a modulo
// schedule with initiation interval II), registers rotate over as many sets as the longest
// lifetime needs, and the flat schedule is folded back into a zero-overhead loop (prologue, one
// period of the steady state repeated, epilogue). A bundle at cycle t of the schedule issues at
// cycle t when nothing else holds it, so the counts below are what the RTL then measures.
#pragma once

#include <cstddef>
#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <optional>
#include <string>
#include <vector>

#include "aie_configs.h"
#include "kc/task.h"

namespace kc::aie::baseline {

// The baseline of `inst` (an aie instance) on `cfg`, or nullopt when the template compiler has
// no template for the task. Throws std::runtime_error when a shape breaks the template's rules
// (e.g. a dimension that is not a multiple of the MAC array's block).
std::optional<std::string> generate(const TaskInstance& inst, const HwConfig& cfg);

// Templates in their own files, each for a family of tasks (nullopt: not one of its tasks).
std::optional<std::string> nonlin(const TaskInstance& inst, const HwConfig& cfg);  // nonlin.cpp: silu, gelu, softmax
std::optional<std::string> norm(const TaskInstance& inst, const HwConfig& cfg);    // norm.cpp: layernorm, rmsnorm
// norm.cpp: rmsnorm (ε = eps) of `groups` groups of 4 tokens of C bf16 in 4x1 blocks at byte address
// x into y (the same layout), W (C bf16) at w expanded first into a table of 4·C bf16 at `table`:
// the code from the pointer set-up to the end of the loop (no header, no `done`), using p0..p6,
// r1, r2, x0..x11 and cm0..cm7.
std::string rmsnorm_blocks_body(const HwConfig& cfg, int64_t groups, int64_t C, int64_t x, int64_t y, int64_t w,
                                int64_t table, const std::function<void(bool, const std::string&)>& check,
                                double eps = 1e-5);

// ---- the scheduling helpers the templates share (tested on their own) ----------------------

// Operations placed at cycles; the bundle of cycle t holds the operations added at t.
class Schedule {
 public:
  void add(std::size_t cycle, const std::string& op);
  std::size_t length() const { return at_.size(); }
  // The bundle text of cycle t ("{ a ; b }", a single operation, or "" when empty).
  std::string bundle(std::size_t t) const;
  // The schedule as assembly: empty cycles left out (the interlock then holds the next bundle
  // as long as an empty bundle would have), one bundle per line, `indent` before each.
  std::string flat(const std::string& indent) const;
  // Folded: the longest run of `period` bundles that repeats at least twice becomes a
  // `.loop COUNT` (or `.loop rN` with `movi rN` before it, for more than 8191 iterations, using
  // `count_reg`) between the bundles before and after it; without such a run, flat().
  std::string folded(std::size_t period, const std::string& indent, unsigned count_reg = 31) const;

 private:
  std::vector<std::vector<std::string>> at_;
};

// ---- helpers of the templates (baseline.cpp) -----------------------------------------------

std::string str(int64_t v);
// The tensor / byte address of `name` in `inst` (std::runtime_error naming the task if missing).
const TensorInstance& tensor(const TaskInstance& inst, const std::string& name);
int64_t address(const TaskInstance& inst, const std::string& name);
// std::runtime_error "aie baseline for TASK CONFIG: what" unless ok.
void require(bool ok, const TaskInstance& inst, const std::string& what);
// The kernel's first lines: what generated it, for which configurations, and `how`.
std::string header(const TaskInstance& inst, const HwConfig& cfg, const std::string& how);
// Points pointer register `reg` (e.g. "p1") at byte `offset`: `movpi reg, offset`, or with base >= 0
// at r<base> + offset through r16 (a loop around the code moves r<base>); one line per
// instruction, each after `indent`.
std::string pointer_setup(const std::string& reg, int base, int64_t offset, const std::string& indent = "      ");

// ---- the gemm template (baseline.cpp), shared by gemm, batch_matmul and linear ---------------

// What differs between the matrix products: the tensor names, B's blocks ("blocks 8x4": the k
// blocks of a column of B lie N/4 blocks apart, as gemm stores B; "blocks 4x1": W[N][K] stored as
// 4 x 1 blocks, so the eight k-slices of four rows of W are one 8x4 B operand and the k blocks of
// a column follow each other, as linear stores W), an optional bias (the byte address of N/4
// patterns of 16 bf16, pattern n = BIAS[4n .. 4n+3] four times: the accumulators start from
// them), the header's name and a prologue placed before the kernel.
struct GemmForm {
  std::string a = "A", b = "B", c = "C";
  std::string b_layout = "blocks 8x4";
  int64_t bias_patterns = -1;
  std::string what = "GEMM";
  std::string prologue;
};
// C = A B (BATCH times, the matrices of a batch one after the other) as gemm's comment in
// baseline.cpp describes.
std::string gemm_kernel(const TaskInstance& inst, const HwConfig& cfg, int64_t batch, const GemmForm& form);

// The same template on any operands: C = A B with A rows x k, B k x cols (each a multiple of 8),
// A's 4x8 blocks (64 bytes, the operand a of vmmac.bf16) at a + i·a_row + kk·a_k, B's 8x4 blocks
// (64 bytes) at b + kk·b_k + j·b_col, C's 4x4 blocks (32 bytes) at c + i·c_row + j·c_col
// (byte addresses; gemm: a_row = K/8·64, a_k = 64, c_row = N/4·32, c_col = 32). b_batch is the
// bytes from one batch's B to the next (batch > 1). gemm_body returns the code from the pointer
// set-up to the end of the outer loop (no header, no `done`); it uses p0..p5, m0..m5, r1..r16,
// x0..x11 and bm0..bm3. `how` (if not null) receives the schedule's description, `check(ok, what)`
// reports a shape the template cannot run.
struct GemmPlan {
  int64_t rows = 0, k = 0, cols = 0;
  int64_t a = 0, a_row = 0, a_k = 64;
  int64_t b = 0, b_k = 0, b_col = 64, b_batch = 0;
  int64_t c = 0, c_row = 0, c_col = 32;
  int64_t bias_patterns = -1;
  // The inner hardware loop walks the groups down A's rows (next group: A's pointers on by two
  // block rows, B's back to their column), the outer one B's column groups: for products with
  // many rows and few columns (ffn's and swiglu's transposed ones) the outer step's pointer
  // set-up then runs cols/8 times instead of rows/8 times. One matrix, no bias.
  bool rows_inner = false;
  // Base registers (rows_inner only): with a_base >= 0 the address of A is r<a_base> + a (likewise
  // b and c), so one copy of the code serves operands that a loop around it moves (attention's
  // heads); the pointers are then set through r16.
  int a_base = -1, b_base = -1, c_base = -1;
  // rows_inner with rows == 8 (one group of rows: a weight tile streamed in by the DMA): the
  // k-steps become the inner hardware loop (Schedule::folded: prologue, P k-steps repeated,
  // epilogue and drain) instead of a one-iteration loop over the row groups, so a long reduction
  // takes a few dozen operation words instead of twelve per k-step.
  bool fold_k = false;
};
std::string gemm_body(const GemmPlan& plan, const HwConfig& cfg, int64_t batch, std::string* how,
                      const std::function<void(bool, const std::string&)>& check);

// ---- the list scheduler of the templates that are not modulo schedules -------------------

enum Slot { LD = 0, ST, SCL, VEC, MV };

// Register names as the interlock tracks them: x registers by halves (wlN, whN), accumulators
// whole (cmN), scalar and pointer registers by name.
inline std::vector<std::string> reg_parts(const std::string& r) {
  if (r[0] == 'x') return {"wl" + r.substr(1), "wh" + r.substr(1)};
  return {r};
}

// A list scheduler (conv.cpp, rope.cpp): operations in program order, each placed at the first
// cycle at which its sources have landed, its destinations are free (read by every earlier
// reader, their earlier write landed) and its slot has room; the hardware interlocks keep any
// schedule correct, so it only decides the speed.
class ListSched {
 public:
  static constexpr int kAnyBank = -2;
  explicit ListSched(const HwConfig& cfg) : cfg_(cfg) {}

  // Place `op` (slot `slot`, latency class `lat`) reading `srcs` and writing `dsts`; `acc` is the
  // accumulator a MAC both reads and writes (acc_forward applies when its last writer was a MAC of
  // the same class). `tag` >= 0 marks a load's bank region: two loads with one tag never share a
  // bundle; kAnyBank (an access that may meet any region) shares a bundle with no tagged access.
  // Returns the cycle.
  std::size_t add(const std::string& op, Slot slot, isa::LatClass lat, const std::vector<std::string>& srcs,
                  const std::vector<std::string>& dsts, const std::string& acc = "", int tag = -1) {
    const Timing& tm = cfg_.timing_of(lat);
    std::size_t t = 0;
    for (const std::string& r : srcs)
      for (const std::string& p : reg_parts(r)) t = std::max(t, ready_[p]);
    if (!acc.empty()) {
      const bool fwd = cls_.count(acc) && cls_[acc] == int(lat);
      t = std::max({t, fwd ? fwd_[acc] : ready_[acc], last_read_[acc]});   // and after every earlier reader
    }
    for (const std::string& r : dsts)
      for (const std::string& p : reg_parts(r)) t = std::max({t, ready_[p], last_read_[p], last_write_[p] + 1});
    const bool mac = lat == isa::LatClass::mmul_i8 || lat == isa::LatClass::mmul_bf16;
    auto fits = [&](std::size_t c) {
      const auto it = use_.find(c);
      const std::array<int, 5> u = it == use_.end() ? std::array<int, 5>{} : it->second;
      if (u[slot] >= (slot == LD ? 2 : 1)) return false;
      if (mac && c < mac_free_) return false;
      if (tag >= 0 && (tags_[c].count(tag) || tags_[c].count(kAnyBank))) return false;
      if (tag == kAnyBank && !tags_[c].empty()) return false;
      return true;
    };
    while (!fits(t)) ++t;
    use_[t][slot]++;
    if (tag >= 0 || tag == kAnyBank) tags_[t].insert(tag);
    if (mac) mac_free_ = t + tm.interval;
    for (const std::string& r : srcs)
      for (const std::string& p : reg_parts(r)) last_read_[p] = std::max(last_read_[p], t);
    if (!acc.empty()) last_read_[acc] = std::max(last_read_[acc], t);
    std::vector<std::string> written = dsts;
    if (!acc.empty()) written.push_back(acc);
    for (const std::string& r : written)
      for (const std::string& p : reg_parts(r)) {
        ready_[p] = t + (p[0] == 'p' ? 1 : tm.latency);   // a post-increment is ready for the next bundle
        fwd_[p] = t + tm.acc_forward;
        cls_[p] = int(lat);
        last_write_[p] = t;
      }
    s_.add(t, op);
    return t;
  }
  const Schedule& schedule() const { return s_; }

 private:
  const HwConfig& cfg_;
  Schedule s_;
  std::map<std::string, std::size_t> ready_, fwd_, last_read_, last_write_;
  std::map<std::string, int> cls_;
  std::map<std::size_t, std::array<int, 5>> use_;
  std::map<std::size_t, std::set<int>> tags_;
  std::size_t mac_free_ = 0;
};

// ---- templates with a file of their own ----------------------------------------------------

std::string gemv(const TaskInstance& inst, const HwConfig& cfg);     // gemv.cpp
std::string linear(const TaskInstance& inst, const HwConfig& cfg);   // linear.cpp
// conv.cpp: conv2d, conv_block and depthwise_conv; nullopt for other tasks.
std::optional<std::string> conv_template(const TaskInstance& inst, const HwConfig& cfg);
std::string rope(const TaskInstance& inst, const HwConfig& cfg);   // rope.cpp
// rope.cpp: rotate-half RoPE over `rows` rows of `heads` heads from x into y (x == y allowed), each
// half of a head `chunks` chunks of 32 bytes (16 lanes) apart from the other half by half_bytes,
// heads head_bytes apart, a row heads · head_bytes; COS and SIN rows of chunks · 32 bytes, lane for
// lane with the halves. rope's row-major rows: the defaults (T tokens, 64 elements per half);
// decoder_block_llama: Q and K side by side in 4x1 blocks, a row one pair of chunks of a group of
// 4 tokens (2 chunks, halves 512 bytes apart, rows 64 bytes apart, blocks of 8 rows per group).
// row_bytes (0: heads · head_bytes) is the step from one row to the next; with block_rows > 0 the
// rows come in blocks of that many, after each of which x and y move on by block_skip bytes more
// (a second loop level); a loop body holds the most rows U (a divisor of the block) with
// U · heads · chunks ≤ max_chunks. The code from the pointer set-up to the end of its loop (no
// header, no `done`), using p0..p3, r1, x0..x11 and bm0..bm15; `tokens_per_iteration` (if not
// null) receives U.
struct RopePlan {
  int64_t rows = 0, heads = 1, chunks = 4, half_bytes = 128, head_bytes = 256;
  int64_t row_bytes = 0, block_rows = 0, block_skip = 0, max_chunks = 24;
  int64_t x = 0, y = 0, cos = 0, sin = 0;
};
std::string rope_body(const HwConfig& cfg, const RopePlan& plan, int64_t* tokens_per_iteration);

// nonlin.cpp: silu's and gelu's gate on n bf16 at byte address x into y, y = x · σ(a x) with k the
// bf16 pattern of -a log2 e; with u >= 0 (swiglu) multiplied by the element at u: the code from
// the pointer set-up to the end of the loop (no header, no `done`), using p0..p3, r1, r2, x0..x11
// and cm0..cm7. `ii` (if not null) receives the initiation interval; `check` as gemm_body's. With
// y_base >= 0 the output is at r<y_base> + y (set through r16), so a loop around it can move it.
std::string sigmoid_gate_body(const HwConfig& cfg, int64_t n, int64_t x, int64_t y, int64_t u, unsigned k,
                              unsigned* ii, const std::function<void(bool, const std::string&)>& check,
                              int y_base = -1);
std::optional<std::string> mlp(const TaskInstance& inst, const HwConfig& cfg);  // mlp.cpp: ffn, swiglu

// nonlin.cpp: softmax's two list-scheduled stages over R rows of C bf16 at byte address x into y
// (e = vexp2(x·L − m·L) stored to y, then y = e · vrcp(Σ e) over it). lane_group 1: each row is
// one softmax (softmax's rows); 4: each row is 8x4 blocks of scores (32 bf16, lane 4a + b of a
// block is key a of query b) and the lanes ≡ b mod 4 of every block are query b's softmax
// (attention's Sᵀ blocks). l is the bf16 pattern of L (log2 e times the scores' scale), l_what its
// description. The code from the pointer set-up to the end of the loop (no header, no `done`),
// using p0..p4, r1..r3, x0..x11 and cm0..cm7; `check` as gemm_body's.
struct SoftmaxForm {
  unsigned lane_group = 1;
  std::uint16_t l = 0x3FB9;
  std::string l_what = "bf16(log2 e) = 1.4453125";
};
std::string softmax_body(const HwConfig& cfg, int64_t R, int64_t C, int64_t x, int64_t y, const SoftmaxForm& form,
                         const std::function<void(bool, const std::string&)>& check);
// attention.cpp: sdpa, mha, gqa, mqa; nullopt for other tasks.
std::optional<std::string> attention(const TaskInstance& inst, const HwConfig& cfg);
// decoder.cpp: decoder_block_llama; nullopt for other tasks.
std::optional<std::string> decoder(const TaskInstance& inst, const HwConfig& cfg);

}  // namespace kc::aie::baseline
