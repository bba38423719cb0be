// Internal to kc_rv32_iss: the instruction being executed, shared by the machine (rv32_iss.cpp)
// and the instruction families (rv32_iss_exec.cpp).
#pragma once

#include "kc/rv32_iss.h"

namespace kc::rv32 {

struct Iss::Exec {
  std::uint32_t w = 0;        // instruction word
  Insn id = Insn::illegal;    // decoded entry
  const InsnInfo* in = nullptr;
  std::uint32_t rd = 0, rs1 = 0, rs2 = 0, rs3 = 0;  // register numbers (fields of w)
  std::uint32_t a = 0, b = 0;  // x[rs1], x[rs2]
  std::int32_t imm = 0;        // imm_value(in->imm, w)
  std::uint32_t next_pc = 0;   // pc + 4 unless the instruction redirects
  bool trapped = false;
  StepResult& r;

  explicit Exec(StepResult& res) : r(res) {}
};

}  // namespace kc::rv32
