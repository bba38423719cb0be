// rtl_runner.h: runs one program on a Verilated plena core (PlenaDriver + DirectMem over a
// kc::HbmModel with the configuration's latency and bandwidth) from a given initial memory image
// and returns the complete end state as an isstest::Snapshot.
//
// One Verilated model is kept per runner and reset between programs (every memory the tests
// compare is rewritten through the debug port before each run, so nothing leaks between runs).
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "iss_test_util.h"
#include "kc/hbm_model.h"
#include "kc/plena_driver.h"
#include "plena_configs.h"

namespace isstest {

template <class V>
class RtlRunner {
 public:
  explicit RtlRunner(const kc::plena::HwConfig& cfg) : cfg_(cfg), model_(std::make_unique<V>()) {}

  // The HBM timing stress of the following runs (kc::HbmStress; default: none).
  void set_stress(const kc::HbmStress& s) { stress_ = s; }

  // What a lock-step checker adds to a run (run() below).
  struct Lockstep {
    uint64_t stop_after = UINT64_MAX;   // request a stop once this many instructions have issued
    std::vector<typename kc::plena::PlenaDriver<V>::Issue>* issues = nullptr;  // {cycle, pc} per issue
    std::string fst;                    // non-empty: FST waveform of cycles [from, to] to this file
    uint64_t from = 0, to = 0;
  };

  // Loads `image` and `program`, runs until done (requesting a stop at `max_cycles`), and dumps
  // the end state. `cycles` receives the run's cycle count.
  Snapshot run(const std::vector<uint32_t>& program, const InitImage& image, uint64_t max_cycles,
               uint64_t* cycles = nullptr) {
    return run(program, image, max_cycles, Lockstep{}, cycles);
  }
  Snapshot run(const std::vector<uint32_t>& program, const InitImage& image, uint64_t max_cycles,
               const Lockstep& ls, uint64_t* cycles = nullptr) {
    using kc::plena::Space;
    kc::HbmModel hbm(cfg_.hbm_bytes, kc::HbmTiming{cfg_.hbm_latency_cycles, cfg_.hbm_bytes_per_cycle});
    hbm.set_stress(stress_);
    for (size_t w = 0; w < image.windows.size(); ++w)
      kc::plena::hbm_write_bf16(hbm, image.windows[w].base, image.hbm[w].data(), image.hbm[w].size());
    kc::plena::DirectMem mem(hbm);
    kc::plena::PlenaDriver<V> drv(*model_, mem);

    drv.hold_reset(uint32_t(program.size()));
    for (size_t i = 0; i < program.size(); ++i) drv.write(Space::imem, uint32_t(i), program[i]);
    write_pairs(drv, Space::vram, image.vram);
    write_pairs(drv, Space::mram, image.mram);
    for (size_t i = 0; i < image.fp_mem.size(); ++i) drv.write(Space::fp_mem, uint32_t(i), image.fp_mem[i]);
    for (size_t i = 0; i < image.int_mem.size(); ++i) drv.write(Space::int_mem, uint32_t(i), image.int_mem[i]);

    if (!ls.fst.empty()) drv.trace(ls.fst, ls.from, ls.to);
    drv.log_issues(ls.issues);
    drv.release_reset();
    while (!drv.done()) {
      if (drv.cycle() == max_cycles || drv.issued() >= ls.stop_after) drv.request_stop();
      if (drv.cycle() > max_cycles + 100000) throw std::runtime_error("RTL did not drain after a stop request");
      drv.step();
    }
    if (cycles) *cycles = drv.cycle();
    drv.close_trace();

    V& m = *model_;
    Snapshot s;
    s.status = m.status_o;
    s.fault_kind = m.fault_kind_o;
    if (s.status == 2 || s.status == 3) {  // fault, illegal_instruction
      s.pc = m.fault_pc_o;
      s.address = m.fault_addr_o;
      s.word = m.fault_word_o;
    }
    for (unsigned c = 0; c < kc::plena::isa::kNumCounters; ++c) s.counters.push_back(drv.counter(c));
    s.instructions = s.counters[1];  // isa::kCounters "instructions"
    uint32_t regs[51];
    drv.read(Space::regs, 0, regs, 51);
    for (unsigned i = 0; i < 16; ++i) s.gp[i] = regs[kc::plena::kRegGp + i];
    for (unsigned i = 0; i < 8; ++i) s.f[i] = uint16_t(regs[kc::plena::kRegF + i]);
    for (unsigned i = 0; i < 8; ++i)
      s.a[i] = uint64_t(regs[kc::plena::kRegA + 2 * i]) | (uint64_t(regs[kc::plena::kRegA + 2 * i + 1]) << 32);
    s.stride = regs[kc::plena::kRegStride];
    s.scale = regs[kc::plena::kRegScale];
    s.vmask = regs[kc::plena::kRegVmask];
    s.vram = read_pairs(drv, Space::vram, image.vram.size());
    s.mram = read_pairs(drv, Space::mram, image.mram.size());
    std::vector<uint32_t> w(image.fp_mem.size());
    drv.read(Space::fp_mem, 0, w.data(), uint32_t(w.size()));
    for (uint32_t x : w) s.fp_mem.push_back(uint16_t(x));  // the word is in bits [15:0]
    s.int_mem.resize(image.int_mem.size());
    drv.read(Space::int_mem, 0, s.int_mem.data(), uint32_t(s.int_mem.size()));
    for (const auto& win : image.windows) {
      s.hbm.emplace_back(win.size);
      kc::plena::hbm_read_bf16(hbm, win.base, s.hbm.back().data(), win.size);
    }
    return s;
  }

 private:
  // VRAM / MRAM debug accesses move two elements (even address, low half first).
  static void write_pairs(kc::plena::PlenaDriver<V>& drv, kc::plena::Space sp, const std::vector<uint16_t>& v) {
    for (size_t i = 0; i + 1 < v.size(); i += 2) drv.write(sp, uint32_t(i), uint32_t(v[i]) | (uint32_t(v[i + 1]) << 16));
  }
  static std::vector<uint16_t> read_pairs(kc::plena::PlenaDriver<V>& drv, kc::plena::Space sp, size_t n) {
    std::vector<uint32_t> w(n / 2);
    drv.read(sp, 0, w.data(), uint32_t(w.size()), 2);
    std::vector<uint16_t> v(n);
    for (size_t i = 0; i < w.size(); ++i) {
      v[2 * i] = uint16_t(w[i]);
      v[2 * i + 1] = uint16_t(w[i] >> 16);
    }
    return v;
  }

  kc::plena::HwConfig cfg_;
  kc::HbmStress stress_;
  std::unique_ptr<V> model_;
};

}  // namespace isstest
