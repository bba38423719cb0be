// Helpers the test targets share: scratch directories, whole-file text I/O, substring checks, and
// loading a constant into a register in plena assembly. Header-only; each target keeps its own
// thin wrappers (bound to its KC_TEST_OUT_DIR, with its own failure reporting).
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace kc::testsupport {

// The directory ROOT/NAME, emptied (created when missing).
inline std::string fresh_dir(const std::string& root, const std::string& name) {
  const std::filesystem::path d = std::filesystem::path(root) / name;
  std::filesystem::remove_all(d);
  std::filesystem::create_directories(d);
  return d.string();
}

// The bytes of a file; "" when it cannot be read.
inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Writes a file whole (truncating it); false when it cannot be written.
inline bool write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return bool(out);
}

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// "gpR = value" in plena assembly: one S_ADDI_INT for values below 2^18, else S_LUI_INT with the
// upper bits and S_ADDI_INT with the low 12.
inline std::string plena_load_immediate(unsigned reg, int64_t value) {
  const std::string r = "gp" + std::to_string(reg);
  if (value < (1 << 18)) return "S_ADDI_INT " + r + ", gp0, " + std::to_string(value) + "\n";
  return "S_LUI_INT " + r + ", " + std::to_string(value >> 12) + "\nS_ADDI_INT " + r + ", " + r + ", " +
         std::to_string(value & 0xFFF) + "\n";
}

}  // namespace kc::testsupport
