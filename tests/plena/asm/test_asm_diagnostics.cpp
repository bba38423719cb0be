// Every diagnostic class of the assembler, provoked on purpose, with its exact position
// (file:line:col pointing at the offending token), message and hint.
#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <sstream>
#include <string>

#include "asm_test_util.h"
#include "kc/plena_asm.h"
#include "plena_isa_table.h"

namespace isa = kc::plena::isa;
using kc::test::diags;
using kc::test::one_diag;

TEST_CASE("plena.asm.diag.unknown_mnemonic") {
  CHECK(one_diag("V_ADDVF gp1, gp2, f1, 0") ==
        "t.asm:1:1: error: unknown mnemonic 'V_ADDVF'\n  hint: did you mean V_ADD_VF?\n");
  CHECK(one_diag("  s_addi gp1, gp0, 1") ==
        "t.asm:1:3: error: unknown mnemonic 's_addi'\n  hint: did you mean S_ADDI_INT?\n");
  CHECK(one_diag("C_LOOP_ED gp1") == "t.asm:1:1: error: unknown mnemonic 'C_LOOP_ED'\n  hint: did you mean C_LOOP_END?\n");
  CHECK(one_diag("FROBNICATE gp1") ==
        "t.asm:1:1: error: unknown mnemonic 'FROBNICATE'\n  hint: every instruction has a section headed `### MNEMONIC` in the ISA reference (grep_docs \"^### \" lists them)\n");
}

TEST_CASE("plena.asm.diag.reserved_mnemonic") {
  // Every reserved mnemonic is rejected with the table's reason.
  for (const auto& r : isa::kReserved) {
    INFO(r.name);
    CHECK(one_diag(std::string(r.name) + " gp1") ==
          "t.asm:1:1: error: " + std::string(r.name) + " is not available in this ISA version: " + r.reason + "\n");
  }
  CHECK(one_diag("m_bmm 0, gp1, gp2") ==
        "t.asm:1:1: error: M_BMM is not available in this ISA version: batched-head matmul; use M_MM per head (ISA "
        "co-design track)\n");
}

TEST_CASE("plena.asm.diag.operand_count") {
  CHECK(one_diag("V_ADD_VV gp1, gp2, gp3") ==
        "t.asm:1:1: error: V_ADD_VV takes 4 operands (rd, rs1, rs2, rmask), got 3\n");
  // Too many: points at the first extra operand.
  CHECK(one_diag("V_ADD_VV gp1, gp2, gp3, 0, 1") ==
        "t.asm:1:28: error: V_ADD_VV takes 4 operands (rd, rs1, rs2, rmask), got 5\n");
  CHECK(one_diag("V_RED_SUM f1") == "t.asm:1:1: error: V_RED_SUM takes 2 or 3 operands (fd, rs1[, rmask]), got 1\n");
  CHECK(one_diag("V_RED_MAX f1, gp2, 0, 0") ==
        "t.asm:1:23: error: V_RED_MAX takes 2 or 3 operands (fd, rs1[, rmask]), got 4\n");
  CHECK(one_diag("C_SET_STRIDE_REG") == "t.asm:1:1: error: C_SET_STRIDE_REG takes 1 operand (rs), got 0\n");
  CHECK(one_diag("M_MM gp2, gp3") == "t.asm:1:1: error: M_MM takes 3 operands (0, rs1, rs2), got 2\n");
  CHECK(one_diag("V_SUB_VF gp4, gp4, f0, 0") ==
        "t.asm:1:1: error: V_SUB_VF takes 5 operands (rd, rs1, fs2, rmask, rorder), got 4\n");
  // Optional operands take their default.
  CHECK(kc::plena::assemble("V_RED_SUM f1, gp2", "t.asm").words ==
        kc::plena::assemble("V_RED_SUM f1, gp2, 0", "t.asm").words);
}

TEST_CASE("plena.asm.diag.register_class") {
  CHECK(one_diag("V_ADD_VF gp1, gp2, gp2, 0") ==
        "t.asm:1:20: error: operand 3 of V_ADD_VF (fs2) must be an FP register f0..f7, got gp2\n");
  CHECK(one_diag("S_ADD_INT gp1, f1, gp2") ==
        "t.asm:1:16: error: operand 2 of S_ADD_INT (rs1) must be an integer register gp0..gp15, got f1\n");
  CHECK(one_diag("H_STORE_V gp3, gp6, gp2, 1, 0") ==
        "t.asm:1:21: error: operand 3 of H_STORE_V (aN) must be an address register a0..a7, got gp2\n");
  CHECK(one_diag("S_ADD_INT gp1, 5, gp2") ==
        "t.asm:1:16: error: operand 2 of S_ADD_INT (rs1) must be an integer register gp0..gp15, got 5\n");
  CHECK(one_diag("S_ADD_INT rd, gp1, gp2") ==
        "t.asm:1:11: error: operand 1 of S_ADD_INT (rd) must be an integer register gp0..gp15, got rd\n"
        "  hint: 'rd' is the operand's name in the reference; write a register, e.g. gp2\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, gp2") ==
        "t.asm:1:22: error: operand 3 of S_ADDI_INT (imm) must be an immediate (decimal or 0x hex), got gp2\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, SIZE") ==
        "t.asm:1:22: error: operand 3 of S_ADDI_INT (imm) must be an immediate (decimal or 0x hex), got SIZE\n"
        "  hint: there are no labels or symbolic constants: write the value\n");
}

TEST_CASE("plena.asm.diag.register_range") {
  CHECK(one_diag("V_ADD_VF gp1, gp2, f9, 0") == "t.asm:1:20: error: register f9 does not exist (f0..f7)\n");
  CHECK(one_diag("C_SET_ADDR_REG a8, gp0, gp1") == "t.asm:1:16: error: register a8 does not exist (a0..a7)\n");
  CHECK(one_diag("S_ADD_INT gp16, gp1, gp2") == "t.asm:1:11: error: register gp16 does not exist (gp0..gp15)\n");
  CHECK(one_diag("S_ADD_INT gp1, gp99999999999, gp2") ==
        "t.asm:1:16: error: register gp99999999999 does not exist (gp0..gp15)\n");
}

TEST_CASE("plena.asm.diag.immediate_too_large") {
  CHECK(one_diag("S_ADDI_INT gp1, gp0, 300000") ==
        "t.asm:1:22: error: immediate 300000 does not fit 18 bits (max 262143)\n"
        "  hint: build it with S_LUI_INT + S_ADDI_INT: S_LUI_INT gp1, 73; S_ADDI_INT gp1, gp1, 992\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp2, 0x40000") ==
        "t.asm:1:22: error: immediate 0x40000 does not fit 18 bits (max 262143)\n"
        "  hint: build it with S_LUI_INT + S_ADDI_INT, then add gp2: S_LUI_INT gp1, 64; S_ADD_INT gp1, gp1, gp2\n");
  CHECK(one_diag("S_ADDI_INT gp3, gp3, 300000") ==
        "t.asm:1:22: error: immediate 300000 does not fit 18 bits (max 262143)\n"
        "  hint: build it with S_LUI_INT + S_ADDI_INT in a free register gpT, then add it: S_LUI_INT gpT, 73; "
        "S_ADDI_INT gpT, gpT, 992; S_ADD_INT gp3, gp3, gpT\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, 4294967296") ==
        "t.asm:1:22: error: immediate 4294967296 does not fit 18 bits (max 262143)\n"
        "  hint: registers hold 32 bits: the largest constant is 4294967295 (0xffffffff)\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, 99999999999999999999999") ==
        "t.asm:1:22: error: immediate 99999999999999999999999 does not fit 18 bits (max 262143)\n"
        "  hint: registers hold 32 bits: the largest constant is 4294967295 (0xffffffff)\n");
  CHECK(one_diag("S_LUI_INT gp1, 4194304") ==
        "t.asm:1:16: error: immediate 4194304 does not fit 22 bits (max 4194303)\n"
        "  hint: S_LUI_INT rd, imm sets rd = imm << 12: for the constant v write v >> 12\n");
  CHECK(one_diag("S_LD_FP f1, gp0, 262144") ==
        "t.asm:1:18: error: immediate 262144 does not fit 18 bits (max 262143)\n"
        "  hint: the immediate is an offset added to a register: put the larger part of the address into the "
        "register\n");
  CHECK(one_diag("C_LOOP_START gp1, 4194304\nC_LOOP_END gp1") ==
        "t.asm:1:19: error: immediate 4194304 does not fit 22 bits (max 4194303)\n"
        "  hint: nest two loops to run more iterations\n");
  CHECK(diags("S_ADDI_INT gp1, gp0, 262143").empty());
  CHECK(one_diag("S_ADDI_INT gp1, gp0, 0b101") ==
        "t.asm:1:22: error: binary literals are not supported: 0b101\n  hint: write 5 or 0x5\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, 12ab") == "t.asm:1:22: error: invalid number '12ab' (write decimal or 0x hex)\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, 1.5") == "t.asm:1:22: error: invalid number '1.5' (write decimal or 0x hex)\n");
}

namespace {

// Runs the S_LUI_INT / S_ADDI_INT / S_ADD_INT sequence `text` ("a; b; c") on registers `gp`
// (a tiny model of the three instructions' documented operations) after checking it assembles.
void run_split(const std::string& text, std::map<unsigned, std::uint32_t>& gp) {
  std::string prog;
  std::stringstream ss(text);
  for (std::string ins; std::getline(ss, ins, ';');) prog += ins.substr(ins.find_first_not_of(' ')) + "\n";
  const auto r = kc::plena::assemble(prog, "split.asm");
  INFO(prog);
  REQUIRE(r.ok());
  for (std::uint32_t w : r.words) {
    const isa::Instr* in = isa::decode(w);
    REQUIRE(in != nullptr);
    const unsigned rd = isa::field_get(w, isa::Field::rd), rs1 = isa::field_get(w, isa::Field::rs1);
    if (in->op == isa::Op::S_LUI_INT) gp[rd] = isa::field_get(w, isa::Field::imm22) << 12;
    if (in->op == isa::Op::S_ADDI_INT) gp[rd] = gp[rs1] + isa::field_get(w, isa::Field::imm18);
    if (in->op == isa::Op::S_ADD_INT) gp[rd] = gp[rs1] + gp[isa::field_get(w, isa::Field::rs2)];
    gp[0] = 0;
  }
}

// The hint of assembling `line`, which must be one error with a hint.
std::string hint_of(const std::string& line) {
  const auto r = kc::plena::assemble(line, "t.asm");
  REQUIRE(r.diagnostics.size() == 1);
  return r.diagnostics[0].hint;
}

// The instructions of a "build it with ...: a; b; c" hint.
std::string sequence_of(const std::string& hint) { return hint.substr(hint.find(": ") + 2); }

}  // namespace

TEST_CASE("plena.asm.diag.addi_split_is_correct") {
  for (std::uint32_t v : {262144u, 300000u, 0x12345678u, 0xfffff000u, 0xffffffffu, 4096u * 1000u}) {
    INFO(v);
    {  // rd = gp0 + v
      std::map<unsigned, std::uint32_t> gp{{1, 77}};
      run_split(sequence_of(hint_of("S_ADDI_INT gp1, gp0, " + std::to_string(v))), gp);
      CHECK(gp[1] == v);
    }
    {  // rd = rs1 + v, rd != rs1
      std::map<unsigned, std::uint32_t> gp{{2, 1000}};
      run_split(sequence_of(hint_of("S_ADDI_INT gp1, gp2, " + std::to_string(v))), gp);
      CHECK(gp[1] == 1000u + v);
      CHECK(gp[2] == 1000u);
    }
    {  // rd = rd + v, through a scratch register
      std::map<unsigned, std::uint32_t> gp{{3, 5}};
      std::string seq = sequence_of(hint_of("S_ADDI_INT gp3, gp3, " + std::to_string(v)));
      for (std::size_t p; (p = seq.find("gpT")) != std::string::npos;) seq.replace(p, 3, "gp9");
      run_split(seq, gp);
      CHECK(gp[3] == 5u + v);
    }
  }
}

TEST_CASE("plena.asm.diag.flag_values") {
  CHECK(one_diag("V_ADD_VV gp1, gp2, gp3, 2") ==
        "t.asm:1:25: error: operand 4 of V_ADD_VV (rmask) must be 0 or 1, got 2\n");
  CHECK(one_diag("H_PREFETCH_V gp3, gp4, a0, 1, 1") ==
        "t.asm:1:31: error: operand 5 of H_PREFETCH_V (prec) must be 0, got 1\n"
        "  hint: HBM holds bf16 in this ISA version: the precision operand must be 0\n");
  CHECK(one_diag("V_SUB_VF gp4, gp4, f0, 0, gp1") ==
        "t.asm:1:27: error: operand 5 of V_SUB_VF (rorder) must be 0 or 1, got gp1\n");
  CHECK(diags("V_EXP_V gp3, gp3, 0x1").empty());  // hex flags are fine
}

TEST_CASE("plena.asm.diag.zero_placeholder") {
  CHECK(one_diag("M_MM gp1, gp2, gp3") ==
        "t.asm:1:6: error: operand 1 of M_MM is a placeholder and must be the literal 0, got gp1\n"
        "  hint: PLENA's syntax keeps a 0 where M_MM has no operand: M_MM 0, rs1, rs2\n");
  CHECK(one_diag("M_TMV 1, gp2, gp3") ==
        "t.asm:1:7: error: operand 1 of M_TMV is a placeholder and must be the literal 0, got 1\n"
        "  hint: PLENA's syntax keeps a 0 where M_TMV has no operand: M_TMV 0, rs1, rs2\n");
}

TEST_CASE("plena.asm.diag.nonzero") {
  CHECK(one_diag("C_LOOP_START gp0, 4\nC_LOOP_END gp0") ==
        "expected one diagnostic, got 2:\n"
        "t.asm:1:14: error: operand 1 of C_LOOP_START (rd) cannot be gp0\n"
        "  hint: gp0 cannot count a loop (it always reads 0): use gp1..gp15\n"
        "t.asm:2:12: error: operand 1 of C_LOOP_END (rd) cannot be gp0\n"
        "  hint: gp0 cannot count a loop (it always reads 0): use gp1..gp15\n");
}

TEST_CASE("plena.asm.diag.negative") {
  CHECK(one_diag("S_ADDI_INT gp1, gp1, -4") ==
        "t.asm:1:22: error: immediates are unsigned; there is no negative immediate \u2014 use S_SUB_INT\n");
  CHECK(one_diag("S_LD_FP f1, gp0, - 3") ==
        "t.asm:1:18: error: immediates are unsigned; there is no negative immediate \u2014 use S_SUB_INT\n");
  CHECK(one_diag("V_ADD_VV gp1, gp2, gp3, -1") ==
        "t.asm:1:25: error: operand 4 of V_ADD_VV (rmask) must be 0 or 1, got -1\n");
  CHECK(one_diag("S_ADD_INT gp1, -gp2, gp3") ==
        "t.asm:1:16: error: operand 2 of S_ADD_INT (rs1) must be an integer register gp0..gp15, got -gp2\n");
}

TEST_CASE("plena.asm.diag.garbage") {
  CHECK(one_diag("!!!") == "t.asm:1:1: error: expected an instruction mnemonic, got '!'\n");
  CHECK(one_diag("42 gp1") == "t.asm:1:1: error: expected an instruction mnemonic, got '42'\n");
  CHECK(one_diag("S_ADD_INT gp1, gp2, gp3 $") == "t.asm:1:25: error: unexpected character '$'\n");
  CHECK(one_diag("S_ADD_INT gp1, @gp2, gp3") == "t.asm:1:16: error: unexpected character '@'\n");
  CHECK(one_diag("S_ADD_INT gp1, gp2, gp3,") == "t.asm:1:25: error: expected an operand after ','\n");
  CHECK(one_diag("S_ADD_INT gp1,, gp3") == "t.asm:1:15: error: missing operand before ','\n");
  CHECK(one_diag("S_ADD_INT , gp1, gp3") == "t.asm:1:11: error: missing operand before ','\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, -") == "t.asm:1:22: error: expected a number after '-'\n");
  CHECK(one_diag("S_ADD_INT gp1, gp2, gp3 \xc3\xa9") == "t.asm:1:25: error: unexpected character '\\xc3\\xa9'\n");
  CHECK(one_diag(".word 0x12") ==
        "t.asm:1:1: error: directives are not supported: '.word'\n"
        "  hint: the assembler accepts instructions only; '.word' lines are how the disassembler shows words that "
        "encode no instruction\n");
  CHECK(one_diag("# comment") == "t.asm:1:1: error: expected an instruction mnemonic, got '#'\n");
}

TEST_CASE("plena.asm.diag.missing_comma") {
  CHECK(one_diag("V_ADD_VV gp1 gp2, gp3, 0") == "t.asm:1:14: error: missing ',' before 'gp2'\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0 5") == "t.asm:1:21: error: missing ',' before '5'\n");
  CHECK(one_diag("S_ADDI_INT gp1, gp0, 5 -3") == "t.asm:1:24: error: missing ',' before '-'\n");
}

TEST_CASE("plena.asm.diag.instruction_in_comment") {
  CHECK(one_diag("S_LUI_INT gp1, 73; S_ADDI_INT gp1, gp1, 992") ==
        "t.asm:1:18: warning: the instruction after ';' is ignored: ';' starts a comment\n"
        "  hint: write one instruction per line\n");
  // Ordinary trailing comments, a trailing ';' and commented-out lines are fine.
  CHECK(diags("S_LUI_INT gp1, 73 ; S_ADDI_INT comes next\n"
              "S_LUI_INT gp1, 73;\n"
              "; S_ADDI_INT gp1, gp1, 992\n"
              "S_LUI_INT gp1, 73 // S_ADDI_INT gp1, gp1, 992\n")
            .empty());
}

TEST_CASE("plena.asm.diag.imem_overflow") {
  const kc::plena::HwConfig* small = kc::plena::find_config("small");
  REQUIRE(small != nullptr);
  std::string prog;
  for (unsigned i = 0; i < small->imem_words; ++i) prog += "S_ADDI_INT gp0, gp0, 0\n";
  CHECK(diags(prog, small).empty());
  prog += "; one more\n  S_ADD_INT gp1, gp2, gp3\n";
  CHECK(one_diag(prog, small) == "t.asm:" + std::to_string(small->imem_words + 2) +
                                     ":3: error: program has " + std::to_string(small->imem_words + 1) +
                                     " instructions; the instruction memory of configuration 'small' holds " +
                                     std::to_string(small->imem_words) +
                                     "\n  hint: this is the first instruction that does not fit; use hardware loops "
                                     "instead of unrolling\n");
  CHECK(diags(prog).empty());  // no configuration, no limit
}

TEST_CASE("plena.asm.diag.loops") {
  // Closing in the wrong order.
  CHECK(one_diag("C_LOOP_START gp1, 2\n"
                 "C_LOOP_START gp2, 3\n"
                 "C_LOOP_END gp1\n") ==
        "t.asm:3:12: error: C_LOOP_END gp1 closes the loop opened at line 1, but the innermost open loop is gp2 "
        "(opened at line 2)\n"
        "  hint: close loops innermost first: C_LOOP_END gp2 comes first (the hardware faults with loop_mismatch)\n");
  // Unclosed loop.
  CHECK(one_diag("S_ADD_INT gp1, gp2, gp3\n  C_LOOP_START gp4, 2\n") ==
        "t.asm:2:3: error: C_LOOP_START gp4 has no matching C_LOOP_END\n"
        "  hint: close the loop after its body: C_LOOP_END gp4\n");
  // C_LOOP_END without a loop, and one naming no open loop.
  CHECK(one_diag("C_LOOP_END gp3") ==
        "t.asm:1:12: error: C_LOOP_END gp3 has no open loop to close (the hardware faults with loop_mismatch)\n");
  CHECK(one_diag("C_LOOP_START gp1, 2\nC_LOOP_END gp5\nC_LOOP_END gp1") ==
        "t.asm:2:12: error: C_LOOP_END gp5 does not close an open loop: the innermost open loop is gp1 (opened at "
        "line 1)\n  hint: C_LOOP_END names the counter register of the loop it closes\n");
  // Count 0 faults; a huge count is a warning; a reused counter register is a warning.
  CHECK(one_diag("C_LOOP_START gp1, 0\nC_LOOP_END gp1") ==
        "t.asm:1:19: error: operand 2 of C_LOOP_START (imm) cannot be 0\n"
        "  hint: a loop runs at least once; a count of 0 faults with loop_zero\n");
  CHECK(one_diag("C_LOOP_START gp1, 1000001\nC_LOOP_END gp1") ==
        "t.asm:1:19: warning: loop count 1000001 is above 1,000,000\n"
        "  hint: check the trip count: every iteration is simulated cycle by cycle\n");
  CHECK(diags("C_LOOP_START gp1, 1000000\nC_LOOP_END gp1").empty());
  CHECK(one_diag("C_LOOP_START gp1, 2\nC_LOOP_START gp1, 2\nC_LOOP_END gp1\nC_LOOP_END gp1") ==
        "t.asm:2:14: warning: gp1 already counts the loop opened at line 1\n"
        "  hint: each nested loop needs its own counter register\n");
  // Nesting deeper than the configuration's loop stack.
  const kc::plena::HwConfig* small = kc::plena::find_config("small");
  REQUIRE(small != nullptr);
  std::string deep, close;
  for (unsigned i = 1; i <= small->loop_depth + 1; ++i) {
    deep += "C_LOOP_START gp" + std::to_string(i) + ", 2\n";
    close = "C_LOOP_END gp" + std::to_string(i) + "\n" + close;
  }
  CHECK(diags(deep + close).empty());
  CHECK(one_diag(deep + close, small) ==
        "t.asm:" + std::to_string(small->loop_depth + 1) + ":1: error: loops nested " +
            std::to_string(small->loop_depth + 1) + " deep; configuration 'small' has " +
            std::to_string(small->loop_depth) + " loop levels (the hardware faults with loop_overflow)\n");
  // A bad counter operand does not cascade into nesting errors.
  CHECK(one_diag("C_LOOP_START gp16, 2\nC_LOOP_END gp1") ==
        "t.asm:1:14: error: register gp16 does not exist (gp0..gp15)\n");
}

TEST_CASE("plena.asm.diag.all_errors_sorted") {
  const auto ds = diags(
      "V_ADD_VV gp1, gp2, f1, 3\n"     // two errors on one line, in column order
      "; fine\n"
      "C_LOOP_START gp2, 2\n"          // unclosed: reported at its line, after earlier lines
      "FOO\n"
      "S_ADDI_INT gp1, gp0, -1 ; x\n");
  REQUIRE(ds.size() == 5);
  CHECK(ds[0] == "t.asm:1:20: error: operand 3 of V_ADD_VV (rs2) must be an integer register gp0..gp15, got f1\n");
  CHECK(ds[1] == "t.asm:1:24: error: operand 4 of V_ADD_VV (rmask) must be 0 or 1, got 3\n");
  CHECK(ds[2].rfind("t.asm:3:1: error: C_LOOP_START gp2 has no matching C_LOOP_END\n", 0) == 0);
  CHECK(ds[3].rfind("t.asm:4:1: error: unknown mnemonic 'FOO'\n", 0) == 0);
  CHECK(ds[4] == "t.asm:5:22: error: immediates are unsigned; there is no negative immediate \u2014 use S_SUB_INT\n");
  const auto r = kc::plena::assemble("V_ADD_VV gp1, gp2, f1, 3\nFOO\nC_LOOP_START gp1, 2000000\nC_LOOP_END gp1",
                                     "t.asm");
  CHECK(r.error_count() == 3);
  CHECK(r.warning_count() == 1);
  CHECK_FALSE(r.ok());
}

TEST_CASE("plena.asm.diag.format_with_source") {
  const std::string text = "S_LUI_INT gp1, 1\n\tS_ADDI_INT gp1, gp0, 300000 ; big\n";
  const auto r = kc::plena::assemble(text, "k.asm");
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(kc::plena::format_diagnostics(r, text, "k.asm") ==
        "k.asm:2:23: error: immediate 300000 does not fit 18 bits (max 262143)\n"
        "    2 |  S_ADDI_INT gp1, gp0, 300000 ; big\n"
        "      |                       ^~~~~~\n"
        "  hint: build it with S_LUI_INT + S_ADDI_INT: S_LUI_INT gp1, 73; S_ADDI_INT gp1, gp1, 992\n"
        "k.asm: 1 error, 0 warnings\n");
  const auto empty = kc::plena::assemble("; nothing\n", "e.asm");
  CHECK(empty.ok());
  CHECK(kc::plena::format_diagnostics(empty, "; nothing\n", "e.asm") ==
        "e.asm:1:1: warning: the program has no instructions\n"
        "    1 | ; nothing\n"
        "      | ^\n"
        "e.asm: 0 errors, 1 warning\n");
}

TEST_CASE("plena.asm.diag.labels") {
  CHECK(one_diag("foo:") ==
        "t.asm:1:1: error: labels are not supported: 'foo:'\n"
        "  hint: plena has no branches; control flow is hardware loops (C_LOOP_START / C_LOOP_END)\n");
  CHECK(one_diag("  loop1: S_ADDI_INT gp1, gp0, 1") ==
        "t.asm:1:3: error: labels are not supported: 'loop1:'\n"
        "  hint: plena has no branches; control flow is hardware loops (C_LOOP_START / C_LOOP_END)\n");
}

TEST_CASE("plena.asm.diag.loop_counter_written") {
  // Writing an open loop's counter is legal but flagged; reading it, or writing another register, is not.
  CHECK(one_diag("C_LOOP_START gp1, 4\nS_ADDI_INT gp1, gp0, 5\nC_LOOP_END gp1") ==
        "t.asm:2:12: warning: S_ADDI_INT writes gp1, the counter of the loop opened at line 1\n"
        "  hint: C_LOOP_END gp1 counts it down: writing it changes how often the loop runs\n");
  CHECK(one_diag("C_LOOP_START gp1, 4\nC_LOOP_START gp2, 4\nS_LD_INT gp1, gp0, 0\nC_LOOP_END gp2\nC_LOOP_END gp1") ==
        "t.asm:3:10: warning: S_LD_INT writes gp1, the counter of the loop opened at line 1\n"
        "  hint: C_LOOP_END gp1 counts it down: writing it changes how often the loop runs\n");
  const auto r = kc::plena::assemble("C_LOOP_START gp1, 4\nS_ADD_INT gp2, gp1, gp1\nS_ST_INT gp1, gp0, 0\nC_LOOP_END gp1\n"
                                     "S_ADDI_INT gp1, gp0, 5\n", "t.asm");
  CHECK(r.diagnostics.empty());
}
