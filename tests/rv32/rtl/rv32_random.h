// Random test programs for the rv32 RTL: generated as assembly text, assembled and linked for a
// configuration with GNU as (riscv64-unknown-elf-gcc, the same flags as the directed programs)
// at test time.
//
// A program initialises its registers with random values, runs a random body (dense RAW chains
// through every integer class and the FPU's sign/move operations, loads and stores to a data
// window, forward branches, short counted loops, JAL/JALR), stores every register to the window
// and ends with MPAUSE. Its architectural behaviour (the trace without cycle numbers, the data
// window) does not depend on timing, so configurations with different latencies — and the
// gate netlist — must agree record for record.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "kc/rv32_driver.h"

namespace kc::rv32::test {

// Registers a random body may write (s0 = data window, s1 = loop counter, t5/t6 = macros).
inline const std::vector<std::string>& random_regs() {
  static const std::vector<std::string> r = {"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7",
                                             "s2", "s3", "s4", "s5", "t0", "t1", "t2", "t3"};
  return r;
}

// Assembly text of random program `seed` with `n` body instructions (fp: include F ops).
inline std::string random_program(uint32_t seed, unsigned n, bool fp) {
  std::mt19937 g(seed);
  auto pick = [&](unsigned k) { return unsigned(g() % k); };
  const auto& R = random_regs();
  std::vector<std::string> recent;   // recently written registers: sources prefer them
  auto src = [&]() -> std::string {
    if (!recent.empty() && pick(3) != 0) return recent[recent.size() - 1 - pick(unsigned(std::min<std::size_t>(recent.size(), 3)))];
    return pick(10) == 0 ? "zero" : R[pick(unsigned(R.size()))];
  };
  auto dst = [&]() {
    std::string d = R[pick(unsigned(R.size()))];
    recent.push_back(d);
    if (recent.size() > 8) recent.erase(recent.begin());
    return d;
  };
  auto fr = [&]() { return "f" + std::to_string(pick(8)); };
  char b[160];
  std::string s = "#include \"rv32_test.inc\"\n  TEST_BEGIN 1\n  la s0, rdata\n";
  for (const std::string& r : R) {
    std::snprintf(b, sizeof b, "  li %s, 0x%08x\n", r.c_str(), unsigned(g()));
    s += b;
  }
  if (fp)
    for (int i = 0; i < 8; ++i) {
      std::snprintf(b, sizeof b, "  flw f%d, %d(s0)\n", i, 4 * pick(64));
      s += b;
    }
  static const char* rr[] = {"add", "sub", "sll", "slt", "sltu", "xor", "srl", "sra", "or", "and",
                             "andn", "orn", "xnor", "min", "max", "minu", "maxu", "rol", "ror",
                             "mul", "mulh", "mulhsu", "mulhu"};
  static const char* ri[] = {"addi", "slti", "sltiu", "xori", "ori", "andi"};
  static const char* sh[] = {"slli", "srli", "srai", "rori"};
  static const char* un[] = {"clz", "ctz", "cpop", "sext.b", "sext.h", "zext.h", "orc.b", "rev8"};
  static const char* dv[] = {"div", "divu", "rem", "remu"};
  static const char* ld[] = {"lb", "lbu", "lh", "lhu", "lw"};
  static const char* st[] = {"sb", "sh", "sw"};
  static const char* br[] = {"beq", "bne", "blt", "bge", "bltu", "bgeu"};
  static const char* fo[] = {"fsgnj.s", "fsgnjn.s", "fsgnjx.s"};
  unsigned label = 0, skip = 0;
  for (unsigned i = 0; i < n; ++i) {
    const unsigned k = pick(100);
    if (k < 30) {
      const std::string a = src(), c = src();
      std::snprintf(b, sizeof b, "  %s %s, %s, %s\n", rr[pick(23)], dst().c_str(), a.c_str(), c.c_str());
    } else if (k < 42) {
      const std::string a = src();
      std::snprintf(b, sizeof b, "  %s %s, %s, %d\n", ri[pick(6)], dst().c_str(), a.c_str(), int(pick(4096)) - 2048);
    } else if (k < 48) {
      const std::string a = src();
      std::snprintf(b, sizeof b, "  %s %s, %s, %u\n", sh[pick(4)], dst().c_str(), a.c_str(), pick(32));
    } else if (k < 53) {
      const std::string a = src();
      std::snprintf(b, sizeof b, "  %s %s, %s\n", un[pick(8)], dst().c_str(), a.c_str());
    } else if (k < 55) {
      std::snprintf(b, sizeof b, "  %s %s, 0x%x\n", pick(2) ? "lui" : "auipc", dst().c_str(), pick(1 << 20));
    } else if (k < 57) {
      const std::string a = src(), c = src();
      std::snprintf(b, sizeof b, "  %s %s, %s, %s\n", dv[pick(4)], dst().c_str(), a.c_str(), c.c_str());
    } else if (k < 69) {
      const unsigned op = pick(5), size = op < 2 ? 1 : op < 4 ? 2 : 4;
      std::snprintf(b, sizeof b, "  %s %s, %u(s0)\n", ld[op], dst().c_str(), size * pick(256 / size));
    } else if (k < 79) {
      const unsigned op = pick(3), size = 1u << op;
      std::snprintf(b, sizeof b, "  %s %s, %u(s0)\n", st[op], src().c_str(), size * pick(256 / size));
    } else if (k < 86 && skip == 0) {
      // Forward branch over 1..3 instructions (taken or not: data decides).
      const std::string a = src(), c = src();
      skip = 1 + pick(3);
      std::snprintf(b, sizeof b, "  %s %s, %s, 8%03uf\n", br[pick(6)], a.c_str(), c.c_str(), label);
    } else if (k < 89 && skip == 0) {
      // A counted loop of 1..4 iterations around two dependent ALU instructions.
      const std::string d = dst(), a = src();
      std::snprintf(b, sizeof b,
                    "  li s1, %u\n7%03u:\n  add %s, %s, %s\n  xor %s, %s, s1\n  addi s1, s1, -1\n  bnez s1, 7%03ub\n",
                    1 + pick(4), label, d.c_str(), d.c_str(), a.c_str(), d.c_str(), d.c_str(), label);
      ++label;
    } else if (k < 91 && skip == 0) {
      std::snprintf(b, sizeof b, "  jal %s, 6%03uf\n  addi %s, %s, 1\n6%03u:\n", dst().c_str(), label,
                    R[0].c_str(), R[0].c_str(), label);
      ++label;
    } else if (k < 93 && skip == 0) {
      const std::string d = dst();
      std::snprintf(b, sizeof b, "  la %s, 5%03uf\n  jalr %s, 0(%s)\n  addi %s, %s, 1\n5%03u:\n", d.c_str(),
                    label, d.c_str(), d.c_str(), R[1].c_str(), R[1].c_str(), label);
      ++label;
    } else if (fp && k < 97) {
      const unsigned op = pick(4);
      if (op == 0) {
        std::snprintf(b, sizeof b, "  fmv.w.x %s, %s\n", fr().c_str(), src().c_str());
      } else if (op == 1) {
        std::snprintf(b, sizeof b, "  fmv.x.w %s, %s\n", dst().c_str(), fr().c_str());
      } else if (op == 2) {
        std::snprintf(b, sizeof b, "  fsw %s, %u(s0)\n", fr().c_str(), 4 * pick(64));
      } else {
        const std::string a = fr(), c = fr();
        std::snprintf(b, sizeof b, "  %s %s, %s, %s\n", fo[pick(3)], fr().c_str(), a.c_str(), c.c_str());
      }
    } else {
      std::snprintf(b, sizeof b, "  csrrw %s, mscratch, %s\n", dst().c_str(), src().c_str());
    }
    s += b;
    if (skip > 0 && --skip == 0) {
      std::snprintf(b, sizeof b, "8%03u:\n", label++);
      s += b;
    }
  }
  if (skip > 0) {
    std::snprintf(b, sizeof b, "8%03u:\n", label++);
    s += b;
  }
  for (std::size_t i = 0; i < R.size(); ++i) {
    std::snprintf(b, sizeof b, "  sw %s, %zu(s0)\n", R[i].c_str(), 256 + 4 * i);
    s += b;
  }
  if (fp)
    for (int i = 0; i < 8; ++i) {
      std::snprintf(b, sizeof b, "  fsw f%d, %d(s0)\n", i, 320 + 4 * i);
      s += b;
    }
  s += "  TEST_END\n  .data\n  .balign 4\nrdata:\n";
  for (int i = 0; i < 96; ++i) {
    std::snprintf(b, sizeof b, "  .word 0x%08x\n", unsigned(g()));
    s += b;
  }
  return s;
}

// Assembles `text` into `dir`/`name`.elf for configuration `cfg` (its linker script from the
// build); the test fails with the assembler's output if that does not work.
inline std::string assemble_random(const std::string& text, const std::string& dir,
                                   const std::string& name, const std::string& cfg) {
  const std::string src = dir + "/" + name + ".S", elf = dir + "/" + name + "_" + cfg + ".elf",
                    log = dir + "/" + name + ".log";
  {
    std::ofstream f(src);
    f << text;
  }
  const std::string cmd = std::string(KC_RISCV_GCC) +
                          " -march=rv32imf_zicsr_zifencei_zbb -mabi=ilp32f -nostdlib -nostartfiles"
                          " -Wl,--no-warn-rwx-segments -I" KC_RV32_TEST_SRC "/progs -T " KC_RV32_TEST_PROGS
                          "/" + cfg + "/link.ld " + src + " -o " + elf + " > " + log + " 2>&1";
  const int rc = std::system(cmd.c_str());
  if (rc != 0) {
    std::ifstream l(log);
    std::string msg((std::istreambuf_iterator<char>(l)), std::istreambuf_iterator<char>());
    INFO(msg);
    FAIL("assembling " << src << " failed");
  }
  return elf;
}

// A trace record's architectural content (everything but the cycle). The startup's `la sp`
// (stack at the DTCM end) differs between configurations in word and value; random bodies never
// use sp.
inline bool same_arch(const TraceRecord& a, const TraceRecord& b) {
  if (a.rd_we && b.rd_we && !a.rd_fp && !b.rd_fp && a.rd == 2 && b.rd == 2) return a.pc == b.pc;
  return a.pc == b.pc && a.insn == b.insn && a.rd_we == b.rd_we && a.rd_fp == b.rd_fp &&
         a.rd == b.rd && a.rd_wdata == b.rd_wdata && a.mem_we == b.mem_we && a.mem_re == b.mem_re &&
         a.mem_addr == b.mem_addr && a.mem_wdata == b.mem_wdata && a.mem_be == b.mem_be &&
         a.fflags == b.fflags && a.trap == b.trap && a.cause == b.cause && a.tval == b.tval;
}

}  // namespace kc::rv32::test
