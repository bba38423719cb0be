// Asm: the assembly builder every baseline generator writes through.
//
// It emits plena assembly text line by line and takes care of what every template needs:
// register allocation (gp1..gp15, f1..f7, with a purpose shown in comments), constants of any
// size (S_LUI_INT + S_ADDI_INT), pointer arithmetic by any signed amount, hardware loops (a
// counter register per loop, loops of one iteration inlined, loops of zero omitted), and lookups
// into the task instance (tensor addresses and shapes, FP_MEM constant slots by name).
// Generators compose these into templates; the result is checked by the real assembler in tests.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "kc/task.h"
#include "plena_configs.h"

namespace kc::plena::baseline {

// A general-purpose register (gp1..gp15) or an FP register (f1..f7) held by a generator.
struct Gp {
  int n = 0;
};
struct Fr {
  int n = 0;
};

class Asm {
 public:
  Asm(const HwConfig& hw, const kc::TaskInstance& inst);

  const HwConfig& hw;
  const kc::TaskInstance& inst;

  // ---- registers ----
  // Allocates the lowest free register; throws std::runtime_error when none is left.
  Gp gp(const std::string& purpose);
  Fr fr(const std::string& purpose);
  void free(Gp r);
  void free(Fr r);

  // ---- emission ----
  // One instruction: `text` is the instruction as assembly ("V_ADD_VV gp3, gp1, gp2, 0").
  void op(const std::string& text, const std::string& comment = "");
  void comment(const std::string& text);
  void section(const std::string& title);   // blank line + banner comment
  std::string text() const;
  std::size_t instructions() const { return count_; }

  // ---- checkpoints ----
  // A template that must fit the instruction memory can emit one variant, measure it with
  // instructions(), and rewind to try a more compact one. rewind() drops the lines emitted since
  // the mark; register allocations are not tracked (free what the attempt allocated first).
  struct Mark {
    std::size_t lines = 0, count = 0;
    int indent = 0;
  };
  Mark mark() const { return {lines_.size(), count_, indent_}; }
  void rewind(const Mark& m);

  // ---- values ----
  // r = value (any 32-bit value: one S_ADDI_INT, or S_LUI_INT + S_ADDI_INT).
  void set(Gp r, uint64_t value, const std::string& comment = "");
  // r = src + delta (any signed delta; large or negative deltas use a scratch register).
  void add(Gp r, Gp src, int64_t delta, const std::string& comment = "");
  // f = FP_MEM[slot of constant `name`] (the task's constants; throws if the task has none so named).
  void load_const(Fr f, const std::string& name);
  unsigned const_slot(const std::string& name) const;

  // ---- loops ----
  // Runs `body` n times in a hardware loop (n == 1: inline, n == 0: nothing). `body` receives the
  // iteration count (for comments only: the code is the same every iteration).
  void loop(uint64_t n, const std::string& what, const std::function<void()>& body);

  // ---- the task ----
  int64_t address(const std::string& tensor) const;            // HBM element address
  const std::vector<int64_t>& shape(const std::string& tensor) const;
  int64_t param(const std::string& name) const;
  // "task ID CONFIG on hardware HW": where a generator's error happened.
  std::string where() const;

  // Register names as the assembler writes them.
  static std::string g(Gp r) { return "gp" + std::to_string(r.n); }
  static std::string f(Fr r) { return "f" + std::to_string(r.n); }

 private:
  std::vector<std::string> lines_;
  std::array<std::string, 16> gp_use_{};   // purpose of each held gp register ("" = free)
  std::array<std::string, 8> f_use_{};
  std::size_t count_ = 0;
  int indent_ = 0;
};

// printf-style formatting for instruction text.
std::string fmt(const char* f, ...) __attribute__((format(printf, 1, 2)));

}  // namespace kc::plena::baseline
