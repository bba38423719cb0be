// The row-wise template: a row-major X[R][C] (C = n·VLEN, so a row is n consecutive VRAM rows,
// its "parts") processed row by row through a software pipeline of stages, with the whole row in
// VRAM, for row reductions followed by row updates (softmax, layernorm, rmsnorm, ...).
//
//   step i:  stage s works on row i − lag[s] (stages whose row is outside 0..R−1 are idle);
//            before the part loop:  begin(step)        scalar work the first part needs
//            part loop k = 0..n−1:  part(step)         the vector work of part k of every stage;
//                                                      every pointer moves on one VRAM row
//            spread over the loop:  spread(step) items alternating with the prefetches of rows
//                                   ahead and the stores of finished rows
//
// Why stages: a reduction (V_RED_*) into one f register is a chain (latency BEATS+RED_LEVELS+6,
// 14 cycles on `default`, against an issue interval of BEATS = 4), and an update needs the
// finished reduction of its row. Running the reduction of row i, the update of row i−1, ... in the
// same part loop gives every instruction other rows' instructions to hide behind, and a part
// loop of a few vector instructions per row leaves the chains a whole slot between links.
//
// The input is a flat stream of R·n VRAM rows in HBM, prefetched PV_ROWS rows at a time into a
// ring of L rows (L·n VRAM rows, a whole number of chunks) k steps ahead of stage 0; a chunk is
// stored one step after its last row left the last stage (so the store never waits for the
// last update). L, k and the store slack come from the latencies of the hardware configuration
// and the VRAM available; the template checks that no prefetch can overwrite a ring row before
// its store (program order), so a too small VRAM degrades speed, never correctness.
//
// Steady-state steps (every stage busy, the prefetch not yet at the end) are identical modulo
// lcm(L, register rotation period) (ring positions, register rotation, chunk pattern), so whole
// rounds of that many steps run in a hardware loop; the fill, the drain and the remainder are
// emitted unrolled. A stage pointer ends a step at the start of its next row, so it is only set
// (to an absolute VRAM address) where its stage starts or the ring wraps: nothing in the code
// depends on the round. Items (DMA, spread work) split the part loop into a few hardware loops;
// when the program would not fit the instruction memory, the template retries with fewer
// places for items and DMA chunks grouped into small loops.
//
// Scheduling rules the callbacks should follow (measured on `default`, where a vector
// instruction issues every 4 cycles and the unit buffers three): keep a dependent instruction
// (a RAW on a VRAM row, or an in-place overwrite of a row another instruction still reads) four
// vector instructions after its producer when it is in the same part; three is often enough
// but leaves no margin. Keep reduction chains of one register a whole part apart, and put the
// scalar work on a finished reduction a step later (spread) rather than at the step's start.
//
// Register rotation: callbacks see the representative row of each stage (its row in the first
// round); they choose f registers by row mod P for a pool of P registers. `row_period` (a
// multiple of every such P) makes the round a multiple of it, so the choice is the same in every
// round.
#pragma once

#include <functional>
#include <vector>

#include "builder.h"

namespace kc::plena::baseline {

// What the callbacks of one step see.
struct RowStep {
  int64_t step = 0;            // step index (of the first round, for looped steps)
  bool looped = false;         // the step is emitted in the loop of whole rounds
  std::vector<int64_t> row;    // row of each stage, −1 while the stage is idle
  std::vector<Gp> ptr;         // per stage: VRAM address of the current part of its row
  std::vector<Gp> stream;      // per extra stream: VRAM address of its current part
  bool active(std::size_t s) const { return row[s] >= 0; }
  // part() calls advance(r) for every stage pointer and stream of an active stage right after
  // its last use in the part: it moves r on to the next VRAM row (nothing when a row is one part).
  // Placing these increments between the vector instructions, rather than in a block after them,
  // keeps issue from falling behind the vector unit at the end of the part.
  std::function<void(Gp)> advance;
};

// An extra pointer that walks n VRAM rows in step with the parts. It starts each step at
// first_row, or, tied to a stage (stage >= 0) with period P, at first_row + (row mod P)·n for the
// stage's row: P areas of n rows used in turn, so that a value written for a row in one stage can
// be read in a later stage while the next rows write the other areas (the period is folded into
// the loop round like row_period).
struct RowStream {
  int64_t first_row = 0;
  int stage = -1;
  int period = 1;
};

struct RowPlan {
  int64_t src = 0;              // HBM element address of X[R][C] (contiguous rows)
  int64_t dst = 0;              // HBM element address of Y[R][C] (same shape)
  int64_t rows = 0;             // R
  int64_t parts = 0;            // n = C / VLEN
  std::vector<int> lags;        // stage s works on row i − lags[s]; lags[0] = 0, non-decreasing
  // Extra pointers that walk n VRAM rows in step with the parts (a weight vector, scratch rows).
  std::vector<RowStream> streams;
  int row_period = 1;             // the loop round is a multiple of this many steps
  int ops_per_part = 1;           // vector instructions of one part (all stages), for timing
  int64_t first_row = 0;          // the ring may use VRAM rows [first_row, end_row)
  int64_t end_row = 0;            // 0: to the end of VRAM
  std::function<void(const RowStep&)> begin;                                 // optional
  std::function<std::vector<std::function<void()>>(const RowStep&)> spread;  // optional
  std::function<void(const RowStep&)> part;                                  // required
};

// Emits the template. Throws std::runtime_error when the shape is not a whole number of DMA
// chunks or the ring does not fit the VRAM.
void row_pipeline(Asm& a, const RowPlan& p);

// Whether the ring of the plan fits the VRAM (a generator can then fall back to a plan with
// fewer lags, i.e. fewer rows in flight, or smaller scratch areas). Emits nothing.
bool row_pipeline_fits(const Asm& a, const RowPlan& p);

// Emits H_PREFETCH_V of `rows` VRAM rows (rounded up to whole chunks of PV_ROWS; the extra rows
// read whatever follows in HBM, which is harmless) from contiguous HBM at `hbm` into VRAM rows
// from `vram_row`. For small one-off loads (weight vectors); uses two scratch registers.
void load_rows(Asm& a, int64_t hbm, int64_t vram_row, int64_t rows, const std::string& what);

// Rounds rows up to a whole number of PV_ROWS chunks.
int64_t whole_chunks(const Asm& a, int64_t rows);

// Throws when the program does not fit the instruction memory of the hardware configuration.
void check_program_size(const Asm& a);

}  // namespace kc::plena::baseline
