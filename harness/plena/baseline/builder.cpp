#include "builder.h"

#include <cstdarg>
#include <cstdio>
#include <stdexcept>

namespace kc::plena::baseline {

std::string fmt(const char* f, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, f);
  std::vsnprintf(buf, sizeof buf, f, ap);
  va_end(ap);
  return buf;
}

namespace {

constexpr uint64_t kImm18 = (1u << 18) - 1;

}  // namespace

Asm::Asm(const HwConfig& hw_cfg, const kc::TaskInstance& instance) : hw(hw_cfg), inst(instance) {}

Gp Asm::gp(const std::string& purpose) {
  for (int n = 1; n < 16; ++n)
    if (gp_use_[n].empty()) {
      gp_use_[n] = purpose;
      return {n};
    }
  std::string held;
  for (int n = 1; n < 16; ++n) held += " gp" + std::to_string(n) + "=" + gp_use_[n];
  throw std::runtime_error("baseline generator ran out of gp registers for '" + purpose + "':" + held);
}

Fr Asm::fr(const std::string& purpose) {
  for (int n = 1; n < 8; ++n)
    if (f_use_[n].empty()) {
      f_use_[n] = purpose;
      return {n};
    }
  throw std::runtime_error("baseline generator ran out of FP registers for '" + purpose + "'");
}

void Asm::free(Gp r) { gp_use_[r.n].clear(); }
void Asm::free(Fr r) { f_use_[r.n].clear(); }

void Asm::op(const std::string& text, const std::string& comment) {
  std::string line(std::size_t(2 * indent_), ' ');
  line += text;
  if (!comment.empty()) {
    if (line.size() < 40) line.append(40 - line.size(), ' ');
    line += " ; " + comment;
  }
  lines_.push_back(line);
  ++count_;
}

void Asm::comment(const std::string& text) { lines_.push_back(std::string(std::size_t(2 * indent_), ' ') + "; " + text); }

void Asm::section(const std::string& title) {
  lines_.push_back("");
  comment("---- " + title + " ----");
}

void Asm::rewind(const Mark& m) {
  if (m.lines > lines_.size() || m.count > count_) throw std::logic_error("Asm::rewind past the end");
  lines_.resize(m.lines);
  count_ = m.count;
  indent_ = m.indent;
}

std::string Asm::text() const {
  std::string s;
  for (const auto& l : lines_) s += l + "\n";
  return s;
}

void Asm::set(Gp r, uint64_t value, const std::string& comment) {
  if (value > 0xFFFFFFFFull) throw std::runtime_error(fmt("constant %llu does not fit 32 bits", (unsigned long long)value));
  if (value <= kImm18) {
    op(fmt("S_ADDI_INT %s, gp0, %llu", g(r).c_str(), (unsigned long long)value), comment);
    return;
  }
  op(fmt("S_LUI_INT %s, %llu", g(r).c_str(), (unsigned long long)(value >> 12)), comment);
  if (value & 0xFFF) op(fmt("S_ADDI_INT %s, %s, %llu", g(r).c_str(), g(r).c_str(), (unsigned long long)(value & 0xFFF)));
}

void Asm::add(Gp r, Gp src, int64_t delta, const std::string& comment) {
  if (delta >= 0 && uint64_t(delta) <= kImm18) {
    if (delta == 0 && r.n == src.n) return;
    op(fmt("S_ADDI_INT %s, %s, %lld", g(r).c_str(), g(src).c_str(), (long long)delta), comment);
    return;
  }
  Gp t = gp("scratch");
  set(t, uint64_t(delta < 0 ? -delta : delta));
  op(fmt("%s %s, %s, %s", delta < 0 ? "S_SUB_INT" : "S_ADD_INT", g(r).c_str(), g(src).c_str(), g(t).c_str()), comment);
  free(t);
}

unsigned Asm::const_slot(const std::string& name) const {
  const auto it = inst.spec->platforms.find("plena");
  if (it != inst.spec->platforms.end())
    for (const auto& c : it->second.constants)
      if (c.name == name) return c.slot;
  throw std::runtime_error("task " + inst.spec->id + " has no FP_MEM constant named '" + name + "'");
}

void Asm::load_const(Fr fr_, const std::string& name) {
  op(fmt("S_LD_FP %s, gp0, %u", f(fr_).c_str(), const_slot(name)), name);
}

void Asm::loop(uint64_t n, const std::string& what, const std::function<void()>& body) {
  if (n == 0) return;
  if (n == 1) {
    body();
    return;
  }
  Gp c = gp("loop: " + what);
  op(fmt("C_LOOP_START %s, %llu", g(c).c_str(), (unsigned long long)n), what);
  ++indent_;
  body();
  --indent_;
  op(fmt("C_LOOP_END %s", g(c).c_str()));
  free(c);
}

int64_t Asm::address(const std::string& tensor) const {
  const auto it = inst.address.find(tensor);
  if (it == inst.address.end()) throw std::runtime_error("task " + inst.spec->id + " has no tensor '" + tensor + "'");
  return it->second;
}

const std::vector<int64_t>& Asm::shape(const std::string& tensor) const {
  for (const auto& t : inst.tensors)
    if (t.name == tensor) return t.shape;
  throw std::runtime_error("task " + inst.spec->id + " has no tensor '" + tensor + "'");
}

std::string Asm::where() const {
  return "task " + inst.spec->id + " " + inst.config->name + " on hardware " + hw.name;
}

int64_t Asm::param(const std::string& name) const {
  const auto it = inst.config->params.find(name);
  if (it == inst.config->params.end()) throw std::runtime_error("task " + inst.spec->id + " has no param '" + name + "'");
  return it->second;
}

}  // namespace kc::plena::baseline
