#include "kc/sim/testbench_base.h"

#include <cstring>
#include <exception>

namespace kc::sim {

TestbenchBase::TestbenchBase(sc_core::sc_module_name name, sc_core::sc_time period,
                             uint64_t quantum_cycles, RunLimits limits)
    : sc_module(name), mem_socket("mem_socket"), clock_(period, quantum_cycles), limits_(limits) {
  std::memset(byte_enables_, 0, sizeof byte_enables_);
  SC_THREAD(thread);
}

void TestbenchBase::thread() {
  try {
    body();
    completed_ = true;
  } catch (const std::exception& e) {
    error_ = e.what();
  }
}

uint64_t TestbenchBase::mem_access(uint64_t cycle, bool write, uint64_t addr, uint8_t* data,
                                   uint64_t strobe, unsigned bytes) {
  sc_core::sc_time delay = clock_.local_time();
  const ClockPeriod& clk = clock_.period();
  if (clk.cycle_of(sc_core::sc_time_stamp() + delay) != cycle || bytes > sizeof byte_enables_)
    throw InternalError("memory request out of step with the testbench clock (cycle " +
                        std::to_string(cycle) + ", " + std::to_string(bytes) + " bytes)");
  gp_.set_command(write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
  gp_.set_address(addr);
  gp_.set_data_ptr(data);
  gp_.set_data_length(bytes);
  gp_.set_streaming_width(bytes);
  gp_.set_dmi_allowed(false);
  gp_.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
  if (write) {
    for (unsigned i = 0; i < bytes; ++i)
      byte_enables_[i] = ((strobe >> i) & 1) ? TLM_BYTE_ENABLED : TLM_BYTE_DISABLED;
    gp_.set_byte_enable_ptr(byte_enables_);
    gp_.set_byte_enable_length(bytes);
  } else {
    gp_.set_byte_enable_ptr(nullptr);
    gp_.set_byte_enable_length(0);
  }
  mem_socket->b_transport(gp_, delay);
  if (gp_.is_response_error())
    throw InternalError("memory model answered " + gp_.get_response_string() + " to a " +
                        std::to_string(bytes) + "-byte " + (write ? "write" : "read") +
                        " at byte address " + std::to_string(addr) + " in cycle " +
                        std::to_string(cycle));
  return clk.cycle_of(sc_core::sc_time_stamp() + delay);
}

}  // namespace kc::sim
