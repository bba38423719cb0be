// The streaming template: a row-major tensor in HBM viewed as consecutive chunks of PV_ROWS
// VRAM rows, prefetched a few chunks ahead into a ring of VRAM buffers, transformed in VRAM, and
// stored back — DMA overlapping the vector work of the neighbouring chunks.
//
//   prologue:  prefetch chunks 0 .. D-1
//   chunk i:   prefetch chunk i+D (while there is one) into buffer (i+D) mod NB
//              body(buffer i mod NB)          ; the vector work, in place
//              store buffer (i-1) mod NB      ; lagging one chunk, so the store never waits
//                                             ; for the body just issued
//   epilogue:  store the last chunk
// Chunk 0 runs first; whole rounds of NB chunks (ring positions 1..NB) then run in a hardware loop
// (pointers advance by registers); the chunks after the last whole round are emitted unrolled.
// No DMA reads or writes outside the tensors.
#pragma once

#include <functional>

#include "builder.h"

namespace kc::plena::baseline {

struct StreamPlan {
  int64_t src = 0;            // HBM element address of the input
  int64_t dst = 0;            // HBM element address of the output
  int64_t rows = 0;           // VRAM rows of data (elements / VLEN), a multiple of PV_ROWS
  unsigned buffers = 8;       // NB: ring buffers of PV_ROWS rows
  unsigned ahead = 2;         // D: chunks prefetched ahead (< NB)
  int64_t first_row = 0;      // VRAM row of buffer 0
};

// Emits the template; body(vram_row_of_buffer) emits the vector work on the PV_ROWS rows starting
// at that VRAM row (a constant per unrolled position, so the body may use immediate addresses
// held in registers it sets itself).
void stream(Asm& a, const StreamPlan& p, const std::function<void(int64_t buffer_row)>& body);

}  // namespace kc::plena::baseline
