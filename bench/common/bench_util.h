// Helpers the simulation-speed benchmarks share (bench/<platform>/sim_speed.cpp).
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace kc::bench {

// The whole file; std::runtime_error naming it when it cannot be read.
inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream f(p);
  if (!f) throw std::runtime_error("cannot read " + p.string());
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// Simulated cycles over wall-clock seconds of one run; the default is "not run yet" (no speed), so
// the best of several runs is the one with the highest cps().
struct Speed {
  uint64_t cycles = 0;
  double seconds = 1e30;
  double cps() const { return double(cycles) / seconds; }
};

}  // namespace kc::bench
