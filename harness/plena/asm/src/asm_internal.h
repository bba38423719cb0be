// Internal pieces of the plena assembler shared by its source files.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kc/diagnostic.h"
#include "plena_configs.h"
#include "plena_isa_table.h"

namespace kc::plena::detail {

// Collects diagnostics of one file.
class DiagSink {
 public:
  DiagSink(std::string_view file, std::vector<Diagnostic>* out) : file_(file), out_(out) {}
  void error(unsigned line, unsigned col, unsigned len, std::string message, std::string hint = "");
  void warning(unsigned line, unsigned col, unsigned len, std::string message, std::string hint = "");
  std::size_t errors() const { return errors_; }

 private:
  void add(Severity s, unsigned line, unsigned col, unsigned len, std::string message, std::string hint);
  std::string file_;
  std::vector<Diagnostic>* out_;
  std::size_t errors_ = 0;
};

// Diagnostics of one source line.
struct LineDiag {
  DiagSink& sink;
  unsigned line;
  void error(unsigned col, unsigned len, std::string message, std::string hint = "") {
    sink.error(line, col, len, std::move(message), std::move(hint));
  }
  void warning(unsigned col, unsigned len, std::string message, std::string hint = "") {
    sink.warning(line, col, len, std::move(message), std::move(hint));
  }
};

// One operand as written: an optional '-' and a word.
struct OperandTok {
  std::string_view text;  // the word, without the '-'
  unsigned col;           // column of the operand (of the '-' when negative)
  unsigned len;           // bytes from col to the end of the word
  bool negative;
};

// One assembled instruction with where it came from.
struct Statement {
  const isa::Instr* in = nullptr;
  std::vector<OperandTok> ops;
  std::array<std::uint32_t, isa::kMaxOperands> values{};  // every operand, defaults filled in
  std::array<bool, isa::kMaxOperands> valid{};            // values[i] passed its checks
  bool ok = false;                                         // every operand valid: `word` is set
  std::uint32_t word = 0;
  unsigned line = 0;
  unsigned col = 0;  // of the mnemonic
  unsigned len = 0;
};

// Parses and checks one line; nullopt for a line without an instruction or with a syntax error
// (reported to `d`). A statement whose operands have errors comes back with ok == false (its
// valid operands still count for the loop checks).
std::optional<Statement> assemble_line(std::string_view line, LineDiag& d);

// Value of operand `i` of `in` as written in ops[i], or nullopt after reporting why it is not
// allowed. `ops` are all operands of the statement (for hints that name other operands).
std::optional<std::uint32_t> operand_value(const isa::Instr& in, unsigned i, const std::vector<OperandTok>& ops,
                                           LineDiag& d);

// Program-level checks: static loop nesting, loop counts, loop depth (with cfg).
void check_loops(const std::vector<Statement>& prog, const HwConfig* cfg, DiagSink& sink);

// The instruction mnemonic closest to `word` by edit distance, or nullptr if none is close.
const char* closest_mnemonic(std::string_view word);

}  // namespace kc::plena::detail
