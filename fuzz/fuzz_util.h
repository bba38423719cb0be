// Shared helpers of the libFuzzer targets (docs/fuzzing.md).
//
// A target feeds the input to one parser and lets only the exception types that parser documents
// pass. Anything else is a finding: a crash or a sanitizer report stops libFuzzer by itself, and an
// undocumented exception escaping is turned into one by finding(), which prints it and aborts (so
// libFuzzer saves the input as a crash artifact).
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <string>
#include <system_error>
#include <filesystem>

namespace kc::fuzz {

// Reports an undocumented outcome and aborts.
[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "==kc-fuzz== FINDING: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

// The same for an exception caught as std::exception or of an unknown type.
[[noreturn]] inline void undocumented_exception(const char* where) {
  try {
    throw;
  } catch (const std::exception& e) {
    finding(std::string(where) + ": undocumented exception escaped: " + e.what());
  } catch (...) {
    finding(std::string(where) + ": undocumented exception of a non-std type escaped");
  }
}

// A directory of this process in /dev/shm (memory-backed: no disk traffic per input), removed at
// exit. Targets whose parser reads a file write the input there.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& name) {
    std::filesystem::path base = std::filesystem::exists("/dev/shm") ? "/dev/shm" : std::filesystem::temp_directory_path();
    path_ = (base / ("kc-fuzz-" + name + "-" + std::to_string(::getpid()))).string();
    std::filesystem::create_directories(path_);
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  // Writes `data` to <dir>/<file> (replacing it) and returns the path.
  std::string write(const std::string& file, const uint8_t* data, std::size_t size) const {
    const std::string p = path_ + "/" + file;
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    if (!out) finding("cannot write the scratch file " + p);
    return p;
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace kc::fuzz
