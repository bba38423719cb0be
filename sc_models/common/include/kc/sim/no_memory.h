// NoMemory: the target a testbench's memory socket is bound to when the core has no off-chip
// memory (rv32, coral, the aie tile). No transaction ever reaches it; one that did would be
// answered with an address error.
#pragma once

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

namespace kc::sim {

class NoMemory : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<NoMemory> socket;
  explicit NoMemory(sc_core::sc_module_name name) : sc_module(name), socket("socket") {
    socket.register_b_transport(this, &NoMemory::b_transport);
  }

 private:
  void b_transport(tlm::tlm_generic_payload& gp, sc_core::sc_time&) {
    gp.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);
  }
};

}  // namespace kc::sim
