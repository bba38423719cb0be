// program_gen.h: seeded random plena programs for RTL-vs-ISS equivalence.
//
// A generated test is a program plus its initial memory image (random VRAM, MRAM, FP_MEM,
// INT_MEM and three bounded HBM windows: the bottom, the top and an unaligned middle window).
// Valid programs exercise every instruction with operands that never fault: the generator
// tracks which register values it knows (through constants, integer arithmetic and a table of
// addresses in INT_MEM that the program never overwrites) and sets up address registers with
// S_ADDI_INT / S_LUI_INT / C_SET_ADDR_REG / C_SET_STRIDE_REG as needed. Hardware loops (nested,
// small counts) freeze part of that knowledge for their body, may walk a pointer register
// through VRAM rows, and may leave early by rewriting their counter.
//
// Fault programs are valid programs with one deliberately bad instruction at a random point
// (possibly inside a loop): wild VRAM/MRAM/HBM/FP_MEM/INT_MEM addresses (several bad operands at
// once to exercise the fault priority), bad loops, or an illegal word. The instruction's pc is
// recorded so that the test can check the fault really happens there.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "plena_configs.h"
#include "iss_test_util.h"

namespace isstest {

struct GenOptions {
  unsigned min_items = 25;   // random items (an instruction with its operand set-up, or a loop)
  unsigned max_items = 65;
  bool inject_fault = false; // add one faulting (or illegal) instruction at a random point
};

struct GeneratedTest {
  std::vector<uint32_t> program;
  InitImage image;
  bool expect_fault = false;     // a fault or illegal_instruction is expected ...
  uint32_t fault_pc = 0;         // ... at this pc
  std::string fault_plan;        // what was injected (for failure messages)
};

// The program and image for `seed` (deterministic).
GeneratedTest generate_test(const kc::plena::HwConfig& cfg, uint64_t seed, const GenOptions& opt);

// The HBM windows the directed cases touch: the bottom, an unaligned middle and the top 4096
// elements of cfg's HBM.
std::vector<HbmWindow> directed_windows(const kc::plena::HwConfig& cfg);

// Random memories of cfg's sizes (rand_bf16 elements, random INT_MEM words) and random contents
// for `windows` (deterministic for `seed`).
InitImage random_image(const kc::plena::HwConfig& cfg, uint64_t seed, const std::vector<HbmWindow>& windows);

}  // namespace isstest
