/* swiglu baseline (coral, fp32 on the scalar FPU): row by row, the gate and up rows g = x·WG and
   u = x·WU (d outer, f inner), z = SiLU(g)·u in place (exp as in silu.c), then y = z·WD (f outer,
   d inner). Two hidden rows of F floats live in .bss. clang-14 keeps it scalar (Zve32x has no
   vector floating point). */
#include "kc_task.h"

static float exp_approx(float t) {
  if (t < -87.0f) return 0.0f;
  if (t > 88.0f) t = 88.0f;                  /* e^88 is finite in fp32; g / (1 + e^88) is ~0 */
  const float inv_ln2 = 1.44269504088896341f;
  const float ln2_hi = 0.693145751953125f;   /* ln 2 split so that k·ln2_hi is exact */
  const float ln2_lo = 1.42860682030941723e-6f;
  const float q = t * inv_ln2;
  const int k = (int)(q + (q < 0.0f ? -0.5f : 0.5f));   /* round to nearest (conversion truncates) */
  const float kf = (float)k;
  const float r = (t - kf * ln2_hi) - kf * ln2_lo;
  float p = 1.0f / 720.0f;
  p = p * r + 1.0f / 120.0f;
  p = p * r + 1.0f / 24.0f;
  p = p * r + 1.0f / 6.0f;
  p = p * r + 0.5f;
  p = p * r + 1.0f;
  p = p * r + 1.0f;
  union {
    uint32_t u;
    float f;
  } scale;
  scale.u = (uint32_t)(k + 127) << 23;       /* 2^k, -126 <= k <= 127 */
  return p * scale.f;
}

static float g[F], u[F];

void kernel(void) {
  for (int m = 0; m < M; ++m) {
    for (int f = 0; f < F; ++f) {
      g[f] = 0.0f;
      u[f] = 0.0f;
    }
    for (int d = 0; d < D; ++d) {
      const float x = X[m][d];
      for (int f = 0; f < F; ++f) {
        g[f] += x * WG[d][f];
        u[f] += x * WU[d][f];
      }
    }
    for (int f = 0; f < F; ++f) g[f] = g[f] / (1.0f + exp_approx(-g[f])) * u[f];
    for (int d = 0; d < D; ++d) Y[m][d] = 0.0f;
    for (int f = 0; f < F; ++f) {
      const float z = g[f];
      for (int d = 0; d < D; ++d) Y[m][d] += z * WD[f][d];
    }
  }
}
