/* saxpy baseline: the textbook loop (GCC contracts a * x + y to FMADD.S by default). */
#include "kc_task.h"

void kernel(void) {
  const float a = A[0];
  for (int i = 0; i < N; ++i) Z[i] = a * X[i] + Y[i];
}
