#include "lexer.h"

#include <cctype>
#include <cstring>

#include "operand_text.h"

namespace kc::plena::detail {

namespace {

// Characters of a `word` token, and whitespace between tokens.
bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Length of the "other" token at s[i]: one byte, or a whole UTF-8 sequence.
std::size_t other_length(std::string_view s, std::size_t i) {
  std::size_t n = 1;
  if (static_cast<unsigned char>(s[i]) >= 0xc0)
    while (i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xc0) == 0x80 && n < 4) ++n;
  return n;
}

// Value of a hex digit character, 99 for anything else.
int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}

// Value of `digits` in `base`: invalid for a bad digit or no digits, too_large beyond 2^64-1.
Number parse_digits(std::string_view digits, unsigned base) {
  Number n;
  if (digits.empty()) return n;
  std::uint64_t v = 0;
  bool overflow = false;
  for (char c : digits) {
    const int d = digit_value(c);
    if (d >= static_cast<int>(base)) return n;  // invalid
    if (v > (UINT64_MAX - static_cast<unsigned>(d)) / base) overflow = true;
    v = v * base + static_cast<unsigned>(d);
  }
  n.status = overflow ? Number::too_large : Number::ok;
  n.value = overflow ? UINT64_MAX : v;
  return n;
}

// True if `s` starts with `p`, ignoring ASCII case.
bool has_prefix_ci(std::string_view s, std::string_view p) {
  if (s.size() < p.size()) return false;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != std::tolower(static_cast<unsigned char>(p[i]))) return false;
  return true;
}

}  // namespace

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (;;) {
    const std::size_t nl = text.find('\n', start);
    std::string_view line = text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return lines;
}

CodeAndComment split_comment(std::string_view line) {
  CodeAndComment r;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const bool semi = line[i] == ';';
    if (semi || (line[i] == '/' && i + 1 < line.size() && line[i + 1] == '/')) {
      r.code = line.substr(0, i);
      r.comment = line.substr(i + (semi ? 1 : 2));
      r.comment_col = static_cast<unsigned>(i + 1);
      r.semicolon = semi;
      return r;
    }
  }
  r.code = line;
  return r;
}

std::vector<Token> lex(std::string_view code) {
  std::vector<Token> toks;
  std::size_t i = 0, end_col = 1;
  while (i < code.size()) {
    const char c = code[i];
    if (is_space(c)) {
      ++i;
      continue;
    }
    std::size_t n = 1;
    Tok t = Tok::other;
    if (is_word_char(c)) {
      t = Tok::word;
      while (i + n < code.size() && is_word_char(code[i + n])) ++n;
    } else if (c == '-') {
      t = Tok::minus;
    } else if (c == ',') {
      t = Tok::comma;
    } else {
      n = other_length(code, i);
    }
    toks.push_back({t, code.substr(i, n), static_cast<unsigned>(i + 1)});
    i += n;
    end_col = i + 1;
  }
  toks.push_back({Tok::end, std::string_view(), static_cast<unsigned>(end_col)});
  return toks;
}

Number parse_number(std::string_view s) {
  if (has_prefix_ci(s, "0x")) return parse_digits(s.substr(2), 16);
  if (has_prefix_ci(s, "0b")) {
    Number b = parse_digits(s.substr(2), 2);
    Number r;
    r.status = Number::binary;
    r.binary_valid = b.status == Number::ok;
    r.value = b.value;
    return r;
  }
  return parse_digits(s, 10);
}

std::optional<RegisterRef> parse_register(std::string_view s) {
  std::optional<RegisterRef> best;
  std::size_t best_len = 0;
  for (unsigned k = 0; k < isa::kNumKinds; ++k) {
    const auto kind = static_cast<isa::Kind>(k);
    if (!is_register_kind(kind)) continue;
    const std::string_view prefix = isa::kKinds[k].reg_prefix;
    if (!has_prefix_ci(s, prefix) || prefix.size() <= best_len) continue;
    const Number n = parse_digits(s.substr(prefix.size()), 10);
    if (n.status == Number::invalid) continue;
    const std::uint64_t cap = std::uint64_t(1) << 32;
    best = RegisterRef{kind, n.status == Number::ok && n.value < cap ? n.value : cap};
    best_len = prefix.size();
  }
  return best;
}

}  // namespace kc::plena::detail
