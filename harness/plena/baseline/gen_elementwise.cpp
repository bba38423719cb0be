// Element-wise activations (silu, relu, gelu): Y = f(X) for X, Y [R][C] row-major.
//
// The tensor is a stream of R·C/VLEN rows (the 2-D shape does not matter element-wise), processed
// a chunk of PV_ROWS rows at a time by the streaming template. Within a chunk the operations go
// operation-major (each operation on all PV_ROWS rows before the next), so consecutive vector
// instructions are independent and the vector unit issues one every BEATS cycles; temporaries
// alternate between two sets of rows so the next chunk does not wait for this one's.
#include <vector>

#include "registry.h"
#include "stream.h"

namespace kc::plena::baseline {

namespace {

// VRAM: ring of 16 chunk buffers from row 0, temporaries (two sets of PV_ROWS rows) after it.
// Prefetching 7 chunks ahead covers the HBM latency of every shipped configuration; the other 8
// buffers give a buffer's lagged store time to be acknowledged before its next prefetch, which
// waits for that (measured on default: relu C5 at 87% of the roofline; 4 ahead in a ring of 8
// reaches 38%, because each prefetch then waits for a store).
constexpr unsigned kBuffers = 16;

struct RowRegs {
  std::vector<Gp> x, t;   // data rows and temporary rows of the chunk
};

// Registers holding the VRAM addresses of a chunk's rows and of its temporary rows.
RowRegs row_regs(Asm& a, int64_t buffer_row, bool temps) {
  const int64_t pv = a.hw.prefetch_v_rows, v = a.hw.vlen;
  const int64_t temp_row = kBuffers * pv + ((buffer_row / pv) % 2) * pv;
  RowRegs r;
  for (int64_t i = 0; i < pv; ++i) {
    r.x.push_back(a.gp("row"));
    a.set(r.x.back(), uint64_t((buffer_row + i) * v));
    if (temps) {
      r.t.push_back(a.gp("temp row"));
      a.set(r.t.back(), uint64_t((temp_row + i) * v));
    }
  }
  return r;
}

void free_rows(Asm& a, RowRegs& r) {
  for (Gp g : r.x) a.free(g);
  for (Gp g : r.t) a.free(g);
}

StreamPlan plan(Asm& a) {
  StreamPlan p;
  p.src = a.address("X");
  p.dst = a.address("Y");
  p.rows = a.param("R") * a.param("C") / a.hw.vlen;
  p.buffers = kBuffers;
  p.ahead = 7;               // see kBuffers
  return p;
}

// Y = X / (1 + exp(-X)): negate, exp, +1, reciprocal, multiply (5 operations per element).
void silu(Asm& a) {
  Fr one = a.fr("1.0");
  a.load_const(one, "one");
  const std::string f1 = Asm::f(one);
  stream(a, plan(a), [&](int64_t row) {
    RowRegs r = row_regs(a, row, true);
    auto each = [&](const char* f) {
      for (std::size_t i = 0; i < r.x.size(); ++i) a.op(fmt(f, Asm::g(r.t[i]).c_str(), Asm::g(r.x[i]).c_str()));
    };
    each("V_SUB_VF %s, %s, f0, 0, 1");                     // t = -x
    for (auto& t : r.t) a.op(fmt("V_EXP_V %s, %s, 0", Asm::g(t).c_str(), Asm::g(t).c_str()));
    for (auto& t : r.t) a.op(fmt("V_ADD_VF %s, %s, %s, 0", Asm::g(t).c_str(), Asm::g(t).c_str(), f1.c_str()));
    for (auto& t : r.t) a.op(fmt("V_RECI_V %s, %s, 0", Asm::g(t).c_str(), Asm::g(t).c_str()));
    for (std::size_t i = 0; i < r.x.size(); ++i)
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", Asm::g(r.x[i]).c_str(), Asm::g(r.x[i]).c_str(), Asm::g(r.t[i]).c_str()));
    free_rows(a, r);
  });
  a.free(one);
}

// Y = max(X, 0): one operation per element.
void relu(Asm& a) {
  stream(a, plan(a), [&](int64_t row) {
    RowRegs r = row_regs(a, row, false);
    for (auto& x : r.x) a.op(fmt("V_MAX_VF %s, %s, f0, 0", Asm::g(x).c_str(), Asm::g(x).c_str()));
    free_rows(a, r);
  });
}

// Y = X · sigmoid(a·X) = X / (1 + exp(-a·X)), a = gelu_a: scale by -a, exp, +1, reciprocal,
// multiply (5 operations per element; -a is formed once with a scalar subtraction).
void gelu(Asm& a) {
  Fr one = a.fr("1.0"), na = a.fr("-gelu_a");
  a.load_const(one, "one");
  a.load_const(na, "gelu_a");
  a.op(fmt("S_SUB_FP %s, f0, %s", Asm::f(na).c_str(), Asm::f(na).c_str()), "-a");
  stream(a, plan(a), [&](int64_t row) {
    RowRegs r = row_regs(a, row, true);
    for (std::size_t i = 0; i < r.x.size(); ++i)
      a.op(fmt("V_MUL_VF %s, %s, %s, 0", Asm::g(r.t[i]).c_str(), Asm::g(r.x[i]).c_str(), Asm::f(na).c_str()));
    for (auto& t : r.t) a.op(fmt("V_EXP_V %s, %s, 0", Asm::g(t).c_str(), Asm::g(t).c_str()));
    for (auto& t : r.t) a.op(fmt("V_ADD_VF %s, %s, %s, 0", Asm::g(t).c_str(), Asm::g(t).c_str(), Asm::f(one).c_str()));
    for (auto& t : r.t) a.op(fmt("V_RECI_V %s, %s, 0", Asm::g(t).c_str(), Asm::g(t).c_str()));
    for (std::size_t i = 0; i < r.x.size(); ++i)
      a.op(fmt("V_MUL_VV %s, %s, %s, 0", Asm::g(r.x[i]).c_str(), Asm::g(r.x[i]).c_str(), Asm::g(r.t[i]).c_str()));
    free_rows(a, r);
  });
  a.free(na);
  a.free(one);
}

}  // namespace

KC_PLENA_BASELINE("silu", silu);
KC_PLENA_BASELINE("relu", relu);
KC_PLENA_BASELINE("gelu", gelu);

}  // namespace kc::plena::baseline
