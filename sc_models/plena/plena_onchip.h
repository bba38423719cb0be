// How run-bundle spaces map onto the plena core's debug port, and the packing of element data
// into 32-bit debug words (kc-sim-plena internals).
//
// The debug port moves 32-bit words: VRAM and MRAM words carry two bf16 elements (element
// address even, low half first), FP_MEM words one bf16 element in bits [15:0], INT_MEM words one
// 32-bit element. HBM is not on chip: the simulator reads and writes the HbmModel directly.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "kc/plena_debug.h"
#include "kc/run_bundle.h"

namespace kc::plena {

struct DebugSpace {
  Space space;              // debug-port space
  unsigned elems_per_word;  // elements per 32-bit debug word (1 or 2)
  unsigned elem_bytes;      // bytes per element
  unsigned word_bytes() const { return elems_per_word * elem_bytes; }
};

// The debug view of bundle space `name`, or nullopt for a space that is not on chip (hbm).
std::optional<DebugSpace> debug_space(std::string_view name);

// The contents to preload into one on-chip space, collected from every preload of the bundle in
// order (a later preload overwrites an earlier one), then turned into debug-port writes. An
// element shares its debug word with a neighbour when a preload starts or ends on an odd VRAM/
// MRAM address: the neighbour is written with its collected value, or 0 — on-chip memories start
// at zero (the model is built with Verilator's zero reset), so that is its current value.
class OnChipImage {
 public:
  OnChipImage(DebugSpace d, uint64_t elems);
  // Places `bytes` (whole elements) at element address `addr` (range already validated).
  void put(uint64_t addr, const std::vector<uint8_t>& bytes);
  // (debug address, word) for every debug word touched by put(), in address order.
  std::vector<std::pair<uint32_t, uint32_t>> writes() const;

 private:
  DebugSpace d_;
  std::vector<uint8_t> image_;   // elems * elem_bytes
  std::vector<bool> touched_;    // per debug word
};

// The on-chip preloads of a bundle as debug-port writes: for each on-chip space that has preloads
// (vram, mram, fp_mem, int_mem in that order), its view and the (debug address, word) pairs of its
// OnChipImage built from the bundle's preloads in order. What kc-sim-plena's testbench writes
// through the debug port and the board support sends over the link.
std::vector<std::pair<DebugSpace, std::vector<std::pair<uint32_t, uint32_t>>>> onchip_preload_writes(
    const RunBundle& b, const BundleInputs& in, const MemoryLayout& layout);

// The debug words that cover elements [addr, addr + n): first debug address and word count.
struct DebugWindow {
  uint32_t first;  // debug address of the first word (element address rounded down)
  uint32_t words;  // number of debug words
  uint32_t skip;   // elements of the first word before addr
};
DebugWindow debug_window(DebugSpace d, uint64_t addr, uint64_t n);

// The `bytes` bytes of the elements starting `w.skip` elements into debug words `words`.
std::vector<uint8_t> unpack_words(DebugSpace d, const DebugWindow& w,
                                  const std::vector<uint32_t>& words, uint64_t bytes);

}  // namespace kc::plena
