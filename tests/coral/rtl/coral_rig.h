// CoralRig: runs a program on a Verilated coral core (Vcoral_<cfg>, rtl/coral/rtl/coral_core.sv)
// of one hardware configuration — fresh model, host-port load, start, run to halt/fault — and
// collects what the lock-step checker compares: the scalar retirement records (as the rv32 core's
// trace), the vector unit's completion records (with the whole register file at each completion
// and the element accesses of the instruction), and the final vector state and memories.
//
// Host port protocol and cycle protocol as rv32's driver (kc/rv32_driver.h): inputs are driven,
// clock low + eval (records sampled: they complete at the coming edge), clock high + eval.
#pragma once

#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "Vcoral_default.h"
#include "Vcoral_small.h"
#include "coral_configs.h"
#include "kc/elf.h"
#include "kc/rv32_trace.h"
#include "verilated.h"

namespace kc::coral::test {

using rv32::FaultInfo;
using rv32::TraceRecord;

constexpr uint32_t kMpause = 0x08000073;
constexpr unsigned kVlenb = 16;  // every configuration has VLEN 128 (docs/coral/configs.md)
using VReg = std::array<uint8_t, kVlenb>;
using VRegs = std::array<VReg, 32>;

// Byte b of a port-wide value of the Verilated model (vacc_data_o: dtcm_port_bytes bytes, a plain
// integer up to 8 bytes, a VlWide beyond).
inline uint8_t port_byte(uint64_t v, unsigned b) { return b < 8 ? uint8_t(v >> (8 * b)) : 0; }
template <std::size_t N>
uint8_t port_byte(const VlWide<N>& v, unsigned b) {
  return b < 4 * N ? uint8_t(v.at(b / 4) >> (8 * (b % 4))) : 0;
}
// Bit j of a port-wide value (vacc_act_o: one bit per element of the chunk).
template <class T>
bool port_bit(const T& v, unsigned j) {
  return (port_byte(v, j / 8) >> (j % 8)) & 1u;
}

// One element access of the vector unit (vacc_* ports).
struct VAccess {
  bool store = false;
  uint32_t addr = 0;
  unsigned bytes = 0;
  uint32_t data = 0;
};

inline bool operator==(const VAccess& a, const VAccess& b) {
  return a.store == b.store && a.addr == b.addr && a.bytes == b.bytes && a.data == b.data;
}

// One completion record of the vector unit (vdone_* ports) and the state at that moment.
struct VDone {
  uint64_t cycle = 0;
  uint32_t insn = 0, vl = 0, vtype = 0, vstart = 0;
  bool trap = false;
  VRegs regs{};                   // the whole register file once the instruction completed
  std::vector<VAccess> accesses;  // the element accesses it made, in order
  unsigned port = 0;              // the memory-port accesses they took (chunks)
  unsigned port_bytes = 0;        // the bytes those accesses spanned (active and inactive elements)
};

struct VCounters {
  uint32_t busy = 0, beats = 0, elems = 0, qfull = 0, port = 0, vstall = 0;
};

struct RunOut {
  bool finished = false;  // halted or faulted within the cycle limit
  bool halted = false, faulted = false;
  FaultInfo fault;
  uint64_t cycles = 0;
  std::vector<TraceRecord> trace;
  std::vector<VDone> vdone;
  VRegs vregs{};  // at the end (the unit drained)
  uint32_t vl = 0, vtype = 0, vstart = 0, vcsr = 0;
  VCounters counters;
  // the vector memory port's accesses: address of the first element, bytes spanned by all the
  // chunk's elements (active or not), data 0
  std::vector<VAccess> port_accesses;
  std::vector<uint8_t> itcm, dtcm;  // the memories at the end
};

// An unmasked unit-stride load or store whose port accesses move chunks (docs/coral/vector-rtl.md,
// "Memory port cycles"): vle/vse (and vle*ff) without segments, vlm/vsm, the whole-register forms.
inline bool unmasked_chunk_access(uint32_t w) {
  const uint32_t width = (w >> 12) & 7;  // vector widths 0, 5, 6 (scalar flw/fsw: 2)
  const uint32_t lumop = (w >> 20) & 31, nf = w >> 29;
  const bool load = (w & 0x7f) == 0x07;
  if ((w & 0x5f) != 0x07 || !(width == 0 || width == 5 || width == 6) || ((w >> 26) & 3) != 0 ||
      !((w >> 25) & 1))
    return false;
  if (lumop == 0) return nf == 0;                     // vle / vse
  if (lumop == 0x10) return load && nf == 0;          // vle*ff
  if (lumop == 0x0B) return nf == 0 && width == 0;    // vlm / vsm
  return lumop == 0x08;                               // whole registers (nf: registers - 1)
}

// The elements an unmasked chunk access moves when it starts at element 0 (vstart 0): vl (vle/vse,
// vle*ff: the trimmed vl), ceil(vl/8) bytes (vlm/vsm), NREG * VLENB / EEW (whole registers).
inline unsigned chunk_access_elems(uint32_t w, uint32_t vl) {
  const uint32_t lumop = (w >> 20) & 31, width = (w >> 12) & 7;
  if (lumop == 0x0B) return (vl + 7) / 8;
  if (lumop == 0x08) return ((w >> 29) + 1) * kVlenb / (width == 0 ? 1 : width == 5 ? 2 : 4);
  return vl;
}

// The port cycles the documented rule gives an unmasked chunk access from element 0 (the first
// access is element 0 at register offset 0): one per chunk, a chunk ending at the end of an
// aligned piece of memory — `pb` bytes in the DTCM, 4 in the ITCM — and at a register boundary.
inline unsigned predicted_port_cycles(const std::vector<VAccess>& acc, const HwConfig& cfg, unsigned pb) {
  unsigned n = 0;
  for (const VAccess& a : acc) {
    const bool itcm = a.addr - uint32_t(cfg.itcm_base) < uint32_t(cfg.itcm_bytes);
    const unsigned piece = itcm ? 4 : pb;
    if (a.addr == acc[0].addr || a.addr % piece == 0 || (a.addr - acc[0].addr) % kVlenb == 0) ++n;
  }
  return n;
}

template <class V>
class CoralRig {
 public:
  explicit CoralRig(const char* config) : name_(config) {
    const HwConfig* c = find_config(config);
    REQUIRE(c != nullptr);
    cfg_ = *c;
  }
  const HwConfig& cfg() const { return cfg_; }
  const std::string& name() const { return name_; }

  // The ELF of `prog` for this configuration; a `prog` containing '/' is a path.
  const ElfImage& elf(const std::string& prog) {
    auto it = elfs_.find(prog);
    if (it == elfs_.end()) {
      const std::string path = prog.find('/') != std::string::npos
                                   ? prog
                                   : std::string(KC_CORAL_TEST_PROGS) + "/" + name_ + "/" + prog + ".elf";
      it = elfs_.emplace(prog, read_elf(path, kElfMachineRiscv)).first;
    }
    return it->second;
  }

  RunOut run(const std::string& prog, uint64_t max_cycles = 2'000'000, bool memories = true) {
    const ElfImage& e = elf(prog);
    m_.reset();
    ctx_ = std::make_unique<VerilatedContext>();
    m_ = std::make_unique<V>(ctx_.get());
    power_on_reset();
    load_elf(e);
    RunOut out;
    write_word(uint32_t(cfg_.ctrl_base) + rv32::kCtrlStartPc, e.entry);
    write_word(uint32_t(cfg_.ctrl_base) + rv32::kCtrlCtrl, 0);
    uint64_t cycle = 0;
    VRegs last{};
    read_vregs(last);
    std::vector<VAccess> acc;
    unsigned port = 0, port_bytes = 0;
    auto step = [&]() {
      V& m = *m_;
      m.trace_en_i = 1;
      m.clk_i = 0;
      m.eval();
      if (m.trace_valid_o) out.trace.push_back(sample(cycle));
      if (m.vacc_valid_o) {
        // one port access: vacc_elems_o elements of vacc_bytes_o bytes (a chunk), the active ones
        // (vacc_act_o) accessed
        const unsigned b = unsigned(m.vacc_bytes_o), k = unsigned(m.vacc_elems_o);
        for (unsigned j = 0; j < k; ++j) {
          if (!port_bit(m.vacc_act_o, j)) continue;
          uint32_t v = 0;
          for (unsigned i = 0; i < b; ++i) v |= uint32_t(port_byte(m.vacc_data_o, j * b + i)) << (8 * i);
          acc.push_back({bool(m.vacc_store_o), m.vacc_addr_o + j * b, b, v});
        }
        out.port_accesses.push_back({bool(m.vacc_store_o), m.vacc_addr_o, b * k, 0});
        ++port;
        port_bytes += b * k;
      }
      if (m.vdone_o) {
        VDone d;
        d.cycle = cycle;
        d.insn = m.vdone_insn_o;
        d.vl = m.vdone_vl_o;
        d.vtype = m.vdone_vtype_o;
        d.vstart = m.vdone_vstart_o;
        d.trap = m.vdone_trap_o;
        read_vregs(d.regs);
        d.accesses.swap(acc);
        d.port = port;
        d.port_bytes = port_bytes;
        port = 0;
        port_bytes = 0;
        out.vdone.push_back(std::move(d));
      }
      m.clk_i = 1;
      m.eval();
      ++cycle;
    };
    while (!(m_->halted_o || m_->fault_o) && cycle < max_cycles) step();
    out.finished = m_->halted_o || m_->fault_o;
    // Let the unit drain (a fatal trap stops the scalar core, not the unit).
    for (int i = 0; i < 10000 && !m_->vidle_o; ++i) step();
    for (int i = 0; i < 4; ++i) step();
    out.cycles = cycle;
    out.halted = m_->halted_o;
    out.faulted = m_->fault_o;
    if (out.faulted) {
      uint32_t w[4];
      read_words(uint32_t(cfg_.ctrl_base) + rv32::kCtrlCause, w, 4);
      out.fault = {w[0], w[1], w[2], w[3]};
    }
    read_vregs(out.vregs);
    out.vl = m_->vl_o;
    out.vtype = m_->vtype_o;
    out.vstart = m_->vstart_o;
    out.vcsr = m_->vcsr_o;
    out.counters = {m_->vcnt_busy_o, m_->vcnt_beats_o, m_->vcnt_elems_o, m_->vcnt_qfull_o, m_->vcnt_port_o,
                    m_->vcnt_vstall_o};
    if (memories) {
      out.itcm = read_bytes(uint32_t(cfg_.itcm_base), uint32_t(cfg_.itcm_bytes));
      out.dtcm = read_bytes(uint32_t(cfg_.dtcm_base), uint32_t(cfg_.dtcm_bytes));
    }
    return out;
  }

 private:
  void clock() {
    m_->clk_i = 0;
    m_->eval();
    m_->clk_i = 1;
    m_->eval();
  }
  void power_on_reset() {
    V& m = *m_;
    m.rst_ni = 0;
    m.host_req_i = 0;
    m.host_we_i = 0;
    m.host_addr_i = 0;
    m.host_wdata_i = 0;
    m.host_be_i = 0;
    m.stop_i = 0;
    m.trace_en_i = 0;
    m.dbg_vreg_i = 0;
    m.clk_i = 0;
    m.eval();
    m.clk_i = 1;
    m.eval();
    m.clk_i = 0;
    m.eval();
    m.rst_ni = 1;
    clock();
  }
  void write_word(uint32_t addr, uint32_t data, uint8_t be = 0xF) {
    V& m = *m_;
    m.host_req_i = 1;
    m.host_we_i = 1;
    m.host_addr_i = addr;
    m.host_wdata_i = data;
    m.host_be_i = be;
    clock();
    m.host_req_i = 0;
    m.host_we_i = 0;
  }
  void read_words(uint32_t addr, uint32_t* dst, uint32_t n) {
    V& m = *m_;
    for (uint32_t i = 0; i <= n; ++i) {
      m.host_req_i = i < n;
      m.host_we_i = 0;
      m.host_addr_i = addr + 4 * i;
      m.clk_i = 0;
      m.eval();
      if (i > 0) dst[i - 1] = m.host_rdata_o;
      m.clk_i = 1;
      m.eval();
    }
    m.host_req_i = 0;
  }
  std::vector<uint8_t> read_bytes(uint32_t addr, uint32_t n) {
    std::vector<uint32_t> w(n / 4);
    read_words(addr, w.data(), n / 4);
    std::vector<uint8_t> out(n);
    for (uint32_t i = 0; i < n; ++i) out[i] = uint8_t(w[i / 4] >> (8 * (i % 4)));
    return out;
  }
  void load_elf(const ElfImage& elf) {
    for (const ElfSegment& s : elf.segments) {
      std::vector<uint8_t> img(s.bytes);
      img.resize(s.mem_size, 0);
      for (std::size_t i = 0; i < img.size();) {
        const uint32_t a = s.vaddr + uint32_t(i), w = a & ~3u;
        uint32_t data = 0;
        uint8_t be = 0;
        for (unsigned lane = a & 3u; lane < 4 && i < img.size(); ++lane, ++i) {
          data |= uint32_t(img[i]) << (8 * lane);
          be |= uint8_t(1u << lane);
        }
        write_word(w, data, be);
      }
    }
  }
  // The register file through the test read port (combinational: set, eval, read).
  void read_vregs(VRegs& r) {
    V& m = *m_;
    const uint8_t keep = m.dbg_vreg_i;
    for (unsigned i = 0; i < 32; ++i) {
      m.dbg_vreg_i = i;
      m.eval();
      for (unsigned b = 0; b < kVlenb; ++b) r[i][b] = uint8_t(m.dbg_vreg_o[b / 4] >> (8 * (b % 4)));
    }
    m.dbg_vreg_i = keep;
    m.eval();
  }
  TraceRecord sample(uint64_t cycle) const {
    const V& m = *m_;
    TraceRecord r;
    r.cycle = cycle;
    r.pc = m.trace_pc_o;
    r.insn = m.trace_insn_o;
    r.rd_we = m.trace_rd_we_o;
    r.rd_fp = m.trace_rd_fp_o;
    r.rd = uint8_t(m.trace_rd_o);
    r.rd_wdata = m.trace_rd_wdata_o;
    r.mem_we = m.trace_mem_we_o;
    r.mem_re = m.trace_mem_re_o;
    r.mem_addr = m.trace_mem_addr_o;
    r.mem_wdata = m.trace_mem_wdata_o;
    r.mem_be = uint8_t(m.trace_mem_be_o);
    r.fflags = uint8_t(m.trace_fflags_o);
    r.trap = m.trace_trap_o;
    r.cause = uint8_t(m.trace_cause_o);
    r.tval = m.trace_tval_o;
    return r;
  }

  std::string name_;
  HwConfig cfg_;
  std::map<std::string, ElfImage> elfs_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<V> m_;
};

// Runs `f(rig)` on the small and the default configuration.
template <class F>
void on_test_configs(F&& f) {
  {
    CoralRig<Vcoral_small> rig("small");
    f(rig);
  }
  {
    CoralRig<Vcoral_default> rig("default");
    f(rig);
  }
}

}  // namespace kc::coral::test
