// campaign.cpp: long verification campaigns of kc::rv32::fp, outside ctest (target
// rv32-fp-exhaustive runs `rv32_fp_campaign --unary --random 400000000`).
//
//   --unary        every one of the 2^32 inputs of sqrt, cvt.w.s, cvt.wu.s, cvt.s.w, cvt.s.wu in
//                  all five rounding modes (rne rtz rdn rup against the x86 host, rmm against the
//                  exact oracle), and of classify against the host's classification.
//   --random N     N seeded random operations per binary / ternary / compare operation against
//                  the host (the four host modes in turn), plus N/10 against the exact oracle in
//                  all five modes.
//   --threads T    worker threads (default 2); --only NAME restricts to one operation.
//   --rm MODE      exhaustive campaigns: only this rounding mode (rne rtz rdn rup rmm).
//   --stride S     exhaustive campaigns check only every S-th input (a quick smoke run or a
//                  timing estimate; the real campaign is S = 1, the default).
// Prints one line per (operation, mode): checks, mismatches, seconds; the first mismatches in
// full. Exit status 1 if anything mismatched.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "fp_ops.h"

using namespace rv32fpt;

namespace {

int g_threads = 2;
std::string g_only;
std::string g_rm;  // empty: every mode
uint64_t g_stride = 1;
uint64_t g_total_checks = 0, g_total_mismatches = 0;

struct Tally {
  std::atomic<uint64_t> checked{0}, mismatches{0};
  std::mutex mu;
  std::vector<std::string> first;
  void add(const std::string& s) {
    mismatches++;
    std::lock_guard<std::mutex> g(mu);
    if (first.size() < 10) first.push_back(s);
  }
};

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void report(const std::string& what, Tally& t, double secs) {
  std::printf("%-34s checks %14llu  mismatches %8llu  %9.1f s\n", what.c_str(), (unsigned long long)t.checked.load(),
              (unsigned long long)t.mismatches.load(), secs);
  for (const auto& s : t.first) std::printf("    %s\n", s.c_str());
  std::fflush(stdout);
  g_total_checks += t.checked;
  g_total_mismatches += t.mismatches;
}

// Runs body(thread, begin, end) over [0, n) split into contiguous chunks, one per thread.
template <class Body>
void parallel(uint64_t n, Body body) {
  std::vector<std::thread> ts;
  for (int t = 0; t < g_threads; t++) {
    const uint64_t b = n * uint64_t(t) / uint64_t(g_threads), e = n * uint64_t(t + 1) / uint64_t(g_threads);
    ts.emplace_back([=] { body(t, b, e); });
  }
  for (auto& t : ts) t.join();
}

bool selected(const char* name) { return g_only.empty() || g_only == name; }

// ----- exhaustive unary campaigns ----------------------------------------------------------------

void unary_exhaustive() {
  for (const UnOp& op : kUnOps) {
    if (!selected(op.name)) continue;
    for (Rm rm : kAllRm) {
      if (!g_rm.empty() && g_rm != rm_name(rm)) continue;
      Tally t;
      const double t0 = now();
      parallel((uint64_t(1) << 32) / g_stride, [&](int, uint64_t b, uint64_t e) {
        const bool use_host = rm != Rm::rmm;
        host::RoundingScope scope(use_host ? rm : Rm::rne);
        uint64_t n = 0;
        for (uint64_t x = b; x < e; x++) {
          const uint32_t a = uint32_t(x * g_stride);
          const Res m = op.model(a, rm);
          const Res r = use_host ? op.host(a) : op.exact(a, rm);
          const bool ok = (op.int_out || !use_host) ? m == r : host::same_result(m, r);
          if (!ok) {
            t.add(std::string(op.name) + "(" + h32(a) + ") " + rm_name(rm) + ": model " + res_str(m) + ", " +
                  (use_host ? "host " : "exact ") + res_str(r));
          }
          n++;
        }
        t.checked += n;
      });
      report(std::string(op.name) + " " + rm_name(rm) + (rm == Rm::rmm ? " (exact)" : " (host)"), t, now() - t0);
    }
  }
  if (selected("classify")) {
    Tally t;
    const double t0 = now();
    parallel((uint64_t(1) << 32) / g_stride, [&](int, uint64_t b, uint64_t e) {
      uint64_t n = 0;
      for (uint64_t x = b; x < e; x++) {
        const uint32_t a = uint32_t(x * g_stride), m = fpm::classify(a), h = host::classify(a);
        if (m != h) t.add("classify(" + h32(a) + "): model " + h32(m) + ", host " + h32(h));
        n++;
      }
      t.checked += n;
    });
    report("classify (host)", t, now() - t0);
  }
}

// ----- random campaigns -----------------------------------------------------------------------------

template <class Gen, class Check>
void random_campaign(const std::string& what, uint64_t n, uint64_t seed, Gen gen, Check check) {
  Tally t;
  const double t0 = now();
  parallel(n, [&](int th, uint64_t b, uint64_t e) {
    Rng rng(seed * 1000003u + uint64_t(th));
    uint64_t k = 0;
    for (uint64_t i = b; i < e; i++, k++) check(t, rng, gen, i);
    t.checked += k;
  });
  report(what, t, now() - t0);
}

void random_all(uint64_t n) {
  const uint64_t n_exact = n / 10;
  for (const BinOp& op : kBinOps) {
    if (!selected(op.name)) continue;
    for (Rm rm : kHostRm) {
      random_campaign(std::string(op.name) + " " + rm_name(rm) + " (host)", n / 4, 11 + uint64_t(&op - kBinOps) * 8 + uint64_t(rm),
                      op.gen, [&](Tally& t, Rng& r, PairGen g, uint64_t) {
                        thread_local Rm cur = Rm::rmm;
                        if (cur != rm) host::set_rm(cur = rm);
                        uint32_t a, b;
                        g(r, a, b);
                        const Res m = op.model(a, b, rm), h = op.host(a, b);
                        if (!host::same_result(m, h))
                          t.add(std::string(op.name) + "(" + h32(a) + ", " + h32(b) + ") " + rm_name(rm) + ": model " +
                                res_str(m) + ", host " + res_str(h));
                      });
    }
    random_campaign(std::string(op.name) + " all modes (exact)", n_exact, 97 + uint64_t(&op - kBinOps), op.gen,
                    [&](Tally& t, Rng& r, PairGen g, uint64_t i) {
                      const Rm rm = kAllRm[i % 5];
                      uint32_t a, b;
                      g(r, a, b);
                      const Res m = op.model(a, b, rm), x = op.exact(a, b, rm);
                      if (m != x)
                        t.add(std::string(op.name) + "(" + h32(a) + ", " + h32(b) + ") " + rm_name(rm) + ": model " +
                              res_str(m) + ", exact " + res_str(x));
                    });
  }
  for (const TernOp& op : kTernOps) {
    if (!selected(op.name)) continue;
    for (Rm rm : kHostRm) {
      random_campaign(std::string(op.name) + " " + rm_name(rm) + " (host)", n / 4, 211 + uint64_t(&op - kTernOps) * 8 + uint64_t(rm),
                      triple_fma, [&](Tally& t, Rng& r, decltype(&triple_fma) g, uint64_t) {
                        thread_local Rm cur = Rm::rmm;
                        if (cur != rm) host::set_rm(cur = rm);
                        uint32_t a, b, c;
                        g(r, a, b, c);
                        const Res m = op.model(a, b, c, rm);
                        Res h = op.host(a, b, c);
                        const bool inf0 = ((a & 0x7FFFFFFFu) == 0x7F800000u && (b & 0x7FFFFFFFu) == 0) ||
                                          ((a & 0x7FFFFFFFu) == 0 && (b & 0x7FFFFFFFu) == 0x7F800000u);
                        if (inf0) h.flags |= fpm::NV;  // RISC-V: NV even for inf*0 + qNaN (x86: not)
                        if (!host::same_result(m, h))
                          t.add(std::string(op.name) + "(" + h32(a) + ", " + h32(b) + ", " + h32(c) + ") " + rm_name(rm) +
                                ": model " + res_str(m) + ", host " + res_str(h));
                      });
    }
    random_campaign(std::string(op.name) + " all modes (exact)", n_exact, 397 + uint64_t(&op - kTernOps), triple_fma,
                    [&](Tally& t, Rng& r, decltype(&triple_fma) g, uint64_t i) {
                      const Rm rm = kAllRm[i % 5];
                      uint32_t a, b, c;
                      g(r, a, b, c);
                      const Res m = op.model(a, b, c, rm), x = op.exact(a, b, c, rm);
                      if (m != x)
                        t.add(std::string(op.name) + "(" + h32(a) + ", " + h32(b) + ", " + h32(c) + ") " + rm_name(rm) +
                              ": model " + res_str(m) + ", exact " + res_str(x));
                    });
  }
  for (const PlainOp& op : kPlainOps) {
    if (!selected(op.name)) continue;
    random_campaign(std::string(op.name) + " (host)", n, 503 + uint64_t(&op - kPlainOps), pair_any,
                    [&](Tally& t, Rng& r, PairGen g, uint64_t) {
                      uint32_t a, b;
                      g(r, a, b);
                      const Res m = op.model(a, b), h = op.host(a, b);
                      if (m != h) t.add(std::string(op.name) + "(" + h32(a) + ", " + h32(b) + "): model " + res_str(m) + ", host " + res_str(h));
                    });
  }
}

}  // namespace

int main(int argc, char** argv) {
  bool unary = false;
  uint64_t random_n = 0;
  for (int i = 1; i < argc; i++) {
    const std::string a = argv[i];
    if (a == "--unary") unary = true;
    else if (a == "--random" && i + 1 < argc) random_n = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--threads" && i + 1 < argc) g_threads = std::atoi(argv[++i]);
    else if (a == "--only" && i + 1 < argc) g_only = argv[++i];
    else if (a == "--rm" && i + 1 < argc) g_rm = argv[++i];
    else if (a == "--stride" && i + 1 < argc) g_stride = std::strtoull(argv[++i], nullptr, 10);
    else {
      std::fprintf(stderr, "usage: %s [--unary] [--random N] [--threads T] [--only OP] [--rm MODE] [--stride S]\n", argv[0]);
      return 2;
    }
  }
  if (g_threads < 1) g_threads = 1;
  if (g_stride < 1) g_stride = 1;
  if (!host::cpu_has_fma()) {
    std::fprintf(stderr, "rv32_fp_campaign: the host has no FMA (needed for the fused references)\n");
    return 2;
  }
  const double t0 = now();
  std::printf("rv32_fp_campaign: %d threads%s%s\n", g_threads, unary ? ", exhaustive unary" : "",
              random_n ? (", random " + std::to_string(random_n) + " per op").c_str() : "");
  if (unary) unary_exhaustive();
  if (random_n) random_all(random_n);
  std::printf("total: %llu checks, %llu mismatches, %.1f s (oracle binary searches: %llu)\n",
              (unsigned long long)g_total_checks, (unsigned long long)g_total_mismatches, now() - t0,
              (unsigned long long)exact::binary_searches());
  return g_total_mismatches ? 1 : 0;
}
