#include "emulate.h"

#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <stdexcept>

#include "kc/fp.h"

namespace kc::emu {

namespace {

using B = uint16_t;
// VLEN and LANES of the emulated hardware (set by run(); the emulation is single-threaded).
int64_t g_vlen = 64, g_lanes = 16;
constexpr int64_t kMaxLanes = 16;

B bf(double v) { return fp::bf16_from_double(v); }
double dv(B b) { return fp::bf16_to_double(b); }
B add(B a, B b) { return fp::bf16_add(a, b); }
B sub(B a, B b) { return fp::bf16_sub(a, b); }
B mul(B a, B b) { return fp::bf16_mul(a, b); }
B bexp(B a) { return fp::bf16_exp(a); }
B recip(B a) { return fp::bf16_recip(a); }
B bsqrt(B a) { return fp::bf16_sqrt(a); }
const B kZero = 0, kOne = 0x3F80, kNegInf = 0xFF80;

// A row-major bf16 matrix.
struct M {
  int64_t r = 0, c = 0;
  std::vector<B> v;
  M() = default;
  M(int64_t rows, int64_t cols) : r(rows), c(cols), v(std::size_t(rows * cols), 0) {}
  B& at(int64_t i, int64_t j) { return v[std::size_t(i * c + j)]; }
  B at(int64_t i, int64_t j) const { return v[std::size_t(i * c + j)]; }
  B* row(int64_t i) { return v.data() + i * c; }
  const B* row(int64_t i) const { return v.data() + i * c; }
};

// A tensor's values as a rows × cols matrix (the values are exact bf16).
M mat(const TensorData& t, int64_t rows, int64_t cols) {
  M m(rows, cols);
  for (std::size_t i = 0; i < m.v.size(); ++i) m.v[i] = bf(t.values[i]);
  return m;
}

M map(const M& a, const std::function<B(B)>& f) {
  M o = a;
  for (auto& x : o.v) x = f(x);
  return o;
}
M zip(const M& a, const M& b, B (*f)(B, B)) {
  M o = a;
  for (std::size_t i = 0; i < o.v.size(); ++i) o.v[i] = f(a.v[i], b.v[i]);
  return o;
}

// C = A·B (transpose_b: A·Bᵀ), fp32 accumulation in k order (products of bf16 are exact in
// fp32), one rounding to bf16. `k_limit` < K models a kernel that stops early.
M matmul(const M& a, const M& b, bool transpose_b = false, int64_t k_limit = -1) {
  const int64_t n = transpose_b ? b.r : b.c, k = a.c, kk = k_limit < 0 ? k : k_limit;
  M o(a.r, n);
  for (int64_t i = 0; i < a.r; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float acc = 0;
      for (int64_t t = 0; t < kk; ++t)
        acc += float(dv(a.at(i, t))) * float(dv(transpose_b ? b.at(j, t) : b.at(t, j)));
      o.at(i, j) = fp::f32_to_bf16(fp::f32_bits(acc));
    }
  return o;
}

// V_RED_SUM over n elements, one instruction per VLEN chunk: per beat a pairwise fp32 tree over
// LANES elements, beats added left to right in fp32, then acc = bf16(acc + chunk).
B red_sum(const B* x, int64_t n, B acc = kZero) {
  for (int64_t c0 = 0; c0 < n; c0 += g_vlen) {
    float chunk = 0;
    for (int64_t b0 = c0; b0 < std::min(n, c0 + g_vlen); b0 += g_lanes) {
      float lane[kMaxLanes] = {};
      for (int64_t l = 0; l < g_lanes && b0 + l < n; ++l) lane[l] = float(dv(x[b0 + l]));
      for (int64_t w = 1; w < g_lanes; w *= 2)
        for (int64_t l = 0; l < g_lanes; l += 2 * w) lane[l] = lane[l] + lane[l + w];
      chunk += lane[0];
    }
    acc = fp::f32_to_bf16(fp::f32_bits(float(dv(acc)) + chunk));
  }
  return acc;
}
B red_max(const B* x, int64_t n, B acc = kNegInf) {
  for (int64_t i = 0; i < n; ++i) acc = fp::bf16_max(acc, x[i]);
  return acc;
}

// x / (1 + e^(−a·x)) as a kernel computes it (a = 1: SiLU); `one` is the constant added.
B sigmoid_gate(B x, B neg_a, B one) {
  const B t = neg_a == bf(-1.0) ? sub(kZero, x) : mul(x, neg_a);
  return mul(x, recip(add(bexp(t), one)));
}

// Row-wise RMS normalisation: square, row sum, × 1/n, + eps, sqrt, reciprocal, scale, × w.
M rmsnorm(const M& x, const M& w, B inv_n, B eps, bool with_weight = true) {
  M o(x.r, x.c);
  for (int64_t i = 0; i < x.r; ++i) {
    std::vector<B> sq(std::size_t(x.c));
    for (int64_t j = 0; j < x.c; ++j) sq[std::size_t(j)] = mul(x.at(i, j), x.at(i, j));
    const B rs = recip(bsqrt(add(mul(red_sum(sq.data(), x.c), inv_n), eps)));
    for (int64_t j = 0; j < x.c; ++j) o.at(i, j) = with_weight ? mul(mul(x.at(i, j), rs), w.v[std::size_t(j)]) : mul(x.at(i, j), rs);
  }
  return o;
}

// Columns [c0, c0 + n) of every row.
M cols(const M& a, int64_t c0, int64_t n) {
  M o(a.r, n);
  for (int64_t i = 0; i < a.r; ++i)
    for (int64_t j = 0; j < n; ++j) o.at(i, j) = a.at(i, c0 + j);
  return o;
}
void put_cols(M& a, const M& part, int64_t c0) {
  for (int64_t i = 0; i < part.r; ++i)
    for (int64_t j = 0; j < part.c; ++j) a.at(i, c0 + j) = part.at(i, j);
}

// Rotate-half RoPE of every `width`-element head of x with cos, sin [rows][width/2]:
// four multiplies, one subtract, one add per pair.
M rope(const M& x, const M& cs, const M& sn, int64_t width, bool wrong_sign = false) {
  M o(x.r, x.c);
  const int64_t h = width / 2;
  for (int64_t i = 0; i < x.r; ++i)
    for (int64_t g = 0; g < x.c / width; ++g)
      for (int64_t j = 0; j < h; ++j) {
        const B a = x.at(i, g * width + j), b = x.at(i, g * width + j + h);
        const B c = cs.at(i, j), s = sn.at(i, j);
        o.at(i, g * width + j) = wrong_sign ? add(mul(a, c), mul(b, s)) : sub(mul(a, c), mul(b, s));
        o.at(i, g * width + j + h) = add(mul(b, c), mul(a, s));
      }
  return o;
}

// One attention head, the straightforward way: scores on the matrix unit (rounded), × scale
// (skipped for 1), + bias, causal mask (−inf), row max, subtract, exp, row sum, P·V on the
// matrix unit with unnormalised P, and the output row × 1/sum.
M attention(const M& q, const M& k, const M& v, B scale, bool causal, const M* bias) {
  M s = matmul(q, k, true);
  for (int64_t i = 0; i < s.r; ++i) {
    B* row = s.row(i);
    for (int64_t j = 0; j < s.c; ++j) {
      if (scale != kOne) row[j] = mul(row[j], scale);
      if (bias) row[j] = add(row[j], bias->at(i, j));
      if (causal && j > i) row[j] = add(row[j], kNegInf);
    }
  }
  std::vector<B> inv(std::size_t(s.r));
  for (int64_t i = 0; i < s.r; ++i) {
    B* row = s.row(i);
    const B m = red_max(row, s.c);
    for (int64_t j = 0; j < s.c; ++j) row[j] = bexp(sub(row[j], m));
    inv[std::size_t(i)] = recip(red_sum(row, s.c));
  }
  M o = matmul(s, v);
  for (int64_t i = 0; i < o.r; ++i)
    for (int64_t j = 0; j < o.c; ++j) o.at(i, j) = mul(o.at(i, j), inv[std::size_t(i)]);
  return o;
}

// Causal attention with the online softmax over key blocks of VLEN (FlashAttention): running
// max m, sum l and accumulator acc per query, all bf16; rescale by e^(m − m') per block.
M flash(const M& q, const M& k, const M& v, B scale, bool causal) {
  const int64_t n = q.r, d = q.c;
  M acc(n, d);
  std::vector<B> m(std::size_t(n), kNegInf), l(std::size_t(n), kZero);
  for (int64_t k0 = 0; k0 < k.r; k0 += g_vlen) {
    M kb(g_vlen, d), vb(g_vlen, d);
    for (int64_t j = 0; j < g_vlen; ++j)
      for (int64_t t = 0; t < d; ++t) kb.at(j, t) = k.at(k0 + j, t), vb.at(j, t) = v.at(k0 + j, t);
    M s = matmul(q, kb, true);
    std::vector<B> corr(std::size_t(n), kOne);
    for (int64_t i = 0; i < n; ++i) {
      B* row = s.row(i);
      for (int64_t j = 0; j < g_vlen; ++j) {
        row[j] = mul(row[j], scale);
        if (causal && k0 + j > i) row[j] = add(row[j], kNegInf);
      }
      const B mnew = red_max(row, g_vlen, m[std::size_t(i)]);
      if (dv(mnew) == -std::numeric_limits<double>::infinity()) {   // block fully masked: nothing changes
        for (int64_t j = 0; j < g_vlen; ++j) row[j] = kZero;
        continue;
      }
      corr[std::size_t(i)] = bexp(sub(m[std::size_t(i)], mnew));
      for (int64_t j = 0; j < g_vlen; ++j) row[j] = bexp(sub(row[j], mnew));
      l[std::size_t(i)] = red_sum(row, g_vlen, mul(l[std::size_t(i)], corr[std::size_t(i)]));
      m[std::size_t(i)] = mnew;
    }
    const M pv = matmul(s, vb);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t t = 0; t < d; ++t) acc.at(i, t) = add(mul(acc.at(i, t), corr[std::size_t(i)]), pv.at(i, t));
  }
  for (int64_t i = 0; i < n; ++i) {
    const B r = recip(l[std::size_t(i)]);
    for (int64_t t = 0; t < d; ++t) acc.at(i, t) = mul(acc.at(i, t), r);
  }
  return acc;
}

std::vector<double> values(const M& m) {
  std::vector<double> out(m.v.size());
  for (std::size_t i = 0; i < m.v.size(); ++i) out[i] = dv(m.v[i]);
  return out;
}

// Everything an emulation needs: params and inputs by name.
struct Ctx {
  const TaskInstance& inst;
  std::map<std::string, const TensorData*> in;
  Bug bug;
  bool online;
  int64_t p(const char* n) const { return inst.param(n); }
  M m(const char* n, int64_t rows, int64_t cols) const { return mat(*in.at(n), rows, cols); }
};

std::vector<double> elementwise(const Ctx& c) {
  const std::string& id = c.inst.spec->id;
  M x = c.m("X", c.p("R"), c.p("C"));
  const B one = c.bug == Bug::wrong_constant ? bf(2.0) : kOne;
  if (id == "relu") return values(map(x, [](B a) { return fp::bf16_max(a, kZero); }));
  const B neg_a = id == "silu" ? bf(-1.0) : c.bug == Bug::wrong_constant ? bf(-1.0) : bf(-1.702);
  return values(map(x, [&](B a) { return sigmoid_gate(a, neg_a, id == "gelu" ? kOne : one); }));
}

std::vector<double> softmax(const Ctx& c) {
  M x = c.m("X", c.p("R"), c.p("C"));
  const int64_t n = c.bug == Bug::partial_reduction ? g_vlen : x.c;
  for (int64_t i = 0; i < x.r; ++i) {
    B* row = x.row(i);
    const B m = red_max(row, x.c);
    for (int64_t j = 0; j < x.c; ++j) row[j] = bexp(sub(row[j], m));
    const B r = c.bug == Bug::missing_step ? kOne : recip(red_sum(row, n));
    for (int64_t j = 0; j < x.c; ++j) row[j] = mul(row[j], r);
  }
  return values(x);
}

std::vector<double> layernorm(const Ctx& c) {
  const int64_t rows = c.p("R"), n = c.p("C");
  M x = c.m("X", rows, n), g = c.m("GAMMA", 1, n), b = c.m("BETA", 1, n);
  const B inv_n = bf(1.0 / double(n)), eps = bf(1e-5);
  const int64_t red = c.bug == Bug::partial_reduction ? g_vlen : n;
  for (int64_t i = 0; i < rows; ++i) {
    B* row = x.row(i);
    const B mean = mul(red_sum(row, red), c.bug == Bug::partial_reduction ? bf(1.0 / double(g_vlen)) : inv_n);
    std::vector<B> d(static_cast<std::size_t>(n)), sq(static_cast<std::size_t>(n));
    for (int64_t j = 0; j < n; ++j) d[std::size_t(j)] = sub(row[j], mean), sq[std::size_t(j)] = mul(d[std::size_t(j)], d[std::size_t(j)]);
    const B rs = recip(bsqrt(add(mul(red_sum(sq.data(), n), inv_n), eps)));
    for (int64_t j = 0; j < n; ++j) {
      const B y = mul(mul(d[std::size_t(j)], rs), g.v[std::size_t(j)]);
      row[j] = c.bug == Bug::missing_step ? y : add(y, b.v[std::size_t(j)]);
    }
  }
  return values(x);
}

std::vector<double> rmsnorm_task(const Ctx& c) {
  const int64_t rows = c.p("R"), n = c.p("C");
  return values(rmsnorm(c.m("X", rows, n), c.m("W", 1, n), bf(1.0 / double(n)), bf(1e-5), c.bug != Bug::missing_step));
}

// The K-tile bug: the last MLEN of the reduction left out.
int64_t k_limit(const Ctx& c, int64_t k) { return c.bug == Bug::partial_reduction ? k - g_vlen : -1; }

std::vector<double> gemv(const Ctx& c) {
  const int64_t m = c.p("M"), k = c.p("K");
  return values(matmul(c.m("A", m, k), c.m("X", 1, k), true, k_limit(c, k)));   // A·Xᵀ = Y as a column
}
std::vector<double> gemm(const Ctx& c) {
  const int64_t m = c.p("M"), k = c.p("K"), n = c.p("N");
  return values(matmul(c.m("A", m, k), c.m("B", k, n), false, k_limit(c, k)));
}
std::vector<double> batch_matmul(const Ctx& c) {
  const int64_t nb = c.p("BATCH"), m = c.p("M"), k = c.p("K"), n = c.p("N");
  M a = c.m("A", nb * m, k), b = c.m("B", nb * k, n);
  std::vector<double> out;
  for (int64_t i = 0; i < nb; ++i) {
    M ai(m, k), bi(k, n);
    std::copy(a.v.begin() + i * m * k, a.v.begin() + (i + 1) * m * k, ai.v.begin());
    std::copy(b.v.begin() + i * k * n, b.v.begin() + (i + 1) * k * n, bi.v.begin());
    const auto ci = values(matmul(ai, bi, false, k_limit(c, k)));
    out.insert(out.end(), ci.begin(), ci.end());
  }
  return out;
}
std::vector<double> linear(const Ctx& c) {
  const int64_t m = c.p("M"), k = c.p("K"), n = c.p("N");
  M y = matmul(c.m("X", m, k), c.m("W", n, k), true, k_limit(c, k));
  const M bias = c.m("BIAS", 1, n);
  if (c.bug != Bug::missing_step)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) y.at(i, j) = add(y.at(i, j), bias.v[std::size_t(j)]);
  return values(y);
}

std::vector<double> rope_task(const Ctx& c) {
  const int64_t t = c.p("T"), h = c.p("H");
  return values(rope(c.m("X", t, h * 128), c.m("COS", t, 64), c.m("SIN", t, 64), 128, c.bug == Bug::wrong_constant));
}

std::vector<double> ffn(const Ctx& c) {
  const int64_t m = c.p("M"), d = c.p("D"), f = c.p("F");
  const B neg_a = c.bug == Bug::wrong_constant ? bf(-1.0) : bf(-1.702);
  M h = map(matmul(c.m("X", m, d), c.m("W1", d, f)), [&](B x) {
    return c.bug == Bug::missing_step ? fp::bf16_max(x, kZero) : sigmoid_gate(x, neg_a, kOne);
  });
  return values(matmul(h, c.m("W2", f, d)));
}

std::vector<double> swiglu(const Ctx& c) {
  const int64_t m = c.p("M"), d = c.p("D"), f = c.p("F");
  const M x = c.m("X", m, d);
  M g = map(matmul(x, c.m("WG", d, f)), [](B v) { return sigmoid_gate(v, bf(-1.0), kOne); });
  const M u = matmul(x, c.m("WU", d, f));
  if (c.bug != Bug::missing_step) g = zip(g, u, mul);
  return values(matmul(g, c.m("WD", f, d)));
}

// Attention tasks: heads side by side; query head h reads key/value head kv(h).
std::vector<double> attention_task(const Ctx& c) {
  const std::string& id = c.inst.spec->id;
  const bool causal = id == "flash_attention" && c.bug != Bug::no_mask;
  const int64_t sq = id == "flash_attention" ? c.p("S") : c.p("SQ"), sk = id == "flash_attention" ? c.p("S") : c.p("SK");
  int64_t hq = 1, hkv = 1;
  if (id == "mha") hq = hkv = c.p("H");
  if (id == "mqa") hq = c.p("H");
  if (id == "gqa") hkv = c.p("HKV"), hq = hkv * c.p("G");
  const B scale = c.bug == Bug::missing_step ? kOne : bf(0.125);
  const M q = c.m("Q", sq, hq * 64), k = c.m("K", sk, hkv * 64), v = c.m("V", sk, hkv * 64);
  M o(sq, hq * 64);
  for (int64_t h = 0; h < hq; ++h) {
    const int64_t g = c.bug == Bug::no_mask ? h % hkv : h / (hq / hkv);
    const M qh = cols(q, h * 64, 64), kh = cols(k, g * 64, 64), vh = cols(v, g * 64, 64);
    put_cols(o, id == "flash_attention" || c.online ? flash(qh, kh, vh, scale, causal) : attention(qh, kh, vh, scale, false, nullptr),
             h * 64);
  }
  return values(o);
}

std::vector<double> llama(const Ctx& c) {
  const int64_t s = c.p("S"), heads = c.p("H"), f = c.p("F"), e = 128 * heads;
  const B inv_n = bf(1.0 / double(e)), eps = bf(1e-5);
  const B scale = c.bug == Bug::wrong_constant ? bf(0.125) : bf(1.0 / std::sqrt(128.0));
  const M x = c.m("X", s, e), cs = c.m("COS", s, 64), sn = c.m("SIN", s, 64);
  const M a = rmsnorm(x, c.m("NORM1", 1, e), inv_n, eps);
  M q = matmul(a, c.m("WQ", e, e)), k = matmul(a, c.m("WK", e, e));
  if (c.bug != Bug::missing_step) q = rope(q, cs, sn, 128), k = rope(k, cs, sn, 128);
  const M v = matmul(a, c.m("WV", e, e));
  M att(s, e);
  for (int64_t h = 0; h < heads; ++h)
    put_cols(att, attention(cols(q, h * 128, 128), cols(k, h * 128, 128), cols(v, h * 128, 128), scale,
                            c.bug != Bug::no_mask, nullptr),
             h * 128);
  const M hr = zip(x, matmul(att, c.m("WO", e, e)), add);
  const M b = rmsnorm(hr, c.m("NORM2", 1, e), inv_n, eps);
  M g = map(matmul(b, c.m("WG", e, f)), [](B v) { return sigmoid_gate(v, bf(-1.0), kOne); });
  g = zip(g, matmul(b, c.m("WU", e, f)), mul);
  return values(zip(hr, matmul(g, c.m("WD", f, e)), add));
}

std::vector<double> t5(const Ctx& c) {
  const int64_t s = c.p("S"), heads = c.p("H"), f = c.p("F"), e = 64 * heads;
  const B inv_n = bf(1.0 / double(e)), eps = bf(1e-6);
  const M x = c.m("X", s, e), bias = c.m("BIAS", heads * s, s);
  const M a = rmsnorm(x, c.m("NORM1", 1, e), inv_n, eps);
  const M q = matmul(a, c.m("WQ", e, e)), k = matmul(a, c.m("WK", e, e)), v = matmul(a, c.m("WV", e, e));
  M att(s, e);
  for (int64_t h = 0; h < heads; ++h) {
    M bh(s, s);
    std::copy(bias.v.begin() + h * s * s, bias.v.begin() + (h + 1) * s * s, bh.v.begin());
    put_cols(att, attention(cols(q, h * 64, 64), cols(k, h * 64, 64), cols(v, h * 64, 64),
                            c.bug == Bug::wrong_constant ? bf(0.125) : kOne,
                            c.bug != Bug::no_mask, c.bug == Bug::missing_step ? nullptr : &bh),
             h * 64);
  }
  const M hr = zip(x, matmul(att, c.m("WO", e, e)), add);
  const M hid = map(matmul(rmsnorm(hr, c.m("NORM2", 1, e), inv_n, eps), c.m("W1", e, f)),
                    [](B v) { return fp::bf16_max(v, kZero); });
  return values(zip(hr, matmul(hid, c.m("W2", f, e)), add));
}

using EmuFn = std::vector<double> (*)(const Ctx&);
struct Entry {
  EmuFn fn;
  std::vector<Bug> bugs;
};
const std::map<std::string, Entry>& table() {
  static const std::map<std::string, Entry> t = {
      {"silu", {elementwise, {Bug::wrong_constant}}},
      {"relu", {elementwise, {}}},
      {"gelu", {elementwise, {Bug::wrong_constant}}},
      {"softmax", {softmax, {Bug::missing_step, Bug::partial_reduction}}},
      {"layernorm", {layernorm, {Bug::missing_step, Bug::partial_reduction}}},
      {"rmsnorm", {rmsnorm_task, {Bug::missing_step}}},
      {"gemv", {gemv, {Bug::partial_reduction}}},
      {"gemm", {gemm, {Bug::partial_reduction}}},
      {"batch_matmul", {batch_matmul, {Bug::partial_reduction}}},
      {"linear", {linear, {Bug::missing_step, Bug::partial_reduction}}},
      {"rope", {rope_task, {Bug::wrong_constant}}},
      {"ffn", {ffn, {Bug::wrong_constant, Bug::missing_step}}},
      {"swiglu", {swiglu, {Bug::missing_step}}},
      {"sdpa", {attention_task, {Bug::missing_step}}},
      {"flash_attention", {attention_task, {Bug::missing_step, Bug::no_mask}}},
      {"mha", {attention_task, {Bug::missing_step}}},
      {"gqa", {attention_task, {Bug::missing_step, Bug::no_mask}}},
      {"mqa", {attention_task, {Bug::missing_step}}},
      {"decoder_block_llama", {llama, {Bug::missing_step, Bug::no_mask, Bug::wrong_constant}}},
      {"decoder_block_t5", {t5, {Bug::missing_step, Bug::no_mask, Bug::wrong_constant}}},
  };
  return t;
}

}  // namespace

const char* bug_name(Bug b) {
  switch (b) {
    case Bug::none: return "none";
    case Bug::wrong_constant: return "wrong_constant";
    case Bug::missing_step: return "missing_step";
    case Bug::partial_reduction: return "partial_reduction";
    case Bug::no_mask: return "no_mask";
  }
  return "?";
}

std::vector<Bug> supported_bugs(const std::string& task_id) {
  auto it = table().find(task_id);
  return it == table().end() ? std::vector<Bug>{} : it->second.bugs;
}

std::vector<double> run(const TaskInstance& inst, const std::vector<TensorData>& inputs, Bug bug, bool online_softmax,
                        Hw hw) {
  auto it = table().find(inst.spec->id);
  if (it == table().end()) throw std::invalid_argument("no emulation of task " + inst.spec->id);
  if (hw.lanes > kMaxLanes || hw.vlen % hw.lanes != 0) throw std::invalid_argument("unsupported hardware");
  g_vlen = hw.vlen;
  g_lanes = hw.lanes;
  Ctx c{inst, {}, bug, online_softmax};
  for (const auto& t : inputs) c.in[t.name] = &t;
  return it->second.fn(c);
}

}  // namespace kc::emu
