// Test bench of the verilated aie tile: clock, reset, program and data loading through the tile's
// load and host ports, and the tile's architectural registers read back as a kc::aie::ArchState
// (the ISS's type), so the lock-step checker compares like with like; the L2 memory model
// (L2Model, the one kc-sim-aie uses) on the tile's L2 port, stepped in every cycle. Templated on
// the model class (Vaie_tile_small, Vaie_tile_default).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "aie_l2.h"
#include "kc/aie_iss.h"

namespace kc::aie::rtltest {

template <class V>
class TileTb {
 public:
  explicit TileTb(const HwConfig& cfg)
      : m_(std::make_unique<V>()), l2_(cfg.l2_bytes, unsigned(cfg.l2_latency), unsigned(cfg.l2_interval)) {
    m_->clk_i = 0;
    m_->rst_ni = 0;
    m_->start_i = 0;
    m_->pm_we_i = 0;
    m_->host_en_i = 0;
    m_->host_we_i = 0;
    tick();
    tick();
    m_->rst_ni = 1;
    m_->eval();
  }

  V& m() { return *m_; }
  L2Model& l2() { return l2_; }

  // One clock cycle: inputs set by the caller are sampled at the rising edge.
  void tick() {
    l2_.drive(*m_);
    m_->clk_i = 0;
    m_->eval();
    l2_.sample(*m_);
    m_->clk_i = 1;
    m_->eval();
  }

  void load_program(const std::vector<std::uint32_t>& words, std::uint32_t pm_words) {
    for (std::uint32_t a = 0; a < pm_words; ++a) {
      m_->pm_we_i = 1;
      m_->pm_waddr_i = a;
      m_->pm_wdata_i = a < words.size() ? words[a] : 0u;
      tick();
    }
    m_->pm_we_i = 0;
    m_->eval();
  }

  void write_word(std::uint32_t addr, std::uint32_t w) {
    m_->host_en_i = 1;
    m_->host_we_i = 1;
    m_->host_addr_i = addr;
    m_->host_wdata_i = w;
    tick();
    m_->host_en_i = 0;
    m_->host_we_i = 0;
    m_->eval();
  }

  // The whole data memory (`bytes` long) from an image.
  void write_dm(const std::vector<std::uint8_t>& img) {
    for (std::uint32_t a = 0; a + 4 <= img.size(); a += 4)
      write_word(a, std::uint32_t(img[a]) | std::uint32_t(img[a + 1]) << 8 | std::uint32_t(img[a + 2]) << 16 |
                        std::uint32_t(img[a + 3]) << 24);
  }

  std::vector<std::uint8_t> read_dm(std::uint32_t bytes) {
    std::vector<std::uint8_t> out(bytes);
    for (std::uint32_t a = 0; a < bytes; a += 4) {
      m_->host_en_i = 1;
      m_->host_we_i = 0;
      m_->host_addr_i = a;
      tick();
      m_->host_en_i = 0;
      m_->eval();
      const std::uint32_t w = m_->host_rdata_o;
      for (int k = 0; k < 4; ++k) out[a + std::uint32_t(k)] = std::uint8_t(w >> (8 * k));
    }
    return out;
  }

  // Pulses start; afterwards the model shows cycle 0 of the run.
  void start() {
    m_->start_i = 1;
    tick();
    m_->start_i = 0;
    m_->eval();
  }

  // The architectural registers (pc and loops are not part of the comparison).
  ArchState regs() const {
    ArchState s;
    for (unsigned i = 0; i < 32; ++i) s.r[i] = m_->r_o[i];
    for (unsigned i = 0; i < 8; ++i) {
      s.p[i] = std::uint16_t(m_->p_o[i / 2] >> (16 * (i % 2)));
      s.m[i] = std::uint16_t(m_->m_o[i / 2] >> (16 * (i % 2)));
    }
    for (unsigned k = 0; k < 12; ++k)
      for (unsigned j = 0; j < 64; ++j) s.x[k][j] = std::uint8_t(m_->x_o[16 * k + j / 4] >> (8 * (j % 4)));
    for (unsigned k = 0; k < 8; ++k)
      for (unsigned l = 0; l < 32; ++l) s.cm[k][l] = m_->cm_o[32 * k + l];
    return s;
  }

 private:
  std::unique_ptr<V> m_;
  L2Model l2_;
};

}  // namespace kc::aie::rtltest
