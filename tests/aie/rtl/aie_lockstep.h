// Lock-step checking of the verilated aie tile against the ISS, and the test's own cycle model.
//
// At every bundle issue the checker (1) compares the issuing bundle's address with the ISS's pc,
// (2) compares every register of the tile with the ISS's state before that bundle, except the
// registers whose latest write is still in flight (written by a bundle issued at t with latency
// L, a register is in the register file from cycle t + L: the test computes this itself from the
// configuration's latency table), (3) steps the ISS and checks the stores the tile performed for
// the bundle against the ISS's data memory. After `done` and the drain it compares every register
// and the whole data memory. Any difference is reported with the bundle, cycle and register.
//
// Cycle model (independent of the RTL; the rules of docs/isa/aie.md, "Latencies and
// interlocks", and of the banked memory): bundle j issues at
//   max(previous issue + 1 [+ BRANCH_PENALTY after a taken branch],
//       for each source: producer issue + latency (acc_forward for a MAC's accumulator input fed
//       by a MAC of the same class),
//       for each destination: older producer issue + its latency - this latency + 1,
//       for each latency class used: the class's previous issue + interval)
//   + the bundle's bank-conflict cycles (from the ISS's counter);
// the checker compares every issue cycle with it and the stall counters with its sums. A bundle
// that may wait for the DMA (dmastart, dmawait, done) issues at that cycle or later: the DMA's
// progress is the RTL's own, and the checker sums the difference as the expected stall_dma.
// L2: both sides start from the same image; after `done` the whole L2 is compared too.
#pragma once

#include <array>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "aie_tile_tb.h"
#include "kc/aie_iss.h"

namespace kc::aie::rtltest {

constexpr int kResP = 32, kResM = 40, kResW = 48, kResBM = 72, kNumRes = 88;

struct Access {
  std::vector<int> reads, acc_reads;
  std::vector<std::pair<int, isa::LatClass>> writes;
};

inline void res_of(isa::OpndType t, std::int32_t v, std::vector<int>& out) {
  using isa::OpndType;
  switch (t) {
    case OpndType::R: out.push_back(v); break;
    case OpndType::P: out.push_back(kResP + v); break;
    case OpndType::M: out.push_back(kResM + v); break;
    case OpndType::X: out.push_back(kResW + 2 * v); out.push_back(kResW + 2 * v + 1); break;
    case OpndType::W: out.push_back(kResW + v); break;
    case OpndType::CM: out.push_back(kResBM + 2 * v); out.push_back(kResBM + 2 * v + 1); break;
    case OpndType::BM: out.push_back(kResBM + v); break;
    default: break;
  }
}

inline Access access_of(const OpInst& o) {
  const isa::OpInfo& in = isa::info(o.op);
  Access a;
  for (unsigned k = 0; k < in.n_operands; ++k) {
    const isa::Operand& x = in.operands[k];
    if (x.field < 0) {  // the address operand
      const AddrMode am = addr_mode(o.v[k]);
      a.reads.push_back(kResP + int(am.p));
      if (am.mode >= 2) a.reads.push_back(kResM + int(am.m));
      if (am.mode != 0) a.writes.push_back({kResP + int(am.p), isa::LatClass::scalar});
      continue;
    }
    std::vector<int> rs;
    res_of(x.type, o.v[k], rs);
    for (int r : rs) {
      if (x.role == isa::Role::read || x.role == isa::Role::rw) a.reads.push_back(r);
      if (x.role == isa::Role::acc) a.acc_reads.push_back(r);
      if (x.role != isa::Role::read) a.writes.push_back({r, in.lat});
    }
  }
  return a;
}

inline std::string res_name(int r) {
  if (r < kResP) return "r" + std::to_string(r);
  if (r < kResM) return "p" + std::to_string(r - kResP);
  if (r < kResW) return "m" + std::to_string(r - kResM);
  if (r < kResBM) return std::string((r - kResW) % 2 ? "wh" : "wl") + std::to_string((r - kResW) / 2);
  return "bm" + std::to_string(r - kResBM);
}

// Value of a resource in a state, as bytes (for comparison and messages).
inline std::vector<std::uint8_t> res_bytes(const ArchState& s, int r) {
  std::vector<std::uint8_t> b;
  auto put = [&](const void* p, std::size_t n) {
    const auto* c = static_cast<const std::uint8_t*>(p);
    b.insert(b.end(), c, c + n);
  };
  if (r < kResP) put(&s.r[std::size_t(r)], 4);
  else if (r < kResM) put(&s.p[std::size_t(r - kResP)], 2);
  else if (r < kResW) put(&s.m[std::size_t(r - kResM)], 2);
  else if (r < kResBM) put(s.x[std::size_t(r - kResW) / 2].data() + 32 * ((r - kResW) % 2), 32);
  else put(s.cm[std::size_t(r - kResBM) / 2].data() + 16 * ((r - kResBM) % 2), 64);
  return b;
}

inline std::string hexbytes(const std::vector<std::uint8_t>& b) {
  std::ostringstream s;
  s << "0x" << std::hex;
  for (std::size_t i = b.size(); i-- > 0;) s << (b[i] < 16 ? "0" : "") << unsigned(b[i]);
  return s.str();
}

struct RunResult {
  bool ok = true;
  std::string error;
  std::uint64_t bundles = 0, cycles = 0;
  std::uint64_t exp_lock = 0, exp_bank = 0, exp_branch = 0, exp_dma = 0;
  std::uint64_t cnt_lock = 0, cnt_bank = 0, cnt_branch = 0, cnt_vec = 0, cnt_cycles = 0, cnt_bundles = 0;
  std::uint64_t cnt_dma = 0, cnt_dma_in = 0, cnt_dma_out = 0, cnt_dma_bank = 0;
  std::uint64_t cnt_mac_i8 = 0, cnt_mac_i16 = 0, cnt_mac_bf16 = 0;
  IssCounters iss;
};

struct RunOptions {
  std::uint64_t max_cycles = 200000;
  long corrupt_bundle = -1;  // after this many ISS steps, flip a bit of the ISS's r5 (detection test)
  bool corrupt_dm = false;   // ... or of its data memory at address 0 instead
};

template <class V>
RunResult run_lockstep(const HwConfig& cfg, const std::vector<std::uint32_t>& words,
                       const std::vector<std::uint8_t>& dm_image, const RunOptions& opt = {},
                       const std::vector<std::uint8_t>& l2_image = {}) {
  RunResult res;
  auto fail = [&](const std::string& m) {
    if (res.ok) {
      res.ok = false;
      res.error = m;
    }
  };
  Iss iss(cfg);
  iss.load_program(words);
  iss.write_dm(0, dm_image);
  TileTb<V> tb(cfg);
  tb.load_program(words, cfg.pm_words);
  tb.write_dm(dm_image);
  if (!l2_image.empty()) {
    iss.write_l2(0, l2_image);
    std::copy(l2_image.begin(), l2_image.end(), tb.l2().mem().begin());
  }
  tb.start();
  V& m = tb.m();

  // in-flight and cycle-model state
  std::array<long, kNumRes> until{};       // cycle from which the register file holds the latest write
  struct Prod { long issue = -1000; int cls = -1; };
  std::array<Prod, kNumRes> prod{};
  std::array<long, isa::kNumLatClasses> unit_free{};
  for (auto& u : unit_free) u = -1000;
  long prev_issue = -1;
  bool prev_taken = false;
  struct Store { std::uint32_t addr; bool vec; std::vector<std::uint8_t> data; };
  std::vector<Store> stores;
  bool iss_done = false;

  std::uint64_t cycle = 0;
  for (; cycle < opt.max_cycles && res.ok; ++cycle) {
    if (m.fault_o) {
      fail("the tile faulted at cycle " + std::to_string(cycle) + " (ISS pc " + std::to_string(iss.state().pc) + ")");
      break;
    }
    if (m.done_o) break;
    if (m.st_fire_o) {
      Store s{m.st_addr_o, m.st_vec_o != 0, {}};
      const unsigned n = s.vec ? 32 : 4;
      for (unsigned i = 0; i < n; ++i) s.data.push_back(std::uint8_t(m.st_data_o[i / 4] >> (8 * (i % 4))));
      stores.push_back(s);
    }
    if (m.issue_o) {
      if (iss_done) {
        fail("the tile issued a bundle after done (cycle " + std::to_string(cycle) + ")");
        break;
      }
      const std::uint32_t pc = iss.state().pc;
      const std::string where = "bundle " + std::to_string(res.bundles) + " at pc " + std::to_string(pc) +
                                ", cycle " + std::to_string(cycle);
      if (m.issue_pc_o != pc) {
        fail(where + ": the tile issued pc " + std::to_string(m.issue_pc_o));
        break;
      }
      // registers not in flight equal the ISS's
      const ArchState rtl = tb.regs();
      for (int r = 0; r < kNumRes; ++r) {
        if (long(cycle) < until[std::size_t(r)]) continue;
        const auto a = res_bytes(rtl, r), b = res_bytes(iss.state(), r);
        if (a != b) {
          fail(where + ": " + res_name(r) + " is " + hexbytes(a) + " in the tile, " + hexbytes(b) + " in the ISS");
          break;
        }
      }
      if (!res.ok) break;
      // the bundle's accesses and the cycle model
      std::vector<std::uint32_t> bw;
      for (std::uint32_t a = pc;; ++a) {
        const std::uint32_t w = words.at(a);
        bw.push_back(w);
        if (w & isa::kLastBit) break;
      }
      std::string err;
      const auto dec = decode_program(bw, &err);
      if (!dec) {
        fail(where + ": " + err);
        break;
      }
      const Bundle& bun = dec->front();
      long t = prev_issue + 1 + (prev_taken ? long(cfg.branch_penalty) : 0);
      const long t0 = t;
      for (const OpInst& o : bun.ops) {
        const Access ac = access_of(o);
        const isa::LatClass mine = isa::info(o.op).lat;
        const Timing& tm = cfg.timing_of(mine);
        auto src = [&](int r, bool acc) {
          const Prod& p = prod[std::size_t(r)];
          if (p.cls < 0) return;
          const Timing& tp = cfg.timing[std::size_t(p.cls)];
          const bool fwd = acc && p.cls == int(mine);
          t = std::max(t, p.issue + long(fwd ? tp.acc_forward : tp.latency));
        };
        for (int r : ac.reads) src(r, false);
        for (int r : ac.acc_reads) src(r, true);
        for (const auto& w : ac.writes) {
          const Prod& p = prod[std::size_t(w.first)];
          if (p.cls < 0) continue;
          t = std::max(t, p.issue + long(cfg.timing[std::size_t(p.cls)].latency) -
                              long(cfg.timing_of(w.second).latency) + 1);
        }
        t = std::max(t, unit_free[std::size_t(mine)]);
        (void)tm;
      }
      const std::uint64_t bank0 = iss.counters().bank_conflict_cycles;
      const std::uint64_t taken0 = iss.counters().taken_branches;
      const IssStop st = iss.step();
      if (st == IssStop::fault) {
        fail(where + ": the ISS faulted: " + iss.fault());
        break;
      }
      if (st == IssStop::done) iss_done = true;
      const long bank = long(iss.counters().bank_conflict_cycles - bank0);
      res.exp_lock += std::uint64_t(t - t0);
      res.exp_bank += std::uint64_t(bank);
      if (prev_taken) res.exp_branch += cfg.branch_penalty;
      const long expect = t + bank;
      bool dma_wait = false;
      for (const OpInst& o : bun.ops)
        dma_wait = dma_wait || o.op == isa::Op::dmastart || o.op == isa::Op::dmawait || o.op == isa::Op::done;
      if (dma_wait && long(cycle) > expect) res.exp_dma += std::uint64_t(long(cycle) - expect);
      else if (long(cycle) != expect) {
        fail(where + ": issued in cycle " + std::to_string(cycle) + ", the cycle model expects " + std::to_string(expect));
        break;
      }
      for (const OpInst& o : bun.ops) {
        const Access ac = access_of(o);
        for (const auto& w : ac.writes) {
          prod[std::size_t(w.first)] = {long(cycle), int(w.second)};
          until[std::size_t(w.first)] = long(cycle) + long(cfg.timing_of(w.second).latency);
        }
        unit_free[std::size_t(isa::info(o.op).lat)] = long(cycle) + long(cfg.timing_of(isa::info(o.op).lat).interval);
      }
      prev_issue = long(cycle);
      prev_taken = iss.counters().taken_branches != taken0;
      // the stores of this bundle against the ISS's memory
      for (const Store& s : stores) {
        const auto want = iss.read_dm(s.addr, s.data.size());
        if (want != s.data) {
          fail(where + ": store to " + std::to_string(s.addr) + " wrote " + hexbytes(s.data) + ", the ISS holds " +
               hexbytes(want));
          break;
        }
      }
      stores.clear();
      ++res.bundles;
      if (opt.corrupt_bundle >= 0 && long(res.bundles) == opt.corrupt_bundle) {
        if (opt.corrupt_dm) {
          iss.write_dm(0, {std::uint8_t(iss.read_dm(0, 1)[0] ^ 1u)});
        } else {
          iss.state().r[5] ^= 1u;
        }
      }
    }
    tb.tick();
  }
  if (!res.ok) return res;
  if (!m.done_o) {
    fail(std::string("no done after ") + std::to_string(cycle) + " cycles (ISS " + (iss_done ? "done" : "running") + ")");
    return res;
  }
  if (!iss_done) {
    fail("the tile stopped, the ISS did not");
    return res;
  }
  // final state: every register and the whole data memory
  const ArchState rtl = tb.regs();
  for (int r = 0; r < kNumRes; ++r) {
    const auto a = res_bytes(rtl, r), b = res_bytes(iss.state(), r);
    if (a != b) {
      fail("after done: " + res_name(r) + " is " + hexbytes(a) + " in the tile, " + hexbytes(b) + " in the ISS");
      return res;
    }
  }
  res.cnt_cycles = m.cnt_cycles_o;
  res.cnt_bundles = m.cnt_bundles_o;
  res.cnt_lock = m.cnt_lock_o;
  res.cnt_bank = m.cnt_bank_o;
  res.cnt_branch = m.cnt_branch_o;
  res.cnt_vec = m.cnt_vec_o;
  res.cnt_mac_i8 = m.cnt_mac_i8_o;
  res.cnt_mac_i16 = m.cnt_mac_i16_o;
  res.cnt_mac_bf16 = m.cnt_mac_bf16_o;
  res.cnt_dma = m.cnt_dma_o;
  res.cnt_dma_in = m.cnt_dma_in_o;
  res.cnt_dma_out = m.cnt_dma_out_o;
  res.cnt_dma_bank = m.cnt_dma_bank_o;
  res.cycles = std::uint64_t(prev_issue + 1);
  res.iss = iss.counters();
  if (tb.l2().mem() != iss.l2()) {
    for (std::size_t a = 0; a < iss.l2().size(); ++a)
      if (tb.l2().mem()[a] != iss.l2()[a]) {
        fail("after done: L2 byte " + std::to_string(a) + " is " + std::to_string(tb.l2().mem()[a]) +
             " in the tile, " + std::to_string(iss.l2()[a]) + " in the ISS");
        return res;
      }
  }
  const auto dm = tb.read_dm(cfg.dm_bytes);
  if (dm != iss.dm()) {
    for (std::size_t a = 0; a < dm.size(); ++a)
      if (dm[a] != iss.dm()[a]) {
        fail("after done: data memory byte " + std::to_string(a) + " is " + std::to_string(dm[a]) + " in the tile, " +
             std::to_string(iss.dm()[a]) + " in the ISS");
        break;
      }
  }
  return res;
}

}  // namespace kc::aie::rtltest
