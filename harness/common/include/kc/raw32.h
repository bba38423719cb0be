// raw32: the binary program format of the command-line tools — 32-bit instruction words,
// little-endian, back to back, no header.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kc {

// The bytes of `words` in raw32 format (4 bytes per word, little-endian).
std::string to_raw32(const std::vector<std::uint32_t>& words);

// The words of raw32 `bytes`; nullopt with `*error` set when the size is not a multiple of 4.
std::optional<std::vector<std::uint32_t>> from_raw32(std::string_view bytes, std::string* error);

}  // namespace kc
