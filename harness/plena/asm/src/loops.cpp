// Static loop checks: C_LOOP_START / C_LOOP_END nest like brackets keyed by their counter
// register (the hardware faults with loop_mismatch otherwise), counts are at least 1 (else
// loop_zero), and with a configuration the nesting fits its loop stack (else loop_overflow).
#include <string>

#include "asm_internal.h"
#include "operand_text.h"

namespace kc::plena::detail {

namespace {

// Loop counts above this are almost certainly a mistake on a cycle-accurate simulation.
constexpr std::uint32_t kLoopCountWarn = 1000000;

struct OpenLoop {
  int reg;  // counter register number, -1 if its operand had an error (matches any C_LOOP_END)
  const Statement* start;
};

// Counter register of a loop instruction, -1 if its operand had an error.
int loop_reg(const Statement& st) { return st.valid[0] ? static_cast<int>(st.values[0]) : -1; }
// "gp3".
std::string gp(int reg) { return reg_name(isa::Kind::gp, static_cast<unsigned>(reg)); }
// "line 12" for the statement's source line.
std::string at_line(const Statement& st) { return "line " + std::to_string(st.line); }

// Checks the count operand of a C_LOOP_START.
void check_count(const Statement& st, DiagSink& sink) {
  if (!st.valid[1]) return;
  const OperandTok& t = st.ops[1];
  if (st.values[1] > kLoopCountWarn)
    sink.warning(st.line, t.col, t.len, "loop count " + std::to_string(st.values[1]) + " is above 1,000,000",
                 "check the trip count: every iteration is simulated cycle by cycle");
}

// A C_LOOP_START: checks its count and counter register, pushes it, checks the depth.
void open_loop(const Statement& st, std::vector<OpenLoop>& stack, const HwConfig* cfg, DiagSink& sink) {
  check_count(st, sink);
  const int reg = loop_reg(st);
  for (const OpenLoop& l : stack)
    if (reg >= 0 && l.reg == reg)
      sink.warning(st.line, st.ops[0].col, st.ops[0].len,
                   gp(reg) + " already counts the loop opened at " + at_line(*l.start),
                   "each nested loop needs its own counter register");
  stack.push_back({reg, &st});
  if (cfg && stack.size() > cfg->loop_depth)
    sink.error(st.line, st.col, st.len,
               "loops nested " + std::to_string(stack.size()) + " deep; configuration '" + cfg->name + "' has " +
                   std::to_string(cfg->loop_depth) + " loop levels (the hardware faults with loop_overflow)");
}

// A C_LOOP_END: pops the innermost loop if it names its register; otherwise reports the
// mismatch and recovers (popping through the named loop if it is open).
void close_loop(const Statement& st, std::vector<OpenLoop>& stack, DiagSink& sink) {
  const int reg = loop_reg(st);
  const OperandTok& t = st.ops[0];
  const std::string me = std::string(st.in->mnemonic) + (reg >= 0 ? " " + gp(reg) : "");
  if (stack.empty()) {
    sink.error(st.line, t.col, t.len, me + " has no open loop to close (the hardware faults with loop_mismatch)");
    return;
  }
  const OpenLoop top = stack.back();
  if (reg < 0 || top.reg < 0 || top.reg == reg) {
    stack.pop_back();
    return;
  }
  const std::string inner = "the innermost open loop is " + gp(top.reg) + " (opened at " + at_line(*top.start) + ")";
  for (std::size_t j = stack.size(); j-- > 0;)
    if (stack[j].reg == reg) {
      sink.error(st.line, t.col, t.len, me + " closes the loop opened at " + at_line(*stack[j].start) + ", but " + inner,
                 "close loops innermost first: " + std::string(st.in->mnemonic) + " " + gp(top.reg) +
                     " comes first (the hardware faults with loop_mismatch)");
      stack.resize(j);
      return;
    }
  sink.error(st.line, t.col, t.len, me + " does not close an open loop: " + inner,
             std::string(st.in->mnemonic) + " names the counter register of the loop it closes");
}

}  // namespace

// An instruction inside open loops that writes one of their counter registers: legal (the
// kernel may change its trip count), but usually a register-allocation mistake.
void check_counter_write(const Statement& st, const std::vector<OpenLoop>& stack, DiagSink& sink) {
  if (st.in->num_operands == 0 || !st.valid[0] || st.in->unit != isa::Unit::scalar_int) return;
  const isa::Operand& dst = st.in->operands[0];
  if (dst.kind != isa::Kind::gp || st.in->op == isa::Op::S_ST_INT) return;   // S_ST_INT reads it
  const int reg = static_cast<int>(st.values[0]);
  for (const OpenLoop& l : stack)
    if (reg > 0 && l.reg == reg)
      sink.warning(st.line, st.ops[0].col, st.ops[0].len,
                   std::string(st.in->mnemonic) + " writes " + gp(reg) + ", the counter of the loop opened at " +
                       at_line(*l.start),
                   "C_LOOP_END " + gp(reg) + " counts it down: writing it changes how often the loop runs");
}

void check_loops(const std::vector<Statement>& prog, const HwConfig* cfg, DiagSink& sink) {
  std::vector<OpenLoop> stack;
  for (const Statement& st : prog) {
    if (st.in->op == isa::Op::C_LOOP_START) open_loop(st, stack, cfg, sink);
    else if (st.in->op == isa::Op::C_LOOP_END) close_loop(st, stack, sink);
    else check_counter_write(st, stack, sink);
  }
  const std::string end = isa::instr(isa::Op::C_LOOP_END).mnemonic;
  for (const OpenLoop& l : stack) {
    if (l.reg < 0) continue;  // its counter operand already has an error
    const Statement& st = *l.start;
    sink.error(st.line, st.col, st.len, std::string(st.in->mnemonic) + " " + gp(l.reg) + " has no matching " + end,
               "close the loop after its body: " + end + " " + gp(l.reg));
  }
}

}  // namespace kc::plena::detail
