// DMA, matrix and vector work overlap for real, and overlapping does not change results.
//
// One loop body feeds three independent streams: the DMA engine (a tile prefetch and a row
// store per iteration), the matrix unit (two multiplies and a write-out) and the vector unit (an
// inner loop of element-wise operations). The same body restricted to one stream gives the three
// parts run alone. The combined program must leave exactly the state the three parts leave
// (they touch disjoint memory), and take fewer than 0.7 x the cycles of the parts one after
// another.
#include <catch2/catch.hpp>

#include <random>

#include "Vplena_default.h"
#include "Vplena_small.h"
#include "plena_rig.h"

namespace {

using kc::plena::HwConfig;
using kc::plena::PlenaDriver;
using kc::plena::Space;
using kc::plena::test::PlenaRig;
using kc::plena::test::fmt;


enum Part : unsigned { kDma = 1, kMat = 2, kVec = 4 };

// Memory map (rows of VRAM): activations 0..BLEN-1, write-out rows from 16, vector sources
// 80..81, vector results 96..127, store sources from 160. MRAM tiles 0..1 hold weights; tiles
// from 2 receive prefetches. HBM: prefetch sources from 0, store destinations from 1 << 20.
std::string program(const HwConfig& c, unsigned parts, unsigned iters) {
  const unsigned V = c.vlen, T = c.mlen * c.mlen, B = c.blen;
  std::string s;
  s += fmt("S_ADDI_INT gp1, gp0, %u\n", 2 * T);          // prefetch tile address
  s += "S_ADDI_INT gp2, gp0, 0\n";                        // prefetch HBM offset
  s += fmt("S_ADDI_INT gp3, gp0, %u\n", 160 * V);        // store source row
  s += "S_LUI_INT gp4, 256\n";                            // store HBM offset (1 << 20)
  s += "S_ADDI_INT gp5, gp0, 0\n";                        // activation rows
  s += fmt("S_ADDI_INT gp6, gp0, %u\n", 16 * V);         // write-out row
  s += fmt("S_ADDI_INT gp9, gp0, %u\n", 80 * V);         // vector source row
  s += fmt("S_ADDI_INT gp10, gp0, %u\n", 81 * V);        // vector source row
  s += "S_LD_FP f1, gp0, 0\n";
  s += fmt("C_LOOP_START gp12, %u\n", iters);
  if (parts & kDma) {
    s += "H_PREFETCH_M gp1, gp2, a0, 0, 0\n";
    s += "H_STORE_V gp3, gp4, a0, 0, 0\n";
    s += fmt("S_ADDI_INT gp1, gp1, %u\n", T);
    s += fmt("S_ADDI_INT gp2, gp2, %u\n", T);
    s += fmt("S_ADDI_INT gp3, gp3, %u\n", c.store_v_rows * V);
    s += fmt("S_ADDI_INT gp4, gp4, %u\n", c.store_v_rows * V);
  }
  if (parts & kMat) {
    s += fmt("S_ADDI_INT gp7, gp0, %u\n", 0);
    s += "M_MM 0, gp7, gp5\n";
    s += fmt("S_ADDI_INT gp7, gp0, %u\n", T + B);
    s += "M_MM 0, gp7, gp5\n";
    s += "M_MM_WO gp6, gp0, 0\n";
    s += fmt("S_ADDI_INT gp6, gp6, %u\n", B * V);
  }
  if (parts & kVec) {
    // 2·MLEN/4 independent operations per iteration into rows 96..127 (about as long as the
    // other parts; results are rewritten every iteration, the last iteration's values remain).
    s += fmt("S_ADDI_INT gp11, gp0, %u\n", 96 * V);
    s += fmt("S_ADDI_INT gp14, gp0, %u\n", 112 * V);
    s += fmt("C_LOOP_START gp13, %u\n", c.mlen / 4);
    s += "V_EXP_V gp11, gp9, 0\n";
    s += "V_MUL_VV gp14, gp9, gp10, 0\n";
    s += fmt("S_ADDI_INT gp11, gp11, %u\n", V);
    s += fmt("S_ADDI_INT gp14, gp14, %u\n", V);
    s += "C_LOOP_END gp13\n";
  }
  s += "C_LOOP_END gp12\n";
  return s;
}

// Deterministic small bf16 values (exactly representable, so all sums are exact-ish and finite).
uint16_t bf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return uint16_t(b >> 16);
}

template <class V>
struct Overlap {
  PlenaRig<V> rig;
  unsigned iters;
  explicit Overlap(const char* cfg) : rig(cfg), iters(rig.cfg().mram_tiles - 2) {}

  // A fresh HBM holding the prefetch sources, the same for every run.
  void fill_hbm() {
    rig.fresh_hbm();
    std::mt19937 g(7);
    std::vector<uint16_t> h(std::size_t(iters) * rig.cfg().mlen * rig.cfg().mlen);
    for (auto& x : h) x = bf(float(int(g() % 17) - 8) / 8.0f);
    rig.hbm().write(0, reinterpret_cast<const uint8_t*>(h.data()), h.size() * 2);
  }

  void preload(PlenaDriver<V>& d) {
    const HwConfig& c = rig.cfg();
    std::mt19937 g(11);
    auto word = [&] { return uint32_t(bf(float(int(g() % 9) - 4) / 4.0f)) | uint32_t(bf(float(int(g() % 9) - 4) / 4.0f)) << 16; };
    for (uint32_t a = 0; a < c.blen * c.vlen; a += 2) d.write(Space::vram, a, word());
    for (uint32_t a = 80 * c.vlen; a < 82 * c.vlen; a += 2) d.write(Space::vram, a, word());
    for (uint32_t a = 160 * c.vlen; a < (160 + iters * c.store_v_rows) * c.vlen; a += 2) d.write(Space::vram, a, word());
    for (uint32_t a = 0; a < 2 * c.mlen * c.mlen; a += 2) d.write(Space::mram, a, word());
    d.write(Space::fp_mem, 0, bf(0.5f));
  }

  struct State {
    uint64_t cycles;
    std::vector<uint32_t> vram, mram, hbm;
  };

  State run(unsigned parts) {
    const HwConfig& c = rig.cfg();
    fill_hbm();
    auto r = rig.run_with(program(c, parts, iters), [&](PlenaDriver<V>& d) { preload(d); });
    REQUIRE(r.status == 1);
    State s{r.cycles, {}, {}, {}};
    s.vram.resize(c.vram_rows * c.vlen / 2);
    rig.driver().read(Space::vram, 0, s.vram.data(), uint32_t(s.vram.size()), 2);
    s.mram.resize(c.mram_tiles * c.mlen * c.mlen / 2);
    rig.driver().read(Space::mram, 0, s.mram.data(), uint32_t(s.mram.size()), 2);
    s.hbm.resize(iters * c.store_v_rows * c.vlen / 2);
    rig.hbm().read(2u << 20, reinterpret_cast<uint8_t*>(s.hbm.data()), s.hbm.size() * 4);
    return s;
  }
};

template <class V>
void check(const char* cfg) {
  Overlap<V> t(cfg);
  auto dma = t.run(kDma), mat = t.run(kMat), vec = t.run(kVec), all = t.run(kDma | kMat | kVec);
  // Each part alone must have done something, or the comparison below proves nothing.
  CHECK(dma.hbm != vec.hbm);
  CHECK(mat.vram != dma.vram);
  CHECK(vec.vram != dma.vram);
  // The combined run leaves the union of the parts' effects: MRAM and HBM from the DMA part,
  // write-out rows from the matrix part, result rows from the vector part.
  CHECK(all.mram == dma.mram);
  CHECK(all.hbm == dma.hbm);
  const HwConfig& c = t.rig.cfg();
  for (std::size_t i = 0; i < all.vram.size(); ++i) {
    const std::size_t row = 2 * i / c.vlen;
    const auto& owner = (row >= 16 && row < 80) ? mat : (row >= 96 && row < 128) ? vec : dma;
    if (all.vram[i] != owner.vram[i]) {
      FAIL_CHECK("VRAM element " << 2 * i << " (row " << row << ") differs from the run of its part alone");
      break;
    }
  }
  const uint64_t serial = dma.cycles + mat.cycles + vec.cycles;
  INFO(cfg << ": DMA " << dma.cycles << ", matrix " << mat.cycles << ", vector " << vec.cycles << " cycles alone ("
           << serial << " one after another); together " << all.cycles << " = " << double(all.cycles) / serial);
  CHECK(double(all.cycles) < 0.7 * double(serial));
}

}  // namespace

TEST_CASE("plena.rtl.overlap.small") { check<Vplena_small>("small"); }
TEST_CASE("plena.rtl.overlap.default") { check<Vplena_default>("default"); }
