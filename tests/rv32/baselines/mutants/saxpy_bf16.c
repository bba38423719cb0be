/* Wrong on purpose: the product rounded to bf16 (8 significant bits) before the add. */
#include "kc_task.h"

static float to_bf16(float v) {
  union { float f; uint32_t u; } b = {v};
  b.u = (b.u + 0x7FFFu + ((b.u >> 16) & 1u)) & 0xFFFF0000u;
  return b.f;
}

void kernel(void) {
  for (int i = 0; i < N; ++i) Z[i] = to_bf16(A[0] * X[i]) + Y[i];
}
