#include "plena_onchip.h"

#include <cstring>

namespace kc::plena {

std::optional<DebugSpace> debug_space(std::string_view name) {
  if (name == "vram") return DebugSpace{Space::vram, 2, 2};
  if (name == "mram") return DebugSpace{Space::mram, 2, 2};
  if (name == "fp_mem") return DebugSpace{Space::fp_mem, 1, 2};
  if (name == "int_mem") return DebugSpace{Space::int_mem, 1, 4};
  return std::nullopt;
}

OnChipImage::OnChipImage(DebugSpace d, uint64_t elems)
    : d_(d),
      image_(elems * d.elem_bytes, 0),
      touched_((elems + d.elems_per_word - 1) / d.elems_per_word, false) {}

void OnChipImage::put(uint64_t addr, const std::vector<uint8_t>& bytes) {
  const uint64_t n = bytes.size() / d_.elem_bytes;
  if (n == 0) return;
  std::memcpy(image_.data() + addr * d_.elem_bytes, bytes.data(), n * d_.elem_bytes);
  for (uint64_t w = addr / d_.elems_per_word; w <= (addr + n - 1) / d_.elems_per_word; ++w)
    touched_[w] = true;
}

std::vector<std::pair<uint32_t, uint32_t>> OnChipImage::writes() const {
  std::vector<std::pair<uint32_t, uint32_t>> out;
  const unsigned wb = d_.word_bytes();
  for (std::size_t w = 0; w < touched_.size(); ++w) {
    if (!touched_[w]) continue;
    uint32_t value = 0;
    for (unsigned b = 0; b < wb && w * wb + b < image_.size(); ++b)
      value |= uint32_t(image_[w * wb + b]) << (8 * b);
    out.emplace_back(uint32_t(w * d_.elems_per_word), value);
  }
  return out;
}

DebugWindow debug_window(DebugSpace d, uint64_t addr, uint64_t n) {
  DebugWindow w;
  w.skip = uint32_t(addr % d.elems_per_word);
  w.first = uint32_t(addr - w.skip);
  w.words = uint32_t((w.skip + n + d.elems_per_word - 1) / d.elems_per_word);
  return w;
}

std::vector<uint8_t> unpack_words(DebugSpace d, const DebugWindow& w,
                                  const std::vector<uint32_t>& words, uint64_t bytes) {
  const unsigned wb = d.word_bytes();
  std::vector<uint8_t> all(std::size_t(words.size()) * wb);
  for (std::size_t i = 0; i < words.size(); ++i)
    for (unsigned b = 0; b < wb; ++b) all[i * wb + b] = uint8_t(words[i] >> (8 * b));
  const std::size_t from = std::size_t(w.skip) * d.elem_bytes;
  return std::vector<uint8_t>(all.begin() + from, all.begin() + from + bytes);
}

std::vector<std::pair<DebugSpace, std::vector<std::pair<uint32_t, uint32_t>>>> onchip_preload_writes(
    const RunBundle& b, const BundleInputs& in, const MemoryLayout& layout) {
  std::vector<std::pair<DebugSpace, std::vector<std::pair<uint32_t, uint32_t>>>> out;
  for (const char* name : {"vram", "mram", "fp_mem", "int_mem"}) {
    const DebugSpace d = *debug_space(name);
    std::optional<OnChipImage> image;
    for (std::size_t i = 0; i < b.preload.size(); ++i) {
      if (b.preload[i].space != name) continue;
      if (!image) image.emplace(d, find_space(layout, name)->size);
      image->put(b.preload[i].addr, in.preload_data[i]);
    }
    if (image) out.emplace_back(d, image->writes());
  }
  return out;
}

}  // namespace kc::plena
