#include "stream.h"

#include <algorithm>
#include <stdexcept>

namespace kc::plena::baseline {

void stream(Asm& a, const StreamPlan& p, const std::function<void(int64_t)>& body) {
  const int64_t pv = a.hw.prefetch_v_rows, vlen = a.hw.vlen;
  if (p.rows % pv != 0) throw std::runtime_error(fmt("stream: %lld rows is not a multiple of PV_ROWS", (long long)p.rows));
  if (a.hw.store_v_rows != a.hw.prefetch_v_rows) throw std::runtime_error("stream: needs PV_ROWS == ST_ROWS");
  const int64_t chunks = p.rows / pv, nb = p.buffers, d = std::min<int64_t>(p.ahead, chunks);
  // The prefetch of chunk i+D must not land in the buffer still waiting for the lagged store of
  // chunk i-1.
  if (d + 1 >= nb) throw std::runtime_error("stream: needs ahead + 1 < buffers");
  auto buffer_row = [&](int64_t i) { return p.first_row + (i % nb) * pv; };

  Gp src = a.gp("prefetch HBM pointer"), dst = a.gp("store HBM pointer"), buf = a.gp("DMA VRAM address");
  a.set(src, uint64_t(p.src), "input");
  a.set(dst, uint64_t(p.dst), "output");

  // Stores lag one chunk: chunk i-1 is stored after chunk i's work is issued, so the store finds
  // its rows finished instead of holding up issue while the vector unit completes them.
  auto store = [&](int64_t i) {
    a.set(buf, uint64_t(buffer_row(i) * vlen), "buffer of the chunk to store");
    a.op(fmt("H_STORE_V %s, %s, a0, 0, 0", Asm::g(buf).c_str(), Asm::g(dst).c_str()));
    a.add(dst, dst, pv * vlen);
  };
  // One chunk at ring position k (the same code for every round): prefetch ahead, work, store
  // the previous chunk (for chunk 0 of a round: the last chunk of the previous round).
  auto chunk = [&](int64_t i, bool prefetch, bool store_previous) {
    if (prefetch) {
      a.set(buf, uint64_t(buffer_row(i + d) * vlen), fmt("buffer of chunk +%lld", (long long)d));
      a.op(fmt("H_PREFETCH_V %s, %s, a0, 0, 0", Asm::g(buf).c_str(), Asm::g(src).c_str()));
      a.add(src, src, pv * vlen);
    }
    body(buffer_row(i));
    if (store_previous) store(i - 1 + nb);   // i-1 mod NB, kept non-negative
  };

  a.section(fmt("stream %lld chunks of %lld rows, ring of %lld buffers, %lld ahead", (long long)chunks, (long long)pv,
                (long long)nb, (long long)d));
  for (int64_t i = 0; i < d; ++i) {
    a.set(buf, uint64_t(buffer_row(i) * vlen), fmt("prologue: chunk %lld", (long long)i));
    a.op(fmt("H_PREFETCH_V %s, %s, a0, 0, 0", Asm::g(buf).c_str(), Asm::g(src).c_str()));
    a.add(src, src, pv * vlen);
  }
  // Whole rounds in which every chunk still prefetches. Chunk 0 has no previous chunk, so the
  // first chunk runs before the rounds (which then start at ring position 1).
  const int64_t rounds = chunks > d + 1 ? (chunks - d - 1) / nb : 0;
  chunk(0, d < chunks, false);
  a.loop(uint64_t(rounds), "rounds of the ring", [&] {
    for (int64_t k = 1; k <= nb; ++k) chunk(k, true, true);
  });
  for (int64_t i = rounds * nb + 1; i < chunks; ++i) chunk(i, i + d < chunks, true);
  store(chunks - 1);
  a.free(buf);
  a.free(dst);
  a.free(src);
}

}  // namespace kc::plena::baseline
