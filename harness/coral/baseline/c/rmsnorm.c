/* rmsnorm baseline (coral, fp32 on the scalar FPU): per row the mean of squares, the reciprocal
   root, then x · factor · w. The square root is the F extension's fsqrt.s (no C library to call).
   clang-14 keeps it scalar (Zve32x has no vector floating point). */
#include "kc_task.h"

static float sqrt_f32(float x) {
  float y;
  __asm__("fsqrt.s %0, %1" : "=f"(y) : "f"(x));
  return y;
}

void kernel(void) {
  for (int r = 0; r < R; ++r) {
    float ss = 0.0f;
    for (int c = 0; c < C; ++c) ss += X[r][c] * X[r][c];
    const float factor = 1.0f / sqrt_f32(ss / (float)C + 1e-5f);
    for (int c = 0; c < C; ++c) Y[r][c] = X[r][c] * factor * W[c];
  }
}
