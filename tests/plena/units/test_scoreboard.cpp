// plena_scoreboard alone (configurations small and default) against a C++ model of its documented
// behaviour (docs/plena/microarchitecture.md, "Scoreboard"), cycle by cycle.
//
// Model: N_SLOTS slots, each free or holding a footprint (a written range and two read ranges; a
// range is a space — none, VRAM, MRAM, HBM — and an inclusive interval). The footprint presented
// for the check conflicts when, for some occupied slot, its write range overlaps any of the slot's
// ranges (WAW, WAR) or one of its read ranges overlaps the slot's write range (RAW); ranges
// overlap when they are in the same space, that space is not "none", and the intervals meet.
// An allocation takes the lowest free slot, at the next edge; a release frees its slot at the next
// edge. FP registers: a set marks f[i] pending, a write-back clears it.
//
// Stimulus is random legal traffic, as the issue stage produces it: footprints over a narrow
// address window (so that overlaps are frequent) with every space and empty ranges; an allocation
// only when a slot is free and the footprint conflicts with none in flight; releases of distinct occupied slots on random ports; a pending bit set
// only for a register not pending and cleared only for one that is.
#include <catch2/catch.hpp>

#include <array>
#include <cstdio>
#include <vector>

#include "Vplena_scoreboard_default.h"
#include "Vplena_scoreboard_small.h"
#include "plena_configs.h"
#include "unit_util.h"

using namespace kc::plena::unit;

namespace {

constexpr unsigned kRel = 4, kFclr = 3;   // the module's default N_REL, N_FCLR

struct Range {
  unsigned space = 0;   // 0 none, 1 VRAM, 2 MRAM, 3 HBM
  uint64_t lo = 0, hi = 0;
};
struct Footprint {
  Range w, r1, r2;
};

bool overlaps(const Range& a, const Range& b) {
  return a.space != 0 && a.space == b.space && a.lo <= b.hi && b.lo <= a.hi;
}

struct Model {
  std::vector<bool> valid;
  std::vector<Footprint> slot;
  uint8_t fpend = 0;
  explicit Model(unsigned n) : valid(n, false), slot(n) {}

  bool conflict(const Footprint& f) const {
    for (std::size_t s = 0; s < valid.size(); ++s) {
      if (!valid[s]) continue;
      const Footprint& o = slot[s];
      if (overlaps(f.w, o.w) || overlaps(f.w, o.r1) || overlaps(f.w, o.r2) || overlaps(f.r1, o.w) ||
          overlaps(f.r2, o.w))
        return true;
    }
    return false;
  }
  int lowest_free() const {
    for (std::size_t s = 0; s < valid.size(); ++s)
      if (!valid[s]) return int(s);
    return -1;
  }
  bool empty() const {
    for (bool v : valid)
      if (v) return false;
    return true;
  }
};

// footprint_t = {w, r1, r2}, range_t = {space[1:0], lo[RW-1:0], hi[RW-1:0]}.
Bits pack(const Footprint& f, unsigned rw) {
  Packed p(3 * (2 + 2 * rw));
  for (const Range* r : {&f.w, &f.r1, &f.r2}) p.add(2, r->space).add(rw, r->lo).add(rw, r->hi);
  return p.bits();
}

Range random_range(Rng& g, uint64_t window) {
  Range r;
  r.space = unsigned(g.below(4));
  if (g.chance(10)) r.space = 0;
  r.lo = g.below(window);
  r.hi = r.lo + g.below(window / 4 + 1);
  if (g.chance(3)) r.hi = r.lo;
  return r;
}

struct Stats {
  uint64_t cycles = 0, conflicts = 0, allocs = 0, releases = 0, full = 0;
};

// What the stimulus breaks on purpose (plena.sva.fires.*): nothing, an allocation while every
// slot is occupied, or a release of a free slot.
enum class Break { none, alloc_full, release_free };

// Returns whether an assertion fired (a failed test when `brk` is none).
template <class V>
bool run_scoreboard(const char* cfg_name, uint64_t seed, unsigned cycles, Stats& st, Break brk = Break::none) {
  const kc::plena::HwConfig& cfg = *kc::plena::find_config(cfg_name);
  const unsigned n = cfg.scoreboard_slots, aw = cfg.sb_slot_aw, rw = cfg.hbm_aw;
  VerilatedContext ctx;
  ctx.fatalOnError(false);   // an assertion failure is reported by gotError()
  V m(&ctx);
  Clock<V> clk{m};
  Rng g(seed);
  Model model(n);
  m.alloc_i = 0;
  m.rel_valid_i = 0;
  m.fset_i = 0;
  m.fclr_i = 0;
  clk.reset();
  // Bias: phases where allocations outpace releases (fill the slots) and the reverse.
  for (unsigned c = 0; c < cycles; ++c) {
    const bool filling = (c / 200) % 2 == 0;
    // Inputs.
    Footprint f{random_range(g, 64), random_range(g, 64), random_range(g, 64)};
    if (filling && g.chance(70)) f.w.space = 0;   // read-only footprints pile up to a full scoreboard
    Bits fb = pack(f, rw);
    to_port(m.chk_fp_i, fb);
    const int free = model.lowest_free();
    const bool conflict = model.conflict(f);
    // The issue stage allocates only for an instruction that conflicts with nothing in flight.
    const bool alloc = free >= 0 && !conflict && g.chance(filling ? 70 : 30);
    m.alloc_i = alloc || (brk == Break::alloc_full && free < 0);
    std::vector<unsigned> occupied;
    for (unsigned s = 0; s < n; ++s)
      if (model.valid[s]) occupied.push_back(s);
    uint32_t rel_valid = 0;
    uint64_t rel_slot = 0;
    std::vector<unsigned> released;
    for (unsigned p = 0; p < kRel && !occupied.empty(); ++p) {
      if (!g.chance(filling ? 15 : 40)) {
        rel_slot |= g.below(n) << (p * aw);   // an idle port carries a random slot number
        continue;
      }
      const std::size_t k = g.below(occupied.size());
      rel_valid |= 1u << p;
      rel_slot |= uint64_t(occupied[k]) << (p * aw);
      released.push_back(occupied[k]);
      occupied.erase(occupied.begin() + std::ptrdiff_t(k));
    }
    if (brk == Break::release_free && free >= 0 && !alloc && c > 50 && g.chance(5)) {
      rel_valid |= 1u << (kRel - 1);   // the last port names a free slot
      rel_slot = (rel_slot & ~(uint64_t((1u << aw) - 1) << ((kRel - 1) * aw))) | uint64_t(free) << ((kRel - 1) * aw);
    }
    m.rel_valid_i = rel_valid;
    m.rel_slot_i = rel_slot;
    // FP pending bits: set a register that is not pending, clear distinct pending ones.
    const uint8_t pend = model.fpend;
    std::vector<unsigned> idle, busy;
    for (unsigned r = 0; r < 8; ++r) ((pend >> r) & 1 ? busy : idle).push_back(r);
    const bool fset = !idle.empty() && g.chance(30);
    const unsigned fset_idx = fset ? idle[g.below(idle.size())] : unsigned(g.below(8));
    m.fset_i = fset;
    m.fset_idx_i = fset_idx;
    uint32_t fclr = 0, fclr_idx = 0;
    uint8_t cleared = 0;
    for (unsigned p = 0; p < kFclr; ++p) {
      if (busy.empty() || !g.chance(25)) continue;
      const std::size_t k = g.below(busy.size());
      fclr |= 1u << p;
      fclr_idx |= busy[k] << (3 * p);
      cleared |= uint8_t(1u << busy[k]);
      busy.erase(busy.begin() + std::ptrdiff_t(k));
    }
    m.fclr_i = fclr;
    m.fclr_idx_i = fclr_idx;

    // Combinational outputs against the model.
    clk.settle();
    INFO(cfg_name << " seed " << seed << " cycle " << c);
    REQUIRE(bool(m.conflict_o) == conflict);
    REQUIRE(bool(m.has_free_o) == (free >= 0));
    if (free >= 0) REQUIRE(unsigned(m.free_slot_o) == unsigned(free));
    REQUIRE(bool(m.empty_o) == model.empty());
    REQUIRE(unsigned(m.fpend_o) == unsigned(model.fpend));
    st.conflicts += conflict;
    st.full += free < 0;

    // Edge: the model's state advances; the assertions sample.
    clk.edge();
    if (ctx.gotError()) {
      if (brk != Break::none) return true;
      FAIL("an assertion failed (" << cfg_name << " seed " << seed << " cycle " << c << ")");
    }
    for (unsigned s : released) model.valid[s] = false;
    if (alloc) {
      model.valid[unsigned(free)] = true;
      model.slot[unsigned(free)] = f;
    }
    model.fpend = uint8_t((model.fpend & ~cleared) | (fset ? 1u << fset_idx : 0u));
    st.allocs += alloc;
    st.releases += released.size();
    st.cycles++;
  }
  return false;
}

}  // namespace

TEST_CASE("plena.unit.scoreboard.small", "[unit]") {
  Stats st;
  for (uint64_t seed = 1; seed <= 8; ++seed) run_scoreboard<Vplena_scoreboard_small>("small", seed, 5000, st);
  std::printf("scoreboard small: %llu cycles, %llu conflicts, %llu allocations, %llu releases, %llu cycles full\n",
              (unsigned long long)st.cycles, (unsigned long long)st.conflicts, (unsigned long long)st.allocs,
              (unsigned long long)st.releases, (unsigned long long)st.full);
  CHECK(st.conflicts > st.cycles / 20);   // the stimulus exercises both outcomes
  CHECK(st.conflicts < st.cycles - st.cycles / 10);
  CHECK(st.full > 100);                   // and a full scoreboard
}

TEST_CASE("plena.unit.scoreboard.default", "[unit]") {
  Stats st;
  for (uint64_t seed = 101; seed <= 104; ++seed) run_scoreboard<Vplena_scoreboard_default>("default", seed, 5000, st);
  CHECK(st.conflicts > st.cycles / 20);
  CHECK(st.full > 50);
}

// The scoreboard's assertions (rtl/plena/sva/plena_scoreboard_sva.sv) fire on illegal traffic.
TEST_CASE("plena.sva.fires.scoreboard", "[sva]") {
  Stats st;
  CHECK(run_scoreboard<Vplena_scoreboard_small>("small", 7, 3000, st, Break::alloc_full));
  CHECK(run_scoreboard<Vplena_scoreboard_small>("small", 8, 3000, st, Break::release_free));
}
