#include "kc/hbm_model.h"

#include <algorithm>
#include <cstring>

namespace kc {

HbmModel::HbmModel(uint64_t capacity_bytes, HbmTiming timing)
    : capacity_(capacity_bytes), timing_(timing) {
  if (timing_.bytes_per_cycle == 0) timing_.bytes_per_cycle = 1;
}

uint8_t* HbmModel::page(uint64_t index, bool create) {
  auto it = pages_.find(index);
  if (it != pages_.end()) return it->second.get();
  if (!create) return nullptr;
  auto p = std::make_unique<uint8_t[]>(kPage);
  std::memset(p.get(), 0, kPage);
  uint8_t* raw = p.get();
  pages_.emplace(index, std::move(p));
  return raw;
}

const uint8_t* HbmModel::page(uint64_t index) const {
  auto it = pages_.find(index);
  return it == pages_.end() ? nullptr : it->second.get();
}

void HbmModel::read(uint64_t addr, uint8_t* dst, uint64_t n) const {
  while (n > 0) {
    uint64_t off = addr % kPage;
    uint64_t chunk = std::min<uint64_t>(n, kPage - off);
    const uint8_t* p = addr < capacity_ ? page(addr / kPage) : nullptr;
    if (p) std::memcpy(dst, p + off, chunk);
    else std::memset(dst, 0, chunk);
    addr += chunk; dst += chunk; n -= chunk;
  }
}

void HbmModel::write(uint64_t addr, const uint8_t* src, uint64_t n) {
  while (n > 0) {
    uint64_t off = addr % kPage;
    uint64_t chunk = std::min<uint64_t>(n, kPage - off);
    if (addr < capacity_) std::memcpy(page(addr / kPage, true) + off, src, chunk);
    addr += chunk; src += chunk; n -= chunk;
  }
}

void HbmModel::write_masked(uint64_t addr, const uint8_t* src, uint64_t strobe, unsigned n) {
  for (unsigned i = 0; i < n && i < 64; ++i) {
    if (!((strobe >> i) & 1)) continue;
    uint64_t a = addr + i;
    if (a >= capacity_) continue;
    page(a / kPage, true)[a % kPage] = src[i];
  }
}

uint64_t HbmModel::schedule(uint64_t cycle, bool is_write, unsigned bytes, unsigned written_bytes) {
  uint64_t occupancy = (bytes + timing_.bytes_per_cycle - 1) / timing_.bytes_per_cycle;
  uint64_t start = std::max(cycle, channel_free_);
  channel_free_ = start + occupancy;
  counters_.busy_cycles += occupancy;
  if (is_write) {
    counters_.write_requests++;
    counters_.write_bytes += written_bytes;
  } else {
    counters_.read_requests++;
    counters_.read_bytes += bytes;
  }
  return start + timing_.latency_cycles;
}

}  // namespace kc
