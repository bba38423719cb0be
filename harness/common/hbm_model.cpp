#include "kc/hbm_model.h"

#include <algorithm>
#include <cstring>

namespace kc {
namespace {

// splitmix64 finaliser: a well-mixed 64-bit hash of (seed, stream, n).
uint64_t mix(uint64_t seed, uint64_t stream, uint64_t n) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ull + stream * 0xD1B54A32D192ED03ull + n + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

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

bool HbmModel::request_ready(uint64_t cycle) const {
  if (stress_.stall_percent == 0) return true;
  return mix(stress_.seed, 1, cycle) % 100 >= std::min(stress_.stall_percent, 95u);
}

uint64_t HbmModel::schedule(uint64_t cycle, bool is_write, unsigned bytes, unsigned written_bytes) {
  const uint64_t request = counters_.read_requests + counters_.write_requests;
  const uint64_t extra =
      stress_.max_extra_latency ? mix(stress_.seed, 2, request) % (uint64_t(stress_.max_extra_latency) + 1) : 0;
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
  return start + timing_.latency_cycles + extra;
}

}  // namespace kc
