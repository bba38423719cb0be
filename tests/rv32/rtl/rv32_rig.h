// Rv32Rig: runs a test program (an ELF assembled at build time from tests/rv32/rtl/progs) on a
// Verilated rv32 core of one hardware configuration — fresh model, load, start at an entry
// symbol, run to halt/fault, collect the trace, the counters and the fault record.
//
// Programs are linked per configuration; the ELF of program P for configuration C is
// ${KC_RV32_TEST_PROGS}/C/P.elf. A self-checking program halts on success and faults with
// EBREAK after storing the failing check's number in `fail_id` (progs/rv32_test.inc).
#pragma once

#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "Vrv32_default.h"
#include "Vrv32_small.h"
#include "kc/elf.h"
#include "kc/rv32_driver.h"
#include "rv32_configs.h"

namespace kc::rv32::test {

// The memory map and timing parameters of a configuration, as the tests use them.
inline MemMap mem_map(const HwConfig& c) {
  return {uint32_t(c.itcm_base), uint32_t(c.itcm_bytes), uint32_t(c.dtcm_base),
          uint32_t(c.dtcm_bytes), uint32_t(c.ctrl_base)};
}
// Number of execute stages X1..XD of the core (rv32_core: the longest fixed latency).
inline unsigned stages(const HwConfig& c) {
  unsigned d = 1;
  for (unsigned v : {unsigned(c.dmem_latency), unsigned(c.mul_latency), unsigned(c.fma_latency),
                     unsigned(c.fmisc_latency)})
    d = v > d ? v : d;
  return d;
}

constexpr uint32_t kMpause = 0x08000073;

struct RunOut {
  bool finished = false;                       // halted or faulted within the cycle limit
  bool halted = false, faulted = false;
  FaultInfo fault;
  uint32_t fail_id = 0;                        // `fail_id` of a failed self-check (0: none)
  std::array<uint64_t, kNumCounters> counters{};
  std::vector<TraceRecord> trace;              // when traced
  uint64_t cycles() const { return counters[kCycles]; }
  unsigned traps() const {
    unsigned n = 0;
    for (const TraceRecord& r : trace) n += r.trap ? 1 : 0;
    return n;
  }
};

struct RunOpts {
  std::string entry;                           // entry symbol ("" = the ELF entry point)
  bool trace = true;
  uint64_t max_cycles = 2'000'000;
};

template <class V>
class Rv32Rig {
 public:
  explicit Rv32Rig(const char* config) : name_(config) {
    const HwConfig* c = find_config(config);
    REQUIRE(c != nullptr);
    cfg_ = *c;
  }

  const HwConfig& cfg() const { return cfg_; }
  const std::string& name() const { return name_; }
  unsigned stages() const { return test::stages(cfg_); }

  // The ELF of `prog` for this configuration (read once); a `prog` containing '/' is the path
  // of an ELF file.
  const ElfImage& elf(const std::string& prog) {
    auto it = elfs_.find(prog);
    if (it == elfs_.end()) {
      const std::string path = prog.find('/') != std::string::npos
                                   ? prog
                                   : std::string(KC_RV32_TEST_PROGS) + "/" + name_ + "/" + prog + ".elf";
      it = elfs_.emplace(prog, read_elf(path, kElfMachineRiscv)).first;
    }
    return it->second;
  }
  // Address of symbol `sym` of `prog` (the test fails if it is missing).
  uint32_t sym(const std::string& prog, const std::string& sym) {
    const ElfSymbol* s = elf(prog).symbol(sym);
    INFO(prog << ": symbol " << sym);
    REQUIRE(s != nullptr);
    return s->value;
  }

  // A fresh model with `prog` loaded, after power-on reset (core held in reset).
  Rv32Driver<V>& load(const std::string& prog) {
    const ElfImage& e = elf(prog);
    drv_.reset();
    model_.reset();
    ctx_ = std::make_unique<VerilatedContext>();
    model_ = std::make_unique<V>(ctx_.get());
    drv_ = std::make_unique<Rv32Driver<V>>(*model_, mem_map(cfg_));
    drv_->power_on_reset();
    drv_->load_elf(e);
    return *drv_;
  }

  // Runs `prog` on a fresh model. `before(driver)` runs after loading, before the start (host
  // writes); `after(driver)` after the run (host reads).
  template <class Before, class After>
  RunOut run(const std::string& prog, const RunOpts& o, Before before, After after) {
    const ElfImage& e = elf(prog);
    load(prog);
    RunOut out;
    before(*drv_);
    if (o.trace) drv_->on_trace([&out](const TraceRecord& r) { out.trace.push_back(r); });
    drv_->start(o.entry.empty() ? e.entry : sym(prog, o.entry));
    out.finished = drv_->run(o.max_cycles);
    drv_->on_trace({});
    out.halted = drv_->halted();
    out.faulted = drv_->faulted();
    out.counters = drv_->counters();
    if (out.faulted) {
      out.fault = drv_->fault_info();
      if (const ElfSymbol* f = e.symbol("fail_id")) out.fail_id = drv_->read_word(f->value);
    }
    after(*drv_);
    return out;
  }
  RunOut run(const std::string& prog, const RunOpts& o = {}) {
    return run(prog, o, [](Rv32Driver<V>&) {}, [](Rv32Driver<V>&) {});
  }
  // Cycles (control-block counter) of a run of `prog` from `entry` that must halt.
  uint64_t cycles(const std::string& prog, const std::string& entry) {
    RunOpts o;
    o.entry = entry;
    o.trace = false;
    const RunOut r = run(prog, o);
    INFO(name_ << ": " << prog << " from " << entry);
    REQUIRE(r.halted);
    return r.cycles();
  }

  Rv32Driver<V>& driver() { return *drv_; }
  V& model() { return *model_; }

 private:
  std::string name_;
  HwConfig cfg_;
  std::map<std::string, ElfImage> elfs_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<V> model_;
  std::unique_ptr<Rv32Driver<V>> drv_;
};

// The checks every finished self-checking program must pass: it halted (else: which check
// failed), and the trace and the counters agree with each other.
//   - one trace record per instruction issued: instret completed plus the trapped ones
//   - the last record is the MPAUSE; record cycles strictly increase
//   - every cycle of the run is accounted for exactly once: an instruction issued, one stall
//     cause (RAW by producer, divider busy, CSR serialization, fetch bubble), or the drain
//     after the MPAUSE left X1 (D + 1 cycles)
template <class V>
void check_self_checking(Rv32Rig<V>& rig, const RunOut& r, const std::string& prog) {
  INFO(rig.name() << ": " << prog);
  REQUIRE(r.finished);
  if (r.faulted) {
    INFO("fault cause " << r.fault.cause << " at pc 0x" << std::hex << r.fault.pc);
    FAIL("self-check " << std::dec << r.fail_id << " of " << prog << " failed");
  }
  REQUIRE(r.halted);
  const auto& c = r.counters;
  REQUIRE(!r.trace.empty());
  CHECK(r.trace.size() == c[kInstret] + r.traps());
  CHECK(r.trace.back().insn == kMpause);
  CHECK(!r.trace.back().trap);
  for (std::size_t i = 1; i < r.trace.size(); ++i) {
    INFO("trace record " << i);
    REQUIRE(r.trace[i].cycle > r.trace[i - 1].cycle);
  }
  uint64_t stalls = 0;
  for (unsigned k : {kStallRawLoad, kStallRawMul, kStallRawFpu, kStallDivsqrt, kStallCsr, kStallFetch})
    stalls += c[k];
  CHECK(c[kCycles] == c[kInstret] + r.traps() + stalls + rig.stages() + 1);
}

// Runs `f(rig)` on the small and the default configuration (the test configurations).
template <class F>
void on_test_configs(F&& f) {
  {
    Rv32Rig<Vrv32_small> rig("small");
    f(rig);
  }
  {
    Rv32Rig<Vrv32_default> rig("default");
    f(rig);
  }
}

}  // namespace kc::rv32::test
