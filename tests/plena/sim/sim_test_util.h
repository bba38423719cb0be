// Helpers of the kc-sim-plena process tests: programs encoded with the generated ISA table, bf16
// data files, run bundles in a per-test directory, and running the real kc-sim-plena binary.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "kc/run_bundle.h"

namespace kc::simtest {

// ---- programs ----------------------------------------------------------------------------------

// A program under construction: instruction words from mnemonics and operand values (in the
// ISA table's assembly order, e.g. H_PREFETCH_V rd, rs1, aN, rstride, prec).
class Program {
 public:
  // Appends one instruction; fails the test for an unknown mnemonic or a wrong operand count.
  Program& op(const char* mnemonic, std::initializer_list<uint32_t> operands);
  // Appends a raw word (illegal instructions).
  Program& word(uint32_t w);
  // gp[rd] = value (S_LUI_INT + S_ADDI_INT).
  Program& li(unsigned rd, uint32_t value);
  // Index the next instruction will get.
  uint32_t pc() const { return uint32_t(words_.size()); }
  const std::vector<uint32_t>& words() const { return words_; }

 private:
  std::vector<uint32_t> words_;
};

// ---- data --------------------------------------------------------------------------------------

uint16_t bf16(double v);                      // round to bf16 (RNE)
double from_bf16(uint16_t b);                 // exact value
std::vector<uint8_t> bf16_bytes(const std::vector<double>& values);  // little-endian bf16
std::vector<double> bf16_values(const std::vector<uint8_t>& bytes);
std::vector<uint8_t> u32_bytes(const std::vector<uint32_t>& words);
std::vector<uint32_t> u32_values(const std::vector<uint8_t>& bytes);

// ---- bundles and runs --------------------------------------------------------------------------

struct Proc {
  int status = -1;   // exit status (or 128 + signal)
  std::string out;   // stdout
  std::string err;   // stderr
};

// A fresh directory KC_TEST_OUT_DIR/<name> holding one run bundle and its outputs.
class BundleDir {
 public:
  explicit BundleDir(const std::string& name);
  const std::string& dir() const { return dir_; }
  std::string path(const std::string& file) const { return dir_ + "/" + file; }

  void write(const std::string& file, const std::vector<uint8_t>& bytes) const;
  void write_text(const std::string& file, const std::string& text) const;
  void write_program(const std::string& file, const Program& p) const;
  std::vector<uint8_t> read(const std::string& file) const;  // fails the test if missing
  bool exists(const std::string& file) const;

  // Writes `b` as run.json (relative names are relative to this directory).
  void write_bundle(const RunBundle& b) const;
  // Runs kc-sim-plena on run.json with extra arguments.
  Proc run(const std::string& args = "") const;
  // Runs and requires exit 0; returns result.json (or the --result file named `result`).
  RunResult run_ok(const std::string& args = "", const std::string& result = "result.json") const;

 private:
  std::string dir_;
};

// A bundle for `config` running program file prog.bin, max_cycles 1e6, no preload/dump/trace.
RunBundle basic_bundle(const std::string& config = "small");

// The counter `name` of `r` (fails the test if absent).
uint64_t counter(const RunResult& r, const std::string& name);

}  // namespace kc::simtest
