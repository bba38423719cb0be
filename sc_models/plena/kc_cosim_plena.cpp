// kc-cosim-plena: runs plena programs on the Verilated core and on the functional simulator
// (kc::plena::Iss) from the same initial state and compares them — the RTL side of
// `kernelcraft cosim` (the plena platform adapter spawns it; docs/regression.md).
//
//   kc-cosim-plena JOB.json      reads a job, writes the answer as JSON to stdout
//
// A job names the hardware configuration and a mode:
//   {"hw": "small", "mode": "run", "programs": [{"seed": 7}, {"seed": 8, "words": [...]}]}
//     Each program is the generator's program for `seed` (program_gen.h), or `words` run from
//     that seed's initial memory image. Answer per program: the words, whether the program is
//     legal (the ISS runs it to its end: no fault, no illegal word, within the instruction
//     limit; illegal programs are not run on the RTL), whether the complete end states differ
//     (`diverged`), the difference, instruction and cycle counts.
//   {"hw": "small", "mode": "locate", "programs": [{"seed": 7, "words": [...]}],
//    "trace": {"fst": "wave.fst", "gtkw": "wave.gtkw", "window": 40}}
//     First divergence: the smallest n such that the state after n instructions differs (the
//     core is stopped after exactly n issued instructions through its issue trace port, the ISS
//     after n instructions; both states compared whole). Instruction n - 1 is the first whose
//     architectural effect differs: its dynamic index, pc, word, text, the cycle it issued on
//     the RTL and the differences (expected = ISS, actual = RTL). With `trace`, an FST waveform
//     of the cycles within `window` of that issue and a GTKWave save file naming the signals.
//   A program may instead be {"bundle": "DIR/run.json"}: a run bundle's program, started from its
//   preloads (other memories zero), compared with HBM windows over its preloads and dumps.
//
// Exit status: 0 with an answer (also when programs diverge), 1 for a bad job.
#include KC_COSIM_MODELS_INC  // #include "Vplena_<cfg>.h" ..., KC_PLENA_MODELS(X)
#ifndef KC_COSIM_CLASS
#define KC_COSIM_CLASS(cfg) Vplena_##cfg
#endif

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "iss_test_util.h"
#include "kc/plena_layout.h"
#include "kc/run_bundle.h"
#include "program_gen.h"
#include "rtl_runner.h"
#include "verilated.h"

namespace {

using json = nlohmann::json;
using namespace isstest;
using kc::plena::Iss;
using kc::plena::IssResult;
using kc::plena::IssStatus;

constexpr uint64_t kMaxCycles = 2'000'000;
constexpr uint64_t kMaxInstructions = 1'000'000;

// The program of one job entry and its initial image.
struct Case {
  uint64_t seed = 0;
  std::vector<uint32_t> words;
  InitImage image;
};

uint64_t fs_size(const std::string& path) {
  std::ifstream f(path, std::ios::binary | std::ios::ate);
  return f ? uint64_t(f.tellg()) : 0;
}

// A run bundle (a kernel as `kernelcraft eval` or `regress` runs it): its program, its preloads
// as the initial image, and HBM windows over every preload and dump.
Case bundle_case(const kc::plena::HwConfig& cfg, const std::string& path) {
  const kc::BundleInputs in = kc::read_bundle_inputs(kc::load_run_bundle(path), kc::plena::memory_layout(cfg));
  if (in.bundle.config != cfg.name)
    throw std::runtime_error(path + " is for configuration " + in.bundle.config + ", the job for " + cfg.name);
  Case c;
  c.words = in.program;
  c.image = InitImage::zeros(cfg);
  for (const kc::DumpSpec& d : in.bundle.dump) {
    bool preloaded = false;  // outputs are usually preloaded (poisoned) already: one window each
    for (const kc::PreloadSpec& pl : in.bundle.preload) {
      const uint64_t n = fs_size(pl.file) / 2;
      preloaded |= pl.space == "hbm" && pl.addr <= d.addr && d.addr + d.bytes / 2 <= pl.addr + n;
    }
    if (d.space == "hbm" && !preloaded) {
      c.image.windows.push_back({d.addr, d.bytes / 2});
      c.image.hbm.emplace_back(d.bytes / 2, 0);
    }
  }
  for (size_t i = 0; i < in.bundle.preload.size(); ++i) {
    const kc::PreloadSpec& pl = in.bundle.preload[i];
    const std::vector<uint8_t>& b = in.preload_data[i];
    std::vector<uint16_t> h(b.size() / 2);
    std::memcpy(h.data(), b.data(), 2 * h.size());
    if (pl.space == "hbm") {
      c.image.windows.push_back({pl.addr, h.size()});
      c.image.hbm.push_back(h);
    } else if (pl.space == "vram" || pl.space == "mram" || pl.space == "fp_mem") {
      auto& m = pl.space == "vram" ? c.image.vram : pl.space == "mram" ? c.image.mram : c.image.fp_mem;
      std::copy(h.begin(), h.end(), m.begin() + std::ptrdiff_t(pl.addr));
    } else if (pl.space == "int_mem") {
      std::memcpy(c.image.int_mem.data() + pl.addr, b.data(), b.size() / 4 * 4);
    }
  }
  return c;
}

Case make_case(const kc::plena::HwConfig& cfg, const json& p) {
  if (p.contains("bundle")) return bundle_case(cfg, p.at("bundle").get<std::string>());
  Case c;
  c.seed = p.at("seed").get<uint64_t>();
  GeneratedTest t = generate_test(cfg, c.seed, GenOptions{});
  c.image = std::move(t.image);
  c.words = p.contains("words") ? p.at("words").get<std::vector<uint32_t>>() : t.program;
  return c;
}

// The ISS after at most `limit` instructions (and its result).
Snapshot iss_state(const kc::plena::HwConfig& cfg, const Case& c, uint64_t limit, IssResult* out) {
  Iss iss(cfg);
  c.image.load_into(iss);
  iss.load_program(c.words);
  IssResult r = iss.run(limit);
  if (out) *out = r;
  return snapshot_of(iss, r, c.image.windows);
}

// A state after a prefix: "ran on" (halted, stopped, instruction limit) is one status, so that a
// stopped core and an ISS at its instruction limit compare equal when their states are.
Snapshot prefix_view(Snapshot s) {
  if (s.status == 1 || s.status == 4) {
    s.status = 1;
    s.pc = 0;
    s.address = 0;
    s.word = 0;
  }
  return s;
}

std::string rtl_status_name(unsigned s) {
  switch (s) {
    case 1: return "halted";
    case 2: return "fault";
    case 3: return "illegal_instruction";
    case 4: return "stopped";
    default: return "running";
  }
}

// GTKWave save file: the waveform, the window, and the signals that show issue, hazards and units.
void write_gtkw(const std::string& path, const std::string& fst, uint64_t from_time, uint64_t to_time) {
  std::ofstream o(path);
  if (!o) throw std::runtime_error("cannot write " + path);
  o << "[*] kc-cosim-plena: first divergence window\n";
  o << "[dumpfile] \"" << fst << "\"\n";
  o << "[timestart] " << from_time << "\n";
  o << "[size] 1400 800\n";
  o << "*-4.0 " << (from_time + to_time) / 2 << " -1\n";
  o << "[treeopen] TOP.\n[treeopen] TOP.plena_core.\n";
  const char* bits[] = {"TOP.clk_i", "TOP.halt_req_i", "TOP.issue_o", "TOP.done_o",
                        "TOP.plena_core.u_issue.issue_fire", "TOP.plena_core.u_issue.can_issue",
                        "TOP.plena_core.u_issue.fwait", "TOP.plena_core.u_issue.conflict",
                        "TOP.plena_core.u_issue.fld_q", "TOP.plena_core.vec_valid",
                        "TOP.plena_core.mat_valid", "TOP.plena_core.dma_valid"};
  const char* vecs[] = {"TOP.issue_pc_o[31:0]", "TOP.plena_core.u_issue.ir[31:0]",
                        "TOP.plena_core.u_issue.fpend[7:0]", "TOP.status_o[2:0]"};
  o << "@28\n";
  for (const char* s : bits) o << s << "\n";
  o << "@22\n";
  for (const char* s : vecs) o << s << "\n";
}

template <class V>
json run_job(const kc::plena::HwConfig& cfg, const json& job) {
  static RtlRunner<V> runner(cfg);
  const std::string mode = job.value("mode", "run");
  json out;
  out["results"] = json::array();
  for (const json& p : job.at("programs")) {
    const Case c = make_case(cfg, p);
    IssResult ir;
    const Snapshot iss_end = iss_state(cfg, c, kMaxInstructions, &ir);
    json r;
    r["seed"] = c.seed;
    r["words"] = c.words;
    r["iss_status"] = kc::plena::iss_status_name(ir.status);
    r["instructions"] = ir.instructions;
    r["legal"] = ir.status == IssStatus::halted;
    if (ir.status != IssStatus::halted && !p.contains("bundle")) {  // a kernel's fault is compared too
      r["diverged"] = false;
      out["results"].push_back(r);
      continue;
    }
    uint64_t cycles = 0;
    const Snapshot rtl_end = runner.run(c.words, c.image, kMaxCycles, &cycles);
    const Diff d = compare(iss_end, rtl_end, cfg, c.image.windows);
    r["cycles"] = cycles;
    r["rtl_status"] = rtl_status_name(rtl_end.status);
    r["diverged"] = !d.empty();
    if (!d.empty()) r["diff"] = d.text();
    if (mode == "locate" && !d.empty()) {
      // Bisection over the number of instructions: equal after `lo`, different after `hi`.
      auto differs = [&](uint64_t n, std::string* text) {
        typename RtlRunner<V>::Lockstep ls;
        ls.stop_after = n;
        const Snapshot a = prefix_view(iss_state(cfg, c, n, nullptr));
        const Snapshot b = prefix_view(runner.run(c.words, c.image, kMaxCycles, ls));
        const Diff dd = compare(a, b, cfg, c.image.windows);
        if (text && !dd.empty()) *text = dd.text();
        return !dd.empty();
      };
      uint64_t lo = 0, hi = ir.instructions;
      std::string hi_text;
      if (!differs(hi, &hi_text)) {  // equal up to the ISS's end: the RTL went on or ended differently
        hi = ir.instructions + 1;
        hi_text = d.text();
      }
      while (hi - lo > 1) {
        const uint64_t mid = lo + (hi - lo) / 2;
        std::string t;
        if (differs(mid, &t)) {
          hi = mid;
          hi_text = t;
        } else {
          lo = mid;
        }
      }
      json f;
      const uint64_t k = hi - 1;  // 0-based dynamic index of the instruction
      IssResult at;
      iss_state(cfg, c, k, &at);  // at.pc: the pc of instruction k
      const uint32_t pc = at.pc;
      f["index"] = k;
      f["pc"] = pc;
      if (pc < c.words.size()) {
        f["word"] = c.words[pc];
        f["text"] = disasm(c.words[pc]);
      }
      f["diff"] = hi_text;
      std::vector<typename kc::plena::PlenaDriver<V>::Issue> issues;
      typename RtlRunner<V>::Lockstep ls;
      ls.issues = &issues;
      runner.run(c.words, c.image, kMaxCycles, ls);
      uint64_t cycle = 0;
      if (k < issues.size()) {
        cycle = issues[k].cycle;
        f["cycle"] = cycle;
        f["rtl_pc"] = issues[k].pc;
      }
      if (job.contains("trace")) {
        const json& t = job.at("trace");
        const uint64_t w = t.value("window", uint64_t(40));
        typename RtlRunner<V>::Lockstep tl;
        tl.fst = t.at("fst").get<std::string>();
        tl.from = cycle > w ? cycle - w : 0;
        tl.to = cycle + w;
        runner.run(c.words, c.image, kMaxCycles, tl);
        f["fst"] = tl.fst;
        f["from_cycle"] = tl.from;
        f["to_cycle"] = tl.to;
        if (t.contains("gtkw")) {
          write_gtkw(t.at("gtkw").get<std::string>(), tl.fst, 2 * tl.from, 2 * tl.to + 1);
          f["gtkw"] = t.at("gtkw");
        }
      }
      r["first_divergence"] = f;
    }
    out["results"].push_back(r);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  Verilated::commandArgs(argc, argv);
  Verilated::traceEverOn(true);
  if (argc != 2 || argv[1][0] == '-') {
    std::fprintf(stderr, "usage: kc-cosim-plena JOB.json (see the comment at the top of kc_cosim_plena.cpp)\n");
    return 1;
  }
  try {
    std::ifstream in(argv[1]);
    if (!in) throw std::runtime_error(std::string("cannot read ") + argv[1]);
    const json job = json::parse(in);
    const std::string hw = job.at("hw").get<std::string>();
    const kc::plena::HwConfig* cfg = kc::plena::find_config(hw);
    if (!cfg) throw std::runtime_error("unknown plena hardware configuration '" + hw + "'");
    json out;
    bool found = false;
#define KC_COSIM_RUN(name)                                    \
  if (!found && hw == #name) {                                \
    out = run_job<KC_COSIM_CLASS(name)>(*cfg, job);           \
    found = true;                                             \
  }
    KC_PLENA_MODELS(KC_COSIM_RUN)
#undef KC_COSIM_RUN
    if (!found) throw std::runtime_error("configuration '" + hw + "' is not built into this kc-cosim-plena");
    std::cout << out.dump() << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "kc-cosim-plena: %s\n", e.what());
    return 1;
  }
}
