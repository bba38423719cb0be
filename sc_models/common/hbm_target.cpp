#include "kc/sim/hbm_target.h"

#include <algorithm>

namespace kc::sim {

HbmTarget::HbmTarget(sc_core::sc_module_name name, HbmModel& hbm, sc_core::sc_time period)
    : sc_module(name), socket("socket"), hbm_(hbm), clock_(period) {
  socket.register_b_transport(this, &HbmTarget::b_transport);
}

unsigned HbmTarget::move_data(tlm::tlm_generic_payload& gp) {
  const uint64_t addr = gp.get_address();
  const unsigned len = gp.get_data_length();
  uint8_t* data = gp.get_data_ptr();
  if (gp.is_read()) {
    hbm_.read(addr, data, len);
    return 0;
  }
  const uint8_t* be = gp.get_byte_enable_ptr();
  const unsigned be_len = gp.get_byte_enable_length();
  if (be == nullptr || be_len == 0) {
    hbm_.write(addr, data, len);
    return len;
  }
  // HbmModel::write_masked takes up to 64 bytes with a strobe bit per byte.
  unsigned written = 0;
  for (unsigned base = 0; base < len; base += 64) {
    const unsigned n = std::min(64u, len - base);
    uint64_t strobe = 0;
    for (unsigned i = 0; i < n; ++i)
      if (be[(base + i) % be_len] == TLM_BYTE_ENABLED) strobe |= uint64_t(1) << i;
    hbm_.write_masked(addr + base, data + base, strobe, n);
    written += unsigned(__builtin_popcountll(strobe));
  }
  return written;
}

void HbmTarget::b_transport(tlm::tlm_generic_payload& gp, sc_core::sc_time& delay) {
  const sc_core::sc_time accepted = sc_core::sc_time_stamp() + delay;
  const uint64_t addr = gp.get_address();
  const unsigned len = gp.get_data_length();
  if (gp.get_command() == tlm::TLM_IGNORE_COMMAND) {
    gp.set_response_status(tlm::TLM_OK_RESPONSE);
    return;
  }
  if (gp.get_streaming_width() < len) {
    gp.set_response_status(tlm::TLM_BURST_ERROR_RESPONSE);
    return;
  }
  if (addr > hbm_.capacity() || len > hbm_.capacity() - addr) {
    gp.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
    return;
  }
  const unsigned written = move_data(gp);
  const uint64_t cycle = clock_.cycle_of(accepted);
  const uint64_t due = std::max(hbm_.schedule(cycle, gp.is_write(), len, written), cycle + 1);
  delay = clock_.time_of(due) - sc_core::sc_time_stamp();
  gp.set_response_status(tlm::TLM_OK_RESPONSE);
}

}  // namespace kc::sim
