// How operands and their allowed values are written — shared by the assembler's messages and the
// disassembler, all derived from the ISA table's operand metadata.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "plena_isa_table.h"

namespace kc::plena::detail {

// True for kinds written as a register (prefix + number).
bool is_register_kind(isa::Kind k);

// Register name: reg_name(Kind::gp, 3) == "gp3".
std::string reg_name(isa::Kind k, std::uint64_t n);

// Smallest value the operand allows (1 for nonzero operands, else 0).
std::uint32_t min_value(const isa::Operand& op);

// Canonical text of operand value `v`: a register name, or the value in decimal.
std::string operand_text(const isa::Operand& op, std::uint32_t v);

// Allowed values as in the ISA reference: "gp1..gp15", "f0..f7", "0, 1", "0", "0..262143".
std::string allowed_text(const isa::Operand& op);

// What the operand must be, for "must be ..." messages: "an integer register gp0..gp15",
// "an FP register f0..f7", "an address register a0..a7", "an immediate (decimal or 0x hex)",
// "0 or 1", "the literal 0".
std::string expected_text(const isa::Operand& op);

// Operand list as in the reference: "rd, rs1, fs2, rmask" or "fd, rs1[, rmask]".
std::string operand_list(const isa::Instr& in);

// Number of operands that must be written (the operands minus the trailing optional ones).
std::size_t required_operands(const isa::Instr& in);

// `s` for a message: at most 40 bytes (longer gets "..."), bytes outside printable ASCII as \xNN.
std::string shown(std::string_view s);

// Upper-case ASCII copy of `s`.
std::string upper(std::string_view s);

// "0x" + 8 lower-case hex digits.
std::string hex8(std::uint32_t w);

}  // namespace kc::plena::detail
