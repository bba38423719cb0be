// plena disassembler: 32-bit words -> canonical assembly text.
//
// Canonical form: upper-case mnemonic, every operand written (optional ones too), ", " between
// operands, registers gpN / fN / aN, immediates in decimal. The assembler accepts it and
// re-encodes the same word. A word that encodes no instruction becomes
//   .word 0x0000002a  ; illegal: <reason>
// (the assembler does not accept .word: it is how the disassembler shows data it cannot name).
// A legal word the assembler would still reject (a `nonzero` operand that is 0, e.g. the gp0
// loop counter of C_LOOP_START gp0, 4) disassembles to its instruction text followed by
// "  ; not assemblable: <reason>".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kc::plena {

// Canonical text of `word` (no trailing newline).
std::string disassemble(std::uint32_t word);

// Why `word` encodes no instruction, or nullopt for a legal word. Reasons: "opcode 0x03 is
// reserved (M_BMM): <table reason>", "opcode 0x00 is not assigned", "V_RED_SUM: fd field = 8
// (allowed: f0..f7)", "V_RED_SUM: bit 14 must be 0" (several defects are joined with "; ").
std::optional<std::string> illegal_reason(std::uint32_t word);

// Why the assembler would reject legal `word` (a nonzero operand that is 0), or nullopt.
std::optional<std::string> unassemblable_reason(std::uint32_t word);

// Disassembly of a program, one line per word; with `addresses`, each line starts with the
// instruction index and the word: "0x0003  0x0000c801  M_MM 0, gp2, gp3".
std::string disassemble_program(const std::vector<std::uint32_t>& words, bool addresses);

}  // namespace kc::plena
