#include "kc/raw32.h"

namespace kc {

std::string to_raw32(const std::vector<std::uint32_t>& words) {
  std::string bytes;
  bytes.reserve(words.size() * 4);
  for (std::uint32_t w : words)
    for (unsigned b = 0; b < 4; ++b) bytes.push_back(static_cast<char>((w >> (8 * b)) & 0xffu));
  return bytes;
}

std::optional<std::vector<std::uint32_t>> from_raw32(std::string_view bytes, std::string* error) {
  if (bytes.size() % 4 != 0) {
    if (error)
      *error = "size " + std::to_string(bytes.size()) +
               " bytes is not a multiple of 4 (raw32 holds 32-bit little-endian words)";
    return std::nullopt;
  }
  std::vector<std::uint32_t> words(bytes.size() / 4);
  for (std::size_t i = 0; i < words.size(); ++i)
    for (unsigned b = 0; b < 4; ++b)
      words[i] |= std::uint32_t(static_cast<unsigned char>(bytes[4 * i + b])) << (8 * b);
  return words;
}

}  // namespace kc
