// SHA-256 (FIPS 180-4) for content hashes: kernel texts, simulator binaries, task files, cache
// keys. Small and dependency-free; not for secrets.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kc {

class Sha256 {
 public:
  Sha256();
  // Feeds more bytes.
  void update(const void* data, std::size_t size);
  void update(std::string_view s) { update(s.data(), s.size()); }
  // The digest as 64 lowercase hex digits; the object must not be updated afterwards.
  std::string hex();

 private:
  void block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buf_[64];
  std::size_t used_ = 0;
  uint64_t total_ = 0;
};

// Hex SHA-256 of `data`.
std::string sha256_hex(std::string_view data);

// Hex SHA-256 of a file's bytes, or nullopt if it cannot be read.
std::optional<std::string> sha256_file(const std::string& path);

}  // namespace kc
