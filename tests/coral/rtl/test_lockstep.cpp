// The coral RTL in lock-step with the coral ISS (kc/coral_iss.h), the functional golden model.
//   - Scalar: every retirement record of the RTL (the core's trace port) equals the ISS's record of
//     the same instruction, field by field (pc, word, x/f write, memory access, trap, cause, mtval).
//   - Vector: every vector instruction the unit completes (completion record, in order) is paired
//     with the ISS's record of that instruction (the checker pairs by instruction order, not cycle:
//     the unit completes after the scalar core moved on). They must agree on the word, vl, vtype,
//     vstart and trap after it, on every element access (load/store, address, bytes, value, in
//     order), on the complete new contents of every register the ISS says it wrote, and no other
//     register may have changed in the RTL.
//   - End: same end (halted, or the same fault record), the whole register file, vl, vtype, vstart,
//     vcsr, and the ITCM and DTCM contents.
// Time-dependent CSRs (mcycle) read the RTL's value.
#include <unistd.h>

#include <deque>
#include <filesystem>
#include <sstream>

#include "coral_random.h"
#include "coral_rig.h"
#include "kc/coral_iss.h"

using namespace kc::coral;
using namespace kc::coral::test;

namespace {

std::string hex(uint32_t v) {
  std::ostringstream s;
  s << "0x" << std::hex << v;
  return s.str();
}

bool time_csr(uint32_t a) { return a == 0xB00 || a == 0xB80 || a == 0xC00 || a == 0xC80 || a == 0xC01 || a == 0xC81; }

std::string scalar_differences(const TraceRecord& r, const kc::rv32::StepResult& s) {
  std::string d;
  const auto field = [&](const char* name, uint64_t rtl, uint64_t iss) {
    if (rtl != iss) d += std::string(" ") + name + ": rtl " + hex(uint32_t(rtl)) + ", iss " + hex(uint32_t(iss)) + ";";
  };
  field("pc", r.pc, s.pc);
  field("insn", r.insn, s.insn);
  field("trap", r.trap, s.trap);
  if (r.trap || s.trap) {
    field("cause", r.cause, s.cause);
    field("tval", r.tval, s.tval);
  }
  field("rd_we", r.rd_we, s.rd_we);
  if (r.rd_we && s.rd_we) {
    field("rd_fp", r.rd_fp, s.rd_fp);
    field("rd", r.rd, s.rd);
    field("rd_wdata", r.rd_wdata, s.rd_wdata);
  }
  field("mem_we", r.mem_we, s.mem_we);
  field("mem_re", r.mem_re, s.mem_re);
  if (r.mem_we || r.mem_re) {
    field("mem_addr", r.mem_addr, s.mem_addr);
    field("mem_be", r.mem_be, s.mem_be);
  }
  if (r.mem_we) field("mem_wdata", r.mem_wdata, s.mem_wdata);
  field("fflags", r.fflags, s.fflags);
  return d;
}

struct Expected {
  uint32_t pc = 0, word = 0;
  vec::Effects fx;
};

std::string reg_hex(const VReg& r) {
  std::ostringstream s;
  for (int b = int(kVlenb) - 1; b >= 0; --b) s << std::hex << (r[b] >> 4) << (r[b] & 15);
  return s.str();
}

// One vector completion of the RTL against the ISS's record of the same instruction.
std::string vector_differences(const VDone& d, const VRegs& before, const Expected& e) {
  std::string out;
  const auto field = [&](const char* name, uint64_t rtl, uint64_t iss) {
    if (rtl != iss) out += std::string(" ") + name + ": rtl " + hex(uint32_t(rtl)) + ", iss " + hex(uint32_t(iss)) + ";";
  };
  field("word", d.insn, e.word);
  field("vl", d.vl, e.fx.vl);
  field("vtype", d.vtype, e.fx.vtype);
  field("vstart", d.vstart, e.fx.vstart);
  field("trap", d.trap, e.fx.trap);
  field("accesses", d.accesses.size(), e.fx.mem.size());
  for (std::size_t i = 0; i < d.accesses.size() && i < e.fx.mem.size(); ++i) {
    const VAccess& a = d.accesses[i];
    const vec::VMemAccess& b = e.fx.mem[i];
    if (a.store != b.store || a.addr != b.addr || a.bytes != b.bytes || a.data != b.data) {
      out += " access " + std::to_string(i) + ": rtl " + (a.store ? "store " : "load ") + hex(a.addr) + "/" +
             std::to_string(a.bytes) + "=" + hex(a.data) + ", iss " + (b.store ? "store " : "load ") + hex(b.addr) +
             "/" + std::to_string(b.bytes) + "=" + hex(b.data) + ";";
      break;
    }
  }
  std::array<bool, 32> written{};
  for (const vec::VRegWrite& w : e.fx.vregs) {
    written[w.reg] = true;
    VReg want{};
    std::copy(w.data.begin(), w.data.end(), want.begin());
    if (d.regs[w.reg] != want)
      out += " v" + std::to_string(w.reg) + ": rtl " + reg_hex(d.regs[w.reg]) + ", iss " + reg_hex(want) + ";";
  }
  for (unsigned r = 0; r < 32; ++r)
    if (!written[r] && d.regs[r] != before[r])
      out += " v" + std::to_string(r) + " changed in the rtl (" + reg_hex(before[r]) + " -> " + reg_hex(d.regs[r]) +
             "), not in the iss;";
  return out;
}

// Replays the RTL run `rtl` of `elf` on a fresh ISS. "" when everything agrees, else the first
// difference. `corrupt(iss, i)` runs before ISS step i (tests of the checker itself).
template <class Corrupt>
std::string lockstep(const HwConfig& cfg, const kc::ElfImage& elf, const RunOut& rtl, Corrupt corrupt) {
  Iss iss(cfg);
  iss.load_elf(elf);
  iss.reset(elf.entry);
  std::size_t i = 0;
  iss.core().set_csr_override([&](uint32_t a) -> std::optional<uint32_t> {
    if (time_csr(a) && i < rtl.trace.size() && rtl.trace[i].rd_we) return rtl.trace[i].rd_wdata;
    return std::nullopt;
  });
  std::deque<Expected> pending;
  std::size_t vi = 0;
  VRegs before{};  // the RTL's register file before the next completion (zero at reset)
  std::deque<std::string> recent;
  auto match = [&]() -> std::string {
    while (!pending.empty() && vi < rtl.vdone.size()) {
      const std::string d = vector_differences(rtl.vdone[vi], before, pending.front());
      if (!d.empty())
        return "vector completion " + std::to_string(vi) + " (pc " + hex(pending.front().pc) + ", insn " +
               hex(pending.front().word) + "):" + d;
      before = rtl.vdone[vi].regs;
      pending.pop_front();
      ++vi;
    }
    return "";
  };
  for (; i < rtl.trace.size(); ++i) {
    corrupt(iss, i);
    const TraceRecord& r = rtl.trace[i];
    const StepResult s = iss.step();
    const std::string d = scalar_differences(r, s.core);
    if (!d.empty()) {
      std::string out = "record " + std::to_string(i) + " (pc " + hex(r.pc) + ", insn " + hex(r.insn) + "):" + d +
                        "\n  agreeing records before it (pc insn):";
      for (const std::string& p : recent) out += " " + p;
      return out;
    }
    recent.push_back(hex(r.pc) + " " + hex(r.insn));
    if (recent.size() > 8) recent.pop_front();
    // Vector instructions refused as illegal never reach the unit.
    if (s.vector && !(s.vec.trap && s.vec.cause == vec::kIllegal)) pending.push_back({s.core.pc, s.core.insn, s.vec});
    const std::string v = match();
    if (!v.empty()) return v;
  }
  if (!pending.empty()) return std::to_string(pending.size()) + " vector instructions did not complete in the rtl";
  if (vi != rtl.vdone.size()) return std::to_string(rtl.vdone.size() - vi) + " extra vector completions in the rtl";
  if (rtl.halted && iss.status() != kc::rv32::RunStatus::halted)
    return std::string("the RTL halted, the ISS is ") + kc::rv32::run_status_name(iss.status());
  if (rtl.faulted) {
    if (iss.status() != kc::rv32::RunStatus::fault)
      return std::string("the RTL faulted, the ISS is ") + kc::rv32::run_status_name(iss.status());
    const FaultRecord& f = iss.fault();
    if (f.cause != rtl.fault.cause || f.pc != rtl.fault.pc || f.tval != rtl.fault.tval)
      return "fault records differ: rtl cause " + std::to_string(rtl.fault.cause) + " pc " + hex(rtl.fault.pc) +
             ", iss cause " + std::to_string(f.cause) + " pc " + hex(f.pc);
  }
  const vec::State& vs = iss.vstate();
  for (unsigned r = 0; r < 32; ++r) {
    VReg want{};
    std::copy(vs.reg(r), vs.reg(r) + kVlenb, want.begin());
    if (rtl.vregs[r] != want) return "at the end, v" + std::to_string(r) + ": rtl " + reg_hex(rtl.vregs[r]) + ", iss " + reg_hex(want);
  }
  if (rtl.vl != vs.vl || rtl.vtype != vs.vtype || rtl.vstart != vs.vstart || rtl.vcsr != (vs.vxrm << 1 | vs.vxsat))
    return "at the end, vl/vtype/vstart/vcsr: rtl " + hex(rtl.vl) + " " + hex(rtl.vtype) + " " + hex(rtl.vstart) + " " +
           hex(rtl.vcsr) + ", iss " + hex(vs.vl) + " " + hex(vs.vtype) + " " + hex(vs.vstart) + " " +
           hex(vs.vxrm << 1 | vs.vxsat);
  for (std::size_t a = 0; a < rtl.dtcm.size(); ++a)
    if (rtl.dtcm[a] != iss.read8(uint32_t(cfg.dtcm_base + a)))
      return "at the end, DTCM byte " + hex(uint32_t(cfg.dtcm_base + a)) + ": rtl " + hex(rtl.dtcm[a]) + ", iss " +
             hex(iss.read8(uint32_t(cfg.dtcm_base + a)));
  for (std::size_t a = 0; a < rtl.itcm.size(); ++a)
    if (rtl.itcm[a] != iss.read8(uint32_t(cfg.itcm_base + a)))
      return "at the end, ITCM byte " + hex(uint32_t(cfg.itcm_base + a)) + " differs";
  return "";
}

template <class V>
std::string lockstep_run(CoralRig<V>& rig, const std::string& prog, RunOut* keep = nullptr) {
  const RunOut r = rig.run(prog, 2'000'000);
  REQUIRE(r.finished);
  REQUIRE(!r.trace.empty());
  if (keep) *keep = r;
  return lockstep(rig.cfg(), rig.elf(prog), r, [](Iss&, std::size_t) {});
}

// Directed programs (progs/*.S), one per instruction class.
const char* const kPrograms[] = {"vset", "alu", "cmp", "mem", "scalar", "faults", "mulmask", "redwide", "fixpt", "masks", "perm", "div", "ff", "idx", "seg", "port"};

}  // namespace

TEST_CASE("coral.lockstep.directed", "[coral][rtl][lockstep]") {
  on_test_configs([](auto& rig) {
    for (const char* p : kPrograms) {
      INFO(rig.name() << ": program " << p);
      RunOut r;
      CHECK(lockstep_run(rig, p, &r) == "");
      CHECK(r.halted);
      CHECK(r.vdone.size() > 10);
    }
  });
}

TEST_CASE("coral.lockstep.random", "[coral][rtl][lockstep][random]") {
  const std::string dir = std::filesystem::temp_directory_path() / ("kc_coral_lockstep_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const unsigned n = std::getenv("KC_CORAL_RTL_RANDOM") ? unsigned(std::atoi(std::getenv("KC_CORAL_RTL_RANDOM"))) : 60;
  on_test_configs([&](auto& rig) {
    std::size_t vector_done = 0, traps = 0;
    for (uint32_t seed = 1; seed <= n; ++seed) {
      INFO(rig.name() << ": random program seed " << seed);
      const std::string name = "cr" + std::to_string(seed);
      const std::string elf = assemble(RandomProgram(seed).generate(200), dir, name, rig.name());
      RunOut r;
      const std::string d = lockstep_run(rig, elf, &r);
      CHECK(d == "");
      CHECK(r.halted);
      vector_done += r.vdone.size();
      for (const TraceRecord& t : r.trace) traps += t.trap ? 1 : 0;
      if (!d.empty()) break;
    }
    // The programs do real vector work and reach the trap paths.
    CHECK(vector_done > 50 * n);
    CHECK(traps > n);
  });
  if (!std::getenv("KC_CORAL_KEEP")) std::filesystem::remove_all(dir);
}

// The checker can fail: a corrupted ISS vector register, vl or memory byte is reported.
TEST_CASE("coral.lockstep.detects_a_difference", "[coral][rtl][lockstep]") {
  CoralRig<Vcoral_small> rig("small");
  const RunOut r = rig.run("alu");
  REQUIRE(r.halted);
  REQUIRE(r.trace.size() > 40);
  CHECK(lockstep(rig.cfg(), rig.elf("alu"), r, [](Iss&, std::size_t) {}) == "");
  // flip one bit of every vector register in the ISS before record 30
  const std::string a = lockstep(rig.cfg(), rig.elf("alu"), r, [](Iss& iss, std::size_t i) {
    if (i == 30)
      for (unsigned v = 0; v < 32; ++v) iss.vstate().reg(v)[3] ^= 0x10;
  });
  INFO(a);
  CHECK(!a.empty());
  // a different vl in the ISS
  const std::string b = lockstep(rig.cfg(), rig.elf("alu"), r, [](Iss& iss, std::size_t i) {
    if (i == 30) iss.vstate().vl ^= 1;
  });
  INFO(b);
  CHECK(!b.empty());
}
