/* vector_add baseline: the textbook loop. */
#include "kc_task.h"

void kernel(void) {
  for (int i = 0; i < N; ++i) C[i] = A[i] + B[i];
}
