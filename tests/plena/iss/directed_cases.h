// directed_cases.h: hand-written programs with hand-computed outcomes — every fault kind (with
// pc and address, and the priority between several bad operands), illegal words, and loops.
// tests/plena/iss/test_iss_directed.cpp checks the ISS against the expected outcome; the RTL
// test runs the same programs on the Verilated core and compares the complete end state.
//
// Values assume the `small` configuration (VLEN = MLEN = 16, BLEN = 4, 512 VRAM rows, 8 MRAM
// tiles, FP_MEM 256 words, INT_MEM 64 words, HBM 2^23 elements, loop depth 4).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "iss_test_util.h"

namespace isstest {

struct DirectedCase {
  std::string name;
  std::vector<uint32_t> program;
  kc::plena::IssStatus status;
  kc::plena::FaultKind kind = kc::plena::FaultKind::none;
  uint32_t pc = 0;         // fault / illegal
  uint64_t address = 0;    // fault
};

// Nested loops that record their counters in INT_MEM[0..11], a loop left early by rewriting
// its counter to 1, gp0 as a counter (one iteration) and a one-iteration loop reading its counter.
// Also a loop whose counter the body sets to 0. Expected (test_iss_directed.cpp): INT_MEM[0..11] =
// 3,2, 3,1, 2,2, 2,1, 1,2, 1,1; gp1 = gp2 = gp3 = gp9 = gp11 = 0, gp5 = 3, gp6 = 12, gp7 = gp8 =
// gp10 = gp12 = 1; 48 instructions.
inline Prog loop_program() {
  Prog p;
  p(Op::C_LOOP_START, {1, 3});             // 0
  p(Op::S_ADDI_INT, {5, 5, 1});            // 1: outer iterations
  p(Op::C_LOOP_START, {2, 2});             // 2
  p(Op::S_ST_INT, {1, 6, 0});              // 3: INT_MEM[gp6] = outer counter
  p(Op::S_ST_INT, {2, 6, 1});              // 4: INT_MEM[gp6 + 1] = inner counter
  p(Op::S_ADDI_INT, {6, 6, 2});            // 5
  p(Op::C_LOOP_END, {2});                  // 6
  p(Op::C_LOOP_END, {1});                  // 7
  p(Op::C_LOOP_START, {3, 5});             // 8: left after one iteration by rewriting its counter
  p(Op::S_ADDI_INT, {7, 7, 1});
  p(Op::S_ADDI_INT, {3, 0, 1});
  p(Op::C_LOOP_END, {3});
  p(Op::C_LOOP_START, {0, 5});             // 12: gp0 as a counter reads 0: one iteration
  p(Op::S_ADDI_INT, {8, 8, 1});
  p(Op::C_LOOP_END, {0});
  p(Op::C_LOOP_START, {9, 1});             // 15: one iteration, counter 1 in the body
  p(Op::S_ADD_INT, {10, 9, 0});
  p(Op::C_LOOP_END, {9});
  p(Op::C_LOOP_START, {11, 3});            // 18: counter rewritten to 0: C_LOOP_END is not taken
  p(Op::S_ADDI_INT, {12, 12, 1});          //     (the RTL tests gp > 1; docs/isa/plena.md's
  p(Op::S_ADDI_INT, {11, 0, 0});           //     "decrement, jump while > 0" would wrap to 2^32 - 1)
  p(Op::C_LOOP_END, {11});
  return p;
}

inline std::vector<DirectedCase> directed_cases() {
  using kc::plena::FaultKind;
  using kc::plena::IssStatus;
  std::vector<DirectedCase> cs;
  auto fault = [&](const std::string& name, Prog p, FaultKind k, uint64_t addr) {
    // The faulting instruction is the last one of `p` unless a later one follows: callers put it last.
    cs.push_back({name, p.words, IssStatus::fault, k, p.pc() - 1, addr});
  };
  auto illegal = [&](const std::string& name, uint32_t word) {
    Prog p;
    p.li(1, 7);
    p.words.push_back(word);
    p(Op::S_ADDI_INT, {2, 0, 1});  // must not execute
    cs.push_back({name, p.words, IssStatus::illegal_instruction, FaultKind::none, 1, 0});
  };
  const uint32_t vend = 512 * 16;  // first element beyond VRAM
  const uint64_t hend = 1ull << 23;  // first element beyond HBM

  // ---- VRAM operands of vector instructions: rs1, then rs2, then rd; alignment before range
  { Prog p; p.li(1, 17); p(Op::V_ADD_VV, {2, 1, 2, 0}); fault("vec rs1 misaligned", p, FaultKind::vram_align, 17); }
  { Prog p; p.li(1, vend); p(Op::V_EXP_V, {1, 0, 0}); fault("vec rd beyond VRAM", p, FaultKind::vram_range, vend); }
  { Prog p; p.li(1, vend); p.li(2, 5); p(Op::V_MUL_VV, {3, 1, 2, 1}); fault("vec rs1 range before rs2 align", p, FaultKind::vram_range, vend); }
  { Prog p; p.li(2, 5); p.li(3, vend + 16); p(Op::V_SUB_VV, {3, 0, 2, 0}); fault("vec rs2 align before rd range", p, FaultKind::vram_align, 5); }
  { Prog p; p.li(3, vend + 1); p(Op::V_ADD_VF, {3, 0, 1, 0}); fault("vec rd misaligned and beyond: align", p, FaultKind::vram_align, vend + 1); }
  { Prog p; p.li(1, 0xFFFFFFF0u); p(Op::V_RED_SUM, {1, 1, 0}); fault("reduction row beyond VRAM", p, FaultKind::vram_range, 0xFFFFFFF0u); }
  { Prog p; p.li(1, 8); p(Op::V_RED_MAX, {0, 1, 1}); fault("reduction row misaligned", p, FaultKind::vram_align, 8); }
  // ---- matrix operands: MRAM alignment, MRAM range, then VRAM
  { Prog p; p.li(1, 2); p(Op::M_MM, {0, 1, 0}); fault("M_MM column not a BLEN multiple", p, FaultKind::mram_align, 2); }
  { Prog p; p.li(1, 16); p(Op::M_MV, {0, 1, 0}); fault("M_MV offset beyond the first tile row", p, FaultKind::mram_align, 16); }
  { Prog p; p.li(1, 2048 + 4); p(Op::M_TMV, {0, 1, 0}); fault("M_TMV tile beyond MRAM", p, FaultKind::mram_range, 2052); }
  { Prog p; p.li(1, 509 * 16); p(Op::M_MM, {0, 0, 1}); fault("M_MM last activation row beyond VRAM", p, FaultKind::vram_range, 509 * 16); }
  { Prog p; p.li(1, 3); p.li(2, 2049); p(Op::M_TMM, {0, 1, 2}); fault("M_TMM: MRAM checked before VRAM", p, FaultKind::mram_align, 2049); }
  { Prog p; p.li(1, 7); p(Op::M_TMM, {0, 1, 0}); fault("M_TMM VRAM operand misaligned", p, FaultKind::vram_align, 7); }
  // ---- write-outs: d = gp[rd] + imm, column a BLEN multiple, last row inside VRAM
  { Prog p; p(Op::M_MM_WO, {0, 0, 2}); fault("M_MM_WO column not a BLEN multiple", p, FaultKind::vram_align, 2); }
  { Prog p; p.li(1, 510 * 16); p.li(2, 1); p(Op::M_MM_WO, {1, 2, 4}); fault("M_MM_WO last row beyond VRAM", p, FaultKind::vram_range, 510 * 16 + 4); }
  { Prog p; p.li(1, 200); p.li(2, 100); p(Op::M_MM_WO, {2, 1, 0}); fault("M_MM_WO stride 200 reaches row 606", p, FaultKind::vram_range, 100); }
  { Prog p; p(Op::M_MV_WO, {0, vend + 8}); fault("M_MV_WO row beyond VRAM", p, FaultKind::vram_range, vend + 8); }
  { Prog p; p.li(1, 0xFFFFFFFDu); p(Op::M_MV_WO, {1, 0x3FFFF}); fault("M_MV_WO 33-bit destination", p, FaultKind::vram_range, 0xFFFFFFFDull + 0x3FFFF); }
  { Prog p; p.li(1, 0xFFFFFFFFu); p(Op::M_MV_WO, {1, 0x3FFFF}); fault("M_MV_WO 33-bit destination misaligned", p, FaultKind::vram_align, 0xFFFFFFFFull + 0x3FFFF); }
  // ---- DMA: target (MRAM tile / VRAM rows), then HBM first element, then last element
  { Prog p; p.li(1, 1); p(Op::H_PREFETCH_M, {1, 0, 0, 0, 0}); fault("H_PREFETCH_M target not tile aligned", p, FaultKind::mram_align, 1); }
  { Prog p; p.li(1, 2048); p(Op::H_PREFETCH_M, {1, 0, 0, 0, 0}); fault("H_PREFETCH_M tile beyond MRAM", p, FaultKind::mram_range, 2048); }
  { Prog p; p.li(1, 509 * 16); p(Op::H_PREFETCH_V, {1, 0, 0, 0, 0}); fault("H_PREFETCH_V 4th row beyond VRAM", p, FaultKind::vram_range, 509 * 16); }
  { Prog p; p.li(1, 3); p.li(2, uint32_t(hend)); p(Op::C_SET_ADDR_REG, {0, 0, 2}); p(Op::H_STORE_V, {1, 0, 0, 0, 0});
    fault("H_STORE_V: VRAM target before HBM", p, FaultKind::vram_align, 3); }
  { Prog p; p.li(2, uint32_t(hend)); p(Op::C_SET_ADDR_REG, {5, 0, 2}); p(Op::H_STORE_V, {0, 0, 5, 0, 0});
    fault("H_STORE_V first element beyond HBM", p, FaultKind::hbm_range, hend); }
  { Prog p; p.li(2, uint32_t(hend - 64)); p.li(3, 1); p(Op::C_SET_ADDR_REG, {1, 0, 2}); p(Op::H_PREFETCH_V, {0, 3, 1, 0, 0});
    fault("H_PREFETCH_V last element beyond HBM", p, FaultKind::hbm_range, hend - 64 + 1 + 3 * 16 + 15); }
  { Prog p; p.li(2, uint32_t(hend - 256)); p.li(3, 100); p(Op::C_SET_ADDR_REG, {2, 0, 2}); p(Op::C_SET_STRIDE_REG, {3});
    p(Op::H_PREFETCH_M, {0, 0, 2, 1, 0}); fault("H_PREFETCH_M strided rows beyond HBM", p, FaultKind::hbm_range, hend - 256 + 15 * 100 + 15); }
  { Prog p; p.li(1, 0xFFFFFFFFu); p.li(2, 0xFFFFFFF0u); p(Op::C_SET_ADDR_REG, {7, 1, 2}); p.li(3, 0x20);
    p(Op::H_PREFETCH_V, {0, 3, 7, 0, 0}); fault("HBM address a + gp carries past 2^64", p, FaultKind::hbm_range, 0x10); }
  { Prog p; p.li(1, uint32_t(hend - 16)); p(Op::C_SET_ADDR_REG, {0, 0, 1}); p.li(4, 0); p(Op::C_SET_STRIDE_REG, {4});
    p(Op::H_STORE_V, {0, 0, 0, 1, 0});  // stride 0: every row at hend - 16: inside
    p(Op::H_STORE_V, {0, 0, 0, 0, 0}); fault("H_STORE_V STRIDE 0 fits, contiguous does not", p, FaultKind::hbm_range, hend - 16 + 63); }
  // ---- FP_MEM / INT_MEM (33-bit word address gp[rs1] + imm: no wrap)
  { Prog p; p.li(1, 0xFFFFFFFFu); p(Op::S_LD_FP, {1, 1, 0x3FFFF}); fault("S_LD_FP 33-bit address", p, FaultKind::fpmem_range, 0xFFFFFFFFull + 0x3FFFF); }
  { Prog p; p(Op::S_ST_FP, {2, 0, 256}); fault("S_ST_FP one past FP_MEM", p, FaultKind::fpmem_range, 256); }
  { Prog p; p(Op::S_MAP_V_FP, {0, 0, 241}); fault("S_MAP_V_FP last word beyond FP_MEM", p, FaultKind::fpmem_range, 241); }
  { Prog p; p.li(1, 9); p(Op::S_MAP_V_FP, {1, 0, 1000}); fault("S_MAP_V_FP: VRAM row before FP_MEM", p, FaultKind::vram_align, 9); }
  { Prog p; p(Op::S_LD_INT, {1, 0, 64}); fault("S_LD_INT one past INT_MEM", p, FaultKind::intmem_range, 64); }
  { Prog p; p.li(2, 60); p(Op::S_ST_INT, {1, 2, 10}); fault("S_ST_INT beyond INT_MEM", p, FaultKind::intmem_range, 70); }
  // ---- loops (address: the counter register number)
  { Prog p; p(Op::C_LOOP_START, {5, 0}); fault("C_LOOP_START 0 iterations", p, FaultKind::loop_zero, 5); }
  { Prog p; for (unsigned r = 1; r <= 4; ++r) p(Op::C_LOOP_START, {r, 2}); p(Op::C_LOOP_START, {9, 1});
    fault("fifth nested loop", p, FaultKind::loop_overflow, 9); }
  { Prog p; p(Op::C_LOOP_START, {1, 3}); p(Op::C_LOOP_START, {2, 3}); p(Op::C_LOOP_END, {1});
    fault("C_LOOP_END of the outer loop", p, FaultKind::loop_mismatch, 1); }
  { Prog p; p(Op::C_LOOP_START, {1, 2}); p(Op::C_LOOP_END, {1}); p(Op::C_LOOP_END, {1});
    fault("C_LOOP_END after the loop closed", p, FaultKind::loop_mismatch, 1); }
  { Prog p; p(Op::C_LOOP_START, {1, 3}); p(Op::S_ADDI_INT, {4, 4, 1}); p(Op::S_LD_INT, {5, 4, 61}); p(Op::C_LOOP_END, {1});
    cs.push_back({"fault in the third iteration", p.words, IssStatus::fault, FaultKind::intmem_range, 2, 64}); }
  cs.push_back({"nested loops", loop_program().words, IssStatus::halted});
  cs.push_back({"empty program", {}, IssStatus::halted});
  // ---- illegal words
  illegal("opcode 0", 0x00000000u);
  illegal("reserved M_BMM", 0x00000003u | (5u << 6));
  illegal("reserved V_TOPK", 0x00000037u);
  illegal("unknown opcode 0x3F", 0xFFFFFFFFu);
  illegal("M_MM rd placeholder not 0", enc(Op::M_MM, {0, 1, 2}) | (1u << 6));
  illegal("V_ADD_VF fs2 above f7", enc(Op::V_ADD_VF, {1, 2, 3, 0}) | (1u << 17));
  illegal("H_PREFETCH_V precision 1", enc(Op::H_PREFETCH_V, {1, 2, 3, 0, 0}) | (1u << 22));
  illegal("V_RED_SUM fd above f7", enc(Op::V_RED_SUM, {1, 2, 0}) | (1u << 9));
  illegal("M_MV_WO rs1 field set", enc(Op::M_MV_WO, {1, 16}) | (1u << 10));
  return cs;
}

}  // namespace isstest
