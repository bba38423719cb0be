// Random-program co-simulation: the platform's RTL against its functional simulator (ISS) on
// constrained-random programs, shrinking of diverging programs, and first-divergence reports
// (docs/regression.md). A platform offers it through Platform::cosim(); `kernelcraft cosim` and
// the shrinker here use only this interface.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kc {

// One co-simulation program: the platform's generator output for `seed` (its initial memory
// image always comes from the seed), with `words` replacing the generated instructions when set.
// Or a run bundle's program (`bundle` = its run.json), started from the bundle's preloads.
struct CosimProgram {
  uint64_t seed = 0;
  std::optional<std::vector<uint32_t>> words;
  std::string bundle = {};
};

// The outcome of one program.
struct CosimVerdict {
  uint64_t seed = 0;
  std::vector<uint32_t> words;   // the instructions that ran
  bool legal = false;            // the ISS ran the program to its end (no fault, no illegal word)
  bool diverged = false;         // legal, and the RTL's complete end state differs from the ISS's
  std::string iss_status;        // "halted", "fault", ...
  std::string rtl_status;        // "" when the RTL did not run (illegal program)
  uint64_t instructions = 0;     // executed by the ISS
  uint64_t cycles = 0;           // RTL cycles
  std::string diff;              // the differences, expected (ISS) vs actual (RTL)
};

// Where the first instruction with a differing architectural effect is.
struct FirstDivergence {
  uint64_t index = 0;            // dynamic instruction index (0 = the first executed)
  uint32_t pc = 0;               // its pc (instruction index in the program)
  uint32_t word = 0;
  std::string text;              // its assembly text
  uint64_t cycle = 0;            // RTL cycle it issued on
  std::string diff;              // state after it: expected (ISS) vs actual (RTL)
  std::string fst, gtkw;         // waveform window and GTKWave save file ("" when not written)
  uint64_t from_cycle = 0, to_cycle = 0;
};

struct CosimTrace {
  std::string fst;               // FST waveform to write
  std::string gtkw;              // GTKWave save file to write
  uint64_t window = 40;          // cycles either side of the diverging instruction
};

class CosimSupport {
 public:
  virtual ~CosimSupport() = default;
  // Hardware configurations the co-simulation runner was built with.
  virtual std::vector<std::string> hw_configs() const = 0;
  // Runs `programs` on configuration `hw` (one runner process); one verdict each, in order.
  // Throws std::runtime_error when the runner cannot run or answers nonsense.
  virtual std::vector<CosimVerdict> run(const std::string& hw, const std::vector<CosimProgram>& programs) const = 0;
  // The first divergence of a diverging program (nullopt when it does not diverge), with the
  // waveform window when `trace` is given.
  virtual std::optional<FirstDivergence> locate(const std::string& hw, const CosimProgram& program,
                                                const std::optional<CosimTrace>& trace) const = 0;
  // Simpler variants of one instruction word (operands towards zero), for the shrinker; may be empty.
  virtual std::vector<uint32_t> simplify(uint32_t word) const = 0;
  // The program as assembly text, one instruction per line in pc order (so line = pc + 1).
  virtual std::string assembly(const std::vector<uint32_t>& words) const = 0;
};

// Shrinking (delta debugging): the smallest program found that still diverges. Removes chunks of
// instructions (halves, quarters, ... single instructions), then simplifies operands word by word,
// keeping a candidate only when `support` says it is legal and still diverges. Each round's
// candidates go to the runner together. `log` (may be empty) hears one line per accepted step.
struct ShrinkResult {
  std::vector<uint32_t> words;
  unsigned rounds = 0;           // runner calls
  unsigned candidates = 0;       // programs tried
};
ShrinkResult shrink_program(const CosimSupport& support, const std::string& hw, uint64_t seed,
                            const std::vector<uint32_t>& words, const std::function<void(const std::string&)>& log);

}  // namespace kc
