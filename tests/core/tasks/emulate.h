// Bit-level emulation of straightforward plena kernels (hardware configurations `default`:
// VLEN = 64, LANES = 16, and `small`: VLEN = 16, LANES = 8) with the operators of kc/fp.h: every vector and scalar operation rounds
// to bf16, matrix products accumulate in fp32 in k order and round once on write-out, V_RED_SUM
// sums each VRAM row in fp32 and rounds into its bf16 register once per row. The tolerance tests
// run these on every configuration to show that a correct kernel passes with margin and that
// kernels with real bugs fail.
#pragma once

#include <string>
#include <vector>

#include "kc/task.h"

namespace kc::emu {

// The hardware parameters the emulation depends on (reduction and FlashAttention block sizes).
struct Hw {
  const char* name;
  int64_t vlen, lanes;
};
constexpr Hw kDefault{"default", 64, 16}, kSmall{"small", 16, 8};

// Bugs a kernel might have; each task supports some of them (supported_bugs).
enum class Bug {
  none,
  wrong_constant,     // a constant off (+2 instead of +1, GELU's 1.702 replaced by 1, a wrong score scale)
  missing_step,       // a step left out (normalisation, bias, beta, weight, scale, residual, RoPE)
  partial_reduction,  // a reduction over the first VLEN elements (or K-tile) only
  no_mask,            // causal mask left out / wrong key-value head
};
const char* bug_name(Bug b);

// The bugs `task_id` can show (none excluded).
std::vector<Bug> supported_bugs(const std::string& task_id);

// The output (bf16 values as doubles) of a straightforward kernel for the task of `inst` on the
// given inputs, with bug `bug`, on hardware `hw`. `online_softmax`: attention tasks use the FlashAttention order
// (key blocks of VLEN, running max and sum) instead of a whole score row. Throws
// std::invalid_argument for an unknown task.
std::vector<double> run(const TaskInstance& inst, const std::vector<TensorData>& inputs, Bug bug = Bug::none,
                        bool online_softmax = false, Hw hw = kDefault);

}  // namespace kc::emu
