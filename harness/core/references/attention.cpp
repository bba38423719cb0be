// Attention family: rope (head dim 128, rotate-half), sdpa, flash_attention (causal), mha, gqa,
// mqa (head dim 64: one plena VRAM row per head vector). Heads sit side by side in a row (head h
// = columns h·64 .. h·64+63), as a projection produces them.
#include "ref_math.h"

namespace kc::ref {

namespace {

constexpr int64_t kHeadDim = 64;
constexpr double kScale = 0.125;   // 1/sqrt(64)

// Y = rotate-half RoPE of every head of X[T][H·128] with COS, SIN [T][64] (shared by the heads).
RefOutputs rope(const RefArgs& a) {
  return {rope_rows(a.in("X"), a.in("COS"), a.in("SIN"), a.p("T"), a.p("H"), 128)};
}

// Multi-head attention where query head h reads KV head h / group; every query attends to every
// key unless `causal`. Q [SQ][HQ·64], K, V [SK][HKV·64], O [SQ][HQ·64].
Vec attention(const Vec& q, const Vec& k, const Vec& v, int64_t sq, int64_t sk, int64_t hq, int64_t hkv,
              bool causal) {
  const int64_t group = hq / hkv;
  Vec o(std::size_t(sq * hq * kHeadDim));
  for (int64_t h = 0; h < hq; ++h) {
    const int64_t kv = h / group;
    attention_head({&q, hq * kHeadDim, h * kHeadDim}, {&k, hkv * kHeadDim, kv * kHeadDim},
                   {&v, hkv * kHeadDim, kv * kHeadDim}, o, hq * kHeadDim, h * kHeadDim, sq, sk, kHeadDim, kScale,
                   causal, nullptr);
  }
  return o;
}

RefOutputs sdpa(const RefArgs& a) {
  return {attention(a.in("Q"), a.in("K"), a.in("V"), a.p("SQ"), a.p("SK"), 1, 1, false)};
}
RefOutputs flash_attention(const RefArgs& a) {
  return {attention(a.in("Q"), a.in("K"), a.in("V"), a.p("S"), a.p("S"), 1, 1, true)};
}
RefOutputs mha(const RefArgs& a) {
  return {attention(a.in("Q"), a.in("K"), a.in("V"), a.p("SQ"), a.p("SK"), a.p("H"), a.p("H"), false)};
}
RefOutputs gqa(const RefArgs& a) {
  const int64_t hkv = a.p("HKV");
  return {attention(a.in("Q"), a.in("K"), a.in("V"), a.p("SQ"), a.p("SK"), hkv * a.p("G"), hkv, false)};
}
RefOutputs mqa(const RefArgs& a) {
  return {attention(a.in("Q"), a.in("K"), a.in("V"), a.p("SQ"), a.p("SK"), a.p("H"), 1, false)};
}

}  // namespace

void add_attention_references(std::vector<ReferenceDef>& out) {
  out.push_back({"rope",
                 {"T", "H"},
                 {{"X", {"T", "H*128"}}, {"COS", {"T", "64"}}, {"SIN", {"T", "64"}}},
                 {{"Y", {"T", "H*128"}}},
                 rope});
  out.push_back({"sdpa",
                 {"SQ", "SK"},
                 {{"Q", {"SQ", "64"}}, {"K", {"SK", "64"}}, {"V", {"SK", "64"}}},
                 {{"O", {"SQ", "64"}}},
                 sdpa});
  out.push_back({"flash_attention",
                 {"S"},
                 {{"Q", {"S", "64"}}, {"K", {"S", "64"}}, {"V", {"S", "64"}}},
                 {{"O", {"S", "64"}}},
                 flash_attention});
  out.push_back({"mha",
                 {"SQ", "SK", "H"},
                 {{"Q", {"SQ", "H*64"}}, {"K", {"SK", "H*64"}}, {"V", {"SK", "H*64"}}},
                 {{"O", {"SQ", "H*64"}}},
                 mha});
  out.push_back({"gqa",
                 {"SQ", "SK", "HKV", "G"},
                 {{"Q", {"SQ", "HKV*G*64"}}, {"K", {"SK", "HKV*64"}}, {"V", {"SK", "HKV*64"}}},
                 {{"O", {"SQ", "HKV*G*64"}}},
                 gqa});
  out.push_back({"mqa",
                 {"SQ", "SK", "H"},
                 {{"Q", {"SQ", "H*64"}}, {"K", {"SK", "64"}}, {"V", {"SK", "64"}}},
                 {{"O", {"SQ", "H*64"}}},
                 mqa});
}

}  // namespace kc::ref
