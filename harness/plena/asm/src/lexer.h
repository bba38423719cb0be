// Lexical level of plena assembly: lines, comments, tokens, numbers and register names.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "plena_isa_table.h"

namespace kc::plena::detail {

// The source split into lines ('\n'; a trailing '\r' is dropped). Always at least one line.
std::vector<std::string_view> split_lines(std::string_view text);

// A line split at its first comment start (';' or '//').
struct CodeAndComment {
  std::string_view code;     // text before the comment (the whole line if there is none)
  std::string_view comment;  // text after the comment marker
  unsigned comment_col = 0;  // 1-based column of the marker, 0 when there is no comment
  bool semicolon = false;    // the marker is ';'
};
CodeAndComment split_comment(std::string_view line);

enum class Tok { word, minus, comma, other, end };

// A token of the code part. `word` is a run of letters, digits, '_' and '.' (mnemonics,
// registers, numbers and anything that looks like them); `other` is one unexpected character
// (a UTF-8 sequence counts as one). The last token is `end`, positioned after the last one.
struct Token {
  Tok type;
  std::string_view text;
  unsigned col;  // 1-based column in the line
};
std::vector<Token> lex(std::string_view code);

// A number as written: decimal or 0x hex.
struct Number {
  enum Status { ok, too_large, invalid, binary } status = invalid;
  std::uint64_t value = 0;  // for ok, and for binary when its digits are valid
  bool binary_valid = false;
};
Number parse_number(std::string_view s);

// A register token: kind from the table's register prefixes (case-insensitive), then decimal
// digits. `number` saturates at 2^32.
struct RegisterRef {
  isa::Kind kind;
  std::uint64_t number;
};
std::optional<RegisterRef> parse_register(std::string_view s);

}  // namespace kc::plena::detail
