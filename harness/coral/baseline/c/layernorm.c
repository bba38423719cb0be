/* layernorm baseline (coral, fp32 on the scalar FPU): per row the mean, the population variance of
   the deviations, the reciprocal root, then (x − mean) · factor · gamma + beta. The square root is
   the F extension's fsqrt.s (no C library to call). clang-14 keeps it scalar (Zve32x has no vector
   floating point). */
#include "kc_task.h"

static float sqrt_f32(float x) {
  float y;
  __asm__("fsqrt.s %0, %1" : "=f"(y) : "f"(x));
  return y;
}

void kernel(void) {
  for (int r = 0; r < R; ++r) {
    float sum = 0.0f;
    for (int c = 0; c < C; ++c) sum += X[r][c];
    const float mean = sum / (float)C;
    float ss = 0.0f;
    for (int c = 0; c < C; ++c) {
      const float d = X[r][c] - mean;
      ss += d * d;
    }
    const float factor = 1.0f / sqrt_f32(ss / (float)C + 1e-5f);
    for (int c = 0; c < C; ++c) Y[r][c] = (X[r][c] - mean) * factor * GAMMA[c] + BETA[c];
  }
}
