// The plena assembler: lines -> statements -> words, and the program-level checks.
#include <string>

#include "asm_internal.h"
#include "kc/plena_asm.h"
#include "lexer.h"
#include "operand_text.h"

namespace kc::plena {

namespace detail {

void DiagSink::add(Severity s, unsigned line, unsigned col, unsigned len, std::string message, std::string hint) {
  out_->push_back({s, file_, line, col, len ? len : 1, std::move(message), std::move(hint)});
  if (s == Severity::error) ++errors_;
}
void DiagSink::error(unsigned line, unsigned col, unsigned len, std::string message, std::string hint) {
  add(Severity::error, line, col, len, std::move(message), std::move(hint));
}
void DiagSink::warning(unsigned line, unsigned col, unsigned len, std::string message, std::string hint) {
  add(Severity::warning, line, col, len, std::move(message), std::move(hint));
}

namespace {

// Bytes of a token for the caret (at least 1).
unsigned len_of(const Token& t) { return static_cast<unsigned>(t.text.size() ? t.text.size() : 1); }
// True if `s` starts with a decimal digit.
bool starts_with_digit(std::string_view s) { return !s.empty() && s[0] >= '0' && s[0] <= '9'; }

constexpr std::size_t kMaxSuggestions = 1000;

// The instruction named by the first token, or nullptr after reporting why there is none.
const isa::Instr* lookup_mnemonic(const Token& t, LineDiag& d) {
  if (t.type != Tok::word || starts_with_digit(t.text)) {
    d.error(t.col, len_of(t), "expected an instruction mnemonic, got '" + shown(t.text) + "'");
    return nullptr;
  }
  if (t.text[0] == '.') {
    d.error(t.col, len_of(t), "directives are not supported: '" + shown(t.text) + "'",
            "the assembler accepts instructions only; '.word' lines are how the disassembler shows words that "
            "encode no instruction");
    return nullptr;
  }
  if (const isa::Instr* in = isa::find(t.text)) return in;
  if (const isa::Reserved* r = isa::find_reserved(t.text)) {
    d.error(t.col, len_of(t), std::string(r->name) + " is not available in this ISA version: " + r->reason);
    return nullptr;
  }
  // A "did you mean" costs an edit distance against every mnemonic; the first thousand errors of
  // a file get one (far more than anyone is shown), the rest the general hint.
  const char* near = d.sink.errors() < kMaxSuggestions ? closest_mnemonic(t.text) : nullptr;
  d.error(t.col, len_of(t), "unknown mnemonic '" + shown(t.text) + "'",
          near ? std::string("did you mean ") + near + "?"
               : "every instruction has a section headed `### MNEMONIC` in the ISA reference (grep_docs \"^### \" "
                 "lists them)");
  return nullptr;
}

// Operands written after the mnemonic, from toks[i]: "op, op, ..." where op is a word with an
// optional '-'. nullopt after reporting a syntax error.
std::optional<std::vector<OperandTok>> parse_operands(const std::vector<Token>& toks, std::size_t i, LineDiag& d) {
  auto fail = [&d](const Token& at, std::string message) -> std::optional<std::vector<OperandTok>> {
    d.error(at.col, len_of(at), std::move(message));
    return std::nullopt;
  };
  auto unexpected = [&](const Token& t) { return fail(t, "unexpected character '" + shown(t.text) + "'"); };
  std::vector<OperandTok> ops;
  if (toks[i].type == Tok::end) return ops;
  for (;;) {
    const Token& t = toks[i];
    if (t.type == Tok::comma) return fail(t, "missing operand before ','");
    if (t.type == Tok::end) return fail(t, "expected an operand after ','");
    if (t.type == Tok::other) return unexpected(t);
    const bool neg = t.type == Tok::minus;
    if (neg && toks[++i].type != Tok::word) return fail(t, "expected a number after '-'");
    const Token& w = toks[i];
    ops.push_back({w.text, t.col, static_cast<unsigned>(w.col + w.text.size() - t.col), neg});
    const Token& n = toks[++i];
    if (n.type == Tok::end) return ops;
    if (n.type == Tok::other) return unexpected(n);
    if (n.type != Tok::comma) return fail(n, "missing ',' before '" + shown(n.text) + "'");
    ++i;
  }
}

// True if `in` accepts `n` operands; otherwise reports "X takes N operands (...), got n".
bool check_count(const isa::Instr& in, const Token& mn, const std::vector<OperandTok>& ops, LineDiag& d) {
  const std::size_t req = required_operands(in), max = in.num_operands;
  if (ops.size() >= req && ops.size() <= max) return true;
  std::string takes = std::to_string(req);
  if (max > req) takes += (max == req + 1 ? " or " : " to ") + std::to_string(max);
  const std::string msg = std::string(in.mnemonic) + " takes " + takes + (max == 1 ? " operand" : " operands") +
                          " (" + operand_list(in) + "), got " + std::to_string(ops.size());
  if (ops.size() > max)
    d.error(ops[max].col, ops[max].len, msg);
  else
    d.error(mn.col, len_of(mn), msg);
  return false;
}

// The statement on the code part of a line (see assemble_line).
std::optional<Statement> assemble_code(std::string_view code, LineDiag& d) {
  const std::vector<Token> toks = lex(code);
  if (toks[0].type == Tok::end) return std::nullopt;
  if (toks[0].type == Tok::word && toks[1].type == Tok::other && toks[1].text == ":") {
    d.error(toks[0].col, len_of(toks[0]) + 1, "labels are not supported: '" + shown(toks[0].text) + ":'",
            "plena has no branches; control flow is hardware loops (C_LOOP_START / C_LOOP_END)");
    return std::nullopt;
  }
  const isa::Instr* in = lookup_mnemonic(toks[0], d);
  if (!in) return std::nullopt;
  auto ops = parse_operands(toks, 1, d);
  if (!ops || !check_count(*in, toks[0], *ops, d)) return std::nullopt;
  Statement st;
  st.in = in;
  st.ops = std::move(*ops);
  st.line = d.line;
  st.col = toks[0].col;
  st.len = len_of(toks[0]);
  st.ok = true;
  for (unsigned i = 0; i < in->num_operands; ++i) {
    const auto v = i < st.ops.size() ? operand_value(*in, i, st.ops, d) : in->operands[i].default_value;
    st.valid[i] = v.has_value();
    st.values[i] = v.value_or(0);
    st.ok = st.ok && st.valid[i];
  }
  if (st.ok) st.word = isa::encode(*in, st.values.data(), in->num_operands);
  return st;
}

// True if `comment` (the text after a ';') is itself an error-free instruction.
bool is_instruction(std::string_view comment) {
  std::vector<Diagnostic> scratch;
  DiagSink sink("", &scratch);
  LineDiag d{sink, 0};
  const auto st = assemble_code(split_comment(comment).code, d);
  return st && st->ok;
}

}  // namespace

std::optional<Statement> assemble_line(std::string_view line, LineDiag& d) {
  const CodeAndComment cc = split_comment(line);
  auto st = assemble_code(cc.code, d);
  if (st && cc.semicolon && is_instruction(cc.comment))
    d.warning(cc.comment_col, 1, "the instruction after ';' is ignored: ';' starts a comment",
              "write one instruction per line");
  return st;
}

}  // namespace detail

namespace {

// Error if the program does not fit the configuration's instruction memory.
void check_imem(const std::vector<detail::Statement>& prog, const HwConfig& cfg, detail::DiagSink& sink) {
  if (prog.size() <= cfg.imem_words) return;
  const detail::Statement& first_out = prog[cfg.imem_words];
  sink.error(first_out.line, first_out.col, first_out.len,
             "program has " + std::to_string(prog.size()) + " instructions; the instruction memory of configuration '" +
                 cfg.name + "' holds " + std::to_string(cfg.imem_words),
             "this is the first instruction that does not fit; use hardware loops instead of unrolling");
}

}  // namespace

bool AsmResult::ok() const { return error_count() == 0; }
std::size_t AsmResult::error_count() const { return count_severity(diagnostics, Severity::error); }
std::size_t AsmResult::warning_count() const { return count_severity(diagnostics, Severity::warning); }

AsmResult assemble(std::string_view text, std::string_view filename, const HwConfig* cfg) {
  AsmResult r;
  detail::DiagSink sink(filename, &r.diagnostics);
  std::vector<detail::Statement> prog;
  const auto lines = detail::split_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    detail::LineDiag d{sink, static_cast<unsigned>(i + 1)};
    if (auto st = detail::assemble_line(lines[i], d)) prog.push_back(std::move(*st));
  }
  detail::check_loops(prog, cfg, sink);
  if (cfg) check_imem(prog, *cfg, sink);
  if (prog.empty() && sink.errors() == 0) sink.warning(1, 1, 1, "the program has no instructions");
  for (const auto& st : prog)
    if (st.ok) {
      r.words.push_back(st.word);
      r.lines.push_back(st.line);
    }
  sort_diagnostics(r.diagnostics);
  return r;
}

}  // namespace kc::plena
