// PlenaRig: runs an assembly program on a Verilated plena core (one hardware configuration) in a
// test — assemble, load, run to done, and read back state through the debug port.
//
// Each run builds a fresh model, so runs are independent. HBM is a kc::HbmModel with the
// configuration's latency and bandwidth, reachable before and after the run via hbm().
#pragma once

#include <catch2/catch.hpp>

#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "kc/hbm_model.h"
#include "kc/plena_asm.h"
#include "kc/plena_driver.h"
#include "plena_configs.h"

namespace kc::plena::test {

// printf-style formatting of one assembly line or fragment.
inline std::string fmt(const char* f, ...) {
  char buf[256];
  va_list ap;
  va_start(ap, f);
  std::vsnprintf(buf, sizeof buf, f, ap);
  va_end(ap);
  return buf;
}

struct RunOut {
  uint64_t cycles = 0;        // driver clock cycles from reset release to done
  uint64_t core_cycles = 0;   // the core's cycle counter
  unsigned status = 0;        // plena_isa_pkg status code (1 = halted)
  unsigned fault_kind = 0;
  uint32_t fault_pc = 0;
  uint64_t fault_addr = 0;
};

template <class V>
class PlenaRig {
 public:
  explicit PlenaRig(const char* config)
      : cfg_(*find_config(config)),
        hbm_(std::make_unique<HbmModel>(cfg_.hbm_bytes,
                                        HbmTiming{cfg_.hbm_latency_cycles, cfg_.hbm_bytes_per_cycle})) {}

  const HwConfig& cfg() const { return cfg_; }
  HbmModel& hbm() { return *hbm_; }
  // Replaces HBM by an empty one (storage persists across runs otherwise).
  void fresh_hbm() {
    hbm_ = std::make_unique<HbmModel>(cfg_.hbm_bytes, HbmTiming{cfg_.hbm_latency_cycles, cfg_.hbm_bytes_per_cycle});
  }

  // Assembles `text` (the test fails on any diagnostic) and runs it until done or max_cycles.
  // `load` runs after the program is in IMEM and before reset release (debug-port preloads).
  template <class Load>
  RunOut run_with(const std::string& text, Load load, uint64_t max_cycles = 2'000'000) {
    const AsmResult a = assemble(text, "test.asm", &cfg_);
    INFO(format_diagnostics(a, text, "test.asm"));
    REQUIRE(a.ok());
    drv_.reset();   // the previous run's model goes before its context
    mem_.reset();
    model_.reset();
    ctx_ = std::make_unique<VerilatedContext>();
    model_ = std::make_unique<V>(ctx_.get());
    hbm_->reset_timing();
    mem_ = std::make_unique<DirectMem>(*hbm_);
    drv_ = std::make_unique<PlenaDriver<V>>(*model_, *mem_);
    drv_->hold_reset(uint32_t(a.words.size()));
    for (std::size_t i = 0; i < a.words.size(); ++i) drv_->write(Space::imem, uint32_t(i), a.words[i]);
    load(*drv_);
    drv_->release_reset();
    while (!drv_->done() && drv_->cycle() < max_cycles) drv_->step();
    if (!drv_->done()) {
      drv_->request_stop();
      while (!drv_->done() && drv_->cycle() < max_cycles + 100000) drv_->step();
    }
    REQUIRE(drv_->done());
    RunOut r;
    r.cycles = drv_->cycle();
    r.status = model_->status_o;
    r.fault_kind = model_->fault_kind_o;
    r.fault_pc = model_->fault_pc_o;
    r.fault_addr = model_->fault_addr_o;
    r.core_cycles = drv_->counter(0);
    return r;
  }
  RunOut run(const std::string& text, uint64_t max_cycles = 2'000'000) {
    return run_with(text, [](PlenaDriver<V>&) {}, max_cycles);
  }

  // Debug-port access to the last run's end state.
  PlenaDriver<V>& driver() { return *drv_; }

 private:
  HwConfig cfg_;
  std::unique_ptr<HbmModel> hbm_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<V> model_;
  std::unique_ptr<DirectMem> mem_;
  std::unique_ptr<PlenaDriver<V>> drv_;
};

}  // namespace kc::plena::test
