// HbmTarget: the off-chip memory as a SystemC TLM-2.0 target (loosely timed, blocking transport)
// around kc::HbmModel.
//
// b_transport(payload, delay): the request is accepted at sc_time_stamp() + delay (a cycle edge);
// the data moves immediately (HbmModel storage is functional); the model's timing gives the
// completion cycle, and `delay` is returned as the time from sc_time_stamp() to completion — so
// an initiator that runs ahead of SystemC time (temporal decoupling) gets exactly the same
// completion cycle as one that synchronises every cycle. Byte enables are honoured on writes.
// Accesses beyond the capacity answer TLM_ADDRESS_ERROR_RESPONSE (cores check addresses first).
#pragma once

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

#include "kc/hbm_model.h"
#include "kc/sim/cycle_clock.h"

namespace kc::sim {

class HbmTarget : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<HbmTarget> socket;

  // `hbm` outlives the module; `period` is the clock of the cycle numbers HbmModel works in.
  HbmTarget(sc_core::sc_module_name name, HbmModel& hbm, sc_core::sc_time period);

  HbmModel& model() { return hbm_; }

 private:
  void b_transport(tlm::tlm_generic_payload& gp, sc_core::sc_time& delay);
  // Performs the data movement of a read or write; returns the bytes actually written.
  unsigned move_data(tlm::tlm_generic_payload& gp);

  HbmModel& hbm_;
  ClockPeriod clock_;
};

}  // namespace kc::sim
