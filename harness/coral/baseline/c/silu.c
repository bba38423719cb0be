/* silu baseline (coral, fp32 on the scalar FPU): y = x / (1 + e^(-x)) per element. There is no C
   library, so exp is computed here: t = k·ln2 + r with |r| <= ln2/2, e^r by a degree-6 Taylor
   polynomial (truncation < 2e-8 relative), 2^k from the exponent bits; e^t for t > 88 is +inf
   (then y = -0 or x/inf = 0), for t < -87 it is 0 (then y = x). clang-14 keeps it scalar (Zve32x
   has no vector floating point). */
#include "kc_task.h"

static float exp_approx(float t) {
  if (t < -87.0f) return 0.0f;
  if (t > 88.0f) t = 88.0f;                  /* e^88 is finite in fp32; x / (1 + e^88) is ~0 */
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

void kernel(void) {
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const float x = X[r][c];
      Y[r][c] = x / (1.0f + exp_approx(-x));
    }
}
