#include "rv32_monitor.h"

namespace kc::rv32 {

RunMonitor::RunMonitor(const MemMap& map, std::optional<uint32_t> tohost, uint32_t initial)
    : map_(map), tohost_(tohost) {
  for (unsigned i = 0; i < 4; ++i) shadow_[i] = uint8_t(initial >> (8 * i));
}

RunMonitor::RunMonitor(const MemMap& map, std::optional<uint32_t> tohost, const Observed& seen)
    : map_(map),
      tohost_(tohost),
      tohost_event_(seen.tohost),
      dtcm_(seen.dtcm),
      itcm_(seen.itcm),
      last_(seen.last),
      before_trap_(seen.before_trap),
      last_trap_(seen.last_trap),
      records_(seen.records) {}

bool RunMonitor::record(const TraceRecord& r) {
  ++records_;
  if (r.trap) {
    before_trap_ = last_;
    if (!tohost_event_) last_trap_ = TakenTrap{r.pc, r.insn, r.cause, r.tval};
    return false;
  }
  last_ = Retired{r.pc, r.insn};
  if (!r.mem_re && !r.mem_we) return false;

  const unsigned bytes = unsigned(__builtin_popcount(r.mem_be & 0xFu));
  PortTraffic* port = map_.in_dtcm(r.mem_addr) ? &dtcm_ : map_.in_itcm(r.mem_addr) ? &itcm_ : nullptr;
  if (port) {
    if (r.mem_we) {
      ++port->write_requests;
      port->write_bytes += bytes;
    } else {
      ++port->read_requests;
      port->read_bytes += bytes;
    }
  }

  if (!r.mem_we || !tohost_ || tohost_event_) return false;
  // The store's bytes: lane l of the word at mem_addr & ~3 when bit l of mem_be is set.
  const uint32_t word = r.mem_addr & ~3u;
  bool touched = false;
  for (unsigned lane = 0; lane < 4; ++lane) {
    if (!((r.mem_be >> lane) & 1u)) continue;
    const uint32_t off = word + lane - *tohost_;   // wraps for bytes below tohost
    if (off < 4) {
      shadow_[off] = uint8_t(r.mem_wdata >> (8 * lane));
      touched = true;
    }
  }
  if (!touched) return false;
  const uint32_t value = uint32_t(shadow_[0]) | uint32_t(shadow_[1]) << 8 | uint32_t(shadow_[2]) << 16 |
                         uint32_t(shadow_[3]) << 24;
  if (value == 0) return false;   // HTIF: zero is "no command"
  tohost_event_ = TohostEvent{value, r.pc, r.insn};
  return true;
}

}  // namespace kc::rv32
